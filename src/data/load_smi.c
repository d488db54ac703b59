/*
 * The nvidia-smi CSV log reader: a careful line reader rather than
 * libcsv, because nvidia-smi never quotes (names hold no commas), pads
 * every field after a comma with one space and puts units in cells
 * ("45 %", "1024 MiB", "70.5 W"); a quote is refused, so a file that
 * needs a CSV parser is not silently misread.  Every rejected cell names
 * path:line:column.  Policy per malformed shape: docs/commands/util.md.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "file.h"
#include "price.h"
#include "smi_load.h"
#include "units.h"
#include "banned.h"

const char *const gs_smi_field_names[GS_SMI_FIELD_COUNT + 1] = {
    "timestamp", "index", "name", "utilization.gpu", "utilization.memory",
    "memory.used", "memory.total", "power.draw", "uuid", "pci.bus_id", NULL,
};

const enum gs_smi_field gs_smi_default_fields[GS_SMI_DEFAULT_FIELD_COUNT] = {
    GS_SMI_TIMESTAMP, GS_SMI_INDEX, GS_SMI_NAME, GS_SMI_UTIL_GPU,
    GS_SMI_UTIL_MEM, GS_SMI_MEM_USED, GS_SMI_MEM_TOTAL, GS_SMI_POWER,
};

#define PERCENT 100.0           /* nvidia-smi's utilisation is in % */
#define SECONDS_PER_MINUTE 60
#define NUMBER_MAX_CHARS 63     /* longest numeric cell read */
#define FIRST_OTHERS 64         /* first room for a GPU's other values */

/* ---- small text helpers ---------------------------------------------- */

struct span {
    const char *p;
    size_t n;
    unsigned col;               /* 1-based column of p in its line */
};

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

static struct span trim(struct span s)
{
    while (s.n > 0 && is_blank(s.p[0])) {
        s.p++;
        s.n--;
        s.col++;
    }
    while (s.n > 0 && is_blank(s.p[s.n - 1]))
        s.n--;
    return s;
}

static bool span_eq(struct span s, const char *lit)
{
    size_t n = strlen(lit);

    return s.n == n && memcmp(s.p, lit, n) == 0;
}

/* The field name without its " [unit]" suffix. */
static struct span header_name(struct span s)
{
    const char *br = memchr(s.p, '[', s.n);

    if (br)
        s.n = (size_t)(br - s.p);
    return trim(s);
}

static int field_find(struct span name)
{
    int i;

    for (i = 0; i < GS_SMI_FIELD_COUNT; i++)
        if (span_eq(name, gs_smi_field_names[i]))
            return i;
    return -1;
}

/* A header field: a --query-gpu name ([a-z][a-z0-9._]*), optionally
 * followed by " [unit]". */
static bool looks_like_name(struct span s)
{
    struct span n = header_name(s);
    size_t i;

    if (n.n == 0 || !(n.p[0] >= 'a' && n.p[0] <= 'z'))
        return false;
    for (i = 0; i < n.n; i++) {
        char c = n.p[i];

        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
              c == '.' || c == '_'))
            return false;
    }
    if (n.p + n.n < s.p + s.n) {
        const char *rest = n.p + n.n;
        size_t left = (size_t)(s.p + s.n - rest);

        while (left > 0 && is_blank(*rest)) {
            rest++;
            left--;
        }
        if (left < 2 || rest[0] != '[' || rest[left - 1] != ']')
            return false;
    }
    return true;
}

/* ---- timestamps ------------------------------------------------------ */

