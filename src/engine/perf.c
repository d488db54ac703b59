/*
 * The serving question over the roofline and fit engines: one layout at
 * one concurrency with its p99 latencies, the largest concurrency that
 * meets targets, the best split of a GPU count.  Pure: no I/O, no
 * allocation, no globals.  src/engine/perf.h states the contract,
 * docs/engines/perf.md the p99 model and its sources.
 */
#include <assert.h>
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

int gs_perf_capacity(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                     int64_t *out, struct gs_error *err)
{
    struct gs_workload w = *q->work;
    struct gs_layout l = { .tp = tp, .pp = pp, .dp = 1, .zero_stage = 0,
                           .n_gpus = tp * pp };
    struct gs_fit_input in;
    struct gs_fit_result res;

    /* paged KV: a sequence holds its prompt and output tokens (the
     * reservation TensorRT-LLM's GUARANTEED_NO_EVICT scheduler makes) */
    w.ctx_tokens = q->prompt_tokens + q->output_tokens;
    w.concurrency = 1;
    gs_fit_input_make(q->model, q->gpu, &w, &l, &in);
    if (q->profile) {
        struct gs_serving_target st = {
            .model = q->model, .gpu_memory_bytes = q->gpu->memory_bytes,
            .tp = tp, .pp = pp,
        };

        gs_serving_fit_consts(q->profile, &st, &in.consts, &in.consts);
    }
    /* the activations of a budget the query chose (a smaller budget
     * leaves more memory to the KV cache); the engine's own default keeps
     * its tier for the GPU (gs_serving_settle) */
    if (!q->profile ||
        q->consts.prefill_chunk_tokens != q->profile->max_batched_tokens)
        in.consts.prefill_chunk_tokens = q->consts.prefill_chunk_tokens;
    if (q->mem_util_frac > 0.0)
        in.consts.mem_util_frac = q->mem_util_frac;
    if (gs_fit_estimate(&in, &res, NULL, err) < 0)
        return -1;
    *out = res.fits ? gs_fit_max_batch_from(&in, &res, q->max_batch) : 0;
    return 0;
}

/* The roofline input of one replica at c sequences. */
void gs_perf_replica_input(const struct gs_perf_query *q, int64_t tp,
                           int64_t pp, int64_t c,
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
    };
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

/*
 * The p99 terms of one evaluation (docs/engines/perf.md, "p99"): the
 * step with a prompt chunk bounds ITL's tail once more than 1% of steps
 * carry one; TTFT's tail adds the in-flight step and an M/D/1-style
 * waiting time for the prefill slot, exponential tail (Kingman).
 */
static void p99(const struct gs_perf_query *q, double c, double chunk_extra_s,
                struct gs_perf_metrics *m, double *load, double *share)
{
    double P = (double)q->prompt_tokens, O = (double)q->output_tokens;
    double chunk = (double)q->consts.prefill_chunk_tokens;
    double rho = c * P / (O * chunk);
    double f = fmin(1.0, c / O * ceil(P / chunk));
    double wait = 0.0;

    m->itl_p99_s = m->itl_s + (f > GS_PERF_P99_TAIL ? chunk_extra_s : 0.0);
    if (rho >= 1.0)
        wait = INFINITY;
    else if (rho > GS_PERF_P99_TAIL)
        wait = m->ttft_s / (2.0 * (1.0 - rho)) * log(rho / GS_PERF_P99_TAIL);
    m->ttft_p99_s = m->ttft_s + m->itl_s + wait;
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

static bool meets(const struct gs_perf_query *q,
                  const struct gs_perf_metrics *m)
{
    return (!(q->ttft_p99_s > 0.0) || m->ttft_p99_s <= q->ttft_p99_s) &&
           (!(q->itl_p99_s > 0.0) || m->itl_p99_s <= q->itl_p99_s) &&
           (!(q->tpot_mean_s > 0.0) || m->itl_s <= q->tpot_mean_s);
}

int gs_perf_eval(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                 int64_t dp, int64_t concurrency, const struct gs_trace *t,
                 struct gs_perf_point *out, struct gs_error *err)
{
    struct gs_roofline_input in;
    struct gs_roofline_result lo_r;
    int64_t c_hi, c_lo;

