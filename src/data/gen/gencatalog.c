/*
 * gpusel-gencatalog: the build step that compiles the built-in catalogues
 * and price files into the binary (docs/CONTRIBUTING.md, "How the
 * catalogue is built in").
 *
 *   gpusel-gencatalog OUT.c GPUS.yaml MODELS.yaml [PRICES.yaml ...]
 *
 * loads GPUS.yaml and MODELS.yaml with the catalogue loader every overlay
 * goes through (src/data/load_catalog.c) and each PRICES.yaml with the
 * strict price loader (src/data/load_prices.c), GPU names resolved
 * against GPUS.yaml as a run resolves them against the built-in
 * catalogue, so a bad data file fails the build with the loader's
 * file:line:column message; and writes OUT.c: every entry as a constant
 * struct gs_gpu / struct gs_model / struct gs_price / struct
 * gs_api_price, plus gs_builtin_catalog and gs_builtin_prices
 * (src/data/embedded.h).  A price file is named "<built-in>/" and its
 * base name in messages and reports.
 *
 * Every member is written from the member tables of members.h, which list
 * the structs' members from the headers themselves; a member's C type
 * says how to write it.  Before writing, each loaded entry is rebuilt from
 * those members alone and compared byte for byte with what the loader
 * produced, so a value the generator would leave out fails the build here
 * rather than going missing at run time.  tests/unit/test_embedded.c then
 * compares the compiled arrays with a fresh load of the YAML.
 *
 * A host tool: it runs where it is built, so the struct layout it reads
 * is the binary's (no cross-compiling).
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dataset.h"
#include "embedded.h"
#include "units.h"
#include "error.h"
#include "file.h"
#include "yaml_read.h"
#include "members.h"
#include "price_load.h"
#include "banned.h"

/*
 * The data layer's gs_dataset_load_builtin() reads the generated arrays;
 * this tool is what makes them, so it links an empty catalogue instead
 * (and never loads the built-ins).
 */
const struct gs_builtin_catalog gs_builtin_catalog = { .n_gpus = 0 };
const struct gs_builtin_prices gs_builtin_prices = { .n_files = 0 };

/* The bytes compiled in are identified by gs_fnv1a64() (dataset.h), the
 * same hash reports give overlay files. */

/* One section of the output: an array of entries of one struct type. */
struct section {
    const char *what;          /* "gpu": prefix of the list arrays */
    const char *type;          /* "struct gs_gpu" */
    const char *array;         /* "gpus": the array's name */
    const char *path_var;      /* "gpus_path": origin_path of every entry */
    const struct gs_member *members;
    size_t n_members;
    size_t elem_size;
    const unsigned char *entries;
    size_t n;
};

static const struct gs_member *member(const struct section *s,
                                     const char *name)
{
    size_t k;

    for (k = 0; k < s->n_members; k++)
        if (strcmp(s->members[k].name, name) == 0)
            return &s->members[k];
    return NULL;
}

static const char *entry_str(const unsigned char *e, size_t offset)
{
    const char *s;

    memcpy(&s, e + offset, sizeof(s));
    return s;
}

static const char *entry_id(const struct section *s, size_t i)
{
    return entry_str(s->entries + i * s->elem_size, 0);
}

static bool all_zero(const unsigned char *p, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (p[i])
            return false;
    return true;
}

/*
 * Refuse to write an entry the member tables cannot reproduce: a member of
 * a type the writer does not know (unless it is zero: a NULL pointer), or
 * bytes outside every member that the loader set (a member members.cmake
 * could not see).
 */
