#ifndef GPUSEL_SERVING_OPTIONS_H
#define GPUSEL_SERVING_OPTIONS_H

#include "defaults.h"
#include "opt.h"

/*
 * The serving options that `gpusel perf` and the cost question (cost,
 * rank, sweep) both take, written once so that their parsing, help, man
 * page and completion agree (CLI layer).  T is the argument struct, P
 * the path of the member holding the fields with a trailing dot
 * (`cost.`), or nothing; the fields carry the same names in every
 * struct (struct gs_cost_args, struct perf_args).  Each macro's entries
 * end without a comma.
 */

/* --precision's values where a weight format is asked (fit, perf). */
extern const char *const gs_weight_dtype_names[];
/* --kv-dtype's values. */
extern const char *const gs_kv_dtype_names[];
/* --kv-offload's values: the tiers. */
extern const char *const gs_kv_offload_names[];

#define GS_KV_DTYPE_OPTION(T, P)                                              \
    GS_OPT_CHOICE(T, "kv-dtype", P kv_dtype, "<fmt>",                         \
                  "KV-cache format (default bf16, fp32 with fp32 weights)",   \
                  gs_kv_dtype_names)

/* Prefix caching and speculative decoding (docs/commands/perf.md,
 * "Serving features"). */
#define GS_PREFIX_SPEC_DECODE_OPTIONS(T, P)                                   \
    GS_OPT_TOKENS(T, "prefix-tokens", P prefix_tokens, "<tokens>",            \
                  "shared prompt prefix per request (system prompt); "        \
                  "with --prefix-hit-rate"),                                  \
    GS_OPT_FRAC(T, "prefix-hit-rate", P prefix_hit_rate, "<frac>",            \
                "share of requests whose prefix is in the prefix cache "      \
                "(default 0: no caching)", 0.0, 1.0),                         \
    GS_OPT_STRING(T, "spec-decode", P spec_decode, "mtp:<k>",                 \
                  "speculative decoding with the model's MTP head drafting "  \
                  "k tokens per step; needs --acceptance-length"),            \
    GS_OPT_STRING(T, "draft-model", P draft_model, "<model>",                 \
                  "speculative decoding with this draft model; needs "        \
                  "--draft-tokens and --acceptance-length"),                  \
    GS_OPT_INT64(T, "draft-tokens", P draft_tokens, "<k>",                    \
                 "tokens the draft model proposes per step", 1,               \
                 GS_PERF_MAX_DRAFT_TOKENS),                                   \
    GS_OPT_DOUBLE(T, "acceptance-length", P acceptance_length, "<a>",         \
                  "measured mean tokens per verify step (accepted + 1), "     \
                  "from 1 to k + 1", 1.0, GS_PERF_MAX_DRAFT_TOKENS + 1.0)

/* --ep (sweep takes an axis of EP sizes instead). */
#define GS_EP_OPTION(T, P)                                                    \
    GS_OPT_INT64(T, "ep", P ep, "<n>",                                        \
                 "MoE: expert-parallel group of n GPUs per replica (1: "      \
                 "none; default: searched with attention-DP)", 1,             \
                 GS_MAX_SEARCH_GPUS)

/* Attention data-parallel with EP, and the host-memory KV tier. */
#define GS_ATTN_DP_KV_OFFLOAD_OPTIONS(T, P)                                   \
    GS_OPT_FLAG(T, "attention-dp", P attention_dp,                            \
                "with --ep: attention data-parallel over the EP group"),      \
    GS_OPT_CHOICE(T, "kv-offload", P kv_offload, "<tier>",                    \
                  "KV cache beyond HBM in host memory, read over PCIe or "    \
                  "NVLink-C2C (needs --host-memory)", gs_kv_offload_names),   \
    GS_OPT_BYTES(T, "host-memory", P host_memory_bytes, "<bytes>",            \
                 "with --kv-offload host: host memory per GPU the KV tier "   \
                 "may fill, e.g. 200GB")

/* The pools of a disaggregated deployment (with --disagg, whose help
 * each command words for itself). */
#define GS_DISAGG_POOL_OPTIONS(T, P)                                          \
    GS_OPT_INT64(T, "prefill-gpus", P prefill_gpus, "<n>",                    \
                 "with --disagg: GPUs of the prefill pool", 1,                \
                 GS_MAX_SEARCH_GPUS),                                         \
    GS_OPT_INT64(T, "decode-gpus", P decode_gpus, "<n>",                      \
                 "with --disagg: GPUs of the decode pool", 1,                 \
                 GS_MAX_SEARCH_GPUS)

#endif /* GPUSEL_SERVING_OPTIONS_H */
