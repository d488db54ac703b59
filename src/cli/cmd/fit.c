/*
 * gpusel fit: does a model fit, on how many GPUs, with what headroom, and
 * where do the bytes go.  Resolves the model (catalogue, config.json or a
 * bare size), searches layouts per GPU with the pure engine in src/fit.c,
 * and reports.  docs/commands/fit.md documents the options and output.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gpusel/command.h"
#include "gpusel/defaults.h"
#include "gpusel/fit.h"
#include "gpusel/hfconfig.h"
#include "gpusel/units.h"
#include "gpusel/banned.h"

struct fit_args {
    const char *model;
    int64_t ctx_tokens;
    int64_t concurrency;
    int64_t batch;
    const char *precision;
    const char *kv_dtype;
    const char *mode;
    const char *optimizer;
    const char *recompute;
    int64_t lora_rank;
    const char *adapter_dtype;
    struct gs_strlist gpu;
    int64_t n_gpus;
    int64_t tp, pp, dp, zero;
    int64_t max_gpus;
    bool check;
    bool explain;
    double mem_util_frac;
    double runtime_reserve_bytes;
    double fragmentation_frac;
    int64_t prefill_chunk_tokens;
};

static const char *const weight_dtypes[] = {
    "fp32", "bf16", "fp16", "fp8", "int8", "int4", "nf4", "mxfp4", NULL
};
static const char *const kv_dtypes[] = {
    "fp32", "bf16", "fp16", "fp8", "int8", NULL
};
static const char *const adapter_dtypes[] = { "fp32", "bf16", "fp16", NULL };
static const char *const modes[] = {
    "infer", "train", "full-ft", "lora", "qlora", NULL
};
static const char *const optimizers[] = { "adam", "adam-8bit", "sgd", NULL };
static const char *const recomputes[] = { "none", "selective", "full", NULL };

#define A struct fit_args
const struct gs_option gs_fit_options[] = {
    GS_OPT_STRING(A, "model", model, "<model>",
                  "catalogue name, config.json path, or size (70B, 1.5T)"),
    GS_OPT_TOKENS(A, "ctx", ctx_tokens, "<tokens>",
                  "context (or training sequence) length per sequence; "
                  "32k = 32768 (default 4096)"),
    GS_OPT_INT64(A, "concurrency", concurrency, "<n>",
                 "sequences resident at once when serving (default 1)", 1,
                 GS_MAX_REPORTED_BATCH),
    GS_OPT_INT64(A, "batch", batch, "<n>",
                 "training micro-batch per GPU, in sequences (default 1)", 1,
                 GS_MAX_REPORTED_BATCH),
    GS_OPT_CHOICE(A, "precision", precision, "<fmt>",
                  "weight format (default bf16; nf4 for qlora)", weight_dtypes),
    GS_OPT_CHOICE(A, "kv-dtype", kv_dtype, "<fmt>",
                  "KV-cache format (default bf16, fp32 with fp32 weights)",
                  kv_dtypes),
    GS_OPT_CHOICE(A, "mode", mode, "<mode>", "workload (default infer)", modes),
    GS_OPT_CHOICE(A, "optimizer", optimizer, "<name>",
                  "training optimizer (default adam)", optimizers),
    GS_OPT_CHOICE(A, "recompute", recompute, "<how>",
                  "activation recomputation when training (default none)",
                  recomputes),
    GS_OPT_INT64(A, "lora-rank", lora_rank, "<r>",
                 "LoRA rank for lora/qlora (default 16)", 1, 65536),
    GS_OPT_CHOICE(A, "adapter-dtype", adapter_dtype, "<fmt>",
                  "LoRA adapter format: fp32 (PEFT default) or bf16 (QLoRA "
                  "paper)", adapter_dtypes),
    GS_OPT_LIST(A, "gpu", gpu, "<gpu>",
                "only this GPU (repeatable); one --gpu shows the breakdown"),
    GS_OPT_INT64(A, "gpus", n_gpus, "<n>",
                 "use exactly this many GPUs (default: search the fewest)", 1,
                 GS_MAX_SEARCH_GPUS),
    GS_OPT_INT64(A, "tp", tp, "<n>", "fix the tensor-parallel degree", 1,
                 GS_MAX_SEARCH_GPUS),
    GS_OPT_INT64(A, "pp", pp, "<n>", "fix the pipeline-parallel degree", 1,
                 GS_MAX_SEARCH_GPUS),
    GS_OPT_INT64(A, "dp", dp, "<n>",
                 "fix the data-parallel degree (training)", 1,
                 GS_MAX_SEARCH_GPUS),
    GS_OPT_INT64(A, "zero", zero, "<stage>",
                 "fix the ZeRO/FSDP stage 0-3 (training)", 0, 3),
    GS_OPT_INT64(A, "max-gpus", max_gpus, "<n>",
                 "largest GPU count the search tries (default 1024)", 1,
                 GS_MAX_SEARCH_GPUS),
    GS_OPT_FLAG(A, "check", check,
                "exit 1 if the --gpu and count given do not fit"),
    GS_OPT_FLAG(A, "explain", explain,
                "show every formula with its values (with one --gpu)"),
    GS_OPT_FRAC(A, "mem-util", mem_util_frac, "<frac>",
                "share of usable memory to fill, e.g. 0.9 as vLLM "
                "(default 1.0)", 0.01, 1.0),
    GS_OPT_BYTES(A, "runtime-reserve", runtime_reserve_bytes, "<size>",
                 "CUDA context and library workspaces per GPU "
                 "(default 1.5GiB)"),
    GS_OPT_FRAC(A, "fragmentation", fragmentation_frac, "<frac>",
                "allocator slack on activations and gradients (default 0.10)",
                0.0, 0.9),
    GS_OPT_TOKENS(A, "prefill-chunk", prefill_chunk_tokens, "<tokens>",
                  "largest prefill batch when serving (default 8192)"),
    GS_OPT_END(),
};
#undef A

/* One GPU's answer, computed before anything is rendered. */
struct fit_row {
    const struct gs_gpu *gpu;
    struct gs_fit_input in;    /* the layout evaluated */
    struct gs_fit_result res;
    bool found;                /* a layout within the limits fits */
    bool fits_one;             /* fits on a single GPU */
    int64_t min_gpus;          /* fewest GPUs that fit, any layout; 0 none */
    struct gs_fit_input min_in; /* that layout */
    int64_t max_batch;
    int64_t max_context;
    char reason[200];
};

