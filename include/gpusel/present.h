#ifndef GPUSEL_PRESENT_H
#define GPUSEL_PRESENT_H

#include <stddef.h>

#include "gpusel/gpu.h"
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

#endif /* GPUSEL_PRESENT_H */
