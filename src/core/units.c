/*
 * Parsing of numbers and unit-bearing sizes from the command line.  Strict:
 * no blanks, no '+', no inf/nan/hex, whole-string match, range checked.
 * docs/units.md lists every accepted suffix.
 */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <locale.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "units.h"
#include "ascii.h"
#include "banned.h"

/* Largest token count accepted anywhere: 2^40 tokens. */
#define GS_MAX_TOKENS 1099511627776.0
/* Parameter counts: 10^6 (a toy) to 10^15 (far past any model). */
#define GS_MIN_PARAMS 1e6
#define GS_MAX_PARAMS 1e15

/*
 * Split text into a strict decimal number prefix and a suffix.  Returns
 * the length of the numeric prefix (0 if none).
 */
bool gs_digits(const char *s, size_t n, int64_t *out)
{
    size_t i;

    assert(n <= GS_DIGITS_MAX);
    *out = 0;
    for (i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        *out = *out * 10 + (s[i] - '0');
    }
    return true;
}

size_t gs_number_prefix(const char *s)
{
    size_t i = 0, digits = 0;

    if (s[i] == '-')
        i++;
    while (isdigit((unsigned char)s[i])) {
        i++;
        digits++;
    }
    if (s[i] == '.') {
        i++;
        while (isdigit((unsigned char)s[i])) {
            i++;
            digits++;
        }
    }
    if (!digits)
        return 0;
    if ((s[i] == 'e' || s[i] == 'E')) {
        size_t j = i + 1, exp_digits = 0;

        if (s[j] == '-' || s[j] == '+')
            j++;
        while (isdigit((unsigned char)s[j])) {
            j++;
            exp_digits++;
        }
        if (exp_digits)
            i = j;
    }
    return i;
}

/*
 * The prefix is copied with the locale's decimal point in place of '.',
 * so that strtod() reads it as the "C" locale would; its end pointer must
 * then land on the copy's end.  (strtod_l() would do the same, but is not
 * C11 or POSIX, and needs a locale object kept somewhere.)
 */
double gs_strtod(const char *s, const char **end)
{
    char buf[GS_NUMBER_MAX_CHARS + 16];
    const struct lconv *lc = localeconv();
    const char *dp = lc && lc->decimal_point && lc->decimal_point[0]
                         ? lc->decimal_point : ".";
    size_t n = gs_number_prefix(s), i, used = 0, dp_len = strlen(dp);
    char *stop;
    double v;

    *end = s;
    if (n == 0 || n > GS_NUMBER_MAX_CHARS || dp_len > 8)
        return 0.0;
    for (i = 0; i < n; i++) {
        if (s[i] == '.') {
            memcpy(buf + used, dp, dp_len);
            used += dp_len;
        } else {
            buf[used++] = s[i];
        }
    }
    buf[used] = '\0';
    v = (strtod)(buf, &stop);     /* the one call: banned.h */
    if (stop != buf + used)
        return 0.0;             /* the locale read it otherwise */
    *end = s + n;
    return v;
}

int gs_parse_udecimal(const char *s, double *out)
{
    size_t n = s[0] == '-' ? 0 : gs_number_prefix(s);
    const char *end;
    double v;

    if (n == 0 || s[n] != '\0')
        return -1;
    errno = 0;
    v = gs_strtod(s, &end);
    if (end != s + n || !isfinite(v) || errno == ERANGE)
        return -1;
    *out = v;
    return 0;
}

/* Parse the numeric prefix of text; *suffix points past it. */
static int parse_prefix(const char *text, const char *what, double *out,
                        const char **suffix, struct gs_error *err)
{
    size_t n = gs_number_prefix(text);
    const char *end;
    double v = 0.0;

    if (n == 0 || n > GS_NUMBER_MAX_CHARS)
        return gs_error_set(err, GS_EUSAGE, "%s expects a number, got '%s'",
                            what, text);
    errno = 0;
    v = gs_strtod(text, &end);
    if (end != text + n || !isfinite(v) || (errno == ERANGE && fabs(v) > 1.0))
        return gs_error_set(err, GS_EUSAGE, "%s is out of range: '%s'", what,
                            text);
    if (errno == ERANGE)
        v = 0.0;                /* underflow: a denormal, effectively 0 */
    *out = v;
    *suffix = text + n;
    return 0;
}

