#ifndef GPUSEL_FMTNUM_H
#define GPUSEL_FMTNUM_H

#include <stddef.h>
#include <stdint.h>

/*
 * Fast number formatting for bulk machine output (gpusel sweep writes a
 * million rows a second): no stdio on the common path, no locale, no
 * allocation.  src/core/fmtnum.c; tests/unit/test_fmtnum.c compares
 * every result with printf's correctly rounded output.
 */

/* Bytes a buffer needs for any result (with the terminator). */
#define GS_FMTNUM_BUF 32

/* Most significant digits gs_fmtnum_g() takes. */
#define GS_FMTNUM_MAX_DIGITS 9

/*
 * Write finite x as printf's "%.<digits>g" would in the "C" locale
 * (digits 1..GS_FMTNUM_MAX_DIGITS): rounded correctly (ties to even, as
 * glibc), trailing zeros dropped, exponent form below 1e-4 or at
 * 10^digits and above, "e+NN" with at least two exponent digits; except
 * that -0 is written "0".  x is scaled by an exact power of ten (one
 * rounding); when the scaled value lies within 1e-9 of a rounding
 * boundary, or |x| is outside [1e-15, 1e22], the digits come from
 * snprintf instead (correct, slower, rare).  buf holds GS_FMTNUM_BUF
 * bytes; returns the length written (without the terminator).  x must
 * be finite (asserted).
 */
size_t gs_fmtnum_g(double x, int digits, char *buf);

/* Write v in decimal; buf holds GS_FMTNUM_BUF bytes; returns the length. */
size_t gs_fmtnum_i64(int64_t v, char *buf);

/* How many gs_fmtnum_g() calls took the snprintf path (tests, bench). */
uint64_t gs_fmtnum_slow_calls(void);

#endif /* GPUSEL_FMTNUM_H */
