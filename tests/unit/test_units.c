/*
 * Command-line number parsers (src/units.c: tokens, parameters, bytes,
 * fractions, plain numbers) and "did you mean" (src/suggest.c).  Each
 * rejection is pinned with its exact message: these are what a user
 * reads after a typo.  docs/units.md lists the accepted suffixes.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "gs_test.h"

#include "error.h"
#include "suggest.h"
#include "ascii.h"
#include "units.h"


/* A rejection: the text, and the exact message it must produce. */
struct reject {
    const char *text;
    const char *msg;
};

static void check_error(const struct gs_error *err, const char *text,
                        const char *msg)
{
    if (err->code != GS_EUSAGE || strcmp(err->msg, msg) != 0) {
        print_error("input '%s': code %d, message\n  '%s'\nexpected "
                    "GS_EUSAGE and\n  '%s'\n", text, (int)err->code,
                    err->msg, msg);
        fail();
    }
    /* Command-line errors are not about a file position. */
    assert_string_equal(err->path, "");
    assert_int_equal(err->line, 0);
}

/* ---------------------------------------------------------------- tokens */

static int64_t tokens_ok(const char *text)
{
    struct gs_error err = GS_ERROR_INIT;
    int64_t t = -1;

    if (gs_parse_tokens(text, "--ctx", &t, &err) != 0) {
        print_error("'%s' rejected: %s\n", text, err.msg);
        fail();
    }
    assert_int_equal(err.code, GS_OK);
    return t;
}

static void tokens_take_binary_k_and_m_suffixes(void **state)
{
    (void)state;
    assert_int_equal(tokens_ok("32k"), 32768);
    assert_int_equal(tokens_ok("32K"), 32768);
    assert_int_equal(tokens_ok("1M"), 1048576);
    assert_int_equal(tokens_ok("1m"), 1048576);
    assert_int_equal(tokens_ok("0.5k"), 512);
}

static void tokens_take_plain_and_exponent_forms(void **state)
{
    (void)state;
    assert_int_equal(tokens_ok("8192"), 8192);
    assert_int_equal(tokens_ok("1e4"), 10000);
    assert_int_equal(tokens_ok("1"), 1);
}

static void tokens_accept_exactly_up_to_two_to_the_forty(void **state)
{
    struct gs_error err = GS_ERROR_INIT;
    int64_t t = 7;

    (void)state;
    assert_int_equal(tokens_ok("1099511627776"), INT64_C(1099511627776));
    assert_int_equal(tokens_ok("1048576M"), INT64_C(1099511627776));
    assert_int_equal(gs_parse_tokens("1048577M", "--ctx", &t, &err), -1);
    check_error(&err, "1048577M",
                "--ctx must be between 1 and 2^40 tokens, got '1048577M'");
    assert_int_equal(t, 7);     /* untouched on failure */
}

static void tokens_rejections_name_the_option_and_the_text(void **state)
{
    static const struct reject cases[] = {
        { "-1", "--ctx must be between 1 and 2^40 tokens, got '-1'" },
        { "0", "--ctx must be between 1 and 2^40 tokens, got '0'" },
        { "0.5", "--ctx must be between 1 and 2^40 tokens, got '0.5'" },
        { "1e400", "--ctx is out of range: '1e400'" },
        { "2.5", "--ctx expects a whole number of tokens, got '2.5'" },
        { "32q", "--ctx: unknown suffix in '32q' (use k = 1024 or "
                 "M = 1048576 tokens)" },
        { "32kb", "--ctx: unknown suffix in '32kb' (use k = 1024 or "
                  "M = 1048576 tokens)" },
        { "0x20", "--ctx: unknown suffix in '0x20' (use k = 1024 or "
                  "M = 1048576 tokens)" },
        { "32 k", "--ctx: unknown suffix in '32 k' (use k = 1024 or "
                  "M = 1048576 tokens)" },
        { "", "--ctx expects a number, got ''" },
        { " 32", "--ctx expects a number, got ' 32'" },
        { "+32", "--ctx expects a number, got '+32'" },
        { "inf", "--ctx expects a number, got 'inf'" },
        { "nan", "--ctx expects a number, got 'nan'" },
        { "k", "--ctx expects a number, got 'k'" },
    };
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(cases); i++) {
        struct gs_error err = GS_ERROR_INIT;
        int64_t t = 7;

        assert_int_equal(gs_parse_tokens(cases[i].text, "--ctx", &t, &err),
                         -1);
        check_error(&err, cases[i].text, cases[i].msg);
        assert_int_equal(t, 7);
    }
}

