/*
 * gpusel util LOG: what an nvidia-smi log says a fleet did: per GPU and
 * in total the samples, GPU-hours, mean/p50/p95 utilisation, memory
 * utilisation and peak, idle share, energy and, at a price, what the
 * idle hours cost.  With --apply-to WORKLOAD the measured utilisation
 * becomes the cost question's (gpusel cost --measured-util) and cost's
 * answer is printed instead.  Reader: src/data/load_smi.c; statistics:
 * src/model/util_stats.c; view: src/cli/util_view.c;
 * docs/commands/util.md.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "cost_question.h"
#include "market.h"
#include "price.h"
#include "smi_load.h"
#include "units.h"
#include "util_stats.h"
#include "util_view.h"
#include "workload.h"
#include "ascii.h"
#include "banned.h"

/* Bound of --price: USD per GPU-hour (no GPU rents for $10,000 an hour). */
#define UTIL_MAX_USD_PER_GPU_HOUR 10000.0
/* Room for a GPU index as text, and for a number on cost's command line. */
#define NUM_BUF 32

struct util_args {
    double usd_per_gpu_hour;
    const char *instance, *gpu, *pricing, *provider, *fields, *apply_to;
    double idle_below_frac, max_gap_s;
    int64_t n_gpus;
};

#define A struct util_args
const struct gs_option gs_util_options[] = {
    GS_OPT_DOUBLE(A, "price", usd_per_gpu_hour, "<usd>",
                  "USD per GPU-hour the idle hours cost", 0.0,
                  UTIL_MAX_USD_PER_GPU_HOUR),
    GS_OPT_STRING(A, "instance", instance, "<name>",
                  "price the idle hours at this instance's price row"),
    GS_OPT_STRING(A, "gpu", gpu, "<gpu>",
                  "the log's catalogue GPU (for --pricing, --apply-to)"),
    GS_OPT_CHOICE(A, "pricing", pricing, "<kind>",
                  "pricing kind of the price row (default on-demand)",
                  gs_pricing_names),
    GS_OPT_STRING(A, "provider", provider, "<name>",
                  "only price rows of this provider"),
    GS_OPT_FRAC(A, "idle-below", idle_below_frac, "<frac>",
                "a sample is idle below this utilisation (default 5%)",
                0.0, 1.0),
    GS_OPT_DURATION(A, "max-gap", max_gap_s, "<time>",
                    "longest interval integrated (default 10s)"),
    GS_OPT_STRING(A, "fields", fields, "<list>",
                  "column order of a headerless log (--query-gpu names)"),
    GS_OPT_STRING(A, "apply-to", apply_to, "<workload>",
                  "run gpusel cost on this workload at the measured "
                  "utilisation"),
    GS_OPT_INT64(A, "gpus", n_gpus, "<n>",
                 "with --apply-to: GPUs per replica (as cost's --gpus)", 1,
                 GS_PRICE_MAX_GPUS),
    GS_OPT_END(),
};
#undef A

/*
 * The price row for the idle hours: the market's choice (src/model/
 * market.h), as cost and rank choose: each offer's standing row at
 * --prices-as-of, of this kind, GPU (if given), instance and provider (if
 * given, ignoring case); a fresh row before a stale one (at --today),
 * then the cheapest per GPU-hour, then the offer order.  No GPU count is
 * asked: the idle hours are priced per GPU-hour.  NULL if none.
 */
static const struct gs_price *find_price(const struct gs_context *ctx,
                                         const char *gpu_id,
                                         const char *instance,
                                         const char *provider,
                                         enum gs_pricing kind)
{
    struct gs_market_ask ask = {
        .gpu_id = gpu_id, .kind = kind, .provider = provider,
        .instance = instance, .n_gpus = 0,
        .today_days = ctx->today_days,
        .stale_after_days = ctx->stale_after_days,
    };

    return gs_market_choose(&ctx->market, &ask);
}

struct run {
    struct gs_smi_log log;
    struct gs_util_value_count *others;   /* every GPU's, for the total */
    struct gs_util_view_row *rows;
    char (*labels)[NUM_BUF];
    char price_source[256];
};

static void run_release(struct run *r)
{
    gs_smi_log_release(&r->log);
    free(r->others);
    free(r->rows);
    free(r->labels);
}

/* The one catalogue GPU of the log (--gpu, else every named GPU's match
 * if they agree); NULL with *err when there is none. */
static const struct gs_gpu *log_gpu(struct gs_context *ctx,
                                    const struct util_args *a,
                                    const struct run *r, const char *why,
                                    struct gs_error *err)
{
    const struct gs_gpu *g = NULL;
    size_t i;

    if (a->gpu)
        return gs_dataset_gpu(&ctx->data, a->gpu, err);
    for (i = 0; i < r->log.n_gpus; i++) {
        const char *id = r->rows[i].catalogue_id;

        if (!id) {
            gs_error_set(err, GS_ENOTFOUND, "%s needs a catalogue GPU, and the "
                         "log's '%s' is not one; give --gpu", why,
                         r->log.gpus[i].name ? r->log.gpus[i].name
                                             : "(no name column)");
            return NULL;
        }
        if (g && strcmp(g->id, id) != 0) {
            gs_error_set(err, GS_EUSAGE, "%s needs one GPU type, and the "
                         "log has '%s' and '%s'; give --gpu", why, g->id, id);
            return NULL;
        }
        g = gs_dataset_find_gpu(&ctx->data, id);
    }
    return g;
}

