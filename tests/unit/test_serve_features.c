/*
 * The serving features of the roofline and perf engines (issue 17):
 * prefix caching, speculative decoding, expert parallelism with
 * attention data parallelism.  Hand-computed values on the toy model
 * and GPU of test_roofline.c (docs/engines/roofline.md, "Prefix
 * caching", "Speculative decoding", "Expert parallelism").
 *
 * toy: 2 layers, hidden 1024, gated FFN 4096, 8 heads = 8 KV heads of
 * 128, vocab 1000.  toy-moe: FFN of 8 routed experts of width 1024,
 * top-2, every layer MoE.  The toy GPU: 100 TFLOP/s bf16, 1 TB/s,
 * 200 GB/s scale-up (both directions: 100 GB/s per direction), 8 GPUs
 * per domain; ideal constants (every roof at peak, no overheads).
 */
#include <string.h>

#include "gs_test.h"
#include "cost.h"
#include "perf.h"
#include "roofline.h"
#include "units.h"

#define TOY_H 1024.0
#define TOY_HD 128.0
#define TOY_HEADS 8.0
#define TOY_L 2.0

static const struct gs_model toy = {
    .id = "toy", .n_layers = 2, .hidden_size = 1024,
    .intermediate_size = 4096, .n_heads = 8, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 1000, .n_norms_per_layer = 2,
    .max_context_tokens = 4096,
};

static const struct gs_model toy_moe = {
    .id = "toy-moe", .n_layers = 2, .hidden_size = 1024,
    .intermediate_size = 1024, .n_heads = 8, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 1000, .n_norms_per_layer = 2,
    .max_context_tokens = 4096, .n_experts = 8, .n_active_experts = 2,
};

static struct gs_gpu toy_gpu(void)
{
    struct gs_gpu g;

    memset(&g, 0, sizeof(g));
    g.id = "toy-gpu";
    g.vendor = "toy";
    g.architecture = "toy";
    g.mem_bw_bytes_per_s = 1e12;
    g.dense_flop_per_s[GS_PREC_BF16] = 1e14;
    g.dense_flop_per_s[GS_PREC_FP16] = 1e14;
    g.dense_flop_per_s[GS_PREC_FP32] = 1e14 / 16.0;
    g.scale_up_kind = "nvlink";
    g.scale_up_bw_bytes_per_s = 200e9;
    g.scale_up_domain_gpus = 8;
    g.memory_bytes = 80e9;
    return g;
}

static struct gs_roofline_consts ideal_consts(void)
{
    struct gs_roofline_eff e = {
        .matmul_frac = 1.0, .attention_frac = 1.0, .mem_bw_frac = 1.0,
        .allreduce_bus_frac = 1.0,
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
        .prompt_tokens = 1, .output_tokens = 1,
        .consts = ideal_consts(),
    };
}

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

