/*
 * Long text shown short: words of messages, text inputs of reports
 * (src/core/text.h; docs/output.md, "Long values").
 */
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "banned.h"

#define FNV1A64_OFFSET_BASIS UINT64_C(14695981039346656037)
#define FNV1A64_PRIME UINT64_C(1099511628211)

uint64_t gs_fnv1a64(const unsigned char *buf, size_t len)
{
    uint64_t h = FNV1A64_OFFSET_BASIS;
    size_t i;

    for (i = 0; i < len; i++) {
        h ^= buf[i];
        h *= FNV1A64_PRIME;
    }
    return h;
}

static int is_continuation(char c)
{
    return ((unsigned char)c & 0xc0) == 0x80;
}

/* The longest prefix of s[0..len) of at most n bytes that ends at a
 * character boundary. */
static size_t head_len(const char *s, size_t len, size_t n)
{
    if (n >= len)
        return len;
    while (n > 0 && is_continuation(s[n]))
        n--;
    return n;
}

/* The start of the longest suffix of s[0..len) of at most n bytes that
 * starts at a character boundary. */
static size_t tail_start(const char *s, size_t len, size_t n)
{
    size_t i = n >= len ? 0 : len - n;

    while (i < len && is_continuation(s[i]))
        i++;
    return i;
}

/* Quotes and brackets around a word, and punctuation after it, are not
 * counted in its length ("'aaa…':" is a word of the argument's size). */
static const char word_lead[] = "'\"([";
static const char word_trail[] = "'\")]:;,.";

size_t gs_text_shorten_words(char *s)
{
    size_t r = 0, w = 0, whole = strlen(s);

    /* no word can be longer than the whole text: nothing to shorten (the
     * common case, every error message; the loop below would copy each
     * byte onto itself) */
    if (whole <= GS_TEXT_WORD_MAX_BYTES)
        return whole;
    for (;;) {
        size_t start, len, lead = 0, trail = 0, core, head, tail, n;
        char mark[48];

        while (s[r] == ' ')
            s[w++] = s[r++];
        if (!s[r])
            break;
        start = r;
        while (s[r] && s[r] != ' ')
            r++;
        len = r - start;
        while (lead < len && strchr(word_lead, s[start + lead]))
            lead++;
        while (trail < len - lead &&
               strchr(word_trail, s[start + len - 1 - trail]))
            trail++;
        core = len - lead - trail;
        if (core <= GS_TEXT_WORD_MAX_BYTES) {
            memmove(s + w, s + start, len);
            w += len;
            continue;
        }
        head = head_len(s + start + lead, core, GS_TEXT_HEAD_BYTES);
        tail = core - tail_start(s + start + lead, core, GS_TEXT_TAIL_BYTES);
        n = (size_t)snprintf(mark, sizeof(mark), "...(%zu bytes)...", core);
        /* the result is shorter than the word: w never passes start, and
         * the tail (with the trailing punctuation) is read before the
         * mark overwrites anything of it */
        memmove(s + w, s + start, lead + head);
        w += lead + head;
        memmove(s + w + n, s + start + lead + core - tail, tail + trail);
        memcpy(s + w, mark, n);
        w += n + tail + trail;
    }
    s[w] = '\0';
    return w;
}

void gs_text_excerpt(const char *s, size_t len,
                     char buf[GS_TEXT_EXCERPT_BYTES])
{
    size_t head = head_len(s, len, GS_TEXT_HEAD_BYTES);

    snprintf(buf, GS_TEXT_EXCERPT_BYTES, "%.*s...(%zu bytes, fnv1a64 "
             "%016llx)", (int)head, s, len,
             (unsigned long long)gs_fnv1a64((const unsigned char *)s, len));
}
