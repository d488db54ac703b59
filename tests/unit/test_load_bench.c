/*
 * The BENCH.csv reader (src/data/load_bench.c): a good file read in any
 * column order, and every malformed case docs/bench-csv.md lists refused
 * at file:line:column with exit status 3.
 */
#include <stdio.h>
#include <string.h>

#include "gs_test.h"

#include "bench_load.h"
#include "dataset.h"
#include "error.h"
#include "units.h"
#include "workload.h"
#include "workload_file.h"

static struct gs_dataset cat;

static int setup(void **state)
{
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_dataset_init(&cat);
    return gs_dataset_load_builtin(&cat, GS_DATA_GPUS, &err);
}

static int teardown(void **state)
{
    (void)state;
    gs_dataset_release(&cat);
    return 0;
}

static int load(const char *text, size_t len, struct gs_bench *b,
                struct gs_arena *a, struct gs_error *err)
{
    return gs_bench_load_buffer(b, a, "bench.csv",
                                (const unsigned char *)text, len, &cat, err);
}

/* The text must be refused with `code` at line:col, exit status 3 (or
 * as mapped), and a message containing `want`. */
static void refused(const char *text, size_t len, enum gs_errc code,
                    unsigned line, unsigned col, const char *want)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_bench b;
    char where[300];

    if (load(text, len, &b, &a, &err) != -1) {
        print_error("accepted:\n%s\n", text);
        fail();
    }
    snprintf(where, sizeof(where), "%s:%u:%u", err.path, err.line, err.col);
    if (err.code != code || err.line != line || err.col != col ||
        !strstr(err.msg, want)) {
        print_error("got %s [%d] '%s', expected bench.csv:%u:%u [%d] '%s'\n",
                    where, (int)err.code, err.msg, line, col, (int)code,
                    want);
        fail();
    }
    assert_string_equal(err.path, "bench.csv");
    assert_int_equal(gs_error_exit_status(&err), GS_EXIT_DATA);
    assert_int_equal(b.n_rows, 0);
    gs_arena_release(&a);
}

#define REFUSED(text, code, line, col, want) \
    refused(text, sizeof(text) - 1, code, line, col, want)

#define HDR "gpu,gpus,model,tokens_per_s\n"

static void reads_columns_in_any_order_in_base_units(void **state)
{
    static const char text[] =
        "\xEF\xBB\xBF" "model,tokens_per_s,ttft_p99_ms,gpus,gpu,itl_p99_s,"
        "oom_rate,acceptance_rate,peak_memory_gib,concurrency,x_run\r\n"
        "llama-3.1-8b,2400.5,350,1,H100 SXM,0.04,0,0.9,70.5,32,abc\r\n"
        "\r\n"
        "llama-3.1-8b,1000,800,1,a10g,0.06,0.01,1,20,8,def\r\n";
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_bench b;
    const struct gs_bench_row *r;

    (void)state;
    assert_int_equal(load(text, sizeof(text) - 1, &b, &a, &err), 0);
    assert_true(b.had_bom);
    assert_int_equal(b.n_blank_lines, 1);
    assert_int_equal(b.n_rows, 2);
    r = &b.rows[0];
    assert_int_equal(r->line, 2);
    assert_string_equal(r->gpu, "h100-sxm");
    assert_string_equal(r->gpu_written, "H100 SXM");
    assert_int_equal(r->n_gpus, 1);
    assert_int_equal(r->concurrency, 32);
    assert_int_equal(r->work, GS_BENCH_WORK_TOKENS);
    assert_close(r->throughput, 2400.5, 1e-15);
    assert_close(r->ttft_p99_s, 0.350, 1e-15);
    assert_close(r->itl_p99_s, 0.04, 1e-15);
    assert_close(r->acceptance_rate, 0.9, 1e-15);
    assert_close(r->peak_memory_bytes, 70.5 * GS_BYTES_PER_GIB, 1e-15);
    assert_true(gs_unset_f64(r->ttft_p50_s));
    assert_true(gs_unset_i64(r->output_tokens));
    assert_null(r->pricing);
    assert_int_equal(r->col[GS_BENCH_GPU], 27);
    assert_int_equal(b.rows[1].line, 4);
    assert_string_equal(b.rows[1].gpu, "a10g");
    gs_arena_release(&a);
}