static void refused(const struct gs_roofline_input *in)
{
    struct gs_roofline_result r;
    struct gs_error err = GS_ERROR_INIT;

    assert_int_equal(gs_roofline_estimate(in, &r, NULL, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
}

/* ------------------------------------------------------ prefix caching */

/*
 * P = 1000 prompt tokens of which 600 are cached, one sequence, one
 * output token: the one prefill chunk computes 400 tokens.  Attention
 * projections: 2 FLOP x 400 x 2 layers x 4 x 1024^2.  Attention: each of
 * the 400 attends to the 600 cached positions plus half its own chunk,
 * ctx = 600 + 401/2 = 800.5 per layer: 2 x 8 heads x 400 x 2 layers x
 * 800.5 x (128 + 128).
 */
static void prefix_cache_skips_the_cached_prefill(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result plain, cached;

    (void)state;
    in.prompt_tokens = 1000;
    plain = run(&in);
    in.prefix_cached_tokens = 600.0;
    cached = run(&in);
    assert_close(cached.prefill.tokens, 400.0, 1e-12);
    assert_close(cached.prefill.flop[GS_ROP_ATTN_LINEAR],
                 2.0 * 400.0 * TOY_L * 4.0 * TOY_H * TOY_H, 1e-12);
    assert_close(cached.prefill.flop[GS_ROP_ATTENTION],
                 2.0 * TOY_HEADS * 400.0 * TOY_L * 800.5 * 2.0 * TOY_HD,
                 1e-12);
    /* with one output token the steady step is the same prefill */
    assert_close(cached.decode.flop[GS_ROP_ATTENTION],
                 2.0 * TOY_HEADS * 400.0 * TOY_L * 800.5 * 2.0 * TOY_HD,
                 1e-12);
    assert_close(plain.prefill.tokens, 1000.0, 1e-12);
    assert_true(cached.expected.ttft_s < plain.expected.ttft_s);
    /* the steady step's prompt share: C x (P - cached) / O */
    assert_close(cached.prefill_tokens_per_step, 400.0, 1e-12);
}

/* Chunked prefill after a cached prefix reads the prefix once per chunk:
 * P0 = 600 cached, Pn = 400 new in chunks of 256 (two chunks, 256 and
 * 144): KV read = (600 + 256) + (856 + 144) per layer on the last one,
 * and the first chunk's step reads 600 + 256. */
static void prefix_cache_chunks_read_the_prefix(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r;
    double kv_tok_layer = 2.0 * TOY_HEADS * TOY_HD * 2.0;   /* bf16 */

    (void)state;
    in.prompt_tokens = 1000;
    in.consts.prefill_chunk_tokens = 256;
    in.prefix_cached_tokens = 600.0;
    r = run(&in);
    /* first chunk: read 600 + 256 positions, write 256, per layer; q and
     * the output of 256 tokens */
    assert_close(r.prefill.bytes[GS_ROP_ATTENTION],
                 kv_tok_layer * TOY_L * (600.0 + 256.0 + 256.0) +
                     256.0 * TOY_L * TOY_HEADS * 2.0 * TOY_HD * 2.0,
                 1e-12);
}

static void prefix_cache_outside_the_prompt_is_refused(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);

    (void)state;
    in.prompt_tokens = 100;
    in.prefix_cached_tokens = 100.0;    /* at least one token computed */
    refused(&in);
    in.prefix_cached_tokens = -1.0;
    refused(&in);
}

/* Cached tokens per request: hit rate x min(prefix, prompt - 1). */
static void perf_cached_tokens_are_hit_rate_times_prefix(void **state)
{
    struct gs_perf_query q = { .prompt_tokens = 3000, .prefix_tokens = 2000,
                               .prefix_hit_rate = 0.8 };

    (void)state;
    assert_close(gs_perf_cached_tokens(&q), 1600.0, 1e-12);
    q.prefix_tokens = 5000;     /* capped at the prompt less one token */
    assert_close(gs_perf_cached_tokens(&q), 0.8 * 2999.0, 1e-12);
    q.prefix_hit_rate = 0.0;
    assert_close(gs_perf_cached_tokens(&q), 0.0, 1e-12);
}

/* An API bills the cached share at its cached-input price: 10^6 prompt
 * tokens at 3 USD/Mtok, half cached at 0.30: 1.50 + 0.15 USD, plus 10^5
 * output tokens at 15 USD/Mtok: 1.50.  Without a listed cached price the
 * cached tokens pay the input price. */
static void api_cached_input_price_applies_to_the_cached_share(void **state)
{
    struct gs_cost_api api = { .usd_per_mtok_input = 3.0,
                               .usd_per_mtok_output = 15.0,
                               .usd_per_mtok_cached_input = 0.30,
                               .cached_input_frac = 0.5 };

    (void)state;
    assert_close(gs_cost_api_usd(&api, 1e6, 1e5), 1.50 + 0.15 + 1.50,
                 1e-12);
    api.usd_per_mtok_cached_input = 0.0;
    assert_close(gs_cost_api_usd(&api, 1e6, 1e5), 3.0 + 1.50, 1e-12);
    api.usd_per_mtok_cached_input = 0.30;
    api.cached_input_frac = 0.0;
    assert_close(gs_cost_api_usd(&api, 1e6, 1e5), 3.0 + 1.50, 1e-12);
}

/* ------------------------------------------------ speculative decoding */

/*
 * K = 3 drafts, A = 2.5 accepted per step, O = 101: a request takes
 * S = 1 + 100 / 2.5 = 41 steps.  Eight sequences, one prompt token: the
 * steady step verifies 8 x 40/41 sequences x 4 tokens and prefills
 * 8 x 1 / 41 prompt tokens.  ITL = cycle / 2.5, tokens/s = 8 x 101 /
 * (41 x cycle).
 */
static void spec_decode_verifies_k_plus_one_and_emits_a(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r;
    double cycle;

    (void)state;
    in.concurrency = 8;
    in.output_tokens = 101;
    in.spec_draft_tokens = 3;
    in.spec_accept_tokens = 2.5;
    r = run(&in);
    assert_close(r.steps_per_request, 41.0, 1e-12);
    assert_close(r.decode.tokens, 8.0 * 40.0 / 41.0 * 4.0 + 8.0 / 41.0,
                 1e-12);
    cycle = r.expected.itl_s * 2.5;
    assert_close(r.expected.tokens_per_s, 8.0 * 101.0 / (41.0 * cycle),
                 1e-12);
    /* the MTP head's passes: part of the cycle, positive */
    assert_true(r.draft_step_s > 0.0);
    assert_true(cycle > r.decode.total_s);
    assert_close(cycle, r.decode.total_s + r.draft_step_s, 1e-12);
}

/* K passes of the draft: twice the drafts, twice the draft time; a draft
 * model as large as the model costs more per pass than its MTP head
 * (one of its two layers and the head). */
static void spec_decode_draft_cost_scales_with_k(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result k1, k2, model;

    (void)state;
    in.concurrency = 4;
    in.output_tokens = 64;
    in.spec_draft_tokens = 1;
    in.spec_accept_tokens = 1.5;
    k1 = run(&in);
    in.spec_draft_tokens = 2;
    k2 = run(&in);
    assert_close(k2.draft_step_s, 2.0 * k1.draft_step_s, 1e-9);
    in.spec_draft_tokens = 1;
    in.spec_draft_model = &toy;
    model = run(&in);
    assert_true(model.draft_step_s > k1.draft_step_s);
}

static void spec_decode_acceptance_outside_its_range_is_refused(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);

    (void)state;
    in.output_tokens = 10;
    in.spec_draft_tokens = 2;
    in.spec_accept_tokens = 3.5;    /* at most K + 1 = 3 */
    refused(&in);
    in.spec_accept_tokens = 0.5;    /* at least the bonus token */
    refused(&in);
}

