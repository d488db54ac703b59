/*
 * The fast number formatter (src/core/fmtnum.c) against printf: every
 * result must equal snprintf("%.<d>g") byte for byte (but -0, written
 * "0"), over random doubles of every magnitude, values on and next to
 * rounding ties, powers of ten and their neighbours, and every digit
 * count; and the snprintf fallback must stay rare on ordinary values.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "gs_test.h"

#include "fmtnum.h"

/* A small deterministic generator (xorshift64*), so failures repeat. */
static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t rng(void)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 0x2545f4914f6cdd1du;
}

/* One value at one digit count: fast == printf. */
static void check(double x, int digits)
{
    char fast[GS_FMTNUM_BUF], ref[GS_FMTNUM_BUF];
    size_t n = gs_fmtnum_g(x, digits, fast);

    snprintf(ref, sizeof(ref), "%.*g", digits, x == 0.0 ? 0.0 : x);
    if (strcmp(fast, ref) != 0 || n != strlen(ref)) {
        print_error("%.17g at %d digits: got '%s' (%zu), printf '%s'\n", x,
                    digits, fast, n, ref);
        fail();
    }
}

static void random_bit_patterns_of_every_magnitude(void **state)
{
    int i, d;

    (void)state;
    for (i = 0; i < 200000; i++) {
        uint64_t bits = rng();
        double x;

        memcpy(&x, &bits, sizeof(x));
        if (!isfinite(x))
            continue;
        for (d = 1; d <= GS_FMTNUM_MAX_DIGITS; d++)
            check(x, d);
    }
}

static void values_in_the_sweeps_range(void **state)
{
    int i;

    (void)state;
    /* latencies, rates and prices: 1e-6 .. 1e9, log-uniform */
    for (i = 0; i < 500000; i++) {
        double u = (double)(rng() >> 11) / 9007199254740992.0;
        double x = pow(10.0, -6.0 + 15.0 * u);

        check(x, 6);
        check(-x, 6);
    }
}

static void ties_and_their_neighbours(void **state)
{
    static const double ties[] = {
        0.5, 1.5, 2.5, 1234565.0, 1234575.0, 123456.5, 0.1234565, 2.675,
        1.0000005, 9999995.0, 999999.5, 9.5, 0.000123456500, 1e-5 * 1.5,
        8.5e21, 4.35, 0.3, 1.25, 1.35, 100000.5,
    };
    size_t i;
    int d;

    (void)state;
    for (i = 0; i < sizeof(ties) / sizeof(ties[0]); i++)
        for (d = 1; d <= GS_FMTNUM_MAX_DIGITS; d++) {
            check(ties[i], d);
            check(nextafter(ties[i], 0.0), d);
            check(nextafter(ties[i], INFINITY), d);
            check(-ties[i], d);
        }
    /* every half-integer with 7 significant digits, rounded to 6 */
    for (i = 0; i < 200000; i++) {
        double x = (double)(1000000 + 10 * (rng() % 900000) + 5);

        check(x, 6);
        check(x / 1e7, 6);
        check(x * 1e-12, 6);
    }
}

static void powers_of_ten_and_their_neighbours(void **state)
{
    int k, d;

    (void)state;
    for (k = -20; k <= 25; k++) {
        double x = pow(10.0, k);

        for (d = 1; d <= GS_FMTNUM_MAX_DIGITS; d++) {
            check(x, d);
            check(nextafter(x, 0.0), d);
            check(nextafter(x, INFINITY), d);
            check(x * 0.99999949, d);
            check(x * 0.99999951, d);
        }
    }
}

static void exponent_form_boundaries(void **state)
{
    static const double xs[] = {
        0.0001, 0.00009999995, 0.000099999949, 999999.0, 999999.4,
        999999.5, 1e6, 1e100, 1e-100, 5e-324, 1.7976931348623157e308,
        123456789.0, 0.0,
    };
    size_t i;

    (void)state;
    for (i = 0; i < sizeof(xs) / sizeof(xs[0]); i++) {
        check(xs[i], 6);
        check(-xs[i], 6);
    }
}

static void minus_zero_is_written_zero(void **state)
{
    char buf[GS_FMTNUM_BUF];

    (void)state;
    assert_int_equal(gs_fmtnum_g(-0.0, 6, buf), 1);
    assert_string_equal(buf, "0");
}

static void the_fallback_is_rare_on_ordinary_values(void **state)
{
    char buf[GS_FMTNUM_BUF];
    uint64_t before = gs_fmtnum_slow_calls();
    int i;

    (void)state;
    for (i = 0; i < 100000; i++) {
        double u = (double)(rng() >> 11) / 9007199254740992.0;

        gs_fmtnum_g(pow(10.0, -6.0 + 15.0 * u), 6, buf);
    }
    /* a tie needs the scaled value within ~1e-9 of .5: about 1 in 10^9 */
    assert_true(gs_fmtnum_slow_calls() - before < 10);
}

static void integers(void **state)
{
    static const int64_t vs[] = {
        0, 1, -1, 9, 10, 99, 100, 123456789, -987654321, INT64_MAX,
        INT64_MIN,
    };
    char fast[GS_FMTNUM_BUF], ref[GS_FMTNUM_BUF];
    size_t i;

    (void)state;
    for (i = 0; i < sizeof(vs) / sizeof(vs[0]); i++) {
        size_t n = gs_fmtnum_i64(vs[i], fast);

        snprintf(ref, sizeof(ref), "%" PRId64, vs[i]);
        assert_string_equal(fast, ref);
        assert_int_equal(n, strlen(ref));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_bit_patterns_of_every_magnitude),
        cmocka_unit_test(values_in_the_sweeps_range),
        cmocka_unit_test(ties_and_their_neighbours),
        cmocka_unit_test(powers_of_ten_and_their_neighbours),
        cmocka_unit_test(exponent_form_boundaries),
        cmocka_unit_test(minus_zero_is_written_zero),
        cmocka_unit_test(the_fallback_is_rare_on_ordinary_values),
        cmocka_unit_test(integers),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
