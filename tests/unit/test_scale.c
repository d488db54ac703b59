/*
 * The measured-GPU scaling rule rank and cost share (src/plan/scale.c),
 * on hand-computed values and on the toy catalogue of tests/fixtures/rank
 * (tests/fixtures/rank/rank-formats.yaml: rk-a measured at 1000 output
 * tokens/s per GPU; rk-b its twin, same vendor, architecture and
 * silicon; rk-x the same part from another vendor).
 *
 * By hand: a reference measured at 600 tokens/s per GPU where the model
 * says 800 has the ratio 600 / 800 = 0.75; a modelled unit of 1200
 * tokens/s and 4 requests/s scaled by it serves 900 tokens/s and 3
 * requests/s, its p99 TTFT (0.3 s) the model's still.  rk-b's model
 * equals rk-a's (twins), so rk-b scaled by rk-a's ratio serves exactly
 * rk-a's measured 1000 tokens/s per GPU: modelled_b x 1000 / modelled_a
 * = 1000.
 */
#include "gs_test.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rank_fixture.h"
#include "scale.h"

#define FIX GS_RANK_FIX

struct fx {
    struct gs_rank_fixture base;
    struct gs_workload_file file;
    struct gs_cost_args a;
    struct gs_cost_question q;
    const struct gs_gpu *gpus[3];
    const struct gs_model *m;
};

static int settle(void *user, const struct gs_gpu *g,
                  struct gs_cost_question *q, struct gs_error *err)
{
    struct fx *f = user;

    return gs_question_settle(&f->a, &f->file, g, q, err);
}

static struct fx *load(void)
{
    struct gs_error err = GS_ERROR_INIT;
    struct fx *f = calloc(1, sizeof(*f));
    static const char *ids[] = { "rk-a", "rk-b", "rk-x" };
    size_t i;

    assert_non_null(f);
    gs_rank_fixture_load(&f->base, NULL, GS_PRICE_NO_PIN);
    assert_int_equal(gs_workload_file_load(&f->file, &f->base.arena,
                                           FIX "rank-formats.yaml",
                                           &f->base.res, &err), 0);
    gs_candidate_args_unset(&f->a);
    for (i = 0; i < 3; i++)
        assert_non_null(f->gpus[i] = gs_dataset_find_gpu(&f->base.data,
                                                          ids[i]));
    assert_non_null(f->m = gs_dataset_find_model(&f->base.data, "rk-1b"));
    return f;
}

static void unload(struct fx *f)
{
    gs_rank_fixture_release(&f->base);
    free(f);
}

static void serving_scales_tokens_and_requests(void **state)
{
    struct gs_measured_ref ref = { NULL, 600.0, 800.0 };
    struct gs_candidate_throughput t;
    struct gs_cost_question q;
    struct gs_cost_args a;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    memset(&q, 0, sizeof(q));
    memset(&t, 0, sizeof(t));
    gs_candidate_args_unset(&a);
    q.kind = GS_WKIND_REALTIME;
    t.unit_tokens_per_s = 1200.0;
    t.unit_requests_per_s = 4.0;
    t.ttft_p99_s = 0.3;
    t.source = "roofline (perf engine)";
    assert_int_equal(gs_scale_throughput(&q, &a, NULL, NULL, 1, &ref,
                                         "scaled", &t, &err), 0);
    assert_close(t.unit_tokens_per_s, 900.0, 1e-9);
    assert_close(t.unit_requests_per_s, 3.0, 1e-12);
    assert_close(t.ttft_p99_s, 0.3, 1e-15);
    assert_string_equal(t.source, "scaled");
    /* media: nothing modelled to scale */
    q.kind = GS_WKIND_MEDIA;
    t.source = "measured";
    assert_int_equal(gs_scale_throughput(&q, &a, NULL, NULL, 1, &ref,
                                         "scaled", &t, &err), 0);
    assert_close(t.unit_tokens_per_s, 900.0, 1e-9);
    assert_string_equal(t.source, "measured");
}

