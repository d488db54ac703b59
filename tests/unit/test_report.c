/*
 * Report writers: exact table and markdown text for a toy report, CSV
 * and JSON parsed back with libcsv and cJSON, escaping and injection
 * guards, error paths, and the atomic output file.
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "gs_test.h"

#include <cjson/cJSON.h>
#include <csv.h>

#include "report.h"
#include "report_impl.h"
#include "units.h"


/* 2^53 + 1: the first integer a double cannot hold. */
#define BIG_INT INT64_C(9007199254740993)

static const struct gs_column gpu_cols[] = {
    { .key = "gpu", .title = "GPU", .type = GS_CELL_TEXT },
    { .key = "n_gpus", .title = "GPUs", .type = GS_CELL_INT },
    { .key = "memory_bytes", .title = "memory (GiB)",
      .type = GS_CELL_NUMBER, .decimals = 1,
      .human_scale = GS_BYTES_PER_GIB },
    { .key = "usd_per_gpu_hour", .title = "$/GPU-hour",
      .type = GS_CELL_NUMBER, .decimals = 2 },
    { .key = "has_nvlink", .title = "NVLink", .type = GS_CELL_BOOL },
};

/* Two rows: every cell type, a NULL in a number column. */
static void fill_gpus(struct gs_table *t)
{
    struct gs_cell *row;

    gs_table_init(t, "rows", gpu_cols, GS_ARRAY_SIZE(gpu_cols));
    row = gs_table_add_row(t);
    assert_non_null(row);
    row[0] = gs_cell_text("h100-sxm");
    row[1] = gs_cell_int(8);
    row[2] = gs_cell_number(80.0 * GS_BYTES_PER_GIB);
    row[3] = gs_cell_number(2.49);
    row[4] = gs_cell_bool(true);
    row = gs_table_add_row(t);
    assert_non_null(row);
    row[0] = gs_cell_text("toy-24g");
    row[1] = gs_cell_int(1);
    row[2] = gs_cell_number(24.0 * GS_BYTES_PER_GIB);
    row[4] = gs_cell_bool(false);
}

/*
 * Render r as format into a malloc'd string; *rc gets the return value.
 * The caller frees the result.
 */
static char *render(const struct gs_report *r, const char *format,
                    const struct gs_write_opts *o, int *rc,
                    struct gs_error *err)
{
    char *text = NULL;
    size_t len = 0;
    FILE *fp = open_memstream(&text, &len);

    assert_non_null(fp);
    *rc = gs_report_write(r, format, o, fp, err);
    assert_int_equal(fclose(fp), 0);
    assert_non_null(text);
    return text;
}

/* Render and expect success. */
static char *render_ok(const struct gs_report *r, const char *format,
                       const struct gs_write_opts *o)
{
    struct gs_error err = GS_ERROR_INIT;
    int rc;
    char *text = render(r, format, o, &rc, &err);

    if (rc != 0)
        print_error("%s: %s\n", format, err.msg);
    assert_int_equal(rc, 0);
    return text;
}

/* --- CSV parsed back with libcsv --------------------------------------- */

#define MAX_ROWS 16
#define MAX_FIELDS 8

struct parsed_csv {
    char *field[MAX_ROWS][MAX_FIELDS];  /* NULL: an empty unquoted field */
    size_t n_fields[MAX_ROWS];
    size_t n_rows;
};

static void on_field(void *field, size_t len, void *data)
{
    struct parsed_csv *p = data;
    char *copy = NULL;

    assert_true(p->n_rows < MAX_ROWS);
    assert_true(p->n_fields[p->n_rows] < MAX_FIELDS);
    if (field) {
        copy = malloc(len + 1);
        assert_non_null(copy);
        memcpy(copy, field, len);
        copy[len] = '\0';
    }
    p->field[p->n_rows][p->n_fields[p->n_rows]++] = copy;
}

static void on_row(int c, void *data)
{
    struct parsed_csv *p = data;

    (void)c;
    p->n_rows++;
}

/*
 * Parse text strictly; empty unquoted fields come back as NULL, so a
 * missing value and an empty text ("") can be told apart.
 */
static void parse_csv(const char *text, struct parsed_csv *p)
{
    struct csv_parser parser;
    size_t len = strlen(text);

    memset(p, 0, sizeof(*p));
    assert_int_equal(csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI |
                                       CSV_APPEND_NULL | CSV_EMPTY_IS_NULL),
                     0);
    assert_int_equal(csv_parse(&parser, text, len, on_field, on_row, p),
                     len);
    assert_int_equal(csv_fini(&parser, on_field, on_row, p), 0);
    csv_free(&parser);
}

static void free_csv(struct parsed_csv *p)
{
    size_t i, j;

    for (i = 0; i <= p->n_rows && i < MAX_ROWS; i++)
        for (j = 0; j < p->n_fields[i]; j++)
            free(p->field[i][j]);
}

/* --- table and markdown -------------------------------------------------- */

static void table_format_aligns_columns_and_ends_with_notes(void **state)
{
    struct gs_table t;
    struct gs_report r;
    char *text;

    (void)state;
    fill_gpus(&t);
    gs_report_init(&r, "list gpus");
    gs_report_add(&r, &t);
    gs_report_note(&r, "prices are %s", "illustrative");
    text = render_ok(&r, "table", NULL);
    assert_string_equal(text,
        "GPU       GPUs  memory (GiB)  $/GPU-hour  NVLink\n"
        "h100-sxm     8          80.0        2.49  yes\n"
        "toy-24g      1          24.0           -  no\n"
        "\n"
        "note: prices are illustrative\n");
    free(text);
    gs_table_release(&t);
}

static void markdown_format_writes_a_pipe_table(void **state)
{
    struct gs_table t;
    struct gs_report r;
    char *text;

    (void)state;
    fill_gpus(&t);
    gs_report_init(&r, "list gpus");
    gs_report_add(&r, &t);
    gs_report_note(&r, "prices are illustrative");
    gs_report_note(&r, "second note");
    text = render_ok(&r, "markdown", NULL);
    assert_string_equal(text,
        "| GPU | GPUs | memory (GiB) | $/GPU-hour | NVLink |\n"
        "|---|---:|---:|---:|---|\n"
        "| h100-sxm | 8 | 80.0 | 2.49 | yes |\n"
        "| toy-24g | 1 | 24.0 | - | no |\n"
        "\n"
        "> note: prices are illustrative\n"
        ">\n"
        "> note: second note\n");
    free(text);
    gs_table_release(&t);
}

static const struct gs_column text_cols[] = {
    { .key = "name", .title = "name", .type = GS_CELL_TEXT },
    { .key = "value", .title = "value", .type = GS_CELL_NUMBER,
      .decimals = 2 },
};

static void markdown_escapes_pipes_and_newlines(void **state)
{
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    char *text;

    (void)state;
    gs_table_init(&t, "rows", text_cols, GS_ARRAY_SIZE(text_cols));
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("a|b\nc\r\nd <b>*x*</b> \x1b[2J");
    row[1] = gs_cell_number(1.0);
    gs_report_init(&r, "test");
    gs_report_add(&r, &t);
    text = render_ok(&r, "markdown", NULL);
    assert_string_equal(text,
        "| name | value |\n"
        "|---|---:|\n"
        "| a\\|b c  d \\<b\\>\\*x\\*\\</b\\> \\x1b\\[2J | 1.00 |\n");
    free(text);
    gs_table_release(&t);
}

