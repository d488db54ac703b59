/*
 * The catalogue loader: the strict YAML reader (src/yaml.c), the schema
 * checks (src/load_catalog.c) and lookups and overlays (src/dataset.c).
 *
 *   - the built-in catalogue loads, and its ids and aliases resolve;
 *   - tests/fixtures/toy/toy.yaml loads with every value converted to
 *     base units exactly as a reviewer would on paper;
 *   - overlays replace by id in place, append new ids, and later files'
 *     aliases win;
 *   - every file in tests/fixtures/bad/ fails with the exact first line
 *     of stderr listed in bad_files[] below (add a file, add a row);
 *   - hostile inputs (deep nesting, a million nodes, oversize files) are
 *     refused, and the ASan build checks nothing leaks on any path.
 *
 * The tests run from the fixtures directory, so paths in messages read
 * "bad/unknown-key.yaml", as a user would see them.
 */
#define _POSIX_C_SOURCE 200809L /* chdir, opendir */

#include <dirent.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "gs_test.h"

#include "arena.h"
#include "dataset.h"
#include "error.h"
#include "gpu.h"
#include "model.h"
#include "units.h"
#include "yaml_read.h"

#ifndef GPUSEL_FIXTURES
#error "GPUSEL_FIXTURES must name the tests/fixtures directory"
#endif


/* The line gs_error_print() writes, without its newline. */
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

static void expect_error(const struct gs_error *err, enum gs_errc code,
                         const char *line)
{
    char got[1024];

    error_line(err, got, sizeof(got));
    if (err->code != code || strcmp(got, line) != 0) {
        print_error("got code %d and\n  %s\nexpected code %d and\n  %s\n",
                    (int)err->code, got, (int)code, line);
        fail();
    }
}

/* Load an in-memory file named `path` into a fresh dataset; expect an
 * error.  The dataset is released, so ASan sees any leak. */
static void expect_buffer_error(const char *path, const char *text,
                                size_t len, enum gs_errc code,
                                const char *line)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;

    gs_dataset_init(&d);
    assert_int_equal(gs_dataset_load_buffer(&d, path,
                                            (const unsigned char *)text, len,
                                            GS_DATA_GPUS | GS_DATA_MODELS,
                                            &err), -1);
    expect_error(&err, code, line);
    gs_dataset_release(&d);
}

#define EXPECT_TEXT_ERROR(path, text, code, line) \
    expect_buffer_error((path), (text), strlen(text), (code), (line))

static void load_ok(struct gs_dataset *d, const char *path)
{
    struct gs_error err = GS_ERROR_INIT;

    if (gs_dataset_load_file(d, path, &err) != 0) {
        char line[1024];

        error_line(&err, line, sizeof(line));
        print_error("%s\n", line);
        fail();
    }
}

static void load_text_ok(struct gs_dataset *d, const char *path,
                         const char *text)
{
    struct gs_error err = GS_ERROR_INIT;

    if (gs_dataset_load_buffer(d, path, (const unsigned char *)text,
                               strlen(text), GS_DATA_GPUS | GS_DATA_MODELS,
                               &err) != 0) {
        char line[1024];

        error_line(&err, line, sizeof(line));
        print_error("%s\n", line);
        fail();
    }
}

static void load_builtin_ok(struct gs_dataset *d)
{
    struct gs_error err = GS_ERROR_INIT;

    gs_dataset_init(d);
    if (gs_dataset_load_builtin(d, GS_DATA_GPUS | GS_DATA_MODELS, &err) != 0) {
        char line[1024];

        error_line(&err, line, sizeof(line));
        print_error("%s\n", line);
        fail();
    }
}

/* The id `name` resolves to, or "(none)". */
static const char *gpu_id(const struct gs_dataset *d, const char *name)
{
    const struct gs_gpu *g = gs_dataset_find_gpu(d, name);

    return g ? g->id : "(none)";
}

static const char *model_id(const struct gs_dataset *d, const char *name)
{
    const struct gs_model *m = gs_dataset_find_model(d, name);

    return m ? m->id : "(none)";
}

/* ------------------------------------------------------------- built-in */

/* entry as text (gs_catalog_write_*), loaded alone into *d. */
static void round_trip(struct gs_dataset *d, const struct gs_gpu *g,
                       const struct gs_model *m)
{
    struct gs_error err = GS_ERROR_INIT;
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);

    assert_non_null(f);
    assert_int_equal(g ? gs_catalog_write_gpu(f, g, &err)
                       : gs_catalog_write_model(f, m, &err), 0);
    fclose(f);
    gs_dataset_init(d);
    load_text_ok(d, "round-trip.yaml", text);
    free(text);
}

/*
 * Issue 19: 'gpusel show ID --format yaml' prints an entry to copy into
 * an overlay (which replaces whole entries).  Every built-in GPU and
 * model written that way loads back to the same numbers.
 */
static void every_builtin_entry_written_as_yaml_loads_back_the_same(
    void **state)
{
    struct gs_dataset b;
    size_t i, k;

    (void)state;
    load_builtin_ok(&b);
    for (i = 0; i < b.n_gpus; i++) {
        const struct gs_gpu *g = &b.gpus[i], *h;
        struct gs_dataset d;

        round_trip(&d, g, NULL);
        assert_int_equal(d.n_gpus, 1);
        h = &d.gpus[0];
        assert_string_equal(h->id, g->id);
        assert_string_equal(h->name, g->name);
        assert_int_equal(h->n_aliases, g->n_aliases);
        assert_int_equal(h->n_sources, g->n_sources);
        assert_close(h->memory_bytes, g->memory_bytes, 1e-12);
        assert_close(h->usable_memory_bytes, g->usable_memory_bytes, 1e-12);
        assert_close(h->mem_bw_bytes_per_s, g->mem_bw_bytes_per_s, 1e-12);
        for (k = 0; k < GS_PREC_COUNT; k++)
            assert_close(h->dense_flop_per_s[k], g->dense_flop_per_s[k],
                         1e-12);
        assert_close(h->tdp_w, g->tdp_w, 1e-12);
        assert_close(h->scale_up_bw_bytes_per_s, g->scale_up_bw_bytes_per_s,
                     1e-12);
        assert_int_equal(h->scale_up_domain_gpus, g->scale_up_domain_gpus);
        assert_string_equal(h->scale_up_kind, g->scale_up_kind);
        assert_int_equal(h->pcie_gen, g->pcie_gen);
        assert_int_equal(h->mig_max_instances, g->mig_max_instances);
        assert_int_equal(h->ecc, g->ecc);
        assert_int_equal(h->sparsity_2_4, g->sparsity_2_4);
        assert_close(h->launch_price_usd, g->launch_price_usd, 1e-12);
        assert_close(h->matmul_efficiency_frac, g->matmul_efficiency_frac,
                     1e-12);
        assert_close(h->mem_bw_efficiency_frac, g->mem_bw_efficiency_frac,
                     1e-12);
        gs_dataset_release(&d);
    }
    for (i = 0; i < b.n_models; i++) {
        const struct gs_model *m = &b.models[i], *n;
        struct gs_dataset d;

        round_trip(&d, NULL, m);
        assert_int_equal(d.n_models, 1);
        n = &d.models[0];
        assert_string_equal(n->id, m->id);
        assert_close(gs_model_params(n).total, gs_model_params(m).total,
                     1e-12);
        assert_close(gs_model_params(n).active, gs_model_params(m).active,
                     1e-12);
        assert_int_equal(n->n_kv_heads, m->n_kv_heads);
        assert_int_equal(n->head_dim, m->head_dim);
        assert_int_equal(n->max_context_tokens, m->max_context_tokens);
        assert_int_equal(n->shipped_weight_dtype, m->shipped_weight_dtype);
        assert_int_equal(n->shipped_expert_dtype, m->shipped_expert_dtype);
        assert_close(n->published_params, m->published_params, 1e-12);
        gs_dataset_release(&d);
    }
    gs_dataset_release(&b);
}

static void builtin_catalogue_loads_with_many_gpus_and_models(void **state)
{
    struct gs_dataset d;

    (void)state;
    load_builtin_ok(&d);
    assert_true(d.n_gpus > 30);
    assert_true(d.n_models > 15);
    assert_string_equal(d.gpus[0].origin_path, "<built-in>/gpus.yaml");
    assert_string_equal(d.models[0].origin_path, "<built-in>/models.yaml");
    gs_dataset_release(&d);
}

