/*
 * Model arithmetic: parameter counts by component against published exact
 * counts (shared/validation cases A01-A08), KV elements per attention
 * layout, validation errors, and the generic-decoder rule.
 */
#include <string.h>

#include "gs_test.h"
#include "gpu.h"
#include "model.h"

static const struct gs_model llama2_7b = {
    .id = "llama-2-7b", .n_layers = 32, .hidden_size = 4096,
    .intermediate_size = 11008, .n_heads = 32, .n_kv_heads = 32,
    .head_dim = 128, .vocab_size = 32000, .n_norms_per_layer = 2,
};

static const struct gs_model mixtral = {
    .id = "mixtral-8x7b", .n_layers = 32, .hidden_size = 4096,
    .intermediate_size = 14336, .n_heads = 32, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 32000, .n_norms_per_layer = 2,
    .n_experts = 8, .n_active_experts = 2,
};

static const struct gs_model deepseek_v3 = {
    .id = "deepseek-v3", .n_layers = 61, .hidden_size = 7168,
    .intermediate_size = 18432, .n_heads = 128, .n_kv_heads = 128,
    .head_dim = 192, .vocab_size = 129280, .n_norms_per_layer = 2,
    .n_experts = 256, .n_active_experts = 8, .n_shared_experts = 1,
    .moe_intermediate_size = 2048, .n_dense_layers = 3, .router_bias = true,
    .q_lora_rank = 1536, .kv_lora_rank = 512, .qk_nope_head_dim = 128,
    .qk_rope_head_dim = 64, .v_head_dim = 128,
};

static void llama2_7b_counts_match_the_config_arithmetic(void **state)
{
    struct gs_param_counts p = gs_model_params(&llama2_7b);

    (void)state;
    /* shared/validation A01: exact */
    assert_close(p.total, 6738415616.0, 0.0);
    assert_close(p.embedding, 131072000.0, 0.0);
    assert_close(p.lm_head, 131072000.0, 0.0);
    assert_close(p.attn_linear, 32.0 * 67108864.0, 0.0);
    assert_close(p.mlp_linear, 32.0 * 135266304.0, 0.0);
}

static void mixtral_total_counts_all_experts_active_counts_top_k(void **state)
{
    struct gs_param_counts p = gs_model_params(&mixtral);

    (void)state;
    /* shared/validation A08 */
    assert_close(p.total, 46702792704.0, 0.0);
    assert_close(p.active, 12879925248.0, 0.0);
    assert_close(p.router, 32.0 * 32768.0, 0.0);
}

static void deepseek_v3_mla_moe_count_is_671b(void **state)
{
    struct gs_param_counts p = gs_model_params(&deepseek_v3);

    (void)state;
    /* README: 671B total excluding the 14B MTP module */
    assert_close(p.total, 671e9, 0.001);
    assert_int_equal(gs_model_attn_kind(&deepseek_v3), GS_ATTN_MLA);
}

/* Llama 4 Maverick's text decoder (config.json): MoE on odd layers. */
static const struct gs_model maverick = {
    .id = "llama-4-maverick", .n_layers = 48, .hidden_size = 5120,
    .intermediate_size = 16384, .n_heads = 40, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 202048, .n_norms_per_layer = 2,
    .n_experts = 128, .n_active_experts = 1, .n_shared_experts = 1,
    .moe_intermediate_size = 8192, .n_dense_layers = 24, .moe_layer_step = 2,
};

