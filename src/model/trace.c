/*
 * The --explain trace's one formatting helper (gpusel/trace.h).  Pure:
 * formats into a stack buffer and hands it to the caller's callback.
 */
#include <stdarg.h>
#include <stdio.h>

#include "trace.h"
#include "banned.h"

void gs_trace_emitf(const struct gs_trace *t, const char *quantity,
                    const char *unit, double value, const char *fmt, ...)
{
    char buf[GS_TRACE_FORMULA_MAX];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    t->emit(t->ctx, quantity, buf, value, unit);
}
