/*
 * gpusel fit: does a model fit, on how many GPUs, with what headroom, and
 * where do the bytes go; with no --model, which catalogue models fit the
 * chosen GPUs.  A thin command: options become a gs_workload and a
 * gs_layout, the engine settles and searches (workload.h, layout.h), the
 * rows go to the report.  docs/commands/fit.md documents it.
 */
#include <stdlib.h>
#include <string.h>

#include "gpusel/command.h"
#include "gpusel/defaults.h"
#include "gpusel/layout.h"
#include "gpusel/present.h"
#include "gpusel/resolve.h"
#include "gpusel/units.h"
#include "gpusel/banned.h"

/* Every field starts unset (cmd_fit); the parser writes what is given. */
struct fit_args {
    const char *model, *precision, *kv_dtype, *mode, *optimizer, *recompute;
    const char *adapter_dtype, *vendor, *by;
    int64_t ctx_tokens, concurrency, batch, lora_rank, prefill_chunk_tokens;
    struct gs_strlist gpu;
    int64_t n_gpus, tp, pp, dp, zero, max_gpus, top;
    bool check, explain;
    double mem_util_frac, runtime_reserve_bytes, fragmentation_frac;
    double min_memory_bytes;
};

static const char *const weight_dtypes[] = {
    "auto", "fp32", "bf16", "fp16", "fp8", "int8", "int4", "nf4", "mxfp4", NULL
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
                  "catalogue name, HF id, config.json file or directory, or "
                  "size (70B); none: every catalogue model"),
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
                  "weight format (default auto: as the checkpoint ships, "
                  "else bf16; nf4 for qlora)", weight_dtypes),
    GS_OPT_CHOICE(A, "kv-dtype", kv_dtype, "<fmt>",
                  "KV-cache format (default bf16, fp32 with fp32 weights)",
                  kv_dtypes),
    GS_OPT_CHOICE(A, "mode", mode, "<mode>", "workload (default infer)", modes),
    GS_OPT_CHOICE(A, "optimizer", optimizer, "<name>",
                  "training optimizer (default adam)", optimizers),
    GS_OPT_CHOICE(A, "recompute", recompute, "<how>",
                  "activation recomputation when training (default none; "
                  "full for qlora)", recomputes),
    GS_OPT_INT64(A, "lora-rank", lora_rank, "<r>",
                 "LoRA rank for lora/qlora (default 16)", 1, 65536),
    GS_OPT_CHOICE(A, "adapter-dtype", adapter_dtype, "<fmt>",
                  "LoRA adapter format: fp32 (PEFT default) or bf16 (QLoRA "
                  "paper)", adapter_dtypes),
    GS_OPT_LIST(A, "gpu", gpu, "<gpu>",
                "only this GPU (repeatable); one --gpu shows the breakdown"),
    GS_OPT_STRING(A, "vendor", vendor, "<name>",
                  "only GPUs of this vendor (NVIDIA, AMD, Google, ...)"),
    GS_OPT_BYTES(A, "min-memory", min_memory_bytes, "<size>",
                 "only GPUs with at least this usable memory (80GB, 80GiB)"),
    GS_OPT_CHOICE(A, "by", by, "<key>",
                  "sort rows by this GPU spec, largest first (rows that fit "
                  "first)", gs_gpu_sort_names),
    GS_OPT_INT64(A, "top", top, "<n>", "show only the first n rows", 1,
                 INT64_MAX),
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

/* One (model, GPU) answer, computed before anything is rendered. */
struct fit_row {
    const struct gs_model *model;
    const struct gs_gpu *gpu;
    struct gs_workload work;       /* settled (reverse: the format tried) */
    struct gs_layout_answer ans;   /* the fit, or the closest miss */
    int64_t min_gpus;              /* fewest GPUs of any layout; 0 none */
    struct gs_layout min_layout;
    int64_t max_batch, max_context;
    double sort_key;               /* --by */
    char reason[200];
};

