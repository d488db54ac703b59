#ifndef GPUSEL_ASCII_H
#define GPUSEL_ASCII_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The one case-insensitive comparison in gpusel: ids, aliases, providers,
 * regions, unit suffixes.  Only ASCII 'A'-'Z' fold (to 'a'-'z'); every
 * other byte compares as itself, as an unsigned char (a UTF-8 name must
 * not match another by accident): strcasecmp() in the "C" locale, which
 * is the one gpusel runs in (it never calls setlocale; ascii.c).  Use
 * these, not strcasecmp(), so the rule lives in one place.  Pure; no
 * allocation.
 */

/* 'A'-'Z' to 'a'-'z'; any other value unchanged. */
static inline int gs_ascii_tolower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* < 0, 0 or > 0 as a sorts before, with or after b, case ignored. */
int gs_ascii_casecmp(const char *a, const char *b);

/* The same over at most the first n bytes. */
int gs_ascii_ncasecmp(const char *a, const char *b, size_t n);

/* True when both are non-NULL and equal, case ignored. */
bool gs_ascii_caseeq(const char *a, const char *b);

#endif /* GPUSEL_ASCII_H */
