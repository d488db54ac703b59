/*
 * The sweep grid: one (GPU, count, work) block's points through the perf
 * engine, a replica-roofline memo, and a point's cost (src/plan/sweep_grid.h).
 * Moved from src/cli/cmd/sweep.c, which formats and streams the rows.
 */
#include <math.h>
#include <string.h>

#include "candidate.h"
#include "defaults.h"
#include "fit.h"
#include "roofline.h"
#include "engine_eff.h"
#include "roofline_defaults.h"
#include "sweep_grid.h"
#include "train_defaults.h"
#include "units.h"
#include "banned.h"

/*
 * One replica's roofline at (tp, pp, c sequences) for the current GPU
 * and work.  A replica is the same whatever the data-parallel degree and
 * the GPU count it is part of, so the count 8 split tp 1 x dp 8 at 64
 * sequences reuses count 1's at 8: the perf engine's roofline, most of a
 * row's work, runs once per replica instead of once per layout.
 */
struct gs_sweep_rf_memo {
    int64_t tp, pp, c;              /* key; tp 0: an empty slot */
    enum gs_errc code;              /* GS_OK, or the estimate's refusal */
    struct gs_roofline_result r;
};

void gs_sweep_grid_new_work(struct gs_sweep_grid *gr)
{
    size_t i;

    for (i = 0; i < gr->memo_cap; i++)
        gr->memo[i].tp = 0;
    gr->memo_n = 0;
}

static size_t memo_slot(const struct gs_sweep_grid *gr, int64_t tp, int64_t pp,
                        int64_t c)
{
    uint64_t h = (uint64_t)c * 0x9E3779B97F4A7C15u ^
                 (uint64_t)tp * 0xC2B2AE3D27D4EB4Fu ^
                 (uint64_t)pp * 0x165667B19E3779F9u;
    size_t i = (size_t)(h >> 17) & (gr->memo_cap - 1);

    while (gr->memo[i].tp != 0 &&
           (gr->memo[i].tp != tp || gr->memo[i].pp != pp || gr->memo[i].c != c))
        i = (i + 1) & (gr->memo_cap - 1);
    return i;
}

/* Room for `more` new entries at a load of at most one half, so that
 * pointers into the table stay valid while they are added. */
static int memo_reserve(struct gs_sweep_grid *gr, size_t more, struct gs_error *err)
{
    struct gs_sweep_rf_memo *old = gr->memo, *t;
    size_t old_cap = gr->memo_cap, cap = old_cap ? old_cap : 64, i;

    while (2 * (gr->memo_n + more) > cap)
        cap *= 2;
    if (cap == old_cap)
        return 0;
    /* the old table stays in the arena: doubling keeps it under the
     * final one's size */
    if (!(t = gs_arena_alloc(gr->arena, cap * sizeof(*t))))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (i = 0; i < cap; i++)
        t[i].tp = 0;
    gr->memo = t;
    gr->memo_cap = cap;
    for (i = 0; i < old_cap; i++)
        if (old[i].tp != 0)
            t[memo_slot(gr, old[i].tp, old[i].pp, old[i].c)] = old[i];
    return 0;
}

/* The replica's roofline, estimated once; *out NULL when the estimate
 * refuses it (*err GS_EDOMAIN then, as gs_perf_eval would say). */
static int replica_rf(struct gs_sweep_grid *gr, const struct gs_perf_query *q,
                      int64_t tp, int64_t pp, int64_t c,
                      const struct gs_roofline_result **out,
                      struct gs_error *err)
{
    struct gs_sweep_rf_memo *m = &gr->memo[memo_slot(gr, tp, pp, c)];
    struct gs_roofline_input in;
    struct gs_error e = GS_ERROR_INIT;

    *out = NULL;
    if (m->tp == 0) {
        m->tp = tp;
        m->pp = pp;
        m->c = c;
        gr->memo_n++;
        gs_perf_replica_input(q, tp, pp, c, &in);
        m->code = gs_roofline_estimate(&in, &m->r, NULL, &e) < 0 ? e.code
                                                                 : GS_OK;
        if (m->code != GS_OK && m->code != GS_EDOMAIN) {
            m->tp = 0;
            gr->memo_n--;
            *err = e;
            return -1;
        }
    }
    if (m->code != GS_OK)
        return gs_error_set(err, GS_EDOMAIN, "the roofline refuses tp %lld "
                            "pp %lld at %lld sequences", (long long)tp,
                            (long long)pp, (long long)c);
    *out = &m->r;
    return 0;
}

