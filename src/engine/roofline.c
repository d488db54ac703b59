/*
 * The inference roofline engine.  Pure: no I/O, no allocation, no
 * globals.  docs/engines/roofline.md derives each term and cites each
 * constant; the comments here name the term and the reason.
 */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "roofline.h"
#include "roofline_defaults.h"
#include "gemm.h"
#include "banned.h"

/* Bytes of 16-bit tensors: embeddings, LM head, attention operands. */
#define RF_BYTES_16 2.0
/* Logits are written in fp32 by the head GEMM and read back by the
 * sampler, a separate kernel (its read is timed after the GEMM's max()). */
#define RF_LOGIT_BYTES 4.0
/* Non-GEMM kernels of a decoder layer (the kernel list of
 * GS_RF_KERNELS_PER_LAYER, vLLM's LlamaDecoderLayer.forward), bytes per
 * element they move; tensors between kernels are 16-bit (the GEMM
 * epilogues write bf16: vLLM cutlass_scaled_mm out_dtype, TensorRT-LLM's
 * FP8 linear), and a kernel that feeds a GEMM writes that GEMM's input
 * format (activation quantisation fused into it).  Fused add + RMSNorm
 * reads the layer output and the residual and writes the residual: three
 * 16-bit passes over h, plus the normalised output. */
#define RF_NORM_PASSES_16 3.0
#define RF_NORMS_PER_LAYER 2.0       /* when the model does not say */
/* Rotary embedding: reads and writes q and k in place. */
#define RF_ROPE_PASSES 2.0
/* A gated activation (SiLU-and-mul) reads gate and up, a plain one up. */
#define RF_GATED_INPUTS 2.0
/* FLOPs per multiply-accumulate. */
#define RF_FLOP_PER_MAC 2.0
/* All-reduces per decoder layer under tensor parallelism (Megatron:
 * after attention and after the FFN). */
#define RF_ALLREDUCES_PER_LAYER 2.0
/* NVLink-C2C between Grace and its GPUs: 900 GB/s total, 450 GB/s per
 * direction (NVIDIA GH200 Grace Hopper Superchip datasheet; GB200 the
 * same link; train_defaults.h's GS_TR_C2C_BW is the same figure). */
#define RF_NVLINK_C2C_PER_DIR 450e9
/* Ridge-batch search: upper end and bisection steps. */
#define RF_RIDGE_MAX_BATCH 16777216.0
#define RF_RIDGE_STEPS 40
/* Chunk steps evaluated one by one for the time to first token. */
#define RF_TTFT_STEPS 256.0
/* Sanity bounds on the constants. */
#define RF_MAX_FRAC 1.5

/* Trace one quantity (gpusel/trace.h: arguments unevaluated without a
 * trace). */
#define trace(t, ...) GS_TRACE((t), __VA_ARGS__)

const char *gs_bound_name(enum gs_bound b)
{
    switch (b) {
    case GS_BOUND_COMPUTE:
        return "compute";
    case GS_BOUND_MEMORY:
        return "memory";
    case GS_BOUND_INTERCONNECT:
        return "interconnect";
    case GS_BOUND_OVERHEAD:
        return "overhead";
    case GS_BOUND_COUNT:
        break;
    }
    return "?";
}

const char *gs_roofline_op_name(enum gs_roofline_op op)
{
    static const char *const names[GS_ROP_COUNT] = {
        "attn_linear", "mlp", "experts", "attention",
        "lm_head", "allreduce", "p2p", "overhead",
    };

    return (unsigned)op < GS_ROP_COUNT ? names[op] : "?";
}

double gs_roofline_distinct_experts(double n_experts, double top_k,
                                    double tokens)
{
    if (n_experts <= 0.0 || top_k <= 0.0 || tokens <= 0.0)
        return 0.0;
    if (top_k >= n_experts)
        return n_experts;
    /* exp(T log(1 - k/E)) without losing precision for small k/E */
    return n_experts * -expm1(tokens * log1p(-top_k / n_experts));
}

static bool has_rate(const struct gs_gpu *g, enum gs_precision p)
{
    return g->dense_flop_per_s[p] > 0.0;
}

/* p if g has it, else bf16, fp16, fp32; GS_PREC_COUNT if none. */
static enum gs_precision resolve_precision(const struct gs_gpu *g,
                                           enum gs_precision p)
{
    static const enum gs_precision chain[] = {
        GS_PREC_BF16, GS_PREC_FP16, GS_PREC_FP32,
    };
    size_t i;

    if ((unsigned)p < GS_PREC_COUNT && has_rate(g, p))
        return p;
    for (i = 0; i < GS_ARRAY_SIZE(chain); i++)
        if (has_rate(g, chain[i]))
            return chain[i];
    return GS_PREC_COUNT;
}

enum gs_precision gs_roofline_precision_for(enum gs_dtype weights,
                                            const struct gs_gpu *g)
{
    enum gs_precision p;

    switch (weights) {
    case GS_DTYPE_FP8:
        p = GS_PREC_FP8;
        break;
    case GS_DTYPE_INT8:
        p = GS_PREC_INT8;
        break;
    case GS_DTYPE_MXFP4:
        p = GS_PREC_FP4;
        break;
    case GS_DTYPE_FP4:      /* NVFP4: E4M3 block-16 scales in hardware only
                             * on NVIDIA's fp4 tensor cores */
        p = gs_gpu_has_nvfp4(g) ? GS_PREC_FP4 : GS_PREC_BF16;
        break;
    case GS_DTYPE_FP6:
        p = GS_PREC_FP6;
        break;
    case GS_DTYPE_FP16:
        p = GS_PREC_FP16;
        break;
    case GS_DTYPE_FP32:
        p = GS_PREC_FP32;
        break;
    case GS_DTYPE_INT4:
    case GS_DTYPE_NF4:
    case GS_DTYPE_BF16:
    default:
        p = GS_PREC_BF16;
        break;
    }
    p = resolve_precision(g, p);
    return p == GS_PREC_COUNT ? GS_PREC_BF16 : p;
}

/* Bytes per activation element for GEMMs at precision p. */
static double act_bytes(enum gs_precision p)
{
    switch (p) {
    case GS_PREC_FP64:
        return 8.0;
    case GS_PREC_FP32:
    case GS_PREC_TF32:
        return 4.0;
    case GS_PREC_FP8:
    case GS_PREC_FP6:
    case GS_PREC_FP4:
    case GS_PREC_INT8:
    case GS_PREC_INT4:
        return 1.0;     /* activations quantised to 8 bits */
    default:
        return RF_BYTES_16;
    }
}

/* ------------------------------------------------------------ defaults */

static bool arch_is(const struct gs_gpu *g, const char *prefix)
{
    return g->architecture &&
           strncmp(g->architecture, prefix, strlen(prefix)) == 0;
}

static bool vendor_is(const struct gs_gpu *g, const char *v)
{
    return g->vendor && strcmp(g->vendor, v) == 0;
}

const char *gs_rf_origin_name(enum gs_rf_origin o)
{
    switch (o) {
    case GS_RF_ORIGIN_DEFAULT:
        return "default";
    case GS_RF_ORIGIN_MEASURED:
        return "measured";
    case GS_RF_ORIGIN_USER:
        return "user";
    case GS_RF_ORIGIN_COUNT:
        break;
    }
    return "?";
}

/* A per-generation matmul rule: its fractions and the text naming it. */
struct mm_rule {
    double bf16, fp8, fp4;      /* fp8, fp4 0: none measured, bf16 used */
    const char *bf16_text, *fp8_text, *fp4_text;
};

static struct mm_rule matmul_rule(const struct gs_gpu *g)
{
    static const char other[] = "default: no MAMF for this device or its "
        "generation; median of the MAMF v2 bf16 table (0.781)";

    if (vendor_is(g, "NVIDIA")) {
        /* data-centre dies only: the MAMF rows are A100, H100, B200 */
        if (arch_is(g, "Ampere (GA100"))
            return (struct mm_rule){ GS_RF_MATMUL_AMPERE_BF16, 0.0, 0.0,
                "default: Ampere GA100, A100 SXM MAMF 271.2 of 312 TFLOPS "
                "(stas00/ml-engineering MAMF v2 table)", NULL, NULL };
        if (arch_is(g, "Hopper"))
            return (struct mm_rule){ GS_RF_MATMUL_HOPPER_BF16,
                GS_RF_MATMUL_HOPPER_FP8, 0.0,
                "default: Hopper, H100 SXM MAMF 794.5 of 989 TFLOPS "
                "(stas00/ml-engineering MAMF v2 table)",
                "default: Hopper, H100 SXM fp8 MAMF 1402.6 of 1979 TFLOPS "
                "(stas00/ml-engineering MAMF v2 table)", NULL };
        if (arch_is(g, "Blackwell") && !arch_is(g, "Blackwell (GB2"))
            return (struct mm_rule){ GS_RF_MATMUL_BLACKWELL_BF16,
                GS_RF_MATMUL_BLACKWELL_FP8, GS_RF_MATMUL_BLACKWELL_FP4,
                "default: data-centre Blackwell, B200 MAMF 1745 of 2250 "
                "TFLOPS (stas00/ml-engineering MAMF v2 table)",
                "default: data-centre Blackwell, B200 fp8 MAMF 3432.5 of "
                "4500 TFLOPS (stas00/ml-engineering MAMF v2 table)",
                "default: data-centre Blackwell, GB200 cuBLASLt fp4 GEMM "
                "7627.6 of 10000 TFLOPS (Azure/AI-benchmarking-guide)" };
    } else if (vendor_is(g, "AMD")) {
        if (arch_is(g, "CDNA3"))
            return (struct mm_rule){ GS_RF_MATMUL_CDNA3_BF16, 0.0, 0.0,
                "default: CDNA3, MI300X MAMF 668.4 of 1307.4 TFLOPS, ROCm "
                "6.3 (stas00/ml-engineering MAMF v2 table)", NULL, NULL };
        if (arch_is(g, "CDNA4"))
            return (struct mm_rule){ GS_RF_MATMUL_CDNA4_BF16, 0.0, 0.0,
                "default: CDNA4, MI355X MAMF 1565 of 2516.6 TFLOPS, ROCm "
                "7.0 (stas00/ml-engineering MAMF v2 table)", NULL, NULL };
    }
    return (struct mm_rule){ GS_RF_MATMUL_OTHER, 0.0, 0.0, other, NULL,
                             NULL };
}

/* The matmul fraction for GEMMs at p, with its provenance. */
static double matmul_default(const struct gs_gpu *g, enum gs_precision p,
                             struct gs_rf_provenance *prov)
{
    bool eight_bit = p == GS_PREC_FP8 || p == GS_PREC_INT8;
    struct mm_rule rule = matmul_rule(g);

    if (p == GS_PREC_FP4 && g->fp4_matmul_efficiency_frac > 0.0) {
        *prov = (struct gs_rf_provenance){
            GS_RF_ORIGIN_MEASURED, g->fp4_matmul_efficiency_source
                                       ? g->fp4_matmul_efficiency_source
                                       : "catalogue" };
        return g->fp4_matmul_efficiency_frac;
    }
    if (p == GS_PREC_FP4 && rule.fp4 > 0.0) {
        *prov = (struct gs_rf_provenance){ GS_RF_ORIGIN_DEFAULT,
                                           rule.fp4_text };
        return rule.fp4;
    }

    if (eight_bit && g->fp8_matmul_efficiency_frac > 0.0) {
        *prov = (struct gs_rf_provenance){
            GS_RF_ORIGIN_MEASURED, g->fp8_matmul_efficiency_source
                                       ? g->fp8_matmul_efficiency_source
                                       : "catalogue" };
        return g->fp8_matmul_efficiency_frac;
    }
    if (eight_bit && rule.fp8 > 0.0) {
        *prov = (struct gs_rf_provenance){ GS_RF_ORIGIN_DEFAULT,
                                           rule.fp8_text };
        return rule.fp8;
    }
    if (g->matmul_efficiency_frac > 0.0) {
        /* an 8-bit GEMM with no fp8 figure borrows the bf16 measurement:
         * a rule applied to a measurement, so it is a default */
        bool borrowed = eight_bit || p == GS_PREC_FP4 || p == GS_PREC_FP6 ||
                        p == GS_PREC_INT4;

        *prov = (struct gs_rf_provenance){
            borrowed ? GS_RF_ORIGIN_DEFAULT : GS_RF_ORIGIN_MEASURED,
            borrowed ? "default: this GPU's measured bf16 GEMM fraction (none "
                       "published at this precision)"
                     : g->matmul_efficiency_source
                           ? g->matmul_efficiency_source : "catalogue" };
        return g->matmul_efficiency_frac;
    }
    *prov = (struct gs_rf_provenance){ GS_RF_ORIGIN_DEFAULT, rule.bf16_text };
    return rule.bf16;
}

