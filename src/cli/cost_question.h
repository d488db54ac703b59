#ifndef GPUSEL_COST_QUESTION_H
#define GPUSEL_COST_QUESTION_H

#include <stdbool.h>
#include <stdint.h>

#include "arena.h"
#include "dataset.h"
#include "error.h"
#include "gpu.h"
#include "opt.h"
#include "price.h"
#include "serving.h"
#include "serving_options.h"
#include "question.h"
#include "workload_file.h"

/*
 * The question `gpusel cost` answers, settled from its flags over a
 * workload file (CLI layer, src/cli/cost_question.c).
 */

/* An extra cost term in USD (per month or per run), 0 to GS_CQ_MAX_USD. */
#define GS_CQ_USD_TERM(T, name, field, help)                                  \
    GS_OPT_DOUBLE(T, name, field, "<usd>", help, 0.0, GS_CQ_MAX_USD)

/*
 * The options that state the question (kind, model, demand, quality,
 * targets, costs, owned-GPU terms), shared by every command that asks
 * it (cost, rank) so that their parsing and help agree.  T is the
 * command's argument struct, P the path of its struct gs_cost_args
 * member with a trailing dot (`cost.`), or nothing when T is struct
 * gs_cost_args itself.  The entries end without a comma.
 */
#define GS_COST_QUESTION_OPTIONS(T, P)                                        \
    GS_COST_QUESTION_HEAD(T, P),                                              \
    GS_COST_POOL_OPTIONS(T, P),                                               \
    GS_COST_QUESTION_TAIL(T, P)

/* The question's options before the pools' (sweep
 * takes axes of pool sizes instead: GS_COST_QUESTION_HEAD, its own, then
 * GS_COST_QUESTION_TAIL, in this order). */
#define GS_COST_QUESTION_HEAD(T, P) \
    GS_OPT_CHOICE(T, "kind", P kind, "<kind>",                                \
                  "workload kind, without --workload",                        \
                  gs_workload_kind_names),                                    \
    GS_OPT_STRING(T, "model", P model, "<model>",                             \
                  "catalogue name, HF id, config.json, or size (8B)"),        \
    GS_OPT_STRING(T, "precision", P precision, "<fmt>",                       \
                  "weight format (serving) or GEMM precision (training)"),    \
    GS_KV_DTYPE_OPTION(T, P),                                                 \
    GS_OPT_TOKENS(T, "prompt-tokens", P prompt_tokens, "<tokens>",            \
                  "prompt length per request (default 1000)"),                \
    GS_OPT_TOKENS(T, "output-tokens", P output_tokens, "<tokens>",            \
                  "generated tokens per request (default 1000)"),             \
    GS_PREFIX_SPEC_DECODE_OPTIONS(T, P),                                      \
    GS_ATTN_DP_KV_OFFLOAD_OPTIONS(T, P),                                      \
    GS_OPT_FLAG(T, "disagg", P disagg,                                        \
                "prefill/decode disaggregation only: pools sized by rank, "   \
                "or fixed by --prefill-gpus and --decode-gpus")

/* --prefill-gpus, --decode-gpus and --prefill-gpu for cost and rank
 * (sweep takes axes and a list instead). */
#define GS_COST_POOL_OPTIONS(T, P)                                            \
    GS_DISAGG_POOL_OPTIONS(T, P),                                             \
    GS_OPT_STRING(T, "prefill-gpu", P prefill_gpu, "<gpu>",                   \
                  "cost: with --disagg, the prefill pool's GPU type, priced " \
                  "at its own offer; rank: TYPE[,TYPE...] or any, each "      \
                  "paired with every decode GPU at one provider")

