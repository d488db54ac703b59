/*
 * The "csv" writer: RFC 4180 with CRLF line ends, a header of column
 * keys, numbers bare in full precision, and text cells guarded against
 * spreadsheet formula injection (OWASP "CSV Injection"; reference/
 * reliability.md section 4).  One table per file: --table's, else the
 * first.  Rows stream: nothing is held between them.  Quoting is done
 * here rather than with libcsv's csv_fwrite(), which quotes every field
 * and cannot add the guard.  docs/output.md describes the format.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "report.h"
#include "report_impl.h"
#include "banned.h"

/* First bytes a spreadsheet may take as the start of a formula (OWASP). */
static const char formula_triggers[] = "=+-@\t\r\n";

/* Blanks that CSV readers (libcsv among them) trim from unquoted fields. */
static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/*
 * Write text as one field.  It is quoted when it holds ',' '"' CR or LF,
 * starts or ends with a blank, or is empty (so "" tells empty text from a
 * missing value).  With `guard`, text starting with a formula trigger
 * gets a leading ' and is quoted: "=1+2" is written "'=1+2".
 */
static void put_text(FILE *out, const char *s, bool guard)
{
    size_t len = strlen(s);
    bool guarded = guard && len > 0 && strchr(formula_triggers, s[0]);
    bool quoted = guarded || len == 0 || strpbrk(s, ",\"\r\n") ||
                  is_blank(s[0]) || is_blank(s[len - 1]);

    if (!quoted) {
        fputs(s, out);
        return;
    }
    putc('"', out);
    if (guarded)
        putc('\'', out);
    for (; *s; s++) {
        if (*s == '"')
            putc('"', out);
        putc(*s, out);
    }
    putc('"', out);
}

static void put_cell(FILE *out, const struct gs_column *col,
                     const struct gs_cell *c, bool guard)
{
    char buf[GS_EXACT_BUF];

    switch (c->type) {
    case GS_CELL_TEXT:
        put_text(out, c->u.text, guard);
        break;
    case GS_CELL_INT:
        fprintf(out, "%" PRId64, c->u.i);
        break;
    case GS_CELL_NUMBER:
        /* Numbers are never guarded: "-3.5" must stay a number. */
        fputs(gs_column_kind(col) == GS_COL_INTEGER
                  ? gs_format_integer(c->u.number, buf, sizeof(buf))
                  : gs_format_exact(c->u.number, buf, sizeof(buf)),
              out);
        break;
    case GS_CELL_BOOL:
        fputs(c->u.b ? "true" : "false", out);
        break;
    case GS_CELL_NULL:
        break;
    }
}

static int csv_begin(struct gs_stream *s, struct gs_error *err)
{
    (void)s;
    (void)err;
    return 0;
}

static int csv_table_begin(struct gs_stream *s, struct gs_error *err)
{
    size_t n, j;
    const size_t *sel = gs_stream_sel(s, &n);

    (void)err;
    for (j = 0; j < n; j++) {
        if (j > 0)
            putc(',', s->out);
        put_text(s->out, s->t->cols[sel[j]].key, false);
    }
    fputs("\r\n", s->out);
    return 0;
}

static int csv_row(struct gs_stream *s, const struct gs_cell *cells,
                   struct gs_error *err)
{
    bool guard = !s->o.csv_raw;
    size_t n, j;
    const size_t *sel = gs_stream_sel(s, &n);

    (void)err;
    for (j = 0; j < n; j++) {
        if (j > 0)
            putc(',', s->out);
        put_cell(s->out, &s->t->cols[sel[j]], &cells[sel[j]], guard);
    }
    fputs("\r\n", s->out);
    return 0;
}

static int csv_done(struct gs_stream *s, struct gs_error *err)
{
    (void)s;
    (void)err;
    return 0;
}

const struct gs_writer_ops gs_csv_ops = {
    csv_begin, csv_table_begin, csv_row, csv_done, csv_done, NULL,
};
