/*
 * gpusel train: how long a token budget takes to train on a GPU layout:
 * step time, tokens/s, MFU, days and GPU-hours, with checkpoints and
 * failures paid for (goodput), and whether a stated schedule is possible
 * at all.  A thin command: options become a gs_train_input, the layout
 * is searched for memory (layout.h), the engine (train.h) answers, the
 * rows go to the report.  docs/commands/train.md documents it.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "explain.h"
#include "defaults.h"
#include "layout.h"
#include "resolve.h"
#include "train.h"
#include "train_defaults.h"
#include "units.h"
#include "train_layout.h"
#include "train_stack.h"
#include "banned.h"

#define GIB GS_BYTES_PER_GIB
/* Bounds on --tokens and --global-batch (counts). */
#define TRAIN_MAX_TOKENS 1e16
#define TRAIN_MAX_BATCH 1e9

struct train_args {
    const char *model, *gpu, *precision, *optimizer, *recompute, *offload;
    const char *tokens, *global_batch, *attention, *stack;
    int64_t ctx_tokens, batch, n_gpus, tp, pp, dp, zero, vpp;
    double mfu, days, storage_bw, scale_out_bw, failure_rate, restart_s;
    bool check, explain;
};

static const char *const attentions[] = { "flash", "unfused", NULL };
static const char *const precisions[] = { "bf16", "fp16", "fp8", "fp32",
                                          NULL };

#define A struct train_args
const struct gs_option gs_train_options[] = {
    GS_OPT_STRING(A, "model", model, "<model>",
                  "catalogue name, HF id, config.json, or size (8B)"),
    GS_OPT_STRING(A, "gpu", gpu, "<gpu>", "the GPU type"),
    GS_OPT_STRING(A, "tokens", tokens, "<count>",
                  "token budget: 15T, 100B, 2e12 (K M B T = 10^3..10^12)"),
    GS_OPT_INT64(A, "gpus", n_gpus, "<n>",
                 "GPUs in the job (default tp x pp x dp)", 1,
                 GS_MAX_SEARCH_GPUS),
    GS_OPT_INT64(A, "tp", tp, "<n>", "fix the tensor-parallel degree", 1,
                 GS_MAX_SEARCH_GPUS),
    GS_OPT_INT64(A, "pp", pp, "<n>", "fix the pipeline-parallel degree", 1,
                 GS_MAX_SEARCH_GPUS),
    GS_OPT_INT64(A, "dp", dp, "<n>", "fix the data-parallel degree", 1,
                 GS_MAX_SEARCH_GPUS),
    GS_OPT_INT64(A, "zero", zero, "<stage>",
                 "fix the ZeRO/FSDP stage 0-3", 0, 3),
    GS_OPT_INT64(A, "vpp", vpp, "<n>",
                 "interleaved 1F1B: model chunks per GPU (default searched)",
                 1,
                 1024),
    GS_OPT_TOKENS(A, "ctx", ctx_tokens, "<tokens>",
                  "training sequence length; 8k = 8192 (default 4096)"),
    GS_OPT_INT64(A, "batch", batch, "<n>",
                 "micro-batch per GPU, in sequences (default searched)", 1,
                 GS_MAX_REPORTED_BATCH),
    GS_OPT_STRING(A, "global-batch", global_batch, "<n>",
                  "sequences per optimiser step (512), or tokens with a "
                  "'tok' suffix (4Mtok); default the recipe by size"),
    GS_OPT_CHOICE(A, "precision", precision, "<fmt>",
                  "GEMM precision (default bf16; weights stay 16-bit)",
                  precisions),
    GS_OPT_CHOICE(A, "optimizer", optimizer, "<name>",
                  "optimizer (default adam)", gs_optimizer_names),
    GS_OPT_CHOICE(A, "recompute", recompute, "<how>",
                  "activation recomputation (default the lightest that "
                  "fits)",
                  gs_recompute_names),
    GS_OPT_CHOICE(A, "stack", stack, "<name>",
                  "training framework whose defaults are priced (default "
                  "nemo)", gs_train_stack_names),
    GS_OPT_CHOICE(A, "attention", attention, "<kernel>",
                  "fused (FlashAttention, default) or unfused attention "
                  "that materialises the scores (pre-2022 stacks)",
                  attentions),
    GS_OPT_CHOICE(A, "offload", offload, "<what>",
                  "keep optimizer states (or params too, ZeRO-3) in host "
                  "memory (default none)", gs_offload_names),
    GS_OPT_FRAC(A, "mfu", mfu, "<frac>",
                "use this MFU instead of the model (0.4 or 40%)", 0.001,
                1.0),
    GS_OPT_DOUBLE(A, "days", days, "<days>",
                  "a stated schedule to check against physics", 1e-6, 1e6),
    GS_OPT_BYTES(A, "storage-bw", storage_bw, "<size>",
                 "checkpoint write bandwidth per second, whole job, e.g. "
                 "10GB (default 122MB per GPU)"),
    GS_OPT_BYTES(A, "scale-out-bw", scale_out_bw, "<size>",
                 "network per GPU per direction per second (default 50GB: "
                 "400 Gb/s)"),
    GS_OPT_DOUBLE(A, "failure-rate", failure_rate, "<rate>",
                  "interruptions per GPU-hour (default 1.97e-5, Llama 3)",
                  0.0, 1.0),
    GS_OPT_DOUBLE(A, "restart", restart_s, "<seconds>",
                  "time to restart after an interruption (default 660)",
                  0.0, 1e6),
    GS_OPT_FLAG(A, "check", check,
                "exit 1 if --days is impossible or not met even at the "
                "optimistic estimate"),
    GS_OPT_FLAG(A, "explain", explain,
                "show every formula with its values"),
    GS_OPT_END(),
};
#undef A

