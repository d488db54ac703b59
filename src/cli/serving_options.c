/*
 * The value lists of the serving options perf, fit and the cost question
 * share (serving_options.h).
 */
#include "serving_options.h"
#include "banned.h"

const char *const gs_weight_dtype_names[] = {
    "auto", "fp32", "bf16", "fp16", "fp8", "int8", "int4", "nf4", "mxfp4",
    "fp4", "fp6", NULL
};

const char *const gs_kv_dtype_names[] = {
    "fp32", "bf16", "fp16", "fp8", "int8", NULL
};

const char *const gs_kv_offload_names[] = { "none", "host", NULL };
