/*
 * --measured (src/plan/measured.c): which BENCH.csv row answers a
 * question on one GPU (the GPU's, the count, the work, the weight
 * format, the p99 targets, the model; the most per GPU, the first on a
 * tie) and that row as the question's `measured` entry.  Rows are built
 * by hand as the loader leaves them; the expected row is picked by hand.
 */
#include "gs_test.h"

#include <string.h>

#include "arena.h"
#include "measured.h"
#include "units.h"
#include "workload.h"

static const struct gs_gpu h100 = { .id = "h100-sxm" };
static const struct gs_model llama = { .id = "llama-3.1-8b" };

/* The catalogue of the test: one model, two names. */
static const struct gs_model *find(const void *user, const char *name)
{
    (void)user;
    return strcmp(name, "llama-3.1-8b") == 0 ||
           strcmp(name, "meta-llama/Llama-3.1-8B") == 0 ? &llama : NULL;
}

static struct gs_bench_row row(unsigned line, const char *gpu, int64_t n,
                               double tokens_per_s)
{
    struct gs_bench_row r;

    memset(&r, 0, sizeof(r));
    r.line = line;
    r.gpu = gpu;
    r.n_gpus = n;
    r.model = "llama-3.1-8b";
    r.work = GS_BENCH_WORK_TOKENS;
    r.throughput = tokens_per_s;
    r.usd_per_gpu_hour = r.acceptance_rate = r.retry_rate = GS_UNSET_F64;
    r.ttft_p99_s = r.itl_p99_s = GS_UNSET_F64;
    r.prompt_tokens = r.output_tokens = r.concurrency = GS_UNSET_I64;
    return r;
}

static struct gs_cost_question question(void)
{
    struct gs_cost_question q;

    memset(&q, 0, sizeof(q));
    q.kind = GS_WKIND_REALTIME;
    q.model_name = "llama-3.1-8b";
    q.kv_dtype = GS_DTYPE_UNSET;
    return q;
}

static unsigned best_line(const struct gs_bench_row *rows, size_t n,
                          int64_t n_gpus, const struct gs_cost_question *q)
{
    struct gs_bench b = { "bench.csv", (struct gs_bench_row *)rows, n, 0,
                          false };
    const struct gs_bench_row *r = gs_measured_best_row(&b, &h100, n_gpus, q,
                                                        find, NULL);

    return r ? r->line : 0;
}

/* Per GPU: 1 x 100 = 100, 2 x 180 = 90, 1 x 120 = 120 tokens/s; another
 * GPU's 1 x 500 does not count. */
static void the_most_per_gpu_of_the_gpus_rows(void **state)
{
    struct gs_bench_row rows[] = {
        row(2, "h100-sxm", 1, 100.0), row(3, "h100-sxm", 2, 180.0),
        row(4, "h100-sxm", 1, 120.0), row(5, "a100-80g", 1, 500.0),
    };
    struct gs_cost_question q = question();

    (void)state;
    assert_int_equal(best_line(rows, 4, GS_UNSET_I64, &q), 4);
    /* --gpus 2: only line 3 */
    assert_int_equal(best_line(rows, 4, 2, &q), 3);
    /* a tie keeps the first: 2 x 240 = 120 per GPU ties line 4's */
    rows[1].throughput = 240.0;
    assert_int_equal(best_line(rows, 4, GS_UNSET_I64, &q), 3);
    rows[1].throughput = 239.99;       /* 119.995 per GPU */
    assert_int_equal(best_line(rows, 4, GS_UNSET_I64, &q), 4);
    assert_int_equal(best_line(rows + 3, 1, GS_UNSET_I64, &q), 0);
}

/* A row over a p99 target is left out where it measured it; a row that
 * measured none still answers. */
static void rows_over_the_p99_targets_are_left_out(void **state)
{
    struct gs_bench_row rows[] = {
        row(2, "h100-sxm", 1, 300.0), row(3, "h100-sxm", 1, 200.0),
        row(4, "h100-sxm", 1, 100.0),
    };
    struct gs_cost_question q = question();

    (void)state;
    rows[0].ttft_p99_s = 0.9;          /* over 0.5 s */
    rows[1].ttft_p99_s = 0.4;
    rows[1].itl_p99_s = 0.06;          /* over 0.05 s */
    q.ttft_p99_s = 0.5;
    assert_int_equal(best_line(rows, 3, GS_UNSET_I64, &q), 3);
    q.itl_p99_s = 0.05;
    assert_int_equal(best_line(rows, 3, GS_UNSET_I64, &q), 4);
    q.ttft_p99_s = q.itl_p99_s = 0.0;  /* no targets */
    assert_int_equal(best_line(rows, 3, GS_UNSET_I64, &q), 2);
}

