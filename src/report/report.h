#ifndef GPUSEL_REPORT_H
#define GPUSEL_REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "error.h"

/*
 * Reports.  A command never formats output itself: it describes its
 * tables (columns with typed metadata) in a gs_report and either fills
 * them and hands the report to gs_report_write(), or streams rows through
 * a gs_stream (gs_stream_begin / gs_stream_table / gs_stream_row /
 * gs_stream_end) without holding them.  gs_report_write() is the buffered
 * convenience on top of the stream.  Adding a format means adding one
 * writer (five stream callbacks) to the registry in src/report/report.c;
 * no command changes.
 *
 * Columns carry a machine key with its unit ("weights_bytes") used by CSV
 * and JSON, which print full precision in that unit, and a title for
 * people ("weights (GiB)") used by table and markdown, which divide by
 * `human_scale` and round to `decimals`.  Machine formats stream with
 * O(1) memory per row; the "table" writer buffers one table's formatted
 * rows, because it needs the column widths.
 *
 * Ownership: a table borrows its columns (they must outlive it) and owns
 * its cells and any string copied in with gs_table_strdup().  A report
 * borrows its tables and its inputs' keys and text.  docs/output.md
 * documents each format.
 */

enum gs_cell_type {
    GS_CELL_NULL,   /* no value: "" in CSV, null in JSON, "-" in tables */
    GS_CELL_TEXT,
    GS_CELL_INT,
    GS_CELL_NUMBER,
    GS_CELL_BOOL,
};

/*
 * What a column holds, for JSON's "columns" metadata and for how machine
 * formats print it.  GS_COL_AUTO (the zero default) is settled by
 * gs_column_kind(): TEXT -> text, INT -> integer, BOOL -> bool, NUMBER ->
 * integer when the unit is "bytes" or "params" (counts are whole), else
 * number.
 */
enum gs_col_kind {
    GS_COL_AUTO,
    GS_COL_KEY,     /* text identifying the row ("gpu", "id"): never
                     * hidden by width fitting */
    GS_COL_TEXT,
    GS_COL_NUMBER,  /* any finite double, printed exactly */
    GS_COL_INTEGER, /* a whole quantity: NUMBER cells are rounded to the
                     * nearest integer in CSV and JSON */
    GS_COL_BOOL,
    GS_COL_LIST,    /* text whose items are separated by '\n': a JSON
                     * array of strings; one line per item for people */
};

/* Which formats show a column (the zero default: all of them). */
enum gs_col_audience {
    GS_COL_EVERYONE,
    GS_COL_DETAIL,  /* CSV and JSON; table and markdown only with --wide
                     * or when --columns names it */
    GS_COL_HUMAN,   /* table and markdown only (a label for people) */
    GS_COL_MACHINE, /* CSV and JSON only (people see a label instead),
                     * unless --columns names it */
};

/*
 * A column.  The first five fields are positional in existing code; the
 * rest default to zero: kind from the cell type, unit from the key's
 * suffix (gs_column_unit), shown everywhere, ordinary priority.
 */
struct gs_column {
    const char *key;        /* machine name with unit: "total_bytes"; a
                             * dot groups it in JSON: "ratio.h100_sxm" is
                             * member h100_sxm of object "ratio" */
    const char *title;      /* heading for people: "total (GiB)" */
    enum gs_cell_type type; /* the type of the column's non-null cells */
    int decimals;           /* digits after the point in table/markdown */
    double human_scale;     /* table/markdown show value / human_scale;
                             * 0 means 1 */
    enum gs_col_kind kind;  /* GS_COL_AUTO: from type and unit */
    const char *unit;       /* unit of the CSV/JSON values ("bytes",
                             * "TFLOP/s"); NULL: from the key's suffix */
    enum gs_col_audience audience;
    int priority;           /* fitting a table to the width: lower is
                             * hidden first, ties from the right; the
                             * first column and GS_COL_KEY never are */
    bool wrap;              /* table: long text (a formula) is narrowed to
                             * fit the width before any column is hidden,
                             * and wraps at spaces onto more lines */
    size_t table_max_columns; /* table wider than its width (no
                             * --wide): the column's text is shortened in
                             * the middle ("..."), down to this many
                             * columns, before any column is hidden; CSV,
                             * JSON and markdown keep it whole; 0: never */
};

