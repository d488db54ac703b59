/*
 * Serving-engine profiles (serving.h): the table is complete and cited,
 * each engine's rules give the values its source code computes, the
 * translation into the fit engine's consts, the three KV budgets, and
 * KV capacity against published engine start-up logs (predicted vs
 * published, sources cited at each case; no constant was fitted to them).
 */
#include <string.h>

#include "gs_test.h"

#include "dataset.h"
#include "fit.h"
#include "layout.h"
#include "serving.h"
#include "units.h"

static struct gs_dataset data;

static int setup(void **state)
{
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_dataset_init(&data);
    return gs_dataset_load_builtin(&data, GS_DATA_GPUS | GS_DATA_MODELS,
                                   &err) == 0 ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    gs_dataset_release(&data);
    return 0;
}

static const struct gs_model toy = {
    .id = "toy-1b", .n_layers = 16, .hidden_size = 2048,
    .intermediate_size = 8192, .n_heads = 16, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 32000, .n_norms_per_layer = 2,
};

static struct gs_fit_input toy_input(double gpu_bytes)
{
    return (struct gs_fit_input){
        .model = &toy, .gpu_usable_bytes = gpu_bytes,
        .mode = GS_MODE_INFER, .weight_dtype = GS_DTYPE_BF16,
        .expert_dtype = GS_DTYPE_UNSET, .kv_dtype = GS_DTYPE_BF16,
        .ctx_tokens = 4096, .concurrency = 1, .micro_batch = 1,
        .optimizer = GS_OPTIM_ADAM, .recompute = GS_RECOMPUTE_NONE,
        .lora_rank = 16, .adapter_dtype = GS_DTYPE_FP32,
        .tp = 1, .pp = 1, .dp = 1,
        .consts = {
            .runtime_reserve_bytes = 1.5 * GS_BYTES_PER_GIB,
            .fragmentation_frac = 0.10, .prefill_chunk_tokens = 8192,
            .mem_util_frac = 1.0,
        },
    };
}

static void every_engine_has_every_value_with_a_source(void **state)
{
    struct gs_serving_value v[GS_SERVING_N_VALUES + 1];
    int e;
    size_t i, n;

    (void)state;
    assert_null(gs_serving_engine_names[GS_SERVE_COUNT]);
    for (e = 0; e < GS_SERVE_COUNT; e++) {
        const struct gs_serving_profile *p = gs_serving_profile(e);

        assert_int_equal(p->engine, e);
        assert_string_equal(p->name, gs_serving_engine_names[e]);
        assert_non_null(p->title);
        assert_true(p->version && strlen(p->version) > 0);
        n = gs_serving_values(p, v, GS_ARRAY_SIZE(v));
        assert_int_equal(n, GS_SERVING_N_VALUES);
        for (i = 0; i < n; i++) {
            assert_non_null(v[i].key);
            assert_non_null(v[i].unit);
            assert_true(v[i].source && strlen(v[i].source) > 8);
            assert_true(isfinite(v[i].value) && v[i].value >= 0.0);
        }
        /* ranges a serving engine can have */
        assert_true(p->mem_util_frac > 0.5 && p->mem_util_frac <= 1.0);
        assert_true(p->max_batched_tokens >= 512 &&
                    p->max_batched_tokens <= 65536);
        assert_true(p->max_num_seqs >= 0 && p->max_num_seqs <= 65536);
        assert_true(p->logit_bytes >= 2.0 && p->logit_bytes <= 8.0);
        assert_true(p->sampler_copies >= 1.0 && p->sampler_copies <= 4.0);
        assert_true(p->cuda_graph_max_batch >= 0 &&
                    p->cuda_graph_max_batch <= 1024);
        assert_true(p->runtime_reserve_bytes >= 0.0 &&
                    p->runtime_reserve_bytes < 4.0 * GS_BYTES_PER_GIB);
        assert_true(p->step_overhead_s >= 0.0 && p->step_overhead_s < 0.01);
        assert_true(p->per_seq_overhead_s >= 0.0 &&
                    p->per_seq_overhead_s < 1e-3);
        if (e != GS_SERVE_NONE) {
            assert_true(p->cuda_graph_max_batch > 0);
            assert_true(p->step_overhead_s > 0.0);
        }
    }
    /* the engines' documented memory fractions */
    assert_close(gs_serving_profile(GS_SERVE_VLLM)->mem_util_frac, 0.9, 0);
    assert_close(gs_serving_profile(GS_SERVE_TRTLLM)->mem_util_frac, 0.9, 0);
    assert_int_equal(gs_serving_profile(GS_SERVE_SGLANG)->kv_budget,
                     GS_KV_BUDGET_STATIC);
    assert_int_equal(gs_serving_profile(GS_SERVE_TRTLLM)->kv_budget,
                     GS_KV_BUDGET_FREE);
}

