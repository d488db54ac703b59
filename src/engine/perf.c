/*
 * The serving question over the roofline and fit engines: one layout at
 * one concurrency with its p99 latencies, the largest concurrency that
 * meets targets, the best split of a GPU count.  Pure: no I/O, no
 * allocation, no globals.  src/engine/perf.h states the contract,
 * docs/engines/perf.md the p99 model and its sources.
 */
#include <assert.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "perf.h"
#include "banned.h"

/* Trace one quantity (gpusel/trace.h: arguments unevaluated without a
 * trace). */
#define trace(t, ...) GS_TRACE((t), __VA_ARGS__)

const int64_t gs_perf_prefill_chunks_tokens[GS_PERF_N_PREFILL_CHUNKS] = {
    512, 1024, 2048, 4096, 8192,
};

void gs_perf_query_budget(struct gs_perf_query *q, int64_t fixed,
                          bool search)
{
    q->chunk_candidates = NULL;
    q->n_chunk_candidates = 0;
    if (!gs_unset_i64(fixed) && fixed >= 1) {
        q->consts.prefill_chunk_tokens = fixed;
    } else if (search) {
        q->chunk_candidates = gs_perf_prefill_chunks_tokens;
        q->n_chunk_candidates = GS_PERF_N_PREFILL_CHUNKS;
    }
}

double gs_perf_cached_tokens(const struct gs_perf_query *q)
{
    double prefix = fmin(q->prefix_tokens, (double)q->prompt_tokens - 1.0);

    if (!(q->prefix_hit_rate > 0.0) || !(prefix > 0.0))
        return 0.0;
    return q->prefix_hit_rate * prefix;
}

/* The fit input of one replica (tp x pp; EP with attention-DP: one GPU
 * at tp 1) holding one sequence of its new tokens. */
/* The fit engine's activation budget for q's prefill budget, *in the
 * fit input before it: the activations of a budget the query chose (a
 * smaller budget leaves more memory to the KV cache); the engine's own
 * default keeps its tier for the GPU (gs_serving_settle). */
static int64_t capacity_chunk(const struct gs_perf_query *q, int64_t tier)
{
    if (!q->profile ||
        q->consts.prefill_chunk_tokens != q->profile->max_batched_tokens)
        return q->consts.prefill_chunk_tokens;
    return tier;
}

/* capacity_input but for the activation budget (the profile's tier, or
 * the defaults'). */
static void capacity_input_base(const struct gs_perf_query *q, int64_t tp,
                                int64_t pp, struct gs_fit_input *in)
{
    struct gs_workload w = *q->work;
    struct gs_layout l = { .tp = tp, .pp = pp, .dp = 1, .zero_stage = 0,
                           .n_gpus = tp * pp };

    /* paged KV: a sequence holds its prompt and output tokens (the
     * reservation TensorRT-LLM's GUARANTEED_NO_EVICT scheduler makes),
     * less the cached prefix it shares (docs/engines/perf.md, "Prefix
     * caching") */
    w.ctx_tokens = q->prompt_tokens + q->output_tokens -
                   (int64_t)floor(gs_perf_cached_tokens(q));
    w.concurrency = 1;
    gs_fit_input_make(q->model, q->gpu, &w, &l, in);
    if (q->profile) {
        struct gs_serving_target st = {
            .model = q->model, .gpu_memory_bytes = q->gpu->memory_bytes,
            .tp = tp, .pp = pp,
        };

        gs_serving_fit_consts(q->profile, &st, &in->consts, &in->consts);
    }
    if (q->mem_util_frac > 0.0)
        in->consts.mem_util_frac = q->mem_util_frac;
}

static void capacity_input(const struct gs_perf_query *q, int64_t tp,
                           int64_t pp, struct gs_fit_input *in)
{
    capacity_input_base(q, tp, pp, in);
    in->consts.prefill_chunk_tokens =
        capacity_chunk(q, in->consts.prefill_chunk_tokens);
}

/*
 * What the serving features keep resident per GPU besides the
 * sequences' KV: one copy of the shared prefix's KV (cached prefix
 * tokens' share of one sequence's KV, scaled to the whole prefix), and
 * the draft's weights (an MTP head: one layer's share of the model's
 * weights on this GPU; a draft model: its weights at this tp, or tp 1
 * where its heads refuse it).
 */
static int feature_bytes(const struct gs_perf_query *q, int64_t tp,
                         const struct gs_fit_input *in,
                         const struct gs_fit_result *one, double *out,
                         struct gs_error *err)
{
    double bytes = 0.0;
    double prefix = fmin(q->prefix_tokens, (double)q->prompt_tokens - 1.0);

    if (gs_perf_cached_tokens(q) > 0.0 && in->ctx_tokens > 0)
        bytes += one->kv_cache_bytes * prefix / (double)in->ctx_tokens;
    if (q->spec_draft_tokens > 0 && !q->spec_draft_model) {
        bytes += one->weights_bytes / (double)q->model->n_layers;
    } else if (q->spec_draft_tokens > 0) {
        struct gs_perf_query dq = *q;
        struct gs_fit_input din;
        struct gs_fit_result dres;
        int64_t dtp = gs_fit_tp_valid(q->spec_draft_model, tp) ? tp : 1;

        dq.model = q->spec_draft_model;
        capacity_input(&dq, dtp, 1, &din);
        din.expert_dtype = GS_DTYPE_UNSET;
        if (gs_fit_estimate(&din, &dres, NULL, err) < 0)
            return -1;
        bytes += dres.weights_bytes;
    }
    *out = bytes;
    return 0;
}

/* Attention-DP + EP over ep GPUs: each GPU holds the non-expert weights
 * whole, 1/ep of the routed experts, and its own sequences' whole KV;
 * from the fit engine's one-GPU answer, linear in the sequences
 * (docs/engines/perf.md, "Expert parallelism"). */
static int ep_capacity(const struct gs_perf_query *q, int64_t ep,
                       int64_t *out, struct gs_error *err)
{
    struct gs_fit_input in;
    struct gs_fit_result res;
    struct gs_param_counts p = gs_model_params(q->model);
    double expert_bytes, extra, slack, per_gpu;

    capacity_input(q, 1, 1, &in);
    if (gs_fit_estimate(&in, &res, NULL, err) < 0)
        return -1;
    if (feature_bytes(q, 1, &in, &res, &extra, err) < 0)
        return -1;
    expert_bytes = p.expert_linear *
                   gs_dtype_bytes(in.expert_dtype == GS_DTYPE_UNSET
                                      ? in.weight_dtype : in.expert_dtype);
    /* an MTP head's experts are sharded like the model's */
    if (q->spec_draft_tokens > 0 && !q->spec_draft_model)
        extra -= expert_bytes * (1.0 - 1.0 / (double)ep) /
                 (double)q->model->n_layers;
    slack = res.headroom_bytes - extra +
            expert_bytes * (1.0 - 1.0 / (double)ep);
    per_gpu = slack < 0.0 || !(res.kv_cache_bytes > 0.0)
                  ? 0.0 : 1.0 + floor(slack / res.kv_cache_bytes);
    per_gpu = fmin(per_gpu, (double)q->max_batch);
    *out = (int64_t)per_gpu * ep;
    return 0;
}

/* Sequences that fit in HBM (gs_perf_capacity without the host tier). */
static int hbm_capacity(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                        int64_t *out, struct gs_error *err)
{
    struct gs_perf_query h = *q;

    h.kv_offload_host_bytes = 0.0;
    return gs_perf_capacity(&h, tp, pp, out, err);
}

/*
 * KV offload (docs/engines/perf.md, "KV offload"): the host tier holds
 * floor(host bytes / one sequence's KV per GPU) more sequences per
 * replica, up to the engine's cap.
 */
static int offload_capacity(const struct gs_perf_query *q, int64_t tp,
                            int64_t pp, int64_t *out, struct gs_error *err)
{
    struct gs_fit_input in;
    struct gs_fit_result res;
    int64_t hbm;
    double more;

    if (hbm_capacity(q, tp, pp, &hbm, err) < 0)
        return -1;
    if (q->ep > 1 && q->attn_dp) {
        /* per GPU: each holds its own sequences' whole KV */
        capacity_input(q, 1, 1, &in);
    } else {
        capacity_input(q, tp, pp, &in);
    }
    if (gs_fit_estimate(&in, &res, NULL, err) < 0)
        return -1;
    more = res.kv_cache_bytes > 0.0
               ? floor(q->kv_offload_host_bytes / res.kv_cache_bytes) : 0.0;
    if (q->ep > 1 && q->attn_dp)
        more *= (double)tp;
    *out = hbm < 1 ? 0 : (int64_t)fmin((double)hbm + more,
                                       (double)q->max_batch *
                                           (q->ep > 1 && q->attn_dp
                                                ? (double)tp : 1.0));
    return 0;
}

int gs_perf_capacity(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                     int64_t *out, struct gs_error *err)
{
    struct gs_fit_input in;
    struct gs_fit_result res;
    double extra = 0.0;

    if (q->kv_offload_host_bytes > 0.0)
        return offload_capacity(q, tp, pp, out, err);
    if (q->ep > 1 && q->attn_dp)
        return ep_capacity(q, tp, out, err);
    capacity_input(q, tp, pp, &in);
    if (gs_perf_cached_tokens(q) > 0.0 || q->spec_draft_tokens > 0) {
        if (gs_fit_estimate(&in, &res, NULL, err) < 0 ||
            feature_bytes(q, tp, &in, &res, &extra, err) < 0)
            return -1;
        in.consts.runtime_reserve_bytes += extra;
    }
    return gs_fit_max_batch_of(&in, q->max_batch, &res, out, err);
}

