/*
 * Workload files (docs/workload.md): the four examples in examples/ load
 * with the values they state, and every bad fixture in
 * tests/fixtures/workload-bad/ fails with its exact message at its
 * file:line:column.  Hostile input: aliases, nesting and size are
 * refused as the catalogue loader refuses them.
 */
#include "gs_test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dataset.h"
#include "error.h"
#include "price_load.h"
#include "workload_file.h"

#ifndef GPUSEL_SOURCE_DIR
#error "GPUSEL_SOURCE_DIR must name the source tree"
#endif

static struct gs_dataset catalogue;
static struct gs_gpu_resolver resolver;

static int setup(void **state)
{
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    if (chdir(GPUSEL_SOURCE_DIR) != 0)
        return -1;
    gs_dataset_init(&catalogue);
    if (gs_dataset_load_builtin(&catalogue, GS_DATA_GPUS, &err) != 0)
        return -1;
    gs_gpu_resolver_dataset(&resolver, &catalogue);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    gs_dataset_release(&catalogue);
    return 0;
}

static void error_line(const struct gs_error *err, char *buf, size_t size)
{
    FILE *fp = tmpfile();
    size_t n;

    assert_non_null(fp);
    gs_error_print(err, fp);
    rewind(fp);
    if (!fgets(buf, (int)size, fp))
        buf[0] = '\0';
    fclose(fp);
    n = strlen(buf);
    if (n > 0 && buf[n - 1] == '\n')
        buf[n - 1] = '\0';
}

static void load_ok(const char *path, struct gs_workload_file *w,
                    struct gs_arena *a)
{
    struct gs_error err = GS_ERROR_INIT;
    char line[1024];

    gs_arena_init(a);
    if (gs_workload_file_load(w, a, path, &resolver, &err) != 0) {
        error_line(&err, line, sizeof(line));
        print_error("%s\n", line);
        fail();
    }
}

static void test_example_chat(void **state)
{
    struct gs_workload_file w;
    struct gs_arena a;

    (void)state;
    load_ok("examples/workload-chat.yaml", &w, &a);
    assert_int_equal(w.kind, GS_WKIND_REALTIME);
    assert_string_equal(w.model, "llama-3.1-8b");
    assert_string_equal(w.precision, "bf16");
    assert_int_equal(w.prompt_tokens, 2048);
    assert_int_equal(w.output_tokens, 300);
    assert_close(w.demand.requests_per_s, 12.0, 0);
    assert_close(w.demand.peak_requests_per_s, 40.0, 0);
    assert_true(gs_unset_f64(w.demand.requests));
    assert_close(w.quality.acceptance_rate, 0.92, 0);
    assert_close(w.quality.retry_rate, 0.05, 0);
    assert_close(w.targets.ttft_p99_s, 1.5, 0);
    assert_close(w.targets.itl_p99_s, 0.05, 0);
    assert_true(gs_unset_f64(w.targets.deadline_hours));
    assert_close(w.costs.usd_per_month[GS_COST_STORAGE], 40.0, 0);
    assert_close(w.costs.usd_per_month[GS_COST_SERVING_STACK], 600.0, 0);
    assert_close(w.costs.usd_per_month[GS_COST_OBSERVABILITY], 250.0, 0);
    assert_true(gs_unset_f64(w.costs.usd_per_run[GS_COST_STORAGE]));
    assert_close(w.costs.labor_hours, 20.0, 0);
    assert_close(w.costs.labor_usd_per_hour, 120.0, 0);
    assert_int_equal(w.constraints.providers.n, 4);
    assert_string_equal(w.constraints.providers.items[3], "RunPod");
    assert_int_equal(w.constraints.pricing.n, 2);
    assert_string_equal(w.constraints.pricing.items[1], "spot");
    assert_int_equal(w.candidates.n, 4);
    assert_string_equal(w.candidates.items[1], "a100-80gb-sxm");
    assert_int_equal(w.n_measured, 1);
    assert_string_equal(w.measured[0].gpu, "h100-sxm");
    assert_close(w.measured[0].tokens_per_s_per_gpu, 2400.0, 0);
    assert_true(gs_unset_f64(w.measured[0].ttft_s));
    assert_int_equal(w.measured[0].line, 30);
    assert_int_equal(w.measured[0].col, 5);
    assert_int_equal(gs_workload_kind_mode(w.kind), GS_MODE_INFER);
    gs_arena_release(&a);
}