/*
 * Grouped expert-GEMM efficiency by vendor and architecture: one row per
 * published grouped-GEMM measurement (roofline_defaults.h,
 * GS_RF_EXPERT_GEMM_*; docs/engines/roofline.md, "Grouped expert
 * GEMMs").  A GPU without a row of its own borrows the first, and its
 * provenance says so.
 */
struct expert_gemm_row {
    const char *vendor, *arch;  /* prefixes, as vendor_is / arch_is */
    double expected, pessimistic, optimistic;
    const char *source;
};

static const struct expert_gemm_row expert_gemm_rows[] = {
    { "NVIDIA", "Hopper", GS_RF_EXPERT_GEMM_HOPPER,
      GS_RF_EXPERT_GEMM_HOPPER_PES, GS_RF_EXPERT_GEMM_HOPPER_OPT,
      "row NVIDIA Hopper / DeepGEMM fp8 grouped GEMMs (H800, NVCC 12.8): "
      "masked-layout median 0.568 of the roofline, low 0.463, contiguous "
      "high 0.655 (deepseek-ai/DeepGEMM README, \"Grouped GEMMs for MoE "
      "models\")" },
};

static const struct expert_gemm_row *expert_gemm_row(const struct gs_gpu *g,
                                                     bool *borrowed)
{
    size_t i;

    for (i = 0; i < sizeof(expert_gemm_rows) / sizeof(expert_gemm_rows[0]);
         i++)
        if (vendor_is(g, expert_gemm_rows[i].vendor) &&
            arch_is(g, expert_gemm_rows[i].arch)) {
            *borrowed = false;
            return &expert_gemm_rows[i];
        }
    *borrowed = true;
    return &expert_gemm_rows[0];
}

struct gs_rf_attn_rates gs_roofline_attn_rates(const struct gs_gpu *g)
{
    if (vendor_is(g, "NVIDIA") && arch_is(g, "Hopper"))
        return (struct gs_rf_attn_rates){
            GS_RF_ATTN_HOPPER, GS_RF_ATTN_HOPPER_PES, GS_RF_ATTN_HOPPER_OPT,
            GS_RF_ATTN_BWD_HOPPER, GS_RF_ATTN_BWD_HOPPER_PES,
            GS_RF_ATTN_BWD_HOPPER_OPT,
            "default: Hopper, FlashAttention-3 on H100 SXM, head dim 128, "
            "512-16k tokens: forward 467-648, backward 316-561 of 989 "
            "TFLOPS (Shah et al. 2024, arXiv 2407.08608)" };
    if (vendor_is(g, "NVIDIA") && arch_is(g, "Blackwell") &&
        !arch_is(g, "Blackwell (GB2"))
        return (struct gs_rf_attn_rates){
            GS_RF_ATTN_BLACKWELL, GS_RF_ATTN_BLACKWELL_PES,
            GS_RF_ATTN_BLACKWELL_OPT,
            GS_RF_ATTN_BLACKWELL * GS_RF_ATTN_BWD_PER_FWD,
            GS_RF_ATTN_BLACKWELL_PES * GS_RF_ATTN_BWD_PER_FWD,
            GS_RF_ATTN_BLACKWELL_OPT * GS_RF_ATTN_BWD_PER_FWD,
            "default: data-centre Blackwell, FlashAttention-4 forward up "
            "to 1613 of 2250 TFLOPS on B200, cuDNN 9.13 1.3x lower; "
            "backward x 63/73" };
    return (struct gs_rf_attn_rates){
        GS_RF_ATTN, GS_RF_ATTN_PES, GS_RF_ATTN_OPT,
        GS_RF_ATTN * GS_RF_ATTN_BWD_PER_FWD,
        GS_RF_ATTN_PES * GS_RF_ATTN_BWD_PER_FWD,
        GS_RF_ATTN_OPT * GS_RF_ATTN_BWD_PER_FWD,
        "default: FlashAttention-2 on A100, forward 50-73% of peak, "
        "backward up to 63% (Dao 2023, arXiv 2307.08691)" };
}

struct gs_roofline_consts gs_roofline_default_consts(const struct gs_gpu *g,
                                                     enum gs_precision p)
{
    struct gs_rf_attn_rates attn = gs_roofline_attn_rates(g);
    struct gs_roofline_consts c;
    struct gs_rf_provenance mm_prov, bw_prov, sw_prov;
    double mm, bw = GS_RF_MEMBW_NVIDIA;
    double bw_spread = GS_RF_MEMBW_NVIDIA_SPREAD;
    double bus = GS_RF_AR_BUS_NVIDIA, bus_opt = GS_RF_AR_BUS_NVIDIA_OPT;
    double bus_pes = GS_RF_AR_BUS_NVIDIA_PES;
    double sw_pes = GS_RF_SOFTWARE;
    const char *stack = "vendor runtime";
    bool unmeasured_vendor = false;   /* neither NVIDIA nor AMD */

    mm = matmul_default(g, p, &mm_prov);
    bw_prov = (struct gs_rf_provenance){ GS_RF_ORIGIN_DEFAULT,
        "default: NVIDIA, HBM triad: lowest of H100 NVL 3.30 of 3.90 TB/s, "
        "Azure ND H200 v5 4.15 of 4.8, ND H100 v5 2.97 of 3.35 (Azure AI "
        "benchmarking guide)" };
    sw_prov = (struct gs_rf_provenance){ GS_RF_ORIGIN_DEFAULT,
        "default: 1, the achievable fractions were measured with the "
        "vendor's own libraries, which serving engines call; no published "
        "measurement isolates serving kernels below them" };
    if (vendor_is(g, "NVIDIA")) {
        stack = "CUDA (TensorRT-LLM, vLLM, SGLang)";
    } else if (vendor_is(g, "AMD")) {
        stack = "ROCm (vLLM, SGLang)";
        bw = GS_RF_MEMBW_AMD;
        bw_spread = GS_RF_MEMBW_AMD_SPREAD;
        bw_prov.source = "default: AMD, HBM triad on Azure ND MI300X v5, "
                         "4.09 of 5.3 TB/s (Azure AI benchmarking guide); "
                         "ROCm's acceptance guide 3.95 the low side";
        bus = GS_RF_AR_BUS_AMD;
        bus_opt = GS_RF_AR_BUS_AMD_OPT;
        bus_pes = GS_RF_AR_BUS_AMD_PES;
        sw_pes = GS_RF_SOFTWARE_ROCM_PES;
        sw_prov.source = "default: 1 (the measured fractions carry ROCm's "
                         "gap); pessimistic 0.83: vLLM's ROCm attention "
                         "backends differ 1.2-4.4x on one MI300X (vLLM blog, "
                         "2026-02-20)";
    } else {
        unmeasured_vendor = true;
        bw_prov.source = "default: no measurement for this vendor; "
                         "NVIDIA's HBM triad fraction (0.85); pessimistic: "
                         "AMD's";
        sw_pes = GS_RF_SOFTWARE_UNMEASURED_PES;
        sw_prov.source = "default: 1; pessimistic 0.83, as a non-CUDA "
                         "stack (no published measurement for this vendor)";
    }
    if (g->mem_bw_efficiency_frac > 0.0) {
        bw = g->mem_bw_efficiency_frac;
        bw_prov = (struct gs_rf_provenance){
            GS_RF_ORIGIN_MEASURED, g->mem_bw_efficiency_source
                                       ? g->mem_bw_efficiency_source
                                       : "catalogue" };
    }
    memset(&c, 0, sizeof(c));
    c.expected = (struct gs_roofline_eff){
        .matmul_frac = mm,
        .attention_frac = attn.fwd,
        .mem_bw_frac = bw,
        .kernel_overhead_s = GS_RF_KERNEL_S,
        .step_overhead_s = GS_RF_STEP_S,
        .allreduce_latency_s = GS_RF_AR_LAT_S,
        .allreduce_bus_frac = bus,
        .p2p_latency_s = GS_RF_P2P_LAT_S,
        .software_frac = GS_RF_SOFTWARE,
        .paged_attn_bw_frac = GS_RF_PAGED_ATTN,
    };
    c.pessimistic = (struct gs_roofline_eff){
        .matmul_frac = unmeasured_vendor && mm_prov.origin != GS_RF_ORIGIN_MEASURED
                           ? fmin(mm * (1.0 - GS_RF_MATMUL_SPREAD),
                                  GS_RF_MATMUL_UNMEASURED_PES)
                           : mm * (1.0 - GS_RF_MATMUL_SPREAD),
        .attention_frac = attn.fwd_pes,
        .mem_bw_frac = unmeasured_vendor && g->mem_bw_efficiency_frac <= 0.0
                           ? fmin(bw - bw_spread, GS_RF_MEMBW_UNMEASURED_PES)
                           : bw - bw_spread,
        .kernel_overhead_s = GS_RF_KERNEL_S_PES,
        .step_overhead_s = GS_RF_STEP_S_PES,
        .allreduce_latency_s = GS_RF_AR_LAT_S_PES,
        .allreduce_bus_frac = bus_pes,
        .p2p_latency_s = GS_RF_P2P_LAT_S_PES,
        .software_frac = sw_pes,
        .paged_attn_bw_frac = GS_RF_PAGED_ATTN_PES,
    };
    c.optimistic = (struct gs_roofline_eff){
        .matmul_frac = mm,
        .attention_frac = attn.fwd_opt,
        .mem_bw_frac = fmin(1.0, bw + bw_spread),
        .kernel_overhead_s = GS_RF_KERNEL_S_OPT,
        .step_overhead_s = GS_RF_STEP_S_OPT,
        .allreduce_latency_s = GS_RF_AR_LAT_S_OPT,
        .allreduce_bus_frac = bus_opt,
        .p2p_latency_s = GS_RF_P2P_LAT_S_OPT,
        .software_frac = GS_RF_SOFTWARE,
        .paged_attn_bw_frac = GS_RF_PAGED_ATTN,
    };
    c.kernels_per_layer = GS_RF_KERNELS_PER_LAYER;
    c.prefill_chunk_tokens = GS_RF_PREFILL_CHUNK;
    c.scale_out_bw_bytes_per_s = GS_RF_SCALE_OUT_BW;
    c.matmul_prov = mm_prov;
    c.mem_bw_prov = bw_prov;
    c.software_prov = sw_prov;
    c.software_stack = stack;
    c.ep_skew_pessimistic = GS_RF_EP_SKEW_PES;
    {
        bool borrowed;
        const struct expert_gemm_row *row = expert_gemm_row(g, &borrowed);

        c.expected.expert_gemm_frac = row->expected;
        c.pessimistic.expert_gemm_frac = row->pessimistic;
        c.optimistic.expert_gemm_frac = row->optimistic;
        c.expert_gemm_prov = (struct gs_rf_provenance){
            GS_RF_ORIGIN_DEFAULT,
            borrowed ? "default: no published grouped-GEMM rate for this "
                       "architecture; borrowed from row NVIDIA Hopper / "
                       "DeepGEMM fp8 grouped GEMMs (H800): median 0.568, "
                       "low 0.463, high 0.655 of the roofline"
                     : row->source };
    }
    return c;
}

/* --------------------------------------------------------------- shape */


/* GEMM operand bytes per token of one FFN of width w (per GPU): the
 * inputs (h, and w for the down projection) in the GEMM's input format,
 * the outputs ((mats - 1) w, and h) in 16-bit. */
static double gemm_act(double h, double w, double mats, double ab,
                       double ob)
{
    return (h + w) * ab + ((mats - 1.0) * w + h) * ob;
}

/* The FFN activation kernel per token: reads gate and up (gated) or up,
 * 16-bit, writes the down GEMM's input. */
static double act_fn_bytes(double w, double mats, double ab)
{
    double inputs = mats > 2.0 ? RF_GATED_INPUTS : 1.0;

    return inputs * w * RF_BYTES_16 + w * ab;
}

/*
 * Expert parallelism (docs/engines/roofline.md, "Expert parallelism"):
 * each of ep GPUs holds E / ep whole routed experts instead of a 1/tp
 * slice of every expert, so one expert's parameters, operands and
 * non-GEMM bytes are per whole expert; the caller scales them by the
 * token-expert pairs that land on the GPU (expert_tokens()).
 */
static void apply_ep(const struct gs_roofline_input *in,
                     enum gs_precision comp, struct gs_rf_shape *s)
{
    const struct gs_model *m = in->model;
    struct gs_param_counts p;
    double eb, mats, w_e, ab, ob;

