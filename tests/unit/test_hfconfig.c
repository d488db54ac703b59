/*
 * Hugging Face config.json loading: one real config per supported
 * family (tests/fixtures/hf/<id>/config.json; the Llama 4, Gemma 3,
 * Mistral Small 3.1 and Qwen2.5-VL ones are abridged transcriptions of
 * the published files, with keys gpusel ignores partly left out, and the
 * Maverick FP8 one carries that release's quantization_config on the
 * base model's text_config), each broken config under
 * tests/fixtures/hf/bad/ with its exact error, and small inline configs
 * for the rules in between.  docs/hfconfig.md states the mapping.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "gs_test.h"
#include "arena.h"
#include "dataset.h"
#include "dtype.h"
#include "error.h"
#include "hfconfig.h"
#include "model.h"

#ifndef GPUSEL_FIXTURES
#error "GPUSEL_FIXTURES must name the tests/fixtures directory"
#endif

#define HF_DIR GPUSEL_FIXTURES "/hf/"

/* Minimal Llama-shaped keys that inline configs extend. */
#define TOY_CORE                                                        \
    "\"num_hidden_layers\": 4, \"hidden_size\": 256, "                  \
    "\"num_attention_heads\": 8, \"vocab_size\": 1000, "                \
    "\"intermediate_size\": 512"

/* Load fixture hf/<rel>; fails the test if it does not load. */
static void load_ok(struct gs_arena *a, const char *rel, struct gs_model *m)
{
    char path[512];
    struct gs_error err = GS_ERROR_INIT;

    snprintf(path, sizeof(path), "%s%s", HF_DIR, rel);
    if (gs_hfconfig_load(a, path, m, &err) != 0) {
        print_error("%s: %s\n", path, err.msg);
        fail();
    }
}

/* Parse an inline config named x/toy/config.json; returns the status. */
static int parse(struct gs_arena *a, const char *json, struct gs_model *m,
                 struct gs_error *err)
{
    return gs_hfconfig_parse(a, "x/toy/config.json", json, strlen(json), m,
                             err);
}

static void parse_ok(struct gs_arena *a, const char *json, struct gs_model *m)
{
    struct gs_error err = GS_ERROR_INIT;

    if (parse(a, json, m, &err) != 0) {
        print_error("%s\n", err.msg);
        fail();
    }
}

static void assert_parse_error(const char *json, enum gs_errc code,
                               unsigned line, const char *msg)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_model m;

    assert_int_equal(parse(&a, json, &m, &err), -1);
    assert_string_equal(err.msg, msg);
    assert_int_equal(err.code, code);
    assert_int_equal(err.line, line);
    gs_arena_release(&a);
}

/* ---- one real config per family ---------------------------------------- */

static void llama_3_1_8b_is_untied_gqa_with_rms_norm(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "llama-3.1-8b/config.json", &m);
    assert_string_equal(m.id, "llama-3.1-8b");
    assert_string_equal(m.family, "llama");
    assert_string_equal(m.name,
                        "llama from " HF_DIR "llama-3.1-8b/config.json");
    assert_string_equal(m.origin_path, HF_DIR "llama-3.1-8b/config.json");
    assert_int_equal(m.n_sources, 1);
    assert_string_equal(m.sources[0], m.origin_path);
    assert_null(m.as_of);
    assert_false(m.is_generic);
    assert_int_equal(fpclassify(m.published_params), FP_ZERO);
    assert_int_equal(m.n_layers, 32);
    assert_int_equal(m.hidden_size, 4096);
    assert_int_equal(m.intermediate_size, 14336);
    assert_int_equal(m.n_heads, 32);
    assert_int_equal(m.n_kv_heads, 8);
    assert_int_equal(m.head_dim, 128);
    assert_int_equal(m.vocab_size, 128256);
    assert_false(m.tied_embeddings);
    assert_int_equal(m.mlp_kind, GS_MLP_GATED);
    assert_int_equal(m.norm_kind, GS_NORM_RMS);
    assert_int_equal(m.n_norms_per_layer, 2);
    assert_false(m.qkv_bias);
    assert_false(m.o_bias);
    assert_false(m.mlp_bias);
    assert_int_equal(m.max_context_tokens, 131072);
    assert_int_equal(m.n_experts, 0);
    assert_int_equal(m.sliding_window_tokens, 0);
    assert_int_equal(m.n_sliding_layers, 0);
    assert_int_equal(m.kv_lora_rank, 0);
    gs_arena_release(&a);
}

static void mistral_7b_slides_a_4096_window_on_every_layer(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "mistral-7b-v0.1/config.json", &m);
    assert_string_equal(m.id, "mistral-7b-v0.1");
    assert_int_equal(m.n_layers, 32);
    assert_int_equal(m.n_kv_heads, 8);
    assert_int_equal(m.head_dim, 128);
    assert_int_equal(m.vocab_size, 32000);
    assert_false(m.tied_embeddings);
    assert_int_equal(m.sliding_window_tokens, 4096);
    assert_int_equal(m.n_sliding_layers, 32);
    gs_arena_release(&a);
}

static void mixtral_has_8_experts_top_2_and_a_null_window(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "mixtral-8x7b/config.json", &m);
    assert_int_equal(m.n_experts, 8);
    assert_int_equal(m.n_active_experts, 2);
    assert_int_equal(m.n_shared_experts, 0);
    assert_int_equal(m.moe_intermediate_size, 0);   /* intermediate_size */
    assert_int_equal(m.intermediate_size, 14336);
    assert_int_equal(m.n_dense_layers, 0);
    assert_false(m.router_bias);
    assert_int_equal(m.n_sliding_layers, 0);
    assert_int_equal(m.sliding_window_tokens, 0);
    gs_arena_release(&a);
}

static void qwen2_5_has_qkv_bias_and_its_window_switched_off(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "qwen2.5-7b/config.json", &m);
    assert_string_equal(m.id, "qwen2.5-7b");
    assert_int_equal(m.n_layers, 28);
    assert_int_equal(m.hidden_size, 3584);
    assert_int_equal(m.n_heads, 28);
    assert_int_equal(m.n_kv_heads, 4);
    assert_int_equal(m.head_dim, 128);
    assert_int_equal(m.vocab_size, 152064);
    assert_true(m.qkv_bias);
    assert_false(m.o_bias);
    assert_false(m.tied_embeddings);
    /* sliding_window 131072 but use_sliding_window false */
    assert_int_equal(m.sliding_window_tokens, 0);
    assert_int_equal(m.n_sliding_layers, 0);
    gs_arena_release(&a);
}

static void qwen3_235b_has_128_experts_on_every_layer(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "qwen3-235b-a22b/config.json", &m);
    assert_string_equal(m.family, "qwen3_moe");
    assert_int_equal(m.n_layers, 94);
    assert_int_equal(m.hidden_size, 4096);
    assert_int_equal(m.n_heads, 64);
    assert_int_equal(m.n_kv_heads, 4);
    assert_int_equal(m.head_dim, 128);      /* not 4096 / 64 = 64 */
    assert_int_equal(m.n_experts, 128);
    assert_int_equal(m.n_active_experts, 8);
    assert_int_equal(m.moe_intermediate_size, 1536);
    assert_int_equal(m.n_dense_layers, 0);
    assert_int_equal(m.n_shared_experts, 0);
    assert_false(m.tied_embeddings);
    assert_false(m.qkv_bias);
    assert_int_equal(m.n_sliding_layers, 0);
    assert_int_equal(m.max_context_tokens, 40960);
    gs_arena_release(&a);
}