static void builtin_loads_only_the_sections_asked_for(void **state)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_dataset_init(&d);
    assert_int_equal(gs_dataset_load_builtin(&d, GS_DATA_GPUS, &err), 0);
    assert_true(d.n_gpus > 30);
    assert_int_equal(d.n_models, 0);
    gs_dataset_release(&d);

    gs_dataset_init(&d);
    assert_int_equal(gs_dataset_load_builtin(&d, GS_DATA_MODELS, &err), 0);
    assert_int_equal(d.n_gpus, 0);
    assert_true(d.n_models > 15);
    gs_dataset_release(&d);
}

static void lookups_take_ids_and_aliases_in_any_case(void **state)
{
    static const struct {
        const char *name, *id;
    } cases[] = {
        { "h100-sxm", "h100-sxm" },
        { "H100-SXM", "h100-sxm" },
        { "H100", "h100-sxm" },
        { "h100", "h100-sxm" },
        { "RTX 4090", "rtx-4090" },
        { "rtx 4090", "rtx-4090" },
        { "4090", "rtx-4090" },
        { "A100", "a100-80gb-sxm" },
        { "a100", "a100-80gb-sxm" },
    };
    struct gs_dataset d;
    size_t i;

    (void)state;
    load_builtin_ok(&d);
    for (i = 0; i < GS_ARRAY_SIZE(cases); i++) {
        struct gs_error err = GS_ERROR_INIT;
        const struct gs_gpu *g = gs_dataset_gpu(&d, cases[i].name, &err);

        if (!g || strcmp(g->id, cases[i].id) != 0) {
            print_error("'%s' gave '%s', expected '%s'\n", cases[i].name,
                        g ? g->id : "(none)", cases[i].id);
            fail();
        }
        assert_int_equal(err.code, GS_OK);
    }
    assert_string_equal(model_id(&d, "LLAMA-3.1-8B"), "llama-3.1-8b");
    assert_string_equal(model_id(&d, "meta-llama/llama-3.1-8b"),
                        "llama-3.1-8b");
    gs_dataset_release(&d);
}

static void every_builtin_id_and_alias_finds_its_own_entry(void **state)
{
    struct gs_dataset d;
    size_t i, k;

    (void)state;
    load_builtin_ok(&d);
    for (i = 0; i < d.n_gpus; i++) {
        const struct gs_gpu *g = &d.gpus[i];

        assert_ptr_equal(gs_dataset_find_gpu(&d, g->id), g);
        for (k = 0; k < g->n_aliases; k++) {
            if (gs_dataset_find_gpu(&d, g->aliases[k]) != g) {
                print_error("alias '%s' of '%s' finds another entry\n",
                            g->aliases[k], g->id);
                fail();
            }
        }
    }
    for (i = 0; i < d.n_models; i++) {
        const struct gs_model *m = &d.models[i];

        assert_ptr_equal(gs_dataset_find_model(&d, m->id), m);
        for (k = 0; k < m->n_aliases; k++)
            assert_ptr_equal(gs_dataset_find_model(&d, m->aliases[k]), m);
    }
    gs_dataset_release(&d);
}

static void unknown_name_is_not_found_with_a_suggestion(void **state)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    load_builtin_ok(&d);
    assert_null(gs_dataset_gpu(&d, "h100-sx", &err));
    expect_error(&err, GS_ENOTFOUND, "gpusel: error: unknown GPU 'h100-sx'; "
                                     "did you mean 'h100-sxm'?");
    gs_error_clear(&err);
    assert_null(gs_dataset_gpu(&d, "rtx4090", &err));
    expect_error(&err, GS_ENOTFOUND, "gpusel: error: unknown GPU 'rtx4090'; "
                                     "did you mean 'rtx-4090'?");
    gs_error_clear(&err);
    assert_null(gs_dataset_model(&d, "llama-3.1-8", &err));
    expect_error(&err, GS_ENOTFOUND, "gpusel: error: unknown model "
                                     "'llama-3.1-8'; did you mean "
                                     "'llama-3.1-8b'?");
    gs_dataset_release(&d);
}

static void unknown_name_with_nothing_close_points_at_the_list(void **state)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    load_builtin_ok(&d);
    assert_null(gs_dataset_gpu(&d, "zzzzzzzz", &err));
    expect_error(&err, GS_ENOTFOUND, "gpusel: error: unknown GPU 'zzzzzzzz'; "
                                     "'gpusel list gpus' shows the catalogue");
    gs_error_clear(&err);
    assert_null(gs_dataset_model(&d, "zzzzzzzz", &err));
    expect_error(&err, GS_ENOTFOUND,
                 "gpusel: error: unknown model 'zzzzzzzz'; 'gpusel list "
                 "models' shows the catalogue; a config.json path or a size "
                 "such as 70B also works");
    assert_null(gs_dataset_find_gpu(&d, "zzzzzzzz"));
    assert_null(gs_dataset_find_model(&d, ""));
    gs_dataset_release(&d);
}

static void lookups_in_an_empty_dataset_find_nothing(void **state)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_dataset_init(&d);
    assert_null(gs_dataset_gpu(&d, "h100", &err));
    expect_error(&err, GS_ENOTFOUND, "gpusel: error: unknown GPU 'h100'; "
                                     "'gpusel list gpus' shows the catalogue");
    gs_dataset_release(&d);
}

/* ------------------------------------------------------------------ toy */

static void toy_gpu_loads_every_field_in_base_units(void **state)
{
    struct gs_dataset d;
    const struct gs_gpu *g;

    (void)state;
    gs_dataset_init(&d);
    load_ok(&d, "toy/toy.yaml");
    assert_int_equal(d.n_gpus, 1);
    g = gs_dataset_find_gpu(&d, "toy-24g");
    assert_non_null(g);
    assert_string_equal(g->id, "toy-24g");
    assert_string_equal(g->name, "Toy 24G");
    assert_int_equal(g->n_aliases, 2);
    assert_string_equal(g->aliases[0], "Toy 24G");
    assert_string_equal(g->aliases[1], "toy24");
    assert_string_equal(g->vendor, "Toy Corp");
    assert_string_equal(g->architecture, "Toyland");
    assert_int_equal(g->year, 2024);
    assert_string_equal(g->form_factor, "PCIe");
    /* memory_gb is decimal; usable_memory_gib binary. */
    assert_close(g->memory_bytes, 24e9, 1e-15);
    assert_close(g->usable_memory_bytes, 22.5 * 1073741824.0, 1e-15);
    assert_close(gs_gpu_usable_bytes(g), 22.5 * 1073741824.0, 1e-15);
    assert_string_equal(g->memory_type, "GDDR6X");
    assert_close(g->mem_bw_bytes_per_s, 1000e9, 1e-15);
    /* *_dense_tflops and *_dense_tops: 10^12 per second. */
    assert_close(g->dense_flop_per_s[GS_PREC_FP64], 1e12, 1e-15);
    assert_close(g->fp64_tensor_dense_flop_per_s, 2e12, 1e-15);
    assert_close(g->dense_flop_per_s[GS_PREC_FP32], 50e12, 1e-15);
    assert_close(g->dense_flop_per_s[GS_PREC_TF32], 100e12, 1e-15);
    assert_close(g->dense_flop_per_s[GS_PREC_FP16], 200e12, 1e-15);
    assert_close(g->fp16_acc16_dense_flop_per_s, 400e12, 1e-15);
    assert_close(g->dense_flop_per_s[GS_PREC_BF16], 200e12, 1e-15);
    assert_close(g->dense_flop_per_s[GS_PREC_FP8], 400e12, 1e-15);
    assert_close(g->dense_flop_per_s[GS_PREC_FP6], 600e12, 1e-15);
    assert_close(g->dense_flop_per_s[GS_PREC_FP4], 800e12, 1e-15);
    assert_close(g->dense_flop_per_s[GS_PREC_INT8], 400e12, 1e-15);
    assert_close(g->dense_flop_per_s[GS_PREC_INT4], 800e12, 1e-15);
    assert_true(g->sparsity_2_4);
    assert_close(g->tdp_w, 300.0, 1e-15);
    assert_string_equal(g->scale_up_kind, "nvlink");
    assert_close(g->scale_up_bw_bytes_per_s, 900e9, 1e-15);
    assert_int_equal(g->scale_up_domain_gpus, 8);
    assert_int_equal(g->pcie_gen, 4);
    assert_int_equal(g->ecc, GS_ECC_NO);
    assert_int_equal(g->mig_max_instances, 7);
    /* decimal keys given: nothing is recorded as stated in binary */
    assert_true(g->memory_gib == 0.0 && g->mem_bw_gib_per_s == 0.0 &&
                g->scale_up_bw_gib_per_s == 0.0);
    assert_close(g->launch_price_usd, 1999.0, 1e-15);
    assert_string_equal(g->as_of, "2025-06-30");
    assert_int_equal(g->n_sources, 1);
    assert_string_equal(g->sources[0],
                        "tests/fixtures/toy/toy.yaml (made up for tests)");
    assert_string_equal(g->notes, "Not a real GPU.");
    assert_string_equal(g->origin_path, "toy/toy.yaml");
    assert_int_equal(g->origin_line, 12);
    gs_dataset_release(&d);
}