/* ------------------------------------------------------------ parameters */

static double params_ok(const char *text)
{
    struct gs_error err = GS_ERROR_INIT;
    double p = -1.0;

    if (gs_parse_params(text, "--params", &p, &err) != 0) {
        print_error("'%s' rejected: %s\n", text, err.msg);
        fail();
    }
    return p;
}

static void params_take_decimal_suffixes(void **state)
{
    (void)state;
    assert_close(params_ok("70B"), 7e10, 1e-15);
    assert_close(params_ok("7b"), 7e9, 1e-15);
    assert_close(params_ok("1.5T"), 1.5e12, 1e-15);
    assert_close(params_ok("405e9"), 4.05e11, 1e-15);
    assert_close(params_ok("350M"), 3.5e8, 1e-15);
    assert_close(params_ok("8.03e9"), 8.03e9, 1e-15);
    assert_close(params_ok("7G"), 7e9, 1e-15);
    assert_close(params_ok("1500k"), 1.5e6, 1e-15);
}

static void params_bounds_are_one_million_to_a_thousand_trillion(void **state)
{
    struct gs_error err = GS_ERROR_INIT;
    double p = 0.0;

    (void)state;
    assert_close(params_ok("1M"), 1e6, 1e-15);
    assert_close(params_ok("1000T"), 1e15, 1e-15);
    assert_int_equal(gs_parse_params("999999", "--params", &p, &err), -1);
    check_error(&err, "999999",
                "--params must be between 1M and 1000T parameters, "
                "got '999999'");
    gs_error_clear(&err);
    assert_int_equal(gs_parse_params("1001T", "--params", &p, &err), -1);
    check_error(&err, "1001T",
                "--params must be between 1M and 1000T parameters, "
                "got '1001T'");
}

static void params_rejections_name_the_option_and_the_text(void **state)
{
    static const struct reject cases[] = {
        { "70Q", "--params: unknown suffix in '70Q' (use K, M, B or T: "
                 "10^3, 10^6, 10^9, 10^12 parameters)" },
        { "70 B", "--params: unknown suffix in '70 B' (use K, M, B or T: "
                  "10^3, 10^6, 10^9, 10^12 parameters)" },
        { "70BB", "--params: unknown suffix in '70BB' (use K, M, B or T: "
                  "10^3, 10^6, 10^9, 10^12 parameters)" },
        { "1e400", "--params is out of range: '1e400'" },
        { "0.5", "--params must be between 1M and 1000T parameters, "
                 "got '0.5'" },
        { "-70B", "--params must be between 1M and 1000T parameters, "
                  "got '-70B'" },
        { "B", "--params expects a number, got 'B'" },
        { "", "--params expects a number, got ''" },
    };
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(cases); i++) {
        struct gs_error err = GS_ERROR_INIT;
        double p = 0.0;

        assert_int_equal(gs_parse_params(cases[i].text, "--params", &p, &err),
                         -1);
        check_error(&err, cases[i].text, cases[i].msg);
    }
}

/* ----------------------------------------------------------------- bytes */

static double bytes_ok(const char *text)
{
    struct gs_error err = GS_ERROR_INIT;
    double b = -1.0;

    if (gs_parse_bytes(text, "--mem", &b, &err) != 0) {
        print_error("'%s' rejected: %s\n", text, err.msg);
        fail();
    }
    return b;
}

