/*
 * The memory-fit engine.  Pure: no I/O, no allocation, no globals.
 * docs/methodology.md derives each term and cites its source; the
 * comments here name the term and the reason.
 */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "fit.h"
#include "banned.h"

/* Logits for the loss: bf16 logits plus their fp32 upcast (bytes). */
#define GS_LOGIT_BYTES_TRAIN 6.0
/* Logits for sampling, one fp32 row per running sequence (bytes). */
#define GS_LOGIT_BYTES_INFER 4.0
/* Residual stream, normalised input, attention output, FFN output. */
#define GS_INFER_HIDDEN_BUFFERS 4.0
/* Mixed-precision optimiser bookkeeping, bytes per trainable param. */
#define GS_FP32_BYTES 4.0
#define GS_ADAM8_STATE_BYTES 2.0   /* two 8-bit moments */
/* candidate_stages(): first, second, last three, two per kind change */
#define GS_FIT_MAX_CANDIDATE_STAGES 9

/* Trace one quantity (gpusel/trace.h: with no trace, every call of the
 * layout search, the arguments are not even evaluated). */
#define trace(t, ...) GS_TRACE((t), __VA_ARGS__)

/* The routed experts' format: their own, else the weights'. */
static enum gs_dtype fit_expert_dtype(const struct gs_fit_input *in)
{
    return in->expert_dtype == GS_DTYPE_UNSET || in->model->n_experts == 0
               ? in->weight_dtype
               : in->expert_dtype;
}

static bool trainable_dtype(enum gs_dtype t)
{
    return t == GS_DTYPE_FP32 || t == GS_DTYPE_BF16 || t == GS_DTYPE_FP16;
}

/*
 * Bytes of `linear` matrix parameters of which `experts` are routed
 * experts stored at e_b bytes each, the rest at w_b.  One product when
 * the formats agree, so the sum is exactly what it was before experts
 * had a format of their own.
 */
static double linear_bytes(double linear, double experts, double w_b,
                           double e_b)
{
    if (e_b == w_b)
        return linear * w_b;
    return (linear - experts) * w_b + experts * e_b;
}

bool gs_fit_tp_valid(const struct gs_model *m, int64_t tp)
{
    if (tp < 1 || m->n_heads % tp != 0)
        return false;
    if (m->kv_lora_rank > 0)
        return true;        /* MLA: the latent is replicated on each rank */
    return m->n_kv_heads % tp == 0 || tp % m->n_kv_heads == 0;
}

static bool is_training(enum gs_fit_mode mode)
{
    return mode != GS_MODE_INFER;
}

/*
 * What one layer of each kind holds: the model's shapes
 * (gs_model_layer_shapes) plus, for training, the activation elements
 * kept per token under each recomputation policy.
 */
struct layer_kind {
    double linear_params;   /* quantisable matrices, routed experts
                             * included */
    double expert_params;   /* of which routed experts (own format) */
    double other_params;    /* router, norms and biases (kept 16-bit) */
    double lora_in_out;     /* sum of (in + out) over its linear layers */
    double act_elems[3];    /* training: kept per token, per recompute */
    double ffn_width;       /* serving: FFN width a token passes through */
    double expert_out;      /* serving: routed experts' outputs, x hidden */
};

static void from_shape(const struct gs_layer_shape *s, struct layer_kind *k)
{
    memset(k, 0, sizeof(*k));
    k->linear_params = s->linear_params;
    k->expert_params = s->expert_params;
    k->other_params = s->other_params;
    k->lora_in_out = s->lora_in_out;
    k->ffn_width = s->ffn_width;
    k->expert_out = s->expert_out;
}

/* Per-layer contents of the dense and the MoE layers of m. */
static GS_ALWAYS_INLINE void layer_kinds(const struct gs_model *m,
                        const struct gs_param_counts *p,
                        struct layer_kind *dense, struct layer_kind *moe)
{
    struct gs_layer_shape sd, sm;
    double h = (double)m->hidden_size, attn_act, up;
    int rc;

    gs_model_layer_shapes(m, p, &sd, &sm);
    from_shape(&sd, dense);
    from_shape(&sm, moe);
    /* norm input, q/k/v input, Q, K and V, attention output */
    attn_act = 2.0 * h + 2.0 * sd.q_width + sd.kv_width;
    up = m->mlp_kind == GS_MLP_GATED ? 2.0 : 1.0;   /* up (and gate) */
    if (sm.linear_params > 0.0) {
        double k = (double)(m->n_active_experts + m->n_shared_experts);

        for (rc = 0; rc < 3; rc++)
            /* norm and FFN inputs, k - 1 extra routed copies of the
             * input, up/gate outputs, activation output unless
             * recomputed (Korthikanti et al. 2022, generalised) */
            moe->act_elems[rc] = attn_act + 2.0 * h + (k - 1.0) * h +
                                 (up + (rc == GS_RECOMPUTE_NONE)) *
                                     sm.ffn_width;
    }
    for (rc = 0; rc < 3; rc++)
        dense->act_elems[rc] = attn_act + 2.0 * h +
                               (up + (rc == GS_RECOMPUTE_NONE)) *
                                   (double)m->intermediate_size;
}

/*
 * Layers [first, first + n) of pipeline stage i.  As vLLM partitions
 * (get_pp_indices): n_layers / pp each, and the remainder one apiece to
 * the stages just before the last, which keeps the extra layers off the
 * stages that also hold the embedding and the head.
 */
static void stage_range(int64_t n_layers, int64_t pp, int64_t i,
                        int64_t *first, int64_t *n)
{
    int64_t base = n_layers / pp, extra = n_layers % pp;
    int64_t lo = pp - 1 - extra;    /* stages lo .. pp - 2 get one more */

    *n = base + (i >= lo && i <= pp - 2 ? 1 : 0);
    *first = i * base + (i > lo ? (i - lo < extra ? i - lo : extra) : 0);
}