static void toy_model_loads_every_dense_field(void **state)
{
    struct gs_dataset d;
    const struct gs_model *m;

    (void)state;
    gs_dataset_init(&d);
    load_ok(&d, "toy/toy.yaml");
    assert_int_equal(d.n_models, 1);
    m = gs_dataset_find_model(&d, "toy1b");
    assert_non_null(m);
    assert_string_equal(m->id, "toy-1b");
    assert_string_equal(m->name, "Toy 1B");
    assert_int_equal(m->n_aliases, 2);
    assert_string_equal(m->aliases[0], "toy/Toy-1B");
    assert_string_equal(m->family, "toy");
    assert_false(m->is_generic);
    assert_int_equal(m->n_layers, 16);
    assert_int_equal(m->hidden_size, 2048);
    assert_int_equal(m->intermediate_size, 8192);
    assert_int_equal(m->n_heads, 32);
    assert_int_equal(m->n_kv_heads, 8);
    assert_int_equal(m->head_dim, 64);
    assert_int_equal(m->vocab_size, 32000);
    assert_true(m->tied_embeddings);
    assert_int_equal(m->mlp_kind, GS_MLP_GATED);
    assert_int_equal(m->norm_kind, GS_NORM_RMS);
    assert_int_equal(m->n_norms_per_layer, 2);
    assert_false(m->qkv_bias);
    assert_false(m->o_bias);
    assert_false(m->mlp_bias);
    assert_false(m->router_bias);
    assert_int_equal(m->max_context_tokens, 4096);
    assert_int_equal(m->n_experts, 0);
    assert_int_equal(m->kv_lora_rank, 0);
    assert_int_equal(m->sliding_window_tokens, 0);
    assert_close(m->published_params, 1e9, 1e-15);
    assert_close(m->published_active_params, 0.0, 0.0);
    assert_string_equal(m->as_of, "2025-06-30");
    assert_int_equal(m->n_sources, 1);
    assert_string_equal(m->notes, "Not a real model.");
    assert_string_equal(m->origin_path, "toy/toy.yaml");
    assert_int_equal(m->origin_line, 51);
    gs_dataset_release(&d);
}

static void model_defaults_apply_when_optional_keys_are_absent(void **state)
{
    static const char text[] =
        "schema_version: 1\n"
        "models:\n"
        "  - id: tiny\n"
        "    name: Tiny\n"
        "    family: toy\n"
        "    n_layers: 2\n"
        "    hidden_size: 64\n"
        "    intermediate_size: 128\n"
        "    n_heads: 4\n"
        "    n_kv_heads: 4\n"
        "    head_dim: 16\n"
        "    vocab_size: 100\n"
        "    tied_embeddings: false\n"
        "    published_params: 1.0e5\n"
        "    as_of: 2025-01-31\n"       /* plain dates are text too */
        "    sources: [made up]\n";
    struct gs_dataset d;
    const struct gs_model *m;

    (void)state;
    gs_dataset_init(&d);
    load_text_ok(&d, "tiny.yaml", text);
    m = gs_dataset_find_model(&d, "tiny");
    assert_non_null(m);
    assert_int_equal(m->mlp_kind, GS_MLP_GATED);
    assert_int_equal(m->norm_kind, GS_NORM_RMS);
    assert_int_equal(m->n_norms_per_layer, 2);
    assert_int_equal(m->n_aliases, 0);
    assert_null(m->notes);
    assert_string_equal(m->as_of, "2025-01-31");
    gs_dataset_release(&d);
}

/* The model fields toy-1b leaves out: MoE, MLA, sliding window. */
static void moe_mla_and_sliding_window_fields_load(void **state)
{
    static const char text[] =
        "schema_version: 1\n"
        "models:\n"
        "  - id: toy-moe\n"
        "    name: Toy MoE\n"
        "    family: toy\n"
        "    n_layers: 8\n"
        "    hidden_size: 512\n"
        "    intermediate_size: 1024\n"
        "    n_heads: 8\n"
        "    n_kv_heads: 8\n"
        "    head_dim: 96\n"
        "    vocab_size: 1000\n"
        "    tied_embeddings: false\n"
        "    mlp: plain\n"
        "    norm: layer\n"
        "    norms_per_layer: 4\n"
        "    qkv_bias: true\n"
        "    o_bias: true\n"
        "    mlp_bias: true\n"
        "    router_bias: true\n"
        "    max_context_tokens: 131072\n"
        "    n_experts: 16\n"
        "    n_active_experts: 2\n"
        "    n_shared_experts: 1\n"
        "    moe_intermediate_size: 256\n"
        "    n_dense_layers: 1\n"
        "    sliding_window_tokens: 4096\n"
        "    n_sliding_layers: 4\n"
        "    q_lora_rank: 384\n"
        "    kv_lora_rank: 128\n"
        "    qk_nope_head_dim: 64\n"
        "    qk_rope_head_dim: 32\n"
        "    v_head_dim: 64\n"
        "    published_params: 2.5e8\n"
        "    published_active_params: 6.0e7\n"
        "    as_of: \"2025-06-30\"\n"
        "    sources: [\"made up\"]\n";
    struct gs_dataset d;
    const struct gs_model *m;

    (void)state;
    gs_dataset_init(&d);
    load_text_ok(&d, "toy-moe.yaml", text);
    m = gs_dataset_find_model(&d, "toy-moe");
    assert_non_null(m);
    assert_int_equal(m->mlp_kind, GS_MLP_PLAIN);
    assert_int_equal(m->norm_kind, GS_NORM_LAYER);
    assert_int_equal(m->n_norms_per_layer, 4);
    assert_true(m->qkv_bias && m->o_bias && m->mlp_bias && m->router_bias);
    assert_int_equal(m->max_context_tokens, 131072);
    assert_int_equal(m->n_experts, 16);
    assert_int_equal(m->n_active_experts, 2);
    assert_int_equal(m->n_shared_experts, 1);
    assert_int_equal(m->moe_intermediate_size, 256);
    assert_int_equal(m->n_dense_layers, 1);
    assert_int_equal(m->sliding_window_tokens, 4096);
    assert_int_equal(m->n_sliding_layers, 4);
    assert_int_equal(m->q_lora_rank, 384);
    assert_int_equal(m->kv_lora_rank, 128);
    assert_int_equal(m->qk_nope_head_dim, 64);
    assert_int_equal(m->qk_rope_head_dim, 32);
    assert_int_equal(m->v_head_dim, 64);
    assert_close(m->published_params, 2.5e8, 1e-15);
    assert_close(m->published_active_params, 6.0e7, 1e-15);
    assert_int_equal(gs_model_attn_kind(m), GS_ATTN_MLA);
    gs_dataset_release(&d);
}

static void load_buffer_reads_only_the_sections_asked_for(void **state)
{
    static const char text[] =
        "schema_version: 1\n"
        "gpus: []\n"
        "models:\n"
        "  - this entry is never read\n";
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_dataset_init(&d);
    assert_int_equal(gs_dataset_load_buffer(&d, "x.yaml",
                                            (const unsigned char *)text,
                                            strlen(text), GS_DATA_GPUS, &err),
                     0);
    assert_int_equal(d.n_gpus, 0);
    assert_int_equal(d.n_models, 0);
    gs_dataset_release(&d);
}

/* ------------------------------------------------- binary keys, unknowns */

/*
 * A GPU entry whose capacity, bandwidth and scale-up lines and trailing
 * optional keys are given as text (each with its newline, or "").
 */