static void table_escapes_terminal_control_sequences(void **state)
{
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    char *text;

    (void)state;
    gs_table_init(&t, "rows", text_cols, GS_ARRAY_SIZE(text_cols));
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("\x1b]0;pwned\x07\x7f");
    row[1] = gs_cell_number(1.0);
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("csi\xc2\x9b" "2J");   /* U+009B: C1 CSI */
    row[1] = gs_cell_number(2.0);
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("caf\xc3\xa9");        /* 4 code points */
    row[1] = gs_cell_number(3.0);
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("bad\xff");            /* not UTF-8 */
    row[1] = gs_cell_number(4.0);
    gs_report_init(&r, "test");
    gs_report_add(&r, &t);
    gs_report_note(&r, "line\nbreak");
    text = render_ok(&r, "table", NULL);
    assert_null(strchr(text, '\x1b'));
    assert_null(strchr(text, '\x07'));
    assert_null(strstr(text, "\xc2\x9b"));
    assert_string_equal(text,
        "name                  value\n"
        "\\x1b]0;pwned\\x07\\x7f   1.00\n"
        "csi\\u009b2J            2.00\n"
        "caf\xc3\xa9                   3.00\n"
        "bad\\xff                4.00\n"
        "\n"
        "note: line\\x0abreak\n");
    free(text);
    gs_table_release(&t);
}

static void human_formats_never_print_negative_zero(void **state)
{
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    char *text;

    (void)state;
    gs_table_init(&t, "rows", text_cols, GS_ARRAY_SIZE(text_cols));
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("a");
    row[1] = gs_cell_number(-0.0);
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("b");
    row[1] = gs_cell_number(-0.001);
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("c");
    row[1] = gs_cell_number(-0.005001);
    gs_report_init(&r, "test");
    gs_report_add(&r, &t);
    text = render_ok(&r, "table", NULL);
    assert_null(strstr(text, "-0.00"));
    assert_string_equal(text,
        "name  value\n"
        "a      0.00\n"
        "b      0.00\n"
        "c     -0.01\n");
    free(text);
    text = render_ok(&r, "markdown", NULL);
    assert_null(strstr(text, "-0.00"));
    free(text);
    text = render_ok(&r, "csv", NULL);
    assert_string_equal(text, "name,value\r\na,0\r\nb,-0.001\r\n"
                              "c,-0.005001\r\n");
    free(text);
    gs_table_release(&t);
}

static void table_lines_never_end_in_spaces(void **state)
{
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    char *text;

    (void)state;
    gs_table_init(&t, "rows", text_cols, GS_ARRAY_SIZE(text_cols));
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("long name");
    row[1] = gs_cell_number(1.0);
    gs_report_init(&r, "test");
    gs_report_add(&r, &t);
    gs_report_note(&r, "trailing   ");
    text = render_ok(&r, "table", NULL);
    assert_null(strstr(text, " \n"));
    free(text);
    text = render_ok(&r, "markdown", NULL);
    assert_null(strstr(text, " \n"));
    free(text);
    gs_table_release(&t);
}

static void empty_table_prints_header_and_no_rows(void **state)
{
    struct gs_table t;
    struct gs_report r;
    char *text;

    (void)state;
    gs_table_init(&t, "rows", text_cols, GS_ARRAY_SIZE(text_cols));
    gs_report_init(&r, "test");
    gs_report_add(&r, &t);
    text = render_ok(&r, "table", NULL);
    assert_string_equal(text, "name  value\n(no rows)\n");
    free(text);
    text = render_ok(&r, "markdown", NULL);
    assert_string_equal(text, "| name | value |\n|---|---:|\n\n(no rows)\n");
    free(text);
    text = render_ok(&r, "csv", NULL);
    assert_string_equal(text, "name,value\r\n");
    free(text);
    text = render_ok(&r, "json", NULL);
    assert_non_null(strstr(text, "\"rows\": []"));
    free(text);
}

/* --- several tables ------------------------------------------------------ */

static void several_tables_are_titled_and_separated(void **state)
{
    struct gs_table a, b;
    struct gs_report r;
    struct gs_cell *row;
    struct parsed_csv p;
    cJSON *root;
    char *text;

    (void)state;
    gs_table_init(&a, "rows", text_cols, GS_ARRAY_SIZE(text_cols));
    a.title = "Fits";
    row = gs_table_add_row(&a);
    row[0] = gs_cell_text("x");
    row[1] = gs_cell_number(1.5);
    gs_table_init(&b, "breakdown", text_cols, GS_ARRAY_SIZE(text_cols));
    b.title = "Breakdown";
    row = gs_table_add_row(&b);
    row[0] = gs_cell_text("y");
    row[1] = gs_cell_number(2.25);
    gs_report_init(&r, "fit");
    gs_report_add(&r, &a);
    gs_report_add(&r, &b);
    gs_report_note(&r, "n");

    text = render_ok(&r, "table", NULL);
    assert_string_equal(text,
        "Fits\n"
        "name  value\n"
        "x      1.50\n"
        "\n"
        "Breakdown\n"
        "name  value\n"
        "y      2.25\n"
        "\n"
        "note: n\n");
    free(text);

    text = render_ok(&r, "markdown", NULL);
    assert_string_equal(text,
        "### Fits\n"
        "\n"
        "| name | value |\n"
        "|---|---:|\n"
        "| x | 1.50 |\n"
        "\n"
        "### Breakdown\n"
        "\n"
        "| name | value |\n"
        "|---|---:|\n"
        "| y | 2.25 |\n"
        "\n"
        "> note: n\n");
    free(text);

    /* CSV: one table per file, the first unless --table names one */
    text = render_ok(&r, "csv", NULL);
    assert_string_equal(text, "name,value\r\nx,1.5\r\n");
    free(text);
    text = render_ok(&r, "csv", &(struct gs_write_opts){
                                    .table = "breakdown" });
    assert_string_equal(text, "name,value\r\ny,2.25\r\n");
    parse_csv(text, &p);
    assert_int_equal(p.n_rows, 2);
    assert_string_equal(p.field[1][0], "y");
    free_csv(&p);
    free(text);
    /* --table in a human format: that table alone, without its title */
    text = render_ok(&r, "table", &(struct gs_write_opts){
                                      .table = "breakdown" });
    assert_string_equal(text, "name  value\ny      2.25\n\nnote: n\n");
    free(text);

    text = render_ok(&r, "json", NULL);
    root = cJSON_ParseWithLength(text, strlen(text));
    assert_non_null(root);
    assert_int_equal(cJSON_GetArraySize(
        cJSON_GetObjectItemCaseSensitive(root, "rows")), 1);
    assert_close(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(
        cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(root,
                                                            "breakdown"), 0),
        "value")), 2.25, 0.0);
    cJSON_Delete(root);
    free(text);

    /* One table: its title is not shown. */
    gs_report_init(&r, "fit");
    gs_report_add(&r, &a);
    text = render_ok(&r, "table", NULL);
    assert_string_equal(text, "name  value\nx      1.50\n");
    free(text);

    gs_table_release(&a);
    gs_table_release(&b);
}

/* --- CSV ----------------------------------------------------------------- */

static const struct gs_column csv_cols[] = {
    { .key = "text", .title = "text", .type = GS_CELL_TEXT },
    { .key = "n", .title = "n", .type = GS_CELL_INT },
    { .key = "x", .title = "x", .type = GS_CELL_NUMBER, .decimals = 2 },
    { .key = "ok", .title = "ok", .type = GS_CELL_BOOL },
};

static void fill_csv_table(struct gs_table *t)
{
    static const char *const texts[] = {
        "=1+2\",x", "a,b\nc", " padded ", "", "plain", "-dash",
        "@at", "+plus", "\tTab",
    };
    size_t i;

    gs_table_init(t, "rows", csv_cols, GS_ARRAY_SIZE(csv_cols));
    for (i = 0; i < GS_ARRAY_SIZE(texts); i++) {
        struct gs_cell *row = gs_table_add_row(t);

        assert_non_null(row);
        row[0] = gs_cell_text(texts[i]);
        row[1] = gs_cell_int(-(int64_t)i);
        row[2] = gs_cell_number(-3.5);
        row[3] = gs_cell_bool(i % 2 == 0);
    }
    /* A row of missing values. */
    assert_non_null(gs_table_add_row(t));
}

