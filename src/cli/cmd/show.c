/*
 * gpusel show <gpu-or-model>: every field of one catalogue entry, with
 * units and sources; for models also the parameter count by component.
 * The report is one record: JSON has one member per field at the top
 * level (`jq .bf16_dense_tflops`), CSV one row, people one line a field.
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "present.h"
#include "units.h"
#include "banned.h"

/* Digits after the point for numbers people read in `show`. */
#define GS_SHOW_DECIMALS 2
#define GS_SHOW_PARAM_DECIMALS 3
/* Parameters in a billion, the human unit of parameter counts. */
#define GS_PARAMS_PER_BILLION 1e9

struct show_args {
    const char *format;     /* --format: the writers' and yaml */
};

/* show's --format replaces the common one to add yaml: the entry as a
 * catalogue file to start an overlay from (overlays replace whole
 * entries; issue 19). */
static const char *const show_formats[] = {
    "table", "csv", "json", "markdown", "yaml", NULL
};

#define A struct show_args
const struct gs_option gs_show_options[] = {
    GS_OPT_CHOICE(A, "format", format, "<fmt>",
                  "output format; yaml: the entry as a catalogue file to "
                  "start an overlay from", show_formats),
    GS_OPT_END(),
};
#undef A

/* Most fields one entry shows (a model has about 45). */
#define SHOW_MAX_FIELDS 96

/* One entry as a record: a column and a cell per field. */
struct record {
    struct gs_column cols[SHOW_MAX_FIELDS];
    struct gs_cell cells[SHOW_MAX_FIELDS];
    size_t n;
    struct gs_table *t;     /* pools derived text */
    bool oom;
};

static void add(struct record *rec, struct gs_column col, struct gs_cell c)
{
    assert(rec->n < SHOW_MAX_FIELDS);
    rec->cols[rec->n] = col;
    rec->cells[rec->n] = c;
    rec->n++;
}

static void show_gpu(struct record *rec, const struct gs_gpu *g)
{
    size_t i;

    for (i = 0; i < gs_n_gpu_fields; i++) {
        struct gs_column col = gs_gpu_field_column(&gs_gpu_fields[i]);

        col.audience = GS_COL_EVERYONE;     /* show shows every field */
        if (col.type == GS_CELL_NUMBER)
            col.decimals = GS_SHOW_DECIMALS;
        add(rec, col, gs_gpu_fields[i].value(g, rec->t));
    }
}

/* A model field: its key is its label too. */
static void field(struct record *rec, const char *key,
                  enum gs_cell_type type, const char *unit,
                  struct gs_cell c)
{
    add(rec, (struct gs_column){ key, key, type,
                                 type == GS_CELL_NUMBER ? GS_SHOW_DECIMALS
                                                        : 0,
                                 0, .unit = unit ? unit : "" },
        c);
}

/* A parameter count: exact in machine formats, billions for people. */
static void params(struct record *rec, const char *key, const char *title,
                   double n)
{
    add(rec, (struct gs_column){ key, title, GS_CELL_NUMBER,
                                 GS_SHOW_PARAM_DECIMALS,
                                 GS_PARAMS_PER_BILLION,
                                 .kind = GS_COL_INTEGER,
                                 .unit = "params" },
        gs_cell_number(n));
}

