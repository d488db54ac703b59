/*
 * Catalogue loader: data files (built-in or overlays) with `gpus:` and/or
 * `models:` sequences, read through the strict YAML tree of src/yaml.c and
 * checked against the field tables below.  Unknown keys, wrong types,
 * out-of-range numbers, missing required keys and duplicate ids are
 * errors at file:line:column naming the key.  Schema: docs/catalogue.md
 * and docs/models.md.
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dataset.h"
#include "embedded.h"
#include "file.h"
#include "suggest.h"
#include "units.h"
#include "yaml_read.h"
#include "ascii.h"
#include "banned.h"

enum ftype {
    F_STR,      /* const char * */
    F_STRLIST,  /* const char ** at offset, size_t count at offset2 */
    F_BOOL,     /* bool */
    F_TRIBOOL,  /* int: 0 when absent, 1 false, 2 true (enum gs_ecc) */
    F_INT,      /* int, within [min, max] */
    F_INT64,    /* int64_t, within [min, max] */
    F_POS,      /* double > 0, times scale */
    F_NONNEG,   /* double >= 0, times scale */
    F_ENUM,     /* int: index in choices */
    F_DATE,     /* const char *, "YYYY-MM-DD" */
    F_ID,       /* const char *, lowercase [a-z0-9.-] */
};

struct field {
    const char *key;
    enum ftype type;
    size_t offset;
    size_t offset2;             /* F_STRLIST: the count */
    bool required;
    double scale;               /* F_POS/F_NONNEG: unit conversion */
    int64_t min, max;           /* F_INT/F_INT64 */
    const char *const *choices; /* F_ENUM, NULL-terminated */
};

#define GPU(f) offsetof(struct gs_gpu, f)
#define MODEL(f) offsetof(struct gs_model, f)
#define PREC(p) (GPU(dense_flop_per_s) + (p) * sizeof(double))
#define BIG INT64_C(1000000000000)

static const char *const scale_up_kinds[] = {
    "nvlink", "infinity-fabric", "ici", "neuronlink", "roce", "pcie", NULL
};
static const char *const mlp_kinds[] = { "gated", "plain", NULL };
static const char *const norm_kinds[] = { "rms", "layer", NULL };
/* Shipped formats: the names of enum gs_dtype, in its order. */
static const char *const dtype_names[] = {
    "fp32", "bf16", "fp16", "fp8", "int8", "int4", "nf4", "mxfp4", "fp4",
    "fp6", NULL
};
_Static_assert(sizeof(dtype_names) / sizeof(dtype_names[0]) ==
                   GS_DTYPE_COUNT + 1,
               "dtype_names must list every enum gs_dtype");

/*
 * Capacity and bandwidths come in a decimal key (memory_gb, *_gb_per_s)
 * or a binary one (memory_gib, *_gib_per_s) for vendors whose figure is
 * binary; gpu_finish() requires exactly one of each pair.  pcie_gen and
 * mig_max_instances read 0 as "none"; absent is unknown.
 */
static const struct field gpu_fields[] = {
    { "id", F_ID, GPU(id), 0, true, 0, 0, 0, NULL },
    { "name", F_STR, GPU(name), 0, true, 0, 0, 0, NULL },
    { "aliases", F_STRLIST, GPU(aliases), GPU(n_aliases), false, 0, 0, 0, NULL },
    { "vendor", F_STR, GPU(vendor), 0, true, 0, 0, 0, NULL },
    { "architecture", F_STR, GPU(architecture), 0, true, 0, 0, 0, NULL },
    { "year", F_INT, GPU(year), 0, true, 0, 1990, 2100, NULL },
    { "form_factor", F_STR, GPU(form_factor), 0, true, 0, 0, 0, NULL },
    { "memory_gb", F_POS, GPU(memory_bytes), 0, false, GS_BYTES_PER_GB, 0, 0,
      NULL },
    { "memory_gib", F_POS, GPU(memory_gib), 0, false, 1.0, 0, 0, NULL },
    { "usable_memory_gib", F_POS, GPU(usable_memory_bytes), 0, false,
      GS_BYTES_PER_GIB, 0, 0, NULL },
    { "memory_type", F_STR, GPU(memory_type), 0, true, 0, 0, 0, NULL },
    { "mem_bw_gb_per_s", F_POS, GPU(mem_bw_bytes_per_s), 0, false,
      GS_BYTES_PER_GB, 0, 0, NULL },
    { "mem_bw_gib_per_s", F_POS, GPU(mem_bw_gib_per_s), 0, false, 1.0, 0, 0,
      NULL },
    { "fp64_dense_tflops", F_POS, PREC(GS_PREC_FP64), 0, false, 1e12, 0, 0, NULL },
    { "fp64_tensor_dense_tflops", F_POS, GPU(fp64_tensor_dense_flop_per_s), 0,
      false, 1e12, 0, 0, NULL },
    { "fp32_dense_tflops", F_POS, PREC(GS_PREC_FP32), 0, false, 1e12, 0, 0, NULL },
    { "tf32_dense_tflops", F_POS, PREC(GS_PREC_TF32), 0, false, 1e12, 0, 0, NULL },
    { "fp16_dense_tflops", F_POS, PREC(GS_PREC_FP16), 0, false, 1e12, 0, 0, NULL },
    { "fp16_acc16_dense_tflops", F_POS, GPU(fp16_acc16_dense_flop_per_s), 0,
      false, 1e12, 0, 0, NULL },
    { "bf16_dense_tflops", F_POS, PREC(GS_PREC_BF16), 0, false, 1e12, 0, 0, NULL },
    { "fp8_dense_tflops", F_POS, PREC(GS_PREC_FP8), 0, false, 1e12, 0, 0, NULL },
    { "fp6_dense_tflops", F_POS, PREC(GS_PREC_FP6), 0, false, 1e12, 0, 0, NULL },
    { "fp4_dense_tflops", F_POS, PREC(GS_PREC_FP4), 0, false, 1e12, 0, 0, NULL },
    { "int8_dense_tops", F_POS, PREC(GS_PREC_INT8), 0, false, 1e12, 0, 0, NULL },
    { "int4_dense_tops", F_POS, PREC(GS_PREC_INT4), 0, false, 1e12, 0, 0, NULL },
    { "sparsity_2_4", F_BOOL, GPU(sparsity_2_4), 0, true, 0, 0, 0, NULL },
    { "tdp_w", F_POS, GPU(tdp_w), 0, false, 1.0, 0, 0, NULL },
    { "scale_up_kind", F_ENUM, 0, 0, true, 0, 0, 0, scale_up_kinds },
    { "scale_up_gen", F_INT, GPU(scale_up_gen), 0, false, 0, 1, 100, NULL },
    { "scale_up_bw_gb_per_s", F_POS, GPU(scale_up_bw_bytes_per_s), 0, false,
      GS_BYTES_PER_GB, 0, 0, NULL },
    { "scale_up_bw_gib_per_s", F_POS, GPU(scale_up_bw_gib_per_s), 0, false,
      1.0, 0, 0, NULL },
    { "scale_up_domain_gpus", F_INT64, GPU(scale_up_domain_gpus), 0, true, 0,
      1, 1000000, NULL },
    { "pcie_gen", F_INT, GPU(pcie_gen), 0, false, 0, 0, 10, NULL },
    { "ecc", F_TRIBOOL, GPU(ecc), 0, false, 0, 0, 0, NULL },
    { "sm_count", F_INT64, GPU(sm_count), 0, false, 0, 1, 100000, NULL },
    { "mig_max_instances", F_INT, GPU(mig_max_instances), 0, false, 0, 0, 64,
      NULL },
    { "launch_price_usd", F_POS, GPU(launch_price_usd), 0, false, 1.0, 0, 0, NULL },
    { "purchase_usd", F_POS, GPU(purchase_usd), 0, false, 1.0, 0, 0, NULL },
    { "purchase_as_of", F_DATE, GPU(purchase_as_of), 0, false, 0, 0, 0, NULL },
    { "purchase_source", F_STR, GPU(purchase_source), 0, false, 0, 0, 0,
      NULL },
    { "consumer", F_BOOL, GPU(consumer), 0, false, 0, 0, 0, NULL },
    { "matmul_efficiency_frac", F_POS, GPU(matmul_efficiency_frac), 0, false,
      1.0, 0, 0, NULL },
    { "matmul_efficiency_source", F_STR, GPU(matmul_efficiency_source), 0,
      false, 0, 0, 0, NULL },
    { "fp8_matmul_efficiency_frac", F_POS, GPU(fp8_matmul_efficiency_frac), 0,
      false, 1.0, 0, 0, NULL },
    { "fp8_matmul_efficiency_source", F_STR,
      GPU(fp8_matmul_efficiency_source), 0, false, 0, 0, 0, NULL },
    { "fp4_matmul_efficiency_frac", F_POS, GPU(fp4_matmul_efficiency_frac), 0,
      false, 1.0, 0, 0, NULL },
    { "fp4_matmul_efficiency_source", F_STR,
      GPU(fp4_matmul_efficiency_source), 0, false, 0, 0, 0, NULL },
    { "mem_bw_efficiency_frac", F_POS, GPU(mem_bw_efficiency_frac), 0, false,
      1.0, 0, 0, NULL },
    { "mem_bw_efficiency_source", F_STR, GPU(mem_bw_efficiency_source), 0,
      false, 0, 0, 0, NULL },
    { "as_of", F_DATE, GPU(as_of), 0, true, 0, 0, 0, NULL },
    { "sources", F_STRLIST, GPU(sources), GPU(n_sources), true, 0, 0, 0, NULL },
    { "notes", F_STR, GPU(notes), 0, false, 0, 0, 0, NULL },
};

