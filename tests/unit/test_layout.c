/*
 * The layout search (src/engine/layout.c) against a brute-force walk
 * over every layout in the documented order (docs/engines/layout.md):
 * toy models on toy GPUs over a sweep of memory sizes, every mode, and
 * Llama 3.1 405B on the catalogue's H100s, whose true minimum is not a
 * multiple of the scale-up domain (issue 6: the old search said 16).
 */
#include <string.h>

#include "gs_test.h"
#include "dataset.h"
#include "layout.h"
#include "serving.h"
#include "units.h"

typedef void consts_fn(const void *arg, const struct gs_fit_input *in,
                       struct gs_fit_consts *out);

/* Test defaults: the engine takes them as input, like the CLI's. */
static const struct gs_workload_defaults defaults = {
    .base = {
        .mode = GS_MODE_INFER, .weight_dtype = GS_DTYPE_BF16,
        .expert_dtype = GS_DTYPE_BF16, .kv_dtype = GS_DTYPE_BF16,
        .adapter_dtype = GS_DTYPE_FP32, .ctx_tokens = 4096,
        .concurrency = 1, .micro_batch = 1, .optimizer = GS_OPTIM_ADAM,
        .recompute = GS_RECOMPUTE_NONE, .lora_rank = 16,
        .prefill_chunk_tokens = 8192, .mem_util_frac = 1.0,
        .runtime_reserve_bytes = 1.5 * GS_BYTES_PER_GIB,
        .fragmentation_frac = 0.1,
    },
    .qlora_weight_dtype = GS_DTYPE_NF4,
    .qlora_recompute = GS_RECOMPUTE_FULL,
    .fp32_kv_dtype = GS_DTYPE_FP32,
};

/* 16 layers, 16 heads, 8 KV heads: tp 1, 2, 4, 8, 16 are valid. */
static const struct gs_model toy = {
    .id = "toy-1b", .n_layers = 16, .hidden_size = 2048,
    .intermediate_size = 8192, .n_heads = 16, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 32000, .n_norms_per_layer = 2,
    .shipped_weight_dtype = GS_DTYPE_UNSET,
    .shipped_expert_dtype = GS_DTYPE_UNSET,
};

