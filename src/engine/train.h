#ifndef GPUSEL_TRAIN_H
#define GPUSEL_TRAIN_H

#include <stdbool.h>
#include <stdint.h>

#include "error.h"
#include "fit.h"
#include "gpu.h"
#include "model.h"
#include "roofline.h"
#include "workload.h"

/*
 * The training-time engine: how long one optimiser step takes on a
 * (tp, pp, dp) layout, how many tokens per second and what MFU that is,
 * and how many days and GPU-hours a token budget costs once checkpoints
 * and failures are paid for (goodput).  Each micro-batch's work is split
 * into operation kinds, each timed on its own roof (GEMMs on the
 * precision's dense peak x an achievable matmul fraction, fused attention
 * on the 16-bit peak x its fraction, elementwise traffic on HBM bandwidth
 * x its fraction, collectives on the link's bus bandwidth); the pipeline
 * runs (m + pp - 1) micro-batch slots (1F1B), and the data-parallel
 * gradient reduce, optimiser step and host (offload) transfers follow.
 * Every uncertain constant comes as expected, pessimistic and optimistic
 * values; outputs have _low/_high companions (element-wise min and max
 * over the three evaluations).
 *
 * Pure: no I/O, no allocation, no globals.  Base units (FLOP, bytes,
 * seconds).  docs/engines/train.md derives every formula and cites every
 * constant; the defaults are in gpusel/train_defaults.h.
 */

/* Operation kinds of a step (each timed on its own roof). */
enum gs_train_op {
    GS_TOP_GEMM,        /* linear layers and the LM head, fwd + bwd
                         * (+ recomputed forward) */
    GS_TOP_ATTENTION,   /* scores and values (fused attention) */
    GS_TOP_ELEMENTWISE, /* norms, residuals, activations, rotary,
                         * cross-entropy: HBM traffic */
    GS_TOP_TP_COMM,     /* tensor-parallel all-reduces */
    GS_TOP_PP_COMM,     /* pipeline activations sent between stages */
    GS_TOP_BUBBLE,      /* 1F1B fill and drain: (pp - 1) slots */
    GS_TOP_DP_COMM,     /* gradient reduce (+ ZeRO-3 gathers), exposed */
    GS_TOP_OPTIMIZER,   /* the optimiser step (GPU or host) */
    GS_TOP_OFFLOAD,     /* host <-> GPU transfers (PCIe or C2C) */
    GS_TOP_COUNT
};

/* "gemm", "attention", "elementwise", ... */
const char *gs_train_op_name(enum gs_train_op op);

/* The uncertain inputs of one evaluation. */
struct gs_train_eff {
    struct gs_roofline_eff rf;  /* matmul, attention, HBM fractions,
                                 * collective latency and bus fraction
                                 * (the roofline engine's, per GPU) */
    double net_bus_frac;        /* achieved / per-GPU scale-out bandwidth
                                 * in NCCL collectives, (0, 1.5] */
    double host_link_frac;      /* achieved / PCIe per-direction peak,
                                 * (0, 1] */
    double dp_overlap;          /* 1: the gradient reduce overlaps the
                                 * last micro-batch's backward (all but
                                 * the last bucket); 0: none */
    double failure_per_gpu_h;   /* unexpected interruptions per GPU-hour */
    double restart_s;           /* detect, reschedule, reload, per
                                 * interruption */
    double attn_bwd_frac;       /* achieved / 16-bit dense peak in the
                                 * fused attention backward, counting
                                 * the FLOPs it executes (2.5 x the
                                 * forward's: it recomputes the scores),
                                 * (0, 1.5]; 0: rf.attention_frac x
                                 * GS_TR_ATTN_BWD_RATIO */
};

/* Tunables; defaults with sources in gpusel/train_defaults.h. */
struct gs_train_consts {
    struct gs_train_eff expected;
    struct gs_train_eff pessimistic;  /* slow steps, many failures */
    struct gs_train_eff optimistic;
    double scale_out_bw_bytes_per_s;  /* per GPU, per direction */
    double storage_bw_bytes_per_s;    /* checkpoint write, whole job */
    double host_mem_bw_bytes_per_s;   /* CPU optimiser step (offload) */
    double dp_bucket_bytes;           /* gradient bucket (the part that
                                       * cannot overlap) */
    double grad_reduce_bytes;         /* per gradient element reduced */
    double act_bytes;                 /* per activation element (16-bit) */
    double fp8_cast_bytes;            /* fp8 training: bytes per GEMM-input
                                       * element per pass (4 delayed
                                       * scaling, 6 current scaling);
                                       * 0: GS_TR_FP8_CAST_BYTES */
    bool dp_overlap_zero3_only;       /* the reduce overlaps only under
                                       * ZeRO-3 (DeepSpeed's default) */
};

