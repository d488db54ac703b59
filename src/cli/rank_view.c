/*
 * How `gpusel rank` shows its answer (src/cli/rank.h): the `rank`
 * table (the ranked candidates, best first, then the rejected with
 * their reason; every key of gpusel cost per row), `why` (why the
 * winner wins) and `breakeven` (the winner against the other pricing
 * kinds and the cheapest API).  Numbers come from gs_rank_key(), so
 * the report and --fail-if read the same values.  docs/commands/rank.md
 * lists every key.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "condition.h"
#include "rank.h"
#include "cost_view.h"
#include "rank_record.h"
#include "suggest.h"
#include "units.h"
#include "banned.h"

#define PCT 0.01

/* Which workload kinds a column belongs to. */
enum {
    K_SERVE = 1 << 0,      /* realtime, batch */
    K_TRAIN = 1 << 1,      /* training, finetune, lora, qlora */
    K_MEDIA = 1 << 2,
    K_ALL = K_SERVE | K_TRAIN | K_MEDIA,
    K_RT = 1 << 3,         /* realtime only (latency) */
    K_JOB = 1 << 4,        /* batch, training kinds, media */
};

/* A candidate's label in the default table: longer labels (a model API's
 * provider path, a long instance name) are shortened in the middle so the
 * fleet, total, latency and basis columns keep their room in 120 columns;
 * CSV, JSON, markdown, --wide and the notes keep the whole label. */
#define CANDIDATE_TABLE_COLUMNS 40

/* Priorities for fitting the table to 120 columns: lower hides first. */
enum {
    P_REASON = 5, P_LOW = 10, P_TIME = 40, P_TOTAL = 60, P_STATUS = 80,
    P_COST = 90
};

struct spec {
    const char *key;
    const char *title;
    enum gs_cell_type type;
    int decimals;
    double scale;
    bool everyone;         /* shown in table/markdown; else detail */
    int priority;
    unsigned kinds;
    const char *unit;      /* where the suffix does not say it */
};

#define T GS_CELL_TEXT
#define N GS_CELL_NUMBER
#define I GS_CELL_INT
#define B GS_CELL_BOOL

