/*
 * Workload files (docs/workload.md): the strict YAML reader of yaml.c,
 * then the schema: every key known (else "did you mean"), every required
 * key present, every number plain, finite and in range, units in the
 * keys.  Errors name file:line:column.
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dtype.h"
#include "file.h"
#include "units.h"
#include "price.h"
#include "price_load.h"
#include "suggest.h"
#include "workload_file.h"
#include "yaml_read.h"
#include "dataset.h"
#include "banned.h"

#define SERR(n, ...) \
    gs_error_set_at(err, GS_ESCHEMA, src->path, (n)->line, (n)->col, \
                    __VA_ARGS__)

static const char *const top_keys[] = {
    "schema_version", "kind", "model", "precision", "prompt_tokens",
    "output_tokens", "prefix_tokens", "prefix_hit_rate", "mtp_draft_tokens",
    "acceptance_length", "demand", "quality", "targets", "costs", "constraints",
    "candidates", "measured", "description", "kv_dtype",
    "prefill_chunk_tokens", "prefix_hit_frac", "draft_model", "ep",
    "attention_dp", "kv_offload", "host_memory_gb", "disagg", "prefill_gpus",
    "decode_gpus",
};
static const char *const demand_keys[] = {
    "requests_per_s", "peak_requests_per_s", "requests", "deadline_hours",
    "tokens", "assets",
};
static const char *const quality_keys[] = { "acceptance_rate",
                                            "retry_rate" };
static const char *const target_keys[] = { "ttft_p99_s", "itl_p99_s",
                                           "deadline_hours", "tpot_mean_s" };
static const char *const constraint_keys[] = { "providers", "vendors",
                                               "regions", "pricing" };
static const char *const measured_keys[] = {
    "gpu", "gpu_count", "tokens_per_s_per_gpu", "tokens_per_s", "ttft_s",
    "itl_s", "assets_per_s_per_gpu", "mfu", "util_frac", "source",
};

/* Room for the cost keys: two per term plus the labour pair. */
#define N_COST_KEYS (2 * GS_COST_TERM_COUNT + 2)
/* Longest cost key: "operator_review_usd_per_month" and a NUL. */
#define COST_KEY_BYTES 40

struct cost_keys {
    char text[N_COST_KEYS][COST_KEY_BYTES];
    const char *names[N_COST_KEYS];
};

static void cost_keys_init(struct cost_keys *k)
{
    size_t i;

    for (i = 0; i < GS_COST_TERM_COUNT; i++) {
        snprintf(k->text[2 * i], COST_KEY_BYTES, "%s_usd_per_month",
                 gs_cost_term_names[i]);
        snprintf(k->text[2 * i + 1], COST_KEY_BYTES, "%s_usd_per_run",
                 gs_cost_term_names[i]);
    }
    snprintf(k->text[2 * GS_COST_TERM_COUNT], COST_KEY_BYTES, "%s",
             "labor_hours");
    snprintf(k->text[2 * GS_COST_TERM_COUNT + 1], COST_KEY_BYTES, "%s",
             "labor_usd_per_hour");
    for (i = 0; i < N_COST_KEYS; i++)
        k->names[i] = k->text[i];
}

/* A mapping whose keys are all in keys[] (else "did you mean"). */
static int check_map(const struct gs_ysrc *src, const struct gs_ynode *map,
                     const char *what, const char *const *keys,
                     size_t n_keys, struct gs_error *err)
{
    size_t i, j;

    if (map->kind != GS_YNODE_MAP)
        return SERR(map, "'%s' must be a mapping of keys", what);
    for (i = 0; i < map->n_items; i++) {
        const struct gs_ynode *k = map->keys[i];
        const char *hint;

        for (j = 0; j < n_keys; j++)
            if (strcmp(keys[j], k->text) == 0)
                break;
        if (j < n_keys)
            continue;
        hint = gs_suggest(k->text, keys, n_keys);
        if (hint)
            return SERR(k, "unknown key '%s' in %s; did you mean '%s'?",
                        k->text, what, hint);
        return SERR(k, "unknown key '%s' in %s", k->text, what);
    }
    return 0;
}

/* A key's plausible bound by its unit suffix (workload_file.h); the
 * last row, with the empty suffix, holds counts and shares. */
static const struct workload_bound {
    const char *suffix;
    double max;
    const char *unit;           /* for messages, after a blank */
    double min;                 /* a value above 0 is at least this */
} workload_bounds[] = {
    { "_usd_per_month", GS_WORKLOAD_MAX_USD, " USD", 0.0 },
    { "_usd_per_run", GS_WORKLOAD_MAX_USD, " USD", 0.0 },
    { "_usd_per_hour", GS_WORKLOAD_MAX_USD, " USD", 0.0 },
    { "_per_s", GS_WORKLOAD_MAX_PER_S, " per second",
      GS_WORKLOAD_MIN_PER_S },
    { "_per_s_per_gpu", GS_WORKLOAD_MAX_PER_S, " per second", 0.0 },
    { "_hours", GS_WORKLOAD_MAX_HOURS, " hours", GS_WORKLOAD_MIN_HOURS },
    { "_s", GS_WORKLOAD_MAX_SECONDS, " s", 0.0 },
    { "", GS_WORKLOAD_MAX_COUNT, "", 0.0 },
};

