/*
 * The built-in catalogues as compiled in (src/data/gen/gencatalog.c) and
 * the overlay index:
 *
 *   - every built-in entry equals, field by field, what the loader makes
 *     of data/gpus.yaml and data/models.yaml now: strings and lists by
 *     content, every other byte of the struct as is, so a field the
 *     generator forgot (or a stale build) fails here;
 *   - the comparison itself notices a change in any one member;
 *   - the built-ins load without a copy, and the first overlay copies
 *     the entries, not the built-in arrays' contents;
 *   - overlays replace by id through the index across many files and
 *     index growth, and a failed load leaves a releasable dataset.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gs_test.h"

#include "dataset.h"
#include "embedded.h"
#include "error.h"
#include "members.h"

#ifndef GPUSEL_SOURCE_DIR
#error "GPUSEL_SOURCE_DIR must name the source tree"
#endif

struct kind {
    const char *what;
    const struct gs_member *members;    /* n_members: passed along */
    size_t elem_size;
    const char *builtin_path;
};

static const struct kind gpu_kind = {
    "gpu", gs_gpu_members, sizeof(struct gs_gpu), GS_BUILTIN_GPUS_PATH,
};
static const struct kind model_kind = {
    "model", gs_model_members, sizeof(struct gs_model),
    GS_BUILTIN_MODELS_PATH,
};

static const char *str_at(const unsigned char *e, size_t offset)
{
    const char *s;

    memcpy(&s, e + offset, sizeof(s));
    return s;
}