static void gemma2_27b_has_head_dim_128_and_tied_embeddings(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "gemma-2-27b/config.json", &m);
    assert_int_equal(m.n_layers, 46);
    assert_int_equal(m.hidden_size, 4608);
    assert_int_equal(m.n_heads, 32);
    assert_int_equal(m.n_kv_heads, 16);
    assert_int_equal(m.head_dim, 128);      /* hidden / heads would be 144 */
    assert_int_equal(m.vocab_size, 256000);
    assert_true(m.tied_embeddings);         /* absent: Gemma2Config default */
    assert_int_equal(m.n_norms_per_layer, 4);
    assert_int_equal(m.sliding_window_tokens, 4096);
    assert_int_equal(m.n_sliding_layers, 23);
    gs_arena_release(&a);
}

static void falcon_40b_is_gqa_with_layer_norm_and_plain_mlp(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "falcon-40b/config.json", &m);
    assert_int_equal(m.n_layers, 60);
    assert_int_equal(m.hidden_size, 8192);
    assert_int_equal(m.n_heads, 128);
    assert_int_equal(m.n_kv_heads, 8);  /* new arch wins over multi_query */
    assert_int_equal(m.head_dim, 64);
    assert_int_equal(m.vocab_size, 65024);
    assert_int_equal(m.intermediate_size, 4 * 8192);
    assert_int_equal(m.mlp_kind, GS_MLP_PLAIN);
    assert_int_equal(m.norm_kind, GS_NORM_LAYER);
    assert_int_equal(m.n_norms_per_layer, 2);   /* ln_attn + ln_mlp */
    assert_true(m.tied_embeddings);
    assert_false(m.qkv_bias);
    assert_false(m.mlp_bias);
    assert_int_equal(m.max_context_tokens, 0);  /* not in the file */
    gs_arena_release(&a);
}

static void falcon_7b_multi_query_is_one_kv_head(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "falcon-7b/config.json", &m);
    assert_int_equal(m.n_heads, 71);
    assert_int_equal(m.n_kv_heads, 1);
    assert_int_equal(m.head_dim, 64);
    assert_int_equal(m.intermediate_size, 4 * 4544);
    assert_int_equal(m.n_norms_per_layer, 1);   /* parallel_attn */
    gs_arena_release(&a);
}

static void gpt_oss_120b_has_biased_experts_and_alternate_window(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "gpt-oss-120b/config.json", &m);
    assert_int_equal(m.n_layers, 36);
    assert_int_equal(m.hidden_size, 2880);
    assert_int_equal(m.n_heads, 64);
    assert_int_equal(m.n_kv_heads, 8);
    assert_int_equal(m.head_dim, 64);
    assert_int_equal(m.vocab_size, 201088);
    assert_int_equal(m.n_experts, 128);
    assert_int_equal(m.n_active_experts, 4);
    assert_int_equal(m.intermediate_size, 2880);
    assert_true(m.qkv_bias);
    assert_true(m.o_bias);
    assert_true(m.mlp_bias);
    assert_true(m.router_bias);
    assert_false(m.tied_embeddings);
    assert_int_equal(m.sliding_window_tokens, 128);
    assert_int_equal(m.n_sliding_layers, 18);
    gs_arena_release(&a);
}

static void deepseek_v3_maps_mla_ranks_and_shared_expert(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "deepseek-v3/config.json", &m);
    assert_int_equal(m.n_layers, 61);
    assert_int_equal(m.hidden_size, 7168);
    assert_int_equal(m.intermediate_size, 18432);
    assert_int_equal(m.n_heads, 128);
    assert_int_equal(m.n_kv_heads, 128);
    assert_int_equal(m.head_dim, 192);
    assert_int_equal(m.vocab_size, 129280);
    assert_int_equal(m.q_lora_rank, 1536);
    assert_int_equal(m.kv_lora_rank, 512);
    assert_int_equal(m.qk_nope_head_dim, 128);
    assert_int_equal(m.qk_rope_head_dim, 64);
    assert_int_equal(m.v_head_dim, 128);
    assert_int_equal(m.n_experts, 256);
    assert_int_equal(m.n_active_experts, 8);
    assert_int_equal(m.n_shared_experts, 1);
    assert_int_equal(m.moe_intermediate_size, 2048);
    assert_int_equal(m.n_dense_layers, 3);
    assert_true(m.router_bias);
    assert_false(m.tied_embeddings);
    assert_int_equal(m.n_sliding_layers, 0);
    gs_arena_release(&a);
}

/* ---- broken fixtures: exact code, position and message ----------------- */

struct bad_case {
    const char *file;       /* under hf/bad/ */
    enum gs_errc code;
    unsigned line, col;
    const char *msg;
};

static const struct bad_case bad_cases[] = {
    { "malformed.json", GS_ESYNTAX, 11, 3,
      "malformed JSON near '\"initializer_range\": 0.'" },
    { "truncated.json", GS_ESYNTAX, 28, 3,
      "malformed JSON: unexpected end of input" },
    { "missing-layers.json", GS_ESCHEMA, 0, 0,
      "missing 'num_hidden_layers' (not a transformer config.json?)" },
    { "string-hidden-size.json", GS_ESCHEMA, 10, 18,
      "'hidden_size' must be a number" },
    { "negative.json", GS_ESCHEMA, 12, 24,
      "'intermediate_size' must be a whole number >= 0, got -14336" },
    { "heads-not-divisible.json", GS_ESCHEMA, 18, 26,
      "'num_attention_heads' (32) must be a multiple of "
      "'num_key_value_heads' (5)" },
    { "fractional-layers.json", GS_ESCHEMA, 17, 24,
      "'num_hidden_layers' must be a whole number >= 0, got 32.5" },
    { "huge-vocab.json", GS_ESCHEMA, 33, 17,
      "'vocab_size' must be a whole number >= 0, got 1e400" },
    /* issue 11: what cJSON alone would misreport */
    { "deep.json", GS_ESCHEMA, 1, 1005,
      "JSON nested deeper than 1000 levels" },
    { "nul-in-key.json", GS_ESCHEMA, 17, 21,
      "a JSON string holds \\u0000 (NUL), which would cut it short" },
    { "past-2-53.json", GS_ESCHEMA, 17, 24,
      "'num_hidden_layers' is 2^53 or more, where JSON numbers no longer "
      "hold every integer (it would be rounded), got 9007199254740993" },
};

static void each_bad_fixture_fails_with_its_message_and_position(void **state)
{
    size_t i;

    (void)state;
    for (i = 0; i < sizeof(bad_cases) / sizeof(bad_cases[0]); i++) {
        const struct bad_case *c = &bad_cases[i];
        struct gs_arena a = GS_ARENA_INIT;
        struct gs_error err = GS_ERROR_INIT;
        struct gs_model m = { .id = "untouched" };
        char path[512];

        snprintf(path, sizeof(path), "%sbad/%s", HF_DIR, c->file);
        assert_int_equal(gs_hfconfig_load(&a, path, &m, &err), -1);
        assert_string_equal(err.msg, c->msg);
        assert_int_equal(err.code, c->code);
        assert_string_equal(err.path, path);
        assert_int_equal(err.line, c->line);
        assert_int_equal(err.col, c->col);
        assert_string_equal(m.id, "untouched");  /* *out only on success */
        gs_arena_release(&a);
    }
}

/* ---- files ------------------------------------------------------------- */

