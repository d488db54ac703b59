/*
 * Price files: the strict YAML price files (data/prices.yaml,
 * data/api-prices.yaml and overlays of the same schema), a team's own
 * rate sheet as CSV, the CSV reader both CSV loaders share, and the set
 * they all fill.  Unknown keys or columns, wrong types, prices that are
 * not positive and finite, bad dates and unknown pricing kinds are errors
 * at file:line:column.  Schemas: docs/prices.md.  SkyPilot catalogues are
 * read by load_skypilot.c.
 */
#define _POSIX_C_SOURCE 200809L /* opendir, stat */

#include <csv.h>
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "dataset.h"
#include "embedded.h"
#include "file.h"
#include "units.h"
#include "price_load.h"
#include "suggest.h"
#include "yaml_read.h"
#include "ascii.h"
#include "banned.h"

/* ---- the set ------------------------------------------------------- */

void gs_price_set_init(struct gs_price_set *s)
{
    memset(s, 0, sizeof(*s));
    gs_arena_init(&s->arena);
}

void gs_price_set_release(struct gs_price_set *s)
{
    free(s->prices);
    free(s->api_prices);
    free(s->files);
    gs_arena_release(&s->arena);
    gs_price_set_init(s);
}

/* First capacity of the set's arrays; doubled as needed. */
#define GS_PRICE_FIRST_ALLOC 64u

static int grow(void **arr, size_t *alloc, size_t n, size_t elem,
                struct gs_error *err)
{
    size_t na;
    void *p;

    if (n < *alloc)
        return 0;
    na = *alloc ? 2 * *alloc : GS_PRICE_FIRST_ALLOC;
    if (na > SIZE_MAX / elem)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    p = realloc(*arr, na * elem);
    if (!p)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    *arr = p;
    *alloc = na;
    return 0;
}

int gs_price_set_add(struct gs_price_set *s, const struct gs_price *p,
                     struct gs_error *err)
{
    if (grow((void **)&s->prices, &s->alloc_prices, s->n_prices,
             sizeof(*s->prices), err) < 0)
        return -1;
    s->prices[s->n_prices++] = *p;
    return 0;
}

static int add_api(struct gs_price_set *s, const struct gs_api_price *p,
                   struct gs_error *err)
{
    if (grow((void **)&s->api_prices, &s->alloc_api_prices, s->n_api_prices,
             sizeof(*s->api_prices), err) < 0)
        return -1;
    s->api_prices[s->n_api_prices++] = *p;
    return 0;
}

struct gs_price_file_stats *gs_price_set_add_file(struct gs_price_set *s,
                                                  const char *path,
                                                  const char *format,
                                                  struct gs_error *err)
{
    struct gs_price_file_stats *st;

    if (grow((void **)&s->files, &s->alloc_files, s->n_files,
             sizeof(*s->files), err) < 0)
        return NULL;
    st = &s->files[s->n_files++];
    memset(st, 0, sizeof(*st));
    st->path = gs_arena_strdup(&s->arena, path);
    st->format = format;
    if (!st->path) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        return NULL;
    }
    return st;
}

int gs_price_stats_unmapped(struct gs_price_set *s,
                            struct gs_price_file_stats *st, const char *name,
                            struct gs_error *err)
{
    struct gs_price_unmapped *u;
    size_t i;

    for (i = 0; i < st->n_unmapped; i++) {
        if (strcmp(st->unmapped[i].name, name) == 0) {
            st->unmapped[i].n_records++;
            return 0;
        }
    }
    if (st->n_unmapped >= GS_PRICE_MAX_UNMAPPED_NAMES)
        return gs_error_set_at(err, GS_ESCHEMA, st->path, 0, 0,
                               "more than %u distinct unknown accelerator "
                               "names", GS_PRICE_MAX_UNMAPPED_NAMES);
    /* grow in the arena by doubling: at most twice the final size */
    if ((st->n_unmapped & (st->n_unmapped - 1)) == 0) {
        size_t cap = st->n_unmapped ? 2 * st->n_unmapped : 8;

        u = gs_arena_calloc(&s->arena, cap, sizeof(*u));
        if (!u)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        if (st->n_unmapped)
            memcpy(u, st->unmapped, st->n_unmapped * sizeof(*u));
        st->unmapped = u;
    }
    st->unmapped[st->n_unmapped].name = gs_arena_strdup(&s->arena, name);
    if (!st->unmapped[st->n_unmapped].name)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    st->unmapped[st->n_unmapped++].n_records = 1;
    return 0;
}

/* ---- resolving GPU names through a dataset ------------------------- */

static const char *dataset_resolve(void *ctx, const char *name)
{
    const struct gs_gpu *g = gs_dataset_find_gpu(ctx, name);

    return g ? g->id : NULL;
}

static const char *dataset_suggest(void *ctx, const char *name)
{
    const struct gs_dataset *d = ctx;
    const char **names;
    const char *hint;
    size_t i;

    names = malloc((d->n_gpus + 1) * sizeof(*names));
    if (!names)
        return NULL;
    for (i = 0; i < d->n_gpus; i++)
        names[i] = d->gpus[i].id;
    hint = gs_suggest(name, names, d->n_gpus);
    free(names);
    return hint;
}

void gs_gpu_resolver_dataset(struct gs_gpu_resolver *r,
                             const struct gs_dataset *d)
{
    r->resolve = dataset_resolve;
    r->suggest = dataset_suggest;
    r->ctx = (void *)(uintptr_t)d;
}

/* ---- the shared CSV reader ----------------------------------------- */

struct csv_state {
    struct gs_arena *a;
    const char *path;
    struct gs_csv_table *t;
    struct gs_error *err;
    const char **row;            /* the record being read */
    size_t n_fields;
    size_t alloc_cells, alloc_lines;
    unsigned line;               /* line the current record starts on */
    int prev_end;                /* char that ended the previous record */
    bool failed;
};

static void csv_fail(struct csv_state *st, const char *fmt, ...)
    GS_PRINTF(2, 3);

