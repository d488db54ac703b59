#ifndef GPUSEL_UTIL_STATS_H
#define GPUSEL_UTIL_STATS_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"

/*
 * Utilisation statistics of a GPU monitoring log (`gpusel util`): mean
 * and exact percentiles of the sampled utilisation, the idle share, the
 * memory peak and the energy drawn.  Pure: no I/O, no allocation, no
 * globals; the caller lends the scratch buffer the percentiles sort.
 * The loader (smi_load.h) fills the samples; docs/commands/util.md and
 * docs/methodology.md ("Measured utilisation") give the formulas.
 */

/* Default idle threshold: a sample with utilization.gpu below 5% counts as
 * idle (docs/methodology.md, GS_UTIL_IDLE_BELOW_FRAC). */
#define GS_UTIL_IDLE_BELOW_FRAC 0.05
/* Default longest interval integrated: two samples further apart than
 * 10 s (ten periods of `nvidia-smi -l 1`) are a gap, not measured time
 * (docs/methodology.md, GS_UTIL_MAX_GAP_S). */
#define GS_UTIL_MAX_GAP_S 10.0
/* The percentiles reported (nearest rank). */
#define GS_UTIL_P50 0.50
#define GS_UTIL_P95 0.95
#define GS_UTIL_J_PER_KWH 3.6e6

/* One sample of one GPU.  Missing values (nvidia-smi's "[N/A]") are NAN. */
struct gs_util_sample {
    double t_s;              /* timestamp, seconds on the log's clock */
    size_t group;            /* the GPU: samples of one group are one
                              * series */
    unsigned segment;        /* one run of the logger: a header line again
                              * (a restart) starts a new segment */
    double util_gpu_frac;    /* utilization.gpu / 100, [0, 1]; NAN */
    double util_mem_frac;    /* utilization.memory / 100, [0, 1]; NAN */
    double mem_used_bytes;   /* memory.used; NAN */
    double mem_total_bytes;  /* memory.total; NAN */
    double power_w;          /* power.draw; NAN */
    unsigned line;           /* 1-based line in the log */
};

struct gs_util_params {
    double idle_below_frac;  /* idle: util_gpu_frac < this, [0, 1] */
    double max_gap_s;        /* longest interval integrated, > 0 */
};

struct gs_util_stats {
    size_t n_samples;        /* samples selected */
    size_t n_util;           /* of them with a utilization.gpu value */
    size_t n_intervals;      /* consecutive pairs integrated */
    size_t n_gaps;           /* pairs not integrated: further apart than
                              * max_gap_s, or not later (a restart) */
    double duration_s;       /* sum of the integrated intervals */
    double util_mean_frac;   /* mean utilization.gpu; NAN if n_util 0 */
    double util_p50_frac;    /* nearest-rank percentiles; NAN if none */
    double util_p95_frac;
    double mem_util_mean_frac; /* mean utilization.memory; NAN if none */
    double mem_peak_bytes;   /* largest memory.used; NAN if none */
    double mem_total_bytes;  /* largest memory.total; NAN if none */
    double idle_frac;        /* share of the n_util samples below the
                              * threshold; NAN if n_util 0 */
    double energy_j;         /* trapezoidal integral of power.draw over
                              * the integrated intervals with a power
                              * value at both ends */
    double power_covered_s;  /* the time that integral covers */
};

/*
 * Nearest-rank percentile of the n sorted values v (n >= 1, p in (0, 1]):
 *   v[ceil(p x n) - 1]
 * so p50 of {10, 20, 30, 40} is 20 and p95 of 20 values is the 19th.
 * Exact: every returned value is one of the samples.
 */
double gs_util_percentile(const double *sorted, size_t n, double p);

/*
 * Statistics of the samples s[sel[0]], ..., s[sel[n_sel - 1]].  `sel`
 * must list each series in time order, one series after another (sorted
 * by group, then by position in the log): an interval is a pair of
 * neighbours in `sel` of the same group and segment, with
 *   dt = t_b - t_a,  integrated when 0 < dt <= max_gap_s
 *   duration  += dt
 *   energy_j  += (power_a + power_b) / 2 x dt   (both known)
 * Over the samples (each sample weighs the same: nvidia-smi -l samples
 * at a fixed period):
 *   util_mean = sum util / n_util,  idle = #(util < idle_below) / n_util
 *   p50, p95 = gs_util_percentile of the sorted utilisations
 * `scratch` holds n_sel doubles (the caller's; overwritten).  Returns 0,
 * or -1 with GS_EDOMAIN for parameters outside their ranges or a sample
 * value outside its range (a utilisation outside [0, 1], a negative
 * memory or power figure, a non-finite time).
 */
int gs_util_stats_eval(const struct gs_util_sample *s, const size_t *sel,
                       size_t n_sel, const struct gs_util_params *p,
                       double *scratch, struct gs_util_stats *out,
                       struct gs_error *err);

/* Idle GPU-hours of a series: idle_frac x duration_s / 3600; 0 when no
 * utilisation was sampled. */
double gs_util_idle_gpu_hours(const struct gs_util_stats *st);

#endif /* GPUSEL_UTIL_STATS_H */
