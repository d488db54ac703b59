#ifndef GPUSEL_SWEEP_WALK_H
#define GPUSEL_SWEEP_WALK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "candidate.h"
#include "cost.h"
#include "error.h"
#include "gpu.h"
#include "market.h"
#include "model.h"
#include "perf.h"
#include "price.h"
#include "question.h"
#include "serving.h"
#include "sweep_grid.h"
#include "workload.h"
#include "workload_file.h"

/*
 * The whole sweep (plan layer, src/plan/sweep_walk.c): which offers each
 * GPU has, the settled work of each (weight format, context) or
 * (context, micro-batch), how many rows the grid holds, and the walk
 * over GPUs, formats or GEMM precisions, contexts, counts and
 * concurrencies or micro-batches, each point decided by the grid
 * (sweep_grid.h) and handed to the command's callbacks, which format
 * and stream the rows (src/cli/cmd/sweep.c).  Pure: no I/O, no globals,
 * no allocation but the grid's arena.
 */

/* One offer of a GPU: a pricing kind at one price row, owned, or none. */
struct gs_sweep_offer {
    bool priced;                    /* false: the unpriced row */
    enum gs_pricing kind;
    const struct gs_price *row;     /* NULL: owned or unpriced */
};

/* Which offers a sweep takes. */
struct gs_sweep_offer_ask {
    const int *kinds;               /* enum gs_pricing, or -1: none */
    size_t n_kinds;
    const char *provider, *region;  /* flags: this one (case ignored);
                                     * NULL: the constraints' */
    const struct gs_workload_file *file; /* its constraints; NULL */
    bool purchase_given;            /* --purchase-usd: owned without a
                                     * launch price */
};

/* Called per offer; 0 to go on, -1 with *err to stop. */
typedef int gs_sweep_offer_fn(void *user, const struct gs_sweep_offer *o,
                              struct gs_error *err);

/*
 * The offers of GPU g in market m, each handed to fn: for each kind in
 * order, the standing row of each offer of g at that kind whose provider
 * and region match (market.h), owned when g has a launch price or a
 * purchase price is given, the unpriced offer for kind -1; the unpriced
 * offer alone when no kind has one.  0, or fn's -1.
 */
int gs_sweep_gpu_offers(const struct gs_market *m, const struct gs_gpu *g,
                        const struct gs_sweep_offer_ask *ask,
                        gs_sweep_offer_fn *fn, void *user,
                        struct gs_error *err);

/* Every pricing kind the workload's constraints allow (f NULL: all),
 * into kinds[0 .. GS_PRICING_COUNT); returns how many. */
size_t gs_sweep_default_kinds(const struct gs_workload_file *f, int *kinds);

/* A point's settled work: one (weight format, context) for serving,
 * one (context, micro-batch) for training. */
struct gs_sweep_work {
    struct gs_workload w;
    int64_t ctx_tokens, prompt_tokens;
    enum gs_dtype weight_dtype;     /* serving: the format the row names */
    bool ok;                        /* settled; false: outside the model */
};

/*
 * Settle serving work: weight format `d` (GS_DTYPE_UNSET: auto), context
 * ctx_tokens, q's KV format and output length, for model m.  A work the
 * model refuses (GS_EDOMAIN) is not ok; other errors are returned.
 */
int gs_sweep_serving_work(const struct gs_cost_question *q,
                          const struct gs_model *m, enum gs_dtype d,
                          int64_t ctx_tokens, struct gs_sweep_work *out,
                          struct gs_error *err);

/* Settle training work for q's kind: sequence length ctx_tokens,
 * micro-batch mb; as gs_sweep_serving_work. */
int gs_sweep_train_work(const struct gs_cost_question *q,
                        const struct gs_model *m, int64_t ctx_tokens,
                        int64_t mb, struct gs_sweep_work *out,
                        struct gs_error *err);

/* The grid a sweep walks. */
struct gs_sweep_plan {
    const struct gs_cost_question *q;
    const struct gs_model *model;
    bool trains;                    /* training: precisions x works */
    const int64_t *counts;          /* GPU counts */
    size_t n_counts;
    const int64_t *conc;            /* serving: concurrencies */
    size_t n_conc;
    const int64_t *eps;             /* serving: EP group sizes (1: none;
                                     * NULL with n_eps 0: none) */
    size_t n_eps;
    bool attention_dp;              /* attention-DP over each EP group */
    const struct gs_sweep_work *works; /* serving: n_formats x n_ctxs;
                                     * training: n_ctxs x n_mbs */
    size_t n_formats, n_ctxs, n_mbs;
    const enum gs_precision *precs; /* training: GEMM precisions */
    size_t n_precs;
    enum gs_serving_engine engine;
    double mfu;                     /* training: measured; unset: model */
    bool fits_only;                 /* skip points with no answer */
};

/*
 * Rows the grid holds before fits_only drops any, for n_offers offers in
 * all (summed over the GPUs): offers x counts x formats (precisions) x
 * contexts x concurrencies (micro-batches) x EP sizes (serving).
 */
double gs_sweep_rows(const struct gs_sweep_plan *p, double n_offers);

/* One point as the walk hands it over. */
struct gs_sweep_point {
    const struct gs_gpu *g;
    size_t count_i;                 /* p->counts[count_i] GPUs */
    int64_t n_gpus;
    size_t format_i;                /* serving: the format; training: the
                                     * precision */
    int64_t ep;                     /* serving: the EP axis value (1:
                                     * none) */
    const struct gs_sweep_work *work;
    int64_t concurrency;            /* serving */
    const struct gs_perf_point *perf; /* serving: the best layout; NULL */
    int64_t max_concurrency;        /* serving: most sequences held */
    const struct gs_candidate_throughput *train; /* training */
    bool fits;
    bool meets_deadline;            /* training, fits: the expected wall
                                     * time within q's deadline (or no
                                     * deadline) */
    enum gs_sweep_why why;
};

/* The command's side of the walk; every callback returns 0 to go on or
 * -1 with *err to stop (gpu_end excepted). */
struct gs_sweep_visitor {
    int (*gpu_begin)(void *user, const struct gs_gpu *g,
                     struct gs_error *err);
    int (*point)(void *user, const struct gs_sweep_point *pt,
                 struct gs_error *err);
    void (*block_end)(void *user);  /* progress: after each block */
    void (*gpu_end)(void *user);    /* after every gpu_begin that
                                     * succeeded, whatever followed */
    void *user;
};

/*
 * Walk the grid: for each GPU, gpu_begin, then (training) each precision
 * x context x count x micro-batch through gs_sweep_train_point, or
 * (serving) each format x context (one roofline memo) x count through
 * gs_sweep_block; each point handed to `point`, then gpu_end.  0, or -1
 * with *err.
 */
int gs_sweep_walk(struct gs_sweep_grid *gr, const struct gs_sweep_plan *p,
                  const struct gs_gpu *const *gpus, size_t n_gpus,
                  const struct gs_sweep_visitor *v, struct gs_error *err);

/*
 * A training point's cost at offer o for question q (has_demand false:
 * none): the pricing depends on the point (the work a spot interruption
 * loses), then the cost engine.  False when not costed.
 */
bool gs_sweep_train_cost(const struct gs_cost_question *q, bool has_demand,
                         const struct gs_cost_args *a, const struct gs_gpu *g,
                         const struct gs_sweep_offer *o,
                         const struct gs_candidate_throughput *t, int64_t n,
                         struct gs_cost_result *res);

#endif /* GPUSEL_SWEEP_WALK_H */
