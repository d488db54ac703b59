#ifndef GPUSEL_NORMALIZE_H
#define GPUSEL_NORMALIZE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "bench.h"
#include "candidate.h"
#include "error.h"
#include "gpu.h"
#include "model.h"
#include "question.h"

/*
 * `gpusel normalize`'s decision (plan layer, src/plan/normalize.c): one
 * measured candidate of a BENCH.csv priced from its measured throughput
 * (the candidate steps of candidate.h, as `cost` prices one), its p99s
 * against the targets, gpusel's own prediction at the measured layout
 * and concurrency, and the ranking.  Pure: the command reads the files,
 * resolves names and settles each row's question (src/cli/cmd/
 * normalize.c); normalize_view.c renders the rows.
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
    bool targets_checked;           /* a token row priced and costed:
                                     * its p99s were held to the targets */
    bool meets;                     /* every target given is met */
    const char *reason;             /* rejected: why; ranked: NULL */
    int64_t rank;                   /* 1.. for ranked rows; 0 rejected */
};

/*
 * The question of measured row m as flags (*a, from unset): its GPU,
 * count, pricing, filters, model, format, engine, lengths and rates,
 * its throughput as the measured one (tokens per GPU or images per
 * hour), the targets ttft_p99_s and itl_p99_s (unset: the workload's),
 * over the workload file `workload`.  Without one, a token row asks a
 * realtime question at full load (the largest demand one replica holds
 * busy all the time, so the cost is the candidate's floor; m needs
 * output_tokens), an image row a media question for one hour of
 * renders, a sample row a training question of one step.
 */
void gs_normalize_row_args(const struct gs_bench_row *m,
                           const char *workload, double ttft_p99_s,
                           double itl_p99_s, struct gs_cost_args *a);

/* One row to decide: the measurement and what the command resolved. */
struct gs_normalize_in {
    const struct gs_bench_row *m;
    const struct gs_cost_args *a;       /* gs_normalize_row_args' */
    const struct gs_cost_question *q;   /* settled from *a; its kind
                                         * matches m's work */
    const struct gs_gpu *g;             /* m's GPU */
    const struct gs_model *model;       /* token rows: m's model */
    const struct gs_plan_prices *prices;
    int32_t today_days, stale_after_days; /* the price rows' age */
};

/*
 * Decide row in->m into *r (strings in `arena`): the price (the row's
 * usd_per_gpu_hour, else the standing row of the market for the kind
 * and filters, else the launch price for owned), the cost per accepted
 * output (samples: n x usd_per_used_hour x (1 + retry) / (samples/s x
 * 3600 x acceptance)), the perf engine's prediction at the row's
 * concurrency and layout, and whether the measured p99s meet q's
 * targets.  A row that cannot be priced or costed, or misses a target,
 * is rejected with r->reason; *note (or NULL) says why a token row has
 * no prediction.  0, or -1 with *err (GS_ENOMEM, an engine's internal
 * error).
 */
int gs_normalize_row_eval(const struct gs_normalize_in *in,
                          struct gs_arena *arena, struct gs_normalize_row *r,
                          const char **note, struct gs_error *err);

/*
 * Order rows: those that meet the targets first, cheapest per accepted
 * output, then GPU id, GPU count and line for ties; the rejected ones
 * in file order.  Numbers the ranked ones 1.. (r->rank) and returns how
 * many.
 */
size_t gs_normalize_rank(struct gs_normalize_row *rows, size_t n);

#endif /* GPUSEL_NORMALIZE_H */
