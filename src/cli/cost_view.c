/*
 * How `gpusel cost` shows its answer: the record (every key of
 * docs/commands/cost.md, one *_usd key per cost term), the breakdown,
 * the break-even table and the formula trace.  src/cli/cost_view.h
 * states the contract.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "basis.h"
#include "cost_view.h"
#include "units.h"
#include "banned.h"

#define PCT 0.01

static const struct gs_column term_cols[] = {
    { "term", "term", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "key", "key", GS_CELL_TEXT, 0, 0 },
    { "usd", "USD", GS_CELL_NUMBER, 2, 0 },
    { "share", "share %", GS_CELL_NUMBER, 1, PCT },
};

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

void gs_cost_view_init(struct gs_cost_view *v)
{
    memset(v, 0, sizeof(*v));
    gs_table_init(&v->main, "cost", v->cols, 0);
    v->main.record = true;
    gs_table_init(&v->terms, "breakdown", term_cols,
                  GS_ARRAY_SIZE(term_cols));
    v->terms.title = "cost terms";
    gs_table_init(&v->breakeven, "breakeven", breakeven_cols,
                  GS_ARRAY_SIZE(breakeven_cols));
    v->breakeven.title = "break-even";
    gs_explain_init(&v->explain, "formulas");
    v->trace = v->explain.trace;
}

int gs_cost_view_explain(struct gs_cost_view *v)
{
    v->explaining = true;
    return 0;
}

void gs_cost_view_release(struct gs_cost_view *v)
{
    gs_table_release(&v->main);
    gs_table_release(&v->terms);
    gs_table_release(&v->breakeven);
    gs_explain_release(&v->explain);
}

/* The record, built column by column before its one row exists. */
struct rec {
    struct gs_cost_view *v;
    struct gs_cell cells[GS_COST_VIEW_MAX_COLS];
    size_t n;
    bool failed;
};

/* Units of the record's keys whose suffix does not say it (docs/output.md
 * reads "_s" as seconds). */
static const struct {
    const char *key, *unit;
} units[] = {
    { "usd_per_hour", "USD/hour" },
    { "usd_per_gpu_hour", "USD/GPU-hour" },
    { "unit_tokens_per_s", "tokens/s" },
    { "tokens_per_s_per_gpu", "tokens/s" },
    { "tokens_per_s", "tokens/s" },
    { "unit_requests_per_s", "requests/s" },
    { "requests_per_s", "requests/s" },
    { "peak_requests_per_s", "requests/s" },
    { "period_hours", "hours" },
    { "wall_hours", "hours" },
    { "lost_work_hours", "hours" },
    { "paid_gpu_hours", "GPU-hours" },
    { "busy_gpu_hours", "GPU-hours" },
    { "price_age_days", "days" },
    { "days", "days" },
    { "days_low", "days" },
    { "days_high", "days" },
    { "usd_total", "USD" },
    { "usd_per_accepted_output", "USD" },
    { "usd_per_mtok", "USD/Mtok" },
    { "api_usd_total", "USD" },
    { "api_usd_per_accepted_output", "USD" },
    { "api_usd_per_mtok", "USD/Mtok" },
    { "superseded_usd_per_hour", "USD/hour" },
    { "usd_total_at_superseded", "USD" },
    { "assets_per_hour", "assets/hour" },
    { "purchase_usd_per_gpu", "USD" },
    { "capex_usd_per_gpu_hour", "USD/GPU-hour" },
    { "hosting_usd_per_gpu_hour", "USD/GPU-hour" },
    { "power_usd_per_gpu_hour", "USD/GPU-hour" },
};

static const char *unit_of(const char *key)
{
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(units); i++)
        if (strcmp(units[i].key, key) == 0)
            return units[i].unit;
    return NULL;
}

static void put(struct rec *r, const char *key, const char *title,
                enum gs_cell_type type, int decimals, struct gs_cell c)
{
    if (r->n >= GS_COST_VIEW_MAX_COLS) {
        r->failed = true;
        return;
    }
    r->v->cols[r->n] = (struct gs_column){ key, title, type, decimals, 0,
                                           .unit = unit_of(key) };
    if (c.type == GS_CELL_NUMBER && !isfinite(c.u.number))
        c = gs_cell_null();
    r->cells[r->n++] = c;
}

