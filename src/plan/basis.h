#ifndef GPUSEL_BASIS_H
#define GPUSEL_BASIS_H

#include <stdbool.h>
#include <stddef.h>

#include "gpu.h"

/*
 * What a candidate's cost rests on (plan layer, src/plan/basis.c): a
 * measured throughput (`benchmarked`), the engines' model (`estimated`),
 * the model scaled by a measured GPU's measured / modelled ratio
 * (`estimated (scaled by GPU measured)`), or a model API's price list
 * (`quoted`).  The label comes from the candidate's origin (struct
 * gs_rank_candidate's measured flag, the scaling rank applied), never
 * from the kind of file a measurement came from: a workload's `measured`
 * entry, a `--measured` BENCH row, an InferenceX or MLPerf record and
 * --tokens-per-s-per-gpu / --mfu all make `benchmarked`.
 * docs/commands/rank.md, "Benchmarked and estimated", and
 * docs/engines/cost.md derive the scaling rule.  Pure: no I/O, no
 * allocation.
 */

enum gs_basis {
    GS_BASIS_ESTIMATED,      /* "estimated": the perf / train engine */
    GS_BASIS_BENCHMARKED,    /* "benchmarked": a measured throughput */
    GS_BASIS_SCALED,         /* "estimated (scaled by G measured)" */
    GS_BASIS_QUOTED,         /* "quoted": a model API's token price */
    GS_BASIS_COUNT
};

/* "estimated", "benchmarked", "estimated", "quoted" (the scaled kind is
 * an estimate: its key names the GPU, gs_basis_label). */
const char *gs_basis_name(enum gs_basis b);

/*
 * The label people read, into buf[size]: gs_basis_name's, and for
 * GS_BASIS_SCALED "estimated (scaled by <ref_gpu> measured)".  Returns
 * buf.
 */
#define GS_BASIS_LABEL_MAX 160    /* a label with its NUL, a GPU id
                                   * of up to 120 characters */
const char *gs_basis_label(enum gs_basis b, const char *ref_gpu, char *buf,
                           size_t size);

/*
 * One measured GPU as the scaling rule reads it: the measured figure
 * (output tokens/s per GPU for serving, MFU for training) and the
 * model's figure for the same question on the same GPU (at the count
 * rank prices first for it).
 */
struct gs_measured_ref {
    const struct gs_gpu *gpu;
    double measured;
    double modelled;
};

/* measured / modelled; NAN when either is not a finite number above 0. */
double gs_measured_ref_ratio(const struct gs_measured_ref *r);

/*
 * The reference whose ratio scales g's modelled figure: among refs of
 * g's vendor and architecture (case ignored; a GPU with either unknown
 * has none) with a finite ratio, the nearest in silicon: the least
 * |ln(bf16 dense rate ratio)| + |ln(memory bandwidth ratio)| (a rate
 * unknown on either side counts 0), ties to the first listed.  g itself
 * is a candidate (distance 0).  Its index, or -1 when none matches.
 */
long gs_measured_ref_nearest(const struct gs_gpu *g,
                             const struct gs_measured_ref *refs, size_t n);

#endif /* GPUSEL_BASIS_H */