/* Before the terms. */
static const struct spec head[] = {
    { "rank", "rank", I, 0, 0, true, P_COST, K_ALL, NULL },
    { "candidate", "candidate", T, 0, 0, true, P_COST, K_ALL, NULL },
    { "cost_per_output", NULL, N, 4, 0, true, P_COST, K_ALL, "USD" },
    { "usd_total", NULL, N, 2, 0, true, P_TOTAL, K_ALL, "USD" },
    { "fleet", "GPUs", T, 0, 0, true, P_TOTAL + 1, K_ALL, NULL },
    { "ttft_p99_s", "p99 TTFT (s)", N, 3, 0, true, P_TIME, K_RT, NULL },
    { "itl_p99_s", "p99 ITL (s)", N, 4, 0, true, P_TIME - 1, K_RT, NULL },
    { "hours_to_finish", "hours to finish", N, 1, 0, true, P_TIME, K_JOB,
      "hours" },
    { "price_as_of", "price as of", T, 0, 0, true, P_TIME - 2, K_ALL, NULL },
    { "status", "status", T, 0, 0, true, P_STATUS, K_ALL, NULL },
    /* what the cost rests on: shown before the total, hidden before the
     * fleet (equal priority, later column) when 120 columns are short */
    { "basis", "basis", T, 0, 0, true, P_TOTAL + 1, K_ALL, NULL },
    { "scaled_by", "scaled by (measured GPU)", T, 0, 0, false, P_LOW, K_ALL,
      NULL },
    { "scale_ratio", "measured / modelled", N, 3, 0, false, P_LOW, K_ALL,
      NULL },
    { "weight_format", "weight format", T, 0, 0, false, P_LOW, K_SERVE,
      NULL },
    { "kv_format", "KV-cache format", T, 0, 0, false, P_LOW, K_SERVE,
      NULL },
    { "rejected_cost_per_output", NULL, N, 4, 0, false, P_LOW, K_ALL,
      "USD" },
    { "rejected_usd_total", "total USD if taken", N, 2, 0, false, P_LOW,
      K_ALL, "USD" },
    { "gpu", "GPU", T, 0, 0, false, P_LOW, K_ALL, NULL },
    { "gpu_count", "GPUs", I, 0, 0, false, P_LOW, K_ALL, NULL },
    { "gpus_per_unit", "GPUs per unit", I, 0, 0, false, P_LOW, K_ALL, NULL },
    { "kind", "workload kind", T, 0, 0, false, P_LOW, K_ALL, NULL },
    { "model", "model", T, 0, 0, false, P_LOW, K_ALL, NULL },
    { "pricing", "pricing", T, 0, 0, false, P_LOW, K_ALL, NULL },
    { "provider", "provider", T, 0, 0, false, P_LOW, K_ALL, NULL },
    { "instance", "instance", T, 0, 0, false, P_LOW, K_ALL, NULL },
    { "region", "region", T, 0, 0, false, P_LOW, K_ALL, NULL },
    { "usd_per_hour", "USD per unit-hour", N, 3, 0, false, P_LOW, K_ALL,
      "USD/hour" },
    { "usd_per_gpu_hour", "USD per GPU-hour", N, 4, 0, false, P_LOW, K_ALL,
      "USD/GPU-hour" },
    { "price_age_days", "price age (days)", I, 0, 0, false, P_LOW, K_ALL,
      "days" },
    { "price_as_of_precision", "price date precision", T, 0, 0, false,
      P_LOW, K_ALL, NULL },
    { "price_stale", "price stale", B, 0, 0, false, P_LOW, K_ALL, NULL },
    { "price_source", "price source", T, 0, 0, false, P_LOW, K_ALL, NULL },
    { "is_mig", "MIG slice", B, 0, 0, false, P_LOW, K_ALL, NULL },
    { "mig_profile", "MIG profile", T, 0, 0, false, P_LOW, K_ALL, NULL },
    { "mig_compute_frac", "MIG compute share", N, 4, 0, false, P_LOW,
      K_ALL, NULL },
    { "mig_memory_frac", "MIG memory share", N, 4, 0, false, P_LOW, K_ALL,
      NULL },
    { "is_api", "model API", B, 0, 0, false, P_LOW, K_ALL, NULL },
    { "api", "API", T, 0, 0, false, P_LOW, K_ALL, NULL },
    { "throughput_source", "throughput from", T, 0, 0, false, P_LOW, K_ALL,
      NULL },
    { "layout", "layout", T, 0, 0, false, P_LOW, K_SERVE | K_TRAIN, NULL },
    { "prefill_gpu", "prefill pool GPU", T, 0, 0, false, P_LOW, K_RT, NULL },
    { "prefill_gpus", "prefill GPUs per unit", I, 0, 0, false, P_LOW, K_RT,
      NULL },
    { "decode_gpu", "decode pool GPU", T, 0, 0, false, P_LOW, K_RT, NULL },
    { "decode_gpus", "decode GPUs per unit", I, 0, 0, false, P_LOW, K_RT,
      NULL },
    { "prefill_instance", "prefill pool instance", T, 0, 0, false, P_LOW,
      K_RT, NULL },
    { "prefill_price_as_of", "prefill price as of", T, 0, 0, false, P_LOW,
      K_RT, NULL },
    { "prefill_price_source", "prefill price source", T, 0, 0, false, P_LOW,
      K_RT, NULL },
    { "prefill_usd_per_gpu_hour", "prefill USD per GPU-hour", N, 4, 0, false,
      P_LOW, K_RT, "USD/GPU-hour" },
    { "decode_usd_per_gpu_hour", "decode USD per GPU-hour", N, 4, 0, false,
      P_LOW, K_RT, "USD/GPU-hour" },
    { "prefill_gpu_s_per_request", "prefill GPU-seconds per prompt", N, 3, 0,
      false, P_LOW, K_RT, "GPU-s" },
    { "tp", "tp", I, 0, 0, false, P_LOW, K_SERVE | K_TRAIN, NULL },
    { "pp", "pp", I, 0, 0, false, P_LOW, K_SERVE | K_TRAIN, NULL },
    { "dp", "dp", I, 0, 0, false, P_LOW, K_SERVE | K_TRAIN, NULL },
    { "concurrency", "concurrency per unit", I, 0, 0, false, P_LOW, K_SERVE,
      NULL },
    { "prefill_chunk_tokens", "prefill budget (tokens)", I, 0, 0, false,
      P_LOW, K_SERVE, "tokens" },
    { "tpot_mean_s", "mean TPOT (s)", N, 4, 0, false, P_LOW, K_RT, NULL },
    { "unit_tokens_per_s", "output tokens/s per unit", N, 0, 0, false,
      P_LOW, K_SERVE, "tokens/s" },
    { "tokens_per_s_per_gpu", "output tokens/s per GPU", N, 1, 0, false,
      P_LOW, K_SERVE, "tokens/s" },
    { "unit_requests_per_s", "requests/s per unit", N, 3, 0, false, P_LOW,
      K_SERVE, "requests/s" },
    { "requests_per_s", "average requests/s", N, 3, 0, false, P_LOW,
      K_SERVE, "requests/s" },
    { "peak_requests_per_s", "peak requests/s", N, 3, 0, false, P_LOW,
      K_SERVE, "requests/s" },
    { "n_units", "units provisioned", I, 0, 0, false, P_LOW, K_SERVE, NULL },
    { "period_hours", "period (hours)", N, 1, 0, false, P_LOW, K_SERVE,
      "hours" },
    { "tokens", "tokens", N, 0, 0, false, P_LOW, K_TRAIN, "tokens" },
    { "tokens_per_s", "tokens/s (whole job)", N, 0, 0, false, P_LOW,
      K_TRAIN, "tokens/s" },
    { "mfu", "MFU", N, 3, 0, false, P_LOW, K_TRAIN, NULL },
    { "goodput", "goodput", N, 4, 0, false, P_LOW, K_TRAIN, NULL },
    { "lost_work_hours", "lost work + restarts (hours)", N, 2, 0, false,
      P_LOW, K_TRAIN, "hours" },
    { "wall_hours", "wall hours", N, 1, 0, false, P_LOW, K_TRAIN | K_MEDIA,
      "hours" },
    { "days", "days", N, 2, 0, false, P_LOW, K_TRAIN, "days" },
    { "days_low", "days (optimistic)", N, 2, 0, false, P_LOW, K_TRAIN,
      "days" },
    { "days_high", "days (pessimistic)", N, 2, 0, false, P_LOW, K_TRAIN,
      "days" },
    { "assets_per_hour", "assets per hour per worker", N, 2, 0, false,
      P_LOW, K_MEDIA, "assets/hour" },
    { "utilisation_frac", "utilisation", N, 4, 0, false, P_LOW, K_ALL,
      NULL },
    { "paid_gpu_hours", "GPU-hours paid", N, 1, 0, false, P_LOW, K_ALL,
      "GPU-hours" },
    { "busy_gpu_hours", "GPU-hours busy", N, 1, 0, false, P_LOW, K_ALL,
      "GPU-hours" },
    { "outputs", "outputs delivered", N, 0, 0, false, P_LOW, K_ALL, NULL },
    { "acceptance_rate", "acceptance rate", N, 3, 0, false, P_LOW, K_ALL,
      NULL },
    { "accepted_outputs", "accepted outputs", N, 0, 0, false, P_LOW, K_ALL,
      NULL },
    { "usd_per_accepted_output", "USD per accepted output", N, 6, 0, false,
      P_LOW, K_ALL, "USD" },
    { "usd_per_mtok", "USD per million tokens", N, 4, 0, false, P_LOW,
      K_SERVE | K_TRAIN, "USD/Mtok" },
};

/* After the terms. */
static const struct spec tail[] = {
    { "superseded_usd_per_hour", "superseded quote, USD per instance-hour",
      N, 2, 0, false, P_LOW, K_ALL, "USD/hour" },
    { "superseded_as_of", "superseded quote as of", T, 0, 0, false, P_LOW,
      K_ALL, NULL },
    { "usd_total_at_superseded", "total at the superseded quote", N, 2, 0,
      false, P_LOW, K_ALL, "USD" },
    { "api_usd_total", "API total (USD)", N, 2, 0, false, P_LOW, K_SERVE,
      "USD" },
    { "api_usd_per_accepted_output", "API USD per accepted output", N, 6, 0,
      false, P_LOW, K_SERVE, "USD" },
    { "api_usd_per_mtok", "API USD per million accepted tokens", N, 4, 0,
      false, P_LOW, K_SERVE, "USD/Mtok" },
    { "purchase_usd_per_gpu", "purchase per GPU (USD)", N, 0, 0, false,
      P_LOW, K_ALL, "USD" },
    { "capex_usd_per_gpu_hour", "capex per GPU-hour", N, 3, 0, false, P_LOW,
      K_ALL, "USD/GPU-hour" },
    { "hosting_usd_per_gpu_hour", "hosting per GPU-hour", N, 3, 0, false,
      P_LOW, K_ALL, "USD/GPU-hour" },
    { "power_usd_per_gpu_hour", "power per busy GPU-hour", N, 3, 0, false,
      P_LOW, K_ALL, "USD/GPU-hour" },
    { "spot_factor", "held hours per useful hour (spot)", N, 6, 0, false,
      P_LOW, K_ALL, NULL },
    { "meets_targets", "meets targets", B, 0, 0, false, P_LOW, K_ALL, NULL },
    { "rejected_reason", "rejected (code)", T, 0, 0, true, P_STATUS - 1, K_ALL,
      NULL },
    { "rejected_detail", "reason", T, 0, 0, true, P_REASON, K_ALL, NULL },
};