/*
 * MoE layers among layers [first, first + n) of m, as
 * gs_model_layer_is_moe() places them: the n_dense_layers dense layers
 * first, then MoE layers; or, with moe_layer_step k > 1 (Llama 4
 * Maverick's interleave_moe_layer_step), layer i is MoE when
 * (i + 1) % k == 0, which counts in closed form.
 */
static int64_t moe_layers_in(const struct gs_model *m, int64_t first,
                             int64_t n)
{
    int64_t dense_end = m->n_experts > 0 ? m->n_dense_layers : m->n_layers;

    if (m->n_experts > 0 && m->moe_layer_step > 1)
        return (first + n) / m->moe_layer_step - first / m->moe_layer_step;
    if (first >= dense_end)
        return n;
    return first + n <= dense_end ? 0 : first + n - dense_end;
}

/*
 * Pipeline stage holding layer x (stage_range() inverted): stages below
 * lo hold base layers, stages lo .. pp - 2 one more, the last base.
 */
static int64_t stage_of_layer(int64_t n_layers, int64_t pp, int64_t x)
{
    int64_t base = n_layers / pp, extra = n_layers % pp;
    int64_t lo = pp - 1 - extra, i;

    if (x < lo * base)
        return x / base;
    i = lo + (x - lo * base) / (base + 1);
    return i < pp - 1 ? i : pp - 1;
}

/*
 * First t in [0, n_steps) at which a + t * step (mod k) falls in the
 * other half of the split [0, s) | [s, k) than a, where step = k - s
 * (mod k); n_steps if none.  Stepping by +step from the low half, or by
 * -s from the high half, the walk cannot jump the other half (each is as
 * wide as the step that reaches it), so the count is a division.
 */
static int64_t steps_to_other_half(int64_t a, int64_t s, int64_t k,
                                   int64_t n_steps)
{
    int64_t step = k - s, t;

    t = a < s ? (s - a + step - 1) / step : a / s;
    return t < n_steps ? t : n_steps;
}

/*
 * The stages that can be the busiest, in at most
 * GS_FIT_MAX_CANDIDATE_STAGES: stage i's bytes depend on i only through
 * being first or last, its layer count (base or base + 1), its MoE layer
 * count and, in training, the pp - i micro-batches in flight, which fall
 * with i.  So among stages alike in the rest the first is the busiest,
 * and only the first of each kind is evaluated.  Dense-then-MoE models
 * change kind at the stage holding the last dense layer; interleaved MoE
 * (layer j is MoE when (j + 1) % k == 0) gives a stage of n layers
 * starting at f either n / k MoE layers or one more, the latter when
 * f mod k >= k - n mod k, and the first stage of each is found in closed
 * form.  Evaluating every stage instead made the layout search quadratic
 * in the pipeline depth: 104 s for a 10,000-layer interleaved model on
 * two GPUs (issue 11, D5).  Returns the count written to cand.
 */
static GS_ALWAYS_INLINE size_t candidate_stages(const struct gs_model *m, int64_t pp,
                               int64_t *cand)
{
    int64_t L = m->n_layers, base = L / pp, extra = L % pp;
    int64_t lo = pp - 1 - extra;    /* first stage with base + 1 layers */
    int64_t dense_end = m->n_experts > 0 ? m->n_dense_layers : 0;
    size_t n = 0;

    cand[n++] = 0;
    cand[n++] = 1;
    cand[n++] = pp - 1 - extra;
    cand[n++] = pp - 2;
    cand[n++] = pp - 1;
    if (m->n_experts > 0 && m->moe_layer_step > 1) {
        int64_t k = m->moe_layer_step, seg;

        for (seg = 0; seg < 2; seg++) {
            /* stages [start, end) with `len` layers each, 1 .. pp - 2 */
            int64_t start = seg == 0 ? 1 : (lo > 1 ? lo : 1);
            int64_t end = seg == 0 ? (lo < pp - 1 ? lo : pp - 1) : pp - 1;
            int64_t len = seg == 0 ? base : base + 1, f, r;

            if (start >= end)
                continue;
            f = start <= lo ? start * base
                            : lo * base + (start - lo) * (base + 1);
            r = len % k;
            cand[n++] = start;
            if (r > 0)
                cand[n++] = start + steps_to_other_half(f % k, k - r, k,
                                                        end - start);
        }
    } else if (dense_end > 0) {
        int64_t b = stage_of_layer(L, pp, dense_end - 1);

        cand[n++] = b;
        cand[n++] = b + 1;
    }
    return n;
}

/* Everything one pipeline stage holds on one of its GPUs. */
struct stage_bytes {
    double weights, kv, act, grad, opt, runtime, total;
    double host;                /* offloaded to host memory */
    double trainable;           /* parameters trained on this GPU */
    int64_t first, n_layers, n_moe;
};

/* What a serving stage's bytes depend on besides the concurrency
 * (serve_bytes): the search for the largest concurrency (search_max)
 * evaluates its stages from these, not from the model again. */
struct stage_serve {
    double kv_rank, kv_b, kv_tokens; /* kv: C x kv_rank x kv_b x kv_tokens */
    double per_token, hp_b;          /* activations per prefill token */
    double vocab;                    /* logits: C x vocab x 4 B (last stage) */
    bool last_stage;
};

/* A serving stage's KV cache and activations at `concurrency`. */
static GS_ALWAYS_INLINE void serve_bytes(const struct gs_fit_input *in,
                                         const struct stage_serve *ss,
                                         int64_t concurrency,
                                         struct stage_bytes *sb)
{
    const struct gs_fit_consts *c = &in->consts;
    double conc = (double)concurrency;
    double chunk = c->activations_at_budget
                       ? (double)c->prefill_chunk_tokens
                       : fmin((double)c->prefill_chunk_tokens,
                              (double)in->ctx_tokens * conc);
    /* the sampler's buffers: an engine profile's (sized at its scheduled
     * rows), else fp32 logits per sequence */
    double logits = !ss->last_stage ? 0.0
                    : c->sampler_bytes > 0.0
                        ? c->sampler_bytes
                        : conc * ss->vocab * GS_LOGIT_BYTES_INFER;

