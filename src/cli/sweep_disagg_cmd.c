/*
 * gpusel sweep --disagg: the prefill pool x decode pool grid
 * (src/cli/sweep_disagg_cmd.h has the contract).  Plan evaluates each
 * point and decides the cost and the best row (src/plan/sweep_disagg.h);
 * this walks the axes, keeps the points, and writes one row per point
 * and offer through the streaming writer (src/report/sweep_write.h).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "candidate.h"
#include "cost_question.h"
#include "progress.h"
#include "svg.h"
#include "sweep_disagg.h"
#include "sweep_disagg_cmd.h"
#include "units.h"
#include "banned.h"

enum dcol {
    D_MODEL, D_GPU, D_PREFILL_GPU, D_PREFILL_GPUS, D_DECODE_GPUS,
    D_GPU_COUNT, D_RATIO, D_PRICING, D_PROVIDER, D_REGION, D_INSTANCE,
    D_INSTANCE_GPUS, D_PREFILL_PROVIDER, D_PREFILL_INSTANCE, D_PRECISION,
    D_CTX, D_PROMPT, D_OUTPUT, D_EP, D_CONCURRENCY, D_DECODE_MAX_CONC,
    D_PREFILL_TP, D_PREFILL_INSTANCES, D_TP, D_PP, D_DP, D_FITS,
    D_PREFILL_S, D_KV_BYTES, D_KV_LINK, D_KV_S, D_REQUEST_RATE,
    D_PREFILL_LOAD, D_TTFT_P99, D_ITL, D_ITL_P99, D_TPS, D_TPS_PER_GPU,
    D_USD_PER_GPU_HOUR, D_PREFILL_USD, D_DECODE_USD, D_PRICE_AS_OF,
    D_USD_PER_MTOK, D_USD_PER_ACCEPTED_OUTPUT, D_MEETS_TARGETS, D_BEST,
    D_REASON, D_COUNT
};

/* docs/commands/sweep.md, "Disaggregated sweep", lists each. */
const char *const gs_sweep_disagg_keys[D_COUNT] = {
    "model", "gpu", "prefill_gpu", "prefill_gpus", "decode_gpus",
    "gpu_count", "prefill_per_decode", "pricing", "provider", "region",
    "instance", "instance_gpus", "prefill_provider", "prefill_instance",
    "precision", "ctx_tokens", "prompt_tokens", "output_tokens", "ep",
    "concurrency", "decode_max_concurrency", "prefill_tp",
    "prefill_instances", "tp", "pp", "dp", "fits", "prefill_s", "kv_bytes",
    "kv_link", "kv_transfer_s", "request_rate_per_s", "prefill_load",
    "ttft_p99_s", "itl_s", "itl_p99_s", "tokens_per_s",
    "tokens_per_s_per_gpu", "usd_per_gpu_hour", "prefill_usd_per_gpu_hour",
    "decode_usd_per_gpu_hour", "price_as_of", "usd_per_mtok",
    "usd_per_accepted_output", "meets_targets", "best", "reason",
};
const size_t gs_sweep_disagg_n_keys = D_COUNT;

static const char *const why_text[GS_SWEEP_DISAGG_WHY_COUNT] = {
    NULL, "outside the model", "the prefill pool holds no prompt",
    "no valid layout", "the decode pool holds no sequence",
    "above the KV capacity",
};

/* The reason of a row whose offer cannot hold a tensor-parallel group
 * (plan's gs_sweep_disagg_offer_holds): priced, never the best. */
#define SPLIT_TEXT "the offer's instances split a tensor-parallel group"

/* The same in the table's narrow column. */
#define SPLIT_SHORT "offer splits a tp group"

struct dpoint {
    const struct gs_gpu *gd, *gp;       /* decode, prefill */
    size_t work_i;
    int64_t ep, np, nd, conc;           /* conc GS_UNSET_I64: auto */
    struct gs_sweep_disagg_point p;
};

struct gs_sweep_disagg_state {
    const struct gs_sweep_disagg_grid *g;
    struct dpoint *pts;
    size_t n_pts;
    bool has_best;
    size_t best_pt, best_offer;
    struct gs_sweep_offer *offers;      /* the current decode GPU's */
    size_t n_offers, cap_offers;
};

/* One row's prices: the decode offer, the prefill pool's row. */
struct row_price {
    bool priced;                        /* cost engine input made */
    const struct gs_price *drow, *prow;
    double usd, prefill_usd, decode_usd; /* NAN: none (owned: the cost
                                         * engine's own terms) */
    struct gs_cost_pricing cp;
};

/* ---- offers ------------------------------------------------------------ */

static int add_offer(void *user, const struct gs_sweep_offer *o,
                     struct gs_error *err)
{
    struct gs_sweep_disagg_state *s = user;

    if (s->n_offers == s->cap_offers) {
        size_t cap = s->cap_offers ? 2 * s->cap_offers : 16;
        struct gs_sweep_offer *p = realloc(s->offers, cap * sizeof(*p));

        if (!p)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        s->offers = p;
        s->cap_offers = cap;
    }
    s->offers[s->n_offers++] = *o;
    return 0;
}

/*
 * The offers of decode GPU gd (plan's gs_sweep_gpu_offers); with a
 * prefill pool of another type gp, owned is left out (gpusel cost owns
 * one GPU type), and the unpriced offer stands in when nothing is left.
 */
static int decode_offers(struct gs_sweep_disagg_state *s,
                         const struct gs_gpu *gd, const struct gs_gpu *gp,
                         struct gs_error *err)
{
    const struct gs_sweep_disagg_grid *g = s->g;
    const struct gs_sweep_offer_ask ask = {
        g->kinds, g->n_kinds, g->cost->provider, g->cost->region,
        g->file, !gs_unset_f64(g->cost->purchase_usd),
    };
    size_t i, n = 0;

