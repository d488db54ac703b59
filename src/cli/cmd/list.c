/*
 * gpusel list gpus|models|prices|api-prices: browse the catalogues and
 * the price rows, with filters and a sort key.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "present.h"
#include "suggest.h"
#include "units.h"
#include "ascii.h"
#include "banned.h"

struct list_args {
    const char *vendor;
    double min_memory_bytes;
    const char *precision;
    const char *by;
    const char *provider;
    const char *gpu;
    const char *pricing;
    const char *region;
    int64_t max_age_days;         /* -1: any age */
    bool include_superseded;
    bool api;
};

#define A struct list_args
const struct gs_option gs_list_options[] = {
    GS_OPT_STRING(A, "vendor", vendor, "<name>",
                  "only GPUs of this vendor (NVIDIA, AMD, Google, ...)"),
    GS_OPT_BYTES(A, "min-memory", min_memory_bytes, "<size>",
                 "only GPUs with at least this usable memory (80GB, 80GiB)"),
    GS_OPT_CHOICE(A, "precision", precision, "<fmt>",
                  "only GPUs with dense matrix support for this format",
                  gs_precision_names),
    GS_OPT_STRING(A, "by", by, "<key>",
                  "sort by this key: gpus by a spec (id, year, memory, "
                  "bandwidth, a precision, tdp, price, scale-up), largest "
                  "first; prices by usd_per_gpu_hour, usd_per_hour, "
                  "gpu_count, price_as_of or provider; api-prices by "
                  "usd_per_mtok_input, usd_per_mtok_output, price_as_of or "
                  "provider"),
    GS_OPT_STRING(A, "provider", provider, "<name>",
                  "only prices of this provider (case ignored)"),
    GS_OPT_STRING(A, "gpu", gpu, "<gpu>",
                  "only prices of this GPU (an id or alias)"),
    GS_OPT_CHOICE(A, "pricing", pricing, "<kind>",
                  "only prices of this kind", gs_pricing_names),
    GS_OPT_STRING(A, "region", region, "<name>",
                  "only prices in this region (case ignored)"),
    GS_OPT_INT64(A, "max-age", max_age_days, "<days>",
                 "only prices at most this many days old at --today", 0,
                 GS_PRICE_MAX_AGE_DAYS),
    GS_OPT_FLAG(A, "include-superseded", include_superseded,
                "prices: every row, history included, not only the newest "
                "per offer"),
    GS_OPT_FLAG(A, "api", api, "list prices: the model API prices "
                "(the same as 'list api-prices')"),
    GS_OPT_END(),
};
#undef A

/* Bytes in a KiB, the human unit of the KV-per-token column. */
#define KIB_BYTES 1024.0

static const struct gs_column model_cols[] = {
    { "id", "model", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "family", "family", GS_CELL_TEXT, 0, 0 },
    { "params", "params (B)", GS_CELL_NUMBER, 2, 1e9,
      .kind = GS_COL_INTEGER },
    { "active_params", "active params (B)", GS_CELL_NUMBER, 2, 1e9,
      .kind = GS_COL_INTEGER },
    { "n_layers", "layers", GS_CELL_INT, 0, 0 },
    { "hidden_size", "hidden size", GS_CELL_INT, 0, 0 },
    { "attention", "attention", GS_CELL_TEXT, 0, 0 },
    { "n_heads", "heads", GS_CELL_INT, 0, 0 },
    { "n_kv_heads", "KV heads", GS_CELL_INT, 0, 0 },
    { "kv_cache_bytes_per_token_bf16", "KV/token bf16 (KiB)", GS_CELL_NUMBER,
      0, KIB_BYTES, .kind = GS_COL_INTEGER, .unit = "bytes/token" },
    { "max_context_tokens", "max context", GS_CELL_INT, 0, 0 },
};

/* qsort context for GPUs: metric to sort by (NULL: by id/year). */
struct gpu_sort {
    const struct gs_gpu *g;
    double key;
};

static int gpu_sort_cmp(const void *a, const void *b)
{
    const struct gpu_sort *x = a, *y = b;

    if (x->key != y->key)
        return x->key > y->key ? -1 : 1;     /* largest first */
    return strcmp(x->g->id, y->g->id);       /* stable tie-break */
}

