#ifndef GPUSEL_TRAIN_DEFAULTS_H
#define GPUSEL_TRAIN_DEFAULTS_H

#include "gpu.h"
#include "train.h"

/*
 * Default constants of the training engine, each a physical quantity
 * with its source (docs/engines/train.md has the citations and the
 * arithmetic).  None is fitted to a validation case.  The GEMM,
 * attention, HBM and NVLink fractions are the roofline engine's
 * (gpusel/roofline_defaults.h: MAMF, FlashAttention-2, BabelStream,
 * nccl-tests), taken per GPU by gs_train_default_consts().  Values
 * marked "recalled" were not re-read from their source in this change.
 */

/* --- Scale-out network per GPU: one 400 Gb/s NDR InfiniBand port per
 * GPU (DGX H100 / DGX A100 SuperPOD: 8 ConnectX-7 / HDR 200 Gb/s x 8 on
 * A100; 400 Gb/s is the current default) = 50 GB/s per direction. */
#define GS_TR_SCALE_OUT_BW 50.0e9
/* Achieved NCCL bus bandwidth over that port: ~0.9 of the line rate in
 * multi-node nccl-tests all_reduce on DGX H100 (recalled); pessimistic
 * 0.75 (RoCE, congested fabrics), optimistic 0.96. */
#define GS_TR_NET_BUS 0.90
#define GS_TR_NET_BUS_PES 0.75
#define GS_TR_NET_BUS_OPT 0.96

/* --- Host link per direction: PCIe x16 by generation from the one
 * table, gs_pcie_x16_bytes_per_s() (src/model/gpu.h).  NVLink-C2C
 * (Grace Hopper, Grace Blackwell): 900 GB/s both directions (NVIDIA
 * GH200 datasheet), 450 GB/s per direction. */
#define GS_TR_C2C_BW 450.0e9
/* Achieved share of it on pinned host<->device copies: CUDA samples'
 * bandwidthTest reaches ~26 of 31.5 GB/s on PCIe 4.0 x16 (recalled);
 * 0.70-0.85 across hosts. */
#define GS_TR_HOST_LINK 0.80
#define GS_TR_HOST_LINK_PES 0.70
#define GS_TR_HOST_LINK_OPT 0.85
/* Host memory bandwidth per GPU for the CPU optimiser step (ZeRO-Offload
 * CPU-Adam is bandwidth-bound): a 2-socket DDR5-4800 server, 8 channels
 * per socket = 614 GB/s peak, ~0.55 in STREAM = ~330 GB/s, shared by 8
 * GPUs = ~40 GB/s per GPU. */
#define GS_TR_HOST_MEM_BW 40.0e9

/* --- Optimiser step traffic per parameter (fused multi-tensor kernels
 * read and write every state once).  AdamW: read fp32 master, m, v and
 * a 16-bit gradient (14 B), write master, m, v and the 16-bit weight
 * (14 B) = 28.  SGD with momentum: 10 + 10 = 20.  8-bit Adam: master 4,
 * m 1, v 1, gradient 2 read; 4 + 1 + 1 + 2 written = 16. */
#define GS_TR_OPT_BYTES_ADAM 28.0
#define GS_TR_OPT_BYTES_SGD 20.0
#define GS_TR_OPT_BYTES_ADAM8 16.0
/* --- Checkpoint bytes per parameter: 16-bit weights plus the optimiser
 * states a restart needs (Megatron / DeepSpeed save both): AdamW fp32
 * master + m + v = 12, so 14; SGD master + momentum = 8, so 10; 8-bit
 * Adam master 4 + 2 bytes of states, so 8. */
#define GS_TR_CKPT_BYTES_ADAM 14.0
#define GS_TR_CKPT_BYTES_SGD 10.0
#define GS_TR_CKPT_BYTES_ADAM8 8.0

/* --- Gradient reduce: 16-bit gradients (PyTorch FSDP MixedPrecision
 * reduce_dtype bf16, Megatron grad_reduce_in_fp32 off); the Llama 3
 * paper reduce-scatters in fp32 (4 B), which --explain names.  Bucket:
 * PyTorch DDP bucket_cap_mb = 25 MiB, the part of the reduce that cannot
 * overlap the backward pass. */
#define GS_TR_GRAD_REDUCE_BYTES 2.0
#define GS_TR_DP_BUCKET_BYTES (25.0 * 1048576.0)
/* Overlap of the gradient reduce with the last micro-batch's backward:
 * on in PyTorch DDP and FSDP and Megatron --overlap-grad-reduce
 * (expected, optimistic); off in DeepSpeed ZeRO-1/2's default
 * overlap_comm false (pessimistic, recalled). */