#define TEXT(k, t, s) put(r, k, t, GS_CELL_TEXT, 0, gs_cell_text(s))
#define NUM(k, t, d, x) put(r, k, t, GS_CELL_NUMBER, d, gs_cell_number(x))
#define INT(k, t, i) put(r, k, t, GS_CELL_INT, 0, gs_cell_int(i))
#define BOOL(k, t, b) put(r, k, t, GS_CELL_BOOL, 0, gs_cell_bool(b))

static void price_cells(struct rec *r, const struct gs_cost_view_in *in)
{
    const struct gs_context *ctx = in->ctx;
    const struct gs_price *p = in->row;
    const struct gs_cost_rate *rt = &in->res->rate;
    int32_t age;

    if (!p) {
        TEXT("provider", "provider", "owned");
        TEXT("instance", "instance", NULL);
        TEXT("region", "region", NULL);
        NUM("usd_per_hour", "USD per instance-hour (effective)", 3,
            gs_cost_usd_per_used_hour(rt, 1.0) * (double)in->n_gpus);
        NUM("usd_per_gpu_hour", "USD per GPU-hour (effective, at 100%)", 3,
            gs_cost_usd_per_used_hour(rt, 1.0));
        TEXT("price_as_of", "price as of", NULL);
        TEXT("price_as_of_precision", "price date precision", NULL);
        put(r, "price_age_days", "price age (days)", GS_CELL_INT, 0,
            gs_cell_null());
        BOOL("price_stale", "price stale", false);
        TEXT("price_source", "price source", "ownership terms "
             "(docs/engines/cost.md)");
        NUM("purchase_usd_per_gpu", "purchase per GPU (USD)", 0,
            in->pricing_in->owned.purchase_usd_per_gpu);
        NUM("capex_usd_per_gpu_hour", "capex per GPU-hour", 3,
            rt->capex_usd_per_gpu_hour);
        NUM("hosting_usd_per_gpu_hour", "hosting per GPU-hour", 3,
            rt->hosting_usd_per_gpu_hour);
        NUM("power_usd_per_gpu_hour", "power per busy GPU-hour", 3,
            rt->busy_usd_per_gpu_hour);
        return;
    }
    TEXT("provider", "provider", p->provider);
    TEXT("instance", "instance", p->instance);
    TEXT("region", "region", p->region);
    NUM("usd_per_hour", "USD per instance-hour", 3,
        p->usd_per_instance_hour);
    INT("instance_gpus", "GPUs per instance", p->n_gpus);
    NUM("usd_per_gpu_hour", "USD per GPU-hour", 4, p->usd_per_gpu_hour);
    /* one type per column (issue 19): a calendar day, or null when the
     * source gives none; how precise the source was is its own column */
    {
        char day[11];

        gs_date_format(p->as_of.days, day);
        TEXT("price_as_of", "price as of",
             p->as_of.precision == GS_DATE_NONE
                 ? NULL : gs_table_strdup(&r->v->main, day));
        TEXT("price_as_of_precision", "price date precision",
             gs_date_precision_name(p->as_of.precision));
    }
    if (gs_date_age_days(&p->as_of, ctx->today_days, &age) == 0)
        INT("price_age_days", "price age (days)", age);
    else
        put(r, "price_age_days", "price age (days)", GS_CELL_INT, 0,
            gs_cell_null());
    BOOL("price_stale", "price stale",
         gs_date_is_stale(&p->as_of, ctx->today_days,
                          ctx->stale_after_days));
    TEXT("price_source", "price source", p->source);
    if (in->prefill_row) {
        /* two GPU types: the row above is the decode pool's offer */
        const struct gs_price *pp = in->prefill_row;
        char day[11];

        gs_date_format(pp->as_of.days, day);
        TEXT("prefill_gpu", "prefill pool GPU", in->prefill_gpu->id);
        TEXT("prefill_provider", "prefill pool provider", pp->provider);
        TEXT("prefill_instance", "prefill pool instance", pp->instance);
        TEXT("prefill_region", "prefill pool region", pp->region);
        NUM("prefill_usd_per_gpu_hour", "prefill pool USD per GPU-hour", 4,
            pp->usd_per_gpu_hour);
        TEXT("prefill_price_as_of", "prefill pool price as of",
             pp->as_of.precision == GS_DATE_NONE
                 ? NULL : gs_table_strdup(&r->v->main, day));
        BOOL("prefill_price_stale", "prefill pool price stale",
             gs_date_is_stale(&pp->as_of, ctx->today_days,
                              ctx->stale_after_days));
        NUM("unit_usd_per_gpu_hour", "USD per GPU-hour (both pools)", 4,
            in->usd_per_gpu_hour);
    }
    if (rt->spot_factor > 1.0)
        NUM("spot_factor", "held hours per useful hour (spot)", 6,
            rt->spot_factor);
}

