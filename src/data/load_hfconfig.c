/*
 * Hugging Face config.json -> struct gs_model.  Reads at most
 * MAX_CONFIG_BYTES, parses with cJSON, maps the keys of each model_type
 * (the `families` table below) onto gs_model and validates the result.
 * docs/hfconfig.md lists the mapping key by key.  Nothing here prints.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cjson/cJSON.h>

#include "arena.h"
#include "error.h"
#include "file.h"
#include "hfconfig.h"
#include "model.h"
#include "banned.h"

/*
 * Real config.json files are under 100 KiB; the cap refuses a checkpoint
 * shard passed by mistake before it is read whole.
 */
#define MAX_CONFIG_BYTES ((size_t)16 << 20)

/* 2^53: from it on a JSON number (a double) no longer holds every
 * integer: "9007199254740993" reads as 2^53, so counts stay below it. */
#define MAX_EXACT_INT 9007199254740992.0

/* How a family places sliding-window layers when 'layer_types' is absent. */
enum window_rule {
    WINDOW_NONE,      /* no sliding-window attention; the keys are ignored */
    WINDOW_ALL,       /* 'sliding_window', when set, on every layer */
    WINDOW_QWEN,      /* gated by 'use_sliding_window'; layer i slides
                       * when i >= 'max_window_layers' */
    WINDOW_ALTERNATE, /* layers 0, 2, 4, ... slide (gemma2, gpt-oss) */
    WINDOW_PATTERN,   /* layer i is global when (i + 1) % pattern == 0,
                       * the others slide ('sliding_window_pattern',
                       * Gemma 3: 5 local to 1 global) */
    WINDOW_CHUNKED,   /* Llama 4: 'attention_chunk_size' on the RoPE
                       * layers ('no_rope_layers' 1), global on the rest */
};

/* Which key set a family uses. */
enum key_set {
    KEYS_DECODER, /* num_key_value_heads, head_dim, intermediate_size, ... */
    KEYS_FALCON,  /* n_layer/n_head aliases, multi_query, bias, ... */
};

/*
 * What a model_type implies beyond its keys.  Defaults are those of the
 * model's transformers config class (configuration_<type>.py).
 */
struct family {
    const char *model_type;
    enum key_set keys;
    bool tie_default;       /* tie_word_embeddings when absent */
    bool attn_bias_default; /* attention_bias when absent */
    bool qkv_bias_always;   /* q/k/v biases whatever the keys say (qwen2) */
    bool mlp_bias_always;   /* expert biases whatever the keys say */
    bool router_bias;       /* the router carries a bias vector */
    bool new_arch_default;  /* falcon: new_decoder_architecture when absent */
    int64_t n_norms_per_layer; /* set by the Falcon keys for KEYS_FALCON */
    enum window_rule window;
    int64_t max_window_layers; /* WINDOW_QWEN: default when absent */
    int64_t window_pattern;    /* WINDOW_PATTERN: default when absent;
                                * WINDOW_CHUNKED: no_rope_layer_interval */
    int64_t window_default;    /* 'sliding_window' when absent; 0: none */
    int64_t head_dim;          /* default when absent; 0: hidden/heads */
    bool llama4_moe;           /* Llama 4 expert keys (map_llama4) */
    /* Defaults of keys a config class fills in itself (Gemma 3's
     * text_config leaves them out); 0: the key is required. */
    int64_t n_heads_default, n_kv_heads_default, vocab_default;
    int64_t context_default;   /* max_position_embeddings when absent */
};

static const struct family families[] = {
    { .model_type = "llama", .n_norms_per_layer = 2,
      .window = WINDOW_NONE },
    { .model_type = "mistral", .n_norms_per_layer = 2,
      .window = WINDOW_ALL },
    { .model_type = "mixtral", .n_norms_per_layer = 2,
      .window = WINDOW_ALL },
    /* Qwen2(-MoE): q/k/v carry biases, o_proj does not. */
    { .model_type = "qwen2", .qkv_bias_always = true, .n_norms_per_layer = 2,
      .window = WINDOW_QWEN, .max_window_layers = 28 },
    { .model_type = "qwen2_moe", .qkv_bias_always = true,
      .n_norms_per_layer = 2, .window = WINDOW_QWEN,
      .max_window_layers = 28 },
    { .model_type = "qwen3", .n_norms_per_layer = 2, .window = WINDOW_QWEN,
      .max_window_layers = 28 },
    /* Qwen2-VL / Qwen2.5-VL text decoders: Qwen2's biases and window. */
    { .model_type = "qwen2_vl", .qkv_bias_always = true,
      .n_norms_per_layer = 2, .window = WINDOW_QWEN, .max_window_layers = 80 },
    { .model_type = "qwen2_vl_text", .qkv_bias_always = true,
      .n_norms_per_layer = 2, .window = WINDOW_QWEN, .max_window_layers = 80 },
    { .model_type = "qwen2_5_vl", .qkv_bias_always = true,
      .n_norms_per_layer = 2, .window = WINDOW_QWEN, .max_window_layers = 80 },
    { .model_type = "qwen2_5_vl_text", .qkv_bias_always = true,
      .n_norms_per_layer = 2, .window = WINDOW_QWEN, .max_window_layers = 80 },
    /* Current Qwen3MoeConfig has no max_window_layers: all layers slide. */
    { .model_type = "qwen3_moe", .n_norms_per_layer = 2,
      .window = WINDOW_QWEN },
    /* Gemma 2: pre- and post-norms around both attention and MLP. */
    { .model_type = "gemma2", .tie_default = true, .n_norms_per_layer = 4,
      .window = WINDOW_ALTERNATE, .head_dim = 256 },
    /* Gemma 3 (Gemma3TextConfig): Gemma 2's four norms, 5 sliding layers
     * to 1 global, window 4,096 unless given. */
    { .model_type = "gemma3_text", .tie_default = true, .n_norms_per_layer = 4,
      .window = WINDOW_PATTERN, .window_pattern = 6, .window_default = 4096,
      .head_dim = 256, .n_heads_default = 8, .n_kv_heads_default = 4,
      .vocab_default = 262208, .context_default = 131072 },
    /* Llama 4 (Llama4TextConfig): interleaved MoE layers with a shared
     * expert, chunked attention on 3 layers in 4. */
    { .model_type = "llama4_text", .n_norms_per_layer = 2,
      .window = WINDOW_CHUNKED, .window_pattern = 4, .head_dim = 128,
      .llama4_moe = true },
    { .model_type = "falcon", .keys = KEYS_FALCON, .tie_default = true,
      .window = WINDOW_NONE },
    /* Falcon's pre-transformers remote-code configs (40B and 7B). */
    { .model_type = "RefinedWeb", .keys = KEYS_FALCON, .tie_default = true,
      .new_arch_default = true, .window = WINDOW_NONE },
    { .model_type = "RefinedWebModel", .keys = KEYS_FALCON,
      .tie_default = true, .window = WINDOW_NONE },
    /* gpt-oss: biased q/k/v/o by default, experts with gate_up and down
     * biases, and a router with a bias. */
    { .model_type = "gpt_oss", .attn_bias_default = true,
      .mlp_bias_always = true, .router_bias = true, .n_norms_per_layer = 2,
      .window = WINDOW_ALTERNATE, .head_dim = 64 },
    { .model_type = "deepseek_v2", .n_norms_per_layer = 2,
      .window = WINDOW_NONE },
    /* DeepSeek-V3's router has e_score_correction_bias (one per expert). */
    { .model_type = "deepseek_v3", .router_bias = true,
      .n_norms_per_layer = 2, .window = WINDOW_NONE },
    /* Kimi K2: DeepSeek-V3's architecture under its own model_type. */
    { .model_type = "kimi_k2", .router_bias = true,
      .n_norms_per_layer = 2, .window = WINDOW_NONE },
};

/* Any other model_type: transformers' PretrainedConfig defaults. */
static const struct family generic_family = {
    .tie_default = true, .n_norms_per_layer = 2, .window = WINDOW_ALL,
};

/* One parse: the text (for positions) and the tree (for values). */
struct hf {
    const char *path;   /* for messages */
    const char *text;   /* NUL-terminated JSON text */
    size_t len;         /* bytes of text, not counting the NUL */
    const cJSON *root;  /* the object the model keys are read from: the
                         * top level, or its 'text_config' */
    const cJSON *top;   /* the top-level object */
    size_t scan_start;  /* offset of root's '{' in text */
    struct gs_error *err;
};

