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
#include "published.h"
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
    return gs_dataset_load_builtin(&cat, GS_DATA_GPUS | GS_DATA_MODELS,
                                   &err);
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

/* An InferenceX export: per-GPU output tokens/s x the GPUs measured
 * (tp; a disaggregated run's prefill + decode pools), names mapped to the
 * catalogue, latencies in seconds, the source naming file, line and run.
 * Row 3 has no output throughput: total 1000 x osl 1000 / (isl 1000 +
 * osl 1000) x 12 GPUs = 6000 output tokens/s. */
static void inferencex_rows_are_whole_system_output_tokens(void **state)
{
    static const char text[] =
        "hw,model,framework,precision,isl,osl,tp,conc,tput_per_gpu,"
        "output_tput_per_gpu,median_ttft,p99_ttft,median_tpot,p99_tpot,"
        "num_prefill_gpu,num_decode_gpu,run_url,std_e2el\n"
        "h200-cw,nvidia/Llama-3.3-70B-Instruct-FP8,trt,FP8,1024,8192,2,64,"
        "2321.0,2063.1,0.171,0.402,0.0297,0.0311,,,https://x/runs/2,0.5\n"
        "b200,openai/gpt-oss-120b,vllm,fp4,1024,1024,1,128,5000,2500,,,"
        ",,,,,\n"
        "mi355x-amd,deepseek-ai/DeepSeek-R1-0528,dynamo-sglang,fp8,1000,"
        "1000,,256,1000,,,,,,4,8,,\n";
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_bench b;

    (void)state;
    assert_int_equal(load(text, strlen(text), &b, &a, &err), 0);
    assert_int_equal(b.format, GS_BENCH_FORMAT_INFERENCEX);
    assert_int_equal(b.n_rows, 3);
    assert_string_equal(b.rows[0].gpu, "h200");
    assert_string_equal(b.rows[0].model, "llama-3.3-70b");
    assert_string_equal(b.rows[0].engine, "trtllm");
    assert_string_equal(b.rows[0].precision, "fp8");
    assert_int_equal(b.rows[0].n_gpus, 2);
    assert_int_equal(b.rows[0].tp, 2);
    assert_int_equal(b.rows[0].concurrency, 64);
    assert_int_equal(b.rows[0].prompt_tokens, 1024);
    assert_int_equal(b.rows[0].output_tokens, 8192);
    assert_close(b.rows[0].throughput, 2063.1 * 2, 1e-12);
    assert_close(b.rows[0].ttft_p50_s, 0.171, 1e-15);
    assert_close(b.rows[0].ttft_p99_s, 0.402, 1e-15);
    assert_close(b.rows[0].itl_p99_s, 0.0311, 1e-15);
    assert_string_equal(b.rows[0].source,
                        "InferenceX bench.csv:2 https://x/runs/2");
    assert_string_equal(b.rows[1].model, "gpt-oss-120b");
    /* InferenceX's "fp4" of a checkpoint shipped in MXFP4 (gpt-oss) */
    assert_string_equal(b.rows[1].precision, "mxfp4");
    assert_close(b.rows[1].throughput, 2500.0, 1e-12);
    assert_true(gs_unset_f64(b.rows[1].ttft_p99_s));
    assert_string_equal(b.rows[2].gpu, "mi355x");
    assert_string_equal(b.rows[2].model, "deepseek-v3");
    assert_string_equal(b.rows[2].engine, "sglang");
    assert_string_equal(b.rows[2].precision, "fp8");
    assert_int_equal(b.rows[2].n_gpus, 12);
    assert_close(b.rows[2].throughput, 1000.0 * 1000.0 / 2000.0 * 12.0,
                 1e-12);
    gs_arena_release(&a);
}

/* The dashboard's spellings: hwKey, decode_tp, metrics.<name>. */
static void inferencex_dashboard_spellings_are_read(void **state)
{
    static const char text[] =
        "hwKey,model,decode_tp,conc,metrics.output_tput_per_gpu,"
        "metrics.p99_ttft\n"
        "h100,openai/gpt-oss-120b,2,32,900,0.8\n";
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_bench b;

    (void)state;
    assert_int_equal(load(text, strlen(text), &b, &a, &err), 0);
    assert_int_equal(b.format, GS_BENCH_FORMAT_INFERENCEX);
    assert_string_equal(b.rows[0].gpu, "h100-sxm");
    assert_int_equal(b.rows[0].n_gpus, 2);
    assert_close(b.rows[0].throughput, 1800.0, 1e-15);
    assert_close(b.rows[0].ttft_p99_s, 0.8, 1e-15);
    gs_arena_release(&a);
}

static void inferencex_cells_are_refused_where_they_are(void **state)
{
    static const char h[] = "hw,model,tp,conc,output_tput_per_gpu\n";
    char text[256];

    (void)state;
    snprintf(text, sizeof(text), "%sh200,openai/gpt-oss-120b,8,lots,700\n",
             h);
    refused(text, strlen(text), GS_ESCHEMA, 2, 28, "'conc' must be a whole "
            "number");
    snprintf(text, sizeof(text), "%sh200,openai/gpt-oss-120b,0,64,700\n", h);
    refused(text, strlen(text), GS_ESCHEMA, 2, 26, "'tp' must be a whole");
    snprintf(text, sizeof(text), "%sh9000,openai/gpt-oss-120b,8,64,700\n", h);
    refused(text, strlen(text), GS_ENOTFOUND, 2, 1, "unknown GPU 'h9000'");
    snprintf(text, sizeof(text), "%sh200,openai/gpt-oss-120b,8,64,1e12\n",
             h);
    refused(text, strlen(text), GS_ESCHEMA, 2, 31, "plausible range");
}