static const struct gs_column est_cols[] = {
#define TRIPLE(key, title, dec)                                           \
    { key, title, GS_CELL_NUMBER, dec, 0 },                               \
    { key "_low", title " low", GS_CELL_NUMBER, dec, 0 },                 \
    { key "_high", title " high", GS_CELL_NUMBER, dec, 0 }
    { "model", "model", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "gpu", "gpu", GS_CELL_TEXT, 0, 0 },
    { "gpus", "GPUs", GS_CELL_INT, 0, 0 },
    { "layout", "layout", GS_CELL_TEXT, 0, 0 },
    { "micro_batches", "micro-batches per step", GS_CELL_INT, 0, 0 },
    { "tokens_per_step", "tokens per step", GS_CELL_NUMBER, 0, 0,
      .unit = "tokens" },
    TRIPLE("step_s", "step (s)", 3),
    TRIPLE("tokens_per_s", "tokens/s", 0),
    TRIPLE("mfu", "MFU", 3),
    TRIPLE("days", "days", 2),
    TRIPLE("gpu_hours", "GPU-hours", 0),
    TRIPLE("goodput", "goodput", 3),
    TRIPLE("checkpoint_interval_s", "checkpoint interval (s)", 0),
    { "checkpoint_bytes", "checkpoint (GiB)", GS_CELL_NUMBER, 1, GIB },
    { "checkpoint_write_s", "checkpoint write (s)", GS_CELL_NUMBER, 1, 0 },
    TRIPLE("interruptions", "interruptions", 1),
    TRIPLE("lost_work_s", "lost work + restarts (s)", 0),
    { "restart_s", "restart (s)", GS_CELL_NUMBER, 0, 0 },
    { "min_days", "days at 100% MFU", GS_CELL_NUMBER, 2, 0 },
    { "pipeline_bubble", "pipeline bubble", GS_CELL_NUMBER, 3, 0 },
    { "fits_memory", "fits in memory", GS_CELL_BOOL, 0, 0 },
#undef TRIPLE
};

static const struct gs_column part_cols[] = {
    { "part", "part of a step", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "time_s", "time (s)", GS_CELL_NUMBER, 4, 0 },
    { "share", "share", GS_CELL_NUMBER, 3, 0 },
};

