#ifndef GPUSEL_SWEEP_DISAGG_H
#define GPUSEL_SWEEP_DISAGG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cost.h"
#include "error.h"
#include "gpu.h"
#include "market.h"
#include "model.h"
#include "perf.h"
#include "price.h"
#include "question.h"
#include "serving.h"
#include "sweep_walk.h"

/*
 * `gpusel sweep --disagg` (plan layer, src/plan/sweep_disagg.c;
 * docs/commands/sweep.md, "Disaggregated sweep"): the grid of prefill
 * pool sizes x decode pool sizes, each pair evaluated as `gpusel perf
 * --disagg` and priced as `gpusel cost --disagg` price it (the same
 * queries, the perf engine's gs_perf_disagg_choose, the cost engine),
 * the prefill pool's price row when it is another GPU type, and the
 * rule that picks the best row.  Pure: no I/O, no globals, no
 * allocation.
 */

/* Why a disaggregated point has no answer (its `reason` column). */
enum gs_sweep_disagg_why {
    GS_SWEEP_DISAGG_OK,
    GS_SWEEP_DISAGG_OUTSIDE_MODEL,  /* the work could not be settled */
    GS_SWEEP_DISAGG_NO_PREFILL,     /* no prefill instance of the pool
                                     * (tp dividing it) holds one prompt */
    GS_SWEEP_DISAGG_NO_LAYOUT,      /* the EP group does not divide the
                                     * decode pool: no layout */
    GS_SWEEP_DISAGG_NO_DECODE,      /* the decode pool holds no sequence */
    GS_SWEEP_DISAGG_ABOVE_CAPACITY, /* the concurrency asked is above the
                                     * decode pool's KV capacity */
    GS_SWEEP_DISAGG_WHY_COUNT
};

/* One point of the grid. */
struct gs_sweep_disagg_ask {
    const struct gs_cost_question *q;   /* the question (its prompt and
                                         * format replaced by work's) */
    const struct gs_model *m;
    const struct gs_gpu *decode_gpu;
    const struct gs_gpu *prefill_gpu;   /* NULL: decode_gpu */
    const struct gs_sweep_work *work;   /* format and context; !ok:
                                         * outside the model */
    const char *engine;                 /* --engine; NULL: the default */
    int64_t ep;                         /* the decode pool's EP group
                                         * (1: none) */
    bool attention_dp;                  /* over it, when ep > 1 */
    int64_t prefill_gpus, decode_gpus;  /* >= 1 each */
    int64_t concurrency;                /* decode sequences in flight;
                                         * GS_UNSET_I64: the largest that
                                         * meets the targets */
};

struct gs_sweep_disagg_point {
    bool found;                         /* d holds the answer */
    enum gs_sweep_disagg_why why;
    int64_t decode_max_concurrency;     /* the decode pool's KV capacity
                                         * (its best split at 1) */
    struct gs_perf_disagg d;
};

/*
 * Evaluate one point into *out: the prefill and decode queries as
 * `gpusel cost --disagg` builds them (gs_candidate_perf_query with the
 * work's prompt and format; the decode pool decode-only with the ITL
 * target, the prefill pool tensor parallel with the TTFT target), the
 * decode pool at the EP group asked, then gs_perf_disagg_choose.  A
 * point with no answer says why.  0, or -1 with *err (a usage error of
 * the question, an engine's internal error).
 */
int gs_sweep_disagg_eval(const struct gs_sweep_disagg_ask *a,
                         struct gs_sweep_disagg_point *out,
                         struct gs_error *err);

/*
 * The cost of answered point d at pricing `pr` for question q (the
 * cost engine on d->n_gpus GPUs at d's output tokens/s, as cost
 * --disagg prices fixed pools); without demand (has_demand false) the
 * unit is priced fully used.  False when it has no finite cost.
 */
bool gs_sweep_disagg_cost(const struct gs_cost_question *q, bool has_demand,
                          const struct gs_cost_pricing *pr,
                          const struct gs_perf_disagg *d,
                          struct gs_cost_result *res);

/*
 * The prefill pool's price row when it is another GPU type than the
 * decode pool's offer `decode_row` (kind `kind`): the standing row of
 * prefill_gpu at that kind from the same provider (one cloud holds both
 * pools: the KV moves inside it), else the row `gpusel cost --disagg
 * --prefill-gpu` chooses (the kind's row matching `provider` and
 * `region`, NULL for any).  NULL when the prefill GPU has none.
 */
const struct gs_price *gs_sweep_disagg_prefill_row(
    const struct gs_plan_prices *pp, const struct gs_gpu *prefill_gpu,
    enum gs_pricing kind, const struct gs_price *decode_row,
    const char *provider, const char *region, int64_t prefill_gpus);

/*
 * Whether offers renting prefill_instance_gpus and decode_instance_gpus
 * GPUs per instance (0: owned, any) hold the pools' tensor-parallel
 * groups (a prefill instance of prefill_tp GPUs, a decode replica of
 * decode_tp) inside one instance or a whole number of scale-up-spanning
 * instances (gs_price_unit_gpus, the rule cost and rank apply): eight
 * 1-GPU VMs are not one tp-8 NVLink group.  The sweep still prices the
 * other offers per GPU-hour, as every sweep row, but none of them can
 * be the best row.
 */
bool gs_sweep_disagg_offer_holds(const struct gs_gpu *prefill_gpu,
                                 int64_t prefill_instance_gpus,
                                 int64_t prefill_tp,
                                 const struct gs_gpu *decode_gpu,
                                 int64_t decode_instance_gpus,
                                 int64_t decode_tp);

/* What the best-row rule reads of one row. */
struct gs_sweep_disagg_rank {
    bool meets;                 /* answered and every target met */
    bool offer_holds;           /* gs_sweep_disagg_offer_holds */
    bool priced;                /* a finite cost per Mtok */
    double usd_per_mtok;
    double tokens_per_s_per_gpu;
    int64_t n_gpus;             /* both pools */
};

/*
 * Whether row a beats row b for the `best` column (docs/commands/
 * sweep.md, "Disaggregated sweep"): only a row meeting the targets
 * whose offer holds its tensor-parallel groups can be best; a priced row beats an unpriced one; two priced rows by the
 * lower USD per million tokens, then the higher output tokens/s per
 * GPU, then the fewer GPUs; two unpriced by tokens/s per GPU, then the
 * fewer GPUs.  Equal rows: false (the first stays best).  b NULL: a
 * beats nothing only if it can be best.
 */
bool gs_sweep_disagg_better(const struct gs_sweep_disagg_rank *a,
                            const struct gs_sweep_disagg_rank *b);

#endif /* GPUSEL_SWEEP_DISAGG_H */
