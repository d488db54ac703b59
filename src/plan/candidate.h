#ifndef GPUSEL_CANDIDATE_H
#define GPUSEL_CANDIDATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cost.h"
#include "error.h"
#include "gpu.h"
#include "layout.h"
#include "market.h"
#include "model.h"
#include "perf.h"
#include "price.h"
#include "question.h"
#include "trace.h"
#include "train.h"

/*
 * One candidate of a cost question (plan layer, src/plan/candidate.c): a
 * GPU type, a GPU count, a pricing kind and an offer, turned into the
 * cost engine's inputs and answered.  `gpusel cost` asks it for one
 * candidate; `rank`, `sweep` and `normalize` for many.  The steps, in
 * the order a caller takes them:
 *
 *   1. the price row:  gs_candidate_choose_price() (and the quote it
 *      replaced, gs_candidate_superseded_quote()); an API offer:
 *      gs_candidate_price_api();
 *   2. the throughput: gs_candidate_throughput() (or the per-kind
 *      gs_candidate_serving_throughput(), _train_throughput(),
 *      _media_throughput());
 *   3. the pricing:    gs_candidate_make_pricing();
 *   4. the cost:       gs_candidate_evaluate();
 *   5. break-even:     gs_candidate_breakeven_rows().
 *
 * Nothing here reads a file, prints or allocates: prices come indexed
 * (struct gs_plan_prices, the market of src/model/market.h), and every
 * result is written into the caller's structs.  The strings results
 * point at are static, the dataset's or the price set's.  Functions
 * that can fail take `err` last and return 0 or -1; `trace` may be NULL
 * everywhere (a formula trace, as `cost --explain` shows).
 *
 * Signatures here are stable: sweep and normalize build on them; add a
 * function rather than change one.
 */

/* ---- 1. price rows ---------------------------------------------------- */

/*
 * The prices a candidate is priced from, as the command loaded them
 * (borrowed): the instance rows indexed by the market (standing rows at
 * the pin, superseded quotes), the model API rows, and the day their
 * staleness is judged on.
 */
struct gs_plan_prices {
    const struct gs_market *market;
    const struct gs_api_price *api_prices;
    size_t n_api_prices;
    int32_t today_days;           /* days since 1970-01-01 */
    int32_t stale_after_days;
};

/*
 * The row pricing kind `kind` of GPU g at: among the newest row of each
 * offer (at --prices-as-of when pinned; an offer with no dated row is
 * stood for by its last undated row not marked superseded, as 'list
 * prices' shows it) the rows of g and kind that match provider, region
 * and instance (each NULL: any; case ignored), the best: one for n GPUs
 * before one for another count, a fresh row before a stale one (at
 * --today), then the cheaper per GPU-hour, then the offer order
 * (gs_price_offer_cmp): gs_market_choose().  NULL when none matches.
 */
const struct gs_price *gs_candidate_choose_price(
    const struct gs_plan_prices *pp, const struct gs_gpu *g,
    enum gs_pricing kind, const char *provider, const char *region,
    const char *instance, int64_t n);

/*
 * The two offers of a disaggregated unit whose prefill pool is another
 * GPU type (cost --disagg --prefill-gpu): each pool at its own GPU's
 * row by the same market rule (gs_candidate_choose_price) for its own
 * GPU count: at `provider` when given, else the best (cheapest fresh)
 * standing offer of `kind`; `region` for both.  No instance filter: an
 * instance name belongs to one GPU type.  out->prefill or out->decode
 * NULL when that pool has no offer; out->usd_per_gpu_hour is then NAN,
 * else gs_candidate_disagg_usd_per_gpu_hour() of the two rows.
 */
struct gs_candidate_disagg_offers {
    const struct gs_price *prefill, *decode;
    double usd_per_gpu_hour;        /* over the unit's prefill + decode GPUs */
};

void gs_candidate_choose_disagg_prices(
    const struct gs_plan_prices *pp, const struct gs_gpu *prefill_gpu,
    const struct gs_gpu *decode_gpu, enum gs_pricing kind,
    const char *provider, const char *region, int64_t prefill_gpus,
    int64_t decode_gpus, struct gs_candidate_disagg_offers *out);

/*
 * The per-GPU-hour rate of a unit of two pools, each paid at its own
 * rate: the sum of both pools' GPU-hours at their prices over the
 * unit's GPUs, (P x p_P + D x p_D) / (P + D) USD per GPU-hour, so that
 * the cost engine's n x rate is the sum of the two pools' bills.  NAN
 * when a count is < 1 or a rate is negative or not finite.
 */
double gs_candidate_disagg_usd_per_gpu_hour(int64_t prefill_gpus,
                                            double prefill_usd_per_gpu_hour,
                                            int64_t decode_gpus,
                                            double decode_usd_per_gpu_hour);

/*
 * The ownership terms of a unit of two owned pools (rank --prefill-gpu
 * with owned GPUs): every per-GPU term (purchase, server share, board
 * power, hosting) the GPU-weighted mean (P x t_P + D x t_D) / (P + D),
 * so that the cost engine's n x term is the sum of the two pools'; the
 * site's terms (amortisation years, PUE, USD per kWh) the decode
 * pool's.  Each term of the cost engine's owned rate is linear in them
 * (cost.h, struct gs_cost_rate), so the unit's rate is the two pools'
 * sum.  false (*out untouched) when a count is < 1.
 */