static void csv_fail(struct csv_state *st, const char *fmt, ...)
{
    char msg[256];
    va_list ap;

    if (!st->failed) {
        va_start(ap, fmt);
        vsnprintf(msg, sizeof(msg), fmt, ap);
        va_end(ap);
        gs_error_set_at(st->err, GS_ESYNTAX, st->path, st->line, 0, "%s",
                        msg);
    }
    st->failed = true;
}

static void on_field(void *field, size_t len, void *data)
{
    struct csv_state *st = data;
    const char *f = field ? field : "";
    char *copy;

    if (st->failed)
        return;
    if (len > GS_PRICE_MAX_FIELD_BYTES) {
        csv_fail(st, "a field is longer than %u bytes",
                 GS_PRICE_MAX_FIELD_BYTES);
        return;
    }
    if (memchr(f, '\n', len) || memchr(f, '\r', len)) {
        csv_fail(st, "a field holds a line break (not allowed, so that "
                 "record numbers stay line numbers)");
        return;
    }
    if (len && memchr(f, '\0', len)) {
        csv_fail(st, "a field holds a NUL byte");
        return;
    }
    if (st->n_fields >= GS_PRICE_MAX_FIELDS) {
        csv_fail(st, "a record has more than %u fields",
                 GS_PRICE_MAX_FIELDS);
        return;
    }
    copy = gs_arena_strndup(st->a, f, len);
    if (!copy) {
        st->failed = true;
        gs_error_set(st->err, GS_ENOMEM, "out of memory");
        return;
    }
    st->row[st->n_fields++] = copy;
}

static void on_record(int end, void *data)
{
    struct csv_state *st = data;
    struct gs_csv_table *t = st->t;
    size_t r = t->n_records, i;

    if (st->failed)
        return;
    if (st->n_fields == 0) {
        /* the LF of a CRLF, or a blank line: no record */
        if (!(end == '\n' && st->prev_end == '\r'))
            st->line++;
        st->prev_end = end;
        return;
    }
    if (r == 0) {
        t->n_cols = st->n_fields;
    } else if (st->n_fields != t->n_cols) {
        gs_error_set_at(st->err, GS_ESYNTAX, st->path, st->line, 0,
                        "record has %zu fields, the header has %zu",
                        st->n_fields, t->n_cols);
        st->failed = true;
        return;
    }
    if (r >= GS_PRICE_MAX_RECORDS + 1) {
        csv_fail(st, "more than %u records", GS_PRICE_MAX_RECORDS);
        return;
    }
    if ((r + 1) * t->n_cols > st->alloc_cells) {
        size_t na = st->alloc_cells ? 2 * st->alloc_cells : 1024;
        const char **cells;

        while (na < (r + 1) * t->n_cols)
            na *= 2;
        cells = realloc((void *)t->cells, na * sizeof(*cells));
        if (!cells) {
            st->failed = true;
            gs_error_set(st->err, GS_ENOMEM, "out of memory");
            return;
        }
        t->cells = cells;
        st->alloc_cells = na;
    }
    if (r + 1 > st->alloc_lines) {
        size_t na = st->alloc_lines ? 2 * st->alloc_lines : 256;
        unsigned *lines = realloc(t->lines, na * sizeof(*lines));

        if (!lines) {
            st->failed = true;
            gs_error_set(st->err, GS_ENOMEM, "out of memory");
            return;
        }
        t->lines = lines;
        st->alloc_lines = na;
    }
    for (i = 0; i < t->n_cols; i++)
        t->cells[r * t->n_cols + i] = st->row[i];
    t->lines[r] = st->line;
    t->n_records++;
    st->n_fields = 0;
    st->line++;
    st->prev_end = end;
}

static const unsigned char utf8_bom[3] = { 0xEF, 0xBB, 0xBF };

int gs_price_csv_read(struct gs_arena *a, const char *path,
                      const unsigned char *buf, size_t len,
                      struct gs_csv_table *t, struct gs_error *err)
{
    const char *row[GS_PRICE_MAX_FIELDS];
    struct csv_state st = { .a = a, .path = path, .t = t, .err = err,
                            .row = row, .line = 1 };
    struct csv_parser p;

    memset(t, 0, sizeof(*t));
    /* a UTF-8 byte order mark (Excel's "CSV UTF-8") is not part of the
     * first header name; libcsv would keep it there */
    if (len >= sizeof(utf8_bom) && memcmp(buf, utf8_bom, sizeof(utf8_bom))
        == 0) {
        buf += sizeof(utf8_bom);
        len -= sizeof(utf8_bom);
    }
    if (csv_init(&p, CSV_STRICT | CSV_STRICT_FINI | CSV_REPALL_NL) != 0)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (csv_parse(&p, buf, len, on_field, on_record, &st) != len &&
        !st.failed) {
        gs_error_set_at(err, GS_ESYNTAX, path, st.line, 0,
                        "malformed CSV: %s", csv_strerror(csv_error(&p)));
        st.failed = true;
    }
    if (!st.failed && csv_fini(&p, on_field, on_record, &st) != 0 &&
        !st.failed) {
        gs_error_set_at(err, GS_ESYNTAX, path, st.line, 0,
                        "malformed CSV: %s", csv_strerror(csv_error(&p)));
        st.failed = true;
    }
    csv_free(&p);
    if (!st.failed && t->n_records == 0) {
        gs_error_set_at(err, GS_ESCHEMA, path, 1, 0, "empty file: expected "
                        "a header line");
        st.failed = true;
    }
    if (st.failed) {
        free((void *)t->cells);
        free(t->lines);
        memset(t, 0, sizeof(*t));
        return -1;
    }
    return 0;
}

int gs_csv_column(const struct gs_csv_table *t, const char *name)
{
    size_t i;

    for (i = 0; i < t->n_cols; i++)
        if (strcmp(t->cells[i], name) == 0)
            return (int)i;
    return -1;
}

/* ---- values shared by YAML and CSV rows ---------------------------- */

