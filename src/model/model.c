/*
 * Pure arithmetic on model architectures: parameter counts by component,
 * cached K/V elements, validation, and the generic decoder derived from a
 * bare size.  No I/O.  Formulas: docs/methodology.md, "Parameters" and
 * "Generic models".
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "model.h"
#include "banned.h"

/*
 * Generic decoder proportions, from the Llama 3 family (Meta,
 * llama-models sku_list.py): head_dim 128, 8 KV heads, gated FFN
 * 3.5x hidden, 128,256-token vocabulary, untied head.
 */
#define GENERIC_HEAD_DIM 128
#define GENERIC_KV_HEADS 8
#define GENERIC_FFN_MULT 3.5
#define GENERIC_FFN_QUANTUM 256
#define GENERIC_VOCAB 128256
#define GENERIC_CONTEXT_TOKENS 131072
/*
 * Width-to-depth: hidden = cbrt(N * r / 12.5) with r = 102.4 (Llama 3 70B
 * is 8192 wide and 80 deep: 8192 / 80 = 102.4; 12.5 * hidden^2 is the
 * per-layer count of this shape), rounded to a multiple of 1024.
 */
#define GENERIC_WIDTH_PER_LAYER 102.4
#define GENERIC_LAYER_PARAMS_PER_HIDDEN2 12.5
#define GENERIC_WIDTH_QUANTUM 1024
#define GENERIC_MIN_PARAMS 1e9
#define GENERIC_MAX_PARAMS 1e15

enum gs_attn_kind gs_model_attn_kind(const struct gs_model *m)
{
    if (m->kv_lora_rank > 0)
        return GS_ATTN_MLA;
    if (m->n_kv_heads == 1 && m->n_heads > 1)
        return GS_ATTN_MQA;
    if (m->n_kv_heads < m->n_heads)
        return GS_ATTN_GQA;
    return GS_ATTN_MHA;
}

const char *gs_attn_kind_name(enum gs_attn_kind k)
{
    switch (k) {
    case GS_ATTN_MHA:
        return "MHA";
    case GS_ATTN_GQA:
        return "GQA";
    case GS_ATTN_MQA:
        return "MQA";
    case GS_ATTN_MLA:
        return "MLA";
    }
    return "?";
}

/* Matrices (and biases) of one FFN of width w. */
static void ffn_params(const struct gs_model *m, double w, double *linear,
                       double *bias)
{
    double h = (double)m->hidden_size;

    if (m->mlp_kind == GS_MLP_GATED) {
        *linear = 3.0 * h * w;
        *bias = m->mlp_bias ? 2.0 * w + h : 0.0;
    } else {
        *linear = 2.0 * h * w;
        *bias = m->mlp_bias ? w + h : 0.0;
    }
}

struct gs_param_counts gs_model_params(const struct gs_model *m)
{
    struct gs_param_counts c = { 0 };
    double h = (double)m->hidden_size, L = (double)m->n_layers;
    double nh = (double)m->n_heads, nkv = (double)m->n_kv_heads;
    double hd = (double)m->head_dim;
    double attn, attn_bias = 0.0, lin, bias;
    double n_moe_layers, n_dense_layers, expert_w, norm_w;

    c.embedding = (double)m->vocab_size * h;
    c.lm_head = m->tied_embeddings ? 0.0 : (double)m->vocab_size * h;

    if (m->kv_lora_rank > 0) {
        double qk = (double)(m->qk_nope_head_dim + m->qk_rope_head_dim);
        double q_rank = (double)m->q_lora_rank;
        double kv_rank = (double)m->kv_lora_rank;

        attn = m->q_lora_rank > 0 ? h * q_rank + q_rank * nh * qk
                                  : h * nh * qk;
        attn += h * (kv_rank + (double)m->qk_rope_head_dim);
        attn += kv_rank * nh * (double)(m->qk_nope_head_dim + m->v_head_dim);
        attn += nh * (double)m->v_head_dim * h;
        /* the q and kv latent norms */
        attn_bias = (m->q_lora_rank > 0 ? q_rank : 0.0) + kv_rank;
    } else {
        attn = h * nh * hd + 2.0 * h * nkv * hd + nh * hd * h;
        if (m->qkv_bias)
            attn_bias += nh * hd + 2.0 * nkv * hd;
        if (m->o_bias)
            attn_bias += h;
    }
    c.attn_linear = attn * L;
    c.norms_biases = attn_bias * L;

