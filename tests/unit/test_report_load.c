/*
 * Reading saved JSON reports back (src/report/report_read.c): the
 * rank-shaped fixture tests/fixtures/diff/base.json, a report gpusel
 * itself writes (round trip through the JSON writer), and one inline
 * document per refusal, each with its exact message and position.
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gs_test.h"
#include "error.h"
#include "report.h"
#include "report_load.h"

#ifndef GPUSEL_FIXTURES
#error "GPUSEL_FIXTURES must name the tests/fixtures directory"
#endif

#define DIFF_DIR GPUSEL_FIXTURES "/diff/"

/* The members every report has, before its tables. */
#define HEAD "{\"schema_version\": 2, \"gpusel_version\": \"0.1.0\", " \
             "\"command\": \"rank\", \"inputs\": {}, "
#define ONE_TABLE "\"columns\": {\"rows\": {" \
    "\"gpu\": {\"label\": \"GPU\", \"kind\": \"key\", \"unit\": null}, " \
    "\"n\": {\"label\": \"n\", \"kind\": \"integer\", \"unit\": null}}}, "

static int parse(struct gs_saved_report *r, const char *json,
                 struct gs_error *err)
{
    return gs_saved_report_parse(r, "r.json", json, strlen(json), err);
}

/* The text must be refused with `code` at line:col, the message holding
 * `msg`. */
static void refused(const char *json, enum gs_errc code, unsigned line,
                    unsigned col, const char *msg)
{
    struct gs_saved_report r;
    struct gs_error err = GS_ERROR_INIT;

    if (parse(&r, json, &err) != -1) {
        print_error("accepted: %s\n", json);
        gs_saved_report_release(&r);
        fail();
    }
    if (err.code != code || err.line != line || err.col != col ||
        !strstr(err.msg, msg) || strcmp(err.path, "r.json") != 0) {
        print_error("got %s:%u:%u: %s (code %d)\nwant %u:%u: ...%s... "
                    "(code %d)\n", err.path, err.line, err.col, err.msg,
                    (int)err.code, line, col, msg, (int)code);
        fail();
    }
}

static const char *input(const struct gs_saved_report *r, const char *key)
{
    size_t i;

    for (i = 0; i < r->n_inputs; i++)
        if (strcmp(r->inputs[i].key, key) == 0)
            return r->inputs[i].text ? r->inputs[i].text : "(null)";
    return NULL;
}

static void rank_fixture_reads_every_type(void **state)
{
    struct gs_saved_report r;
    struct gs_error err = GS_ERROR_INIT;
    const struct gs_saved_table *t;
    long j;

    (void)state;
    assert_int_equal(gs_saved_report_load(&r, DIFF_DIR "base.json", &err),
                     0);
    assert_int_equal(r.schema_version, 2);
    assert_string_equal(r.command, "rank");
    assert_string_equal(r.gpusel_version, "0.1.0");
    assert_string_equal(input(&r, "today"), "2026-12-01");
    assert_string_equal(input(&r, "stale_after_days"), "180");
    assert_string_equal(input(&r, "prices_as_of"), "(null)");
    assert_string_equal(input(&r, "catalog_files[<built-in>/gpus.yaml]"),
                        "114830 bytes, fnv1a64 f7520937e138077b");
    assert_int_equal(r.n_tables, 1);
    t = gs_saved_report_table(&r, "rank");
    assert_non_null(t);
    assert_false(t->record);
    assert_int_equal(t->n_rows, 4);
    assert_int_equal(t->n_cols, 17);
    j = gs_saved_table_column(t, "candidate");
    assert_int_equal(t->cols[j].kind, GS_COL_KEY);
    assert_string_equal(gs_saved_table_cell(t, 0, (size_t)j)->u.text,
                        "h100-sxm x1 on-demand AWS p5.4xlarge us-east-1");
    j = gs_saved_table_column(t, "gpu");
    assert_int_equal(t->cols[j].kind, GS_COL_TEXT);
    j = gs_saved_table_column(t, "rank");
    assert_int_equal(gs_saved_table_cell(t, 1, (size_t)j)->type,
                     GS_CELL_INT);
    assert_int_equal(gs_saved_table_cell(t, 1, (size_t)j)->u.i, 2);
    assert_int_equal(gs_saved_table_cell(t, 3, (size_t)j)->type,
                     GS_CELL_NULL);
    j = gs_saved_table_column(t, "usd_per_accepted_output");
    assert_string_equal(t->cols[j].unit, "USD");
    assert_true(gs_saved_table_cell(t, 0, (size_t)j)->u.number == 0.001152);
    j = gs_saved_table_column(t, "meets_targets");
    assert_false(gs_saved_table_cell(t, 3, (size_t)j)->u.b);
    j = gs_saved_table_column(t, "rejected_reason");
    assert_string_equal(gs_saved_table_cell(t, 3, (size_t)j)->u.text,
                        "does_not_fit");
    assert_int_equal(gs_saved_table_column(t, "no_such_column"), -1);
    assert_int_equal(r.n_notes, 1);
    gs_saved_report_release(&r);
}

