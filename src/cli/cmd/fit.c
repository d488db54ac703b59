/*
 * gpusel fit: does a model fit, on how many GPUs, with what headroom, and
 * where do the bytes go; with no --model, which catalogue models fit the
 * chosen GPUs.  A thin command: options become a gs_workload and a
 * gs_layout, the engine settles and searches (workload.h, layout.h), the
 * rows go to the report.  docs/commands/fit.md documents it.
 */
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "defaults.h"
#include "emit.h"
#include "fit_view.h"
#include "layout.h"
#include "present.h"
#include "progress.h"
#include "resolve.h"
#include "serving.h"
#include "serving_options.h"
#include "units.h"
#include "banned.h"

/* Every field starts unset (cmd_fit); the parser writes what is given. */
struct fit_args {
    const char *model, *precision, *kv_dtype, *mode, *optimizer, *recompute;
    const char *adapter_dtype, *vendor, *by, *engine_name, *emit, *offload;
    int64_t ctx_tokens, concurrency, batch, lora_rank, prefill_chunk_tokens;
    struct gs_strlist gpu;
    int64_t n_gpus, tp, pp, dp, zero, max_gpus, top;
    bool check, explain;
    double mem_util_frac, runtime_reserve_bytes, fragmentation_frac;
    double min_memory_bytes;
    enum gs_serving_engine engine;  /* from engine_name (serving only) */
};

static const char *const adapter_dtypes[] = { "fp32", "bf16", "fp16", NULL };
/* --emit: the engines with a launch line (emit.h) */
static const char *const emit_engines[] = {
    "vllm", "sglang", "trtllm", NULL
};

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
                  "else bf16; nf4 for qlora)", gs_weight_dtype_names),
    GS_KV_DTYPE_OPTION(A, ),
    GS_OPT_CHOICE(A, "mode", mode, "<mode>", "workload (default infer)",
                  gs_mode_names),
    GS_OPT_CHOICE(A, "optimizer", optimizer, "<name>",
                  "training optimizer (default adam)", gs_optimizer_names),
    GS_OPT_CHOICE(A, "recompute", recompute, "<how>",
                  "activation recomputation when training (default none; "
                  "full for qlora)", gs_recompute_names),
    GS_OPT_CHOICE(A, "offload", offload, "<what>",
                  "training: optimizer states (or params too, with ZeRO-3) "
                  "in host memory, ZeRO-Offload (default none)",
                  gs_offload_names),
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
                  "largest prefill batch when serving (default 8192, or "
                  "the engine's token budget)"),
    GS_OPT_CHOICE(A, "engine", engine_name, "<engine>",
                  "serving engine whose reserve comes before the KV cache "
                  "(default vllm; none: gpusel's own rule)",
                  gs_serving_engine_names),
    GS_OPT_CHOICE(A, "emit", emit, "<engine>",
                  "also print that engine's launch line for the answer",
                  emit_engines),
    GS_OPT_END(),
};
#undef A

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
    if (a->offload && gs_offload_find(a->offload, &u.offload) < 0)
        return gs_error_set(err, GS_EINTERNAL, "unknown offload");
    if (u.offload != GS_OFFLOAD_NONE &&
        !(u.mode == GS_MODE_TRAIN || u.mode == GS_MODE_FULL_FT ||
          gs_mode_is_lora(u.mode)))
        return gs_error_set(err, GS_EUSAGE, "--offload applies to training "
                            "modes (--mode train, full-ft, lora, qlora)");
    if (gs_dtype_choice(a->precision, &u.weight_dtype, err) < 0 ||
        gs_dtype_choice(a->kv_dtype, &u.kv_dtype, err) < 0 ||
        gs_dtype_choice(a->adapter_dtype, &u.adapter_dtype, err) < 0)
        return -1;
    *w = u;
    return 0;
}

/* The serving engine: --engine, else the default (vllm, which reports
 * the KV capacity users compare with); none when training. */
static int resolve_engine(struct fit_args *a, const struct gs_workload *asked,
                          struct gs_error *err)
{
    bool trains = asked->mode != GS_MODE_UNSET && gs_mode_trains(asked->mode);

