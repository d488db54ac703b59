/*
 * A saved gpusel JSON report (schema_version 2) -> struct gs_saved_report.
 * A scan of the raw text first (size, nesting, value count, "\u0000",
 * integers past 2^53, and each value's offset for messages), then cJSON
 * for the tree, then the schema of docs/output.md.  Nothing here prints;
 * docs/commands/diff.md lists what is refused.
 */
#include <assert.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "arena.h"
#include "error.h"
#include "file.h"
#include "report.h"
#include "report_load.h"
#include "units.h"
#include "banned.h"

/* 2^53: above it a double no longer holds every integer. */
#define MAX_EXACT_INT 9007199254740992.0

/* First capacity of the scan's offset arrays; doubled as needed. */
#define SCAN_FIRST_CAP 256u

/* Room for a number in its shortest exact form ("%.17g"). */
#define NUMBER_BUF 32

/* No offset (a value with no key before it). */
#define NO_OFFSET ((size_t)-1)

/* The raw text, and where each value (in document order) starts. */
struct scan {
    const char *path;
    const char *text;       /* NUL-terminated */
    size_t len;
    size_t *value_off;      /* offset of value i's first byte */
    size_t *key_off;        /* offset of the key before value i, or
                             * NO_OFFSET */
    size_t n_values, cap;
    struct gs_error *err;
};

/*
 * 1-based line and column of byte `off`; columns count UTF-8 characters,
 * as libyaml's marks and the other loaders do.
 */
static void position_of(const char *text, size_t off, unsigned *line,
                        unsigned *col)
{
    size_t i;

    *line = 1;
    *col = 1;
    for (i = 0; i < off && text[i]; i++) {
        if (text[i] == '\n') {
            (*line)++;
            *col = 1;
        } else if (((unsigned char)text[i] & 0xC0) != 0x80) {
            (*col)++;
        }
    }
}

static int fail_at(const struct scan *s, enum gs_errc code, size_t off,
                   const char *fmt, ...) GS_PRINTF(4, 5);

/* An error at byte `off` (NO_OFFSET: no position). */
static int fail_at(const struct scan *s, enum gs_errc code, size_t off,
                   const char *fmt, ...)
{
    char msg[sizeof(s->err->msg)];
    unsigned line = 0, col = 0;
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    if (off != NO_OFFSET)
        position_of(s->text, off, &line, &col);
    return gs_error_set_at(s->err, code, s->path, line, col, "%s", msg);
}

static int push_value(struct scan *s, size_t off, size_t *pending_key)
{
    if (s->n_values == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : SCAN_FIRST_CAP;
        size_t *v = realloc(s->value_off, cap * sizeof(*v)), *k;

        if (!v)
            return gs_error_set(s->err, GS_ENOMEM, "out of memory");
        s->value_off = v;
        k = realloc(s->key_off, cap * sizeof(*k));
        if (!k)
            return gs_error_set(s->err, GS_ENOMEM, "out of memory");
        s->key_off = k;
        s->cap = cap;
    }
    if (s->n_values >= GS_SAVED_REPORT_MAX_VALUES)
        return fail_at(s, GS_ESCHEMA, off, "more than %zu JSON values (not "
                       "a gpusel report?)", GS_SAVED_REPORT_MAX_VALUES);
    s->value_off[s->n_values] = off;
    s->key_off[s->n_values] = *pending_key;
    s->n_values++;
    *pending_key = NO_OFFSET;
    return 0;
}

static bool is_hex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
           (c >= 'A' && c <= 'F');
}

/*
 * The string starting at text[*i] ('"'): refuse "\u0000" in it; leave *i
 * after the closing quote (or at the end: cJSON reports the syntax).
 */
static int scan_string(struct scan *s, size_t *i, bool is_key)
{
    size_t j = *i + 1;
    const char *t = s->text;

    while (j < s->len && t[j] != '"') {
        if (t[j] != '\\') {
            j++;
            continue;
        }
        if (j + 5 < s->len && t[j + 1] == 'u' && t[j + 2] == '0' &&
            t[j + 3] == '0' && t[j + 4] == '0' && t[j + 5] == '0')
            return fail_at(s, GS_ESCHEMA, j, "%s holds \\u0000, which "
                           "would cut it short", is_key ? "a key"
                                                        : "a string");
        if (j + 1 < s->len && t[j + 1] == 'u') {
            size_t k;

            for (k = j + 2; k < j + 6 && k < s->len && is_hex(t[k]); k++)
                ;
            j = k;
            continue;
        }
        j += 2;
    }
    *i = j < s->len ? j + 1 : s->len;
    return 0;
}

/*
 * Is the integer literal s[0 .. n) (digits, an optional '-') past 2^53
 * in magnitude?  Compared as text: as a double 2^53 + 1 reads as 2^53.
 */
