/*
 * One candidate of a cost question: its price row, throughput, pricing,
 * cost and break-even points (src/plan/candidate.h has the contract),
 * so that cost, rank, sweep and normalize price a candidate the same
 * way.  Pure: no I/O, no allocation, no globals.
 */
#include <math.h>
#include <string.h>

#include "ascii.h"
#include "candidate.h"
#include "cost_defaults.h"
#include "defaults.h"
#include "layout.h"
#include "perf.h"
#include "engine_eff.h"
#include "roofline_defaults.h"
#include "serving.h"
#include "train_defaults.h"
#include "units.h"
#include "train_layout.h"
#include "banned.h"

/* A value or, when unset, the default. */
static double or_default(double v, double def)
{
    return gs_unset_f64(v) ? def : v;
}

/* ---- price rows ------------------------------------------------------ */


/*
 * The row a kind is priced at: the market's standing row of each offer
 * (src/model/market.h), the matching ones, the best.  NULL when none
 * matches.
 */
const struct gs_price *gs_candidate_choose_price(
    const struct gs_plan_prices *pp, const struct gs_gpu *g,
    enum gs_pricing kind, const char *provider, const char *region,
    const char *instance, int64_t n)
{
    struct gs_market_ask ask = {
        .gpu_id = g->id, .kind = kind, .provider = provider,
        .region = region, .instance = instance, .n_gpus = n,
        .scale_up_domain_gpus = g->scale_up_domain_gpus,
        .today_days = pp->today_days,
        .stale_after_days = pp->stale_after_days,
    };

    return gs_market_choose(pp->market, &ask);
}

void gs_candidate_choose_disagg_prices(
    const struct gs_plan_prices *pp, const struct gs_gpu *prefill_gpu,
    const struct gs_gpu *decode_gpu, enum gs_pricing kind,
    const char *provider, const char *region, int64_t prefill_gpus,
    int64_t decode_gpus, struct gs_candidate_disagg_offers *out)
{
    out->prefill = gs_candidate_choose_price(pp, prefill_gpu, kind, provider,
                                             region, NULL, prefill_gpus);
    out->decode = gs_candidate_choose_price(pp, decode_gpu, kind, provider,
                                            region, NULL, decode_gpus);
    out->usd_per_gpu_hour =
        out->prefill && out->decode
            ? gs_candidate_disagg_usd_per_gpu_hour(
                  prefill_gpus, out->prefill->usd_per_gpu_hour, decode_gpus,
                  out->decode->usd_per_gpu_hour)
            : NAN;
}

bool gs_candidate_disagg_owned_terms(int64_t prefill_gpus,
                                     const struct gs_cost_owned *prefill,
                                     int64_t decode_gpus,
                                     const struct gs_cost_owned *decode,
                                     struct gs_cost_owned *out)
{
    double p, d, n;

    if (prefill_gpus < 1 || decode_gpus < 1)
        return false;
    p = (double)prefill_gpus;
    d = (double)decode_gpus;
    n = p + d;
    *out = *decode;
    out->purchase_usd_per_gpu = (p * prefill->purchase_usd_per_gpu +
                                 d * decode->purchase_usd_per_gpu) / n;
    out->server_usd_per_gpu = (p * prefill->server_usd_per_gpu +
                               d * decode->server_usd_per_gpu) / n;
    out->tdp_w = (p * prefill->tdp_w + d * decode->tdp_w) / n;
    out->hosting_usd_per_gpu_month =
        (p * prefill->hosting_usd_per_gpu_month +
         d * decode->hosting_usd_per_gpu_month) / n;
    return true;
}

