#ifndef GPUSEL_PERF_H
#define GPUSEL_PERF_H

#include <stdbool.h>
#include <stdint.h>

#include "error.h"
#include "fit.h"
#include "gpu.h"
#include "model.h"
#include "roofline.h"
#include "serving.h"
#include "workload.h"

/*
 * The serving question `gpusel perf` asks, over the roofline engine
 * (roofline.h) and the fit engine's KV capacity (fit.h): one layout
 * (tp x pp per replica, dp replicas) at one concurrency, its p99
 * latencies, the largest concurrency that meets latency targets, and the
 * best split of a GPU count.  Pure (engine layer): no I/O, no
 * allocation, no globals.  docs/engines/perf.md states the p99 model and
 * the layout rule, with sources.
 */

/* The p99 quantile's tail share: 1 - 0.99. */
#define GS_PERF_P99_TAIL 0.01

/* The search's bound on a losing layout's tokens/s (perf.c,
 * search_bound; docs/engines/perf.md, "Losing layouts") is widened by
 * this relative share for the rounding of the times it divides (a few
 * ulps, ~1e-15), as the roofline's GS_RF_SUM_SLACK: dimensionless. */
#define GS_PERF_BOUND_SLACK 1e-9

/*
 * The prefill token budgets gs_perf_choose() searches when a query names
 * no fixed one (vLLM's max_num_batched_tokens, SGLang's
 * chunked_prefill_size, TensorRT-LLM's max_num_tokens): 512, vLLM's
 * first chunked-prefill default, "the best ITL on A100" (vllm-project/
 * vllm PR 4580), to 8192, its current default for online serving; the
 * vLLM tuning guide: smaller values give better inter-token latency,
 * larger better TTFT and throughput (docs/engines/perf.md, "Prefill
 * budget").  Ascending.
 */
#define GS_PERF_N_PREFILL_CHUNKS 5
extern const int64_t gs_perf_prefill_chunks_tokens[GS_PERF_N_PREFILL_CHUNKS];

struct gs_perf_memo;

/* The question, fixed over layouts and concurrencies. */
struct gs_perf_query {
    const struct gs_model *model;
    const struct gs_gpu *gpu;
    const struct gs_workload *work;  /* settled; work->ctx_tokens is the
                                      * configured model length (>= prompt
                                      * + output) */
    int64_t prompt_tokens;           /* per request, >= 1 */
    int64_t output_tokens;           /* per request, >= 1 */
    struct gs_roofline_consts consts; /* for this GPU and precision */
    enum gs_precision compute_precision;
    double ttft_p99_s;               /* target; 0: none */
    double itl_p99_s;                /* target; 0: none */
    double tpot_mean_s;              /* target on the mean time per
                                      * output token (the steady ITL);
                                      * 0: none */
    /* The prefill budgets to search (gs_perf_choose; ascending, each
     * >= 1), or NULL: consts.prefill_chunk_tokens is fixed.
     * gs_perf_eval() and gs_perf_best_concurrency() always use
     * consts.prefill_chunk_tokens. */
    const int64_t *chunk_candidates;
    int n_chunk_candidates;
    int64_t max_batch;               /* the serving engine's cap on
                                      * sequences per replica, >= 1 */
    const struct gs_serving_profile *profile; /* NULL: none.  Else its
                                      * memory rules size the KV cache
                                      * (gs_serving_fit_consts) but for
                                      * the prefill budget (consts'), its
                                      * step and per-sequence host costs
                                      * replace the expected step
                                      * overhead, and decode above its
                                      * largest CUDA graph pays eager
                                      * launches (docs/engines/perf.md) */
    double mem_util_frac;            /* > 0: overrides the profile's */

