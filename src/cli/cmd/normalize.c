/*
 * gpusel normalize: a team's measurements (BENCH.csv, docs/bench-csv.md)
 * turned into one row per candidate: the cost per accepted output from
 * the measured throughput (the cost engine through the per-candidate
 * machinery, candidate.h, as `cost` prices one candidate), whether the
 * measured p99 latencies meet the targets, gpusel's own prediction at
 * the measured layout and concurrency (the perf engine) and the ratio
 * measured / predicted.  Ranked by cost per accepted output;
 * normalize_view.c renders.  docs/commands/normalize.md documents it.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_load.h"
#include "candidate.h"
#include "cost_question.h"
#include "command.h"
#include "defaults.h"
#include "normalize_view.h"
#include "perf.h"
#include "resolve.h"
#include "roofline_defaults.h"
#include "serving.h"
#include "units.h"
#include "banned.h"

_Static_assert(GS_NORMALIZE_MAX_TERMS == GS_COST_MAX_TERMS,
               "a normalize row keeps every cost term");

struct normalize_args {
    const char *workload;
    double ttft_p99_s, itl_p99_s;
};

#define A struct normalize_args
const struct gs_option gs_normalize_options[] = {
    GS_OPT_STRING(A, "workload", workload, "<file>",
                  "a workload file: demand, quality, targets and costs "
                  "(gpusel help workload); without it, each candidate at "
                  "full load"),
    GS_OPT_DURATION(A, "ttft-p99", ttft_p99_s, "<time>",
                    "p99 time-to-first-token target (overrides the "
                    "workload's)"),
    GS_OPT_DURATION(A, "itl-p99", itl_p99_s, "<time>",
                    "p99 inter-token latency target (overrides the "
                    "workload's)"),
    GS_OPT_END(),
};
#undef A

/* Room for a row's label and reasons. */
#define NORM_TEXT_MAX 256

struct work {
    struct gs_context *ctx;
    const struct normalize_args *na;
    const struct gs_bench *bench;
    struct gs_arena *arena;
    struct gs_question_inputs in;    /* the workload file, read once */
    double ttft_p99_s, itl_p99_s;    /* the targets as settled; 0: none */
};

static const char *keep(struct gs_arena *a, const char *fmt, ...)
    GS_PRINTF(2, 3);

static const char *keep(struct gs_arena *a, const char *fmt, ...)
{
    char text[NORM_TEXT_MAX];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(text, sizeof(text), fmt, ap);
    va_end(ap);
    return gs_arena_strdup(a, text);
}

/* An error about a row: moved to the row's cell (file:line:col). */
static int at_cell(const struct work *w, const struct gs_bench_row *m,
                   int col, const struct gs_error *e, struct gs_error *err)
{
    unsigned c = m->col[col] ? m->col[col] : 1;

    return gs_error_set_at(err, e->code, w->bench->path, m->line, c, "%s",
                           e->msg);
}

/* The question for one row: the row's figures as flags over the
 * workload (or full load without one). */
static void row_args(const struct work *w, const struct gs_bench_row *m,
                     struct gs_cost_args *a)
{
    gs_candidate_args_unset(a);
    a->workload = w->na->workload;
    a->gpu = m->gpu;
    a->n_gpus = m->n_gpus;
    a->pricing = m->pricing;
    a->provider = m->provider;
    a->region = m->region;
    a->model = m->model;
    a->precision = m->precision;
    a->engine = m->engine;
    a->prompt_tokens = m->prompt_tokens;
    a->output_tokens = m->output_tokens;
    a->acceptance_rate = m->acceptance_rate;
    a->retry_rate = m->retry_rate;
    a->ttft_p99_s = w->na->ttft_p99_s;
    a->itl_p99_s = w->na->itl_p99_s;
    if (m->work == GS_BENCH_WORK_TOKENS)
        a->tokens_per_s_per_gpu = m->throughput / (double)m->n_gpus;
    else if (m->work == GS_BENCH_WORK_IMAGES)
        a->assets_per_hour = m->throughput;
}