static const struct workload_bound *workload_bound_of(const char *key)
{
    size_t i, n = strlen(key);

    for (i = 0; i < GS_ARRAY_SIZE(workload_bounds) - 1; i++) {
        size_t k = strlen(workload_bounds[i].suffix);

        if (n > k && strcmp(key + n - k, workload_bounds[i].suffix) == 0)
            return &workload_bounds[i];
    }
    return &workload_bounds[i];
}

/*
 * The flags' number grammar in a file too (issue 19): whether n is a
 * plain scalar ending in one of `suffixes` (case-insensitive), such as
 * "2k" tokens, "100B" tokens to train on, "92%".
 */
static bool has_suffix(const struct gs_ynode *n, const char *suffixes)
{
    size_t len;
    char last;

    if (n->kind != GS_YNODE_SCALAR || !n->plain || !n->text[0])
        return false;
    len = strlen(n->text);
    last = n->text[len - 1];
    if (last >= 'A' && last <= 'Z')
        last = (char)(last - 'A' + 'a');
    return strchr(suffixes, last) != NULL;
}

/* A gs_parse_* failure at n's position (the file's file:line:col). */
static int at_node(const struct gs_ysrc *src, const struct gs_ynode *n,
                   const struct gs_error *e, struct gs_error *err)
{
    return gs_error_set_at(err, e->code == GS_ENOMEM ? GS_ENOMEM : GS_ESCHEMA,
                           src->path, n->line, n->col, "%s", e->msg);
}

/* A count of things (tokens, requests, assets) as --tokens reads it:
 * "100B" = 10^11 (docs/units.md). */
#define COUNT_SUFFIXES "kmbgt"

/* An optional number >= 0 (> 0 if positive) within its plausible bound;
 * unset stays unset.  Unitless counts also take --tokens's suffixes. */
static int opt_number(const struct gs_ysrc *src, const struct gs_ynode *map,
                      const char *key, bool positive, double *out,
                      struct gs_error *err)
{
    const struct gs_ynode *n = gs_ymap_get(map, key);
    const struct workload_bound *b;
    const char *end;
    double v;

    if (!n)
        return 0;
    if (n->kind == GS_YNODE_SCALAR && n->plain && n->text[0] == '-' &&
        gs_strtod(n->text, &end) < 0.0 && *end == '\0')
        return SERR(n, "'%s' must not be negative, got %s", key, n->text);
    b = workload_bound_of(key);
    if (!b->suffix[0] && has_suffix(n, COUNT_SUFFIXES)) {
        struct gs_error e = GS_ERROR_INIT;
        char what[64];

        snprintf(what, sizeof(what), "'%s'", key);
        if (gs_parse_count(n->text, what, "", positive ? 1e-300 : 0.0,
                           b->max, &v, &e) < 0)
            return at_node(src, n, &e, err);
        *out = v;
        return 0;
    }
    if (gs_ynode_number(src, n, key, positive, &v, err) < 0)
        return -1;
    if (v > b->max)
        return SERR(n, "'%s' must be at most %g%s (the plausible range, "
                    "docs/workload.md), got %s", key, b->max, b->unit,
                    n->text);
    if (v > 0.0 && v < b->min)
        return SERR(n, "'%s' must be 0 or at least %g%s (the plausible "
                    "range, docs/workload.md), got %s", key, b->min,
                    b->unit, n->text);
    *out = v;
    return 0;
}

static int opt_int(const struct gs_ysrc *src, const struct gs_ynode *map,
                   const char *key, int64_t min, int64_t max, int64_t *out,
                   struct gs_error *err)
{
    const struct gs_ynode *n = gs_ymap_get(map, key);

    return n ? gs_ynode_int(src, n, key, min, max, out, err) : 0;
}

/* An optional token count as --prompt-tokens reads it: "2k" = 2048
 * (binary, as context lengths are), "8192", within [min, max]. */
static int opt_tokens(const struct gs_ysrc *src, const struct gs_ynode *map,
                      const char *key, int64_t min, int64_t max, int64_t *out,
                      struct gs_error *err)
{
    const struct gs_ynode *n = gs_ymap_get(map, key);
    struct gs_error e = GS_ERROR_INIT;
    char what[64];
    int64_t v;

    if (!n || !has_suffix(n, "km"))
        return opt_int(src, map, key, min, max, out, err);
    snprintf(what, sizeof(what), "'%s'", key);
    if (gs_parse_tokens(n->text, what, &v, &e) < 0)
        return at_node(src, n, &e, err);
    if (v < min || v > max)
        return SERR(n, "'%s' must be between %lld and %lld, got %s", key,
                    (long long)min, (long long)max, n->text);
    *out = v;
    return 0;
}

static int opt_string(const struct gs_ysrc *src, const struct gs_ynode *map,
                      const char *key, const char **out, struct gs_arena *a,
                      struct gs_error *err)
{
    const struct gs_ynode *n = gs_ymap_get(map, key);
    const char *s;

    if (!n)
        return 0;
    if (gs_ynode_string(src, n, key, &s, err) < 0)
        return -1;
    if (!(*out = gs_arena_strdup(a, s)))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    return 0;
}