    if (trains && (a->engine_name || a->emit))
        return gs_error_set(err, GS_EUSAGE, "--%s applies to serving "
                            "(--mode infer), not --mode %s",
                            a->engine_name ? "engine" : "emit",
                            gs_mode_name(asked->mode));
    if (a->emit && !a->model)
        return gs_error_set(err, GS_EUSAGE, "--emit needs --model");
    a->engine = trains ? GS_SERVE_NONE : GS_DEFAULT_SERVING_ENGINE;
    if (a->engine_name && gs_serving_engine_find(a->engine_name,
                                                 &a->engine) < 0)
        return gs_error_set(err, GS_EINTERNAL, "unknown engine '%s'",
                            a->engine_name);
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

/* What engine_consts() needs: the command's options and the GPU. */
struct engine_at {
    const struct fit_args *a;
    const struct gs_gpu *gpu;
};

/*
 * The serving engine's constants at in's layout: its profile
 * (serving.h) becomes the fit engine's consts there, and the options the
 * user gave (--mem-util, --runtime-reserve, --prefill-chunk) keep their
 * values.  The layout search calls it at every layout it tries
 * (gs_layout_query.consts_at), so the fewest GPUs it reports fit by the
 * engine's own rule (issue 19: the answer once missed by 0.3 GiB).
 */
static void engine_consts(const void *arg, const struct gs_fit_input *in,
                          struct gs_fit_consts *out)
{
    const struct engine_at *e = arg;
    const struct fit_args *a = e->a;
    struct gs_serving_target t = {
        .model = in->model, .gpu_memory_bytes = in->gpu_usable_bytes,
        .tp = in->tp, .pp = in->pp, .gpu_id = e->gpu->id,
    };
    struct gs_fit_consts c;

    if (a->engine == GS_SERVE_NONE || in->mode != GS_MODE_INFER) {
        *out = in->consts;
        return;
    }
    gs_serving_fit_consts(gs_serving_profile(a->engine), &t, &in->consts, &c);
    if (!gs_unset_f64(a->mem_util_frac))
        c.mem_util_frac = a->mem_util_frac;
    if (!gs_unset_f64(a->runtime_reserve_bytes))
        c.runtime_reserve_bytes = a->runtime_reserve_bytes;
    if (!gs_unset_i64(a->prefill_chunk_tokens))
        c.prefill_chunk_tokens = a->prefill_chunk_tokens;
    *out = c;
}

/* gs_layout_search() with the engine's constants at every layout. */
static int search_engine(const struct fit_args *a,
                         const struct gs_layout_query *q0,
                         struct gs_layout_answer *out, struct gs_error *err)
{
    struct engine_at e = { .a = a, .gpu = q0->gpu };
    struct gs_layout_query q = *q0;

    q.consts_at = engine_consts;
    q.consts_arg = &e;
    return gs_layout_search(&q, out, err);
}

/*
 * The defaults the layout search uses under an engine: its fraction,
 * token budget and reserve plus its sampler, on its large-GPU tier and
 * one GPU (engine_consts() makes them exact at each layout).  None:
 * gpusel's own.
 */
static void engine_defaults(enum gs_serving_engine e, const struct gs_model *m,
                            struct gs_workload_defaults *d)
{
    const struct gs_serving_profile *p = gs_serving_profile(e);
    struct gs_serving_target t = {
        .model = m, .gpu_memory_bytes = 0.0, .tp = 1, .pp = 1,
    };
    struct gs_serving_settings s;

    *d = gs_default_workload;
    if (e == GS_SERVE_NONE)
        return;
    gs_serving_settle(p, &t, &s);
    d->base.mem_util_frac = p->mem_util_frac;
    d->base.prefill_chunk_tokens = p->max_batched_tokens;
    d->base.runtime_reserve_bytes = s.runtime_reserve_bytes;
}

/* Search one (model, GPU); with `strict`, an impossible fixed layout is
 * the command's error, else the row's reason. */
static int answer(const struct fit_args *a, const struct gs_layout *fixed,
                  struct gs_fit_row *row, bool strict, struct gs_error *err)
{
    struct gs_layout none = GS_LAYOUT_UNSET;
    struct gs_layout_query q = {
        .model = row->model, .gpu = row->gpu, .work = &row->work,
        .fixed = *fixed, .max_gpus = a->max_gpus,
    };
    struct gs_layout_answer min;
    struct gs_error e = GS_ERROR_INIT;
    const struct gs_model *m = row->model;

