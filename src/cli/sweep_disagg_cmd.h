#ifndef GPUSEL_SWEEP_DISAGG_CMD_H
#define GPUSEL_SWEEP_DISAGG_CMD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "command.h"
#include "error.h"
#include "gpu.h"
#include "model.h"
#include "question.h"
#include "sweep_walk.h"
#include "sweep_write.h"
#include "workload_file.h"

/*
 * `gpusel sweep --disagg` (CLI layer, src/cli/sweep_disagg_cmd.c;
 * docs/commands/sweep.md, "Disaggregated sweep"): every (decode GPU,
 * prefill GPU, format, context, EP size, prefill pool, decode pool,
 * concurrency) point evaluated by plan (src/plan/sweep_disagg.h), kept
 * so that the best row can be marked, then one row per offer.  The
 * command (src/cli/cmd/sweep.c) settles the question and the axes.
 */

/* Most points a disaggregated sweep evaluates: each is kept until the
 * best row is known (1.5 KB: struct gs_perf_disagg), and each costs a
 * bisection of the perf engine over the decode concurrency (measured 30
 * us: 4,096 pool pairs of the 70B 32k workload on H100 in 0.12 s), so
 * 100,000 points are about 150 MB and a few seconds. */
#define GS_SWEEP_DISAGG_MAX_POINTS 100000

struct gs_sweep_disagg_grid {
    struct gs_context *ctx;
    const struct gs_cost_args *cost;    /* the flags (pricing terms) */
    const struct gs_cost_question *q;
    bool has_cost;                      /* the question has demand */
    const struct gs_model *model;
    const struct gs_gpu *const *gpus;   /* decode GPUs */
    size_t n_gpus;
    const struct gs_gpu *const *prefill; /* prefill GPUs; n 0: each
                                         * decode GPU's own */
    size_t n_prefill;
    const int64_t *prefill_gpus, *decode_gpus, *conc, *eps;
    size_t n_prefill_gpus, n_decode_gpus, n_conc, n_eps; /* n_conc 0:
                                         * the largest meeting targets */
    bool attention_dp;
    const struct gs_sweep_work *works;  /* n_formats x n_ctxs */
    size_t n_formats, n_ctxs;
    const struct gs_workload_file *file; /* its constraints; NULL */
    const int *kinds;                   /* enum gs_pricing, -1: none */
    size_t n_kinds;
    bool fits_only;
    int64_t max_rows;
};

/* The keys of a disaggregated sweep's columns. */
extern const char *const gs_sweep_disagg_keys[];
extern const size_t gs_sweep_disagg_n_keys;

struct gs_sweep_disagg_state;

/*
 * Count the grid (refused over GS_SWEEP_DISAGG_MAX_POINTS points or
 * g->max_rows rows: GS_EUSAGE), evaluate every point and find the best
 * row, into *out (free with gs_sweep_disagg_free).  0, or -1 with *err.
 */
int gs_sweep_disagg_prepare(const struct gs_sweep_disagg_grid *g,
                            struct gs_sweep_disagg_state **out,
                            struct gs_error *err);

/* Write the rows to o (begun with gs_sweep_disagg_keys).  0, or -1. */
int gs_sweep_disagg_write(struct gs_sweep_disagg_state *s,
                          struct gs_sweep_out *o, struct gs_error *err);

/*
 * --explain-row: instead of the rows, the numbers and formulas of data
 * row `spec` (1 the first after the header, as --fits-only leaves them)
 * or of the best row ("best"), as text to fp.  0, or -1 with GS_EUSAGE
 * (no such row) or GS_EDOMAIN (no best row).
 */
int gs_sweep_disagg_explain(struct gs_sweep_disagg_state *s, const char *spec,
                            FILE *fp, struct gs_error *err);

/*
 * --plot: an SVG chart to `path` (atomically): x the prefill:decode GPU
 * ratio, y each point's cheapest USD/Mtok at an offer that could be best
 * (tokens/s per GPU when no point has a cost), a curve per decode pool
 * (and GPU pair, work, EP size, concurrency), points missing a target
 * left out, the best row's point labelled.  0, or -1 with *err.
 */
int gs_sweep_disagg_plot(struct gs_sweep_disagg_state *s, const char *path,
                         struct gs_error *err);

/*
 * --format table: the rows' main columns as a report table (fitted to
 * the width, --wide and --columns as for other reports) with the best
 * row in a note, through gs_context_emit (--output too).  0, or -1.
 */
int gs_sweep_disagg_table(struct gs_sweep_disagg_state *s,
                          struct gs_error *err);

void gs_sweep_disagg_free(struct gs_sweep_disagg_state *s);

#endif /* GPUSEL_SWEEP_DISAGG_CMD_H */
