/*
 * The parts of `gpusel rank` that need no data: the reason codes, the
 * ranking order, why the winner wins, and a candidate's numeric keys
 * for --fail-if (src/plan/rank.h; docs/commands/rank.md).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ascii.h"
#include "rank.h"
#include "units.h"
#include "banned.h"

const char *const gs_rank_reject_names[GS_RANK_REJECT_COUNT + 1] = {
    "", "does_not_fit", "misses_latency", "misses_deadline",
    "breaks_constraint", "no_price", "over_budget", "undated_price",
    "cost_not_finite", "precision_mismatch", "dominated", "suspect_price",
    NULL,
};

const char gs_rank_tie_break[] =
    "equal cost per output (within 1e-9 relative): GPU offers before "
    "model APIs, fewer GPUs paid for, fewer GPUs per unit, pricing kind "
    "(on-demand, spot, reserved-1y, reserved-3y, marketplace, owned), "
    "provider, region, instance, GPU id (a whole GPU before its MIG "
    "slice, co-located before disaggregated pools, one GPU type before "
    "a heterogeneous pair, then the prefill GPU id), API model";

const char *gs_rank_reject_name(enum gs_rank_reject r)
{
    if ((unsigned)r >= GS_RANK_REJECT_COUNT)
        return "?";
    return gs_rank_reject_names[r];
}

void gs_rank_result_init(struct gs_rank_result *r)
{
    memset(r, 0, sizeof(*r));
    r->budget_usd = NAN;
}

/* NULL sorts first; case ignored. */
static int str_cmp(const char *a, const char *b)
{
    if (!a || !b)
        return (a != NULL) - (b != NULL);
    return gs_ascii_casecmp(a, b);
}

/* GPUs paid for: a MIG slice counts its share. */
static double gpus_paid(const struct gs_rank_candidate *c)
{
    double units = c->costed && c->res.n_replicas > 0
                       ? (double)c->res.n_replicas : 1.0;
    double share = c->is_mig ? c->mig_fraction : 1.0;

    if (c->is_api)
        return 0.0;
    return units * (double)c->n_gpus * share;
}

static int num_cmp(double a, double b)
{
    return (a > b) - (a < b);
}

static bool same_cost(double a, double b)
{
    return fabs(a - b) <= GS_RANK_TIE_REL * fmax(fabs(a), fabs(b));
}

/* Steps 2-6 of the order. */
static int identity_cmp(const struct gs_rank_candidate *a,
                        const struct gs_rank_candidate *b)
{
    double pa = gpus_paid(a), pb = gpus_paid(b);
    int c;

    if (a->is_api != b->is_api)
        return a->is_api ? 1 : -1;
    if (!same_cost(pa, pb))
        return num_cmp(pa, pb);
    if (a->n_gpus != b->n_gpus)
        return a->n_gpus < b->n_gpus ? -1 : 1;
    if (a->pricing != b->pricing)
        return a->pricing < b->pricing ? -1 : 1;
    if ((c = str_cmp(a->provider, b->provider)) != 0 ||
        (c = str_cmp(a->region, b->region)) != 0 ||
        (c = str_cmp(a->instance, b->instance)) != 0 ||
        (c = str_cmp(a->gpu_id, b->gpu_id)) != 0)
        return c;
    if (a->is_mig != b->is_mig)
        return a->is_mig ? 1 : -1;
    if (a->disagg != b->disagg)
        return a->disagg ? 1 : -1;   /* the simpler deployment first */
    if ((a->prefill_gpu != NULL) != (b->prefill_gpu != NULL))
        return a->prefill_gpu ? 1 : -1;   /* one GPU type first */
    if (a->prefill_gpu && (c = strcmp(a->prefill_gpu->id,
                                      b->prefill_gpu->id)) != 0)
        return c;
    if (a->is_api && b->is_api &&
        (c = str_cmp(a->api->model, b->api->model)) != 0)
        return c;
    return strcmp(a->label, b->label);
}


int gs_rank_cmp(const struct gs_rank_candidate *a,
                const struct gs_rank_candidate *b)
{
    bool an = !isfinite(a->cost_per_output);
    bool bn = !isfinite(b->cost_per_output);

    if (an != bn)
        return an ? 1 : -1;
    if (!an && !same_cost(a->cost_per_output, b->cost_per_output))
        return a->cost_per_output < b->cost_per_output ? -1 : 1;
    return identity_cmp(a, b);
}

