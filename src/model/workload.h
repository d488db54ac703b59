#ifndef GPUSEL_WORKLOAD_H
#define GPUSEL_WORKLOAD_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "dtype.h"
#include "error.h"
#include "model.h"

/*
 * The question every engine answers: a workload (what runs: mode,
 * storage formats, context, concurrency or micro-batch, optimiser,
 * recomputation, adapters, tunables).  Every optional field has an
 * explicit "unset" value (GS_UNSET_I64, GS_UNSET_F64, an enum's _UNSET);
 * gs_workload_settle() replaces each unset field with its default and
 * rejects combinations that do not make sense.  Pure (engine layer): no
 * I/O, no allocation, no globals; the defaults come in as an argument
 * (src/plan/defaults.c holds them with their provenance).
 * docs/CONTRIBUTING.md, "The engine API", shows how commands use it.
 */

/* An integer field left to its default (never 0 or -1 overloaded). */
#define GS_UNSET_I64 INT64_MIN
/* A real-valued field left to its default. */
#define GS_UNSET_F64 NAN

static inline bool gs_unset_i64(int64_t v)
{
    return v == GS_UNSET_I64;
}

static inline bool gs_unset_f64(double v)
{
    return isnan(v);
}

enum gs_fit_mode {
    GS_MODE_UNSET = -1,
    GS_MODE_INFER,   /* serving: weights + KV cache + workspace */
    GS_MODE_TRAIN,   /* pre-training: all parameters trainable */
    GS_MODE_FULL_FT, /* full fine-tuning: same memory as train */
    GS_MODE_LORA,    /* frozen base + LoRA adapters */
    GS_MODE_QLORA,   /* frozen NF4 base + LoRA adapters */
    GS_MODE_COUNT
};

enum gs_optimizer {
    GS_OPTIM_UNSET = -1,
    GS_OPTIM_ADAM,       /* AdamW, fp32 master weights, m and v */
    GS_OPTIM_ADAM_8BIT,  /* bitsandbytes 8-bit AdamW states */
    GS_OPTIM_SGD,        /* SGD with momentum */
    GS_OPTIM_COUNT
};

enum gs_recompute {
    GS_RECOMPUTE_UNSET = -1,
    GS_RECOMPUTE_NONE,      /* keep every activation for backward */
    GS_RECOMPUTE_SELECTIVE, /* recompute activation functions */
    GS_RECOMPUTE_FULL,      /* keep only each layer's input */
    GS_RECOMPUTE_COUNT
};

/* What a ZeRO-Offload style run keeps in host memory. */
enum gs_offload {
    GS_OFFLOAD_UNSET = -1,
    GS_OFFLOAD_NONE,      /* everything on the GPU */
    GS_OFFLOAD_OPTIMIZER, /* optimiser states (and the step) on the CPU:
                           * ZeRO-Offload (Ren et al. 2021) */
    GS_OFFLOAD_PARAMS,    /* optimiser states and parameters on the CPU,
                           * fetched per micro-batch: ZeRO-Infinity's
                           * offload_param (Rajbhandari et al. 2021) */
    GS_OFFLOAD_COUNT
};

/* "none", "optimizer", "params", NULL. */
extern const char *const gs_offload_names[];
const char *gs_offload_name(enum gs_offload o);
int gs_offload_find(const char *name, enum gs_offload *out);

/* Where a settled value came from (for the report's notes). */
enum gs_origin {
    GS_ORIGIN_UNSET = -1,
    GS_ORIGIN_ASKED,      /* the caller set it */
    GS_ORIGIN_MODEL,      /* the model's shipped format (--precision auto) */
    GS_ORIGIN_DEFAULT,    /* the defaults passed to settle */
    GS_ORIGIN_RECIPE,     /* the mode's usual recipe (QLoRA: nf4 base,
                           * gradient checkpointing) */
    GS_ORIGIN_SEARCH,     /* the largest format that fits
                           * (gs_layout_search_formats) */
};

