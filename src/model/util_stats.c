/*
 * Utilisation statistics of a monitoring log as running aggregates:
 * means, nearest-rank percentiles over per-value counts, idle share,
 * memory peak, trapezoidal energy.  Pure: no I/O, no allocation.
 * Formulas: src/model/util_stats.h and docs/methodology.md.
 */
#include <math.h>
#include <stdlib.h>

#include "units.h"
#include "util_stats.h"
#include "banned.h"

/* utilization.* are percentages */
#define PERCENT 100.0

void gs_util_acc_init(struct gs_util_acc *a)
{
    *a = (struct gs_util_acc){
        .mem_peak_bytes = NAN, .mem_total_bytes = NAN,
        .prev_t_s = NAN, .prev_power_w = NAN,
    };
}

/* A value that is missing (NAN) or within [lo, hi]. */
static int check_value(double v, double lo, double hi, const char *what,
                       unsigned line, struct gs_error *err)
{
    if (isnan(v) || (v >= lo && v <= hi))
        return 0;
    return gs_error_set(err, GS_EDOMAIN, "sample at line %u: %s %g is "
                        "outside [%g, %g]", line, what, v, lo, hi);
}

static double max_known(double acc, double v)
{
    if (isnan(v))
        return acc;
    return isnan(acc) || v > acc ? v : acc;
}

/* The whole percent k with k / 100 == frac exactly (the reader divides
 * the percentage it read by 100), or -1. */
static int whole_pct(double frac)
{
    double k = nearbyint(frac * PERCENT);

    if (k < 0.0 || k > PERCENT || k / PERCENT != frac)
        return -1;
    return (int)k;
}

int gs_util_acc_add(struct gs_util_acc *a, const struct gs_util_sample *s,
                    const struct gs_util_params *p, struct gs_error *err)
{
    int k, other = 0;

    if (!(p->idle_below_frac >= 0.0 && p->idle_below_frac <= 1.0) ||
        !(p->max_gap_s > 0.0) || !isfinite(p->max_gap_s))
        return gs_error_set(err, GS_EDOMAIN, "idle threshold must be in "
                            "[0, 1] and the longest interval positive");
    if (!isfinite(s->t_s))
        return gs_error_set(err, GS_EDOMAIN, "sample at line %u has no "
                            "finite timestamp", s->line);
    if (check_value(s->util_gpu_frac, 0.0, 1.0, "utilisation", s->line,
                    err) < 0 ||
        check_value(s->util_mem_frac, 0.0, 1.0, "memory utilisation",
                    s->line, err) < 0 ||
        check_value(s->mem_used_bytes, 0.0, INFINITY, "memory used",
                    s->line, err) < 0 ||
        check_value(s->mem_total_bytes, 0.0, INFINITY, "memory total",
                    s->line, err) < 0 ||
        check_value(s->power_w, 0.0, INFINITY, "power", s->line, err) < 0)
        return -1;
    a->n_samples++;
    if (!isnan(s->util_gpu_frac)) {
        a->n_util++;
        if (s->util_gpu_frac < p->idle_below_frac)
            a->n_idle++;
        if ((k = whole_pct(s->util_gpu_frac)) >= 0) {
            a->whole[k]++;
            a->util_whole_pct_sum += (uint64_t)k;
        } else {
            a->util_other_sum += s->util_gpu_frac;
            other = 1;
        }
    }
    if (!isnan(s->util_mem_frac)) {
        a->n_mem++;
        if ((k = whole_pct(s->util_mem_frac)) >= 0)
            a->mem_whole_pct_sum += (uint64_t)k;
        else
            a->mem_other_sum += s->util_mem_frac;
    }
    a->mem_peak_bytes = max_known(a->mem_peak_bytes, s->mem_used_bytes);
    a->mem_total_bytes = max_known(a->mem_total_bytes, s->mem_total_bytes);
    if (a->has_prev && a->prev_segment == s->segment) {
        double dt = s->t_s - a->prev_t_s;

        if (dt > 0.0 && dt <= p->max_gap_s) {
            a->n_intervals++;
            a->duration_s += dt;
            if (!isnan(a->prev_power_w) && !isnan(s->power_w)) {
                a->energy_j += (a->prev_power_w + s->power_w) / 2.0 * dt;
                a->power_covered_s += dt;
            }
        } else {
            a->n_gaps++;
        }
    }
    a->has_prev = 1;
    a->prev_t_s = s->t_s;
    a->prev_power_w = s->power_w;
    a->prev_segment = s->segment;
    return other;
}

