#ifndef GPUSEL_RANK_H
#define GPUSEL_RANK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "basis.h"
#include "candidate.h"
#include "cost.h"
#include "error.h"
#include "gpu.h"
#include "model.h"
#include "price.h"
#include "question.h"
#include "workload_file.h"

/*
 * `gpusel rank` (plan layer): every candidate of a cost question (GPU
 * type x count x layout x pricing kind x offer, MIG slices, model-API
 * offers), evaluated with candidate.h, the feasible ones ranked by cost
 * per accepted output and the others rejected with a reason.
 * gs_rank_run() (src/plan/rank_enum.c) enumerates and fills a struct
 * gs_rank_result; src/plan/rank.c holds the order, the explanation and
 * the key lookup; src/cli/cmd/rank.c loads and asks, src/cli/rank_view.c
 * renders the table/CSV/JSON report (rank_record.h: every writer).
 * Everything a writer needs (the decision record, a plot) is in the
 * result; docs/commands/rank.md documents every key.  Pure: no I/O, no
 * globals; memory only from the caller's arena.
 *
 * Ownership: the candidate arrays belong to whoever allocated them (the
 * arena gs_rank_run() was given); the strings and rows candidates point
 * at belong to the loaded data (catalogue, price set) or are static.
 */

/* ---- rejection ------------------------------------------------------ */

/* Why a candidate is not ranked; names in gs_rank_reject_names. */
enum gs_rank_reject {
    GS_RANK_OK,                /* ranked: "" (JSON null) */
    GS_RANK_NO_FIT,            /* "does_not_fit": the model and one
                                * sequence (or the training state) do
                                * not fit in any layout */
    GS_RANK_MISSES_LATENCY,    /* "misses_latency": no concurrency meets
                                * the p99 TTFT / ITL target */
    GS_RANK_MISSES_DEADLINE,   /* "misses_deadline": the job (batch,
                                * training, media) ends after it */
    GS_RANK_BREAKS_CONSTRAINT, /* "breaks_constraint": a provider,
                                * region, vendor or pricing kind the
                                * workload's `constraints` exclude */
    GS_RANK_NO_PRICE,          /* "no_price": no price row (or no launch
                                * price for owned) */
    GS_RANK_OVER_BUDGET,       /* "over_budget": usd_total above
                                * --budget (only with --budget) */
    GS_RANK_UNDATED_PRICE,     /* "undated_price": the offer's price row
                                * has no date (a SkyPilot catalogue row
                                * without --prices-as-of); ranked only
                                * with --allow-undated */
    GS_RANK_COST_NOT_FINITE,   /* "cost_not_finite": the cost per output
                                * is infinite or not a number (an
                                * acceptance rate or a demand at the edge
                                * of double precision); never ranked */
    GS_RANK_PRECISION_MISMATCH, /* "precision_mismatch": a model API that
                                * serves a weight format below those the
                                * workload accepts (fp8 for bf16) */
    GS_RANK_DOMINATED,         /* "dominated": a disaggregated unit that
                                * needs at least as many GPUs for the peak
                                * as a co-located unit of the same GPU at
                                * every offer (so costs at least as much
                                * at each); filed once, not priced */
    GS_RANK_SUSPECT_PRICE,     /* "suspect_price": a model API whose
                                * price row is marked suspect (the
                                * source's figure looks wrong); shown,
                                * never ranked (docs/prices.md) */
    GS_RANK_REJECT_COUNT
};

/* "", "does_not_fit", ..., NULL-terminated, in enum order. */
extern const char *const gs_rank_reject_names[GS_RANK_REJECT_COUNT + 1];

/* The name of a reason code; "?" for an invalid value. */
const char *gs_rank_reject_name(enum gs_rank_reject r);

/* ---- one candidate ---------------------------------------------------- */

/* Longest reason text and identity label, with the NUL. */
#define GS_RANK_REASON_MAX 160
#define GS_RANK_LABEL_MAX 160

/*
 * One candidate.  A GPU candidate has `gpu` (for a MIG slice: a
 * derived entry holding the slice's share of the parent's compute,
 * bandwidth, memory, power and launch price; `parent` is the
 * catalogue's whole GPU); an API offer has `api` and no GPU.
 */