/* ---- YAML price files ---------------------------------------------- */

#define SERR(n, ...) \
    gs_error_set_at(err, GS_ESCHEMA, src->path, (n)->line, (n)->col, \
                    __VA_ARGS__)

static const char *const price_keys[] = {
    "provider", "instance", "gpu", "n_gpus", "usd_per_instance_hour",
    "pricing", "region", "zone", "as_of", "as_of_note", "superseded",
    "verified", "source", "notes",
};

static const char *const api_keys[] = {
    "provider", "model", "open_model", "kind", "tier", "usd_per_mtok_input",
    "usd_per_mtok_output", "usd_per_mtok_cached_input",
    "batch_usd_per_mtok_input", "batch_usd_per_mtok_output",
    "batch_discount", "usd_per_image", "image_size", "region", "as_of",
    "as_of_note", "price_unchanged_since", "superseded", "suspect",
    "verified", "source", "derived", "notes", "serving_precision",
    "serving_precision_source",
};

static const char *const required_price_keys[] = {
    "provider", "instance", "gpu", "n_gpus", "usd_per_instance_hour",
    "pricing", "as_of", "source",
};

static const char *const required_api_keys[] = {
    "provider", "model", "kind", "as_of", "source",
};

static int check_keys(const struct gs_ysrc *src, const struct gs_ynode *map,
                      const char *what, const char *const *keys,
                      size_t n_keys, const char *const *required,
                      size_t n_required, struct gs_error *err)
{
    size_t i, j;

    if (map->kind != GS_YNODE_MAP)
        return SERR(map, "each %s entry must be a mapping of keys", what);
    for (i = 0; i < map->n_items; i++) {
        const struct gs_ynode *k = map->keys[i];
        const char *hint;

        for (j = 0; j < n_keys; j++)
            if (strcmp(keys[j], k->text) == 0)
                break;
        if (j < n_keys)
            continue;
        hint = gs_suggest(k->text, keys, n_keys);
        if (hint)
            return SERR(k, "unknown key '%s' in %s entry; did you mean "
                        "'%s'?", k->text, what, hint);
        return SERR(k, "unknown key '%s' in %s entry", k->text, what);
    }
    for (j = 0; j < n_required; j++)
        if (!gs_ymap_get(map, required[j]))
            return SERR(map, "%s entry is missing required key '%s'", what,
                        required[j]);
    return 0;
}

static int y_string(const struct gs_ysrc *src, const struct gs_ynode *map,
                    const char *key, const char **out, struct gs_error *err)
{
    const struct gs_ynode *n = gs_ymap_get(map, key);

    if (!n)
        return 0;
    return gs_ynode_string(src, n, key, out, err);
}

static int y_bool(const struct gs_ysrc *src, const struct gs_ynode *map,
                  const char *key, bool *out, struct gs_error *err)
{
    const struct gs_ynode *n = gs_ymap_get(map, key);

    if (!n)
        return 0;
    return gs_ynode_bool(src, n, key, out, err);
}

/* The plausible bounds of a price key (price_load.h), in its unit. */
static double price_max(const char *key, const char **unit, double *min)
{
    if (strstr(key, "_mtok")) {
        *unit = "USD per million tokens";
        *min = GS_PRICE_MIN_USD_PER_MTOK;
        return GS_PRICE_MAX_USD_PER_MTOK;
    }
    if (strstr(key, "_image")) {
        *unit = "USD per image";
        *min = GS_PRICE_MIN_USD_PER_IMAGE;
        return GS_PRICE_MAX_USD_PER_IMAGE;
    }
    *unit = "USD per instance-hour";
    *min = GS_PRICE_MIN_USD_PER_INSTANCE_HOUR;
    return GS_PRICE_MAX_USD_PER_INSTANCE_HOUR;
}

/* A price: a plain number, positive, finite and plausible. */
static int y_price(const struct gs_ysrc *src, const struct gs_ynode *map,
                   const char *key, double *out, struct gs_error *err)
{
    const struct gs_ynode *n = gs_ymap_get(map, key);
    const char *unit;
    double max, min;

    if (!n)
        return 0;
    if (gs_ynode_number(src, n, key, true, out, err) < 0)
        return -1;
    max = price_max(key, &unit, &min);
    if (*out > max)
        return SERR(n, "'%s' must be at most %g %s (the plausible range, "
                    "docs/prices.md), got %s", key, max, unit, n->text);
    if (*out < min)
        return SERR(n, "'%s' must be at least %g %s (the plausible range, "
                    "docs/prices.md), got %s", key, min, unit, n->text);
    return 0;
}

static int y_date(const struct gs_ysrc *src, const struct gs_ynode *map,
                  const char *key, struct gs_date *out, struct gs_error *err)
{
    const struct gs_ynode *n = gs_ymap_get(map, key);
    const char *s;

    if (gs_ynode_string(src, n, key, &s, err) < 0)
        return -1;
    if (gs_date_parse(s, strlen(s), out) < 0)
        return SERR(n, "'%s' must be a date like \"2026-08-26\" (or "
                    "\"2026-08\", or \"unknown\"), got '%s'", key, s);
    out->text = s;
    return 0;
}

static int y_pricing(const struct gs_ysrc *src, const struct gs_ynode *n,
                     enum gs_pricing *out, struct gs_error *err)
{
    const char *s, *hint;
    int k;

    if (gs_ynode_string(src, n, "pricing", &s, err) < 0)
        return -1;
    k = gs_pricing_find(s);
    if (k >= 0) {
        *out = (enum gs_pricing)k;
        return 0;
    }
    hint = gs_suggest(s, gs_pricing_names, GS_PRICING_COUNT);
    if (hint)
        return SERR(n, "unknown pricing kind '%s'; did you mean '%s'?", s,
                    hint);
    return SERR(n, "unknown pricing kind '%s' (expected on-demand, spot, "
                "reserved-1y, reserved-3y, marketplace or owned)", s);
}

