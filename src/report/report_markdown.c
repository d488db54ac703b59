/*
 * The "markdown" writer: one GitHub-flavoured pipe table per gs_table,
 * numbers rounded as in the "table" writer, notes as a block quote.  Cell
 * text is escaped so that it stays inside its cell and renders as text.
 * docs/output.md shows the layout.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gpusel/report.h"
#include "report_impl.h"
#include "gpusel/banned.h"

/*
 * ASCII punctuation that Markdown would read as markup: '|' ends a cell,
 * '\' escapes, the others start code, emphasis, links or raw HTML.  Each
 * is written with a backslash, which CommonMark allows for any of them.
 */
static const char markup_chars[] = "\\|`*_~[]<>&";

/*
 * Write s as Markdown inline text: markup escaped with '\'; CR, LF and
 * TAB as a space (a newline would end the table row); other controls
 * and bytes that are not UTF-8 escaped as in the "table" writer.
 */
static void put_text(struct gs_line *l, const char *s)
{
    while (*s) {
        char esc[GS_ESCAPE_BUF];
        uint32_t cp;
        size_t n_esc;
        size_t n = gs_next_char(s, &cp, esc, &n_esc);

        if (cp == '\r' || cp == '\n' || cp == '\t') {
            gs_line_spaces(l, 1);
        } else if (cp < 0x80 && strchr(markup_chars, (int)cp)) {
            esc[0] = '\\';
            esc[1] = (char)cp;
            gs_line_put(l, esc, 2);
        } else if (n_esc > 0) {
            gs_line_put(l, esc, n_esc);
        } else {
            gs_line_put(l, s, n);
        }
        s += n;
    }
}

static void write_one(const struct gs_report *r, const struct gs_table *t,
                      FILE *out)
{
    struct gs_line l = { .out = out };
    char buf[GS_HUMAN_BUF];
    size_t i, j;

    if (gs_report_shows_title(r, t)) {
        gs_line_puts(&l, "### ");
        put_text(&l, t->title);
        gs_line_end(&l);
        gs_line_end(&l);
    }
    gs_line_puts(&l, "|");
    for (j = 0; j < t->n_cols; j++) {
        gs_line_puts(&l, " ");
        put_text(&l, gs_column_title(&t->cols[j]));
        gs_line_puts(&l, " |");
    }
    gs_line_end(&l);
    gs_line_puts(&l, "|");
    for (j = 0; j < t->n_cols; j++)
        gs_line_puts(&l, gs_column_is_numeric(&t->cols[j]) ? "---:|"
                                                           : "---|");
    gs_line_end(&l);
    for (i = 0; i < t->n_rows; i++) {
        gs_line_puts(&l, "|");
        for (j = 0; j < t->n_cols; j++) {
            gs_line_puts(&l, " ");
            put_text(&l, gs_format_human(&t->cols[j],
                                         gs_table_cell(t, i, j), buf,
                                         sizeof(buf)));
            gs_line_puts(&l, " |");
        }
        gs_line_end(&l);
    }
    if (t->n_rows == 0) {
        /* The blank line ends the table; else this would be a row. */
        gs_line_end(&l);
        gs_line_puts(&l, "(no rows)");
        gs_line_end(&l);
    }
}

int gs_write_markdown(const struct gs_report *r,
                      const struct gs_write_opts *o, FILE *out,
                      struct gs_error *err)
{
    struct gs_line l = { .out = out };
    size_t k;

    (void)o;
    if (gs_report_validate(r, err) != 0)
        return -1;
    for (k = 0; k < r->n_tables; k++) {
        if (k > 0)
            gs_line_end(&l);
        write_one(r, r->tables[k], out);
    }
    for (k = 0; k < r->n_notes; k++) {
        if (k > 0) {
            /* Keeps each note its own paragraph inside the quote. */
            gs_line_puts(&l, ">");
            gs_line_end(&l);
        } else if (r->n_tables > 0) {
            gs_line_end(&l);
        }
        gs_line_puts(&l, "> note: ");
        put_text(&l, r->notes[k]);
        gs_line_end(&l);
    }
    return 0;
}