static bool past_exact(const char *s, size_t n)
{
    static const char limit[] = "9007199254740992";   /* 2^53 */
    const size_t n_limit = sizeof(limit) - 1;

    if (*s == '-') {
        s++;
        n--;
    }
    while (n > 1 && *s == '0') {
        s++;
        n--;
    }
    if (n != n_limit)
        return n > n_limit;
    return memcmp(s, limit, n_limit) > 0;
}

/* A scalar other than a string (number, true, false, null) at text[*i]. */
static int scan_scalar(struct scan *s, size_t *i)
{
    size_t start = *i, j = start;
    bool integer = true;
    const char *t = s->text;

    while (j < s->len && !strchr(",:]}[{\" \t\r\n", t[j])) {
        if (!(t[j] == '-' || (t[j] >= '0' && t[j] <= '9')))
            integer = false;
        j++;
    }
    *i = j;
    if (integer && j > start && (t[start] != '-' || j > start + 1) &&
        past_exact(t + start, j - start))
        return fail_at(s, GS_ESCHEMA, start, "integer %.*s is past 2^53: a "
                       "JSON reader keeps it as a double and rounds it",
                       (int)(j - start > 40 ? 40 : j - start), t + start);
    return 0;
}

/*
 * The scan: every value's offset (and its key's), the nesting depth, and
 * the checks cJSON does not make.  Structure errors are left to cJSON.
 */
static int scan_text(struct scan *s)
{
    char stack[GS_SAVED_REPORT_MAX_DEPTH];
    bool expect_key = false;
    size_t depth = 0, i = 0, pending_key = NO_OFFSET;
    const char *t = s->text;

    while (i < s->len) {
        char c = t[i];

        switch (c) {
        case ' ': case '\t': case '\r': case '\n':
            i++;
            break;
        case ':':
            expect_key = false;
            i++;
            break;
        case ',':
            expect_key = depth > 0 && stack[depth - 1] == '{';
            i++;
            break;
        case '{': case '[':
            if (push_value(s, i, &pending_key) < 0)
                return -1;
            if (depth == GS_SAVED_REPORT_MAX_DEPTH)
                return fail_at(s, GS_ESCHEMA, i, "nested deeper than %d "
                               "levels (a gpusel report has at most 4)",
                               GS_SAVED_REPORT_MAX_DEPTH);
            stack[depth++] = c;
            expect_key = c == '{';
            i++;
            break;
        case '}': case ']':
            if (depth > 0)
                depth--;
            expect_key = false;
            i++;
            break;
        case '"':
            if (expect_key) {
                pending_key = i;
                if (scan_string(s, &i, true) < 0)
                    return -1;
                expect_key = false;
            } else {
                if (push_value(s, i, &pending_key) < 0 ||
                    scan_string(s, &i, false) < 0)
                    return -1;
            }
            break;
        default:
            if (push_value(s, i, &pending_key) < 0 || scan_scalar(s, &i) < 0)
                return -1;
            break;
        }
    }
    return 0;
}

/* --- positions of tree nodes: document order = the scan's order ------- */

/* Index of `target` in a depth-first walk from `node`; -1 if absent. */
static long node_index(const cJSON *node, const cJSON *target, long *next)
{
    const cJSON *c;
    long mine = (*next)++;

    if (node == target)
        return mine;
    for (c = node->child; c; c = c->next) {
        long got = node_index(c, target, next);

        if (got >= 0)
            return got;
    }
    return -1;
}

struct load {
    struct scan scan;
    const cJSON *root;
    struct gs_saved_report *r;
    struct gs_arena *a;
    struct gs_error *err;
};

/* Offset of node's value (or, with `key`, of its key); NO_OFFSET when the
 * scan and the tree disagree (they do not, for text cJSON accepted). */
static size_t offset_of(const struct load *l, const cJSON *node, bool key)
{
    long next = 0, i = node_index(l->root, node, &next);

    if (i < 0 || (size_t)i >= l->scan.n_values)
        return NO_OFFSET;
    return key ? l->scan.key_off[i] : l->scan.value_off[i];
}

static int fail_node(const struct load *l, const cJSON *node,
                     const char *fmt, ...) GS_PRINTF(3, 4);

/* A schema error at node's value (NULL node: no position). */
static int fail_node(const struct load *l, const cJSON *node,
                     const char *fmt, ...)
{
    char msg[sizeof(l->err->msg)];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    return fail_at(&l->scan, GS_ESCHEMA,
                   node ? offset_of(l, node, false) : NO_OFFSET, "%s", msg);
}

static int oom(const struct load *l)
{
    return gs_error_set(l->err, GS_ENOMEM, "out of memory");
}

/* --- duplicate keys --------------------------------------------------- */

struct member_at {
    const cJSON *node;
    size_t order;
};