/* 10 layers (uneven stages), 12 heads, 4 KV heads, 8 experts. */
static const struct gs_model toy_moe = {
    .id = "toy-moe", .n_layers = 10, .hidden_size = 1536,
    .intermediate_size = 4096, .n_heads = 12, .n_kv_heads = 4,
    .head_dim = 128, .vocab_size = 50000, .n_norms_per_layer = 2,
    .n_experts = 8, .n_active_experts = 2, .moe_intermediate_size = 2048,
    .n_dense_layers = 1, .shipped_weight_dtype = GS_DTYPE_BF16,
    .shipped_expert_dtype = GS_DTYPE_MXFP4,
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

/* What the brute force found: the first fit, or the best miss. */
struct brute {
    bool found;
    struct gs_layout layout;
    double best_headroom_bytes;
    bool any_valid;
};

/*
 * Every count 1..max_n, and in each: pp ascending, ZeRO ascending, then
 * serving tp = n / pp; training at ZeRO 0 widest tp first, at ZeRO 1-3
 * narrowest tp (widest dp) first.  The first layout that fits wins.
 */
static struct brute brute_force(const struct gs_model *m,
                                const struct gs_gpu *g,
                                const struct gs_workload *w, int64_t max_n,
                                consts_fn *consts_at)
{
    struct brute b = { .best_headroom_bytes = -1e300 };
    bool train = gs_mode_trains(w->mode);
    int64_t domain = g->scale_up_domain_gpus, n, pp, zero, k;

    for (n = 1; n <= max_n; n++) {
        for (pp = 1; pp <= n && pp <= m->n_layers; pp++) {
            if (n % pp)
                continue;
            for (zero = 0; zero <= (train ? 3 : 0); zero++) {
                int64_t per = n / pp;

                for (k = 0; k < per; k++) {
                    /* zero 0 and serving: tp from per down; else up */
                    int64_t tp = zero == 0 ? per - k : k + 1, dp = per / tp;
                    struct gs_layout l = { .tp = tp, .pp = pp, .dp = dp,
                                           .zero_stage = zero, .n_gpus = n };
                    struct gs_fit_input in;
                    struct gs_fit_result r;
                    struct gs_error err = GS_ERROR_INIT;

                    if (per % tp || tp > domain || !gs_fit_tp_valid(m, tp) ||
                        (!train && dp != 1) || (zero > 0 && dp < 2))
                        continue;
                    gs_fit_input_make(m, g, w, &l, &in);
                    if (consts_at) {
                        struct gs_fit_consts c;

                        consts_at(g, &in, &c);
                        in.consts = c;
                    }
                    assert_int_equal(gs_fit_estimate(&in, &r, NULL, &err), 0);
                    b.any_valid = true;
                    if (r.headroom_bytes > b.best_headroom_bytes)
                        b.best_headroom_bytes = r.headroom_bytes;
                    if (r.fits) {
                        b.found = true;
                        b.layout = l;
                        return b;
                    }
                }
            }
        }
    }
    return b;
}

static void expect_same_at(const struct gs_model *m, const struct gs_gpu *g,
                           const struct gs_workload *w, int64_t max_n,
                           consts_fn *consts_at)
{
    struct gs_layout_query q = { .model = m, .gpu = g, .work = w,
                                 .fixed = GS_LAYOUT_UNSET, .max_gpus = max_n,
                                 .consts_at = consts_at, .consts_arg = g };
    struct gs_layout_answer a;
    struct gs_error err = GS_ERROR_INIT;
    struct brute b = brute_force(m, g, w, max_n, consts_at);

    assert_int_equal(gs_layout_search(&q, &a, &err), 0);
    if (a.found != b.found ||
        (b.found && (a.layout.n_gpus != b.layout.n_gpus ||
                     a.layout.tp != b.layout.tp || a.layout.pp != b.layout.pp ||
                     a.layout.dp != b.layout.dp ||
                     a.layout.zero_stage != b.layout.zero_stage))) {
        print_error("%s on %s (%s, %.1f GiB): search %d n%lld tp%lld pp%lld "
                    "dp%lld z%lld, brute %d n%lld tp%lld pp%lld dp%lld "
                    "z%lld\n", m->id, g->id, gs_mode_name(w->mode),
                    gs_bytes_to_gib(gs_gpu_usable_bytes(g)), a.found,
                    (long long)a.layout.n_gpus, (long long)a.layout.tp,
                    (long long)a.layout.pp, (long long)a.layout.dp,
                    (long long)a.layout.zero_stage, b.found,
                    (long long)b.layout.n_gpus, (long long)b.layout.tp,
                    (long long)b.layout.pp, (long long)b.layout.dp,
                    (long long)b.layout.zero_stage);
        fail();
    }
    assert_int_equal(a.any_valid, b.any_valid);
    if (!b.found)   /* the closest miss has the brute force's best headroom */
        assert_close(a.res.headroom_bytes, b.best_headroom_bytes, 1e-12);
    else            /* and the search's numbers are the layout's */
        assert_true(a.res.fits && a.res.n_gpus == b.layout.n_gpus);
}

static void expect_same(const struct gs_model *m, const struct gs_gpu *g,
                        const struct gs_workload *w, int64_t max_n)
{
    expect_same_at(m, g, w, max_n, NULL);
}

/* vLLM's constants at in's layout, as fit's engine_consts() sets them
 * (no user overrides); arg is the GPU. */
static void vllm_consts(const void *arg, const struct gs_fit_input *in,
                        struct gs_fit_consts *out)
{
    const struct gs_gpu *g = arg;
    struct gs_serving_target t = {
        .model = in->model, .gpu_memory_bytes = in->gpu_usable_bytes,
        .tp = in->tp, .pp = in->pp, .gpu_id = g->id,
    };

    gs_serving_fit_consts(gs_serving_profile(GS_SERVE_VLLM), &t, &in->consts,
                          out);
}

static struct gs_workload settled(const struct gs_model *m,
                                  enum gs_fit_mode mode, int64_t ctx)
{
    struct gs_workload asked = GS_WORKLOAD_UNSET, w;
    struct gs_error err = GS_ERROR_INIT;

    asked.mode = mode;
    asked.ctx_tokens = ctx;
    assert_int_equal(gs_workload_settle(&asked, m, &defaults, &w, &err), 0);
    return w;
}

static void search_equals_brute_force_on_toys(void **state)
{
    static const enum gs_fit_mode modes[] = {
        GS_MODE_INFER, GS_MODE_FULL_FT, GS_MODE_LORA, GS_MODE_QLORA,
    };
    const struct gs_model *models[] = { &toy, &toy_moe };
    static const int64_t domains[] = { 1, 4, 8 };
    size_t i, j, k;
    int gib;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(models); i++)
        for (j = 0; j < GS_ARRAY_SIZE(modes); j++)
            for (k = 0; k < GS_ARRAY_SIZE(domains); k++)
                for (gib = 2; gib <= 24; gib += 2) {
                    struct gs_gpu g = {
                        .id = "toy-gpu", .scale_up_domain_gpus = domains[k],
                        .usable_memory_bytes = gib * GS_BYTES_PER_GIB,
                    };
                    struct gs_workload w = settled(models[i], modes[j],
                                                   modes[j] == GS_MODE_INFER
                                                       ? 65536 : 8192);

                    expect_same(models[i], &g, &w, 24);
                }
}