    n_moe_layers = m->n_experts > 0 ? L - (double)m->n_dense_layers : 0.0;
    n_dense_layers = L - n_moe_layers;
    ffn_params(m, (double)m->intermediate_size, &lin, &bias);
    c.mlp_linear = lin * n_dense_layers;
    c.norms_biases += bias * n_dense_layers;
    if (m->n_experts > 0) {
        expert_w = m->moe_intermediate_size > 0
                       ? (double)m->moe_intermediate_size
                       : (double)m->intermediate_size;
        ffn_params(m, expert_w, &lin, &bias);
        c.expert_linear = lin * (double)m->n_experts * n_moe_layers;
        c.shared_linear = lin * (double)m->n_shared_experts * n_moe_layers;
        c.norms_biases += bias *
            (double)(m->n_experts + m->n_shared_experts) * n_moe_layers;
        c.router = (h * (double)m->n_experts +
                    (m->router_bias ? (double)m->n_experts : 0.0)) *
                   n_moe_layers;
    }

    norm_w = m->norm_kind == GS_NORM_LAYER ? 2.0 * h : h;
    c.norms_biases += norm_w * (double)m->n_norms_per_layer * L + norm_w;

    c.encoder = m->encoder_params;
    c.linear = c.attn_linear + c.mlp_linear + c.expert_linear +
               c.shared_linear;
    c.total = c.embedding + c.lm_head + c.linear + c.router + c.norms_biases +
              c.encoder;
    c.active = c.total;
    if (m->n_experts > 0) {
        double unused = (double)(m->n_experts - m->n_active_experts) /
                        (double)m->n_experts;
        double per_expert_bias = m->mlp_bias ? bias : 0.0;

        c.active -= unused * c.expert_linear;
        c.active -= per_expert_bias *
            (double)(m->n_experts - m->n_active_experts) * n_moe_layers;
    }
    return c;
}

bool gs_model_layer_is_moe(const struct gs_model *m, int64_t i)
{
    if (m->n_experts == 0)
        return false;
    if (m->moe_layer_step > 1)
        return (i + 1) % m->moe_layer_step == 0;
    return i >= m->n_dense_layers;
}

double gs_model_kv_elems_per_token_layer(const struct gs_model *m)
{
    if (m->kv_lora_rank > 0)
        return (double)(m->kv_lora_rank + m->qk_rope_head_dim);
    return 2.0 * (double)m->n_kv_heads * (double)m->head_dim;
}

#define CHECK(cond, ...) \
    do { \
        if (!(cond)) \
            return gs_error_set_at(err, GS_ESCHEMA, \
                                   m->origin_path ? m->origin_path : "", \
                                   m->origin_line, 0, __VA_ARGS__); \
    } while (0)