static int member_cmp(const void *x, const void *y)
{
    const struct member_at *a = x, *b = y;
    int c = strcmp(a->node->string, b->node->string);

    if (c)
        return c;
    return a->order < b->order ? -1 : a->order > b->order;
}

/*
 * Refuse a key given twice in any object: sorted, O(n log n) per object.
 * The error points at the second occurrence's key.
 */
static int reject_duplicates(const struct load *l, const cJSON *node)
{
    const cJSON *c;
    size_t n = 0, i;

    for (c = node->child; c; c = c->next) {
        n++;
        if (reject_duplicates(l, c) < 0)
            return -1;
    }
    if (!cJSON_IsObject(node) || n < 2)
        return 0;
    {
        struct member_at *m = malloc(n * sizeof(*m));
        const cJSON *dup = NULL;
        size_t best = SIZE_MAX;

        if (!m)
            return oom(l);
        for (c = node->child, i = 0; c; c = c->next, i++)
            m[i] = (struct member_at){ c, i };
        qsort(m, n, sizeof(*m), member_cmp);
        /* the repeat that comes first in the text */
        for (i = 1; i < n; i++)
            if (strcmp(m[i - 1].node->string, m[i].node->string) == 0 &&
                m[i].order < best) {
                best = m[i].order;
                dup = m[i].node;
            }
        free(m);
        if (dup) {
            char name[96];

            gs_escape_controls(name, sizeof(name), dup->string);
            return fail_at(&l->scan, GS_ESCHEMA, offset_of(l, dup, true),
                           "duplicate key '%s' (JSON readers disagree on "
                           "which one wins)", name);
        }
    }
    return 0;
}

/* --- values ----------------------------------------------------------- */

static const char *json_type_name(const cJSON *v)
{
    if (cJSON_IsString(v))
        return "a string";
    if (cJSON_IsNumber(v))
        return "a number";
    if (cJSON_IsBool(v))
        return "a boolean";
    if (cJSON_IsNull(v))
        return "null";
    if (cJSON_IsArray(v))
        return "an array";
    return "an object";
}

/* x in its shortest form that reads back exactly; -0 as 0. */
static void format_number(double x, char *buf, size_t size)
{
    const char *end;
    int digits;

    if (x == 0.0)
        x = 0.0;
    for (digits = 15; digits <= 17; digits++) {
        snprintf(buf, size, "%.*g", digits, x);
        if (gs_strtod(buf, &end) == x && end != buf)
            return;
    }
}

/* A member of an object, case-sensitive. */
static const cJSON *member(const cJSON *o, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(o, key);
}

static const char *copy(const struct load *l, const char *s)
{
    return gs_arena_strdup(l->a, s);
}

/* A scalar's text for inputs; NULL with *is_scalar false otherwise. */
static const char *scalar_text(const cJSON *v, char *buf, size_t size,
                               bool *is_scalar)
{
    *is_scalar = true;
    if (cJSON_IsString(v))
        return v->valuestring;
    if (cJSON_IsNumber(v)) {
        format_number(v->valuedouble, buf, size);
        return buf;
    }
    if (cJSON_IsBool(v))
        return cJSON_IsTrue(v) ? "true" : "false";
    *is_scalar = cJSON_IsNull(v);
    return NULL;
}

/* "a, b, c" for an array of non-null scalars; NULL when it is not one. */
static const char *join_scalars(const struct load *l, const cJSON *arr,
                                bool *ok)
{
    const cJSON *c;
    size_t n = 1;
    char num[NUMBER_BUF], *out;

    *ok = true;
    for (c = arr->child; c; c = c->next) {
        bool scalar;
        const char *t = scalar_text(c, num, sizeof(num), &scalar);

        if (!t) {
            *ok = false;
            return NULL;
        }
        n += strlen(t) + 2;
    }
    out = gs_arena_alloc(l->a, n);
    if (!out)
        return NULL;
    for (c = arr->child; c; c = c->next) {
        bool scalar;
        const char *t = scalar_text(c, num, sizeof(num), &scalar);
        size_t used = strlen(out);

        snprintf(out + used, n - used, "%s%s", c == arr->child ? "" : ", ",
                 t);
    }
    return out;
}

static int add_input(const struct load *l, size_t *cap, const char *key,
                     const char *text)
{
    struct gs_saved_report *r = l->r;

    if (r->n_inputs == *cap) {
        size_t n = *cap ? 2 * *cap : 16;
        struct gs_saved_input *grown = gs_arena_calloc(l->a, n,
                                                       sizeof(*grown));

        if (!grown)
            return oom(l);
        if (r->n_inputs)
            memcpy(grown, r->inputs, r->n_inputs * sizeof(*grown));
        r->inputs = grown;
        *cap = n;
    }
    r->inputs[r->n_inputs].key = copy(l, key);
    r->inputs[r->n_inputs].text = text ? copy(l, text) : NULL;
    if (!r->inputs[r->n_inputs].key ||
        (text && !r->inputs[r->n_inputs].text))
        return oom(l);
    r->n_inputs++;
    return 0;
}

