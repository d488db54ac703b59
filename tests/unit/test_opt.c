/*
 * The option parser (src/opt.c) on a small table with one option of each
 * kind: the accepted spellings, positionals, --help, and the exact
 * message of each rejection.  Values are rejected, never clamped.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "gs_test.h"

#include "error.h"
#include "opt.h"
#include "units.h"


struct test_args {
    bool verbose;
    const char *name;
    struct gs_strlist tags;
    int64_t n;
    int64_t concurrency;
    double ratio;
    const char *format;
    double mem_bytes;
    int64_t ctx_tokens;
    double util_frac;
};

static const char *const formats[] = { "table", "csv", "json", NULL };

#define A struct test_args
static const struct gs_option test_options[] = {
    GS_OPT_FLAG(A, "verbose", verbose, "say more"),
    GS_OPT_STRING(A, "name", name, "<name>", "a name"),
    GS_OPT_LIST(A, "tag", tags, "<tag>", "a tag (repeatable)"),
    GS_OPT_INT64(A, "n", n, "<n>", "a small count", 1, 10),
    GS_OPT_INT64(A, "concurrency", concurrency, "<n>", "sequences at once", 1,
                 1000000),
    GS_OPT_DOUBLE(A, "ratio", ratio, "<x>", "a ratio", 0.5, 2.0),
    GS_OPT_CHOICE(A, "format", format, "<fmt>", "output format", formats),
    GS_OPT_BYTES(A, "mem", mem_bytes, "<size>", "a memory size"),
    GS_OPT_TOKENS(A, "ctx", ctx_tokens, "<tokens>", "a context length"),
    GS_OPT_FRAC(A, "util", util_frac, "<frac>", "a share of memory", 0.0, 1.0),
    GS_OPT_END(),
};
#undef A

/* A second table, as the common options are for every command. */
struct common_args {
    bool quiet;
    const char *output;
};

#define C struct common_args
static const struct gs_option common_options[] = {
    GS_OPT_FLAG(C, "quiet", quiet, "say less"),
    GS_OPT_STRING(C, "output", output, "<file>", "where to write"),
    GS_OPT_END(),
};
#undef C

#define MAX_ARGS 80

/* Parsing state for one call: argv copy, args, error. */
struct run {
    const char *argv[MAX_ARGS];
    int argc;
    struct test_args args;
    struct common_args common;
    struct gs_error err;
    int rc;
};

/* Parse the NULL-terminated words (after an implicit "cmd") against the
 * test table and the common table. */
static void parse_with(struct run *r, bool stop_at_positional,
                       const char *const *words)
{
    struct gs_optset sets[2];
    int i;

    memset(r, 0, sizeof(*r));
    r->args.n = 5;
    r->args.format = "table";
    r->argv[0] = "cmd";
    for (i = 0; words[i]; i++) {
        assert_true(i + 1 < MAX_ARGS);
        r->argv[i + 1] = words[i];
    }
    r->argc = i + 1;
    sets[0].opts = test_options;
    sets[0].base = &r->args;
    sets[1].opts = common_options;
    sets[1].base = &r->common;
    r->err = (struct gs_error)GS_ERROR_INIT;
    r->rc = gs_parse_options(&r->argc, r->argv, sets, 2, stop_at_positional,
                             &r->err);
}

#define PARSE(r, ...) \
    parse_with((r), false, (const char *const[]){ __VA_ARGS__, NULL })
#define PARSE_STOP(r, ...) \
    parse_with((r), true, (const char *const[]){ __VA_ARGS__, NULL })

static void expect_ok(const struct run *r)
{
    if (r->rc != 0) {
        print_error("rc %d: %s\n", r->rc, r->err.msg);
        fail();
    }
    assert_int_equal(r->err.code, GS_OK);
}

static void expect_usage_error(const struct run *r, const char *msg)
{
    assert_int_equal(r->rc, -1);
    assert_int_equal(r->err.code, GS_EUSAGE);
    assert_string_equal(r->err.msg, msg);
}