int gs_parse_number(const char *text, const char *what, double *out,
                    struct gs_error *err)
{
    const char *suffix;
    double v = 0.0;

    if (parse_prefix(text, what, &v, &suffix, err) < 0)
        return -1;
    if (*suffix)
        return gs_error_set(err, GS_EUSAGE, "%s expects a number, got '%s'",
                            what, text);
    *out = v;
    return 0;
}

struct suffix {
    const char *name;
    double factor;
};

/* No bare number: "80" could mean GB or GiB (or bytes). */
static const struct suffix byte_suffixes[] = {
    { "b", 1.0 },
    { "kb", GS_BYTES_PER_KB },  { "mb", GS_BYTES_PER_MB },
    { "gb", GS_BYTES_PER_GB },  { "tb", GS_BYTES_PER_TB },
    { "kib", GS_BYTES_PER_KIB }, { "mib", GS_BYTES_PER_MIB },
    { "gib", GS_BYTES_PER_GIB }, { "tib", GS_BYTES_PER_TIB },
};

/*
 * Parse text as a number with one of `suffixes` (case-insensitive) and
 * return it times the suffix's factor.  An unknown suffix is reported as
 * "unknown <noun> in '<text>' (<hint>)".
 */
static int parse_scaled(const char *text, const char *what,
                        const struct suffix *suffixes, size_t n_suffixes,
                        const char *noun, const char *hint, double *out,
                        struct gs_error *err)
{
    const char *suffix;
    double v = 0.0;
    size_t i;

    if (parse_prefix(text, what, &v, &suffix, err) < 0)
        return -1;
    for (i = 0; i < n_suffixes; i++) {
        if (gs_ascii_casecmp(suffix, suffixes[i].name) == 0) {
            *out = v * suffixes[i].factor;
            return 0;
        }
    }
    return gs_error_set(err, GS_EUSAGE, "%s: unknown %s in '%s' (%s)", what,
                        noun, text, hint);
}

#define BYTE_UNITS_HINT "use GB = 10^9 bytes or GiB = 2^30 bytes, also " \
                        "MB/MiB, TB/TiB"

int gs_parse_bytes(const char *text, const char *what, double *out_bytes,
                   struct gs_error *err)
{
    size_t n = gs_number_prefix(text);
    double v = 0.0;

    if (n > 0 && text[n] == '\0')
        return gs_error_set(err, GS_EUSAGE,
                            "%s needs a unit: '%s' could be GB or GiB (%s, "
                            "or B for bytes)", what, text, BYTE_UNITS_HINT);
    if (parse_scaled(text, what, byte_suffixes, GS_ARRAY_SIZE(byte_suffixes),
                     "size unit", BYTE_UNITS_HINT, &v, err) < 0)
        return -1;
    if (!isfinite(v))
        return gs_error_set(err, GS_EUSAGE, "%s is out of range: '%s'", what,
                            text);
    if (!(v > 0.0))
        return gs_error_set(err, GS_EUSAGE,
                            "%s must be a positive size, got '%s'", what,
                            text);
    *out_bytes = v;
    return 0;
}

int gs_parse_tokens(const char *text, const char *what, int64_t *out_tokens,
                    struct gs_error *err)
{
    static const struct suffix token_suffixes[] = {
        { "", 1.0 }, { "k", 1024.0 }, { "m", 1048576.0 },
    };
    double v = 0.0;

    if (parse_scaled(text, what, token_suffixes,
                     GS_ARRAY_SIZE(token_suffixes), "suffix",
                     "use k = 1024 or M = 1048576 tokens", &v, err) < 0)
        return -1;
    if (v < 1.0 || v > GS_MAX_TOKENS)
        return gs_error_set(err, GS_EUSAGE,
                            "%s must be between 1 and 2^40 tokens, got '%s'",
                            what, text);
    if (v != floor(v))
        return gs_error_set(err, GS_EUSAGE,
                            "%s expects a whole number of tokens, got '%s'",
                            what, text);
    *out_tokens = (int64_t)v;
    return 0;
}