/* Without drafts the engine is unchanged: K = 0 ignores A. */
static void spec_decode_off_is_the_plain_engine(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result a, b;

    (void)state;
    in.concurrency = 4;
    in.output_tokens = 64;
    a = run(&in);
    in.spec_accept_tokens = 2.0;
    b = run(&in);
    assert_close(a.expected.itl_s, b.expected.itl_s, 1e-15);
    assert_close(a.steps_per_request, 64.0, 1e-15);
}

/* ------------------------------------------------- expert parallelism */

/* 1 + sqrt(2 ln(ep) / (pairs / ep)), capped at ep. */
static void ep_imbalance_is_the_sampling_term(void **state)
{
    (void)state;
    assert_close(gs_roofline_ep_imbalance(8.0, 64.0),
                 1.0 + sqrt(2.0 * log(8.0) / 8.0), 1e-12);
    assert_close(gs_roofline_ep_imbalance(1.0, 64.0), 1.0, 1e-15);
    assert_close(gs_roofline_ep_imbalance(2.0, 0.1), 2.0, 1e-15);
    /* more pairs per rank, closer to balance */
    assert_true(gs_roofline_ep_imbalance(8.0, 8192.0) <
                gs_roofline_ep_imbalance(8.0, 64.0));
}

/*
 * toy-moe on 2 GPUs, EP 2 with attention-DP, 16 sequences (8 per GPU),
 * one prompt and two output tokens (S = 2).  The steady step on a GPU:
 * 4 decode + 4 prompt tokens = 8; the group's 16 tokens make 32
 * token-expert pairs, 16 per rank; imbalance 1 + sqrt(2 ln 2 / 16).  The
 * busiest rank's expert FLOPs: 2 x 16 x imb x (whole expert: 3 x 1024 x
 * 1024 x 2 layers).  All-to-all: 2 layers x 8 tokens x imb x k 2 x 1024
 * x (2 + 2) bytes x 1/2 leaving the rank, over 100 GB/s.
 */
