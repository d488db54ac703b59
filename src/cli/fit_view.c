/*
 * How `gpusel fit` shows its answers: columns per format and question,
 * cells by column key, the breakdown and formula tables, notes and
 * caveats.  src/cli/fit_view.h states the contract;
 * docs/commands/fit.md documents every column.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "fit_view.h"
#include "units.h"
#include "banned.h"

/*
 * Formats a GPU handles differently from what the weights suggest:
 * say so rather than stay silent (docs/commands/fit.md, "Caveats").
 */
static bool arch_is(const struct gs_gpu *g, const char *const *prefixes)
{
    for (; *prefixes; prefixes++)
        if (g->architecture &&
            strncmp(g->architecture, *prefixes, strlen(*prefixes)) == 0)
            return true;
    return false;
}

void gs_fit_caveat(const struct gs_gpu *g, enum gs_dtype t, char *buf,
                   size_t size)
{
    /* architectures with fp8 matrix units, and NVIDIA's before sm80 */
    static const char *const fp8_archs[] = {
        "Ada", "Hopper", "Blackwell", "CDNA3", "CDNA4", "Gaudi 2", "Gaudi 3",
        "Trainium2", NULL
    };
    static const char *const pre_sm80[] = {
        "Kepler", "Maxwell", "Pascal", "Volta", "Turing", NULL
    };
    bool cuda_rocm = g->vendor && (!strcmp(g->vendor, "NVIDIA") ||
                                   !strcmp(g->vendor, "AMD"));

    if (t == GS_DTYPE_NF4 && !cuda_rocm)
        snprintf(buf, size, "nf4 needs bitsandbytes, which runs on CUDA and "
                 "ROCm only");
    else if (t == GS_DTYPE_FP8 && !(g->dense_flop_per_s[GS_PREC_FP8] > 0.0))
        snprintf(buf, size, "%s", arch_is(g, fp8_archs)
                 ? "fp8 rate unknown (not published); the architecture has "
                   "fp8 matrix units"
                 : arch_is(g, pre_sm80)
                 ? "no fp8 kernels before sm80 (Ampere): fp8 weights need "
                   "a 16-bit copy here"
                 : "no fp8 matrix support listed: weight-only fp8 kernels "
                   "dequantise to 16-bit");
    else if (t == GS_DTYPE_BF16 && !(g->dense_flop_per_s[GS_PREC_BF16] > 0.0))
        snprintf(buf, size, "no bf16 matrix support listed: fp16 (or fp32) "
                 "compute instead");
    else if (t == GS_DTYPE_FP16 && !(g->dense_flop_per_s[GS_PREC_FP16] > 0.0))
        snprintf(buf, size, "no fp16 matrix support listed: fp32 compute "
                 "instead");
    else if (t == GS_DTYPE_INT8 && !(g->dense_flop_per_s[GS_PREC_INT8] > 0.0))
        snprintf(buf, size, "no int8 matrix support listed: weight-only int8 "
                 "kernels");
    else if (t == GS_DTYPE_FP4 && !gs_gpu_has_nvfp4(g))
        snprintf(buf, size, "no NVFP4 tensor cores (NVIDIA Blackwell): fp4 "
                 "weights are dequantised to 16-bit (W4A16)");
    else if (t == GS_DTYPE_FP6 && !(g->dense_flop_per_s[GS_PREC_FP6] > 0.0))
        snprintf(buf, size, "no fp6 matrix rate listed: fp6 weights are "
                 "dequantised to 16-bit (W6A16)");
}

void gs_fit_row_reason(struct gs_fit_row *row, int64_t max_gpus)
{
    const struct gs_layout_answer *a = &row->ans;

    if (row->reason[0])
        return;
    if (!a->any_valid)
        snprintf(row->reason, sizeof(row->reason), "no valid layout within "
                 "%lld GPUs", (long long)max_gpus);
    else if (!a->found && (a->in.consts.kv_budget != GS_KV_BUDGET_TOTAL ||
                           a->in.consts.cuda_graph_bytes > 0.0))
        /* an engine's budget is not simply total vs usable */
        snprintf(row->reason, sizeof(row->reason),
                 "short by %.1f GiB per GPU on %lld GPU(s) (tp %lld, pp "
                 "%lld, dp %lld) under the serving engine's budget",
                 gs_bytes_to_gib(-a->res.headroom_bytes),
                 (long long)a->res.n_gpus, (long long)a->in.tp,
                 (long long)a->in.pp, (long long)a->in.dp);
    else if (!a->found)
        snprintf(row->reason, sizeof(row->reason),
                 "needs %.1f GiB per GPU on %lld GPU(s) (tp %lld, pp %lld, "
                 "dp %lld), has %.1f GiB", gs_bytes_to_gib(a->res.total_bytes),
                 (long long)a->res.n_gpus, (long long)a->in.tp,
                 (long long)a->in.pp, (long long)a->in.dp,
                 gs_bytes_to_gib(a->res.usable_bytes));
    else
        gs_fit_caveat(row->gpu, row->work.weight_dtype, row->reason,
                      sizeof(row->reason));
    if (!row->reason[0] && a->found && row->model->n_experts > 0)
        gs_fit_caveat(row->gpu, row->work.expert_dtype, row->reason,
                      sizeof(row->reason));
}

