/*
 * The parts of gpusel rank that need no data (src/cli/rank.c): the
 * ranking order and every tie-break step, why the winner wins, the
 * numeric keys --fail-if reads, and the reason codes.
 */
#include "gs_test.h"

#include <stdlib.h>
#include <string.h>

#include "rank.h"

/* A ranked GPU candidate: n GPUs per unit, `units` units, at cost. */
static struct gs_rank_candidate cand(const char *gpu, int64_t n,
                                     int64_t units, enum gs_pricing kind,
                                     const char *provider, double cost)
{
    struct gs_rank_candidate c;

    memset(&c, 0, sizeof(c));
    c.gpu_id = gpu;
    c.n_gpus = n;
    c.pricing = kind;
    c.provider = provider;
    c.costed = true;
    c.cost_per_output = cost;
    c.res.n_replicas = units;
    c.res.usd_total = cost * 1000.0;
    c.ttft_p99_s = c.itl_p99_s = c.hours_to_finish = NAN;
    c.mig_fraction = NAN;
    c.meets_targets = true;
    snprintf(c.label, sizeof(c.label), "%s x%lld %s %s", gpu, (long long)n,
             gs_pricing_name(kind), provider ? provider : "-");
    return c;
}

static void cheaper_comes_first(void **state)
{
    struct gs_rank_candidate a = cand("b", 8, 1, GS_PRICING_OWNED, "z", 1.0);
    struct gs_rank_candidate b = cand("a", 1, 1, GS_PRICING_ON_DEMAND, "a",
                                      2.0);

    (void)state;
    assert_true(gs_rank_cmp(&a, &b) < 0);
    assert_true(gs_rank_cmp(&b, &a) > 0);
    assert_int_equal(gs_rank_cmp(&a, &a), 0);
}

static void a_cost_without_a_number_comes_last(void **state)
{
    struct gs_rank_candidate a = cand("a", 1, 1, GS_PRICING_ON_DEMAND, "p",
                                      NAN);
    struct gs_rank_candidate b = cand("b", 1, 1, GS_PRICING_ON_DEMAND, "p",
                                      1e9);

    (void)state;
    assert_true(gs_rank_cmp(&b, &a) < 0);
}

static void costs_within_the_tolerance_tie(void **state)
{
    /* the same cost up to the last bits: the GPU count decides */
    struct gs_rank_candidate a = cand("a", 2, 1, GS_PRICING_ON_DEMAND, "p",
                                      1.0 + 1e-12);
    struct gs_rank_candidate b = cand("b", 1, 1, GS_PRICING_ON_DEMAND, "p",
                                      1.0);

    (void)state;
    assert_true(gs_rank_cmp(&b, &a) < 0);
    /* beyond it the cost decides */
    a.cost_per_output = 1.0 - 1e-6;
    assert_true(gs_rank_cmp(&a, &b) < 0);
}

static void tie_fewer_gpus_paid_then_fewer_per_unit(void **state)
{
    /* 2 units of 1 GPU and 1 unit of 2 pay for 2; 3 units of 1 for 3 */
    struct gs_rank_candidate x1 = cand("a", 1, 2, GS_PRICING_SPOT, "p", 1.0);
    struct gs_rank_candidate x2 = cand("a", 2, 1, GS_PRICING_SPOT, "p", 1.0);
    struct gs_rank_candidate x3 = cand("a", 1, 3, GS_PRICING_SPOT, "p", 1.0);

    (void)state;
    assert_true(gs_rank_cmp(&x1, &x2) < 0);
    assert_true(gs_rank_cmp(&x2, &x3) < 0);
}

