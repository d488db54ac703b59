/*
 * fit's largest-context and largest-batch searches (gs_fit_max_context,
 * gs_fit_max_batch in src/engine/fit.c: regula falsi on the headroom,
 * with bisection steps) against a scan of every value from 1 to the cap:
 * the scan finds the first value that does not fit, checks that nothing
 * after it fits again (fits() is monotone, which any bracketing search
 * relies on), and the search must return the value before it.  Cases:
 * catalogue models on catalogue GPUs under each KV budget rule, with and
 * without a CUDA-graph pool, serving and training, pipeline stages, and
 * toy models over a sweep of memory sizes so that the boundary falls
 * everywhere from 0 to the cap.
 */
#include <string.h>

#include "gs_test.h"
#include "dataset.h"
#include "layout.h"
#include "units.h"

/* Test defaults, as in test_layout.c (the engine takes them as input). */
static const struct gs_workload_defaults defaults = {
    .base = {
        .mode = GS_MODE_INFER, .weight_dtype = GS_DTYPE_BF16,
        .expert_dtype = GS_DTYPE_BF16, .kv_dtype = GS_DTYPE_BF16,
        .adapter_dtype = GS_DTYPE_FP32, .ctx_tokens = 4096,
        .concurrency = 1, .micro_batch = 1, .optimizer = GS_OPTIM_ADAM,
        .recompute = GS_RECOMPUTE_NONE, .lora_rank = 16,
        .prefill_chunk_tokens = 8192, .mem_util_frac = 0.9,
        .runtime_reserve_bytes = 1.5 * GS_BYTES_PER_GIB,
        .fragmentation_frac = 0.1,
    },
    .qlora_weight_dtype = GS_DTYPE_NF4,
    .qlora_recompute = GS_RECOMPUTE_FULL,
    .fp32_kv_dtype = GS_DTYPE_FP32,
};

static const struct gs_model toy = {
    .id = "toy-1b", .n_layers = 16, .hidden_size = 2048,
    .intermediate_size = 8192, .n_heads = 16, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 32000, .n_norms_per_layer = 2,
    .shipped_weight_dtype = GS_DTYPE_UNSET,
    .shipped_expert_dtype = GS_DTYPE_UNSET,
};

static struct gs_dataset data;

static int setup(void **state)
{
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_dataset_init(&data);
    return gs_dataset_load_builtin(&data, GS_DATA_GPUS | GS_DATA_MODELS,
                                   &err) == 0 ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    gs_dataset_release(&data);
    return 0;
}

static bool fits(struct gs_fit_input in, int which, int64_t v)
{
    struct gs_fit_result r;
    struct gs_error err = GS_ERROR_INIT;

    if (which == 1)
        in.ctx_tokens = v;
    else if (in.mode == GS_MODE_INFER)
        in.concurrency = v;
    else
        in.micro_batch = v;
    return gs_fit_estimate(&in, &r, NULL, &err) == 0 && r.fits;
}

/* The largest v in [1, cap] before the first that does not fit (0 if 1
 * does not), checking every value after it does not fit either. */
static int64_t scan(const struct gs_fit_input *in, int which, int64_t cap)
{
    int64_t v, first_miss = 0;

    for (v = 1; v <= cap; v++) {
        bool ok = fits(*in, which, v);

        if (!ok && !first_miss)
            first_miss = v;
        if (ok && first_miss) {
            print_error("not monotone: %lld fits after %lld did not\n",
                        (long long)v, (long long)first_miss);
            fail();
        }
    }
    return first_miss ? first_miss - 1 : cap;
}

static int n_inside;   /* cases whose boundary fell strictly inside */

static void expect_scan(const struct gs_fit_input *in, int which, int64_t cap,
                        const char *what)
{
    int64_t want = scan(in, which, cap);
    int64_t got = which == 1 ? gs_fit_max_context(in, cap)
                             : gs_fit_max_batch(in, cap);

    struct gs_fit_result res;
    struct gs_error err = GS_ERROR_INIT;
    int64_t from = -1;

    /* given the estimate of *in itself, the same answer */
    if (gs_fit_estimate(in, &res, NULL, &err) == 0)
        from = which == 1 ? gs_fit_max_context_from(in, &res, cap)
                          : gs_fit_max_batch_from(in, &res, cap);
    if (got != want || from != want) {
        print_error("%s: max %s: search %lld (given the estimate: %lld), "
                    "scan %lld (cap %lld)\n", what,
                    which == 1 ? "context" : "batch", (long long)got,
                    (long long)from, (long long)want, (long long)cap);
        fail();
    }
    n_inside += want > 0 && want < cap;
}

/* The engine input of the fewest-GPU layout of m on g (as fit builds it). */
static bool input_for(const struct gs_model *m, const struct gs_gpu *g,
                      enum gs_fit_mode mode, int64_t ctx, int64_t max_gpus,
                      struct gs_fit_input *in)
{
    struct gs_workload asked = GS_WORKLOAD_UNSET, w;
    struct gs_layout_query q = { .model = m, .gpu = g, .work = &w,
                                 .fixed = GS_LAYOUT_UNSET,
                                 .max_gpus = max_gpus };
    struct gs_layout_answer a;
    struct gs_error err = GS_ERROR_INIT;