    if (search_engine(a, &q, &row->ans, &e) < 0) {
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
        if (search_engine(a, &q, &min, err) < 0)
            return -1;
    } else {
        min = row->ans;
    }
    if (min.found) {
        row->min_gpus = min.layout.n_gpus;
        row->min_layout = min.layout;
    }
    if (row->ans.any_valid) {
        row->max_batch = gs_fit_max_batch_from(&row->ans.in, &row->ans.res,
                                               GS_MAX_REPORTED_BATCH);
        row->max_context = gs_fit_max_context_from(
            &row->ans.in, &row->ans.res,
            m->max_context_tokens > 0 ? m->max_context_tokens
                                      : GS_MAX_REPORTED_CONTEXT);
    }
    gs_fit_row_reason(row, q.max_gpus);
    return 0;
}

/* The reverse question for one (model, GPU): the best format that fits
 * (gs_layout_search_formats), then that format's full answer. */
static int reverse_row(const struct fit_args *a, const struct gs_layout *l,
                       struct gs_fit_row *row, struct gs_error *err)
{
    struct gs_layout_query q = {
        .model = row->model, .gpu = row->gpu, .work = &row->work,
        .fixed = *l, .max_gpus = a->max_gpus,
    };
    struct gs_workload best;
    struct gs_layout_answer ans;
    struct gs_error e = GS_ERROR_INIT;

    if (gs_layout_search_formats(&q, &best, &ans, &e) == 0)
        row->work = best;
    else if (e.code != GS_EDOMAIN)
        return gs_error_set(err, e.code, "%s", e.msg);
    return answer(a, l, row, false, err);
}

static int run_reverse(struct gs_context *ctx, const struct fit_args *a,
                       const struct gs_workload *asked,
                       const struct gs_gpu **gpus, size_t n_gpus,
                       struct gs_fit_row *rows, size_t *n_rows,
                       struct gs_error *err)
{
    struct gs_progress pr;
    size_t i, j;

    gs_progress_start(&pr, "fit", "models", ctx->data.n_models);
    for (i = 0; i < ctx->data.n_models; i++) {
        const struct gs_model *m = &ctx->data.models[i];
        struct gs_workload w;
        struct gs_workload_defaults d;
        struct gs_layout l;

        engine_defaults(a->engine, m, &d);
        gs_progress_step(&pr, i);
        if (gs_workload_settle(asked, m, &d, &w, err) < 0 ||
            build_layout(a, w.mode, &l, err) < 0)
            goto fail;
        if (gs_unset_i64(l.n_gpus))
            l.n_gpus = 1;        /* the question is "on my GPU" */
        for (j = 0; j < n_gpus; j++) {
            struct gs_fit_row *row = &rows[(*n_rows)++];

            row->model = m;
            row->gpu = gpus[j];
            row->work = w;
            row->sort_key = a->by ? gs_gpu_sort_key(gpus[j], a->by) : 0.0;
            if (reverse_row(a, &l, row, err) < 0)
                goto fail;
        }
    }
    gs_progress_end(&pr);
    return 0;
fail:
    gs_progress_end(&pr);
    return -1;
}

/* The forward question: model a.model on each selected GPU. */
static int run_forward(struct gs_context *ctx, const struct fit_args *a,
                       const struct gs_workload *asked,
                       struct gs_resolved_model *rm, struct gs_workload *w,
                       struct gs_layout *l, const struct gs_gpu **gpus,
                       size_t n_gpus, struct gs_fit_row *rows,
                       struct gs_error *err)
{
    struct gs_progress pr;
    struct gs_workload_defaults d;
    size_t i;