    s->n_offers = 0;
    if (gs_sweep_gpu_offers(&g->ctx->market, gd, &ask, add_offer, s,
                            err) < 0)
        return -1;
    if (gp == gd)
        return 0;
    for (i = 0; i < s->n_offers; i++)
        if (!(s->offers[i].priced && s->offers[i].kind == GS_PRICING_OWNED))
            s->offers[n++] = s->offers[i];
    s->n_offers = n;
    if (n == 0) {
        const struct gs_sweep_offer none = { false, GS_PRICING_ON_DEMAND,
                                             NULL };

        return add_offer(s, &none, err);
    }
    return 0;
}

/* decode_offers() for point i of the walk in order: loaded again only
 * where its GPU pair differs from point i - 1's. */
static int offers_of_point(struct gs_sweep_disagg_state *s, size_t i,
                           struct gs_error *err)
{
    const struct dpoint *pt = &s->pts[i];

    if (i > 0 && pt->gd == s->pts[i - 1].gd && pt->gp == s->pts[i - 1].gp)
        return 0;
    return decode_offers(s, pt->gd, pt->gp, err);
}

/* The prices of point pt at offer o. */
static void price_row(const struct gs_sweep_disagg_state *s,
                      const struct dpoint *pt, const struct gs_sweep_offer *o,
                      struct row_price *rp)
{
    const struct gs_sweep_disagg_grid *g = s->g;
    struct gs_candidate_throughput t;

    memset(rp, 0, sizeof(*rp));
    rp->usd = rp->prefill_usd = rp->decode_usd = NAN;
    rp->drow = o->row;
    if (!o->priced)
        return;
    if (pt->gp == pt->gd) {
        rp->prow = o->row;
        if (o->row)
            rp->usd = rp->prefill_usd = rp->decode_usd =
                o->row->usd_per_gpu_hour;
    } else {
        rp->prow = gs_sweep_disagg_prefill_row(
            &g->ctx->plan_prices, pt->gp, o->kind, o->row, g->cost->provider,
            g->cost->region, pt->np);
        if (!rp->prow || !o->row)
            return;
        rp->prefill_usd = rp->prow->usd_per_gpu_hour;
        rp->decode_usd = o->row->usd_per_gpu_hour;
        rp->usd = gs_candidate_disagg_usd_per_gpu_hour(
            pt->np, rp->prefill_usd, pt->nd, rp->decode_usd);
        if (!isfinite(rp->usd))
            return;
    }
    memset(&t, 0, sizeof(t));
    gs_candidate_make_pricing(g->cost, pt->gd, o->kind,
                              isfinite(rp->usd) ? rp->usd : 0.0, &t, false,
                              &rp->cp);
    rp->priced = true;
}

/* Whether the row's offers hold the pools' tensor-parallel groups. */
static bool row_holds(const struct dpoint *pt, const struct row_price *rp)
{
    return !pt->p.found ||
           gs_sweep_disagg_offer_holds(pt->gp, rp->prow ? rp->prow->n_gpus : 0,
                                       pt->p.d.prefill_tp, pt->gd,
                                       rp->drow ? rp->drow->n_gpus : 0,
                                       pt->p.d.decode.tp);
}

static bool row_cost(const struct gs_sweep_disagg_state *s,
                     const struct dpoint *pt, const struct row_price *rp,
                     struct gs_cost_result *res)
{
    return rp->priced && pt->p.found &&
           gs_sweep_disagg_cost(s->g->q, s->g->has_cost, &rp->cp, &pt->p.d,
                                res);
}

/* ---- the grid ---------------------------------------------------------- */

static size_t n_prefill_types(const struct gs_sweep_disagg_grid *g)
{
    return g->n_prefill ? g->n_prefill : 1;
}

static const struct gs_gpu *prefill_type(const struct gs_sweep_disagg_grid *g,
                                         const struct gs_gpu *gd, size_t i)
{
    return g->n_prefill ? g->prefill[i] : gd;
}

/* Points and rows of the grid (rows before --fits-only). */
static int count_grid(struct gs_sweep_disagg_state *s, double *points,
                      double *rows, struct gs_error *err)
{
    const struct gs_sweep_disagg_grid *g = s->g;
    double per = (double)g->n_formats * (double)g->n_ctxs *
                 (double)(g->n_eps ? g->n_eps : 1) *
                 (double)g->n_prefill_gpus * (double)g->n_decode_gpus *
                 (double)(g->n_conc ? g->n_conc : 1);
    size_t i, j;

    *points = *rows = 0.0;
    for (i = 0; i < g->n_gpus; i++)
        for (j = 0; j < n_prefill_types(g); j++) {
            if (decode_offers(s, g->gpus[i], prefill_type(g, g->gpus[i], j),
                              err) < 0)
                return -1;
            *points += per;
            *rows += per * (double)s->n_offers;
        }
    return 0;
}