/* The three cells of a TRIPLE column: key, key_low, key_high. */
static void set3(const struct gs_table *t, struct gs_cell *c,
                 const char *key, double e, double lo, double hi)
{
    char k[64];

    gs_table_set(t, c, key, gs_cell_number(e));
    snprintf(k, sizeof(k), "%s_low", key);
    gs_table_set(t, c, k, gs_cell_number(lo));
    snprintf(k, sizeof(k), "%s_high", key);
    gs_table_set(t, c, k, gs_cell_number(hi));
}

static int fill_estimate(struct gs_table *t, const struct gs_train_input *in,
                         const struct gs_train_result *r, bool fits)
{
    const struct gs_train_metrics *e = &r->expected, *lo = &r->low,
                                  *hi = &r->high;
    struct gs_cell *c = gs_table_add_row(t);
    const char *layout;

    if (!c)
        return -1;
    layout = in->virtual_stages > 1
                 ? gs_table_printf(t, "tp %lld, pp %lld x %lld chunks, dp "
                                   "%lld, ZeRO %lld", (long long)in->tp,
                                   (long long)in->pp,
                                   (long long)in->virtual_stages,
                                   (long long)in->dp,
                                   (long long)in->zero_stage)
                 : gs_table_printf(t, "tp %lld, pp %lld, dp %lld, ZeRO %lld",
                                   (long long)in->tp, (long long)in->pp,
                                   (long long)in->dp,
                                   (long long)in->zero_stage);
    gs_table_set(t, c, "model", gs_cell_text(in->model->id));
    gs_table_set(t, c, "gpu", gs_cell_text(in->gpu->id));
    gs_table_set(t, c, "gpus", gs_cell_int(r->n_gpus));
    gs_table_set(t, c, "layout", gs_cell_text(layout));
    gs_table_set(t, c, "micro_batches", gs_cell_int(r->n_micro));
    gs_table_set(t, c, "tokens_per_step", gs_cell_number(r->tokens_per_step));
    set3(t, c, "step_s", e->step_s, lo->step_s, hi->step_s);
    set3(t, c, "tokens_per_s", e->tokens_per_s, lo->tokens_per_s,
         hi->tokens_per_s);
    set3(t, c, "mfu", e->mfu, lo->mfu, hi->mfu);
    set3(t, c, "days", e->days, lo->days, hi->days);
    set3(t, c, "gpu_hours", e->gpu_hours, lo->gpu_hours, hi->gpu_hours);
    set3(t, c, "goodput", e->goodput, lo->goodput, hi->goodput);
    set3(t, c, "checkpoint_interval_s", e->checkpoint_interval_s,
         lo->checkpoint_interval_s, hi->checkpoint_interval_s);
    gs_table_set(t, c, "checkpoint_bytes",
                 gs_cell_number(r->checkpoint_bytes));
    gs_table_set(t, c, "checkpoint_write_s",
                 gs_cell_number(e->checkpoint_write_s));
    set3(t, c, "interruptions", e->interruptions, lo->interruptions,
         hi->interruptions);
    set3(t, c, "lost_work_s", e->lost_s, lo->lost_s, hi->lost_s);
    gs_table_set(t, c, "restart_s",
                 gs_cell_number(in->consts.expected.restart_s));
    gs_table_set(t, c, "min_days",
                 gs_cell_number(r->min_s / GS_SECONDS_PER_DAY));
    gs_table_set(t, c, "pipeline_bubble", gs_cell_number(r->bubble_frac));
    gs_table_set(t, c, "fits_memory", gs_cell_bool(fits));
    return 0;
}

static int fill_parts(struct gs_table *t, const struct gs_train_result *r)
{
    double sum = 0.0;
    int i;

    for (i = 0; i < GS_TOP_COUNT; i++)
        sum += r->time_s[i];
    for (i = 0; i < GS_TOP_COUNT; i++) {
        struct gs_cell *c = gs_table_add_row(t);

        if (!c)
            return -1;
        gs_table_set(t, c, "part",
                     gs_cell_text(gs_train_op_name((enum gs_train_op)i)));
        gs_table_set(t, c, "time_s", gs_cell_number(r->time_s[i]));
        gs_table_set(t, c, "share",
                     gs_cell_number(sum > 0.0 ? r->time_s[i] / sum : 0.0));
    }
    return 0;
}