/* The kind after resolving GS_COL_AUTO (never GS_COL_AUTO). */
enum gs_col_kind gs_column_kind(const struct gs_column *col);

/*
 * The column's unit: col->unit, else the unit its key's suffix names
 * (STYLE.md 4: "_bytes" bytes, "_gib" GiB, "_tflops" TFLOP/s, "_w" W,
 * "_usd" USD, "_tokens" tokens, ...; docs/output.md lists them); NULL
 * when neither says.
 */
const char *gs_column_unit(const struct gs_column *col);

/* The kind's name in JSON metadata: "key", "text", "number", ... */
const char *gs_col_kind_name(enum gs_col_kind kind);

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
    const char *name;       /* JSON member name: "rows", "breakdown";
                             * the --table choice */
    const char *title;      /* heading printed above the table in human
                             * formats when the report has several; may
                             * be NULL */
    const struct gs_column *cols;
    size_t n_cols;
    struct gs_cell *cells;  /* n_rows * n_cols, row-major; owned */
    size_t n_rows;
    size_t alloc_rows;
    struct gs_strpool *pool; /* owned copies of strings; private */
    bool oom;               /* a copy or a row could not be allocated:
                             * the writers refuse the table (GS_ENOMEM)
                             * rather than show the cell as "-" */
    bool record;            /* one row describing one thing (show): JSON
                             * puts its members at the top level of the
                             * report, people see it transposed (one line
                             * per column) */
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

/*
 * Fill the cell of column `key` in `row` (a row gs_table_add_row(t)
 * returned): views fill cells by column key, not position, so a column
 * added, moved or dropped from a table cannot shift the others.
 * Asserts t has the column.
 */
void gs_table_set(const struct gs_table *t, struct gs_cell *row,
                  const char *key, struct gs_cell value);

/* Cell (row, col); asserts the indexes are in range. */
const struct gs_cell *gs_table_cell(const struct gs_table *t, size_t row,
                                    size_t col);

void gs_table_release(struct gs_table *t);

#define GS_REPORT_MAX_TABLES 8
/* rank's notes: winner, margin, counts, one per reject code (9), MIG,
 * APIs (2), measured latency, disaggregation (2), prefix caching, prices
 * and hidden columns; 24 leaves room */
#define GS_REPORT_MAX_NOTES 24
#define GS_REPORT_MAX_INPUTS 48

/* One resolved input of the question: JSON "inputs" member `key`. */
struct gs_report_input {
    const char *key;        /* borrowed: "model", "ctx_tokens" */
    struct gs_cell value;   /* text borrowed; NULL is JSON null */
};

/* A whole command's output: tables plus free-text notes for people. */
struct gs_report {
    const char *command;    /* "list gpus", "fit": JSON "command" */
    const struct gs_table *tables[GS_REPORT_MAX_TABLES];
    size_t n_tables;
    char notes[GS_REPORT_MAX_NOTES][256]; /* shown under human formats;
                                           * JSON "notes"; not in CSV */
    size_t n_notes;
    struct gs_report_input inputs[GS_REPORT_MAX_INPUTS];
    size_t n_inputs;        /* in the order given; a key given several
                             * times becomes a JSON array */
};

void gs_report_init(struct gs_report *r, const char *command);

/* Add a table (borrowed).  Asserts there is room. */
void gs_report_add(struct gs_report *r, const struct gs_table *t);

/* Add a note (copied, truncated to 255 bytes); ignored past the max. */
void gs_report_note(struct gs_report *r, const char *fmt, ...)
    GS_PRINTF(2, 3);

/*
 * Record an input of the question (the resolved value, after defaults),
 * JSON "inputs": { key: value }.  Keys and text are borrowed and must
 * outlive the report.  Asserts there is room (GS_REPORT_MAX_INPUTS).
 * Giving a key again appends to it: the member becomes an array.
 */
void gs_report_input(struct gs_report *r, const char *key,
                     struct gs_cell value);