/* Resolve a price row's GPU name; see gs_price_load_opts. */
static int resolve_gpu(struct gs_price_set *s, struct gs_price_file_stats *st,
                       const struct gs_price_load_opts *o, const char *path,
                       unsigned line, unsigned col, struct gs_price *p,
                       struct gs_error *err)
{
    const char *hint;

    if (!o || !o->resolver) {
        p->gpu_id = NULL;
        return 0;
    }
    p->gpu_id = o->resolver->resolve(o->resolver->ctx, p->gpu_name);
    if (p->gpu_id)
        return 0;
    if (o->keep_unknown_gpus)
        return gs_price_stats_unmapped(s, st, p->gpu_name, err);
    hint = o->resolver->suggest ? o->resolver->suggest(o->resolver->ctx,
                                                       p->gpu_name)
                                : NULL;
    if (hint)
        return gs_error_set_at(err, GS_ENOTFOUND, path, line, col,
                               "unknown GPU '%s' in price entry; did you "
                               "mean '%s'?", p->gpu_name, hint);
    return gs_error_set_at(err, GS_ENOTFOUND, path, line, col,
                           "unknown GPU '%s' in price entry (not a "
                           "catalogue id or alias)", p->gpu_name);
}

/* Offer, date, then line: pointers to rows, so qsort needs no context. */
static int dup_cmp(const void *x, const void *y)
{
    const struct gs_price *a = *(const struct gs_price *const *)x;
    const struct gs_price *b = *(const struct gs_price *const *)y;
    int c = gs_price_offer_cmp(a, b);

    if (c)
        return c;
    if (a->as_of.days != b->as_of.days)
        return a->as_of.days < b->as_of.days ? -1 : 1;
    return a->origin_line < b->origin_line ? -1
                                           : a->origin_line > b->origin_line;
}

/*
 * Two rows of one file for the same offer and the same known date are
 * a mistake (which one holds?); rows with different dates are history.
 * Sorting keeps this O(n log n); the error names the duplicate that
 * comes first in the file and the line it repeats.
 */
static int check_duplicates(const struct gs_price_set *s, size_t first,
                            const char *path, struct gs_error *err)
{
    size_t n = s->n_prices - first, i;
    const struct gs_price *dup = NULL, *orig = NULL;
    const struct gs_price **rows;

    if (n < 2)
        return 0;
    rows = malloc(n * sizeof(*rows));
    if (!rows)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (i = 0; i < n; i++)
        rows[i] = &s->prices[first + i];
    qsort(rows, n, sizeof(*rows), dup_cmp);
    for (i = 1; i < n; i++) {
        const struct gs_price *a = rows[i - 1], *b = rows[i];

        if (a->as_of.precision == GS_DATE_NONE ||
            a->as_of.days != b->as_of.days || gs_price_offer_cmp(a, b) != 0)
            continue;
        if (!dup || b->origin_line < dup->origin_line) {
            dup = b;
            orig = a;
        }
    }
    free(rows);
    if (dup)
        return gs_error_set_at(err, GS_ESCHEMA, path, dup->origin_line, 0,
                               "duplicate price: '%s' '%s' %s as of %s is "
                               "already given at line %u", dup->provider,
                               dup->instance, gs_pricing_name(dup->pricing),
                               dup->as_of.text, orig->origin_line);
    return 0;
}

static int load_price_entry(struct gs_price_set *s,
                            struct gs_price_file_stats *st,
                            const struct gs_ysrc *src,
                            const struct gs_ynode *e,
                            const struct gs_price_load_opts *o,
                            struct gs_error *err)
{
    struct gs_price p = { .verified = false };
    const struct gs_ynode *n;
    int64_t n_gpus;

    if (check_keys(src, e, "price", price_keys, GS_ARRAY_SIZE(price_keys),
                   required_price_keys, GS_ARRAY_SIZE(required_price_keys),
                   err) < 0)
        return -1;
    if (y_string(src, e, "provider", &p.provider, err) < 0 ||
        y_string(src, e, "instance", &p.instance, err) < 0 ||
        y_string(src, e, "gpu", &p.gpu_name, err) < 0 ||
        gs_ynode_int(src, gs_ymap_get(e, "n_gpus"), "n_gpus", 1,
                     GS_PRICE_MAX_GPUS, &n_gpus, err) < 0 ||
        y_price(src, e, "usd_per_instance_hour", &p.usd_per_instance_hour,
                err) < 0 ||
        y_pricing(src, gs_ymap_get(e, "pricing"), &p.pricing, err) < 0 ||
        y_string(src, e, "region", &p.region, err) < 0 ||
        y_string(src, e, "zone", &p.zone, err) < 0 ||
        y_date(src, e, "as_of", &p.as_of, err) < 0 ||
        y_bool(src, e, "superseded", &p.superseded, err) < 0 ||
        y_bool(src, e, "verified", &p.verified, err) < 0 ||
        y_string(src, e, "source", &p.source, err) < 0 ||
        y_string(src, e, "notes", &p.notes, err) < 0)
        return -1;
    if (y_string(src, e, "as_of_note", &p.as_of_note, err) < 0)
        return -1;
    p.n_gpus = n_gpus;
    p.usd_per_gpu_hour = gs_price_usd_per_gpu_hour(p.usd_per_instance_hour,
                                                   n_gpus);
    p.origin_path = src->path;
    p.origin_line = e->line;
    n = gs_ymap_get(e, "gpu");
    if (resolve_gpu(s, st, o, src->path, n->line, n->col, &p, err) < 0)
        return -1;
    if (gs_price_set_add(s, &p, err) < 0)
        return -1;
    st->n_records_used++;
    st->n_prices++;
    return 0;
}

static int load_api_entry(struct gs_price_set *s,
                          struct gs_price_file_stats *st,
                          const struct gs_ysrc *src, const struct gs_ynode *e,
                          struct gs_error *err)
{
    struct gs_api_price p = { .verified = false };
    const struct gs_ynode *n;
    const char *kind;