int gs_smi_parse_timestamp(const char *s, size_t len, double *t_s)
{
    static const int mdays[12] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31,
                                   30, 31 };
    int64_t y, mo, d, h, mi, sec, frac = 0, scale = 1;
    size_t i;
    bool leap;

    /* YYYY/MM/DD HH:MM:SS is 19 characters */
    if (len < 19 || (s[4] != '/' && s[4] != '-') || s[7] != s[4] ||
        s[10] != ' ' || s[13] != ':' || s[16] != ':' ||
        !gs_digits(s, 4, &y) || !gs_digits(s + 5, 2, &mo) ||
        !gs_digits(s + 8, 2, &d) || !gs_digits(s + 11, 2, &h) ||
        !gs_digits(s + 14, 2, &mi) || !gs_digits(s + 17, 2, &sec))
        return -1;
    if (len > 19) {
        if (s[19] != '.' || len == 20 || len > 29)
            return -1;
        for (i = 20; i < len; i++) {
            if (s[i] < '0' || s[i] > '9')
                return -1;
            frac = frac * 10 + (s[i] - '0');
            scale *= 10;
        }
    }
    leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (mo < 1 || mo > 12 || d < 1 || d > mdays[mo - 1] ||
        (mo == 2 && d == 29 && !leap) || h > 23 || mi > 59 || sec > 60)
        return -1;
    /* four-digit years: days since 1970 fit gs_date_from_civil's int */
    *t_s = (double)((int64_t)gs_date_from_civil((int)y, (int)mo, (int)d) *
                        (int64_t)GS_SECONDS_PER_DAY +
                    h * (int64_t)GS_SECONDS_PER_HOUR + mi * SECONDS_PER_MINUTE +
                    sec) +
           (double)frac / (double)scale;
    return 0;
}

/* ---- fields ---------------------------------------------------------- */

int gs_smi_parse_fields(const char *list, enum gs_smi_field *fields,
                        size_t *n, struct gs_error *err)
{
    const char *p = list;
    bool seen[GS_SMI_FIELD_COUNT] = { false };

    *n = 0;
    for (;;) {
        const char *comma = strchr(p, ',');
        struct span s = { p, comma ? (size_t)(comma - p) : strlen(p), 1 };
        int f;

        s = trim(s);
        if (s.n == 0)
            return gs_error_set(err, GS_EUSAGE, "--fields: empty name in "
                                "'%s'", list);
        if (*n == GS_SMI_MAX_COLUMNS)
            return gs_error_set(err, GS_EUSAGE, "--fields: more than %d "
                                "names", GS_SMI_MAX_COLUMNS);
        f = field_find(header_name(s));
        if (f >= 0 && seen[f])
            return gs_error_set(err, GS_EUSAGE, "--fields: '%s' given "
                                "twice", gs_smi_field_names[f]);
        if (f >= 0)
            seen[f] = true;
        fields[(*n)++] = f >= 0 ? (enum gs_smi_field)f : GS_SMI_IGNORED;
        if (!comma)
            break;
        p = comma + 1;
    }
    if (!seen[GS_SMI_TIMESTAMP] || !seen[GS_SMI_UTIL_GPU])
        return gs_error_set(err, GS_EUSAGE, "--fields must name "
                            "'timestamp' and 'utilization.gpu'");
    return 0;
}

/* ---- the reader ------------------------------------------------------ */

struct reader {
    struct gs_smi_log *log;
    const char *path;
    unsigned line;
    unsigned segment;
    enum gs_smi_field cols[GS_SMI_MAX_COLUMNS];
    size_t n_cols;          /* 0: no header yet */
    bool has[GS_SMI_FIELD_COUNT];
    size_t alloc_gpus;
    const struct gs_smi_opts *o;    /* NULL: the defaults */
    struct gs_util_params params;   /* the statistics' */
    bool seen_lf, seen_cr;          /* any line end yet; any CR */
    size_t hint;            /* the last row's GPU: interleaved logs cycle
                             * through the GPUs, so it or the next one is
                             * looked at first */
    enum gs_smi_key key;    /* this run's rule (from its header) */
    double slot_t_s;        /* by order: the timestamp of the last row */
    int64_t slot;           /* and its place among the rows sharing it */
};

#define AT(r, col, code, ...) \
    gs_error_set_at(err, (code), (r)->path, (r)->line, (col), __VA_ARGS__)

/* Split a line into at most GS_SMI_MAX_COLUMNS + 1 trimmed fields. */
static int split(struct reader *r, const char *p, size_t n,
                 struct span *f, size_t *n_f, struct gs_error *err)
{
    size_t start = 0, i;