/*
 * Without a workload: the largest demand one replica (one worker) holds
 * busy all the time, so the cost is the candidate's floor.  The engine
 * provisions ceil(peak x (1 + retry) / capacity) replicas; the demand is
 * stepped down until that is exactly 1.
 */
static void full_load(const struct gs_bench_row *m, struct gs_cost_args *a)
{
    double retry = gs_unset_f64(m->retry_rate) ? 0.0 : m->retry_rate;

    if (m->work == GS_BENCH_WORK_TOKENS) {
        double cap = m->throughput / (double)m->output_tokens;
        double d = cap / (1.0 + retry);

        while (d * (1.0 + retry) / cap > 1.0)
            d = nextafter(d, 0.0);
        a->kind = "realtime";
        a->requests_per_s = d;
        a->peak_requests_per_s = d;
    } else {
        a->kind = "media";
        a->assets = m->throughput;    /* one hour of renders */
    }
}

/* The perf engine's prediction at the row's concurrency and layout. */
static int predict(const struct gs_cost_question *q,
                   const struct gs_bench_row *m, const struct gs_model *model,
                   const struct gs_gpu *g, struct gs_normalize_row *out,
                   struct gs_error *err)
{
    struct gs_workload wl;
    struct gs_perf_query pq;
    struct gs_perf_choice ch;
    struct gs_perf_point pt;

    if (gs_candidate_perf_query(q, model, g, m->engine, false, &wl, &pq,
                                err) < 0)
        return -1;
    if (gs_perf_choose(&pq, m->n_gpus, m->tp, m->pp, m->concurrency, &pt,
                       &ch, err) < 0)
        return -1;
    if (!ch.found)
        return gs_error_set(err, GS_EDOMAIN, "gpusel's model holds at most "
                            "%lld sequences there, the row measured %lld",
                            (long long)ch.max_concurrency,
                            (long long)m->concurrency);
    out->predicted = true;
    out->tp = pt.tp;
    out->pp = pt.pp;
    out->dp = pt.dp;
    out->pred_throughput = pt.expected.tokens_per_s;
    out->pred_ttft_p99_s = pt.expected.ttft_p99_s;
    out->pred_itl_p99_s = pt.expected.itl_p99_s;
    out->throughput_ratio = m->throughput / out->pred_throughput;
    if (!gs_unset_f64(m->ttft_p99_s) && isfinite(out->pred_ttft_p99_s))
        out->ttft_p99_ratio = m->ttft_p99_s / out->pred_ttft_p99_s;
    if (!gs_unset_f64(m->itl_p99_s) && isfinite(out->pred_itl_p99_s))
        out->itl_p99_ratio = m->itl_p99_s / out->pred_itl_p99_s;
    if (!isfinite(out->pred_ttft_p99_s))
        out->pred_ttft_p99_s = NAN;
    return 0;
}

/* Whether the measured p99s meet the targets; the reason when not. */
static const char *missed(const struct work *w, const struct gs_bench_row *m,
                          double ttft_target_s, double itl_target_s)
{
    if (ttft_target_s > 0.0 && gs_unset_f64(m->ttft_p99_s))
        return "p99 TTFT not measured, the target needs it";
    if (ttft_target_s > 0.0 && m->ttft_p99_s > ttft_target_s)
        return keep(w->arena, "measured p99 TTFT %.3g s is above the "
                    "target %.3g s", m->ttft_p99_s, ttft_target_s);
    if (itl_target_s > 0.0 && gs_unset_f64(m->itl_p99_s))
        return "p99 ITL not measured, the target needs it";
    if (itl_target_s > 0.0 && m->itl_p99_s > itl_target_s)
        return keep(w->arena, "measured p99 ITL %.3g s is above the "
                    "target %.3g s", m->itl_p99_s, itl_target_s);
    return NULL;
}