/* Rows that fit first; then --by (largest first); then the default. */
int gs_fit_row_cmp(const void *x, const void *y)
{
    const struct gs_fit_row *a = x, *b = y;
    double pa = a->ans.res.params.total, pb = b->ans.res.params.total;
    int c;

    if (a->ans.found != b->ans.found)
        return a->ans.found ? -1 : 1;
    if (a->sort_key != b->sort_key)
        return a->sort_key > b->sort_key ? -1 : 1;
    if (a->model != b->model && pa != pb)
        return pa > pb ? -1 : 1;        /* reverse question: largest first */
    if (a->ans.res.n_gpus != b->ans.res.n_gpus)
        return a->ans.res.n_gpus < b->ans.res.n_gpus ? -1 : 1;
    if (a->ans.res.headroom_bytes != b->ans.res.headroom_bytes)
        return a->ans.res.headroom_bytes > b->ans.res.headroom_bytes ? -1 : 1;
    if ((c = strcmp(a->model->id, b->model->id)) != 0)
        return c;
    return strcmp(a->gpu->id, b->gpu->id);
}

#define GIB GS_BYTES_PER_GIB
/* Columns people read (table, markdown): the search, a fixed count, and
 * the reverse question (no --model).  Titles marked "*" are set per run. */
static const struct gs_column human_cols[] = {
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "fits_one_gpu", "fits on 1", GS_CELL_BOOL, 0, 0 },
    { "min_gpus", "GPUs", GS_CELL_INT, 0, 0 },
    { "layout", "layout", GS_CELL_TEXT, 0, 0 },
    { "total_bytes", "need/GPU (GiB)", GS_CELL_NUMBER, 1, GIB },
    { "usable_bytes", "usable (GiB)", GS_CELL_NUMBER, 1, GIB },
    { "headroom_bytes", "headroom (GiB)", GS_CELL_NUMBER, 1, GIB },
    { "max_concurrency", "*", GS_CELL_INT, 0, 0 },
    { "max_context_tokens", "max context", GS_CELL_INT, 0, 0 },
    { "launch_usd_total", "capex (USD)", GS_CELL_NUMBER, 0, 0 },
    { "reason", "why not / caveat", GS_CELL_TEXT, 0, 0 },
};
static const struct gs_column human_fixed_cols[] = {
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "gpu_count", "GPUs", GS_CELL_INT, 0, 0 },
    { "layout", "layout", GS_CELL_TEXT, 0, 0 },
    { "fits", "fits", GS_CELL_BOOL, 0, 0 },
    { "total_bytes", "need/GPU (GiB)", GS_CELL_NUMBER, 1, GIB },
    { "usable_bytes", "usable (GiB)", GS_CELL_NUMBER, 1, GIB },
    { "headroom_bytes", "headroom (GiB)", GS_CELL_NUMBER, 1, GIB },
    { "max_concurrency", "*", GS_CELL_INT, 0, 0 },
    { "max_context_tokens", "max context", GS_CELL_INT, 0, 0 },
    { "min_gpus", "fewest GPUs", GS_CELL_INT, 0, 0 },
    { "reason", "why not / caveat", GS_CELL_TEXT, 0, 0 },
};
static const struct gs_column human_reverse_cols[] = {
    { "model", "model", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "params", "params (B)", GS_CELL_NUMBER, 1, 1e9 },
    { "precision", "precision", GS_CELL_TEXT, 0, 0 },
    { "fits", "*", GS_CELL_BOOL, 0, 0 },
    { "headroom_bytes", "headroom (GiB)", GS_CELL_NUMBER, 1, GIB },
    { "max_context_tokens", "max context", GS_CELL_INT, 0, 0 },
    { "max_concurrency", "*", GS_CELL_INT, 0, 0 },
    { "reason", "why not / caveat", GS_CELL_TEXT, 0, 0 },
};
/* Columns scripts read (csv, json); docs/commands/fit.md. */
static const struct gs_column machine_cols[] = {
    { "model", "model", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "weight_dtype", "weights", GS_CELL_TEXT, 0, 0 },
    { "expert_dtype", "experts", GS_CELL_TEXT, 0, 0 },
    { "gpu_count", "GPUs", GS_CELL_INT, 0, 0 },
    { "fits", "fits", GS_CELL_BOOL, 0, 0 },
    { "fits_one_gpu", "fits on 1", GS_CELL_BOOL, 0, 0 },
    { "min_gpus", "fewest GPUs", GS_CELL_INT, 0, 0 },
    { "tp", "tp", GS_CELL_INT, 0, 0 },
    { "pp", "pp", GS_CELL_INT, 0, 0 },
    { "dp", "dp", GS_CELL_INT, 0, 0 },
    { "zero_stage", "ZeRO", GS_CELL_INT, 0, 0 },
    { "params", "params", GS_CELL_NUMBER, 0, 0 },
    { "active_params", "active params", GS_CELL_NUMBER, 0, 0 },
    { "trainable_params", "trainable params", GS_CELL_NUMBER, 0, 0 },
    { "weights_bytes", "weights", GS_CELL_NUMBER, 0, 0 },
    { "kv_cache_bytes", "KV cache", GS_CELL_NUMBER, 0, 0 },
    { "kv_cache_bytes_per_token", "KV/token", GS_CELL_NUMBER, 0, 0 },
    { "activation_bytes", "activations", GS_CELL_NUMBER, 0, 0 },
    { "gradient_bytes", "gradients", GS_CELL_NUMBER, 0, 0 },
    { "optimizer_bytes", "optimizer", GS_CELL_NUMBER, 0, 0 },
    { "runtime_bytes", "runtime", GS_CELL_NUMBER, 0, 0 },
    { "total_bytes", "total", GS_CELL_NUMBER, 0, 0 },
    { "usable_bytes", "usable", GS_CELL_NUMBER, 0, 0 },
    { "headroom_bytes", "headroom", GS_CELL_NUMBER, 0, 0 },
    { "max_concurrency", "max concurrency", GS_CELL_INT, 0, 0 },
    { "max_context_tokens", "max context", GS_CELL_INT, 0, 0 },
    { "launch_usd_total", "capex (USD)", GS_CELL_NUMBER, 0, 0 },
    { "reason", "why not", GS_CELL_TEXT, 0, 0 },
};
_Static_assert(GS_ARRAY_SIZE(machine_cols) <= GS_FIT_VIEW_MAX_COLS,
               "gs_fit_view.cols holds every column");

