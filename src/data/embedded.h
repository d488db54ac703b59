#ifndef GPUSEL_EMBEDDED_H
#define GPUSEL_EMBEDDED_H

#include <stddef.h>
#include <stdint.h>

#include "gpu.h"
#include "model.h"

/*
 * The built-in catalogues.  At build time src/data/gen/gencatalog.c loads
 * data/gpus.yaml and data/models.yaml with the same strict loader as an
 * overlay (a bad file fails the build at file:line:column) and writes
 * every entry out as a constant struct gs_gpu / struct gs_model, so a
 * start-up parses nothing: gs_dataset_load_builtin() points the dataset
 * at these arrays.  Read-only; the strings live in the binary.
 */

/* origin_path of built-in entries ("defined_in" in 'gpusel show'). */
#define GS_BUILTIN_GPUS_PATH "<built-in>/gpus.yaml"
#define GS_BUILTIN_MODELS_PATH "<built-in>/models.yaml"

/* A data file compiled in: its name and what a report needs to identify
 * the exact bytes (FNV-1a 64-bit: offset basis 14695981039346656037,
 * prime 1099511628211; http://www.isthe.com/chongo/tech/comp/fnv/). */
struct gs_builtin_file {
    const char *name;                /* GS_BUILTIN_GPUS_PATH, ... */
    size_t n_bytes;
    uint64_t fnv1a64;
};

struct gs_builtin_catalog {
    const struct gs_gpu *gpus;       /* n_gpus, in data/gpus.yaml order */
    size_t n_gpus;
    const struct gs_model *models;   /* n_models, data/models.yaml order */
    size_t n_models;
    struct gs_builtin_file gpus_file, models_file;
};

extern const struct gs_builtin_catalog gs_builtin_catalog;

/*
 * The built-in price files (data/prices/prices.yaml and api-prices.yaml),
 * compiled in as bytes by src/data/gen/embed.cmake and parsed by the
 * strict price loader (price_load.h) only when a command needs prices.
 * bytes[n_bytes] is a NUL, not counted.
 */
#define GS_BUILTIN_PRICES_PATH "<built-in>/prices.yaml"
#define GS_BUILTIN_API_PRICES_PATH "<built-in>/api-prices.yaml"

struct gs_builtin_blob {
    const char *name;                /* GS_BUILTIN_PRICES_PATH, ... */
    const unsigned char *bytes;
    size_t n_bytes;
};

extern const struct gs_builtin_blob gs_builtin_prices, gs_builtin_api_prices;

#endif /* GPUSEL_EMBEDDED_H */
