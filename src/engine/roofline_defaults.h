#ifndef GPUSEL_ROOFLINE_DEFAULTS_H
#define GPUSEL_ROOFLINE_DEFAULTS_H

#include "gpu.h"
#include "roofline.h"

/*
 * Default constants of the roofline engine, each a measured physical
 * quantity with its source (docs/engines/roofline.md has the full
 * citations and the arithmetic).  None is fitted to a validation case.
 * Where a source gives one measured value and no spread, the spread is
 * symmetric about it; where sources give only a low and a high, the
 * expected value is their geometric mean (times) or midpoint
 * (fractions).  gs_roofline_default_consts() takes the matmul and
 * bandwidth fractions from the GPU's catalogue entry where a measurement
 * is published there (data/gpus.yaml matmul_efficiency_frac,
 * fp8_matmul_efficiency_frac, mem_bw_efficiency_frac, each with its
 * source); elsewhere from the per-vendor/generation rules below, and says
 * which in the consts' provenance fields.
 */

/* --- Achievable matmul fraction: MAMF / dense peak, stas00/ml-engineering
 * compute/accelerator/README.md "Maximum Achievable Matmul FLOPS
 * comparison table", v2 tables (caches reset between runs; the author
 * calls the older v1 table inflated).  The best shape is an upper bound
 * (validation H01, H02), so the optimistic value is MAMF itself and the
 * pessimistic one 10% lower (the author's 5%+ GPU-to-GPU spread and
 * shape dependence, H01).  These per-generation values apply to GPUs
 * without their own catalogue measurement; each is a measured sibling's
 * MAMF over that sibling's catalogue peak.  fp8/int8 GEMMs use the fp8
 * value where one is measured, else the bf16 one; fp4 GEMMs the fp4
 * value (one measurement: GB200, not a MAMF search), else the bf16 one;
 * fp6 and int4 GEMMs the bf16 one. */
#define GS_RF_MATMUL_AMPERE_BF16 0.869    /* A100 SXM 271.2 / 312 */
#define GS_RF_MATMUL_HOPPER_BF16 0.803    /* H100 SXM 794.5 / 989 */
#define GS_RF_MATMUL_HOPPER_FP8 0.709     /* H100 SXM 1402.6 / 1979 */
#define GS_RF_MATMUL_BLACKWELL_BF16 0.776 /* B200 1745 / 2250 */
#define GS_RF_MATMUL_BLACKWELL_FP8 0.763  /* B200 3432.5 / 4500 */
#define GS_RF_MATMUL_BLACKWELL_FP4 0.763  /* GB200 cuBLASLt FP4 GEMM at
                                           * 16384^3: 7627.6 / 10000
                                           * (Azure/AI-benchmarking-guide
                                           * ND_GB200_v6_results.md) */
#define GS_RF_MATMUL_CDNA3_BF16 0.511     /* MI300X 668.4 / 1307.4, ROCm
                                           * 6.3 (the table: / 1300 =
                                           * 0.514; v1 table 0.601) */
#define GS_RF_MATMUL_CDNA4_BF16 0.622     /* MI355X 1565 / 2516.6, ROCm
                                           * 7.0 (the table divides by
                                           * 2300: 0.680) */
#define GS_RF_MATMUL_OTHER 0.781          /* median of the v2 BF16 table */
#define GS_RF_MATMUL_SPREAD 0.10          /* relative, pessimistic side */

/* --- Software maturity (gs_roofline_eff.software_frac): the share of
 * the hardware's achievable rates (MAMF, streaming bandwidth, fused
 * attention) that a serving stack's kernels reach today.  The fractions
 * above were measured with each vendor's own libraries (cuBLAS/hipBLASLt
 * through PyTorch, BabelStream), which the serving engines call, so the
 * expected value is 1 for every stack: no published measurement isolates
 * serving kernels below those rates.  The vendor gap of peer-lessons
 * point 8 is carried by the measured fractions themselves (MI300X MAMF
 * 0.511 of peak vs H100 0.803; BabelStream 0.745 vs 0.85).
 * ROCm, pessimistic side: vLLM's ROCm attention backends differ 1.2-4.4x
 * in throughput on the same MI300X (vLLM blog "ROCm attention backends",
 * 2026-02-20: ROCM_AITER_FA and AITER MLA vs the others), so a stack
 * without the fastest backend keeps at most 1/1.2 = 0.83 of the rate.
 * Users set their own (a newer or older stack) in the consts.  Where a
 * serving engine has a row in the engine x vendor x release table
 * (engine_eff.h), perf replaces this default with the row's value. */
