#ifndef GPUSEL_DISAGG_H
#define GPUSEL_DISAGG_H

#include <stdbool.h>
#include <stddef.h>
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
    /* Heterogeneous pools (rank --prefill-gpu; docs/engines/perf.md,
     * "Pool sizing in rank").  Each 0 keeps the one-type search: */
    double prefill_gpu_weight;  /* a prefill GPU-hour's price in decode
                                 * GPU-hours (p_P / p_D), so the ratio
                                 * search minimises cost; 0: 1 */
    int64_t prefill_rent_gpus;  /* GPUs per rented instance of each pool:
                                 * a pool is paid as whole instances (the
                                 * spare prefill GPUs that make whole
                                 * prefill instances join the pool, the
                                 * rest idle); 0: any count */
    int64_t decode_rent_gpus;
    double max_load;            /* the target's largest load rho_max when
                                 * the caller has it (gs_perf_disagg_
                                 * max_load of t_pre_s, kv_s, ttft_p99_s:
                                 * the same bisection, done once); 0:
                                 * computed here */
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
    int64_t prefill_paid_gpus, decode_paid_gpus; /* whole rented
                                 * instances (= prefill_gpus, decode_gpus
                                 * without rent sizes); n_gpus is their
                                 * sum */
    double total_weighted_gpus; /* units x (prefill_paid x weight +
                                 * decode_paid): what the search orders */
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
 * (units x GPUs per unit; with a prefill_gpu_weight, prefill GPUs
 * counted at it: the cheapest) wins, then the smaller unit.  out->found false
 * when none meets the target (t_pre + t_kv alone miss it, or even one
 * decode replica needs a unit past max_gpus).
 */
void gs_disagg_search(const struct gs_disagg_in *in,
                      struct gs_disagg_pools *out);

/*
 * The prefill instance's own layout (docs/engines/perf.md, "Pool sizing
 * in rank"): one option per tensor-parallel degree the perf engine
 * evaluated (one prompt's prefill alone, t_pre, and its KV transfer,
 * t_kv, at that tp).  An instance at the target's largest load rho_max
 * (gs_perf_disagg_max_load) serves rho_max / t_pre prompts per second
 * on tp GPUs, so a pool of them costs
 *
 *     tp x t_pre / rho_max(t_pre, t_kv, target)
 *
 * GPU-seconds per prompt (tp read as the instance's GPUs): the option
 * with the least wins (then fewer GPUs, then the shorter prefill).  An option whose t_pre + t_kv alone
 * miss the target (rho_max 0) is never chosen.
 */
struct gs_disagg_prefill_option {
    int64_t gpus;               /* GPUs per prefill instance (tp x pp),
                                 * >= 1 */
    double t_pre_s, kv_s;
};

/* The index of the chosen option, its GPU-seconds per prompt into
 * *gpu_s_per_request (may be NULL); -1 when none meets the target. */
long gs_disagg_prefill_choose(const struct gs_disagg_prefill_option *opt,
                              size_t n, double ttft_p99_s,
                              double *gpu_s_per_request);

/* The pieces, for a caller that walks the options one at a time: one
 * option's GPU-seconds per prompt (INFINITY when it misses the target),
 * and whether option a at cost ca is chosen before b at cb (the order
 * above). */
double gs_disagg_prefill_gpu_s(const struct gs_disagg_prefill_option *o,
                               double ttft_p99_s);
bool gs_disagg_prefill_better(const struct gs_disagg_prefill_option *a,
                              double ca,
                              const struct gs_disagg_prefill_option *b,
                              double cb);

#endif /* GPUSEL_DISAGG_H */
