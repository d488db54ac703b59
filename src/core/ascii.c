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
    int ca = gs_ascii_tolower((unsigned char)a[0]);
    int cb = gs_ascii_tolower((unsigned char)b[0]);

    /* most names compared differ at their first byte (a GPU name against
     * the catalogue's ids): decided here, without the call */
    if (ca != cb || ca == 0)
        return ca - cb;
    return (strcasecmp)(a + 1, b + 1);
}

int gs_ascii_ncasecmp(const char *a, const char *b, size_t n)
{
    return (strncasecmp)(a, b, n);
}

bool gs_ascii_caseeq(const char *a, const char *b)
{
    return a && b && gs_ascii_casecmp(a, b) == 0;
}