#define GS_RF_SOFTWARE 1.0
#define GS_RF_SOFTWARE_ROCM_PES 0.83
/* --- Vendors with no published measurement at all (Intel Gaudi, Google
 * TPU, AWS Trainium/Inferentia): the expected values are the rules
 * above (the MAMF table's median, NVIDIA's BabelStream fraction), but
 * nothing bounds them from below, so the pessimistic side takes the
 * worst share any measured vendor reaches: the MAMF v2 table's lowest
 * BF16 fraction (MI300X, GS_RF_MATMUL_CDNA3_BF16), AMD's BabelStream
 * triad less its spread, and a non-CUDA stack's software factor
 * (GS_RF_SOFTWARE_ROCM_PES).  This widens their ranges rather than
 * moving their expected values, which no measurement supports. */
#define GS_RF_MATMUL_UNMEASURED_PES GS_RF_MATMUL_CDNA3_BF16
#define GS_RF_MEMBW_UNMEASURED_PES (GS_RF_MEMBW_AMD - GS_RF_MEMBW_AMD_SPREAD)
#define GS_RF_SOFTWARE_UNMEASURED_PES GS_RF_SOFTWARE_ROCM_PES

/* --- Achievable fraction of the 16-bit dense peak in fused attention,
 * forward (prefill, the training forward) and backward (training), per
 * generation: the kernel each generation's stacks run, from its paper's
 * head-dim-128 sweep over sequence lengths 512-16k (the range's ends
 * the pessimistic and optimistic values, the expected one its midpoint).
 * Ampere and every GPU without its own rule (FlashAttention-2, Dao 2023,
 * arXiv 2307.08691, section 4.1): the forward at 50-73% of the A100's
 * peak; the backward up to 63%, so the backward is the forward x 63/73
 * (GS_RF_ATTN_BWD_PER_FWD).  FlashAttention-2 reaches only 35% of the
 * H100 (FlashAttention-3 paper), so Hopper has its own rule. */
#define GS_RF_ATTN 0.615
#define GS_RF_ATTN_PES 0.50
#define GS_RF_ATTN_OPT 0.73
#define GS_RF_ATTN_BWD_PER_FWD (63.0 / 73.0)
/* Hopper (FlashAttention-3, Shah et al. 2024, arXiv 2407.08608, figures
 * "Attention forward/backward speed, head dim 128 (H100 80GB SXM5)",
 * BF16, no causal mask): forward 467 TFLOP/s at 512 tokens to 648 at 16k,
 * backward 316 to 561, over the H100 SXM's 989 TFLOP/s dense BF16.  The
 * same figures put FlashAttention-2 at 309-370 forward and 214-322
 * backward (0.31-0.37, 0.22-0.33) and cuDNN at 497-617 and 305-516:
 * a stack on cuDNN lands inside the FlashAttention-3 range, one still on
 * FlashAttention-2 below it. */
#define GS_RF_H100_BF16_TFLOPS 989.0
#define GS_RF_ATTN_HOPPER_PES (467.0 / GS_RF_H100_BF16_TFLOPS)
#define GS_RF_ATTN_HOPPER_OPT (648.0 / GS_RF_H100_BF16_TFLOPS)
#define GS_RF_ATTN_HOPPER \
    ((GS_RF_ATTN_HOPPER_PES + GS_RF_ATTN_HOPPER_OPT) / 2.0)
