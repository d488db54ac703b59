/*
 * BENCH.csv, a team's measurements per candidate (bench_load.h,
 * docs/bench-csv.md): libcsv in strict mode, fed one byte at a time so
 * that every field and every syntax error has its line and byte column;
 * then the header mapped to the known columns and every cell checked.
 * No engine, no output: the commands decide what the numbers mean.
 */
#include <csv.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_load.h"
#include "dataset.h"
#include "dtype.h"
#include "file.h"
#include "price.h"
#include "serving.h"
#include "suggest.h"
#include "units.h"
#include "workload.h"
#include "workload_file.h"
#include "ascii.h"
#include "price_load.h"
#include "published.h"
#include "banned.h"

const char *const gs_bench_col_names[GS_BENCH_COL_COUNT + 1] = {
    "gpu", "gpus", "model", "precision", "engine", "pricing",
    "usd_per_gpu_hour", "provider", "region", "prompt_tokens",
    "output_tokens", "concurrency", "tp", "pp", "tokens_per_s",
    "images_per_hour", "samples_per_s", "ttft_p50_s", "ttft_p95_s",
    "ttft_p99_s", "itl_p50_s", "itl_p95_s", "itl_p99_s", "oom_rate",
    "error_rate", "retry_rate", "acceptance_rate", "peak_memory_gib",
    "duration_s", "source", "notes", NULL,
};

/* Milliseconds per second, for the `_ms` latency headers. */
#define BENCH_S_PER_MS 1e-3
/* The UTF-8 byte-order mark spreadsheets write first. */
static const unsigned char bench_bom[3] = { 0xEF, 0xBB, 0xBF };
/* A header starting with this is the harness's own column, ignored. */
#define BENCH_IGNORED_PREFIX "x_"

static bool is_latency(int c)
{
    return c >= GS_BENCH_TTFT_P50 && c <= GS_BENCH_ITL_P99;
}

/* ---- the CSV layer: records of cells with positions ----------------- */

struct cell {
    const char *text;            /* NUL-terminated, in the arena */
    unsigned col;                /* 1-based byte column */
};

struct record {
    struct cell *cells;          /* n_cells, in the arena */
    size_t n_cells;
    unsigned line;
    unsigned end_col;            /* column just past the last field */
};

struct reader {
    struct gs_arena *a;
    const char *path;
    struct gs_error *err;
    const unsigned char *buf;
    size_t len, pos;             /* pos: the byte being fed */
    unsigned line;               /* line of pos */
    size_t line_start;           /* offset of the line's first byte */
    unsigned field_line, field_col; /* where the next field starts */
    bool fired;                  /* a callback ran for this byte */
    struct cell row[GS_BENCH_MAX_FIELDS];
    size_t n_fields;
    unsigned rec_line;           /* line of the record's first field */
    struct record *recs;
    size_t n_recs, alloc_recs;
    size_t n_blank;
    bool line_had_record;        /* a record ended on this line */
    bool failed;
};

static void rfail(struct reader *r, unsigned line, unsigned col,
                  const char *fmt, ...) GS_PRINTF(4, 5);

static void rfail(struct reader *r, unsigned line, unsigned col,
                  const char *fmt, ...)
{
    char msg[256];
    va_list ap;

    if (!r->failed) {
        va_start(ap, fmt);
        vsnprintf(msg, sizeof(msg), fmt, ap);
        va_end(ap);
        gs_error_set_at(r->err, GS_ESYNTAX, r->path, line, col, "%s", msg);
    }
    r->failed = true;
}

static void oom(struct reader *r)
{
    if (!r->failed)
        gs_error_set(r->err, GS_ENOMEM, "out of memory");
    r->failed = true;
}

static void on_field(void *field, size_t len, void *data)
{
    struct reader *r = data;
    const char *f = field ? field : "";
    char *copy;

    r->fired = true;
    if (r->failed)
        return;
    if (r->n_fields == 0)
        r->rec_line = r->field_line;
    if (len > GS_BENCH_MAX_FIELD_BYTES) {
        rfail(r, r->field_line, r->field_col, "a field is longer than %u "
              "bytes", GS_BENCH_MAX_FIELD_BYTES);
        return;
    }
    if (memchr(f, '\n', len) || memchr(f, '\r', len)) {
        rfail(r, r->field_line, r->field_col, "a field holds a line break "
              "(not allowed, so that records stay lines)");
        return;
    }
    if (r->n_fields >= GS_BENCH_MAX_FIELDS) {
        rfail(r, r->field_line, r->field_col, "a record has more than %u "
              "fields", GS_BENCH_MAX_FIELDS);
        return;
    }
    copy = gs_arena_strndup(r->a, f, len);
    if (!copy) {
        oom(r);
        return;
    }
    r->row[r->n_fields].text = copy;
    r->row[r->n_fields].col = r->field_col;
    r->n_fields++;
}

static void on_record(int end, void *data)
{
    struct reader *r = data;
    struct record *rec;
    size_t i;

    (void)end;
    r->fired = true;
    if (r->failed)
        return;
    if (r->n_fields == 0) {
        /* the LF of a CRLF (its CR ended the record) or a blank line */
        if (r->pos < r->len && r->buf[r->pos] == '\n' && !r->line_had_record)
            r->n_blank++;
        return;
    }
    if (r->n_recs >= GS_BENCH_MAX_ROWS + 1) {
        rfail(r, r->rec_line, 1, "more than %u rows", GS_BENCH_MAX_ROWS);
        return;
    }
    if (r->n_recs == r->alloc_recs) {
        size_t na = r->alloc_recs ? 2 * r->alloc_recs : 64;
        struct record *nr = realloc(r->recs, na * sizeof(*nr));

        if (!nr) {
            oom(r);
            return;
        }
        r->recs = nr;
        r->alloc_recs = na;
    }
    rec = &r->recs[r->n_recs];
    rec->cells = gs_arena_calloc(r->a, r->n_fields, sizeof(*rec->cells));
    if (!rec->cells) {
        oom(r);
        return;
    }
    for (i = 0; i < r->n_fields; i++)
        rec->cells[i] = r->row[i];
    rec->n_cells = r->n_fields;
    rec->line = r->rec_line;
    rec->end_col = (unsigned)(r->pos - r->line_start) + 1;
    r->n_recs++;
    r->n_fields = 0;
    r->line_had_record = true;
}

/* Column of byte offset `off` on the current line. */
static unsigned col_of(const struct reader *r, size_t off)
{
    return (unsigned)(off - r->line_start) + 1;
}

