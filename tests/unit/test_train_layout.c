/*
 * Training defaults (engine/train_layout.h): the recipe's global batch at
 * its published anchors and between them (log-log), the batch rules
 * (tokens to whole sequences, a full pipeline per replica, multiples of
 * dp x micro-batch), and the layout search: fixed degrees are honoured,
 * the answer equals a brute-force walk over every tp, pp, ZeRO,
 * micro-batch, recomputation and chunk count, and Llama 3.1 405B on
 * 16,384 H100s gets an interleaved layout that beats every plain 1F1B
 * one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gs_test.h"
#include "compat.h"
#include "layout.h"
#include "train.h"
#include "train_defaults.h"
#include "train_layout.h"

static const struct gs_model llama3_8b = {
    .id = "llama-3-8b", .n_layers = 32, .hidden_size = 4096,
    .intermediate_size = 14336, .n_heads = 32, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 128256, .n_norms_per_layer = 2,
    .max_context_tokens = 8192,
};

static const struct gs_model llama31_405b = {
    .id = "llama-3.1-405b", .n_layers = 126, .hidden_size = 16384,
    .intermediate_size = 53248, .n_heads = 128, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 128256, .n_norms_per_layer = 2,
    .max_context_tokens = 131072,
};

static struct gs_gpu h100(double mem_gib)
{
    struct gs_gpu g;

    memset(&g, 0, sizeof(g));
    g.id = "h100-sxm";
    g.vendor = "NVIDIA";
    g.architecture = "Hopper (GH100)";
    g.form_factor = "SXM5";
    g.mem_bw_bytes_per_s = 3.35e12;
    g.dense_flop_per_s[GS_PREC_BF16] = 989.4e12;
    g.dense_flop_per_s[GS_PREC_FP16] = 989.4e12;
    g.dense_flop_per_s[GS_PREC_FP8] = 1978.9e12;
    g.scale_up_bw_bytes_per_s = 900e9;
    g.scale_up_domain_gpus = 8;
    g.pcie_gen = 5;
    g.memory_bytes = mem_gib * 1073741824.0;
    return g;
}

/* The settled training workload of src/cli/defaults.c. */
static struct gs_workload train_work(int64_t seq)
{
    struct gs_workload w = GS_WORKLOAD_UNSET;

    w.mode = GS_MODE_TRAIN;
    w.weight_dtype = GS_DTYPE_BF16;
    w.expert_dtype = GS_DTYPE_BF16;
    w.kv_dtype = GS_DTYPE_BF16;
    w.adapter_dtype = GS_DTYPE_FP32;
    w.ctx_tokens = seq;
    w.concurrency = 1;
    w.micro_batch = 1;
    w.optimizer = GS_OPTIM_ADAM;
    w.recompute = GS_RECOMPUTE_NONE;
    w.lora_rank = 16;
    w.prefill_chunk_tokens = 8192;
    w.mem_util_frac = 1.0;
    w.runtime_reserve_bytes = 1.5 * 1073741824.0;
    w.fragmentation_frac = 0.10;
    w.weight_origin = GS_ORIGIN_DEFAULT;
    w.recompute_origin = GS_ORIGIN_DEFAULT;
    w.offload = GS_OFFLOAD_NONE;
    return w;
}

static struct gs_train_input base_input(const struct gs_model *m,
                                        const struct gs_gpu *g, int64_t n,
                                        int64_t seq, double tokens)
{
    struct gs_train_input in = {
        .model = m, .gpu = g, .precision = GS_PREC_BF16,
        .optimizer = GS_OPTIM_ADAM, .recompute = GS_RECOMPUTE_NONE,
        .offload = GS_OFFLOAD_NONE, .seq_tokens = seq, .micro_batch = 1,
        .global_batch = 1, .tp = 1, .pp = 1, .dp = n, .virtual_stages = 1,
        .tokens = tokens, .mfu = NAN,
        .consts = gs_train_default_consts(g, GS_PREC_BF16, n),
    };

    return in;
}

