/*
 * gs_resolve_model() (src/data/resolve.c): the one resolver for model
 * names, in its documented order: catalogue id or alias, config.json,
 * bare size; and what it says when nothing matches.
 */
#include <string.h>

#include "gs_test.h"
#include "resolve.h"

static struct gs_dataset data;

static int setup(void **state)
{
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    gs_dataset_init(&data);
    return gs_dataset_load_builtin(&data, GS_DATA_MODELS, &err) == 0 ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    gs_dataset_release(&data);
    return 0;
}

static void catalogue_ids_and_aliases_come_first(void **state)
{
    struct gs_resolved_model r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_resolve_model(&data, "llama-3.1-70b", &r, &err), 0);
    assert_int_equal(r.origin, GS_MODEL_FROM_CATALOGUE);
    assert_string_equal(r.model->id, "llama-3.1-70b");
    assert_int_equal(gs_resolve_model(&data, "meta-llama/Llama-3.1-70B", &r,
                                      &err), 0);
    assert_string_equal(r.model->id, "llama-3.1-70b");
    assert_string_equal(gs_model_origin_name(r.origin), "catalogue");
}

static void a_config_json_is_read(void **state)
{
    struct gs_resolved_model r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_resolve_model(&data, GPUSEL_FIXTURES
                                      "/hf/llama-3.1-8b/config.json", &r,
                                      &err), 0);
    assert_int_equal(r.origin, GS_MODEL_FROM_HFCONFIG);
    assert_int_equal(r.model->n_layers, 32);
    /* a missing .json is the loader's I/O error, not "unknown model" */
    assert_int_equal(gs_resolve_model(&data, "no/such/config.json", &r, &err),
                     -1);
    assert_int_equal(err.code, GS_EIO);
}

static void a_size_is_a_generic_decoder(void **state)
{
    struct gs_resolved_model r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_resolve_model(&data, "70B", &r, &err), 0);
    assert_int_equal(r.origin, GS_MODEL_FROM_SIZE);
    assert_true(r.model == &r.generic);
    assert_true(r.model->is_generic);
}

static void unknown_names_say_what_was_tried(void **state)
{
    struct gs_resolved_model r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_resolve_model(&data, "70Q", &r, &err), -1);
    assert_int_equal(err.code, GS_ENOTFOUND);
    assert_non_null(strstr(err.msg, "not a config.json file"));
    err = (struct gs_error)GS_ERROR_INIT;
    assert_int_equal(gs_resolve_model(&data, "lama-3.1-8b", &r, &err), -1);
    assert_non_null(strstr(err.msg, "did you mean"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(catalogue_ids_and_aliases_come_first),
        cmocka_unit_test(a_config_json_is_read),
        cmocka_unit_test(a_size_is_a_generic_decoder),
        cmocka_unit_test(unknown_names_say_what_was_tried),
    };

    return cmocka_run_group_tests_name("resolve", tests, setup, teardown);
}