    *n_f = 0;
    for (i = 0; i <= n; i++) {
        if (i < n && p[i] == '"')
            return AT(r, (unsigned)i + 1, GS_ESYNTAX, "quoted field: "
                      "nvidia-smi does not quote, so this is not its "
                      "output");
        if (i < n && (unsigned char)p[i] < 0x20 && p[i] != '\t')
            return AT(r, (unsigned)i + 1, GS_ESYNTAX, "control character "
                      "0x%02x in a row", (unsigned)(unsigned char)p[i]);
        if (i < n && p[i] != ',')
            continue;
        if (*n_f > GS_SMI_MAX_COLUMNS)
            return AT(r, (unsigned)start + 1, GS_ESYNTAX, "more than %d "
                      "columns", GS_SMI_MAX_COLUMNS);
        f[*n_f] = trim((struct span){ p + start, i - start,
                                      (unsigned)start + 1 });
        (*n_f)++;
        start = i + 1;
    }
    return 0;
}

/* The run's rule for telling GPUs apart (enum gs_smi_key), from the
 * columns it has; the log keeps the weakest any run needed. */
static void set_key(struct reader *r)
{
    r->key = r->has[GS_SMI_INDEX]       ? GS_SMI_BY_INDEX
             : r->has[GS_SMI_UUID]      ? GS_SMI_BY_UUID
             : r->has[GS_SMI_PCI_BUS_ID] ? GS_SMI_BY_BUS_ID
                                         : GS_SMI_BY_ORDER;
    if (r->key > r->log->keyed_by)
        r->log->keyed_by = r->key;
    r->slot_t_s = NAN;
    r->slot = 0;
}

static int header(struct reader *r, const struct span *f, size_t n_f,
                  struct gs_error *err)
{
    size_t i;

    memset(r->has, 0, sizeof(r->has));
    if (n_f > GS_SMI_MAX_COLUMNS)
        return AT(r, f[GS_SMI_MAX_COLUMNS].col, GS_ESYNTAX, "more than %d "
                  "columns", GS_SMI_MAX_COLUMNS);
    for (i = 0; i < n_f; i++) {
        int k = field_find(header_name(f[i]));

        if (k >= 0 && r->has[k])
            return AT(r, f[i].col, GS_ESCHEMA, "column '%s' given twice",
                      gs_smi_field_names[k]);
        if (k >= 0)
            r->has[k] = true;
        r->cols[i] = k >= 0 ? (enum gs_smi_field)k : GS_SMI_IGNORED;
    }
    r->n_cols = n_f;
    if (!r->has[GS_SMI_TIMESTAMP] || !r->has[GS_SMI_UTIL_GPU])
        return AT(r, 1, GS_ESCHEMA, "the header has no '%s' column (log "
                  "with nvidia-smi --query-gpu=timestamp,index,name,"
                  "utilization.gpu,...)", r->has[GS_SMI_TIMESTAMP]
                      ? "utilization.gpu" : "timestamp");
    if (r->log->n_headers > 0 || r->log->n_samples > 0)
        r->segment++;
    r->log->n_headers++;
    set_key(r);
    return 0;
}

/*
 * A numeric cell: "[N/A]" and other bracketed words are no value (NAN);
 * otherwise a plain decimal number, then nothing or the column's unit.
 */