struct gs_workload {
    enum gs_fit_mode mode;
    enum gs_dtype weight_dtype;   /* linear layers; UNSET: auto, the
                                   * model's shipped format */
    enum gs_dtype expert_dtype;   /* routed experts; UNSET: auto (the
                                   * shipped expert format, else as the
                                   * weights) */
    enum gs_dtype kv_dtype;       /* KV cache (serving) */
    enum gs_dtype adapter_dtype;  /* LoRA adapters (lora/qlora) */
    int64_t ctx_tokens;           /* context / training sequence length */
    int64_t concurrency;          /* serving: sequences resident at once */
    int64_t micro_batch;          /* training: sequences per GPU per step */
    enum gs_optimizer optimizer;  /* training */
    enum gs_recompute recompute;  /* training */
    int64_t lora_rank;            /* lora/qlora */
    int64_t prefill_chunk_tokens; /* serving: largest prefill batch */
    double mem_util_frac;         /* share of usable memory to fill */
    double runtime_reserve_bytes; /* per GPU, fixed */
    double fragmentation_frac;    /* allocator slack on activations and
                                   * gradients */
    /* Filled by gs_workload_settle(): where each value came from. */
    enum gs_origin weight_origin;
    enum gs_origin recompute_origin;
    /* Training: what lives in host memory (ZeRO-Offload).  Not part of
     * settle: zero-initialised, GS_OFFLOAD_NONE. */
    enum gs_offload offload;
};

/* Every field unset (designated initialisers may then set some). */
#define GS_WORKLOAD_UNSET                                                   \
    {                                                                       \
        .mode = GS_MODE_UNSET, .weight_dtype = GS_DTYPE_UNSET,              \
        .expert_dtype = GS_DTYPE_UNSET, .kv_dtype = GS_DTYPE_UNSET,         \
        .adapter_dtype = GS_DTYPE_UNSET, .ctx_tokens = GS_UNSET_I64,        \
        .concurrency = GS_UNSET_I64, .micro_batch = GS_UNSET_I64,           \
        .optimizer = GS_OPTIM_UNSET, .recompute = GS_RECOMPUTE_UNSET,       \
        .lora_rank = GS_UNSET_I64, .prefill_chunk_tokens = GS_UNSET_I64,    \
        .mem_util_frac = GS_UNSET_F64, .runtime_reserve_bytes = GS_UNSET_F64,\
        .fragmentation_frac = GS_UNSET_F64, .weight_origin = GS_ORIGIN_UNSET,\
        .recompute_origin = GS_ORIGIN_UNSET,                                \
    }

/*
 * The defaults settle fills in: a workload whose every field is set
 * (src/plan/defaults.c: gs_default_workload, with provenance) plus the
 * values that depend on the mode or the weights.
 */
struct gs_workload_defaults {
    struct gs_workload base;          /* weight_dtype: used when the model
                                       * states no shipped format */
    enum gs_dtype qlora_weight_dtype; /* QLoRA's base (nf4) */
    enum gs_recompute qlora_recompute; /* PEFT's QLoRA recipe: full */
    enum gs_dtype fp32_kv_dtype;      /* KV cache next to fp32 weights */
};

/* The names in enum order, NULL-terminated (option choices). */
extern const char *const gs_mode_names[];
extern const char *const gs_optimizer_names[];
extern const char *const gs_recompute_names[];

/* Names, for messages and option choices; "unset" for an unset value. */
const char *gs_mode_name(enum gs_fit_mode mode);
const char *gs_optimizer_name(enum gs_optimizer o);
const char *gs_recompute_name(enum gs_recompute r);
/* Checked lookups by exact name: 0 and *out set, or -1 (never a silent
 * fallback to the first value). */
int gs_mode_find(const char *name, enum gs_fit_mode *out);
int gs_optimizer_find(const char *name, enum gs_optimizer *out);
int gs_recompute_find(const char *name, enum gs_recompute *out);

/* Whether the mode trains (anything but serving). */
bool gs_mode_trains(enum gs_fit_mode mode);
/* Whether the mode trains LoRA adapters on a frozen base. */
bool gs_mode_is_lora(enum gs_fit_mode mode);

/*
 * Settle *asked against model m and the defaults d into *out: every
 * unset field takes its default, so *out has no unset field.  Rules:
 * the mode defaults to d->base.mode; weights (auto) take m's shipped
 * format, else d's; full-parameter training (train, full-ft) of a
 * checkpoint shipped in a non-trainable format runs on d's 16-bit copy;
 * qlora's base is d->qlora_weight_dtype and its recomputation
 * d->qlora_recompute; routed experts take m's shipped expert format when
 * the weights are auto, else the weights' format; the KV cache is
 * d->fp32_kv_dtype next to fp32 weights.  Returns 0, or -1 with
 * GS_EUSAGE when a field set in *asked does not apply to the mode (e.g.
 * an optimizer when serving, a KV format when training, a LoRA rank
 * outside lora/qlora, a concurrency when training, a micro-batch when
 * serving) or qlora is asked with a base other than nf4.  The message
 * names the option ("--optimizer applies to training modes ...").
 */
int gs_workload_settle(const struct gs_workload *asked,
                       const struct gs_model *m,
                       const struct gs_workload_defaults *d,
                       struct gs_workload *out, struct gs_error *err);

#endif /* GPUSEL_WORKLOAD_H */
