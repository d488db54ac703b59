/*
 * Shape-aware GEMM efficiency (engine/gemm.h).  Pure: no I/O, no
 * allocation, no globals.
 */
#include <math.h>

#include "gemm.h"
#include "banned.h"

double gs_gemm_wave_frac(double m, double n, int64_t sms)
{
    double tiles, waves;

    /* fewer rows than a tile: cuBLAS runs GEMV / split-K kernels that
     * stream the weights over every SM (the H200's 1-, 8- and 64-row
     * products run at the bandwidth roof), so no tile is wasted
     * (gs_gemm_wave_frac_tiles: the same operations) */
    if (sms <= 0 || !(m >= GS_GEMM_TILE_M) || !(n > 0.0))
        return 1.0;
    tiles = ceil(m / GS_GEMM_TILE_M) * ceil(n / GS_GEMM_TILE_N);
    waves = ceil(tiles / (double)sms);
    return m * n / (waves * (double)sms * GS_GEMM_TILE_M * GS_GEMM_TILE_N);
}

double gs_gemm_linear_frac(double tokens, double in, double out,
                           int64_t sms, int training)
{
    double f = gs_gemm_wave_frac(tokens, out, sms);

    if (!training)
        return f;
    /* three GEMMs of equal FLOPs: the time is the sum of 1/frac */
    return 3.0 / (1.0 / f + 1.0 / gs_gemm_wave_frac(tokens, in, sms) +
                  1.0 / gs_gemm_wave_frac(out, in, sms));
}