int gs_model_validate(const struct gs_model *m, struct gs_error *err)
{
    CHECK(m->n_layers >= 1, "model '%s': 'n_layers' must be at least 1",
          m->id);
    CHECK(m->n_layers <= GS_MODEL_MAX_LAYERS, "model '%s': 'n_layers' must "
          "be at most %d (the plausible range), got %lld", m->id,
          GS_MODEL_MAX_LAYERS, (long long)m->n_layers);
    CHECK(m->hidden_size >= 1, "model '%s': 'hidden_size' must be at least 1",
          m->id);
    CHECK(m->intermediate_size >= 1,
          "model '%s': 'intermediate_size' must be at least 1", m->id);
    CHECK(m->n_heads >= 1, "model '%s': 'n_heads' must be at least 1", m->id);
    CHECK(m->n_kv_heads >= 1 && m->n_kv_heads <= m->n_heads,
          "model '%s': 'n_kv_heads' must be between 1 and n_heads (%lld)",
          m->id, (long long)m->n_heads);
    CHECK(m->n_heads % m->n_kv_heads == 0,
          "model '%s': n_heads (%lld) is not a multiple of n_kv_heads (%lld)",
          m->id, (long long)m->n_heads, (long long)m->n_kv_heads);
    CHECK(m->head_dim >= 1, "model '%s': 'head_dim' must be at least 1",
          m->id);
    CHECK(m->vocab_size >= 1, "model '%s': 'vocab_size' must be at least 1",
          m->id);
    CHECK(m->n_norms_per_layer >= 0 && m->n_norms_per_layer <= 16,
          "model '%s': 'norms_per_layer' must be between 0 and 16", m->id);
    if (m->n_experts > 0) {
        CHECK(m->n_active_experts >= 1 && m->n_active_experts <= m->n_experts,
              "model '%s': 'n_active_experts' must be between 1 and "
              "n_experts (%lld)", m->id, (long long)m->n_experts);
        CHECK(m->n_dense_layers >= 0 && m->n_dense_layers < m->n_layers,
              "model '%s': 'n_dense_layers' must be below n_layers", m->id);
        CHECK(m->moe_layer_step >= 0 && m->moe_layer_step <= m->n_layers,
              "model '%s': 'moe_layer_step' must be between 1 and n_layers",
              m->id);
        /* every k-th layer routes: n_layers / k MoE layers, the rest
         * dense */
        CHECK(m->moe_layer_step <= 1 ||
              m->n_dense_layers ==
                  m->n_layers - m->n_layers / m->moe_layer_step,
              "model '%s': with 'moe_layer_step' %lld, 'n_dense_layers' "
              "must be %lld (the layers that are not MoE)", m->id,
              (long long)m->moe_layer_step,
              (long long)(m->moe_layer_step > 0
                              ? m->n_layers - m->n_layers / m->moe_layer_step
                              : 0));
    } else {
        CHECK(m->n_active_experts == 0 && m->n_shared_experts == 0 &&
              m->moe_intermediate_size == 0 && m->moe_layer_step <= 1,
              "model '%s': expert fields need 'n_experts'", m->id);
    }
    CHECK(m->encoder_params >= 0.0, /* false for NaN too */
          "model '%s': 'encoder_params' must not be negative", m->id);
    CHECK(m->n_sliding_layers >= 0 && m->n_sliding_layers <= m->n_layers,
          "model '%s': 'n_sliding_layers' must be between 0 and n_layers",
          m->id);
    CHECK(m->n_sliding_layers == 0 || m->sliding_window_tokens >= 1,
          "model '%s': 'n_sliding_layers' needs 'sliding_window_tokens'",
          m->id);
    if (m->kv_lora_rank > 0)
        CHECK(m->qk_rope_head_dim >= 1 && m->qk_nope_head_dim >= 1 &&
              m->v_head_dim >= 1,
              "model '%s': MLA needs qk_nope_head_dim, qk_rope_head_dim and "
              "v_head_dim", m->id);
    return 0;
}

#undef CHECK

int gs_model_generic(double n_params, struct gs_model *out, char *id_buf,
                     char *name_buf, size_t buf_size, struct gs_error *err)
{
    double h_raw, per_layer, embed, layers;
    int64_t h, ffn;

    if (!(n_params >= GENERIC_MIN_PARAMS && n_params <= GENERIC_MAX_PARAMS))
        return gs_error_set(err, GS_EDOMAIN,
                            "a generic model needs 1B to 1000T parameters, "
                            "got %.4g; describe smaller models with a "
                            "config.json", n_params);
    h_raw = cbrt(n_params * GENERIC_WIDTH_PER_LAYER /
                 GENERIC_LAYER_PARAMS_PER_HIDDEN2);
    h = (int64_t)llround(h_raw / GENERIC_WIDTH_QUANTUM) * GENERIC_WIDTH_QUANTUM;
    if (h < GENERIC_WIDTH_QUANTUM)
        h = GENERIC_WIDTH_QUANTUM;
    ffn = (int64_t)ceil(GENERIC_FFN_MULT * (double)h / GENERIC_FFN_QUANTUM) *
          GENERIC_FFN_QUANTUM;

    memset(out, 0, sizeof(*out));
    out->is_generic = true;
    out->shipped_weight_dtype = GS_DTYPE_UNSET;
    out->shipped_expert_dtype = GS_DTYPE_UNSET;
    out->family = "generic";
    out->hidden_size = h;
    out->intermediate_size = ffn;
    out->head_dim = GENERIC_HEAD_DIM;
    out->n_heads = h / GENERIC_HEAD_DIM;
    out->n_kv_heads = out->n_heads < GENERIC_KV_HEADS ? out->n_heads
                                                      : GENERIC_KV_HEADS;
    out->vocab_size = GENERIC_VOCAB;
    out->tied_embeddings = false;
    out->mlp_kind = GS_MLP_GATED;
    out->norm_kind = GS_NORM_RMS;
    out->n_norms_per_layer = 2;
    out->max_context_tokens = GENERIC_CONTEXT_TOKENS;
    out->n_layers = 1;

    /* Solve the depth so the total lands nearest n_params. */
    per_layer = gs_model_params(out).total;
    out->n_layers = 2;
    per_layer = gs_model_params(out).total - per_layer;
    embed = gs_model_params(out).total - 2.0 * per_layer;
    layers = floor((n_params - embed) / per_layer + 0.5);
    out->n_layers = layers < 1.0 ? 1 : (int64_t)layers;
    out->published_params = n_params;

    /* "generic-70b", "generic-1.5t": the size as people write it */
    if (n_params >= 1e12) {
        snprintf(id_buf, buf_size, "generic-%.4gt", n_params / 1e12);
        snprintf(name_buf, buf_size, "generic dense decoder, %.4gT "
                 "parameters", n_params / 1e12);
    } else {
        snprintf(id_buf, buf_size, "generic-%.4gb", n_params / 1e9);
        snprintf(name_buf, buf_size, "generic dense decoder, %.4gB "
                 "parameters", n_params / 1e9);
    }
    out->id = id_buf;
    out->name = name_buf;
    return 0;
}

