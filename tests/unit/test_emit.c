/*
 * Launch lines (emit.h): the exact command per engine for a layout, the
 * model's Hugging Face id, KV and weight formats each engine can be told,
 * and the refusals.
 */
#include <string.h>

#include "gs_test.h"

#include "emit.h"

static const char *const aliases[] = { "llama3.1-70b",
                                       "meta-llama/Llama-3.1-70B" };

static const struct gs_model m70 = {
    .id = "llama-3.1-70b", .aliases = (const char **)aliases,
    .n_aliases = 2, .n_layers = 80, .hidden_size = 8192,
    .intermediate_size = 28672, .n_heads = 64, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 128256,
    .shipped_weight_dtype = GS_DTYPE_BF16,
};

static struct gs_workload serve(enum gs_dtype weights, enum gs_dtype kv)
{
    struct gs_workload w = GS_WORKLOAD_UNSET;

    w.mode = GS_MODE_INFER;
    w.weight_dtype = weights;
    w.kv_dtype = kv;
    w.ctx_tokens = 32768;
    w.concurrency = 12;
    return w;
}

static void vllm_line(void **state)
{
    struct gs_workload w = serve(GS_DTYPE_BF16, GS_DTYPE_FP8);
    struct gs_error err = GS_ERROR_INIT;
    char buf[512];

    (void)state;
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_VLLM, &m70,
                                    NULL, &w, 2, 1, 1, 0.9, 0, &err), 0);
    assert_string_equal(buf, "vllm serve meta-llama/Llama-3.1-70B "
                        "--tensor-parallel-size 2 --max-model-len 32768 "
                        "--max-num-seqs 12 --gpu-memory-utilization 0.90 "
                        "--kv-cache-dtype fp8");
    w = serve(GS_DTYPE_FP8, GS_DTYPE_BF16);
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_VLLM, &m70,
                                    "/models/llama 70b", &w, 4, 2, 1, 0.95, 0,
                                    &err), 0);
    assert_string_equal(buf, "vllm serve '/models/llama 70b' "
                        "--tensor-parallel-size 4 "
                        "--pipeline-parallel-size 2 --max-model-len 32768 "
                        "--max-num-seqs 12 --gpu-memory-utilization 0.95 "
                        "--quantization fp8");
    /* a prefill budget the search chose: max_num_batched_tokens */
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_VLLM, &m70,
                                    NULL, &w, 4, 1, 1, 0.9, 1024, &err), 0);
    assert_string_equal(buf, "vllm serve meta-llama/Llama-3.1-70B "
                        "--tensor-parallel-size 4 --max-model-len 32768 "
                        "--max-num-seqs 12 --gpu-memory-utilization 0.90 "
                        "--quantization fp8 --max-num-batched-tokens 1024");
}

static void sglang_line(void **state)
{
    struct gs_workload w = serve(GS_DTYPE_BF16, GS_DTYPE_FP8);
    struct gs_error err = GS_ERROR_INIT;
    char buf[512];

    (void)state;
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_SGLANG, &m70,
                                    NULL, &w, 4, 1, 2, 0.856, 0, &err), 0);
    assert_string_equal(buf, "python3 -m sglang.launch_server --model-path "
                        "meta-llama/Llama-3.1-70B --tp-size 4 --dp-size 2 "
                        "--context-length 32768 --max-running-requests 12 "
                        "--mem-fraction-static 0.856 --kv-cache-dtype "
                        "fp8_e4m3");
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_SGLANG, &m70,
                                    NULL, &w, 4, 1, 2, 0.856, 2048, &err), 0);
    assert_string_equal(buf, "python3 -m sglang.launch_server --model-path "
                        "meta-llama/Llama-3.1-70B --tp-size 4 --dp-size 2 "
                        "--context-length 32768 --max-running-requests 12 "
                        "--mem-fraction-static 0.856 --kv-cache-dtype "
                        "fp8_e4m3 --chunked-prefill-size 2048");
}