    s->ep = 1.0;
    s->dpa = 1.0;
    s->n_moe = m->n_experts > 0 ? (double)(m->n_layers - m->n_dense_layers)
                                : 0.0;
    if (in->ep <= 1 || m->n_experts <= 0)
        return;
    p = gs_model_params(m);
    eb = gs_dtype_bytes(in->expert_dtype == GS_DTYPE_UNSET
                            ? in->weight_dtype : in->expert_dtype);
    mats = m->mlp_kind == GS_MLP_GATED ? 3.0 : 2.0;
    w_e = m->moe_intermediate_size > 0 ? (double)m->moe_intermediate_size
                                       : (double)m->intermediate_size;
    ab = act_bytes(comp);
    ob = fmax(ab, RF_BYTES_16);
    s->ep = (double)in->ep;
    s->dpa = in->attn_dp ? s->ep : 1.0;
    s->expert_params = p.expert_linear / s->E;
    s->expert_w_bytes = s->expert_params * eb;
    s->expert_act = s->n_moe * s->k * gemm_act(s->h, w_e, mats, ab, ob);
    s->expert_ew = s->n_moe * (s->k * act_fn_bytes(w_e, mats, ab) +
                               (s->k + 1.0) * s->h * RF_BYTES_16);
    s->a2a_bytes_tok = s->k * s->h * (ab + RF_BYTES_16);
}

double gs_roofline_ep_imbalance(double ep, double pairs)
{
    double per_rank;

    if (ep <= 1.0 || pairs <= 0.0)
        return 1.0;
    per_rank = pairs / ep;
    return fmin(ep, 1.0 + sqrt(2.0 * log(ep) / per_rank));
}

/* ceil(x) for the tile counts, without the library's general path:
 * for 0 < x < 2^52 the truncation is exact and is the floor, one more
 * when below x; anything else (zeros, NaN, huge) goes to ceil().  The
 * same double. */
static GS_ALWAYS_INLINE double ceil_tiles(double x)
{
    double f;

    if (!(x > 0.0 && x < 4503599627370496.0))
        return ceil(x);
    f = (double)(int64_t)x;
    return f < x ? f + 1.0 : f;
}

static void build_shape(const struct gs_roofline_input *in,
                        enum gs_precision comp, struct gs_rf_shape *s)
{
    const struct gs_model *m = in->model;
    struct gs_param_counts p = gs_model_params(m);
    double wb = gs_dtype_bytes(in->weight_dtype);
    double eb = gs_dtype_bytes(in->expert_dtype == GS_DTYPE_UNSET
                                   ? in->weight_dtype : in->expert_dtype);
    double kvb = gs_dtype_bytes(in->kv_dtype);
    double emb = in->weight_dtype == GS_DTYPE_FP32 ? 4.0 : RF_BYTES_16;
    double nh = (double)m->n_heads, nkv = (double)m->n_kv_heads;
    double n_moe = m->n_experts > 0
                       ? (double)(m->n_layers - m->n_dense_layers) : 0.0;
    double mats = m->mlp_kind == GS_MLP_GATED ? 3.0 : 2.0;
    double w_e = m->moe_intermediate_size > 0
                     ? (double)m->moe_intermediate_size
                     : (double)m->intermediate_size;
    double n_dense = (double)m->n_layers - n_moe;
    double ab = act_bytes(comp);
    double ob = fmax(ab, RF_BYTES_16); /* GEMM outputs: 16-bit or wider */
    double norms = m->n_norms_per_layer > 0 ? (double)m->n_norms_per_layer
                                            : RF_NORMS_PER_LAYER;
    double q_out, o_in, rope;

    memset(s, 0, sizeof(*s));
    s->L = (double)m->n_layers;
    s->h = (double)m->hidden_size;
    s->V = (double)m->vocab_size;
    s->tp = (double)in->tp;
    s->pp = (double)in->pp;
    s->heads_gpu = nh / s->tp;
    if (m->kv_lora_rank > 0) {
        s->qk_dec = (double)(m->kv_lora_rank + m->qk_rope_head_dim);
        s->v_dec = (double)m->kv_lora_rank;
        s->qk_pre = (double)(m->qk_nope_head_dim + m->qk_rope_head_dim);
        s->v_pre = (double)m->v_head_dim;
        /* the latent is replicated on every tensor-parallel rank */
        s->kv_bytes_tok_layer = gs_model_kv_elems_per_token_layer(m) * kvb;
        q_out = nh * s->qk_pre;
        o_in = nh * s->v_pre;
        /* rotary on the decoupled rope dims of every query head and of
         * the one shared rope key */
        rope = (nh / s->tp + 1.0) * (double)m->qk_rope_head_dim;
    } else {
        s->qk_dec = s->v_dec = s->qk_pre = s->v_pre = (double)m->head_dim;
        /* KV heads split by TP, replicated when TP exceeds them */
        s->kv_bytes_tok_layer = gs_model_kv_elems_per_token_layer(m) * kvb *
                                fmax(nkv / s->tp, 1.0) / nkv;
        q_out = (nh + 2.0 * nkv) * (double)m->head_dim;
        o_in = nh * (double)m->head_dim;
        rope = (nh / s->tp + fmax(nkv / s->tp, 1.0)) * (double)m->head_dim;
    }
    s->n_sliding = m->sliding_window_tokens > 0 ? (double)m->n_sliding_layers
                                                : 0.0;
    s->window = (double)m->sliding_window_tokens;

    s->q_out_gpu = q_out / s->tp;
    s->o_in_gpu = o_in / s->tp;
    s->ffn_gpu = (double)m->intermediate_size / s->tp;
    s->mats = mats;
    s->sms = in->gpu->sm_count;
    s->n_up = (s->mats - 1.0) * s->ffn_gpu;
    s->n_head = s->V / s->tp;
    s->nt_q = ceil_tiles(s->q_out_gpu / GS_GEMM_TILE_N);
    s->nt_h = ceil_tiles(s->h / GS_GEMM_TILE_N);
    s->nt_up = ceil_tiles(s->n_up / GS_GEMM_TILE_N);
    s->nt_head = ceil_tiles(s->n_head / GS_GEMM_TILE_N);
    s->attn_params = p.attn_linear / s->tp;
    s->attn_w_bytes = s->attn_params * wb;
    s->mlp_params = (p.mlp_linear + p.shared_linear) / s->tp + p.router;
    s->mlp_w_bytes = (p.mlp_linear + p.shared_linear) / s->tp * wb +
                     p.router * RF_BYTES_16;
    if (m->n_experts > 0) {
        s->E = (double)m->n_experts;
        s->k = (double)m->n_active_experts;
        s->expert_params = p.expert_linear / s->E / s->tp;
        s->expert_w_bytes = s->expert_params * eb;
    }
    /* the head reads V x h whether or not it is tied to the embedding */
    s->head_params = s->V * s->h / s->tp;
    s->head_w_bytes = s->head_params * emb;

    /* activations read and written by the GEMMs: inputs are full width
     * (column-parallel) or 1/tp (row-parallel), outputs the converse */
    s->attn_act_per_layer = (s->h + o_in / s->tp) * ab +
                            (q_out / s->tp + s->h) * ob;
    s->attn_act = s->attn_act_per_layer * s->L;
    s->mlp_act = n_dense * gemm_act(s->h, (double)m->intermediate_size /
                                              s->tp, mats, ab, ob);
    if (m->n_shared_experts > 0)
        s->mlp_act += n_moe * gemm_act(s->h, (double)m->n_shared_experts *
                                                 w_e / s->tp, mats, ab, ob);
    s->expert_act = n_moe * s->k * gemm_act(s->h, w_e / s->tp, mats, ab, ob);

    /* non-GEMM kernels: the norms (residual add fused), rotary, the
     * attention output's quantisation for an 8-bit o GEMM, the FFN
     * activation; the routed experts' weighted sum reads k outputs and
     * writes one */
    s->attn_ew = s->L * (norms * (RF_NORM_PASSES_16 * s->h * RF_BYTES_16 +
                                  s->h * ab) +
                         RF_ROPE_PASSES * rope * RF_BYTES_16 +
                         (ab < RF_BYTES_16 ? o_in / s->tp *
                                                 (RF_BYTES_16 + ab) : 0.0));
    s->mlp_ew = n_dense * act_fn_bytes((double)m->intermediate_size / s->tp,
                                       mats, ab);
    if (m->n_shared_experts > 0)
        s->mlp_ew += n_moe * act_fn_bytes((double)m->n_shared_experts *
                                              w_e / s->tp, mats, ab);
    if (s->E > 0.0)
        s->expert_ew = n_moe * (s->k * act_fn_bytes(w_e / s->tp, mats, ab) +
                                (s->k + 1.0) * s->h * RF_BYTES_16);
    s->attn_qo_dec = s->heads_gpu * (s->qk_dec + s->v_dec) * RF_BYTES_16;
    s->attn_qo_pre = s->heads_gpu * (s->qk_pre + s->v_pre) * RF_BYTES_16;
    apply_ep(in, comp, s);
}

/* ---------------------------------------------------------------- step */

/* What one step processes (one microbatch under pipeline parallelism). */
struct batch {
    double n_dec;       /* decode tokens */
    double ctx_dec;     /* context each decode token attends to */
    double n_pre;       /* prompt tokens */
    double ctx_pre;     /* mean positions a prompt token attends to */
    double kv_pre;      /* KV tokens prefill reads (sum over chunks) */
    double kv_pre_win;  /* the same in sliding-window layers */
    double n_logits;    /* tokens that produce logits */
    double n_group;     /* tokens of the whole EP group this step (the
                         * experts' input); 0: this GPU's tokens */
};

/* Roofs of one evaluation. */
struct roofs {
    double lin_flop_per_s;  /* GEMMs at the compute precision */
    double f16_flop_per_s;  /* LM head (16-bit GEMM) */
    double attn_flop_per_s; /* fused attention (16-bit) */
    double bw;              /* HBM bytes/s achieved */
    double attn_dec_bw;     /* decode attention (paged KV reads) */
    double link_bw;         /* all-reduce bus bytes/s achieved */
    double p2p_bw;          /* pipeline link bytes/s */
    const struct gs_roofline_eff *eff;
    double kernels_per_layer;
    double a2a_bw;          /* EP all-to-all bytes/s achieved per GPU */
    double exp_flop_per_s;  /* grouped expert GEMMs: min(lin_flop_per_s,
                             * peak x expert_gemm_frac x software) */
    double exp_bw;          /* the same on the bandwidth roof */
    bool ep_sampling;       /* apply the EP sampling term (not in the
                             * optimistic evaluation) */
    double ep_skew;         /* routing skew over it (>= 1) */
    const struct gs_rf_shape *draft_shape; /* a draft model's; NULL: none or
                             * an MTP head */
    double kv_host_frac;    /* KV offload: share of decode KV reads from
                             * host memory */
    double host_bw;         /* their link, bytes/s achieved */
    bool lean;              /* totals_only: a step's total_s, head time,
                             * p2p time and tokens only */
};

/* Sum over layers of the context each token attends to. */
static double ctx_layers(const struct gs_rf_shape *s, double ctx)
{
    double capped = s->n_sliding > 0.0 ? fmin(ctx, s->window) : ctx;

    return (s->L - s->n_sliding) * ctx + s->n_sliding * capped;
}

/* fmin and fmax without a library call (18 of each per estimate): the
 * number when the other is NaN; on equality the second operand, as the
 * x86-64 minsd / maxsd that glibc's fmin / fmax use (the signs of
 * zeros, which C leaves open, come out as there). */
static double min_of(double a, double b)
{
    return isnan(a) ? b : isnan(b) ? a : a < b ? a : b;
}

static double max_of(double a, double b)
{
    /* the same cases in another order: a > b holds for numbers only */
    return a > b ? a : isnan(b) && !isnan(a) ? a : b;
}

static double op_time(double flop, double flop_per_s, double bytes,
                      double bw, bool *compute_bound)
{
    double tf = flop / flop_per_s, tb = bytes / bw;

    *compute_bound = tf >= tb;
    return max_of(tf, tb);
}

/* Ring all-reduce of `bytes` over n ranks: latency + 2(n-1)/n S / bw. */
static double allreduce_s(double bytes, double n, const struct roofs *r)
{
    if (n <= 1.0)
        return 0.0;
    return r->eff->allreduce_latency_s +
           2.0 * (n - 1.0) / n * bytes / r->link_bw;
}


/* The wave fraction of two GEMMs on T rows, (k1 -> n1) and (k2 -> n2),
 * weighted by their FLOPs (engine/gemm.h). */
static GS_ALWAYS_INLINE double wave2(double T, double k1, double n1,
                                     double nt1, double k2, double n2,
                                     double nt2, int64_t sms)
{
    double f1 = k1 * n1, f2 = k2 * n2, mt;

    /* below one tile of rows both fractions are 1, and so is their
     * weighted mean (f / 1 is f, and (f1 + f2) / (f1 + f2) is 1) */
    if (sms <= 0 || !(f1 + f2 > 0.0) || !(T >= GS_GEMM_TILE_M))
        return 1.0;
    /* gs_gemm_wave_frac(T, n, sms) from the tiles held (mt: T's rows) */
    mt = ceil_tiles(T / GS_GEMM_TILE_M);
    return (f1 + f2) / (f1 / gs_gemm_wave_frac_tiles(T, mt, n1, nt1, sms) +
                        f2 / gs_gemm_wave_frac_tiles(T, mt, n2, nt2, sms));
}

