/*
 * Fast "%.Ng" and integer formatting for bulk machine output (gpusel
 * sweep): one multiplication by an exact power of ten, one rounding
 * decision, digits by division.  Falls back to snprintf where that one
 * rounding could decide wrongly.  src/core/fmtnum.h states the
 * contract; tests/unit/test_fmtnum.c checks it against printf.
 */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "fmtnum.h"
#include "banned.h"

/* The powers of ten a double holds exactly: 10^0 .. 10^22. */
static const double pow10_exact[] = {
    1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};
#define MAX_EXACT_POW10 22

/* The fast path's range: scaling needs 10^k with |k| <= 22 for every
 * digit count (k = digits - 1 - exponent). */
#define FAST_MIN 1e-13
#define FAST_MAX 1e22

/* 10^0 .. 10^9 as integers (the digit counts' bounds). */
static const uint64_t pow10_int[] = {
    1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000,
    1000000000,
};

/*
 * floor(x log10 2) for |x| <= 1650 without floating point: 78913 / 2^18
 * is log10 2 to within 2^-23, exact over that range (the constant of
 * Ryu and of Schubfach); negative x by floor(-y) = -ceil(y).
 */
#define LOG10_2_NUM 78913
#define LOG10_2_SHIFT 18

static int floor_log10_pow2(int x)
{
    if (x >= 0)
        return (int)(((int64_t)x * LOG10_2_NUM) >> LOG10_2_SHIFT);
    return -(int)((((int64_t)-x * LOG10_2_NUM) +
                   ((INT64_C(1) << LOG10_2_SHIFT) - 1)) >> LOG10_2_SHIFT);
}

/* How close (relative to 10^digits) the scaled value may come to a
 * rounding boundary before the fast path defers: two units in the last
 * place of a double (2 x 2^-52), twice the one rounding's error. */
#define GUARD_REL 4.45e-16

/* printf's %g: exponent form below 10^-4 (C11 7.21.6.1). */
#define G_MIN_EXP (-4)

static uint64_t slow_calls;

uint64_t gs_fmtnum_slow_calls(void)
{
    return slow_calls;
}

size_t gs_fmtnum_i64(int64_t v, char *buf)
{
    char tmp[GS_FMTNUM_BUF];
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    size_t n = 0, len = 0;

    do {
        tmp[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        buf[len++] = '-';
    while (n)
        buf[len++] = tmp[--n];
    buf[len] = '\0';
    return len;
}

/* snprintf's answer (the reference the fast path must equal). */
static size_t slow(double x, int digits, char *buf)
{
    int n;

    slow_calls++;
    n = snprintf(buf, GS_FMTNUM_BUF, "%.*g", digits, x);
    assert(n > 0 && n < GS_FMTNUM_BUF);
    return (size_t)n;
}

/* Append the exponent "e+NN" (at least two digits) at p. */
static char *put_exp(char *p, int e)
{
    unsigned u = (unsigned)(e < 0 ? -e : e);

    *p++ = 'e';
    *p++ = e < 0 ? '-' : '+';
    if (u >= 100)
        *p++ = (char)('0' + u / 100);
    *p++ = (char)('0' + u / 10 % 10);
    *p++ = (char)('0' + u % 10);
    return p;
}

size_t gs_fmtnum_g(double x, int digits, char *buf)
{
    char d[GS_FMTNUM_MAX_DIGITS], *p = buf;
    double ax = fabs(x), scaled, base, frac;
    uint64_t m, top, bits;
    int b, e, k, i, n;

    assert(isfinite(x) && digits >= 1 && digits <= GS_FMTNUM_MAX_DIGITS);
    if (x == 0.0) {
        buf[0] = '0';
        buf[1] = '\0';
        return 1;
    }
    if (!(ax >= FAST_MIN && ax < FAST_MAX))
        return slow(x, digits, buf);
    /* ax in [2^(b-1), 2^b): the decimal exponent is e or e + 1 */
    memcpy(&bits, &ax, sizeof(bits));
    b = (int)((bits >> 52) & 0x7ff) - 1022;     /* normal: FAST_MIN */
    e = floor_log10_pow2(b - 1);
    top = pow10_int[digits];
    for (;;) {
        k = digits - 1 - e;
        assert(k >= -MAX_EXACT_POW10 && k <= MAX_EXACT_POW10);
        scaled = k >= 0 ? ax * pow10_exact[k] : ax / pow10_exact[-k];
        if (scaled < (double)top)
            break;
        e++;
    }
    base = (double)(uint64_t)scaled;    /* floor: 0 < scaled < 2^63 */
    frac = scaled - base;           /* exact */
    if (fabs(frac - 0.5) <= GUARD_REL * (double)top)
        return slow(x, digits, buf);
    m = (uint64_t)base + (frac > 0.5);
    if (m == top) {
        m /= 10;
        e++;
    }
    if (m < top / 10)
        return slow(x, digits, buf);
    for (i = digits - 1; i >= 0; i--) {
        d[i] = (char)('0' + m % 10);
        m /= 10;
    }
    for (n = digits; n > 1 && d[n - 1] == '0'; n--)
        ;                           /* significant digits kept */
    if (x < 0.0)
        *p++ = '-';
    if (e < G_MIN_EXP || e >= digits) {
        *p++ = d[0];
        if (n > 1) {
            *p++ = '.';
            for (i = 1; i < n; i++)
                *p++ = d[i];
        }
        p = put_exp(p, e);
    } else if (e >= 0) {
        for (i = 0; i <= e; i++)
            *p++ = d[i];
        if (n > e + 1) {
            *p++ = '.';
            for (i = e + 1; i < n; i++)
                *p++ = d[i];
        }
    } else {
        *p++ = '0';
        *p++ = '.';
        for (i = 0; i < -e - 1; i++)
            *p++ = '0';
        for (i = 0; i < n; i++)
            *p++ = d[i];
    }
    *p = '\0';
    return (size_t)(p - buf);
}