/* The model and where it came from. */
struct model_ref {
    const struct gs_model *m;
    struct gs_model generic;
    char id_buf[64], name_buf[64];
    const char *origin;        /* "catalogue", "config.json", "generic" */
};

static bool is_file(const char *path)
{
    struct stat st;

    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static int resolve_model(struct gs_context *ctx, const char *name,
                         struct model_ref *ref, struct gs_error *err)
{
    struct gs_error lookup = GS_ERROR_INIT, size_err = GS_ERROR_INIT;
    size_t len = strlen(name);
    double params;
    struct gs_model *hf;

    if ((ref->m = gs_dataset_find_model(&ctx->data, name))) {
        ref->origin = "catalogue";
        return 0;
    }
    if (is_file(name) || (len > 5 && strcmp(name + len - 5, ".json") == 0)) {
        hf = gs_arena_alloc(&ctx->data.arena, sizeof(*hf));
        if (!hf)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        if (gs_hfconfig_load(&ctx->data.arena, name, hf, err) < 0)
            return -1;
        ref->m = hf;
        ref->origin = "config.json";
        return 0;
    }
    if (gs_parse_params(name, "--model", &params, &size_err) == 0) {
        if (gs_model_generic(params, &ref->generic, ref->id_buf, ref->name_buf,
                             sizeof(ref->id_buf), err) < 0)
            return -1;
        ref->m = &ref->generic;
        ref->origin = "generic";
        return 0;
    }
    gs_dataset_model(&ctx->data, name, &lookup);
    if (strstr(lookup.msg, "did you mean")) {
        *err = lookup;
        return -1;
    }
    return gs_error_set(err, GS_ENOTFOUND,
                        "unknown model '%s': not in the catalogue ('gpusel "
                        "list models'), not a config.json file, and not a "
                        "size such as 70B or 1.5T", name);
}

static int choice_index(const char *const *choices, const char *value)
{
    int i;

    for (i = 0; choices[i]; i++)
        if (strcmp(choices[i], value) == 0)
            return i;
    return 0;
}

/* The engine input common to every GPU and layout. */
static void base_input(const struct fit_args *a, const struct gs_model *m,
                       struct gs_fit_input *in)
{
    memset(in, 0, sizeof(*in));
    in->model = m;
    in->mode = (enum gs_fit_mode)choice_index(modes, a->mode);
    in->weight_dtype = (enum gs_dtype)gs_dtype_find(a->precision);
    in->kv_dtype = (enum gs_dtype)gs_dtype_find(a->kv_dtype);
    in->ctx_tokens = a->ctx_tokens;
    in->concurrency = a->concurrency;
    in->micro_batch = a->batch;
    in->optimizer = (enum gs_optimizer)choice_index(optimizers, a->optimizer);
    in->recompute = (enum gs_recompute)choice_index(recomputes, a->recompute);
    in->lora_rank = a->lora_rank;
    in->adapter_dtype = (enum gs_dtype)gs_dtype_find(a->adapter_dtype);
    in->tp = in->pp = in->dp = 1;
    in->consts = gs_default_fit_consts;
    in->consts.mem_util_frac = a->mem_util_frac;
    in->consts.runtime_reserve_bytes = a->runtime_reserve_bytes;
    in->consts.fragmentation_frac = a->fragmentation_frac;
    in->consts.prefill_chunk_tokens = a->prefill_chunk_tokens;
}

/*
 * Try one layout; true when it is valid and fits.  last_in and last_res
 * keep the valid layout with the most headroom seen so far.
 */
static bool try_layout(struct gs_fit_input *in, struct gs_fit_result *res,
                       struct gs_fit_input *last_in,
                       struct gs_fit_result *last_res, bool *any_valid)
{
    struct gs_error e = GS_ERROR_INIT;

    if (gs_fit_estimate(in, res, NULL, &e) < 0)
        return false;
    /* keep the closest miss to explain a failure */
    if (!*any_valid || res->headroom_bytes > last_res->headroom_bytes) {
        *last_in = *in;
        *last_res = *res;
    }
    *any_valid = true;
    return res->fits;
}

/*
 * Search the fewest GPUs (then: fewest pipeline stages, lowest ZeRO
 * stage, widest tensor parallelism) that fit, within the user's fixed
 * choices.  Tensor parallelism stays inside the scale-up domain.
 */
static void search_gpu(const struct fit_args *a, const struct gs_fit_input *base,
                       struct fit_row *row)
{
    const struct gs_gpu *g = row->gpu;
    const struct gs_model *m = base->model;
    bool train = base->mode != GS_MODE_INFER, any_valid = false;
    int64_t domain = g->scale_up_domain_gpus, n, max_n;
    struct gs_fit_input in = *base, last_in = *base;
    struct gs_fit_result res, last_res;

    memset(&last_res, 0, sizeof(last_res));
    in.gpu_usable_bytes = gs_gpu_usable_bytes(g);
    last_in.gpu_usable_bytes = in.gpu_usable_bytes;
    max_n = a->n_gpus ? a->n_gpus : a->max_gpus;
    for (n = a->n_gpus ? a->n_gpus : 1; n <= max_n;
         n = n < domain ? n + 1 : n + domain) {
        int64_t pp, tp, zero;

        for (pp = 1; pp <= n && pp <= m->n_layers; pp++) {
            if (n % pp || (a->pp && pp != a->pp))
                continue;
            for (zero = 0; zero <= (train ? 3 : 0); zero++) {
                if (a->zero >= 0 && zero != a->zero)
                    continue;
                /* serving: dp is 1, so tp is n / pp; training: the
                 * widest tp inside the domain first */
                int64_t tp_max = n / pp < domain ? n / pp : domain;
                int64_t tp_min = train ? 1 : n / pp;

                if (a->tp)
                    tp_max = tp_min = a->tp;
                for (tp = tp_max; tp >= tp_min && tp >= 1; tp--) {
                    int64_t dp = n / pp / tp;

                    if ((n / pp) % tp || (a->dp && dp != a->dp) ||
                        tp > domain || !gs_fit_tp_valid(m, tp) ||
                        (!train && dp != 1) || (zero > 0 && dp < 2))
                        continue;
                    in.tp = tp;
                    in.pp = pp;
                    in.dp = dp;
                    in.zero_stage = (int)zero;
                    if (try_layout(&in, &res, &last_in, &last_res,
                                   &any_valid)) {
                        row->in = in;
                        row->res = res;
                        row->found = true;
                        return;
                    }
                }
            }
        }
        if (a->n_gpus)
            break;
    }
    row->in = last_in;
    row->res = last_res;
    if (!any_valid)
        snprintf(row->reason, sizeof(row->reason),
                 "no valid layout: tensor parallelism must divide the %lld "
                 "heads and stay within %lld GPUs",
                 (long long)m->n_heads, (long long)domain);
    else
        snprintf(row->reason, sizeof(row->reason),
                 "needs %.1f GiB per GPU on %lld GPU(s) (tp %lld, pp %lld, "
                 "dp %lld), has %.1f GiB", gs_bytes_to_gib(last_res.total_bytes),
                 (long long)last_res.n_gpus, (long long)last_in.tp,
                 (long long)last_in.pp, (long long)last_in.dp,
                 gs_bytes_to_gib(last_res.usable_bytes));
}

static void finish_row(const struct gs_model *m, struct fit_row *row)
{
    int64_t ctx_cap = m->max_context_tokens > 0 ? m->max_context_tokens
                                                : GS_MAX_REPORTED_CONTEXT;

    row->max_batch = gs_fit_max_batch(&row->in, GS_MAX_REPORTED_BATCH);
    row->max_context = gs_fit_max_context(&row->in, ctx_cap);
}

/*
 * Weights stored in a format the GPU's matrix units lack still fit, but
 * are served by a different kernel; say so rather than stay silent.
 */
static void precision_caveat(const struct gs_gpu *g,
                             const struct gs_fit_input *in, char *buf,
                             size_t size)
{
    static const struct {
        enum gs_dtype dtype;
        enum gs_precision prec;
        const char *instead;
    } needs[] = {
        { GS_DTYPE_BF16, GS_PREC_BF16, "fp16 (or fp32) compute instead" },
        { GS_DTYPE_FP16, GS_PREC_FP16, "fp32 compute instead" },
        { GS_DTYPE_FP8, GS_PREC_FP8, "weight-only fp8 kernels that "
                                     "dequantise to 16-bit" },
        { GS_DTYPE_INT8, GS_PREC_INT8, "weight-only int8 kernels" },
    };
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(needs); i++) {
        if (in->weight_dtype == needs[i].dtype &&
            !(g->dense_flop_per_s[needs[i].prec] > 0.0)) {
            snprintf(buf, size, "no %s matrix support listed: %s",
                     gs_dtype_name(needs[i].dtype), needs[i].instead);
            return;
        }
    }
}