static int check_entry(const struct section *s, size_t i, const char *file)
{
    const unsigned char *e = s->entries + i * s->elem_size;
    unsigned char *r = calloc(1, s->elem_size);
    size_t k, b;
    int rc = 0;

    if (!r) {
        fprintf(stderr, "gpusel-gencatalog: out of memory\n");
        return -1;
    }
    for (k = 0; k < s->n_members; k++) {
        const struct gs_member *m = &s->members[k];

        if (m->kind == GS_MEMBER_UNKNOWN && !all_zero(e + m->offset,
                                                      m->size)) {
            fprintf(stderr, "gpusel-gencatalog: error: member '%s' of %s has "
                    "a type src/data/gen/members.c does not know how to "
                    "write\n", m->name, s->type);
            rc = -1;
            goto out;
        }
        memcpy(r + m->offset, e + m->offset, m->size);
    }
    for (b = 0; b < s->elem_size; b++) {
        if (r[b] != e[b]) {
            fprintf(stderr, "gpusel-gencatalog: %s: error: byte %zu of %s "
                    "'%s' belongs to no member src/data/gen/members.cmake "
                    "found in the header\n", file, b, s->type,
                    entry_id(s, i));
            rc = -1;
            goto out;
        }
    }
out:
    free(r);
    return rc;
}

