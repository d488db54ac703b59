/*
 * The utilisation statistics engine on series a reviewer can check by
 * hand: means, nearest-rank percentiles, idle share, trapezoidal energy,
 * gaps and restarts, and the domain errors.
 */
#include "gs_test.h"

#include <string.h>

#include "util_stats.h"

static const struct gs_util_params defaults = {
    GS_UTIL_IDLE_BELOW_FRAC, GS_UTIL_MAX_GAP_S,
};

/* A sample of group g at t seconds, util and power given, rest NAN. */
static struct gs_util_sample at(size_t g, double t, double util, double w)
{
    return (struct gs_util_sample){
        .t_s = t, .group = g, .util_gpu_frac = util, .util_mem_frac = NAN,
        .mem_used_bytes = NAN, .mem_total_bytes = NAN, .power_w = w,
    };
}

/* The statistics of samples s[0..n), as util reads a log: each sample
 * into its group's running aggregates (a utilisation that is not a whole
 * percent counted by value), then the groups merged. */
static void eval(const struct gs_util_sample *s, size_t n,
                 const struct gs_util_params *p, struct gs_util_stats *st)
{
    struct gs_util_acc acc[4], total;
    struct gs_util_value_count others[64];
    size_t i, n_others = 0;
    struct gs_error err = GS_ERROR_INIT;
    int rc;

    assert_true(n <= 64);
    for (i = 0; i < 4; i++)
        gs_util_acc_init(&acc[i]);
    gs_util_acc_init(&total);
    for (i = 0; i < n; i++) {
        assert_true(s[i].group < 4);
        rc = gs_util_acc_add(&acc[s[i].group], &s[i], p, &err);
        assert_true(rc >= 0);
        if (rc == 1)
            others[n_others++] = (struct gs_util_value_count){
                s[i].util_gpu_frac, 1 };
    }
    for (i = 0; i < 4; i++)
        gs_util_acc_merge(&total, &acc[i]);
    n_others = gs_util_counts_merge(others, n_others);
    gs_util_acc_stats(&total, others, n_others, st);
}

static void percentiles_are_nearest_rank(void **state)
{
    uint64_t whole[GS_UTIL_WHOLE_PCT_BINS] = { 0 };
    struct gs_util_value_count others[4] = {
        { 0.255, 1 }, { 0.2, 1 }, { 0.255, 1 }, { 0.999, 0 },
    };
    size_t i, n;

    (void)state;
    for (i = 1; i <= 20; i++)
        whole[i] = 1;                   /* 1 %, 2 %, ..., 20 % */
    /* p50 of 20: rank ceil(10) = 10; p95: ceil(19) = 19 */
    assert_close(gs_util_percentile(whole, NULL, 0, 20, 0.50), 0.10, 1e-15);
    assert_close(gs_util_percentile(whole, NULL, 0, 20, 0.95), 0.19, 1e-15);
    assert_true(isnan(gs_util_percentile(whole, NULL, 0, 0, 0.5)));
    /* 10 %, 30 % and, not whole percents, 20 %, 25.5 % twice (and a
     * value with no samples): sorted 0.1, 0.2, 0.255, 0.255, 0.3; p50
     * rank 3, p95 rank 5 */
    memset(whole, 0, sizeof(whole));
    whole[10] = whole[30] = 1;
    others[1].frac = 0.2000001;
    n = gs_util_counts_merge(others, 4);
    assert_int_equal(n, 3);
    assert_close(others[0].frac, 0.2000001, 0.0);
    assert_int_equal(others[1].n, 2);
    assert_close(gs_util_percentile(whole, others, n, 5, 0.50), 0.255, 0.0);
    assert_close(gs_util_percentile(whole, others, n, 5, 0.95), 0.3, 0.0);
    assert_close(gs_util_percentile(whole, others, n, 5, 0.20), 0.1, 0.0);
    assert_close(gs_util_percentile(whole, others, n, 5, 0.40), 0.2000001,
                 0.0);
}

/* Not whole percents (another tool's log): counted by value, percentiles
 * and mean as exact as with whole ones; the mean of whole percents is the
 * exact quotient, in any order. */