static int row_cmp(const void *x, const void *y)
{
    const struct fit_row *a = x, *b = y;

    if (a->found != b->found)
        return a->found ? -1 : 1;
    if (a->res.n_gpus != b->res.n_gpus)
        return a->res.n_gpus < b->res.n_gpus ? -1 : 1;
    if (a->res.headroom_bytes != b->res.headroom_bytes)
        return a->res.headroom_bytes > b->res.headroom_bytes ? -1 : 1;
    return strcmp(a->gpu->id, b->gpu->id);
}

/* Columns people read (table, markdown). */
static const struct gs_column human_cols[] = {
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0 },
    { "fits_one_gpu", "fits 1", GS_CELL_BOOL, 0, 0 },
    { "min_gpus", "GPUs", GS_CELL_INT, 0, 0 },
    { "layout", "layout", GS_CELL_TEXT, 0, 0 },
    { "total_bytes", "need/GPU (GiB)", GS_CELL_NUMBER, 1, GS_BYTES_PER_GIB },
    { "usable_bytes", "usable (GiB)", GS_CELL_NUMBER, 1, GS_BYTES_PER_GIB },
    { "headroom_bytes", "headroom (GiB)", GS_CELL_NUMBER, 1, GS_BYTES_PER_GIB },
    { "max_concurrency", "max batch", GS_CELL_INT, 0, 0 },
    { "max_context_tokens", "max ctx", GS_CELL_INT, 0, 0 },
    { "launch_usd_total", "capex (USD)", GS_CELL_NUMBER, 0, 0 },
    { "reason", "why not / caveat", GS_CELL_TEXT, 0, 0 },
};