static void test_example_batch(void **state)
{
    struct gs_workload_file w;
    struct gs_arena a;

    (void)state;
    load_ok("examples/workload-batch-summaries.yaml", &w, &a);
    assert_int_equal(w.kind, GS_WKIND_BATCH);
    assert_string_equal(w.precision, "fp8");
    assert_close(w.demand.requests, 2e6, 0);
    assert_close(w.demand.deadline_hours, 72.0, 0);
    assert_close(w.costs.usd_per_run[GS_COST_STORAGE], 150.0, 0);
    assert_close(w.costs.usd_per_run[GS_COST_NETWORK], 90.0, 0);
    assert_int_equal(w.constraints.vendors.n, 2);
    assert_int_equal(w.candidates.n, 0);
    assert_int_equal(w.n_measured, 0);
    assert_true(gs_unset_f64(w.targets.ttft_p99_s));
    gs_arena_release(&a);
}

static void test_example_training(void **state)
{
    struct gs_workload_file w;
    struct gs_arena a;

    (void)state;
    load_ok("examples/workload-training.yaml", &w, &a);
    assert_int_equal(w.kind, GS_WKIND_TRAINING);
    assert_true(gs_workload_kind_trains(w.kind));
    assert_int_equal(gs_workload_kind_mode(w.kind), GS_MODE_TRAIN);
    assert_string_equal(w.model, "llama-3-8b");
    assert_close(w.demand.tokens, 1e11, 0);
    assert_true(gs_unset_i64(w.prompt_tokens));
    assert_close(w.quality.acceptance_rate, 1.0, 0);
    assert_close(w.costs.usd_per_run[GS_COST_CHECKPOINTING], 120.0, 0);
    assert_int_equal(w.constraints.pricing.n, 3);
    assert_string_equal(w.constraints.pricing.items[2], "reserved-1y");
    assert_int_equal(w.candidates.n, 3);
    assert_int_equal(w.n_measured, 1);
    assert_int_equal(w.measured[0].gpu_count, 8);
    assert_close(w.measured[0].mfu, 0.42, 0);
    assert_true(gs_unset_f64(w.measured[0].tokens_per_s_per_gpu));
    gs_arena_release(&a);
}

static void test_example_media(void **state)
{
    struct gs_workload_file w;
    struct gs_arena a;

    (void)state;
    load_ok("examples/workload-media.yaml", &w, &a);
    assert_int_equal(w.kind, GS_WKIND_MEDIA);
    assert_string_equal(w.model, "sdxl");
    assert_null(w.precision);
    assert_close(w.demand.assets, 5e5, 0);
    assert_close(w.targets.deadline_hours, 720.0, 0);
    assert_close(w.quality.retry_rate, 0.08, 0);
    assert_close(w.costs.usd_per_month[GS_COST_MODERATION], 800.0, 0);
    assert_close(w.costs.usd_per_month[GS_COST_QUEUE], 150.0, 0);
    assert_close(w.costs.usd_per_month[GS_COST_OPERATOR_REVIEW], 2400.0, 0);
    assert_true(gs_unset_f64(w.costs.labor_hours));
    assert_int_equal(w.n_measured, 2);
    assert_close(w.measured[1].assets_per_s_per_gpu, 1.1, 0);
    assert_null(w.measured[1].source);
    gs_arena_release(&a);
}

/* A GPU alias in a file is stored as the catalogue's id. */
static void test_alias_resolved(void **state)
{
    static const char text[] =
        "schema_version: 1\nkind: lora\nmodel: llama-3-8b\n"
        "demand: {tokens: 5e8}\ncandidates: [H100]\n";
    struct gs_workload_file w;
    struct gs_arena a;
    struct gs_error err = GS_ERROR_INIT;
    const struct gs_gpu *g = gs_dataset_find_gpu(&catalogue, "H100");

    (void)state;
    assert_non_null(g);
    gs_arena_init(&a);
    assert_int_equal(gs_workload_file_load_buffer(
                         &w, &a, "x.yaml", (const unsigned char *)text,
                         sizeof(text) - 1, &resolver, &err), 0);
    assert_int_equal(w.kind, GS_WKIND_LORA);
    assert_string_equal(w.candidates.items[0], g->id);
    gs_arena_release(&a);
}

/* `precision` as a list: every format accepted, the first the one run;
 * the serving keys for the prefill budget, KV format and mean TPOT. */