double gs_candidate_disagg_usd_per_gpu_hour(int64_t prefill_gpus,
                                            double prefill_usd_per_gpu_hour,
                                            int64_t decode_gpus,
                                            double decode_usd_per_gpu_hour)
{
    if (prefill_gpus < 1 || decode_gpus < 1 ||
        !isfinite(prefill_usd_per_gpu_hour) ||
        !isfinite(decode_usd_per_gpu_hour) ||
        prefill_usd_per_gpu_hour < 0.0 || decode_usd_per_gpu_hour < 0.0)
        return NAN;
    return ((double)prefill_gpus * prefill_usd_per_gpu_hour +
            (double)decode_gpus * decode_usd_per_gpu_hour) /
           (double)(prefill_gpus + decode_gpus);
}

/* The quote the chosen row replaced (src/model/market.h). */
const struct gs_price *gs_candidate_superseded_quote(
    const struct gs_plan_prices *pp, const struct gs_price *used)
{
    return gs_market_superseded_quote(pp->market, used);
}

int gs_candidate_price_api(const struct gs_plan_prices *pp,
                           const char *spec,
                           const struct gs_api_price **out,
                           struct gs_error *err)
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
    for (i = 0; i < pp->n_api_prices; i++) {
        const struct gs_api_price *p = &pp->api_prices[i];

        if (!p->has_token_prices || p->superseded || !p->provider ||
            strlen(p->provider) != plen ||
            gs_ascii_ncasecmp(p->provider, spec, plen) != 0 ||
            !gs_ascii_caseeq(p->model, slash + 1))
            continue;
        if (!best || p->as_of.days > best->as_of.days)
            best = p;
    }
    if (!best)
        return gs_error_set(err, GS_ENOTFOUND, "no token price for API '%s' "
                            "(gpusel list api-prices shows them)", spec);
    /* a figure the data marks as probably wrong is never used silently */
    if (best->suspect)
        return gs_error_set(err, GS_EDOMAIN, "the token price of API '%s' "
                            "is marked suspect (%s): it is not used until a "
                            "source confirms or corrects it (docs/prices.md)",
                            spec, best->notes ? best->notes : "no note");
    *out = best;
    return 0;
}

/* ---- throughput ------------------------------------------------------ */


int gs_candidate_check_features(const struct gs_cost_question *q,
                                const struct gs_model *m,
                                struct gs_error *err)
{
    if (!gs_unset_i64(q->ep) && q->ep > 1 && m->n_experts <= 0)
        return gs_error_set(err, GS_EUSAGE, "--ep: '%s' has no routed "
                            "experts", m->id);
    if (!gs_unset_i64(q->ep) && q->ep > m->n_experts && m->n_experts > 0)
        return gs_error_set(err, GS_EUSAGE, "--ep %lld exceeds the %lld "
                            "routed experts of '%s'", (long long)q->ep,
                            (long long)m->n_experts, m->id);
    return 0;
}

int gs_candidate_perf_query(const struct gs_cost_question *q,
                            const struct gs_model *m, const struct gs_gpu *g,
                            const char *engine, bool targets,
                            struct gs_workload *w, struct gs_perf_query *pq,
                            struct gs_error *err)
{
    struct gs_workload asked = GS_WORKLOAD_UNSET;
    enum gs_serving_engine e = GS_DEFAULT_SERVING_ENGINE;
    enum gs_precision p;

