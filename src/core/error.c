/*
 * The error type: record the first error, print it GNU-style, map it to
 * an exit status.  Nothing here allocates but the one long message
 * shortened (set_va), which does without when memory is out.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "text.h"
#include "banned.h"

/* Longest escape of one byte: "\x1b". */
#define ESCAPE_MAX 4

/*
 * Length of the well-formed UTF-8 sequence at s that is not a control
 * character, or 0 when s[0] must be escaped: C0 controls and DEL,
 * C1 controls (U+0080..U+009F, and their raw 8-bit bytes), and any byte
 * that does not start a well-formed sequence (RFC 3629).
 */
size_t gs_utf8_printable_len(const unsigned char *s)
{
    unsigned char c = s[0];
    size_t n, i;
    unsigned char lo = 0x80, hi = 0xbf;

    if (c < 0x20 || c == 0x7f)
        return 0;
    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf)
        n = 2;
    else if (c >= 0xe0 && c <= 0xef)
        n = 3;
    else if (c >= 0xf0 && c <= 0xf4)
        n = 4;
    else
        return 0;
    if (c == 0xc2)
        lo = 0xa0;              /* C2 80..C2 9F: the C1 controls */
    else if (c == 0xe0)
        lo = 0xa0;              /* overlong */
    else if (c == 0xed)
        hi = 0x9f;              /* surrogates */
    else if (c == 0xf0)
        lo = 0x90;              /* overlong */
    else if (c == 0xf4)
        hi = 0x8f;              /* past U+10FFFF */
    if (s[1] < lo || s[1] > hi)
        return 0;
    for (i = 2; i < n; i++)
        if (s[i] < 0x80 || s[i] > 0xbf)
            return 0;
    return n;
}

size_t gs_utf8_invalid(const char *buf, size_t len, unsigned *line,
                       unsigned *col)
{
    const unsigned char *s = (const unsigned char *)buf;
    size_t i = 0, n, k;
    unsigned l = 1, c = 1;

    while (i < len) {
        unsigned char b = s[i];
        unsigned char lo = 0x80, hi = 0xbf;

        if (b < 0x80) {
            n = 1;
        } else {
            if (b >= 0xc2 && b <= 0xdf)
                n = 2;
            else if (b >= 0xe0 && b <= 0xef)
                n = 3;
            else if (b >= 0xf0 && b <= 0xf4)
                n = 4;
            else
                break;
            if (b == 0xe0 || b == 0xf0)
                lo = b == 0xe0 ? 0xa0 : 0x90;   /* overlong */
            else if (b == 0xed)
                hi = 0x9f;                      /* surrogates */
            else if (b == 0xf4)
                hi = 0x8f;                      /* past U+10FFFF */
            if (i + n > len || s[i + 1] < lo || s[i + 1] > hi)
                break;
            for (k = 2; k < n && s[i + k] >= 0x80 && s[i + k] <= 0xbf; k++)
                ;
            if (k < n)
                break;
        }
        if (b == '\n') {
            l++;
            c = 1;
        } else {
            c++;
        }
        i += n;
    }
    if (line)
        *line = l;
    if (col)
        *col = c;
    return i < len ? i : SIZE_MAX;
}

/* The escape of byte c: "\n", "\t", "\r" or "\xNN" (NUL-terminated). */
static void escape_byte(unsigned char c, char out[ESCAPE_MAX + 1])
{
    static const char hex[] = "0123456789abcdef";

    out[0] = '\\';
    out[2] = '\0';
    if (c == '\n') {
        out[1] = 'n';
    } else if (c == '\t') {
        out[1] = 't';
    } else if (c == '\r') {
        out[1] = 'r';
    } else {
        out[1] = 'x';
        out[2] = hex[c >> 4];
        out[3] = hex[c & 0xf];
        out[4] = '\0';
    }
}

/* gs_escape_controls(), also saying how many bytes of src it took. */
static size_t escape_into(char *dst, size_t size, const char *src,
                          size_t *taken)
{
    const unsigned char *s = (const unsigned char *)src;
    size_t used = 0;

    *taken = 0;
    if (size == 0)
        return 0;
    while (*s) {
        char esc[ESCAPE_MAX + 1];
        size_t n;

        if (*s >= 0x20 && *s < 0x7f) {
            /* printable ASCII, nearly every byte: copied as it is */
            if (used + 1 >= size)
                break;
            dst[used++] = (char)*s++;
            continue;
        }
        n = gs_utf8_printable_len(s);
        const char *piece = (const char *)s;

        if (n == 0) {
            escape_byte(*s, esc);
            piece = esc;
            n = strlen(esc);
        }
        if (used + n >= size)
            break;              /* never half a character or escape */
        memcpy(dst + used, piece, n);
        used += n;
        s += piece == esc ? 1 : n;
    }
    dst[used] = '\0';
    *taken = (size_t)((const char *)s - src);
    return used;
}

size_t gs_escape_controls(char *dst, size_t size, const char *src)
{
    size_t taken;

    return escape_into(dst, size, src, &taken);
}

