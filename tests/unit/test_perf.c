/*
 * The serving question (engine perf.c): the p99 terms against their
 * formulas (docs/engines/perf.md), the split of concurrency over
 * replicas, the bisection for the largest concurrency that meets targets
 * (it meets, one more does not), the choice of split, and monotonicity:
 * more concurrency never lowers aggregate tokens/s up to the KV capacity,
 * more GPUs (replicas) at the same per-replica layout never fewer tokens/s.
 *
 * toy: 2 layers, hidden 1024, gated FFN 4096, 8 heads = 8 KV heads of
 * 128, vocab 1000 (as test_roofline.c); the GPU: 100 TFLOP/s bf16, 1 TB/s,
 * 16 GiB usable, 8 GPUs per 200 GB/s scale-up domain.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gs_test.h"
#include "perf.h"
#include "roofline_defaults.h"
#include "units.h"

#define assert_rel(actual, expected, rel_tol) do { \
    double a_ = (actual), e_ = (expected); \
    if (!(fabs(a_ - e_) <= (rel_tol) * fabs(e_))) { \
        print_error("%s = %.17g, expected %.17g (rel tol %g)\n", #actual, \
                    a_, e_, (double)(rel_tol)); \
        fail(); \
    } \
} while (0)

static const struct gs_model toy = {
    .id = "toy", .n_layers = 2, .hidden_size = 1024,
    .intermediate_size = 4096, .n_heads = 8, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 1000, .n_norms_per_layer = 2,
    .max_context_tokens = 65536, .mlp_kind = GS_MLP_GATED,
    .norm_kind = GS_NORM_RMS, .shipped_weight_dtype = GS_DTYPE_UNSET,
    .shipped_expert_dtype = GS_DTYPE_UNSET,
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
    g.usable_memory_bytes = 16.0 * GS_BYTES_PER_GIB;
    g.memory_bytes = g.usable_memory_bytes;
    return g;
}

static struct gs_workload toy_work(int64_t ctx)
{
    struct gs_workload w = {
        .mode = GS_MODE_INFER, .weight_dtype = GS_DTYPE_BF16,
        .expert_dtype = GS_DTYPE_BF16, .kv_dtype = GS_DTYPE_BF16,
        .adapter_dtype = GS_DTYPE_FP32, .ctx_tokens = ctx, .concurrency = 1,
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
                                      const struct gs_workload *w,
                                      int64_t prompt, int64_t output)
{
    struct gs_perf_query q = {
        .model = &toy, .gpu = g, .work = w, .prompt_tokens = prompt,
        .output_tokens = output,
        .consts = gs_roofline_default_consts(g, GS_PREC_BF16),
        .compute_precision = GS_PREC_BF16, .max_batch = 2048,
    };

    q.consts.prefill_chunk_tokens = 512;
    return q;
}

static struct gs_perf_point eval(const struct gs_perf_query *q, int64_t tp,
                                 int64_t dp, int64_t c)
{
    struct gs_perf_point p;
    struct gs_error err = GS_ERROR_INIT;

    if (gs_perf_eval(q, tp, 1, dp, c, NULL, &p, &err) != 0) {
        print_error("unexpected error: %s\n", err.msg);
        fail();
    }
    return p;
}

/* itl_p99 and ttft_p99 are the documented formulas of the engine's
 * steps and its own ttft/itl. */