struct gs_rank_candidate {
    /* identity */
    const struct gs_gpu *gpu;        /* NULL for an API offer */
    const struct gs_gpu *parent;     /* the catalogue GPU (== gpu unless
                                      * a MIG slice); NULL for an API */
    const char *gpu_id;              /* parent's id; "api" for an API */
    int64_t n_gpus;                  /* per unit (serving replica, the
                                      * training job, the media worker);
                                      * a MIG slice: 1 (one slice) */
    int64_t tp, pp, dp, concurrency; /* the layout chosen; 0 unknown */
    int64_t ep;                      /* > 1: EP group (tp == ep) */
    bool attn_dp;
    /* prefill/decode disaggregation (docs/commands/rank.md,
     * "Disaggregated candidates"): n_gpus = prefill_gpus + decode_gpus;
     * tp, pp, dp are one decode replica's */
    bool disagg;
    int64_t prefill_gpus, decode_gpus, prefill_tp, prefill_instances;
    int64_t prefill_pp;              /* the prefill instance's stages (1
                                      * unless no tp alone holds the
                                      * weights); 0 unknown */
    int64_t decode_replicas;
    double prefill_s, kv_transfer_s, prefill_load_frac; /* NAN unless
                                      * disagg */
    /* heterogeneous pools (rank --prefill-gpu; docs/commands/rank.md,
     * "Heterogeneous pools"): the prefill pool's GPU type and its offer
     * at the decode offer's provider (`row`, `provider`, `region` are
     * the decode pool's); prefill_gpu NULL when both pools are `gpu` */
    const struct gs_gpu *prefill_gpu;
    const struct gs_price *prefill_row;  /* NULL: owned or one type */
    double prefill_usd_per_gpu_hour;     /* each pool's price per GPU-hour
                                          * (owned: at 100% use); NAN
                                          * unless a priced disagg row */
    double decode_usd_per_gpu_hour;
    double prefill_gpu_s_per_request;    /* the prefill instance's tp x
                                          * t_pre / rho_max (disagg.h,
                                          * gs_disagg_prefill_choose); NAN
                                          * unless disagg */
    double own_prefill_gpu_s_per_request; /* the same for a prefill pool
                                          * on the decode GPU (heterogeneous
                                          * rows); NAN when it has none */
    int64_t zero_stage;              /* training: ZeRO stage; else 0 */
    enum gs_pricing pricing;         /* API offers: GS_PRICING_ON_DEMAND
                                      * (pay per token), is_api set */
    bool is_api;
    const struct gs_api_price *api;  /* the API's token price row */
    const char *provider;            /* the row's, "owned", or the API's */
    const char *region;              /* NULL when none */
    const char *instance;            /* NULL when none */
    const struct gs_price *row;      /* NULL: owned, an API, no price */
    const char *price_as_of;         /* YYYY-MM-DD; NULL: owned or none */
    int64_t price_age_days;          /* on --today; -1 unknown */
    bool price_stale;                /* older than --stale-after, or
                                      * undated */
    double usd_per_gpu_hour;         /* what one GPU (slice) costs an
                                      * hour: the row's x mig_fraction;
                                      * owned: effective at 100%; API:
                                      * NAN */
    /* MIG */
    bool is_mig;
    const char *mig_profile;         /* "1g.10gb" (H100 80GB), static */
    double mig_compute_frac;         /* share of SMs: 1/7 */
    double mig_memory_frac;          /* share of memory: 1/8 */
    double mig_fraction;             /* share of the GPU it is priced at
                                      * (= mig_compute_frac) */
    /* the answer */
    struct gs_cost_result res;       /* every term; zero when rejected
                                      * before costing */
    bool costed;                     /* res holds a cost */
    double cost_per_output;          /* the ranking key (USD): per million
                                      * accepted output tokens (realtime,
                                      * batch), per accepted asset
                                      * (media), per completed run
                                      * (training kinds); NAN if none */
    double unit_tokens_per_s;        /* serving: one unit's output
                                      * tokens/s; NAN otherwise */
    double tpot_mean_s;              /* serving: mean time per output
                                      * token there; NAN unknown */
    int64_t prefill_chunk_tokens;    /* serving: the prefill budget
                                      * chosen; 0 unknown (API, measured) */
    double ttft_p99_s, itl_p99_s;    /* serving at the chosen
                                      * concurrency; NAN unknown (API) */
    double hours_to_finish;          /* batch: requests / capacity of the
                                      * provisioned units; training: wall
                                      * hours; media: render hours / 1
                                      * worker; NAN for realtime */
    bool meets_targets;              /* every latency target and the
                                      * deadline met (true without
                                      * targets) */
    bool latency_unknown;            /* realtime with a latency target,
                                      * priced from a measured throughput
                                      * that gives no latency: whether it
                                      * meets the target is unknown
                                      * (meets_targets is null) */
    /* what the answer rests on (gpusel cost's keys) */
    const char *throughput_source;   /* "roofline (perf engine)", ... */
    bool measured;                   /* a measured throughput */
    enum gs_basis basis;             /* benchmarked, estimated, scaled,
                                      * quoted (basis.h) */
    const struct gs_gpu *scaled_by;  /* GS_BASIS_SCALED: the measured GPU
                                      * whose ratio applied; else NULL */
    double scale_ratio;              /* its measured / modelled; NAN */
    enum gs_dtype weight_dtype;      /* serving: the weight format run (an
                                      * API: its serving format, UNSET
                                      * when its source does not say);
                                      * GS_DTYPE_UNSET otherwise */
    enum gs_dtype kv_dtype;          /* serving: the KV-cache format run;
                                      * GS_DTYPE_UNSET otherwise */
    bool format_in_label;            /* the workload accepts several
                                      * formats: the label names them */
    bool kv_in_label;
    double unit_requests_per_s;      /* serving; NAN otherwise */
    double tokens_per_s, mfu, goodput; /* training; NAN otherwise */
    double lost_work_hours;          /* training; NAN otherwise */
    double days_low, days_high;      /* training; NAN otherwise */
    double purchase_usd_per_gpu;     /* owned: per GPU (a slice: its
                                      * share); NAN otherwise */
    double interruptions_per_hour;   /* spot, marketplace; else 0 */
    const struct gs_price *quote;    /* the quote `row` replaced; NULL */
    double usd_total_at_superseded;  /* the same at the quote; NAN */
    /* the throughput it was priced at (co-located GPU counts, in the
     * rank's arena), so the winner's break-even rows need not model it
     * again; NULL for the rest */
    const struct gs_candidate_throughput *throughput;
    /* rejection */
    bool any_offer;                  /* rejected for every offer alike
                                      * (does not fit, misses a latency
                                      * target): no pricing, provider or
                                      * cost applies */
    enum gs_rank_reject reject;      /* GS_RANK_OK when ranked */
    char reason[GS_RANK_REASON_MAX]; /* for people: "p99 ITL 0.081 s >
                                      * target 0.05 s"; "" when ranked */
    char label[GS_RANK_LABEL_MAX];   /* identity for people:
                                      * "h100-sxm x8 on-demand AWS
                                      * p5.48xlarge us-east-1" */
    size_t rank;                     /* 1-based place; 0 when rejected */
};

