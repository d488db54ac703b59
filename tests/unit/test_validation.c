/*
 * The shipped catalogue against the published figures in
 * shared/validation/cases.yaml that concern architecture and memory:
 * exact parameter counts and KV bytes per token (A01-A08, MLA), the vLLM
 * W8A8 weight footprint (M08) and QLoRA's 65B-on-48GB claim (M03).  Tolerances are the cases' own.
 */
#include <string.h>

#include "gs_test.h"
#include "dataset.h"
#include "fit.h"
#include "units.h"

static struct gs_dataset data;

static int setup(void **state)
{
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_dataset_init(&data);
    if (gs_dataset_load_builtin(&data, GS_DATA_GPUS | GS_DATA_MODELS, &err)) {
        gs_error_print(&err, stderr);
        return -1;
    }
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    gs_dataset_release(&data);
    return 0;
}

static const struct gs_model *model(const char *id)
{
    struct gs_error err = GS_ERROR_INIT;
    const struct gs_model *m = gs_dataset_model(&data, id, &err);

    if (!m)
        print_error("%s\n", err.msg);
    assert_non_null(m);
    return m;
}

static double kv_bytes_per_token_16bit(const struct gs_model *m)
{
    return (double)m->n_layers * gs_model_kv_elems_per_token_layer(m) * 2.0;
}

static void architecture_cases_are_exact(void **state)
{
    static const struct {
        const char *id;
        double params;
        double kv_bytes_per_token;
    } cases[] = {
        { "llama-2-7b", 6738415616.0, 524288.0 },        /* A01 */
        { "llama-3-8b", 8030261248.0, 131072.0 },        /* A04 */
        { "llama-3-70b", 70553706496.0, 327680.0 },      /* A05 */
        { "llama-3.1-405b", 405853388800.0, 516096.0 },  /* A06 */
        { "mistral-7b-v0.1", 7241732096.0, 131072.0 },   /* A07 */
        { "mixtral-8x7b", 46702792704.0, 131072.0 },     /* A08 */
    };
    size_t i;

    (void)state;
    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        const struct gs_model *m = model(cases[i].id);

        assert_close(gs_model_params(m).total, cases[i].params, 0.0);
        assert_close(kv_bytes_per_token_16bit(m), cases[i].kv_bytes_per_token,
                     0.0);
    }
    assert_close(gs_model_params(model("mixtral-8x7b")).active,
                 12879925248.0, 0.0);
    /* DeepSeek-V3 MLA: 61 layers x (512 + 64) x 2 B */
    assert_close(kv_bytes_per_token_16bit(model("deepseek-v3")), 70272.0, 0.0);
    /* Gemma 2: explicit head_dim 128, not 4608 / 32 */
    assert_close(kv_bytes_per_token_16bit(model("gemma-2-27b")), 376832.0, 0.0);
}

static void every_catalogue_model_is_within_1pct_of_its_published_count(
    void **state)
{
    size_t i;

    (void)state;
    for (i = 0; i < data.n_models; i++) {
        const struct gs_model *m = &data.models[i];
        double p = gs_model_params(m).total;
        /* Falcon-40B publishes only the 40B of its name; its architecture
         * (shared/reference/models.yaml) gives 41.3B tied, 41.8B untied.
         * The name is not a count: hold it to 5%, not 1%. */
        double tol = strcmp(m->id, "falcon-40b") == 0 ? 0.05 : 0.01;

        if (!(fabs(p / m->published_params - 1.0) <= tol)) {
            print_error("%s: computed %.6g vs published %.6g\n", m->id, p,
                        m->published_params);
            fail();
        }
    }
}

static struct gs_fit_input serve(const struct gs_model *m,
                                 enum gs_dtype weights)
{
    return (struct gs_fit_input){
        .model = m, .gpu_usable_bytes = 80.0 * GS_BYTES_PER_GIB,
        .mode = GS_MODE_INFER, .weight_dtype = weights,
        .expert_dtype = GS_DTYPE_UNSET,
        .kv_dtype = GS_DTYPE_BF16, .ctx_tokens = 2048, .concurrency = 1,
        .micro_batch = 1, .tp = 1, .pp = 1, .dp = 1, .lora_rank = 16,
        .adapter_dtype = GS_DTYPE_FP32,
        .consts = { .runtime_reserve_bytes = GS_BYTES_PER_GIB,
                    .fragmentation_frac = 0.1, .prefill_chunk_tokens = 8192,
                    .mem_util_frac = 1.0 },
    };
}

