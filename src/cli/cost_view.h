#ifndef GPUSEL_COST_VIEW_H
#define GPUSEL_COST_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "command.h"
#include "explain.h"
#include "cost.h"
#include "price.h"
#include "train.h"
#include "candidate.h"
#include "cost_question.h"

/*
 * How `gpusel cost` shows its answer (CLI layer): one record with every
 * key scripts rely on (docs/commands/cost.md), the breakdown of the
 * terms, the break-even table, the formula trace.  cmd/cost.c computes;
 * this file renders and emits.
 */


/* Everything the view shows; borrowed. */
struct gs_cost_view_in {
    struct gs_context *ctx;
    const struct gs_gpu *gpu;
    const struct gs_model *model;     /* NULL for media without a model */
    enum gs_workload_kind kind;
    enum gs_pricing pricing;
    int64_t n_gpus;                   /* per unit (--gpus) */
    bool auto_gpus;                   /* no --gpus: n_gpus is the fewest
                                       * that hold the workload */
    const struct gs_price *row;       /* NULL when owned; the decode
                                       * pool's when prefill_row */
    const struct gs_price *prefill_row; /* --disagg --prefill-gpu another
                                       * type: the prefill pool's; NULL */
    const struct gs_gpu *prefill_gpu; /* its GPU type, with prefill_row */
    double usd_per_gpu_hour;          /* with prefill_row: both pools'
                                       * rate per GPU-hour of the unit */
    int64_t prefill_pool_gpus, decode_pool_gpus; /* with prefill_row */
    const struct gs_cost_result *res;
    const struct gs_cost_pricing *pricing_in;
    int64_t tp, pp, dp, concurrency;
    int64_t ep;                       /* > 1: EP group (tp == ep) */
    bool attn_dp;
    const struct gs_candidate_throughput *t; /* the disaggregated pools
                                       * when t->disagg; NULL */
    const char *throughput_source;
    bool measured;
    const struct gs_gpu *scaled_by;   /* the measured GPU whose measured /
                                       * modelled ratio scaled the model
                                       * (src/plan/scale.h); NULL: none */
    double scale_ratio;               /* that ratio, with scaled_by */
    double unit_tokens_per_s, unit_requests_per_s;
    double ttft_p99_s, itl_p99_s, assets_per_hour;
    double tpot_mean_s;              /* serving: mean time per output token */
    int64_t prefill_chunk_tokens;    /* serving: the prefill budget used */
    const struct gs_train_result *train;   /* training kinds; else NULL */
    const struct gs_train_input *train_in;
    double requests_per_s, peak_requests_per_s, period_hours;
    int64_t output_tokens, prompt_tokens;
    double tokens, acceptance_rate, retry_rate;
    const struct gs_price *quote;     /* the superseded quote; NULL */
    double quote_usd_total;
    size_t n_quote;
    const struct gs_breakeven_row *breakeven;
    size_t n_breakeven;
    const struct gs_api_price *api;   /* --api; NULL */
    struct gs_cost_result api_res;    /* the API serving the same demand */
    bool api_not_comparable;          /* --api with a non-token kind */
    const char *workload_path;        /* NULL without --workload */
    double file_queue_usd;            /* a file's queue term, USD */
    double measured_util_frac;        /* serving paid at a measured
                                       * utilisation; NAN: provisioned for
                                       * the peak */
};

#define GS_COST_VIEW_MAX_COLS 80

struct gs_cost_view {
    struct gs_column cols[GS_COST_VIEW_MAX_COLS];
    struct gs_table main, terms, breakeven;
    struct gs_explain explain;        /* --explain: every engine's trace */
    bool explaining, failed;
    struct gs_trace trace;            /* into `explain` */
};

/* The verdict of one break-even line for people ("on-demand below 65.0%,
 * reserved-1y above"), in t's storage; NULL when out of memory.  Shared
 * by cost's and rank's break-even tables. */
const char *gs_cost_view_verdict(struct gs_table *t,
                                 const struct gs_breakeven_row *b);

/* One break-even line's seven cells (a, b, verdict, a and b USD per
 * GPU-hour at 100%, break-even utilisation, break-even monthly tokens),
 * the layout cost's and rank's break-even tables share; -1 when out of
 * memory. */
int gs_cost_view_breakeven_cells(struct gs_table *t,
                                 const struct gs_breakeven_row *b,
                                 struct gs_cell *c);

/* Does not allocate. */
void gs_cost_view_init(struct gs_cost_view *v);

/* Turn the trace on (v->trace then feeds the explain table). */
int gs_cost_view_explain(struct gs_cost_view *v);

/* Build the report from *in and emit it through the context.  0, or -1
 * with *err set (GS_ENOMEM, or the writer's error). */
int gs_cost_view_emit(struct gs_cost_view *v, const struct gs_cost_view_in *in,
                      struct gs_error *err);

void gs_cost_view_release(struct gs_cost_view *v);

#endif /* GPUSEL_COST_VIEW_H */