/* Columns people read when the count or layout is fixed. */
static const struct gs_column human_fixed_cols[] = {
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0 },
    { "gpu_count", "GPUs", GS_CELL_INT, 0, 0 },
    { "layout", "layout", GS_CELL_TEXT, 0, 0 },
    { "fits", "fits", GS_CELL_BOOL, 0, 0 },
    { "total_bytes", "need/GPU (GiB)", GS_CELL_NUMBER, 1, GS_BYTES_PER_GIB },
    { "usable_bytes", "usable (GiB)", GS_CELL_NUMBER, 1, GS_BYTES_PER_GIB },
    { "headroom_bytes", "headroom (GiB)", GS_CELL_NUMBER, 1, GS_BYTES_PER_GIB },
    { "max_concurrency", "max batch", GS_CELL_INT, 0, 0 },
    { "max_context_tokens", "max ctx", GS_CELL_INT, 0, 0 },
    { "min_gpus", "min GPUs", GS_CELL_INT, 0, 0 },
    { "reason", "why not / caveat", GS_CELL_TEXT, 0, 0 },
};

/* Columns scripts read (csv, json); docs/commands/fit.md. */
static const struct gs_column machine_cols[] = {
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0 },
    { "gpu_count", "GPUs", GS_CELL_INT, 0, 0 },
    { "fits", "fits", GS_CELL_BOOL, 0, 0 },
    { "fits_one_gpu", "fits 1", GS_CELL_BOOL, 0, 0 },
    { "min_gpus", "min GPUs", GS_CELL_INT, 0, 0 },
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

static const char *layout_text(struct gs_table *t, const struct fit_row *r)
{
    if (r->in.mode == GS_MODE_INFER)
        return gs_table_printf(t, "tp%lld pp%lld", (long long)r->in.tp,
                               (long long)r->in.pp);
    return gs_table_printf(t, "tp%lld pp%lld dp%lld z%d", (long long)r->in.tp,
                           (long long)r->in.pp, (long long)r->in.dp,
                           r->in.zero_stage);
}