static struct gs_train_search search_for(const struct gs_train_input *base,
                                         const struct gs_workload *w,
                                         int64_t n)
{
    struct gs_train_search q = {
        .base = base, .work = w, .n_gpus = n, .fixed = GS_LAYOUT_UNSET,
        .vpp = GS_UNSET_I64, .micro_batch = GS_UNSET_I64,
        .recompute = GS_RECOMPUTE_UNSET,
        .batch = { GS_TBATCH_RECIPE, 0.0 },
    };

    return q;
}

/* The anchors exactly; between two, the geometric interpolation: half
 * way (in log) from 69B (4M) to 405B (16M) is sqrt(69e9 x 405e9) with
 * sqrt(4M x 16M) = 8M tokens; outside, the end values. */
static void recipe_batch_at_anchors_and_between(void **state)
{
    (void)state;
    assert_true(gs_train_recipe_batch_tokens(125e6) == 524288.0);
    assert_true(gs_train_recipe_batch_tokens(1.3e9) == 1048576.0);
    assert_true(gs_train_recipe_batch_tokens(8.03e9) == 4194304.0);
    assert_true(gs_train_recipe_batch_tokens(69e9) == 4194304.0);
    assert_true(gs_train_recipe_batch_tokens(405e9) == 16777216.0);
    assert_true(fabs(gs_train_recipe_batch_tokens(sqrt(69e9 * 405e9)) -
                     8388608.0) < 1e-3);
    assert_true(gs_train_recipe_batch_tokens(1e6) == 524288.0);
    assert_true(gs_train_recipe_batch_tokens(1e13) == 16777216.0);
    /* 1.3B -> 6.74B doubles twice: at the geometric mean, 2M */
    assert_true(fabs(gs_train_recipe_batch_tokens(sqrt(1.3e9 * 6.74e9)) -
                     2097152.0) < 1e-3);
}

/* 405B at 4,096 tokens on 16,384 GPUs in domains of 8: 16M / 4096 =
 * 4096 sequences (the cluster's 16384 / 8 = 2048 is below); dp 128 and
 * dp 2048 divide it; dp 8192 cannot have a sequence each (0).  On 65,536
 * GPUs the cluster's 8192 wins.  On 768 GPUs at dp 96: ceil(4096 / 96) =
 * 43 -> 4128.  Asked tokens 16e6 -> ceil(3906.25) = 3907 -> a multiple of
 * dp 128 = 3968, and at dp 8192 rounded up to one each (8192); asked
 * sequences must be a multiple of dp x b (1000 at dp 8, b 2: 0). */
static void global_batch_rules(void **state)
{
    struct gs_train_batch rec = { GS_TBATCH_RECIPE, 0.0 };
    struct gs_train_batch tok = { GS_TBATCH_TOKENS, 16e6 };
    struct gs_train_batch s1000 = { GS_TBATCH_SEQS, 1000.0 };
    struct gs_train_batch s1024 = { GS_TBATCH_SEQS, 1024.0 };

    (void)state;
    assert_int_equal(gs_train_global_batch(&rec, 405e9, 4096, 16384, 8, 128,
                                           1), 4096);
    assert_int_equal(gs_train_global_batch(&rec, 405e9, 4096, 16384, 8,
                                           2048, 2), 4096);
    assert_int_equal(gs_train_global_batch(&rec, 405e9, 4096, 16384, 8,
                                           8192, 1), 0);
    assert_int_equal(gs_train_global_batch(&rec, 405e9, 4096, 65536, 8,
                                           8192, 1), 8192);
    assert_int_equal(gs_train_global_batch(&rec, 405e9, 4096, 768, 8, 96, 1),
                     4128);
    assert_int_equal(gs_train_global_batch(&tok, 405e9, 4096, 16384, 8, 128,
                                           1), 3968);
    assert_int_equal(gs_train_global_batch(&tok, 405e9, 4096, 16384, 8,
                                           8192, 1), 8192);
    assert_int_equal(gs_train_global_batch(&s1000, 405e9, 4096, 16, 8, 8, 2),
                     0);
    assert_int_equal(gs_train_global_batch(&s1024, 405e9, 4096, 16, 8, 8, 2),
                     1024);
}

