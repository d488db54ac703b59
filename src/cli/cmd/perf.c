/*
 * gpusel perf: how fast a model serves on a GPU layout, at what latency:
 * TTFT, ITL, tokens/s (low / expected / high), what bounds the step, the
 * p99 latencies against targets, a concurrency sweep.  Without --gpu, a
 * table over the catalogue at the fewest GPUs that fit.  A thin command:
 * options become a gs_workload and a gs_perf_query, the engines answer
 * (perf.h, roofline.h, layout.h), perf_view.c renders.
 * docs/commands/perf.md documents it.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "defaults.h"
#include "emit.h"
#include "layout.h"
#include "perf_view.h"
#include "present.h"
#include "progress.h"
#include "resolve.h"
#include "engine_eff.h"
#include "roofline_defaults.h"
#include "serving.h"
#include "serving_options.h"
#include "svg.h"
#include "units.h"
#include "banned.h"

/* Every field starts unset (cmd_perf); the parser writes what is given. */
struct perf_args {
    const char *model, *precision, *kv_dtype, *sweep, *engine, *emit;
    const char *plot, *plot_curve;
    struct gs_strlist gpu;
    int64_t ctx_tokens, concurrency, prompt_tokens, output_tokens;
    int64_t n_gpus, tp, pp, max_gpus, prefill_chunk_tokens;
    double ttft_p99_s, itl_p99_s, tpot_mean_s, mem_util_frac, software_frac;
    bool explain;
    /* serving features (docs/commands/perf.md, "Serving features") */
    int64_t prefix_tokens, draft_tokens, ep;
    double prefix_hit_rate, acceptance_length;
    const char *spec_decode, *draft_model, *prefill_gpu, *engine_release;
    bool attention_dp, disagg;
    const char *kv_offload;
    double host_memory_bytes;
    int64_t prefill_gpus, decode_gpus;
    /* settled by cmd_perf */
    int64_t spec_k;
    const struct gs_model *draft;
};

/* --emit: the engines that have a launch line (not "none"). */
static const char *const emit_engines[] = { "vllm", "sglang", "trtllm",
                                            "dynamo", NULL };

#define A struct perf_args
const struct gs_option gs_perf_options[] = {
    GS_OPT_STRING(A, "model", model, "<model>",
                  "catalogue name, HF id, config.json file or directory, or "
                  "size (70B)"),
    GS_OPT_LIST(A, "gpu", gpu, "<gpu>",
                "only this GPU (repeatable); none: every catalogue GPU at "
                "the fewest that fit"),
    GS_OPT_INT64(A, "gpus", n_gpus, "<n>",
                 "use exactly this many GPUs and choose the split "
                 "(tp x pp x dp replicas)", 1, GS_MAX_SEARCH_GPUS),
    GS_OPT_INT64(A, "tp", tp, "<n>", "fix the tensor-parallel degree", 1,
                 GS_MAX_SEARCH_GPUS),
    GS_OPT_INT64(A, "pp", pp, "<n>", "fix the pipeline-parallel degree", 1,
                 GS_MAX_SEARCH_GPUS),
    GS_OPT_INT64(A, "max-gpus", max_gpus, "<n>",
                 "largest GPU count the search tries (default 1024)", 1,
                 GS_MAX_SEARCH_GPUS),
    GS_OPT_CHOICE(A, "precision", precision, "<fmt>",
                  "weight format (default auto: as the checkpoint ships, "
                  "else bf16)", gs_weight_dtype_names),
    GS_KV_DTYPE_OPTION(A, ),
    GS_OPT_TOKENS(A, "ctx", ctx_tokens, "<tokens>",
                  "configured model length, at least prompt + output "
                  "(default prompt + output)"),
    GS_OPT_INT64(A, "concurrency", concurrency, "<n>",
                 "sequences in flight, whole system (default: the most "
                 "that fit and meet the targets)", 1, GS_MAX_REPORTED_BATCH),
    GS_OPT_TOKENS(A, "prompt-tokens", prompt_tokens, "<tokens>",
                  "prompt length per request (default 1000)"),
    GS_OPT_TOKENS(A, "output-tokens", output_tokens, "<tokens>",
                  "generated tokens per request (default 1000)"),
    GS_OPT_STRING(A, "sweep-concurrency", sweep, "<list>",
                  "concurrencies to sweep, e.g. 1,8,64,256; 'auto' or a "
                  "trailing '..' doubles up to the KV capacity"),
    GS_OPT_DURATION(A, "ttft-p99", ttft_p99_s, "<time>",
                    "p99 time-to-first-token target, e.g. 500ms"),
    GS_OPT_DURATION(A, "itl-p99", itl_p99_s, "<time>",
                    "p99 inter-token latency target, e.g. 50ms"),
    GS_OPT_DURATION(A, "tpot-mean", tpot_mean_s, "<time>",
                    "mean time-per-output-token target, e.g. 30ms"),
    GS_OPT_TOKENS(A, "prefill-chunk", prefill_chunk_tokens, "<tokens>",
                  "fix the prefill token budget per step (default: "
                  "searched, 512 to 8192, with targets; else the engine's)"),
    GS_OPT_FRAC(A, "mem-util", mem_util_frac, "<frac>",
                "share of usable memory the server fills (default 0.9 as "
                "vLLM; --engine: the engine's own)", 0.01, 1.0),
    GS_OPT_STRING(A, "engine-release", engine_release, "<version>",
                  "the engine release whose efficiency row applies, e.g. "
                  "0.10.2 (default: the newest row)"),
    GS_OPT_FRAC(A, "software-frac", software_frac, "<frac>",
                "software-maturity factor on the kernel roofs (default: the "
                "engine x vendor x release row, else 1)", 0.01, 1.5),
    GS_OPT_CHOICE(A, "engine", engine, "<name>",
                  "serving engine whose memory reserve and step costs apply "
                  "(default vllm, or --emit's; none: engine-neutral "
                  "constants)",
                  gs_serving_engine_names),
    GS_OPT_CHOICE(A, "emit", emit, "<name>",
                  "print the engine's launch line for the chosen layout "
                  "(with one --gpu; dynamo: with --disagg)", emit_engines),
    GS_OPT_STRING(A, "plot", plot, "<file.svg>",
                  "write the roofline with the prefill and decode points "
                  "(with one --gpu)"),
    GS_OPT_STRING(A, "plot-curve", plot_curve, "<file.svg>",
                  "write throughput against latency over the sweep "
                  "(with --sweep-concurrency), a curve per --gpu"),
    GS_OPT_FLAG(A, "explain", explain,
                "show every formula with its values (with one --gpu)"),
    GS_PREFIX_SPEC_DECODE_OPTIONS(A, ),
    GS_EP_OPTION(A, ),
    GS_ATTN_DP_KV_OFFLOAD_OPTIONS(A, ),
    GS_OPT_FLAG(A, "disagg", disagg,
                "prefill/decode disaggregation: a prefill pool and a decode "
                "pool of --gpu, compared with both pools' GPUs co-located"),
    GS_DISAGG_POOL_OPTIONS(A, ),
    GS_OPT_STRING(A, "prefill-gpu", prefill_gpu, "<gpu>",
                  "with --disagg: the prefill pool's GPU type (default "
                  "--gpu)"),
    GS_OPT_END(),
};
#undef A

/* Most GPUs one --sweep-concurrency draws, one curve each. */
#define PERF_MAX_CURVES 8

/* The sweep's concurrencies (docs/commands/perf.md, "Sweep"). */
struct sweep {
    int64_t c[GS_PERF_MAX_SWEEP];
    size_t n;
    bool open;          /* 'auto' or a trailing '..': double to capacity */
};

static int parse_sweep(const char *s, struct sweep *out, struct gs_error *err)
{
    const char *p = s;

    memset(out, 0, sizeof(*out));
    if (strcmp(s, "auto") == 0) {
        out->open = true;
        return 0;
    }
    while (*p) {
        char *end = NULL;
        long long v;

        if (strncmp(p, "..", 2) == 0 && p[2] == '\0') {
            out->open = true;
            break;
        }
        errno = 0;
        /* strtoll() skips blanks and takes '+': digits only here */
        v = *p >= '0' && *p <= '9' ? strtoll(p, &end, 10) : 0;
        if (v == 0 || end == p || errno || v < 1 || v > GS_MAX_REPORTED_BATCH ||
            (*end && *end != ',' && strcmp(end, "..") != 0))
            return gs_error_set(err, GS_EUSAGE, "--sweep-concurrency: "
                                "expected whole numbers from 1 to %lld "
                                "separated by commas, optionally ending in "
                                "'..', or 'auto'; got '%s'",
                                (long long)GS_MAX_REPORTED_BATCH, s);
        if (out->n && v <= out->c[out->n - 1])
            return gs_error_set(err, GS_EUSAGE, "--sweep-concurrency: "
                                "values must increase, got '%s'", s);
        if (out->n == GS_PERF_MAX_SWEEP)
            return gs_error_set(err, GS_EUSAGE, "--sweep-concurrency: at "
                                "most %d values", GS_PERF_MAX_SWEEP);
        out->c[out->n++] = v;
        p = end;
        if (*p == ',')
            p++;
        else if (*p == '.')
            continue;               /* "64.." */
        else if (*p)
            break;
    }
    if (!out->n && !out->open)
        return gs_error_set(err, GS_EUSAGE, "--sweep-concurrency needs at "
                            "least one value");
    return 0;
}

/* Settle the open end against the capacity: double from the last value
 * (or 1) while below it, then the capacity itself. */