#define GS_TR_DP_OVERLAP 1.0
#define GS_TR_DP_OVERLAP_PES 0.0

/* --- Elementwise HBM traffic per token per layer, in activation
 * elements, forward: two norms (read + write h each: 4h), two residual
 * adds (2 reads + 1 write: 6h), the activation function (gated: read 2f,
 * write f; plain: read f, write f).  Backward moves about twice the
 * forward's bytes; a full recompute repeats the forward.  The loss:
 * fp32 logits written, read by the softmax, the gradient written and
 * read by the head's backward = 4 passes x 4 bytes per vocabulary entry
 * per token. */
#define GS_TR_EW_HIDDEN 10.0
#define GS_TR_EW_GATED 3.0
#define GS_TR_EW_PLAIN 2.0
#define GS_TR_EW_BWD 2.0
#define GS_TR_LOSS_BYTES_PER_VOCAB 16.0
/* fp8 training (Transformer Engine, which Megatron-LM and NeMo use):
 * each input of a layer's GEMM is quantised before it, a 16-bit read and
 * an 8-bit write, plus an 8-bit transposed copy for the weight-gradient
 * GEMM (TE's fused cast_transpose kernel): 2 + 1 + 1 = 4 bytes per
 * element, in the forward for the activations and in the backward for
 * the output gradients.  The weights are cast once per step and cached
 * across micro-batches (TE's is_first_microbatch), which is left out.
 * The LM head stays 16-bit (TE converts the transformer layers only). */
#define GS_TR_FP8_CAST_BYTES 4.0
/* Weight gradients accumulate in fp32 main_grad buffers (Megatron-LM's
 * DDP, gradient_accumulation_fusion: the wgrad GEMM's epilogue reads and
 * writes the fp32 buffer; PyTorch FSDP MixedPrecision keeps fp32
 * gradients the same way): 4 bytes read + 4 written per parameter per
 * micro-batch. */
#define GS_TR_GRAD_ACCUM_BYTES 8.0
#define GS_TR_ACT_BYTES 2.0
/* Unfused attention (--attention unfused: Megatron-LM's 2021 kernels,
 * Narayanan et al. 2021 section 4.2: QK^T by batched GEMM, a fused
 * scale-mask-softmax, dropout, then AV): HBM bytes per score element
 * (16-bit scores, 1-byte dropout mask).  Forward: write S 2, read S 2 and
 * write P 2, read P 2 and write P' 2 + mask 1, read P' 2 = 13.  Backward:
 * write dP' 2, read dP' + mask 3 and write dP 2, read P + dP 4 and write
 * dS 2, read dS for dQ and dK 4 = 17.  A recomputed forward adds 13.  The
 * whole square is computed (masked afterwards). */
#define GS_TR_UNFUSED_FWD_BYTES 13.0
#define GS_TR_UNFUSED_BWD_BYTES 17.0

/* --- Fused attention backward (FlashAttention-2, Dao 2023, arXiv
 * 2307.08691).  The backward recomputes the scores S = QK^T and runs
 * four more matmuls (dV = P^T dO, dP = dO V^T, dQ = dS K, dK = dS^T Q):
 * 5 matmuls to the forward's 2, so it executes 2.5 x the forward's
 * FLOPs (the repository's benchmarks/benchmark_flash_attention.py
 * counts bwd = 2.5 x fwd; model FLOPs keep the convention's 2 x).  It
 * runs at a lower share of the peak than the forward: the paper reports
 * the forward at up to 73% of the A100's peak and the backward at up to
 * 63% (section 4.1), so the backward's fraction is the forward's x
 * 63 / 73 in every evaluation.  Other published pairs are lower still
 * (flash_attn on an RTX 4090, causal, head dim 128, seq 2k: 151 fwd vs
 * 99 bwd TFLOP/s, 0.66; apache/tvm tl_doc/flash_perf.md): 0.86 is the
 * optimistic side of what is measured. */
#define GS_TR_FLASH_BWD_PASSES 2.5
#define GS_TR_ATTN_BWD_RATIO (63.0 / 73.0)

