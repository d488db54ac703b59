/*
 * CLI defaults and tunables, each with its provenance (fzy's config.def.h
 * idea).  docs/methodology.md, "Constants", restates and cites them.
 */
#include "gpusel/defaults.h"
#include "gpusel/units.h"
#include "gpusel/banned.h"

const struct gs_fit_consts gs_default_fit_consts = {
    /*
     * CUDA context, loaded kernels and library workspaces (cuBLAS, NCCL)
     * that a framework holds outside its tensors.  Hugging Face's "model
     * memory anatomy" guide measures 1.3 GB for the CUDA kernels alone
     * after the first tensor is moved to the GPU; cuBLAS adds a workspace
     * and NCCL its buffers.  1.5 GiB, per GPU.
     */
    .runtime_reserve_bytes = 1.5 * GS_BYTES_PER_GIB,
    /*
     * PyTorch's caching allocator rounds blocks (large ones to 2 MiB) and
     * keeps freed blocks cached; memory reserved but not allocated is
     * typically 5-15% of the dynamic (per-step) allocations.  Applied to
     * activations and gradients only: weights, optimiser states and a
     * paged KV cache are allocated once.
     */
    .fragmentation_frac = 0.10,
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
};