/* ------------------------------------------------------------- spellings */

static void value_may_follow_as_the_next_word(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--name", "alice", "--n", "7");
    expect_ok(&r);
    assert_string_equal(r.args.name, "alice");
    assert_int_equal(r.args.n, 7);
    assert_int_equal(r.argc, 1);
}

static void value_may_follow_an_equals_sign(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--name=alice", "--n=7", "--name=a=b");
    expect_ok(&r);
    assert_string_equal(r.args.name, "a=b");  /* the last one wins */
    assert_int_equal(r.args.n, 7);
}

static void value_is_taken_even_when_it_starts_with_a_dash(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--ratio", "-1");
    expect_usage_error(&r, "--ratio must be between 0.5 and 2, got '-1'");
}

static void a_flag_is_set_by_its_name_alone(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--verbose");
    expect_ok(&r);
    assert_true(r.args.verbose);
    assert_false(r.common.quiet);
}

static void options_from_every_set_are_parsed(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--quiet", "--n", "3", "--output", "out.csv");
    expect_ok(&r);
    assert_true(r.common.quiet);
    assert_string_equal(r.common.output, "out.csv");
    assert_int_equal(r.args.n, 3);
}

static void unset_options_keep_their_defaults(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--verbose");
    expect_ok(&r);
    assert_int_equal(r.args.n, 5);
    assert_string_equal(r.args.format, "table");
    assert_null(r.args.name);
}

/* ----------------------------------------------------------- positionals */

static void positionals_are_compacted_after_the_command(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "h100", "--n", "2", "a100", "--verbose", "-", "l4");
    expect_ok(&r);
    assert_int_equal(r.argc, 5);
    assert_string_equal(r.argv[0], "cmd");
    assert_string_equal(r.argv[1], "h100");
    assert_string_equal(r.argv[2], "a100");
    assert_string_equal(r.argv[3], "-");      /* a lone dash is a word */
    assert_string_equal(r.argv[4], "l4");
    assert_int_equal(r.args.n, 2);
    assert_true(r.args.verbose);
}

static void lone_dash_and_following_word_are_both_positional(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "-", "l4");
    expect_ok(&r);
    assert_int_equal(r.argc, 3);
    assert_string_equal(r.argv[1], "-");
    assert_string_equal(r.argv[2], "l4");
}

static void double_dash_ends_the_options(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--n", "2", "--", "--n", "-h", "x");
    expect_ok(&r);
    assert_int_equal(r.args.n, 2);
    assert_int_equal(r.argc, 4);
    assert_string_equal(r.argv[1], "--n");
    assert_string_equal(r.argv[2], "-h");
    assert_string_equal(r.argv[3], "x");
}

static void stop_at_positional_leaves_the_rest_unparsed(void **state)
{
    struct run r;

    (void)state;
    PARSE_STOP(&r, "--quiet", "fit", "--n", "3", "--bogus");
    expect_ok(&r);
    assert_true(r.common.quiet);
    assert_int_equal(r.args.n, 5);            /* not parsed */
    assert_int_equal(r.argc, 5);
    assert_string_equal(r.argv[1], "fit");
    assert_string_equal(r.argv[2], "--n");
    assert_string_equal(r.argv[3], "3");
    assert_string_equal(r.argv[4], "--bogus");
}

static void stop_at_positional_with_no_positional_parses_all(void **state)
{
    struct run r;

    (void)state;
    PARSE_STOP(&r, "--n", "4");
    expect_ok(&r);
    assert_int_equal(r.args.n, 4);
    assert_int_equal(r.argc, 1);
}

/* ------------------------------------------------------------------ help */

static void help_returns_one_in_either_spelling(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "-h");
    assert_int_equal(r.rc, 1);
    assert_int_equal(r.err.code, GS_OK);
    PARSE(&r, "--n", "2", "--help");
    assert_int_equal(r.rc, 1);
    assert_int_equal(r.err.code, GS_OK);
}

