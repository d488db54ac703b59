/*
 * Reports: tables of typed cells, the report that gathers them, the
 * writer registry and the helpers the writers share.  The writers live in
 * src/report_<format>.c; docs/output.md documents every format.  Nothing
 * here writes except through a writer.
 */
#include <assert.h>
#include <errno.h>
#include <inttypes.h>
#include <locale.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "suggest.h"
#include "units.h"
#include "report_impl.h"
#include "banned.h"

/* Beyond this |x|, "%.0f" needs more than GS_EXACT_BUF bytes; such an
 * "integer" is written as an exact number instead. */
#define GS_INTEGER_EXACT_LIMIT 1e18

/* Rows allocated by the first gs_table_add_row(); doubled after that. */
#define FIRST_ALLOC_ROWS 8

/*
 * The string pool: a list of copies, newest first, one allocation each.
 * A table points at the newest; NULL when it holds none.
 */
struct gs_strpool {
    struct gs_strpool *next;
    char s[];
};

const struct gs_writer gs_writers[] = {
    { "table", "aligned columns for people (the default)", true, false,
      &gs_table_ops },
    { "csv", "RFC 4180 CSV: column keys, then full-precision values; one "
      "table", false, true, &gs_csv_ops },
    { "json", "one JSON object: schema_version, inputs, columns, tables, "
      "notes", false, false, &gs_json_ops },
    { "markdown", "GitHub pipe tables, rounded like 'table'", true, false,
      &gs_markdown_ops },
    { NULL, NULL, false, false, NULL },
};

/* Same names, same order as gs_writers[]; tests/unit/test_report.c checks. */
const char *const gs_writer_names[] = {
    "table", "csv", "json", "markdown", NULL,
};

/* Top-level JSON members a table name (or a record's key) must not take. */
static const char *const reserved_names[] = {
    "schema_version", "gpusel_version", "command", "inputs", "columns",
    "notes",
};

/*
 * Units named by a key's suffix (STYLE.md 4), longest first so that
 * "_bytes_per_s" wins over "_s".  docs/output.md lists them.
 */
static const struct {
    const char *suffix;
    const char *unit;
} unit_suffixes[] = {
    { "_bytes_per_token", "bytes/token" },
    { "_flop_per_byte", "FLOP/byte" },
    { "_bytes_per_s", "bytes/s" },
    { "_tb_per_s", "TB/s" },
    { "_gb_per_s", "GB/s" },
    { "_usd_per_gpu_hour", "USD/GPU-hour" },
    { "_tokens_per_s", "tokens/s" },
    { "_tflops", "TFLOP/s" },
    { "_tops", "TOP/s" },
    { "_bytes", "bytes" },
    { "_params", "params" },
    { "_tokens", "tokens" },
    { "_gpus", "GPUs" },
    { "_usd", "USD" },
    { "_gib", "GiB" },
    { "_pct", "%" },
    { "_gb", "GB" },
    { "_ms", "ms" },
    { "_w", "W" },
    { "_s", "s" },
};

/* Keys that are a unit by themselves. */
static const struct {
    const char *key;
    const char *unit;
} unit_keys[] = {
    { "params", "params" },
    { "bytes", "bytes" },
};

static const char *const kind_names[] = {
    [GS_COL_AUTO] = "auto",       [GS_COL_KEY] = "key",
    [GS_COL_TEXT] = "text",       [GS_COL_NUMBER] = "number",
    [GS_COL_INTEGER] = "integer", [GS_COL_BOOL] = "bool",
    [GS_COL_LIST] = "list",
};

const char *gs_column_unit(const struct gs_column *col)
{
    size_t i, n, len;

    if (col->unit)
        return col->unit[0] ? col->unit : NULL;
    if (!col->key)
        return NULL;
    for (i = 0; i < GS_ARRAY_SIZE(unit_keys); i++)
        if (strcmp(col->key, unit_keys[i].key) == 0)
            return unit_keys[i].unit;
    len = strlen(col->key);
    for (i = 0; i < GS_ARRAY_SIZE(unit_suffixes); i++) {
        n = strlen(unit_suffixes[i].suffix);
        if (len > n &&
            strcmp(col->key + len - n, unit_suffixes[i].suffix) == 0)
            return unit_suffixes[i].unit;
    }
    return NULL;
}

enum gs_col_kind gs_column_kind(const struct gs_column *col)
{
    const char *unit;