/* M08: vLLM "Loading model weights took 67.7229 GB" (GiB) for
 * Llama-3.1-70B W8A8: int8 linear layers, 16-bit embeddings. */
static void int8_llama_70b_weights_match_vllm(void **state)
{
    struct gs_fit_input in = serve(model("llama-3.1-70b"), GS_DTYPE_INT8);
    struct gs_fit_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_fit_estimate(&in, &r, NULL, &err), 0);
    assert_close(r.weights_bytes / GS_BYTES_PER_GIB, 67.7229, 0.005);
}

/* M03: QLoRA fine-tunes LLaMA-65B in under 48 GB (with gradient
 * checkpointing); 16-bit full fine-tuning needs more than 780 GB. */
static void qlora_65b_fits_48gb_full_finetune_does_not(void **state)
{
    struct gs_model llama65 = {
        .id = "llama-65b", .n_layers = 80, .hidden_size = 8192,
        .intermediate_size = 22016, .n_heads = 64, .n_kv_heads = 64,
        .head_dim = 128, .vocab_size = 32000, .n_norms_per_layer = 2,
    };
    struct gs_fit_input in = serve(&llama65, GS_DTYPE_NF4);
    struct gs_fit_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    in.mode = GS_MODE_QLORA;
    in.recompute = GS_RECOMPUTE_FULL;
    in.ctx_tokens = 512;
    in.lora_rank = 64;
    in.adapter_dtype = GS_DTYPE_BF16;   /* qlora.py casts LoRA to bf16 */
    in.gpu_usable_bytes = 48e9;
    assert_int_equal(gs_fit_estimate(&in, &r, NULL, &err), 0);
    assert_true(r.fits);
    assert_true(r.total_bytes > 33e9);       /* the NF4 base alone */
    in.mode = GS_MODE_FULL_FT;
    in.weight_dtype = GS_DTYPE_BF16;
    assert_int_equal(gs_fit_estimate(&in, &r, NULL, &err), 0);
    assert_true(r.total_bytes > 780e9);
}

/* H11/W03/W05: dense peaks, never the sparse figures. */
static void catalogue_peaks_are_dense(void **state)
{
    static const struct {
        const char *gpu;
        int prec;
        double tflops;
    } cases[] = {
        { "a100-80gb-sxm", GS_PREC_BF16, 312.0 },
        { "h100-sxm", GS_PREC_BF16, 989.0 },
        { "h100-sxm", GS_PREC_FP8, 1979.0 },
        { "h100-pcie", GS_PREC_BF16, 756.0 },
        { "h200", GS_PREC_BF16, 989.0 },
        { "b200", GS_PREC_BF16, 2250.0 },
        { "b200", GS_PREC_FP8, 4500.0 },
        { "b200", GS_PREC_FP4, 9000.0 },
        { "mi300x", GS_PREC_BF16, 1300.0 },
        { "l40s", GS_PREC_BF16, 362.0 },
    };
    size_t i;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        const struct gs_gpu *g = gs_dataset_gpu(&data, cases[i].gpu, &err);

        assert_non_null(g);
        /* datasheets round; 1% separates dense from sparse (2x) */
        assert_close(g->dense_flop_per_s[cases[i].prec] / 1e12,
                     cases[i].tflops, 0.01);
    }
    assert_close(gs_dataset_gpu(&data, "h100", &err)->mem_bw_bytes_per_s,
                 3.35e12, 0.0);
    assert_close(gs_dataset_gpu(&data, "h200", &err)->mem_bw_bytes_per_s,
                 4.8e12, 0.0);
    /* the HGX Blackwells' datasheet figure, as B300 (issue 19) */
    assert_close(gs_dataset_gpu(&data, "b200", &err)->mem_bw_bytes_per_s,
                 7.7e12, 0.0);
    assert_close(gs_dataset_gpu(&data, "mi300x", &err)->mem_bw_bytes_per_s,
                 5.3e12, 0.0);
}