static void ep_attention_dp_hand_computed(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result r;
    double imb = 1.0 + sqrt(2.0 * log(2.0) / 16.0);
    double expert = 3.0 * TOY_H * TOY_H * TOY_L;
    double a2a = TOY_L * 8.0 * imb * 2.0 * TOY_H * 4.0 * 0.5;

    (void)state;
    in.model = &toy_moe;
    in.concurrency = 16;
    in.output_tokens = 2;
    in.ep = 2;
    in.attn_dp = true;
    r = run(&in);
    assert_int_equal(r.n_gpus, 2);
    assert_close(r.decode.tokens, 8.0, 1e-12);
    assert_close(r.ep_imbalance, imb, 1e-12);
    assert_close(r.decode.flop[GS_ROP_EXPERTS],
                 2.0 * 16.0 * imb * 2.0 * expert / 2.0, 1e-12);
    assert_close(r.alltoall_s, a2a / 100e9, 1e-12);
    /* tokens/s: all 16 sequences, one token per step each */
    assert_close(r.expected.tokens_per_s, 16.0 / r.expected.itl_s, 1e-12);
}

/* Without attention-DP, EP keeps tp = ep and the all-reduces; each rank
 * runs its four whole experts on the pairs routed to them: at one
 * sequence of two tokens (S = 2 steps of 1 token: 0.5 decode + 0.5
 * prompt), pairs = 1 x 2, half on each rank. */
static void ep_under_tensor_parallel_attention(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result tp, ep;

    (void)state;
    in.model = &toy_moe;
    in.tp = 2;
    in.concurrency = 1;
    in.output_tokens = 2;
    tp = run(&in);
    in.ep = 2;
    ep = run(&in);
    assert_close(ep.alltoall_s, 0.0, 1e-15);
    assert_close(ep.decode.time_s[GS_ROP_ALLREDUCE],
                 tp.decode.time_s[GS_ROP_ALLREDUCE], 1e-12);
    /* the same expert FLOPs in total, times the busiest rank's share */
    assert_close(ep.decode.flop[GS_ROP_EXPERTS],
                 tp.decode.flop[GS_ROP_EXPERTS] * ep.ep_imbalance, 1e-12);
}

static void ep_outside_its_domain_is_refused(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);

    (void)state;
    in.ep = 2;                  /* dense model: no experts */
    in.attn_dp = true;
    refused(&in);
    in.model = &toy_moe;
    in.tp = 2;                  /* attention-DP runs attention at tp 1 */
    refused(&in);
    in.tp = 1;
    in.ep = 16;                 /* more ranks than experts */
    refused(&in);
    in.ep = 2;
    in.attn_dp = false;         /* EP under TP needs tp == ep */
    refused(&in);
}