/* A rate that must lie in [0, 1) (or (0, 1] for acceptance). */
static int rate(const struct gs_ysrc *src, const struct gs_ynode *map,
                const char *key, bool acceptance, double *out,
                struct gs_error *err)
{
    const struct gs_ynode *n = gs_ymap_get(map, key);
    double v = GS_UNSET_F64;

    if (!n)
        return 0;
    if (has_suffix(n, "%")) {
        struct gs_error e = GS_ERROR_INIT;
        char what[64];

        /* "92%", as --acceptance-rate reads it; bounds below */
        snprintf(what, sizeof(what), "'%s'", key);
        if (gs_parse_frac(n->text, what, -1e300, 1e300, &v, &e) < 0)
            return at_node(src, n, &e, err);
        if (v < 0.0)
            return SERR(n, "'%s' must not be negative, got %s", key,
                        n->text);
    } else if (opt_number(src, map, key, false, &v, err) < 0) {
        return -1;
    }
    if (acceptance && v >= 2.0 && v <= 100.0 && v == floor(v))
        return SERR(n, "'%s' must be above 0 and at most 1 (a share of "
                    "outputs), got %s; for %g%% write '%g%%' (or %g)", key,
                    n->text, v, v, v / 100.0);
    if (acceptance && (v <= 0.0 || v > 1.0))
        return SERR(n, "'%s' must be above 0 and at most 1 (a share of "
                    "outputs), got %s", key, n->text);
    if (acceptance && v < GS_WORKLOAD_MIN_ACCEPTANCE)
        return SERR(n, "'%s' must be at least %g (one accepted output in "
                    "%.0f; the plausible range, docs/workload.md), got %s",
                    key, GS_WORKLOAD_MIN_ACCEPTANCE,
                    1.0 / GS_WORKLOAD_MIN_ACCEPTANCE, n->text);
    if (!acceptance && v >= 1.0)
        return SERR(n, "'%s' must be below 1 (a share of attempts), got %s",
                    key, n->text);
    *out = v;
    return 0;
}

/* acceptance_length: with mtp_draft_tokens K, in [1, K + 1]. */
static int acceptance(const struct gs_ysrc *src, const struct gs_ynode *map,
                      struct gs_workload_file *w, struct gs_error *err)
{
    const struct gs_ynode *n = gs_ymap_get(map, "acceptance_length");
    const struct gs_ynode *k = gs_ymap_get(map, "mtp_draft_tokens");
    double v = GS_UNSET_F64;

    if (!n && !k)
        return 0;
    if (!n)
        return SERR(k, "'mtp_draft_tokens' needs 'acceptance_length' (the "
                    "measured mean tokens per verify step)");
    if (!k)
        return SERR(n, "'acceptance_length' needs 'mtp_draft_tokens'");
    if (opt_number(src, map, "acceptance_length", false, &v, err) < 0)
        return -1;
    if (!(v >= 1.0 && v <= (double)w->mtp_draft_tokens + 1.0))
        return SERR(n, "'acceptance_length' must be from 1 to "
                    "mtp_draft_tokens + 1 = %lld, got %s",
                    (long long)w->mtp_draft_tokens + 1, n->text);
    w->acceptance_length = v;
    return 0;
}

/* An optional boolean key into *out (1 true, 0 false or absent). */
static int opt_bool(const struct gs_ysrc *src, const struct gs_ynode *map,
                    const char *key, int *out, struct gs_error *err)
{
    const struct gs_ynode *n = gs_ymap_get(map, key);
    bool b;

    if (!n)
        return 0;
    if (gs_ynode_bool(src, n, key, &b, err) < 0)
        return -1;
    *out = b ? 1 : 0;
    return 0;
}

/* The serving features beside perf's flags (docs/workload.md, "Serving
 * features"): draft_model, ep, attention_dp, kv_offload, host_memory_gb,
 * disagg, prefill_gpus, decode_gpus; their pairings checked here. */
static int serving_features(const struct gs_ysrc *src,
                            const struct gs_ynode *root,
                            struct gs_workload_file *w, struct gs_arena *a,
                            struct gs_error *err)
{
    const struct gs_ynode *n;