/* gs_perf_replica_input but for the serving profile's step costs
 * (replica_profile). */
static GS_ALWAYS_INLINE void replica_plain(const struct gs_perf_query *q,
                                           int64_t tp, int64_t pp,
                                           int64_t c,
                                           struct gs_roofline_input *in)
{
    *in = (struct gs_roofline_input){
        .model = q->model, .gpu = q->gpu,
        .weight_dtype = q->work->weight_dtype,
        .expert_dtype = q->work->expert_dtype,
        .kv_dtype = q->work->kv_dtype,
        .compute_precision = q->compute_precision,
        .tp = tp, .pp = pp, .concurrency = c,
        .prompt_tokens = q->prompt_tokens,
        .output_tokens = q->output_tokens,
        .context_tokens = q->work->ctx_tokens,
        .consts = q->consts,
        .prefix_cached_tokens = q->prefix_hit_rate > 0.0
                                    ? gs_perf_cached_tokens(q) : 0.0,
        .spec_draft_tokens = q->spec_draft_tokens,
        .spec_accept_tokens = q->spec_accept_tokens,
        .spec_draft_model = q->spec_draft_model,
        .decode_only = q->decode_only,
        .host_link_bw_bytes_per_s = q->host_link_bw_bytes_per_s,
        .expected_only = q->expected_only,
    };
    if (q->ep > 1) {
        /* tp is the EP group; attention runs at tp 1 under attention-DP */
        in->ep = tp;
        in->attn_dp = q->attn_dp;
        in->tp = q->attn_dp ? 1 : tp;
    }
}

/* The serving profile's step costs at c sequences on *in, whose
 * efficiency sets are q's. */
static GS_ALWAYS_INLINE void replica_profile(const struct gs_perf_query *q,
                                             int64_t c,
                                             struct gs_roofline_input *in)
{
    if (q->profile && q->profile->engine != GS_SERVE_NONE) {
        const struct gs_serving_profile *sp = q->profile;
        struct gs_roofline_eff *e = &in->consts.expected;
        struct gs_roofline_eff *pes = &in->consts.pessimistic;
        struct gs_roofline_eff *opt = &in->consts.optimistic;
        double seq_s = sp->per_seq_overhead_s * (double)c;

        /* the engine's own step cost; the spread keeps the wider bound */
        e->step_overhead_s = sp->step_overhead_s + seq_s;
        pes->step_overhead_s = fmax(pes->step_overhead_s,
                                    sp->step_overhead_s) + seq_s;
        opt->step_overhead_s = fmin(opt->step_overhead_s,
                                    sp->step_overhead_s) + seq_s;
        /* past the largest captured graph, kernels launch eagerly */
        if (c > sp->cuda_graph_max_batch) {
            e->kernel_overhead_s = pes->kernel_overhead_s;
            opt->kernel_overhead_s = fmax(opt->kernel_overhead_s,
                                          e->kernel_overhead_s);
        }
    }
}

/* The roofline input of one replica at c sequences. */
void gs_perf_replica_input(const struct gs_perf_query *q, int64_t tp,
                           int64_t pp, int64_t c,
                           struct gs_roofline_input *in)
{
    replica_plain(q, tp, pp, c, in);
    replica_profile(q, c, in);
}

/*
 * The p99 terms of one evaluation (docs/engines/perf.md, "p99"): the
 * step with a prompt chunk bounds ITL's tail once more than 1% of steps
 * carry one; TTFT's tail adds the in-flight step and an M/D/1-style
 * waiting time for the prefill slot, exponential tail (Kingman).
 */
/* p99 TTFT at prefill load rho: the TTFT, the in-flight step, the wait
 * (non-decreasing in the TTFT). */
static double ttft_p99(double rho, double ttft_s, double itl_s)
{
    double wait = 0.0;

    if (isnan(ttft_s))
        return ttft_s;      /* a probe's unsummed TTFT: the sum's NaN */
    if (rho >= 1.0)
        wait = INFINITY;
    else if (rho > GS_PERF_P99_TAIL)
        wait = ttft_s / (2.0 * (1.0 - rho)) * log(rho / GS_PERF_P99_TAIL);
    return ttft_s + itl_s + wait;
}

static void p99(const struct gs_perf_query *q, double c, double chunk_extra_s,
                const struct gs_roofline_result *rf,
                struct gs_perf_metrics *m, double *load, double *share)
{
    /* prompt tokens computed per request, decode steps per request
     * (prefix caching, speculative decoding: docs/engines/perf.md) */
    double P = q->prefix_hit_rate > 0.0
                   ? (double)q->prompt_tokens - gs_perf_cached_tokens(q)
                   : (double)q->prompt_tokens;
    double O = rf->steps_per_request;
    double chunk = (double)q->consts.prefill_chunk_tokens;
    double rho = c * P / (O * chunk);
    double f = fmin(1.0, c / O * ceil(P / chunk));

    m->itl_p99_s = m->itl_s + (f > GS_PERF_P99_TAIL ? chunk_extra_s : 0.0);
    m->ttft_p99_s = ttft_p99(rho, m->ttft_s, m->itl_s);
    *load = rho;
    *share = f;
}

static void metrics_of(const struct gs_roofline_metrics *r,
                       struct gs_perf_metrics *m)
{
    m->ttft_s = r->ttft_s;
    m->itl_s = r->itl_s;
    m->tokens_per_s = r->tokens_per_s;
    m->tokens_per_s_per_gpu = r->tokens_per_s_per_gpu;
    m->tokens_per_s_per_request = r->tokens_per_s_per_request;
    m->mfu = r->mfu;
    m->mbu = r->mbu;
    m->ridge_batch = r->ridge_batch;
}

/* The targets a step's times decide (no time to first token needed). */
static bool meets_itl(const struct gs_perf_query *q,
                      const struct gs_perf_metrics *m)
{
    return (!(q->itl_p99_s > 0.0) || m->itl_p99_s <= q->itl_p99_s) &&
           (!(q->tpot_mean_s > 0.0) || m->itl_s <= q->tpot_mean_s);
}

static bool meets(const struct gs_perf_query *q,
                  const struct gs_perf_metrics *m)
{
    return (!(q->ttft_p99_s > 0.0) || m->ttft_p99_s <= q->ttft_p99_s) &&
           meets_itl(q, m);
}

/* The share of c sequences' KV beyond the replica's HBM capacity. */
static double offload_frac(const struct gs_perf_query *q, int64_t hbm,
                           int64_t c)
{
    if (!(q->kv_offload_host_bytes > 0.0) || c <= hbm)
        return 0.0;
    return (double)(c - hbm) / (double)c;
}

int gs_perf_eval(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                 int64_t dp, int64_t concurrency, const struct gs_trace *t,
                 struct gs_perf_point *out, struct gs_error *err)
{
    struct gs_roofline_input in;
    struct gs_roofline_result lo_r;
    int64_t c_hi, c_lo, hbm = 0;

    assert(q && out && tp >= 1 && pp >= 1 && dp >= 1);
    if (concurrency < 1)
        return gs_error_set(err, GS_EDOMAIN, "perf: concurrency must be at "
                            "least 1");
    memset(out, 0, sizeof(*out));
    gs_perf_split(concurrency, dp, &c_hi, &c_lo);
    if (q->kv_offload_host_bytes > 0.0 &&
        hbm_capacity(q, tp, pp, &hbm, err) < 0)
        return -1;
    gs_perf_replica_input(q, tp, pp, c_hi, &in);
    in.kv_host_frac = offload_frac(q, hbm, c_hi);
    if (gs_roofline_estimate(&in, &out->rf, t, err) < 0)
        return -1;
    if (c_lo >= 1) {
        gs_perf_replica_input(q, tp, pp, c_lo, &in);
        in.kv_host_frac = offload_frac(q, hbm, c_lo);
        if (gs_roofline_estimate(&in, &lo_r, NULL, err) < 0)
            return -1;
    }
    gs_perf_combine(q, tp, pp, dp, concurrency, &out->rf,
                    c_lo >= 1 ? &lo_r : NULL, t, out);
    return 0;
}

void gs_perf_split(int64_t concurrency, int64_t dp, int64_t *c_hi,
                   int64_t *c_lo)
{
    *c_hi = (concurrency + dp - 1) / dp;
    *c_lo = concurrency % dp ? concurrency / dp : 0;
}

/* gs_perf_combine for the first n_sets of expected, low, high (a
 * search's probes: 1; low and high then not filled). */
