/*
 * Disaggregated pool sizing and the prefill:decode ratio search
 * (src/plan/disagg.c), the queue formulas it rests on (perf.h,
 * gs_perf_disagg_wait_s and _max_load), and rank's verdict on the
 * disaggregated rows (src/plan/rank.c).  Every expected value below is
 * worked by hand in the comments.
 */
#include "gs_test.h"

#include <stdio.h>
#include <string.h>

#include "disagg.h"
#include "perf.h"
#include "rank.h"

/* wait(rho) = t_pre / (2 (1 - rho)) ln(rho / 0.01):
 * t_pre 2 s, rho 0.5: 2 / 1 x ln 50 = 2 x 3.9120230 = 7.8240460 s;
 * below the 1% tail 0; at rho >= 1 unbounded. */
static void wait_is_the_md1_tail(void **state)
{
    (void)state;
    assert_close(gs_perf_disagg_wait_s(2.0, 0.5), 7.8240460, 1e-6);
    assert_close(gs_perf_disagg_wait_s(2.0, 0.005), 0.0, 0.0);
    assert_true(isinf(gs_perf_disagg_wait_s(2.0, 1.0)));
}

/* The largest load meeting a target: the inverse of the wait.
 * wait(0.45) at t_pre 2 = 2 / 1.1 x ln 45 = 1.8181818 x 3.8066625 =
 * 6.9212045, so a target of 2 + 0 + 6.9212045 s allows rho 0.45; a
 * target below t_pre + t_kv allows nothing (0); a target of exactly
 * t_pre + t_kv allows the 1% below which there is no wait. */
static void max_load_inverts_the_wait(void **state)
{
    (void)state;
    assert_close(gs_perf_disagg_max_load(2.0, 0.0, 8.9212045), 0.45, 1e-6);
    assert_close(gs_perf_disagg_max_load(2.0, 0.5, 2.4), 0.0, 0.0);
    assert_close(gs_perf_disagg_max_load(2.0, 0.5, 2.5), 0.01, 1e-9);
}

/* Prefill instances of 4 GPUs at t_pre 2 s, t_kv 0, TTFT target
 * 8.9212045 s (rho_max 0.45); decode replicas of 8 GPUs at 0.3
 * requests/s and 600 tokens/s each; demand 1 request/s. */
static struct gs_disagg_in case_in(void)
{
    struct gs_disagg_in in;

    memset(&in, 0, sizeof(in));
    in.t_pre_s = 2.0;
    in.kv_s = 0.0;
    in.prefill_instance_gpus = 4;
    in.decode_gpus = 8;
    in.decode_requests_per_s = 0.3;
    in.decode_tokens_per_s = 600.0;
    in.ttft_p99_s = 8.9212045;
    in.demand_requests_per_s = 1.0;
    in.max_gpus = 1024;
    return in;
}

/* One decode replica: lambda 0.3, lambda t_pre 0.6, 0.6 / 0.45 = 1.33:
 * 2 prefill instances (8 GPUs), load 0.6 / 2 = 0.3; the unit 8 + 8 = 16
 * GPUs; ceil(1 / 0.3) = 4 units, 64 GPUs.  TTFT p99 = 2 + wait(0.3) =
 * 2 + 2 / 1.4 x ln 30 = 2 + 1.4285714 x 3.4011974 = 6.8588534 s. */
static void pools_sized_for_the_ttft_target(void **state)
{
    struct gs_disagg_in in = case_in();
    struct gs_disagg_pools p;

    (void)state;
    gs_disagg_pools_at(&in, 1, 0, &p);
    assert_true(p.found);
    assert_int_equal(p.prefill_instances, 2);
    assert_int_equal(p.prefill_gpus, 8);
    assert_int_equal(p.decode_gpus, 8);
    assert_int_equal(p.n_gpus, 16);
    assert_close(p.load, 0.3, 1e-12);
    assert_close(p.ttft_p99_s, 6.8588534, 1e-6);
    assert_int_equal(p.units, 4);
    assert_int_equal(p.total_gpus, 64);
    assert_close(p.unit_requests_per_s, 0.3, 1e-12);
    assert_close(p.unit_tokens_per_s, 600.0, 1e-12);
    /* given instances: 4 of them at r 2 (lambda 0.6): load 1.2 / 4 =
     * 0.3, 16 + 16 = 32 GPUs; 1 instance at r 2: load 1.2 > 0.45, no */
    gs_disagg_pools_at(&in, 2, 4, &p);
    assert_true(p.found);
    assert_int_equal(p.n_gpus, 32);
    assert_close(p.load, 0.3, 1e-12);
    gs_disagg_pools_at(&in, 2, 1, &p);
    assert_false(p.found);
}