int gs_rank_cmp_rejected(const struct gs_rank_candidate *a,
                         const struct gs_rank_candidate *b)
{
    if (a->reject != b->reject)
        return a->reject < b->reject ? -1 : 1;
    return identity_cmp(a, b);
}

static int qs_ranked(const void *x, const void *y)
{
    return gs_rank_cmp(x, y);
}

static int qs_rejected(const void *x, const void *y)
{
    return gs_rank_cmp_rejected(x, y);
}

static int qs_term(const void *x, const void *y)
{
    const struct gs_cost_term *a = x, *b = y;

    if (a->usd != b->usd)
        return a->usd > b->usd ? -1 : 1;
    return strcmp(a->key, b->key);
}

/* Two optional names equal (both NULL, or equal ignoring case). */
static bool same_text(const char *a, const char *b)
{
    return a == b || (a && b && gs_ascii_caseeq(a, b));
}

/* The disaggregated rows against the aggregated ones (rank.h). */
static void disagg_summary(struct gs_rank_result *r)
{
    struct gs_rank_disagg_summary *d = &r->disagg;
    size_t i;

    memset(d, 0, sizeof(*d));
    d->margin_frac = NAN;
    d->hetero_margin_frac = NAN;
    for (i = 0; i < r->n_rejected; i++)
        if (r->rejected[i].prefill_gpu)
            d->n_hetero_rejected++;
        else if (r->rejected[i].disagg) {
            d->n_rejected++;
            if (r->rejected[i].reject == GS_RANK_DOMINATED &&
                d->n_dominated++ == 0)
                d->first_dominated = &r->rejected[i];
        }
    for (i = 0; i < r->n_ranked; i++) {
        const struct gs_rank_candidate *c = &r->ranked[i];

        if (c->is_api)
            continue;
        if (!d->best_gpu)
            d->best_gpu = c;
        if (c->prefill_gpu) {
            if (d->n_hetero_ranked++ == 0)
                d->best_hetero = c;
            continue;
        }
        if (!d->best_one_type)
            d->best_one_type = c;
        if (c->disagg && d->n_ranked++ == 0)
            d->best = c;
    }
    if (d->best_hetero && d->best_one_type &&
        d->best_one_type->cost_per_output > 0.0)
        d->hetero_margin_frac = d->best_hetero->cost_per_output /
                                d->best_one_type->cost_per_output - 1.0;
    if (!d->best)
        return;
    /* the cheapest disaggregated row whose GPU also ranks co-located
     * rows, when there is one: the comparison the verdict is about */
    for (i = 0; i < r->n_ranked; i++) {
        const struct gs_rank_candidate *c = &r->ranked[i], *o;
        size_t j;
        bool peer = false;

        if (!c->disagg || c->prefill_gpu)
            continue;
        for (j = 0; j < r->n_ranked && !peer; j++) {
            o = &r->ranked[j];
            peer = !o->is_api && !o->disagg && !o->is_mig &&
                   o->parent == c->parent;
        }
        if (peer) {
            d->best = c;
            break;
        }
    }
    for (i = 0; i < r->n_ranked && !d->aggregated; i++) {
        const struct gs_rank_candidate *c = &r->ranked[i];

        if (!c->is_api && !c->disagg && !c->is_mig &&
            c->parent == d->best->parent)
            d->aggregated = c;
    }
    for (i = 0; i < r->n_ranked && !d->same_offer; i++) {
        const struct gs_rank_candidate *c = &r->ranked[i];

        if (!c->is_api && !c->disagg && !c->is_mig &&
            c->parent == d->best->parent && c->pricing == d->best->pricing &&
            same_text(c->provider, d->best->provider) &&
            same_text(c->instance, d->best->instance) &&
            same_text(c->region, d->best->region))
            d->same_offer = c;
    }
    if (d->aggregated && d->aggregated->cost_per_output > 0.0)
        d->margin_frac = d->best->cost_per_output /
                         d->aggregated->cost_per_output - 1.0;
}

