/*
 * What a candidate's cost rests on (src/plan/basis.c): the labels and
 * the nearest measured GPU whose measured / modelled ratio scales a
 * modelled candidate (issue 16), on hand-made GPUs:
 *
 *   a100-40: NVIDIA Ampere, 312 TFLOP/s bf16, 1555 GB/s
 *   refs:    a100-80 SXM (Ampere, 312, 2039 GB/s), ratio 0.42 / 0.75
 *            a100-80 PCIe (Ampere, 312, 1935 GB/s), ratio 0.5 / 0.8
 *            h100 (Hopper, 989, 3350 GB/s), ratio 0.5 / 0.7
 *            mi300x (AMD, CDNA 3, 1307, 5300 GB/s), ratio 0.3 / 0.6
 *
 * a100-40's distance to a100-80 SXM is |ln(2039/1555)| = 0.2710, to the
 * PCIe part |ln(1935/1555)| = 0.2186: the PCIe part is nearer.
 */
#include "gs_test.h"

#include <math.h>
#include <string.h>

#include "basis.h"

static struct gs_gpu gpu(const char *id, const char *vendor,
                         const char *arch, double bf16_tflops,
                         double bw_gb_per_s)
{
    struct gs_gpu g;

    memset(&g, 0, sizeof(g));
    g.id = id;
    g.vendor = vendor;
    g.architecture = arch;
    g.dense_flop_per_s[GS_PREC_BF16] = bf16_tflops * 1e12;
    g.mem_bw_bytes_per_s = bw_gb_per_s * 1e9;
    return g;
}

static void labels_name_the_basis(void **state)
{
    char buf[96];

    (void)state;
    assert_string_equal(gs_basis_name(GS_BASIS_BENCHMARKED), "benchmarked");
    assert_string_equal(gs_basis_name(GS_BASIS_ESTIMATED), "estimated");
    assert_string_equal(gs_basis_name(GS_BASIS_SCALED), "estimated");
    assert_string_equal(gs_basis_name(GS_BASIS_QUOTED), "quoted");
    assert_string_equal(gs_basis_label(GS_BASIS_SCALED, "a100-80gb-sxm", buf,
                                       sizeof(buf)),
                        "estimated (scaled by a100-80gb-sxm measured)");
    assert_string_equal(gs_basis_label(GS_BASIS_BENCHMARKED, "x", buf,
                                       sizeof(buf)), "benchmarked");
}

static void the_ratio_is_measured_over_modelled(void **state)
{
    struct gs_measured_ref r = { NULL, 0.42, 0.75 };

    (void)state;
    assert_close(gs_measured_ref_ratio(&r), 0.56, 1e-12);
    r.modelled = 0.0;
    assert_true(isnan(gs_measured_ref_ratio(&r)));
    r.modelled = NAN;
    assert_true(isnan(gs_measured_ref_ratio(&r)));
    r = (struct gs_measured_ref){ NULL, -1.0, 0.5 };
    assert_true(isnan(gs_measured_ref_ratio(&r)));
}

static void the_nearest_of_the_same_vendor_and_generation(void **state)
{
    struct gs_gpu a100_40 = gpu("a100-40", "NVIDIA", "Ampere", 312, 1555);
    struct gs_gpu a100_80 = gpu("a100-80", "NVIDIA", "Ampere", 312, 2039);
    struct gs_gpu a100_pcie = gpu("a100-pcie", "NVIDIA", "Ampere", 312,
                                  1935);
    struct gs_gpu h100 = gpu("h100", "NVIDIA", "Hopper", 989, 3350);
    struct gs_gpu h200 = gpu("h200", "nvidia", "hopper", 989, 4800);
    struct gs_gpu mi300 = gpu("mi300x", "AMD", "CDNA 3", 1307, 5300);
    struct gs_gpu b200 = gpu("b200", "NVIDIA", "Blackwell", 2250, 8000);
    struct gs_gpu noarch = gpu("odd", "NVIDIA", NULL, 312, 1555);
    struct gs_measured_ref refs[] = {
        { &a100_80, 0.42, 0.75 },
        { &a100_pcie, 0.5, 0.8 },
        { &h100, 0.5, 0.7 },
        { &mi300, 0.3, 0.6 },
    };

    (void)state;
    /* Ampere: the PCIe part is nearer in bandwidth (0.2186 < 0.2710) */
    assert_int_equal(gs_measured_ref_nearest(&a100_40, refs, 4), 1);
    /* without it, the SXM part; its ratio 0.42 / 0.75 = 0.56 */
    assert_int_equal(gs_measured_ref_nearest(&a100_40, refs, 1), 0);
    /* a measured GPU is its own nearest (distance 0) */
    assert_int_equal(gs_measured_ref_nearest(&a100_80, refs, 4), 0);
    /* Hopper, case ignored: H200 takes the H100's ratio */
    assert_int_equal(gs_measured_ref_nearest(&h200, refs, 4), 2);
    /* no measured GPU of its generation (Blackwell), an unknown
     * architecture, or another vendor: none */
    assert_int_equal(gs_measured_ref_nearest(&b200, refs, 4), -1);
    assert_int_equal(gs_measured_ref_nearest(&noarch, refs, 4), -1);
    assert_int_equal(gs_measured_ref_nearest(&mi300, refs, 3), -1);
    /* a reference whose ratio is not a number is skipped */
    refs[1].modelled = 0.0;
    assert_int_equal(gs_measured_ref_nearest(&a100_40, refs, 4), 0);
    assert_int_equal(gs_measured_ref_nearest(&a100_40, refs, 0), -1);
    assert_int_equal(gs_measured_ref_nearest(NULL, refs, 4), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(labels_name_the_basis),
        cmocka_unit_test(the_ratio_is_measured_over_modelled),
        cmocka_unit_test(the_nearest_of_the_same_vendor_and_generation),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