/* The pessimistic evaluation applies the routing skew: lower tokens/s. */
static void ep_skew_widens_the_low_bound(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result even, skewed;

    (void)state;
    in.model = &toy_moe;
    in.concurrency = 64;
    in.output_tokens = 16;
    in.ep = 4;
    in.attn_dp = true;
    even = run(&in);
    in.consts.ep_skew_pessimistic = 1.5;
    skewed = run(&in);
    assert_true(skewed.low.tokens_per_s < even.low.tokens_per_s);
    assert_close(skewed.expected.tokens_per_s, even.expected.tokens_per_s,
                 1e-12);
}

/* ------------------------------------------- perf: capacity, disagg */

static struct gs_workload toy_work(void)
{
    struct gs_workload w = {
        .mode = GS_MODE_INFER, .weight_dtype = GS_DTYPE_BF16,
        .expert_dtype = GS_DTYPE_BF16, .kv_dtype = GS_DTYPE_BF16,
        .adapter_dtype = GS_DTYPE_FP32, .ctx_tokens = 2000, .concurrency = 1,
        .micro_batch = 1, .optimizer = GS_OPTIM_ADAM,
        .recompute = GS_RECOMPUTE_NONE, .lora_rank = 16,
        .prefill_chunk_tokens = 512, .mem_util_frac = 0.9,
        .runtime_reserve_bytes = 1.5 * GS_BYTES_PER_GIB,
        .fragmentation_frac = 0.1, .weight_origin = GS_ORIGIN_ASKED,
        .recompute_origin = GS_ORIGIN_DEFAULT,
    };

    return w;
}

static struct gs_perf_query toy_query(const struct gs_gpu *g,
                                      const struct gs_workload *w)
{
    struct gs_perf_query q = {
        .model = &toy, .gpu = g, .work = w, .prompt_tokens = 1000,
        .output_tokens = 1000, .consts = ideal_consts(),
        .compute_precision = GS_PREC_BF16, .max_batch = 1 << 20,
    };

    q.consts.prefill_chunk_tokens = 512;
    return q;
}

static int64_t capacity(const struct gs_perf_query *q, int64_t tp)
{
    struct gs_error err = GS_ERROR_INIT;
    int64_t cap = -1;

    assert_int_equal(gs_perf_capacity(q, tp, 1, &cap, &err), 0);
    return cap;
}

/* A cached prefix holds fewer KV tokens per sequence: 2000 - 800 = 1200
 * of them (plus one shared copy of the prefix): about 2000 / 1200 times
 * the sequences. */
static void prefix_cache_raises_the_capacity(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_workload w = toy_work();
    struct gs_perf_query q = toy_query(&g, &w);
    int64_t plain, cached;

    (void)state;
    plain = capacity(&q, 1);
    q.prefix_tokens = 1000.0;
    q.prefix_hit_rate = 0.8;
    cached = capacity(&q, 1);
    assert_true(plain > 100);
    assert_close((double)cached / (double)plain, 2000.0 / 1200.0, 0.01);
}

/* A draft model's weights come out of the KV budget: the toy as its own
 * draft (25,165,824 + 2 x 1000 x 1024 parameters, bf16, ~54 MB) costs
 * that many bytes of KV at 2000 tokens x 16,384 B per token. */
static void draft_weights_come_out_of_the_kv(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_workload w = toy_work();
    struct gs_perf_query q = toy_query(&g, &w);
    int64_t plain, spec;
    double draft_bytes = (2.0 * (4.0 + 12.0) * TOY_H * TOY_H +
                          2.0 * 1000.0 * TOY_H) * 2.0;
    double seq_bytes = 2000.0 * 2.0 * TOY_HEADS * TOY_HD * 2.0 * TOY_L;
    /* = 2000 tokens x 8,192 B */

    (void)state;
    plain = capacity(&q, 1);
    q.spec_draft_tokens = 2;
    q.spec_accept_tokens = 2.0;
    q.spec_draft_model = &toy;
    spec = capacity(&q, 1);
    assert_close((double)(plain - spec), draft_bytes / seq_bytes, 1.0);
}

