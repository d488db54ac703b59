/*
 * Disaggregated pool sizing and the prefill:decode ratio search
 * (src/plan/disagg.h; docs/engines/perf.md, "Pool sizing in rank").
 * Pure arithmetic: the queueing formulas are the perf engine's.
 */
#include <math.h>
#include <string.h>

#include "disagg.h"
#include "perf.h"
#include "banned.h"

/* So that a unit whose capacity equals the demand to the last bits is
 * not counted twice (the cost engine's replica rounding). */
#define DISAGG_UNITS_REL_TOL 1e-9

/* out's p99 TTFT (found units only: the ratio search sets the one it
 * keeps, not each it tries). */
static void set_ttft(const struct gs_disagg_in *in,
                     struct gs_disagg_pools *out)
{
    if (out->found)
        out->ttft_p99_s = in->t_pre_s + in->kv_s +
                          gs_perf_disagg_wait_s(in->t_pre_s, out->load);
}

/* n rounded up to whole instances of k GPUs (k < 1: n). */
static int64_t whole_instances(int64_t n, int64_t k)
{
    return k < 1 ? n : (n + k - 1) / k * k;
}

/* The target's largest load: the caller's, else the bisection. */
static double max_load(const struct gs_disagg_in *in)
{
    return in->max_load > 0.0
               ? in->max_load
               : gs_perf_disagg_max_load(in->t_pre_s, in->kv_s,
                                         in->ttft_p99_s);
}

/* gs_disagg_pools_at at the target's largest load rho_max. */
static void pools_at(const struct gs_disagg_in *in, int64_t r,
                     int64_t prefill_instances, double rho_max,
                     struct gs_disagg_pools *out)
{
    double lambda = (double)r * in->decode_requests_per_s;
    double units, w = in->prefill_gpu_weight > 0.0 ? in->prefill_gpu_weight
                                                   : 1.0;
    int64_t dp = prefill_instances, paid;

    memset(out, 0, sizeof(*out));
    out->max_load = rho_max;
    if (!(rho_max > 0.0) || r < 1 || !(lambda > 0.0))
        return;
    if (dp < 1)
        dp = (int64_t)ceil(lambda * in->t_pre_s / rho_max);
    if (dp < 1)
        dp = 1;
    /* a pool rented as whole instances: the spare GPUs that make whole
     * prefill instances serve (they only lower the load) */
    paid = whole_instances(dp * in->prefill_instance_gpus,
                           in->prefill_rent_gpus);
    dp = paid / in->prefill_instance_gpus;
    out->load = lambda * in->t_pre_s / (double)dp;
    if (out->load > rho_max)
        return;
    out->found = true;
    out->decode_replicas = r;
    out->prefill_instances = dp;
    out->prefill_gpus = dp * in->prefill_instance_gpus;
    out->decode_gpus = r * in->decode_gpus;
    out->prefill_paid_gpus = paid;
    out->decode_paid_gpus = whole_instances(out->decode_gpus,
                                            in->decode_rent_gpus);
    out->n_gpus = out->prefill_paid_gpus + out->decode_paid_gpus;
    out->unit_requests_per_s = lambda;
    out->unit_tokens_per_s = (double)r * in->decode_tokens_per_s;
    units = ceil(in->demand_requests_per_s / lambda *
                 (1.0 - DISAGG_UNITS_REL_TOL));
    out->units = units < 1.0 ? 1 : (int64_t)units;
    out->total_gpus = out->units * out->n_gpus;
    out->total_weighted_gpus = (double)out->units *
                               ((double)out->prefill_paid_gpus * w +
                                (double)out->decode_paid_gpus);
}

void gs_disagg_pools_at(const struct gs_disagg_in *in, int64_t r,
                        int64_t prefill_instances,
                        struct gs_disagg_pools *out)
{
    pools_at(in, r, prefill_instances, max_load(in), out);
    set_ttft(in, out);
}

void gs_disagg_search(const struct gs_disagg_in *in,
                      struct gs_disagg_pools *out)
{
    int64_t r;

    memset(out, 0, sizeof(*out));
    out->max_load = max_load(in);
    for (r = 1; r <= GS_DISAGG_MAX_DECODE_REPLICAS; r++) {
        struct gs_disagg_pools p;

        pools_at(in, r, 0, out->max_load, &p);
        if (!p.found || p.n_gpus > in->max_gpus)
            break;
        if (!out->found ||
            p.total_weighted_gpus <
                out->total_weighted_gpus * (1.0 - DISAGG_UNITS_REL_TOL) ||
            (p.total_weighted_gpus <=
                 out->total_weighted_gpus * (1.0 + DISAGG_UNITS_REL_TOL) &&
             p.n_gpus < out->n_gpus))
            *out = p;
    }
    set_ttft(in, out);
}

double gs_disagg_prefill_gpu_s(const struct gs_disagg_prefill_option *o,
                               double ttft_p99_s)
{
    double rho;

    if (o->gpus < 1 || !(o->t_pre_s > 0.0))
        return INFINITY;
    rho = gs_perf_disagg_max_load(o->t_pre_s, o->kv_s, ttft_p99_s);
    if (!(rho > 0.0))
        return INFINITY;
    return (double)o->gpus * o->t_pre_s / rho;
}

bool gs_disagg_prefill_better(const struct gs_disagg_prefill_option *a,
                              double ca,
                              const struct gs_disagg_prefill_option *b,
                              double cb)
{
    if (!isfinite(ca))
        return false;
    if (!isfinite(cb) || ca < cb * (1.0 - DISAGG_UNITS_REL_TOL))
        return true;
    return ca <= cb * (1.0 + DISAGG_UNITS_REL_TOL) &&
           (a->gpus < b->gpus ||
            (a->gpus == b->gpus && a->t_pre_s < b->t_pre_s));
}

long gs_disagg_prefill_choose(const struct gs_disagg_prefill_option *opt,
                              size_t n, double ttft_p99_s,
                              double *gpu_s_per_request)
{
    long best = -1;
    double best_cost = INFINITY;
    size_t i;

    for (i = 0; i < n; i++) {
        double cost = gs_disagg_prefill_gpu_s(&opt[i], ttft_p99_s);

        if (best < 0 ? isfinite(cost)
                     : gs_disagg_prefill_better(&opt[i], cost, &opt[best],
                                                best_cost)) {
            best = (long)i;
            best_cost = cost;
        }
    }
    if (gpu_s_per_request)
        *gpu_s_per_request = best < 0 ? NAN : best_cost;
    return best;
}