/* catalog_files: one input per file; any other shape as plain JSON. */
static int read_catalog_files(const struct load *l, size_t *cap,
                              const cJSON *v, bool *done)
{
    const cJSON *f;

    *done = false;
    if (!cJSON_IsArray(v))
        return 0;
    for (f = v->child; f; f = f->next) {
        const cJSON *name = member(f, "name"), *bytes = member(f, "bytes"),
                    *hash = member(f, "fnv1a64");

        if (!cJSON_IsObject(f) || !cJSON_IsString(name) ||
            !cJSON_IsNumber(bytes) || !cJSON_IsString(hash))
            return 0;
    }
    for (f = v->child; f; f = f->next) {
        char key[320], text[96], num[NUMBER_BUF];

        format_number(member(f, "bytes")->valuedouble, num, sizeof(num));
        snprintf(key, sizeof(key), "catalog_files[%s]",
                 member(f, "name")->valuestring);
        snprintf(text, sizeof(text), "%s bytes, fnv1a64 %.40s", num,
                 member(f, "fnv1a64")->valuestring);
        if (add_input(l, cap, key, text) < 0)
            return -1;
    }
    *done = true;
    return 0;
}

static int read_inputs(const struct load *l, const cJSON *inputs)
{
    const cJSON *v;
    size_t cap = 0;

    if (!cJSON_IsObject(inputs))
        return fail_node(l, inputs, "'inputs' is %s, not an object",
                         json_type_name(inputs));
    for (v = inputs->child; v; v = v->next) {
        char num[NUMBER_BUF];
        bool scalar, done = false;
        const char *text = scalar_text(v, num, sizeof(num), &scalar);
        char *json = NULL;
        int rc;

        if (strcmp(v->string, "catalog_files") == 0 &&
            read_catalog_files(l, &cap, v, &done) < 0)
            return -1;
        if (done)
            continue;
        if (!scalar && cJSON_IsArray(v)) {
            bool ok;

            text = join_scalars(l, v, &ok);
            if (ok && !text)
                return oom(l);
            scalar = ok;
        }
        if (!scalar) {
            json = cJSON_PrintUnformatted(v);
            if (!json)
                return oom(l);
            text = json;
        }
        rc = add_input(l, &cap, v->string, text);
        cJSON_free(json);
        if (rc < 0)
            return -1;
    }
    return 0;
}

/* --- columns and tables ----------------------------------------------- */

static const struct {
    const char *name;
    enum gs_col_kind kind;
    enum gs_cell_type type;
} kinds[] = {
    { "key", GS_COL_KEY, GS_CELL_TEXT },
    { "text", GS_COL_TEXT, GS_CELL_TEXT },
    { "number", GS_COL_NUMBER, GS_CELL_NUMBER },
    { "integer", GS_COL_INTEGER, GS_CELL_INT },
    { "bool", GS_COL_BOOL, GS_CELL_BOOL },
    { "list", GS_COL_LIST, GS_CELL_TEXT },
};

static bool is_reserved(const char *name)
{
    static const char *const reserved[] = {
        "schema_version", "gpusel_version", "command", "inputs",
        "columns", "notes",
    };
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(reserved); i++)
        if (strcmp(name, reserved[i]) == 0)
            return true;
    return false;
}

/* One column's metadata {label, kind, unit}. */
static int read_column(const struct load *l, const char *table,
                       const cJSON *meta, struct gs_column *col)
{
    const cJSON *label = member(meta, "label"), *kind = member(meta, "kind"),
                *unit = member(meta, "unit");
    size_t i;

    if (!cJSON_IsObject(meta))
        return fail_node(l, meta, "column '%s' of table '%s' is %s, not an "
                         "object", meta->string, table,
                         json_type_name(meta));
    if (!cJSON_IsString(label) || !cJSON_IsString(kind) || !unit ||
        !(cJSON_IsString(unit) || cJSON_IsNull(unit)))
        return fail_node(l, meta, "column '%s' of table '%s' needs "
                         "'label' (a string), 'kind' (a string) and 'unit' "
                         "(a string or null)", meta->string, table);
    for (i = 0; i < GS_ARRAY_SIZE(kinds); i++)
        if (strcmp(kinds[i].name, kind->valuestring) == 0)
            break;
    if (i == GS_ARRAY_SIZE(kinds))
        return fail_node(l, kind, "column '%s' of table '%s' has kind "
                         "'%.40s'; the kinds are key, text, number, "
                         "integer, bool and list", meta->string, table,
                         kind->valuestring);
    for (meta = meta->child; meta; meta = meta->next)
        if (strcmp(meta->string, "label") && strcmp(meta->string, "kind") &&
            strcmp(meta->string, "unit"))
            return fail_node(l, meta, "unknown member '%.40s' in column "
                             "metadata", meta->string);
    *col = (struct gs_column){
        .key = NULL, .title = copy(l, label->valuestring),
        .type = kinds[i].type, .kind = kinds[i].kind,
        .unit = cJSON_IsString(unit) ? copy(l, unit->valuestring) : NULL,
    };
    if (!col->title || (cJSON_IsString(unit) && !col->unit))
        return oom(l);
    return 0;
}

