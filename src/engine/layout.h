#ifndef GPUSEL_LAYOUT_H
#define GPUSEL_LAYOUT_H

#include <stdbool.h>
#include <stdint.h>

#include "error.h"
#include "fit.h"
#include "gpu.h"
#include "model.h"
#include "train.h"
#include "workload.h"

/*
 * Parallel layouts and the search for the fewest GPUs that fit, which
 * every command asks (fit now; perf, train, cost and rank next).  Pure
 * (engine layer): no I/O, no allocation, no globals.  The search order,
 * its bounds and its measured cost: docs/engines/layout.md.
 */

/* A parallel layout; each field GS_UNSET_I64 when not fixed. */
struct gs_layout {
    int64_t tp;          /* tensor-parallel degree (inside one scale-up
                          * domain) */
    int64_t pp;          /* pipeline-parallel degree (stages) */
    int64_t dp;          /* data-parallel degree (training) */
    int64_t zero_stage;  /* 0..3: ZeRO / FSDP sharding over dp */
    int64_t n_gpus;      /* tp * pp * dp */
};

#define GS_LAYOUT_UNSET                                                     \
    {                                                                       \
        .tp = GS_UNSET_I64, .pp = GS_UNSET_I64, .dp = GS_UNSET_I64,         \
        .zero_stage = GS_UNSET_I64, .n_gpus = GS_UNSET_I64,                 \
    }

/*
 * Check the fixed fields of *asked against each other and the mode:
 * dp and ZeRO apply to training only; a fixed n_gpus must be a multiple
 * of the fixed degrees (and equal their product when all of them are
 * fixed).  Returns 0, or -1 with GS_EUSAGE naming the options.
 */
int gs_layout_check(const struct gs_layout *asked, enum gs_fit_mode mode,
                    struct gs_error *err);

/*
 * The engine input for model m on GPU g (NULL: gpu_usable_bytes 0) with
 * the settled workload w and the fully set layout l.
 */
void gs_fit_input_make(const struct gs_model *m, const struct gs_gpu *g,
                       const struct gs_workload *w, const struct gs_layout *l,
                       struct gs_fit_input *out);

struct gs_layout_query {
    const struct gs_model *model;
    const struct gs_gpu *gpu;       /* its usable memory and scale-up
                                     * domain (tp stays inside it) */
    const struct gs_workload *work; /* settled (gs_workload_settle) */
    struct gs_layout fixed;         /* set fields are fixed; n_gpus set:
                                     * only that count is tried */
    int64_t max_gpus;               /* largest count tried, >= 1 */
    /*
     * Optional (NULL: work's constants everywhere): the fit constants at
     * in's layout (in->tp, in->pp), written to *out from in->consts.  A
     * serving engine's reserve, CUDA graphs and token budget depend on
     * the layout, so the answer fits by the engine's own rule at every
     * layout tried, not only where the defaults were settled.  Must be
     * pure and must not depend on dp (the search bisects over dp).
     */
    void (*consts_at)(const void *arg, const struct gs_fit_input *in,
                      struct gs_fit_consts *out);
    const void *consts_arg;         /* passed to consts_at */
};

struct gs_layout_answer {
    bool found;                 /* a layout within the bounds fits */
    bool any_valid;             /* some layout was valid for the model */
    struct gs_layout layout;    /* the fit; else the closest miss (the
                                 * valid layout with the most headroom) */
    struct gs_fit_input in;     /* its engine input */
    struct gs_fit_result res;   /* its estimate */
    int64_t n_evaluated;        /* gs_fit_estimate() calls (cost) */
};