bool gs_rank_disagg_verdict(const struct gs_rank_result *r, char *what,
                            char *why, size_t size)
{
    const struct gs_rank_disagg_summary *d = &r->disagg;
    const struct gs_rank_candidate *b = d->best, *g = d->aggregated;
    size_t i;

    if (!size)
        return false;
    what[0] = why[0] = '\0';
    if (d->n_ranked == 0 && d->n_rejected == 0)
        return false;
    if (!b) {
        const struct gs_rank_candidate *first = d->first_dominated;

        for (i = 0; i < r->n_rejected && !first; i++)
            if (r->rejected[i].disagg)
                first = &r->rejected[i];
        snprintf(what, size, "disaggregated pools: none ranked, %zu "
                 "rejected (%zu dominated: no cheaper than co-located at "
                 "any offer)", d->n_rejected, d->n_dominated);
        snprintf(why, size, "e.g. %s: %s", first ? first->label : "?",
                 first ? first->reason : "?");
        return true;
    }
    if (!g && d->first_dominated) {
        const struct gs_rank_candidate *f = d->first_dominated;

        snprintf(what, size, "disaggregated pools: %zu unit(s) dominated "
                 "by co-located units of their GPU, e.g. %s: %s",
                 d->n_dominated, f->label, f->reason);
        snprintf(why, size, "disaggregated does not win: ranked only where "
                 "no co-located unit meets the targets (best %s, %.4g "
                 "USD/Mtok, rank %zu)", b->label, b->cost_per_output,
                 b->rank);
        return true;
    }
    if (!g) {
        snprintf(what, size, "disaggregated pools: best %s, %.4g USD/Mtok "
                 "(rank %zu)", b->label, b->cost_per_output, b->rank);
        snprintf(why, size, "disaggregated wins on its GPU: no aggregated "
                 "row of it meets the targets");
        return true;
    }
    snprintf(what, size, "disaggregated pools: best %s, %.4g USD/Mtok "
             "(rank %zu), %.1f%% %s than %s (%.4g); %lld GPUs against %lld; "
             "%zu more units dominated",
             b->label, b->cost_per_output, b->rank,
             fabs(d->margin_frac) * 100.0,
             d->margin_frac < 0.0 ? "cheaper" : "dearer", g->label,
             g->cost_per_output,
             (long long)(b->res.n_replicas * b->n_gpus),
             (long long)(g->res.n_replicas * g->n_gpus), d->n_dominated);
    if (d->margin_frac < 0.0)
        snprintf(why, size, "disaggregated wins: its decode pool, free of "
                 "prompt chunks, runs more sequences under the ITL target "
                 "than co-located serving");
    else if (b->res.n_replicas * b->n_gpus <
             g->res.n_replicas * g->n_gpus)
        snprintf(why, size, "disaggregated needs fewer GPUs but loses on "
                 "price: its offer's %.4g USD per GPU-hour against %.4g",
                 b->usd_per_gpu_hour, g->usd_per_gpu_hour);
    else if (d->same_offer &&
             d->same_offer->cost_per_output > b->cost_per_output)
        snprintf(why, size, "disaggregated beats co-location at its own "
                 "offer (%.4g USD/Mtok on %lld GPUs) but loses to a "
                 "co-located row priced elsewhere",
                 d->same_offer->cost_per_output,
                 (long long)(d->same_offer->res.n_replicas *
                             d->same_offer->n_gpus));
    else
        snprintf(why, size, "disaggregated loses: its prefill pool, sized "
                 "so the p99 TTFT queue (M/D/1) stays under the target, "
                 "runs part-idle; co-located serving runs the prompts in "
                 "chunks inside memory-bound decode steps");
    return true;
}

/* USD of prefill GPU time per prompt: GPU-seconds x USD per GPU-hour /
 * 3600. */
static double usd_per_prompt(double gpu_s, double usd_per_gpu_hour)
{
    return gpu_s * usd_per_gpu_hour / GS_SECONDS_PER_HOUR;
}