/* A cell from JSON value v for column col (v may be NULL: an error). */
static int read_cell(const struct load *l, const struct gs_saved_table *t,
                     size_t row, const struct gs_column *col, const cJSON *v,
                     const cJSON *row_node, struct gs_cell *out)
{
    const char *want = NULL;

    if (!v)
        return fail_node(l, row_node, "row %zu of table '%s' has no '%s' "
                         "(its columns list it)", row + 1, t->name,
                         col->key);
    if (cJSON_IsNull(v)) {
        *out = gs_cell_null();
        return 0;
    }
    switch (col->kind) {
    case GS_COL_KEY:
    case GS_COL_TEXT:
        if (!cJSON_IsString(v)) {
            want = "a string";
            break;
        }
        *out = gs_cell_text(copy(l, v->valuestring));
        return out->u.text ? 0 : oom(l);
    case GS_COL_LIST: {
        const cJSON *c;
        size_t n = 1;
        char *text;

        if (!cJSON_IsArray(v)) {
            want = "an array of strings";
            break;
        }
        for (c = v->child; c; c = c->next) {
            if (!cJSON_IsString(c))
                return fail_node(l, c, "'%s' in row %zu of table '%s' "
                                 "holds %s; a list holds strings",
                                 col->key, row + 1, t->name,
                                 json_type_name(c));
            n += strlen(c->valuestring) + 1;
        }
        if (!(text = gs_arena_alloc(l->a, n)))
            return oom(l);
        for (c = v->child; c; c = c->next) {
            size_t used = strlen(text);

            snprintf(text + used, n - used, "%s%s",
                     c == v->child ? "" : "\n", c->valuestring);
        }
        *out = gs_cell_text(text);
        return 0;
    }
    case GS_COL_NUMBER:
        if (!cJSON_IsNumber(v)) {
            want = "a number";
            break;
        }
        /* 1e309 reads as infinity, and 1e308 - -1e308 overflows to it:
         * refused here (data, exit 3), not by the writer (exit 5) */
        if (!(fabs(v->valuedouble) <= GS_SAVED_REPORT_MAX_MAGNITUDE))
            return fail_node(l, v, "'%s' in row %zu of table '%s' is %g, "
                             "beyond any number gpusel writes (magnitude "
                             "%g at most)", col->key, row + 1, t->name,
                             v->valuedouble, GS_SAVED_REPORT_MAX_MAGNITUDE);
        *out = gs_cell_number(v->valuedouble);
        return 0;
    case GS_COL_INTEGER:
        if (!cJSON_IsNumber(v)) {
            want = "an integer";
            break;
        }
        if (v->valuedouble != floor(v->valuedouble) ||
            fabs(v->valuedouble) > MAX_EXACT_INT)
            return fail_node(l, v, "'%s' in row %zu of table '%s' is not a "
                             "whole number within 2^53, but its column is "
                             "an integer", col->key, row + 1, t->name);
        *out = gs_cell_int((int64_t)v->valuedouble);
        return 0;
    case GS_COL_BOOL:
        if (!cJSON_IsBool(v)) {
            want = "a boolean";
            break;
        }
        *out = gs_cell_bool(cJSON_IsTrue(v));
        return 0;
    default:
        break;
    }
    return fail_node(l, v, "'%s' in row %zu of table '%s' is %s, but its "
                     "column holds %s", col->key, row + 1, t->name,
                     json_type_name(v), want ? want : "nothing");
}

/* The value of column `key` in object o: "g.x" is member x of object g. */
static const cJSON *column_value(const cJSON *o, const char *key)
{
    const char *dot = strchr(key, '.');
    const cJSON *c;

    if (!dot)
        return member(o, key);
    for (c = o->child; c; c = c->next)
        if (strlen(c->string) == (size_t)(dot - key) &&
            memcmp(c->string, key, (size_t)(dot - key)) == 0)
            return cJSON_IsObject(c) ? member(c, dot + 1) : NULL;
    return NULL;
}

/* Does table t have a column named by member m (of group g, or none)? */
static bool names_column(const struct gs_saved_table *t, const char *g,
                         const char *m)
{
    size_t j, glen = g ? strlen(g) : 0;

    for (j = 0; j < t->n_cols; j++) {
        const char *k = t->cols[j].key;

        if (!g && strcmp(k, m) == 0)
            return true;
        if (g && strncmp(k, g, glen) == 0 && k[glen] == '.' &&
            strcmp(k + glen + 1, m) == 0)
            return true;
    }
    return false;
}

