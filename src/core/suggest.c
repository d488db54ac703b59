/*
 * "Did you mean" suggestions by edit distance, and hints for catalogue
 * names that never cross product numbers (suggest.h).  Pure.
 */
#include <ctype.h>
#include <stdbool.h>
#include <string.h>

#include "suggest.h"
#include "ascii.h"
#include "banned.h"

/* Longest word or candidate compared, in bytes (suggest.h: 63). */
#define MAX_WORD 63

/* Most tokens of a name read for its family and for its numbers. */
#define MAX_TOKENS 8

/* Shortest family token that may be matched despite a typo ("lama"). */
#define MIN_TYPO_FAMILY 3

/* Case-folded character; with `fold_seps`, ' ' and '_' read as '-'. */
static int fold(char c, bool fold_seps)
{
    if (fold_seps && (c == ' ' || c == '_'))
        return '-';
    return gs_ascii_tolower((unsigned char)c);
}

/* Optimal string alignment distance of a[0..la) and b[0..lb). */
static size_t distance_n(const char *a, size_t la, const char *b, size_t lb,
                         bool fold_seps)
{
    size_t i, j;
    size_t d[MAX_WORD + 1][MAX_WORD + 1];

    if (la > MAX_WORD || lb > MAX_WORD)
        return (size_t)-1;
    for (i = 0; i <= la; i++)
        d[i][0] = i;
    for (j = 0; j <= lb; j++)
        d[0][j] = j;
    for (i = 1; i <= la; i++) {
        for (j = 1; j <= lb; j++) {
            int ca = fold(a[i - 1], fold_seps);
            int cb = fold(b[j - 1], fold_seps);
            size_t cost = ca != cb, best = d[i - 1][j] + 1;

            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            if (d[i - 1][j - 1] + cost < best)
                best = d[i - 1][j - 1] + cost;
            if (i > 1 && j > 1 && ca == fold(b[j - 2], fold_seps) &&
                fold(a[i - 2], fold_seps) == cb &&
                d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    }
    return d[la][lb];
}

/* Case-insensitive distance of two strings. */
static size_t distance(const char *a, const char *b)
{
    return distance_n(a, strlen(a), b, strlen(b), false);
}

static int is_prefix_ci(const char *word, const char *s)
{
    size_t n = strlen(word);

    if (n < 2 || n > strlen(s))
        return 0;
    return gs_ascii_ncasecmp(word, s, n) == 0;
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

        /* a name that starts with the word wins a tie: "h10" -> "h100";
         * a candidate too long to compare ties at (size_t)-1 while best
         * is still NULL (fuzz_csv: a 70-byte CSV header name) */
        if (dist < best_d ||
            (dist == best_d && is_prefix_ci(word, candidates[i]) &&
             (!best || !is_prefix_ci(word, best)))) {
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

/* ------------------------------------------------------------ names */

struct span {
    const char *s;
    size_t len;
};

/* A catalogue name read as family tokens and numbers (suggest.h). */
struct name_key {
    struct span family[MAX_TOKENS]; /* the last MAX_TOKENS, in order */
    size_t n_family;
    unsigned long numbers[MAX_TOKENS];
    size_t n_numbers;
    struct span letters; /* glued to the first number: "x" of "mi300x" */
    struct span next;    /* first letter token after the first number */
    unsigned tiers;      /* bit i: tier_words[i] is a token */
    bool too_long;
};

/*
 * Words that name a different product of the same number: "RTX 4090 Ti"
 * is not the RTX 4090, "phi-4-mini" not phi-4, "RTX PRO 6000" not the
 * "RTX 6000 Ada".  A candidate must have the same set as the word.
 */
static const char *const tier_words[] = {
    "ti", "super", "pro", "max", "ultra", "plus", "lite", "mini", "nano",
    "tiny", "micro", "small", "medium", "large", "xl",
};

static unsigned tier_bit(const char *s, size_t len)
{
    size_t i;

    for (i = 0; i < sizeof(tier_words) / sizeof(tier_words[0]); i++)
        if (strlen(tier_words[i]) == len &&
            gs_ascii_ncasecmp(tier_words[i], s, len) == 0)
            return 1u << i;
    return 0;
}

/* Largest value a number token keeps (longer ones saturate). */
#define NUMBER_CAP 999999999UL

static void read_name(const char *s, struct name_key *k)
{
    size_t i = 0;

    memset(k, 0, sizeof(*k));
    k->too_long = strlen(s) > MAX_WORD;
    while (s[i]) {
        size_t start = i;

        if (isdigit((unsigned char)s[i])) {
            unsigned long v = 0;

            while (isdigit((unsigned char)s[i])) {
                v = v > NUMBER_CAP / 10 ? NUMBER_CAP
                                        : v * 10 + (unsigned long)(s[i] - '0');
                i++;
            }
            if (k->n_numbers < MAX_TOKENS)
                k->numbers[k->n_numbers++] = v;
        } else if (isalpha((unsigned char)s[i])) {
            while (isalpha((unsigned char)s[i]))
                i++;
            k->tiers |= tier_bit(s + start, i - start);
            if (k->n_numbers == 1 && !k->next.s) {
                k->next.s = s + start;
                k->next.len = i - start;
                if (start > 0 && isdigit((unsigned char)s[start - 1]) &&
                    !k->letters.s)
                    k->letters = k->next;
            }
            if (k->n_numbers == 0) {
                if (k->n_family == MAX_TOKENS) {
                    memmove(k->family, k->family + 1,
                            (MAX_TOKENS - 1) * sizeof(k->family[0]));
                    k->n_family--;
                }
                k->family[k->n_family].s = s + start;
                k->family[k->n_family++].len = i - start;
            }
        } else {
            i++;
        }
    }
}

static bool span_eq(struct span a, struct span b)
{
    return a.len == b.len && gs_ascii_ncasecmp(a.s, b.s, a.len) == 0;
}

/* The family letters of k, run together, are those of j ("tpuv"). */
static bool same_letters(const struct name_key *a, const struct name_key *b)
{
    size_t ta = 0, tb = 0, ia = 0, ib = 0;

    for (;;) {
        while (ta < a->n_family && ia == a->family[ta].len) {
            ta++;
            ia = 0;
        }
        while (tb < b->n_family && ib == b->family[tb].len) {
            tb++;
            ib = 0;
        }
        if (ta == a->n_family || tb == b->n_family)
            return ta == a->n_family && tb == b->n_family;
        if (gs_ascii_tolower((unsigned char)a->family[ta].s[ia]) !=
            gs_ascii_tolower((unsigned char)b->family[tb].s[ib]))
            return false;
        ia++;
        ib++;
    }
}

/* One family's tokens end the other's ("h" and "nvidia h"). */
static bool suffix_tokens(const struct name_key *a, const struct name_key *b)
{
    size_t m = a->n_family < b->n_family ? a->n_family : b->n_family, i;

    for (i = 1; i <= m; i++)
        if (!span_eq(a->family[a->n_family - i], b->family[b->n_family - i]))
            return false;
    return true;
}

/* The last family tokens are one typo apart ("lama", "llama"). */
static bool typo_tokens(const struct name_key *a, const struct name_key *b)
{
    struct span x = a->family[a->n_family - 1];
    struct span y = b->family[b->n_family - 1];

    return x.len >= MIN_TYPO_FAMILY && y.len >= MIN_TYPO_FAMILY &&
           distance_n(x.s, x.len, y.s, y.len, false) <= 1;
}

static bool same_family(const struct name_key *a, const struct name_key *b)
{
    if (a->n_family == 0 || b->n_family == 0)
        return a->n_family == b->n_family;      /* "4090" and "5090" */
    return suffix_tokens(a, b) || same_letters(a, b) || typo_tokens(a, b);
}

/* The word's family tokens start the candidate's ("rtx", "rtx pro"). */
static bool family_prefix(const struct name_key *w, const struct name_key *c)
{
    size_t i;

    if (w->n_family == 0 || w->n_family > c->n_family)
        return false;
    for (i = 0; i < w->n_family; i++)
        if (!span_eq(w->family[i], c->family[i]))
            return false;
    return true;
}

/*
 * c belongs to w's family: it has every family token of w ("tpu v" has
 * "TPU v5e" but not "v100"), or the same letters, or starts with w's.
 */
static bool family_member(const struct name_key *w, const struct name_key *c)
{
    if (w->n_family == 0 || c->n_family < 1)
        return false;
    if (same_letters(w, c) || family_prefix(w, c))
        return true;
    return w->n_family <= c->n_family &&
           (suffix_tokens(w, c) || typo_tokens(w, c));
}

/* The numbers agree as far as both go; both have at least one. */
static bool same_numbers(const struct name_key *a, const struct name_key *b)
{
    size_t m = a->n_numbers < b->n_numbers ? a->n_numbers : b->n_numbers, i;

    if (m == 0)
        return false;
    for (i = 0; i < m; i++)
        if (a->numbers[i] != b->numbers[i])
            return false;
    return true;
}

/* How far apart the first numbers are (0 when either has none). */
static unsigned long number_gap(const struct name_key *a,
                                const struct name_key *b)
{
    if (!a->n_numbers || !b->n_numbers)
        return 0;
    return a->numbers[0] > b->numbers[0] ? a->numbers[0] - b->numbers[0]
                                         : b->numbers[0] - a->numbers[0];
}

/* Label of a family member: its family as spelt ("gpt-oss", "TPU v"). */
static void family_label(const struct name_key *k, struct gs_name_hint *h)
{
    if (k->n_family == 0)
        return;
    h->label = k->family[0].s;
    h->label_len = (size_t)(k->family[k->n_family - 1].s +
                            k->family[k->n_family - 1].len - h->label);
}

/* Closest candidate (separators folded) passing `ok`, or -1. */
static long closest(const char *word, const char *const *candidates,
                    size_t n, const struct name_key *w,
                    bool (*ok)(const struct name_key *,
                               const struct name_key *, const char *,
                               const char *))
{
    size_t i, best_d = (size_t)-1, len = strlen(word);
    long best = -1;

    for (i = 0; i < n; i++) {
        struct name_key c;
        size_t d;

        read_name(candidates[i], &c);
        if (c.too_long || !ok(w, &c, word, candidates[i]))
            continue;
        d = distance_n(word, len, candidates[i], strlen(candidates[i]), true);
        if (d < best_d) {
            best_d = d;
            best = (long)i;
        }
    }
    return best;
}

/*
 * Letters glued to the word's number name a model ("mi300a", "l40s",
 * "a10g"): the candidate must have them too, glued or as the next token
 * ("2080ti" and "RTX 2080 Ti").
 */
static bool same_letters_after(const struct name_key *w,
                               const struct name_key *c)
{
    if (!w->letters.s)
        return true;
    return (c->letters.s && span_eq(w->letters, c->letters)) ||
           (c->next.s && span_eq(w->letters, c->next));
}

static bool same_product(const struct name_key *w, const struct name_key *c,
                         const char *word, const char *cand)
{
    (void)word;
    (void)cand;
    return same_numbers(w, c) && same_family(w, c) &&
           same_letters_after(w, c) && w->tiers == c->tiers;
}

/* A word without numbers: a numberless name within typo distance. */
static bool numberless_typo(const struct name_key *w,
                            const struct name_key *c, const char *word,
                            const char *cand)
{
    size_t len = strlen(word), limit = len / 3 > 2 ? len / 3 : 2;

    (void)w;
    return c->n_numbers == 0 &&
           distance_n(word, len, cand, strlen(cand), true) <= limit;
}

/* Insert owner o with key (gap, order) into the sorted family list. */
static void family_add(struct gs_name_hint *h, unsigned long *gaps,
                       size_t owner, unsigned long gap)
{
    size_t n = h->n_family < GS_SUGGEST_FAMILY_MAX ? h->n_family
                                                   : GS_SUGGEST_FAMILY_MAX;
    size_t pos = n;

    while (pos > 0 && gaps[pos - 1] > gap)
        pos--;
    if (pos == GS_SUGGEST_FAMILY_MAX)
        return;
    if (n == GS_SUGGEST_FAMILY_MAX)
        n--;
    memmove(h->family + pos + 1, h->family + pos,
            (n - pos) * sizeof(h->family[0]));
    memmove(gaps + pos + 1, gaps + pos, (n - pos) * sizeof(gaps[0]));
    h->family[pos] = owner;
    gaps[pos] = gap;
}

/*
 * The family members of w, one per owner at its nearest candidate's key.
 * Owners are visited in candidate order, so equal keys keep catalogue
 * order.
 */
static void find_family(const struct name_key *w,
                        const char *const *candidates, const size_t *owner,
                        size_t n, struct gs_name_hint *h)
{
    unsigned long gaps[GS_SUGGEST_FAMILY_MAX];
    struct name_key label_key;
    unsigned long label_gap = (unsigned long)-1;
    size_t i, j;

    memset(&label_key, 0, sizeof(label_key));
    if (w->n_family == 0)
        return;
    for (i = 0; i < n; i++) {
        size_t o = owner ? owner[i] : i;
        unsigned long gap = (unsigned long)-1;
        bool seen = false;

        for (j = 0; j < i && !seen; j++)
            seen = (owner ? owner[j] : j) == o;
        if (seen)
            continue;
        /* the owner's nearest candidate in the family */
        for (j = i; j < n; j++) {
            struct name_key c;
            unsigned long g;

            if ((owner ? owner[j] : j) != o)
                continue;
            read_name(candidates[j], &c);
            if (c.too_long || !family_member(w, &c))
                continue;
            g = number_gap(w, &c);
            if (g < gap)
                gap = g;
            if (g < label_gap) {
                label_gap = g;
                label_key = c;
            }
        }
        if (gap == (unsigned long)-1)
            continue;
        family_add(h, gaps, o, gap);
        h->n_family++;
    }
    if (h->n_family)
        family_label(&label_key, h);
}

void gs_suggest_name(const char *word, const char *const *candidates,
                     const size_t *owner, size_t n_candidates,
                     struct gs_name_hint *hint)
{
    struct name_key w;
    const char *s;
    size_t i;

    memset(hint, 0, sizeof(*hint));
    hint->match = -1;
    read_name(word, &w);
    /* nothing typed (or only blanks): nothing is close to it */
    if (w.too_long || !word[strspn(word, " \t")])
        return;
    hint->match = closest(word, candidates, n_candidates, &w,
                          w.n_numbers ? same_product : numberless_typo);
    if (hint->match >= 0)
        return;
    find_family(&w, candidates, owner, n_candidates, hint);
    if (!hint->n_family && w.n_family > 1) {
        w.n_family--;           /* "rtx a6000": the rtx family */
        find_family(&w, candidates, owner, n_candidates, hint);
        if (hint->n_family)
            family_label(&w, hint);     /* as the word spells it */
    }
    if (hint->n_family || w.n_numbers)
        return;
    s = gs_suggest(word, candidates, n_candidates);
    for (i = 0; s && i < n_candidates; i++)
        if (candidates[i] == s)
            hint->match = (long)i;
}