    if (opt_string(src, root, "draft_model", &w->draft_model, a, err) < 0 ||
        opt_int(src, root, "ep", 1, GS_WORKLOAD_MAX_GPUS, &w->ep, err) < 0 ||
        opt_bool(src, root, "attention_dp", &w->attention_dp, err) < 0 ||
        opt_string(src, root, "kv_offload", &w->kv_offload, a, err) < 0 ||
        opt_number(src, root, "host_memory_gb", true, &w->host_memory_gb,
                   err) < 0 ||
        opt_bool(src, root, "disagg", &w->disagg, err) < 0 ||
        opt_int(src, root, "prefill_gpus", 1, GS_WORKLOAD_MAX_GPUS,
                &w->prefill_gpus, err) < 0 ||
        opt_int(src, root, "decode_gpus", 1, GS_WORKLOAD_MAX_GPUS,
                &w->decode_gpus, err) < 0)
        return -1;
    if (w->draft_model && gs_unset_i64(w->mtp_draft_tokens))
        return SERR(gs_ymap_get(root, "draft_model"), "'draft_model' needs "
                    "'mtp_draft_tokens' (the tokens it drafts per step) and "
                    "'acceptance_length'");
    if (w->attention_dp && (gs_unset_i64(w->ep) || w->ep < 2))
        return SERR(gs_ymap_get(root, "attention_dp"), "'attention_dp' "
                    "needs 'ep' of 2 or more");
    if (w->kv_offload && strcmp(w->kv_offload, "none") != 0 &&
        strcmp(w->kv_offload, "host") != 0)
        return SERR(gs_ymap_get(root, "kv_offload"), "'kv_offload' must be "
                    "none or host, got '%s'", w->kv_offload);
    n = gs_ymap_get(root, "host_memory_gb");
    if (n && !(w->kv_offload && strcmp(w->kv_offload, "host") == 0))
        return SERR(n, "'host_memory_gb' goes with 'kv_offload: host'");
    if (w->kv_offload && strcmp(w->kv_offload, "host") == 0 && !n)
        return SERR(gs_ymap_get(root, "kv_offload"), "'kv_offload: host' "
                    "needs 'host_memory_gb' (host memory per GPU the KV "
                    "tier may fill)");
    if (!w->disagg && (!gs_unset_i64(w->prefill_gpus) ||
                       !gs_unset_i64(w->decode_gpus)))
        return SERR(gs_ymap_get(root, gs_unset_i64(w->prefill_gpus)
                                          ? "decode_gpus" : "prefill_gpus"),
                    "'prefill_gpus' and 'decode_gpus' go with 'disagg: "
                    "true'");
    if (gs_unset_i64(w->prefill_gpus) != gs_unset_i64(w->decode_gpus))
        return SERR(gs_ymap_get(root, gs_unset_i64(w->prefill_gpus)
                                          ? "decode_gpus" : "prefill_gpus"),
                    "'prefill_gpus' and 'decode_gpus' go together (or "
                    "neither: rank sizes the pools)");
    return 0;
}

/* prefix_hit_rate: a share of requests, [0, 1]. */
static int prefix_rate(const struct gs_ysrc *src, const struct gs_ynode *map,
                       double *out, struct gs_error *err)
{
    const struct gs_ynode *n = gs_ymap_get(map, "prefix_hit_rate");
    double v = GS_UNSET_F64;

    if (!n)
        return 0;
    if (opt_number(src, map, "prefix_hit_rate", false, &v, err) < 0)
        return -1;
    if (!(v >= 0.0 && v <= 1.0))
        return SERR(n, "'prefix_hit_rate' must be from 0 to 1 (a share of "
                    "requests), got %s", n->text);
    *out = v;
    return 0;
}

/* A resolver callback's GPU, or the name with an error. */
static int resolve_gpu(const struct gs_ysrc *src, const struct gs_ynode *n,
                       const char *what,
                       const struct gs_gpu_resolver *r, const char *name,
                       const char **out, struct gs_error *err)
{
    const char *id, *hint;

    if (!r) {
        *out = name;
        return 0;
    }
    if ((id = r->resolve(r->ctx, name))) {
        *out = id;
        return 0;
    }
    hint = r->suggest ? r->suggest(r->ctx, name) : NULL;
    if (hint)
        return gs_error_set_at(err, GS_ENOTFOUND, src->path, n->line, n->col,
                               "unknown GPU '%s' in %s; did you mean "
                               "'%s'?", name, what, hint);
    return gs_error_set_at(err, GS_ENOTFOUND, src->path, n->line, n->col,
                           "unknown GPU '%s' in %s", name, what);
}

/*
 * A list of names: a sequence of text (or one text).  `choices`, when
 * set, are the only names allowed; `r` resolves GPU names.
 */
/*
 * Refuse a name given twice in one list (after resolving aliases), as a
 * duplicate key is refused: 4,096 copies of one candidate ranked it
 * against itself (issue 20).  A hash set, so a list costs time in
 * proportion to its length.  nodes[i] is the node of l->items[i].
 */
static int no_duplicates(const struct gs_ysrc *src, const char *key,
                         const struct gs_name_list *l,
                         const struct gs_ynode *const *nodes,
                         struct gs_error *err)
{
    size_t cap = 16, i, *slot;
    int rc = 0;

    while (cap < 2 * l->n)
        cap *= 2;
    if (!(slot = calloc(cap, sizeof(*slot))))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (i = 0; i < l->n && rc == 0; i++) {
        const char *name = l->items[i];
        size_t h = (size_t)gs_fnv1a64((const unsigned char *)name,
                                      strlen(name)) & (cap - 1);

        while (slot[h] && strcmp(l->items[slot[h] - 1], name) != 0)
            h = (h + 1) & (cap - 1);
        if (slot[h])
            rc = SERR(nodes[i], "%s: '%s' is listed twice (first at "
                      "line %u, column %u)", key, name,
                      nodes[slot[h] - 1]->line, nodes[slot[h] - 1]->col);
        else
            slot[h] = i + 1;
    }
    free(slot);
    return rc;
}

static int name_list(const struct gs_ysrc *src, const struct gs_ynode *n,
                     const char *key, const char *const *choices,
                     const struct gs_gpu_resolver *r, struct gs_arena *a,
                     struct gs_name_list *out, struct gs_error *err)
{
    size_t i;