static void throughput_cells(struct rec *r, const struct gs_cost_view_in *in)
{
    struct gs_cost_view *v = r->v;
    const struct gs_cost_result *res = in->res;

    TEXT("throughput_source", "throughput from", in->throughput_source);
    /* what the cost rests on, as rank labels it (src/plan/basis.h) */
    TEXT("basis", "basis", gs_basis_name(in->measured ? GS_BASIS_BENCHMARKED
                                                      : GS_BASIS_ESTIMATED));
    if (in->scaled_by) {
        /* as rank's row: the key stays "estimated", the measured GPU and
         * its ratio are keys of their own */
        TEXT("scaled_by", "scaled by (measured GPU)", in->scaled_by->id);
        NUM("scale_ratio", "measured / modelled", 3, in->scale_ratio);
    }
    if (in->kind == GS_WKIND_REALTIME || in->kind == GS_WKIND_BATCH) {
        if (!in->measured) {
            TEXT("layout", "layout per unit",
                 in->t && in->t->disagg
                     ? gs_table_printf(&v->terms, "disaggregated: prefill "
                                       "%lld GPUs (%lld x tp %lld), decode "
                                       "%lld GPUs (%s %lld, pp %lld, dp %lld); "
                                       "KV %.3g s per request",
                                       (long long)in->t->prefill_gpus,
                                       (long long)in->t->prefill_instances,
                                       (long long)in->t->prefill_tp,
                                       (long long)in->t->decode_gpus,
                                       in->ep > 1 ? "ep" : "tp",
                                       (long long)(in->ep > 1 ? in->ep
                                                              : in->tp),
                                       (long long)in->pp, (long long)in->dp,
                                       in->t->kv_transfer_s)
                 : in->ep > 1
                     ? gs_table_printf(&v->terms, "ep %lld%s, dp %lld",
                                       (long long)in->ep,
                                       in->attn_dp ? " attn-dp" : "",
                                       (long long)in->dp)
                     : gs_table_printf(&v->terms, "tp %lld, pp %lld, dp %lld",
                                       (long long)in->tp, (long long)in->pp,
                                       (long long)in->dp));
            INT("concurrency", "concurrency per unit", in->concurrency);
            NUM("ttft_p99_s", "p99 TTFT (s)", 3, in->ttft_p99_s);
            NUM("itl_p99_s", "p99 ITL (s)", 4, in->itl_p99_s);
            NUM("tpot_mean_s", "mean time per output token (s)", 4,
                in->tpot_mean_s);
            INT("prefill_chunk_tokens", "prefill budget (tokens per step)",
                in->prefill_chunk_tokens);
        }
        NUM("unit_tokens_per_s", "output tokens/s per unit", 0,
            in->unit_tokens_per_s);
        NUM("tokens_per_s_per_gpu", "output tokens/s per GPU", 1,
            in->unit_tokens_per_s / (double)in->n_gpus);
        NUM("unit_requests_per_s", "requests/s per unit", 3,
            in->unit_requests_per_s);
        NUM("requests_per_s", "average requests/s", 3, in->requests_per_s);
        NUM("peak_requests_per_s", "peak requests/s", 3,
            in->peak_requests_per_s);
        INT("n_units", "units provisioned", res->n_replicas);
        NUM("period_hours", "period (hours)", 1, in->period_hours);
    } else if (in->kind == GS_WKIND_MEDIA) {
        NUM("assets_per_hour", "assets per hour per worker", 2,
            in->assets_per_hour);
        NUM("wall_hours", "render hours", 2, res->wall_hours);
    } else if (in->train) {
        const struct gs_train_metrics *e = &in->train->expected;

        TEXT("layout", "layout",
             gs_table_printf(&v->terms, "tp %lld, pp %lld, dp %lld, ZeRO "
                             "%lld", (long long)in->tp, (long long)in->pp,
                             (long long)in->dp,
                             (long long)in->train_in->zero_stage));
        NUM("tokens", "tokens", 0, in->tokens);
        NUM("tokens_per_s", "tokens/s (whole job)", 0, e->tokens_per_s);
        NUM("mfu", "MFU", 3, e->mfu);
        NUM("goodput", "goodput", 4, e->goodput);
        NUM("lost_work_hours", "lost work + restarts (hours)", 2,
            e->lost_s / GS_SECONDS_PER_HOUR);
        NUM("wall_hours", "wall hours (with spot restarts)", 1,
            res->wall_hours);
        NUM("days", "days", 2, res->wall_hours / 24.0);
        NUM("days_low", "days (optimistic)", 2, in->train->low.days);
        NUM("days_high", "days (pessimistic)", 2, in->train->high.days);
    }
    NUM("utilisation_frac", "utilisation", 4, res->utilisation_frac);
    NUM("paid_gpu_hours", "GPU-hours paid", 1, res->paid_gpu_hours);
    NUM("busy_gpu_hours", "GPU-hours busy", 1, res->busy_gpu_hours);
}