static void llama_405b_minimum_is_not_a_multiple_of_the_domain(void **state)
{
    const struct gs_model *m = gs_dataset_find_model(&data, "llama-3.1-405b");
    const char *gpus[] = { "h100-sxm", "h100-pcie" };
    struct gs_workload w;
    int64_t min_n[2];
    size_t i;

    (void)state;
    assert_non_null(m);
    w = settled(m, GS_MODE_INFER, GS_UNSET_I64);
    for (i = 0; i < GS_ARRAY_SIZE(gpus); i++) {
        const struct gs_gpu *g = gs_dataset_find_gpu(&data, gpus[i]);
        struct gs_layout_query q = { .model = m, .gpu = g, .work = &w,
                                     .fixed = GS_LAYOUT_UNSET,
                                     .max_gpus = 1024 };
        struct gs_layout_answer a;
        struct gs_error err = GS_ERROR_INIT;

        assert_non_null(g);
        assert_int_equal(gs_layout_search(&q, &a, &err), 0);
        assert_true(a.found);
        expect_same(m, g, &w, 16);
        min_n[i] = a.layout.n_gpus;
        /* the tp4 pp3 fits, so the minimum is at most 12 (the
         * old search, stepping by the domain of 8, said 16) */
        assert_true(min_n[i] <= 12);
    }
    /* same memory per GPU: PCIe must not look as if it needed fewer */
    assert_int_equal(min_n[0], min_n[1]);
}

/*
 * Issue 19: under a serving engine whose reserve depends on the layout,
 * the fewest GPUs must fit by that engine's rule.  The old fit searched
 * with the engine's one-GPU defaults and re-checked only the answer, so
 * 405B at 128k on h100-sxm said 12 (tp4 pp3, 0.01 GiB short) and 405B
 * at 4k on mi355x said 3 (0.3 GiB short).  With the constants at every
 * layout the search equals a brute-force walk under the same rule.
 */
static void fewest_gpus_fit_by_the_serving_engines_rule(void **state)
{
    static const char *const models[] = { "llama-3.1-405b", "llama-3.1-70b" };
    static const char *const gpus[] = { "h100-sxm", "h100-pcie", "mi355x",
                                        "mi300x", "b200", "a100-80gb-sxm" };
    static const int64_t ctx[] = { 4096, 131072 };
    size_t i, j, k;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(models); i++)
        for (j = 0; j < GS_ARRAY_SIZE(gpus); j++)
            for (k = 0; k < GS_ARRAY_SIZE(ctx); k++) {
                const struct gs_model *m =
                    gs_dataset_find_model(&data, models[i]);
                const struct gs_gpu *g = gs_dataset_find_gpu(&data, gpus[j]);
                struct gs_workload w;

                assert_non_null(m);
                assert_non_null(g);
                w = settled(m, GS_MODE_INFER, ctx[k]);
                expect_same_at(m, g, &w, 16, vllm_consts);
            }
}

