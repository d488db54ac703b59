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

#include "candidate.h"
#include "disagg.h"
#include "market.h"
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

/* Two pools at their own prices (cost --disagg --prefill-gpu): the
 * unit's rate is the sum of both pools' GPU-hours at their rates over
 * its GPUs.  2 prefill GPUs at $10 + 6 decode GPUs at $2 = $20 + $12 =
 * $32 per unit-hour over 8 GPUs = $4.00 per GPU-hour (the mean of the
 * two rates, $6, would be wrong); one pool of 0 GPUs or a negative rate
 * is no unit. */
static void two_pools_cost_the_sum_of_their_gpu_hours(void **state)
{
    (void)state;
    assert_close(gs_candidate_disagg_usd_per_gpu_hour(2, 10.0, 6, 2.0), 4.0,
                 1e-12);
    assert_close(gs_candidate_disagg_usd_per_gpu_hour(4, 3.0, 4, 3.0), 3.0,
                 1e-12);
    assert_true(isnan(gs_candidate_disagg_usd_per_gpu_hour(0, 3.0, 4, 3.0)));
    assert_true(isnan(gs_candidate_disagg_usd_per_gpu_hour(4, -1.0, 4,
                                                           3.0)));
}

/* An 8-GPU on-demand (or reserved) row of gpu at provider, dated
 * 2026-11-01. */
static struct gs_price offer(const char *provider, const char *gpu,
                             double usd_per_gpu_hour, enum gs_pricing kind)
{
    return (struct gs_price){
        .provider = provider, .instance = "x8", .gpu_id = gpu,
        .gpu_name = gpu, .n_gpus = 8,
        .usd_per_instance_hour = 8.0 * usd_per_gpu_hour,
        .usd_per_gpu_hour = usd_per_gpu_hour, .pricing = kind,
        .as_of = { gs_date_from_civil(2026, 11, 1), GS_DATE_DAY, NULL },
    };
}

/* Each pool's own offer by the market rule.  Prefill type pb: cloudA
 * $5.00, cloudB $4.00 on demand, cloudC $1.00 reserved-1y; decode type
 * dh: cloudA $3.00, cloudB $3.50.  8 prefill + 4 decode GPUs:
 *   no provider: the cheapest of each type's on-demand offers, pb at
 *     cloudB $4.00 and dh at cloudA $3.00 (two providers; cloudC's
 *     reserved $1.00 is another kind): (8 x 4 + 4 x 3) / 12 = 44 / 12 =
 *     3.6666667;
 *   --provider cloudA: $5.00 and $3.00: (40 + 12) / 12 = 4.3333333;
 *   --provider cloudC: no on-demand pb there, no unit (NAN). */
static void each_pool_takes_its_own_gpus_offer(void **state)
{
    struct gs_price rows[] = {
        offer("cloudA", "pb", 5.00, GS_PRICING_ON_DEMAND),
        offer("cloudB", "pb", 4.00, GS_PRICING_ON_DEMAND),
        offer("cloudC", "pb", 1.00, GS_PRICING_RESERVED_1Y),
        offer("cloudA", "dh", 3.00, GS_PRICING_ON_DEMAND),
        offer("cloudB", "dh", 3.50, GS_PRICING_ON_DEMAND),
    };
    struct gs_gpu pb = { .id = "pb", .scale_up_domain_gpus = 8 };
    struct gs_gpu dh = { .id = "dh", .scale_up_domain_gpus = 8 };
    struct gs_arena arena;
    struct gs_market m;
    struct gs_plan_prices pp;
    struct gs_candidate_disagg_offers o;

    (void)state;
    gs_arena_init(&arena);
    assert_int_equal(gs_market_build(&m, rows, GS_ARRAY_SIZE(rows),
                                     GS_PRICE_NO_PIN, &arena), 0);
    pp = (struct gs_plan_prices){
        .market = &m, .today_days = gs_date_from_civil(2026, 12, 1),
        .stale_after_days = 180,
    };
    gs_candidate_choose_disagg_prices(&pp, &pb, &dh, GS_PRICING_ON_DEMAND,
                                      NULL, NULL, 8, 4, &o);
    assert_ptr_equal(o.prefill, &rows[1]);
    assert_ptr_equal(o.decode, &rows[3]);
    assert_close(o.usd_per_gpu_hour, 3.6666667, 1e-6);
    gs_candidate_choose_disagg_prices(&pp, &pb, &dh, GS_PRICING_ON_DEMAND,
                                      "cloudA", NULL, 8, 4, &o);
    assert_ptr_equal(o.prefill, &rows[0]);
    assert_ptr_equal(o.decode, &rows[3]);
    assert_close(o.usd_per_gpu_hour, 4.3333333, 1e-6);
    gs_candidate_choose_disagg_prices(&pp, &pb, &dh, GS_PRICING_ON_DEMAND,
                                      "cloudC", NULL, 8, 4, &o);
    assert_null(o.prefill);
    assert_null(o.decode);
    assert_true(isnan(o.usd_per_gpu_hour));
    gs_arena_release(&arena);
}

