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
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gpusel/command.h"
#include "gpusel/cost.h"
#include "gpusel/cost_defaults.h"
#include "gpusel/cost_view.h"
#include "gpusel/defaults.h"
#include "gpusel/layout.h"
#include "gpusel/perf.h"
#include "gpusel/resolve.h"
#include "gpusel/roofline_defaults.h"
#include "gpusel/serving.h"
#include "gpusel/train.h"
#include "gpusel/train_defaults.h"
#include "gpusel/units.h"
#include "gpusel/cost_question.h"
#include "gpusel/banned.h"

/* A value or, when unset, the default. */
static double or_default(double v, double def)
{
    return gs_unset_f64(v) ? def : v;
}

/* ---- price rows ------------------------------------------------------ */

static bool eq_ci(const char *a, const char *b)
{
    return a && b && strcasecmp(a, b) == 0;
}

/* Whether row p is a candidate: this GPU, kind and filters. */
static bool row_matches(const struct gs_price *p, const struct gs_gpu *g,
                        enum gs_pricing kind, const char *provider,
                        const char *region, const char *instance)
{
    return p->gpu_id && strcmp(p->gpu_id, g->id) == 0 && p->pricing == kind &&
           (!provider || eq_ci(p->provider, provider)) &&
           (!region || eq_ci(p->region, region)) &&
           (!instance || eq_ci(p->instance, instance));
}

/* Better candidate: the asked GPU count, then a fresh row before a stale
 * one (at --today), then cheaper per GPU-hour, then the offer order
 * (deterministic). */
static bool better(const struct gs_context *ctx, const struct gs_price *x,
                   const struct gs_price *y, int64_t n)
{
    bool xn = x->n_gpus == n, yn = y->n_gpus == n;
    bool xs = gs_date_is_stale(&x->as_of, ctx->today_days,
                               ctx->stale_after_days);
    bool ys = gs_date_is_stale(&y->as_of, ctx->today_days,
                               ctx->stale_after_days);

    if (xn != yn)
        return xn;
    if (xs != ys)
        return !xs;
    if (x->usd_per_gpu_hour != y->usd_per_gpu_hour)
        return x->usd_per_gpu_hour < y->usd_per_gpu_hour;
    return gs_price_offer_cmp(x, y) < 0;
}

/*
 * The row a kind is priced at: the newest row of each offer (at the
 * --prices-as-of pin; an offer with no dated row is stood for by its last
 * undated row not marked superseded, as 'list prices' shows it), the
 * matching ones, the best.  NULL when none matches.
 */
static const struct gs_price *choose_price(const struct gs_context *ctx,
                                           const struct gs_gpu *g,
                                           enum gs_pricing kind,
                                           const char *provider,
                                           const char *region,
                                           const char *instance, int64_t n,
                                           size_t *scratch, size_t *idx)
{
    const struct gs_price *rows = ctx->prices.prices, *best = NULL;
    size_t n_rows = ctx->prices.n_prices, k, i, j;

    k = gs_price_select_newest(rows, n_rows, ctx->as_of_pin_days, scratch,
                               idx);
    for (i = 0; i < k; i++) {
        const struct gs_price *p = &rows[idx[i]];

        if (row_matches(p, g, kind, provider, region, instance) &&
            (!best || better(ctx, p, best, n)))
            best = p;
    }
    if (ctx->as_of_pin_days != GS_PRICE_NO_PIN)
        return best;
    for (i = 0; i < n_rows; i++) {
        const struct gs_price *p = &rows[i];
        bool stood = false;

        if (p->as_of.precision != GS_DATE_NONE || p->superseded ||
            !row_matches(p, g, kind, provider, region, instance))
            continue;
        for (j = 0; j < k && !stood; j++)
            stood = gs_price_same_offer(&rows[idx[j]], p);
        for (j = i + 1; j < n_rows && !stood; j++)
            stood = rows[j].as_of.precision == GS_DATE_NONE &&
                    !rows[j].superseded && gs_price_same_offer(&rows[j], p);
        if (!stood && (!best || better(ctx, p, best, n)))
            best = p;
    }
    return best;
}

/* The quote the chosen row replaced: the same offer's newest other row
 * dated before it or marked superseded; NULL if none. */
static const struct gs_price *superseded_quote(const struct gs_context *ctx,
                                               const struct gs_price *used)
{
    const struct gs_price *rows = ctx->prices.prices, *q = NULL;
    size_t i;

    for (i = 0; i < ctx->prices.n_prices; i++) {
        const struct gs_price *p = &rows[i];
        bool older;

        if (p == used || !gs_price_same_offer(p, used))
            continue;
        older = p->superseded ||
                (p->as_of.precision != GS_DATE_NONE &&
                 used->as_of.precision != GS_DATE_NONE &&
                 p->as_of.days < used->as_of.days);
        if (!older)
            continue;
        if (!q || (p->as_of.precision != GS_DATE_NONE &&
                   (q->as_of.precision == GS_DATE_NONE ||
                    p->as_of.days > q->as_of.days)))
            q = p;
    }
    return q;
}