static int add_row(struct gs_table *t, bool human, bool fixed,
                   const struct fit_row *r)
{
    struct gs_cell *c = gs_table_add_row(t);
    const struct gs_fit_result *s = &r->res;
    bool train = r->in.mode != GS_MODE_INFER;
    struct gs_cell capex = r->found && r->gpu->launch_price_usd > 0.0
        ? gs_cell_number(r->gpu->launch_price_usd * (double)s->n_gpus)
        : gs_cell_null();
    struct gs_cell min_gpus = r->min_gpus ? gs_cell_int(r->min_gpus)
                                          : gs_cell_null();
    struct gs_cell reason = r->reason[0] ? gs_cell_text(r->reason)
                                         : gs_cell_null();
    size_t j = 0;

    if (!c)
        return -1;
    if (human && fixed) {
        c[j++] = gs_cell_text(r->gpu->id);
        c[j++] = gs_cell_int(s->n_gpus);
        c[j++] = s->n_gpus ? gs_cell_text(layout_text(t, r)) : gs_cell_null();
        c[j++] = gs_cell_bool(s->fits);
        c[j++] = gs_cell_number(s->total_bytes);
        c[j++] = gs_cell_number(s->usable_bytes);
        c[j++] = gs_cell_number(s->headroom_bytes);
        c[j++] = gs_cell_int(r->max_batch);
        c[j++] = gs_cell_int(r->max_context);
        c[j++] = min_gpus;
        c[j++] = reason;
        return 0;
    }
    if (human) {
        c[j++] = gs_cell_text(r->gpu->id);
        c[j++] = gs_cell_bool(r->fits_one);
        c[j++] = min_gpus;
        c[j++] = r->res.n_gpus ? gs_cell_text(layout_text(t, r))
                               : gs_cell_null();
        c[j++] = gs_cell_number(s->total_bytes);
        c[j++] = gs_cell_number(s->usable_bytes);
        c[j++] = gs_cell_number(s->headroom_bytes);
        c[j++] = gs_cell_int(r->max_batch);
        c[j++] = gs_cell_int(r->max_context);
        c[j++] = capex;
        c[j++] = reason;
        return 0;
    }
    c[j++] = gs_cell_text(r->gpu->id);
    c[j++] = gs_cell_int(s->n_gpus);
    c[j++] = gs_cell_bool(s->fits);
    c[j++] = gs_cell_bool(r->fits_one);
    c[j++] = min_gpus;
    c[j++] = gs_cell_int(r->in.tp);
    c[j++] = gs_cell_int(r->in.pp);
    c[j++] = gs_cell_int(r->in.dp);
    c[j++] = gs_cell_int(r->in.zero_stage);
    c[j++] = gs_cell_number(s->params.total);
    c[j++] = gs_cell_number(s->params.active);
    c[j++] = train ? gs_cell_number(s->trainable_params) : gs_cell_number(0.0);
    c[j++] = gs_cell_number(s->weights_bytes);
    c[j++] = gs_cell_number(s->kv_cache_bytes);
    c[j++] = gs_cell_number(s->kv_cache_bytes_per_token);
    c[j++] = gs_cell_number(s->activation_bytes);
    c[j++] = gs_cell_number(s->gradient_bytes);
    c[j++] = gs_cell_number(s->optimizer_bytes);
    c[j++] = gs_cell_number(s->runtime_bytes);
    c[j++] = gs_cell_number(s->total_bytes);
    c[j++] = gs_cell_number(s->usable_bytes);
    c[j++] = gs_cell_number(s->headroom_bytes);
    c[j++] = gs_cell_int(r->max_batch);
    c[j++] = gs_cell_int(r->max_context);
    c[j++] = capex;
    c[j++] = reason;
    return 0;
}

static const struct gs_column breakdown_cols[] = {
    { "component", "component", GS_CELL_TEXT, 0, 0 },
    { "bytes", "GiB", GS_CELL_NUMBER, 2, GS_BYTES_PER_GIB },
    { "share_of_total_pct", "% of total", GS_CELL_NUMBER, 1, 0 },
    { "share_of_usable_pct", "% of usable", GS_CELL_NUMBER, 1, 0 },
};

static int add_breakdown(struct gs_table *t, const struct gs_fit_result *s)
{
    const struct {
        const char *name;
        double bytes;
    } parts[] = {
        { "weights", s->weights_bytes },
        { "kv cache", s->kv_cache_bytes },
        { "activations", s->activation_bytes },
        { "gradients", s->gradient_bytes },
        { "optimizer states", s->optimizer_bytes },
        { "runtime", s->runtime_bytes },
        { "total", s->total_bytes },
        { "usable", s->usable_bytes },
        { "headroom", s->headroom_bytes },
    };
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(parts); i++) {
        struct gs_cell *c = gs_table_add_row(t);

        if (!c)
            return -1;
        c[0] = gs_cell_text(parts[i].name);
        c[1] = gs_cell_number(parts[i].bytes);
        c[2] = s->total_bytes > 0.0
                   ? gs_cell_number(100.0 * parts[i].bytes / s->total_bytes)
                   : gs_cell_null();
        c[3] = s->usable_bytes > 0.0
                   ? gs_cell_number(100.0 * parts[i].bytes / s->usable_bytes)
                   : gs_cell_null();
    }
    return 0;
}

static const struct gs_column explain_cols[] = {
    { "quantity", "quantity", GS_CELL_TEXT, 0, 0 },
    { "formula", "formula (values substituted)", GS_CELL_TEXT, 0, 0 },
    { "value", "value", GS_CELL_NUMBER, 0, 0 },
    { "unit", "unit", GS_CELL_TEXT, 0, 0 },
    { "value_gib", "GiB", GS_CELL_NUMBER, 2, 0 },
};

struct explain_sink {
    struct gs_table *t;
    bool failed;
};

