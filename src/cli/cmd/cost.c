/*
 * gpusel cost: what a finished, accepted unit of work costs on one
 * candidate (a GPU type, a GPU count, a pricing kind, a provider): every
 * term of the cost engine in USD and as a share, the throughput and
 * utilisation it rests on (perf engine, train engine or the workload's
 * `measured`), the dated price row it used, and the break-even points
 * between renting, reserving, buying and calling an API.  A thin
 * command: a workload (file or flags) becomes the engines' inputs,
 * the engines answer, cost_view.c renders.  docs/commands/cost.md
 * documents it.
 */
#include <string.h>

#include "candidate.h"
#include "command.h"
#include "cost.h"
#include "cost_view.h"
#include "defaults.h"
#include "resolve.h"
#include "scale.h"
#include "units.h"
#include "cost_question.h"
#include "banned.h"

/* ---- the command ------------------------------------------------------ */

/* One pool's offer of a disaggregated unit with two GPU types: present,
 * and able to make the pool's GPU count (the check cost makes of one
 * offer). */
static int cost_pool_offer(const struct gs_price *row, const struct gs_gpu *g,
                           const char *pool, enum gs_pricing kind,
                           const struct gs_cost_question *q, int64_t n,
                           struct gs_error *err)
{
    if (!row)
        return gs_error_set(err, GS_ENOTFOUND, "no %s price for '%s' (the "
                            "%s pool)%s%s%s%s (gpusel list prices --gpu %s "
                            "shows the rows)", gs_pricing_name(kind), g->id,
                            pool, q->provider ? " at " : "",
                            q->provider ? q->provider : "",
                            q->region ? " in " : "",
                            q->region ? q->region : "", g->id);
    if (gs_price_unit_gpus(g->scale_up_domain_gpus, row->n_gpus, n) == 0)
        return gs_error_set(err, GS_EUSAGE, "%s %s rents %lld-GPU instances: "
                            "a %s pool of %lld GPUs over them would split "
                            "one instance of the pool without a scale-up "
                            "link; --%s-gpus %lld, or an offer of %lld GPUs "
                            "per instance", row->provider, row->instance,
                            (long long)row->n_gpus, pool, (long long)n, pool,
                            (long long)row->n_gpus, (long long)n);
    return 0;
}

/* ---- measured GPUs scale the model ------------------------------------ */

/* The files read once and the flags the references are settled with. */
struct cost_refs {
    const struct gs_cost_args *a;
    const struct gs_question_inputs *in;
    struct gs_arena *arena;
};

/* gs_scale_settle_fn: the question for GPU g, as rank settles it. */
static int settle_ref(void *user, const struct gs_gpu *g,
                      struct gs_cost_question *q, struct gs_error *err)
{
    const struct cost_refs *l = user;

    return gs_cost_question_settle(l->a, l->in, g, l->arena, q, err);
}

/*
 * A modelled throughput t of n GPUs of g scaled as rank scales the same
 * candidate (src/plan/scale.h): the references are the measured GPUs
 * among those `gpusel rank` asks without --gpu (the workload's
 * candidates, else the catalogue), settled as rank settles them without
 * --gpus (a reference's ratio is its own, not the candidate's count),
 * and the nearest of g's vendor and architecture scales t.  *ref_out:
 * that reference (NULL: none, t unchanged).  Disaggregated pools of two
 * GPU types are left to the model (rank prices --gpu's type only).
 */
static int scale_by_measured(const struct gs_cost_args *a,
                             const struct gs_question_inputs *in,
                             const struct gs_model *m, const struct gs_gpu *g,
                             int64_t n, const struct gs_cost_question *q,
                             struct gs_arena *arena,
                             struct gs_candidate_throughput *t,
                             const struct gs_measured_ref **ref_out,
                             struct gs_error *err)
{
    struct gs_cost_args ra = *a;
    struct cost_refs l = { &ra, in, arena };
    struct gs_cost_question *wq;
    const struct gs_gpu **gpus;
    struct gs_measured_ref *refs;
    char text[GS_SCALE_SOURCE_MAX];
    const char *source;
    size_t n_gpus, n_refs;
    long i;