/* ---- the order -------------------------------------------------------- */

/*
 * The ranking order, total and deterministic (docs/commands/rank.md):
 *   1. cost_per_output, lower first;
 *   2. GPU offers before API offers; fewer GPUs paid for (res.n_replicas
 *      x n_gpus; a MIG slice counts its fraction; equal within
 *      GS_RANK_TIE_REL), then fewer GPUs per unit;
 *   3. pricing kind in gs_pricing order (on-demand, spot, reserved-1y,
 *      reserved-3y, marketplace, owned);
 *   4. provider, region, instance (case-insensitive, NULL first);
 *   5. GPU id, then whole GPU before a MIG slice, then co-located
 *      before disaggregated pools, one GPU type before a heterogeneous
 *      pair, then the prefill GPU id;
 *   6. the API model name.
 * Equal costs are those within GS_RANK_TIE_REL of each other (relative),
 * so that the last bits of a sum do not decide.  Returns < 0, 0, > 0.
 */
#define GS_RANK_TIE_REL 1e-9

int gs_rank_cmp(const struct gs_rank_candidate *a,
                const struct gs_rank_candidate *b);

/* The order of the rejected: reason code, then as gs_rank_cmp's steps
 * 2-6 (a rejected candidate may have no cost). */
int gs_rank_cmp_rejected(const struct gs_rank_candidate *a,
                         const struct gs_rank_candidate *b);

/* The tie-break order in words, for reports. */
extern const char gs_rank_tie_break[];