static void close_sweep(struct sweep *s, int64_t cap)
{
    int64_t c = s->n ? s->c[s->n - 1] * 2 : 1;

    if (!s->open)
        return;
    for (; c < cap && s->n + 1 < GS_PERF_MAX_SWEEP; c *= 2)
        s->c[s->n++] = c;
    if (cap >= 1 && (!s->n || s->c[s->n - 1] < cap))
        s->c[s->n++] = cap;
}

/* Whether latency targets were given (they make the budget a search). */
static bool has_targets(const struct perf_args *a)
{
    return !gs_unset_f64(a->ttft_p99_s) || !gs_unset_f64(a->itl_p99_s) ||
           !gs_unset_f64(a->tpot_mean_s);
}

/* The question for GPU g (consts for its vendor and compute precision). */
static void make_query(const struct perf_args *a, const struct gs_model *m,
                       const struct gs_gpu *g, const struct gs_workload *w,
                       struct gs_perf_query *q)
{
    enum gs_precision p = gs_roofline_precision_for(w->weight_dtype, g);
    enum gs_serving_engine e = GS_DEFAULT_SERVING_ENGINE;
    const struct gs_serving_profile *sp;

    *q = (struct gs_perf_query){
        .model = m, .gpu = g, .work = w,
        .prompt_tokens = a->prompt_tokens, .output_tokens = a->output_tokens,
        .consts = gs_roofline_default_consts(g, p),
        .compute_precision = p,
        .ttft_p99_s = gs_unset_f64(a->ttft_p99_s) ? 0.0 : a->ttft_p99_s,
        .itl_p99_s = gs_unset_f64(a->itl_p99_s) ? 0.0 : a->itl_p99_s,
        .tpot_mean_s = gs_unset_f64(a->tpot_mean_s) ? 0.0 : a->tpot_mean_s,
        .max_batch = GS_PERF_MAX_BATCH,
        .mem_util_frac = gs_unset_f64(a->mem_util_frac) ? 0.0
                                                        : a->mem_util_frac,
    };
    q->consts.prefill_chunk_tokens = w->prefill_chunk_tokens;
    if (!gs_unset_f64(a->prefix_hit_rate) && !gs_unset_i64(a->prefix_tokens)) {
        q->prefix_tokens = (double)a->prefix_tokens;
        q->prefix_hit_rate = a->prefix_hit_rate;
    }
    if (a->spec_k > 0) {
        q->spec_draft_tokens = a->spec_k;
        q->spec_accept_tokens = a->acceptance_length;
        q->spec_draft_model = a->draft;
    }
    if (a->kv_offload && strcmp(a->kv_offload, "host") == 0) {
        q->kv_offload_host_bytes = a->host_memory_bytes;
        q->host_link_bw_bytes_per_s = gs_roofline_host_link_bw(g);
    }
    if (m->n_experts > 0) {
        q->ep = gs_unset_i64(a->ep) ? GS_PERF_EP_SEARCH
                                    : a->ep > 1 ? a->ep : 0;
        q->attn_dp = gs_unset_i64(a->ep) || a->attention_dp;
    }
    if (a->engine)
        gs_serving_engine_find(a->engine, &e);
    else if (a->emit)
        gs_serving_engine_find(a->emit, &e);
    sp = gs_serving_profile(e);
    if (e != GS_SERVE_NONE) {
        q->profile = sp;
        q->consts.prefill_chunk_tokens = sp->max_batched_tokens;
        if (sp->max_num_seqs > 0)
            q->max_batch = sp->max_num_seqs;
    }
    /* the engine x vendor x release efficiency (engine_eff.h) */
    gs_engine_eff_apply(&q->consts,
                        a->engine_release
                            ? gs_engine_eff_find_release(e, g,
                                                         m->n_experts > 0,
                                                         a->engine_release)
                            : gs_engine_eff_find(e, g, m->n_experts > 0));
    if (!gs_unset_f64(a->software_frac)) {
        /* the user's own stack: one value, no spread */
        q->consts.expected.software_frac = a->software_frac;
        q->consts.pessimistic.software_frac = a->software_frac;
        q->consts.optimistic.software_frac = a->software_frac;
        q->consts.software_prov = (struct gs_rf_provenance){
            GS_RF_ORIGIN_USER, "--software-frac" };
        q->consts.software_stack = "your stack";
    }
    gs_perf_query_budget(q, a->prefill_chunk_tokens, has_targets(a));
}

/* make_query at the budget row's answer chose. */
static void row_query(const struct perf_args *a, const struct gs_perf_row *row,
                      const struct gs_workload *w, struct gs_perf_query *q)
{
    make_query(a, row->model, row->gpu, w, q);
    if (row->found) {
        gs_perf_query_budget(q, row->pt.prefill_chunk_tokens, false);
        gs_perf_point_query(q, &row->pt, q);
    }
}

/* The memory share the server fills on g at tp (as perf.h's capacity). */
static double mem_util_of(const struct perf_args *a,
                          const struct gs_workload *w,
                          const struct gs_perf_query *q, int64_t tp)
{
    if (!gs_unset_f64(a->mem_util_frac))
        return a->mem_util_frac;
    if (q->profile)
        return gs_serving_mem_util(q->profile, q->gpu->memory_bytes, tp);
    return w->mem_util_frac;
}

/* A layout the question fixes, as text for messages. */
static const char *layout_words(const struct perf_args *a, int64_t n,
                                char *buf, size_t size)
{
    snprintf(buf, size, "%lld GPU(s)%s%s", (long long)n,
             gs_unset_i64(a->tp) ? "" : " at the given --tp",
             gs_unset_i64(a->pp) ? "" : " and --pp");
    return buf;
}

/* Answer one GPU; with `strict` a miss is the command's error. */
static int answer(const struct perf_args *a, const struct gs_workload *w,
                  struct gs_perf_row *row, bool strict, struct gs_error *err)
{
    struct gs_perf_query q;
    struct gs_perf_choice ch;
    struct gs_error e = GS_ERROR_INIT;
    int64_t n = a->n_gpus, conc = a->concurrency;
    int64_t tp = a->tp, pp = a->pp;
    bool searched = false;
    char words[96];

    make_query(a, row->model, row->gpu, w, &q);
    row->max_meeting = has_targets(a) ? 0 : -1;
    if (gs_unset_i64(n) && (!gs_unset_i64(tp) || !gs_unset_i64(pp))) {
        n = (gs_unset_i64(tp) ? 1 : tp) * (gs_unset_i64(pp) ? 1 : pp);
        tp = gs_unset_i64(tp) ? 1 : tp;
        pp = gs_unset_i64(pp) ? 1 : pp;
    }
    if (gs_unset_i64(n)) {
        /* the fewest GPUs that hold the question */
        struct gs_workload sw = *w;
        struct gs_layout_query lq = {
            .model = row->model, .gpu = row->gpu, .work = &sw,
            .fixed = GS_LAYOUT_UNSET, .max_gpus = a->max_gpus,
        };
        struct gs_layout_answer la;

        sw.ctx_tokens = a->prompt_tokens + a->output_tokens;
        sw.concurrency = gs_unset_i64(conc) ? 1 : conc;
        if (gs_layout_search(&lq, &la, &e) < 0)
            goto miss;
        if (!la.found) {
            if (strict)
                return gs_error_set(err, GS_EDOMAIN, "'%s' does not hold "
                                    "'%s' at %lld sequence(s) of %lld tokens "
                                    "within %lld GPUs", row->gpu->id,
                                    row->model->id,
                                    (long long)sw.concurrency,
                                    (long long)sw.ctx_tokens,
                                    (long long)a->max_gpus);
            snprintf(row->reason, sizeof(row->reason), "does not fit within "
                     "%lld GPUs", (long long)a->max_gpus);
            return 0;
        }
        n = la.layout.n_gpus;
        tp = la.layout.tp;      /* the fewest GPUs: the search's split */
        pp = la.layout.pp;
        searched = true;
    }
    if (gs_perf_choose(&q, n, tp, pp, conc, &row->pt, &ch, &e) < 0)
        goto miss;
    /* an engine reserves more than the fit defaults the search used:
     * the next counts, split freely */
    for (; searched && !ch.found && ch.max_concurrency == 0 && q.profile &&
           n < a->max_gpus;) {
        n++;
        if (gs_perf_choose(&q, n, GS_UNSET_I64, GS_UNSET_I64, conc, &row->pt,
                           &ch, &e) < 0)
            goto miss;
    }
    row->found = ch.found;
    if (!ch.found) {
        layout_words(a, n, words, sizeof(words));
        if (ch.n_layouts == 0)
            snprintf(e.msg, sizeof(e.msg), "no valid layout of %s for '%s' "
                     "(tp inside the %lld-GPU scale-up domain, dividing the "
                     "heads)", words, row->model->id,
                     (long long)row->gpu->scale_up_domain_gpus);
        else if (ch.max_concurrency == 0)
            snprintf(e.msg, sizeof(e.msg), "'%s' does not fit on %s at %lld "
                     "tokens per sequence", row->model->id, words,
                     (long long)(a->prompt_tokens + a->output_tokens));
        else
            snprintf(e.msg, sizeof(e.msg), "--concurrency %lld exceeds the KV "
                     "capacity of %lld sequences of %lld tokens on %s%s",
                     (long long)conc, (long long)ch.max_concurrency,
                     (long long)(a->prompt_tokens + a->output_tokens), words,
                     ch.max_concurrency % q.max_batch == 0
                         ? " (the engine schedules at most that many per "
                           "replica; --gpus adds replicas)" : "");
        e.code = ch.max_concurrency > 0 ? GS_EUSAGE : GS_EDOMAIN;
        goto miss;
    }
    gs_perf_query_budget(&q, row->pt.prefill_chunk_tokens, false);
    if (row->max_meeting == 0) {
        struct gs_perf_point best;
        bool found;

        if (!gs_unset_i64(conc)) {
            struct gs_perf_query pq;

            gs_perf_point_query(&q, &row->pt, &pq);
            if (gs_perf_best_concurrency(&pq, row->pt.tp, row->pt.pp,
                                         row->pt.dp, row->pt.max_concurrency,
                                         &best, &found, err) < 0)
                return -1;
            row->max_meeting = found ? best.concurrency : 0;
        } else {
            row->max_meeting = row->pt.meets_targets ? row->pt.concurrency
                                                     : 0;
        }
    }
    return 0;
miss:
    if (strict || (e.code != GS_EDOMAIN && e.code != GS_EUSAGE)) {
        *err = e;
        return -1;
    }
    snprintf(row->reason, sizeof(row->reason), "%.190s", e.msg);
    return 0;
}

