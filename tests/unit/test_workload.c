/*
 * gs_workload_settle() (src/model/workload.c): every unset field takes
 * the default it is given, --precision auto takes the checkpoint's
 * shipped formats, QLoRA takes its recipe, options that do not apply are
 * usage errors; and the checked name lookups never fall back silently.
 */
#include <string.h>

#include "gs_test.h"
#include "layout.h"
#include "units.h"
#include "workload.h"

static const struct gs_workload_defaults defaults = {
    .base = {
        .mode = GS_MODE_INFER, .weight_dtype = GS_DTYPE_BF16,
        .expert_dtype = GS_DTYPE_BF16, .kv_dtype = GS_DTYPE_BF16,
        .adapter_dtype = GS_DTYPE_FP32, .ctx_tokens = 4096,
        .concurrency = 1, .micro_batch = 1, .optimizer = GS_OPTIM_ADAM,
        .recompute = GS_RECOMPUTE_NONE, .lora_rank = 16,
        .prefill_chunk_tokens = 8192, .mem_util_frac = 1.0,
        .runtime_reserve_bytes = 1.5 * GS_BYTES_PER_GIB,
        .fragmentation_frac = 0.1,
    },
    .qlora_weight_dtype = GS_DTYPE_NF4,
    .qlora_recompute = GS_RECOMPUTE_FULL,
    .fp32_kv_dtype = GS_DTYPE_FP32,
};

/* Shaped like gpt-oss: bf16 attention, MXFP4 routed experts. */
static const struct gs_model moe = {
    .id = "toy-moe", .n_layers = 4, .hidden_size = 1024,
    .intermediate_size = 2048, .n_heads = 8, .n_kv_heads = 2,
    .head_dim = 128, .vocab_size = 32000, .n_norms_per_layer = 2,
    .n_experts = 8, .n_active_experts = 2, .moe_intermediate_size = 1024,
    .shipped_weight_dtype = GS_DTYPE_BF16,
    .shipped_expert_dtype = GS_DTYPE_MXFP4,
};

static const struct gs_model plain = {
    .id = "toy-1b", .n_layers = 16, .hidden_size = 2048,
    .intermediate_size = 8192, .n_heads = 16, .n_kv_heads = 8,
    .head_dim = 128, .vocab_size = 32000, .n_norms_per_layer = 2,
    .shipped_weight_dtype = GS_DTYPE_UNSET,
    .shipped_expert_dtype = GS_DTYPE_UNSET,
};

static struct gs_workload settle_ok(const struct gs_workload *asked,
                                    const struct gs_model *m)
{
    struct gs_workload w;
    struct gs_error err = GS_ERROR_INIT;

    if (gs_workload_settle(asked, m, &defaults, &w, &err) < 0)
        print_error("%s\n", err.msg);
    assert_int_equal(err.code, GS_OK);
    return w;
}

static void settle_fails(const struct gs_workload *asked, const char *msg)
{
    struct gs_workload w;
    struct gs_error err = GS_ERROR_INIT;

    assert_int_equal(gs_workload_settle(asked, &plain, &defaults, &w, &err),
                     -1);
    assert_int_equal(err.code, GS_EUSAGE);
    assert_string_equal(err.msg, msg);
}

static void nothing_asked_gives_every_default(void **state)
{
    struct gs_workload asked = GS_WORKLOAD_UNSET;
    struct gs_workload w = settle_ok(&asked, &plain);

    (void)state;
    assert_int_equal(w.mode, GS_MODE_INFER);
    assert_int_equal(w.weight_dtype, GS_DTYPE_BF16);
    assert_int_equal(w.weight_origin, GS_ORIGIN_DEFAULT);
    assert_int_equal(w.kv_dtype, GS_DTYPE_BF16);
    assert_int_equal(w.ctx_tokens, 4096);
    assert_int_equal(w.concurrency, 1);
    assert_int_equal(w.micro_batch, 1);
    assert_int_equal(w.prefill_chunk_tokens, 8192);
    assert_close(w.runtime_reserve_bytes, 1.5 * GS_BYTES_PER_GIB, 0.0);
    assert_close(w.fragmentation_frac, 0.1, 0.0);
    assert_close(w.mem_util_frac, 1.0, 0.0);
}

static void auto_takes_the_shipped_formats(void **state)
{
    struct gs_workload asked = GS_WORKLOAD_UNSET, w;

    (void)state;
    w = settle_ok(&asked, &moe);
    assert_int_equal(w.weight_dtype, GS_DTYPE_BF16);
    assert_int_equal(w.expert_dtype, GS_DTYPE_MXFP4);
    assert_int_equal(w.weight_origin, GS_ORIGIN_MODEL);
    /* an explicit format applies to the experts too */
    asked.weight_dtype = GS_DTYPE_FP8;
    w = settle_ok(&asked, &moe);
    assert_int_equal(w.expert_dtype, GS_DTYPE_FP8);
    assert_int_equal(w.weight_origin, GS_ORIGIN_ASKED);
    /* full-parameter training of MXFP4 experts runs on a bf16 copy */
    asked.weight_dtype = GS_DTYPE_UNSET;
    asked.mode = GS_MODE_FULL_FT;
    w = settle_ok(&asked, &moe);
    assert_int_equal(w.weight_dtype, GS_DTYPE_BF16);
    assert_int_equal(w.expert_dtype, GS_DTYPE_BF16);
    /* a frozen LoRA base stays as shipped */
    asked.mode = GS_MODE_LORA;
    w = settle_ok(&asked, &moe);
    assert_int_equal(w.expert_dtype, GS_DTYPE_MXFP4);
}

