#ifndef GPUSEL_MODEL_H
#define GPUSEL_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dtype.h"
#include "error.h"

/*
 * The model-architecture data model and pure arithmetic on it: parameter
 * counts by component, KV-cache bytes per token, and the generic dense
 * decoder derived from a bare size.  No I/O: data/models.yaml is read by
 * src/load_catalog.c and Hugging Face config.json by src/load_hfconfig.c.
 * docs/methodology.md derives every formula here.
 */

/* How the feed-forward block is built. */
enum gs_mlp_kind {
    GS_MLP_GATED, /* SwiGLU/GeGLU: gate, up, down (3 matrices) */
    GS_MLP_PLAIN, /* GELU MLP: up, down (2 matrices), e.g. Falcon */
};

/* Normalisation layers: RMSNorm has a weight, LayerNorm weight + bias. */
enum gs_norm_kind { GS_NORM_RMS, GS_NORM_LAYER };

/* How attention keys/values are cached. */
enum gs_attn_kind {
    GS_ATTN_MHA, /* n_kv_heads == n_heads */
    GS_ATTN_GQA, /* 1 < n_kv_heads < n_heads */
    GS_ATTN_MQA, /* n_kv_heads == 1 */
    GS_ATTN_MLA, /* DeepSeek multi-head latent attention */
};

struct gs_model {
    const char *id;           /* lowercase, stable: "llama-3.1-70b" */
    const char *name;         /* "Llama 3.1 70B" */
    const char **aliases;     /* e.g. "meta-llama/Llama-3.1-70B" */
    size_t n_aliases;
    const char *family;       /* "llama", "mixtral", "deepseek-v3", ... */
    bool is_generic;          /* derived from a bare size, not a config */

    int64_t n_layers;
    int64_t hidden_size;
    int64_t intermediate_size;  /* dense FFN width (dense layers) */
    int64_t n_heads;            /* query heads */
    int64_t n_kv_heads;         /* key/value heads (1 for MQA) */
    int64_t head_dim;           /* per head; need not be hidden/n_heads */
    int64_t vocab_size;
    bool tied_embeddings;       /* LM head shares the input embedding */
    enum gs_mlp_kind mlp_kind;
    enum gs_norm_kind norm_kind;
    int64_t n_norms_per_layer;  /* 2 usually; 4 in Gemma 2 */
    bool qkv_bias;              /* biases on q, k, v projections */
    bool o_bias;                /* bias on the attention output proj */
    bool mlp_bias;              /* biases on FFN / expert projections */
    int64_t max_context_tokens; /* max_position_embeddings; 0 unknown */

    /* Mixture of experts; n_experts 0 means dense. */
    int64_t n_experts;          /* routed experts per MoE layer */
    int64_t n_active_experts;   /* routed experts per token (top-k) */
    int64_t n_shared_experts;   /* always-on experts per MoE layer */
    int64_t moe_intermediate_size; /* width of one expert; 0: use
                                    * intermediate_size */
    int64_t n_dense_layers;     /* layers with a dense FFN: the leading
                                 * ones, or with moe_layer_step > 1 the
                                 * layers between the MoE ones */
    int64_t moe_layer_step;     /* 0 or 1: every layer after the dense
                                 * ones is MoE; k > 1: layers k-1, 2k-1,
                                 * ... are MoE and the rest dense (Llama 4
                                 * interleave_moe_layer_step) */
    bool router_bias;           /* the router has a bias vector */

    /* Sliding-window attention: n_sliding_layers of n_layers see at most
     * sliding_window_tokens past tokens; the rest are global. */
    int64_t sliding_window_tokens; /* 0: none */
    int64_t n_sliding_layers;

    /* Multi-head latent attention (GS_ATTN_MLA when kv_lora_rank > 0). */
    int64_t q_lora_rank;        /* 0: plain q projection */
    int64_t kv_lora_rank;       /* cached latent width */
    int64_t qk_nope_head_dim;
    int64_t qk_rope_head_dim;   /* decoupled RoPE key, cached too */
    int64_t v_head_dim;

    /* The format the published checkpoint ships in, for --precision
     * auto.  GS_DTYPE_UNSET when the source states none. */
    enum gs_dtype shipped_weight_dtype; /* linear layers (attention, dense
                                         * FFN, shared experts) */
    enum gs_dtype shipped_expert_dtype; /* routed experts; UNSET: as
                                         * shipped_weight_dtype (gpt-oss
                                         * ships MXFP4 experts, bf16 rest) */

    /* Parameters outside the text decoder (a vision encoder and its
     * projector), kept in 16 bits; 0: none or not counted. */
    double encoder_params;

    double published_params;    /* as the authors state; 0 unknown */
    double published_active_params; /* MoE; 0 unknown */
    const char **sources;
    size_t n_sources;
    const char *as_of;
    const char *notes;
    const char *origin_path;    /* file the entry came from */
    unsigned origin_line;
};