/* gs_perf_eval through the memo. */
static int eval_point(struct gs_sweep_grid *gr, const struct gs_perf_query *q,
                      const struct gs_sweep_layout *l, int64_t c,
                      struct gs_perf_point *p, struct gs_error *err)
{
    const struct gs_roofline_result *hi, *lo = NULL;
    int64_t c_hi, c_lo;

    gs_perf_split(c, l->dp, &c_hi, &c_lo);
    if (memo_reserve(gr, 2, err) < 0 ||
        replica_rf(gr, q, l->tp, l->pp, c_hi, &hi, err) < 0 ||
        (c_lo >= 1 && replica_rf(gr, q, l->tp, l->pp, c_lo, &lo, err) < 0))
        return -1;
    gs_perf_combine(q, l->tp, l->pp, l->dp, c, hi, lo, NULL, p);
    return 0;
}

/*
 * The layouts gs_perf_choose tries for n GPUs, each with its KV capacity
 * (which does not depend on the concurrency: computed once here, not per
 * row).  *why GS_SWEEP_WHY_OUTSIDE_MODEL when the fit engine refuses the model.
 */
/* Most divisors of a GPU count up to GS_MAX_SEARCH_GPUS (65536): 120,
 * of 55440. */
#define MAX_DIVISORS 128

/* The divisors of n (>= 1) into div, ascending; returns their count. */
static size_t divisors(int64_t n, int64_t div[MAX_DIVISORS])
{
    int64_t d, hi[MAX_DIVISORS / 2];
    size_t n_lo = 0, n_hi = 0, i;

    for (d = 1; d * d <= n && n_lo < MAX_DIVISORS / 2; d++)
        if (n % d == 0) {
            div[n_lo++] = d;
            if (d != n / d)
                hi[n_hi++] = n / d;
        }
    for (i = 0; i < n_hi; i++)
        div[n_lo + i] = hi[n_hi - 1 - i];
    return n_lo + n_hi;
}

static int layouts_of(struct gs_sweep_grid *gr, const struct gs_perf_query *q,
                      int64_t n, size_t *n_out, enum gs_sweep_why *why,
                      struct gs_error *err)
{
    const struct gs_gpu *g = q->gpu;
    int64_t domain = g->scale_up_domain_gpus > 0 ? g->scale_up_domain_gpus
                                                 : 1;
    int64_t tp, pp, div[MAX_DIVISORS];
    size_t k = 0, n_div = divisors(n, div), a, b;

    *why = GS_SWEEP_WHY_NONE;
    /* tp and pp run over the divisors of n, ascending, as a count from 1
     * to n would meet them, in O(sqrt(n)) instead of O(n) per count
     * (issue 20: --gpus 1..16384+1 took 3.35 s) */
    for (a = 0; a < n_div; a++) {
        tp = div[a];
        /* an EP group is the replica: tp == ep, pp 1 (gs_perf_choose) */
        if (q->ep > 1 && tp != q->ep)
            continue;
        if (!(q->ep > 1 && q->attn_dp) &&
            (!gs_fit_tp_valid(gr->model, tp) || !gs_perf_link_ok(g, tp)))
            continue;
        for (b = 0; b < n_div && div[b] <= n / tp; b++) {
            struct gs_error e = GS_ERROR_INIT;
            int64_t cap;

            pp = div[b];
            if ((q->ep > 1 && pp != 1) ||
                (n / tp) % pp || pp > gr->model->n_layers ||
                (pp > 1 && tp * pp <= domain))
                continue;
            if (gs_perf_capacity(q, tp, pp, &cap, &e) < 0) {
                if (e.code != GS_EDOMAIN) {
                    *err = e;
                    return -1;
                }
                *why = GS_SWEEP_WHY_OUTSIDE_MODEL;
                continue;
            }
            if (k == gr->layouts_cap) {
                size_t c = gr->layouts_cap ? 2 * gr->layouts_cap : 16;
                struct gs_sweep_layout *l = gs_arena_alloc(gr->arena,
                                                           c * sizeof(*l));

                if (!l)
                    return gs_error_set(err, GS_ENOMEM, "out of memory");
                if (k)
                    memcpy(l, gr->layouts, k * sizeof(*l));
                gr->layouts = l;
                gr->layouts_cap = c;
            }
            gr->layouts[k++] = (struct gs_sweep_layout){ tp, pp, n / (tp * pp), cap };
        }
    }
    *n_out = k;
    return 0;
}