    if (col->kind != GS_COL_AUTO)
        return col->kind;
    switch (col->type) {
    case GS_CELL_INT:
        return GS_COL_INTEGER;
    case GS_CELL_BOOL:
        return GS_COL_BOOL;
    case GS_CELL_NUMBER:
        unit = gs_column_unit(col);
        return unit && (strcmp(unit, "bytes") == 0 ||
                        strcmp(unit, "params") == 0)
                   ? GS_COL_INTEGER : GS_COL_NUMBER;
    case GS_CELL_TEXT:
    case GS_CELL_NULL:
        break;
    }
    return GS_COL_TEXT;
}

const char *gs_col_kind_name(enum gs_col_kind kind)
{
    return (size_t)kind < GS_ARRAY_SIZE(kind_names) ? kind_names[kind]
                                                   : "text";
}

void gs_table_init(struct gs_table *t, const char *name,
                   const struct gs_column *cols, size_t n_cols)
{
    t->name = name;
    t->title = NULL;
    t->cols = cols;
    t->n_cols = n_cols;
    t->cells = NULL;
    t->n_rows = 0;
    t->alloc_rows = 0;
    t->pool = NULL;
    t->oom = false;
    t->record = false;
}

struct gs_cell *gs_table_add_row(struct gs_table *t)
{
    struct gs_cell *row;
    size_t i;

    if (t->n_rows == t->alloc_rows) {
        size_t per_row = t->n_cols ? t->n_cols : 1;
        size_t alloc_rows;
        struct gs_cell *cells;

        if (t->alloc_rows > SIZE_MAX / 2)
            return NULL;
        alloc_rows = t->alloc_rows ? 2 * t->alloc_rows : FIRST_ALLOC_ROWS;
        if (alloc_rows > SIZE_MAX / sizeof(*cells) / per_row)
            return NULL;
        cells = realloc(t->cells, alloc_rows * per_row * sizeof(*cells));
        if (!cells) {
            t->oom = true;
            return NULL;
        }
        t->cells = cells;
        t->alloc_rows = alloc_rows;
    }
    row = t->cells + t->n_rows * t->n_cols;
    for (i = 0; i < t->n_cols; i++)
        row[i] = gs_cell_null();
    t->n_rows++;
    return row;
}

/* A pool entry with room for n bytes plus the terminator; NULL on OOM. */
/* A gs_table_printf() cell up to this long is formatted once. */
#define TABLE_PRINTF_BUF 256

static char *pool_alloc(struct gs_table *t, size_t n)
{
    struct gs_strpool *p;

    if (n > SIZE_MAX - sizeof(*p) - 1)
        return NULL;
    p = malloc(sizeof(*p) + n + 1);
    if (!p) {
        t->oom = true;
        return NULL;
    }
    p->next = t->pool;
    t->pool = p;
    return p->s;
}

const char *gs_table_strdup(struct gs_table *t, const char *s)
{
    size_t n;
    char *copy;

    assert(s);
    n = strlen(s);
    copy = pool_alloc(t, n);
    if (!copy)
        return NULL;
    memcpy(copy, s, n + 1);
    return copy;
}

