/*
 * The roofline engine: exact arithmetic on a toy model and GPU whose
 * numbers can be checked by hand, monotonicity (bandwidth, concurrency,
 * tensor parallelism), every GS_EDOMAIN path, the spreads, the trace,
 * and the public validation cases of shared/validation/cases.yaml that
 * the engine can express, printed as a predicted-vs-published table.
 *
 * toy: 2 layers, hidden 1024, gated FFN 4096, 8 heads = 8 KV heads of
 * 128, vocab 1000, untied.  Per layer: attention 4 * 1024^2 = 4,194,304;
 * FFN 3 * 1024 * 4096 = 12,582,912.  The toy GPU: 100 TFLOP/s bf16, 1 TB/s,
 * 200 GB/s scale-up (both directions), 8 GPUs per domain.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gs_test.h"
#include "embedded.h"
#include "fit.h"
#include "roofline.h"
#include "roofline_defaults.h"
#include "units.h"

/* Relative comparison (gs_test.h's assert_close is absolute below 1). */
#define assert_rel(actual, expected, rel_tol) do { \
    double a_ = (actual), e_ = (expected); \
    if (!(fabs(a_ - e_) <= (rel_tol) * fabs(e_))) { \
        print_error("%s = %.17g, expected %.17g (rel tol %g)\n", #actual, \
                    a_, e_, (double)(rel_tol)); \
        fail(); \
    } \
} while (0)

#define TOY_L 2.0
#define TOY_H 1024.0
#define TOY_FFN 4096.0
#define TOY_V 1000.0
#define TOY_HD 128.0
#define TOY_HEADS 8.0
#define TOY_BF16 1e14
#define TOY_BW 1e12

static const struct gs_model toy = {
    .id = "toy", .n_layers = 2, .hidden_size = 1024,
    .intermediate_size = 4096, .n_heads = 8, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 1000, .n_norms_per_layer = 2,
    .max_context_tokens = 4096,
};

/* toy-moe: the toy with 8 routed experts of width 1024, top-2. */
static const struct gs_model toy_moe = {
    .id = "toy-moe", .n_layers = 2, .hidden_size = 1024,
    .intermediate_size = 1024, .n_heads = 8, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 1000, .n_norms_per_layer = 2,
    .max_context_tokens = 4096, .n_experts = 8, .n_active_experts = 2,
};

/*
 * Non-GEMM kernel bytes per token per layer (docs/engines/roofline.md,
 * "Non-GEMM kernels"), a = the GEMM input format's bytes: two fused
 * add + RMSNorm, each three 16-bit passes over h plus the normalised
 * output in a; rotary reading and writing q and k in 16-bit; the
 * attention output quantised for an 8-bit o GEMM (read 16-bit, write
 * a); SiLU-and-mul reading gate and up (16-bit) and writing a.
 */
static double toy_attn_ew(double a, double q_heads, double k_heads)
{
    return 2.0 * (3.0 * TOY_H * 2.0 + TOY_H * a) +
           2.0 * (q_heads + k_heads) * TOY_HD * 2.0 +
           (a < 2.0 ? q_heads * TOY_HD * (2.0 + a) : 0.0);
}

static double toy_mlp_ew(double a, double w)
{
    return 2.0 * w * 2.0 + w * a;
}

/* The attention kernel's q read and output write, 16-bit. */
#define TOY_QO (TOY_HEADS * 2.0 * TOY_HD * 2.0)

static struct gs_gpu toy_gpu(void)
{
    struct gs_gpu g;

    memset(&g, 0, sizeof(g));
    g.id = "toy-gpu";
    g.vendor = "toy";
    g.architecture = "toy";
    g.mem_bw_bytes_per_s = TOY_BW;
    g.dense_flop_per_s[GS_PREC_BF16] = TOY_BF16;
    g.dense_flop_per_s[GS_PREC_FP16] = TOY_BF16;
    g.dense_flop_per_s[GS_PREC_FP32] = TOY_BF16 / 16.0;
    g.scale_up_kind = "nvlink";
    g.scale_up_bw_bytes_per_s = 200e9;
    g.scale_up_domain_gpus = 8;
    g.memory_bytes = 80e9;
    return g;
}

/* Ideal constants: every roof at its peak, no overheads. */
static struct gs_roofline_consts ideal_consts(void)
{
    struct gs_roofline_eff e = {
        .matmul_frac = 1.0, .attention_frac = 1.0, .mem_bw_frac = 1.0,
        .kernel_overhead_s = 0.0,
        .step_overhead_s = 0.0, .allreduce_latency_s = 0.0,
        .allreduce_bus_frac = 1.0, .p2p_latency_s = 0.0,
    };

    return (struct gs_roofline_consts){
        .expected = e, .pessimistic = e, .optimistic = e,
        .kernels_per_layer = 10.0, .prefill_chunk_tokens = 8192,
        .scale_out_bw_bytes_per_s = 50e9,
    };
}

static struct gs_roofline_input toy_input(const struct gs_gpu *g)
{
    return (struct gs_roofline_input){
        .model = &toy, .gpu = g,
        .weight_dtype = GS_DTYPE_BF16, .expert_dtype = GS_DTYPE_UNSET,
        .kv_dtype = GS_DTYPE_BF16, .compute_precision = GS_PREC_BF16,
        .tp = 1, .pp = 1, .concurrency = 1,
        .prompt_tokens = 1, .output_tokens = 1, .context_tokens = 0,
        .consts = ideal_consts(),
    };
}

static struct gs_gpu gpu_of(const char *id);

static struct gs_roofline_result run(const struct gs_roofline_input *in)
{
    struct gs_roofline_result r;
    struct gs_error err = GS_ERROR_INIT;

    if (gs_roofline_estimate(in, &r, NULL, &err) != 0) {
        print_error("unexpected error: %s\n", err.msg);
        fail();
    }
    return r;
}

/* ------------------------------------------------------- exact arithmetic */

/*
 * One request, one prompt token, one output token: the step is a single
 * token, memory-bound everywhere on the toy GPU.  Bytes, by hand:
 *   attention linears 2 x 4 x 1024^2 x 2 B      = 16,777,216
 *     + activations 2 x (1024 + 24 x 128 + 1024 + 1024) x 2 B = 24,576
 *   FFN 2 x 3 x 1024 x 4096 x 2 B               = 50,331,648
 *     + activations 2 x (1024 + 3 x 4096 + 1024) x 2 B        = 57,344
 *   attention: KV 2 x 8 x 128 x 2 B = 4096 B per token-layer, read for
 *     1 token x 2 layers and written for 1 x 2                 = 16,384
 *   LM head 1000 x 1024 x 2 B + 1000 fp32 logits x 2 passes   = 2,056,000
 * plus the non-GEMM kernels (toy_attn_ew, toy_mlp_ew: 24,576 each
 * per layer) and the attention kernel's q and output (4096 per layer).
 */
static void single_token_step_is_the_sum_of_its_bytes(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r;
    double attn = TOY_L * 4.0 * TOY_H * TOY_H * 2.0 +
                  TOY_L * (TOY_H + 24.0 * TOY_HD + 2.0 * TOY_H) * 2.0 +
                  TOY_L * toy_attn_ew(2.0, TOY_HEADS, TOY_HEADS);
    double ffn = TOY_L * 3.0 * TOY_H * TOY_FFN * 2.0 +
                 TOY_L * (2.0 * TOY_H + 3.0 * TOY_FFN) * 2.0 +
                 TOY_L * toy_mlp_ew(2.0, TOY_FFN);
    double kv = 2.0 * TOY_HEADS * TOY_HD * 2.0 * TOY_L * 2.0 +
                TOY_L * TOY_QO;
    double head = TOY_V * TOY_H * 2.0 + TOY_V * 4.0 * 2.0;

    (void)state;
    r = run(&in);
    assert_rel(r.decode.bytes[GS_ROP_ATTN_LINEAR], attn, 1e-12);
    assert_rel(r.decode.bytes[GS_ROP_MLP], ffn, 1e-12);
    assert_rel(r.decode.bytes[GS_ROP_ATTENTION], kv, 1e-12);
    assert_rel(r.decode.bytes[GS_ROP_LM_HEAD], head, 1e-12);
    assert_rel(toy_attn_ew(2.0, TOY_HEADS, TOY_HEADS), 24576.0, 0.0);
    assert_rel(toy_mlp_ew(2.0, TOY_FFN), 24576.0, 0.0);
    assert_rel(r.expected.itl_s, (attn + ffn + kv + head) / TOY_BW, 1e-12);
    /* the same single step is the whole prefill */
    assert_rel(r.expected.ttft_s, r.expected.itl_s, 1e-12);
    assert_rel(r.expected.tokens_per_s, 1.0 / r.expected.itl_s, 1e-12);
    assert_int_equal(r.bound, GS_BOUND_MEMORY);
    /* FLOPs: 2 per parameter per token */
    assert_rel(r.decode.flop[GS_ROP_ATTN_LINEAR],
               2.0 * TOY_L * 4.0 * TOY_H * TOY_H, 1e-12);
    assert_rel(r.decode.flop[GS_ROP_MLP], 2.0 * TOY_L * 3.0 * TOY_H * TOY_FFN,
               1e-12);
    /* mbu: all bytes at peak bandwidth, nothing else in the step */
    assert_rel(r.expected.mbu, 1.0, 1e-12);
}