    /* Serving features (docs/engines/perf.md, "Serving features");
     * zero: off. */
    double prefix_tokens;            /* shared prefix per request (system
                                      * prompt, RAG context), tokens;
                                      * capped at prompt - 1 */
    double prefix_hit_rate;          /* share of requests whose prefix is
                                      * in the cache, [0, 1] */
    int64_t spec_draft_tokens;       /* K; 0: no speculative decoding */
    double spec_accept_tokens;       /* A, in [1, K + 1] */
    const struct gs_model *spec_draft_model; /* NULL: an MTP head */
    int64_t ep;                      /* > 1: expert parallelism over each
                                      * replica's tp GPUs (tp == ep, pp
                                      * 1); 0: none.  GS_PERF_EP_SEARCH:
                                      * gs_perf_choose also tries EP
                                      * layouts of MoE models */
    bool attn_dp;                    /* with ep: attention data-parallel
                                      * over the ep GPUs */
    bool decode_only;                /* a disaggregated decode pool: no
                                      * prompt chunks in its steps */
    double kv_offload_host_bytes;    /* KV offload: host memory per GPU
                                      * the KV tier may fill; 0: none */
    double host_link_bw_bytes_per_s; /* its link per direction */

    struct gs_perf_memo *memo;       /* NULL: none (gs_perf_memo) */
    bool expected_only;              /* the caller reads the expected
                                      * metrics only: low and high copy
                                      * them (the roofline's
                                      * expected_only) */
};

/*
 * A cache of gs_perf_choose's work for a caller that asks one question
 * at many GPU counts (gpusel rank): the KV capacity of a layout at a
 * budget, and the search's probe of one replica at a concurrency, are
 * the same whatever the count.  The caller owns it (zeroed: empty),
 * points gs_perf_query.memo at it, and calls gs_perf_memo_reset()
 * whenever the question changes in anything but the GPU count, the
 * budget and EP (model, GPU, workload, targets, features: what
 * gs_perf_capacity and gs_roofline_estimate read).  gs_perf_choose also
 * starts it over by itself when the query's model, GPU, workload
 * pointers, lengths, targets, batch cap, profile, features or
 * efficiencies differ from those it was filled for.  A hit returns what
 * the same pure computation returned before, so the memo changes no
 * answer.  Not used with KV offload.
 */
#define GS_PERF_MEMO_CAPS 512     /* power of two */
#define GS_PERF_MEMO_PROBES 1024  /* power of two */

struct gs_perf_memo {
    uint64_t gen;                 /* entries of other generations are
                                   * empty; 0: never filled */
    struct gs_perf_query q;       /* what it was filled for */
    size_t n_caps, n_probes;
    struct gs_perf_memo_cap {
        uint64_t gen;
        int64_t tp, pp, ep, chunk, cap;
        bool attn_dp;
    } caps[GS_PERF_MEMO_CAPS];
    struct gs_perf_memo_probe {
        uint64_t gen;
        int64_t tp, pp, ep, chunk, c;
        bool attn_dp;
        int ttft;                 /* how much of the TTFT (perf.c) */
        /* what a probe reads of the replica's roofline */
        struct gs_roofline_metrics expected;
        double decode_s, prefill_s, steps_per_request, ttft_bounds_s[2];
        double decode_attention_s;  /* the steady step's attention */
    } probes[GS_PERF_MEMO_PROBES];
};

void gs_perf_memo_reset(struct gs_perf_memo *m);

/*
 * Settle q's prefill budget: `fixed` >= 1 fixes it; GS_UNSET_I64 with
 * `search` searches gs_perf_prefill_chunks_tokens (realtime questions,
 * where latency targets make the budget matter); otherwise the budget
 * already in q->consts (the engine's default) stays.
 */
void gs_perf_query_budget(struct gs_perf_query *q, int64_t fixed,
                          bool search);

/* gs_perf_query.ep: let gs_perf_choose try EP with attention-DP. */
#define GS_PERF_EP_SEARCH (-1)

/* Cached prompt tokens per request: hit rate x min(prefix, prompt - 1). */
double gs_perf_cached_tokens(const struct gs_perf_query *q);

