#ifndef GPUSEL_BANNED_H
#define GPUSEL_BANNED_H

/*
 * Functions gpusel must not call (after git's banned.h).  strcpy, strcat,
 * sprintf and strtok overflow or keep hidden state; atoi, atof and atol
 * cannot report a malformed number; strcasecmp and strncasecmp would
 * copy the one case-insensitive compare (ascii.h); strtod, strtof and
 * strtold read the locale's decimal point (use gs_strtod() in units.h,
 * whose own call is written "(strtod)(...)" to pass).  Include this last in every .c
 * file of src/; a use then fails to compile.
 */

#define GS_BANNED(func) sorry_##func##_is_a_banned_function

#undef strcpy
#define strcpy(x, y) GS_BANNED(strcpy)
#undef strcat
#define strcat(x, y) GS_BANNED(strcat)
#undef sprintf
#define sprintf(...) GS_BANNED(sprintf)
#undef vsprintf
#define vsprintf(...) GS_BANNED(vsprintf)
#undef strtok
#define strtok(x, y) GS_BANNED(strtok)
#undef atoi
#define atoi(x) GS_BANNED(atoi)
#undef atof
#define atof(x) GS_BANNED(atof)
#undef atol
#define atol(x) GS_BANNED(atol)
#undef atoll
#define atoll(x) GS_BANNED(atoll)

/* Case-insensitive compares: use gs_ascii_casecmp(), gs_ascii_ncasecmp()
 * or gs_ascii_caseeq() (ascii.h), the one rule (ascii.c calls the C
 * library's as "(strcasecmp)(...)"). */
#undef strcasecmp
#define strcasecmp(x, y) GS_BANNED(strcasecmp)
#undef strncasecmp
#define strncasecmp(x, y, n) GS_BANNED(strncasecmp)

#undef strtod
#define strtod(x, y) GS_BANNED(strtod)
#undef strtof
#define strtof(x, y) GS_BANNED(strtof)
#undef strtold
#define strtold(x, y) GS_BANNED(strtold)

#endif /* GPUSEL_BANNED_H */