    if (gs_resolve_model(&ctx->data, a->model, rm, err) < 0)
        return -1;
    engine_defaults(a->engine, rm->model, &d);
    if (gs_workload_settle(asked, rm->model, &d, w, err) < 0 ||
        build_layout(a, w->mode, l, err) < 0)
        return -1;
    /* A --tp the heads refuse, or a --pp beyond the layers, fails on every
     * GPU alike: say so once and fail (as perf does), not a table of
     * blank rows that exits 0. */
    if (!gs_unset_i64(l->tp) && !gs_fit_tp_valid(rm->model, l->tp))
        return gs_error_set(err, GS_EDOMAIN, "tensor parallelism %lld does "
                            "not divide the %lld attention heads and %lld KV "
                            "heads of '%s'", (long long)l->tp,
                            (long long)rm->model->n_heads,
                            (long long)rm->model->n_kv_heads, rm->model->id);
    if (!gs_unset_i64(l->pp) && l->pp > rm->model->n_layers)
        return gs_error_set(err, GS_EDOMAIN, "pipeline parallelism %lld "
                            "exceeds the %lld layers of '%s'",
                            (long long)l->pp, (long long)rm->model->n_layers,
                            rm->model->id);
    /* single named GPU without a count: the question is "one GPU?" */
    if (a->gpu.n == 1 && gs_unset_i64(l->n_gpus))
        l->n_gpus = 1;
    gs_progress_start(&pr, "fit", "GPUs", n_gpus);
    for (i = 0; i < n_gpus; i++) {
        gs_progress_step(&pr, i);
        rows[i].model = rm->model;
        rows[i].gpu = gpus[i];
        rows[i].work = *w;
        rows[i].sort_key = a->by ? gs_gpu_sort_key(gpus[i], a->by) : 0.0;
        if (answer(a, l, &rows[i], a->gpu.n == 1, err) < 0) {
            gs_progress_end(&pr);
            return -1;
        }
    }
    gs_progress_end(&pr);
    return 0;
}

/* The resolved question, for JSON "inputs" (docs/output.md). */
static void fit_inputs(struct gs_report *r, const struct fit_args *a,
                       const struct gs_resolved_model *rm,
                       const struct gs_workload *w, const struct gs_layout *l)
{
    size_t i;

    if (a->model && rm->model) {
        gs_report_input_text(r, "model", rm->model->id);
        gs_report_input_text(r, "model_origin",
                             gs_model_origin_name(rm->origin));
    } else {
        gs_report_input(r, "model", gs_cell_null());   /* every model */
    }
    gs_report_input_text(r, "mode", gs_mode_name(w->mode));
    if (a->model) {
        gs_report_input_text(r, "weight_dtype", gs_dtype_name(w->weight_dtype));
        gs_report_input_text(r, "expert_dtype",
                             rm->model && rm->model->n_experts > 0
                                 ? gs_dtype_name(w->expert_dtype) : NULL);
    } else {
        gs_report_input_text(r, "weight_dtype", "auto");
    }
    gs_report_input_int(r, "ctx_tokens", w->ctx_tokens);
    if (w->mode == GS_MODE_INFER) {
        gs_report_input_text(r, "kv_dtype", gs_dtype_name(w->kv_dtype));
        gs_report_input_int(r, "concurrency", w->concurrency);
    } else {
        gs_report_input_int(r, "micro_batch", w->micro_batch);
        gs_report_input_text(r, "optimizer", gs_optimizer_name(w->optimizer));
        gs_report_input_text(r, "recompute", gs_recompute_name(w->recompute));
    }
    gs_report_input_text(r, "engine", gs_serving_engine_name(a->engine));
    gs_report_input_number(r, "mem_util_frac", w->mem_util_frac);
    gs_report_input_number(r, "runtime_reserve_bytes",
                           w->runtime_reserve_bytes);
    if (gs_unset_i64(l->n_gpus))
        gs_report_input(r, "gpu_count", gs_cell_null());  /* searched */
    else
        gs_report_input_int(r, "gpu_count", l->n_gpus);
    gs_report_input_int(r, "max_gpus", a->max_gpus);
    if (!a->gpu.n)
        gs_report_input(r, "gpus", gs_cell_null());        /* every GPU */
    for (i = 0; i < a->gpu.n; i++)
        gs_report_input_text(r, "gpus", a->gpu.items[i]);
    gs_report_input_text(r, "vendor", a->vendor);
    if (a->min_memory_bytes > 0.0)
        gs_report_input_number(r, "min_memory_bytes", a->min_memory_bytes);
    else
        gs_report_input(r, "min_memory_bytes", gs_cell_null());
}

/* The command first: the first column is never hidden to fit a width. */
static const struct gs_column launch_cols[] = {
    { "command", "command", GS_CELL_TEXT, 0 },
    { "gpu", "GPU", GS_CELL_TEXT, 0 },
    { "engine", "engine", GS_CELL_TEXT, 0, .audience = GS_COL_MACHINE },
};

/* Room for one launch line (emit.h). */
#define FIT_LAUNCH_LINE_BYTES 1024

/*
 * The launch table for --emit: one line per row that fits, at its layout,
 * context and the largest concurrency that fits there (capped at the
 * emitted engine's own sequence cap); the emitted engine's memory
 * fraction on that GPU unless --mem-util was given.  `lines` holds
 * n_rows x FIT_LAUNCH_LINE_BYTES.
 */
static int add_launch(const struct fit_args *a, const struct gs_fit_row *rows,
                      size_t n_rows, struct gs_table *t, char *lines,
                      struct gs_error *err)
{
    enum gs_serving_engine e;
    const struct gs_serving_profile *p;
    size_t i;