static void explain_emit(void *p, const char *quantity, const char *formula,
                         double value, const char *unit)
{
    struct explain_sink *s = p;
    struct gs_cell *c = s->failed ? NULL : gs_table_add_row(s->t);
    const char *f = c ? gs_table_strdup(s->t, formula) : NULL;

    if (!c || !f) {
        s->failed = true;
        return;
    }
    c[0] = gs_cell_text(quantity);
    c[1] = gs_cell_text(f);
    c[2] = gs_cell_number(value);
    c[3] = gs_cell_text(unit);
    c[4] = strcmp(unit, "bytes") == 0 ? gs_cell_number(value / GS_BYTES_PER_GIB)
                                      : gs_cell_null();
}

/* Fill defaults that depend on other options; reject bad combinations. */
static int settle_args(struct fit_args *a, struct gs_error *err)
{
    bool train, lora;

    if (!a->model)
        return gs_error_set(err, GS_EUSAGE,
                            "fit needs --model (a catalogue name, a "
                            "config.json path, or a size such as 70B)");
    if (!a->mode)
        a->mode = GS_FIT_DEFAULT_MODE;
    train = strcmp(a->mode, "infer") != 0;
    lora = !strcmp(a->mode, "lora") || !strcmp(a->mode, "qlora");
    /* an option that does not apply is a usage error, not ignored */
    if (!train && (a->optimizer || a->recompute || a->lora_rank ||
                   a->adapter_dtype))
        return gs_error_set(err, GS_EUSAGE,
                            "--%s applies to training modes (--mode train, "
                            "full-ft, lora or qlora)",
                            a->optimizer ? "optimizer"
                            : a->recompute ? "recompute"
                            : a->lora_rank ? "lora-rank" : "adapter-dtype");
    if (train && (a->kv_dtype || a->prefill_chunk_tokens))
        return gs_error_set(err, GS_EUSAGE,
                            "--%s applies to serving (--mode infer)",
                            a->kv_dtype ? "kv-dtype" : "prefill-chunk");
    if (train && !lora && (a->lora_rank || a->adapter_dtype))
        return gs_error_set(err, GS_EUSAGE,
                            "--%s applies to --mode lora and qlora",
                            a->lora_rank ? "lora-rank" : "adapter-dtype");
    if (!a->precision)
        a->precision = strcmp(a->mode, "qlora") == 0
                           ? GS_FIT_DEFAULT_QLORA_PRECISION
                           : GS_FIT_DEFAULT_PRECISION;
    if (strcmp(a->mode, "qlora") == 0 && strcmp(a->precision, "nf4") != 0)
        return gs_error_set(err, GS_EUSAGE,
                            "--mode qlora quantises the base to nf4; use "
                            "--mode lora for a %s base", a->precision);
    if (!a->kv_dtype)
        a->kv_dtype = strcmp(a->precision, "fp32") == 0
                          ? "fp32" : GS_FIT_DEFAULT_KV_DTYPE;
    if (!a->optimizer)
        a->optimizer = GS_FIT_DEFAULT_OPTIMIZER;
    if (!a->recompute)
        a->recompute = GS_FIT_DEFAULT_RECOMPUTE;
    if (!a->ctx_tokens)
        a->ctx_tokens = GS_FIT_DEFAULT_CTX_TOKENS;
    if (!a->lora_rank)
        a->lora_rank = GS_FIT_DEFAULT_LORA_RANK;
    if (!a->adapter_dtype)
        a->adapter_dtype = GS_FIT_DEFAULT_ADAPTER_DTYPE;
    if (!a->max_gpus)
        a->max_gpus = GS_DEFAULT_MAX_GPUS;
    if (!a->prefill_chunk_tokens)
        a->prefill_chunk_tokens = gs_default_fit_consts.prefill_chunk_tokens;
    if (a->mem_util_frac == 0.0)
        a->mem_util_frac = gs_default_fit_consts.mem_util_frac;
    if (a->runtime_reserve_bytes == 0.0)
        a->runtime_reserve_bytes = gs_default_fit_consts.runtime_reserve_bytes;
    if (a->fragmentation_frac < 0.0)
        a->fragmentation_frac = gs_default_fit_consts.fragmentation_frac;
    if (!train && (a->dp || a->zero >= 0))
        return gs_error_set(err, GS_EUSAGE,
                            "--dp and --zero apply to training modes; serving "
                            "replicas do not share memory");
    if (!train && a->batch)
        return gs_error_set(err, GS_EUSAGE,
                            "--batch is the training micro-batch; use "
                            "--concurrency when serving");
    if (train && a->concurrency)
        return gs_error_set(err, GS_EUSAGE,
                            "--concurrency is for serving; use --batch for "
                            "the training micro-batch");
    if (!a->batch)
        a->batch = 1;
    if (!a->concurrency)
        a->concurrency = 1;
    if (a->n_gpus) {
        int64_t fixed = (a->tp ? a->tp : 1) * (a->pp ? a->pp : 1) *
                        (a->dp ? a->dp : 1);

        if (a->tp && a->pp && (train ? a->dp != 0 : true) && fixed != a->n_gpus)
            return gs_error_set(err, GS_EUSAGE,
                                "--gpus %lld does not equal tp x pp%s = %lld",
                                (long long)a->n_gpus, train ? " x dp" : "",
                                (long long)fixed);
        if (a->n_gpus % fixed)
            return gs_error_set(err, GS_EUSAGE,
                                "--gpus %lld is not a multiple of the fixed "
                                "degrees (%lld)", (long long)a->n_gpus,
                                (long long)fixed);
    } else if (a->tp || a->pp || a->dp) {
        a->n_gpus = (a->tp ? a->tp : 1) * (a->pp ? a->pp : 1) *
                    (a->dp ? a->dp : 1);
        if (!a->tp)
            a->tp = 1;
        if (!a->pp)
            a->pp = 1;
        if (train && !a->dp)
            a->dp = 1;
    }
    if ((a->check || a->explain) && a->gpu.n != 1)
        return gs_error_set(err, GS_EUSAGE, "--%s needs exactly one --gpu",
                            a->check ? "check" : "explain");
    return 0;
}