void gs_sweep_grid_init(struct gs_sweep_grid *gr, const struct gs_model *m,
                        struct gs_arena *arena)
{
    memset(gr, 0, sizeof(*gr));
    gr->arena = arena;
    gr->model = m;
}

void gs_sweep_query(const struct gs_cost_question *q,
                    const struct gs_model *m, const struct gs_gpu *g,
                    const struct gs_workload *w, int64_t prompt_tokens,
                    enum gs_serving_engine e, struct gs_perf_query *out)
{
    enum gs_precision p = gs_roofline_precision_for(w->weight_dtype, g);
    bool realtime = q->kind == GS_WKIND_REALTIME;

    *out = (struct gs_perf_query){
        .model = m, .gpu = g, .work = w,
        .prompt_tokens = prompt_tokens,
        .output_tokens = q->output_tokens,
        .consts = gs_roofline_default_consts(g, p),
        .compute_precision = p,
        .ttft_p99_s = realtime ? q->ttft_p99_s : 0.0,
        .itl_p99_s = realtime ? q->itl_p99_s : 0.0,
        .max_batch = GS_PERF_MAX_BATCH,
        .prefix_tokens = (double)q->prefix_tokens,
        .prefix_hit_rate = q->prefix_hit_rate,
        .spec_draft_tokens = q->mtp_draft_tokens,
        .spec_accept_tokens = q->acceptance_length,
        .spec_draft_model = q->draft_model,
    };
    /* the EP axis: a fixed group per replica (q->ep 1 or unset: none) */
    if (m->n_experts > 0 && !gs_unset_i64(q->ep) && q->ep > 1) {
        out->ep = q->ep;
        out->attn_dp = q->attention_dp;
    }
    if (q->kv_offload_host_bytes > 0.0) {
        out->kv_offload_host_bytes = q->kv_offload_host_bytes;
        out->host_link_bw_bytes_per_s = gs_roofline_host_link_bw(g);
    }
    out->consts.prefill_chunk_tokens = w->prefill_chunk_tokens;
    if (e != GS_SERVE_NONE) {
        const struct gs_serving_profile *sp = gs_serving_profile(e);

        out->profile = sp;
        out->consts.prefill_chunk_tokens = sp->max_batched_tokens;
        if (sp->max_num_seqs > 0)
            out->max_batch = sp->max_num_seqs;
    }
    /* the engine x vendor x release efficiency (engine_eff.h) */
    gs_engine_eff_apply(&out->consts,
                        gs_engine_eff_find(e, g, m->n_experts > 0));
    /* a grid over fixed concurrencies: the budget is fixed too */
    gs_perf_query_budget(out, q->prefill_chunk_tokens, false);
    out->tpot_mean_s = realtime ? q->tpot_mean_s : 0.0;
}

int gs_sweep_block(struct gs_sweep_grid *gr, const struct gs_perf_query *q,
                   int64_t n, const int64_t *conc, size_t n_conc,
                   bool fits_only, gs_sweep_point_fn *fn, void *user,
                   struct gs_error *err)
{
    size_t n_layouts = 0, i, j;
    int64_t max_conc = 0;
    enum gs_sweep_why block_why = GS_SWEEP_WHY_NONE;