static int price_api(const struct gs_context *ctx, const char *spec,
                     const struct gs_api_price **out, struct gs_error *err)
{
    const char *slash = strchr(spec, '/');
    const struct gs_api_price *best = NULL;
    size_t i, plen;

    *out = NULL;
    if (!slash || slash == spec || !slash[1])
        return gs_error_set(err, GS_EUSAGE, "--api takes PROVIDER/MODEL "
                            "(e.g. 'Groq/llama-3.1-8b-instant'), got '%s'",
                            spec);
    plen = (size_t)(slash - spec);
    for (i = 0; i < ctx->prices.n_api_prices; i++) {
        const struct gs_api_price *p = &ctx->prices.api_prices[i];

        if (!p->has_token_prices || p->superseded || !p->provider ||
            strlen(p->provider) != plen ||
            strncasecmp(p->provider, spec, plen) != 0 ||
            !eq_ci(p->model, slash + 1))
            continue;
        if (!best || p->as_of.days > best->as_of.days)
            best = p;
    }
    if (!best)
        return gs_error_set(err, GS_ENOTFOUND, "no token price for API '%s' "
                            "(gpusel list api-prices shows them)", spec);
    *out = best;
    return 0;
}

/* ---- throughput ------------------------------------------------------ */

struct throughput {
    const char *source;           /* what it comes from, for people */
    bool measured;
    /* serving */
    int64_t tp, pp, dp, concurrency;
    double unit_tokens_per_s;     /* the --gpus unit, output tokens/s */
    double unit_requests_per_s;
    double ttft_p99_s, itl_p99_s;
    /* training */
    struct gs_train_input tin;
    struct gs_train_result tres;
    bool fits;
    /* media */
    double assets_per_hour;
};

static int serving_throughput(const struct gs_cost_question *q,
                              const struct gs_cost_args *a,
                              const struct gs_model *m,
                              const struct gs_gpu *g, int64_t n,
                              struct throughput *t,
                              const struct gs_trace *trace,
                              struct gs_error *err)
{
    struct gs_workload asked = GS_WORKLOAD_UNSET, w;
    enum gs_serving_engine e = GS_DEFAULT_SERVING_ENGINE;
    const struct gs_serving_profile *sp;
    struct gs_perf_query pq;
    struct gs_perf_choice ch;
    struct gs_perf_point pt;
    enum gs_precision p;
    int i;

    if (!gs_unset_f64(q->measured_tokens_per_s_per_gpu)) {
        t->measured = true;
        t->source = q->measured_source;
        t->unit_tokens_per_s = q->measured_tokens_per_s_per_gpu * (double)n;
        t->unit_requests_per_s = t->unit_tokens_per_s /
                                 (double)q->output_tokens;
        t->tp = n;
        t->pp = t->dp = 1;
        return 0;
    }
    asked.mode = GS_MODE_INFER;
    asked.ctx_tokens = q->prompt_tokens + q->output_tokens;
    asked.mem_util_frac = GS_PERF_DEFAULT_MEM_UTIL;
    if (q->precision && strcmp(q->precision, "auto") != 0) {
        if ((i = gs_dtype_find(q->precision)) < 0)
            return gs_error_set(err, GS_EUSAGE, "unknown weight format "
                                "'%s'", q->precision);
        asked.weight_dtype = (enum gs_dtype)i;
    }
    if (gs_workload_settle(&asked, m, &gs_default_workload, &w, err) < 0)
        return -1;
    p = gs_roofline_precision_for(w.weight_dtype, g);
    pq = (struct gs_perf_query){
        .model = m, .gpu = g, .work = &w,
        .prompt_tokens = q->prompt_tokens, .output_tokens = q->output_tokens,
        .consts = gs_roofline_default_consts(g, p),
        .compute_precision = p,
        .ttft_p99_s = q->kind == GS_CKIND_REALTIME ? q->ttft_p99_s : 0.0,
        .itl_p99_s = q->kind == GS_CKIND_REALTIME ? q->itl_p99_s : 0.0,
        .max_batch = GS_PERF_MAX_BATCH,
    };
    pq.consts.prefill_chunk_tokens = w.prefill_chunk_tokens;
    if (a->engine)
        gs_serving_engine_find(a->engine, &e);
    if (e != GS_SERVE_NONE) {
        sp = gs_serving_profile(e);
        pq.profile = sp;
        pq.consts.prefill_chunk_tokens = sp->max_batched_tokens;
        if (sp->max_num_seqs > 0)
            pq.max_batch = sp->max_num_seqs;
    }
    if (gs_perf_choose(&pq, n, GS_UNSET_I64, GS_UNSET_I64, GS_UNSET_I64, &pt,
                       &ch, err) < 0)
        return -1;
    if (!ch.found)
        return gs_error_set(err, GS_EDOMAIN, "'%s' does not hold one "
                            "sequence of %lld tokens on %lld GPU(s) of '%s' "
                            "(gpusel fit shows why; try more --gpus)",
                            m->id, (long long)asked.ctx_tokens,
                            (long long)n, g->id);
    if (!pt.meets_targets)
        return gs_error_set(err, GS_EDOMAIN, "no concurrency on %lld GPU(s) "
                            "of '%s' meets the latency targets (p99 TTFT "
                            "%.3g s, ITL %.3g s at one sequence)",
                            (long long)n, g->id, pt.expected.ttft_p99_s,
                            pt.expected.itl_p99_s);
    if (trace && gs_perf_eval(&pq, pt.tp, pt.pp, pt.dp, pt.concurrency,
                              trace, &pt, err) < 0)
        return -1;
    t->source = "roofline (perf engine)";
    t->tp = pt.tp;
    t->pp = pt.pp;
    t->dp = pt.dp;
    t->concurrency = pt.concurrency;
    t->unit_tokens_per_s = pt.expected.tokens_per_s;
    t->unit_requests_per_s = pt.expected.tokens_per_s /
                             (double)q->output_tokens;
    t->ttft_p99_s = pt.expected.ttft_p99_s;
    t->itl_p99_s = pt.expected.itl_p99_s;
    return 0;
}

