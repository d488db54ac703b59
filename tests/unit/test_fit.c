/*
 * The memory-fit engine on a toy model whose numbers can be checked by
 * hand (toy-1b below), invariants checked by loops, every GS_EDOMAIN
 * path, and the ZeRO arithmetic of shared/validation case M01.
 *
 * toy-1b: 16 layers, hidden 2048, gated FFN 8192, 16 heads, 8 KV heads of
 * 128, vocab 32000, untied.  Per layer: attention 4 * 2048^2 - 2 * 2048 *
 * 1024 = 12,582,912; FFN 3 * 2048 * 8192 = 50,331,648; norms 4,096.
 * Total = 16 * 62,918,656 + 2 * 65,536,000 + 2,048 = 1,137,772,544.
 */
#include <string.h>

#include "gs_test.h"
#include "fit.h"
#include "units.h"

#define TOY_PARAMS 1137772544.0
#define TOY_KV_BYTES_PER_TOKEN_BF16 65536.0   /* 16 * 2 * 8 * 128 * 2 */

static const struct gs_model toy = {
    .id = "toy-1b", .n_layers = 16, .hidden_size = 2048,
    .intermediate_size = 8192, .n_heads = 16, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 32000, .n_norms_per_layer = 2,
};

static struct gs_fit_input toy_input(void)
{
    return (struct gs_fit_input){
        .model = &toy,
        .gpu_usable_bytes = 24.0 * GS_BYTES_PER_GIB,
        .mode = GS_MODE_INFER,
        .weight_dtype = GS_DTYPE_BF16,
        .expert_dtype = GS_DTYPE_UNSET,     /* as the weights */
        .kv_dtype = GS_DTYPE_BF16,
        .ctx_tokens = 4096,
        .concurrency = 1,
        .micro_batch = 1,
        .optimizer = GS_OPTIM_ADAM,
        .recompute = GS_RECOMPUTE_NONE,
        .lora_rank = 16,
        .adapter_dtype = GS_DTYPE_FP32,
        .tp = 1, .pp = 1, .dp = 1,
        .consts = {
            .runtime_reserve_bytes = GS_BYTES_PER_GIB,
            .fragmentation_frac = 0.0,
            .prefill_chunk_tokens = 1024,
            .mem_util_frac = 1.0,
        },
    };
}

static struct gs_fit_result run(const struct gs_fit_input *in)
{
    struct gs_fit_result r;
    struct gs_error err = GS_ERROR_INIT;

    assert_int_equal(gs_fit_estimate(in, &r, NULL, &err), 0);
    return r;
}