const char *gs_table_printf(struct gs_table *t, const char *fmt, ...)
{
    char buf[TABLE_PRINTF_BUF];
    va_list ap;
    int n;
    char *copy;

    /* formatted once where it fits buf (every cell so far), measured
     * and formatted again where it does not */
    va_start(ap, fmt);
    n = vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    if (n < 0)
        return NULL;
    copy = pool_alloc(t, (size_t)n);
    if (!copy)
        return NULL;
    if ((size_t)n < sizeof(buf)) {
        memcpy(copy, buf, (size_t)n + 1);
        return copy;
    }
    va_start(ap, fmt);
    vsnprintf(copy, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return copy;
}

void gs_table_set(const struct gs_table *t, struct gs_cell *row,
                  const char *key, struct gs_cell value)
{
    size_t j;

    for (j = 0; j < t->n_cols; j++)
        if (strcmp(t->cols[j].key, key) == 0) {
            row[j] = value;
            return;
        }
    assert(!"gs_table_set: no such column");
}

const struct gs_cell *gs_table_cell(const struct gs_table *t, size_t row,
                                    size_t col)
{
    assert(row < t->n_rows);
    assert(col < t->n_cols);
    return &t->cells[row * t->n_cols + col];
}

void gs_table_release(struct gs_table *t)
{
    struct gs_strpool *p = t->pool;
    const char *title = t->title;
    bool record = t->record;

    while (p) {
        struct gs_strpool *next = p->next;

        free(p);
        p = next;
    }
    free(t->cells);
    gs_table_init(t, t->name, t->cols, t->n_cols);
    t->title = title;
    t->record = record;
}

void gs_report_init(struct gs_report *r, const char *command)
{
    memset(r, 0, sizeof(*r));
    r->command = command;
}

void gs_report_add(struct gs_report *r, const struct gs_table *t)
{
    assert(r->n_tables < GS_REPORT_MAX_TABLES);
    r->tables[r->n_tables++] = t;
}

/*
 * Cut s (len bytes, truncated by vsnprintf) before a UTF-8 sequence that
 * the truncation split, so that the note stays valid UTF-8.
 */
static void trim_split_utf8(char *s, size_t len)
{
    size_t i = len, n_cont = 0, need;
    unsigned char lead;

    while (i > 0 && n_cont < 3 && ((unsigned char)s[i - 1] & 0xC0) == 0x80) {
        i--;
        n_cont++;
    }
    if (i == 0)
        return;
    lead = (unsigned char)s[i - 1];
    if (lead < 0xC0)
        return;
    need = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : 1;
    if (need > n_cont)
        s[i - 1] = '\0';
}

void gs_report_note(struct gs_report *r, const char *fmt, ...)
{
    char *note;
    va_list ap;
    int n;

    if (r->n_notes >= GS_REPORT_MAX_NOTES)
        return;
    note = r->notes[r->n_notes];
    va_start(ap, fmt);
    n = vsnprintf(note, sizeof(r->notes[0]), fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n >= sizeof(r->notes[0]))
        trim_split_utf8(note, sizeof(r->notes[0]) - 1);
    r->n_notes++;
}

const struct gs_writer *gs_writer_find(const char *name)
{
    const struct gs_writer *w;

    if (!name)
        return NULL;
    for (w = gs_writers; w->name; w++)
        if (strcmp(w->name, name) == 0)
            return w;
    return NULL;
}

void gs_report_input(struct gs_report *r, const char *key,
                     struct gs_cell value)
{
    assert(key);
    assert(r->n_inputs < GS_REPORT_MAX_INPUTS);
    r->inputs[r->n_inputs].key = key;
    r->inputs[r->n_inputs].value = value;
    r->n_inputs++;
}

void gs_report_input_text(struct gs_report *r, const char *key,
                          const char *value)
{
    gs_report_input(r, key, gs_cell_text(value));
}

void gs_report_input_int(struct gs_report *r, const char *key,
                         int64_t value)
{
    gs_report_input(r, key, gs_cell_int(value));
}

void gs_report_input_number(struct gs_report *r, const char *key,
                            double value)
{
    gs_report_input(r, key, gs_cell_number(value));
}

void gs_report_input_bool(struct gs_report *r, const char *key, bool value)
{
    gs_report_input(r, key, gs_cell_bool(value));
}

/* "unknown format 'x'; valid formats are table, csv, ..." */
static int unknown_format(const char *format, struct gs_error *err)
{
    const struct gs_writer *w;
    char list[256] = "";
    size_t used = 0;

    for (w = gs_writers; w->name; w++) {
        int n = snprintf(list + used, sizeof(list) - used, "%s%s",
                         w == gs_writers ? "" : ", ", w->name);

        if (n < 0 || (size_t)n >= sizeof(list) - used)
            break;
        used += (size_t)n;
    }
    return gs_error_set(err, GS_EUSAGE,
                        "unknown format '%s'; valid formats are %s",
                        format ? format : "", list);
}

/* Append "a, b, c" of the n names at names[i].key-like strings. */
static void join_names(char *buf, size_t size, const char *const *names,
                       size_t n)
{
    size_t used = 0, i;

    buf[0] = '\0';
    for (i = 0; i < n; i++) {
        int k = snprintf(buf + used, size - used, "%s%s", i ? ", " : "",
                         names[i]);

        if (k < 0 || (size_t)k >= size - used)
            return;
        used += (size_t)k;
    }
}

static int unknown_table(const struct gs_report *r, const char *name,
                         struct gs_error *err)
{
    const char *names[GS_REPORT_MAX_TABLES];
    char list[512];
    size_t k;

    for (k = 0; k < r->n_tables; k++)
        names[k] = r->tables[k]->name;
    join_names(list, sizeof(list), names, r->n_tables);
    return gs_error_set(err, GS_EUSAGE,
                        "--table: no table '%s' in this report; it has %s",
                        name, list);
}

/*
 * An unknown --columns key: the closest key of the table as a "did you
 * mean", else the whole list when it is short, else where to read it; a
 * list cut in the middle helps nobody (issue 19).
 */
static int unknown_column(const struct gs_table *t, const char *key,
                          size_t len, struct gs_error *err)
{
    char word[64], list[384];   /* the message holds 512 bytes */
    const char **keys = malloc((t->n_cols ? t->n_cols : 1) * sizeof(*keys));
    const char *near;
    size_t used = 0, j;
    bool whole = true;

    if (!keys)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    snprintf(word, sizeof(word), "%.*s", (int)len, key);
    for (j = 0; j < t->n_cols; j++)
        keys[j] = t->cols[j].key;
    near = gs_suggest(word, keys, t->n_cols);
    free(keys);
    if (near)
        return gs_error_set(err, GS_EUSAGE, "--columns: no column '%.*s' in "
                            "table '%s'; did you mean '%s'?", (int)len, key,
                            t->name, near);
    list[0] = '\0';
    for (j = 0; j < t->n_cols && whole; j++) {
        int n = snprintf(list + used, sizeof(list) - used, "%s%s",
                         j ? ", " : "", t->cols[j].key);

        if (n < 0 || (size_t)n >= sizeof(list) - used)
            whole = false;
        else
            used += (size_t)n;
    }
    if (whole)
        return gs_error_set(err, GS_EUSAGE, "--columns: no column '%.*s' in "
                            "table '%s'; its columns are %s", (int)len, key,
                            t->name, list);
    return gs_error_set(err, GS_EUSAGE, "--columns: no column '%.*s' in "
                        "table '%s' (its %zu keys are the header of "
                        "--format csv)", (int)len, key, t->name, t->n_cols);
}

/* The dot-group of a key: its length before the '.', 0 if none. */
static size_t group_len(const char *key)
{
    const char *dot = strchr(key, '.');

    return dot ? (size_t)(dot - key) : 0;
}

/*
 * JSON nests "g.x" columns under "g": a group's columns must come
 * together, and no plain key may be a group's name.
 */
static int check_groups(const struct gs_table *t, const size_t *sel,
                        size_t n, struct gs_error *err)
{
    size_t i, j;

    for (i = 0; i < n; i++) {
        const char *a = t->cols[sel[i]].key;
        size_t la = group_len(a);

        for (j = i + 1; j < n; j++) {
            const char *b = t->cols[sel[j]].key;
            size_t lb = group_len(b);
            bool same = la && la == lb && memcmp(a, b, la) == 0;

            if (same && j > i + 1 &&
                !(group_len(t->cols[sel[j - 1]].key) == la &&
                  memcmp(t->cols[sel[j - 1]].key, a, la) == 0))
                return gs_error_set(err, GS_EUSAGE,
                                    "columns of '%.*s' must be given "
                                    "together", (int)la, a);
            if ((!la && lb == strlen(a) && memcmp(a, b, lb) == 0) ||
                (!lb && la == strlen(b) && memcmp(a, b, la) == 0))
                return gs_error_set(err, GS_EINTERNAL,
                                    "column '%s' is also a group name in "
                                    "table '%s'", la ? b : a, t->name);
        }
    }
    return 0;
}

/* Choose table k's shown columns into s->sel[k]. */
static int select_columns(struct gs_stream *s, size_t k, bool is_main,
                          struct gs_error *err)
{
    const struct gs_table *t = s->r->tables[k];
    size_t *sel = malloc((t->n_cols ? t->n_cols : 1) * sizeof(*sel));
    size_t n = 0, j;

    if (!sel)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    s->sel[k] = sel;
    if (is_main && s->o.columns) {
        const char *p = s->o.columns;

        while (*p) {
            size_t len = strcspn(p, ",");

            if (len > 0) {
                for (j = 0; j < t->n_cols; j++)
                    if (strlen(t->cols[j].key) == len &&
                        memcmp(t->cols[j].key, p, len) == 0)
                        break;
                if (j == t->n_cols)
                    return unknown_column(t, p, len, err);
                {
                    size_t m;

                    for (m = 0; m < n && sel[m] != j; m++)
                        ;
                    if (m == n)     /* a key given twice shows once */
                        sel[n++] = j;
                }
            }
            p += len;
            if (*p == ',')
                p++;
        }
        if (n == 0)
            return gs_error_set(err, GS_EUSAGE,
                                "--columns needs at least one column key");
    } else {
        for (j = 0; j < t->n_cols; j++) {
            enum gs_col_audience a = t->cols[j].audience;

            if ((a == GS_COL_HUMAN && !s->w->human) ||
                (a == GS_COL_MACHINE && s->w->human))
                continue;
            if (a == GS_COL_DETAIL && s->w->human && !s->o.wide) {
                s->n_detail[k]++;
                continue;
            }
            sel[n++] = j;
        }
    }
    s->n_sel[k] = n;
    return check_groups(t, sel, n, err);
}

static bool table_is_written(const struct gs_stream *s, size_t k)
{
    if (s->o.table)
        return strcmp(s->r->tables[k]->name, s->o.table) == 0;
    return !s->w->one_table || k == 0;
}

int gs_stream_begin(struct gs_stream *s, const struct gs_report *r,
                    const char *format, const struct gs_write_opts *o,
                    FILE *out, struct gs_error *err)
{
    size_t k, main_k = 0;

    memset(s, 0, sizeof(*s));
    s->w = gs_writer_find(format);
    if (!s->w)
        return unknown_format(format, err);
    s->r = r;
    if (o)
        s->o = *o;
    if (!s->o.max_width)
        s->o.max_width = GS_TABLE_MAX_WIDTH;
    s->out = out;
    s->open = true;
    if (s->o.table) {
        for (k = 0; k < r->n_tables; k++)
            if (r->tables[k]->name &&
                strcmp(r->tables[k]->name, s->o.table) == 0)
                break;
        if (k == r->n_tables)
            return unknown_table(r, s->o.table, err);
        main_k = k;
    }
    for (k = 0; k < r->n_tables; k++) {
        if (select_columns(s, k, k == main_k, err) < 0)
            return -1;
        if (table_is_written(s, k))
            s->n_to_write++;
    }
    return s->w->ops->begin(s, err);
}

const size_t *gs_stream_sel(const struct gs_stream *s, size_t *n)
{
    size_t k = gs_stream_table_index(s);

    *n = s->n_sel[k];
    return s->sel[k];
}

size_t gs_stream_table_index(const struct gs_stream *s)
{
    assert(s->table_index > 0);
    return s->table_index - 1;
}

/* End the table being written, if any. */
static int close_table(struct gs_stream *s, struct gs_error *err)
{
    int rc = 0;

    if (s->t && s->t_written) {
        rc = s->w->ops->table_end(s, err);
        s->n_written++;
    }
    s->t = NULL;
    return rc;
}

/* Begin r->tables[s->table_index] and step past it. */
static int open_next(struct gs_stream *s, struct gs_error *err)
{
    size_t k = s->table_index++;

    s->t = s->r->tables[k];
    s->n_rows = 0;
    s->t_written = table_is_written(s, k);
    return s->t_written ? s->w->ops->table_begin(s, err) : 0;
}

int gs_stream_table(struct gs_stream *s, const struct gs_table *t,
                    struct gs_error *err)
{
    if (close_table(s, err) < 0)
        return -1;
    /* declared tables skipped over are written empty */
    while (s->table_index < s->r->n_tables &&
           s->r->tables[s->table_index] != t) {
        if (open_next(s, err) < 0 || close_table(s, err) < 0)
            return -1;
    }
    assert(s->table_index < s->r->n_tables);  /* t must be in r, in order */
    return open_next(s, err);
}

/* The stream's write error, if any. */
static int check_out(struct gs_stream *s, bool flush, struct gs_error *err)
{
    int failed = ferror(s->out), saved_errno = 0;

    if (flush) {
        errno = 0;
        if (fflush(s->out) != 0) {
            failed = 1;
            saved_errno = errno;
        }
    }
    if (failed)
        return gs_error_set(err, GS_EIO, "cannot write the report: %s",
                            saved_errno ? strerror(saved_errno)
                                        : "write error");
    return 0;
}

int gs_stream_row(struct gs_stream *s, const struct gs_cell *cells,
                  struct gs_error *err)
{
    assert(s->t);
    if (s->t->oom)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (gs_row_validate(s->t, cells, err) < 0)
        return -1;
    if (s->t->record && s->n_rows > 0)
        return gs_error_set(err, GS_EINTERNAL,
                            "record table '%s' has more than one row",
                            s->t->name);
    s->n_rows++;
    if (!s->t_written)
        return 0;
    if (s->w->ops->row(s, cells, err) < 0)
        return -1;
    return check_out(s, false, err);
}

int gs_stream_end(struct gs_stream *s, struct gs_error *err)
{
    int rc = 0;

    /* a failure here still releases the stream (tests/alloc_fail.sh: a
     * writer's row buffer failing at close_table() leaked the state) */
    if (close_table(s, err) < 0)
        rc = -1;
    while (rc == 0 && s->table_index < s->r->n_tables)
        if (open_next(s, err) < 0 || close_table(s, err) < 0)
            rc = -1;
    if (rc < 0) {
        gs_stream_abort(s);
        return -1;
    }
    rc = s->w->ops->end(s, err);
    /*
     * A full disk or closed pipe may show only now, or may have shown
     * earlier and left only the stream's error flag (git, jq: check both).
     */
    if (rc == 0)
        rc = check_out(s, true, err);
    gs_stream_abort(s);
    return rc;
}

void gs_stream_abort(struct gs_stream *s)
{
    size_t k;

    if (!s->open)
        return;
    if (s->w && s->w->ops->release)
        s->w->ops->release(s);
    for (k = 0; k < GS_REPORT_MAX_TABLES; k++) {
        free(s->sel[k]);
        s->sel[k] = NULL;
    }
    s->open = false;
}

int gs_report_write(const struct gs_report *r, const char *format,
                    const struct gs_write_opts *o, FILE *out,
                    struct gs_error *err)
{
    struct gs_stream s;
    size_t k, i;

    if (!gs_writer_find(format))
        return unknown_format(format, err);
    if (gs_report_validate(r, err) != 0)
        return -1;
    if (gs_stream_begin(&s, r, format, o, out, err) < 0)
        goto fail;
    for (k = 0; k < r->n_tables; k++) {
        const struct gs_table *t = r->tables[k];

        if (gs_stream_table(&s, t, err) < 0)
            goto fail;
        for (i = 0; i < t->n_rows; i++)
            if (gs_stream_row(&s, gs_table_cell(t, i, 0), err) < 0)
                goto fail;
    }
    return gs_stream_end(&s, err);
fail:
    gs_stream_abort(&s);
    return -1;
}

int gs_row_validate(const struct gs_table *t, const struct gs_cell *cells,
                    struct gs_error *err)
{
    size_t j;

    for (j = 0; j < t->n_cols; j++) {
        const struct gs_cell *c = &cells[j];

        if (c->type == GS_CELL_NUMBER && !isfinite(c->u.number))
            return gs_error_set(err, GS_EINTERNAL,
                                "non-finite number in column '%s'",
                                t->cols[j].key);
        if (c->type == GS_CELL_TEXT && !c->u.text)
            return gs_error_set(err, GS_EINTERNAL,
                                "null text in column '%s'", t->cols[j].key);
    }
    return 0;
}

static bool is_reserved(const char *name)
{
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(reserved_names); i++)
        if (strcmp(name, reserved_names[i]) == 0)
            return true;
    return false;
}

