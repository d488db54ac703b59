#ifndef GPUSEL_WORKLOAD_FILE_H
#define GPUSEL_WORKLOAD_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "error.h"
#include "workload.h"

/*
 * A workload file: the whole question a team asks of gpusel in one
 * portable YAML file (docs/workload.md): what runs (kind, model,
 * precision, token shape), how much of it (demand), how good it must be
 * (quality, targets), what else it costs (costs), where it may run
 * (constraints, candidates) and what the team measured (measured).  The
 * engines' struct gs_workload stays as it is; a command turns this file
 * into one (and into the cost engine's inputs).
 *
 * Units are in the keys and in the member names; every number a file
 * may leave out is GS_UNSET_F64 / GS_UNSET_I64 (workload.h) when absent,
 * so "not given" is never confused with 0.  Strings and arrays live in
 * the arena the loader was given.
 */

#define GS_WORKLOAD_FILE_SCHEMA_VERSION 1

/* Hostile-input bounds (docs/workload.md): a workload file is a few
 * hundred bytes; these leave 1000x room and stop a runaway file. */
#define GS_WORKLOAD_MAX_FILE_BYTES (1024u * 1024u)
#define GS_WORKLOAD_MAX_ITEMS 4096u
/* Largest token count a prompt or an output may claim (2^31). */
#define GS_WORKLOAD_MAX_TOKENS 2147483648LL
/* Most MTP draft tokens a file may ask for (perf's
 * GS_PERF_MAX_DRAFT_TOKENS). */
#define GS_WORKLOAD_MAX_DRAFT_TOKENS 16
/* Most GPUs a file's ep, prefill_gpus or decode_gpus may name (the
 * commands' GS_MAX_SEARCH_GPUS). */
#define GS_WORKLOAD_MAX_GPUS 65536
/*
 * Plausible bounds of the file's numbers, by the unit the key ends in
 * (docs/workload.md, "Plausible ranges"; cited in docs/methodology.md).
 * Past them a number is a unit mistake or a hostile file, and the cost
 * it feeds would print as a 300-digit total: money per month or run or
 * hour, rates per second, hours, seconds, and plain counts.
 */
#define GS_WORKLOAD_MAX_USD 1e12
#define GS_WORKLOAD_MAX_PER_S 1e12
#define GS_WORKLOAD_MAX_HOURS 1e6
#define GS_WORKLOAD_MAX_SECONDS 1e6
#define GS_WORKLOAD_MAX_COUNT 1e18
/*
 * Plausible lower bounds of positive numbers (issue 20): below them a
 * cost divides by almost nothing.  acceptance_rate 4.9e-324 made every
 * cost infinite; requests_per_s 1e-300 printed 300-digit costs.
 * - a rate per second: one event in 11.6 days (10^-6/s); a slower
 *   service has no per-request cost worth computing per month;
 * - hours (a deadline): 3.6 s (10^-3 h), shorter than one request;
 * - acceptance_rate: one accepted output in 1,000 attempts; media
 *   pipelines with heavy filtering keep a few percent.
 */
#define GS_WORKLOAD_MIN_PER_S 1e-6
#define GS_WORKLOAD_MIN_HOURS 1e-3
#define GS_WORKLOAD_MIN_ACCEPTANCE 1e-3

enum gs_workload_kind {
    GS_WKIND_REALTIME,   /* interactive serving: rates, latency targets */
    GS_WKIND_BATCH,      /* offline inference: requests by a deadline */
    GS_WKIND_TRAINING,   /* pre-training on demand.tokens */
    GS_WKIND_FINETUNE,   /* full fine-tuning */
    GS_WKIND_LORA,
    GS_WKIND_QLORA,
    GS_WKIND_MEDIA,      /* image/video generation: assets */
    GS_WKIND_COUNT
};

/* "realtime", "batch", ..., NULL-terminated, in enum order. */
extern const char *const gs_workload_kind_names[GS_WKIND_COUNT + 1];

/* Name of a kind; "?" for an invalid value. */
const char *gs_workload_kind_name(enum gs_workload_kind k);

/* Kind named exactly `name`, or -1. */
int gs_workload_kind_find(const char *name);

/* The fit/roofline mode a kind runs in (realtime, batch, media: infer). */
enum gs_fit_mode gs_workload_kind_mode(enum gs_workload_kind k);

/* True for the kinds that train (training, finetune, lora, qlora). */
bool gs_workload_kind_trains(enum gs_workload_kind k);

/*
 * The extra cost terms a file can state, each as USD per month (serving
 * kinds) and/or USD per run (jobs); keys `<term>_usd_per_month` and
 * `<term>_usd_per_run`.
 */
enum gs_workload_cost_term {
    GS_COST_STORAGE,
    GS_COST_SERVING_STACK,
    GS_COST_OBSERVABILITY,
    GS_COST_NETWORK,
    GS_COST_CHECKPOINTING,
    GS_COST_MODERATION,
    GS_COST_QUEUE,
    GS_COST_OPERATOR_REVIEW,
    GS_COST_OTHER,
    GS_COST_TERM_COUNT
};

/* "storage", "serving_stack", ..., NULL-terminated, in enum order. */
extern const char *const gs_cost_term_names[GS_COST_TERM_COUNT + 1];

/* A list of names (constraints, candidates), in file order. */
struct gs_name_list {
    const char **items;
    size_t n;
};

/* Whether a constraint list allows `name`: an empty list allows all;
 * otherwise one item equals it, ASCII case ignored (a NULL name: no). */
bool gs_name_list_allows(const struct gs_name_list *list, const char *name);