static void last_line_without_newline_is_a_row(void **state)
{
    static const char text[] = HDR "h100-sxm,1,llama-3.1-8b,100";
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_bench b;

    (void)state;
    assert_int_equal(load(text, sizeof(text) - 1, &b, &a, &err), 0);
    assert_int_equal(b.n_rows, 1);
    assert_close(b.rows[0].throughput, 100.0, 1e-15);
    gs_arena_release(&a);
}

static void missing_columns_are_refused(void **state)
{
    (void)state;
    REFUSED("gpu,model,tokens_per_s\nh100-sxm,llama-3.1-8b,1\n",
            GS_ESCHEMA, 1, 1, "missing required column 'gpus'");
    REFUSED("gpu,gpus,model\nh100-sxm,1,x\n", GS_ESCHEMA, 1, 1,
            "missing a throughput column");
}

static void unknown_columns_are_refused_with_a_hint(void **state)
{
    (void)state;
    REFUSED("gpu,gpus,model,tokens_per_s,ttft_p99\nh100-sxm,1,m,1,1\n",
            GS_ESCHEMA, 1, 29, "unknown column 'ttft_p99'; did you mean "
            "'ttft_p99_s'?");
    REFUSED("gpu,gpus,model,tokens_per_s,gpus\nh100-sxm,1,m,1,1\n",
            GS_ESCHEMA, 1, 29, "column 'gpus' is given twice");
    /* ms only for latencies */
    REFUSED("gpu,gpus,model,tokens_per_s,duration_ms\nh100-sxm,1,m,1,1\n",
            GS_ESCHEMA, 1, 29, "unknown column 'duration_ms'");
}

static void units_in_cells_are_refused(void **state)
{
    (void)state;
    REFUSED(HDR "h100-sxm,1,m,100\n" "h100-sxm,2,m,12 tok/s\n",
            GS_ESCHEMA, 3, 14, "'tokens_per_s' holds a unit ('12 tok/s')");
    REFUSED("gpu,gpus,model,tokens_per_s,ttft_p99_s\n"
            "h100-sxm,1,m,100,12 ms\n", GS_ESCHEMA, 2, 18,
            "say the unit in the header (ttft_p99_s or ttft_p99_ms)");
    REFUSED("gpu,gpus,model,tokens_per_s,error_rate\n"
            "h100-sxm,1,m,100,5%\n", GS_ESCHEMA, 2, 18, "0.05 for 5%");
}

static void empty_lines_are_skipped_and_lines_still_count(void **state)
{
    (void)state;
    /* the bad row is on line 5, after two blank lines */
    REFUSED(HDR "h100-sxm,1,m,100\n\n\n" "h100-sxm,1,m,fast\n",
            GS_ESCHEMA, 5, 14, "'tokens_per_s' must be a number, got "
            "'fast'");
    /* a line of spaces is blank too */
    REFUSED(HDR "   \n" "h100-sxm,1,m,x\n", GS_ESCHEMA, 3, 14,
            "must be a number, got 'x'");
}

static void crlf_line_ends_keep_positions(void **state)
{
    (void)state;
    REFUSED("gpu,gpus,model,tokens_per_s\r\n" "h100-sxm,1,m,100\r\n"
            "h100-sxm,1,m,-3\r\n", GS_ESCHEMA, 3, 14,
            "'tokens_per_s' must not be negative, got '-3'");
    REFUSED(HDR "h100-sxm,1,m,100\r" "h100-sxm,2,m,100\n", GS_ESYNTAX, 2, 17,
            "a carriage return not followed by a line feed");
}