/* A CHOICE value to its enum; -1 with GS_EINTERNAL for a value the
 * option table let through but the engine does not know. */
static int dtype_of(const char *s, enum gs_dtype *out, struct gs_error *err)
{
    int i;

    *out = GS_DTYPE_UNSET;
    if (!s || strcmp(s, "auto") == 0)
        return 0;
    if ((i = gs_dtype_find(s)) < 0)
        return gs_error_set(err, GS_EINTERNAL, "unknown format '%s'", s);
    *out = (enum gs_dtype)i;
    return 0;
}

static int build_workload(const struct fit_args *a, struct gs_workload *w,
                          struct gs_error *err)
{
    struct gs_workload u = GS_WORKLOAD_UNSET;

    u.ctx_tokens = a->ctx_tokens;
    u.concurrency = a->concurrency;
    u.micro_batch = a->batch;
    u.lora_rank = a->lora_rank;
    u.prefill_chunk_tokens = a->prefill_chunk_tokens;
    u.mem_util_frac = a->mem_util_frac;
    u.runtime_reserve_bytes = a->runtime_reserve_bytes;
    u.fragmentation_frac = a->fragmentation_frac;
    if ((a->mode && gs_mode_find(a->mode, &u.mode) < 0) ||
        (a->optimizer && gs_optimizer_find(a->optimizer, &u.optimizer) < 0) ||
        (a->recompute && gs_recompute_find(a->recompute, &u.recompute) < 0))
        return gs_error_set(err, GS_EINTERNAL, "unknown mode, optimizer or "
                            "recomputation");
    if (dtype_of(a->precision, &u.weight_dtype, err) < 0 ||
        dtype_of(a->kv_dtype, &u.kv_dtype, err) < 0 ||
        dtype_of(a->adapter_dtype, &u.adapter_dtype, err) < 0)
        return -1;
    *w = u;
    return 0;
}

/* The fixed layout: degrees given without a count fix exactly that
 * layout, the other degrees 1. */
static int build_layout(const struct fit_args *a, enum gs_fit_mode mode,
                        struct gs_layout *l, struct gs_error *err)
{
    *l = (struct gs_layout){ .tp = a->tp, .pp = a->pp, .dp = a->dp,
                             .zero_stage = a->zero, .n_gpus = a->n_gpus };
    if (gs_layout_check(l, mode, err) < 0)
        return -1;
    if (gs_unset_i64(l->n_gpus) && (!gs_unset_i64(l->tp) ||
                                    !gs_unset_i64(l->pp) ||
                                    !gs_unset_i64(l->dp))) {
        l->tp = gs_unset_i64(l->tp) ? 1 : l->tp;
        l->pp = gs_unset_i64(l->pp) ? 1 : l->pp;
        if (gs_mode_trains(mode))
            l->dp = gs_unset_i64(l->dp) ? 1 : l->dp;
        l->n_gpus = l->tp * l->pp * (gs_unset_i64(l->dp) ? 1 : l->dp);
    }
    return 0;
}

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

static void caveat(const struct gs_gpu *g, enum gs_dtype t, char *buf,
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
}

/* Search one (model, GPU); with `strict`, an impossible fixed layout is
 * the command's error, else the row's reason. */
static int answer(const struct fit_args *a, const struct gs_layout *fixed,
                  struct fit_row *row, bool strict, struct gs_error *err)
{
    struct gs_layout none = GS_LAYOUT_UNSET;
    struct gs_layout_query q = {
        .model = row->model, .gpu = row->gpu, .work = &row->work,
        .fixed = *fixed, .max_gpus = a->max_gpus,
    };
    struct gs_layout_answer min;
    struct gs_error e = GS_ERROR_INIT;
    const struct gs_model *m = row->model;