/* The prefill instance's own layout (gs_disagg_prefill_choose): GPU-
 * seconds per prompt at the target's largest load, gpus x t_pre /
 * rho_max, target 8.9212045 s, no KV time:
 *   1 GPU,  t_pre 4.0 s: rho_max 0.0931327 (4 + 4 / (2 x 0.9068673) x
 *           ln 9.31327 = 4 + 2.2053447 x 2.2314614 = 8.9212): 42.949;
 *   2 GPUs, t_pre 2.0 s: rho_max 0.45 (above): 2 x 2 / 0.45 = 8.8889;
 *   4 GPUs, t_pre 1.0 s: rho_max 0.7292442 (1 + 1 / (2 x 0.2707558) x
 *           ln 72.92442 = 1 + 1.8466829 x 4.2894253 = 8.9212): 4 x 1 /
 *           0.7292442 = 5.4851;
 *   8 GPUs, t_pre 0.6 s: rho_max 0.8402475: 8 x 0.6 / 0.8402475 =
 *           5.7126.
 * The 4-GPU instance: the fewest GPU-seconds per prompt, not the
 * fastest prefill (8 GPUs) nor the fewest GPUs (1). */
static void prefill_takes_the_fewest_gpu_seconds(void **state)
{
    const struct gs_disagg_prefill_option opt[] = {
        { 1, 4.0, 0.0 }, { 2, 2.0, 0.0 }, { 4, 1.0, 0.0 }, { 8, 0.6, 0.0 },
    };
    double gs;

    (void)state;
    assert_int_equal(gs_disagg_prefill_choose(opt, 4, 8.9212045, &gs), 2);
    assert_close(gs, 5.4851308, 1e-6);
    /* the 2-GPU one alone: 8.8889 */
    assert_int_equal(gs_disagg_prefill_choose(&opt[1], 1, 8.9212045, &gs),
                     0);
    assert_close(gs, 4.0 / 0.45, 1e-6);
}

/* An instance whose t_pre + t_kv alone miss the target (1 GPU, 9 s
 * against 8.92 s; 2 GPUs, 4.5 s + 4.5 s of KV) is never chosen, however
 * few its GPU-seconds; with none left, -1 and NAN. */
static void prefill_past_the_target_is_never_chosen(void **state)
{
    const struct gs_disagg_prefill_option opt[] = {
        { 1, 9.0, 0.0 }, { 2, 4.5, 4.5 }, { 4, 1.0, 0.0 },
    };
    double gs = 0.0;

    (void)state;
    assert_int_equal(gs_disagg_prefill_choose(opt, 3, 8.9212045, &gs), 2);
    assert_int_equal(gs_disagg_prefill_choose(opt, 2, 8.9212045, &gs), -1);
    assert_true(isnan(gs));
}

/* Pools rented as whole instances of 8 GPUs: prefill instances of 1 GPU
 * at t_pre 2 s (rho_max 0.45), decode replicas of 4 GPUs at 0.2
 * requests/s, demand 2 requests/s.  r = 5: lambda 1.0, 1.0 x 2 / 0.45 =
 * 4.44, 5 instances, paid as 8 GPUs, so 8 instances serve: load 2 / 8 =
 * 0.25, TTFT p99 2 + 2 / 1.5 x ln 25 = 2 + 1.3333333 x 3.2188758 =
 * 6.2918344 s; decode 20 GPUs paid as 24; 32 a unit, ceil(2 / 1) = 2
 * units, 64 GPUs. */
static struct gs_disagg_in rent_in(void)
{
    struct gs_disagg_in in = case_in();

