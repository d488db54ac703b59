/*
 * Scaling a modelled throughput by the nearest measured GPU (scale.h):
 * the references and the scaled throughput rank and cost share.  Moved
 * from src/plan/rank_enum.c so that `gpusel cost` applies rank's rule,
 * not a copy of it.  Pure: memory from the caller's arena.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "defaults.h"
#include "scale.h"
#include "banned.h"

static bool serving(const struct gs_cost_question *q)
{
    return q->kind == GS_WKIND_REALTIME || q->kind == GS_WKIND_BATCH;
}

/* The count the model is asked at for measured GPU g: the workload
 * entry's gpu_count (the GPUs that ran together), else 1 (a BENCH row's
 * count is not carried: the first count that holds the question). */
static int64_t measured_count(const struct gs_workload_file *file,
                              const struct gs_gpu *g)
{
    size_t i;

    for (i = 0; file && i < file->n_measured; i++) {
        const struct gs_workload_measured *m = &file->measured[i];

        if (m->gpu && strcmp(m->gpu, g->id) == 0 &&
            !gs_unset_i64(m->gpu_count) && m->gpu_count > 0)
            return m->gpu_count;
    }
    return 1;
}

int gs_scale_refs(const struct gs_gpu *const *gpus, size_t n_gpus,
                  gs_scale_settle_fn *settle, void *settle_user,
                  const struct gs_workload_file *file,
                  const struct gs_cost_args *a, const struct gs_model *m,
                  struct gs_cost_question *q, struct gs_arena *arena,
                  struct gs_measured_ref **refs, size_t *n_refs,
                  struct gs_error *err)
{
    bool trains = gs_workload_kind_trains(q->kind);
    size_t i;

    *refs = NULL;
    *n_refs = 0;
    if ((!serving(q) && !trains) ||
        !gs_unset_f64(a->tokens_per_s_per_gpu) || !gs_unset_f64(a->mfu))
        return 0;
    for (i = 0; i < n_gpus; i++) {
        const struct gs_gpu *g = gpus[i];
        struct gs_measured_ref *ref;
        double measured;
        int64_t n;

        if (settle(settle_user, g, q, err) < 0)
            return -1;
        measured = trains ? q->measured_mfu : q->measured_tokens_per_s_per_gpu;
        if (isnan(measured) || (!trains && gs_unset_f64(measured)))
            continue;
        if (!*refs && !(*refs = gs_arena_calloc(arena, n_gpus,
                                                sizeof(**refs))))
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        ref = &(*refs)[*n_refs];
        ref->gpu = g;
        ref->measured = measured;
        ref->modelled = NAN;
        q->measured_tokens_per_s_per_gpu = GS_UNSET_F64;
        q->measured_mfu = NAN;
        n = gs_unset_i64(a->n_gpus) ? measured_count(file, g) : a->n_gpus;
        while (n <= GS_DEFAULT_MAX_GPUS) {
            struct gs_candidate_throughput t;
            struct gs_error e2 = GS_ERROR_INIT;

            memset(&t, 0, sizeof(t));
            if (gs_candidate_throughput(q, a, m, g, n, &t, NULL, &e2) == 0) {
                ref->modelled = trains ? t.tres.expected.mfu
                                       : t.unit_tokens_per_s / (double)n;
                break;
            }
            if (e2.code != GS_EDOMAIN) {
                *err = e2;
                return -1;
            }
            if (!gs_unset_i64(a->n_gpus))
                break;
            n = gs_candidate_next_count(g, n);
        }
        if (!isnan(gs_measured_ref_ratio(ref)))
            (*n_refs)++;
    }
    return 0;
}

const char *gs_scale_source(const struct gs_cost_question *q,
                            const struct gs_measured_ref *ref, char *buf,
                            size_t size)
{
    snprintf(buf, size, "%s x %.3g (%s measured / modelled)",
             gs_workload_kind_trains(q->kind)
                 ? "train engine (modelled MFU)" : "roofline (perf engine)",
             gs_measured_ref_ratio(ref), ref->gpu->id);
    return buf;
}

int gs_scale_throughput(const struct gs_cost_question *q,
                        const struct gs_cost_args *a, const struct gs_model *m,
                        const struct gs_gpu *g, int64_t n,
                        const struct gs_measured_ref *ref, const char *source,
                        struct gs_candidate_throughput *t,
                        struct gs_error *err)
{
    double r = gs_measured_ref_ratio(ref);

    if (gs_workload_kind_trains(q->kind)) {
        struct gs_cost_args a2 = *a;
        struct gs_candidate_throughput t2;
        struct gs_error e2 = GS_ERROR_INIT;

        memset(&t2, 0, sizeof(t2));
        a2.mfu = t->tres.expected.mfu * r;
        if (gs_candidate_train_throughput(q, &a2, m, g, n, &t2, NULL,
                                          &e2) < 0) {
            if (e2.code != GS_EDOMAIN) {
                *err = e2;
                return -1;
            }
            return 0;           /* keep the model's: it fitted */
        }
        *t = t2;
        t->measured = false;
    } else if (serving(q)) {
        t->unit_tokens_per_s *= r;
        t->unit_requests_per_s *= r;
    } else {
        return 0;
    }
    t->source = source;
    return 0;
}