static void test_precision_list_and_serving_keys(void **state)
{
    static const char text[] =
        "schema_version: 1\nkind: realtime\nmodel: llama-3-8b\n"
        "precision: [bf16, fp8]\nkv_dtype: fp8\nprefill_chunk_tokens: 1024\n"
        "prompt_tokens: 100\noutput_tokens: 10\n"
        "demand: {requests_per_s: 1}\ntargets: {tpot_mean_s: 0.03}\n";
    static const char bad[] =
        "schema_version: 1\nkind: realtime\nmodel: llama-3-8b\n"
        "precision: [bf16, fp9]\nprompt_tokens: 100\noutput_tokens: 10\n"
        "demand: {requests_per_s: 1}\n";
    struct gs_workload_file w;
    struct gs_arena a;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_arena_init(&a);
    assert_int_equal(gs_workload_file_load_buffer(
                         &w, &a, "x.yaml", (const unsigned char *)text,
                         sizeof(text) - 1, &resolver, &err), 0);
    assert_int_equal(w.precisions.n, 2);
    assert_string_equal(w.precision, "bf16");
    assert_string_equal(w.precisions.items[1], "fp8");
    assert_string_equal(w.kv_dtype, "fp8");
    assert_int_equal(w.prefill_chunk_tokens, 1024);
    assert_true(w.targets.tpot_mean_s == 0.03);
    gs_arena_release(&a);
    gs_arena_init(&a);
    assert_int_equal(gs_workload_file_load_buffer(
                         &w, &a, "x.yaml", (const unsigned char *)bad,
                         sizeof(bad) - 1, &resolver, &err), -1);
    assert_int_equal(err.code, GS_ESCHEMA);
    assert_non_null(strstr(err.msg, "unknown precision 'fp9'"));
    gs_arena_release(&a);
}

/* `kv_dtype` as a list (issue 16): every KV format allowed, the first
 * the one `cost` runs; an empty list or an unknown name is refused. */
static void test_kv_dtype_list(void **state)
{
    static const char text[] =
        "schema_version: 1\nkind: realtime\nmodel: llama-3-8b\n"
        "kv_dtype: [bf16, fp8]\nprompt_tokens: 100\noutput_tokens: 10\n"
        "demand: {requests_per_s: 1}\n";
    static const char *const bad[][2] = {
        { "kv_dtype: []\n", "'kv_dtype' lists no format" },
        { "kv_dtype: [bf16, fp7]\n", "unknown kv_dtype 'fp7' in the list" },
    };
    struct gs_workload_file w;
    struct gs_arena a;
    struct gs_error err = GS_ERROR_INIT;
    char buf[256];
    size_t i;

    (void)state;
    gs_arena_init(&a);
    assert_int_equal(gs_workload_file_load_buffer(
                         &w, &a, "x.yaml", (const unsigned char *)text,
                         sizeof(text) - 1, &resolver, &err), 0);
    assert_int_equal(w.kv_dtypes.n, 2);
    assert_string_equal(w.kv_dtype, "bf16");
    assert_string_equal(w.kv_dtypes.items[1], "fp8");
    gs_arena_release(&a);
    for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        int n = snprintf(buf, sizeof(buf), "schema_version: 1\nkind: "
                         "realtime\nmodel: llama-3-8b\n%sprompt_tokens: "
                         "100\noutput_tokens: 10\ndemand: "
                         "{requests_per_s: 1}\n", bad[i][0]);

        gs_arena_init(&a);
        gs_error_clear(&err);
        assert_int_equal(gs_workload_file_load_buffer(
                             &w, &a, "x.yaml", (const unsigned char *)buf,
                             (size_t)n, &resolver, &err), -1);
        assert_int_equal(err.code, GS_ESCHEMA);
        assert_non_null(strstr(err.msg, bad[i][1]));
        gs_arena_release(&a);
    }
}

