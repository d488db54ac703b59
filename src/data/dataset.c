/*
 * Dataset lifetime and lookups by id or alias (case-insensitive), with a
 * "did you mean" suggestion for unknown names.  Loading is in
 * src/load_catalog.c.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gpusel/dataset.h"
#include "gpusel/suggest.h"
#include "gpusel/banned.h"

void gs_dataset_init(struct gs_dataset *d)
{
    memset(d, 0, sizeof(*d));
    gs_arena_init(&d->arena);
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
    gs_arena_release(&d->arena);
    gs_dataset_init(d);
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
        if (strcasecmp(entry_id(e, i), name) == 0)
            return (long)i;
    for (i = 0; i < e->n; i++) {
        n = entry_aliases(e, i, &aliases);
        for (k = 0; k < n; k++)
            if (strcasecmp(aliases[k], name) == 0 &&
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

/* GS_ENOTFOUND for `name`, with the closest id or alias as a hint. */
static void not_found(const struct names_of *e, const char *kind,
                      const char *name, const char *hint,
                      struct gs_error *err)
{
    const char *const *aliases;
    const char **names;
    const char *s = NULL;
    size_t total = e->n, i, k, n, j = 0;

    for (i = 0; i < e->n; i++)
        total += entry_aliases(e, i, &aliases);
    names = calloc(total + 1, sizeof(*names));
    if (names) {
        for (i = 0; i < e->n; i++)
            names[j++] = entry_id(e, i);
        for (i = 0; i < e->n; i++) {
            n = entry_aliases(e, i, &aliases);
            for (k = 0; k < n; k++)
                names[j++] = aliases[k];
        }
        s = gs_suggest(name, names, j);
    }
    if (s)
        gs_error_set(err, GS_ENOTFOUND, "unknown %s '%s'; did you mean '%s'?",
                     kind, name, s);
    else
        gs_error_set(err, GS_ENOTFOUND, "unknown %s '%s'; %s", kind, name,
                     hint);
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