static void p99_terms_follow_their_formulas(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_workload w = toy_work(2048);
    struct gs_perf_query q = toy_query(&g, &w, 1024, 1024);
    struct gs_perf_point p = eval(&q, 1, 1, 64);
    double rho = 64.0 * 1024.0 / (1024.0 * 512.0);    /* 0.125 */
    double f = fmin(1.0, 64.0 / 1024.0 * 2.0);         /* 0.125 */
    double S = p.rf.expected.ttft_s;

    (void)state;
    assert_rel(p.prefill_load, rho, 1e-15);
    assert_rel(p.chunk_step_share, f, 1e-15);
    assert_rel(p.expected.itl_p99_s, p.rf.expected.itl_s +
               p.rf.prefill.total_s - p.rf.decode.total_s, 1e-12);
    assert_rel(p.expected.ttft_p99_s, S + p.rf.expected.itl_s +
               S / (2.0 * (1.0 - rho)) * log(rho / 0.01), 1e-12);
    assert_true(p.low.ttft_p99_s <= p.expected.ttft_p99_s);
    assert_true(p.expected.ttft_p99_s <= p.high.ttft_p99_s);
    /* below 1% of steps with a chunk, p99 ITL is the mean */
    p = eval(&q, 1, 1, 2);
    assert_true(p.chunk_step_share < 0.01);
    assert_rel(p.expected.itl_p99_s, p.expected.itl_s, 1e-15);
    /* a saturated prefill queue: unbounded, never meets a target */
    q.ttft_p99_s = 1e9;
    p = eval(&q, 1, 1, 600);
    assert_true(p.prefill_load >= 1.0);
    assert_true(isinf(p.expected.ttft_p99_s));
    assert_false(p.meets_targets);
}

/* C sequences over dp replicas: the busiest gets ceil(C/dp), tokens/s
 * is the sum of every replica's. */
static void replicas_split_the_concurrency(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_workload w = toy_work(2048);
    struct gs_perf_query q = toy_query(&g, &w, 1024, 1024);
    struct gs_perf_point one9 = eval(&q, 1, 1, 9), one8 = eval(&q, 1, 1, 8);
    struct gs_perf_point p = eval(&q, 1, 4, 33);

    (void)state;
    assert_int_equal(p.replica_concurrency, 9);
    assert_int_equal(p.n_gpus, 4);
    assert_rel(p.expected.tokens_per_s, one9.expected.tokens_per_s +
               3.0 * one8.expected.tokens_per_s, 1e-12);
    assert_rel(p.expected.tokens_per_s_per_gpu,
               p.expected.tokens_per_s / 4.0, 1e-15);
    assert_rel(p.expected.itl_s, one9.expected.itl_s, 1e-15);
}

/* More concurrency never lowers aggregate tokens/s up to the capacity;
 * more replicas of the same layout never give fewer tokens/s. */
static void throughput_is_monotone(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_workload w = toy_work(2048);
    struct gs_perf_query q = toy_query(&g, &w, 1024, 1024);
    struct gs_error err = GS_ERROR_INIT;
    int64_t cap, c, dp;
    double last = 0.0;

    (void)state;
    assert_int_equal(gs_perf_capacity(&q, 1, 1, &cap, &err), 0);
    assert_true(cap > 64);
    for (c = 1; c <= cap; c++) {
        struct gs_perf_point p = eval(&q, 1, 1, c);

        assert_true(p.expected.tokens_per_s >= last * (1.0 - 1e-12));
        last = p.expected.tokens_per_s;
    }
    last = 0.0;
    for (dp = 1; dp <= 8; dp++) {
        struct gs_perf_point p = eval(&q, 1, dp, 64 * dp);

        assert_true(p.expected.tokens_per_s >= last);
        last = p.expected.tokens_per_s;
    }
}

/* The bisection's answer meets the targets and one more sequence does
 * not; without targets the answer is the capacity. */
static void best_concurrency_is_the_largest_that_meets(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_workload w = toy_work(2048);
    struct gs_perf_query q = toy_query(&g, &w, 1024, 1024);
    struct gs_perf_point p, next;
    struct gs_error err = GS_ERROR_INIT;
    bool found;

    (void)state;
    assert_int_equal(gs_perf_best_concurrency(&q, 1, 1, 1, 200, &p, &found,
                                              &err), 0);
    assert_true(found);
    assert_int_equal(p.concurrency, 200);
    /* a target between the p99 ITL at 1 and at 200 sequences */
    q.itl_p99_s = 0.5 * (eval(&q, 1, 1, 1).expected.itl_p99_s +
                         eval(&q, 1, 1, 200).expected.itl_p99_s);
    assert_int_equal(gs_perf_best_concurrency(&q, 1, 1, 1, 200, &p, &found,
                                              &err), 0);
    assert_true(found);
    assert_true(p.meets_targets);
    assert_true(p.concurrency > 1 && p.concurrency < 200);
    next = eval(&q, 1, 1, p.concurrency + 1);
    assert_false(next.meets_targets);
    /* a target nothing meets */
    q.itl_p99_s = 1e-9;
    assert_int_equal(gs_perf_best_concurrency(&q, 1, 1, 1, 200, &p, &found,
                                              &err), 0);
    assert_false(found);
    assert_int_equal(p.concurrency, 1);
}