static void tie_pricing_kind_order_then_api_last(void **state)
{
    struct gs_rank_candidate od = cand("a", 1, 1, GS_PRICING_ON_DEMAND, "p",
                                       1.0);
    struct gs_rank_candidate sp = cand("a", 1, 1, GS_PRICING_SPOT, "p", 1.0);
    struct gs_rank_candidate ow = cand("a", 1, 1, GS_PRICING_OWNED, NULL,
                                       1.0);
    struct gs_rank_candidate api = cand("api", 0, 0, GS_PRICING_ON_DEMAND,
                                        "p", 1.0);
    struct gs_api_price ap = { .provider = "p", .model = "m" };

    (void)state;
    api.is_api = true;
    api.api = &ap;
    assert_true(gs_rank_cmp(&od, &sp) < 0);
    assert_true(gs_rank_cmp(&sp, &ow) < 0);
    /* an API pays for no GPU, yet a GPU offer of the same cost goes first */
    assert_true(gs_rank_cmp(&ow, &api) < 0);
    assert_true(gs_rank_cmp(&api, &od) > 0);
}

static void tie_provider_region_instance_then_gpu_id(void **state)
{
    struct gs_rank_candidate a = cand("z", 1, 1, GS_PRICING_ON_DEMAND, "AWS",
                                      1.0);
    struct gs_rank_candidate b = cand("a", 1, 1, GS_PRICING_ON_DEMAND, "gcp",
                                      1.0);

    (void)state;
    assert_true(gs_rank_cmp(&a, &b) < 0);        /* provider, case ignored */
    b.provider = "aws";
    a.region = "us-west";
    b.region = "us-east";
    assert_true(gs_rank_cmp(&b, &a) < 0);        /* region */
    b.region = "us-west";
    a.instance = "p5.4xlarge";
    b.instance = "p5.48xlarge";
    assert_true(gs_rank_cmp(&b, &a) < 0);        /* instance */
    b.instance = "p5.4xlarge";
    assert_true(gs_rank_cmp(&b, &a) < 0);        /* GPU id: a < z */
}

static void tie_whole_gpu_before_its_slice(void **state)
{
    struct gs_rank_candidate whole = cand("h", 1, 1, GS_PRICING_OWNED, NULL,
                                          1.0);
    struct gs_rank_candidate slice = whole;

    (void)state;
    /* a slice pays for 1/7 of a GPU: fewer GPUs paid, so it goes first */
    slice.is_mig = true;
    slice.mig_fraction = 1.0 / 7.0;
    assert_true(gs_rank_cmp(&slice, &whole) < 0);
    /* at the same share, the whole GPU first */
    whole.n_gpus = 1;
    whole.res.n_replicas = 1;
    slice.res.n_replicas = 7;
    assert_true(gs_rank_cmp(&whole, &slice) < 0);
}

/* Same cost, GPUs and offer: co-located before disaggregated pools,
 * whatever their labels say ("x16 disagg" sorts before "x16 on-demand"). */
static void tie_colocated_before_disaggregated(void **state)
{
    struct gs_rank_candidate agg = cand("trn2", 16, 1, GS_PRICING_ON_DEMAND,
                                        "AWS", 4.9667);
    struct gs_rank_candidate dis = agg;

    (void)state;
    dis.disagg = true;
    snprintf(dis.label, sizeof(dis.label), "trn2 x16 disagg 8P+8D");
    assert_true(gs_rank_cmp(&agg, &dis) < 0);
    assert_true(gs_rank_cmp(&dis, &agg) > 0);
}