    sb->kv = conc * ss->kv_rank * ss->kv_b * ss->kv_tokens;
    sb->act = chunk * ss->per_token * ss->hp_b + logits;
}

/* A stage's runtime bytes and total from the rest. */
static GS_ALWAYS_INLINE void stage_total(const struct gs_fit_consts *c,
                                         struct stage_bytes *sb)
{
    sb->runtime = c->runtime_reserve_bytes +
                  c->fragmentation_frac * (sb->act + sb->grad) +
                  c->cuda_graph_bytes;
    sb->total = sb->weights + sb->kv + sb->act + sb->grad + sb->opt +
                sb->runtime;
}

/*
 * Evaluate pipeline stage i of the layout in *in; with a trace, say how.
 * The formulas are in docs/methodology.md.
 */
static void eval_stage(const struct gs_fit_input *in,
                       const struct gs_param_counts *p,
                       const struct layer_kind *dense,
                       const struct layer_kind *moe, int64_t i,
                       struct stage_bytes *sb, struct stage_serve *ss,
                       const struct gs_trace *t)
{
    const struct gs_model *m = in->model;
    const struct gs_fit_consts *c = &in->consts;
    double L = (double)m->n_layers, tp = (double)in->tp, dp = (double)in->dp;
    bool train = is_training(in->mode);
    bool lora = in->mode == GS_MODE_LORA || in->mode == GS_MODE_QLORA;
    bool first_stage = i == 0, last_stage = i == in->pp - 1;
    double hp_b = in->weight_dtype == GS_DTYPE_FP32 ? GS_FP32_BYTES : 2.0;
    double w_b = gs_dtype_bytes(in->weight_dtype);
    double e_b = gs_dtype_bytes(fit_expert_dtype(in));
    double n_dense, n_moe, emb, linear, experts, other, kv_elems, kv_rank;

    memset(sb, 0, sizeof(*sb));
    stage_range(m->n_layers, in->pp, i, &sb->first, &sb->n_layers);
    sb->n_moe = moe_layers_in(m, sb->first, sb->n_layers);
    n_moe = (double)sb->n_moe;
    n_dense = (double)sb->n_layers - n_moe;

    /* --- weights: layers, plus the embedding (and a multimodal model's
     * encoder: vision tower and projector, kept 16-bit as serving engines
     * keep them) on the first stage and the head (or its tied copy) and
     * final norm on the last ------------------------------------------ */
    emb = (first_stage ? p->embedding + p->encoder : 0.0) +
          (last_stage ? (p->lm_head > 0.0 ? p->lm_head : in->pp > 1
                                                             ? p->embedding
                                                             : 0.0) +
                            (p->norms_biases - dense->other_params * L)
                      : 0.0);
    linear = n_dense * dense->linear_params + n_moe * moe->linear_params;
    experts = n_moe * moe->expert_params;     /* part of linear */
    other = n_dense * dense->other_params + n_moe * moe->other_params;
    sb->weights = (linear_bytes(linear, experts, w_b, e_b) +
                   (other + emb) * hp_b) / tp;
    if (e_b != w_b)
        trace(t, "weights", "bytes", sb->weights,
              "(linear %.0f x %.4g B [%s] + routed experts %.0f x %.4g B "
              "[%s] + norms/router/biases %.0f x %g B + embedding/head/encoder "
              "%.0f x %g B) / tp %lld; stage %lld of %lld: layers "
              "%lld-%lld", linear - experts, w_b,
              gs_dtype_name(in->weight_dtype), experts, e_b,
              gs_dtype_name(fit_expert_dtype(in)), other, hp_b, emb, hp_b,
              (long long)in->tp, (long long)i + 1, (long long)in->pp,
              (long long)sb->first, (long long)(sb->first + sb->n_layers - 1));
    else
        trace(t, "weights", "bytes", sb->weights,
              "(linear %.0f x %.4g B [%s] + norms/router/biases %.0f x %g B "
              "+ embedding/head/encoder %.0f x %g B) / tp %lld; stage %lld of %lld: "
              "layers %lld-%lld", linear, w_b, gs_dtype_name(in->weight_dtype),
              other, hp_b, emb, hp_b, (long long)in->tp, (long long)i + 1,
              (long long)in->pp, (long long)sb->first,
              (long long)(sb->first + sb->n_layers - 1));

    /* --- KV cache (serving) ------------------------------------------ */
    kv_elems = gs_model_kv_elems_per_token_layer(m);
    if (m->kv_lora_rank > 0)
        kv_rank = kv_elems;          /* MLA latent: every rank keeps it */
    else if (in->tp <= m->n_kv_heads)
        kv_rank = kv_elems / tp;
    else                             /* one KV head per rank, replicated */
        kv_rank = kv_elems / (double)m->n_kv_heads;
    if (!train) {
        double ctx = (double)in->ctx_tokens;
        double S = (double)m->n_sliding_layers;
        double win = m->sliding_window_tokens > 0
                         ? fmin(ctx, (double)m->sliding_window_tokens) : ctx;
        /* window layers assumed interleaved; a stage's share of full
         * layers is rounded up */
        double full = fmin((double)sb->n_layers,
                           ceil((double)sb->n_layers * (L - S) / L));
        double slide = (double)sb->n_layers - full;

        ss->kv_rank = kv_rank;
        ss->kv_b = gs_dtype_bytes(in->kv_dtype);
        ss->kv_tokens = full * ctx + slide * win;
        ss->last_stage = last_stage;
        ss->vocab = (double)m->vocab_size;
        ss->hp_b = hp_b;
        sb->kv = (double)in->concurrency * ss->kv_rank * ss->kv_b *
                 ss->kv_tokens;
        trace(t, "kv cache", "bytes", sb->kv,
              "concurrency %lld x %.0f elements/token/layer on this GPU (%s) "
              "x %.4g B [%s] x (%.0f full layers x %lld tokens + %.0f window "
              "layers x %.0f tokens)", (long long)in->concurrency, kv_rank,
              gs_attn_kind_name(gs_model_attn_kind(m)),
              gs_dtype_bytes(in->kv_dtype), gs_dtype_name(in->kv_dtype), full,
              (long long)in->ctx_tokens, slide, win);
    }

    /* --- activations ------------------------------------------------- */
    if (!train) {
        double chunk = c->activations_at_budget
                           ? (double)c->prefill_chunk_tokens
                           : fmin((double)c->prefill_chunk_tokens,
                                  (double)in->ctx_tokens *
                                      (double)in->concurrency);
        double h = (double)m->hidden_size;
        double q_dim = m->kv_lora_rank > 0
                           ? (double)m->n_heads *
                                 (double)(m->qk_nope_head_dim +
                                          m->qk_rope_head_dim)
                           : (double)m->n_heads * (double)m->head_dim;
        const struct layer_kind *big = n_moe > 0.0 ? moe : dense;
        double ffn_w = fmax(n_dense > 0.0 ? dense->ffn_width : 0.0,
                            n_moe > 0.0 ? moe->ffn_width : 0.0);
        /* one layer's working set: hidden buffers, q/k/v, FFN up, gate
         * and activation; MoE adds each routed expert's full-width output
         * before the weighted sum (fused-MoE's tokens x top-k x hidden) */
        double per_token = GS_INFER_HIDDEN_BUFFERS * h + q_dim / tp + kv_rank +
                           3.0 * ffn_w / tp + big->expert_out;

        ss->per_token = per_token;
        serve_bytes(in, ss, in->concurrency, sb);
        trace(t, "activations", "bytes", sb->act,
              "prefill chunk %.0f tokens x (%g x hidden %lld + q %.0f/tp + "
              "kv %.0f + 3 x ffn %.0f/tp + expert outputs %.0f) x %g B + "
              "%s", chunk, GS_INFER_HIDDEN_BUFFERS, (long long)m->hidden_size,
              q_dim, kv_rank, ffn_w, big->expert_out, hp_b,
              !last_stage ? "no logits (not the last stage)"
              : c->sampler_bytes > 0.0
                  ? "the engine's sampler buffers (serving profile)"
                  : "fp32 logits, concurrency x vocab x 4 B");
    } else {
        double tokens = (double)in->micro_batch * (double)in->ctx_tokens;
        double act_b = (in->weight_dtype == GS_DTYPE_FP32 && !lora)
                           ? GS_FP32_BYTES : 2.0;
        /* 1F1B: stage i holds pp - i micro-batches in flight */
        double in_flight = (double)(in->pp - i);
        double kept, rebuilt, logits;

        if (in->recompute == GS_RECOMPUTE_FULL) {
            /* each layer keeps its input; one layer is rebuilt at a time */
            kept = (double)sb->n_layers * (double)m->hidden_size;
            rebuilt = (n_moe > 0.0 ? moe : dense)->act_elems[GS_RECOMPUTE_NONE];
        } else {
            kept = n_dense * dense->act_elems[in->recompute] +
                   n_moe * moe->act_elems[in->recompute];
            rebuilt = 0.0;
        }
        logits = last_stage ? tokens * (double)m->vocab_size *
                                  GS_LOGIT_BYTES_TRAIN / tp
                            : 0.0;
        sb->act = (kept * in_flight + rebuilt) * tokens * act_b / tp + logits;
        trace(t, "activations", "bytes", sb->act,
              "(%.0f elements kept per token over this stage's %lld layers "
              "(recompute %s) x %.0f micro-batches in flight + %.0f rebuilt) "
              "x micro-batch %lld x seq %lld x %g B / tp %lld + logits %.0f B",
              kept, (long long)sb->n_layers,
              in->recompute == GS_RECOMPUTE_NONE ? "none"
              : in->recompute == GS_RECOMPUTE_SELECTIVE ? "selective"
                                                          : "full",
              in_flight, rebuilt, (long long)in->micro_batch,
              (long long)in->ctx_tokens, act_b, (long long)in->tp, logits);
    }

    /* --- gradients and optimiser states (training) ------------------- */
    if (train) {
        double grad_b, opt_b, master_b;

        if (lora) {
            /* adapters train in their own dtype, with no master copy:
             * fp32 under PEFT's default, bf16 in the QLoRA recipe */
            double adapter_b = gs_dtype_bytes(in->adapter_dtype);

            sb->trainable = (double)in->lora_rank *
                            (n_dense * dense->lora_in_out +
                             n_moe * moe->lora_in_out) / tp;
            sb->weights += sb->trainable * adapter_b;
            grad_b = adapter_b;
            master_b = 0.0;
            trace(t, "weights + adapters", "bytes", sb->weights,
                  "base above + LoRA rank %lld x %.0f (in + out) on this "
                  "GPU x %g B [%s]", (long long)in->lora_rank,
                  sb->trainable / (double)in->lora_rank, adapter_b,
                  gs_dtype_name(in->adapter_dtype));
        } else {
            bool fp32 = in->weight_dtype == GS_DTYPE_FP32;

            sb->trainable = (linear + other + emb) / tp;
            grad_b = fp32 ? GS_FP32_BYTES : 2.0;
            master_b = fp32 ? 0.0 : GS_FP32_BYTES;
        }
        switch (in->optimizer) {
        case GS_OPTIM_ADAM:
            opt_b = master_b + 2.0 * GS_FP32_BYTES;
            break;
        case GS_OPTIM_ADAM_8BIT:
            opt_b = master_b + GS_ADAM8_STATE_BYTES;
            break;
        case GS_OPTIM_SGD:
        default:
            opt_b = master_b + GS_FP32_BYTES;
            break;
        }
        sb->grad = sb->trainable * grad_b / (in->zero_stage >= 2 ? dp : 1.0);
        sb->opt = sb->trainable * opt_b / (in->zero_stage >= 1 ? dp : 1.0);
        if (in->zero_stage >= 3) {
            /* parameters sharded too; one layer gathered, one prefetched */
            const struct layer_kind *big = n_moe > 0.0 ? moe : dense;
            double gathered = 2.0 * (linear_bytes(big->linear_params,
                                                  big->expert_params, w_b,
                                                  e_b) +
                                     big->other_params * hp_b) / tp;

            sb->weights = sb->weights / dp + gathered;
            trace(t, "weights (ZeRO-3)", "bytes", sb->weights,
                  "weights / dp %lld + 2 gathered layers %.0f B",
                  (long long)in->dp, gathered);
            if (in->offload == GS_OFFLOAD_PARAMS) {
                /* ZeRO-Infinity offload_param: the shard lives in host
                 * memory, the gathered layers stay */
                sb->host += sb->weights - gathered;
                sb->weights = gathered;
                trace(t, "weights (offloaded)", "bytes", sb->weights,
                      "2 gathered layers; the shard %.0f B in host memory",
                      sb->host);
            }
        }
        if (in->offload != GS_OFFLOAD_NONE) {
            /* ZeRO-Offload: optimiser states and the step on the CPU */
            sb->host += sb->opt;
            trace(t, "optimizer states (offloaded)", "bytes", 0.0,
                  "%.0f B in host memory", sb->opt);
            sb->opt = 0.0;
        }
        trace(t, "gradients", "bytes", sb->grad,
              "trainable on this GPU %.0f x %g B%s", sb->trainable, grad_b,
              in->zero_stage >= 2 ? " / dp (ZeRO-2+)" : "");
        trace(t, "optimizer states", "bytes", sb->opt,
              "trainable on this GPU %.0f x %g B (%s%s)%s", sb->trainable,
              opt_b, master_b > 0.0 ? "fp32 master + " : "",
              in->optimizer == GS_OPTIM_ADAM ? "Adam m, v in fp32"
              : in->optimizer == GS_OPTIM_ADAM_8BIT ? "8-bit Adam m, v"
                                                    : "fp32 momentum",
              in->zero_stage >= 1 ? " / dp (ZeRO-1+)" : "");
    }

    stage_total(c, sb);
    if (c->cuda_graph_bytes > 0.0)
        trace(t, "runtime", "bytes", sb->runtime,
              "reserve %.0f B + fragmentation %g x (activations + "
              "gradients) + CUDA graphs %.0f B", c->runtime_reserve_bytes,
              c->fragmentation_frac, c->cuda_graph_bytes);
    else
        trace(t, "runtime", "bytes", sb->runtime,
              "reserve %.0f B + fragmentation %g x (activations + "
              "gradients)", c->runtime_reserve_bytes, c->fragmentation_frac);
}