static void interleaved_moe_counts_dense_and_expert_layers(void **state)
{
    struct gs_param_counts p = gs_model_params(&maverick);
    double h = 5120.0;
    struct gs_error err = GS_ERROR_INIT;
    int64_t i, n_moe = 0;

    (void)state;
    assert_int_equal(gs_model_validate(&maverick, &err), 0);
    for (i = 0; i < maverick.n_layers; i++)
        n_moe += gs_model_layer_is_moe(&maverick, i);
    assert_int_equal(n_moe, 24);
    assert_false(gs_model_layer_is_moe(&maverick, 0));
    assert_true(gs_model_layer_is_moe(&maverick, 1));
    /* 24 dense FFNs of 16,384; 24 x (128 routed + 1 shared) of 8,192 */
    assert_close(p.mlp_linear, 24.0 * 3.0 * h * 16384.0, 0.0);
    assert_close(p.expert_linear, 24.0 * 128.0 * 3.0 * h * 8192.0, 0.0);
    assert_close(p.shared_linear, 24.0 * 3.0 * h * 8192.0, 0.0);
    assert_close(p.router, 24.0 * 128.0 * h, 0.0);
    /* Meta: 400B with the vision tower (0.87B, not in this struct) */
    assert_close(p.total, 400e9, 0.01);
    assert_close(p.active, 17e9, 0.02);
}

static void interleaved_moe_needs_the_matching_dense_count(void **state)
{
    struct gs_model m = maverick;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    m.n_dense_layers = 0;
    assert_int_equal(gs_model_validate(&m, &err), -1);
    assert_string_equal(err.msg, "model 'llama-4-maverick': with "
                        "'moe_layer_step' 2, 'n_dense_layers' must be 24 "
                        "(the layers that are not MoE)");
    /* leading dense layers (DeepSeek) place by n_dense_layers */
    m.moe_layer_step = 0;
    m.n_dense_layers = 3;
    assert_int_equal(gs_model_validate(&m, &err), 0);
    assert_false(gs_model_layer_is_moe(&m, 2));
    assert_true(gs_model_layer_is_moe(&m, 3));
    assert_false(gs_model_layer_is_moe(&llama2_7b, 5));
}

static void encoder_params_join_the_total_and_the_active_count(void **state)
{
    struct gs_model m = llama2_7b;
    struct gs_param_counts p;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    m.encoder_params = 417e6;   /* Gemma 3's SigLIP tower, say */
    p = gs_model_params(&m);
    assert_close(p.encoder, 417e6, 0.0);
    assert_close(p.total, 6738415616.0 + 417e6, 0.0);
    assert_close(p.active, p.total, 0.0);
    assert_close(p.linear, gs_model_params(&llama2_7b).linear, 0.0);
    m.encoder_params = -1.0;
    assert_int_equal(gs_model_validate(&m, &err), -1);
    assert_string_equal(err.msg, "model 'llama-2-7b': 'encoder_params' must "
                        "not be negative");
}

static void tied_embeddings_drop_the_head(void **state)
{
    struct gs_model m = llama2_7b;

    (void)state;
    m.tied_embeddings = true;
    assert_close(gs_model_params(&m).lm_head, 0.0, 0.0);
    assert_close(gs_model_params(&m).total, 6738415616.0 - 131072000.0, 0.0);
}

static void kv_elements_follow_the_attention_layout(void **state)
{
    struct gs_model mqa = llama2_7b;

    (void)state;
    mqa.n_kv_heads = 1;
    /* MHA: 2 * 32 heads * 128 */
    assert_close(gs_model_kv_elems_per_token_layer(&llama2_7b), 8192.0, 0.0);
    assert_int_equal(gs_model_attn_kind(&llama2_7b), GS_ATTN_MHA);
    /* GQA: 2 * 8 * 128 */
    assert_close(gs_model_kv_elems_per_token_layer(&mixtral), 2048.0, 0.0);
    assert_int_equal(gs_model_attn_kind(&mixtral), GS_ATTN_GQA);
    /* MQA: 2 * 1 * 128 */
    assert_close(gs_model_kv_elems_per_token_layer(&mqa), 256.0, 0.0);
    assert_int_equal(gs_model_attn_kind(&mqa), GS_ATTN_MQA);
    /* MLA: latent 512 + decoupled RoPE key 64, no factor 2 */
    assert_close(gs_model_kv_elems_per_token_layer(&deepseek_v3), 576.0, 0.0);
}