/* --global-batch as asked: sequences, or tokens with a 'tok' suffix. */
static int parse_global_batch(const char *text, int64_t seq,
                              struct gs_train_batch *out,
                              struct gs_error *err)
{
    char buf[64];
    size_t n = strlen(text);
    bool tokens = false;

    if (n >= sizeof(buf))
        return gs_error_set(err, GS_EUSAGE, "--global-batch is too long");
    memcpy(buf, text, n + 1);
    if (n > 6 && strcmp(buf + n - 6, "tokens") == 0) {
        buf[n - 6] = '\0';
        tokens = true;
    } else if (n > 3 && strcmp(buf + n - 3, "tok") == 0) {
        buf[n - 3] = '\0';
        tokens = true;
    }
    out->kind = tokens ? GS_TBATCH_TOKENS : GS_TBATCH_SEQS;
    if (gs_parse_count(buf, "--global-batch",
                       tokens ? "tokens" : "sequences", 1.0,
                       TRAIN_MAX_BATCH * (tokens ? (double)seq : 1.0),
                       &out->value, err) < 0)
        return -1;
    if (!tokens && out->value != floor(out->value))
        return gs_error_set(err, GS_EUSAGE, "--global-batch must be a whole "
                            "number of sequences, got '%s'", text);
    return 0;
}

static int build_input(const struct train_args *a, struct gs_context *ctx,
                       struct gs_resolved_model *rm,
                       struct gs_train_choice *pk, struct gs_error *err)
{
    struct gs_workload u = GS_WORKLOAD_UNSET, w;
    struct gs_layout fixed = { .tp = a->tp, .pp = a->pp, .dp = a->dp,
                               .zero_stage = a->zero, .n_gpus = a->n_gpus };
    struct gs_train_batch bs = { GS_TBATCH_RECIPE, 0.0 };
    struct gs_train_search q;
    struct gs_train_input base;
    const struct gs_gpu *g;
    double tokens = 0.0;
    int64_t n;
    int p;

