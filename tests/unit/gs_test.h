#ifndef GS_TEST_H
#define GS_TEST_H

/*
 * Shared by the cmocka unit tests: the includes cmocka 1.1.5 needs, and
 * assert_close(), because cmocka compares floats only as float.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#define assert_close(actual, expected, rel_tol) do { \
    double a_ = (actual), e_ = (expected); \
    if (!(fabs(a_ - e_) <= (rel_tol) * fmax(fabs(e_), 1.0))) { \
        print_error("%s = %.17g, expected %.17g (rel tol %g)\n", #actual, \
                    a_, e_, (double)(rel_tol)); \
        fail(); \
    } \
} while (0)

#endif /* GS_TEST_H */