static void csv_parses_back_with_neutralised_formulas(void **state)
{
    static const char *const expected[] = {
        "'=1+2\",x", "a,b\nc", " padded ", "", "plain", "'-dash",
        "'@at", "'+plus", "'\tTab",
    };
    struct gs_table t;
    struct gs_report r;
    struct parsed_csv p;
    char *text;
    size_t i;

    (void)state;
    fill_csv_table(&t);
    gs_report_init(&r, "test");
    gs_report_add(&r, &t);
    gs_report_note(&r, "notes are not written to csv");
    text = render_ok(&r, "csv", NULL);
    assert_null(strstr(text, "notes are"));
    assert_true(strncmp(text, "text,n,x,ok\r\n\"'=1+2\"\",x\",0,-3.5,true\r\n",
                        38) == 0);
    parse_csv(text, &p);
    assert_int_equal(p.n_rows, 1 + GS_ARRAY_SIZE(expected) + 1);
    assert_string_equal(p.field[0][0], "text");
    assert_string_equal(p.field[0][3], "ok");
    for (i = 0; i < GS_ARRAY_SIZE(expected); i++) {
        char n[8];

        assert_int_equal(p.n_fields[i + 1], 4);
        assert_string_equal(p.field[i + 1][0], expected[i]);
        snprintf(n, sizeof(n), "%d", -(int)i);
        assert_string_equal(p.field[i + 1][1], n);
        assert_string_equal(p.field[i + 1][2], "-3.5");  /* not guarded */
        assert_string_equal(p.field[i + 1][3], i % 2 == 0 ? "true"
                                                          : "false");
    }
    /* The empty text was quoted; the missing values were not. */
    assert_non_null(p.field[4][0]);
    for (i = 0; i < 4; i++)
        assert_null(p.field[GS_ARRAY_SIZE(expected) + 1][i]);
    free_csv(&p);
    free(text);
    gs_table_release(&t);
}

static void csv_raw_keeps_formula_triggers_but_stays_rfc4180(void **state)
{
    struct gs_table t;
    struct gs_report r;
    struct gs_write_opts o = { .csv_raw = true };
    struct parsed_csv p;
    char *text;

    (void)state;
    fill_csv_table(&t);
    gs_report_init(&r, "test");
    gs_report_add(&r, &t);
    text = render_ok(&r, "csv", &o);
    parse_csv(text, &p);
    assert_string_equal(p.field[1][0], "=1+2\",x");
    assert_string_equal(p.field[6][0], "-dash");
    assert_string_equal(p.field[9][0], "\tTab");
    assert_string_equal(p.field[2][0], "a,b\nc");
    free_csv(&p);
    free(text);
    gs_table_release(&t);
}

static void csv_numbers_round_trip_at_full_precision(void **state)
{
    static const double values[] = {
        0.1, 1e-300, 123456789.123456789, 0.1 + 0.2, 1e21, -2.5e-7,
        5e-324, 1.7976931348623157e308,
    };
    static const char *const shortest[] = {
        "0.1", "1e-300", "123456789.12345679", "0.30000000000000004",
        "1e+21", "-2.5e-07", "4.94065645841247e-324",
        "1.7976931348623157e+308",
    };
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    struct parsed_csv p;
    char *text;
    size_t i;

    (void)state;
    gs_table_init(&t, "rows", csv_cols, GS_ARRAY_SIZE(csv_cols));
    for (i = 0; i < GS_ARRAY_SIZE(values); i++) {
        row = gs_table_add_row(&t);
        row[1] = gs_cell_int(BIG_INT);
        row[2] = gs_cell_number(values[i]);
    }
    row = gs_table_add_row(&t);
    row[1] = gs_cell_int(INT64_MIN);
    row[2] = gs_cell_number(-0.0);
    gs_report_init(&r, "test");
    gs_report_add(&r, &t);
    text = render_ok(&r, "csv", NULL);
    parse_csv(text, &p);
    for (i = 0; i < GS_ARRAY_SIZE(values); i++) {
        assert_string_equal(p.field[i + 1][1], "9007199254740993");
        assert_string_equal(p.field[i + 1][2], shortest[i]);
        assert_close(strtod(p.field[i + 1][2], NULL), values[i], 0.0);
    }
    assert_string_equal(p.field[i + 1][1], "-9223372036854775808");
    assert_string_equal(p.field[i + 1][2], "0");
    free_csv(&p);
    free(text);
    gs_table_release(&t);
}

/* --- JSON ---------------------------------------------------------------- */

static void json_parses_back_with_every_value(void **state)
{
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    cJSON *root, *rows, *obj, *notes;
    char *text;

    (void)state;
    fill_gpus(&t);
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("quote\" and \x01");
    row[1] = gs_cell_int(BIG_INT);
    row[3] = gs_cell_number(0.1 + 0.2);
    gs_report_init(&r, "list gpus");
    gs_report_add(&r, &t);
    gs_report_note(&r, "one");
    text = render_ok(&r, "json", NULL);
    assert_int_equal(text[strlen(text) - 1], '\n');
    /* Exact when read as text: cJSON's own parser reads a double. */
    assert_non_null(strstr(text, ": 9007199254740993,"));

    root = cJSON_ParseWithLength(text, strlen(text));
    assert_non_null(root);
    assert_close(cJSON_GetNumberValue(
        cJSON_GetObjectItemCaseSensitive(root, "schema_version")), 2.0, 0.0);
    assert_string_equal(cJSON_GetStringValue(
        cJSON_GetObjectItemCaseSensitive(root, "command")), "list gpus");
    rows = cJSON_GetObjectItemCaseSensitive(root, "rows");
    assert_true(cJSON_IsArray(rows));
    assert_int_equal(cJSON_GetArraySize(rows), 3);

    obj = cJSON_GetArrayItem(rows, 0);
    assert_string_equal(cJSON_GetStringValue(
        cJSON_GetObjectItemCaseSensitive(obj, "gpu")), "h100-sxm");
    assert_close(cJSON_GetNumberValue(
        cJSON_GetObjectItemCaseSensitive(obj, "n_gpus")), 8.0, 0.0);
    assert_close(cJSON_GetNumberValue(
        cJSON_GetObjectItemCaseSensitive(obj, "memory_bytes")),
        80.0 * GS_BYTES_PER_GIB, 0.0);
    assert_close(cJSON_GetNumberValue(
        cJSON_GetObjectItemCaseSensitive(obj, "usd_per_gpu_hour")), 2.49,
        0.0);
    assert_true(cJSON_IsTrue(
        cJSON_GetObjectItemCaseSensitive(obj, "has_nvlink")));

    obj = cJSON_GetArrayItem(rows, 1);
    assert_true(cJSON_IsNull(
        cJSON_GetObjectItemCaseSensitive(obj, "usd_per_gpu_hour")));
    assert_true(cJSON_IsFalse(
        cJSON_GetObjectItemCaseSensitive(obj, "has_nvlink")));

    obj = cJSON_GetArrayItem(rows, 2);
    assert_string_equal(cJSON_GetStringValue(
        cJSON_GetObjectItemCaseSensitive(obj, "gpu")), "quote\" and \x01");
    /* cJSON alone would have printed 0.3 */
    assert_close(cJSON_GetNumberValue(
        cJSON_GetObjectItemCaseSensitive(obj, "usd_per_gpu_hour")),
        0.1 + 0.2, 0.0);
    assert_true(cJSON_IsNull(
        cJSON_GetObjectItemCaseSensitive(obj, "has_nvlink")));

    notes = cJSON_GetObjectItemCaseSensitive(root, "notes");
    assert_int_equal(cJSON_GetArraySize(notes), 1);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetArrayItem(notes, 0)),
                        "one");
    cJSON_Delete(root);
    free(text);
    gs_table_release(&t);
}