static int number(struct reader *r, struct span s, const char *unit,
                  double max, double *out, struct gs_error *err)
{
    char buf[NUMBER_MAX_CHARS + 1];
    struct span rest;
    size_t i = 0;
    const char *end;
    double v;

    *out = NAN;
    if (s.n >= 2 && s.p[0] == '[' && s.p[s.n - 1] == ']') {
        r->log->n_missing_cells++;
        return 0;
    }
    if (span_eq(s, "N/A")) {
        r->log->n_missing_cells++;
        return 0;
    }
    if (i < s.n && (s.p[i] == '-' || s.p[i] == '+'))
        i++;
    while (i < s.n && (isdigit((unsigned char)s.p[i]) || s.p[i] == '.'))
        i++;
    if (i < s.n && (s.p[i] == 'e' || s.p[i] == 'E') && i + 1 < s.n &&
        (isdigit((unsigned char)s.p[i + 1]) ||
         ((s.p[i + 1] == '-' || s.p[i + 1] == '+') && i + 2 < s.n &&
          isdigit((unsigned char)s.p[i + 2])))) {
        i += 2;
        while (i < s.n && isdigit((unsigned char)s.p[i]))
            i++;
    }
    if (i == 0 || i > NUMBER_MAX_CHARS)
        return AT(r, s.col, GS_ESCHEMA, "not a number: '%.*s'",
                  (int)(s.n > 40 ? 40 : s.n), s.p);
    memcpy(buf, s.p, i);
    buf[i] = '\0';
    errno = 0;
    v = gs_strtod(buf, &end);
    if (end != buf + i || errno == ERANGE || !isfinite(v))
        return AT(r, s.col, GS_ESCHEMA, "not a number: '%.*s'",
                  (int)(s.n > 40 ? 40 : s.n), s.p);
    rest = trim((struct span){ s.p + i, s.n - i, s.col + (unsigned)i });
    if (rest.n > 0 && !span_eq(rest, unit))
        return AT(r, rest.col, GS_ESCHEMA, "unit '%.*s' does not belong "
                  "in this column (expected '%s' or none)",
                  (int)(rest.n > 20 ? 20 : rest.n), rest.p, unit);
    if (v < 0.0)
        return AT(r, s.col, GS_ESCHEMA, "negative value %g", v);
    if (v > max)
        return AT(r, s.col, GS_ESCHEMA, "%.*s is above %.15g %s (the "
                  "plausible range, docs/commands/util.md)", (int)i, buf, max,
                  unit);
    *out = v;
    return 0;
}

/* What identifies a row's GPU under the run's rule (enum gs_smi_key). */
struct gpu_key {
    int64_t index;          /* by index */
    struct span id;         /* by uuid or pci.bus_id */
    int64_t slot;           /* by order */
};

static bool same_gpu(const struct reader *r, const struct gs_smi_gpu *g,
                     const struct gpu_key *k)
{
    switch (r->key) {
    case GS_SMI_BY_INDEX:
        return g->index == k->index;
    case GS_SMI_BY_UUID:
    case GS_SMI_BY_BUS_ID:
        return g->id && span_eq(k->id, g->id);
    case GS_SMI_BY_ORDER:
        break;
    }
    return g->id == NULL && g->index < 0 && g->slot == k->slot;
}

static struct gs_smi_gpu *gpu_for(struct reader *r, const struct gpu_key *key,
                                  struct span name, size_t *gi,
                                  unsigned col, struct gs_error *err)
{
    struct gs_smi_log *log = r->log;
    size_t i, k;

    for (k = 0; k < log->n_gpus; k++) {
        /* the row after the hint's first, then the hint, then the rest */
        i = (r->hint + 1 + k) % log->n_gpus;
        if (same_gpu(r, &log->gpus[i], key)) {
            *gi = r->hint = i;
            return &log->gpus[i];
        }
    }
    if (log->n_gpus == GS_SMI_MAX_GPUS) {
        AT(r, col, GS_ESCHEMA, "more than %d GPUs in one log",
           GS_SMI_MAX_GPUS);
        return NULL;
    }
    if (log->n_gpus == r->alloc_gpus) {
        size_t n = r->alloc_gpus ? 2 * r->alloc_gpus : 8;
        struct gs_smi_gpu *grown = realloc(log->gpus, n * sizeof(*grown));

        if (!grown) {
            gs_error_set(err, GS_ENOMEM, "out of memory");
            return NULL;
        }
        log->gpus = grown;
        r->alloc_gpus = n;
    }
    *gi = r->hint = log->n_gpus;
    log->gpus[log->n_gpus] = (struct gs_smi_gpu){
        .index = r->has[GS_SMI_INDEX] ? key->index : -1,
        .slot = r->key == GS_SMI_BY_ORDER ? key->slot : -1,
        .last_t_s = NAN,
    };
    gs_util_acc_init(&log->gpus[log->n_gpus].acc);
    if ((r->key == GS_SMI_BY_UUID || r->key == GS_SMI_BY_BUS_ID) &&
        !(log->gpus[log->n_gpus].id =
              gs_arena_strndup(&log->arena, key->id.p, key->id.n))) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        return NULL;
    }
    if (r->has[GS_SMI_NAME] &&
        !(log->gpus[log->n_gpus].name =
              gs_arena_strndup(&log->arena, name.p, name.n))) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        return NULL;
    }
    return &log->gpus[log->n_gpus++];
}