/* What prefix caching saves: 1 - 1.045 / 3.178 = 67.1% less. */
static void prefix_note_says_by_how_much(void **state)
{
    struct gs_rank_candidate c = cand("a100", 1, 5, GS_PRICING_ON_DEMAND,
                                      "RunPod", 1.045);
    struct gs_cost_question q;
    struct gs_rank_result r;
    char buf[512];

    (void)state;
    memset(&q, 0, sizeof(q));
    q.prefix_tokens = 2000;
    q.prefix_hit_rate = 0.8;
    gs_rank_result_init(&r);
    r.q = &q;
    assert_false(gs_rank_prefix_note(&r, buf, sizeof(buf)));
    assert_string_equal(buf, "");
    r.prefix.c = &c;
    r.prefix.with_cost = 1.045;
    r.prefix.without_cost = 3.178;
    r.prefix.with_gpus = 5;
    r.prefix.without_gpus = 21;
    r.prefix.without_fits = true;
    assert_true(gs_rank_prefix_note(&r, buf, sizeof(buf)));
    assert_string_equal(buf, "prefix caching (a 2000-token prefix cached "
                        "for 80% of requests) lowers a100 x1 on-demand "
                        "RunPod from 3.178 to 1.045 USD/Mtok (67.1% less; 5 "
                        "GPUs against 21)");
    r.prefix.without_fits = false;
    assert_true(gs_rank_prefix_note(&r, buf, sizeof(buf)));
    assert_non_null(strstr(buf, "makes a100 x1 on-demand RunPod possible"));
}

static void rejected_order_by_reason_code(void **state)
{
    struct gs_rank_candidate a = cand("a", 1, 1, GS_PRICING_ON_DEMAND, "p",
                                      NAN);
    struct gs_rank_candidate b = cand("b", 1, 1, GS_PRICING_ON_DEMAND, "p",
                                      1.0);

    (void)state;
    a.reject = GS_RANK_NO_PRICE;
    b.reject = GS_RANK_NO_FIT;
    assert_true(gs_rank_cmp_rejected(&b, &a) < 0);
    b.reject = GS_RANK_NO_PRICE;
    assert_true(gs_rank_cmp_rejected(&a, &b) < 0);   /* then identity */
}

static void reason_names_are_the_documented_codes(void **state)
{
    (void)state;
    assert_string_equal(gs_rank_reject_name(GS_RANK_OK), "");
    assert_string_equal(gs_rank_reject_name(GS_RANK_NO_FIT), "does_not_fit");
    assert_string_equal(gs_rank_reject_name(GS_RANK_MISSES_LATENCY),
                        "misses_latency");
    assert_string_equal(gs_rank_reject_name(GS_RANK_MISSES_DEADLINE),
                        "misses_deadline");
    assert_string_equal(gs_rank_reject_name(GS_RANK_BREAKS_CONSTRAINT),
                        "breaks_constraint");
    assert_string_equal(gs_rank_reject_name(GS_RANK_NO_PRICE), "no_price");
    assert_string_equal(gs_rank_reject_name(GS_RANK_OVER_BUDGET),
                        "over_budget");
    assert_string_equal(gs_rank_reject_name(GS_RANK_REJECT_COUNT), "?");
    assert_null(gs_rank_reject_names[GS_RANK_REJECT_COUNT]);
}

static void finish_sorts_numbers_and_explains(void **state)
{
    struct gs_rank_result r;
    struct gs_rank_candidate *c = calloc(3, sizeof(*c));

    (void)state;
    assert_non_null(c);
    c[0] = cand("b", 1, 1, GS_PRICING_ON_DEMAND, "p", 3.0);
    c[1] = cand("a", 1, 1, GS_PRICING_ON_DEMAND, "p", 2.0);
    c[2] = cand("c", 1, 1, GS_PRICING_ON_DEMAND, "p", 2.5);
    c[1].res.n_terms = 4;
    c[1].res.terms[0] = (struct gs_cost_term){ "compute_usd", "GPU compute",
                                               500.0, 0.25 };
    c[1].res.terms[1] = (struct gs_cost_term){ "storage_usd", "storage", 0.0,
                                               0.0 };
    c[1].res.terms[2] = (struct gs_cost_term){ "idle_capacity_usd",
                                               "idle capacity", 1200.0, 0.6 };
    c[1].res.terms[3] = (struct gs_cost_term){ "platform_labor_usd",
                                               "platform labour", 300.0,
                                               0.15 };
    gs_rank_result_init(&r);
    r.ranked = c;
    r.n_ranked = 3;
    gs_rank_finish(&r);
    assert_string_equal(r.ranked[0].gpu_id, "a");
    assert_string_equal(r.ranked[1].gpu_id, "c");
    assert_string_equal(r.ranked[2].gpu_id, "b");
    assert_int_equal(r.ranked[0].rank, 1);
    assert_int_equal(r.ranked[2].rank, 3);
    assert_true(r.why.has_winner);
    assert_true(r.why.has_runner_up);
    assert_ptr_equal(r.why.runner_up, &r.ranked[1]);
    assert_close(r.why.margin_per_output, 0.5, 1e-12);
    assert_close(r.why.margin_usd, 500.0, 1e-12);
    assert_close(r.why.margin_frac, 0.25, 1e-12);
    assert_false(r.why.tie);
    /* the largest terms first; a zero term is not named */
    assert_int_equal(r.why.n_top_terms, 3);
    assert_string_equal(r.why.top_terms[0].key, "idle_capacity_usd");
    assert_string_equal(r.why.top_terms[1].key, "compute_usd");
    assert_string_equal(r.why.top_terms[2].key, "platform_labor_usd");
    free(r.ranked);
}

