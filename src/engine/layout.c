/*
 * The layout search: the fewest GPUs whose parallel layout fits, for
 * every command.  Pure: no I/O, no allocation, no globals.  The order,
 * the bounds and why bisection on dp is exact: docs/engines/layout.md.
 */
#include <assert.h>
#include <math.h>
#include <string.h>

#include "layout.h"
#include "train_defaults.h"
#include "train_layout.h"
#include "banned.h"

/* ZeRO / FSDP stages: 0 (none) to 3 (parameters sharded too). */
#define GS_ZERO_MAX_STAGE 3

static int64_t or_one(int64_t v)
{
    return gs_unset_i64(v) ? 1 : v;
}

int gs_layout_check(const struct gs_layout *a, enum gs_fit_mode mode,
                    struct gs_error *err)
{
    bool train = gs_mode_trains(mode);
    int64_t fixed = or_one(a->tp) * or_one(a->pp) * or_one(a->dp);
    bool all_fixed = !gs_unset_i64(a->tp) && !gs_unset_i64(a->pp) &&
                     (train ? !gs_unset_i64(a->dp) : true);

    if (!train && (!gs_unset_i64(a->dp) || !gs_unset_i64(a->zero_stage)))
        return gs_error_set(err, GS_EUSAGE,
                            "--dp and --zero apply to training modes; serving "
                            "replicas do not share memory");
    if (gs_unset_i64(a->n_gpus))
        return 0;
    if (all_fixed && fixed != a->n_gpus)
        return gs_error_set(err, GS_EUSAGE,
                            "--gpus %lld does not equal tp x pp%s = %lld",
                            (long long)a->n_gpus, train ? " x dp" : "",
                            (long long)fixed);
    if (a->n_gpus % fixed)
        return gs_error_set(err, GS_EUSAGE,
                            "--gpus %lld is not a multiple of the fixed "
                            "degrees (%lld)", (long long)a->n_gpus,
                            (long long)fixed);
    return 0;
}

void gs_fit_input_make(const struct gs_model *m, const struct gs_gpu *g,
                       const struct gs_workload *w, const struct gs_layout *l,
                       struct gs_fit_input *out)
{
    memset(out, 0, sizeof(*out));
    out->model = m;
    out->gpu_usable_bytes = g ? gs_gpu_usable_bytes(g) : 0.0;
    out->mode = w->mode;
    out->weight_dtype = w->weight_dtype;
    out->expert_dtype = w->expert_dtype;
    out->kv_dtype = w->kv_dtype;
    out->ctx_tokens = w->ctx_tokens;
    out->concurrency = w->concurrency;
    out->micro_batch = w->micro_batch;
    out->optimizer = w->optimizer;
    out->recompute = w->recompute;
    out->lora_rank = w->lora_rank;
    out->adapter_dtype = w->adapter_dtype;
    out->tp = l->tp;
    out->pp = l->pp;
    out->dp = l->dp;
    out->zero_stage = (int)l->zero_stage;
    out->offload = w->offload;
    out->consts.runtime_reserve_bytes = w->runtime_reserve_bytes;
    out->consts.fragmentation_frac = w->fragmentation_frac;
    out->consts.prefill_chunk_tokens = w->prefill_chunk_tokens;
    out->consts.mem_util_frac = w->mem_util_frac;
}

/* The search's working state. */
struct search {
    const struct gs_layout_query *q;
    struct gs_layout_answer *out;
    struct gs_fit_input in;
    struct gs_fit_consts base;  /* in.consts as the workload gives them */
    struct gs_fit_result res;
    bool have_best;
    struct gs_layout best;
    struct gs_fit_input best_in;
    struct gs_fit_result best_res;
};

/* Estimate one layout into s->in / s->res; keep the closest miss. */
static int eval(struct search *s, int64_t tp, int64_t pp, int64_t dp,
                int64_t zero, bool *fits, struct gs_error *err)
{
    struct gs_layout_answer *o = s->out;

    s->in.tp = tp;
    s->in.pp = pp;
    s->in.dp = dp;
    s->in.zero_stage = (int)zero;
    if (s->q->consts_at) {
        s->in.consts = s->base;
        s->q->consts_at(s->q->consts_arg, &s->in, &s->in.consts);
    }
    o->n_evaluated++;
    if (gs_fit_estimate(&s->in, &s->res, NULL, err) < 0)
        return -1;
    if (!o->any_valid || s->res.headroom_bytes > o->res.headroom_bytes) {
        o->layout = (struct gs_layout){ .tp = tp, .pp = pp, .dp = dp,
                                        .zero_stage = zero,
                                        .n_gpus = tp * pp * dp };
        o->in = s->in;
        o->res = s->res;
    }
    o->any_valid = true;
    *fits = s->res.fits;
    return 0;
}

/*
 * Whether layout a comes before b in the documented order: fewer GPUs,
 * fewer stages, lower ZeRO, then serving's single tp, training's widest
 * tp at ZeRO 0 and widest dp (narrowest tp) at ZeRO 1-3.
 */