#undef T
#undef N
#undef I
#undef B

/* Every cost engine term key, in the engine's orders (the columns of
 * the terms a kind has; docs/commands/cost.md). */
static const struct {
    const char *key, *title;
    unsigned kinds;
} terms[] = {
    { "compute_usd", "GPU compute (USD)", K_ALL },
    { "api_usd", "model API (USD)", K_SERVE },
    { "storage_usd", "storage (USD)", K_ALL },
    { "serving_stack_usd", "serving stack (USD)", K_SERVE },
    { "idle_capacity_usd", "idle capacity (USD)", K_SERVE },
    { "retry_waste_usd", "retry waste (USD)", K_SERVE },
    { "observability_usd", "observability (USD)", K_SERVE },
    { "network_usd", "network (USD)", K_TRAIN },
    { "checkpoint_usd", "checkpointing (USD)", K_TRAIN },
    { "failed_run_usd", "failed-run waste (USD)", K_TRAIN },
    { "spot_restart_usd", "spot restarts (USD)", K_TRAIN },
    { "failed_render_usd", "failed renders (USD)", K_MEDIA },
    { "queue_overhead_usd", "queue overhead (USD)", K_MEDIA },
    { "moderation_usd", "moderation (USD)", K_MEDIA },
    { "operator_review_usd", "operator review (USD)", K_MEDIA },
    { "platform_labor_usd", "platform labour (USD)", K_SERVE | K_TRAIN },
};

#define MAX_COLS (GS_ARRAY_SIZE(head) + GS_ARRAY_SIZE(tail) + \
                  GS_ARRAY_SIZE(terms))

#define N_WHY_COLS 9

/* Where a number column's cells come from, settled once per column
 * (build_cols) rather than by comparing its key in every row. */
struct col_src {
    const char *key[2];    /* the key read for a ranked [0] and a rejected
                            * [1] candidate (row_number); NULL: no number */
    int question;          /* the question's own number (question_number),
                            * or -1: the candidate's (gs_rank_key) */
    int index[2];          /* key[i]'s gs_rank_key_index(); -1: a term
                            * (gs_rank_term_key) or none */
};

struct view {
    struct gs_column cols[MAX_COLS];
    struct col_src src[MAX_COLS];
    size_t n_cols;
    struct gs_column why_cols[N_WHY_COLS];
    struct gs_table rank, why, breakeven, launch;
};