    if (!a->model || !a->gpu || !a->tokens)
        return gs_error_set(err, GS_EUSAGE, "train needs --model, --gpu and "
                            "--tokens (e.g. --model llama-3-8b --gpu a100 "
                            "--gpus 8 --tokens 100B)");
    if (gs_parse_count(a->tokens, "--tokens", "tokens", 1.0,
                       TRAIN_MAX_TOKENS, &tokens, err) < 0)
        return -1;
    if (gs_unset_i64(fixed.n_gpus)) {
        if (gs_unset_i64(a->tp) && gs_unset_i64(a->pp) && gs_unset_i64(a->dp))
            return gs_error_set(err, GS_EUSAGE, "train needs --gpus (or "
                                "--tp, --pp and --dp)");
        fixed.n_gpus = (gs_unset_i64(a->tp) ? 1 : a->tp) *
                       (gs_unset_i64(a->pp) ? 1 : a->pp) *
                       (gs_unset_i64(a->dp) ? 1 : a->dp);
    }
    if (gs_layout_check(&fixed, GS_MODE_TRAIN, err) < 0)
        return -1;
    n = fixed.n_gpus;
    if (!(g = gs_dataset_gpu(&ctx->data, a->gpu, err)) ||
        gs_resolve_model(&ctx->data, a->model, rm, err) < 0)
        return -1;
    u.mode = GS_MODE_TRAIN;
    u.ctx_tokens = a->ctx_tokens;
    u.micro_batch = a->batch;
    u.weight_dtype = a->precision && strcmp(a->precision, "fp32") == 0
                         ? GS_DTYPE_FP32 : GS_DTYPE_BF16;
    if ((a->optimizer && gs_optimizer_find(a->optimizer, &u.optimizer) < 0) ||
        (a->recompute && gs_recompute_find(a->recompute, &u.recompute) < 0) ||
        (a->offload && gs_offload_find(a->offload, &u.offload) < 0))
        return gs_error_set(err, GS_EINTERNAL, "unknown optimizer, "
                            "recomputation or offload");
    if (gs_workload_settle(&u, rm->model, &gs_default_workload, &w, err) < 0)
        return -1;
    if (a->global_batch &&
        parse_global_batch(a->global_batch, w.ctx_tokens, &bs, err) < 0)
        return -1;
    p = gs_precision_find(a->precision ? a->precision : "bf16");
    memset(&base, 0, sizeof(base));
    base.model = rm->model;
    base.gpu = g;
    base.precision = p < 0 ? GS_PREC_BF16 : (enum gs_precision)p;
    base.optimizer = w.optimizer;
    base.recompute = w.recompute;
    base.offload = w.offload;
    base.attn_unfused = a->attention && strcmp(a->attention, "unfused") == 0;
    base.seq_tokens = w.ctx_tokens;
    base.micro_batch = w.micro_batch;
    base.tokens = tokens;
    base.virtual_stages = gs_unset_i64(a->vpp) ? 1 : a->vpp;
    base.mfu = a->mfu;
    base.consts = gs_train_default_consts(g, base.precision, n);
    {
        enum gs_train_stack st = GS_TSTACK_DEFAULT;
        const struct gs_train_stack_profile *sp;

        if (a->stack && gs_train_stack_find(a->stack, &st) < 0)
            return gs_error_set(err, GS_EINTERNAL, "unknown stack");
        sp = gs_train_stack_profile(st);
        base.consts.expected.dp_overlap = sp->dp_overlap;
        base.consts.optimistic.dp_overlap = sp->dp_overlap;
        base.consts.dp_overlap_zero3_only = sp->overlap_zero3_only != 0;
        base.consts.fp8_cast_bytes = sp->fp8_cast_bytes;
    }
    if (!gs_unset_f64(a->storage_bw))
        base.consts.storage_bw_bytes_per_s = a->storage_bw;
    if (!gs_unset_f64(a->scale_out_bw))
        base.consts.scale_out_bw_bytes_per_s = a->scale_out_bw;
    if (!gs_unset_f64(a->failure_rate))
        base.consts.expected.failure_per_gpu_h =
            base.consts.pessimistic.failure_per_gpu_h =
                base.consts.optimistic.failure_per_gpu_h = a->failure_rate;
    if (!gs_unset_f64(a->restart_s))
        base.consts.expected.restart_s = base.consts.pessimistic.restart_s =
            base.consts.optimistic.restart_s = a->restart_s;
    /* the engine's checks first, on the layout as asked (or the simplest),
     * so a bad question gets the engine's message */
    base.tp = gs_unset_i64(a->tp) ? 1 : a->tp;
    base.pp = gs_unset_i64(a->pp) ? 1 : a->pp;
    base.dp = gs_unset_i64(a->dp) ? n / (base.tp * base.pp) : a->dp;
    base.zero_stage = gs_unset_i64(a->zero)
                          ? (base.offload == GS_OFFLOAD_PARAMS ? 3 : 0)
                          : a->zero;
    base.global_batch = gs_train_global_batch(
        &bs, gs_model_params(rm->model).total, base.seq_tokens, n,
        g->scale_up_domain_gpus, base.dp, base.micro_batch);
    if (!base.global_batch)
        base.global_batch = bs.kind == GS_TBATCH_SEQS
                                ? (int64_t)bs.value
                                : base.dp * base.micro_batch;
    q = (struct gs_train_search){
        .base = &base, .work = &w, .n_gpus = n, .fixed = fixed,
        .vpp = a->vpp, .micro_batch = a->batch,
        .recompute = a->recompute ? w.recompute : GS_RECOMPUTE_UNSET,
        .batch = bs,
    };
    gs_train_layout_search(&q, pk);
    if (!pk->found) {
        struct gs_train_result res;

        if (gs_train_estimate(&base, &res, NULL, err) < 0)
            return -1;
        return gs_error_set(err, GS_EDOMAIN, "no layout of %lld GPUs of '%s' "
                            "suits '%s' with the fixed degrees",
                            (long long)n, g->id, rm->model->id);
    }
    return 0;
}