/* Eight GPUs: every valid split is tried; the answer has the most
 * tokens/s of them; a concurrency beyond every capacity holds none and
 * says the most any layout holds. */
static void choose_takes_the_best_split(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_workload w = toy_work(2048);
    struct gs_perf_query q = toy_query(&g, &w, 1024, 1024);
    struct gs_perf_choice ch;
    struct gs_perf_point p;
    struct gs_error err = GS_ERROR_INIT;
    int64_t tp;

    (void)state;
    assert_int_equal(gs_perf_choose(&q, 8, GS_UNSET_I64, GS_UNSET_I64, 256,
                                    &p, &ch, &err), 0);
    assert_true(ch.found);
    assert_int_equal(ch.n_layouts, 4);          /* tp 1, 2, 4, 8; pp 1 */
    assert_int_equal(p.n_gpus, 8);
    for (tp = 1; tp <= 8; tp *= 2)
        assert_true(p.expected.tokens_per_s >=
                    eval(&q, tp, 8 / tp, 256).expected.tokens_per_s);
    assert_int_equal(gs_perf_choose(&q, 8, GS_UNSET_I64, GS_UNSET_I64,
                                    1000000, &p, &ch, &err), 0);
    assert_false(ch.found);
    assert_true(ch.max_concurrency > 256);
    /* a fixed tp that does not divide the heads: no layout */
    assert_int_equal(gs_perf_choose(&q, 6, 3, GS_UNSET_I64, 1, &p, &ch,
                                    &err), 0);
    assert_false(ch.found);
    assert_int_equal(ch.n_layouts, 0);
}

/* A serving profile: its step and per-sequence costs enter the step. */
static void a_profile_adds_its_host_costs(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_workload w = toy_work(2048);
    struct gs_perf_query q = toy_query(&g, &w, 1024, 1024);
    const struct gs_serving_profile *sp = gs_serving_profile(GS_SERVE_VLLM);
    struct gs_perf_point none, with;
    int64_t c = 8;

    (void)state;
    none = eval(&q, 1, 1, c);
    q.profile = sp;
    q.consts.prefill_chunk_tokens = sp->max_batched_tokens;
    with = eval(&q, 1, 1, c);
    assert_rel(with.rf.decode.time_s[GS_ROP_OVERHEAD] -
               none.rf.decode.time_s[GS_ROP_OVERHEAD],
               sp->step_overhead_s + sp->per_seq_overhead_s * (double)c -
               q.consts.expected.step_overhead_s, 1e-9);
}

/* The mean time per output token is the steady ITL; a --tpot-mean
 * target is met exactly when that mean is at most it. */
static void tpot_mean_target_reads_the_mean(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_workload w = toy_work(2048);
    struct gs_perf_query q = toy_query(&g, &w, 1024, 1024);
    struct gs_perf_point p = eval(&q, 1, 1, 64);

    (void)state;
    assert_rel(p.expected.itl_s, p.rf.expected.itl_s, 1e-15);
    q.tpot_mean_s = p.expected.itl_s;
    assert_true(eval(&q, 1, 1, 64).meets_targets);
    q.tpot_mean_s = nextafter(p.expected.itl_s, 0.0);
    assert_false(eval(&q, 1, 1, 64).meets_targets);
    /* the p99 ITL is not the mean: a target on it alone passes here */
    q.tpot_mean_s = 0.0;
    q.itl_p99_s = p.expected.itl_p99_s;
    assert_true(eval(&q, 1, 1, 64).meets_targets);
    assert_true(p.expected.itl_p99_s > p.expected.itl_s);
}