/*
 * The ridge batch of a dense model: 2 B P / peak = (W + B a) / bw, so
 * B = W / (2 P / peak - a / bw) with P linear params, W their bytes and
 * a activation bytes per token.
 */
static void ridge_batch_balances_flops_and_weight_bytes(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r;
    double P = TOY_L * (4.0 * TOY_H * TOY_H + 3.0 * TOY_H * TOY_FFN);
    double a = TOY_L * ((TOY_H + 24.0 * TOY_HD + 2.0 * TOY_H) +
                        (2.0 * TOY_H + 3.0 * TOY_FFN)) * 2.0;
    double ridge = 2.0 * P / (2.0 * P / TOY_BF16 - a / TOY_BW) / TOY_BW;

    (void)state;
    r = run(&in);
    assert_rel(r.expected.ridge_batch, ridge, 1e-9);
    /* above peak / bw x bytes per param / 2 = 100: activations add bytes */
    assert_true(r.expected.ridge_batch > 100.0);
}

/*
 * Tensor parallelism 2: each of the 2 x 2 all-reduces moves 1024 x 2 B
 * with latency 5 us over 100 GB/s per direction, ring factor 2(n-1)/n =
 * 1; the logits gather moves (n-1)/n x 1000 x 2 B after its own latency.
 */
static void allreduce_is_latency_plus_ring_bandwidth(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r;
    double msg = TOY_H * 2.0, lat = 5e-6, bw = 100e9;
    double expect = 4.0 * (lat + msg / bw) + (lat + 0.5 * TOY_V * 2.0 / bw);

    (void)state;
    in.tp = 2;
    in.consts.expected.allreduce_latency_s = lat;
    r = run(&in);
    assert_rel(r.decode.time_s[GS_ROP_ALLREDUCE], expect, 1e-12);
    /* weights split in two */
    assert_rel(r.decode.bytes[GS_ROP_MLP],
               TOY_L * 3.0 * TOY_H * TOY_FFN + TOY_L * (2.0 * TOY_H +
                                                       1.5 * TOY_FFN) * 2.0 +
                   TOY_L * toy_mlp_ew(2.0, TOY_FFN / 2.0),
               1e-12);
    assert_int_equal(r.n_gpus, 2);
}

/*
 * The non-GEMM kernels (norms, rotary, SiLU-and-mul) are separate kernels
 * on the same stream: at a batch where the GEMMs are compute-bound their
 * bytes still add their own time, t = FLOP / peak + non-GEMM bytes / bw,
 * and with fp8 GEMMs the norm and activation write 8-bit inputs and the
 * attention output is quantised (read 16-bit, write 8-bit).
 */
static void nongemm_kernels_add_to_compute_bound_gemms(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r;
    double T;

    (void)state;
    in.concurrency = 2048;
    in.output_tokens = 1000;
    r = run(&in);
    T = r.decode.tokens;
    assert_rel(r.decode.nongemm_bytes[GS_ROP_MLP],
               T * TOY_L * toy_mlp_ew(2.0, TOY_FFN), 1e-12);
    assert_rel(r.decode.nongemm_bytes[GS_ROP_ATTN_LINEAR],
               T * TOY_L * toy_attn_ew(2.0, TOY_HEADS, TOY_HEADS), 1e-12);
    /* the FFN GEMMs are compute-bound here; the activation adds */
    assert_true(r.decode.flop[GS_ROP_MLP] / TOY_BF16 >
                (r.decode.bytes[GS_ROP_MLP] -
                 r.decode.nongemm_bytes[GS_ROP_MLP]) / TOY_BW);
    assert_rel(r.decode.time_s[GS_ROP_MLP],
               r.decode.flop[GS_ROP_MLP] / TOY_BF16 +
                   r.decode.nongemm_bytes[GS_ROP_MLP] / TOY_BW, 1e-12);
    /* the sampler's read of the fp32 logits, one row per sequence */
    assert_rel(r.decode.nongemm_bytes[GS_ROP_LM_HEAD],
               2048.0 * TOY_V * 4.0, 1e-12);
    /* fp8 GEMMs: 8-bit inputs written by the norm and the activation,
     * the attention output quantised before the o GEMM */
    g.dense_flop_per_s[GS_PREC_FP8] = 2.0 * TOY_BF16;
    in.weight_dtype = GS_DTYPE_FP8;
    in.compute_precision = GS_PREC_FP8;
    r = run(&in);
    T = r.decode.tokens;
    assert_rel(r.decode.nongemm_bytes[GS_ROP_MLP],
               T * TOY_L * toy_mlp_ew(1.0, TOY_FFN), 1e-12);
    assert_rel(r.decode.nongemm_bytes[GS_ROP_ATTN_LINEAR],
               T * TOY_L * toy_attn_ew(1.0, TOY_HEADS, TOY_HEADS), 1e-12);
    assert_rel(toy_attn_ew(1.0, TOY_HEADS, TOY_HEADS),
               2.0 * 7.0 * TOY_H + 8192.0 + 1024.0 * 3.0, 0.0);
}

/* Fixed costs: kernels x layers x per-kernel time + the per-step cost. */
static void overheads_are_kernels_and_steps(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r;

    (void)state;
    in.consts.expected.kernel_overhead_s = 1e-6;
    in.consts.expected.step_overhead_s = 100e-6;
    r = run(&in);
    assert_rel(r.decode.time_s[GS_ROP_OVERHEAD], 10.0 * 2.0 * 1e-6 + 100e-6,
               1e-12);
    assert_rel(r.decode.bound_s[GS_BOUND_OVERHEAD], 120e-6, 1e-12);
}

/* Prefill's quadratic term: 2 (qk + v) FLOPs per (query, key) pair per
 * head per layer, causal: sum_i i = P (P + 1) / 2 pairs for one prompt. */
static void prefill_attention_is_quadratic(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r;
    double P = 2048.0;

    (void)state;
    in.prompt_tokens = 2048;
    r = run(&in);
    assert_rel(r.prefill.flop[GS_ROP_ATTENTION],
               2.0 * (2.0 * TOY_HD) * TOY_HEADS * TOY_L * P * (P + 1.0) / 2.0,
               1e-12);
    assert_int_equal(r.prefill_bound, GS_BOUND_COMPUTE);
}

/* Long prompts: time to first token grows at least linearly and at most
 * quadratically with the prompt, smoothly across the point where chunks
 * start being taken in groups (more than 256 chunks). */
static void ttft_grows_smoothly_with_long_prompts(void **state)
{
    static const struct gs_model longctx = {
        .id = "toy-long", .n_layers = 2, .hidden_size = 1024,
        .intermediate_size = 4096, .n_heads = 8, .n_kv_heads = 8,
        .head_dim = 128, .vocab_size = 1000, .n_norms_per_layer = 2,
        .max_context_tokens = 1 << 22,
    };
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    double prev = 0.0, prev_p = 0.0;
    int64_t p;

    (void)state;
    in.model = &longctx;
    in.consts.prefill_chunk_tokens = 1024;
    for (p = 64 * 1024; p <= 1024 * 1024; p += 32 * 1024) {
        struct gs_roofline_result r;

        in.prompt_tokens = p;
        r = run(&in);
        if (prev > 0.0) {
            double ratio = (double)p / prev_p;

            assert_true(r.expected.ttft_s > prev * ratio * (1.0 - 1e-9));
            assert_true(r.expected.ttft_s < prev * ratio * ratio);
        }
        prev = r.expected.ttft_s;
        prev_p = (double)p;
    }
}

static void distinct_experts_follow_the_occupancy_formula(void **state)
{
    (void)state;
    assert_rel(gs_roofline_distinct_experts(8, 2, 1), 2.0, 1e-12);
    assert_rel(gs_roofline_distinct_experts(8, 2, 2),
               8.0 * (1.0 - 0.75 * 0.75), 1e-12);
    assert_rel(gs_roofline_distinct_experts(8, 2, 1000), 8.0, 1e-12);
    assert_rel(gs_roofline_distinct_experts(256, 8, 64),
               256.0 * (1.0 - pow(1.0 - 8.0 / 256.0, 64.0)), 1e-12);
    assert_true(gs_roofline_distinct_experts(8, 2, 0) == 0.0);
}