bool gs_candidate_disagg_owned_terms(int64_t prefill_gpus,
                                     const struct gs_cost_owned *prefill,
                                     int64_t decode_gpus,
                                     const struct gs_cost_owned *decode,
                                     struct gs_cost_owned *out);

/* The quote the chosen row `used` replaced: the same offer's newest
 * other row dated before it or marked superseded; NULL if none. */
const struct gs_price *gs_candidate_superseded_quote(
    const struct gs_plan_prices *pp, const struct gs_price *used);

/*
 * The newest token price of the model API `spec` ("PROVIDER/MODEL",
 * case ignored) not marked superseded.  0 with *out set; -1 with
 * GS_EUSAGE for a spec without a slash, GS_ENOTFOUND when no row has
 * token prices (*out NULL either way).
 */
int gs_candidate_price_api(const struct gs_plan_prices *pp,
                           const char *spec,
                           const struct gs_api_price **out,
                           struct gs_error *err);

/* ---- 2. throughput ---------------------------------------------------- */

/* What one candidate delivers: struct gs_candidate_throughput, in
 * engine/layout.h (the training layout search fills it). */


/*
 * Whether q's serving features suit model m: --ep above 1 needs routed
 * experts, and no more than m has.  0, or -1 with GS_EUSAGE.
 */
int gs_candidate_check_features(const struct gs_cost_question *q,
                                const struct gs_model *m,
                                struct gs_error *err);

/*
 * The perf engine's question for serving q's model on g: the workload
 * settled at q's precision and token shape into *w (which *pq points
 * at), the roofline constants for the GPU and precision, the serving
 * engine's profile (`engine` by name; NULL: the default), and q's p99
 * targets when `targets` (realtime).  GS_EUSAGE for an unknown format.
 */
int gs_candidate_perf_query(const struct gs_cost_question *q,
                            const struct gs_model *m, const struct gs_gpu *g,
                            const char *engine, bool targets,
                            struct gs_workload *w, struct gs_perf_query *pq,
                            struct gs_error *err);

/*
 * Serving (realtime, batch) on n GPUs of g: a measured per-GPU rate
 * when the question has one (tp = n), else the perf engine's best
 * layout and concurrency at the question's latency targets (realtime
 * only) and serving engine (a->engine, default vLLM).  GS_EDOMAIN when
 * one sequence does not fit or no concurrency meets the targets;
 * GS_EUSAGE for an unknown weight format.  *t must start zeroed.  t->fits
 * says which GS_EDOMAIN it was: false, one sequence does not fit; true,
 * it fits but misses the targets (t->tp, pp, dp, ttft_p99_s and
 * itl_p99_s then hold the layout and latencies at one sequence).
 */
int gs_candidate_serving_throughput(const struct gs_cost_question *q,
                                    const struct gs_cost_args *a,
                                    const struct gs_model *m,
                                    const struct gs_gpu *g, int64_t n,
                                    struct gs_candidate_throughput *t,
                                    const struct gs_trace *trace,
                                    struct gs_error *err);

/* The fit mode a training kind asks (training: train; finetune, lora,
 * qlora: their own). */
enum gs_fit_mode gs_candidate_train_mode(enum gs_workload_kind k);


/*
 * Training kinds on n GPUs of g: the fastest layout (tp inside the
 * scale-up domain, pp, dp, ZeRO 0-3) that fits, as `gpusel train`
 * chooses; the MFU is a->mfu, else the measured one, else modelled.
 * GS_EDOMAIN when no layout fits (t->fits false); GS_EUSAGE for an
 * unknown precision.
 */
int gs_candidate_train_throughput(const struct gs_cost_question *q,
                                  const struct gs_cost_args *a,
                                  const struct gs_model *m,
                                  const struct gs_gpu *g, int64_t n,
                                  struct gs_candidate_throughput *t,
                                  const struct gs_trace *trace,
                                  struct gs_error *err);

/* Media: the measured assets per hour (GS_EUSAGE without one). */
int gs_candidate_media_throughput(const struct gs_cost_question *q,
                                  struct gs_candidate_throughput *t,
                                  struct gs_error *err);

/* The three above by the question's kind (m unused for media). */
int gs_candidate_throughput(const struct gs_cost_question *q,
                            const struct gs_cost_args *a,
                            const struct gs_model *m, const struct gs_gpu *g,
                            int64_t n, struct gs_candidate_throughput *t,
                            const struct gs_trace *trace,
                            struct gs_error *err);

/*
 * The GPU count after n in the search for the fewest that hold a
 * workload: powers of two up to g's scale-up domain, then whole
 * domains (as perf and fit count).
 */
int64_t gs_candidate_next_count(const struct gs_gpu *g, int64_t n);