static const struct family *family_find(const char *model_type)
{
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(families); i++)
        if (strcmp(families[i].model_type, model_type) == 0)
            return &families[i];
    return &generic_family;
}

static bool is_json_space(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

/*
 * 1-based line and column of byte `off` of text.  Columns count
 * characters (UTF-8 sequences), as libyaml's marks do.
 */
static void position_of(const char *text, size_t off, unsigned *line,
                        unsigned *col)
{
    size_t i;

    *line = 1;
    *col = 1;
    for (i = 0; i < off; i++) {
        if (text[i] == '\n') {
            (*line)++;
            *col = 1;
        } else if (((unsigned char)text[i] & 0xC0) != 0x80) {
            (*col)++;
        }
    }
}

/*
 * Offset of the value of top-level key `key` in the text, or -1 when it
 * cannot be found (cJSON keeps no positions, so this rescans the text,
 * which cJSON has already accepted).  Like the getter, it takes the
 * first occurrence; a key written with escapes is not matched.
 */
static long nth_value_offset(const struct hf *h, const char *key, int nth);

static long value_offset(const struct hf *h, const char *key)
{
    return nth_value_offset(h, key, 0);
}

/* The same for the second occurrence of a duplicated key. */
static long second_value_offset(const struct hf *h, const char *key)
{
    return nth_value_offset(h, key, 1);
}

static long nth_value_offset(const struct hf *h, const char *key, int nth)
{
    const char *s = h->text;
    size_t len = h->len, klen = strlen(key), i = h->scan_start, start, end, j;
    int depth = 0;
    bool escaped;

    while (i < len) {
        if (s[i] == '{' || s[i] == '[') {
            depth++;
        } else if (s[i] == '}' || s[i] == ']') {
            if (--depth == 0)
                return -1;      /* the end of the object read */
        } else if (s[i] == '"') {
            start = ++i;
            escaped = false;
            while (i < len && s[i] != '"') {
                if (s[i] == '\\') {
                    escaped = true;
                    i++;
                }
                i++;
            }
            if (i >= len)
                return -1;
            end = i;
            for (j = i + 1; j < len && is_json_space(s[j]); j++)
                ;
            if (depth == 1 && j < len && s[j] == ':' && !escaped &&
                end - start == klen && memcmp(s + start, key, klen) == 0 &&
                nth-- == 0) {
                for (j++; j < len && is_json_space(s[j]); j++)
                    ;
                return j < len ? (long)j : -1;
            }
        }
        i++;
    }
    return -1;
}

/*
 * Record an error about key `key` at its value's position (line 0 when
 * the key cannot be located).  Always returns -1.
 */
static int fail_at(const struct hf *h, enum gs_errc code, const char *key,
                   const char *fmt, ...) GS_PRINTF(4, 5);

static int fail_at(const struct hf *h, enum gs_errc code, const char *key,
                   const char *fmt, ...)
{
    char msg[sizeof(h->err->msg)];
    unsigned line = 0, col = 0;
    long off = key ? value_offset(h, key) : -1;
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    if (off >= 0)
        position_of(h->text, (size_t)off, &line, &col);
    return gs_error_set_at(h->err, code, h->path, line, col, "%s", msg);
}

/*
 * A required key is absent.  `why` says what needs it; NULL marks the
 * keys every transformer config has.
 */
static int fail_missing(const struct hf *h, const char *key, const char *why)
{
    if (why)
        return gs_error_set_at(h->err, GS_ESCHEMA, h->path, 0, 0,
                               "missing '%s' (%s)", key, why);
    if (h->root != h->top)
        return gs_error_set_at(h->err, GS_ESCHEMA, h->path, 0, 0,
                               "missing '%s' in 'text_config'", key);
    return gs_error_set_at(h->err, GS_ESCHEMA, h->path, 0, 0,
                           "missing '%s' (not a transformer config.json?)",
                           key);
}

/* The number as written in the file, for messages ("1e400", "32.5"). */
static void number_text(const struct hf *h, const char *key, double d,
                        char *buf, size_t size)
{
    long off = value_offset(h, key);
    size_t n = 0;

    if (off >= 0) {
        const char *p = h->text + off;

        while (n + 1 < size && p[n] && strchr("+-.0123456789eE", p[n]))
            n++;
    }
    if (n > 0)
        snprintf(buf, size, "%.*s", (int)n, h->text + off);
    else
        snprintf(buf, size, "%.17g", d);
}

/* Value of `key`, or NULL when it is absent or JSON null. */
static const cJSON *get(const struct hf *h, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(h->root, key);

    return (v && !cJSON_IsNull(v)) ? v : NULL;
}

/*
 * A whole number in [0, 2^53] from item v (named key in messages).
 * Returns 0, or -1 with GS_ESCHEMA.
 */
static int as_count(const struct hf *h, const char *key, const cJSON *v,
                    int64_t *out)
{
    double d;
    char num[48];

    if (!cJSON_IsNumber(v))
        return fail_at(h, GS_ESCHEMA, key, "'%s' must be a number", key);
    d = v->valuedouble;
    /* Written so that NaN and the infinity of 1e400 fail too. */
    if (isfinite(d) && d >= MAX_EXACT_INT) {
        number_text(h, key, d, num, sizeof(num));
        return fail_at(h, GS_ESCHEMA, key, "'%s' is 2^53 or more, where "
                       "JSON numbers no longer hold every integer (it would "
                       "be rounded), got %s", key, num);
    }
    if (!(d >= 0.0 && d < MAX_EXACT_INT && d == floor(d))) {
        number_text(h, key, d, num, sizeof(num));
        return fail_at(h, GS_ESCHEMA, key,
                       "'%s' must be a whole number >= 0, got %s", key, num);
    }
    *out = (int64_t)d;
    return 0;
}

/* Returns 1 with *out set, 0 when absent or null, -1 on error. */
static int get_count(const struct hf *h, const char *key, int64_t *out)
{
    const cJSON *v = get(h, key);

    if (!v)
        return 0;
    return as_count(h, key, v, out) < 0 ? -1 : 1;
}

/*
 * The first present key of `keys` (aliases of one quantity).  Any other
 * present alias must agree with it.  Returns 1, 0 or -1 as get_count.
 */
static int get_count_alias(const struct hf *h, const char *const *keys,
                           size_t n_keys, int64_t *out)
{
    const char *first = NULL;
    int64_t v;
    size_t i;
    int rc;

    for (i = 0; i < n_keys; i++) {
        rc = get_count(h, keys[i], &v);
        if (rc < 0)
            return -1;
        if (rc == 0)
            continue;
        if (!first) {
            first = keys[i];
            *out = v;
        } else if (v != *out) {
            return fail_at(h, GS_ESCHEMA, keys[i],
                           "'%s' (%" PRId64 ") disagrees with '%s' (%" PRId64
                           ")", keys[i], v, first, *out);
        }
    }
    return first ? 1 : 0;
}

/*
 * A count that must be present (see fail_missing for `why`) and
 * positive.  Returns 0 or -1.
 */
static int need_positive(const struct hf *h, const char *const *keys,
                         size_t n_keys, const char *why, int64_t *out)
{
    int rc = get_count_alias(h, keys, n_keys, out);
    size_t i;

    if (rc < 0)
        return -1;
    if (rc == 0)
        return fail_missing(h, keys[0], why);
    if (*out == 0) {
        for (i = 0; i + 1 < n_keys && !get(h, keys[i]); i++)
            ;
        return fail_at(h, GS_ESCHEMA, keys[i], "'%s' must be positive, got 0",
                       keys[i]);
    }
    return 0;
}

/* Returns 1 with *out set, 0 when absent or null, -1 on error. */
static int get_bool(const struct hf *h, const char *key, bool *out)
{
    const cJSON *v = get(h, key);

    if (!v)
        return 0;
    if (!cJSON_IsBool(v))
        return fail_at(h, GS_ESCHEMA, key, "'%s' must be true or false", key);
    *out = cJSON_IsTrue(v);
    return 1;
}

/* *out = the boolean `key`, or `def` when absent.  Returns 0 or -1. */
static int bool_or(const struct hf *h, const char *key, bool def, bool *out)
{
    *out = def;
    return get_bool(h, key, out) < 0 ? -1 : 0;
}

/* *out = the count `key`, or `def` when absent.  Returns 0 or -1. */
static int count_or(const struct hf *h, const char *key, int64_t def,
                    int64_t *out)
{
    *out = def;
    return get_count(h, key, out) < 0 ? -1 : 0;
}

/*
 * model_type, checked to be a plain identifier (it becomes the family
 * name in every report).  *out is NULL when the key is absent.
 */
static int get_model_type(const struct hf *h, const char **out)
{
    const cJSON *v = get(h, "model_type");
    const char *s;
    size_t i;

    *out = NULL;
    if (!v && h->root != h->top) {
        /* a text_config without its own model_type: the top level's */
        v = cJSON_GetObjectItemCaseSensitive(h->top, "model_type");
        if (cJSON_IsNull(v))
            v = NULL;
    }
    if (!v)
        return 0;
    if (!cJSON_IsString(v))
        return fail_at(h, GS_ESCHEMA, "model_type",
                       "'model_type' must be a string");
    s = v->valuestring;
    for (i = 0; s[i]; i++) {
        char ch = s[i];

        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
              (ch >= '0' && ch <= '9') || ch == '_' || ch == '-' ||
              ch == '.'))
            break;
    }
    if (i == 0 || s[i] || i > 64)
        return fail_at(h, GS_ESCHEMA, "model_type",
                       "'model_type' must be a short name of letters, digits, "
                       "'_', '-' or '.'");
    *out = s;
    return 0;
}