static void bytes_keep_decimal_and_binary_units_apart(void **state)
{
    (void)state;
    assert_close(bytes_ok("80GB"), 8e10, 1e-15);
    assert_close(bytes_ok("80GiB"), 80.0 * 1073741824.0, 1e-15);
    assert_close(bytes_ok("512MiB"), 512.0 * 1048576.0, 1e-15);
    assert_close(bytes_ok("1.5TB"), 1.5e12, 1e-15);
    assert_close(bytes_ok("2TiB"), 2.0 * 1099511627776.0, 1e-15);
    assert_close(bytes_ok("4KiB"), 4096.0, 1e-15);
    assert_close(bytes_ok("4kB"), 4000.0, 1e-15);
    assert_close(bytes_ok("3MB"), 3e6, 1e-15);
    assert_close(bytes_ok("123B"), 123.0, 1e-15);
    assert_close(bytes_ok("8e10b"), 8e10, 1e-15);
}

static void byte_suffixes_ignore_case(void **state)
{
    (void)state;
    assert_close(bytes_ok("80gb"), 8e10, 1e-15);
    assert_close(bytes_ok("80gib"), 80.0 * GS_BYTES_PER_GIB, 1e-15);
    assert_close(bytes_ok("80GIB"), 80.0 * GS_BYTES_PER_GIB, 1e-15);
}

static void bytes_rejections_name_the_option_and_the_text(void **state)
{
#define UNIT_HINT " (use GB = 10^9 bytes or GiB = 2^30 bytes, also MB/MiB, " \
                  "TB/TiB)"
#define NEED_UNIT " (use GB = 10^9 bytes or GiB = 2^30 bytes, also MB/MiB, " \
                  "TB/TiB, or B for bytes)"
    static const struct reject cases[] = {
        /* 'G' alone could mean either; the user must say which. */
        { "80G", "--mem: unknown size unit in '80G'" UNIT_HINT },
        { "80Gi", "--mem: unknown size unit in '80Gi'" UNIT_HINT },
        { "80 GB", "--mem: unknown size unit in '80 GB'" UNIT_HINT },
        { "80GBs", "--mem: unknown size unit in '80GBs'" UNIT_HINT },
        { "-80GB", "--mem must be a positive size, got '-80GB'" },
        { "0GB", "--mem must be a positive size, got '0GB'" },
        /* a bare number could be GB or GiB: the unit is required */
        { "80", "--mem needs a unit: '80' could be GB or GiB" NEED_UNIT },
        { "8e10", "--mem needs a unit: '8e10' could be GB or GiB"
                  NEED_UNIT },
        { "0", "--mem needs a unit: '0' could be GB or GiB" NEED_UNIT },
        { "0B", "--mem must be a positive size, got '0B'" },
        { "1e400GB", "--mem is out of range: '1e400GB'" },
        { "GB", "--mem expects a number, got 'GB'" },
        { "", "--mem expects a number, got ''" },
        { "+80GB", "--mem expects a number, got '+80GB'" },
    };
#undef UNIT_HINT
#undef NEED_UNIT
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(cases); i++) {
        struct gs_error err = GS_ERROR_INIT;
        double b = 7.0;

        assert_int_equal(gs_parse_bytes(cases[i].text, "--mem", &b, &err), -1);
        check_error(&err, cases[i].text, cases[i].msg);
        assert_close(b, 7.0, 0.0);
    }
}

/* ------------------------------------------------------------- fractions */

static double frac_ok(const char *text, double lo, double hi)
{
    struct gs_error err = GS_ERROR_INIT;
    double f = -1.0;

    if (gs_parse_frac(text, "--mem-util", lo, hi, &f, &err) != 0) {
        print_error("'%s' rejected: %s\n", text, err.msg);
        fail();
    }
    return f;
}