static void fractional_utilisations_are_counted_by_value(void **state)
{
    struct gs_util_sample s[5] = {
        at(0, 0, 0.455, 100), at(0, 1, 0.1, 100), at(0, 2, 0.455, 100),
        at(0, 3, 0.3, 100), at(0, 4, 0.001, 100),
    };
    struct gs_util_stats st, again;
    size_t i;

    (void)state;
    eval(s, 5, &defaults, &st);
    /* sorted 0.001, 0.1, 0.3, 0.455, 0.455 */
    assert_close(st.util_p50_frac, 0.3, 0.0);
    assert_close(st.util_p95_frac, 0.455, 0.0);
    assert_close(st.util_mean_frac, (0.455 * 2 + 0.1 + 0.3 + 0.001) / 5,
                 1e-15);
    assert_close(st.idle_frac, 0.2, 1e-15);
    /* 29 % and 57 %, twice each: 0.43 exactly rounded, as 172 / 400 */
    s[0].util_gpu_frac = s[2].util_gpu_frac = 0.29;
    s[1].util_gpu_frac = s[3].util_gpu_frac = 0.57;
    eval(s, 4, &defaults, &st);
    assert_true(st.util_mean_frac == 172.0 / 400.0);
    for (i = 0; i < 4; i++)
        s[i].group = i % 2;             /* two GPUs: the same total */
    eval(s, 4, &defaults, &again);
    assert_true(again.util_mean_frac == st.util_mean_frac);
}

/* One GPU at 0, 100, 100, 20 % and 100, 500, 500, 100 W, 1 s apart:
 * mean 55 %, p50 20 %, p95 100 %, idle 1/4; energy 300 + 500 + 300 J. */
static void one_series_by_hand(void **state)
{
    struct gs_util_sample s[4] = {
        at(0, 0, 0.0, 100), at(0, 1, 1.0, 500), at(0, 2, 1.0, 500),
        at(0, 3, 0.2, 100),
    };
    struct gs_util_stats st;

    (void)state;
    s[0].mem_used_bytes = 1024;
    s[2].mem_used_bytes = 4096;
    s[1].util_mem_frac = 0.4;
    s[3].util_mem_frac = 0.1;
    eval(s, 4, &defaults, &st);
    assert_int_equal(st.n_samples, 4);
    assert_int_equal(st.n_util, 4);
    assert_int_equal(st.n_intervals, 3);
    assert_close(st.duration_s, 3.0, 1e-12);
    assert_close(st.util_mean_frac, 0.55, 1e-12);
    assert_close(st.util_p50_frac, 0.2, 1e-12);
    assert_close(st.util_p95_frac, 1.0, 1e-12);
    assert_close(st.idle_frac, 0.25, 1e-12);
    assert_close(st.energy_j, 1100.0, 1e-12);
    assert_close(st.power_covered_s, 3.0, 1e-12);
    assert_close(st.mem_peak_bytes, 4096.0, 1e-12);
    assert_close(st.mem_util_mean_frac, 0.25, 1e-12);
    assert_true(isnan(st.mem_total_bytes));
    /* idle GPU-hours: 1/4 of 3 s */
    assert_close(gs_util_idle_gpu_hours(&st), 0.75 / 3600.0, 1e-12);
}

/* Two GPUs, listed one after the other: no interval joins them. */
static void series_do_not_join_across_groups(void **state)
{
    struct gs_util_sample s[4] = {
        at(0, 0, 0.5, 100), at(0, 1, 0.5, 100),
        at(1, 0, 0.01, 50), at(1, 1, 0.03, 50),
    };
    struct gs_util_stats st;

    (void)state;
    eval(s, 4, &defaults, &st);
    assert_int_equal(st.n_intervals, 2);
    assert_close(st.duration_s, 2.0, 1e-12);
    assert_close(st.energy_j, 150.0, 1e-12);
    assert_close(st.idle_frac, 0.5, 1e-12);
    assert_close(st.util_mean_frac, (0.5 + 0.5 + 0.01 + 0.03) / 4, 1e-12);
}

