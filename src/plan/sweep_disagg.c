/*
 * The disaggregated sweep's points, their cost and the best-row rule
 * (src/plan/sweep_disagg.h has the contract; docs/commands/sweep.md,
 * "Disaggregated sweep").  The formulas are the perf engine's
 * (gs_perf_disagg_choose) and the cost engine's; this builds their
 * questions as `gpusel cost --disagg` does and decides which row wins.
 */
#include <math.h>
#include <string.h>

#include "candidate.h"
#include "fit.h"
#include "sweep_disagg.h"
#include "units.h"
#include "banned.h"

/* Two costs per million tokens closer than this, relative, are equal
 * for the best-row rule (the cost engine's last-bits rounding, as
 * DISAGG_UNITS_REL_TOL in disagg.c), so that the tie-breakers decide. */
#define SWEEP_DISAGG_USD_REL_TOL 1e-9

/* Whether some tensor-parallel instance of n prefill GPUs holds one
 * prompt (disagg_prefill's test in perf.c: tp dividing n, valid for the
 * model, over a link that carries it, room for one sequence). */
static int prefill_holds(const struct gs_perf_query *qp, int64_t n,
                         bool *holds, struct gs_error *err)
{
    int64_t tp, cap;

    *holds = false;
    for (tp = 1; tp <= n && !*holds; tp++) {
        if (n % tp || !gs_fit_tp_valid(qp->model, tp) ||
            !gs_perf_link_ok(qp->gpu, tp))
            continue;
        if (gs_perf_capacity(qp, tp, 1, &cap, err) < 0)
            return -1;
        *holds = cap >= 1;
    }
    return 0;
}

int gs_sweep_disagg_eval(const struct gs_sweep_disagg_ask *a,
                         struct gs_sweep_disagg_point *out,
                         struct gs_error *err)
{
    const struct gs_gpu *gd = a->decode_gpu;
    const struct gs_gpu *gp = a->prefill_gpu ? a->prefill_gpu : gd;
    struct gs_cost_question q = *a->q;
    struct gs_workload w, wp;
    struct gs_perf_query pq, qd, qp;
    struct gs_perf_disagg_query dq;
    struct gs_perf_point probe;
    struct gs_perf_choice ch;
    bool targets, holds;

    memset(out, 0, sizeof(*out));
    if (!a->work || !a->work->ok) {
        out->why = GS_SWEEP_DISAGG_OUTSIDE_MODEL;
        return 0;
    }
    /* the question at this work: its prompt, its one format, the EP
     * group of the axis (1: none), as cost --disagg --ep asks it */
    q.prompt_tokens = a->work->prompt_tokens;
    q.formats[0] = a->work->weight_dtype;
    q.n_formats = 1;
    q.ep = a->ep > 1 ? a->ep : 1;
    q.attention_dp = a->ep > 1 && a->attention_dp;
    q.disagg = true;
    q.prefill_gpus = a->prefill_gpus;
    q.decode_gpus = a->decode_gpus;
    targets = q.kind == GS_WKIND_REALTIME;
    /* disagg_pools_throughput's queries (candidate.c) */
    if (gs_candidate_perf_query(&q, a->m, gd, a->engine, targets, &w, &pq,
                                err) < 0)
        return -1;
    qd = pq;
    gs_perf_disagg_decode_query(&qd);
    qp = pq;
    if (gp != gd && gs_candidate_perf_query(&q, a->m, gp, a->engine, targets,
                                            &wp, &qp, err) < 0)
        return -1;
    gs_perf_disagg_prefill_query(&qp);
    /* the decode pool's capacity: its best split at one sequence */
    if (gs_perf_choose(&qd, a->decode_gpus, GS_UNSET_I64, GS_UNSET_I64, 1,
                       &probe, &ch, err) < 0)
        return -1;
    out->decode_max_concurrency = ch.found ? ch.max_concurrency : 0;
    dq = (struct gs_perf_disagg_query){ &qp, &qd, a->prefill_gpus,
                                        a->decode_gpus };
    if (gs_perf_disagg_choose(&dq, a->concurrency, &out->d, &out->found,
                              err) < 0)
        return -1;
    if (out->found)
        return 0;
    /* why not: the prefill pool, then the decode pool's layouts (an EP
     * group is tp = ep GPUs of the pool, as the sweep's --ep axis), its
     * capacity, then the concurrency asked */
    if (prefill_holds(&qp, a->prefill_gpus, &holds, err) < 0)
        return -1;
    out->why = !holds ? GS_SWEEP_DISAGG_NO_PREFILL
               : a->ep > 1 && a->decode_gpus % a->ep != 0
                   ? GS_SWEEP_DISAGG_NO_LAYOUT
               : out->decode_max_concurrency < 1 ? GS_SWEEP_DISAGG_NO_DECODE
               : GS_SWEEP_DISAGG_ABOVE_CAPACITY;
    return 0;
}