/*
 * The fewest GPUs of g, up to max_gpus in gs_candidate_next_count()'s
 * steps, on which gs_candidate_serving_throughput() (serving kinds) or
 * _train_throughput() (training kinds) succeeds, into *n.  GS_EDOMAIN
 * naming the model, max_gpus and g when none does; another error of the
 * throughput functions (not GS_EDOMAIN or GS_EUSAGE) as it came.
 */
int gs_candidate_fewest_gpus(const struct gs_cost_question *q,
                             const struct gs_cost_args *a,
                             const struct gs_model *m, const struct gs_gpu *g,
                             int64_t max_gpus, int64_t *n,
                             struct gs_error *err);

/* ---- 3. pricing ------------------------------------------------------- */

/* An owned GPU's terms: the purchase price (a->purchase_usd, else g's
 * launch price), server share, amortisation, g's power at the PUE and
 * electricity price, colocation (cost_defaults.h for what is unset). */
void gs_candidate_owned_terms(const struct gs_cost_args *a,
                              const struct gs_gpu *g,
                              struct gs_cost_owned *o);

/*
 * The engine's pricing of one GPU of g under `kind` at the row's USD
 * per GPU-hour (unused for owned): spot and marketplace get their
 * interruption rate (a->interruptions_per_hour, else the default), the
 * restart time and, when `trains`, half of t's checkpoint interval of
 * lost work; owned gets gs_candidate_owned_terms().
 */
void gs_candidate_make_pricing(const struct gs_cost_args *a,
                               const struct gs_gpu *g, enum gs_pricing kind,
                               double usd_per_gpu_hour,
                               const struct gs_candidate_throughput *t,
                               bool trains, struct gs_cost_pricing *p);

/* ---- 4. the cost ------------------------------------------------------ */

/*
 * The cost engine on one candidate of n GPUs (per replica, job or
 * worker) priced at *p delivering *t: gs_cost_infer, gs_cost_train or
 * gs_cost_media by the question's kind, with the question's extra
 * terms.  0, or -1 with the engine's GS_EDOMAIN.
 */
int gs_candidate_evaluate(const struct gs_cost_question *q,
                          const struct gs_cost_pricing *p,
                          const struct gs_candidate_throughput *t, int64_t n,
                          struct gs_cost_result *res,
                          const struct gs_trace *trace,
                          struct gs_error *err);

/*
 * The same demand (serving kinds only) bought from the model API `api`
 * (gs_cost_api_infer): the API's token prices, the question's
 * observability and labour terms (a batch job's per-run terms spread
 * as per month).  0, or -1 with the engine's GS_EDOMAIN.
 */
int gs_candidate_api_evaluate(const struct gs_cost_question *q,
                              const struct gs_api_price *api,
                              struct gs_cost_result *res,
                              struct gs_error *err);

/* ---- 5. break-even ---------------------------------------------------- */

/*
 * One break-even line between two ways of paying (two pricing kinds of
 * one GPU, or self-hosting and a model API), as cost and rank show it.
 */
struct gs_breakeven_row {
    const char *a, *b;                /* kind names, "self-hosted", "api" */
    double a_usd_per_gpu_hour;        /* at full utilisation; NAN for api */
    double b_usd_per_gpu_hour;
    struct gs_cost_breakeven be;
    bool is_api;
    double output_tokens_per_month;   /* is_api and it exists; else NAN */
    double api_usd_per_mtok;          /* is_api: blended API price */
    double self_usd_per_mtok;         /* is_api: self-hosting marginal */
};

/* Break-even lines between the kinds gs_candidate_breakeven_rows()
 * compares (on-demand, reserved-1y, reserved-3y, owned): every pair. */
#define GS_CANDIDATE_MAX_BREAKEVEN 6

/*
 * The break-even utilisation between every two of on-demand,
 * reserved-1y, reserved-3y and owned that can be priced for g (rows at
 * `provider` first, then any provider; owned needs a launch price or
 * a->purchase_usd), into out[0..*n_out) (at most
 * GS_CANDIDATE_MAX_BREAKEVEN).  Cannot fail: a kind without a price is
 * left out.
 */
void gs_candidate_breakeven_rows(const struct gs_plan_prices *pp,
                                 const struct gs_cost_args *a,
                                 const struct gs_cost_question *q,
                                 const struct gs_gpu *g, int64_t n,
                                 const struct gs_candidate_throughput *t,
                                 const char *provider,
                                 struct gs_breakeven_row *out,
                                 size_t *n_out, const struct gs_trace *trace);

/*
 * The monthly output-token volume above which self-hosting the
 * candidate (n GPUs per replica delivering *t, costed as *self) beats
 * the model API `api` (gs_cost_api_breakeven), as one break-even line
 * into *out ("self-hosted" against "api", is_api set).  Serving kinds
 * only.  0, or -1 with the engine's GS_EDOMAIN.
 */
int gs_candidate_api_breakeven(const struct gs_cost_question *q,
                               const struct gs_api_price *api,
                               const struct gs_cost_result *self, int64_t n,
                               const struct gs_candidate_throughput *t,
                               struct gs_breakeven_row *out,
                               const struct gs_trace *trace,
                               struct gs_error *err);

#endif /* GPUSEL_CANDIDATE_H */