static void gaps_and_restarts_are_not_integrated(void **state)
{
    struct gs_util_sample s[5] = {
        at(0, 0, 0.5, 100), at(0, 1, 0.5, 100),
        at(0, 61, 0.5, 100),          /* 60 s later: a gap */
        at(0, 30, 0.5, 100),          /* back in time: not integrated */
        at(0, 31, 0.5, 100),
    };
    struct gs_util_stats st;
    struct gs_util_params wide = { 0.05, 100.0 };

    (void)state;
    eval(s, 5, &defaults, &st);
    assert_int_equal(st.n_intervals, 2);
    assert_int_equal(st.n_gaps, 2);
    assert_close(st.duration_s, 2.0, 1e-12);
    assert_close(st.energy_j, 200.0, 1e-12);
    /* a longer --max-gap takes the 60 s in */
    eval(s, 5, &wide, &st);
    assert_close(st.duration_s, 62.0, 1e-12);
    /* a new segment (the logger restarted) is never joined */
    s[2].segment = s[3].segment = s[4].segment = 1;
    eval(s, 5, &wide, &st);
    assert_close(st.duration_s, 2.0, 1e-12);
}

static void missing_values_are_left_out(void **state)
{
    struct gs_util_sample s[3] = {
        at(0, 0, NAN, 100), at(0, 1, 0.4, NAN), at(0, 2, 0.6, 100),
    };
    struct gs_util_stats st;

    (void)state;
    eval(s, 3, &defaults, &st);
    assert_int_equal(st.n_util, 2);
    assert_close(st.util_mean_frac, 0.5, 1e-12);
    assert_close(st.duration_s, 2.0, 1e-12);
    assert_close(st.energy_j, 0.0, 1e-12);
    assert_close(st.power_covered_s, 0.0, 1e-12);
    s[1].util_gpu_frac = s[2].util_gpu_frac = NAN;
    s[0].util_gpu_frac = NAN;
    eval(s, 3, &defaults, &st);
    assert_true(isnan(st.util_mean_frac) && isnan(st.idle_frac) &&
                isnan(st.util_p95_frac));
    assert_close(gs_util_idle_gpu_hours(&st), 0.0, 1e-12);
}

/* Invariant: the mean lies between p-min and p-max, p50 <= p95, and
 * energy is linear in power. */
static void invariants_hold_on_a_sweep(void **state)
{
    struct gs_util_sample s[40];
    struct gs_util_stats a, b;
    size_t i;

    (void)state;
    for (i = 0; i < 40; i++)
        s[i] = at(0, (double)i, (double)((i * 37) % 101) / 100.0,
                  (double)(50 + i));
    eval(s, 40, &defaults, &a);
    for (i = 0; i < 40; i++)
        s[i].power_w *= 3.0;
    eval(s, 40, &defaults, &b);
    assert_true(a.util_p50_frac <= a.util_p95_frac);
    assert_true(a.util_mean_frac >= 0.0 && a.util_mean_frac <= 1.0);
    assert_close(b.energy_j, 3.0 * a.energy_j, 1e-12);
}

static void bad_inputs_are_domain_errors(void **state)
{
    struct gs_util_sample s = at(0, 0, 1.5, 100);
    struct gs_util_params bad = { 1.5, 10.0 }, zero_gap = { 0.05, 0.0 };
    struct gs_util_acc acc;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_util_acc_init(&acc);
    assert_int_equal(gs_util_acc_add(&acc, &s, &defaults, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
    s.util_gpu_frac = 0.5;
    gs_error_clear(&err);
    assert_int_equal(gs_util_acc_add(&acc, &s, &bad, &err), -1);
    gs_error_clear(&err);
    assert_int_equal(gs_util_acc_add(&acc, &s, &zero_gap, &err), -1);
    gs_error_clear(&err);
    s.power_w = -1.0;
    assert_int_equal(gs_util_acc_add(&acc, &s, &defaults, &err), -1);
    gs_error_clear(&err);
    s.power_w = 1.0;
    s.t_s = NAN;
    assert_int_equal(gs_util_acc_add(&acc, &s, &defaults, &err), -1);
    assert_int_equal(acc.n_samples, 0);     /* nothing refused was added */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(percentiles_are_nearest_rank),
        cmocka_unit_test(fractional_utilisations_are_counted_by_value),
        cmocka_unit_test(one_series_by_hand),
        cmocka_unit_test(series_do_not_join_across_groups),
        cmocka_unit_test(gaps_and_restarts_are_not_integrated),
        cmocka_unit_test(missing_values_are_left_out),
        cmocka_unit_test(invariants_hold_on_a_sweep),
        cmocka_unit_test(bad_inputs_are_domain_errors),
    };

    return cmocka_run_group_tests_name("util_stats", tests, NULL, NULL);
}
