/*
 * Serving-engine profiles (serving.h): each engine's documented defaults
 * with their sources, and the pure translation into the fit engine's
 * consts and perf's overheads.  docs/methodology.md, "Serving engines",
 * restates every value and source.
 */
#include <assert.h>
#include <math.h>
#include <string.h>

#include "serving.h"
#include "units.h"
#include "banned.h"

const char *const gs_serving_engine_names[GS_SERVE_COUNT + 1] = {
    [GS_SERVE_NONE] = "none",
    [GS_SERVE_VLLM] = "vllm",
    [GS_SERVE_SGLANG] = "sglang",
    [GS_SERVE_TRTLLM] = "trtllm",
    [GS_SERVE_COUNT] = NULL,
};

#define MIB GS_BYTES_PER_MIB
#define GIB GS_BYTES_PER_GIB

/*
 * SGLang's mem_fraction_static when none is given
 * (python/sglang/srt/server_args.py, _handle_gpu_memory_settings, v0.5.2):
 * reserve, in MiB of the GPU's total memory (nvidia-smi memory.total),
 * by size tier and parallel size (tp x pp), then
 * round((total - reserve) / total, 3).  Its comments name the tiers: A10,
 * L40, 4090 below 35 GiB; H100, A100 below 90 GiB; H20 below 100 GiB;
 * H200 below 160 GiB; B200, MI300 above.
 */
#define SGL_TIER_SMALL_MIB (35.0 * 1024.0)
#define SGL_TIER_80G_MIB (90.0 * 1024.0)
#define SGL_TIER_160G_MIB (160.0 * 1024.0)
#define SGL_RESERVE_SMALL_MIB (2.8 * 1024.0)
#define SGL_RESERVE_SMALL_PER_RANK_MIB (1024.0 / 10.0)
#define SGL_RESERVE_80G_MIB (9.5 * 1024.0)
#define SGL_RESERVE_96G_MIB (12.0 * 1024.0)
#define SGL_RESERVE_PER_RANK_MIB (1024.0 / 2.0)
#define SGL_RESERVE_HUGE_MIB (32.0 * 1024.0)
#define SGL_FRAC_ROUND 1000.0
/* chunked_prefill_size by tier: 2048 below 35 GiB, 8192 below 160 GiB,
 * 16384 above (same function) */
#define SGL_CHUNK_SMALL 2048
#define SGL_CHUNK_LARGE 8192
#define SGL_CHUNK_HUGE 16384
/* cuda_graph_max_bs (same function): 8 (tp < 4) or 80 below 35 GiB, 160
 * on H100/A100, 256 on H20/H200, 512 on B200/MI300 */
#define SGL_GRAPH_BS_SMALL_TP 8
#define SGL_GRAPH_BS_SMALL 80
#define SGL_GRAPH_BS_SMALL_TP_MAX 4
#define SGL_GRAPH_BS_80G 160
#define SGL_GRAPH_BS_160G 256
#define SGL_GRAPH_BS_HUGE 512