    *ref_out = NULL;
    /* nothing measured anywhere: no reference (the common case, and
     * settling every GPU of the catalogue to learn it costs time) */
    if (t->measured || q->prefill_gpu ||
        (!in->bench && !(in->file && in->file->n_measured)))
        return 0;
    ra.n_gpus = GS_UNSET_I64;
    if (!(wq = gs_arena_calloc(arena, 1, sizeof(*wq))))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    *wq = *q;
    if (gs_question_gpus(in->data, in->file, arena, &gpus, &n_gpus,
                         err) < 0 ||
        gs_scale_refs(gpus, n_gpus, settle_ref, &l, in->file, &ra, m, wq,
                      arena, &refs, &n_refs, err) < 0)
        return -1;
    if ((i = gs_measured_ref_nearest(g, refs, n_refs)) < 0)
        return 0;
    gs_scale_source(q, &refs[i], text, sizeof(text));
    if (!(source = gs_arena_strdup(arena, text)))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (gs_scale_throughput(q, a, m, g, n, &refs[i], source, t, err) < 0)
        return -1;
    *ref_out = &refs[i];
    return 0;
}

static void cost_args_init(void *args)
{
    gs_candidate_args_unset(args);
}
GS_COMMAND_ARGS(cost, struct gs_cost_args, cost_args_init);

int cmd_cost(const void *args, int argc, const char **argv,
             struct gs_context *ctx, struct gs_error *err)
{
    struct gs_cost_args a = *(const struct gs_cost_args *)args;
    struct gs_arena arena;
    struct gs_resolved_model rm = { 0 };
    struct gs_cost_question q;
    struct gs_candidate_throughput t;
    struct gs_cost_pricing cp;
    struct gs_cost_result res, qres;
    struct gs_cost_view v;
    struct gs_cost_view_in vi;
    struct gs_breakeven_row be[GS_CANDIDATE_MAX_BREAKEVEN + 1];
    const struct gs_price *row = NULL, *quote = NULL;
    const struct gs_api_price *api = NULL;
    const struct gs_gpu *g;
    const struct gs_measured_ref *scale = NULL;
    double before;
    enum gs_pricing kind;
    struct gs_question_inputs in;
    int64_t n;
    bool have_file = false;
    int rc;