static void fractions_take_a_share_or_a_percentage(void **state)
{
    (void)state;
    assert_close(frac_ok("0.9", 0.0, 1.0), 0.9, 1e-15);
    assert_close(frac_ok("90%", 0.0, 1.0), 0.9, 1e-15);
    assert_close(frac_ok("12.5%", 0.0, 1.0), 0.125, 1e-15);
    assert_close(frac_ok("0", 0.0, 1.0), 0.0, 0.0);
    assert_close(frac_ok("0%", 0.0, 1.0), 0.0, 0.0);
}

static void fraction_bounds_are_inclusive_in_both_spellings(void **state)
{
    (void)state;
    assert_close(frac_ok("1", 0.0, 1.0), 1.0, 1e-15);
    assert_close(frac_ok("100%", 0.0, 1.0), 1.0, 1e-15);
    assert_close(frac_ok("0.5", 0.5, 0.99), 0.5, 1e-15);
    assert_close(frac_ok("50%", 0.5, 0.99), 0.5, 1e-15);
    assert_close(frac_ok("0.99", 0.5, 0.99), 0.99, 1e-15);
    assert_close(frac_ok("99%", 0.5, 0.99), 0.99, 1e-15);
}

static void fraction_rejections_state_the_bounds(void **state)
{
    static const struct reject cases[] = {
        { "1.1", "--mem-util must be between 0 and 1 (0% to 100%), "
                 "got '1.1'" },
        { "110%", "--mem-util must be between 0 and 1 (0% to 100%), "
                  "got '110%'" },
        { "-0.1", "--mem-util must be between 0 and 1 (0% to 100%), "
                  "got '-0.1'" },
        { "0.9x", "--mem-util expects a fraction like 0.9 or 90%, "
                  "got '0.9x'" },
        { "90 %", "--mem-util expects a fraction like 0.9 or 90%, "
                  "got '90 %'" },
        { "90%%", "--mem-util expects a fraction like 0.9 or 90%, "
                  "got '90%%'" },
        { "%", "--mem-util expects a number, got '%'" },
        { "nan", "--mem-util expects a number, got 'nan'" },
        { "1e400%", "--mem-util is out of range: '1e400%'" },
    };
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(cases); i++) {
        struct gs_error err = GS_ERROR_INIT;
        double f = 7.0;

        assert_int_equal(gs_parse_frac(cases[i].text, "--mem-util", 0.0, 1.0,
                                       &f, &err), -1);
        check_error(&err, cases[i].text, cases[i].msg);
        assert_close(f, 7.0, 0.0);
    }
}

static void fraction_bounds_in_the_message_follow_the_caller(void **state)
{
    struct gs_error err = GS_ERROR_INIT;
    double f = 0.0;

    (void)state;
    assert_int_equal(gs_parse_frac("0.995", "--mem-util", 0.5, 0.99, &f, &err),
                     -1);
    check_error(&err, "0.995", "--mem-util must be between 0.5 and 0.99 "
                               "(50% to 99%), got '0.995'");
}

/* --------------------------------------------------------- plain numbers */

static double number_ok(const char *text)
{
    struct gs_error err = GS_ERROR_INIT;
    double v = -12345.0;

    if (gs_parse_number(text, "--x", &v, &err) != 0) {
        print_error("'%s' rejected: %s\n", text, err.msg);
        fail();
    }
    return v;
}

static void numbers_are_strict_decimals(void **state)
{
    (void)state;
    assert_close(number_ok("1.5"), 1.5, 1e-15);
    assert_close(number_ok("-2"), -2.0, 1e-15);
    assert_close(number_ok("0"), 0.0, 0.0);
    assert_close(number_ok("1e3"), 1000.0, 1e-15);
    assert_close(number_ok("1E3"), 1000.0, 1e-15);
    assert_close(number_ok("2.5e-3"), 0.0025, 1e-15);
    assert_close(number_ok("1e+3"), 1000.0, 1e-15);
    assert_close(number_ok(".5"), 0.5, 1e-15);
    assert_close(number_ok("5."), 5.0, 1e-15);
    assert_close(number_ok("1.7976931348623157e308"), 1.7976931348623157e308,
                 1e-15);
}