    asked.mode = GS_MODE_INFER;
    asked.ctx_tokens = q->prompt_tokens + q->output_tokens;
    asked.mem_util_frac = GS_PERF_DEFAULT_MEM_UTIL;
    if (q->n_formats)       /* settled: the first format accepted */
        asked.weight_dtype = q->formats[0];
    asked.kv_dtype = q->kv_dtype;
    if (gs_workload_settle(&asked, m, &gs_default_workload, w, err) < 0)
        return -1;
    p = gs_roofline_precision_for(w->weight_dtype, g);
    *pq = (struct gs_perf_query){
        .model = m, .gpu = g, .work = w,
        .prompt_tokens = q->prompt_tokens, .output_tokens = q->output_tokens,
        .consts = gs_roofline_default_consts(g, p),
        .compute_precision = p,
        .ttft_p99_s = targets ? q->ttft_p99_s : 0.0,
        .itl_p99_s = targets ? q->itl_p99_s : 0.0,
        .max_batch = GS_PERF_MAX_BATCH,
        .prefix_tokens = (double)q->prefix_tokens,
        .prefix_hit_rate = q->prefix_hit_rate,
        .spec_draft_tokens = q->mtp_draft_tokens,
        .spec_accept_tokens = q->acceptance_length,
        .spec_draft_model = q->draft_model,
    };
    if (gs_candidate_check_features(q, m, err) < 0)
        return -1;
    if (m->n_experts > 0 && gs_unset_i64(q->ep)) {
        /* MoE: the split search also tries EP with attention-DP */
        pq->ep = GS_PERF_EP_SEARCH;
        pq->attn_dp = true;
    } else if (m->n_experts > 0) {
        /* a fixed EP group (1: none) */
        pq->ep = q->ep > 1 ? q->ep : 0;
        pq->attn_dp = q->ep > 1 && q->attention_dp;
    }
    if (q->kv_offload_host_bytes > 0.0) {
        pq->kv_offload_host_bytes = q->kv_offload_host_bytes;
        pq->host_link_bw_bytes_per_s = gs_roofline_host_link_bw(g);
    }
    pq->consts.prefill_chunk_tokens = w->prefill_chunk_tokens;
    if (engine)
        gs_serving_engine_find(engine, &e);
    if (e != GS_SERVE_NONE) {
        const struct gs_serving_profile *sp = gs_serving_profile(e);

        pq->profile = sp;
        pq->consts.prefill_chunk_tokens = sp->max_batched_tokens;
        if (sp->max_num_seqs > 0)
            pq->max_batch = sp->max_num_seqs;
    }
    /* the engine x vendor x release efficiency (engine_eff.h) */
    gs_engine_eff_apply(&pq->consts,
                        gs_engine_eff_find(e, g, m->n_experts > 0));
    gs_perf_query_budget(pq, q->prefill_chunk_tokens, targets);
    pq->tpot_mean_s = targets ? q->tpot_mean_s : 0.0;
    return 0;
}

/*
 * Fixed disaggregated pools (q->disagg with prefill_gpus and
 * decode_gpus): the perf engine's gs_perf_disagg_choose on them, as
 * gpusel perf --disagg answers, the prefill pool tensor parallel, the
 * decode pool's split searched (EP included).
 */
static int disagg_pools_throughput(const struct gs_cost_question *q,
                                   const struct gs_cost_args *a,
                                   const struct gs_model *m,
                                   const struct gs_gpu *g, int64_t n,
                                   struct gs_candidate_throughput *t,
                                   struct gs_error *err)
{
    struct gs_workload w, wp;
    struct gs_perf_query pq, qd, qp;
    struct gs_perf_disagg_query dq;
    const struct gs_gpu *gp = q->prefill_gpu ? q->prefill_gpu : g;
    struct gs_perf_disagg d;
    bool found;