    if (gs_layout_search(&q, &row->ans, &e) < 0) {
        if (strict || e.code != GS_EDOMAIN) {
            *err = e;
            return -1;
        }
        snprintf(row->reason, sizeof(row->reason), "%.180s", e.msg);
        return 0;
    }
    if (!gs_unset_i64(fixed->n_gpus)) {
        /* the fewest GPUs of any layout, whatever was fixed */
        q.fixed = none;
        if (gs_layout_search(&q, &min, err) < 0)
            return -1;
    } else {
        min = row->ans;
    }
    if (min.found) {
        row->min_gpus = min.layout.n_gpus;
        row->min_layout = min.layout;
    }
    if (!row->ans.any_valid) {
        snprintf(row->reason, sizeof(row->reason), "no valid layout within "
                 "%lld GPUs", (long long)q.max_gpus);
        return 0;
    }
    row->max_batch = gs_fit_max_batch(&row->ans.in, GS_MAX_REPORTED_BATCH);
    row->max_context = gs_fit_max_context(&row->ans.in,
                                          m->max_context_tokens > 0
                                              ? m->max_context_tokens
                                              : GS_MAX_REPORTED_CONTEXT);
    if (!row->ans.found)
        snprintf(row->reason, sizeof(row->reason),
                 "needs %.1f GiB per GPU on %lld GPU(s) (tp %lld, pp %lld, "
                 "dp %lld), has %.1f GiB",
                 gs_bytes_to_gib(row->ans.res.total_bytes),
                 (long long)row->ans.res.n_gpus, (long long)row->ans.in.tp,
                 (long long)row->ans.in.pp, (long long)row->ans.in.dp,
                 gs_bytes_to_gib(row->ans.res.usable_bytes));
    else
        caveat(row->gpu, row->work.weight_dtype, row->reason,
               sizeof(row->reason));
    if (!row->reason[0] && row->ans.found)
        caveat(row->gpu, row->work.expert_dtype, row->reason,
               sizeof(row->reason));
    return 0;
}

#define GIB GS_BYTES_PER_GIB
/* Columns people read (table, markdown): the search, a fixed count, and
 * the reverse question (no --model).  Titles marked "*" are set per run. */
static const struct gs_column human_cols[] = {
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0 },
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
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0 },
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
    { "model", "model", GS_CELL_TEXT, 0, 0 },
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0 },
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
    { "model", "model", GS_CELL_TEXT, 0, 0 },
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0 },
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
#define MAX_COLS GS_ARRAY_SIZE(machine_cols)

/* The cell of column `key` for row r; text lives in t. */
static struct gs_cell cell_of(struct gs_table *t, const char *key,
                              const struct fit_row *r)
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
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(bytes); i++)
        if (strcmp(key, bytes[i].key) == 0)
            return gs_cell_number(*(const double *)(const void *)
                                      ((const char *)s + bytes[i].offset));
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

static int add_row(struct gs_table *t, const struct fit_row *r)
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
    c[4] = strcmp(unit, "bytes") == 0 ? gs_cell_number(value / GIB)
                                      : gs_cell_null();
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