#define GS_RF_ATTN_BWD_HOPPER_PES (316.0 / GS_RF_H100_BF16_TFLOPS)
#define GS_RF_ATTN_BWD_HOPPER_OPT (561.0 / GS_RF_H100_BF16_TFLOPS)
#define GS_RF_ATTN_BWD_HOPPER \
    ((GS_RF_ATTN_BWD_HOPPER_PES + GS_RF_ATTN_BWD_HOPPER_OPT) / 2.0)
/* Data-centre Blackwell (FlashAttention-4, "Algorithm and Kernel
 * Pipelining Co-Design for Asymmetric Hardware Scaling", Dao-AILab, arXiv;
 * Together AI blog "FlashAttention-4"): BF16 forward up to 1613 TFLOP/s
 * on B200, 71% of its 2250, up to 1.3x cuDNN 9.13's rate, so cuDNN (the
 * kernel a stack without FlashAttention-4 runs) reaches 1613 / 1.3 at
 * that point: the pessimistic value.  No backward rate is read here: the
 * backward is the forward x 63/73, the ratio FlashAttention-3 also shows
 * on Hopper at 16k (561 / 648 = 0.866). */
#define GS_RF_B200_BF16_TFLOPS 2250.0
#define GS_RF_ATTN_BLACKWELL_OPT (1613.0 / GS_RF_B200_BF16_TFLOPS)
#define GS_RF_ATTN_BLACKWELL_PES (1613.0 / 1.3 / GS_RF_B200_BF16_TFLOPS)
#define GS_RF_ATTN_BLACKWELL \
    ((GS_RF_ATTN_BLACKWELL_PES + GS_RF_ATTN_BLACKWELL_OPT) / 2.0)

/* --- Paged decode attention against the streaming roof
 * (gs_roofline_eff.paged_attn_bw_frac).  Published paged-KV decode
 * kernel benchmarks on H100 SXM reach less than the streaming rate:
 * FlashAttention-3 paged decode (page 8, batch 16, 32 heads of 128,
 * CUDA graphs) 1849 GB/s at 4000 tokens, 1796 at 2000
 * (Dao-AILab/flash-attention#1572); FlashAttention-2 paged decode
 * (page 256, 64 sequences, GQA 64/8) 1.589 TB/s at 256 tokens, 2.27 TB/s
 * marginal between 128 and 256 (microsoft/onnxruntime#21414).  Over the
 * H100 SXM triad (2.97 TB/s) that is 0.62 and 0.76.  The expected and
 * optimistic values stay 1 (the kernels TensorRT-LLM and vLLM ship for
 * decode, XQA and FlashInfer, are not measured below streaming in a
 * source read here); the pessimistic side takes the lower benchmark. */
#define GS_RF_PAGED_ATTN 1.0
#define GS_RF_PAGED_ATTN_PES 0.62

/* --- Achievable HBM fraction on streaming reads (BabelStream-style
 * triad), one suite for both vendors: the Azure AI benchmarking guide's
 * "HBM Bandwidth" tables (Azure/AI-benchmarking-guide, Azure_Results/,
 * read in the samuel-bohman mirror).
 * NVIDIA: ND H100 v5 triad 2.97 of 3.35 TB/s (0.887), ND H200 v5 4.15 of
 * 4.8 (0.865); H100 NVL BabelStream 5.0 triad 3.30 of 3.90 (0.846) and
 * copy 3.06 (0.78).  0.85 is the lowest measured triad; the spread 0.07
 * spans copy 0.78 to 0.92 and holds all three.
 * AMD: ND MI300X v5 triad 4.09 of 5.3 TB/s (0.772), copy 4.11, mul 4.26
 * (0.80); the ROCm MI300X acceptance-testing guide's triad 3.95 (0.745)
 * is the low side (issue 19: 0.745 was the default, the Azure measurement
 * unread). */
#define GS_RF_MEMBW_NVIDIA 0.85
#define GS_RF_MEMBW_NVIDIA_SPREAD 0.07    /* copy 0.78 on the low side */
#define GS_RF_MEMBW_AMD 0.772
#define GS_RF_MEMBW_AMD_SPREAD 0.03       /* ROCm guide triad 0.745 and
                                           * mul 0.80 on either side */