/*
 * Count a utilisation that is not a whole percent: appended, and when
 * the array is full its values are merged (gs_util_counts_merge), so it
 * grows only with the distinct values, doubling when they fill half.
 */
static int count_other(struct gs_smi_gpu *g, double frac,
                       struct gs_error *err)
{
    if (g->n_others == g->alloc_others) {
        g->n_others = gs_util_counts_merge(g->others, g->n_others);
        if (2 * g->n_others >= g->alloc_others) {
            size_t n = g->alloc_others ? 2 * g->alloc_others : FIRST_OTHERS;
            struct gs_util_value_count *grown;

            if (n > SIZE_MAX / sizeof(*grown) ||
                !(grown = realloc(g->others, n * sizeof(*grown))))
                return gs_error_set(err, GS_ENOMEM, "out of memory");
            g->others = grown;
            g->alloc_others = n;
        }
    }
    g->others[g->n_others++] = (struct gs_util_value_count){ frac, 1 };
    return 0;
}

static int row(struct reader *r, const struct span *f, size_t n_f,
               struct gs_error *err)
{
    struct gs_util_sample s = {
        .util_gpu_frac = NAN, .util_mem_frac = NAN, .mem_used_bytes = NAN,
        .mem_total_bytes = NAN, .power_w = NAN, .t_s = NAN,
    };
    struct span name = { "", 0, 1 };
    struct gs_smi_gpu *g;
    struct gpu_key key = { .index = -1, .id = { "", 0, 1 }, .slot = 0 };
    size_t i;
    double v;

    if (n_f != r->n_cols)
        return AT(r, n_f > r->n_cols ? f[r->n_cols].col
                                     : f[n_f - 1].col + (unsigned)f[n_f - 1].n,
                  GS_ESYNTAX, "expected %zu columns, got %zu", r->n_cols,
                  n_f);
    for (i = 0; i < n_f; i++) {
        struct span c = f[i];

        switch (r->cols[i]) {
        case GS_SMI_TIMESTAMP:
            if (gs_smi_parse_timestamp(c.p, c.n, &s.t_s) < 0)
                return AT(r, c.col, GS_ESCHEMA, "not a timestamp "
                          "(YYYY/MM/DD HH:MM:SS.mmm): '%.*s'",
                          (int)(c.n > 40 ? 40 : c.n), c.p);
            break;
        case GS_SMI_INDEX: {
            int64_t k;

            if (c.n == 0 || c.n > 9 || !gs_digits(c.p, c.n, &k))
                return AT(r, c.col, GS_ESCHEMA, "not a GPU index: '%.*s'",
                          (int)(c.n > 40 ? 40 : c.n), c.p);
            key.index = k;
            break;
        }
        case GS_SMI_UUID:
        case GS_SMI_PCI_BUS_ID:
            if ((r->key == GS_SMI_BY_UUID && r->cols[i] == GS_SMI_UUID) ||
                (r->key == GS_SMI_BY_BUS_ID &&
                 r->cols[i] == GS_SMI_PCI_BUS_ID)) {
                if (c.n == 0)
                    return AT(r, c.col, GS_ESCHEMA, "empty '%s': it "
                              "identifies the GPU",
                              gs_smi_field_names[r->cols[i]]);
                key.id = c;
            }
            break;
        case GS_SMI_NAME:
            name = c;
            break;
        case GS_SMI_UTIL_GPU:
            if (number(r, c, "%", PERCENT, &v, err) < 0)
                return -1;
            s.util_gpu_frac = v / PERCENT;
            break;
        case GS_SMI_UTIL_MEM:
            if (number(r, c, "%", PERCENT, &v, err) < 0)
                return -1;
            s.util_mem_frac = v / PERCENT;
            break;
        case GS_SMI_MEM_USED:
        case GS_SMI_MEM_TOTAL:
            if (number(r, c, "MiB", GS_SMI_MAX_MIB, &v, err) < 0)
                return -1;
            if (r->cols[i] == GS_SMI_MEM_USED)
                s.mem_used_bytes = v * GS_BYTES_PER_MIB;
            else
                s.mem_total_bytes = v * GS_BYTES_PER_MIB;
            break;
        case GS_SMI_POWER:
            if (number(r, c, "W", GS_SMI_MAX_POWER_W, &s.power_w,
                       err) < 0)
                return -1;
            break;
        default:
            break;
        }
    }
    if (r->key == GS_SMI_BY_ORDER) {
        /* the rows of one sample share its timestamp */
        r->slot = s.t_s == r->slot_t_s ? r->slot + 1 : 0;
        r->slot_t_s = s.t_s;
        key.slot = r->slot;
    }
    if (!(g = gpu_for(r, &key, name, &s.group, f[0].col, err)))
        return -1;
    s.segment = r->segment;
    s.line = r->line;
    if (!isnan(g->last_t_s) && g->last_segment == s.segment &&
        s.t_s < g->last_t_s)
        r->log->n_backwards++;
    g->last_t_s = s.t_s;
    g->last_segment = s.segment;
    g->n_samples++;
    r->log->n_samples++;
    if (r->o && r->o->on_sample)
        r->o->on_sample(r->o->ctx, &s);
    /* into the GPU's aggregates; nothing is kept of the sample but a
     * utilisation that is not a whole percent, counted by value */
    switch (gs_util_acc_add(&g->acc, &s, &r->params, err)) {
    case 0:
        return 0;
    case 1:
        return count_other(g, s.util_gpu_frac, err);
    default:
        return -1;
    }
}

