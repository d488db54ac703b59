/*
 * Dataset lifetime and lookups by id or alias (case-insensitive), with a
 * "did you mean" suggestion for unknown names.  Loading is in
 * src/load_catalog.c.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dataset.h"
#include "suggest.h"
#include "ascii.h"
#include "banned.h"

void gs_dataset_init(struct gs_dataset *d)
{
    memset(d, 0, sizeof(*d));
    gs_arena_init(&d->arena);
    gs_arena_init(&d->entries);
}

void gs_dataset_release(struct gs_dataset *d)
{
    const struct gs_dataset_list *lists[] = { &d->gpu_list, &d->model_list };
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(lists); i++) {
        free(lists[i]->owned);
        free(lists[i]->layer);
        free(lists[i]->index);
    }
    free(d->files);
    gs_arena_release(&d->arena);
    gs_arena_release(&d->entries);
    gs_dataset_init(d);
}

/* Files recorded by the first gs_dataset_add_file(); doubled after. */
#define FIRST_ALLOC_FILES 4

int gs_dataset_add_file_hashed(struct gs_dataset *d, const char *name,
                               size_t n_bytes, uint64_t fnv1a64,
                               struct gs_error *err)
{
    struct gs_dataset_file *f;

    if (d->n_files == d->alloc_files) {
        size_t alloc = d->alloc_files ? 2 * d->alloc_files
                                      : FIRST_ALLOC_FILES;

        f = realloc(d->files, alloc * sizeof(*f));
        if (!f)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        d->files = f;
        d->alloc_files = alloc;
    }
    f = &d->files[d->n_files];
    f->name = gs_arena_strdup(&d->arena, name);
    if (!f->name)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    f->n_bytes = n_bytes;
    f->fnv1a64 = fnv1a64;
    d->n_files++;
    return 0;
}

int gs_dataset_add_file(struct gs_dataset *d, const char *name,
                        const unsigned char *buf, size_t len,
                        struct gs_error *err)
{
    return gs_dataset_add_file_hashed(d, name, len, gs_fnv1a64(buf, len),
                                      err);
}

/* Where the names of one kind of entry live (both start with the id). */
struct names_of {
    const void *arr;
    size_t n, elem_size;
    size_t aliases_offset, n_aliases_offset;
    const unsigned *layer;      /* NULL: every entry is built-in */
};

static unsigned entry_layer(const struct names_of *e, size_t i)
{
    return e->layer ? e->layer[i] : 0;
}

static const char *entry_id(const struct names_of *e, size_t i)
{
    const char *id;

    memcpy(&id, (const unsigned char *)e->arr + i * e->elem_size, sizeof(id));
    return id;
}

static size_t entry_aliases(const struct names_of *e, size_t i,
                            const char *const **aliases)
{
    const unsigned char *p = (const unsigned char *)e->arr + i * e->elem_size;
    size_t n;

    memcpy(aliases, p + e->aliases_offset, sizeof(*aliases));
    memcpy(&n, p + e->n_aliases_offset, sizeof(n));
    return n;
}

/*
 * Index of the entry whose id (first) or alias matches, ignoring case;
 * among alias matches the newest layer wins.  -1 if none.
 */
static long find(const struct names_of *e, const char *name)
{
    const char *const *aliases;
    size_t i, k, n;
    long best = -1;

    for (i = 0; i < e->n; i++)
        if (gs_ascii_casecmp(entry_id(e, i), name) == 0)
            return (long)i;
    for (i = 0; i < e->n; i++) {
        n = entry_aliases(e, i, &aliases);
        for (k = 0; k < n; k++)
            if (gs_ascii_casecmp(aliases[k], name) == 0 &&
                (best < 0 || entry_layer(e, i) > entry_layer(e, best)))
                best = (long)i;
    }
    return best;
}

static struct names_of gpu_names(const struct gs_dataset *d)
{
    return (struct names_of){ d->gpus, d->n_gpus, sizeof(*d->gpus),
                              offsetof(struct gs_gpu, aliases),
                              offsetof(struct gs_gpu, n_aliases),
                              d->gpu_layer };
}

static struct names_of model_names(const struct gs_dataset *d)
{
    return (struct names_of){ d->models, d->n_models, sizeof(*d->models),
                              offsetof(struct gs_model, aliases),
                              offsetof(struct gs_model, n_aliases),
                              d->model_layer };
}

const struct gs_gpu *gs_dataset_find_gpu(const struct gs_dataset *d,
                                         const char *name)
{
    struct names_of e = gpu_names(d);
    long i = find(&e, name);

    return i < 0 ? NULL : &d->gpus[i];
}

const struct gs_model *gs_dataset_find_model(const struct gs_dataset *d,
                                             const char *name)
{
    struct names_of e = model_names(d);
    long i = find(&e, name);

    return i < 0 ? NULL : &d->models[i];
}

