/*
 * gpusel show <gpu-or-model>: every field of one catalogue entry, with
 * units and sources; for models also the parameter count by component.
 */
#include <math.h>
#include <string.h>

#include "gpusel/command.h"
#include "gpusel/present.h"
#include "gpusel/units.h"
#include "gpusel/banned.h"

struct show_args {
    int unused;
};

const struct gs_option gs_show_options[] = {
    GS_OPT_END(),
};

static const struct gs_column show_cols[] = {
    { "field", "field", GS_CELL_TEXT, 0, 0 },
    { "value", "value", GS_CELL_TEXT, 2, 0 },
    { "unit", "unit", GS_CELL_TEXT, 0, 0 },
};

/* Append a row; returns -1 on OOM (error set by the caller's check). */
static int row(struct gs_table *t, const char *field, struct gs_cell value,
               const char *unit)
{
    struct gs_cell *c = gs_table_add_row(t);

    if (!c)
        return -1;
    c[0] = gs_cell_text(field);
    c[1] = value;
    c[2] = gs_cell_text(unit);
    return 0;
}

static int text_rows(struct gs_table *t, const char *field, const char *text,
                     bool human);

static int text_list(struct gs_table *t, const char *field,
                     const char *const *items, size_t n, bool human)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (text_rows(t, field, items[i], human) < 0)
            return -1;
    return 0;
}

/* Width at which free text wraps in the human formats. */
#define GS_SHOW_NOTE_COLUMNS 72

/*
 * A row of free text.  For people, long text wraps onto continuation rows
 * at word boundaries; machine formats get it whole.
 */
static int text_rows(struct gs_table *t, const char *field, const char *text,
                     bool human)
{
    const char *p = text;

    if (!human)
        return row(t, field, gs_cell_text(text), NULL);
    while (*p) {
        size_t len = strlen(p), cut = len;
        const char *piece;

        if (len > GS_SHOW_NOTE_COLUMNS) {
            cut = GS_SHOW_NOTE_COLUMNS;
            while (cut > 0 && p[cut] != ' ')
                cut--;
            if (cut == 0)
                cut = GS_SHOW_NOTE_COLUMNS;
        }
        piece = gs_table_printf(t, "%.*s", (int)cut, p);
        if (!piece || row(t, field, gs_cell_text(piece), NULL) < 0)
            return -1;
        field = "";
        p += cut;
        while (*p == ' ')
            p++;
    }
    return 0;
}

static int show_gpu(struct gs_table *t, const struct gs_gpu *g, bool human)
{
    size_t i;
    int bad = 0;

    bad |= row(t, "id", gs_cell_text(g->id), NULL);
    bad |= row(t, "name", gs_cell_text(g->name), NULL);
    bad |= text_list(t, "alias", g->aliases, g->n_aliases, human);
    bad |= row(t, "vendor", gs_cell_text(g->vendor), NULL);
    bad |= row(t, "architecture", gs_cell_text(g->architecture), NULL);
    bad |= row(t, "year", gs_cell_int(g->year), NULL);
    bad |= row(t, "form_factor", gs_cell_text(g->form_factor), NULL);
    bad |= row(t, "memory_type", gs_cell_text(g->memory_type), NULL);
    for (i = 0; i < gs_n_gpu_metrics; i++) {
        const struct gs_gpu_metric *mt = &gs_gpu_metrics[i];
        double v = mt->value(g);

        /* whole numbers (years, watts, GPU counts) print without a
         * fraction */
        if (v > 0.0)
            bad |= row(t, mt->key,
                       v == floor(v) && v < 1e15 ? gs_cell_int((int64_t)v)
                                                 : gs_cell_number(v),
                       mt->unit);
    }
    bad |= row(t, "sparsity_2_4", gs_cell_bool(g->sparsity_2_4), NULL);
    bad |= row(t, "scale_up_kind", gs_cell_text(g->scale_up_kind), NULL);
    bad |= row(t, "scale_up_gen", g->scale_up_gen ? gs_cell_int(g->scale_up_gen)
                                                  : gs_cell_null(), NULL);
    /* unknown prints as unknown ('-', null), never as false or 0 */
    bad |= row(t, "pcie_gen",
               g->pcie_gen == GS_GPU_NONE ? gs_cell_text("none")
               : g->pcie_gen > 0          ? gs_cell_int(g->pcie_gen)
                                          : gs_cell_null(), NULL);
    bad |= row(t, "ecc",
               g->ecc == GS_ECC_UNKNOWN ? gs_cell_null()
                                        : gs_cell_bool(g->ecc == GS_ECC_YES),
               NULL);
    bad |= row(t, "mig_max_instances",
               g->mig_max_instances == GS_GPU_NONE ? gs_cell_int(0)
               : g->mig_max_instances > 0 ? gs_cell_int(g->mig_max_instances)
                                          : gs_cell_null(), NULL);
    bad |= row(t, "as_of", gs_cell_text(g->as_of), NULL);
    bad |= text_list(t, "source", g->sources, g->n_sources, human);
    if (g->notes)
        bad |= text_rows(t, "notes", g->notes, human);
    bad |= row(t, "defined_in", gs_cell_text(g->origin_path), NULL);
    return bad ? -1 : 0;
}

