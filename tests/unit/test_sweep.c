/*
 * gpusel sweep's parts (src/cli/sweep_axis.c, sweep_write.c) and the
 * command's output read back: the axes grammar and its rejections (each
 * naming the flag), the CSV writer round-tripped through libcsv (quotes,
 * commas, line breaks, formula guards, empty text and no value), JSON
 * lines parsed by cJSON, segments, and the binary's own CSV: every record
 * has every column and the row count is the product of the axes.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <csv.h>

#include "gs_test.h"

#include "sweep.h"

/* ---- axes ------------------------------------------------------------- */

static void expect_axis(const char *text, enum gs_sweep_unit unit,
                        const int64_t *want, size_t n)
{
    struct gs_sweep_axis a;
    struct gs_error err = GS_ERROR_INIT;
    size_t i;

    if (gs_sweep_parse_axis("--x", text, unit, 1, INT64_C(1) << 40, &a,
                            &err) < 0) {
        print_error("'%s': %s\n", text, err.msg);
        fail();
    }
    assert_int_equal(a.n, n);
    for (i = 0; i < n; i++)
        assert_int_equal(a.v[i], want[i]);
    gs_sweep_axis_release(&a);
}

static void lists_and_ranges(void **state)
{
    static const int64_t list[] = { 1, 8, 64 };
    static const int64_t dbl[] = { 1, 2, 4, 8, 16, 32, 64, 128, 256 };
    static const int64_t dbl_short[] = { 1, 2, 4, 8, 16, 32, 64 };
    static const int64_t add[] = { 8, 16, 24, 32 };
    static const int64_t ones[] = { 3, 4, 5 };
    static const int64_t ctx[] = { 4096, 8192, 16384, 32768 };
    static const int64_t mixed[] = { 1, 2, 4, 100, 1000 };

    (void)state;
    expect_axis("1,8,64", GS_SWEEP_COUNT, list, 3);
    expect_axis("1..256x2", GS_SWEEP_COUNT, dbl, 9);
    expect_axis("1..100x2", GS_SWEEP_COUNT, dbl_short, 7);
    expect_axis("8..32+8", GS_SWEEP_COUNT, add, 4);
    expect_axis("8..39+8", GS_SWEEP_COUNT, add, 4);
    expect_axis("3..5", GS_SWEEP_COUNT, ones, 3);
    expect_axis("4k..32kx2", GS_SWEEP_TOKENS, ctx, 4);
    expect_axis("1..4x2,100,1000", GS_SWEEP_COUNT, mixed, 5);
}

static void expect_reject(const char *text, const char *msg)
{
    struct gs_sweep_axis a = { NULL, 0 };
    struct gs_error err = GS_ERROR_INIT;

    assert_int_equal(gs_sweep_parse_axis("--concurrency", text,
                                         GS_SWEEP_COUNT, 1, 1000, &a, &err),
                     -1);
    assert_int_equal(err.code, GS_EUSAGE);
    if (strcmp(err.msg, msg) != 0) {
        print_error("'%s': got '%s'\nexpected '%s'\n", text, err.msg, msg);
        fail();
    }
    assert_null(a.v);
}

static void bad_axes_name_the_flag(void **state)
{
    (void)state;
    expect_reject("0", "--concurrency: 0 is outside [1, 1000]");
    expect_reject("1,,2", "--concurrency: empty item in '1,,2'");
    expect_reject("", "--concurrency: empty item in ''");
    expect_reject("8,", "--concurrency: empty item in '8,'");
    expect_reject("eight", "--concurrency: expected a whole number, got "
                  "'eight'");
    expect_reject("-4", "--concurrency: expected a whole number, got '-4'");
    expect_reject("1.5", "--concurrency: expected a whole number, got "
                  "'1.5'");
    expect_reject("64..8", "--concurrency: the range '64..8' runs "
                  "backwards");
    expect_reject("1..", "--concurrency: expected a whole number, got ''");
    expect_reject("1..64x1", "--concurrency: the step of '1..64x1' must be "
                  "x2 or more, or +1 or more");
    expect_reject("1..64+0", "--concurrency: the step of '1..64+0' must be "
                  "x2 or more, or +1 or more");
    expect_reject("1..2000x2", "--concurrency: the range '1..2000x2' leaves "
                  "[1, 1000]");
    expect_reject("1..64y2", "--concurrency: expected a whole number, got "
                  "'64y2'");
}