static void add_notes(struct gs_report *r, const struct fit_args *a,
                      const struct model_ref *ref, const struct gs_fit_input *in)
{
    const struct gs_model *m = ref->m;
    struct gs_param_counts p = gs_model_params(m);

    if (m->is_generic)
        gs_report_note(r, "model '%s' is GENERIC: a Llama-like dense decoder "
                       "of %lld layers x %lld hidden, derived from the size "
                       "(docs/methodology.md)", m->id, (long long)m->n_layers,
                       (long long)m->hidden_size);
    else if (m->published_params > 0.0)
        gs_report_note(r, "model '%s' (%s): %.4gB parameters computed from "
                       "the architecture (published %.4gB, %+.2f%%); the "
                       "computed count is used", m->id, ref->origin,
                       p.total / 1e9, m->published_params / 1e9,
                       100.0 * (p.total / m->published_params - 1.0));
    else
        gs_report_note(r, "model '%s' (%s): %.4gB parameters computed from "
                       "the architecture", m->id, ref->origin, p.total / 1e9);
    if (!strcmp(ref->origin, "config.json") && m->notes)
        gs_report_note(r, "%s", m->notes);   /* the reader's caveat */
    if (in->mode == GS_MODE_INFER)
        gs_report_note(r, "serving: weights %s, KV cache %s, context %lld "
                       "tokens, concurrency %lld", a->precision, a->kv_dtype,
                       (long long)a->ctx_tokens, (long long)a->concurrency);
    else
        gs_report_note(r, "%s: weights %s, optimizer %s, recompute %s, "
                       "sequence %lld tokens, micro-batch %lld%s", a->mode,
                       a->precision, a->optimizer, a->recompute,
                       (long long)a->ctx_tokens, (long long)a->batch,
                       in->mode == GS_MODE_LORA || in->mode == GS_MODE_QLORA
                           ? ", LoRA adapters" : "");
    if (m->max_context_tokens > 0 && a->ctx_tokens > m->max_context_tokens)
        gs_report_note(r, "--ctx %lld exceeds the model's maximum context of "
                       "%lld tokens", (long long)a->ctx_tokens,
                       (long long)m->max_context_tokens);
    gs_report_note(r, "sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens "
                   "= 32768; bytes are per GPU");
}

int cmd_fit(int argc, const char **argv, struct gs_context *ctx,
            struct gs_error *err)
{
    struct fit_args a = { .zero = -1, .fragmentation_frac = -1.0 };
    struct model_ref ref = { 0 };
    struct gs_fit_input base;
    struct fit_row *rows = NULL;
    size_t n_rows = 0, i;
    struct gs_table main_t, breakdown_t, explain_t;
    struct gs_report r;
    const struct gs_writer *w;
    bool human;
    int rc = gs_context_parse(ctx, gs_command_find("fit"), &a, &argc, argv,
                              err);

    if (rc != 0)
        return rc < 0 ? -1 : 0;
    if (argc > 1)
        return gs_error_set(err, GS_EUSAGE, "unexpected argument '%s'",
                            argv[1]);
    if (settle_args(&a, err) < 0)
        return -1;
    if (resolve_model(ctx, a.model, &ref, err) < 0)
        return -1;
    base_input(&a, ref.m, &base);
    w = gs_writer_find(ctx->common.format);
    human = w && w->human;

    rows = calloc(ctx->data.n_gpus + 1, sizeof(*rows));
    if (!rows)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (a.gpu.n) {
        for (i = 0; i < a.gpu.n; i++) {
            size_t k;

            if (!(rows[n_rows].gpu = gs_dataset_gpu(&ctx->data,
                                                    a.gpu.items[i], err)))
                goto fail;
            for (k = 0; k < n_rows; k++)
                if (rows[k].gpu == rows[n_rows].gpu)
                    break;
            if (k == n_rows)
                n_rows++;
        }
    } else {
        for (i = 0; i < ctx->data.n_gpus; i++)
            rows[n_rows++].gpu = &ctx->data.gpus[i];
    }