static int evaluate(struct gs_sweep_disagg_state *s, struct gs_error *err)
{
    const struct gs_sweep_disagg_grid *g = s->g;
    size_t n_eps = g->n_eps ? g->n_eps : 1, n_conc = g->n_conc ? g->n_conc : 1;
    size_t i, j, f, c, e, a, b, k, n = 0;
    struct gs_progress pr;
    int rc = 0;

    gs_progress_start(&pr, "sweep", "points", s->n_pts);
    for (i = 0; i < g->n_gpus && rc == 0; i++)
        for (j = 0; j < n_prefill_types(g) && rc == 0; j++)
            for (f = 0; f < g->n_formats && rc == 0; f++)
                for (c = 0; c < g->n_ctxs && rc == 0; c++)
                    for (e = 0; e < n_eps && rc == 0; e++)
                        for (a = 0; a < g->n_prefill_gpus && rc == 0; a++)
                            for (b = 0; b < g->n_decode_gpus && rc == 0; b++)
                                for (k = 0; k < n_conc && rc == 0; k++) {
                                    struct dpoint *pt = &s->pts[n++];
                                    struct gs_sweep_disagg_ask ask = {
                                        .q = g->q, .m = g->model,
                                        .decode_gpu = g->gpus[i],
                                        .prefill_gpu = prefill_type(
                                            g, g->gpus[i], j),
                                        .work = &g->works[f * g->n_ctxs + c],
                                        .engine = g->cost->engine,
                                        .ep = g->n_eps ? g->eps[e] : 1,
                                        .attention_dp = g->attention_dp,
                                        .prefill_gpus = g->prefill_gpus[a],
                                        .decode_gpus = g->decode_gpus[b],
                                        .concurrency = g->n_conc
                                                           ? g->conc[k]
                                                           : GS_UNSET_I64,
                                    };

                                    pt->gd = ask.decode_gpu;
                                    pt->gp = ask.prefill_gpu;
                                    pt->work_i = f * g->n_ctxs + c;
                                    pt->ep = ask.ep;
                                    pt->np = ask.prefill_gpus;
                                    pt->nd = ask.decode_gpus;
                                    pt->conc = ask.concurrency;
                                    rc = gs_sweep_disagg_eval(&ask, &pt->p,
                                                              err);
                                    gs_progress_step(&pr, n);
                                }
    gs_progress_end(&pr);
    return rc;
}

/* The best row: plan's rule over every (point, offer). */
static int find_best(struct gs_sweep_disagg_state *s, struct gs_error *err)
{
    struct gs_sweep_disagg_rank best, r;
    size_t i, o;

    memset(&best, 0, sizeof(best));
    for (i = 0; i < s->n_pts; i++) {
        const struct dpoint *pt = &s->pts[i];

        if (offers_of_point(s, i, err) < 0)
                return -1;
        for (o = 0; o < s->n_offers; o++) {
            struct row_price rp;
            struct gs_cost_result res;

            price_row(s, pt, &s->offers[o], &rp);
            memset(&r, 0, sizeof(r));
            r.meets = pt->p.found && pt->p.d.meets_targets;
            r.offer_holds = row_holds(pt, &rp);
            r.priced = row_cost(s, pt, &rp, &res) &&
                       isfinite(res.usd_per_mtok);
            r.usd_per_mtok = r.priced ? res.usd_per_mtok : NAN;
            r.tokens_per_s_per_gpu = pt->p.found
                                         ? pt->p.d.tokens_per_s_per_gpu
                                         : 0.0;
            r.n_gpus = pt->np + pt->nd;
            if (gs_sweep_disagg_better(&r, s->has_best ? &best : NULL)) {
                best = r;
                s->has_best = true;
                s->best_pt = i;
                s->best_offer = o;
            }
        }
    }
    return 0;
}

int gs_sweep_disagg_prepare(const struct gs_sweep_disagg_grid *g,
                            struct gs_sweep_disagg_state **out,
                            struct gs_error *err)
{
    struct gs_sweep_disagg_state *s = calloc(1, sizeof(*s));
    int64_t max = g->max_rows;
    double points, rows;

    *out = s;
    if (!s)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    s->g = g;
    if (count_grid(s, &points, &rows, err) < 0)
        return -1;
    if (points > (double)GS_SWEEP_DISAGG_MAX_POINTS || rows > (double)max)
        return gs_error_set(err, GS_EUSAGE, "the disaggregated grid has "
                            "%.0f points and %.0f rows (%zu GPU types, %zu "
                            "prefill types, %zu prefill pools, %zu decode "
                            "pools, %zu contexts, %zu concurrencies, and "
                            "their offers), over the limit of %d points or "
                            "%lld rows; narrow an axis", points, rows,
                            g->n_gpus, n_prefill_types(g), g->n_prefill_gpus,
                            g->n_decode_gpus, g->n_ctxs,
                            g->n_conc ? g->n_conc : 1,
                            GS_SWEEP_DISAGG_MAX_POINTS, (long long)max);
    s->n_pts = (size_t)points;
    if (s->n_pts && !(s->pts = calloc(s->n_pts, sizeof(*s->pts))))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (evaluate(s, err) < 0)
        return -1;
    return find_best(s, err);
}

/* ---- rows -------------------------------------------------------------- */

/* Text through the writer's encoding (arena: the point's). */
static void put_str(struct gs_sweep_out *o, struct gs_arena *arena,
                    const char *text, bool raw, bool *failed)
{
    struct gs_sweep_text t = { NULL, 0 };
    struct gs_error e = GS_ERROR_INIT;

    if (gs_sweep_encode(o, arena, text, raw, &t, &e) < 0)
        *failed = true;
    gs_sweep_put_text(o, &t);
}

static void put_num_or_null(struct gs_sweep_out *o, double x)
{
    if (isfinite(x))
        gs_sweep_put_num(o, x);
    else
        gs_sweep_put_null(o);
}

