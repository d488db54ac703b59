/*
 * `gpusel normalize`'s decision: one measured row priced, costed,
 * predicted and held to the targets, and the ranking (normalize.h has
 * the contract).  Moved from src/cli/cmd/normalize.c.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "candidate.h"
#include "normalize.h"
#include "perf.h"
#include "price.h"
#include "units.h"
#include "banned.h"

_Static_assert(GS_NORMALIZE_MAX_TERMS == GS_COST_MAX_TERMS,
               "a normalize row keeps every cost term");

/* Room for a row's label and reasons. */
#define NORM_TEXT_MAX 256

/* A sample row's question without a workload: one optimizer step's
 * tokens, the least a run is (a cost per sample does not depend on
 * the budget). */
#define NORM_ONE_STEP_TOKENS "4194304"

static const char *keep(struct gs_arena *a, const char *fmt, ...)
    GS_PRINTF(2, 3);

static const char *keep(struct gs_arena *a, const char *fmt, ...)
{
    char text[NORM_TEXT_MAX];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(text, sizeof(text), fmt, ap);
    va_end(ap);
    return gs_arena_strdup(a, text);
}

/* The row's figures as flags over the workload. */
static void row_flags(const struct gs_bench_row *m, const char *workload,
                      double ttft_p99_s, double itl_p99_s,
                      struct gs_cost_args *a)
{
    gs_candidate_args_unset(a);
    a->workload = workload;
    a->gpu = m->gpu;
    a->n_gpus = m->n_gpus;
    a->pricing = m->pricing;
    a->provider = m->provider;
    a->region = m->region;
    a->model = m->model;
    a->precision = m->precision;
    a->engine = m->engine;
    a->prompt_tokens = m->prompt_tokens;
    a->output_tokens = m->output_tokens;
    a->acceptance_rate = m->acceptance_rate;
    a->retry_rate = m->retry_rate;
    a->ttft_p99_s = ttft_p99_s;
    a->itl_p99_s = itl_p99_s;
    if (m->work == GS_BENCH_WORK_TOKENS)
        a->tokens_per_s_per_gpu = m->throughput / (double)m->n_gpus;
    else if (m->work == GS_BENCH_WORK_IMAGES)
        a->assets_per_hour = m->throughput;
}

/*
 * Without a workload: the largest demand one replica (one worker) holds
 * busy all the time, so the cost is the candidate's floor.  The engine
 * provisions ceil(peak x (1 + retry) / capacity) replicas; the demand is
 * stepped down until that is exactly 1.
 */
static void full_load(const struct gs_bench_row *m, struct gs_cost_args *a)
{
    double retry = gs_unset_f64(m->retry_rate) ? 0.0 : m->retry_rate;

    if (m->work == GS_BENCH_WORK_TOKENS) {
        double cap = m->throughput / (double)m->output_tokens;
        double d = cap / (1.0 + retry);

        while (d * (1.0 + retry) / cap > 1.0)
            d = nextafter(d, 0.0);
        a->kind = "realtime";
        a->requests_per_s = d;
        a->peak_requests_per_s = d;
    } else {
        a->kind = "media";
        a->assets = m->throughput;    /* one hour of renders */
    }
}

void gs_normalize_row_args(const struct gs_bench_row *m,
                           const char *workload, double ttft_p99_s,
                           double itl_p99_s, struct gs_cost_args *a)
{
    row_flags(m, workload, ttft_p99_s, itl_p99_s, a);
    if (workload)
        return;
    if (m->work == GS_BENCH_WORK_SAMPLES) {
        /* a training question needs a token budget; a cost per sample
         * does not depend on it */
        a->kind = "training";
        a->tokens = NORM_ONE_STEP_TOKENS;
    } else {
        full_load(m, a);
    }
}

/* The perf engine's prediction at the row's concurrency and layout. */
static int predict(const struct gs_cost_question *q,
                   const struct gs_bench_row *m, const struct gs_model *model,
                   const struct gs_gpu *g, struct gs_normalize_row *out,
                   struct gs_error *err)
{
    struct gs_workload wl;
    struct gs_perf_query pq;
    struct gs_perf_choice ch;
    struct gs_perf_point pt;

