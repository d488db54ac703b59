/*
 * The sweep grid (src/plan/sweep_grid.c) on the toy catalogue of
 * tests/fixtures/rank (rk-1b on rk-a, one GPU): every concurrency of the
 * axis reaches the callback in order; a concurrency above the KV
 * capacity has no answer and says so (skipped under fits_only); a
 * point's best layout holds it; the memo gives the same answer twice;
 * and a point's cost without demand is its hourly price over the
 * tokens it makes in an hour, fully used: usd_per_mtok = 2.00 USD/h /
 * (tokens/s x 3600 / 1e6).
 */
#include "gs_test.h"

#include <string.h>

#include "candidate.h"
#include "dataset.h"
#include "defaults.h"
#include "sweep_grid.h"

#define FIX GPUSEL_FIXTURES "/rank/"
#define MAX_POINTS 32

struct seen {
    size_t n;
    int64_t c[MAX_POINTS];
    bool has[MAX_POINTS];
    struct gs_perf_point p[MAX_POINTS];
    int64_t max_c[MAX_POINTS];
    enum gs_sweep_why why[MAX_POINTS];
};

static int collect(void *user, int64_t c, const struct gs_perf_point *p,
                   int64_t max_concurrency, enum gs_sweep_why why,
                   struct gs_error *err)
{
    struct seen *s = user;

    (void)err;
    assert_true(s->n < MAX_POINTS);
    s->c[s->n] = c;
    s->has[s->n] = p != NULL;
    if (p)
        s->p[s->n] = *p;
    s->max_c[s->n] = max_concurrency;
    s->why[s->n] = why;
    s->n++;
    return 0;
}

struct fx {
    struct gs_dataset data;
    struct gs_arena arena;
    const struct gs_model *m;
    const struct gs_gpu *g;
    struct gs_cost_question q;
    struct gs_workload w;
    struct gs_perf_query pq;
};

static void setup(struct fx *f)
{
    struct gs_error err = GS_ERROR_INIT;
    struct gs_cost_args a;
    struct gs_workload asked = GS_WORKLOAD_UNSET;

    memset(f, 0, sizeof(*f));
    gs_dataset_init(&f->data);
    gs_arena_init(&f->arena);
    assert_int_equal(gs_dataset_load_file(&f->data, FIX "rank-gpus.yaml",
                                          &err), 0);
    assert_non_null(f->m = gs_dataset_find_model(&f->data, "rk-1b"));
    assert_non_null(f->g = gs_dataset_find_gpu(&f->data, "rk-a"));
    gs_candidate_args_unset(&a);
    a.kind = "realtime";
    a.model = "rk-1b";
    a.requests_per_s = 1.0;
    assert_int_equal(gs_question_settle(&a, NULL, NULL, &f->q, &err), 0);
    asked.mode = GS_MODE_INFER;
    asked.ctx_tokens = f->q.prompt_tokens + f->q.output_tokens;
    asked.mem_util_frac = GS_PERF_DEFAULT_MEM_UTIL;
    assert_int_equal(gs_workload_settle(&asked, f->m, &gs_default_workload,
                                        &f->w, &err), 0);
    gs_sweep_query(&f->q, f->m, f->g, &f->w, f->q.prompt_tokens,
                   GS_DEFAULT_SERVING_ENGINE, &f->pq);
}

static void teardown(struct fx *f)
{
    gs_arena_release(&f->arena);
    gs_dataset_release(&f->data);
}

static void every_concurrency_reaches_the_callback(void **state)
{
    struct fx f;
    struct gs_sweep_grid gr;
    struct gs_error err = GS_ERROR_INIT;
    const int64_t conc[] = { 1, 4, 16, 1000000 };
    struct seen s, again;
    size_t i;

    (void)state;
    setup(&f);
    gs_sweep_grid_init(&gr, f.m, &f.arena);
    memset(&s, 0, sizeof(s));
    assert_int_equal(gs_sweep_block(&gr, &f.pq, 1, conc, 4, false, collect,
                                    &s, &err), 0);
    assert_int_equal(s.n, 4);
    for (i = 0; i < 3; i++) {
        assert_int_equal(s.c[i], conc[i]);
        assert_true(s.has[i]);
        assert_int_equal(s.why[i], GS_SWEEP_WHY_NONE);
        assert_int_equal(s.p[i].tp * s.p[i].pp * s.p[i].dp, 1);
        assert_true(s.p[i].expected.tokens_per_s > 0.0);
        assert_true(s.p[i].max_concurrency >= conc[i]);
        if (i)      /* more sequences, more tokens per second */
            assert_true(s.p[i].expected.tokens_per_s >
                        s.p[i - 1].expected.tokens_per_s);
    }
    /* a million sequences do not fit the KV cache of one toy GPU */
    assert_false(s.has[3]);
    assert_int_equal(s.why[3], GS_SWEEP_WHY_ABOVE_CAPACITY);
    assert_int_equal(s.max_c[3], s.p[0].max_concurrency);
    /* fits_only leaves it out; the memo answers the same */
    memset(&again, 0, sizeof(again));
    assert_int_equal(gs_sweep_block(&gr, &f.pq, 1, conc, 4, true, collect,
                                    &again, &err), 0);
    assert_int_equal(again.n, 3);
    for (i = 0; i < 3; i++)
        assert_close(again.p[i].expected.tokens_per_s,
                     s.p[i].expected.tokens_per_s, 1e-15);
    /* an unsettled work: every point outside the model */
    memset(&again, 0, sizeof(again));
    assert_int_equal(gs_sweep_block(&gr, NULL, 1, conc, 2, false, collect,
                                    &again, &err), 0);
    assert_int_equal(again.n, 2);
    assert_int_equal(again.why[0], GS_SWEEP_WHY_OUTSIDE_MODEL);
    teardown(&f);
}

static void a_point_without_demand_is_priced_fully_used(void **state)
{
    struct fx f;
    struct gs_sweep_grid gr;
    struct gs_error err = GS_ERROR_INIT;
    const int64_t conc[] = { 1 };
    struct gs_candidate_throughput t;
    struct gs_cost_pricing pr;
    struct gs_cost_args a;
    struct gs_cost_result res;
    struct seen s;
    double mtok_per_hour;

    (void)state;
    setup(&f);
    gs_sweep_grid_init(&gr, f.m, &f.arena);
    memset(&s, 0, sizeof(s));
    assert_int_equal(gs_sweep_block(&gr, &f.pq, 1, conc, 1, false, collect,
                                    &s, &err), 0);
    assert_true(s.has[0]);
    gs_candidate_args_unset(&a);
    memset(&t, 0, sizeof(t));
    gs_candidate_make_pricing(&a, f.g, GS_PRICING_ON_DEMAND, 2.0, &t, false,
                              &pr);
    assert_true(gs_sweep_point_cost(&f.q, false, &pr, &s.p[0], 1, &res));
    mtok_per_hour = s.p[0].expected.tokens_per_s * 3600.0 / 1e6;
    assert_close(res.usd_per_mtok, 2.0 / mtok_per_hour, 1e-9);
    assert_close(res.utilisation_frac, 1.0, 1e-9);
    /* with the question's demand (1 request/s), one unit idles */
    assert_true(gs_sweep_point_cost(&f.q, true, &pr, &s.p[0], 1, &res));
    assert_true(res.usd_per_mtok > 2.0 / mtok_per_hour);
    teardown(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_concurrency_reaches_the_callback),
        cmocka_unit_test(a_point_without_demand_is_priced_fully_used),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
