/*
 * gpusel sweep's row writer: CSV (RFC 4180, CRLF, as the csv report
 * writer) or JSON lines, buffered, numbers through fmtnum.h.  Text is
 * encoded once per value by the caller (gs_sweep_encode) and copied per
 * row.  sweep_write.h states the contract.
 */
#include <stdlib.h>
#include <string.h>

#include "fmtnum.h"
#include "sweep_write.h"
#include "banned.h"

/* The buffer: large writes, well above a row (about 400 bytes). */
#define OUT_BUF_BYTES (256 * 1024)

/* First bytes a spreadsheet may take as the start of a formula (OWASP),
 * as src/report/report_csv.c guards. */
static const char formula_triggers[] = "=+-@\t\r\n";

/* Write the pending bytes (a segment has no file: it overflowed). */
static void flush(struct gs_sweep_out *o)
{
    if (!o->fp)
        o->failed = true;
    else if (o->len && fwrite(o->buf, 1, o->len, o->fp) != o->len)
        o->failed = true;
    o->len = 0;
}

static void put_bytes(struct gs_sweep_out *o, const char *s, size_t n)
{
    if (o->len + n > o->cap) {
        flush(o);
        if (n > o->cap) {
            if (!o->fp || fwrite(s, 1, n, o->fp) != n)
                o->failed = true;
            return;
        }
    }
    memcpy(o->buf + o->len, s, n);
    o->len += n;
}

/* Room for n bytes at o->buf + o->len (n <= cap). */
static char *room(struct gs_sweep_out *o, size_t n)
{
    if (o->len + n > o->cap)
        flush(o);
    return o->buf + o->len;
}

/* The separator or key before the next column. */
static void next_col(struct gs_sweep_out *o)
{
    if (o->format == GS_SWEEP_JSONL) {
        const struct gs_sweep_text *p = &o->prefix[o->col];

        put_bytes(o, p->s, p->len);
    } else if (o->col > 0) {
        *room(o, 1) = ',';
        o->len++;
    }
    o->col++;
}

static bool csv_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* Encoded length bound of s (every byte escaped, quotes, guard). */
static size_t bound(size_t len)
{
    return 6 * len + 4;
}

/*
 * Length (2-4) of the valid, shortest-form UTF-8 sequence of a Unicode
 * scalar value at s[0..len), or 0 (RFC 3629).
 */