/* A C string literal; '?' escaped against trigraphs, bytes >= 0x80 octal. */
static void put_literal(FILE *fp, const char *s)
{
    const unsigned char *p;

    fputc('"', fp);
    for (p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\' || *p == '?')
            fprintf(fp, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", fp);
        else if (*p < 0x20 || *p >= 0x7f)
            fprintf(fp, "\\%03o", *p);
        else
            fputc(*p, fp);
    }
    fputc('"', fp);
}

/*
 * A floating literal that reads back to the same bits: "%.17g" when it
 * round-trips (it does with a correctly rounding libc), else hex; ".0"
 * added to a bare integer so that -0 stays -0.0.
 */
static void put_double(FILE *fp, double x)
{
    char buf[64];
    const char *end;
    double back;

    snprintf(buf, sizeof(buf), "%.17g", x);
    back = gs_strtod(buf, &end);
    if (*end != '\0' || memcmp(&back, &x, sizeof(x)) != 0)
        snprintf(buf, sizeof(buf), "%a", x);
    fputs(buf, fp);
    if (!strpbrk(buf, ".eEpP"))
        fputs(".0", fp);
}

static intmax_t read_int(const unsigned char *p, size_t size)
{
    int8_t i8;
    int16_t i16;
    int32_t i32;
    int64_t i64;

    switch (size) {
    case 1: memcpy(&i8, p, 1); return i8;
    case 2: memcpy(&i16, p, 2); return i16;
    case 4: memcpy(&i32, p, 4); return i32;
    default: memcpy(&i64, p, 8); return i64;
    }
}

static uintmax_t read_uint(const unsigned char *p, size_t size)
{
    uint8_t u8;
    uint16_t u16;
    uint32_t u32;
    uint64_t u64;

    switch (size) {
    case 1: memcpy(&u8, p, 1); return u8;
    case 2: memcpy(&u16, p, 2); return u16;
    case 4: memcpy(&u32, p, 4); return u32;
    default: memcpy(&u64, p, 8); return u64;
    }
}

/* The NULL-terminated string lists of entry i, as named arrays. */
static void put_lists(FILE *fp, const struct section *s, size_t i)
{
    const unsigned char *e = s->entries + i * s->elem_size;
    size_t k, j;

    for (k = 0; k < s->n_members; k++) {
        const struct gs_member *m = &s->members[k];
        const char *const *list;

        if (m->kind != GS_MEMBER_STRLIST)
            continue;
        memcpy(&list, e + m->offset, sizeof(list));
        if (!list)
            continue;
        fprintf(fp, "static const char *const %s_%zu_%s[] = {\n", s->what, i,
                m->name);
        for (j = 0; list[j]; j++) {
            fputs("    ", fp);
            put_literal(fp, list[j]);
            fputs(",\n", fp);
        }
        fputs("    NULL,\n};\n", fp);
    }
}

/* Entry i as a designated initializer; zero members are left out. */
static void put_entry(FILE *fp, const struct section *s, size_t i)
{
    const unsigned char *e = s->entries + i * s->elem_size;
    size_t k, j;

    for (k = 0; k < s->n_members; k++) {
        const struct gs_member *m = &s->members[k];
        const unsigned char *p = e + m->offset;
        const char *str;
        struct gs_date date;
        double x;
        bool b;

        switch (m->kind) {
        case GS_MEMBER_STR:
            str = entry_str(e, m->offset);
            if (!str)
                break;
            fprintf(fp, "        .%s = ", m->name);
            if (strcmp(m->name, "origin_path") == 0 ||
                strcmp(m->name, "path") == 0)
                fputs(s->path_var, fp);
            else
                put_literal(fp, str);
            fputs(",\n", fp);
            break;
        case GS_MEMBER_STRLIST:
            if (entry_str(e, m->offset))
                fprintf(fp, "        .%s = (const char **)%s_%zu_%s,\n",
                        m->name, s->what, i, m->name);
            break;
        case GS_MEMBER_DOUBLE:
            memcpy(&x, p, sizeof(x));
            if (x == 0 && !signbit(x))
                break;
            fprintf(fp, "        .%s = ", m->name);
            put_double(fp, x);
            fputs(",\n", fp);
            break;
        case GS_MEMBER_DOUBLES:
            for (j = 0; j < m->size / sizeof(double); j++) {
                memcpy(&x, p + j * sizeof(double), sizeof(x));
                if (x == 0 && !signbit(x))
                    continue;
                fprintf(fp, "        .%s[%zu] = ", m->name, j);
                put_double(fp, x);
                fputs(",\n", fp);
            }
            break;
        case GS_MEMBER_BOOL:
            memcpy(&b, p, sizeof(b));
            if (b)
                fprintf(fp, "        .%s = true,\n", m->name);
            break;
        case GS_MEMBER_INT:
            if (read_int(p, m->size) != 0)
                fprintf(fp, "        .%s = %jd,\n", m->name,
                        read_int(p, m->size));
            break;
        case GS_MEMBER_UINT:
            if (read_uint(p, m->size) != 0)
                fprintf(fp, "        .%s = %juu,\n", m->name,
                        read_uint(p, m->size));
            break;
        case GS_MEMBER_DATE:
            memcpy(&date, p, sizeof(date));
            if (date.days == 0 && date.precision == GS_DATE_NONE &&
                !date.text)
                break;
            fprintf(fp, "        .%s = { .days = ", m->name);
            if (date.days == GS_DATE_UNKNOWN)
                fputs("GS_DATE_UNKNOWN", fp);
            else
                fprintf(fp, "%" PRId32, date.days);
            fprintf(fp, ", .precision = %d, .text = ", (int)date.precision);
            if (date.text)
                put_literal(fp, date.text);
            else
                fputs("NULL", fp);
            fputs(" },\n", fp);
            break;
        case GS_MEMBER_UNKNOWN:
            break;              /* zero, or refused by check_entry() */
        }
    }
}

static void put_section(FILE *fp, const struct section *s, const char *file)
{
    size_t i;

    if (s->n == 0)
        return;
    for (i = 0; i < s->n; i++)
        put_lists(fp, s, i);
    fprintf(fp, "\nstatic const %s %s[] = {\n", s->type, s->array);
    for (i = 0; i < s->n; i++) {
        const struct gs_member *line = member(s, "origin_line");

        fprintf(fp, "    {   /* %zu: %s, %s", i, entry_id(s, i), file);
        if (line)
            fprintf(fp, ":%ju", read_uint(s->entries + i * s->elem_size +
                                          line->offset, line->size));
        fputs(" */\n", fp);
        put_entry(fp, s, i);
        fputs("    },\n", fp);
    }
    fputs("};\n\n", fp);
}

/* Load one file's `what` section with the loader overlays go through;
 * its size and hash to *n_bytes and *hash. */
static int load(struct gs_dataset *d, const char *path, unsigned what,
                size_t *n_bytes, uint64_t *hash)
{
    struct gs_error err = GS_ERROR_INIT;
    char *buf;
    size_t len;
    bool too_large;
    int rc;

    if (gs_file_read(path, GS_YAML_MAX_BYTES, &buf, &len, &too_large,
                     &err) < 0) {
        gs_error_print(&err, stderr);
        return -1;
    }
    if (too_large) {
        fprintf(stderr, "gpusel-gencatalog: %s: error: file is larger than "
                "%u bytes\n", path, GS_YAML_MAX_BYTES);
        return -1;
    }
    *n_bytes = len;
    *hash = gs_fnv1a64((const unsigned char *)buf, len);
    rc = gs_dataset_load_buffer(d, path, (const unsigned char *)buf, len,
                                what, &err);
    free(buf);
    if (rc < 0)
        gs_error_print(&err, stderr);
    return rc;
}

/* One price file as loaded: its statistics, its rows in the set, and
 * where each row's `gpu` is written. */
struct price_file {
    const char *path;              /* as given: messages at build time */
    char label[256];               /* "<built-in>/prices.yaml" */
    size_t stats;                  /* index in the set's files */
    size_t first, n;               /* its rows of the set's prices */
    size_t first_api, n_api;       /* its rows of the set's api_prices */
    struct gs_builtin_mark *marks; /* n, malloc'd */
};

/*
 * Where each entry of the file's `prices:` list writes its `gpu`: the
 * loader made one row per entry, in order, so entry i is row i (checked).
 */
static int gpu_marks(const char *path, const unsigned char *buf, size_t len,
                     struct price_file *pf)
{
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_ynode *root;
    const struct gs_ynode *list;
    size_t i, n;
    int rc = -1;

    if (gs_yaml_parse(&a, path, buf, len, &root, &err) < 0) {
        gs_error_print(&err, stderr);
        goto out;
    }
    list = root ? gs_ymap_get(root, "prices") : NULL;
    n = list ? list->n_items : 0;
    if (n != pf->n) {
        fprintf(stderr, "gpusel-gencatalog: %s: error: %zu price entries "
                "gave %zu rows\n", path, n, pf->n);
        goto out;
    }
    pf->marks = calloc(n ? n : 1, sizeof(*pf->marks));
    if (!pf->marks) {
        fprintf(stderr, "gpusel-gencatalog: out of memory\n");
        goto out;
    }
    for (i = 0; i < n; i++) {
        const struct gs_ynode *g = gs_ymap_get(list->items[i], "gpu");

        pf->marks[i].line = g->line;
        pf->marks[i].col = g->col;
    }
    rc = 0;
out:
    gs_arena_release(&a);
    return rc;
}

/* Load one price file with the strict loader, GPU names resolved by `o`. */
static int load_prices(struct gs_price_set *ps, const char *path,
                       const struct gs_price_load_opts *o,
                       struct price_file *pf)
{
    struct gs_error err = GS_ERROR_INIT;
    const char *base = strrchr(path, '/');
    char *buf;
    size_t len;
    bool too_large;
    int rc;

    snprintf(pf->label, sizeof(pf->label), "<built-in>/%s",
             base ? base + 1 : path);
    pf->path = path;
    pf->stats = ps->n_files;
    pf->first = ps->n_prices;
    pf->first_api = ps->n_api_prices;
    if (gs_file_read(path, GS_PRICE_MAX_FILE_BYTES, &buf, &len, &too_large,
                     &err) < 0) {
        gs_error_print(&err, stderr);
        return -1;
    }
    if (too_large) {
        fprintf(stderr, "gpusel-gencatalog: %s: error: file is larger than "
                "%u bytes\n", path, GS_PRICE_MAX_FILE_BYTES);
        free(buf);
        return -1;
    }
    rc = gs_price_load_yaml_buffer(ps, path, (const unsigned char *)buf, len,
                                   o, &err);
    if (rc < 0) {
        gs_error_print(&err, stderr);
    } else {
        pf->n = ps->n_prices - pf->first;
        pf->n_api = ps->n_api_prices - pf->first_api;
        rc = gpu_marks(path, (const unsigned char *)buf, len, pf);
    }
    free(buf);
    return rc;
}

/* Price file k as arrays, its entry of price_files[] left to the caller. */
static int put_price_rows(FILE *fp, const struct gs_price_set *ps,
                          const struct price_file *pf, size_t k)
{
    char what[32], array[32], path_var[32], api_what[32], api_array[32];
    struct section rows = {
        what, "struct gs_price", array, path_var, gs_price_members,
        gs_n_price_members, sizeof(struct gs_price),
        (const unsigned char *)(ps->prices + pf->first), pf->n,
    };
    struct section api = {
        api_what, "struct gs_api_price", api_array, path_var,
        gs_api_price_members, gs_n_api_price_members,
        sizeof(struct gs_api_price),
        (const unsigned char *)(ps->api_prices + pf->first_api), pf->n_api,
    };
    size_t i;

    snprintf(what, sizeof(what), "price%zu", k);
    snprintf(array, sizeof(array), "prices_%zu", k);
    snprintf(path_var, sizeof(path_var), "price_path_%zu", k);
    snprintf(api_what, sizeof(api_what), "api%zu", k);
    snprintf(api_array, sizeof(api_array), "api_prices_%zu", k);
    for (i = 0; i < rows.n; i++)
        if (check_entry(&rows, i, pf->path) < 0)
            return -1;
    for (i = 0; i < api.n; i++)
        if (check_entry(&api, i, pf->path) < 0)
            return -1;
    fprintf(fp, "static const char %s[] = ", path_var);
    put_literal(fp, pf->label);
    fputs(";\n", fp);
    put_section(fp, &rows, pf->path);
    put_section(fp, &api, pf->path);
    if (pf->n) {
        fprintf(fp, "static const struct gs_builtin_mark gpu_marks_%zu[] = {"
                "\n", k);
        for (i = 0; i < pf->n; i++)
            fprintf(fp, "    { %u, %u },\n", pf->marks[i].line,
                    pf->marks[i].col);
        fputs("};\n\n", fp);
    }
    return 0;
}

/* Price file k's entry of price_files[]: its statistics and arrays. */
static int put_price_file(FILE *fp, const struct gs_price_set *ps,
                          const struct price_file *pf, size_t k)
{
    char path_var[32];
    struct section stats = {
        "stats", "struct gs_price_file_stats", "-", path_var,
        gs_price_file_stats_members, gs_n_price_file_stats_members,
        sizeof(struct gs_price_file_stats),
        (const unsigned char *)&ps->files[pf->stats], 1,
    };

    snprintf(path_var, sizeof(path_var), "price_path_%zu", k);
    if (check_entry(&stats, 0, pf->path) < 0)
        return -1;
    fprintf(fp, "    {   /* %zu: %s */\n    .stats = {\n", k, pf->path);
    put_entry(fp, &stats, 0);
    fputs("    },\n", fp);
    if (pf->n)
        fprintf(fp, "    .prices = prices_%zu,\n"
                "    .gpu_marks = gpu_marks_%zu,\n", k, k);
    if (pf->n_api)
        fprintf(fp, "    .api_prices = api_prices_%zu,\n", k);
    fputs("    },\n", fp);
    return 0;
}

int main(int argc, char **argv)
{
    struct gs_dataset d;
    struct section gpus = {
        "gpu", "struct gs_gpu", "gpus", "gpus_path", gs_gpu_members,
        gs_n_gpu_members, sizeof(struct gs_gpu), NULL, 0,
    };
    struct section models = {
        "model", "struct gs_model", "models", "models_path",
        gs_model_members, gs_n_model_members, sizeof(struct gs_model), NULL,
        0,
    };
    size_t gpus_bytes, models_bytes;
    uint64_t gpus_hash, models_hash;
    struct gs_price_set ps;
    struct gs_gpu_resolver res;
    struct gs_price_load_opts o = { .resolver = &res };
    struct price_file *pf = NULL;
    size_t n_pf = 0;
    char tmp[4096];
    FILE *fp;
    size_t i;
    bool bad = false;
    int status = 1;

    if (argc < 4) {
        fprintf(stderr, "usage: gpusel-gencatalog OUT.c GPUS.yaml "
                "MODELS.yaml [PRICES.yaml ...]\n");
        return 2;
    }
    gs_dataset_init(&d);
    gs_price_set_init(&ps);
    if (load(&d, argv[2], GS_DATA_GPUS, &gpus_bytes, &gpus_hash) < 0 ||
        load(&d, argv[3], GS_DATA_MODELS, &models_bytes, &models_hash) < 0)
        goto out;
    /* the price files resolve GPU names as a run does against the
     * built-in catalogue: this dataset is that catalogue */
    gs_gpu_resolver_dataset(&res, &d);
    pf = calloc((size_t)argc, sizeof(*pf));
    if (!pf) {
        fprintf(stderr, "gpusel-gencatalog: out of memory\n");
        goto out;
    }
    for (i = 4; i < (size_t)argc; i++)
        if (load_prices(&ps, argv[i], &o, &pf[n_pf++]) < 0)
            goto out;
    gpus.entries = (const unsigned char *)d.gpus;
    gpus.n = d.n_gpus;
    models.entries = (const unsigned char *)d.models;
    models.n = d.n_models;
    for (i = 0; i < gpus.n; i++)
        if (check_entry(&gpus, i, argv[2]) < 0)
            goto out;
    for (i = 0; i < models.n; i++)
        if (check_entry(&models, i, argv[3]) < 0)
            goto out;

    snprintf(tmp, sizeof(tmp), "%s.tmp", argv[1]);
    fp = fopen(tmp, "w");
    if (!fp) {
        fprintf(stderr, "gpusel-gencatalog: cannot write '%s': %s\n", tmp,
                strerror(errno));
        goto out;
    }
    fprintf(fp, "/*\n * Generated by src/data/gen/gencatalog.c from %s and "
            "%s", argv[2], argv[3]);
    for (i = 4; i < (size_t)argc; i++)
        fprintf(fp, ",\n * %s", argv[i]);
    fputs(",\n * as checked by the catalogue and price loaders; do not "
          "edit.\n */\n", fp);
    fputs("#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n\n"
          "#include \"embedded.h\"\n\n", fp);
    if (gpus.n)
        fputs("static const char gpus_path[] = GS_BUILTIN_GPUS_PATH;\n", fp);
    if (models.n)
        fputs("static const char models_path[] = GS_BUILTIN_MODELS_PATH;\n",
              fp);
    put_section(fp, &gpus, argv[2]);
    put_section(fp, &models, argv[3]);
    for (i = 0; i < n_pf && !bad; i++)
        bad = put_price_rows(fp, &ps, &pf[i], i) < 0;
    if (n_pf && !bad) {
        fputs("static const struct gs_builtin_price_file price_files[] = {\n",
              fp);
        for (i = 0; i < n_pf && !bad; i++)
            bad = put_price_file(fp, &ps, &pf[i], i) < 0;
        fputs("};\n\n", fp);
    }
    fprintf(fp, "const struct gs_builtin_prices gs_builtin_prices = {\n"
            "    .files = %s,\n    .n_files = %zu,\n};\n\n",
            n_pf ? "price_files" : "NULL", n_pf);
    fprintf(fp, "const struct gs_builtin_catalog gs_builtin_catalog = {\n"
            "    .gpus = %s,\n    .n_gpus = %zu,\n"
            "    .models = %s,\n    .n_models = %zu,\n"
            "    .gpus_file = { GS_BUILTIN_GPUS_PATH, %zu,\n"
            "                   UINT64_C(0x%016" PRIx64 ") },\n"
            "    .models_file = { GS_BUILTIN_MODELS_PATH, %zu,\n"
            "                     UINT64_C(0x%016" PRIx64 ") },\n};\n",
            gpus.n ? "gpus" : "NULL", gpus.n,
            models.n ? "models" : "NULL", models.n, gpus_bytes, gpus_hash,
            models_bytes, models_hash);
    if (ferror(fp) | fclose(fp) || bad) {
        if (!bad)
            fprintf(stderr, "gpusel-gencatalog: cannot write '%s'\n", tmp);
        remove(tmp);
        goto out;
    }
    if (rename(tmp, argv[1]) != 0) {
        fprintf(stderr, "gpusel-gencatalog: cannot rename '%s': %s\n", tmp,
                strerror(errno));
        remove(tmp);
        goto out;
    }
    status = 0;
out:
    for (i = 0; i < n_pf; i++)
        free(pf[i].marks);
    free(pf);
    gs_price_set_release(&ps);
    gs_dataset_release(&d);
    return status;
}
