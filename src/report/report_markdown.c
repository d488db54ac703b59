/*
 * The "markdown" writer: one GitHub-flavoured pipe table per gs_table,
 * numbers rounded as in the "table" writer, notes as a block quote.  Rows
 * stream (no widths to compute); a record table is written transposed,
 * one line per field.  Cell text is escaped so that it stays inside its
 * cell and renders as text.  docs/output.md shows the layout.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "report_impl.h"
#include "banned.h"

/*
 * ASCII punctuation that Markdown would read as markup: '|' ends a cell,
 * '\' escapes, the others start code, emphasis, links or raw HTML.  Each
 * is written with a backslash, which CommonMark allows for any of them.
 */
static const char markup_chars[] = "\\|`*_~[]<>&";

/* Room for one table's closing note about columns not shown. */
#define NOTE_BUF 1024

struct md_state {
    struct gs_line l;
    char *notes[GS_REPORT_MAX_TABLES]; /* one per table, or NULL */
};

/*
 * Write s as Markdown inline text: markup escaped with '\'; CR, LF and
 * TAB as a space (a newline would end the table row), or LF as ", " in a
 * list; other controls and bytes that are not UTF-8 escaped as in the
 * "table" writer.
 */
static void put_text(struct gs_line *l, const char *s, bool list)
{
    while (*s) {
        char esc[GS_ESCAPE_BUF];
        uint32_t cp;
        size_t n_esc;
        size_t n = gs_next_char(s, &cp, esc, &n_esc);

        if (list && cp == '\n') {
            gs_line_puts(l, ", ");
        } else if (cp == '\r' || cp == '\n' || cp == '\t') {
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

static void put_cell(struct gs_line *l, const struct gs_column *col,
                     const struct gs_cell *c)
{
    char buf[GS_HUMAN_BUF];

    put_text(l, gs_format_human(col, c, buf, sizeof(buf)),
             gs_column_kind(col) == GS_COL_LIST);
}

static int md_begin(struct gs_stream *s, struct gs_error *err)
{
    struct md_state *st = calloc(1, sizeof(*st));

    if (!st)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    st->l.out = s->out;
    s->priv = st;
    return 0;
}

static int md_table_begin(struct gs_stream *s, struct gs_error *err)
{
    struct md_state *st = s->priv;
    struct gs_line *l = &st->l;
    const struct gs_table *t = s->t;
    size_t n, j;
    const size_t *sel = gs_stream_sel(s, &n);

    (void)err;
    if (s->n_written > 0)
        gs_line_end(l);
    if (gs_stream_shows_title(s, t)) {
        gs_line_puts(l, "### ");
        put_text(l, t->title, false);
        gs_line_end(l);
        gs_line_end(l);
    }
    if (t->record) {
        gs_line_puts(l, "| field | value | key |");
        gs_line_end(l);
        gs_line_puts(l, "|---|---|---|");
        gs_line_end(l);
        return 0;
    }
    gs_line_puts(l, "|");
    for (j = 0; j < n; j++) {
        gs_line_puts(l, " ");
        put_text(l, gs_column_title(&t->cols[sel[j]]), false);
        gs_line_puts(l, " |");
    }
    gs_line_end(l);
    gs_line_puts(l, "|");
    for (j = 0; j < n; j++)
        gs_line_puts(l, gs_column_is_numeric(&t->cols[sel[j]]) ? "---:|"
                                                               : "---|");
    gs_line_end(l);
    return 0;
}

static int md_row(struct gs_stream *s, const struct gs_cell *cells,
                  struct gs_error *err)
{
    struct md_state *st = s->priv;
    struct gs_line *l = &st->l;
    size_t n, j;
    const size_t *sel = gs_stream_sel(s, &n);

    (void)err;
    if (s->t->record) {
        for (j = 0; j < n; j++) {
            const struct gs_column *col = &s->t->cols[sel[j]];

            gs_line_puts(l, "| ");
            put_text(l, gs_column_title(col), false);
            gs_line_puts(l, " | ");
            put_cell(l, col, &cells[sel[j]]);
            gs_line_puts(l, " | ");
            put_text(l, col->key, false);
            gs_line_puts(l, " |");
            gs_line_end(l);
        }
        return 0;
    }
    gs_line_puts(l, "|");
    for (j = 0; j < n; j++) {
        gs_line_puts(l, " ");
        put_cell(l, &s->t->cols[sel[j]], &cells[sel[j]]);
        gs_line_puts(l, " |");
    }
    gs_line_end(l);
    return 0;
}

static int md_table_end(struct gs_stream *s, struct gs_error *err)
{
    struct md_state *st = s->priv;
    size_t k = gs_stream_table_index(s);
    char note[NOTE_BUF];

    if (s->n_rows == 0) {
        /* The blank line ends the table; else this would be a row. */
        gs_line_end(&st->l);
        gs_line_puts(&st->l, "(no rows)");
        gs_line_end(&st->l);
    }
    gs_hidden_note(s, s->n_detail[k], NULL, note, sizeof(note));
    if (note[0] && !(st->notes[k] = malloc(strlen(note) + 1)))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (note[0])
        memcpy(st->notes[k], note, strlen(note) + 1);
    return 0;
}

/* One note of the closing block quote. */
static void put_note(struct md_state *st, const char *text, bool first,
                     bool after_tables)
{
    if (!first) {
        /* Keeps each note its own paragraph inside the quote. */
        gs_line_puts(&st->l, ">");
        gs_line_end(&st->l);
    } else if (after_tables) {
        gs_line_end(&st->l);
    }
    gs_line_puts(&st->l, "> note: ");
    put_text(&st->l, text, false);
    gs_line_end(&st->l);
}

static int md_end(struct gs_stream *s, struct gs_error *err)
{
    struct md_state *st = s->priv;
    size_t k, n = 0;

    (void)err;
    for (k = 0; k < s->r->n_notes; k++)
        put_note(st, s->r->notes[k], n++ == 0, s->n_written > 0);
    for (k = 0; k < GS_REPORT_MAX_TABLES; k++)
        if (st->notes[k])
            put_note(st, st->notes[k], n++ == 0, s->n_written > 0);
    return 0;
}

static void md_release(struct gs_stream *s)
{
    struct md_state *st = s->priv;
    size_t k;

    if (!st)
        return;
    for (k = 0; k < GS_REPORT_MAX_TABLES; k++)
        free(st->notes[k]);
    free(st);
    s->priv = NULL;
}

const struct gs_writer_ops gs_markdown_ops = {
    md_begin, md_table_begin, md_row, md_table_end, md_end, md_release,
};
