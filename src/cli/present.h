#ifndef GPUSEL_PRESENT_H
#define GPUSEL_PRESENT_H

#include <stdbool.h>
#include <stddef.h>

#include "dataset.h"
#include "gpu.h"
#include "opt.h"
#include "model.h"
#include "report.h"

/*
 * GPU catalogue fields as commands show them, in one table shared by
 * list, show and compare (and later rank): adding a field here adds it to
 * `list gpus` (CSV/JSON, and the table with --wide), `show` and, for
 * numeric specs, `compare`.  Values are in the key's unit (memory_gb in
 * GB, bf16_dense_tflops in TFLOP/s); value() returns a NULL cell when the
 * GPU lacks the field or it is unknown.
 */
struct gs_gpu_field {
    const char *key;         /* machine key with unit: "bf16_dense_tflops" */
    const char *title;       /* heading for people: "BF16 dense (TFLOP/s)" */
    const char *unit;        /* "TFLOP/s"; NULL for text, flags, years */
    enum gs_cell_type type;  /* of the non-null values */
    int decimals;            /* in tables */
    enum gs_col_kind kind;   /* GS_COL_AUTO, or KEY / LIST */
    bool in_list;            /* a column of `list gpus`' table by default
                              * (the others are detail columns there) */
    bool is_spec;            /* a numeric spec: a row of `compare` */
    struct gs_cell (*value)(const struct gs_gpu *g, struct gs_table *t);
                             /* t: where derived text may be pooled */
    const char *list_title;  /* shorter heading for `list gpus`' table;
                              * NULL: title */
    int priority;            /* gs_column.priority in `list gpus` */
};

extern const struct gs_gpu_field gs_gpu_fields[];
extern const size_t gs_n_gpu_fields;

/* Field by key or --by short name ("bandwidth", "memory", "bf16", ...);
 * NULL if none. */
const struct gs_gpu_field *gs_gpu_field_find(const char *name);

/* The field's value as a double for sorting (0 when missing). */
double gs_gpu_field_number(const struct gs_gpu_field *f,
                           const struct gs_gpu *g);

/* The column that shows field f. */
struct gs_column gs_gpu_field_column(const struct gs_gpu_field *f);

/* NULL-terminated names accepted by --by. */
extern const char *const gs_gpu_sort_names[];

/*
 * Items as one GS_COL_LIST cell ('\n'-separated), pooled in t; a NULL
 * cell when there are none.  *oom set on allocation failure.
 */
struct gs_cell gs_list_cell(struct gs_table *t, const char *const *items,
                            size_t n, bool *oom);

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