static void a_missing_file_is_an_io_error(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_model m;

    (void)state;
    assert_int_equal(gs_hfconfig_load(&a, HF_DIR "nope/config.json", &m,
                                      &err), -1);
    assert_int_equal(err.code, GS_EIO);
    assert_string_equal(err.msg, "cannot read '" HF_DIR
                        "nope/config.json': No such file or directory");
    assert_int_equal(gs_error_exit_status(&err), GS_EXIT_IO);
    gs_error_clear(&err);
    assert_int_equal(gs_hfconfig_load(&a, HF_DIR "bad", &m, &err), -1);
    assert_int_equal(err.code, GS_EIO);
    assert_string_equal(err.msg, "cannot read '" HF_DIR
                        "bad/config.json': the directory has no config.json");
    gs_arena_release(&a);
}

static void a_directory_reads_its_config_json(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_model m;

    (void)state;
    assert_int_equal(gs_hfconfig_load(&a, HF_DIR "llama-3.1-8b", &m, &err),
                     0);
    assert_string_equal(m.id, "llama-3.1-8b");
    assert_string_equal(m.origin_path, HF_DIR "llama-3.1-8b/config.json");
    assert_int_equal(m.n_layers, 32);
    assert_int_equal(gs_hfconfig_load(&a, HF_DIR "llama-3.1-8b/", &m, &err),
                     0);
    assert_string_equal(m.origin_path, HF_DIR "llama-3.1-8b/config.json");
    assert_string_equal(m.id, "llama-3.1-8b");
    gs_arena_release(&a);
}

/* A file of `size` bytes: '{', zero bytes, then '}' (sparse on disk). */
static void write_sized_file(const char *path, long size)
{
    FILE *fp = fopen(path, "wb");

    assert_non_null(fp);
    assert_int_equal(fputc('{', fp), '{');
    assert_int_equal(fseek(fp, size - 1, SEEK_SET), 0);
    assert_int_equal(fputc('}', fp), '}');
    assert_int_equal(fclose(fp), 0);
}

static void files_over_16_mib_are_refused_unread(void **state)
{
    static const char path[] = "test_hfconfig_big.json";
    const long limit = 16L << 20;
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_model m;

    (void)state;
    /* At the limit the text is read, and its zero bytes are refused. */
    write_sized_file(path, limit);
    assert_int_equal(gs_hfconfig_load(&a, path, &m, &err), -1);
    assert_int_equal(err.code, GS_ESYNTAX);
    assert_string_equal(err.msg, "malformed JSON: NUL byte");
    assert_int_equal(err.line, 1);
    assert_int_equal(err.col, 2);
    gs_error_clear(&err);

    write_sized_file(path, limit + 1);
    assert_int_equal(gs_hfconfig_load(&a, path, &m, &err), -1);
    assert_int_equal(err.code, GS_ESCHEMA);
    assert_string_equal(err.msg, "larger than 16 MiB (not a config.json?)");
    assert_string_equal(err.path, path);
    remove(path);
    gs_arena_release(&a);
}

/* ---- ids, names and families ------------------------------------------- */

static void id_comes_from_the_directory_of_a_config_json(void **state)
{
    static const struct {
        const char *path, *id;
    } cases[] = {
        { "models/Llama-3.1-8B/config.json", "llama-3.1-8b" },
        { "/abs/Qwen2.5-7B-Instruct//config.json", "qwen2.5-7b-instruct" },
        { "my configs/Mixtral 8x7B (v0.1).json", "mixtral-8x7b-v0.1" },
        { "deepseek_v3.json", "deepseek-v3" },
        { "config.json", "config" },
        { "./config.json", "config" },
        { "~/.cache/huggingface/hub/models--meta-llama--Llama-3.1-70B/"
          "snapshots/0123abcd/config.json", "llama-3.1-70b" },
    };
    static const char json[] = "{" TOY_CORE "}";
    size_t i;

    (void)state;
    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        struct gs_arena a = GS_ARENA_INIT;
        struct gs_error err = GS_ERROR_INIT;
        struct gs_model m;

        assert_int_equal(gs_hfconfig_parse(&a, cases[i].path, json,
                                           strlen(json), &m, &err), 0);
        assert_string_equal(m.id, cases[i].id);
        gs_arena_release(&a);
    }
}

static void unknown_model_type_gets_transformers_base_defaults(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    parse_ok(&a, "{" TOY_CORE "}", &m);
    assert_string_equal(m.family, "unknown");
    assert_string_equal(m.name, "unknown from x/toy/config.json");
    assert_string_equal(m.id, "toy");
    assert_true(m.tied_embeddings);     /* PretrainedConfig default */
    assert_int_equal(m.n_kv_heads, 8);  /* no num_key_value_heads: MHA */
    assert_int_equal(m.head_dim, 32);   /* 256 / 8 */
    gs_arena_release(&a);

    parse_ok(&a, "{" TOY_CORE ", \"model_type\": \"phi3\", "
             "\"sliding_window\": 64, \"tie_word_embeddings\": false}", &m);
    assert_string_equal(m.family, "phi3");
    assert_false(m.tied_embeddings);
    assert_int_equal(m.n_sliding_layers, 4);
    /* the reading is a guess, and the model says so */
    assert_non_null(m.notes);
    assert_string_equal(m.notes,
                        "model_type 'phi3' is not one gpusel recognises: read "
                        "as a Llama-style decoder (gated FFN, RMSNorm, no "
                        "biases); check the parameter count against the "
                        "model card");
    gs_arena_release(&a);

    parse_ok(&a, "{" TOY_CORE ", \"model_type\": \"llama\"}", &m);
    assert_null(m.notes);               /* a known family: no caveat */
    gs_arena_release(&a);
}

static void duplicate_top_level_keys_are_refused(void **state)
{
    static const char json[] = "{\"model_type\": \"llama\",\n"
                               " \"num_hidden_layers\": 32,\n"
                               " \"num_hidden_layers\": 80}";
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_model m;

    (void)state;
    assert_int_equal(gs_hfconfig_parse(&a, "dup.json", json, strlen(json), &m,
                                       &err), -1);
    assert_int_equal(err.code, GS_ESCHEMA);
    assert_int_equal(err.line, 3);
    assert_int_equal(err.col, 23);
    assert_string_equal(err.msg, "duplicate key 'num_hidden_layers' (JSON "
                                 "readers disagree on which one wins)");
    gs_arena_release(&a);
}

/* ---- attention shape ---------------------------------------------------- */

static void head_dim_null_or_absent_is_hidden_over_heads(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    parse_ok(&a, "{" TOY_CORE ", \"model_type\": \"llama\", "
             "\"head_dim\": null, \"num_key_value_heads\": 2}", &m);
    assert_int_equal(m.head_dim, 32);
    assert_int_equal(m.n_kv_heads, 2);
    gs_arena_release(&a);
    assert_parse_error("{\"num_hidden_layers\": 4, \"hidden_size\": 250, "
                       "\"num_attention_heads\": 8, \"vocab_size\": 1000, "
                       "\"intermediate_size\": 512}", GS_ESCHEMA, 1,
                       "'hidden_size' (250) is not a multiple of "
                       "'num_attention_heads' (8) and 'head_dim' is not "
                       "given");
}

static void zero_sizes_are_rejected_with_the_key(void **state)
{
    (void)state;
    assert_parse_error("{\"num_hidden_layers\": 0, \"hidden_size\": 256, "
                       "\"num_attention_heads\": 8, \"vocab_size\": 1000}",
                       GS_ESCHEMA, 1, "'num_hidden_layers' must be positive, "
                       "got 0");
    assert_parse_error("{" TOY_CORE ", \"num_key_value_heads\": 0}",
                       GS_ESCHEMA, 1,
                       "'num_key_value_heads' must be positive, got 0");
    assert_parse_error("{" TOY_CORE ", \"head_dim\": 0}", GS_ESCHEMA, 1,
                       "'head_dim' must be positive, got 0");
}