void gs_util_acc_merge(struct gs_util_acc *a, const struct gs_util_acc *b)
{
    size_t k;

    a->n_samples += b->n_samples;
    a->n_util += b->n_util;
    a->n_idle += b->n_idle;
    a->n_mem += b->n_mem;
    a->n_intervals += b->n_intervals;
    a->n_gaps += b->n_gaps;
    a->util_whole_pct_sum += b->util_whole_pct_sum;
    a->util_other_sum += b->util_other_sum;
    a->mem_whole_pct_sum += b->mem_whole_pct_sum;
    a->mem_other_sum += b->mem_other_sum;
    a->mem_peak_bytes = max_known(a->mem_peak_bytes, b->mem_peak_bytes);
    a->mem_total_bytes = max_known(a->mem_total_bytes, b->mem_total_bytes);
    a->duration_s += b->duration_s;
    a->energy_j += b->energy_j;
    a->power_covered_s += b->power_covered_s;
    for (k = 0; k < GS_UTIL_WHOLE_PCT_BINS; k++)
        a->whole[k] += b->whole[k];
    a->has_prev = 0;            /* no interval joins two series */
}

static int cmp_value(const void *x, const void *y)
{
    double a = ((const struct gs_util_value_count *)x)->frac;
    double b = ((const struct gs_util_value_count *)y)->frac;

    return (a > b) - (a < b);
}

size_t gs_util_counts_merge(struct gs_util_value_count *v, size_t n)
{
    size_t i, k = 0;

    if (n == 0)
        return 0;
    qsort(v, n, sizeof(*v), cmp_value);
    for (i = 1; i < n; i++) {
        if (v[i].frac == v[k].frac)
            v[k].n += v[i].n;
        else
            v[++k] = v[i];
    }
    return k + 1;
}

double gs_util_percentile(const uint64_t whole[GS_UTIL_WHOLE_PCT_BINS],
                          const struct gs_util_value_count *others,
                          size_t n_others, uint64_t n_util, double p)
{
    double rank = ceil(p * (double)n_util);
    uint64_t want, seen = 0;
    size_t k = 0, j = 0;

    if (n_util == 0 || !(p > 0.0) || p > 1.0)
        return NAN;
    want = rank < 1.0 ? 1 : (uint64_t)rank;
    if (want > n_util)
        want = n_util;
    /* walk the two sorted sequences together, smallest value first */
    while (k < GS_UTIL_WHOLE_PCT_BINS || j < n_others) {
        double wv = k < GS_UTIL_WHOLE_PCT_BINS ? (double)k / PERCENT
                                               : INFINITY;

        if (j < n_others && others[j].frac < wv) {
            seen += others[j].n;
            if (seen >= want)
                return others[j].frac;
            j++;
        } else {
            seen += whole[k];
            if (seen >= want)
                return wv;
            k++;
        }
    }
    return NAN;                 /* fewer samples counted than n_util */
}

/* sum / n of values kept as whole percents plus other fractions: exact
 * (correctly rounded) when every value is a whole percent */
static double mean_of(uint64_t whole_pct_sum, double other_sum, uint64_t n)
{
    if (other_sum == 0.0)
        return (double)whole_pct_sum / (PERCENT * (double)n);
    return ((double)whole_pct_sum / PERCENT + other_sum) / (double)n;
}

void gs_util_acc_stats(const struct gs_util_acc *a,
                       const struct gs_util_value_count *others,
                       size_t n_others, struct gs_util_stats *out)
{
    *out = (struct gs_util_stats){
        .n_samples = (size_t)a->n_samples, .n_util = (size_t)a->n_util,
        .n_intervals = (size_t)a->n_intervals, .n_gaps = (size_t)a->n_gaps,
        .duration_s = a->duration_s,
        .util_mean_frac = NAN, .util_p50_frac = NAN, .util_p95_frac = NAN,
        .mem_util_mean_frac = NAN, .mem_peak_bytes = a->mem_peak_bytes,
        .mem_total_bytes = a->mem_total_bytes, .idle_frac = NAN,
        .energy_j = a->energy_j, .power_covered_s = a->power_covered_s,
    };
    if (a->n_util > 0) {
        out->util_mean_frac = mean_of(a->util_whole_pct_sum,
                                      a->util_other_sum, a->n_util);
        out->util_p50_frac = gs_util_percentile(a->whole, others, n_others,
                                                a->n_util, GS_UTIL_P50);
        out->util_p95_frac = gs_util_percentile(a->whole, others, n_others,
                                                a->n_util, GS_UTIL_P95);
        out->idle_frac = (double)a->n_idle / (double)a->n_util;
    }
    if (a->n_mem > 0)
        out->mem_util_mean_frac = mean_of(a->mem_whole_pct_sum,
                                          a->mem_other_sum, a->n_mem);
}

double gs_util_idle_gpu_hours(const struct gs_util_stats *st)
{
    if (st->n_util == 0 || isnan(st->idle_frac))
        return 0.0;
    return st->idle_frac * st->duration_s / GS_SECONDS_PER_HOUR;
}
