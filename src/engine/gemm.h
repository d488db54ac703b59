#ifndef GPUSEL_GEMM_H
#define GPUSEL_GEMM_H

#include <math.h>
#include <stdint.h>

/*
 * Shape-aware GEMM efficiency: the share of the launched tensor-core work
 * that is useful when an M x N output is cut into fixed tiles and the
 * tiles run in waves over the GPU's SMs (NVIDIA, "Matrix Multiplication
 * Background User's Guide": tile quantisation and wave quantisation).
 * The catalogue's achievable fraction (MAMF, or a measured best shape)
 * is the rate at a shape that fills its waves; a GEMM runs at that
 * fraction times gs_gemm_wave_frac().  Pure (engine layer): no I/O, no
 * allocation, no globals.  docs/engines/roofline.md ("Shape-aware GEMM
 * time") derives it and compares it with the H200 measurements.
 */

/* Tile of one SM's output (CUTLASS / cuBLAS Hopper bf16 and fp8 default
 * 128 x 256; the guide's largest tiles are 256 x 128 and 128 x 256). */
#define GS_GEMM_TILE_M 128.0
#define GS_GEMM_TILE_N 256.0

/*
 * Useful over launched tile area for an m x n output on `sms` SMs:
 *   tiles = ceil(m / 128) x ceil(n / 256), waves = ceil(tiles / sms),
 *   frac = m n / (waves x sms x 128 x 256),
 * so it is 1 only when the output fills whole tiles and whole waves.
 * 1 when sms <= 0 (unknown), n is not positive or m is below one tile
 * (128 rows: cuBLAS then runs GEMV and split-K kernels that spread the
 * weights over every SM; the H200's 1-, 8- and 64-row products stream
 * at the bandwidth roof, shared/reference/h200-microbench.md).  Pure.
 */
double gs_gemm_wave_frac(double m, double n, int64_t sms);

/*
 * gs_gemm_wave_frac(m, n, sms) from m_tiles = ceil(m / GS_GEMM_TILE_M)
 * and n_tiles = ceil(n / GS_GEMM_TILE_N), for a caller that holds them
 * (the roofline computes a layer's n tiles once per shape and a step's
 * m tiles once per step): the same operations on the same values, so
 * the same double.  Pure.
 */
static inline double gs_gemm_wave_frac_tiles(double m, double m_tiles,
                                             double n, double n_tiles,
                                             int64_t sms)
{
    double waves;

    /* fewer rows than a tile: cuBLAS runs GEMV / split-K kernels that
     * stream the weights over every SM (the H200's 1-, 8- and 64-row
     * products run at the bandwidth roof), so no tile is wasted */
    if (sms <= 0 || !(m >= GS_GEMM_TILE_M) || !(n > 0.0))
        return 1.0;
    waves = ceil(m_tiles * n_tiles / (double)sms);
    return m * n / (waves * (double)sms * GS_GEMM_TILE_M * GS_GEMM_TILE_N);
}

/*
 * A linear layer of `in` -> `out` features on `tokens` rows, its
 * forward (tokens x out, K = in), and with `training` its data gradient
 * (tokens x in, K = out) and weight gradient (out x in, K = tokens),
 * each of equal FLOPs: the FLOP-weighted harmonic mean of their wave
 * fractions (the factor the layer's time is divided by).  Pure.
 */
double gs_gemm_linear_frac(double tokens, double in, double out,
                           int64_t sms, int training);

#endif /* GPUSEL_GEMM_H */
