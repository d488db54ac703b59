#ifndef GPUSEL_UTIL_VIEW_H
#define GPUSEL_UTIL_VIEW_H

#include <stddef.h>

#include "command.h"
#include "smi_load.h"
#include "util_stats.h"

/*
 * How `gpusel util` shows its answer (CLI layer): one row per GPU of the
 * log and a total row, then notes on what the reader skipped.
 * cmd/util.c computes; this file renders and emits.
 * docs/commands/util.md lists the keys.
 */

struct gs_util_view_row {
    const char *gpu;            /* the index as text, or "total" */
    const char *name;           /* as logged; NULL if none */
    const char *catalogue_id;   /* the matching catalogue GPU; NULL */
    struct gs_util_stats st;
    double idle_gpu_hours;      /* idle_frac x GPU-hours */
    double idle_usd;            /* idle_gpu_hours x price; NAN: no price */
};

struct gs_util_view_in {
    const struct gs_smi_log *log;
    const struct gs_util_view_row *rows;   /* the GPUs, then the total */
    size_t n_rows;
    struct gs_util_params params;
    double usd_per_gpu_hour;    /* NAN: no price given */
    const char *price_source;   /* for people: "--price", the price row */
    const char *pricing;        /* the kind priced at; NULL with --price */
    size_t n_unknown;           /* GPU names not in the catalogue */
    const char *unknown_name;   /* the first of them */
};

/* Build the report and emit it through the context: 0, or -1 with *err
 * (GS_ENOMEM, or the writer's error). */
int gs_util_view_emit(struct gs_context *ctx, const struct gs_util_view_in *in,
                      struct gs_error *err);

#endif /* GPUSEL_UTIL_VIEW_H */