    if (!n)
        return 0;
    if (n->kind != GS_YNODE_SEQ)
        return SERR(n, "'%s' must be a list", key);
    if (n->n_items > GS_WORKLOAD_MAX_ITEMS)
        return SERR(n, "'%s' has more than %u items", key,
                    GS_WORKLOAD_MAX_ITEMS);
    out->items = gs_arena_calloc(a, n->n_items + 1, sizeof(*out->items));
    if (!out->items)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (i = 0; i < n->n_items; i++) {
        const struct gs_ynode *it = n->items[i];
        const char *s, *name = NULL;

        if (gs_ynode_string(src, it, key, &s, err) < 0)
            return -1;
        if (choices) {
            size_t j, n_choices = 0;
            const char *hint;

            for (j = 0; choices[j]; j++)
                if (strcmp(choices[j], s) == 0)
                    break;
            if (!choices[j]) {
                while (choices[n_choices])
                    n_choices++;
                hint = gs_suggest(s, choices, n_choices);
                if (hint)
                    return SERR(it, "unknown %s '%s'; did you mean '%s'?",
                                key, s, hint);
                return SERR(it, "unknown %s '%s'", key, s);
            }
        }
        if (resolve_gpu(src, it, key, r, s, &name, err) < 0)
            return -1;
        if (!(out->items[out->n++] = gs_arena_strdup(a, name)))
            return gs_error_set(err, GS_ENOMEM, "out of memory");
    }
    return no_duplicates(src, key, out,
                         (const struct gs_ynode *const *)n->items, err);
}

static int load_demand(const struct gs_ysrc *src, const struct gs_ynode *d,
                       struct gs_workload_file *w, struct gs_error *err)
{
    if (check_map(src, d, "demand", demand_keys,
                  GS_ARRAY_SIZE(demand_keys), err) < 0 ||
        opt_number(src, d, "requests_per_s", true,
                   &w->demand.requests_per_s, err) < 0 ||
        opt_number(src, d, "peak_requests_per_s", true,
                   &w->demand.peak_requests_per_s, err) < 0 ||
        opt_number(src, d, "requests", true, &w->demand.requests, err) < 0 ||
        opt_number(src, d, "deadline_hours", true, &w->demand.deadline_hours,
                   err) < 0 ||
        opt_number(src, d, "tokens", true, &w->demand.tokens, err) < 0 ||
        opt_number(src, d, "assets", true, &w->demand.assets, err) < 0)
        return -1;
    if (!gs_unset_f64(w->demand.peak_requests_per_s) &&
        !gs_unset_f64(w->demand.requests_per_s) &&
        w->demand.peak_requests_per_s < w->demand.requests_per_s)
        return SERR(gs_ymap_get(d, "peak_requests_per_s"),
                    "'peak_requests_per_s' (%g) is below 'requests_per_s' "
                    "(%g)", w->demand.peak_requests_per_s,
                    w->demand.requests_per_s);
    return 0;
}

static int load_costs(const struct gs_ysrc *src, const struct gs_ynode *c,
                      struct gs_workload_file *w, struct gs_error *err)
{
    struct cost_keys k;
    size_t i;

    cost_keys_init(&k);
    if (check_map(src, c, "costs", k.names, N_COST_KEYS, err) < 0)
        return -1;
    for (i = 0; i < GS_COST_TERM_COUNT; i++)
        if (opt_number(src, c, k.names[2 * i], false,
                       &w->costs.usd_per_month[i], err) < 0 ||
            opt_number(src, c, k.names[2 * i + 1], false,
                       &w->costs.usd_per_run[i], err) < 0)
            return -1;
    if (opt_number(src, c, "labor_hours", false, &w->costs.labor_hours,
                   err) < 0 ||
        opt_number(src, c, "labor_usd_per_hour", false,
                   &w->costs.labor_usd_per_hour, err) < 0)
        return -1;
    if (gs_unset_f64(w->costs.labor_hours) !=
        gs_unset_f64(w->costs.labor_usd_per_hour))
        return SERR(c, "'labor_hours' and 'labor_usd_per_hour' go "
                    "together: give both or neither");
    return 0;
}

static int load_measured(const struct gs_ysrc *src, const struct gs_ynode *m,
                         struct gs_workload_file *w,
                         const struct gs_gpu_resolver *r, struct gs_arena *a,
                         struct gs_error *err)
{
    size_t i;