/*
 * The first member of o (or of a group object in it) that no column of
 * the tables t[0 .. n) names; NULL if none.  `top` skips the reserved
 * members and the tables' own arrays.
 */
static const cJSON *unknown_member(const struct load *l,
                                   const struct gs_saved_table *t, size_t n,
                                   const cJSON *o, bool top)
{
    const cJSON *c, *s;
    size_t k;

    for (c = o->child; c; c = c->next) {
        bool named = false;

        if (top && (is_reserved(c->string) ||
                    gs_saved_report_table(l->r, c->string)))
            continue;
        for (k = 0; k < n && !named; k++)
            named = (!top || t[k].record) &&
                    names_column(&t[k], NULL, c->string);
        if (named)
            continue;
        if (!cJSON_IsObject(c))
            return c;
        for (s = c->child; s; s = s->next) {
            for (k = 0, named = false; k < n && !named; k++)
                named = (!top || t[k].record) &&
                        names_column(&t[k], c->string, s->string);
            if (!named)
                return c->child ? s : c;
        }
        if (!c->child)
            return c;
    }
    return NULL;
}

/* Refuse a member of row `row` of t that its columns do not name. */
static int reject_unknown(const struct load *l,
                          const struct gs_saved_table *t, const cJSON *o,
                          size_t row)
{
    const cJSON *c = unknown_member(l, t, 1, o, false);
    char name[96];

    if (!c)
        return 0;
    gs_escape_controls(name, sizeof(name), c->string);
    return fail_at(&l->scan, GS_ESCHEMA, offset_of(l, c, true),
                   "unknown member '%s' in row %zu of table '%s': its "
                   "columns do not name it", name, row + 1, t->name);
}

static int read_rows(const struct load *l, struct gs_saved_table *t,
                     const cJSON *rows)
{
    const cJSON *row;
    size_t n = 0, i, j;

    for (row = rows->child; row; row = row->next)
        n++;
    t->n_rows = n;
    if (n && t->n_cols) {
        t->cells = gs_arena_calloc(l->a, n * t->n_cols, sizeof(*t->cells));
        if (!t->cells || n > SIZE_MAX / t->n_cols)
            return oom(l);
    }
    for (row = rows->child, i = 0; row; row = row->next, i++) {
        if (!cJSON_IsObject(row))
            return fail_node(l, row, "row %zu of table '%s' is %s, not an "
                             "object", i + 1, t->name, json_type_name(row));
        for (j = 0; j < t->n_cols; j++)
            if (read_cell(l, t, i, &t->cols[j],
                          column_value(row, t->cols[j].key), row,
                          &t->cells[i * t->n_cols + j]) < 0)
                return -1;
        if (reject_unknown(l, t, row, i) < 0)
            return -1;
    }
    return 0;
}

/* Table `meta` of "columns": its columns, then its rows or record. */
static int read_table(const struct load *l, const cJSON *meta)
{
    struct gs_saved_report *r = l->r;
    struct gs_saved_table *t;
    const cJSON *c, *rows;
    size_t n = 0, j;
    char name[96];

    gs_escape_controls(name, sizeof(name), meta->string);
    if (!cJSON_IsObject(meta))
        return fail_node(l, meta, "table '%s' in 'columns' is %s, not an "
                         "object", name, json_type_name(meta));
    if (is_reserved(meta->string))
        return fail_at(&l->scan, GS_ESCHEMA, offset_of(l, meta, true),
                       "'%s' cannot name a table", name);
    if (r->n_tables == GS_SAVED_REPORT_MAX_TABLES)
        return fail_node(l, meta, "more than %d tables",
                         GS_SAVED_REPORT_MAX_TABLES);
    t = &r->tables[r->n_tables];
    *t = (struct gs_saved_table){ .name = copy(l, meta->string) };
    if (!t->name)
        return oom(l);
    for (c = meta->child; c; c = c->next)
        n++;
    if (n && !(t->cols = gs_arena_calloc(l->a, n, sizeof(*t->cols))))
        return oom(l);
    for (c = meta->child, j = 0; c; c = c->next, j++) {
        if (read_column(l, name, c, &t->cols[j]) < 0)
            return -1;
        if (!(t->cols[j].key = copy(l, c->string)))
            return oom(l);
    }
    t->n_cols = n;
    r->n_tables++;
    rows = member(l->root, meta->string);
    if (rows && !cJSON_IsArray(rows))
        return fail_node(l, rows, "table '%s' is %s, not an array of rows",
                         name, json_type_name(rows));
    if (rows)
        return read_rows(l, t, rows);
    /* a record table: one row whose members are at the top level */
    t->record = true;
    t->n_rows = 1;
    if (n && !(t->cells = gs_arena_calloc(l->a, n, sizeof(*t->cells))))
        return oom(l);
    for (j = 0; j < n; j++)
        if (read_cell(l, t, 0, &t->cols[j],
                      column_value(l->root, t->cols[j].key), NULL,
                      &t->cells[j]) < 0)
            return -1;
    return 0;
}