/*
 * Routed-expert work on this GPU, as tokens of the plain formulas: T
 * without EP; with EP the busiest rank's share of the group's pairs,
 * n_group k / ep x imbalance, as T_e k pairs (docs/engines/roofline.md,
 * "Expert parallelism").  *distinct: experts this GPU reads.  *imb (may
 * be NULL): the imbalance used.
 */
static double expert_tokens(const struct gs_rf_shape *s, const struct roofs *r,
                            const struct batch *b, double T,
                            double *distinct, double *imb)
{
    double n = b->n_group > 0.0 ? b->n_group : T * s->dpa;
    double f = 1.0;

    if (s->ep <= 1.0 || s->E <= 0.0) {
        *distinct = gs_roofline_distinct_experts(s->E, s->k, T);
        if (imb)
            *imb = 1.0;
        return T;
    }
    if (r->ep_sampling)
        f = fmin(s->ep, gs_roofline_ep_imbalance(s->ep, n * s->k) *
                            r->ep_skew);
    if (imb)
        *imb = f;
    *distinct = fmin(s->E / s->ep,
                     gs_roofline_distinct_experts(s->E, s->k, n) / s->ep);
    return n / s->ep * f;
}

/* Attention-DP + EP: dispatch and combine per MoE layer of this stage,
 * each a latency plus the busiest rank's bytes leaving it ((ep - 1) / ep
 * of its tokens' k copies) over the all-to-all link; counted with the
 * collectives. */
static double alltoall_s(const struct gs_rf_shape *s, const struct roofs *r,
                         const struct batch *b, double T, double *bytes)
{
    double distinct, imb, n_layers = s->n_moe / s->pp;

    if (s->dpa <= 1.0 || s->n_moe <= 0.0) {
        *bytes = 0.0;
        return 0.0;
    }
    expert_tokens(s, r, b, T, &distinct, &imb);
    *bytes = n_layers * T * imb * s->a2a_bytes_tok * (s->ep - 1.0) / s->ep;
    return n_layers * 2.0 * r->eff->allreduce_latency_s + *bytes / r->a2a_bw;
}

static void add_alltoall(const struct gs_rf_shape *s, const struct roofs *r,
                         const struct batch *b, double T,
                         struct gs_roofline_step *st)
{
    double bytes, t = alltoall_s(s, r, b, T, &bytes);

    st->bytes[GS_ROP_ALLREDUCE] += bytes;
    st->time_s[GS_ROP_ALLREDUCE] += t;
}

/*
 * Decode attention on its roofs; with KV offload (docs/engines/
 * roofline.md, "KV offload") the offloaded share of the KV it reads
 * streams over the host link while the rest comes from HBM:
 *   max(flop / attn_roof, (bytes - host) / paged_bw + host / host_bw)
 */
static double decode_attention_s(const struct gs_rf_shape *s,
                                 const struct roofs *r,
                                 const struct batch *b, double flop,
                                 double bytes, bool *compute_bound)
{
    double host, tf, tb;

    if (!(r->kv_host_frac > 0.0))
        return op_time(flop, r->attn_flop_per_s, bytes, r->attn_dec_bw,
                       compute_bound);
    host = r->kv_host_frac * s->kv_bytes_tok_layer / s->pp * b->n_dec *
           ctx_layers(s, b->ctx_dec);
    tf = flop / r->attn_flop_per_s;
    tb = (bytes - host) / r->attn_dec_bw + host / r->host_bw;
    *compute_bound = tf >= tb;
    return fmax(tf, tb);
}

/*
 * One pipeline stage's step for batch *b, per GPU: layers L/pp plus the
 * head (the last stage, the slowest), its collectives, its hand-off and
 * its kernels.  The per-step framework cost is added by the caller, once
 * per step of the whole pipeline.
 */
/* Prefill attention (context attention over the prompt's KV) of batch
 * *b at layer share frac: its time, FLOPs and bytes. */
static GS_ALWAYS_INLINE double prefill_attention_s(
    const struct gs_rf_shape *s, const struct roofs *r,
    const struct batch *b, double frac, double *flop, double *bytes,
    bool *compute_bound)
{
    *flop = RF_FLOP_PER_MAC * s->heads_gpu * frac * b->n_pre *
            ctx_layers(s, b->ctx_pre) * (s->qk_pre + s->v_pre);
    *bytes = s->kv_bytes_tok_layer * frac *
                 ((s->L - s->n_sliding) * b->kv_pre +
                  s->n_sliding * b->kv_pre_win + b->n_pre * s->L) +
             b->n_pre * s->L * frac * s->attn_qo_pre;
    return op_time(*flop, r->attn_flop_per_s, *bytes, r->bw, compute_bound);
}

/* (*att_dec_out: the decode attention's time) */
static void eval_step(const struct gs_rf_shape *s, const struct roofs *r,
                      const struct batch *b, struct gs_roofline_step *st,
                      double *head_s, double *att_dec_out)
{
    double T = b->n_dec + b->n_pre, frac = 1.0 / s->pp;
    double distinct, msg, ar_n, head_lat = 0.0, te;
    double att_dec_flop, att_pre_flop, att_dec_bytes, att_pre_bytes;
    double att_dec_s, att_pre_s, ew[GS_ROP_COUNT] = { 0.0 };
    bool cb[GS_ROP_COUNT] = { false }, att_dec_cb, att_pre_cb;
    int i;

    if (r->lean) {
        /* what totals_only reads, and what this function adds to */
        st->tokens = T;
        st->total_s = 0.0;
        st->time_s[GS_ROP_P2P] = 0.0;
    } else {
        memset(st, 0, sizeof(*st));
        st->tokens = T;
    }

    /* GEMM bytes (weights and operands) here; the non-GEMM kernels'
     * bytes (ew) are added below, timed on the bandwidth roof after the
     * GEMM's own max(): separate kernels on one stream do not overlap */
    st->flop[GS_ROP_ATTN_LINEAR] = RF_FLOP_PER_MAC * T * s->attn_params * frac;
    st->bytes[GS_ROP_ATTN_LINEAR] = (s->attn_w_bytes + T * s->attn_act) * frac;
    ew[GS_ROP_ATTN_LINEAR] = T * s->attn_ew * frac;

    st->flop[GS_ROP_MLP] = RF_FLOP_PER_MAC * T * s->mlp_params * frac;
    st->bytes[GS_ROP_MLP] = (s->mlp_w_bytes + T * s->mlp_act) * frac;
    ew[GS_ROP_MLP] = T * s->mlp_ew * frac;

    if (s->ep > 1.0) {
        te = expert_tokens(s, r, b, T, &distinct, NULL);
    } else {
        te = T;
        distinct = gs_roofline_distinct_experts(s->E, s->k, T);
    }
    st->flop[GS_ROP_EXPERTS] = RF_FLOP_PER_MAC * te * s->k *
                               s->expert_params * frac;
    st->bytes[GS_ROP_EXPERTS] = (distinct * s->expert_w_bytes +
                                 te * s->expert_act) * frac;
    ew[GS_ROP_EXPERTS] = te * s->expert_ew * frac;

    /* scores and values: 2 (qk + v) FLOPs per (query, key) pair per head;
     * decode reads each sequence's KV, prefill reads the prompt's KV once
     * per chunk; both write their new KV.  Decode and prefill attention
     * are separate kernels (paged decode vs. context attention), each on
     * its own roof. */
    att_dec_flop = RF_FLOP_PER_MAC * s->heads_gpu * frac * b->n_dec *
                   ctx_layers(s, b->ctx_dec) * (s->qk_dec + s->v_dec);
    att_dec_bytes = s->kv_bytes_tok_layer * frac *
                    (b->n_dec * ctx_layers(s, b->ctx_dec) + b->n_dec * s->L) +
                    b->n_dec * s->L * frac * s->attn_qo_dec;

    st->flop[GS_ROP_LM_HEAD] = RF_FLOP_PER_MAC * b->n_logits * s->head_params;
    st->bytes[GS_ROP_LM_HEAD] = s->head_w_bytes +
                                b->n_logits * s->V * RF_LOGIT_BYTES;
    ew[GS_ROP_LM_HEAD] = b->n_logits * s->V * RF_LOGIT_BYTES;

    st->time_s[GS_ROP_ATTN_LINEAR] =
        op_time(st->flop[GS_ROP_ATTN_LINEAR],
                r->lin_flop_per_s *
                    wave2(T, s->h, s->q_out_gpu, s->nt_q, s->o_in_gpu, s->h,
                          s->nt_h, s->sms),
                st->bytes[GS_ROP_ATTN_LINEAR], r->bw, &cb[GS_ROP_ATTN_LINEAR]);
    st->time_s[GS_ROP_MLP] =
        op_time(st->flop[GS_ROP_MLP],
                r->lin_flop_per_s *
                    wave2(T, s->h, s->n_up, s->nt_up, s->ffn_gpu, s->h,
                          s->nt_h, s->sms),
                st->bytes[GS_ROP_MLP], r->bw, &cb[GS_ROP_MLP]);
    st->time_s[GS_ROP_EXPERTS] =
        op_time(st->flop[GS_ROP_EXPERTS], r->exp_flop_per_s,
                st->bytes[GS_ROP_EXPERTS], r->exp_bw, &cb[GS_ROP_EXPERTS]);
    for (i = GS_ROP_ATTN_LINEAR; i <= GS_ROP_EXPERTS; i++) {
        st->bytes[i] += ew[i];
        st->nongemm_bytes[i] = ew[i];
        st->time_s[i] += ew[i] / r->bw;
    }
    att_dec_s = r->kv_host_frac > 0.0
                    ? decode_attention_s(s, r, b, att_dec_flop, att_dec_bytes,
                                         &att_dec_cb)
                    : op_time(att_dec_flop, r->attn_flop_per_s, att_dec_bytes,
                              r->attn_dec_bw, &att_dec_cb);
    att_pre_s = prefill_attention_s(s, r, b, frac, &att_pre_flop,
                                    &att_pre_bytes, &att_pre_cb);
    st->flop[GS_ROP_ATTENTION] = att_dec_flop + att_pre_flop;
    st->bytes[GS_ROP_ATTENTION] = att_dec_bytes + att_pre_bytes;
    st->time_s[GS_ROP_ATTENTION] = att_dec_s + att_pre_s;
    *att_dec_out = att_dec_s;
    st->time_s[GS_ROP_LM_HEAD] =
        op_time(st->flop[GS_ROP_LM_HEAD],
                r->f16_flop_per_s *
                    (b->n_logits >= GS_GEMM_TILE_M
                         ? gs_gemm_wave_frac_tiles(
                               b->n_logits, ceil_tiles(b->n_logits / GS_GEMM_TILE_M),
                               s->n_head, s->nt_head, s->sms)
                         : 1.0),
                st->bytes[GS_ROP_LM_HEAD], r->bw, &cb[GS_ROP_LM_HEAD]);
    st->bytes[GS_ROP_LM_HEAD] += ew[GS_ROP_LM_HEAD];
    st->nongemm_bytes[GS_ROP_LM_HEAD] = ew[GS_ROP_LM_HEAD];
    st->time_s[GS_ROP_LM_HEAD] += ew[GS_ROP_LM_HEAD] / r->bw;

    /* two all-reduces of the hidden state per layer, and the gather of
     * the logits (16-bit) when the head is split */
    msg = T * s->h * RF_BYTES_16;
    ar_n = RF_ALLREDUCES_PER_LAYER * s->L * frac;
    st->bytes[GS_ROP_ALLREDUCE] = ar_n * msg;
    st->time_s[GS_ROP_ALLREDUCE] = ar_n * allreduce_s(msg, s->tp, r);
    if (s->tp > 1.0) {
        double logits = b->n_logits * s->V * RF_BYTES_16;

        head_lat = r->eff->allreduce_latency_s +
                   (s->tp - 1.0) / s->tp * logits / r->link_bw;
        st->bytes[GS_ROP_ALLREDUCE] += logits;
        st->time_s[GS_ROP_ALLREDUCE] += head_lat;
    }
    if (s->dpa > 1.0)
        add_alltoall(s, r, b, T, st);
    if (s->pp > 1.0) {
        st->bytes[GS_ROP_P2P] = msg;
        st->time_s[GS_ROP_P2P] = r->eff->p2p_latency_s + msg / r->p2p_bw;
    }
    st->time_s[GS_ROP_OVERHEAD] = r->kernels_per_layer * s->L * frac *
                                  r->eff->kernel_overhead_s;
    /* what only the last stage does: the head and the logits gather */
    *head_s = st->time_s[GS_ROP_LM_HEAD] + (s->tp > 1.0 ? head_lat : 0.0);

    if (r->lean) {
        /* the same sum in the same order as below */
        for (i = 0; i < GS_ROP_COUNT; i++)
            st->total_s += st->time_s[i];
        return;
    }
    for (i = 0; i < GS_ROP_COUNT; i++) {
        enum gs_bound bd;

        if (i == GS_ROP_ALLREDUCE || i == GS_ROP_P2P)
            bd = GS_BOUND_INTERCONNECT;
        else if (i == GS_ROP_OVERHEAD)
            bd = GS_BOUND_OVERHEAD;
        else if (i == GS_ROP_ATTENTION) {
            st->bound_s[att_dec_cb ? GS_BOUND_COMPUTE : GS_BOUND_MEMORY] +=
                att_dec_s;
            st->bound_s[att_pre_cb ? GS_BOUND_COMPUTE : GS_BOUND_MEMORY] +=
                att_pre_s;
            st->total_s += st->time_s[i];
            continue;
        } else
            bd = cb[i] ? GS_BOUND_COMPUTE : GS_BOUND_MEMORY;
        /* the non-GEMM kernels' share is on the bandwidth roof */
        st->bound_s[bd] += st->time_s[i] - ew[i] / r->bw;
        st->bound_s[GS_BOUND_MEMORY] += ew[i] / r->bw;
        st->total_s += st->time_s[i];
    }
}