static void keys_are_case_sensitive(void **state)
{
    (void)state;
    assert_parse_error("{\"num_hidden_layers\": 4, \"hidden_size\": 256, "
                       "\"num_attention_heads\": 8, \"vocab_size\": 1000, "
                       "\"Intermediate_Size\": 512}", GS_ESCHEMA, 0,
                       "missing 'intermediate_size' (the width of the "
                       "feed-forward block)");
    assert_parse_error("{\"Num_Hidden_Layers\": 4, \"hidden_size\": 256, "
                       "\"num_attention_heads\": 8, \"vocab_size\": 1000}",
                       GS_ESCHEMA, 0, "missing 'num_hidden_layers' (not a "
                       "transformer config.json?)");
}

static void text_config_is_read_when_the_top_level_has_no_layers(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    /* no model_type inside: the top level's (here unknown: generic) */
    parse_ok(&a, "{\"model_type\": \"toyvl\", \"torch_dtype\": "
             "\"float16\", \"text_config\": {" TOY_CORE "}}", &m);
    assert_int_equal(m.n_layers, 4);
    assert_int_equal(m.hidden_size, 256);
    assert_string_equal(m.family, "toyvl");
    assert_int_equal(m.shipped_weight_dtype, GS_DTYPE_FP16);
    /* a key missing inside text_config is named as such, and a bad one
     * is placed on its line */
    assert_parse_error("{\"model_type\": \"gemma3\", \"text_config\": {"
                       "\"num_hidden_layers\": 4}}", GS_ESCHEMA, 0,
                       "missing 'hidden_size' in 'text_config'");
    assert_parse_error("{\"hidden_size\": 1,\n\"text_config\": {\n"
                       TOY_CORE ",\n\"head_dim\": 0}}", GS_ESCHEMA, 4,
                       "'head_dim' must be positive, got 0");
    gs_arena_release(&a);
}

/* ---- multimodal and Llama 4 / Gemma 3 configs --------------------------- */

static void llama_4_scout_reads_text_config_moe_and_chunked_attention(
    void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "llama-4-scout-17b-16e", &m);    /* a directory */
    assert_string_equal(m.family, "llama4_text");
    assert_int_equal(m.n_layers, 48);
    assert_int_equal(m.hidden_size, 5120);
    assert_int_equal(m.n_heads, 40);
    assert_int_equal(m.n_kv_heads, 8);
    assert_int_equal(m.head_dim, 128);
    assert_int_equal(m.vocab_size, 202048);
    assert_false(m.tied_embeddings);
    assert_int_equal(m.n_experts, 16);
    assert_int_equal(m.n_active_experts, 1);
    assert_int_equal(m.n_shared_experts, 1);
    assert_int_equal(m.moe_intermediate_size, 8192);
    assert_int_equal(m.intermediate_size, 16384);
    assert_int_equal(m.moe_layer_step, 1);
    assert_int_equal(m.n_dense_layers, 0);
    /* 3 RoPE (chunked) layers in 4 (empty no_rope_layers: the default) */
    assert_int_equal(m.sliding_window_tokens, 8192);
    assert_int_equal(m.n_sliding_layers, 36);
    assert_int_equal(m.shipped_weight_dtype, GS_DTYPE_BF16);
    assert_int_equal(m.shipped_expert_dtype, GS_DTYPE_UNSET);
    assert_non_null(strstr(m.notes, "vision encoder"));
    assert_non_null(strstr(m.notes, "chunked attention"));
    /* the text decoder by the rule in docs/methodology.md */
    assert_close(gs_model_params(&m).total, 107769861120.0, 0.0);
    gs_arena_release(&a);
}

static void llama_4_maverick_interleaves_moe_and_ships_fp8_experts(
    void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;
    struct gs_param_counts p;

    (void)state;
    /* the FP8 release: fbgemm_fp8 experts, the rest bf16 */
    load_ok(&a, "llama-4-maverick-17b-128e-instruct-fp8/config.json", &m);
    assert_int_equal(m.n_experts, 128);
    assert_int_equal(m.moe_layer_step, 2);
    assert_int_equal(m.n_dense_layers, 24);
    assert_false(gs_model_layer_is_moe(&m, 0));
    assert_true(gs_model_layer_is_moe(&m, 1));
    assert_true(gs_model_layer_is_moe(&m, 47));
    /* fbgemm_fp8 with the attention left out: experts fp8, rest bf16 */
    assert_int_equal(m.shipped_weight_dtype, GS_DTYPE_BF16);
    assert_int_equal(m.shipped_expert_dtype, GS_DTYPE_FP8);
    p = gs_model_params(&m);
    /* 24 dense FFNs of 16,384 and 24 MoE layers of 128 + 1 experts */
    assert_close(p.mlp_linear, 24.0 * 3 * 5120 * 16384, 0.0);
    assert_close(p.expert_linear, 24.0 * 128 * 3 * 5120 * 8192, 0.0);
    assert_close(p.total, 400711848960.0, 0.0);
    gs_arena_release(&a);
}

static void llama_4_moe_layers_off_the_step_are_unsupported(void **state)
{
    (void)state;
    assert_parse_error("{\"model_type\": \"llama4_text\", " TOY_CORE ", "
                       "\"num_local_experts\": 4, \"num_experts_per_tok\": "
                       "1, \"interleave_moe_layer_step\": 2, "
                       "\"intermediate_size_mlp\": 1024, \"moe_layers\": "
                       "[0, 2]}", GS_EDOMAIN, 1,
                       "unsupported 'moe_layers': only every "
                       "'interleave_moe_layer_step'-th layer can be MoE");
}

static void gemma_3_takes_class_defaults_and_five_local_to_one_global(
    void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "gemma-3-4b-it/config.json", &m);
    assert_string_equal(m.family, "gemma3_text");
    assert_int_equal(m.n_layers, 34);
    /* Gemma3TextConfig defaults: the published text_config omits them */
    assert_int_equal(m.n_heads, 8);
    assert_int_equal(m.n_kv_heads, 4);
    assert_int_equal(m.head_dim, 256);
    assert_int_equal(m.vocab_size, 262208);
    assert_int_equal(m.max_context_tokens, 131072);
    assert_true(m.tied_embeddings);
    assert_int_equal(m.n_norms_per_layer, 4);
    /* layers 5, 11, ..., 29 are global: 34 - 5 slide */
    assert_int_equal(m.sliding_window_tokens, 1024);
    assert_int_equal(m.n_sliding_layers, 29);
    assert_int_equal(m.shipped_weight_dtype, GS_DTYPE_BF16);
    /* Gemma 3 report, table 1: 675M embedding + 3,209M non-embedding */
    assert_close(gs_model_params(&m).total, 3884e6, 0.002);
    gs_arena_release(&a);
}

static void mistral_3_and_qwen2_5_vl_read_their_text_decoders(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    load_ok(&a, "mistral-small-3.1-24b/config.json", &m);
    assert_string_equal(m.family, "mistral");
    assert_int_equal(m.n_layers, 40);
    assert_int_equal(m.intermediate_size, 32768);
    assert_int_equal(m.vocab_size, 131072);
    assert_int_equal(m.n_sliding_layers, 0);    /* sliding_window null */
    assert_int_equal(m.shipped_weight_dtype, GS_DTYPE_BF16);
    assert_close(gs_model_params(&m).total, 23572403200.0, 0.0);
    /* Qwen2.5-VL keeps the decoder keys at the top level */
    load_ok(&a, "qwen2.5-vl-7b/config.json", &m);
    assert_string_equal(m.family, "qwen2_5_vl");
    assert_int_equal(m.n_layers, 28);
    assert_int_equal(m.hidden_size, 3584);
    assert_true(m.qkv_bias);
    assert_false(m.o_bias);
    assert_int_equal(m.n_sliding_layers, 0);    /* use_sliding_window off */
    assert_non_null(strstr(m.notes, "vision encoder"));
    gs_arena_release(&a);
}