int gs_report_validate(const struct gs_report *r, struct gs_error *err)
{
    size_t k, m, i, j, row;

    for (k = 0; k < r->n_tables; k++) {
        const struct gs_table *t = r->tables[k];

        if (t->oom)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        if (!t->name)
            return gs_error_set(err, GS_EINTERNAL,
                                "table %zu of '%s' has no name", k + 1,
                                r->command ? r->command : "");
        if (is_reserved(t->name))
            return gs_error_set(err, GS_EINTERNAL,
                                "table name '%s' is reserved", t->name);
        for (m = 0; m < k; m++)
            if (r->tables[m]->name &&
                strcmp(r->tables[m]->name, t->name) == 0)
                return gs_error_set(err, GS_EINTERNAL,
                                    "duplicate table name '%s'", t->name);
        if (t->record && t->n_rows > 1)
            return gs_error_set(err, GS_EINTERNAL,
                                "record table '%s' has more than one row",
                                t->name);
        for (j = 0; j < t->n_cols; j++) {
            if (!t->cols[j].key)
                return gs_error_set(err, GS_EINTERNAL,
                                    "column %zu of table '%s' has no key",
                                    j + 1, t->name);
            if (t->record && is_reserved(t->cols[j].key))
                return gs_error_set(err, GS_EINTERNAL,
                                    "record key '%s' is reserved",
                                    t->cols[j].key);
            for (i = 0; i < j; i++)     /* first bytes first: n^2 / 2 */
                if (t->cols[i].key[0] == t->cols[j].key[0] &&
                    strcmp(t->cols[i].key, t->cols[j].key) == 0)
                    return gs_error_set(err, GS_EINTERNAL,
                                        "duplicate column key '%s' in "
                                        "table '%s'", t->cols[j].key,
                                        t->name);
        }
        for (row = 0; row < t->n_rows; row++)
            if (gs_row_validate(t, gs_table_cell(t, row, 0), err) < 0)
                return -1;
    }
    return 0;
}