static void init_row(struct gs_normalize_row *r, const struct gs_bench_row *m)
{
    memset(r, 0, sizeof(*r));
    r->m = m;
    r->usd_per_gpu_hour = NAN;
    r->price_age_days = -1;
    r->usd_per_accepted_output = r->usd_per_mtok = r->usd_total = NAN;
    r->utilisation_frac = NAN;
    r->pred_throughput = r->pred_ttft_p99_s = r->pred_itl_p99_s = NAN;
    r->throughput_ratio = r->ttft_p99_ratio = r->itl_p99_ratio = NAN;
}

/*
 * Samples (training) rows: the cost engine's hourly rate for the kind,
 * per accepted sample:
 *   usd_per_accepted = n x usd_per_used_hour(1) x (1 + retry)
 *                      / (samples_per_s x 3600 x acceptance)
 */
static int cost_samples(const struct gs_bench_row *m,
                        const struct gs_cost_pricing *cp,
                        struct gs_normalize_row *r, struct gs_error *err)
{
    struct gs_cost_rate rate;
    double acc = gs_unset_f64(m->acceptance_rate) ? 1.0 : m->acceptance_rate;
    double retry = gs_unset_f64(m->retry_rate) ? 0.0 : m->retry_rate;
    double usd_per_hour;

    if (gs_cost_rate_eval(cp, &rate, NULL, err) < 0)
        return -1;
    usd_per_hour = (double)m->n_gpus * gs_cost_usd_per_used_hour(&rate, 1.0);
    r->usd_total = usd_per_hour;
    r->usd_per_accepted_output = usd_per_hour * (1.0 + retry) /
                                 (m->throughput * GS_SECONDS_PER_HOUR * acc);
    r->utilisation_frac = 1.0;
    r->n_terms = 1;
    r->term_names[0] = "GPU compute";
    r->term_usd[0] = usd_per_hour;
    return 0;
}

/* The workload file (--workload), read once for every row. */
static int load_workload(struct work *w, const struct normalize_args *na,
                         struct gs_context *ctx, struct gs_arena *arena,
                         struct gs_error *err)
{
    struct gs_cost_args a;

    gs_candidate_args_unset(&a);
    a.workload = na->workload;
    return gs_question_inputs_load(&w->in, &a, &ctx->data, arena, err);
}

/* One row: price, cost, prediction, targets.  A candidate that cannot
 * be priced or costed is rejected with the reason; a bad row (unknown
 * model, a workload that does not fit the row) is an error. */
static int normalize_row(struct work *w, const struct gs_bench_row *m,
                         struct gs_normalize_row *r, const char **note,
                         struct gs_error *err)
{
    struct gs_context *ctx = w->ctx;
    struct gs_cost_args a;
    struct gs_cost_question q;
    struct gs_resolved_model rm;
    struct gs_candidate_throughput t;
    struct gs_cost_pricing cp;
    struct gs_cost_result res;
    struct gs_error e = GS_ERROR_INIT;
    const struct gs_price *row = NULL;
    const struct gs_gpu *g;
    enum gs_pricing kind;
    int32_t age;
    size_t i;