    assert(q && out && tp >= 1 && pp >= 1 && dp >= 1);
    if (concurrency < 1)
        return gs_error_set(err, GS_EDOMAIN, "perf: concurrency must be at "
                            "least 1");
    memset(out, 0, sizeof(*out));
    gs_perf_split(concurrency, dp, &c_hi, &c_lo);
    gs_perf_replica_input(q, tp, pp, c_hi, &in);
    if (gs_roofline_estimate(&in, &out->rf, t, err) < 0)
        return -1;
    if (c_lo >= 1) {
        gs_perf_replica_input(q, tp, pp, c_lo, &in);
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

void gs_perf_combine(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                     int64_t dp, int64_t concurrency,
                     const struct gs_roofline_result *hi,
                     const struct gs_roofline_result *lo,
                     const struct gs_trace *t, struct gs_perf_point *out)
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
    for (i = 0; i < 3; i++)
        metrics_of(rs[i], ms[i]);
    /* the other replicas' share of the system's tokens/s */
    for (i = 0; i < 3; i++) {
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
    for (i = 0; i < 3; i++) {
        scale = out->rf.expected.itl_s > 0.0
                    ? ms[i]->itl_s / out->rf.expected.itl_s : 1.0;
        ms[i]->tokens_per_s_per_gpu = ms[i]->tokens_per_s / n_gpus;
        p99(q, (double)c_hi, chunk_extra * scale, ms[i], &out->prefill_load,
            &out->chunk_step_share);
    }
    /* low/high stay ordered after the p99 terms (low: optimistic set) */
    out->low.ttft_p99_s = fmin(out->low.ttft_p99_s, out->expected.ttft_p99_s);
    out->high.ttft_p99_s = fmax(out->high.ttft_p99_s,
                                out->expected.ttft_p99_s);
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

int gs_perf_best_concurrency(const struct gs_perf_query *q, int64_t tp,
                             int64_t pp, int64_t dp, int64_t cap,
                             struct gs_perf_point *out, bool *found,
                             struct gs_error *err)
{
    struct gs_perf_point p;
    int64_t lo = 1, hi = cap;

    assert(cap >= 1);
    if (gs_perf_eval(q, tp, pp, dp, cap, NULL, out, err) < 0)
        return -1;
    *found = out->meets_targets;
    if (*found)
        return 0;
    if (gs_perf_eval(q, tp, pp, dp, 1, NULL, &p, err) < 0)
        return -1;
    *out = p;
    if (!p.meets_targets)
        return 0;
    *found = true;
    /* invariant: lo meets, hi does not */
    while (hi - lo > 1) {
        int64_t mid = lo + (hi - lo) / 2;

        if (gs_perf_eval(q, tp, pp, dp, mid, NULL, &p, err) < 0)
            return -1;
        if (p.meets_targets) {
            lo = mid;
            *out = p;
        } else {
            hi = mid;
        }
    }
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

/* One (tp, pp) split of n_gpus at q's budget for gs_perf_choose(). */
static int try_split_at(const struct gs_perf_query *q, int64_t tp,
                        int64_t pp, int64_t dp, int64_t concurrency,
                        struct gs_perf_point *out, struct gs_perf_choice *c,
                        bool *counted, struct gs_error *err)
{
    struct gs_perf_point p;
    int64_t cap;
    bool ok = true;

    if (gs_perf_capacity(q, tp, pp, &cap, err) < 0)
        return -1;
    if (!*counted)
        c->n_layouts++;
    *counted = true;
    if (cap * dp > c->max_concurrency)
        c->max_concurrency = cap * dp;
    if (cap < 1 || (!gs_unset_i64(concurrency) && cap * dp < concurrency))
        return 0;
    if (gs_unset_i64(concurrency)) {
        if (gs_perf_best_concurrency(q, tp, pp, dp, cap * dp, &p, &ok,
                                     err) < 0)
            return -1;
    } else if (gs_perf_eval(q, tp, pp, dp, concurrency, NULL, &p, err) < 0) {
        return -1;
    }
    p.max_concurrency = cap * dp;
    if (!c->found || gs_perf_better(&p, out))
        *out = p;
    c->found = true;
    return 0;
}

/* One (tp, pp) split of n_gpus for gs_perf_choose(), at each budget of
 * the search (or the fixed one); skipped when the model, the fixed pp or
 * the domain rule refuse it. */
static int try_split(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                     int64_t n_gpus, int64_t domain, int64_t fixed_pp,
                     int64_t concurrency, struct gs_perf_point *out,
                     struct gs_perf_choice *c, struct gs_error *err)
{
    struct gs_perf_query qc = *q;
    int64_t dp = n_gpus / (tp * pp);
    bool counted = false;
    int i;

    if (pp > q->model->n_layers ||
        (!gs_unset_i64(fixed_pp) && pp != fixed_pp) ||
        (gs_unset_i64(fixed_pp) && pp > 1 && tp * pp <= domain))
        return 0;
    if (!q->chunk_candidates || q->n_chunk_candidates < 1)
        return try_split_at(q, tp, pp, dp, concurrency, out, c, &counted,
                            err);
    for (i = 0; i < q->n_chunk_candidates; i++) {
        assert(q->chunk_candidates[i] >= 1);
        qc.consts.prefill_chunk_tokens = q->chunk_candidates[i];
        if (try_split_at(&qc, tp, pp, dp, concurrency, out, c, &counted,
                         err) < 0)
            return -1;
    }
    return 0;
}

int gs_perf_choose(const struct gs_perf_query *q, int64_t n_gpus,
                   int64_t fixed_tp, int64_t fixed_pp, int64_t concurrency,
                   struct gs_perf_point *out, struct gs_perf_choice *c,
                   struct gs_error *err)
{
    int64_t domain = q->gpu->scale_up_domain_gpus > 0
                         ? q->gpu->scale_up_domain_gpus : 1;
    /* gs_perf_link_ok() refuses tp past a known domain (tp 1 always passes) */
    int64_t max_tp = q->gpu->scale_up_domain_gpus > 0 ? domain : n_gpus;
    int64_t tp, d;

    memset(c, 0, sizeof(*c));
    memset(out, 0, sizeof(*out));
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
                              concurrency, out, c, err) < 0)
                    return -1;
            }
        }
    }
    return 0;
}