/* ---- shipped formats ---------------------------------------------------- */

/* A one-model catalogue around `extra` keys; returns the load status. */
static int load_catalogue(struct gs_dataset *d, const char *extra,
                          struct gs_error *err)
{
    char yaml[1024];

    snprintf(yaml, sizeof(yaml),
             "schema_version: 1\nmodels:\n  - id: toy\n    name: Toy\n"
             "    family: llama\n    n_layers: 2\n    hidden_size: 64\n"
             "    intermediate_size: 128\n    n_heads: 4\n"
             "    n_kv_heads: 4\n    head_dim: 16\n    vocab_size: 100\n"
             "    tied_embeddings: false\n    published_params: 1.0e+5\n"
             "    as_of: \"2026-12-01\"\n    sources: [\"x\"]\n%s",
             extra);
    gs_dataset_init(d);
    return gs_dataset_load_buffer(d, "toy.yaml", (const unsigned char *)yaml,
                                  strlen(yaml), GS_DATA_MODELS, err);
}

static void catalogue_formats_are_checked_names(void **state)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(load_catalogue(&d, "", &err), 0);
    assert_int_equal(d.models[0].shipped_weight_dtype, GS_DTYPE_UNSET);
    assert_int_equal(d.models[0].shipped_expert_dtype, GS_DTYPE_UNSET);
    gs_dataset_release(&d);
    assert_int_equal(load_catalogue(&d, "    shipped_format: fp8\n"
                                    "    n_experts: 4\n"
                                    "    n_active_experts: 1\n"
                                    "    shipped_expert_format: mxfp4\n",
                                    &err), 0);
    assert_int_equal(d.models[0].shipped_weight_dtype, GS_DTYPE_FP8);
    assert_int_equal(d.models[0].shipped_expert_dtype, GS_DTYPE_MXFP4);
    gs_dataset_release(&d);
    assert_int_equal(load_catalogue(&d, "    shipped_format: fp5\n", &err),
                     -1);
    assert_string_equal(err.msg, "'shipped_format' must be one of fp32, "
                        "bf16, fp16, fp8, int8, int4, nf4, mxfp4, fp4, fp6, "
                        "got 'fp5'");
    gs_dataset_release(&d);
    gs_error_clear(&err);
    assert_int_equal(load_catalogue(&d, "    shipped_expert_format: mxfp4\n",
                                    &err), -1);
    assert_string_equal(err.msg, "model 'toy': 'shipped_expert_format' needs "
                        "'n_experts'");
    gs_dataset_release(&d);
}

/* The shipped catalogue states a format for every model. */
static void every_catalogue_model_has_its_shipped_format(void **state)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;
    const struct gs_model *m;
    size_t i;

    (void)state;
    gs_dataset_init(&d);
    assert_int_equal(gs_dataset_load_builtin(&d, GS_DATA_MODELS, &err), 0);
    for (i = 0; i < d.n_models; i++) {
        if (d.models[i].shipped_weight_dtype == GS_DTYPE_UNSET) {
            print_error("%s: no shipped_format\n", d.models[i].id);
            fail();
        }
    }
    m = gs_dataset_find_model(&d, "gpt-oss-20b");
    assert_non_null(m);
    assert_int_equal(m->shipped_weight_dtype, GS_DTYPE_BF16);
    assert_int_equal(m->shipped_expert_dtype, GS_DTYPE_MXFP4);
    m = gs_dataset_find_model(&d, "deepseek-v3");
    assert_int_equal(m->shipped_weight_dtype, GS_DTYPE_FP8);
    assert_int_equal(m->shipped_expert_dtype, GS_DTYPE_UNSET);
    m = gs_dataset_find_model(&d, "llama-3.1-70b");
    assert_int_equal(m->shipped_weight_dtype, GS_DTYPE_BF16);
    gs_dataset_release(&d);
}

/* The models added for issue 6 resolve by their Hugging Face ids and
 * count within 1% of the published totals. */
static void added_models_resolve_and_match_their_published_counts(
    void **state)
{
    static const struct {
        const char *name;   /* an alias */
        const char *id;
        double published;
    } cases[] = {
        { "openai/gpt-oss-20b", "gpt-oss-20b", 20.9e9 },
        { "google/gemma-3-1b-it", "gemma-3-1b", 1.0e9 },
        { "google/gemma-3-4b-it", "gemma-3-4b", 4.301e9 },
        { "google/gemma-3-12b-it", "gemma-3-12b", 12.188e9 },
        { "google/gemma-3-27b-it", "gemma-3-27b", 27.433e9 },
        { "meta-llama/Llama-3.2-1B", "llama-3.2-1b", 1.23e9 },
        { "meta-llama/Llama-3.2-3B-Instruct", "llama-3.2-3b", 3.21e9 },
        { "meta-llama/Llama-4-Scout-17B-16E-Instruct", "llama-4-scout-17b-16e",
          109e9 },
        { "meta-llama/Llama-4-Maverick-17B-128E",
          "llama-4-maverick-17b-128e", 400e9 },
        { "Qwen/Qwen3-30B-A3B", "qwen3-30b-a3b", 30.5e9 },
        { "Qwen/Qwen3-Coder-480B-A35B-Instruct", "qwen3-coder-480b-a35b",
          480e9 },
        { "moonshotai/Kimi-K2-Instruct", "kimi-k2", 1026.5e9 },
        { "mistralai/Mistral-Small-3.1-24B-Instruct-2503",
          "mistral-small-3.1-24b", 24e9 },
        { "mistralai/Mistral-Large-Instruct-2407", "mistral-large-2", 123e9 },
        { "tiiuae/falcon-180B", "falcon-180b", 180e9 },
    };
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;
    size_t i;

    (void)state;
    gs_dataset_init(&d);
    assert_int_equal(gs_dataset_load_builtin(&d, GS_DATA_MODELS, &err), 0);
    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        const struct gs_model *m = gs_dataset_find_model(&d, cases[i].name);

        if (!m || strcmp(m->id, cases[i].id) != 0) {
            print_error("%s does not resolve to %s\n", cases[i].name,
                        cases[i].id);
            fail();
        }
        assert_close(m->published_params, cases[i].published, 1e-12);
        assert_close(gs_model_params(m).total, cases[i].published, 0.01);
    }
    gs_dataset_release(&d);
}

static void kimi_k2_reads_as_deepseek_v3(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    parse_ok(&a, "{\"model_type\": \"kimi_k2\", " TOY_CORE ", "
             "\"n_routed_experts\": 8, \"num_experts_per_tok\": 2, "
             "\"n_shared_experts\": 1, \"moe_intermediate_size\": 64, "
             "\"first_k_dense_replace\": 1, \"kv_lora_rank\": 32, "
             "\"q_lora_rank\": 64, \"qk_nope_head_dim\": 16, "
             "\"qk_rope_head_dim\": 8, \"v_head_dim\": 16, "
             "\"tie_word_embeddings\": false}", &m);
    assert_true(m.router_bias);
    assert_int_equal(m.n_dense_layers, 1);
    assert_int_equal(gs_model_attn_kind(&m), GS_ATTN_MLA);
    assert_null(m.notes);       /* a family gpusel knows */
    gs_arena_release(&a);
}