/* Add the per-step framework cost and pick what bounds the step (lean:
 * the cost only, eval_step's lean mode). */
static void finish_step(struct gs_roofline_step *st, double step_s,
                        bool lean)
{
    int i;

    st->time_s[GS_ROP_OVERHEAD] += step_s;
    st->total_s += step_s;
    if (lean)
        return;
    st->bound_s[GS_BOUND_OVERHEAD] += step_s;
    st->bound = GS_BOUND_COMPUTE;
    for (i = 1; i < GS_BOUND_COUNT; i++)
        if (st->bound_s[i] > st->bound_s[st->bound])
            st->bound = (enum gs_bound)i;
}

/*
 * Ridge batch: the decode batch B at which the linear layers' FLOP time
 * reaches their weight-and-activation time.  Bisection, since the
 * experts' bytes grow with B.  0 if it is not reached by 2^24.
 */
static double linear_excess(const struct gs_rf_shape *s, const struct roofs *r,
                            double B)
{
    double distinct = gs_roofline_distinct_experts(s->E, s->k, B);
    double flop = RF_FLOP_PER_MAC * B * (s->attn_params + s->mlp_params);
    double bytes = s->attn_w_bytes + s->mlp_w_bytes +
                   B * (s->attn_act + s->mlp_act);
    /* the routed experts on their grouped-GEMM roofs */
    double e_flop = RF_FLOP_PER_MAC * B * s->k * s->expert_params;
    double e_bytes = distinct * s->expert_w_bytes + B * s->expert_act;

    return flop / r->lin_flop_per_s + e_flop / r->exp_flop_per_s -
           bytes / r->bw - e_bytes / r->exp_bw;
}