/* A team's own measurement of one GPU (replaces the roofline's figure). */
struct gs_workload_measured {
    const char *gpu;             /* catalogue id if resolved, else as
                                  * written */
    int64_t gpu_count;           /* GPUs measured together; unset: 1 */
    double tokens_per_s_per_gpu; /* output tokens/s per GPU */
    double tokens_per_s;         /* output tokens/s, the whole group */
    double ttft_s, itl_s;        /* measured latencies */
    double assets_per_s_per_gpu; /* media */
    double mfu;                  /* training: model FLOP utilisation, 0..1 */
    double util_frac;            /* serving: measured GPU utilisation,
                                  * busy / paid GPU-hours (gpusel util),
                                  * (0, 1]; replaces peak provisioning */
    const char *source;          /* NULL if not given */
    unsigned line, col;          /* where the entry is */
};

struct gs_workload_file {
    const char *path;
    const char *description;     /* free text; NULL if none */
    int64_t schema_version;
    enum gs_workload_kind kind;
    const char *model;           /* as written (a catalogue name, an HF id) */
    const char *precision;       /* a weight format name; NULL: auto.  A
                                  * list in the file: its first */
    struct gs_name_list precisions; /* every format the file accepts
                                  * (`precision: [bf16, fp8]`); empty for
                                  * a single value */
    const char *kv_dtype;        /* serving: the KV-cache format; NULL:
                                  * the weight format's default.  A list
                                  * in the file: its first */
    struct gs_name_list kv_dtypes; /* every KV format the file allows
                                  * (`kv_dtype: [bf16, fp8]`); empty for
                                  * a single value */
    int64_t prompt_tokens, output_tokens;
    int64_t prefill_chunk_tokens; /* serving: a fixed prefill budget;
                                   * unset: searched */
    double prefix_hit_frac;      /* serving: share of prompt tokens a
                                  * cached prefix serves, [0, 1]; unset */
    int64_t prefix_tokens;       /* shared prompt prefix; unset: none */
    double prefix_hit_rate;      /* [0, 1]; unset: none */
    int64_t mtp_draft_tokens;    /* speculative decoding with the MTP
                                  * head: K; unset: none */
    double acceptance_length;    /* its measured mean tokens per verify
                                  * step, [1, K + 1]; unset: none */
    const char *draft_model;     /* with mtp_draft_tokens: a draft model
                                  * drafts them, not the MTP head; NULL */
    int64_t ep;                  /* MoE: a fixed EP group per replica (1:
                                  * none); unset: searched */
    int attention_dp;            /* 1: attention-DP over the EP group; 0 */
    const char *kv_offload;      /* "none" or "host"; NULL: none */
    double host_memory_gb;       /* with kv_offload host: GB per GPU */
    int disagg;                  /* 1: prefill/decode disaggregation */
    int64_t prefill_gpus, decode_gpus; /* with disagg: fixed pools */
    struct {
        double requests_per_s, peak_requests_per_s;  /* realtime */
        double requests, deadline_hours;             /* batch */
        double tokens;                               /* training kinds */
        double assets;                               /* media */
    } demand;
    struct {
        double acceptance_rate;  /* (0, 1]; unset: 1 */
        double retry_rate;       /* [0, 1): retried share; unset: 0 */
    } quality;
    struct {
        double ttft_p99_s, itl_p99_s, deadline_hours;
        double tpot_mean_s;      /* mean time per output token */
    } targets;
    struct {
        double usd_per_month[GS_COST_TERM_COUNT];
        double usd_per_run[GS_COST_TERM_COUNT];
        double labor_hours;      /* per month (serving) or per run (jobs) */
        double labor_usd_per_hour;
    } costs;
    struct gs_workload_constraints {
        struct gs_name_list providers, vendors, regions, pricing;
    } constraints;               /* each list empty: allows all */
    struct gs_name_list candidates;  /* GPU ids; empty: every priced GPU */
    struct gs_workload_measured *measured;
    size_t n_measured;
};

/* Every number unset, lists empty, kind realtime (the loader requires a
 * kind, so this default is never read from a loaded file). */
void gs_workload_file_init(struct gs_workload_file *w);

/* ---- loading: the data layer (src/data/load_workload.c) ---------- */

struct gs_gpu_resolver;   /* price_load.h */

/*
 * Parse `len` bytes of `buf` (named `path` in messages) into *w, strings
 * in arena `a`.  The strict YAML reader (data/yaml_read.h: no aliases, anchors or
 * tags, bounded depth and size, duplicate keys refused) and the schema
 * of docs/workload.md: unknown keys (with "did you mean"), missing
 * required keys, wrong types, acceptance_rate outside (0, 1], negative
 * or out-of-range rates and inconsistent demand are errors naming
 * file:line:column.  With a resolver, candidates and measured GPUs must
 * be catalogue names (stored as the canonical id).  Returns 0, or -1
 * with *err set (GS_ESYNTAX, GS_ESCHEMA, GS_ENOTFOUND, GS_ENOMEM).
 */
int gs_workload_file_load_buffer(struct gs_workload_file *w,
                                 struct gs_arena *a, const char *path,
                                 const unsigned char *buf, size_t len,
                                 const struct gs_gpu_resolver *resolver,
                                 struct gs_error *err);

/* The same from disk (GS_EIO if unreadable, GS_ESCHEMA if over
 * GS_WORKLOAD_MAX_FILE_BYTES). */
int gs_workload_file_load(struct gs_workload_file *w, struct gs_arena *a,
                          const char *path,
                          const struct gs_gpu_resolver *resolver,
                          struct gs_error *err);

#endif /* GPUSEL_WORKLOAD_FILE_H */
