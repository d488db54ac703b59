#ifndef GPUSEL_EXPLAIN_H
#define GPUSEL_EXPLAIN_H

#include <stdbool.h>

#include "error.h"
#include "report.h"
#include "trace.h"

/*
 * The --explain table, one for every command that has --explain (fit,
 * perf, cost, train): each line an engine traces (struct gs_trace)
 * becomes a row "quantity, value, unit, formula (values substituted)".
 * CSV and JSON get the value at full precision in `value`; people get it
 * to 6 significant digits (bytes also in GiB), and a long formula wraps
 * onto more lines in the width the other columns leave of 120, so every
 * formula is readable on a terminal (--wide: one line each).
 *
 * Lifecycle: gs_explain_init() in place (the trace points at the struct:
 * do not copy or move it afterwards), hand `trace` to the engines,
 * gs_explain_add() the table to a report, gs_explain_release().
 */
struct gs_explain {
    struct gs_table table;      /* "explain" */
    struct gs_trace trace;      /* each emit adds a row to `table` */
    bool failed;                /* a row was lost (out of memory) */
};

void gs_explain_init(struct gs_explain *e, const char *title);
void gs_explain_release(struct gs_explain *e);

/* Add the table to r (which borrows it); -1 with GS_ENOMEM if a row was
 * lost. */
int gs_explain_add(struct gs_explain *e, struct gs_report *r,
                   struct gs_error *err);

#endif /* GPUSEL_EXPLAIN_H */