    init_row(r, m);
    *note = NULL;
    if (!(g = gs_dataset_gpu(&ctx->data, m->gpu, &e)))
        return at_cell(w, m, GS_BENCH_GPU, &e, err);
    row_args(w, m, &a);
    if (!w->na->workload) {
        if (m->work == GS_BENCH_WORK_TOKENS && gs_unset_i64(m->output_tokens))
            return gs_error_set_at(err, GS_ESCHEMA, w->bench->path, m->line,
                                   1, "'output_tokens' is needed to count "
                                   "outputs (give the column, or "
                                   "--workload)");
        if (m->work == GS_BENCH_WORK_SAMPLES) {
            /* a training question needs a token budget; a cost per
             * sample does not depend on it */
            a.kind = "training";
            a.tokens = "4194304";  /* one step: the least a run is */
        } else {
            full_load(m, &a);
        }
    }
    if (gs_cost_question_settle(&a, &w->in, g, w->arena, &q, &e) < 0) {
        /* a --workload that cannot be read is not this row's fault */
        if (e.code == GS_EIO || e.code == GS_ENOMEM) {
            *err = e;
            return -1;
        }
        if (e.path[0])
            return gs_error_set_at(err, e.code, e.path, e.line, e.col, "%s",
                                   e.msg);
        return at_cell(w, m, GS_BENCH_GPU, &e, err);
    }
    if (m->work == GS_BENCH_WORK_TOKENS &&
        q.kind != GS_WKIND_REALTIME && q.kind != GS_WKIND_BATCH)
        return gs_error_set_at(err, GS_ESCHEMA, w->bench->path, m->line,
                               m->col[GS_BENCH_TOKENS_PER_S], "a "
                               "tokens_per_s row needs a realtime or batch "
                               "workload, '%s' is %s", w->na->workload,
                               gs_workload_kind_name(q.kind));
    if (m->work == GS_BENCH_WORK_SAMPLES && !gs_workload_kind_trains(q.kind))
        return gs_error_set_at(err, GS_ESCHEMA, w->bench->path, m->line,
                               m->col[GS_BENCH_SAMPLES_PER_S], "a "
                               "samples_per_s row needs a training workload, "
                               "'%s' is %s", w->na->workload,
                               gs_workload_kind_name(q.kind));
    if (m->work == GS_BENCH_WORK_IMAGES && q.kind != GS_WKIND_MEDIA)
        return gs_error_set_at(err, GS_ESCHEMA, w->bench->path, m->line,
                               m->col[GS_BENCH_IMAGES_PER_HOUR], "an "
                               "images_per_hour row needs a media workload, "
                               "'%s' is %s", w->na->workload,
                               gs_workload_kind_name(q.kind));
    r->pricing = q.pricing;
    kind = (enum gs_pricing)gs_pricing_find(q.pricing);
    r->label = keep(w->arena, "%s x%lld, %s (line %u)", g->id,
                    (long long)m->n_gpus, q.pricing, m->line);
    if (!r->label)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    memset(&rm, 0, sizeof(rm));
    if (m->work == GS_BENCH_WORK_TOKENS &&
        gs_resolve_model(&ctx->data, m->model, &rm, &e) < 0)
        return at_cell(w, m, GS_BENCH_MODEL, &e, err);
    if (!gs_unset_f64(m->usd_per_gpu_hour)) {
        r->usd_per_gpu_hour = m->usd_per_gpu_hour;
    } else if (kind != GS_PRICING_OWNED) {
        row = gs_candidate_choose_price(&ctx->plan_prices, g, kind,
                                        q.provider, q.region, NULL,
                                        m->n_gpus);
        if (!row) {
            r->reason = keep(w->arena, "no %s price for '%s'%s%s (give "
                             "usd_per_gpu_hour in the row)", q.pricing,
                             g->id, q.provider ? " at " : "",
                             q.provider ? q.provider : "");
            return r->reason ? 0 : gs_error_set(err, GS_ENOMEM, "out of "
                                                "memory");
        }
        r->usd_per_gpu_hour = row->usd_per_gpu_hour;
        r->price_offer = keep(w->arena, "%s %s%s%s %s",
                              row->provider ? row->provider : "?",
                              row->instance ? row->instance : "?",
                              row->region ? " " : "",
                              row->region ? row->region : "", q.pricing);
        if (row->as_of.precision != GS_DATE_NONE)
            r->price_as_of = row->as_of.text;
        if (gs_date_age_days(&row->as_of, ctx->today_days, &age) == 0)
            r->price_age_days = age;
        r->price_stale = gs_date_is_stale(&row->as_of, ctx->today_days,
                                          ctx->stale_after_days);
        r->price_source = row->source;
    } else if (gs_gpu_purchase_usd(g) <= 0.0) {
        r->reason = keep(w->arena, "the catalogue has no purchase or launch "
                         "price for '%s' (give usd_per_gpu_hour in the row)",
                         g->id);
        return r->reason ? 0 : gs_error_set(err, GS_ENOMEM, "out of memory");
    }
    memset(&t, 0, sizeof(t));
    gs_candidate_make_pricing(&a, g, kind,
                              isnan(r->usd_per_gpu_hour) ? 0.0
                                                         : r->usd_per_gpu_hour,
                              &t, false, &cp);
    if (m->work == GS_BENCH_WORK_SAMPLES) {
        if (cost_samples(m, &cp, r, &e) < 0) {
            r->reason = keep(w->arena, "%s", e.msg);
            return 0;
        }
    } else {
        if (gs_candidate_throughput(&q, &a, rm.model, g, m->n_gpus, &t, NULL,
                                    &e) < 0 ||
            gs_candidate_evaluate(&q, &cp, &t, m->n_gpus, &res, NULL,
                                  &e) < 0) {
            r->reason = keep(w->arena, "%s", e.msg);
            return r->reason ? 0 : gs_error_set(err, GS_ENOMEM, "out of "
                                                "memory");
        }
        r->usd_per_accepted_output = res.usd_per_accepted_output;
        r->usd_per_mtok = isfinite(res.usd_per_mtok) ? res.usd_per_mtok : NAN;
        r->usd_total = res.usd_total;
        r->utilisation_frac = res.utilisation_frac;
        r->n_terms = res.n_terms;
        for (i = 0; i < res.n_terms; i++) {
            r->term_names[i] = res.terms[i].name;
            r->term_usd[i] = res.terms[i].usd;
        }
    }
    if (m->work == GS_BENCH_WORK_TOKENS && !gs_unset_i64(m->concurrency)) {
        gs_error_clear(&e);
        if (predict(&q, m, rm.model, g, r, &e) < 0) {
            if (e.code != GS_EDOMAIN) {
                *err = e;
                return -1;
            }
            *note = keep(w->arena, "line %u: no prediction: %s", m->line,
                         e.msg);
        }
    } else if (m->work == GS_BENCH_WORK_TOKENS) {
        *note = keep(w->arena, "line %u: no prediction: the row gives no "
                     "concurrency", m->line);
    }
    if (m->work == GS_BENCH_WORK_TOKENS) {
        w->ttft_p99_s = q.ttft_p99_s;
        w->itl_p99_s = q.itl_p99_s;
        r->reason = missed(w, m, q.ttft_p99_s, q.itl_p99_s);
    }
    r->meets = r->reason == NULL;
    return 0;
}

