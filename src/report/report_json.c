/*
 * The "json" writer: one object (schema_version 2) holding gpusel_version,
 * command, inputs, the columns' metadata, one array of row objects per
 * table (keyed by column key; a record table's members at the top level
 * instead) and notes.  Written as the rows come, one row per line, with
 * O(1) memory per row; docs/output.md describes the schema.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "report.h"
#include "report_impl.h"
#include "text.h"
#include "banned.h"

/* Indentation of one nesting level. */
#define INDENT "  "

/*
 * A JSON string: '"' and '\' escaped, the C0 controls as \b \f \n \r \t
 * or \u00NN; other bytes as they are (the text is UTF-8), as cJSON does.
 */
static void put_string_n(FILE *out, const char *s, size_t n)
{
    size_t i, run = 0;      /* s[run .. i) needs no escape: one fwrite */

    putc('"', out);
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        const char *esc;

        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        if (i > run)
            fwrite(s + run, 1, i - run, out);
        run = i + 1;
        switch (c) {
        case '"': esc = "\\\""; break;
        case '\\': esc = "\\\\"; break;
        case '\b': esc = "\\b"; break;
        case '\f': esc = "\\f"; break;
        case '\n': esc = "\\n"; break;
        case '\r': esc = "\\r"; break;
        case '\t': esc = "\\t"; break;
        default: esc = NULL;
        }
        if (esc)
            fputs(esc, out);
        else
            fprintf(out, "\\u%04x", c);
    }
    if (i > run)
        fwrite(s + run, 1, i - run, out);
    putc('"', out);
}

static void put_string(FILE *out, const char *s)
{
    put_string_n(out, s, strlen(s));
}

/* A '\n'-separated list as an array of strings. */
static void put_list(FILE *out, const char *s)
{
    bool first = true;

    putc('[', out);
    while (*s) {
        size_t n = strcspn(s, "\n");

        if (!first)
            fputs(", ", out);
        put_string_n(out, s, n);
        first = false;
        s += n;
        if (*s == '\n')
            s++;
    }
    putc(']', out);
}

/*
 * A cell's value.  Numbers are printed by gpusel: cJSON would lose
 * integers above 2^53 and print 0.1 + 0.2 as 0.3 (reference/
 * reliability.md 3.2).  `col` may be NULL (inputs).
 */
static void put_value(FILE *out, const struct gs_column *col,
                      const struct gs_cell *c)
{
    char buf[GS_EXACT_BUF];
    enum gs_col_kind kind = col ? gs_column_kind(col) : GS_COL_AUTO;

    switch (c->type) {
    case GS_CELL_TEXT:
        if (kind == GS_COL_LIST)
            put_list(out, c->u.text);
        else
            put_string(out, c->u.text);
        return;
    case GS_CELL_INT:
        fprintf(out, "%" PRId64, c->u.i);
        return;
    case GS_CELL_NUMBER:
        fputs(kind == GS_COL_INTEGER
                  ? gs_format_integer(c->u.number, buf, sizeof(buf))
                  : gs_format_exact(c->u.number, buf, sizeof(buf)),
              out);
        return;
    case GS_CELL_BOOL:
        fputs(c->u.b ? "true" : "false", out);
        return;
    case GS_CELL_NULL:
        break;
    }
    fputs("null", out);
}

/* The dot-group of a key: its length before the '.', 0 if none. */
static size_t group_len(const char *key)
{
    const char *dot = strchr(key, '.');

    return dot ? (size_t)(dot - key) : 0;
}

/*
 * The shown columns of the current table as members, "g.x" keys nested
 * in an object "g".  Before each member: `sep`, then `indent`.
 */
static void put_members(struct gs_stream *s, const struct gs_cell *cells,
                        const char *first_sep, const char *sep,
                        const char *indent)
{
    FILE *out = s->out;
    size_t n, j, open_len = 0;
    const char *open_key = NULL;
    const size_t *sel = gs_stream_sel(s, &n);

    for (j = 0; j < n; j++) {
        const struct gs_column *col = &s->t->cols[sel[j]];
        size_t g = group_len(col->key);

        if (open_key && !(g == open_len &&
                          memcmp(col->key, open_key, g) == 0)) {
            putc('}', out);
            open_key = NULL;
        }
        if (g && !open_key) {
            fputs(j ? sep : first_sep, out);
            fputs(indent, out);
            put_string_n(out, col->key, g);
            fputs(": {", out);
            open_key = col->key;
            open_len = g;
            put_string(out, col->key + g + 1);
        } else if (g) {
            fputs(", ", out);
            put_string(out, col->key + g + 1);
        } else {
            fputs(j ? sep : first_sep, out);
            fputs(indent, out);
            put_string(out, col->key);
        }
        fputs(": ", out);
        put_value(out, col, &cells[sel[j]]);
    }
    if (open_key)
        putc('}', out);
}

/* An input's value; a text longer than GS_TEXT_INPUT_MAX_BYTES as its
 * excerpt, size and hash (docs/output.md, "Long values"). */
static void put_input(FILE *out, const struct gs_cell *v)
{
    char excerpt[GS_TEXT_EXCERPT_BYTES];
    size_t len;

    if (v->type != GS_CELL_TEXT || !v->u.text ||
        (len = strlen(v->u.text)) <= GS_TEXT_INPUT_MAX_BYTES) {
        put_value(out, NULL, v);
        return;
    }
    gs_text_excerpt(v->u.text, len, excerpt);
    put_string(out, excerpt);
}