static void explicit_head_dim_is_honoured(void **state)
{
    /* Gemma 2 27B: hidden 4608 / 32 heads = 144, but head_dim is 128 */
    struct gs_model g = {
        .id = "gemma-2-27b", .n_layers = 46, .hidden_size = 4608,
        .intermediate_size = 36864, .n_heads = 32, .n_kv_heads = 16,
        .head_dim = 128, .vocab_size = 256000, .tied_embeddings = true,
        .n_norms_per_layer = 4, .sliding_window_tokens = 4096,
        .n_sliding_layers = 23,
    };

    (void)state;
    /* 376,832 B/token at 2 bytes, not 423,936 */
    assert_close(46.0 * gs_model_kv_elems_per_token_layer(&g) * 2.0, 376832.0,
                 0.0);
    assert_close(gs_model_params(&g).total, 27.2e9, 0.01);
}

static void validation_rejects_inconsistent_heads(void **state)
{
    struct gs_model m = llama2_7b;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    m.n_kv_heads = 5;
    assert_int_equal(gs_model_validate(&m, &err), -1);
    assert_int_equal(err.code, GS_ESCHEMA);
    assert_string_equal(err.msg, "model 'llama-2-7b': n_heads (32) is not a "
                                 "multiple of n_kv_heads (5)");
}

static void validation_rejects_expert_fields_without_experts(void **state)
{
    struct gs_model m = llama2_7b;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    m.n_active_experts = 2;
    assert_int_equal(gs_model_validate(&m, &err), -1);
    assert_string_equal(err.msg,
                        "model 'llama-2-7b': expert fields need 'n_experts'");
}

static void generic_70b_is_llama_shaped_and_near_the_size(void **state)
{
    struct gs_model m;
    struct gs_error err = GS_ERROR_INIT;
    char id[64], name[64];

    (void)state;
    assert_int_equal(gs_model_generic(70e9, &m, id, name, sizeof(id), &err), 0);
    assert_true(m.is_generic);
    assert_int_equal(m.hidden_size, 8192);
    assert_int_equal(m.head_dim, 128);
    assert_int_equal(m.n_kv_heads, 8);
    assert_int_equal(m.n_heads, 64);
    assert_string_equal(m.id, "generic-70b");
    /* within half a layer of the request */
    assert_close(gs_model_params(&m).total, 70e9, 0.01);
    assert_int_equal(gs_model_validate(&m, &err), 0);
}