    if (gs_candidate_perf_query(q, model, g, m->engine, false, &wl, &pq,
                                err) < 0)
        return -1;
    if (gs_perf_choose(&pq, m->n_gpus, m->tp, m->pp, m->concurrency, &pt,
                       &ch, err) < 0)
        return -1;
    if (!ch.found)
        return gs_error_set(err, GS_EDOMAIN, "gpusel's model holds at most "
                            "%lld sequences there, the row measured %lld",
                            (long long)ch.max_concurrency,
                            (long long)m->concurrency);
    out->predicted = true;
    out->tp = pt.tp;
    out->pp = pt.pp;
    out->dp = pt.dp;
    out->pred_throughput = pt.expected.tokens_per_s;
    out->pred_ttft_p99_s = pt.expected.ttft_p99_s;
    out->pred_itl_p99_s = pt.expected.itl_p99_s;
    out->throughput_ratio = m->throughput / out->pred_throughput;
    if (!gs_unset_f64(m->ttft_p99_s) && isfinite(out->pred_ttft_p99_s))
        out->ttft_p99_ratio = m->ttft_p99_s / out->pred_ttft_p99_s;
    if (!gs_unset_f64(m->itl_p99_s) && isfinite(out->pred_itl_p99_s))
        out->itl_p99_ratio = m->itl_p99_s / out->pred_itl_p99_s;
    if (!isfinite(out->pred_ttft_p99_s))
        out->pred_ttft_p99_s = NAN;
    return 0;
}

/* Whether the measured p99s meet the targets; the reason when not. */
static const char *missed(struct gs_arena *arena,
                          const struct gs_bench_row *m,
                          double ttft_target_s, double itl_target_s)
{
    if (ttft_target_s > 0.0 && gs_unset_f64(m->ttft_p99_s))
        return "p99 TTFT not measured, the target needs it";
    if (ttft_target_s > 0.0 && m->ttft_p99_s > ttft_target_s)
        return keep(arena, "measured p99 TTFT %.3g s is above the "
                    "target %.3g s", m->ttft_p99_s, ttft_target_s);
    if (itl_target_s > 0.0 && gs_unset_f64(m->itl_p99_s))
        return "p99 ITL not measured, the target needs it";
    if (itl_target_s > 0.0 && m->itl_p99_s > itl_target_s)
        return keep(arena, "measured p99 ITL %.3g s is above the "
                    "target %.3g s", m->itl_p99_s, itl_target_s);
    return NULL;
}

static void init_row(struct gs_normalize_row *r, const struct gs_bench_row *m)
{
    memset(r, 0, sizeof(*r));
    r->m = m;
    r->usd_per_gpu_hour = NAN;
    r->price_age_days = -1;
    r->usd_per_accepted_output = r->usd_per_mtok = r->usd_total = NAN;
    r->utilisation_frac = NAN;
    r->pred_throughput = r->pred_ttft_p99_s = r->pred_itl_p99_s = NAN;
    r->throughput_ratio = r->ttft_p99_ratio = r->itl_p99_ratio = NAN;
}

/*
 * Samples (training) rows: the cost engine's hourly rate for the kind,
 * per accepted sample:
 *   usd_per_accepted = n x usd_per_used_hour(1) x (1 + retry)
 *                      / (samples_per_s x 3600 x acceptance)
 */
static int cost_samples(const struct gs_bench_row *m,
                        const struct gs_cost_pricing *cp,
                        struct gs_normalize_row *r, struct gs_error *err)
{
    struct gs_cost_rate rate;
    double acc = gs_unset_f64(m->acceptance_rate) ? 1.0 : m->acceptance_rate;
    double retry = gs_unset_f64(m->retry_rate) ? 0.0 : m->retry_rate;
    double usd_per_hour;

    if (gs_cost_rate_eval(cp, &rate, NULL, err) < 0)
        return -1;
    usd_per_hour = (double)m->n_gpus * gs_cost_usd_per_used_hour(&rate, 1.0);
    r->usd_total = usd_per_hour;
    r->usd_per_accepted_output = usd_per_hour * (1.0 + retry) /
                                 (m->throughput * GS_SECONDS_PER_HOUR * acc);
    r->utilisation_frac = 1.0;
    r->n_terms = 1;
    r->term_names[0] = "GPU compute";
    r->term_usd[0] = usd_per_hour;
    return 0;
}