/*
 * Falcon's KV heads, plain MLP, LayerNorms and biases (FalconConfig and
 * modeling_falcon.py); layers, width and heads are already in *m.
 */
static int map_falcon(const struct hf *h, const struct family *f,
                      struct gs_model *m)
{
    static const char *const kv_keys[] = { "num_kv_heads", "n_head_kv" };
    bool new_arch, multi_query, parallel_attn, bias;
    int64_t kv, n_ln;
    int rc;

    if (bool_or(h, "new_decoder_architecture", f->new_arch_default,
                &new_arch) < 0 ||
        bool_or(h, "multi_query", true, &multi_query) < 0 ||
        bool_or(h, "parallel_attn", true, &parallel_attn) < 0 ||
        bool_or(h, "bias", false, &bias) < 0)
        return -1;
    rc = get_count_alias(h, kv_keys, GS_ARRAY_SIZE(kv_keys), &kv);
    if (rc < 0)
        return -1;
    /* FalconAttention: the KV-head count is used only by the new
     * architecture or without multi_query; old multi_query is MQA. */
    if (!new_arch && multi_query)
        m->n_kv_heads = 1;
    else
        m->n_kv_heads = rc ? kv : m->n_heads;

    rc = get_count(h, "ffn_hidden_size", &m->intermediate_size);
    if (rc < 0)
        return -1;
    if (rc == 0)
        m->intermediate_size = 4 * m->hidden_size;
    m->mlp_kind = GS_MLP_PLAIN;

    /* FalconDecoderLayer: ln_attn + ln_mlp when the new architecture has
     * two parallel norms; else input_layernorm, plus
     * post_attention_layernorm when attention and MLP run in series. */
    if (count_or(h, "num_ln_in_parallel_attn", new_arch ? 2 : 1, &n_ln) < 0)
        return -1;
    m->norm_kind = GS_NORM_LAYER;
    if (new_arch && n_ln == 2)
        m->n_norms_per_layer = 2;
    else
        m->n_norms_per_layer = parallel_attn ? 1 : 2;

    m->qkv_bias = bias;
    m->o_bias = bias;
    m->mlp_bias = bias;
    return 0;
}

/* The Llama-style keys shared by every other family. */
static int map_decoder(const struct hf *h, const struct family *f,
                       struct gs_model *m)
{
    bool attn_bias, mlp_bias;
    int rc;

    rc = get_count(h, "num_key_value_heads", &m->n_kv_heads);
    if (rc < 0)
        return -1;
    if (rc == 0)
        m->n_kv_heads = f->n_kv_heads_default > 0 ? f->n_kv_heads_default
                                                  : m->n_heads;
    rc = get_count(h, "head_dim", &m->head_dim);
    if (rc < 0)
        return -1;
    if (rc == 0)
        m->head_dim = f->head_dim;
    else if (m->head_dim == 0)
        return fail_at(h, GS_ESCHEMA, "head_dim",
                       "'head_dim' must be positive, got 0");
    if (get_count(h, "intermediate_size", &m->intermediate_size) < 0)
        return -1;
    m->mlp_kind = GS_MLP_GATED;
    m->norm_kind = GS_NORM_RMS;
    m->n_norms_per_layer = f->n_norms_per_layer;

    if (bool_or(h, "attention_bias", f->attn_bias_default, &attn_bias) < 0 ||
        bool_or(h, "mlp_bias", false, &mlp_bias) < 0)
        return -1;
    m->qkv_bias = attn_bias || f->qkv_bias_always;
    m->o_bias = attn_bias;
    m->mlp_bias = mlp_bias || f->mlp_bias_always;
    m->router_bias = f->router_bias;
    return 0;
}

/* Multi-head latent attention (DeepSeek V2/V3), present when
 * 'kv_lora_rank' is set. */
static int map_mla(const struct hf *h, struct gs_model *m)
{
    static const char *const nope[] = { "qk_nope_head_dim" };
    static const char *const rope[] = { "qk_rope_head_dim" };
    static const char *const v[] = { "v_head_dim" };
    static const char *const kv[] = { "kv_lora_rank" };
    static const char why[] = "needed with 'kv_lora_rank'";

    if (need_positive(h, kv, 1, why, &m->kv_lora_rank) < 0 ||
        need_positive(h, nope, 1, why, &m->qk_nope_head_dim) < 0 ||
        need_positive(h, rope, 1, why, &m->qk_rope_head_dim) < 0 ||
        need_positive(h, v, 1, why, &m->v_head_dim) < 0 ||
        /* null in DeepSeek-V2-Lite: a plain q projection */
        get_count(h, "q_lora_rank", &m->q_lora_rank) < 0)
        return -1;
    /* Every query head has its own decompressed K and V. */
    m->n_kv_heads = m->n_heads;
    m->head_dim = m->qk_nope_head_dim + m->qk_rope_head_dim;
    return 0;
}

/* Attention shape checks shared by the non-MLA families. */
static int check_heads(const struct hf *h, struct gs_model *m)
{
    const char *kv_key = get(h, "num_key_value_heads") ? "num_key_value_heads"
                       : get(h, "num_kv_heads") ? "num_kv_heads"
                       : "n_head_kv";

    if (m->n_kv_heads == 0)
        return fail_at(h, GS_ESCHEMA, kv_key, "'%s' must be positive, got 0",
                       kv_key);
    if (m->n_heads % m->n_kv_heads != 0)
        return fail_at(h, GS_ESCHEMA, kv_key,
                       "'num_attention_heads' (%" PRId64 ") must be a "
                       "multiple of '%s' (%" PRId64 ")",
                       m->n_heads, kv_key, m->n_kv_heads);
    if (m->head_dim > 0)
        return 0;
    if (m->hidden_size % m->n_heads != 0)
        return fail_at(h, GS_ESCHEMA, "hidden_size",
                       "'hidden_size' (%" PRId64 ") is not a multiple of "
                       "'num_attention_heads' (%" PRId64 ") and 'head_dim' "
                       "is not given", m->hidden_size, m->n_heads);
    m->head_dim = m->hidden_size / m->n_heads;
    return 0;
}

/*
 * Qwen-MoE's dense layers: 'mlp_only_layers' lists them and
 * 'decoder_sparse_step' thins the MoE layers.  Leading dense layers with
 * every later layer MoE, or every step-th layer MoE (moe_layer_step), fit
 * gs_model; the rest is GS_EDOMAIN.
 */
