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

#include "gpusel/report.h"
#include "report_impl.h"
#include "gpusel/banned.h"

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
    { "table", "aligned columns for people (the default)", true,
      gs_write_table },
    { "csv", "RFC 4180 CSV: column keys, then full-precision values", false,
      gs_write_csv },
    { "json", "one JSON object: schema_version, command, tables, notes",
      false, gs_write_json },
    { "markdown", "GitHub pipe tables, rounded like 'table'", true,
      gs_write_markdown },
    { NULL, NULL, false, NULL },
};

/* Same names, same order as gs_writers[]; tests/unit/test_report.c checks. */
const char *const gs_writer_names[] = {
    "table", "csv", "json", "markdown", NULL,
};

/* Top-level JSON members a table name must not take. */
static const char *const reserved_names[] = {
    "schema_version", "command", "notes",
};

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
        if (!cells)
            return NULL;
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
static char *pool_alloc(struct gs_table *t, size_t n)
{
    struct gs_strpool *p;

    if (n > SIZE_MAX - sizeof(*p) - 1)
        return NULL;
    p = malloc(sizeof(*p) + n + 1);
    if (!p)
        return NULL;
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
    va_list ap;
    int n;
    char *copy;

    va_start(ap, fmt);
    n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return NULL;
    copy = pool_alloc(t, (size_t)n);
    if (!copy)
        return NULL;
    va_start(ap, fmt);
    vsnprintf(copy, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return copy;
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

    while (p) {
        struct gs_strpool *next = p->next;

        free(p);
        p = next;
    }
    free(t->cells);
    gs_table_init(t, t->name, t->cols, t->n_cols);
    t->title = title;
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

int gs_report_write(const struct gs_report *r, const char *format,
                    const struct gs_write_opts *o, FILE *out,
                    struct gs_error *err)
{
    static const struct gs_write_opts default_opts;
    const struct gs_writer *w = gs_writer_find(format);
    int failed, saved_errno = 0;

    if (!w) {
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
    if (w->write(r, o ? o : &default_opts, out, err) != 0)
        return -1;
    /*
     * A full disk or closed pipe may show only now, or may have shown
     * earlier and left only the stream's error flag (git, jq: check both).
     */
    failed = ferror(out);
    errno = 0;
    if (fflush(out) != 0) {
        failed = 1;
        saved_errno = errno;
    }
    if (failed)
        return gs_error_set(err, GS_EIO, "cannot write the report: %s",
                            saved_errno ? strerror(saved_errno)
                                        : "write error");
    return 0;
}

int gs_report_validate(const struct gs_report *r, struct gs_error *err)
{
    size_t k, m, i, j, row;

    for (k = 0; k < r->n_tables; k++) {
        const struct gs_table *t = r->tables[k];

        if (!t->name)
            return gs_error_set(err, GS_EINTERNAL,
                                "table %zu of '%s' has no name", k + 1,
                                r->command ? r->command : "");
        for (i = 0; i < GS_ARRAY_SIZE(reserved_names); i++)
            if (strcmp(t->name, reserved_names[i]) == 0)
                return gs_error_set(err, GS_EINTERNAL,
                                    "table name '%s' is reserved", t->name);
        for (m = 0; m < k; m++)
            if (r->tables[m]->name &&
                strcmp(r->tables[m]->name, t->name) == 0)
                return gs_error_set(err, GS_EINTERNAL,
                                    "duplicate table name '%s'", t->name);
        for (j = 0; j < t->n_cols; j++) {
            if (!t->cols[j].key)
                return gs_error_set(err, GS_EINTERNAL,
                                    "column %zu of table '%s' has no key",
                                    j + 1, t->name);
            for (i = 0; i < j; i++)
                if (strcmp(t->cols[i].key, t->cols[j].key) == 0)
                    return gs_error_set(err, GS_EINTERNAL,
                                        "duplicate column key '%s' in "
                                        "table '%s'", t->cols[j].key,
                                        t->name);
        }
        for (row = 0; row < t->n_rows; row++) {
            for (j = 0; j < t->n_cols; j++) {
                const struct gs_cell *c = gs_table_cell(t, row, j);

                if (c->type == GS_CELL_NUMBER && !isfinite(c->u.number))
                    return gs_error_set(err, GS_EINTERNAL,
                                        "non-finite number in column '%s'",
                                        t->cols[j].key);
                if (c->type == GS_CELL_TEXT && !c->u.text)
                    return gs_error_set(err, GS_EINTERNAL,
                                        "null text in column '%s'",
                                        t->cols[j].key);
            }
        }
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

const char *gs_format_human(const struct gs_column *col,
                            const struct gs_cell *c, char *buf, size_t size)
{
    double scale;
    int decimals;

    switch (c->type) {
    case GS_CELL_TEXT:
        return c->u.text;
    case GS_CELL_INT:
        snprintf(buf, size, "%" PRId64, c->u.i);
        return buf;
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
        snprintf(buf, size, "%.*g", digits[i], x);
        if (strtod(buf, NULL) == x)
            break;              /* 17 digits always round-trip */
    }
    use_c_decimal_point(buf);
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
    size_t n = utf8_decode(s, cp);
    bool is_utf8 = n > 0;
    int len = 0;

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
    size_t i;

    for (i = 0; i < n; i++) {
        if (s[i] == ' ') {
            l->pending_spaces++;
            continue;
        }
        for (; l->pending_spaces > 0; l->pending_spaces--)
            putc(' ', l->out);
        putc(s[i], l->out);
    }
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

bool gs_report_shows_title(const struct gs_report *r,
                           const struct gs_table *t)
{
    return r->n_tables > 1 && t->title != NULL;
}
