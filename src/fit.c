/*
 * The memory-fit engine.  Pure: no I/O, no allocation, no globals.
 * docs/methodology.md derives each term and cites its source; the
 * comments here name the term and the reason.
 */
#include <assert.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <strings.h>

#include "gpusel/fit.h"
#include "gpusel/banned.h"

/*
 * GPTQ/AWQ int4: per group of 128 weights, an fp16 scale and a packed
 * 4-bit zero point: 4 + (16 + 4) / 128 bits per weight.
 */
#define GS_INT4_GROUP_SIZE 128.0
#define GS_INT4_SCALE_BITS 16.0
#define GS_INT4_ZERO_BITS 4.0
/*
 * QLoRA NF4 with double quantisation (Dettmers et al. 2023, sec. 3):
 * 64-weight blocks with an 8-bit absmax, itself quantised in blocks of
 * 256 with an fp32 constant: 4 + 8/64 + 32/(64*256) bits per weight.
 */
#define GS_NF4_BLOCK 64.0
#define GS_NF4_ABSMAX_BITS 8.0
#define GS_NF4_BLOCK2 256.0
#define GS_NF4_CONST_BITS 32.0
/* OCP MX spec: 32-element blocks share one 8-bit (E8M0) scale. */
#define GS_MX_BLOCK 32.0
#define GS_MX_SCALE_BITS 8.0
/* Logits for the loss: bf16 logits plus their fp32 upcast (bytes). */
#define GS_LOGIT_BYTES_TRAIN 6.0
/* Logits for sampling, one fp32 row per running sequence (bytes). */
#define GS_LOGIT_BYTES_INFER 4.0
/* Residual stream, normalised input, attention output, FFN output. */
#define GS_INFER_HIDDEN_BUFFERS 4.0
/* Mixed-precision optimiser bookkeeping, bytes per trainable param. */
#define GS_FP32_BYTES 4.0
#define GS_ADAM8_STATE_BYTES 2.0   /* two 8-bit moments */

static const struct {
    const char *name;
    double bits;
} dtypes[GS_DTYPE_COUNT] = {
    [GS_DTYPE_FP32] = { "fp32", 32.0 },
    [GS_DTYPE_BF16] = { "bf16", 16.0 },
    [GS_DTYPE_FP16] = { "fp16", 16.0 },
    [GS_DTYPE_FP8] = { "fp8", 8.0 },
    [GS_DTYPE_INT8] = { "int8", 8.0 },
    [GS_DTYPE_INT4] = { "int4", 4.0 + (GS_INT4_SCALE_BITS + GS_INT4_ZERO_BITS) /
                                          GS_INT4_GROUP_SIZE },
    [GS_DTYPE_NF4] = { "nf4", 4.0 + GS_NF4_ABSMAX_BITS / GS_NF4_BLOCK +
                                  GS_NF4_CONST_BITS /
                                      (GS_NF4_BLOCK * GS_NF4_BLOCK2) },
    [GS_DTYPE_MXFP4] = { "mxfp4", 4.0 + GS_MX_SCALE_BITS / GS_MX_BLOCK },
};

double gs_dtype_bits(enum gs_dtype t)
{
    assert(t >= 0 && t < GS_DTYPE_COUNT);
    return dtypes[t].bits;
}

const char *gs_dtype_name(enum gs_dtype t)
{
    return (t >= 0 && t < GS_DTYPE_COUNT) ? dtypes[t].name : "?";
}

int gs_dtype_find(const char *name)
{
    int i;

    for (i = 0; i < GS_DTYPE_COUNT; i++)
        if (strcasecmp(name, dtypes[i].name) == 0)
            return i;
    return -1;
}

static void trace(const struct gs_trace *t, const char *quantity,
                  const char *unit, double value, const char *fmt, ...)
    GS_PRINTF(5, 6);