static void nothing_after_help_is_checked(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--help", "--bogus", "--n", "99");
    assert_int_equal(r.rc, 1);
    assert_int_equal(r.err.code, GS_OK);
}

static void an_error_before_help_is_reported(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--n", "99", "--help");
    expect_usage_error(&r, "--n must be between 1 and 10, got '99'");
}

/* ------------------------------------------------------- unknown options */

static void unknown_option_suggests_the_closest_name(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--concurency", "4");
    expect_usage_error(&r, "unknown option '--concurency'; did you mean "
                           "'--concurrency'?");
    PARSE(&r, "--concurency=4");
    expect_usage_error(&r, "unknown option '--concurency'; did you mean "
                           "'--concurrency'?");
}

static void unknown_option_suggests_from_the_common_set_too(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--ouptut", "x");
    expect_usage_error(&r, "unknown option '--ouptut'; did you mean "
                           "'--output'?");
}

static void unknown_option_without_a_close_name_has_no_hint(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--zzzzzzzz");
    expect_usage_error(&r, "unknown option '--zzzzzzzz'");
}

static void option_names_match_exactly(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--Verbose");
    expect_usage_error(&r, "unknown option '--Verbose'; did you mean "
                           "'--verbose'?");
    PARSE(&r, "--verb");       /* no abbreviations */
    expect_usage_error(&r, "unknown option '--verb'; did you mean "
                           "'--verbose'?");
}

static void short_options_are_refused_with_a_hint(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "-v");
    expect_usage_error(&r, "unknown option '-v' (options are long, like "
                           "--format)");
}

/* ------------------------------------------------------- missing values */

static void missing_value_at_the_end_is_an_error(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--name");
    expect_usage_error(&r, "--name needs a value <name>");
    PARSE(&r, "--n");
    expect_usage_error(&r, "--n needs a value <n>");
}

static void empty_string_value_is_an_error(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--name=");
    expect_usage_error(&r, "--name needs a value");
    PARSE(&r, "--name", "");
    expect_usage_error(&r, "--name needs a value");
    PARSE(&r, "--n=");
    expect_usage_error(&r, "--n expects a number, got ''");
}

static void a_flag_given_a_value_is_an_error(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--verbose=yes");
    expect_usage_error(&r, "--verbose takes no value");
    PARSE(&r, "--verbose=");
    expect_usage_error(&r, "--verbose takes no value");
}

static void a_flag_does_not_consume_the_next_word(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--verbose", "yes");
    expect_ok(&r);
    assert_true(r.args.verbose);
    assert_int_equal(r.argc, 2);
    assert_string_equal(r.argv[1], "yes");
}

/* ---------------------------------------------------------------- INT64 */

static void int64_takes_whole_numbers_in_range(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--n", "1");
    expect_ok(&r);
    assert_int_equal(r.args.n, 1);
    PARSE(&r, "--n", "10");
    expect_ok(&r);
    assert_int_equal(r.args.n, 10);
    PARSE(&r, "--concurrency", "1e6");
    expect_ok(&r);
    assert_int_equal(r.args.concurrency, 1000000);
    PARSE(&r, "--n", "4.0");
    expect_ok(&r);
    assert_int_equal(r.args.n, 4);
}

static void int64_out_of_range_is_rejected_not_clamped(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--n", "11");
    expect_usage_error(&r, "--n must be between 1 and 10, got '11'");
    assert_int_equal(r.args.n, 5);
    PARSE(&r, "--n", "0");
    expect_usage_error(&r, "--n must be between 1 and 10, got '0'");
    PARSE(&r, "--n", "-3");
    expect_usage_error(&r, "--n must be between 1 and 10, got '-3'");
    assert_int_equal(r.args.n, 5);
}