/* --emit's table. */
static const struct gs_column launch_cols[] = {
    { "role", "role", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "candidate", "candidate", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "command", "launch line", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
};

static unsigned kind_mask(enum gs_workload_kind k)
{
    switch (k) {
    case GS_WKIND_REALTIME:
        return K_SERVE | K_RT;
    case GS_WKIND_BATCH:
        return K_SERVE | K_JOB;
    case GS_WKIND_MEDIA:
        return K_MEDIA | K_JOB;
    default:
        return K_TRAIN | K_JOB;
    }
}

static bool applies(unsigned kinds, unsigned mask)
{
    /* K_RT and K_JOB narrow a column to those kinds */
    if (kinds & (K_RT | K_JOB))
        return (kinds & mask & (K_RT | K_JOB)) != 0;
    return (kinds & mask) != 0;
}

static const char *cost_title(enum gs_workload_kind k)
{
    switch (k) {
    case GS_WKIND_REALTIME:
    case GS_WKIND_BATCH:
        return "USD/Mtok";
    case GS_WKIND_MEDIA:
        return "USD/asset";
    default:
        return "USD/run";
    }
}

/* The title of usd_total: what the whole demand pays.  A training kind's
 * ranking key is already per completed run, so its total is what is paid
 * for the run including failed attempts, not a second "USD/run". */
static const char *total_title(enum gs_workload_kind k)
{
    switch (k) {
    case GS_WKIND_REALTIME:
        return "USD/period";
    case GS_WKIND_BATCH:
    case GS_WKIND_MEDIA:
        return "USD/run";
    default:
        return "USD paid";
    }
}

/* The title of rejected_cost_per_output: a rejected candidate's cost. */
static const char *rejected_cost_title(enum gs_workload_kind k)
{
    switch (k) {
    case GS_WKIND_REALTIME:
    case GS_WKIND_BATCH:
        return "USD/Mtok if taken";
    case GS_WKIND_MEDIA:
        return "USD/asset if taken";
    default:
        return "USD/run if taken";
    }
}

static void add_col(struct view *v, const struct spec *s,
                    enum gs_workload_kind k)
{
    struct gs_column *c = &v->cols[v->n_cols++];

    memset(c, 0, sizeof(*c));
    c->key = s->key;
    c->title = s->title ? s->title
               : strcmp(s->key, "usd_total") == 0 ? total_title(k)
               : strcmp(s->key, "rejected_cost_per_output") == 0
                   ? rejected_cost_title(k) : cost_title(k);
    c->type = s->type;
    c->decimals = s->decimals;
    c->human_scale = s->scale;
    c->unit = s->unit;
    c->priority = s->priority;
    if (strcmp(s->key, "candidate") == 0) {
        c->kind = GS_COL_KEY;
        c->table_max_columns = CANDIDATE_TABLE_COLUMNS;
    }
    c->audience = s->everyone ? GS_COL_EVERYONE : GS_COL_DETAIL;
}

static struct col_src col_src_of(const char *key);

static void build_cols(struct view *v, enum gs_workload_kind k)
{
    unsigned mask = kind_mask(k);
    size_t i;

    v->n_cols = 0;
    for (i = 0; i < GS_ARRAY_SIZE(head); i++)
        if (applies(head[i].kinds, mask))
            add_col(v, &head[i], k);
    for (i = 0; i < GS_ARRAY_SIZE(terms); i++)
        if (applies(terms[i].kinds, mask)) {
            struct spec s = { terms[i].key, terms[i].title, GS_CELL_NUMBER,
                              2, 0, false, P_LOW, K_ALL, "USD" };

            add_col(v, &s, k);
        }
    for (i = 0; i < GS_ARRAY_SIZE(tail); i++)
        if (applies(tail[i].kinds, mask))
            add_col(v, &tail[i], k);
    for (i = 0; i < v->n_cols; i++)
        if (v->cols[i].type != GS_CELL_TEXT)
            v->src[i] = col_src_of(v->cols[i].key);
}

int gs_rank_view_check_cond(const struct gs_cond *cond,
                            enum gs_workload_kind kind,
                            struct gs_error *err)
{
    struct view *v = calloc(1, sizeof(*v));
    const char *keys[MAX_COLS + 128];
    size_t i, j, n_keys = 0;
    int rc = 0;

    if (!v)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    /* the number columns of this kind's table, then every key --fail-if
     * reads (gs_rank_numeric_keys: some are not columns) */
    build_cols(v, kind);
    for (j = 0; j < v->n_cols; j++)
        if (v->cols[j].type != GS_CELL_TEXT)
            keys[n_keys++] = v->cols[j].key;
    for (j = 0; gs_rank_numeric_keys[j] && n_keys < GS_ARRAY_SIZE(keys); j++)
        keys[n_keys++] = gs_rank_numeric_keys[j];
    for (i = 0; i < cond->n_cmp && rc == 0; i++) {
        const char *key = cond->cmp[i].key, *near;

        for (j = 0; j < n_keys && strcmp(keys[j], key) != 0; j++)
            ;
        if (j < n_keys)
            continue;
        near = gs_suggest(key, keys, n_keys);
        rc = near ? gs_error_set(err, GS_EUSAGE, "--fail-if: column %u: no "
                                 "number column '%s' in rank's report; did "
                                 "you mean '%s'?", cond->cmp[i].col, key,
                                 near)
                  : gs_error_set(err, GS_EUSAGE, "--fail-if: column %u: no "
                                 "number column '%s' in rank's report (the "
                                 "keys are the header of --format csv; "
                                 "docs/commands/rank.md lists them)",
                                 cond->cmp[i].col, key);
    }
    free(v);
    return rc;
}

/* ---- cells ------------------------------------------------------------ */

static const char *text_of(struct gs_table *t, const struct gs_rank_result *r,
                           const struct gs_rank_candidate *c,
                           const char *key, bool *failed)
{
    const char *s = NULL;

#define IS(name) (key[0] == (name)[0] && strcmp(key, name) == 0)
    if (IS("candidate"))
        s = gs_table_strdup(t, c->label);
    else if (IS("gpu"))
        return c->is_api ? NULL : c->gpu_id;
    else if (IS("kind"))
        return gs_workload_kind_name(r->kind);
    else if (IS("model"))
        return r->model ? r->model->id : NULL;
    else if (IS("pricing"))
        return c->any_offer ? NULL
               : c->is_api ? "api" : gs_pricing_name(c->pricing);
    else if (IS("provider"))
        return c->any_offer ? NULL : c->provider;
    else if (IS("instance"))
        return c->instance;
    else if (IS("region"))
        return c->region;
    else if (IS("price_as_of")) {
        /* one type per column (issue 19): a calendar day or null; the
         * source's precision is price_as_of_precision */
        char day[11];

        if (!c->row && !c->api)
            return NULL;
        if (!gs_date_day(c->row ? &c->row->as_of : &c->api->as_of, day))
            return NULL;
        s = gs_table_strdup(t, day);
    } else if (IS("price_as_of_precision"))
        return c->row ? gs_date_precision_name(c->row->as_of.precision)
               : c->api ? gs_date_precision_name(c->api->as_of.precision)
                        : NULL;
    else if (IS("price_source"))
        return c->row ? c->row->source : c->api ? c->api->source
               : c->costed ? "ownership terms (docs/engines/cost.md)"
                           : NULL;
    else if (IS("mig_profile"))
        return c->is_mig ? c->mig_profile : NULL;
    else if (IS("api"))
        s = c->is_api ? gs_table_printf(t, "%s/%s", c->api->provider,
                                        c->api->model) : NULL;
    else if (IS("throughput_source"))
        return c->throughput_source;
    else if (IS("prefill_gpu"))
        return !c->disagg ? NULL : c->prefill_gpu ? c->prefill_gpu->id
                                                  : c->gpu_id;
    else if (IS("decode_gpu"))
        return c->disagg ? c->gpu_id : NULL;
    else if (IS("prefill_instance"))
        return c->prefill_row ? c->prefill_row->instance
               : c->disagg && !c->prefill_gpu ? c->instance : NULL;
    else if (IS("prefill_price_source"))
        return c->prefill_row ? c->prefill_row->source : NULL;
    else if (IS("prefill_price_as_of")) {
        char day[11];

        if (!c->prefill_row || !gs_date_day(&c->prefill_row->as_of, day))
            return NULL;
        s = gs_table_strdup(t, day);
    }
    else if (IS("layout") && c->disagg && c->prefill_gpus > 0)
        s = gs_table_printf(t, "prefill %lld x (tp %lld, pp %lld); decode "
                            "%lld x (%s %lld, pp %lld, dp %lld)",
                            (long long)c->prefill_instances,
                            (long long)c->prefill_tp,
                            (long long)(c->prefill_pp > 0 ? c->prefill_pp
                                                          : 1),
                            (long long)c->decode_replicas,
                            c->ep > 1 ? "ep" : "tp",
                            (long long)(c->ep > 1 ? c->ep : c->tp),
                            (long long)c->pp, (long long)c->dp);
    else if (IS("basis")) {
        if (!c->costed && c->any_offer)
            return NULL;
        /* short, so it fits the table: the measured GPU a scaled
         * estimate rests on is scaled_by (and the notes say it) */
        return gs_basis_name(c->basis);
    } else if (IS("scaled_by"))
        return c->scaled_by ? c->scaled_by->id : NULL;
    else if (IS("weight_format"))
        return c->weight_dtype == GS_DTYPE_UNSET
                   ? NULL : gs_dtype_name(c->weight_dtype);
    else if (IS("kv_format"))
        return c->kv_dtype == GS_DTYPE_UNSET || c->is_api
                   ? NULL : gs_dtype_name(c->kv_dtype);
    else if (IS("layout") && c->ep > 1)
        s = gs_table_printf(t, "ep %lld%s, dp %lld", (long long)c->ep,
                            c->attn_dp ? " attn-dp" : "", (long long)c->dp);
    else if (IS("layout"))
        s = c->tp > 0 ? gs_table_printf(t, "tp %lld, pp %lld, dp %lld%s",
                                        (long long)c->tp, (long long)c->pp,
                                        (long long)c->dp,
                                        gs_workload_kind_trains(r->kind)
                                            ? (c->zero_stage == 0 ? ", ZeRO 0"
                                               : c->zero_stage == 1
                                                   ? ", ZeRO 1"
                                               : c->zero_stage == 2
                                                   ? ", ZeRO 2" : ", ZeRO 3")
                                            : "") : NULL;
    else if (IS("fleet"))
        s = !c->costed ? NULL : c->is_api ? "API"
            : c->is_mig ? gs_table_printf(t, "%lld x MIG %s",
                                          (long long)(c->res.n_replicas > 0
                                                      ? c->res.n_replicas
                                                      : 1),
                                          c->mig_profile)
            : c->res.n_replicas > 0
                ? gs_table_printf(t, "%lld = %lldx%lld",
                                  (long long)(c->res.n_replicas * c->n_gpus),
                                  (long long)c->res.n_replicas,
                                  (long long)c->n_gpus)
                : gs_table_printf(t, "%lld", (long long)c->n_gpus);
    else if (IS("superseded_as_of"))
        return c->quote ? (c->quote->as_of.precision == GS_DATE_NONE
                               ? "unknown" : c->quote->as_of.text) : NULL;
    else if (IS("rejected_reason"))
        return c->reject == GS_RANK_OK ? NULL : gs_rank_reject_name(c->reject);
    else if (IS("rejected_detail"))
        return c->reject == GS_RANK_OK ? NULL : c->reason;
    else if (IS("status"))
        return c->reject == GS_RANK_OK ? "ranked" : "rejected";
    else
        return NULL;
#undef IS
    if (!s && (strcmp(key, "candidate") == 0 || strcmp(key, "status") == 0))
        *failed = true;
    return s;
}

/* The question's own numbers, the same in every row (but the last). */
static const char *const question_keys[] = {
    "requests_per_s", "peak_requests_per_s", "period_hours", "tokens",
    "acceptance_rate", "assets_per_hour",
};

/* key's index in question_keys, or -1. */
static int question_key(const char *key)
{
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(question_keys); i++)
        if (strcmp(key, question_keys[i]) == 0)
            return (int)i;
    return -1;
}