/*
 * GS_ENOTFOUND for `name`, with a hint that never names another product
 * (suggest.h: gs_suggest_name): the entry whose id or alias is the same
 * product, else the nearest entries of its family, else `hint`.
 */
static void not_found(const struct names_of *e, const char *kind,
                      const char *name, const char *hint,
                      struct gs_error *err)
{
    const char *const *aliases;
    const char **names;
    size_t *owner;
    size_t total = e->n, i, k, n, j = 0, used;
    struct gs_name_hint h = { .match = -1 };
    char list[384];

    for (i = 0; i < e->n; i++)
        total += entry_aliases(e, i, &aliases);
    names = calloc(total + 1, sizeof(*names));
    owner = calloc(total + 1, sizeof(*owner));
    if (names && owner) {
        for (i = 0; i < e->n; i++) {
            owner[j] = i;
            names[j++] = entry_id(e, i);
        }
        for (i = 0; i < e->n; i++) {
            n = entry_aliases(e, i, &aliases);
            for (k = 0; k < n; k++) {
                owner[j] = i;
                names[j++] = aliases[k];
            }
        }
        gs_suggest_name(name, names, owner, j, &h);
    }
    if (h.match >= 0) {
        gs_error_set(err, GS_ENOTFOUND, "unknown %s '%s'; did you mean '%s'?",
                     kind, name, entry_id(e, owner[h.match]));
    } else if (h.n_family) {
        used = 0;
        list[0] = '\0';
        for (i = 0; i < h.n_family && i < GS_SUGGEST_FAMILY_MAX; i++)
            used += (size_t)snprintf(list + used, sizeof(list) - used,
                                     "%s%s", i ? ", " : "",
                                     entry_id(e, h.family[i]));
        if (h.n_family > GS_SUGGEST_FAMILY_MAX && used < sizeof(list))
            snprintf(list + used, sizeof(list) - used, ", ... (%zu more)",
                     h.n_family - GS_SUGGEST_FAMILY_MAX);
        /* "did you mean" marks a hint that callers pass on unchanged */
        gs_error_set(err, GS_ENOTFOUND,
                     "unknown %s '%s': no such entry; did you mean one of "
                     "the %.*s family: %s?", kind, name, (int)h.label_len,
                     h.label, list);
    } else {
        gs_error_set(err, GS_ENOTFOUND, "unknown %s '%s'; %s", kind, name,
                     hint);
    }
    free(owner);
    free(names);
}

const struct gs_gpu *gs_dataset_gpu(const struct gs_dataset *d,
                                    const char *name, struct gs_error *err)
{
    struct names_of e = gpu_names(d);
    long i = find(&e, name);

    if (i >= 0)
        return &d->gpus[i];
    not_found(&e, "GPU", name, "'gpusel list gpus' shows the catalogue", err);
    return NULL;
}

const struct gs_model *gs_dataset_model(const struct gs_dataset *d,
                                        const char *name,
                                        struct gs_error *err)
{
    struct names_of e = model_names(d);
    long i = find(&e, name);

    if (i >= 0)
        return &d->models[i];
    not_found(&e, "model", name,
              "'gpusel list models' shows the catalogue; a config.json path "
              "or a size such as 70B also works", err);
    return NULL;
}

const char *gs_dataset_gpu_vendor(const struct gs_dataset *d,
                                  const char *name, const char *what,
                                  struct gs_error *err)
{
    const char **vendors = calloc(d->n_gpus + 1, sizeof(*vendors));
    const char *hint;
    char list[256];
    size_t i, k, n = 0, used = 0;

    if (!vendors) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        return NULL;
    }
    for (i = 0; i < d->n_gpus; i++) {
        const char *v = d->gpus[i].vendor;

        if (!v || !*v)
            continue;
        if (gs_ascii_casecmp(v, name) == 0) {
            free(vendors);
            return v;
        }
        for (k = 0; k < n && gs_ascii_casecmp(vendors[k], v) != 0; k++)
            continue;
        if (k == n)
            vendors[n++] = v;
    }
    hint = gs_suggest(name, vendors, n);
    if (hint) {
        gs_error_set(err, GS_EUSAGE, "%s: no GPU in the catalogue has vendor "
                     "'%s'; did you mean '%s'?", what, name, hint);
    } else {
        list[0] = '\0';
        for (i = 0; i < n && used < sizeof(list); i++)
            used += (size_t)snprintf(list + used, sizeof(list) - used,
                                     "%s%s", i ? ", " : "", vendors[i]);
        gs_error_set(err, GS_EUSAGE, "%s: no GPU in the catalogue has vendor "
                     "'%s' (vendors: %s)", what, name, list);
    }
    free(vendors);
    return NULL;
}