/* The serving features' keys (issue 17) and their pairings. */
static void test_serving_feature_keys(void **state)
{
    static const char text[] =
        "schema_version: 1\nkind: realtime\nmodel: llama-3-8b\n"
        "prompt_tokens: 100\noutput_tokens: 10\n"
        "mtp_draft_tokens: 4\nacceptance_length: 2.5\n"
        "draft_model: llama-3.2-1b\nep: 8\nattention_dp: true\n"
        "kv_offload: host\nhost_memory_gb: 200\ndisagg: true\n"
        "prefill_gpus: 16\ndecode_gpus: 8\n"
        "demand: {requests_per_s: 1}\n";
    static const char *const bad[][2] = {
        { "draft_model: x\n", "'draft_model' needs 'mtp_draft_tokens'" },
        { "attention_dp: true\n", "'attention_dp' needs 'ep' of 2" },
        { "ep: 1\nattention_dp: true\n", "'attention_dp' needs 'ep'" },
        { "kv_offload: disk\n", "'kv_offload' must be none or host" },
        { "kv_offload: host\n", "needs 'host_memory_gb'" },
        { "host_memory_gb: 100\n", "goes with 'kv_offload: host'" },
        { "prefill_gpus: 8\ndecode_gpus: 8\n", "go with 'disagg: true'" },
        { "disagg: true\nprefill_gpus: 8\n", "go together" },
        { "ep: 0\n", "'ep'" },
    };
    struct gs_workload_file w;
    struct gs_arena a;
    struct gs_error err = GS_ERROR_INIT;
    size_t i;

    (void)state;
    gs_arena_init(&a);
    assert_int_equal(gs_workload_file_load_buffer(
                         &w, &a, "x.yaml", (const unsigned char *)text,
                         sizeof(text) - 1, &resolver, &err), 0);
    assert_string_equal(w.draft_model, "llama-3.2-1b");
    assert_int_equal(w.ep, 8);
    assert_int_equal(w.attention_dp, 1);
    assert_string_equal(w.kv_offload, "host");
    assert_true(w.host_memory_gb == 200.0);
    assert_int_equal(w.disagg, 1);
    assert_int_equal(w.prefill_gpus, 16);
    assert_int_equal(w.decode_gpus, 8);
    gs_arena_release(&a);
    for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        char buf[512];

        snprintf(buf, sizeof(buf), "schema_version: 1\nkind: realtime\n"
                 "model: llama-3-8b\ndemand: {requests_per_s: 1}\n%s",
                 bad[i][0]);
        gs_arena_init(&a);
        err = (struct gs_error)GS_ERROR_INIT;
        assert_int_equal(gs_workload_file_load_buffer(
                             &w, &a, "x.yaml", (const unsigned char *)buf,
                             strlen(buf), &resolver, &err), -1);
        if (!strstr(err.msg, bad[i][1])) {
            print_error("case %zu: '%s' lacks '%s'\n", i, err.msg,
                        bad[i][1]);
            fail();
        }
        gs_arena_release(&a);
    }
}

struct bad_case {
    const char *file;
    const char *message;     /* the whole line gs_error_print writes */
};

#define BAD "tests/fixtures/workload-bad/"
static const struct bad_case bad_cases[] = {
    { "acceptance-zero.yaml", "gpusel: " BAD "acceptance-zero.yaml:8:20: "
      "error: 'acceptance_rate' must be above 0 and at most 1 (a share of "
      "outputs), got 0" },
    { "acceptance-above-one.yaml", "gpusel: " BAD
      "acceptance-above-one.yaml:8:20: error: 'acceptance_rate' must be "
      "above 0 and at most 1 (a share of outputs), got 1.2" },
    { "retry-negative.yaml", "gpusel: " BAD "retry-negative.yaml:8:15: "
      "error: 'retry_rate' must not be negative, got -0.1" },
    { "rate-negative.yaml", "gpusel: " BAD "rate-negative.yaml:7:19: "
      "error: 'requests_per_s' must not be negative, got -3" },
    { "unknown-key.yaml", "gpusel: " BAD "unknown-key.yaml:7:3: error: "
      "unknown key 'request_per_s' in demand; did you mean "
      "'requests_per_s'?" },
    { "unknown-top-key.yaml", "gpusel: " BAD "unknown-top-key.yaml:4:1: "
      "error: unknown key 'prompt_token' in the workload file; did you "
      "mean 'prompt_tokens'?" },
    { "batch-no-deadline.yaml", "gpusel: " BAD
      "batch-no-deadline.yaml:7:3: error: a batch workload needs "
      "'demand.deadline_hours' or 'targets.deadline_hours'" },
    { "missing-kind.yaml", "gpusel: " BAD "missing-kind.yaml:1:1: error: "
      "missing required key 'kind' (one of realtime, batch, training, "
      "finetune, lora, qlora, media)" },
    { "bad-kind.yaml", "gpusel: " BAD "bad-kind.yaml:2:7: error: unknown "
      "kind 'realtim'; did you mean 'realtime'?" },
    { "missing-schema-version.yaml", "gpusel: " BAD
      "missing-schema-version.yaml:1:1: error: missing 'schema_version: "
      "1'" },
    { "unknown-gpu.yaml", "gpusel: " BAD "unknown-gpu.yaml:5:14: error: "
      "unknown GPU 'h100-sxmm' in candidates; did you mean 'h100-sxm'?" },
    { "bad-pricing.yaml", "gpusel: " BAD "bad-pricing.yaml:6:13: error: "
      "unknown pricing 'on_demand'; did you mean 'on-demand'?" },
    { "measured-zero.yaml", "gpusel: " BAD "measured-zero.yaml:6:43: "
      "error: 'tokens_per_s_per_gpu' must be positive, got 0" },
    { "alias.yaml", NULL },
    { "cost-typo.yaml", "gpusel: " BAD "cost-typo.yaml:5:3: error: unknown "
      "key 'storage_usd_per_mnth' in costs; did you mean "
      "'storage_usd_per_month'?" },
    { "deep.yaml", NULL },
    { "acceptance-length-above-k.yaml", "gpusel: " BAD
      "acceptance-length-above-k.yaml:5:20: error: 'acceptance_length' "
      "must be from 1 to mtp_draft_tokens + 1 = 3, got 3.5" },
    { "prefix-hit-rate-above-one.yaml", "gpusel: " BAD
      "prefix-hit-rate-above-one.yaml:6:18: error: 'prefix_hit_rate' must "
      "be from 0 to 1 (a share of requests), got 1.5" },
    { "peak-below-average.yaml", "gpusel: " BAD
      "peak-below-average.yaml:6:51: error: 'peak_requests_per_s' (10) is "
      "below 'requests_per_s' (40)" },
};

