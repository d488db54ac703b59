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

/* gs_disagg_pools_at at the target's largest load rho_max, but the p99
 * TTFT (set_ttft). */
static void pools_at(const struct gs_disagg_in *in, int64_t r,
                     int64_t prefill_instances, double rho_max,
                     struct gs_disagg_pools *out)
{
    double lambda = (double)r * in->decode_requests_per_s;
    double units;
    int64_t dp = prefill_instances;

    memset(out, 0, sizeof(*out));
    out->max_load = rho_max;
    if (!(rho_max > 0.0) || r < 1 || !(lambda > 0.0))
        return;
    if (dp < 1)
        dp = (int64_t)ceil(lambda * in->t_pre_s / rho_max);
    if (dp < 1)
        dp = 1;
    out->load = lambda * in->t_pre_s / (double)dp;
    if (out->load > rho_max)
        return;
    out->found = true;
    out->decode_replicas = r;
    out->prefill_instances = dp;
    out->prefill_gpus = dp * in->prefill_instance_gpus;
    out->decode_gpus = r * in->decode_gpus;
    out->n_gpus = out->prefill_gpus + out->decode_gpus;
    out->unit_requests_per_s = lambda;
    out->unit_tokens_per_s = (double)r * in->decode_tokens_per_s;
    units = ceil(in->demand_requests_per_s / lambda *
                 (1.0 - DISAGG_UNITS_REL_TOL));
    out->units = units < 1.0 ? 1 : (int64_t)units;
    out->total_gpus = out->units * out->n_gpus;
}

void gs_disagg_pools_at(const struct gs_disagg_in *in, int64_t r,
                        int64_t prefill_instances,
                        struct gs_disagg_pools *out)
{
    pools_at(in, r, prefill_instances,
             gs_perf_disagg_max_load(in->t_pre_s, in->kv_s, in->ttft_p99_s),
             out);
    set_ttft(in, out);
}

void gs_disagg_search(const struct gs_disagg_in *in,
                      struct gs_disagg_pools *out)
{
    int64_t r;

    memset(out, 0, sizeof(*out));
    out->max_load = gs_perf_disagg_max_load(in->t_pre_s, in->kv_s,
                                            in->ttft_p99_s);
    for (r = 1; r <= GS_DISAGG_MAX_DECODE_REPLICAS; r++) {
        struct gs_disagg_pools p;

        pools_at(in, r, 0, out->max_load, &p);
        if (!p.found || p.n_gpus > in->max_gpus)
            break;
        if (!out->found || p.total_gpus < out->total_gpus ||
            (p.total_gpus == out->total_gpus && p.n_gpus < out->n_gpus))
            *out = p;
    }
    set_ttft(in, out);
}