/* The sweep on row's layout. */
static int run_sweep(const struct perf_args *a, const struct gs_workload *w,
                     const struct gs_perf_row *row, struct sweep *s,
                     struct gs_perf_point *pts, struct gs_error *err)
{
    struct gs_perf_query q;
    int64_t cap = row->pt.max_concurrency;
    size_t i;

    row_query(a, row, w, &q);
    close_sweep(s, cap);
    for (i = 0; i < s->n; i++) {
        if (s->c[i] > cap)
            return gs_error_set(err, GS_EUSAGE, "--sweep-concurrency %lld "
                                "exceeds the KV capacity of %lld sequences "
                                "of %lld tokens on tp%lld pp%lld x dp%lld",
                                (long long)s->c[i], (long long)cap,
                                (long long)(a->prompt_tokens +
                                            a->output_tokens),
                                (long long)row->pt.tp, (long long)row->pt.pp,
                                (long long)row->pt.dp);
        if (gs_perf_eval(&q, row->pt.tp, row->pt.pp, row->pt.dp, s->c[i],
                         NULL, &pts[i], err) < 0)
            return -1;
        pts[i].max_concurrency = cap;
    }
    return 0;
}

static void perf_inputs(struct gs_report *r, const struct perf_args *a,
                        const struct gs_resolved_model *rm,
                        const struct gs_workload *w)
{
    size_t i;

    gs_report_input_text(r, "model", rm->model->id);
    gs_report_input_text(r, "model_origin", gs_model_origin_name(rm->origin));
    gs_report_input_text(r, "weight_dtype", gs_dtype_name(w->weight_dtype));
    gs_report_input_text(r, "kv_dtype", gs_dtype_name(w->kv_dtype));
    gs_report_input_int(r, "ctx_tokens", w->ctx_tokens);
    gs_report_input_int(r, "prompt_tokens", a->prompt_tokens);
    gs_report_input_int(r, "output_tokens", a->output_tokens);
    if (gs_unset_i64(a->concurrency))
        gs_report_input(r, "concurrency", gs_cell_null());  /* searched */
    else
        gs_report_input_int(r, "concurrency", a->concurrency);
    if (gs_unset_i64(a->n_gpus))
        gs_report_input(r, "gpu_count", gs_cell_null());
    else
        gs_report_input_int(r, "gpu_count", a->n_gpus);
    gs_report_input_text(r, "engine", a->engine ? a->engine
                         : a->emit ? a->emit
                         : gs_serving_engine_name(GS_DEFAULT_SERVING_ENGINE));
    if (gs_unset_f64(a->mem_util_frac))
        gs_report_input(r, "mem_util_frac", gs_cell_null());  /* engine's */
    else
        gs_report_input_number(r, "mem_util_frac", a->mem_util_frac);
    (void)w;
    gs_report_input(r, "ttft_p99_s", gs_unset_f64(a->ttft_p99_s)
                                         ? gs_cell_null()
                                         : gs_cell_number(a->ttft_p99_s));
    gs_report_input(r, "itl_p99_s", gs_unset_f64(a->itl_p99_s)
                                        ? gs_cell_null()
                                        : gs_cell_number(a->itl_p99_s));
    gs_report_input(r, "tpot_mean_s", gs_unset_f64(a->tpot_mean_s)
                                          ? gs_cell_null()
                                          : gs_cell_number(a->tpot_mean_s));
    gs_report_input(r, "prefill_chunk_tokens",
                    gs_unset_i64(a->prefill_chunk_tokens)
                        ? gs_cell_null()    /* searched or the engine's */
                        : gs_cell_int(a->prefill_chunk_tokens));
    if (!a->gpu.n)
        gs_report_input(r, "gpus", gs_cell_null());
    for (i = 0; i < a->gpu.n; i++)
        gs_report_input_text(r, "gpus", a->gpu.items[i]);
}

/* What the serving features changed, for the one-GPU report. */
static void feature_notes(struct gs_report *r, const struct perf_args *a,
                          const struct gs_perf_query *q,
                          const struct gs_perf_point *pt)
{
    double cached = gs_perf_cached_tokens(q);

    if (pt->ep > 1)
        gs_report_note(r, "expert parallelism: %lld GPUs each hold 1/%lld of "
                       "the routed experts%s; busiest rank's expert load "
                       "%.2fx the mean; %s (docs/engines/roofline.md, "
                       "\"Expert parallelism\")", (long long)pt->ep,
                       (long long)pt->ep,
                       pt->attn_dp ? ", attention data-parallel (each GPU "
                                     "its own sequences and whole KV)"
                                   : ", attention tensor-parallel",
                       pt->rf.ep_imbalance,
                       pt->attn_dp ? "dispatch and combine all-to-all per "
                                     "MoE layer"
                                   : "all-reduce as under tensor "
                                     "parallelism");
    if (cached > 0.0)
        gs_report_note(r, "prefix cache: %.0f of %lld prompt tokens per "
                       "request cached on average (%lld-token prefix x hit "
                       "rate %.2f); prefill computes the rest, the prefix's "
                       "KV is held once per replica", cached,
                       (long long)a->prompt_tokens,
                       (long long)a->prefix_tokens, a->prefix_hit_rate);
    if (q->kv_offload_host_bytes > 0.0)
        gs_report_note(r, "KV offload: %.0f GB of host memory per GPU over "
                       "%.0f GB/s each way (%s); sequences beyond HBM read "
                       "their KV over it every step (docs/engines/"
                       "roofline.md, \"KV offload\")",
                       q->kv_offload_host_bytes / 1e9,
                       q->host_link_bw_bytes_per_s / 1e9,
                       q->gpu->form_factor &&
                               strstr(q->gpu->form_factor, "Grace")
                           ? "NVLink-C2C" : "PCIe x16");
    if (q->spec_draft_tokens > 0)
        gs_report_note(r, "speculative decoding: %s drafts %lld tokens per "
                       "step, %.3g accepted per verify step (measured, "
                       "given); %.0f decode steps per request; draft passes "
                       "%.3g ms per step; ITL is the step time / %.3g",
                       q->spec_draft_model ? q->spec_draft_model->id
                                           : "the MTP head",
                       (long long)q->spec_draft_tokens, q->spec_accept_tokens,
                       pt->rf.steps_per_request, 1e3 * pt->rf.draft_step_s,
                       q->spec_accept_tokens);
}

static void perf_notes(struct gs_report *r, const struct perf_args *a,
                       const struct gs_resolved_model *rm,
                       const struct gs_workload *w,
                       const struct gs_perf_row *rows, size_t n_rows)
{
    const struct gs_perf_row *r0 = &rows[0];
    bool targets = has_targets(a);
    struct gs_perf_query q;

    make_query(a, r0->model, r0->gpu, w, &q);
    gs_perf_point_query(&q, &r0->pt, &q);
    if (q.profile)
        gs_report_note(r, "engine %s: memory reserve, %.0f-token default "
                       "step budget, %.3g s per step + %.3g s per sequence of "
                       "host time (docs/methodology.md, \"Serving engines\")",
                       q.profile->version,
                       (double)q.profile->max_batched_tokens,
                       q.profile->step_overhead_s,
                       q.profile->per_seq_overhead_s);

    gs_report_note(r, "model '%s' (%s); weights %s, KV cache %s; requests "
                   "of %lld prompt + %lld output tokens", rm->model->id,
                   gs_model_origin_name(rm->origin),
                   gs_dtype_name(w->weight_dtype), gs_dtype_name(w->kv_dtype),
                   (long long)a->prompt_tokens, (long long)a->output_tokens);
    if (rm->model->max_context_tokens > 0 &&
        w->ctx_tokens > rm->model->max_context_tokens)
        gs_report_note(r, "%lld tokens per sequence exceed the model's "
                       "maximum context of %lld tokens",
                       (long long)w->ctx_tokens,
                       (long long)rm->model->max_context_tokens);
    if (n_rows == 1 && r0->found)
        gs_report_note(r, "layout %s%lld pp%lld x dp%lld on %lld GPU(s): "
                       "%s; %lld sequences fit (KV at %lld tokens each, %.0f%% "
                       "of memory)", r0->pt.attn_dp ? "attn-dp + ep"
                                     : r0->pt.ep > 1 ? "tp + ep" : "tp",
                       (long long)r0->pt.tp,
                       (long long)r0->pt.pp, (long long)r0->pt.dp,
                       (long long)r0->pt.n_gpus,
                       !gs_unset_i64(a->tp) ? "as given"
                       : gs_unset_i64(a->n_gpus)
                           ? "the fewest GPUs that fit, best split"
                       : targets ? "the split with the most tokens/s "
                                   "meeting the targets"
                                 : "the split with the most tokens/s",
                       (long long)r0->pt.max_concurrency,
                       (long long)(a->prompt_tokens + a->output_tokens),
                       100.0 * mem_util_of(a, w, &q, r0->pt.tp));
    if (n_rows == 1 && r0->found)
        feature_notes(r, a, &q, &r0->pt);
    if (n_rows > 1)
        gs_report_note(r, "each GPU at the fewest that fit and its best "
                       "split; concurrency %s", gs_unset_i64(a->concurrency)
                       ? "the most that fit (and meet the targets)"
                       : "as given");
    if (n_rows == 1 && r0->found && r0->pt.prefill_load >= 1.0)
        gs_report_note(r, "prefill saturated: %lld sequences x %lld prompt "
                       "tokens / %lld output tokens per step exceed the "
                       "%lld-token chunk; the queue grows, p99 TTFT is "
                       "unbounded", (long long)r0->pt.replica_concurrency,
                       (long long)a->prompt_tokens,
                       (long long)a->output_tokens,
                       (long long)r0->pt.prefill_chunk_tokens);
    if (n_rows == 1 && r0->found)
        gs_report_note(r, "prefill budget %lld tokens per step (%s); mean "
                       "time per output token %.4g s beside p99 ITL %.4g s",
                       (long long)r0->pt.prefill_chunk_tokens,
                       !gs_unset_i64(a->prefill_chunk_tokens) ? "as given"
                       : q.chunk_candidates
                           ? "searched over 512-8192: the most tokens/s "
                             "meeting the targets"
                           : "the engine's default",
                       r0->pt.expected.itl_s, r0->pt.expected.itl_p99_s);
    if (targets && n_rows == 1 && r0->found)
        gs_report_note(r, "targets: %s; the largest concurrency meeting "
                       "them is %lld", r0->pt.meets_targets ? "met"
                                                            : "not met",
                       (long long)r0->max_meeting);
    gs_report_note(r, "p99 = steady state + the step carrying a prompt chunk "
                   "(ITL) + the in-flight step and M/D/1 queueing for "
                   "prefill (TTFT): docs/engines/perf.md");
    gs_report_note(r, "ranges (low-high) from the documented spread of the "
                   "efficiencies and overheads; --explain shows the formulas");
}