static int read_records(struct reader *r)
{
    struct csv_parser p;
    size_t start = 0;

    if (r->len >= sizeof(bench_bom) &&
        memcmp(r->buf, bench_bom, sizeof(bench_bom)) == 0)
        start = sizeof(bench_bom);
    if (csv_init(&p, CSV_STRICT | CSV_STRICT_FINI | CSV_REPALL_NL) != 0)
        return gs_error_set(r->err, GS_ENOMEM, "out of memory");
    r->line = 1;
    r->line_start = 0;
    r->field_line = 1;
    r->field_col = (unsigned)start + 1;
    for (r->pos = start; r->pos < r->len && !r->failed; r->pos++) {
        unsigned char c = r->buf[r->pos];

        if (c == '\0') {
            rfail(r, r->line, col_of(r, r->pos), "a NUL byte (not a text "
                  "file?)");
            break;
        }
        if (c == '\r' && (r->pos + 1 == r->len || r->buf[r->pos + 1] != '\n')) {
            rfail(r, r->line, col_of(r, r->pos), "a carriage return not "
                  "followed by a line feed (line ends must be LF or CRLF)");
            break;
        }
        r->fired = false;
        if (csv_parse(&p, &r->buf[r->pos], 1, on_field, on_record, r) != 1) {
            rfail(r, r->line, col_of(r, r->pos), "malformed CSV: %s "
                  "(a quote inside an unquoted field, or text after a "
                  "closing quote)", csv_strerror(csv_error(&p)));
            break;
        }
        if (c == '\n') {
            r->line_had_record = false;
            r->line++;
            r->line_start = r->pos + 1;
        }
        if (r->fired) {
            r->field_line = r->line;
            r->field_col = col_of(r, r->pos + 1);
        }
    }
    if (!r->failed) {
        r->pos = r->len;
        if (csv_fini(&p, on_field, on_record, r) != 0)
            rfail(r, r->field_line, r->field_col, "malformed CSV: a quoted "
                  "field is not closed before the end of the file");
    }
    csv_free(&p);
    return r->failed ? -1 : 0;
}

/* ---- cells ----------------------------------------------------------- */

enum num_status { NUM_OK, NUM_NOT, NUM_UNIT, NUM_NEGATIVE };

/*
 * A strict decimal: digits, an optional fraction and exponent, an
 * optional leading '-' (reported as negative); nothing else.  A number
 * followed by text (`12 ms`, `5%`) is NUM_UNIT.
 */
static enum num_status parse_num(const char *s, double *out)
{
    const char *p = s, *end;
    size_t n_digits = 0;
    bool neg = false;
    double v;

    if (*p == '-') {
        neg = true;
        p++;
    }
    while (*p >= '0' && *p <= '9')
        p++, n_digits++;
    if (*p == '.')
        for (p++; *p >= '0' && *p <= '9'; p++)
            n_digits++;
    if (!n_digits)
        return NUM_NOT;
    if ((*p == 'e' || *p == 'E') &&
        (p[1] == '+' || p[1] == '-' || (p[1] >= '0' && p[1] <= '9'))) {
        size_t e = 0;

        p++;
        if (*p == '+' || *p == '-')
            p++;
        while (*p >= '0' && *p <= '9')
            p++, e++;
        if (!e)
            return NUM_NOT;
    }
    if (*p == 'x' || *p == 'X')
        return NUM_NOT;        /* 0x10: not a decimal */
    if (*p)
        return (*p == ' ' || *p == '%' || (*p >= 'a' && *p <= 'z') ||
                (*p >= 'A' && *p <= 'Z')) ? NUM_UNIT : NUM_NOT;
    errno = 0;
    v = gs_strtod(s, &end);
    if (end == s || *end || !isfinite(v) || errno == ERANGE)
        return NUM_NOT;
    if (neg && v != 0.0)
        return NUM_NEGATIVE;
    *out = neg ? 0.0 : v;
    return NUM_OK;
}

struct rowctx {
    const char *path;
    unsigned line;
    const struct gs_bench_row *row;
    const char *const *header;   /* per column: the header as written */
    struct gs_error *err;
};

#define CELL_ERR(x, c, ...) \
    gs_error_set_at((x)->err, GS_ESCHEMA, (x)->path, (x)->line, \
                    (x)->row->col[c], __VA_ARGS__)

/* A number cell: 0 and *out, or -1 with the reason. */
static int cell_number(const struct rowctx *x, int c, const char *v,
                       double *out)
{
    const char *h = x->header[c];

    switch (parse_num(v, out)) {
    case NUM_OK:
        return 0;
    case NUM_UNIT:
        if (is_latency(c))
            return CELL_ERR(x, c, "'%s' holds a unit ('%s'): cells hold "
                            "plain numbers; say the unit in the header "
                            "(%.*s_s or %.*s_ms)", h, v,
                            (int)strlen(gs_bench_col_names[c]) - 2,
                            gs_bench_col_names[c],
                            (int)strlen(gs_bench_col_names[c]) - 2,
                            gs_bench_col_names[c]);
        if (strchr(v, '%'))
            return CELL_ERR(x, c, "'%s' holds a unit ('%s'): write a "
                            "fraction, 0.05 for 5%%", h, v);
        return CELL_ERR(x, c, "'%s' holds a unit ('%s'): cells hold plain "
                        "numbers in the header's unit", h, v);
    case NUM_NEGATIVE:
        return CELL_ERR(x, c, "'%s' must not be negative, got '%s'", h, v);
    case NUM_NOT:
        break;
    }
    return CELL_ERR(x, c, "'%s' must be a number, got '%s'", h, v);
}

static int cell_positive(const struct rowctx *x, int c, const char *v,
                         double *out)
{
    if (cell_number(x, c, v, out) < 0)
        return -1;
    if (!(*out > 0.0))
        return CELL_ERR(x, c, "'%s' must be above 0, got '%s'",
                        x->header[c], v);
    return 0;
}

static int cell_count(const struct rowctx *x, int c, const char *v,
                      int64_t *out)
{
    double d;

    if (cell_number(x, c, v, &d) < 0)
        return -1;
    if (d != floor(d) || d < 1.0 || d > (double)GS_BENCH_MAX_COUNT)
        return CELL_ERR(x, c, "'%s' must be a whole number from 1 to %lld, "
                        "got '%s'", x->header[c],
                        (long long)GS_BENCH_MAX_COUNT, v);
    *out = (int64_t)d;
    return 0;
}

static int cell_rate(const struct rowctx *x, int c, const char *v,
                     double *out)
{
    if (cell_number(x, c, v, out) < 0)
        return -1;
    if (c == GS_BENCH_ACCEPTANCE_RATE && !(*out > 0.0 && *out <= 1.0))
        return CELL_ERR(x, c, "'%s' must be a fraction in (0, 1], got '%s'",
                        x->header[c], v);
    if (*out > 1.0)
        return CELL_ERR(x, c, "'%s' must be a fraction in [0, 1], got '%s'",
                        x->header[c], v);
    return 0;
}