static int line(struct reader *r, const struct gs_smi_opts *o,
                const char *p, size_t n, struct gs_error *err)
{
    struct span f[GS_SMI_MAX_COLUMNS + 1];
    size_t n_f, i;
    bool is_header = true;

    /* the other monitors' shapes are snapshots without a time per row:
     * name them rather than fail on a "timestamp" they never had */
    if ((n >= 8 && memcmp(p, "DCGM_FI_", 8) == 0) ||
        (n >= 7 && (memcmp(p, "# HELP ", 7) == 0 ||
                    memcmp(p, "# TYPE ", 7) == 0)))
        return AT(r, 1, GS_ESCHEMA, "this is Prometheus text (the DCGM "
                  "exporter's): one scrape, no time per sample; log with "
                  "nvidia-smi --query-gpu=timestamp,... --format=csv -l 1");
    if (split(r, p, n, f, &n_f, err) < 0)
        return -1;
    if (n_f > 1 && span_eq(f[0], "device") && memchr(p, '(', n))
        return AT(r, 1, GS_ESCHEMA, "this is rocm-smi --csv output: one "
                  "snapshot, no time per row; gpusel util reads time "
                  "series such as nvidia-smi -l logs");
    for (i = 0; i < n_f && is_header; i++)
        is_header = looks_like_name(f[i]);
    if (is_header)
        return header(r, f, n_f, err);
    if (r->n_cols == 0) {
        const enum gs_smi_field *d = o && o->fields ? o->fields
                                                    : gs_smi_default_fields;
        size_t nd = o && o->fields ? o->n_fields
                                   : GS_SMI_DEFAULT_FIELD_COUNT;

        memcpy(r->cols, d, nd * sizeof(*d));
        r->n_cols = nd;
        for (i = 0; i < nd; i++)
            if (d[i] < GS_SMI_FIELD_COUNT)
                r->has[d[i]] = true;
        r->log->headerless = true;
        set_key(r);
    }
    return row(r, f, n_f, err);
}

void gs_smi_log_init(struct gs_smi_log *log)
{
    memset(log, 0, sizeof(*log));
    gs_arena_init(&log->arena);
}

