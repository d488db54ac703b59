/*
 * The --fail-if grammar (src/core/condition.c, docs/conditions.md):
 * precedence, parentheses, units checked against the key's unit, missing
 * values, unknown keys, every parse error with its column, and the
 * one-line reason.
 */
#include <string.h>

#include "gs_test.h"

#include "condition.h"

/* A row: usd_per_mtok 0.62, ttft_p99_s 0.81, utilisation_frac 0.7,
 * usd_total 12500, n_gpus 8, ttft of a training run missing. */
static int row(void *user, const char *key, double *v)
{
    static const struct { const char *k; double v; } kv[] = {
        { "usd_per_mtok", 0.62 }, { "ttft_p99_s", 0.81 },
        { "utilisation_frac", 0.7 }, { "usd_total", 12500.0 },
        { "n_gpus", 8.0 }, { "itl_p99_s", NAN },
        { "tokens_per_s", 1500.0 },
    };
    size_t i;

    (void)user;
    for (i = 0; i < sizeof(kv) / sizeof(kv[0]); i++)
        if (strcmp(kv[i].k, key) == 0) {
            *v = kv[i].v;
            return 0;
        }
    return -1;
}

static bool holds(const char *text)
{
    struct gs_cond c;
    struct gs_error err = GS_ERROR_INIT;
    bool h = false;

    if (gs_cond_parse(text, "--fail-if", &c, &err) < 0 ||
        gs_cond_eval(&c, row, NULL, "--fail-if", &h, &err) < 0) {
        print_error("'%s': %s\n", text, err.msg);
        fail();
    }
    return h;
}

static void test_comparisons(void **state)
{
    (void)state;
    assert_true(holds("usd_per_mtok > 0.50"));
    assert_false(holds("usd_per_mtok > 0.62"));
    assert_true(holds("usd_per_mtok >= 0.62"));
    assert_true(holds("usd_per_mtok<=0.62"));
    assert_false(holds("usd_per_mtok < 0.62"));
    assert_true(holds("n_gpus == 8"));
    assert_false(holds("n_gpus != 8"));
    assert_true(holds("usd_total > 1.2e4"));
}

static void test_precedence(void **state)
{
    (void)state;
    /* and binds tighter: false or (true and true) */
    assert_true(holds("n_gpus < 4 or usd_per_mtok > 0.5 and n_gpus > 4"));
    /* (false or true) and false */
    assert_false(holds("(n_gpus < 4 or usd_per_mtok > 0.5) and n_gpus > 9"));
    assert_true(holds("((n_gpus == 8))"));
    assert_false(holds("n_gpus < 4 and usd_per_mtok > 0.5 or n_gpus > 9"));
}

static void test_units(void **state)
{
    (void)state;
    assert_true(holds("ttft_p99_s > 500ms"));
    assert_false(holds("ttft_p99_s > 900 ms"));
    assert_true(holds("ttft_p99_s < 1s"));
    assert_true(holds("utilisation_frac < 80%"));
    assert_false(holds("utilisation_frac < 70%"));
    assert_true(holds("usd_total > 10k"));
    assert_false(holds("usd_total > 0.02M"));
    assert_true(holds("usd_per_mtok > $0.50"));
    assert_true(holds("usd_per_mtok > 0.5 USD"));
    assert_true(holds("usd_total > 12k and n_gpus == 8"));
    /* a rate is not a duration: no unit needed, none of seconds allowed */
    assert_true(holds("tokens_per_s < 1.6k"));
    assert_false(holds("tokens_per_s < 1500"));
}

static void test_missing_value_is_false(void **state)
{
    (void)state;
    assert_false(holds("itl_p99_s > 1ms"));
    assert_false(holds("itl_p99_s < 1ms"));
    assert_true(holds("itl_p99_s > 1ms or n_gpus == 8"));
}

static void check_parse_error(const char *text, const char *msg)
{
    struct gs_cond c;
    struct gs_error err = GS_ERROR_INIT;

    if (gs_cond_parse(text, "--fail-if", &c, &err) == 0) {
        print_error("'%s' parsed\n", text);
        fail();
    }
    assert_int_equal(err.code, GS_EUSAGE);
    if (strcmp(err.msg, msg) != 0) {
        print_error("'%s':\n  got      '%s'\n  expected '%s'\n", text,
                    err.msg, msg);
        fail();
    }
}