static int map_qwen_dense_layers(const struct hf *h, struct gs_model *m)
{
    const cJSON *list = get(h, "mlp_only_layers"), *item;
    int64_t step = 1, idx = 0;
    char *seen;
    int n;

    if (count_or(h, "decoder_sparse_step", 1, &step) < 0)
        return -1;
    if (step == 0 || step > m->n_layers)
        return fail_at(h, GS_ESCHEMA, "decoder_sparse_step",
                       "'decoder_sparse_step' must be between 1 and "
                       "'num_hidden_layers' (%" PRId64 ")", m->n_layers);
    if (step > 1) {
        /* Qwen2MoeDecoderLayer: layer i is MoE when (i + 1) % step == 0
         * and i is not in mlp_only_layers */
        if (list && (!cJSON_IsArray(list) || cJSON_GetArraySize(list) > 0))
            return fail_at(h, GS_EDOMAIN, "decoder_sparse_step",
                           "unsupported 'decoder_sparse_step' %" PRId64
                           " with 'mlp_only_layers': only one of them can "
                           "be represented", step);
        m->moe_layer_step = step;
        m->n_dense_layers = m->n_layers - m->n_layers / step;
        return 0;
    }
    if (!list)
        return 0;
    if (!cJSON_IsArray(list))
        return fail_at(h, GS_ESCHEMA, "mlp_only_layers",
                       "'mlp_only_layers' must be an array of layer indexes");
    /* n distinct indexes, all below n, are exactly the leading layers
     * 0 .. n-1; any other set puts a dense layer after an MoE one. */
    n = cJSON_GetArraySize(list);
    seen = calloc((size_t)n + 1, 1);
    if (!seen)
        return gs_error_set(h->err, GS_ENOMEM, "out of memory");
    cJSON_ArrayForEach(item, list) {
        if (as_count(h, "mlp_only_layers", item, &idx) < 0)
            break;
        if (idx >= m->n_layers) {
            fail_at(h, GS_ESCHEMA, "mlp_only_layers",
                    "'mlp_only_layers' has layer %" PRId64 ", but "
                    "'num_hidden_layers' is %" PRId64, idx, m->n_layers);
            break;
        }
        if (idx >= n) {
            fail_at(h, GS_EDOMAIN, "mlp_only_layers",
                    "unsupported 'mlp_only_layers': only dense layers "
                    "before the first MoE layer can be represented");
            break;
        }
        if (seen[idx]) {
            fail_at(h, GS_ESCHEMA, "mlp_only_layers",
                    "'mlp_only_layers' lists layer %" PRId64 " twice", idx);
            break;
        }
        seen[idx] = 1;
    }
    free(seen);
    if (item)
        return -1;
    m->n_dense_layers = n;
    return 0;
}

static int map_moe(const struct hf *h, struct gs_model *m)
{
    static const char *const expert_keys[] = {
        "num_local_experts", "num_experts", "n_routed_experts",
    };
    static const char *const active_keys[] = {
        "num_experts_per_tok", "experts_per_token",
    };
    int64_t shared_width = 0, freq = 1;

    if (get_count_alias(h, expert_keys, GS_ARRAY_SIZE(expert_keys),
                        &m->n_experts) < 0)
        return -1;
    if (m->n_experts == 0)
        return 0;               /* dense (also qwen3_moe with 0 experts) */

    if (need_positive(h, active_keys, GS_ARRAY_SIZE(active_keys),
                      "needed with experts", &m->n_active_experts) < 0)
        return -1;
    if (m->n_active_experts > m->n_experts)
        return fail_at(h, GS_ESCHEMA, "num_experts_per_tok",
                       "'num_experts_per_tok' (%" PRId64 ") exceeds the "
                       "expert count (%" PRId64 ")",
                       m->n_active_experts, m->n_experts);

    if (get_count(h, "n_shared_experts", &m->n_shared_experts) < 0 ||
        get_count(h, "moe_intermediate_size", &m->moe_intermediate_size) < 0 ||
        get_count(h, "shared_expert_intermediate_size", &shared_width) < 0)
        return -1;
    if (shared_width > 0) {
        /* Qwen2-MoE: one shared MLP of this width counts as k experts of
         * moe_intermediate_size when the widths divide. */
        if (m->moe_intermediate_size == 0 ||
            shared_width % m->moe_intermediate_size != 0)
            return fail_at(h, GS_EDOMAIN, "shared_expert_intermediate_size",
                           "unsupported 'shared_expert_intermediate_size' "
                           "%" PRId64 ": not a multiple of "
                           "'moe_intermediate_size'", shared_width);
        m->n_shared_experts = shared_width / m->moe_intermediate_size;
    }

    /* DeepSeek: the first k layers are dense, then MoE every
     * moe_layer_freq layers. */
    if (get_count(h, "first_k_dense_replace", &m->n_dense_layers) < 0 ||
        count_or(h, "moe_layer_freq", 1, &freq) < 0)
        return -1;
    if (freq != 1)
        return fail_at(h, GS_EDOMAIN, "moe_layer_freq",
                       "unsupported 'moe_layer_freq' %" PRId64 ": only MoE "
                       "on every layer (1) can be represented", freq);
    if (m->n_dense_layers > m->n_layers)
        return fail_at(h, GS_ESCHEMA, "first_k_dense_replace",
                       "'first_k_dense_replace' (%" PRId64 ") exceeds "
                       "'num_hidden_layers' (%" PRId64 ")",
                       m->n_dense_layers, m->n_layers);
    if (m->n_dense_layers == 0 && map_qwen_dense_layers(h, m) < 0)
        return -1;
    if (m->n_dense_layers == m->n_layers) {
        /* No layer routes: the experts are never built, a dense model. */
        m->n_experts = m->n_active_experts = m->n_shared_experts = 0;
        m->moe_intermediate_size = m->n_dense_layers = 0;
        m->router_bias = false;
    }
    return 0;
}

/*
 * Count the 'sliding_attention' entries of 'layer_types' into *out.
 * Returns 1, 0 when absent, or -1 (GS_EDOMAIN for a layer type gs_model
 * cannot hold, such as linear attention).
 */
static int count_layer_types(const struct hf *h, const struct gs_model *m,
                             int64_t *out)
{
    const cJSON *list = get(h, "layer_types"), *item;
    int64_t n = 0, n_sliding = 0;

    if (!list)
        return 0;
    if (!cJSON_IsArray(list))
        return fail_at(h, GS_ESCHEMA, "layer_types",
                       "'layer_types' must be an array of strings");
    cJSON_ArrayForEach(item, list) {
        if (!cJSON_IsString(item))
            return fail_at(h, GS_ESCHEMA, "layer_types",
                           "'layer_types' must be an array of strings");
        if (strcmp(item->valuestring, "sliding_attention") == 0)
            n_sliding++;
        else if (strcmp(item->valuestring, "full_attention") != 0)
            return fail_at(h, GS_EDOMAIN, "layer_types",
                           "unsupported layer type '%.64s' in 'layer_types'",
                           item->valuestring);
        n++;
    }
    if (n != m->n_layers)
        return fail_at(h, GS_ESCHEMA, "layer_types",
                       "'layer_types' has %" PRId64 " entries, but "
                       "'num_hidden_layers' is %" PRId64, n, m->n_layers);
    *out = n_sliding;
    return 1;
}

/*
 * Llama 4's chunked attention: the layers with RoPE ('no_rope_layers'
 * entry 1; by default 3 in every 'no_rope_layer_interval' = 4) attend
 * within chunks of 'attention_chunk_size' tokens, so each caches at most
 * that many; they are held as sliding-window layers of that size.  The
 * NoPE layers attend globally.
 */
static int map_chunked(const struct hf *h, const struct family *f,
                       struct gs_model *m)
{
    const cJSON *list = get(h, "no_rope_layers"), *item;
    int64_t chunk = 0, interval = f->window_pattern, n_rope = 0, v;

    if (get_count(h, "attention_chunk_size", &chunk) < 0)
        return -1;
    if (chunk == 0)
        return 0;
    if (list && cJSON_GetArraySize(list) == 0)
        list = NULL;    /* Llama4TextConfig: empty means the default */
    if (list) {
        if (!cJSON_IsArray(list) ||
            cJSON_GetArraySize(list) != (int)m->n_layers)
            return fail_at(h, GS_ESCHEMA, "no_rope_layers",
                           "'no_rope_layers' must list 0 or 1 for each of "
                           "the %" PRId64 " layers", m->n_layers);
        cJSON_ArrayForEach(item, list) {
            if (as_count(h, "no_rope_layers", item, &v) < 0)
                return -1;
            n_rope += v != 0;
        }
    } else {
        if (count_or(h, "no_rope_layer_interval", interval, &interval) < 0)
            return -1;
        if (interval == 0)
            return fail_at(h, GS_ESCHEMA, "no_rope_layer_interval",
                           "'no_rope_layer_interval' must be positive, "
                           "got 0");
        n_rope = m->n_layers - m->n_layers / interval;
    }
    if (n_rope > 0) {
        m->sliding_window_tokens = chunk;
        m->n_sliding_layers = n_rope;
    }
    return 0;
}