static double ridge_batch(const struct gs_rf_shape *s, const struct roofs *r)
{
    double lo = 1.0, hi = RF_RIDGE_MAX_BATCH;
    int i;

    if (s->E <= 0.0) {
        /* dense: B = (W / bw) / (2 P / peak - a / bw), closed form */
        double w = (s->attn_w_bytes + s->mlp_w_bytes) / r->bw;
        double per_b = RF_FLOP_PER_MAC * (s->attn_params + s->mlp_params) /
                           r->lin_flop_per_s -
                       (s->attn_act + s->mlp_act) / r->bw;
        double b = per_b > 0.0 ? w / per_b : 0.0;

        return b > RF_RIDGE_MAX_BATCH ? 0.0 : fmax(b, 1.0);
    }
    if (linear_excess(s, r, lo) >= 0.0)
        return lo;
    if (linear_excess(s, r, hi) < 0.0)
        return 0.0;
    for (i = 0; i < RF_RIDGE_STEPS; i++) {
        double mid = 0.5 * (lo + hi);

        if (linear_excess(s, r, mid) >= 0.0)
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}

/* ---------------------------------------------------------- evaluation */

struct eval {
    struct gs_roofline_metrics m;
    struct gs_roofline_step decode, prefill;
    double distinct, bubble;
    double draft_s, imbalance, alltoall_s;
    double ttft_bounds[2];
};

/* Per-token prefix KV that chunked prefill of P tokens reads, summed over
 * its chunks of q: sum_j (c_j + q_j) = q (n - 1) n / 2 + P. */
static double prefill_kv_read(double P, double q)
{
    double n = ceil(P / q);

    return q * (n - 1.0) * n / 2.0 + P;
}

/* The same where a sliding window caps the prefix at W tokens:
 * sum_j (min(c_j, W) + q_j). */
static double prefill_kv_read_win(double P, double q, double W)
{
    double n = ceil(P / q), full, j;

    if (W <= 0.0)
        return prefill_kv_read(P, q);
    /* chunks j < j0 have c_j = j q <= W; later ones read W + q_j */
    full = fmin(n, floor(W / q) + 1.0);
    j = full;
    return q * (full - 1.0) * full / 2.0 + (n - j) * W + P;
}

/*
 * Prefix KV that chunked prefill of Pn new tokens after P0 cached ones
 * reads, summed over its chunks of q (a sliding window caps each chunk's
 * prefix at W > 0): sum_j (min(P0 + j q, W) + q_j).  P0 = 0 is
 * prefill_kv_read() / prefill_kv_read_win().
 */
static double prefill_kv_read_from(double P0, double Pn, double q, double W)
{
    double n = ceil(Pn / q), j0;

    if (P0 <= 0.0)
        return W > 0.0 ? prefill_kv_read_win(Pn, q, W)
                       : prefill_kv_read(Pn, q);
    if (W <= 0.0)
        return n * P0 + q * (n - 1.0) * n / 2.0 + Pn;
    /* chunks j < j0 read P0 + j q <= W, the rest W */
    j0 = P0 > W ? 0.0 : fmin(n, floor((W - P0) / q) + 1.0);
    return j0 * P0 + q * (j0 - 1.0) * j0 / 2.0 + (n - j0) * W + Pn;
}

/*
 * Speculative decoding's draft work in one step (docs/engines/
 * roofline.md, "Speculative decoding"): K sequential passes over the
 * `seqs` decoding sequences of this GPU.  An MTP head is one decoder
 * layer of the model and its LM head: the per-layer share of the
 * model's own step at that batch plus the head.  A draft model is its
 * own step at that batch (tp of the model where its heads allow, else
 * 1; no pipeline).
 */
static double draft_pass_s(const struct gs_roofline_input *in,
                           const struct gs_rf_shape *s,
                           const struct roofs *r, double seqs, double ctx)
{
    struct gs_roofline_step st;
    struct batch b;
    double head_s, att_dec;

    if (in->spec_draft_tokens <= 0 || seqs <= 0.0)
        return 0.0;
    memset(&b, 0, sizeof(b));
    b.n_dec = seqs;
    b.ctx_dec = ctx;
    b.n_logits = seqs;
    b.n_group = seqs * s->dpa;
    if (!in->spec_draft_model) {
        eval_step(s, r, &b, &st, &head_s, &att_dec);
        return (st.total_s - head_s) / (s->L / s->pp) + head_s;
    } else {
        b.n_group = 0.0;
        eval_step(r->draft_shape, r, &b, &st, &head_s, &att_dec);
        return st.total_s;
    }
}

/* The prompt chunks of one evaluation (evaluate's time to first token). */
/* A full chunk step's operation times (chunk_term): every full chunk
 * step but for its prefill attention is the same step. */
struct chunk_base {
    bool ok;
    double time_s[GS_ROP_COUNT];
    double att_dec_s, head_s;
};

struct chunks {
    const struct gs_roofline_input *in;
    const struct gs_rf_shape *s;
    const struct roofs *r;
    double P, O, Pc, Pn, q, K, others, Cg, step_s, n_full;
    double itl_s;           /* the steady step's time per token */
    struct chunk_base *base; /* filled by the first full chunk step */
};

/*
 * One chunk step of the time to first token: `mid` chunks of q done
 * after the cached prefix, this chunk the last (partial) one or a full
 * one, the other sequences decoding meanwhile.  Its term of the TTFT
 * (the step, the framework cost, the draft passes); *st and *head_s
 * the step's.
 */
static GS_ALWAYS_INLINE double chunk_term(const struct chunks *c,
                                         double mid, bool last,
                                         struct batch *b,
                                         struct gs_roofline_step *st,
                                         double *head_s)
{
    const struct gs_rf_shape *s = c->s;
    double chunk = last ? c->Pn - c->n_full * c->q : c->q;
    double done = c->Pc + mid * c->q;

    b->n_dec = c->others * (c->K + 1.0);
    b->ctx_dec = c->P + (c->O - 1.0) / 2.0;
    b->n_pre = chunk;
    b->ctx_pre = done + (chunk + 1.0) / 2.0;
    b->kv_pre = done + chunk;
    b->kv_pre_win = (s->window > 0.0 ? fmin(done, s->window) : done) + chunk;
    b->n_logits = (last ? 1.0 : 0.0) + b->n_dec;
    /* the other ranks decode their sequences meanwhile */
    b->n_group = b->n_dec + chunk + (s->dpa - 1.0) * c->Cg * (c->K + 1.0);
    if (!last && c->base->ok) {
        /* a full chunk: only prefill attention moves with `done` (the
         * batch's tokens, logits, context and group are the same), so
         * eval_step's times but that one, summed in its order (only
         * total_s and the head's time are read of a later chunk) */
        const struct chunk_base *k = c->base;
        double att_flop, att_bytes, t[GS_ROP_COUNT], total = 0.0;
        bool cb;
        int i;

        memcpy(t, k->time_s, sizeof(t));
        t[GS_ROP_ATTENTION] =
            k->att_dec_s + prefill_attention_s(s, c->r, b, 1.0 / s->pp,
                                               &att_flop, &att_bytes, &cb);
        for (i = 0; i < GS_ROP_COUNT; i++)
            total += t[i];
        st->total_s = total;
        *head_s = k->head_s;
    } else {
        eval_step(s, c->r, b, st, head_s, &c->base->att_dec_s);
        if (!last) {
            memcpy(c->base->time_s, st->time_s, sizeof(st->time_s));
            c->base->head_s = *head_s;
            c->base->ok = true;
        }
    }
    return st->total_s + c->step_s +
           (c->K > 0.0 ? c->K * draft_pass_s(c->in, s, c->r, c->others,
                                             b->ctx_dec)
                       : 0.0);
}

/*
 * ttft_bounded (roofline.h, ttft_bounds_s): the TTFT is the first
 * chunk's term t(0), the full chunks' sum over mid = 1 .. n_full - 1
 * (the exact sum's groups have these weights and this mean, n_full / 2),
 * and the last chunk's.  t(mid) is the same function of `done` at every
 * full chunk, and only prefill attention moves with it: max(FLOPs /
 * roof, bytes / bandwidth), each non-decreasing in done, linear without
 * sliding-window layers (there ctx_layers caps at the window).  So t is
 * non-decreasing: (n_full - 1) t(0) <= sum <= (n_full - 1) t(n_full -
 * 1); and, linear pieces under a max being convex, Jensen's inequality
 * and the chord from 0 to n_full - 1 bound it tighter:
 *   (n_full - 1) t(n_full / 2) <= sum
 *                              <= (n_full - 1) t(0) + (t(n_full - 1) -
 *                                 t(0)) n_full / 2
 * Four chunk steps instead of up to RF_TTFT_STEPS + 2.
 */
static void ttft_bounds(const struct chunks *c, struct batch *b,
                        struct eval *ev, double *head_s)
{
    struct gs_roofline_step st;
    double n_full = c->n_full, t0, tm, th, tl, up;
    bool convex = !(c->s->n_sliding > 0.0);

    if (c->in->ttft_skip_step && c->in->ttft_skip_itl_s > 0.0 &&
        c->itl_s > c->in->ttft_skip_itl_s) {
        ev->ttft_bounds[0] = ev->ttft_bounds[1] = NAN;
        return;
    }
    t0 = chunk_term(c, 0.0, false, b, &st, head_s);
    ev->prefill = st;
    finish_step(&ev->prefill, c->step_s, c->r->lean);
    if (c->in->ttft_skip_itl_s > 0.0 &&
        c->itl_s + (c->in->ttft_skip_chunk
                        ? fmax(0.0, ev->prefill.total_s - ev->decode.total_s)
                        : 0.0) > c->in->ttft_skip_itl_s) {
        ev->ttft_bounds[0] = ev->ttft_bounds[1] = NAN;
        return;
    }
    tm = chunk_term(c, n_full - 1.0, false, b, &st, head_s);
    th = convex ? chunk_term(c, n_full / 2.0, false, b, &st, head_s) : t0;
    up = convex ? (n_full - 1.0) * t0 + (tm - t0) * n_full / 2.0
                : (n_full - 1.0) * tm;
    tl = chunk_term(c, n_full, true, b, &st, head_s);
    tl += (c->s->pp - 1.0) * (st.total_s - *head_s);
    ev->ttft_bounds[0] = (t0 + (n_full - 1.0) * th + tl) *
                         (1.0 - GS_RF_SUM_SLACK);
    ev->ttft_bounds[1] = (t0 + up + tl) * (1.0 + GS_RF_SUM_SLACK);
}

static void evaluate(const struct gs_roofline_input *in,
                     const struct gs_rf_shape *s,
                     const struct roofs *r, double peak_lin, double peak_bw,
                     struct eval *ev, const struct gs_trace *t)
{
    double C = (double)in->concurrency, P = (double)in->prompt_tokens;
    double O = (double)in->output_tokens, pp = s->pp;
    double q = (double)in->consts.prefill_chunk_tokens;
    /* prefix caching: Pc cached prompt tokens, Pn computed */
    double Pc = in->prefix_cached_tokens, Pn = P - Pc;
    /* speculative decoding: each decode step verifies K + 1 tokens per
     * sequence and emits A of them; a request takes S steps */
    double K = (double)in->spec_draft_tokens;
    double A = K > 0.0 ? in->spec_accept_tokens : 1.0;
    double S = 1.0 + (O - 1.0) / A;
    /* attention-DP: each GPU runs C / dpa of the sequences */
    double Cg = C / s->dpa;
    double m = fmin(Cg, pp);     /* microbatches in flight */
    double mb = Cg / m;          /* sequences per microbatch */
    double step_s = r->eff->step_overhead_s;
    double cycle, ttft, n_gpus = s->tp * s->pp * s->dpa, head_s;
    double seqs_dec, draft_s, others, att_dec;
    struct batch b, steady;
    int i;

    if (r->lean) {
        /* what a lean evaluation reads or leaves (eval_step fills the
         * decode step's times) */
        memset(&ev->m, 0, sizeof(ev->m));
        ev->prefill.total_s = 0.0;
        ev->distinct = ev->bubble = ev->draft_s = 0.0;
        ev->imbalance = ev->alltoall_s = 0.0;
        ev->ttft_bounds[0] = ev->ttft_bounds[1] = 0.0;
    } else {
        memset(ev, 0, sizeof(*ev));
    }
    memset(&b, 0, sizeof(b));

    /* steady state: a share 1/S of the sequences finish their prompt
     * this step (its last chunk gives the first token), the rest decode
     * (K + 1 tokens each under speculative decoding) at the mean
     * context */
    seqs_dec = in->decode_only ? mb : mb * (S - 1.0) / S;
    b.n_dec = seqs_dec * (K + 1.0);
    b.ctx_dec = P + (O - 1.0) / 2.0;
    b.n_pre = in->decode_only ? 0.0 : mb * Pn / S;
    b.ctx_pre = Pc + (Pn + 1.0) / 2.0;
    if (Pc > 0.0) {
        b.kv_pre = mb / S * prefill_kv_read_from(Pc, Pn, fmin(q, Pn), 0.0);
        b.kv_pre_win = mb / S * prefill_kv_read_from(Pc, Pn, fmin(q, Pn),
                                                     s->window);
    } else {
        b.kv_pre = mb / S * prefill_kv_read(Pn, fmin(q, Pn));
        b.kv_pre_win = mb / S * prefill_kv_read_win(Pn, fmin(q, Pn),
                                                    s->window);
    }
    b.n_logits = seqs_dec * (K + 1.0) + (in->decode_only ? 0.0 : mb / S);
    if (in->decode_only)
        b.kv_pre = b.kv_pre_win = 0.0;
    b.n_group = (b.n_dec + b.n_pre) * s->dpa;
    steady = b;
    eval_step(s, r, &b, &ev->decode, &head_s, &att_dec);
    draft_s = K > 0.0 ? K * draft_pass_s(in, s, r, seqs_dec * m,
                                         b.ctx_dec) : 0.0;
    ev->draft_s = draft_s;
    ev->imbalance = 1.0;
    if (s->ep > 1.0) {
        double distinct;

        expert_tokens(s, r, &b, b.n_dec + b.n_pre, &distinct,
                      &ev->imbalance);
        ev->alltoall_s = alltoall_s(s, r, &b, b.n_dec + b.n_pre, &distinct);
    }
    /* a pipeline cycle: the slowest (last) stage runs m microbatches, and
     * one microbatch passes every stage (the head and the hand-offs only
     * once): the larger of the two; the draft passes run once per step */
    {
        double stage = ev->decode.total_s;
        double p2p = ev->decode.time_s[GS_ROP_P2P];
        double through = pp * (stage - head_s - p2p) + head_s +
                         (pp - 1.0) * p2p;

        cycle = fmax(m * stage, through) + step_s + draft_s;
    }
    finish_step(&ev->decode, step_s, r->lean);
    ev->bubble = 1.0 - m / pp;
    if (!r->lean)
        ev->distinct = gs_roofline_distinct_experts(s->E, s->k,
                                                    ev->decode.tokens);

    /* time to first token: the new prompt tokens in chunks of q after
     * the cached prefix, each step carrying the other sequences' decode
     * tokens (and their draft passes); pipelined chunks fill the pipe
     * once (GPipe: (n + pp - 1) stage times).  A chunk's time is
     * piecewise linear in its offset, so beyond RF_TTFT_STEPS chunks
     * the full ones are taken in groups at each group's middle chunk
     * (midpoint rule); the first and the last chunk are exact. */
    ttft = 0.0;
    others = fmax(0.0, Cg - 1.0);
    if (!in->decode_only) {
        double n = ceil(Pn / q), n_full = n - 1.0;
        double g = fmax(1.0, ceil(n_full / RF_TTFT_STEPS));
        double j = 0.0;
        struct gs_roofline_step st;
        struct chunk_base base;
        const struct chunks ch = {
            .in = in, .s = s, .r = r, .P = P, .O = O, .Pc = Pc, .Pn = Pn,
            .q = q, .K = K, .others = others, .Cg = Cg, .step_s = step_s,
            .n_full = n_full, .itl_s = cycle / A, .base = &base,
        };

        base.ok = false;
        if (in->ttft_bounded && n > GS_RF_TTFT_EXACT_CHUNKS)
            j = n;              /* bounds instead, below */
        while (j < n) {
            bool last = j >= n_full;
            double cnt = last ? 1.0 : (j == 0.0 ? 1.0 : fmin(g, n_full - j));
            double mid = last || j == 0.0 ? j : j + (cnt - 1.0) / 2.0;

            ttft += cnt * chunk_term(&ch, mid, last, &b, &st, &head_s);
            if (last)   /* the last chunk crosses the other stages'
                         * layers too */
                ttft += (pp - 1.0) * (st.total_s - head_s);
            if (j == 0.0) {
                ev->prefill = st;
                finish_step(&ev->prefill, step_s, r->lean);
            }
            j += cnt;
        }
        if (in->ttft_bounded && n > GS_RF_TTFT_EXACT_CHUNKS) {
            ttft_bounds(&ch, &b, ev, &head_s);
            ttft = NAN;         /* a search's probe: bounds only */
        }
    }

    ev->m.ttft_s = ttft;
    /* time between a decoding sequence's tokens: A per step */
    ev->m.itl_s = cycle / A;
    ev->m.request_s = ttft + (S - 1.0) * cycle;
    ev->m.tokens_per_s = in->decode_only ? C * A / cycle
                         : K > 0.0 ? C * O / (S * cycle) : C / cycle;
    ev->m.tokens_per_s_per_gpu = ev->m.tokens_per_s / n_gpus;
    ev->m.tokens_per_s_per_request = 1.0 / ev->m.itl_s;
    if (r->lean)
        return;     /* no mfu, mbu, ridge batch; no trace */
    {
        double flop = 0.0, bytes = 0.0;

        for (i = 0; i <= GS_ROP_LM_HEAD; i++) {
            flop += ev->decode.flop[i];
            bytes += ev->decode.bytes[i];
        }
        /* each GPU runs its stage for all m microbatches per cycle */
        ev->m.mfu = m * flop / (cycle * peak_lin);
        ev->m.mbu = m * bytes / (cycle * peak_bw);
    }
    ev->m.ridge_batch = ridge_batch(s, r);

    if (!t)
        return;
    trace(t, "steady step: decode tokens", "tokens", steady.n_dec,
          "concurrency/m x (output-1)/output = %.0f/%.0f x %.0f/%.0f",
          C, m, O - 1.0, O);
    trace(t, "steady step: prompt tokens", "tokens", steady.n_pre,
          "concurrency/m x prompt/output = %.0f x %.0f/%.0f", mb, P, O);
    trace(t, "decode context", "tokens", P + (O - 1.0) / 2.0,
          "prompt + (output - 1)/2 = %.0f + %.1f", P, (O - 1.0) / 2.0);
    for (i = 0; i <= GS_ROP_LM_HEAD; i++) {
        double ng = ev->decode.nongemm_bytes[i];

        if (ng > 0.0)
            trace(t, gs_roofline_op_name((enum gs_roofline_op)i), "s",
                  ev->decode.time_s[i],
                  "max(%.4g FLOP / %.4g FLOP/s, %.4g B / %.4g B/s) + "
                  "non-GEMM kernels %.4g B / %.4g B/s",
                  ev->decode.flop[i],
                  i == GS_ROP_LM_HEAD ? r->f16_flop_per_s
                  : i == GS_ROP_EXPERTS ? r->exp_flop_per_s
                                        : r->lin_flop_per_s,
                  ev->decode.bytes[i] - ng,
                  i == GS_ROP_EXPERTS ? r->exp_bw : r->bw, ng, r->bw);
        else
            trace(t, gs_roofline_op_name((enum gs_roofline_op)i), "s",
                  ev->decode.time_s[i],
                  "max(%.4g FLOP / %.4g FLOP/s, %.4g B / %.4g B/s)%s",
                  ev->decode.flop[i],
                  i == GS_ROP_ATTENTION ? r->attn_flop_per_s
                  : i == GS_ROP_LM_HEAD ? r->f16_flop_per_s
                  : i == GS_ROP_EXPERTS ? r->exp_flop_per_s
                                        : r->lin_flop_per_s,
                  ev->decode.bytes[i],
                  i == GS_ROP_EXPERTS ? r->exp_bw : r->bw,
                  i == GS_ROP_ATTENTION ? ", decode and prefill each" : "");
    }
    trace(t, gs_roofline_op_name(GS_ROP_ALLREDUCE), "s",
          ev->decode.time_s[GS_ROP_ALLREDUCE],
          "2 x %.0f layers x (%.3g s + 2(n-1)/n x %.4g B / %.4g B/s), n = %.0f,"
          " + logits gather", s->L / pp, r->eff->allreduce_latency_s,
          ev->decode.tokens * s->h * RF_BYTES_16, r->link_bw, s->tp);
    trace(t, gs_roofline_op_name(GS_ROP_P2P), "s",
          ev->decode.time_s[GS_ROP_P2P], "pp %.0f: %.3g s + %.4g B / %.4g B/s",
          pp, r->eff->p2p_latency_s, ev->decode.bytes[GS_ROP_P2P], r->p2p_bw);
    trace(t, gs_roofline_op_name(GS_ROP_OVERHEAD), "s",
          ev->decode.time_s[GS_ROP_OVERHEAD],
          "%.0f kernels x %.0f layers x %.3g s + step %.3g s",
          r->kernels_per_layer, s->L / pp, r->eff->kernel_overhead_s, step_s);
    trace(t, "stage step", "s", ev->decode.total_s - step_s,
          "sum of the operations above, pipeline stage of %.0f/%.0f layers",
          s->L, pp);
    trace(t, "itl", "s", cycle, "max(m x stage, one pass of %.0f stages) + "
          "step overhead %.4g, m = %.0f", pp, step_s, m);
    trace(t, "ttft", "s", ttft, "sum over ceil(%.0f / %.0f) chunk steps + "
          "(pp - 1) x last", P, q);
    trace(t, "tokens_per_s", "tokens/s", ev->m.tokens_per_s,
          "concurrency / itl = %.0f / %.4g", C, cycle);
    trace(t, "mfu", "fraction", ev->m.mfu,
          "m x step FLOP / (itl x %.4g FLOP/s peak)", peak_lin);
    trace(t, "mbu", "fraction", ev->m.mbu,
          "m x step bytes / (itl x %.4g B/s peak)", peak_bw);
    trace(t, "ridge batch", "sequences", ev->m.ridge_batch,
          "smallest B with 2 B params / %.4g >= (weights + B act) / %.4g",
          r->lin_flop_per_s, r->bw);
    if (Pc > 0.0)
        trace(t, "prefix cache", "tokens", Pc, "cached prompt tokens per "
              "request: prefill computes %.0f of %.0f, attending to the "
              "cached prefix", Pn, P);
    if (K > 0.0) {
        trace(t, "speculative decoding: steps per request", "steps", S,
              "1 + (output - 1) / A = 1 + %.0f / %.3g, verifying K + 1 = "
              "%.0f tokens per sequence per step", O - 1.0, A, K + 1.0);
        trace(t, "draft passes", "s", draft_s, "%.0f x one pass over %.1f "
              "sequences (%s)", K, seqs_dec * m,
              in->spec_draft_model ? in->spec_draft_model->id
                                   : "MTP head: one decoder layer + LM head");
    }
    if (s->ep > 1.0) {
        trace(t, "ep imbalance", "ratio", ev->imbalance,
              "busiest of %.0f EP ranks: 1 + sqrt(2 ln(ep) / (pairs / ep)) "
              "x skew %.3g, pairs = %.1f tokens x k %.0f", s->ep, r->ep_skew,
              steady.n_group, s->k);
        if (s->dpa > 1.0)
            trace(t, "all-to-all", "s", ev->alltoall_s, "%.0f MoE layers x "
                  "(2 x %.3g s + dispatch and combine bytes / %.4g B/s)",
                  s->n_moe / s->pp, r->eff->allreduce_latency_s, r->a2a_bw);
    }
    if (s->E > 0.0)
        trace(t, "distinct experts", "experts", ev->distinct,
              "E (1 - (1 - k/E)^T) = %.0f (1 - (1 - %.0f/%.0f)^%.0f)",
              s->E, s->k, s->E, ev->decode.tokens);
}

/* ------------------------------------------------------------- checks */

static bool frac_ok(double f)
{
    return isfinite(f) && f > 0.0 && f <= RF_MAX_FRAC;
}

static bool time_ok(double s)
{
    return isfinite(s) && s >= 0.0;
}

static int check_eff(const struct gs_roofline_eff *e, const char *which,
                     struct gs_error *err)
{
    if (!frac_ok(e->matmul_frac) || !frac_ok(e->mem_bw_frac) ||
        !frac_ok(e->attention_frac) || !frac_ok(e->allreduce_bus_frac))
        return gs_error_set(err, GS_EDOMAIN, "roofline: %s efficiencies "
                            "must be in (0, %.1f]", which, RF_MAX_FRAC);
    if (!(e->software_frac == 0.0 || frac_ok(e->software_frac)))
        return gs_error_set(err, GS_EDOMAIN, "roofline: %s software "
                            "maturity must be in (0, %.1f] (0: not applied)",
                            which, RF_MAX_FRAC);
    if (!(e->expert_gemm_frac == 0.0 || frac_ok(e->expert_gemm_frac)))
        return gs_error_set(err, GS_EDOMAIN, "roofline: %s expert-GEMM "
                            "efficiency must be in (0, %.1f] (0: not "
                            "applied)", which, RF_MAX_FRAC);
    if (!(e->paged_attn_bw_frac == 0.0 || frac_ok(e->paged_attn_bw_frac)))
        return gs_error_set(err, GS_EDOMAIN, "roofline: %s paged-attention "
                            "bandwidth share must be in (0, %.1f] (0: not "
                            "applied)", which, RF_MAX_FRAC);
    if (!time_ok(e->kernel_overhead_s) || !time_ok(e->step_overhead_s) ||
        !time_ok(e->allreduce_latency_s) || !time_ok(e->p2p_latency_s))
        return gs_error_set(err, GS_EDOMAIN, "roofline: %s overheads must "
                            "be finite and non-negative", which);
    return 0;
}

static bool dtype_ok(enum gs_dtype d)
{
    return d > GS_DTYPE_UNSET && d < GS_DTYPE_COUNT;
}

/* Per-direction bandwidth of the tensor-parallel link, bytes/s. */
static double link_bw_per_dir(const struct gs_gpu *g)
{
    /* a consumer card's all-reduce goes through host memory (gpu.h) */
    return gs_gpu_tp_link_bytes_per_s(g);
}

/* The serving features' inputs (roofline.h). */
static int check_features(const struct gs_roofline_input *in,
                          struct gs_error *err)
{
    const struct gs_model *m = in->model;
    double P = (double)in->prompt_tokens;
    double K = (double)in->spec_draft_tokens;

    /* the common case: every feature off */
    if (!(in->prefix_cached_tokens != 0.0 || in->spec_draft_tokens != 0 ||
          in->ep != 0 || in->attn_dp || in->kv_host_frac != 0.0))
        return 0;
    if (!(in->prefix_cached_tokens >= 0.0) ||
        !(in->prefix_cached_tokens <= P - 1.0))
        return gs_error_set(err, GS_EDOMAIN, "roofline: cached prefix "
                            "tokens must be in [0, prompt - 1]");
    if (in->spec_draft_tokens < 0 ||
        (K > 0.0 && !(in->spec_accept_tokens >= 1.0 &&
                      in->spec_accept_tokens <= K + 1.0)))
        return gs_error_set(err, GS_EDOMAIN, "roofline: speculative "
                            "decoding needs an acceptance length in [1, "
                            "draft tokens + 1]");
    if (in->ep < 0 || (in->ep > 1 && m->n_experts <= 0))
        return gs_error_set(err, GS_EDOMAIN, "roofline: expert parallelism "
                            "needs a model with routed experts ('%s' has "
                            "none)", m->id);
    if (in->ep > 1 && in->ep > m->n_experts)
        return gs_error_set(err, GS_EDOMAIN, "roofline: ep %lld exceeds the "
                            "%lld routed experts of '%s'", (long long)in->ep,
                            (long long)m->n_experts, m->id);
    if (in->attn_dp && (in->ep <= 1 || in->tp != 1 || in->pp != 1))
        return gs_error_set(err, GS_EDOMAIN, "roofline: attention data "
                            "parallelism needs ep > 1 at tp 1, pp 1");
    if (!in->attn_dp && in->ep > 1 && in->ep != in->tp)
        return gs_error_set(err, GS_EDOMAIN, "roofline: without attention "
                            "data parallelism ep must equal tp");
    if (in->ep > 1 && in->attn_dp &&
        !(link_bw_per_dir(in->gpu) > 0.0 ||
          in->consts.scale_out_bw_bytes_per_s > 0.0))
        return gs_error_set(err, GS_EDOMAIN, "roofline: '%s' has no link "
                            "for the expert all-to-all", in->gpu->id);
    if (!(in->kv_host_frac >= 0.0 && in->kv_host_frac < 1.0) ||
        (in->kv_host_frac > 0.0 &&
         !(in->host_link_bw_bytes_per_s > 0.0 &&
           isfinite(in->host_link_bw_bytes_per_s))))
        return gs_error_set(err, GS_EDOMAIN, "roofline: the offloaded KV "
                            "share must be in [0, 1), with a host link");
    if (!(in->consts.ep_skew_pessimistic == 0.0 ||
          (in->consts.ep_skew_pessimistic >= 1.0 &&
           isfinite(in->consts.ep_skew_pessimistic))))
        return gs_error_set(err, GS_EDOMAIN, "roofline: the EP routing skew "
                            "must be at least 1 (0: not applied)");
    return 0;
}

double gs_roofline_host_link_bw(const struct gs_gpu *g)
{
    if (g->form_factor && strstr(g->form_factor, "Grace"))
        return RF_NVLINK_C2C_PER_DIR;
    return gs_pcie_x16_bytes_per_s(g->pcie_gen);
}

static int check_input(const struct gs_roofline_input *in,
                       struct gs_error *err)
{
    const struct gs_model *m = in->model;
    const struct gs_gpu *g = in->gpu;
    int64_t ctx = in->context_tokens > 0 ? in->context_tokens
                                         : m->max_context_tokens;

    if (in->concurrency < 1 || in->prompt_tokens < 1 ||
        in->output_tokens < 1)
        return gs_error_set(err, GS_EDOMAIN, "roofline: concurrency, prompt "
                            "and output tokens must be at least 1");
    if (in->tp < 1 || in->pp < 1)
        return gs_error_set(err, GS_EDOMAIN, "roofline: tp and pp must be at "
                            "least 1");
    if (ctx > 0 && in->prompt_tokens > ctx - in->output_tokens)
        return gs_error_set(err, GS_EDOMAIN, "roofline: prompt %lld + output "
                            "%lld tokens exceed the context of %lld",
                            (long long)in->prompt_tokens,
                            (long long)in->output_tokens, (long long)ctx);
    if (!gs_fit_tp_valid(m, in->tp))
        return gs_error_set(err, GS_EDOMAIN, "roofline: tp %lld does not "
                            "divide the %lld attention heads of '%s' (or the "
                            "KV heads)", (long long)in->tp,
                            (long long)m->n_heads, m->id);
    if (in->tp > 1 && g->scale_up_domain_gpus > 0 &&
        in->tp > g->scale_up_domain_gpus)
        return gs_error_set(err, GS_EDOMAIN, "roofline: tp %lld exceeds the "
                            "%lld-GPU scale-up domain of '%s'",
                            (long long)in->tp,
                            (long long)g->scale_up_domain_gpus, g->id);
    if (in->tp > 1 && link_bw_per_dir(g) <= 0.0)
        return gs_error_set(err, GS_EDOMAIN, "roofline: '%s' has no scale-up "
                            "or PCIe bandwidth for tensor parallelism", g->id);
    if (in->pp > m->n_layers)
        return gs_error_set(err, GS_EDOMAIN, "roofline: pp %lld exceeds the "
                            "%lld layers", (long long)in->pp,
                            (long long)m->n_layers);
    if (!(g->mem_bw_bytes_per_s > 0.0))
        return gs_error_set(err, GS_EDOMAIN, "roofline: '%s' has no memory "
                            "bandwidth in the catalogue", g->id);
    if (resolve_precision(g, GS_PREC_BF16) == GS_PREC_COUNT)
        return gs_error_set(err, GS_EDOMAIN, "roofline: '%s' has no bf16, "
                            "fp16 or fp32 rate", g->id);
    if (!dtype_ok(in->weight_dtype) || !dtype_ok(in->kv_dtype) ||
        !(in->expert_dtype == GS_DTYPE_UNSET || dtype_ok(in->expert_dtype)))
        return gs_error_set(err, GS_EDOMAIN, "roofline: weight, expert and KV "
                            "formats must be set");
    if (check_eff(&in->consts.expected, "expected", err) < 0 ||
        check_eff(&in->consts.pessimistic, "pessimistic", err) < 0 ||
        check_eff(&in->consts.optimistic, "optimistic", err) < 0)
        return -1;
    if (!(in->consts.kernels_per_layer >= 0.0) ||
        !isfinite(in->consts.kernels_per_layer) ||
        in->consts.prefill_chunk_tokens < 1)
        return gs_error_set(err, GS_EDOMAIN, "roofline: kernels per layer must "
                            "be non-negative and the prefill chunk at least 1");
    if (check_features(in, err) < 0)
        return -1;
    if (in->pp > 1 && !(in->consts.scale_out_bw_bytes_per_s > 0.0))
        return gs_error_set(err, GS_EDOMAIN, "roofline: pipeline parallelism "
                            "needs a positive scale-out bandwidth");
    return 0;
}

static void metrics_minmax(struct gs_roofline_metrics *lo,
                           struct gs_roofline_metrics *hi,
                           const struct gs_roofline_metrics *x)
{
#define RF_MINMAX(f) do { lo->f = min_of(lo->f, x->f); \
                          hi->f = max_of(hi->f, x->f); } while (0)
    RF_MINMAX(ttft_s);
    RF_MINMAX(itl_s);
    RF_MINMAX(request_s);
    RF_MINMAX(tokens_per_s);
    RF_MINMAX(tokens_per_s_per_gpu);
    RF_MINMAX(tokens_per_s_per_request);
    RF_MINMAX(mfu);
    RF_MINMAX(mbu);
    RF_MINMAX(ridge_batch);
#undef RF_MINMAX
}

