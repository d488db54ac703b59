#ifndef GPUSEL_PRESENT_H
#define GPUSEL_PRESENT_H

#include <stdbool.h>
#include <stddef.h>

#include "gpusel/dataset.h"
#include "gpusel/gpu.h"
#include "gpusel/opt.h"
#include "gpusel/model.h"

/*
 * The numeric GPU specs that commands show, in human units, in one table
 * shared by list, show, compare and (later) rank: adding a spec here
 * adds it everywhere.  value() returns 0 when the GPU lacks the spec.
 */
struct gs_gpu_metric {
    const char *key;         /* machine key with unit: "bf16_dense_tflops" */
    const char *title;       /* "BF16 dense (TFLOP/s)" */
    const char *unit;        /* "TFLOP/s" */
    int decimals;
    double (*value)(const struct gs_gpu *g);
};

extern const struct gs_gpu_metric gs_gpu_metrics[];
extern const size_t gs_n_gpu_metrics;

/* Metric by key or short name ("bandwidth", "memory", "bf16", ...);
 * NULL if none. */
const struct gs_gpu_metric *gs_gpu_metric_find(const char *name);

/* NULL-terminated names accepted by --by. */
extern const char *const gs_gpu_sort_names[];

/*
 * The GPU filters and sort key `list gpus` and `fit` share: --vendor
 * (ASCII case ignored), --min-memory (usable bytes), --precision (dense
 * matrix support; -1 any) and --by (one of gs_gpu_sort_names).
 */
struct gs_gpu_filter {
    const char *vendor;         /* NULL: any */
    double min_memory_bytes;    /* 0: any */
    int precision;              /* enum gs_precision, or -1: any */
};

bool gs_gpu_filter_match(const struct gs_gpu *g, const struct gs_gpu_filter *f);

/*
 * The GPUs named in `names` (ids or aliases, duplicates dropped), or
 * every catalogue GPU when it is empty, that pass f; into out[] (room for
 * d->n_gpus + names->n), *n of them.  Returns 0, or -1 with GS_ENOTFOUND
 * for an unknown name.
 */
int gs_gpu_select(const struct gs_dataset *d, const struct gs_strlist *names,
                  const struct gs_gpu_filter *f, const struct gs_gpu **out,
                  size_t *n, struct gs_error *err);

/* Sort key for --by `by` (largest first); 0 for "id" (sort by id). */
double gs_gpu_sort_key(const struct gs_gpu *g, const char *by);

#endif /* GPUSEL_PRESENT_H */