/* Every field fixed: exactly that layout, one estimate. */
static void fixed_layout_is_kept(void **state)
{
    struct gs_gpu g = h100(80.0);
    struct gs_workload w = train_work(4096);
    struct gs_train_input base = base_input(&llama3_8b, &g, 64, 4096, 1e11);
    struct gs_train_search q = search_for(&base, &w, 64);
    struct gs_train_choice c;

    (void)state;
    q.fixed.tp = 2;
    q.fixed.pp = 4;
    q.fixed.zero_stage = 1;
    q.vpp = 2;
    q.micro_batch = 1;
    q.recompute = GS_RECOMPUTE_SELECTIVE;
    gs_train_layout_search(&q, &c);
    assert_true(c.found);
    assert_int_equal(c.n_tried, 1);
    assert_int_equal(c.in.tp, 2);
    assert_int_equal(c.in.pp, 4);
    assert_int_equal(c.in.dp, 8);
    assert_int_equal(c.in.zero_stage, 1);
    assert_int_equal(c.in.virtual_stages, 2);
    assert_int_equal(c.in.recompute, GS_RECOMPUTE_SELECTIVE);
    /* 8B: 4M tokens = 1024 sequences, a multiple of dp 8 */
    assert_int_equal(c.in.global_batch, 1024);
}

/* No dense rate at the precision: nothing is valid. */
static void no_rate_no_layout(void **state)
{
    struct gs_gpu g = h100(80.0);
    struct gs_workload w = train_work(4096);
    struct gs_train_input base = base_input(&llama3_8b, &g, 8, 4096, 1e11);
    struct gs_train_search q = search_for(&base, &w, 8);
    struct gs_train_choice c;

    (void)state;
    base.precision = GS_PREC_FP32;  /* h100() states no fp32 rate */
    gs_train_layout_search(&q, &c);
    assert_false(c.found);
}

/* The best expected tokens/s over every layout, micro-batch,
 * recomputation and chunk count (no pruning) of 8B on n H100s cut to
 * mem_gib, and the search's answer beside it. */
static void brute_force(double mem_gib, int64_t n, double *best_out,
                        struct gs_train_choice *c, int64_t *n_fit_out,
                        int64_t *n_recompute_out)
{
    static const int64_t bs[] = { 1, 2, 4 }, vs[] = { 1, 2, 4, 8 };
    struct gs_gpu g = h100(mem_gib);
    struct gs_workload w = train_work(4096);
    struct gs_train_input base = base_input(&llama3_8b, &g, n, 4096, 1e11);
    struct gs_train_search q = search_for(&base, &w, n);
    struct gs_train_batch rec = { GS_TBATCH_RECIPE, 0.0 };
    double best = 0.0, params = gs_model_params(&llama3_8b).total;
    int64_t tp, pp, z, n_fit = 0, n_recompute = 0;
    size_t i, k;
    int r;

    gs_train_layout_search(&q, c);
    for (tp = 1; tp <= 8 && tp <= n; tp *= 2) {
        for (pp = 1; pp <= n / tp; pp *= 2) {
            int64_t dp = n / (tp * pp);

            for (z = 0; z <= 3; z++) {
                if (z > 0 && dp < 2)
                    continue;
                for (i = 0; i < 3; i++) {
                    for (r = 0; r < GS_RECOMPUTE_COUNT; r++) {
                        struct gs_layout l = { tp, pp, dp, z, n };
                        struct gs_workload wk = w;
                        struct gs_fit_input fi;
                        struct gs_fit_result fr;
                        struct gs_error e = GS_ERROR_INIT;
                        struct gs_train_input in = base;

                        wk.micro_batch = bs[i];
                        wk.recompute = (enum gs_recompute)r;
                        gs_fit_input_make(&llama3_8b, &g, &wk, &l, &fi);
                        assert_int_equal(gs_fit_estimate(&fi, &fr, NULL, &e),
                                         0);
                        if (!fr.fits)
                            continue;
                        n_fit++;
                        n_recompute += r != GS_RECOMPUTE_NONE;
                        in.tp = tp;
                        in.pp = pp;
                        in.dp = dp;
                        in.zero_stage = z;
                        in.micro_batch = bs[i];
                        in.recompute = (enum gs_recompute)r;
                        in.global_batch = gs_train_global_batch(
                            &rec, params, 4096, n, 8, dp, bs[i]);
                        if (!in.global_batch)
                            continue;
                        for (k = 0; k < 4; k++) {
                            struct gs_train_result res;
                            int64_t m = in.global_batch / (dp * bs[i]);

                            if (vs[k] > 1 && (pp < 2 || m < pp ||
                                              pp * vs[k] * 2 > 32))
                                continue;
                            in.virtual_stages = vs[k];
                            assert_int_equal(
                                gs_train_estimate(&in, &res, NULL, &e), 0);
                            if (res.expected.tokens_per_s > best)
                                best = res.expected.tokens_per_s;
                        }
                    }
                }
            }
        }
    }
    *best_out = best;
    *n_fit_out = n_fit;
    *n_recompute_out = n_recompute;
}

