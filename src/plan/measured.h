#ifndef GPUSEL_MEASURED_H
#define GPUSEL_MEASURED_H

#include <stdint.h>

#include "arena.h"
#include "bench.h"
#include "error.h"
#include "gpu.h"
#include "model.h"
#include "question.h"

/*
 * --measured (plan layer, src/plan/measured.c): which row of a team's
 * BENCH.csv (bench.h) answers the question on one GPU, and that row as
 * the question's `measured` entry.  Pure: the command reads the file
 * once (src/cli/cost_question.c) and hands the rows here.
 */

/* The model `name` means (a catalogue id or alias), or NULL when the
 * catalogue has none: the command's lookup. */
typedef const struct gs_model *gs_model_find_fn(const void *user,
                                                const char *name);

/*
 * The row of b that answers q on GPU g, or NULL: g's, with n_gpus GPUs
 * when n_gpus is set (not GS_UNSET_I64), of the kind's work (images for
 * media, tokens otherwise), of one of q's weight formats when both the
 * row and q name any other than auto, meeting q's p99 TTFT and ITL targets where
 * the row measured them, and of q's model (both names found by `find`:
 * the same model; otherwise the names equal, case ignored; media rows
 * match any model); of those the most throughput per GPU, the first on
 * a tie.
 */
const struct gs_bench_row *
gs_measured_best_row(const struct gs_bench *b, const struct gs_gpu *g,
                     int64_t n_gpus, const struct gs_cost_question *q,
                     gs_model_find_fn *find, const void *user);

/*
 * Apply b's best row for g (gs_measured_best_row) to q as a `measured`
 * entry (gs_bench_row_measured, gs_question_apply_measured) whose source
 * reads "measured (PATH:LINE)", in `arena`.  No such row leaves q as it
 * is.  0, or -1 with GS_ENOMEM.
 */
int gs_measured_apply(struct gs_cost_question *q, const struct gs_bench *b,
                      const struct gs_gpu *g, int64_t n_gpus,
                      gs_model_find_fn *find, const void *user,
                      struct gs_arena *arena, struct gs_error *err);

#endif /* GPUSEL_MEASURED_H */