    if (check_keys(src, e, "api price", api_keys, GS_ARRAY_SIZE(api_keys),
                   required_api_keys, GS_ARRAY_SIZE(required_api_keys),
                   err) < 0)
        return -1;
    if (y_string(src, e, "provider", &p.provider, err) < 0 ||
        y_string(src, e, "model", &p.model, err) < 0 ||
        y_string(src, e, "open_model", &p.open_model, err) < 0 ||
        y_string(src, e, "kind", &kind, err) < 0 ||
        y_string(src, e, "tier", &p.tier, err) < 0 ||
        y_price(src, e, "usd_per_mtok_input", &p.usd_per_mtok_input,
                err) < 0 ||
        y_price(src, e, "usd_per_mtok_output", &p.usd_per_mtok_output,
                err) < 0 ||
        y_price(src, e, "usd_per_mtok_cached_input",
                &p.usd_per_mtok_cached_input, err) < 0 ||
        y_price(src, e, "batch_usd_per_mtok_input",
                &p.batch_usd_per_mtok_input, err) < 0 ||
        y_price(src, e, "batch_usd_per_mtok_output",
                &p.batch_usd_per_mtok_output, err) < 0 ||
        y_string(src, e, "image_size", &p.image_size, err) < 0 ||
        y_string(src, e, "as_of_note", &p.as_of_note, err) < 0 ||
        y_string(src, e, "price_unchanged_since", &p.price_unchanged_since,
                 err) < 0 ||
        y_string(src, e, "derived", &p.derived, err) < 0 ||
        y_price(src, e, "usd_per_image", &p.usd_per_image, err) < 0 ||
        y_string(src, e, "region", &p.region, err) < 0 ||
        y_date(src, e, "as_of", &p.as_of, err) < 0 ||
        y_bool(src, e, "superseded", &p.superseded, err) < 0 ||
        y_bool(src, e, "suspect", &p.suspect, err) < 0 ||
        y_bool(src, e, "verified", &p.verified, err) < 0 ||
        y_string(src, e, "source", &p.source, err) < 0 ||
        y_string(src, e, "notes", &p.notes, err) < 0 ||
        y_string(src, e, "serving_precision_source",
                 &p.serving_precision_source, err) < 0)
        return -1;
    p.serving_dtype = GS_DTYPE_UNSET;
    /* null (or ~) says the source does not state it */
    if ((n = gs_ymap_get(e, "serving_precision")) &&
        !(n->kind == GS_YNODE_SCALAR &&
          (n->len == 0 || (n->plain && (strcmp(n->text, "~") == 0 ||
                                        strcmp(n->text, "null") == 0))))) {
        const char *text;
        int d;

        if (gs_ynode_string(src, n, "serving_precision", &text, err) < 0)
            return -1;
        d = gs_dtype_find(text);

        if (d < 0)
            return SERR(n, "unknown 'serving_precision' '%s' (a weight "
                        "format: bf16, fp16, fp8, int4, ...; null when the "
                        "source does not say)", text);
        if (!gs_ymap_get(e, "serving_precision_source"))
            return SERR(n, "'serving_precision' needs "
                        "'serving_precision_source'");
        p.serving_dtype = (enum gs_dtype)d;
    }
    if ((n = gs_ymap_get(e, "batch_discount"))) {
        if (gs_ynode_number(src, n, "batch_discount", false,
                            &p.batch_discount_frac, err) < 0)
            return -1;
        if (p.batch_discount_frac >= 1.0)
            return SERR(n, "'batch_discount' must be a fraction below 1, "
                        "got %s", n->text);
    }
    n = gs_ymap_get(e, "kind");
    if (strcmp(kind, "text") == 0) {
        if (!gs_ymap_get(e, "usd_per_mtok_input") ||
            !gs_ymap_get(e, "usd_per_mtok_output"))
            return SERR(e, "text api price entry needs "
                        "'usd_per_mtok_input' and 'usd_per_mtok_output'");
        p.has_token_prices = true;
    } else if (strcmp(kind, "image") == 0) {
        if (!gs_ymap_get(e, "usd_per_image"))
            return SERR(e, "image api price entry needs 'usd_per_image'");
        p.is_image = true;
        p.has_token_prices = gs_ymap_get(e, "usd_per_mtok_input") &&
                             gs_ymap_get(e, "usd_per_mtok_output");
    } else {
        return SERR(n, "'kind' must be text or image, got '%s'", kind);
    }
    p.origin_path = src->path;
    p.origin_line = e->line;
    if (add_api(s, &p, err) < 0)
        return -1;
    st->n_records_used++;
    st->n_api_prices++;
    return 0;
}

int gs_price_load_yaml_buffer(struct gs_price_set *s, const char *path,
                              const unsigned char *buf, size_t len,
                              const struct gs_price_load_opts *o,
                              struct gs_error *err)
{
    struct gs_ysrc src_storage, *src = &src_storage;
    struct gs_price_file_stats *st;
    struct gs_ynode *root;
    const struct gs_ynode *v;
    int64_t version;
    size_t i, first = s->n_prices;