/* inputs: { key: value or [values], ..., catalog_files: [...] } */
static void put_inputs(struct gs_stream *s)
{
    const struct gs_report *r = s->r;
    FILE *out = s->out;
    size_t i, j, k;
    bool any = false;

    fputs(",\n" INDENT "\"inputs\": {", out);
    for (i = 0; i < r->n_inputs; i++) {
        size_t n_same = 0;

        for (j = 0; j < i; j++)
            if (strcmp(r->inputs[j].key, r->inputs[i].key) == 0)
                break;
        if (j < i)
            continue;           /* written with its first occurrence */
        for (j = i; j < r->n_inputs; j++)
            n_same += strcmp(r->inputs[j].key, r->inputs[i].key) == 0;
        fputs(any ? ",\n" INDENT INDENT : "\n" INDENT INDENT, out);
        any = true;
        put_string(out, r->inputs[i].key);
        fputs(": ", out);
        if (n_same == 1) {
            put_input(out, &r->inputs[i].value);
            continue;
        }
        putc('[', out);
        for (j = i, k = 0; j < r->n_inputs; j++) {
            if (strcmp(r->inputs[j].key, r->inputs[i].key) != 0)
                continue;
            if (k++)
                fputs(", ", out);
            put_input(out, &r->inputs[j].value);
        }
        putc(']', out);
    }
    fputs(any ? ",\n" INDENT INDENT : "\n" INDENT INDENT, out);
    fputs("\"catalog_files\": [", out);
    for (i = 0; i < s->o.n_files; i++) {
        const struct gs_input_file *f = &s->o.files[i];

        fputs(i ? ",\n" : "\n", out);
        fputs(INDENT INDENT INDENT "{\"name\": ", out);
        put_string(out, f->name);
        fprintf(out, ", \"bytes\": %" PRIu64 ", \"fnv1a64\": \"%016" PRIx64
                "\"}", f->n_bytes, f->fnv1a64);
    }
    fputs(s->o.n_files ? "\n" INDENT INDENT "]\n" INDENT "}" : "]\n" INDENT
                                                               "}",
          out);
}

/* columns: { table: { key: {label, kind, unit}, ... }, ... } */
static void put_columns(struct gs_stream *s)
{
    const struct gs_report *r = s->r;
    FILE *out = s->out;
    size_t k, j, m = 0;

    fputs(",\n" INDENT "\"columns\": {", out);
    for (k = 0; k < r->n_tables; k++) {
        const struct gs_table *t = r->tables[k];

        if (s->o.table ? strcmp(t->name, s->o.table) != 0 : false)
            continue;
        fputs(m++ ? ",\n" INDENT INDENT : "\n" INDENT INDENT, out);
        put_string(out, t->name);
        fputs(": {", out);
        for (j = 0; j < s->n_sel[k]; j++) {
            const struct gs_column *col = &t->cols[s->sel[k][j]];
            const char *unit = gs_column_unit(col);

            fputs(j ? ",\n" INDENT INDENT INDENT
                    : "\n" INDENT INDENT INDENT, out);
            put_string(out, col->key);
            fputs(": {\"label\": ", out);
            put_string(out, gs_column_title(col));
            fputs(", \"kind\": ", out);
            put_string(out, gs_col_kind_name(gs_column_kind(col)));
            fputs(", \"unit\": ", out);
            if (unit)
                put_string(out, unit);
            else
                fputs("null", out);
            putc('}', out);
        }
        fputs(s->n_sel[k] ? "\n" INDENT INDENT "}" : "}", out);
    }
    fputs(m ? "\n" INDENT "}" : "}", out);
}

static int json_begin(struct gs_stream *s, struct gs_error *err)
{
    FILE *out = s->out;

    (void)err;
    fprintf(out, "{\n" INDENT "\"schema_version\": %d", GS_JSON_SCHEMA_VERSION);
    fputs(",\n" INDENT "\"gpusel_version\": ", out);
    if (s->o.program_version)
        put_string(out, s->o.program_version);
    else
        fputs("null", out);
    fputs(",\n" INDENT "\"command\": ", out);
    if (s->r->command)
        put_string(out, s->r->command);
    else
        fputs("null", out);
    put_inputs(s);
    put_columns(s);
    return 0;
}

static int json_table_begin(struct gs_stream *s, struct gs_error *err)
{
    (void)err;
    if (s->t->record)
        return 0;               /* members come with the row */
    fputs(",\n" INDENT, s->out);
    put_string(s->out, s->t->name);
    fputs(": [", s->out);
    return 0;
}

static int json_row(struct gs_stream *s, const struct gs_cell *cells,
                    struct gs_error *err)
{
    (void)err;
    if (s->t->record) {
        put_members(s, cells, ",\n", ",\n", INDENT);
        return 0;
    }
    fputs(s->n_rows > 1 ? ",\n" INDENT INDENT "{" : "\n" INDENT INDENT "{",
          s->out);
    put_members(s, cells, "", ", ", "");
    putc('}', s->out);
    return 0;
}

static int json_table_end(struct gs_stream *s, struct gs_error *err)
{
    (void)err;
    if (!s->t->record)
        fputs(s->n_rows ? "\n" INDENT "]" : "]", s->out);
    return 0;
}

static int json_end(struct gs_stream *s, struct gs_error *err)
{
    const struct gs_report *r = s->r;
    size_t k;

    (void)err;
    fputs(",\n" INDENT "\"notes\": [", s->out);
    for (k = 0; k < r->n_notes; k++) {
        fputs(k ? ",\n" INDENT INDENT : "\n" INDENT INDENT, s->out);
        put_string(s->out, r->notes[k]);
    }
    fputs(r->n_notes ? "\n" INDENT "]\n}\n" : "]\n}\n", s->out);
    return 0;
}

const struct gs_writer_ops gs_json_ops = {
    json_begin, json_table_begin, json_row, json_table_end, json_end, NULL,
};