static void gpu_lines(char *buf, size_t size, const char *memory,
                      const char *bw, const char *scale_up,
                      const char *optional)
{
    snprintf(buf, size,
             "schema_version: 1\n"
             "gpus:\n"
             "  - id: x\n"
             "    name: X\n"
             "    vendor: Test\n"
             "    architecture: Test\n"
             "    year: 2025\n"
             "    form_factor: OAM\n"
             "%s"
             "    memory_type: HBM3\n"
             "%s"
             "    sparsity_2_4: false\n"
             "    scale_up_kind: infinity-fabric\n"
             "%s"
             "    scale_up_domain_gpus: 8\n"
             "%s"
             "    as_of: \"2025-06-30\"\n"
             "    sources: [\"test\"]\n",
             memory, bw, scale_up, optional);
}

static void binary_keys_convert_exactly_to_bytes(void **state)
{
    struct gs_dataset d;
    char text[2048];
    const struct gs_gpu *g;

    (void)state;
    gs_dataset_init(&d);
    gpu_lines(text, sizeof(text), "    memory_gib: 256\n",
              "    mem_bw_gib_per_s: 820\n",
              "    scale_up_bw_gib_per_s: 384\n", "");
    load_text_ok(&d, "gib.yaml", text);
    g = gs_dataset_find_gpu(&d, "x");
    assert_non_null(g);
    /* 2^30 per GiB, exactly: no decimal round trip */
    assert_true(g->memory_bytes == 256.0 * 1073741824.0);
    assert_true(g->mem_bw_bytes_per_s == 820.0 * 1073741824.0);
    assert_true(g->scale_up_bw_bytes_per_s == 384.0 * 1073741824.0);
    /* the figures as stated stay available for display */
    assert_true(g->memory_gib == 256.0 && g->mem_bw_gib_per_s == 820.0 &&
                g->scale_up_bw_gib_per_s == 384.0);
    /* no usable figure: the fallback is the binary capacity, 256 GiB,
     * not 256 x 10^9 bytes = 238.4 GiB */
    assert_true(gs_gpu_usable_bytes(g) == 256.0 * GS_BYTES_PER_GIB);
    gs_dataset_release(&d);
}

static void a_decimal_and_a_binary_key_together_are_refused(void **state)
{
    char text[2048];

    (void)state;
    gpu_lines(text, sizeof(text), "    memory_gb: 256\n    memory_gib: 256\n",
              "    mem_bw_gb_per_s: 6000\n", "    scale_up_bw_gb_per_s: 896\n",
              "");
    EXPECT_TEXT_ERROR("both.yaml", text, GS_ESCHEMA,
                      "gpusel: both.yaml:3: error: gpu 'x' gives both "
                      "'memory_gb' and 'memory_gib'; give one");
    gpu_lines(text, sizeof(text), "    memory_gb: 256\n",
              "    mem_bw_gb_per_s: 6000\n    mem_bw_gib_per_s: 5588\n",
              "    scale_up_bw_gb_per_s: 896\n", "");
    EXPECT_TEXT_ERROR("both.yaml", text, GS_ESCHEMA,
                      "gpusel: both.yaml:3: error: gpu 'x' gives both "
                      "'mem_bw_gb_per_s' and 'mem_bw_gib_per_s'; give one");
}

/* Achievable fractions load with their sources, and only with them. */
static void efficiency_fractions_come_with_their_sources(void **state)
{
    struct gs_dataset d;
    char text[2048];
    const struct gs_gpu *g;

    (void)state;
    gs_dataset_init(&d);
    gpu_lines(text, sizeof(text), "    memory_gb: 256\n",
              "    mem_bw_gb_per_s: 6000\n", "    scale_up_bw_gb_per_s: 896\n",
              "    matmul_efficiency_frac: 0.5\n"
              "    matmul_efficiency_source: \"MAMF 650 of 1300\"\n"
              "    fp8_matmul_efficiency_frac: 0.45\n"
              "    fp8_matmul_efficiency_source: \"fp8 MAMF\"\n"
              "    fp4_matmul_efficiency_frac: 0.4\n"
              "    fp4_matmul_efficiency_source: \"fp4 GEMM\"\n"
              "    mem_bw_efficiency_frac: 0.8\n"
              "    mem_bw_efficiency_source: \"BabelStream triad\"\n");
    load_text_ok(&d, "eff.yaml", text);
    g = gs_dataset_find_gpu(&d, "x");
    assert_non_null(g);
    assert_true(g->matmul_efficiency_frac == 0.5 &&
                g->fp8_matmul_efficiency_frac == 0.45 &&
                g->fp4_matmul_efficiency_frac == 0.4 &&
                g->mem_bw_efficiency_frac == 0.8);
    assert_string_equal(g->matmul_efficiency_source, "MAMF 650 of 1300");
    assert_string_equal(g->mem_bw_efficiency_source, "BabelStream triad");
    gs_dataset_release(&d);
    gpu_lines(text, sizeof(text), "    memory_gb: 256\n",
              "    mem_bw_gb_per_s: 6000\n", "    scale_up_bw_gb_per_s: 896\n",
              "    mem_bw_efficiency_frac: 0.8\n");
    EXPECT_TEXT_ERROR("eff.yaml", text, GS_ESCHEMA,
                      "gpusel: eff.yaml:3: error: gpu 'x': "
                      "'mem_bw_efficiency_frac' and 'mem_bw_efficiency_source' "
                      "come together");
    gpu_lines(text, sizeof(text), "    memory_gb: 256\n",
              "    mem_bw_gb_per_s: 6000\n", "    scale_up_bw_gb_per_s: 896\n",
              "    matmul_efficiency_frac: 51.4\n"
              "    matmul_efficiency_source: \"a percentage\"\n");
    EXPECT_TEXT_ERROR("eff.yaml", text, GS_ESCHEMA,
                      "gpusel: eff.yaml:16:29: error: "
                      "'matmul_efficiency_frac' must be at most 1.5 (the "
                      "plausible range, docs/catalogue.md), got 51.4");
}

static void a_pair_with_neither_key_is_a_missing_key(void **state)
{
    char text[2048];

    (void)state;
    gpu_lines(text, sizeof(text), "", "    mem_bw_gb_per_s: 6000\n",
              "    scale_up_bw_gb_per_s: 896\n", "");
    EXPECT_TEXT_ERROR("none.yaml", text, GS_ESCHEMA,
                      "gpusel: none.yaml:3: error: gpu entry is missing "
                      "required key 'memory_gb' (or 'memory_gib')");
    gpu_lines(text, sizeof(text), "    memory_gib: 256\n",
              "    mem_bw_gb_per_s: 6000\n", "", "");
    EXPECT_TEXT_ERROR("none.yaml", text, GS_ESCHEMA,
                      "gpusel: none.yaml:3: error: gpu entry is missing "
                      "required key 'scale_up_bw_gb_per_s' (or "
                      "'scale_up_bw_gib_per_s')");
}

static void absent_ecc_pcie_and_mig_are_unknown_and_zero_is_none(void **state)
{
    struct gs_dataset d;
    char text[2048];
    const struct gs_gpu *g;

    (void)state;
    gs_dataset_init(&d);
    gpu_lines(text, sizeof(text), "    memory_gb: 80\n",
              "    mem_bw_gb_per_s: 2000\n", "    scale_up_bw_gb_per_s: 64\n",
              "");
    load_text_ok(&d, "unknown.yaml", text);
    g = gs_dataset_find_gpu(&d, "x");
    assert_non_null(g);
    assert_int_equal(g->ecc, GS_ECC_UNKNOWN);
    assert_int_equal(g->pcie_gen, 0);
    assert_int_equal(g->mig_max_instances, 0);
    assert_int_equal(g->scale_up_gen, 0);
    gs_dataset_release(&d);

    gs_dataset_init(&d);
    gpu_lines(text, sizeof(text), "    memory_gb: 80\n",
              "    mem_bw_gb_per_s: 2000\n", "    scale_up_bw_gb_per_s: 64\n",
              "    scale_up_gen: 4\n    pcie_gen: 0\n    ecc: true\n"
              "    mig_max_instances: 0\n");
    load_text_ok(&d, "none.yaml", text);
    g = gs_dataset_find_gpu(&d, "x");
    assert_non_null(g);
    assert_int_equal(g->ecc, GS_ECC_YES);
    assert_int_equal(g->pcie_gen, GS_GPU_NONE);
    assert_int_equal(g->mig_max_instances, GS_GPU_NONE);
    assert_int_equal(g->scale_up_gen, 4);
    gs_dataset_release(&d);
}

/* The shipped entries the issue named: binary capacities, GiB/s
 * bandwidths, unknowns kept unknown, and the TPU fixes. */