/* A cell that must be one of `names`; the name kept as the list spells
 * it. */
static int cell_choice(const struct rowctx *x, int c, const char *v,
                       const char *const *names, const char **out)
{
    const char *hint;
    size_t n = 0, i;

    for (i = 0; names[i]; i++, n++)
        if (strcmp(v, names[i]) == 0) {
            *out = names[i];
            return 0;
        }
    hint = gs_suggest(v, names, n);
    if (hint)
        return CELL_ERR(x, c, "unknown %s '%s'; did you mean '%s'?",
                        x->header[c], v, hint);
    return CELL_ERR(x, c, "unknown %s '%s'", x->header[c], v);
}

/* ---- rows ------------------------------------------------------------ */

static int check_order(const struct rowctx *x, int c_lo, int c_hi,
                       double lo, double hi)
{
    if (gs_unset_f64(lo) || gs_unset_f64(hi) || lo <= hi)
        return 0;
    return CELL_ERR(x, c_hi, "'%s' (%g s) is below '%s' (%g s): a higher "
                    "percentile cannot be faster", x->header[c_hi], hi,
                    x->header[c_lo], lo);
}

static int read_row(const struct rowctx *x, const char *const *v,
                    struct gs_bench_row *r, const double *scale,
                    const struct gs_dataset *catalog, struct gs_error *err)
{
    double *lat[6];
    double d;
    int c, n_work = 0, k;

    lat[0] = &r->ttft_p50_s;
    lat[1] = &r->ttft_p95_s;
    lat[2] = &r->ttft_p99_s;
    lat[3] = &r->itl_p50_s;
    lat[4] = &r->itl_p95_s;
    lat[5] = &r->itl_p99_s;
    for (c = 0; c < GS_BENCH_COL_COUNT; c++) {
        if (c <= GS_BENCH_MODEL && r->col[c] && !*v[c])
            return CELL_ERR(x, c, "'%s' must not be empty",
                            gs_bench_col_names[c]);
    }
    r->gpu_written = v[GS_BENCH_GPU];
    r->gpu = v[GS_BENCH_GPU];
    if (catalog) {
        struct gs_error e = GS_ERROR_INIT;
        const struct gs_gpu *g = gs_dataset_gpu(catalog, r->gpu, &e);

        if (!g)
            return gs_error_set_at(err, e.code, x->path, x->line,
                                   r->col[GS_BENCH_GPU], "%s", e.msg);
        r->gpu = g->id;
    }
    if (cell_count(x, GS_BENCH_GPUS, v[GS_BENCH_GPUS], &r->n_gpus) < 0)
        return -1;
    r->model = v[GS_BENCH_MODEL];
    if (*v[GS_BENCH_PRECISION]) {
        if (strcmp(v[GS_BENCH_PRECISION], "auto") != 0 &&
            gs_dtype_find(v[GS_BENCH_PRECISION]) < 0) {
            char names[256];
            size_t used = 0;
            int t;

            names[0] = '\0';
            for (t = 0; t < GS_DTYPE_COUNT && used < sizeof(names); t++)
                used += (size_t)snprintf(names + used, sizeof(names) - used,
                                         "%s, ",
                                         gs_dtype_name((enum gs_dtype)t));
            return CELL_ERR(x, GS_BENCH_PRECISION, "unknown weight format "
                            "'%s' (one of %sauto)", v[GS_BENCH_PRECISION],
                            names);
        }
        r->precision = v[GS_BENCH_PRECISION];
    }
    if (*v[GS_BENCH_ENGINE] &&
        cell_choice(x, GS_BENCH_ENGINE, v[GS_BENCH_ENGINE],
                    gs_serving_engine_names, &r->engine) < 0)
        return -1;
    if (*v[GS_BENCH_PRICING] &&
        cell_choice(x, GS_BENCH_PRICING, v[GS_BENCH_PRICING],
                    gs_pricing_names, &r->pricing) < 0)
        return -1;
    if (*v[GS_BENCH_USD_PER_GPU_HOUR] &&
        cell_positive(x, GS_BENCH_USD_PER_GPU_HOUR,
                      v[GS_BENCH_USD_PER_GPU_HOUR], &r->usd_per_gpu_hour) < 0)
        return -1;
    if (*v[GS_BENCH_USD_PER_GPU_HOUR] &&
        (r->usd_per_gpu_hour < GS_PRICE_MIN_USD_PER_INSTANCE_HOUR ||
         r->usd_per_gpu_hour > GS_PRICE_MAX_USD_PER_INSTANCE_HOUR))
        return CELL_ERR(x, GS_BENCH_USD_PER_GPU_HOUR, "'%s' must be from %g "
                        "to %g USD (the plausible range, docs/prices.md), "
                        "got '%s'", x->header[GS_BENCH_USD_PER_GPU_HOUR],
                        GS_PRICE_MIN_USD_PER_INSTANCE_HOUR,
                        GS_PRICE_MAX_USD_PER_INSTANCE_HOUR,
                        v[GS_BENCH_USD_PER_GPU_HOUR]);
    r->provider = *v[GS_BENCH_PROVIDER] ? v[GS_BENCH_PROVIDER] : NULL;
    r->region = *v[GS_BENCH_REGION] ? v[GS_BENCH_REGION] : NULL;
    if ((*v[GS_BENCH_PROMPT_TOKENS] &&
         cell_count(x, GS_BENCH_PROMPT_TOKENS, v[GS_BENCH_PROMPT_TOKENS],
                    &r->prompt_tokens) < 0) ||
        (*v[GS_BENCH_OUTPUT_TOKENS] &&
         cell_count(x, GS_BENCH_OUTPUT_TOKENS, v[GS_BENCH_OUTPUT_TOKENS],
                    &r->output_tokens) < 0) ||
        (*v[GS_BENCH_CONCURRENCY] &&
         cell_count(x, GS_BENCH_CONCURRENCY, v[GS_BENCH_CONCURRENCY],
                    &r->concurrency) < 0) ||
        (*v[GS_BENCH_TP] &&
         cell_count(x, GS_BENCH_TP, v[GS_BENCH_TP], &r->tp) < 0) ||
        (*v[GS_BENCH_PP] &&
         cell_count(x, GS_BENCH_PP, v[GS_BENCH_PP], &r->pp) < 0))
        return -1;
    if (!gs_unset_i64(r->tp) && !gs_unset_i64(r->pp) &&
        (r->n_gpus % (r->tp * r->pp)) != 0)
        return CELL_ERR(x, GS_BENCH_TP, "tp %lld x pp %lld does not divide "
                        "the %lld GPUs", (long long)r->tp, (long long)r->pp,
                        (long long)r->n_gpus);
    if (!gs_unset_i64(r->tp) && r->n_gpus % r->tp != 0)
        return CELL_ERR(x, GS_BENCH_TP, "tp %lld does not divide the %lld "
                        "GPUs", (long long)r->tp, (long long)r->n_gpus);
    if (!gs_unset_i64(r->pp) && r->n_gpus % r->pp != 0)
        return CELL_ERR(x, GS_BENCH_PP, "pp %lld does not divide the %lld "
                        "GPUs", (long long)r->pp, (long long)r->n_gpus);
    for (c = GS_BENCH_TOKENS_PER_S; c <= GS_BENCH_SAMPLES_PER_S; c++) {
        if (!*v[c])
            continue;
        if (n_work++) {
            return CELL_ERR(x, c, "a row gives one throughput (tokens_per_s, "
                            "images_per_hour or samples_per_s), this one "
                            "gives two");
        }
        if (cell_positive(x, c, v[c], &r->throughput) < 0)
            return -1;
        if (r->throughput < GS_BENCH_MIN_THROUGHPUT ||
            r->throughput > GS_BENCH_MAX_THROUGHPUT)
            return CELL_ERR(x, c, "'%s' must be from %g to %g (the "
                            "plausible range, docs/bench-csv.md), got '%s'",
                            x->header[c], GS_BENCH_MIN_THROUGHPUT,
                            GS_BENCH_MAX_THROUGHPUT, v[c]);
        r->work = c == GS_BENCH_TOKENS_PER_S ? GS_BENCH_WORK_TOKENS
                  : c == GS_BENCH_IMAGES_PER_HOUR ? GS_BENCH_WORK_IMAGES
                                                  : GS_BENCH_WORK_SAMPLES;
    }
    if (!n_work)
        return gs_error_set_at(err, GS_ESCHEMA, x->path, x->line, 1,
                               "the row gives no throughput (tokens_per_s, "
                               "images_per_hour or samples_per_s)");
    for (k = 0, c = GS_BENCH_TTFT_P50; c <= GS_BENCH_ITL_P99; c++, k++) {
        if (!*v[c])
            continue;
        if (cell_positive(x, c, v[c], &d) < 0)
            return -1;
        *lat[k] = d * scale[c];
    }
    if (check_order(x, GS_BENCH_TTFT_P50, GS_BENCH_TTFT_P95,
                    r->ttft_p50_s, r->ttft_p95_s) < 0 ||
        check_order(x, GS_BENCH_TTFT_P95, GS_BENCH_TTFT_P99,
                    r->ttft_p95_s, r->ttft_p99_s) < 0 ||
        check_order(x, GS_BENCH_TTFT_P50, GS_BENCH_TTFT_P99,
                    r->ttft_p50_s, r->ttft_p99_s) < 0 ||
        check_order(x, GS_BENCH_ITL_P50, GS_BENCH_ITL_P95,
                    r->itl_p50_s, r->itl_p95_s) < 0 ||
        check_order(x, GS_BENCH_ITL_P95, GS_BENCH_ITL_P99,
                    r->itl_p95_s, r->itl_p99_s) < 0 ||
        check_order(x, GS_BENCH_ITL_P50, GS_BENCH_ITL_P99,
                    r->itl_p50_s, r->itl_p99_s) < 0)
        return -1;
    if ((*v[GS_BENCH_OOM_RATE] &&
         cell_rate(x, GS_BENCH_OOM_RATE, v[GS_BENCH_OOM_RATE],
                   &r->oom_rate) < 0) ||
        (*v[GS_BENCH_ERROR_RATE] &&
         cell_rate(x, GS_BENCH_ERROR_RATE, v[GS_BENCH_ERROR_RATE],
                   &r->error_rate) < 0) ||
        (*v[GS_BENCH_RETRY_RATE] &&
         cell_rate(x, GS_BENCH_RETRY_RATE, v[GS_BENCH_RETRY_RATE],
                   &r->retry_rate) < 0) ||
        (*v[GS_BENCH_ACCEPTANCE_RATE] &&
         cell_rate(x, GS_BENCH_ACCEPTANCE_RATE, v[GS_BENCH_ACCEPTANCE_RATE],
                   &r->acceptance_rate) < 0))
        return -1;
    if (*v[GS_BENCH_PEAK_MEMORY_GIB]) {
        if (cell_number(x, GS_BENCH_PEAK_MEMORY_GIB,
                        v[GS_BENCH_PEAK_MEMORY_GIB], &d) < 0)
            return -1;
        r->peak_memory_bytes = gs_gib_to_bytes(d);
    }
    if (*v[GS_BENCH_DURATION_S] &&
        cell_positive(x, GS_BENCH_DURATION_S, v[GS_BENCH_DURATION_S],
                      &r->duration_s) < 0)
        return -1;
    r->source = *v[GS_BENCH_SOURCE] ? v[GS_BENCH_SOURCE] : NULL;
    r->notes = *v[GS_BENCH_NOTES] ? v[GS_BENCH_NOTES] : NULL;
    return 0;
}