static void names_round_trip(void **state)
{
    enum gs_serving_engine e;
    int i;

    (void)state;
    for (i = 0; i < GS_SERVE_COUNT; i++) {
        assert_int_equal(gs_serving_engine_find(gs_serving_engine_names[i],
                                                &e), 0);
        assert_int_equal(e, i);
        assert_string_equal(gs_serving_engine_name(e),
                            gs_serving_engine_names[i]);
    }
    assert_int_equal(gs_serving_engine_find("tgi", &e), -1);
    assert_int_equal(gs_serving_engine_find("VLLM", &e), -1);
    assert_string_equal(gs_serving_engine_name(GS_SERVE_COUNT), "?");
    assert_int_equal(GS_DEFAULT_SERVING_ENGINE, GS_SERVE_VLLM);
}

/*
 * SGLang's rule (server_args.py, v0.5.2), by hand in MiB:
 * H100 81,559 MiB at tp 1: reserve (9.5 + 1/2) x 1024 = 10,240, so
 * round(71,319 / 81,559, 3) = 0.874; at tp 4: 11,776 -> 0.856.
 * RTX 4090 24,564 MiB at tp 1: (2.8 + 0.1) x 1024 = 2,969.6 -> 0.879.
 * H200 143,771 MiB: (12 + 0.5) x 1024 = 12,800 -> 0.911.
 * B200 183,359 MiB: 32 x 1024 -> 0.821.
 */
static void sglang_fraction_follows_its_rule(void **state)
{
    const struct gs_serving_profile *p = gs_serving_profile(GS_SERVE_SGLANG);

    (void)state;
    assert_close(gs_serving_mem_util(p, 81559.0 * GS_BYTES_PER_MIB, 1),
                 0.874, 1e-12);
    assert_close(gs_serving_mem_util(p, 81559.0 * GS_BYTES_PER_MIB, 4),
                 0.856, 1e-12);
    assert_close(gs_serving_mem_util(p, 24564.0 * GS_BYTES_PER_MIB, 1),
                 0.879, 1e-12);
    assert_close(gs_serving_mem_util(p, 143771.0 * GS_BYTES_PER_MIB, 1),
                 0.911, 1e-12);
    assert_close(gs_serving_mem_util(p, 183359.0 * GS_BYTES_PER_MIB, 8),
                 0.821, 1e-12);
    /* unknown GPU size: SGLang's fallback */
    assert_close(gs_serving_mem_util(p, 0.0, 1), 0.88, 1e-12);
    /* fixed fractions do not depend on the GPU */
    assert_close(gs_serving_mem_util(gs_serving_profile(GS_SERVE_VLLM),
                                     24.0 * GS_BYTES_PER_GIB, 8), 0.9, 0);
}

/* vLLM's get_batch_defaults: >= 70 GiB and not an A100 takes the large
 * tier (8192 tokens, 1024 sequences), the rest 2048 and 256. */
static void vllm_batch_defaults_follow_the_gpu(void **state)
{
    const struct gs_serving_profile *p = gs_serving_profile(GS_SERVE_VLLM);
    struct gs_serving_target t = {
        .model = &toy, .gpu_memory_bytes = 79.65 * GS_BYTES_PER_GIB,
        .tp = 1, .pp = 1, .gpu_id = "h100-sxm",
    };
    struct gs_serving_settings s;

    (void)state;
    gs_serving_settle(p, &t, &s);
    assert_int_equal(s.max_batched_tokens, 8192);
    assert_int_equal(s.max_num_seqs, 1024);
    assert_int_equal(s.sampler_rows, 1024);
    t.gpu_id = "a100-sxm4-80gb";
    gs_serving_settle(p, &t, &s);
    assert_int_equal(s.max_batched_tokens, 2048);
    assert_int_equal(s.max_num_seqs, 256);
    t.gpu_id = "l4";
    t.gpu_memory_bytes = 22.49 * GS_BYTES_PER_GIB;
    gs_serving_settle(p, &t, &s);
    assert_int_equal(s.max_batched_tokens, 2048);
    assert_int_equal(s.sampler_rows, 256);
}