/*
 * The budget the KV cache is sized against (fit.h, enum gs_kv_budget):
 * fills out->usable_bytes and out->headroom_bytes, the least slack of
 * the rule's checks.  CUDA graphs are captured after the KV cache in
 * every engine profiled, so they never shrink it, but everything must
 * fit in the device.
 */
static GS_ALWAYS_INLINE void budget(const struct gs_fit_input *in, const struct stage_bytes *sb,
                   struct gs_fit_result *r)
{
    const struct gs_fit_consts *c = &in->consts;
    double usable = in->gpu_usable_bytes, frac = c->mem_util_frac;
    double graphs = c->cuda_graph_bytes;
    double in_budget = sb->total - graphs;     /* all but the graphs */
    double device = usable - sb->total;        /* physical slack */
    double pool, rest;

    switch (c->kv_budget) {
    case GS_KV_BUDGET_STATIC:
        pool = sb->weights + sb->kv + c->runtime_reserve_bytes;
        r->usable_bytes = usable * frac;
        r->headroom_bytes = fmin(r->usable_bytes - pool, device);
        break;
    case GS_KV_BUDGET_FREE:
        rest = in_budget - sb->kv;
        r->usable_bytes = rest + frac * (usable - rest);
        r->headroom_bytes = fmin(frac * (usable - rest) - sb->kv, device);
        break;
    case GS_KV_BUDGET_TOTAL:
    default:
        r->usable_bytes = usable * frac;
        r->headroom_bytes = r->usable_bytes - in_budget;
        if (graphs > 0.0)
            r->headroom_bytes = fmin(r->headroom_bytes, device);
        break;
    }
}