/* FFN width a token passes through in an MoE layer. */
static double moe_token_width(const struct gs_model *m)
{
    double w = m->moe_intermediate_size > 0 ? (double)m->moe_intermediate_size
                                            : (double)m->intermediate_size;

    return (double)(m->n_active_experts + m->n_shared_experts) * w;
}

void gs_model_layer_shapes(const struct gs_model *m,
                           const struct gs_param_counts *p,
                           struct gs_layer_shape *dense,
                           struct gs_layer_shape *moe)
{
    double h = (double)m->hidden_size, nh = (double)m->n_heads;
    double L = (double)m->n_layers;
    double n_moe = m->n_experts > 0 ? L - (double)m->n_dense_layers : 0.0;
    double n_dense = L - n_moe;
    double mats = m->mlp_kind == GS_MLP_GATED ? 3.0 : 2.0;
    double final_norm = m->norm_kind == GS_NORM_LAYER ? 2.0 * h : h;
    double w_e = m->moe_intermediate_size > 0 ? (double)m->moe_intermediate_size
                                              : (double)m->intermediate_size;
    double attn_lora, q, kv;

    if (m->kv_lora_rank > 0) {
        double qk = (double)(m->qk_nope_head_dim + m->qk_rope_head_dim);
        double qr = (double)m->q_lora_rank, kvr = (double)m->kv_lora_rank;

        attn_lora = m->q_lora_rank > 0 ? (h + qr) + (qr + nh * qk)
                                       : h + nh * qk;
        attn_lora += h + kvr + (double)m->qk_rope_head_dim;
        attn_lora += kvr + nh * (double)(m->qk_nope_head_dim + m->v_head_dim);
        attn_lora += nh * (double)m->v_head_dim + h;
        q = nh * qk;
        kv = q + nh * (double)m->v_head_dim;   /* K and V, materialised */
    } else {
        q = nh * (double)m->head_dim;
        kv = 2.0 * (double)m->n_kv_heads * (double)m->head_dim;
        attn_lora = (h + q) + (2.0 * h + kv) + (q + h);
    }
    memset(dense, 0, sizeof(*dense));
    memset(moe, 0, sizeof(*moe));
    dense->linear_params = p->attn_linear / L +
                           (n_dense > 0.0 ? p->mlp_linear / n_dense : 0.0);
    dense->other_params = (p->norms_biases - final_norm) / L;
    dense->lora_in_out = attn_lora + mats * (h + (double)m->intermediate_size);
    dense->ffn_width = (double)m->intermediate_size;
    dense->q_width = moe->q_width = q;
    dense->kv_width = moe->kv_width = kv;
    if (n_moe > 0.0) {
        moe->linear_params = p->attn_linear / L +
                             (p->expert_linear + p->shared_linear) / n_moe;
        moe->expert_params = p->expert_linear / n_moe;
        moe->other_params = dense->other_params + p->router / n_moe;
        moe->lora_in_out = attn_lora + (double)(m->n_experts +
                                                m->n_shared_experts) *
                                           mats * (h + w_e);
        moe->ffn_width = moe_token_width(m);
        moe->expert_out = (double)m->n_active_experts * h;
    }
}