/* Every enum gs_dtype name is a valid shipped_format, in enum order. */
static void every_dtype_name_is_a_catalogue_format(void **state)
{
    int t;

    (void)state;
    for (t = 0; t < GS_DTYPE_COUNT; t++) {
        struct gs_dataset d;
        struct gs_error err = GS_ERROR_INIT;
        char extra[64];

        snprintf(extra, sizeof(extra), "    shipped_format: %s\n",
                 gs_dtype_name((enum gs_dtype)t));
        assert_int_equal(load_catalogue(&d, extra, &err), 0);
        assert_int_equal(d.models[0].shipped_weight_dtype, t);
        gs_dataset_release(&d);
    }
}

static void moe_with_attention_kept_quantises_only_the_experts(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    parse_ok(&a, "{\"model_type\": \"mixtral\", " TOY_CORE ", "
             "\"num_local_experts\": 4, \"num_experts_per_tok\": 2, "
             "\"quantization_config\": {\"quant_method\": "
             "\"compressed-tensors\", \"ignore\": [\"lm_head\", "
             "\"re:.*self_attn.*\"], \"config_groups\": {\"g\": "
             "{\"weights\": {\"num_bits\": 8, \"type\": \"float\"}}}}}",
             &m);
    assert_int_equal(m.shipped_weight_dtype, GS_DTYPE_BF16);
    assert_int_equal(m.shipped_expert_dtype, GS_DTYPE_FP8);
    /* without the attention kept, every linear layer is quantised */
    parse_ok(&a, "{\"model_type\": \"mixtral\", " TOY_CORE ", "
             "\"num_local_experts\": 4, \"num_experts_per_tok\": 2, "
             "\"torch_dtype\": \"float16\", \"quantization_config\": "
             "{\"quant_method\": \"awq\", \"bits\": 4}}", &m);
    assert_int_equal(m.shipped_weight_dtype, GS_DTYPE_INT4);
    assert_int_equal(m.shipped_expert_dtype, GS_DTYPE_UNSET);
    /* a text_config without tie_word_embeddings takes the wrapper's */
    parse_ok(&a, "{\"tie_word_embeddings\": true, \"text_config\": {"
             "\"model_type\": \"llama\", " TOY_CORE "}}", &m);
    assert_true(m.tied_embeddings);
    gs_arena_release(&a);
}

static void shipped_checkpoints_give_their_formats(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    /* quant_method mxfp4, attention in modules_to_not_convert */
    load_ok(&a, "gpt-oss-120b/config.json", &m);
    assert_int_equal(m.shipped_weight_dtype, GS_DTYPE_BF16);
    assert_int_equal(m.shipped_expert_dtype, GS_DTYPE_MXFP4);
    /* quant_method fp8 with weight_block_size: every linear layer */
    load_ok(&a, "deepseek-v3/config.json", &m);
    assert_int_equal(m.shipped_weight_dtype, GS_DTYPE_FP8);
    assert_int_equal(m.shipped_expert_dtype, GS_DTYPE_UNSET);
    load_ok(&a, "llama-3.1-8b/config.json", &m);
    assert_int_equal(m.shipped_weight_dtype, GS_DTYPE_BF16);
    assert_int_equal(m.shipped_expert_dtype, GS_DTYPE_UNSET);
    gs_arena_release(&a);
}

static void quantization_configs_map_to_formats(void **state)
{
    static const struct {
        const char *extra;
        enum gs_dtype weight;
        const char *note;       /* part of the notes, or NULL for none */
    } cases[] = {
        { "\"torch_dtype\": \"float32\"", GS_DTYPE_FP32, NULL },
        { "\"dtype\": \"bfloat16\"", GS_DTYPE_BF16, NULL },
        { "\"torch_dtype\": \"float8_e5m2\"", GS_DTYPE_UNSET,
          "torch_dtype 'float8_e5m2' is not one gpusel knows" },
        { "\"quantization_config\": {\"quant_method\": \"gptq\", "
          "\"bits\": 4, \"group_size\": 128}", GS_DTYPE_INT4, NULL },
        { "\"quantization_config\": {\"quant_method\": \"gptq\", "
          "\"bits\": 8}", GS_DTYPE_INT8, NULL },
        { "\"quantization_config\": {\"quant_method\": \"gptq\", "
          "\"bits\": 3}", GS_DTYPE_UNSET, "gptq with 3 bits" },
        { "\"quantization_config\": {\"quant_method\": \"awq\", "
          "\"bits\": 4, \"version\": \"gemm\"}", GS_DTYPE_INT4, NULL },
        { "\"quantization_config\": {\"quant_method\": \"bitsandbytes\", "
          "\"load_in_4bit\": true, \"bnb_4bit_quant_type\": \"nf4\"}",
          GS_DTYPE_NF4, NULL },
        { "\"quantization_config\": {\"quant_method\": \"bitsandbytes\", "
          "\"load_in_8bit\": true}", GS_DTYPE_INT8, NULL },
        { "\"quantization_config\": {\"quant_method\": \"bitsandbytes\", "
          "\"load_in_4bit\": true, \"bnb_4bit_quant_type\": \"fp4\"}",
          GS_DTYPE_UNSET, "bitsandbytes settings not recognised" },
        { "\"quantization_config\": {\"quant_method\": "
          "\"compressed-tensors\", \"config_groups\": {\"group_0\": "
          "{\"weights\": {\"num_bits\": 8, \"type\": \"float\"}}}}",
          GS_DTYPE_FP8, NULL },
        { "\"quantization_config\": {\"quant_method\": "
          "\"compressed-tensors\", \"config_groups\": {\"group_0\": "
          "{\"weights\": {\"num_bits\": 4, \"type\": \"int\"}}}}",
          GS_DTYPE_INT4, NULL },
        { "\"quantization_config\": {\"quant_method\": "
          "\"compressed-tensors\", \"config_groups\": {\"group_0\": "
          "{\"weights\": {\"num_bits\": 4, \"type\": \"float\"}}}}",
          GS_DTYPE_UNSET, "compressed-tensors scheme not recognised" },
        /* nvfp4-pack-quantized: 4-bit float in groups of 16 */
        { "\"quantization_config\": {\"quant_method\": "
          "\"compressed-tensors\", \"config_groups\": {\"group_0\": "
          "{\"weights\": {\"num_bits\": 4, \"type\": \"float\", "
          "\"group_size\": 16}}}}", GS_DTYPE_FP4, NULL },
        /* TensorRT Model Optimizer NVFP4 and FP8 checkpoints */
        { "\"quantization_config\": {\"quant_method\": \"modelopt\", "
          "\"quant_algo\": \"NVFP4\", \"group_size\": 16}", GS_DTYPE_FP4,
          NULL },
        { "\"quantization_config\": {\"quant_method\": \"modelopt\", "
          "\"quant_algo\": \"FP8\"}", GS_DTYPE_FP8, NULL },
        { "\"quantization_config\": {\"quant_method\": \"modelopt\", "
          "\"quant_algo\": \"MIXED_PRECISION\"}", GS_DTYPE_UNSET,
          "modelopt quant_algo 'MIXED_PRECISION' is not one" },
        { "\"quantization_config\": {\"quant_method\": \"hqq\"}",
          GS_DTYPE_UNSET, "quantization_config method 'hqq' is not one" },
        /* a dense model quantises its linear layers whatever is kept */
        { "\"torch_dtype\": \"bfloat16\", \"quantization_config\": "
          "{\"quant_method\": \"mxfp4\", \"modules_to_not_convert\": "
          "[\"model.layers.*.self_attn\"]}", GS_DTYPE_MXFP4, NULL },
    };
    size_t i;

    (void)state;
    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        struct gs_arena a = GS_ARENA_INIT;
        struct gs_model m;
        char json[1024];

        snprintf(json, sizeof(json), "{\"model_type\": \"llama\", "
                 TOY_CORE ", %s}", cases[i].extra);
        parse_ok(&a, json, &m);
        if (m.shipped_weight_dtype != cases[i].weight) {
            print_error("%s: got %s\n", cases[i].extra,
                        gs_dtype_name(m.shipped_weight_dtype));
            fail();
        }
        assert_int_equal(m.shipped_expert_dtype, GS_DTYPE_UNSET);
        if (cases[i].note)
            assert_non_null(m.notes && strstr(m.notes, cases[i].note));
        else
            assert_null(m.notes);
        gs_arena_release(&a);
    }
}