static void combine_sets(const struct gs_perf_query *q, int64_t tp,
                         int64_t pp, int64_t dp, int64_t concurrency,
                         const struct gs_roofline_result *hi,
                         const struct gs_roofline_result *lo,
                         const struct gs_trace *t, struct gs_perf_point *out,
                         int n_sets)
{
    struct gs_perf_metrics *ms[3];
    const struct gs_roofline_metrics *rs[3];
    int64_t c_hi, c_lo, n_hi;
    double chunk_extra, scale, n_gpus;
    int i;

    if (hi != &out->rf) {
        memset(out, 0, sizeof(*out));
        out->rf = *hi;
    }
    gs_perf_split(concurrency, dp, &c_hi, &c_lo);
    /* replicas at c_hi; the rest run c_lo, or idle when c < dp */
    n_hi = concurrency % dp ? concurrency - (concurrency / dp) * dp : dp;
    out->tp = tp;
    out->pp = pp;
    out->dp = dp;
    out->ep = q->ep > 1 ? tp : 0;
    out->attn_dp = q->ep > 1 && q->attn_dp;
    out->n_gpus = tp * pp * dp;
    out->concurrency = concurrency;
    out->replica_concurrency = c_hi;
    out->prefill_chunk_tokens = q->consts.prefill_chunk_tokens;
    ms[0] = &out->expected;
    ms[1] = &out->low;
    ms[2] = &out->high;
    rs[0] = &out->rf.expected;
    rs[1] = &out->rf.low;
    rs[2] = &out->rf.high;
    for (i = 0; i < n_sets; i++)
        metrics_of(rs[i], ms[i]);
    /* the other replicas' share of the system's tokens/s */
    for (i = 0; i < n_sets; i++) {
        const struct gs_roofline_metrics *lr = !lo ? NULL
                                               : i == 0 ? &lo->expected
                                               : i == 1 ? &lo->low
                                                        : &lo->high;
        double rest = lr ? (double)(dp - n_hi) * lr->tokens_per_s : 0.0;

        ms[i]->tokens_per_s = (double)n_hi * rs[i]->tokens_per_s + rest;
    }
    /* the chunk step's extra time over the steady step, scaled to each
     * evaluation's ITL (the engine traces the expected steps only) */
    chunk_extra = fmax(0.0, out->rf.prefill.total_s - out->rf.decode.total_s);
    n_gpus = (double)out->n_gpus;
    for (i = 0; i < n_sets; i++) {
        scale = out->rf.expected.itl_s > 0.0
                    ? ms[i]->itl_s / out->rf.expected.itl_s : 1.0;
        ms[i]->tokens_per_s_per_gpu = ms[i]->tokens_per_s / n_gpus;
        /* attention-DP: each rank has its own prefill slot */
        p99(q, (double)c_hi / (out->attn_dp ? (double)tp : 1.0),
            chunk_extra * scale, &out->rf, ms[i], &out->prefill_load,
            &out->chunk_step_share);
    }
    /* low/high stay ordered after the p99 terms (low: optimistic set);
     * an expected-only probe (n_sets 1) has no low/high to order */
    if (n_sets == 3) {
        out->low.ttft_p99_s = fmin(out->low.ttft_p99_s,
                                   out->expected.ttft_p99_s);
        out->high.ttft_p99_s = fmax(out->high.ttft_p99_s,
                                    out->expected.ttft_p99_s);
    }
    out->meets_targets = meets(q, &out->expected);
    if (t) {
        trace(t, "replicas", "", (double)dp, "%lld GPUs / (tp %lld x pp %lld)"
              "; busiest replica runs ceil(%lld / %lld) = %lld sequences",
              (long long)out->n_gpus, (long long)tp, (long long)pp,
              (long long)concurrency, (long long)dp, (long long)c_hi);
        trace(t, "system tokens_per_s", "tokens/s",
              out->expected.tokens_per_s, "sum over %lld replicas",
              (long long)dp);
        trace(t, "chunk-step share", "fraction", out->chunk_step_share,
              "min(1, %lld / %lld x ceil(%lld / %lld)): steps carrying a "
              "prompt chunk", (long long)c_hi, (long long)q->output_tokens,
              (long long)q->prompt_tokens,
              (long long)q->consts.prefill_chunk_tokens);
        trace(t, "itl_p99", "s", out->expected.itl_p99_s,
              "itl %.4g + (chunk step %.4g - steady step %.4g) if share > "
              "1%%", out->expected.itl_s, out->rf.prefill.total_s,
              out->rf.decode.total_s);
        trace(t, "prefill load", "fraction", out->prefill_load,
              "rho = %lld x %lld / (%lld x %lld)", (long long)c_hi,
              (long long)q->prompt_tokens, (long long)q->output_tokens,
              (long long)q->consts.prefill_chunk_tokens);
        trace(t, "ttft_p99", "s", out->expected.ttft_p99_s,
              "ttft %.4g + in-flight step %.4g + ttft / (2 (1 - rho)) x "
              "ln(rho / 1%%) if rho > 1%%", out->expected.ttft_s,
              out->expected.itl_s);
    }
}

void gs_perf_combine(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                     int64_t dp, int64_t concurrency,
                     const struct gs_roofline_result *hi,
                     const struct gs_roofline_result *lo,
                     const struct gs_trace *t, struct gs_perf_point *out)
{
    combine_sets(q, tp, pp, dp, concurrency, hi, lo, t, out, 3);
}

/* ------------------------------------------------------------- probes */

/*
 * The searches (gs_perf_best_concurrency, gs_perf_choose) read only the
 * expected metrics of the points they probe, and of those only what
 * their rules ask, in order: whether the targets are met (ITL and TPOT
 * first: a miss needs no time to first token), the aggregate tokens/s of
 * a layout's answer, its p99 TTFT on a tie.  A probe evaluates that much
 * with the roofline's shortcuts (expected_only: the other sets are
 * independent of it; ttft_bounded: bounds that hold the full sum), and
 * sums the TTFT in full only when its bounds straddle a target or a tie;
 * the searches then evaluate their answer in full (gs_perf_eval).  Every
 * decision is the one the search on full evaluations makes, so every
 * answer is its answer (tests/unit/test_perf.c compares the two on a
 * grid of questions).
 */

/* ---- the memo (perf.h: gs_perf_memo) ---- */

void gs_perf_memo_reset(struct gs_perf_memo *m)
{
    m->gen++;
    m->n_caps = 0;
    m->n_probes = 0;
}

static bool effs_same(const struct gs_roofline_eff *a,
                      const struct gs_roofline_eff *b)
{
    return memcmp(a, b, sizeof(*a)) == 0;  /* doubles only: no padding */
}

/* Whether a and b ask the same but for the budget and EP. */
static bool memo_same(const struct gs_perf_query *a,
                      const struct gs_perf_query *b)
{
    return a->model == b->model && a->gpu == b->gpu && a->work == b->work &&
           a->prompt_tokens == b->prompt_tokens &&
           a->output_tokens == b->output_tokens &&
           a->compute_precision == b->compute_precision &&
           a->ttft_p99_s == b->ttft_p99_s && a->itl_p99_s == b->itl_p99_s &&
           a->tpot_mean_s == b->tpot_mean_s &&
           a->max_batch == b->max_batch && a->profile == b->profile &&
           a->mem_util_frac == b->mem_util_frac &&
           a->prefix_tokens == b->prefix_tokens &&
           a->prefix_hit_rate == b->prefix_hit_rate &&
           a->spec_draft_tokens == b->spec_draft_tokens &&
           a->spec_accept_tokens == b->spec_accept_tokens &&
           a->spec_draft_model == b->spec_draft_model &&
           a->decode_only == b->decode_only &&
           a->kv_offload_host_bytes == b->kv_offload_host_bytes &&
           a->host_link_bw_bytes_per_s == b->host_link_bw_bytes_per_s &&
           effs_same(&a->consts.expected, &b->consts.expected) &&
           effs_same(&a->consts.pessimistic, &b->consts.pessimistic) &&
           effs_same(&a->consts.optimistic, &b->consts.optimistic) &&
           a->consts.kernels_per_layer == b->consts.kernels_per_layer &&
           a->consts.scale_out_bw_bytes_per_s ==
               b->consts.scale_out_bw_bytes_per_s &&
           a->consts.ep_skew_pessimistic == b->consts.ep_skew_pessimistic;
}

/* q's memo, started over when it was filled for another question; NULL
 * when q has none or offloads KV (its probes depend on the HBM
 * capacity too). */
static struct gs_perf_memo *memo_check(const struct gs_perf_query *q)
{
    struct gs_perf_memo *m = q->memo;

    if (!m || q->kv_offload_host_bytes > 0.0)
        return NULL;
    if (m->gen == 0 || !memo_same(q, &m->q)) {
        gs_perf_memo_reset(m);
        m->q = *q;
    }
    return m;
}

static size_t memo_hash(int64_t tp, int64_t pp, int64_t ep, int64_t chunk,
                        int64_t c, bool flag)
{
    /* FNV-1a over the key's words */
    uint64_t h = 14695981039346656037u;
    uint64_t k[6] = { (uint64_t)tp, (uint64_t)pp, (uint64_t)ep,
                      (uint64_t)chunk, (uint64_t)c, flag };
    int i;

    for (i = 0; i < 6; i++)
        h = (h ^ k[i]) * 1099511628211u;
    return (size_t)(h ^ (h >> 32));
}

/* q's memo entry for tp x pp at q's budget: *hit and the entry when
 * found; else the free entry to fill, or NULL (none, or the memo is
 * full). */
