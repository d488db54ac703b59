/*
 * Dataset lifetime and lookups by id or alias (case-insensitive), with a
 * "did you mean" suggestion for unknown names.  Loading is in
 * src/load_catalog.c.
 */
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
    free(d->gpus);
    free(d->gpu_layer);
    free(d->models);
    free(d->model_layer);
    gs_arena_release(&d->arena);
    gs_dataset_init(d);
}

/*
 * Index of the entry whose id (first) or alias matches; among alias
 * matches the newest layer wins.  -1 if none.
 */
#define FIND(arr, n, layer, name) \
    do { \
        size_t i_, k_; \
        long best_ = -1; \
        for (i_ = 0; i_ < (n); i_++) \
            if (strcasecmp((arr)[i_].id, (name)) == 0) \
                return (long)i_; \
        for (i_ = 0; i_ < (n); i_++) \
            for (k_ = 0; k_ < (arr)[i_].n_aliases; k_++) \
                if (strcasecmp((arr)[i_].aliases[k_], (name)) == 0 && \
                    (best_ < 0 || (layer)[i_] > (layer)[best_])) \
                    best_ = (long)i_; \
        return best_; \
    } while (0)

static long find_gpu(const struct gs_dataset *d, const char *name)
{
    FIND(d->gpus, d->n_gpus, d->gpu_layer, name);
}

static long find_model(const struct gs_dataset *d, const char *name)
{
    FIND(d->models, d->n_models, d->model_layer, name);
}

const struct gs_gpu *gs_dataset_find_gpu(const struct gs_dataset *d,
                                         const char *name)
{
    long i = find_gpu(d, name);

    return i < 0 ? NULL : &d->gpus[i];
}

const struct gs_model *gs_dataset_find_model(const struct gs_dataset *d,
                                             const char *name)
{
    long i = find_model(d, name);

    return i < 0 ? NULL : &d->models[i];
}

/* Candidate names: every id, then every alias. */
static const char **collect_names(const char *const *ids,
                                  const char **const *aliases,
                                  const size_t *n_aliases, size_t n,
                                  size_t *out_n)
{
    size_t total = n, i, k, j = 0;
    const char **names;

    for (i = 0; i < n; i++)
        total += n_aliases[i];
    names = calloc(total + 1, sizeof(*names));
    if (!names)
        return NULL;
    for (i = 0; i < n; i++)
        names[j++] = ids[i];
    for (i = 0; i < n; i++)
        for (k = 0; k < n_aliases[i]; k++)
            names[j++] = aliases[i][k];
    *out_n = j;
    return names;
}

static int not_found(const char *kind, const char *name, const char *hint,
                     const char *const *ids, const char **const *aliases,
                     const size_t *n_aliases, size_t n, struct gs_error *err)
{
    size_t n_names = 0;
    const char **names = collect_names(ids, aliases, n_aliases, n, &n_names);
    const char *s = names ? gs_suggest(name, names, n_names) : NULL;

    if (s)
        gs_error_set(err, GS_ENOTFOUND, "unknown %s '%s'; did you mean '%s'?",
                     kind, name, s);
    else
        gs_error_set(err, GS_ENOTFOUND, "unknown %s '%s'; %s", kind, name,
                     hint);
    free(names);
    return -1;
}

const struct gs_gpu *gs_dataset_gpu(const struct gs_dataset *d,
                                    const char *name, struct gs_error *err)
{
    const struct gs_gpu *g = gs_dataset_find_gpu(d, name);
    const char **ids, ***aliases;
    size_t *n_aliases, i;

    if (g)
        return g;
    ids = calloc(d->n_gpus + 1, sizeof(*ids));
    aliases = calloc(d->n_gpus + 1, sizeof(*aliases));
    n_aliases = calloc(d->n_gpus + 1, sizeof(*n_aliases));
    if (!ids || !aliases || !n_aliases) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
    } else {
        for (i = 0; i < d->n_gpus; i++) {
            ids[i] = d->gpus[i].id;
            aliases[i] = d->gpus[i].aliases;
            n_aliases[i] = d->gpus[i].n_aliases;
        }
        not_found("GPU", name, "'gpusel list gpus' shows the catalogue", ids,
                  (const char **const *)aliases, n_aliases, d->n_gpus, err);
    }
    free(ids);
    free(aliases);
    free(n_aliases);
    return NULL;
}

const struct gs_model *gs_dataset_model(const struct gs_dataset *d,
                                        const char *name,
                                        struct gs_error *err)
{
    const struct gs_model *m = gs_dataset_find_model(d, name);
    const char **ids, ***aliases;
    size_t *n_aliases, i;

    if (m)
        return m;
    ids = calloc(d->n_models + 1, sizeof(*ids));
    aliases = calloc(d->n_models + 1, sizeof(*aliases));
    n_aliases = calloc(d->n_models + 1, sizeof(*n_aliases));
    if (!ids || !aliases || !n_aliases) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
    } else {
        for (i = 0; i < d->n_models; i++) {
            ids[i] = d->models[i].id;
            aliases[i] = d->models[i].aliases;
            n_aliases[i] = d->models[i].n_aliases;
        }
        not_found("model", name,
                  "'gpusel list models' shows the catalogue; a config.json "
                  "path or a size such as 70B also works",
                  ids, (const char **const *)aliases, n_aliases, d->n_models,
                  err);
    }
    free(ids);
    free(aliases);
    free(n_aliases);
    return NULL;
}