static void numbers_never_read_inf_nan_hex_blanks_or_trailing_text(
    void **state)
{
    static const char *const bad[] = {
        "", " 1", "1 ", "\t1", "+1", "--1", "inf", "-inf", "Infinity", "nan",
        "NAN", "0x10", "0X1p3", "1e", "1e+", "1e-", "1.2.3", "1,5", "1_000",
        "12abc", ".", "-", "-.", "e5", "１",
    };
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(bad); i++) {
        struct gs_error err = GS_ERROR_INIT;
        double v = 7.0;
        char raw[128], msg[128];

        /* messages escape control characters: '\t1' reads "\\t1" */
        snprintf(raw, sizeof(raw), "--x expects a number, got '%s'", bad[i]);
        gs_escape_controls(msg, sizeof(msg), raw);
        assert_int_equal(gs_parse_number(bad[i], "--x", &v, &err), -1);
        check_error(&err, bad[i], msg);
        assert_close(v, 7.0, 0.0);
    }
}

static void numbers_that_overflow_a_double_are_out_of_range(void **state)
{
    static const char *const bad[] = { "1e400", "-1e400", "1e309" };
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(bad); i++) {
        struct gs_error err = GS_ERROR_INIT;
        double v = 7.0;
        char msg[128];

        snprintf(msg, sizeof(msg), "--x is out of range: '%s'", bad[i]);
        assert_int_equal(gs_parse_number(bad[i], "--x", &v, &err), -1);
        check_error(&err, bad[i], msg);
    }
}

static void numbers_that_underflow_read_as_zero(void **state)
{
    (void)state;
    assert_close(number_ok("1e-400"), 0.0, 0.0);
}

static void the_first_parse_error_is_the_one_kept(void **state)
{
    struct gs_error err = GS_ERROR_INIT;
    double v;

    (void)state;
    assert_int_equal(gs_parse_number("abc", "--first", &v, &err), -1);
    assert_int_equal(gs_parse_number("def", "--second", &v, &err), -1);
    assert_string_equal(err.msg, "--first expects a number, got 'abc'");
}

/* --------------------------------------------------------------- suggest */

static const char *const gpu_names[] = {
    "h100-sxm", "h200", "a10", "l4", "rtx-4090", "mi300x",
};

static void suggest_finds_a_one_edit_typo(void **state)
{
    static const char *const names[] = { "h100-sxm", "h200", "l4" };

    (void)state;
    /* h10 -> h200 is two edits, h10 -> h100-sxm five; the prefix rule
     * does not apply because h200 is close enough by distance. */
    assert_string_equal(gs_suggest("h10", names, 3), "h200");
    assert_string_equal(gs_suggest("h100-sx", names, 3), "h100-sxm");
    assert_string_equal(gs_suggest("mi300", gpu_names,
                                   GS_ARRAY_SIZE(gpu_names)), "mi300x");
}

static void suggest_prefers_the_smallest_distance(void **state)
{
    (void)state;
    /* a10 is one substitution away; h200 is two edits away. */
    assert_string_equal(gs_suggest("h10", gpu_names, GS_ARRAY_SIZE(gpu_names)),
                        "a10");
}

static void suggest_counts_a_transposition_as_one_edit(void **state)
{
    static const char *const cmds[] = { "compare", "fit", "help", "list",
                                        "show" };
    static const char *const opts[] = { "batch", "concurrency", "ctx" };

    (void)state;
    assert_string_equal(gs_suggest("hlep", cmds, 5), "help");
    assert_string_equal(gs_suggest("lsit", cmds, 5), "list");
    assert_string_equal(gs_suggest("ift", cmds, 5), "fit");
    assert_string_equal(gs_suggest("concurrnecy", opts, 3), "concurrency");
    assert_string_equal(gs_suggest("concurency", opts, 3), "concurrency");
}

static void suggest_ignores_case(void **state)
{
    static const char *const names[] = { "rtx-4090", "H100" };

    (void)state;
    assert_string_equal(gs_suggest("RTX-4009", names, 2), "rtx-4090");
    assert_string_equal(gs_suggest("h1000", names, 2), "H100");
}

