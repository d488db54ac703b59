/*
 * The disaggregated sweep's plan rules (src/plan/sweep_disagg.c): the
 * best-row rule, whether an offer's instances hold the pools'
 * tensor-parallel groups, the prefill pool's price row when it is
 * another GPU type, a point's cost, and a point's evaluation and reason
 * on the toy catalogue of tests/fixtures/rank (rk-1b on rk-a; rk-tiny
 * too small for it).  Expected values are worked by hand beside each.
 */
#include "gs_test.h"

#include <math.h>
#include <string.h>

#include "candidate.h"
#include "dataset.h"
#include "defaults.h"
#include "market.h"
#include "sweep_disagg.h"

#define FIX GPUSEL_FIXTURES "/rank/"

static struct gs_sweep_disagg_rank rank_of(bool meets, bool priced,
                                           double usd, double tps,
                                           int64_t n)
{
    return (struct gs_sweep_disagg_rank){
        .meets = meets, .offer_holds = true, .priced = priced,
        .usd_per_mtok = usd, .tokens_per_s_per_gpu = tps, .n_gpus = n,
    };
}

/* Cheaper wins; at the same cost the more tokens/s per GPU, then the
 * fewer GPUs; a row missing the targets, or whose offer splits a tp
 * group, is never best, whatever its cost; priced beats unpriced;
 * unpriced rows by tokens/s per GPU; equal rows keep the first. */
static void best_row_rule(void **state)
{
    struct gs_sweep_disagg_rank a = rank_of(true, true, 80.0, 40.0, 16);
    struct gs_sweep_disagg_rank b = rank_of(true, true, 90.0, 60.0, 8);
    struct gs_sweep_disagg_rank miss = rank_of(false, true, 10.0, 99.0, 2);
    struct gs_sweep_disagg_rank split = rank_of(true, true, 10.0, 99.0, 2);
    struct gs_sweep_disagg_rank free_ = rank_of(true, false, NAN, 99.0, 2);
    struct gs_sweep_disagg_rank c;

    (void)state;
    split.offer_holds = false;
    assert_true(gs_sweep_disagg_better(&a, &b));   /* 80 < 90 USD/Mtok */
    assert_false(gs_sweep_disagg_better(&b, &a));
    assert_true(gs_sweep_disagg_better(&a, NULL));
    assert_false(gs_sweep_disagg_better(&miss, NULL));
    assert_false(gs_sweep_disagg_better(&miss, &a));
    assert_true(gs_sweep_disagg_better(&a, &miss));
    assert_false(gs_sweep_disagg_better(&split, &a));
    assert_true(gs_sweep_disagg_better(&a, &split));
    assert_false(gs_sweep_disagg_better(&free_, &b));
    assert_true(gs_sweep_disagg_better(&b, &free_));
    /* same cost (within 1e-9 relative): 60 tokens/s per GPU beat 40 */
    c = rank_of(true, true, 80.0 * (1.0 + 1e-12), 60.0, 32);
    assert_true(gs_sweep_disagg_better(&c, &a));
    /* same cost and rate: 8 GPUs beat 16; equal rows keep the first */
    c = rank_of(true, true, 80.0, 40.0, 8);
    assert_true(gs_sweep_disagg_better(&c, &a));
    assert_false(gs_sweep_disagg_better(&a, &a));
    /* two unpriced rows: the higher rate */
    c = rank_of(true, false, NAN, 50.0, 2);
    assert_true(gs_sweep_disagg_better(&free_, &c));
    assert_false(gs_sweep_disagg_better(&c, &free_));
}

/* An 8-GPU NVLink domain: a tp-4 group fits one 8-GPU instance, not
 * 1-GPU VMs; tp 1 fits anything; owned (0 GPUs per instance) holds
 * everything; either pool failing fails the row. */