    if (gs_serving_engine_find(a->emit, &e) < 0)
        return gs_error_set(err, GS_EINTERNAL, "unknown engine '%s'", a->emit);
    p = gs_serving_profile(e);
    for (i = 0; i < n_rows; i++) {
        const struct gs_fit_row *row = &rows[i];
        const struct gs_fit_input *in = &row->ans.in;
        struct gs_serving_target tg = {
            .model = row->model, .gpu_memory_bytes = in->gpu_usable_bytes,
            .tp = in->tp, .pp = in->pp, .gpu_id = row->gpu->id,
        };
        struct gs_serving_settings st;
        struct gs_workload w = row->work;
        char *line = lines + i * FIT_LAUNCH_LINE_BYTES;
        struct gs_cell *c;

        if (!row->ans.found || !row->ans.res.fits || row->max_batch < 1)
            continue;
        gs_serving_settle(p, &tg, &st);
        w.concurrency = row->max_batch;
        if (st.max_num_seqs > 0 && w.concurrency > st.max_num_seqs)
            w.concurrency = st.max_num_seqs;
        if (gs_emit_launch(line, FIT_LAUNCH_LINE_BYTES, e, row->model, NULL,
                           &w, in->tp, in->pp, in->dp,
                           gs_unset_f64(a->mem_util_frac) ? st.mem_util_frac
                                                          : a->mem_util_frac,
                           gs_unset_i64(a->prefill_chunk_tokens)
                               ? 0 : a->prefill_chunk_tokens,
                           err) < 0)
            return -1;
        if (!(c = gs_table_add_row(t)))
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        gs_table_set(t, c, "command", gs_cell_text(line));
        gs_table_set(t, c, "gpu", gs_cell_text(row->gpu->id));
        gs_table_set(t, c, "engine", gs_cell_text(p->name));
    }
    return 0;
}

/* Which engine profile sized the KV cache, and with what. */
static void engine_note(struct gs_report *r, const struct fit_args *a,
                        const struct gs_fit_row *row)
{
    const struct gs_serving_profile *p = gs_serving_profile(a->engine);
    const struct gs_fit_consts *c = &row->ans.in.consts;

    if (row->ans.in.mode != GS_MODE_INFER)
        return;
    if (a->engine == GS_SERVE_NONE) {
        gs_report_note(r, "engine none: gpusel's own rule, everything "
                       "within --mem-util %g of usable memory",
                       c->mem_util_frac);
        return;
    }
    gs_report_note(r, "engine %s (%s) on %s: %s %g, activations profiled "
                   "at %lld batched tokens, sampler %.2f GiB, CUDA graphs "
                   "%.2f GiB, reserve %.2f GiB (docs/methodology.md, "
                   "\"Serving engines\")", p->name, p->version,
                   row->gpu->id,
                   p->kv_budget == GS_KV_BUDGET_FREE
                       ? "KV cache gets what is free x"
                   : p->kv_budget == GS_KV_BUDGET_STATIC
                       ? "weights + KV pool within static fraction"
                       : "all but CUDA graphs within fraction",
                   c->mem_util_frac, (long long)c->prefill_chunk_tokens,
                   gs_bytes_to_gib(c->sampler_bytes),
                   gs_bytes_to_gib(c->cuda_graph_bytes),
                   gs_bytes_to_gib(c->runtime_reserve_bytes));
}

static int report(struct gs_context *ctx, const struct fit_args *a,
                  const struct gs_resolved_model *rm,
                  const struct gs_workload *w, const struct gs_layout *l,
                  const struct gs_fit_row *rows, size_t n_rows,
                  struct gs_error *err)
{
    const struct gs_writer *wr = gs_writer_find(ctx->common.format);
    const struct gs_fit_row *r0 = &rows[0];
    struct gs_fit_view_opts o = {
        .human = wr && wr->human, .reverse = !a->model,
        .fixed = !gs_unset_i64(l->n_gpus), .train = gs_mode_trains(w->mode),
        .n_gpus = l->n_gpus, .detail = a->model && a->gpu.n == 1,
        .explain = a->explain,
    };
    struct gs_fit_view v;
    struct gs_report r;
    struct gs_table launch;
    char *lines = NULL;
    int rc;

