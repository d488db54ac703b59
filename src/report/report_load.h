#ifndef GPUSEL_REPORT_LOAD_H
#define GPUSEL_REPORT_LOAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "error.h"
#include "report.h"

/*
 * Reading back a report gpusel saved with --format json (schema_version
 * 2, docs/output.md): its version, command, inputs, and every table with
 * its columns' metadata and typed cells, for `gpusel diff`.  Data layer:
 * parses with cJSON, prints nothing.
 *
 * The file may be hostile (a pull request can commit anything), so the
 * reader refuses rather than guesses (docs/commands/diff.md, "Reading a
 * report"):
 *   - a file over GS_SAVED_REPORT_MAX_BYTES, or over
 *     GS_SAVED_REPORT_MAX_VALUES JSON values, before building a tree;
 *   - nesting deeper than GS_SAVED_REPORT_MAX_DEPTH (said as such, not as
 *     malformed JSON; cJSON's own limit, 1000, is never reached);
 *   - a raw NUL byte, and "\u0000" in a key or string (cJSON would cut
 *     the string there);
 *   - an integer literal past 2^53, which a double cannot hold exactly;
 *   - a key given twice in one object (JSON readers disagree on which
 *     one wins);
 *   - anything that is not a report: no schema_version, a version other
 *     than GS_JSON_SCHEMA_VERSION, a missing member, a value whose type
 *     is not its column's kind, a row member no column names.
 * Every error names the file and, where the text allows, line:column
 * (1-based, columns counting UTF-8 characters).
 */

/*
 * Largest report read (256 MiB): rank's report for a 10,000-offer price
 * feed is 18.6 MB (issue 20: the 16 MiB cap refused it), so a feed of
 * 100,000 offers fits.  Reading costs about 4 bytes of tree per byte.
 */
#define GS_SAVED_REPORT_MAX_BYTES ((size_t)256 << 20)
/* Largest magnitude of a number cell: no gpusel report holds one near
 * (FLOP counts reach 1e27), and differences of two stay finite. */
#define GS_SAVED_REPORT_MAX_MAGNITUDE 1e100
/* Deepest nesting read; a gpusel report nests at most 4 levels. */
#define GS_SAVED_REPORT_MAX_DEPTH 64
/* Most JSON values read (2^24), which bounds the memory cJSON takes. */
#define GS_SAVED_REPORT_MAX_VALUES ((size_t)1 << 24)
/* Most tables read; a report writes at most GS_REPORT_MAX_TABLES. */
#define GS_SAVED_REPORT_MAX_TABLES 16

/*
 * One member of the report's "inputs", as text: a string as it is, a
 * number in its shortest exact form, true/false, an array of scalars as
 * its items joined by ", ", anything else as compact JSON.  Each entry of
 * catalog_files becomes one input, key "catalog_files[<name>]", text
 * "<bytes> bytes, fnv1a64 <hash>".
 */
struct gs_saved_input {
    const char *key;
    const char *text;       /* NULL for JSON null */
};

/*
 * One table.  cols[j] carries the column's key, its label as `title`,
 * its kind (never GS_COL_AUTO), its unit (NULL for null) and the cell
 * type the kind implies: key/text/list -> TEXT (a list's items joined by
 * '\n'), number -> NUMBER, integer -> INT, bool -> BOOL.  A missing value
 * (JSON null) is a GS_CELL_NULL cell.
 */
struct gs_saved_table {
    const char *name;       /* "rows", "cost", "breakdown" */
    bool record;            /* its one row's members were at the top level */
    struct gs_column *cols;
    size_t n_cols;
    struct gs_cell *cells;  /* n_rows * n_cols, row-major */
    size_t n_rows;
};

/* A whole report.  Everything is owned by `arena`. */
struct gs_saved_report {
    const char *path;       /* as given, for messages */
    int64_t schema_version;
    const char *gpusel_version; /* NULL for null */
    const char *command;    /* NULL for null */
    struct gs_saved_input *inputs;
    size_t n_inputs;
    struct gs_saved_table tables[GS_SAVED_REPORT_MAX_TABLES];
    size_t n_tables;        /* in the order of the report's "columns" */
    const char **notes;
    size_t n_notes;
    struct gs_arena arena;
};

/*
 * Read the report at `path` into *r (which needs no init).  Returns 0, or
 * -1 with *err set: GS_EIO when the file cannot be read, GS_ESYNTAX for
 * malformed JSON (at line:column), GS_ESCHEMA for a file that breaks one
 * of the rules above, GS_ENOMEM.  On -1 *r holds nothing to release.
 */
int gs_saved_report_load(struct gs_saved_report *r, const char *path,
                         struct gs_error *err);

/* The same for text[0 .. len) (need not be NUL-terminated), named `path`
 * in messages. */
int gs_saved_report_parse(struct gs_saved_report *r, const char *path,
                          const char *text, size_t len,
                          struct gs_error *err);

/* Table by name; NULL if none. */
const struct gs_saved_table *
gs_saved_report_table(const struct gs_saved_report *r, const char *name);

/* Column index of `key` in t, or -1. */
long gs_saved_table_column(const struct gs_saved_table *t, const char *key);

/* Cell (row, col) of t; asserts the indexes are in range. */
const struct gs_cell *gs_saved_table_cell(const struct gs_saved_table *t,
                                          size_t row, size_t col);

/* Free everything *r owns. */
void gs_saved_report_release(struct gs_saved_report *r);

#endif /* GPUSEL_REPORT_LOAD_H */