/* The question number question_keys[i] for c. */
static double question_value(const struct gs_rank_result *r,
                             const struct gs_rank_candidate *c, int i)
{
    const struct gs_cost_question *q = r->q;

    switch (i) {
    case 0:
        return q->requests_per_s;
    case 1:
        return q->peak_requests_per_s;
    case 2:
        return q->period_hours;
    case 3:
        return q->tokens;
    case 4:
        return q->acceptance_rate;
    default:
        return c->costed && c->res.wall_hours > 0.0
                   ? q->assets / c->res.wall_hours : NAN;
    }
}

int gs_rank_row_key(const struct gs_rank_result *r,
                    const struct gs_rank_candidate *c, const char *key,
                    double *out)
{
    int qi = question_key(key);

    if (qi >= 0) {
        *out = question_value(r, c, qi);
        return 0;
    }
    return gs_rank_key(c, key, out);
}

/*
 * The columns that hold what a candidate costs.  A rejected candidate's
 * cost is not an answer: it stays out of them (a spreadsheet's MIN or
 * sort over the column reads ranked candidates only) and goes to
 * rejected_cost_per_output and rejected_usd_total instead (issue 19).
 */
static bool is_cost_key(const char *key)
{
    static const char *const keys[] = {
        "cost_per_output", "usd_total", "usd_per_accepted_output",
        "usd_per_mtok", "usd_total_at_superseded",
    };
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(keys); i++)
        if (key[0] == keys[i][0] && strcmp(key, keys[i]) == 0)
            return true;
    for (i = 0; i < GS_ARRAY_SIZE(terms); i++)
        if (key[0] == terms[i].key[0] && strcmp(key, terms[i].key) == 0)
            return true;
    return false;
}

/* Where column `key`'s numbers come from: rejected candidates' costs
 * in their own columns. */
static struct col_src col_src_of(const char *key)
{
    struct col_src src = { { key, key }, -1, { -1, -1 } };
    int i;

    if (strcmp(key, "rejected_cost_per_output") == 0) {
        src.key[0] = NULL;
        src.key[1] = "cost_per_output";
    } else if (strcmp(key, "rejected_usd_total") == 0) {
        src.key[0] = NULL;
        src.key[1] = "usd_total";
    } else if (is_cost_key(key)) {
        src.key[1] = NULL;
    } else {
        src.question = question_key(key);
    }
    for (i = 0; i < 2; i++)
        if (src.key[i])
            src.index[i] = gs_rank_key_index(src.key[i]);
    return src;
}

/* A cell's number (col_src_of). */
static double row_number(const struct gs_rank_result *r,
                         const struct gs_rank_candidate *c,
                         const struct col_src *src)
{
    int rejected = c->reject != GS_RANK_OK;
    const char *key = src->key[rejected];
    double x;

    if (!key)
        return NAN;
    if (src->question >= 0)
        return question_value(r, c, src->question);
    if (src->index[rejected] >= 0)
        return gs_rank_key_at(c, src->index[rejected]);
    if (gs_rank_term_key(c, key, &x) < 0)
        return NAN;
    return x;
}

static int add_row(struct view *v, const struct gs_rank_result *r,
                   const struct gs_rank_candidate *c)
{
    struct gs_cell *row = gs_table_add_row(&v->rank);
    bool failed = false;
    size_t j;

    if (!row)
        return -1;
    for (j = 0; j < v->n_cols; j++) {
        const struct gs_column *col = &v->cols[j];
        double x;

        if (col->type == GS_CELL_TEXT) {
            const char *s = text_of(&v->rank, r, c, col->key, &failed);

            row[j] = s ? gs_cell_text(s) : gs_cell_null();
            continue;
        }
        x = row_number(r, c, &v->src[j]);
        if (!isfinite(x))
            row[j] = gs_cell_null();
        else if (col->type == GS_CELL_INT)
            row[j] = gs_cell_int((int64_t)llround(x));
        else if (col->type == GS_CELL_BOOL)
            row[j] = gs_cell_bool(x != 0.0);
        else
            row[j] = gs_cell_number(x);
    }
    return failed ? -1 : 0;
}

/* ---- why and break-even ----------------------------------------------- */

/* margin_per_output's title is the ranking key's unit (build_why_cols):
 * the runner-up's cost per output minus the winner's, in the same unit
 * as the table's cost column. */