/* The ratio search, r decode replicas : ceil(0.6 r / 0.45) instances:
 *   r  instances  unit GPUs      units (1 / 0.3 r)  total
 *   1  2          8 + 8 = 16     4                  64
 *   2  3          12 + 16 = 28   2                  56
 *   3  4          16 + 24 = 40   2                  80
 *   4  6          24 + 32 = 56   1                  56
 *   5  7          28 + 40 = 68   1                  68
 *   6  8          32 + 48 = 80   1                  80
 *   7  10         40 + 56 = 96   1                  96
 *   8  11         44 + 64 = 108  1                  108
 * the fewest GPUs in all, 56, at r 2 and r 4: the smaller unit (28)
 * wins; its load 1.2 / 3 = 0.4, TTFT 2 + 2 / 1.2 x ln 40 = 2 +
 * 1.6666667 x 3.6888795 = 8.1481325 s. */
static void ratio_search_takes_the_fewest_gpus(void **state)
{
    struct gs_disagg_in in = case_in();
    struct gs_disagg_pools p;

    (void)state;
    gs_disagg_search(&in, &p);
    assert_true(p.found);
    assert_int_equal(p.decode_replicas, 2);
    assert_int_equal(p.prefill_instances, 3);
    assert_int_equal(p.prefill_gpus, 12);
    assert_int_equal(p.decode_gpus, 16);
    assert_int_equal(p.n_gpus, 28);
    assert_int_equal(p.units, 2);
    assert_int_equal(p.total_gpus, 56);
    assert_close(p.load, 0.4, 1e-12);
    assert_close(p.ttft_p99_s, 8.1481325, 1e-6);
    assert_close(p.max_load, 0.45, 1e-6);
    /* demand 0.25: one unit of r 1 (16 GPUs) carries it, the fewest */
    in.demand_requests_per_s = 0.25;
    gs_disagg_search(&in, &p);
    assert_int_equal(p.decode_replicas, 1);
    assert_int_equal(p.total_gpus, 16);
}

/* Rejections: a prefill that alone passes the target (t_pre 2 + t_kv
 * 0.5 > 2.4 s), and a unit past max_gpus (16 > 15). */
static void search_rejects_what_cannot_meet_the_target(void **state)
{
    struct gs_disagg_in in = case_in();
    struct gs_disagg_pools p;

    (void)state;
    in.kv_s = 0.5;
    in.ttft_p99_s = 2.4;
    gs_disagg_search(&in, &p);
    assert_false(p.found);
    assert_close(p.max_load, 0.0, 0.0);
    in = case_in();
    in.max_gpus = 15;
    gs_disagg_search(&in, &p);
    assert_false(p.found);
}

/* rank's verdict: a disaggregated row at 46.56 against the aggregated
 * row of its GPU at 31.27 is 46.56 / 31.27 - 1 = 48.9% dearer; at
 * 20.0 it is 1 - 20 / 31.27 = 36.0% cheaper. */