/* The search equals the brute-force walk where memory is slack (8B on 16
 * H100s cut to 40 GiB: some layouts fit only with recomputation) and
 * where it binds (8 GPUs of 22 GiB: the best needs recomputation). */
static void search_equals_brute_force(void **state)
{
    struct gs_train_choice c;
    double best;
    int64_t n_fit, n_rc;

    (void)state;
    brute_force(40.0, 16, &best, &c, &n_fit, &n_rc);
    assert_true(n_fit > 0 && n_rc > 0);
    assert_true(c.found && c.fits);
    assert_true(fabs(c.res.expected.tokens_per_s - best) <= 1e-9 * best);
    brute_force(22.0, 8, &best, &c, &n_fit, &n_rc);
    assert_true(n_fit > 0);
    assert_true(c.found && c.fits);
    assert_true(c.in.recompute != GS_RECOMPUTE_NONE);
    assert_true(fabs(c.res.expected.tokens_per_s - best) <= 1e-9 * best);
}

/* Llama 3.1 405B on 16,384 H100s, nothing asked: the recipe's 16M-token
 * batch (4,096 sequences of 4,096), an interleaved pipeline (more than
 * chunk), faster than the best plain 1F1B layout without
 * recomputation, and fitting in memory. */
static void llama3_405b_default_layout(void **state)
{
    struct gs_gpu g = h100(80.0);
    struct gs_workload w = train_work(4096);
    int64_t n = 16384;
    struct gs_train_input base = base_input(&llama31_405b, &g, n, 4096,
                                            15.6e12);
    struct gs_train_search q = search_for(&base, &w, n);
    struct gs_train_choice c;

    (void)state;
    gs_train_layout_search(&q, &c);
    printf("405B: tp %lld pp %lld v %lld dp %lld z %lld b %lld r %d "
           "%.4g tok/s\n", (long long)c.in.tp, (long long)c.in.pp,
           (long long)c.in.virtual_stages, (long long)c.in.dp,
           (long long)c.in.zero_stage, (long long)c.in.micro_batch,
           (int)c.in.recompute, c.res.expected.tokens_per_s);
    assert_true(c.found && c.fits && c.runner_found);
    assert_true(c.res.tokens_per_step >= 16777216.0);
    assert_true(c.in.virtual_stages > 1);
    assert_true(c.in.tp == 8);
    assert_true(c.res.expected.tokens_per_s >
                c.runner_res.expected.tokens_per_s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(recipe_batch_at_anchors_and_between),
        cmocka_unit_test(global_batch_rules),
        cmocka_unit_test(fixed_layout_is_kept),
        cmocka_unit_test(no_rate_no_layout),
        cmocka_unit_test(search_equals_brute_force),
        cmocka_unit_test(llama3_405b_default_layout),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