void gs_smi_log_release(struct gs_smi_log *log)
{
    size_t i;

    for (i = 0; i < log->n_gpus; i++)
        free(log->gpus[i].others);
    free(log->gpus);
    gs_arena_release(&log->arena);
    gs_smi_log_init(log);
}

/*
 * What makes a line unreadable, before it is parsed: a NUL byte (not a
 * text file: /dev/zero, a binary) and bytes that are not UTF-8 (they
 * would be copied into JSON output no strict decoder reads).  The log's
 * UTF-8 BOM (Windows editors write one) is skipped before line 1, and
 * lines ended by CR alone are named at the end (nothing would be found
 * but one long line: "no samples" said nothing useful).  Issue 20.
 */
static int text_checks(struct reader *r, const char *p, size_t n,
                       struct gs_error *err)
{
    const char *nul = memchr(p, '\0', n);
    unsigned line, col;
    size_t bad;

    if (nul) {
        (void)gs_utf8_invalid(p, (size_t)(nul - p), &line, &col);
        return gs_error_set_at(err, GS_ESCHEMA, r->path, r->line, col,
                               "a NUL byte (not a text file?)");
    }
    bad = gs_utf8_invalid(p, n, &line, &col);
    if (bad != SIZE_MAX)
        return gs_error_set_at(err, GS_ESCHEMA, r->path, r->line, col,
                               "byte 0x%02x is not UTF-8 (nvidia-smi "
                               "writes UTF-8)", (unsigned char)p[bad]);
    return 0;
}

static int cr_only(const struct reader *r, struct gs_error *err)
{
    return gs_error_set_at(err, GS_ESCHEMA, r->path, 1, 0, "the lines end "
                           "in CR alone (old Mac line ends); nvidia-smi "
                           "ends each with LF: convert with tr '\\r' "
                           "'\\n'");
}

/*
 * One line of the log (without its LF; `ended` false for a last line
 * without one).  Returns 0, 1 when reading stops (a cut last line), or
 * -1 with *err.
 */
static int feed_line(struct reader *r, const char *p, size_t n, bool ended,
                     struct gs_error *err)
{
    size_t i;
    bool blank = true;

    r->line++;
    if (r->line == 1 && n >= 3 && memcmp(p, "\xef\xbb\xbf", 3) == 0) {
        p += 3;
        n -= 3;
    }
    if (!ended && !r->seen_lf && memchr(p, '\r', n))
        return cr_only(r, err);
    if (text_checks(r, p, n, err) < 0)
        return -1;
    if (n > 0 && p[n - 1] == '\r')
        n--;
    for (i = 0; i < n && blank; i++)
        blank = is_blank(p[i]);
    if (blank) {
        r->log->n_empty_lines++;
        return 0;
    }
    if (!ended) {
        /* nvidia-smi ends every line: a last line without its newline
         * was cut while the log was written, and even one that parses
         * may hold a cut number ("70.5 W" as "70."), so it is skipped
         * (noted); the samples before it stand */
        r->log->truncated_last_line = true;
        r->log->truncated_line = r->line;
        return 1;
    }
    return line(r, r->o, p, n, err);
}

/*
 * The complete lines of buf[0..len), each fed in turn; *used is set to
 * the bytes consumed (the rest is a line not yet ended).  With `last`,
 * the rest is fed as the log's last line.  A line not ended within
 * GS_SMI_MAX_LINE_BYTES is refused.
 */
static int feed(struct reader *r, const char *buf, size_t len, bool last,
                size_t *used, struct gs_error *err)
{
    size_t pos = 0;
    int rc;

    *used = 0;
    while (pos < len) {
        const char *start = buf + pos;
        const char *nl = memchr(start, '\n', len - pos);
        size_t n;

        if (!nl)
            break;
        n = (size_t)(nl - start);
        r->seen_lf = true;
        pos += n + 1;
        if ((rc = feed_line(r, start, n, true, err)) != 0)
            return rc;
    }
    *used = pos;
    if (pos < len && (last || len - pos > GS_SMI_MAX_LINE_BYTES)) {
        const char *start = buf + pos;
        size_t n = len - pos;

        if (!last) {
            /* what the line holds says more than its length */
            r->line++;
            if (!r->seen_lf && memchr(start, '\r', n) &&
                !memchr(start, '\0', n))
                return cr_only(r, err);
            if (text_checks(r, start, n, err) < 0)
                return -1;
            return gs_error_set_at(err, GS_ESCHEMA, r->path, r->line, 0,
                                   "a line longer than %zu bytes: not an "
                                   "nvidia-smi log", GS_SMI_MAX_LINE_BYTES);
        }
        *used = len;
        return feed_line(r, start, n, false, err);
    }
    return 0;
}