/* The cell of column `key` for row r; text lives in t. */
static struct gs_cell cell_of(struct gs_table *t, const char *key,
                              const struct gs_fit_row *r)
{
    const struct gs_fit_result *s = &r->ans.res;
    const struct gs_fit_input *in = &r->ans.in;
    bool valid = s->n_gpus > 0;
    static const struct {
        const char *key;
        size_t offset;
    } bytes[] = {
#define B(k) { #k, offsetof(struct gs_fit_result, k) }
        B(weights_bytes), B(kv_cache_bytes), B(kv_cache_bytes_per_token),
        B(activation_bytes), B(gradient_bytes), B(optimizer_bytes),
        B(runtime_bytes), B(total_bytes), B(usable_bytes), B(headroom_bytes),
        B(trainable_params),
#undef B
    };
    static const char *const unsearched[] = {
        "gpu_count", "tp", "pp", "dp", "zero_stage", "active_params",
        "max_concurrency", "max_context_tokens",
    };
    size_t i;

    /* A row no layout was searched for (a --tp its heads refuse) has no
     * GPU count, split or memory: blank cells, not zeros. */
    for (i = 0; !valid && i < GS_ARRAY_SIZE(unsearched); i++)
        if (strcmp(key, unsearched[i]) == 0)
            return gs_cell_null();
    for (i = 0; i < GS_ARRAY_SIZE(bytes); i++)
        if (strcmp(key, bytes[i].key) == 0)
            return valid ? gs_cell_number(*(const double *)(const void *)
                                              ((const char *)s +
                                               bytes[i].offset))
                         : gs_cell_null();
    if (!strcmp(key, "model"))
        return gs_cell_text(r->model->id);
    if (!strcmp(key, "gpu"))
        return gs_cell_text(r->gpu->id);
    if (!strcmp(key, "weight_dtype"))
        return gs_cell_text(gs_dtype_name(r->work.weight_dtype));
    if (!strcmp(key, "expert_dtype"))
        return r->model->n_experts > 0
                   ? gs_cell_text(gs_dtype_name(r->work.expert_dtype))
                   : gs_cell_null();
    if (!strcmp(key, "precision"))
        return gs_cell_text(r->model->n_experts > 0 &&
                                    r->work.expert_dtype !=
                                        r->work.weight_dtype
                                ? gs_table_printf(
                                      t, "%s, experts %s",
                                      gs_dtype_name(r->work.weight_dtype),
                                      gs_dtype_name(r->work.expert_dtype))
                                : gs_dtype_name(r->work.weight_dtype));
    if (!strcmp(key, "gpu_count"))
        return gs_cell_int(s->n_gpus);
    if (!strcmp(key, "fits"))
        return gs_cell_bool(s->fits);
    if (!strcmp(key, "fits_one_gpu"))
        return gs_cell_bool(r->min_gpus == 1);
    if (!strcmp(key, "min_gpus"))
        return r->min_gpus ? gs_cell_int(r->min_gpus) : gs_cell_null();
    if (!strcmp(key, "tp") || !strcmp(key, "pp") || !strcmp(key, "dp") ||
        !strcmp(key, "zero_stage"))
        return gs_cell_int(key[0] == 't' ? in->tp : key[0] == 'p' ? in->pp
                           : key[0] == 'd' ? in->dp : in->zero_stage);
    if (!strcmp(key, "layout") && valid && in->mode == GS_MODE_INFER)
        return gs_cell_text(gs_table_printf(t, "tp%lld pp%lld",
                                            (long long)in->tp,
                                            (long long)in->pp));
    if (!strcmp(key, "layout") && valid)
        return gs_cell_text(gs_table_printf(t, "tp%lld pp%lld dp%lld z%d",
                                            (long long)in->tp,
                                            (long long)in->pp,
                                            (long long)in->dp,
                                            in->zero_stage));
    if (!strcmp(key, "params"))
        return gs_cell_number(s->params.total > 0.0
                                  ? s->params.total
                                  : gs_model_params(r->model).total);
    if (!strcmp(key, "active_params"))
        return gs_cell_number(s->params.active);
    if (!strcmp(key, "max_concurrency"))
        return gs_cell_int(r->max_batch);
    if (!strcmp(key, "max_context_tokens"))
        return gs_cell_int(r->max_context);
    if (!strcmp(key, "launch_usd_total"))
        return r->ans.found && r->gpu->launch_price_usd > 0.0
                   ? gs_cell_number(r->gpu->launch_price_usd *
                                    (double)s->n_gpus)
                   : gs_cell_null();
    if (!strcmp(key, "reason") && r->reason[0])
        return gs_cell_text(r->reason);
    return gs_cell_null();
}