static void suggest_allows_more_edits_for_longer_words(void **state)
{
    static const char *const names[] = { "runtime-reserve" };

    (void)state;
    /* The limit grows with the typed word: 12 letters allow 12 / 3 = 4
     * edits (here 3); 9 letters allow 3 (here 6). */
    assert_string_equal(gs_suggest("runtim-resrv", names, 1),
                        "runtime-reserve");
    assert_null(gs_suggest("rntm-rsrv", names, 1));
}

static void suggest_falls_back_to_a_prefix(void **state)
{
    static const char *const opts[] = { "ctx", "concurrency", "catalog" };

    (void)state;
    /* "conc" is 3 edits from ctx (limit 2), but starts "concurrency". */
    assert_string_equal(gs_suggest("conc", opts, 3), "concurrency");
    assert_string_equal(gs_suggest("CONCURR", opts, 3), "concurrency");
}

static void suggest_needs_two_letters_for_a_prefix_match(void **state)
{
    static const char *const names[] = { "llama-3.1-405b" };

    (void)state;
    assert_string_equal(gs_suggest("ll", names, 1), "llama-3.1-405b");
    assert_null(gs_suggest("l", names, 1));
}

static void suggest_returns_null_when_nothing_is_close(void **state)
{
    (void)state;
    assert_null(gs_suggest("zzzzzz", gpu_names, GS_ARRAY_SIZE(gpu_names)));
    assert_null(gs_suggest("b200-nvl72", gpu_names, GS_ARRAY_SIZE(gpu_names)));
    assert_null(gs_suggest("h100", NULL, 0));
}

static void suggest_breaks_ties_towards_a_name_the_word_starts(void **state)
{
    static const char *const names[] = { "a10", "h100" };

    (void)state;
    /* both one edit away; "h100" starts with "h10" */
    assert_string_equal(gs_suggest("h10", names, 2), "h100");
}

static void suggest_breaks_ties_towards_the_earlier_candidate(void **state)
{
    static const char *const ab[] = { "xab", "yab" };
    static const char *const ba[] = { "yab", "xab" };

    (void)state;
    assert_string_equal(gs_suggest("ab", ab, 2), "xab");
    assert_string_equal(gs_suggest("ab", ba, 2), "yab");
}

static void suggest_never_matches_words_longer_than_63_bytes(void **state)
{
    char word[65], other[65];
    const char *names[1];

    (void)state;
    memset(word, 'a', 63);
    word[63] = '\0';
    memcpy(other, word, sizeof(word));
    other[62] = 'b';
    names[0] = other;
    assert_ptr_equal(gs_suggest(word, names, 1), other);    /* 63: matched */

    memset(word, 'a', 64);
    word[64] = '\0';
    memcpy(other, word, sizeof(word));
    other[63] = 'b';
    assert_null(gs_suggest(word, names, 1));               /* 64: never */
    names[0] = word;                    /* not even as its own prefix */
    assert_null(gs_suggest(word, names, 1));
}