static void expect_domain_error(const struct gs_fit_input *in, const char *msg)
{
    struct gs_fit_result r;
    struct gs_error err = GS_ERROR_INIT;

    assert_int_equal(gs_fit_estimate(in, &r, NULL, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
    assert_string_equal(err.msg, msg);
}

static void weights_take_two_bytes_per_param_in_bf16(void **state)
{
    struct gs_fit_input in = toy_input();
    struct gs_fit_result r = run(&in);

    (void)state;
    assert_close(r.params.total, TOY_PARAMS, 0.0);
    assert_close(r.weights_bytes, 2.0 * TOY_PARAMS, 1e-15);
}

static void kv_cache_is_layers_heads_dim_bytes_tokens(void **state)
{
    struct gs_fit_input in = toy_input();
    struct gs_fit_result r;

    (void)state;
    in.concurrency = 2;
    r = run(&in);
    assert_close(r.kv_cache_bytes_per_token, TOY_KV_BYTES_PER_TOKEN_BF16, 0.0);
    assert_close(r.kv_cache_bytes, 2.0 * 4096.0 * TOY_KV_BYTES_PER_TOKEN_BF16,
                 1e-15);
}

static void kv_cache_scales_linearly_with_concurrency_and_context(void **state)
{
    struct gs_fit_input in = toy_input();
    int64_t n;

    (void)state;
    for (n = 1; n <= 64; n *= 2) {
        in.concurrency = n;
        in.ctx_tokens = 512 * n;
        assert_close(run(&in).kv_cache_bytes,
                     (double)n * 512.0 * (double)n * TOY_KV_BYTES_PER_TOKEN_BF16,
                     1e-15);
    }
}

static void fp8_kv_cache_is_half_of_bf16(void **state)
{
    struct gs_fit_input in = toy_input();
    double bf16 = run(&in).kv_cache_bytes;

    (void)state;
    in.kv_dtype = GS_DTYPE_FP8;
    assert_close(run(&in).kv_cache_bytes, bf16 / 2.0, 1e-15);
}

static void tensor_parallelism_divides_weights_and_kv(void **state)
{
    struct gs_fit_input in = toy_input();
    struct gs_fit_result one = run(&in), r;
    int64_t tp;

    (void)state;
    for (tp = 2; tp <= 8; tp *= 2) {
        in.tp = tp;
        r = run(&in);
        assert_close(r.weights_bytes, one.weights_bytes / (double)tp, 1e-12);
        assert_close(r.kv_cache_bytes, one.kv_cache_bytes / (double)tp, 1e-12);
    }
}

static void kv_heads_are_replicated_when_tp_exceeds_them(void **state)
{
    struct gs_fit_input in = toy_input();
    struct gs_fit_result r;

    (void)state;
    in.tp = 16;     /* 8 KV heads: each rank keeps one head, not half */
    r = run(&in);
    assert_close(r.kv_cache_bytes, 4096.0 * 16.0 * 2.0 * 128.0 * 2.0, 1e-15);
}

static void sliding_window_layers_cap_their_tokens(void **state)
{
    struct gs_model m = toy;
    struct gs_fit_input in = toy_input();
    double per_layer_token = 2.0 * 8.0 * 128.0 * 2.0;

    (void)state;
    m.sliding_window_tokens = 1024;
    m.n_sliding_layers = 16;            /* Mistral-style: every layer */
    in.model = &m;
    assert_close(run(&in).kv_cache_bytes, 16.0 * 1024.0 * per_layer_token,
                 1e-15);
    m.n_sliding_layers = 8;             /* Gemma-2-style: half the layers */
    assert_close(run(&in).kv_cache_bytes,
                 (8.0 * 4096.0 + 8.0 * 1024.0) * per_layer_token, 1e-15);
    in.ctx_tokens = 512;                /* below the window: no cap */
    assert_close(run(&in).kv_cache_bytes, 16.0 * 512.0 * per_layer_token,
                 1e-15);
}

static void mla_caches_the_latent_on_every_rank(void **state)
{
    struct gs_model m = toy;
    struct gs_fit_input in = toy_input();
    struct gs_fit_result one, two;

    (void)state;
    m.kv_lora_rank = 512;
    m.qk_rope_head_dim = 64;
    m.qk_nope_head_dim = 128;
    m.v_head_dim = 128;
    m.q_lora_rank = 256;
    in.model = &m;
    one = run(&in);
    /* 16 layers x (512 + 64) x 2 B: no factor 2 for K and V */
    assert_close(one.kv_cache_bytes_per_token, 16.0 * 576.0 * 2.0, 0.0);
    in.tp = 2;
    two = run(&in);
    assert_close(two.kv_cache_bytes, one.kv_cache_bytes, 0.0);
}

static void quantised_formats_count_their_scales(void **state)
{
    (void)state;
    /* GPTQ/AWQ group 128: 4 + (16 + 4) / 128 bits */
    assert_close(gs_dtype_bits(GS_DTYPE_INT4), 4.15625, 0.0);
    /* QLoRA NF4 with double quantisation: 4 + 8/64 + 32/(64*256) */
    assert_close(gs_dtype_bits(GS_DTYPE_NF4), 4.126953125, 0.0);
    /* MXFP4: 4 + 8/32 */
    assert_close(gs_dtype_bits(GS_DTYPE_MXFP4), 4.25, 0.0);
    /* NVFP4: 4 + an E4M3 scale per 16 (the per-tensor fp32 scale is not
     * counted); MXFP6: 6 + an E8M0 scale per 32 */
    assert_close(gs_dtype_bits(GS_DTYPE_FP4), 4.5, 0.0);
    assert_close(gs_dtype_bits(GS_DTYPE_FP6), 6.25, 0.0);
    assert_string_equal(gs_dtype_name(GS_DTYPE_FP4), "fp4");
    assert_int_equal(gs_dtype_find("FP6"), GS_DTYPE_FP6);
    /* appended: the existing formats keep their indices */
    assert_int_equal(GS_DTYPE_MXFP4, 7);
    assert_int_equal(GS_DTYPE_FP4, 8);
    assert_int_equal(GS_DTYPE_FP6, 9);
    assert_close(gs_dtype_bytes(GS_DTYPE_FP8), 1.0, 0.0);
}

static void quantisation_keeps_embeddings_in_16_bit(void **state)
{
    struct gs_fit_input in = toy_input();
    struct gs_fit_result r;
    double linear = 16.0 * (12582912.0 + 50331648.0);
    double other = TOY_PARAMS - linear;

    (void)state;
    in.weight_dtype = GS_DTYPE_INT8;
    r = run(&in);
    assert_close(r.weights_bytes, linear * 1.0 + other * 2.0, 1e-15);
}

static void exactly_full_fits_and_one_byte_over_does_not(void **state)
{
    struct gs_fit_input in = toy_input();
    struct gs_fit_result r = run(&in);

    (void)state;
    in.gpu_usable_bytes = r.total_bytes;
    r = run(&in);
    assert_true(r.fits);
    assert_close(r.headroom_bytes, 0.0, 0.0);
    in.gpu_usable_bytes = r.total_bytes - 1.0;
    r = run(&in);
    assert_false(r.fits);
    assert_close(r.headroom_bytes, -1.0, 0.0);
}

static void max_concurrency_is_the_last_that_fits(void **state)
{
    struct gs_fit_input in = toy_input();
    int64_t n = gs_fit_max_batch(&in, 1 << 20);

    (void)state;
    assert_true(n > 1);
    in.concurrency = n;
    assert_true(run(&in).fits);
    in.concurrency = n + 1;
    assert_false(run(&in).fits);
}

static void max_context_is_the_last_that_fits(void **state)
{
    struct gs_fit_input in = toy_input();
    int64_t n = gs_fit_max_context(&in, INT64_C(1) << 30);

    (void)state;
    assert_true(n > 4096);
    in.ctx_tokens = n;
    assert_true(run(&in).fits);
    in.ctx_tokens = n + 1;
    assert_false(run(&in).fits);
    in.gpu_usable_bytes = 1.0;
    assert_int_equal(gs_fit_max_context(&in, INT64_C(1) << 30), 0);
}

static void pipeline_stages_split_layers_not_embeddings(void **state)
{
    struct gs_fit_input in = toy_input();
    struct gs_fit_result r;
    /* the 16 layers alone, without embeddings and the final norm */
    double layers = TOY_PARAMS - 2.0 * 65536000.0 - 2048.0;

    (void)state;
    in.pp = 2;
    r = run(&in);
    /* the busiest stage is the last: 8 layers, the head and final norm */
    assert_int_equal(r.stage, 1);
    assert_close(r.weights_bytes, 2.0 * (layers / 2.0 + 65536000.0 + 2048.0),
                 1e-12);
    assert_close(r.kv_cache_bytes, 4096.0 * TOY_KV_BYTES_PER_TOKEN_BF16 / 2.0,
                 1e-15);
}

/*
 * DeepSeek-style models start with light dense layers, so stages are not
 * equal: the busiest one is all MoE layers, not an average slice.
 */
static void the_busiest_pipeline_stage_sets_the_bytes(void **state)
{
    struct gs_model m = toy;
    struct gs_fit_input in = toy_input();
    struct gs_fit_result one, four;
    /* MoE layer: attention 12,582,912 + 8 experts x 3 x 2048 x 2048 +
     * router 2048 x 8 */
    double moe_layer = 12582912.0 + 8.0 * 3.0 * 2048.0 * 2048.0 + 16384.0;

    (void)state;
    m.n_experts = 8;
    m.n_active_experts = 2;
    m.moe_intermediate_size = 2048;
    m.n_dense_layers = 4;        /* layers 0-3 dense, 4-15 MoE */
    in.model = &m;
    in.gpu_usable_bytes = 1e15;
    one = run(&in);
    in.pp = 4;
    four = run(&in);
    /* stage 2 or 3 (all MoE) outweighs the average quarter */
    assert_true(four.stage >= 1);
    assert_true(four.weights_bytes > one.weights_bytes / 4.0);
    assert_close(four.weights_bytes,
                 2.0 * (4.0 * (moe_layer + 4096.0) +
                        (four.stage == 3 ? 65536000.0 + 2048.0 : 0.0)),
                 1e-12);
}

static void domain_errors_name_the_problem(void **state)
{
    struct gs_fit_input in = toy_input();

    (void)state;
    in.tp = 3;
    expect_domain_error(&in, "tensor parallelism 3 does not divide the 16 "
                             "attention heads and 8 KV heads of 'toy-1b'");
    in.tp = 1;
    in.pp = 17;
    expect_domain_error(&in, "pipeline parallelism 17 exceeds the 16 layers "
                             "of 'toy-1b'");
    in.pp = 1;
    in.dp = 2;
    expect_domain_error(&in, "data parallelism and ZeRO apply to training "
                             "modes; for serving, replicas do not share "
                             "memory");
    in.dp = 1;
    in.mode = GS_MODE_TRAIN;
    in.zero_stage = 1;
    expect_domain_error(&in, "ZeRO stage 1 needs data parallelism (--dp 2 or "
                             "more) to shard over");
    in.zero_stage = 0;
    in.weight_dtype = GS_DTYPE_INT4;
    expect_domain_error(&in, "full-parameter training needs fp32, bf16 or "
                             "fp16 weights, not int4; use --mode qlora or "
                             "lora for a quantised base");
}

static void mixed_precision_adam_is_16_bytes_per_param(void **state)
{
    struct gs_fit_input in = toy_input();
    struct gs_fit_result r;

    (void)state;
    in.mode = GS_MODE_TRAIN;
    r = run(&in);
    assert_close(r.weights_bytes + r.gradient_bytes + r.optimizer_bytes,
                 16.0 * TOY_PARAMS, 1e-15);
    assert_close(r.kv_cache_bytes, 0.0, 0.0);
    in.optimizer = GS_OPTIM_ADAM_8BIT;   /* 2 + 2 + 4 master + 2 states */
    r = run(&in);
    assert_close(r.optimizer_bytes, 6.0 * TOY_PARAMS, 1e-15);
    in.optimizer = GS_OPTIM_SGD;         /* 4 master + 4 momentum */
    r = run(&in);
    assert_close(r.optimizer_bytes, 8.0 * TOY_PARAMS, 1e-15);
}

/*
 * shared/validation M01 (ZeRO paper, Fig. 1): model states per GPU for
 * Psi parameters, Nd = 64: baseline 16 Psi, ZeRO-1 4 Psi + 12 Psi / Nd,
 * ZeRO-2 2 Psi + 14 Psi / Nd, ZeRO-3 16 Psi / Nd (plus the gathered
 * layers ZeRO-3 needs while computing).
 */
static void zero_stages_shard_states_as_the_zero_paper(void **state)
{
    struct gs_fit_input in = toy_input();
    double psi = TOY_PARAMS, nd = 64.0;
    struct gs_fit_result r;
    double gathered;

    (void)state;
    in.mode = GS_MODE_TRAIN;
    in.dp = 64;
    in.zero_stage = 1;
    r = run(&in);
    assert_close(r.weights_bytes + r.gradient_bytes + r.optimizer_bytes,
                 4.0 * psi + 12.0 * psi / nd, 1e-12);
    in.zero_stage = 2;
    r = run(&in);
    assert_close(r.weights_bytes + r.gradient_bytes + r.optimizer_bytes,
                 2.0 * psi + 14.0 * psi / nd, 1e-12);
    in.zero_stage = 3;
    r = run(&in);
    gathered = 2.0 * 2.0 * (TOY_PARAMS - 2.0 * 65536000.0 - 2048.0) / 16.0;
    assert_close(r.weights_bytes + r.gradient_bytes + r.optimizer_bytes,
                 16.0 * psi / nd + gathered, 1e-12);
}

static void lora_trains_rank_times_in_plus_out(void **state)
{
    struct gs_fit_input in = toy_input();
    struct gs_fit_result r;
    /* per layer: q (2048+2048), k and v 2 x (2048+1024), o (2048+2048),
     * FFN 3 x (2048+8192) = 45,056; x 16 layers x rank 16 */
    double adapters = 45056.0 * 16.0 * 16.0;

    (void)state;
    in.mode = GS_MODE_LORA;
    r = run(&in);
    assert_close(r.trainable_params, adapters, 0.0);
    /* fp32 adapters: 4 B gradients, 8 B Adam moments, no master copy */
    assert_close(r.gradient_bytes, 4.0 * adapters, 1e-15);
    assert_close(r.optimizer_bytes, 8.0 * adapters, 1e-15);
    assert_close(r.weights_bytes, 2.0 * TOY_PARAMS + 4.0 * adapters, 1e-15);
    in.mode = GS_MODE_QLORA;
    in.weight_dtype = GS_DTYPE_NF4;
    r = run(&in);
    assert_close(r.weights_bytes,
                 16.0 * (12582912.0 + 50331648.0) * 4.126953125 / 8.0 +
                     (TOY_PARAMS - 16.0 * (12582912.0 + 50331648.0)) * 2.0 +
                     4.0 * adapters, 1e-15);
}

static void bf16_adapters_halve_their_weights_and_gradients(void **state)
{
    struct gs_fit_input in = toy_input();
    struct gs_fit_result r;
    double adapters = 45056.0 * 16.0 * 16.0;

    (void)state;
    in.mode = GS_MODE_LORA;
    in.adapter_dtype = GS_DTYPE_BF16;   /* the QLoRA recipe */
    r = run(&in);
    assert_close(r.gradient_bytes, 2.0 * adapters, 1e-15);
    assert_close(r.optimizer_bytes, 8.0 * adapters, 1e-15);
    assert_close(r.weights_bytes, 2.0 * TOY_PARAMS + 2.0 * adapters, 1e-15);
    in.adapter_dtype = GS_DTYPE_INT4;
    expect_domain_error(&in, "LoRA adapters train in fp32, bf16 or fp16, "
                             "not int4");
}

static void recomputation_never_increases_activations(void **state)
{
    struct gs_fit_input in = toy_input();
    double none, selective, full;

    (void)state;
    in.mode = GS_MODE_TRAIN;
    none = run(&in).activation_bytes;
    in.recompute = GS_RECOMPUTE_SELECTIVE;
    selective = run(&in).activation_bytes;
    in.recompute = GS_RECOMPUTE_FULL;
    full = run(&in).activation_bytes;
    assert_true(selective < none);
    assert_true(full < selective);
}

struct trace_count {
    int n;
    bool saw_weights;
};

static void count_emit(void *ctx, const char *quantity, const char *formula,
                       double value, const char *unit)
{
    struct trace_count *c = ctx;

    (void)formula;
    (void)unit;
    c->n++;
    if (strcmp(quantity, "weights") == 0) {
        c->saw_weights = true;
        assert_close(value, 2.0 * TOY_PARAMS, 1e-15);
    }
}

static void trace_reports_each_quantity_once(void **state)
{
    struct gs_fit_input in = toy_input();
    struct trace_count c = { 0, false };
    struct gs_trace t = { count_emit, &c };
    struct gs_fit_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_fit_estimate(&in, &r, &t, &err), 0);
    assert_true(c.saw_weights);
    assert_true(c.n >= 8);
}

/*
 * Routed experts in their own format (gpt-oss: MXFP4 experts, bf16
 * elsewhere): only the expert matrices change size.  toy-1b with 8
 * experts of 3 x 2048 x 2048 in its 12 MoE layers: 12 x 8 x 12,582,912
 * = 1,207,959,552 expert parameters at 4.25 instead of 16 bits.
 */
static void experts_take_their_own_format(void **state)
{
    struct gs_model m = toy;
    struct gs_fit_input in = toy_input();
    struct gs_fit_result bf16, mixed;
    double experts = 12.0 * 8.0 * 3.0 * 2048.0 * 2048.0;

    (void)state;
    m.n_experts = 8;
    m.n_active_experts = 2;
    m.moe_intermediate_size = 2048;
    m.n_dense_layers = 4;
    in.model = &m;
    in.gpu_usable_bytes = 1e15;
    bf16 = run(&in);
    in.expert_dtype = GS_DTYPE_MXFP4;
    mixed = run(&in);
    assert_close(gs_model_params(&m).expert_linear, experts, 0.0);
    assert_close(bf16.weights_bytes - mixed.weights_bytes,
                 experts * (2.0 - 4.25 / 8.0), 1e-12);
    /* a dense model ignores the expert format */
    in.model = &toy;
    assert_close(run(&in).weights_bytes, 2.0 * TOY_PARAMS, 1e-12);
    /* and full-parameter training refuses a quantised expert format */
    in.model = &m;
    in.mode = GS_MODE_FULL_FT;
    expect_domain_error(&in, "full-parameter training needs fp32, bf16 or "
                             "fp16 weights, not mxfp4; use --mode qlora or "
                             "lora for a quantised base");
}

/* A multimodal model's encoder (vision tower) sits, 16-bit, on the first
 * pipeline stage with the embedding. */
static void encoder_weights_sit_on_the_first_stage(void **state)
{
    struct gs_model m = toy;
    struct gs_fit_input in = toy_input();
    struct gs_fit_result r;
    double enc = 400e6;

    (void)state;
    m.encoder_params = enc;
    in.model = &m;
    r = run(&in);
    assert_close(r.weights_bytes, 2.0 * (TOY_PARAMS + enc), 1e-15);
    /* int4 linear layers leave the encoder at 16 bits */
    in.weight_dtype = GS_DTYPE_INT4;
    assert_close(run(&in).weights_bytes - run(&(struct gs_fit_input){
                     .model = &toy, .gpu_usable_bytes = in.gpu_usable_bytes,
                     .mode = in.mode, .weight_dtype = GS_DTYPE_INT4,
                     .expert_dtype = GS_DTYPE_UNSET, .kv_dtype = in.kv_dtype,
                     .ctx_tokens = in.ctx_tokens, .concurrency = 1,
                     .micro_batch = 1, .lora_rank = 16,
                     .adapter_dtype = GS_DTYPE_FP32, .tp = 1, .pp = 1,
                     .dp = 1, .consts = in.consts }).weights_bytes,
                 2.0 * enc, 1e-12);
}

/*
 * Interleaved MoE (Llama 4 Maverick: every 2nd layer): with 16 layers on
 * 2 stages each stage holds 4 MoE layers, so the busiest stage holds
 * half the experts; a dense-first model of the same counts puts all 8
 * MoE layers on the last stage.
 */
static void interleaved_moe_layers_spread_over_stages(void **state)
{
    struct gs_model m = toy;
    struct gs_fit_input in = toy_input();
    struct gs_fit_result inter, first;

    (void)state;
    m.n_experts = 16;
    m.n_active_experts = 1;
    m.moe_intermediate_size = 8192;
    m.n_dense_layers = 8;
    in.model = &m;
    in.pp = 2;
    in.gpu_usable_bytes = 1e15;
    first = run(&in);
    m.moe_layer_step = 2;
    inter = run(&in);
    assert_close(gs_model_params(&m).total, first.params.total, 0.0);
    assert_true(inter.weights_bytes < 0.6 * first.weights_bytes);
    /* pp 1 holds everything either way */
    in.pp = 1;
    m.moe_layer_step = 0;
    first = run(&in);
    m.moe_layer_step = 2;
    assert_close(run(&in).weights_bytes, first.weights_bytes, 1e-12);
}

/*
 * Only a few pipeline stages are evaluated (the first of each kind, in
 * closed form; issue 11, D5): the busiest stage and its bytes are the
 * same as evaluating every stage, for interleaved MoE at every step k and
 * dense-then-MoE at every boundary, over every pp, serving and training,
 * with MoE layers heavier and lighter than dense ones.
 */
static void candidate_stages_find_the_busiest_of_every_stage(void **state)
{
    static const int64_t layer_counts[] = { 7, 13, 24, 61 };
    static const int64_t moe_sizes[] = { 8192, 256 };
    static const enum gs_fit_mode modes[] = { GS_MODE_INFER, GS_MODE_TRAIN };
    size_t li, si, mi, n_checked = 0;
    int64_t pp, k, kind;

    (void)state;
    for (li = 0; li < GS_ARRAY_SIZE(layer_counts); li++)
    for (si = 0; si < GS_ARRAY_SIZE(moe_sizes); si++)
    for (mi = 0; mi < GS_ARRAY_SIZE(modes); mi++)
    for (kind = 0; kind < 2; kind++)
    for (k = kind == 0 ? 2 : 1; k < layer_counts[li]; k++)
    for (pp = 1; pp <= layer_counts[li]; pp++) {
        struct gs_model m = toy;
        struct gs_fit_input in = toy_input();
        struct gs_fit_result few, all;

        m.n_layers = layer_counts[li];
        m.n_experts = 16;
        m.n_active_experts = 2;
        m.moe_intermediate_size = moe_sizes[si];
        if (kind == 0) {            /* interleaved: every k-th layer */
            m.moe_layer_step = k;
            m.n_dense_layers = m.n_layers - m.n_layers / k;
        } else {                    /* k dense layers, then MoE */
            m.n_dense_layers = k;
        }
        in.model = &m;
        in.mode = modes[mi];
        in.pp = pp;
        in.gpu_usable_bytes = 1e15;
        few = run(&in);
        in.every_stage = true;
        all = run(&in);
        if (few.stage != all.stage || few.total_bytes != all.total_bytes) {
            print_error("L %lld pp %lld k %lld kind %lld mode %d moe %lld: "
                        "stage %lld (%.17g B), every stage says %lld "
                        "(%.17g B)\n", (long long)m.n_layers, (long long)pp,
                        (long long)k, (long long)kind, (int)in.mode,
                        (long long)moe_sizes[si], (long long)few.stage,
                        few.total_bytes, (long long)all.stage,
                        all.total_bytes);
            fail();
        }
        n_checked++;
    }
    assert_true(n_checked > 10000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(weights_take_two_bytes_per_param_in_bf16),
        cmocka_unit_test(kv_cache_is_layers_heads_dim_bytes_tokens),
        cmocka_unit_test(kv_cache_scales_linearly_with_concurrency_and_context),
        cmocka_unit_test(fp8_kv_cache_is_half_of_bf16),
        cmocka_unit_test(tensor_parallelism_divides_weights_and_kv),
        cmocka_unit_test(kv_heads_are_replicated_when_tp_exceeds_them),
        cmocka_unit_test(sliding_window_layers_cap_their_tokens),
        cmocka_unit_test(mla_caches_the_latent_on_every_rank),
        cmocka_unit_test(quantised_formats_count_their_scales),
        cmocka_unit_test(quantisation_keeps_embeddings_in_16_bit),
        cmocka_unit_test(exactly_full_fits_and_one_byte_over_does_not),
        cmocka_unit_test(max_concurrency_is_the_last_that_fits),
        cmocka_unit_test(max_context_is_the_last_that_fits),
        cmocka_unit_test(pipeline_stages_split_layers_not_embeddings),
        cmocka_unit_test(the_busiest_pipeline_stage_sets_the_bytes),
        cmocka_unit_test(domain_errors_name_the_problem),
        cmocka_unit_test(mixed_precision_adam_is_16_bytes_per_param),
        cmocka_unit_test(zero_stages_shard_states_as_the_zero_paper),
        cmocka_unit_test(lora_trains_rank_times_in_plus_out),
        cmocka_unit_test(bf16_adapters_halve_their_weights_and_gradients),
        cmocka_unit_test(recomputation_never_increases_activations),
        cmocka_unit_test(trace_reports_each_quantity_once),
        cmocka_unit_test(experts_take_their_own_format),
        cmocka_unit_test(encoder_weights_sit_on_the_first_stage),
        cmocka_unit_test(interleaved_moe_layers_spread_over_stages),
        cmocka_unit_test(candidate_stages_find_the_busiest_of_every_stage),
    };

    return cmocka_run_group_tests_name("fit", tests, NULL, NULL);
}