/*
 * Disaggregation on toy GPUs, 2 prefill + 2 decode in one 8-GPU domain:
 * the KV of a 1000-token prompt, 2 x 8 x 128 x 2 layers x 2 B x 1000 =
 * 8,192,000 B, moves over the scale-up link, 100 GB/s per direction per
 * GPU of the prefill instance (ideal constants: no latency, bus 1).
 * rho = lambda t_pre / dp_p with lambda = C / ((O - 1) itl); TTFT p99 =
 * t_pre + t_kv + t_pre / (2 (1 - rho)) ln(rho / 1%).
 */
static void disagg_hand_computed(void **state)
{
    struct gs_gpu g = toy_gpu(), other = toy_gpu();
    struct gs_workload w = toy_work();
    struct gs_perf_query qp = toy_query(&g, &w), qd = toy_query(&g, &w);
    struct gs_perf_disagg_query dq = { &qp, &qd, 2, 2 };
    struct gs_perf_disagg d;
    struct gs_error err = GS_ERROR_INIT;
    double kv = 2.0 * TOY_HEADS * TOY_HD * TOY_L * 2.0 * 1000.0;
    double lambda, rho, wait;
    bool found = false;

    (void)state;
    qd.decode_only = true;
    assert_int_equal(gs_perf_disagg_choose(&dq, 64, &d, &found, &err), 0);
    assert_true(found);
    assert_close(d.kv_bytes, kv, 1e-12);
    assert_true(d.kv_scale_up);
    assert_close(d.kv_transfer_s,
                 kv / ((double)d.prefill_tp * 100e9), 1e-12);
    lambda = 64.0 / (999.0 * d.decode.expected.itl_s);
    assert_close(d.request_rate_per_s, lambda, 1e-12);
    rho = lambda * d.prefill_s / (double)d.prefill_dp;
    assert_close(d.prefill_load, rho, 1e-12);
    wait = rho > 0.01 ? d.prefill_s / (2.0 * (1.0 - rho)) * log(rho / 0.01)
                      : 0.0;
    assert_close(d.ttft_p99_s, d.prefill_s + d.kv_transfer_s + wait, 1e-12);
    assert_close(d.tokens_per_s, d.decode.expected.tokens_per_s, 1e-12);
    assert_int_equal(d.n_gpus, 4);
    /* the decode pool's steps carry no prompt: ITL p99 = ITL */
    assert_close(d.itl_p99_s, d.decode.expected.itl_s, 1e-12);
    /* another GPU type for the prefill pool: the scale-out network,
     * 50 GB/s per GPU */
    other.id = "toy-other";
    qp.gpu = &other;
    assert_int_equal(gs_perf_disagg_choose(&dq, 64, &d, &found, &err), 0);
    assert_false(d.kv_scale_up);
    assert_close(d.kv_transfer_s, kv / ((double)d.prefill_tp * 50e9),
                 1e-12);
}

/* A decode-only step has no prompt tokens: ITL below the mixed step's. */
static void decode_only_steps_carry_no_prompt(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result mixed, dec;

    (void)state;
    in.concurrency = 16;
    in.prompt_tokens = 1000;
    in.output_tokens = 100;
    mixed = run(&in);
    in.decode_only = true;
    dec = run(&in);
    assert_close(dec.decode.tokens, 16.0, 1e-12);
    assert_close(dec.expected.ttft_s, 0.0, 1e-15);
    assert_true(dec.expected.itl_s < mixed.expected.itl_s);
    assert_close(dec.expected.tokens_per_s, 16.0 / dec.expected.itl_s,
                 1e-12);
}

/* ---------------------------------------------------------- KV offload */

/*
 * Half of the decode KV from host memory at 10 GB/s: 16 sequences, one
 * output token each of... one prompt token, 64 output tokens: each decode
 * token reads ctx = 1 + 63/2 = 32.5 positions per layer of 2 x 8 x 128 x 2
 * B.  The decode attention's time grows by the host half's bytes over
 * 10 GB/s less their HBM time at 1 TB/s (bandwidth-bound).
 */
