#ifndef GPUSEL_QUESTION_H
#define GPUSEL_QUESTION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "dtype.h"
#include "gpu.h"
#include "model.h"
#include "price.h"
#include "workload_file.h"

struct gs_perf_memo;

/*
 * The cost question, settled once: the flags over the workload file
 * over sourced defaults (src/plan/question.c).  Pure: it reads no file
 * (the command reads the workload file once and hands it here), prints
 * nothing and allocates nothing.  `gpusel cost`, `rank`, `sweep` and
 * `normalize` ask it; the option table that fills struct gs_cost_args
 * is the CLI's (src/cli/cost_question.h).
 */

/* Hours in a month, as cost.h's GS_COST_HOURS_PER_MONTH (cost.c checks
 * they agree). */
#define GS_CQ_HOURS_PER_MONTH 730.0

/* Smallest --measured-util: below 0.1% busy the paid hours are beyond any
 * real fleet (docs/methodology.md). */
#define GS_CQ_MIN_MEASURED_UTIL_FRAC 0.001
/* Bounds of the rate and money options (sanity, not physics);
 * GS_COST_QUESTION_OPTIONS uses them. */
#define GS_CQ_MAX_RATE 1e9
#define GS_CQ_MAX_USD 1e15
#define GS_CQ_MAX_TOKENS 1e16
#define GS_CQ_MAX_HOURS 1e6          /* deadlines, periods, labour */
#define GS_CQ_MIN_PERIOD_HOURS 1e-6
#define GS_CQ_MIN_RATE 1e-9          /* a measured throughput above 0 */
#define GS_CQ_MAX_UNIT_USD 1e6       /* per render, per hour, per kWh */
#define GS_CQ_MAX_PURCHASE_USD 1e9
#define GS_CQ_MIN_YEARS 0.01
#define GS_CQ_MAX_YEARS 100.0
#define GS_CQ_MAX_PUE 10.0
#define GS_CQ_MAX_QUEUE_FRAC 100.0

/* Most weight formats a workload may accept. */
#define GS_CQ_MAX_FORMATS 8

/* Every field starts unset (cmd_cost); the parser writes what is given. */
struct gs_cost_args {
    const char *workload, *gpu, *pricing, *provider, *region, *instance;
    const char *kind, *model, *precision, *tokens, *engine, *api;
    const char *kv_dtype;         /* --kv-dtype */
    const char *measured;         /* --measured BENCH.csv */
    int64_t n_gpus, prompt_tokens, output_tokens, prefill_chunk_tokens;
    double requests_per_s, peak_requests_per_s, requests, deadline_hours;
    double assets, acceptance_rate, retry_rate, ttft_p99_s, itl_p99_s;
    double tpot_mean_s;
    double period_hours, mfu, tokens_per_s_per_gpu, assets_per_hour;
    double storage_usd, serving_stack_usd, observability_usd, network_usd;
    double checkpoint_usd, labor_hours, labor_usd_per_hour;
    double failed_render_rate, moderation_usd_per_render;
    double queue_overhead_frac, review_hours_per_asset;
    double purchase_usd, amortisation_years, usd_per_kwh, pue;
    double interruptions_per_hour;
    double reserved_reuse_frac;   /* --reserved-reuse */
    double measured_util_frac;    /* --measured-util: busy / paid */
    int64_t prefix_tokens;        /* --prefix-tokens */
    double prefix_hit_rate;       /* --prefix-hit-rate */
    /* serving features, as gpusel perf takes them (docs/commands/cost.md,
     * "Serving features") */
    const char *spec_decode;      /* --spec-decode mtp:<k> */
    const char *draft_model;      /* --draft-model */
    int64_t draft_tokens;         /* --draft-tokens */
    double acceptance_length;     /* --acceptance-length */
    int64_t ep;                   /* --ep */
    bool attention_dp;            /* --attention-dp */
    const char *kv_offload;       /* --kv-offload none|host */
    double host_memory_bytes;     /* --host-memory */
    bool disagg;                  /* --disagg */
    int64_t prefill_gpus, decode_gpus; /* --prefill-gpus, --decode-gpus */
    const char *prefill_gpu;      /* --prefill-gpu */
    bool explain;
};

