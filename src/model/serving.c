/*
 * Serving-engine profiles (serving.h): each engine's documented defaults
 * with their sources, and the pure translation into the fit engine's
 * consts and perf's overheads.  docs/methodology.md, "Serving engines",
 * restates every value and source.
 */
#include <assert.h>
#include <math.h>
#include <string.h>

#include "gpusel/serving.h"
#include "gpusel/units.h"
#include "gpusel/banned.h"

const char *const gs_serving_engine_names[GS_SERVE_COUNT + 1] = {
    [GS_SERVE_NONE] = "none",
    [GS_SERVE_VLLM] = "vllm",
    [GS_SERVE_SGLANG] = "sglang",
    [GS_SERVE_TRTLLM] = "trtllm",
    [GS_SERVE_COUNT] = NULL,
};

#define MIB GS_BYTES_PER_MIB
#define GIB GS_BYTES_PER_GIB

static const struct gs_serving_profile profiles[GS_SERVE_COUNT] = {
    [GS_SERVE_NONE] = {
        .engine = GS_SERVE_NONE, .name = "none", .title = "none",
        .version = "gpusel defaults",
        .kv_budget = GS_KV_BUDGET_TOTAL,
        .kv_budget_src = "src/cli/defaults.c: everything within "
                         "--mem-util x usable",
        .mem_util_frac = 1.0, .mem_rule = GS_MEM_RULE_FIXED,
        .mem_util_src = "src/cli/defaults.c (mem_util_frac 1.0)",
        .max_batched_tokens = 8192,
        .max_batched_tokens_src = "src/cli/defaults.c (prefill_chunk_tokens)",
        .max_num_seqs = 0,
        .max_num_seqs_src = "none: logits for the asked concurrency",
        .logit_bytes = 4.0, .sampler_copies = 1.0,
        .sampler_src = "src/engine/fit.c (fp32 logits per sequence)",
        .cuda_graph_max_batch = 0, .n_cuda_graphs = 0,
        .cuda_graph_bytes = 0.0,
        .cuda_graph_src = "none counted",
        .runtime_reserve_bytes = 1.5 * GIB,
        .runtime_reserve_src = "src/cli/defaults.c (runtime_reserve_bytes)",
        .step_overhead_s = 0.0, .per_seq_overhead_s = 0.0,
        .overhead_src = "none counted",
    },
    [GS_SERVE_VLLM] = {
        .engine = GS_SERVE_VLLM, .name = "vllm", .title = "vLLM",
        .version = "vLLM v0.10.1",
        .kv_budget = GS_KV_BUDGET_TOTAL,
        .kv_budget_src = "vllm/v1/worker/gpu_worker.py "
                         "determine_available_memory",
        .mem_util_frac = 0.9, .mem_rule = GS_MEM_RULE_FIXED,
        .mem_util_src = "vllm/engine/arg_utils.py gpu_memory_utilization",
        .max_batched_tokens = 8192,
        .max_batched_tokens_src = "vllm/engine/arg_utils.py",
        .max_num_seqs = 256,
        .max_num_seqs_src = "vllm/engine/arg_utils.py",
        .logit_bytes = 4.0, .sampler_copies = 2.0,
        .sampler_src = "vllm/v1/worker/gpu_model_runner.py "
                       "_dummy_sampler_run",
        .cuda_graph_max_batch = 512, .n_cuda_graphs = 67,
        .cuda_graph_bytes = 0.5 * GIB,
        .cuda_graph_src = "vllm/config.py cuda_graph_sizes",
        .runtime_reserve_bytes = 1.0 * GIB,
        .runtime_reserve_src = "vllm/utils memory_profiling non_torch",
        .step_overhead_s = 1e-3, .per_seq_overhead_s = 5e-6,
        .overhead_src = "vLLM v0.6.0 blog",
    },
    [GS_SERVE_SGLANG] = {
        .engine = GS_SERVE_SGLANG, .name = "sglang", .title = "SGLang",
        .version = "SGLang v0.5.0",
        .kv_budget = GS_KV_BUDGET_STATIC,
        .kv_budget_src = "python/sglang/srt/model_executor/model_runner.py "
                         "profile_max_num_token",
        .mem_util_frac = 0.88, .mem_rule = GS_MEM_RULE_SGLANG,
        .mem_util_src = "python/sglang/srt/server_args.py "
                        "mem_fraction_static",
        .max_batched_tokens = 8192,
        .max_batched_tokens_src = "python/sglang/srt/server_args.py "
                                  "chunked_prefill_size",
        .max_num_seqs = 0,
        .max_num_seqs_src = "python/sglang/srt/server_args.py "
                            "max_running_requests",
        .logit_bytes = 4.0, .sampler_copies = 2.0,
        .sampler_src = "python/sglang/srt/layers/sampler.py",
        .cuda_graph_max_batch = 160, .n_cuda_graphs = 23,
        .cuda_graph_bytes = 0.5 * GIB,
        .cuda_graph_src = "python/sglang/srt/server_args.py "
                          "cuda_graph_max_bs",
        .runtime_reserve_bytes = 1.0 * GIB,
        .runtime_reserve_src = "model_runner.py",
        .step_overhead_s = 0.5e-3, .per_seq_overhead_s = 2e-6,
        .overhead_src = "SGLang v0.4 blog",
    },
    [GS_SERVE_TRTLLM] = {
        .engine = GS_SERVE_TRTLLM, .name = "trtllm", .title = "TensorRT-LLM",
        .version = "TensorRT-LLM v1.0.0",
        .kv_budget = GS_KV_BUDGET_FREE,
        .kv_budget_src = "tensorrt_llm/llmapi/llm_args.py KvCacheConfig",
        .mem_util_frac = 0.9, .mem_rule = GS_MEM_RULE_FIXED,
        .mem_util_src = "tensorrt_llm/llmapi/llm_args.py "
                        "free_gpu_memory_fraction",
        .max_batched_tokens = 8192,
        .max_batched_tokens_src = "tensorrt_llm/llmapi/llm_args.py "
                                  "max_num_tokens",
        .max_num_seqs = 2048,
        .max_num_seqs_src = "tensorrt_llm/llmapi/llm_args.py max_batch_size",
        .logit_bytes = 4.0, .sampler_copies = 1.0,
        .sampler_src = "tensorrt_llm/_torch/pyexecutor",
        .cuda_graph_max_batch = 128, .n_cuda_graphs = 11,
        .cuda_graph_bytes = 0.5 * GIB,
        .cuda_graph_src = "tensorrt_llm/llmapi/llm_args.py CudaGraphConfig",
        .runtime_reserve_bytes = 1.0 * GIB,
        .runtime_reserve_src = "CUDA context",
        .step_overhead_s = 1e-3, .per_seq_overhead_s = 5e-6,
        .overhead_src = "TensorRT-LLM docs",
    },
};