/* The report's inputs: the filters as resolved. */
static void gpu_inputs(struct gs_report *r, const struct list_args *a)
{
    gs_report_input_text(r, "catalogue", "gpus");
    gs_report_input_text(r, "vendor", a->vendor);
    if (a->min_memory_bytes > 0.0)
        gs_report_input_number(r, "min_memory_bytes", a->min_memory_bytes);
    else
        gs_report_input(r, "min_memory_bytes", gs_cell_null());
    gs_report_input_text(r, "precision", a->precision);
    gs_report_input_text(r, "by", a->by);
}

static int list_gpus(struct gs_context *ctx, const struct list_args *a,
                     struct gs_error *err)
{
    const struct gs_dataset *d = &ctx->data;
    struct gpu_sort *rows = calloc(d->n_gpus + 1, sizeof(*rows));
    struct gs_column *cols = calloc(gs_n_gpu_fields, sizeof(*cols));
    struct gs_table t;
    struct gs_report r;
    size_t i, j, n = 0;
    int prec = -1, rc = -1;

    gs_table_init(&t, "rows", cols, gs_n_gpu_fields);
    if (!rows || !cols) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    for (j = 0; j < gs_n_gpu_fields; j++) {
        cols[j] = gs_gpu_field_column(&gs_gpu_fields[j]);
        if (gs_gpu_fields[j].list_title)
            cols[j].title = gs_gpu_fields[j].list_title;
        cols[j].priority = gs_gpu_fields[j].priority;
    }
    if (a->vendor && !gs_dataset_gpu_vendor(d, a->vendor, "--vendor", err))
        goto out;
    if (a->precision)
        prec = gs_precision_find(a->precision);   /* a valid choice */
    for (i = 0; i < d->n_gpus; i++) {
        const struct gs_gpu *g = &d->gpus[i];
        struct gs_gpu_filter f = { a->vendor, a->min_memory_bytes, prec };

        if (!gs_gpu_filter_match(g, &f))
            continue;
        rows[n].g = g;
        rows[n].key = a->by ? gs_gpu_sort_key(g, a->by) : 0.0;
        n++;
    }
    if (a->by)
        qsort(rows, n, sizeof(*rows), gpu_sort_cmp);

    for (i = 0; i < n; i++) {
        struct gs_cell *c = gs_table_add_row(&t);

        if (!c) {
            gs_error_set(err, GS_ENOMEM, "out of memory");
            goto out;
        }
        for (j = 0; j < gs_n_gpu_fields; j++)
            c[j] = gs_gpu_fields[j].value(rows[i].g, &t);
    }
    gs_report_init(&r, "list gpus");
    gpu_inputs(&r, a);
    gs_report_add(&r, &t);
    gs_report_note(&r, "throughput is dense (no 2:4 sparsity); GB = 10^9 "
                   "bytes, GiB = 2^30 bytes; '-' = not supported or unknown");
    rc = gs_context_emit(ctx, &r, err);
out:
    gs_table_release(&t);
    free(cols);
    free(rows);
    return rc;
}