    if (n != q->prefill_gpus + q->decode_gpus)
        return gs_error_set(err, GS_EUSAGE, "--disagg with %lld prefill and "
                            "%lld decode GPUs is a unit of %lld, not %lld",
                            (long long)q->prefill_gpus,
                            (long long)q->decode_gpus,
                            (long long)(q->prefill_gpus + q->decode_gpus),
                            (long long)n);
    if (gs_candidate_perf_query(q, m, g, a->engine, q->kind ==
                                GS_WKIND_REALTIME, &w, &pq, err) < 0)
        return -1;
    qd = pq;
    gs_perf_disagg_decode_query(&qd);
    qp = pq;
    /* a different prefill GPU type: its own question, as perf --disagg
     * --prefill-gpu builds it */
    if (gp != g && gs_candidate_perf_query(q, m, gp, a->engine, q->kind ==
                                           GS_WKIND_REALTIME, &wp, &qp,
                                           err) < 0)
        return -1;
    gs_perf_disagg_prefill_query(&qp);
    dq = (struct gs_perf_disagg_query){ &qp, &qd, q->prefill_gpus,
                                        q->decode_gpus };
    if (gs_perf_disagg_choose(&dq, GS_UNSET_I64, &d, &found, err) < 0)
        return -1;
    t->fits = found;
    if (!found)
        return gs_error_set(err, GS_EDOMAIN, "'%s' does not fit %lld prefill "
                            "GPU(s) of '%s' and %lld decode GPU(s) of '%s'",
                            m->id, (long long)q->prefill_gpus, gp->id,
                            (long long)q->decode_gpus, g->id);
    t->disagg = true;
    t->prefill_gpus = q->prefill_gpus;
    t->decode_gpus = q->decode_gpus;
    t->prefill_tp = d.prefill_tp;
    t->prefill_instances = d.prefill_dp;
    t->decode_replicas = 1;
    t->prefill_s = d.prefill_s;
    t->kv_transfer_s = d.kv_transfer_s;
    t->prefill_load_frac = d.prefill_load;
    t->ep = d.decode.ep;
    t->attn_dp = d.decode.attn_dp;
    t->tp = d.decode.tp;
    t->pp = d.decode.pp;
    t->dp = d.decode.dp;
    t->ttft_p99_s = d.ttft_p99_s;
    t->itl_p99_s = d.itl_p99_s;
    if (!d.meets_targets)
        return gs_error_set(err, GS_EDOMAIN, "no concurrency on %lld prefill "
                            "and %lld decode GPU(s) of '%s' meets the latency "
                            "targets (p99 TTFT %.3g s, ITL %.3g s)",
                            (long long)q->prefill_gpus,
                            (long long)q->decode_gpus, g->id, d.ttft_p99_s,
                            d.itl_p99_s);
    t->source = "roofline (perf engine), disaggregated pools";
    t->concurrency = d.decode.concurrency;
    t->tpot_mean_s = d.decode.expected.itl_s;
    t->unit_tokens_per_s = d.tokens_per_s;
    t->unit_requests_per_s = d.tokens_per_s / (double)q->output_tokens;
    return 0;
}

/* GS_EDOMAIN: one sequence of the question does not fit n GPUs of g
 * (the measured and the modelled path file it alike: does_not_fit). */
static int no_fit(const struct gs_cost_question *q, const struct gs_model *m,
                  const struct gs_gpu *g, int64_t n, struct gs_error *err)
{
    return gs_error_set(err, GS_EDOMAIN, "'%s' does not hold one sequence "
                        "of %lld tokens on %lld GPU(s) of '%s' (gpusel fit "
                        "shows why; try more --gpus)", m->id,
                        (long long)(q->prompt_tokens + q->output_tokens),
                        (long long)n, g->id);
}

int gs_candidate_serving_throughput(const struct gs_cost_question *q,
                                    const struct gs_cost_args *a,
                                    const struct gs_model *m,
                                    const struct gs_gpu *g, int64_t n,
                                    struct gs_candidate_throughput *t,
                                    const struct gs_trace *trace,
                                    struct gs_error *err)
{
    struct gs_workload w;
    struct gs_perf_query pq;
    struct gs_perf_choice ch;
    struct gs_perf_point pt;