    in.prefill_instance_gpus = 1;
    in.decode_gpus = 4;
    in.decode_requests_per_s = 0.2;
    in.demand_requests_per_s = 2.0;
    in.prefill_rent_gpus = 8;
    in.decode_rent_gpus = 8;
    return in;
}

static void pools_are_paid_as_whole_instances(void **state)
{
    struct gs_disagg_in in = rent_in();
    struct gs_disagg_pools p;

    (void)state;
    gs_disagg_pools_at(&in, 5, 0, &p);
    assert_true(p.found);
    assert_int_equal(p.prefill_instances, 8);
    assert_int_equal(p.prefill_paid_gpus, 8);
    assert_int_equal(p.decode_gpus, 20);
    assert_int_equal(p.decode_paid_gpus, 24);
    assert_int_equal(p.n_gpus, 32);
    assert_int_equal(p.total_gpus, 64);
    assert_close(p.load, 0.25, 1e-12);
    assert_close(p.ttft_p99_s, 6.2918344, 1e-6);
    /* the caller's rho_max stands for the bisection: 0.45 gives the
     * same pools; 0.9 lets 1.0 x 2 / 0.9 = 3 instances carry r = 5,
     * still paid as 8 */
    in.max_load = 0.45;
    gs_disagg_pools_at(&in, 5, 0, &p);
    assert_int_equal(p.prefill_instances, 8);
    assert_close(p.max_load, 0.45, 0.0);
    in.max_load = 0.9;
    in.prefill_rent_gpus = 0;
    gs_disagg_pools_at(&in, 5, 0, &p);
    assert_int_equal(p.prefill_instances, 3);
    assert_close(p.max_load, 0.9, 0.0);
}

/* The ratio by price (rent_in): by GPUs alone r = 5 wins, 64 GPUs
 * (r = 2: 0.4 requests/s, 2 instances paid as 8, decode 8, 16 a unit, 5
 * units, 80; r = 4: 3 units of 8 + 16, 72; r = 6 ties r = 5 at 64 on a
 * unit of 32 and the first is kept).  A prefill GPU at a quarter of a
 * decode GPU's price: r = 5 costs 2 x (8 x 0.25 + 24) = 52 decode
 * GPU-hours, r = 2 5 x (8 x 0.25 + 8) = 50, r = 4 3 x (2 + 16) = 54,
 * r = 6 2 x (2 + 24) = 52, r = 1 10 x (2 + 8) = 100: r = 2 wins. */
static void the_ratio_is_searched_by_price(void **state)
{
    struct gs_disagg_in in = rent_in();
    struct gs_disagg_pools p;

    (void)state;
    gs_disagg_search(&in, &p);
    assert_true(p.found);
    assert_int_equal(p.decode_replicas, 5);
    assert_int_equal(p.total_gpus, 64);
    in.prefill_gpu_weight = 0.25;
    gs_disagg_search(&in, &p);
    assert_true(p.found);
    assert_int_equal(p.decode_replicas, 2);
    assert_int_equal(p.total_gpus, 80);
    assert_close(p.total_weighted_gpus, 50.0, 1e-12);
}

/* Two owned pools, 4 prefill GPUs (purchase $40,000, 1000 W) and 12
 * decode GPUs ($30,000, 700 W), both $5,000 of server and $100 a month
 * of hosting per GPU: per GPU of the unit (4 x 40000 + 12 x 30000) / 16
 * = $32,500 and (4000 + 8400) / 16 = 775 W; the site's terms the
 * decode pool's. */
static void owned_pools_blend_per_gpu_terms(void **state)
{
    struct gs_cost_owned p = { 40000.0, 5000.0, 3.0, 1000.0, 1.5, 0.2,
                               100.0 };
    struct gs_cost_owned d = { 30000.0, 5000.0, 4.0, 700.0, 1.3, 0.1,
                               100.0 };
    struct gs_cost_owned o;

    (void)state;
    assert_true(gs_candidate_disagg_owned_terms(4, &p, 12, &d, &o));
    assert_close(o.purchase_usd_per_gpu, 32500.0, 1e-12);
    assert_close(o.tdp_w, 775.0, 1e-12);
    assert_close(o.server_usd_per_gpu, 5000.0, 1e-12);
    assert_close(o.hosting_usd_per_gpu_month, 100.0, 1e-12);
    assert_close(o.amortisation_years, 4.0, 0.0);
    assert_close(o.pue, 1.3, 0.0);
    assert_close(o.usd_per_kwh, 0.1, 0.0);
    assert_false(gs_candidate_disagg_owned_terms(0, &p, 12, &d, &o));
}