static int list_models(struct gs_context *ctx, struct gs_error *err)
{
    const struct gs_dataset *d = &ctx->data;
    struct gs_table t;
    struct gs_report r;
    size_t i;
    int rc = -1;

    gs_table_init(&t, "rows", model_cols, GS_ARRAY_SIZE(model_cols));
    for (i = 0; i < d->n_models; i++) {
        const struct gs_model *m = &d->models[i];
        struct gs_param_counts p = gs_model_params(m);
        struct gs_cell *c = gs_table_add_row(&t);

        if (!c) {
            gs_error_set(err, GS_ENOMEM, "out of memory");
            goto out;
        }
        gs_table_set(&t, c, "id", gs_cell_text(m->id));
        gs_table_set(&t, c, "family", gs_cell_text(m->family));
        gs_table_set(&t, c, "params", gs_cell_number(p.total));
        gs_table_set(&t, c, "active_params", m->n_experts > 0
                                                 ? gs_cell_number(p.active)
                                                 : gs_cell_null());
        gs_table_set(&t, c, "n_layers", gs_cell_int(m->n_layers));
        gs_table_set(&t, c, "hidden_size", gs_cell_int(m->hidden_size));
        gs_table_set(&t, c, "attention", gs_cell_text(gs_attn_kind_name(
                                             gs_model_attn_kind(m))));
        gs_table_set(&t, c, "n_heads", gs_cell_int(m->n_heads));
        gs_table_set(&t, c, "n_kv_heads", gs_cell_int(m->n_kv_heads));
        gs_table_set(&t, c, "kv_cache_bytes_per_token_bf16",
                     gs_cell_number((double)m->n_layers *
                                    gs_model_kv_elems_per_token_layer(m) *
                                    2.0));
        gs_table_set(&t, c, "max_context_tokens",
                     m->max_context_tokens
                         ? gs_cell_int(m->max_context_tokens)
                         : gs_cell_null());
    }
    gs_report_init(&r, "list models");
    gs_report_input_text(&r, "catalogue", "models");
    gs_report_add(&r, &t);
    gs_report_note(&r, "params computed from the architecture; 'gpusel show "
                   "MODEL' compares them with the published count");
    rc = gs_context_emit(ctx, &r, err);
out:
    gs_table_release(&t);
    return rc;
}

/* ---- prices --------------------------------------------------------- */

static const struct gs_column price_cols[] = {
    { "provider", "provider", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "instance", "instance", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "gpu", "gpu", GS_CELL_TEXT, 0, 0 },
    { "gpu_count", "GPUs", GS_CELL_INT, 0, 0 },
    { "usd_per_hour", "$/hour", GS_CELL_NUMBER, 2, 0, .unit = "USD/h" },
    { "usd_per_gpu_hour", "$/GPU-hour", GS_CELL_NUMBER, 3, 0,
      .unit = "USD/GPU-h" },
    { "pricing", "pricing", GS_CELL_TEXT, 0, 0 },
    { "region", "region", GS_CELL_TEXT, 0, 0, .priority = -1 },
    { "price_as_of", "as of", GS_CELL_TEXT, 0, 0 },
    { "price_stale", "stale", GS_CELL_BOOL, 0, 0 },
    { "superseded", "superseded", GS_CELL_BOOL, 0, 0, .priority = -2 },
    { "source", "source", GS_CELL_TEXT, 0, 0, .priority = -3 },
    { "price_age_days", "age (days)", GS_CELL_INT, 0, 0,
      .audience = GS_COL_DETAIL },
    { "zone", "zone", GS_CELL_TEXT, 0, 0, .audience = GS_COL_DETAIL },
    { "gpu_name", "accelerator (as written)", GS_CELL_TEXT, 0, 0,
      .audience = GS_COL_DETAIL },
    { "excludes_host", "host extra", GS_CELL_BOOL, 0, 0,
      .audience = GS_COL_DETAIL },
    { "verified", "verified", GS_CELL_BOOL, 0, 0,
      .audience = GS_COL_DETAIL },
    { "price_as_of_note", "date note", GS_CELL_TEXT, 0, 0,
      .audience = GS_COL_DETAIL },
    { "origin", "file:line", GS_CELL_TEXT, 0, 0,
      .audience = GS_COL_DETAIL },
    { "price_as_of_precision", "date precision", GS_CELL_TEXT, 0, 0,
      .audience = GS_COL_DETAIL },
};