static void trace_budget(const struct gs_fit_input *in,
                         const struct stage_bytes *sb,
                         const struct gs_fit_result *r,
                         const struct gs_trace *t)
{
    const struct gs_fit_consts *c = &in->consts;

    switch (c->kv_budget) {
    case GS_KV_BUDGET_STATIC:
        trace(t, "usable", "bytes", r->usable_bytes,
              "allocatable %.0f B x static fraction %g, for weights + kv "
              "cache + reserve (activations, sampler and CUDA graphs use "
              "the rest)", in->gpu_usable_bytes, c->mem_util_frac);
        trace(t, "headroom", "bytes", r->headroom_bytes,
              "least of: usable - (weights + kv cache + reserve %.0f B); "
              "allocatable - total", c->runtime_reserve_bytes);
        break;
    case GS_KV_BUDGET_FREE:
        trace(t, "usable", "bytes", r->usable_bytes,
              "the rest (all but kv cache and CUDA graphs) %.0f B + "
              "fraction %g x (allocatable %.0f B - the rest)",
              sb->total - sb->kv - c->cuda_graph_bytes, c->mem_util_frac,
              in->gpu_usable_bytes);
        trace(t, "headroom", "bytes", r->headroom_bytes,
              "least of: usable - (total - CUDA graphs); allocatable - "
              "total");
        break;
    case GS_KV_BUDGET_TOTAL:
    default:
        trace(t, "usable", "bytes", r->usable_bytes,
              "allocatable %.0f B x memory utilisation %g",
              in->gpu_usable_bytes, c->mem_util_frac);
        if (c->cuda_graph_bytes > 0.0)
            trace(t, "headroom", "bytes", r->headroom_bytes,
                  "least of: usable - (total - CUDA graphs, captured "
                  "after the kv cache); allocatable - total");
        else
            trace(t, "headroom", "bytes", r->headroom_bytes,
                  "usable - total");
        break;
    }
}