#define DURATION_UNITS_HINT "use us, ms, s, min or h: 500ms, 0.05s"

int gs_parse_duration(const char *text, const char *what, double *out_s,
                      struct gs_error *err)
{
    static const struct suffix duration_suffixes[] = {
        { "us", 1e-6 }, { "ms", 1e-3 }, { "s", 1.0 }, { "min", 60.0 },
        { "h", GS_SECONDS_PER_HOUR },
    };
    size_t n = gs_number_prefix(text);
    double v = 0.0;

    if (n > 0 && text[n] == '\0')
        return gs_error_set(err, GS_EUSAGE, "%s needs a unit: '%s' could be "
                            "seconds or milliseconds (%s)", what, text,
                            DURATION_UNITS_HINT);
    if (parse_scaled(text, what, duration_suffixes,
                     GS_ARRAY_SIZE(duration_suffixes), "time unit",
                     DURATION_UNITS_HINT, &v, err) < 0)
        return -1;
    if (!isfinite(v) || !(v > 0.0))
        return gs_error_set(err, GS_EUSAGE, "%s must be a positive duration, "
                            "got '%s'", what, text);
    *out_s = v;
    return 0;
}

int gs_parse_params(const char *text, const char *what, double *out_params,
                    struct gs_error *err)
{
    static const struct suffix param_suffixes[] = {
        { "", 1.0 }, { "k", 1e3 }, { "m", 1e6 }, { "b", 1e9 },
        { "g", 1e9 }, { "t", 1e12 },
    };
    double v = 0.0;

    if (parse_scaled(text, what, param_suffixes,
                     GS_ARRAY_SIZE(param_suffixes), "suffix",
                     "use K, M, B or T: 10^3, 10^6, 10^9, 10^12 parameters",
                     &v, err) < 0)
        return -1;
    if (!(v >= GS_MIN_PARAMS && v <= GS_MAX_PARAMS))
        return gs_error_set(err, GS_EUSAGE,
                            "%s must be between 1M and 1000T parameters, "
                            "got '%s'", what, text);
    *out_params = v;
    return 0;
}

int gs_parse_count(const char *text, const char *what, const char *noun,
                   double min_count, double max_count, double *out_count,
                   struct gs_error *err)
{
    static const struct suffix count_suffixes[] = {
        { "", 1.0 }, { "k", 1e3 }, { "m", 1e6 }, { "b", 1e9 },
        { "g", 1e9 }, { "t", 1e12 },
    };
    double v = 0.0;

    if (parse_scaled(text, what, count_suffixes,
                     GS_ARRAY_SIZE(count_suffixes), "suffix",
                     "use K, M, B or T: 10^3, 10^6, 10^9, 10^12", &v,
                     err) < 0)
        return -1;
    if (!(v >= min_count && v <= max_count))
        return gs_error_set(err, GS_EUSAGE, "%s must be between %g and %g "
                            "%s, got '%s'", what, min_count, max_count, noun,
                            text);
    *out_count = v;
    return 0;
}

int gs_parse_frac(const char *text, const char *what, double min_frac,
                  double max_frac, double *out_frac, struct gs_error *err)
{
    const char *suffix;
    double v = 0.0;

    if (parse_prefix(text, what, &v, &suffix, err) < 0)
        return -1;
    if (strcmp(suffix, "%") == 0)
        v /= 100.0;
    else if (*suffix)
        return gs_error_set(err, GS_EUSAGE,
                            "%s expects a fraction like 0.9 or 90%%, got '%s'",
                            what, text);
    if (!(v >= min_frac && v <= max_frac))
        return gs_error_set(err, GS_EUSAGE,
                            "%s must be between %g and %g (%g%% to %g%%), "
                            "got '%s'", what, min_frac, max_frac,
                            min_frac * 100.0, max_frac * 100.0, text);
    *out_frac = v;
    return 0;
}