static int read_notes(const struct load *l, const cJSON *notes)
{
    const cJSON *c;
    size_t n = 0, i;

    if (!cJSON_IsArray(notes))
        return fail_node(l, notes, "'notes' is %s, not an array of strings",
                         json_type_name(notes));
    for (c = notes->child; c; c = c->next)
        n++;
    if (n && !(l->r->notes = gs_arena_calloc(l->a, n, sizeof(char *))))
        return oom(l);
    for (c = notes->child, i = 0; c; c = c->next, i++) {
        if (!cJSON_IsString(c))
            return fail_node(l, c, "note %zu is %s, not a string", i + 1,
                             json_type_name(c));
        if (!(l->r->notes[i] = copy(l, c->valuestring)))
            return oom(l);
    }
    l->r->n_notes = n;
    return 0;
}

/* A string or null member (required), copied; NULL for null. */
static int string_or_null(const struct load *l, const char *key,
                          const char **out)
{
    const cJSON *v = member(l->root, key);

    if (!v)
        return fail_at(&l->scan, GS_ESCHEMA, NO_OFFSET, "not a gpusel "
                       "report: no '%s'", key);
    if (cJSON_IsNull(v)) {
        *out = NULL;
        return 0;
    }
    if (!cJSON_IsString(v))
        return fail_node(l, v, "'%s' is %s, not a string", key,
                         json_type_name(v));
    *out = copy(l, v->valuestring);
    return *out ? 0 : oom(l);
}

static int read_report(struct load *l)
{
    const cJSON *root = l->root, *v, *columns;
    struct gs_saved_report *r = l->r;

    if (!cJSON_IsObject(root))
        return fail_node(l, root, "not a gpusel report: the top level is "
                         "%s, not an object", json_type_name(root));
    v = member(root, "schema_version");
    if (!v)
        return fail_at(&l->scan, GS_ESCHEMA, NO_OFFSET, "not a gpusel "
                       "report: no 'schema_version' (write one with "
                       "'--format json')");
    if (!cJSON_IsNumber(v) || v->valuedouble != floor(v->valuedouble))
        return fail_node(l, v, "'schema_version' is %s, not an integer",
                         json_type_name(v));
    /* compared as a double: 1e300 has no int64_t (converting it is
     * undefined, C11 6.3.1.4) */
    if (v->valuedouble != (double)GS_JSON_SCHEMA_VERSION)
        return fail_node(l, v, "schema_version %.15g is not the %d "
                         "this gpusel reads; write the report again with "
                         "this gpusel's '--format json'", v->valuedouble,
                         GS_JSON_SCHEMA_VERSION);
    r->schema_version = GS_JSON_SCHEMA_VERSION;
    if (string_or_null(l, "gpusel_version", &r->gpusel_version) < 0 ||
        string_or_null(l, "command", &r->command) < 0)
        return -1;
    if (!(v = member(root, "inputs")))
        return fail_at(&l->scan, GS_ESCHEMA, NO_OFFSET, "not a gpusel "
                       "report: no 'inputs'");
    if (read_inputs(l, v) < 0)
        return -1;
    if (!(columns = member(root, "columns")))
        return fail_at(&l->scan, GS_ESCHEMA, NO_OFFSET, "not a gpusel "
                       "report: no 'columns'");
    if (!cJSON_IsObject(columns))
        return fail_node(l, columns, "'columns' is %s, not an object",
                         json_type_name(columns));
    for (v = columns->child; v; v = v->next)
        if (read_table(l, v) < 0)
            return -1;
    if (!(v = member(root, "notes")))
        return fail_at(&l->scan, GS_ESCHEMA, NO_OFFSET, "not a gpusel "
                       "report: no 'notes'");
    if (read_notes(l, v) < 0)
        return -1;
    /* every other top-level member is a record table's */
    v = unknown_member(l, r->tables, r->n_tables, root, true);
    if (v) {
        char name[96];

        gs_escape_controls(name, sizeof(name), v->string);
        return fail_at(&l->scan, GS_ESCHEMA, offset_of(l, v, true),
                       "unknown member '%s': no table or record column "
                       "in 'columns' names it", name);
    }
    return 0;
}

/* A syntax error at byte `off`, with what stands there. */
static int fail_syntax(const struct scan *s, size_t off)
{
    char near[24];
    size_t n = 0;

    if (off > s->len)
        off = s->len;
    while (n + 1 < sizeof(near) && off + n < s->len &&
           s->text[off + n] != '\n' && s->text[off + n] != '\r') {
        unsigned char ch = (unsigned char)s->text[off + n];

        near[n++] = (ch >= 0x20 && ch < 0x7F) ? (char)ch : '?';
    }
    near[n] = '\0';
    if (n == 0 && off >= s->len)
        return fail_at(s, GS_ESYNTAX, off, "malformed JSON: unexpected end "
                       "of input");
    return fail_at(s, GS_ESYNTAX, off, "malformed JSON near '%s'", near);
}