static bool before(const struct gs_layout *a, const struct gs_layout *b)
{
    if (a->n_gpus != b->n_gpus)
        return a->n_gpus < b->n_gpus;
    if (a->pp != b->pp)
        return a->pp < b->pp;
    if (a->zero_stage != b->zero_stage)
        return a->zero_stage < b->zero_stage;
    return a->zero_stage == 0 ? a->tp > b->tp : a->tp < b->tp;
}

static void offer(struct search *s, int64_t tp, int64_t pp, int64_t dp,
                  int64_t zero)
{
    struct gs_layout l = { .tp = tp, .pp = pp, .dp = dp, .zero_stage = zero,
                           .n_gpus = tp * pp * dp };

    if (s->have_best && !before(&l, &s->best))
        return;
    s->have_best = true;
    s->best = l;
    s->best_in = s->in;
    s->best_res = s->res;
}

/*
 * The smallest dp in [lo, hi] that fits (tp, pp, zero), offered to the
 * search; none when hi does not fit.  Per-GPU bytes never grow with dp
 * (weights, gradients and optimiser states are divided by it under ZeRO,
 * nothing else depends on it), so fitting is monotone in dp.
 */
static int best_dp(struct search *s, int64_t tp, int64_t pp, int64_t zero,
                   int64_t lo, int64_t hi, struct gs_error *err)
{
    bool fits;

    if (zero == 0)
        hi = lo;            /* without ZeRO, dp changes nothing */
    if (eval(s, tp, pp, hi, zero, &fits, err) < 0)
        return -1;
    if (!fits)
        return 0;
    if (lo == hi) {
        offer(s, tp, pp, hi, zero);
        return 0;
    }
    /* invariant: hi fits, lo - 1 does not (or is below the range) */
    lo--;
    while (hi - lo > 1) {
        int64_t mid = lo + (hi - lo) / 2;

        if (eval(s, tp, pp, mid, zero, &fits, err) < 0)
            return -1;
        if (fits)
            hi = mid;
        else
            lo = mid;
    }
    if (eval(s, tp, pp, hi, zero, &fits, err) < 0)
        return -1;
    assert(fits);
    offer(s, tp, pp, hi, zero);
    return 0;
}

/* (tp, pp) for every ZeRO stage and the dp range the bounds allow. */
static int try_tp_pp(struct search *s, int64_t tp, int64_t pp, int64_t max_n,
                     struct gs_error *err)
{
    const struct gs_layout *f = &s->q->fixed;
    bool train = gs_mode_trains(s->q->work->mode);
    int64_t zero, dp_cap = max_n / (tp * pp), z_max = train ? GS_ZERO_MAX_STAGE
                                                           : 0;

    for (zero = 0; zero <= z_max; zero++) {
        int64_t lo = zero > 0 ? 2 : 1, hi = train ? dp_cap : 1;

        if (!gs_unset_i64(f->zero_stage) && zero != f->zero_stage)
            continue;
        /* parameter offload shards over ZeRO-3 only */
        if (s->q->work->offload == GS_OFFLOAD_PARAMS &&
            zero != GS_ZERO_MAX_STAGE)
            continue;
        if (!gs_unset_i64(f->n_gpus)) {
            if (f->n_gpus % (tp * pp))
                return 0;
            lo = hi = f->n_gpus / (tp * pp);
            if ((zero > 0 && lo < 2) || (!train && lo != 1))
                continue;
        }
        if (!gs_unset_i64(f->dp)) {
            if (f->dp < lo || f->dp > hi)
                continue;
            lo = hi = f->dp;
        }
        if (s->have_best && hi > s->best.n_gpus / (tp * pp))
            hi = s->best.n_gpus / (tp * pp);    /* more GPUs cannot win */
        if (lo > hi)
            continue;
        if (best_dp(s, tp, pp, zero, lo, hi, err) < 0)
            return -1;
    }
    return 0;
}

/* No valid layout: the reason the fixed fields give, if any. */
static int explain_invalid(const struct gs_layout_query *q,
                           struct gs_error *err)
{
    const struct gs_layout *f = &q->fixed;
    struct gs_layout l = {
        .tp = or_one(f->tp), .pp = or_one(f->pp), .dp = or_one(f->dp),
        .zero_stage = !gs_unset_i64(f->zero_stage) ? f->zero_stage
                      : q->work->offload == GS_OFFLOAD_PARAMS
                          ? GS_ZERO_MAX_STAGE : 0,
    };
    struct gs_fit_input in;
    struct gs_fit_result res;

    gs_fit_input_make(q->model, q->gpu, q->work, &l, &in);
    if (q->consts_at) {
        struct gs_fit_consts base = in.consts;

        q->consts_at(q->consts_arg, &in, &base);
        in.consts = base;
    }
    if (gs_fit_estimate(&in, &res, NULL, err) < 0)
        return -1;
    if (l.tp > q->gpu->scale_up_domain_gpus)
        return gs_error_set(err, GS_EDOMAIN,
                            "tensor parallelism %lld exceeds the scale-up "
                            "domain of '%s' (%lld GPUs)", (long long)l.tp,
                            q->gpu->id,
                            (long long)q->gpu->scale_up_domain_gpus);
    return 0;
}

