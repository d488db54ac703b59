/*
 * "Did you mean" suggestions by edit distance.  Pure.
 */
#include <ctype.h>
#include <string.h>

#include "gpusel/suggest.h"
#include "gpusel/banned.h"

/* Longest word or candidate compared, in bytes (suggest.h: 63). */
#define MAX_WORD 63

/* Optimal string alignment distance, case-insensitive. */
static size_t distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b), i, j;
    size_t d[MAX_WORD + 1][MAX_WORD + 1];

    if (la > MAX_WORD || lb > MAX_WORD)
        return (size_t)-1;
    for (i = 0; i <= la; i++)
        d[i][0] = i;
    for (j = 0; j <= lb; j++)
        d[0][j] = j;
    for (i = 1; i <= la; i++) {
        for (j = 1; j <= lb; j++) {
            int ca = tolower((unsigned char)a[i - 1]);
            int cb = tolower((unsigned char)b[j - 1]);
            size_t cost = ca != cb, best = d[i - 1][j] + 1;

            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            if (d[i - 1][j - 1] + cost < best)
                best = d[i - 1][j - 1] + cost;
            if (i > 1 && j > 1 && ca == tolower((unsigned char)b[j - 2]) &&
                tolower((unsigned char)a[i - 2]) == cb &&
                d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    }
    return d[la][lb];
}

static int is_prefix_ci(const char *word, const char *s)
{
    size_t n = strlen(word), i;

    if (n < 2 || n > strlen(s))
        return 0;
    for (i = 0; i < n; i++)
        if (tolower((unsigned char)word[i]) != tolower((unsigned char)s[i]))
            return 0;
    return 1;
}

const char *gs_suggest(const char *word, const char *const *candidates,
                       size_t n_candidates)
{
    size_t len = strlen(word), limit = len / 3 > 2 ? len / 3 : 2;
    size_t best_d = (size_t)-1, i;
    const char *best = NULL;

    if (len > MAX_WORD)
        return NULL;
    for (i = 0; i < n_candidates; i++) {
        size_t dist = distance(word, candidates[i]);

        /* a name that starts with the word wins a tie: "h10" -> "h100" */
        if (dist < best_d ||
            (dist == best_d && is_prefix_ci(word, candidates[i]) &&
             !is_prefix_ci(word, best))) {
            best_d = dist;
            best = candidates[i];
        }
    }
    if (best && best_d <= limit)
        return best;
    for (i = 0; i < n_candidates; i++)
        if (is_prefix_ci(word, candidates[i]))
            return candidates[i];
    return NULL;
}