    if (q) {
        if (layouts_of(gr, q, n, &n_layouts, &block_why, err) < 0)
            return -1;
    } else {
        block_why = GS_SWEEP_WHY_OUTSIDE_MODEL;
    }
    for (i = 0; i < n_layouts; i++)
        if (gr->layouts[i].cap * gr->layouts[i].dp > max_conc)
            max_conc = gr->layouts[i].cap * gr->layouts[i].dp;
    for (j = 0; j < n_conc; j++) {
        struct gs_perf_point best, p;
        bool found = false;
        enum gs_sweep_why why = GS_SWEEP_WHY_NONE;
        int64_t c = conc[j];

        for (i = 0; i < n_layouts; i++) {
            const struct gs_sweep_layout *l = &gr->layouts[i];
            struct gs_error e = GS_ERROR_INIT;

            if (l->cap < 1 || l->cap * l->dp < c)
                continue;
            if (eval_point(gr, q, l, c, &p, &e) < 0) {
                if (e.code != GS_EDOMAIN) {
                    *err = e;
                    return -1;
                }
                why = GS_SWEEP_WHY_OUTSIDE_MODEL;
                continue;
            }
            p.max_concurrency = l->cap * l->dp;
            if (!found || gs_perf_better(&p, &best))
                best = p;
            found = true;
        }
        if (!found && why == GS_SWEEP_WHY_NONE)
            why = block_why != GS_SWEEP_WHY_NONE ? block_why
                  : n_layouts == 0 ? GS_SWEEP_WHY_NO_LAYOUT
                  : max_conc == 0  ? GS_SWEEP_WHY_NO_SEQUENCE
                                   : GS_SWEEP_WHY_ABOVE_CAPACITY;
        if (!found && fits_only)
            continue;
        if (fn(user, c, found ? &best : NULL,
               found ? best.max_concurrency : max_conc,
               found ? GS_SWEEP_WHY_NONE : why, err) < 0)
            return -1;
    }
    return 0;
}

/*
 * A sweep without demand (no workload, no --requests-per-s or batch
 * size) prices each point at its own throughput, fully used: the demand
 * is what one unit at this point serves, so one unit runs at
 * utilisation 1 and usd_per_mtok is its hourly price over the tokens it
 * makes in an hour (docs/commands/sweep.md).
 */
static void full_use(struct gs_cost_question *q, double unit_requests_per_s)
{
    q->requests_per_s = q->peak_requests_per_s = unit_requests_per_s;
    if (q->kind == GS_WKIND_BATCH)
        q->requests = unit_requests_per_s * q->deadline_hours *
                      GS_SECONDS_PER_HOUR;
}

bool gs_sweep_point_cost(const struct gs_cost_question *q, bool has_demand,
                         const struct gs_cost_pricing *pr,
                         const struct gs_perf_point *p, int64_t n,
                         struct gs_cost_result *res)
{
    struct gs_candidate_throughput t;
    struct gs_error e = GS_ERROR_INIT;
    struct gs_cost_question at = *q;

    memset(&t, 0, sizeof(t));
    t.tp = p->tp;
    t.pp = p->pp;
    t.dp = p->dp;
    t.concurrency = p->concurrency;
    t.unit_tokens_per_s = p->expected.tokens_per_s;
    t.unit_requests_per_s = p->expected.tokens_per_s /
                            (double)q->output_tokens;
    if (!has_demand)
        full_use(&at, t.unit_requests_per_s);
    return t.unit_requests_per_s > 0.0 &&
           gs_candidate_evaluate(&at, pr, &t, n, res, NULL, &e) == 0 &&
           isfinite(res->usd_per_accepted_output);
}

void gs_sweep_train_point(const struct gs_cost_question *q,
                          const struct gs_model *m, const struct gs_gpu *g,
                          int64_t n, enum gs_precision prec,
                          const struct gs_workload *w, double mfu,
                          struct gs_candidate_throughput *t, bool *found)
{
    struct gs_train_input base;

    memset(t, 0, sizeof(*t));
    memset(&base, 0, sizeof(base));
    base.model = m;
    base.gpu = g;
    base.precision = prec;
    base.optimizer = w->optimizer;
    base.recompute = w->recompute;
    base.offload = GS_OFFLOAD_NONE;
    base.seq_tokens = w->ctx_tokens;
    base.micro_batch = w->micro_batch;
    base.tokens = q->tokens;
    base.virtual_stages = 1;
    base.mfu = !gs_unset_f64(mfu) ? mfu : NAN;
    base.consts = gs_train_default_consts(g, prec, n);
    gs_candidate_train_layout(m, g, w, &base, n, t, found);
}