static void translation_none_is_the_identity(void **state)
{
    struct gs_fit_input in = toy_input(24.0 * GS_BYTES_PER_GIB);
    struct gs_serving_target t = {
        .model = &toy, .gpu_memory_bytes = in.gpu_usable_bytes, .tp = 1,
        .pp = 1, .gpu_id = "toy",
    };
    struct gs_fit_consts c;

    (void)state;
    gs_serving_fit_consts(gs_serving_profile(GS_SERVE_NONE), &t, &in.consts,
                          &c);
    assert_close(c.mem_util_frac, in.consts.mem_util_frac, 0);
    assert_close(c.runtime_reserve_bytes, in.consts.runtime_reserve_bytes, 0);
    assert_close(c.fragmentation_frac, in.consts.fragmentation_frac, 0);
    assert_int_equal(c.prefill_chunk_tokens, in.consts.prefill_chunk_tokens);
    assert_int_equal(c.kv_budget, GS_KV_BUDGET_TOTAL);
    assert_close(c.sampler_bytes, 0.0, 0);
    assert_close(c.cuda_graph_bytes, 0.0, 0);
    assert_false(c.activations_at_budget);
}

/* vLLM on an 80 GiB GPU: every consts field, by hand. */
static void translation_vllm_sets_every_field(void **state)
{
    struct gs_fit_input in = toy_input(79.65 * GS_BYTES_PER_GIB);
    struct gs_serving_target t = {
        .model = &toy, .gpu_memory_bytes = in.gpu_usable_bytes, .tp = 1,
        .pp = 1, .gpu_id = "h100-sxm",
    };
    struct gs_fit_consts c;

    (void)state;
    gs_serving_fit_consts(gs_serving_profile(GS_SERVE_VLLM), &t, &in.consts,
                          &c);
    assert_close(c.mem_util_frac, 0.9, 0);
    assert_int_equal(c.kv_budget, GS_KV_BUDGET_TOTAL);
    assert_int_equal(c.prefill_chunk_tokens, 8192);
    assert_true(c.activations_at_budget);
    assert_close(c.runtime_reserve_bytes, 164.0 * GS_BYTES_PER_MIB, 1e-12);
    /* 1024 rows x 32,000 vocab x 4 B x 2 copies */
    assert_close(c.sampler_bytes, 1024.0 * 32000.0 * 4.0 * 2.0, 1e-12);
    /* 67 captured sizes x 8 MiB */
    assert_close(c.cuda_graph_bytes, 67.0 * 8.0 * GS_BYTES_PER_MIB, 1e-12);
    assert_close(c.fragmentation_frac, in.consts.fragmentation_frac, 0);
    /* more than one rank adds the NCCL buffers */
    t.tp = 2;
    gs_serving_fit_consts(gs_serving_profile(GS_SERVE_VLLM), &t, &in.consts,
                          &c);
    assert_close(c.runtime_reserve_bytes, 205.0 * GS_BYTES_PER_MIB, 1e-12);
}

/* Zero new consts: exactly the old rule, headroom = usable x frac - total. */
static void zero_engine_fields_keep_the_old_rule(void **state)
{
    struct gs_fit_input in = toy_input(24.0 * GS_BYTES_PER_GIB);
    struct gs_fit_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    in.consts.mem_util_frac = 0.9;
    assert_int_equal(gs_fit_estimate(&in, &r, NULL, &err), 0);
    assert_close(r.usable_bytes, 0.9 * 24.0 * GS_BYTES_PER_GIB, 1e-15);
    assert_close(r.headroom_bytes, r.usable_bytes - r.total_bytes, 1e-15);
    assert_close(r.total_bytes, r.weights_bytes + r.kv_cache_bytes +
                 r.activation_bytes + r.runtime_bytes, 1e-15);
    /* logits per sequence: 1 x 32,000 x 4 B inside the activations */
    assert_close(r.sampler_bytes, 0.0, 0);
    assert_close(r.cuda_graph_bytes, 0.0, 0);
}

