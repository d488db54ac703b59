#ifndef GPUSEL_ROOFLINE_H
#define GPUSEL_ROOFLINE_H

#include <stdbool.h>
#include <stdint.h>

#include "dtype.h"
#include "error.h"
#include "fit.h"
#include "gpu.h"
#include "model.h"

/*
 * The inference roofline engine: how fast a model serves on a GPU layout
 * under continuous batching.  Each step (one forward pass of the batch)
 * is split into operation kinds; each kind's FLOPs and HBM bytes are
 * counted per GPU and timed against its own roof,
 *
 *   t_op = max(flop / (peak[prec] * matmul_frac), bytes / (bw * bw_frac)),
 *
 * and the step is the SUM of its operations plus tensor-parallel
 * all-reduces (latency + ring bandwidth), pipeline hand-offs and per-step
 * fixed costs (kernel launches inside a CUDA-graph replay, framework
 * scheduling).  Every uncertain constant comes as expected, pessimistic
 * and optimistic values; every output has _low/_high companions, the
 * element-wise minimum and maximum over the three evaluations.
 *
 * Pure: no I/O, no allocation, no globals.  Units are base units (FLOP,
 * bytes, seconds).  docs/engines/roofline.md states every formula and
 * cites every constant; the defaults are in gpusel/roofline_defaults.h.
 */

/* What limits a step: the largest share of its time. */
enum gs_bound {
    GS_BOUND_COMPUTE,      /* operations on the FLOP roof */
    GS_BOUND_MEMORY,       /* operations on the bandwidth roof */
    GS_BOUND_INTERCONNECT, /* all-reduces and pipeline hand-offs */
    GS_BOUND_OVERHEAD,     /* kernel launches and scheduling */
    GS_BOUND_COUNT
};

/* "compute", "memory", "interconnect", "overhead". */
const char *gs_bound_name(enum gs_bound b);

/* Operation kinds a step is split into (each timed on its own roof). */
enum gs_roofline_op {
    GS_ROP_ATTN_LINEAR,  /* q/k/v and output projections */
    GS_ROP_MLP,          /* dense FFN, shared experts, router */
    GS_ROP_EXPERTS,      /* routed experts (distinct ones read) */
    GS_ROP_ATTENTION,    /* scores and values over the KV cache */
    GS_ROP_LM_HEAD,      /* final projection and sampling logits */
    GS_ROP_ALLREDUCE,    /* tensor-parallel collectives */
    GS_ROP_P2P,          /* pipeline-stage hand-offs */
    GS_ROP_OVERHEAD,     /* kernel launches + framework per step */
    GS_ROP_COUNT
};

/* "attn_linear", "mlp", "experts", "attention", ... */
const char *gs_roofline_op_name(enum gs_roofline_op op);

/* The uncertain efficiencies and fixed costs of one evaluation. */
struct gs_roofline_eff {
    double matmul_frac;         /* achieved / dense peak on LLM GEMMs,
                                 * (0, 1.5] */
    double attention_frac;      /* achieved / 16-bit dense peak in fused
                                 * attention kernels, (0, 1.5] */
    double mem_bw_frac;         /* achieved / peak HBM bandwidth on
                                 * streaming reads, (0, 1.5] */
    double kernel_overhead_s;   /* per kernel per step: CUDA-graph node
                                 * launch + memory-pipeline fill */
    double step_overhead_s;     /* per step: graph launch, scheduling,
                                 * input preparation not overlapped */
    double allreduce_latency_s; /* per all-reduce, small message */
    double allreduce_bus_frac;  /* achieved NCCL/RCCL bus bandwidth /
                                 * per-direction link bandwidth */
    double p2p_latency_s;       /* per pipeline-stage send */
    double software_frac;       /* software maturity: share of the
                                 * hardware's achievable rates (the three
                                 * fractions above) that the serving
                                 * stack's kernels reach today; multiplies
                                 * the matmul, attention and bandwidth
                                 * roofs.  (0, 1.5]; 0 reads as 1 (not
                                 * applied) */
    double paged_attn_bw_frac;  /* decode attention's achieved bandwidth
                                 * over the streaming roof (bw *
                                 * mem_bw_frac): paged KV reads in decode
                                 * kernels.  (0, 1.5]; 0 reads as 1 (not
                                 * applied) */
    double expert_gemm_frac;    /* grouped expert GEMMs: achieved share of
                                 * the roofline max(FLOP / dense peak,
                                 * bytes / HBM peak); the experts op runs
                                 * on min(dense roof, peak x this x
                                 * software).  (0, 1.5]; 0 reads as 1 (not
                                 * applied) */
};

