/*
 * Numbers read the same under every LC_NUMERIC (issue 11, D7).  gpusel
 * never calls setlocale(), but a program linking its libraries might;
 * under de_DE.UTF-8 plain strtod() reads "79.65" as 79.  These tests set
 * that locale and read through every layer: gs_strtod(), the option
 * parsers, the YAML loader (a catalogue file) and the exact writer.
 *
 * The locale comes from LOCPATH, which ctest points at a copy that
 * tests/CMakeLists.txt builds with localedef (the machine may have only
 * C and C.UTF-8 installed).  Without it each test is skipped.
 */
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gs_test.h"

#include "dataset.h"
#include "error.h"
#include "units.h"

#ifndef GPUSEL_FIXTURES
#error "GPUSEL_FIXTURES must name the tests/fixtures directory"
#endif

/* Switch LC_NUMERIC to a comma locale, or skip the test. */
static int comma_locale(void **state)
{
    (void)state;
    if (!setlocale(LC_NUMERIC, "de_DE.UTF-8"))
        setlocale(LC_NUMERIC, "de_DE.utf8");
    return 0;           /* need_comma() skips when neither is there */
}

static int c_locale(void **state)
{
    (void)state;
    setlocale(LC_NUMERIC, "C");
    return 0;
}

static void need_comma(void)
{
    const char *dp = localeconv()->decimal_point;

    if (!dp || strcmp(dp, ",") != 0) {
        print_message("de_DE.UTF-8 is not available: skipped\n");
        skip();
    }
}

static void plain_strtod_is_fooled(void **state)
{
    char buf[] = "79.65";
    char *end;
    double v;

    (void)state;
    need_comma();
    /* the trap this file guards against, shown once so the test cannot
     * pass by running in the "C" locale */
    v = (strtod)(buf, &end);
    assert_close(v, 79.0, 0.0);
    assert_string_equal(end, ".65");
}

static void gs_strtod_reads_the_point(void **state)
{
    const char *end;
    double v;

    (void)state;
    need_comma();
    v = gs_strtod("79.65", &end);
    assert_close(v, 79.65, 0.0);
    assert_int_equal(*end, '\0');
    v = gs_strtod("-1.5e3GiB", &end);
    assert_close(v, -1500.0, 0.0);
    assert_string_equal(end, "GiB");
    /* the locale's own decimal comma is not a number in gpusel */
    v = gs_strtod("79,65", &end);
    assert_close(v, 79.0, 0.0);
    assert_string_equal(end, ",65");
}

static void gs_strtod_refuses_what_is_not_strict(void **state)
{
    static const char *const bad[] = { "", " 1", "+1", ".", "-", "e5",
                                       "inf", "nan", "0x10" };
    size_t i;

    (void)state;
    need_comma();
    for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        const char *end;
        double v = gs_strtod(bad[i], &end);

        if (bad[i][0] == '0') {         /* "0x10" reads "0", stops at x */
            assert_string_equal(end, "x10");
            continue;
        }
        assert_ptr_equal(end, bad[i]);
        assert_close(v, 0.0, 0.0);
    }
}

static void option_parsers_read_the_point(void **state)
{
    struct gs_error err = GS_ERROR_INIT;
    double v = 0.0;

    (void)state;
    need_comma();
    assert_int_equal(gs_parse_number("79.65", "--x", &v, &err), 0);
    assert_close(v, 79.65, 0.0);
    assert_int_equal(gs_parse_bytes("79.65GiB", "--x", &v, &err), 0);
    assert_close(v, 79.65 * GS_BYTES_PER_GIB, 1e-15);
    assert_int_equal(gs_parse_frac("0.95", "--x", 0.0, 1.0, &v, &err), 0);
    assert_close(v, 0.95, 0.0);
}

static void catalogue_reads_the_point(void **state)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;
    const struct gs_gpu *g;

    (void)state;
    need_comma();
    gs_dataset_init(&d);
    if (gs_dataset_load_file(&d, GPUSEL_FIXTURES "/toy/toy.yaml", &err) < 0) {
        print_error("%s\n", err.msg);
        fail();
    }
    g = gs_dataset_find_gpu(&d, "toy-24g");
    assert_non_null(g);
    /* usable_memory_gib: 22.5 (79 would have been 22) */
    assert_close(g->usable_memory_bytes, 22.5 * GS_BYTES_PER_GIB, 0.0);
    gs_dataset_release(&d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(plain_strtod_is_fooled),
        cmocka_unit_test(gs_strtod_reads_the_point),
        cmocka_unit_test(gs_strtod_refuses_what_is_not_strict),
        cmocka_unit_test(option_parsers_read_the_point),
        cmocka_unit_test(catalogue_reads_the_point),
    };

    return cmocka_run_group_tests_name("locale", tests, comma_locale,
                                       c_locale);
}
