#ifndef GPUSEL_TRACE_H
#define GPUSEL_TRACE_H

#include "compat.h"

/*
 * Traces for --explain: the engines emit every quantity with its formula
 * and values substituted.  Pure (model layer): formatting into a stack
 * buffer, no I/O; the caller's emit callback decides what to do.
 */

/*
 * `emit` is called once per quantity, in order; `formula` is a transient
 * string (copy it to keep it).
 */
struct gs_trace {
    void (*emit)(void *ctx, const char *quantity, const char *formula,
                 double value, const char *unit);
    void *ctx;
};

/* Longest formula a trace line carries (longer ones are cut). */
#define GS_TRACE_FORMULA_MAX 512

/* Format fmt into a formula and emit it; t and t->emit must be set. */
void gs_trace_emitf(const struct gs_trace *t, const char *quantity,
                    const char *unit, double value, const char *fmt, ...)
    GS_PRINTF(5, 6);

/*
 * Trace one quantity: GS_TRACE(t, quantity, unit, value, fmt, ...).  A
 * macro so that with no trace (every call of a search) the arguments are
 * not even evaluated: formatting them was 26% of a training search.
 */
#define GS_TRACE(t, ...)                                                    \
    do {                                                                    \
        if ((t) && (t)->emit)                                               \
            gs_trace_emitf((t), __VA_ARGS__);                               \
    } while (0)

#endif /* GPUSEL_TRACE_H */
