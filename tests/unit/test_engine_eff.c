/*
 * The engine x vendor x release efficiency table (src/engine/engine_eff.h,
 * docs/engines/engine-efficiency.md): a row's value is the median,
 * minimum and maximum of its points' published / predicted ratios; perf
 * applies the current row of its engine, the GPU's vendor and the
 * model's class as the software-maturity factor.  Hand-computed values.
 */
#include <string.h>

#include "gs_test.h"
#include "engine_eff.h"
#include "roofline_defaults.h"

static const struct gs_gpu nvidia = { .id = "nv", .vendor = "NVIDIA",
                                      .architecture = "Hopper" };
static const struct gs_gpu amd = { .id = "amd", .vendor = "AMD",
                                   .architecture = "CDNA3" };
static const struct gs_gpu other = { .id = "tpu", .vendor = "Google" };

static const struct gs_engine_eff_row *row_named(const char *id)
{
    size_t n, i;
    const struct gs_engine_eff_row *r = gs_engine_eff_rows(&n);

    for (i = 0; i < n; i++)
        if (strcmp(r[i].id, id) == 0)
            return &r[i];
    return NULL;
}

/* vLLM 0.11.1 on MI300X, Llama 3.1 405B: published 3816.8, 3099.6,
 * 3026.1, 2196.4 over predicted 4964.1, 4629.7, 4334.3, 2492.3: ratios
 * 0.76888, 0.66950, 0.69818, 0.88127; sorted, the median is the mean of
 * the middle two, (0.69818 + 0.76888) / 2 = 0.73353. */
static void value_is_median_min_max_of_the_ratios(void **state)
{
    const struct gs_engine_eff_row *r = row_named("vllm-amd-dense-0.11.1");
    struct gs_engine_eff_value v;

    (void)state;
    assert_non_null(r);
    v = gs_engine_eff_value(r);
    assert_int_equal(v.n, 4);
    assert_close(v.low, 3099.6 / 4629.7, 1e-12);
    assert_close(v.high, 2196.4 / 2492.3, 1e-12);
    assert_close(v.expected, (3026.1 / 4334.3 + 3816.8 / 4964.1) / 2.0,
                 1e-12);
    assert_close(v.expected, 0.73353, 1e-4);
}

/* vLLM 0.11.0 on NVIDIA, MoE: DeepSeek-R1 on 8x H200 published 48.33,
 * 753.67, 843.71 over predicted 71.9, 1394.6, 1800.3 (ratios 0.67218,
 * 0.54042, 0.46865) and Qwen3-235B BF16 on 8x H100 published 57.85,
 * 931.21, 1127.26 over 58.8, 940.2, 1363.7 (0.98384, 0.99044, 0.82662).
 * Sorted: 0.46865 0.54042 0.67218 0.82662 0.98384 0.99044; an even
 * count takes the mean of the middle two, (0.67218 + 0.82662) / 2 =
 * 0.74940. */
static void vllm_nvidia_moe_row_is_the_median_of_two_models(void **state)
{
    const struct gs_engine_eff_row *r = row_named("vllm-nvidia-moe-0.11.0");
    struct gs_engine_eff_value v;

    (void)state;
    assert_non_null(r);
    v = gs_engine_eff_value(r);
    assert_int_equal(v.n, 6);
    assert_close(v.expected, 0.74940, 1e-4);
    assert_close(v.low, 0.46865, 1e-4);
    assert_close(v.high, 0.99044, 1e-4);
    assert_true(r->current);
    assert_int_equal(r->cls, GS_EFF_MOE);
}

/* vLLM 0.7.3 on 8x MI300X, DeepSeek-R1 (dstack): seven ratios, sorted
 * 1083.95/3752.0 = 0.28890, 1087.79/3752.0 = 0.28992, 1099.60/3437.9 =
 * 0.31985, 1091.90/3328.7 = 0.32803, 1132.76/3437.9 = 0.32949,
 * 1214.39/3437.9 = 0.35324, 927.31/2248.8 = 0.41236: the median is the
 * fourth, 0.32803. */
