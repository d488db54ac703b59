/*
 * Error messages (src/core/error.c): control characters from argv or a
 * data file are escaped when an error is recorded and when it is
 * printed, so that a crafted name cannot set the terminal's title or
 * move its cursor; other UTF-8 is kept as it is.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "gs_test.h"

#include "error.h"
#include "text.h"

static const char *escaped(const char *s)
{
    static char buf[256];

    gs_escape_controls(buf, sizeof(buf), s);
    return buf;
}

static void c0_controls_and_del_are_escaped(void **state)
{
    (void)state;
    /* OSC 0 sets the terminal title; BEL ends it */
    assert_string_equal(escaped("h\x1b]0;pwned\a100"),
                        "h\\x1b]0;pwned\\x07100");
    assert_string_equal(escaped("a\nb\tc\rd"), "a\\nb\\tc\\rd");
    assert_string_equal(escaped("\x01\x1f\x7f"), "\\x01\\x1f\\x7f");
    assert_string_equal(escaped("plain 'text' [ok]"), "plain 'text' [ok]");
    assert_string_equal(escaped(""), "");
}

static void c1_controls_are_escaped_in_either_encoding(void **state)
{
    (void)state;
    /* U+009B CSI as UTF-8, and as the raw 8-bit byte */
    assert_string_equal(escaped("x\xc2\x9b" "31m"), "x\\xc2\\x9b31m");
    assert_string_equal(escaped("x\x9b" "31m"), "x\\x9b31m");
    assert_string_equal(escaped("\xc2\x80\xc2\x9f"),
                        "\\xc2\\x80\\xc2\\x9f");
}

static void other_utf8_is_kept(void **state)
{
    (void)state;
    assert_string_equal(escaped("caf\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x9a\x80"),
                        "caf\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x9a\x80");
    assert_string_equal(escaped("\xc2\xa0"), "\xc2\xa0");   /* U+00A0 */
}

static void malformed_utf8_is_escaped_byte_by_byte(void **state)
{
    (void)state;
    assert_string_equal(escaped("\xff"), "\\xff");
    assert_string_equal(escaped("\xc0\xaf"), "\\xc0\\xaf");  /* overlong */
    assert_string_equal(escaped("\xe2\x80"), "\\xe2\\x80");  /* cut short */
    assert_string_equal(escaped("\xed\xa0\x80"), "\\xed\\xa0\\x80");
    assert_string_equal(escaped("\xf4\x90\x80\x80"),
                        "\\xf4\\x90\\x80\\x80");
}

static void escaping_is_idempotent(void **state)
{
    char once[256], twice[256];

    (void)state;
    gs_escape_controls(once, sizeof(once), "a\x1b[2Jb\xc2\x9b\xff\\x41");
    gs_escape_controls(twice, sizeof(twice), once);
    assert_string_equal(once, twice);
}

static void truncation_never_splits_an_escape_or_a_character(void **state)
{
    char buf[6];

    (void)state;
    assert_int_equal(gs_escape_controls(buf, sizeof(buf), "ab\x1b"), 2);
    assert_string_equal(buf, "ab");             /* "\x1b" needs 4 more */
    assert_int_equal(gs_escape_controls(buf, sizeof(buf), "abcd\xc3\xa9"), 4);
    assert_string_equal(buf, "abcd");
    assert_int_equal(gs_escape_controls(buf, 1, "abc"), 0);
    assert_string_equal(buf, "");
    assert_int_equal(gs_escape_controls(buf, 0, "abc"), 0);
}

static void recorded_errors_are_escaped(void **state)
{
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_error_set_at(&err, GS_ESCHEMA, "gpus\x1b]0;t\a.yaml", 3, 5,
                    "unknown key '%s'", "memory\x1b[8m");
    assert_string_equal(err.path, "gpus\\x1b]0;t\\x07.yaml");
    assert_string_equal(err.msg, "unknown key 'memory\\x1b[8m'");
}

static void printed_errors_are_escaped_even_when_written_directly(void **state)
{
    struct gs_error err = GS_ERROR_INIT;
    char out[512];
    FILE *fp = tmpfile();
    size_t n;

    (void)state;
    assert_non_null(fp);
    gs_error_set(&err, GS_EUSAGE, "placeholder");
    /* a command that overwrites msg itself (as show does) */
    snprintf(err.msg, sizeof(err.msg), "unknown GPU '%s'", "x\x1b]2;y\a");
    gs_error_print(&err, fp);
    rewind(fp);
    n = fread(out, 1, sizeof(out) - 1, fp);
    out[n] = '\0';
    fclose(fp);
    assert_string_equal(out, "gpusel: error: unknown GPU 'x\\x1b]2;y\\x07'\n");
}