static void reader_init(struct reader *r, struct gs_smi_log *log,
                        const char *path, const struct gs_smi_opts *o)
{
    memset(r, 0, sizeof(*r));
    r->log = log;
    r->path = path;
    r->o = o;
    r->params = (struct gs_util_params){ GS_UTIL_IDLE_BELOW_FRAC,
                                         GS_UTIL_MAX_GAP_S };
    if (o && (o->util.idle_below_frac != 0.0 || o->util.max_gap_s != 0.0))
        r->params = o->util;
    log->path = path;
}

/* After the last line: the GPUs' other values sorted and merged, and a
 * log without samples refused. */
static int reader_finish(struct reader *r, struct gs_error *err)
{
    struct gs_smi_log *log = r->log;
    size_t i;

    log->n_segments = r->segment + 1;
    for (i = 0; i < log->n_gpus; i++)
        log->gpus[i].n_others = gs_util_counts_merge(log->gpus[i].others,
                                                     log->gpus[i].n_others);
    if (log->n_samples == 0)
        return gs_error_set_at(err, GS_ESCHEMA, r->path, 0, 0, "no samples "
                               "in the log");
    return 0;
}

int gs_smi_load_buffer(struct gs_smi_log *log, const char *path,
                       const char *buf, size_t len,
                       const struct gs_smi_opts *o, struct gs_error *err)
{
    struct reader r;
    size_t used;
    int rc;

    reader_init(&r, log, path, o);
    rc = feed(&r, buf, len, true, &used, err);
    if (rc < 0)
        return -1;
    return reader_finish(&r, err);
}

int gs_smi_load(struct gs_smi_log *log, const char *path,
                const struct gs_smi_opts *o, struct gs_error *err)
{
    /* a line not yet ended, then the next chunk */
    size_t cap = GS_SMI_MAX_LINE_BYTES + GS_SMI_READ_CHUNK_BYTES + 1;
    size_t have = 0, used, total = 0, n;
    struct reader r;
    FILE *fp;
    char *buf;
    int rc = 0, saved_errno;

    reader_init(&r, log, path, o);
    fp = fopen(path, "rb");
    if (!fp && errno == ENOMEM)   /* fopen's FILE: tests/alloc_fail.sh */
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (!fp)
        return gs_error_set(err, GS_EIO, "cannot read '%s': %s", path,
                            strerror(errno));
    if (!(buf = malloc(cap))) {
        fclose(fp);
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    }
    for (;;) {
        errno = 0;
        n = fread(buf + have, 1, cap - have - 1, fp);
        saved_errno = errno;
        if (n == 0) {
            if (ferror(fp))
                rc = gs_error_set(err, GS_EIO, "cannot read '%s': %s",
                                  path, strerror(saved_errno ? saved_errno
                                                             : EIO));
            break;
        }
        total += n;
        if (total > GS_SMI_MAX_FILE_BYTES) {
            rc = gs_error_set_at(err, GS_ESCHEMA, path, 0, 0, "log is "
                                 "larger than %zu bytes",
                                 GS_SMI_MAX_FILE_BYTES);
            break;
        }
        have += n;
        rc = feed(&r, buf, have, false, &used, err);
        if (rc != 0)
            break;
        memmove(buf, buf + used, have - used);
        have -= used;
    }
    fclose(fp);
    if (rc == 0)
        rc = feed(&r, buf, have, true, &used, err);
    free(buf);
    if (rc < 0)
        return -1;
    return reader_finish(&r, err);
}
