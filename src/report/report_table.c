/*
 * The "table" writer: aligned columns for people at a terminal.  Widths
 * count code points; text is escaped so that catalogue strings cannot
 * send terminal control sequences.  docs/output.md shows the layout.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "gpusel/report.h"
#include "report_impl.h"
#include "gpusel/banned.h"

/* Spaces between two columns. */
#define COLUMN_GAP 2

/*
 * Write s escaped for a terminal (gs_next_char) to l, or only measure it
 * when l is NULL.  Returns the width in code points.
 */
static size_t put_text(struct gs_line *l, const char *s)
{
    size_t width = 0;

    while (*s) {
        char esc[GS_ESCAPE_BUF];
        uint32_t cp;
        size_t n_esc;
        size_t n = gs_next_char(s, &cp, esc, &n_esc);

        if (n_esc > 0) {
            if (l)
                gs_line_put(l, esc, n_esc);
            width += n_esc;
        } else {
            if (l)
                gs_line_put(l, s, n);
            width++;
        }
        s += n;
    }
    return width;
}

/* Write one cell of `width` columns, aligned by its column's type. */
static void put_aligned(struct gs_line *l, const struct gs_column *col,
                        const char *text, size_t width)
{
    size_t w = put_text(NULL, text);
    size_t pad = width > w ? width - w : 0;

    if (gs_column_is_numeric(col)) {
        gs_line_spaces(l, pad);
        put_text(l, text);
    } else {
        put_text(l, text);
        gs_line_spaces(l, pad);
    }
}

static void write_one(const struct gs_report *r, const struct gs_table *t,
                      size_t *widths, FILE *out)
{
    struct gs_line l = { .out = out };
    char buf[GS_HUMAN_BUF];
    size_t i, j;

    if (gs_report_shows_title(r, t)) {
        put_text(&l, t->title);
        gs_line_end(&l);
    }
    for (j = 0; j < t->n_cols; j++)
        widths[j] = put_text(NULL, gs_column_title(&t->cols[j]));
    for (i = 0; i < t->n_rows; i++) {
        for (j = 0; j < t->n_cols; j++) {
            const char *s = gs_format_human(&t->cols[j],
                                            gs_table_cell(t, i, j), buf,
                                            sizeof(buf));
            size_t w = put_text(NULL, s);

            if (w > widths[j])
                widths[j] = w;
        }
    }

    for (j = 0; j < t->n_cols; j++) {
        if (j > 0)
            gs_line_spaces(&l, COLUMN_GAP);
        put_aligned(&l, &t->cols[j], gs_column_title(&t->cols[j]),
                    widths[j]);
    }
    gs_line_end(&l);
    for (i = 0; i < t->n_rows; i++) {
        for (j = 0; j < t->n_cols; j++) {
            if (j > 0)
                gs_line_spaces(&l, COLUMN_GAP);
            put_aligned(&l, &t->cols[j],
                        gs_format_human(&t->cols[j], gs_table_cell(t, i, j),
                                        buf, sizeof(buf)),
                        widths[j]);
        }
        gs_line_end(&l);
    }
    if (t->n_rows == 0) {
        gs_line_puts(&l, "(no rows)");
        gs_line_end(&l);
    }
}

int gs_write_table(const struct gs_report *r, const struct gs_write_opts *o,
                   FILE *out, struct gs_error *err)
{
    struct gs_line l = { .out = out };
    size_t *widths;
    size_t max_cols = 1, k;

    (void)o;
    if (gs_report_validate(r, err) != 0)
        return -1;
    /* Allocate before writing anything: a failure leaves no output. */
    for (k = 0; k < r->n_tables; k++)
        if (r->tables[k]->n_cols > max_cols)
            max_cols = r->tables[k]->n_cols;
    widths = calloc(max_cols, sizeof(*widths));
    if (!widths)
        return gs_error_set(err, GS_ENOMEM,
                            "out of memory formatting the table");

    for (k = 0; k < r->n_tables; k++) {
        if (k > 0)
            gs_line_end(&l);
        write_one(r, r->tables[k], widths, out);
    }
    for (k = 0; k < r->n_notes; k++) {
        if (k == 0 && r->n_tables > 0)
            gs_line_end(&l);
        gs_line_puts(&l, "note: ");
        put_text(&l, r->notes[k]);
        gs_line_end(&l);
    }
    free(widths);
    return 0;
}