static void add_notes(struct gs_report *r, const struct gs_resolved_model *rm,
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

/* Rows that fit first; then --by (largest first); then the default. */
static int row_cmp(const void *x, const void *y)
{
    const struct fit_row *a = x, *b = y;
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

/* The GPUs asked for: --gpu (deduplicated) or the catalogue, filtered. */
static int select_gpus(struct gs_context *ctx, const struct fit_args *a,
                       const struct gs_gpu **out, size_t *n,
                       struct gs_error *err)
{
    struct gs_gpu_filter f = { a->vendor, a->min_memory_bytes, -1 };
    size_t i, k, n_in = a->gpu.n ? a->gpu.n : ctx->data.n_gpus;

    *n = 0;
    for (i = 0; i < n_in; i++) {
        const struct gs_gpu *g = a->gpu.n ? gs_dataset_gpu(&ctx->data,
                                                           a->gpu.items[i],
                                                           err)
                                          : &ctx->data.gpus[i];

        if (!g)
            return -1;
        for (k = 0; k < *n && out[k] != g; k++)
            ;
        if (k == *n && gs_gpu_filter_match(g, &f))
            out[(*n)++] = g;
    }
    return 0;
}

/*
 * The reverse question's formats for serving or LoRA with --precision
 * auto: the shipped format, then bf16, 8-bit (fp8 where the GPU lists
 * fp8 matrix rates, else int8) and int4, each tried only when it stores
 * fewer bits than the last; routed experts never grow past their
 * shipped format.  docs/commands/fit.md, "Which models fit".
 */
static int reverse_row(const struct fit_args *a, const struct gs_layout *l,
                       const struct gs_workload *asked, struct fit_row *row,
                       struct gs_error *err)
{
    enum gs_dtype steps[] = { GS_DTYPE_BF16, GS_DTYPE_FP8, GS_DTYPE_INT4 };
    struct gs_workload first = row->work;
    size_t i;

    if (answer(a, l, row, false, err) < 0)
        return -1;
    if (asked->weight_dtype != GS_DTYPE_UNSET ||
        !(first.mode == GS_MODE_INFER || first.mode == GS_MODE_LORA))
        return 0;
    if (!(row->gpu->dense_flop_per_s[GS_PREC_FP8] > 0.0))
        steps[1] = GS_DTYPE_INT8;
    for (i = 0; i < GS_ARRAY_SIZE(steps) && !row->ans.found; i++) {
        struct fit_row next = { .model = row->model, .gpu = row->gpu };
        enum gs_dtype e = first.expert_dtype;

        if (gs_dtype_bits(steps[i]) >= gs_dtype_bits(row->work.weight_dtype))
            continue;
        next.work = first;
        next.work.weight_dtype = steps[i];
        next.work.expert_dtype = gs_dtype_bits(steps[i]) < gs_dtype_bits(e)
                                     ? steps[i] : e;
        next.work.weight_origin = GS_ORIGIN_ASKED;
        next.sort_key = row->sort_key;
        if (answer(a, l, &next, false, err) < 0)
            return -1;
        *row = next;
    }
    return 0;
}

static int run_reverse(struct gs_context *ctx, const struct fit_args *a,
                       const struct gs_workload *asked,
                       const struct gs_gpu **gpus, size_t n_gpus,
                       struct fit_row *rows, size_t *n_rows,
                       struct gs_error *err)
{
    size_t i, j;

    for (i = 0; i < ctx->data.n_models; i++) {
        const struct gs_model *m = &ctx->data.models[i];
        struct gs_workload w;
        struct gs_layout l;

        if (gs_workload_settle(asked, m, &gs_default_workload, &w, err) < 0 ||
            build_layout(a, w.mode, &l, err) < 0)
            return -1;
        if (gs_unset_i64(l.n_gpus))
            l.n_gpus = 1;        /* the question is "on my GPU" */
        for (j = 0; j < n_gpus; j++) {
            struct fit_row *row = &rows[(*n_rows)++];

            row->model = m;
            row->gpu = gpus[j];
            row->work = w;
            row->sort_key = a->by ? gs_gpu_sort_key(gpus[j], a->by) : 0.0;
            if (reverse_row(a, &l, asked, row, err) < 0)
                return -1;
        }
    }
    return 0;
}

/* The columns for this run, "*" titles filled in (cols: MAX_COLS). */
static size_t choose_cols(struct gs_column *cols, bool human, bool reverse,
                          bool fixed, bool train, int64_t n_gpus,
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
    for (j = 0; j < n; j++) {
        cols[j] = src[j];
        if (strcmp(cols[j].title, "*") == 0)
            cols[j].title = !strcmp(cols[j].key, "fits") ? fits_title
                            : train ? "max micro-batch" : "max concurrency";
    }
    return n;
}

int cmd_fit(int argc, const char **argv, struct gs_context *ctx,
            struct gs_error *err)
{
    struct fit_args a = {
        .ctx_tokens = GS_UNSET_I64, .concurrency = GS_UNSET_I64,
        .batch = GS_UNSET_I64, .lora_rank = GS_UNSET_I64,
        .prefill_chunk_tokens = GS_UNSET_I64, .n_gpus = GS_UNSET_I64,
        .tp = GS_UNSET_I64, .pp = GS_UNSET_I64, .dp = GS_UNSET_I64,
        .zero = GS_UNSET_I64, .max_gpus = GS_UNSET_I64, .top = GS_UNSET_I64,
        .mem_util_frac = GS_UNSET_F64, .runtime_reserve_bytes = GS_UNSET_F64,
        .fragmentation_frac = GS_UNSET_F64,
    };
    struct gs_resolved_model rm;
    struct gs_workload asked, w = GS_WORKLOAD_UNSET;
    struct gs_layout l = GS_LAYOUT_UNSET;
    const struct gs_gpu **gpus = NULL;
    struct fit_row *rows = NULL;
    size_t n_gpus = 0, n_rows = 0, n_cols, i;
    struct gs_column cols[MAX_COLS];
    char fits_title[32];
    struct gs_table main_t, breakdown_t, explain_t;
    struct gs_report r;
    const struct gs_writer *wr;
    bool human, reverse;
    int rc = gs_context_parse(ctx, gs_command_find("fit"), &a, &argc, argv,
                              err);

    if (rc != 0)
        return rc < 0 ? -1 : 0;
    if (argc > 1)
        return gs_error_set(err, GS_EUSAGE, "unexpected argument '%s'",
                            argv[1]);
    reverse = !a.model;
    if (reverse && !a.gpu.n && !a.vendor && !(a.min_memory_bytes > 0.0))
        return gs_error_set(err, GS_EUSAGE,
                            "fit needs --model (a catalogue name, a "
                            "config.json path, or a size such as 70B), or "
                            "--gpu to ask which models fit it");
    if ((a.check || a.explain) && (a.gpu.n != 1 || reverse))
        return gs_error_set(err, GS_EUSAGE, "--%s needs exactly one --gpu%s",
                            a.check ? "check" : "explain",
                            reverse ? " and a --model" : "");
    if (gs_unset_i64(a.max_gpus))
        a.max_gpus = GS_DEFAULT_MAX_GPUS;
    if (build_workload(&a, &asked, err) < 0)
        return -1;
    gpus = calloc(ctx->data.n_gpus + GS_STRLIST_MAX + 1, sizeof(*gpus));
    if (!gpus || select_gpus(ctx, &a, gpus, &n_gpus, err) < 0)
        goto fail_oom;
    if (reverse) {
        rows = calloc(ctx->data.n_models * n_gpus + 1, sizeof(*rows));
        if (!rows ||
            run_reverse(ctx, &a, &asked, gpus, n_gpus, rows, &n_rows, err) < 0)
            goto fail_oom;
        if (n_rows)
            w = rows[0].work;
        if (build_layout(&a, n_rows ? w.mode : GS_MODE_INFER, &l, err) < 0)
            goto fail;
        if (gs_unset_i64(l.n_gpus))
            l.n_gpus = 1;
    } else {
        if (gs_resolve_model(&ctx->data, a.model, &rm, err) < 0 ||
            gs_workload_settle(&asked, rm.model, &gs_default_workload, &w,
                               err) < 0 ||
            build_layout(&a, w.mode, &l, err) < 0)
            goto fail;
        /* single named GPU without a count: the question is "one GPU?" */
        if (a.gpu.n == 1 && gs_unset_i64(l.n_gpus))
            l.n_gpus = 1;
        rows = calloc(n_gpus + 1, sizeof(*rows));
        if (!rows)
            goto fail_oom;
        for (i = 0; i < n_gpus; i++, n_rows++) {
            rows[i].model = rm.model;
            rows[i].gpu = gpus[i];
            rows[i].work = w;
            rows[i].sort_key = a.by ? gs_gpu_sort_key(gpus[i], a.by) : 0.0;
            if (answer(&a, &l, &rows[i], a.gpu.n == 1, err) < 0)
                goto fail;
        }
    }
    if (a.gpu.n != 1 || reverse)
        qsort(rows, n_rows, sizeof(*rows), row_cmp);
    if (!gs_unset_i64(a.top) && (int64_t)n_rows > a.top)
        n_rows = (size_t)a.top;

    wr = gs_writer_find(ctx->common.format);
    human = wr && wr->human;
    n_cols = choose_cols(cols, human, reverse, !gs_unset_i64(l.n_gpus),
                         gs_mode_trains(w.mode), l.n_gpus, fits_title,
                         sizeof(fits_title));
    gs_report_init(&r, "fit");
    gs_table_init(&main_t, "rows", cols, n_cols);
    gs_table_init(&breakdown_t, "breakdown", breakdown_cols,
                  GS_ARRAY_SIZE(breakdown_cols));
    gs_table_init(&explain_t, "explain", explain_cols,
                  GS_ARRAY_SIZE(explain_cols));
    main_t.title = "fit";
    breakdown_t.title = "where the bytes go (per GPU)";
    explain_t.title = "formulas";
    for (i = 0; i < n_rows; i++)
        if (add_row(&main_t, &rows[i]) < 0)
            goto oom;
    gs_report_add(&r, &main_t);
    if (!reverse && a.gpu.n == 1 && rows[0].ans.res.n_gpus) {
        struct explain_sink sink = { &explain_t, false };
        struct gs_trace tr = { explain_emit, &sink };
        struct gs_fit_result res;

        if (add_breakdown(&breakdown_t, &rows[0].ans.res) < 0)
            goto oom;
        gs_report_add(&r, &breakdown_t);
        if (a.explain) {
            if (gs_fit_estimate(&rows[0].ans.in, &res, &tr, err) < 0)
                goto fail_tables;
            if (sink.failed)
                goto oom;
            gs_report_add(&r, &explain_t);
        }
        if (!rows[0].ans.res.fits && rows[0].min_gpus)
            gs_report_note(&r, "'%s' does not fit on this layout; the fewest "
                           "that fit are %lld GPUs (tp %lld, pp %lld, dp "
                           "%lld, ZeRO %lld)", rows[0].gpu->id,
                           (long long)rows[0].min_gpus,
                           (long long)rows[0].min_layout.tp,
                           (long long)rows[0].min_layout.pp,
                           (long long)rows[0].min_layout.dp,
                           (long long)rows[0].min_layout.zero_stage);
    }
    if (reverse)
        gs_report_note(&r, "every catalogue model on %lld GPU(s) of each "
                       "type; precision auto tries the shipped format, then "
                       "bf16, 8-bit and int4 (docs/commands/fit.md)",
                       (long long)l.n_gpus);
    else
        add_notes(&r, &rm, &w);
    gs_report_note(&r, "sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens "
                   "= 32768; bytes are per GPU");
    if (gs_context_emit(ctx, &r, err) < 0)
        goto fail_tables;
    rc = a.check && !(rows[0].ans.found && rows[0].ans.res.fits)
             ? GS_EXIT_CHECK_FAILED : 0;
    gs_table_release(&main_t);
    gs_table_release(&breakdown_t);
    gs_table_release(&explain_t);
    free(rows);
    free(gpus);
    return rc;
oom:
    gs_error_set(err, GS_ENOMEM, "out of memory");
fail_tables:
    gs_table_release(&main_t);
    gs_table_release(&breakdown_t);
    gs_table_release(&explain_t);
    goto fail;
fail_oom:
    if (!gpus || !rows)
        gs_error_set(err, GS_ENOMEM, "out of memory");
fail:
    free(rows);
    free(gpus);
    return -1;
}