static void show_model(struct record *rec, const struct gs_model *m)
{
    struct gs_param_counts p = gs_model_params(m);

#define TEXT(key, v) field(rec, key, GS_CELL_TEXT, NULL, gs_cell_text(v))
#define INT(key, v) \
    field(rec, key, GS_CELL_INT, NULL, (v) ? gs_cell_int(v) : gs_cell_null())
    add(rec, (struct gs_column){ "id", "id", GS_CELL_TEXT, 0, 0,
                                 .kind = GS_COL_KEY },
        gs_cell_text(m->id));
    TEXT("name", m->name);
    add(rec, (struct gs_column){ "aliases", "aliases", GS_CELL_TEXT, 0, 0,
                                 .kind = GS_COL_LIST },
        gs_list_cell(rec->t, (const char *const *)m->aliases, m->n_aliases,
                     &rec->oom));
    TEXT("family", m->family);
    TEXT("attention", gs_attn_kind_name(gs_model_attn_kind(m)));
    INT("n_layers", m->n_layers);
    INT("hidden_size", m->hidden_size);
    INT("intermediate_size", m->intermediate_size);
    INT("n_heads", m->n_heads);
    INT("n_kv_heads", m->n_kv_heads);
    INT("head_dim", m->head_dim);
    INT("vocab_size", m->vocab_size);
    field(rec, "tied_embeddings", GS_CELL_BOOL, NULL,
          gs_cell_bool(m->tied_embeddings));
    INT("max_context_tokens", m->max_context_tokens);
    if (m->n_experts) {
        INT("n_experts", m->n_experts);
        INT("n_active_experts", m->n_active_experts);
        INT("n_shared_experts", m->n_shared_experts);
        INT("moe_intermediate_size", m->moe_intermediate_size);
        INT("n_dense_layers", m->n_dense_layers);
    }
    if (m->n_sliding_layers) {
        INT("sliding_window_tokens", m->sliding_window_tokens);
        INT("n_sliding_layers", m->n_sliding_layers);
    }
    if (m->kv_lora_rank) {
        INT("q_lora_rank", m->q_lora_rank);
        INT("kv_lora_rank", m->kv_lora_rank);
        INT("qk_nope_head_dim", m->qk_nope_head_dim);
        INT("qk_rope_head_dim", m->qk_rope_head_dim);
        INT("v_head_dim", m->v_head_dim);
    }
    params(rec, "params", "params (B)", p.total);
    params(rec, "embedding_params", "embedding params (B)", p.embedding);
    params(rec, "lm_head_params", "LM head params (B)", p.lm_head);
    params(rec, "attention_params", "attention params (B)", p.attn_linear);
    params(rec, "ffn_params", "FFN params (B)", p.mlp_linear);
    if (m->n_experts) {
        params(rec, "expert_params", "expert params (B)", p.expert_linear);
        params(rec, "shared_expert_params", "shared expert params (B)",
               p.shared_linear);
        params(rec, "router_params", "router params (B)", p.router);
        params(rec, "active_params", "active params (B)", p.active);
    }
    params(rec, "norm_and_bias_params", "norm and bias params (B)",
           p.norms_biases);
    if (m->published_params > 0.0) {
        params(rec, "published_params", "published params (B)",
               m->published_params);
        field(rec, "params_vs_published_pct", GS_CELL_NUMBER, "%",
              gs_cell_number(100.0 *
                             (p.total / m->published_params - 1.0)));
    }
    if (m->published_active_params > 0.0)
        params(rec, "published_active_params", "published active params (B)",
               m->published_active_params);
    add(rec, (struct gs_column){ "kv_cache_bytes_per_token_bf16",
                                 "KV cache per token, bf16 (bytes)",
                                 GS_CELL_NUMBER, 0, 0,
                                 .kind = GS_COL_INTEGER,
                                 .unit = "bytes/token" },
        gs_cell_number((double)m->n_layers *
                       gs_model_kv_elems_per_token_layer(m) * 2.0));
    TEXT("as_of", m->as_of);
    add(rec, (struct gs_column){ "sources", "sources", GS_CELL_TEXT, 0, 0,
                                 .kind = GS_COL_LIST },
        gs_list_cell(rec->t, (const char *const *)m->sources, m->n_sources,
                     &rec->oom));
    add(rec, (struct gs_column){ "entry_notes", "notes", GS_CELL_TEXT, 0,
                                 0 },
        gs_cell_text(m->notes));
    TEXT("defined_in", m->origin_path);
#undef TEXT
#undef INT
}

/* The entry as a catalogue file, to stdout or atomically to --output. */
static int write_yaml(struct gs_context *ctx, const struct gs_gpu *g,
                      const struct gs_model *m, struct gs_error *err)
{
    const char *path = ctx->common.output_path;
    struct gs_output *o = NULL;
    FILE *fp = ctx->out;

    if (path) {
        if (gs_context_output_open(ctx, path, &o, err) < 0)
            return -1;
        fp = o->fp;
    }
    fprintf(fp, "# %s '%s' as a catalogue entry (gpusel show --format "
            "yaml).  An overlay entry\n# replaces the whole entry: edit "
            "what differs, keep the rest, load with --catalog.\n",
            g ? "GPU" : "model", g ? g->id : m->id);
    if ((g ? gs_catalog_write_gpu(fp, g, err)
           : gs_catalog_write_model(fp, m, err)) < 0) {
        if (path)
            gs_context_output_abort(ctx, o);
        return -1;
    }
    return path ? gs_context_output_done(ctx, o, err) : 0;
}

GS_COMMAND_ARGS(show, struct show_args, NULL);

int cmd_show(const void *args, int argc, const char **argv,
             struct gs_context *ctx, struct gs_error *err)
{
    const struct gs_gpu *g;
    const struct gs_model *m = NULL;
    struct record *rec;
    struct gs_cell *row;
    struct gs_table t;
    struct gs_report r;
    const struct show_args *a = args;
    int rc;

    (void)argc;
    if (a->format && strcmp(a->format, "yaml") != 0)
        ctx->common.format = a->format;
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
    if (a->format && strcmp(a->format, "yaml") == 0)
        return write_yaml(ctx, g, m, err);
    rec = calloc(1, sizeof(*rec));
    if (!rec)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    /* the pool first; the columns are known once the fields are added */
    gs_table_init(&t, "rows", rec->cols, 0);
    t.record = true;
    rec->t = &t;
    if (g)
        show_gpu(rec, g);
    else
        show_model(rec, m);
    t.n_cols = rec->n;
    if (rec->oom || !(row = gs_table_add_row(&t))) {
        gs_table_release(&t);
        free(rec);
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    }
    memcpy(row, rec->cells, rec->n * sizeof(*row));
    gs_report_init(&r, g ? "show gpu" : "show model");
    gs_report_input_text(&r, "name", argv[1]);
    gs_report_input_text(&r, g ? "gpu" : "model", g ? g->id : m->id);
    gs_report_add(&r, &t);
    rc = gs_context_emit(ctx, &r, err);
    gs_table_release(&t);
    free(rec);
    return rc;
}