static int build_record(struct gs_cost_view *v,
                        const struct gs_cost_view_in *in)
{
    struct rec rr = { .v = v }, *r = &rr;
    const struct gs_cost_result *res = in->res;
    struct gs_cell *c;
    size_t i;

    TEXT("gpu", "GPU", in->gpu->id);
    INT("gpu_count", "GPUs", in->res->n_replicas > 0
        ? in->res->n_replicas * in->n_gpus : in->n_gpus);
    INT("gpus_per_unit", "GPUs per unit (--gpus)", in->n_gpus);
    TEXT("kind", "workload kind", gs_workload_kind_name(in->kind));
    TEXT("model", "model", in->model ? in->model->id : NULL);
    TEXT("pricing", "pricing", gs_pricing_name(in->pricing));
    price_cells(r, in);
    throughput_cells(r, in);
    NUM("outputs", "outputs delivered", 0, res->outputs);
    NUM("acceptance_rate", "acceptance rate", 3, in->acceptance_rate);
    NUM("accepted_outputs", "accepted outputs", 0, res->accepted_outputs);
    NUM("usd_total", "total (USD)", 2, res->usd_total);
    NUM("usd_per_accepted_output", "USD per accepted output", 6,
        res->usd_per_accepted_output);
    NUM("usd_per_mtok", in->train ? "USD per million trained tokens"
                                  : "USD per million accepted tokens", 4,
        res->usd_per_mtok);
    for (i = 0; i < res->n_terms; i++)
        NUM(res->terms[i].key, res->terms[i].name, 2, res->terms[i].usd);
    if (res->commitment_usd > 0.0)
        NUM("commitment_usd", "commitment over the term (USD)", 2,
            res->commitment_usd);
    if (in->quote) {
        const struct gs_price *q = in->quote;

        NUM("superseded_usd_per_hour", "superseded quote, USD per "
            "instance-hour", 2, q->usd_per_instance_hour);
        TEXT("superseded_as_of", "superseded quote as of",
             q->as_of.precision == GS_DATE_NONE ? "unknown" : q->as_of.text);
        NUM("usd_total_at_superseded", "total at the superseded quote", 2,
            in->quote_usd_total);
    }
    if (in->api && !in->api_not_comparable) {
        TEXT("api", "API compared",
             gs_table_printf(&v->terms, "%s/%s", in->api->provider,
                             in->api->model));
        NUM("api_usd_total", "API total (USD)", 2, in->api_res.usd_total);
        NUM("api_usd_per_accepted_output", "API USD per accepted output", 6,
            in->api_res.usd_per_accepted_output);
        NUM("api_usd_per_mtok", "API USD per million accepted tokens", 4,
            in->api_res.usd_per_mtok);
    }
    if (r->failed)
        return -1;
    v->main.n_cols = r->n;
    if (!(c = gs_table_add_row(&v->main)))
        return -1;
    memcpy(c, r->cells, r->n * sizeof(*c));
    return 0;
}

