#ifndef GPUSEL_DISAGG_H
#define GPUSEL_DISAGG_H

#include <stdbool.h>
#include <stdint.h>

/*
 * Sizing a disaggregated deployment's pools (plan layer,
 * src/plan/disagg.c; docs/engines/perf.md, "Pool sizing in rank"): the
 * decode pool is sized for the ITL target (its replicas run the
 * concurrency that meets it), the prefill pool for the TTFT target (the
 * fewest prefill instances whose M/D/1 p99 wait keeps t_pre + t_kv +
 * wait under it), and the ratio between them (decode replicas per
 * prefill pool) searched for the fewest GPUs that carry the demand.
 * Pure arithmetic over what the perf engine measured once per GPU (one
 * decode replica, one prompt's prefill): no roofline call, so the
 * search costs nothing next to the engine's.
 */

/* Most decode replicas that share one prefill pool in the ratio search:
 * a search bound (the ratio r decode replicas : ceil(r x lambda x t_pre
 * / rho_max) prefill instances repeats its rounding after a few r), not
 * physics; docs/engines/perf.md, "Pool sizing in rank". */
#define GS_DISAGG_MAX_DECODE_REPLICAS 8

/* What the perf engine measured for one GPU type. */
struct gs_disagg_in {
    double t_pre_s;             /* one prompt's prefill alone on one
                                 * prefill instance, > 0 */
    double kv_s;                /* its KV transfer to the decode pool */
    int64_t prefill_instance_gpus; /* GPUs per prefill instance, >= 1 */
    int64_t decode_gpus;        /* GPUs per decode replica, >= 1 */
    double decode_requests_per_s; /* one decode replica at the
                                 * concurrency meeting the ITL target:
                                 * C / ((O - 1) itl), > 0 */
    double decode_tokens_per_s; /* its output tokens/s */
    double ttft_p99_s;          /* the target, > 0 */
    double demand_requests_per_s; /* what the fleet must carry (peak x
                                 * (1 + retries)), > 0 */
    int64_t max_gpus;           /* largest unit (prefill + decode GPUs) */
};

/* One unit: r decode replicas fed by one prefill pool. */
struct gs_disagg_pools {
    bool found;
    int64_t decode_replicas, prefill_instances;
    int64_t prefill_gpus, decode_gpus, n_gpus;  /* per unit */
    double load;                /* the prefill pool's rho */
    double max_load;            /* the largest rho meeting the target */
    double ttft_p99_s;          /* t_pre + t_kv + wait(rho) */
    double unit_requests_per_s, unit_tokens_per_s;
    int64_t units;              /* units that carry the demand */
    int64_t total_gpus;         /* units x n_gpus */
};

/*
 * The unit of r decode replicas and `prefill_instances` prefill
 * instances (0: the fewest that meet the TTFT target), into *out;
 * out->found false when t_pre + t_kv alone miss the target or the given
 * instances leave the load at or past the target's.
 */
void gs_disagg_pools_at(const struct gs_disagg_in *in, int64_t r,
                        int64_t prefill_instances,
                        struct gs_disagg_pools *out);

/*
 * The ratio search: r = 1 .. GS_DISAGG_MAX_DECODE_REPLICAS decode
 * replicas (units up to in->max_gpus), each with the fewest prefill
 * instances meeting the TTFT target; the fewest GPUs for the demand
 * (units x GPUs per unit) wins, then the smaller unit.  out->found false
 * when none meets the target (t_pre + t_kv alone miss it, or even one
 * decode replica needs a unit past max_gpus).
 */
void gs_disagg_search(const struct gs_disagg_in *in,
                      struct gs_disagg_pools *out);

#endif /* GPUSEL_DISAGG_H */