/* The three budgets, by their definitions. */
static void each_budget_rule_bounds_the_kv_cache(void **state)
{
    struct gs_fit_input in = toy_input(24.0 * GS_BYTES_PER_GIB);
    struct gs_fit_result r, r2;
    struct gs_error err = GS_ERROR_INIT;
    double graphs = 0.5 * GS_BYTES_PER_GIB, rest;

    (void)state;
    in.consts.mem_util_frac = 0.9;
    in.consts.cuda_graph_bytes = graphs;
    in.consts.sampler_bytes = 0.25 * GS_BYTES_PER_GIB;
    in.consts.activations_at_budget = true;

    /* vLLM's: all but the graphs within 0.9 x usable */
    in.consts.kv_budget = GS_KV_BUDGET_TOTAL;
    assert_int_equal(gs_fit_estimate(&in, &r, NULL, &err), 0);
    assert_close(r.headroom_bytes,
                 0.9 * in.gpu_usable_bytes - (r.total_bytes - graphs), 1e-12);
    assert_close(r.sampler_bytes, in.consts.sampler_bytes, 0);

    /* SGLang's: weights + KV + reserve within 0.9 x usable; activations
     * outside, so a larger profiled chunk leaves the headroom alone */
    in.consts.kv_budget = GS_KV_BUDGET_STATIC;
    assert_int_equal(gs_fit_estimate(&in, &r, NULL, &err), 0);
    assert_close(r.headroom_bytes, 0.9 * in.gpu_usable_bytes -
                 (r.weights_bytes + r.kv_cache_bytes +
                  in.consts.runtime_reserve_bytes), 1e-12);
    in.consts.prefill_chunk_tokens = 16384;
    assert_int_equal(gs_fit_estimate(&in, &r2, NULL, &err), 0);
    assert_true(r2.activation_bytes > r.activation_bytes);
    assert_close(r2.headroom_bytes, r.headroom_bytes, 1e-12);
    in.consts.prefill_chunk_tokens = 8192;

    /* TensorRT-LLM's: KV within 0.9 of what the rest leaves free */
    in.consts.kv_budget = GS_KV_BUDGET_FREE;
    assert_int_equal(gs_fit_estimate(&in, &r, NULL, &err), 0);
    rest = r.total_bytes - r.kv_cache_bytes - graphs;
    assert_close(r.headroom_bytes,
                 0.9 * (in.gpu_usable_bytes - rest) - r.kv_cache_bytes,
                 1e-12);
    assert_close(r.usable_bytes, rest + 0.9 * (in.gpu_usable_bytes - rest),
                 1e-12);

    /* every rule: the device itself bounds it too */
    in.consts.cuda_graph_bytes = 30.0 * GS_BYTES_PER_GIB;
    assert_int_equal(gs_fit_estimate(&in, &r, NULL, &err), 0);
    assert_false(r.fits);
    assert_close(r.headroom_bytes, in.gpu_usable_bytes - r.total_bytes,
                 1e-12);
}

/* Capacity per engine for one model and GPU: every engine reserves more
 * than gpusel's own rule (all memory, 1.5 GiB reserve). */
static void engines_hold_less_than_the_bare_memory(void **state)
{
    const struct gs_model *m = gs_dataset_find_model(&data, "llama-3.1-8b");
    const struct gs_gpu *g = gs_dataset_find_gpu(&data, "h100-sxm");
    struct gs_fit_input in;
    struct gs_serving_target t;
    int64_t n_none, n;
    int e;

    (void)state;
    assert_non_null(m);
    assert_non_null(g);
    in = toy_input(gs_gpu_usable_bytes(g));
    in.model = m;
    in.ctx_tokens = 32768;
    n_none = gs_fit_max_batch(&in, 1 << 20);
    assert_true(n_none > 0);
    t = (struct gs_serving_target){ .model = m,
        .gpu_memory_bytes = in.gpu_usable_bytes, .tp = 1, .pp = 1,
        .gpu_id = g->id };
    for (e = GS_SERVE_VLLM; e < GS_SERVE_COUNT; e++) {
        struct gs_fit_input ie = in;

        gs_serving_fit_consts(gs_serving_profile(e), &t, &in.consts,
                              &ie.consts);
        n = gs_fit_max_batch(&ie, 1 << 20);
        assert_true(n > 0 && n < n_none);
    }
}