static bool str_eq(const char *x, const char *y, bool fold)
{
    if (!x || !y)
        return x == y;
    return fold ? gs_ascii_casecmp(x, y) == 0 : strcmp(x, y) == 0;
}

static bool f_eq(double x, double y)
{
    return (gs_unset_f64(x) && gs_unset_f64(y)) || x == y;
}

/* The same candidate measured under the same conditions. */
static bool same_setup(const struct gs_bench_row *x,
                       const struct gs_bench_row *y)
{
    return str_eq(x->gpu, y->gpu, true) && x->n_gpus == y->n_gpus &&
           str_eq(x->model, y->model, true) &&
           str_eq(x->precision, y->precision, false) &&
           str_eq(x->engine, y->engine, false) &&
           str_eq(x->pricing, y->pricing, false) &&
           f_eq(x->usd_per_gpu_hour, y->usd_per_gpu_hour) &&
           str_eq(x->provider, y->provider, true) &&
           str_eq(x->region, y->region, true) &&
           x->prompt_tokens == y->prompt_tokens &&
           x->output_tokens == y->output_tokens &&
           x->concurrency == y->concurrency && x->tp == y->tp &&
           x->pp == y->pp && x->work == y->work;
}

static void row_init(struct gs_bench_row *r)
{
    memset(r, 0, sizeof(*r));
    r->n_gpus = GS_UNSET_I64;
    r->usd_per_gpu_hour = GS_UNSET_F64;
    r->prompt_tokens = r->output_tokens = GS_UNSET_I64;
    r->concurrency = r->tp = r->pp = GS_UNSET_I64;
    r->throughput = GS_UNSET_F64;
    r->ttft_p50_s = r->ttft_p95_s = r->ttft_p99_s = GS_UNSET_F64;
    r->itl_p50_s = r->itl_p95_s = r->itl_p99_s = GS_UNSET_F64;
    r->oom_rate = r->error_rate = r->retry_rate = GS_UNSET_F64;
    r->acceptance_rate = GS_UNSET_F64;
    r->peak_memory_bytes = GS_UNSET_F64;
    r->duration_s = GS_UNSET_F64;
}