static void int64_beyond_int64_is_out_of_range_not_fractional(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--n", "1e30");
    expect_usage_error(&r, "--n must be between 1 and 10, got '1e30'");
    PARSE(&r, "--n", "-1e30");
    expect_usage_error(&r, "--n must be between 1 and 10, got '-1e30'");
    PARSE(&r, "--n", "9223372036854775808");     /* 2^63 */
    expect_usage_error(&r, "--n must be between 1 and 10, "
                           "got '9223372036854775808'");
    PARSE(&r, "--n", "1e400");
    expect_usage_error(&r, "--n is out of range: '1e400'");
}

static void int64_rejects_a_fraction(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--n", "2.5");
    expect_usage_error(&r, "--n expects a whole number, got '2.5'");
    PARSE(&r, "--n", "1e-3");
    expect_usage_error(&r, "--n expects a whole number, got '1e-3'");
}

static void int64_rejects_text_and_suffixes(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--n", "three");
    expect_usage_error(&r, "--n expects a number, got 'three'");
    PARSE(&r, "--concurrency", "4k");
    expect_usage_error(&r, "--concurrency expects a number, got '4k'");
    PARSE(&r, "--n", "0x5");
    expect_usage_error(&r, "--n expects a number, got '0x5'");
}

/* --------------------------------------------------------------- DOUBLE */

static void double_takes_bounds_inclusively(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--ratio", "0.5");
    expect_ok(&r);
    assert_close(r.args.ratio, 0.5, 1e-15);
    PARSE(&r, "--ratio=2");
    expect_ok(&r);
    assert_close(r.args.ratio, 2.0, 1e-15);
    PARSE(&r, "--ratio", "2.01");
    expect_usage_error(&r, "--ratio must be between 0.5 and 2, got '2.01'");
    PARSE(&r, "--ratio", "nan");
    expect_usage_error(&r, "--ratio expects a number, got 'nan'");
}

/* --------------------------------------------------------------- CHOICE */

static void choice_takes_a_listed_name(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--format", "csv");
    expect_ok(&r);
    assert_string_equal(r.args.format, "csv");
    assert_ptr_equal(r.args.format, formats[1]);  /* the table's string */
}

static void choice_error_lists_the_choices(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--format", "xml");
    expect_usage_error(&r, "--format must be one of table, csv, json, "
                           "got 'xml'");
    PARSE(&r, "--format", "CSV");               /* exact, not folded */
    expect_usage_error(&r, "--format must be one of table, csv, json, "
                           "got 'CSV'");
    PARSE(&r, "--format=");
    expect_usage_error(&r, "--format must be one of table, csv, json, "
                           "got ''");
}

/* -------------------------------------------------- BYTES, TOKENS, FRAC */

static void bytes_kind_reads_sizes_with_units(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--mem", "80GiB");
    expect_ok(&r);
    assert_close(r.args.mem_bytes, 80.0 * GS_BYTES_PER_GIB, 1e-15);
    PARSE(&r, "--mem=80GB");
    expect_ok(&r);
    assert_close(r.args.mem_bytes, 80e9, 1e-15);
    PARSE(&r, "--mem", "80G");
    expect_usage_error(&r, "--mem: unknown size unit in '80G' (use GB = 10^9 "
                           "bytes or GiB = 2^30 bytes, also MB/MiB, TB/TiB)");
    PARSE(&r, "--mem", "0GiB");
    expect_usage_error(&r, "--mem must be a positive size, got '0GiB'");
    PARSE(&r, "--mem", "80");
    expect_usage_error(&r, "--mem needs a unit: '80' could be GB or GiB (use "
                           "GB = 10^9 bytes or GiB = 2^30 bytes, also "
                           "MB/MiB, TB/TiB, or B for bytes)");
}

/* ---------------------------------------------------------------- lists */