int gs_layout_search(const struct gs_layout_query *q,
                     struct gs_layout_answer *out, struct gs_error *err)
{
    const struct gs_layout *f = &q->fixed;
    const struct gs_model *m = q->model;
    struct gs_layout none = GS_LAYOUT_UNSET;
    struct search s = { .q = q, .out = out };
    int64_t max_n = gs_unset_i64(f->n_gpus) ? q->max_gpus : f->n_gpus;
    int64_t domain = q->gpu->scale_up_domain_gpus, tp, pp;

    assert(m && q->gpu && q->work && max_n >= 1 && domain >= 1);
    memset(out, 0, sizeof(*out));
    out->layout = none;
    gs_fit_input_make(m, q->gpu, q->work, &none, &s.in);
    s.base = s.in.consts;
    /* once a layout fits, only layouts with as few GPUs can beat it */
    for (tp = 1; tp <= domain && tp <= max_n; tp++) {
        if (s.have_best && tp > s.best.n_gpus)
            break;
        if ((!gs_unset_i64(f->tp) && tp != f->tp) || !gs_fit_tp_valid(m, tp))
            continue;
        for (pp = 1; pp <= m->n_layers && tp * pp <= max_n; pp++) {
            if (s.have_best && tp * pp > s.best.n_gpus)
                break;
            if (!gs_unset_i64(f->pp) && pp != f->pp)
                continue;
            if (try_tp_pp(&s, tp, pp, max_n, err) < 0)
                return -1;
        }
    }
    if (s.have_best) {
        out->found = true;
        out->layout = s.best;
        out->in = s.best_in;
        out->res = s.best_res;
        return 0;
    }
    return out->any_valid ? 0 : explain_invalid(q, err);
}

int gs_layout_search_formats(const struct gs_layout_query *q,
                             struct gs_workload *work_out,
                             struct gs_layout_answer *out,
                             struct gs_error *err)
{
    enum gs_dtype steps[] = { GS_DTYPE_BF16, GS_DTYPE_FP8, GS_DTYPE_FP4,
                              GS_DTYPE_INT4 };
    const struct gs_workload *first = q->work;
    struct gs_layout_query step = *q;
    size_t i;

    *work_out = *first;
    step.work = work_out;
    if (gs_layout_search(&step, out, err) < 0)
        return -1;
    if (first->weight_origin == GS_ORIGIN_ASKED ||
        !(first->mode == GS_MODE_INFER || first->mode == GS_MODE_LORA))
        return 0;
    if (!(q->gpu->dense_flop_per_s[GS_PREC_FP8] > 0.0))
        steps[1] = GS_DTYPE_INT8;
    for (i = 0; i < sizeof(steps) / sizeof(steps[0]) && !out->found; i++) {
        struct gs_workload w = *first;

        if (gs_dtype_bits(steps[i]) >= gs_dtype_bits(work_out->weight_dtype))
            continue;
        /* NVFP4 only where tensor cores run it (Blackwell) */
        if (steps[i] == GS_DTYPE_FP4 && !gs_gpu_has_nvfp4(q->gpu))
            continue;
        w.weight_dtype = steps[i];
        if (gs_dtype_bits(steps[i]) < gs_dtype_bits(first->expert_dtype))
            w.expert_dtype = steps[i];
        w.weight_origin = GS_ORIGIN_SEARCH;
        *work_out = w;
        if (gs_layout_search(&step, out, err) < 0)
            return -1;
    }
    return 0;
}

/*
 * The layout of n GPUs for the training step `base` describes, as
 * gs_train_layout_search() (train_layout.h) chooses it: tp, pp, dp, ZeRO,
 * virtual stages and, unless the workload asked for one, recomputation;
 * base's micro-batch kept; the recipe's global batch.  One that fits
 * before one that does not, then the most expected tokens/s, into
 * t->tin, t->tres, t->fits and t->tp/pp/dp; *found false when no layout
 * is valid.  The search gpusel train, cost, rank and sweep share.
 */
void gs_candidate_train_layout(const struct gs_model *m,
                               const struct gs_gpu *g,
                               const struct gs_workload *w,
                               const struct gs_train_input *base, int64_t n,
                               struct gs_candidate_throughput *t,
                               bool *found)
{
    struct gs_train_search q = {
        .base = base, .work = w, .n_gpus = n, .fixed = GS_LAYOUT_UNSET,
        .vpp = GS_UNSET_I64, .micro_batch = base->micro_batch,
        .recompute = w->recompute_origin == GS_ORIGIN_DEFAULT
                         ? GS_RECOMPUTE_UNSET : w->recompute,
        .batch = { GS_TBATCH_RECIPE, 0.0 },
    };
    struct gs_train_choice c;

    (void)m;
    (void)g;
    gs_train_layout_search(&q, &c);
    *found = c.found;
    t->fits = c.fits;
    t->tin = c.in;
    t->tres = c.res;
    t->tp = t->tin.tp;
    t->pp = t->tin.pp;
    t->dp = t->tin.dp;
}