/*
 * printf() writes the locale's decimal point.  gpusel never calls
 * setlocale(), but a program that links this library might: put '.'
 * back so that output never depends on the locale (STYLE.md 8).
 */
static void use_c_decimal_point(char *buf)
{
    const char *dp = localeconv()->decimal_point;
    size_t n;
    char *p;

    if (!dp || !dp[0] || strcmp(dp, ".") == 0)
        return;
    p = strstr(buf, dp);
    if (!p)
        return;
    n = strlen(dp);
    *p = '.';
    memmove(p + 1, p + n, strlen(p + n) + 1);
}

/*
 * "-0.00" -> "0.00": printf keeps the sign of -0.0 and of negatives that
 * round to zero (measured: "%.2f" of -0.001 is "-0.00").
 */
static void drop_negative_zero(char *buf)
{
    if (buf[0] == '-' && buf[1] != '\0' &&
        buf[strspn(buf + 1, "0.") + 1] == '\0')
        memmove(buf, buf + 1, strlen(buf));
}

/* snprintf(buf, size, "%" PRId64, x) without the format machinery (a
 * table's counts are most of its cells); the digits fit GS_HUMAN_BUF. */
static const char *format_int(int64_t x, char *buf, size_t size)
{
    char digits[24];
    size_t n = 0, i = 0;
    /* the magnitude as unsigned: -INT64_MIN does not fit int64_t */
    uint64_t u = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;

    do {
        digits[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (size < n + 2) {
        snprintf(buf, size, "%" PRId64, x);
        return buf;
    }
    if (x < 0)
        buf[i++] = '-';
    while (n)
        buf[i++] = digits[--n];
    buf[i] = '\0';
    return buf;
}

const char *gs_format_human(const struct gs_column *col,
                            const struct gs_cell *c, char *buf, size_t size)
{
    double scale;
    int decimals;

    switch (c->type) {
    case GS_CELL_TEXT:
        return c->u.text;
    case GS_CELL_INT:
        return format_int(c->u.i, buf, size);
    case GS_CELL_NUMBER:
        scale = col->human_scale != 0.0 ? col->human_scale : 1.0;
        decimals = col->decimals < 0 ? 0
                 : col->decimals > GS_HUMAN_MAX_DECIMALS
                     ? GS_HUMAN_MAX_DECIMALS : col->decimals;
        snprintf(buf, size, "%.*f", decimals, c->u.number / scale);
        use_c_decimal_point(buf);
        drop_negative_zero(buf);
        return buf;
    case GS_CELL_BOOL:
        return c->u.b ? "yes" : "no";
    case GS_CELL_NULL:
        break;
    }
    return "-";
}

const char *gs_format_exact(double x, char *buf, size_t size)
{
    static const int digits[] = { 15, 16, 17 };
    size_t i;

    if (x == 0.0)
        x = 0.0;                /* -0 is written as 0 */
    for (i = 0; i < GS_ARRAY_SIZE(digits); i++) {
        const char *end;

        snprintf(buf, size, "%.*g", digits[i], x);
        use_c_decimal_point(buf);
        if (gs_strtod(buf, &end) == x && *end == '\0')
            break;              /* 17 digits always round-trip */
    }
    return buf;
}

/*
 * Decode the UTF-8 sequence at s (not at its terminator).  Returns its
 * length in bytes (1-4) and sets *cp, or 0 when s does not start a valid,
 * shortest-form sequence of a Unicode scalar value.
 */
static size_t utf8_decode(const char *s, uint32_t *cp)
{
    const unsigned char *u = (const unsigned char *)s;
    uint32_t c, min;
    size_t n, i;

    if (u[0] < 0x80) {
        *cp = u[0];
        return 1;
    }
    if (u[0] >= 0xC2 && u[0] <= 0xDF) {
        n = 2;
        c = u[0] & 0x1Fu;
        min = 0x80;
    } else if (u[0] >= 0xE0 && u[0] <= 0xEF) {
        n = 3;
        c = u[0] & 0x0Fu;
        min = 0x800;
    } else if (u[0] >= 0xF0 && u[0] <= 0xF4) {
        n = 4;
        c = u[0] & 0x07u;
        min = 0x10000;
    } else {
        return 0;
    }
    for (i = 1; i < n; i++) {
        if ((u[i] & 0xC0) != 0x80)
            return 0;           /* also stops at the terminator */
        c = (c << 6) | (u[i] & 0x3Fu);
    }
    if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
        return 0;               /* overlong, too big, or a surrogate */
    *cp = c;
    return n;
}

size_t gs_next_char(const char *s, uint32_t *cp, char *esc, size_t *n_esc)
{
    unsigned char c = (unsigned char)*s;
    size_t n;
    bool is_utf8;
    int len = 0;

    if (c >= 0x20 && c < 0x7F) {    /* printable ASCII: most of a report */
        *cp = c;
        *n_esc = 0;
        return 1;
    }
    n = utf8_decode(s, cp);
    is_utf8 = n > 0;

    if (!is_utf8) {
        *cp = (unsigned char)*s;
        n = 1;
    }
    if (!is_utf8 || *cp < 0x20 || *cp == 0x7F)
        len = snprintf(esc, GS_ESCAPE_BUF, "\\x%02x", (unsigned)*cp);
    else if (*cp >= 0x80 && *cp <= 0x9F)
        len = snprintf(esc, GS_ESCAPE_BUF, "\\u%04x", (unsigned)*cp);
    *n_esc = len > 0 ? (size_t)len : 0;
    return n;
}

void gs_line_put(struct gs_line *l, const char *s, size_t n)
{
    static const char spaces[] = "                                ";
    size_t end = n;

    /* trailing spaces wait for what follows them (none end a line); the
     * rest goes in one call, not a putc a byte */
    while (end > 0 && s[end - 1] == ' ')
        end--;
    if (end > 0) {
        while (l->pending_spaces > 0) {
            size_t k = l->pending_spaces < sizeof(spaces) - 1
                           ? l->pending_spaces : sizeof(spaces) - 1;

            fwrite(spaces, 1, k, l->out);
            l->pending_spaces -= k;
        }
        fwrite(s, 1, end, l->out);
    }
    l->pending_spaces += n - end;
}

void gs_line_puts(struct gs_line *l, const char *s)
{
    gs_line_put(l, s, strlen(s));
}

void gs_line_spaces(struct gs_line *l, size_t n)
{
    l->pending_spaces += n;
}

void gs_line_end(struct gs_line *l)
{
    l->pending_spaces = 0;
    putc('\n', l->out);
}

bool gs_column_is_numeric(const struct gs_column *col)
{
    return col->type == GS_CELL_INT || col->type == GS_CELL_NUMBER;
}

const char *gs_column_title(const struct gs_column *col)
{
    return col->title ? col->title : col->key;
}

bool gs_stream_shows_title(const struct gs_stream *s,
                           const struct gs_table *t)
{
    return s->n_to_write > 1 && t->title != NULL;
}

void gs_hidden_note(const struct gs_stream *s, size_t n_detail,
                    const char *hidden, char *buf, size_t size)
{
    const char *table = s->t->name;
    bool several = s->n_to_write > 1;
    int n = 0;

    buf[0] = '\0';
    if (hidden && hidden[0])
        n = snprintf(buf, size, "%s%s%shidden to fit %zu columns: %s",
                     several ? "table '" : "", several ? table : "",
                     several ? "': " : "", s->o.max_width, hidden);
    if (n < 0 || (size_t)n >= size)
        return;
    if (n_detail > 0)
        n += snprintf(buf + n, size - (size_t)n, "%s%s%s%s%zu more "
                      "column%s in csv and json", n ? "; " : "",
                      several && !n ? "table '" : "",
                      several && !n ? table : "",
                      several && !n ? "': " : "", n_detail,
                      n_detail == 1 ? "" : "s");
    if (n > 0 && (size_t)n < size)
        snprintf(buf + n, size - (size_t)n,
                 " (--wide shows every column, --columns KEY,... picks)");
}

const char *gs_format_integer(double x, char *buf, size_t size)
{
    double v = round(x);

    if (!(fabs(v) < GS_INTEGER_EXACT_LIMIT))
        return gs_format_exact(x, buf, size);  /* would not fit buf */
    if (v == 0.0)
        v = 0.0;                /* -0 is written as 0 */
    snprintf(buf, size, "%.0f", v);
    return buf;
}
