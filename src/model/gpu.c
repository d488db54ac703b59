/*
 * Pure helpers on the accelerator data model: precision names, usable
 * memory, name matching.  No I/O.
 */
#include <string.h>
#include <strings.h>

#include "gpu.h"
#include "banned.h"

const char *const gs_precision_names[GS_PREC_COUNT + 1] = {
    [GS_PREC_FP64] = "fp64", [GS_PREC_FP32] = "fp32",
    [GS_PREC_TF32] = "tf32", [GS_PREC_FP16] = "fp16",
    [GS_PREC_BF16] = "bf16", [GS_PREC_FP8] = "fp8",
    [GS_PREC_FP6] = "fp6",   [GS_PREC_FP4] = "fp4",
    [GS_PREC_INT8] = "int8", [GS_PREC_INT4] = "int4",
    [GS_PREC_COUNT] = NULL,
};

const char *gs_precision_name(enum gs_precision p)
{
    return (p >= 0 && p < GS_PREC_COUNT) ? gs_precision_names[p] : "?";
}

int gs_precision_find(const char *name)
{
    int i;

    for (i = 0; i < GS_PREC_COUNT; i++)
        if (strcasecmp(name, gs_precision_names[i]) == 0)
            return i;
    return -1;
}

double gs_gpu_usable_bytes(const struct gs_gpu *g)
{
    return g->usable_memory_bytes > 0.0 ? g->usable_memory_bytes
                                        : g->memory_bytes;
}

bool gs_gpu_matches(const struct gs_gpu *g, const char *name)
{
    size_t i;

    if (strcasecmp(g->id, name) == 0)
        return true;
    for (i = 0; i < g->n_aliases; i++)
        if (strcasecmp(g->aliases[i], name) == 0)
            return true;
    return false;
}

bool gs_gpu_has_nvfp4(const struct gs_gpu *g)
{
    return g->vendor && strcmp(g->vendor, "NVIDIA") == 0 &&
           g->dense_flop_per_s[GS_PREC_FP4] > 0.0;
}
