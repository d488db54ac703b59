/*
 * ASCII case folding and comparison (ascii.h): one implementation for
 * every case-insensitive match in gpusel.
 *
 * gpusel never calls setlocale(), so the C library runs in the "C"
 * locale, where strcasecmp() folds exactly 'A'-'Z' and compares every
 * byte as an unsigned char: ascii.h's contract.  It is called rather than
 * a byte loop because its vectorised form is markedly faster on the
 * offer comparisons `rank --prices` makes (tens of millions on the six
 * SkyPilot catalogues); tests/unit/test_units.c holds it to the contract.
 */
#include <string.h>
#include <strings.h>

#include "ascii.h"
#include "banned.h"

int gs_ascii_casecmp(const char *a, const char *b)
{
    return (strcasecmp)(a, b);
}

int gs_ascii_ncasecmp(const char *a, const char *b, size_t n)
{
    return (strncasecmp)(a, b, n);
}

bool gs_ascii_caseeq(const char *a, const char *b)
{
    return a && b && (strcasecmp)(a, b) == 0;
}