/* The checks' and shapes' common part of every estimate. */
static void shapes_of(const struct gs_roofline_input *in,
                      struct gs_rf_shape *s, struct gs_rf_shape *ds)
{
    enum gs_precision comp = resolve_precision(in->gpu,
                                               in->compute_precision);
    /* the model's shape, and a draft model's (speculative decoding) */
    struct gs_roofline_input din;
    int k, n = in->spec_draft_tokens > 0 && in->spec_draft_model ? 2 : 1;

    if (n == 2) {
        din = *in;
        din.model = in->spec_draft_model;
        din.tp = gs_fit_tp_valid(din.model, in->tp) ? in->tp : 1;
        din.pp = 1;
        din.ep = 0;
        din.attn_dp = false;
        din.expert_dtype = GS_DTYPE_UNSET;
    }
    for (k = 0; k < n; k++)
        build_shape(k ? &din : in, comp, k ? ds : s);
}

/* The estimate of a checked input with its shapes (*dsp: a draft
 * model's, when it has one). */
static int estimate_shaped(const struct gs_roofline_input *in,
                           const struct gs_rf_shape *sp,
                           const struct gs_rf_shape *dsp,
                           struct gs_roofline_result *out,
                           const struct gs_trace *t)
{
    const struct gs_roofline_eff *effs[3];
    const struct gs_gpu *g = in->gpu;
    enum gs_precision comp = resolve_precision(g, in->compute_precision);
    enum gs_precision p16 = resolve_precision(g, GS_PREC_BF16);
    struct eval ev[3];
    double link, p2p_bw, a2a_bw;
    /* totals_only: the expected set only, untraced */
    bool lean = in->totals_only && in->expected_only && !t;
    int i;

    link = link_bw_per_dir(g);
    /* stages inside the scale-up domain hand off over it; beyond it over
     * the scale-out network */
    p2p_bw = (g->scale_up_domain_gpus > 0 &&
              in->tp * in->pp <= g->scale_up_domain_gpus && link > 0.0)
                 ? link : in->consts.scale_out_bw_bytes_per_s;
    /* the EP all-to-all: inside the scale-up domain over it, beyond it
     * over the scale-out network */
    a2a_bw = (g->scale_up_domain_gpus > 0 &&
              in->ep <= g->scale_up_domain_gpus && link > 0.0)
                 ? link : in->consts.scale_out_bw_bytes_per_s;

    effs[0] = &in->consts.expected;
    effs[1] = &in->consts.pessimistic;
    effs[2] = &in->consts.optimistic;
    trace(t, "compute precision", "", (double)comp, "%s (asked %s)",
          gs_precision_name(comp),
          (unsigned)in->compute_precision < GS_PREC_COUNT
              ? gs_precision_name(in->compute_precision) : "?");
    for (i = 0; i < (in->expected_only ? 1 : 3); i++) {
        /* software maturity scales every kernel roof; 0 means unset */
        double sw = effs[i]->software_frac > 0.0 ? effs[i]->software_frac
                                                 : 1.0;
        double paged = effs[i]->paged_attn_bw_frac > 0.0
                           ? effs[i]->paged_attn_bw_frac : 1.0;
        /* grouped expert GEMMs: a dense model keeps the dense roofs
         * (RF_MAX_FRAC >= every dense fraction) */
        double xg = effs[i]->expert_gemm_frac > 0.0 && sp->E > 0.0
                        ? effs[i]->expert_gemm_frac : RF_MAX_FRAC;
        struct roofs r = {
            .lin_flop_per_s = g->dense_flop_per_s[comp] *
                              effs[i]->matmul_frac * sw,
            .f16_flop_per_s = g->dense_flop_per_s[p16] *
                              effs[i]->matmul_frac * sw,
            .attn_flop_per_s = g->dense_flop_per_s[p16] *
                               effs[i]->attention_frac * sw,
            .bw = g->mem_bw_bytes_per_s * effs[i]->mem_bw_frac * sw,
            .attn_dec_bw = g->mem_bw_bytes_per_s * effs[i]->mem_bw_frac *
                           sw * paged,
            .link_bw = link * effs[i]->allreduce_bus_frac,
            .p2p_bw = p2p_bw * effs[i]->allreduce_bus_frac,
            .eff = effs[i],
            .kernels_per_layer = in->consts.kernels_per_layer,
            .a2a_bw = a2a_bw * effs[i]->allreduce_bus_frac,
            .exp_flop_per_s = fmin(g->dense_flop_per_s[comp] *
                                       effs[i]->matmul_frac,
                                   g->dense_flop_per_s[comp] * xg) * sw,
            .exp_bw = fmin(g->mem_bw_bytes_per_s * effs[i]->mem_bw_frac,
                           g->mem_bw_bytes_per_s * xg) * sw,
            .ep_sampling = i != 2,
            .ep_skew = i == 1 && in->consts.ep_skew_pessimistic > 0.0
                           ? in->consts.ep_skew_pessimistic : 1.0,
            /* the host link streams at the HBM streaming fraction (no
             * published PCIe / C2C KV-read efficiency) */
            .draft_shape = in->spec_draft_model ? dsp : NULL,
            .kv_host_frac = in->kv_host_frac,
            .host_bw = in->host_link_bw_bytes_per_s * effs[i]->mem_bw_frac,
            .lean = lean,
        };

        if (i == 0 && t) {
            const struct gs_roofline_consts *c = &in->consts;

            trace(t, "matmul roof", "FLOP/s", r.lin_flop_per_s,
                  "%s peak %.4g x matmul_frac %.3f x software %.3f",
                  gs_precision_name(comp), g->dense_flop_per_s[comp],
                  effs[i]->matmul_frac, sw);
            trace(t, "matmul_frac", "fraction", effs[i]->matmul_frac,
                  "%s: %s", gs_rf_origin_name(c->matmul_prov.origin),
                  c->matmul_prov.source ? c->matmul_prov.source : "-");
            trace(t, "bandwidth roof", "B/s", r.bw,
                  "peak %.4g x %.3f x software %.3f",
                  g->mem_bw_bytes_per_s, effs[i]->mem_bw_frac, sw);
            trace(t, "paged attention bandwidth", "B/s", r.attn_dec_bw,
                  "bandwidth roof x paged_attn_bw_frac %.3f (decode "
                  "attention's KV reads)", paged);
            if (sp->E > 0.0) {
                trace(t, "expert GEMM roofs", "B/s", r.exp_bw,
                      "grouped expert GEMMs: min(dense roof, peak x "
                      "expert_gemm_frac %.3f) x software; FLOP/s %.4g",
                      effs[i]->expert_gemm_frac, r.exp_flop_per_s);
                trace(t, "expert_gemm_frac", "fraction",
                      effs[i]->expert_gemm_frac, "%s: %s",
                      gs_rf_origin_name(c->expert_gemm_prov.origin),
                      c->expert_gemm_prov.source
                          ? c->expert_gemm_prov.source : "-");
            }
            trace(t, "mem_bw_frac", "fraction", effs[i]->mem_bw_frac,
                  "%s: %s", gs_rf_origin_name(c->mem_bw_prov.origin),
                  c->mem_bw_prov.source ? c->mem_bw_prov.source : "-");
            trace(t, "software_frac", "fraction", sw, "%s, %s: %s",
                  c->software_stack ? c->software_stack : "stack unnamed",
                  gs_rf_origin_name(c->software_prov.origin),
                  c->software_prov.source ? c->software_prov.source : "-");
            if (in->tp > 1)
                trace(t, "all-reduce bus", "B/s", r.link_bw,
                      "per-direction %.4g x %.3f, latency %.3g s%s", link,
                      effs[i]->allreduce_bus_frac,
                      effs[i]->allreduce_latency_s,
                      g->consumer && g->scale_up_kind &&
                              strcmp(g->scale_up_kind, "pcie") == 0
                          ? " (consumer card, no peer-to-peer: PCIe x16 / "
                            "2, staged through host memory)" : "");
        }
        evaluate(in, sp, &r, g->dense_flop_per_s[comp],
                 g->mem_bw_bytes_per_s, &ev[i], i == 0 ? t : NULL);
    }

    memset(out, 0, sizeof(*out));
    out->expected = ev[0].m;
    out->low = ev[0].m;
    out->high = ev[0].m;
    if (!in->expected_only) {
        metrics_minmax(&out->low, &out->high, &ev[1].m);
        metrics_minmax(&out->low, &out->high, &ev[2].m);
    }
    if (lean) {
        /* the steps' other fields were not computed */
        out->decode.total_s = ev[0].decode.total_s;
        out->decode.time_s[GS_ROP_ATTENTION] =
            ev[0].decode.time_s[GS_ROP_ATTENTION];
        out->prefill.total_s = ev[0].prefill.total_s;
    } else {
        out->decode = ev[0].decode;
        out->prefill = ev[0].prefill;
    }
    out->bound = lean ? GS_BOUND_COMPUTE : ev[0].decode.bound;
    out->prefill_bound = lean ? GS_BOUND_COMPUTE : ev[0].prefill.bound;
    out->compute_precision = comp;
    out->decode_context_tokens = (double)in->prompt_tokens +
                                 ((double)in->output_tokens - 1.0) / 2.0;
    out->steps_per_request = in->spec_draft_tokens > 0
        ? 1.0 + ((double)in->output_tokens - 1.0) / in->spec_accept_tokens
        : (double)in->output_tokens;
    out->prefill_tokens_per_step = in->decode_only ? 0.0 :
                                   (double)in->concurrency *
                                   ((double)in->prompt_tokens -
                                    in->prefix_cached_tokens) /
                                   out->steps_per_request;
    out->distinct_experts = ev[0].distinct;
    out->pp_bubble_frac = ev[0].bubble;
    out->n_gpus = in->tp * in->pp * (in->attn_dp ? in->ep : 1);
    out->draft_step_s = ev[0].draft_s;
    out->ep_imbalance = ev[0].imbalance;
    out->alltoall_s = ev[0].alltoall_s;
    out->ttft_bounds_s[0] = ev[0].ttft_bounds[0];
    out->ttft_bounds_s[1] = ev[0].ttft_bounds[1];
    trace(t, "bound", "", (double)out->bound, "%s (largest share of the "
          "steady step)", gs_bound_name(out->bound));
    return 0;
}