    /* Single named GPU without a count: the question is "one GPU?". */
    if (a.gpu.n == 1 && !a.n_gpus)
        a.n_gpus = 1;
    for (i = 0; i < n_rows; i++) {
        struct fit_row *row = &rows[i];

        search_gpu(&a, &base, row);
        if (!a.n_gpus) {
            /* the search was unrestricted: its answer is the minimum */
            if (row->found) {
                row->min_gpus = row->res.n_gpus;
                row->min_in = row->in;
            }
        } else {
            /* the fewest GPUs of any layout, whatever was fixed */
            struct fit_args probe = a;
            struct fit_row alt = { .gpu = row->gpu };

            probe.n_gpus = probe.tp = probe.pp = probe.dp = 0;
            probe.zero = -1;
            search_gpu(&probe, &base, &alt);
            if (alt.found) {
                row->min_gpus = alt.res.n_gpus;
                row->min_in = alt.in;
            }
        }
        /* one GPU has a single layout, the first any search tries */
        row->fits_one = row->min_gpus == 1;
        if (a.gpu.n == 1 && !row->found && row->res.n_gpus == 0) {
            /* no valid layout for the fixed degrees: say why exactly */
            struct gs_fit_input in = base;
            struct gs_fit_result res;

            in.gpu_usable_bytes = gs_gpu_usable_bytes(row->gpu);
            in.tp = a.tp ? a.tp : 1;
            in.pp = a.pp ? a.pp : 1;
            in.dp = a.dp ? a.dp : 1;
            in.zero_stage = a.zero > 0 ? (int)a.zero : 0;
            if (gs_fit_estimate(&in, &res, NULL, err) < 0)
                goto fail;
            if (in.tp > row->gpu->scale_up_domain_gpus) {
                gs_error_set(err, GS_EDOMAIN,
                             "tensor parallelism %lld exceeds the scale-up "
                             "domain of '%s' (%lld GPUs)", (long long)in.tp,
                             row->gpu->id,
                             (long long)row->gpu->scale_up_domain_gpus);
                goto fail;
            }
        }
        if (row->res.n_gpus)
            finish_row(ref.m, row);
        if (!row->reason[0])
            precision_caveat(row->gpu, &base, row->reason,
                             sizeof(row->reason));
    }
    if (!a.gpu.n || a.gpu.n > 1)
        qsort(rows, n_rows, sizeof(*rows), row_cmp);

    /* Single GPU: also say the fewest that would fit. */
    gs_report_init(&r, "fit");
    if (human && a.n_gpus)
        gs_table_init(&main_t, "rows", human_fixed_cols,
                      GS_ARRAY_SIZE(human_fixed_cols));
    else if (human)
        gs_table_init(&main_t, "rows", human_cols, GS_ARRAY_SIZE(human_cols));
    else
        gs_table_init(&main_t, "rows", machine_cols,
                      GS_ARRAY_SIZE(machine_cols));
    gs_table_init(&breakdown_t, "breakdown", breakdown_cols,
                  GS_ARRAY_SIZE(breakdown_cols));
    gs_table_init(&explain_t, "explain", explain_cols,
                  GS_ARRAY_SIZE(explain_cols));
    main_t.title = "fit";
    breakdown_t.title = "where the bytes go (per GPU)";
    explain_t.title = "formulas";
    for (i = 0; i < n_rows; i++)
        if (add_row(&main_t, human, a.n_gpus != 0, &rows[i]) < 0)
            goto oom;
    gs_report_add(&r, &main_t);
    if (a.gpu.n == 1 && rows[0].res.n_gpus) {
        struct explain_sink sink = { &explain_t, false };
        struct gs_trace tr = { explain_emit, &sink };
        struct gs_fit_result res;

        if (add_breakdown(&breakdown_t, &rows[0].res) < 0)
            goto oom;
        gs_report_add(&r, &breakdown_t);
        if (a.explain) {
            if (gs_fit_estimate(&rows[0].in, &res, &tr, err) < 0)
                goto fail_tables;
            if (sink.failed)
                goto oom;
            gs_report_add(&r, &explain_t);
        }
        if (!rows[0].res.fits && rows[0].min_gpus)
            gs_report_note(&r, "'%s' does not fit on this layout; the fewest "
                           "that fit are %lld GPUs (tp %lld, pp %lld, dp "
                           "%lld, ZeRO %d)", rows[0].gpu->id,
                           (long long)rows[0].min_gpus,
                           (long long)rows[0].min_in.tp,
                           (long long)rows[0].min_in.pp,
                           (long long)rows[0].min_in.dp,
                           rows[0].min_in.zero_stage);
    }
    add_notes(&r, &a, &ref, &base);
    if (gs_context_emit(ctx, &r, err) < 0)
        goto fail_tables;
    rc = (a.check && !(rows[0].found && rows[0].res.fits)) ? GS_EXIT_CHECK_FAILED
                                                           : 0;
    gs_table_release(&main_t);
    gs_table_release(&breakdown_t);
    gs_table_release(&explain_t);
    free(rows);
    return rc;
oom:
    gs_error_set(err, GS_ENOMEM, "out of memory");
fail_tables:
    gs_table_release(&main_t);
    gs_table_release(&breakdown_t);
    gs_table_release(&explain_t);
fail:
    free(rows);
    return -1;
}