static void inputs(struct gs_report *r, const struct gs_train_input *in,
                   const struct gs_resolved_model *rm, const char *stack)
{
    gs_report_input_text(r, "model", in->model->id);
    gs_report_input_text(r, "model_origin", gs_model_origin_name(rm->origin));
    gs_report_input_text(r, "gpu", in->gpu->id);
    gs_report_input_number(r, "tokens", in->tokens);
    gs_report_input_int(r, "seq_tokens", in->seq_tokens);
    gs_report_input_int(r, "micro_batch", in->micro_batch);
    gs_report_input_int(r, "global_batch", in->global_batch);
    gs_report_input_int(r, "tp", in->tp);
    gs_report_input_int(r, "pp", in->pp);
    gs_report_input_int(r, "dp", in->dp);
    gs_report_input_int(r, "zero_stage", in->zero_stage);
    gs_report_input_int(r, "virtual_stages", in->virtual_stages);
    gs_report_input_text(r, "precision", gs_precision_name(in->precision));
    gs_report_input_text(r, "optimizer", gs_optimizer_name(in->optimizer));
    gs_report_input_text(r, "recompute", gs_recompute_name(in->recompute));
    gs_report_input_text(r, "offload", gs_offload_name(in->offload));
    gs_report_input_text(r, "stack", stack);
    gs_report_input_text(r, "attention",
                         in->attn_unfused ? "unfused" : "flash");
    if (isnan(in->mfu))
        gs_report_input(r, "mfu", gs_cell_null());
    else
        gs_report_input_number(r, "mfu", in->mfu);
    gs_report_input_number(r, "storage_bw_bytes_per_s",
                           in->consts.storage_bw_bytes_per_s);
    gs_report_input_number(r, "scale_out_bw_bytes_per_s",
                           in->consts.scale_out_bw_bytes_per_s);
    gs_report_input_number(r, "failure_per_gpu_h",
                           in->consts.expected.failure_per_gpu_h);
}

/* The schedule against physics; true when it cannot be met. */
static bool schedule_notes(struct gs_report *r, const struct train_args *a,
                           const struct gs_train_input *in,
                           const struct gs_train_result *res)
{
    double min_days = res->min_s / GS_SECONDS_PER_DAY;
    double min_6nd = res->min_6nd_s / GS_SECONDS_PER_DAY;
    double peak = res->peak_flop_per_s;
    double n = (double)res->n_gpus;

    if (gs_unset_f64(a->days))
        return false;
    if (min_days > a->days || min_6nd > a->days) {
        gs_report_note(r, "impossible: %g days is below the physics bound; "
                       "even at 100%% MFU this needs %.1f days", a->days,
                       fmax(min_days, min_6nd));
        gs_report_note(r, "6 x %.3g params x %.3g tokens = %.4g FLOP / (%g x "
                       "%.4g FLOP/s %s) = %.4g s = %.2f days",
                       res->flop_6nd_per_token / 6.0, in->tokens,
                       res->flop_6nd_per_token * in->tokens, n, peak,
                       gs_precision_name(in->precision),
                       res->min_6nd_s, min_6nd);
        gs_report_note(r, "with attention at sequence %lld: %.4g FLOP/token "
                       "-> %.2f days; the schedule needs %.2fx the cluster's "
                       "dense peak", (long long)in->seq_tokens,
                       res->model_flop_per_token, min_days,
                       fmax(min_days, min_6nd) / a->days);
        return true;
    }
    if (res->low.days > a->days) {
        gs_report_note(r, "%g days is possible in principle (%.1f days at "
                       "100%% MFU) but not met even by the optimistic "
                       "estimate (%.1f days)", a->days, min_days,
                       res->low.days);
        return true;
    }
    gs_report_note(r, "%g days: %s (estimate %.1f days, %.1f-%.1f)", a->days,
                   res->expected.days <= a->days ? "met" : "met only "
                   "optimistically", res->expected.days, res->low.days,
                   res->high.days);
    return false;
}