static int map_window(const struct hf *h, const struct family *f,
                      struct gs_model *m)
{
    int64_t window = 0, n_sliding = 0, full_layers, pattern;
    bool use = true;
    int rc;

    if (f->window == WINDOW_NONE)
        return 0;
    if (f->window == WINDOW_CHUNKED)
        return map_chunked(h, f, m);
    rc = count_layer_types(h, m, &n_sliding);
    window = f->window_default;
    if (rc < 0 || get_count(h, "sliding_window", &window) < 0)
        return -1;
    /* Qwen2Config: sliding_window = sliding_window if use_sliding_window
     * else None (transformers). */
    if (f->window == WINDOW_QWEN &&
        bool_or(h, "use_sliding_window", false, &use) < 0)
        return -1;
    if (!use || window == 0)
        return 0;
    if (rc == 0) {
        switch (f->window) {
        case WINDOW_ALL:
            if (get(h, "sliding_window_pattern"))
                return fail_at(h, GS_EDOMAIN, "sliding_window_pattern",
                               "unsupported 'sliding_window_pattern' "
                               "without 'layer_types'");
            n_sliding = m->n_layers;
            break;
        case WINDOW_QWEN:
            if (count_or(h, "max_window_layers", f->max_window_layers,
                         &full_layers) < 0)
                return -1;
            n_sliding = full_layers >= m->n_layers ? 0
                      : m->n_layers - full_layers;
            break;
        case WINDOW_ALTERNATE:
            n_sliding = (m->n_layers + 1) / 2;
            break;
        case WINDOW_PATTERN:
            if (count_or(h, "sliding_window_pattern", f->window_pattern,
                         &pattern) < 0)
                return -1;
            if (pattern == 0)
                return fail_at(h, GS_ESCHEMA, "sliding_window_pattern",
                               "'sliding_window_pattern' must be positive, "
                               "got 0");
            /* layer i is global when (i + 1) % pattern == 0 */
            n_sliding = m->n_layers - m->n_layers / pattern;
            break;
        case WINDOW_NONE:
        case WINDOW_CHUNKED:
            break;
        }
    }
    if (n_sliding > 0) {
        m->sliding_window_tokens = window;
        m->n_sliding_layers = n_sliding;
    }
    return 0;
}

/*
 * Llama 4 (Llama4TextConfig, modeling_llama4.py): 'intermediate_size' is
 * the expert width and 'intermediate_size_mlp' the dense FFN's; every MoE
 * layer adds one shared expert; layers k-1, 2k-1, ... are MoE for
 * k = 'interleave_moe_layer_step' (or as 'moe_layers' lists them).
 */
static int map_llama4(const struct hf *h, struct gs_model *m)
{
    const cJSON *list = get(h, "moe_layers"), *item;
    int64_t step = 1, dense_w = 0, idx, n = 0;

    if (m->n_experts == 0)
        return 0;
    if (count_or(h, "interleave_moe_layer_step", 1, &step) < 0 ||
        get_count(h, "intermediate_size_mlp", &dense_w) < 0)
        return -1;
    if (step == 0 || step > m->n_layers)
        return fail_at(h, GS_ESCHEMA, "interleave_moe_layer_step",
                       "'interleave_moe_layer_step' must be between 1 and "
                       "'num_hidden_layers' (%" PRId64 ")", m->n_layers);
    if (list) {
        if (!cJSON_IsArray(list))
            return fail_at(h, GS_ESCHEMA, "moe_layers",
                           "'moe_layers' must be an array of layer indexes");
        cJSON_ArrayForEach(item, list) {
            if (as_count(h, "moe_layers", item, &idx) < 0)
                return -1;
            if (idx != (n + 1) * step - 1)
                return fail_at(h, GS_EDOMAIN, "moe_layers",
                               "unsupported 'moe_layers': only every "
                               "'interleave_moe_layer_step'-th layer can be "
                               "MoE");
            n++;
        }
        if (n != m->n_layers / step)
            return fail_at(h, GS_EDOMAIN, "moe_layers",
                           "unsupported 'moe_layers': only every "
                           "'interleave_moe_layer_step'-th layer can be MoE");
    }
    m->moe_intermediate_size = m->intermediate_size;
    if (dense_w > 0)
        m->intermediate_size = dense_w;
    else if (step > 1)
        return fail_missing(h, "intermediate_size_mlp",
                            "the dense layers' FFN width");
    m->n_shared_experts = 1;
    m->moe_layer_step = step;
    m->n_dense_layers = m->n_layers - m->n_layers / step;
    return 0;
}

/* All keys of the parsed config into *m (strings not yet set). */
static int map_config(const struct hf *h, const struct family *f,
                      struct gs_model *m)
{
    static const char *const layers_decoder[] = { "num_hidden_layers" };
    static const char *const layers_falcon[] = { "num_hidden_layers",
                                                 "n_layer" };
    static const char *const hidden_decoder[] = { "hidden_size" };
    static const char *const hidden_falcon[] = { "hidden_size", "n_embed" };
    static const char *const heads_decoder[] = { "num_attention_heads" };
    static const char *const heads_falcon[] = { "num_attention_heads",
                                                "n_head" };
    static const char *const vocab[] = { "vocab_size" };
    bool falcon = f->keys == KEYS_FALCON;
    bool tie_default;

    if (need_positive(h, falcon ? layers_falcon : layers_decoder,
                      falcon ? 2 : 1, NULL, &m->n_layers) < 0 ||
        need_positive(h, falcon ? hidden_falcon : hidden_decoder,
                      falcon ? 2 : 1, NULL, &m->hidden_size) < 0)
        return -1;
    if (f->n_heads_default > 0 && !get(h, "num_attention_heads"))
        m->n_heads = f->n_heads_default;
    else if (need_positive(h, falcon ? heads_falcon : heads_decoder,
                           falcon ? 2 : 1, NULL, &m->n_heads) < 0)
        return -1;
    if (f->vocab_default > 0 && !get(h, "vocab_size"))
        m->vocab_size = f->vocab_default;
    else if (need_positive(h, vocab, 1, NULL, &m->vocab_size) < 0)
        return -1;
    if (m->vocab_size > GS_MODEL_MAX_VOCAB)
        return fail_at(h, GS_ESCHEMA, "vocab_size", "'vocab_size' must be at "
                       "most %d (the plausible range, as in the catalogue), "
                       "got %lld", GS_MODEL_MAX_VOCAB,
                       (long long)m->vocab_size);
    if (m->hidden_size > GS_MODEL_MAX_HIDDEN)
        return fail_at(h, GS_ESCHEMA, falcon && !get(h, "hidden_size")
                                          ? "n_embed" : "hidden_size",
                       "'%s' must be at most %d (the plausible range, as in "
                       "the catalogue), got %lld",
                       falcon && !get(h, "hidden_size") ? "n_embed"
                                                        : "hidden_size",
                       GS_MODEL_MAX_HIDDEN, (long long)m->hidden_size);

    if ((falcon ? map_falcon(h, f, m) : map_decoder(h, f, m)) < 0)
        return -1;
    if (get(h, "kv_lora_rank")) {
        if (map_mla(h, m) < 0)
            return -1;
    } else if (check_heads(h, m) < 0) {
        return -1;
    }

    /* a text_config without the key: the wrapper's (Llama 4 writes it at
     * the top level) */
    tie_default = f->tie_default;
    if (h->root != h->top) {
        const cJSON *t = cJSON_GetObjectItemCaseSensitive(h->top,
                                                          "tie_word_embeddings");

        if (cJSON_IsBool(t))
            tie_default = cJSON_IsTrue(t);
    }
    if (bool_or(h, "tie_word_embeddings", tie_default,
                &m->tied_embeddings) < 0 ||
        count_or(h, "max_position_embeddings", f->context_default,
                 &m->max_context_tokens) < 0 ||
        map_moe(h, m) < 0 || (f->llama4_moe && map_llama4(h, m) < 0) ||
        map_window(h, f, m) < 0)
        return -1;

    /* Every family writes it, even all-MoE Qwen3 (where no layer uses
     * it); gs_model_validate() wants it positive. */
    if (m->intermediate_size == 0)
        return get(h, "intermediate_size")
                   ? fail_at(h, GS_ESCHEMA, "intermediate_size",
                             "'intermediate_size' must be positive, got 0")
                   : fail_missing(h, "intermediate_size",
                                  "the width of the feed-forward block");
    return 0;
}