/* Most words of the reproducing command line we keep. */
#define NORM_MAX_WORDS 256

/*
 * The command line for the decision record's "Reproduce": the common
 * options main() read before the command (catalogues, format, output),
 * then argv (argv[0] the command), each shell-quoted where needed.
 */
static const char *command_line(struct gs_arena *a,
                                const struct gs_common_args *pre, int argc,
                                const char **argv)
{
    const char *words[NORM_MAX_WORDS];
    size_t n = 0, len = sizeof("gpusel"), k = 0, i;
    char *s;

    for (i = 0; i < pre->catalogs.n && n + 2 < NORM_MAX_WORDS; i++) {
        words[n++] = "--catalog";
        words[n++] = pre->catalogs.items[i];
    }
    if (pre->no_env && n + 1 < NORM_MAX_WORDS)
        words[n++] = "--no-env-catalog";
    if (pre->format && strcmp(pre->format, "table") != 0 &&
        n + 2 < NORM_MAX_WORDS) {
        words[n++] = "--format";
        words[n++] = pre->format;
    }
    for (i = 0; i < (size_t)argc && n < NORM_MAX_WORDS; i++)
        words[n++] = argv[i];
    for (i = 0; i < n; i++)
        len += 3 + 4 * strlen(words[i]);
    if (!(s = gs_arena_alloc(a, len)))
        return NULL;
    k += (size_t)snprintf(s, len, "gpusel");
    for (i = 0; i < n; i++) {
        const char *p = words[i];
        bool plain = *p && strspn(p, "abcdefghijklmnopqrstuvwxyz"
                                     "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                     "0123456789-_./=:,+@%") == strlen(p);

        s[k++] = ' ';
        if (!plain)
            s[k++] = '\'';
        for (; *p; p++) {
            if (!plain && *p == '\'') {
                memcpy(s + k, "'\\''", 4);
                k += 4;
            } else {
                s[k++] = *p;
            }
        }
        if (!plain)
            s[k++] = '\'';
    }
    s[k] = '\0';
    return s;
}

/* Ranked rows first, cheapest per accepted output, then GPU id, GPU
 * count and line (the file order) for ties; rejected rows in file
 * order. */
static int row_cmp(const void *x, const void *y)
{
    const struct gs_normalize_row *a = x, *b = y;
    int c;

    if (a->meets != b->meets)
        return a->meets ? -1 : 1;
    if (a->meets && a->usd_per_accepted_output != b->usd_per_accepted_output)
        return a->usd_per_accepted_output < b->usd_per_accepted_output ? -1
                                                                       : 1;
    if (a->meets && (c = strcmp(a->m->gpu, b->m->gpu)) != 0)
        return c;
    if (a->meets && a->m->n_gpus != b->m->n_gpus)
        return a->m->n_gpus < b->m->n_gpus ? -1 : 1;
    return a->m->line < b->m->line ? -1 : a->m->line > b->m->line;
}

static void normalize_args_init(void *args)
{
    *(struct normalize_args *)args = (struct normalize_args){
        .ttft_p99_s = GS_UNSET_F64, .itl_p99_s = GS_UNSET_F64,
    };
}
GS_COMMAND_ARGS(normalize, struct normalize_args, normalize_args_init);

int cmd_normalize(const void *args, int argc, const char **argv,
                  struct gs_context *ctx, struct gs_error *err)
{
    struct normalize_args na = *(const struct normalize_args *)args;
    struct gs_arena arena;
    struct gs_bench bench;
    struct gs_normalize_row *rows = NULL;
    const char **notes = NULL;
    struct gs_normalize_view_in vi;
    struct work w;
    size_t i, n_notes = 0, n_ranked = 0;
    const char *line;
    int rc;

    gs_arena_init(&arena);
    (void)argc;
    line = command_line(&arena, &ctx->global, ctx->raw_argc, ctx->raw_argv);
    memset(&w, 0, sizeof(w));
    rc = -1;
    if (gs_bench_load(&bench, &arena, argv[1], &ctx->data, err) < 0 ||
        load_workload(&w, &na, ctx, &arena, err) < 0 ||
        gs_context_prices(ctx, err) < 0)
        goto out;
    w.ctx = ctx;
    w.na = &na;
    w.bench = &bench;
    w.arena = &arena;
    rows = calloc(bench.n_rows, sizeof(*rows));
    notes = calloc(bench.n_rows, sizeof(*notes));
    if (!rows || !notes) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    for (i = 0; i < bench.n_rows; i++) {
        const char *note;

        if (normalize_row(&w, &bench.rows[i], &rows[i], &note, err) < 0)
            goto out;
        if (note)
            notes[n_notes++] = note;
    }
    qsort(rows, bench.n_rows, sizeof(*rows), row_cmp);
    for (i = 0; i < bench.n_rows && rows[i].meets; i++)
        rows[i].rank = (int64_t)++n_ranked;
    memset(&vi, 0, sizeof(vi));
    vi.ctx = ctx;
    vi.bench = &bench;
    vi.workload_path = na.workload;
    vi.rows = rows;
    vi.n_rows = bench.n_rows;
    vi.n_ranked = n_ranked;
    vi.ttft_p99_s = w.ttft_p99_s;
    vi.itl_p99_s = w.itl_p99_s;
    vi.command_line = line;
    vi.notes = notes;
    vi.n_notes = n_notes;
    rc = gs_normalize_view_emit(&vi, err);
out:
    free(rows);
    free(notes);
    gs_arena_release(&arena);
    return rc;
}