/* Sum of the model operations' FLOPs and bytes in step st (per GPU). */
static void step_totals(const struct gs_roofline_step *st, double *flop,
                        double *bytes)
{
    int i;

    *flop = 0.0;
    *bytes = 0.0;
    for (i = 0; i <= GS_ROP_LM_HEAD; i++) {
        *flop += st->flop[i];
        *bytes += st->bytes[i];
    }
}

/*
 * --plot: the roofline of row's GPU with its prefill and decode points
 * (per GPU: FLOP/byte of the step, its FLOP over its time).  The roofs
 * and the slope are the achievable ones the engine times kernels with
 * (peak x matmul_frac x software_frac, bandwidth x mem_bw_frac x
 * software_frac; docs/engines/roofline.md), so a point's side of the
 * drawn ridge agrees with the bound its label names; datasheet roofs put
 * a compute-bound prefill left of the ridge (issue 19).
 */
static int write_roofline(struct gs_context *ctx, const struct perf_args *a,
                          const struct gs_workload *w, const char *path,
                          const struct gs_perf_row *row,
                          struct gs_error *err)
{
    const struct gs_gpu *g = row->gpu;
    const struct gs_roofline_result *rf = &row->pt.rf;
    struct gs_svg_roof roofs[GS_PREC_COUNT];
    struct gs_svg_point pts[2];
    char labels[2][120], title[200];
    size_t n_roofs = 0, n_pts = 0;
    struct gs_output *o;
    struct gs_perf_query q;
    double sw, compute_frac, bw_frac, ridge;
    enum gs_precision comp;
    int i;

    make_query(a, row->model, g, w, &q);
    sw = q.consts.expected.software_frac > 0.0
             ? q.consts.expected.software_frac : 1.0;
    compute_frac = q.consts.expected.matmul_frac * sw;
    bw_frac = q.consts.expected.mem_bw_frac * sw;
    for (i = 0; i < GS_PREC_COUNT; i++)
        if (g->dense_flop_per_s[i] > 0.0)
            roofs[n_roofs++] = (struct gs_svg_roof){
                gs_precision_name((enum gs_precision)i),
                g->dense_flop_per_s[i] * compute_frac };
    comp = gs_roofline_precision_for(w->weight_dtype, g);
    ridge = g->dense_flop_per_s[comp] * compute_frac /
            (g->mem_bw_bytes_per_s * bw_frac);
    for (i = 0; i < 2; i++) {
        const struct gs_roofline_step *st = i ? &rf->decode : &rf->prefill;
        double flop, bytes, sum_s = 0.0;
        int k;

        step_totals(st, &flop, &bytes);
        if (!(flop > 0.0 && bytes > 0.0 && st->total_s > 0.0))
            continue;
        for (k = 0; k < GS_BOUND_COUNT; k++)
            sum_s += st->bound_s[k];
        /* the side of the ridge is where the point is drawn; the bound
         * is the engine's, by share of the step's time (they can differ:
         * a step mixes compute- and memory-bound kernels) */
        snprintf(labels[n_pts], sizeof(labels[0]), "%s, %.0f %s: %s of "
                 "%s ridge, %.0f%% %s-bound",
                 i ? "decode" : "prefill",
                 i ? (double)row->pt.replica_concurrency : st->tokens,
                 i ? "sequences" : "tokens",
                 flop / bytes >= ridge ? "right" : "left",
                 gs_precision_name(comp),
                 sum_s > 0.0 ? st->bound_s[st->bound] / sum_s * 100.0 : 0.0,
                 gs_bound_name(st->bound));
        pts[n_pts] = (struct gs_svg_point){ labels[n_pts], flop / bytes,
                                            flop / st->total_s };
        n_pts++;
    }
    snprintf(title, sizeof(title), "%s on %s, tp%lld pp%lld (per GPU; "
             "achievable: %.0f%% of peak FLOP/s, %.0f%% of bandwidth)",
             row->model->id, g->id, (long long)row->pt.tp,
             (long long)row->pt.pp, compute_frac * 100.0, bw_frac * 100.0);
    {
        struct gs_svg_roofline r = {
            .title = title,
            .mem_bw_bytes_per_s = g->mem_bw_bytes_per_s * bw_frac,
            .roofs = roofs, .n_roofs = n_roofs, .points = pts,
            .n_points = n_pts,
        };

        if (gs_context_output_open(ctx, path, &o, err) < 0)
            return -1;
        if (gs_svg_write_roofline(o->fp, &r, err) < 0) {
            gs_context_output_abort(ctx, o);
            return -1;
        }
    }
    return gs_context_output_done(ctx, o, err);
}

/*
 * --plot-curve: tokens/s against ITL over the sweep.  One GPU: its mean
 * and p99 ITL; several (pt_rows names each point's row): one curve per
 * GPU at mean ITL, named "N x GPU" (docs/img/curve-example.svg).
 */
static int write_curve(struct gs_context *ctx, const char *path,
                       const struct gs_perf_row *rows,
                       const struct gs_perf_point *sw,
                       const struct gs_perf_row *const *pt_rows, size_t n,
                       struct gs_error *err)
{
    struct gs_svg_point *mean = calloc(n ? n : 1, sizeof(*mean));
    struct gs_svg_point *tail = calloc(n ? n : 1, sizeof(*tail));
    char (*labels)[24] = calloc(n ? n : 1, sizeof(*labels));
    char names[PERF_MAX_CURVES][96], title[160];
    struct gs_svg_series series[PERF_MAX_CURVES];
    size_t n_series = 0, i;
    struct gs_output *o;
    int rc = -1;

    if (!mean || !tail || !labels) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    for (i = 0; i < n; i++) {
        snprintf(labels[i], sizeof(labels[i]), "C=%lld",
                 (long long)sw[i].concurrency);
        mean[i] = (struct gs_svg_point){ labels[i],
                                         sw[i].expected.itl_s * 1e3,
                                         sw[i].expected.tokens_per_s };
        tail[i] = (struct gs_svg_point){ NULL, sw[i].expected.itl_p99_s * 1e3,
                                         sw[i].expected.tokens_per_s };
    }
    if (!pt_rows) {
        series[0] = (struct gs_svg_series){ "mean ITL", mean, n, true };
        series[1] = (struct gs_svg_series){ "p99 ITL", tail, n, true };
        n_series = 2;
        snprintf(title, sizeof(title), "%s on %lld x %s: throughput vs "
                 "latency", rows[0].model->id, (long long)rows[0].pt.n_gpus,
                 rows[0].gpu->id);
    } else {
        for (i = 0; i < n; i++) {
            if (i > 0 && pt_rows[i] == pt_rows[i - 1]) {
                series[n_series - 1].n_points++;
                continue;
            }
            snprintf(names[n_series], sizeof(names[0]), "%lldx %s",
                     (long long)pt_rows[i]->pt.n_gpus, pt_rows[i]->gpu->id);
            series[n_series] = (struct gs_svg_series){ names[n_series],
                                                       &mean[i], 1, true };
            n_series++;
        }
        snprintf(title, sizeof(title), "%s: throughput vs mean ITL",
                 rows[0].model->id);
    }
    {
        struct gs_svg_chart c = {
            .title = title, .x_label = "inter-token latency (ms)",
            .y_label = "output tokens/s (whole system)",
            .series = series, .n_series = n_series,
        };

        if (gs_context_output_open(ctx, path, &o, err) < 0)
            goto out;
        if (gs_svg_write_chart(o->fp, &c, err) < 0) {
            gs_context_output_abort(ctx, o);
            goto out;
        }
    }
    rc = gs_context_output_done(ctx, o, err);
out:
    free(mean);
    free(tail);
    free(labels);
    return rc;
}

/* --explain's assumptions: the uncertain constants (expected, with the
 * pessimistic and optimistic values that give _low and _high) and the
 * question's own rules.  docs/engines/roofline.md cites each. */
