#ifndef GPUSEL_DATASET_H
#define GPUSEL_DATASET_H

#include <stdbool.h>
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "error.h"
#include "gpu.h"
#include "model.h"
#include "text.h"         /* gs_fnv1a64 */

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

/* A file loaded into the dataset, for reports' inputs.catalog_files. */
struct gs_dataset_file {
    const char *name;          /* as in messages: "<built-in>/gpus.yaml" */
    size_t n_bytes;            /* its size */
    uint64_t fnv1a64;          /* FNV-1a 64-bit hash of its bytes */
};

/*
 * The storage behind one list of a dataset (internal to the data layer;
 * read the list through gs_dataset's gpus/models).  A list starts as the
 * built-in array itself (src/data/embedded.h); the first overlay
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
    struct gs_arena arena;     /* owns the file names and config.json
                                * models */
    struct gs_arena entries;   /* owns the strings and lists of overlay
                                * entries (each file's YAML tree is freed
                                * once read); rebuilt without the replaced
                                * entries when those outweigh the rest */
    size_t entry_bytes;        /* in `entries`: of the entries in use */
    size_t garbage_bytes;      /* and of entries an overlay replaced */
    const struct gs_gpu *gpus; /* n_gpus entries, catalogue order */
    size_t n_gpus;
    const unsigned *gpu_layer; /* 0 built-in, 1.. overlay number; NULL
                                * while every entry is built-in */
    const struct gs_model *models;
    size_t n_models;
    const unsigned *model_layer;
    unsigned n_layers;         /* overlay files loaded so far */
    struct gs_dataset_list gpu_list, model_list;
    struct gs_dataset_file *files; /* n_files, in load order (built-in
                                    * files first) */
    size_t n_files, alloc_files;
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

/*
 * Write one entry as a complete catalogue file (schema_version, then
 * gpus: or models: with the entry) that --catalog reads back to the same
 * values: the starting point of an overlay, which replaces whole entries
 * (gpusel show ID --format yaml).  Unset optional keys are left out.
 * Returns 0, or -1 with GS_EIO when out cannot be written.
 */
int gs_catalog_write_gpu(FILE *out, const struct gs_gpu *g,
                         struct gs_error *err);
int gs_catalog_write_model(FILE *out, const struct gs_model *m,
                           struct gs_error *err);

/* Overlay an in-memory file; `path` names it in messages.  `what` limits
 * which sections are read (the others are ignored). */
int gs_dataset_load_buffer(struct gs_dataset *d, const char *path,
                           const unsigned char *buf, size_t len,
                           unsigned what, struct gs_error *err);

/*
 * GPU or model by id or alias, ignoring case; NULL with GS_ENOTFOUND
 * when none.  The hint never names another product (suggest.h,
 * gs_suggest_name): "unknown GPU 'H100 80GB'; did you mean 'h100-sxm'?",
 * or when no entry has that product number its nearest family members,
 * "unknown GPU 'rtx-3090': no such entry; did you mean one of the rtx
 * family: rtx-4090, ...?" (both say "did you mean": callers that add
 * their own hint keep these).
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

/*
 * Record a loaded file (name copied) with its size and FNV-1a 64-bit
 * hash: offset basis 14695981039346656037, prime 1099511628211 (Fowler,
 * Noll, Vo; http://www.isthe.com/chongo/tech/comp/fnv/).  -1 on OOM.
 */
int gs_dataset_add_file(struct gs_dataset *d, const char *name,
                        const unsigned char *buf, size_t len,
                        struct gs_error *err);

/* The same for a file whose size and hash are already known (the
 * built-in catalogues, hashed at build time). */
int gs_dataset_add_file_hashed(struct gs_dataset *d, const char *name,
                               size_t n_bytes, uint64_t fnv1a64,
                               struct gs_error *err);

/*
 * The catalogue's spelling of GPU vendor `name` ("nvidia" -> "NVIDIA"),
 * for a --vendor filter; NULL with GS_EUSAGE when no GPU has it, naming
 * option `what` and the closest vendor ("did you mean 'NVIDIA'?") or
 * else listing them all.  Shared by every command with --vendor.
 */
const char *gs_dataset_gpu_vendor(const struct gs_dataset *d,
                                  const char *name, const char *what,
                                  struct gs_error *err);

void gs_dataset_release(struct gs_dataset *d);

#endif /* GPUSEL_DATASET_H */