static void put_row(struct gs_sweep_disagg_state *s, struct gs_sweep_out *o,
                    struct gs_arena *arena, const struct dpoint *pt,
                    size_t pt_i, size_t off_i, bool *failed)
{
    const struct gs_sweep_disagg_grid *g = s->g;
    const struct gs_sweep_offer *of = &s->offers[off_i];
    const struct gs_sweep_work *w = &g->works[pt->work_i];
    const struct gs_perf_disagg *d = &pt->p.d;
    bool raw = g->ctx->common.csv_raw, found = pt->p.found;
    struct row_price rp;
    struct gs_cost_result res;
    bool costed;
    char day[11];
    const struct gs_price *dated;

    price_row(s, pt, of, &rp);
    costed = row_cost(s, pt, &rp, &res);
    put_str(o, arena, g->model->id, raw, failed);
    put_str(o, arena, pt->gd->id, raw, failed);
    put_str(o, arena, pt->gp->id, raw, failed);
    gs_sweep_put_int(o, pt->np);
    gs_sweep_put_int(o, pt->nd);
    gs_sweep_put_int(o, pt->np + pt->nd);
    gs_sweep_put_num(o, (double)pt->np / (double)pt->nd);
    put_str(o, arena, of->priced ? gs_pricing_name(of->kind) : NULL, raw,
            failed);
    put_str(o, arena, of->row ? of->row->provider : NULL, raw, failed);
    put_str(o, arena, of->row ? of->row->region : NULL, raw, failed);
    put_str(o, arena, of->row ? of->row->instance : NULL, raw, failed);
    if (of->row)
        gs_sweep_put_int(o, of->row->n_gpus);
    else
        gs_sweep_put_null(o);
    put_str(o, arena, rp.prow ? rp.prow->provider : NULL, raw, failed);
    put_str(o, arena, rp.prow ? rp.prow->instance : NULL, raw, failed);
    put_str(o, arena, gs_dtype_name(w->weight_dtype), raw, failed);
    gs_sweep_put_int(o, w->ctx_tokens);
    gs_sweep_put_int(o, w->prompt_tokens);
    gs_sweep_put_int(o, g->q->output_tokens);
    gs_sweep_put_int(o, pt->ep);
    if (found)
        gs_sweep_put_int(o, d->decode.concurrency);
    else if (!gs_unset_i64(pt->conc))
        gs_sweep_put_int(o, pt->conc);
    else
        gs_sweep_put_null(o);
    gs_sweep_put_int(o, pt->p.decode_max_concurrency);
    if (found) {
        gs_sweep_put_int(o, d->prefill_tp);
        gs_sweep_put_int(o, d->prefill_dp);
        gs_sweep_put_int(o, d->decode.tp);
        gs_sweep_put_int(o, d->decode.pp);
        gs_sweep_put_int(o, d->decode.dp);
    } else {
        int i;

        for (i = D_PREFILL_TP; i <= D_DP; i++)
            gs_sweep_put_null(o);
    }
    gs_sweep_put_bool(o, found);
    if (found) {
        gs_sweep_put_num(o, d->prefill_s);
        gs_sweep_put_num(o, d->kv_bytes);
        put_str(o, arena, d->kv_scale_up ? "scale-up" : "scale-out", raw,
                failed);
        gs_sweep_put_num(o, d->kv_transfer_s);
        gs_sweep_put_num(o, d->request_rate_per_s);
        gs_sweep_put_num(o, d->prefill_load);
        put_num_or_null(o, d->ttft_p99_s);  /* empty: rho >= 1 */
        gs_sweep_put_num(o, d->decode.expected.itl_s);
        gs_sweep_put_num(o, d->itl_p99_s);
        gs_sweep_put_num(o, d->tokens_per_s);
        gs_sweep_put_num(o, d->tokens_per_s_per_gpu);
    } else {
        int i;

        for (i = D_PREFILL_S; i <= D_TPS_PER_GPU; i++)
            gs_sweep_put_null(o);
    }
    put_num_or_null(o, rp.usd);
    put_num_or_null(o, rp.prefill_usd);
    put_num_or_null(o, rp.decode_usd);
    /* the older of the two rows' dates */
    dated = rp.drow;
    if (rp.prow && rp.prow->as_of.precision != GS_DATE_NONE &&
        (!dated || dated->as_of.precision == GS_DATE_NONE ||
         rp.prow->as_of.days < dated->as_of.days))
        dated = rp.prow;
    if (dated && dated->as_of.precision != GS_DATE_NONE) {
        gs_date_format(dated->as_of.days, day);
        put_str(o, arena, day, raw, failed);
    } else {
        gs_sweep_put_null(o);
    }
    put_num_or_null(o, costed ? res.usd_per_mtok : NAN);
    put_num_or_null(o, costed ? res.usd_per_accepted_output : NAN);
    if (found)
        gs_sweep_put_bool(o, d->meets_targets);
    else
        gs_sweep_put_null(o);
    gs_sweep_put_bool(o, s->has_best && s->best_pt == pt_i &&
                             s->best_offer == off_i);
    put_str(o, arena, !pt->p.found ? why_text[pt->p.why]
                      : !row_holds(pt, &rp) ? SPLIT_TEXT : NULL, true,
            failed);
    gs_sweep_out_row_end(o);
}

int gs_sweep_disagg_write(struct gs_sweep_disagg_state *s,
                          struct gs_sweep_out *o, struct gs_error *err)
{
    bool failed = false;
    size_t i, k;

    for (i = 0; i < s->n_pts && !failed; i++) {
        const struct dpoint *pt = &s->pts[i];
        struct gs_arena arena;

        if (offers_of_point(s, i, err) < 0)
                return -1;
        if (!pt->p.found && s->g->fits_only)
            continue;
        gs_arena_init(&arena);
        for (k = 0; k < s->n_offers; k++)
            put_row(s, o, &arena, pt, i, k, &failed);
        gs_arena_release(&arena);
    }
    if (failed)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    return 0;
}

void gs_sweep_disagg_free(struct gs_sweep_disagg_state *s)
{
    if (!s)
        return;
    free(s->pts);
    free(s->offers);
    free(s);
}

/* ---- --explain-row --------------------------------------------------- */

/* The (point, offer) of data row `row` (1-based, in output order, rows
 * --fits-only drops not counted); false when there is none. */