static enum gs_fit_mode train_mode(enum gs_cost_kind k)
{
    switch (k) {
    case GS_CKIND_FINETUNE:
        return GS_MODE_FULL_FT;
    case GS_CKIND_LORA:
        return GS_MODE_LORA;
    case GS_CKIND_QLORA:
        return GS_MODE_QLORA;
    default:
        return GS_MODE_TRAIN;
    }
}

/* The fastest layout of n GPUs that fits (as gpusel train chooses). */
static int train_throughput(const struct gs_cost_question *q,
                            const struct gs_cost_args *a,
                            const struct gs_model *m, const struct gs_gpu *g,
                            int64_t n, struct throughput *t,
                            const struct gs_trace *trace,
                            struct gs_error *err)
{
    struct gs_workload u = GS_WORKLOAD_UNSET, w;
    struct gs_train_input base;
    int64_t dom = g->scale_up_domain_gpus > 0 ? g->scale_up_domain_gpus : 1;
    int64_t tp, pp, z;
    bool found = false;
    int p;

    u.mode = train_mode(q->kind);
    if (gs_workload_settle(&u, m, &gs_default_workload, &w, err) < 0)
        return -1;
    p = gs_precision_find(q->precision ? q->precision : "bf16");
    if (p < 0)
        return gs_error_set(err, GS_EUSAGE, "unknown training precision "
                            "'%s' (bf16, fp16, fp8, fp32)", q->precision);
    memset(&base, 0, sizeof(base));
    base.model = m;
    base.gpu = g;
    base.precision = (enum gs_precision)p;
    base.optimizer = w.optimizer;
    base.recompute = w.recompute;
    base.offload = GS_OFFLOAD_NONE;
    base.seq_tokens = w.ctx_tokens;
    base.micro_batch = w.micro_batch;
    base.tokens = q->tokens;
    base.virtual_stages = 1;
    base.mfu = !gs_unset_f64(a->mfu) ? a->mfu : q->measured_mfu;
    base.consts = gs_train_default_consts(g, base.precision, n);
    for (tp = 1; tp <= n && tp <= dom; tp++) {
        if (n % tp || !gs_fit_tp_valid(m, tp))
            continue;
        for (pp = 1; pp <= n / tp && pp <= m->n_layers; pp++) {
            int64_t dp = n / (tp * pp);

            if ((n / tp) % pp)
                continue;
            for (z = 0; z <= 3; z++) {
                struct gs_layout l = { tp, pp, dp, z, n };
                struct gs_train_input in = base;
                struct gs_train_result res;
                struct gs_fit_input fi;
                struct gs_fit_result fr;
                struct gs_error e = GS_ERROR_INIT;
                double seqs;

                if (z > 0 && dp < 2)
                    continue;
                in.tp = tp;
                in.pp = pp;
                in.dp = dp;
                in.zero_stage = z;
                seqs = ceil(GS_TR_GLOBAL_BATCH_TOKENS /
                            (double)in.seq_tokens);
                in.global_batch = (int64_t)ceil(
                                      seqs / (double)(dp * in.micro_batch)) *
                                  dp * in.micro_batch;
                gs_fit_input_make(m, g, &w, &l, &fi);
                if (gs_fit_estimate(&fi, &fr, NULL, &e) < 0 ||
                    gs_train_estimate(&in, &res, NULL, &e) < 0)
                    continue;
                if (!found || (fr.fits && !t->fits) ||
                    (fr.fits == t->fits &&
                     res.expected.step_s < t->tres.expected.step_s)) {
                    found = true;
                    t->fits = fr.fits;
                    t->tin = in;
                    t->tres = res;
                }
            }
        }
    }
    if (!found)
        return gs_error_set(err, GS_EDOMAIN, "no layout of %lld GPUs of '%s' "
                            "trains '%s'", (long long)n, g->id, m->id);
    if (!t->fits)
        return gs_error_set(err, GS_EDOMAIN, "'%s' does not fit for training "
                            "on %lld GPUs of '%s' in any layout (gpusel fit "
                            "--mode train shows why)", m->id, (long long)n,
                            g->id);
    if (trace && gs_train_estimate(&t->tin, &t->tres, trace, err) < 0)
        return -1;
    t->source = !gs_unset_f64(a->mfu) ? "train engine (--mfu)"
                : !gs_unset_f64(q->measured_mfu)
                    ? "train engine at the measured MFU (the workload "
                      "file's 'measured')"
                    : "train engine (modelled MFU)";
    t->tp = t->tin.tp;
    t->pp = t->tin.pp;
    t->dp = t->tin.dp;
    return 0;
}