static void kv_offload_streams_the_host_share(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_roofline_input in = toy_input(&g);
    struct gs_roofline_result hbm, off;
    double n_dec, host;

    (void)state;
    in.concurrency = 16;
    in.output_tokens = 64;
    hbm = run(&in);
    in.kv_host_frac = 0.5;
    in.host_link_bw_bytes_per_s = 10e9;
    off = run(&in);
    n_dec = 16.0 * 63.0 / 64.0;
    host = 0.5 * 2.0 * TOY_HEADS * TOY_HD * 2.0 * n_dec * TOY_L * 32.5;
    assert_close(off.decode.time_s[GS_ROP_ATTENTION] -
                     hbm.decode.time_s[GS_ROP_ATTENTION],
                 host / 10e9 - host / 1e12, 1e-9);
    in.host_link_bw_bytes_per_s = 0.0;      /* a share needs a link */
    refused(&in);
}

/* NVLink-C2C on a Grace superchip, else PCIe x16 of the generation. */
static void host_link_is_c2c_on_grace_else_pcie(void **state)
{
    struct gs_gpu g = toy_gpu();

    (void)state;
    g.pcie_gen = 5;
    assert_close(gs_roofline_host_link_bw(&g), 63e9, 1e-12);
    g.form_factor = "Grace Hopper Superchip module (1 GPU + 1 Grace CPU)";
    assert_close(gs_roofline_host_link_bw(&g), 450e9, 1e-12);
    g.form_factor = NULL;
    g.pcie_gen = 0;
    assert_close(gs_roofline_host_link_bw(&g), 0.0, 1e-12);
}

/* The host tier adds floor(host bytes / one sequence's KV) sequences:
 * 2000 tokens x (2 x 8 x 128 x 2 B x 2 layers = 8,192 B) = 16,384,000 B
 * each; 1 GB of host memory holds 61 more. */
static void kv_offload_adds_host_capacity(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_workload w = toy_work();
    struct gs_perf_query q = toy_query(&g, &w);
    int64_t plain, off;

    (void)state;
    plain = capacity(&q, 1);
    q.kv_offload_host_bytes = 1e9;
    q.host_link_bw_bytes_per_s = 63e9;
    off = capacity(&q, 1);
    assert_int_equal(off - plain, 61);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(prefix_cache_skips_the_cached_prefill),
        cmocka_unit_test(prefix_cache_chunks_read_the_prefix),
        cmocka_unit_test(prefix_cache_outside_the_prompt_is_refused),
        cmocka_unit_test(perf_cached_tokens_are_hit_rate_times_prefix),
        cmocka_unit_test(api_cached_input_price_applies_to_the_cached_share),
        cmocka_unit_test(spec_decode_verifies_k_plus_one_and_emits_a),
        cmocka_unit_test(spec_decode_draft_cost_scales_with_k),
        cmocka_unit_test(spec_decode_acceptance_outside_its_range_is_refused),
        cmocka_unit_test(spec_decode_off_is_the_plain_engine),
        cmocka_unit_test(ep_imbalance_is_the_sampling_term),
        cmocka_unit_test(ep_attention_dp_hand_computed),
        cmocka_unit_test(ep_under_tensor_parallel_attention),
        cmocka_unit_test(ep_outside_its_domain_is_refused),
        cmocka_unit_test(ep_skew_widens_the_low_bound),
        cmocka_unit_test(prefix_cache_raises_the_capacity),
        cmocka_unit_test(draft_weights_come_out_of_the_kv),
        cmocka_unit_test(disagg_hand_computed),
        cmocka_unit_test(decode_only_steps_carry_no_prompt),
        cmocka_unit_test(kv_offload_streams_the_host_share),
        cmocka_unit_test(host_link_is_c2c_on_grace_else_pcie),
        cmocka_unit_test(kv_offload_adds_host_capacity),
    };

    return cmocka_run_group_tests_name("serve_features", tests, NULL, NULL);
}
