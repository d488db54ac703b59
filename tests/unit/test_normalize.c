/*
 * gpusel normalize's decision (src/plan/normalize.c) on the toy
 * catalogue and prices of tests/fixtures/rank: each measured row's
 * question (full load without a workload), its price (the row's, the
 * market's standing row, none), its cost from the measured throughput,
 * its p99s against the targets, and the ranking.  Values by hand:
 *
 *   full load: 1000 tokens/s of 500-token outputs is 2 requests/s of
 *   capacity; with retry 0.25 the largest demand one replica holds is
 *   2 / 1.25 = 1.6 requests/s.
 *   samples: rk-a x2 on toycloud on-demand at $2.00 per GPU-hour (the
 *   November row; January's $3.00 is superseded), 10 samples/s, retry
 *   0.1, acceptance 0.8: 2 x 2.00 x 1.1 / (10 x 3600 x 0.8)
 *   = 4.4 / 28800 = 1.5278e-4 USD per accepted sample.
 */
#include "gs_test.h"

#include <string.h>

#include "normalize.h"
#include "rank_fixture.h"

/* the fixtures' prices pinned at their today, 2026-12-01 */
static void load(struct gs_rank_fixture *f)
{
    gs_rank_fixture_load(f, NULL, GS_RANK_FIX_TODAY_DAYS);
}

static struct gs_bench_row row(unsigned line, const char *gpu, int64_t n,
                               enum gs_bench_work work, double throughput)
{
    struct gs_bench_row r;

    memset(&r, 0, sizeof(r));
    r.line = line;
    r.gpu = gpu;
    r.n_gpus = n;
    r.model = "rk-1b";
    r.work = work;
    r.throughput = throughput;
    r.usd_per_gpu_hour = r.acceptance_rate = r.retry_rate = GS_UNSET_F64;
    r.ttft_p99_s = r.itl_p99_s = GS_UNSET_F64;
    r.prompt_tokens = r.output_tokens = r.concurrency = GS_UNSET_I64;
    r.tp = r.pp = GS_UNSET_I64;
    return r;
}

/* Decide row m with its question settled as the command settles it. */
static int eval(struct gs_rank_fixture *f, const struct gs_bench_row *m,
                struct gs_normalize_row *r, const char **note)
{
    struct gs_cost_args a;
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_normalize_in in;
    const struct gs_gpu *g = gs_dataset_gpu(&f->data, m->gpu, &err);

    assert_non_null(g);
    gs_normalize_row_args(m, NULL, GS_UNSET_F64, GS_UNSET_F64, &a);
    a.ttft_p99_s = 0.5;
    assert_int_equal(gs_question_settle(&a, NULL, g, &q, &err), 0);
    in = (struct gs_normalize_in){
        m, &a, &q, g, gs_dataset_find_model(&f->data, m->model), &f->pp,
        gs_date_from_civil(2026, 12, 1), 180,
    };
    return gs_normalize_row_eval(&in, &f->arena, r, note, &err);
}

static void a_rows_question_without_a_workload(void **state)
{
    struct gs_bench_row m = row(2, "rk-a", 4, GS_BENCH_WORK_TOKENS, 1000.0);
    struct gs_cost_args a;

    (void)state;
    m.output_tokens = 500;
    m.retry_rate = 0.25;
    gs_normalize_row_args(&m, NULL, GS_UNSET_F64, 0.05, &a);
    assert_string_equal(a.kind, "realtime");
    assert_close(a.requests_per_s, 1.6, 1e-12);
    assert_true(a.requests_per_s * 1.25 / 2.0 <= 1.0);
    assert_close(a.peak_requests_per_s, a.requests_per_s, 0.0);
    assert_close(a.tokens_per_s_per_gpu, 250.0, 1e-12);  /* 1000 / 4 */
    assert_close(a.itl_p99_s, 0.05, 0.0);
    assert_int_equal(a.n_gpus, 4);
    m = row(3, "rk-a", 2, GS_BENCH_WORK_IMAGES, 120.0);
    gs_normalize_row_args(&m, NULL, GS_UNSET_F64, GS_UNSET_F64, &a);
    assert_string_equal(a.kind, "media");
    assert_close(a.assets, 120.0, 0.0);                  /* one hour */
    assert_close(a.assets_per_hour, 120.0, 0.0);
    m = row(4, "rk-a", 2, GS_BENCH_WORK_SAMPLES, 10.0);
    gs_normalize_row_args(&m, NULL, GS_UNSET_F64, GS_UNSET_F64, &a);
    assert_string_equal(a.kind, "training");
    assert_string_equal(a.tokens, "4194304");
    /* with a workload the file states the demand */
    gs_normalize_row_args(&m, "w.yaml", GS_UNSET_F64, GS_UNSET_F64, &a);
    assert_null(a.kind);
    assert_null(a.tokens);
    assert_string_equal(a.workload, "w.yaml");
}