static struct gs_perf_memo_cap *memo_cap(const struct gs_perf_query *q,
                                         int64_t tp, int64_t pp, bool *hit)
{
    struct gs_perf_memo *m = q->kv_offload_host_bytes > 0.0 ? NULL : q->memo;
    struct gs_perf_memo_cap *e = NULL;
    int64_t chunk = q->consts.prefill_chunk_tokens;
    size_t mask = GS_PERF_MEMO_CAPS - 1, k, i;

    *hit = false;
    if (!m)
        return NULL;
    i = memo_hash(tp, pp, q->ep, chunk, 0, q->attn_dp) & mask;
    for (k = 0; k < GS_PERF_MEMO_CAPS; k++, i = (i + 1) & mask) {
        e = &m->caps[i];
        if (e->gen != m->gen)
            break;
        if (e->tp == tp && e->pp == pp && e->ep == q->ep &&
            e->chunk == chunk && e->attn_dp == q->attn_dp) {
            *hit = true;
            return e;
        }
    }
    if (e->gen == m->gen || m->n_caps >= GS_PERF_MEMO_CAPS / 2)
        return NULL;
    return e;
}

static void memo_cap_store(const struct gs_perf_query *q,
                           struct gs_perf_memo_cap *e, int64_t tp,
                           int64_t pp, int64_t cap)
{
    struct gs_perf_memo *m = q->memo;

    *e = (struct gs_perf_memo_cap){ .gen = m->gen, .tp = tp, .pp = pp,
                                    .ep = q->ep,
                                    .chunk = q->consts.prefill_chunk_tokens,
                                    .cap = cap, .attn_dp = q->attn_dp };
    m->n_caps++;
}

/* The KV capacity of tp x pp at q's budget (gs_perf_capacity), through
 * q's memo (checked by the caller). */
static int layout_capacity(const struct gs_perf_query *q, int64_t tp,
                           int64_t pp, int64_t *cap, struct gs_error *err)
{
    bool hit;
    struct gs_perf_memo_cap *e = memo_cap(q, tp, pp, &hit);

    if (hit) {
        *cap = e->cap;
        return 0;
    }
    if (gs_perf_capacity(q, tp, pp, cap, err) < 0)
        return -1;
    if (e)
        memo_cap_store(q, e, tp, pp, *cap);
    return 0;
}

/* Budgets whose KV capacities layout_capacities() takes from one fit
 * estimate (a count; a search over more takes each on its own). */
#define PERF_BATCH_BUDGETS 16

/*
 * The KV capacities of tp x pp at each budget q searches
 * (q->chunk_candidates) into caps[k], through the memo, where the
 * capacity is the fit engine's search alone (gs_perf_capacity without
 * offload, attention-DP or a serving feature's reserve): the budgets
 * missing from the memo from one fit estimate (gs_fit_max_batch_budgets:
 * the same answers; its checks do not depend on the budget, so neither
 * does an error).  *done false (caps not filled) elsewhere.
 */
static int layout_capacities(const struct gs_perf_query *q, int64_t tp,
                             int64_t pp, int64_t *caps, bool *done,
                             struct gs_error *err)
{
    struct gs_perf_query qc = *q;
    struct gs_perf_memo_cap *slot[PERF_BATCH_BUDGETS];
    int64_t fchunk[PERF_BATCH_BUDGETS];
    int64_t got[PERF_BATCH_BUDGETS];
    size_t which[PERF_BATCH_BUDGETS];
    size_t n = (size_t)q->n_chunk_candidates, n_miss = 0, k;
    struct gs_fit_input in;
    bool hit;

    *done = false;
    if (n > PERF_BATCH_BUDGETS ||
        q->kv_offload_host_bytes > 0.0 || (q->ep > 1 && q->attn_dp) ||
        gs_perf_cached_tokens(q) > 0.0 || q->spec_draft_tokens > 0)
        return 0;
    *done = true;
    for (k = 0; k < n; k++) {
        qc.consts.prefill_chunk_tokens = q->chunk_candidates[k];
        slot[k] = memo_cap(&qc, tp, pp, &hit);
        if (hit)
            caps[k] = slot[k]->cap;
        else
            which[n_miss++] = k;
    }
    if (n_miss == 0)
        return 0;
    capacity_input_base(q, tp, pp, &in);
    for (k = 0; k < n_miss; k++) {
        qc.consts.prefill_chunk_tokens = q->chunk_candidates[which[k]];
        fchunk[k] = capacity_chunk(&qc, in.consts.prefill_chunk_tokens);
    }
    if (gs_fit_max_batch_budgets(&in, q->max_batch, fchunk, n_miss, got,
                                 err) < 0)
        return -1;
    for (k = 0; k < n_miss; k++) {
        caps[which[k]] = got[k];
        if (slot[which[k]]) {
            /* looked up again: two budgets may have found one free entry */
            struct gs_perf_memo_cap *e;

            qc.consts.prefill_chunk_tokens = q->chunk_candidates[which[k]];
            e = memo_cap(&qc, tp, pp, &hit);
            if (e && !hit)
                memo_cap_store(&qc, e, tp, pp, got[k]);
        }
    }
    return 0;
}

/* A replica's roofline prepared at its first probe: its checks and
 * shapes (gs_roofline_prepare) and its input but for the concurrency,
 * the profile's step costs and the budget (replica_plain), for the
 * split tp x pp (EP ep, attention-DP): the same at every budget. */
struct prep_slot {
    bool ok;
    int64_t tp, pp, ep;
    bool attn_dp;
    struct gs_roofline_prep prep;
    struct gs_roofline_input plain;
};

/* One layout of a search: q (its budget and EP fixed), tp x pp x dp. */
struct layout {
    struct gs_perf_query q;
    int64_t tp, pp, dp;
    int64_t hbm;                /* HBM capacity per replica (KV offload) */
    struct prep_slot own;       /* its replica's prepared roofline */
    struct prep_slot *shared;   /* the split's, shared by its budgets
                                 * (gs_perf_choose); NULL: none */
};

/* A probe of l at one concurrency.  It reads of the rooflines only the
 * expected metrics, the steady and first chunk steps' times, the steps
 * per request and the TTFT bounds (what a memo keeps: gs_perf_memo). */
struct probe {
    int64_t concurrency;        /* whole system */
    struct gs_perf_point pt;    /* the expected set of gs_perf_combine
                                 * of pt.rf (the busiest replica's
                                 * roofline, expected set) and lo */
    struct gs_roofline_result lo; /* the other replicas' (has_lo) */
    bool hi_ttft;               /* pt.rf holds its time to first token
                                 * (else its bounds) */
    bool has_lo;
    bool meets_known, meets;
    bool evaluated;             /* false: only concurrency and meets are
                                 * known (probe_ensure) */
};

/* One layout's answer in gs_perf_choose. */
struct cand {
    struct layout l;
    struct probe p;
    int64_t cap;                /* per-replica KV capacity */
};

static int layout_init(struct layout *l, const struct gs_perf_query *q,
                       int64_t tp, int64_t pp, int64_t dp,
                       struct gs_error *err)
{
    l->q = *q;
    l->tp = tp;
    l->pp = pp;
    l->dp = dp;
    l->hbm = 0;
    l->own.ok = false;
    l->shared = NULL;
    return q->kv_offload_host_bytes > 0.0
               ? hbm_capacity(q, tp, pp, &l->hbm, err) : 0;
}

/* How much of the TTFT a probe's estimate takes: none where the ITL
 * target misses (ttft_skip_itl_s), bounds, or the full sum. */
enum probe_ttft { PROBE_SKIP, PROBE_BOUNDS, PROBE_FULL };

static int probe_replica(struct layout *l, int64_t c,
                         enum probe_ttft ttft, struct gs_roofline_result *rf,
                         struct gs_error *err)
{
    const struct gs_perf_query *q = &l->q;
    struct gs_perf_memo *m = q->kv_offload_host_bytes > 0.0 ? NULL : q->memo;
    struct gs_perf_memo_probe *e = NULL;
    struct gs_roofline_input in;
    struct prep_slot *ps;
    int64_t chunk = q->consts.prefill_chunk_tokens;