static void json_always_has_notes_and_command(void **state)
{
    struct gs_report r;
    cJSON *root, *notes;
    char *text;

    (void)state;
    gs_report_init(&r, "help");
    text = render_ok(&r, "json", NULL);
    assert_string_equal(text, "{\n  \"schema_version\": 2,\n"
                              "  \"gpusel_version\": null,\n"
                              "  \"command\": \"help\",\n"
                              "  \"inputs\": {\n"
                              "    \"catalog_files\": []\n"
                              "  },\n"
                              "  \"columns\": {},\n"
                              "  \"notes\": []\n}\n");
    root = cJSON_ParseWithLength(text, strlen(text));
    notes = cJSON_GetObjectItemCaseSensitive(root, "notes");
    assert_true(cJSON_IsArray(notes));
    assert_int_equal(cJSON_GetArraySize(notes), 0);
    cJSON_Delete(root);
    free(text);
}

/* --- errors -------------------------------------------------------------- */

static void non_finite_numbers_fail_in_every_format(void **state)
{
    const double bad[] = { NAN, INFINITY, -INFINITY };
    const char *const *name;
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(bad); i++) {
        gs_table_init(&t, "rows", text_cols, GS_ARRAY_SIZE(text_cols));
        row = gs_table_add_row(&t);
        row[0] = gs_cell_text("a");
        row[1] = gs_cell_number(bad[i]);
        gs_report_init(&r, "test");
        gs_report_add(&r, &t);
        for (name = gs_writer_names; *name; name++) {
            struct gs_error err = GS_ERROR_INIT;
            int rc;
            char *text = render(&r, *name, NULL, &rc, &err);

            assert_int_equal(rc, -1);
            assert_int_equal(err.code, GS_EINTERNAL);
            assert_string_equal(err.msg, "non-finite number in column "
                                         "'value'");
            assert_string_equal(text, "");
            free(text);
        }
        gs_table_release(&t);
    }
}

static void unknown_format_is_a_usage_error_listing_the_formats(
    void **state)
{
    struct gs_report r;
    struct gs_error err = GS_ERROR_INIT;
    char *text;
    int rc;

    (void)state;
    gs_report_init(&r, "test");
    text = render(&r, "yaml", NULL, &rc, &err);
    assert_int_equal(rc, -1);
    assert_int_equal(err.code, GS_EUSAGE);
    assert_string_equal(err.msg, "unknown format 'yaml'; valid formats are "
                                 "table, csv, json, markdown");
    assert_string_equal(text, "");
    free(text);
}

static void clashing_table_names_are_internal_errors(void **state)
{
    struct gs_table a, b;
    struct gs_report r;
    struct gs_error err = GS_ERROR_INIT;
    char *text;
    int rc;

    (void)state;
    gs_table_init(&a, "rows", text_cols, GS_ARRAY_SIZE(text_cols));
    gs_table_init(&b, "rows", text_cols, GS_ARRAY_SIZE(text_cols));
    gs_report_init(&r, "test");
    gs_report_add(&r, &a);
    gs_report_add(&r, &b);
    text = render(&r, "json", NULL, &rc, &err);
    assert_int_equal(rc, -1);
    assert_int_equal(err.code, GS_EINTERNAL);
    assert_string_equal(err.msg, "duplicate table name 'rows'");
    free(text);

    gs_table_init(&b, "notes", text_cols, GS_ARRAY_SIZE(text_cols));
    gs_error_clear(&err);
    text = render(&r, "table", NULL, &rc, &err);
    assert_int_equal(rc, -1);
    assert_string_equal(err.msg, "table name 'notes' is reserved");
    free(text);
}

static void writing_to_a_full_disk_is_an_io_error(void **state)
{
    struct gs_table t;
    struct gs_report r;
    const char *const *name;
    FILE *fp;

    (void)state;
    fill_gpus(&t);
    gs_report_init(&r, "list gpus");
    gs_report_add(&r, &t);
    for (name = gs_writer_names; *name; name++) {
        struct gs_error err = GS_ERROR_INIT;

        fp = fopen("/dev/full", "w");
        if (!fp)
            skip();
        assert_int_equal(gs_report_write(&r, *name, NULL, fp, &err), -1);
        assert_int_equal(err.code, GS_EIO);
        assert_non_null(strstr(err.msg, "No space left on device"));
        fclose(fp);
    }
    gs_table_release(&t);
}

/* --- tables, pools, notes, registry -------------------------------------- */

static void added_rows_start_null_and_survive_growth(void **state)
{
    struct gs_table t;
    struct gs_cell *row;
    size_t i;

    (void)state;
    gs_table_init(&t, "rows", csv_cols, GS_ARRAY_SIZE(csv_cols));
    assert_null(t.cells);       /* init does not allocate */
    for (i = 0; i < 1000; i++) {
        row = gs_table_add_row(&t);
        assert_non_null(row);
        assert_int_equal(row[0].type, GS_CELL_NULL);
        assert_int_equal(row[3].type, GS_CELL_NULL);
        row[1] = gs_cell_int((int64_t)i);
    }
    assert_int_equal(t.n_rows, 1000);
    assert_true(t.alloc_rows >= 1000 && t.alloc_rows < 2000);
    for (i = 0; i < 1000; i++)
        assert_int_equal(gs_table_cell(&t, i, 1)->u.i, (int64_t)i);
    gs_table_release(&t);
    assert_int_equal(t.n_rows, 0);
    assert_null(t.cells);
    assert_string_equal(t.name, "rows");
    assert_non_null(gs_table_add_row(&t));   /* reusable after release */
    gs_table_release(&t);
}

static void pooled_strings_outlive_their_source(void **state)
{
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    char source[16];
    char *text;

    (void)state;
    gs_table_init(&t, "rows", text_cols, GS_ARRAY_SIZE(text_cols));
    snprintf(source, sizeof(source), "copied");
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text(gs_table_strdup(&t, source));
    row[1] = gs_cell_number(1.0);
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text(gs_table_printf(&t, "%s-%d", "tp", 8));
    row[1] = gs_cell_number(2.0);
    memset(source, 'x', sizeof(source) - 1);
    gs_report_init(&r, "test");
    gs_report_add(&r, &t);
    text = render_ok(&r, "csv", NULL);
    assert_string_equal(text, "name,value\r\ncopied,1\r\ntp-8,2\r\n");
    free(text);
    gs_table_release(&t);
}

static void notes_are_truncated_and_capped(void **state)
{
    struct gs_report r;
    char long_note[400];
    size_t i;

    (void)state;
    gs_report_init(&r, "test");
    memset(long_note, 'a', sizeof(long_note) - 1);
    long_note[sizeof(long_note) - 1] = '\0';
    gs_report_note(&r, "%s", long_note);
    assert_int_equal(strlen(r.notes[0]), 255);
    /* A two-byte character split by the cut is dropped whole. */
    memset(long_note, 'a', 254);
    memcpy(long_note + 254, "\xc3\xa9tail", 7);
    gs_report_note(&r, "%s", long_note);
    assert_int_equal(strlen(r.notes[1]), 254);
    for (i = 0; i < 2 * GS_REPORT_MAX_NOTES; i++)
        gs_report_note(&r, "note %zu", i);
    assert_int_equal(r.n_notes, GS_REPORT_MAX_NOTES);
    /* two notes above, then "note 0" .. "note MAX - 3" */
    {
        char want[32];

        snprintf(want, sizeof(want), "note %d", GS_REPORT_MAX_NOTES - 3);
        assert_string_equal(r.notes[GS_REPORT_MAX_NOTES - 1], want);
    }
}