/* Which batch and layout were chosen, why, and what the bubble costs. */
static void layout_notes(struct gs_report *r, const struct train_args *a,
                         const struct gs_train_choice *pk,
                         const struct gs_train_result *res)
{
    const struct gs_train_input *in = &pk->in;
    double step = res->expected.step_s;
    double bubble = res->time_s[GS_TOP_BUBBLE];

    if (a->global_batch)
        gs_report_note(r, "batch: %lld sequences of %lld tokens (%.3g M "
                       "tokens) per step, as asked (rounded up to a multiple "
                       "of dp x micro-batch)", (long long)in->global_batch,
                       (long long)in->seq_tokens,
                       res->tokens_per_step / 1e6);
    else
        gs_report_note(r, "batch: %lld sequences of %lld tokens (%.3g M "
                       "tokens) per step: the published recipe for %.3g B "
                       "parameters is %.3g M tokens (GPT-3, Llama 2, Llama 3 "
                       "405B's 16M), at least one sequence per scale-up "
                       "domain; --global-batch sets it",
                       (long long)in->global_batch, (long long)in->seq_tokens,
                       res->tokens_per_step / 1e6,
                       gs_model_params(in->model).total / 1e9,
                       gs_train_recipe_batch_tokens(
                           gs_model_params(in->model).total) / 1e6);
    gs_report_note(r, "layout: tp %lld, pp %lld, %lld virtual stage%s, "
                   "micro-batch %lld, recompute %s, ZeRO %lld: the most "
                   "tokens/s of %lld layouts tried (%lld %s in memory); tp "
                   "inside the scale-up domain; --tp, --pp, --dp, --zero, "
                   "--vpp, --batch, --recompute fix one",
                   (long long)in->tp, (long long)in->pp,
                   (long long)in->virtual_stages,
                   in->virtual_stages == 1 ? "" : "s",
                   (long long)in->micro_batch,
                   gs_recompute_name(in->recompute),
                   (long long)in->zero_stage, (long long)pk->n_tried,
                   (long long)pk->n_fit, pk->n_fit == 1 ? "fits" : "fit");
    if (in->pp > 1)
        gs_report_note(r, "pipeline bubble: %.3g s of the %.3g s step "
                       "(%.1f%%); idle share (pp - 1) / (chunks x "
                       "micro-batches + pp - 1) = %lld / (%lld x %lld + "
                       "%lld) = %.3f", bubble, step, 100.0 * bubble / step,
                       (long long)(in->pp - 1), (long long)in->virtual_stages,
                       (long long)res->n_micro, (long long)(in->pp - 1),
                       res->bubble_frac);
    if (pk->runner_found && (pk->runner_in.virtual_stages != in->virtual_stages ||
                             pk->runner_in.recompute != in->recompute ||
                             pk->runner_in.tp != in->tp ||
                             pk->runner_in.pp != in->pp))
        gs_report_note(r, "the best layout with one chunk per stage and no "
                       "recomputation, tp %lld, pp %lld, ZeRO %lld, gives "
                       "%.4g tokens/s "
                       "(%+.1f%%)", (long long)pk->runner_in.tp,
                       (long long)pk->runner_in.pp,
                       (long long)pk->runner_in.zero_stage,
                       pk->runner_res.expected.tokens_per_s,
                       100.0 * (pk->runner_res.expected.tokens_per_s /
                                    res->expected.tokens_per_s - 1.0));
}

