#ifndef GPUSEL_ENGINE_EFF_H
#define GPUSEL_ENGINE_EFF_H

#include <stdbool.h>
#include <stddef.h>

#include "gpu.h"
#include "roofline.h"
#include "serving.h"

/*
 * The engine x vendor x release efficiency table (issue 17): one row per
 * serving engine, GPU vendor, model class (dense or MoE) and engine
 * release, each the share of gpusel's roofline rates that the engine
 * reached in published serving measurements of that release.  A row's
 * value comes from its `derives` measurements: each is a published
 * throughput over gpusel perf's prediction of it at software factor 1
 * (the same conditions, the same catalogue); expected is their median,
 * low and high their minimum and maximum.  Each row also names its
 * `check`: different published measurements that test it
 * (tests/validation_pub.sh, tests/validation_moe.sh).  perf applies the
 * row of its serving engine, the GPU's vendor and the model's class as
 * the software-maturity factor (gs_roofline_eff.software_frac: the
 * matmul, attention and bandwidth roofs, not the fixed costs); where no
 * row applies the vendor default stays (docs/engines/roofline.md,
 * "Software maturity").  docs/engines/engine-efficiency.md lists every
 * row, its measurements and its check.  Pure: const tables only.
 */

/* Dense or mixture-of-experts: the kernels differ (grouped GEMMs,
 * routing, all-to-all), so the share reached differs. */
enum gs_engine_eff_class {
    GS_EFF_DENSE,
    GS_EFF_MOE,
    GS_EFF_CLASS_COUNT
};

/* One published measurement a row's value is taken from. */
struct gs_engine_eff_point {
    const char *what;      /* the setup, as the source tables name it */
    double published;      /* tokens/s, as published */
    double predicted;      /* gpusel perf at software factor 1 */
};

struct gs_engine_eff_row {
    const char *id;        /* "vllm-amd-dense-0.11.1": what the validation
                            * tables name */
    const char *label;     /* "row " id: the stack --explain names */
    enum gs_serving_engine engine;
    const char *vendor;    /* the catalogue's vendor ("NVIDIA", "AMD") */
    enum gs_engine_eff_class cls;
    const char *release;   /* the engine release measured */
    bool current;          /* the row perf applies for this engine,
                            * vendor and class (the newest release) */
    const char *measured_on; /* GPUs of the measurements */
    const char *source;    /* publication of the `derives` measurements */
    const char *check;     /* different measurements that test the row */
    const struct gs_engine_eff_point *points;
    size_t n_points;
    /* The value, written out as the ratios it is made of (so that perf
     * applies a row without sorting): the median, the minimum and the
     * maximum of the points' published / predicted;
     * tests/unit/test_engine_eff.c checks them against
     * gs_engine_eff_value(). */
    double expected, low, high;
};

/* The value of a row: median, minimum and maximum of its points'
 * published / predicted ratios (0 for a row without points). */
struct gs_engine_eff_value {
    double expected, low, high;
    size_t n;
};

/* Every row, in table order; *n set to their count. */
const struct gs_engine_eff_row *gs_engine_eff_rows(size_t *n);

/* The row's value (median / min / max of its ratios).  Pure. */
struct gs_engine_eff_value gs_engine_eff_value(
    const struct gs_engine_eff_row *row);

/* The current row for engine e on GPU g and a model with (moe) or
 * without routed experts; NULL when none applies (no row for that
 * engine, vendor and class, or GS_SERVE_NONE). */
const struct gs_engine_eff_row *gs_engine_eff_find(enum gs_serving_engine e,
                                                   const struct gs_gpu *g,
                                                   bool moe);

/* The row of release `release` ("0.10.2": the version the row's
 * release starts with, whole) for engine e on GPU g and the model class;
 * NULL when the table has none.  Older releases' rows are there for
 * this. */
const struct gs_engine_eff_row *gs_engine_eff_find_release(
    enum gs_serving_engine e, const struct gs_gpu *g, bool moe,
    const char *release);

/* Apply row r to c: software_frac expected / pessimistic / optimistic
 * become the row's expected / low / high (at most 1.5, the
 * roofline's bound), software_prov its source (origin measured) and
 * software_stack its id ("row <id>").  A NULL row leaves c as it is. */
void gs_engine_eff_apply(struct gs_roofline_consts *c,
                         const struct gs_engine_eff_row *r);

/* "dense" or "moe". */
const char *gs_engine_eff_class_name(enum gs_engine_eff_class c);

#endif /* GPUSEL_ENGINE_EFF_H */