/* --- streaming, kinds, units, inputs, selection, width ------------------ */

/* Stream fill_gpus()'s rows one by one from a reused buffer. */
static char *stream_gpus(const char *format, const struct gs_write_opts *o)
{
    struct gs_error err = GS_ERROR_INIT;
    struct gs_table t, decl;
    struct gs_report r;
    struct gs_stream s;
    struct gs_cell cells[GS_ARRAY_SIZE(gpu_cols)];
    char *text = NULL;
    size_t len = 0, i;
    FILE *fp = open_memstream(&text, &len);

    assert_non_null(fp);
    fill_gpus(&t);
    gs_table_init(&decl, "rows", gpu_cols, GS_ARRAY_SIZE(gpu_cols));
    gs_report_init(&r, "list gpus");
    gs_report_add(&r, &decl);
    assert_int_equal(gs_stream_begin(&s, &r, format, o, fp, &err), 0);
    assert_int_equal(gs_stream_table(&s, &decl, &err), 0);
    for (i = 0; i < t.n_rows; i++) {
        memcpy(cells, gs_table_cell(&t, i, 0), sizeof(cells));
        assert_int_equal(gs_stream_row(&s, cells, &err), 0);
        memset(cells, 0xff, sizeof(cells));  /* the writer kept nothing */
    }
    gs_report_note(&r, "prices are %s", "illustrative");
    assert_int_equal(gs_stream_end(&s, &err), 0);
    gs_stream_abort(&s);        /* harmless after the end */
    assert_int_equal(fclose(fp), 0);
    gs_table_release(&t);
    return text;
}

static void streamed_rows_match_the_buffered_report(void **state)
{
    static const char *const formats[] = { "table", "csv", "json",
                                           "markdown" };
    struct gs_table t;
    struct gs_report r;
    size_t i;

    (void)state;
    fill_gpus(&t);
    gs_report_init(&r, "list gpus");
    gs_report_add(&r, &t);
    gs_report_note(&r, "prices are %s", "illustrative");
    for (i = 0; i < GS_ARRAY_SIZE(formats); i++) {
        char *buffered = render_ok(&r, formats[i], NULL);
        char *streamed = stream_gpus(formats[i], NULL);

        assert_string_equal(streamed, buffered);
        free(buffered);
        free(streamed);
    }
    gs_table_release(&t);
}

static void stream_checks_each_row_before_writing_it(void **state)
{
    struct gs_error err = GS_ERROR_INIT;
    struct gs_table t;
    struct gs_report r;
    struct gs_stream s;
    struct gs_cell cells[GS_ARRAY_SIZE(gpu_cols)] = { { 0 } };
    char *text = NULL;
    size_t len = 0;
    FILE *fp = open_memstream(&text, &len);

    (void)state;
    gs_table_init(&t, "rows", gpu_cols, GS_ARRAY_SIZE(gpu_cols));
    gs_report_init(&r, "x");
    gs_report_add(&r, &t);
    assert_int_equal(gs_stream_begin(&s, &r, "csv", NULL, fp, &err), 0);
    assert_int_equal(gs_stream_table(&s, &t, &err), 0);
    cells[2] = gs_cell_number(NAN);
    assert_int_equal(gs_stream_row(&s, cells, &err), -1);
    assert_int_equal(err.code, GS_EINTERNAL);
    gs_stream_abort(&s);
    fclose(fp);
    /* only the header was written */
    assert_string_equal(text, "gpu,n_gpus,memory_bytes,usd_per_gpu_hour,"
                              "has_nvlink\r\n");
    free(text);
}

static const struct gs_column unit_cols[] = {
    { .key = "gpu", .title = "GPU", .type = GS_CELL_TEXT,
      .kind = GS_COL_KEY },
    { .key = "usable_bytes", .title = "usable (GiB)",
      .type = GS_CELL_NUMBER, .decimals = 1,
      .human_scale = GS_BYTES_PER_GIB },
    { .key = "bf16_dense_tflops", .title = "BF16", .type = GS_CELL_NUMBER },
    { .key = "ratio", .type = GS_CELL_NUMBER, .unit = "" },
    { .key = "tags", .type = GS_CELL_TEXT, .kind = GS_COL_LIST },
};

static void byte_counts_are_integers_with_units(void **state)
{
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    cJSON *root, *meta;
    char *text;

    (void)state;
    assert_string_equal(gs_column_unit(&unit_cols[1]), "bytes");
    assert_int_equal(gs_column_kind(&unit_cols[1]), GS_COL_INTEGER);
    assert_string_equal(gs_column_unit(&unit_cols[2]), "TFLOP/s");
    assert_int_equal(gs_column_kind(&unit_cols[2]), GS_COL_NUMBER);
    assert_null(gs_column_unit(&unit_cols[3]));
    gs_table_init(&t, "rows", unit_cols, GS_ARRAY_SIZE(unit_cols));
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("h100");
    row[1] = gs_cell_number(85523536281.6);   /* measured in issue 6 */
    row[2] = gs_cell_number(989.4);
    row[3] = gs_cell_number(-0.4);
    row[4] = gs_cell_text("a\nb");
    gs_report_init(&r, "x");
    gs_report_add(&r, &t);
    text = render_ok(&r, "csv", NULL);
    assert_string_equal(text, "gpu,usable_bytes,bf16_dense_tflops,ratio,"
                              "tags\r\nh100,85523536282,989.4,-0.4,"
                              "\"a\nb\"\r\n");
    free(text);
    text = render_ok(&r, "json", NULL);
    assert_non_null(strstr(text, "\"usable_bytes\": 85523536282,"));
    assert_non_null(strstr(text, "\"tags\": [\"a\", \"b\"]"));
    root = cJSON_ParseWithLength(text, strlen(text));
    assert_non_null(root);
    meta = cJSON_GetObjectItemCaseSensitive(
        cJSON_GetObjectItemCaseSensitive(
            cJSON_GetObjectItemCaseSensitive(root, "columns"), "rows"),
        "usable_bytes");
    assert_string_equal(cJSON_GetStringValue(
        cJSON_GetObjectItemCaseSensitive(meta, "unit")), "bytes");
    assert_string_equal(cJSON_GetStringValue(
        cJSON_GetObjectItemCaseSensitive(meta, "kind")), "integer");
    assert_string_equal(cJSON_GetStringValue(
        cJSON_GetObjectItemCaseSensitive(meta, "label")), "usable (GiB)");
    cJSON_Delete(root);
    free(text);
    /* people still see GiB, rounded, and a list on one line */
    text = render_ok(&r, "table", NULL);
    assert_string_equal(text, "GPU   usable (GiB)  BF16  ratio  tags\n"
                              "h100          79.7   989      0  a, b\n");
    free(text);
    gs_table_release(&t);
}