static void train_args_init(void *args)
{
    *(struct train_args *)args = (struct train_args){
        .ctx_tokens = GS_UNSET_I64, .batch = GS_UNSET_I64,
        .n_gpus = GS_UNSET_I64, .tp = GS_UNSET_I64, .pp = GS_UNSET_I64,
        .dp = GS_UNSET_I64, .zero = GS_UNSET_I64, .vpp = GS_UNSET_I64,
        .mfu = GS_UNSET_F64,
        .days = GS_UNSET_F64, .storage_bw = GS_UNSET_F64,
        .scale_out_bw = GS_UNSET_F64, .failure_rate = GS_UNSET_F64,
        .restart_s = GS_UNSET_F64,
    };
}
GS_COMMAND_ARGS(train, struct train_args, train_args_init);

int cmd_train(const void *args, int argc, const char **argv,
              struct gs_context *ctx, struct gs_error *err)
{
    struct train_args a = *(const struct train_args *)args;
    struct gs_resolved_model rm = { 0 };
    struct gs_train_choice pk;
    struct gs_train_input in;
    struct gs_train_result res;
    struct gs_table est, parts;
    struct gs_explain expl;
    struct gs_report r;
    bool fits, bad = false;
    int rc;

    (void)argc;
    (void)argv;
    if (a.check && gs_unset_f64(a.days))
        return gs_error_set(err, GS_EUSAGE, "--check needs --days");
    if (build_input(&a, ctx, &rm, &pk, err) < 0)
        return -1;
    in = pk.in;
    fits = pk.fits;
    gs_table_init(&est, "estimate", est_cols, GS_ARRAY_SIZE(est_cols));
    est.record = true;
    gs_table_init(&parts, "breakdown", part_cols, GS_ARRAY_SIZE(part_cols));
    parts.title = "one step, expected";
    gs_explain_init(&expl, "formulas");
    rc = -1;
    if (gs_train_estimate(&in, &res, a.explain ? &expl.trace : NULL, err) < 0)
        goto out;
    if (fill_estimate(&est, &in, &res, fits) < 0 ||
        fill_parts(&parts, &res) < 0) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    gs_report_init(&r, "train");
    inputs(&r, &in, &rm, a.stack ? a.stack
                                           : gs_train_stack_names[GS_TSTACK_DEFAULT]);
    gs_report_add(&r, &est);
    gs_report_add(&r, &parts);
    if (a.explain && gs_explain_add(&expl, &r, err) < 0)
        goto out;
    bad = schedule_notes(&r, &a, &in, &res);
    if (!fits)
        gs_report_note(&r, "this layout does not fit in memory: %.1f GiB per "
                       "GPU of %.1f usable (gpusel fit --mode train shows "
                       "where)", pk.fit.total_bytes / GIB, pk.fit.usable_bytes / GIB);
    if (!isnan(in.mfu))
        gs_report_note(&r, "step time from --mfu %.3g; the breakdown is the "
                       "model's", in.mfu);
    layout_notes(&r, &a, &pk, &res);
    gs_report_note(&r, "MFU counts 6 x %.3g matmul params + causal attention "
                   "(%.3g FLOP/token) against the %s dense peak; 6ND with "
                   "all %.3g params is %.3g", res.matmul_params,
                   res.model_flop_per_token, gs_precision_name(in.precision),
                   res.flop_6nd_per_token / 6.0, res.flop_6nd_per_token);
    if (in.offload != GS_OFFLOAD_NONE)
        gs_report_note(&r, "offload over %s at %.0f GB/s per direction",
                       res.host_link_c2c ? "NVLink-C2C" : "PCIe",
                       res.host_link_bytes_per_s / GS_BYTES_PER_GB);
    gs_report_note(&r, "goodput: Daly-optimal checkpoints, %.3g interruptions "
                   "per GPU-hour (Llama 3: 419 in 54 days on 16,384 GPUs), "
                   "%.0f s restart; low/high from the constants' spreads",
                   in.consts.expected.failure_per_gpu_h,
                   in.consts.expected.restart_s);
    rc = gs_context_emit(ctx, &r, err);
    if (rc == 0 && a.check && bad)
        rc = GS_EXIT_CHECK_FAILED;
out:
    gs_table_release(&est);
    gs_table_release(&parts);
    gs_explain_release(&expl);
    return rc;
}
