/*
 * Pure helpers on the accelerator data model: precision names, usable
 * memory, name matching.  No I/O.
 */
#include <string.h>

#include "gpu.h"
#include "ascii.h"
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
        if (gs_ascii_casecmp(name, gs_precision_names[i]) == 0)
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

    if (gs_ascii_casecmp(g->id, name) == 0)
        return true;
    for (i = 0; i < g->n_aliases; i++)
        if (gs_ascii_casecmp(g->aliases[i], name) == 0)
            return true;
    return false;
}

/* PCI-SIG, PCI Express Base Specification 3.0-6.0: per-lane rates 8, 16,
 * 32, 64 GT/s; gen 3-5 code 128b/130b, gen 6 sends 256-byte flits of 236
 * bytes TLP, 6 DLP, 8 CRC and 6 FEC (docs/methodology.md, "PCIe"). */
#define PCIE_FIRST_GEN 3
#define PCIE_LAST_TABLED_GEN 6
#define PCIE_LAST_GEN 10     /* the catalogue's bound on pcie_gen */
/* x16, per direction: rate x 16 lanes / 8 bits x coding, as the
 * figures are usually quoted (15.754 GB/s for gen 3 rounds to 15.75) */
static const double pcie_x16_bytes_per_s[] = {
    15.75e9,    /* gen 3: 8 GT/s, 128b/130b */
    31.5e9,     /* gen 4: 16 GT/s */
    63.0e9,     /* gen 5: 32 GT/s */
    121.0e9,    /* gen 6: 64 GT/s x 16 / 8 = 128 GB/s x 242/256 */
};

double gs_pcie_x16_bytes_per_s(int gen)
{
    double bw;

    if (gen < PCIE_FIRST_GEN || gen > PCIE_LAST_GEN)
        return 0.0;
    if (gen <= PCIE_LAST_TABLED_GEN)
        return pcie_x16_bytes_per_s[gen - PCIE_FIRST_GEN];
    bw = pcie_x16_bytes_per_s[PCIE_LAST_TABLED_GEN - PCIE_FIRST_GEN];
    for (; gen > PCIE_LAST_TABLED_GEN; gen--)
        bw *= 2.0;
    return bw;
}

bool gs_gpu_has_nvfp4(const struct gs_gpu *g)
{
    return g->vendor && strcmp(g->vendor, "NVIDIA") == 0 &&
           g->dense_flop_per_s[GS_PREC_FP4] > 0.0;
}

double gs_gpu_purchase_usd(const struct gs_gpu *g)
{
    return g->purchase_usd > 0.0 ? g->purchase_usd : g->launch_price_usd;
}

double gs_gpu_tp_link_bytes_per_s(const struct gs_gpu *g)
{
    double pcie = gs_pcie_x16_bytes_per_s(g->pcie_gen);

    if (g->consumer && g->scale_up_kind &&
        strcmp(g->scale_up_kind, "pcie") == 0) {
        /* no peer-to-peer: staged through host memory, two crossings of
         * the card's own x16 link */
        double link = pcie > 0.0 ? pcie : g->scale_up_bw_bytes_per_s / 2.0;
        return link / GS_GPU_HOST_STAGED_CROSSINGS;
    }
    if (g->scale_up_bw_bytes_per_s > 0.0)
        return g->scale_up_bw_bytes_per_s / 2.0;   /* catalogue: both
                                                    * directions summed */
    return pcie;                                    /* 0: unknown */
}