/* --- Failures.  Expected: Llama 3 405B pretraining, 419 unexpected
 * interruptions in 54 days on 16,384 H100s (Dubey et al. 2024, Table 5;
 * validation T06): 419 / (16384 x 54 x 24) = 1.973e-5 per GPU-hour
 * (one every 3.09 h on that cluster).  Pessimistic: OPT-175B, 53-54
 * restarts in 56 days on 992 A100s (Zhang 2022, talk on the published
 * logbook): 54 / (992 x 56 x 24) = 4.05e-5.  Meta's research clusters
 * (Kokolis et al. 2024, "Revisiting Reliability in Large-Scale ML
 * Research Clusters", arXiv 2410.21680) report a mean time to failure of
 * 1.8 h for 16,384-GPU jobs (3.4e-5, inside the range) but 7.9 h for
 * 1,024-GPU jobs (1.24e-4: smaller jobs on shared clusters fail more
 * per GPU; --failure-rate sets it).  No lower published rate at scale:
 * optimistic = expected. */
#define GS_TR_FAIL_PER_GPU_H (419.0 / (16384.0 * 54.0 * 24.0))
#define GS_TR_FAIL_PER_GPU_H_PES (54.0 / (992.0 * 56.0 * 24.0))
/* Restart: detect, reschedule, reload the checkpoint.  11 min: the
 * median automatic retry interval on a 504-GPU B200 production cluster
 * (SKT / Upstage / Lablup technical report, 2025).  Pessimistic 30 min,
 * optimistic 5 min (assumptions: manual recovery; hot spares). */
#define GS_TR_RESTART_S 660.0
#define GS_TR_RESTART_S_PES 1800.0
#define GS_TR_RESTART_S_OPT 300.0
/* Checkpoint write bandwidth: Llama 3's Tectonic storage sustained
 * 2 TB/s for 16,384 GPUs (Dubey et al. 2024, section 3.3.1, recalled):
 * 2e12 / 16384 = 122 MB/s per GPU, scaled by the job's GPUs. */
#define GS_TR_STORAGE_BW_PER_GPU (2.0e12 / 16384.0)

/* --- Token budget per step when --global-batch is not given: 4M tokens,
 * Llama 2 and Llama 3 pretraining (Touvron et al. 2023, Table 1; Dubey
 * et al. 2024, section 3.4.1), rounded up to a multiple of dp x batch. */
#define GS_TR_GLOBAL_BATCH_TOKENS 4194304.0

/* --- The recipe's global batch by model size (gs_train_recipe_batch_
 * tokens, log-log interpolation between these points, constant outside):
 * the batch each published pretraining run used for most of its tokens,
 * by total parameters.
 *   GPT-3 Small 125M: 0.5M tokens (2^19); GPT-3 XL 1.3B: 1M (2^20)
 *     (Brown et al. 2020, "Language Models are Few-Shot Learners",
 *     Table 2.1);
 *   Llama 2 7B and 70B: 4M (2^22) (Touvron et al. 2023, section 2.2 and
 *     Table 1: "global batch-size of 4M tokens" for every size);
 *   Llama 3 405B: 16M (2^24): 4M tokens at first, 8M after 252M tokens,
 *     16M after 2.87T of its 15.6T (Dubey et al. 2024, section 3.4.1), so
 *     82% of the tokens ran at 16M.
 * GPT-3 175B's 3.2M and GPT-3 6.7B's 2M are older and smaller than the
 * Llama recipes at the same size; the newer recipe is kept. */
#define GS_TR_RECIPE_P0 125.0e6
#define GS_TR_RECIPE_B0 524288.0
#define GS_TR_RECIPE_P1 1.3e9
#define GS_TR_RECIPE_B1 1048576.0
#define GS_TR_RECIPE_P2 6.74e9
#define GS_TR_RECIPE_B2 4194304.0
#define GS_TR_RECIPE_P3 69.0e9
#define GS_TR_RECIPE_B3 4194304.0
#define GS_TR_RECIPE_P4 405.0e9
#define GS_TR_RECIPE_B4 16777216.0
/* Fewest decoder layers per interleaved pipeline chunk: NVIDIA's Llama
 * 3.1 405B recipes run 126 layers on pp 8 with 8 virtual stages, about 2
 * layers per chunk (NVIDIA/dgxc-benchmarking llama3.1/README.md: TP 8,
 * PP 8, CP 2, VP 8, MBS 1 on 512 H100s). */
#define GS_TR_VPP_MIN_LAYERS 2

/*
 * The default constants for GPU g at GEMM precision p (the roofline
 * engine's fractions for g, the rest as above); the storage bandwidth
 * for n_gpus.  Pure.
 */
struct gs_train_consts gs_train_default_consts(const struct gs_gpu *g,
                                               enum gs_precision p,
                                               int64_t n_gpus);

#endif /* GPUSEL_TRAIN_DEFAULTS_H */