static void vllm_amd_moe_row_is_the_middle_of_seven(void **state)
{
    const struct gs_engine_eff_row *r = row_named("vllm-amd-moe-0.7.3");
    struct gs_engine_eff_value v;

    (void)state;
    assert_non_null(r);
    v = gs_engine_eff_value(r);
    assert_int_equal(v.n, 7);
    assert_close(v.expected, 0.32803, 1e-4);
    assert_close(v.low, 0.28890, 1e-4);
    assert_close(v.high, 0.41236, 1e-4);
}

/* An odd count takes the middle ratio. */
static void odd_count_takes_the_middle(void **state)
{
    static const struct gs_engine_eff_point pts[] = {
        { "a", 3.0, 4.0 }, { "b", 1.0, 2.0 }, { "c", 9.0, 10.0 },
    };
    const struct gs_engine_eff_row r = { .id = "t", .points = pts,
                                         .n_points = 3 };
    struct gs_engine_eff_value v = gs_engine_eff_value(&r);

    (void)state;
    assert_int_equal(v.n, 3);
    assert_close(v.expected, 0.75, 1e-15);
    assert_close(v.low, 0.5, 1e-15);
    assert_close(v.high, 0.9, 1e-15);
}

static void find_matches_engine_vendor_and_class(void **state)
{
    const struct gs_engine_eff_row *r;

    (void)state;
    r = gs_engine_eff_find(GS_SERVE_TRTLLM, &nvidia, true);
    assert_non_null(r);
    assert_string_equal(r->id, "trtllm-nvidia-moe-1.0");
    r = gs_engine_eff_find(GS_SERVE_TRTLLM, &nvidia, false);
    assert_non_null(r);
    assert_string_equal(r->id, "trtllm-nvidia-dense-1.0");
    r = gs_engine_eff_find(GS_SERVE_VLLM, &amd, false);
    assert_non_null(r);
    assert_string_equal(r->id, "vllm-amd-dense-0.11.1");
    r = gs_engine_eff_find(GS_SERVE_VLLM, &nvidia, true);
    assert_non_null(r);
    assert_string_equal(r->id, "vllm-nvidia-moe-0.11.0");
    r = gs_engine_eff_find(GS_SERVE_VLLM, &amd, true);
    assert_non_null(r);
    assert_string_equal(r->id, "vllm-amd-moe-0.7.3");
    r = gs_engine_eff_find(GS_SERVE_SGLANG, &amd, true);
    assert_non_null(r);
    assert_string_equal(r->id, "sglang-amd-moe-0.4.2");
    r = gs_engine_eff_find(GS_SERVE_SGLANG, &nvidia, true);
    assert_non_null(r);
    assert_string_equal(r->id, "sglang-nvidia-moe-0.4.3");
    /* no row (docs/engines/engine-efficiency.md, "What is missing"):
     * the vendor default stays */
    assert_null(gs_engine_eff_find(GS_SERVE_VLLM, &nvidia, false));
    assert_null(gs_engine_eff_find(GS_SERVE_SGLANG, &nvidia, false));
    assert_null(gs_engine_eff_find(GS_SERVE_SGLANG, &amd, false));
    assert_null(gs_engine_eff_find(GS_SERVE_TRTLLM, &amd, true));
    assert_null(gs_engine_eff_find(GS_SERVE_TRTLLM, &other, false));
    assert_null(gs_engine_eff_find(GS_SERVE_NONE, &nvidia, false));
}