static const struct gs_column api_cols[] = {
    { "provider", "provider", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "model", "model", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "tier", "tier", GS_CELL_TEXT, 0, 0, .priority = -1 },
    { "usd_per_mtok_input", "$/Mtok in", GS_CELL_NUMBER, 3, 0,
      .unit = "USD/Mtok" },
    { "usd_per_mtok_output", "$/Mtok out", GS_CELL_NUMBER, 3, 0,
      .unit = "USD/Mtok" },
    { "price_as_of", "as of", GS_CELL_TEXT, 0, 0 },
    { "price_stale", "stale", GS_CELL_BOOL, 0, 0 },
    { "superseded", "superseded", GS_CELL_BOOL, 0, 0, .priority = -2 },
    { "source", "source", GS_CELL_TEXT, 0, 0, .priority = -3 },
    { "open_model", "open model", GS_CELL_TEXT, 0, 0,
      .audience = GS_COL_DETAIL },
    { "usd_per_mtok_cached_input", "$/Mtok cached", GS_CELL_NUMBER, 3, 0,
      .unit = "USD/Mtok", .audience = GS_COL_DETAIL },
    { "usd_per_image", "$/image", GS_CELL_NUMBER, 4, 0,
      .audience = GS_COL_DETAIL },
    { "price_age_days", "age (days)", GS_CELL_INT, 0, 0,
      .audience = GS_COL_DETAIL },
    { "price_as_of_note", "date note", GS_CELL_TEXT, 0, 0,
      .audience = GS_COL_DETAIL },
    { "origin", "file:line", GS_CELL_TEXT, 0, 0,
      .audience = GS_COL_DETAIL },
    { "price_as_of_precision", "date precision", GS_CELL_TEXT, 0, 0,
      .audience = GS_COL_DETAIL },
};

/* A price row as listed. */
struct price_item {
    const struct gs_price *p;
    const struct gs_api_price *api;
    const char *by;              /* the sort key; NULL: offer order */
    bool selected;               /* the newest row of its offer */
    bool superseded;
};

static int ci_cmp(const char *a, const char *b)
{
    if (!a || !b)
        return a ? -1 : (b ? 1 : 0);     /* absent last */
    return gs_ascii_casecmp(a, b);
}

/* Newest first; unknown dates last. */
static int date_cmp_newest(const struct gs_date *a, const struct gs_date *b)
{
    int32_t x = a->precision == GS_DATE_NONE ? INT32_MIN : a->days;
    int32_t y = b->precision == GS_DATE_NONE ? INT32_MIN : b->days;

    return x == y ? 0 : (x > y ? -1 : 1);
}

static int dbl_cmp(double a, double b)
{
    return a == b ? 0 : (a < b ? -1 : 1);
}

static int price_item_cmp(const void *va, const void *vb)
{
    const struct price_item *x = va, *y = vb;
    const struct gs_price *a = x->p, *b = y->p;
    int c = 0;

    if (x->by) {
        if (strcmp(x->by, "usd_per_gpu_hour") == 0)
            c = dbl_cmp(a->usd_per_gpu_hour, b->usd_per_gpu_hour);
        else if (strcmp(x->by, "usd_per_hour") == 0)
            c = dbl_cmp(a->usd_per_instance_hour, b->usd_per_instance_hour);
        else if (strcmp(x->by, "gpu_count") == 0)
            c = a->n_gpus == b->n_gpus ? 0 : (a->n_gpus > b->n_gpus ? -1
                                                                     : 1);
        else if (strcmp(x->by, "price_as_of") == 0)
            c = date_cmp_newest(&a->as_of, &b->as_of);
        if (c)
            return c;
    }
    if ((c = ci_cmp(a->provider, b->provider)) ||
        (c = ci_cmp(a->gpu_id ? a->gpu_id : a->gpu_name,
                    b->gpu_id ? b->gpu_id : b->gpu_name)) ||
        (c = ci_cmp(a->instance, b->instance)) ||
        (c = (int)a->pricing - (int)b->pricing) ||
        (c = ci_cmp(a->region, b->region)) ||
        (c = ci_cmp(a->zone, b->zone)) ||
        (c = date_cmp_newest(&a->as_of, &b->as_of)))
        return c;
    return a < b ? -1 : (a > b ? 1 : 0);
}