static void a_truncated_last_line_is_refused(void **state)
{
    (void)state;
    REFUSED(HDR "h100-sxm,1,m,100\n" "h100-sxm,2", GS_ESYNTAX, 3, 11,
            "the line has 2 fields, the header 4 (a truncated line?)");
    REFUSED(HDR "h100-sxm,1,m,100\n" "h100-sxm,2,\"m", GS_ESYNTAX, 3, 12,
            "a quoted field is not closed");
    REFUSED(HDR "h100-sxm,1,m,100,7\n", GS_ESYNTAX, 2, 18,
            "the line has 5 fields, the header 4");
}

static void malformed_csv_is_refused_where_it_breaks(void **state)
{
    (void)state;
    REFUSED(HDR "h100-sxm,1,\"m\"x,100\n", GS_ESYNTAX, 2, 15,
            "malformed CSV");
    REFUSED(HDR "h100-sxm,1,\"m\nn\",100\n", GS_ESYNTAX, 2, 12,
            "a field holds a line break");
    refused(HDR "h100-sxm,1,m\0,100\n", sizeof(HDR) - 1 + 18, GS_ESYNTAX, 2,
            13, "a NUL byte");
    REFUSED("", GS_ESCHEMA, 1, 0, "empty file");
    REFUSED(HDR, GS_ESCHEMA, 1, 0, "header only");
}

static void non_numbers_and_negatives_are_refused(void **state)
{
    (void)state;
    REFUSED(HDR "h100-sxm,1.5,m,100\n", GS_ESCHEMA, 2, 10,
            "'gpus' must be a whole number from 1");
    REFUSED(HDR "h100-sxm,0,m,100\n", GS_ESCHEMA, 2, 10,
            "'gpus' must be a whole number from 1");
    REFUSED(HDR "h100-sxm,1,m,0x10\n", GS_ESCHEMA, 2, 14,
            "must be a number, got '0x10'");
    REFUSED(HDR "h100-sxm,1,m,0\n", GS_ESCHEMA, 2, 14, "must be above 0");
    REFUSED(HDR "h100-sxm,1,m,nan\n", GS_ESCHEMA, 2, 14,
            "must be a number, got 'nan'");
    REFUSED("gpu,gpus,model,tokens_per_s,peak_memory_gib\n"
            "h100-sxm,1,m,1,-70\n", GS_ESCHEMA, 2, 16,
            "'peak_memory_gib' must not be negative");
    REFUSED("gpu,gpus,model,tokens_per_s,itl_p50_ms,itl_p99_ms\n"
            "h100-sxm,1,m,1,40,30\n", GS_ESCHEMA, 2, 19,
            "'itl_p99_ms' (0.03 s) is below 'itl_p50_ms' (0.04 s)");
    REFUSED("gpu,gpus,model,tokens_per_s,images_per_hour\n"
            "h100-sxm,1,m,1,20\n", GS_ESCHEMA, 2, 16,
            "this one gives two");
    REFUSED("gpu,gpus,model,tokens_per_s,images_per_hour\n"
            "h100-sxm,1,m,,\n", GS_ESCHEMA, 2, 1, "gives no throughput");
    REFUSED(HDR ",1,m,100\n", GS_ESCHEMA, 2, 1, "'gpu' must not be empty");
}

static void rates_outside_zero_one_are_refused(void **state)
{
    (void)state;
    REFUSED("gpu,gpus,model,tokens_per_s,oom_rate\n"
            "h100-sxm,1,m,100,1.5\n", GS_ESCHEMA, 2, 18,
            "'oom_rate' must be a fraction in [0, 1], got '1.5'");
    REFUSED("gpu,gpus,model,tokens_per_s,acceptance_rate\n"
            "h100-sxm,1,m,100,0\n", GS_ESCHEMA, 2, 18,
            "'acceptance_rate' must be a fraction in (0, 1]");
    REFUSED("gpu,gpus,model,tokens_per_s,retry_rate\n"
            "h100-sxm,1,m,100,-0.1\n", GS_ESCHEMA, 2, 18,
            "must not be negative");
}