static int find_row(struct gs_sweep_disagg_state *s, int64_t row,
                    size_t *pt_out, size_t *off_out, bool *found,
                    struct gs_error *err)
{
    int64_t n = 0;
    size_t i;

    *found = false;
    for (i = 0; i < s->n_pts; i++) {
        const struct dpoint *pt = &s->pts[i];

        if (offers_of_point(s, i, err) < 0)
                return -1;
        if (!pt->p.found && s->g->fits_only)
            continue;
        if (row > n + (int64_t)s->n_offers) {
            n += (int64_t)s->n_offers;
            continue;
        }
        *pt_out = i;
        *off_out = (size_t)(row - n - 1);
        *found = true;
        return 0;
    }
    return 0;
}

/* The data row number of (pt_i, off_i); s->offers left as pt_i's. */
static int row_number(struct gs_sweep_disagg_state *s, size_t pt_i,
                      size_t off_i, int64_t *row, struct gs_error *err)
{
    size_t i;

    *row = 0;
    for (i = 0; i <= pt_i; i++) {
        const struct dpoint *pt = &s->pts[i];

        if (offers_of_point(s, i, err) < 0)
                return -1;
        if (i < pt_i && (pt->p.found || !s->g->fits_only))
            *row += (int64_t)s->n_offers;
    }
    *row += (int64_t)off_i + 1;
    return 0;
}

static const char *met(double v, double target)
{
    return !(target > 0.0) ? "no target" : v <= target ? "met" : "missed";
}

/* Row pt_i x off_i's numbers and the formulas behind them. */
static void explain_row(struct gs_sweep_disagg_state *s, FILE *fp,
                        int64_t row, size_t pt_i, size_t off_i)
{
    const struct gs_sweep_disagg_grid *g = s->g;
    const struct dpoint *pt = &s->pts[pt_i];
    const struct gs_sweep_offer *of = &s->offers[off_i];
    const struct gs_sweep_work *w = &g->works[pt->work_i];
    const struct gs_perf_disagg *d = &pt->p.d;
    const struct gs_cost_question *q = g->q;
    double O = (double)q->output_tokens, wait;
    struct row_price rp;
    struct gs_cost_result res;
    bool costed, holds, best;

    price_row(s, pt, of, &rp);
    costed = row_cost(s, pt, &rp, &res);
    holds = row_holds(pt, &rp);
    best = s->has_best && s->best_pt == pt_i && s->best_offer == off_i;
    fprintf(fp, "row %lld: %s, %lld-token prompts, %lld-token answers, %s; "
            "prefill %lld x %s, decode %lld x %s (ratio %.6g)\n",
            (long long)row, g->model->id, (long long)w->prompt_tokens,
            (long long)q->output_tokens, gs_dtype_name(w->weight_dtype),
            (long long)pt->np, pt->gp->id, (long long)pt->nd, pt->gd->id,
            (double)pt->np / (double)pt->nd);
    if (!of->priced)
        fprintf(fp, "offer: none (unpriced)\n");
    else
        fprintf(fp, "offer: %s %s%s%s\n", gs_pricing_name(of->kind),
                of->row ? of->row->provider : "owned",
                of->row ? " " : "", of->row ? of->row->instance : "");
    if (rp.prow && rp.prow != of->row)
        fprintf(fp, "  prefill row: %s %s, %.6g USD/GPU-h (same provider "
                "first, else the row cost --disagg --prefill-gpu "
                "chooses)\n", rp.prow->provider, rp.prow->instance,
                rp.prow->usd_per_gpu_hour);
    if (!pt->p.found) {
        fprintf(fp, "no answer: %s (decode pool capacity %lld "
                "sequences)\n", why_text[pt->p.why],
                (long long)pt->p.decode_max_concurrency);
        return;
    }
    fprintf(fp, "prefill:  the split with the most prompts/s: %lld "
            "instance(s) of tp %lld; t_pre = %.6g s, one prompt alone on "
            "one instance (roofline)\n", (long long)d->prefill_dp,
            (long long)d->prefill_tp, d->prefill_s);
    fprintf(fp, "KV:       %.6g bytes per prompt (KV per token and layer x "
            "layers x KV bytes x prompt), over the %s; t_kv = latency + "
            "bytes / (tp_p x link x efficiency) = %.6g s\n", d->kv_bytes,
            d->kv_scale_up ? "scale-up link (both pools in one domain)"
                           : "scale-out network, one NIC per GPU",
            d->kv_transfer_s);
    fprintf(fp, "decode:   tp %lld x pp %lld x dp %lld, C = %lld sequences "
            "(%s; capacity %lld), ITL %.6g s (p99 %.6g s), no prompt "
            "chunk in its steps\n", (long long)d->decode.tp,
            (long long)d->decode.pp, (long long)d->decode.dp,
            (long long)d->decode.concurrency,
            gs_unset_i64(pt->conc) ? "the largest meeting the targets"
                                   : "asked",
            (long long)pt->p.decode_max_concurrency, d->decode.expected.itl_s,
            d->itl_p99_s);
    fprintf(fp, "rate:     lambda = C / ((O - 1) x ITL) = %lld / (%.6g x "
            "%.6g) = %.6g requests/s\n", (long long)d->decode.concurrency,
            fmax(O - 1.0, 1.0), d->decode.expected.itl_s,
            d->request_rate_per_s);
    fprintf(fp, "load:     rho = lambda x t_pre / instances = %.6g x %.6g / "
            "%lld = %.6g\n", d->request_rate_per_s, d->prefill_s,
            (long long)d->prefill_dp, d->prefill_load);
    wait = gs_perf_disagg_wait_s(d->prefill_s, d->prefill_load);
    fprintf(fp, "wait:     p99 queue wait = t_pre / (2 (1 - rho)) x ln(rho / "
            "1%%) (0 below 1%%) = %.6g s\n", wait);
    fprintf(fp, "TTFT p99: t_pre + t_kv + wait = %.6g + %.6g + %.6g = %.6g "
            "s (target %.6g s: %s)\n", d->prefill_s, d->kv_transfer_s, wait,
            d->ttft_p99_s, q->ttft_p99_s,
            met(d->ttft_p99_s, q->kind == GS_WKIND_REALTIME ? q->ttft_p99_s
                                                            : 0.0));
    fprintf(fp, "ITL p99:  the decode pool's, %.6g s (target %.6g s: %s)\n",
            d->itl_p99_s, q->itl_p99_s,
            met(d->itl_p99_s, q->kind == GS_WKIND_REALTIME ? q->itl_p99_s
                                                           : 0.0));
    fprintf(fp, "tokens/s: %s = %.6g; per GPU of both pools %.6g / %lld = "
            "%.6g\n", d->prefill_load < 1.0 ? "the decode pool's"
            : "the prefill pool's (rho >= 1): instances / t_pre x O",
            d->tokens_per_s, d->tokens_per_s, (long long)(pt->np + pt->nd),
            d->tokens_per_s_per_gpu);
    if (isfinite(rp.usd) && pt->gp != pt->gd)
        fprintf(fp, "price:    (Np x prefill + Nd x decode) / (Np + Nd) = "
                "(%lld x %.6g + %lld x %.6g) / %lld = %.6g USD/GPU-h\n",
                (long long)pt->np, rp.prefill_usd, (long long)pt->nd,
                rp.decode_usd, (long long)(pt->np + pt->nd), rp.usd);
    else if (isfinite(rp.usd))
        fprintf(fp, "price:    %.6g USD/GPU-h, both pools\n", rp.usd);
    if (costed)
        fprintf(fp, "cost:     %.6g USD per million accepted tokens, %.6g "
                "per accepted output (%s: %lld unit(s) of %lld GPUs, "
                "utilisation %.3g)\n", res.usd_per_mtok,
                res.usd_per_accepted_output,
                g->has_cost ? "the question's demand, provisioned for the "
                              "peak"
                            : "no demand: one unit fully used",
                (long long)res.n_replicas, (long long)(pt->np + pt->nd),
                res.utilisation_frac);
    else
        fprintf(fp, "cost:     none (no price for this offer)\n");
    fprintf(fp, "best:     %s\n", best ? "yes: the cheapest row meeting "
            "the targets (docs/commands/sweep.md, \"Disaggregated sweep\")"
            : !d->meets_targets ? "no: it misses a target"
            : !holds ? "no: " SPLIT_TEXT
            : "no: another row meets the targets for less");
}

