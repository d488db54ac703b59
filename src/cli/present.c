/*
 * GPU specs as commands show them: one table of metrics in human units.
 */
#include <string.h>
#include <strings.h>

#include "gpusel/present.h"
#include "gpusel/units.h"
#include "gpusel/banned.h"

static double memory_gb(const struct gs_gpu *g)
{
    return g->memory_bytes / GS_BYTES_PER_GB;
}
static double usable_gib(const struct gs_gpu *g)
{
    return g->usable_memory_bytes / GS_BYTES_PER_GIB;
}
static double bw_tb(const struct gs_gpu *g)
{
    return g->mem_bw_bytes_per_s / GS_BYTES_PER_TB;
}
#define PREC_FN(name, p) \
    static double name(const struct gs_gpu *g) \
    { \
        return g->dense_flop_per_s[p] / GS_FLOP_PER_TFLOP; \
    }
PREC_FN(fp64, GS_PREC_FP64)
PREC_FN(fp32, GS_PREC_FP32)
PREC_FN(tf32, GS_PREC_TF32)
PREC_FN(fp16, GS_PREC_FP16)
PREC_FN(bf16, GS_PREC_BF16)
PREC_FN(fp8, GS_PREC_FP8)
PREC_FN(fp6, GS_PREC_FP6)
PREC_FN(fp4, GS_PREC_FP4)
PREC_FN(int8, GS_PREC_INT8)
PREC_FN(int4, GS_PREC_INT4)
static double fp16_acc16(const struct gs_gpu *g)
{
    return g->fp16_acc16_dense_flop_per_s / GS_FLOP_PER_TFLOP;
}
static double tdp(const struct gs_gpu *g)
{
    return g->tdp_w;
}
static double scale_up_bw(const struct gs_gpu *g)
{
    return g->scale_up_bw_bytes_per_s / GS_BYTES_PER_GB;
}
static double domain(const struct gs_gpu *g)
{
    return (double)g->scale_up_domain_gpus;
}
static double price(const struct gs_gpu *g)
{
    return g->launch_price_usd;
}
/* Ridge point: BF16 FLOP per byte of DRAM traffic at which a kernel
 * stops being bandwidth-bound. */
static double ridge(const struct gs_gpu *g)
{
    return g->mem_bw_bytes_per_s > 0.0
               ? g->dense_flop_per_s[GS_PREC_BF16] / g->mem_bw_bytes_per_s
               : 0.0;
}

const struct gs_gpu_metric gs_gpu_metrics[] = {
    { "memory_gb", "memory (GB)", "GB", 0, memory_gb },
    { "usable_memory_gib", "usable (GiB)", "GiB", 1, usable_gib },
    { "mem_bw_tb_per_s", "bandwidth (TB/s)", "TB/s", 2, bw_tb },
    { "fp64_dense_tflops", "FP64 (TFLOP/s)", "TFLOP/s", 1, fp64 },
    { "fp32_dense_tflops", "FP32 (TFLOP/s)", "TFLOP/s", 1, fp32 },
    { "tf32_dense_tflops", "TF32 (TFLOP/s)", "TFLOP/s", 1, tf32 },
    { "fp16_dense_tflops", "FP16 (TFLOP/s)", "TFLOP/s", 1, fp16 },
    { "fp16_acc16_dense_tflops", "FP16 acc16 (TFLOP/s)", "TFLOP/s", 1,
      fp16_acc16 },
    { "bf16_dense_tflops", "BF16 (TFLOP/s)", "TFLOP/s", 1, bf16 },
    { "fp8_dense_tflops", "FP8 (TFLOP/s)", "TFLOP/s", 1, fp8 },
    { "fp6_dense_tflops", "FP6 (TFLOP/s)", "TFLOP/s", 1, fp6 },
    { "fp4_dense_tflops", "FP4 (TFLOP/s)", "TFLOP/s", 1, fp4 },
    { "int8_dense_tops", "INT8 (TOP/s)", "TOP/s", 1, int8 },
    { "int4_dense_tops", "INT4 (TOP/s)", "TOP/s", 1, int4 },
    { "bf16_ridge_flop_per_byte", "BF16 ridge (FLOP/B)", "FLOP/B", 0, ridge },
    { "tdp_w", "TDP (W)", "W", 0, tdp },
    { "scale_up_bw_gb_per_s", "scale-up (GB/s)", "GB/s", 0, scale_up_bw },
    { "scale_up_domain_gpus", "domain (GPUs)", "GPUs", 0, domain },
    { "launch_price_usd", "launch price (USD)", "USD", 0, price },
};