    if (!gs_unset_f64(q->measured_tokens_per_s_per_gpu)) {
        /* a measured rate prices n GPUs only where the model fits on them:
         * the same memory check as a modelled candidate, without targets
         * (a measurement made on 8 GPUs says nothing about 1) */
        if (gs_candidate_perf_query(q, m, g, a->engine, false, &w, &pq,
                                    err) < 0)
            return -1;
        pq.memo = q->perf_memo;
        pq.expected_only = true;
        if (gs_perf_choose(&pq, n, GS_UNSET_I64, GS_UNSET_I64, GS_UNSET_I64,
                           &pt, &ch, err) < 0)
            return -1;
        if (!ch.found)
            return no_fit(q, m, g, n, err);
        t->measured = true;
        t->fits = true;
        t->source = q->measured_source;
        t->unit_tokens_per_s = q->measured_tokens_per_s_per_gpu * (double)n;
        t->unit_requests_per_s = t->unit_tokens_per_s /
                                 (double)q->output_tokens;
        t->tp = n;
        t->pp = t->dp = 1;
        return 0;
    }
    if (q->disagg && !gs_unset_i64(q->prefill_gpus))
        return disagg_pools_throughput(q, a, m, g, n, t, err);
    if (gs_candidate_perf_query(q, m, g, a->engine, q->kind ==
                                GS_WKIND_REALTIME, &w, &pq, err) < 0)
        return -1;
    pq.memo = q->perf_memo;
    pq.expected_only = true;        /* t takes the expected point only */
    if (gs_perf_choose(&pq, n, GS_UNSET_I64, GS_UNSET_I64, GS_UNSET_I64, &pt,
                       &ch, err) < 0)
        return -1;
    t->fits = ch.found;
    if (!ch.found)
        return no_fit(q, m, g, n, err);
    if (!pt.meets_targets) {
        t->ep = pt.ep;
        t->attn_dp = pt.attn_dp;
        t->tp = pt.tp;
        t->pp = pt.pp;
        t->dp = pt.dp;
        t->ttft_p99_s = pt.expected.ttft_p99_s;
        t->itl_p99_s = pt.expected.itl_p99_s;
        return gs_error_set(err, GS_EDOMAIN, "no concurrency on %lld GPU(s) "
                            "of '%s' meets the latency targets (p99 TTFT "
                            "%.3g s, ITL %.3g s at one sequence)",
                            (long long)n, g->id, pt.expected.ttft_p99_s,
                            pt.expected.itl_p99_s);
    }
    gs_perf_point_query(&pq, &pt, &pq);
    if (trace && gs_perf_eval(&pq, pt.tp, pt.pp, pt.dp, pt.concurrency,
                              trace, &pt, err) < 0)
        return -1;
    t->source = "roofline (perf engine)";
    t->ep = pt.ep;
    t->attn_dp = pt.attn_dp;
    t->tp = pt.tp;
    t->pp = pt.pp;
    t->dp = pt.dp;
    t->concurrency = pt.concurrency;
    t->prefill_chunk_tokens = pt.prefill_chunk_tokens;
    t->tpot_mean_s = pt.expected.itl_s;
    t->unit_tokens_per_s = pt.expected.tokens_per_s;
    t->unit_requests_per_s = pt.expected.tokens_per_s /
                             (double)q->output_tokens;
    t->ttft_p99_s = pt.expected.ttft_p99_s;
    t->itl_p99_s = pt.expected.itl_p99_s;
    return 0;
}

enum gs_fit_mode gs_candidate_train_mode(enum gs_workload_kind k)
{
    switch (k) {
    case GS_WKIND_FINETUNE:
        return GS_MODE_FULL_FT;
    case GS_WKIND_LORA:
        return GS_MODE_LORA;
    case GS_WKIND_QLORA:
        return GS_MODE_QLORA;
    default:
        return GS_MODE_TRAIN;
    }
}


/* The fastest layout of n GPUs that fits (as gpusel train chooses). */
int gs_candidate_train_throughput(const struct gs_cost_question *q,
                                  const struct gs_cost_args *a,
                                  const struct gs_model *m,
                                  const struct gs_gpu *g, int64_t n,
                                  struct gs_candidate_throughput *t,
                                  const struct gs_trace *trace,
                                  struct gs_error *err)
{
    struct gs_workload u = GS_WORKLOAD_UNSET, w;
    struct gs_train_input base;
    bool found = false;
    int p;