static void wrong_types_name_the_key(void **state)
{
    (void)state;
    assert_parse_error("{" TOY_CORE ", \"tie_word_embeddings\": 0}",
                       GS_ESCHEMA, 1,
                       "'tie_word_embeddings' must be true or false");
    assert_parse_error("{" TOY_CORE ", \"model_type\": 7}", GS_ESCHEMA, 1,
                       "'model_type' must be a string");
    assert_parse_error("{" TOY_CORE ", \"model_type\": \"a b\"}",
                       GS_ESCHEMA, 1, "'model_type' must be a short name of "
                       "letters, digits, '_', '-' or '.'");
    assert_parse_error("[1, 2]", GS_ESCHEMA, 1,
                       "expected a JSON object at the top level");
}

static void bad_json_reports_line_and_column(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_model m;
    static const char nul[] = "{\n  \"a\": 1\0}";

    (void)state;
    assert_parse_error("", GS_ESYNTAX, 1,
                       "malformed JSON: unexpected end of input");
    assert_parse_error("{\"a\": 1} x", GS_ESYNTAX, 1,
                       "malformed JSON near 'x'");
    assert_int_equal(gs_hfconfig_parse(&a, "n.json", nul, sizeof(nul) - 1,
                                       &m, &err), -1);
    assert_int_equal(err.code, GS_ESYNTAX);
    assert_string_equal(err.msg, "malformed JSON: NUL byte");
    assert_int_equal(err.line, 2);
    assert_int_equal(err.col, 9);
    gs_arena_release(&a);
}

/* ---- mixture of experts ------------------------------------------------- */

static void expert_count_aliases_must_agree(void **state)
{
    (void)state;
    assert_parse_error("{" TOY_CORE ", \"model_type\": \"gpt_oss\", "
                       "\"num_local_experts\": 8, \"num_experts_per_tok\": 2,"
                       " \"experts_per_token\": 4}", GS_ESCHEMA, 1,
                       "'experts_per_token' (4) disagrees with "
                       "'num_experts_per_tok' (2)");
    assert_parse_error("{" TOY_CORE ", \"num_local_experts\": 8, "
                       "\"num_experts_per_tok\": 9}", GS_ESCHEMA, 1,
                       "'num_experts_per_tok' (9) exceeds the expert count "
                       "(8)");
    assert_parse_error("{" TOY_CORE ", \"num_local_experts\": 8}",
                       GS_ESCHEMA, 0, "missing 'num_experts_per_tok' "
                       "(needed with experts)");
}

static void qwen_moe_leading_dense_layers_are_counted(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    parse_ok(&a, "{" TOY_CORE ", \"model_type\": \"qwen3_moe\", "
             "\"num_experts\": 16, \"num_experts_per_tok\": 2, "
             "\"moe_intermediate_size\": 64, \"mlp_only_layers\": [1, 0]}",
             &m);
    assert_int_equal(m.n_dense_layers, 2);
    assert_int_equal(m.n_experts, 16);
    gs_arena_release(&a);

    /* every layer dense: the experts are never built */
    parse_ok(&a, "{" TOY_CORE ", \"model_type\": \"qwen3_moe\", "
             "\"num_experts\": 16, \"num_experts_per_tok\": 2, "
             "\"moe_intermediate_size\": 64, "
             "\"mlp_only_layers\": [3, 2, 1, 0]}", &m);
    assert_int_equal(m.n_experts, 0);
    assert_int_equal(m.n_dense_layers, 0);
    assert_int_equal(m.moe_intermediate_size, 0);
    gs_arena_release(&a);

    /* num_experts 0: a dense model */
    parse_ok(&a, "{" TOY_CORE ", \"model_type\": \"qwen3_moe\", "
             "\"num_experts\": 0, \"num_experts_per_tok\": 8}", &m);
    assert_int_equal(m.n_experts, 0);
    assert_int_equal(m.n_active_experts, 0);
    gs_arena_release(&a);
}

static void qwen_moe_sparse_step_interleaves_moe_layers(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    /* layers 1 and 3 of 4 are MoE, 0 and 2 dense (Qwen2MoeDecoderLayer) */
    parse_ok(&a, "{" TOY_CORE ", \"model_type\": \"qwen3_moe\", "
             "\"num_experts\": 16, \"num_experts_per_tok\": 2, "
             "\"moe_intermediate_size\": 64, \"decoder_sparse_step\": 2}",
             &m);
    assert_int_equal(m.moe_layer_step, 2);
    assert_int_equal(m.n_dense_layers, 2);
    assert_false(gs_model_layer_is_moe(&m, 0));
    assert_true(gs_model_layer_is_moe(&m, 3));
    assert_close(gs_model_params(&m).mlp_linear, 2.0 * 3 * 256 * 512, 0.0);
    assert_close(gs_model_params(&m).expert_linear, 2.0 * 16 * 3 * 256 * 64,
                 0.0);
    gs_arena_release(&a);
}

static void qwen_moe_interleaved_dense_layers_are_unsupported(void **state)
{
    (void)state;
    assert_parse_error("{" TOY_CORE ", \"model_type\": \"qwen3_moe\", "
                       "\"num_experts\": 16, \"num_experts_per_tok\": 2, "
                       "\"mlp_only_layers\": [0, 2]}", GS_EDOMAIN, 1,
                       "unsupported 'mlp_only_layers': only dense layers "
                       "before the first MoE layer can be represented");
    assert_parse_error("{" TOY_CORE ", \"model_type\": \"qwen3_moe\", "
                       "\"num_experts\": 16, \"num_experts_per_tok\": 2, "
                       "\"decoder_sparse_step\": 2, \"mlp_only_layers\": "
                       "[0]}", GS_EDOMAIN, 1,
                       "unsupported 'decoder_sparse_step' 2 with "
                       "'mlp_only_layers': only one of them can be "
                       "represented");
    assert_parse_error("{" TOY_CORE ", \"model_type\": \"qwen3_moe\", "
                       "\"num_experts\": 16, \"num_experts_per_tok\": 2, "
                       "\"decoder_sparse_step\": 5}", GS_ESCHEMA, 1,
                       "'decoder_sparse_step' must be between 1 and "
                       "'num_hidden_layers' (4)");
    assert_parse_error("{" TOY_CORE ", \"num_experts\": 16, "
                       "\"num_experts_per_tok\": 2, "
                       "\"mlp_only_layers\": [0, 9]}", GS_ESCHEMA, 1,
                       "'mlp_only_layers' has layer 9, but "
                       "'num_hidden_layers' is 4");
    assert_parse_error("{" TOY_CORE ", \"n_routed_experts\": 16, "
                       "\"num_experts_per_tok\": 2, "
                       "\"moe_layer_freq\": 2}", GS_EDOMAIN, 1,
                       "unsupported 'moe_layer_freq' 2: only MoE on every "
                       "layer (1) can be represented");
}

