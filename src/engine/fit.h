#ifndef GPUSEL_FIT_H
#define GPUSEL_FIT_H

#include <stdbool.h>
#include <stdint.h>

#include "error.h"
#include "dtype.h"
#include "model.h"
#include "trace.h"
#include "workload.h"
#include "serving.h"

/*
 * The memory-fit engine: how many bytes one GPU needs to hold a model for
 * inference, training or fine-tuning under a given parallel layout, and
 * whether that fits in the GPU's usable memory.  Pure: no I/O, no
 * allocation, no globals; every tunable is an input field whose CLI
 * default lives in src/plan/defaults.c.  Formulas and their sources:
 * docs/methodology.md.  All sizes are per GPU unless a field says
 * otherwise.  The question's types (mode, optimizer, recompute) are in
 * workload.h; the layout search that calls this engine is layout.h.
 */


/* Tunables with a physical meaning; defaults in src/defaults.c.  The
 * fields after mem_util_frac come from a serving-engine profile
 * (serving.h, gs_serving_fit_consts); all zero is gpusel's own rule. */
struct gs_fit_consts {
    double runtime_reserve_bytes;  /* CUDA context, kernels, library
                                    * workspaces: per GPU, fixed */
    double fragmentation_frac;     /* allocator slack on activations and
                                    * gradients, in [0, 1) */
    int64_t prefill_chunk_tokens;  /* largest prefill batch (inference) */
    double mem_util_frac;          /* share of usable memory the runtime
                                    * may use, in (0, 1] */
    enum gs_kv_budget kv_budget;   /* how the KV cache is budgeted */
    double sampler_bytes;          /* logits + sampler buffers at the
                                    * engine's scheduled rows, last stage;
                                    * 0: logits of `concurrency` rows */
    double cuda_graph_bytes;       /* captured graphs' pool, per GPU: must
                                    * fit in the device, outside the KV
                                    * budget */
    bool activations_at_budget;    /* activations at the full
                                    * prefill_chunk_tokens, as an engine's
                                    * start-up profile runs them (else at
                                    * most ctx x concurrency tokens) */
};

struct gs_fit_input {
    const struct gs_model *model;
    double gpu_usable_bytes;       /* what a framework can allocate */
    enum gs_fit_mode mode;
    enum gs_dtype weight_dtype;    /* base weights (linear layers) */
    enum gs_dtype expert_dtype;    /* routed experts; GS_DTYPE_UNSET: as
                                    * weight_dtype (gpt-oss ships MXFP4
                                    * experts and bf16 elsewhere) */
    enum gs_dtype kv_dtype;        /* KV cache (inference) */
    int64_t ctx_tokens;            /* context / training sequence length */
    int64_t concurrency;           /* inference: sequences resident */
    int64_t micro_batch;           /* training: sequences per step per GPU */
    enum gs_optimizer optimizer;
    enum gs_recompute recompute;
    int64_t lora_rank;             /* lora/qlora */
    enum gs_dtype adapter_dtype;   /* lora/qlora adapters: fp32 (PEFT's
                                    * default) or bf16 (the QLoRA paper);
                                    * trained without a master copy */
    int64_t tp;                    /* tensor-parallel degree */
    int64_t pp;                    /* pipeline-parallel degree */
    int64_t dp;                    /* data-parallel degree (training) */
    int zero_stage;                /* 0..3: ZeRO / FSDP sharding over dp */
    enum gs_offload offload;       /* training: optimiser states (and with
                                    * ZeRO-3 the parameters) in host RAM */
    bool every_stage;              /* evaluate every pipeline stage, not
                                    * only the few that can be busiest
                                    * (tests: the answer is the same) */
    struct gs_fit_consts consts;
};