static const struct gs_serving_profile profiles[GS_SERVE_COUNT] = {
    [GS_SERVE_NONE] = {
        .engine = GS_SERVE_NONE, .name = "none", .title = "none",
        .version = "gpusel defaults (src/cli/defaults.c)",
        .kv_budget = GS_KV_BUDGET_TOTAL,
        .kv_budget_src = "src/cli/defaults.c: weights, KV cache, "
                         "activations and reserve within --mem-util x "
                         "usable memory",
        .mem_util_frac = 1.0, .mem_rule = GS_MEM_RULE_FIXED,
        .mem_util_src = "src/cli/defaults.c mem_util_frac",
        .max_batched_tokens = 8192,
        .max_batched_tokens_src = "src/cli/defaults.c prefill_chunk_tokens",
        .max_num_seqs = 0,
        .max_num_seqs_src = "none: logits for the asked concurrency",
        .logit_bytes = 4.0, .sampler_copies = 1.0,
        .sampler_src = "src/engine/fit.c: fp32 logits, one row per "
                       "sequence",
        .cuda_graph_max_batch = 0, .n_cuda_graphs = 0,
        .cuda_graph_bytes = 0.0,
        .cuda_graph_src = "none counted",
        .runtime_reserve_bytes = 1.5 * GIB,
        .runtime_reserve_src = "src/cli/defaults.c runtime_reserve_bytes",
        .step_overhead_s = 0.0, .per_seq_overhead_s = 0.0,
        .overhead_src = "none counted",
    },
    [GS_SERVE_VLLM] = {
        .engine = GS_SERVE_VLLM, .name = "vllm", .title = "vLLM",
        .version = "vLLM v0.10, V1 engine",
        .kv_budget = GS_KV_BUDGET_TOTAL,
        .kv_budget_src = "vllm/v1/worker/gpu_worker.py "
                         "determine_available_memory: total x "
                         "gpu_memory_utilization - (weights + profiled "
                         "peak + non-torch)",
        .mem_util_frac = 0.9, .mem_rule = GS_MEM_RULE_FIXED,
        .mem_util_src = "vllm/config CacheConfig gpu_memory_utilization "
                        "0.9; docs.vllm.ai engine args",
        /* OpenAI server on >= 70 GiB GPUs but A100: 8192 tokens, 1024
         * sequences; else 2048 and 256 (vllm/engine/arg_utils.py,
         * get_batch_defaults; PR #17885 keeps A100 on the small tier) */
        .max_batched_tokens = 8192, .max_batched_tokens_small = 2048,
        .max_batched_tokens_src = "vllm/engine/arg_utils.py "
                                  "get_batch_defaults (OpenAI server)",
        .max_num_seqs = 1024, .max_num_seqs_small = 256,
        .max_num_seqs_src = "vllm/engine/arg_utils.py get_batch_defaults",
        .large_gpu_min_bytes = 70.0 * GIB, .large_gpu_exclude = "a100",
        /* profile_run ends with _dummy_sampler_run over min(max_num_seqs,
         * max_num_batched_tokens) rows: fp32 logits and probabilities */
        .logit_bytes = 4.0, .sampler_copies = 2.0,
        .sampler_src = "vllm/v1/worker/gpu_model_runner.py profile_run, "
                       "_dummy_sampler_run",
        /* V1: [1, 2, 4] + 8..512 step 8 = 67 sizes, up to
         * min(2 x max_num_seqs, 512); captured after the KV cache is
         * allocated (gpu_worker.py compile_or_warm_up_model).  Pool per
         * size: "took 6.00-28.00 MiB" per size in V1 capture logs (vLLM
         * PR #22897); 0.21 GiB for 35 sizes of Llama-3.2-1B (PR
         * #11349). */
        .cuda_graph_max_batch = 512, .n_cuda_graphs = 67,
        .cuda_graph_bytes = 0.0, .cuda_graph_bytes_per_graph = 8.0 * MIB,
        .cuda_graph_src = "vllm/config CompilationConfig "
                          "cudagraph_capture_sizes; capture logs in vLLM "
                          "PRs #22897, #11349",
        /* non-torch memory the profile subtracts (allocations outside
         * PyTorch that grow during it: NCCL, cuBLAS): 0.16 GiB on H100
         * at tp 1 (vLLM v0.8 log, kubernetes-sigs/gateway-api-inference-
         * extension PR #550), 0.20 GiB at tp 4 on 24 GiB GPUs (vLLM PR
         * #14447 log).  The CUDA context before the baseline stays in
         * the 10% left over, like the graphs. */
        .runtime_reserve_bytes = 164.0 * MIB,     /* 0.16 GiB */
        .runtime_reserve_multi_gpu_bytes = 41.0 * MIB, /* 0.04 GiB */
        .runtime_reserve_src = "vllm/v1/worker/gpu_worker.py non-torch "
                               "increase; logs: 0.16 GiB tp 1 (gateway-api-"
                               "inference-extension PR #550), 0.20 GiB tp 4 "
                               "(vLLM PR #14447)",
        .step_overhead_s = 0.5e-3, .per_seq_overhead_s = 2e-6,
        .overhead_src = "estimate: V1 overlaps scheduling with the GPU "
                        "(blog.vllm.ai 2025-01-27 'vLLM V1'); V0 spent "
                        "over half the step on it "
                        "(mlsys.wuklab.io/posts/scheduling_overhead)",
    },
    [GS_SERVE_SGLANG] = {
        .engine = GS_SERVE_SGLANG, .name = "sglang", .title = "SGLang",
        .version = "SGLang v0.5.2",
        .kv_budget = GS_KV_BUDGET_STATIC,
        .kv_budget_src = "python/sglang/srt/model_executor/model_runner.py "
                         "profile_max_num_token: free after weights - "
                         "total x (1 - mem_fraction_static)",
        .mem_util_frac = 0.88, .mem_rule = GS_MEM_RULE_SGLANG,
        .mem_util_src = "python/sglang/srt/server_args.py "
                        "_handle_gpu_memory_settings (0.88 when the GPU "
                        "size is unknown)",
        .max_batched_tokens = SGL_CHUNK_LARGE,
        .max_batched_tokens_small = SGL_CHUNK_SMALL,
        .max_batched_tokens_src = "python/sglang/srt/server_args.py "
                                  "chunked_prefill_size",
        .max_num_seqs = 0,
        .max_num_seqs_src = "python/sglang/srt/server_args.py "
                            "max_running_requests (unset: the KV pool)",
        .logit_bytes = 4.0, .sampler_copies = 2.0,
        .sampler_src = "python/sglang/srt/layers/sampler.py: fp32 logits "
                       "and probabilities for the decode batch",
        .cuda_graph_max_batch = SGL_GRAPH_BS_80G, .n_cuda_graphs = 0,
        /* SGLang budgets 2 MiB per captured sequence for its graphs
         * (server_args.py, reserved_mem += cuda_graph_max_bs * 2, PR
         * #10975) */
        .cuda_graph_bytes_per_seq = 2.0 * MIB,
        .cuda_graph_src = "python/sglang/srt/server_args.py "
                          "cuda_graph_max_bs; PR #10975 (2 MiB per "
                          "captured sequence)",
        .runtime_reserve_bytes = 1833.0 * MIB,    /* 1.79 GiB */
        .runtime_reserve_multi_gpu_bytes = 1833.0 * MIB,
        .runtime_reserve_src = "same CUDA/NCCL stack as vLLM (PR #10511 "
                               "log); held before the pool is sized",
        .step_overhead_s = 0.3e-3, .per_seq_overhead_s = 1e-6,
        .overhead_src = "estimate: overlap scheduler (lmsys.org blog "
                        "2024-12-04 'SGLang v0.4'); lower than vLLM's "
                        "(mlsys.wuklab.io/posts/scheduling_overhead)",
    },
    [GS_SERVE_TRTLLM] = {
        .engine = GS_SERVE_TRTLLM, .name = "trtllm", .title = "TensorRT-LLM",
        .version = "TensorRT-LLM v1.0, PyTorch backend",
        .kv_budget = GS_KV_BUDGET_FREE,
        .kv_budget_src = "tensorrt_llm/_torch/pyexecutor/_util.py "
                         "KvCacheCreator: fraction x memory free after "
                         "weights and the profiled forward",
        .mem_util_frac = 0.9, .mem_rule = GS_MEM_RULE_FIXED,
        .mem_util_src = "tensorrt_llm/llmapi/llm_args.py KvCacheConfig "
                        "free_gpu_memory_fraction 0.9",
        .max_batched_tokens = 8192,
        .max_batched_tokens_src = "tensorrt_llm/builder.py BuildConfig "
                                  "max_num_tokens 8192 (trtllm-serve "
                                  "--max_num_tokens default)",
        .max_num_seqs = 2048,
        .max_num_seqs_src = "tensorrt_llm/builder.py BuildConfig "
                            "max_batch_size 2048 (trtllm-serve "
                            "--max_batch_size default)",
        .logit_bytes = 4.0, .sampler_copies = 1.0,
        .sampler_src = "tensorrt_llm/_torch/pyexecutor/sampler.py: fp32 "
                       "logits of the last token per request",
        /* CudaGraphConfig: max_batch_size 128 by default; sizes 1..31,
         * 32, 64, 128 (_generate_cuda_graph_batch_sizes, no padding) */
        .cuda_graph_max_batch = 128, .n_cuda_graphs = 34,
        .cuda_graph_bytes_per_graph = 8.0 * MIB,
        .cuda_graph_src = "tensorrt_llm/llmapi/llm_args.py CudaGraphConfig;"
                          " pool per size as vLLM's capture logs",
        .runtime_reserve_bytes = 1833.0 * MIB,    /* 1.79 GiB */
        .runtime_reserve_multi_gpu_bytes = 1833.0 * MIB,
        .runtime_reserve_src = "same CUDA/NCCL stack as vLLM (PR #10511 "
                               "log)",
        .step_overhead_s = 0.3e-3, .per_seq_overhead_s = 1e-6,
        .overhead_src = "estimate: C++ batch manager, scheduling overlapped "
                        "(nvidia.github.io/TensorRT-LLM overlap scheduler)",
    },
};

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