    u.mode = gs_candidate_train_mode(q->kind);
    if (gs_workload_settle(&u, m, &gs_default_workload, &w, err) < 0)
        return -1;
    if (q->n_train_precisions > 1 && a->precision)  /* sweep's list */
        return gs_error_set(err, GS_EUSAGE, "unknown training precision "
                            "'%s' (bf16, fp16, fp8, fp32)", a->precision);
    p = (int)q->train_precisions[0];
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
    gs_candidate_train_layout(m, g, &w, &base, n, t, &found);
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
    /* a given MFU (--mfu, a measured entry) is a measurement */
    t->measured = !isnan(base.mfu) && !gs_unset_f64(base.mfu);
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

int gs_candidate_media_throughput(const struct gs_cost_question *q,
                                  struct gs_candidate_throughput *t,
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

void gs_candidate_owned_terms(const struct gs_cost_args *a,
                              const struct gs_gpu *g,
                              struct gs_cost_owned *o)
{
    o->purchase_usd_per_gpu = gs_unset_f64(a->purchase_usd)
                                  ? gs_gpu_purchase_usd(g) : a->purchase_usd;
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
void gs_candidate_make_pricing(const struct gs_cost_args *a,
                               const struct gs_gpu *g, enum gs_pricing kind,
                               double usd_per_gpu_hour,
                               const struct gs_candidate_throughput *t,
                               bool trains, struct gs_cost_pricing *p)
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
        gs_candidate_owned_terms(a, g, &p->owned);
    /* reserved GPUs bear their term: a training run, a batch job and a
     * media job pay the unused commitment, a realtime service's later
     * periods use it (gs_cost_infer charges it only for a job) */
    p->term_hours = gs_cost_term_hours(kind);
    p->term_reuse_frac = or_default(a->reserved_reuse_frac, 0.0);
}

/* ---- the engines ----------------------------------------------------- */

int gs_candidate_evaluate(const struct gs_cost_question *q,
                          const struct gs_cost_pricing *p,
                          const struct gs_candidate_throughput *t, int64_t n,
                          struct gs_cost_result *res,
                          const struct gs_trace *trace,
                          struct gs_error *err)
{
    if (q->kind == GS_WKIND_REALTIME || q->kind == GS_WKIND_BATCH) {
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

        in.network_usd_per_month = q->network_usd;
        if (q->kind == GS_WKIND_BATCH) {
            /* a job's terms are per run: the engine takes per month */
            in.storage_usd_per_month /= months;
            in.serving_stack_usd_per_month /= months;
            in.observability_usd_per_month /= months;
            in.labor_hours_per_month /= months;
            in.network_usd_per_month /= months;
            in.job = true;
            in.startup_hours = GS_COST_DEFAULT_JOB_STARTUP_HOURS;
        }
        return gs_cost_infer(&in, res, trace, err);
    }
    if (q->kind == GS_WKIND_MEDIA) {
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

void gs_candidate_breakeven_rows(const struct gs_plan_prices *pp,
                                 const struct gs_cost_args *a,
                                 const struct gs_cost_question *q,
                                 const struct gs_gpu *g, int64_t n,
                                 const struct gs_candidate_throughput *t,
                                 const char *provider,
                                 struct gs_breakeven_row *out,
                                 size_t *n_out, const struct gs_trace *trace)
{
    static const enum gs_pricing kinds[] = {
        GS_PRICING_ON_DEMAND, GS_PRICING_RESERVED_1Y, GS_PRICING_RESERVED_3Y,
        GS_PRICING_OWNED,
    };
    struct gs_cost_rate rate[GS_ARRAY_SIZE(kinds)];
    bool have[GS_ARRAY_SIZE(kinds)];
    bool trains = gs_workload_kind_trains(q->kind);
    size_t i, j;

    *n_out = 0;
    for (i = 0; i < GS_ARRAY_SIZE(kinds); i++) {
        const struct gs_price *p = NULL;
        struct gs_cost_pricing cp;
        struct gs_error e = GS_ERROR_INIT;

        have[i] = false;
        if (kinds[i] != GS_PRICING_OWNED) {
            p = gs_candidate_choose_price(pp, g, kinds[i], provider, NULL,
                                          NULL, n);
            if (!p && provider)
                p = gs_candidate_choose_price(pp, g, kinds[i], NULL, NULL,
                                              NULL, n);
            if (!p)
                continue;
        } else if (gs_gpu_purchase_usd(g) <= 0.0 &&
                   gs_unset_f64(a->purchase_usd)) {
            continue;
        }
        gs_candidate_make_pricing(a, g, kinds[i],
                                  p ? p->usd_per_gpu_hour : 0.0, t, trains,
                                  &cp);
        if (gs_cost_rate_eval(&cp, &rate[i], NULL, &e) == 0)
            have[i] = true;
    }
    for (i = 0; i < GS_ARRAY_SIZE(kinds); i++)
        for (j = i + 1; j < GS_ARRAY_SIZE(kinds); j++) {
            struct gs_breakeven_row *b = &out[*n_out];

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

int gs_candidate_throughput(const struct gs_cost_question *q,
                            const struct gs_cost_args *a,
                            const struct gs_model *m, const struct gs_gpu *g,
                            int64_t n, struct gs_candidate_throughput *t,
                            const struct gs_trace *trace,
                            struct gs_error *err)
{
    switch (q->kind) {
    case GS_WKIND_REALTIME:
    case GS_WKIND_BATCH:
        return gs_candidate_serving_throughput(q, a, m, g, n, t, trace, err);
    case GS_WKIND_MEDIA:
        if (gs_candidate_media_throughput(q, t, err) < 0)
            return -1;
        t->assets_per_hour = gs_cost_media_worker_assets_per_hour(
            t->assets_per_hour, q->measured_assets_per_gpu, n);
        return 0;
    default:
        return gs_candidate_train_throughput(q, a, m, g, n, t, trace, err);
    }
}

int64_t gs_candidate_next_count(const struct gs_gpu *g, int64_t n)
{
    int64_t dom = g->scale_up_domain_gpus > 0 ? g->scale_up_domain_gpus : 1;

    return n < dom ? (2 * n <= dom ? 2 * n : dom) : n + dom;
}

int gs_candidate_fewest_gpus(const struct gs_cost_question *q,
                             const struct gs_cost_args *a,
                             const struct gs_model *m, const struct gs_gpu *g,
                             int64_t max_gpus, int64_t *n,
                             struct gs_error *err)
{
    int64_t k;

    for (k = 1; k <= max_gpus; k = gs_candidate_next_count(g, k)) {
        struct gs_error probe = GS_ERROR_INIT;
        struct gs_candidate_throughput pt;
        int rc;

        memset(&pt, 0, sizeof(pt));
        rc = q->kind == GS_WKIND_REALTIME || q->kind == GS_WKIND_BATCH
                 ? gs_candidate_serving_throughput(q, a, m, g, k, &pt, NULL,
                                                   &probe)
                 : gs_candidate_train_throughput(q, a, m, g, k, &pt, NULL,
                                                 &probe);
        if (rc == 0) {
            *n = k;
            return 0;
        }
        if (probe.code != GS_EDOMAIN && probe.code != GS_EUSAGE) {
            *err = probe;
            return -1;
        }
    }
    return gs_error_set(err, GS_EDOMAIN, "'%s' does not hold this workload "
                        "on up to %d GPUs of '%s' (gpusel fit shows why)",
                        m ? m->id : "the model", (int)max_gpus, g->id);
}

/* The share of prompt tokens an API bills at its cached-input price:
 * the same cached tokens perf skips (gs_perf_cached_tokens). */
static double cached_frac(const struct gs_cost_question *q)
{
    struct gs_perf_query pq = {
        .prompt_tokens = q->prompt_tokens,
        .prefix_tokens = (double)q->prefix_tokens,
        .prefix_hit_rate = q->prefix_hit_rate,
    };

    return q->prompt_tokens > 0
               ? gs_perf_cached_tokens(&pq) / (double)q->prompt_tokens
               : 0.0;
}

static struct gs_cost_api_input api_input(const struct gs_cost_question *q,
                                          const struct gs_api_price *api)
{
    struct gs_cost_api_input ai = {
        .api = { api->usd_per_mtok_input, api->usd_per_mtok_output,
                 api->usd_per_mtok_cached_input, cached_frac(q) },
        .requests_per_s = q->requests_per_s,
        .period_hours = q->period_hours,
        .prompt_tokens = (double)q->prompt_tokens,
        .output_tokens = (double)q->output_tokens,
        .acceptance_rate = q->acceptance_rate,
        .retry_rate = q->retry_rate,
        .observability_usd_per_month = q->observability_usd,
        .labor_hours_per_month = q->labor_hours,
        .labor_usd_per_hour = q->labor_usd_per_hour,
        .storage_usd_per_month = q->storage_usd,
        .network_usd_per_month = q->network_usd,
    };

    /* batch prices for a batch job, cached-input prices for the prompt
     * share a cached prefix serves (price.h) */
    gs_api_effective_prices(api, q->kind == GS_WKIND_BATCH,
                            q->prefix_hit_frac, &ai.api.usd_per_mtok_input,
                            &ai.api.usd_per_mtok_output);
    if (q->kind == GS_WKIND_BATCH) {
        double months = q->period_hours / GS_COST_HOURS_PER_MONTH;

        ai.observability_usd_per_month /= months;
        ai.labor_hours_per_month /= months;
        ai.storage_usd_per_month /= months;
        ai.network_usd_per_month /= months;
    }
    return ai;
}

int gs_candidate_api_evaluate(const struct gs_cost_question *q,
                              const struct gs_api_price *api,
                              struct gs_cost_result *res,
                              struct gs_error *err)
{
    struct gs_cost_api_input ai = api_input(q, api);

    return gs_cost_api_infer(&ai, res, NULL, err);
}

int gs_candidate_api_breakeven(const struct gs_cost_question *q,
                               const struct gs_api_price *api,
                               const struct gs_cost_result *self, int64_t n,
                               const struct gs_candidate_throughput *t,
                               struct gs_breakeven_row *out,
                               const struct gs_trace *trace,
                               struct gs_error *err)
{
    struct gs_cost_api_breakeven_input bi = {
        .api = { api->usd_per_mtok_input, api->usd_per_mtok_output,
                 api->usd_per_mtok_cached_input, cached_frac(q) },
        .prompt_tokens_per_output_token = (double)q->prompt_tokens /
                                          (double)q->output_tokens,
        .rate = self->rate,
        .gpus_per_replica = n,
        .replica_tokens_per_s = t->unit_tokens_per_s,
        .max_util_frac = q->requests_per_s / q->peak_requests_per_s,
        .min_replicas = 1,
        .fixed_usd_per_month = q->storage_usd + q->serving_stack_usd +
                               q->observability_usd +
                               q->labor_hours * q->labor_usd_per_hour,
    };
    struct gs_cost_api_breakeven ab;

    gs_api_effective_prices(api, q->kind == GS_WKIND_BATCH,
                            q->prefix_hit_frac, &bi.api.usd_per_mtok_input,
                            &bi.api.usd_per_mtok_output);
    if (gs_cost_api_breakeven(&bi, &ab, trace, err) < 0)
        return -1;
    memset(out, 0, sizeof(*out));
    out->a = "self-hosted";
    out->b = "api";
    out->a_usd_per_gpu_hour = NAN;
    out->b_usd_per_gpu_hour = NAN;
    out->be.kind = ab.exists ? GS_BREAKEVEN_AT : GS_BREAKEVEN_B_CHEAPER;
    out->be.utilisation_frac = NAN;
    out->output_tokens_per_month = ab.exists ? ab.output_tokens_per_month
                                             : NAN;
    out->api_usd_per_mtok = ab.api_usd_per_token * GS_COST_TOKENS_PER_MTOK;
    out->self_usd_per_mtok = ab.self_marginal_usd_per_token *
                             GS_COST_TOKENS_PER_MTOK;
    out->is_api = true;
    return 0;
}