    if (m) {
        size_t mask = GS_PERF_MEMO_PROBES - 1, k;
        size_t i = memo_hash(l->tp, l->pp, q->ep, chunk, c,
                             (unsigned)ttft + 4u * q->attn_dp) & mask;

        for (k = 0; k < GS_PERF_MEMO_PROBES; k++, i = (i + 1) & mask) {
            e = &m->probes[i];
            if (e->gen != m->gen)
                break;
            if (e->tp == l->tp && e->pp == l->pp && e->ep == q->ep &&
                e->chunk == chunk && e->c == c && e->attn_dp == q->attn_dp &&
                e->ttft == (int)ttft) {
                memset(rf, 0, sizeof(*rf));
                rf->expected = rf->low = rf->high = e->expected;
                rf->decode.total_s = e->decode_s;
                rf->decode.time_s[GS_ROP_ATTENTION] = e->decode_attention_s;
                rf->prefill.total_s = e->prefill_s;
                rf->steps_per_request = e->steps_per_request;
                rf->ttft_bounds_s[0] = e->ttft_bounds_s[0];
                rf->ttft_bounds_s[1] = e->ttft_bounds_s[1];
                return 0;
            }
        }
        if (e->gen == m->gen || m->n_probes >= GS_PERF_MEMO_PROBES / 2)
            e = NULL;
    }
    /* the split's prepared roofline when it is this split's, else the
     * layout's own */
    ps = l->shared && (!l->shared->ok ||
                       (l->shared->tp == l->tp && l->shared->pp == l->pp &&
                        l->shared->ep == q->ep &&
                        l->shared->attn_dp == q->attn_dp))
             ? l->shared : &l->own;
    if (!ps->ok)
        replica_plain(q, l->tp, l->pp, c, &ps->plain);
    /* gs_perf_replica_input from the split's plain input */
    in = ps->plain;
    in.concurrency = c;
    in.consts.prefill_chunk_tokens = q->consts.prefill_chunk_tokens;
    replica_profile(q, c, &in);
    in.kv_host_frac = offload_frac(q, l->hbm, c);
    in.expected_only = true;
    in.totals_only = true;      /* what struct probe and the memo keep */
    in.ttft_bounded = ttft != PROBE_FULL;
    if (ttft == PROBE_SKIP && !(q->ttft_p99_s > 0.0)) {
        /* no TTFT target: the TTFT breaks ties only (probe_p99_bounds
         * asks again then); a positive bound below any step skips */
        in.ttft_skip_itl_s = DBL_MIN;
    } else if (ttft == PROBE_SKIP && q->itl_p99_s > 0.0) {
        /* no TTFT where the ITL target misses (p99(): the chunk step
         * counts once more than 1% of steps carry one) */
        double P = q->prefix_hit_rate > 0.0
                       ? (double)q->prompt_tokens - gs_perf_cached_tokens(q)
                       : (double)q->prompt_tokens;
        double O = q->spec_draft_tokens > 0
                       ? 1.0 + ((double)q->output_tokens - 1.0) /
                                   q->spec_accept_tokens
                       : (double)q->output_tokens;
        double cr = (double)c / (q->ep > 1 && q->attn_dp ? (double)l->tp
                                                         : 1.0);

        in.ttft_skip_itl_s = q->itl_p99_s;
        /* the steady ITL above the target: meets_itl() misses whatever
         * the chunk step (itl_p99 >= itl), so none is estimated */
        in.ttft_skip_step = true;
        in.ttft_skip_chunk = fmin(1.0, cr / O * ceil(P / (double)chunk)) >
                             GS_PERF_P99_TAIL;
    }
    /* the layout's checks and shapes once (gs_roofline_prepare: the
     * same result, the same error) */
    if (!ps->ok) {
        if (gs_roofline_prepare(&in, &ps->prep, err) < 0)
            return -1;
        ps->ok = true;
        ps->tp = l->tp;
        ps->pp = l->pp;
        ps->ep = q->ep;
        ps->attn_dp = q->attn_dp;
    }
    if (gs_roofline_estimate_prep(&ps->prep, &in, rf, NULL, err) < 0)
        return -1;
    if (e) {
        e->gen = m->gen;
        e->tp = l->tp;
        e->pp = l->pp;
        e->ep = q->ep;
        e->chunk = chunk;
        e->c = c;
        e->attn_dp = q->attn_dp;
        e->ttft = (int)ttft;
        e->expected = rf->expected;
        e->decode_s = rf->decode.total_s;
        e->decode_attention_s = rf->decode.time_s[GS_ROP_ATTENTION];
        e->prefill_s = rf->prefill.total_s;
        e->steps_per_request = rf->steps_per_request;
        e->ttft_bounds_s[0] = rf->ttft_bounds_s[0];
        e->ttft_bounds_s[1] = rf->ttft_bounds_s[1];
        m->n_probes++;
    }
    return 0;
}

static void probe_combine(struct layout *l, struct probe *p)
{
    combine_sets(&l->q, l->tp, l->pp, l->dp, p->concurrency, &p->pt.rf,
                 p->has_lo ? &p->lo : NULL, NULL, &p->pt, 1);
    if (p->meets_known)
        p->pt.meets_targets = p->meets;
}

/* l at concurrency c: the busiest replica's steps (its ITL, p99 ITL and
 * tokens/s) and TTFT bounds. */
static int probe_at(struct layout *l, int64_t c, struct probe *p,
                    struct gs_error *err)
{
    int64_t c_hi, c_lo;

    if (c < 1)
        return gs_error_set(err, GS_EDOMAIN, "perf: concurrency must be at "
                            "least 1");
    p->concurrency = c;
    p->has_lo = false;
    p->meets_known = false;
    p->meets = false;
    p->evaluated = true;
    gs_perf_split(c, l->dp, &c_hi, &c_lo);
    if (probe_replica(l, c_hi, PROBE_SKIP, &p->pt.rf, err) < 0)
        return -1;
    p->hi_ttft = !isnan(p->pt.rf.expected.ttft_s);
    probe_combine(l, p);
    return 0;
}

/* ... its TTFT summed in full. */
static int probe_ttft(struct layout *l, struct probe *p,
                      struct gs_error *err)
{
    int64_t c_hi, c_lo;

    if (p->hi_ttft)
        return 0;
    gs_perf_split(p->concurrency, l->dp, &c_hi, &c_lo);
    if (probe_replica(l, c_hi, PROBE_FULL, &p->pt.rf, err) < 0)
        return -1;
    p->hi_ttft = true;
    probe_combine(l, p);
    return 0;
}

/* ... bounds on its p99 TTFT: the p99 at the TTFT's bounds (p99()'s
 * formula, non-decreasing in the TTFT), estimated when the first
 * estimate skipped them. */
static int probe_p99_bounds(struct layout *l, struct probe *p,
                            double b[2], struct gs_error *err)
{
    int i;

    if (!p->hi_ttft && isnan(p->pt.rf.ttft_bounds_s[0])) {
        int64_t c_hi, c_lo;

        gs_perf_split(p->concurrency, l->dp, &c_hi, &c_lo);
        if (probe_replica(l, c_hi, PROBE_BOUNDS, &p->pt.rf, err) < 0)
            return -1;
        p->hi_ttft = !isnan(p->pt.rf.expected.ttft_s);
        probe_combine(l, p);
    }
    for (i = 0; i < 2; i++)
        b[i] = p->hi_ttft ? p->pt.expected.ttft_p99_s
                          : ttft_p99(p->pt.prefill_load,
                                     p->pt.rf.ttft_bounds_s[i],
                                     p->pt.expected.itl_s);
    return 0;
}

/* ... the system's tokens/s (the other replicas'). */
static int probe_tps(struct layout *l, struct probe *p,
                     struct gs_error *err)
{
    int64_t c_hi, c_lo;

    gs_perf_split(p->concurrency, l->dp, &c_hi, &c_lo);
    if (c_lo < 1 || p->has_lo)
        return 0;
    if (probe_replica(l, c_lo, PROBE_SKIP, &p->lo, err) < 0)
        return -1;
    p->has_lo = true;
    probe_combine(l, p);
    return 0;
}

/* ... whether it meets the targets (gs_perf_eval's meets_targets). */
static int probe_meets(struct layout *l, struct probe *p,
                       struct gs_error *err)
{
    const struct gs_perf_query *q = &l->q;

    if (p->meets_known)
        return 0;
    if (meets_itl(q, &p->pt.expected) && q->ttft_p99_s > 0.0 &&
        !p->hi_ttft) {
        double b[2];

        if (probe_p99_bounds(l, p, b, err) < 0)
            return -1;
        if (b[1] <= q->ttft_p99_s || !(b[0] <= q->ttft_p99_s)) {
            p->meets = b[1] <= q->ttft_p99_s;
            p->meets_known = true;
            p->pt.meets_targets = p->meets;
            return 0;
        }
        if (probe_ttft(l, p, err) < 0)
            return -1;
    }
    p->meets = meets(q, &p->pt.expected);
    p->meets_known = true;
    p->pt.meets_targets = p->meets;
    return 0;
}

/* p evaluated (search_concurrency may answer without evaluating). */
static int probe_ensure(struct layout *l, struct probe *p,
                        struct gs_error *err)
{
    bool known, m;

    if (p->evaluated)
        return 0;
    known = p->meets_known;
    m = known && p->meets;
    if (probe_at(l, p->concurrency, p, err) < 0)
        return -1;
    p->meets_known = known;
    p->meets = m;
    if (known)
        p->pt.meets_targets = m;
    return 0;
}

/*
 * Whether l at concurrency c misses a TTFT target before any estimate:
 * p99()'s prefill load rho = c x P / (O x chunk) depends on the question
 * alone (O the steps per request, as the roofline counts them), and at
 * rho >= 1 the wait, so the p99 TTFT, is infinite (ttft_p99()): no
 * finite target is met, whatever the roofline says.  The same doubles
 * in the same order as p99(), so the same rho.
 */
static bool ttft_saturated(struct layout *l, int64_t c)
{
    const struct gs_perf_query *q = &l->q;
    int64_t c_hi, c_lo;
    double P, O, cr;

    if (!(q->ttft_p99_s > 0.0) || !isfinite(q->ttft_p99_s))
        return false;
    gs_perf_split(c, l->dp, &c_hi, &c_lo);
    P = q->prefix_hit_rate > 0.0
            ? (double)q->prompt_tokens - gs_perf_cached_tokens(q)
            : (double)q->prompt_tokens;
    O = q->spec_draft_tokens > 0
            ? 1.0 + ((double)q->output_tokens - 1.0) / q->spec_accept_tokens
            : (double)q->output_tokens;
    cr = (double)c_hi / (q->ep > 1 && q->attn_dp ? (double)l->tp : 1.0);
    return cr * P / (O * (double)q->consts.prefill_chunk_tokens) >= 1.0;
}