int gs_roofline_estimate(const struct gs_roofline_input *in,
                         struct gs_roofline_result *out,
                         const struct gs_trace *t, struct gs_error *err)
{
    struct gs_rf_shape s, ds;

    assert(in && out && in->model && in->gpu);
    if (check_input(in, err) < 0)
        return -1;
    shapes_of(in, &s, &ds);
    return estimate_shaped(in, &s, &ds, out, t);
}

int gs_roofline_prepare(const struct gs_roofline_input *in,
                        struct gs_roofline_prep *p, struct gs_error *err)
{
    assert(in && p && in->model && in->gpu);
    if (check_input(in, err) < 0)
        return -1;
    p->in = *in;
    shapes_of(in, &p->shape, &p->draft_shape);
    return 0;
}

/* Whether an efficiency set that is the prepared one (checked) but for
 * its step and kernel overheads (the caller's promise, asserted) passes
 * check_eff: whether those are (time_ok). */
static bool eff_as_prepared(const struct gs_roofline_eff *e,
                            const struct gs_roofline_eff *prepared)
{
#ifndef NDEBUG
    struct gs_roofline_eff x = *e;

    x.kernel_overhead_s = prepared->kernel_overhead_s;
    x.step_overhead_s = prepared->step_overhead_s;
    assert(memcmp(&x, prepared, sizeof(x)) == 0); /* doubles: no padding */
#else
    (void)prepared;
#endif
    return time_ok(e->kernel_overhead_s) && time_ok(e->step_overhead_s);
}

int gs_roofline_estimate_prep(const struct gs_roofline_prep *p,
                              const struct gs_roofline_input *in,
                              struct gs_roofline_result *out,
                              const struct gs_trace *t,
                              struct gs_error *err)
{
    const struct gs_roofline_input *pi = &p->in;

    assert(in->model == pi->model && in->gpu == pi->gpu &&
           in->tp == pi->tp && in->pp == pi->pp && in->ep == pi->ep &&
           in->attn_dp == pi->attn_dp &&
           in->prompt_tokens == pi->prompt_tokens &&
           in->output_tokens == pi->output_tokens &&
           in->spec_draft_model == pi->spec_draft_model);
    /* what may differ from the prepared input, checked as check_input
     * does; anything else it would refuse is reported by it */
    if (in->concurrency < 1 || in->consts.prefill_chunk_tokens < 1 ||
        !eff_as_prepared(&in->consts.expected, &pi->consts.expected) ||
        !eff_as_prepared(&in->consts.pessimistic,
                         &pi->consts.pessimistic) ||
        !eff_as_prepared(&in->consts.optimistic, &pi->consts.optimistic) ||
        in->kv_host_frac != pi->kv_host_frac)
        return gs_roofline_estimate(in, out, t, err);
    return estimate_shaped(in, &p->shape, &p->draft_shape, out, t);
}
