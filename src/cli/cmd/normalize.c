/*
 * gpusel normalize: a team's measurements (BENCH.csv, docs/bench-csv.md)
 * turned into one row per candidate.  This reads the files, resolves
 * each row's GPU and model and settles its question; plan decides the
 * row (src/plan/normalize.h: the cost per accepted output from the
 * measured throughput, the p99s against the targets, gpusel's own
 * prediction, the ranking); normalize_view.c renders.
 * docs/commands/normalize.md documents it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_load.h"
#include "candidate.h"
#include "cost_question.h"
#include "command.h"
#include "normalize.h"
#include "normalize_view.h"
#include "resolve.h"
#include "units.h"
#include "banned.h"

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

struct work {
    struct gs_context *ctx;
    const struct normalize_args *na;
    const struct gs_bench *bench;
    struct gs_arena *arena;
    struct gs_question_inputs in;    /* the workload file, read once */
    double ttft_p99_s, itl_p99_s;    /* the targets as settled; 0: none */
};

/* An error about a row: moved to the row's cell (file:line:col). */
static int at_cell(const struct work *w, const struct gs_bench_row *m,
                   int col, const struct gs_error *e, struct gs_error *err)
{
    unsigned c = m->col[col] ? m->col[col] : 1;

    return gs_error_set_at(err, e->code, w->bench->path, m->line, c, "%s",
                           e->msg);
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

/* One row: the question settled and its names resolved here, the
 * decision in plan (gs_normalize_row_eval).  A candidate that cannot
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
    struct gs_normalize_in in;
    struct gs_error e = GS_ERROR_INIT;
    const struct gs_gpu *g;

    if (!(g = gs_dataset_gpu(&ctx->data, m->gpu, &e)))
        return at_cell(w, m, GS_BENCH_GPU, &e, err);
    if (!w->na->workload && m->work == GS_BENCH_WORK_TOKENS &&
        gs_unset_i64(m->output_tokens))
        return gs_error_set_at(err, GS_ESCHEMA, w->bench->path, m->line, 1,
                               "'output_tokens' is needed to count outputs "
                               "(give the column, or --workload)");
    gs_normalize_row_args(m, w->na->workload, w->na->ttft_p99_s,
                          w->na->itl_p99_s, &a);
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
    memset(&rm, 0, sizeof(rm));
    if (m->work == GS_BENCH_WORK_TOKENS &&
        gs_resolve_model(&ctx->data, m->model, &rm, &e) < 0)
        return at_cell(w, m, GS_BENCH_MODEL, &e, err);
    in = (struct gs_normalize_in){ m, &a, &q, g, rm.model, &ctx->plan_prices,
                                   ctx->today_days, ctx->stale_after_days };
    if (gs_normalize_row_eval(&in, w->arena, r, note, err) < 0)
        return -1;
    if (r->targets_checked) {
        w->ttft_p99_s = q.ttft_p99_s;
        w->itl_p99_s = q.itl_p99_s;
    }
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
    n_ranked = gs_normalize_rank(rows, bench.n_rows);
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