/* Latencies and rates of one evaluation (expected, low or high). */
struct gs_perf_metrics {
    double ttft_s;                  /* steady state */
    double ttft_p99_s;              /* + in-flight step + queueing; INFINITY
                                     * when the prefill queue is unstable */
    double itl_s;                   /* steady state (mean) */
    double itl_p99_s;               /* the step that carries a prompt chunk */
    double tokens_per_s;            /* whole system: every replica */
    double tokens_per_s_per_gpu;
    double tokens_per_s_per_request;
    double mfu, mbu, ridge_batch;   /* the busiest replica */
};

/* One (layout, concurrency). */
struct gs_perf_point {
    int64_t tp, pp, dp, n_gpus;     /* n_gpus = tp pp dp */
    int64_t ep;                     /* expert-parallel degree (0: none;
                                     * then tp == ep, pp == 1) */
    bool attn_dp;                   /* attention data-parallel over ep */
    int64_t concurrency;            /* whole system */
    int64_t replica_concurrency;    /* busiest replica: ceil(C / dp) */
    int64_t max_concurrency;        /* dp x per-replica KV capacity (at
                                     * prompt + output tokens per
                                     * sequence), capped by max_batch */
    struct gs_perf_metrics expected, low, high;
    struct gs_roofline_result rf;   /* the busiest replica */
    double prefill_load;            /* rho: steady prompt tokens per step
                                     * / prefill chunk */
    double chunk_step_share;        /* share of steps carrying a chunk */
    int64_t prefill_chunk_tokens;   /* the prefill budget evaluated */
    bool meets_targets;             /* every target given is met (true
                                     * when none is given) */
};

/*
 * Per-replica KV capacity of layout tp x pp: the largest concurrency the
 * fit engine fits with q->work at prompt + output tokens per sequence,
 * capped at q->max_batch; 0 when not even one sequence fits.  -1 with
 * GS_EDOMAIN when the layout is invalid for the model (fit's message).
 */
int gs_perf_capacity(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                     int64_t *out, struct gs_error *err);

/*
 * Evaluate concurrency C (whole system) on dp replicas of tp x pp:
 * replicas get floor(C/dp) or ceil(C/dp) sequences; tokens/s is the sum,
 * latencies are the busiest replica's.  p99 (docs/engines/perf.md):
 *
 *   f         = min(1, C_r / O x ceil(P / chunk))      steps with a chunk
 *   itl_p99   = itl + max(0, t_chunk_step - t_steady_step)  if f > 1%
 *   rho       = C_r P / (O chunk)                      prefill load
 *   W99       = S / (2 (1 - rho)) x ln(rho / 1%)       if 1% < rho < 1
 *   ttft_p99  = ttft + itl + W99   (S = ttft: one prompt's prefill)
 *
 * Fills *out (max_concurrency left 0: the caller's), or -1 with the
 * roofline engine's GS_EDOMAIN.  `trace` (may be NULL) gets the roofline
 * formulas and the p99 terms.
 */
int gs_perf_eval(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                 int64_t dp, int64_t concurrency, const struct gs_trace *trace,
                 struct gs_perf_point *out, struct gs_error *err);

/*
 * gs_perf_eval in its two halves, for callers that evaluate many
 * layouts and concurrencies and reuse a replica's roofline (gpusel
 * sweep: the replica at (tp, pp, c) is the same whatever dp and the GPU
 * count).  gs_perf_split: the busiest replicas run c_hi = ceil(c / dp)
 * sequences, the others c_lo = floor(c / dp) when the split is uneven
 * and c >= dp, else c_lo = 0 (none, or idle replicas).
 * gs_perf_replica_input: the roofline input of one replica at c
 * sequences.  gs_perf_combine: the point from the replica rooflines
 * (hi at c_hi; lo at c_lo, NULL when c_lo is 0), exactly as
 * gs_perf_eval computes it.  Pure; cannot fail.
 */
void gs_perf_split(int64_t concurrency, int64_t dp, int64_t *c_hi,
                   int64_t *c_lo);
void gs_perf_replica_input(const struct gs_perf_query *q, int64_t tp,
                           int64_t pp, int64_t c,
                           struct gs_roofline_input *in);
