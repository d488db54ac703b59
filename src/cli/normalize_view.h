#ifndef GPUSEL_NORMALIZE_VIEW_H
#define GPUSEL_NORMALIZE_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bench_load.h"
#include "command.h"
#include "error.h"
#include "normalize.h"

/*
 * How `gpusel normalize` shows its answer (CLI layer,
 * src/cli/normalize_view.c): one row per measured candidate, ranked
 * first (those that meet the targets, cheapest per accepted output
 * first), then the rejected ones in file order; each with its cost from
 * the measured numbers, gpusel's prediction at the measured layout and
 * concurrency and the ratio measured / predicted.  Every format but
 * markdown is a table (docs/commands/normalize.md lists the columns);
 * markdown is the decision record `gpusel rank` writes.  Plan decides
 * each row (src/plan/normalize.h), the view only renders: nothing here
 * calls an engine.
 */

struct gs_normalize_view_in {
    struct gs_context *ctx;
    const struct gs_bench *bench;
    const char *workload_path;      /* NULL: none */
    const struct gs_normalize_row *rows; /* ranked first, then rejected */
    size_t n_rows, n_ranked;
    double ttft_p99_s, itl_p99_s;   /* targets; 0: none */
    const char *demand;             /* how demand was set, for a note */
    const char *command_line;       /* reproduces it; NULL: none */
    const char *const *notes;       /* per-row notes, n_notes */
    size_t n_notes;
};

/*
 * Render to stdout or --output (atomically): the table in the chosen
 * format, or with --format markdown the decision record.  0, or -1 with
 * *err set (GS_EIO, GS_ENOMEM, GS_EINTERNAL).
 */
int gs_normalize_view_emit(const struct gs_normalize_view_in *in,
                           struct gs_error *err);

#endif /* GPUSEL_NORMALIZE_VIEW_H */