static void verdict_compares_with_the_same_gpu(void **state)
{
    struct gs_gpu b200, h100;
    struct gs_rank_candidate c[3];
    struct gs_rank_result r;
    char what[512], why[512];

    (void)state;
    memset(&b200, 0, sizeof(b200));
    memset(&h100, 0, sizeof(h100));
    memset(c, 0, sizeof(c));
    c[0].parent = &h100;
    c[0].cost_per_output = 30.0;
    c[0].n_gpus = 8;
    snprintf(c[0].label, sizeof(c[0].label), "h100 x8");
    c[1].parent = &b200;
    c[1].cost_per_output = 31.27;
    c[1].n_gpus = 8;
    c[1].res.n_replicas = 2;
    snprintf(c[1].label, sizeof(c[1].label), "b200 x8");
    c[2].parent = &b200;
    c[2].disagg = true;
    c[2].cost_per_output = 46.56;
    c[2].n_gpus = 24;
    c[2].res.n_replicas = 1;
    snprintf(c[2].label, sizeof(c[2].label), "b200 x24 disagg 16P+8D");
    gs_rank_result_init(&r);
    r.ranked = c;
    r.n_ranked = 3;
    gs_rank_finish(&r);
    assert_int_equal(r.disagg.n_ranked, 1);
    assert_string_equal(r.disagg.best->label, "b200 x24 disagg 16P+8D");
    assert_string_equal(r.disagg.aggregated->label, "b200 x8");
    assert_close(r.disagg.margin_frac, 46.56 / 31.27 - 1.0, 1e-12);
    assert_true(gs_rank_disagg_verdict(&r, what, why, sizeof(what)));
    assert_non_null(strstr(what, "48.9% dearer than b200 x8 (31.27)"));
    assert_non_null(strstr(what, "24 GPUs against 16"));
    assert_non_null(strstr(why, "disaggregated loses"));
    /* fewer GPUs in all (8 against 16) yet dearer: the price per
     * GPU-hour decided */
    r.ranked[2].n_gpus = 8;
    r.ranked[2].usd_per_gpu_hour = 2.79;
    r.ranked[1].usd_per_gpu_hour = 1.59;
    assert_true(gs_rank_disagg_verdict(&r, what, why, sizeof(what)));
    assert_non_null(strstr(why, "fewer GPUs but loses on price: its "
                           "offer's 2.79 USD per GPU-hour against 1.59"));
    r.ranked[2].n_gpus = 24;
    r.ranked[2].cost_per_output = 20.0;   /* now rank 1 after sorting */
    gs_rank_finish(&r);
    assert_true(gs_rank_disagg_verdict(&r, what, why, sizeof(what)));
    assert_non_null(strstr(what, "36.0% cheaper"));
    assert_non_null(strstr(why, "disaggregated wins"));
    /* every unit on a GPU with co-located rows dominated, one ranked on
     * a GPU without: the verdict says disaggregation does not win */
    {
        struct gs_gpu inf2;
        struct gs_rank_candidate ok[2], bad[1];
        struct gs_rank_result r2;

        memset(&inf2, 0, sizeof(inf2));
        memset(ok, 0, sizeof(ok));
        memset(bad, 0, sizeof(bad));
        ok[0].parent = &b200;
        ok[0].cost_per_output = 31.27;
        ok[0].n_gpus = 8;
        snprintf(ok[0].label, sizeof(ok[0].label), "b200 x8");
        ok[1].parent = &inf2;
        ok[1].disagg = true;
        ok[1].cost_per_output = 1261.0;
        ok[1].n_gpus = 816;
        snprintf(ok[1].label, sizeof(ok[1].label), "inf2 x816 disagg");
        bad[0].parent = &b200;
        bad[0].disagg = true;
        bad[0].reject = GS_RANK_DOMINATED;
        snprintf(bad[0].label, sizeof(bad[0].label), "b200 x20 disagg");
        snprintf(bad[0].reason, sizeof(bad[0].reason), "needs 24 GPUs");
        gs_rank_result_init(&r2);
        r2.ranked = ok;
        r2.n_ranked = 2;
        r2.rejected = bad;
        r2.n_rejected = 1;
        gs_rank_finish(&r2);
        assert_int_equal(r2.disagg.n_dominated, 1);
        assert_true(gs_rank_disagg_verdict(&r2, what, why, sizeof(what)));
        assert_string_equal(what, "disaggregated pools: 1 unit(s) dominated "
                            "by co-located units of their GPU, e.g. b200 "
                            "x20 disagg: needs 24 GPUs");
        assert_non_null(strstr(why, "disaggregated does not win"));
        assert_non_null(strstr(why, "inf2 x816 disagg"));
    }
    /* no disaggregated row: nothing to say */
    r.ranked[0].disagg = false;
    r.n_ranked = 0;
    gs_rank_finish(&r);
    assert_false(gs_rank_disagg_verdict(&r, what, why, sizeof(what)));
    assert_string_equal(what, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(wait_is_the_md1_tail),
        cmocka_unit_test(max_load_inverts_the_wait),
        cmocka_unit_test(pools_sized_for_the_ttft_target),
        cmocka_unit_test(ratio_search_takes_the_fewest_gpus),
        cmocka_unit_test(search_rejects_what_cannot_meet_the_target),
        cmocka_unit_test(verdict_compares_with_the_same_gpu),
    };

    return cmocka_run_group_tests_name("disagg", tests, NULL, NULL);
}