void gs_perf_combine(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                     int64_t dp, int64_t concurrency,
                     const struct gs_roofline_result *hi,
                     const struct gs_roofline_result *lo,
                     const struct gs_trace *t, struct gs_perf_point *out);

/*
 * The largest concurrency in [1, cap] (whole system, cap >= 1) on this
 * layout that meets the targets (bisection: p99 latencies grow with
 * concurrency), or cap without targets.  *found false (and *out the
 * evaluation at 1) when even 1 misses them.
 */
int gs_perf_best_concurrency(const struct gs_perf_query *q, int64_t tp,
                             int64_t pp, int64_t dp, int64_t cap,
                             struct gs_perf_point *out, bool *found,
                             struct gs_error *err);

/*
 * The best split of n_gpus: every tp dividing n_gpus inside the scale-up
 * domain and valid for the model (fixed_tp, fixed_pp: GS_UNSET_I64 or a
 * fixed degree), pp > 1 only when a replica spans more GPUs than one
 * scale-up domain, dp = n_gpus / (tp pp).  At concurrency C (GS_UNSET_I64:
 * each layout's best, gs_perf_best_concurrency) the layout with the most
 * aggregate tokens/s among those meeting the targets wins (then the one
 * with the lowest p99 TTFT, then fewer stages, then narrower tp); when
 * none meets them, the most tokens/s.  With q->chunk_candidates each
 * layout is tried at every budget (its capacity and best concurrency at
 * that budget) and the same order picks, then the larger budget (the
 * engines' default side); out->prefill_chunk_tokens says which.  *found
 * false when no layout holds
 * the concurrency (or one sequence); c->max_concurrency then says the
 * most any layout holds.
 */
struct gs_perf_choice {
    bool found;
    int64_t n_layouts;          /* valid layouts tried */
    int64_t max_concurrency;    /* the most any of them holds (0: none
                                 * holds one sequence) */
};

int gs_perf_choose(const struct gs_perf_query *q, int64_t n_gpus,
                   int64_t fixed_tp, int64_t fixed_pp, int64_t concurrency,
                   struct gs_perf_point *out, struct gs_perf_choice *c,
                   struct gs_error *err);

/*
 * gs_perf_choose's rules, for callers that walk the splits themselves
 * (gpusel sweep): whether point a beats b (meets the targets, then more
 * tokens/s, lower p99 TTFT, fewer stages, narrower tp), and whether g
 * can run tensor parallelism of tp (tp 1; else inside a known scale-up
 * domain, over NVLink-class links or PCIe 3 or later).
 */
/*
 * The query that evaluates point pt again: q with pt's expert
 * parallelism (a point gs_perf_choose found by the EP search carries
 * it; gs_perf_eval on q alone would not) and its prefill budget (the
 * budget search's choice), the budget then fixed.
 */
void gs_perf_point_query(const struct gs_perf_query *q,
                         const struct gs_perf_point *pt,
                         struct gs_perf_query *out);

bool gs_perf_better(const struct gs_perf_point *a,
                    const struct gs_perf_point *b);
bool gs_perf_link_ok(const struct gs_gpu *g, int64_t tp);

/*
 * Prefill/decode disaggregation (docs/engines/perf.md, "Disaggregated
 * serving"): a prefill pool of prefill_gpus GPUs of one type and a
 * decode pool of decode_gpus GPUs (the same or another type), the KV
 * cache of each prompt sent from one to the other.
 *
 *   t_pre    = one prompt's prefill alone on a prefill instance (tp_p)
 *   t_kv     = lat + P x KV bytes per token / (tp_p x link x bus)
 *   lambda   = C / (S x itl_step)       requests/s the decode pool runs
 *   rho      = lambda x t_pre / dp_p    the prefill pool's load
 *   ttft_p99 = t_pre + t_kv + t_pre / (2 (1 - rho)) ln(rho / 1%)
 *   itl_p99  = the decode pool's ITL (no prompt chunk in its steps)
 *   tokens/s = the decode pool's, when rho < 1
 *
 * The link is the scale-up link when both pools sit in one scale-up
 * domain of one GPU type, else the scale-out network per GPU.
 */