void gs_report_input_text(struct gs_report *r, const char *key,
                          const char *value);
void gs_report_input_int(struct gs_report *r, const char *key,
                         int64_t value);
void gs_report_input_number(struct gs_report *r, const char *key,
                            double value);
void gs_report_input_bool(struct gs_report *r, const char *key, bool value);

/* JSON output's top-level "schema_version"; docs/output.md. */
#define GS_JSON_SCHEMA_VERSION 2

/* Width the "table" writer fits a table to unless --wide (columns). */
#define GS_TABLE_MAX_WIDTH 120

/* A data file the answer was computed from: JSON inputs.catalog_files. */
struct gs_input_file {
    const char *name;       /* "<built-in>/gpus.yaml" or the path given */
    uint64_t n_bytes;
    uint64_t fnv1a64;       /* FNV-1a 64-bit hash of its bytes */
};

struct gs_write_opts {
    bool csv_raw;           /* CSV: do not neutralise formula triggers */
    const char *table;      /* --table: write only this table; NULL all
                             * (CSV: the first) */
    const char *columns;    /* --columns "a,b,c": these keys of the main
                             * table (the --table one, else the first), in
                             * this order; NULL: the format's default */
    bool wide;              /* --wide: every column, no width fitting */
    size_t max_width;       /* the "table" writer's width; 0 means
                             * GS_TABLE_MAX_WIDTH */
    const char *program_version; /* JSON "gpusel_version"; NULL: null */
    const struct gs_input_file *files; /* JSON inputs.catalog_files */
    size_t n_files;
};

struct gs_stream;

/* The five steps of a writer; src/report/report_impl.h has the contract. */
struct gs_writer_ops {
    int (*begin)(struct gs_stream *s, struct gs_error *err);
    int (*table_begin)(struct gs_stream *s, struct gs_error *err);
    int (*row)(struct gs_stream *s, const struct gs_cell *cells,
               struct gs_error *err);
    int (*table_end)(struct gs_stream *s, struct gs_error *err);
    int (*end)(struct gs_stream *s, struct gs_error *err);
    void (*release)(struct gs_stream *s); /* free s->priv; may be NULL */
};

/* A report writer. */
struct gs_writer {
    const char *name;       /* the --format value */
    const char *summary;    /* one line for help and docs */
    bool human;             /* for people: commands may show fewer,
                             * rounder columns (machine formats get all) */
    bool one_table;         /* writes one table per file: --table's, else
                             * the first (CSV) */
    const struct gs_writer_ops *ops;
};

/* The registry, NULL-name terminated; the order is the help order. */
extern const struct gs_writer gs_writers[];
/* NULL-terminated list of the names, for option choices. */
extern const char *const gs_writer_names[];

/* Writer by exact name; NULL if none. */
const struct gs_writer *gs_writer_find(const char *name);

/*
 * Render r (every table filled) as `format` to out, through the stream
 * below.  The whole report is checked first (gs_report_validate), so a
 * bad report writes nothing.  Returns 0, or -1 with GS_EUSAGE for an
 * unknown format, --table or --columns name, GS_EINTERNAL for a
 * non-finite number, GS_EIO when out reports a write error, GS_ENOMEM.
 */
int gs_report_write(const struct gs_report *r, const char *format,
                    const struct gs_write_opts *o, FILE *out,
                    struct gs_error *err);

/*
 * Streaming.  Declare every table in r first (gs_report_add, with its
 * columns; its rows stay empty), then:
 *
 *     gs_stream_begin(&s, &r, format, &opts, out, err);
 *     gs_stream_table(&s, &t, err);         for each table, in r's order
 *     gs_stream_row(&s, cells, err);        t->n_cols cells per row
 *     gs_stream_end(&s, err);               notes; frees the stream
 *
 * A table never begun is written empty.  Notes may be added to r until
 * gs_stream_end().  gs_stream_begin() checks the format, --table and
 * --columns before writing a byte; a row is checked (finite numbers, text
 * not NULL) before it is written.  Each returns 0 or -1 with *err set
 * (as gs_report_write); after -1 call gs_stream_abort(), which frees the
 * stream (and is harmless after gs_stream_end).  The struct is private:
 * use it through these functions.
 */