static void trtllm_line(void **state)
{
    struct gs_workload w = serve(GS_DTYPE_BF16, GS_DTYPE_BF16);
    struct gs_error err = GS_ERROR_INIT;
    char buf[512];

    (void)state;
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_TRTLLM, &m70,
                                    NULL, &w, 8, 1, 1, 0.9, 0, &err), 0);
    assert_string_equal(buf, "trtllm-serve meta-llama/Llama-3.1-70B "
                        "--tp_size 8 --max_seq_len 32768 --max_batch_size 12 "
                        "--kv_cache_free_gpu_memory_fraction 0.90");
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_TRTLLM, &m70,
                                    NULL, &w, 8, 1, 1, 0.9, 512, &err), 0);
    assert_string_equal(buf, "trtllm-serve meta-llama/Llama-3.1-70B "
                        "--tp_size 8 --max_seq_len 32768 --max_batch_size 12 "
                        "--kv_cache_free_gpu_memory_fraction 0.90 "
                        "--max_num_tokens 512");
    w = serve(GS_DTYPE_BF16, GS_DTYPE_FP8);
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_TRTLLM, &m70,
                                    NULL, &w, 8, 1, 1, 0.9, 0, &err), 0);
    assert_string_equal(buf, "printf 'kv_cache_config:\\n  dtype: fp8\\n' > "
                        "extra-llm-api.yaml && trtllm-serve "
                        "meta-llama/Llama-3.1-70B --tp_size 8 --max_seq_len "
                        "32768 --max_batch_size 12 "
                        "--kv_cache_free_gpu_memory_fraction 0.90 "
                        "--extra_llm_api_options extra-llm-api.yaml");
}

static void model_ref_is_the_hf_id(void **state)
{
    struct gs_model bare = m70;

    (void)state;
    assert_string_equal(gs_emit_model_ref(&m70), "meta-llama/Llama-3.1-70B");
    bare.n_aliases = 1;          /* only "llama3.1-70b": no '/' */
    assert_string_equal(gs_emit_model_ref(&bare), "llama-3.1-70b");
}