bool gs_rank_hetero_verdict(const struct gs_rank_result *r, char *what,
                            char *why, size_t size)
{
    const struct gs_rank_disagg_summary *d = &r->disagg;
    const struct gs_rank_candidate *h = d->best_hetero, *o = d->best_one_type;
    double own, here;
    size_t i;

    if (!size)
        return false;
    what[0] = why[0] = '\0';
    if (d->n_hetero_ranked == 0 && d->n_hetero_rejected == 0)
        return false;
    if (!h) {
        const struct gs_rank_candidate *first = NULL;

        for (i = 0; i < r->n_rejected && !first; i++)
            if (r->rejected[i].prefill_gpu)
                first = &r->rejected[i];
        snprintf(what, size, "heterogeneous pools: none ranked, %zu "
                 "rejected", d->n_hetero_rejected);
        snprintf(why, size, "e.g. %s: %s", first ? first->label : "?",
                 first ? first->reason : "?");
        return true;
    }
    here = usd_per_prompt(h->prefill_gpu_s_per_request,
                          h->prefill_usd_per_gpu_hour);
    own = usd_per_prompt(h->own_prefill_gpu_s_per_request,
                         h->decode_usd_per_gpu_hour);
    if (!o) {
        snprintf(what, size, "heterogeneous pools: best %s, %.4g USD/Mtok "
                 "(rank %zu); no row on one GPU type ranked", h->label,
                 h->cost_per_output, h->rank);
    } else {
        snprintf(what, size, "heterogeneous pools: best %s, %.4g USD/Mtok "
                 "(rank %zu), %.1f%% %s than the best row on one GPU type, "
                 "%s (%.4g)", h->label, h->cost_per_output, h->rank,
                 fabs(d->hetero_margin_frac) * 100.0,
                 d->hetero_margin_frac < 0.0 ? "cheaper" : "dearer",
                 o->label, o->cost_per_output);
    }
    if (isnan(own))
        snprintf(why, size, "prefill on %s: %.3g USD per prompt (%.3g "
                 "GPU-s at %.4g USD/GPU-h); %s cannot prefill under the "
                 "TTFT target alone", h->prefill_gpu->id, here,
                 h->prefill_gpu_s_per_request, h->prefill_usd_per_gpu_hour,
                 h->gpu_id);
    else
        snprintf(why, size, "%s: prefill on %s costs %.3g USD per prompt "
                 "(%.3g GPU-s at %.4g USD/GPU-h) against %.3g on %s (%.3g "
                 "GPU-s at %.4g)%s",
                 o && d->hetero_margin_frac < 0.0 ? "heterogeneous wins"
                                                  : "heterogeneous loses",
                 h->prefill_gpu->id, here, h->prefill_gpu_s_per_request,
                 h->prefill_usd_per_gpu_hour, own, h->gpu_id,
                 h->own_prefill_gpu_s_per_request, h->decode_usd_per_gpu_hour,
                 o && d->hetero_margin_frac >= 0.0 && here < own
                     ? "; the cheaper prefill does not make up for the "
                       "pair's decode pool"
                     : "");
    return true;
}

bool gs_rank_prefix_note(const struct gs_rank_result *r, char *buf,
                         size_t size)
{
    const struct gs_rank_prefix_saving *p = &r->prefix;

    if (!size)
        return false;
    buf[0] = '\0';
    if (!p->c || !r->q)
        return false;
    if (!p->without_fits) {
        snprintf(buf, size, "prefix caching (a %lld-token prefix cached for "
                 "%.0f%% of requests) makes %s possible: without it no "
                 "concurrency on %lld GPU(s) meets the targets",
                 (long long)r->q->prefix_tokens,
                 r->q->prefix_hit_rate * 100.0, p->c->label,
                 (long long)p->c->n_gpus);
        return true;
    }
    snprintf(buf, size, "prefix caching (a %lld-token prefix cached for "
             "%.0f%% of requests) lowers %s from %.4g to %.4g USD/Mtok "
             "(%.1f%% less; %lld GPUs against %lld)",
             (long long)r->q->prefix_tokens, r->q->prefix_hit_rate * 100.0,
             p->c->label, p->without_cost, p->with_cost,
             p->without_cost > 0.0
                 ? (1.0 - p->with_cost / p->without_cost) * 100.0 : 0.0,
             (long long)p->with_gpus, (long long)p->without_gpus);
    return true;
}