/* The weight format when both name one (auto matches any); the model by
 * the catalogue (an alias is the same model), else by name, case
 * ignored. */
static void the_format_and_the_model_must_match(void **state)
{
    struct gs_bench_row rows[] = {
        row(2, "h100-sxm", 1, 300.0), row(3, "h100-sxm", 1, 200.0),
        row(4, "h100-sxm", 1, 100.0),
    };
    struct gs_cost_question q = question();

    (void)state;
    rows[0].precision = "fp8";
    rows[1].precision = "auto";
    q.formats[0] = GS_DTYPE_BF16;                 /* --precision bf16 */
    q.n_formats = 1;
    assert_int_equal(best_line(rows, 3, GS_UNSET_I64, &q), 3);
    q.formats[1] = GS_DTYPE_FP8;                  /* bf16,fp8 */
    q.n_formats = 2;
    assert_int_equal(best_line(rows, 3, GS_UNSET_I64, &q), 2);
    q.n_formats = 0;                              /* auto */
    assert_int_equal(best_line(rows, 3, GS_UNSET_I64, &q), 2);
    rows[0].model = "qwen-7b";
    rows[1].model = "meta-llama/Llama-3.1-8B";   /* the same model */
    assert_int_equal(best_line(rows, 3, GS_UNSET_I64, &q), 3);
    q.model_name = "My-Private-Model";            /* not in the catalogue */
    rows[2].model = "my-private-model";
    assert_int_equal(best_line(rows, 3, GS_UNSET_I64, &q), 4);
}

/* Media takes image rows of any model; serving takes token rows. */
static void the_kinds_work(void **state)
{
    struct gs_bench_row rows[] = {
        row(2, "h100-sxm", 1, 300.0), row(3, "h100-sxm", 2, 40.0),
    };
    struct gs_cost_question q = question();

    (void)state;
    rows[1].work = GS_BENCH_WORK_IMAGES;
    rows[1].model = "flux-dev";
    assert_int_equal(best_line(rows, 2, GS_UNSET_I64, &q), 2);
    q.kind = GS_WKIND_MEDIA;
    assert_int_equal(best_line(rows, 2, GS_UNSET_I64, &q), 3);
}

/* The row becomes the measured entry: 2 GPUs at 180 tokens/s is 90 per
 * GPU, its p99s, its source as PATH:LINE. */
static void the_row_becomes_the_measured_entry(void **state)
{
    struct gs_bench_row rows[] = { row(7, "h100-sxm", 2, 180.0) };
    struct gs_bench b = { "runs/bench.csv", rows, 1, 0, false };
    struct gs_cost_question q = question();
    struct gs_arena arena;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_arena_init(&arena);
    rows[0].ttft_p99_s = 0.25;
    q.measured_tokens_per_s_per_gpu = GS_UNSET_F64;
    assert_int_equal(gs_measured_apply(&q, &b, &h100, GS_UNSET_I64, find,
                                       NULL, &arena, &err), 0);
    assert_close(q.measured_tokens_per_s_per_gpu, 90.0, 1e-12);
    assert_close(q.measured_ttft_p99_s, 0.25, 1e-12);
    assert_string_equal(q.measured_source, "measured (runs/bench.csv:7)");
    /* no row for 4 GPUs: the question keeps the model's throughput */
    q = question();
    q.measured_tokens_per_s_per_gpu = GS_UNSET_F64;
    assert_int_equal(gs_measured_apply(&q, &b, &h100, 4, find, NULL, &arena,
                                       &err), 0);
    assert_true(gs_unset_f64(q.measured_tokens_per_s_per_gpu));
    assert_null(q.measured_source);
    gs_arena_release(&arena);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_most_per_gpu_of_the_gpus_rows),
        cmocka_unit_test(rows_over_the_p99_targets_are_left_out),
        cmocka_unit_test(the_format_and_the_model_must_match),
        cmocka_unit_test(the_kinds_work),
        cmocka_unit_test(the_row_becomes_the_measured_entry),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