static int api_item_cmp(const void *va, const void *vb)
{
    const struct price_item *x = va, *y = vb;
    const struct gs_api_price *a = x->api, *b = y->api;
    int c = 0;

    if (x->by && strcmp(x->by, "price_as_of") != 0 &&
        a->has_token_prices != b->has_token_prices)
        return a->has_token_prices ? -1 : 1;    /* image rows last */
    if (x->by) {
        if (strcmp(x->by, "usd_per_mtok_input") == 0)
            c = dbl_cmp(a->usd_per_mtok_input, b->usd_per_mtok_input);
        else if (strcmp(x->by, "usd_per_mtok_output") == 0)
            c = dbl_cmp(a->usd_per_mtok_output, b->usd_per_mtok_output);
        else if (strcmp(x->by, "price_as_of") == 0)
            c = date_cmp_newest(&a->as_of, &b->as_of);
        if (c)
            return c;
    }
    if ((c = ci_cmp(a->provider, b->provider)) ||
        (c = ci_cmp(a->model, b->model)) || (c = ci_cmp(a->tier, b->tier)) ||
        (c = date_cmp_newest(&a->as_of, &b->as_of)))
        return c;
    return a < b ? -1 : (a > b ? 1 : 0);
}

static const char *const price_by_keys[] = {
    "usd_per_gpu_hour", "usd_per_hour", "gpu_count", "price_as_of",
    "provider", NULL,
};
static const char *const api_by_keys[] = {
    "usd_per_mtok_input", "usd_per_mtok_output", "price_as_of", "provider",
    NULL,
};

/* The --by key checked against what `what` sorts by: the message the
 * option parser gives a bad choice, with a suggestion. */
static int check_by(const char *by, const char *what,
                    const char *const *keys, struct gs_error *err)
{
    char list[512];
    size_t i, used = 0;
    const char *hint;

    if (!by)
        return 0;
    for (i = 0; keys[i]; i++)
        if (strcmp(by, keys[i]) == 0)
            return 0;
    list[0] = '\0';
    for (i = 0; keys[i]; i++) {
        int n = snprintf(list + used, sizeof(list) - used, "%s%s",
                         i ? ", " : "", keys[i]);

        if (n < 0 || (size_t)n >= sizeof(list) - used)
            break;
        used += (size_t)n;
    }
    hint = gs_suggest(by, keys, i);
    if (hint)
        return gs_error_set(err, GS_EUSAGE, "--by for 'list %s' must be "
                            "one of %s, got '%s'; did you mean '%s'?", what,
                            list, by, hint);
    return gs_error_set(err, GS_EUSAGE, "--by for 'list %s' must be one of "
                        "%s, got '%s'", what, list, by);
}

/* The date columns of a row (keys price_as_of, price_as_of_precision,
 * price_age_days, price_stale): as of (a calendar day or null, one type
 * per column: docs/output.md), its precision, age, stale.  Returns
 * whether the row is stale. */
static bool date_cells(const struct gs_context *ctx, const struct gs_date *d,
                       struct gs_table *t, struct gs_cell *row)
{
    char day[11];
    int32_t days;
    bool stale = gs_date_is_stale(d, ctx->today_days, ctx->stale_after_days);

    gs_table_set(t, row, "price_as_of",
                 gs_date_day(d, day) ? gs_cell_text(gs_table_strdup(t, day))
                                     : gs_cell_null());
    gs_table_set(t, row, "price_as_of_precision",
                 gs_cell_text(gs_date_precision_name(d->precision)));
    gs_table_set(t, row, "price_age_days",
                 gs_date_age_days(d, ctx->today_days, &days) == 0
                     ? gs_cell_int(days) : gs_cell_null());
    gs_table_set(t, row, "price_stale", gs_cell_bool(stale));
    return stale;
}

/* The cells both price tables have (a GPU offer's row or a model API's):
 * the date columns, superseded, source, the date note and file:line.
 * Returns whether the row is stale. */
static bool row_cells(const struct gs_context *ctx, struct gs_table *t,
                      struct gs_cell *row, const struct gs_date *as_of,
                      bool superseded, const char *source,
                      const char *as_of_note, const char *origin_path,
                      unsigned origin_line)
{
    bool stale = date_cells(ctx, as_of, t, row);

    gs_table_set(t, row, "superseded", gs_cell_bool(superseded));
    gs_table_set(t, row, "source", gs_cell_text(source));
    gs_table_set(t, row, "price_as_of_note", gs_cell_text(as_of_note));
    gs_table_set(t, row, "origin",
                 gs_cell_text(gs_table_printf(t, "%s:%u", origin_path,
                                              origin_line)));
    return stale;
}

/* The key a price list sorts by within a provider (--by; provider
 * itself, or none: NULL). */
