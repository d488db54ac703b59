/*
 * ASCII case folding and comparison (ascii.h): one implementation for
 * every case-insensitive match in gpusel.
 */
#include "ascii.h"
#include "banned.h"

int gs_ascii_ncasecmp(const char *a, const char *b, size_t n)
{
    const unsigned char *x = (const unsigned char *)a;
    const unsigned char *y = (const unsigned char *)b;
    size_t i;

    for (i = 0; i < n; i++) {
        int cx = gs_ascii_tolower(x[i]), cy = gs_ascii_tolower(y[i]);

        if (cx != cy || cx == '\0')
            return cx - cy;
    }
    return 0;
}

int gs_ascii_casecmp(const char *a, const char *b)
{
    return gs_ascii_ncasecmp(a, b, (size_t)-1);
}

bool gs_ascii_caseeq(const char *a, const char *b)
{
    return a && b && gs_ascii_casecmp(a, b) == 0;
}