static int build_terms(struct gs_cost_view *v, const struct gs_cost_result *r)
{
    size_t i;

    for (i = 0; i < r->n_terms; i++) {
        struct gs_cell *c = gs_table_add_row(&v->terms);

        if (!c)
            return -1;
        gs_table_set(&v->terms, c, "term", gs_cell_text(r->terms[i].name));
        gs_table_set(&v->terms, c, "key", gs_cell_text(r->terms[i].key));
        gs_table_set(&v->terms, c, "usd", gs_cell_number(r->terms[i].usd));
        gs_table_set(&v->terms, c, "share",
                     gs_cell_number(r->terms[i].share_frac));
    }
    return 0;
}

const char *gs_cost_view_verdict(struct gs_table *t,
                                 const struct gs_breakeven_row *b)
{
    if (b->is_api)
        return isfinite(b->output_tokens_per_month)
                   ? gs_table_printf(t, "api below %.4g output tokens a "
                                     "month, self-hosted above",
                                     b->output_tokens_per_month)
                   : gs_table_printf(t, "api at every volume (%.4g $/Mtok "
                                     "against self-hosting's marginal "
                                     "%.4g)", b->api_usd_per_mtok,
                                     b->self_usd_per_mtok);
    switch (b->be.kind) {
    case GS_BREAKEVEN_AT:
        return gs_table_printf(t, "%s below %.1f%%, %s above",
                               b->be.a_cheaper_below ? b->a : b->b,
                               b->be.utilisation_frac * 100.0,
                               b->be.a_cheaper_below ? b->b : b->a);
    case GS_BREAKEVEN_A_CHEAPER:
        return gs_table_printf(t, "%s at every utilisation", b->a);
    case GS_BREAKEVEN_B_CHEAPER:
        return gs_table_printf(t, "%s at every utilisation", b->b);
    default:
        return "the same at every utilisation";
    }
}

int gs_cost_view_breakeven_cells(struct gs_table *t,
                                 const struct gs_breakeven_row *b,
                                 struct gs_cell *c)
{
    const char *w = gs_cost_view_verdict(t, b);

    if (!w)
        return -1;
    gs_table_set(t, c, "a", gs_cell_text(b->a));
    gs_table_set(t, c, "b", gs_cell_text(b->b));
    gs_table_set(t, c, "verdict", gs_cell_text(w));
    gs_table_set(t, c, "a_usd_per_gpu_hour",
                 isfinite(b->a_usd_per_gpu_hour)
                     ? gs_cell_number(b->a_usd_per_gpu_hour)
                     : gs_cell_null());
    gs_table_set(t, c, "b_usd_per_gpu_hour",
                 isfinite(b->b_usd_per_gpu_hour)
                     ? gs_cell_number(b->b_usd_per_gpu_hour)
                     : gs_cell_null());
    gs_table_set(t, c, "utilisation_frac",
                 b->be.kind == GS_BREAKEVEN_AT && !b->is_api
                     ? gs_cell_number(b->be.utilisation_frac)
                     : gs_cell_null());
    gs_table_set(t, c, "output_tokens_per_month",
                 isfinite(b->output_tokens_per_month)
                     ? gs_cell_number(b->output_tokens_per_month)
                     : gs_cell_null());
    return 0;
}