    asked.mode = mode;
    asked.ctx_tokens = ctx;
    assert_int_equal(gs_workload_settle(&asked, m, &defaults, &w, &err), 0);
    assert_int_equal(gs_layout_search(&q, &a, &err), 0);
    *in = a.in;
    return a.any_valid;
}

static void catalogue_searches_equal_the_scan(void **state)
{
    static const char *const models[] = {
        "llama-3.1-8b", "llama-3.1-70b", "mixtral-8x7b", "gpt-oss-20b",
    };
    static const char *const gpus[] = { "l4", "a100-40gb-sxm", "h100-sxm" };
    static const enum gs_kv_budget budgets[] = {
        GS_KV_BUDGET_TOTAL, GS_KV_BUDGET_STATIC, GS_KV_BUDGET_FREE,
    };
    size_t i, j;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(models); i++) {
        const struct gs_model *m = gs_dataset_find_model(&data, models[i]);

        assert_non_null(m);
        for (j = 0; j < GS_ARRAY_SIZE(gpus); j++) {
            const struct gs_gpu *g = gs_dataset_find_gpu(&data, gpus[j]);
            struct gs_fit_input in;
            char what[128];

            assert_non_null(g);
            /* serving: one rule per GPU, so each model meets all three */
            if (input_for(m, g, GS_MODE_INFER, 4096, 16, &in)) {
                in.consts.kv_budget = budgets[(i + j) % 3];
                in.consts.cuda_graph_bytes = (i + j) % 2 ? GS_BYTES_PER_GIB
                                                         : 0.0;
                snprintf(what, sizeof(what), "%s on %s, serving", models[i],
                         gpus[j]);
                expect_scan(&in, 1, 24576, what);
                in.ctx_tokens = 32768;
                expect_scan(&in, 0, 512, what);
            }
            /* LoRA training: micro-batch and sequence length */
            if (i < 2 && input_for(m, g, GS_MODE_LORA, 2048, 8, &in)) {
                snprintf(what, sizeof(what), "%s on %s, lora", models[i],
                         gpus[j]);
                expect_scan(&in, 1, 16384, what);
                expect_scan(&in, 0, 256, what);
            }
        }
    }
}

/* The serving concurrency search reads the estimate's stages instead of
 * estimating again (fit.c, serve_probe): every term that moves with the
 * concurrency on, in turn (fp32 logits without a sampler, activations
 * capped at the tokens held or at the budget, CUDA graphs), on one and
 * on uneven pipeline stages, equals the scan of gs_fit_estimate. */
static void serving_concurrency_searches_equal_the_scan(void **state)
{
    static const char *const models[] = {
        "llama-3.1-8b", "mixtral-8x7b", "gpt-oss-20b",
    };
    size_t i;
    int v;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(models); i++) {
        const struct gs_model *m = gs_dataset_find_model(&data, models[i]);
        const struct gs_gpu *g = gs_dataset_find_gpu(&data, "h100-sxm");
        struct gs_fit_input in;
        char what[128];

        assert_non_null(m);
        assert_non_null(g);
        if (!input_for(m, g, GS_MODE_INFER, 8192, 16, &in))
            continue;
        for (v = 0; v < 24; v++) {
            struct gs_fit_input x = in;

            x.pp = 1 + v % 3;
            if (x.pp > m->n_layers)
                continue;
            x.consts.sampler_bytes = v / 3 % 2 ? 0.0 : 0.5 * GS_BYTES_PER_GIB;
            x.consts.activations_at_budget = v / 6 % 2;
            x.consts.prefill_chunk_tokens = v / 12 % 2 ? 8192 : 512;
            x.consts.cuda_graph_bytes = v % 5 == 0 ? GS_BYTES_PER_GIB : 0.0;
            x.ctx_tokens = 8192 + 4096 * (v % 4);
            snprintf(what, sizeof(what), "%s on h100-sxm, serving variant %d",
                     models[i], v);
            expect_scan(&x, 0, 2048, what);
        }
    }
    /* the toy at 16 tokens a sequence with a 256k vocabulary: fp32
     * logits (1 MiB a sequence) outweigh its KV (1 MiB) and the
     * activations follow the tokens held (16 x C) up to the budget, so a
     * term lost or frozen moves the boundary */
    for (v = 0; v < 64; v++) {
        struct gs_model wide = toy;
        struct gs_gpu g = {
            .id = "toy-gpu", .scale_up_domain_gpus = 1,
            .usable_memory_bytes = (32 + v / 4) / 8.0 * GS_BYTES_PER_GIB,
        };
        struct gs_fit_input in;
        char what[64];

        wide.vocab_size = 256000;
        if (!input_for(&wide, &g, GS_MODE_INFER, 16, 1, &in))
            continue;
        in.pp = 1 + v % 2;
        in.consts.sampler_bytes = 0.0;
        in.consts.activations_at_budget = v / 2 % 2;
        snprintf(what, sizeof(what), "wide toy, variant %d", v);
        expect_scan(&in, 0, 4096, what);
    }
}

