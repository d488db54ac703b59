/*
 * The whole sweep: each GPU's offers, each point's settled work, the
 * grid's size and the walk over it (sweep_walk.h has the contract).
 * Moved from src/cli/cmd/sweep.c, which formats and streams the rows.
 */
#include <math.h>
#include <string.h>

#include "ascii.h"
#include "defaults.h"
#include "sweep_walk.h"
#include "units.h"
#include "banned.h"

static bool offer_matches(const struct gs_sweep_offer_ask *ask,
                          const struct gs_price *p, const struct gs_gpu *g,
                          enum gs_pricing kind)
{
    const struct gs_workload_file *f = ask->file;

    /* a flag names one; the workload's constraints allow each of theirs */
    return p->gpu_id && strcmp(p->gpu_id, g->id) == 0 && p->pricing == kind &&
           (ask->provider ? gs_ascii_caseeq(p->provider, ask->provider)
                          : !f || gs_name_list_allows(
                                      &f->constraints.providers,
                                      p->provider)) &&
           (ask->region ? gs_ascii_caseeq(p->region, ask->region)
                        : !f || gs_name_list_allows(&f->constraints.regions,
                                                    p->region));
}

int gs_sweep_gpu_offers(const struct gs_market *m, const struct gs_gpu *g,
                        const struct gs_sweep_offer_ask *ask,
                        gs_sweep_offer_fn *fn, void *user,
                        struct gs_error *err)
{
    const size_t *standing;
    size_t n_standing = gs_market_gpu_offers(m, g->id, &standing);
    size_t n = 0, i, k;

    for (k = 0; k < ask->n_kinds; k++) {
        struct gs_sweep_offer o = { false, GS_PRICING_ON_DEMAND, NULL };

        if (ask->kinds[k] < 0) {
            if (fn(user, &o, err) < 0)
                return -1;
            n++;
            continue;
        }
        o.priced = true;
        o.kind = (enum gs_pricing)ask->kinds[k];
        if (o.kind == GS_PRICING_OWNED) {
            if (gs_gpu_purchase_usd(g) <= 0.0 && !ask->purchase_given)
                continue;
            if (fn(user, &o, err) < 0)
                return -1;
            n++;
            continue;
        }
        for (i = 0; i < n_standing; i++) {
            o.row = &m->rows[standing[i]];
            if (!offer_matches(ask, o.row, g, o.kind))
                continue;
            if (fn(user, &o, err) < 0)
                return -1;
            n++;
        }
    }
    if (n == 0) {
        struct gs_sweep_offer none = { false, GS_PRICING_ON_DEMAND, NULL };

        return fn(user, &none, err);
    }
    return 0;
}

size_t gs_sweep_default_kinds(const struct gs_workload_file *f, int *kinds)
{
    size_t n = 0;
    int i;

    for (i = 0; i < GS_PRICING_COUNT; i++)
        if (!f || gs_name_list_allows(&f->constraints.pricing,
                                      gs_pricing_name((enum gs_pricing)i)))
            kinds[n++] = i;
    return n;
}

/* A work the model refuses (GS_EDOMAIN) is not ok; other errors stop. */
static int settled(int rc, struct gs_sweep_work *out,
                   const struct gs_error *e, struct gs_error *err)
{
    out->ok = rc == 0;
    if (!out->ok && e->code != GS_EDOMAIN) {
        *err = *e;
        return -1;
    }
    return 0;
}

int gs_sweep_serving_work(const struct gs_cost_question *q,
                          const struct gs_model *m, enum gs_dtype d,
                          int64_t ctx_tokens, struct gs_sweep_work *out,
                          struct gs_error *err)
{
    struct gs_workload asked = GS_WORKLOAD_UNSET;
    struct gs_error e = GS_ERROR_INIT;