int gs_sweep_disagg_explain(struct gs_sweep_disagg_state *s, const char *spec,
                            FILE *fp, struct gs_error *err)
{
    int64_t row = 0;
    size_t pt_i = 0, off_i = 0;
    bool found = false;
    char *end;

    if (strcmp(spec, "best") == 0) {
        if (!s->has_best)
            return gs_error_set(err, GS_EDOMAIN, "--explain-row best: no "
                                "row meets the targets at an offer that "
                                "holds its tensor-parallel groups");
        if (row_number(s, s->best_pt, s->best_offer, &row, err) < 0)
            return -1;
        explain_row(s, fp, row, s->best_pt, s->best_offer);
        return 0;
    }
    row = strtoll(spec, &end, 10);
    if (end == spec || *end || row < 1)
        return gs_error_set(err, GS_EUSAGE, "--explain-row: a row number "
                            "(1 is the first row after the header) or "
                            "'best', got '%s'", spec);
    if (find_row(s, row, &pt_i, &off_i, &found, err) < 0)
        return -1;
    if (!found)
        return gs_error_set(err, GS_EUSAGE, "--explain-row %lld: the grid "
                            "has fewer rows", (long long)row);
    explain_row(s, fp, row, pt_i, off_i);
    return 0;
}

/* ---- --plot ------------------------------------------------------------ */

/* The chart's curves, at most (the legend's room beside the plot). */
#define PLOT_MAX_CURVES 16

/* A curve: one (decode GPU, prefill GPU, work, EP, decode pool,
 * concurrency) with the prefill pool varying. */
static bool same_curve(const struct dpoint *a, const struct dpoint *b)
{
    return a->gd == b->gd && a->gp == b->gp && a->work_i == b->work_i &&
           a->ep == b->ep && a->nd == b->nd && a->conc == b->conc;
}

/* Point pt's y: its cheapest row that could be best (plan's rule) at
 * any offer, USD/Mtok; or, when `rate`, its tokens/s per GPU if it
 * meets the targets.  False: nothing to draw. */
static int point_y(struct gs_sweep_disagg_state *s, const struct dpoint *pt,
                   bool rate, double *y, struct gs_error *err)
{
    struct gs_sweep_disagg_rank best, r;
    bool any = false;
    size_t o;

    *y = NAN;
    if (!pt->p.found || !pt->p.d.meets_targets)
        return 0;
    if (rate) {
        *y = pt->p.d.tokens_per_s_per_gpu;
        return 0;
    }
    if (decode_offers(s, pt->gd, pt->gp, err) < 0)
        return -1;
    memset(&best, 0, sizeof(best));
    for (o = 0; o < s->n_offers; o++) {
        struct row_price rp;
        struct gs_cost_result res;

        price_row(s, pt, &s->offers[o], &rp);
        memset(&r, 0, sizeof(r));
        r.meets = true;
        r.offer_holds = row_holds(pt, &rp);
        r.priced = row_cost(s, pt, &rp, &res) && isfinite(res.usd_per_mtok);
        r.usd_per_mtok = r.priced ? res.usd_per_mtok : NAN;
        r.tokens_per_s_per_gpu = pt->p.d.tokens_per_s_per_gpu;
        r.n_gpus = pt->np + pt->nd;
        if (r.priced && gs_sweep_disagg_better(&r, any ? &best : NULL)) {
            best = r;
            any = true;
        }
    }
    if (any)
        *y = best.usd_per_mtok;
    return 0;
}

