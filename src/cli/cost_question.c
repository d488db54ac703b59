/*
 * The question of `gpusel cost`, settled: its option table, the workload
 * file read through the strict loader (workload_file.h), flags over the
 * file over sourced defaults (cost_defaults.h).  No cost.h here (see
 * cost_question.h).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "bench_load.h"
#include "command.h"
#include "cost_defaults.h"
#include "cost_question.h"
#include "defaults.h"
#include "price_load.h"
#include "serving.h"
#include "units.h"
#include "workload_file.h"
#include "banned.h"

/* Room for "measured (PATH:LINE)". */
#define GS_COST_SOURCE_MAX 320

const char *const gs_kv_dtype_names[] = {
    "fp32", "bf16", "fp16", "fp8", "int8", NULL
};

#define A struct gs_cost_args
const struct gs_option gs_cost_options[] = {
    GS_OPT_STRING(A, "workload", workload, "<file>",
                  "a workload file (gpusel help workload); flags override it"),
    GS_OPT_STRING(A, "gpu", gpu, "<gpu>", "the candidate GPU (id or alias)"),
    GS_OPT_INT64(A, "gpus", n_gpus, "<n>",
                 "GPUs per instance (serving: one unit of replicas; "
                 "training: the job); default the fewest that hold the "
                 "workload", 1, GS_MAX_SEARCH_GPUS),
    GS_OPT_CHOICE(A, "pricing", pricing, "<kind>",
                  "how the GPUs are paid for (default on-demand)",
                  gs_pricing_names),
    GS_OPT_STRING(A, "provider", provider, "<name>",
                  "use this provider's price (case ignored)"),
    GS_OPT_STRING(A, "region", region, "<name>",
                  "use a price in this region (case ignored)"),
    GS_OPT_STRING(A, "instance", instance, "<name>",
                  "use this instance's price (case ignored)"),
    GS_COST_QUESTION_OPTIONS(A, ),
    GS_OPT_STRING(A, "api", api, "<provider/model>",
                  "compare with this model API's token prices"),
    GS_OPT_FLAG(A, "explain", explain, "show every formula with its values"),
    GS_OPT_END(),
};
#undef A

/* Whether bench row r answers question q on GPU g (see the header). */
static bool row_fits(const struct gs_bench_row *r,
                     const struct gs_cost_args *a,
                     const struct gs_dataset *d, const struct gs_gpu *g,
                     const struct gs_cost_question *q)
{
    const struct gs_model *rm, *qm;
    bool media = q->kind == GS_WKIND_MEDIA;

    if (strcmp(r->gpu, g->id) != 0 ||
        (!gs_unset_i64(a->n_gpus) && r->n_gpus != a->n_gpus) ||
        (media ? r->work != GS_BENCH_WORK_IMAGES
               : r->work != GS_BENCH_WORK_TOKENS) ||
        (r->precision && q->precision && strcmp(r->precision, "auto") &&
         strcmp(q->precision, "auto") && strcmp(r->precision, q->precision)))
        return false;
    if (q->ttft_p99_s > 0.0 && !gs_unset_f64(r->ttft_p99_s) &&
        r->ttft_p99_s > q->ttft_p99_s)
        return false;
    if (q->itl_p99_s > 0.0 && !gs_unset_f64(r->itl_p99_s) &&
        r->itl_p99_s > q->itl_p99_s)
        return false;
    if (media || !q->model_name)
        return true;
    rm = gs_dataset_find_model(d, r->model);
    qm = gs_dataset_find_model(d, q->model_name);
    return rm && qm ? rm == qm : strcasecmp(r->model, q->model_name) == 0;
}

/* --measured: the best row for g, as a `measured` entry. */
static int settle_measured(const struct gs_cost_args *a,
                           const struct gs_bench *b,
                           const struct gs_dataset *d,
                           const struct gs_gpu *g, struct gs_arena *arena,
                           struct gs_cost_question *q, struct gs_error *err)
{
    const struct gs_bench_row *best = NULL;
    struct gs_workload_measured m;
    char text[GS_COST_SOURCE_MAX];
    const char *source;
    size_t i;

    for (i = 0; i < b->n_rows; i++) {
        const struct gs_bench_row *r = &b->rows[i];

        if (row_fits(r, a, d, g, q) &&
            (!best || r->throughput / (double)r->n_gpus >
                          best->throughput / (double)best->n_gpus))
            best = r;
    }
    if (!best)
        return 0;
    gs_bench_row_measured(best, &m);
    if (b->format != GS_BENCH_FORMAT_BENCH && best->source)
        /* a published benchmark: its own name and place (InferenceX
         * file:line and run, MLPerf scenario and files) */
        snprintf(text, sizeof(text), "measured (%s)", best->source);
    else
        snprintf(text, sizeof(text), "measured (%s:%u)", b->path,
                 best->line);
    source = gs_arena_strdup(arena, text);
    if (!source)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    gs_question_apply_measured(q, &m, source);
    return 0;
}

int gs_question_inputs_load(struct gs_question_inputs *in,
                            const struct gs_cost_args *a,
                            const struct gs_dataset *d,
                            struct gs_arena *arena, struct gs_error *err)
{
    struct gs_workload_file *wf;
    struct gs_bench *b;
    struct gs_gpu_resolver r;

    in->file = NULL;
    in->bench = NULL;
    in->data = d;
    if (a->workload) {
        if (!(wf = gs_arena_calloc(arena, 1, sizeof(*wf))))
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        gs_gpu_resolver_dataset(&r, d);
        if (gs_workload_file_load(wf, arena, a->workload, &r, err) < 0)
            return -1;
        in->file = wf;
    }
    if (a->measured && gs_unset_f64(a->tokens_per_s_per_gpu) &&
        gs_unset_f64(a->assets_per_hour)) {
        if (!(b = gs_arena_calloc(arena, 1, sizeof(*b))))
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        if (gs_bench_load(b, arena, a->measured, d, err) < 0)
            return -1;
        in->bench = b;
    }
    return 0;
}

int gs_cost_question_settle(const struct gs_cost_args *a,
                            const struct gs_question_inputs *in,
                            const struct gs_gpu *g, struct gs_arena *arena,
                            struct gs_cost_question *q, struct gs_error *err)
{
    if (gs_question_settle(a, in->file, g, q, err) < 0)
        return -1;
    if (!in->bench || !g || !gs_unset_f64(a->tokens_per_s_per_gpu) ||
        !gs_unset_f64(a->assets_per_hour))
        return 0;
    return settle_measured(a, in->bench, in->data, g, arena, q, err);
}