static void single_valued_kinds_refuse_a_comma_list(void **state)
{
    static const char *const cases[][3] = {
        { "--ctx", "8k,32k", "--ctx takes one value, got '8k,32k'" },
        { "--n", "1,2", "--n takes one value, got '1,2'" },
        { "--concurrency", "1,000", "--concurrency takes one value, got "
                                    "'1,000'" },
        { "--ratio", "0.5,1", "--ratio takes one value, got '0.5,1'" },
        { "--format", "csv,json", "--format takes one value, got "
                                  "'csv,json'" },
        { "--mem", "80GB,40GB", "--mem takes one value, got '80GB,40GB'" },
        { "--util", "0.9,", "--util takes one value, got '0.9,'" },
    };
    char msg[256];
    struct run r;
    size_t i;

    (void)state;
    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        PARSE(&r, cases[i][0], cases[i][1]);
        snprintf(msg, sizeof(msg), "%s: lists are not accepted here (run "
                 "once per value)", cases[i][2]);
        expect_usage_error(&r, msg);
    }
    /* the same text is a string's or a repeatable option's to keep */
    PARSE(&r, "--name", "a,b", "--tag", "c,d");
    expect_ok(&r);
    assert_string_equal(r.args.name, "a,b");
    assert_string_equal(r.args.tags.items[0], "c,d");
}

static void tokens_kind_reads_k_and_m(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--ctx", "32k");
    expect_ok(&r);
    assert_int_equal(r.args.ctx_tokens, 32768);
    PARSE(&r, "--ctx=8192");
    expect_ok(&r);
    assert_int_equal(r.args.ctx_tokens, 8192);
    PARSE(&r, "--ctx", "2.5");
    expect_usage_error(&r, "--ctx expects a whole number of tokens, "
                           "got '2.5'");
}

static void frac_kind_reads_shares_and_percentages(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--util", "90%");
    expect_ok(&r);
    assert_close(r.args.util_frac, 0.9, 1e-15);
    PARSE(&r, "--util", "0.85");
    expect_ok(&r);
    assert_close(r.args.util_frac, 0.85, 1e-15);
    PARSE(&r, "--util", "120%");
    expect_usage_error(&r, "--util must be between 0 and 1 (0% to 100%), "
                           "got '120%'");
}

/* ----------------------------------------------------------------- LIST */

static void list_collects_every_value_in_order(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--tag", "a", "--tag=b", "x", "--tag", "c");
    expect_ok(&r);
    assert_int_equal(r.args.tags.n, 3);
    assert_string_equal(r.args.tags.items[0], "a");
    assert_string_equal(r.args.tags.items[1], "b");
    assert_string_equal(r.args.tags.items[2], "c");
    assert_int_equal(r.argc, 2);
    assert_string_equal(r.argv[1], "x");
}

static void list_rejects_an_empty_value(void **state)
{
    struct run r;

    (void)state;
    PARSE(&r, "--tag=");
    expect_usage_error(&r, "--tag needs a value");
}

static void list_over_its_limit_is_an_error(void **state)
{
    const char *words[2 * (GS_STRLIST_MAX + 1) + 1];
    struct run r;
    size_t i;

    (void)state;
    for (i = 0; i < GS_STRLIST_MAX; i++) {
        words[2 * i] = "--tag";
        words[2 * i + 1] = "t";
    }
    words[2 * GS_STRLIST_MAX] = NULL;
    parse_with(&r, false, words);
    expect_ok(&r);
    assert_int_equal(r.args.tags.n, GS_STRLIST_MAX);

    words[2 * GS_STRLIST_MAX] = "--tag";
    words[2 * GS_STRLIST_MAX + 1] = "one-too-many";
    words[2 * GS_STRLIST_MAX + 2] = NULL;
    parse_with(&r, false, words);
    expect_usage_error(&r, "--tag given more than 32 times");
    assert_int_equal(r.args.tags.n, GS_STRLIST_MAX);
}

/* ------------------------------------------------------------------ help */

static void argh_of_a_choice_lists_the_choices(void **state)
{
    char buf[64];

    (void)state;
    assert_string_equal(gs_option_argh(&test_options[6], buf, sizeof(buf)),
                        "table|csv|json");
    assert_string_equal(gs_option_argh(&test_options[3], buf, sizeof(buf)),
                        "<n>");
    assert_string_equal(gs_option_argh(&test_options[0], buf, sizeof(buf)),
                        "");
}