static int media_throughput(const struct gs_cost_question *q,
                            struct throughput *t,
                            struct gs_error *err)
{
    if (gs_unset_f64(q->measured_assets_per_hour))
        return gs_error_set(err, GS_EUSAGE, "media cost needs a measured "
                            "throughput (--assets-per-hour, or 'measured' "
                            "assets_per_s_per_gpu in the workload): the "
                            "catalogue has no FLOP count per asset for this "
                            "model");
    t->measured = true;
    t->source = q->measured_source;
    t->assets_per_hour = q->measured_assets_per_hour;
    return 0;
}

/* ---- pricing ---------------------------------------------------------- */

static void owned_terms(const struct gs_cost_args *a, const struct gs_gpu *g,
                        struct gs_cost_owned *o)
{
    o->purchase_usd_per_gpu = gs_unset_f64(a->purchase_usd)
                                  ? g->launch_price_usd : a->purchase_usd;
    o->server_usd_per_gpu = GS_COST_DEFAULT_SERVER_USD_PER_GPU;
    o->amortisation_years = or_default(a->amortisation_years,
                                       GS_COST_DEFAULT_AMORTISATION_YEARS);
    o->tdp_w = g->tdp_w;
    o->pue = or_default(a->pue, GS_COST_DEFAULT_PUE);
    o->usd_per_kwh = or_default(a->usd_per_kwh,
                                GS_COST_DEFAULT_USD_PER_KWH);
    o->hosting_usd_per_gpu_month = gs_cost_hosting_usd_per_gpu_month(
        GS_COST_DEFAULT_HOSTING_USD_PER_KW_MONTH,
        GS_COST_DEFAULT_SERVER_KW_PER_GPU);
}

/* The engine's pricing for kind at the row's price (owned: no row). */
static void make_pricing(const struct gs_cost_args *a, const struct gs_gpu *g,
                         enum gs_pricing kind, double usd_per_gpu_hour,
                         const struct throughput *t, bool trains,
                         struct gs_cost_pricing *p)
{
    memset(p, 0, sizeof(*p));
    p->kind = kind;
    p->usd_per_gpu_hour = kind == GS_PRICING_OWNED ? 0.0 : usd_per_gpu_hour;
    if (kind == GS_PRICING_SPOT || kind == GS_PRICING_MARKETPLACE) {
        double def = kind == GS_PRICING_SPOT
                         ? GS_COST_DEFAULT_SPOT_INTERRUPTIONS_PER_HOUR : 0.0;

        p->interruptions_per_hour = or_default(a->interruptions_per_hour,
                                               def);
        p->restart_hours = gs_train_default_consts(g, GS_PREC_BF16, 1)
                               .expected.restart_s / GS_SECONDS_PER_HOUR;
        /* training redoes half a checkpoint interval on average; serving
         * loses nothing but the restart */
        p->lost_work_hours = trains
            ? t->tres.expected.checkpoint_interval_s / 2.0 /
                  GS_SECONDS_PER_HOUR : 0.0;
    }
    if (kind == GS_PRICING_OWNED)
        owned_terms(a, g, &p->owned);
}

