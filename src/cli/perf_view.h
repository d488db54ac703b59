#ifndef GPUSEL_PERF_VIEW_H
#define GPUSEL_PERF_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "perf.h"
#include "report.h"
#include "explain.h"

/*
 * How `gpusel perf` shows its answers (CLI layer): the rows (one per
 * GPU), the concurrency sweep, the formula trace.  cmd/perf.c computes
 * them; docs/commands/perf.md documents every column.
 */

/* One GPU's answer, computed before anything is rendered. */
struct gs_perf_row {
    const struct gs_model *model;
    const struct gs_gpu *gpu;
    bool found;                  /* a layout holds the question */
    struct gs_perf_point pt;     /* the chosen layout and concurrency */
    int64_t max_meeting;         /* largest concurrency meeting the
                                  * targets; 0 none meets; -1 no targets */
    char reason[200];            /* why not, or ""; */
};

/* qsort order: rows found first, most tokens/s, then GPU id. */
int gs_perf_row_cmp(const void *x, const void *y);

struct gs_perf_view_opts {
    bool human;                  /* table/markdown: compact columns */
    bool targets;                /* latency targets were given */
    const struct gs_perf_row *const *sweep_rows; /* NULL: the sweep is one
                                  * GPU's; else point i's row, and a gpu
                                  * column leads the sweep table */
};

#define GS_PERF_VIEW_MAX_COLS 48

/* The tables of one report; they borrow the rows and sweep points. */
struct gs_perf_view {
    struct gs_column cols[GS_PERF_VIEW_MAX_COLS];
    struct gs_column sweep_cols[GS_PERF_VIEW_MAX_COLS];
    struct gs_table main, sweep;
    struct gs_explain explain;        /* --explain: perf's trace */
};

/* Fill v's main table from rows and the sweep table from points (may be
 * 0), add them to r.  0, or -1 with GS_ENOMEM; release v either way. */
int gs_perf_view_build(struct gs_perf_view *v, struct gs_report *r,
                       const struct gs_perf_row *rows, size_t n_rows,
                       const struct gs_perf_point *sweep, size_t n_sweep,
                       const struct gs_perf_view_opts *o, struct gs_error *err);

void gs_perf_view_release(struct gs_perf_view *v);

#endif /* GPUSEL_PERF_VIEW_H */