bool gs_sweep_disagg_cost(const struct gs_cost_question *q, bool has_demand,
                          const struct gs_cost_pricing *pr,
                          const struct gs_perf_disagg *d,
                          struct gs_cost_result *res)
{
    struct gs_candidate_throughput t;
    struct gs_error e = GS_ERROR_INIT;
    struct gs_cost_question at = *q;

    if (d->n_gpus < 1 || q->output_tokens < 1)
        return false;
    /* the throughput cost --disagg prices (disagg_pools_throughput) */
    memset(&t, 0, sizeof(t));
    t.source = "roofline (perf engine), disaggregated pools";
    t.fits = true;
    t.disagg = true;
    t.prefill_gpus = d->prefill_tp * d->prefill_dp;
    t.decode_gpus = d->n_gpus - t.prefill_gpus;
    t.prefill_tp = d->prefill_tp;
    t.prefill_instances = d->prefill_dp;
    t.decode_replicas = 1;
    t.prefill_s = d->prefill_s;
    t.kv_transfer_s = d->kv_transfer_s;
    t.prefill_load_frac = d->prefill_load;
    t.ep = d->decode.ep;
    t.attn_dp = d->decode.attn_dp;
    t.tp = d->decode.tp;
    t.pp = d->decode.pp;
    t.dp = d->decode.dp;
    t.ttft_p99_s = d->ttft_p99_s;
    t.itl_p99_s = d->itl_p99_s;
    t.concurrency = d->decode.concurrency;
    t.tpot_mean_s = d->decode.expected.itl_s;
    t.unit_tokens_per_s = d->tokens_per_s;
    t.unit_requests_per_s = d->tokens_per_s / (double)q->output_tokens;
    if (!has_demand) {
        /* one unit, fully used (gs_sweep_point_cost's full_use) */
        at.requests_per_s = at.peak_requests_per_s = t.unit_requests_per_s;
        if (at.kind == GS_WKIND_BATCH)
            at.requests = t.unit_requests_per_s * at.deadline_hours *
                          GS_SECONDS_PER_HOUR;
    }
    return t.unit_requests_per_s > 0.0 &&
           gs_candidate_evaluate(&at, pr, &t, d->n_gpus, res, NULL, &e) ==
               0 &&
           isfinite(res->usd_per_accepted_output);
}

const struct gs_price *gs_sweep_disagg_prefill_row(
    const struct gs_plan_prices *pp, const struct gs_gpu *prefill_gpu,
    enum gs_pricing kind, const struct gs_price *decode_row,
    const char *provider, const char *region, int64_t prefill_gpus)
{
    const struct gs_price *p = NULL;

    if (decode_row && decode_row->provider)
        p = gs_candidate_choose_price(pp, prefill_gpu, kind,
                                      decode_row->provider, region, NULL,
                                      prefill_gpus);
    if (!p)
        p = gs_candidate_choose_price(pp, prefill_gpu, kind, provider, region,
                                      NULL, prefill_gpus);
    return p;
}

bool gs_sweep_disagg_offer_holds(const struct gs_gpu *prefill_gpu,
                                 int64_t prefill_instance_gpus,
                                 int64_t prefill_tp,
                                 const struct gs_gpu *decode_gpu,
                                 int64_t decode_instance_gpus,
                                 int64_t decode_tp)
{
    return (prefill_instance_gpus <= 0 ||
            gs_price_unit_gpus(prefill_gpu->scale_up_domain_gpus,
                               prefill_instance_gpus, prefill_tp) != 0) &&
           (decode_instance_gpus <= 0 ||
            gs_price_unit_gpus(decode_gpu->scale_up_domain_gpus,
                               decode_instance_gpus, decode_tp) != 0);
}

/* a's cost per Mtok below b's beyond the tolerance: -1; above: 1; 0. */
static int cmp_usd(double a, double b)
{
    double tol = SWEEP_DISAGG_USD_REL_TOL * fmax(fabs(a), fabs(b));

    return a < b - tol ? -1 : a > b + tol ? 1 : 0;
}

bool gs_sweep_disagg_better(const struct gs_sweep_disagg_rank *a,
                            const struct gs_sweep_disagg_rank *b)
{
    int c;

    if (!a->meets || !a->offer_holds)
        return false;
    if (!b || !b->meets || !b->offer_holds)
        return true;
    if (a->priced != b->priced)
        return a->priced;
    if (a->priced && (c = cmp_usd(a->usd_per_mtok, b->usd_per_mtok)) != 0)
        return c < 0;
    if (a->tokens_per_s_per_gpu != b->tokens_per_s_per_gpu)
        return a->tokens_per_s_per_gpu > b->tokens_per_s_per_gpu;
    return a->n_gpus < b->n_gpus;
}
