/*
 * The "csv" writer: RFC 4180 with CRLF line ends, a header of column
 * keys, numbers bare in full precision, and text cells guarded against
 * spreadsheet formula injection (OWASP "CSV Injection"; reference/
 * reliability.md section 4).  Quoting is done here rather than with
 * libcsv's csv_fwrite(), which quotes every field and cannot add the
 * guard.  docs/output.md describes the format.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "gpusel/report.h"
#include "report_impl.h"
#include "gpusel/banned.h"

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

static void put_cell(FILE *out, const struct gs_cell *c, bool guard)
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
        fputs(gs_format_exact(c->u.number, buf, sizeof(buf)), out);
        break;
    case GS_CELL_BOOL:
        fputs(c->u.b ? "true" : "false", out);
        break;
    case GS_CELL_NULL:
        break;
    }
}

int gs_write_csv(const struct gs_report *r, const struct gs_write_opts *o,
                 FILE *out, struct gs_error *err)
{
    bool guard = !o->csv_raw;
    size_t k, i, j;

    if (gs_report_validate(r, err) != 0)
        return -1;
    for (k = 0; k < r->n_tables; k++) {
        const struct gs_table *t = r->tables[k];

        if (k > 0)
            fputs("\r\n", out);
        for (j = 0; j < t->n_cols; j++) {
            if (j > 0)
                putc(',', out);
            put_text(out, t->cols[j].key, false);
        }
        fputs("\r\n", out);
        for (i = 0; i < t->n_rows; i++) {
            for (j = 0; j < t->n_cols; j++) {
                if (j > 0)
                    putc(',', out);
                put_cell(out, gs_table_cell(t, i, j), guard);
            }
            fputs("\r\n", out);
        }
    }
    return 0;
}