    if (m->kind != GS_YNODE_SEQ)
        return SERR(m, "'measured' must be a list of "
                    "{gpu: ..., tokens_per_s_per_gpu: ...} entries");
    if (m->n_items > GS_WORKLOAD_MAX_ITEMS)
        return SERR(m, "'measured' has more than %u entries",
                    GS_WORKLOAD_MAX_ITEMS);
    w->measured = gs_arena_calloc(a, m->n_items + 1, sizeof(*w->measured));
    if (!w->measured)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (i = 0; i < m->n_items; i++) {
        const struct gs_ynode *e = m->items[i], *g;
        struct gs_workload_measured *x = &w->measured[i];
        const char *name;

        *x = (struct gs_workload_measured){
            .gpu_count = GS_UNSET_I64,
            .tokens_per_s_per_gpu = GS_UNSET_F64,
            .tokens_per_s = GS_UNSET_F64,
            .ttft_s = GS_UNSET_F64, .itl_s = GS_UNSET_F64,
            .assets_per_s_per_gpu = GS_UNSET_F64, .mfu = GS_UNSET_F64,
            .util_frac = GS_UNSET_F64,
            .line = e->line, .col = e->col,
        };
        if (check_map(src, e, "measured entry", measured_keys,
                      GS_ARRAY_SIZE(measured_keys), err) < 0)
            return -1;
        if (!(g = gs_ymap_get(e, "gpu")))
            return SERR(e, "measured entry is missing required key 'gpu'");
        if (gs_ynode_string(src, g, "gpu", &name, err) < 0 ||
            resolve_gpu(src, g, "measured", r, name, &name, err) < 0)
            return -1;
        if (!(x->gpu = gs_arena_strdup(a, name)))
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        if (opt_int(src, e, "gpu_count", 1, GS_PRICE_MAX_GPUS, &x->gpu_count,
                    err) < 0 ||
            opt_number(src, e, "tokens_per_s_per_gpu", true,
                       &x->tokens_per_s_per_gpu, err) < 0 ||
            opt_number(src, e, "tokens_per_s", true, &x->tokens_per_s,
                       err) < 0 ||
            opt_number(src, e, "ttft_s", true, &x->ttft_s, err) < 0 ||
            opt_number(src, e, "itl_s", true, &x->itl_s, err) < 0 ||
            opt_number(src, e, "assets_per_s_per_gpu", true,
                       &x->assets_per_s_per_gpu, err) < 0 ||
            opt_number(src, e, "mfu", true, &x->mfu, err) < 0 ||
            opt_number(src, e, "util_frac", true, &x->util_frac, err) < 0 ||
            opt_string(src, e, "source", &x->source, a, err) < 0)
            return -1;
        if (!gs_unset_f64(x->mfu) && x->mfu > 1.0)
            return SERR(gs_ymap_get(e, "mfu"), "'mfu' must be at most 1, "
                        "got %g", x->mfu);
        if (!gs_unset_f64(x->util_frac) && x->util_frac > 1.0)
            return SERR(gs_ymap_get(e, "util_frac"), "'util_frac' must be "
                        "at most 1, got %g", x->util_frac);
        if (gs_unset_f64(x->tokens_per_s_per_gpu) &&
            gs_unset_f64(x->tokens_per_s) &&
            gs_unset_f64(x->assets_per_s_per_gpu) && gs_unset_f64(x->mfu) &&
            gs_unset_f64(x->util_frac))
            return SERR(e, "measured entry for '%s' gives no throughput "
                        "(tokens_per_s_per_gpu, tokens_per_s, "
                        "assets_per_s_per_gpu or mfu) and no util_frac",
                        x->gpu);
        w->n_measured++;
    }
    return 0;
}

/* Required keys by kind, after everything is read. */
static int check_kind(const struct gs_ysrc *src, const struct gs_ynode *root,
                      struct gs_workload_file *w, struct gs_error *err)
{
    const struct gs_ynode *d = gs_ymap_get(root, "demand");
    const struct gs_ynode *at = d ? d : root;
    const char *kind = gs_workload_kind_name(w->kind);

    switch (w->kind) {
    case GS_WKIND_REALTIME:
    case GS_WKIND_BATCH:
        if (gs_unset_i64(w->prompt_tokens))
            return SERR(root, "a %s workload needs 'prompt_tokens'", kind);
        if (gs_unset_i64(w->output_tokens))
            return SERR(root, "a %s workload needs 'output_tokens'", kind);
        if (w->kind == GS_WKIND_REALTIME &&
            gs_unset_f64(w->demand.requests_per_s))
            return SERR(at, "a realtime workload needs "
                        "'demand.requests_per_s'");
        if (w->kind == GS_WKIND_BATCH) {
            if (gs_unset_f64(w->demand.requests))
                return SERR(at, "a batch workload needs 'demand.requests'");
            if (gs_unset_f64(w->demand.deadline_hours) &&
                gs_unset_f64(w->targets.deadline_hours))
                return SERR(at, "a batch workload needs "
                            "'demand.deadline_hours' or "
                            "'targets.deadline_hours'");
        }
        break;
    case GS_WKIND_MEDIA:
        if (gs_unset_f64(w->demand.assets))
            return SERR(at, "a media workload needs 'demand.assets'");
        break;
    default:
        if (gs_unset_f64(w->demand.tokens))
            return SERR(at, "a %s workload needs 'demand.tokens'", kind);
        break;
    }
    if (!gs_unset_f64(w->demand.deadline_hours) &&
        !gs_unset_f64(w->targets.deadline_hours) &&
        w->demand.deadline_hours != w->targets.deadline_hours)
        return SERR(gs_ymap_get(gs_ymap_get(root, "targets"),
                                "deadline_hours"),
                    "'targets.deadline_hours' (%g) disagrees with "
                    "'demand.deadline_hours' (%g); give one",
                    w->targets.deadline_hours, w->demand.deadline_hours);
    return 0;
}

static int load_root(const struct gs_ysrc *src, const struct gs_ynode *root,
                     struct gs_workload_file *w,
                     const struct gs_gpu_resolver *r, struct gs_arena *a,
                     struct gs_error *err)
{
    const struct gs_ynode *n;
    const char *s;
    int k;