/* ---- the result ------------------------------------------------------- */

/* How many of the winner's terms the explanation names. */
#define GS_RANK_TOP_TERMS 3

/* Why the winner wins. */
struct gs_rank_why {
    bool has_winner;
    size_t n_top_terms;               /* <= GS_RANK_TOP_TERMS */
    struct gs_cost_term top_terms[GS_RANK_TOP_TERMS]; /* largest first */
    bool has_runner_up;
    const struct gs_rank_candidate *runner_up; /* ranked[1] */
    double margin_per_output;         /* runner-up's cost_per_output -
                                       * the winner's (USD), >= 0 */
    double margin_usd;                /* the same on usd_total: what the
                                       * whole demand (period, job) saves */
    double margin_frac;               /* margin_per_output / the winner's
                                       * cost_per_output */
    bool tie;                         /* within GS_RANK_TIE_REL: the
                                       * tie-break decided */
    /* the winner against the other pricing kinds of its GPU (and, for a
     * token workload, against the cheapest API offer) */
    struct gs_breakeven_row breakeven[GS_CANDIDATE_MAX_BREAKEVEN + 1];
    size_t n_breakeven;
};

/*
 * The disaggregated candidates against the aggregated ones
 * (gs_rank_finish; docs/commands/rank.md, "Disaggregated candidates"):
 * the cheapest ranked disaggregated row, the cheapest ranked aggregated
 * row of the same GPU type, and which is cheaper.
 */
struct gs_rank_disagg_summary {
    size_t n_ranked, n_rejected;     /* disaggregated candidates */
    size_t n_dominated;              /* of the rejected: dominated */
    const struct gs_rank_candidate *first_dominated; /* NULL: none */
    const struct gs_rank_candidate *best;      /* NULL: none ranked */
    const struct gs_rank_candidate *aggregated; /* best's GPU, aggregated,
                                      * the cheapest ranked; NULL none */
    double margin_frac;              /* best / aggregated - 1 (< 0: the
                                      * disaggregated row is cheaper);
                                      * NAN without both */
    const struct gs_rank_candidate *same_offer; /* the cheapest ranked
                                      * aggregated row of best's GPU at
                                      * best's offer (pricing, provider,
                                      * instance, region); NULL none */
    const struct gs_rank_candidate *best_gpu; /* the cheapest ranked GPU
                                      * row of any kind; NULL none */
    /* heterogeneous pools (prefill_gpu set; the fields above count the
     * one-type rows only) */
    size_t n_hetero_ranked, n_hetero_rejected;
    const struct gs_rank_candidate *best_hetero; /* NULL: none ranked */
    const struct gs_rank_candidate *best_one_type; /* the cheapest ranked
                                      * GPU row on one GPU type
                                      * (co-located or not); NULL none */
    double hetero_margin_frac;       /* best_hetero / best_one_type - 1;
                                      * NAN without both */
};

/* Most launch lines --emit prints: one aggregated, three for the best
 * disaggregated deployment on one GPU type, three for the best
 * heterogeneous one (prefill and decode on different GPU types). */
#define GS_RANK_MAX_LAUNCH 7

/* The CLI's context (src/cli/command.h), carried for the views only:
 * plan never looks inside it. */
struct gs_context;