static void offers_must_hold_the_tp_groups(void **state)
{
    struct gs_gpu g = { .id = "g8", .scale_up_domain_gpus = 8 };

    (void)state;
    assert_true(gs_sweep_disagg_offer_holds(&g, 8, 4, &g, 8, 8));
    assert_false(gs_sweep_disagg_offer_holds(&g, 1, 4, &g, 8, 8));
    assert_false(gs_sweep_disagg_offer_holds(&g, 8, 4, &g, 1, 2));
    assert_true(gs_sweep_disagg_offer_holds(&g, 1, 1, &g, 1, 1));
    assert_true(gs_sweep_disagg_offer_holds(&g, 0, 8, &g, 0, 8));
}

static struct gs_price offer(const char *provider, const char *gpu,
                             double usd_per_gpu_hour)
{
    return (struct gs_price){
        .provider = provider, .instance = "x8", .gpu_id = gpu,
        .gpu_name = gpu, .n_gpus = 8,
        .usd_per_instance_hour = 8.0 * usd_per_gpu_hour,
        .usd_per_gpu_hour = usd_per_gpu_hour,
        .pricing = GS_PRICING_ON_DEMAND,
        .as_of = { gs_date_from_civil(2026, 11, 1), GS_DATE_DAY, NULL },
    };
}

/* Prefill type pb at cloudA $5.00 and cloudB $4.00; decode type dh at
 * cloudA and cloudD.  The decode offer at cloudA pairs with cloudA's pb
 * ($5.00, not the cheaper cloudB: one cloud holds both pools); at
 * cloudD, which has no pb, the row cost would choose: the cheapest,
 * cloudB $4.00, or the --provider's (cloudA) when one is given. */
static void prefill_row_prefers_the_decode_offers_provider(void **state)
{
    struct gs_price rows[] = {
        offer("cloudA", "pb", 5.00), offer("cloudB", "pb", 4.00),
        offer("cloudA", "dh", 3.00), offer("cloudD", "dh", 2.00),
    };
    struct gs_gpu pb = { .id = "pb", .scale_up_domain_gpus = 8 };
    struct gs_arena arena;
    struct gs_market m;
    struct gs_plan_prices pp;

    (void)state;
    gs_arena_init(&arena);
    assert_int_equal(gs_market_build(&m, rows, GS_ARRAY_SIZE(rows),
                                     GS_PRICE_NO_PIN, &arena), 0);
    pp = (struct gs_plan_prices){
        .market = &m, .today_days = gs_date_from_civil(2026, 12, 1),
        .stale_after_days = 180,
    };
    assert_ptr_equal(gs_sweep_disagg_prefill_row(&pp, &pb,
                                                 GS_PRICING_ON_DEMAND,
                                                 &rows[2], NULL, NULL, 8),
                     &rows[0]);
    assert_ptr_equal(gs_sweep_disagg_prefill_row(&pp, &pb,
                                                 GS_PRICING_ON_DEMAND,
                                                 &rows[3], NULL, NULL, 8),
                     &rows[1]);
    assert_ptr_equal(gs_sweep_disagg_prefill_row(&pp, &pb,
                                                 GS_PRICING_ON_DEMAND,
                                                 &rows[3], "cloudA", NULL,
                                                 8),
                     &rows[0]);
    assert_null(gs_sweep_disagg_prefill_row(&pp, &pb,
                                            GS_PRICING_RESERVED_1Y,
                                            &rows[2], NULL, NULL, 8));
    gs_arena_release(&arena);
}

struct fx {
    struct gs_dataset data;
    const struct gs_model *m;
    const struct gs_gpu *a, *tiny;
    struct gs_cost_question q;
    struct gs_sweep_work w;
};