static void the_source_names_the_measured_gpu(void **state)
{
    struct gs_gpu g;
    struct gs_measured_ref ref = { &g, 600.0, 800.0 };
    struct gs_cost_question q;
    char buf[GS_SCALE_SOURCE_MAX];

    (void)state;
    memset(&g, 0, sizeof(g));
    memset(&q, 0, sizeof(q));
    g.id = "a100-80gb-sxm";
    q.kind = GS_WKIND_REALTIME;
    assert_string_equal(gs_scale_source(&q, &ref, buf, sizeof(buf)),
                        "roofline (perf engine) x 0.75 (a100-80gb-sxm "
                        "measured / modelled)");
    q.kind = GS_WKIND_TRAINING;
    ref.measured = 0.42;
    ref.modelled = 0.75;
    assert_string_equal(gs_scale_source(&q, &ref, buf, sizeof(buf)),
                        "train engine (modelled MFU) x 0.56 (a100-80gb-sxm "
                        "measured / modelled)");
}

/* The references of [rk-a, rk-b, rk-x]: rk-a only (the one measured),
 * its modelled figure the model's at one GPU; rk-b takes it, rk-x (other
 * vendor) none; rk-b scaled is rk-a's measured 1000 tokens/s. */
static void a_twin_is_scaled_to_the_measured_rate(void **state)
{
    struct fx *f = load();
    struct gs_error err = GS_ERROR_INIT;
    struct gs_measured_ref *refs;
    struct gs_candidate_throughput t;
    size_t n_refs;
    long i;

    (void)state;
    assert_int_equal(gs_scale_refs(f->gpus, 3, settle, f, &f->file, &f->a,
                                   f->m, &f->q, &f->base.arena, &refs,
                                   &n_refs, &err), 0);
    assert_int_equal(n_refs, 1);
    assert_ptr_equal(refs[0].gpu, f->gpus[0]);
    assert_close(refs[0].measured, 1000.0, 1e-12);
    /* the model's figure for rk-a at one GPU, its measurement cleared */
    assert_int_equal(settle(f, f->gpus[0], &f->q, &err), 0);
    f->q.measured_tokens_per_s_per_gpu = GS_UNSET_F64;
    memset(&t, 0, sizeof(t));
    assert_int_equal(gs_candidate_throughput(&f->q, &f->a, f->m, f->gpus[0],
                                             1, &t, NULL, &err), 0);
    assert_false(t.measured);
    assert_close(refs[0].modelled, t.unit_tokens_per_s, 1e-9);
    assert_true(fabs(refs[0].modelled - 1000.0) > 1.0); /* a real ratio */
    assert_int_equal(gs_measured_ref_nearest(f->gpus[1], refs, n_refs), 0);
    assert_int_equal(gs_measured_ref_nearest(f->gpus[2], refs, n_refs), -1);
    /* rk-b modelled, then scaled: 1000 tokens/s per GPU */
    assert_int_equal(settle(f, f->gpus[1], &f->q, &err), 0);
    memset(&t, 0, sizeof(t));
    assert_int_equal(gs_candidate_throughput(&f->q, &f->a, f->m, f->gpus[1],
                                             1, &t, NULL, &err), 0);
    assert_false(t.measured);
    i = gs_measured_ref_nearest(f->gpus[1], refs, n_refs);
    assert_int_equal(gs_scale_throughput(&f->q, &f->a, f->m, f->gpus[1], 1,
                                         &refs[i], "scaled", &t, &err), 0);
    assert_close(t.unit_tokens_per_s, 1000.0, 1e-9);
    assert_string_equal(t.source, "scaled");
    unload(f);
}

/* A rate given for every GPU at once (--tokens-per-s-per-gpu) leaves
 * nothing modelled to scale: no references. */
static void a_flag_rate_leaves_no_references(void **state)
{
    struct fx *f = load();
    struct gs_error err = GS_ERROR_INIT;
    struct gs_measured_ref *refs;
    size_t n_refs;

    (void)state;
    f->a.tokens_per_s_per_gpu = 500.0;
    assert_int_equal(settle(f, NULL, &f->q, &err), 0);
    assert_int_equal(gs_scale_refs(f->gpus, 3, settle, f, &f->file, &f->a,
                                   f->m, &f->q, &f->base.arena, &refs,
                                   &n_refs, &err), 0);
    assert_int_equal(n_refs, 0);
    assert_null(refs);
    unload(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(serving_scales_tokens_and_requests),
        cmocka_unit_test(the_source_names_the_measured_gpu),
        cmocka_unit_test(a_twin_is_scaled_to_the_measured_rate),
        cmocka_unit_test(a_flag_rate_leaves_no_references),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