/* --- Per-kernel cost inside a CUDA-graph replay: 0.58 us per graph node
 * (ahrefs/ocannl#488, chain of no-op kernels, graph replay) plus one HBM
 * load latency before a kernel's stream of reads arrives (~0.4 us on
 * H100, mikamirai.com "GPU Memory Bandwidth").  Pessimistic: 2.65 us,
 * the host enqueue cost per launch without graphs (same issue). */
#define GS_RF_KERNEL_S 1.0e-6
#define GS_RF_KERNEL_S_OPT 0.58e-6
#define GS_RF_KERNEL_S_PES 2.65e-6
/* Non-collective kernels per decoder layer, counted in vLLM's
 * LlamaDecoderLayer.forward: fused add+RMSNorm x2, qkv GEMM, rotary,
 * KV-cache write, attention, o GEMM, gate_up GEMM, SiLU-and-mul, down
 * GEMM. */
#define GS_RF_KERNELS_PER_LAYER 10.0

/* --- Per-step framework cost.  Optimistic: the ~15 us fixed cost of one
 * CUDA-graph launch (ahrefs/ocannl#488) with scheduling fully overlapped
 * (vLLM V1 async scheduling, TensorRT-LLM overlap scheduler).
 * Pessimistic: a synchronous scheduler, ~1 ms idle per step (Hugging
 * Face async continuous batching post: GPU idle 24% of an 8B, batch-32
 * H200 run).  Expected: geometric mean. */
#define GS_RF_STEP_S_OPT 15.0e-6
#define GS_RF_STEP_S_PES 1.0e-3
#define GS_RF_STEP_S 122.0e-6

/* --- Tensor-parallel all-reduce.  Latency: ~6 us (NVIDIA/nccl#1259,
 * NVLS + CUDA graphs, H100) to ~25 us (marin-community/marin#6736, 8x
 * H100 PyTorch NCCL, 4 B to 1 MiB); expected their geometric mean.
 * Bus bandwidth: NCCL ring reaches ~370 of 450 GB/s per direction on
 * NVLink 4 (0.82), NVLS ~480 (1.07) (sjeaugey in NVIDIA/nccl-tests#212);
 * RCCL on 8x MI300X passes at 304 of 448 GB/s (0.68, MI300X acceptance
 * guide).  Pessimistic side symmetric. */
#define GS_RF_AR_LAT_S 12.0e-6
#define GS_RF_AR_LAT_S_OPT 6.0e-6
#define GS_RF_AR_LAT_S_PES 25.0e-6
#define GS_RF_AR_BUS_NVIDIA 0.82
#define GS_RF_AR_BUS_NVIDIA_OPT 1.07
#define GS_RF_AR_BUS_NVIDIA_PES 0.57
#define GS_RF_AR_BUS_AMD 0.68
#define GS_RF_AR_BUS_AMD_OPT 0.82
#define GS_RF_AR_BUS_AMD_PES 0.54

/* --- Pipeline hand-off latency: 3.7 us NCCL send/recv intra-node
 * (NVIDIA/nccl#1984, H800, graphs) to 25 us (as the all-reduce);
 * expected their geometric mean.  Scale-out: one 400 Gb/s NDR port per
 * GPU (DGX H100: 8 ConnectX-7) = 50 GB/s per direction. */
#define GS_RF_P2P_LAT_S 9.6e-6
#define GS_RF_P2P_LAT_S_OPT 3.7e-6
#define GS_RF_P2P_LAT_S_PES 25.0e-6
#define GS_RF_SCALE_OUT_BW 50.0e9

/* --- Expert parallelism: routing skew of the busiest EP rank beyond
 * random sampling, pessimistic side only.  TensorRT-LLM's large-scale EP
 * study (tech blog 4, DeepSeek-R1 on 32 GB200) shows stable per-rank hot
 * spots without a load balancer but prints no ratio; the 1.2-1.8 range
 * of routing skew "real workloads typically fall in" (impala-blog EPLB
 * notes) has 1.5 as its midpoint.  A weakly sourced assumption: it
 * widens the pessimistic bound only; expected assumes EPLB-style
 * balancing (DeepSeek EPLB), leaving the sampling term. */