/* A batch of B tokens reads the distinct experts, not only top-k. */
static void moe_reads_distinct_experts_and_computes_top_k(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r1, r8;
    double expert = 3.0 * TOY_H * 1024.0 * TOY_L * 2.0;   /* bytes */

    (void)state;
    in.model = &toy_moe;
    in.output_tokens = 1000;
    in.prompt_tokens = 1;
    r1 = run(&in);
    in.concurrency = 8;
    r8 = run(&in);
    /* bytes minus activations (GEMM operands of the k experts, their
     * SiLU-and-mul, the weighted sum reading k outputs and writing one):
     * distinct experts x expert bytes */
    assert_rel(r1.decode.bytes[GS_ROP_EXPERTS] -
                   r1.decode.tokens * TOY_L *
                       (2.0 * (2.0 * TOY_H + 3.0 * 1024.0) * 2.0 +
                        2.0 * toy_mlp_ew(2.0, 1024.0) + 3.0 * TOY_H * 2.0),
               gs_roofline_distinct_experts(8, 2, r1.decode.tokens) * expert,
               1e-9);
    assert_rel(r8.distinct_experts,
               gs_roofline_distinct_experts(8, 2, r8.decode.tokens), 1e-12);
    assert_true(r8.distinct_experts > 7.0);
    /* compute is top-k: 2 x tokens x k x one expert's params */
    assert_rel(r8.decode.flop[GS_ROP_EXPERTS],
               2.0 * r8.decode.tokens * 2.0 * 3.0 * TOY_H * 1024.0 * TOY_L,
               1e-12);
}

/*
 * Two pipeline stages, one sequence: the token crosses both stages (the
 * head once) plus one hand-off of 1024 x 2 B over 100 GB/s, and each
 * stage idles half the time.  Two sequences fill the pipe: the last
 * stage (its layer plus the head) runs both microbatches per cycle.
 */
static void pipeline_bubble_and_handoff(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r1, p1, p2;
    double hand = TOY_H * 2.0 / 100e9;
    double head, layers;

    (void)state;
    in.prompt_tokens = 1;
    in.output_tokens = 1000;
    r1 = run(&in);
    in.pp = 2;
    p1 = run(&in);
    assert_rel(p1.expected.itl_s, r1.expected.itl_s + hand, 1e-9);
    assert_rel(p1.pp_bubble_frac, 0.5, 1e-12);
    head = r1.decode.time_s[GS_ROP_LM_HEAD];
    layers = r1.expected.itl_s - head;
    in.concurrency = 2;
    p2 = run(&in);
    assert_rel(p2.expected.itl_s, 2.0 * (layers / 2.0 + head + hand), 1e-9);
    assert_rel(p2.pp_bubble_frac, 0.0, 1e-12);
    assert_true(p2.expected.tokens_per_s > 1.5 * p1.expected.tokens_per_s);
}

/* A sliding window caps what a decode token reads to the window. */
static void sliding_window_caps_decode_kv_reads(void **state)
{
    struct gs_model win = toy;
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r;
    double kv = 2.0 * TOY_HEADS * TOY_HD * 2.0;   /* bytes/token/layer */
    double n_dec = 999.0 / 1000.0, n_pre = 2.0;

    (void)state;
    win.sliding_window_tokens = 256;
    win.n_sliding_layers = 2;
    in.model = &win;
    in.prompt_tokens = 2000;
    in.output_tokens = 1000;
    r = run(&in);
    /* decode reads 256 per layer; the one 2000-token chunk per 1000
     * steps reads its own 2000; every token writes its KV */
    assert_rel(r.decode.bytes[GS_ROP_ATTENTION],
               kv * (n_dec * TOY_L * 256.0 + TOY_L * 2000.0 / 1000.0 +
                     (n_dec + n_pre) * TOY_L) +
                   (n_dec + n_pre) * TOY_L * TOY_QO, 1e-12);
}

/*
 * MLA: the cached latent (512 + 64 rope) is replicated on every TP rank;
 * decode attends in the absorbed form (scores over 512 + 64, values over
 * 512 per head), prefill in the materialised one (128 + 64, 128).
 */
static void mla_caches_a_replicated_latent(void **state)
{
    static const struct gs_model mla = {
        .id = "toy-mla", .n_layers = 2, .hidden_size = 1024,
        .intermediate_size = 4096, .n_heads = 8, .n_kv_heads = 8,
        .head_dim = 192, .vocab_size = 1000, .n_norms_per_layer = 2,
        .max_context_tokens = 4096, .kv_lora_rank = 512,
        .qk_nope_head_dim = 128, .qk_rope_head_dim = 64, .v_head_dim = 128,
    };
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r;
    double n_dec = 999.0 / 1000.0, n_pre = 1.0 / 1000.0, ctx = 500.5;
    double heads = 8.0 / 2.0;

    (void)state;
    in.model = &mla;
    in.tp = 2;
    in.output_tokens = 1000;
    r = run(&in);
    assert_rel(r.decode.flop[GS_ROP_ATTENTION],
               2.0 * heads * TOY_L * (n_dec * ctx * (576.0 + 512.0) +
                                      n_pre * 1.0 * (192.0 + 128.0)),
               1e-12);
    /* latent bytes: read over the context, written once per token; q and
     * the output per head in the absorbed (decode) and materialised
     * (prefill) dims */
    assert_rel(r.decode.bytes[GS_ROP_ATTENTION],
               576.0 * 2.0 * TOY_L *
                   (n_dec * ctx + n_pre * 1.0 + (n_dec + n_pre)) +
                   TOY_L * heads * 2.0 * (n_dec * (576.0 + 512.0) +
                                          n_pre * (192.0 + 128.0)),
               1e-12);
}

/* int4 weights read fewer bytes and run on bf16 tensor cores. */
static void int4_weights_are_dequantised_to_bf16(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r16, r4;

    (void)state;
    r16 = run(&in);
    in.weight_dtype = GS_DTYPE_INT4;
    in.compute_precision = gs_roofline_precision_for(GS_DTYPE_INT4, &g);
    assert_int_equal(in.compute_precision, GS_PREC_BF16);
    in.compute_precision = GS_PREC_INT4;   /* asked, but not on the toy */
    r4 = run(&in);
    assert_int_equal(r4.compute_precision, GS_PREC_BF16);
    assert_true(r4.expected.itl_s < 0.5 * r16.expected.itl_s);
    assert_rel(r4.decode.bytes[GS_ROP_MLP] -
                   TOY_L * (2.0 * TOY_H + 3.0 * TOY_FFN) * 2.0 -
                   TOY_L * toy_mlp_ew(2.0, TOY_FFN),
               TOY_L * 3.0 * TOY_H * TOY_FFN * gs_dtype_bytes(GS_DTYPE_INT4),
               1e-12);
    /* fp8 on a GPU with fp8 tensor cores runs at fp8 */
    g.dense_flop_per_s[GS_PREC_FP8] = 2.0 * TOY_BF16;
    assert_int_equal(gs_roofline_precision_for(GS_DTYPE_FP8, &g),
                     GS_PREC_FP8);
}

/*
 * NVFP4 runs on fp4 tensor cores only where they take E4M3 block-16
 * scales (NVIDIA's fp4 rates); MXFP4 on any fp4 rate; MXFP6 at an fp6
 * rate; elsewhere both dequantise to bf16 (W4A16 / W6A16).  Bytes follow
 * the formats: 4.5 and 6.25 bits per weight.
 */
static void fp4_and_fp6_run_where_the_hardware_has_them(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r;

    (void)state;
    assert_rel(gs_dtype_bits(GS_DTYPE_FP4), 4.5, 0.0);
    assert_rel(gs_dtype_bits(GS_DTYPE_FP6), 6.25, 0.0);
    assert_int_equal(gs_roofline_precision_for(GS_DTYPE_FP4, &g),
                     GS_PREC_BF16);
    assert_int_equal(gs_roofline_precision_for(GS_DTYPE_FP6, &g),
                     GS_PREC_BF16);
    g.dense_flop_per_s[GS_PREC_FP4] = 8.0 * TOY_BF16;
    g.dense_flop_per_s[GS_PREC_FP6] = 4.0 * TOY_BF16;
    /* the toy's vendor is not NVIDIA: an fp4 rate is MXFP4 */
    assert_int_equal(gs_roofline_precision_for(GS_DTYPE_FP4, &g),
                     GS_PREC_BF16);
    assert_int_equal(gs_roofline_precision_for(GS_DTYPE_MXFP4, &g),
                     GS_PREC_FP4);
    assert_int_equal(gs_roofline_precision_for(GS_DTYPE_FP6, &g),
                     GS_PREC_FP6);
    g.vendor = "NVIDIA";
    assert_int_equal(gs_roofline_precision_for(GS_DTYPE_FP4, &g),
                     GS_PREC_FP4);
    in.weight_dtype = GS_DTYPE_FP4;
    in.compute_precision = GS_PREC_FP4;
    r = run(&in);
    assert_int_equal(r.compute_precision, GS_PREC_FP4);
    /* weights at 4.5 bits, GEMM inputs 8-bit, outputs 16-bit */
    assert_rel(r.decode.bytes[GS_ROP_MLP] -
                   TOY_L * ((TOY_H + TOY_FFN) * 1.0 +
                            (2.0 * TOY_FFN + TOY_H) * 2.0) -
                   TOY_L * toy_mlp_ew(1.0, TOY_FFN),
               TOY_L * 3.0 * TOY_H * TOY_FFN * 4.5 / 8.0, 1e-12);
    in.weight_dtype = GS_DTYPE_FP6;
    in.compute_precision = gs_roofline_precision_for(GS_DTYPE_FP6, &g);
    r = run(&in);
    assert_int_equal(r.compute_precision, GS_PREC_FP6);
    assert_rel(r.decode.bytes[GS_ROP_MLP] -
                   TOY_L * ((TOY_H + TOY_FFN) * 1.0 +
                            (2.0 * TOY_FFN + TOY_H) * 2.0) -
                   TOY_L * toy_mlp_ew(1.0, TOY_FFN),
               TOY_L * 3.0 * TOY_H * TOY_FFN * 6.25 / 8.0, 1e-12);
}

