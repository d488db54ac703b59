/*
 * The price files compiled into the binary (src/data/embedded.h,
 * written by src/data/gen/gencatalog.c):
 *
 *   - gs_price_set_load_builtin() gives, member by member, the set the
 *     strict loader makes of data/prices/prices.yaml and api-prices.yaml
 *     now (rows, model API rows and each file's statistics), so a field
 *     the generator forgot, or a stale build, fails here;
 *   - the comparison itself notices a change in any one member;
 *   - GPU names are resolved against the run's catalogue as the loader
 *     resolves them: an overlay that replaces a GPU gets its id, and a
 *     catalogue that lacks one gets the loader's error at the same
 *     file:line:column.
 */
#include "gs_test.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dataset.h"
#include "embedded.h"
#include "file.h"
#include "members.h"
#include "price_load.h"

#ifndef GPUSEL_SOURCE_DIR
#error "GPUSEL_SOURCE_DIR must name the source tree"
#endif

static const char *const price_files[] = {
    GPUSEL_SOURCE_DIR "/data/prices/prices.yaml",
    GPUSEL_SOURCE_DIR "/data/prices/api-prices.yaml",
};
static const char *const builtin_names[] = {
    GS_BUILTIN_PRICES_PATH, GS_BUILTIN_API_PRICES_PATH,
};