static const struct field model_fields[] = {
    { "id", F_ID, MODEL(id), 0, true, 0, 0, 0, NULL },
    { "name", F_STR, MODEL(name), 0, true, 0, 0, 0, NULL },
    { "aliases", F_STRLIST, MODEL(aliases), MODEL(n_aliases), false, 0, 0, 0, NULL },
    { "family", F_STR, MODEL(family), 0, true, 0, 0, 0, NULL },
    { "n_layers", F_INT64, MODEL(n_layers), 0, true, 0, 1,
      GS_MODEL_MAX_LAYERS, NULL },
    { "hidden_size", F_INT64, MODEL(hidden_size), 0, true, 0, 1,
      GS_MODEL_MAX_HIDDEN, NULL },
    { "intermediate_size", F_INT64, MODEL(intermediate_size), 0, true, 0, 1,
      100000000, NULL },
    { "n_heads", F_INT64, MODEL(n_heads), 0, true, 0, 1, 100000, NULL },
    { "n_kv_heads", F_INT64, MODEL(n_kv_heads), 0, true, 0, 1, 100000, NULL },
    { "head_dim", F_INT64, MODEL(head_dim), 0, true, 0, 1, 100000, NULL },
    { "vocab_size", F_INT64, MODEL(vocab_size), 0, true, 0, 1,
      GS_MODEL_MAX_VOCAB, NULL },
    { "tied_embeddings", F_BOOL, MODEL(tied_embeddings), 0, true, 0, 0, 0, NULL },
    { "mlp", F_ENUM, MODEL(mlp_kind), 0, false, 0, 0, 0, mlp_kinds },
    { "norm", F_ENUM, MODEL(norm_kind), 0, false, 0, 0, 0, norm_kinds },
    { "norms_per_layer", F_INT64, MODEL(n_norms_per_layer), 0, false, 0, 0, 16,
      NULL },
    { "qkv_bias", F_BOOL, MODEL(qkv_bias), 0, false, 0, 0, 0, NULL },
    { "o_bias", F_BOOL, MODEL(o_bias), 0, false, 0, 0, 0, NULL },
    { "mlp_bias", F_BOOL, MODEL(mlp_bias), 0, false, 0, 0, 0, NULL },
    { "router_bias", F_BOOL, MODEL(router_bias), 0, false, 0, 0, 0, NULL },
    { "max_context_tokens", F_INT64, MODEL(max_context_tokens), 0, false, 0, 1,
      BIG, NULL },
    { "n_experts", F_INT64, MODEL(n_experts), 0, false, 0, 1, 100000, NULL },
    { "n_active_experts", F_INT64, MODEL(n_active_experts), 0, false, 0, 1,
      100000, NULL },
    { "n_shared_experts", F_INT64, MODEL(n_shared_experts), 0, false, 0, 0,
      100000, NULL },
    { "moe_intermediate_size", F_INT64, MODEL(moe_intermediate_size), 0, false,
      0, 1, 100000000, NULL },
    { "n_dense_layers", F_INT64, MODEL(n_dense_layers), 0, false, 0, 0, 100000,
      NULL },
    { "moe_layer_step", F_INT64, MODEL(moe_layer_step), 0, false, 0, 1,
      100000, NULL },
    { "sliding_window_tokens", F_INT64, MODEL(sliding_window_tokens), 0, false,
      0, 1, BIG, NULL },
    { "n_sliding_layers", F_INT64, MODEL(n_sliding_layers), 0, false, 0, 0,
      100000, NULL },
    { "q_lora_rank", F_INT64, MODEL(q_lora_rank), 0, false, 0, 1, 10000000, NULL },
    { "kv_lora_rank", F_INT64, MODEL(kv_lora_rank), 0, false, 0, 1, 10000000,
      NULL },
    { "qk_nope_head_dim", F_INT64, MODEL(qk_nope_head_dim), 0, false, 0, 1,
      100000, NULL },
    { "qk_rope_head_dim", F_INT64, MODEL(qk_rope_head_dim), 0, false, 0, 1,
      100000, NULL },
    { "v_head_dim", F_INT64, MODEL(v_head_dim), 0, false, 0, 1, 100000, NULL },
    { "encoder_params", F_NONNEG, MODEL(encoder_params), 0, false, 1.0, 0, 0,
      NULL },
    { "shipped_format", F_ENUM, MODEL(shipped_weight_dtype), 0, false, 0, 0, 0,
      dtype_names },
    { "shipped_expert_format", F_ENUM, MODEL(shipped_expert_dtype), 0, false,
      0, 0, 0, dtype_names },
    { "published_params", F_POS, MODEL(published_params), 0, true, 1.0, 0, 0,
      NULL },
    { "published_active_params", F_POS, MODEL(published_active_params), 0,
      false, 1.0, 0, 0, NULL },
    { "as_of", F_DATE, MODEL(as_of), 0, true, 0, 0, 0, NULL },
    { "sources", F_STRLIST, MODEL(sources), MODEL(n_sources), true, 0, 0, 0,
      NULL },
    { "notes", F_STR, MODEL(notes), 0, false, 0, 0, 0, NULL },
};

