#ifndef GPUSEL_FIT_VIEW_H
#define GPUSEL_FIT_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gpu.h"
#include "layout.h"
#include "report.h"
#include "explain.h"
#include "resolve.h"

/*
 * How `gpusel fit` shows its answers (CLI layer): the rows, their
 * columns per format and question, the breakdown and formula tables, the
 * notes and the per-hardware caveats.  cmd/fit.c computes the rows;
 * docs/commands/fit.md documents every column.
 */

/* One (model, GPU) answer, computed before anything is rendered. */
struct gs_fit_row {
    const struct gs_model *model;
    const struct gs_gpu *gpu;
    struct gs_workload work;       /* settled (reverse: the format used) */
    struct gs_layout_answer ans;   /* the fit, or the closest miss */
    int64_t min_gpus;              /* fewest GPUs of any layout; 0 none */
    struct gs_layout min_layout;   /* that layout */
    int64_t max_batch, max_context;
    double sort_key;               /* --by (0 without) */
    char reason[200];              /* why not, or a caveat; "" none */
};

/* qsort order: rows that fit first, then sort_key (largest first), then
 * the larger model, fewer GPUs, more headroom, model id, GPU id. */
int gs_fit_row_cmp(const void *x, const void *y);

/* A caveat when GPU g treats format t differently (nf4 off CUDA/ROCm,
 * fp8 before sm80 or with an unpublished rate, no bf16/fp16/int8 matrix
 * rate); buf is left alone when there is none. */
void gs_fit_caveat(const struct gs_gpu *g, enum gs_dtype t, char *buf,
                   size_t size);

/* Fill row->reason, unless set: no valid layout within max_gpus, what
 * the closest miss needs and has, or a caveat for the formats used. */
void gs_fit_row_reason(struct gs_fit_row *row, int64_t max_gpus);

/* What to show. */
struct gs_fit_view_opts {
    bool human;        /* table/markdown: the compact columns */
    bool reverse;      /* no --model: one row per (model, GPU) */
    bool fixed;        /* a fixed GPU count */
    bool train;        /* training: "max micro-batch" */
    int64_t n_gpus;    /* the fixed count ("fits on N") */
    bool detail;       /* one GPU, one model: breakdown (and formulas) */
    bool explain;      /* --explain */
};

#define GS_FIT_VIEW_MAX_COLS 32

/* The tables of one report; they borrow the rows, which must outlive
 * the report.  Opaque: use the functions. */
struct gs_fit_view {
    struct gs_column cols[GS_FIT_VIEW_MAX_COLS];
    char fits_title[32];
    struct gs_table main, breakdown;
    struct gs_explain explain;        /* --explain: the fit engine's trace */
};

/* Fill v from rows and add its tables to r.  Returns 0, or -1 with
 * *err (out of memory, or the engine's error re-tracing --explain);
 * release v either way. */
int gs_fit_view_build(struct gs_fit_view *v, struct gs_report *r,
                      const struct gs_fit_row *rows, size_t n_rows,
                      const struct gs_fit_view_opts *o, struct gs_error *err);

/* The notes for a forward question about rm with settled workload w. */
void gs_fit_view_notes(struct gs_report *r, const struct gs_resolved_model *rm,
                       const struct gs_workload *w);

void gs_fit_view_release(struct gs_fit_view *v);

#endif /* GPUSEL_FIT_VIEW_H */
