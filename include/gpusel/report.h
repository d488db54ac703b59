#ifndef GPUSEL_REPORT_H
#define GPUSEL_REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gpusel/error.h"

/*
 * Reports.  A command never formats output itself: it fills one or more
 * gs_tables with typed cells, gathers them in a gs_report and hands that
 * to gs_report_write(), which renders it in the format the user chose
 * (table, csv, json, markdown).  Adding a format means adding one writer
 * to the registry in src/report.c; no command changes.
 *
 * Columns carry a machine key with its unit ("weights_bytes") used by CSV
 * and JSON, which print full precision in that unit, and a title for
 * people ("weights (GiB)") used by table and markdown, which divide by
 * `human_scale` and round to `decimals`.
 *
 * Ownership: a table borrows its columns (they must outlive it) and owns
 * its cells and any string copied in with gs_table_strdup().  A report
 * borrows its tables.  docs/output.md documents each format.
 */

enum gs_cell_type {
    GS_CELL_NULL,   /* no value: "" in CSV, null in JSON, "-" in tables */
    GS_CELL_TEXT,
    GS_CELL_INT,
    GS_CELL_NUMBER,
    GS_CELL_BOOL,
};

struct gs_column {
    const char *key;        /* machine name with unit: "total_bytes" */
    const char *title;      /* heading for people: "total (GiB)" */
    enum gs_cell_type type; /* the type of the column's non-null cells */
    int decimals;           /* digits after the point in table/markdown */
    double human_scale;     /* table/markdown show value / human_scale;
                             * 0 means 1 */
};

struct gs_cell {
    enum gs_cell_type type;
    union {
        const char *text;   /* borrowed; must outlive the table */
        int64_t i;
        double number;      /* must be finite: writers fail otherwise */
        bool b;
    } u;
};

static inline struct gs_cell gs_cell_null(void)
{
    return (struct gs_cell){ .type = GS_CELL_NULL };
}
static inline struct gs_cell gs_cell_text(const char *s)
{
    return s ? (struct gs_cell){ .type = GS_CELL_TEXT, .u.text = s }
             : gs_cell_null();
}
static inline struct gs_cell gs_cell_int(int64_t i)
{
    return (struct gs_cell){ .type = GS_CELL_INT, .u.i = i };
}
static inline struct gs_cell gs_cell_number(double x)
{
    return (struct gs_cell){ .type = GS_CELL_NUMBER, .u.number = x };
}
static inline struct gs_cell gs_cell_bool(bool b)
{
    return (struct gs_cell){ .type = GS_CELL_BOOL, .u.b = b };
}

struct gs_strpool;

struct gs_table {
    const char *name;       /* JSON member name: "rows", "breakdown" */
    const char *title;      /* heading printed above the table in human
                             * formats when the report has several; may
                             * be NULL */
    const struct gs_column *cols;
    size_t n_cols;
    struct gs_cell *cells;  /* n_rows * n_cols, row-major; owned */
    size_t n_rows;
    size_t alloc_rows;
    struct gs_strpool *pool; /* owned copies of strings; private */
};

/* Initialise an empty table; does not allocate. */
void gs_table_init(struct gs_table *t, const char *name,
                   const struct gs_column *cols, size_t n_cols);

/*
 * Append a row and return its n_cols cells, all GS_CELL_NULL, for the
 * caller to fill.  NULL when out of memory.  The pointer is valid until
 * the next gs_table_add_row().
 */
struct gs_cell *gs_table_add_row(struct gs_table *t);

/* Copy s into the table's pool; the copy lives until release.  NULL on
 * OOM.  Also accepts printf formats via gs_table_printf(). */
const char *gs_table_strdup(struct gs_table *t, const char *s);
const char *gs_table_printf(struct gs_table *t, const char *fmt, ...)
    GS_PRINTF(2, 3);

/* Cell (row, col); asserts the indexes are in range. */
const struct gs_cell *gs_table_cell(const struct gs_table *t, size_t row,
                                    size_t col);

void gs_table_release(struct gs_table *t);

#define GS_REPORT_MAX_TABLES 8
#define GS_REPORT_MAX_NOTES 16

/* A whole command's output: tables plus free-text notes for people. */
struct gs_report {
    const char *command;    /* "list gpus", "fit": JSON "command" */
    const struct gs_table *tables[GS_REPORT_MAX_TABLES];
    size_t n_tables;
    char notes[GS_REPORT_MAX_NOTES][256]; /* shown under human formats;
                                           * JSON "notes"; not in CSV */
    size_t n_notes;
};

void gs_report_init(struct gs_report *r, const char *command);

/* Add a table (borrowed).  Asserts there is room. */
void gs_report_add(struct gs_report *r, const struct gs_table *t);

/* Add a note (copied, truncated to 255 bytes); ignored past the max. */
void gs_report_note(struct gs_report *r, const char *fmt, ...)
    GS_PRINTF(2, 3);

/* JSON output's top-level "schema_version"; docs/output.md. */
#define GS_JSON_SCHEMA_VERSION 1

struct gs_write_opts {
    bool csv_raw;           /* CSV: do not neutralise formula triggers */
};

/* A report writer: renders a whole report to `out`. */
struct gs_writer {
    const char *name;       /* the --format value */
    const char *summary;    /* one line for help and docs */
    bool human;             /* for people: commands may show fewer,
                             * rounder columns (machine formats get all) */
    int (*write)(const struct gs_report *r, const struct gs_write_opts *o,
                 FILE *out, struct gs_error *err);
};

/* The registry, NULL-name terminated; the order is the help order. */
extern const struct gs_writer gs_writers[];
/* NULL-terminated list of the names, for option choices. */
extern const char *const gs_writer_names[];

/* Writer by exact name; NULL if none. */
const struct gs_writer *gs_writer_find(const char *name);

/*
 * Render r as `format` to out.  Returns 0, or -1 with GS_EUSAGE for an
 * unknown format, GS_EINTERNAL for a non-finite number, GS_EIO when out
 * reports a write error, GS_ENOMEM.
 */
int gs_report_write(const struct gs_report *r, const char *format,
                    const struct gs_write_opts *o, FILE *out,
                    struct gs_error *err);

/*
 * Atomic output file.  gs_output_open() creates a temporary file next to
 * `path` (same directory, so rename() is atomic); write to o->fp;
 * gs_output_commit() flushes, fsyncs, closes and renames it over path;
 * gs_output_abort() closes and removes the temporary file, leaving any
 * existing `path` untouched.  A symlink is followed (its target is
 * replaced, the link kept); an existing file keeps its permissions; a
 * path that is not a regular file (a device, a FIFO) is written in place.
 * Each returns 0 or -1 with GS_EIO.
 */
struct gs_output {
    FILE *fp;
    char tmp_path[4096];
    char path[4096];        /* the destination; a symlink's target */
    bool direct;            /* not a regular file (/dev/null, a FIFO):
                             * written in place, nothing to rename */
};

int gs_output_open(struct gs_output *o, const char *path, struct gs_error *err);
int gs_output_commit(struct gs_output *o, struct gs_error *err);
void gs_output_abort(struct gs_output *o);

#endif /* GPUSEL_REPORT_H */
