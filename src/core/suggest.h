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
 * (words longer than 63 bytes are never matched).  For words such as
 * commands, options and keys; catalogue names use gs_suggest_name().
 */
const char *gs_suggest(const char *word, const char *const *candidates,
                       size_t n_candidates);

/* Most family members a name hint lists (the rest are counted). */
#define GS_SUGGEST_FAMILY_MAX 6

/*
 * A hint for an unknown catalogue name, which never names a different
 * product.  A name is read as tokens (runs of letters or of digits; the
 * rest separates): its family is the letter tokens before the first
 * number ("h" in "h100-sxm", "nvidia h" in "NVIDIA H100 80GB", "llama"
 * in "llama-3.1-8b"), its numbers are the digit tokens in order (100;
 * 100, 80; 3, 1, 8).  A candidate is the same product when
 *   - the families agree: one's tokens end the other's ("h" and
 *     "nvidia h"), or they spell the same letters ("tpuv" and "tpu v"),
 *     or their last tokens are one typo apart and at least 3 letters
 *     long ("lama" and "llama"; never "h" and "a"), and
 *   - the numbers agree as far as both go (100 and 100, 80; never 3090
 *     and 4090, nor 3, 2, 8 and 3, 1, 8).
 * Family members share the family (or start with the word's family
 * tokens: "rtx" has "rtx pro") whatever their numbers.
 *
 * `owner[i]` says which entry candidate i names (an id and its aliases
 * share an owner); NULL makes each candidate its own entry.
 */
struct gs_name_hint {
    long match;              /* candidate index to suggest, or -1 */
    size_t n_family;         /* entries in the family when match < 0 */
    size_t family[GS_SUGGEST_FAMILY_MAX]; /* owners, nearest first */
    const char *label;       /* family as its nearest member spells it */
    size_t label_len;        /* bytes of label; 0 if none */
};

/*
 * Fill *hint for `word`:
 *   1. the closest candidate that is the same product (a word with a
 *      number), or for a word without one the closest candidate without
 *      one within gs_suggest()'s distance ("trainum" -> "Trainium");
 *   2. else the family members, nearest first: by distance of the first
 *      number, then catalogue order ("rtx-3090": rtx-4090, rtx-2080-ti,
 *      rtx-5090, ...);
 *   3. else, for a word without a number, gs_suggest() over them all.
 * Leaves match -1 and n_family 0 when nothing fits.  Pure, no
 * allocation; names longer than 63 bytes never match.
 */
void gs_suggest_name(const char *word, const char *const *candidates,
                     const size_t *owner, size_t n_candidates,
                     struct gs_name_hint *hint);

#endif /* GPUSEL_SUGGEST_H */