#define GS_RF_EP_SKEW_PES 1.5

/* --- Grouped expert GEMMs: the share of the roofline, max(FLOP / dense
 * peak, bytes / HBM peak), that an MoE layer's grouped (ragged, per-
 * expert) GEMM reaches (gs_roofline_eff.expert_gemm_frac).  The experts
 * op runs on min(the dense roof, peak x this) on both roofs.  Source:
 * deepseek-ai/DeepGEMM README, "Grouped GEMMs for MoE models" (H800,
 * NVCC 12.8; H800 fp8 dense peak 1979 TFLOPS, HBM 3.35 TB/s): each row's
 * time is FLOPs / its TFLOPS, its bytes that time x its GB/s; the ratio
 * max(FLOP/peak, bytes/HBM) / time is
 *   masked layout (decode, M per expert 256-1024):
 *     0.623 0.467 0.526 0.463 0.616 0.611   median 0.568, low 0.463
 *   contiguous layout (prefill, M per expert 4096-8192):
 *     0.655 0.555 0.651 0.552               high 0.655
 * against 0.709 (H100 fp8 MAMF) and 0.887 (BabelStream) for dense
 * GEMMs.  Expected: the masked median (decode-dominated serving runs the
 * masked layout under CUDA graphs); pessimistic: the lowest grouped row;
 * optimistic: the highest.  Measured on Hopper only; other architectures
 * borrow it (named so in the provenance).  Not fitted to the MoE
 * validation rows (docs/methodology.md, "Validation: MoE serving"). */
#define GS_RF_EXPERT_GEMM_HOPPER 0.568
#define GS_RF_EXPERT_GEMM_HOPPER_PES 0.463
#define GS_RF_EXPERT_GEMM_HOPPER_OPT 0.655

/* --- Prompt tokens per step: max_num_batched_tokens / max_num_tokens,
 * 8192 in vLLM V1's OpenAI-server default on large GPUs and in
 * TensorRT-LLM (recalled from engine arg defaults; to re-read). */
#define GS_RF_PREFILL_CHUNK 8192

/*
 * The default constants for GPU g at GEMM precision p.  The matmul
 * fraction is g's own published measurement (catalogue
 * fp8_matmul_efficiency_frac for fp8/int8 GEMMs, matmul_efficiency_frac
 * otherwise) where there is one, else the rule of g's vendor and
 * architecture (NVIDIA GA100, Hopper, data-centre Blackwell; AMD CDNA3,
 * CDNA4; others, GeForce and workstation dies included, the table
 * median); an 8-bit GEMM without an fp8 measurement or an fp8 rule takes
 * the bf16 value.  The bandwidth fraction likewise (catalogue
 * mem_bw_efficiency_frac, else NVIDIA's or AMD's BabelStream value; other
 * vendors take NVIDIA's).  The software-maturity factor is per stack
 * (CUDA, ROCm, others) as above.  The provenance fields name the source
 * of each ("measured: ..." from the catalogue, or the rule used).  Pure.
 */
struct gs_roofline_consts gs_roofline_default_consts(const struct gs_gpu *g,
                                                     enum gs_precision p);

/* Fused attention rates of g's generation, as shares of its 16-bit dense
 * peak: forward and backward, expected, pessimistic and optimistic
 * (FlashAttention-3 on Hopper, FlashAttention-4 on data-centre
 * Blackwell, FlashAttention-2 elsewhere; the constants above), and the
 * text naming the rule.  The forward is what gs_roofline_default_consts
 * puts in attention_frac.  Pure. */
struct gs_rf_attn_rates {
    double fwd, fwd_pes, fwd_opt;
    double bwd, bwd_pes, bwd_opt;
    const char *source;
};
struct gs_rf_attn_rates gs_roofline_attn_rates(const struct gs_gpu *g);

#endif /* GPUSEL_ROOFLINE_DEFAULTS_H */