/*
 * search_max's probes of a serving concurrency: gs_fit_estimate's
 * candidate stages evaluated once (weights, per-token activations, KV
 * per sequence), then at each concurrency only what it changes
 * (serve_bytes, stage_total), the busiest stage and the budget: the
 * same doubles in the same order as gs_fit_estimate's, so the same
 * headroom, at a tenth of an estimate.  The estimate's checks do not
 * depend on the concurrency: the caller's estimate of *in passed them.
 */
struct serve_search {
    struct stage_bytes sb[GS_FIT_MAX_CANDIDATE_STAGES];
    struct stage_serve ss[GS_FIT_MAX_CANDIDATE_STAGES];
    int64_t stage[GS_FIT_MAX_CANDIDATE_STAGES];
    bool first[GS_FIT_MAX_CANDIDATE_STAGES];  /* gs_fit_estimate's k == 0 */
    size_t n;
};

/* Keep candidate stage i (a repeat evaluates the same and changes
 * nothing: kept once). */
static void serve_search_add(struct serve_search *x,
                             const struct stage_bytes *sb,
                             const struct stage_serve *ss, int64_t i,
                             bool first)
{
    size_t k;

    for (k = 0; k < x->n; k++)
        if (x->stage[k] == i)
            return;
    x->sb[x->n] = *sb;
    x->ss[x->n] = *ss;
    x->stage[x->n] = i;
    x->first[x->n] = first;
    x->n++;
}

/* gs_fit_estimate; with `fast` (serving, not every_stage), its
 * candidate stages kept for search_max. */
static GS_ALWAYS_INLINE int estimate(const struct gs_fit_input *in,
                                     struct gs_fit_result *out,
                                     const struct gs_trace *t,
                                     struct gs_error *err,
                                     struct serve_search *fast)
{
    const struct gs_model *m = in->model;
    const struct gs_fit_consts *c = &in->consts;
    struct gs_fit_result r = { 0 };
    struct layer_kind dense, moe;
    struct stage_bytes sb, best = { 0 };
    struct stage_serve ss;
    bool train = is_training(in->mode);
    bool lora = in->mode == GS_MODE_LORA || in->mode == GS_MODE_QLORA;
    int64_t i, best_i = 0;

    assert(m && in->tp >= 1 && in->pp >= 1 && in->dp >= 1);
    assert(in->weight_dtype >= 0 && in->weight_dtype < GS_DTYPE_COUNT);
    assert(in->kv_dtype >= 0 && in->kv_dtype < GS_DTYPE_COUNT);
    assert(in->mode >= 0 && in->mode < GS_MODE_COUNT);
    assert(in->ctx_tokens >= 1 && in->concurrency >= 1 && in->micro_batch >= 1);
    assert(in->zero_stage >= 0 && in->zero_stage <= 3);
    assert(c->fragmentation_frac >= 0.0 && c->fragmentation_frac < 1.0);
    assert(c->mem_util_frac > 0.0 && c->mem_util_frac <= 1.0);
    assert(c->prefill_chunk_tokens >= 1 && c->runtime_reserve_bytes >= 0.0);
    assert(c->sampler_bytes >= 0.0 && c->cuda_graph_bytes >= 0.0);

    if (!gs_fit_tp_valid(m, in->tp))
        return gs_error_set(err, GS_EDOMAIN,
                            "tensor parallelism %lld does not divide the %lld "
                            "attention heads and %lld KV heads of '%s'",
                            (long long)in->tp, (long long)m->n_heads,
                            (long long)m->n_kv_heads, m->id);
    if (in->pp > m->n_layers)
        return gs_error_set(err, GS_EDOMAIN,
                            "pipeline parallelism %lld exceeds the %lld layers "
                            "of '%s'", (long long)in->pp,
                            (long long)m->n_layers, m->id);
    if (!train && (in->dp != 1 || in->zero_stage != 0))
        return gs_error_set(err, GS_EDOMAIN,
                            "data parallelism and ZeRO apply to training "
                            "modes; for serving, replicas do not share memory");
    if (in->offload != GS_OFFLOAD_NONE && !train)
        return gs_error_set(err, GS_EDOMAIN,
                            "offload applies to training modes");
    if (in->offload == GS_OFFLOAD_PARAMS && in->zero_stage != 3)
        return gs_error_set(err, GS_EDOMAIN,
                            "parameter offload needs ZeRO stage 3 (--zero 3; "
                            "ZeRO-Infinity offload_param)");
    if (train && in->zero_stage > 0 && in->dp < 2)
        return gs_error_set(err, GS_EDOMAIN,
                            "ZeRO stage %d needs data parallelism (--dp 2 or "
                            "more) to shard over%s", in->zero_stage,
                            in->offload == GS_OFFLOAD_PARAMS
                                ? " (parameter offload shards with ZeRO-3)"
                                : "");
    if ((in->mode == GS_MODE_TRAIN || in->mode == GS_MODE_FULL_FT) &&
        (!trainable_dtype(in->weight_dtype) ||
         !trainable_dtype(fit_expert_dtype(in))))
        return gs_error_set(err, GS_EDOMAIN,
                            "full-parameter training needs fp32, bf16 or "
                            "fp16 weights, not %s; use --mode qlora or lora "
                            "for a quantised base",
                            gs_dtype_name(trainable_dtype(in->weight_dtype)
                                              ? fit_expert_dtype(in)
                                              : in->weight_dtype));
    if (lora && in->lora_rank < 1)
        return gs_error_set(err, GS_EDOMAIN, "LoRA needs a rank of 1 or more");
    if (lora && in->adapter_dtype != GS_DTYPE_FP32 &&
        in->adapter_dtype != GS_DTYPE_BF16 && in->adapter_dtype != GS_DTYPE_FP16)
        return gs_error_set(err, GS_EDOMAIN,
                            "LoRA adapters train in fp32, bf16 or fp16, not %s",
                            gs_dtype_name(in->adapter_dtype));