/* Where a constant came from. */
enum gs_rf_origin {
    GS_RF_ORIGIN_DEFAULT,  /* a documented per-vendor / generation rule
                            * (gpusel/roofline_defaults.h) */
    GS_RF_ORIGIN_MEASURED, /* this GPU's catalogue entry: a published
                            * measurement (data/gpus.yaml *_source) */
    GS_RF_ORIGIN_USER,     /* set by the caller (a command-line value) */
    GS_RF_ORIGIN_COUNT
};

/* "default", "measured", "user". */
const char *gs_rf_origin_name(enum gs_rf_origin o);

/* Provenance of one constant: its origin and the source or rule (static
 * text, or the GPU entry's *_source string, which lives as long as the
 * catalogue it came from; never NULL in gs_roofline_default_consts'
 * output). */
struct gs_rf_provenance {
    enum gs_rf_origin origin;
    const char *source;
};

/* Tunables; defaults with sources in gpusel/roofline_defaults.h. */
struct gs_roofline_consts {
    struct gs_roofline_eff expected;
    struct gs_roofline_eff pessimistic; /* low throughput, high latency */
    struct gs_roofline_eff optimistic;  /* high throughput, low latency */
    double kernels_per_layer;    /* non-collective kernels one decoder
                                  * layer launches per step */
    int64_t prefill_chunk_tokens; /* prompt tokens per step (chunked
                                   * prefill budget), >= 1 */
    double scale_out_bw_bytes_per_s; /* per GPU, per direction, for
                                      * pipeline stages across nodes */
    /* Where the matmul, bandwidth and software-maturity fractions came
     * from (informational: the engine traces them, --explain and the
     * report show them; a caller that overrides a value sets USER). */
    struct gs_rf_provenance matmul_prov;
    struct gs_rf_provenance mem_bw_prov;
    struct gs_rf_provenance software_prov;
    struct gs_rf_provenance expert_gemm_prov;
    const char *software_stack;  /* "CUDA (TensorRT-LLM, vLLM, SGLang)",
                                  * "ROCm (vLLM, SGLang)", ...; may be
                                  * NULL */
    /* Expert parallelism: routing skew on the busiest EP rank over the
     * sampling term, in the pessimistic evaluation (>= 1; 0 reads as 1);
     * expected: sampling term only (EPLB-balanced), optimistic: perfect
     * balance.  docs/engines/roofline.md, "Expert parallelism". */
    double ep_skew_pessimistic;
};

struct gs_roofline_input {
    const struct gs_model *model;   /* valid (gs_model_validate) */
    const struct gs_gpu *gpu;
    enum gs_dtype weight_dtype;     /* linear layers */
    enum gs_dtype expert_dtype;     /* routed experts; UNSET: weight_dtype */
    enum gs_dtype kv_dtype;         /* KV cache */
    enum gs_precision compute_precision; /* GEMM precision asked for; the
                                          * engine falls back to bf16,
                                          * fp16, fp32 where the GPU has
                                          * no such matrix rate */
    int64_t tp;                     /* tensor-parallel degree, >= 1 */
    int64_t pp;                     /* pipeline-parallel degree, >= 1 */
    int64_t concurrency;            /* sequences decoding at once, >= 1 */
    int64_t prompt_tokens;          /* per request, >= 1 */
    int64_t output_tokens;          /* per request, >= 1 */
    int64_t context_tokens;         /* configured model length; prompt +
                                     * output must fit.  0: the model's
                                     * max_context_tokens (no check when
                                     * that is unknown) */
    struct gs_roofline_consts consts;