static void finish_marks_a_tie_and_a_lone_winner(void **state)
{
    struct gs_rank_result r;
    struct gs_rank_candidate *c = calloc(2, sizeof(*c));

    (void)state;
    assert_non_null(c);
    c[0] = cand("b", 1, 1, GS_PRICING_ON_DEMAND, "p", 2.0);
    c[1] = cand("a", 1, 1, GS_PRICING_ON_DEMAND, "p", 2.0);
    gs_rank_result_init(&r);
    r.ranked = c;
    r.n_ranked = 2;
    gs_rank_finish(&r);
    assert_string_equal(r.ranked[0].gpu_id, "a");     /* GPU id decides */
    assert_true(r.why.tie);
    r.n_ranked = 1;
    gs_rank_finish(&r);
    assert_true(r.why.has_winner);
    assert_false(r.why.has_runner_up);
    assert_true(isnan(r.why.margin_per_output));
    free(r.ranked);
}

static void finish_without_a_ranked_candidate(void **state)
{
    struct gs_rank_result r;

    (void)state;
    gs_rank_result_init(&r);
    gs_rank_finish(&r);
    assert_false(r.why.has_winner);
    assert_true(isnan(r.budget_usd));
}

static void keys_read_the_candidate(void **state)
{
    struct gs_rank_candidate c = cand("a", 2, 3, GS_PRICING_ON_DEMAND, "p",
                                      1.5);
    double v;

    (void)state;
    c.rank = 1;
    c.res.usd_per_mtok = 1.5;
    c.res.n_terms = 1;
    c.res.terms[0] = (struct gs_cost_term){ "compute_usd", "GPU compute",
                                            42.0, 1.0 };
    c.ttft_p99_s = 0.25;
    assert_int_equal(gs_rank_key(&c, "usd_per_mtok", &v), 0);
    assert_close(v, 1.5, 1e-12);
    assert_int_equal(gs_rank_key(&c, "gpu_count", &v), 0);
    assert_close(v, 6.0, 1e-12);                 /* 3 units of 2 */
    assert_int_equal(gs_rank_key(&c, "usd_total", &v), 0);
    assert_close(v, 1500.0, 1e-12);
    assert_int_equal(gs_rank_key(&c, "ttft_p99_s", &v), 0);
    assert_close(v, 0.25, 1e-12);
    assert_int_equal(gs_rank_key(&c, "meets_targets", &v), 0);
    assert_close(v, 1.0, 0.0);
    assert_int_equal(gs_rank_key(&c, "compute_usd", &v), 0);
    assert_close(v, 42.0, 1e-12);
    /* a term of another kind: a key with no value */
    assert_int_equal(gs_rank_key(&c, "failed_run_usd", &v), 0);
    assert_true(isnan(v));
    assert_int_equal(gs_rank_key(&c, "itl_p99_s", &v), 0);
    assert_true(isnan(v));
    assert_int_equal(gs_rank_key(&c, "usd_per_mtk", &v), -1);
    assert_int_equal(gs_rank_key(&c, "candidate", &v), -1);   /* text */
}

