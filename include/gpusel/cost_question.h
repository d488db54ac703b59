#ifndef GPUSEL_COST_QUESTION_H
#define GPUSEL_COST_QUESTION_H

#include <stdbool.h>
#include <stdint.h>

#include "gpusel/arena.h"
#include "gpusel/dataset.h"
#include "gpusel/error.h"
#include "gpusel/gpu.h"

/*
 * The question `gpusel cost` answers, settled from its flags over a
 * workload file (CLI layer, src/cli/cost_question.c).  Kept apart from
 * cost.h: workload_file.h's `enum gs_cost_term` and cost.h's `struct
 * gs_cost_term` share C's one tag namespace, so no file can include
 * both; this header includes neither and mirrors the workload kinds.
 */

/* The workload kinds, in workload_file.h's order (checked there). */
enum gs_cost_kind {
    GS_CKIND_REALTIME,
    GS_CKIND_BATCH,
    GS_CKIND_TRAINING,
    GS_CKIND_FINETUNE,
    GS_CKIND_LORA,
    GS_CKIND_QLORA,
    GS_CKIND_MEDIA,
};

const char *gs_cost_kind_name(enum gs_cost_kind k);
bool gs_cost_kind_trains(enum gs_cost_kind k);

/* Hours in a month, as cost.h's GS_COST_HOURS_PER_MONTH (cost.c checks
 * they agree). */
#define GS_CQ_HOURS_PER_MONTH 730.0

/* Every field starts unset (cmd_cost); the parser writes what is given. */
struct gs_cost_args {
    const char *workload, *gpu, *pricing, *provider, *region, *instance;
    const char *kind, *model, *precision, *tokens, *engine, *api;
    const char *measured;         /* --measured BENCH.csv */
    int64_t n_gpus, prompt_tokens, output_tokens;
    double requests_per_s, peak_requests_per_s, requests, deadline_hours;
    double assets, acceptance_rate, retry_rate, ttft_p99_s, itl_p99_s;
    double period_hours, mfu, tokens_per_s_per_gpu, assets_per_hour;
    double storage_usd, serving_stack_usd, observability_usd, network_usd;
    double checkpoint_usd, labor_hours, labor_usd_per_hour;
    double failed_render_rate, moderation_usd_per_render;
    double queue_overhead_frac, review_hours_per_asset;
    double purchase_usd, amortisation_years, usd_per_kwh, pue;
    double interruptions_per_hour;
    bool explain;
};

/* The question, settled: flags over the file over the defaults. */
struct gs_cost_question {
    enum gs_cost_kind kind;
    const char *model_name;
    const char *precision;
    int64_t prompt_tokens, output_tokens;
    double requests_per_s, peak_requests_per_s, requests, deadline_hours;
    double tokens, assets, acceptance_rate, retry_rate;
    double ttft_p99_s, itl_p99_s, period_hours;
    const char *pricing, *provider, *region;
    /* extra terms: per month (serving) or per run (jobs) */
    double storage_usd, serving_stack_usd, observability_usd, network_usd;
    double checkpoint_usd, labor_hours, labor_usd_per_hour;
    double moderation_usd, queue_usd, review_usd, other_usd;
    double failed_render_rate, moderation_usd_per_render;
    double queue_overhead_frac, review_hours_per_asset;
    double measured_tokens_per_s_per_gpu, measured_assets_per_hour;
    double measured_mfu;          /* training: a measured MFU; NAN */
    const char *measured_source;
};

/*
 * Settle the question from *a over the workload file at a->workload (if
 * any; strings in `arena`) for GPU g (its `measured` entry).  Checks
 * what the flags and file leave inconsistent (acceptance rate outside
 * (0, 1], negative rates, missing demand): GS_EUSAGE.  A bad file:
 * the loader's error (GS_ESYNTAX, GS_ESCHEMA, GS_ENOTFOUND, GS_EIO).
 * With a->measured (a BENCH.csv, bench_load.h), its best row for g
 * becomes a `measured` entry (gs_bench_row_measured) that replaces the
 * workload file's; a --tokens-per-s-per-gpu or --assets-per-hour flag
 * still wins.  The row: g's, of the question's model (and --gpus when
 * given, and precision when both say one), of the kind's work (tokens
 * for realtime and batch, images for media), meeting the p99 latency
 * targets where it measured them, the most per GPU (then the first).
 * No such row leaves the throughput to the model.
 */
int gs_cost_question_settle(const struct gs_cost_args *a,
                            const struct gs_dataset *d,
                            const struct gs_gpu *g, struct gs_arena *arena,
                            struct gs_cost_question *q, struct gs_error *err);

#endif /* GPUSEL_COST_QUESTION_H */
