#ifndef GPUSEL_SUGGEST_H
#define GPUSEL_SUGGEST_H

#include <stddef.h>

/*
 * "Did you mean": the candidate closest to `word` by case-insensitive
 * edit distance (Levenshtein, with adjacent transposition), if it is
 * close enough to be a plausible typo: distance <= max(2, len / 3), or
 * `word` is a prefix of it.  Among equally close candidates one that
 * starts with `word` wins, then the earlier one.  Returns
 * NULL when nothing is close.  Pure; no allocation beyond the stack
 * (words longer than 63 bytes are never matched).
 */
const char *gs_suggest(const char *word, const char *const *candidates,
                       size_t n_candidates);

#endif /* GPUSEL_SUGGEST_H */