/* A key looked up once by index reads what gs_rank_key reads; terms
 * and unknown keys have no index. */
static void keys_by_index_read_the_same(void **state)
{
    struct gs_rank_candidate c = cand("a", 2, 3, GS_PRICING_ON_DEMAND, "p",
                                      1.5);
    int i;
    double v;

    (void)state;
    c.res.n_terms = 1;
    c.res.terms[0] = (struct gs_cost_term){ "compute_usd", "GPU compute",
                                            42.0, 1.0 };
    c.ttft_p99_s = 0.25;
    i = gs_rank_key_index("gpu_count");
    assert_true(i >= 0);
    assert_string_equal(gs_rank_numeric_keys[i], "gpu_count");
    assert_close(gs_rank_key_at(&c, i), 6.0, 1e-12);     /* 3 units of 2 */
    i = gs_rank_key_index("ttft_p99_s");
    assert_close(gs_rank_key_at(&c, i), 0.25, 1e-12);
    i = gs_rank_key_index("usd_total");
    assert_close(gs_rank_key_at(&c, i), 1500.0, 1e-12);
    assert_int_equal(gs_rank_key_index("compute_usd"), -1);
    assert_int_equal(gs_rank_key_index("usd_per_mtk"), -1);
    assert_int_equal(gs_rank_term_key(&c, "compute_usd", &v), 0);
    assert_close(v, 42.0, 1e-12);
    assert_int_equal(gs_rank_term_key(&c, "failed_run_usd", &v), 0);
    assert_true(isnan(v));
    assert_int_equal(gs_rank_term_key(&c, "gpu_count", &v), -1);
    for (i = 0; gs_rank_numeric_keys[i]; i++)
        assert_int_equal(gs_rank_key_index(gs_rank_numeric_keys[i]), i);
}

static void every_listed_numeric_key_is_known(void **state)
{
    struct gs_rank_candidate c = cand("a", 1, 1, GS_PRICING_OWNED, NULL,
                                      1.0);
    size_t i;
    double v;

    (void)state;
    for (i = 0; gs_rank_numeric_keys[i]; i++)
        if (gs_rank_key(&c, gs_rank_numeric_keys[i], &v) != 0) {
            print_error("key '%s' unknown\n", gs_rank_numeric_keys[i]);
            fail();
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cheaper_comes_first),
        cmocka_unit_test(a_cost_without_a_number_comes_last),
        cmocka_unit_test(costs_within_the_tolerance_tie),
        cmocka_unit_test(tie_fewer_gpus_paid_then_fewer_per_unit),
        cmocka_unit_test(tie_pricing_kind_order_then_api_last),
        cmocka_unit_test(tie_provider_region_instance_then_gpu_id),
        cmocka_unit_test(tie_whole_gpu_before_its_slice),
        cmocka_unit_test(tie_colocated_before_disaggregated),
        cmocka_unit_test(prefix_note_says_by_how_much),
        cmocka_unit_test(rejected_order_by_reason_code),
        cmocka_unit_test(reason_names_are_the_documented_codes),
        cmocka_unit_test(finish_sorts_numbers_and_explains),
        cmocka_unit_test(finish_marks_a_tie_and_a_lone_winner),
        cmocka_unit_test(finish_without_a_ranked_candidate),
        cmocka_unit_test(keys_read_the_candidate),
        cmocka_unit_test(keys_by_index_read_the_same),
        cmocka_unit_test(every_listed_numeric_key_is_known),
    };

    return cmocka_run_group_tests_name("rank", tests, NULL, NULL);
}