/*
 * KV capacity against published start-up logs.  Predicted: the KV bytes
 * the budget leaves at one token of context (headroom + the KV of that
 * token).  Tolerance 5%: the runtime's "total" differs from nvidia-smi's
 * by 0.3-0.5 GiB (docs/methodology.md, "Runtime and the fit").
 */
struct published {
    const char *source;
    const char *model, *gpu;
    enum gs_serving_engine engine;
    enum gs_dtype weights;
    int64_t tp;
    double mem_util;           /* as launched; 0: the engine's default */
    double kv_bytes;           /* as logged */
};

static const struct published cases[] = {
    /* vLLM PR #10511 (github.com/vllm-project/vllm/pull/10511), `vllm
     * serve meta-llama/Meta-Llama-3-8B` on H100 80GB: "available_kv_
     * cache_memory 53.29GiB" */
    { "vLLM PR #10511", "llama-3-8b", "h100-sxm", GS_SERVE_VLLM,
      GS_DTYPE_BF16, 1, 0.0, 53.29 * GS_BYTES_PER_GIB },
    /* vLLM issue #21348 (github.com/vllm-project/vllm/issues/21348),
     * Qwen3-235B-A22B-FP8 on 4 x H100, SGLang --tp 4
     * --mem-fraction-static 0.93: "KV Cache is allocated. #tokens:
     * 367404, K size: 8.23 GB, V size: 8.23 GB" */
    { "vLLM issue #21348 (SGLang log)", "qwen3-235b-a22b", "h100-sxm",
      GS_SERVE_SGLANG, GS_DTYPE_FP8, 4, 0.93, 2.0 * 8.23e9 },
};

static void kv_capacity_matches_published_logs(void **state)
{
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(cases); i++) {
        const struct published *c = &cases[i];
        const struct gs_model *m = gs_dataset_find_model(&data, c->model);
        const struct gs_gpu *g = gs_dataset_find_gpu(&data, c->gpu);
        struct gs_fit_input in;
        struct gs_serving_target t;
        struct gs_fit_result r;
        struct gs_error err = GS_ERROR_INIT;
        double predicted;

        assert_non_null(m);
        assert_non_null(g);
        in = toy_input(gs_gpu_usable_bytes(g));
        in.model = m;
        in.weight_dtype = c->weights;
        in.expert_dtype = c->weights;
        in.ctx_tokens = 1;
        in.tp = c->tp;
        t = (struct gs_serving_target){ .model = m,
            .gpu_memory_bytes = in.gpu_usable_bytes, .tp = c->tp, .pp = 1,
            .gpu_id = g->id };
        gs_serving_fit_consts(gs_serving_profile(c->engine), &t, &in.consts,
                              &in.consts);
        if (c->mem_util > 0.0)
            in.consts.mem_util_frac = c->mem_util;
        assert_int_equal(gs_fit_estimate(&in, &r, NULL, &err), 0);
        predicted = r.headroom_bytes + r.kv_cache_bytes;
        print_message("%s: %s on %d x %s, %s: predicted %.2f GiB, "
                      "published %.2f GiB (%+.1f%%)\n", c->source, c->model,
                      (int)c->tp, c->gpu, gs_serving_engine_name(c->engine),
                      predicted / GS_BYTES_PER_GIB,
                      c->kv_bytes / GS_BYTES_PER_GIB,
                      100.0 * (predicted / c->kv_bytes - 1.0));
        assert_close(predicted, c->kv_bytes, 0.05);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_engine_has_every_value_with_a_source),
        cmocka_unit_test(names_round_trip),
        cmocka_unit_test(sglang_fraction_follows_its_rule),
        cmocka_unit_test(vllm_batch_defaults_follow_the_gpu),
        cmocka_unit_test(translation_none_is_the_identity),
        cmocka_unit_test(translation_vllm_sets_every_field),
        cmocka_unit_test(zero_engine_fields_keep_the_old_rule),
        cmocka_unit_test(each_budget_rule_bounds_the_kv_cache),
        cmocka_unit_test(engines_hold_less_than_the_bare_memory),
        cmocka_unit_test(kv_capacity_matches_published_logs),
    };

    return cmocka_run_group_tests_name("serving", tests, setup, teardown);
}