    if (check_map(src, root, "the workload file", top_keys,
                  GS_ARRAY_SIZE(top_keys), err) < 0)
        return -1;
    if (!(n = gs_ymap_get(root, "schema_version")))
        return SERR(root, "missing 'schema_version: %d'",
                    GS_WORKLOAD_FILE_SCHEMA_VERSION);
    if (gs_ynode_int(src, n, "schema_version", 0, INT32_MAX,
                     &w->schema_version, err) < 0)
        return -1;
    if (w->schema_version != GS_WORKLOAD_FILE_SCHEMA_VERSION)
        return SERR(n, "'schema_version' must be %d, got %lld (a file for "
                    "another version of gpusel?)",
                    GS_WORKLOAD_FILE_SCHEMA_VERSION,
                    (long long)w->schema_version);
    if (!(n = gs_ymap_get(root, "kind")))
        return SERR(root, "missing required key 'kind' (one of realtime, "
                    "batch, training, finetune, lora, qlora, media)");
    if (gs_ynode_string(src, n, "kind", &s, err) < 0)
        return -1;
    if ((k = gs_workload_kind_find(s)) < 0) {
        const char *hint = gs_suggest(s, gs_workload_kind_names,
                                      GS_WKIND_COUNT);

        if (hint)
            return SERR(n, "unknown kind '%s'; did you mean '%s'?", s, hint);
        return SERR(n, "unknown kind '%s' (one of realtime, batch, "
                    "training, finetune, lora, qlora, media)", s);
    }
    w->kind = (enum gs_workload_kind)k;
    if (!gs_ymap_get(root, "model"))
        return SERR(root, "missing required key 'model'");
    n = gs_ymap_get(root, "precision");
    if (n && n->kind == GS_YNODE_SEQ) {
        size_t i;

        if (n->n_items == 0)
            return SERR(n, "'precision' lists no format");
        if (name_list(src, n, "precision", NULL, NULL, a, &w->precisions,
                      err) < 0)
            return -1;
        for (i = 0; i < w->precisions.n; i++)
            if (gs_dtype_find(w->precisions.items[i]) < 0)
                return SERR(n->items[i], "unknown precision '%s' in the "
                            "list (a list names weight formats: bf16, fp8, "
                            "...)", w->precisions.items[i]);
        w->precision = w->precisions.items[0];
    } else if (opt_string(src, root, "precision", &w->precision, a,
                          err) < 0) {
        return -1;
    }
    n = gs_ymap_get(root, "kv_dtype");
    if (n && n->kind == GS_YNODE_SEQ) {
        size_t i;

        /* every KV-cache format the workload allows (issue 16) */
        if (n->n_items == 0)
            return SERR(n, "'kv_dtype' lists no format");
        if (name_list(src, n, "kv_dtype", NULL, NULL, a, &w->kv_dtypes,
                      err) < 0)
            return -1;
        for (i = 0; i < w->kv_dtypes.n; i++)
            if (gs_dtype_find(w->kv_dtypes.items[i]) < 0)
                return SERR(n->items[i], "unknown kv_dtype '%s' in the "
                            "list (bf16, fp8, ...)", w->kv_dtypes.items[i]);
        w->kv_dtype = w->kv_dtypes.items[0];
    } else if (opt_string(src, root, "kv_dtype", &w->kv_dtype, a, err) < 0) {
        return -1;
    }
    if (opt_string(src, root, "model", &w->model, a, err) < 0 ||
        opt_string(src, root, "description", &w->description, a, err) < 0)
        return -1;
    if (w->kv_dtype && gs_dtype_find(w->kv_dtype) < 0)
        return SERR(gs_ymap_get(root, "kv_dtype"), "unknown kv_dtype '%s'",
                    w->kv_dtype);
    if (w->precision && gs_dtype_find(w->precision) < 0 &&
        strcmp(w->precision, "auto") != 0) {
        const char *names[GS_DTYPE_COUNT + 1];
        const char *hint;
        int i;

        for (i = 0; i < GS_DTYPE_COUNT; i++)
            names[i] = gs_dtype_name((enum gs_dtype)i);
        names[GS_DTYPE_COUNT] = "auto";
        hint = gs_suggest(w->precision, names, GS_DTYPE_COUNT + 1);
        n = gs_ymap_get(root, "precision");
        if (hint)
            return SERR(n, "unknown precision '%s'; did you mean '%s'?",
                        w->precision, hint);
        return SERR(n, "unknown precision '%s'", w->precision);
    }
    if (opt_tokens(src, root, "prompt_tokens", 0, GS_WORKLOAD_MAX_TOKENS,
                   &w->prompt_tokens, err) < 0 ||
        opt_tokens(src, root, "output_tokens", 1, GS_WORKLOAD_MAX_TOKENS,
                   &w->output_tokens, err) < 0 ||
        opt_tokens(src, root, "prefill_chunk_tokens", 1,
                   GS_WORKLOAD_MAX_TOKENS, &w->prefill_chunk_tokens, err) < 0 ||
        opt_number(src, root, "prefix_hit_frac", false, &w->prefix_hit_frac,
                   err) < 0 ||
        opt_tokens(src, root, "prefix_tokens", 0, GS_WORKLOAD_MAX_TOKENS,
                   &w->prefix_tokens, err) < 0 ||
        prefix_rate(src, root, &w->prefix_hit_rate, err) < 0 ||
        opt_int(src, root, "mtp_draft_tokens", 1, GS_WORKLOAD_MAX_DRAFT_TOKENS,
                &w->mtp_draft_tokens, err) < 0 ||
        acceptance(src, root, w, err) < 0)
        return -1;
    if (serving_features(src, root, w, a, err) < 0)
        return -1;
    if (!gs_unset_f64(w->prefix_hit_frac) && w->prefix_hit_frac > 1.0)
        return SERR(gs_ymap_get(root, "prefix_hit_frac"), "'prefix_hit_frac' "
                    "is a share of prompt tokens, at most 1, got %g",
                    w->prefix_hit_frac);
    if ((n = gs_ymap_get(root, "demand")) && load_demand(src, n, w, err) < 0)
        return -1;
    if ((n = gs_ymap_get(root, "quality")) &&
        (check_map(src, n, "quality", quality_keys,
                   GS_ARRAY_SIZE(quality_keys), err) < 0 ||
         rate(src, n, "acceptance_rate", true, &w->quality.acceptance_rate,
              err) < 0 ||
         rate(src, n, "retry_rate", false, &w->quality.retry_rate, err) < 0))
        return -1;
    if ((n = gs_ymap_get(root, "targets")) &&
        (check_map(src, n, "targets", target_keys,
                   GS_ARRAY_SIZE(target_keys), err) < 0 ||
         opt_number(src, n, "ttft_p99_s", true, &w->targets.ttft_p99_s,
                    err) < 0 ||
         opt_number(src, n, "itl_p99_s", true, &w->targets.itl_p99_s,
                    err) < 0 ||
         opt_number(src, n, "tpot_mean_s", true, &w->targets.tpot_mean_s,
                    err) < 0 ||
         opt_number(src, n, "deadline_hours", true,
                    &w->targets.deadline_hours, err) < 0))
        return -1;
    if ((n = gs_ymap_get(root, "costs")) && load_costs(src, n, w, err) < 0)
        return -1;
    if ((n = gs_ymap_get(root, "constraints")) &&
        (check_map(src, n, "constraints", constraint_keys,
                   GS_ARRAY_SIZE(constraint_keys), err) < 0 ||
         name_list(src, gs_ymap_get(n, "providers"), "providers", NULL, NULL,
                   a, &w->constraints.providers, err) < 0 ||
         name_list(src, gs_ymap_get(n, "vendors"), "vendors", NULL, NULL, a,
                   &w->constraints.vendors, err) < 0 ||
         name_list(src, gs_ymap_get(n, "regions"), "regions", NULL, NULL, a,
                   &w->constraints.regions, err) < 0 ||
         name_list(src, gs_ymap_get(n, "pricing"), "pricing",
                   gs_pricing_names, NULL, a, &w->constraints.pricing,
                   err) < 0))
        return -1;
    if (name_list(src, gs_ymap_get(root, "candidates"), "candidates", NULL,
                  r, a, &w->candidates, err) < 0)
        return -1;
    if ((n = gs_ymap_get(root, "measured")) &&
        load_measured(src, n, w, r, a, err) < 0)
        return -1;
    return check_kind(src, root, w, err);
}