    /* Serving features (docs/engines/roofline.md, "Prefix caching",
     * "Speculative decoding", "Expert parallelism").  Zero: off, so a
     * designated initialiser that leaves them out keeps the plain
     * engine. */
    double prefix_cached_tokens;    /* expected prompt tokens per request
                                     * read from the prefix cache (hit
                                     * rate x shared prefix), in [0,
                                     * prompt - 1]: their prefill compute
                                     * is skipped, their KV still read */
    int64_t spec_draft_tokens;      /* K: tokens drafted per sequence per
                                     * step; 0: no speculative decoding */
    double spec_accept_tokens;      /* A: mean tokens one verify step
                                     * emits per sequence (accepted drafts
                                     * + the bonus token), in [1, K + 1] */
    const struct gs_model *spec_draft_model; /* the draft (valid); NULL
                                     * with K > 0: an MTP head, one
                                     * decoder layer of the model and its
                                     * LM head */
    int64_t ep;                     /* expert-parallel degree: each of ep
                                     * GPUs holds E / ep whole routed
                                     * experts; 0 or 1: experts split by
                                     * tp like every matrix */
    double kv_host_frac;            /* KV offload: share of the decode
                                     * steps' KV reads served from host
                                     * memory, [0, 1); 0: none */
    double host_link_bw_bytes_per_s; /* host <-> GPU per direction (PCIe
                                     * or NVLink-C2C), > 0 with
                                     * kv_host_frac > 0 */
    bool decode_only;               /* a disaggregated decode instance: no
                                     * prompt chunks in its steps (the
                                     * prefill pool runs them), every
                                     * sequence decodes each step; TTFT 0 */
    bool attn_dp;                   /* with ep > 1: attention (and every
                                     * non-expert layer) data-parallel
                                     * over the ep GPUs, tp 1; tokens
                                     * reach their experts by all-to-all
                                     * dispatch and combine */

    /* Search shortcuts (gs_perf_choose's probes, src/engine/perf.c);
     * false: the full estimate.  expected_only: the pessimistic and
     * optimistic sets are not evaluated (low and high copy expected).
     * ttft_bounded: when the prompt takes more than
     * GS_RF_TTFT_EXACT_CHUNKS chunks, the time to first token is
     * bounded from four chunk steps instead of summed over all of them
     * (ttft_s and request_s NAN, ttft_bounds_s filled; see there).
     * Every other output is bit for bit the full estimate's: the sets
     * are evaluated independently, and the chunk loop feeds nothing but
     * the TTFT and the first chunk's step (prefill), which is
     * evaluated either way. */
    bool expected_only;
    bool ttft_bounded;
    /* ttft_bounded probes of an ITL target: > 0, no TTFT bounds (NAN)
     * when the steady step's time per token, plus with ttft_skip_chunk
     * the first chunk step's excess over the steady step, exceeds it
     * (the caller needs no TTFT where the ITL misses; a caller that
     * still needs one asks again without ttft_bounded). */
    double ttft_skip_itl_s;
    bool ttft_skip_chunk;
    /* ... and with ttft_skip_step, where the steady step's time per
     * token alone exceeds it, not the first chunk step either (prefill
     * left zero: the caller's ITL target misses whatever it holds). */
    bool ttft_skip_step;
    /* totals_only (with expected_only): the caller reads of the result
     * only the expected metrics' ttft_s, itl_s, request_s and tokens/s
     * (per GPU, per request), the decode and prefill steps' total_s,
     * steps_per_request and ttft_bounds_s, each bit for bit the full
     * estimate's (and the decode step's attention time, time_s[
     * GS_ROP_ATTENTION]); the steps' other per-operation and per-bound
     * breakdowns,
     * mfu, mbu, the ridge batch and the distinct experts are not
     * computed (zero). */
    bool totals_only;
};

/*
 * What the step arithmetic needs of the model and layout, per GPU (the
 * roofline's own; held by a caller in struct gs_roofline_prep, read by
 * roofline.c only).
 */
struct gs_rf_shape {
    double L, h, V, tp, pp;
    double heads_gpu;           /* query heads per GPU */
    double qk_dec, v_dec;       /* per-head dims in decode (MLA absorbed) */
    double qk_pre, v_pre;       /* per-head dims in prefill */
    double kv_bytes_tok_layer;  /* per GPU */
    double n_sliding, window;   /* sliding-window layers and their cap */
    /* weights per GPU, bytes, and parameters per GPU, all layers */
    double attn_w_bytes, attn_params;
    double mlp_w_bytes, mlp_params;      /* dense FFN + shared + router */
    double expert_w_bytes, expert_params; /* one routed expert, all MoE
                                           * layers */
    double head_w_bytes, head_params;
    double E, k;                /* routed experts, top-k */
    /* activation elements per token, all layers, per GPU */
    double attn_act, mlp_act, expert_act;
    double attn_act_per_layer;
    /* bytes per token, all layers, per GPU, of the non-GEMM kernels next
     * to each GEMM group (separate kernels: their time adds to the
     * GEMMs'), and the attention kernel's q read and output write in
     * decode and prefill */
    double attn_ew, mlp_ew, expert_ew;
    double attn_qo_dec, attn_qo_pre;
    /* GEMM shapes per GPU for wave quantisation (engine/gemm.h): the
     * QKV output width, the output projection's input, the dense FFN
     * width, matrices per FFN, and the SM count (0 unknown) */
    double q_out_gpu, o_in_gpu, ffn_gpu, mats;
    int64_t sms;
    /* the GEMMs' output widths n (per GPU) and their column tiles
     * ceil(n / GS_GEMM_TILE_N) (wave2, the head's wave fraction) */
    double n_up, n_head, nt_q, nt_h, nt_up, nt_head;
    /* expert parallelism (apply_ep): EP degree (1: none), attention-DP
     * ranks (1: none), MoE layers, all-to-all bytes per token per MoE
     * layer (dispatch in the GEMM input format + 16-bit combine, each to
     * k experts) */
    double ep, dpa, n_moe, a2a_bytes_tok;
};