/*
 * Plausible ranges of catalogue numbers, by the unit the key ends in, in
 * that unit: docs/catalogue.md ("Plausible ranges") gives the table and
 * docs/methodology.md the provenance.  A value past them is a unit
 * mistake or a hostile file, and refusing it at load keeps every later
 * product finite ('memory_gb: 1e300' was 1e309 bytes, infinity, and
 * failed fit as an internal error; 1e-300 TFLOP/s made train's days
 * infinite).  Each upper bound is at least 30x the largest shipped value
 * and admits wafer-scale parts; each lower bound is far below any real
 * part (a megabyte, a megabyte per second, a GFLOP/s, 0.1 W, a cent, 1%
 * of peak).  F_NONNEG keys may also be 0.
 */
#define GS_CATALOG_MIN_MEMORY_GB 1e-3       /* 1 MB */
#define GS_CATALOG_MAX_MEMORY_GB 1e5        /* 100 TB; largest 288 GB */
#define GS_CATALOG_MIN_BW_GB_PER_S 1e-3     /* 1 MB/s */
#define GS_CATALOG_MAX_BW_GB_PER_S 1e8      /* 100 PB/s; WSE-3 21 PB/s */
#define GS_CATALOG_MIN_TFLOPS 1e-3          /* 1 GFLOP/s */
#define GS_CATALOG_MAX_TFLOPS 1e7           /* 10 EFLOP/s; WSE-3 0.125 */
#define GS_CATALOG_MIN_TDP_W 0.1
#define GS_CATALOG_MAX_TDP_W 1e5            /* 100 kW; WSE-3 23 kW */
#define GS_CATALOG_MIN_USD 0.01
#define GS_CATALOG_MAX_USD 1e8              /* per part; WSE ~ 3e6 */
#define GS_CATALOG_MIN_PARAMS 1.0
#define GS_CATALOG_MAX_PARAMS 1e15          /* as --model sizes accept */
/* A fraction of peak: boost clocks can exceed the spec a little; more is
 * a unit mistake (a percentage). */
#define GS_GPU_MIN_EFFICIENCY 0.01
#define GS_GPU_MAX_EFFICIENCY 1.5

struct unit_range {
    const char *suffix;         /* the key ends in it */
    double min, max;            /* in the key's unit, inclusive */
    const char *unit;           /* for messages, after a blank */
};

static const struct unit_range unit_ranges[] = {
    { "_gb_per_s", GS_CATALOG_MIN_BW_GB_PER_S, GS_CATALOG_MAX_BW_GB_PER_S,
      " GB/s" },
    { "_gib_per_s", GS_CATALOG_MIN_BW_GB_PER_S, GS_CATALOG_MAX_BW_GB_PER_S,
      " GiB/s" },
    { "_gb", GS_CATALOG_MIN_MEMORY_GB, GS_CATALOG_MAX_MEMORY_GB, " GB" },
    { "_gib", GS_CATALOG_MIN_MEMORY_GB, GS_CATALOG_MAX_MEMORY_GB, " GiB" },
    { "_tflops", GS_CATALOG_MIN_TFLOPS, GS_CATALOG_MAX_TFLOPS, " TFLOP/s" },
    { "_tops", GS_CATALOG_MIN_TFLOPS, GS_CATALOG_MAX_TFLOPS, " TOP/s" },
    { "_w", GS_CATALOG_MIN_TDP_W, GS_CATALOG_MAX_TDP_W, " W" },
    { "_usd", GS_CATALOG_MIN_USD, GS_CATALOG_MAX_USD, " USD" },
    { "_frac", GS_GPU_MIN_EFFICIENCY, GS_GPU_MAX_EFFICIENCY, "" },
    { "_params", GS_CATALOG_MIN_PARAMS, GS_CATALOG_MAX_PARAMS, " parameters" },
};

/* The plausible range of a number key, by its unit suffix; NULL if the
 * key has none (a bug in the field table: test_loader loads every key). */
static const struct unit_range *unit_range_of(const char *key)
{
    size_t i, n = strlen(key);

    for (i = 0; i < GS_ARRAY_SIZE(unit_ranges); i++) {
        size_t k = strlen(unit_ranges[i].suffix);

        if (n > k && strcmp(key + n - k, unit_ranges[i].suffix) == 0)
            return &unit_ranges[i];
    }
    return NULL;
}

#define SERR(n, ...) \
    gs_error_set_at(err, GS_ESCHEMA, src->path, (n)->line, (n)->col, \
                    __VA_ARGS__)

static bool valid_id(const char *s)
{
    const char *p;

    if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9')))
        return false;
    for (p = s; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
              *p == '.' || *p == '-'))
            return false;
    return p - s <= 64;
}