/* SGLang's reserve outside its static pool, MiB (see above). */
static double sglang_reserve_mib(double total_mib, int64_t n_ranks)
{
    double ranks = (double)n_ranks;

    if (total_mib < SGL_TIER_SMALL_MIB)
        return SGL_RESERVE_SMALL_MIB + ranks * SGL_RESERVE_SMALL_PER_RANK_MIB;
    if (total_mib < SGL_TIER_80G_MIB)
        return SGL_RESERVE_80G_MIB + ranks * SGL_RESERVE_PER_RANK_MIB;
    if (total_mib < SGL_TIER_160G_MIB)
        return SGL_RESERVE_96G_MIB + ranks * SGL_RESERVE_PER_RANK_MIB;
    return SGL_RESERVE_HUGE_MIB;
}

static double sglang_frac(double gpu_memory_bytes, int64_t n_ranks)
{
    double mib = gpu_memory_bytes / MIB;

    return round((mib - sglang_reserve_mib(mib, n_ranks)) / mib *
                 SGL_FRAC_ROUND) / SGL_FRAC_ROUND;
}

double gs_serving_mem_util(const struct gs_serving_profile *p,
                           double gpu_memory_bytes, int64_t tp)
{
    assert(tp >= 1);
    if (p->mem_rule == GS_MEM_RULE_SGLANG && gpu_memory_bytes > 0.0)
        return sglang_frac(gpu_memory_bytes, tp);
    return p->mem_util_frac;
}