/*
 * The defaults take a GPU's published measurement where its catalogue
 * entry has one (origin "measured", its source), the generation's rule
 * otherwise (origin "default"): an 8-bit GEMM without an fp8 figure uses
 * the generation's fp8 rule, then the GPU's own bf16 figure.
 */
static void defaults_prefer_measured_fractions_and_say_so(void **state)
{
    static const char mm_src[] = "test MAMF 700 of 1000";
    static const char bw_src[] = "test BabelStream 0.9";
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_consts c;

    (void)state;
    c = gs_roofline_default_consts(&g, GS_PREC_BF16);
    assert_int_equal(c.matmul_prov.origin, GS_RF_ORIGIN_DEFAULT);
    assert_int_equal(c.mem_bw_prov.origin, GS_RF_ORIGIN_DEFAULT);
    assert_int_equal(c.software_prov.origin, GS_RF_ORIGIN_DEFAULT);
    assert_non_null(c.matmul_prov.source);
    assert_non_null(c.mem_bw_prov.source);
    assert_non_null(c.software_prov.source);
    assert_rel(c.expected.matmul_frac, GS_RF_MATMUL_OTHER, 0.0);
    assert_rel(c.expected.software_frac, GS_RF_SOFTWARE, 0.0);
    g.matmul_efficiency_frac = 0.7;
    g.matmul_efficiency_source = mm_src;
    g.mem_bw_efficiency_frac = 0.9;
    g.mem_bw_efficiency_source = bw_src;
    c = gs_roofline_default_consts(&g, GS_PREC_BF16);
    assert_rel(c.expected.matmul_frac, 0.7, 0.0);
    assert_rel(c.optimistic.matmul_frac, 0.7, 0.0);
    assert_rel(c.pessimistic.matmul_frac, 0.7 * (1.0 - GS_RF_MATMUL_SPREAD),
               1e-15);
    assert_int_equal(c.matmul_prov.origin, GS_RF_ORIGIN_MEASURED);
    assert_ptr_equal(c.matmul_prov.source, mm_src);
    assert_rel(c.expected.mem_bw_frac, 0.9, 0.0);
    assert_int_equal(c.mem_bw_prov.origin, GS_RF_ORIGIN_MEASURED);
    assert_ptr_equal(c.mem_bw_prov.source, bw_src);
    assert_string_equal(gs_rf_origin_name(c.matmul_prov.origin), "measured");
    /* fp8 GEMMs: no fp8 figure and no fp8 rule: the bf16 measurement,
     * named a default */
    c = gs_roofline_default_consts(&g, GS_PREC_FP8);
    assert_rel(c.expected.matmul_frac, 0.7, 0.0);
    assert_int_equal(c.matmul_prov.origin, GS_RF_ORIGIN_DEFAULT);
    g.fp8_matmul_efficiency_frac = 0.6;
    g.fp8_matmul_efficiency_source = mm_src;
    c = gs_roofline_default_consts(&g, GS_PREC_INT8);
    assert_rel(c.expected.matmul_frac, 0.6, 0.0);
    assert_int_equal(c.matmul_prov.origin, GS_RF_ORIGIN_MEASURED);
    /* Hopper without a measurement of its own: the H100 rules */
    g = toy_gpu();
    g.vendor = "NVIDIA";
    g.architecture = "Hopper (GH100)";
    c = gs_roofline_default_consts(&g, GS_PREC_FP8);
    assert_rel(c.expected.matmul_frac, GS_RF_MATMUL_HOPPER_FP8, 0.0);
    assert_int_equal(c.matmul_prov.origin, GS_RF_ORIGIN_DEFAULT);
    assert_non_null(strstr(c.matmul_prov.source, "Hopper"));
    /* AMD: ROCm's pessimistic software factor, AMD's bandwidth rule */
    g.vendor = "AMD";
    g.architecture = "CDNA3";
    c = gs_roofline_default_consts(&g, GS_PREC_BF16);
    assert_rel(c.expected.matmul_frac, GS_RF_MATMUL_CDNA3_BF16, 0.0);
    assert_rel(c.expected.mem_bw_frac, GS_RF_MEMBW_AMD, 0.0);
    assert_rel(c.pessimistic.software_frac, GS_RF_SOFTWARE_ROCM_PES, 0.0);
    assert_non_null(strstr(c.software_stack, "ROCm"));
}

/* Every shipped measurement has its source, and the engine reads it. */
static void catalogue_measurements_reach_the_engine(void **state)
{
    struct gs_gpu h100 = gpu_of("h100-sxm"), mi = gpu_of("mi300x");
    struct gs_gpu gb = gpu_of("gb200");
    struct gs_roofline_consts c;
    size_t i, n_measured = 0;

    (void)state;
    for (i = 0; i < gs_builtin_catalog.n_gpus; i++) {
        const struct gs_gpu *g = &gs_builtin_catalog.gpus[i];

        assert_true((g->matmul_efficiency_frac > 0.0) ==
                    (g->matmul_efficiency_source != NULL));
        assert_true((g->mem_bw_efficiency_frac > 0.0) ==
                    (g->mem_bw_efficiency_source != NULL));
        n_measured += g->matmul_efficiency_frac > 0.0;
    }
    assert_true(n_measured >= 10);
    c = gs_roofline_default_consts(&h100, GS_PREC_FP8);
    assert_rel(c.expected.matmul_frac, h100.fp8_matmul_efficiency_frac, 0.0);
    assert_int_equal(c.matmul_prov.origin, GS_RF_ORIGIN_MEASURED);
    assert_rel(c.expected.mem_bw_frac, h100.mem_bw_efficiency_frac, 0.0);
    assert_int_equal(c.mem_bw_prov.origin, GS_RF_ORIGIN_MEASURED);
    /* MI300X: MAMF measured, bandwidth from the AMD rule */
    c = gs_roofline_default_consts(&mi, GS_PREC_BF16);
    assert_int_equal(c.matmul_prov.origin, GS_RF_ORIGIN_MEASURED);
    assert_int_equal(c.mem_bw_prov.origin, GS_RF_ORIGIN_DEFAULT);
    /* GB200: an fp4 GEMM measurement; B200 takes it as the rule */
    c = gs_roofline_default_consts(&gb, GS_PREC_FP4);
    assert_rel(c.expected.matmul_frac, gb.fp4_matmul_efficiency_frac, 0.0);
    assert_int_equal(c.matmul_prov.origin, GS_RF_ORIGIN_MEASURED);
    gb = gpu_of("b200");
    c = gs_roofline_default_consts(&gb, GS_PREC_FP4);
    assert_rel(c.expected.matmul_frac, GS_RF_MATMUL_BLACKWELL_FP4, 0.0);
    assert_int_equal(c.matmul_prov.origin, GS_RF_ORIGIN_DEFAULT);
}

/*
 * Software maturity scales the matmul, attention and bandwidth roofs
 * (not the collectives or the fixed costs): at 0.5 a memory-bound step
 * without overheads takes twice as long; 0 reads as 1; out of range is
 * a domain error.
 */