/*
 * The prefill budget as a searched variable.  An 8192-token prompt with
 * 256 output tokens: at a budget of 8192 a prompt is one chunk, so the
 * share of steps carrying one is C / 256 and passes 1% at C = 3
 * (3 / 256 = 1.17%); from there the p99 ITL is the 8192-token chunk
 * step.  A p99 ITL target between the 512-token chunk step and the
 * 8192-token one therefore holds a budget of 8192 to 2 sequences, while
 * 512 meets it much higher: the search picks 512 and says so.
 */
static void the_prefill_budget_is_searched(void **state)
{
    struct gs_gpu g = toy_gpu();
    struct gs_workload w = toy_work(8192 + 256);
    struct gs_perf_query q = toy_query(&g, &w, 8192, 256);
    struct gs_perf_query fixed;
    struct gs_perf_point big, small, p;
    struct gs_perf_choice ch;
    struct gs_error err = GS_ERROR_INIT;
    const int64_t two[] = { 512, 8192 };

    (void)state;
    q.consts.prefill_chunk_tokens = 8192;
    big = eval(&q, 1, 1, 3);
    q.consts.prefill_chunk_tokens = 512;
    small = eval(&q, 1, 1, 3);
    assert_int_equal(big.prefill_chunk_tokens, 8192);
    assert_int_equal(small.prefill_chunk_tokens, 512);
    assert_true(small.expected.itl_p99_s < big.expected.itl_p99_s);
    q.itl_p99_s = (small.expected.itl_p99_s + big.expected.itl_p99_s) / 2.0;

    /* fixed at 8192: the best concurrency is 2, by the share above */
    fixed = q;
    gs_perf_query_budget(&fixed, 8192, true);
    assert_null(fixed.chunk_candidates);
    assert_int_equal(gs_perf_choose(&fixed, 1, 1, 1, GS_UNSET_I64, &big, &ch,
                                    &err), 0);
    assert_true(ch.found && big.meets_targets);
    assert_int_equal(big.concurrency, 2);
    assert_int_equal(big.prefill_chunk_tokens, 8192);
    /* fixed at 512 */
    fixed = q;
    gs_perf_query_budget(&fixed, 512, true);
    assert_int_equal(gs_perf_choose(&fixed, 1, 1, 1, GS_UNSET_I64, &small,
                                    &ch, &err), 0);
    assert_true(small.meets_targets && small.concurrency > 2);
    assert_true(small.expected.tokens_per_s > big.expected.tokens_per_s);
    /* searched (from the engine default of 8192): 512, its point */
    q.consts.prefill_chunk_tokens = 8192;
    q.chunk_candidates = two;
    q.n_chunk_candidates = 2;
    assert_int_equal(gs_perf_choose(&q, 1, 1, 1, GS_UNSET_I64, &p, &ch,
                                    &err), 0);
    assert_int_equal(ch.n_layouts, 1);
    assert_int_equal(p.prefill_chunk_tokens, 512);
    assert_int_equal(p.concurrency, small.concurrency);
    assert_rel(p.expected.tokens_per_s, small.expected.tokens_per_s, 1e-15);
    /* without targets the most tokens/s wins, and the default search set
     * is the documented one */
    q.itl_p99_s = 0.0;
    gs_perf_query_budget(&q, GS_UNSET_I64, true);
    assert_ptr_equal(q.chunk_candidates, gs_perf_prefill_chunks_tokens);
    assert_int_equal(q.n_chunk_candidates, 5);
    assert_int_equal(gs_perf_prefill_chunks_tokens[0], 512);
    assert_int_equal(gs_perf_prefill_chunks_tokens[4], 8192);
    /* no search asked: the budget in the query stays */
    gs_perf_query_budget(&q, GS_UNSET_I64, false);
    assert_null(q.chunk_candidates);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(p99_terms_follow_their_formulas),
        cmocka_unit_test(replicas_split_the_concurrency),
        cmocka_unit_test(throughput_is_monotone),
        cmocka_unit_test(best_concurrency_is_the_largest_that_meets),
        cmocka_unit_test(choose_takes_the_best_split),
        cmocka_unit_test(a_profile_adds_its_host_costs),
        cmocka_unit_test(tpot_mean_target_reads_the_mean),
        cmocka_unit_test(the_prefill_budget_is_searched),
    };

    return cmocka_run_group_tests_name("perf", tests, NULL, NULL);
}