/* l at concurrency c with meets known: a probe, or none where the TTFT
 * target is missed whatever the estimate (ttft_saturated; probe_ensure
 * evaluates it if a comparison asks). */
static int probe_decide(struct layout *l, int64_t c, struct probe *p,
                        struct gs_error *err)
{
    if (c >= 1 && ttft_saturated(l, c)) {
        p->concurrency = c;
        p->has_lo = false;
        p->hi_ttft = false;
        p->evaluated = false;
        p->meets_known = true;
        p->meets = false;
        return 0;
    }
    if (probe_at(l, c, p, err) < 0 || probe_meets(l, p, err) < 0)
        return -1;
    return 0;
}

/*
 * Whether l's cycle (the steady step's time per step, so its ITL) is
 * non-decreasing in a replica's concurrency, and its tokens/s therefore
 * at most x / x0 times those at x0 <= x (docs/engines/perf.md, "How the
 * search is computed", "Losing layouts"): not where KV offload moves
 * reads to a host link that may be faster than the paged roof, nor
 * where past the captured graphs kernels launch at the pessimistic cost
 * and that is below the expected one (or a profile's per-sequence step
 * cost is negative).
 */
static bool cycle_monotone(struct layout *l)
{
    const struct gs_perf_query *q = &l->q;

    if (q->kv_offload_host_bytes > 0.0)
        return false;
    return !(q->profile && q->profile->engine != GS_SERVE_NONE) ||
           (q->profile->per_seq_overhead_s >= 0.0 &&
            q->consts.pessimistic.kernel_overhead_s >=
                q->consts.expected.kernel_overhead_s);
}

/*
 * An upper bound on l's system tokens/s at every concurrency c in
 * [lo, hi - 1] from the probe *b at lo (meets, evaluated): each active
 * replica runs x >= x0 = max(1, floor(lo / dp)) sequences, its tokens/s
 * kappa x / cycle(x) <= x kappa / cycle(x0) (cycle_monotone), and the
 * replicas' x sum to c <= hi - 1.  x0 is the busiest replica of *b or
 * its others (probe_tps).  NAN when no bound is known.
 */
static int search_bound(struct layout *l, struct probe *b, int64_t lo,
                        int64_t hi, double *ub, struct gs_error *err)
{
    const struct gs_perf_query *q = &l->q;
    const struct gs_roofline_result *r0;
    int64_t c_hi, c_lo, x0;
    double tps_x0, c0, att0, X, d;

    *ub = NAN;
    gs_perf_split(lo, l->dp, &c_hi, &c_lo);
    x0 = c_lo >= 1 ? c_lo : c_hi;
    if (x0 == c_hi) {
        r0 = &b->pt.rf;
    } else {
        if (probe_tps(l, b, err) < 0)
            return -1;
        r0 = &b->lo;
    }
    tps_x0 = r0->expected.tokens_per_s;
    if (!(tps_x0 >= 0.0) || !isfinite(tps_x0))
        return 0;
    *ub = tps_x0 / (double)x0 * (double)(hi - 1);
    /* pp 1, no attention-DP, no drafts: the cycle is the steady step,
     * whose attention time is linear in x (att0 x / x0) and the rest
     * non-decreasing, so cycle(x) >= c0 - att0 + att0 x / x0 for x >=
     * x0, and the replicas' tokens/s sum to at most dp phi((hi - 1) /
     * dp), phi(x) = kappa x / (c0 - att0 + att0 x / x0) (concave,
     * increasing; kappa x0 / c0 = tps_x0) */
    c0 = r0->expected.itl_s;
    att0 = r0->decode.time_s[GS_ROP_ATTENTION];
    if (l->pp == 1 && !(q->ep > 1 && q->attn_dp) &&
        q->spec_draft_tokens <= 0 && att0 > 0.0 && c0 >= att0 &&
        isfinite(c0)) {
        X = (double)(hi - 1) / (double)l->dp;
        d = c0 - att0 + att0 / (double)x0 * X;
        if (d > 0.0)
            *ub = fmin(*ub, (double)l->dp * tps_x0 / (double)x0 * c0 * X /
                                d);
    }
    *ub *= 1.0 + GS_PERF_BOUND_SLACK;
    return 0;
}

/* gs_perf_best_concurrency's search on probes: *out the probe of the
 * concurrency whose evaluation it answers with (meets known).  beat > 0:
 * the system tokens/s of a layout that meets the targets (or less); the
 * search may stop as soon as its answer is proven to have fewer
 * (*lost; *out then not the answer). */
static int search_concurrency(struct layout *l, int64_t cap,
                              double beat, struct probe *out, bool *found,
                              bool *lost, struct gs_error *err)
{
    const struct gs_perf_query *q = &l->q;
    struct probe p, *best, *cur;
    int64_t lo = 1, hi = cap;
    bool prune = beat > 0.0 && cycle_monotone(l);

    *lost = false;
    assert(cap >= 1);
    if (!(q->ttft_p99_s > 0.0) && !(q->itl_p99_s > 0.0) &&
        !(q->tpot_mean_s > 0.0) && !(q->kv_offload_host_bytes > 0.0)) {
        /* no targets: every point meets them, the capacity is the
         * answer; evaluated when a comparison needs it */
        out->concurrency = cap;
        out->evaluated = false;
        out->meets_known = out->meets = *found = true;
        return 0;
    }
    if (probe_decide(l, cap, out, err) < 0)
        return -1;
    *found = out->meets;
    if (*found && q->kv_offload_host_bytes > 0.0 &&
        !(q->ttft_p99_s > 0.0) && !(q->itl_p99_s > 0.0)) {
        /* without targets, offloaded KV is worth its link time only
         * where it adds tokens/s: the HBM capacity may do better */
        if (l->hbm >= 1 && l->hbm * l->dp < cap) {
            if (probe_at(l, l->hbm * l->dp, &p, err) < 0 ||
                probe_tps(l, &p, err) < 0 || probe_tps(l, out, err) < 0 ||
                probe_meets(l, &p, err) < 0)
                return -1;
            if (p.pt.expected.tokens_per_s > out->pt.expected.tokens_per_s)
                *out = p;
        }
    }
    if (*found)
        return 0;
    /* best: the answer so far; cur: the probe (swapped, not copied) */
    best = &p;
    if (probe_decide(l, 1, best, err) < 0)
        return -1;
    cur = out;
    *found = best->meets;
    /* invariant: lo meets, hi does not */
    while (*found && hi - lo > 1) {
        int64_t mid = lo + (hi - lo) / 2;

        if (prune) {
            double ub;

            if (search_bound(l, best, lo, hi, &ub, err) < 0)
                return -1;
            if (ub < beat) {
                *lost = true;
                return 0;
            }
        }

        if (probe_decide(l, mid, cur, err) < 0)
            return -1;
        if (cur->meets) {
            struct probe *t = best;

            lo = mid;
            best = cur;
            cur = t;
        } else {
            hi = mid;
        }
    }
    if (best != out)
        *out = *best;
    return 0;
}

int gs_perf_best_concurrency(const struct gs_perf_query *q, int64_t tp,
                             int64_t pp, int64_t dp, int64_t cap,
                             struct gs_perf_point *out, bool *found,
                             struct gs_error *err)
{
    struct layout l;
    struct probe p;
    bool lost;

    assert(cap >= 1);
    memo_check(q);
    if (layout_init(&l, q, tp, pp, dp, err) < 0 ||
        search_concurrency(&l, cap, 0.0, &p, found, &lost, err) < 0)
        return -1;
    return gs_perf_eval(q, tp, pp, dp, p.concurrency, NULL, out, err);
}

/* Whether candidate a beats b (gs_perf_better on their full
 * evaluations), each term evaluated when the ones before it tie. */
static int cand_better(struct cand *a, struct cand *b, bool *better,
                       struct gs_error *err)
{
    double ab[2], bb[2];

    if (probe_ensure(&a->l, &a->p, err) < 0 ||
        probe_ensure(&b->l, &b->p, err) < 0 ||
        probe_meets(&a->l, &a->p, err) < 0 ||
        probe_meets(&b->l, &b->p, err) < 0)
        return -1;
    if (a->p.meets != b->p.meets) {
        *better = a->p.meets;
        return 0;
    }
    if (probe_tps(&a->l, &a->p, err) < 0 || probe_tps(&b->l, &b->p, err) < 0)
        return -1;
    if (a->p.pt.expected.tokens_per_s != b->p.pt.expected.tokens_per_s) {
        *better = a->p.pt.expected.tokens_per_s >
                  b->p.pt.expected.tokens_per_s;
        return 0;
    }
    /* a tie: the lower p99 TTFT, when the bounds tell them apart */
    if (probe_p99_bounds(&a->l, &a->p, ab, err) < 0 ||
        probe_p99_bounds(&b->l, &b->p, bb, err) < 0)
        return -1;
    if (ab[1] < bb[0] || ab[0] > bb[1]) {
        *better = ab[1] < bb[0];
        return 0;
    }
    if (probe_ttft(&a->l, &a->p, err) < 0 ||
        probe_ttft(&b->l, &b->p, err) < 0)
        return -1;
    *better = gs_perf_better(&a->p.pt, &b->p.pt);
    return 0;
}