static void the_value_cap_is_a_usage_error(void **state)
{
    struct gs_sweep_axis a = { NULL, 0 };
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_sweep_parse_axis("--concurrency", "1..70000",
                                         GS_SWEEP_COUNT, 1, 100000, &a,
                                         &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    assert_string_equal(err.msg, "--concurrency: more than 65536 values");
}

static void split_refuses_empty_items(void **state)
{
    struct gs_arena arena = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    const char *items[4];
    size_t n;

    (void)state;
    assert_int_equal(gs_sweep_split("--pricing", "spot,owned", &arena, items,
                                    4, &n, &err), 0);
    assert_int_equal(n, 2);
    assert_string_equal(items[0], "spot");
    assert_string_equal(items[1], "owned");
    assert_int_equal(gs_sweep_split("--pricing", "spot,", &arena, items, 4,
                                    &n, &err), -1);
    assert_string_equal(err.msg, "--pricing: empty item in 'spot,'");
    gs_arena_release(&arena);
}

/* ---- the writer, read back --------------------------------------------- */

static const char *const keys[] = { "name", "n", "x", "ok", "none" };

/* Texts a CSV writer gets wrong: quotes, commas, breaks, blanks. */
static const char *const texts[] = {
    "plain", "with,comma", "say \"hi\"", "two\nlines", " padded ", "",
    "=1+2", "-3", "@sum", "crlf\r\nend", "tab\there",
};

/* Write one row per text to a memory file; returns its bytes. */
static char *write_rows(enum gs_sweep_format f, bool raw, size_t *len)
{
    struct gs_sweep_out o;
    struct gs_arena arena = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    char *buf = NULL;
    FILE *fp = open_memstream(&buf, len);
    size_t i;

    assert_non_null(fp);
    assert_int_equal(gs_sweep_out_begin(&o, fp, f, keys, 5, &err), 0);
    for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
        struct gs_sweep_text t, none;

        assert_int_equal(gs_sweep_encode(&o, &arena, texts[i], raw, &t,
                                         &err), 0);
        assert_int_equal(gs_sweep_encode(&o, &arena, NULL, raw, &none,
                                         &err), 0);
        gs_sweep_put_text(&o, &t);
        gs_sweep_put_int(&o, (int64_t)i - 5);
        gs_sweep_put_num(&o, 0.1 * (double)i + 1e-7);
        gs_sweep_put_bool(&o, i % 2 == 0);
        gs_sweep_put_text(&o, &none);
        gs_sweep_out_row_end(&o);
    }
    assert_int_equal(gs_sweep_out_end(&o, &err), 0);
    fclose(fp);
    gs_arena_release(&arena);
    return buf;
}

struct records {
    char fields[64][8][64];     /* [record][field] */
    bool quoted[64][8];
    size_t n_fields[64];
    size_t n;
};

static void on_field(void *s, size_t len, void *data)
{
    struct records *r = data;
    size_t f = r->n_fields[r->n];

    assert_true(len < 64 && f < 8 && r->n < 64);
    if (s)                      /* CSV_EMPTY_IS_NULL: an empty field */
        memcpy(r->fields[r->n][f], s, len);
    r->fields[r->n][f][len] = '\0';
    r->n_fields[r->n]++;
}

static void on_record(int c, void *data)
{
    struct records *r = data;

    (void)c;
    r->n++;
}

static void parse_csv(const char *buf, size_t len, struct records *r)
{
    struct csv_parser p;

    memset(r, 0, sizeof(*r));
    assert_int_equal(csv_init(&p, CSV_STRICT | CSV_STRICT_FINI |
                              CSV_APPEND_NULL | CSV_EMPTY_IS_NULL), 0);
    assert_int_equal(csv_parse(&p, buf, len, on_field, on_record, r), len);
    assert_int_equal(csv_fini(&p, on_field, on_record, r), 0);
    csv_free(&p);
}

