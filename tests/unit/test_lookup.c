/*
 * Name lookups in the dataset (src/data/dataset.c): the messages for an
 * unknown GPU, model or vendor, as a user reads them.  Uses a small
 * overlay of invented entries on an empty dataset, so that growing the
 * built-in catalogue does not move these cases.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "gs_test.h"

#include "dataset.h"
#include "error.h"

#define GPU(id, vendor, aliases) \
    "  - id: " id "\n" \
    "    name: " id " (invented)\n" \
    "    vendor: " vendor "\n" \
    "    architecture: Example\n" \
    "    year: 2025\n" \
    "    form_factor: PCIe\n" \
    "    memory_gb: 24\n" \
    "    memory_type: GDDR6\n" \
    "    mem_bw_gb_per_s: 1000\n" \
    "    fp32_dense_tflops: 50\n" \
    "    bf16_dense_tflops: 100\n" \
    "    sparsity_2_4: false\n" \
    "    tdp_w: 300\n" \
    "    scale_up_kind: pcie\n" \
    "    scale_up_bw_gb_per_s: 64\n" \
    "    scale_up_domain_gpus: 8\n" \
    "    pcie_gen: 4\n" \
    "    ecc: false\n" \
    "    mig_max_instances: 0\n" \
    "    aliases: " aliases "\n" \
    "    as_of: \"2026-01-01\"\n" \
    "    sources: [\"tests/unit/test_lookup.c (invented)\"]\n"

static const char overlay[] =
    "schema_version: 1\n"
    "gpus:\n"
    GPU("zx-100-sxm", "Zedcorp", "[\"ZX100\", \"ZX100 80GB\"]")
    GPU("zy-100-sxm", "Zedcorp", "[\"ZY100\"]")
    GPU("zx-200", "Zedcorp", "[\"ZX200 SXM\"]")
    GPU("qq-4090", "Quuxworks", "[\"QQ 4090\"]")
    GPU("qq-5090", "Quuxworks", "[]");

struct fixture {
    struct gs_dataset d;
};

static int setup(void **state)
{
    static struct fixture f;
    struct gs_error err = GS_ERROR_INIT;

    gs_dataset_init(&f.d);
    if (gs_dataset_load_buffer(&f.d, "lookup.yaml",
                               (const unsigned char *)overlay,
                               sizeof(overlay) - 1, GS_DATA_GPUS, &err) != 0) {
        print_error("overlay: %s:%u:%u: %s\n", err.path, err.line, err.col,
                    err.msg);
        return -1;
    }
    *state = &f;
    return 0;
}

static int teardown(void **state)
{
    struct fixture *f = *state;

    gs_dataset_release(&f->d);
    return 0;
}

static void expect_gpu_error(const struct gs_dataset *d, const char *name,
                             const char *msg)
{
    struct gs_error err = GS_ERROR_INIT;

    assert_null(gs_dataset_gpu(d, name, &err));
    assert_int_equal(err.code, GS_ENOTFOUND);
    assert_string_equal(err.msg, msg);
}

static void a_near_name_of_the_same_product_is_suggested_by_id(void **state)
{
    struct fixture *f = *state;

    /* 'ZY100' is one letter from 'ZX100 80GB' but another product */
    expect_gpu_error(&f->d, "zx-100 80gb",
                     "unknown GPU 'zx-100 80gb'; did you mean 'zx-100-sxm'?");
    expect_gpu_error(&f->d, "ZX200",
                     "unknown GPU 'ZX200'; did you mean 'zx-200'?");
}

static void another_number_lists_the_family(void **state)
{
    struct fixture *f = *state;

    expect_gpu_error(&f->d, "qq-3090",
                     "unknown GPU 'qq-3090': no such entry; did you mean one "
                     "of the qq family: qq-4090, qq-5090?");
    expect_gpu_error(&f->d, "zx300",
                     "unknown GPU 'zx300': no such entry; did you mean one "
                     "of the zx family: zx-200, zx-100-sxm?");
}

static void nothing_near_points_at_the_catalogue(void **state)
{
    struct fixture *f = *state;

    expect_gpu_error(&f->d, "wombat",
                     "unknown GPU 'wombat'; 'gpusel list gpus' shows the "
                     "catalogue");
}

static void vendors_ignore_case_and_suggest_the_closest(void **state)
{
    struct fixture *f = *state;
    struct gs_error err = GS_ERROR_INIT;

    assert_string_equal(gs_dataset_gpu_vendor(&f->d, "zedcorp", "--vendor",
                                              &err), "Zedcorp");
    assert_int_equal(err.code, GS_OK);
    assert_null(gs_dataset_gpu_vendor(&f->d, "zedcrop", "--vendor", &err));
    assert_int_equal(err.code, GS_EUSAGE);
    assert_string_equal(err.msg, "--vendor: no GPU in the catalogue has "
                                 "vendor 'zedcrop'; did you mean 'Zedcorp'?");
    gs_error_clear(&err);
    assert_null(gs_dataset_gpu_vendor(&f->d, "Acme", "--vendor", &err));
    assert_string_equal(err.msg, "--vendor: no GPU in the catalogue has "
                                 "vendor 'Acme' (vendors: Zedcorp, "
                                 "Quuxworks)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_near_name_of_the_same_product_is_suggested_by_id),
        cmocka_unit_test(another_number_lists_the_family),
        cmocka_unit_test(nothing_near_points_at_the_catalogue),
        cmocka_unit_test(vendors_ignore_case_and_suggest_the_closest),
    };

    return cmocka_run_group_tests(tests, setup, teardown);
}