struct gs_rank_result {
    /* inputs, resolved */
    struct gs_context *ctx;           /* for the views: today, staleness,
                                       * price notes, output */
    const struct gs_cost_question *q; /* the settled question */
    const struct gs_cost_args *args;  /* the flags as given */
    const char *workload_path;        /* NULL without --workload */
    const struct gs_workload_file *file; /* the workload file as read (its
                                        * candidates and constraints);
                                        * NULL without --workload */
    const struct gs_model *model;     /* NULL for media */
    enum gs_workload_kind kind;
    const char *cost_key;             /* "usd_per_mtok",
                                       * "usd_per_accepted_output" */
    const char *cost_unit;            /* "USD per million accepted
                                       * tokens", ... */
    double budget_usd;                /* --budget; NAN none */
    const char *fail_if;              /* --fail-if text; NULL none */
    int64_t top;                      /* --top; 0: all */
    bool hide_rejected;               /* --hide-rejected */
    const char *plot_path;            /* --plot FILE.svg as given; NULL
                                       * none (the record links it) */
    /* the candidates */
    struct gs_rank_candidate *ranked; /* best first (gs_rank_cmp) */
    size_t n_ranked;
    struct gs_rank_candidate *rejected; /* gs_rank_cmp_rejected order */
    size_t n_rejected;
    size_t n_evaluated;               /* ranked + rejected */
    size_t n_skipped_no_throughput;   /* media: GPUs left out for want of
                                       * a measured throughput */
    struct gs_rank_why why;
    struct gs_rank_disagg_summary disagg;
    /* prefix caching (the question's prefix_tokens x prefix_hit_rate):
     * the best self-hosted row (roofline-priced, whole GPUs) priced again
     * at its offer with no cache, so the report says what caching saves
     * (docs/commands/rank.md, "Prefix caching") */
    struct gs_rank_prefix_saving {
        const struct gs_rank_candidate *c;   /* NULL: not computed */
        double with_cost, without_cost;      /* cost_per_output */
        int64_t with_gpus, without_gpus;     /* GPUs paid in all */
        bool without_fits;                   /* the uncached question has
                                              * an answer at c's count */
    } prefix;
    /* --emit (set by the command; docs/commands/rank.md, "Launch
     * lines"): the launch lines of the best aggregated GPU row, the
     * best disaggregated row on one GPU type and the best heterogeneous
     * row, each with its role and the row's label */
    size_t n_launch;
    const char *launch_role[GS_RANK_MAX_LAUNCH];
    const char *launch_for[GS_RANK_MAX_LAUNCH];
    const char *launch_line[GS_RANK_MAX_LAUNCH];
};

/*
 * Whether the disaggregated candidates win, and why, for the table's
 * notes and the decision record (docs/commands/rank.md, "Disaggregated
 * candidates"): into `what` the best disaggregated row against the
 * cheapest aggregated row of the same GPU (cheaper or dearer by how
 * much, GPUs in all), into `why` the reason (each NUL-terminated, cut
 * to size).  false (both "") when no disaggregated candidate was built.
 */
bool gs_rank_disagg_verdict(const struct gs_rank_result *r, char *what,
                            char *why, size_t size);

/*
 * The same for the heterogeneous rows (rank --prefill-gpu;
 * docs/commands/rank.md, "Heterogeneous pools"): into `what` the best
 * heterogeneous row against the best row on one GPU type, into `why`
 * the reason (each pool's price per GPU-hour and the prefill GPU-seconds
 * per prompt on either type).  false (both "") when none was built.
 */
bool gs_rank_hetero_verdict(const struct gs_rank_result *r, char *what,
                            char *why, size_t size);

/*
 * What prefix caching saves, in one sentence (r->prefix): "prefix
 * caching (a 2000-token prefix cached for 80% of requests) lowers <row>
 * from X to Y USD/Mtok (Z% less; N GPUs against M)".  false (buf "")
 * when r->prefix.c is NULL.
 */
bool gs_rank_prefix_note(const struct gs_rank_result *r, char *buf,
                         size_t size);

/* Zero *r (no allocation). */
void gs_rank_result_init(struct gs_rank_result *r);

/*
 * Sort r->ranked and r->rejected, number the ranked (rank 1..n) and
 * fill r->why's terms and margin from them (not the break-even lines:
 * the command adds those, as they need prices).  Cannot fail.
 */
void gs_rank_finish(struct gs_rank_result *r);

/*
 * The value of one of a candidate's numeric keys (the JSON keys of
 * docs/commands/rank.md that are numbers or booleans: usd_per_mtok,
 * usd_total, gpu_count, ttft_p99_s, a term such as compute_usd,
 * meets_targets as 0/1, ...), for --fail-if.  0 with *out set (NAN for
 * a null value), -1 when the key is not one of them.
 */
int gs_rank_key(const struct gs_rank_candidate *c, const char *key,
                double *out);

/* The same over a row of the report: gs_rank_key's, and the question's
 * numbers every row repeats (requests_per_s, peak_requests_per_s,
 * period_hours, tokens, acceptance_rate, assets_per_hour).  --fail-if
 * reads through this. */
int gs_rank_row_key(const struct gs_rank_result *r,
                    const struct gs_rank_candidate *c, const char *key,
                    double *out);

/* The numeric keys gs_rank_key knows, NULL-terminated (help, errors);
 * terms are looked up by their key too. */
extern const char *const gs_rank_numeric_keys[];