/*
 * A prepared estimate (gs_roofline_prepare): an input's checks and its
 * model's shapes, the part of gs_roofline_estimate that does not depend
 * on the concurrency, for a caller that estimates one layout at many
 * concurrencies (the perf engine's probes).
 */
struct gs_roofline_prep {
    struct gs_roofline_input in;    /* as prepared */
    struct gs_rf_shape shape, draft_shape; /* draft: a draft model's */
};


/* ttft_bounded: prompts of at most this many chunks are summed whole
 * (no more chunk steps than the bounds take). */
#define GS_RF_TTFT_EXACT_CHUNKS 4.0

/*
 * Busiest EP rank's routed-expert load over the mean when `pairs`
 * token-expert pairs land on `ep` ranks at random (the sampling term of
 * docs/engines/roofline.md, "Expert parallelism"):
 *   1 + sqrt(2 ln(ep) / (pairs / ep)),  at most ep; 1 when ep <= 1.
 * Pure.
 */
double gs_roofline_ep_imbalance(double ep, double pairs);

/*
 * The host link of g per direction, bytes/s, for KV offload: NVLink-C2C
 * (450 GB/s each way, 900 GB/s total: NVIDIA GH200 and GB200 datasheets)
 * when g sits on a Grace superchip (its form factor names Grace), else
 * PCIe x16 of its generation (gs_pcie_x16_bytes_per_s); 0 when neither
 * is known.  Pure.
 */
double gs_roofline_host_link_bw(const struct gs_gpu *g);

/* One step of one phase, per GPU, in the expected evaluation. */
struct gs_roofline_step {
    double tokens;                   /* tokens the step processes */
    double flop[GS_ROP_COUNT];       /* per GPU */
    double bytes[GS_ROP_COUNT];      /* HBM bytes (link bytes for
                                      * all-reduce and p2p), per GPU */
    double time_s[GS_ROP_COUNT];     /* each on its own roof */
    double nongemm_bytes[GS_ROP_COUNT]; /* the part of bytes[] that the
                                      * non-GEMM kernels next to the
                                      * GEMMs move (norms, rotary,
                                      * activation, quantisation): timed
                                      * on the bandwidth roof after the
                                      * GEMM's own max() */
    double bound_s[GS_BOUND_COUNT];  /* time by what limits it */
    double total_s;                  /* one pipeline stage (pp = 1: the
                                      * whole step) */
    enum gs_bound bound;             /* largest of bound_s */
};

/* Outputs with their spreads (_low / _high are separate structs). */
struct gs_roofline_metrics {
    double ttft_s;              /* prompt in, first token out */
    double itl_s;               /* mean time between output tokens */
    double request_s;           /* ttft + (output - 1) * itl */
    double tokens_per_s;        /* output tokens/s, whole system
                                 * (tp * pp GPUs) */
    double tokens_per_s_per_gpu;
    double tokens_per_s_per_request; /* 1 / itl */
    double mfu;                 /* model FLOP/s / (peak * GPUs) in the
                                 * steady-state step */
    double mbu;                 /* HBM bytes/s / (bw * GPUs), same step */
    double ridge_batch;         /* decode batch where linear layers turn
                                 * compute-bound; 0 if not below 2^24 */
};