    gs_report_init(&r, "fit");
    gs_table_init(&launch, "launch", launch_cols, GS_ARRAY_SIZE(launch_cols));
    launch.title = "launch";
    fit_inputs(&r, a, rm, w, l);
    rc = gs_fit_view_build(&v, &r, rows, n_rows, &o, err);
    if (rc == 0 && a->emit) {
        lines = calloc(n_rows ? n_rows : 1, FIT_LAUNCH_LINE_BYTES);
        if (!lines)
            rc = gs_error_set(err, GS_ENOMEM, "out of memory");
        else
            rc = add_launch(a, rows, n_rows, &launch, lines, err);
        if (rc == 0) {
            gs_report_add(&r, &launch);
            if (!launch.n_rows)
                gs_report_note(&r, "--emit %s: no layout fits, so there is "
                               "nothing to launch", a->emit);
            else if (strcmp(a->emit, gs_serving_engine_name(a->engine)) != 0)
                gs_report_note(&r, "--emit %s with --engine %s: capacity "
                               "was sized for %s; add --engine %s to size it "
                               "for the engine launched", a->emit,
                               gs_serving_engine_name(a->engine),
                               gs_serving_engine_name(a->engine), a->emit);
        }
    }
    if (rc == 0 && n_rows && o.detail)
        engine_note(&r, a, r0);
    else if (rc == 0 && n_rows && a->engine != GS_SERVE_NONE &&
             w->mode == GS_MODE_INFER)
        gs_report_note(&r, "engine %s (%s): its reserve is taken before the "
                       "KV cache for max concurrency and context "
                       "(docs/methodology.md, \"Serving engines\")",
                       gs_serving_engine_name(a->engine),
                       gs_serving_profile(a->engine)->version);
    if (rc == 0 && o.detail && r0->ans.res.n_gpus && !r0->ans.res.fits &&
        r0->min_gpus)
        gs_report_note(&r, "'%s' does not fit on this layout; the fewest "
                       "that fit are %lld GPUs (tp %lld, pp %lld, dp %lld, "
                       "ZeRO %lld)", r0->gpu->id, (long long)r0->min_gpus,
                       (long long)r0->min_layout.tp,
                       (long long)r0->min_layout.pp,
                       (long long)r0->min_layout.dp,
                       (long long)r0->min_layout.zero_stage);
    if (rc == 0 && o.reverse)
        gs_report_note(&r, "every catalogue model on %lld GPU(s) of each "
                       "type; precision auto tries the shipped format, then "
                       "bf16, 8-bit and int4 (docs/commands/fit.md)",
                       (long long)l->n_gpus);
    else if (rc == 0)
        gs_fit_view_notes(&r, rm, w);
    if (rc == 0 && o.detail && w->offload != GS_OFFLOAD_NONE)
        gs_report_note(&r, "--offload %s: %.2f GiB per GPU in host memory "
                       "(ZeRO-Offload), not counted above",
                       gs_offload_name(w->offload),
                       r0->ans.res.host_bytes / GS_BYTES_PER_GIB);
    gs_report_note(&r, "sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens "
                   "= 32768; bytes are per GPU");
    if (rc == 0)
        rc = gs_context_emit(ctx, &r, err);
    gs_fit_view_release(&v);
    gs_table_release(&launch);
    free(lines);
    return rc;
}

static void fit_args_init(void *args)
{
    *(struct fit_args *)args = (struct fit_args){
        .ctx_tokens = GS_UNSET_I64, .concurrency = GS_UNSET_I64,
        .batch = GS_UNSET_I64, .lora_rank = GS_UNSET_I64,
        .prefill_chunk_tokens = GS_UNSET_I64, .n_gpus = GS_UNSET_I64,
        .tp = GS_UNSET_I64, .pp = GS_UNSET_I64, .dp = GS_UNSET_I64,
        .zero = GS_UNSET_I64, .max_gpus = GS_UNSET_I64, .top = GS_UNSET_I64,
        .mem_util_frac = GS_UNSET_F64, .runtime_reserve_bytes = GS_UNSET_F64,
        .fragmentation_frac = GS_UNSET_F64,
    };
}
GS_COMMAND_ARGS(fit, struct fit_args, fit_args_init);

int cmd_fit(const void *args, int argc, const char **argv,
            struct gs_context *ctx, struct gs_error *err)
{
    struct fit_args a = *(const struct fit_args *)args;
    struct gs_resolved_model rm = { 0 };
    struct gs_workload asked, w = GS_WORKLOAD_UNSET;
    struct gs_layout l = GS_LAYOUT_UNSET;
    const struct gs_gpu **gpus = NULL;
    struct gs_fit_row *rows = NULL;
    size_t n_gpus = 0, n_rows = 0, n_alloc;
    struct gs_gpu_filter filter;
    int rc;