/* ---- the engines ----------------------------------------------------- */

static int evaluate(const struct gs_cost_question *q,
                    const struct gs_cost_pricing *p,
                    const struct throughput *t, int64_t n,
                    struct gs_cost_result *res, const struct gs_trace *trace,
                    struct gs_error *err)
{
    if (q->kind == GS_CKIND_REALTIME || q->kind == GS_CKIND_BATCH) {
        struct gs_cost_infer_input in = {
            .pricing = *p,
            .gpus_per_replica = n,
            .replica_requests_per_s = t->unit_requests_per_s,
            .requests_per_s = q->requests_per_s,
            .peak_requests_per_s = q->peak_requests_per_s,
            .period_hours = q->period_hours,
            .output_tokens = (double)q->output_tokens,
            .acceptance_rate = q->acceptance_rate,
            .retry_rate = q->retry_rate,
            .storage_usd_per_month = q->storage_usd,
            .serving_stack_usd_per_month = q->serving_stack_usd,
            .observability_usd_per_month = q->observability_usd +
                                           q->other_usd,
            .labor_hours_per_month = q->labor_hours,
            .labor_usd_per_hour = q->labor_usd_per_hour,
            .measured_util_frac = gs_unset_f64(q->measured_util_frac)
                                      ? 0.0 : q->measured_util_frac,
        };
        double months = q->period_hours / GS_COST_HOURS_PER_MONTH;

        if (q->kind == GS_CKIND_BATCH) {
            /* a job's terms are per run: the engine takes per month */
            in.storage_usd_per_month /= months;
            in.serving_stack_usd_per_month /= months;
            in.observability_usd_per_month /= months;
            in.labor_hours_per_month /= months;
        }
        return gs_cost_infer(&in, res, trace, err);
    }
    if (q->kind == GS_CKIND_MEDIA) {
        struct gs_cost_media_input in = {
            .pricing = *p,
            .gpus_per_worker = n,
            .assets = q->assets,
            .assets_per_hour = t->assets_per_hour,
            .acceptance_rate = q->acceptance_rate,
            .storage_usd = q->storage_usd + q->other_usd,
        };
        double renders = q->assets * (1.0 + q->failed_render_rate);

        /* a file's moderation and review terms are per run: spread over
         * the renders and the assets they are paid on */
        struct gs_cost_rate rt;
        double held;

        in.failed_render_rate = q->failed_render_rate;
        in.queue_overhead_frac = q->queue_overhead_frac;
        /* a file's queue term in USD becomes the share of render time
         * that buys it: usd / (renders / assets_per_hour x gpus x held) */
        if (q->queue_usd > 0.0 &&
            gs_cost_rate_eval(p, &rt, NULL, err) == 0) {
            held = rt.committed_usd_per_gpu_hour +
                   rt.running_usd_per_gpu_hour * rt.spot_factor;
            if (held > 0.0)
                in.queue_overhead_frac +=
                    q->queue_usd / (renders / t->assets_per_hour *
                                    (double)n * held);
        }
        in.moderation_usd_per_render = q->moderation_usd_per_render +
                                       q->moderation_usd / renders;
        in.review_hours_per_asset = q->review_hours_per_asset;
        in.review_usd_per_hour = q->labor_usd_per_hour;
        if (q->review_usd > 0.0 && q->labor_usd_per_hour > 0.0)
            in.review_hours_per_asset += q->review_usd /
                                         (q->labor_usd_per_hour * q->assets);
        return gs_cost_media(&in, res, trace, err);
    }
    {
        const struct gs_train_metrics *e = &t->tres.expected;
        double wall_h = e->wall_s / GS_SECONDS_PER_HOUR;
        double lost_h = e->lost_s / GS_SECONDS_PER_HOUR;
        double slack_h = wall_h * (1.0 - e->goodput);
        struct gs_cost_train_input in = {
            .pricing = *p,
            .n_gpus = n,
            .wall_hours = wall_h,
            .goodput_frac = e->goodput,
            .lost_work_hours = lost_h > slack_h ? slack_h : lost_h,
            .tokens = q->tokens,
            .storage_usd = q->storage_usd + q->other_usd,
            .network_usd = q->network_usd,
            .checkpoint_storage_usd = q->checkpoint_usd,
            .labor_hours = q->labor_hours,
            .labor_usd_per_hour = q->labor_usd_per_hour,
        };

        return gs_cost_train(&in, res, trace, err);
    }
}

/* ---- break-even ------------------------------------------------------ */