static int price(struct gs_context *ctx, const struct util_args *a,
                 struct run *r, double *usd, const char **pricing,
                 struct gs_error *err)
{
    const struct gs_gpu *g = NULL;
    const struct gs_price *p;
    enum gs_pricing kind;

    *usd = NAN;
    *pricing = NULL;
    if (!gs_unset_f64(a->usd_per_gpu_hour)) {
        if (a->instance || a->pricing)
            return gs_error_set(err, GS_EUSAGE, "--price gives the price; "
                                "drop --instance and --pricing");
        *usd = a->usd_per_gpu_hour;
        snprintf(r->price_source, sizeof(r->price_source), "--price");
        return 0;
    }
    if (!a->instance && !a->pricing && !a->gpu)
        return 0;
    if (a->instance && a->gpu &&
        !(g = gs_dataset_gpu(&ctx->data, a->gpu, err)))
        return -1;
    if (!a->instance && !(g = log_gpu(ctx, a, r, "a price from the table",
                                      err)))
        return -1;
    if (gs_context_prices(ctx, err) < 0)
        return -1;
    kind = (enum gs_pricing)gs_pricing_find(a->pricing ? a->pricing
                                                       : "on-demand");
    p = find_price(ctx, g ? g->id : NULL, a->instance, a->provider, kind);
    if (!p)
        return gs_error_set(err, GS_ENOTFOUND, "no %s price for %s '%s'%s%s "
                            "(gpusel list prices shows the rows)",
                            gs_pricing_name(kind),
                            a->instance ? "instance" : "GPU",
                            a->instance ? a->instance : g->id,
                            a->provider ? " at " : "",
                            a->provider ? a->provider : "");
    *usd = p->usd_per_gpu_hour;
    *pricing = gs_pricing_name(kind);
    snprintf(r->price_source, sizeof(r->price_source), "%s %s, %s, %s",
             p->provider ? p->provider : "?", p->instance ? p->instance : "?",
             gs_pricing_name(kind),
             p->as_of.precision != GS_DATE_NONE && p->as_of.text
                 ? p->as_of.text : "undated, so stale");
    return 0;
}

/* gpusel cost on the workload at the measured utilisation. */
static int apply(struct gs_context *ctx, const struct util_args *a,
                 const struct run *r, double util_frac, struct gs_error *err)
{
    const struct gs_gpu *g;
    char u[NUM_BUF], n[NUM_BUF];
    const char *argv[16];
    int argc = 0;

    if (!(util_frac >= GS_CQ_MIN_MEASURED_UTIL_FRAC))
        return gs_error_set(err, GS_EDOMAIN, "the log's mean utilisation is "
                            "%.3g%%, below the %g%% --apply-to models",
                            isnan(util_frac) ? 0.0 : util_frac * 100.0,
                            GS_CQ_MIN_MEASURED_UTIL_FRAC * 100.0);
    if (!gs_unset_f64(a->usd_per_gpu_hour))
        return gs_error_set(err, GS_EUSAGE, "--apply-to prices through the "
                            "price table; give --pricing or --instance, not "
                            "--price");
    if (!(g = log_gpu(ctx, a, r, "--apply-to", err)))
        return -1;
    snprintf(u, sizeof(u), "%.17g", util_frac);
    argv[argc++] = "cost";
    argv[argc++] = "--workload";
    argv[argc++] = a->apply_to;
    argv[argc++] = "--gpu";
    argv[argc++] = g->id;
    argv[argc++] = "--measured-util";
    argv[argc++] = u;
    if (!gs_unset_i64(a->n_gpus)) {
        snprintf(n, sizeof(n), "%lld", (long long)a->n_gpus);
        argv[argc++] = "--gpus";
        argv[argc++] = n;
    }
    if (a->pricing) {
        argv[argc++] = "--pricing";
        argv[argc++] = a->pricing;
    }
    if (a->instance) {
        argv[argc++] = "--instance";
        argv[argc++] = a->instance;
    }
    if (a->provider) {
        argv[argc++] = "--provider";
        argv[argc++] = a->provider;
    }
    argv[argc] = NULL;
    return gs_command_run(gs_command_find("cost"), argc, argv, ctx, err);
}

static void util_args_init(void *args)
{
    *(struct util_args *)args = (struct util_args){
        .usd_per_gpu_hour = GS_UNSET_F64,
        .idle_below_frac = GS_UTIL_IDLE_BELOW_FRAC,
        .max_gap_s = GS_UTIL_MAX_GAP_S,
        .n_gpus = GS_UNSET_I64,
    };
}
GS_COMMAND_ARGS(util, struct util_args, util_args_init);