static const char *item_by(const struct list_args *a)
{
    return a->by && strcmp(a->by, "provider") != 0 ? a->by : NULL;
}

/* A price list's closing notes (stale rows, the price files read) and
 * the emit: 0, or -1 with *err. */
static int emit_price_list(struct gs_context *ctx, struct gs_report *r,
                           size_t n_stale, struct gs_error *err)
{
    gs_report_note(r, "%zu stale: older than %d days on %s, or undated",
                   n_stale, (int)ctx->stale_after_days, ctx->today.text);
    gs_context_price_notes(ctx, r);
    return gs_context_emit(ctx, r, err);
}

/* Whether a row passes --max-age. */
/* A dated row after the --prices-as-of pin (undated rows never are). */
static bool after_pin(const struct gs_context *ctx, const struct gs_date *d)
{
    return ctx->as_of_pin_days != GS_PRICE_NO_PIN &&
           d->precision != GS_DATE_NONE && d->days > ctx->as_of_pin_days;
}

static bool age_ok(const struct gs_context *ctx, const struct gs_date *d,
                   int64_t max_age_days)
{
    int32_t days;

    if (max_age_days < 0)
        return true;
    return gs_date_age_days(d, ctx->today_days, &days) == 0 &&
           days <= max_age_days;
}

static void price_inputs(struct gs_report *r, const struct gs_context *ctx,
                         const struct list_args *a, const char *gpu_id)
{
    gs_context_price_inputs(ctx, r);
    gs_report_input_text(r, "provider", a->provider);
    if (gpu_id || !a->api)
        gs_report_input_text(r, "gpu", gpu_id);
    if (!a->api) {
        gs_report_input_text(r, "pricing", a->pricing);
        gs_report_input_text(r, "region", a->region);
    }
    if (a->max_age_days >= 0)
        gs_report_input_int(r, "max_age_days", a->max_age_days);
    else
        gs_report_input(r, "max_age_days", gs_cell_null());
    gs_report_input_text(r, "by", a->by);
    gs_report_input_bool(r, "include_superseded", a->include_superseded);
}

/*
 * Mark each row's place: selected (the newest of its offer, by the model
 * layer's rule, at the --prices-as-of pin) and superseded (the file says
 * so, or its offer has a newer selected row).  An offer whose rows are
 * all undated has no selected row; its last undated row that the file
 * does not mark superseded stands for it (shown, flagged stale).
 */
static int mark_rows(const struct gs_context *ctx, struct price_item *items,
                     struct gs_error *err)
{
    const struct gs_price_set *s = &ctx->prices;
    size_t i;

    (void)err;
    for (i = 0; i < s->n_prices; i++)
        items[i] = (struct price_item){
            .p = &s->prices[i],
            .selected = gs_market_is_standing(&ctx->market, i),
            .superseded = gs_market_is_superseded(&ctx->market, i),
        };
    return 0;
}

static int list_prices(struct gs_context *ctx, const struct list_args *a,
                       struct gs_error *err)
{
    const struct gs_price_set *s = &ctx->prices;
    struct price_item *items = NULL;
    const char *gpu_id = NULL;
    struct gs_table t;
    struct gs_report r;
    size_t i, n = 0, n_stale = 0;
    int pricing = a->pricing ? gs_pricing_find(a->pricing) : -1;
    int rc = -1;