static int show_model(struct gs_table *t, const struct gs_model *m,
                      bool human)
{
    struct gs_param_counts p = gs_model_params(m);
    int bad = 0;

#define INTROW(name, field) \
    bad |= row(t, name, field ? gs_cell_int(field) : gs_cell_null(), NULL)
    bad |= row(t, "id", gs_cell_text(m->id), NULL);
    bad |= row(t, "name", gs_cell_text(m->name), NULL);
    bad |= text_list(t, "alias", m->aliases, m->n_aliases, human);
    bad |= row(t, "family", gs_cell_text(m->family), NULL);
    bad |= row(t, "attention",
               gs_cell_text(gs_attn_kind_name(gs_model_attn_kind(m))), NULL);
    INTROW("n_layers", m->n_layers);
    INTROW("hidden_size", m->hidden_size);
    INTROW("intermediate_size", m->intermediate_size);
    INTROW("n_heads", m->n_heads);
    INTROW("n_kv_heads", m->n_kv_heads);
    INTROW("head_dim", m->head_dim);
    INTROW("vocab_size", m->vocab_size);
    bad |= row(t, "tied_embeddings", gs_cell_bool(m->tied_embeddings), NULL);
    INTROW("max_context_tokens", m->max_context_tokens);
    if (m->n_experts) {
        INTROW("n_experts", m->n_experts);
        INTROW("n_active_experts", m->n_active_experts);
        INTROW("n_shared_experts", m->n_shared_experts);
        INTROW("moe_intermediate_size", m->moe_intermediate_size);
        INTROW("n_dense_layers", m->n_dense_layers);
    }
    if (m->n_sliding_layers) {
        INTROW("sliding_window_tokens", m->sliding_window_tokens);
        INTROW("n_sliding_layers", m->n_sliding_layers);
    }
    if (m->kv_lora_rank) {
        INTROW("q_lora_rank", m->q_lora_rank);
        INTROW("kv_lora_rank", m->kv_lora_rank);
        INTROW("qk_nope_head_dim", m->qk_nope_head_dim);
        INTROW("qk_rope_head_dim", m->qk_rope_head_dim);
        INTROW("v_head_dim", m->v_head_dim);
    }
#undef INTROW
    bad |= row(t, "params", gs_cell_number(p.total), "params");
    bad |= row(t, "embedding_params", gs_cell_number(p.embedding), "params");
    bad |= row(t, "lm_head_params", gs_cell_number(p.lm_head), "params");
    bad |= row(t, "attention_params", gs_cell_number(p.attn_linear), "params");
    bad |= row(t, "ffn_params", gs_cell_number(p.mlp_linear), "params");
    if (m->n_experts) {
        bad |= row(t, "expert_params", gs_cell_number(p.expert_linear),
                   "params");
        bad |= row(t, "shared_expert_params", gs_cell_number(p.shared_linear),
                   "params");
        bad |= row(t, "router_params", gs_cell_number(p.router), "params");
        bad |= row(t, "active_params", gs_cell_number(p.active), "params");
    }
    bad |= row(t, "norm_and_bias_params", gs_cell_number(p.norms_biases),
               "params");
    if (m->published_params > 0.0) {
        bad |= row(t, "published_params", gs_cell_number(m->published_params),
                   "params");
        bad |= row(t, "params_vs_published_pct",
                   gs_cell_number(100.0 * (p.total / m->published_params - 1.0)),
                   "%");
    }
    if (m->published_active_params > 0.0)
        bad |= row(t, "published_active_params",
                   gs_cell_number(m->published_active_params), "params");
    bad |= row(t, "kv_cache_bytes_per_token_bf16",
               gs_cell_number((double)m->n_layers *
                              gs_model_kv_elems_per_token_layer(m) * 2.0),
               "bytes");
    if (m->as_of)
        bad |= row(t, "as_of", gs_cell_text(m->as_of), NULL);
    bad |= text_list(t, "source", m->sources, m->n_sources, human);
    if (m->notes)
        bad |= text_rows(t, "notes", m->notes, human);
    bad |= row(t, "defined_in", gs_cell_text(m->origin_path), NULL);
    return bad ? -1 : 0;
}

int cmd_show(int argc, const char **argv, struct gs_context *ctx,
             struct gs_error *err)
{
    struct show_args a = { 0 };
    const struct gs_gpu *g;
    const struct gs_model *m = NULL;
    const struct gs_writer *w;
    struct gs_table t;
    struct gs_report r;
    int rc = gs_context_parse(ctx, gs_command_find("show"), &a, &argc, argv,
                              err);

    if (rc != 0)
        return rc < 0 ? -1 : 0;
    if (argc != 2)
        return gs_error_set(err, GS_EUSAGE,
                            "usage: gpusel show <gpu-or-model>");
    g = gs_dataset_find_gpu(&ctx->data, argv[1]);
    if (!g && !(m = gs_dataset_find_model(&ctx->data, argv[1]))) {
        struct gs_error gerr = GS_ERROR_INIT;

        /* say "did you mean" from whichever catalogue is closer */
        if (!gs_dataset_gpu(&ctx->data, argv[1], &gerr) &&
            strstr(gerr.msg, "did you mean")) {
            *err = gerr;
            return -1;
        }
        gs_dataset_model(&ctx->data, argv[1], err);
        if (!strstr(err->msg, "did you mean"))
            snprintf(err->msg, sizeof(err->msg),
                     "unknown GPU or model '%s'; 'gpusel list gpus' and "
                     "'gpusel list models' show the catalogues", argv[1]);
        return -1;
    }
    gs_table_init(&t, "rows", show_cols, GS_ARRAY_SIZE(show_cols));
    w = gs_writer_find(ctx->common.format);
    rc = g ? show_gpu(&t, g, w && w->human) : show_model(&t, m, w && w->human);
    if (rc < 0) {
        gs_table_release(&t);
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    }
    gs_report_init(&r, g ? "show gpu" : "show model");
    gs_report_add(&r, &t);
    rc = gs_context_emit(ctx, &r, err);
    gs_table_release(&t);
    return rc;
}
