#ifndef GPUSEL_EMBEDDED_H
#define GPUSEL_EMBEDDED_H

#include <stddef.h>
#include <stdint.h>

#include "gpu.h"
#include "model.h"
#include "price_load.h"

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
 * The built-in price files (data/prices/prices.yaml and api-prices.yaml).
 * At build time gencatalog.c loads them with the strict price loader
 * (price_load.h), GPU names resolved against data/gpus.yaml, so a bad
 * file fails the build at file:line:column, and writes every row out as
 * a constant struct gs_price / struct gs_api_price with the file's
 * statistics.  gs_price_set_load_builtin() (price_load.h) adds them to a
 * set as the loader would have: nothing is parsed at run time.
 */
#define GS_BUILTIN_PRICES_PATH "<built-in>/prices.yaml"
#define GS_BUILTIN_API_PRICES_PATH "<built-in>/api-prices.yaml"

/* Where a row's `gpu` value is written (1-based), for the loader's
 * "unknown GPU" message should the run's catalogue not resolve it. */
struct gs_builtin_mark {
    unsigned line, col;
};

struct gs_builtin_price_file {
    /* As the loader left them; path is the built-in name
     * (GS_BUILTIN_PRICES_PATH, ...), unmapped NULL. */
    struct gs_price_file_stats stats;
    const struct gs_price *prices;          /* stats.n_prices, file order;
                                             * gpu_id as resolved against
                                             * data/gpus.yaml */
    const struct gs_builtin_mark *gpu_marks; /* one per row of prices */
    const struct gs_api_price *api_prices;  /* stats.n_api_prices */
};

struct gs_builtin_prices {
    const struct gs_builtin_price_file *files;  /* in load order */
    size_t n_files;
};

extern const struct gs_builtin_prices gs_builtin_prices;

#endif /* GPUSEL_EMBEDDED_H */