static void a_sample_row_is_priced_at_the_standing_row(void **state)
{
    struct gs_rank_fixture f;
    struct gs_bench_row m = row(4, "rk-a", 2, GS_BENCH_WORK_SAMPLES, 10.0);
    struct gs_normalize_row r;
    const char *note;

    (void)state;
    load(&f);
    m.provider = "toycloud";
    m.retry_rate = 0.1;
    m.acceptance_rate = 0.8;
    assert_int_equal(eval(&f, &m, &r, &note), 0);
    assert_true(r.meets);
    assert_close(r.usd_per_gpu_hour, 2.00, 1e-12);
    assert_close(r.usd_per_accepted_output, 4.4 / 28800.0, 1e-9);
    assert_string_equal(r.price_as_of, "2026-11-01");
    assert_int_equal(r.price_age_days, 30);
    assert_false(r.price_stale);
    assert_string_equal(r.label, "rk-a x2, on-demand (line 4)");
    /* the row's own price wins over the market's */
    m.usd_per_gpu_hour = 5.0;
    assert_int_equal(eval(&f, &m, &r, &note), 0);
    assert_close(r.usd_per_accepted_output, 2 * 5.0 * 1.1 / 28800.0, 1e-9);
    assert_null(r.price_as_of);
    gs_rank_fixture_release(&f);
}

static void rows_without_a_price_are_rejected(void **state)
{
    struct gs_rank_fixture f;
    struct gs_bench_row m = row(4, "rk-a", 1, GS_BENCH_WORK_SAMPLES, 10.0);
    struct gs_normalize_row r;
    const char *note;

    (void)state;
    load(&f);
    m.pricing = "reserved-3y";
    assert_int_equal(eval(&f, &m, &r, &note), 0);
    assert_false(r.meets);
    assert_string_equal(r.reason, "no reserved-3y price for 'rk-a' (give "
                        "usd_per_gpu_hour in the row)");
    m = row(5, "rk-nop", 1, GS_BENCH_WORK_SAMPLES, 10.0);
    m.pricing = "owned";
    assert_int_equal(eval(&f, &m, &r, &note), 0);
    assert_false(r.meets);
    assert_string_equal(r.reason, "the catalogue has no purchase or launch "
                        "price for 'rk-nop' (give usd_per_gpu_hour in the "
                        "row)");
    gs_rank_fixture_release(&f);
}

/* The target is 0.5 s p99 TTFT (eval): 0.9 s misses it, no measure
 * cannot show it is met, 0.4 s meets it. */
static void measured_p99s_are_held_to_the_targets(void **state)
{
    struct gs_rank_fixture f;
    struct gs_bench_row m = row(6, "rk-a", 1, GS_BENCH_WORK_TOKENS, 1000.0);
    struct gs_normalize_row r;
    const char *note;

    (void)state;
    load(&f);
    m.output_tokens = 100;
    m.provider = "toycloud";
    m.ttft_p99_s = 0.9;
    assert_int_equal(eval(&f, &m, &r, &note), 0);
    assert_true(r.targets_checked);
    assert_false(r.meets);
    assert_string_equal(r.reason, "measured p99 TTFT 0.9 s is above the "
                        "target 0.5 s");
    assert_string_equal(note, "line 6: no prediction: the row gives no "
                        "concurrency");
    m.ttft_p99_s = GS_UNSET_F64;
    assert_int_equal(eval(&f, &m, &r, &note), 0);
    assert_string_equal(r.reason, "p99 TTFT not measured, the target "
                        "needs it");
    m.ttft_p99_s = 0.4;
    assert_int_equal(eval(&f, &m, &r, &note), 0);
    assert_true(r.meets);
    assert_null(r.reason);
    assert_true(r.usd_per_accepted_output > 0.0);
    gs_rank_fixture_release(&f);
}

/* Ranked first, cheapest per accepted output, then GPU id, count, line;
 * the rejected in file order. */
static void the_ranking(void **state)
{
    struct gs_bench_row m[6] = {
        row(5, "rk-b", 1, GS_BENCH_WORK_TOKENS, 1.0),
        row(9, "rk-z", 1, GS_BENCH_WORK_TOKENS, 1.0),
        row(3, "rk-a", 2, GS_BENCH_WORK_TOKENS, 1.0),
        row(7, "rk-a", 1, GS_BENCH_WORK_TOKENS, 1.0),
        row(2, "rk-a", 1, GS_BENCH_WORK_TOKENS, 1.0),
        row(1, "rk-a", 1, GS_BENCH_WORK_TOKENS, 1.0),
    };
    double usd[6] = { 2.0, 1.0, 2.0, 2.0, 0.5, 0.1 };
    bool meets[6] = { true, true, true, true, false, false };
    unsigned want[6] = { 9, 7, 3, 5, 1, 2 };
    struct gs_normalize_row r[6];
    size_t i;

    (void)state;
    memset(r, 0, sizeof(r));
    for (i = 0; i < 6; i++) {
        r[i].m = &m[i];
        r[i].usd_per_accepted_output = usd[i];
        r[i].meets = meets[i];
    }
    assert_int_equal(gs_normalize_rank(r, 6), 4);
    for (i = 0; i < 6; i++) {
        assert_int_equal(r[i].m->line, want[i]);
        assert_int_equal(r[i].rank, i < 4 ? (int64_t)i + 1 : 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_rows_question_without_a_workload),
        cmocka_unit_test(a_sample_row_is_priced_at_the_standing_row),
        cmocka_unit_test(rows_without_a_price_are_rejected),
        cmocka_unit_test(measured_p99s_are_held_to_the_targets),
        cmocka_unit_test(the_ranking),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