/* Map the header: map[i] the column of field i, or -1 for an x_ one. */
static int read_header(const char *path, const struct record *h, int *map,
                       const char **header, double *scale, unsigned *hcol,
                       struct gs_error *err)
{
    char base[GS_BENCH_MAX_FIELD_BYTES + 4];
    size_t i;
    int c;

    for (c = 0; c < GS_BENCH_COL_COUNT; c++) {
        header[c] = gs_bench_col_names[c];
        scale[c] = 1.0;
        hcol[c] = 0;
    }
    for (i = 0; i < h->n_cells; i++) {
        const char *name = h->cells[i].text, *hint;
        size_t n = strlen(name);
        double sc = 1.0;

        map[i] = -1;
        if (strncmp(name, BENCH_IGNORED_PREFIX,
                    strlen(BENCH_IGNORED_PREFIX)) == 0)
            continue;
        snprintf(base, sizeof(base), "%s", name);
        if (n > 3 && strcmp(name + n - 3, "_ms") == 0) {
            snprintf(base, sizeof(base), "%.*s_s", (int)(n - 3), name);
            sc = BENCH_S_PER_MS;
        }
        for (c = 0; c < GS_BENCH_COL_COUNT; c++)
            if (strcmp(base, gs_bench_col_names[c]) == 0 &&
                (sc == 1.0 || is_latency(c)))
                break;
        if (c == GS_BENCH_COL_COUNT) {
            if (!*name)
                return gs_error_set_at(err, GS_ESCHEMA, path, h->line,
                                       h->cells[i].col, "empty column name "
                                       "in the header");
            hint = gs_suggest(name, gs_bench_col_names, GS_BENCH_COL_COUNT);
            if (hint)
                return gs_error_set_at(err, GS_ESCHEMA, path, h->line,
                                       h->cells[i].col, "unknown column "
                                       "'%s'; did you mean '%s'? (a column "
                                       "of your own: start it with x_)",
                                       name, hint);
            return gs_error_set_at(err, GS_ESCHEMA, path, h->line,
                                   h->cells[i].col, "unknown column '%s' "
                                   "(docs/bench-csv.md lists them; a column "
                                   "of your own: start it with x_)", name);
        }
        if (hcol[c])
            return gs_error_set_at(err, GS_ESCHEMA, path, h->line,
                                   h->cells[i].col, "column '%s' is given "
                                   "twice (also at column %u)", name,
                                   hcol[c]);
        hcol[c] = h->cells[i].col;
        header[c] = name;
        scale[c] = sc;
        map[i] = c;
    }
    for (c = 0; c <= GS_BENCH_MODEL; c++)
        if (!hcol[c])
            return gs_error_set_at(err, GS_ESCHEMA, path, h->line, 1,
                                   "missing required column '%s' (required: "
                                   "gpu, gpus, model and a throughput)",
                                   gs_bench_col_names[c]);
    if (!hcol[GS_BENCH_TOKENS_PER_S] && !hcol[GS_BENCH_IMAGES_PER_HOUR] &&
        !hcol[GS_BENCH_SAMPLES_PER_S])
        return gs_error_set_at(err, GS_ESCHEMA, path, h->line, 1,
                               "missing a throughput column (tokens_per_s, "
                               "images_per_hour or samples_per_s)");
    return 0;
}

/* ---- InferenceX CSV export ------------------------------------------ */

/*
 * InferenceX (SemiAnalysis, formerly InferenceMAX) aggregates each run
 * into one record of named fields (utils/process_result.py in
 * SemiAnalysisAI/InferenceX: hw, tp, ep, dp_attention, conc, model,
 * framework, precision, tput_per_gpu, output_tput_per_gpu, and every
 * benchmark latency in seconds: median_ttft, p99_ttft, median_tpot,
 * p99_itl, ...; disaggregated runs add num_prefill_gpu and
 * num_decode_gpu, and the exports isl and osl); its CSV export has one
 * such record a line under a header of those names.
 */
enum ix_field {
    IX_HW, IX_MODEL, IX_TP, IX_CONC, IX_FRAMEWORK, IX_PRECISION, IX_ISL,
    IX_OSL, IX_TPUT, IX_OUT_TPUT, IX_PREFILL_GPUS, IX_DECODE_GPUS,
    IX_TTFT_P50, IX_TTFT_P99, IX_ITL_P50, IX_ITL_P99, IX_TPOT_P50,
    IX_TPOT_P99, IX_RUN_URL, IX_COUNT
};

static const char *const ix_names[IX_COUNT] = {
    "hw", "model", "tp", "conc", "framework", "precision", "isl", "osl",
    "tput_per_gpu", "output_tput_per_gpu", "num_prefill_gpu",
    "num_decode_gpu", "median_ttft", "p99_ttft", "median_itl", "p99_itl",
    "median_tpot", "p99_tpot", "run_url",
};

/* Other spellings of a field: the dashboard's rows name the GPU
 * `hwKey` or `hardware` and a disaggregated run's decode degree
 * `decode_tp`, and nest the measurements under `metrics` (flattened as
 * `metrics.<name>`). */
static const char *const ix_aliases[][3] = {
    { "hw", "hwKey", "hardware" },
    { "tp", "decode_tp", NULL },
};

static int ix_find_exact(const struct record *h, const char *name)
{
    char nested[64];
    size_t i;

    snprintf(nested, sizeof(nested), "metrics.%s", name);
    for (i = 0; i < h->n_cells; i++)
        if (strcmp(h->cells[i].text, name) == 0 ||
            strcmp(h->cells[i].text, nested) == 0)
            return (int)i;
    return -1;
}

static int ix_find(const struct record *h, const char *name)
{
    size_t i, j;
    int k = ix_find_exact(h, name);

    for (i = 0; k < 0 && i < sizeof(ix_aliases) / sizeof(ix_aliases[0]);
         i++)
        if (strcmp(ix_aliases[i][0], name) == 0)
            for (j = 1; k < 0 && j < 3 && ix_aliases[i][j]; j++)
                k = ix_find_exact(h, ix_aliases[i][j]);
    return k;
}