static void qlora_takes_nf4_and_gradient_checkpointing(void **state)
{
    struct gs_workload asked = GS_WORKLOAD_UNSET, w;

    (void)state;
    asked.mode = GS_MODE_QLORA;
    w = settle_ok(&asked, &plain);
    assert_int_equal(w.weight_dtype, GS_DTYPE_NF4);
    assert_int_equal(w.recompute, GS_RECOMPUTE_FULL);
    assert_int_equal(w.recompute_origin, GS_ORIGIN_RECIPE);
    asked.recompute = GS_RECOMPUTE_NONE;
    w = settle_ok(&asked, &plain);
    assert_int_equal(w.recompute, GS_RECOMPUTE_NONE);
    assert_int_equal(w.recompute_origin, GS_ORIGIN_ASKED);
    /* lora keeps the plain default */
    asked.mode = GS_MODE_LORA;
    asked.recompute = GS_RECOMPUTE_UNSET;
    assert_int_equal(settle_ok(&asked, &plain).recompute, GS_RECOMPUTE_NONE);
}

static void fp32_weights_keep_an_fp32_kv_cache(void **state)
{
    struct gs_workload asked = GS_WORKLOAD_UNSET;

    (void)state;
    asked.weight_dtype = GS_DTYPE_FP32;
    assert_int_equal(settle_ok(&asked, &plain).kv_dtype, GS_DTYPE_FP32);
}

static void options_outside_their_mode_are_usage_errors(void **state)
{
    struct gs_workload asked = GS_WORKLOAD_UNSET;

    (void)state;
    asked.optimizer = GS_OPTIM_SGD;
    settle_fails(&asked, "--optimizer applies to training modes (--mode "
                         "train, full-ft, lora or qlora)");
    asked = (struct gs_workload)GS_WORKLOAD_UNSET;
    asked.mode = GS_MODE_LORA;
    asked.kv_dtype = GS_DTYPE_FP8;
    settle_fails(&asked, "--kv-dtype applies to serving (--mode infer)");
    asked = (struct gs_workload)GS_WORKLOAD_UNSET;
    asked.mode = GS_MODE_TRAIN;
    asked.lora_rank = 8;
    settle_fails(&asked, "--lora-rank applies to --mode lora and qlora");
    asked = (struct gs_workload)GS_WORKLOAD_UNSET;
    asked.micro_batch = 4;
    settle_fails(&asked, "--batch is the training micro-batch; use "
                         "--concurrency when serving");
    asked = (struct gs_workload)GS_WORKLOAD_UNSET;
    asked.mode = GS_MODE_QLORA;
    asked.weight_dtype = GS_DTYPE_INT4;
    settle_fails(&asked, "--mode qlora quantises the base to nf4; use --mode "
                         "lora for a int4 base");
}

static void layout_checks_span_the_degrees(void **state)
{
    struct gs_layout l = GS_LAYOUT_UNSET;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    l.dp = 2;
    assert_int_equal(gs_layout_check(&l, GS_MODE_INFER, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    err = (struct gs_error)GS_ERROR_INIT;
    l = (struct gs_layout)GS_LAYOUT_UNSET;
    l.tp = 4;
    l.n_gpus = 6;
    assert_int_equal(gs_layout_check(&l, GS_MODE_INFER, &err), -1);
    assert_string_equal(err.msg, "--gpus 6 is not a multiple of the fixed "
                                 "degrees (4)");
    err = (struct gs_error)GS_ERROR_INIT;
    l.n_gpus = 8;
    assert_int_equal(gs_layout_check(&l, GS_MODE_INFER, &err), 0);
}

static void lookups_are_checked(void **state)
{
    enum gs_fit_mode mode = GS_MODE_UNSET;
    enum gs_optimizer o = GS_OPTIM_UNSET;
    enum gs_recompute r = GS_RECOMPUTE_UNSET;

    (void)state;
    assert_int_equal(gs_mode_find("qlora", &mode), 0);
    assert_int_equal(mode, GS_MODE_QLORA);
    assert_int_equal(gs_mode_find("inference", &mode), -1);
    assert_int_equal(mode, GS_MODE_QLORA);      /* untouched */
    assert_int_equal(gs_optimizer_find("adam-8bit", &o), 0);
    assert_int_equal(o, GS_OPTIM_ADAM_8BIT);
    assert_int_equal(gs_optimizer_find("ADAM", &o), -1);
    assert_int_equal(gs_recompute_find("", &r), -1);
    assert_int_equal(r, GS_RECOMPUTE_UNSET);
    assert_string_equal(gs_mode_name(GS_MODE_FULL_FT), "full-ft");
    assert_string_equal(gs_recompute_name(GS_RECOMPUTE_UNSET), "unset");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(nothing_asked_gives_every_default),
        cmocka_unit_test(auto_takes_the_shipped_formats),
        cmocka_unit_test(qlora_takes_nf4_and_gradient_checkpointing),
        cmocka_unit_test(fp32_weights_keep_an_fp32_kv_cache),
        cmocka_unit_test(options_outside_their_mode_are_usage_errors),
        cmocka_unit_test(layout_checks_span_the_degrees),
        cmocka_unit_test(lookups_are_checked),
    };

    return cmocka_run_group_tests_name("workload", tests, NULL, NULL);
}