static bool same_str(const char *a, const char *b)
{
    return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

static bool same_list(const unsigned char *a, const unsigned char *b,
                      size_t offset)
{
    const char *const *la, *const *lb;
    size_t i;

    memcpy(&la, a + offset, sizeof(la));
    memcpy(&lb, b + offset, sizeof(lb));
    if (!la || !lb)
        return !la && !lb;
    for (i = 0; la[i] && lb[i]; i++)
        if (strcmp(la[i], lb[i]) != 0)
            return false;
    return !la[i] && !lb[i];
}

/* The member holding byte `b`, for messages. */
static const char *member_at(const struct kind *k, size_t n_members,
                             size_t b)
{
    size_t i;

    for (i = 0; i < n_members; i++)
        if (b >= k->members[i].offset &&
            b < k->members[i].offset + k->members[i].size)
            return k->members[i].name;
    return "(no member: padding?)";
}

/*
 * NULL when the loaded entry `a` (origin `a_path`) and the built-in `b`
 * are the same, else the name of the first member that differs.  Pointer
 * members compare by content (origin_path: the built-in name against the
 * file loaded); everything else, padding included, byte by byte.
 */
static const char *first_difference(const struct kind *k, size_t n_members,
                                    const void *a, const void *b)
{
    unsigned char *ma = malloc(k->elem_size), *mb = malloc(k->elem_size);
    const char *diff = NULL;
    size_t i;

    assert_non_null(ma);
    assert_non_null(mb);
    memcpy(ma, a, k->elem_size);
    memcpy(mb, b, k->elem_size);
    for (i = 0; i < n_members && !diff; i++) {
        const struct gs_member *m = &k->members[i];

        if (m->kind == GS_MEMBER_STR) {
            const char *sa = str_at(ma, m->offset), *sb = str_at(mb, m->offset);

            if (strcmp(m->name, "origin_path") == 0 ?
                    !sb || strcmp(sb, k->builtin_path) != 0 || !sa :
                    !same_str(sa, sb))
                diff = m->name;
        } else if (m->kind == GS_MEMBER_STRLIST) {
            if (!same_list(ma, mb, m->offset))
                diff = m->name;
        } else {
            continue;
        }
        memset(ma + m->offset, 0, m->size);
        memset(mb + m->offset, 0, m->size);
    }
    for (i = 0; i < k->elem_size && !diff; i++)
        if (ma[i] != mb[i])
            diff = member_at(k, n_members, i);
    free(ma);
    free(mb);
    return diff;
}

static void load_file_ok(struct gs_dataset *d, const char *path)
{
    struct gs_error err = GS_ERROR_INIT;

    if (gs_dataset_load_file(d, path, &err) != 0) {
        gs_error_print(&err, stderr);
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
        gs_error_print(&err, stderr);
        fail();
    }
}

static void load_builtin_ok(struct gs_dataset *d)
{
    struct gs_error err = GS_ERROR_INIT;

    gs_dataset_init(d);
    assert_int_equal(gs_dataset_load_builtin(d, GS_DATA_GPUS | GS_DATA_MODELS,
                                             &err), 0);
}

static void compare_all(const struct kind *k, size_t n_members,
                        const void *loaded, size_t n_loaded,
                        const void *builtin, size_t n_builtin)
{
    size_t i;
    int bad = 0;

    assert_true(n_members > 0);
    assert_int_equal(n_builtin, n_loaded);
    assert_true(n_loaded > 0);
    for (i = 0; i < n_loaded; i++) {
        const unsigned char *a = (const unsigned char *)loaded +
                                 i * k->elem_size;
        const unsigned char *b = (const unsigned char *)builtin +
                                 i * k->elem_size;
        const char *diff = first_difference(k, n_members, a, b);

        if (diff) {
            print_error("%s '%s': built-in '%s' differs from the YAML\n",
                        k->what, str_at(a, 0), diff);
            bad++;
        }
    }
    assert_int_equal(bad, 0);
}

/* ------------------------------------------------------------ built-ins */

static void every_builtin_gpu_equals_a_fresh_load_of_gpus_yaml(void **state)
{
    struct gs_dataset yaml, builtin;

    (void)state;
    gs_dataset_init(&yaml);
    load_file_ok(&yaml, GPUSEL_SOURCE_DIR "/data/gpus.yaml");
    load_builtin_ok(&builtin);
    compare_all(&gpu_kind, gs_n_gpu_members, yaml.gpus, yaml.n_gpus,
                builtin.gpus, builtin.n_gpus);
    gs_dataset_release(&yaml);
    gs_dataset_release(&builtin);
}

static void every_builtin_model_equals_a_fresh_load_of_models_yaml(
    void **state)
{
    struct gs_dataset yaml, builtin;

    (void)state;
    gs_dataset_init(&yaml);
    load_file_ok(&yaml, GPUSEL_SOURCE_DIR "/data/models.yaml");
    load_builtin_ok(&builtin);
    compare_all(&model_kind, gs_n_model_members, yaml.models, yaml.n_models,
                builtin.models, builtin.n_models);
    gs_dataset_release(&yaml);
    gs_dataset_release(&builtin);
}

/*
 * The comparison is not vacuous: changing any one member of a loaded
 * entry (a byte of a number, a string's pointer) is reported, by name.
 */
static void check_every_member_is_compared(const struct kind *k,
                                           size_t n_members,
                                           const void *entry)
{
    static const char other[] = "something else";
    const char *const other_list[] = { other, NULL };
    unsigned char *copy = malloc(k->elem_size);
    size_t i;

    assert_non_null(copy);
    for (i = 0; i < n_members; i++) {
        const struct gs_member *m = &k->members[i];
        const char *diff;

        memcpy(copy, entry, k->elem_size);
        if (m->kind == GS_MEMBER_STR) {
            const char *p = other;

            memcpy(copy + m->offset, &p, sizeof(p));
        } else if (m->kind == GS_MEMBER_STRLIST) {
            const char *const *p = other_list;

            memcpy(copy + m->offset, &p, sizeof(p));
        } else {
            copy[m->offset] ^= 1;
        }
        diff = first_difference(k, n_members, entry, copy);
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
    struct gs_dataset d;

    (void)state;
    load_builtin_ok(&d);
    check_every_member_is_compared(&gpu_kind, gs_n_gpu_members, &d.gpus[0]);
    check_every_member_is_compared(&model_kind, gs_n_model_members,
                                   &d.models[0]);
    gs_dataset_release(&d);
}

static void builtins_load_without_a_copy_until_an_overlay(void **state)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;
    char text[1024];
    const struct gs_gpu *h100;

    (void)state;
    load_builtin_ok(&d);
    assert_ptr_equal(d.gpus, gs_builtin_catalog.gpus);
    assert_ptr_equal(d.models, gs_builtin_catalog.models);
    assert_null(d.gpu_layer);
    assert_string_equal(d.gpus[0].origin_path, GS_BUILTIN_GPUS_PATH);
    assert_string_equal(d.models[0].origin_path, GS_BUILTIN_MODELS_PATH);

    snprintf(text, sizeof(text),
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
             "    sparsity_2_4: true\n"
             "    scale_up_kind: nvlink\n"
             "    scale_up_bw_gb_per_s: 900\n"
             "    scale_up_domain_gpus: 8\n"
             "    pcie_gen: 5\n"
             "    ecc: true\n"
             "    mig_max_instances: 7\n"
             "    as_of: \"2025-06-30\"\n"
             "    sources: [\"test\"]\n");
    load_text_ok(&d, "mine.yaml", text);
    assert_ptr_not_equal(d.gpus, gs_builtin_catalog.gpus);
    assert_int_equal(d.n_gpus, gs_builtin_catalog.n_gpus);
    h100 = gs_dataset_find_gpu(&d, "h100-sxm");
    assert_non_null(h100);
    assert_string_equal(h100->origin_path, "mine.yaml");
    /* The built-in array itself is untouched; models were not copied. */
    assert_string_equal(gs_builtin_catalog.gpus[h100 - d.gpus].origin_path,
                        GS_BUILTIN_GPUS_PATH);
    assert_ptr_equal(d.models, gs_builtin_catalog.models);
    /* The built-ins cannot be loaded over an overlay. */
    assert_int_equal(gs_dataset_load_builtin(&d, GS_DATA_GPUS, &err), -1);
    assert_int_equal(err.code, GS_EINTERNAL);
    gs_dataset_release(&d);
}

/* The size and FNV-1a 64-bit hash of the file at `path`. */
static void file_identity(const char *path, size_t *n_bytes, uint64_t *hash)
{
    FILE *fp = fopen(path, "rb");
    int c;

    assert_non_null(fp);
    *n_bytes = 0;
    *hash = UINT64_C(14695981039346656037);
    while ((c = getc(fp)) != EOF) {
        *hash = (*hash ^ (unsigned char)c) * UINT64_C(1099511628211);
        (*n_bytes)++;
    }
    fclose(fp);
}

static void builtin_files_carry_the_size_and_hash_of_the_yaml(void **state)
{
    size_t n;
    uint64_t h;

    (void)state;
    file_identity(GPUSEL_SOURCE_DIR "/data/gpus.yaml", &n, &h);
    assert_string_equal(gs_builtin_catalog.gpus_file.name,
                        GS_BUILTIN_GPUS_PATH);
    assert_int_equal(gs_builtin_catalog.gpus_file.n_bytes, n);
    assert_true(gs_builtin_catalog.gpus_file.fnv1a64 == h);
    file_identity(GPUSEL_SOURCE_DIR "/data/models.yaml", &n, &h);
    assert_string_equal(gs_builtin_catalog.models_file.name,
                        GS_BUILTIN_MODELS_PATH);
    assert_int_equal(gs_builtin_catalog.models_file.n_bytes, n);
    assert_true(gs_builtin_catalog.models_file.fnv1a64 == h);
}

/* -------------------------------------------------------------- overlay */

/* A GPU overlay of ids "<prefix>-<first>" .. "<prefix>-<first + n - 1>",
 * memory_gb `gb`; malloc'd. */
static char *gpu_overlay(const char *prefix, size_t first, size_t n,
                         int gb)
{
    static const char entry[] =
        "  - id: %s-%zu\n"
        "    name: \"x\"\n"
        "    vendor: Acme\n"
        "    architecture: Test\n"
        "    year: 2025\n"
        "    form_factor: PCIe\n"
        "    memory_gb: %d\n"
        "    memory_type: HBM3\n"
        "    mem_bw_gb_per_s: 1000\n"
        "    sparsity_2_4: false\n"
        "    scale_up_kind: pcie\n"
        "    scale_up_bw_gb_per_s: 64\n"
        "    scale_up_domain_gpus: 1\n"
        "    pcie_gen: 5\n"
        "    ecc: false\n"
        "    mig_max_instances: 0\n"
        "    as_of: \"2025-06-30\"\n"
        "    sources: [\"test\"]\n";
    size_t size = 32 + n * (sizeof(entry) + 64), used, i;
    char *text = malloc(size);

    assert_non_null(text);
    used = (size_t)snprintf(text, size, "schema_version: 1\ngpus:\n");
    for (i = 0; i < n; i++)
        used += (size_t)snprintf(text + used, size - used, entry, prefix,
                                 first + i, gb);
    assert_true(used < size);
    return text;
}

static void overlays_replace_by_id_across_files_and_index_growth(
    void **state)
{
    struct gs_dataset d;
    size_t n0, i;
    char *text, name[32];

    (void)state;
    load_builtin_ok(&d);
    n0 = d.n_gpus;
    /* 1,000 new ids, then 500 of them replaced and 500 new, then all
     * 1,500 replaced again one file later: the index grows twice. */
    text = gpu_overlay("x", 0, 1000, 10);
    load_text_ok(&d, "one.yaml", text);
    free(text);
    text = gpu_overlay("x", 500, 1000, 20);
    load_text_ok(&d, "two.yaml", text);
    free(text);
    assert_int_equal(d.n_gpus, n0 + 1500);
    text = gpu_overlay("x", 0, 1500, 30);
    load_text_ok(&d, "three.yaml", text);
    free(text);
    assert_int_equal(d.n_gpus, n0 + 1500);
    for (i = 0; i < 1500; i++) {
        const struct gs_gpu *g;

        snprintf(name, sizeof(name), "x-%zu", i);
        g = gs_dataset_find_gpu(&d, name);
        assert_non_null(g);
        assert_ptr_equal(g, &d.gpus[n0 + i]);   /* first-seen order kept */
        assert_close(g->memory_bytes, 30e9, 1e-15);
        assert_string_equal(g->origin_path, "three.yaml");
        assert_int_equal(d.gpu_layer[n0 + i], 3);
    }
    /* The built-ins are still there, layer 0. */
    assert_string_equal(d.gpus[0].origin_path, GS_BUILTIN_GPUS_PATH);
    assert_int_equal(d.gpu_layer[0], 0);
    gs_dataset_release(&d);
}

static void a_duplicate_within_one_overlay_still_cites_both_lines(
    void **state)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;
    char *text = gpu_overlay("y", 0, 2, 10), *second;

    (void)state;
    /* Entries of 18 lines after a 2-line header: the second, renamed to
     * the first's id, starts on line 21. */
    second = strstr(text, "y-1");
    assert_non_null(second);
    second[2] = '0';
    load_builtin_ok(&d);
    assert_int_equal(gs_dataset_load_buffer(&d, "dup.yaml",
                                            (const unsigned char *)text,
                                            strlen(text), GS_DATA_GPUS,
                                            &err), -1);
    assert_int_equal(err.code, GS_ESCHEMA);
    assert_string_equal(err.path, "dup.yaml");
    assert_int_equal(err.line, 21);
    assert_string_equal(err.msg, "name 'y-0' is already used at line 3");
    gs_dataset_release(&d);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_builtin_gpu_equals_a_fresh_load_of_gpus_yaml),
        cmocka_unit_test(
            every_builtin_model_equals_a_fresh_load_of_models_yaml),
        cmocka_unit_test(the_comparison_notices_any_changed_member),
        cmocka_unit_test(builtins_load_without_a_copy_until_an_overlay),
        cmocka_unit_test(builtin_files_carry_the_size_and_hash_of_the_yaml),
        cmocka_unit_test(
            overlays_replace_by_id_across_files_and_index_growth),
        cmocka_unit_test(
            a_duplicate_within_one_overlay_still_cites_both_lines),
    };

    return cmocka_run_group_tests_name("embedded", tests, NULL, NULL);
}
