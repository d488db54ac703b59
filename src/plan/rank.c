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

#define RANK_NUMERIC_KEYS(X) \
    X(rank) X(gpu_count) X(gpus_per_unit) X(usd_per_hour) \
    X(usd_per_gpu_hour) X(price_age_days) X(price_stale) X(is_mig) \
    X(mig_compute_frac) X(mig_memory_frac) X(is_api) X(tp) X(pp) X(dp) \
    X(concurrency) X(ttft_p99_s) X(itl_p99_s) X(tpot_mean_s) \
    X(prefill_chunk_tokens) X(unit_tokens_per_s) X(tokens_per_s_per_gpu) \
    X(unit_requests_per_s) X(n_units) X(tokens_per_s) X(mfu) X(goodput) \
    X(lost_work_hours) X(wall_hours) X(days) X(days_low) X(days_high) \
    X(hours_to_finish) X(utilisation_frac) X(paid_gpu_hours) \
    X(busy_gpu_hours) X(outputs) X(accepted_outputs) X(usd_total) \
    X(usd_per_accepted_output) X(usd_per_mtok) X(cost_per_output) \
    X(superseded_usd_per_hour) X(usd_total_at_superseded) X(api_usd_total) \
    X(api_usd_per_accepted_output) X(api_usd_per_mtok) \
    X(purchase_usd_per_gpu) X(capex_usd_per_gpu_hour) \
    X(hosting_usd_per_gpu_hour) X(power_usd_per_gpu_hour) X(spot_factor) \
    X(interruptions_per_hour) X(meets_targets) X(latency_unknown) \
    X(benchmarked) X(scale_ratio) X(prefill_gpus) X(decode_gpus) \
    X(prefill_usd_per_gpu_hour) X(decode_usd_per_gpu_hour) \
    X(prefill_gpu_s_per_request)

enum rank_key {
#define RANK_KEY_ENUM(name) RK_##name,
    RANK_NUMERIC_KEYS(RANK_KEY_ENUM)
#undef RANK_KEY_ENUM
    RK_COUNT
};