static bool valid_date(const char *s)
{
    static const char shape[] = "dddd-dd-dd";
    size_t i;
    int month, day;

    if (strlen(s) != sizeof(shape) - 1)
        return false;
    for (i = 0; i < sizeof(shape) - 1; i++) {
        if (shape[i] == 'd' ? !(s[i] >= '0' && s[i] <= '9') : s[i] != '-')
            return false;
    }
    month = (s[5] - '0') * 10 + (s[6] - '0');
    day = (s[8] - '0') * 10 + (s[9] - '0');
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/* Fill the struct at `obj` from mapping `map` according to `fields`. */
static int read_fields(struct gs_arena *a, const struct gs_ysrc *src,
                       const struct gs_ynode *map, const char *what,
                       const struct field *fields, size_t n_fields,
                       unsigned char *obj, int *enum_out, int64_t *int_out,
                       struct gs_error *err)
{
    size_t i, j;

    if (map->kind != GS_YNODE_MAP)
        return SERR(map, "each %s entry must be a mapping of keys", what);
    for (i = 0; i < map->n_items; i++) {
        const struct gs_ynode *k = map->keys[i], *v = map->items[i];
        const struct field *f = NULL;

        for (j = 0; j < n_fields; j++) {
            if (strcmp(fields[j].key, k->text) == 0) {
                f = &fields[j];
                break;
            }
        }
        if (!f) {
            const char *names[64];
            const char *hint;

            for (j = 0; j < n_fields && j < GS_ARRAY_SIZE(names); j++)
                names[j] = fields[j].key;
            hint = gs_suggest(k->text, names, j);
            if (hint)
                return SERR(k, "unknown key '%s' in %s entry; did you mean "
                            "'%s'?", k->text, what, hint);
            return SERR(k, "unknown key '%s' in %s entry", k->text, what);
        }
        switch (f->type) {
        case F_STR:
        case F_ID:
        case F_DATE: {
            const char *s;

            if (gs_ynode_string(src, v, f->key, &s, err) < 0)
                return -1;
            if (f->type == F_ID && !valid_id(s))
                return SERR(v, "'id' must be lowercase letters, digits, '.' "
                            "or '-' (at most 64), got '%s'", s);
            if (f->type == F_DATE && !valid_date(s))
                return SERR(v, "'%s' must be a date like \"2025-06-30\", "
                            "got '%s'", f->key, s);
            memcpy(obj + f->offset, &s, sizeof(s));
            break;
        }
        case F_STRLIST: {
            const char **list;
            size_t n;

            if (v->kind != GS_YNODE_SEQ)
                return SERR(v, "'%s' must be a list of text", f->key);
            if (f->required && v->n_items == 0)
                return SERR(v, "'%s' must not be empty", f->key);
            list = gs_arena_calloc(a, v->n_items + 1, sizeof(*list));
            if (!list)
                return gs_error_set(err, GS_ENOMEM, "out of memory");
            for (n = 0; n < v->n_items; n++)
                if (gs_ynode_string(src, v->items[n], f->key, &list[n], err) < 0)
                    return -1;
            memcpy(obj + f->offset, &list, sizeof(list));
            memcpy(obj + f->offset2, &n, sizeof(n));
            break;
        }
        case F_BOOL: {
            bool b;

            if (gs_ynode_bool(src, v, f->key, &b, err) < 0)
                return -1;
            memcpy(obj + f->offset, &b, sizeof(b));
            break;
        }
        case F_TRIBOOL: {
            bool b;
            int t;

            if (gs_ynode_bool(src, v, f->key, &b, err) < 0)
                return -1;
            t = b ? GS_ECC_YES : GS_ECC_NO;
            memcpy(obj + f->offset, &t, sizeof(t));
            break;
        }
        case F_INT:
        case F_INT64: {
            int64_t x;

            if (gs_ynode_int(src, v, f->key, f->min, f->max, &x, err) < 0)
                return -1;
            if (f->offset == 0 && f->type == F_INT) {
                if (int_out)
                    *int_out = x;       /* a key with no struct field */
            } else if (f->type == F_INT) {
                int xi = (int)x;

                memcpy(obj + f->offset, &xi, sizeof(xi));
            } else {
                memcpy(obj + f->offset, &x, sizeof(x));
            }
            break;
        }
        case F_POS:
        case F_NONNEG: {
            double x;

            const struct unit_range *r = unit_range_of(f->key);

            if (gs_ynode_number(src, v, f->key, f->type == F_POS, &x, err) < 0)
                return -1;
            if (!r)
                return gs_error_set(err, GS_EINTERNAL, "catalogue key '%s' "
                                    "has no plausible range", f->key);
            if (x < r->min && !(x == 0.0 && f->type == F_NONNEG))
                return SERR(v, "'%s' must be at least %g%s (the plausible "
                            "range, docs/catalogue.md), got %s", f->key,
                            r->min, r->unit, v->text);
            if (x > r->max)
                return SERR(v, "'%s' must be at most %g%s (the plausible "
                            "range, docs/catalogue.md), got %s", f->key,
                            r->max, r->unit, v->text);
            x *= f->scale;
            memcpy(obj + f->offset, &x, sizeof(x));
            break;
        }
        case F_ENUM: {
            const char *s;
            int e;

            if (gs_ynode_string(src, v, f->key, &s, err) < 0)
                return -1;
            for (e = 0; f->choices[e]; e++)
                if (strcmp(f->choices[e], s) == 0)
                    break;
            if (!f->choices[e]) {
                char list[256] = "";
                size_t used = 0;

                for (j = 0; f->choices[j]; j++)
                    used += (size_t)snprintf(list + used,
                                             used < sizeof(list)
                                                 ? sizeof(list) - used : 0,
                                             "%s%s", j ? ", " : "",
                                             f->choices[j]);
                return SERR(v, "'%s' must be one of %s, got '%s'", f->key,
                            list, s);
            }
            if (f->offset == 0) {
                if (enum_out)
                    *enum_out = e;
            } else {
                memcpy(obj + f->offset, &e, sizeof(e));
            }
            break;
        }
        }
    }
    for (j = 0; j < n_fields; j++)
        if (fields[j].required && !gs_ymap_get(map, fields[j].key))
            return SERR(map, "%s entry is missing required key '%s'", what,
                        fields[j].key);
    return 0;
}

/*
 * The id index of a list: open addressing with linear probing over
 * FNV-1a hashes (Fowler, Noll, Vo; http://www.isthe.com/chongo/tech/comp/
 * fnv/), at most half full.  Ids are compared exactly, as replacement
 * always has (they are lowercase by the schema).
 */
#define GS_INDEX_MIN_SLOTS 64u

static size_t id_hash(const char *s)
{
    return (size_t)gs_fnv1a64((const unsigned char *)s, strlen(s));
}

static const char *list_id(const void *arr, size_t elem_size, size_t i)
{
    const char *id;

    memcpy(&id, (const unsigned char *)arr + i * elem_size, sizeof(id));
    return id;
}

static void index_put(struct gs_dataset_list *l, const char *id, size_t slot)
{
    size_t mask = l->index_cap - 1, h = id_hash(id) & mask;

    while (l->index[h])
        h = (h + 1) & mask;
    l->index[h] = slot + 1;
}

/* Place of `id` among the first n entries; n if none. */
static size_t index_find(const struct gs_dataset_list *l, const void *arr,
                         size_t elem_size, size_t n, const char *id)
{
    size_t mask = l->index_cap - 1, h = id_hash(id) & mask;

    for (; l->index[h]; h = (h + 1) & mask)
        if (l->index[h] - 1 < n &&
            strcmp(list_id(arr, elem_size, l->index[h] - 1), id) == 0)
            return l->index[h] - 1;
    return n;
}

/*
 * Make room for `extra` more entries: copy built-in entries into owned
 * storage on the first overlay, grow geometrically, and keep the index
 * at most half full (rebuilt from the entries when it grows).
 */
static int list_reserve(struct gs_dataset_list *l, const void **arr,
                        size_t n, size_t elem_size, size_t extra,
                        struct gs_error *err)
{
    size_t need = n + extra, na, cap, i;
    void *p;
    unsigned *layer;
    size_t *index;

    if (extra > SIZE_MAX / 4 / elem_size - n)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (!l->owned || need > l->alloc) {
        na = l->alloc * 2 > need ? l->alloc * 2 : need;
        if (na < GS_INDEX_MIN_SLOTS)
            na = GS_INDEX_MIN_SLOTS;
        p = realloc(l->owned, na * elem_size);
        if (!p)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        if (!l->owned && n)
            memcpy(p, *arr, n * elem_size);     /* the built-in entries */
        l->owned = p;
        *arr = p;
        layer = realloc(l->layer, na * sizeof(*layer));
        if (!layer)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        if (l->alloc == 0)
            memset(layer, 0, n * sizeof(*layer));
        l->layer = layer;
        l->alloc = na;
    }
    if (2 * need > l->index_cap) {
        for (cap = GS_INDEX_MIN_SLOTS; cap < 2 * need; cap *= 2)
            ;
        index = calloc(cap, sizeof(*index));
        if (!index)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        free(l->index);
        l->index = index;
        l->index_cap = cap;
        for (i = 0; i < n; i++)
            index_put(l, list_id(*arr, elem_size, i), i);
    }
    return 0;
}

/* Aliases of new entries must not repeat an id or alias of the same file. */
/* qsort context: names compared without case, then by position. */
struct name_ref {
    const char *name;
    size_t index;               /* order in the file */
    unsigned line;
};

static int name_ref_cmp(const void *x, const void *y)
{
    const struct name_ref *a = x, *b = y;
    int c = gs_ascii_casecmp(a->name, b->name);

    if (c)
        return c;
    return a->index < b->index ? -1 : a->index > b->index;
}

/*
 * Ids and aliases must be unique within a file, ignoring case.  Sorting
 * keeps this O(n log n) for large overlays.  The error names the
 * duplicate that comes first in the file, and where it was first used.
 */
static int check_names(const struct gs_ysrc *src, struct name_ref *refs,
                       size_t n, struct gs_error *err)
{
    const struct name_ref *dup = NULL, *orig = NULL;
    size_t i, start;

    qsort(refs, n, sizeof(*refs), name_ref_cmp);
    for (start = 0; start < n; start = i) {
        for (i = start + 1; i < n && !gs_ascii_casecmp(refs[i].name,
                                                 refs[start].name); i++)
            ;
        if (i - start > 1 && (!dup || refs[start + 1].index < dup->index)) {
            dup = &refs[start + 1];
            orig = &refs[start];
        }
    }
    if (dup)
        return gs_error_set_at(err, GS_ESCHEMA, src->path, dup->line, 0,
                               "name '%s' is already used at line %u",
                               dup->name, orig->line);
    return 0;
}

/*
 * One catalogue section ("gpus" or "models"): its field table and where
 * its entries live in the dataset.  Entries of both kinds start with
 * `const char *id` and carry aliases at the offsets given.
 */
struct section {
    const char *what;            /* "gpu", "model": for messages */
    const struct field *fields;
    size_t n_fields;
    size_t elem_size;
    size_t aliases_offset, n_aliases_offset;
    size_t origin_path_offset, origin_line_offset;
    void (*init)(void *entry);   /* defaults before reading */
    /* after reading: derived fields and cross-field checks */
    int (*finish)(void *entry, int enum_value, struct gs_error *err);
};

/* pcie_gen / mig_max_instances before reading: tells absent from 0. */
#define GPU_INT_ABSENT (-2)

static void gpu_init(void *entry)
{
    struct gs_gpu *g = entry;

    g->pcie_gen = GPU_INT_ABSENT;
    g->mig_max_instances = GPU_INT_ABSENT;
}

/*
 * One of a decimal / binary key pair: exactly one must be given; the
 * binary figure converts exactly (x 2^30) into the byte field.
 */
static int gpu_pair(const struct gs_gpu *g, const char *dec_key,
                    const char *bin_key, double *bytes, double binary,
                    struct gs_error *err)
{
    if (*bytes > 0.0 && binary > 0.0)
        return gs_error_set_at(err, GS_ESCHEMA, g->origin_path,
                               g->origin_line, 0, "gpu '%s' gives both '%s' "
                               "and '%s'; give one", g->id, dec_key, bin_key);
    if (*bytes <= 0.0 && binary <= 0.0)
        return gs_error_set_at(err, GS_ESCHEMA, g->origin_path,
                               g->origin_line, 0, "gpu entry is missing "
                               "required key '%s' (or '%s')", dec_key,
                               bin_key);
    if (binary > 0.0)
        *bytes = binary * GS_BYTES_PER_GIB;
    return 0;
}

/*
 * An achievable fraction and its source come together (a measurement
 * without its source is not provenance), and a fraction of peak stays
 * within GS_GPU_MAX_EFFICIENCY.
 */

static int gpu_efficiency(const struct gs_gpu *g, const char *key,
                          double frac, const char *source,
                          struct gs_error *err)
{
    if ((frac > 0.0) != (source != NULL))
        return gs_error_set_at(err, GS_ESCHEMA, g->origin_path,
                               g->origin_line, 0, "gpu '%s': '%s_frac' and "
                               "'%s_source' come together", g->id, key, key);
    if (frac > GS_GPU_MAX_EFFICIENCY)
        return gs_error_set_at(err, GS_ESCHEMA, g->origin_path,
                               g->origin_line, 0, "gpu '%s': '%s_frac' must "
                               "be a fraction of peak (at most %.1f), got %g",
                               g->id, key, GS_GPU_MAX_EFFICIENCY, frac);
    return 0;
}

/* Read 0 as "none" and absent as unknown (0). */
static int gpu_none_or_unknown(int v)
{
    return v == GPU_INT_ABSENT ? 0 : v == 0 ? GS_GPU_NONE : v;
}

static int gpu_finish(void *entry, int kind, struct gs_error *err)
{
    struct gs_gpu *g = entry;

    g->scale_up_kind = scale_up_kinds[kind];
    g->pcie_gen = gpu_none_or_unknown(g->pcie_gen);
    g->mig_max_instances = gpu_none_or_unknown(g->mig_max_instances);
    if (gpu_pair(g, "memory_gb", "memory_gib", &g->memory_bytes,
                 g->memory_gib, err) < 0 ||
        gpu_pair(g, "mem_bw_gb_per_s", "mem_bw_gib_per_s",
                 &g->mem_bw_bytes_per_s, g->mem_bw_gib_per_s, err) < 0 ||
        gpu_pair(g, "scale_up_bw_gb_per_s", "scale_up_bw_gib_per_s",
                 &g->scale_up_bw_bytes_per_s, g->scale_up_bw_gib_per_s,
                 err) < 0)
        return -1;
    if (gpu_efficiency(g, "matmul_efficiency", g->matmul_efficiency_frac,
                       g->matmul_efficiency_source, err) < 0 ||
        gpu_efficiency(g, "fp8_matmul_efficiency",
                       g->fp8_matmul_efficiency_frac,
                       g->fp8_matmul_efficiency_source, err) < 0 ||
        gpu_efficiency(g, "fp4_matmul_efficiency",
                       g->fp4_matmul_efficiency_frac,
                       g->fp4_matmul_efficiency_source, err) < 0 ||
        gpu_efficiency(g, "mem_bw_efficiency", g->mem_bw_efficiency_frac,
                       g->mem_bw_efficiency_source, err) < 0)
        return -1;
    /* a purchase price is a dated, sourced fact, or nothing */
    if ((g->purchase_usd > 0.0) != (g->purchase_source != NULL) ||
        (g->purchase_usd > 0.0) != (g->purchase_as_of != NULL))
        return gs_error_set_at(err, GS_ESCHEMA, g->origin_path,
                               g->origin_line, 0, "gpu '%s': "
                               "'purchase_usd', 'purchase_as_of' and "
                               "'purchase_source' come together", g->id);
    return 0;
}

static void model_init(void *entry)
{
    struct gs_model *m = entry;

    m->n_norms_per_layer = 2;
    m->mlp_kind = GS_MLP_GATED;
    m->norm_kind = GS_NORM_RMS;
    m->shipped_weight_dtype = GS_DTYPE_UNSET;
    m->shipped_expert_dtype = GS_DTYPE_UNSET;
}

static int model_finish(void *entry, int unused, struct gs_error *err)
{
    const struct gs_model *m = entry;

    (void)unused;
    if (m->shipped_expert_dtype != GS_DTYPE_UNSET && m->n_experts == 0)
        return gs_error_set_at(err, GS_ESCHEMA, m->origin_path,
                               m->origin_line, 0, "model '%s': "
                               "'shipped_expert_format' needs 'n_experts'",
                               m->id);
    return gs_model_validate(entry, err);
}

static const struct section gpu_section = {
    "gpu", gpu_fields, GS_ARRAY_SIZE(gpu_fields), sizeof(struct gs_gpu),
    offsetof(struct gs_gpu, aliases), offsetof(struct gs_gpu, n_aliases),
    offsetof(struct gs_gpu, origin_path), offsetof(struct gs_gpu, origin_line),
    gpu_init, gpu_finish,
};

static const struct section model_section = {
    "model", model_fields, GS_ARRAY_SIZE(model_fields),
    sizeof(struct gs_model), offsetof(struct gs_model, aliases),
    offsetof(struct gs_model, n_aliases), offsetof(struct gs_model, origin_path),
    offsetof(struct gs_model, origin_line), model_init, model_finish,
};

/*
 * A schema error in an entry whose id an earlier file loaded: most likely
 * a partial overlay ({id: rtx-5090, launch_price_usd: 2999}), so say that
 * an overlay replaces the whole entry and how to get one to edit.
 */
static void overlay_hint(const struct gs_dataset_list *l,
                         const struct section *sec, size_t n_before,
                         const struct gs_ynode *e, struct gs_error *err)
{
    const struct gs_ynode *idn = gs_ymap_get(e, "id");
    size_t used;

    if (err->code != GS_ESCHEMA || !idn || idn->kind != GS_YNODE_SCALAR ||
        index_find(l, l->owned, sec->elem_size, n_before, idn->text) ==
            n_before)
        return;
    used = strlen(err->msg);
    snprintf(err->msg + used, sizeof(err->msg) - used, "; an overlay entry "
             "replaces the whole %s '%s', not some keys: start from "
             "'gpusel show %s --format yaml'", sec->what, idn->text,
             idn->text);
}

/* Replaced entries' bytes below which the entries arena is never rebuilt
 * (a rebuild copies every overlay entry: not worth it for a few). */
#define GS_COMPACT_MIN_BYTES ((size_t)1 << 16)

/*
 * The bytes of an entry's strings and lists (what copy_entry() takes from
 * an arena, less alignment): the accounting that decides a rebuild.
 */
static size_t entry_bytes(const struct section *sec, const unsigned char *e)
{
    size_t i, k, n, total = 0;

    for (i = 0; i < sec->n_fields; i++) {
        const struct field *f = &sec->fields[i];
        const char *s, **list;

        switch (f->type) {
        case F_STR:
        case F_ID:
        case F_DATE:
            memcpy(&s, e + f->offset, sizeof(s));
            total += s ? strlen(s) + 1 : 0;
            break;
        case F_STRLIST:
            memcpy(&list, e + f->offset, sizeof(list));
            memcpy(&n, e + f->offset2, sizeof(n));
            if (!list)
                break;
            total += (n + 1) * sizeof(*list);
            for (k = 0; k < n; k++)
                total += strlen(list[k]) + 1;
            break;
        default:
            break;
        }
    }
    return total;
}

/* Copy an entry's strings and lists into `to` and point it at the copies
 * (its other fields are values, or static text such as scale_up_kind).
 * 0, or -1 when out of memory. */
static int copy_entry(struct gs_arena *to, const struct section *sec,
                      unsigned char *e)
{
    size_t i, k, n;

    for (i = 0; i < sec->n_fields; i++) {
        const struct field *f = &sec->fields[i];
        const char *s, **list, **copy;

        switch (f->type) {
        case F_STR:
        case F_ID:
        case F_DATE:
            memcpy(&s, e + f->offset, sizeof(s));
            if (s && !(s = gs_arena_strdup(to, s)))
                return -1;
            memcpy(e + f->offset, &s, sizeof(s));
            break;
        case F_STRLIST:
            memcpy(&list, e + f->offset, sizeof(list));
            memcpy(&n, e + f->offset2, sizeof(n));
            if (!list)
                break;
            if (!(copy = gs_arena_calloc(to, n + 1, sizeof(*copy))))
                return -1;
            for (k = 0; k < n; k++)
                if (!(copy[k] = gs_arena_strdup(to, list[k])))
                    return -1;
            memcpy(e + f->offset, &copy, sizeof(copy));
            break;
        default:
            break;
        }
    }
    return 0;
}

/*
 * Rebuild the entries arena with the overlay entries in use only, once
 * the replaced ones outweigh them (issue 20: replaced overlay entries
 * stayed in memory, so memory grew with every file that replaced them).
 * Memory stays within about twice what the entries in use take.  0, or
 * -1 when out of memory (the dataset is then unchanged).
 */
static int compact_entries(struct gs_dataset *d, struct gs_error *err)
{
    const struct section *secs[] = { &gpu_section, &model_section };
    struct gs_dataset_list *lists[] = { &d->gpu_list, &d->model_list };
    size_t counts[] = { d->n_gpus, d->n_models };
    struct gs_arena fresh;
    size_t i, j, live = 0;
    unsigned char *copies[GS_ARRAY_SIZE(secs)] = { NULL, NULL };
    int rc = -1;

    if (d->garbage_bytes < GS_COMPACT_MIN_BYTES ||
        d->garbage_bytes < d->entry_bytes)
        return 0;
    gs_arena_init(&fresh);
    /* copy into new arrays first: on failure nothing has changed */
    for (i = 0; i < GS_ARRAY_SIZE(secs); i++) {
        if (!lists[i]->owned || counts[i] == 0)
            continue;
        if (!(copies[i] = malloc(counts[i] * secs[i]->elem_size)))
            goto out;
        memcpy(copies[i], lists[i]->owned, counts[i] * secs[i]->elem_size);
        for (j = 0; j < counts[i]; j++) {
            unsigned char *e = copies[i] + j * secs[i]->elem_size;

            if (lists[i]->layer[j] == 0)
                continue;       /* built-in: static text */
            if (copy_entry(&fresh, secs[i], e) < 0)
                goto out;
            live += entry_bytes(secs[i], e);
        }
    }
    for (i = 0; i < GS_ARRAY_SIZE(secs); i++)
        if (copies[i])
            memcpy(lists[i]->owned, copies[i],
                   counts[i] * secs[i]->elem_size);
    gs_arena_release(&d->entries);
    d->entries = fresh;
    gs_arena_init(&fresh);
    d->entry_bytes = live;
    d->garbage_bytes = 0;
    rc = 0;
out:
    for (i = 0; i < GS_ARRAY_SIZE(secs); i++)
        free(copies[i]);
    gs_arena_release(&fresh);
    return rc == 0 ? 0 : gs_error_set(err, GS_ENOMEM, "out of memory");
}

/*
 * Read every entry of `seq` into the section's array: an id already
 * loaded from an earlier file is replaced in place, a new id appended.
 * Ids and aliases must be unique within the file.  Values are read from
 * the file's tree in `scratch`, then copied into d->entries.
 */
static int load_section(struct gs_dataset *d, const struct section *sec,
                        const struct gs_ysrc *src, const struct gs_ynode *seq,
                        struct gs_arena *scratch, struct gs_dataset_list *l,
                        const void **arr, size_t *n_arr,
                        const unsigned **layers, struct gs_error *err)
{
    struct name_ref *names = NULL;
    unsigned char *entry = NULL;
    size_t n_names = 0, i, k, total = 0, n_before = *n_arr;
    int rc = -1;

    if (seq->kind != GS_YNODE_SEQ)
        return SERR(seq, "'%ss' must be a list of entries", sec->what);
    for (i = 0; i < seq->n_items; i++) {
        const struct gs_ynode *al = gs_ymap_get(seq->items[i], "aliases");

        total += 1 + (al && al->kind == GS_YNODE_SEQ ? al->n_items : 0);
    }
    if (list_reserve(l, arr, *n_arr, sec->elem_size, seq->n_items, err) < 0)
        return -1;
    *layers = l->layer;
    names = calloc(total + 1, sizeof(*names));
    entry = malloc(sec->elem_size);
    if (!names || !entry) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    for (i = 0; i < seq->n_items; i++) {
        const struct gs_ynode *e = seq->items[i];
        const char *id, **aliases;
        size_t n_aliases, slot;
        int enum_value = 0;

        memset(entry, 0, sec->elem_size);
        sec->init(entry);
        if (read_fields(scratch, src, e, sec->what, sec->fields,
                        sec->n_fields, entry, &enum_value, NULL, err) < 0) {
            overlay_hint(l, sec, n_before, e, err);
            goto out;
        }
        memcpy(&id, entry, sizeof(id));
        memcpy(&aliases, entry + sec->aliases_offset, sizeof(aliases));
        memcpy(&n_aliases, entry + sec->n_aliases_offset, sizeof(n_aliases));
        memcpy(entry + sec->origin_path_offset, &src->path, sizeof(src->path));
        memcpy(entry + sec->origin_line_offset, &e->line, sizeof(e->line));
        if (sec->finish(entry, enum_value, err) < 0)
            goto out;
        if (copy_entry(&d->entries, sec, entry) < 0) {
            gs_error_set(err, GS_ENOMEM, "out of memory");
            goto out;
        }
        memcpy(&id, entry, sizeof(id));
        memcpy(&aliases, entry + sec->aliases_offset, sizeof(aliases));
        names[n_names] = (struct name_ref){ id, n_names, e->line };
        n_names++;
        for (k = 0; k < n_aliases; k++, n_names++)
            names[n_names] = (struct name_ref){ aliases[k], n_names,
                                                e->line };
        /* only entries of earlier files can be replaced */
        slot = index_find(l, l->owned, sec->elem_size, n_before, id);
        if (slot == n_before) {
            slot = (*n_arr)++;  /* room reserved above */
        } else if (l->layer[slot] > 0) {
            /* an earlier overlay's entry: its text is garbage now */
            size_t old = entry_bytes(sec, (unsigned char *)l->owned +
                                              slot * sec->elem_size);

            d->garbage_bytes += old;
            d->entry_bytes -= old < d->entry_bytes ? old : d->entry_bytes;
        }
        d->entry_bytes += entry_bytes(sec, entry);
        memcpy((unsigned char *)l->owned + slot * sec->elem_size, entry,
               sec->elem_size);
        l->layer[slot] = d->n_layers;
    }
    for (k = n_before; k < *n_arr; k++)
        index_put(l, list_id(l->owned, sec->elem_size, k), k);
    rc = check_names(src, names, n_names, err);
out:
    free(entry);
    free(names);
    return rc;
}

static int load_tree(struct gs_dataset *d, const struct gs_ysrc *src,
                     struct gs_arena *scratch, const unsigned char *buf,
                     size_t len, unsigned what, struct gs_error *err);

int gs_dataset_load_buffer(struct gs_dataset *d, const char *path,
                           const unsigned char *buf, size_t len,
                           unsigned what, struct gs_error *err)
{
    struct gs_ysrc src_storage, *src = &src_storage;
    struct gs_arena scratch;
    int rc;

    src->path = gs_arena_strdup(&d->arena, path);
    if (!src->path)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    /* the file's YAML tree lives only while it is read: the entries keep
     * copies of their text (issue 20: 200 overlays took 1.0 GB) */
    gs_arena_init(&scratch);
    rc = load_tree(d, src, &scratch, buf, len, what, err);
    gs_arena_release(&scratch);
    if (rc == 0)
        rc = compact_entries(d, err);
    return rc;
}

static int load_tree(struct gs_dataset *d, const struct gs_ysrc *src,
                     struct gs_arena *scratch, const unsigned char *buf,
                     size_t len, unsigned what, struct gs_error *err)
{
    struct gs_ynode *root;
    const struct gs_ynode *v;
    size_t i;
    int64_t version;

    if (gs_yaml_parse(scratch, src->path, buf, len, &root, err) < 0)
        return -1;
    if (!root || root->kind != GS_YNODE_MAP)
        return gs_error_set_at(err, GS_ESCHEMA, src->path, root ? root->line : 1,
                               root ? root->col : 1,
                               "expected a mapping with 'schema_version' and "
                               "'gpus' or 'models'");
    for (i = 0; i < root->n_items; i++) {
        const char *k = root->keys[i]->text;

        if (strcmp(k, "schema_version") && strcmp(k, "gpus") &&
            strcmp(k, "models"))
            return SERR(root->keys[i], "unknown top-level key '%s' (expected "
                        "'schema_version', 'gpus' or 'models')", k);
    }
    v = gs_ymap_get(root, "schema_version");
    if (!v)
        return SERR(root, "missing 'schema_version: %d'",
                    GS_CATALOG_SCHEMA_VERSION);
    if (gs_ynode_int(src, v, "schema_version", 0, 1000000, &version,
                     err) < 0)
        return -1;
    if (version != GS_CATALOG_SCHEMA_VERSION)
        return SERR(v, "'schema_version' must be %d, got %lld (a file for "
                    "another gpusel version?)", GS_CATALOG_SCHEMA_VERSION,
                    (long long)version);
    if (!gs_ymap_get(root, "gpus") && !gs_ymap_get(root, "models"))
        return SERR(root, "expected a 'gpus' or 'models' list");
    if (gs_dataset_add_file(d, src->path, buf, len, err) < 0)
        return -1;
    d->n_layers++;
    if ((what & GS_DATA_GPUS) && (v = gs_ymap_get(root, "gpus")) &&
        load_section(d, &gpu_section, src, v, scratch, &d->gpu_list,
                     (const void **)&d->gpus, &d->n_gpus, &d->gpu_layer,
                     err) < 0)
        return -1;
    if ((what & GS_DATA_MODELS) && (v = gs_ymap_get(root, "models")) &&
        load_section(d, &model_section, src, v, scratch, &d->model_list,
                     (const void **)&d->models, &d->n_models,
                     &d->model_layer, err) < 0)
        return -1;
    return 0;
}

int gs_dataset_load_builtin(struct gs_dataset *d, unsigned what,
                            struct gs_error *err)
{
    if (((what & GS_DATA_GPUS) && d->n_gpus) ||
        ((what & GS_DATA_MODELS) && d->n_models))
        return gs_error_set(err, GS_EINTERNAL, "the built-in catalogue "
                            "loads before any other");
    if (what & GS_DATA_GPUS) {
        const struct gs_builtin_file *f = &gs_builtin_catalog.gpus_file;

        if (gs_dataset_add_file_hashed(d, f->name, f->n_bytes, f->fnv1a64,
                                       err) < 0)
            return -1;
        d->gpus = gs_builtin_catalog.gpus;
        d->n_gpus = gs_builtin_catalog.n_gpus;
    }
    if (what & GS_DATA_MODELS) {
        const struct gs_builtin_file *f = &gs_builtin_catalog.models_file;

        if (gs_dataset_add_file_hashed(d, f->name, f->n_bytes, f->fnv1a64,
                                       err) < 0)
            return -1;
        d->models = gs_builtin_catalog.models;
        d->n_models = gs_builtin_catalog.n_models;
    }
    return 0;
}

int gs_dataset_load_file(struct gs_dataset *d, const char *path,
                         struct gs_error *err)
{
    char *buf;
    size_t len;
    bool too_large;
    int rc;

    if (gs_file_read(path, GS_YAML_MAX_BYTES, &buf, &len, &too_large,
                     err) < 0)
        return -1;
    if (too_large)
        return gs_error_set_at(err, GS_ESCHEMA, path, 0, 0,
                               "file is larger than %u MiB",
                               GS_YAML_MAX_BYTES / (1024u * 1024u));
    rc = gs_dataset_load_buffer(d, path, (const unsigned char *)buf, len,
                                GS_DATA_GPUS | GS_DATA_MODELS, err);
    free(buf);
    return rc;
}

/* ---- writing an entry back (gpusel show ID --format yaml) ------------- */

/* A YAML double-quoted scalar. */
static void put_yaml_string(FILE *out, const char *s)
{
    putc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;

        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", out);
        else if (c < 0x20 || c == 0x7f)
            fprintf(out, "\\x%02x", c);
        else
            putc(c, out);
    }
    putc('"', out);
}