static void software_maturity_scales_the_kernel_roofs(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r1, rh;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    r1 = run(&in);
    in.consts.expected.software_frac = 1.0;
    in.consts.pessimistic.software_frac = 1.0;
    in.consts.optimistic.software_frac = 1.0;
    assert_rel(run(&in).expected.itl_s, r1.expected.itl_s, 0.0);
    in.consts.expected.software_frac = 0.5;
    in.consts.pessimistic.software_frac = 0.5;
    in.consts.optimistic.software_frac = 0.5;
    rh = run(&in);
    assert_rel(rh.expected.itl_s, 2.0 * r1.expected.itl_s, 1e-12);
    assert_rel(rh.decode.time_s[GS_ROP_MLP], 2.0 * r1.decode.time_s[GS_ROP_MLP],
               1e-12);
    in.consts.pessimistic.software_frac = -0.1;
    assert_int_equal(gs_roofline_estimate(&in, &rh, NULL, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
    assert_non_null(strstr(err.msg, "software maturity"));
}

/*
 * Paged decode attention: its KV read runs at paged_attn_bw_frac of the
 * streaming roof; nothing else moves, 0 reads as 1, and the defaults
 * lower only the pessimistic side (GS_RF_PAGED_ATTN_PES).
 */
static void paged_attention_share_slows_only_decode_attention(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r1, rh;
    struct gs_roofline_consts c;
    struct gs_error err = GS_ERROR_INIT;
    double kv_tok = 2.0 * TOY_HEADS * TOY_HD * 2.0;   /* per layer */
    double n_dec = 999.0 / 1000.0, ctx = 1000.0 + 999.0 / 2.0;
    double dec_bytes = TOY_L * n_dec * (kv_tok * (ctx + 1.0) + TOY_QO);

    (void)state;
    in.prompt_tokens = 1000;
    in.output_tokens = 1000;
    in.concurrency = 64;
    r1 = run(&in);
    in.consts.expected.paged_attn_bw_frac = 1.0;
    assert_rel(run(&in).expected.itl_s, r1.expected.itl_s, 0.0);
    in.consts.expected.paged_attn_bw_frac = 0.5;
    rh = run(&in);
    /* decode attention is memory-bound here: its time doubles, it is
     * 64 sequences' worth of dec_bytes; prefill attention and the rest
     * do not move */
    assert_rel(rh.decode.time_s[GS_ROP_ATTENTION] -
                   r1.decode.time_s[GS_ROP_ATTENTION],
               64.0 * dec_bytes / TOY_BW, 1e-9);
    assert_rel(rh.decode.time_s[GS_ROP_MLP], r1.decode.time_s[GS_ROP_MLP],
               0.0);
    assert_rel(rh.decode.bytes[GS_ROP_ATTENTION],
               r1.decode.bytes[GS_ROP_ATTENTION], 0.0);
    in.consts.optimistic.paged_attn_bw_frac = 1.6;
    assert_int_equal(gs_roofline_estimate(&in, &rh, NULL, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
    assert_non_null(strstr(err.msg, "paged-attention"));
    c = gs_roofline_default_consts(&g, GS_PREC_BF16);
    assert_rel(c.expected.paged_attn_bw_frac, GS_RF_PAGED_ATTN, 0.0);
    assert_rel(c.optimistic.paged_attn_bw_frac, GS_RF_PAGED_ATTN, 0.0);
    assert_rel(c.pessimistic.paged_attn_bw_frac, GS_RF_PAGED_ATTN_PES, 0.0);
    assert_true(GS_RF_PAGED_ATTN_PES < GS_RF_PAGED_ATTN);
}

/*
 * Grouped expert GEMMs (docs/engines/roofline.md, "Grouped expert
 * GEMMs"): the experts op runs on min(dense roof, peak x
 * expert_gemm_frac).  One sequence of the toy MoE is memory-bound: at
 * 0.5 the experts' GEMM bytes take twice as long, their non-GEMM
 * kernels and every other op do not move; above the dense fraction the
 * dense roof stays; a dense model is untouched; Hopper has its own
 * DeepGEMM row, other GPUs borrow it and say so.
 */
static void expert_gemm_share_slows_only_the_experts(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r1, rh;
    struct gs_roofline_consts c;
    struct gs_error err = GS_ERROR_INIT;
    double gemm_bytes;

    (void)state;
    in.model = &toy_moe;
    in.prompt_tokens = 1;
    in.output_tokens = 1000;
    r1 = run(&in);
    in.consts.expected.expert_gemm_frac = 0.5;
    rh = run(&in);
    gemm_bytes = r1.decode.bytes[GS_ROP_EXPERTS] -
                 r1.decode.nongemm_bytes[GS_ROP_EXPERTS];
    assert_true(gemm_bytes > 0.0);
    assert_rel(rh.decode.time_s[GS_ROP_EXPERTS] -
                   r1.decode.time_s[GS_ROP_EXPERTS],
               gemm_bytes / TOY_BW, 1e-9);
    assert_rel(rh.decode.time_s[GS_ROP_MLP], r1.decode.time_s[GS_ROP_MLP],
               0.0);
    assert_rel(rh.decode.time_s[GS_ROP_ATTENTION],
               r1.decode.time_s[GS_ROP_ATTENTION], 0.0);
    assert_rel(rh.decode.bytes[GS_ROP_EXPERTS],
               r1.decode.bytes[GS_ROP_EXPERTS], 0.0);
    /* above the dense fractions (1.0 here) the dense roof stays */
    in.consts.expected.expert_gemm_frac = 1.2;
    assert_rel(run(&in).expected.itl_s, r1.expected.itl_s, 0.0);
    /* a dense model has no experts op to slow */
    in.model = &toy;
    in.consts.expected.expert_gemm_frac = 0.0;
    r1 = run(&in);
    in.consts.expected.expert_gemm_frac = 0.5;
    assert_rel(run(&in).expected.itl_s, r1.expected.itl_s, 0.0);
    in.consts.optimistic.expert_gemm_frac = 1.6;
    assert_int_equal(gs_roofline_estimate(&in, &rh, NULL, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
    assert_non_null(strstr(err.msg, "expert-GEMM"));
    /* the rows: Hopper's own (DeepGEMM's H800 table), others borrow it */
    c = gs_roofline_default_consts(&g, GS_PREC_FP8);
    assert_rel(c.expected.expert_gemm_frac, GS_RF_EXPERT_GEMM_HOPPER, 0.0);
    assert_rel(c.pessimistic.expert_gemm_frac, GS_RF_EXPERT_GEMM_HOPPER_PES,
               0.0);
    assert_rel(c.optimistic.expert_gemm_frac, GS_RF_EXPERT_GEMM_HOPPER_OPT,
               0.0);
    assert_non_null(strstr(c.expert_gemm_prov.source, "borrowed"));
    g.vendor = "NVIDIA";
    g.architecture = "Hopper (GH100)";
    c = gs_roofline_default_consts(&g, GS_PREC_FP8);
    assert_null(strstr(c.expert_gemm_prov.source, "borrowed"));
    assert_non_null(strstr(c.expert_gemm_prov.source, "DeepGEMM"));
    assert_true(GS_RF_EXPERT_GEMM_HOPPER_PES < GS_RF_EXPERT_GEMM_HOPPER &&
                GS_RF_EXPERT_GEMM_HOPPER < GS_RF_EXPERT_GEMM_HOPPER_OPT);
}

/* ------------------------------------------------------------ monotonic */

static struct gs_roofline_input realistic(const struct gs_gpu *g)
{
    struct gs_roofline_input in = toy_input(g);

    in.consts = gs_roofline_default_consts(g, GS_PREC_BF16);
    in.prompt_tokens = 512;
    in.output_tokens = 256;
    return in;
}

static void more_bandwidth_is_never_slower(void **state)
{
    static const int64_t batches[] = { 1, 8, 64, 512 };
    size_t i;
    int k;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(batches); i++) {
        struct gs_gpu g = toy_gpu();
        double prev_itl = INFINITY, prev_ttft = INFINITY;

        for (k = 0; k < 12; k++) {
            struct gs_roofline_input in = realistic(&g);
            struct gs_roofline_result r;

            g.mem_bw_bytes_per_s = 0.25e12 * pow(1.5, k);
            in.concurrency = batches[i];
            in.tp = 2;
            r = run(&in);
            assert_true(r.expected.itl_s <= prev_itl);
            assert_true(r.expected.ttft_s <= prev_ttft);
            prev_itl = r.expected.itl_s;
            prev_ttft = r.expected.ttft_s;
        }
    }
}

/* Aggregate throughput never falls as concurrency grows (dense and MoE,
 * with and without pipeline stages); the engine has no upper bound of
 * its own: the KV capacity from the fit engine is the caller's. */
static void more_concurrency_never_lowers_throughput(void **state)
{
    const struct gs_model *models[] = { &toy, &toy_moe };
    static const int64_t pps[] = { 1, 2 };
    size_t mi, pi;

    (void)state;
    for (mi = 0; mi < GS_ARRAY_SIZE(models); mi++)
        for (pi = 0; pi < GS_ARRAY_SIZE(pps); pi++) {
            struct gs_gpu g = toy_gpu();
            double prev = 0.0;
            int64_t c;

            for (c = 1; c <= 4096; c += c / 4 + 1) {
                struct gs_roofline_input in = realistic(&g);
                struct gs_roofline_result r;

                in.model = models[mi];
                in.pp = pps[pi];
                in.concurrency = c;
                r = run(&in);
                assert_true(r.expected.tokens_per_s >= prev * (1.0 - 1e-12));
                assert_true(r.low.tokens_per_s >= 0.0);
                prev = r.expected.tokens_per_s;
            }
        }
}

/*
 * Batch-1 decode of a 70B-class model on 8 H100s is far from 8x one GPU:
 * 2 all-reduces per layer pay their latency 160 times a token, and the
 * kernels and step costs do not shrink with tp.
 */
static void tp8_batch1_decode_scales_far_less_than_linearly(void **state)
{
    static const struct gs_model m70 = {
        .id = "llama-3-70b", .n_layers = 80, .hidden_size = 8192,
        .intermediate_size = 28672, .n_heads = 64, .n_kv_heads = 8,
        .head_dim = 128, .vocab_size = 128256, .n_norms_per_layer = 2,
        .max_context_tokens = 8192,
    };
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in;
    struct gs_roofline_result r1, r8;
    double speedup;

    (void)state;
    g.vendor = "NVIDIA";
    g.architecture = "Hopper (GH100)";
    g.dense_flop_per_s[GS_PREC_BF16] = 989.4e12;
    g.mem_bw_bytes_per_s = 3350e9;
    g.scale_up_bw_bytes_per_s = 900e9;
    in = realistic(&g);
    in.model = &m70;
    in.prompt_tokens = 128;
    in.output_tokens = 128;
    r1 = run(&in);
    in.tp = 8;
    r8 = run(&in);
    speedup = r8.expected.tokens_per_s / r1.expected.tokens_per_s;
    print_message("tp8 / tp1 batch-1 decode: %.2fx (itl %.2f ms vs %.2f ms;"
                  " all-reduce share %.0f%%)\n", speedup,
                  r8.expected.itl_s * 1e3, r1.expected.itl_s * 1e3,
                  100.0 * r8.decode.time_s[GS_ROP_ALLREDUCE] /
                      r8.expected.itl_s);
    assert_true(speedup > 1.0);
    assert_true(speedup < 0.75 * 8.0);
    assert_true(r8.decode.bound_s[GS_BOUND_INTERCONNECT] +
                    r8.decode.bound_s[GS_BOUND_OVERHEAD] >
                0.25 * r8.expected.itl_s);
}

/* low <= expected <= high for every output. */
static void spreads_bracket_the_expected_value(void **state)
{
    struct gs_gpu g = toy_gpu();
    static const int64_t batches[] = { 1, 16, 256 };
    size_t i, j;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(batches); i++) {
        struct gs_roofline_input in = realistic(&g);
        struct gs_roofline_result r;
        const double *lo, *ex, *hi;

        in.concurrency = batches[i];
        in.tp = 2;
        r = run(&in);
        lo = (const double *)&r.low;
        ex = (const double *)&r.expected;
        hi = (const double *)&r.high;
        for (j = 0; j < sizeof(r.expected) / sizeof(double); j++) {
            assert_true(lo[j] <= ex[j]);
            assert_true(ex[j] <= hi[j]);
        }
        assert_true(r.low.tokens_per_s < r.high.tokens_per_s);
        assert_true(r.low.itl_s < r.high.itl_s);
    }
}

/* ------------------------------------------------------------- errors */

static void expect_domain_error(const struct gs_roofline_input *in,
                                const char *part)
{
    struct gs_roofline_result r;
    struct gs_error err = GS_ERROR_INIT;

    assert_int_equal(gs_roofline_estimate(in, &r, NULL, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
    if (!strstr(err.msg, part)) {
        print_error("message '%s' lacks '%s'\n", err.msg, part);
        fail();
    }
}

static void bad_input_is_a_domain_error(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in;

    (void)state;
    in = toy_input(&g);
    in.concurrency = 0;
    expect_domain_error(&in, "concurrency");
    in = toy_input(&g);
    in.prompt_tokens = 0;
    expect_domain_error(&in, "prompt");
    in = toy_input(&g);
    in.output_tokens = -5;
    expect_domain_error(&in, "output");
    in = toy_input(&g);
    in.tp = 3;
    expect_domain_error(&in, "does not divide");
    in = toy_input(&g);
    g.scale_up_domain_gpus = 4;
    in.tp = 8;
    expect_domain_error(&in, "scale-up domain");
    g = toy_gpu();
    in = toy_input(&g);
    in.pp = 3;
    expect_domain_error(&in, "layers");
    in = toy_input(&g);
    in.prompt_tokens = 4000;
    in.output_tokens = 200;
    expect_domain_error(&in, "exceed the context");
    in = toy_input(&g);
    in.context_tokens = 100;
    in.prompt_tokens = 90;
    in.output_tokens = 20;
    expect_domain_error(&in, "exceed the context");
    in = toy_input(&g);
    in.consts.pessimistic.mem_bw_frac = 0.0;
    expect_domain_error(&in, "pessimistic");
    in = toy_input(&g);
    in.consts.expected.step_overhead_s = -1.0;
    expect_domain_error(&in, "overheads");
    in = toy_input(&g);
    in.consts.prefill_chunk_tokens = 0;
    expect_domain_error(&in, "chunk");
    in = toy_input(&g);
    g.mem_bw_bytes_per_s = 0.0;
    expect_domain_error(&in, "bandwidth");
    g = toy_gpu();
    g.scale_up_bw_bytes_per_s = 0.0;
    in = toy_input(&g);
    in.tp = 2;
    expect_domain_error(&in, "PCIe");
    g.pcie_gen = 4;           /* PCIe 4 x16 carries it */
    assert_int_equal(run(&in).n_gpus, 2);
}

/* -------------------------------------------------------------- trace */

struct trace_count {
    int n;
    bool saw_itl;
};

static void count_emit(void *ctx, const char *quantity, const char *formula,
                       double value, const char *unit)
{
    struct trace_count *tc = ctx;

    (void)formula;
    (void)unit;
    assert_true(isfinite(value));
    tc->n++;
    if (strcmp(quantity, "itl") == 0)
        tc->saw_itl = true;
}

static void trace_shows_formulas_without_changing_results(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = realistic(&g);
    struct gs_roofline_result a, b;
    struct trace_count tc = { 0, false };
    struct gs_trace t = { count_emit, &tc };
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    in.model = &toy_moe;
    in.tp = 2;
    a = run(&in);
    assert_int_equal(gs_roofline_estimate(&in, &b, &t, &err), 0);
    assert_true(tc.n > GS_ROP_COUNT);
    assert_true(tc.saw_itl);
    assert_true(a.expected.itl_s == b.expected.itl_s);
    assert_true(a.high.tokens_per_s == b.high.tokens_per_s);
}

/* ---------------------------------------------------------- validation */

/* Model shapes from data/models.yaml (read, not edited). */
struct shape_row {
    const char *id;
    int64_t L, h, ffn, nh, nkv, hd, V, ctx;
};

static const struct shape_row llama2_7b = {
    "llama-2-7b", 32, 4096, 11008, 32, 32, 128, 32000, 4096 };
static const struct shape_row llama2_70b = {
    "llama-2-70b", 80, 8192, 28672, 64, 8, 128, 32000, 4096 };
static const struct shape_row llama31_8b = {
    "llama-3.1-8b", 32, 4096, 14336, 32, 8, 128, 128256, 131072 };
static const struct shape_row llama33_70b = {
    "llama-3.3-70b", 80, 8192, 28672, 64, 8, 128, 128256, 131072 };

static struct gs_model model_of(const struct shape_row *s)
{
    struct gs_model m;

    memset(&m, 0, sizeof(m));
    m.id = s->id;
    m.n_layers = s->L;
    m.hidden_size = s->h;
    m.intermediate_size = s->ffn;
    m.n_heads = s->nh;
    m.n_kv_heads = s->nkv;
    m.head_dim = s->hd;
    m.vocab_size = s->V;
    m.n_norms_per_layer = 2;
    m.max_context_tokens = s->ctx;
    m.mlp_kind = GS_MLP_GATED;
    m.norm_kind = GS_NORM_RMS;
    m.shipped_weight_dtype = GS_DTYPE_UNSET;
    m.shipped_expert_dtype = GS_DTYPE_UNSET;
    return m;
}

/*
 * The GPUs of the built-in catalogue (data/gpus.yaml), so the validation
 * runs on exactly what users get: peaks, bandwidth, usable memory and
 * the measured achievable fractions with their sources.
 */
static struct gs_gpu gpu_of(const char *id)
{
    size_t i;

    for (i = 0; i < gs_builtin_catalog.n_gpus; i++)
        if (strcmp(gs_builtin_catalog.gpus[i].id, id) == 0)
            return gs_builtin_catalog.gpus[i];
    fail_msg("gpu '%s' is not in the built-in catalogue", id);
    return gs_builtin_catalog.gpus[0];
}

/*
 * The serving engine's memory for the KV-capacity bound on concurrency:
 * the fit engine with vLLM's --gpu-memory-utilization 0.9 (TensorRT-LLM's
 * kv_cache_free_gpu_mem_fraction is 0.9 as well, of the memory left after
 * weights), the fit defaults' 1.5 GiB runtime reserve and 10% allocator
 * slack, an 8192-token prefill budget.  TensorRT-LLM's default scheduler
 * (GUARANTEED_NO_EVICT) reserves prompt + output per request.  The
 * batch is also capped at 2048 (TensorRT-LLM max_batch_size default,
 * recalled; see docs/engines/roofline.md).
 */
#define VAL_MAX_BATCH 2048

static int64_t kv_capacity(const struct gs_model *m, const struct gs_gpu *g,
                           enum gs_dtype w, enum gs_dtype kv, int64_t tp,
                           int64_t ctx)
{
    struct gs_fit_input fi = {
        .model = m, .gpu_usable_bytes = gs_gpu_usable_bytes(g),
        .mode = GS_MODE_INFER, .weight_dtype = w, .kv_dtype = kv,
        .ctx_tokens = ctx, .concurrency = 1, .micro_batch = 1,
        .optimizer = GS_OPTIM_ADAM, .recompute = GS_RECOMPUTE_NONE,
        .lora_rank = 16, .adapter_dtype = GS_DTYPE_FP32,
        .tp = tp, .pp = 1, .dp = 1,
        .consts = {
            .runtime_reserve_bytes = 1.5 * GS_BYTES_PER_GIB,
            .fragmentation_frac = 0.10,
            .prefill_chunk_tokens = GS_RF_PREFILL_CHUNK,
            .mem_util_frac = 0.9,
        },
    };

    return gs_fit_max_batch(&fi, VAL_MAX_BATCH);
}

enum val_metric { VAL_TOKENS_PER_S, VAL_BANDWIDTH };

struct val_case {
    const char *id;
    const char *what;
    const struct shape_row *model;
    const char *gpu;
    int64_t n_gpus;
    enum gs_dtype weights;
    enum gs_dtype kv;
    enum gs_precision compute;
    int64_t prompt, output;
    int64_t batch;          /* 0: the KV capacity (max throughput) */
    enum val_metric metric;
    double published;
    double tol_pct;
};

/*
 * Published values and tolerances from shared/validation/cases.yaml.
 * Conditions the source does not state are marked in the docs: the MLPerf
 * mean input length (I25 says none was read; 512 assumed, half the 1024
 * cap), FP8 KV caches in the MLPerf and TensorRT-LLM runs (widely
 * reported, not read), gpt-fast's 200 generated tokens (its default).
 */
static const struct val_case cases[] = {
    { "I18", "gpt-fast 7B bf16 A100 b1", &llama2_7b, "a100-80gb-sxm", 1,
      GS_DTYPE_BF16, GS_DTYPE_BF16, GS_PREC_BF16, 5, 200, 1,
      VAL_TOKENS_PER_S, 104.9, 20 },
    { "I18i8", "gpt-fast 7B int8 A100 b1", &llama2_7b, "a100-80gb-sxm", 1,
      GS_DTYPE_INT8, GS_DTYPE_BF16, GS_PREC_BF16, 5, 200, 1,
      VAL_TOKENS_PER_S, 155.58, 20 },
    { "I18i4", "gpt-fast 7B int4 A100 b1", &llama2_7b, "a100-80gb-sxm", 1,
      GS_DTYPE_INT4, GS_DTYPE_BF16, GS_PREC_BF16, 5, 200, 1,
      VAL_TOKENS_PER_S, 196.80, 20 },
    { "H08", "gpt-fast 7B bf16 A100 GB/s", &llama2_7b, "a100-80gb-sxm", 1,
      GS_DTYPE_BF16, GS_DTYPE_BF16, GS_PREC_BF16, 5, 200, 1,
      VAL_BANDWIDTH, 1397.31e9, 10 },
    { "I01", "MLPerf4.0 70B 8xH100", &llama2_70b, "h100-sxm", 8,
      GS_DTYPE_FP8, GS_DTYPE_FP8, GS_PREC_FP8, 512, 294, 0,
      VAL_TOKENS_PER_S, 21805.8, 35 },
    { "I05", "MLPerf4.1 70B 8xH100", &llama2_70b, "h100-sxm", 8,
      GS_DTYPE_FP8, GS_DTYPE_FP8, GS_PREC_FP8, 512, 294, 0,
      VAL_TOKENS_PER_S, 24524.9, 35 },
    { "I03", "MLPerf4.0 70B 8xH200", &llama2_70b, "h200", 8,
      GS_DTYPE_FP8, GS_DTYPE_FP8, GS_PREC_FP8, 512, 294, 0,
      VAL_TOKENS_PER_S, 27738.3, 35 },
    { "I07", "MLPerf4.1 70B 8xH200", &llama2_70b, "h200", 8,
      GS_DTYPE_FP8, GS_DTYPE_FP8, GS_PREC_FP8, 512, 294, 0,
      VAL_TOKENS_PER_S, 31302.7, 35 },
    { "I09", "MLPerf4.1 70B 8xMI300X", &llama2_70b, "mi300x", 8,
      GS_DTYPE_FP8, GS_DTYPE_FP8, GS_PREC_FP8, 512, 294, 0,
      VAL_TOKENS_PER_S, 23514.8, 35 },
#define I22(gpu, p, o, v) \
    { "I22", "TRT 8B fp8 " gpu " " #p "/" #o, &llama31_8b, gpu, 1, \
      GS_DTYPE_FP8, GS_DTYPE_FP8, GS_PREC_FP8, p, o, 0, \
      VAL_TOKENS_PER_S, v, 40 }
    I22("h100-sxm", 128, 128, 28312),
    I22("h100-sxm", 128, 2048, 22714),
    I22("h100-sxm", 128, 4096, 14325),
    I22("h100-sxm", 500, 2000, 17660),
    I22("h100-sxm", 1000, 1000, 15220),
    I22("h100-sxm", 1000, 2000, 13899),
    I22("h100-sxm", 2048, 128, 3450),
    I22("h100-sxm", 2048, 2048, 9305),
    I22("h100-sxm", 5000, 500, 3459),
    I22("h100-sxm", 20000, 2000, 1351),
    I22("h200", 128, 128, 27911),
    I22("h200", 128, 2048, 26221),
    I22("h200", 1000, 1000, 17744),
    I22("h200", 2048, 2048, 12194),
    I22("h200", 20000, 2000, 1804),
#undef I22
};

/*
 * Not scored: the MLPerf cases at the ends of the input-length range
 * (the mean is unknown: 1024 is the cap), Llama 3.3 70B and the H200 rows
 * of Llama 3.1 8B that cases.yaml leaves out, from the same TensorRT-LLM
 * table as I22 (perf-overview.md @00f3768), printed to show how the
 * model carries to cases it was not checked against.
 */
static const struct val_case extra_cases[] = {
    { "I01@256", "MLPerf4.0 70B 8xH100 ISL 256", &llama2_70b, "h100-sxm", 8,
      GS_DTYPE_FP8, GS_DTYPE_FP8, GS_PREC_FP8, 256, 294, 0,
      VAL_TOKENS_PER_S, 21805.8, 35 },
    { "I01@1024", "MLPerf4.0 70B 8xH100 ISL 1024", &llama2_70b, "h100-sxm",
      8, GS_DTYPE_FP8, GS_DTYPE_FP8, GS_PREC_FP8, 1024, 294, 0,
      VAL_TOKENS_PER_S, 21805.8, 35 },
    { "I09@1024", "MLPerf4.1 70B 8xMI300X ISL 1024", &llama2_70b, "mi300x",
      8, GS_DTYPE_FP8, GS_DTYPE_FP8, GS_PREC_FP8, 1024, 294, 0,
      VAL_TOKENS_PER_S, 23514.8, 35 },
#define X70(gpu, n, p, o, v) \
    { "trt70", "TRT 3.3-70B fp8 " gpu " " #p "/" #o, &llama33_70b, gpu, n, \
      GS_DTYPE_FP8, GS_DTYPE_FP8, GS_PREC_FP8, p, o, 0, \
      VAL_TOKENS_PER_S, v, 40 }
    X70("h100-sxm", 2, 128, 2048, 6651),
    X70("h100-sxm", 2, 1000, 1000, 4205),
    X70("h100-sxm", 2, 2048, 128, 762),
    X70("h100-sxm", 2, 20000, 2000, 437),
    X70("h200", 1, 128, 2048, 4336),
    X70("h200", 1, 1000, 1000, 2909),
    X70("h200", 1, 2048, 128, 442),
    X70("h200", 1, 20000, 2000, 283),
#undef X70
    /* the H200 rows of the same Llama 3.1 8B table that cases.yaml does
     * not list (perf-overview.md @00f3768) */
#define X8(p, o, v) \
    { "I22x", "TRT 8B fp8 h200 " #p "/" #o, &llama31_8b, "h200", 1, \
      GS_DTYPE_FP8, GS_DTYPE_FP8, GS_PREC_FP8, p, o, 0, \
      VAL_TOKENS_PER_S, v, 40 }
    X8(128, 4096, 18027),
    X8(500, 2000, 20770),
    X8(1000, 2000, 16828),
    X8(2048, 128, 3538),
    X8(5000, 500, 3902),
#undef X8
    /* the KV format of the TensorRT-LLM runs is not stated: bf16 */
    { "I22kv16", "TRT 8B fp8 h100-sxm 1000/1000 bf16 KV", &llama31_8b,
      "h100-sxm", 1, GS_DTYPE_FP8, GS_DTYPE_BF16, GS_PREC_FP8, 1000, 1000, 0,
      VAL_TOKENS_PER_S, 15220, 40 },
    { "trt70kv16", "TRT 3.3-70B fp8 h200 128/2048 bf16 KV", &llama33_70b,
      "h200", 1, GS_DTYPE_FP8, GS_DTYPE_BF16, GS_PREC_FP8, 128, 2048, 0,
      VAL_TOKENS_PER_S, 4336, 40 },
};

struct val_out {
    double pred, low, high;
    int64_t tp, dp, batch;
    enum gs_bound bound;
};

/* Best tp x dp split of the case's GPUs for its metric; 0 if none fits. */
static int predict(const struct val_case *c, struct val_out *o)
{
    struct gs_model m = model_of(c->model);
    struct gs_gpu g = gpu_of(c->gpu);
    int64_t tp;
    int found = 0;

    memset(o, 0, sizeof(*o));
    for (tp = 1; tp <= c->n_gpus; tp *= 2) {
        struct gs_roofline_input in = {
            .model = &m, .gpu = &g, .weight_dtype = c->weights,
            .expert_dtype = GS_DTYPE_UNSET, .kv_dtype = c->kv,
            .compute_precision = c->compute, .tp = tp, .pp = 1,
            .prompt_tokens = c->prompt, .output_tokens = c->output,
            .context_tokens = c->prompt + c->output,
            .consts = gs_roofline_default_consts(&g, c->compute),
        };
        struct gs_roofline_result r;
        struct gs_error err = GS_ERROR_INIT;
        int64_t dp = c->n_gpus / tp, cap;
        double v, lo, hi;

        if (c->n_gpus % tp != 0 || !gs_fit_tp_valid(&m, tp))
            continue;
        cap = kv_capacity(&m, &g, c->weights, c->kv, tp,
                          c->prompt + c->output);
        in.concurrency = c->batch > 0 ? c->batch : cap;
        if (in.concurrency < 1 || (c->batch > 0 && cap < c->batch))
            continue;
        assert_int_equal(gs_roofline_estimate(&in, &r, NULL, &err), 0);
        if (c->metric == VAL_BANDWIDTH) {
            /* gpt-fast: weights without the input embedding x tokens/s */
            struct gs_param_counts p = gs_model_params(&m);
            double w = (p.total - p.embedding) * gs_dtype_bytes(c->weights);

            v = w * r.expected.tokens_per_s;
            lo = w * r.low.tokens_per_s;
            hi = w * r.high.tokens_per_s;
        } else {
            v = (double)dp * r.expected.tokens_per_s;
            lo = (double)dp * r.low.tokens_per_s;
            hi = (double)dp * r.high.tokens_per_s;
        }
        if (!found || v > o->pred) {
            o->pred = v;
            o->low = lo;
            o->high = hi;
            o->tp = tp;
            o->dp = dp;
            o->batch = in.concurrency;
            o->bound = r.bound;
            found = 1;
        }
    }
    return found;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return (x > y) - (x < y);
}

/*
 * Every expressible case, printed predicted vs published.  The test
 * fails if a case cannot be evaluated, if a prediction is off by more
 * than 3x (a broken formula, not a calibration question), or if fewer
 * cases land within tolerance than docs/engines/roofline.md reports (a
 * ratchet against regressions, raised when the model improves for a
 * sourced reason).
 */
#define VAL_MIN_WITHIN 21
#define VAL_MAX_RATIO 3.0

/* Print one table row; returns |relative error|. */
/* *ok: within tolerance; *inside: published within [low, high]. */
static double print_row(const struct val_case *c, bool *ok, bool *inside)
{
    struct val_out o;
    double scale = c->metric == VAL_BANDWIDTH ? 1e-9 : 1.0;
    double e;

    assert_true(predict(c, &o));
    e = (o.pred - c->published) / c->published;
    *ok = fabs(e) * 100.0 <= c->tol_pct;
    *inside = c->published >= o.low && c->published <= o.high;
    printf("| %s | %s | tp%lld x dp%lld | %lld | %.1f (%.1f-%.1f) | "
           "%.1f | %+.1f%% | %.0f%% | %s | %s |\n", c->id, c->what,
           (long long)o.tp, (long long)o.dp, (long long)o.batch,
           o.pred * scale, o.low * scale, o.high * scale,
           c->published * scale, 100.0 * e, c->tol_pct,
           *ok ? "yes" : "no", gs_bound_name(o.bound));
    assert_true(o.pred < VAL_MAX_RATIO * c->published);
    assert_true(o.pred > c->published / VAL_MAX_RATIO);
    return fabs(e);
}

static double median(double *v, size_t n)
{
    qsort(v, n, sizeof(v[0]), cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static const char table_head[] =
    "| case | what | layout | batch | predicted (low-high) | published | "
    "error | tol | ok | bound |\n|---|---|---|--:|--:|--:|--:|--:|---|---|\n";

static void validation_cases_predicted_vs_published(void **state)
{
    double errs[GS_ARRAY_SIZE(cases)], xerrs[GS_ARRAY_SIZE(extra_cases)];
    size_t i, n = GS_ARRAY_SIZE(cases), within = 0, xwithin = 0;
    size_t inside = 0, xinside = 0;
    bool ok, in;

    (void)state;
    printf("\nvalidation cases (shared/validation/cases.yaml)\n\n%s",
           table_head);
    for (i = 0; i < n; i++) {
        errs[i] = print_row(&cases[i], &ok, &in);
        within += ok;
        inside += in;
    }
    printf("\nwithin tolerance: %zu of %zu; median |error| %.1f%%; "
           "published inside [low, high]: %zu\n", within, n,
           100.0 * median(errs, n), inside);
    printf("\nnot scored: input-length ends, and a model not in "
           "cases.yaml\n\n%s", table_head);
    for (i = 0; i < GS_ARRAY_SIZE(extra_cases); i++) {
        xerrs[i] = print_row(&extra_cases[i], &ok, &in);
        xwithin += ok;
        xinside += in;
    }
    printf("\nnot scored, within tolerance: %zu of %zu; median |error| "
           "%.1f%%; published inside [low, high]: %zu\n", xwithin,
           GS_ARRAY_SIZE(extra_cases),
           100.0 * median(xerrs, GS_ARRAY_SIZE(extra_cases)), xinside);
    assert_true(within >= VAL_MIN_WITHIN);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(single_token_step_is_the_sum_of_its_bytes),
        cmocka_unit_test(ridge_batch_balances_flops_and_weight_bytes),
        cmocka_unit_test(allreduce_is_latency_plus_ring_bandwidth),
        cmocka_unit_test(nongemm_kernels_add_to_compute_bound_gemms),
        cmocka_unit_test(overheads_are_kernels_and_steps),
        cmocka_unit_test(prefill_attention_is_quadratic),
        cmocka_unit_test(ttft_grows_smoothly_with_long_prompts),
        cmocka_unit_test(distinct_experts_follow_the_occupancy_formula),
        cmocka_unit_test(moe_reads_distinct_experts_and_computes_top_k),
        cmocka_unit_test(pipeline_bubble_and_handoff),
        cmocka_unit_test(sliding_window_caps_decode_kv_reads),
        cmocka_unit_test(mla_caches_a_replicated_latent),
        cmocka_unit_test(int4_weights_are_dequantised_to_bf16),
        cmocka_unit_test(fp4_and_fp6_run_where_the_hardware_has_them),
        cmocka_unit_test(defaults_prefer_measured_fractions_and_say_so),
        cmocka_unit_test(catalogue_measurements_reach_the_engine),
        cmocka_unit_test(software_maturity_scales_the_kernel_roofs),
        cmocka_unit_test(paged_attention_share_slows_only_decode_attention),
        cmocka_unit_test(expert_gemm_share_slows_only_the_experts),
        cmocka_unit_test(more_bandwidth_is_never_slower),
        cmocka_unit_test(more_concurrency_never_lowers_throughput),
        cmocka_unit_test(tp8_batch1_decode_scales_far_less_than_linearly),
        cmocka_unit_test(spreads_bracket_the_expected_value),
        cmocka_unit_test(bad_input_is_a_domain_error),
        cmocka_unit_test(trace_shows_formulas_without_changing_results),
        cmocka_unit_test(validation_cases_predicted_vs_published),
    };

    return cmocka_run_group_tests_name("roofline", tests, NULL, NULL);
}