static void setup(struct fx *f)
{
    struct gs_error err = GS_ERROR_INIT;
    struct gs_cost_args a;

    memset(f, 0, sizeof(*f));
    gs_dataset_init(&f->data);
    assert_int_equal(gs_dataset_load_file(&f->data, FIX "rank-gpus.yaml",
                                          &err), 0);
    assert_non_null(f->m = gs_dataset_find_model(&f->data, "rk-1b"));
    assert_non_null(f->a = gs_dataset_find_gpu(&f->data, "rk-a"));
    assert_non_null(f->tiny = gs_dataset_find_gpu(&f->data, "rk-tiny"));
    gs_candidate_args_unset(&a);
    a.kind = "realtime";
    a.model = "rk-1b";
    a.requests_per_s = 1.0;
    assert_int_equal(gs_question_settle(&a, NULL, NULL, &f->q, &err), 0);
    assert_int_equal(gs_sweep_serving_work(&f->q, f->m, GS_DTYPE_UNSET,
                                           f->q.prompt_tokens +
                                               f->q.output_tokens,
                                           &f->w, &err), 0);
    assert_true(f->w.ok);
}

/* A point's cost without demand: one unit fully used, its GPU-hours over
 * the tokens it makes.  12 GPUs at $2.00 making 1,000 tokens/s: 24 USD
 * an hour for 3.6 Mtok, 6.6666667 USD/Mtok; utilisation 1. */
static void a_point_is_priced_on_both_pools(void **state)
{
    struct fx f;
    struct gs_cost_args a;
    struct gs_candidate_throughput t;
    struct gs_cost_pricing pr;
    struct gs_cost_result res;
    struct gs_perf_disagg d;

    (void)state;
    setup(&f);
    memset(&d, 0, sizeof(d));
    d.n_gpus = 12;
    d.prefill_tp = 4;
    d.prefill_dp = 2;
    d.decode.tp = 4;
    d.decode.pp = d.decode.dp = 1;
    d.decode.concurrency = 32;
    d.tokens_per_s = 1000.0;
    d.tokens_per_s_per_gpu = 1000.0 / 12.0;
    gs_candidate_args_unset(&a);
    memset(&t, 0, sizeof(t));
    gs_candidate_make_pricing(&a, f.a, GS_PRICING_ON_DEMAND, 2.0, &t, false,
                              &pr);
    assert_true(gs_sweep_disagg_cost(&f.q, false, &pr, &d, &res));
    assert_close(res.usd_per_mtok, 24.0 / 3.6, 1e-9);
    assert_close(res.utilisation_frac, 1.0, 1e-9);
    /* no throughput, no cost */
    d.tokens_per_s = 0.0;
    assert_false(gs_sweep_disagg_cost(&f.q, false, &pr, &d, &res));
    gs_dataset_release(&f.data);
}

/* rk-1b on one rk-a per pool: an answer over the scale-out network (a
 * one-GPU domain), its GPUs both pools', at the largest concurrency
 * meeting the targets (no targets: the decode pool's capacity); a
 * concurrency above that capacity, a prefill pool of rk-tiny (too
 * small for one prompt) and a work outside the model each say why. */
static void points_answer_or_say_why(void **state)
{
    struct fx f;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_sweep_disagg_point p;
    struct gs_sweep_disagg_ask ask;
    struct gs_sweep_work bad;

    (void)state;
    setup(&f);
    ask = (struct gs_sweep_disagg_ask){
        .q = &f.q, .m = f.m, .decode_gpu = f.a, .work = &f.w, .ep = 1,
        .prefill_gpus = 1, .decode_gpus = 1, .concurrency = GS_UNSET_I64,
    };
    assert_int_equal(gs_sweep_disagg_eval(&ask, &p, &err), 0);
    assert_true(p.found);
    assert_int_equal(p.why, GS_SWEEP_DISAGG_OK);
    assert_int_equal(p.d.n_gpus, 2);
    assert_false(p.d.kv_scale_up);
    assert_int_equal(p.d.prefill_tp * p.d.prefill_dp, 1);
    assert_true(p.decode_max_concurrency >= p.d.decode.concurrency);
    assert_true(p.d.tokens_per_s > 0.0);
    assert_close(p.d.tokens_per_s_per_gpu, p.d.tokens_per_s / 2.0, 1e-12);
    ask.concurrency = p.decode_max_concurrency + 1;
    assert_int_equal(gs_sweep_disagg_eval(&ask, &p, &err), 0);
    assert_false(p.found);
    assert_int_equal(p.why, GS_SWEEP_DISAGG_ABOVE_CAPACITY);
    ask.concurrency = 1;
    ask.prefill_gpu = f.tiny;
    assert_int_equal(gs_sweep_disagg_eval(&ask, &p, &err), 0);
    assert_false(p.found);
    assert_int_equal(p.why, GS_SWEEP_DISAGG_NO_PREFILL);
    ask.prefill_gpu = f.a;
    ask.decode_gpu = f.tiny;
    assert_int_equal(gs_sweep_disagg_eval(&ask, &p, &err), 0);
    assert_false(p.found);
    assert_int_equal(p.why, GS_SWEEP_DISAGG_NO_DECODE);
    memset(&bad, 0, sizeof(bad));
    ask.work = &bad;
    assert_int_equal(gs_sweep_disagg_eval(&ask, &p, &err), 0);
    assert_false(p.found);
    assert_int_equal(p.why, GS_SWEEP_DISAGG_OUTSIDE_MODEL);
    gs_dataset_release(&f.data);
}