static void builtin_binary_capacities_and_unknowns(void **state)
{
    static const struct {
        const char *id;
        double gib;
    } binary[] = {
        { "mi325x", 256 }, { "mi355x", 288 }, { "mi250x", 128 },
        { "tpu-v5e", 16 }, { "tpu-v5p", 95 }, { "b100", 192 },
    };
    struct gs_dataset d;
    const struct gs_gpu *g;
    size_t i;

    (void)state;
    load_builtin_ok(&d);
    for (i = 0; i < GS_ARRAY_SIZE(binary); i++) {
        g = gs_dataset_find_gpu(&d, binary[i].id);
        assert_non_null(g);
        assert_true(g->usable_memory_bytes == 0.0);   /* none sourced */
        assert_close(gs_gpu_usable_bytes(g) / GS_BYTES_PER_GIB,
                     binary[i].gib, 1e-15);
    }
    g = gs_dataset_find_gpu(&d, "trn1");
    assert_close(g->mem_bw_bytes_per_s, 820.0 * GS_BYTES_PER_GIB, 1e-15);
    assert_close(g->scale_up_bw_bytes_per_s, 384.0 * GS_BYTES_PER_GIB, 1e-15);
    g = gs_dataset_find_gpu(&d, "b100");
    assert_int_equal(g->pcie_gen, 0);
    assert_int_equal(g->mig_max_instances, 0);
    g = gs_dataset_find_gpu(&d, "tpu-v5p");
    assert_int_equal(g->ecc, GS_ECC_UNKNOWN);
    assert_int_equal(g->scale_up_domain_gpus, 6144);
    g = gs_dataset_find_gpu(&d, "tpu-v6e");
    assert_int_equal(g->pcie_gen, 5);
    g = gs_dataset_find_gpu(&d, "gb200");
    assert_int_equal(g->pcie_gen, GS_GPU_NONE);
    g = gs_dataset_find_gpu(&d, "h100-sxm");
    assert_int_equal(g->scale_up_gen, 4);
    assert_int_equal(g->ecc, GS_ECC_YES);
    gs_dataset_release(&d);
}

/* -------------------------------------------------------------- overlays */

/* A GPU entry with the given id, aliases (flow list) and memory_gb. */
static void gpu_entry(char *buf, size_t size, const char *id,
                      const char *aliases, int memory_gb)
{
    snprintf(buf, size,
             "schema_version: 1\n"
             "gpus:\n"
             "  - id: %s\n"
             "    name: Overlay %s\n"
             "    aliases: %s\n"
             "    vendor: Test\n"
             "    architecture: Test\n"
             "    year: 2025\n"
             "    form_factor: SXM\n"
             "    memory_gb: %d\n"
             "    memory_type: HBM3\n"
             "    mem_bw_gb_per_s: 3350\n"
             "    sparsity_2_4: true\n"
             "    tdp_w: 700\n"
             "    scale_up_kind: nvlink\n"
             "    scale_up_bw_gb_per_s: 900\n"
             "    scale_up_domain_gpus: 8\n"
             "    pcie_gen: 5\n"
             "    ecc: true\n"
             "    mig_max_instances: 7\n"
             "    as_of: \"2025-06-30\"\n"
             "    sources: [\"overlay\"]\n",
             id, id, aliases, memory_gb);
}

static void overlay_with_a_known_id_replaces_it_in_place(void **state)
{
    struct gs_dataset d;
    char text[2048];
    const struct gs_gpu *before, *after;
    size_t n_before, slot;

    (void)state;
    load_builtin_ok(&d);
    n_before = d.n_gpus;
    before = gs_dataset_find_gpu(&d, "h100-sxm");
    assert_non_null(before);
    slot = (size_t)(before - d.gpus);
    gpu_entry(text, sizeof(text), "h100-sxm", "[]", 96);
    load_text_ok(&d, "overlay.yaml", text);
    assert_int_equal(d.n_gpus, n_before);        /* nothing appended */
    after = gs_dataset_find_gpu(&d, "h100-sxm");
    assert_ptr_equal(after, &d.gpus[slot]);      /* same catalogue place */
    assert_close(after->memory_bytes, 96e9, 1e-15);
    assert_string_equal(after->name, "Overlay h100-sxm");
    assert_string_equal(after->origin_path, "overlay.yaml");
    assert_int_equal(after->origin_line, 3);
    /* The replacement has no aliases, so the built-in's are gone. */
    assert_null(gs_dataset_find_gpu(&d, "H100 SXM5"));
    gs_dataset_release(&d);
}

static void overlay_with_a_new_id_is_appended(void **state)
{
    struct gs_dataset d;
    size_t n_before;

    (void)state;
    load_builtin_ok(&d);
    n_before = d.n_gpus;
    load_ok(&d, "toy/toy.yaml");
    assert_int_equal(d.n_gpus, n_before + 1);
    assert_string_equal(d.gpus[n_before].id, "toy-24g");
    assert_ptr_equal(gs_dataset_find_gpu(&d, "toy24"), &d.gpus[n_before]);
    assert_string_equal(d.models[d.n_models - 1].id, "toy-1b");
    gs_dataset_release(&d);
}

static void later_overlay_replaces_an_earlier_overlay(void **state)
{
    struct gs_dataset d;
    char text[2048];
    const struct gs_gpu *g;
    size_t n_before;

    (void)state;
    load_builtin_ok(&d);
    n_before = d.n_gpus;
    gpu_entry(text, sizeof(text), "x1", "[]", 10);
    load_text_ok(&d, "one.yaml", text);
    gpu_entry(text, sizeof(text), "x1", "[]", 20);
    load_text_ok(&d, "two.yaml", text);
    assert_int_equal(d.n_gpus, n_before + 1);
    g = gs_dataset_find_gpu(&d, "x1");
    assert_non_null(g);
    assert_close(g->memory_bytes, 20e9, 1e-15);
    assert_string_equal(g->origin_path, "two.yaml");
    gs_dataset_release(&d);
}

/*
 * Issue 20: replaced overlay entries stayed in memory.  Thirty files each
 * replace the same 200 entries; the entries arena is rebuilt without the
 * replaced ones as they pile up, so what it holds stays near what the
 * entries in use take, and every entry keeps the last file's text (name,
 * aliases, sources) through each rebuild.
 */
static void replaced_overlay_entries_are_freed(void **state)
{
    enum { FILES = 30, ENTRIES = 200 };
    static char text[ENTRIES * 700];
    struct gs_dataset d;
    char path[32], id[32], alias[32], want[64];
    size_t n_before, used, i, k, peak_garbage = 0;

    (void)state;
    load_builtin_ok(&d);
    n_before = d.n_gpus;
    for (k = 0; k < FILES; k++) {
        used = (size_t)snprintf(text, sizeof(text),
                                "schema_version: 1\ngpus:\n");
        for (i = 0; i < ENTRIES; i++)
            used += (size_t)snprintf(
                text + used, sizeof(text) - used,
                "  - id: r-%zu\n    name: Replaced %zu of file %zu\n"
                "    aliases: [\"alias-%zu-%zu\"]\n    vendor: Test\n"
                "    architecture: Test\n    year: 2025\n"
                "    form_factor: SXM\n    memory_gb: %zu\n"
                "    memory_type: HBM3\n    mem_bw_gb_per_s: 3350\n"
                "    sparsity_2_4: true\n    scale_up_kind: nvlink\n"
                "    scale_up_bw_gb_per_s: 900\n"
                "    scale_up_domain_gpus: 8\n    as_of: \"2025-06-30\"\n"
                "    sources: [\"file %zu\", \"second\"]\n", i, i, k, k, i,
                10 + k, k);
        assert_true(used < sizeof(text));
        snprintf(path, sizeof(path), "f%zu.yaml", k);
        load_text_ok(&d, path, text);
        if (d.garbage_bytes > peak_garbage)
            peak_garbage = d.garbage_bytes;
        /* the replaced text never outweighs the text in use for long:
         * at most one file's worth past the 64 KiB floor */
        assert_true(d.garbage_bytes <= d.entry_bytes + ((size_t)1 << 16));
    }
    assert_true(peak_garbage > 0);      /* there was garbage to free */
    assert_int_equal(d.n_gpus, n_before + ENTRIES);
    for (i = 0; i < ENTRIES; i++) {
        const struct gs_gpu *g;

        snprintf(id, sizeof(id), "r-%zu", i);
        snprintf(alias, sizeof(alias), "alias-%d-%zu", FILES - 1, i);
        g = gs_dataset_find_gpu(&d, alias);
        assert_non_null(g);
        assert_string_equal(g->id, id);
        snprintf(want, sizeof(want), "Replaced %zu of file %d", i, FILES - 1);
        assert_string_equal(g->name, want);
        assert_int_equal(g->n_aliases, 1);
        assert_string_equal(g->aliases[0], alias);
        assert_int_equal(g->n_sources, 2);
        snprintf(want, sizeof(want), "file %d", FILES - 1);
        assert_string_equal(g->sources[0], want);
        assert_string_equal(g->sources[1], "second");
        assert_string_equal(g->origin_path, path);
        assert_close(g->memory_bytes, (10.0 + FILES - 1) * 1e9, 1e-15);
    }
    /* an earlier file's alias is gone with its entry */
    assert_null(gs_dataset_find_gpu(&d, "alias-0-0"));
    gs_dataset_release(&d);
}