/* Caveats gathered while reading, joined by "; " into the model's notes. */
struct notes {
    char text[1024];
    size_t len;
};

static void note_add(struct notes *n, const char *fmt, ...) GS_PRINTF(2, 3);

static void note_add(struct notes *n, const char *fmt, ...)
{
    va_list ap;
    int w;

    if (n->len + 3 >= sizeof(n->text))
        return;
    if (n->len > 0) {
        memcpy(n->text + n->len, "; ", 3);
        n->len += 2;
    }
    va_start(ap, fmt);
    w = vsnprintf(n->text + n->len, sizeof(n->text) - n->len, fmt, ap);
    va_end(ap);
    if (w > 0)
        n->len += (size_t)w < sizeof(n->text) - n->len
                      ? (size_t)w : sizeof(n->text) - n->len - 1;
}

/* torch_dtype names (torch.dtype without "torch.") as gs_dtype. */
static enum gs_dtype torch_dtype_find(const char *s)
{
    static const struct {
        const char *name;
        enum gs_dtype dtype;
    } names[] = {
        { "bfloat16", GS_DTYPE_BF16 }, { "float16", GS_DTYPE_FP16 },
        { "half", GS_DTYPE_FP16 },     { "float32", GS_DTYPE_FP32 },
        { "float", GS_DTYPE_FP32 },
    };
    size_t i;

    if (strncmp(s, "torch.", 6) == 0)
        s += 6;
    for (i = 0; i < GS_ARRAY_SIZE(names); i++)
        if (strcmp(names[i].name, s) == 0)
            return names[i].dtype;
    return GS_DTYPE_UNSET;
}

/* String member `key` of object o, or NULL. */
static const char *member_string(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

    return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* Whether o[key] is true. */
static bool member_true(const cJSON *o, const char *key)
{
    return cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, key));
}

/* o[key] as a whole number, or -1. */
static int64_t member_count(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

    if (!cJSON_IsNumber(v) || !(v->valuedouble >= 0.0 &&
                                v->valuedouble < MAX_EXACT_INT) ||
        v->valuedouble != floor(v->valuedouble))
        return -1;
    return (int64_t)v->valuedouble;
}

/*
 * Whether modules_to_not_convert keeps the attention unquantised (an
 * entry naming "self_attn" or "attn"): then a quantised MoE checkpoint
 * has quantised only its experts, as gpt-oss's MXFP4 and Llama 4
 * Maverick's FP8 do.
 */
static bool keeps_attention(const cJSON *q)
{
    /* transformers' name, and compressed-tensors' */
    static const char *const keys[] = { "modules_to_not_convert", "ignore" };
    const cJSON *item;
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(keys); i++) {
        cJSON_ArrayForEach(item,
                           cJSON_GetObjectItemCaseSensitive(q, keys[i]))
            if (cJSON_IsString(item) && strstr(item->valuestring, "attn"))
                return true;
    }
    return false;
}

/* GPTQ/AWQ-style integer bits as a format (UNSET when not 4 or 8). */
static enum gs_dtype int_bits(int64_t bits)
{
    return bits == 4 ? GS_DTYPE_INT4 : bits == 8 ? GS_DTYPE_INT8
                                                 : GS_DTYPE_UNSET;
}

/*
 * compressed-tensors (llm-compressor): the first config group's weight
 * scheme.  8-bit float is fp8; 4-bit float in groups of 16 is NVFP4
 * (fp4); 4- or 8-bit int is int4 / int8; anything else (2-bit, ...) is
 * UNSET.
 */
static enum gs_dtype compressed_tensors_format(const cJSON *q)
{
    const cJSON *groups = cJSON_GetObjectItemCaseSensitive(q, "config_groups");
    const cJSON *g = groups ? groups->child : NULL;
    const cJSON *w = g ? cJSON_GetObjectItemCaseSensitive(g, "weights") : NULL;
    const char *type;
    int64_t bits;

    if (!cJSON_IsObject(w))
        return GS_DTYPE_UNSET;
    type = member_string(w, "type");
    bits = member_count(w, "num_bits");
    if (!type)
        return GS_DTYPE_UNSET;
    if (strcmp(type, "float") == 0)   /* nvfp4-pack-quantized: 4-bit
                                       * float in groups of 16 */
        return bits == 8 ? GS_DTYPE_FP8
               : bits == 4 && member_count(w, "group_size") == 16
                   ? GS_DTYPE_FP4 : GS_DTYPE_UNSET;
    if (strcmp(type, "int") == 0)
        return int_bits(bits);
    return GS_DTYPE_UNSET;
}

/*
 * The shipped formats from 'torch_dtype' (or the newer 'dtype'), in the
 * text config or at the top level, and the top-level
 * 'quantization_config'.  What cannot be read leaves the format UNSET
 * with a caveat in *n.  docs/hfconfig.md lists the rules.
 */
static int map_formats(const struct hf *h, struct gs_model *m,
                       struct notes *n)
{
    static const char *const dtype_keys[] = { "torch_dtype", "dtype" };
    const cJSON *q = cJSON_GetObjectItemCaseSensitive(h->top,
                                                      "quantization_config");
    const cJSON *objs[2] = { h->root, h->top };
    enum gs_dtype base = GS_DTYPE_UNSET, quant;
    const char *dt = NULL, *method;
    size_t i, j;

    for (i = 0; i < 2 && !dt; i++)
        for (j = 0; j < GS_ARRAY_SIZE(dtype_keys) && !dt; j++)
            dt = member_string(objs[i], dtype_keys[j]);
    if (dt) {
        base = torch_dtype_find(dt);
        if (base == GS_DTYPE_UNSET)
            note_add(n, "torch_dtype '%.32s' is not one gpusel knows: "
                     "shipped format unset", dt);
    }
    m->shipped_weight_dtype = base;
    if (!q || cJSON_IsNull(q))
        return 0;
    if (!cJSON_IsObject(q))
        return gs_error_set_at(h->err, GS_ESCHEMA, h->path, 0, 0,
                               "'quantization_config' must be an object");
    method = member_string(q, "quant_method");
    if (!method)
        method = "";
    if (strcmp(method, "mxfp4") == 0) {
        quant = GS_DTYPE_MXFP4;
    } else if (strcmp(method, "modelopt") == 0 ||
               strcmp(method, "modelopt_fp4") == 0) {
        /* TensorRT Model Optimizer: quant_algo NVFP4 (also W4A16_NVFP4)
         * or FP8; MIXED_PRECISION and others are per layer: unset */
        const char *algo = member_string(q, "quant_algo");

        quant = !algo ? GS_DTYPE_UNSET
                : strcmp(algo, "NVFP4") == 0 ||
                      strcmp(algo, "W4A16_NVFP4") == 0 ? GS_DTYPE_FP4
                : strcmp(algo, "FP8") == 0 ? GS_DTYPE_FP8 : GS_DTYPE_UNSET;
        if (quant == GS_DTYPE_UNSET)
            note_add(n, "modelopt quant_algo '%.32s' is not one gpusel "
                     "sizes: shipped format unset", algo ? algo : "");
    } else if (strcmp(method, "fp8") == 0 ||
               strcmp(method, "fbgemm_fp8") == 0) {
        quant = GS_DTYPE_FP8;   /* block or channel scales not counted */
    } else if (strcmp(method, "gptq") == 0 || strcmp(method, "awq") == 0) {
        int64_t bits = member_count(q, "bits");

        if (bits < 0)
            bits = member_count(q, "w_bit");    /* older AutoAWQ */
        quant = int_bits(bits);
        if (quant == GS_DTYPE_UNSET)
            note_add(n, "%s with %" PRId64 " bits is not a format gpusel "
                     "sizes: shipped format unset", method, bits);
    } else if (strcmp(method, "bitsandbytes") == 0) {
        const char *qt = member_string(q, "bnb_4bit_quant_type");

        if (member_true(q, "load_in_4bit") && (!qt || !strcmp(qt, "nf4")))
            quant = GS_DTYPE_NF4;
        else if (member_true(q, "load_in_8bit"))
            quant = GS_DTYPE_INT8;
        else
            quant = GS_DTYPE_UNSET;
        if (quant == GS_DTYPE_UNSET)
            note_add(n, "bitsandbytes settings not recognised (only nf4 "
                     "and 8-bit): shipped format unset");
    } else if (strcmp(method, "compressed-tensors") == 0) {
        quant = compressed_tensors_format(q);
        if (quant == GS_DTYPE_UNSET)
            note_add(n, "compressed-tensors scheme not recognised (only "
                     "fp8, nvfp4, int8 and int4 weights): shipped format "
                     "unset");
    } else {
        quant = GS_DTYPE_UNSET;
        note_add(n, "quantization_config method '%.32s' is not one gpusel "
                 "knows: shipped format unset", method);
    }
    if (quant == GS_DTYPE_UNSET) {
        m->shipped_weight_dtype = GS_DTYPE_UNSET;
        return 0;
    }
    if (m->n_experts > 0 && keeps_attention(q)) {
        /* experts quantised, the rest as torch_dtype (bf16 if unsaid) */
        m->shipped_expert_dtype = quant;
        if (base == GS_DTYPE_UNSET)
            m->shipped_weight_dtype = GS_DTYPE_BF16;
    } else {
        m->shipped_weight_dtype = quant;
    }
    return 0;
}

