#ifndef GPUSEL_DEFAULTS_H
#define GPUSEL_DEFAULTS_H

#include "gpusel/fit.h"

/*
 * Every CLI default and tunable, in one place (src/defaults.c), each with
 * its provenance; docs/methodology.md cites the same sources.
 */

/* The engine tunables `gpusel fit` starts from. */
extern const struct gs_fit_consts gs_default_fit_consts;

/* Largest GPU count `gpusel fit` searches per GPU type. */
#define GS_DEFAULT_MAX_GPUS 1024
/* Bound on --max-gpus, --gpus, --tp, --pp, --dp: 65,536 GPUs, beyond the
 * largest clusters built, and a search that stays well under a second. */
#define GS_MAX_SEARCH_GPUS 65536
/* `gpusel fit` defaults: context per sequence, and LoRA rank (PEFT's
 * examples and most recipes use 8-64). */
#define GS_FIT_DEFAULT_CTX_TOKENS 4096
#define GS_FIT_DEFAULT_LORA_RANK 16
/* The workload when none is named: serving, 16-bit weights and KV cache
 * (checkpoints ship in bf16); QLoRA's base is NF4 by definition. */
#define GS_FIT_DEFAULT_MODE "infer"
#define GS_FIT_DEFAULT_PRECISION "bf16"
#define GS_FIT_DEFAULT_QLORA_PRECISION "nf4"
#define GS_FIT_DEFAULT_KV_DTYPE "bf16"
/* Training: AdamW (the default of HF Trainer, Megatron and DeepSpeed), no
 * recomputation (HF Trainer's default), fp32 adapters (PEFT's
 * autocast_adapter_dtype). */
#define GS_FIT_DEFAULT_OPTIMIZER "adam"
#define GS_FIT_DEFAULT_RECOMPUTE "none"
#define GS_FIT_DEFAULT_ADAPTER_DTYPE "fp32"
/* Cap on reported maximum concurrency / micro-batch. */
#define GS_MAX_REPORTED_BATCH INT64_C(1048576)
/* Cap on reported maximum context when the model states none. */
#define GS_MAX_REPORTED_CONTEXT INT64_C(16777216)

#endif /* GPUSEL_DEFAULTS_H */