struct gs_roofline_result {
    struct gs_roofline_metrics expected, low, high;
    enum gs_bound bound;           /* steady-state step, expected */
    enum gs_bound prefill_bound;   /* first prefill step, expected */
    struct gs_roofline_step decode;  /* steady state: concurrency decode
                                      * tokens + their share of prefill */
    struct gs_roofline_step prefill; /* one prompt chunk + the other
                                      * sequences' decode tokens */
    enum gs_precision compute_precision; /* what the GEMMs ran at */
    double decode_context_tokens;  /* mean context a decode token reads */
    double prefill_tokens_per_step; /* amortised prompt tokens per step */
    double distinct_experts;       /* per MoE layer per steady step */
    double pp_bubble_frac;         /* idle share of each stage in decode */
    int64_t n_gpus;                /* tp * pp (x ep with attn_dp) */
    double steps_per_request;      /* 1 + (output - 1) / A: decode steps
                                    * per request (output without
                                    * speculative decoding) */
    double draft_step_s;           /* expected: the K draft passes of one
                                    * step (0 without speculative
                                    * decoding) */
    double ep_imbalance;           /* expected, steady step: busiest EP
                                    * rank's expert load over the mean (1
                                    * without EP) */
    double alltoall_s;             /* expected, steady step: dispatch and
                                    * combine over the MoE layers (0
                                    * without attention-DP) */
    double ttft_bounds_s[2];       /* ttft_bounded and expected.ttft_s
                                    * NAN: [0] <= the expected TTFT the
                                    * full estimate gives <= [1], from
                                    * the first, middle, last full and
                                    * last chunk steps (a chunk step's
                                    * time does not fall as the done part
                                    * of the prompt grows, and is convex
                                    * in it without sliding-window
                                    * layers: roofline.c, ttft_bounds()),
                                    * widened by GS_RF_SUM_SLACK for
                                    * rounding.  NAN when
                                    * ttft_skip_itl_s skipped them.
                                    * Else 0. */
};

/* Relative slack of ttft_bounds_s over rounding: the bounds and the
 * full sum are each within ~300 roundings of 2^-53 (~3e-14) of the
 * same real-valued expressions; 1e-9 leaves room to spare. */
#define GS_RF_SUM_SLACK 1e-9

/*
 * The GEMM precision a weight format runs at on g by default: fp8 and
 * int8 weights in their own precision (W8A8), MXFP4 on fp4 tensor cores,
 * NVFP4 (fp4) on fp4 tensor cores that run it (gs_gpu_has_nvfp4:
 * Blackwell), MXFP6 (fp6) at the fp6 rate, int4 and nf4 dequantised to
 * bf16 (W4A16 kernels; fp4 and fp6 likewise where the hardware lacks
 * them: W4A16 / W6A16), 16-bit formats as they are, fp32 at fp32; each
 * falls back to bf16, fp16, fp32 where g has no such matrix rate.
 */
enum gs_precision gs_roofline_precision_for(enum gs_dtype weights,
                                            const struct gs_gpu *g);

/*
 * Expected number of distinct experts that `tokens` tokens touch when
 * each picks top-k of n_experts:  E * (1 - (1 - k/E)^T)  (each expert is
 * missed by one token with probability 1 - k/E, independently: the
 * occupancy problem).  Pure.
 */
double gs_roofline_distinct_experts(double n_experts, double top_k,
                                    double tokens);

/*
 * Estimate prefill and decode for *in.  Returns 0 and fills *out; -1
 * with GS_EDOMAIN when the request is outside the model: tokens or
 * concurrency below 1, prompt + output beyond the context, tp not
 * dividing the heads (gs_fit_tp_valid), tp beyond the scale-up domain,
 * tp > 1 on a GPU with neither a scale-up link nor PCIe, pp above the
 * layer count, a GPU with no 16-bit or fp32 matrix rate or no memory
 * bandwidth, or constants outside their ranges.  `trace` may be NULL;
 * with one, every formula of the expected evaluation is emitted with its
 * values.
 */
int gs_roofline_estimate(const struct gs_roofline_input *in,
                         struct gs_roofline_result *out,
                         const struct gs_trace *trace, struct gs_error *err);

/*
 * Check *in as gs_roofline_estimate does and build its shapes into *p.
 * -1 (and *err: the estimate's own error for *in) when a check fails.
 */
int gs_roofline_prepare(const struct gs_roofline_input *in,
                        struct gs_roofline_prep *p, struct gs_error *err);

/*
 * gs_roofline_estimate(in, out, t, err) for an input that is p's but for
 * its concurrency, its prefill budget (consts.prefill_chunk_tokens: no
 * shape depends on it), the efficiency sets' step and kernel overheads
 * (a serving profile's), kv_host_frac and the search shortcuts
 * (expected_only, totals_only, ttft_*): the same result and the same
 * error, bit for bit (a concurrency, budget or overhead that fails its
 * check, or another kv_host_frac, takes the full path).
 */
int gs_roofline_estimate_prep(const struct gs_roofline_prep *p,
                              const struct gs_roofline_input *in,
                              struct gs_roofline_result *out,
                              const struct gs_trace *t,
                              struct gs_error *err);

#endif /* GPUSEL_ROOFLINE_H */