static void aliases_from_later_files_win(void **state)
{
    struct gs_dataset d;
    char text[2048];

    (void)state;
    load_builtin_ok(&d);
    assert_string_equal(gpu_id(&d, "H100"), "h100-sxm");
    gpu_entry(text, sizeof(text), "my-h100", "[\"H100\"]", 80);
    load_text_ok(&d, "mine.yaml", text);
    assert_string_equal(gpu_id(&d, "h100"), "my-h100");
    gpu_entry(text, sizeof(text), "their-h100", "[\"h100\"]", 80);
    load_text_ok(&d, "theirs.yaml", text);
    assert_string_equal(gpu_id(&d, "H100"), "their-h100");
    assert_string_equal(gpu_id(&d, "my-h100"), "my-h100");
    gs_dataset_release(&d);
}

static void ids_win_over_aliases_from_any_file(void **state)
{
    struct gs_dataset d;
    char text[2048];

    (void)state;
    load_builtin_ok(&d);
    gpu_entry(text, sizeof(text), "not-an-a10", "[\"A10\"]", 80);
    load_text_ok(&d, "a10.yaml", text);
    assert_string_equal(gpu_id(&d, "a10"), "a10");
    assert_string_equal(gpu_id(&d, "not-an-a10"), "not-an-a10");
    gs_dataset_release(&d);
}

/* ----------------------------------------------------------- bad files */

/*
 * Every file in tests/fixtures/bad/ and the first line of stderr it must
 * produce (gs_error_print), with its error code.  Each file is a valid
 * entry with one thing wrong; its first line says what.
 */
static const struct bad_file {
    const char *file;
    enum gs_errc code;
    const char *line;
} bad_files[] = {
    /* keys and types */
    { "unknown-key.yaml", GS_ESCHEMA,
      "gpusel: bad/unknown-key.yaml:10:5: error: unknown key 'memroy_gb' "
      "in gpu entry; did you mean 'memory_gb'?" },
    { "string-for-number.yaml", GS_ESCHEMA,
      "gpusel: bad/string-for-number.yaml:10:16: error: 'memory_gb' must be "
      "a number, got 'eighty'" },
    { "quoted-number.yaml", GS_ESCHEMA,
      "gpusel: bad/quoted-number.yaml:10:16: error: 'memory_gb' must be a "
      "number, got the string \"80\"" },
    { "quoted-int.yaml", GS_ESCHEMA,
      "gpusel: bad/quoted-int.yaml:7:15: error: 'n_layers' must be a whole "
      "number, got the string \"32\"" },
    { "list-for-string.yaml", GS_ESCHEMA,
      "gpusel: bad/list-for-string.yaml:5:11: error: 'name' must be text, "
      "got a list" },
    { "mapping-for-number.yaml", GS_ESCHEMA,
      "gpusel: bad/mapping-for-number.yaml:14:12: error: 'tdp_w' must be a "
      "number, got a mapping" },
    { "yes-for-bool.yaml", GS_ESCHEMA,
      "gpusel: bad/yes-for-bool.yaml:19:10: error: 'ecc' must be true or "
      "false, got 'yes'" },
    { "fractional-int.yaml", GS_ESCHEMA,
      "gpusel: bad/fractional-int.yaml:7:15: error: 'n_layers' must be a "
      "whole number, got '32.5'" },
    /* values */
    { "negative.yaml", GS_ESCHEMA,
      "gpusel: bad/negative.yaml:10:16: error: 'memory_gb' must be "
      "positive, got -80" },
    { "zero.yaml", GS_ESCHEMA,
      "gpusel: bad/zero.yaml:14:12: error: 'tdp_w' must be positive, "
      "got 0" },
    { "inf.yaml", GS_ESCHEMA,
      "gpusel: bad/inf.yaml:12:22: error: 'mem_bw_gb_per_s' must be a "
      "number, got '.inf'" },
    { "nan.yaml", GS_ESCHEMA,
      "gpusel: bad/nan.yaml:12:22: error: 'mem_bw_gb_per_s' must be a "
      "number, got '.nan'" },
    { "overflow.yaml", GS_ESCHEMA,
      "gpusel: bad/overflow.yaml:10:16: error: 'memory_gb' is out of "
      "range: '1e400'" },
    { "overflow-scaled.yaml", GS_ESCHEMA,
      "gpusel: bad/overflow-scaled.yaml:10:16: error: 'memory_gb' must be "
      "at most 100000 GB (the plausible range, docs/catalogue.md), got "
      "1e300" },
    { "leading-zero.yaml", GS_ESCHEMA,
      "gpusel: bad/leading-zero.yaml:8:11: error: 'year' must not have a "
      "leading zero, got '02024' (octal in YAML 1.1, decimal in 1.2: write "
      "it without)" },
    { "int-out-of-range.yaml", GS_ESCHEMA,
      "gpusel: bad/int-out-of-range.yaml:8:11: error: 'year' must be "
      "between 1990 and 2100, got 1024" },
    { "uppercase-id.yaml", GS_ESCHEMA,
      "gpusel: bad/uppercase-id.yaml:4:9: error: 'id' must be lowercase "
      "letters, digits, '.' or '-' (at most 64), got 'Bad-GPU'" },
    { "bad-date.yaml", GS_ESCHEMA,
      "gpusel: bad/bad-date.yaml:21:12: error: 'as_of' must be a date like "
      "\"2025-06-30\", got '2025-13-01'" },
    { "bad-enum.yaml", GS_ESCHEMA,
      "gpusel: bad/bad-enum.yaml:15:20: error: 'scale_up_kind' must be one "
      "of nvlink, infinity-fabric, ici, neuronlink, roce, pcie, got "
      "'infiniband'" },
    { "bad-model-enum.yaml", GS_ESCHEMA,
      "gpusel: bad/bad-model-enum.yaml:15:10: error: 'mlp' must be one of "
      "gated, plain, got 'swiglu'" },
    { "empty-sources.yaml", GS_ESCHEMA,
      "gpusel: bad/empty-sources.yaml:22:14: error: 'sources' must not be "
      "empty" },
    /* entries */
    { "missing-key.yaml", GS_ESCHEMA,
      "gpusel: bad/missing-key.yaml:4:5: error: gpu entry is missing "
      "required key 'memory_type'" },
    { "duplicate-key.yaml", GS_ESCHEMA,
      "gpusel: bad/duplicate-key.yaml:12:5: error: duplicate key "
      "'memory_gb' (first at line 10)" },
    { "duplicate-id.yaml", GS_ESCHEMA,
      "gpusel: bad/duplicate-id.yaml:24: error: name 'bad-gpu' is already "
      "used at line 4" },
    { "alias-is-an-id.yaml", GS_ESCHEMA,
      "gpusel: bad/alias-is-an-id.yaml:24: error: name 'BAD-GPU' is "
      "already used at line 4" },
    { "heads-not-divisible.yaml", GS_ESCHEMA,
      "gpusel: bad/heads-not-divisible.yaml:4: error: model 'bad-model': "
      "n_heads (32) is not a multiple of n_kv_heads (6)" },
    { "entry-not-a-mapping.yaml", GS_ESCHEMA,
      "gpusel: bad/entry-not-a-mapping.yaml:4:5: error: each gpu entry "
      "must be a mapping of keys" },
    { "gpus-not-a-list.yaml", GS_ESCHEMA,
      "gpusel: bad/gpus-not-a-list.yaml:4:3: error: 'gpus' must be a list "
      "of entries" },
    /* the top level */
    { "unknown-top-level-key.yaml", GS_ESCHEMA,
      "gpusel: bad/unknown-top-level-key.yaml:3:1: error: unknown top-level "
      "key 'gpu' (expected 'schema_version', 'gpus' or 'models')" },
    { "missing-schema-version.yaml", GS_ESCHEMA,
      "gpusel: bad/missing-schema-version.yaml:2:1: error: missing "
      "'schema_version: 1'" },
    { "wrong-schema-version.yaml", GS_ESCHEMA,
      "gpusel: bad/wrong-schema-version.yaml:2:17: error: 'schema_version' "
      "must be 1, got 2 (a file for another gpusel version?)" },
    { "no-sections.yaml", GS_ESCHEMA,
      "gpusel: bad/no-sections.yaml:2:1: error: expected a 'gpus' or "
      "'models' list" },
    { "empty.yaml", GS_ESCHEMA,
      "gpusel: bad/empty.yaml:1:1: error: expected a mapping with "
      "'schema_version' and 'gpus' or 'models'" },
    /* YAML constructs the reader refuses */
    { "anchor.yaml", GS_ESCHEMA,
      "gpusel: bad/anchor.yaml:11:18: error: YAML anchors are not allowed "
      "('&mem')" },
    { "alias.yaml", GS_ESCHEMA,
      "gpusel: bad/alias.yaml:11:18: error: YAML aliases are not allowed "
      "('*mem')" },
    { "tag.yaml", GS_ESCHEMA,
      "gpusel: bad/tag.yaml:11:18: error: YAML tags are not allowed "
      "('tag:yaml.org,2002:str')" },
    { "two-documents.yaml", GS_ESCHEMA,
      "gpusel: bad/two-documents.yaml:23:1: error: only one YAML document "
      "is allowed per file" },
    /* not well-formed YAML: libyaml's message at libyaml's position */
    { "tab-indent.yaml", GS_ESYNTAX,
      "gpusel: bad/tab-indent.yaml:10:1: error: found a tab character that "
      "violates indentation while scanning a plain scalar" },
    { "unclosed-flow.yaml", GS_ESYNTAX,
      "gpusel: bad/unclosed-flow.yaml:23:1: error: did not find expected "
      "',' or ']' while parsing a flow sequence" },
    /* 0xE9 starts a 3-byte sequence; the 'C' after it is the bad octet */
    { "invalid-utf8.yaml", GS_ESYNTAX,
      "gpusel: bad/invalid-utf8.yaml:6:18: error: invalid trailing UTF-8 "
      "octet" },
    /* not a fixture: a file that is not there */
    { "no-such-file.yaml", GS_EIO,
      "gpusel: error: cannot read 'bad/no-such-file.yaml': No such file or "
      "directory" },
};