/* Parse text[0 .. len), text[len] being NUL. */
static int parse_text(struct gs_saved_report *r, const char *path,
                      const char *text, size_t len, struct gs_error *err)
{
    struct load l = {
        .scan = { .path = path, .text = text, .len = len, .err = err },
        .r = r, .a = &r->arena, .err = err,
    };
    const char *nul = memchr(text, '\0', len), *end = NULL;
    cJSON *root = NULL;
    int rc = -1;

    memset(r, 0, sizeof(*r));
    gs_arena_init(&r->arena);
    if (nul) {
        fail_at(&l.scan, GS_ESYNTAX, (size_t)(nul - text),
                "malformed JSON: NUL byte");
        goto out;
    }
    {
        size_t bad = gs_utf8_invalid(text, len, NULL, NULL);

        /* cJSON keeps such bytes, and diff would copy them into output
         * a strict JSON decoder rejects (issue 20) */
        if (bad != SIZE_MAX) {
            fail_at(&l.scan, GS_ESCHEMA, bad, "byte 0x%02x is not UTF-8 "
                    "(gpusel writes UTF-8 reports)",
                    (unsigned char)text[bad]);
            goto out;
        }
    }
    if (scan_text(&l.scan) < 0)
        goto out;
    /* len + 1 takes in the NUL, which require_null_terminated wants */
    root = cJSON_ParseWithLengthOpts(text, len + 1, &end, 1);
    if (!root && (root = cJSON_ParseWithLengthOpts(text, len + 1, NULL, 1))) {
        /* cJSON answers NULL for a failed allocation as for bad syntax:
         * text that parses at a second try was an allocation failure */
        oom(&l);
        goto out;
    }
    if (!root) {
        fail_syntax(&l.scan, (end && end >= text && end <= text + len)
                                 ? (size_t)(end - text) : len);
        goto out;
    }
    l.root = root;
    if (reject_duplicates(&l, root) < 0)
        goto out;
    if (!(r->path = gs_arena_strdup(&r->arena, path))) {
        oom(&l);
        goto out;
    }
    rc = read_report(&l);
out:
    cJSON_Delete(root);
    free(l.scan.value_off);
    free(l.scan.key_off);
    if (rc < 0)
        gs_saved_report_release(r);
    return rc;
}

static int fail_too_large(const char *path, struct gs_error *err)
{
    return gs_error_set_at(err, GS_ESCHEMA, path, 0, 0,
                           "larger than 256 MiB (not a gpusel report?)");
}

int gs_saved_report_parse(struct gs_saved_report *r, const char *path,
                          const char *text, size_t len,
                          struct gs_error *err)
{
    char *copy_text;
    int rc;

    memset(r, 0, sizeof(*r));
    if (len > GS_SAVED_REPORT_MAX_BYTES)
        return fail_too_large(path, err);
    if (!(copy_text = malloc(len + 1)))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (len)
        memcpy(copy_text, text, len);
    copy_text[len] = '\0';
    rc = parse_text(r, path, copy_text, len, err);
    free(copy_text);
    return rc;
}

int gs_saved_report_load(struct gs_saved_report *r, const char *path,
                         struct gs_error *err)
{
    char *text;
    size_t len;
    bool too_large;
    int rc;

    memset(r, 0, sizeof(*r));
    if (gs_file_read(path, GS_SAVED_REPORT_MAX_BYTES, &text, &len,
                     &too_large, err) < 0)
        return -1;
    if (too_large)
        return fail_too_large(path, err);
    rc = parse_text(r, path, text, len, err);
    free(text);
    return rc;
}

const struct gs_saved_table *
gs_saved_report_table(const struct gs_saved_report *r, const char *name)
{
    size_t k;

    for (k = 0; k < r->n_tables; k++)
        if (strcmp(r->tables[k].name, name) == 0)
            return &r->tables[k];
    return NULL;
}

long gs_saved_table_column(const struct gs_saved_table *t, const char *key)
{
    size_t j;

    for (j = 0; j < t->n_cols; j++)
        if (strcmp(t->cols[j].key, key) == 0)
            return (long)j;
    return -1;
}

const struct gs_cell *gs_saved_table_cell(const struct gs_saved_table *t,
                                          size_t row, size_t col)
{
    assert(row < t->n_rows && col < t->n_cols);
    return &t->cells[row * t->n_cols + col];
}

void gs_saved_report_release(struct gs_saved_report *r)
{
    gs_arena_release(&r->arena);
    memset(r, 0, sizeof(*r));
}