const char *const gs_rank_numeric_keys[] = {
#define RANK_KEY_NAME(name) #name,
    RANK_NUMERIC_KEYS(RANK_KEY_NAME)
#undef RANK_KEY_NAME
    NULL,
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

int gs_rank_key_index(const char *key)
{
    int i;

    /* the first byte first: most keys differ there, a call saved */
    for (i = 0; i < RK_COUNT; i++)
        if (key[0] == gs_rank_numeric_keys[i][0] &&
            strcmp(key, gs_rank_numeric_keys[i]) == 0)
            return i;
    return -1;
}

double gs_rank_key_at(const struct gs_rank_candidate *c, int index)
{
    const struct gs_cost_result *r = &c->res;
    const struct gs_cost_rate *rt = &r->rate;
    bool k = c->costed, gpu = !c->is_api, owned;
    double units = k && r->n_replicas > 0 ? (double)r->n_replicas : 1.0;
    double x = NAN;

    owned = gpu && c->pricing == GS_PRICING_OWNED;
    switch ((enum rank_key)index) {
    case RK_rank:
        x = c->rank > 0 ? (double)c->rank : NAN;
        break;
    case RK_gpu_count:
        x = gpu ? (double)c->n_gpus * units : 0.0;
        break;
    case RK_gpus_per_unit:
        x = gpu ? (double)c->n_gpus : 0.0;
        break;
    case RK_usd_per_hour:
        x = gpu ? c->usd_per_gpu_hour * (double)c->n_gpus : NAN;
        break;
    case RK_usd_per_gpu_hour:
        x = c->usd_per_gpu_hour;
        break;
    case RK_price_age_days:
        x = c->price_age_days >= 0 ? (double)c->price_age_days : NAN;
        break;
    case RK_price_stale:
        x = c->price_stale ? 1.0 : 0.0;
        break;
    case RK_is_mig:
        x = c->is_mig ? 1.0 : 0.0;
        break;
    case RK_mig_compute_frac:
        x = c->is_mig ? c->mig_compute_frac : NAN;
        break;
    case RK_mig_memory_frac:
        x = c->is_mig ? c->mig_memory_frac : NAN;
        break;
    case RK_is_api:
        x = c->is_api ? 1.0 : 0.0;
        break;
    case RK_tp:
        x = c->tp > 0 ? (double)c->tp : NAN;
        break;
    case RK_pp:
        x = c->pp > 0 ? (double)c->pp : NAN;
        break;
    case RK_dp:
        x = c->dp > 0 ? (double)c->dp : NAN;
        break;
    case RK_concurrency:
        x = c->concurrency > 0 ? (double)c->concurrency : NAN;
        break;
    case RK_ttft_p99_s:
        x = c->ttft_p99_s;
        break;
    case RK_itl_p99_s:
        x = c->itl_p99_s;
        break;
    case RK_tpot_mean_s:
        x = c->tpot_mean_s;
        break;
    case RK_prefill_chunk_tokens:
        x = c->prefill_chunk_tokens > 0 ? (double)c->prefill_chunk_tokens
                                        : NAN;
        break;
    case RK_unit_tokens_per_s:
        x = c->unit_tokens_per_s;
        break;
    case RK_tokens_per_s_per_gpu:
        x = gpu ? c->unit_tokens_per_s / (double)c->n_gpus : NAN;
        break;
    case RK_unit_requests_per_s:
        x = c->unit_requests_per_s;
        break;
    case RK_n_units:
        x = k && r->n_replicas > 0 ? (double)r->n_replicas : NAN;
        break;
    case RK_tokens_per_s:
        x = c->tokens_per_s;
        break;
    case RK_mfu:
        x = c->mfu;
        break;
    case RK_goodput:
        x = c->goodput;
        break;
    case RK_lost_work_hours:
        x = c->lost_work_hours;
        break;
    case RK_wall_hours:
        x = k && r->wall_hours > 0.0 ? r->wall_hours : NAN;
        break;
    case RK_days:
        x = isfinite(c->goodput) && k ? r->wall_hours / 24.0 : NAN;
        break;
    case RK_days_low:
        x = c->days_low;
        break;
    case RK_days_high:
        x = c->days_high;
        break;
    case RK_hours_to_finish:
        x = c->hours_to_finish;
        break;
    case RK_utilisation_frac:
        x = or_nan(k && gpu, r->utilisation_frac);
        break;
    case RK_paid_gpu_hours:
        x = or_nan(k && gpu, r->paid_gpu_hours);
        break;
    case RK_busy_gpu_hours:
        x = or_nan(k && gpu, r->busy_gpu_hours);
        break;
    case RK_outputs:
        x = or_nan(k, r->outputs);
        break;
    case RK_accepted_outputs:
        x = or_nan(k, r->accepted_outputs);
        break;
    case RK_usd_total:
        x = or_nan(k, r->usd_total);
        break;
    case RK_usd_per_accepted_output:
        x = or_nan(k, r->usd_per_accepted_output);
        break;
    case RK_usd_per_mtok:
        x = or_nan(k, r->usd_per_mtok);
        break;
    case RK_cost_per_output:
        x = c->cost_per_output;
        break;
    case RK_superseded_usd_per_hour:
        x = c->quote ? c->quote->usd_per_instance_hour : NAN;
        break;
    case RK_usd_total_at_superseded:
        x = c->usd_total_at_superseded;
        break;
    case RK_api_usd_total:
        x = or_nan(k && !gpu, r->usd_total);
        break;
    case RK_api_usd_per_accepted_output:
        x = or_nan(k && !gpu, r->usd_per_accepted_output);
        break;
    case RK_api_usd_per_mtok:
        x = or_nan(k && !gpu, r->usd_per_mtok);
        break;
    case RK_purchase_usd_per_gpu:
        x = c->purchase_usd_per_gpu;
        break;
    case RK_capex_usd_per_gpu_hour:
        x = or_nan(k && owned, rt->capex_usd_per_gpu_hour);
        break;
    case RK_hosting_usd_per_gpu_hour:
        x = or_nan(k && owned, rt->hosting_usd_per_gpu_hour);
        break;
    case RK_power_usd_per_gpu_hour:
        x = or_nan(k && owned, rt->busy_usd_per_gpu_hour);
        break;
    case RK_spot_factor:
        x = or_nan(k && gpu && rt->spot_factor > 1.0, rt->spot_factor);
        break;
    case RK_interruptions_per_hour:
        x = gpu ? c->interruptions_per_hour : NAN;
        break;
    case RK_meets_targets:
        x = c->latency_unknown ? NAN : c->meets_targets ? 1.0 : 0.0;
        break;
    case RK_latency_unknown:
        x = c->latency_unknown ? 1.0 : 0.0;
        break;
    case RK_benchmarked:
        x = c->basis == GS_BASIS_BENCHMARKED ? 1.0 : 0.0;
        break;
    case RK_scale_ratio:
        x = c->basis == GS_BASIS_SCALED ? c->scale_ratio : NAN;
        break;
    case RK_prefill_gpus:
        x = c->disagg && c->prefill_gpus > 0 ? (double)c->prefill_gpus : NAN;
        break;
    case RK_decode_gpus:
        x = c->disagg && c->decode_gpus > 0 ? (double)c->decode_gpus : NAN;
        break;
    case RK_prefill_usd_per_gpu_hour:
        x = c->prefill_usd_per_gpu_hour;
        break;
    case RK_decode_usd_per_gpu_hour:
        x = c->decode_usd_per_gpu_hour;
        break;
    case RK_prefill_gpu_s_per_request:
        x = c->prefill_gpu_s_per_request;
        break;
    case RK_COUNT:
        break;
    }
    return x;
}

int gs_rank_key(const struct gs_rank_candidate *c, const char *key,
                double *out)
{
    int index = gs_rank_key_index(key);

    if (index >= 0) {
        *out = gs_rank_key_at(c, index);
        return 0;
    }
    return gs_rank_term_key(c, key, out);
}

int gs_rank_term_key(const struct gs_rank_candidate *c, const char *key,
                     double *out)
{
    const struct gs_cost_result *r = &c->res;
    size_t i;

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