/* The question, settled: flags over the file over the defaults. */
struct gs_cost_question {
    enum gs_workload_kind kind;
    const char *model_name;
    const char *precision_text;   /* --precision or the file's, as written,
                                   * for the inputs a report lists; NULL:
                                   * not given.  Decisions read formats
                                   * and train_precisions */
    /* serving: the KV-cache format run (--kv-dtype over the file's
     * kv_dtype, its list's first), settled once here;
     * GS_DTYPE_UNSET: the weight format's default */
    enum gs_dtype kv_dtype;
    const char *kv_dtype_text;    /* that format as written, for what a
                                   * report prints; NULL: not given */
    /* serving: the weight formats the workload accepts (--precision, a
     * value or a comma list, or the file's `precision` value or list),
     * the first the one self-hosted candidates run; 0: auto */
    enum gs_dtype formats[GS_CQ_MAX_FORMATS];
    size_t n_formats;
    /* training kinds: the GEMM precisions (--precision, a value or a
     * comma list, or the file's), the first the one cost and rank run;
     * bf16 when none is given */
    enum gs_precision train_precisions[GS_CQ_MAX_FORMATS];
    size_t n_train_precisions;
    /* serving: the KV-cache formats the workload allows (the file's
     * `kv_dtype` list; --kv-dtype names one); 0: kv_dtype alone */
    enum gs_dtype kv_formats[GS_CQ_MAX_FORMATS];
    size_t n_kv_formats;
    int64_t prompt_tokens, output_tokens;
    double requests_per_s, peak_requests_per_s, requests, deadline_hours;
    double tokens, assets, acceptance_rate, retry_rate;
    double ttft_p99_s, itl_p99_s, period_hours;
    double tpot_mean_s;           /* mean time per output token target; 0 */
    int64_t prefill_chunk_tokens; /* serving: the fixed prefill budget;
                                   * GS_UNSET_I64: searched per candidate
                                   * (perf.h gs_perf_prefill_chunks_tokens) */
    double prefix_hit_frac;       /* serving: share of prompt tokens a
                                   * cached prefix serves (APIs bill them at
                                   * cached-input prices); 0 */
    enum gs_pricing pricing;      /* the flag's, else the file's first
                                   * allowed kind, else on-demand */
    const char *provider, *region;
    /* extra terms: per month (serving) or per run (jobs) */
    double storage_usd, serving_stack_usd, observability_usd, network_usd;
    double checkpoint_usd, labor_hours, labor_usd_per_hour;
    double moderation_usd, queue_usd, review_usd, other_usd;
    double failed_render_rate, moderation_usd_per_render;
    double queue_overhead_frac, review_hours_per_asset;
    double measured_tokens_per_s_per_gpu, measured_assets_per_hour;
    bool measured_assets_per_gpu; /* media: measured_assets_per_hour is one
                                   * GPU's (a file's assets_per_s_per_gpu),
                                   * not the worker's (--assets-per-hour) */
    double measured_mfu;          /* training: a measured MFU; NAN */
    double measured_util_frac;    /* serving: measured busy / paid
                                   * GPU-hours (--measured-util, else the
                                   * file's measured util_frac); NAN:
                                   * provision for the peak */
    const char *measured_source;
    double measured_ttft_p99_s;   /* the measurement's p99 latencies, s;
                                   * unset (GS_UNSET_F64) when it gives
                                   * none (or nothing is measured) */
    double measured_itl_p99_s;
    /* prefix caching (serving kinds; 0: none): the shared prefix per
     * request and the share of requests that find it cached */
    int64_t prefix_tokens;
    double prefix_hit_rate;
    /* speculative decoding (--spec-decode mtp:K or the file's
     * mtp_draft_tokens; --draft-model with --draft-tokens K or the file's
     * draft_model, draft_tokens), with the measured acceptance length A;
     * K 0: none.  draft_model_name set: a draft model, resolved by the
     * command into draft_model (NULL: the MTP head) */
    int64_t mtp_draft_tokens;
    double acceptance_length;
    const char *draft_model_name;
    const struct gs_model *draft_model;
    /* MoE expert parallelism: GS_UNSET_I64 searched (EP with
     * attention-DP tried beside TP); 1 none; > 1 a fixed EP group of ep
     * GPUs per replica, attention_dp over it */
    int64_t ep;
    bool attention_dp;
    /* KV offload to host memory: bytes per GPU the tier may fill; 0 none */
    double kv_offload_host_bytes;
    /* prefill/decode disaggregation: disagg asks for disaggregated
     * deployments only (rank; cost with fixed pools); prefill_gpus and
     * decode_gpus fix the pools (GS_UNSET_I64: rank sizes them) */
    bool disagg;
    int64_t prefill_gpus, decode_gpus;
    /* the prefill pool's GPU type when it differs from the candidate's
     * (cost --disagg --prefill-gpu; the caller resolves it); NULL: the
     * candidate's own */
    const struct gs_gpu *prefill_gpu;
    /* Not part of the question: gs_rank_run's cache of the perf engine's
     * work across GPU counts (perf.h, gs_perf_memo), handed to the
     * queries the candidates build; NULL elsewhere. */
    struct gs_perf_memo *perf_memo;
};

/*
 * The weight formats q accepts, into out[0 .. max) (max >= 1): its
 * formats, or m's shipped format (bf16 when it ships none) for auto.
 * Returns how many.
 */
size_t gs_cost_question_formats(const struct gs_cost_question *q,
                                const struct gs_model *m, enum gs_dtype *out,
                                size_t max);

/* Every number of *a unset (GS_UNSET_*), every string NULL, flags
 * false: what a command starts from before parsing its options. */
void gs_candidate_args_unset(struct gs_cost_args *a);

/*
 * Settle the question from the flags *a over the workload file `file`
 * (NULL: none) for GPU g (its `measured` entry; NULL: no GPU): each
 * value is the flag's if given, else the file's, else the default.
 * Checks what the flags and file leave inconsistent (acceptance rate
 * outside (0, 1], negative rates, missing demand, unknown pricing):
 * GS_EUSAGE.  Strings point into *a and the file.
 */
int gs_question_settle(const struct gs_cost_args *a,
                       const struct gs_workload_file *file,
                       const struct gs_gpu *g, struct gs_cost_question *q,
                       struct gs_error *err);

/*
 * A `measured` entry's figures replace the question's throughput, MFU
 * and assets per hour (and those of an entry applied before); `source`
 * says where they come from (borrowed).
 */
void gs_question_apply_measured(struct gs_cost_question *q,
                                const struct gs_workload_measured *m,
                                const char *source);

#endif /* GPUSEL_QUESTION_H */