int gs_workload_file_load_buffer(struct gs_workload_file *w,
                                 struct gs_arena *a, const char *path,
                                 const unsigned char *buf, size_t len,
                                 const struct gs_gpu_resolver *resolver,
                                 struct gs_error *err)
{
    struct gs_ysrc src = { path };
    struct gs_ynode *root = NULL;

    gs_workload_file_init(w);
    if (!(w->path = gs_arena_strdup(a, path)))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (len > GS_WORKLOAD_MAX_FILE_BYTES)
        return gs_error_set_at(err, GS_ESCHEMA, path, 0, 0,
                               "workload file larger than %u bytes",
                               GS_WORKLOAD_MAX_FILE_BYTES);
    if (gs_yaml_parse(a, path, buf, len, &root, err) < 0)
        return -1;
    if (!root)
        return gs_error_set_at(err, GS_ESCHEMA, path, 1, 0, "empty file: "
                               "expected a mapping with 'schema_version: "
                               "%d' and 'kind'",
                               GS_WORKLOAD_FILE_SCHEMA_VERSION);
    return load_root(&src, root, w, resolver, a, err);
}

int gs_workload_file_load(struct gs_workload_file *w, struct gs_arena *a,
                          const char *path,
                          const struct gs_gpu_resolver *resolver,
                          struct gs_error *err)
{
    char *buf;
    size_t len;
    bool too_large;
    int rc;

    if (gs_file_read(path, GS_WORKLOAD_MAX_FILE_BYTES, &buf, &len,
                     &too_large, err) < 0)
        return -1;
    if (too_large)
        return gs_error_set_at(err, GS_ESCHEMA, path, 0, 0,
                               "workload file larger than %u bytes",
                               GS_WORKLOAD_MAX_FILE_BYTES);
    rc = gs_workload_file_load_buffer(w, a, path, (const unsigned char *)buf,
                                      len, resolver, err);
    free(buf);
    return rc;
}