/* An EP group of 4 GPUs (qwen3-30b-a3b, 128 experts; the catalogue's
 * data/) does not divide a decode pool of 2 H100s: no layout, said as
 * such; a pool of 4 holds it (tp = ep = 4, one replica). */
static void an_ep_group_must_divide_the_decode_pool(void **state)
{
    struct gs_dataset data;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_cost_args a;
    struct gs_cost_question q;
    struct gs_sweep_work w;
    struct gs_sweep_disagg_point p;
    struct gs_sweep_disagg_ask ask;
    const struct gs_model *m;
    const struct gs_gpu *g;

    (void)state;
    gs_dataset_init(&data);
    assert_int_equal(gs_dataset_load_file(&data, GPUSEL_SOURCE_DIR
                                          "/data/gpus.yaml", &err), 0);
    assert_int_equal(gs_dataset_load_file(&data, GPUSEL_SOURCE_DIR
                                          "/data/models.yaml", &err), 0);
    assert_non_null(m = gs_dataset_find_model(&data, "qwen3-30b-a3b"));
    assert_non_null(g = gs_dataset_find_gpu(&data, "h100-sxm"));
    gs_candidate_args_unset(&a);
    a.kind = "realtime";
    a.model = "qwen3-30b-a3b";
    a.requests_per_s = 1.0;
    assert_int_equal(gs_question_settle(&a, NULL, NULL, &q, &err), 0);
    assert_int_equal(gs_sweep_serving_work(&q, m, GS_DTYPE_UNSET,
                                           q.prompt_tokens + q.output_tokens,
                                           &w, &err), 0);
    ask = (struct gs_sweep_disagg_ask){
        .q = &q, .m = m, .decode_gpu = g, .work = &w, .ep = 4,
        .prefill_gpus = 1, .decode_gpus = 2, .concurrency = GS_UNSET_I64,
    };
    assert_int_equal(gs_sweep_disagg_eval(&ask, &p, &err), 0);
    assert_false(p.found);
    assert_int_equal(p.why, GS_SWEEP_DISAGG_NO_LAYOUT);
    ask.decode_gpus = 4;
    assert_int_equal(gs_sweep_disagg_eval(&ask, &p, &err), 0);
    assert_true(p.found);
    assert_int_equal(p.d.decode.ep, 4);
    assert_int_equal(p.d.decode.tp, 4);
    gs_dataset_release(&data);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(best_row_rule),
        cmocka_unit_test(offers_must_hold_the_tp_groups),
        cmocka_unit_test(prefill_row_prefers_the_decode_offers_provider),
        cmocka_unit_test(a_point_is_priced_on_both_pools),
        cmocka_unit_test(points_answer_or_say_why),
        cmocka_unit_test(an_ep_group_must_divide_the_decode_pool),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