/* key's index in gs_rank_numeric_keys, or -1 (a term, or no key): a
 * view that reads one key in every row looks it up once. */
int gs_rank_key_index(const char *key);

/* gs_rank_key()'s value of gs_rank_numeric_keys[index], for an index
 * gs_rank_key_index() returned. */
double gs_rank_key_at(const struct gs_rank_candidate *c, int index);

/* gs_rank_key() of a cost term's key (compute_usd, ...): 0 with *out
 * set (NAN for a term of another kind), -1 when key is no term. */
int gs_rank_term_key(const struct gs_rank_candidate *c, const char *key,
                     double *out);

/*
 * What the ranked candidates rest on (basis.h), counted: a mix of
 * benchmarked and plain estimated (modelled, no measured GPU of their
 * vendor and generation to scale them by) is flagged in the notes and
 * the decision record, since a model is usually above what a team
 * measures (docs/commands/rank.md, "Benchmarked and estimated").
 */
struct gs_rank_basis_mix {
    size_t n_benchmarked, n_estimated, n_scaled, n_quoted;
    bool mixed;                       /* benchmarked and estimated both */
    const struct gs_gpu *unscaled;    /* the first estimated GPU; NULL */
    const struct gs_gpu *scaled_by;   /* the first scaled row's measured
                                       * GPU, and its ratio; NULL, NAN */
    double scale_ratio;
    bool several_refs;                /* rows scaled by other GPUs too */
};

void gs_rank_basis_mix(const struct gs_rank_result *r,
                       struct gs_rank_basis_mix *m);

/* ---- the enumerator (src/plan/rank_enum.c) ------------------------- */

/*
 * The question for GPU g: the flags over the workload file, with g's
 * measurement (NULL: as asked, without a GPU).  The command supplies it
 * (it holds the files read once); 0, or -1 with *err.
 */
typedef int gs_rank_settle_fn(void *user, const struct gs_gpu *g,
                              struct gs_cost_question *q,
                              struct gs_error *err);

/* What rank is asked, settled and loaded (borrowed). */
struct gs_rank_ask {
    const struct gs_cost_args *a;      /* the flags: --gpus, --pricing,
                                        * --provider, --region,
                                        * --instance, --purchase-usd, --api */
    const struct gs_workload_file *file; /* never NULL: an empty one
                                        * without --workload (constraints
                                        * and candidates) */
    const struct gs_model *model;      /* NULL for media */
    const struct gs_plan_prices *prices;
    const struct gs_gpu *const *gpus;  /* the GPUs to rank, in order */
    size_t n_gpus;
    bool explicit_gpus;                /* named (--gpu, the file's
                                        * candidates): a GPU without an
                                        * offer is rejected, not skipped */
    bool no_mig, no_api, allow_undated;
    bool no_disagg;                    /* --no-disagg: aggregated only */
    bool disagg_only;                  /* --disagg: disaggregated only */
    const struct gs_gpu *const *prefill_gpus; /* --prefill-gpu: the
                                        * prefill types paired with every
                                        * decode GPU ranked (a type is
                                        * not paired with itself) */
    size_t n_prefill_gpus;
    bool prefill_any;                  /* --prefill-gpu any: pairs with
                                        * no shared provider are not
                                        * listed as rejected */
    double budget_usd;                 /* --budget; unset: none */
    gs_rank_settle_fn *settle;
    void *settle_user;
};

/*
 * Rank: every candidate of every GPU of ask (whole and MIG slices, every
 * standing offer and owned, at the counts that fit and meet the
 * targets), then the model-API offers; filed as ranked or rejected,
 * sorted (gs_rank_finish) and explained, the winner's break-even lines
 * included.  Fills r->ranked, r->rejected (allocated from `arena`),
 * r->n_evaluated, r->why and r->n_skipped_no_throughput; *q is the
 * working question, left as asked (settled without a GPU), and r->q
 * points at it.  The caller sets r's other inputs (cost key, top, ...)
 * before calling.  0, or -1 with *err (GS_ENOMEM, the settle's error,
 * an engine's internal error).
 */
int gs_rank_run(const struct gs_rank_ask *ask, struct gs_cost_question *q,
                struct gs_arena *arena, struct gs_rank_result *r,
                struct gs_error *err);

#endif /* GPUSEL_RANK_H */