static void inputs_and_files_are_in_json(void **state)
{
    static const struct gs_input_file files[] = {
        { "<built-in>/gpus.yaml", 12, UINT64_C(0xcbf29ce484222325) },
    };
    struct gs_write_opts o = { .program_version = "9.9",
                               .files = files, .n_files = 1 };
    struct gs_report r;
    cJSON *root, *inputs, *gpus, *f;
    char *text;

    (void)state;
    gs_report_init(&r, "fit");
    gs_report_input_text(&r, "model", "llama-3.1-70b");
    gs_report_input_int(&r, "ctx_tokens", 32768);
    gs_report_input_number(&r, "reserve_frac", 0.05);
    gs_report_input_bool(&r, "check", false);
    gs_report_input_text(&r, "gpus", "h100-sxm");
    gs_report_input_text(&r, "gpus", "mi300x");
    gs_report_input_text(&r, "vendor", NULL);
    text = render_ok(&r, "json", &o);
    root = cJSON_ParseWithLength(text, strlen(text));
    assert_non_null(root);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(
        root, "gpusel_version")), "9.9");
    inputs = cJSON_GetObjectItemCaseSensitive(root, "inputs");
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(
        inputs, "model")), "llama-3.1-70b");
    assert_close(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(
        inputs, "ctx_tokens")), 32768.0, 0.0);
    assert_close(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(
        inputs, "reserve_frac")), 0.05, 0.0);
    assert_true(cJSON_IsFalse(cJSON_GetObjectItemCaseSensitive(inputs,
                                                               "check")));
    assert_true(cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(inputs,
                                                              "vendor")));
    gpus = cJSON_GetObjectItemCaseSensitive(inputs, "gpus");
    assert_int_equal(cJSON_GetArraySize(gpus), 2);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetArrayItem(gpus, 1)),
                        "mi300x");
    f = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(inputs,
                                                            "catalog_files"),
                           0);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(
        f, "fnv1a64")), "cbf29ce484222325");
    assert_close(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(
        f, "bytes")), 12.0, 0.0);
    cJSON_Delete(root);
    free(text);
}

static void table_and_columns_choices_are_checked(void **state)
{
    struct gs_error err = GS_ERROR_INIT;
    struct gs_table t;
    struct gs_report r;
    int rc;
    char *text;

    (void)state;
    fill_gpus(&t);
    gs_report_init(&r, "list gpus");
    gs_report_add(&r, &t);
    text = render(&r, "csv", &(struct gs_write_opts){ .table = "nope" }, &rc,
                  &err);
    assert_int_equal(rc, -1);
    assert_int_equal(err.code, GS_EUSAGE);
    assert_string_equal(err.msg, "--table: no table 'nope' in this report; "
                                 "it has rows");
    assert_string_equal(text, "");
    free(text);
    gs_error_clear(&err);
    text = render(&r, "json", &(struct gs_write_opts){ .columns = "gpu,x" },
                  &rc, &err);
    assert_int_equal(rc, -1);
    assert_int_equal(err.code, GS_EUSAGE);
    assert_non_null(strstr(err.msg, "no column 'x' in table 'rows'"));
    assert_string_equal(text, "");
    free(text);
    /* chosen columns, in the order given, in every format */
    text = render_ok(&r, "csv", &(struct gs_write_opts){
                                    .columns = "has_nvlink,gpu" });
    assert_string_equal(text, "has_nvlink,gpu\r\ntrue,h100-sxm\r\n"
                              "false,toy-24g\r\n");
    free(text);
    text = render_ok(&r, "table", &(struct gs_write_opts){
                                      .columns = "gpu,n_gpus" });
    assert_string_equal(text, "GPU       GPUs\nh100-sxm     8\n"
                              "toy-24g      1\n");
    free(text);
    gs_table_release(&t);
}

static const struct gs_column wide_cols[] = {
    { .key = "gpu", .title = "GPU", .type = GS_CELL_TEXT },
    { .key = "a", .title = "aaaaaaaaaa", .type = GS_CELL_INT,
      .priority = 1 },
    { .key = "b", .title = "bbbbbbbbbb", .type = GS_CELL_INT },
    { .key = "c", .title = "cccccccccc", .type = GS_CELL_INT },
    { .key = "d", .title = "dddddddddd", .type = GS_CELL_INT,
      .audience = GS_COL_DETAIL },
};

static void tables_fit_the_width_hiding_low_priority_columns(void **state)
{
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    char *text;

    (void)state;
    gs_table_init(&t, "rows", wide_cols, GS_ARRAY_SIZE(wide_cols));
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("h100");
    gs_report_init(&r, "x");
    gs_report_add(&r, &t);
    /* 4 + 3 * (2 + 10) = 40 columns: at 20, c goes (rightmost of the
     * lowest priority), then b; a (priority 1) and gpu (first) stay */
    text = render_ok(&r, "table", &(struct gs_write_opts){ .max_width = 20 });
    assert_string_equal(text,
        "GPU   aaaaaaaaaa\n"
        "h100           -\n"
        "\n"
        "note: hidden to fit 20 columns: b, c; 1 more column in csv and "
        "json (--wide shows every column, --columns KEY,... picks)\n");
    free(text);
    text = render_ok(&r, "table", &(struct gs_write_opts){ .max_width = 20,
                                                           .wide = true });
    assert_non_null(strstr(text, "dddddddddd\n"));
    assert_null(strstr(text, "note:"));
    free(text);
    /* the default width, 120, fits it whole */
    text = render_ok(&r, "table", NULL);
    assert_non_null(strstr(text, "cccccccccc\n"));
    free(text);
    /* machine formats have every column */
    text = render_ok(&r, "csv", NULL);
    assert_string_equal(text, "gpu,a,b,c,d\r\nh100,,,,\r\n");
    free(text);
    gs_table_release(&t);
}

static const struct gs_column wrap_cols[] = {
    { .key = "quantity", .title = "quantity", .type = GS_CELL_TEXT },
    { .key = "value", .title = "value", .type = GS_CELL_INT },
    { .key = "formula", .title = "formula", .type = GS_CELL_TEXT,
      .wrap = true },
};

/* A wrapping column is narrowed first (to no less than 32) and continues
 * at a space on lines of its own; only then is anything hidden. */
static void wrapping_columns_continue_on_more_lines(void **state)
{
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    char *text;

    (void)state;
    gs_table_init(&t, "rows", wrap_cols, GS_ARRAY_SIZE(wrap_cols));
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("weights");
    row[1] = gs_cell_int(140);
    row[2] = gs_cell_text("params 70 x 2 B per param for bf16 weights");
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("kv");
    row[1] = gs_cell_int(5);
    row[2] = gs_cell_text("short");
    gs_report_init(&r, "x");
    gs_report_add(&r, &t);
    /* quantity 8 + 2 + value 5 + 2 + formula 42 = 59: at 50 the formula
     * narrows by 9 to 33 and wraps at the last space within it */
    text = render_ok(&r, "table", &(struct gs_write_opts){ .max_width = 50 });
    assert_string_equal(text,
        "quantity  value  formula\n"
        "weights     140  params 70 x 2 B per param for\n"
        "                 bf16 weights\n"
        "kv            5  short\n");
    free(text);
    /* narrower than 17 + 32: then columns are hidden, as any */
    text = render_ok(&r, "table", &(struct gs_write_opts){ .max_width = 40 });
    assert_non_null(strstr(text, "hidden to fit 40 columns: formula"));
    free(text);
    /* --wide: one line a row */
    text = render_ok(&r, "table", &(struct gs_write_opts){ .max_width = 40,
                                                           .wide = true });
    assert_non_null(strstr(text, "params 70 x 2 B per param for bf16 "
                                 "weights\n"));
    free(text);
    /* wide enough: one line a row, nothing wrapped */
    text = render_ok(&r, "table", NULL);
    assert_non_null(strstr(text, "params 70 x 2 B per param for bf16 "
                                 "weights\n"));
    free(text);
    /* machine formats: the text whole */
    text = render_ok(&r, "csv", NULL);
    assert_non_null(strstr(text, ",params 70 x 2 B per param for bf16 "
                                 "weights\r\n"));
    free(text);
    gs_table_release(&t);
}

static const struct gs_column short_cols[] = {
    { .key = "candidate", .title = "candidate", .type = GS_CELL_TEXT,
      .kind = GS_COL_KEY, .table_max_columns = 12 },
    { .key = "n", .title = "n", .type = GS_CELL_INT },
};

