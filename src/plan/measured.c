/*
 * --measured: the bench row that answers a question on one GPU, and that
 * row as a `measured` entry (measured.h has the contract).  Moved from
 * src/cli/cost_question.c.
 */
#include <stdio.h>
#include <string.h>

#include "ascii.h"
#include "measured.h"
#include "workload.h"
#include "workload_file.h"
#include "banned.h"

/* Room for "measured (PATH:LINE)". */
#define MEASURED_SOURCE_MAX 320

/* Whether row r's weight format is one q accepts (either auto: yes). */
static bool same_format(const struct gs_bench_row *r,
                        const struct gs_cost_question *q)
{
    int d;
    size_t i;

    if (!r->precision || strcmp(r->precision, "auto") == 0 ||
        q->n_formats == 0)
        return true;
    if ((d = gs_dtype_find(r->precision)) < 0)
        return false;
    for (i = 0; i < q->n_formats; i++)
        if (q->formats[i] == (enum gs_dtype)d)
            return true;
    return false;
}

/* Whether bench row r answers question q on GPU g (see the header). */
static bool row_fits(const struct gs_bench_row *r, const struct gs_gpu *g,
                     int64_t n_gpus, const struct gs_cost_question *q,
                     gs_model_find_fn *find, const void *user)
{
    const struct gs_model *rm, *qm;
    bool media = q->kind == GS_WKIND_MEDIA;

    if (strcmp(r->gpu, g->id) != 0 ||
        (!gs_unset_i64(n_gpus) && r->n_gpus != n_gpus) ||
        (media ? r->work != GS_BENCH_WORK_IMAGES
               : r->work != GS_BENCH_WORK_TOKENS) ||
        !same_format(r, q))
        return false;
    if (q->ttft_p99_s > 0.0 && !gs_unset_f64(r->ttft_p99_s) &&
        r->ttft_p99_s > q->ttft_p99_s)
        return false;
    if (q->itl_p99_s > 0.0 && !gs_unset_f64(r->itl_p99_s) &&
        r->itl_p99_s > q->itl_p99_s)
        return false;
    if (media || !q->model_name)
        return true;
    rm = find(user, r->model);
    qm = find(user, q->model_name);
    return rm && qm ? rm == qm : gs_ascii_caseeq(r->model, q->model_name);
}

const struct gs_bench_row *
gs_measured_best_row(const struct gs_bench *b, const struct gs_gpu *g,
                     int64_t n_gpus, const struct gs_cost_question *q,
                     gs_model_find_fn *find, const void *user)
{
    const struct gs_bench_row *best = NULL;
    size_t i;

    for (i = 0; i < b->n_rows; i++) {
        const struct gs_bench_row *r = &b->rows[i];

        if (row_fits(r, g, n_gpus, q, find, user) &&
            (!best || r->throughput / (double)r->n_gpus >
                          best->throughput / (double)best->n_gpus))
            best = r;
    }
    return best;
}

int gs_measured_apply(struct gs_cost_question *q, const struct gs_bench *b,
                      const struct gs_gpu *g, int64_t n_gpus,
                      gs_model_find_fn *find, const void *user,
                      struct gs_arena *arena, struct gs_error *err)
{
    const struct gs_bench_row *best;
    struct gs_workload_measured m;
    char text[MEASURED_SOURCE_MAX];
    const char *source;

    if (!(best = gs_measured_best_row(b, g, n_gpus, q, find, user)))
        return 0;
    gs_bench_row_measured(best, &m);
    if (b->format != GS_BENCH_FORMAT_BENCH && best->source)
        /* a published benchmark: its own name and place (InferenceX
         * file:line and run, MLPerf scenario and files) */
        snprintf(text, sizeof(text), "measured (%s)", best->source);
    else
        snprintf(text, sizeof(text), "measured (%s:%u)", b->path,
                 best->line);
    if (!(source = gs_arena_strdup(arena, text)))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    gs_question_apply_measured(q, &m, source);
    return 0;
}
