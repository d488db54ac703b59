/*
 * Regression tests for what the fuzz targets and the allocation-failure
 * test found (docs/fuzzing.md), and libcsv's three permissive traps
 * (reliability.md §1.4): the SkyPilot and rate-sheet readers run libcsv
 * strict, refuse NUL bytes, and drop a UTF-8 byte order mark.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gs_test.h"

#include "dataset.h"
#include "price_load.h"
#include "report.h"
#include "suggest.h"
#include "banned.h"

#define SKY_HEADER "InstanceType,AcceleratorName,AcceleratorCount,vCPUs," \
    "MemoryGiB,Price,SpotPrice,Region,AvailabilityZone\n"
#define SKY_ROW_1 "p4d.24xlarge,A100,8,96,1152,32.77,9.83,us-east-1," \
    "us-east-1a\n"
#define SKY_ROW_2 "p5.48xlarge,H100,8,192,2048,98.32,,us-east-1,us-east-1a\n"

static struct gs_dataset data;
static struct gs_gpu_resolver resolver;

static int setup(void **state)
{
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_dataset_init(&data);
    if (gs_dataset_load_builtin(&data, GS_DATA_GPUS, &err) < 0)
        return -1;
    gs_gpu_resolver_dataset(&resolver, &data);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    gs_dataset_release(&data);
    return 0;
}

/* Load text as an aws vms.csv; the status, *n_prices and err. */
static int load_sky(const char *text, size_t len, size_t *n_prices,
                    struct gs_error *err)
{
    struct gs_price_load_opts o = { .resolver = &resolver };
    struct gs_price_set s;
    int rc;

    gs_price_set_init(&s);
    rc = gs_price_load_skypilot_buffer(&s, "aws/vms.csv", "aws",
                                       (const unsigned char *)text, len, &o,
                                       err);
    *n_prices = s.n_prices;
    gs_price_set_release(&s);
    return rc;
}

static void sky_unterminated_quote_is_an_error(void **state)
{
    /* non-strict libcsv would read the rest of the file into one field
     * and load the first row alone, silently */
    static const char text[] = SKY_HEADER SKY_ROW_1 "\"" SKY_ROW_2 SKY_ROW_1;
    struct gs_error err = GS_ERROR_INIT;
    size_t n;

    (void)state;
    assert_int_equal(load_sky(text, sizeof(text) - 1, &n, &err), -1);
    assert_int_equal(err.code, GS_ESYNTAX);
    assert_string_equal(err.path, "aws/vms.csv");
    assert_non_null(strstr(err.msg, "malformed CSV"));
}

static void sky_nul_byte_is_an_error(void **state)
{
    /* "32\0.77": strtod would read 32 */
    static const char text[] = SKY_HEADER
        "p4d.24xlarge,A100,8,96,1152,32\0.77,9.83,us-east-1,us-east-1a\n";
    struct gs_error err = GS_ERROR_INIT;
    size_t n;

    (void)state;
    assert_int_equal(load_sky(text, sizeof(text) - 1, &n, &err), -1);
    assert_int_equal(err.code, GS_ESYNTAX);
    assert_int_equal(err.line, 2);
    assert_string_equal(err.msg, "a field holds a NUL byte");
}

static void sky_byte_order_mark_is_dropped(void **state)
{
    static const char plain[] = SKY_HEADER SKY_ROW_1 SKY_ROW_2;
    static const char bom[] = "\xEF\xBB\xBF" SKY_HEADER SKY_ROW_1 SKY_ROW_2;
    struct gs_error err = GS_ERROR_INIT;
    size_t n_plain, n_bom;

    (void)state;
    assert_int_equal(load_sky(plain, sizeof(plain) - 1, &n_plain, &err), 0);
    assert_int_equal(load_sky(bom, sizeof(bom) - 1, &n_bom, &err), 0);
    assert_true(n_plain > 0);
    assert_int_equal(n_bom, n_plain);
}

static void rates_byte_order_mark_is_dropped(void **state)
{
    static const char text[] = "\xEF\xBB\xBF"
        "provider,instance,gpu,n_gpus,usd_per_instance_hour,pricing,as_of,"
        "source\nacme,box8,h100-sxm,8,18.40,reserved-3y,2026-11-01,quote\n";
    struct gs_price_load_opts o = { .resolver = &resolver };
    struct gs_error err = GS_ERROR_INIT;
    struct gs_price_set s;

    (void)state;
    gs_price_set_init(&s);
    assert_int_equal(gs_price_load_rates_csv_buffer(
        &s, "rates.csv", (const unsigned char *)text, sizeof(text) - 1, &o,
        &err), 0);
    assert_int_equal(err.code, GS_OK);
    assert_int_equal(s.n_prices, 1);
    gs_price_set_release(&s);
}

/* fuzz_csv: a header alone made qsort(NULL, 0, ...) (UBSan). */
static void sky_header_only_loads_nothing(void **state)
{
    struct gs_error err = GS_ERROR_INIT;
    size_t n = 1;

    (void)state;
    assert_int_equal(load_sky(SKY_HEADER, strlen(SKY_HEADER), &n, &err), 0);
    assert_int_equal(n, 0);
}

/* fuzz_csv: a candidate longer than 63 bytes tied with no best yet and
 * reached strlen(NULL) (tests/fuzz/csv/crash-suggest-long-candidate). */
static void suggest_survives_long_candidates(void **state)
{
    static const char *const names[] = {
        "InstanceTypeorNamemyr\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a"
        "\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a\a",
        "Price",
    };

    (void)state;
    assert_ptr_equal(gs_suggest("InstanceType", names, 1), names[0]);
    assert_string_equal(gs_suggest("Prise", names, 2), "Price");
}

/* tests/alloc_fail.sh: a cell whose copy could not be allocated showed
 * as "-" and the command exited 0.  The table now refuses to be written. */
static void table_out_of_memory_is_not_written(void **state)
{
    static const struct gs_column cols[] = { { "name", "name", GS_CELL_TEXT } };
    struct gs_error err = GS_ERROR_INIT;
    struct gs_report r;
    struct gs_table t;
    struct gs_write_opts o = { 0 };
    FILE *out = tmpfile();

    (void)state;
    assert_non_null(out);
    gs_table_init(&t, "rows", cols, 1);
    assert_non_null(gs_table_add_row(&t));
    assert_false(t.oom);
    t.oom = true;   /* as pool_alloc() leaves it when malloc fails */
    gs_report_init(&r, "test");
    gs_report_add(&r, &t);
    assert_int_equal(gs_report_write(&r, "csv", &o, out, &err), -1);
    assert_int_equal(err.code, GS_ENOMEM);
    assert_int_equal(ftell(out), 0);
    gs_table_release(&t);
    assert_false(t.oom);
    fclose(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sky_unterminated_quote_is_an_error),
        cmocka_unit_test(sky_nul_byte_is_an_error),
        cmocka_unit_test(sky_byte_order_mark_is_dropped),
        cmocka_unit_test(rates_byte_order_mark_is_dropped),
        cmocka_unit_test(sky_header_only_loads_nothing),
        cmocka_unit_test(suggest_survives_long_candidates),
        cmocka_unit_test(table_out_of_memory_is_not_written),
    };

    return cmocka_run_group_tests(tests, setup, teardown);
}
