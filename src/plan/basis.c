/*
 * What a candidate's cost rests on, and the nearest measured GPU whose
 * measured / modelled ratio scales a modelled candidate (basis.h;
 * docs/engines/cost.md, "Measured and modelled side by side").
 */
#include <math.h>
#include <stdio.h>

#include "ascii.h"
#include "basis.h"
#include "banned.h"

const char *gs_basis_name(enum gs_basis b)
{
    switch (b) {
    case GS_BASIS_BENCHMARKED:
        return "benchmarked";
    case GS_BASIS_QUOTED:
        return "quoted";
    case GS_BASIS_ESTIMATED:
    case GS_BASIS_SCALED:
        return "estimated";
    default:
        return "?";
    }
}

const char *gs_basis_label(enum gs_basis b, const char *ref_gpu, char *buf,
                           size_t size)
{
    if (b == GS_BASIS_SCALED)
        snprintf(buf, size, "estimated (scaled by %s measured)",
                 ref_gpu ? ref_gpu : "?");
    else
        snprintf(buf, size, "%s", gs_basis_name(b));
    return buf;
}

double gs_measured_ref_ratio(const struct gs_measured_ref *r)
{
    if (!(isfinite(r->measured) && r->measured > 0.0 &&
          isfinite(r->modelled) && r->modelled > 0.0))
        return NAN;
    return r->measured / r->modelled;
}

/* |ln(a / b)|, 0 when either is unknown (not above 0). */
static double log_gap(double a, double b)
{
    if (!(a > 0.0 && b > 0.0) || !isfinite(a) || !isfinite(b))
        return 0.0;
    return fabs(log(a / b));
}

long gs_measured_ref_nearest(const struct gs_gpu *g,
                             const struct gs_measured_ref *refs, size_t n)
{
    long best = -1;
    double best_d = INFINITY;
    size_t i;

    if (!g)
        return -1;
    for (i = 0; i < n; i++) {
        const struct gs_gpu *r = refs[i].gpu;
        double d;

        if (!r || !gs_ascii_caseeq(g->vendor, r->vendor) ||
            !gs_ascii_caseeq(g->architecture, r->architecture) ||
            isnan(gs_measured_ref_ratio(&refs[i])))
            continue;
        d = log_gap(g->dense_flop_per_s[GS_PREC_BF16],
                    r->dense_flop_per_s[GS_PREC_BF16]) +
            log_gap(g->mem_bw_bytes_per_s, r->mem_bw_bytes_per_s);
        if (d < best_d) {
            best_d = d;
            best = (long)i;
        }
    }
    return best;
}
