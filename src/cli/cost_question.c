/*
 * The question of `gpusel cost`, settled: its option table, the workload
 * file read through the strict loader (workload_file.h), flags over the
 * file over sourced defaults (cost_defaults.h).  No cost.h here (see
 * cost_question.h).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bench_load.h"
#include "command.h"
#include "cost_defaults.h"
#include "cost_question.h"
#include "defaults.h"
#include "measured.h"
#include "price_load.h"
#include "serving.h"
#include "units.h"
#include "workload_file.h"
#include "banned.h"

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
    GS_EP_OPTION(A, ),
    GS_OPT_STRING(A, "api", api, "<provider/model>",
                  "compare with this model API's token prices"),
    GS_OPT_FLAG(A, "explain", explain, "show every formula with its values"),
    GS_OPT_END(),
};
#undef A

/* gs_model_find_fn over the dataset: a catalogue id or alias. */
static const struct gs_model *find_model(const void *user,
                                         const char *name)
{
    return gs_dataset_find_model(user, name);
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
    /* a draft model from the catalogue (docs/commands/cost.md, "Serving
     * features") */
    if (q->draft_model_name &&
        !(q->draft_model = gs_dataset_model(in->data, q->draft_model_name,
                                            err)))
        return -1;
    if (!in->bench || !g || !gs_unset_f64(a->tokens_per_s_per_gpu) ||
        !gs_unset_f64(a->assets_per_hour))
        return 0;
    return gs_measured_apply(q, in->bench, g, a->n_gpus, find_model,
                             in->data, arena, err);
}

int gs_question_gpus(const struct gs_dataset *d,
                     const struct gs_workload_file *file,
                     struct gs_arena *arena, const struct gs_gpu ***gpus,
                     size_t *n_gpus, struct gs_error *err)
{
    bool listed = file && file->candidates.n;
    size_t i, n = listed ? file->candidates.n : d->n_gpus;
    const struct gs_gpu **list;

    if (!(list = gs_arena_calloc(arena, n + 1, sizeof(*list))))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (i = 0; i < n; i++)
        if (!(list[i] = listed ? gs_dataset_gpu(d, file->candidates.items[i],
                                                err)
                               : &d->gpus[i]))
            return -1;
    *gpus = list;
    *n_gpus = n;
    return 0;
}