static const struct gs_column why_cols[N_WHY_COLS] = {
    { "winner", "winner", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "winner_fleet", "winner's fleet", GS_CELL_TEXT, 0, 0 },
    { "winner_usd_total", "winner's total (USD)", GS_CELL_NUMBER, 2, 0,
      .unit = "USD" },
    { "runner_up", "runner-up", GS_CELL_TEXT, 0, 0 },
    { "margin_per_output", NULL, GS_CELL_NUMBER, 4, 0, .unit = "USD" },
    { "margin_usd", "margin (USD)", GS_CELL_NUMBER, 2, 0 },
    { "margin_frac", "margin %", GS_CELL_NUMBER, 1, PCT },
    { "tie", "tie", GS_CELL_BOOL, 0, 0 },
    { "top_terms", "largest terms", GS_CELL_TEXT, 0, 0,
      .kind = GS_COL_LIST },
};

static int build_why(struct view *v, const struct gs_rank_result *r)
{
    const struct gs_rank_why *w = &r->why;
    const struct gs_rank_candidate *win = r->ranked; /* NULL when none */
    const char *label, *fleet, *runner, *top;
    struct gs_table *t;
    struct gs_cell *c;
    char buf[512];
    size_t i, used = 0;

    if (!w->has_winner)
        return 0;
    if (!(c = gs_table_add_row(&v->why)))
        return -1;
    t = &v->why;
    label = gs_table_strdup(t, win->label);
    fleet = win->is_api ? "a model API (no GPUs)"
        : win->is_mig ? gs_table_printf(t, "1 MIG %s slice",
                                        win->mig_profile)
        : gs_table_printf(t, "%lld GPUs: %lld unit(s) of %lld",
                          (long long)(win->n_gpus *
                                      (win->res.n_replicas > 0
                                           ? win->res.n_replicas : 1)),
                          (long long)(win->res.n_replicas > 0
                                          ? win->res.n_replicas : 1),
                          (long long)win->n_gpus);
    runner = w->has_runner_up ? gs_table_strdup(t, w->runner_up->label)
                              : NULL;
    buf[0] = '\0';
    for (i = 0; i < w->n_top_terms; i++) {
        int k = snprintf(buf + used, sizeof(buf) - used, "%s%s %.2f USD "
                         "(%.1f%%)", i ? "\n" : "", w->top_terms[i].name,
                         w->top_terms[i].usd,
                         w->top_terms[i].share_frac * 100.0);

        if (k < 0 || (size_t)k >= sizeof(buf) - used)
            break;
        used += (size_t)k;
    }
    top = gs_table_strdup(t, buf);
    if (!label || !fleet || (w->has_runner_up && !runner) || !top)
        return -1;
    gs_table_set(t, c, "winner", gs_cell_text(label));
    gs_table_set(t, c, "winner_fleet", gs_cell_text(fleet));
    gs_table_set(t, c, "winner_usd_total", gs_cell_number(win->res.usd_total));
    gs_table_set(t, c, "runner_up",
                 runner ? gs_cell_text(runner) : gs_cell_null());
    gs_table_set(t, c, "margin_per_output",
                 isfinite(w->margin_per_output)
                     ? gs_cell_number(w->margin_per_output) : gs_cell_null());
    gs_table_set(t, c, "margin_usd",
                 isfinite(w->margin_usd) ? gs_cell_number(w->margin_usd)
                                         : gs_cell_null());
    gs_table_set(t, c, "margin_frac",
                 isfinite(w->margin_frac) ? gs_cell_number(w->margin_frac)
                                          : gs_cell_null());
    gs_table_set(t, c, "tie",
                 w->has_runner_up ? gs_cell_bool(w->tie) : gs_cell_null());
    gs_table_set(t, c, "top_terms", gs_cell_text(top));
    return 0;
}

static const struct gs_column breakeven_cols[] = {
    { "a", "a", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "b", "b", GS_CELL_TEXT, 0, 0 },
    { "verdict", "verdict", GS_CELL_TEXT, 0, 0 },
    { "a_usd_per_gpu_hour", "a $/GPU-h at 100%", GS_CELL_NUMBER, 3, 0 },
    { "b_usd_per_gpu_hour", "b $/GPU-h at 100%", GS_CELL_NUMBER, 3, 0 },
    { "utilisation_frac", "break-even util %", GS_CELL_NUMBER, 1, PCT },
    { "output_tokens_per_month", "break-even tokens/month", GS_CELL_NUMBER,
      0, 0, .unit = "tokens" },
};

static int build_breakeven(struct view *v, const struct gs_rank_result *r)
{
    size_t i;

    for (i = 0; i < r->why.n_breakeven; i++) {
        const struct gs_breakeven_row *b = &r->why.breakeven[i];
        struct gs_cell *c = gs_table_add_row(&v->breakeven);

        if (!c || gs_cost_view_breakeven_cells(&v->breakeven, b, c) < 0)
            return -1;
    }
    return 0;
}

/* ---- inputs and notes ---------------------------------------------------- */

static void input_num(struct gs_report *rep, const char *key, double x)
{
    if (isfinite(x))
        gs_report_input_number(rep, key, x);
    else
        gs_report_input(rep, key, gs_cell_null());
}

static void inputs(struct gs_report *rep, const struct gs_rank_result *r)
{
    const struct gs_context *ctx = r->ctx;
    const struct gs_cost_question *q = r->q;
    const struct gs_cost_args *a = r->args;

    gs_report_input_text(rep, "workload", r->workload_path);
    gs_report_input_text(rep, "kind", gs_workload_kind_name(r->kind));
    gs_report_input_text(rep, "model", r->model ? r->model->id : NULL);
    gs_report_input_text(rep, "precision", q->precision_text);
    gs_report_input_text(rep, "cost_key", r->cost_key);
    gs_report_input_text(rep, "cost_unit", r->cost_unit);
    gs_report_input_text(rep, "gpu", a->gpu);
    if (gs_unset_i64(a->n_gpus))
        gs_report_input(rep, "gpus", gs_cell_null());
    else
        gs_report_input_int(rep, "gpus", a->n_gpus);
    gs_report_input_text(rep, "pricing", a->pricing);
    gs_report_input_text(rep, "provider", a->provider);
    gs_report_input_text(rep, "region", a->region);
    gs_report_input_text(rep, "instance", a->instance);
    gs_context_price_inputs(ctx, rep);
    gs_report_input_number(rep, "acceptance_rate", q->acceptance_rate);
    gs_report_input_number(rep, "retry_rate", q->retry_rate);
    if (r->kind == GS_WKIND_REALTIME || r->kind == GS_WKIND_BATCH) {
        gs_report_input_int(rep, "prompt_tokens", q->prompt_tokens);
        gs_report_input_int(rep, "output_tokens", q->output_tokens);
        input_num(rep, "requests_per_s", q->requests_per_s);
        input_num(rep, "peak_requests_per_s", q->peak_requests_per_s);
        gs_report_input_number(rep, "period_hours", q->period_hours);
    }
    if (r->kind == GS_WKIND_REALTIME) {
        input_num(rep, "ttft_p99_s", q->ttft_p99_s > 0.0 ? q->ttft_p99_s
                                                        : NAN);
        input_num(rep, "itl_p99_s", q->itl_p99_s > 0.0 ? q->itl_p99_s : NAN);
    }
    if (r->kind == GS_WKIND_BATCH)
        input_num(rep, "requests", q->requests);
    if (gs_workload_kind_trains(r->kind))
        input_num(rep, "tokens", q->tokens);
    if (r->kind == GS_WKIND_MEDIA)
        input_num(rep, "assets", q->assets);
    if (r->kind != GS_WKIND_REALTIME)
        input_num(rep, "deadline_hours", q->deadline_hours > 0.0
                                             ? q->deadline_hours : NAN);
    input_num(rep, "budget_usd", r->budget_usd);
    gs_report_input_text(rep, "fail_if", r->fail_if);
    if (r->top > 0)
        gs_report_input_int(rep, "top", r->top);
    else
        gs_report_input(rep, "top", gs_cell_null());
    gs_report_input_bool(rep, "hide_rejected", r->hide_rejected);
    gs_report_input_int(rep, "n_ranked", (int64_t)r->n_ranked);
    gs_report_input_int(rep, "n_rejected", (int64_t)r->n_rejected);
}