/* Parameter counts by component (each a count, not bytes). */
struct gs_param_counts {
    double embedding;       /* input embedding: vocab * hidden */
    double lm_head;         /* 0 when tied */
    double attn_linear;     /* q/k/v/o (or MLA) matrices, all layers */
    double mlp_linear;      /* dense FFN matrices (dense layers) */
    double expert_linear;   /* all routed experts, all MoE layers */
    double shared_linear;   /* shared experts, all MoE layers */
    double router;          /* router matrices (+ bias) */
    double norms_biases;    /* norm weights/biases and linear biases */
    double encoder;         /* encoder_params (vision tower, projector) */
    double total;           /* sum of the above */
    double active;          /* per token: total less unused routed experts */
    double linear;          /* matrices quantisation applies to:
                             * attn + mlp + expert + shared */
};

/*
 * What one layer of each kind holds.  A model has n_dense_layers dense
 * layers first (all of them when it has no experts), then MoE layers;
 * attention is the same in both.  Parameter counts are per layer, widths
 * are elements per token.  docs/methodology.md, sections 1 and 4.
 */
struct gs_layer_shape {
    double linear_params;   /* matrices quantisation applies to, routed
                             * experts included */
    double expert_params;   /* of which routed experts */
    double other_params;    /* router, norms and biases */
    double lora_in_out;     /* sum of (in + out) over the linear layers */
    double q_width;         /* queries, all heads */
    double kv_width;        /* K and V as computed (MLA: decompressed) */
    double ffn_width;       /* FFN width a token passes through (MoE: the
                             * active routed and shared experts) */
    double expert_out;      /* routed experts' outputs before the
                             * weighted sum: top-k x hidden */
};

/*
 * Fill *dense and *moe (all zero when m has no experts) from m and its
 * parameter counts p (gs_model_params(m)).  Pure.
 */
void gs_model_layer_shapes(const struct gs_model *m,
                           const struct gs_param_counts *p,
                           struct gs_layer_shape *dense,
                           struct gs_layer_shape *moe);

/* Cached attention layout of m. */
enum gs_attn_kind gs_model_attn_kind(const struct gs_model *m);
const char *gs_attn_kind_name(enum gs_attn_kind k);

/* Count parameters by component.  Pure; m must be valid. */
struct gs_param_counts gs_model_params(const struct gs_model *m);

/*
 * Whether layer i (0-based) of m has routed experts: never for a dense
 * model; with moe_layer_step k > 1 when (i + 1) % k == 0; otherwise when
 * i >= n_dense_layers.  The engine places layer kinds by this.
 */
bool gs_model_layer_is_moe(const struct gs_model *m, int64_t i);

/*
 * Cached K/V elements per token per layer, across all KV heads:
 *   MHA/GQA/MQA: 2 * n_kv_heads * head_dim
 *   MLA:         kv_lora_rank + qk_rope_head_dim   (one latent, no 2x)
 */
double gs_model_kv_elems_per_token_layer(const struct gs_model *m);

/*
 * Most layers a model may have: 10,000, five times the 1000T generic
 * model's 1,968 (real models have at most a few hundred).  The layout
 * search tries every pipeline depth up to the layer count, so this also
 * bounds its work (docs/engines/layout.md, "Bounds").
 */
#define GS_MODEL_MAX_LAYERS 10000
/* Largest vocabulary and hidden size a model may claim, in the
 * catalogue and in config.json alike (issue 20: a config.json vocabulary
 * of 1e15 gave 8.2e18 parameters).  The largest shipped vocabulary is
 * 262,208 (Gemma 3), the largest hidden size 16,384 (Llama 3.1 405B):
 * 380x and 610x headroom. */
#define GS_MODEL_MAX_VOCAB 100000000
#define GS_MODEL_MAX_HIDDEN 10000000

/*
 * Check that m is self-consistent (positive sizes, at most
 * GS_MODEL_MAX_LAYERS layers, kv heads divide heads, sliding layers <=
 * layers, top-k <= experts, ...).  Returns 0, or -1 with GS_ESCHEMA
 * naming the first problem.
 */
int gs_model_validate(const struct gs_model *m, struct gs_error *err);

/*
 * Fill *out with a generic dense decoder of about n_params parameters:
 * Llama-3-like proportions (head_dim 128, 8 KV heads, gated FFN of
 * 3.5x hidden, 128,256-token vocabulary, untied), hidden size from the
 * depth-to-width rule in docs/methodology.md, layers solved so the count
 * lands on n_params.  id/name point into the caller's buffers id_buf and
 * name_buf (each >= 64 bytes).  Returns 0, or -1 with GS_EDOMAIN when
 * n_params is outside [1e9, 1e15].
 */
int gs_model_generic(double n_params, struct gs_model *out, char *id_buf,
                     char *name_buf, size_t buf_size, struct gs_error *err);

#endif /* GPUSEL_MODEL_H */