#undef MIB
#undef GIB

const char *gs_serving_engine_name(enum gs_serving_engine e)
{
    return (e >= 0 && e < GS_SERVE_COUNT) ? gs_serving_engine_names[e] : "?";
}

int gs_serving_engine_find(const char *name, enum gs_serving_engine *out)
{
    int i;

    for (i = 0; i < GS_SERVE_COUNT; i++)
        if (strcmp(name, gs_serving_engine_names[i]) == 0) {
            *out = (enum gs_serving_engine)i;
            return 0;
        }
    return -1;
}

const struct gs_serving_profile *gs_serving_profile(enum gs_serving_engine e)
{
    assert(e >= 0 && e < GS_SERVE_COUNT);
    return &profiles[e];
}

double gs_serving_mem_util(const struct gs_serving_profile *p,
                           double gpu_memory_bytes, int64_t tp)
{
    assert(tp >= 1);
    (void)gpu_memory_bytes;
    (void)tp;
    return p->mem_util_frac;
}

void gs_serving_fit_consts(const struct gs_serving_profile *p,
                           const struct gs_serving_target *t,
                           const struct gs_fit_consts *base,
                           struct gs_fit_consts *out)
{
    double rows;

    *out = *base;
    if (p->engine == GS_SERVE_NONE)
        return;
    rows = (double)(p->max_num_seqs > 0 &&
                            p->max_num_seqs < p->max_batched_tokens
                        ? p->max_num_seqs : p->max_batched_tokens);
    out->mem_util_frac = gs_serving_mem_util(p, t->gpu_memory_bytes, t->tp);
    out->kv_budget = p->kv_budget;
    out->prefill_chunk_tokens = p->max_batched_tokens;
    out->runtime_reserve_bytes = p->runtime_reserve_bytes;
    out->sampler_bytes = rows * (double)t->model->vocab_size *
                         p->logit_bytes * p->sampler_copies;
    out->cuda_graph_bytes = p->cuda_graph_bytes;
}

void gs_serving_perf_overheads(const struct gs_serving_profile *p,
                               struct gs_serving_overheads *out)
{
    out->step_overhead_s = p->step_overhead_s;
    out->per_seq_overhead_s = p->per_seq_overhead_s;
    out->cuda_graphs = p->cuda_graph_max_batch > 0;
    out->cuda_graph_max_batch = p->cuda_graph_max_batch;
    out->max_num_seqs = p->max_num_seqs;
    out->max_batched_tokens = p->max_batched_tokens;
}

size_t gs_serving_values(const struct gs_serving_profile *p,
                         struct gs_serving_value *out, size_t cap)
{
    const struct gs_serving_value v[GS_SERVING_N_VALUES] = {
        { "mem_util_frac", "fraction", p->mem_util_frac, p->mem_util_src },
        { "kv_budget", "rule", (double)p->kv_budget, p->kv_budget_src },
        { "max_batched_tokens", "tokens", (double)p->max_batched_tokens,
          p->max_batched_tokens_src },
        { "max_num_seqs", "sequences", (double)p->max_num_seqs,
          p->max_num_seqs_src },
        { "sampler_copies", "copies", p->sampler_copies, p->sampler_src },
        { "cuda_graph_max_batch", "sequences",
          (double)p->cuda_graph_max_batch, p->cuda_graph_src },
        { "n_cuda_graphs", "graphs", (double)p->n_cuda_graphs,
          p->cuda_graph_src },
        { "cuda_graph_bytes", "bytes", p->cuda_graph_bytes,
          p->cuda_graph_src },
        { "runtime_reserve_bytes", "bytes", p->runtime_reserve_bytes,
          p->runtime_reserve_src },
        { "step_overhead_s", "s", p->step_overhead_s, p->overhead_src },
        { "per_seq_overhead_s", "s", p->per_seq_overhead_s,
          p->overhead_src },
    };
    size_t i;

    for (i = 0; i < GS_SERVING_N_VALUES && i < cap; i++)
        out[i] = v[i];
    return GS_SERVING_N_VALUES;
}