    src->path = gs_arena_strdup(&s->arena, path);
    if (!src->path)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (gs_yaml_parse(&s->arena, src->path, buf, len, &root, err) < 0)
        return -1;
    if (!root || root->kind != GS_YNODE_MAP)
        return gs_error_set_at(err, GS_ESCHEMA, src->path,
                               root ? root->line : 1, root ? root->col : 1,
                               "expected a mapping with 'schema_version' "
                               "and 'prices' or 'api_prices'");
    for (i = 0; i < root->n_items; i++) {
        static const char *const top[] = { "schema_version", "prices",
                                           "api_prices" };
        const char *k = root->keys[i]->text, *hint;

        if (!strcmp(k, top[0]) || !strcmp(k, top[1]) || !strcmp(k, top[2]))
            continue;
        hint = gs_suggest(k, top, GS_ARRAY_SIZE(top));
        if (hint)
            return SERR(root->keys[i], "unknown top-level key '%s'; did "
                        "you mean '%s'?", k, hint);
        return SERR(root->keys[i], "unknown top-level key '%s' (expected "
                    "'schema_version', 'prices' or 'api_prices')", k);
    }
    v = gs_ymap_get(root, "schema_version");
    if (!v)
        return SERR(root, "missing 'schema_version: %d'",
                    GS_PRICE_SCHEMA_VERSION);
    if (gs_ynode_int(src, v, "schema_version", 0, 1000000, &version,
                     err) < 0)
        return -1;
    if (version != GS_PRICE_SCHEMA_VERSION)
        return SERR(v, "'schema_version' must be %d, got %lld (a file for "
                    "another gpusel version?)", GS_PRICE_SCHEMA_VERSION,
                    (long long)version);
    if (!gs_ymap_get(root, "prices") && !gs_ymap_get(root, "api_prices"))
        return SERR(root, "expected a 'prices' or 'api_prices' list");
    st = gs_price_set_add_file(s, src->path, "yaml", err);
    if (!st)
        return -1;
    if ((v = gs_ymap_get(root, "prices"))) {
        if (v->kind != GS_YNODE_SEQ)
            return SERR(v, "'prices' must be a list of entries");
        for (i = 0; i < v->n_items; i++) {
            st->n_records_read++;
            if (load_price_entry(s, st, src, v->items[i], o, err) < 0)
                return -1;
        }
        if (check_duplicates(s, first, src->path, err) < 0)
            return -1;
    }
    if ((v = gs_ymap_get(root, "api_prices"))) {
        if (v->kind != GS_YNODE_SEQ)
            return SERR(v, "'api_prices' must be a list of entries");
        for (i = 0; i < v->n_items; i++) {
            st->n_records_read++;
            if (load_api_entry(s, st, src, v->items[i], err) < 0)
                return -1;
        }
    }
    return 0;
}

/* ---- the built-in files, compiled in ------------------------------- */

static bool same_str(const char *a, const char *b)
{
    return a == b || (a && b && strcmp(a, b) == 0);
}

int gs_price_set_load_builtin(struct gs_price_set *s,
                              const struct gs_price_load_opts *o,
                              struct gs_error *err)
{
    size_t f, i;

    for (f = 0; f < gs_builtin_prices.n_files; f++) {
        const struct gs_builtin_price_file *b = &gs_builtin_prices.files[f];
        struct gs_price_file_stats *st;
        size_t first = s->n_prices;
        bool moved = false;
        const char *path;

        st = gs_price_set_add_file(s, b->stats.path, b->stats.format, err);
        if (!st)
            return -1;
        path = st->path;
        *st = b->stats;
        st->path = path;
        for (i = 0; i < b->stats.n_prices; i++) {
            struct gs_price p = b->prices[i];

            if (resolve_gpu(s, st, o, path, b->gpu_marks[i].line,
                            b->gpu_marks[i].col, &p, err) < 0)
                return -1;
            moved |= !same_str(p.gpu_id, b->prices[i].gpu_id);
            if (gs_price_set_add(s, &p, err) < 0)
                return -1;
        }
        /* the build checked duplicates on data/gpus.yaml's names; an
         * overlay that maps a name elsewhere needs the check again */
        if (moved && check_duplicates(s, first, path, err) < 0)
            return -1;
        for (i = 0; i < b->stats.n_api_prices; i++)
            if (add_api(s, &b->api_prices[i], err) < 0)
                return -1;
    }
    return 0;
}

/* ---- rate-sheet CSV ------------------------------------------------- */

enum rate_col {
    RC_PROVIDER, RC_INSTANCE, RC_GPU, RC_N_GPUS, RC_USD, RC_PRICING,
    RC_REGION, RC_ZONE, RC_AS_OF, RC_SUPERSEDED, RC_VERIFIED, RC_SOURCE,
    RC_NOTES, RC_COUNT
};

static const char *const rate_cols[RC_COUNT] = {
    "provider", "instance", "gpu", "n_gpus", "usd_per_instance_hour",
    "pricing", "region", "zone", "as_of", "superseded", "verified",
    "source", "notes",
};

static const bool rate_required[RC_COUNT] = {
    [RC_PROVIDER] = true, [RC_INSTANCE] = true, [RC_GPU] = true,
    [RC_N_GPUS] = true, [RC_USD] = true, [RC_PRICING] = true,
    [RC_AS_OF] = true,
};

#define CERR(line, ...) \
    gs_error_set_at(err, GS_ESCHEMA, path, (line), 0, __VA_ARGS__)

static int csv_bool(const char *path, unsigned line, const char *key,
                    const char *v, bool *out, struct gs_error *err)
{
    if (!*v)
        return 0;
    if (strcmp(v, "true") == 0)
        *out = true;
    else if (strcmp(v, "false") == 0)
        *out = false;
    else
        return CERR(line, "'%s' must be true or false, got '%s'", key, v);
    return 0;
}

static const char *keep(struct gs_arena *a, const char *v)
{
    return *v ? gs_arena_strdup(a, v) : NULL;
}

int gs_price_load_rates_csv_buffer(struct gs_price_set *s, const char *path,
                                   const unsigned char *buf, size_t len,
                                   const struct gs_price_load_opts *o,
                                   struct gs_error *err)
{
    struct gs_arena tmp = GS_ARENA_INIT;
    struct gs_csv_table t;
    struct gs_price_file_stats *st;
    int col[RC_COUNT];
    size_t r, c, first = s->n_prices;
    int rc = -1;