static bool is_inferencex(const struct record *h)
{
    return ix_find(h, "hw") >= 0 &&
           (ix_find(h, "output_tput_per_gpu") >= 0 ||
            ix_find(h, "tput_per_gpu") >= 0);
}

struct ixctx {
    const char *path;
    const struct record *rec;
    const int *idx;              /* per ix_field: the field, or -1 */
    struct gs_error *err;
};

/* The cell of field f ("" when the column is absent). */
static const char *ix_cell(const struct ixctx *x, int f)
{
    return x->idx[f] >= 0 ? x->rec->cells[x->idx[f]].text : "";
}

static unsigned ix_colno(const struct ixctx *x, int f)
{
    return x->idx[f] >= 0 ? x->rec->cells[x->idx[f]].col : 1;
}

/* A number cell of field f: 0 and *out (unset when empty and !need),
 * or -1. */
static int ix_num(const struct ixctx *x, int f, bool need, bool count,
                  double *out)
{
    const char *v = ix_cell(x, f);

    *out = GS_UNSET_F64;
    if (!*v) {
        if (!need)
            return 0;
        return gs_error_set_at(x->err, GS_ESCHEMA, x->path, x->rec->line,
                               ix_colno(x, f), "'%s' must not be empty "
                               "(InferenceX export)", ix_names[f]);
    }
    if (parse_num(v, out) != NUM_OK || (count && (*out != floor(*out) ||
                                                  *out < 1.0 ||
                                                  *out > (double)
                                                  GS_BENCH_MAX_COUNT)))
        return gs_error_set_at(x->err, GS_ESCHEMA, x->path, x->rec->line,
                               ix_colno(x, f), "'%s' must be %s, got '%s'",
                               ix_names[f], count ? "a whole number from 1 "
                               "to 2^31" : "a non-negative number", v);
    return 0;
}

static int ix_row(const struct ixctx *x, struct gs_arena *a,
                  const struct gs_dataset *catalog, struct gs_bench_row *r)
{
    const struct gs_gpu *gpu = NULL;
    const struct gs_model *mod = NULL;
    double tp, conc, isl, osl, tput, out_tput, pre, dec, d;
    const char *hw = ix_cell(x, IX_HW), *model = ix_cell(x, IX_MODEL);
    const char *prec = ix_cell(x, IX_PRECISION), *url;
    static const struct { int f; size_t off; } lat[] = {
        { IX_TTFT_P50, offsetof(struct gs_bench_row, ttft_p50_s) },
        { IX_TTFT_P99, offsetof(struct gs_bench_row, ttft_p99_s) },
        { IX_TPOT_P50, offsetof(struct gs_bench_row, itl_p50_s) },
        { IX_TPOT_P99, offsetof(struct gs_bench_row, itl_p99_s) },
        { IX_ITL_P50, offsetof(struct gs_bench_row, itl_p50_s) },
        { IX_ITL_P99, offsetof(struct gs_bench_row, itl_p99_s) },
    };
    char src[GS_BENCH_MAX_FIELD_BYTES + 128];
    size_t i;
    enum gs_serving_engine e;

    r->line = x->rec->line;
    if (!*hw)
        return gs_error_set_at(x->err, GS_ESCHEMA, x->path, x->rec->line,
                               ix_colno(x, IX_HW), "'hw' must not be empty "
                               "(InferenceX export)");
    if (!*model)
        return gs_error_set_at(x->err, GS_ESCHEMA, x->path, x->rec->line,
                               ix_colno(x, IX_MODEL), "'model' must not be "
                               "empty (InferenceX export)");
    r->col[GS_BENCH_GPU] = ix_colno(x, IX_HW);
    r->col[GS_BENCH_MODEL] = ix_colno(x, IX_MODEL);
    r->gpu_written = r->gpu = hw;
    r->model = model;
    if (catalog) {
        const struct gs_gpu *g = gs_published_gpu(catalog, hw);
        const struct gs_model *m = gs_published_model(catalog, model);

        if (!g)
            return gs_error_set_at(x->err, GS_ENOTFOUND, x->path,
                                   x->rec->line, ix_colno(x, IX_HW),
                                   "unknown GPU '%s' (InferenceX hw): no "
                                   "catalogue GPU by that name or without "
                                   "its trailing -/_ segments", hw);
        if (!m)
            return gs_error_set_at(x->err, GS_ENOTFOUND, x->path,
                                   x->rec->line, ix_colno(x, IX_MODEL),
                                   "unknown model '%s' (InferenceX model): "
                                   "no catalogue model by that id, its "
                                   "name after '/', or without its trailing "
                                   "-segments", model);
        r->gpu = g->id;
        r->model = m->id;
        gpu = g;
        mod = m;
    }
    if (ix_num(x, IX_PREFILL_GPUS, false, true, &pre) < 0 ||
        ix_num(x, IX_DECODE_GPUS, false, true, &dec) < 0 ||
        ix_num(x, IX_TP, gs_unset_f64(pre) || gs_unset_f64(dec), true,
               &tp) < 0 ||
        ix_num(x, IX_CONC, false, true, &conc) < 0 ||
        ix_num(x, IX_ISL, false, true, &isl) < 0 ||
        ix_num(x, IX_OSL, false, true, &osl) < 0 ||
        ix_num(x, IX_TPUT, false, false, &tput) < 0 ||
        ix_num(x, IX_OUT_TPUT, false, false, &out_tput) < 0)
        return -1;
    if (!gs_unset_f64(pre) && !gs_unset_f64(dec)) {
        /* disaggregated: the prefill and decode pools together */
        if (pre + dec > (double)GS_BENCH_MAX_COUNT)
            return gs_error_set_at(x->err, GS_ESCHEMA, x->path, x->rec->line,
                                   ix_colno(x, IX_DECODE_GPUS), "'num_"
                                   "prefill_gpu' + 'num_decode_gpu' is over "
                                   "%lld", (long long)GS_BENCH_MAX_COUNT);
        r->n_gpus = (int64_t)pre + (int64_t)dec;
        r->col[GS_BENCH_GPUS] = ix_colno(x, IX_PREFILL_GPUS);
    } else {
        r->n_gpus = (int64_t)tp;
        r->tp = (int64_t)tp;
        r->col[GS_BENCH_GPUS] = r->col[GS_BENCH_TP] = ix_colno(x, IX_TP);
    }
    if (!gs_unset_f64(conc)) {
        r->concurrency = (int64_t)conc;
        r->col[GS_BENCH_CONCURRENCY] = ix_colno(x, IX_CONC);
    }
    if (!gs_unset_f64(isl))
        r->prompt_tokens = (int64_t)isl;
    if (!gs_unset_f64(osl))
        r->output_tokens = (int64_t)osl;
    r->work = GS_BENCH_WORK_TOKENS;
    if (!gs_unset_f64(out_tput)) {
        r->throughput = out_tput * (double)r->n_gpus;
        r->col[GS_BENCH_TOKENS_PER_S] = ix_colno(x, IX_OUT_TPUT);
    } else if (!gs_unset_f64(tput) && !gs_unset_f64(isl) &&
               !gs_unset_f64(osl)) {
        /* input + output tokens: the output share of fixed lengths */
        r->throughput = tput * osl / (isl + osl) * (double)r->n_gpus;
        r->col[GS_BENCH_TOKENS_PER_S] = ix_colno(x, IX_TPUT);
    } else {
        return gs_error_set_at(x->err, GS_ESCHEMA, x->path, x->rec->line,
                               ix_colno(x, IX_OUT_TPUT), "no output "
                               "throughput: 'output_tput_per_gpu', or "
                               "'tput_per_gpu' with 'isl' and 'osl'");
    }
    if (!(r->throughput >= GS_BENCH_MIN_THROUGHPUT &&
          r->throughput <= GS_BENCH_MAX_THROUGHPUT))
        return gs_error_set_at(x->err, GS_ESCHEMA, x->path, x->rec->line,
                               r->col[GS_BENCH_TOKENS_PER_S], "output "
                               "tokens/s %g must be from %g to %g (the "
                               "plausible range, docs/bench-csv.md)",
                               r->throughput, GS_BENCH_MIN_THROUGHPUT,
                               GS_BENCH_MAX_THROUGHPUT);
    for (i = 0; i < sizeof(lat) / sizeof(lat[0]); i++) {
        if (ix_num(x, lat[i].f, false, false, &d) < 0)
            return -1;
        if (!gs_unset_f64(d)) {
            if (!(d > 0.0))
                return gs_error_set_at(x->err, GS_ESCHEMA, x->path,
                                       x->rec->line, ix_colno(x, lat[i].f),
                                       "'%s' must be above 0 seconds",
                                       ix_names[lat[i].f]);
            *(double *)((char *)r + lat[i].off) = d;
        }
    }
    if (!gs_unset_f64(r->ttft_p50_s) && !gs_unset_f64(r->ttft_p99_s) &&
        r->ttft_p99_s < r->ttft_p50_s)
        return gs_error_set_at(x->err, GS_ESCHEMA, x->path, x->rec->line,
                               ix_colno(x, IX_TTFT_P99), "'p99_ttft' is "
                               "below 'median_ttft': a higher percentile "
                               "cannot be faster");
    if (!gs_unset_f64(r->itl_p50_s) && !gs_unset_f64(r->itl_p99_s) &&
        r->itl_p99_s < r->itl_p50_s)
        return gs_error_set_at(x->err, GS_ESCHEMA, x->path, x->rec->line,
                               1, "the p99 inter-token latency is below the "
                               "median: a higher percentile cannot be "
                               "faster");
    e = gs_published_engine(ix_cell(x, IX_FRAMEWORK));
    if (e != GS_SERVE_NONE)
        r->engine = gs_serving_engine_name(e);
    if (*prec) {
        char low[32];
        size_t n = strlen(prec);
        int t;

        if (n < sizeof(low)) {
            for (i = 0; i <= n; i++)
                low[i] = (char)gs_ascii_tolower((unsigned char)prec[i]);
            if ((t = gs_dtype_find(low)) >= 0 && t == GS_DTYPE_FP4 &&
                ((gpu && gpu->vendor && strcmp(gpu->vendor, "AMD") == 0) ||
                 (mod && (mod->shipped_weight_dtype == GS_DTYPE_MXFP4 ||
                          mod->shipped_expert_dtype == GS_DTYPE_MXFP4))))
                /* InferenceX's "fp4": MXFP4 on AMD (CDNA4's fp4 rate) and
                 * for checkpoints shipped in MXFP4 (gpt-oss); NVFP4
                 * elsewhere */
                t = GS_DTYPE_MXFP4;
            if (t >= 0)
                r->precision = gs_dtype_name((enum gs_dtype)t);
        }
    }
    url = ix_cell(x, IX_RUN_URL);
    snprintf(src, sizeof(src), "InferenceX %s:%u%s%s", x->path, x->rec->line,
             *url ? " " : "", url);
    r->source = gs_arena_strdup(a, src);
    if (!r->source)
        return gs_error_set(x->err, GS_ENOMEM, "out of memory");
    return 0;
}

