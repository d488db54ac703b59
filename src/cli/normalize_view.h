#ifndef GPUSEL_NORMALIZE_VIEW_H
#define GPUSEL_NORMALIZE_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bench_load.h"
#include "command.h"
#include "error.h"

/*
 * How `gpusel normalize` shows its answer (CLI layer,
 * src/cli/normalize_view.c): one row per measured candidate, ranked
 * first (those that meet the targets, cheapest per accepted output
 * first), then the rejected ones in file order; each with its cost from
 * the measured numbers, gpusel's prediction at the measured layout and
 * concurrency and the ratio measured / predicted.  Every format but
 * markdown is a table (docs/commands/normalize.md lists the columns);
 * markdown is the decision record `gpusel rank` writes.  The command
 * computes, the view only renders: nothing here calls an engine.
 */

/* Cost terms kept per row (cost.h's GS_COST_MAX_TERMS; checked). */
#define GS_NORMALIZE_MAX_TERMS 10

/* One candidate's answer.  NAN: not known (written "-" or null). */
struct gs_normalize_row {
    const struct gs_bench_row *m;   /* the measurement (borrowed) */
    const char *label;              /* "h100-sxm x1, on-demand (line 2)" */
    const char *pricing;            /* the kind priced at */
    double usd_per_gpu_hour;        /* the price used; NAN: none */
    const char *price_offer;        /* "AWS p5.4xlarge us-east-1"; NULL:
                                     * the row's own usd_per_gpu_hour or
                                     * owned hardware */
    const char *price_as_of;        /* YYYY-MM-DD; NULL: no price row */
    int64_t price_age_days;         /* < 0: unknown */
    bool price_stale;
    const char *price_source;
    double usd_per_accepted_output; /* NAN when not costed */
    double usd_per_mtok;            /* per 10^6 accepted output tokens */
    double usd_total;               /* over the period or job */
    double utilisation_frac;        /* busy / paid GPU-hours */
    /* the cost's terms, for the decision record's winner */
    size_t n_terms;
    const char *term_names[GS_NORMALIZE_MAX_TERMS];
    double term_usd[GS_NORMALIZE_MAX_TERMS];
    /* prediction (perf engine), token rows with a concurrency */
    bool predicted;
    int64_t tp, pp, dp;             /* the layout predicted on */
    double pred_throughput;         /* tokens/s, the whole group */
    double pred_ttft_p99_s, pred_itl_p99_s;
    double throughput_ratio;        /* measured / predicted */
    double ttft_p99_ratio, itl_p99_ratio;
    bool meets;                     /* every target given is met */
    const char *reason;             /* rejected: why; ranked: NULL */
    int64_t rank;                   /* 1.. for ranked rows; 0 rejected */
};

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