static void each_bad_file_fails_with_its_exact_message(void **state)
{
    size_t i, n_wrong = 0;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(bad_files); i++) {
        const struct bad_file *b = &bad_files[i];
        struct gs_dataset d;
        struct gs_error err = GS_ERROR_INIT;
        char path[256], got[1024];

        snprintf(path, sizeof(path), "bad/%s", b->file);
        gs_dataset_init(&d);
        if (gs_dataset_load_file(&d, path, &err) != -1) {
            print_error("%s loaded without an error\n", path);
            n_wrong++;
        } else {
            error_line(&err, got, sizeof(got));
            if (err.code != b->code || strcmp(got, b->line) != 0) {
                print_error("%s:\n  got code %d: %s\n  want code %d: %s\n",
                            path, (int)err.code, got, (int)b->code, b->line);
                n_wrong++;
            }
        }
        gs_dataset_release(&d);
    }
    assert_int_equal(n_wrong, 0);     /* every mismatch is listed above */
}

static void every_bad_fixture_has_an_expected_message(void **state)
{
    DIR *dir = opendir("bad");
    struct dirent *e;
    size_t n_files = 0, n_missing_rows = 0, i;

    (void)state;
    assert_non_null(dir);
    while ((e = readdir(dir)) != NULL) {
        bool listed = false;
        char path[512];
        struct stat st;

        snprintf(path, sizeof(path), "bad/%s", e->d_name);
        if (e->d_name[0] == '.' ||
            (stat(path, &st) == 0 && S_ISDIR(st.st_mode)))
            continue;           /* bad/inputs/: tests/bad_inputs.sh's */
        n_files++;
        for (i = 0; i < GS_ARRAY_SIZE(bad_files); i++)
            listed |= strcmp(bad_files[i].file, e->d_name) == 0;
        if (!listed) {
            print_error("bad/%s has no row in bad_files[]\n", e->d_name);
            n_missing_rows++;
        }
    }
    closedir(dir);
    assert_int_equal(n_missing_rows, 0);
    /* ... and every row but the missing-file one names a real file. */
    assert_int_equal(n_files, GS_ARRAY_SIZE(bad_files) - 1);
}

static void a_directory_is_an_io_error(void **state)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_dataset_init(&d);
    assert_int_equal(gs_dataset_load_file(&d, "bad", &err), -1);
    expect_error(&err, GS_EIO, "gpusel: error: cannot read 'bad': Is a "
                               "directory");
    gs_dataset_release(&d);
}

/* ------------------------------------------- inline malformed and hostile */

static void duplicate_keys_on_one_line_cite_the_second(void **state)
{
    (void)state;
    EXPECT_TEXT_ERROR("flow.yaml",
                      "schema_version: 1\n"
                      "gpus: [{id: a, name: b, id: c}]\n",
                      GS_ESCHEMA,
                      "gpusel: flow.yaml:2:25: error: duplicate key 'id' "
                      "(first at line 2)");
    EXPECT_TEXT_ERROR("top.yaml",
                      "schema_version: 1\n"
                      "gpus: []\n"
                      "schema_version: 1\n",
                      GS_ESCHEMA,
                      "gpusel: top.yaml:3:1: error: duplicate key "
                      "'schema_version' (first at line 1)");
}

static void non_scalar_mapping_keys_are_refused(void **state)
{
    (void)state;
    EXPECT_TEXT_ERROR("key.yaml",
                      "schema_version: 1\n"
                      "? [a, b]\n"
                      ": c\n",
                      GS_ESCHEMA,
                      "gpusel: key.yaml:2:3: error: mapping keys must be "
                      "plain text");
}

static void anchors_and_tags_on_collections_are_refused(void **state)
{
    (void)state;
    EXPECT_TEXT_ERROR("a.yaml", "schema_version: 1\ngpus: &all []\n",
                      GS_ESCHEMA,
                      "gpusel: a.yaml:2:7: error: YAML anchors are not "
                      "allowed ('&all')");
    EXPECT_TEXT_ERROR("t.yaml", "schema_version: 1\ngpus: !!seq []\n",
                      GS_ESCHEMA,
                      "gpusel: t.yaml:2:7: error: YAML tags are not allowed "
                      "('tag:yaml.org,2002:seq')");
    EXPECT_TEXT_ERROR("l.yaml", "schema_version: 1\ngpus: !local []\n",
                      GS_ESCHEMA,
                      "gpusel: l.yaml:2:7: error: YAML tags are not allowed "
                      "('!local')");
}

static void a_nul_byte_in_a_value_is_refused(void **state)
{
    (void)state;
    EXPECT_TEXT_ERROR("nul.yaml", "schema_version: 1\ngpus: \"a\\0b\"\n",
                      GS_ESCHEMA,
                      "gpusel: nul.yaml:2:7: error: NUL byte in a YAML "
                      "value");
}

static void an_invalid_leading_octet_is_placed_by_its_offset(void **state)
{
    /* "gpus: café " is 11 characters but 12 bytes. */
    static const char text[] = "schema_version: 1\n"
                               "# \xc3\xa9t\xc3\xa9\n"
                               "gpus: caf\xc3\xa9 \xff\n";

    (void)state;
    /* Columns count characters, as libyaml's own marks do. */
    EXPECT_TEXT_ERROR("u.yaml", text, GS_ESYNTAX,
                      "gpusel: u.yaml:3:12: error: invalid leading UTF-8 "
                      "octet");
}

static void empty_text_values_are_refused(void **state)
{
    char text[2048];
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;
    char *notes;

    (void)state;
    gpu_entry(text, sizeof(text), "x", "[]", 80);
    assert_true(strlen(text) + 16 < sizeof(text));
    notes = text + strlen(text);
    memcpy(notes, "    notes: ~\n", sizeof("    notes: ~\n"));
    gs_dataset_init(&d);
    assert_int_equal(gs_dataset_load_buffer(&d, "e.yaml",
                                            (const unsigned char *)text,
                                            strlen(text), GS_DATA_GPUS, &err),
                     -1);
    expect_error(&err, GS_ESCHEMA, "gpusel: e.yaml:23:12: error: 'notes' "
                                   "must not be empty");
    gs_dataset_release(&d);
}