/* Whether t is on the engine's large-GPU tier. */
static bool large_gpu(const struct gs_serving_profile *p,
                      const struct gs_serving_target *t)
{
    if (!(p->large_gpu_min_bytes > 0.0))
        return true;
    if (t->gpu_memory_bytes < p->large_gpu_min_bytes)
        return false;
    return !(p->large_gpu_exclude && t->gpu_id &&
             strstr(t->gpu_id, p->large_gpu_exclude));
}

void gs_serving_settle(const struct gs_serving_profile *p,
                       const struct gs_serving_target *t,
                       struct gs_serving_settings *out)
{
    int64_t ranks = t->tp * t->pp;
    double mib = t->gpu_memory_bytes / MIB;
    bool large = large_gpu(p, t);
    int64_t rows, graph_bs, n_graphs;

    assert(t->tp >= 1 && t->pp >= 1 && t->model);
    memset(out, 0, sizeof(*out));
    out->mem_util_frac = p->mem_rule == GS_MEM_RULE_SGLANG
                             ? gs_serving_mem_util(p, t->gpu_memory_bytes,
                                                   ranks)
                             : p->mem_util_frac;
    out->max_batched_tokens = large ? p->max_batched_tokens
                                    : p->max_batched_tokens_small;
    out->max_num_seqs = large ? p->max_num_seqs : p->max_num_seqs_small;
    graph_bs = p->cuda_graph_max_batch;
    n_graphs = p->n_cuda_graphs;
    if (p->mem_rule == GS_MEM_RULE_SGLANG) {
        if (mib < SGL_TIER_SMALL_MIB) {
            out->max_batched_tokens = SGL_CHUNK_SMALL;
            graph_bs = t->tp < SGL_GRAPH_BS_SMALL_TP_MAX
                           ? SGL_GRAPH_BS_SMALL_TP : SGL_GRAPH_BS_SMALL;
        } else if (mib < SGL_TIER_80G_MIB) {
            out->max_batched_tokens = SGL_CHUNK_LARGE;
            graph_bs = SGL_GRAPH_BS_80G;
        } else if (mib < SGL_TIER_160G_MIB) {
            out->max_batched_tokens = SGL_CHUNK_LARGE;
            graph_bs = SGL_GRAPH_BS_160G;
        } else {
            out->max_batched_tokens = SGL_CHUNK_HUGE;
            graph_bs = SGL_GRAPH_BS_HUGE;
        }
    }
    if (out->max_batched_tokens < 1)
        out->max_batched_tokens = p->max_batched_tokens;
    out->cuda_graph_max_batch = graph_bs;
    out->n_cuda_graphs = n_graphs;
    out->cuda_graph_bytes = p->cuda_graph_bytes +
                            (double)n_graphs * p->cuda_graph_bytes_per_graph +
                            (double)graph_bs * p->cuda_graph_bytes_per_seq;
    /* the sampler holds one row per scheduled sequence: the engine's cap,
     * else its largest captured decode batch */
    rows = out->max_num_seqs > 0 ? out->max_num_seqs : graph_bs;
    if (rows > out->max_batched_tokens)
        rows = out->max_batched_tokens;
    out->sampler_rows = rows;
    out->sampler_bytes = (double)rows * (double)t->model->vocab_size *
                         p->logit_bytes * p->sampler_copies;
    out->runtime_reserve_bytes = p->runtime_reserve_bytes +
                                 (ranks > 1 ? p->runtime_reserve_multi_gpu_bytes
                                            : 0.0);
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
        { "cuda_graph_bytes_per_graph", "bytes",
          p->cuda_graph_bytes_per_graph + p->cuda_graph_bytes_per_seq,
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
