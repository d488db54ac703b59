#ifndef GPUSEL_SCALE_H
#define GPUSEL_SCALE_H

#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "basis.h"
#include "candidate.h"
#include "error.h"
#include "gpu.h"
#include "model.h"
#include "question.h"
#include "workload_file.h"

/*
 * Scaling a modelled throughput by a measured GPU (plan layer,
 * src/plan/scale.c): the rule rank and cost share, so that one
 * candidate costs the same in both (docs/commands/rank.md, "Benchmarked
 * and estimated"; docs/commands/cost.md, "Measured GPUs scale the
 * model").  The references (basis.h, struct gs_measured_ref) are the
 * GPUs of a list with a measured figure, each with the model's figure
 * for the same question; the nearest of the candidate's vendor and
 * architecture (gs_measured_ref_nearest) scales the candidate's
 * modelled throughput by its measured / modelled ratio.  Pure: memory
 * from the caller's arena.
 */

/* The question for GPU g (its measured entry, if any), as the command
 * settles it; rank.h's gs_rank_settle_fn has this type. */
typedef int gs_scale_settle_fn(void *user, const struct gs_gpu *g,
                               struct gs_cost_question *q,
                               struct gs_error *err);

/*
 * The references among gpus[0..n_gpus): each GPU whose settled question
 * (settle into *q, a working question the caller owns) carries a
 * measured figure (serving: output tokens/s per GPU; training: MFU),
 * with the model's figure for the same question, its measurement
 * cleared, at the first count that holds it from the workload file's
 * measured entry's gpu_count for that GPU (1 without one; a->n_gpus
 * when set: that count only).  None for other kinds, or when
 * --tokens-per-s-per-gpu or --mfu measures every GPU at once.  *refs
 * in `arena` (NULL when none), *n_refs those with a finite ratio.  0,
 * or -1 with *err (GS_ENOMEM, the settle's error, an engine's error
 * other than GS_EDOMAIN).
 */
int gs_scale_refs(const struct gs_gpu *const *gpus, size_t n_gpus,
                  gs_scale_settle_fn *settle, void *settle_user,
                  const struct gs_workload_file *file,
                  const struct gs_cost_args *a, const struct gs_model *m,
                  struct gs_cost_question *q, struct gs_arena *arena,
                  struct gs_measured_ref **refs, size_t *n_refs,
                  struct gs_error *err);

/* Longest throughput_source gs_scale_source writes, with its NUL. */
#define GS_SCALE_SOURCE_MAX 160

/*
 * The throughput_source of a throughput scaled by ref, into buf[size]:
 * "train engine (modelled MFU) x 0.562 (a100-80gb-sxm measured /
 * modelled)" (training kinds) or "roofline (perf engine) x R (GPU
 * measured / modelled)".  Returns buf.
 */
const char *gs_scale_source(const struct gs_cost_question *q,
                            const struct gs_measured_ref *ref, char *buf,
                            size_t size);

/*
 * Scale t, the model's throughput of n GPUs of g for q, by ref's
 * measured / modelled ratio: serving, the output tokens and requests
 * per second (the latencies stay the model's: a throughput measurement
 * gives none); training, the run at the modelled MFU x the ratio (the
 * train engine at that MFU, the layout searched again; when no layout
 * fits at that MFU t stays the model's), t->source becoming `source`.
 * Other kinds: unchanged.  0, or -1 with *err (an engine's error other
 * than GS_EDOMAIN).
 */
int gs_scale_throughput(const struct gs_cost_question *q,
                        const struct gs_cost_args *a, const struct gs_model *m,
                        const struct gs_gpu *g, int64_t n,
                        const struct gs_measured_ref *ref, const char *source,
                        struct gs_candidate_throughput *t,
                        struct gs_error *err);

#endif /* GPUSEL_SCALE_H */