    path = gs_arena_strdup(&s->arena, path);
    if (!path)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (gs_price_csv_read(&tmp, path, buf, len, &t, err) < 0)
        goto out_arena;
    for (c = 0; c < RC_COUNT; c++)
        col[c] = -1;
    for (c = 0; c < t.n_cols; c++) {
        const char *h = t.cells[c], *hint;
        size_t k;

        for (k = 0; k < RC_COUNT; k++)
            if (strcmp(h, rate_cols[k]) == 0)
                break;
        if (k == RC_COUNT) {
            hint = gs_suggest(h, rate_cols, RC_COUNT);
            if (hint)
                gs_error_set_at(err, GS_ESCHEMA, path, 1, 0, "unknown "
                                "column '%s'; did you mean '%s'?", h, hint);
            else
                gs_error_set_at(err, GS_ESCHEMA, path, 1, 0, "unknown "
                                "column '%s'", h);
            goto out;
        }
        if (col[k] >= 0) {
            gs_error_set_at(err, GS_ESCHEMA, path, 1, 0, "column '%s' is "
                            "given twice", h);
            goto out;
        }
        col[k] = (int)c;
    }
    for (c = 0; c < RC_COUNT; c++) {
        if (rate_required[c] && col[c] < 0) {
            gs_error_set_at(err, GS_ESCHEMA, path, 1, 0, "missing required "
                            "column '%s'", rate_cols[c]);
            goto out;
        }
    }
    st = gs_price_set_add_file(s, path, "rates-csv", err);
    if (!st)
        goto out;
    for (r = 1; r < t.n_records; r++) {
        const char *v[RC_COUNT];
        unsigned line = t.lines[r];
        struct gs_price p = { .verified = false };
        double n_gpus;
        int k;

        st->n_records_read++;
        for (c = 0; c < RC_COUNT; c++)
            v[c] = col[c] >= 0 ? t.cells[r * t.n_cols + (size_t)col[c]] : "";
        for (c = 0; c < RC_COUNT; c++) {
            if (rate_required[c] && !*v[c]) {
                CERR(line, "'%s' must not be empty", rate_cols[c]);
                goto out;
            }
        }
        if (gs_parse_udecimal(v[RC_N_GPUS], &n_gpus) < 0 ||
            n_gpus != floor(n_gpus) || n_gpus < 1 ||
            n_gpus > GS_PRICE_MAX_GPUS) {
            CERR(line, "'n_gpus' must be a whole number from 1 to %d, got "
                 "'%s'", GS_PRICE_MAX_GPUS, v[RC_N_GPUS]);
            goto out;
        }
        if (gs_parse_udecimal(v[RC_USD], &p.usd_per_instance_hour) < 0 ||
            !(p.usd_per_instance_hour > 0.0)) {
            CERR(line, "'usd_per_instance_hour' must be a positive number, "
                 "got '%s'", v[RC_USD]);
            goto out;
        }
        if (p.usd_per_instance_hour > GS_PRICE_MAX_USD_PER_INSTANCE_HOUR) {
            CERR(line, "'usd_per_instance_hour' must be at most %g USD per "
                 "instance-hour (the plausible range, docs/prices.md), got "
                 "'%s'", GS_PRICE_MAX_USD_PER_INSTANCE_HOUR, v[RC_USD]);
            goto out;
        }
        if (p.usd_per_instance_hour < GS_PRICE_MIN_USD_PER_INSTANCE_HOUR) {
            CERR(line, "'usd_per_instance_hour' must be at least %g USD per "
                 "instance-hour (the plausible range, docs/prices.md), got "
                 "'%s'", GS_PRICE_MIN_USD_PER_INSTANCE_HOUR, v[RC_USD]);
            goto out;
        }
        k = gs_pricing_find(v[RC_PRICING]);
        if (k < 0) {
            const char *hint = gs_suggest(v[RC_PRICING], gs_pricing_names,
                                          GS_PRICING_COUNT);

            if (hint)
                CERR(line, "unknown pricing kind '%s'; did you mean '%s'?",
                     v[RC_PRICING], hint);
            else
                CERR(line, "unknown pricing kind '%s' (expected on-demand, "
                     "spot, reserved-1y, reserved-3y, marketplace or owned)",
                     v[RC_PRICING]);
            goto out;
        }
        p.pricing = (enum gs_pricing)k;
        if (gs_date_parse(v[RC_AS_OF], strlen(v[RC_AS_OF]), &p.as_of) < 0) {
            CERR(line, "'as_of' must be a date like 2026-08-26 (or 2026-08, "
                 "or unknown), got '%s'", v[RC_AS_OF]);
            goto out;
        }
        if (csv_bool(path, line, "superseded", v[RC_SUPERSEDED],
                     &p.superseded, err) < 0 ||
            csv_bool(path, line, "verified", v[RC_VERIFIED], &p.verified,
                     err) < 0)
            goto out;
        p.provider = keep(&s->arena, v[RC_PROVIDER]);
        p.instance = keep(&s->arena, v[RC_INSTANCE]);
        p.gpu_name = keep(&s->arena, v[RC_GPU]);
        p.region = keep(&s->arena, v[RC_REGION]);
        p.zone = keep(&s->arena, v[RC_ZONE]);
        p.as_of.text = keep(&s->arena, v[RC_AS_OF]);
        p.source = keep(&s->arena, v[RC_SOURCE]);
        p.notes = keep(&s->arena, v[RC_NOTES]);
        if (!p.provider || !p.instance || !p.gpu_name || !p.as_of.text ||
            (*v[RC_REGION] && !p.region) || (*v[RC_ZONE] && !p.zone) ||
            (*v[RC_SOURCE] && !p.source) || (*v[RC_NOTES] && !p.notes)) {
            gs_error_set(err, GS_ENOMEM, "out of memory");
            goto out;
        }
        p.n_gpus = (int64_t)n_gpus;
        p.usd_per_gpu_hour = gs_price_usd_per_gpu_hour(
            p.usd_per_instance_hour, p.n_gpus);
        p.origin_path = path;
        p.origin_line = line;
        if (resolve_gpu(s, st, o, path, line, 0, &p, err) < 0 ||
            gs_price_set_add(s, &p, err) < 0)
            goto out;
        st->n_records_used++;
        st->n_prices++;
    }
    rc = check_duplicates(s, first, path, err);
out:
    free((void *)t.cells);
    free(t.lines);
out_arena:
    gs_arena_release(&tmp);
    return rc;
}