/*
 * The fewest GPUs (every count from 1 to q->max_gpus, not only
 * multiples of the scale-up domain) whose layout fits, honouring the
 * fixed fields.  Among layouts with that count: fewest pipeline stages,
 * then lowest ZeRO stage, then serving: tp = count / pp; training at
 * ZeRO 0: widest tp; training with ZeRO 1-3: widest dp (narrowest tp),
 * as ZeRO shards over data parallelism.  Exact: the answer equals a
 * brute-force walk over every layout in that order
 * (tests/unit/test_layout.c), but the per-GPU bytes do not grow with dp,
 * so the smallest dp that fits each (tp, pp, ZeRO) is found by bisection
 * and the cost is O(valid tp x pp x ZeRO x log max_gpus) estimates.
 * Returns 0 (found or not), or -1 with GS_EDOMAIN when the fixed fields
 * name a layout the model or GPU cannot have (its message says why:
 * tp beyond the scale-up domain or not dividing the heads, pp beyond the
 * layers, ZeRO without data parallelism).
 */
int gs_layout_search(const struct gs_layout_query *q,
                     struct gs_layout_answer *out, struct gs_error *err);

/*
 * The best storage format that fits ("what can I run on this GPU?"):
 * q->work's own formats first, then bf16, 8-bit (fp8 where q->gpu lists
 * an fp8 matrix rate, int8 where it does not), NVFP4 (fp4, only where
 * the tensor cores run it: gs_gpu_has_nvfp4) and int4, each tried only
 * when it stores fewer bits than the last one tried; routed experts never
 * take more bits than q->work gives them.  Only q->work's formats are
 * tried when they were asked for (weight_origin GS_ORIGIN_ASKED) or the
 * mode trains more than adapters (train, full-ft, qlora).  *work_out is
 * the workload of the first format that fits, else of the last tried, and
 * *out its answer.  Returns as gs_layout_search().
 */
int gs_layout_search_formats(const struct gs_layout_query *q,
                             struct gs_workload *work_out,
                             struct gs_layout_answer *out,
                             struct gs_error *err);

/* ---- the training layout search (moved from the CLI's candidate.c) -- */

/* What one candidate delivers, and the layout it delivers it in. */
struct gs_candidate_throughput {
    const char *source;           /* what it comes from, for people */
    bool measured;                /* a measured figure, not a model */
    /* serving */
    int64_t tp, pp, dp, concurrency;
    int64_t ep;                   /* > 1: an EP group of tp = ep GPUs
                                   * (attn_dp: attention data-parallel);
                                   * 0: none */
    bool attn_dp;
    double unit_tokens_per_s;     /* the n-GPU unit, output tokens/s */
    double unit_requests_per_s;
    double ttft_p99_s, itl_p99_s; /* at the chosen concurrency */
    double tpot_mean_s;           /* mean time per output token there */
    int64_t prefill_chunk_tokens; /* the prefill budget chosen (or fixed) */
    /* prefill/decode disaggregation (disagg set; src/plan/disagg.h): the
     * unit is prefill_instances instances of prefill_tp GPUs and
     * decode_replicas replicas of tp x pp x dp GPUs (decode_gpus in all),
     * concurrency the decode replicas' sum */
    bool disagg;
    int64_t prefill_gpus, decode_gpus, prefill_tp, prefill_instances;
    int64_t decode_replicas;
    double prefill_s;             /* one prompt's prefill alone */
    double kv_transfer_s;         /* its KV, prefill to decode */
    double prefill_load_frac;     /* the prefill pool's rho */
    /* training */
    struct gs_train_input tin;
    struct gs_train_result tres;
    bool fits;
    /* media */
    double assets_per_hour;
};

/*
 * The fastest layout of n GPUs for the training step `base` describes
 * (tp inside the scale-up domain, pp, dp, ZeRO 0-3): one that fits
 * before one that does not, then the shorter expected step, into t->tin,
 * t->tres, t->fits and t->tp/pp/dp; *found false when no layout is
 * valid.  The search train, cost, rank and sweep share.
 */
void gs_candidate_train_layout(const struct gs_model *m,
                               const struct gs_gpu *g,
                               const struct gs_workload *w,
                               const struct gs_train_input *base, int64_t n,
                               struct gs_candidate_throughput *t,
                               bool *found);

#endif /* GPUSEL_LAYOUT_H */