static int add_row(struct gs_table *t, const struct gs_fit_row *r)
{
    struct gs_cell *c = gs_table_add_row(t);
    size_t j;

    if (!c)
        return -1;
    for (j = 0; j < t->n_cols; j++)
        c[j] = cell_of(t, t->cols[j].key, r);
    return 0;
}

static const struct gs_column breakdown_cols[] = {
    { "component", "component", GS_CELL_TEXT, 0, 0 },
    { "bytes", "GiB", GS_CELL_NUMBER, 2, GIB },
    { "share_of_total_pct", "% of total", GS_CELL_NUMBER, 1, 0 },
    { "share_of_usable_pct", "% of usable", GS_CELL_NUMBER, 1, 0 },
};

static int add_breakdown(struct gs_table *t, const struct gs_fit_result *s)
{
    const struct {
        const char *name;
        double bytes;
    } parts[] = {
        { "weights", s->weights_bytes }, { "kv cache", s->kv_cache_bytes },
        { "activations", s->activation_bytes },
        { "gradients", s->gradient_bytes },
        { "optimizer states", s->optimizer_bytes },
        { "runtime", s->runtime_bytes }, { "total", s->total_bytes },
        { "usable", s->usable_bytes }, { "headroom", s->headroom_bytes },
    };
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(parts); i++) {
        struct gs_cell *c = gs_table_add_row(t);

        if (!c)
            return -1;
        gs_table_set(t, c, "component", gs_cell_text(parts[i].name));
        gs_table_set(t, c, "bytes", gs_cell_number(parts[i].bytes));
        gs_table_set(t, c, "share_of_total_pct",
                     s->total_bytes > 0.0
                         ? gs_cell_number(100.0 * parts[i].bytes /
                                          s->total_bytes)
                         : gs_cell_null());
        gs_table_set(t, c, "share_of_usable_pct",
                     s->usable_bytes > 0.0
                         ? gs_cell_number(100.0 * parts[i].bytes /
                                          s->usable_bytes)
                         : gs_cell_null());
    }
    return 0;
}