static void explain_assumptions(const struct gs_trace *t,
                                const struct perf_args *a,
                                const struct gs_workload *w,
                                const struct gs_perf_query *q,
                                const struct gs_perf_row *row)
{
    const struct gs_roofline_eff *e = &q->consts.expected;
    const struct gs_roofline_eff *lo = &q->consts.pessimistic;
    const struct gs_roofline_eff *hi = &q->consts.optimistic;
    char f[256];
#define EFF(name, field, src) do { \
        snprintf(f, sizeof(f), "assumption: pessimistic %.3g, optimistic " \
                 "%.3g; %s", lo->field, hi->field, src); \
        t->emit(t->ctx, name, f, e->field, \
                strstr(#field, "_s") ? "s" : "fraction"); \
    } while (0)

    EFF("matmul efficiency", matmul_frac, q->consts.matmul_prov.source
        ? q->consts.matmul_prov.source : "MAMF / dense peak");
    {
        /* the generation's kernel paper, unless the consts replaced it */
        struct gs_rf_attn_rates ar = gs_roofline_attn_rates(q->gpu);

        EFF("attention efficiency", attention_frac,
            e->attention_frac == ar.fwd && lo->attention_frac == ar.fwd_pes &&
                    hi->attention_frac == ar.fwd_opt
                ? ar.source : "the consts file's value");
    }
    if (q->model && q->model->n_experts > 0)
        EFF("expert GEMM efficiency", expert_gemm_frac,
            q->consts.expert_gemm_prov.source
                ? q->consts.expert_gemm_prov.source
                : "grouped expert GEMMs / roofline");
    EFF("HBM efficiency", mem_bw_frac, q->consts.mem_bw_prov.source
        ? q->consts.mem_bw_prov.source : "BabelStream triad/copy");
    EFF("per-kernel cost", kernel_overhead_s, "CUDA-graph node + HBM "
        "latency (ocannl#488)");
    EFF("per-step cost", step_overhead_s, q->profile
        ? "the serving engine's profile (serving.h)"
        : "graph launch to synchronous scheduler, geometric mean");
    EFF("all-reduce latency", allreduce_latency_s, "NCCL measurements "
        "(nccl#1259, marin#6736)");
    EFF("all-reduce bus share", allreduce_bus_frac, "nccl-tests busbw / link");
#undef EFF
    snprintf(f, sizeof(f), "assumption: each sequence holds prompt %lld + "
             "output %lld tokens of KV (paged, no eviction)",
             (long long)a->prompt_tokens, (long long)a->output_tokens);
    t->emit(t->ctx, "KV per sequence", f,
            (double)(a->prompt_tokens + a->output_tokens), "tokens");
    snprintf(f, sizeof(f), "assumption: share of usable memory the server "
             "fills (%s)", !gs_unset_f64(a->mem_util_frac) ? "--mem-util"
             : q->profile ? "the engine's profile" : "vLLM's default");
    t->emit(t->ctx, "memory share", f, mem_util_of(a, w, q, row->pt.tp),
            "fraction");
    snprintf(f, sizeof(f), "assumption: KV capacity of %lld replica(s), "
             "at most %lld sequences each (engine limit)",
             (long long)row->pt.dp, (long long)q->max_batch);
    t->emit(t->ctx, "max concurrency", f, (double)row->pt.max_concurrency,
            "sequences");
    snprintf(f, sizeof(f), "assumption: prompt tokens per step (chunked "
             "prefill budget)");
    t->emit(t->ctx, "prefill chunk", f,
            (double)row->pt.prefill_chunk_tokens, "tokens");
    t->emit(t->ctx, "p99 model", "assumption: Poisson arrivals, M/D/1 "
            "prefill slot with an exponential tail (Kingman); the step "
            "with a chunk is the ITL tail (Sarathi-Serve)",
            GS_PERF_P99_TAIL, "tail share");
}

static const struct gs_column launch_cols[] = {
    { "engine", "engine", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "command", "launch line", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
};

/*
 * The launch line of an EP layout: vLLM runs attention-DP as data
 * parallel ranks with --enable-expert-parallel (tp 1), SGLang as
 * --enable-dp-attention over the tp group with --ep-size; TensorRT-LLM's
 * attention-DP is a YAML option (enable_attention_dp), not a flag
 * (docs/commands/perf.md, "Serving features").
 */
static int emit_ep(char *buf, size_t size, enum gs_serving_engine e,
                   const struct perf_args *a,
                   const struct gs_resolved_model *rm,
                   const struct gs_workload *w, const struct gs_perf_point *p,
                   double mem_util, struct gs_error *err)
{
    const char *ref = rm->origin == GS_MODEL_FROM_HFCONFIG ? a->model : NULL;
    size_t len;
    int rc;

    if (e == GS_SERVE_VLLM && p->attn_dp) {
        /* max-num-seqs is per data-parallel engine */
        struct gs_workload pw = *w;

        pw.concurrency = (w->concurrency + p->ep - 1) / p->ep;
        rc = gs_emit_launch(buf, size, e, rm->model, ref, &pw, 1, 1,
                            p->dp * p->ep, mem_util,
                            p->prefill_chunk_tokens, err);
    } else if (e == GS_SERVE_VLLM)
        rc = gs_emit_launch(buf, size, e, rm->model, ref, w,
                            p->attn_dp ? 1 : p->ep, 1,
                            p->dp * (p->attn_dp ? p->ep : 1), mem_util,
                            p->prefill_chunk_tokens, err);
    else if (e == GS_SERVE_SGLANG && p->dp == 1)
        rc = gs_emit_launch(buf, size, e, rm->model, ref, w, p->ep, 1,
                            p->attn_dp ? p->ep : 1, mem_util,
                            p->prefill_chunk_tokens, err);
    else if (e == GS_SERVE_TRTLLM && !p->attn_dp && p->dp == 1)
        rc = gs_emit_launch(buf, size, e, rm->model, ref, w, p->ep, 1, 1,
                            mem_util,
                            p->prefill_chunk_tokens, err);
    else
        return gs_error_set(err, GS_EUSAGE, "--emit %s: no one launch line "
                            "for %lld replicas of an EP group%s; --emit "
                            "vllm prints one", gs_serving_engine_name(e),
                            (long long)p->dp, p->attn_dp
                            ? " with attention-DP" : "");
    if (rc < 0)
        return -1;
    len = strlen(buf);
    if (e == GS_SERVE_VLLM)
        snprintf(buf + len, size - len, " --enable-expert-parallel");
    else if (e == GS_SERVE_SGLANG)
        snprintf(buf + len, size - len, "%s --ep-size %lld",
                 p->attn_dp ? " --enable-dp-attention" : "",
                 (long long)p->ep);
    else
        snprintf(buf + len, size - len, " --ep_size %lld", (long long)p->ep);
    return 0;
}

static int report(struct gs_context *ctx, const struct perf_args *a,
                  const struct gs_resolved_model *rm,
                  const struct gs_workload *w, const struct gs_perf_row *rows,
                  size_t n_rows, const struct gs_perf_point *pts,
                  const struct gs_perf_row *const *pt_rows, size_t n_pts,
                  struct gs_error *err)
{
    const struct gs_writer *wr = gs_writer_find(ctx->common.format);
    struct gs_perf_view_opts o = {
        .human = wr && wr->human,
        .targets = has_targets(a),
        .sweep_rows = pt_rows,
    };
    struct gs_perf_view v;
    struct gs_report r;
    struct gs_table launch;
    char launch_buf[1024];
    int rc;

    gs_table_init(&launch, "launch", launch_cols, GS_ARRAY_SIZE(launch_cols));
    launch.title = "launch line";
    gs_report_init(&r, "perf");
    perf_inputs(&r, a, rm, w);
    rc = gs_perf_view_build(&v, &r, rows, n_rows, pts, n_pts, &o, err);
    if (rc == 0 && a->explain && rows[0].found) {
        struct gs_trace tr = v.explain.trace;
        struct gs_perf_query q;
        struct gs_perf_point p;

        row_query(a, &rows[0], w, &q);
        rc = gs_perf_eval(&q, rows[0].pt.tp, rows[0].pt.pp, rows[0].pt.dp,
                          rows[0].pt.concurrency, &tr, &p, err);
        if (rc == 0)
            explain_assumptions(&tr, a, w, &q, &rows[0]);
        if (rc == 0)
            rc = gs_explain_add(&v.explain, &r, err);
    }
    if (rc == 0 && a->emit && rows[0].found) {
        enum gs_serving_engine e = GS_SERVE_NONE;
        struct gs_workload ew = *w;
        struct gs_perf_query q;
        struct gs_cell *c;

        row_query(a, &rows[0], w, &q);
        gs_serving_engine_find(a->emit, &e);
        ew.concurrency = rows[0].pt.replica_concurrency;
        if (rows[0].pt.ep > 1)
            rc = emit_ep(launch_buf, sizeof(launch_buf), e, a, rm, &ew,
                         &rows[0].pt, mem_util_of(a, w, &q, 1), err);
        else
            rc = gs_emit_launch(launch_buf, sizeof(launch_buf), e, rm->model,
                                rm->origin == GS_MODEL_FROM_HFCONFIG ? a->model
                                                                     : NULL,
                                &ew, rows[0].pt.tp, rows[0].pt.pp,
                                rows[0].pt.dp,
                                mem_util_of(a, w, &q, rows[0].pt.tp),
                                rows[0].pt.prefill_chunk_tokens, err);
        if (rc == 0 && !(c = gs_table_add_row(&launch)))
            rc = gs_error_set(err, GS_ENOMEM, "out of memory");
        if (rc == 0) {
            gs_table_set(&launch, c, "engine", gs_cell_text(a->emit));
            gs_table_set(&launch, c, "command", gs_cell_text(launch_buf));
            gs_report_add(&r, &launch);
            if (a->engine && strcmp(a->engine, a->emit) != 0)
                gs_report_note(&r, "--emit %s with --engine %s: capacity "
                               "was sized for %s; add --engine %s to size "
                               "it for the engine launched", a->emit,
                               a->engine, a->engine, a->emit);
        }
    }
    if (rc == 0 && a->plot && rows[0].found)
        rc = write_roofline(ctx, a, w, a->plot, &rows[0], err);
    if (rc == 0 && a->plot_curve && n_pts)
        rc = write_curve(ctx, a->plot_curve, rows, pts, pt_rows, n_pts, err);
    if (rc == 0)
        perf_notes(&r, a, rm, w, rows, n_rows);
    if (rc == 0 && n_rows == 1 && rows[0].reason[0])
        gs_report_note(&r, "%s: %s", rows[0].gpu->id, rows[0].reason);
    if (rc == 0)
        rc = gs_context_emit(ctx, &r, err);
    gs_perf_view_release(&v);
    gs_table_release(&launch);
    return rc;
}

/* --disagg: the aggregated and the disaggregated rows. */
static const struct gs_column disagg_cols[] = {
    { "mode", "mode", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "prefill", "prefill pool", GS_CELL_TEXT, 0, 0 },
    { "decode", "decode pool (or all)", GS_CELL_TEXT, 0, 0 },
    { "gpu_count", "GPUs", GS_CELL_INT, 0, 0 },
    { "concurrency", "conc", GS_CELL_INT, 0, 0 },
    { "ttft_p99_s", "TTFT p99 ms", GS_CELL_NUMBER, 1, 1e-3 },
    { "itl_p99_s", "ITL p99 ms", GS_CELL_NUMBER, 2, 1e-3 },
    { "tokens_per_s", "tok/s", GS_CELL_NUMBER, 0, 0 },
    { "tokens_per_s_per_gpu", "tok/s/GPU", GS_CELL_NUMBER, 0, 0 },
    { "kv_transfer_s", "KV transfer ms", GS_CELL_NUMBER, 2, 1e-3 },
    { "prefill_load_frac", "prefill load", GS_CELL_NUMBER, 2, 0 },
    { "meets_targets", "meets", GS_CELL_BOOL, 0, 0 },
};

/* One row of the disagg table: the aggregated or the disaggregated
 * deployment. */
struct disagg_row {
    const char *mode, *prefill, *decode;
    int64_t n_gpus, concurrency;
    double ttft_p99_s;              /* not finite: null */
    double itl_p99_s, tokens_per_s, tokens_per_s_per_gpu;
    struct gs_cell kv_transfer_s;   /* null when aggregated */
    double prefill_load_frac;
    bool meets_targets;
};

static int add_disagg_row(struct gs_table *t, const struct disagg_row *d)
{
    struct gs_cell *c = gs_table_add_row(t);

    if (!c)
        return -1;
    gs_table_set(t, c, "mode", gs_cell_text(d->mode));
    gs_table_set(t, c, "prefill", gs_cell_text(d->prefill));
    gs_table_set(t, c, "decode", gs_cell_text(d->decode));
    gs_table_set(t, c, "gpu_count", gs_cell_int(d->n_gpus));
    gs_table_set(t, c, "concurrency", gs_cell_int(d->concurrency));
    gs_table_set(t, c, "ttft_p99_s", isfinite(d->ttft_p99_s)
                                         ? gs_cell_number(d->ttft_p99_s)
                                         : gs_cell_null());
    gs_table_set(t, c, "itl_p99_s", gs_cell_number(d->itl_p99_s));
    gs_table_set(t, c, "tokens_per_s", gs_cell_number(d->tokens_per_s));
    gs_table_set(t, c, "tokens_per_s_per_gpu",
                 gs_cell_number(d->tokens_per_s_per_gpu));
    gs_table_set(t, c, "kv_transfer_s", d->kv_transfer_s);
    gs_table_set(t, c, "prefill_load_frac",
                 gs_cell_number(d->prefill_load_frac));
    gs_table_set(t, c, "meets_targets", gs_cell_bool(d->meets_targets));
    return 0;
}

static const char *point_layout(struct gs_table *t,
                                const struct gs_perf_point *p)
{
    if (p->ep > 1)
        return gs_table_printf(t, p->attn_dp ? "ep%lld attn-dp x dp%lld"
                                             : "tp%lld ep x dp%lld",
                               (long long)p->ep, (long long)p->dp);
    return gs_table_printf(t, "tp%lld pp%lld x dp%lld", (long long)p->tp,
                           (long long)p->pp, (long long)p->dp);
}

/* The launch lines of a disaggregated deployment (docs/commands/perf.md,
 * "Disaggregated serving"): SGLang's prefill and decode servers and its
 * PD router, or Dynamo's frontend and vLLM prefill and decode workers. */
static int disagg_launch(struct gs_table *t, const struct perf_args *a,
                         const struct gs_resolved_model *rm,
                         const struct gs_perf_disagg *d,
                         struct gs_error *err)
{
    const char *ref = rm->origin == GS_MODEL_FROM_HFCONFIG
                          ? a->model : gs_emit_model_ref(rm->model);
    const struct gs_perf_point *p = &d->decode;
    const char *names[GS_EMIT_DISAGG_LINES];
    char lines[GS_EMIT_DISAGG_LINES][GS_EMIT_LINE_MAX];
    size_t i;

    if (gs_emit_disagg_launch(strcmp(a->emit, "dynamo") == 0, ref,
                              d->prefill_tp, 1, p->tp, 1, p->dp, p->ep,
                              p->attn_dp,
                              names,
                              lines, err) < 0)
        return -1;
    for (i = 0; i < GS_EMIT_DISAGG_LINES; i++) {
        struct gs_cell *c = gs_table_add_row(t);
        const char *text = gs_table_strdup(t, lines[i]);

        if (!c || !text)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        gs_table_set(t, c, "engine", gs_cell_text(names[i]));
        gs_table_set(t, c, "command", gs_cell_text(text));
    }
    return 0;
}

/* --engine-release names a row of the engine x vendor x release table
 * for every GPU asked (engine_eff.h): else a usage error naming the
 * releases there are. */
static int check_release(const struct perf_args *a, const struct gs_model *m,
                         const struct gs_gpu *g, struct gs_error *err)
{
    enum gs_serving_engine e = GS_DEFAULT_SERVING_ENGINE;
    char have[256];
    size_t n, i, used = 0;
    const struct gs_engine_eff_row *r;

    if (!a->engine_release)
        return 0;
    if (a->engine)
        gs_serving_engine_find(a->engine, &e);
    else if (a->emit)
        gs_serving_engine_find(a->emit, &e);
    if (gs_engine_eff_find_release(e, g, m->n_experts > 0, a->engine_release))
        return 0;
    have[0] = '\0';
    r = gs_engine_eff_rows(&n);
    for (i = 0; i < n && used < sizeof(have); i++)
        if (r[i].engine == e && g->vendor &&
            strcmp(r[i].vendor, g->vendor) == 0 &&
            r[i].cls == (m->n_experts > 0 ? GS_EFF_MOE : GS_EFF_DENSE))
            used += (size_t)snprintf(have + used, sizeof(have) - used, "%s%.*s",
                                     used ? ", " : "",
                                     (int)strcspn(r[i].release, " "),
                                     r[i].release);
    return gs_error_set(err, GS_EUSAGE, "--engine-release %s: no efficiency "
                        "row for %s %s on %s (%s models)%s%s "
                        "(docs/engines/engine-efficiency.md)",
                        a->engine_release, gs_serving_engine_name(e),
                        a->engine_release, g->vendor ? g->vendor : g->id,
                        m->n_experts > 0 ? "MoE" : "dense",
                        *have ? "; releases: " : "; the table has none",
                        have);
}

static int run_disagg(struct gs_context *ctx, const struct perf_args *a,
                      const struct gs_resolved_model *rm,
                      const struct gs_workload *w, struct gs_error *err)
{
    const struct gs_gpu *gd, *gp;
    struct gs_perf_query qd, qp, qa;
    struct gs_perf_disagg_query dq;
    struct gs_perf_disagg d;
    struct gs_perf_point agg;
    struct gs_perf_choice ch;
    struct gs_report r;
    struct gs_table t, launch;
    int64_t n = a->prefill_gpus + a->decode_gpus;
    bool found;
    int rc = -1;

    if (!(gd = gs_dataset_gpu(&ctx->data, a->gpu.items[0], err)) ||
        !(gp = a->prefill_gpu ? gs_dataset_gpu(&ctx->data, a->prefill_gpu,
                                               err) : gd))
        return -1;
    if (check_release(a, rm->model, gd, err) < 0 ||
        check_release(a, rm->model, gp, err) < 0)
        return -1;
    make_query(a, rm->model, gd, w, &qd);
    make_query(a, rm->model, gp, w, &qp);
    make_query(a, rm->model, gd, w, &qa);
    gs_perf_disagg_decode_query(&qd);
    gs_perf_disagg_prefill_query(&qp);
    dq = (struct gs_perf_disagg_query){ &qp, &qd, a->prefill_gpus,
                                        a->decode_gpus };
    if (gs_perf_disagg_choose(&dq, a->concurrency, &d, &found, err) < 0)
        return -1;
    if (!found)
        return gs_error_set(err, GS_EDOMAIN, "'%s' does not fit a "
                            "disaggregated deployment of %lld prefill GPU(s) "
                            "of '%s' and %lld decode GPU(s) of '%s'%s",
                            rm->model->id, (long long)a->prefill_gpus,
                            gp->id, (long long)a->decode_gpus, gd->id,
                            gs_unset_i64(a->concurrency) ? ""
                            : " at --concurrency");
    /* the same GPUs co-located: the aggregated question on n of --gpu */
    if (gs_perf_choose(&qa, n, GS_UNSET_I64, GS_UNSET_I64, a->concurrency,
                       &agg, &ch, err) < 0)
        return -1;

    gs_table_init(&t, "disagg", disagg_cols, GS_ARRAY_SIZE(disagg_cols));
    gs_table_init(&launch, "launch", launch_cols, GS_ARRAY_SIZE(launch_cols));
    launch.title = "launch lines";
    gs_report_init(&r, "perf");
    gs_report_input_text(&r, "model", rm->model->id);
    gs_report_input_text(&r, "gpu", gd->id);
    gs_report_input_text(&r, "prefill_gpu", gp->id);
    gs_report_input_int(&r, "prefill_gpus", a->prefill_gpus);
    gs_report_input_int(&r, "decode_gpus", a->decode_gpus);
    gs_report_input_int(&r, "prompt_tokens", a->prompt_tokens);
    gs_report_input_int(&r, "output_tokens", a->output_tokens);
    if (ch.found) {
        struct disagg_row ar = {
            "aggregated", "-",
            gs_table_printf(&t, "%s x%lld %s", gd->id, (long long)n,
                            point_layout(&t, &agg)),
            n, agg.concurrency, agg.expected.ttft_p99_s,
            agg.expected.itl_p99_s, agg.expected.tokens_per_s,
            agg.expected.tokens_per_s / (double)n, gs_cell_null(),
            agg.prefill_load, agg.meets_targets,
        };

        if (add_disagg_row(&t, &ar) < 0)
            goto oom;
    }
    {
        struct disagg_row dr = {
            "disaggregated",
            gs_table_printf(&t, "%s x%lld tp%lld x dp%lld", gp->id,
                            (long long)a->prefill_gpus,
                            (long long)d.prefill_tp, (long long)d.prefill_dp),
            gs_table_printf(&t, "%s x%lld %s", gd->id,
                            (long long)a->decode_gpus,
                            point_layout(&t, &d.decode)),
            d.n_gpus, d.decode.concurrency, d.ttft_p99_s, d.itl_p99_s,
            d.tokens_per_s, d.tokens_per_s_per_gpu,
            gs_cell_number(d.kv_transfer_s), d.prefill_load, d.meets_targets,
        };

        if (add_disagg_row(&t, &dr) < 0)
            goto oom;
    }
    gs_report_add(&r, &t);
    if (a->emit) {
        if (disagg_launch(&launch, a, rm, &d, err) < 0)
            goto out;
        gs_report_add(&r, &launch);
    }
    gs_report_note(&r, "disaggregated: a prompt's prefill takes %.1f ms on "
                   "a tp%lld instance of '%s' (%lld of them); its KV, %.1f "
                   "MiB, moves in %.2f ms over %s (docs/engines/perf.md)",
                   1e3 * d.prefill_s,
                   (long long)d.prefill_tp, gp->id, (long long)d.prefill_dp,
                   d.kv_bytes / 1048576.0, 1e3 * d.kv_transfer_s,
                   d.kv_scale_up ? "the scale-up link" :
                   "the scale-out network, one NIC per GPU");
    if (ch.found)
        gs_report_note(&r, "%s: %.0f vs %.0f tokens/s per GPU%s",
                       d.meets_targets && !agg.meets_targets
                           ? "disaggregated wins: only it meets the targets"
                       : !d.meets_targets && agg.meets_targets
                           ? "aggregated wins: only it meets the targets"
                       : d.tokens_per_s_per_gpu > agg.expected.tokens_per_s /
                                                      (double)n
                           ? "disaggregated wins"
                           : "aggregated wins",
                       d.tokens_per_s_per_gpu,
                       agg.expected.tokens_per_s / (double)n,
                       d.prefill_load >= 1.0
                           ? "; the prefill pool is saturated: add prefill "
                             "GPUs" : "");
    gs_report_note(&r, "not modelled: prefill batching of several short "
                   "prompts per step, KV transfer overlapped with the "
                   "prefill of later layers; prefix caching and speculative "
                   "decoding apply to both pools as given");
    rc = gs_context_emit(ctx, &r, err);
    goto out;
oom:
    gs_error_set(err, GS_ENOMEM, "out of memory");
out:
    gs_table_release(&t);
    gs_table_release(&launch);
    return rc;
}

/* The serving-feature options that go together (docs/commands/perf.md,
 * "Serving features"): checks across options, before any loading. */
static int settle_features(struct perf_args *a, struct gs_error *err)
{
    if (gs_unset_i64(a->prefix_tokens) != gs_unset_f64(a->prefix_hit_rate))
        return gs_error_set(err, GS_EUSAGE, "--prefix-tokens and "
                            "--prefix-hit-rate go together");
    if (!gs_unset_i64(a->prefix_tokens) &&
        a->prefix_tokens >= a->prompt_tokens)
        return gs_error_set(err, GS_EUSAGE, "--prefix-tokens %lld must be "
                            "shorter than --prompt-tokens %lld",
                            (long long)a->prefix_tokens,
                            (long long)a->prompt_tokens);
    if (a->spec_decode && a->draft_model)
        return gs_error_set(err, GS_EUSAGE, "--spec-decode and "
                            "--draft-model are exclusive");
    if (a->spec_decode) {
        const char *p = a->spec_decode;
        char *end = NULL;
        long long k;

        if (strncmp(p, "mtp:", 4) != 0 || p[4] < '1' || p[4] > '9')
            return gs_error_set(err, GS_EUSAGE, "--spec-decode: expected "
                                "mtp:<k>, k from 1 to %d, got '%s'",
                                GS_PERF_MAX_DRAFT_TOKENS, p);
        errno = 0;
        k = strtoll(p + 4, &end, 10);
        if (errno || *end || k < 1 || k > GS_PERF_MAX_DRAFT_TOKENS)
            return gs_error_set(err, GS_EUSAGE, "--spec-decode: expected "
                                "mtp:<k>, k from 1 to %d, got '%s'",
                                GS_PERF_MAX_DRAFT_TOKENS, p);
        if (!gs_unset_i64(a->draft_tokens))
            return gs_error_set(err, GS_EUSAGE, "--draft-tokens goes with "
                                "--draft-model (mtp:<k> names k)");
        a->spec_k = k;
    } else if (a->draft_model) {
        if (gs_unset_i64(a->draft_tokens))
            return gs_error_set(err, GS_EUSAGE, "--draft-model needs "
                                "--draft-tokens");
        a->spec_k = a->draft_tokens;
    } else if (!gs_unset_i64(a->draft_tokens)) {
        return gs_error_set(err, GS_EUSAGE, "--draft-tokens needs "
                            "--draft-model");
    }
    if (a->spec_k > 0 && gs_unset_f64(a->acceptance_length))
        return gs_error_set(err, GS_EUSAGE, "speculative decoding needs "
                            "--acceptance-length (the measured mean tokens "
                            "per verify step)");
    if (a->spec_k == 0 && !gs_unset_f64(a->acceptance_length))
        return gs_error_set(err, GS_EUSAGE, "--acceptance-length needs "
                            "--spec-decode or --draft-model");
    if (a->spec_k > 0 && a->acceptance_length > (double)a->spec_k + 1.0)
        return gs_error_set(err, GS_EUSAGE, "--acceptance-length %g exceeds "
                            "%lld draft tokens + 1", a->acceptance_length,
                            (long long)a->spec_k);
    if (a->kv_offload && strcmp(a->kv_offload, "host") == 0 &&
        (gs_unset_f64(a->host_memory_bytes) || !(a->host_memory_bytes > 0.0)))
        return gs_error_set(err, GS_EUSAGE, "--kv-offload host needs "
                            "--host-memory (host memory per GPU for the KV "
                            "tier, e.g. 200GB)");
    if (!gs_unset_f64(a->host_memory_bytes) &&
        !(a->kv_offload && strcmp(a->kv_offload, "host") == 0))
        return gs_error_set(err, GS_EUSAGE, "--host-memory goes with "
                            "--kv-offload host");
    if (a->disagg && (a->gpu.n != 1 || gs_unset_i64(a->prefill_gpus) ||
                      gs_unset_i64(a->decode_gpus)))
        return gs_error_set(err, GS_EUSAGE, "--disagg needs one --gpu (the "
                            "decode pool's), --prefill-gpus and "
                            "--decode-gpus");
    if (!a->disagg && (!gs_unset_i64(a->prefill_gpus) ||
                       !gs_unset_i64(a->decode_gpus) || a->prefill_gpu))
        return gs_error_set(err, GS_EUSAGE, "--prefill-gpus, --decode-gpus "
                            "and --prefill-gpu go with --disagg");
    if (a->disagg && (a->sweep || a->plot || a->plot_curve || a->explain ||
                      !gs_unset_i64(a->n_gpus) || !gs_unset_i64(a->tp) ||
                      !gs_unset_i64(a->pp)))
        return gs_error_set(err, GS_EUSAGE, "--disagg sizes its pools with "
                            "--prefill-gpus and --decode-gpus; --gpus, --tp, "
                            "--pp, --sweep-concurrency, --plot and --explain "
                            "do not apply");
    if (a->disagg && a->emit && strcmp(a->emit, "sglang") != 0 &&
        strcmp(a->emit, "dynamo") != 0)
        return gs_error_set(err, GS_EUSAGE, "--disagg --emit: sglang or "
                            "dynamo (the engines that serve disaggregated)");
    if (!a->disagg && a->emit && strcmp(a->emit, "dynamo") == 0)
        return gs_error_set(err, GS_EUSAGE, "--emit dynamo needs --disagg");
    if (a->attention_dp && (gs_unset_i64(a->ep) || a->ep < 2))
        return gs_error_set(err, GS_EUSAGE, "--attention-dp needs --ep 2 "
                            "or more");
    if (!gs_unset_i64(a->ep) && a->ep > 1 &&
        ((!gs_unset_i64(a->tp) && (a->attention_dp || a->tp != a->ep)) ||
         (!gs_unset_i64(a->pp) && a->pp != 1)))
        return gs_error_set(err, GS_EUSAGE, "--ep %lld sets the replica: "
                            "give --tp %lld (or none) and no --pp, or add "
                            "--gpus", (long long)a->ep, (long long)a->ep);
    return 0;
}

/* The models the features name: the draft resolved, EP only for MoE. */
static int settle_models(struct gs_context *ctx, struct perf_args *a,
                         const struct gs_model *m,
                         struct gs_resolved_model *draft,
                         struct gs_error *err)
{
    if (!gs_unset_i64(a->ep) && a->ep > 1 && m->n_experts <= 0)
        return gs_error_set(err, GS_EDOMAIN, "--ep: '%s' has no routed "
                            "experts", m->id);
    if (!gs_unset_i64(a->ep) && a->ep > m->n_experts && m->n_experts > 0)
        return gs_error_set(err, GS_EDOMAIN, "--ep %lld exceeds the %lld "
                            "routed experts of '%s'", (long long)a->ep,
                            (long long)m->n_experts, m->id);
    if (!a->draft_model)
        return 0;
    if (gs_resolve_model(&ctx->data, a->draft_model, draft, err) < 0)
        return -1;
    a->draft = draft->model;
    return 0;
}

static void perf_args_init(void *args)
{
    *(struct perf_args *)args = (struct perf_args){
        .ctx_tokens = GS_UNSET_I64, .concurrency = GS_UNSET_I64,
        .prompt_tokens = GS_UNSET_I64, .output_tokens = GS_UNSET_I64,
        .n_gpus = GS_UNSET_I64, .tp = GS_UNSET_I64, .pp = GS_UNSET_I64,
        .max_gpus = GS_UNSET_I64, .ttft_p99_s = GS_UNSET_F64,
        .itl_p99_s = GS_UNSET_F64, .mem_util_frac = GS_UNSET_F64,
        .software_frac = GS_UNSET_F64,
        .tpot_mean_s = GS_UNSET_F64, .prefill_chunk_tokens = GS_UNSET_I64,
        .prefix_tokens = GS_UNSET_I64, .draft_tokens = GS_UNSET_I64,
        .ep = GS_UNSET_I64, .prefix_hit_rate = GS_UNSET_F64,
        .acceptance_length = GS_UNSET_F64,
        .prefill_gpus = GS_UNSET_I64, .decode_gpus = GS_UNSET_I64,
        .host_memory_bytes = GS_UNSET_F64,
    };
}
GS_COMMAND_ARGS(perf, struct perf_args, perf_args_init);

int cmd_perf(const void *args, int argc, const char **argv,
             struct gs_context *ctx, struct gs_error *err)
{
    struct perf_args a = *(const struct perf_args *)args;
    struct gs_resolved_model rm = { 0 }, draft_rm = { 0 };
    struct gs_workload asked = GS_WORKLOAD_UNSET, w;
    const struct gs_gpu **gpus = NULL;
    struct gs_perf_row *rows = NULL;
    struct gs_perf_point *pts = NULL;
    const struct gs_perf_row **pt_rows = NULL;
    struct sweep sw = { .n = 0 };
    struct gs_gpu_filter filter = { NULL, 0.0, -1 };
    struct gs_progress pr;
    size_t n_gpus = 0, i, n_pts = 0;
    int rc;

    (void)argc;
    (void)argv;
    if (!a.model)
        return gs_error_set(err, GS_EUSAGE, "perf needs --model (a catalogue "
                            "name, a config.json path, or a size such as "
                            "70B)");
    if ((a.explain || a.emit || a.plot) && a.gpu.n != 1)
        return gs_error_set(err, GS_EUSAGE, "--%s needs exactly one --gpu",
                            a.explain ? "explain" : a.emit ? "emit" : "plot");
    if (a.sweep && (a.gpu.n < 1 || a.gpu.n > PERF_MAX_CURVES))
        return gs_error_set(err, GS_EUSAGE, "--sweep-concurrency needs one "
                            "to %d --gpu (one curve each)", PERF_MAX_CURVES);
    if (a.plot_curve && !a.sweep)
        return gs_error_set(err, GS_EUSAGE, "--plot-curve needs "
                            "--sweep-concurrency");
    if (a.sweep && parse_sweep(a.sweep, &sw, err) < 0)
        return -1;
    if (a.sweep && !gs_unset_i64(a.concurrency))
        return gs_error_set(err, GS_EUSAGE, "--sweep-concurrency and "
                            "--concurrency are exclusive");
    if (gs_unset_i64(a.max_gpus))
        a.max_gpus = GS_DEFAULT_MAX_GPUS;
    if (gs_unset_i64(a.prompt_tokens))
        a.prompt_tokens = GS_PERF_DEFAULT_PROMPT_TOKENS;
    if (gs_unset_i64(a.output_tokens))
        a.output_tokens = GS_PERF_DEFAULT_OUTPUT_TOKENS;
    if (!gs_unset_i64(a.ctx_tokens) &&
        a.ctx_tokens < a.prompt_tokens + a.output_tokens)
        return gs_error_set(err, GS_EUSAGE, "--ctx %lld is shorter than "
                            "--prompt-tokens %lld + --output-tokens %lld",
                            (long long)a.ctx_tokens,
                            (long long)a.prompt_tokens,
                            (long long)a.output_tokens);
    if (settle_features(&a, err) < 0)
        return -1;
    {
        struct gs_layout l = { .tp = a.tp, .pp = a.pp, .dp = GS_UNSET_I64,
                               .zero_stage = GS_UNSET_I64,
                               .n_gpus = a.n_gpus };

        if (gs_layout_check(&l, GS_MODE_INFER, err) < 0)
            return -1;
    }
    asked.mode = GS_MODE_INFER;
    asked.ctx_tokens = gs_unset_i64(a.ctx_tokens)
                           ? a.prompt_tokens + a.output_tokens : a.ctx_tokens;
    asked.mem_util_frac = gs_unset_f64(a.mem_util_frac)
                              ? GS_PERF_DEFAULT_MEM_UTIL : a.mem_util_frac;
    if (gs_dtype_choice(a.precision, &asked.weight_dtype, err) < 0 ||
        gs_dtype_choice(a.kv_dtype, &asked.kv_dtype, err) < 0)
        return -1;
    if (gs_resolve_model(&ctx->data, a.model, &rm, err) < 0 ||
        gs_workload_settle(&asked, rm.model, &gs_default_workload, &w,
                           err) < 0)
        return -1;
    if (settle_models(ctx, &a, rm.model, &draft_rm, err) < 0)
        return -1;
    if (a.disagg)
        return run_disagg(ctx, &a, &rm, &w, err);
    /* A --tp the model's heads refuse fails on every GPU alike: say so once
     * and fail, not a table of blank rows that exits 0. */
    if (!gs_unset_i64(a.tp) && !gs_fit_tp_valid(rm.model, a.tp))
        return gs_error_set(err, GS_EDOMAIN, "tensor parallelism %lld does "
                            "not divide the %lld attention heads and %lld KV "
                            "heads of '%s'", (long long)a.tp,
                            (long long)rm.model->n_heads,
                            (long long)rm.model->n_kv_heads, rm.model->id);
    gpus = calloc(ctx->data.n_gpus + GS_STRLIST_MAX + 1, sizeof(*gpus));
    rows = calloc(ctx->data.n_gpus + GS_STRLIST_MAX + 1, sizeof(*rows));
    pts = calloc(GS_PERF_MAX_SWEEP * PERF_MAX_CURVES, sizeof(*pts));
    pt_rows = calloc(GS_PERF_MAX_SWEEP * PERF_MAX_CURVES, sizeof(*pt_rows));
    rc = -1;
    if (!gpus || !rows || !pts || !pt_rows) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    if (gs_gpu_select(&ctx->data, &a.gpu, &filter, gpus, &n_gpus, err) < 0)
        goto out;
    for (i = 0; i < n_gpus; i++)
        if (check_release(&a, rm.model, gpus[i], err) < 0)
            goto out;
    gs_progress_start(&pr, "perf", "GPUs", n_gpus);
    for (i = 0; i < n_gpus; i++) {
        gs_progress_step(&pr, i);
        rows[i].model = rm.model;
        rows[i].gpu = gpus[i];
        if (answer(&a, &w, &rows[i], a.gpu.n == 1, err) < 0) {
            gs_progress_end(&pr);
            goto out;
        }
    }
    gs_progress_end(&pr);
    if (a.gpu.n != 1)
        qsort(rows, n_gpus, sizeof(*rows), gs_perf_row_cmp);
    /* one sweep per GPU asked (each on its own layout), in the rows'
     * order; a GPU that cannot hold the question has no curve */
    for (i = 0; a.sweep && i < n_gpus; i++) {
        struct sweep one = sw;
        size_t k;

        if (!rows[i].found)
            continue;
        if (run_sweep(&a, &w, &rows[i], &one, pts + n_pts, err) < 0)
            goto out;
        for (k = 0; k < one.n; k++)
            pt_rows[n_pts + k] = &rows[i];
        n_pts += one.n;
    }
    if (report(ctx, &a, &rm, &w, rows, n_gpus, pts, n_gpus > 1 ? pt_rows
                                                               : NULL,
               n_pts, err) < 0)
        goto out;
    rc = 0;
out:
    free(pt_rows);
    free(pts);
    free(rows);
    free(gpus);
    return rc;
}