    r.params = gs_model_params(m);
    r.n_gpus = in->tp * in->pp * in->dp;
    r.kv_cache_bytes_per_token = (double)m->n_layers *
                                 gs_model_kv_elems_per_token_layer(m) *
                                 gs_dtype_bytes(in->kv_dtype);
    layer_kinds(m, &r.params, &dense, &moe);
    if (lora) {
        double n_moe = m->n_experts > 0
                           ? (double)(m->n_layers - m->n_dense_layers) : 0.0;

        r.trainable_params = (double)in->lora_rank *
                             (((double)m->n_layers - n_moe) *
                                  dense.lora_in_out +
                              n_moe * moe.lora_in_out);
    } else if (train) {
        r.trainable_params = r.params.total;
    }

    /*
     * The busiest pipeline stage sets what each GPU must hold.  Stages
     * differ only where their make-up changes (embedding on the first,
     * head on the last, the dense/MoE boundary, the extra layer from the
     * remainder) and, in training, by micro-batches in flight, which fall
     * from the first stage on; so the busiest is the first of a run of
     * alike stages, and only run starts need evaluating.
     */
    {
        int64_t cand[GS_FIT_MAX_CANDIDATE_STAGES], n_cand, k;

        n_cand = candidate_stages(m, in->pp, cand);
        for (k = 0; k < (in->every_stage ? in->pp : n_cand); k++) {
            i = in->every_stage ? k : cand[k];
            if (i < 0 || i >= in->pp)
                continue;
            eval_stage(in, &r.params, &dense, &moe, i, &sb, &ss, NULL);
            if (fast)
                serve_search_add(fast, &sb, &ss, i, k == 0);
            if (sb.total > best.total ||
                (sb.total == best.total && i < best_i) || k == 0) {
                best = sb;
                best_i = i;
            }
        }
    }
    trace(t, "params", "params", r.params.total,
          "embedding %.0f + head %.0f + linear %.0f + router %.0f + "
          "norms/biases %.0f", r.params.embedding, r.params.lm_head,
          r.params.linear, r.params.router, r.params.norms_biases);
    if (m->n_experts > 0)
        trace(t, "active params", "params", r.params.active,
              "total - (experts %lld - top-k %lld) / %lld x expert params "
              "%.0f", (long long)m->n_experts, (long long)m->n_active_experts,
              (long long)m->n_experts, r.params.expert_linear);
    if (train)
        trace(t, "trainable params", "params", r.trainable_params,
              lora ? "LoRA rank %lld x sum(in + out) over every linear layer"
                   : "all parameters (%lld layers)",
              lora ? (long long)in->lora_rank : (long long)m->n_layers);
    else
        trace(t, "kv cache per token", "bytes", r.kv_cache_bytes_per_token,
              "layers %lld x %.0f cached elements/token/layer (%s) x %.4g B "
              "[%s], whole model", (long long)m->n_layers,
              gs_model_kv_elems_per_token_layer(m),
              gs_attn_kind_name(gs_model_attn_kind(m)),
              gs_dtype_bytes(in->kv_dtype), gs_dtype_name(in->kv_dtype));
    if (t)
        eval_stage(in, &r.params, &dense, &moe, best_i, &sb, &ss, t);

    r.stage = best_i;
    r.weights_bytes = best.weights;
    r.kv_cache_bytes = best.kv;
    r.activation_bytes = best.act;
    r.gradient_bytes = best.grad;
    r.optimizer_bytes = best.opt;
    r.runtime_bytes = best.runtime;
    r.host_bytes = best.host;
    r.total_bytes = best.total;
    r.cuda_graph_bytes = c->cuda_graph_bytes;
    r.sampler_bytes = !train && best_i == in->pp - 1 ? c->sampler_bytes : 0.0;
    budget(in, &best, &r);
    r.fits = r.headroom_bytes >= 0.0;
    trace(t, "total", "bytes", r.total_bytes,
          "weights + kv cache + activations + gradients + optimizer + "
          "runtime, on the busiest pipeline stage (%lld of %lld)",
          (long long)best_i + 1, (long long)in->pp);
    trace_budget(in, &best, &r, t);
    *out = r;
    return 0;
}

int gs_fit_estimate(const struct gs_fit_input *in, struct gs_fit_result *out,
                    const struct gs_trace *t, struct gs_error *err)
{
    return estimate(in, out, t, err, NULL);
}


static bool serve_probe(const struct gs_fit_input *in,
                        const struct serve_search *x, int64_t v,
                        double *headroom_bytes)
{
    struct stage_bytes sb, best = { 0 };
    struct gs_fit_result r;
    int64_t best_i = 0;
    size_t k;

    for (k = 0; k < x->n; k++) {
        sb = x->sb[k];
        serve_bytes(in, &x->ss[k], v, &sb);
        stage_total(&in->consts, &sb);
        if (sb.total > best.total ||
            (sb.total == best.total && x->stage[k] < best_i) || x->first[k]) {
            best = sb;
            best_i = x->stage[k];
        }
    }
    budget(in, &best, &r);
    *headroom_bytes = r.headroom_bytes;
    return r.headroom_bytes >= 0.0;
}

/*
 * One probe of the search below: whether *in fits with *field = v, and
 * its headroom (NaN when the estimate refuses v: no slope to follow).
 */
static bool probe(struct gs_fit_input *in, const struct serve_search *x,
                  int64_t *field, int64_t v, double *headroom_bytes)
{
    struct gs_fit_result r;
    struct gs_error err = GS_ERROR_INIT;

    *field = v;
    if (x)
        return serve_probe(in, x, v, headroom_bytes);
    if (gs_fit_estimate(in, &r, NULL, &err) < 0) {
        *headroom_bytes = NAN;
        return false;
    }
    *headroom_bytes = r.headroom_bytes;
    return r.fits;
}

