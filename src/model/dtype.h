#ifndef GPUSEL_DTYPE_H
#define GPUSEL_DTYPE_H

#include "error.h"

/*
 * Storage formats of weights, the KV cache and adapters, with the bits
 * each element takes including its quantisation scales and zeros.  Pure
 * (model layer); docs/methodology.md derives every size.
 */

/* Storage formats for weights and the KV cache. */
enum gs_dtype {
    GS_DTYPE_UNSET = -1, /* not stated (a model that names no shipped
                          * format; a workload field left to its default) */
    GS_DTYPE_FP32,
    GS_DTYPE_BF16,
    GS_DTYPE_FP16,
    GS_DTYPE_FP8,
    GS_DTYPE_INT8,
    GS_DTYPE_INT4,   /* GPTQ/AWQ: 4-bit + fp16 scale and 4-bit zero per
                      * group of GS_INT4_GROUP_SIZE */
    GS_DTYPE_NF4,    /* QLoRA NormalFloat4 with double quantisation */
    GS_DTYPE_MXFP4,  /* OCP microscaling: 4-bit + 8-bit scale per 32 */
    GS_DTYPE_FP4,    /* NVFP4: 4-bit E2M1 + an FP8 (E4M3) scale per 16
                      * and one fp32 scale per tensor */
    GS_DTYPE_FP6,    /* OCP MXFP6: 6-bit (E2M3/E3M2) + an E8M0 scale
                      * per 32 */
    GS_DTYPE_COUNT
};

/* Bits per stored element including scales/zeros (docs/methodology.md). */
double gs_dtype_bits(enum gs_dtype t);
static inline double gs_dtype_bytes(enum gs_dtype t)
{
    return gs_dtype_bits(t) / 8.0;
}
const char *gs_dtype_name(enum gs_dtype t);
/* The format named `name` (case ignored; "nvfp4" is fp4 and "mxfp6" is
 * fp6, the vendors' names), or -1 if unknown. */
int gs_dtype_find(const char *name);

/*
 * An option's format value to its enum: NULL or "auto" is
 * GS_DTYPE_UNSET (the settle step decides).  Returns 0, or -1 with
 * GS_EINTERNAL for a name the option's choice list let through but no
 * format has.
 */
int gs_dtype_choice(const char *s, enum gs_dtype *out, struct gs_error *err);

#endif /* GPUSEL_DTYPE_H */