const size_t gs_n_gpu_metrics =
    sizeof(gs_gpu_metrics) / sizeof(gs_gpu_metrics[0]);

/* Short names for --by, mapped to metric keys. */
static const struct {
    const char *name;
    const char *key;
} sort_aliases[] = {
    { "memory", "usable_memory_gib" }, { "bandwidth", "mem_bw_tb_per_s" },
    { "fp64", "fp64_dense_tflops" },   { "fp32", "fp32_dense_tflops" },
    { "tf32", "tf32_dense_tflops" },   { "fp16", "fp16_dense_tflops" },
    { "bf16", "bf16_dense_tflops" },   { "fp8", "fp8_dense_tflops" },
    { "fp6", "fp6_dense_tflops" },     { "fp4", "fp4_dense_tflops" },
    { "int8", "int8_dense_tops" },     { "int4", "int4_dense_tops" },
    { "tdp", "tdp_w" },                { "price", "launch_price_usd" },
    { "scale-up", "scale_up_bw_gb_per_s" },
};

const char *const gs_gpu_sort_names[] = {
    "id", "year", "memory", "bandwidth", "fp64", "fp32", "tf32", "fp16",
    "bf16", "fp8", "fp6", "fp4", "int8", "int4", "tdp", "price", "scale-up",
    NULL,
};

const struct gs_gpu_metric *gs_gpu_metric_find(const char *name)
{
    size_t i;

    for (i = 0; i < sizeof(sort_aliases) / sizeof(sort_aliases[0]); i++)
        if (strcmp(sort_aliases[i].name, name) == 0)
            name = sort_aliases[i].key;
    for (i = 0; i < gs_n_gpu_metrics; i++)
        if (strcmp(gs_gpu_metrics[i].key, name) == 0)
            return &gs_gpu_metrics[i];
    return NULL;
}

bool gs_gpu_filter_match(const struct gs_gpu *g, const struct gs_gpu_filter *f)
{
    if (f->vendor && strcasecmp(f->vendor, g->vendor) != 0)
        return false;
    if (f->min_memory_bytes > 0.0 &&
        gs_gpu_usable_bytes(g) < f->min_memory_bytes)
        return false;
    if (f->precision >= 0 && !(g->dense_flop_per_s[f->precision] > 0.0))
        return false;
    return true;
}

double gs_gpu_sort_key(const struct gs_gpu *g, const char *by)
{
    const struct gs_gpu_metric *metric;

    if (strcmp(by, "year") == 0)
        return g->year;
    metric = gs_gpu_metric_find(by);
    if (!metric)
        return 0.0;                       /* "id" */
    /* memory sorts by what a framework can allocate, known or not */
    return strcmp(metric->key, "usable_memory_gib") == 0
               ? gs_gpu_usable_bytes(g)
               : metric->value(g);
}

int gs_gpu_select(const struct gs_dataset *d, const struct gs_strlist *names,
                  const struct gs_gpu_filter *f, const struct gs_gpu **out,
                  size_t *n, struct gs_error *err)
{
    size_t i, k, n_in = names->n ? names->n : d->n_gpus;

    *n = 0;
    for (i = 0; i < n_in; i++) {
        const struct gs_gpu *g = names->n ? gs_dataset_gpu(d, names->items[i],
                                                           err)
                                          : &d->gpus[i];

        if (!g)
            return -1;
        for (k = 0; k < *n && out[k] != g; k++)
            ;
        if (k == *n && gs_gpu_filter_match(g, f))
            out[(*n)++] = g;
    }
    return 0;
}
