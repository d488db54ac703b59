#ifndef GPUSEL_SWEEP_GRID_H
#define GPUSEL_SWEEP_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "cost.h"
#include "error.h"
#include "gpu.h"
#include "layout.h"
#include "model.h"
#include "perf.h"
#include "question.h"
#include "serving.h"
#include "workload.h"

/*
 * The sweep grid (plan layer, src/plan/sweep_grid.c): for one GPU, GPU count
 * and settled work, every concurrency of the axis, each answered by the
 * perf engine's best layout there, handed to a per-point callback; and
 * the cost of a point at one offer.  `gpusel sweep` (src/cli/cmd/sweep.c)
 * walks GPUs, counts, weight formats and contexts, formats the rows and
 * streams them; this decides what each row says.  Pure: no I/O, no
 * globals; memory from the caller's arena.
 *
 * A replica's roofline is the same whatever the data-parallel degree and
 * the GPU count it is part of, so it is estimated once per (tp, pp,
 * sequences) for one (GPU, work), in a memo that gs_sweep_grid_new_work()
 * empties: the count 8 split tp 1 x dp 8 at 64 sequences reuses count
 * 1's at 8.
 */

/* Why a point has no answer (its `reason` column). */
enum gs_sweep_why {
    GS_SWEEP_WHY_NONE,           /* it has one */
    GS_SWEEP_WHY_NO_LAYOUT,      /* no tensor x pipeline split is valid */
    GS_SWEEP_WHY_NO_SEQUENCE,    /* one sequence does not fit */
    GS_SWEEP_WHY_ABOVE_CAPACITY, /* more sequences than the KV cache holds */
    GS_SWEEP_WHY_OUTSIDE_MODEL,  /* the engines refuse the point */
    GS_SWEEP_WHY_NO_TRAIN_FIT,   /* training: no layout fits */
    GS_SWEEP_WHY_COUNT
};

struct gs_sweep_layout {
    int64_t tp, pp, dp, cap;      /* cap: KV capacity per replica */
};

struct gs_sweep_rf_memo;

/* The grid's working memory; use only through the functions below. */
struct gs_sweep_grid {
    struct gs_arena *arena;
    const struct gs_model *model;
    struct gs_sweep_layout *layouts;
    size_t layouts_cap;
    struct gs_sweep_rf_memo *memo;
    size_t memo_cap, memo_n;
};

void gs_sweep_grid_init(struct gs_sweep_grid *gr, const struct gs_model *m,
                        struct gs_arena *arena);

/* Forget the remembered rooflines: the next block is another work. */
void gs_sweep_grid_new_work(struct gs_sweep_grid *gr);

/*
 * The perf engine's question for q's model on g at work w (prompt
 * tokens for its context), the roofline constants for the GPU and
 * precision, serving engine e's profile, and q's p99 targets for a
 * realtime question (as `gpusel perf` and `cost` ask it).
 */
void gs_sweep_query(const struct gs_cost_question *q,
                    const struct gs_model *m, const struct gs_gpu *g,
                    const struct gs_workload *w, int64_t prompt_tokens,
                    enum gs_serving_engine e, struct gs_perf_query *out);

/*
 * One point: concurrency c; p the best layout's point (NULL: no answer,
 * `why` says why); max_concurrency the most sequences any layout holds.
 * 0 to go on, -1 with *err to stop.
 */
typedef int gs_sweep_point_fn(void *user, int64_t c,
                              const struct gs_perf_point *p,
                              int64_t max_concurrency,
                              enum gs_sweep_why why, struct gs_error *err);

/*
 * Every concurrency of conc[0..n_conc) at n GPUs for query q (NULL: the
 * work could not be settled, every point outside the model), best
 * layout first by gs_perf_better, each handed to fn; a point with no
 * answer is skipped when fits_only.  0, or -1 with *err (GS_ENOMEM, an
 * engine's internal error, fn's error).
 */
int gs_sweep_block(struct gs_sweep_grid *gr, const struct gs_perf_query *q,
                   int64_t n, const int64_t *conc, size_t n_conc,
                   bool fits_only, gs_sweep_point_fn *fn, void *user,
                   struct gs_error *err);

/*
 * The cost of point p on n GPUs at pricing `pr` for question q, into
 * *res: the cost engine at the point's tokens/s.  Without demand
 * (has_demand false) the point is priced at its own throughput, fully
 * used: one unit at utilisation 1.  False when it has no finite cost.
 */
bool gs_sweep_point_cost(const struct gs_cost_question *q, bool has_demand,
                         const struct gs_cost_pricing *pr,
                         const struct gs_perf_point *p, int64_t n,
                         struct gs_cost_result *res);

/*
 * A training point: the fastest layout of n GPUs that fits for work w at
 * GEMM precision prec (gs_candidate_train_layout: tp inside the scale-up
 * domain, pp, dp, ZeRO 0-3), q's token budget, a measured MFU when `mfu`
 * is set (else the model's), into *t; *found false when no layout is
 * valid.
 */
void gs_sweep_train_point(const struct gs_cost_question *q,
                          const struct gs_model *m, const struct gs_gpu *g,
                          int64_t n, enum gs_precision prec,
                          const struct gs_workload *w, double mfu,
                          struct gs_candidate_throughput *t, bool *found);

#endif /* GPUSEL_SWEEP_GRID_H */
