/*
 * Utilisation statistics of a monitoring log: means, nearest-rank
 * percentiles, idle share, memory peak, trapezoidal energy.  Pure: the
 * caller lends the scratch the percentiles sort.  Formulas:
 * src/model/util_stats.h and docs/methodology.md.
 */
#include <math.h>
#include <stdlib.h>

#include "units.h"
#include "util_stats.h"
#include "banned.h"

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return (x > y) - (x < y);
}

double gs_util_percentile(const double *sorted, size_t n, double p)
{
    double rank = ceil(p * (double)n);
    size_t k;

    if (n == 0 || !(p > 0.0) || p > 1.0)
        return NAN;
    k = rank < 1.0 ? 1 : (size_t)rank;
    if (k > n)
        k = n;
    return sorted[k - 1];
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

int gs_util_stats_eval(const struct gs_util_sample *s, const size_t *sel,
                       size_t n_sel, const struct gs_util_params *p,
                       double *scratch, struct gs_util_stats *out,
                       struct gs_error *err)
{
    double util_sum = 0.0, mem_sum = 0.0;
    size_t n_mem = 0, n_idle = 0, k;

    *out = (struct gs_util_stats){
        .util_mean_frac = NAN, .util_p50_frac = NAN, .util_p95_frac = NAN,
        .mem_util_mean_frac = NAN, .mem_peak_bytes = NAN,
        .mem_total_bytes = NAN, .idle_frac = NAN,
    };
    if (!(p->idle_below_frac >= 0.0 && p->idle_below_frac <= 1.0) ||
        !(p->max_gap_s > 0.0) || !isfinite(p->max_gap_s))
        return gs_error_set(err, GS_EDOMAIN, "idle threshold must be in "
                            "[0, 1] and the longest interval positive");
    for (k = 0; k < n_sel; k++) {
        const struct gs_util_sample *b = &s[sel[k]];

        if (!isfinite(b->t_s))
            return gs_error_set(err, GS_EDOMAIN, "sample at line %u has no "
                                "finite timestamp", b->line);
        if (check_value(b->util_gpu_frac, 0.0, 1.0, "utilisation", b->line,
                        err) < 0 ||
            check_value(b->util_mem_frac, 0.0, 1.0, "memory utilisation",
                        b->line, err) < 0 ||
            check_value(b->mem_used_bytes, 0.0, INFINITY, "memory used",
                        b->line, err) < 0 ||
            check_value(b->mem_total_bytes, 0.0, INFINITY, "memory total",
                        b->line, err) < 0 ||
            check_value(b->power_w, 0.0, INFINITY, "power", b->line,
                        err) < 0)
            return -1;
        if (!isnan(b->util_gpu_frac)) {
            scratch[out->n_util++] = b->util_gpu_frac;
            util_sum += b->util_gpu_frac;
            if (b->util_gpu_frac < p->idle_below_frac)
                n_idle++;
        }
        if (!isnan(b->util_mem_frac)) {
            mem_sum += b->util_mem_frac;
            n_mem++;
        }
        out->mem_peak_bytes = max_known(out->mem_peak_bytes,
                                        b->mem_used_bytes);
        out->mem_total_bytes = max_known(out->mem_total_bytes,
                                         b->mem_total_bytes);
        if (k > 0) {
            const struct gs_util_sample *a = &s[sel[k - 1]];
            double dt = b->t_s - a->t_s;

            if (a->group == b->group && a->segment == b->segment) {
                if (dt > 0.0 && dt <= p->max_gap_s) {
                    out->n_intervals++;
                    out->duration_s += dt;
                    if (!isnan(a->power_w) && !isnan(b->power_w)) {
                        out->energy_j += (a->power_w + b->power_w) / 2.0 *
                                         dt;
                        out->power_covered_s += dt;
                    }
                } else {
                    out->n_gaps++;
                }
            }
        }
    }
    out->n_samples = n_sel;
    if (out->n_util > 0) {
        qsort(scratch, out->n_util, sizeof(*scratch), cmp_double);
        out->util_mean_frac = util_sum / (double)out->n_util;
        out->util_p50_frac = gs_util_percentile(scratch, out->n_util,
                                                GS_UTIL_P50);
        out->util_p95_frac = gs_util_percentile(scratch, out->n_util,
                                                GS_UTIL_P95);
        out->idle_frac = (double)n_idle / (double)out->n_util;
    }
    if (n_mem > 0)
        out->mem_util_mean_frac = mem_sum / (double)n_mem;
    return 0;
}

double gs_util_idle_gpu_hours(const struct gs_util_stats *st)
{
    if (st->n_util == 0 || isnan(st->idle_frac))
        return 0.0;
    return st->idle_frac * st->duration_s / GS_SECONDS_PER_HOUR;
}