static void csv_round_trips_through_libcsv(void **state)
{
    struct records *r = calloc(1, sizeof(*r));
    size_t len, i, n = sizeof(texts) / sizeof(texts[0]);
    char *buf = write_rows(GS_SWEEP_CSV, true, &len);

    (void)state;
    assert_non_null(strstr(buf, "name,n,x,ok,none\r\n"));
    parse_csv(buf, len, r);
    assert_int_equal(r->n, n + 1);
    for (i = 0; i < 5; i++)
        assert_string_equal(r->fields[0][i], keys[i]);
    for (i = 0; i < n; i++) {
        char want[64];

        assert_int_equal(r->n_fields[i + 1], 5);
        assert_string_equal(r->fields[i + 1][0], texts[i]);
        snprintf(want, sizeof(want), "%d", (int)i - 5);
        assert_string_equal(r->fields[i + 1][1], want);
        snprintf(want, sizeof(want), "%.6g", 0.1 * (double)i + 1e-7);
        assert_string_equal(r->fields[i + 1][2], want);
        assert_string_equal(r->fields[i + 1][3], i % 2 ? "false" : "true");
        assert_string_equal(r->fields[i + 1][4], "");
    }
    free(buf);
    free(r);
}

static void csv_guards_formula_triggers(void **state)
{
    struct records *r = calloc(1, sizeof(*r));
    size_t len;
    char *buf = write_rows(GS_SWEEP_CSV, false, &len);

    (void)state;
    parse_csv(buf, len, r);
    assert_string_equal(r->fields[7][0], "'=1+2");
    assert_string_equal(r->fields[8][0], "'-3");
    assert_string_equal(r->fields[9][0], "'@sum");
    assert_string_equal(r->fields[1][0], "plain");
    /* numbers are never guarded: "-5" stays a number */
    assert_string_equal(r->fields[1][1], "-5");
    free(buf);
    free(r);
}

static void json_lines_parse_one_object_each(void **state)
{
    size_t len, i = 0, n = sizeof(texts) / sizeof(texts[0]);
    char *buf = write_rows(GS_SWEEP_JSONL, false, &len), *line, *save;

    (void)state;
    for (line = strtok_r(buf, "\n", &save); line;
         line = strtok_r(NULL, "\n", &save), i++) {
        cJSON *o = cJSON_Parse(line);
        const cJSON *name, *none, *x;

        if (!o) {
            print_error("not JSON: %s\n", line);
            fail();
        }
        name = cJSON_GetObjectItemCaseSensitive(o, "name");
        none = cJSON_GetObjectItemCaseSensitive(o, "none");
        x = cJSON_GetObjectItemCaseSensitive(o, "x");
        assert_true(cJSON_IsString(name));
        assert_string_equal(name->valuestring, texts[i]);
        assert_true(cJSON_IsNull(none));
        assert_true(cJSON_IsNumber(x));
        assert_close(x->valuedouble, 0.1 * (double)i + 1e-7, 1e-5);
        assert_true(cJSON_IsBool(cJSON_GetObjectItemCaseSensitive(o, "ok")));
        assert_int_equal(cJSON_GetArraySize(o), 5);
        cJSON_Delete(o);
    }
    assert_int_equal(i, n);
    free(buf);
}

static void json_text_is_valid_utf8_whatever_the_input(void **state)
{
    static const struct { const char *in, *out; } cases[] = {
        { "caf\xc3\xa9", "\"caf\xc3\xa9\"" },         /* valid: kept */
        { "caf\xe9", "\"caf\\ufffd\"" },               /* Latin-1 */
        { "\xc0\xaf", "\"\\ufffd\\ufffd\"" },          /* overlong */
        { "\xed\xa0\x80", "\"\\ufffd\\ufffd\\ufffd\"" }, /* surrogate */
        { "\xf0\x9f\x98\x80", "\"\xf0\x9f\x98\x80\"" }, /* 4 bytes */
        { "\xe2\x82", "\"\\ufffd\\ufffd\"" },          /* cut short */
        { "a\tb\"c\\", "\"a\\u0009b\\\"c\\\\\"" },
    };
    struct gs_sweep_out o;
    struct gs_arena arena = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    size_t i;

    (void)state;
    memset(&o, 0, sizeof(o));
    o.format = GS_SWEEP_JSONL;
    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        struct gs_sweep_text t;
        char buf[64];

        assert_int_equal(gs_sweep_encode(&o, &arena, cases[i].in, false, &t,
                                         &err), 0);
        assert_true(t.len < sizeof(buf));
        memcpy(buf, t.s, t.len);
        buf[t.len] = '\0';
        assert_string_equal(buf, cases[i].out);
    }
    gs_arena_release(&arena);
}