int gs_sweep_disagg_plot(struct gs_sweep_disagg_state *s, const char *path,
                         struct gs_error *err)
{
    const struct gs_sweep_disagg_grid *g = s->g;
    struct gs_svg_series series[PLOT_MAX_CURVES];
    char names[PLOT_MAX_CURVES][96], title[160];
    struct gs_svg_point *pts = NULL;
    size_t *first = NULL, n_series = 0, n_pts = 0, i, j, k;
    bool rate = true;
    struct gs_output *out;
    int rc = -1;

    pts = calloc(s->n_pts ? s->n_pts : 1, sizeof(*pts));
    first = calloc(PLOT_MAX_CURVES, sizeof(*first));
    if (!pts || !first) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto done;
    }
    /* USD/Mtok when any point has a cost, else tokens/s per GPU */
    for (i = 0; i < s->n_pts && rate; i++) {
        double y;

        if (point_y(s, &s->pts[i], false, &y, err) < 0)
            goto done;
        rate = !isfinite(y);
    }
    /* the curves, in the grid's order of their first point */
    for (i = 0; i < s->n_pts; i++) {
        for (k = 0; k < n_series && !same_curve(&s->pts[first[k]],
                                                &s->pts[i]); k++)
            ;
        if (k < n_series)
            continue;
        if (n_series == PLOT_MAX_CURVES) {
            gs_error_set(err, GS_EUSAGE, "--plot draws at most %d curves "
                         "(one per decode GPU, prefill GPU, format, "
                         "context, EP size, decode pool and concurrency); "
                         "narrow an axis", PLOT_MAX_CURVES);
            goto done;
        }
        first[n_series++] = i;
    }
    for (k = 0; k < n_series; k++) {
        const struct dpoint *f = &s->pts[first[k]];
        size_t start = n_pts;

        for (j = first[k]; j < s->n_pts; j++) {
            const struct dpoint *pt = &s->pts[j];
            double y;

            if (!same_curve(f, pt))
                continue;
            if (point_y(s, pt, rate, &y, err) < 0)
                goto done;
            if (!isfinite(y) || !(y > 0.0))
                continue;
            pts[n_pts++] = (struct gs_svg_point){
                s->has_best && s->best_pt == j ? "best" : NULL,
                (double)pt->np / (double)pt->nd, y,
            };
        }
        snprintf(names[k], sizeof(names[k]), "%lld x %s decode%s%s%s",
                 (long long)f->nd, f->gd->id, f->gp != f->gd ? ", " : "",
                 f->gp != f->gd ? f->gp->id : "",
                 f->gp != f->gd ? " prefill" : "");
        if (f->ep > 1)
            snprintf(names[k] + strlen(names[k]),
                     sizeof(names[k]) - strlen(names[k]), ", ep %lld",
                     (long long)f->ep);
        if (g->n_ctxs > 1 || g->n_formats > 1)
            snprintf(names[k] + strlen(names[k]),
                     sizeof(names[k]) - strlen(names[k]), ", %lld tok %s",
                     (long long)g->works[f->work_i].ctx_tokens,
                     gs_dtype_name(g->works[f->work_i].weight_dtype));
        if (!gs_unset_i64(f->conc))
            snprintf(names[k] + strlen(names[k]),
                     sizeof(names[k]) - strlen(names[k]), ", C %lld",
                     (long long)f->conc);
        series[k] = (struct gs_svg_series){ names[k], &pts[start],
                                            n_pts - start, true };
    }
    if (n_pts == 0) {
        gs_error_set(err, GS_EDOMAIN, "--plot: no point meets the targets; "
                     "nothing to draw");
        goto done;
    }
    snprintf(title, sizeof(title), "%s: %s against the prefill:decode "
             "ratio (points meeting the targets)", g->model->id,
             rate ? "tokens/s per GPU" : "cheapest USD/Mtok");
    {
        struct gs_svg_chart c = {
            .title = title,
            .x_label = "prefill GPUs / decode GPUs",
            .y_label = rate ? "output tokens/s per GPU (both pools)"
                            : "USD per million accepted tokens (cheapest "
                              "offer)",
            .x_log = true, .y_log = !rate,
            .series = series, .n_series = n_series,
        };

        if (gs_context_output_open(g->ctx, path, &out, err) < 0)
            goto done;
        if (gs_svg_write_chart(out->fp, &c, err) < 0) {
            gs_context_output_abort(g->ctx, out);
            goto done;
        }
        rc = gs_context_output_done(g->ctx, out, err);
    }
done:
    free(pts);
    free(first);
    return rc;
}

/* ---- --format table ------------------------------------------------------ */