void gs_rank_finish(struct gs_rank_result *r)
{
    struct gs_rank_why *w = &r->why;
    struct gs_cost_term terms[GS_COST_MAX_TERMS];
    const struct gs_rank_candidate *win;
    size_t i, n;

    if (r->n_ranked > 1)
        qsort(r->ranked, r->n_ranked, sizeof(*r->ranked), qs_ranked);
    if (r->n_rejected > 1)
        qsort(r->rejected, r->n_rejected, sizeof(*r->rejected), qs_rejected);
    for (i = 0; i < r->n_ranked; i++)
        r->ranked[i].rank = i + 1;
    for (i = 0; i < r->n_rejected; i++)
        r->rejected[i].rank = 0;
    disagg_summary(r);
    memset(w->top_terms, 0, sizeof(w->top_terms));
    w->has_winner = r->n_ranked > 0;
    w->n_top_terms = 0;
    w->has_runner_up = false;
    w->runner_up = NULL;
    w->margin_per_output = w->margin_usd = w->margin_frac = NAN;
    w->tie = false;
    if (!w->has_winner)
        return;
    win = &r->ranked[0];
    n = win->res.n_terms;
    memcpy(terms, win->res.terms, n * sizeof(*terms));
    qsort(terms, n, sizeof(*terms), qs_term);
    for (i = 0; i < n && w->n_top_terms < GS_RANK_TOP_TERMS; i++)
        if (terms[i].usd > 0.0)
            w->top_terms[w->n_top_terms++] = terms[i];
    if (r->n_ranked < 2)
        return;
    w->has_runner_up = true;
    w->runner_up = &r->ranked[1];
    w->margin_per_output = w->runner_up->cost_per_output -
                           win->cost_per_output;
    w->margin_usd = w->runner_up->res.usd_total - win->res.usd_total;
    w->margin_frac = win->cost_per_output > 0.0
                         ? w->margin_per_output / win->cost_per_output : NAN;
    w->tie = same_cost(win->cost_per_output, w->runner_up->cost_per_output);
}

/* ---- keys for --fail-if ----------------------------------------------- */

const char *const gs_rank_numeric_keys[] = {
    "rank", "gpu_count", "gpus_per_unit", "usd_per_hour",
    "usd_per_gpu_hour", "price_age_days", "price_stale", "is_mig",
    "mig_compute_frac", "mig_memory_frac", "is_api", "tp", "pp", "dp",
    "concurrency", "ttft_p99_s", "itl_p99_s", "tpot_mean_s",
    "prefill_chunk_tokens", "unit_tokens_per_s",
    "tokens_per_s_per_gpu", "unit_requests_per_s", "n_units",
    "tokens_per_s", "mfu", "goodput", "lost_work_hours", "wall_hours",
    "days", "days_low", "days_high", "hours_to_finish", "utilisation_frac",
    "paid_gpu_hours", "busy_gpu_hours", "outputs", "accepted_outputs",
    "usd_total", "usd_per_accepted_output", "usd_per_mtok",
    "cost_per_output", "superseded_usd_per_hour", "usd_total_at_superseded",
    "api_usd_total", "api_usd_per_accepted_output", "api_usd_per_mtok",
    "purchase_usd_per_gpu", "capex_usd_per_gpu_hour",
    "hosting_usd_per_gpu_hour", "power_usd_per_gpu_hour", "spot_factor",
    "interruptions_per_hour", "meets_targets", "latency_unknown",
    "benchmarked", "scale_ratio", "prefill_gpus", "decode_gpus",
    "prefill_usd_per_gpu_hour", "decode_usd_per_gpu_hour",
    "prefill_gpu_s_per_request", NULL,
};

/* Every cost engine term key (docs/commands/cost.md). */
static const char *const term_keys[] = {
    "compute_usd", "storage_usd", "serving_stack_usd", "idle_capacity_usd",
    "retry_waste_usd", "observability_usd", "platform_labor_usd",
    "api_usd", "network_usd", "checkpoint_usd", "failed_run_usd",
    "spot_restart_usd", "failed_render_usd", "moderation_usd",
    "queue_overhead_usd", "operator_review_usd", NULL,
};

static double or_nan(bool have, double v)
{
    return have ? v : NAN;
}

