#ifndef GPUSEL_SWEEP_H
#define GPUSEL_SWEEP_H

#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "error.h"
#include "sweep_write.h"

/*
 * The axes grammar of `gpusel sweep` (CLI layer, src/cli/sweep_axis.c);
 * its rows go through the report layer's streaming writer
 * (src/report/sweep_write.h).  docs/commands/sweep.md documents the
 * grammar and the columns.
 */

/* Most values one axis may take (after ranges are expanded). */
#define GS_SWEEP_MAX_VALUES 65536

/* How an axis' values are written. */
enum gs_sweep_unit {
    GS_SWEEP_COUNT,     /* whole numbers: "8", "1e3" is refused */
    GS_SWEEP_TOKENS,    /* token counts as gs_parse_tokens: "4k" = 4096 */
};

/* An integer axis: its values in the order given (owned, malloc). */
struct gs_sweep_axis {
    int64_t *v;
    size_t n;
};

/*
 * Parse an axis (docs/commands/sweep.md, "Axes"):
 *
 *   axis  := item ("," item)*
 *   item  := value | value ".." value [step]
 *   step  := "x" factor (>= 2) | "+" increment (>= 1)
 *
 * A range runs from its first value while <= its last, multiplying by
 * the factor or adding the increment (by 1 without a step): "1..256x2"
 * is 1, 2, 4, ..., 256; "4k..32kx2" is 4096, 8192, 16384, 32768.
 * Values must lie in [min, max]; at most GS_SWEEP_MAX_VALUES in all.
 * `flag` ("--concurrency") names the axis in messages.  0, or -1 with
 * GS_EUSAGE naming the flag and the bad item (out untouched), or
 * GS_ENOMEM.
 */
int gs_sweep_parse_axis(const char *flag, const char *text,
                        enum gs_sweep_unit unit, int64_t min, int64_t max,
                        struct gs_sweep_axis *out, struct gs_error *err);

void gs_sweep_axis_release(struct gs_sweep_axis *a);

/*
 * Split a comma-separated list (empty items refused: GS_EUSAGE naming
 * `flag`) into at most `max` items copied into `arena`.  0 with *n set,
 * or -1.
 */
int gs_sweep_split(const char *flag, const char *text, struct gs_arena *arena,
                   const char **items, size_t max, size_t *n,
                   struct gs_error *err);

#endif /* GPUSEL_SWEEP_H */