    memset(out, 0, sizeof(*out));
    asked.mode = GS_MODE_INFER;
    asked.ctx_tokens = ctx_tokens;
    asked.mem_util_frac = GS_PERF_DEFAULT_MEM_UTIL;
    asked.weight_dtype = d;
    asked.kv_dtype = q->kv_dtype;
    out->ctx_tokens = ctx_tokens;
    out->prompt_tokens = ctx_tokens - q->output_tokens;
    if (settled(gs_workload_settle(&asked, m, &gs_default_workload, &out->w,
                                   &e), out, &e, err) < 0)
        return -1;
    out->weight_dtype = out->ok ? out->w.weight_dtype
                        : d == GS_DTYPE_UNSET ? GS_DTYPE_BF16 : d;
    return 0;
}

int gs_sweep_train_work(const struct gs_cost_question *q,
                        const struct gs_model *m, int64_t ctx_tokens,
                        int64_t mb, struct gs_sweep_work *out,
                        struct gs_error *err)
{
    struct gs_workload u = GS_WORKLOAD_UNSET;
    struct gs_error e = GS_ERROR_INIT;

    memset(out, 0, sizeof(*out));
    u.mode = gs_candidate_train_mode(q->kind);
    u.ctx_tokens = ctx_tokens;
    u.micro_batch = mb;
    out->ctx_tokens = ctx_tokens;
    return settled(gs_workload_settle(&u, m, &gs_default_workload, &out->w,
                                      &e), out, &e, err);
}

double gs_sweep_rows(const struct gs_sweep_plan *p, double n_offers)
{
    return n_offers * (double)p->n_counts *
           (double)(p->trains ? p->n_precs : p->n_formats) *
           (double)p->n_ctxs * (double)(p->trains ? p->n_mbs : p->n_conc) *
           (double)(p->trains || p->n_eps == 0 ? 1 : p->n_eps);
}

/* gs_sweep_point_fn: a serving point to the visitor. */
struct block {
    const struct gs_sweep_visitor *v;
    struct gs_sweep_point pt;
};

static int serving_point(void *user, int64_t c, const struct gs_perf_point *p,
                         int64_t max_concurrency, enum gs_sweep_why why,
                         struct gs_error *err)
{
    struct block *b = user;

    b->pt.concurrency = c;
    b->pt.perf = p;
    b->pt.fits = p != NULL;
    b->pt.max_concurrency = max_concurrency;
    b->pt.why = why;
    return b->v->point(b->v->user, &b->pt, err);
}

/* Every micro-batch of one (GPU, count, precision, sequence length). */
static int train_block(const struct gs_sweep_plan *p, struct block *b,
                       size_t ctx_i, struct gs_error *err)
{
    struct gs_sweep_point *pt = &b->pt;
    size_t j;

    for (j = 0; j < p->n_mbs; j++) {
        const struct gs_sweep_work *pw = &p->works[ctx_i * p->n_mbs + j];
        struct gs_candidate_throughput t;
        bool found = false;

        if (pw->ok)
            gs_sweep_train_point(p->q, p->model, pt->g, pt->n_gpus,
                                 p->precs[pt->format_i], &pw->w, p->mfu, &t,
                                 &found);
        else
            memset(&t, 0, sizeof(t));
        pt->fits = found && t.fits;
        if (!pt->fits && p->fits_only)
            continue;
        pt->work = pw;
        pt->train = &t;
        pt->meets_deadline = pt->fits &&
                             (!(p->q->deadline_hours > 0.0) ||
                              t.tres.expected.wall_s / GS_SECONDS_PER_HOUR <=
                                  p->q->deadline_hours);
        pt->why = pt->fits ? GS_SWEEP_WHY_NONE
                  : !pw->ok ? GS_SWEEP_WHY_OUTSIDE_MODEL
                  : found ? GS_SWEEP_WHY_NO_TRAIN_FIT
                          : GS_SWEEP_WHY_NO_LAYOUT;
        if (b->v->point(b->v->user, pt, err) < 0)
            return -1;
    }
    pt->train = NULL;
    return 0;
}