static const char mlperf_summary[] =
    "================================================\n"
    "MLPerf Results Summary\n"
    "================================================\n"
    "SUT name : SUT\n"
    "Scenario : Server\n"
    "Mode     : PerformanceOnly\n"
    "Completed tokens per second: 34029.38\n"
    "Result is : VALID\n"
    "\n"
    "================================================\n"
    "Additional Stats\n"
    "================================================\n"
    "99.00 percentile first token latency (ns)   : 450000000\n"
    "99.00 percentile time to output token (ns)  : 40000000\n";

/* One row: tokens/s of the whole system; GPUs = accelerators per node x
 * nodes (8 x 2); p99 TTFT 0.45 s and TPOT 0.04 s from nanoseconds. */
static void mlperf_summary_is_one_row_of_the_system(void **state)
{
    static const char sys[] =
        "{ \"accelerator_model_name\": \"NVIDIA H100-SXM-80GB\",\n"
        "  \"accelerators_per_node\": 8, \"number_of_nodes\": \"2\",\n"
        "  \"framework\": \"TensorRT 10.2, CUDA 12.4\" }\n";
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_bench b;

    (void)state;
    assert_true(gs_mlperf_is_summary((const unsigned char *)mlperf_summary,
                                     strlen(mlperf_summary)));
    assert_int_equal(gs_mlperf_load_buffer(
                         &b, &a, "s.txt",
                         (const unsigned char *)mlperf_summary,
                         strlen(mlperf_summary), "llama2-70b-99.9", "sys.json",
                         (const unsigned char *)sys, strlen(sys), &cat, &err),
                     0);
    assert_int_equal(b.format, GS_BENCH_FORMAT_MLPERF);
    assert_int_equal(b.n_rows, 1);
    assert_string_equal(b.rows[0].gpu, "h100-sxm");
    assert_string_equal(b.rows[0].model, "llama-2-70b");
    assert_string_equal(b.rows[0].engine, "trtllm");
    assert_int_equal(b.rows[0].n_gpus, 16);
    assert_int_equal(b.rows[0].line, 7);
    assert_close(b.rows[0].throughput, 34029.38, 1e-15);
    assert_close(b.rows[0].ttft_p99_s, 0.45, 1e-15);
    assert_close(b.rows[0].itl_p99_s, 0.04, 1e-15);
    assert_string_equal(b.rows[0].source, "MLPerf Server llama2-70b-99.9, "
                        "s.txt");
    gs_arena_release(&a);
    /* an INVALID run is refused at its result */
    {
        char bad[sizeof(mlperf_summary)];
        char *p;

        memcpy(bad, mlperf_summary, sizeof(bad));
        p = strstr(bad, "VALID\n");
        memcpy(p - 0, "VALIX", 5);
        assert_int_equal(gs_mlperf_load_buffer(
                             &b, &a, "s.txt", (const unsigned char *)bad,
                             strlen(bad), "llama2-70b-99", "sys.json",
                             (const unsigned char *)sys, strlen(sys), &cat,
                             &err), -1);
        assert_int_equal(err.line, 8);
        assert_int_equal(err.col, 13);
        assert_non_null(strstr(err.msg, "'VALIX'"));
        gs_arena_release(&a);
    }
}

static void mlperf_locate_reads_the_submission_layout(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    const char *bench, *sys;

    (void)state;
    assert_int_equal(gs_mlperf_locate(&a, "x/closed/Acme/results/8xH200/"
                                      "llama2-70b-99/Offline/performance/"
                                      "run_1/mlperf_log_summary.txt",
                                      &bench, &sys), 0);
    assert_string_equal(bench, "llama2-70b-99");
    assert_string_equal(sys, "x/closed/Acme/systems/8xH200.json");
    assert_int_equal(gs_mlperf_locate(&a, "mlperf_log_summary.txt", &bench,
                                      &sys), 0);
    assert_null(bench);
    assert_null(sys);
    gs_arena_release(&a);
}

static void published_names_map_to_the_catalogue(void **state)
{
    (void)state;
    assert_string_equal(gs_published_gpu(&cat, "NVIDIA H200-SXM-141GB")->id,
                        "h200");
    assert_string_equal(gs_published_gpu(&cat, "AMD Instinct MI325X")->id,
                        "mi325x");
    assert_string_equal(gs_published_gpu(&cat, "b200_trt")->id, "b200");
    assert_null(gs_published_gpu(&cat, "TPU v9"));
    assert_string_equal(gs_published_model(&cat, "amd/Llama-3.3-70B-"
                                           "Instruct-FP8-KV")->id,
                        "llama-3.3-70b");
    assert_string_equal(gs_published_model(&cat, "Qwen/Qwen3-235B-A22B-FP8")
                            ->id, "qwen3-235b-a22b");
    assert_int_equal(gs_published_engine("dynamo-trt"), GS_SERVE_TRTLLM);
    assert_int_equal(gs_published_engine("vllm"), GS_SERVE_VLLM);
    assert_int_equal(gs_published_engine("mystery"), GS_SERVE_NONE);
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
        cmocka_unit_test(inferencex_rows_are_whole_system_output_tokens),
        cmocka_unit_test(inferencex_dashboard_spellings_are_read),
        cmocka_unit_test(inferencex_cells_are_refused_where_they_are),
        cmocka_unit_test(mlperf_summary_is_one_row_of_the_system),
        cmocka_unit_test(mlperf_locate_reads_the_submission_layout),
        cmocka_unit_test(published_names_map_to_the_catalogue),
    };

    return cmocka_run_group_tests_name("load_bench", tests, setup, teardown);
}
