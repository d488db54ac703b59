/*
 * CLI defaults and tunables, each with its provenance (fzy's config.def.h
 * idea).  docs/methodology.md, "Constants", restates and cites them.
 */
#include "defaults.h"
#include "units.h"
#include "banned.h"

const struct gs_workload_defaults gs_default_workload = {
    .base = {
        /* The question when none is named: serving. */
        .mode = GS_MODE_INFER,
        /*
         * Weights when the model states no shipped format (--precision
         * auto): bf16, the format nearly every open checkpoint ships
         * in; also the 16-bit copy full-parameter training runs on.
         */
        .weight_dtype = GS_DTYPE_BF16,
        .expert_dtype = GS_DTYPE_BF16,
        /* KV cache: 16-bit, vLLM's kv_cache_dtype "auto" on a bf16
         * model. */
        .kv_dtype = GS_DTYPE_BF16,
        /* LoRA adapters in fp32: PEFT's autocast_adapter_dtype. */
        .adapter_dtype = GS_DTYPE_FP32,
        /* Context per sequence: 4096 tokens, a common serving and
         * fine-tuning length (Llama 2's native context). */
        .ctx_tokens = 4096,
        .concurrency = 1,
        .micro_batch = 1,
        /* AdamW: the default of HF Trainer, Megatron and DeepSpeed. */
        .optimizer = GS_OPTIM_ADAM,
        /* No recomputation: HF Trainer's gradient_checkpointing=False. */
        .recompute = GS_RECOMPUTE_NONE,
        /* LoRA rank 16: PEFT's examples and most recipes use 8-64. */
        .lora_rank = 16,
        /*
         * Largest prefill batch: vLLM's chunked-prefill token budget
         * (max_num_batched_tokens) of 8192 in its V1 engine.
         */
        .prefill_chunk_tokens = 8192,
        /*
         * Share of the allocatable memory the runtime may use.  1.0: the
         * whole question is what fits; vLLM's own default is 0.9
         * (--gpu-memory-utilization), which --mem-util 0.9 reproduces.
         */
        .mem_util_frac = 1.0,
        /*
         * CUDA context, loaded kernels and library workspaces (cuBLAS,
         * NCCL) that a framework holds outside its tensors.  Hugging
         * Face's "model memory anatomy" guide measures 1.3 GB for the
         * CUDA kernels alone after the first tensor is moved to the GPU;
         * cuBLAS adds a workspace and NCCL its buffers.  1.5 GiB, per GPU.
         */
        .runtime_reserve_bytes = 1.5 * GS_BYTES_PER_GIB,
        /*
         * PyTorch's caching allocator rounds blocks (large ones to 2 MiB)
         * and keeps freed blocks cached; memory reserved but not
         * allocated is typically 5-15% of the dynamic (per-step)
         * allocations.  Applied to activations and gradients only:
         * weights, optimiser states and a paged KV cache are allocated
         * once.
         */
        .fragmentation_frac = 0.10,
        .weight_origin = GS_ORIGIN_DEFAULT,
        .recompute_origin = GS_ORIGIN_DEFAULT,
    },
    /* QLoRA's base is NF4 by definition (Dettmers et al. 2023). */
    .qlora_weight_dtype = GS_DTYPE_NF4,
    /*
     * QLoRA recipes train with gradient checkpointing: PEFT's
     * prepare_model_for_kbit_training() enables it by default
     * (use_gradient_checkpointing=True), as does the QLoRA paper's
     * qlora.py (--gradient_checkpointing True).
     */
    .qlora_recompute = GS_RECOMPUTE_FULL,
    /* fp32 weights keep an fp32 KV cache (the model's compute dtype). */
    .fp32_kv_dtype = GS_DTYPE_FP32,
};