/* Why these formats (--precision auto) and this recomputation. */
static void note_formats(struct gs_report *r, const struct gs_model *m,
                         const struct gs_workload *w)
{
    const char *wn = gs_dtype_name(w->weight_dtype);

    if (w->weight_origin == GS_ORIGIN_MODEL && m->n_experts > 0 &&
        w->expert_dtype != w->weight_dtype)
        gs_report_note(r, "precision auto: the checkpoint ships %s experts, "
                       "%s elsewhere", gs_dtype_name(w->expert_dtype), wn);
    else if (w->weight_origin == GS_ORIGIN_MODEL)
        gs_report_note(r, "precision auto: the checkpoint ships %s", wn);
    else if (w->weight_origin == GS_ORIGIN_DEFAULT &&
             m->shipped_weight_dtype != GS_DTYPE_UNSET &&
             m->n_experts > 0 && m->shipped_expert_dtype != GS_DTYPE_UNSET &&
             m->shipped_expert_dtype != m->shipped_weight_dtype)
        gs_report_note(r, "precision auto: the checkpoint ships %s experts, "
                       "%s elsewhere; full-parameter training runs on a %s "
                       "copy", gs_dtype_name(m->shipped_expert_dtype),
                       gs_dtype_name(m->shipped_weight_dtype), wn);
    else if (w->weight_origin == GS_ORIGIN_DEFAULT &&
             m->shipped_weight_dtype != GS_DTYPE_UNSET)
        gs_report_note(r, "precision auto: the checkpoint ships %s; "
                       "full-parameter training runs on a %s copy",
                       gs_dtype_name(m->shipped_weight_dtype), wn);
    else if (w->weight_origin == GS_ORIGIN_DEFAULT)
        gs_report_note(r, "precision auto: '%s' states no shipped format; "
                       "%s assumed", m->id, wn);
    if (w->recompute_origin == GS_ORIGIN_RECIPE)
        gs_report_note(r, "qlora: gradient checkpointing (recompute full) by "
                       "default, as PEFT's prepare_model_for_kbit_training "
                       "and the QLoRA recipe do; --recompute none to keep "
                       "every activation");
}

void gs_fit_view_notes(struct gs_report *r, const struct gs_resolved_model *rm,
                       const struct gs_workload *w)
{
    const struct gs_model *m = rm->model;
    struct gs_param_counts p = gs_model_params(m);
    const char *origin = gs_model_origin_name(rm->origin);
    char experts[48] = "";

    if (m->is_generic)
        gs_report_note(r, "model '%s' is GENERIC: a Llama-like dense decoder "
                       "of %lld layers x %lld hidden, derived from the size "
                       "(docs/methodology.md)", m->id, (long long)m->n_layers,
                       (long long)m->hidden_size);
    else if (m->published_params > 0.0)
        gs_report_note(r, "model '%s' (%s): %.4gB parameters computed from "
                       "the architecture (published %.4gB, %+.2f%%); the "
                       "computed count is used", m->id, origin,
                       p.total / 1e9, m->published_params / 1e9,
                       100.0 * (p.total / m->published_params - 1.0));
    else
        gs_report_note(r, "model '%s' (%s): %.4gB parameters computed from "
                       "the architecture", m->id, origin, p.total / 1e9);
    if (rm->origin == GS_MODEL_FROM_HFCONFIG && m->notes)
        gs_report_note(r, "%s", m->notes);   /* the reader's caveat */
    note_formats(r, m, w);
    if (m->n_experts > 0 && w->expert_dtype != w->weight_dtype)
        snprintf(experts, sizeof(experts), " (routed experts %s)",
                 gs_dtype_name(w->expert_dtype));
    if (w->mode == GS_MODE_INFER)
        gs_report_note(r, "serving: weights %s%s, KV cache %s, context %lld "
                       "tokens, concurrency %lld",
                       gs_dtype_name(w->weight_dtype), experts,
                       gs_dtype_name(w->kv_dtype), (long long)w->ctx_tokens,
                       (long long)w->concurrency);
    else
        gs_report_note(r, "%s: weights %s%s, optimizer %s, recompute %s, "
                       "sequence %lld tokens, micro-batch %lld%s",
                       gs_mode_name(w->mode), gs_dtype_name(w->weight_dtype),
                       experts, gs_optimizer_name(w->optimizer),
                       gs_recompute_name(w->recompute),
                       (long long)w->ctx_tokens, (long long)w->micro_batch,
                       gs_mode_is_lora(w->mode) ? ", LoRA adapters" : "");
    if (m->max_context_tokens > 0 && w->ctx_tokens > m->max_context_tokens)
        gs_report_note(r, "--ctx %lld exceeds the model's maximum context of "
                       "%lld tokens", (long long)w->ctx_tokens,
                       (long long)m->max_context_tokens);
}

