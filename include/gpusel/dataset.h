#ifndef GPUSEL_DATASET_H
#define GPUSEL_DATASET_H

#include <stdbool.h>
#include <stddef.h>

#include "gpusel/arena.h"
#include "gpusel/error.h"
#include "gpusel/gpu.h"
#include "gpusel/model.h"

/*
 * A dataset: the GPU and model catalogues, loaded once into an arena and
 * then read-only.  The built-in catalogues (data/gpus.yaml and
 * data/models.yaml, checked and compiled into the binary at build time)
 * load first; overlay files follow, in order, each read by the strict
 * YAML loader.  An overlay entry whose id equals a loaded entry's id
 * replaces it; new ids are appended.  Lookups accept ids and aliases,
 * ignoring ASCII case; aliases from later files win.
 *
 * Data files: a YAML mapping with `schema_version: 1` and a `gpus:` and/or
 * `models:` sequence (docs/catalogue.md, docs/models.md).  Every error
 * names file:line:column and the key.
 */

enum {
    GS_DATA_GPUS = 1 << 0,
    GS_DATA_MODELS = 1 << 1,
};

#define GS_CATALOG_SCHEMA_VERSION 1

/*
 * The storage behind one list of a dataset (internal to the data layer;
 * read the list through gs_dataset's gpus/models).  A list starts as the
 * built-in array itself (include/gpusel/embedded.h); the first overlay
 * that touches it copies the entries (not their strings) into `owned`.
 * `index` maps each id to its place, so an overlay finds the entry it
 * replaces in constant time whatever was loaded before.
 */
struct gs_dataset_list {
    void *owned;               /* malloc'd entries; NULL while built-in */
    unsigned *layer;           /* per entry: 0 built-in, 1.. overlay */
    size_t alloc;              /* entries owned and layer have room for */
    size_t *index;             /* open addressing: entry + 1, 0 empty */
    size_t index_cap;          /* a power of two; 0 before any overlay */
};

struct gs_dataset {
    struct gs_arena arena;     /* owns every string and list of overlays */
    const struct gs_gpu *gpus; /* n_gpus entries, catalogue order */
    size_t n_gpus;
    const unsigned *gpu_layer; /* 0 built-in, 1.. overlay number; NULL
                                * while every entry is built-in */
    const struct gs_model *models;
    size_t n_models;
    const unsigned *model_layer;
    unsigned n_layers;         /* overlay files loaded so far */
    struct gs_dataset_list gpu_list, model_list;
};

void gs_dataset_init(struct gs_dataset *d);

/*
 * Load the built-in catalogues named by `what` (GS_DATA_*): no parsing
 * and no copying, the dataset points at the arrays compiled in at build
 * time.  Before any overlay (GS_EINTERNAL otherwise).
 */
int gs_dataset_load_builtin(struct gs_dataset *d, unsigned what,
                            struct gs_error *err);

/* Overlay a file from disk (GS_EIO if unreadable). */
int gs_dataset_load_file(struct gs_dataset *d, const char *path,
                         struct gs_error *err);

/* Overlay an in-memory file; `path` names it in messages.  `what` limits
 * which sections are read (the others are ignored). */
int gs_dataset_load_buffer(struct gs_dataset *d, const char *path,
                           const unsigned char *buf, size_t len,
                           unsigned what, struct gs_error *err);

/*
 * GPU or model by id or alias, ignoring case; NULL with GS_ENOTFOUND
 * ("unknown GPU 'h10'; did you mean 'h100-sxm'?") when none.
 */
const struct gs_gpu *gs_dataset_gpu(const struct gs_dataset *d,
                                    const char *name, struct gs_error *err);
const struct gs_model *gs_dataset_model(const struct gs_dataset *d,
                                        const char *name,
                                        struct gs_error *err);

/* Same, without an error: NULL when none. */
const struct gs_gpu *gs_dataset_find_gpu(const struct gs_dataset *d,
                                         const char *name);
const struct gs_model *gs_dataset_find_model(const struct gs_dataset *d,
                                             const char *name);

void gs_dataset_release(struct gs_dataset *d);

#endif /* GPUSEL_DATASET_H */