/* gs_fit_max_batch_budgets (the perf engine's capacities at each
 * prefill budget from one estimate) against gs_fit_max_batch_of at each
 * budget: the same answers on the serving variants above, and where
 * the activations at the budget move the boundary (the wide toy). */
static void budget_capacities_equal_one_search_each(void **state)
{
    static const char *const models[] = {
        "llama-3.1-8b", "mixtral-8x7b", "gpt-oss-20b", "llama-3.1-70b",
    };
    static const int64_t chunks[] = { 512, 1024, 2048, 4096, 8192, 256 };
    size_t i, k;
    int v, compared = 0, differ = 0;

    (void)state;
    for (i = 0; i <= GS_ARRAY_SIZE(models); i++) {
        const struct gs_model *m = i < GS_ARRAY_SIZE(models)
            ? gs_dataset_find_model(&data, models[i]) : NULL;
        const struct gs_gpu *g = gs_dataset_find_gpu(&data, "h100-sxm");
        struct gs_model wide = toy;
        struct gs_gpu tg = { .id = "toy-gpu", .scale_up_domain_gpus = 1 };
        struct gs_fit_input in;

        if (!m) {
            wide.vocab_size = 256000;
            m = &wide;
        }
        for (v = 0; v < 48; v++) {
            struct gs_fit_input x;
            struct gs_fit_result r;
            struct gs_error e1 = GS_ERROR_INIT, e2 = GS_ERROR_INIT;
            int64_t got[GS_ARRAY_SIZE(chunks)], want;
            int rc;

            tg.usable_memory_bytes = (32 + v / 2) / 8.0 * GS_BYTES_PER_GIB;
            if (!input_for(m, m == &wide ? &tg : g, GS_MODE_INFER,
                           m == &wide ? 16 : 8192 + 4096 * (v % 4), 16, &in))
                continue;
            x = in;
            x.pp = 1 + v % 3;
            if (x.pp > m->n_layers)
                continue;
            x.consts.sampler_bytes = v / 3 % 2 ? 0.0 : 0.5 * GS_BYTES_PER_GIB;
            x.consts.activations_at_budget = v / 6 % 2;
            x.consts.cuda_graph_bytes = v % 5 == 0 ? GS_BYTES_PER_GIB : 0.0;
            rc = gs_fit_max_batch_budgets(&x, 2048, chunks,
                                          GS_ARRAY_SIZE(chunks), got, &e1);
            for (k = 0; k < GS_ARRAY_SIZE(chunks); k++) {
                struct gs_fit_input y = x;

                y.consts.prefill_chunk_tokens = chunks[k];
                assert_int_equal(gs_fit_max_batch_of(&y, 2048, &r, &want,
                                                     &e2), rc);
                if (rc < 0) {
                    assert_string_equal(e1.msg, e2.msg);
                    break;
                }
                if (got[k] != want)
                    fail_msg("%s variant %d budget %lld: %lld, one search "
                             "%lld", m->id, v, (long long)chunks[k],
                             (long long)got[k], (long long)want);
                if (got[k] != got[0])
                    differ++;
                compared++;
            }
        }
    }
    /* the grid compares, and the budget moves some answers */
    assert_true(compared > 500);
    assert_true(differ > 10);
}

/* A 1B toy from 3 to 5 GiB in 1/8 GiB steps: the largest context moves
 * across the whole range (64 KiB of KV cache a token), on one GPU and
 * split in two uneven pipeline stages. */
static void toy_searches_equal_the_scan_at_every_memory_size(void **state)
{
    int eighths;

    (void)state;
    for (eighths = 24; eighths <= 40; eighths++) {
        struct gs_gpu g = {
            .id = "toy-gpu", .scale_up_domain_gpus = 1,
            .usable_memory_bytes = eighths / 8.0 * GS_BYTES_PER_GIB,
        };
        struct gs_fit_input in;
        char what[64];

        snprintf(what, sizeof(what), "toy on %d/8 GiB", eighths);
        if (!input_for(&toy, &g, GS_MODE_INFER, 1024, 1, &in))
            continue;
        expect_scan(&in, 1, 16384, what);
        expect_scan(&in, 0, 256, what);
        in.pp = 2;      /* uneven stage bytes: the busiest stage counts */
        expect_scan(&in, 1, 16384, what);
    }
}

/* The scans above are not vacuous: most boundaries fell inside the
 * range, where a search that is off by one shows. */
static void most_boundaries_fall_inside(void **state)
{
    (void)state;
    assert_true(n_inside >= 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(catalogue_searches_equal_the_scan),
        cmocka_unit_test(toy_searches_equal_the_scan_at_every_memory_size),
        cmocka_unit_test(serving_concurrency_searches_equal_the_scan),
        cmocka_unit_test(budget_capacities_equal_one_search_each),
        cmocka_unit_test(most_boundaries_fall_inside),
    };

    return cmocka_run_group_tests(tests, setup, teardown);
}