static void zero3_on_8_gpus_prefers_data_parallelism(void **state)
{
    const struct gs_model *m = gs_dataset_find_model(&data, "llama-3.1-8b");
    const struct gs_gpu *g = gs_dataset_find_gpu(&data, "h100-sxm");
    struct gs_workload w;
    struct gs_layout_query q = { .model = m, .gpu = g, .work = &w,
                                 .fixed = GS_LAYOUT_UNSET, .max_gpus = 8 };
    struct gs_layout_answer a;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_non_null(m);
    assert_non_null(g);
    w = settled(m, GS_MODE_FULL_FT, 4096);
    q.fixed.n_gpus = 8;
    q.fixed.zero_stage = 3;
    assert_int_equal(gs_layout_search(&q, &a, &err), 0);
    assert_true(a.found);
    assert_int_equal(a.layout.dp, 8);
    assert_int_equal(a.layout.tp, 1);
    /* unless tp is fixed */
    q.fixed.tp = 2;
    assert_int_equal(gs_layout_search(&q, &a, &err), 0);
    assert_int_equal(a.layout.tp, 2);
    assert_int_equal(a.layout.dp, 4);
}

static void fixed_layouts_outside_the_model_are_domain_errors(void **state)
{
    struct gs_gpu g = { .id = "toy-gpu", .scale_up_domain_gpus = 4,
                        .usable_memory_bytes = 24 * GS_BYTES_PER_GIB };
    struct gs_workload w = settled(&toy, GS_MODE_INFER, 4096);
    struct gs_layout_query q = { .model = &toy, .gpu = &g, .work = &w,
                                 .fixed = GS_LAYOUT_UNSET, .max_gpus = 64 };
    struct gs_layout_answer a;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    q.fixed.tp = 3;
    q.fixed.n_gpus = 3;
    assert_int_equal(gs_layout_search(&q, &a, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
    assert_non_null(strstr(err.msg, "does not divide the 16 attention heads"));
    err = (struct gs_error)GS_ERROR_INIT;
    q.fixed.tp = 8;
    q.fixed.n_gpus = 8;
    assert_int_equal(gs_layout_search(&q, &a, &err), -1);
    assert_non_null(strstr(err.msg, "exceeds the scale-up domain"));
}

static void a_large_unfittable_search_stays_cheap(void **state)
{
    const struct gs_model *m = gs_dataset_find_model(&data, "llama-3.1-405b");
    const struct gs_gpu *g = gs_dataset_find_gpu(&data, "h100-sxm");
    struct gs_workload w;
    struct gs_layout_query q = { .model = m, .gpu = g, .work = &w,
                                 .fixed = GS_LAYOUT_UNSET, .max_gpus = 65536 };
    struct gs_layout_answer a;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    w = settled(m, GS_MODE_TRAIN, 131072);
    w.micro_batch = 1024;         /* activations no layout can hold */
    assert_int_equal(gs_layout_search(&q, &a, &err), 0);
    assert_false(a.found);
    assert_true(a.any_valid);
    /* bisection on dp: valid tp (4 in the domain of 8) x pp (126) x ZeRO
     * (4) x (1 + log2 65536) estimates at most */
    assert_true(a.n_evaluated <= 4 * 126 * 4 * 18);
}

/* The format ladder: shipped, bf16, 8-bit (fp8 or int8 by the GPU's
 * rates), int4; experts never grow past their shipped format. */
static void the_ladder_stops_at_the_first_format_that_fits(void **state)
{
    struct gs_gpu g = { .id = "toy-gpu", .scale_up_domain_gpus = 1,
                        .usable_memory_bytes = 3.6 * GS_BYTES_PER_GIB };
    struct gs_workload w = settled(&toy, GS_MODE_INFER, 4096), best;
    struct gs_layout_query q = { .model = &toy, .gpu = &g, .work = &w,
                                 .fixed = GS_LAYOUT_UNSET, .max_gpus = 1 };
    struct gs_layout_answer a;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    /* bf16 needs 2.12 GiB of weights + 1.5 GiB reserve: too much; 8-bit
     * fits.  Without an fp8 rate the 8-bit step is int8. */
    assert_int_equal(gs_layout_search_formats(&q, &best, &a, &err), 0);
    assert_true(a.found);
    assert_int_equal(best.weight_dtype, GS_DTYPE_INT8);
    assert_int_equal(best.weight_origin, GS_ORIGIN_SEARCH);
    g.dense_flop_per_s[GS_PREC_FP8] = 1e15;
    assert_int_equal(gs_layout_search_formats(&q, &best, &a, &err), 0);
    assert_int_equal(best.weight_dtype, GS_DTYPE_FP8);
    /* in 2.9 GiB 8-bit does not fit (1.18 GiB of weights, 0.25 GiB of
     * KV, 1.5 GiB reserve);
     * NVFP4 steps in before int4 only on NVIDIA fp4 tensor cores */
    g.usable_memory_bytes = 2.9 * GS_BYTES_PER_GIB;
    assert_int_equal(gs_layout_search_formats(&q, &best, &a, &err), 0);
    assert_int_equal(best.weight_dtype, GS_DTYPE_INT4);
    g.dense_flop_per_s[GS_PREC_FP4] = 4e15;
    assert_int_equal(gs_layout_search_formats(&q, &best, &a, &err), 0);
    assert_int_equal(best.weight_dtype, GS_DTYPE_INT4); /* not NVIDIA */
    g.vendor = "NVIDIA";
    assert_int_equal(gs_layout_search_formats(&q, &best, &a, &err), 0);
    assert_true(a.found);
    assert_int_equal(best.weight_dtype, GS_DTYPE_FP4);
    g.usable_memory_bytes = 3.6 * GS_BYTES_PER_GIB;
    /* an asked format is the only one tried */
    w.weight_origin = GS_ORIGIN_ASKED;
    assert_int_equal(gs_layout_search_formats(&q, &best, &a, &err), 0);
    assert_false(a.found);
    assert_int_equal(best.weight_dtype, GS_DTYPE_BF16);
    /* the shipped mix first (bf16, mxfp4 experts) ... */
    w = settled(&toy_moe, GS_MODE_INFER, 4096);
    q.model = &toy_moe;
    g.usable_memory_bytes = 64.0 * GS_BYTES_PER_GIB;
    assert_int_equal(gs_layout_search_formats(&q, &best, &a, &err), 0);
    assert_int_equal(best.weight_dtype, GS_DTYPE_BF16);
    assert_int_equal(best.expert_dtype, GS_DTYPE_MXFP4);
    /* ... then smaller formats, the experts never above mxfp4 */
    g.usable_memory_bytes = 2.0 * GS_BYTES_PER_GIB;
    assert_int_equal(gs_layout_search_formats(&q, &best, &a, &err), 0);
    assert_true(gs_dtype_bits(best.weight_dtype) < 16.0);
    assert_true(gs_dtype_bits(best.expert_dtype) <=
                gs_dtype_bits(GS_DTYPE_MXFP4));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(search_equals_brute_force_on_toys),
        cmocka_unit_test(llama_405b_minimum_is_not_a_multiple_of_the_domain),
        cmocka_unit_test(fewest_gpus_fit_by_the_serving_engines_rule),
        cmocka_unit_test(zero3_on_8_gpus_prefers_data_parallelism),
        cmocka_unit_test(fixed_layouts_outside_the_model_are_domain_errors),
        cmocka_unit_test(a_large_unfittable_search_stays_cheap),
        cmocka_unit_test(the_ladder_stops_at_the_first_format_that_fits),
    };

    return cmocka_run_group_tests_name("layout", tests, setup, teardown);
}