static void generic_sizes_span_1b_to_1000t(void **state)
{
    static const double sizes[] = { 1e9, 7e9, 13e9, 405e9, 1.5e12, 1e15 };
    struct gs_model m;
    struct gs_error err = GS_ERROR_INIT;
    char id[64], name[64];
    size_t i;

    (void)state;
    for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
        assert_int_equal(gs_model_generic(sizes[i], &m, id, name, sizeof(id),
                                          &err), 0);
        assert_int_equal(gs_model_validate(&m, &err), 0);
        assert_close(gs_model_params(&m).total, sizes[i], 0.06);
    }
    assert_int_equal(gs_model_generic(5e8, &m, id, name, sizeof(id), &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
}

/* The one PCIe table: per direction, x16 (docs/methodology.md). */
static void pcie_x16_rates_by_generation(void **state)
{
    (void)state;
    assert_close(gs_pcie_x16_bytes_per_s(3), 15.75e9, 1e-12);
    assert_close(gs_pcie_x16_bytes_per_s(4), 31.5e9, 1e-12);
    assert_close(gs_pcie_x16_bytes_per_s(5), 63.0e9, 1e-12);
    /* 64 GT/s x 16 lanes / 8 = 128 GB/s raw, x 242/256 flit payload */
    assert_close(gs_pcie_x16_bytes_per_s(6), 128e9 * 242.0 / 256.0, 1e-12);
    assert_close(gs_pcie_x16_bytes_per_s(7), 242e9, 1e-12);
    assert_true(gs_pcie_x16_bytes_per_s(2) == 0.0);
    assert_true(gs_pcie_x16_bytes_per_s(0) == 0.0);
    assert_true(gs_pcie_x16_bytes_per_s(GS_GPU_NONE) == 0.0);
    assert_true(gs_pcie_x16_bytes_per_s(11) == 0.0);
}

/*
 * Consumer cards: no peer-to-peer over PCIe, so a tensor-parallel
 * all-reduce is staged through host memory and each byte crosses PCIe
 * twice (docs/engines/roofline.md, "Consumer cards").  Hand values: an
 * RTX 5090 (PCIe 5, catalogue 128 GB/s both ways) gets 63.0 / 2 = 31.5
 * GB/s per direction, not 128 / 2 = 64; the same card without the flag
 * keeps 64; gen unknown falls back to the catalogue's 64 / 2 / 2 = 16.
 */
static void consumer_cards_stage_tp_through_host_memory(void **state)
{
    struct gs_gpu g = { .id = "rtx-5090", .scale_up_kind = "pcie",
                        .scale_up_bw_bytes_per_s = 128e9, .pcie_gen = 5,
                        .consumer = true };

    (void)state;
    assert_close(gs_gpu_tp_link_bytes_per_s(&g), 31.5e9, 1e-12);
    g.consumer = false;
    assert_close(gs_gpu_tp_link_bytes_per_s(&g), 64e9, 1e-12);
    g.consumer = true;
    g.pcie_gen = 4;                 /* an RTX 4090: 31.5 / 2 */
    assert_close(gs_gpu_tp_link_bytes_per_s(&g), 15.75e9, 1e-12);
    g.pcie_gen = 0;                 /* unknown generation */
    g.scale_up_bw_bytes_per_s = 64e9;
    assert_close(gs_gpu_tp_link_bytes_per_s(&g), 16e9, 1e-12);
    /* an NVLink part is never host-staged, flag or not */
    g.scale_up_kind = "nvlink";
    g.scale_up_bw_bytes_per_s = 900e9;
    assert_close(gs_gpu_tp_link_bytes_per_s(&g), 450e9, 1e-12);
    /* a data-centre PCIe card without a figure: the x16 link */
    g = (struct gs_gpu){ .id = "l40s", .scale_up_kind = "pcie",
                         .pcie_gen = 4 };
    assert_close(gs_gpu_tp_link_bytes_per_s(&g), 31.5e9, 1e-12);
}

/* The price an owned GPU is charged: the sourced purchase price first,
 * then the launch list price, else none. */
static void purchase_price_before_launch_price(void **state)
{
    struct gs_gpu g = { .id = "h100-sxm" };

    (void)state;
    assert_true(gs_gpu_purchase_usd(&g) == 0.0);
    g.launch_price_usd = 1999.0;
    assert_close(gs_gpu_purchase_usd(&g), 1999.0, 1e-12);
    g.purchase_usd = 30000.0;
    assert_close(gs_gpu_purchase_usd(&g), 30000.0, 1e-12);
    g.launch_price_usd = 0.0;
    assert_close(gs_gpu_purchase_usd(&g), 30000.0, 1e-12);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(llama2_7b_counts_match_the_config_arithmetic),
        cmocka_unit_test(mixtral_total_counts_all_experts_active_counts_top_k),
        cmocka_unit_test(deepseek_v3_mla_moe_count_is_671b),
        cmocka_unit_test(interleaved_moe_counts_dense_and_expert_layers),
        cmocka_unit_test(interleaved_moe_needs_the_matching_dense_count),
        cmocka_unit_test(encoder_params_join_the_total_and_the_active_count),
        cmocka_unit_test(tied_embeddings_drop_the_head),
        cmocka_unit_test(kv_elements_follow_the_attention_layout),
        cmocka_unit_test(explicit_head_dim_is_honoured),
        cmocka_unit_test(validation_rejects_inconsistent_heads),
        cmocka_unit_test(validation_rejects_expert_fields_without_experts),
        cmocka_unit_test(generic_70b_is_llama_shaped_and_near_the_size),
        cmocka_unit_test(generic_sizes_span_1b_to_1000t),
        cmocka_unit_test(pcie_x16_rates_by_generation),
        cmocka_unit_test(consumer_cards_stage_tp_through_host_memory),
        cmocka_unit_test(purchase_price_before_launch_price),
    };

    return cmocka_run_group_tests_name("model", tests, NULL, NULL);
}