int gs_normalize_row_eval(const struct gs_normalize_in *in,
                          struct gs_arena *arena, struct gs_normalize_row *r,
                          const char **note, struct gs_error *err)
{
    const struct gs_bench_row *m = in->m;
    const struct gs_cost_question *q = in->q;
    const struct gs_gpu *g = in->g;
    struct gs_candidate_throughput t;
    struct gs_cost_pricing cp;
    struct gs_cost_result res;
    struct gs_error e = GS_ERROR_INIT;
    const struct gs_price *row = NULL;
    enum gs_pricing kind;
    int32_t age;
    size_t i;

    init_row(r, m);
    *note = NULL;
    kind = q->pricing;
    r->pricing = gs_pricing_name(kind);
    r->label = keep(arena, "%s x%lld, %s (line %u)", g->id,
                    (long long)m->n_gpus, r->pricing, m->line);
    if (!r->label)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (!gs_unset_f64(m->usd_per_gpu_hour)) {
        r->usd_per_gpu_hour = m->usd_per_gpu_hour;
    } else if (kind != GS_PRICING_OWNED) {
        row = gs_candidate_choose_price(in->prices, g, kind, q->provider,
                                        q->region, NULL, m->n_gpus);
        if (!row) {
            r->reason = keep(arena, "no %s price for '%s'%s%s (give "
                             "usd_per_gpu_hour in the row)", r->pricing,
                             g->id, q->provider ? " at " : "",
                             q->provider ? q->provider : "");
            return r->reason ? 0 : gs_error_set(err, GS_ENOMEM, "out of "
                                                "memory");
        }
        r->usd_per_gpu_hour = row->usd_per_gpu_hour;
        r->price_offer = keep(arena, "%s %s%s%s %s",
                              row->provider ? row->provider : "?",
                              row->instance ? row->instance : "?",
                              row->region ? " " : "",
                              row->region ? row->region : "", r->pricing);
        if (row->as_of.precision != GS_DATE_NONE)
            r->price_as_of = row->as_of.text;
        if (gs_date_age_days(&row->as_of, in->today_days, &age) == 0)
            r->price_age_days = age;
        r->price_stale = gs_date_is_stale(&row->as_of, in->today_days,
                                          in->stale_after_days);
        r->price_source = row->source;
    } else if (gs_gpu_purchase_usd(g) <= 0.0) {
        r->reason = keep(arena, "the catalogue has no purchase or launch "
                         "price for '%s' (give usd_per_gpu_hour in the row)",
                         g->id);
        return r->reason ? 0 : gs_error_set(err, GS_ENOMEM, "out of memory");
    }
    memset(&t, 0, sizeof(t));
    gs_candidate_make_pricing(in->a, g, kind,
                              isnan(r->usd_per_gpu_hour) ? 0.0
                                                         : r->usd_per_gpu_hour,
                              &t, false, &cp);
    if (m->work == GS_BENCH_WORK_SAMPLES) {
        if (cost_samples(m, &cp, r, &e) < 0) {
            r->reason = keep(arena, "%s", e.msg);
            return 0;
        }
    } else {
        if (gs_candidate_throughput(q, in->a, in->model, g, m->n_gpus, &t,
                                    NULL, &e) < 0 ||
            gs_candidate_evaluate(q, &cp, &t, m->n_gpus, &res, NULL,
                                  &e) < 0) {
            r->reason = keep(arena, "%s", e.msg);
            return r->reason ? 0 : gs_error_set(err, GS_ENOMEM, "out of "
                                                "memory");
        }
        r->usd_per_accepted_output = res.usd_per_accepted_output;
        r->usd_per_mtok = isfinite(res.usd_per_mtok) ? res.usd_per_mtok : NAN;
        r->usd_total = res.usd_total;
        r->utilisation_frac = res.utilisation_frac;
        r->n_terms = res.n_terms;
        for (i = 0; i < res.n_terms; i++) {
            r->term_names[i] = res.terms[i].name;
            r->term_usd[i] = res.terms[i].usd;
        }
    }
    if (m->work == GS_BENCH_WORK_TOKENS && !gs_unset_i64(m->concurrency)) {
        gs_error_clear(&e);
        if (predict(q, m, in->model, g, r, &e) < 0) {
            if (e.code != GS_EDOMAIN) {
                *err = e;
                return -1;
            }
            *note = keep(arena, "line %u: no prediction: %s", m->line,
                         e.msg);
        }
    } else if (m->work == GS_BENCH_WORK_TOKENS) {
        *note = keep(arena, "line %u: no prediction: the row gives no "
                     "concurrency", m->line);
    }
    if (m->work == GS_BENCH_WORK_TOKENS) {
        r->targets_checked = true;
        r->reason = missed(arena, m, q->ttft_p99_s, q->itl_p99_s);
    }
    r->meets = r->reason == NULL;
    return 0;
}

/* Ranked rows first, cheapest per accepted output, then GPU id, GPU
 * count and line (the file order) for ties; rejected rows in file
 * order. */
static int row_cmp(const void *x, const void *y)
{
    const struct gs_normalize_row *a = x, *b = y;
    int c;

    if (a->meets != b->meets)
        return a->meets ? -1 : 1;
    if (a->meets && a->usd_per_accepted_output != b->usd_per_accepted_output)
        return a->usd_per_accepted_output < b->usd_per_accepted_output ? -1
                                                                       : 1;
    if (a->meets && (c = strcmp(a->m->gpu, b->m->gpu)) != 0)
        return c;
    if (a->meets && a->m->n_gpus != b->m->n_gpus)
        return a->m->n_gpus < b->m->n_gpus ? -1 : 1;
    return a->m->line < b->m->line ? -1 : a->m->line > b->m->line;
}

size_t gs_normalize_rank(struct gs_normalize_row *rows, size_t n)
{
    size_t i, n_ranked = 0;

    qsort(rows, n, sizeof(*rows), row_cmp);
    for (i = 0; i < n && rows[i].meets; i++)
        rows[i].rank = (int64_t)++n_ranked;
    return n_ranked;
}