static int read_inferencex(struct gs_bench *b, struct gs_arena *a,
                           const struct reader *rd,
                           const struct gs_dataset *catalog,
                           struct gs_error *err)
{
    const struct record *h = &rd->recs[0];
    int idx[IX_COUNT];
    size_t i, j;
    int f;

    b->format = GS_BENCH_FORMAT_INFERENCEX;
    for (i = 0; i < h->n_cells; i++)
        for (j = i + 1; j < h->n_cells; j++)
            if (strcmp(h->cells[i].text, h->cells[j].text) == 0)
                return gs_error_set_at(err, GS_ESCHEMA, b->path, h->line,
                                       h->cells[j].col, "column '%s' is "
                                       "given twice (also at column %u)",
                                       h->cells[j].text, h->cells[i].col);
    for (f = 0; f < IX_COUNT; f++)
        idx[f] = ix_find(h, ix_names[f]);
    if (idx[IX_MODEL] < 0)
        return gs_error_set_at(err, GS_ESCHEMA, b->path, h->line, 1,
                               "missing column 'model' (an InferenceX "
                               "export: hw, model, tp and a throughput)");
    if (idx[IX_TP] < 0 && (idx[IX_PREFILL_GPUS] < 0 ||
                           idx[IX_DECODE_GPUS] < 0))
        return gs_error_set_at(err, GS_ESCHEMA, b->path, h->line, 1,
                               "missing column 'tp' (or 'num_prefill_gpu' "
                               "and 'num_decode_gpu'): the GPUs measured");
    if (rd->n_recs == 1)
        return gs_error_set_at(err, GS_ESCHEMA, b->path, h->line, 0,
                               "no measurements: the file has a header "
                               "only");
    b->rows = gs_arena_calloc(a, rd->n_recs - 1, sizeof(*b->rows));
    if (!b->rows)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (i = 1; i < rd->n_recs; i++) {
        const struct record *rec = &rd->recs[i];
        struct gs_bench_row *row = &b->rows[b->n_rows];
        struct ixctx x = { b->path, rec, idx, err };

        if (rec->n_cells != h->n_cells)
            return gs_error_set_at(err, GS_ESYNTAX, b->path, rec->line,
                                   rec->n_cells < h->n_cells
                                       ? rec->end_col
                                       : rec->cells[h->n_cells].col,
                                   "the line has %zu fields, the header "
                                   "%zu%s", rec->n_cells, h->n_cells,
                                   rec->n_cells < h->n_cells
                                       ? " (a truncated line?)" : "");
        row_init(row);
        if (ix_row(&x, a, catalog, row) < 0)
            return -1;
        for (j = 0; j < b->n_rows; j++)
            if (same_setup(&b->rows[j], row))
                return gs_error_set_at(err, GS_ESCHEMA, b->path, rec->line,
                                       1, "duplicate row: line %u measured "
                                       "the same setup (hw, GPUs, model, "
                                       "precision, framework, isl, osl, "
                                       "conc, tp)", b->rows[j].line);
        b->n_rows++;
    }
    return 0;
}