static void a_long_message_prints_whole(void **state)
{
    struct gs_error err = GS_ERROR_INIT;
    char out[1200], want[1200];
    FILE *fp = tmpfile();
    size_t n, i;

    (void)state;
    assert_non_null(fp);
    /* 250 two-byte characters: longer than one printing chunk */
    for (i = 0; i < 250; i++)
        memcpy(err.msg + 2 * i, "\xc3\xa9", 2);
    err.msg[500] = '\0';
    err.code = GS_EUSAGE;
    gs_error_print(&err, fp);
    rewind(fp);
    n = fread(out, 1, sizeof(out) - 1, fp);
    out[n] = '\0';
    fclose(fp);
    snprintf(want, sizeof(want), "gpusel: error: %s\n", err.msg);
    assert_string_equal(out, want);
}

/* A path or message too long for struct gs_error ends in "..." (issue
 * 11: a path cut at 255 bytes looked whole); one that fits has none. */
static void cut_paths_and_messages_end_in_a_marker(void **state)
{
    struct gs_error err = GS_ERROR_INIT, fits = GS_ERROR_INIT;
    char path[600], word[700];
    size_t n;

    (void)state;
    memset(path, 'p', sizeof(path) - 1);
    path[sizeof(path) - 1] = '\0';
    /* short words (a long one is shortened instead: below) */
    for (n = 0; n < sizeof(word) - 1; n++)
        word[n] = n % 8 == 7 ? ' ' : 'w';
    word[sizeof(word) - 1] = '\0';
    gs_error_set_at(&err, GS_ESCHEMA, path, 1, 1, "bad key '%s'", word);
    n = strlen(err.path);
    assert_int_equal(n, sizeof(err.path) - 1);
    assert_string_equal(err.path + n - 3, GS_ERROR_CUT_MARKER);
    assert_int_equal(err.path[n - 4], 'p');
    n = strlen(err.msg);
    assert_int_equal(n, sizeof(err.msg) - 1);
    assert_string_equal(err.msg + n - 3, GS_ERROR_CUT_MARKER);
    /* cut by escaping too: 200 ESC bytes take 800 */
    memset(word, '\x1b', 200);
    word[200] = '\0';
    gs_error_set_at(&fits, GS_ESCHEMA, word, 0, 0, "x");
    n = strlen(fits.path);
    assert_string_equal(fits.path + n - 3, GS_ERROR_CUT_MARKER);
    assert_int_equal(fits.path[n - 4], 'b');    /* a whole "\x1b" */
    assert_string_equal(fits.msg, "x");         /* fits: no marker */
}

/*
 * Issue 20: a 100 kB argument is not echoed whole.  A word of more than
 * GS_TEXT_WORD_MAX_BYTES is its first 64 bytes, "...(N bytes)..." and its
 * last 16, N not counting the quotes and punctuation around it; shorter
 * words are kept; a message longer than the buffer is still shortened.
 */
static void long_words_are_shortened_with_their_length(void **state)
{
    static char arg[100001];
    struct gs_error err = GS_ERROR_INIT;
    char want[256], buf[600];

    (void)state;
    memset(arg, 'a', sizeof(arg) - 1);
    arg[0] = 'H';
    arg[sizeof(arg) - 2] = 'T';
    gs_error_set(&err, GS_ENOTFOUND, "unknown model '%s': not in the "
                 "catalogue", arg);
    snprintf(want, sizeof(want), "unknown model 'H%.63s...(100000 bytes)..."
             "%.15sT': not in the catalogue", arg + 1, arg + 1);
    assert_string_equal(err.msg, want);
    /* 256 bytes stay whole, 257 are cut */
    memset(buf, 'b', 257);
    buf[256] = '\0';
    assert_int_equal(gs_text_shorten_words(buf), 256);
    buf[256] = 'b';
    buf[257] = '\0';
    assert_int_equal(gs_text_shorten_words(buf),
                     64 + strlen("...(257 bytes)...") + 16);
    /* a UTF-8 character is never split: 2-byte characters, odd cuts */
    {
        size_t i;

        for (i = 0; i < 300; i += 2)
            memcpy(buf + i, "\xc3\xa9", 2);
        buf[300] = ' ';
        memcpy(buf + 301, "end", 4);
        gs_text_shorten_words(buf);
        assert_int_equal(strncmp(buf, "\xc3\xa9", 2), 0);
        assert_non_null(strstr(buf, "...(300 bytes)...\xc3\xa9"));
        assert_non_null(strstr(buf, "\xc3\xa9 end"));
        assert_int_equal(gs_utf8_invalid(buf, strlen(buf), NULL, NULL),
                         SIZE_MAX);
    }
}