/* ---- files and directories ----------------------------------------- */

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);

    return n >= k && gs_ascii_casecmp(s + n - k, suffix) == 0;
}

/* The folder a file sits in: "aws" for "x/aws/vms.csv"; "" if none. */
static void parent_name(const char *path, char *out, size_t size)
{
    const char *end = strrchr(path, '/'), *start;
    size_t n;

    out[0] = '\0';
    if (!end)
        return;
    for (start = end; start > path && start[-1] != '/'; start--)
        ;
    n = (size_t)(end - start);
    if (n == 0 || n >= size || (n == 1 && start[0] == '.'))
        return;
    memcpy(out, start, n);
    out[n] = '\0';
}

static bool looks_like_skypilot(const unsigned char *buf, size_t len)
{
    const unsigned char *nl = memchr(buf, '\n', len);
    size_t n = nl ? (size_t)(nl - buf) : len;
    static const char key[] = "AcceleratorName";
    size_t i;

    for (i = 0; i + sizeof(key) - 1 <= n; i++)
        if (memcmp(buf + i, key, sizeof(key) - 1) == 0)
            return true;
    return false;
}

static int load_file(struct gs_price_set *s, const char *path,
                     const char *provider, const struct gs_price_load_opts *o,
                     struct gs_error *err)
{
    char *buf;
    size_t len;
    bool too_large;
    int rc;
    char folder[256];
    size_t bad;
    unsigned bad_line, bad_col;

    if (gs_file_read(path, GS_PRICE_MAX_FILE_BYTES, &buf, &len, &too_large,
                     err) < 0)
        return -1;
    if (too_large)
        return gs_error_set_at(err, GS_ESCHEMA, path, 0, 0,
                               "file is larger than %u MiB",
                               GS_PRICE_MAX_FILE_BYTES / (1024u * 1024u));
    if (ends_with(path, ".yaml") || ends_with(path, ".yml")) {
        rc = gs_price_load_yaml_buffer(s, path, (unsigned char *)buf, len, o,
                                       err);
    } else if (ends_with(path, ".csv") &&
               (bad = gs_utf8_invalid(buf, len, &bad_line, &bad_col)) !=
                   SIZE_MAX) {
        /* libcsv takes any byte; such text would reach JSON output that
         * a strict decoder rejects (issue 20).  YAML: libyaml refuses */
        rc = gs_error_set_at(err, GS_ESCHEMA, path, bad_line, bad_col,
                             "byte 0x%02x is not UTF-8 (write the sheet as "
                             "UTF-8)", (unsigned char)buf[bad]);
    } else if (ends_with(path, ".csv")) {
        if (looks_like_skypilot((unsigned char *)buf, len)) {
            if (!provider) {
                parent_name(path, folder, sizeof(folder));
                provider = folder[0] ? folder : "skypilot";
            }
            rc = gs_price_load_skypilot_buffer(s, path, provider,
                                               (unsigned char *)buf, len, o,
                                               err);
        } else {
            rc = gs_price_load_rates_csv_buffer(s, path, (unsigned char *)buf,
                                                len, o, err);
        }
    } else {
        rc = gs_error_set_at(err, GS_EUSAGE, path, 0, 0, "not a price file: "
                             "expected .yaml, .yml, .csv or a directory of "
                             "<cloud>/vms.csv");
    }
    if (rc == 0 && s->n_files > 0) {
        /* what the answer was computed from: named in JSON inputs */
        s->files[s->n_files - 1].n_bytes = len;
        s->files[s->n_files - 1].fnv1a64 =
            gs_fnv1a64((const unsigned char *)buf, len);
    }
    free(buf);
    return rc;
}

static int name_cmp(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Most cloud folders one SkyPilot directory may hold. */
#define GS_PRICE_MAX_CLOUDS 256u

static int load_dir(struct gs_price_set *s, const char *dir,
                    const struct gs_price_load_opts *o, struct gs_error *err)
{
    DIR *dp = opendir(dir);
    struct dirent *de;
    char *names[GS_PRICE_MAX_CLOUDS];
    size_t n = 0, i, n_loaded = 0;
    int rc = 0;

    if (!dp)
        return gs_error_set(err, GS_EIO, "cannot read '%s': %s", dir,
                            strerror(errno));
    while ((de = readdir(dp))) {
        if (de->d_name[0] == '.')
            continue;
        if (n == GS_PRICE_MAX_CLOUDS) {
            rc = gs_error_set_at(err, GS_ESCHEMA, dir, 0, 0, "more than %u "
                                 "entries", GS_PRICE_MAX_CLOUDS);
            break;
        }
        names[n] = gs_arena_strdup(&s->arena, de->d_name);
        if (!names[n]) {
            rc = gs_error_set(err, GS_ENOMEM, "out of memory");
            break;
        }
        n++;
    }
    closedir(dp);
    if (rc < 0)
        return -1;
    qsort(names, n, sizeof(names[0]), name_cmp);
    for (i = 0; i < n; i++) {
        char path[4096];
        struct stat sb;

        if ((size_t)snprintf(path, sizeof(path), "%s/%s/vms.csv", dir,
                             names[i]) >= sizeof(path))
            return gs_error_set(err, GS_EIO, "path too long under '%s'", dir);
        if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode))
            continue;
        if (load_file(s, path, names[i], o, err) < 0)
            return -1;
        n_loaded++;
    }
    if (n_loaded == 0)
        return gs_error_set_at(err, GS_ESCHEMA, dir, 0, 0, "no <cloud>/vms.csv "
                               "files in this directory");
    return 0;
}

int gs_price_load_path(struct gs_price_set *s, const char *path,
                       const struct gs_price_load_opts *o,
                       struct gs_error *err)
{
    struct stat sb;

    if (stat(path, &sb) != 0)
        return gs_error_set(err, GS_EIO, "cannot read '%s': %s", path,
                            strerror(errno));
    if (S_ISDIR(sb.st_mode))
        return load_dir(s, path, o, err);
    return load_file(s, path, NULL, o, err);
}