/* The heterogeneous verdict (rank.c, gs_rank_hetero_verdict): a pair
 * "b200 x4 P + h200 x4 D" at 9.675 USD/Mtok against the best one-type
 * row "b200 x2" at 7.737: 9.675 / 7.737 - 1 = 25.05% dearer; its
 * prefill 5.94 GPU-s a prompt at 1.466 USD/GPU-h = 5.94 x 1.466 / 3600
 * = 0.002419 USD, the decode GPU's own 19.2 GPU-s at 1.31 = 0.006987;
 * the cheaper prefill does not make up for the pair's decode pool.  The
 * one-type rows' summary leaves the pair out. */
static void hetero_verdict_prices_a_prompt_on_each_type(void **state)
{
    struct gs_gpu b200, h200;
    struct gs_rank_candidate c[2];
    struct gs_rank_result r;
    char what[512], why[512];

    (void)state;
    memset(&b200, 0, sizeof(b200));
    memset(&h200, 0, sizeof(h200));
    b200.id = "b200";
    h200.id = "h200";
    memset(c, 0, sizeof(c));
    c[0].parent = &b200;
    c[0].cost_per_output = 7.737;
    c[0].n_gpus = 2;
    snprintf(c[0].label, sizeof(c[0].label), "b200 x2");
    c[1].parent = &h200;
    c[1].gpu_id = "h200";
    c[1].disagg = true;
    c[1].prefill_gpu = &b200;
    c[1].cost_per_output = 9.675;
    c[1].n_gpus = 8;
    c[1].prefill_gpu_s_per_request = 5.94;
    c[1].prefill_usd_per_gpu_hour = 1.466;
    c[1].own_prefill_gpu_s_per_request = 19.2;
    c[1].decode_usd_per_gpu_hour = 1.31;
    snprintf(c[1].label, sizeof(c[1].label), "b200 x4 P + h200 x4 D");
    gs_rank_result_init(&r);
    r.ranked = c;
    r.n_ranked = 2;
    gs_rank_finish(&r);
    assert_int_equal(r.disagg.n_ranked, 0);
    assert_int_equal(r.disagg.n_hetero_ranked, 1);
    assert_string_equal(r.disagg.best_one_type->label, "b200 x2");
    assert_close(r.disagg.hetero_margin_frac, 9.675 / 7.737 - 1.0, 1e-12);
    assert_false(gs_rank_disagg_verdict(&r, what, why, sizeof(what)));
    assert_true(gs_rank_hetero_verdict(&r, what, why, sizeof(what)));
    assert_non_null(strstr(what, "25.0% dearer than the best row on one "
                           "GPU type, b200 x2 (7.737)"));
    assert_non_null(strstr(why, "heterogeneous loses: prefill on b200 "
                           "costs 0.00242 USD per prompt"));
    assert_non_null(strstr(why, "against 0.00699 on h200"));
    assert_non_null(strstr(why, "does not make up for the pair's decode "
                           "pool"));
    /* cheaper than every one-type row: it wins */
    r.ranked[1].cost_per_output = 7.0;
    gs_rank_finish(&r);
    assert_true(gs_rank_hetero_verdict(&r, what, why, sizeof(what)));
    assert_non_null(strstr(what, "(rank 1), 9.5% cheaper"));
    assert_non_null(strstr(why, "heterogeneous wins"));
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
        cmocka_unit_test(two_pools_cost_the_sum_of_their_gpu_hours),
        cmocka_unit_test(each_pool_takes_its_own_gpus_offer),
        cmocka_unit_test(prefill_takes_the_fewest_gpu_seconds),
        cmocka_unit_test(prefill_past_the_target_is_never_chosen),
        cmocka_unit_test(pools_are_paid_as_whole_instances),
        cmocka_unit_test(the_ratio_is_searched_by_price),
        cmocka_unit_test(owned_pools_blend_per_gpu_terms),
        cmocka_unit_test(hetero_verdict_prices_a_prompt_on_each_type),
    };

    return cmocka_run_group_tests_name("disagg", tests, NULL, NULL);
}