/* Whether a beats b (perf.h: gs_perf_choose). */
bool gs_perf_better(const struct gs_perf_point *a,
                    const struct gs_perf_point *b)
{
    if (a->meets_targets != b->meets_targets)
        return a->meets_targets;
    if (a->expected.tokens_per_s != b->expected.tokens_per_s)
        return a->expected.tokens_per_s > b->expected.tokens_per_s;
    if (a->expected.ttft_p99_s != b->expected.ttft_p99_s)
        return a->expected.ttft_p99_s < b->expected.ttft_p99_s;
    if (a->pp != b->pp)
        return a->pp < b->pp;
    if (a->tp != b->tp)
        return a->tp < b->tp;
    return a->prefill_chunk_tokens > b->prefill_chunk_tokens;
}

bool gs_perf_link_ok(const struct gs_gpu *g, int64_t tp)
{
    return tp == 1 || ((g->scale_up_domain_gpus <= 0 ||
                        tp <= g->scale_up_domain_gpus) &&
                       (g->scale_up_bw_bytes_per_s > 0.0 || g->pcie_gen >= 3));
}

/* gs_perf_choose's state: the best so far, the layout being tried
 * (pointers into slot, swapped rather than copied). */
struct choose_state {
    struct cand slot[2];
    struct cand *best, *p;
    struct prep_slot split;     /* the split being tried (try_split) */
};

/* One (tp, pp) split of n_gpus at q's budget for gs_perf_choose(). */
static int try_split_at(const struct gs_perf_query *q, int64_t tp,
                        int64_t pp, int64_t dp, int64_t concurrency,
                        int64_t cap, struct choose_state *s,
                        struct gs_perf_choice *c, bool *counted,
                        struct gs_error *err)
{
    struct cand *p = s->p;
    bool ok = true, lost = false;
    double beat = 0.0;

    if (!*counted)
        c->n_layouts++;
    *counted = true;
    if (cap * dp > c->max_concurrency)
        c->max_concurrency = cap * dp;
    if (cap < 1 || (!gs_unset_i64(concurrency) && cap * dp < concurrency))
        return 0;
    if (layout_init(&p->l, q, tp, pp, dp, err) < 0)
        return -1;
    p->l.shared = &s->split;
    if (gs_unset_i64(concurrency)) {
        /* the best so far meets the targets: a layout whose tokens/s
         * are proven below its (a lower bound: the busiest replicas'
         * when the others are not yet estimated) does not beat it */
        if (c->found && s->best->p.evaluated && s->best->p.meets_known &&
            s->best->p.meets)
            beat = s->best->p.pt.expected.tokens_per_s;
        if (search_concurrency(&p->l, cap * dp, beat, &p->p, &ok, &lost,
                               err) < 0)
            return -1;
        if (lost)
            return 0;
    } else if (probe_at(&p->l, concurrency, &p->p, err) < 0) {
        return -1;
    }
    p->cap = cap;
    if (c->found && cand_better(p, s->best, &ok, err) < 0)
        return -1;
    if (!c->found || ok) {
        s->p = s->best;
        s->best = p;
    }
    c->found = true;
    return 0;
}

/* One (tp, pp) split of n_gpus for gs_perf_choose(), at each budget of
 * the search (or the fixed one); skipped when the model, the fixed pp or
 * the domain rule refuse it. */
static int try_split(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                     int64_t n_gpus, int64_t domain, int64_t fixed_pp,
                     int64_t concurrency, struct choose_state *s,
                     struct gs_perf_choice *c, struct gs_error *err)
{
    struct gs_perf_query qc = *q;
    int64_t dp = n_gpus / (tp * pp), cap;
    int64_t caps[PERF_BATCH_BUDGETS];
    bool counted = false, batched;
    int i;

    if (pp > q->model->n_layers ||
        (!gs_unset_i64(fixed_pp) && pp != fixed_pp) ||
        (gs_unset_i64(fixed_pp) && pp > 1 && tp * pp <= domain))
        return 0;
    s->split.ok = false;
    if (!q->chunk_candidates || q->n_chunk_candidates < 1) {
        if (layout_capacity(q, tp, pp, &cap, err) < 0)
            return -1;
        return try_split_at(q, tp, pp, dp, concurrency, cap, s, c,
                            &counted, err);
    }
    if (layout_capacities(q, tp, pp, caps, &batched, err) < 0)
        return -1;
    for (i = 0; i < q->n_chunk_candidates; i++) {
        assert(q->chunk_candidates[i] >= 1);
        qc.consts.prefill_chunk_tokens = q->chunk_candidates[i];
        if (batched)
            cap = caps[i];
        else if (layout_capacity(&qc, tp, pp, &cap, err) < 0)
            return -1;
        if (try_split_at(&qc, tp, pp, dp, concurrency, cap, s, c, &counted,
                         err) < 0)
            return -1;
    }
    return 0;
}

void gs_perf_point_query(const struct gs_perf_query *q,
                         const struct gs_perf_point *pt,
                         struct gs_perf_query *out)
{
    *out = *q;
    out->ep = pt->ep > 1 ? pt->ep : 0;
    out->attn_dp = pt->ep > 1 && pt->attn_dp;
    /* and the prefill budget the search chose for it */
    if (pt->prefill_chunk_tokens >= 1) {
        out->consts.prefill_chunk_tokens = pt->prefill_chunk_tokens;
        out->chunk_candidates = NULL;
        out->n_chunk_candidates = 0;
    }
}

/* gs_perf_choose's walk over the splits, on probes (s->best: the
 * winner when c->found). */
static int choose_walk(const struct gs_perf_query *q, int64_t n_gpus,
                       int64_t fixed_tp, int64_t fixed_pp,
                       int64_t concurrency, struct choose_state *s,
                       struct gs_perf_choice *c, struct gs_error *err)
{
    int64_t domain = q->gpu->scale_up_domain_gpus > 0
                         ? q->gpu->scale_up_domain_gpus : 1;
    /* gs_perf_link_ok() refuses tp past a known domain (tp 1 always passes) */
    int64_t max_tp = q->gpu->scale_up_domain_gpus > 0 ? domain : n_gpus;
    int64_t tp, d;

    if (q->ep > 1) {
        /* a fixed EP group: tp == ep (attention-DP: tp 1 inside), pp 1 */
        if (n_gpus % q->ep ||
            (!q->attn_dp && (!gs_fit_tp_valid(q->model, q->ep) ||
                             !gs_perf_link_ok(q->gpu, q->ep))))
            return 0;
        return try_split(q, q->ep, 1, n_gpus, domain, fixed_pp, concurrency,
                         s, c, err);
    }
    if (q->ep == GS_PERF_EP_SEARCH && q->model->n_experts > 0 &&
        gs_unset_i64(fixed_tp) &&
        (gs_unset_i64(fixed_pp) || fixed_pp == 1)) {
        /* expert parallelism with attention-DP over every EP group size
         * that divides the count (docs/engines/perf.md, "Layout") */
        struct gs_perf_query qe = *q;
        int64_t ep;

        qe.attn_dp = true;
        for (ep = 2; ep <= n_gpus && ep <= q->model->n_experts; ep++) {
            if (n_gpus % ep)
                continue;
            qe.ep = ep;
            if (try_split(&qe, ep, 1, n_gpus, domain, 1, concurrency, s,
                          c, err) < 0)
                return -1;
        }
    }
    for (tp = 1; tp <= n_gpus && (tp == 1 || tp <= max_tp); tp++) {
        int64_t m = n_gpus / tp;

        if (n_gpus % tp || (!gs_unset_i64(fixed_tp) && tp != fixed_tp) ||
            !gs_fit_tp_valid(q->model, tp) || !gs_perf_link_ok(q->gpu, tp))
            continue;
        /*
         * pp runs over the divisors of m, found in pairs (d, m / d) up to
         * sqrt(m): O(sqrt(m)) steps instead of m (a 65,536-GPU count took
         * 1.5 s over the catalogue).  The order does not matter: gs_perf_better()
         * is a strict order on distinct (tp, pp), and the counts are sums.
         */
        for (d = 1; d <= m / d; d++) {
            int64_t pair[2], k;

            if (m % d)
                continue;
            pair[0] = d;
            pair[1] = m / d;
            for (k = 0; k < (pair[1] == d ? 1 : 2); k++) {
                int64_t pp = pair[k];

                if (try_split(q, tp, pp, n_gpus, domain, fixed_pp,
                              concurrency, s, c, err) < 0)
                    return -1;
            }
        }
    }
    return 0;
}
int gs_perf_choose(const struct gs_perf_query *q, int64_t n_gpus,
                   int64_t fixed_tp, int64_t fixed_pp, int64_t concurrency,
                   struct gs_perf_point *out, struct gs_perf_choice *c,
                   struct gs_error *err)
{
    struct choose_state s;
    const struct cand *b;