static bool is_id_char(char ch)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') ||
           ch == '.' || ch == '-';
}

/*
 * The component of `path` that ends just before `end` (a '/' or the end
 * of the string), skipping repeated slashes; *len is 0 at the root.
 */
static const char *component_before(const char *path, const char *end,
                                     size_t *len)
{
    const char *start;

    while (end > path && end[-1] == '/')
        end--;
    start = end;
    while (start > path && start[-1] != '/')
        start--;
    *len = (size_t)(end - start);
    return start;
}

static bool component_is(const char *s, size_t len, const char *what)
{
    return len == strlen(what) && memcmp(s, what, len) == 0;
}

/*
 * The id from the file path: the file name without its extension, or,
 * for "config.json", the directory it is in ("Llama-3.1-8B"), or, in a
 * Hugging Face cache (models--org--name/snapshots/<hash>/config.json),
 * the model name.  Lowercased; runs of characters outside [a-z0-9.-]
 * become one '-'; leading and trailing '-' are dropped.
 */
static char *derive_id(struct gs_arena *a, const char *path)
{
    const char *base, *dir, *snap, *repo, *dot, *s, *sep;
    size_t base_len, dir_len, snap_len, repo_len, len, i, n = 0;
    char *id;

    base = component_before(path, path + strlen(path), &base_len);
    s = base;
    len = base_len;
    dot = NULL;
    for (i = 1; i < base_len; i++)      /* ".json" alone keeps its dot */
        if (base[i] == '.')
            dot = base + i;
    if (dot)
        len = (size_t)(dot - base);
    if (component_is(s, len, "config")) {
        dir = component_before(path, base, &dir_len);
        if (dir_len > 0 && !component_is(dir, dir_len, ".") &&
            !component_is(dir, dir_len, "..")) {
            s = dir;
            len = dir_len;
            snap = component_before(path, dir, &snap_len);
            repo = component_before(path, snap, &repo_len);
            if (component_is(snap, snap_len, "snapshots") && repo_len > 8 &&
                memcmp(repo, "models--", 8) == 0) {
                /* the name follows the last "--" */
                s = repo + 8;
                for (sep = repo + 8; sep + 1 < repo + repo_len; sep++)
                    if (sep[0] == '-' && sep[1] == '-')
                        s = sep + 2;
                len = (size_t)(repo + repo_len - s);
            }
        }
    }

    id = gs_arena_alloc(a, len + 1);
    if (!id)
        return NULL;
    for (i = 0; i < len; i++) {
        char ch = s[i];

        if (ch >= 'A' && ch <= 'Z')
            ch = (char)(ch - 'A' + 'a');
        if (!is_id_char(ch))
            ch = '-';
        if (ch == '-' && (n == 0 || id[n - 1] == '-'))
            continue;
        id[n++] = ch;
    }
    while (n > 0 && id[n - 1] == '-')
        n--;
    id[n] = '\0';
    if (n == 0)
        return gs_arena_strdup(a, "config");
    return id;
}

/* The strings of *m, copied into the arena. */
static int set_strings(struct gs_arena *a, const char *path,
                       const char *model_type, struct gs_model *m,
                       struct gs_error *err)
{
    static const char from[] = " from ";
    const char **sources;
    char *name;
    size_t name_size;

    m->family = gs_arena_strdup(a, model_type);
    m->origin_path = gs_arena_strdup(a, path);
    m->id = derive_id(a, path);
    name_size = strlen(model_type) + sizeof(from) - 1 + strlen(path) + 1;
    name = gs_arena_alloc(a, name_size);
    sources = gs_arena_calloc(a, 1, sizeof(*sources));
    if (!m->family || !m->origin_path || !m->id || !name || !sources)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    snprintf(name, name_size, "%s%s%s", model_type, from, path);
    m->name = name;
    sources[0] = m->origin_path;
    m->sources = sources;
    m->n_sources = 1;
    return 0;
}

/*
 * cJSON keeps every duplicate and its getter returns the first, while
 * Python's json (and so transformers) keeps the last: refuse rather than
 * guess.  The error points at the second occurrence's value.
 */
/* Keys with their document order, sorted by name then order. */
struct key_at {
    const char *name;
    size_t order;
};

static int key_at_cmp(const void *x, const void *y)
{
    const struct key_at *a = x, *b = y;
    int c = strcmp(a->name, b->name);

    if (c)
        return c;
    return a->order < b->order ? -1 : a->order > b->order;
}

/*
 * Sorting makes the check O(n log n): 200k keys once took 139 s when
 * every key was compared with every later one.  The key reported is the
 * duplicated one whose first occurrence comes first, as before.
 */
static int reject_duplicate_keys(const struct hf *h)
{
    const cJSON *a;
    struct key_at *keys;
    size_t n = 0, i, best = (size_t)-1;
    const char *dup = NULL;

    for (a = h->root->child; a; a = a->next)
        n++;
    if (n < 2)
        return 0;
    keys = malloc(n * sizeof(*keys));
    if (!keys)
        return gs_error_set(h->err, GS_ENOMEM, "out of memory");
    n = 0;
    for (a = h->root->child; a; a = a->next)
        if (a->string) {
            keys[n] = (struct key_at){ a->string, n };
            n++;
        }
    qsort(keys, n, sizeof(*keys), key_at_cmp);
    for (i = 1; i < n; i++)
        if (strcmp(keys[i - 1].name, keys[i].name) == 0 &&
            (i < 2 || strcmp(keys[i - 2].name, keys[i].name) != 0) &&
            keys[i - 1].order < best) {
            best = keys[i - 1].order;   /* first occurrence of this key */
            dup = keys[i].name;
        }
    free(keys);
    if (dup) {
        unsigned line = 0, col = 0;
        long off = second_value_offset(h, dup);

        if (off >= 0)
            position_of(h->text, (size_t)off, &line, &col);
        return gs_error_set_at(h->err, GS_ESCHEMA, h->path, line, col,
                               "duplicate key '%s' (JSON readers "
                               "disagree on which one wins)", dup);
    }
    return 0;
}

/* The note an unrecognised model_type gets (in the arena; NULL on OOM). */
static const char *gs_arena_printf_model_note(struct gs_arena *a,
                                              const char *model_type)
{
    static const char fmt[] =
        "model_type '%s' is not one gpusel recognises: read as a "
        "Llama-style decoder (gated FFN, RMSNorm, no biases); check the "
        "parameter count against the model card";
    const char *type = model_type ? model_type : "(none)";
    size_t size = sizeof(fmt) + strlen(type);
    char *note = gs_arena_alloc(a, size);

    if (note)
        snprintf(note, size, fmt, type);
    return note;
}

/* A syntax error at byte `off` of the text, with what stands there. */
static int fail_syntax(const struct hf *h, size_t off)
{
    char near[24];
    unsigned line, col;
    size_t n = 0;

    if (off > h->len)
        off = h->len;
    position_of(h->text, off, &line, &col);
    while (n + 1 < sizeof(near) && off + n < h->len &&
           h->text[off + n] != '\n' && h->text[off + n] != '\r') {
        unsigned char ch = (unsigned char)h->text[off + n];

        near[n++] = (ch >= 0x20 && ch < 0x7F) ? (char)ch : '?';
    }
    near[n] = '\0';
    if (n == 0 && off >= h->len)
        return gs_error_set_at(h->err, GS_ESYNTAX, h->path, line, col,
                               "malformed JSON: unexpected end of input");
    return gs_error_set_at(h->err, GS_ESYNTAX, h->path, line, col,
                           "malformed JSON near '%s'", near);
}