static void test_parse_errors(void **state)
{
    (void)state;
    check_parse_error("", "--fail-if: empty condition (e.g. "
                      "'usd_per_mtok > 0.50')");
    check_parse_error("usd_per_mtok >", "--fail-if: column 15: expected a "
                      "number after '>', got 'the end'");
    check_parse_error("usd_per_mtok 0.5", "--fail-if: column 14: expected a "
                      "comparison (<, <=, >, >=, ==, !=), got '0.5'");
    check_parse_error("usd_per_mtok = 0.5", "--fail-if: column 14: expected "
                      "a comparison (<, <=, >, >=, ==, !=), got '='");
    check_parse_error("> 0.5", "--fail-if: column 1: expected a key (e.g. "
                      "usd_per_mtok), got '>'");
    check_parse_error("usd_per_mtok > 0.5 and", "--fail-if: column 23: "
                      "expected a key (e.g. usd_per_mtok), got 'the end'");
    check_parse_error("usd_per_mtok > 0.5 xor n_gpus > 1", "--fail-if: "
                      "column 20: unknown unit 'xor' (%, us, ms, s, min, h, "
                      "k, M, B, USD)");
    check_parse_error("usd_per_mtok > 0.5)", "--fail-if: column 19: "
                      "unmatched ')'");
    check_parse_error("(usd_per_mtok > 0.5", "--fail-if: column 20: "
                      "expected ')' to close the '(' at column 1");
    check_parse_error("ttft_p99_s > 0.5", "--fail-if: column 14: "
                      "'ttft_p99_s' is a duration: give a unit (500ms, "
                      "0.5s)");
    check_parse_error("usd_per_mtok > 50%", "--fail-if: column 18: unit '%' "
                      "does not suit 'usd_per_mtok', an amount in USD (key "
                      "starting usd or ending _usd)");
    check_parse_error("tokens_per_s > 5ms", "--fail-if: column 17: unit "
                      "'ms' does not suit 'tokens_per_s', a plain number");
    check_parse_error("n_gpus > $4", "--fail-if: column 10: '$' does not "
                      "suit 'n_gpus', a plain number");
    check_parse_error("usd_per_mtok > $1USD", "--fail-if: column 18: '$' "
                      "and 'USD' both given");
    check_parse_error("usd_per_mtok > 1 parsecs", "--fail-if: column 18: "
                      "unknown unit 'parsecs' (%, us, ms, s, min, h, k, M, "
                      "B, USD)");
    check_parse_error("usd_per_mtok > 1e999", "--fail-if: column 16: "
                      "'1e999' is not a finite number");
    check_parse_error("Usd > 1", "--fail-if: column 1: expected a key (e.g. "
                      "usd_per_mtok), got 'U'");
    check_parse_error("(((((((((n_gpus > 1)))))))))", "--fail-if: column 9: "
                      "parentheses nested too deep");
}

static void test_too_many(void **state)
{
    char text[1024] = "n_gpus > 0";
    struct gs_cond c;
    struct gs_error err = GS_ERROR_INIT;
    int i;

    (void)state;
    for (i = 1; i < GS_COND_MAX_CMPS; i++)
        strcat(text, " and n_gpus > 0");
    assert_int_equal(gs_cond_parse(text, "--fail-if", &c, &err), 0);
    strcat(text, " and n_gpus > 0");
    assert_int_equal(gs_cond_parse(text, "--fail-if", &c, &err), -1);
    assert_non_null(strstr(err.msg, "more than 16 comparisons"));
}

static void test_unknown_key(void **state)
{
    struct gs_cond c;
    struct gs_error err = GS_ERROR_INIT;
    bool h = true;

    (void)state;
    assert_int_equal(gs_cond_parse("n_gpus > 1 or usd_per_mtk > 1",
                                   "--fail-if", &c, &err), 0);
    assert_int_equal(gs_cond_eval(&c, row, NULL, "--fail-if", &h, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    assert_string_equal(err.msg, "--fail-if: column 15: no key "
                        "'usd_per_mtk' in this report");
    assert_false(h);
}

static void test_describe(void **state)
{
    struct gs_cond c;
    struct gs_error err = GS_ERROR_INIT;
    char buf[128], tiny[16];
    size_t n;

    (void)state;
    assert_int_equal(gs_cond_parse("usd_per_mtok > 0.50 or ttft_p99_s > "
                                   "500ms or n_gpus > 9", "--fail-if", &c,
                                   &err), 0);
    n = gs_cond_describe(&c, row, NULL, buf, sizeof(buf));
    assert_string_equal(buf, "usd_per_mtok = 0.62 > 0.50, ttft_p99_s = "
                        "0.81 > 500ms");
    assert_int_equal(n, strlen(buf));
    n = gs_cond_describe(&c, row, NULL, tiny, sizeof(tiny));
    assert_string_equal(tiny, "usd_per_mtok...");
    assert_int_equal(n, strlen(tiny));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_comparisons),
        cmocka_unit_test(test_precedence),
        cmocka_unit_test(test_units),
        cmocka_unit_test(test_missing_value_is_false),
        cmocka_unit_test(test_parse_errors),
        cmocka_unit_test(test_too_many),
        cmocka_unit_test(test_unknown_key),
        cmocka_unit_test(test_describe),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