static void breakeven_rows(struct gs_context *ctx, const struct gs_cost_args *a,
                           const struct gs_cost_question *q,
                           const struct gs_gpu *g,
                           int64_t n, const struct throughput *t,
                           const char *provider, size_t *scratch,
                           size_t *idx, struct gs_cost_view_breakeven *out,
                           size_t *n_out, const struct gs_trace *trace)
{
    static const enum gs_pricing kinds[] = {
        GS_PRICING_ON_DEMAND, GS_PRICING_RESERVED_1Y, GS_PRICING_RESERVED_3Y,
        GS_PRICING_OWNED,
    };
    struct gs_cost_rate rate[GS_ARRAY_SIZE(kinds)];
    bool have[GS_ARRAY_SIZE(kinds)];
    bool trains = gs_cost_kind_trains(q->kind);
    size_t i, j;

    *n_out = 0;
    for (i = 0; i < GS_ARRAY_SIZE(kinds); i++) {
        const struct gs_price *p = NULL;
        struct gs_cost_pricing cp;
        struct gs_error e = GS_ERROR_INIT;

        have[i] = false;
        if (kinds[i] != GS_PRICING_OWNED) {
            p = choose_price(ctx, g, kinds[i], provider, NULL, NULL, n,
                             scratch, idx);
            if (!p && provider)
                p = choose_price(ctx, g, kinds[i], NULL, NULL, NULL, n,
                                 scratch, idx);
            if (!p)
                continue;
        } else if (g->launch_price_usd <= 0.0 &&
                   gs_unset_f64(a->purchase_usd)) {
            continue;
        }
        make_pricing(a, g, kinds[i], p ? p->usd_per_gpu_hour : 0.0, t, trains,
                     &cp);
        if (gs_cost_rate_eval(&cp, &rate[i], NULL, &e) == 0)
            have[i] = true;
    }
    for (i = 0; i < GS_ARRAY_SIZE(kinds); i++)
        for (j = i + 1; j < GS_ARRAY_SIZE(kinds); j++) {
            struct gs_cost_view_breakeven *b = &out[*n_out];

            if (!have[i] || !have[j])
                continue;
            memset(b, 0, sizeof(*b));
            b->a = gs_pricing_name(kinds[i]);
            b->b = gs_pricing_name(kinds[j]);
            b->a_usd_per_gpu_hour = gs_cost_usd_per_used_hour(&rate[i], 1.0);
            b->b_usd_per_gpu_hour = gs_cost_usd_per_used_hour(&rate[j], 1.0);
            gs_cost_breakeven_util(&rate[i], &rate[j], &b->be, trace);
            b->output_tokens_per_month = NAN;
            (*n_out)++;
        }
}

/* ---- the command ------------------------------------------------------ */

int cmd_cost(int argc, const char **argv, struct gs_context *ctx,
             struct gs_error *err)
{
    struct gs_cost_args a = {
        .n_gpus = GS_UNSET_I64, .prompt_tokens = GS_UNSET_I64,
        .output_tokens = GS_UNSET_I64,
        .requests_per_s = GS_UNSET_F64, .peak_requests_per_s = GS_UNSET_F64,
        .requests = GS_UNSET_F64, .deadline_hours = GS_UNSET_F64,
        .assets = GS_UNSET_F64, .acceptance_rate = GS_UNSET_F64,
        .retry_rate = GS_UNSET_F64, .ttft_p99_s = GS_UNSET_F64,
        .itl_p99_s = GS_UNSET_F64, .period_hours = GS_UNSET_F64,
        .mfu = GS_UNSET_F64, .tokens_per_s_per_gpu = GS_UNSET_F64,
        .assets_per_hour = GS_UNSET_F64, .storage_usd = GS_UNSET_F64,
        .serving_stack_usd = GS_UNSET_F64,
        .observability_usd = GS_UNSET_F64, .network_usd = GS_UNSET_F64,
        .checkpoint_usd = GS_UNSET_F64, .labor_hours = GS_UNSET_F64,
        .labor_usd_per_hour = GS_UNSET_F64,
        .failed_render_rate = GS_UNSET_F64,
        .moderation_usd_per_render = GS_UNSET_F64,
        .queue_overhead_frac = GS_UNSET_F64,
        .review_hours_per_asset = GS_UNSET_F64,
        .purchase_usd = GS_UNSET_F64, .amortisation_years = GS_UNSET_F64,
        .usd_per_kwh = GS_UNSET_F64, .pue = GS_UNSET_F64,
        .interruptions_per_hour = GS_UNSET_F64,
        .measured_util_frac = GS_UNSET_F64,
    };
    struct gs_arena arena;
    struct gs_resolved_model rm = { 0 };
    struct gs_cost_question q;
    struct throughput t;
    struct gs_cost_pricing cp;
    struct gs_cost_result res, qres;
    struct gs_cost_view v;
    struct gs_cost_view_in vi;
    struct gs_cost_view_breakeven be[8];
    const struct gs_price *row = NULL, *quote = NULL;
    const struct gs_api_price *api = NULL;
    const struct gs_gpu *g;
    enum gs_pricing kind;
    size_t *scratch = NULL, *idx = NULL;
    int64_t n;
    bool have_file = false;
    int rc = gs_context_parse(ctx, gs_command_find("cost"), &a, &argc, argv,
                              err);