struct gs_train_input {
    const struct gs_model *model;   /* valid (gs_model_validate) */
    const struct gs_gpu *gpu;
    enum gs_precision precision;    /* GEMM precision (bf16, fp16, fp8,
                                     * fp32); must have a dense rate */
    enum gs_optimizer optimizer;
    enum gs_recompute recompute;
    enum gs_offload offload;
    bool attn_unfused;              /* attention materialises the scores
                                     * (before FlashAttention, 2022):
                                     * the full s x s square computed as
                                     * batched GEMMs and the scores
                                     * streamed through HBM */
    int64_t seq_tokens;             /* sequence length, >= 1 */
    int64_t micro_batch;            /* sequences per GPU per micro-step */
    int64_t global_batch;           /* sequences per optimiser step; a
                                     * multiple of dp * micro_batch */
    int64_t tp, pp, dp;             /* >= 1 each */
    int64_t zero_stage;             /* 0..3 */
    int64_t virtual_stages;         /* interleaved 1F1B: model chunks per
                                     * GPU (Narayanan et al. 2021); 0 or
                                     * 1: plain 1F1B */
    double tokens;                  /* token budget, >= 1 */
    double mfu;                     /* NaN: modelled; else the step time
                                     * follows from this MFU, (0, 1] */
    struct gs_train_consts consts;
};

/* Outputs with their spreads (_low / _high are separate structs). */
struct gs_train_metrics {
    double step_s;              /* one optimiser step */
    double tokens_per_s;        /* whole job, while training */
    double mfu;                 /* model FLOP/s / (peak x GPUs) */
    double compute_s;           /* tokens / tokens_per_s: no failures */
    double checkpoint_write_s;
    double checkpoint_interval_s; /* Daly's optimum */
    double mtbf_s;              /* whole job */
    double interruptions;       /* expected, over the wall time */
    double lost_s;              /* rework + restarts, total */
    double goodput;             /* compute_s / wall_s */
    double wall_s;
    double days;
    double gpu_hours;
};

struct gs_train_result {
    struct gs_train_metrics expected, low, high;
    double time_s[GS_TOP_COUNT];    /* per step, expected evaluation */
    double model_flop_per_token;    /* 6 x matmul params + attention */
    double hw_flop_per_token;       /* + recomputation */
    double matmul_params;           /* active params in matmuls (LM head
                                     * in, input embedding out) */
    double attn_flop_per_token;     /* fwd + bwd, causal */
    double flop_6nd_per_token;      /* 6 x total params (the convention) */
    double peak_flop_per_s;         /* dense, per GPU, at `precision` */
    double min_s;                   /* token budget at 100% MFU, whole
                                     * cluster (model FLOPs) */
    double min_6nd_s;               /* the same with 6 x N x D */
    double checkpoint_bytes;        /* weights + optimiser states */
    double host_link_bytes_per_s;   /* per direction, nominal; 0 none */
    bool host_link_c2c;             /* NVLink-C2C (Grace), not PCIe */
    double bubble_frac;             /* (pp - 1) / (v m + pp - 1) */
    double dp_overlap_frac;         /* share of the reduce hidden */
    int64_t n_micro;                /* micro-batches per step per replica */
    int64_t n_gpus;                 /* tp x pp x dp */
    double tokens_per_step;
    double steps;                   /* tokens / tokens_per_step */
};

/*
 * Young (1974) / Daly (2006) optimum checkpoint interval (compute time
 * between checkpoints) for a checkpoint taking write_s and a mean time
 * between failures mtbf_s:
 *   sqrt(2 d M) [1 + sqrt(d / 2M) / 3 + (d / 2M) / 9] - d   for d < 2M,
 *   M otherwise.
 * Pure.
 */
double gs_train_daly_interval(double write_s, double mtbf_s);

/*
 * Estimate *in.  Returns 0 and fills *out; -1 with GS_EDOMAIN when the
 * request is outside the model: tokens, sequence, micro-batch or degrees
 * below 1, a global batch that is not a multiple of dp x micro-batch, tp
 * not dividing the heads (gs_fit_tp_valid), tp beyond the GPU's scale-up
 * domain, pp above the layers, ZeRO outside 0-3 or above 0 without data
 * parallelism, parameter offload without ZeRO-3, a precision the GPU has
 * no dense rate for, an MFU outside (0, 1], or constants outside their
 * ranges.  `trace` may be NULL; with one, every formula of the expected
 * evaluation is emitted with its values.
 */
int gs_train_estimate(const struct gs_train_input *in,
                      struct gs_train_result *out,
                      const struct gs_trace *trace, struct gs_error *err);

#endif /* GPUSEL_TRAIN_H */
