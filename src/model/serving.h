#ifndef GPUSEL_SERVING_H
#define GPUSEL_SERVING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model.h"

/*
 * How a serving engine budgets its KV cache (each engine's rule is in
 * its profile below; the fit engine applies it).  The zero value is gpusel's own rule.
 */
enum gs_kv_budget {
    /* everything (weights, KV, activations, sampler, reserve) within
     * mem_util_frac x usable: gpusel's rule and vLLM's
     * (gpu_memory_utilization of total memory) */
    GS_KV_BUDGET_TOTAL,
    /* weights + KV pool + reserve within mem_util_frac x usable, and
     * activations, sampler and CUDA graphs within the rest: SGLang's
     * mem_fraction_static */
    GS_KV_BUDGET_STATIC,
    /* KV within mem_util_frac x (usable - everything else): TensorRT-LLM's
     * kv_cache_free_gpu_memory_fraction of the memory left free */
    GS_KV_BUDGET_FREE,
};

/*
 * Serving-engine profiles: what vLLM, SGLang and TensorRT-LLM keep for
 * themselves before the KV cache gets the rest, and what they cost per
 * scheduling step.  Each value is the engine's documented default (or
 * what its code does by default) at the release named in `version`,
 * with its source in the matching *_src string; docs/methodology.md,
 * "Serving engines", restates them.  GS_SERVE_NONE is gpusel's own fit
 * behaviour (src/plan/defaults.c), so --engine none keeps the numbers of
 * earlier releases.  Model layer: pure, const tables only.
 */

enum gs_serving_engine {
    GS_SERVE_NONE,
    GS_SERVE_VLLM,
    GS_SERVE_SGLANG,
    GS_SERVE_TRTLLM,
    GS_SERVE_COUNT
};

/*
 * The engine `gpusel fit` (and perf) assume when --engine is not given:
 * vLLM, the engine whose "GPU KV cache size" and "Maximum concurrency"
 * log lines users compare an estimate with (docs/commands/fit.md,
 * "Serving engines").  GS_SERVE_NONE is gpusel's own rule.
 */
#define GS_DEFAULT_SERVING_ENGINE GS_SERVE_VLLM

/* "none", "vllm", "sglang", "trtllm", NULL: in enum order (option
 * choices). */
extern const char *const gs_serving_engine_names[];

/* The name, or "?" outside the enum. */
const char *gs_serving_engine_name(enum gs_serving_engine e);
/* Exact name to enum: 0 and *out set, or -1. */
int gs_serving_engine_find(const char *name, enum gs_serving_engine *out);

/*
 * How mem_util_frac depends on the GPU: a fixed fraction (vLLM,
 * TensorRT-LLM), or SGLang's rule, which reserves memory outside its
 * static pool by GPU size and tensor-parallel degree
 * (gs_serving_mem_util()).
 */
enum gs_serving_mem_rule {
    GS_MEM_RULE_FIXED,
    GS_MEM_RULE_SGLANG,
};

struct gs_serving_profile {
    enum gs_serving_engine engine;
    const char *name;            /* "vllm" */
    const char *title;           /* "vLLM" */
    const char *version;         /* the release the values are read from */

    /* How the KV cache is budgeted (fit.h, enum gs_kv_budget). */
    enum gs_kv_budget kv_budget;
    const char *kv_budget_src;

    /* Memory-utilisation fraction: vLLM gpu_memory_utilization (of total
     * memory), SGLang mem_fraction_static (of total, weights + KV pool),
     * TensorRT-LLM kv_cache_free_gpu_memory_fraction (of the memory free
     * after weights and activations).  With GS_MEM_RULE_SGLANG this is
     * the value on the largest GPUs at tp 1; gs_serving_mem_util() gives
     * the one used. */
    double mem_util_frac;
    enum gs_serving_mem_rule mem_rule;
    const char *mem_util_src;

    /* Token budget of one forward step: vLLM max_num_batched_tokens,
     * SGLang chunked_prefill_size, TensorRT-LLM max_num_tokens.  The
     * engine profiles (or sizes) its activation peak at this many
     * tokens. */
    int64_t max_batched_tokens;
    const char *max_batched_tokens_src;

    /* Most sequences scheduled at once: vLLM max_num_seqs, SGLang
     * max_running_requests (0: bounded by the KV pool only),
     * TensorRT-LLM max_batch_size.  The sampler's logits are sized at
     * min(this, max_batched_tokens) rows. */
    int64_t max_num_seqs;
    const char *max_num_seqs_src;

    /* Logits and sampler buffers: rows x vocab x logit_bytes x copies
     * (fp32 logits plus the sampler's probabilities/sort buffers). */
    double logit_bytes;
    double sampler_copies;
    const char *sampler_src;