static int build_breakeven(struct gs_cost_view *v,
                           const struct gs_cost_view_in *in)
{
    size_t i;

    for (i = 0; i < in->n_breakeven; i++) {
        const struct gs_breakeven_row *b = &in->breakeven[i];
        struct gs_cell *c = gs_table_add_row(&v->breakeven);

        if (!c)
            return -1;
        if (gs_cost_view_breakeven_cells(&v->breakeven, b, c) < 0)
            return -1;
    }
    return 0;
}

static void inputs(struct gs_report *r, const struct gs_cost_view_in *in)
{
    const struct gs_context *ctx = in->ctx;

    gs_report_input_text(r, "workload", in->workload_path);
    gs_report_input_text(r, "kind", gs_workload_kind_name(in->kind));
    gs_report_input_text(r, "gpu", in->gpu->id);
    gs_report_input_int(r, "gpus", in->n_gpus);
    gs_report_input_text(r, "pricing", gs_pricing_name(in->pricing));
    gs_context_price_inputs(ctx, r);
    gs_report_input_number(r, "acceptance_rate", in->acceptance_rate);
    gs_report_input_number(r, "retry_rate", in->retry_rate);
    if (in->kind == GS_WKIND_REALTIME || in->kind == GS_WKIND_BATCH) {
        gs_report_input_int(r, "prompt_tokens", in->prompt_tokens);
        gs_report_input_int(r, "output_tokens", in->output_tokens);
        gs_report_input_number(r, "period_hours", in->period_hours);
        if (!isnan(in->measured_util_frac))
            gs_report_input_number(r, "measured_util_frac",
                                   in->measured_util_frac);
    }
    if (in->pricing_in->interruptions_per_hour > 0.0)
        gs_report_input_number(r, "interruptions_per_hour",
                               in->pricing_in->interruptions_per_hour);
}