    gs_table_init(&t, "rows", price_cols, GS_ARRAY_SIZE(price_cols));
    if (check_by(a->by, "prices", price_by_keys, err) < 0)
        goto out;
    if (a->gpu) {
        const struct gs_gpu *g = gs_dataset_gpu(&ctx->data, a->gpu, err);

        if (!g)
            goto out;
        gpu_id = g->id;
    }
    if (gs_context_prices(ctx, err) < 0)
        goto out;
    if (!(items = calloc(s->n_prices + 1, sizeof(*items)))) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    if (mark_rows(ctx, items, err) < 0)
        goto out;
    for (i = 0; i < s->n_prices; i++) {
        const struct gs_price *p = items[i].p;

        if (!a->include_superseded && !items[i].selected)
            continue;
        if (after_pin(ctx, &p->as_of))
            continue;
        if ((a->provider && gs_ascii_casecmp(a->provider, p->provider) != 0) ||
            (gpu_id && (!p->gpu_id || strcmp(gpu_id, p->gpu_id) != 0)) ||
            (pricing >= 0 && (int)p->pricing != pricing) ||
            (a->region && (!p->region ||
                           gs_ascii_casecmp(a->region, p->region) != 0)) ||
            !age_ok(ctx, &p->as_of, a->max_age_days))
            continue;
        items[n] = items[i];
        items[n].by = item_by(a);
        n++;
    }
    qsort(items, n, sizeof(*items), price_item_cmp);
    for (i = 0; i < n; i++) {
        const struct gs_price *p = items[i].p;
        struct gs_cell *c = gs_table_add_row(&t);

        if (!c) {
            gs_error_set(err, GS_ENOMEM, "out of memory");
            goto out;
        }
        gs_table_set(&t, c, "provider", gs_cell_text(p->provider));
        gs_table_set(&t, c, "instance", gs_cell_text(p->instance));
        gs_table_set(&t, c, "gpu",
                     gs_cell_text(p->gpu_id ? p->gpu_id : p->gpu_name));
        gs_table_set(&t, c, "gpu_count", gs_cell_int(p->n_gpus));
        gs_table_set(&t, c, "usd_per_hour",
                     gs_cell_number(p->usd_per_instance_hour));
        gs_table_set(&t, c, "usd_per_gpu_hour",
                     gs_cell_number(p->usd_per_gpu_hour));
        gs_table_set(&t, c, "pricing",
                     gs_cell_text(gs_pricing_name(p->pricing)));
        gs_table_set(&t, c, "region", gs_cell_text(p->region));
        n_stale += row_cells(ctx, &t, c, &p->as_of, items[i].superseded,
                             p->source, p->as_of_note, p->origin_path,
                             p->origin_line);
        gs_table_set(&t, c, "zone", gs_cell_text(p->zone));
        gs_table_set(&t, c, "gpu_name", gs_cell_text(p->gpu_name));
        gs_table_set(&t, c, "excludes_host", gs_cell_bool(p->excludes_host));
        gs_table_set(&t, c, "verified", gs_cell_bool(p->verified));
    }
    gs_report_init(&r, "list prices");
    price_inputs(&r, ctx, a, gpu_id);
    gs_report_add(&r, &t);
    gs_report_note(&r, "%zu of %zu price rows: %s; $/GPU-hour = $/hour / "
                   "GPUs", n, s->n_prices, a->include_superseded
                   ? "every row, history included"
                   : "the newest row of each offer "
                     "(--include-superseded: history)");
    if (ctx->as_of_pin_days != GS_PRICE_NO_PIN)
        gs_report_note(&r, "prices as of %s: rows dated after it are not "
                       "used", ctx->as_of_pin.text);
    rc = emit_price_list(ctx, &r, n_stale, err);
out:
    gs_table_release(&t);
    free(items);
    return rc;
}

static int list_api_prices(struct gs_context *ctx, const struct list_args *a,
                           struct gs_error *err)
{
    const struct gs_price_set *s = &ctx->prices;
    struct price_item *items = NULL;
    struct gs_table t;
    struct gs_report r;
    size_t i, n = 0, n_stale = 0;
    int rc = -1;