    if (rc != 0)
        return rc < 0 ? -1 : 0;
    if (argc > 1)
        return gs_error_set(err, GS_EUSAGE, "unexpected argument '%s'",
                            argv[1]);
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
    if (gs_cost_question_settle(&a, &ctx->data, g, &arena, &q, err) < 0)
        goto out;
    n = gs_unset_i64(a.n_gpus) ? 1 : a.n_gpus;      /* searched below */
    kind = (enum gs_pricing)gs_pricing_find(q.pricing);
    if (q.kind != GS_CKIND_MEDIA &&
        gs_resolve_model(&ctx->data, q.model_name, &rm, err) < 0)
        goto out;
    if (gs_context_prices(ctx, err) < 0)
        goto out;
    scratch = calloc(ctx->prices.n_prices + 1, sizeof(*scratch));
    idx = calloc(ctx->prices.n_prices + 1, sizeof(*idx));
    if (!scratch || !idx) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    /* No --gpus: the fewest GPUs that hold the workload, as perf and fit
     * answer (powers of two inside the scale-up domain, then whole
     * domains), so a newcomer's first question gets an answer. */
    if (gs_unset_i64(a.n_gpus) && q.kind != GS_CKIND_MEDIA) {
        int64_t dom = g->scale_up_domain_gpus > 0 ? g->scale_up_domain_gpus
                                                  : 1;

        for (n = 1; n <= GS_DEFAULT_MAX_GPUS;
             n = n < dom ? (2 * n <= dom ? 2 * n : dom) : n + dom) {
            struct gs_error probe = GS_ERROR_INIT;
            struct throughput pt;

            memset(&pt, 0, sizeof(pt));
            rc = q.kind == GS_CKIND_REALTIME || q.kind == GS_CKIND_BATCH
                     ? serving_throughput(&q, &a, rm.model, g, n, &pt, NULL,
                                          &probe)
                     : train_throughput(&q, &a, rm.model, g, n, &pt, NULL,
                                        &probe);
            if (rc == 0)
                break;
            if (probe.code != GS_EDOMAIN && probe.code != GS_EUSAGE) {
                *err = probe;
                rc = -1;
                goto out;
            }
        }
        rc = -1;
        if (n > GS_DEFAULT_MAX_GPUS) {
            gs_error_set(err, GS_EDOMAIN, "'%s' does not hold this workload "
                         "on up to %d GPUs of '%s' (gpusel fit shows why)",
                         rm.model ? rm.model->id : "the model",
                         (int)GS_DEFAULT_MAX_GPUS, g->id);
            goto out;
        }
        vi.auto_gpus = true;
    }
    if (kind != GS_PRICING_OWNED) {
        row = choose_price(ctx, g, kind, q.provider, q.region, a.instance, n,
                           scratch, idx);
        if (!row) {
            gs_error_set(err, GS_ENOTFOUND, "no %s price for '%s'%s%s%s%s "
                         "(gpusel list prices --gpu %s shows the rows)",
                         q.pricing, g->id, q.provider ? " at " : "",
                         q.provider ? q.provider : "",
                         q.region ? " in " : "", q.region ? q.region : "",
                         g->id);
            goto out;
        }
        quote = superseded_quote(ctx, row);
    } else if (g->launch_price_usd <= 0.0 && gs_unset_f64(a.purchase_usd)) {
        gs_error_set(err, GS_ENOTFOUND, "the catalogue has no launch price "
                     "for '%s'; give --purchase-usd", g->id);
        goto out;
    }
    if (a.api && price_api(ctx, a.api, &api, err) < 0)
        goto out;
    if (a.explain && gs_cost_view_explain(&v) < 0) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    switch (q.kind) {
    case GS_CKIND_REALTIME:
    case GS_CKIND_BATCH:
        rc = serving_throughput(&q, &a, rm.model, g, n, &t,
                                a.explain ? &v.trace : NULL, err);
        break;
    case GS_CKIND_MEDIA:
        rc = media_throughput(&q, &t, err);
        break;
    default:
        rc = train_throughput(&q, &a, rm.model, g, n, &t,
                              a.explain ? &v.trace : NULL, err);
        break;
    }
    if (rc < 0)
        goto out;
    rc = -1;
    make_pricing(&a, g, kind, row ? row->usd_per_gpu_hour : 0.0, &t,
                 gs_cost_kind_trains(q.kind), &cp);
    if (evaluate(&q, &cp, &t, n, &res, a.explain ? &v.trace : NULL, err) < 0)
        goto out;
    vi.n_quote = 0;
    if (quote) {
        struct gs_cost_pricing qp = cp;
        struct gs_error e = GS_ERROR_INIT;

        qp.usd_per_gpu_hour = quote->usd_per_gpu_hour;
        if (evaluate(&q, &qp, &t, n, &qres, NULL, &e) == 0) {
            vi.quote = quote;
            vi.quote_usd_total = qres.usd_total;
            vi.n_quote = 1;
        }
    }
    breakeven_rows(ctx, &a, &q, g, n, &t, q.provider, scratch, idx, be,
                   &vi.n_breakeven, a.explain ? &v.trace : NULL);
    if (api && (q.kind == GS_CKIND_REALTIME || q.kind == GS_CKIND_BATCH)) {
        struct gs_cost_api_input ai = {
            .api = { api->usd_per_mtok_input, api->usd_per_mtok_output },
            .requests_per_s = q.requests_per_s,
            .period_hours = q.period_hours,
            .prompt_tokens = (double)q.prompt_tokens,
            .output_tokens = (double)q.output_tokens,
            .acceptance_rate = q.acceptance_rate,
            .retry_rate = q.retry_rate,
            .observability_usd_per_month = q.observability_usd,
            .labor_hours_per_month = q.labor_hours,
            .labor_usd_per_hour = q.labor_usd_per_hour,
        };
        struct gs_cost_api_breakeven_input bi = {
            .api = ai.api,
            .prompt_tokens_per_output_token = (double)q.prompt_tokens /
                                              (double)q.output_tokens,
            .rate = res.rate,
            .gpus_per_replica = n,
            .replica_tokens_per_s = t.unit_tokens_per_s,
            .max_util_frac = q.requests_per_s / q.peak_requests_per_s,
            .min_replicas = 1,
            .fixed_usd_per_month = q.storage_usd + q.serving_stack_usd +
                                   q.observability_usd +
                                   q.labor_hours * q.labor_usd_per_hour,
        };
        struct gs_cost_view_breakeven *b = &be[vi.n_breakeven];
        struct gs_cost_api_breakeven ab;

        if (q.kind == GS_CKIND_BATCH) {
            double months = q.period_hours / GS_COST_HOURS_PER_MONTH;

            ai.observability_usd_per_month /= months;
            ai.labor_hours_per_month /= months;
        }
        if (gs_cost_api_infer(&ai, &vi.api_res, NULL, err) < 0 ||
            gs_cost_api_breakeven(&bi, &ab, a.explain ? &v.trace : NULL,
                                  err) < 0)
            goto out;
        vi.api = api;
        memset(b, 0, sizeof(*b));
        b->a = "self-hosted";
        b->b = "api";
        b->a_usd_per_gpu_hour = NAN;
        b->b_usd_per_gpu_hour = NAN;
        b->be.kind = ab.exists ? GS_BREAKEVEN_AT : GS_BREAKEVEN_B_CHEAPER;
        b->be.utilisation_frac = NAN;
        b->output_tokens_per_month = ab.exists ? ab.output_tokens_per_month
                                               : NAN;
        b->api_usd_per_mtok = ab.api_usd_per_token * GS_COST_TOKENS_PER_MTOK;
        b->self_usd_per_mtok = ab.self_marginal_usd_per_token *
                               GS_COST_TOKENS_PER_MTOK;
        b->is_api = true;
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
    vi.pp = t.pp;
    vi.dp = t.dp;
    vi.concurrency = t.concurrency;
    vi.throughput_source = t.source;
    vi.measured = t.measured;
    vi.unit_tokens_per_s = t.unit_tokens_per_s;
    vi.unit_requests_per_s = t.unit_requests_per_s;
    vi.ttft_p99_s = t.ttft_p99_s;
    vi.itl_p99_s = t.itl_p99_s;
    vi.assets_per_hour = t.assets_per_hour;
    vi.train = gs_cost_kind_trains(q.kind) ? &t.tres : NULL;
    vi.train_in = gs_cost_kind_trains(q.kind) ? &t.tin : NULL;
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
    free(scratch);
    free(idx);
    gs_cost_view_release(&v);
    gs_arena_release(&arena);
    return rc;
}