static void segments_copy_columns_into_rows(void **state)
{
    struct gs_sweep_out o, seg;
    struct gs_error err = GS_ERROR_INIT;
    char segbuf[256], *buf = NULL;
    size_t len;
    FILE *fp = open_memstream(&buf, &len);
    int r;

    (void)state;
    assert_int_equal(gs_sweep_out_begin(&o, fp, GS_SWEEP_JSONL, keys, 5,
                                        &err), 0);
    gs_sweep_seg_init(&seg, &o, segbuf, sizeof(segbuf));
    gs_sweep_seg_start(&seg, 1);
    gs_sweep_put_int(&seg, 7);
    gs_sweep_put_num(&seg, 2.5);
    for (r = 0; r < 2; r++) {
        struct gs_sweep_text t = { "\"a\"", 3 };

        gs_sweep_put_text(&o, &t);
        gs_sweep_put_seg(&o, &seg);
        gs_sweep_put_bool(&o, r == 1);
        gs_sweep_put_null(&o);
        gs_sweep_out_row_end(&o);
    }
    assert_int_equal(gs_sweep_out_end(&o, &err), 0);
    fclose(fp);
    assert_string_equal(buf,
        "{\"name\":\"a\",\"n\":7,\"x\":2.5,\"ok\":false,\"none\":null}\n"
        "{\"name\":\"a\",\"n\":7,\"x\":2.5,\"ok\":true,\"none\":null}\n");
    free(buf);
}

/* ---- the command's output ---------------------------------------------- */

static void on_field_count(void *s, size_t len, void *data)
{
    size_t *c = data;

    (void)s;
    (void)len;
    c[0]++;
}

static void on_record_count(int ch, void *data)
{
    size_t *c = data;

    (void)ch;
    if (c[0] != c[2])
        c[3]++;                 /* a record of the wrong width */
    c[0] = 0;
    c[1]++;
}

static void the_commands_csv_has_every_column_and_row(void **state)
{
    /* 2 counts x 2 formats x 2 contexts x 5 concurrencies, unpriced */
    const char *cmd = GPUSEL_BINARY " --catalog " GPUSEL_FIXTURES
        "/cli/toy.yaml sweep --model toy-1b --gpu toy --gpus 1,2 "
        "--precision bf16,fp8 --ctx 2k,4k --concurrency 1..16x2 "
        "--pricing none";
    struct csv_parser p;
    size_t counts[4] = { 0, 0, 37, 0 };  /* fields, records, width, bad */
    char buf[65536];
    size_t n;
    FILE *fp = popen(cmd, "r");

    (void)state;
    assert_non_null(fp);
    assert_int_equal(csv_init(&p, CSV_STRICT | CSV_STRICT_FINI), 0);
    while ((n = fread(buf, 1, sizeof(buf), fp)) > 0)
        assert_int_equal(csv_parse(&p, buf, n, on_field_count,
                                   on_record_count, counts), n);
    assert_int_equal(csv_fini(&p, on_field_count, on_record_count, counts),
                     0);
    csv_free(&p);
    assert_int_equal(pclose(fp), 0);
    assert_int_equal(counts[3], 0);
    assert_int_equal(counts[1], 1 + 2 * 2 * 2 * 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(lists_and_ranges),
        cmocka_unit_test(bad_axes_name_the_flag),
        cmocka_unit_test(the_value_cap_is_a_usage_error),
        cmocka_unit_test(split_refuses_empty_items),
        cmocka_unit_test(csv_round_trips_through_libcsv),
        cmocka_unit_test(csv_guards_formula_triggers),
        cmocka_unit_test(json_lines_parse_one_object_each),
        cmocka_unit_test(json_text_is_valid_utf8_whatever_the_input),
        cmocka_unit_test(segments_copy_columns_into_rows),
        cmocka_unit_test(the_commands_csv_has_every_column_and_row),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
