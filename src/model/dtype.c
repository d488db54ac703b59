/*
 * Storage formats: names and bits per element including scales.  Pure;
 * docs/methodology.md cites each block layout.
 */
#include <assert.h>
#include <string.h>

#include "dtype.h"
#include "ascii.h"
#include "banned.h"

/*
 * GPTQ/AWQ int4: per group of 128 weights, an fp16 scale and a packed
 * 4-bit zero point: 4 + (16 + 4) / 128 bits per weight.
 */
#define GS_INT4_GROUP_SIZE 128.0
#define GS_INT4_SCALE_BITS 16.0
#define GS_INT4_ZERO_BITS 4.0
/*
 * QLoRA NF4 with double quantisation (Dettmers et al. 2023, sec. 3):
 * 64-weight blocks with an 8-bit absmax, itself quantised in blocks of
 * 256 with an fp32 constant: 4 + 8/64 + 32/(64*256) bits per weight.
 */
#define GS_NF4_BLOCK 64.0
#define GS_NF4_ABSMAX_BITS 8.0
#define GS_NF4_BLOCK2 256.0
#define GS_NF4_CONST_BITS 32.0
/* OCP MX spec: 32-element blocks share one 8-bit (E8M0) scale. */
#define GS_MX_BLOCK 32.0
#define GS_MX_SCALE_BITS 8.0
/*
 * NVFP4 (NVIDIA, "Introducing NVFP4 for efficient and accurate
 * low-precision inference", developer blog, 2025; PTX ISA
 * block-scaled MMA): 16-element blocks share one FP8 E4M3 scale, and
 * each tensor one fp32 scale (negligible per element, not counted):
 * 4 + 8/16 = 4.5 bits per weight.
 */
#define GS_NVFP4_BLOCK 16.0
#define GS_NVFP4_SCALE_BITS 8.0
static const struct {
    const char *name;
    double bits;
} dtypes[GS_DTYPE_COUNT] = {
    [GS_DTYPE_FP32] = { "fp32", 32.0 },
    [GS_DTYPE_BF16] = { "bf16", 16.0 },
    [GS_DTYPE_FP16] = { "fp16", 16.0 },
    [GS_DTYPE_FP8] = { "fp8", 8.0 },
    [GS_DTYPE_INT8] = { "int8", 8.0 },
    [GS_DTYPE_INT4] = { "int4", 4.0 + (GS_INT4_SCALE_BITS + GS_INT4_ZERO_BITS) /
                                          GS_INT4_GROUP_SIZE },
    [GS_DTYPE_NF4] = { "nf4", 4.0 + GS_NF4_ABSMAX_BITS / GS_NF4_BLOCK +
                                  GS_NF4_CONST_BITS /
                                      (GS_NF4_BLOCK * GS_NF4_BLOCK2) },
    [GS_DTYPE_MXFP4] = { "mxfp4", 4.0 + GS_MX_SCALE_BITS / GS_MX_BLOCK },
    [GS_DTYPE_FP4] = { "fp4", 4.0 + GS_NVFP4_SCALE_BITS / GS_NVFP4_BLOCK },
    /* OCP MXFP6 (MX spec v1.0): 6 + 8/32 bits */
    [GS_DTYPE_FP6] = { "fp6", 6.0 + GS_MX_SCALE_BITS / GS_MX_BLOCK },
};

double gs_dtype_bits(enum gs_dtype t)
{
    assert(t >= 0 && t < GS_DTYPE_COUNT);
    return dtypes[t].bits;
}

const char *gs_dtype_name(enum gs_dtype t)
{
    return (t >= 0 && t < GS_DTYPE_COUNT) ? dtypes[t].name : "unset";
}

int gs_dtype_find(const char *name)
{
    int i;

    for (i = 0; i < GS_DTYPE_COUNT; i++)
        if (gs_ascii_casecmp(name, dtypes[i].name) == 0)
            return i;
    /* the names vendors and engines use for the two block formats */
    if (gs_ascii_casecmp(name, "nvfp4") == 0)
        return GS_DTYPE_FP4;
    if (gs_ascii_casecmp(name, "mxfp6") == 0)
        return GS_DTYPE_FP6;
    return -1;
}

int gs_dtype_choice(const char *s, enum gs_dtype *out, struct gs_error *err)
{
    int i;

    *out = GS_DTYPE_UNSET;
    if (!s || strcmp(s, "auto") == 0)
        return 0;
    if ((i = gs_dtype_find(s)) < 0)
        return gs_error_set(err, GS_EINTERNAL, "unknown format '%s'", s);
    *out = (enum gs_dtype)i;
    return 0;
}