static bool same_str(const char *a, const char *b)
{
    return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/*
 * NULL when a and b (n_members members of the table) hold the same
 * values, else the first member that differs: strings and dates' texts
 * by content, everything else byte by byte.
 */
static const char *first_difference(const struct gs_member *members,
                                    size_t n_members, const void *va,
                                    const void *vb)
{
    const unsigned char *a = va, *b = vb;
    size_t i;

    for (i = 0; i < n_members; i++) {
        const struct gs_member *m = &members[i];
        const char *sa, *sb;
        struct gs_date da, db;

        switch (m->kind) {
        case GS_MEMBER_STR:
            memcpy(&sa, a + m->offset, sizeof(sa));
            memcpy(&sb, b + m->offset, sizeof(sb));
            if (!same_str(sa, sb))
                return m->name;
            break;
        case GS_MEMBER_DATE:
            memcpy(&da, a + m->offset, sizeof(da));
            memcpy(&db, b + m->offset, sizeof(db));
            if (da.days != db.days || da.precision != db.precision ||
                !same_str(da.text, db.text))
                return m->name;
            break;
        default:
            if (memcmp(a + m->offset, b + m->offset, m->size) != 0)
                return m->name;
            break;
        }
    }
    return NULL;
}

static void load_builtin_catalog(struct gs_dataset *d)
{
    struct gs_error err = GS_ERROR_INIT;

    gs_dataset_init(d);
    assert_int_equal(gs_dataset_load_builtin(d, GS_DATA_GPUS, &err), 0);
}

/* The shipped files through the strict loader, named as the built-ins. */
static int load_yaml(struct gs_price_set *s, const struct gs_dataset *d,
                     struct gs_error *err)
{
    struct gs_gpu_resolver r;
    struct gs_price_load_opts o = { .resolver = &r };
    size_t i;

    gs_gpu_resolver_dataset(&r, d);
    for (i = 0; i < 2; i++) {
        char *buf;
        size_t len;
        bool too_large;
        int rc;

        assert_int_equal(gs_file_read(price_files[i], GS_PRICE_MAX_FILE_BYTES,
                                      &buf, &len, &too_large, err), 0);
        assert_false(too_large);
        rc = gs_price_load_yaml_buffer(s, builtin_names[i],
                                       (const unsigned char *)buf, len, &o,
                                       err);
        free(buf);
        if (rc < 0)
            return -1;
    }
    return 0;
}

static int load_compiled(struct gs_price_set *s, const struct gs_dataset *d,
                         struct gs_error *err)
{
    struct gs_gpu_resolver r;
    struct gs_price_load_opts o = { .resolver = &r };

    gs_gpu_resolver_dataset(&r, d);
    return gs_price_set_load_builtin(s, &o, err);
}

static void compare_sets(const struct gs_price_set *yaml,
                         const struct gs_price_set *built)
{
    size_t i;
    int bad = 0;

    assert_int_equal(built->n_files, yaml->n_files);
    assert_int_equal(built->n_prices, yaml->n_prices);
    assert_int_equal(built->n_api_prices, yaml->n_api_prices);
    assert_true(yaml->n_prices > 0);
    assert_true(yaml->n_api_prices > 0);
    for (i = 0; i < yaml->n_files; i++) {
        const char *diff = first_difference(
            gs_price_file_stats_members, gs_n_price_file_stats_members,
            &yaml->files[i], &built->files[i]);

        if (diff) {
            print_error("file %zu: built-in '%s' differs\n", i, diff);
            bad++;
        }
    }
    for (i = 0; i < yaml->n_prices; i++) {
        const char *diff = first_difference(gs_price_members,
                                            gs_n_price_members,
                                            &yaml->prices[i],
                                            &built->prices[i]);

        if (diff) {
            print_error("price row %zu (line %u): built-in '%s' differs\n",
                        i, yaml->prices[i].origin_line, diff);
            bad++;
        }
    }
    for (i = 0; i < yaml->n_api_prices; i++) {
        const char *diff = first_difference(gs_api_price_members,
                                            gs_n_api_price_members,
                                            &yaml->api_prices[i],
                                            &built->api_prices[i]);

        if (diff) {
            print_error("api row %zu (line %u): built-in '%s' differs\n", i,
                        yaml->api_prices[i].origin_line, diff);
            bad++;
        }
    }
    assert_int_equal(bad, 0);
}

static void the_names_are_the_builtin_paths(void **state)
{
    (void)state;
    assert_int_equal(gs_builtin_prices.n_files, 2);
    assert_string_equal(gs_builtin_prices.files[0].stats.path,
                        GS_BUILTIN_PRICES_PATH);
    assert_string_equal(gs_builtin_prices.files[1].stats.path,
                        GS_BUILTIN_API_PRICES_PATH);
    assert_string_equal(gs_builtin_prices.files[0].prices[0].origin_path,
                        GS_BUILTIN_PRICES_PATH);
}

/* Both sets against one dataset; `d` NULL: the built-in catalogue. */
static void compiled_equals_loaded(struct gs_dataset *d)
{
    struct gs_price_set yaml, built;
    struct gs_error err = GS_ERROR_INIT;

    gs_price_set_init(&yaml);
    gs_price_set_init(&built);
    if (load_yaml(&yaml, d, &err) != 0 || load_compiled(&built, d, &err) != 0) {
        gs_error_print(&err, stderr);
        fail();
    }
    compare_sets(&yaml, &built);
    gs_price_set_release(&yaml);
    gs_price_set_release(&built);
}

static void every_compiled_row_equals_a_fresh_load(void **state)
{
    struct gs_dataset d;

    (void)state;
    load_builtin_catalog(&d);
    compiled_equals_loaded(&d);
    gs_dataset_release(&d);
}

/*
 * An API row's date is the day its source was checked, never the
 * snapshot date of a copy it was read from (issue 16): no built-in API
 * row that cites the 2026-07-24 litellm mirror copy carries that copy's
 * date, and a row marked suspect says why in its notes.
 */
static void api_rows_are_not_dated_by_a_copy(void **state)
{
    static const char copy[] = "RoCry/llm-api-price@8442b939";
    struct gs_dataset d;
    struct gs_price_set s;
    struct gs_error err = GS_ERROR_INIT;
    size_t i, n_copied = 0;

    (void)state;
    load_builtin_catalog(&d);
    gs_price_set_init(&s);
    assert_int_equal(load_compiled(&s, &d, &err), 0);
    for (i = 0; i < s.n_api_prices; i++) {
        const struct gs_api_price *p = &s.api_prices[i];

        if (p->suspect)
            assert_non_null(p->notes);
        if (!p->source || !strstr(p->source, copy))
            continue;
        n_copied++;
        if (p->as_of.text && strcmp(p->as_of.text, "2026-07-24") == 0) {
            print_error("%s/%s (%s:%u) is dated by the copy\n", p->provider,
                        p->model, p->origin_path, p->origin_line);
            fail();
        }
        assert_non_null(p->as_of_note);
    }
    assert_true(n_copied > 100);    /* the litellm rows are there */
    gs_price_set_release(&s);
    gs_dataset_release(&d);
}

/*
 * The comparison is not vacuous: changing any one member of a row, an
 * API row or a file's statistics is reported, by name.
 */
static void check_every_member(const struct gs_member *members,
                               size_t n_members, const void *entry,
                               size_t size)
{
    static const char other[] = "something else";
    unsigned char *copy = malloc(size);
    size_t i;

    assert_non_null(copy);
    for (i = 0; i < n_members; i++) {
        const struct gs_member *m = &members[i];
        const char *diff;

        memcpy(copy, entry, size);
        if (m->kind == GS_MEMBER_STR) {
            const char *p = other;

            memcpy(copy + m->offset, &p, sizeof(p));
        } else if (m->kind == GS_MEMBER_DATE) {
            struct gs_date dt;

            memcpy(&dt, copy + m->offset, sizeof(dt));
            dt.text = other;
            memcpy(copy + m->offset, &dt, sizeof(dt));
        } else {
            copy[m->offset] ^= 1;
        }
        diff = first_difference(members, n_members, entry, copy);
        if (!diff || strcmp(diff, m->name) != 0) {
            print_error("changing '%s' was reported as '%s'\n", m->name,
                        diff ? diff : "(no difference)");
            fail();
        }
    }
    free(copy);
}

static void the_comparison_notices_any_changed_member(void **state)
{
    const struct gs_builtin_price_file *f = gs_builtin_prices.files;

    (void)state;
    check_every_member(gs_price_members, gs_n_price_members, &f[0].prices[0],
                       sizeof(struct gs_price));
    check_every_member(gs_api_price_members, gs_n_api_price_members,
                       &f[1].api_prices[0], sizeof(struct gs_api_price));
    check_every_member(gs_price_file_stats_members,
                       gs_n_price_file_stats_members, &f[0].stats,
                       sizeof(struct gs_price_file_stats));
}

/*
 * An overlay replacing a GPU: rows name the overlay's entry (its id
 * string), as the loader's resolver does, and the sets still agree.
 */
static void gpu_names_resolve_against_the_runs_catalogue(void **state)
{
    static const char overlay[] =
        "schema_version: 1\n"
        "gpus:\n"
        "  - id: h100-sxm\n"
        "    name: \"Mine\"\n"
        "    vendor: NVIDIA\n"
        "    architecture: Hopper\n"
        "    year: 2023\n"
        "    form_factor: SXM5\n"
        "    memory_gb: 96\n"
        "    memory_type: HBM3\n"
        "    mem_bw_gb_per_s: 3350\n"
        "    sparsity_2_4: false\n"
        "    scale_up_kind: nvlink\n"
        "    scale_up_bw_gb_per_s: 900\n"
        "    scale_up_domain_gpus: 8\n"
        "    pcie_gen: 5\n"
        "    ecc: true\n"
        "    mig_max_instances: 0\n"
        "    as_of: \"2025-06-30\"\n"
        "    sources: [\"test\"]\n";
    struct gs_dataset d;
    struct gs_price_set built;
    struct gs_error err = GS_ERROR_INIT;
    const struct gs_gpu *mine;
    size_t i, n = 0;

    (void)state;
    load_builtin_catalog(&d);
    if (gs_dataset_load_buffer(&d, "overlay.yaml",
                               (const unsigned char *)overlay,
                               strlen(overlay), GS_DATA_GPUS, &err) != 0) {
        gs_error_print(&err, stderr);
        fail();
    }
    mine = gs_dataset_find_gpu(&d, "h100-sxm");
    assert_non_null(mine);
    assert_string_equal(mine->name, "Mine");
    gs_price_set_init(&built);
    assert_int_equal(load_compiled(&built, &d, &err), 0);
    for (i = 0; i < built.n_prices; i++) {
        if (strcmp(built.prices[i].gpu_name, "h100-sxm") != 0)
            continue;
        assert_ptr_equal(built.prices[i].gpu_id, mine->id);
        n++;
    }
    assert_true(n > 0);
    gs_price_set_release(&built);
    compiled_equals_loaded(&d);
    gs_dataset_release(&d);
}

/* A catalogue without the shipped GPUs: the loader's error, same place. */
static void an_unresolved_gpu_is_the_loaders_error(void **state)
{
    static const char toy[] =
        "schema_version: 1\n"
        "gpus:\n"
        "  - id: toy\n"
        "    name: \"Toy\"\n"
        "    vendor: Acme\n"
        "    architecture: Test\n"
        "    year: 2025\n"
        "    form_factor: PCIe\n"
        "    memory_gb: 24\n"
        "    memory_type: GDDR6\n"
        "    mem_bw_gb_per_s: 900\n"
        "    sparsity_2_4: false\n"
        "    scale_up_kind: pcie\n"
        "    scale_up_bw_gb_per_s: 64\n"
        "    scale_up_domain_gpus: 1\n"
        "    pcie_gen: 5\n"
        "    ecc: true\n"
        "    mig_max_instances: 0\n"
        "    as_of: \"2025-06-30\"\n"
        "    sources: [\"test\"]\n";
    struct gs_dataset d;
    struct gs_price_set a, b;
    struct gs_error ea = GS_ERROR_INIT, eb = GS_ERROR_INIT;

    (void)state;
    gs_dataset_init(&d);
    assert_int_equal(gs_dataset_load_buffer(&d, "toy.yaml",
                                            (const unsigned char *)toy,
                                            strlen(toy), GS_DATA_GPUS, &ea),
                     0);
    gs_price_set_init(&a);
    gs_price_set_init(&b);
    assert_int_equal(load_yaml(&a, &d, &ea), -1);
    assert_int_equal(load_compiled(&b, &d, &eb), -1);
    assert_int_equal(eb.code, GS_ENOTFOUND);
    assert_int_equal(eb.code, ea.code);
    assert_string_equal(eb.path, GS_BUILTIN_PRICES_PATH);
    assert_string_equal(eb.path, ea.path);
    assert_true(eb.line > 0 && eb.col > 0);
    assert_int_equal(eb.line, ea.line);
    assert_int_equal(eb.col, ea.col);
    assert_string_equal(eb.msg, ea.msg);
    gs_price_set_release(&a);
    gs_price_set_release(&b);
    gs_dataset_release(&d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_names_are_the_builtin_paths),
        cmocka_unit_test(every_compiled_row_equals_a_fresh_load),
        cmocka_unit_test(api_rows_are_not_dated_by_a_copy),
        cmocka_unit_test(the_comparison_notices_any_changed_member),
        cmocka_unit_test(gpu_names_resolve_against_the_runs_catalogue),
        cmocka_unit_test(an_unresolved_gpu_is_the_loaders_error),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