struct gs_fit_result {
    struct gs_param_counts params; /* whole model */
    double trainable_params;       /* whole model */
    double weights_bytes;
    double kv_cache_bytes;
    double kv_cache_bytes_per_token; /* whole model, unsplit, no window */
    double activation_bytes;
    double gradient_bytes;
    double optimizer_bytes;
    double runtime_bytes;          /* reserve + fragmentation */
    double host_bytes;             /* moved to host memory (--offload) */
    double total_bytes;
    double usable_bytes;           /* the budget: gpu_usable_bytes x
                                    * mem_util_frac (GS_KV_BUDGET_FREE:
                                    * the rest + frac x what is free) */
    double headroom_bytes;         /* the least slack of the budget's
                                    * checks (usable - total when there is
                                    * no engine profile); negative if no
                                    * fit */
    double cuda_graph_bytes;       /* part of runtime_bytes */
    double sampler_bytes;          /* part of activation_bytes */
    bool fits;
    int64_t n_gpus;                /* tp * pp * dp */
    int64_t stage;                 /* the busiest pipeline stage (0-based),
                                    * whose bytes are reported */
};

/*
 * Estimate per-GPU memory for *in on the busiest pipeline stage.  Returns
 * 0 and fills *out; -1 with GS_EDOMAIN when the request is outside the
 * model: tp not dividing the attention heads, tp and KV heads neither
 * dividing the other, pp above the layer count, dp or ZeRO when serving,
 * ZeRO without data parallelism, full-parameter training of a quantised
 * format, a LoRA rank below 1, or adapters in a format other than fp32,
 * bf16 or fp16.  `trace` may be NULL.
 */
int gs_fit_estimate(const struct gs_fit_input *in, struct gs_fit_result *out,
                    const struct gs_trace *trace, struct gs_error *err);

/*
 * Largest concurrency (inference) or micro-batch (training) that fits
 * with everything else in *in unchanged; 0 if not even 1 fits.  Capped
 * at `cap`.
 */
int64_t gs_fit_max_batch(const struct gs_fit_input *in, int64_t cap);

/*
 * Largest context (tokens) that fits with everything else unchanged; 0 if
 * not even 1 token fits.  Capped at `cap`.
 */
int64_t gs_fit_max_context(const struct gs_fit_input *in, int64_t cap);

/*
 * The same two searches given `res_in`, what gs_fit_estimate() made of
 * *in itself (the caller usually has it): one estimate fewer.
 */
int64_t gs_fit_max_batch_from(const struct gs_fit_input *in,
                              const struct gs_fit_result *res_in,
                              int64_t cap);
int64_t gs_fit_max_context_from(const struct gs_fit_input *in,
                                const struct gs_fit_result *res_in,
                                int64_t cap);

/*
 * gs_fit_estimate() of *in into *res and, when it fits, *max the largest
 * concurrency (micro-batch) that fits, as gs_fit_max_batch_from() finds
 * it (0 when *in does not fit): a serving search reads the estimate's
 * stages instead of estimating again.  -1 with *err where the estimate
 * refuses *in.
 */
int gs_fit_max_batch_of(const struct gs_fit_input *in, int64_t cap,
                        struct gs_fit_result *res, int64_t *max,
                        struct gs_error *err);

/*
 * gs_fit_max_batch_of(&b, cap, ...) for b = *in with each prefill budget
 * b.consts.prefill_chunk_tokens = chunks[k], k < n, into max[k]: the
 * same answers, bit for bit, from one estimate (a budget moves only the
 * activations' chunk and the runtime share of it, which the search
 * re-evaluates at every concurrency: its stages, weights and KV per
 * sequence are the same).  -1 with *err where the estimate refuses *in
 * (its checks do not depend on the budget).
 */
int gs_fit_max_batch_budgets(const struct gs_fit_input *in, int64_t cap,
                             const int64_t *chunks, size_t n, int64_t *max,
                             struct gs_error *err);

/* Whether tp is a valid tensor-parallel degree for m (see above). */
bool gs_fit_tp_valid(const struct gs_model *m, int64_t tp);

/*
 * Translate profile p into the fit engine's consts for target *t:
 * mem_util_frac, the KV budget rule, the activation token budget
 * (prefill_chunk_tokens), the runtime reserve, the sampler's bytes and
 * the CUDA-graph pool.  *base supplies what the profile does not set
 * (fragmentation); GS_SERVE_NONE returns *base unchanged.  Pure (src/engine/serving_fit.c).
 */
void gs_serving_fit_consts(const struct gs_serving_profile *p,
                           const struct gs_serving_target *t,
                           const struct gs_fit_consts *base,
                           struct gs_fit_consts *out);

#endif /* GPUSEL_FIT_H */
