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

#include "gpusel/error.h"
#include "gpusel/report.h"

/* The writers; each has the contract of gs_writer.write. */
int gs_write_table(const struct gs_report *r, const struct gs_write_opts *o,
                   FILE *out, struct gs_error *err);
int gs_write_csv(const struct gs_report *r, const struct gs_write_opts *o,
                 FILE *out, struct gs_error *err);
int gs_write_json(const struct gs_report *r, const struct gs_write_opts *o,
                  FILE *out, struct gs_error *err);
int gs_write_markdown(const struct gs_report *r,
                      const struct gs_write_opts *o, FILE *out,
                      struct gs_error *err);

/*
 * Check what every writer relies on before it writes a byte: each table
 * has a name, unique and not one of JSON's own members ("schema_version",
 * "command", "notes"); column keys are set and unique within a table;
 * NUMBER cells are finite; TEXT cells are not NULL.  Returns 0, or -1
 * with GS_EINTERNAL (these are bugs in the command that built r).
 */
int gs_report_validate(const struct gs_report *r, struct gs_error *err);

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

/* Whether the human formats show t's title: several tables and a title. */
bool gs_report_shows_title(const struct gs_report *r,
                           const struct gs_table *t);

#endif /* GPUSEL_REPORT_IMPL_H */