int gs_bench_load_buffer(struct gs_bench *b, struct gs_arena *a,
                         const char *path, const unsigned char *buf,
                         size_t len, const struct gs_dataset *catalog,
                         struct gs_error *err)
{
    struct reader r;
    int map[GS_BENCH_MAX_FIELDS];
    const char *header[GS_BENCH_COL_COUNT];
    double scale[GS_BENCH_COL_COUNT];
    unsigned hcol[GS_BENCH_COL_COUNT];
    size_t i, j;
    int rc = -1, c;

    memset(b, 0, sizeof(*b));
    memset(&r, 0, sizeof(r));
    b->path = gs_arena_strdup(a, path);
    if (!b->path)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    r.a = a;
    r.path = b->path;
    r.err = err;
    r.buf = buf;
    r.len = len;
    b->had_bom = len >= sizeof(bench_bom) &&
                 memcmp(buf, bench_bom, sizeof(bench_bom)) == 0;
    if (read_records(&r) < 0)
        goto out;
    b->n_blank_lines = r.n_blank;
    if (r.n_recs == 0) {
        gs_error_set_at(err, GS_ESCHEMA, b->path, 1, 0, "empty file: "
                        "expected a header line");
        goto out;
    }
    if (is_inferencex(&r.recs[0])) {
        if (read_inferencex(b, a, &r, catalog, err) == 0)
            rc = 0;
        goto out;
    }
    if (read_header(b->path, &r.recs[0], map, header, scale, hcol, err) < 0)
        goto out;
    if (r.n_recs == 1) {
        gs_error_set_at(err, GS_ESCHEMA, b->path, r.recs[0].line, 0,
                        "no measurements: the file has a header only");
        goto out;
    }
    b->rows = gs_arena_calloc(a, r.n_recs - 1, sizeof(*b->rows));
    if (!b->rows) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    for (i = 1; i < r.n_recs; i++) {
        const struct record *rec = &r.recs[i];
        struct gs_bench_row *row = &b->rows[b->n_rows];
        const char *v[GS_BENCH_COL_COUNT];
        struct rowctx x = { b->path, rec->line, row, header, err };

        if (rec->n_cells != r.recs[0].n_cells) {
            gs_error_set_at(err, GS_ESYNTAX, b->path, rec->line,
                            rec->n_cells < r.recs[0].n_cells
                                ? rec->end_col : rec->cells[
                                      r.recs[0].n_cells].col,
                            "the line has %zu fields, the header %zu%s",
                            rec->n_cells, r.recs[0].n_cells,
                            rec->n_cells < r.recs[0].n_cells
                                ? " (a truncated line?)" : "");
            goto out;
        }
        row_init(row);
        row->line = rec->line;
        for (c = 0; c < GS_BENCH_COL_COUNT; c++)
            v[c] = "";
        for (j = 0; j < rec->n_cells; j++) {
            if (map[j] < 0)
                continue;
            v[map[j]] = rec->cells[j].text;
            row->col[map[j]] = rec->cells[j].col;
        }
        if (read_row(&x, v, row, scale, catalog, err) < 0)
            goto out;
        for (j = 0; j < b->n_rows; j++)
            if (same_setup(&b->rows[j], row)) {
                gs_error_set_at(err, GS_ESCHEMA, b->path, rec->line, 1,
                                "duplicate row: line %u measured the same "
                                "setup (gpu, gpus, model, precision, engine, "
                                "price, tokens, concurrency, tp, pp)",
                                b->rows[j].line);
                goto out;
            }
        b->n_rows++;
    }
    rc = 0;
out:
    free(r.recs);
    if (rc < 0) {
        b->rows = NULL;
        b->n_rows = 0;
    }
    return rc;
}

int gs_bench_load(struct gs_bench *b, struct gs_arena *a, const char *path,
                  const struct gs_dataset *catalog, struct gs_error *err)
{
    char *buf;
    size_t len;
    bool too_large;
    int rc;

    memset(b, 0, sizeof(*b));
    if (gs_file_read_text(path, GS_BENCH_MAX_FILE_BYTES, &buf, &len, &too_large,
                     err) < 0)
        return -1;
    if (too_large)
        return gs_error_set_at(err, GS_ESCHEMA, path, 0, 0, "bench file "
                               "larger than %u bytes",
                               GS_BENCH_MAX_FILE_BYTES);
    if (gs_mlperf_is_summary((const unsigned char *)buf, len)) {
        /* an MLPerf summary: its system description sits in the
         * submission's systems/ folder */
        const char *bench = NULL, *sys_path = NULL;
        char *sys = NULL;
        size_t sys_len = 0;

        rc = -1;
        if (gs_mlperf_locate(a, path, &bench, &sys_path) < 0)
            gs_error_set(err, GS_ENOMEM, "out of memory");
        else if (sys_path &&
                 gs_file_read_text(sys_path, GS_BENCH_MAX_FILE_BYTES, &sys,
                                   &sys_len, &too_large, err) < 0)
            ;   /* err names the system file */
        else if (sys_path && too_large)
            gs_error_set_at(err, GS_ESCHEMA, sys_path, 0, 0, "system "
                            "description larger than %u bytes",
                            GS_BENCH_MAX_FILE_BYTES);
        else
            rc = gs_mlperf_load_buffer(b, a, path, (const unsigned char *)buf,
                                       len, bench, sys_path,
                                       (const unsigned char *)sys, sys_len,
                                       catalog, err);
        free(sys);
        free(buf);
        return rc;
    }
    rc = gs_bench_load_buffer(b, a, path, (const unsigned char *)buf, len,
                              catalog, err);
    free(buf);
    return rc;
}