struct gs_perf_disagg_query {
    const struct gs_perf_query *prefill; /* the prefill GPU's question */
    const struct gs_perf_query *decode;  /* the decode GPU's question,
                                          * decode_only set */
    int64_t prefill_gpus, decode_gpus;   /* >= 1 each */
};

struct gs_perf_disagg {
    struct gs_perf_point decode;    /* the decode pool at its concurrency */
    int64_t prefill_tp, prefill_dp; /* prefill instances: tp_p x dp_p */
    double prefill_s;               /* t_pre, expected */
    double kv_bytes;                /* KV of one prompt, whole model */
    double kv_transfer_s;           /* t_kv, expected */
    bool kv_scale_up;               /* over the scale-up link */
    double request_rate_per_s;      /* lambda */
    double prefill_load;            /* rho */
    double ttft_p99_s;              /* INFINITY when rho >= 1 */
    double itl_p99_s;
    double tokens_per_s, tokens_per_s_per_gpu;  /* both pools' GPUs */
    int64_t n_gpus;                 /* prefill_gpus + decode_gpus */
    bool meets_targets;             /* the decode query's ITL target and
                                     * the prefill query's TTFT target */
};

/*
 * Evaluate the disaggregated system at decode concurrency C (whole
 * decode pool): the decode pool's best split at C (gs_perf_choose, EP
 * included), the prefill pool's split with the most prompts/s, then the
 * formulas above.  *found false when the decode pool cannot hold C or no
 * prefill split is valid.  `concurrency` GS_UNSET_I64: the largest that
 * meets the targets (bisection; without targets the decode pool's
 * capacity).
 */
/*
 * The two pools of a disaggregated deployment asked as q
 * (docs/engines/perf.md, "Disaggregated serving"), each turning *q into
 * its pool's query: the decode pool runs decode steps only (no prompt
 * chunks) under the ITL target alone (the TTFT target is the prefill
 * pool's); the prefill pool runs tensor-parallel instances (no EP, no
 * attention-DP) under the TTFT target alone.
 */
void gs_perf_disagg_decode_query(struct gs_perf_query *q);
void gs_perf_disagg_prefill_query(struct gs_perf_query *q);

int gs_perf_disagg_choose(const struct gs_perf_disagg_query *q,
                          int64_t concurrency, struct gs_perf_disagg *out,
                          bool *found, struct gs_error *err);

/*
 * The pieces of the formulas above, for callers that size the pools
 * themselves (gpusel rank, src/plan/disagg.h):
 *
 *   gs_perf_disagg_kv_bytes  one prompt's KV, whole model:
 *                            KV elements per token and layer x layers x
 *                            KV bytes x P
 *   gs_perf_disagg_kv_s      t_kv over tp_p GPUs of the prefill instance,
 *                            the scale-up link (per direction) when
 *                            scale_up, else one scale-out NIC per GPU
 *   gs_perf_disagg_wait_s    the prefill queue's p99 wait at load rho:
 *                            t_pre / (2 (1 - rho)) ln(rho / 1%) above the
 *                            1% tail, 0 below, INFINITY at rho >= 1
 *   gs_perf_disagg_max_load  the largest rho with t_pre + t_kv + wait <=
 *                            the TTFT target (bisection, to 2^-40); 0 when
 *                            t_pre + t_kv alone pass the target
 */
#define GS_PERF_DISAGG_LOAD_BISECTIONS 40
double gs_perf_disagg_kv_bytes(const struct gs_perf_query *qp);
double gs_perf_disagg_kv_s(const struct gs_perf_query *qp,
                           int64_t prefill_tp, bool scale_up);
double gs_perf_disagg_wait_s(double t_pre_s, double rho);
double gs_perf_disagg_max_load(double t_pre_s, double kv_s,
                               double ttft_target_s);

#endif /* GPUSEL_PERF_H */