/* A release names its row, whole: 0.10.2, not 0.10 or 0.10.21. */
static void find_release_picks_that_release(void **state)
{
    const struct gs_engine_eff_row *r;

    (void)state;
    r = gs_engine_eff_find_release(GS_SERVE_VLLM, &amd, false, "0.10.2");
    assert_non_null(r);
    assert_string_equal(r->id, "vllm-amd-dense-0.10.2");
    assert_false(r->current);
    r = gs_engine_eff_find_release(GS_SERVE_VLLM, &amd, false, "0.9.1");
    assert_non_null(r);
    assert_string_equal(r->id, "vllm-amd-dense-0.9.1");
    assert_null(gs_engine_eff_find_release(GS_SERVE_VLLM, &amd, false,
                                           "0.10"));
    assert_null(gs_engine_eff_find_release(GS_SERVE_VLLM, &amd, false,
                                           "0.10.21"));
    assert_null(gs_engine_eff_find_release(GS_SERVE_VLLM, &amd, false, ""));
    assert_null(gs_engine_eff_find_release(GS_SERVE_VLLM, &nvidia, false,
                                           "0.10.2"));
}

static void apply_sets_the_software_factor_and_names_the_row(void **state)
{
    struct gs_roofline_consts c = gs_roofline_default_consts(&amd,
                                                             GS_PREC_FP8);
    const struct gs_engine_eff_row *r = gs_engine_eff_find(GS_SERVE_VLLM,
                                                           &amd, false);
    struct gs_engine_eff_value v = gs_engine_eff_value(r);
    double mm = c.expected.matmul_frac;

    (void)state;
    gs_engine_eff_apply(&c, r);
    assert_close(c.expected.software_frac, v.expected, 1e-15);
    assert_close(c.pessimistic.software_frac, v.low, 1e-15);
    assert_close(c.optimistic.software_frac, v.high, 1e-15);
    assert_int_equal(c.software_prov.origin, GS_RF_ORIGIN_MEASURED);
    assert_string_equal(c.software_stack, "row vllm-amd-dense-0.11.1");
    /* the hardware fractions are left alone */
    assert_close(c.expected.matmul_frac, mm, 1e-15);
    /* NULL: nothing changes */
    c = gs_roofline_default_consts(&nvidia, GS_PREC_FP8);
    gs_engine_eff_apply(&c, NULL);
    assert_close(c.expected.software_frac, GS_RF_SOFTWARE, 1e-15);
}

/* Every row: points, a spread around its value, a source and a check,
 * and one current release per engine, vendor and class. */
static void every_row_is_sourced_and_one_is_current(void **state)
{
    size_t n, i, j;
    const struct gs_engine_eff_row *r = gs_engine_eff_rows(&n);

    (void)state;
    assert_true(n >= 3);
    for (i = 0; i < n; i++) {
        struct gs_engine_eff_value v = gs_engine_eff_value(&r[i]);
        int current = 0;

        assert_true(v.n >= 3);
        /* the value written out is the one the points give */
        assert_close(r[i].expected, v.expected, 1e-12);
        assert_close(r[i].low, v.low, 1e-12);
        assert_close(r[i].high, v.high, 1e-12);
        assert_true(v.low <= v.expected && v.expected <= v.high);
        assert_true(v.low > 0.0 && v.high <= 1.5);
        assert_non_null(r[i].source);
        assert_non_null(r[i].check);
        assert_non_null(r[i].release);
        assert_true(strncmp(r[i].label, "row ", 4) == 0 &&
                    strcmp(r[i].label + 4, r[i].id) == 0);
        for (j = 0; j < n; j++) {
            if (j != i)
                assert_true(strcmp(r[i].id, r[j].id) != 0);
            if (r[j].engine == r[i].engine && r[j].cls == r[i].cls &&
                strcmp(r[j].vendor, r[i].vendor) == 0 && r[j].current)
                current++;
        }
        assert_int_equal(current, 1);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(value_is_median_min_max_of_the_ratios),
        cmocka_unit_test(vllm_nvidia_moe_row_is_the_median_of_two_models),
        cmocka_unit_test(vllm_amd_moe_row_is_the_middle_of_seven),
        cmocka_unit_test(odd_count_takes_the_middle),
        cmocka_unit_test(find_matches_engine_vendor_and_class),
        cmocka_unit_test(find_release_picks_that_release),
        cmocka_unit_test(apply_sets_the_software_factor_and_names_the_row),
        cmocka_unit_test(every_row_is_sourced_and_one_is_current),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