int cmd_util(const void *args, int argc, const char **argv,
             struct gs_context *ctx, struct gs_error *err)
{
    struct util_args a = *(const struct util_args *)args;
    enum gs_smi_field fields[GS_SMI_MAX_COLUMNS];
    struct gs_smi_opts so = { NULL, 0 };
    struct gs_util_view_in vi;
    struct gs_util_params p;
    struct gs_util_acc total;
    struct run r;
    size_t n_gpus, n_others = 0, i, k;
    double usd;
    const char *pricing;
    int rc;

    (void)argc;
    if (a.fields && gs_smi_parse_fields(a.fields, fields, &so.n_fields,
                                        err) < 0)
        return -1;
    if (a.fields)
        so.fields = fields;
    if (!gs_unset_i64(a.n_gpus) && !a.apply_to)
        return gs_error_set(err, GS_EUSAGE, "--gpus goes with --apply-to");
    /* an unknown --gpu is an error whatever else is given (with --price
     * it was silently ignored: issue 20) */
    if (a.gpu && !gs_dataset_gpu(&ctx->data, a.gpu, err))
        return -1;
    p = (struct gs_util_params){ a.idle_below_frac, a.max_gap_s };
    so.util = p;
    memset(&r, 0, sizeof(r));
    gs_smi_log_init(&r.log);
    rc = -1;
    /* streamed: each GPU's statistics are running aggregates, so memory
     * does not grow with the log (issue 20) */
    if (gs_smi_load(&r.log, argv[1], &so, err) < 0)
        goto out;
    n_gpus = r.log.n_gpus;
    for (i = 0; i < n_gpus; i++)
        n_others += r.log.gpus[i].n_others;
    r.rows = calloc(n_gpus + 1, sizeof(*r.rows));
    r.labels = calloc(n_gpus, sizeof(*r.labels));
    r.others = calloc(n_others + 1, sizeof(*r.others));
    if (!r.rows || !r.labels || !r.others) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    memset(&vi, 0, sizeof(vi));
    gs_util_acc_init(&total);
    for (i = 0, k = 0; i < n_gpus; i++) {
        const struct gs_smi_gpu *g = &r.log.gpus[i];
        struct gs_util_view_row *v = &r.rows[i];
        const struct gs_gpu *cg = g->name
            ? gs_dataset_find_gpu(&ctx->data, g->name) : NULL;

        if (g->index >= 0)
            snprintf(r.labels[i], NUM_BUF, "%lld", (long long)g->index);
        else
            snprintf(r.labels[i], NUM_BUF, "#%zu", i + 1);
        v->gpu = g->id ? g->id : r.labels[i];
        v->name = g->name;
        v->catalogue_id = cg ? cg->id : NULL;
        if (g->name && !cg && vi.n_unknown++ == 0)
            vi.unknown_name = g->name;
        gs_util_acc_stats(&g->acc, g->others, g->n_others, &v->st);
        gs_util_acc_merge(&total, &g->acc);
        if (g->n_others)
            memcpy(r.others + k, g->others,
                   g->n_others * sizeof(*r.others));
        k += g->n_others;
    }
    r.rows[n_gpus].gpu = "total";
    n_others = gs_util_counts_merge(r.others, n_others);
    gs_util_acc_stats(&total, r.others, n_others, &r.rows[n_gpus].st);
    for (i = 0; i < n_gpus; i++) {
        const char *id = r.rows[i].catalogue_id;

        if (i == 0 || (id && r.rows[n_gpus].catalogue_id &&
                       strcmp(id, r.rows[n_gpus].catalogue_id) == 0))
            r.rows[n_gpus].catalogue_id = id;
        else
            r.rows[n_gpus].catalogue_id = NULL;
        /* the total's name: the GPUs' one name, if they share it */
        if (i == 0 || (r.log.gpus[i].name && r.rows[n_gpus].name &&
                       strcmp(r.log.gpus[i].name, r.rows[n_gpus].name) == 0))
            r.rows[n_gpus].name = r.log.gpus[i].name;
        else
            r.rows[n_gpus].name = NULL;
    }
    if (a.apply_to) {
        rc = apply(ctx, &a, &r, r.rows[n_gpus].st.util_mean_frac, err);
        goto out;
    }
    if (price(ctx, &a, &r, &usd, &pricing, err) < 0)
        goto out;
    for (i = 0; i <= n_gpus; i++) {
        struct gs_util_view_row *v = &r.rows[i];

        v->idle_gpu_hours = i < n_gpus ? gs_util_idle_gpu_hours(&v->st)
                                       : 0.0;
        if (i == n_gpus)
            for (k = 0; k < n_gpus; k++)
                v->idle_gpu_hours += r.rows[k].idle_gpu_hours;
        v->idle_usd = v->idle_gpu_hours * usd;
    }
    vi.log = &r.log;
    vi.rows = r.rows;
    vi.n_rows = n_gpus + 1;
    vi.params = p;
    vi.usd_per_gpu_hour = usd;
    vi.price_source = isnan(usd) ? NULL : r.price_source;
    vi.pricing = pricing;
    rc = gs_util_view_emit(ctx, &vi, err);
out:
    run_release(&r);
    return rc;
}