/* A table too wide for its width shortens a column with table_max_columns
 * before hiding anything: at width 15 the label column (22 wide) must lose
 * 22 + 2 + 1 - 15 = 10 columns, but stops at its limit 12, keeping its
 * first (12-3)/2 = 4 and last 12-3-4 = 5 code points around "...";
 * shorter text is untouched; a wide-enough table, --wide, markdown and
 * CSV keep the text whole. */
static void long_labels_are_shortened_in_the_middle(void **state)
{
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    char *text;

    (void)state;
    gs_table_init(&t, "rows", short_cols, GS_ARRAY_SIZE(short_cols));
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("api Provider/model-xyz");
    row[1] = gs_cell_int(1);
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("h100 x8 \xc3\xa9t\xc3\xa9s");  /* 12 code points */
    row[1] = gs_cell_int(2);
    gs_report_init(&r, "x");
    gs_report_add(&r, &t);
    text = render_ok(&r, "table", &(struct gs_write_opts){ .max_width = 15 });
    assert_string_equal(text,
        "candidate     n\n"
        "api ...l-xyz  1\n"
        "h100 x8 \xc3\xa9t\xc3\xa9s  2\n");
    free(text);
    text = render_ok(&r, "table", &(struct gs_write_opts){ .max_width = 15,
                                                           .wide = true });
    assert_non_null(strstr(text, "api Provider/model-xyz  1\n"));
    free(text);
    /* 20 columns: shortened only by the 5 it must lose, to 17: 7 + 3 + 7 */
    text = render_ok(&r, "table", &(struct gs_write_opts){ .max_width = 20 });
    assert_non_null(strstr(text, "api Pro...del-xyz  1\n"));
    free(text);
    text = render_ok(&r, "table", NULL);
    assert_non_null(strstr(text, "api Provider/model-xyz  1\n"));
    free(text);
    text = render_ok(&r, "markdown", NULL);
    assert_non_null(strstr(text, "api Provider/model-xyz"));
    free(text);
    text = render_ok(&r, "csv", NULL);
    assert_non_null(strstr(text, "api Provider/model-xyz,1\r\n"));
    free(text);
    gs_table_release(&t);
}

static const struct gs_column record_cols[] = {
    { .key = "id", .title = "GPU", .type = GS_CELL_TEXT,
      .kind = GS_COL_KEY },
    { .key = "bf16_dense_tflops", .title = "BF16 dense (TFLOP/s)",
      .type = GS_CELL_NUMBER },
    { .key = "ratio.h100_sxm", .title = "x h100", .type = GS_CELL_NUMBER,
      .decimals = 1 },
};

static void a_record_is_keyed_at_the_top_level(void **state)
{
    struct gs_table t;
    struct gs_report r;
    struct gs_cell *row;
    cJSON *root;
    char *text;

    (void)state;
    gs_table_init(&t, "rows", record_cols, GS_ARRAY_SIZE(record_cols));
    t.record = true;
    row = gs_table_add_row(&t);
    row[0] = gs_cell_text("b200");
    row[1] = gs_cell_number(2250.0);
    row[2] = gs_cell_number(2.25);
    gs_report_init(&r, "show gpu");
    gs_report_add(&r, &t);
    text = render_ok(&r, "json", NULL);
    root = cJSON_ParseWithLength(text, strlen(text));
    assert_non_null(root);
    assert_close(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(
        root, "bf16_dense_tflops")), 2250.0, 0.0);
    assert_close(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(
        cJSON_GetObjectItemCaseSensitive(root, "ratio"), "h100_sxm")),
        2.25, 0.0);
    assert_null(cJSON_GetObjectItemCaseSensitive(root, "rows"));
    cJSON_Delete(root);
    free(text);
    text = render_ok(&r, "table", NULL);
    assert_string_equal(text,
        "field                 value  key\n"
        "GPU                   b200   id\n"
        "BF16 dense (TFLOP/s)  2250   bf16_dense_tflops\n"
        "x h100                2.2    ratio.h100_sxm\n");
    free(text);
    text = render_ok(&r, "csv", NULL);
    assert_string_equal(text, "id,bf16_dense_tflops,ratio.h100_sxm\r\n"
                              "b200,2250,2.25\r\n");
    free(text);
    gs_table_release(&t);
}

static void writer_registry_matches_its_name_list(void **state)
{
    static const char *const help_order[] = {
        "table", "csv", "json", "markdown",
    };
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(help_order); i++) {
        assert_string_equal(gs_writers[i].name, help_order[i]);
        assert_string_equal(gs_writer_names[i], help_order[i]);
        assert_non_null(gs_writers[i].summary);
        assert_non_null(gs_writers[i].ops);
        assert_non_null(gs_writers[i].ops->row);
        assert_ptr_equal(gs_writer_find(help_order[i]), &gs_writers[i]);
    }
    assert_null(gs_writers[i].name);
    assert_null(gs_writer_names[i]);
    assert_null(gs_writer_find("Table"));
    assert_null(gs_writer_find(""));
}

/* --- atomic output ------------------------------------------------------- */

/* Entries of dir other than "." and "..". */
static int count_entries(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    int n = 0;

    assert_non_null(d);
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            n++;
    closedir(d);
    return n;
}

static void read_file(const char *path, char *buf, size_t size)
{
    FILE *fp = fopen(path, "r");
    size_t n;

    assert_non_null(fp);
    n = fread(buf, 1, size - 1, fp);
    buf[n] = '\0';
    fclose(fp);
}

static void write_file(const char *path, const char *text)
{
    FILE *fp = fopen(path, "w");

    assert_non_null(fp);
    fputs(text, fp);
    assert_int_equal(fclose(fp), 0);
}

static void output_commit_replaces_the_file(void **state)
{
    char dir[] = "/tmp/gpusel-test-XXXXXX";
    char path[64], buf[64];
    struct gs_output o;
    struct gs_error err = GS_ERROR_INIT;
    struct stat st;
    mode_t mask;

    (void)state;
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof(path), "%s/out.csv", dir);
    write_file(path, "old\n");
    assert_int_equal(gs_output_open(&o, path, &err), 0);
    /* out.csv and the temporary file, which has no name where the
     * system has O_TMPFILE (then o.tmp_fd holds it) */
    assert_int_equal(count_entries(dir), o.tmp_fd >= 0 ? 1 : 2);
    fputs("new\n", o.fp);
    assert_int_equal(gs_output_commit(&o, &err), 0);
    read_file(path, buf, sizeof(buf));
    assert_string_equal(buf, "new\n");
    assert_int_equal(count_entries(dir), 1);
    mask = umask(0);
    umask(mask);
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0644 & ~mask);
    unlink(path);
    rmdir(dir);
}

/* A read-only file is refused as the shell's '>' refuses it, although
 * its folder would let a rename replace it (issue 11, D6).  Root may
 * write anything, as the shell lets it, so there the file is replaced. */
static void output_refuses_a_file_the_user_cannot_write(void **state)
{
    char dir[] = "/tmp/gpusel-test-XXXXXX";
    char path[64], buf[64];
    struct gs_output o;
    struct gs_error err = GS_ERROR_INIT;
    int rc;

    (void)state;
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof(path), "%s/ro.csv", dir);
    write_file(path, "keep\n");
    assert_int_equal(chmod(path, 0444), 0);
    rc = gs_output_open(&o, path, &err);
    if (geteuid() == 0) {
        assert_int_equal(rc, 0);
        gs_output_abort(&o);
    } else {
        assert_int_equal(rc, -1);
        assert_int_equal(err.code, GS_EIO);
        assert_non_null(strstr(err.msg, "Permission denied"));
        read_file(path, buf, sizeof(buf));
        assert_string_equal(buf, "keep\n");
        assert_int_equal(count_entries(dir), 1);
    }
    unlink(path);
    rmdir(dir);
}

/* "-" and /dev/stdout write through the process's own descriptor 1 (a
 * duplicate of it), never a file named "-" or a rename over the file a
 * shell redirection opened (issue 11, D1). */