    (void)argc;
    (void)argv;
    if (!a.model && !a.gpu.n && !a.vendor && !(a.min_memory_bytes > 0.0))
        return gs_error_set(err, GS_EUSAGE,
                            "fit needs --model (a catalogue name, a "
                            "config.json path, or a size such as 70B), or "
                            "--gpu to ask which models fit it");
    if ((a.check || a.explain) && (a.gpu.n != 1 || !a.model))
        return gs_error_set(err, GS_EUSAGE, "--%s needs exactly one --gpu%s",
                            a.check ? "check" : "explain",
                            a.model ? "" : " and a --model");
    if (gs_unset_i64(a.max_gpus))
        a.max_gpus = GS_DEFAULT_MAX_GPUS;
    filter = (struct gs_gpu_filter){ a.vendor, a.min_memory_bytes, -1 };
    if (build_workload(&a, &asked, err) < 0)
        return -1;
    if (resolve_engine(&a, &asked, err) < 0)
        return -1;
    gpus = calloc(ctx->data.n_gpus + GS_STRLIST_MAX + 1, sizeof(*gpus));
    if (!gpus)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    rc = -1;
    if (gs_gpu_select(&ctx->data, &a.gpu, &filter, gpus, &n_gpus, err) < 0)
        goto out;
    n_alloc = (a.model ? 1 : ctx->data.n_models) * n_gpus + 1;
    rows = calloc(n_alloc, sizeof(*rows));
    if (!rows) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    if (a.model) {
        if (run_forward(ctx, &a, &asked, &rm, &w, &l, gpus, n_gpus, rows,
                        err) < 0)
            goto out;
        n_rows = n_gpus;
    } else {
        if (run_reverse(ctx, &a, &asked, gpus, n_gpus, rows, &n_rows,
                        err) < 0)
            goto out;
        w = n_rows ? rows[0].work : w;
        if (build_layout(&a, n_rows ? w.mode : GS_MODE_INFER, &l, err) < 0)
            goto out;
        l.n_gpus = gs_unset_i64(l.n_gpus) ? 1 : l.n_gpus;
    }
    if (a.gpu.n != 1 || !a.model)
        qsort(rows, n_rows, sizeof(*rows), gs_fit_row_cmp);
    if (!gs_unset_i64(a.top) && (int64_t)n_rows > a.top)
        n_rows = (size_t)a.top;
    if (report(ctx, &a, &rm, &w, &l, rows, n_rows, err) < 0)
        goto out;
    rc = a.check && !(rows[0].ans.found && rows[0].ans.res.fits)
             ? GS_EXIT_CHECK_FAILED : 0;
out:
    free(rows);
    free(gpus);
    return rc;
}
