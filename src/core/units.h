#ifndef GPUSEL_UNITS_H
#define GPUSEL_UNITS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "error.h"

/*
 * Units.  Every physical quantity in gpusel lives in a double whose name
 * ends in its unit.  In memory we hold base units -- bytes, FLOP, seconds,
 * US dollars -- and convert to the units people read (GiB, TFLOP/s,
 * hours) only in the loaders, the option parser and the report writers.
 * docs/units.md states the conventions and the accepted suffixes.
 */

#define GS_BYTES_PER_KIB 1024.0
#define GS_BYTES_PER_MIB 1048576.0
#define GS_BYTES_PER_GIB 1073741824.0  /* 2^30: memory capacity */
#define GS_BYTES_PER_TIB 1099511627776.0
#define GS_BYTES_PER_KB 1e3
#define GS_BYTES_PER_MB 1e6
#define GS_BYTES_PER_GB 1e9            /* 10^9: marketed capacity, bandwidth */
#define GS_BYTES_PER_TB 1e12
#define GS_FLOP_PER_TFLOP 1e12
#define GS_SECONDS_PER_HOUR 3600.0
#define GS_SECONDS_PER_DAY 86400.0
#define GS_BITS_PER_BYTE 8.0

static inline double gs_gib_to_bytes(double gib) { return gib * GS_BYTES_PER_GIB; }
static inline double gs_bytes_to_gib(double bytes) { return bytes / GS_BYTES_PER_GIB; }
static inline double gs_gb_to_bytes(double gb) { return gb * GS_BYTES_PER_GB; }
static inline double gs_tflops_to_flop_per_s(double tflops)
{
    return tflops * GS_FLOP_PER_TFLOP;
}
static inline double gs_flop_per_s_to_tflops(double flop_per_s)
{
    return flop_per_s / GS_FLOP_PER_TFLOP;
}

/*
 * Read the decimal number at the start of `s` exactly as strtod() does in
 * the "C" locale, whatever LC_NUMERIC says (under de_DE strtod() stops at
 * the '.' of "79.65" and returns 79): an optional '-', digits with an
 * optional '.' fraction, and an optional exponent.  No blanks, '+', hex,
 * "inf" or "nan".  *end points past what was read; at `s` (and 0 is
 * returned) when no number starts there or it is longer than
 * GS_NUMBER_MAX_CHARS.  Overflow and underflow set errno to ERANGE as
 * strtod() does.  Callers check *end: every number reader goes through
 * here (tests/unit/test_locale.c reads under de_DE.UTF-8).
 */
#define GS_NUMBER_MAX_CHARS 255
double gs_strtod(const char *s, const char **end);

/*
 * Length of the strict decimal number at the start of `s` (as
 * gs_strtod() reads it), or 0 if none.
 */
size_t gs_number_prefix(const char *s);

/*
 * The fixed-width field of exactly n decimal digits at `s` (the year of
 * "2026-12-01", a month, an index): true with its value in *out, false
 * when one of the n bytes is not '0'-'9' (*out is then unspecified).
 * n at most GS_DIGITS_MAX, so the value fits.  Dates and timestamps read
 * their fields through here.
 */
#define GS_DIGITS_MAX 18
bool gs_digits(const char *s, size_t n, int64_t *out);

/*
 * The one strict unsigned decimal of data files (price cells, SkyPilot
 * counts and prices): all of `s` is digits with an optional fraction
 * and exponent ("12", "0.5", ".5", "1e-3"), read by gs_strtod(); no
 * sign, blank, hex, inf or nan; finite and within double's range.
 * Returns 0 and sets *out, or -1 (*out untouched).
 */
int gs_parse_udecimal(const char *s, double *out);

/*
 * Parse a strictly formatted finite decimal number: optional '-', digits,
 * optional fraction and exponent.  Rejects "inf", "nan", hex floats,
 * leading blanks, '+' and trailing text.  `what` names the value in
 * messages ("--ctx").  Returns 0 and sets *out, or -1 with GS_EUSAGE.
 */
int gs_parse_number(const char *text, const char *what, double *out,
                    struct gs_error *err);

/*
 * A byte size: "80GB" (10^9), "80GiB" (2^30), "512MiB", "1.5TB", "123"
 * (bytes).  Suffixes are case-insensitive (GB and gb are decimal, GiB and
 * gib binary); "80G" is refused as ambiguous.  Must be > 0 and finite.
 */
int gs_parse_bytes(const char *text, const char *what, double *out_bytes,
                   struct gs_error *err);

/*
 * A token count: "32k" = 32,768, "1M" = 1,048,576 (binary: context
 * lengths are powers of two), "8192", "1e4".  Must be a whole number in
 * [1, 2^40].
 */
int gs_parse_tokens(const char *text, const char *what, int64_t *out_tokens,
                    struct gs_error *err);

/*
 * A parameter count: "70B", "7b", "1.5T", "405e9", "350M", "8.03e9"
 * (decimal suffixes K, M, B/G, T: 10^3, 10^6, 10^9, 10^12).  Must be in
 * [1e6, 1e15].
 */
int gs_parse_params(const char *text, const char *what, double *out_params,
                    struct gs_error *err);

/*
 * A decimal count of things (a token budget, a batch): "15T", "100B",
 * "4M", "512", "1.5e12" (suffixes K, M, B/G, T: 10^3, 10^6, 10^9,
 * 10^12, case-insensitive).  `noun` names the things in messages
 * ("tokens").  Must be a number in [min_count, max_count].
 */
int gs_parse_count(const char *text, const char *what, const char *noun,
                   double min_count, double max_count, double *out_count,
                   struct gs_error *err);

/*
 * A share: "0.9", "90%".  Must be within [min_frac, max_frac].
 */
int gs_parse_frac(const char *text, const char *what, double min_frac,
                  double max_frac, double *out_frac, struct gs_error *err);

/*
 * A duration: "500ms", "0.05s", "50us", "2min" (case-insensitive
 * suffixes us, ms, s, min, h).  A bare number is refused: "50" could be
 * seconds or milliseconds.  Must be > 0 and finite; *out_s in seconds.
 */
int gs_parse_duration(const char *text, const char *what, double *out_s,
                      struct gs_error *err);

#endif /* GPUSEL_UNITS_H */