    s.best = &s.slot[0];
    s.p = &s.slot[1];
    s.split.ok = false;
    memset(c, 0, sizeof(*c));
    memset(out, 0, sizeof(*out));
    memo_check(q);
    if (choose_walk(q, n_gpus, fixed_tp, fixed_pp, concurrency, &s, c,
                    err) < 0)
        return -1;
    if (!c->found)
        return 0;
    b = s.best;
    /* the winner, evaluated in full */
    if (gs_perf_eval(&b->l.q, b->l.tp, b->l.pp, b->l.dp, b->p.concurrency,
                     NULL, out, err) < 0)
        return -1;
    out->max_concurrency = b->cap * b->l.dp;
    return 0;
}
/* ------------------------------------------------------ disaggregation */

/*
 * The prefill pool's split (docs/engines/perf.md, "Disaggregated
 * serving"): every tp dividing n that the model and the link allow and
 * that holds one sequence; the most prompts per second (n / tp / t_pre),
 * then the shorter prefill.  *tp 0 when none.
 */
static int disagg_prefill(const struct gs_perf_query *q, int64_t n,
                          int64_t *tp_out, double *t_pre,
                          struct gs_error *err)
{
    double best_rate = 0.0;
    int64_t tp;

    *tp_out = 0;
    *t_pre = 0.0;
    for (tp = 1; tp <= n; tp++) {
        struct gs_roofline_input in;
        struct gs_roofline_result rf;
        int64_t cap;
        double rate;

        if (n % tp || !gs_fit_tp_valid(q->model, tp) ||
            !gs_perf_link_ok(q->gpu, tp))
            continue;
        if (gs_perf_capacity(q, tp, 1, &cap, err) < 0)
            return -1;
        if (cap < 1)
            continue;
        gs_perf_replica_input(q, tp, 1, 1, &in);
        if (gs_roofline_estimate(&in, &rf, NULL, err) < 0)
            return -1;
        rate = (double)(n / tp) / rf.expected.ttft_s;
        if (*tp_out == 0 || rate > best_rate ||
            (rate == best_rate && rf.expected.ttft_s < *t_pre)) {
            *tp_out = tp;
            *t_pre = rf.expected.ttft_s;
            best_rate = rate;
        }
    }
    return 0;
}

/* Both pools in one scale-up domain of one GPU type: the KV goes over
 * it; else over the scale-out network. */
static bool disagg_scale_up(const struct gs_perf_disagg_query *q)
{
    const struct gs_gpu *gp = q->prefill->gpu, *gd = q->decode->gpu;

    return (gp == gd || (gp->id && gd->id && strcmp(gp->id, gd->id) == 0)) &&
           gp->scale_up_domain_gpus > 0 && gp->scale_up_bw_bytes_per_s > 0.0 &&
           q->prefill_gpus + q->decode_gpus <= gp->scale_up_domain_gpus;
}

double gs_perf_disagg_kv_bytes(const struct gs_perf_query *qp)
{
    /* the prompt's KV, whole model (MLA: one latent) */
    return gs_model_kv_elems_per_token_layer(qp->model) *
           (double)qp->model->n_layers * gs_dtype_bytes(qp->work->kv_dtype) *
           (double)qp->prompt_tokens;
}

double gs_perf_disagg_kv_s(const struct gs_perf_query *qp,
                           int64_t prefill_tp, bool scale_up)
{
    const struct gs_roofline_eff *e = &qp->consts.expected;
    double per_gpu_bw = scale_up ? qp->gpu->scale_up_bw_bytes_per_s / 2.0
                                 : qp->consts.scale_out_bw_bytes_per_s;

    /* sent by the tp_p GPUs of the prefill instance in parallel */
    return e->p2p_latency_s +
           gs_perf_disagg_kv_bytes(qp) /
               ((double)prefill_tp * per_gpu_bw * e->allreduce_bus_frac);
}

double gs_perf_disagg_wait_s(double t_pre_s, double rho)
{
    if (rho >= 1.0)
        return INFINITY;
    if (rho > GS_PERF_P99_TAIL)
        return t_pre_s / (2.0 * (1.0 - rho)) * log(rho / GS_PERF_P99_TAIL);
    return 0.0;
}

double gs_perf_disagg_max_load(double t_pre_s, double kv_s,
                               double ttft_target_s)
{
    double budget = ttft_target_s - t_pre_s - kv_s, lo, hi;
    int i;

    if (!(budget >= 0.0))
        return 0.0;
    /* the wait is 0 up to the tail share and grows without bound to
     * rho = 1: bisect for the largest rho whose wait fits the budget */
    lo = GS_PERF_P99_TAIL;
    hi = 1.0;
    for (i = 0; i < GS_PERF_DISAGG_LOAD_BISECTIONS; i++) {
        double mid = 0.5 * (lo + hi);

        if (gs_perf_disagg_wait_s(t_pre_s, mid) <= budget)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

static int disagg_eval(const struct gs_perf_disagg_query *q, int64_t c,
                       int64_t prefill_tp, double t_pre,
                       struct gs_perf_disagg *out, bool *found,
                       struct gs_error *err)
{
    const struct gs_perf_query *qp = q->prefill, *qd = q->decode;
    struct gs_perf_choice ch;
    double O = (double)qd->output_tokens;
    double rho;

    memset(out, 0, sizeof(*out));
    *found = false;
    if (gs_perf_choose(qd, q->decode_gpus, GS_UNSET_I64, GS_UNSET_I64, c,
                       &out->decode, &ch, err) < 0)
        return -1;
    if (!ch.found || prefill_tp == 0)
        return 0;
    *found = true;
    out->prefill_tp = prefill_tp;
    out->prefill_dp = q->prefill_gpus / prefill_tp;
    out->prefill_s = t_pre;
    out->n_gpus = q->prefill_gpus + q->decode_gpus;
    out->kv_bytes = gs_perf_disagg_kv_bytes(qp);
    out->kv_scale_up = disagg_scale_up(q);
    out->kv_transfer_s = gs_perf_disagg_kv_s(qp, prefill_tp,
                                             out->kv_scale_up);
    /* requests/s the decode pool finishes: C sequences, each (O - 1)
     * tokens after the first at ITL */
    out->request_rate_per_s = (double)out->decode.concurrency /
                              (fmax(O - 1.0, 1.0) *
                               out->decode.expected.itl_s);
    rho = out->request_rate_per_s * t_pre / (double)out->prefill_dp;
    out->prefill_load = rho;
    out->ttft_p99_s = t_pre + out->kv_transfer_s +
                      gs_perf_disagg_wait_s(t_pre, rho);
    out->itl_p99_s = out->decode.expected.itl_p99_s;
    out->tokens_per_s = rho < 1.0
        ? out->decode.expected.tokens_per_s
        : (double)out->prefill_dp / t_pre * O;
    out->tokens_per_s_per_gpu = out->tokens_per_s / (double)out->n_gpus;
    out->meets_targets =
        (!(qp->ttft_p99_s > 0.0) || out->ttft_p99_s <= qp->ttft_p99_s) &&
        (!(qd->itl_p99_s > 0.0) || out->itl_p99_s <= qd->itl_p99_s);
    return 0;
}

void gs_perf_disagg_decode_query(struct gs_perf_query *q)
{
    q->decode_only = true;
    q->ttft_p99_s = 0.0;
    q->chunk_candidates = NULL;
    q->n_chunk_candidates = 0;
}

void gs_perf_disagg_prefill_query(struct gs_perf_query *q)
{
    q->ep = 0;
    q->attn_dp = false;
    q->itl_p99_s = 0.0;
}

int gs_perf_disagg_choose(const struct gs_perf_disagg_query *q,
                          int64_t concurrency, struct gs_perf_disagg *out,
                          bool *found, struct gs_error *err)
{
    struct gs_perf_disagg p;
    struct gs_perf_point probe;
    struct gs_perf_choice ch;
    int64_t tp_p, lo, hi;
    double t_pre;
    bool ok;

    assert(q->prefill_gpus >= 1 && q->decode_gpus >= 1);
    if (disagg_prefill(q->prefill, q->prefill_gpus, &tp_p, &t_pre, err) < 0)
        return -1;
    if (!gs_unset_i64(concurrency))
        return disagg_eval(q, concurrency, tp_p, t_pre, out, found, err);
    /* the decode pool's capacity bounds the search */
    if (gs_perf_choose(q->decode, q->decode_gpus, GS_UNSET_I64, GS_UNSET_I64,
                       1, &probe, &ch, err) < 0)
        return -1;
    if (ch.max_concurrency < 1 || tp_p == 0) {
        memset(out, 0, sizeof(*out));
        *found = false;
        return 0;
    }
    if (disagg_eval(q, ch.max_concurrency, tp_p, t_pre, out, found, err) < 0)
        return -1;
    if (!*found || out->meets_targets)
        return 0;
    if (disagg_eval(q, 1, tp_p, t_pre, &p, &ok, err) < 0)
        return -1;
    if (!ok || !p.meets_targets) {
        *out = p;
        *found = ok;
        return 0;
    }
    *out = p;
    /* invariant: lo meets the targets, hi does not */
    lo = 1;
    hi = ch.max_concurrency;
    while (hi - lo > 1) {
        int64_t mid = lo + (hi - lo) / 2;

        if (disagg_eval(q, mid, tp_p, t_pre, &p, &ok, err) < 0)
            return -1;
        if (ok && p.meets_targets) {
            lo = mid;
            *out = p;
        } else {
            hi = mid;
        }
    }
    *found = true;
    return 0;
}
