#ifndef GPUSEL_TRAIN_LAYOUT_H
#define GPUSEL_TRAIN_LAYOUT_H

#include <stdbool.h>
#include <stdint.h>

#include "fit.h"
#include "layout.h"
#include "train.h"
#include "workload.h"

/*
 * The training defaults a practitioner would choose: the global batch
 * from published pretraining recipes by model size (raised so that a
 * large cluster still has a full pipeline), and the layout of n GPUs
 * (tp, pp, virtual pipeline stages, micro-batch, activation
 * recomputation, ZeRO stage) with the highest expected throughput among
 * those that fit in memory.  `gpusel train`, cost, rank and sweep share
 * it.  Pure (engine layer): no I/O, no allocation, no globals.
 * docs/engines/train.md ("Defaults a practitioner would choose") gives
 * the recipes, the rule and the search.
 */

/* How the global batch is asked. */
enum gs_train_batch_kind {
    GS_TBATCH_RECIPE,   /* not asked: the recipe for the model's size,
                         * raised to a full pipeline on the cluster */
    GS_TBATCH_TOKENS,   /* tokens per step, rounded up to whole sequences
                         * and to a multiple of dp x micro-batch */
    GS_TBATCH_SEQS      /* sequences per step; must be such a multiple */
};

struct gs_train_batch {
    enum gs_train_batch_kind kind;
    double value;       /* tokens or sequences; unused for RECIPE */
};

/*
 * The recipe's tokens per optimiser step for a model of `params` total
 * parameters: log-log interpolation between published pretraining
 * batches (GPT-3 125M 0.5M tokens and 1.3B 1M, Brown et al. 2020 Table
 * 2.1; Llama 2 7B and 70B 4M, Touvron et al. 2023 Table 1; Llama 3 405B
 * 16M, Dubey et al. 2024 section 3.4.1), constant outside them.  Pure.
 */
double gs_train_recipe_batch_tokens(double params);

/*
 * Sequences per step on a layout with dp replicas and micro-batch b, for
 * sequences of seq tokens, on n_gpus GPUs whose scale-up domain holds
 * `domain`: asked sequences as they are (0 when not a multiple of
 * dp x b); asked tokens in whole sequences rounded up to a multiple of
 * dp x b; the recipe's tokens for `params` in whole sequences, at least
 * n_gpus / domain (one sequence per widest tensor-parallel group: Llama
 * 3's 2,048 sequences on 16,384 GPUs, Dubey et al. 2024 Table 4), rounded
 * up to a multiple of dp x b, and 0 (no such layout) when dp x b alone
 * exceeds it: a layout does not inflate the recipe's batch to feed more
 * replicas.  Pure.
 */
int64_t gs_train_global_batch(const struct gs_train_batch *b, double params,
                              int64_t seq, int64_t n_gpus, int64_t domain,
                              int64_t dp, int64_t micro);

/* What the search may choose; each field fixed when set. */
struct gs_train_search {
    const struct gs_train_input *base; /* model, GPU, precision, optimiser,
                                        * offload, sequence, tokens, MFU,
                                        * constants; its layout fields,
                                        * micro_batch, recompute and
                                        * virtual_stages are ignored */
    const struct gs_workload *work;    /* the settled training workload
                                        * (fit engine: dtypes, reserves) */
    int64_t n_gpus;                    /* >= 1 */
    struct gs_layout fixed;            /* tp, pp, dp, zero_stage fixed
                                        * where set (GS_UNSET_I64) */
    int64_t vpp;                       /* GS_UNSET_I64: searched */
    int64_t micro_batch;               /* GS_UNSET_I64: searched */
    enum gs_recompute recompute;       /* GS_RECOMPUTE_UNSET: searched */
    struct gs_train_batch batch;
};

struct gs_train_choice {
    bool found;                 /* some layout was valid */
    bool fits;                  /* the chosen one fits in memory */
    struct gs_train_input in;   /* the chosen input (layout, batch) */
    struct gs_train_result res; /* its estimate */
    struct gs_fit_result fit;   /* its memory */
    int64_t n_tried;            /* layouts estimated */
    int64_t n_fit;              /* of them, fitting in memory */
    /* The fastest fitting layout with plain 1F1B (vpp 1) and no
     * recomputation, for the report's "why" (runner_found false when
     * none fits). */
    bool runner_found;
    struct gs_train_input runner_in;
    struct gs_train_result runner_res;
};

/*
 * The layout of q->n_gpus GPUs with the highest expected tokens per
 * second that fits in memory (else the fastest of all, fits false):
 * tp inside the scale-up domain and valid for the heads, pp up to the
 * layers, dp = n / (tp pp), ZeRO 0-3 (above 0 only with dp >= 2),
 * micro-batch 1, 2, 4, recomputation none, selective, full, and virtual
 * stages 1, 2, 4, 8 (with pp >= 2, at least GS_TR_VPP_MIN_LAYERS layers
 * per chunk and at least pp micro-batches, as Megatron's interleaved
 * schedule needs).  Exact under two monotonic facts of the fit and train
 * engines: memory falls and step time rises from none to selective to
 * full recomputation (so each micro-batch takes the lightest that fits:
 * none, else full decides whether any fits, then selective), and memory
 * grows with the micro-batch (a larger one is tried only while the
 * smaller fits at some recomputation).  A layout that does not fit is
 * kept only as the closest miss, at one chunk.  Ties keep the earlier
 * (narrower tp, fewer stages, lower ZeRO, smaller micro-batch, fewer
 * chunks).  found stays false when the GPU has no dense rate at the
 * base's precision.  Pure.
 */
void gs_train_layout_search(const struct gs_train_search *q,
                            struct gs_train_choice *out);

#endif /* GPUSEL_TRAIN_LAYOUT_H */