static void help_lists_every_option_then_help(void **state)
{
    const struct gs_optset sets[2] = {
        { test_options, NULL },
        { common_options, NULL },
    };
    FILE *fp = tmpfile();
    char line[256];
    size_t n_lines = 0;
    const struct gs_option *o;

    (void)state;
    assert_non_null(fp);
    gs_options_help(sets, 2, fp);
    rewind(fp);
    while (fgets(line, sizeof(line), fp)) {
        n_lines++;
        if (n_lines == 1)
            assert_string_equal(line, "    --verbose                say more\n");
        if (n_lines == 7)
            assert_string_equal(line, "    --format table|csv|json  output "
                                      "format\n");
    }
    for (o = test_options; o->kind != GS_OPT_KIND_END; o++)
        ;
    assert_int_equal(n_lines, (size_t)(o - test_options) + 2 + 1);
    assert_string_equal(line, "    -h, --help               show this help\n");
    fclose(fp);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(value_may_follow_as_the_next_word),
        cmocka_unit_test(single_valued_kinds_refuse_a_comma_list),
        cmocka_unit_test(value_may_follow_an_equals_sign),
        cmocka_unit_test(value_is_taken_even_when_it_starts_with_a_dash),
        cmocka_unit_test(a_flag_is_set_by_its_name_alone),
        cmocka_unit_test(options_from_every_set_are_parsed),
        cmocka_unit_test(unset_options_keep_their_defaults),
        cmocka_unit_test(positionals_are_compacted_after_the_command),
        cmocka_unit_test(lone_dash_and_following_word_are_both_positional),
        cmocka_unit_test(double_dash_ends_the_options),
        cmocka_unit_test(stop_at_positional_leaves_the_rest_unparsed),
        cmocka_unit_test(stop_at_positional_with_no_positional_parses_all),
        cmocka_unit_test(help_returns_one_in_either_spelling),
        cmocka_unit_test(nothing_after_help_is_checked),
        cmocka_unit_test(an_error_before_help_is_reported),
        cmocka_unit_test(unknown_option_suggests_the_closest_name),
        cmocka_unit_test(unknown_option_suggests_from_the_common_set_too),
        cmocka_unit_test(unknown_option_without_a_close_name_has_no_hint),
        cmocka_unit_test(option_names_match_exactly),
        cmocka_unit_test(short_options_are_refused_with_a_hint),
        cmocka_unit_test(missing_value_at_the_end_is_an_error),
        cmocka_unit_test(empty_string_value_is_an_error),
        cmocka_unit_test(a_flag_given_a_value_is_an_error),
        cmocka_unit_test(a_flag_does_not_consume_the_next_word),
        cmocka_unit_test(int64_takes_whole_numbers_in_range),
        cmocka_unit_test(int64_out_of_range_is_rejected_not_clamped),
        cmocka_unit_test(int64_beyond_int64_is_out_of_range_not_fractional),
        cmocka_unit_test(int64_rejects_a_fraction),
        cmocka_unit_test(int64_rejects_text_and_suffixes),
        cmocka_unit_test(double_takes_bounds_inclusively),
        cmocka_unit_test(choice_takes_a_listed_name),
        cmocka_unit_test(choice_error_lists_the_choices),
        cmocka_unit_test(bytes_kind_reads_sizes_with_units),
        cmocka_unit_test(tokens_kind_reads_k_and_m),
        cmocka_unit_test(frac_kind_reads_shares_and_percentages),
        cmocka_unit_test(list_collects_every_value_in_order),
        cmocka_unit_test(list_rejects_an_empty_value),
        cmocka_unit_test(list_over_its_limit_is_an_error),
        cmocka_unit_test(argh_of_a_choice_lists_the_choices),
        cmocka_unit_test(help_lists_every_option_then_help),
    };

    return cmocka_run_group_tests_name("opt", tests, NULL, NULL);
}