/* Consumer (GeForce) cards among the ranked: what they lack and the
 * licence clause a data-centre deployment runs into (gpu.h). */
static void consumer_note(const struct gs_rank_result *r,
                          struct gs_report *rep)
{
    char ids[256] = "";
    size_t i, j, len = 0, n = 0;

    for (i = 0; i < r->n_ranked; i++) {
        const struct gs_gpu *g = r->ranked[i].parent ? r->ranked[i].parent
                                                     : r->ranked[i].gpu;
        bool seen = false;

        if (!g || !g->consumer)
            continue;
        for (j = 0; j < i; j++) {
            const struct gs_gpu *h = r->ranked[j].parent
                                         ? r->ranked[j].parent
                                         : r->ranked[j].gpu;
            seen = seen || h == g;
        }
        if (seen)
            continue;
        n++;
        if (len < sizeof(ids)) {
            int k = snprintf(ids + len, sizeof(ids) - len, "%s%s (ECC %s)",
                             len ? ", " : "", g->id,
                             g->ecc == GS_ECC_YES  ? "yes"
                             : g->ecc == GS_ECC_NO ? "no" : "unknown");
            len += k > 0 ? (size_t)k : 0;
        }
    }
    if (!n)
        return;
    gs_report_note(rep, "consumer cards ranked: %s: GeForce parts, no "
                   "NVLink and no peer-to-peer over PCIe (tensor "
                   "parallelism modelled through host memory, half the "
                   "PCIe rate)", ids);
    gs_report_note(rep, "consumer cards: the GeForce driver licence, "
                   "section 2.1.3: \"%s\"", GS_GEFORCE_DATACENTER_CLAUSE);
}

static void notes(struct gs_report *rep, const struct gs_rank_result *r,
                  size_t n_rejected_shown, size_t n_hidden)
{
    const struct gs_rank_why *w = &r->why;
    size_t i;
    bool mig = false, api = false;

    for (i = 0; i < r->n_ranked + r->n_rejected; i++) {
        const struct gs_rank_candidate *c = i < r->n_ranked
            ? &r->ranked[i] : &r->rejected[i - r->n_ranked];

        /* the slice note explains priced slices; none when no slice
         * holds the model */
        mig = mig || (c->is_mig && c->reject != GS_RANK_NO_FIT);
        api = api || c->is_api;
    }
    if (w->has_winner) {
        const struct gs_rank_candidate *win = &r->ranked[0];

        gs_report_note(rep, "winner: %s at %.4g %s", win->label,
                       win->cost_per_output, r->cost_unit);
        if (w->has_runner_up && w->tie)
            gs_report_note(rep, "tie with %s: the tie-break order decided "
                           "(fewer GPUs, pricing kind, offer, GPU id)",
                           w->runner_up->label);
        else if (w->has_runner_up)
            gs_report_note(rep, "margin over %s: %.4g (%.1f%%), %.2f USD "
                           "on the whole demand", w->runner_up->label,
                           w->margin_per_output, w->margin_frac * 100.0,
                           w->margin_usd);
    } else {
        gs_report_note(rep, "no candidate meets every target and "
                       "constraint (%zu rejected)", r->n_rejected);
    }
    gs_report_note(rep, "%zu candidates: %zu ranked, %zu rejected; ranked "
                   "by %s", r->n_evaluated, r->n_ranked, r->n_rejected,
                   r->cost_key);
    if (n_hidden)
        gs_report_note(rep, "%zu ranked candidates past --top %lld not "
                       "listed", n_hidden, (long long)r->top);
    if (r->hide_rejected && r->n_rejected)
        gs_report_note(rep, "%zu rejected candidates not listed "
                       "(--hide-rejected)", r->n_rejected);
    else if (n_rejected_shown < r->n_rejected)
        gs_report_note(rep, "%zu rejected candidates past --top %lld not "
                       "listed", r->n_rejected - n_rejected_shown,
                       (long long)r->top);
    for (i = 1; i < GS_RANK_REJECT_COUNT; i++) {
        const struct gs_rank_candidate *first = NULL;
        size_t j, n = 0;

        for (j = 0; j < r->n_rejected; j++)
            if (r->rejected[j].reject == (enum gs_rank_reject)i) {
                first = first ? first : &r->rejected[j];
                n++;
            }
        if (n)
            gs_report_note(rep, "rejected %s: %zu, e.g. %s: %s",
                           gs_rank_reject_name((enum gs_rank_reject)i), n,
                           first->label, first->reason);
    }
    if (mig)
        gs_report_note(rep, "MIG 1g slice: one compute slice (1/7 of the "
                       "SMs on 7-instance GPUs) and its memory (1/8); a "
                       "rented GPU is rented whole, so its slice pays the "
                       "whole GPU-hour; an owned GPU's slice pays its "
                       "compute share, the other slices assumed in use");
    consumer_note(r, rep);
    if (api) {
        size_t k, unknown = 0;

        gs_report_note(rep, "model APIs: latency is not modelled "
                       "(meets_targets assumed)");
        for (k = 0; k < r->n_ranked; k++)
            if (r->ranked[k].is_api && r->ranked[k].api &&
                r->ranked[k].api->serving_dtype == GS_DTYPE_UNSET)
                unknown++;
        if (unknown)
            gs_report_note(rep, "model APIs: %zu ranked offer(s) do not "
                           "say which weight format they serve "
                           "(serving_precision null); they may be "
                           "quantised below the workload's", unknown);
    }
    {
        size_t n_unknown = 0;

        for (i = 0; i < r->n_ranked; i++)
            n_unknown += r->ranked[i].latency_unknown;
        if (n_unknown)
            gs_report_note(rep, "%zu ranked candidates priced from a "
                           "measured throughput that gives no latency: "
                           "whether they meet the latency targets is "
                           "unknown (meets_targets null; --fail-if "
                           "'latency_unknown == 1' catches it)", n_unknown);
    }
    {
        struct gs_rank_basis_mix m;

        gs_rank_basis_mix(r, &m);
        if (m.n_scaled)
            gs_report_note(rep, "%zu ranked candidate(s) estimated (scaled "
                           "by %s measured%s): modelled %s x %.3g, "
                           "the measured / modelled ratio of the nearest "
                           "measured GPU of their vendor and generation",
                           m.n_scaled, m.scaled_by->id,
                           m.several_refs ? ", and others: scaled_by" : "",
                           gs_workload_kind_trains(r->kind) ? "MFU"
                                                           : "throughput",
                           m.scale_ratio);
        if (m.mixed)
            gs_report_note(rep, "benchmarked and estimated side by side: "
                           "%zu ranked benchmarked, %zu estimated with no "
                           "measured GPU of their vendor and generation "
                           "(e.g. %s, %s); models usually run above "
                           "measurements: compare with care",
                           m.n_benchmarked, m.n_estimated,
                           m.unscaled ? m.unscaled->id : "?",
                           m.unscaled && m.unscaled->architecture
                               ? m.unscaled->architecture
                               : "generation unknown");
    }
    {
        char what[2 * GS_RANK_LABEL_MAX + 256];
        char why[2 * GS_RANK_LABEL_MAX + 256];

        if (gs_rank_disagg_verdict(r, what, why, sizeof(what))) {
            gs_report_note(rep, "%s", what);
            gs_report_note(rep, "%s", why);
        }
        if (gs_rank_hetero_verdict(r, what, why, sizeof(what))) {
            gs_report_note(rep, "%s", what);
            gs_report_note(rep, "%s", why);
        }
    }
    {
        char pre[2 * GS_RANK_LABEL_MAX + 256];

        if (gs_rank_prefix_note(r, pre, sizeof(pre)))
            gs_report_note(rep, "%s", pre);
    }
    if (r->n_skipped_no_throughput)
        gs_report_note(rep, "%zu GPUs left out: media throughput needs a "
                       "measurement ('measured' or --assets-per-hour)",
                       r->n_skipped_no_throughput);
    gs_context_price_notes(r->ctx, rep);
}