/* What the JSON writer writes, the reader reads: record tables, groups,
 * lists, integers, exact doubles. */
static void writer_output_reads_back(void **state)
{
    static const struct gs_column cols[] = {
        { "gpu", "GPU", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
        { "memory_bytes", "memory", GS_CELL_NUMBER, 0, 0 },
        { "aliases", "aliases", GS_CELL_TEXT, 0, 0, .kind = GS_COL_LIST },
        { "ratio.a", "a", GS_CELL_NUMBER, 2, 0 },
        { "ratio.b", "b", GS_CELL_NUMBER, 2, 0 },
        { "ok", "ok", GS_CELL_BOOL, 0, 0 },
    };
    static const struct gs_column rec_cols[] = {
        { "total_usd", "total", GS_CELL_NUMBER, 2, 0 },
        { "label", "label", GS_CELL_TEXT, 0, 0 },
    };
    struct gs_table t, rec;
    struct gs_report rep;
    struct gs_write_opts o = { .program_version = "9.9" };
    struct gs_error err = GS_ERROR_INIT;
    struct gs_saved_report r;
    const struct gs_saved_table *st;
    struct gs_cell *c;
    char *buf = NULL;
    size_t len = 0;
    FILE *fp = open_memstream(&buf, &len);

    (void)state;
    assert_non_null(fp);
    gs_table_init(&t, "rows", cols, GS_ARRAY_SIZE(cols));
    c = gs_table_add_row(&t);
    c[0] = gs_cell_text("x \"quoted\"\ttab");
    c[1] = gs_cell_number(85899345920.0);
    c[2] = gs_cell_text("one\ntwo");
    c[3] = gs_cell_number(0.1 + 0.2);
    c[4] = gs_cell_null();
    c[5] = gs_cell_bool(true);
    gs_table_init(&rec, "cost", rec_cols, GS_ARRAY_SIZE(rec_cols));
    rec.record = true;
    c = gs_table_add_row(&rec);
    c[0] = gs_cell_number(1e-300);
    c[1] = gs_cell_text("caf\xc3\xa9");
    gs_report_init(&rep, "test");
    gs_report_input_text(&rep, "gpus", "a");
    gs_report_input_text(&rep, "gpus", "b");
    gs_report_input_number(&rep, "frac", 0.1);
    gs_report_add(&rep, &t);
    gs_report_add(&rep, &rec);
    assert_int_equal(gs_report_write(&rep, "json", &o, fp, &err), 0);
    fclose(fp);
    gs_table_release(&t);
    gs_table_release(&rec);

    if (gs_saved_report_parse(&r, "mem.json", buf, len, &err) != 0) {
        print_error("%s:%u:%u: %s\n%s\n", err.path, err.line, err.col,
                    err.msg, buf);
        fail();
    }
    assert_string_equal(input(&r, "gpus"), "a, b");
    assert_string_equal(input(&r, "frac"), "0.1");
    st = gs_saved_report_table(&r, "rows");
    assert_non_null(st);
    assert_string_equal(gs_saved_table_cell(st, 0, 0)->u.text,
                        "x \"quoted\"\ttab");
    assert_int_equal(st->cols[1].kind, GS_COL_INTEGER);
    assert_int_equal(gs_saved_table_cell(st, 0, 1)->u.i, 85899345920LL);
    assert_string_equal(gs_saved_table_cell(st, 0, 2)->u.text, "one\ntwo");
    assert_true(gs_saved_table_cell(st, 0, 3)->u.number == 0.1 + 0.2);
    assert_int_equal(gs_saved_table_cell(st, 0, 4)->type, GS_CELL_NULL);
    assert_true(gs_saved_table_cell(st, 0, 5)->u.b);
    st = gs_saved_report_table(&r, "cost");
    assert_non_null(st);
    assert_true(st->record);
    assert_int_equal(st->n_rows, 1);
    assert_true(gs_saved_table_cell(st, 0, 0)->u.number == 1e-300);
    assert_string_equal(gs_saved_table_cell(st, 0, 1)->u.text, "caf\xc3\xa9");
    gs_saved_report_release(&r);
    free(buf);
}

static void nesting_is_refused_as_nesting(void **state)
{
    char json[256];
    size_t i, n = 0;

    (void)state;
    n += (size_t)snprintf(json + n, sizeof(json) - n, "{\"a\": ");
    for (i = 0; i < GS_SAVED_REPORT_MAX_DEPTH; i++)
        json[n++] = '[';
    json[n] = '\0';
    /* the 65th level: the top object is the first */
    refused(json, GS_ESCHEMA, 1, 70, "nested deeper than 64 levels");
}

static void malformed_json_points_at_the_fault(void **state)
{
    (void)state;
    refused("{\n  \"schema_version\": 2,\n  \"x\": tru\n}", GS_ESYNTAX, 3,
            8, "malformed JSON near 'tru'");
    refused("{\"schema_version\": 2", GS_ESYNTAX, 1, 21,
            "unexpected end of input");
    refused(HEAD "\"columns\": {}, \"notes\": []} x", GS_ESYNTAX, 1, 111,
            "malformed JSON near 'x'");
    refused("", GS_ESYNTAX, 1, 1, "unexpected end of input");
}

static void a_nul_byte_is_refused(void **state)
{
    struct gs_saved_report r;
    struct gs_error err = GS_ERROR_INIT;
    static const char text[] = "{\"a\":\n \0}";

    (void)state;
    assert_int_equal(gs_saved_report_parse(&r, "r.json", text,
                                           sizeof(text) - 1, &err), -1);
    assert_int_equal(err.code, GS_ESYNTAX);
    assert_int_equal(err.line, 2);
    assert_int_equal(err.col, 2);
    assert_string_equal(err.msg, "malformed JSON: NUL byte");
}

static void u0000_is_refused_in_keys_and_strings(void **state)
{
    (void)state;
    refused("{\"to\\u0000day\": 1}", GS_ESCHEMA, 1, 5,
            "a key holds \\u0000");
    refused("{\"today\": \"x\\u0000y\"}", GS_ESCHEMA, 1, 13,
            "a string holds \\u0000");
    /* \\u0000 is a backslash and "u0000", which is fine */
    refused("{\"today\": \"x\\\\u0000\"}", GS_ESCHEMA, 0, 0,
            "no 'schema_version'");
}

static void integers_past_2_53_are_refused(void **state)
{
    struct gs_saved_report r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    refused("{\"a\": 9007199254740993}", GS_ESCHEMA, 1, 7,
            "integer 9007199254740993 is past 2^53");
    refused("{\"a\": [1,\n  -9007199254740993]}", GS_ESCHEMA, 2, 3,
            "integer -9007199254740993 is past 2^53");
    refused("{\"a\": 100000000000000000000}", GS_ESCHEMA, 1, 7,
            "past 2^53");
    /* 2^53 itself, and large numbers written as doubles, are fine */
    assert_int_equal(parse(&r, HEAD "\"columns\": {}, \"notes\": [], "
                           "\"x\": 1}", &err), -1);
    gs_error_clear(&err);
    /* leading zeros (which cJSON takes) do not hide a large integer */
    refused("{\"a\": -00009007199254740993}", GS_ESCHEMA, 1, 7,
            "past 2^53");
    gs_error_clear(&err);
    assert_int_equal(parse(&r, "{\"schema_version\": 2, \"gpusel_version\""
                           ": null, \"command\": null, \"inputs\": {\"a\": "
                           "9007199254740992, \"b\": 1e300}, \"columns\": "
                           "{}, \"notes\": []}", &err), 0);
    assert_string_equal(input(&r, "a"), "9007199254740992");
    assert_string_equal(input(&r, "b"), "1e+300");
    gs_saved_report_release(&r);
}

static void duplicate_keys_are_refused_at_the_second(void **state)
{
    (void)state;
    refused("{\"schema_version\": 2,\n \"inputs\": {\"b\": 1, \"a\": 2, "
            "\"b\": 3, \"a\": 4}}", GS_ESCHEMA, 2, 29,
            "duplicate key 'b' (JSON readers disagree");
    refused("{\"schema_version\": 2, \"schema_version\": 2}", GS_ESCHEMA, 1,
            23, "duplicate key 'schema_version'");
}

static void other_json_is_not_a_report(void **state)
{
    (void)state;
    refused("[1, 2]", GS_ESCHEMA, 1, 1, "not a gpusel report: the top "
            "level is an array");
    refused("  \"x\"", GS_ESCHEMA, 1, 3, "the top level is a string");
    refused("{\"name\": \"pkg\"}", GS_ESCHEMA, 0, 0,
            "not a gpusel report: no 'schema_version'");
    refused("{\"schema_version\": 2, \"gpusel_version\": \"0.1.0\", "
            "\"command\": \"rank\", \"columns\": {}, \"notes\": []}",
            GS_ESCHEMA, 0, 0, "not a gpusel report: no 'inputs'");
    refused(HEAD "\"notes\": []}", GS_ESCHEMA, 0, 0, "no 'columns'");
    refused(HEAD "\"columns\": {}}", GS_ESCHEMA, 0, 0, "no 'notes'");
    refused("{\"schema_version\": \"2\"}", GS_ESCHEMA, 1, 20,
            "'schema_version' is a string, not an integer");
}

static void other_schema_versions_are_refused(void **state)
{
    (void)state;
    refused("{\"schema_version\": 1}", GS_ESCHEMA, 1, 20,
            "schema_version 1 is not the 2 this gpusel reads");
    refused("{\n\"schema_version\": 3}", GS_ESCHEMA, 2, 19,
            "schema_version 3 is not the 2 this gpusel reads");
}

static void rows_must_match_their_columns(void **state)
{
    struct gs_saved_report r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(parse(&r, HEAD ONE_TABLE "\"rows\": [{\"gpu\": \"a\", "
                           "\"n\": 2}, {\"gpu\": null, \"n\": null}], "
                           "\"notes\": []}", &err), 0);
    assert_int_equal(r.tables[0].n_rows, 2);
    gs_saved_report_release(&r);
    refused(HEAD ONE_TABLE "\"rows\": [{\"gpu\": \"a\", \"n\": 2.5}], "
            "\"notes\": []}", GS_ESCHEMA, 1, 241, "'n' in row 1 of table "
            "'rows' is not a whole number");
    refused(HEAD ONE_TABLE "\"rows\": [{\"gpu\": 7, \"n\": 2}], "
            "\"notes\": []}", GS_ESCHEMA, 1, 231, "'gpu' in row 1 of table "
            "'rows' is a number, but its column holds a string");
    refused(HEAD ONE_TABLE "\"rows\": [{\"gpu\": \"a\"}], \"notes\": []}",
            GS_ESCHEMA, 1, 223, "row 1 of table 'rows' has no 'n'");
    refused(HEAD ONE_TABLE "\"rows\": [{\"gpu\": \"a\", \"n\": 1, \"m\": "
            "1}], \"notes\": []}", GS_ESCHEMA, 1, 244,
            "unknown member 'm' in row 1 of table 'rows'");
    refused(HEAD ONE_TABLE "\"rows\": [], \"notes\": [], \"extra\": 1}",
            GS_ESCHEMA, 1, 239, "unknown member 'extra'");
    refused(HEAD "\"columns\": {\"rows\": {\"gpu\": {\"label\": \"GPU\", "
            "\"kind\": \"colour\", \"unit\": null}}}, \"rows\": [], "
            "\"notes\": []}", GS_ESCHEMA, 1, 136, "has kind 'colour'");
    refused(HEAD ONE_TABLE "\"rows\": {}, \"notes\": []}", GS_ESCHEMA, 1,
            222, "table 'rows' is an object, not an array of rows");
}

static void column_positions_count_characters(void **state)
{
    (void)state;
    /* "é" is two bytes, one column */
    refused("{\"\xc3\xa9\": 1, \"\xc3\xa9\": 2}", GS_ESCHEMA, 1, 10,
            "duplicate key");
}

static void size_and_value_caps_hold(void **state)
{
    struct gs_saved_report r;
    struct gs_error err = GS_ERROR_INIT;
    size_t n = 2 * GS_SAVED_REPORT_MAX_VALUES + 2, i;
    char *big = malloc(n + 1);

    (void)state;
    assert_non_null(big);
    big[0] = '[';
    for (i = 1; i + 1 < n; i += 2) {
        big[i] = '0';
        big[i + 1] = ',';
    }
    big[n - 1] = ']';
    big[n] = '\0';
    assert_int_equal(gs_saved_report_parse(&r, "r.json", big, n, &err), -1);
    assert_int_equal(err.code, GS_ESCHEMA);
    assert_non_null(strstr(err.msg, "more than 16777216 JSON values"));
    free(big);

    gs_error_clear(&err);
    assert_int_equal(gs_saved_report_parse(&r, "r.json", "{}",
                                           GS_SAVED_REPORT_MAX_BYTES + 1,
                                           &err), -1);
    assert_string_equal(err.msg, "larger than 256 MiB (not a gpusel "
                        "report?)");
}

/* A report over the old 16 MiB cap reads: rank writes 18.6 MB for a
 * 10,000-offer feed, and diff must read whatever rank writes. */
static void reports_past_16_mib_read(void **state)
{
    static const char head[] =
        "{\"schema_version\": 2, \"gpusel_version\": \"0.1.0\", "
        "\"command\": \"rank\", \"inputs\": {}, \"columns\": {\"rows\": "
        "{\"id\": {\"label\": \"id\", \"kind\": \"key\", \"unit\": null}, "
        "\"x\": {\"label\": \"x\", \"kind\": \"number\", \"unit\": null}}}, "
        "\"rows\": [\n";
    size_t n_rows = 400000, cap = (size_t)20 << 20, len, i;
    char *text = malloc(cap);
    struct gs_saved_report r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_non_null(text);
    len = (size_t)snprintf(text, cap, "%s", head);
    for (i = 0; i < n_rows; i++)
        len += (size_t)snprintf(text + len, cap - len, "%s{\"id\": "
                                "\"candidate-%07zu\", \"x\": %zu.25}\n",
                                i ? "," : "", i, i);
    len += (size_t)snprintf(text + len, cap - len, "], \"notes\": []}\n");
    assert_true(len > ((size_t)16 << 20) && len < cap);
    assert_int_equal(gs_saved_report_parse(&r, "big.json", text, len, &err),
                     0);
    assert_int_equal(r.n_tables, 1);
    assert_int_equal(r.tables[0].n_rows, n_rows);
    gs_saved_report_release(&r);
    free(text);
}

static void missing_files_are_io_errors(void **state)
{
    struct gs_saved_report r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_saved_report_load(&r, DIFF_DIR "no-such.json",
                                          &err), -1);
    assert_int_equal(err.code, GS_EIO);
    assert_non_null(strstr(err.msg, "no-such.json"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rank_fixture_reads_every_type),
        cmocka_unit_test(writer_output_reads_back),
        cmocka_unit_test(nesting_is_refused_as_nesting),
        cmocka_unit_test(malformed_json_points_at_the_fault),
        cmocka_unit_test(a_nul_byte_is_refused),
        cmocka_unit_test(u0000_is_refused_in_keys_and_strings),
        cmocka_unit_test(integers_past_2_53_are_refused),
        cmocka_unit_test(duplicate_keys_are_refused_at_the_second),
        cmocka_unit_test(other_json_is_not_a_report),
        cmocka_unit_test(other_schema_versions_are_refused),
        cmocka_unit_test(rows_must_match_their_columns),
        cmocka_unit_test(column_positions_count_characters),
        cmocka_unit_test(size_and_value_caps_hold),
        cmocka_unit_test(reports_past_16_mib_read),
        cmocka_unit_test(missing_files_are_io_errors),
    };

    return cmocka_run_group_tests_name("report_load", tests, NULL, NULL);
}