/*
 * Escape src into dst; when it does not fit (or `cut` says the text was
 * cut already), end it with GS_ERROR_CUT_MARKER so that a reader knows
 * the path or message goes on (a path cut at 255 bytes looked whole).
 */
static void escape_marked(char *dst, size_t size, const char *src, bool cut)
{
    static const char marker[] = GS_ERROR_CUT_MARKER;
    size_t taken, used = escape_into(dst, size, src, &taken);

    if (!cut && src[taken] == '\0')
        return;
    if (size < sizeof(marker))
        return;
    used = escape_into(dst, size - (sizeof(marker) - 1), src, &taken);
    memcpy(dst + used, marker, sizeof(marker));
}

/* Write s to fp with control characters escaped. */
static void put_escaped(const char *s, FILE *fp)
{
    char buf[256];
    size_t n;

    while (*s) {
        /* an escaped chunk of at most a quarter of buf fits whole */
        char chunk[sizeof(buf) / ESCAPE_MAX];
        size_t len = strlen(s), take = len < sizeof(chunk) - 1
                                           ? len : sizeof(chunk) - 1;

        /* do not cut a UTF-8 sequence: back up to its first byte */
        while (take < len && take > 0 &&
               ((unsigned char)s[take] & 0xc0) == 0x80)
            take--;
        if (take == 0)
            take = 1;
        memcpy(chunk, s, take);
        chunk[take] = '\0';
        n = gs_escape_controls(buf, sizeof(buf), chunk);
        fwrite(buf, 1, n, fp);
        s += take;
    }
}

/*
 * The message: formatted, then every word longer than
 * GS_TEXT_WORD_MAX_BYTES shortened to its head, "...(N bytes)..." and its
 * tail (issue 20: a 100 kB argument ran the message out at 512 bytes
 * with no length), then escaped.  A message too long for `raw` is
 * formatted again into the heap to be shortened; without memory it is
 * cut and marked as before, since the error path must not fail.
 */
static int set_va(struct gs_error *err, enum gs_errc code, const char *path,
                  unsigned line, unsigned col, const char *fmt, va_list ap)
{
    char raw[GS_TEXT_WORD_MAX_BYTES * 4], *text = raw;
    va_list again;
    bool cut;
    int n;

    if (!err || err->code != GS_OK)
        return -1;              /* the first error wins */
    err->code = code;
    err->line = line;
    err->col = col;
    if (code == GS_EDOMAIN && err->quiet_domain)
        return -1;              /* the caller words its own reason */
    escape_marked(err->path, sizeof(err->path), path ? path : "", false);
    va_copy(again, ap);
    n = vsnprintf(raw, sizeof(raw), fmt, ap);
    if (n >= 0 && (size_t)n >= sizeof(raw) && (text = malloc((size_t)n + 1)))
        vsnprintf(text, (size_t)n + 1, fmt, again);
    va_end(again);
    if (!text)
        text = raw;             /* cut: marked below */
    cut = n < 0 || (text == raw && (size_t)n >= sizeof(raw));
    gs_text_shorten_words(text);
    escape_marked(err->msg, sizeof(err->msg), text, cut);
    if (text != raw)
        free(text);
    return -1;
}

int gs_error_set(struct gs_error *err, enum gs_errc code, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    set_va(err, code, NULL, 0, 0, fmt, ap);
    va_end(ap);
    return -1;
}

int gs_error_set_at(struct gs_error *err, enum gs_errc code, const char *path,
                    unsigned line, unsigned col, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    set_va(err, code, path, line, col, fmt, ap);
    va_end(ap);
    return -1;
}

void gs_error_print(const struct gs_error *err, FILE *fp)
{
    if (!err || err->code == GS_OK)
        return;
    fputs("gpusel: ", fp);
    if (err->path[0]) {
        put_escaped(err->path, fp);
        if (err->line) {
            fprintf(fp, ":%u", err->line);
            if (err->col)
                fprintf(fp, ":%u", err->col);
        }
        fputs(": ", fp);
    }
    fputs("error: ", fp);
    put_escaped(err->msg, fp);  /* again: a caller may have written msg */
    fputc('\n', fp);
}

int gs_error_exit_status(const struct gs_error *err)
{
    if (!err)
        return GS_EXIT_OK;
    switch (err->code) {
    case GS_OK:
        return GS_EXIT_OK;
    case GS_EUSAGE:
        return GS_EXIT_USAGE;
    case GS_ESYNTAX:
    case GS_ESCHEMA:
    case GS_ENOTFOUND:
    case GS_EDOMAIN:
        return GS_EXIT_DATA;
    case GS_EIO:
        return GS_EXIT_IO;
    case GS_ENOMEM:
    case GS_EINTERNAL:
        return GS_EXIT_INTERNAL;
    }
    return GS_EXIT_INTERNAL;
}

void gs_error_clear(struct gs_error *err)
{
    memset(err, 0, sizeof(*err));
}