static void an_unknown_gpu_gets_a_suggestion(void **state)
{
    (void)state;
    REFUSED(HDR "h100-sxm,1,m,100\n" "h100-sxmm,1,m,100\n", GS_ENOTFOUND, 3,
            1, "unknown GPU 'h100-sxmm'; did you mean 'h100-sxm'?");
    REFUSED(HDR "h100-sxm,1,m,100\n" "  rtx-3090x,1,m,100\n", GS_ENOTFOUND,
            3, 1, "unknown GPU 'rtx-3090x'");
}

static void choices_are_checked(void **state)
{
    (void)state;
    REFUSED("gpu,gpus,model,tokens_per_s,pricing\n"
            "h100-sxm,1,m,100,ondemand\n", GS_ESCHEMA, 2, 18,
            "unknown pricing 'ondemand'; did you mean 'on-demand'?");
    REFUSED("gpu,gpus,model,tokens_per_s,precision\n"
            "h100-sxm,1,m,100,bf17\n", GS_ESCHEMA, 2, 18,
            "unknown weight format 'bf17'");
    REFUSED("gpu,gpus,model,tokens_per_s,tp\n"
            "h100-sxm,2,m,100,4\n", GS_ESCHEMA, 2, 18,
            "tp 4 does not divide the 2 GPUs");
}

static void duplicate_rows_cite_both_lines(void **state)
{
    (void)state;
    REFUSED(HDR "h100-sxm,1,m,100\n" "a10g,1,m,50\n" "H100 SXM,1,M,120\n",
            GS_ESCHEMA, 4, 1, "duplicate row: line 2 measured the same "
            "setup");
}

static void a_row_maps_to_a_measured_entry(void **state)
{
    static const char text[] =
        "gpu,gpus,model,tokens_per_s,images_per_hour,ttft_p99_ms,"
        "itl_p99_ms,source\n"
        "a10g,2,m,1500,,800,40,team run\n"
        "h100-sxm,4,flux,,7200,,,\n";
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_workload_measured m;
    struct gs_bench b;

    (void)state;
    assert_int_equal(load(text, sizeof(text) - 1, &b, &a, &err), 0);
    gs_bench_row_measured(&b.rows[0], &m);
    assert_string_equal(m.gpu, "a10g");
    assert_int_equal(m.gpu_count, 2);
    assert_close(m.tokens_per_s, 1500.0, 1e-15);
    assert_true(gs_unset_f64(m.tokens_per_s_per_gpu));
    assert_true(gs_unset_f64(m.assets_per_s_per_gpu));
    assert_close(m.ttft_s, 0.8, 1e-15);
    assert_close(m.itl_s, 0.04, 1e-15);
    assert_true(gs_unset_f64(m.mfu));
    assert_string_equal(m.source, "team run");
    assert_int_equal(m.line, 2);
    /* 7200 images an hour on 4 GPUs: 0.5 per second per GPU */
    gs_bench_row_measured(&b.rows[1], &m);
    assert_true(gs_unset_f64(m.tokens_per_s));
    assert_close(m.assets_per_s_per_gpu, 0.5, 1e-15);
    assert_null(m.source);
    gs_arena_release(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reads_columns_in_any_order_in_base_units),
        cmocka_unit_test(last_line_without_newline_is_a_row),
        cmocka_unit_test(missing_columns_are_refused),
        cmocka_unit_test(unknown_columns_are_refused_with_a_hint),
        cmocka_unit_test(units_in_cells_are_refused),
        cmocka_unit_test(empty_lines_are_skipped_and_lines_still_count),
        cmocka_unit_test(crlf_line_ends_keep_positions),
        cmocka_unit_test(a_truncated_last_line_is_refused),
        cmocka_unit_test(malformed_csv_is_refused_where_it_breaks),
        cmocka_unit_test(non_numbers_and_negatives_are_refused),
        cmocka_unit_test(rates_outside_zero_one_are_refused),
        cmocka_unit_test(an_unknown_gpu_gets_a_suggestion),
        cmocka_unit_test(choices_are_checked),
        cmocka_unit_test(duplicate_rows_cite_both_lines),
        cmocka_unit_test(a_row_maps_to_a_measured_entry),
    };

    return cmocka_run_group_tests_name("load_bench", tests, setup, teardown);
}