static void refusals_are_usage_errors(void **state)
{
    struct gs_workload w = serve(GS_DTYPE_INT4, GS_DTYPE_BF16);
    struct gs_error err = GS_ERROR_INIT;
    char buf[512], tiny[16];

    (void)state;
    /* int4 needs a quantised checkpoint */
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_VLLM, &m70,
                                    NULL, &w, 2, 1, 1, 0.9, 0, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    /* no int8 KV cache in SGLang */
    w = serve(GS_DTYPE_BF16, GS_DTYPE_INT8);
    err = (struct gs_error)GS_ERROR_INIT;
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_SGLANG, &m70,
                                    NULL, &w, 2, 1, 1, 0.9, 0, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    /* no engine, and training */
    w = serve(GS_DTYPE_BF16, GS_DTYPE_BF16);
    err = (struct gs_error)GS_ERROR_INIT;
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_NONE, &m70,
                                    NULL, &w, 1, 1, 1, 0.9, 0, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    w.mode = GS_MODE_LORA;
    err = (struct gs_error)GS_ERROR_INIT;
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_VLLM, &m70,
                                    NULL, &w, 1, 1, 1, 0.9, 0, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    /* trtllm-serve has no data parallelism */
    w = serve(GS_DTYPE_BF16, GS_DTYPE_BF16);
    err = (struct gs_error)GS_ERROR_INIT;
    assert_int_equal(gs_emit_launch(buf, sizeof(buf), GS_SERVE_TRTLLM, &m70,
                                    NULL, &w, 1, 1, 2, 0.9, 0, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    /* a buffer too small is a bug of the caller, never a cut line */
    err = (struct gs_error)GS_ERROR_INIT;
    assert_int_equal(gs_emit_launch(tiny, sizeof(tiny), GS_SERVE_VLLM, &m70,
                                    NULL, &w, 1, 1, 1, 0.9, 0, &err), -1);
    assert_int_equal(err.code, GS_EINTERNAL);
}

/* Disaggregated: SGLang's prefill server at the prefill tp, the decode
 * server at the decode tp with its data-parallel replicas, the PD
 * router; Dynamo's frontend and vLLM workers; an EP decode group with
 * attention-DP over ep x dp ranks. */
static void disagg_lines(void **state)
{
    const char *names[GS_EMIT_DISAGG_LINES];
    char lines[GS_EMIT_DISAGG_LINES][GS_EMIT_LINE_MAX];
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_emit_disagg_launch(false, "org/m", 4, 1, 4, 1, 2, 0,
                                           false, names, lines, &err), 0);
    assert_string_equal(names[0], "sglang prefill");
    assert_string_equal(lines[0], "python3 -m sglang.launch_server "
                        "--model-path org/m --disaggregation-mode prefill "
                        "--tp-size 4 --port 30000");
    assert_string_equal(lines[1], "python3 -m sglang.launch_server "
                        "--model-path org/m --disaggregation-mode decode "
                        "--tp-size 4 --dp-size 2 --port 30001");
    assert_non_null(strstr(lines[2], "--pd-disaggregation"));
    assert_int_equal(gs_emit_disagg_launch(true, "org/m", 8, 1, 8, 1, 1, 8,
                                           true, names, lines, &err), 0);
    assert_string_equal(names[1], "dynamo prefill");
    assert_string_equal(lines[1], "python3 -m dynamo.vllm --model org/m "
                        "--tensor-parallel-size 8 --is-prefill-worker");
    assert_string_equal(lines[2], "python3 -m dynamo.vllm --model org/m "
                        "--tensor-parallel-size 1 --data-parallel-size 8 "
                        "--enable-expert-parallel");
    assert_int_equal(gs_emit_disagg_launch(false, "org/m", 8, 1, 8, 1, 2, 8,
                                           true, names, lines, &err), 0);
    assert_string_equal(lines[1], "python3 -m sglang.launch_server "
                        "--model-path org/m --disaggregation-mode decode "
                        "--tp-size 8 --dp-size 8 --enable-dp-attention "
                        "--ep-size 8 --port 30001");
    /* pipeline stages in both pools */
    assert_int_equal(gs_emit_disagg_launch(false, "org/m", 8, 4, 8, 4, 1, 0,
                                           false, names, lines, &err), 0);
    assert_string_equal(lines[0], "python3 -m sglang.launch_server "
                        "--model-path org/m --disaggregation-mode prefill "
                        "--tp-size 8 --pp-size 4 --port 30000");
    /* each pool its own layout (heterogeneous pools: prefill on one GPU
     * type, decode on another): prefill tp 4 pp 2, decode tp 8 pp 1 */
    assert_int_equal(gs_emit_disagg_launch(false, "org/m", 4, 2, 8, 1, 1, 0,
                                           false, names, lines, &err), 0);
    assert_string_equal(lines[0], "python3 -m sglang.launch_server "
                        "--model-path org/m --disaggregation-mode prefill "
                        "--tp-size 4 --pp-size 2 --port 30000");
    assert_string_equal(lines[1], "python3 -m sglang.launch_server "
                        "--model-path org/m --disaggregation-mode decode "
                        "--tp-size 8 --port 30001");
    assert_int_equal(gs_emit_disagg_launch(true, "org/m", 2, 1, 4, 2, 1, 0,
                                           false, names, lines, &err), 0);
    assert_string_equal(lines[1], "python3 -m dynamo.vllm --model org/m "
                        "--tensor-parallel-size 2 --is-prefill-worker");
    assert_string_equal(lines[2], "python3 -m dynamo.vllm --model org/m "
                        "--tensor-parallel-size 4 "
                        "--pipeline-parallel-size 2");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(vllm_line),
        cmocka_unit_test(sglang_line),
        cmocka_unit_test(trtllm_line),
        cmocka_unit_test(model_ref_is_the_hf_id),
        cmocka_unit_test(refusals_are_usage_errors),
        cmocka_unit_test(disagg_lines),
    };

    return cmocka_run_group_tests_name("emit", tests, NULL, NULL);
}
