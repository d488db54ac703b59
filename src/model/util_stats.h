#ifndef GPUSEL_UTIL_STATS_H
#define GPUSEL_UTIL_STATS_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"

/*
 * Utilisation statistics of a GPU monitoring log (`gpusel util`): mean
 * and exact percentiles of the sampled utilisation, the idle share, the
 * memory peak and the energy drawn, as running aggregates fed one sample
 * at a time.  Pure: no I/O, no allocation, no globals.  The loader
 * (smi_load.h) feeds the samples as it reads them; docs/commands/util.md
 * and docs/methodology.md ("Measured utilisation") give the formulas.
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
 * The statistics are kept as running aggregates of each series, so a log
 * is read once and nothing is held per sample (issue 20: 160 bytes a
 * sample, 485 MB at 3M samples).  The percentiles stay exact: the
 * utilisations are counted per value.  nvidia-smi writes utilization.gpu
 * and utilization.memory as whole percents (NVML's nvmlUtilization_t
 * holds unsigned int percents), so a series keeps 101 counts; a value
 * that is not a whole percent (a log from another tool) is handed back to
 * the caller, which keeps a count per distinct such value
 * (gs_util_counts_merge) and passes them to gs_util_acc_stats.
 */
#define GS_UTIL_WHOLE_PCT_BINS 101   /* 0 %, 1 %, ..., 100 % */

/* A utilisation that is not a whole percent, and its number of samples. */
struct gs_util_value_count {
    double frac;
    uint64_t n;
};

/* Running aggregates of one series (or of several, merged: the total). */
struct gs_util_acc {
    uint64_t n_samples, n_util, n_idle, n_mem, n_intervals, n_gaps;
    uint64_t util_whole_pct_sum;  /* whole-percent utilisations, in % */
    double util_other_sum;        /* the others, as fractions */
    uint64_t mem_whole_pct_sum;
    double mem_other_sum;
    double mem_peak_bytes, mem_total_bytes; /* NAN: none yet */
    double duration_s, energy_j, power_covered_s;
    uint64_t whole[GS_UTIL_WHOLE_PCT_BINS]; /* samples at k % */
    /* the series' latest sample, for the next interval */
    int has_prev;
    double prev_t_s, prev_power_w;
    unsigned prev_segment;
};

void gs_util_acc_init(struct gs_util_acc *a);

/*
 * Add the next sample of a series (samples in log order).  An interval
 * is a sample and the one before it in the same segment, with
 *   dt = t_b - t_a,  integrated when 0 < dt <= max_gap_s
 *   duration  += dt
 *   energy_j  += (power_a + power_b) / 2 x dt   (both known)
 * and otherwise a gap.  Each sample weighs the same (nvidia-smi -l
 * samples at a fixed period):
 *   util_mean = sum util / n_util,  idle = #(util < idle_below) / n_util
 * Returns 0, or 1 when the sample's utilization.gpu is not a whole
 * percent (the caller counts it for the percentiles), or -1 with
 * GS_EDOMAIN for parameters outside their ranges or a value outside its
 * range (a utilisation outside [0, 1], a negative memory or power figure,
 * a non-finite time).
 */
int gs_util_acc_add(struct gs_util_acc *a, const struct gs_util_sample *s,
                    const struct gs_util_params *p, struct gs_error *err);

/* Fold series b into a (the total of several GPUs): counts and sums add,
 * peaks are the larger; no interval joins two series. */
void gs_util_acc_merge(struct gs_util_acc *a, const struct gs_util_acc *b);

/*
 * Sort v[0..n) by value and merge equal values (their counts add), in
 * place; returns how many distinct values remain.
 */
size_t gs_util_counts_merge(struct gs_util_value_count *v, size_t n);

/*
 * Nearest-rank percentile (p in (0, 1]) of n_util utilisations counted as
 * whole percents (whole[k]: samples at k %) and the others (sorted and
 * merged, gs_util_counts_merge):
 *   the value at rank ceil(p x n_util), counting from the smallest,
 * so p50 of {10, 20, 30, 40} % is 20 % and p95 of 20 values is the 19th.
 * Exact: every returned value is one of the samples.  NAN when none.
 */
double gs_util_percentile(const uint64_t whole[GS_UTIL_WHOLE_PCT_BINS],
                          const struct gs_util_value_count *others,
                          size_t n_others, uint64_t n_util, double p);

/* The statistics of a series' aggregates and its other utilisations
 * (sorted and merged; NULL when n_others is 0). */
void gs_util_acc_stats(const struct gs_util_acc *a,
                       const struct gs_util_value_count *others,
                       size_t n_others, struct gs_util_stats *out);

/* Idle GPU-hours of a series: idle_frac x duration_s / 3600; 0 when no
 * utilisation was sampled. */
double gs_util_idle_gpu_hours(const struct gs_util_stats *st);

#endif /* GPUSEL_UTIL_STATS_H */