int gs_rank_key(const struct gs_rank_candidate *c, const char *key,
                double *out)
{
    const struct gs_cost_result *r = &c->res;
    const struct gs_cost_rate *rt = &r->rate;
    bool k = c->costed, gpu = !c->is_api, owned;
    double units = k && r->n_replicas > 0 ? (double)r->n_replicas : 1.0;
    size_t i;

    owned = gpu && c->pricing == GS_PRICING_OWNED;
    /* the first byte first: most keys differ there, a call saved (the
     * rank view asks for every cell of every row) */
#define IS(name) (key[0] == (name)[0] && strcmp(key, name) == 0)
    if (IS("rank"))
        *out = c->rank > 0 ? (double)c->rank : NAN;
    else if (IS("gpu_count"))
        *out = gpu ? (double)c->n_gpus * units : 0.0;
    else if (IS("gpus_per_unit"))
        *out = gpu ? (double)c->n_gpus : 0.0;
    else if (IS("usd_per_hour"))
        *out = gpu ? c->usd_per_gpu_hour * (double)c->n_gpus : NAN;
    else if (IS("usd_per_gpu_hour"))
        *out = c->usd_per_gpu_hour;
    else if (IS("price_age_days"))
        *out = c->price_age_days >= 0 ? (double)c->price_age_days : NAN;
    else if (IS("price_stale"))
        *out = c->price_stale ? 1.0 : 0.0;
    else if (IS("is_mig"))
        *out = c->is_mig ? 1.0 : 0.0;
    else if (IS("mig_compute_frac"))
        *out = c->is_mig ? c->mig_compute_frac : NAN;
    else if (IS("mig_memory_frac"))
        *out = c->is_mig ? c->mig_memory_frac : NAN;
    else if (IS("is_api"))
        *out = c->is_api ? 1.0 : 0.0;
    else if (IS("tp"))
        *out = c->tp > 0 ? (double)c->tp : NAN;
    else if (IS("pp"))
        *out = c->pp > 0 ? (double)c->pp : NAN;
    else if (IS("dp"))
        *out = c->dp > 0 ? (double)c->dp : NAN;
    else if (IS("concurrency"))
        *out = c->concurrency > 0 ? (double)c->concurrency : NAN;
    else if (IS("prefill_gpus"))
        *out = c->disagg && c->prefill_gpus > 0 ? (double)c->prefill_gpus
                                                : NAN;
    else if (IS("decode_gpus"))
        *out = c->disagg && c->decode_gpus > 0 ? (double)c->decode_gpus
                                               : NAN;
    else if (IS("prefill_usd_per_gpu_hour"))
        *out = c->prefill_usd_per_gpu_hour;
    else if (IS("decode_usd_per_gpu_hour"))
        *out = c->decode_usd_per_gpu_hour;
    else if (IS("prefill_gpu_s_per_request"))
        *out = c->prefill_gpu_s_per_request;
    else if (IS("ttft_p99_s"))
        *out = c->ttft_p99_s;
    else if (IS("itl_p99_s"))
        *out = c->itl_p99_s;
    else if (IS("tpot_mean_s"))
        *out = c->tpot_mean_s;
    else if (IS("prefill_chunk_tokens"))
        *out = c->prefill_chunk_tokens > 0 ? (double)c->prefill_chunk_tokens
                                           : NAN;
    else if (IS("unit_tokens_per_s"))
        *out = c->unit_tokens_per_s;
    else if (IS("tokens_per_s_per_gpu"))
        *out = gpu ? c->unit_tokens_per_s / (double)c->n_gpus : NAN;
    else if (IS("unit_requests_per_s"))
        *out = c->unit_requests_per_s;
    else if (IS("n_units"))
        *out = k && r->n_replicas > 0 ? (double)r->n_replicas : NAN;
    else if (IS("tokens_per_s"))
        *out = c->tokens_per_s;
    else if (IS("mfu"))
        *out = c->mfu;
    else if (IS("goodput"))
        *out = c->goodput;
    else if (IS("lost_work_hours"))
        *out = c->lost_work_hours;
    else if (IS("wall_hours"))
        *out = k && r->wall_hours > 0.0 ? r->wall_hours : NAN;
    else if (IS("days"))
        *out = isfinite(c->goodput) && k ? r->wall_hours / 24.0 : NAN;
    else if (IS("days_low"))
        *out = c->days_low;
    else if (IS("days_high"))
        *out = c->days_high;
    else if (IS("hours_to_finish"))
        *out = c->hours_to_finish;
    else if (IS("utilisation_frac"))
        *out = or_nan(k && gpu, r->utilisation_frac);
    else if (IS("paid_gpu_hours"))
        *out = or_nan(k && gpu, r->paid_gpu_hours);
    else if (IS("busy_gpu_hours"))
        *out = or_nan(k && gpu, r->busy_gpu_hours);
    else if (IS("outputs"))
        *out = or_nan(k, r->outputs);
    else if (IS("accepted_outputs"))
        *out = or_nan(k, r->accepted_outputs);
    else if (IS("usd_total"))
        *out = or_nan(k, r->usd_total);
    else if (IS("usd_per_accepted_output"))
        *out = or_nan(k, r->usd_per_accepted_output);
    else if (IS("usd_per_mtok"))
        *out = or_nan(k, r->usd_per_mtok);
    else if (IS("cost_per_output"))
        *out = c->cost_per_output;
    else if (IS("superseded_usd_per_hour"))
        *out = c->quote ? c->quote->usd_per_instance_hour : NAN;
    else if (IS("usd_total_at_superseded"))
        *out = c->usd_total_at_superseded;
    else if (IS("api_usd_total"))
        *out = or_nan(k && !gpu, r->usd_total);
    else if (IS("api_usd_per_accepted_output"))
        *out = or_nan(k && !gpu, r->usd_per_accepted_output);
    else if (IS("api_usd_per_mtok"))
        *out = or_nan(k && !gpu, r->usd_per_mtok);
    else if (IS("purchase_usd_per_gpu"))
        *out = c->purchase_usd_per_gpu;
    else if (IS("capex_usd_per_gpu_hour"))
        *out = or_nan(k && owned, rt->capex_usd_per_gpu_hour);
    else if (IS("hosting_usd_per_gpu_hour"))
        *out = or_nan(k && owned, rt->hosting_usd_per_gpu_hour);
    else if (IS("power_usd_per_gpu_hour"))
        *out = or_nan(k && owned, rt->busy_usd_per_gpu_hour);
    else if (IS("spot_factor"))
        *out = or_nan(k && gpu && rt->spot_factor > 1.0, rt->spot_factor);
    else if (IS("interruptions_per_hour"))
        *out = gpu ? c->interruptions_per_hour : NAN;
    else if (IS("meets_targets"))
        *out = c->latency_unknown ? NAN : c->meets_targets ? 1.0 : 0.0;
    else if (IS("latency_unknown"))
        *out = c->latency_unknown ? 1.0 : 0.0;
    else if (IS("benchmarked"))
        *out = c->basis == GS_BASIS_BENCHMARKED ? 1.0 : 0.0;
    else if (IS("scale_ratio"))
        *out = c->basis == GS_BASIS_SCALED ? c->scale_ratio : NAN;
#undef IS
    else {
        for (i = 0; i < r->n_terms; i++)
            if (strcmp(r->terms[i].key, key) == 0) {
                *out = r->terms[i].usd;
                return 0;
            }
        /* a term of another kind (an API has no compute_usd) */
        for (i = 0; term_keys[i]; i++)
            if (strcmp(term_keys[i], key) == 0) {
                *out = NAN;
                return 0;
            }
        return -1;
    }
    return 0;
}

void gs_rank_basis_mix(const struct gs_rank_result *r,
                       struct gs_rank_basis_mix *m)
{
    size_t i;

    memset(m, 0, sizeof(*m));
    for (i = 0; i < r->n_ranked; i++) {
        const struct gs_rank_candidate *c = &r->ranked[i];

        switch (c->basis) {
        case GS_BASIS_BENCHMARKED:
            m->n_benchmarked++;
            break;
        case GS_BASIS_SCALED:
            m->n_scaled++;
            if (!m->scaled_by) {
                m->scaled_by = c->scaled_by;
                m->scale_ratio = c->scale_ratio;
            } else if (c->scaled_by != m->scaled_by) {
                m->several_refs = true;
            }
            break;
        case GS_BASIS_QUOTED:
            m->n_quoted++;
            break;
        default:
            m->n_estimated++;
            if (!m->unscaled)
                m->unscaled = c->parent;
            break;
        }
    }
    m->mixed = m->n_benchmarked > 0 && m->n_estimated > 0;
}