/*
 * Multimodal configs (Llama 4, Gemma 3, Mistral 3, Qwen2.5-VL in newer
 * transformers) put the text decoder under 'text_config': read the keys
 * from there when the top level has no layer count.  A 'vision_config'
 * gets a caveat: the vision tower is not counted.
 */
static int select_text_config(struct hf *h, struct notes *n)
{
    const cJSON *tc = cJSON_GetObjectItemCaseSensitive(h->top, "text_config");
    long off;

    if (cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(h->top,
                                                        "vision_config")))
        note_add(n, "the vision encoder (vision_config) is not counted");
    if (!cJSON_IsObject(tc) ||
        cJSON_GetObjectItemCaseSensitive(h->top, "num_hidden_layers") ||
        cJSON_GetObjectItemCaseSensitive(h->top, "n_layer"))
        return 0;
    off = value_offset(h, "text_config");
    h->root = tc;
    h->scan_start = off >= 0 ? (size_t)off : 0;
    return reject_duplicate_keys(h);
}

/*
 * What cJSON would misreport, found before it parses: nesting past its
 * CJSON_NESTING_LIMIT (it fails as if the text were malformed) and a
 * "\u0000" escape (it cuts the string there, so a key "a\u0000b" would
 * read as "a").  Strings are skipped with their escapes.
 */
static int prescan(const struct hf *h)
{
    size_t i, depth = 0;
    bool in_string = false;
    unsigned line, col;

    for (i = 0; i < h->len; i++) {
        char ch = h->text[i];

        if (in_string) {
            if (ch == '"') {
                in_string = false;
            } else if (ch == '\\' && i + 1 < h->len) {
                if (h->text[i + 1] == 'u' && i + 5 < h->len &&
                    memcmp(h->text + i + 2, "0000", 4) == 0) {
                    position_of(h->text, i, &line, &col);
                    return gs_error_set_at(h->err, GS_ESCHEMA, h->path, line,
                                           col, "a JSON string holds "
                                           "\\u0000 (NUL), which would cut "
                                           "it short");
                }
                i++;
            }
        } else if (ch == '"') {
            in_string = true;
        } else if (ch == '[' || ch == '{') {
            if (++depth > CJSON_NESTING_LIMIT) {
                position_of(h->text, i, &line, &col);
                return gs_error_set_at(h->err, GS_ESCHEMA, h->path, line, col,
                                       "JSON nested deeper than %d levels",
                                       CJSON_NESTING_LIMIT);
            }
        } else if ((ch == ']' || ch == '}') && depth > 0) {
            depth--;
        }
    }
    return 0;
}

/* Parse text[0 .. len) (text[len] is NUL) into *out. */
static int parse_text(struct gs_arena *a, const char *path, const char *text,
                      size_t len, struct gs_model *out, struct gs_error *err)
{
    struct hf h = { .path = path, .text = text, .len = len, .err = err };
    struct gs_model m = { .shipped_weight_dtype = GS_DTYPE_UNSET,
                          .shipped_expert_dtype = GS_DTYPE_UNSET };
    const struct family *f = &generic_family;
    const char *model_type = NULL, *nul, *end = NULL;
    struct notes notes = { .len = 0 };
    cJSON *root;
    unsigned line, col;
    size_t i;
    int rc;

    nul = memchr(text, '\0', len);
    if (nul) {
        position_of(text, (size_t)(nul - text), &line, &col);
        return gs_error_set_at(err, GS_ESYNTAX, path, line, col,
                               "malformed JSON: NUL byte");
    }

    if (prescan(&h) < 0)
        return -1;
    /* len + 1 takes in the NUL, which require_null_terminated wants. */
    root = cJSON_ParseWithLengthOpts(text, len + 1, &end, 1);
    if (!root) {
        /* cJSON answers NULL for a failed allocation as for bad syntax:
         * text that parses at a second try was an allocation failure */
        if ((root = cJSON_ParseWithLengthOpts(text, len + 1, NULL, 1))) {
            cJSON_Delete(root);
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        }
        i = (end && end >= text && end <= text + len) ? (size_t)(end - text)
                                                      : len;
        return fail_syntax(&h, i);
    }
    h.root = root;
    if (!cJSON_IsObject(root)) {
        for (i = 0; i < len && is_json_space(text[i]); i++)
            ;
        position_of(text, i, &line, &col);
        gs_error_set_at(err, GS_ESCHEMA, path, line, col,
                        "expected a JSON object at the top level");
        rc = -1;
        goto out;
    }

    h.top = root;
    rc = reject_duplicate_keys(&h);
    if (rc == 0)
        rc = select_text_config(&h, &notes);
    if (rc == 0)
        rc = get_model_type(&h, &model_type);
    if (rc == 0) {
        f = model_type ? family_find(model_type) : &generic_family;
        rc = map_config(&h, f, &m);
    }
    if (rc == 0)
        rc = map_formats(&h, &m, &notes);
    if (rc == 0)
        rc = set_strings(a, path, model_type ? model_type : "unknown", &m,
                         err);
    if (rc == 0 && f == &generic_family) {
        /* say so rather than stay silent: the reading may be wrong */
        const char *note = gs_arena_printf_model_note(a, model_type);

        if (!note)
            rc = gs_error_set(err, GS_ENOMEM, "out of memory");
        else
            note_add(&notes, "%s", note);
    }
    if (rc == 0 && f->window == WINDOW_CHUNKED && m.n_sliding_layers > 0)
        note_add(&notes, "chunked attention (attention_chunk_size %" PRId64
                 ") is held as a sliding window of that size on %" PRId64
                 " of %" PRId64 " layers", m.sliding_window_tokens,
                 m.n_sliding_layers, m.n_layers);
    if (rc == 0 && notes.len > 0) {
        m.notes = gs_arena_strdup(a, notes.text);
        if (!m.notes)
            rc = gs_error_set(err, GS_ENOMEM, "out of memory");
    }
out:
    cJSON_Delete(root);
    if (rc < 0)
        return -1;
    if (gs_model_validate(&m, err) < 0)
        return -1;
    *out = m;
    return 0;
}

static int fail_too_large(const char *path, struct gs_error *err)
{
    return gs_error_set_at(err, GS_ESCHEMA, path, 0, 0,
                           "larger than 16 MiB (not a config.json?)");
}

int gs_hfconfig_parse(struct gs_arena *a, const char *path, const char *json,
                      size_t len, struct gs_model *out, struct gs_error *err)
{
    char *text;
    int rc;

    if (len > MAX_CONFIG_BYTES)
        return fail_too_large(path, err);
    text = malloc(len + 1);
    if (!text)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    memcpy(text, json, len);
    text[len] = '\0';
    rc = parse_text(a, path, text, len, out, err);
    free(text);
    return rc;
}

/* A directory stands for the config.json in it. */
static const char config_name[] = "config.json";

static int load_file(struct gs_arena *a, const char *path,
                     struct gs_model *out, struct gs_error *err)
{
    char *text;
    size_t len;
    bool too_large;
    int rc;

    if (gs_file_read(path, MAX_CONFIG_BYTES, &text, &len, &too_large,
                     err) < 0)
        return -1;
    if (too_large)
        return fail_too_large(path, err);
    rc = parse_text(a, path, text, len, out, err);
    free(text);
    return rc;
}

int gs_hfconfig_load(struct gs_arena *a, const char *path,
                     struct gs_model *out, struct gs_error *err)
{
    struct stat st;
    size_t n = strlen(path);
    bool slash = n > 0 && path[n - 1] == '/';
    char *file;
    int rc;

    if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
        return load_file(a, path, out, err);
    file = malloc(n + 1 + sizeof(config_name));
    if (!file)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    snprintf(file, n + 1 + sizeof(config_name), "%s%s%s", path,
             slash ? "" : "/", config_name);
    if (stat(file, &st) != 0)
        rc = gs_error_set(err, GS_EIO, "cannot read '%s': the directory "
                          "has no config.json", file);
    else
        rc = load_file(a, file, out, err);
    free(file);
    return rc;
}