static size_t utf8_len(const unsigned char *s, size_t len)
{
    size_t n, i;
    unsigned long cp, min;

    if (s[0] >= 0xc2 && s[0] <= 0xdf)
        n = 2, cp = s[0] & 0x1fu, min = 0x80;
    else if (s[0] >= 0xe0 && s[0] <= 0xef)
        n = 3, cp = s[0] & 0x0fu, min = 0x800;
    else if (s[0] >= 0xf0 && s[0] <= 0xf4)
        n = 4, cp = s[0] & 0x07u, min = 0x10000;
    else
        return 0;
    if (n > len)
        return 0;
    for (i = 1; i < n; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        cp = cp << 6 | (s[i] & 0x3fu);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return n;
}

/* Encode s (len bytes) into out; returns the encoded length.  JSON: a
 * byte that starts no valid UTF-8 sequence becomes U+FFFD, so every line
 * is valid JSON whatever a price sheet's encoding. */
static size_t encode(enum gs_sweep_format f, const char *s, size_t len,
                     bool csv_raw, char *out)
{
    static const char hex[] = "0123456789abcdef";
    size_t n = 0, i;

    if (f == GS_SWEEP_JSONL) {
        out[n++] = '"';
        for (i = 0; i < len; i++) {
            unsigned char c = (unsigned char)s[i];

            if (c == '"' || c == '\\') {
                out[n++] = '\\';
                out[n++] = (char)c;
            } else if (c == '\n') {
                out[n++] = '\\';
                out[n++] = 'n';
            } else if (c < 0x20 || c == 0x7f) {
                out[n++] = '\\';
                out[n++] = 'u';
                out[n++] = '0';
                out[n++] = '0';
                out[n++] = hex[c >> 4];
                out[n++] = hex[c & 15];
            } else if (c < 0x80) {
                out[n++] = (char)c;
            } else {
                size_t k = utf8_len((const unsigned char *)s + i, len - i);

                if (k == 0) {
                    memcpy(out + n, "\\ufffd", 6);
                    n += 6;
                } else {
                    memcpy(out + n, s + i, k);
                    n += k;
                    i += k - 1;
                }
            }
        }
        out[n++] = '"';
        return n;
    }
    {
        bool guarded = !csv_raw && len > 0 && strchr(formula_triggers, s[0]);
        bool quoted = guarded || len == 0 || strpbrk(s, ",\"\r\n") ||
                      csv_blank(s[0]) || csv_blank(s[len - 1]);

        if (!quoted) {
            memcpy(out, s, len);
            return len;
        }
        out[n++] = '"';
        if (guarded)
            out[n++] = '\'';
        for (i = 0; i < len; i++) {
            if (s[i] == '"')
                out[n++] = '"';
            out[n++] = s[i];
        }
        out[n++] = '"';
        return n;
    }
}

int gs_sweep_encode(const struct gs_sweep_out *o, struct gs_arena *arena,
                    const char *s, bool csv_raw, struct gs_sweep_text *out,
                    struct gs_error *err)
{
    size_t len;
    char *buf;

    if (!s) {
        out->s = NULL;
        out->len = 0;
        return 0;
    }
    len = strlen(s);
    if (!(buf = gs_arena_alloc(arena, bound(len))))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    out->len = encode(o->format, s, len, csv_raw, buf);
    out->s = buf;
    return 0;
}

int gs_sweep_out_begin(struct gs_sweep_out *o, FILE *fp,
                       enum gs_sweep_format format, const char *const *keys,
                       size_t n_cols, struct gs_error *err)
{
    size_t j, total = 0;
    char *p;

    memset(o, 0, sizeof(*o));
    o->fp = fp;
    o->format = format;
    o->keys = keys;
    o->n_cols = n_cols;
    o->cap = OUT_BUF_BYTES;
    for (j = 0; j < n_cols; j++)
        total += bound(strlen(keys[j])) + 2;
    o->buf = malloc(o->cap);
    o->prefix = calloc(n_cols, sizeof(*o->prefix));
    p = malloc(total + 1);
    if (!o->buf || !o->prefix || !p) {
        free(p);
        free(o->buf);
        free(o->prefix);
        o->buf = NULL;
        o->prefix = NULL;
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    }
    /* prefix[0].s owns the block: "{"key":" then ","key":" ... */
    for (j = 0; j < n_cols; j++) {
        size_t n = 0;

        p[n++] = j == 0 ? '{' : ',';
        n += encode(GS_SWEEP_JSONL, keys[j], strlen(keys[j]), true, p + n);
        p[n++] = ':';
        o->prefix[j].s = p;
        o->prefix[j].len = n;
        p += n;
    }
    if (format == GS_SWEEP_CSV) {
        for (j = 0; j < n_cols; j++) {
            char enc[256];
            size_t len = strlen(keys[j]);

            if (j > 0)
                put_bytes(o, ",", 1);
            if (bound(len) <= sizeof(enc))
                put_bytes(o, enc, encode(GS_SWEEP_CSV, keys[j], len, true,
                                         enc));
        }
        put_bytes(o, "\r\n", 2);
    }
    return 0;
}

void gs_sweep_put_text(struct gs_sweep_out *o, const struct gs_sweep_text *t)
{
    next_col(o);
    if (t->s)
        put_bytes(o, t->s, t->len);
    else if (o->format == GS_SWEEP_JSONL)
        put_bytes(o, "null", 4);
}

void gs_sweep_put_int(struct gs_sweep_out *o, int64_t v)
{
    next_col(o);
    o->len += gs_fmtnum_i64(v, room(o, GS_FMTNUM_BUF));
}

void gs_sweep_put_num(struct gs_sweep_out *o, double x)
{
    next_col(o);
    o->len += gs_fmtnum_g(x, GS_SWEEP_DIGITS, room(o, GS_FMTNUM_BUF));
}

void gs_sweep_put_bool(struct gs_sweep_out *o, bool b)
{
    next_col(o);
    if (b)
        put_bytes(o, "true", 4);
    else
        put_bytes(o, "false", 5);
}

void gs_sweep_put_null(struct gs_sweep_out *o)
{
    next_col(o);
    if (o->format == GS_SWEEP_JSONL)
        put_bytes(o, "null", 4);
}

void gs_sweep_out_row_end(struct gs_sweep_out *o)
{
    if (o->format == GS_SWEEP_JSONL)
        put_bytes(o, "}\n", 2);
    else
        put_bytes(o, "\r\n", 2);
    o->col = 0;
}

void gs_sweep_seg_init(struct gs_sweep_out *seg, const struct gs_sweep_out *o,
                       char *buf, size_t cap)
{
    *seg = *o;
    seg->fp = NULL;
    seg->buf = buf;
    seg->cap = cap;
    seg->len = 0;
    seg->col = 0;
    seg->failed = false;
}

void gs_sweep_seg_start(struct gs_sweep_out *seg, size_t col)
{
    seg->len = 0;
    seg->col = col;
}

void gs_sweep_put_seg(struct gs_sweep_out *o, const struct gs_sweep_out *seg)
{
    put_bytes(o, seg->buf, seg->len);
    o->col = seg->col;
    if (seg->failed)
        o->failed = true;
}

void gs_sweep_put_bytes(struct gs_sweep_out *o, const struct gs_sweep_text *t,
                        size_t end_col)
{
    put_bytes(o, t->s, t->len);
    o->col = end_col;
}

int gs_sweep_out_end(struct gs_sweep_out *o, struct gs_error *err)
{
    if (o->buf)
        flush(o);
    free(o->buf);
    if (o->prefix)
        free((void *)o->prefix[0].s);
    free(o->prefix);
    o->buf = NULL;
    o->prefix = NULL;
    if (o->failed || (o->fp && ferror(o->fp)))
        return gs_error_set(err, GS_EIO, "cannot write the sweep's output");
    return 0;
}