static void notes(struct gs_report *r, const struct gs_cost_view_in *in)
{
    const struct gs_context *ctx = in->ctx;
    const struct gs_price *p = in->row;
    const struct gs_cost_result *res = in->res;

    if (p) {
        int32_t age;
        bool aged = gs_date_age_days(&p->as_of, ctx->today_days, &age) == 0;

        gs_report_note(r, "%sprice: %s %s, %lld GPU(s), $%.4g/h ($%.4g per "
                       "GPU-hour), %s, as of %s%s%s",
                       in->prefill_row ? "decode pool " : "", p->provider,
                       p->instance, (long long)p->n_gpus,
                       p->usd_per_instance_hour, p->usd_per_gpu_hour,
                       gs_pricing_name(p->pricing),
                       p->as_of.precision == GS_DATE_NONE ? "unknown"
                                                          : p->as_of.text,
                       gs_date_is_stale(&p->as_of, ctx->today_days,
                                        ctx->stale_after_days)
                           ? " (STALE" : "",
                       gs_date_is_stale(&p->as_of, ctx->today_days,
                                        ctx->stale_after_days)
                           ? (aged ? ": older than --stale-after)"
                                   : ": undated)") : "");
        if (in->prefill_row) {
            const struct gs_price *pp = in->prefill_row;

            gs_report_note(r, "prefill pool price: %s %s (%s), %lld GPU(s), "
                           "$%.4g/h ($%.4g per GPU-hour), %s, as of %s%s; "
                           "the decode pool (%s) is the row's GPU",
                           pp->provider, pp->instance, in->prefill_gpu->id,
                           (long long)pp->n_gpus, pp->usd_per_instance_hour,
                           pp->usd_per_gpu_hour, gs_pricing_name(pp->pricing),
                           pp->as_of.precision == GS_DATE_NONE
                               ? "unknown" : pp->as_of.text,
                           gs_date_is_stale(&pp->as_of, ctx->today_days,
                                            ctx->stale_after_days)
                               ? " (STALE)" : "", in->gpu->id);
            gs_report_note(r, "two GPU types: %lld prefill GPU(s) at $%.4g + "
                           "%lld decode GPU(s) at $%.4g per GPU-hour = $%.4g "
                           "per unit-hour ($%.4g per GPU-hour); no break-even "
                           "between pricing kinds for two types",
                           (long long)in->prefill_pool_gpus,
                           pp->usd_per_gpu_hour,
                           (long long)in->decode_pool_gpus, p->usd_per_gpu_hour,
                           in->usd_per_gpu_hour * (double)in->n_gpus,
                           in->usd_per_gpu_hour);
        } else if (p->n_gpus != in->n_gpus)
            gs_report_note(r, "the row is a %lld-GPU instance: --gpus %lld "
                           "is priced as %.3g of them at its per-GPU rate",
                           (long long)p->n_gpus, (long long)in->n_gpus,
                           (double)in->n_gpus / (double)p->n_gpus);
        if (aged && !gs_date_is_stale(&p->as_of, ctx->today_days,
                                      ctx->stale_after_days))
            gs_report_note(r, "price age %ld days on %s (stale after %ld)",
                           (long)age, ctx->today.text,
                           (long)ctx->stale_after_days);
    } else {
        gs_report_note(r, "owned: $%.0f per GPU + $%.0f server share over "
                       "%.3g years, %.0f W x PUE %.3g x $%.4g/kWh, hosting "
                       "$%.2f per GPU-month (docs/engines/cost.md)",
                       in->pricing_in->owned.purchase_usd_per_gpu,
                       in->pricing_in->owned.server_usd_per_gpu,
                       in->pricing_in->owned.amortisation_years,
                       in->pricing_in->owned.tdp_w,
                       in->pricing_in->owned.pue,
                       in->pricing_in->owned.usd_per_kwh,
                       in->pricing_in->owned.hosting_usd_per_gpu_month);
        if (in->gpu && in->gpu->purchase_usd > 0.0 &&
            in->pricing_in->owned.purchase_usd_per_gpu ==
                in->gpu->purchase_usd)
            gs_report_note(r, "owned: the purchase price is the "
                           "catalogue's dated figure as of %s (no per-GPU "
                           "list price; --purchase-usd gives yours), %.*s "
                           "(the catalogue entry's purchase_source)",
                           in->gpu->purchase_as_of,
                           (int)strcspn(in->gpu->purchase_source, " "),
                           in->gpu->purchase_source);
    }
    if (in->gpu && in->gpu->consumer) {
        gs_report_note(r, "consumer card: %s is a GeForce part, no NVLink "
                       "and no peer-to-peer over PCIe (tensor parallelism "
                       "through host memory, half the PCIe rate), ECC %s",
                       in->gpu->id, in->gpu->ecc == GS_ECC_YES ? "yes"
                       : in->gpu->ecc == GS_ECC_NO ? "no" : "unknown");
        gs_report_note(r, "consumer card: the GeForce driver licence, "
                       "section 2.1.3: \"%s\"", GS_GEFORCE_DATACENTER_CLAUSE);
    }
    if (in->pricing_in->term_hours > 0.0) {
        double reuse = in->pricing_in->term_reuse_frac;

        if (in->kind == GS_WKIND_REALTIME)
            gs_report_note(r, "%s: a commitment of %.0f h per GPU; a "
                           "realtime service is billed by its period, its "
                           "later periods taken to use the rest of the "
                           "term (not charged here: a service that ends "
                           "sooner costs more; docs/engines/cost.md)",
                           gs_pricing_name(in->pricing_in->kind),
                           in->pricing_in->term_hours);
        else
            gs_report_note(r, "%s: the job bears the term it commits to, "
                           "%.0f h per GPU, less %.0f%% used elsewhere "
                           "(--reserved-reuse): the rest is "
                           "commitment_unused_usd (docs/engines/cost.md)",
                           gs_pricing_name(in->pricing_in->kind),
                           in->pricing_in->term_hours, reuse * 100.0);
    }
    if (in->quote)
        gs_report_note(r, "superseded quote: %s %s $%.2f/h as of %s%s%s: "
                       "$%.2f at that price, against $%.2f today",
                       in->quote->provider, in->quote->instance,
                       in->quote->usd_per_instance_hour,
                       in->quote->as_of.precision == GS_DATE_NONE
                           ? "unknown" : in->quote->as_of.text,
                       in->quote->as_of_note ? ", " : "",
                       in->quote->as_of_note ? in->quote->as_of_note : "",
                       in->quote_usd_total, res->usd_total);
    if (in->scaled_by) {
        char label[GS_BASIS_LABEL_MAX];

        gs_report_note(r, "%s: modelled %s x %.3g, the measured / modelled "
                       "ratio of the nearest measured GPU of its vendor and "
                       "generation (as rank scales it)",
                       gs_basis_label(GS_BASIS_SCALED, in->scaled_by->id,
                                      label, sizeof(label)),
                       gs_workload_kind_trains(in->kind) ? "MFU"
                                                         : "throughput",
                       in->scale_ratio);
    }
    gs_report_note(r, "throughput: %s%s", in->throughput_source,
                   in->measured && !gs_workload_kind_trains(in->kind)
                       ? " (replaces the roofline's)" : "");
    if (in->auto_gpus)
        gs_report_note(r, "%lld GPU(s) per unit: the fewest that hold the "
                       "workload (--gpus N chooses)",
                       (long long)in->n_gpus);
    if ((in->kind == GS_WKIND_REALTIME || in->kind == GS_WKIND_BATCH) &&
        !isnan(in->measured_util_frac))
        gs_report_note(r, "paid at the measured utilisation: busy / %.4g "
                       "GPU-hours, %lld unit(s) of %lld GPU(s), not "
                       "provisioned for the peak", in->measured_util_frac,
                       (long long)res->n_replicas, (long long)in->n_gpus);
    else if (in->kind == GS_WKIND_REALTIME || in->kind == GS_WKIND_BATCH)
        gs_report_note(r, "provisioned for the peak: %lld unit(s) of %lld "
                       "GPU(s); utilisation %.1f%% of the paid GPU-hours",
                       (long long)res->n_replicas, (long long)in->n_gpus,
                       res->utilisation_frac * 100.0);
    if (in->train)
        gs_report_note(r, "training: %.1f days (%.1f-%.1f), %.0f GPU-hours, "
                       "goodput %.3f", res->wall_hours / 24.0,
                       in->train->low.days, in->train->high.days,
                       res->paid_gpu_hours, in->train->expected.goodput);
    if (in->train && in->retry_rate > 0.0)
        gs_report_note(r, "the retry rate (%g) does not apply to training: "
                       "failed-run waste comes from the goodput model "
                       "(failures, restarts, work since the last "
                       "checkpoint)", in->retry_rate);
    if (in->kind == GS_WKIND_LORA || in->kind == GS_WKIND_QLORA)
        gs_report_note(r, "NEEDSWORK: %s steps are timed as full-parameter "
                       "steps (an upper bound on compute)",
                       gs_workload_kind_name(in->kind));
    if (in->api_not_comparable)
        gs_report_note(r, "--api compares token serving only (realtime, "
                       "batch); not %s", gs_workload_kind_name(in->kind));
    if (in->file_queue_usd > 0.0)
        gs_report_note(r, "the workload's queue cost ($%.2f) is charged as "
                       "held GPU time between renders (queue_overhead_usd)",
                       in->file_queue_usd);
    gs_context_price_notes(ctx, r);
}

int gs_cost_view_emit(struct gs_cost_view *v, const struct gs_cost_view_in *in,
                      struct gs_error *err)
{
    struct gs_report r;

    if (v->failed || build_record(v, in) < 0 || build_terms(v, in->res) < 0 ||
        build_breakeven(v, in) < 0)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    gs_report_init(&r, "cost");
    inputs(&r, in);
    gs_report_add(&r, &v->main);
    gs_report_add(&r, &v->terms);
    if (v->breakeven.n_rows > 0)
        gs_report_add(&r, &v->breakeven);
    if (v->explaining && gs_explain_add(&v->explain, &r, err) < 0)
        return -1;
    notes(&r, in);
    return gs_context_emit(in->ctx, &r, err);
}