static const struct gs_column table_cols[] = {
    { "row", "row", GS_CELL_INT, 0, 0, .kind = GS_COL_KEY },
    { "gpu", "decode GPU", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "prefill_gpu", "prefill GPU", GS_CELL_TEXT, 0, 0, .priority = 2 },
    { "prefill_gpus", "P", GS_CELL_INT, 0, 0, .kind = GS_COL_KEY },
    { "decode_gpus", "D", GS_CELL_INT, 0, 0, .kind = GS_COL_KEY },
    { "prefill_per_decode", "P:D", GS_CELL_NUMBER, 2, 0, .priority = 3 },
    { "provider", "provider", GS_CELL_TEXT, 0, 0, .priority = 4 },
    { "instance", "instance", GS_CELL_TEXT, 0, 0, .priority = 1 },
    { "concurrency", "conc", GS_CELL_INT, 0, 0, .priority = 3 },
    { "ttft_p99_s", "TTFT p99 s", GS_CELL_NUMBER, 2, 0, .priority = 5 },
    { "kv_transfer_s", "KV ms", GS_CELL_NUMBER, 1, 1e-3, .priority = 1 },
    { "itl_p99_s", "ITL p99 ms", GS_CELL_NUMBER, 1, 1e-3, .priority = 5 },
    { "tokens_per_s_per_gpu", "tok/s/GPU", GS_CELL_NUMBER, 1, 0,
      .priority = 5 },
    { "usd_per_gpu_hour", "USD/GPU-h", GS_CELL_NUMBER, 2, 0, .priority = 2 },
    { "usd_per_mtok", "USD/Mtok", GS_CELL_NUMBER, 2, 0, .kind = GS_COL_KEY },
    { "meets_targets", "meets", GS_CELL_BOOL, 0, 0, .kind = GS_COL_KEY },
    { "best", "best", GS_CELL_BOOL, 0, 0, .kind = GS_COL_KEY },
    { "reason", "reason", GS_CELL_TEXT, 0, 0, .priority = 4 },
};

int gs_sweep_disagg_table(struct gs_sweep_disagg_state *s,
                          struct gs_error *err)
{
    const struct gs_sweep_disagg_grid *g = s->g;
    struct gs_table t;
    struct gs_report r;
    int64_t row = 0;
    size_t i, k;
    int rc = -1;

    gs_table_init(&t, "rows", table_cols, GS_ARRAY_SIZE(table_cols));
    gs_report_init(&r, "sweep");
    gs_report_input_text(&r, "model", g->model->id);
    for (i = 0; i < s->n_pts; i++) {
        const struct dpoint *pt = &s->pts[i];
        const struct gs_perf_disagg *d = &pt->p.d;
        bool found = pt->p.found;

        if (offers_of_point(s, i, err) < 0)
                goto out;
        if (!found && g->fits_only)
            continue;
        for (k = 0; k < s->n_offers; k++) {
            const struct gs_sweep_offer *of = &s->offers[k];
            struct row_price rp;
            struct gs_cost_result res;
            struct gs_cell *c = gs_table_add_row(&t);
            bool costed;

            if (!c) {
                gs_error_set(err, GS_ENOMEM, "out of memory");
                goto out;
            }
            price_row(s, pt, of, &rp);
            costed = row_cost(s, pt, &rp, &res);
            c[0] = gs_cell_int(++row);
            c[1] = gs_cell_text(pt->gd->id);
            c[2] = gs_cell_text(pt->gp->id);
            c[3] = gs_cell_int(pt->np);
            c[4] = gs_cell_int(pt->nd);
            c[5] = gs_cell_number((double)pt->np / (double)pt->nd);
            c[6] = of->priced ? gs_cell_text(of->row ? of->row->provider
                                                     : "owned")
                              : gs_cell_null();
            c[7] = of->row ? gs_cell_text(of->row->instance)
                           : gs_cell_null();
            c[8] = found ? gs_cell_int(d->decode.concurrency)
                   : !gs_unset_i64(pt->conc) ? gs_cell_int(pt->conc)
                                             : gs_cell_null();
            c[9] = found && isfinite(d->ttft_p99_s)
                       ? gs_cell_number(d->ttft_p99_s) : gs_cell_null();
            c[10] = found ? gs_cell_number(d->kv_transfer_s) : gs_cell_null();
            c[11] = found ? gs_cell_number(d->itl_p99_s) : gs_cell_null();
            c[12] = found ? gs_cell_number(d->tokens_per_s_per_gpu)
                          : gs_cell_null();
            c[13] = isfinite(rp.usd) ? gs_cell_number(rp.usd)
                                     : gs_cell_null();
            c[14] = costed && isfinite(res.usd_per_mtok)
                        ? gs_cell_number(res.usd_per_mtok) : gs_cell_null();
            c[15] = found ? gs_cell_bool(d->meets_targets) : gs_cell_null();
            c[16] = gs_cell_bool(s->has_best && s->best_pt == i &&
                                 s->best_offer == k);
            c[17] = !found ? gs_cell_text(why_text[pt->p.why])
                    : !row_holds(pt, &rp) ? gs_cell_text(SPLIT_SHORT)
                                          : gs_cell_null();
        }
    }
    gs_report_add(&r, &t);
    if (s->has_best) {
        const struct dpoint *b = &s->pts[s->best_pt];

        if (row_number(s, s->best_pt, s->best_offer, &row, err) < 0)
            goto out;
        gs_report_note(&r, "best: row %lld, %lld prefill + %lld decode "
                       "GPU(s) (%s / %s), %.1f tokens/s per GPU, p99 TTFT "
                       "%.3g s, ITL %.3g ms; --explain-row best shows why",
                       (long long)row, (long long)b->np, (long long)b->nd,
                       b->gp->id, b->gd->id, b->p.d.tokens_per_s_per_gpu,
                       b->p.d.ttft_p99_s, 1e3 * b->p.d.itl_p99_s);
    } else {
        gs_report_note(&r, "best: none (no row meets the targets at an offer "
                       "that holds its tensor-parallel groups)");
    }
    gs_report_note(&r, "the best disaggregated row, not a verdict against "
                   "co-location: gpusel rank compares the two (its "
                   "disaggregated note), gpusel sweep without --disagg "
                   "lists co-located units");
    gs_report_note(&r, "every column in csv or jsonl (--format csv, the "
                   "default); docs/commands/sweep.md, \"Disaggregated "
                   "sweep\"");
    rc = gs_context_emit(g->ctx, &r, err);
out:
    gs_table_release(&t);
    return rc;
}