static void counts_are_decimal_and_bounded(void **state)
{
    struct gs_error err = GS_ERROR_INIT;
    double v = 0.0;

    (void)state;
    assert_int_equal(gs_parse_count("15T", "--tokens", "tokens", 1.0, 1e16,
                                    &v, &err), 0);
    assert_close(v, 15e12, 1e-15);
    assert_int_equal(gs_parse_count("4k", "--tokens", "tokens", 1.0, 1e16,
                                    &v, &err), 0);
    assert_close(v, 4000.0, 1e-15);
    assert_int_equal(gs_parse_count("2.5e3", "--tokens", "tokens", 1.0,
                                    1e16, &v, &err), 0);
    assert_close(v, 2500.0, 1e-15);
    assert_int_equal(gs_parse_count("0", "--tokens", "tokens", 1.0, 1e16,
                                    &v, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    gs_error_clear(&err);
    assert_int_equal(gs_parse_count("5Q", "--tokens", "tokens", 1.0, 1e16,
                                    &v, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
}

/* Durations: a unit is required; us, ms, s, min, h; positive only. */
static void durations_need_a_unit_and_a_positive_value(void **state)
{
    static const struct {
        const char *text;
        double s;
    } good[] = {
        { "500ms", 0.5 }, { "0.05s", 0.05 }, { "50us", 50e-6 },
        { "2min", 120.0 }, { "1h", 3600.0 }, { "1.5MS", 1.5e-3 },
    };
    static const char *const bad[] = {
        "50", "0ms", "-5ms", "5sec", "ms", "", "1e999s", "5 ms",
    };
    struct gs_error err = GS_ERROR_INIT;
    double v;
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(good); i++) {
        assert_int_equal(gs_parse_duration(good[i].text, "--ttft-p99", &v,
                                           &err), 0);
        assert_true(fabs(v - good[i].s) <= 1e-15 * good[i].s);
    }
    for (i = 0; i < GS_ARRAY_SIZE(bad); i++) {
        err = (struct gs_error)GS_ERROR_INIT;
        assert_int_equal(gs_parse_duration(bad[i], "--ttft-p99", &v, &err),
                         -1);
        assert_int_equal(err.code, GS_EUSAGE);
        assert_non_null(strstr(err.msg, "--ttft-p99"));
    }
}

/* The one strict unsigned decimal of data files (gs_parse_udecimal). */
static void udecimal_is_strict_and_unsigned(void **state)
{
    static const struct { const char *s; double v; } ok[] = {
        { "12", 12.0 }, { "0.5", 0.5 }, { ".5", 0.5 }, { "5.", 5.0 },
        { "1e-3", 1e-3 }, { "2.5E+2", 250.0 }, { "0", 0.0 }, { "700.0", 700.0 },
    };
    static const char *const bad[] = {
        "", "-1", "+1", " 1", "1 ", "1e", "1e+", "0x10", "inf", "nan",
        "1,5", "1.2.3", ".", "e5", "1e999", "1e-999", "12abc",
    };
    size_t i;
    double v;

    (void)state;
    for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
        v = -1.0;
        assert_int_equal(gs_parse_udecimal(ok[i].s, &v), 0);
        assert_close(v, ok[i].v, 1e-15);
    }
    for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        v = -1.0;
        if (gs_parse_udecimal(bad[i], &v) != -1) {
            print_error("accepted '%s'\n", bad[i]);
            fail();
        }
        assert_true(v == -1.0);     /* untouched */
    }
}

/* The one case-insensitive compare (core/ascii.h): ASCII letters fold,
 * nothing else; strcasecmp's order in the C locale. */
/* gs_digits: exactly n digits, each '0'-'9', read as a decimal value;
 * dates and nvidia-smi timestamps read their fields with it. */
static void digits_read_a_fixed_width_field(void **state)
{
    static const char day[] = "2026-12-01";
    int64_t v = -1;

    (void)state;
    assert_true(gs_digits(day, 4, &v));
    assert_int_equal(v, 2026);
    assert_true(gs_digits(day + 5, 2, &v));
    assert_int_equal(v, 12);
    assert_true(gs_digits("0009", 4, &v));                /* leading 0s */
    assert_int_equal(v, 9);
    assert_true(gs_digits("123456789012345678", 18, &v));
    assert_int_equal(v, 123456789012345678LL);
    assert_true(gs_digits("42abc", 2, &v));               /* n bytes only */
    assert_int_equal(v, 42);
    assert_false(gs_digits("20a6", 4, &v));
    assert_false(gs_digits("-123", 4, &v));               /* no sign */
    assert_false(gs_digits(" 12", 3, &v));                /* no blank */
    assert_false(gs_digits("12", 3, &v));                 /* the NUL */
}

static void ascii_compare_folds_ascii_letters_only(void **state)
{
    (void)state;
    assert_int_equal(gs_ascii_casecmp("H100-SXM", "h100-sxm"), 0);
    assert_true(gs_ascii_casecmp("a100", "H100") < 0);
    assert_true(gs_ascii_casecmp("H100", "a100") > 0);
    assert_true(gs_ascii_casecmp("aws", "AWS-east") < 0);   /* prefix first */
    assert_true(gs_ascii_casecmp("Z", "_") > 0);  /* 'z' 0x7a > '_' 0x5f */
    assert_true(gs_ascii_casecmp("\xc3\x89", "\xc3\xa9") != 0); /* É, é */
    assert_int_equal(gs_ascii_ncasecmp("GiB", "gibibyte", 3), 0);
    assert_true(gs_ascii_ncasecmp("GiB", "gb", 3) != 0);
    assert_true(gs_ascii_caseeq("Lambda", "LAMBDA"));
    assert_false(gs_ascii_caseeq(NULL, "x"));
    assert_false(gs_ascii_caseeq(NULL, NULL));
    assert_int_equal(gs_ascii_tolower('Q'), 'q');
    assert_int_equal(gs_ascii_tolower(0xC9), 0xC9);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(digits_read_a_fixed_width_field),
        cmocka_unit_test(tokens_take_binary_k_and_m_suffixes),
        cmocka_unit_test(tokens_take_plain_and_exponent_forms),
        cmocka_unit_test(tokens_accept_exactly_up_to_two_to_the_forty),
        cmocka_unit_test(tokens_rejections_name_the_option_and_the_text),
        cmocka_unit_test(params_take_decimal_suffixes),
        cmocka_unit_test(params_bounds_are_one_million_to_a_thousand_trillion),
        cmocka_unit_test(params_rejections_name_the_option_and_the_text),
        cmocka_unit_test(bytes_keep_decimal_and_binary_units_apart),
        cmocka_unit_test(byte_suffixes_ignore_case),
        cmocka_unit_test(bytes_rejections_name_the_option_and_the_text),
        cmocka_unit_test(fractions_take_a_share_or_a_percentage),
        cmocka_unit_test(fraction_bounds_are_inclusive_in_both_spellings),
        cmocka_unit_test(fraction_rejections_state_the_bounds),
        cmocka_unit_test(fraction_bounds_in_the_message_follow_the_caller),
        cmocka_unit_test(numbers_are_strict_decimals),
        cmocka_unit_test(
            numbers_never_read_inf_nan_hex_blanks_or_trailing_text),
        cmocka_unit_test(numbers_that_overflow_a_double_are_out_of_range),
        cmocka_unit_test(numbers_that_underflow_read_as_zero),
        cmocka_unit_test(the_first_parse_error_is_the_one_kept),
        cmocka_unit_test(suggest_finds_a_one_edit_typo),
        cmocka_unit_test(suggest_prefers_the_smallest_distance),
        cmocka_unit_test(suggest_counts_a_transposition_as_one_edit),
        cmocka_unit_test(suggest_ignores_case),
        cmocka_unit_test(suggest_allows_more_edits_for_longer_words),
        cmocka_unit_test(suggest_falls_back_to_a_prefix),
        cmocka_unit_test(suggest_needs_two_letters_for_a_prefix_match),
        cmocka_unit_test(suggest_returns_null_when_nothing_is_close),
        cmocka_unit_test(suggest_breaks_ties_towards_a_name_the_word_starts),
        cmocka_unit_test(suggest_breaks_ties_towards_the_earlier_candidate),
        cmocka_unit_test(suggest_never_matches_words_longer_than_63_bytes),
        cmocka_unit_test(counts_are_decimal_and_bounded),
        cmocka_unit_test(durations_need_a_unit_and_a_positive_value),
        cmocka_unit_test(udecimal_is_strict_and_unsigned),
        cmocka_unit_test(ascii_compare_folds_ascii_letters_only),
    };

    return cmocka_run_group_tests_name("units", tests, NULL, NULL);
}