static void trace(const struct gs_trace *t, const char *quantity,
                  const char *unit, double value, const char *fmt, ...)
{
    char buf[512];
    va_list ap;

    if (!t || !t->emit)
        return;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    t->emit(t->ctx, quantity, buf, value, unit);
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

/* FFN width a token passes through, per layer kind. */
static double moe_token_width(const struct gs_model *m)
{
    double w = m->moe_intermediate_size > 0 ? (double)m->moe_intermediate_size
                                            : (double)m->intermediate_size;

    return (double)(m->n_active_experts + m->n_shared_experts) * w;
}

/* LoRA adapter parameters: rank * (in + out) for every linear layer. */
static double lora_params(const struct gs_model *m, double rank)
{
    double h = (double)m->hidden_size, nh = (double)m->n_heads;
    double L = (double)m->n_layers, attn, ffn_dense, ffn_moe = 0.0;
    double n_moe = m->n_experts > 0 ? L - (double)m->n_dense_layers : 0.0;
    double mats = m->mlp_kind == GS_MLP_GATED ? 3.0 : 2.0;

    if (m->kv_lora_rank > 0) {
        double qk = (double)(m->qk_nope_head_dim + m->qk_rope_head_dim);
        double qr = (double)m->q_lora_rank, kvr = (double)m->kv_lora_rank;

        attn = m->q_lora_rank > 0 ? (h + qr) + (qr + nh * qk) : h + nh * qk;
        attn += h + kvr + (double)m->qk_rope_head_dim;
        attn += kvr + nh * (double)(m->qk_nope_head_dim + m->v_head_dim);
        attn += nh * (double)m->v_head_dim + h;
    } else {
        double q = nh * (double)m->head_dim;
        double kv = (double)m->n_kv_heads * (double)m->head_dim;

        attn = (h + q) + 2.0 * (h + kv) + (q + h);
    }
    ffn_dense = mats * (h + (double)m->intermediate_size);
    if (m->n_experts > 0) {
        double w = m->moe_intermediate_size > 0
                       ? (double)m->moe_intermediate_size
                       : (double)m->intermediate_size;

        ffn_moe = (double)(m->n_experts + m->n_shared_experts) * mats * (h + w);
    }
    return rank * (attn * L + ffn_dense * (L - n_moe) + ffn_moe * n_moe);
}

/*
 * Training activations kept per token per layer, in elements, before
 * tensor/sequence parallelism (Korthikanti et al. 2022, generalised to
 * GQA, gated FFNs and MoE; FlashAttention-style kernels, so no s x s
 * score matrix; no dropout).
 */
static double train_act_elems(const struct gs_model *m,
                              enum gs_recompute rc)
{
    double h = (double)m->hidden_size, nh = (double)m->n_heads;
    double L = (double)m->n_layers, q, kv, attn, ffn_dense, ffn_moe = 0.0;
    double n_moe = m->n_experts > 0 ? L - (double)m->n_dense_layers : 0.0;
    bool gated = m->mlp_kind == GS_MLP_GATED;
    double act_fn = rc == GS_RECOMPUTE_NONE ? 1.0 : 0.0;

    if (m->kv_lora_rank > 0) {
        q = nh * (double)(m->qk_nope_head_dim + m->qk_rope_head_dim);
        kv = q + nh * (double)m->v_head_dim;
    } else {
        q = nh * (double)m->head_dim;
        kv = 2.0 * (double)m->n_kv_heads * (double)m->head_dim;
    }
    /* norm input, q/k/v input, Q, K and V, attention output */
    attn = 2.0 * h + 2.0 * q + kv;
    /* norm input, FFN input, the up (and gate) outputs, and the
     * activation-function output unless recomputed */
    ffn_dense = 2.0 * h + ((gated ? 2.0 : 1.0) + act_fn) *
                              (double)m->intermediate_size;
    if (m->n_experts > 0) {
        double k = (double)(m->n_active_experts + m->n_shared_experts);

        ffn_moe = 2.0 * h + (k - 1.0) * h +
                  ((gated ? 2.0 : 1.0) + act_fn) * moe_token_width(m);
    }
    return attn + (ffn_dense * (L - n_moe) + ffn_moe * n_moe) / L;
}

int gs_fit_estimate(const struct gs_fit_input *in, struct gs_fit_result *out,
                    const struct gs_trace *t, struct gs_error *err)
{
    const struct gs_model *m = in->model;
    const struct gs_fit_consts *c = &in->consts;
    struct gs_fit_result r = { 0 };
    double L = (double)m->n_layers, tp = (double)in->tp;
    double pp = (double)in->pp, dp = (double)in->dp;
    double stage_layers, layer_frac, hp_bytes, w_bytes, emb_params;
    double layer_params, layer_bytes, emb_bytes, kv_elems, kv_rank_elems;
    bool train = is_training(in->mode);
    bool lora = in->mode == GS_MODE_LORA || in->mode == GS_MODE_QLORA;

    assert(m && in->tp >= 1 && in->pp >= 1 && in->dp >= 1);
    assert(in->ctx_tokens >= 1 && in->concurrency >= 1 && in->micro_batch >= 1);
    assert(in->zero_stage >= 0 && in->zero_stage <= 3);
    assert(c->fragmentation_frac >= 0.0 && c->fragmentation_frac < 1.0);
    assert(c->mem_util_frac > 0.0 && c->mem_util_frac <= 1.0);
    assert(c->prefill_chunk_tokens >= 1 && c->runtime_reserve_bytes >= 0.0);

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
    if (train && in->zero_stage > 0 && in->dp < 2)
        return gs_error_set(err, GS_EDOMAIN,
                            "ZeRO stage %d needs data parallelism (--dp 2 or "
                            "more) to shard over", in->zero_stage);
    if ((in->mode == GS_MODE_TRAIN || in->mode == GS_MODE_FULL_FT) &&
        in->weight_dtype != GS_DTYPE_FP32 && in->weight_dtype != GS_DTYPE_BF16 &&
        in->weight_dtype != GS_DTYPE_FP16)
        return gs_error_set(err, GS_EDOMAIN,
                            "full-parameter training needs fp32, bf16 or "
                            "fp16 weights, not %s; use --mode qlora or lora "
                            "for a quantised base", gs_dtype_name(in->weight_dtype));
    if (lora && in->lora_rank < 1)
        return gs_error_set(err, GS_EDOMAIN, "LoRA needs a rank of 1 or more");
    if (lora && in->adapter_dtype != GS_DTYPE_FP32 &&
        in->adapter_dtype != GS_DTYPE_BF16 && in->adapter_dtype != GS_DTYPE_FP16)
        return gs_error_set(err, GS_EDOMAIN,
                            "LoRA adapters train in fp32, bf16 or fp16, not %s",
                            gs_dtype_name(in->adapter_dtype));

    r.params = gs_model_params(m);
    r.n_gpus = in->tp * in->pp * in->dp;
    /* Embeddings, norms and the router stay 16-bit when the linear layers
     * are quantised (as vLLM, bitsandbytes and GPTQ checkpoints do). */
    hp_bytes = in->weight_dtype == GS_DTYPE_FP32 ? GS_FP32_BYTES : 2.0;
    w_bytes = gs_dtype_bytes(in->weight_dtype);

    /* --- weights ----------------------------------------------------- */
    stage_layers = ceil(L / pp);
    layer_frac = stage_layers / L;
    layer_params = r.params.linear + r.params.router + r.params.norms_biases;
    layer_bytes = r.params.linear * w_bytes +
                  (r.params.router + r.params.norms_biases) * hp_bytes;
    /* pp = 1: one rank holds embedding and head; pp > 1: the first stage
     * holds the embedding, the last the head (or a copy when tied). */
    emb_params = in->pp == 1 ? r.params.embedding + r.params.lm_head
                             : r.params.embedding;
    emb_bytes = emb_params * hp_bytes;
    r.weights_bytes = (layer_bytes * layer_frac + emb_bytes) / tp;
    trace(t, "params", "params", r.params.total,
          "embedding %.0f + head %.0f + linear %.0f + router %.0f + "
          "norms/biases %.0f", r.params.embedding, r.params.lm_head,
          r.params.linear, r.params.router, r.params.norms_biases);
    if (m->n_experts > 0)
        trace(t, "active params", "params", r.params.active,
              "total - (experts %lld - top-k %lld) / %lld x expert params "
              "%.0f", (long long)m->n_experts, (long long)m->n_active_experts,
              (long long)m->n_experts, r.params.expert_linear);
    trace(t, "weights", "bytes", r.weights_bytes,
          "(linear %.0f x %.4g B [%s] + other %.0f x %g B) x %lld/%lld "
          "layers + embeddings %.0f x %g B, / tp %lld",
          r.params.linear, w_bytes, gs_dtype_name(in->weight_dtype),
          r.params.router + r.params.norms_biases, hp_bytes,
          (long long)stage_layers, (long long)m->n_layers, emb_params,
          hp_bytes, (long long)in->tp);

    /* --- KV cache (serving) ------------------------------------------ */
    kv_elems = gs_model_kv_elems_per_token_layer(m);
    r.kv_cache_bytes_per_token = L * kv_elems * gs_dtype_bytes(in->kv_dtype);
    if (m->kv_lora_rank > 0)
        kv_rank_elems = kv_elems;    /* MLA latent: every rank keeps it */
    else if (in->tp <= m->n_kv_heads)
        kv_rank_elems = kv_elems / tp;
    else                             /* one KV head per rank, replicated */
        kv_rank_elems = kv_elems / (double)m->n_kv_heads;
    if (!train) {
        double ctx = (double)in->ctx_tokens, conc = (double)in->concurrency;
        double S = (double)m->n_sliding_layers;
        double win = m->sliding_window_tokens > 0
                         ? fmin(ctx, (double)m->sliding_window_tokens) : ctx;
        double tokens_layers = stage_layers * ((L - S) / L) * ctx +
                               stage_layers * (S / L) * win;

        r.kv_cache_bytes = conc * kv_rank_elems *
                           gs_dtype_bytes(in->kv_dtype) * tokens_layers;
        trace(t, "kv cache per token", "bytes", r.kv_cache_bytes_per_token,
              "layers %lld x %.0f cached elements/token/layer (%s) x %.4g B "
              "[%s]", (long long)m->n_layers, kv_elems,
              gs_attn_kind_name(gs_model_attn_kind(m)),
              gs_dtype_bytes(in->kv_dtype), gs_dtype_name(in->kv_dtype));
        trace(t, "kv cache", "bytes", r.kv_cache_bytes,
              "concurrency %lld x %.0f elements/token/layer on this GPU x "
              "%.4g B x (%.4g full layers x %lld tokens + %.4g window "
              "layers x %.0f tokens)", (long long)in->concurrency,
              kv_rank_elems, gs_dtype_bytes(in->kv_dtype),
              stage_layers * (L - S) / L, (long long)in->ctx_tokens,
              stage_layers * S / L, win);
    }

    /* --- activations -------------------------------------------------- */
    if (!train) {
        double chunk = fmin((double)c->prefill_chunk_tokens,
                            (double)in->ctx_tokens * (double)in->concurrency);
        double h = (double)m->hidden_size, q_dim, ffn_w, per_token, logits;
        double moe_out;

        q_dim = m->kv_lora_rank > 0
                    ? (double)m->n_heads *
                          (double)(m->qk_nope_head_dim + m->qk_rope_head_dim)
                    : (double)m->n_heads * (double)m->head_dim;
        ffn_w = fmax(m->n_experts > 0 && m->n_dense_layers == 0
                         ? 0.0 : (double)m->intermediate_size,
                     m->n_experts > 0 ? moe_token_width(m) : 0.0);
        /* one layer's working set: hidden buffers, q/k/v, FFN up/gate/act;
         * MoE adds each routed expert's full-width output before the
         * weighted sum (fused-MoE kernels keep tokens x top-k x hidden) */
        moe_out = m->n_experts > 0 ? (double)m->n_active_experts * h : 0.0;
        per_token = GS_INFER_HIDDEN_BUFFERS * h + q_dim / tp + kv_rank_elems +
                    3.0 * ffn_w / tp + moe_out;
        logits = (double)in->concurrency * (double)m->vocab_size *
                 GS_LOGIT_BYTES_INFER;
        r.activation_bytes = chunk * per_token * hp_bytes + logits;
        trace(t, "activations", "bytes", r.activation_bytes,
              "prefill chunk %.0f tokens x (%g x hidden %lld + q %.0f/tp + "
              "kv %.0f + 3 x ffn %.0f/tp + expert outputs %.0f) x %g B + "
              "concurrency %lld x vocab "
              "%lld x %g B logits", chunk, GS_INFER_HIDDEN_BUFFERS,
              (long long)m->hidden_size, q_dim, kv_rank_elems, ffn_w, moe_out,
              hp_bytes, (long long)in->concurrency, (long long)m->vocab_size,
              GS_LOGIT_BYTES_INFER);
    } else {
        double tokens = (double)in->micro_batch * (double)in->ctx_tokens;
        double act_b = 2.0;     /* bf16 activations under mixed precision */
        double per_layer_tok, first, last, logits, kept;

        if (in->weight_dtype == GS_DTYPE_FP32 && !lora)
            act_b = GS_FP32_BYTES;
        per_layer_tok = train_act_elems(m, in->recompute) * act_b / tp;
        if (in->recompute == GS_RECOMPUTE_FULL) {
            /* each layer keeps its input; one layer is rebuilt at a time */
            kept = (double)m->hidden_size * act_b / tp;
            first = kept * tokens * stage_layers * pp +
                    train_act_elems(m, GS_RECOMPUTE_NONE) * act_b / tp * tokens;
            last = kept * tokens * stage_layers +
                   train_act_elems(m, GS_RECOMPUTE_NONE) * act_b / tp * tokens;
        } else {
            kept = per_layer_tok;
            /* 1F1B: the first stage holds pp micro-batches in flight */
            first = per_layer_tok * tokens * stage_layers * pp;
            last = per_layer_tok * tokens * stage_layers;
        }
        logits = tokens * (double)m->vocab_size * GS_LOGIT_BYTES_TRAIN / tp;
        if (in->pp == 1)
            r.activation_bytes = first + logits;
        else
            r.activation_bytes = fmax(first, last + logits);
        trace(t, "activations", "bytes", r.activation_bytes,
              "micro-batch %lld x seq %lld tokens x %.0f B kept per token per "
              "layer (recompute %s, /tp %lld) x %lld layers x %lld in flight "
              "+ logits tokens x vocab %lld x %g B / tp",
              (long long)in->micro_batch, (long long)in->ctx_tokens, kept,
              in->recompute == GS_RECOMPUTE_NONE ? "none"
              : in->recompute == GS_RECOMPUTE_SELECTIVE ? "selective"
                                                          : "full",
              (long long)in->tp, (long long)stage_layers, (long long)in->pp,
              (long long)m->vocab_size, GS_LOGIT_BYTES_TRAIN);
    }

    /* --- gradients and optimiser states (training) ---------------------- */
    if (train) {
        double trainable_local, grad_b, opt_b, master_b;

        if (lora) {
            /* adapters train in their own dtype, with no master copy:
             * fp32 under PEFT's default, bf16 in the QLoRA recipe */
            double adapter_b = gs_dtype_bytes(in->adapter_dtype);

            r.trainable_params = lora_params(m, (double)in->lora_rank);
            trainable_local = r.trainable_params * layer_frac / tp;
            r.weights_bytes += trainable_local * adapter_b;
            grad_b = adapter_b;
            master_b = 0.0;
        } else {
            bool fp32_trainable = in->weight_dtype == GS_DTYPE_FP32;

            r.trainable_params = r.params.total;
            trainable_local = (layer_params * layer_frac + emb_params) / tp;
            grad_b = fp32_trainable ? GS_FP32_BYTES : 2.0;
            master_b = fp32_trainable ? 0.0 : GS_FP32_BYTES;
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
        r.gradient_bytes = trainable_local * grad_b /
                           (in->zero_stage >= 2 ? dp : 1.0);
        r.optimizer_bytes = trainable_local * opt_b /
                            (in->zero_stage >= 1 ? dp : 1.0);
        if (in->zero_stage >= 3) {
            /* parameters sharded too; one layer gathered, one prefetched */
            double gathered = 2.0 * layer_bytes / L / tp;

            r.weights_bytes = r.weights_bytes / dp + gathered;
            trace(t, "weights (ZeRO-3)", "bytes", r.weights_bytes,
                  "weights / dp %lld + 2 gathered layers %.0f B",
                  (long long)in->dp, gathered);
        }
        trace(t, "trainable params", "params", r.trainable_params,
              lora ? "LoRA rank %lld x sum(in + out) over every linear layer"
                   : "all %lld-layer parameters", lora
                  ? (long long)in->lora_rank : (long long)m->n_layers);
        trace(t, "gradients", "bytes", r.gradient_bytes,
              "trainable on this GPU %.0f x %g B%s", trainable_local, grad_b,
              in->zero_stage >= 2 ? " / dp (ZeRO-2+)" : "");
        trace(t, "optimizer states", "bytes", r.optimizer_bytes,
              "trainable on this GPU %.0f x %g B (%s%s)%s", trainable_local,
              opt_b, master_b > 0.0 ? "fp32 master + " : "",
              in->optimizer == GS_OPTIM_ADAM ? "Adam m, v in fp32"
              : in->optimizer == GS_OPTIM_ADAM_8BIT ? "8-bit Adam m, v"
                                                    : "fp32 momentum",
              in->zero_stage >= 1 ? " / dp (ZeRO-1+)" : "");
    }

    /* --- runtime, total, fit ------------------------------------------- */
    r.runtime_bytes = c->runtime_reserve_bytes +
                      c->fragmentation_frac *
                          (r.activation_bytes + r.gradient_bytes);
    trace(t, "runtime", "bytes", r.runtime_bytes,
          "reserve %.0f B + fragmentation %g x (activations + gradients)",
          c->runtime_reserve_bytes, c->fragmentation_frac);
    r.total_bytes = r.weights_bytes + r.kv_cache_bytes + r.activation_bytes +
                    r.gradient_bytes + r.optimizer_bytes + r.runtime_bytes;
    r.usable_bytes = in->gpu_usable_bytes * c->mem_util_frac;
    r.headroom_bytes = r.usable_bytes - r.total_bytes;
    r.fits = r.headroom_bytes >= 0.0;
    trace(t, "total", "bytes", r.total_bytes,
          "weights + kv cache + activations + gradients + optimizer + "
          "runtime");
    trace(t, "usable", "bytes", r.usable_bytes,
          "allocatable %.0f B x memory utilisation %g", in->gpu_usable_bytes,
          c->mem_util_frac);
    trace(t, "headroom", "bytes", r.headroom_bytes, "usable - total");
    *out = r;
    return 0;
}

/* Largest value v in [1, cap] with fits(v); 0 if fits(1) fails. */
static int64_t search_max(const struct gs_fit_input *base, int64_t cap,
                          int which)
{
    struct gs_fit_input in = *base;
    struct gs_fit_result r;
    struct gs_error err = GS_ERROR_INIT;
    int64_t lo = 0, hi = 1;
    int64_t *field = which == 0 ? (is_training(base->mode) ? &in.micro_batch
                                                           : &in.concurrency)
                                : &in.ctx_tokens;

    /* find an upper bound that does not fit */
    for (;;) {
        *field = hi;
        err.code = GS_OK;
        if (gs_fit_estimate(&in, &r, NULL, &err) < 0 || !r.fits)
            break;
        lo = hi;
        if (hi >= cap)
            return cap;
        hi = hi > cap / 2 ? cap : hi * 2;
    }
    while (hi - lo > 1) {
        int64_t mid = lo + (hi - lo) / 2;

        *field = mid;
        err.code = GS_OK;
        if (gs_fit_estimate(&in, &r, NULL, &err) == 0 && r.fits)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

int64_t gs_fit_max_batch(const struct gs_fit_input *in, int64_t cap)
{
    return search_max(in, cap, 0);
}

int64_t gs_fit_max_context(const struct gs_fit_input *in, int64_t cap)
{
    return search_max(in, cap, 1);
}