    (void)argc;
    (void)argv;
    if (!a.gpu)
        return gs_error_set(err, GS_EUSAGE, "cost needs --gpu (one "
                            "candidate; e.g. --gpu h100 --gpus 8)");
    gs_arena_init(&arena);
    gs_cost_view_init(&v);
    memset(&t, 0, sizeof(t));
    memset(&vi, 0, sizeof(vi));
    rc = -1;
    if (!(g = gs_dataset_gpu(&ctx->data, a.gpu, err)))
        goto out;
    have_file = a.workload != NULL;
    if (gs_question_inputs_load(&in, &a, &ctx->data, &arena, err) < 0 ||
        gs_cost_question_settle(&a, &in, g, &arena, &q, err) < 0)
        goto out;
    n = gs_unset_i64(a.n_gpus) ? 1 : a.n_gpus;      /* searched below */
    if (q.disagg && gs_unset_i64(q.prefill_gpus)) {
        gs_error_set(err, GS_EUSAGE, "cost --disagg needs --prefill-gpus and "
                     "--decode-gpus (gpusel rank --disagg sizes the pools)");
        goto out;
    }
    if (a.prefill_gpu) {
        const struct gs_gpu *gp = gs_dataset_gpu(&ctx->data, a.prefill_gpu,
                                                 err);

        if (!gp)
            goto out;
        if (gp != g) {
            /* two pools, two GPU types, each at its own offer */
            if (q.pricing == GS_PRICING_OWNED) {
                gs_error_set(err, GS_EUSAGE, "--prefill-gpu %s with --pricing "
                             "owned: cost owns one GPU type; rent both "
                             "pools, or gpusel perf --disagg --gpu %s "
                             "--prefill-gpu %s compares them", gp->id,
                             g->id, gp->id);
                goto out;
            }
            if (a.instance) {
                gs_error_set(err, GS_EUSAGE, "--instance %s with --prefill-gpu "
                             "%s: an instance holds one GPU type; --provider "
                             "picks both pools' offers", a.instance, gp->id);
                goto out;
            }
            q.prefill_gpu = gp;
        }
    }
    if (q.disagg && gs_unset_i64(a.n_gpus))
        n = q.prefill_gpus + q.decode_gpus;
    kind = q.pricing;
    if (q.kind != GS_WKIND_MEDIA &&
        (gs_resolve_model(&ctx->data, q.model_name, &rm, err) < 0 ||
         gs_candidate_check_features(&q, rm.model, err) < 0))
        goto out;
    if (gs_context_prices(ctx, err) < 0)
        goto out;
    /* No --gpus: the fewest GPUs that hold the workload, as perf and fit
     * answer, so a newcomer's first question gets an answer. */
    if (gs_unset_i64(a.n_gpus) && q.kind != GS_WKIND_MEDIA && !q.disagg) {
        if (gs_candidate_fewest_gpus(&q, &a, rm.model, g, GS_DEFAULT_MAX_GPUS,
                                     &n, err) < 0)
            goto out;
        vi.auto_gpus = true;
    }
    if (q.prefill_gpu) {
        struct gs_candidate_disagg_offers o;

        gs_candidate_choose_disagg_prices(&ctx->plan_prices, q.prefill_gpu, g,
                                          kind, q.provider, q.region,
                                          q.prefill_gpus, q.decode_gpus, &o);
        if (cost_pool_offer(o.prefill, q.prefill_gpu, "prefill", kind, &q,
                            q.prefill_gpus, err) < 0 ||
            cost_pool_offer(o.decode, g, "decode", kind, &q, q.decode_gpus,
                            err) < 0)
            goto out;
        row = o.decode;
        vi.prefill_row = o.prefill;
        vi.prefill_gpu = q.prefill_gpu;
        vi.usd_per_gpu_hour = o.usd_per_gpu_hour;
        vi.prefill_pool_gpus = q.prefill_gpus;
        vi.decode_pool_gpus = q.decode_gpus;
    } else if (kind != GS_PRICING_OWNED) {
        row = gs_candidate_choose_price(&ctx->plan_prices, g, kind,
                                        q.provider, q.region, a.instance, n);
        if (!row) {
            gs_error_set(err, GS_ENOTFOUND, "no %s price for '%s'%s%s%s%s "
                         "(gpusel list prices --gpu %s shows the rows)",
                         gs_pricing_name(kind), g->id,
                         q.provider ? " at " : "",
                         q.provider ? q.provider : "",
                         q.region ? " in " : "", q.region ? q.region : "",
                         g->id);
            goto out;
        }
        if (gs_price_unit_gpus(g->scale_up_domain_gpus, row->n_gpus, n) ==
            0) {
            gs_error_set(err, GS_EUSAGE, "%s %s rents %lld-GPU instances: "
                         "%lld GPUs over them would split one unit across "
                         "instances without a scale-up link (rank refuses "
                         "it too); --gpus %lld, or an offer of %lld GPUs "
                         "per instance", row->provider, row->instance,
                         (long long)row->n_gpus, (long long)n,
                         (long long)row->n_gpus, (long long)n);
            goto out;
        }
        quote = gs_candidate_superseded_quote(&ctx->plan_prices, row);
    } else if (gs_gpu_purchase_usd(g) <= 0.0 && gs_unset_f64(a.purchase_usd)) {
        gs_error_set(err, GS_ENOTFOUND, "the catalogue has no purchase or "
                     "launch price for '%s'; give --purchase-usd", g->id);
        goto out;
    }
    if (a.api && gs_candidate_price_api(&ctx->plan_prices, a.api, &api, err) < 0)
        goto out;
    if (a.explain && gs_cost_view_explain(&v) < 0) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    rc = gs_candidate_throughput(&q, &a, rm.model, g, n, &t,
                                 a.explain ? &v.trace : NULL, err);
    if (rc < 0)
        goto out;
    rc = -1;
    before = gs_workload_kind_trains(q.kind) ? t.tres.expected.mfu
                                             : t.unit_tokens_per_s;
    if (scale_by_measured(&a, &in, rm.model, g, n, &q, &arena, &t, &scale,
                          err) < 0)
        goto out;
    if (scale) {
        double r = gs_measured_ref_ratio(scale);
        bool trains = gs_workload_kind_trains(q.kind);

        vi.scaled_by = scale->gpu;
        vi.scale_ratio = r;
        GS_TRACE(a.explain ? &v.trace : NULL, "scale_ratio", NULL, r,
                 "measured / modelled of %s, the nearest measured GPU of "
                 "%s's vendor and architecture = %.6g / %.6g = %.6g "
                 "(%s scaled by it)", scale->gpu->id, g->id,
                 scale->measured, scale->modelled, r,
                 trains ? "the modelled MFU" : "the modelled throughput");
        GS_TRACE(a.explain ? &v.trace : NULL,
                 trains ? "mfu (scaled)" : "unit_tokens_per_s (scaled)",
                 trains ? NULL : "tokens/s",
                 trains ? t.tres.expected.mfu : t.unit_tokens_per_s,
                 "modelled %.6g x scale_ratio %.6g%s", before, r,
                 trains ? " (the train engine at that MFU, the layout "
                          "searched again)" : "");
    }
    gs_candidate_make_pricing(&a, g, kind,
                              vi.prefill_row ? vi.usd_per_gpu_hour
                              : row ? row->usd_per_gpu_hour : 0.0,
                              &t, gs_workload_kind_trains(q.kind), &cp);
    cp.gpus_per_instance = row ? row->n_gpus : 0;
    if (gs_candidate_evaluate(&q, &cp, &t, n, &res,
                              a.explain ? &v.trace : NULL, err) < 0)
        goto out;
    vi.n_quote = 0;
    if (quote) {
        struct gs_cost_pricing qp = cp;
        struct gs_error e = GS_ERROR_INIT;

        qp.usd_per_gpu_hour = quote->usd_per_gpu_hour;
        if (gs_candidate_evaluate(&q, &qp, &t, n, &qres, NULL, &e) == 0) {
            vi.quote = quote;
            vi.quote_usd_total = qres.usd_total;
            vi.n_quote = 1;
        }
    }
    /* two GPU types: the kinds' break-even would need both types' rows
     * of every kind; left out (docs/commands/cost.md) */
    if (!vi.prefill_row)
        gs_candidate_breakeven_rows(&ctx->plan_prices, &a, &q, g, n, &t,
                                    q.provider, be, &vi.n_breakeven,
                                    a.explain ? &v.trace : NULL);
    if (api && (q.kind == GS_WKIND_REALTIME || q.kind == GS_WKIND_BATCH)) {
        if (gs_candidate_api_evaluate(&q, api, &vi.api_res, err) < 0 ||
            gs_candidate_api_breakeven(&q, api, &res, n, &t,
                                       &be[vi.n_breakeven],
                                       a.explain ? &v.trace : NULL, err) < 0)
            goto out;
        vi.api = api;
        vi.n_breakeven++;
    } else if (api) {
        vi.api_not_comparable = true;
        vi.api = api;
    }
    vi.ctx = ctx;
    vi.gpu = g;
    vi.model = rm.model;
    vi.kind = q.kind;
    vi.pricing = kind;
    vi.n_gpus = n;
    vi.row = row;
    vi.res = &res;
    vi.pricing_in = &cp;
    vi.tp = t.tp;
    vi.ep = t.ep;
    vi.attn_dp = t.attn_dp;
    vi.t = &t;
    vi.pp = t.pp;
    vi.dp = t.dp;
    vi.concurrency = t.concurrency;
    vi.throughput_source = t.source;
    vi.measured = t.measured;
    vi.unit_tokens_per_s = t.unit_tokens_per_s;
    vi.unit_requests_per_s = t.unit_requests_per_s;
    vi.ttft_p99_s = t.ttft_p99_s;
    vi.itl_p99_s = t.itl_p99_s;
    vi.tpot_mean_s = t.tpot_mean_s;
    vi.prefill_chunk_tokens = t.prefill_chunk_tokens;
    vi.assets_per_hour = t.assets_per_hour;
    vi.train = gs_workload_kind_trains(q.kind) ? &t.tres : NULL;
    vi.train_in = gs_workload_kind_trains(q.kind) ? &t.tin : NULL;
    vi.requests_per_s = q.requests_per_s;
    vi.peak_requests_per_s = q.peak_requests_per_s;
    vi.period_hours = q.period_hours;
    vi.output_tokens = q.output_tokens;
    vi.prompt_tokens = q.prompt_tokens;
    vi.tokens = q.tokens;
    vi.acceptance_rate = q.acceptance_rate;
    vi.retry_rate = q.retry_rate;
    vi.breakeven = be;
    vi.workload_path = have_file ? a.workload : NULL;
    vi.file_queue_usd = q.queue_usd;
    vi.measured_util_frac = q.measured_util_frac;
    rc = gs_cost_view_emit(&v, &vi, err);
out:
    gs_cost_view_release(&v);
    gs_arena_release(&arena);
    return rc;
}