struct gs_stream {
    const struct gs_writer *w;
    const struct gs_report *r;
    struct gs_write_opts o;
    FILE *out;
    size_t table_index;     /* next of r->tables to begin */
    const struct gs_table *t; /* the table being written, or NULL */
    bool t_written;         /* t passes --table (else rows are dropped) */
    size_t n_written;       /* tables written so far */
    size_t n_to_write;      /* tables this stream writes */
    size_t n_rows;          /* rows of t so far */
    size_t *sel[GS_REPORT_MAX_TABLES]; /* each table's shown columns */
    size_t n_sel[GS_REPORT_MAX_TABLES];
    size_t n_detail[GS_REPORT_MAX_TABLES]; /* detail columns left out */
    void *priv;             /* the writer's state */
    bool open;
};

int gs_stream_begin(struct gs_stream *s, const struct gs_report *r,
                    const char *format, const struct gs_write_opts *o,
                    FILE *out, struct gs_error *err);
int gs_stream_table(struct gs_stream *s, const struct gs_table *t,
                    struct gs_error *err);
int gs_stream_row(struct gs_stream *s, const struct gs_cell *cells,
                  struct gs_error *err);
int gs_stream_end(struct gs_stream *s, struct gs_error *err);
void gs_stream_abort(struct gs_stream *s);

/*
 * Atomic output file.  gs_output_open() creates a temporary file next to
 * `path` (same directory, so rename() is atomic); write to o->fp;
 * gs_output_finish() flushes, fsyncs and closes it; gs_output_commit()
 * finishes it (if not yet) and renames it over path; gs_output_abort()
 * closes and removes the temporary file, leaving any existing `path`
 * untouched.  Several outputs of one run are each finished, then all
 * committed (struct gs_context's outputs), so a failure in the second
 * leaves the first untouched.
 *
 * A symlink is followed (its target is replaced, the link kept), unless
 * it lies in a sticky world-writable folder and belongs to neither the
 * user nor the folder's owner (fs.protected_symlinks); an existing file
 * keeps its permissions, and is refused when the user could not open it
 * for writing (or it is another user's in a sticky folder:
 * fs.protected_regular); a path that is not a regular file (a device, a
 * FIFO) is written in place.  Where the system has O_TMPFILE, the
 * temporary file has no name until the commit links it in (linkat), so
 * even SIGKILL leaves nothing; elsewhere it is a hidden ".<name>.XXXXXX".
 * SIGINT, SIGTERM and SIGHUP remove every temporary file not yet committed
 * (up to GS_OUTPUT_MAX_PENDING at a time), then end the process as the
 * signal would.  Each returns 0 or -1
 * with GS_EIO (GS_ENOMEM when a FILE cannot be allocated).
 */
#define GS_OUTPUT_MAX_PENDING 8

struct gs_output {
    FILE *fp;
    char tmp_path[4096];    /* "" when written in place or committed;
                             * with tmp_fd, the name template of the
                             * link made at the commit */
    int tmp_fd;             /* an O_TMPFILE file (no name until the
                             * commit links it); -1 when none */
    char path[4096];        /* the destination; a symlink's target */
    bool direct;            /* not a regular file (/dev/null, a FIFO):
                             * written in place, nothing to rename */
    bool finished;          /* flushed, synced, closed; rename pending */
    int slot;               /* its place in the signal handler's list */
    uint64_t dir_dev, dir_ino; /* the destination's folder, for
                                * gs_output_same_file(); 0 unknown */
};

int gs_output_open(struct gs_output *o, const char *path, struct gs_error *err);
int gs_output_finish(struct gs_output *o, struct gs_error *err);
int gs_output_commit(struct gs_output *o, struct gs_error *err);
void gs_output_abort(struct gs_output *o);

/* Would writing `path` write o's destination: the same file (inode, so
 * a hard link too, or symlink target), or the same new name in the same
 * folder? */
bool gs_output_same_file(const struct gs_output *o, const char *path);

#endif /* GPUSEL_REPORT_H */