/* ---- emit --------------------------------------------------------------- */

int gs_rank_view_emit(const struct gs_rank_result *r, struct gs_error *err)
{
    struct view *v = calloc(1, sizeof(*v));
    struct gs_report rep;
    size_t i, n_shown, n_hidden = 0, n_rejected_shown;
    int rc = -1;

    if (!v)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    build_cols(v, r->kind);
    gs_table_init(&v->rank, "rank", v->cols, v->n_cols);
    v->rank.title = "candidates";
    memcpy(v->why_cols, why_cols, sizeof(why_cols));
    v->why_cols[4].title = r->kind == GS_WKIND_REALTIME ||
                                   r->kind == GS_WKIND_BATCH
                               ? "margin (USD per Mtok)"
                           : r->kind == GS_WKIND_MEDIA
                               ? "margin (USD per asset)"
                               : "margin (USD per run)";
    v->why_cols[2].title = r->kind == GS_WKIND_REALTIME
                               ? "winner's total (USD per period)"
                               : "winner's total (USD per run)";
    gs_table_init(&v->why, "why", v->why_cols, N_WHY_COLS);
    v->why.title = "why the winner wins";
    v->why.record = true;
    gs_table_init(&v->breakeven, "breakeven", breakeven_cols,
                  GS_ARRAY_SIZE(breakeven_cols));
    v->breakeven.title = "break-even (the winner)";
    gs_table_init(&v->launch, "launch", launch_cols,
                  GS_ARRAY_SIZE(launch_cols));
    v->launch.title = "launch lines";
    for (i = 0; i < r->n_launch; i++) {
        struct gs_cell *c = gs_table_add_row(&v->launch);

        if (!c)
            goto oom;
        gs_table_set(&v->launch, c, "role", gs_cell_text(r->launch_role[i]));
        gs_table_set(&v->launch, c, "candidate",
                     gs_cell_text(r->launch_for[i]));
        gs_table_set(&v->launch, c, "command",
                     gs_cell_text(r->launch_line[i]));
    }
    n_shown = r->n_ranked;
    if (r->top > 0 && (size_t)r->top < n_shown) {
        n_hidden = n_shown - (size_t)r->top;
        n_shown = (size_t)r->top;
    }
    for (i = 0; i < n_shown; i++)
        if (add_row(v, r, &r->ranked[i]) < 0)
            goto oom;
    n_rejected_shown = r->hide_rejected ? 0 : r->n_rejected;
    if (r->top > 0 && (size_t)r->top < n_rejected_shown)
        n_rejected_shown = (size_t)r->top;
    for (i = 0; i < n_rejected_shown; i++)
        if (add_row(v, r, &r->rejected[i]) < 0)
            goto oom;
    if (build_why(v, r) < 0 || build_breakeven(v, r) < 0)
        goto oom;
    gs_report_init(&rep, "rank");
    inputs(&rep, r);
    gs_report_add(&rep, &v->rank);
    if (v->why.n_rows)
        gs_report_add(&rep, &v->why);
    if (v->breakeven.n_rows)
        gs_report_add(&rep, &v->breakeven);
    if (v->launch.n_rows)
        gs_report_add(&rep, &v->launch);
    notes(&rep, r, n_rejected_shown, n_hidden);
    rc = gs_context_emit(r->ctx, &rep, err);
    goto out;
oom:
    gs_error_set(err, GS_ENOMEM, "out of memory");
out:
    gs_table_release(&v->rank);
    gs_table_release(&v->why);
    gs_table_release(&v->breakeven);
    gs_table_release(&v->launch);
    free(v);
    return rc;
}

void gs_rank_check_failed(const char *reason)
{
    fprintf(stderr, "gpusel: rank: check failed: %s\n", reason);
}