#define GS_COST_QUESTION_TAIL(T, P)                                           \
    GS_OPT_DOUBLE(T, "requests-per-s", P requests_per_s, "<rate>",            \
                  "realtime: average requests per second", 0.0,               \
                  GS_CQ_MAX_RATE),                                            \
    GS_OPT_DOUBLE(T, "peak-requests-per-s", P peak_requests_per_s, "<rate>",  \
                  "realtime: the peak provisioned for (default average)",     \
                  0.0, GS_CQ_MAX_RATE),                                       \
    GS_OPT_DOUBLE(T, "requests", P requests, "<n>",                           \
                  "batch: requests to finish", 0.0, GS_CQ_MAX_TOKENS),        \
    GS_OPT_DOUBLE(T, "deadline-hours", P deadline_hours, "<hours>",           \
                  "batch: hours to finish them in", 0.0,                      \
                  GS_CQ_MAX_HOURS),                                           \
    GS_OPT_STRING(T, "tokens", P tokens, "<count>",                           \
                  "training kinds: tokens to train on (100B)"),               \
    GS_OPT_DOUBLE(T, "assets", P assets, "<n>",                               \
                  "media: assets to deliver", 0.0, GS_CQ_MAX_TOKENS),         \
    GS_OPT_FRAC(T, "acceptance-rate", P acceptance_rate, "<frac>",            \
                "accepted / delivered outputs, (0, 1] (default 1)",           \
                -GS_CQ_MAX_RATE, GS_CQ_MAX_RATE),                             \
    GS_OPT_FRAC(T, "retry-rate", P retry_rate, "<frac>",                      \
                "extra attempts per output, >= 0 (default 0)",                \
                -GS_CQ_MAX_RATE, GS_CQ_MAX_RATE),                             \
    GS_OPT_DURATION(T, "ttft-p99", P ttft_p99_s, "<time>",                    \
                    "realtime: p99 time-to-first-token target (500ms)"),      \
    GS_OPT_DURATION(T, "itl-p99", P itl_p99_s, "<time>",                      \
                    "realtime: p99 inter-token latency target (50ms)"),       \
    GS_OPT_DURATION(T, "tpot-mean", P tpot_mean_s, "<time>",                  \
                    "realtime: mean time-per-output-token target (30ms)"),    \
    GS_OPT_TOKENS(T, "prefill-chunk", P prefill_chunk_tokens, "<tokens>",     \
                  "serving: fix the prefill token budget per step "           \
                  "(default: searched, 512 to 8192)"),                        \
    GS_OPT_DOUBLE(T, "period-hours", P period_hours, "<hours>",               \
                  "realtime: accounting period (default 730, a month)",       \
                  GS_CQ_MIN_PERIOD_HOURS, GS_CQ_MAX_HOURS),                   \
    GS_OPT_FRAC(T, "mfu", P mfu, "<frac>",                                    \
                "training: use this MFU instead of the model", 0.001, 1.0),   \
    GS_OPT_CHOICE(T, "engine", P engine, "<name>",                            \
                  "serving engine whose memory and step costs apply "         \
                  "(default vllm)", gs_serving_engine_names),                 \
    GS_OPT_FRAC(T, "measured-util", P measured_util_frac, "<frac>",           \
                "serving: measured GPU utilisation (gpusel util); pays "      \
                "busy / it GPU-hours", GS_CQ_MIN_MEASURED_UTIL_FRAC, 1.0),    \
    GS_OPT_DOUBLE(T, "tokens-per-s-per-gpu", P tokens_per_s_per_gpu,          \
                  "<rate>",                                                   \
                  "measured output tokens/s per GPU (replaces the "           \
                  "roofline's)", GS_CQ_MIN_RATE, GS_CQ_MAX_RATE),             \
    GS_OPT_STRING(T, "measured", P measured, "<bench.csv>",                   \
                  "measured throughput per candidate (docs/bench-csv.md): "   \
                  "each GPU's best row replaces the roofline's"),             \
    GS_OPT_DOUBLE(T, "assets-per-hour", P assets_per_hour, "<rate>",          \
                  "media: measured assets per hour of the --gpus worker",     \
                  GS_CQ_MIN_RATE, GS_CQ_MAX_RATE),                            \
    GS_CQ_USD_TERM(T, "storage-usd", P storage_usd,                           \
                   "storage: per month (serving) or per run"),                \
    GS_CQ_USD_TERM(T, "serving-stack-usd", P serving_stack_usd,               \
                   "gateways, load balancers, licences, per month"),          \
    GS_CQ_USD_TERM(T, "observability-usd", P observability_usd,               \
                   "tracing, evals, monitoring, per month"),                  \
    GS_CQ_USD_TERM(T, "network-usd", P network_usd,                           \
                   "training: transfer and egress per run"),                  \
    GS_CQ_USD_TERM(T, "checkpoint-usd", P checkpoint_usd,                     \
                   "training: checkpoint storage per run"),                   \
    GS_OPT_DOUBLE(T, "labor-hours", P labor_hours, "<hours>",                 \
                  "platform labour: per month (serving) or per run", 0.0,     \
                  GS_CQ_MAX_HOURS),                                           \
    GS_OPT_DOUBLE(T, "labor-usd-per-hour", P labor_usd_per_hour, "<usd>",     \
                  "labour rate (default 63.59, BLS 2023 median)", 0.0,        \
                  GS_CQ_MAX_UNIT_USD),                                        \
    GS_OPT_FRAC(T, "failed-render-rate", P failed_render_rate, "<frac>",      \
                "media: renders lost per delivered asset", -GS_CQ_MAX_RATE,   \
                GS_CQ_MAX_RATE),                                              \
    GS_OPT_DOUBLE(T, "moderation-usd-per-render",                             \
                  P moderation_usd_per_render,                                \
                  "<usd>", "media: safety and quality filters per render",    \
                  0.0, GS_CQ_MAX_UNIT_USD),                                   \
    GS_OPT_DOUBLE(T, "queue-overhead", P queue_overhead_frac, "<frac>",       \
                  "media: GPU time idle between renders per render hour",     \
                  0.0, GS_CQ_MAX_QUEUE_FRAC),                                 \
    GS_OPT_DOUBLE(T, "review-hours-per-asset", P review_hours_per_asset,      \
                  "<hours>", "media: operator review per asset", 0.0,         \
                  GS_CQ_MAX_HOURS),                                           \
    GS_OPT_DOUBLE(T, "purchase-usd", P purchase_usd, "<usd>",                 \
                  "owned: price per GPU (default the catalogue's purchase "   \
                  "or launch price)", 0.0, GS_CQ_MAX_PURCHASE_USD),           \
    GS_OPT_DOUBLE(T, "amortisation-years", P amortisation_years, "<years>",   \
                  "owned: straight-line life (default 5)",                    \
                  GS_CQ_MIN_YEARS, GS_CQ_MAX_YEARS),                          \
    GS_OPT_DOUBLE(T, "usd-per-kwh", P usd_per_kwh, "<usd>",                   \
                  "owned: electricity (default 0.0895, EIA 2023)", 0.0,       \
                  GS_CQ_MAX_UNIT_USD),                                        \
    GS_OPT_DOUBLE(T, "pue", P pue, "<ratio>",                                 \
                  "owned: facility / IT power (default 1.56, Uptime 2024)",   \
                  1.0, GS_CQ_MAX_PUE),                                        \
    GS_OPT_FRAC(T, "reserved-reuse", P reserved_reuse_frac, "<frac>",         \
                "training on reserved GPUs: share of the term used for "     \
                "other work (default 0: the run pays the whole term)",       \
                0.0, 1.0),                                                    \
    GS_OPT_DOUBLE(T, "interruptions-per-hour", P interruptions_per_hour,      \
                  "<rate>", "spot, marketplace: preemptions per hour "        \
                  "(default spot 0.05/730, marketplace 0)", 0.0, 1.0)