/* The "_gib" partner of a "_gb" key ("memory_gb" -> "memory_gib") is set,
 * so the entry was written in GiB and the "_gb" key is left out. */
static bool gib_partner_set(const struct field *fields, size_t n_fields,
                            const unsigned char *obj, const struct field *f)
{
    const char *gb = strstr(f->key, "_gb");
    char partner[64];
    size_t j;

    if (!gb || strlen(f->key) + 2 > sizeof(partner))
        return false;
    snprintf(partner, sizeof(partner), "%.*s_gib%s", (int)(gb - f->key),
             f->key, gb + 3);
    for (j = 0; j < n_fields; j++)
        if (strcmp(fields[j].key, partner) == 0) {
            double v;

            memcpy(&v, obj + fields[j].offset, sizeof(v));
            return v > 0.0;
        }
    return false;
}

/*
 * One entry as the loader reads it, field by field from the same table,
 * so every key written is one read_fields() accepts and the entry loads
 * back to the same values (tests/unit/test_catalog.c).  Unset optional
 * values are left out; `enum0` is the text of the F_ENUM with no struct
 * offset (a GPU's scale_up_kind).
 */
static void write_entry(FILE *out, const struct field *fields,
                        size_t n_fields, const void *entry, const char *enum0)
{
    const unsigned char *obj = entry;
    const char *lead = "  - ";
    size_t j, k;

    for (j = 0; j < n_fields; j++) {
        const struct field *f = &fields[j];
        const char *s;
        double d;
        int64_t i64;
        int i;
        bool b;

        switch (f->type) {
        case F_ID:
        case F_STR:
        case F_DATE:
            memcpy(&s, obj + f->offset, sizeof(s));
            if (!s)
                continue;
            fprintf(out, "%s%s: ", lead, f->key);
            put_yaml_string(out, s);
            break;
        case F_STRLIST: {
            const char **list;
            size_t n;

            memcpy(&list, obj + f->offset, sizeof(list));
            memcpy(&n, obj + f->offset2, sizeof(n));
            if (n == 0)
                continue;
            fprintf(out, "%s%s:", lead, f->key);
            for (k = 0; k < n; k++) {
                fputs("\n      - ", out);
                put_yaml_string(out, list[k]);
            }
            break;
        }
        case F_BOOL:
            memcpy(&b, obj + f->offset, sizeof(b));
            if (!b && !f->required)
                continue;
            fprintf(out, "%s%s: %s", lead, f->key, b ? "true" : "false");
            break;
        case F_TRIBOOL:
            memcpy(&i, obj + f->offset, sizeof(i));
            if (i != GS_ECC_YES && i != GS_ECC_NO)
                continue;
            fprintf(out, "%s%s: %s", lead, f->key,
                    i == GS_ECC_YES ? "true" : "false");
            break;
        case F_INT:
            if (f->offset == 0)
                continue;
            memcpy(&i, obj + f->offset, sizeof(i));
            if (i == 0)         /* unknown or unset */
                continue;
            fprintf(out, "%s%s: %d", lead, f->key, i == GS_GPU_NONE ? 0 : i);
            break;
        case F_INT64:
            memcpy(&i64, obj + f->offset, sizeof(i64));
            if (i64 == 0 && !f->required)
                continue;
            fprintf(out, "%s%s: %lld", lead, f->key, (long long)i64);
            break;
        case F_POS:
        case F_NONNEG:
            memcpy(&d, obj + f->offset, sizeof(d));
            if (!(d > 0.0) || gib_partner_set(fields, n_fields, obj, f))
                continue;
            fprintf(out, "%s%s: %.15g", lead, f->key, d / f->scale);
            break;
        case F_ENUM:
            if (f->offset == 0) {
                if (!enum0)
                    continue;
                fprintf(out, "%s%s: ", lead, f->key);
                put_yaml_string(out, enum0);
                break;
            }
            memcpy(&i, obj + f->offset, sizeof(i));
            for (k = 0; f->choices[k] && k != (size_t)i; k++)
                ;
            if (i < 0 || !f->choices[k])
                continue;       /* unset (a format not shipped) */
            fprintf(out, "%s%s: %s", lead, f->key, f->choices[k]);
            break;
        }
        putc('\n', out);
        lead = "    ";
    }
}

int gs_catalog_write_gpu(FILE *out, const struct gs_gpu *g,
                         struct gs_error *err)
{
    fputs("schema_version: 1\ngpus:\n", out);
    write_entry(out, gpu_fields, GS_ARRAY_SIZE(gpu_fields), g,
                g->scale_up_kind);
    if (fflush(out) != 0 || ferror(out))
        return gs_error_set(err, GS_EIO, "cannot write the catalogue entry");
    return 0;
}

int gs_catalog_write_model(FILE *out, const struct gs_model *m,
                           struct gs_error *err)
{
    fputs("schema_version: 1\nmodels:\n", out);
    write_entry(out, model_fields, GS_ARRAY_SIZE(model_fields), m, NULL);
    if (fflush(out) != 0 || ferror(out))
        return gs_error_set(err, GS_EIO, "cannot write the catalogue entry");
    return 0;
}
