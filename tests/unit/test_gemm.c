/*
 * Shape-aware GEMM efficiency (engine/gemm.h): tile and wave
 * quantisation by hand on the H200's 132 SMs with 128 x 256 tiles, the
 * rows below a tile left to the bandwidth roof, and the training
 * layer's three GEMMs as a FLOP-weighted harmonic mean.
 */
#include <math.h>

#include "gs_test.h"
#include "gemm.h"

#define close_to(a, b) (fabs((a) - (b)) <= 1e-12 * fabs(b))

static void waves_by_hand(void **state)
{
    (void)state;
    /* 8192 x 8192: 64 x 32 = 2048 tiles, 15.5 waves -> 16:
     * 8192^2 / (16 x 132 x 32768) = 0.96970 */
    assert_true(close_to(gs_gemm_wave_frac(8192, 8192, 132),
                         8192.0 * 8192.0 / (16.0 * 132 * 32768)));
    /* 512 x 4096: 4 x 16 = 64 tiles, one wave of 132 SMs: 0.4848
     * (measured on the H200: 0.354 / 0.750 = 0.47 of the best shape) */
    assert_true(close_to(gs_gemm_wave_frac(512, 4096, 132),
                         512.0 * 4096.0 / (132 * 32768.0)));
    /* 256 x 28672: 2 x 112 = 224 tiles, 2 waves: 0.848 */
    assert_true(close_to(gs_gemm_wave_frac(256, 28672, 132),
                         256.0 * 28672.0 / (2 * 132 * 32768.0)));
    /* a ragged edge: 200 rows fill 2 tiles of 128 */
    assert_true(close_to(gs_gemm_wave_frac(200, 256, 1),
                         200.0 * 256.0 / (2 * 32768.0)));
    /* below one tile of rows, or no SM count: no loss */
    assert_true(gs_gemm_wave_frac(64, 28672, 132) == 1.0);
    assert_true(gs_gemm_wave_frac(8192, 8192, 0) == 1.0);
}

static void training_linear_is_a_harmonic_mean(void **state)
{
    double f = gs_gemm_wave_frac(8192, 6144, 132);
    double d = gs_gemm_wave_frac(8192, 4096, 132);
    double w = gs_gemm_wave_frac(6144, 4096, 132);

    (void)state;
    assert_true(close_to(gs_gemm_linear_frac(8192, 4096, 6144, 132, 0), f));
    assert_true(close_to(gs_gemm_linear_frac(8192, 4096, 6144, 132, 1),
                         3.0 / (1.0 / f + 1.0 / d + 1.0 / w)));
    assert_true(gs_gemm_linear_frac(8192, 4096, 6144, 0, 1) == 1.0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(waves_by_hand),
        cmocka_unit_test(training_linear_is_a_harmonic_mean),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
