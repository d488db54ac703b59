#ifndef GPUSEL_PROGRESS_H
#define GPUSEL_PROGRESS_H

/*
 * Progress on stderr for loops that can take more than a second (fit and
 * perf over every GPU of a large catalogue; issue 11, D5).  Shown only
 * when stderr is a terminal, only once the work has run for
 * GS_PROGRESS_DELAY_S, redrawn at most every GS_PROGRESS_REDRAW_S, and
 * erased when the work ends, so that neither a report on stdout nor a
 * redirected stderr ever holds it.  Constants: docs/methodology.md.
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define GS_PROGRESS_DELAY_S 1.0
#define GS_PROGRESS_REDRAW_S 0.1

/* A monotonic clock in seconds (tests pass their own). */
typedef double gs_clock_fn(void);

struct gs_progress {
    FILE *out;              /* NULL: disabled */
    gs_clock_fn *now_s;
    const char *what;       /* "fit", for the line */
    const char *unit;       /* "GPUs": "37 of 104 GPUs" */
    size_t total;
    double start_s;
    double last_s;          /* last redraw; < 0 before the first */
    size_t width;           /* of the last line drawn, to erase it */
};

/*
 * Start progress for `total` steps of `what` on stderr, enabled only when
 * stderr is a terminal (isatty), timed by CLOCK_MONOTONIC.
 */
void gs_progress_start(struct gs_progress *p, const char *what,
                       const char *unit, size_t total);

/* The same on `out`, enabled as told, timed by `now_s`: for tests. */
void gs_progress_init(struct gs_progress *p, FILE *out, bool enabled,
                      gs_clock_fn *now_s, const char *what,
                      const char *unit, size_t total);

/* `done` of the total steps are done: redraw the line when it is due. */
void gs_progress_step(struct gs_progress *p, size_t done);

/* Erase the line, if one was drawn.  The progress is then disabled. */
void gs_progress_end(struct gs_progress *p);

#endif /* GPUSEL_PROGRESS_H */