    gs_table_init(&t, "rows", api_cols, GS_ARRAY_SIZE(api_cols));
    if (a->gpu || a->pricing || a->region)
        return gs_error_set(err, GS_EUSAGE, "--gpu, --pricing and --region "
                            "apply to 'list prices' only");
    if (check_by(a->by, "api-prices", api_by_keys, err) < 0)
        goto out;
    if (gs_context_prices(ctx, err) < 0)
        goto out;
    if (!(items = calloc(s->n_api_prices + 1, sizeof(*items)))) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    for (i = 0; i < s->n_api_prices; i++) {
        const struct gs_api_price *p = &s->api_prices[i];

        if ((!a->include_superseded && p->superseded) ||
            after_pin(ctx, &p->as_of) ||
            (a->provider && gs_ascii_casecmp(a->provider, p->provider) != 0) ||
            !age_ok(ctx, &p->as_of, a->max_age_days))
            continue;
        items[n].api = p;
        items[n].by = item_by(a);
        n++;
    }
    qsort(items, n, sizeof(*items), api_item_cmp);
    for (i = 0; i < n; i++) {
        const struct gs_api_price *p = items[i].api;
        struct gs_cell *c = gs_table_add_row(&t);

        if (!c) {
            gs_error_set(err, GS_ENOMEM, "out of memory");
            goto out;
        }
        gs_table_set(&t, c, "provider", gs_cell_text(p->provider));
        gs_table_set(&t, c, "model", gs_cell_text(p->model));
        gs_table_set(&t, c, "tier", gs_cell_text(p->tier));
        if (p->has_token_prices) {
            gs_table_set(&t, c, "usd_per_mtok_input",
                         gs_cell_number(p->usd_per_mtok_input));
            gs_table_set(&t, c, "usd_per_mtok_output",
                         gs_cell_number(p->usd_per_mtok_output));
        }
        n_stale += row_cells(ctx, &t, c, &p->as_of, p->superseded,
                             p->source, p->as_of_note, p->origin_path,
                             p->origin_line);
        gs_table_set(&t, c, "open_model", gs_cell_text(p->open_model));
        if (p->usd_per_mtok_cached_input > 0.0)
            gs_table_set(&t, c, "usd_per_mtok_cached_input",
                         gs_cell_number(p->usd_per_mtok_cached_input));
        if (p->is_image)
            gs_table_set(&t, c, "usd_per_image",
                         gs_cell_number(p->usd_per_image));
    }
    gs_report_init(&r, "list api-prices");
    price_inputs(&r, ctx, a, NULL);
    gs_report_add(&r, &t);
    gs_report_note(&r, "%zu of %zu model API price rows%s; USD per 10^6 "
                   "tokens", n, s->n_api_prices, a->include_superseded
                   ? "" : " (superseded rows hidden: --include-superseded)");
    rc = emit_price_list(ctx, &r, n_stale, err);
out:
    gs_table_release(&t);
    free(items);
    return rc;
}

static void list_args_init(void *args)
{
    *(struct list_args *)args = (struct list_args){ .max_age_days = -1 };
}
GS_COMMAND_ARGS(list, struct list_args, list_args_init);

int cmd_list(const void *args, int argc, const char **argv,
             struct gs_context *ctx, struct gs_error *err)
{
    struct list_args a = *(const struct list_args *)args;
    bool price_opts, gpu_opts;

    (void)argc;
    price_opts = a.provider || a.gpu || a.pricing || a.region ||
                 a.max_age_days >= 0 || a.include_superseded || a.api;
    gpu_opts = a.vendor || a.min_memory_bytes > 0.0 || a.precision;
    if (strcmp(argv[1], "prices") == 0 || strcmp(argv[1], "api-prices") == 0) {
        if (gpu_opts)
            return gs_error_set(err, GS_EUSAGE,
                                "--vendor, --min-memory and --precision "
                                "apply to 'list gpus' only");
        if (a.api || strcmp(argv[1], "api-prices") == 0)
            return list_api_prices(ctx, &a, err);
        return list_prices(ctx, &a, err);
    }
    if (price_opts)
        return gs_error_set(err, GS_EUSAGE,
                            "--provider, --gpu, --pricing, --region, "
                            "--max-age, --include-superseded and --api apply "
                            "to 'list prices' and 'list api-prices' only");
    if (strcmp(argv[1], "gpus") == 0) {
        if (check_by(a.by, "gpus", gs_gpu_sort_names, err) < 0)
            return -1;
        return list_gpus(ctx, &a, err);
    }
    if (strcmp(argv[1], "models") == 0) {
        if (gpu_opts || a.by)
            return gs_error_set(err, GS_EUSAGE,
                                "--vendor, --min-memory, --precision and --by "
                                "apply to 'list gpus' only");
        return list_models(ctx, err);
    }
    return gs_error_set(err, GS_EUSAGE,
                        "cannot list '%s'; try 'gpusel list gpus', 'models', "
                        "'prices' or 'api-prices'", argv[1]);
}