/* A JSON report's long text input: its head, size and FNV-1a hash. */
static void long_inputs_become_an_excerpt_with_size_and_hash(void **state)
{
    static char arg[5001];
    char out[GS_TEXT_EXCERPT_BYTES];

    (void)state;
    memset(arg, 'x', sizeof(arg) - 1);
    gs_text_excerpt(arg, sizeof(arg) - 1, out);
    assert_int_equal(strncmp(out, arg, 64), 0);
    assert_string_equal(out + 64, "...(5000 bytes, fnv1a64 "
                        "5d45fa080be4e345)");
    /* (the hash computed apart, in Python: h ^= byte; h *= prime mod 2^64)
     * FNV-1a 64 of "a" is af63dc4c8601ec8c (the reference vectors) */
    assert_true(gs_fnv1a64((const unsigned char *)"a", 1) ==
                UINT64_C(0xaf63dc4c8601ec8c));
}

/* RFC 3629's ill-formed sequences are found at their line and column;
 * well-formed text, controls included, passes. */
/* quiet_domain: a GS_EDOMAIN error keeps its code and no message (rank
 * words its own reasons); any other code is recorded whole, and the
 * first error still wins. */
static void quiet_domain_records_the_code_alone(void **state)
{
    struct gs_error e = GS_ERROR_INIT;

    (void)state;
    e.quiet_domain = true;
    assert_int_equal(gs_error_set(&e, GS_EDOMAIN, "no fit on %d", 8), -1);
    assert_int_equal(e.code, GS_EDOMAIN);
    assert_string_equal(e.msg, "");
    gs_error_set(&e, GS_EINTERNAL, "later");
    assert_int_equal(e.code, GS_EDOMAIN);
    memset(&e, 0, sizeof(e));
    e.quiet_domain = true;
    gs_error_set(&e, GS_ENOMEM, "out of %s", "memory");
    assert_int_equal(e.code, GS_ENOMEM);
    assert_string_equal(e.msg, "out of memory");
    memset(&e, 0, sizeof(e));
    gs_error_set(&e, GS_EDOMAIN, "no fit on %d", 8);
    assert_string_equal(e.msg, "no fit on 8");
}

static void utf8_invalid_finds_the_first_bad_byte(void **state)
{
    unsigned line = 0, col = 0;

    (void)state;
    assert_true(gs_utf8_invalid("ok\n\x01\xc3\xa9\xf0\x9f\x98\x80", 11,
                                &line, &col) == SIZE_MAX);
    assert_int_equal(gs_utf8_invalid("ab\ncd\xff", 6, &line, &col), 5);
    assert_int_equal(line, 2);
    assert_int_equal(col, 3);
    /* overlong '/', a surrogate, past U+10FFFF, a cut sequence */
    assert_int_equal(gs_utf8_invalid("\xc3\xa9\xc0\xaf", 4, &line, &col), 2);
    assert_int_equal(col, 2);
    assert_int_equal(gs_utf8_invalid("\xed\xa0\x80", 3, NULL, NULL), 0);
    assert_int_equal(gs_utf8_invalid("\xf4\x90\x80\x80", 4, NULL, NULL), 0);
    assert_int_equal(gs_utf8_invalid("x\xe2\x82", 3, NULL, NULL), 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(c0_controls_and_del_are_escaped),
        cmocka_unit_test(c1_controls_are_escaped_in_either_encoding),
        cmocka_unit_test(other_utf8_is_kept),
        cmocka_unit_test(malformed_utf8_is_escaped_byte_by_byte),
        cmocka_unit_test(escaping_is_idempotent),
        cmocka_unit_test(truncation_never_splits_an_escape_or_a_character),
        cmocka_unit_test(recorded_errors_are_escaped),
        cmocka_unit_test(printed_errors_are_escaped_even_when_written_directly),
        cmocka_unit_test(a_long_message_prints_whole),
        cmocka_unit_test(cut_paths_and_messages_end_in_a_marker),
        cmocka_unit_test(utf8_invalid_finds_the_first_bad_byte),
        cmocka_unit_test(quiet_domain_records_the_code_alone),
        cmocka_unit_test(long_words_are_shortened_with_their_length),
        cmocka_unit_test(long_inputs_become_an_excerpt_with_size_and_hash),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