/*
 * The entries added for issue 6 store half of each datasheet's
 * with-sparsity figure (the figure marked '*'), never the figure itself.
 */
static void added_entries_store_half_the_sparse_datasheet_figure(void **state)
{
    static const struct {
        const char *gpu;
        int prec;
        double sparse_tflops;   /* as printed, with 2:4 sparsity */
    } cases[] = {
        { "a40", GS_PREC_BF16, 299.4 },       /* A40 datasheet */
        { "a40", GS_PREC_TF32, 149.6 },
        { "a30", GS_PREC_BF16, 330.0 },       /* A30 datasheet */
        { "a30", GS_PREC_INT8, 661.0 },
        { "l40", GS_PREC_BF16, 362.1 },       /* L40 datasheet */
        { "l40", GS_PREC_FP8, 724.0 },
        { "rtx-a6000", GS_PREC_FP16, 309.7 }, /* A6000 datasheet */
        { "rtx-3090", GS_PREC_BF16, 142.0 },  /* GA102 whitepaper */
        { "gh200", GS_PREC_BF16, 1979.0 },    /* GH200 datasheet */
        { "gh200-144gb", GS_PREC_FP8, 3958.0 },
        { "mi300a", GS_PREC_BF16, 1961.2 },   /* AMD: sparse = 2 x dense */
    };
    size_t i;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        const struct gs_gpu *g = gs_dataset_gpu(&data, cases[i].gpu, &err);

        assert_non_null(g);
        assert_true(g->sparsity_2_4);
        assert_close(g->dense_flop_per_s[cases[i].prec] / 1e12,
                     cases[i].sparse_tflops / 2.0, 0.01);
    }
    /* RTX 3090 Ti: NVIDIA's "320 tensor TFLOPS" is FP16 accumulate with
     * sparsity */
    assert_close(gs_dataset_gpu(&data, "rtx-3090-ti", &err)
                         ->fp16_acc16_dense_flop_per_s / 1e12,
                 320.0 / 2.0, 0.01);
}

/*
 * One clock basis per entry: the ratios between an entry's rates are the
 * ratios the architecture fixes, whatever clock the entry is at.
 */
static void each_entry_has_one_clock_basis(void **state)
{
    struct gs_error err = GS_ERROR_INIT;
    const struct gs_gpu *g;

    (void)state;
    /* Gaudi 3 whitepaper at 1750 MHz: FP16 459 vs BF16 1835, FP32 229 */
    g = gs_dataset_gpu(&data, "gaudi3", &err);
    assert_non_null(g);
    assert_close(g->dense_flop_per_s[GS_PREC_FP16] /
                     g->dense_flop_per_s[GS_PREC_BF16], 459.0 / 1835.0, 0.005);
    assert_close(g->dense_flop_per_s[GS_PREC_FP32] /
                     g->dense_flop_per_s[GS_PREC_BF16], 229.0 / 1835.0, 0.005);
    /* Turing TU102: 68 SMs x 8 TC x 128 FLOP/clk (FP16 acc) vs 4352 x 2
     * FP32 FLOP/clk, so FP16-accumulate tensor = 8 x FP32 at any clock */
    g = gs_dataset_gpu(&data, "rtx-2080-ti", &err);
    assert_non_null(g);
    assert_close(g->fp16_acc16_dense_flop_per_s /
                     g->dense_flop_per_s[GS_PREC_FP32], 8.0, 0.005);
    assert_close(g->dense_flop_per_s[GS_PREC_FP16] /
                     g->dense_flop_per_s[GS_PREC_FP32], 4.0, 0.005);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(architecture_cases_are_exact),
        cmocka_unit_test(
            every_catalogue_model_is_within_1pct_of_its_published_count),
        cmocka_unit_test(int8_llama_70b_weights_match_vllm),
        cmocka_unit_test(qlora_65b_fits_48gb_full_finetune_does_not),
        cmocka_unit_test(catalogue_peaks_are_dense),
        cmocka_unit_test(added_entries_store_half_the_sparse_datasheet_figure),
        cmocka_unit_test(each_entry_has_one_clock_basis),
    };

    return cmocka_run_group_tests_name("validation", tests, setup, teardown);
}