static void quoted_booleans_are_text(void **state)
{
    char text[2048];
    char *ecc;

    (void)state;
    gpu_entry(text, sizeof(text), "x", "[]", 80);
    ecc = strstr(text, "ecc: true");
    assert_non_null(ecc);
    memcpy(ecc, "ecc: 'Y'\n", 9);   /* same length as "ecc: true" */
    EXPECT_TEXT_ERROR("b.yaml", text, GS_ESCHEMA,
                      "gpusel: b.yaml:19:10: error: 'ecc' must be true or "
                      "false, got the string \"Y\"");
}

/* "[" * depth then "]" * depth: a sequence nested depth levels deep. */
static char *nested(size_t depth)
{
    char *s = malloc(2 * depth + 2);

    assert_non_null(s);
    memset(s, '[', depth);
    memset(s + depth, ']', depth);
    s[2 * depth] = '\n';
    s[2 * depth + 1] = '\0';
    return s;
}

static void nesting_of_64_levels_parses(void **state)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_ynode *root, *n;
    char *text = nested(GS_YAML_MAX_DEPTH);
    size_t depth = 0;

    (void)state;
    assert_int_equal(gs_yaml_parse(&a, "n.yaml", (unsigned char *)text,
                                   strlen(text), &root, &err), 0);
    for (n = root; n && n->kind == GS_YNODE_SEQ;
         n = n->n_items ? n->items[0] : NULL)
        depth++;
    assert_int_equal(depth, GS_YAML_MAX_DEPTH);
    free(text);
    gs_arena_release(&a);
}

static void nesting_deeper_than_64_levels_is_refused(void **state)
{
    char *text = nested(100);

    (void)state;
    EXPECT_TEXT_ERROR("deep.yaml", text, GS_ESCHEMA,
                      "gpusel: deep.yaml:1:65: error: YAML nested deeper "
                      "than 64 levels");
    free(text);
}

static void a_million_open_brackets_are_refused_without_leaks(void **state)
{
    size_t n = 1000000;
    char *text = malloc(n + 1);
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_non_null(text);
    memset(text, '[', n);
    text[n] = '\0';
    gs_dataset_init(&d);
    assert_int_equal(gs_dataset_load_buffer(&d, "deep.yaml",
                                            (unsigned char *)text, n,
                                            GS_DATA_GPUS, &err), -1);
    assert_int_equal(err.code, GS_ESCHEMA);
    expect_error(&err, GS_ESCHEMA, "gpusel: deep.yaml:1:65: error: YAML "
                                   "nested deeper than 64 levels");
    gs_dataset_release(&d);
    free(text);
}

static void deep_block_sequences_are_refused_too(void **state)
{
    size_t n = 100000, i;
    char *text = malloc(2 * n + 3);

    (void)state;
    assert_non_null(text);
    for (i = 0; i < n; i++)
        memcpy(text + 2 * i, "- ", 2);
    memcpy(text + 2 * n, "x\n", 3);
    EXPECT_TEXT_ERROR("block.yaml", text, GS_ESCHEMA,
                      "gpusel: block.yaml:1:129: error: YAML nested deeper "
                      "than 64 levels");
    free(text);
}

static void more_than_a_million_nodes_are_refused(void **state)
{
    size_t n = GS_YAML_MAX_NODES, i;     /* plus the list: one too many */
    char *text = malloc(2 * n + 3);

    (void)state;
    assert_non_null(text);
    text[0] = '[';
    for (i = 0; i < n; i++)
        memcpy(text + 1 + 2 * i, "0,", 2);
    memcpy(text + 2 * n, "]\n", 3);     /* overwrites the last comma */
    EXPECT_TEXT_ERROR("many.yaml", text, GS_ESCHEMA,
                      "gpusel: many.yaml:1:2000000: error: more than "
                      "1000000 YAML nodes");
    free(text);
}

static void files_over_16_mib_are_refused_before_parsing(void **state)
{
    size_t n = GS_YAML_MAX_BYTES + 1;
    char *text = malloc(n);

    (void)state;
    assert_non_null(text);
    memset(text, '#', n);
    expect_buffer_error("big.yaml", text, n, GS_ESCHEMA,
                        "gpusel: big.yaml: error: file is larger than 16 "
                        "MiB");
    free(text);
}

static void a_failed_load_leaves_a_releasable_dataset(void **state)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    load_builtin_ok(&d);
    assert_int_equal(gs_dataset_load_file(&d, "bad/duplicate-id.yaml", &err),
                     -1);
    assert_int_equal(err.code, GS_ESCHEMA);
    gs_dataset_release(&d);
    assert_int_equal(d.n_gpus, 0);
    /* Released means reusable. */
    load_ok(&d, "toy/toy.yaml");
    assert_int_equal(d.n_gpus, 1);
    gs_dataset_release(&d);
}

static int enter_fixtures(void **state)
{
    (void)state;
    return chdir(GPUSEL_FIXTURES);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(builtin_catalogue_loads_with_many_gpus_and_models),
        cmocka_unit_test(every_builtin_entry_written_as_yaml_loads_back_the_same),
        cmocka_unit_test(builtin_loads_only_the_sections_asked_for),
        cmocka_unit_test(lookups_take_ids_and_aliases_in_any_case),
        cmocka_unit_test(every_builtin_id_and_alias_finds_its_own_entry),
        cmocka_unit_test(unknown_name_is_not_found_with_a_suggestion),
        cmocka_unit_test(unknown_name_with_nothing_close_points_at_the_list),
        cmocka_unit_test(lookups_in_an_empty_dataset_find_nothing),
        cmocka_unit_test(toy_gpu_loads_every_field_in_base_units),
        cmocka_unit_test(toy_model_loads_every_dense_field),
        cmocka_unit_test(model_defaults_apply_when_optional_keys_are_absent),
        cmocka_unit_test(moe_mla_and_sliding_window_fields_load),
        cmocka_unit_test(load_buffer_reads_only_the_sections_asked_for),
        cmocka_unit_test(binary_keys_convert_exactly_to_bytes),
        cmocka_unit_test(a_decimal_and_a_binary_key_together_are_refused),
        cmocka_unit_test(a_pair_with_neither_key_is_a_missing_key),
        cmocka_unit_test(efficiency_fractions_come_with_their_sources),
        cmocka_unit_test(absent_ecc_pcie_and_mig_are_unknown_and_zero_is_none),
        cmocka_unit_test(builtin_binary_capacities_and_unknowns),
        cmocka_unit_test(overlay_with_a_known_id_replaces_it_in_place),
        cmocka_unit_test(overlay_with_a_new_id_is_appended),
        cmocka_unit_test(later_overlay_replaces_an_earlier_overlay),
        cmocka_unit_test(replaced_overlay_entries_are_freed),
        cmocka_unit_test(aliases_from_later_files_win),
        cmocka_unit_test(ids_win_over_aliases_from_any_file),
        cmocka_unit_test(each_bad_file_fails_with_its_exact_message),
        cmocka_unit_test(every_bad_fixture_has_an_expected_message),
        cmocka_unit_test(a_directory_is_an_io_error),
        cmocka_unit_test(duplicate_keys_on_one_line_cite_the_second),
        cmocka_unit_test(non_scalar_mapping_keys_are_refused),
        cmocka_unit_test(anchors_and_tags_on_collections_are_refused),
        cmocka_unit_test(a_nul_byte_in_a_value_is_refused),
        cmocka_unit_test(an_invalid_leading_octet_is_placed_by_its_offset),
        cmocka_unit_test(empty_text_values_are_refused),
        cmocka_unit_test(quoted_booleans_are_text),
        cmocka_unit_test(nesting_of_64_levels_parses),
        cmocka_unit_test(nesting_deeper_than_64_levels_is_refused),
        cmocka_unit_test(a_million_open_brackets_are_refused_without_leaks),
        cmocka_unit_test(deep_block_sequences_are_refused_too),
        cmocka_unit_test(more_than_a_million_nodes_are_refused),
        cmocka_unit_test(files_over_16_mib_are_refused_before_parsing),
        cmocka_unit_test(a_failed_load_leaves_a_releasable_dataset),
    };

    return cmocka_run_group_tests_name("loader", tests, enter_fixtures, NULL);
}
