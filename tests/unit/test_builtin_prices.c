/*
 * The price files compiled into the binary (src/data/embedded.h):
 * their bytes are data/prices/prices.yaml and api-prices.yaml exactly,
 * NUL-terminated, and they load with the strict loader against the
 * built-in catalogue, every GPU name resolving.
 */
#include "gs_test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dataset.h"
#include "embedded.h"
#include "file.h"
#include "price_load.h"

#ifndef GPUSEL_SOURCE_DIR
#error "GPUSEL_SOURCE_DIR must name the source tree"
#endif

static void same_bytes(const struct gs_builtin_blob *b, const char *path)
{
    struct gs_error err = GS_ERROR_INIT;
    char *buf;
    size_t len;
    bool too_large;

    assert_int_equal(gs_file_read(path, GS_PRICE_MAX_FILE_BYTES, &buf, &len,
                                  &too_large, &err), 0);
    assert_false(too_large);
    assert_int_equal(b->n_bytes, len);
    assert_memory_equal(b->bytes, buf, len);
    assert_int_equal(b->bytes[len], 0);
    free(buf);
}

static void test_bytes(void **state)
{
    (void)state;
    same_bytes(&gs_builtin_prices,
               GPUSEL_SOURCE_DIR "/data/prices/prices.yaml");
    same_bytes(&gs_builtin_api_prices,
               GPUSEL_SOURCE_DIR "/data/prices/api-prices.yaml");
    assert_string_equal(gs_builtin_prices.name, GS_BUILTIN_PRICES_PATH);
    assert_string_equal(gs_builtin_api_prices.name,
                        GS_BUILTIN_API_PRICES_PATH);
}

static void test_strict_load(void **state)
{
    struct gs_dataset d;
    struct gs_price_set s;
    struct gs_gpu_resolver r;
    struct gs_price_load_opts o = { 0 };
    struct gs_error err = GS_ERROR_INIT;
    size_t i;

    (void)state;
    gs_dataset_init(&d);
    gs_price_set_init(&s);
    assert_int_equal(gs_dataset_load_builtin(&d, GS_DATA_GPUS, &err), 0);
    gs_gpu_resolver_dataset(&r, &d);
    o.resolver = &r;
    if (gs_price_load_yaml_buffer(&s, gs_builtin_prices.name,
                                  gs_builtin_prices.bytes,
                                  gs_builtin_prices.n_bytes, &o, &err) != 0 ||
        gs_price_load_yaml_buffer(&s, gs_builtin_api_prices.name,
                                  gs_builtin_api_prices.bytes,
                                  gs_builtin_api_prices.n_bytes, &o,
                                  &err) != 0) {
        gs_error_print(&err, stderr);
        fail();
    }
    assert_int_equal(s.n_files, 2);
    assert_true(s.n_prices > 0);
    assert_true(s.n_api_prices > 0);
    assert_int_equal(s.files[0].n_prices, s.n_prices);
    assert_int_equal(s.files[1].n_api_prices, s.n_api_prices);
    for (i = 0; i < s.n_prices; i++)
        assert_non_null(s.prices[i].gpu_id);
    gs_price_set_release(&s);
    gs_dataset_release(&d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bytes),
        cmocka_unit_test(test_strict_load),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