/* One GPU's points: training by precision, context, count; serving by
 * format, context, count (the replica rooflines of one (format,
 * context) serve every count: the memo is emptied between). */
static int walk_gpu(struct gs_sweep_grid *gr, const struct gs_sweep_plan *p,
                    struct block *b, struct gs_error *err)
{
    struct gs_sweep_point *pt = &b->pt;
    struct gs_perf_query q;
    struct gs_cost_question qe;
    size_t j, c, i, e, n_eps = p->n_eps ? p->n_eps : 1;

    for (j = 0; j < p->n_precs && p->trains; j++)
        for (c = 0; c < p->n_ctxs; c++)
            for (i = 0; i < p->n_counts; i++) {
                pt->format_i = j;
                pt->count_i = i;
                pt->n_gpus = p->counts[i];
                if (train_block(p, b, c, err) < 0)
                    return -1;
                b->v->block_end(b->v->user);
            }
    for (j = 0; j < p->n_formats && !p->trains; j++)
        for (c = 0; c < p->n_ctxs; c++)
            for (e = 0; e < n_eps; e++) {
                const struct gs_sweep_work *pw =
                    &p->works[j * p->n_ctxs + c];

                /* an EP group changes every replica's roofline: each EP
                 * size its own memo (docs/commands/sweep.md, "--ep") */
                qe = *p->q;
                qe.ep = p->n_eps ? p->eps[e] : qe.ep;
                qe.attention_dp = p->n_eps ? p->attention_dp &&
                                                 p->eps[e] > 1
                                           : qe.attention_dp;
                gs_sweep_grid_new_work(gr);
                pt->format_i = j;
                pt->work = pw;
                pt->ep = gs_unset_i64(qe.ep) || qe.ep < 1 ? 1 : qe.ep;
                for (i = 0; i < p->n_counts; i++) {
                    pt->count_i = i;
                    pt->n_gpus = p->counts[i];
                    if (pw->ok)
                        gs_sweep_query(&qe, p->model, pt->g, &pw->w,
                                       pw->prompt_tokens, p->engine, &q);
                    if (gs_sweep_block(gr, pw->ok ? &q : NULL, pt->n_gpus,
                                       p->conc, p->n_conc, p->fits_only,
                                       serving_point, b, err) < 0)
                        return -1;
                }
                b->v->block_end(b->v->user);
            }
    return 0;
}

int gs_sweep_walk(struct gs_sweep_grid *gr, const struct gs_sweep_plan *p,
                  const struct gs_gpu *const *gpus, size_t n_gpus,
                  const struct gs_sweep_visitor *v, struct gs_error *err)
{
    struct block b;
    size_t k;
    int rc;

    for (k = 0; k < n_gpus; k++) {
        memset(&b, 0, sizeof(b));
        b.v = v;
        b.pt.g = gpus[k];
        if (v->gpu_begin(v->user, gpus[k], err) < 0)
            return -1;
        rc = walk_gpu(gr, p, &b, err);
        v->gpu_end(v->user);
        if (rc < 0)
            return -1;
    }
    return 0;
}

bool gs_sweep_train_cost(const struct gs_cost_question *q, bool has_demand,
                         const struct gs_cost_args *a, const struct gs_gpu *g,
                         const struct gs_sweep_offer *o,
                         const struct gs_candidate_throughput *t, int64_t n,
                         struct gs_cost_result *res)
{
    struct gs_cost_pricing p;
    struct gs_error e = GS_ERROR_INIT;

    if (!o->priced || !has_demand)
        return false;
    gs_candidate_make_pricing(a, g, o->kind,
                              o->row ? o->row->usd_per_gpu_hour : 0.0, t,
                              true, &p);
    p.gpus_per_instance = o->row ? o->row->n_gpus : 0;
    return gs_candidate_evaluate(q, &p, t, n, res, NULL, &e) == 0 &&
           isfinite(res->usd_per_accepted_output);
}