static void test_bad_files(void **state)
{
    size_t i;

    (void)state;
    for (i = 0; i < sizeof(bad_cases) / sizeof(bad_cases[0]); i++) {
        const struct bad_case *c = &bad_cases[i];
        struct gs_workload_file w;
        struct gs_arena a;
        struct gs_error err = GS_ERROR_INIT;
        char path[256], line[1024];

        snprintf(path, sizeof(path), BAD "%s", c->file);
        gs_arena_init(&a);
        if (gs_workload_file_load(&w, &a, path, &resolver, &err) == 0) {
            print_error("%s loaded\n", path);
            fail();
        }
        error_line(&err, line, sizeof(line));
        if (c->message && strcmp(line, c->message) != 0) {
            print_error("%s:\n  got      %s\n  expected %s\n", c->file, line,
                        c->message);
            fail();
        }
        if (!c->message)   /* the YAML reader's refusals */
            assert_int_equal(err.code, GS_ESCHEMA);
        gs_arena_release(&a);
    }
}

/* Aliases and nesting: the YAML reader's messages, named. */
static void test_hostile(void **state)
{
    struct gs_workload_file w;
    struct gs_arena a;
    struct gs_error err = GS_ERROR_INIT;
    size_t len = GS_WORKLOAD_MAX_FILE_BYTES + 2;
    unsigned char *big = malloc(len);

    (void)state;
    assert_non_null(big);
    memset(big, '#', len);
    gs_arena_init(&a);
    assert_int_equal(gs_workload_file_load(&w, &a, BAD "alias.yaml",
                                           &resolver, &err), -1);
    assert_non_null(strstr(err.msg, "YAML anchors are not allowed"));
    err = (struct gs_error)GS_ERROR_INIT;
    assert_int_equal(gs_workload_file_load(&w, &a, BAD "deep.yaml",
                                           &resolver, &err), -1);
    if (!strstr(err.msg, "YAML nested deeper than")) {
        print_error("deep.yaml: %s\n", err.msg);
        fail();
    }
    err = (struct gs_error)GS_ERROR_INIT;
    assert_int_equal(gs_workload_file_load_buffer(&w, &a, "big.yaml", big,
                                                  len, &resolver, &err), -1);
    assert_int_equal(err.code, GS_ESCHEMA);
    assert_string_equal(err.msg, "workload file larger than 1048576 bytes");
    gs_arena_release(&a);
    free(big);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_example_chat),
        cmocka_unit_test(test_example_batch),
        cmocka_unit_test(test_example_training),
        cmocka_unit_test(test_example_media),
        cmocka_unit_test(test_alias_resolved),
        cmocka_unit_test(test_precision_list_and_serving_keys),
        cmocka_unit_test(test_kv_dtype_list),
        cmocka_unit_test(test_serving_feature_keys),
        cmocka_unit_test(test_bad_files),
        cmocka_unit_test(test_hostile),
    };

    return cmocka_run_group_tests(tests, setup, teardown);
}