/* The columns for this run into cols (GS_FIT_VIEW_MAX_COLS), "*" titles
 * filled in. */
static size_t choose_cols(struct gs_column *cols, bool human, bool reverse,
                          bool fixed, bool train, bool detail, int64_t n_gpus,
                          char *fits_title, size_t size)
{
    const struct gs_column *src = !human ? machine_cols
                                  : reverse ? human_reverse_cols
                                  : fixed ? human_fixed_cols : human_cols;
    size_t n = !human ? GS_ARRAY_SIZE(machine_cols)
               : reverse ? GS_ARRAY_SIZE(human_reverse_cols)
               : fixed ? GS_ARRAY_SIZE(human_fixed_cols)
                       : GS_ARRAY_SIZE(human_cols), j;

    snprintf(fits_title, size, "fits on %lld", (long long)n_gpus);
    /* one GPU for people: the reason reads better as a note below */
    if (human && detail && n && strcmp(src[n - 1].key, "reason") == 0)
        n--;
    for (j = 0; j < n; j++) {
        cols[j] = src[j];
        if (strcmp(cols[j].title, "*") == 0)
            cols[j].title = !strcmp(cols[j].key, "fits") ? fits_title
                            : train ? "max micro-batch" : "max concurrency";
    }
    return n;
}


int gs_fit_view_build(struct gs_fit_view *v, struct gs_report *r,
                      const struct gs_fit_row *rows, size_t n_rows,
                      const struct gs_fit_view_opts *o, struct gs_error *err)
{
    size_t i, n_cols = choose_cols(v->cols, o->human, o->reverse, o->fixed,
                                   o->train, o->detail, o->n_gpus,
                                   v->fits_title, sizeof(v->fits_title));

    gs_table_init(&v->main, "rows", v->cols, n_cols);
    gs_table_init(&v->breakdown, "breakdown", breakdown_cols,
                  GS_ARRAY_SIZE(breakdown_cols));
    gs_explain_init(&v->explain, "formulas");
    v->main.title = "fit";
    v->breakdown.title = "where the bytes go (per GPU)";
    for (i = 0; i < n_rows; i++)
        if (add_row(&v->main, &rows[i]) < 0)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
    gs_report_add(r, &v->main);
    if (o->human && o->detail && n_rows && rows[0].reason[0])
        gs_report_note(r, "%s %s: %s", rows[0].gpu->id,
                       rows[0].ans.found && rows[0].ans.res.fits ? "caveat"
                                                                 : "does not fit",
                       rows[0].reason);
    if (o->detail && n_rows && rows[0].ans.res.n_gpus) {
        struct gs_fit_result res;

        if (add_breakdown(&v->breakdown, &rows[0].ans.res) < 0)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        gs_report_add(r, &v->breakdown);
        if (o->explain) {
            if (gs_fit_estimate(&rows[0].ans.in, &res, &v->explain.trace,
                                err) < 0 ||
                gs_explain_add(&v->explain, r, err) < 0)
                return -1;
        }
    }
    return 0;
}

void gs_fit_view_release(struct gs_fit_view *v)
{
    gs_table_release(&v->main);
    gs_table_release(&v->breakdown);
    gs_explain_release(&v->explain);
}