static void qwen2_moe_shared_expert_counts_in_expert_widths(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    parse_ok(&a, "{" TOY_CORE ", \"model_type\": \"qwen2_moe\", "
             "\"num_experts\": 16, \"num_experts_per_tok\": 4, "
             "\"moe_intermediate_size\": 64, "
             "\"shared_expert_intermediate_size\": 256}", &m);
    assert_int_equal(m.n_shared_experts, 4);
    assert_true(m.qkv_bias);
    gs_arena_release(&a);
}

static void deepseek_v2_lite_null_q_lora_rank_is_zero(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    parse_ok(&a, "{" TOY_CORE ", \"model_type\": \"deepseek_v2\", "
             "\"num_key_value_heads\": 8, \"q_lora_rank\": null, "
             "\"kv_lora_rank\": 512, \"qk_nope_head_dim\": 128, "
             "\"qk_rope_head_dim\": 64, \"v_head_dim\": 128, "
             "\"n_routed_experts\": 64, \"num_experts_per_tok\": 6, "
             "\"n_shared_experts\": 2, \"moe_intermediate_size\": 1408, "
             "\"first_k_dense_replace\": 1}", &m);
    assert_int_equal(m.q_lora_rank, 0);
    assert_int_equal(m.kv_lora_rank, 512);
    assert_int_equal(m.head_dim, 192);
    assert_int_equal(m.n_dense_layers, 1);
    assert_false(m.router_bias);
    gs_arena_release(&a);
    assert_parse_error("{" TOY_CORE ", \"kv_lora_rank\": 512}", GS_ESCHEMA,
                       0, "missing 'qk_nope_head_dim' (needed with "
                       "'kv_lora_rank')");
}

/* ---- sliding windows ----------------------------------------------------- */

static void qwen2_window_covers_layers_from_max_window_layers(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    parse_ok(&a, "{" TOY_CORE ", \"model_type\": \"qwen2\", "
             "\"use_sliding_window\": true, \"sliding_window\": 1024, "
             "\"max_window_layers\": 1}", &m);
    assert_int_equal(m.sliding_window_tokens, 1024);
    assert_int_equal(m.n_sliding_layers, 3);
    gs_arena_release(&a);

    /* Qwen2Config's default max_window_layers is 28: no layer of 4 */
    parse_ok(&a, "{" TOY_CORE ", \"model_type\": \"qwen2\", "
             "\"use_sliding_window\": true, \"sliding_window\": 1024}", &m);
    assert_int_equal(m.n_sliding_layers, 0);
    assert_int_equal(m.sliding_window_tokens, 0);
    gs_arena_release(&a);
}

static void layer_types_decide_which_layers_slide(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_model m;

    (void)state;
    parse_ok(&a, "{" TOY_CORE ", \"model_type\": \"gemma2\", "
             "\"sliding_window\": 512, \"layer_types\": [\"full_attention\","
             " \"sliding_attention\", \"sliding_attention\", "
             "\"sliding_attention\"]}", &m);
    assert_int_equal(m.n_sliding_layers, 3);
    assert_int_equal(m.sliding_window_tokens, 512);
    gs_arena_release(&a);

    /* gemma2 without layer_types: layers 0 and 2 of 3 */
    parse_ok(&a, "{\"num_hidden_layers\": 3, \"hidden_size\": 256, "
             "\"num_attention_heads\": 8, \"vocab_size\": 1000, "
             "\"intermediate_size\": 512, \"model_type\": \"gemma2\", "
             "\"sliding_window\": 512}", &m);
    assert_int_equal(m.n_sliding_layers, 2);
    gs_arena_release(&a);

    assert_parse_error("{" TOY_CORE ", \"sliding_window\": 64, "
                       "\"layer_types\": [\"full_attention\"]}", GS_ESCHEMA,
                       1, "'layer_types' has 1 entries, but "
                       "'num_hidden_layers' is 4");
    assert_parse_error("{" TOY_CORE ", \"layer_types\": [\"linear_attention\","
                       " \"full_attention\", \"full_attention\", "
                       "\"full_attention\"]}", GS_EDOMAIN, 1,
                       "unsupported layer type 'linear_attention' in "
                       "'layer_types'");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(llama_3_1_8b_is_untied_gqa_with_rms_norm),
        cmocka_unit_test(mistral_7b_slides_a_4096_window_on_every_layer),
        cmocka_unit_test(mixtral_has_8_experts_top_2_and_a_null_window),
        cmocka_unit_test(qwen2_5_has_qkv_bias_and_its_window_switched_off),
        cmocka_unit_test(qwen3_235b_has_128_experts_on_every_layer),
        cmocka_unit_test(gemma2_27b_has_head_dim_128_and_tied_embeddings),
        cmocka_unit_test(falcon_40b_is_gqa_with_layer_norm_and_plain_mlp),
        cmocka_unit_test(falcon_7b_multi_query_is_one_kv_head),
        cmocka_unit_test(gpt_oss_120b_has_biased_experts_and_alternate_window),
        cmocka_unit_test(deepseek_v3_maps_mla_ranks_and_shared_expert),
        cmocka_unit_test(each_bad_fixture_fails_with_its_message_and_position),
        cmocka_unit_test(a_missing_file_is_an_io_error),
        cmocka_unit_test(files_over_16_mib_are_refused_unread),
        cmocka_unit_test(id_comes_from_the_directory_of_a_config_json),
        cmocka_unit_test(unknown_model_type_gets_transformers_base_defaults),
        cmocka_unit_test(duplicate_top_level_keys_are_refused),
        cmocka_unit_test(head_dim_null_or_absent_is_hidden_over_heads),
        cmocka_unit_test(zero_sizes_are_rejected_with_the_key),
        cmocka_unit_test(keys_are_case_sensitive),
        cmocka_unit_test(
            text_config_is_read_when_the_top_level_has_no_layers),
        cmocka_unit_test(
            llama_4_scout_reads_text_config_moe_and_chunked_attention),
        cmocka_unit_test(
            llama_4_maverick_interleaves_moe_and_ships_fp8_experts),
        cmocka_unit_test(llama_4_moe_layers_off_the_step_are_unsupported),
        cmocka_unit_test(
            gemma_3_takes_class_defaults_and_five_local_to_one_global),
        cmocka_unit_test(mistral_3_and_qwen2_5_vl_read_their_text_decoders),
        cmocka_unit_test(shipped_checkpoints_give_their_formats),
        cmocka_unit_test(moe_with_attention_kept_quantises_only_the_experts),
        cmocka_unit_test(catalogue_formats_are_checked_names),
        cmocka_unit_test(every_dtype_name_is_a_catalogue_format),
        cmocka_unit_test(every_catalogue_model_has_its_shipped_format),
        cmocka_unit_test(kimi_k2_reads_as_deepseek_v3),
        cmocka_unit_test(
            added_models_resolve_and_match_their_published_counts),
        cmocka_unit_test(quantization_configs_map_to_formats),
        cmocka_unit_test(a_directory_reads_its_config_json),
        cmocka_unit_test(wrong_types_name_the_key),
        cmocka_unit_test(bad_json_reports_line_and_column),
        cmocka_unit_test(expert_count_aliases_must_agree),
        cmocka_unit_test(qwen_moe_leading_dense_layers_are_counted),
        cmocka_unit_test(qwen_moe_interleaved_dense_layers_are_unsupported),
        cmocka_unit_test(qwen_moe_sparse_step_interleaves_moe_layers),
        cmocka_unit_test(qwen2_moe_shared_expert_counts_in_expert_widths),
        cmocka_unit_test(deepseek_v2_lite_null_q_lora_rank_is_zero),
        cmocka_unit_test(qwen2_window_covers_layers_from_max_window_layers),
        cmocka_unit_test(layer_types_decide_which_layers_slide),
    };

    return cmocka_run_group_tests_name("hfconfig", tests, NULL, NULL);
}