struct gs_bench;

/*
 * The files behind a question, each read once per command, before any
 * candidate is priced: the workload file (--workload) and the bench CSV
 * (--measured).  Allocated in the caller's arena.
 */
struct gs_question_inputs {
    const struct gs_workload_file *file; /* NULL without --workload */
    const struct gs_bench *bench;        /* NULL without --measured */
    const struct gs_dataset *data;       /* resolves the bench's models */
};

/*
 * Read a->workload and a->measured (each if given) into *in.  A bad
 * file: the loader's error (GS_ESYNTAX, GS_ESCHEMA, GS_ENOTFOUND,
 * GS_EIO); GS_ENOMEM.
 */
int gs_question_inputs_load(struct gs_question_inputs *in,
                            const struct gs_cost_args *a,
                            const struct gs_dataset *d,
                            struct gs_arena *arena, struct gs_error *err);

/*
 * Settle the question from *a over the workload file in->file (if any)
 * for GPU g (its `measured` entry; NULL: no GPU).  Strings in `arena`.
 * Checks what the flags and file leave inconsistent (acceptance rate
 * outside (0, 1], negative rates, missing demand): GS_EUSAGE.  With a
 * bench file (in->bench), its best row for g (gs_measured_apply,
 * src/plan/measured.h: g's, of the question's model, --gpus and format,
 * meeting the p99 targets, the most per GPU) becomes a `measured` entry
 * that replaces the workload file's; a --tokens-per-s-per-gpu or
 * --assets-per-hour flag still wins.
 * No such row leaves the throughput to the model.  Reads no file.
 */
int gs_cost_question_settle(const struct gs_cost_args *a,
                            const struct gs_question_inputs *in,
                            const struct gs_gpu *g, struct gs_arena *arena,
                            struct gs_cost_question *q, struct gs_error *err);

/*
 * The GPUs a question is asked of when no --gpu names one: the workload
 * file's candidates (file may be NULL), else every GPU of the catalogue.
 * rank ranks them; cost reads its measured references among them
 * (src/plan/scale.h).  The array in `arena`.  GS_ENOTFOUND for a
 * candidate the catalogue lacks; GS_ENOMEM.
 */
int gs_question_gpus(const struct gs_dataset *d,
                     const struct gs_workload_file *file,
                     struct gs_arena *arena, const struct gs_gpu ***gpus,
                     size_t *n_gpus, struct gs_error *err);

#endif /* GPUSEL_COST_QUESTION_H */