    /* CUDA graphs: largest captured decode batch (0: none captured),
     * number of captured sizes, and the memory pool they keep, per GPU
     * (allocated after the KV cache, outside its budget in all three
     * engines, but it must fit in the device). */
    int64_t cuda_graph_max_batch;
    int64_t n_cuda_graphs;
    double cuda_graph_bytes;
    const char *cuda_graph_src;

    /* Memory outside the engine's tensors (CUDA context, NCCL, cuBLAS
     * workspaces) per GPU; vLLM's profile counts it as "non-torch". */
    double runtime_reserve_bytes;
    const char *runtime_reserve_src;

    /* Scheduling, for perf: host time per engine step not hidden behind
     * the GPU, and per running sequence per step. */
    double step_overhead_s;
    double per_seq_overhead_s;
    const char *overhead_src;

    /* Added after the first commit (the fields above keep their
     * meaning).  Defaults that depend on the GPU: on GPUs with at least
     * large_gpu_min_bytes of memory whose id does not contain
     * large_gpu_exclude, the large values above apply; on the others
     * max_batched_tokens_small and max_num_seqs_small (vLLM's
     * get_batch_defaults).  large_gpu_min_bytes 0: one tier. */
    double large_gpu_min_bytes;
    const char *large_gpu_exclude;
    int64_t max_batched_tokens_small;
    int64_t max_num_seqs_small;
    /* Extra non-torch memory once there is more than one rank (NCCL and
     * custom all-reduce buffers), per GPU. */
    double runtime_reserve_multi_gpu_bytes;
    /* CUDA-graph pool per captured size (n_cuda_graphs of them) and per
     * captured sequence; cuda_graph_bytes is a fixed part. */
    double cuda_graph_bytes_per_graph;
    double cuda_graph_bytes_per_seq;
};

/* The profile of e (never NULL for e in the enum). */
const struct gs_serving_profile *gs_serving_profile(enum gs_serving_engine e);

/*
 * The memory-utilisation fraction p uses on a GPU of `gpu_memory_bytes`
 * (total device memory) at tensor-parallel degree `tp` (>= 1).  Pure.
 */
double gs_serving_mem_util(const struct gs_serving_profile *p,
                           double gpu_memory_bytes, int64_t tp);

/* Where a profile is applied: the model, the GPU and the layout. */
struct gs_serving_target {
    const struct gs_model *model;
    double gpu_memory_bytes;     /* total device memory per GPU */
    int64_t tp;                  /* >= 1 */
    int64_t pp;                  /* >= 1 */
    const char *gpu_id;          /* catalogue id (vLLM's A100 rule); may
                                  * be NULL */
};

/* What a profile settles to on one target: the values the engine would
 * pick by itself there. */
struct gs_serving_settings {
    double mem_util_frac;
    int64_t max_batched_tokens;
    int64_t max_num_seqs;        /* 0: no cap but memory */
    int64_t sampler_rows;        /* rows of logits the sampler holds */
    int64_t cuda_graph_max_batch;
    int64_t n_cuda_graphs;
    double cuda_graph_bytes;
    double sampler_bytes;
    double runtime_reserve_bytes;
};

/* Settle p on *t (pure). */
void gs_serving_settle(const struct gs_serving_profile *p,
                       const struct gs_serving_target *t,
                       struct gs_serving_settings *out);


/* What perf needs from a profile. */
struct gs_serving_overheads {
    double step_overhead_s;      /* per engine step */
    double per_seq_overhead_s;   /* per running sequence per step */
    bool cuda_graphs;            /* decode replays captured graphs */
    int64_t cuda_graph_max_batch; /* above it, eager launches */
    int64_t max_num_seqs;        /* the engine's cap on concurrency (0:
                                  * none besides memory) */
    int64_t max_batched_tokens;  /* prefill chunk */
};

void gs_serving_perf_overheads(const struct gs_serving_profile *p,
                               struct gs_serving_overheads *out);

/* One cited value, for docs, --explain and tests. */
struct gs_serving_value {
    const char *key;             /* "mem_util_frac" */
    const char *unit;            /* "fraction", "tokens", "bytes", "s" */
    double value;
    const char *source;
};

#define GS_SERVING_N_VALUES 11

/*
 * Every value of p with its source, in a fixed order; fills up to `cap`
 * entries of out and returns GS_SERVING_N_VALUES.
 */
size_t gs_serving_values(const struct gs_serving_profile *p,
                         struct gs_serving_value *out, size_t cap);

#endif /* GPUSEL_SERVING_H */