/*
 * Largest value v in [1, cap] with fits(v); 0 if fits(1) fails.  fits()
 * is monotone (memory grows with the context and the concurrency), so
 * the answer is the v with fits(v) and not fits(v + 1).  The bracket
 * [lo fits, hi does not] starts at [1, cap], split at the value *in
 * asks about (usually known to fit), and shrinks by regula falsi on the
 * headroom, which is linear in the varied field (the KV cache and
 * activations per token or sequence) but for a few kinks (chunked
 * prefill, the busiest pipeline stage): the interpolated root is probed
 * at floor and, where it fits, one above, so a linear stretch ends in
 * two probes.  A step that does not halve the bracket is followed by a
 * bisection, so the worst case stays within twice bisection's
 * 2 log2(cap) probes.  Every probe keeps the bracket, so the answer is
 * the one boundary of a monotone fits(), as bisection's is
 * (tests/unit/test_fit_search.c checks it against a scan of every
 * value).  The doubling-and-bisection search this replaces took ~34
 * estimates per answer at a cap of 131,072; this takes 3 to 5
 * (docs/commands/fit.md, "Speed").
 */
static int64_t search_max(const struct gs_fit_input *base,
                          const struct gs_fit_result *known, int64_t cap,
                          int which, const struct serve_search *given)
{
    struct gs_fit_input in = *base;
    int64_t *field = which == 0 ? (is_training(base->mode) ? &in.micro_batch
                                                           : &in.concurrency)
                                : &in.ctx_tokens;
    int64_t lo = 1, hi = cap, v = *field;
    double h_lo = NAN, h_hi = NAN, h;
    bool bisect = false, have_lo = false, have_hi = false, ok;
    struct serve_search xs;
    const struct serve_search *fast = which == 0 ? given : NULL;

    if (cap < 1)
        return 0;
    if (!fast && known && which == 0 && !is_training(base->mode) &&
        !base->every_stage) {
        /* the stages once (known: the estimate of *base passed its
         * checks, which do not depend on the concurrency) */
        struct gs_fit_result r;
        struct gs_error err = GS_ERROR_INIT;

        xs.n = 0;
        if (estimate(base, &r, NULL, &err, &xs) == 0)
            fast = &xs;
    }
    /* the value asked about: known to the caller, or one probe that
     * usually fits and splits the range */
    if (v >= 1 && v <= cap && (known || (v > 1 && v < cap))) {
        if (known) {
            ok = known->fits;
            h = known->headroom_bytes;
        } else {
            ok = probe(&in, fast, field, v, &h);
        }
        if (ok)
            lo = v, h_lo = h, have_lo = true;
        else
            hi = v, h_hi = h, have_hi = true;
    }
    if (!have_lo && (hi == 1 || !probe(&in, fast, field, 1, &h_lo)))
        return 0;
    if (lo == cap || (!have_hi && probe(&in, fast, field, cap, &h_hi)))
        return cap;
    while (hi - lo > 1) {
        int64_t width = hi - lo;

        if (!bisect && isfinite(h_hi) && h_lo >= 0.0 && h_hi < 0.0) {
            double x = (double)lo + h_lo / (h_lo - h_hi) * (double)width;

            v = x < (double)(lo + 1) ? lo + 1
                : x > (double)(hi - 1) ? hi - 1 : (int64_t)x;
        } else {
            v = lo + width / 2;
        }
        if (probe(&in, fast, field, v, &h)) {
            lo = v;
            h_lo = h;
            /* the interpolated root fits: the boundary is likely next */
            if (hi - lo > 1 && !bisect) {
                if (!probe(&in, fast, field, lo + 1, &h)) {
                    hi = lo + 1;
                    h_hi = h;
                    break;
                }
                lo++;
                h_lo = h;
            }
        } else {
            hi = v;
            h_hi = h;
        }
        bisect = !bisect && 2 * (hi - lo) > width;
    }
    return lo;
}

int gs_fit_max_batch_budgets(const struct gs_fit_input *in, int64_t cap,
                             const int64_t *chunks, size_t n, int64_t *max,
                             struct gs_error *err)
{
    struct gs_fit_input b = *in;
    struct gs_fit_result res;
    struct serve_search x;
    size_t k;

    if (n == 0)
        return 0;
    if (is_training(in->mode) || in->every_stage) {
        for (k = 0; k < n; k++) {
            b.consts.prefill_chunk_tokens = chunks[k];
            if (gs_fit_max_batch_of(&b, cap, &res, &max[k], err) < 0)
                return -1;
        }
        return 0;
    }
    /* the first budget's estimate, its stages kept (gs_fit_max_batch_of) */
    x.n = 0;
    b.consts.prefill_chunk_tokens = chunks[0];
    if (estimate(&b, &res, NULL, err, &x) < 0)
        return -1;
    max[0] = res.fits ? search_max(&b, &res, cap, 0, &x) : 0;
    for (k = 1; k < n; k++) {
        /* the estimate of b at this budget is that probe of its stages
         * at b's concurrency (serve_search: the same doubles) */
        b.consts.prefill_chunk_tokens = chunks[k];
        res.fits = serve_probe(&b, &x, b.concurrency, &res.headroom_bytes);
        max[k] = res.fits ? search_max(&b, &res, cap, 0, &x) : 0;
    }
    return 0;
}

int64_t gs_fit_max_batch(const struct gs_fit_input *in, int64_t cap)
{
    return search_max(in, NULL, cap, 0, NULL);
}

int64_t gs_fit_max_context(const struct gs_fit_input *in, int64_t cap)
{
    return search_max(in, NULL, cap, 1, NULL);
}

int64_t gs_fit_max_batch_from(const struct gs_fit_input *in,
                              const struct gs_fit_result *res_in,
                              int64_t cap)
{
    return search_max(in, res_in, cap, 0, NULL);
}

int64_t gs_fit_max_context_from(const struct gs_fit_input *in,
                                const struct gs_fit_result *res_in,
                                int64_t cap)
{
    return search_max(in, res_in, cap, 1, NULL);
}

int gs_fit_max_batch_of(const struct gs_fit_input *in, int64_t cap,
                        struct gs_fit_result *res, int64_t *max,
                        struct gs_error *err)
{
    struct serve_search x;
    bool keep = !is_training(in->mode) && !in->every_stage;

    x.n = 0;
    if (estimate(in, res, NULL, err, keep ? &x : NULL) < 0)
        return -1;
    *max = res->fits ? search_max(in, res, cap, 0, keep ? &x : NULL) : 0;
    return 0;
}