static void output_dash_and_dev_stdout_write_in_place(void **state)
{
    static const char *const names[] = { "-", "/dev/stdout", "/dev/fd/1",
                                         "/proc/self/fd/1" };
    struct gs_output o;
    struct gs_error err = GS_ERROR_INIT;
    size_t i;

    (void)state;
    for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        assert_int_equal(gs_output_open(&o, names[i], &err), 0);
        assert_true(o.direct);
        assert_string_equal(o.tmp_path, "");
        assert_int_equal(gs_output_commit(&o, &err), 0);
        assert_int_equal(access("-", F_OK), -1);
    }
}

static void output_abort_keeps_the_old_file_and_no_temp(void **state)
{
    char dir[] = "/tmp/gpusel-test-XXXXXX";
    char path[64], buf[64];
    struct gs_output o;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof(path), "%s/out.json", dir);
    write_file(path, "old\n");
    assert_int_equal(gs_output_open(&o, path, &err), 0);
    fputs("half a repo", o.fp);
    gs_output_abort(&o);
    gs_output_abort(&o);        /* a second abort is harmless */
    read_file(path, buf, sizeof(buf));
    assert_string_equal(buf, "old\n");
    assert_int_equal(count_entries(dir), 1);
    unlink(path);

    /* Relative path: the temporary file goes in the current directory. */
    assert_int_equal(chdir(dir), 0);
    assert_int_equal(gs_output_open(&o, "rel.csv", &err), 0);
    assert_int_equal(count_entries("."), o.tmp_fd >= 0 ? 0 : 1);
    assert_int_equal(gs_output_commit(&o, &err), 0);
    assert_int_equal(count_entries("."), 1);
    assert_int_equal(access("rel.csv", F_OK), 0);
    unlink("rel.csv");
    assert_int_equal(chdir("/"), 0);
    rmdir(dir);
}

/* Integer cells as printf's %lld writes them, the extremes included;
 * a buffer too short is cut as snprintf cuts. */
static void integer_cells_read_as_printf_writes_them(void **state)
{
    static const int64_t xs[] = { 0, 7, -7, 10, 1234567890123LL,
                                  INT64_MAX, INT64_MIN };
    struct gs_column col = { "n", "n", GS_CELL_INT, 0, 0 };
    char buf[GS_HUMAN_BUF], want[64], small[3];
    size_t i;

    (void)state;
    for (i = 0; i < sizeof(xs) / sizeof(xs[0]); i++) {
        struct gs_cell c = gs_cell_int(xs[i]);

        snprintf(want, sizeof(want), "%lld", (long long)xs[i]);
        assert_string_equal(gs_format_human(&col, &c, buf, sizeof(buf)),
                            want);
    }
    {
        struct gs_cell c = gs_cell_int(-1234);

        assert_string_equal(gs_format_human(&col, &c, small, sizeof(small)),
                            "-1");
    }
}

static void output_into_a_missing_directory_is_an_io_error(void **state)
{
    char dir[] = "/tmp/gpusel-test-XXXXXX";
    char path[64];
    struct gs_output o;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof(path), "%s/missing/out.csv", dir);
    assert_int_equal(gs_output_open(&o, path, &err), -1);
    assert_int_equal(err.code, GS_EIO);
    assert_string_equal(err.path, path);
    assert_string_equal(err.msg, "cannot open for writing: No such file or "
                                 "directory");
    assert_null(o.fp);
    gs_output_abort(&o);        /* harmless after a failed open */

    gs_error_clear(&err);
    assert_int_equal(gs_output_open(&o, dir, &err), -1);
    assert_int_equal(err.code, GS_EIO);
    assert_int_equal(count_entries(dir), 0);
    rmdir(dir);
}

/* gs_table_set puts each cell in its key's column, in any order. */
static void cells_are_set_by_column_key(void **state)
{
    struct gs_table t;
    struct gs_cell *row;

    (void)state;
    gs_table_init(&t, "rows", gpu_cols, GS_ARRAY_SIZE(gpu_cols));
    row = gs_table_add_row(&t);
    assert_non_null(row);
    gs_table_set(&t, row, "has_nvlink", gs_cell_bool(true));
    gs_table_set(&t, row, "gpu", gs_cell_text("h100-sxm"));
    gs_table_set(&t, row, "usd_per_gpu_hour", gs_cell_number(2.49));
    assert_int_equal(gs_table_cell(&t, 0, 0)->type, GS_CELL_TEXT);
    assert_string_equal(gs_table_cell(&t, 0, 0)->u.text, "h100-sxm");
    assert_int_equal(gs_table_cell(&t, 0, 1)->type, GS_CELL_NULL);
    assert_close(gs_table_cell(&t, 0, 3)->u.number, 2.49, 0.0);
    assert_int_equal(gs_table_cell(&t, 0, 4)->type, GS_CELL_BOOL);
    assert_true(gs_table_cell(&t, 0, 4)->u.b);
    gs_table_release(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(table_format_aligns_columns_and_ends_with_notes),
        cmocka_unit_test(cells_are_set_by_column_key),
        cmocka_unit_test(markdown_format_writes_a_pipe_table),
        cmocka_unit_test(markdown_escapes_pipes_and_newlines),
        cmocka_unit_test(table_escapes_terminal_control_sequences),
        cmocka_unit_test(human_formats_never_print_negative_zero),
        cmocka_unit_test(table_lines_never_end_in_spaces),
        cmocka_unit_test(empty_table_prints_header_and_no_rows),
        cmocka_unit_test(several_tables_are_titled_and_separated),
        cmocka_unit_test(csv_parses_back_with_neutralised_formulas),
        cmocka_unit_test(csv_raw_keeps_formula_triggers_but_stays_rfc4180),
        cmocka_unit_test(csv_numbers_round_trip_at_full_precision),
        cmocka_unit_test(json_parses_back_with_every_value),
        cmocka_unit_test(json_always_has_notes_and_command),
        cmocka_unit_test(non_finite_numbers_fail_in_every_format),
        cmocka_unit_test(unknown_format_is_a_usage_error_listing_the_formats),
        cmocka_unit_test(clashing_table_names_are_internal_errors),
        cmocka_unit_test(writing_to_a_full_disk_is_an_io_error),
        cmocka_unit_test(added_rows_start_null_and_survive_growth),
        cmocka_unit_test(pooled_strings_outlive_their_source),
        cmocka_unit_test(notes_are_truncated_and_capped),
        cmocka_unit_test(writer_registry_matches_its_name_list),
        cmocka_unit_test(streamed_rows_match_the_buffered_report),
        cmocka_unit_test(stream_checks_each_row_before_writing_it),
        cmocka_unit_test(byte_counts_are_integers_with_units),
        cmocka_unit_test(inputs_and_files_are_in_json),
        cmocka_unit_test(table_and_columns_choices_are_checked),
        cmocka_unit_test(tables_fit_the_width_hiding_low_priority_columns),
        cmocka_unit_test(wrapping_columns_continue_on_more_lines),
        cmocka_unit_test(long_labels_are_shortened_in_the_middle),
        cmocka_unit_test(a_record_is_keyed_at_the_top_level),
        cmocka_unit_test(output_commit_replaces_the_file),
        cmocka_unit_test(output_abort_keeps_the_old_file_and_no_temp),
        cmocka_unit_test(output_refuses_a_file_the_user_cannot_write),
        cmocka_unit_test(output_dash_and_dev_stdout_write_in_place),
        cmocka_unit_test(output_into_a_missing_directory_is_an_io_error),
        cmocka_unit_test(integer_cells_read_as_printf_writes_them),
    };

    return cmocka_run_group_tests_name("report", tests, NULL, NULL);
}
