#ifndef GPUSEL_REPORT_IMPL_H
#define GPUSEL_REPORT_IMPL_H

/*
 * Private to src/report*.c: the writer entry points that src/report.c
 * lists in gs_writers[], and the helpers the writers share.  Commands use
 * gpusel/report.h only.  docs/output.md describes what each writer emits.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "error.h"
#include "report.h"

/*
 * The writers' stream steps (gs_writer_ops), driven by src/report/report.c:
 * begin once; then per table to write table_begin, row per row (cells is
 * the table's n_cols cells, already checked), table_end; end once;
 * release always, last (also after a failure).  s->t is the table, and
 * s->sel[k] / s->n_sel[k] the columns to show for s->table_index - 1 = k,
 * in order (gs_stream_sel).  Each returns 0 or -1 with *err set.
 */
extern const struct gs_writer_ops gs_table_ops, gs_csv_ops, gs_json_ops,
    gs_markdown_ops;

/* The shown columns of the table being written. */
const size_t *gs_stream_sel(const struct gs_stream *s, size_t *n);

/* Index of the table being written in s->r->tables. */
size_t gs_stream_table_index(const struct gs_stream *s);

/*
 * Check what every writer relies on before it writes a byte: each table
 * has a name, unique and not one of JSON's own members ("schema_version",
 * "gpusel_version", "command", "inputs", "columns", "notes"); column keys
 * are set and unique within a table, and so are a record table's keys
 * against those members; a record table has at most one row; NUMBER
 * cells are finite; TEXT cells are not NULL.  Returns 0, or -1 with
 * GS_EINTERNAL (these are bugs in the command that built r).
 */
int gs_report_validate(const struct gs_report *r, struct gs_error *err);

/* One row's cells as gs_report_validate checks them. */
int gs_row_validate(const struct gs_table *t, const struct gs_cell *cells,
                    struct gs_error *err);

/*
 * x rounded to the nearest integer (halves away from zero) in decimal,
 * for GS_COL_INTEGER columns; -0 is written as 0.  buf: GS_EXACT_BUF.
 */
const char *gs_format_integer(double x, char *buf, size_t size);

/* Most digits after the point the human formats print. */
#define GS_HUMAN_MAX_DECIMALS 20
/* Big enough for any double printed with "%.*f" and the maximum above. */
#define GS_HUMAN_BUF 384

/*
 * A cell as people read it (table, markdown): TEXT as is (the returned
 * pointer is the cell's own text, unescaped); INT in decimal; NUMBER as
 * value / col->human_scale (0 means 1) with col->decimals digits after a
 * '.', never "-0.00"; BOOL "yes"/"no"; NULL "-".  Other cells are written
 * to buf (size >= GS_HUMAN_BUF) and buf is returned.
 */
const char *gs_format_human(const struct gs_column *col,
                            const struct gs_cell *c, char *buf, size_t size);

/* Big enough for any double printed with "%.17g", and any int64_t. */
#define GS_EXACT_BUF 32

/*
 * x (finite) in the fewest of 15, 16 or 17 significant digits that
 * strtod() reads back as exactly x, with '.' as the decimal point
 * whatever the locale, and -0 written as 0.  For CSV and JSON.  buf must
 * hold GS_EXACT_BUF bytes; returns buf.
 */
const char *gs_format_exact(double x, char *buf, size_t size);

/* Room for the longest escape gs_next_char() writes, and its NUL. */
#define GS_ESCAPE_BUF 8

/*
 * Step over one character of s (not at its terminator) for the human
 * formats; returns the bytes it takes and sets *cp to its code point.
 * When the character must not reach a terminal, writes its escape to esc
 * (GS_ESCAPE_BUF bytes) and its length to *n_esc: "\xNN" for C0
 * controls, DEL and a byte that is not UTF-8 (then *cp is that byte),
 * "\u00NN" for C1 controls (U+0080-U+009F, which terminals may obey as
 * CSI etc.).  Otherwise *n_esc is 0.
 */
size_t gs_next_char(const char *s, uint32_t *cp, char *esc, size_t *n_esc);

/*
 * Line output for the human formats: spaces are held back and written
 * only when something else follows on the same line, so no line ends in
 * spaces whatever the cells hold.
 */
struct gs_line {
    FILE *out;
    size_t pending_spaces;  /* spaces owed before the next visible byte */
};

void gs_line_put(struct gs_line *l, const char *s, size_t n);
void gs_line_puts(struct gs_line *l, const char *s);
void gs_line_spaces(struct gs_line *l, size_t n);
void gs_line_end(struct gs_line *l);

/* Whether the column holds numbers, which people read right-aligned. */
bool gs_column_is_numeric(const struct gs_column *col);

/* The heading people see: the title, else the key. */
const char *gs_column_title(const struct gs_column *col);

/* Whether the human formats show t's title: several tables written and
 * a title. */
bool gs_stream_shows_title(const struct gs_stream *s,
                           const struct gs_table *t);

/*
 * Text for the human formats' closing note about the columns of the
 * table being written that are not shown: `n_detail` detail columns left
 * out and the keys in `hidden` (n_hidden, comma-separated already) that
 * did not fit.  Written to buf; "" when there is nothing to say.
 */
void gs_hidden_note(const struct gs_stream *s, size_t n_detail,
                    const char *hidden, char *buf, size_t size);

#endif /* GPUSEL_REPORT_IMPL_H */
