#ifndef GPUSEL_SWEEP_WRITE_H
#define GPUSEL_SWEEP_WRITE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "arena.h"
#include "error.h"

/*
 * The streaming row writer (report layer, src/report/sweep_write.c):
 * `gpusel sweep`'s rows as CSV or JSON lines, a million rows a second:
 * text is encoded once per value (gs_sweep_encode) and copied per row,
 * numbers go through fmtnum.h, output is buffered and flushed in large
 * writes; nothing is held between rows.  The report writers (report.h)
 * hold a whole table; this one holds none.
 */

/* Significant digits of non-integer numbers ("%.6g"). */
#define GS_SWEEP_DIGITS 6

/* ---- the writer ------------------------------------------------------ */

enum gs_sweep_format {
    GS_SWEEP_CSV,       /* RFC 4180, CRLF, a header of column keys */
    GS_SWEEP_JSONL,     /* one JSON object per line, keys as CSV's */
};

/* A text value encoded for one format (gs_sweep_encode); borrowed. */
struct gs_sweep_text {
    const char *s;      /* NULL: no value (empty in CSV, null in JSON) */
    size_t len;
};

/* The writer.  Private: use it through the functions below. */
struct gs_sweep_out {
    FILE *fp;
    enum gs_sweep_format format;
    const char *const *keys;    /* the column keys */
    size_t n_cols;
    struct gs_sweep_text *prefix; /* JSON: each column's "key": (owned) */
    char *buf;                  /* pending bytes */
    size_t len, cap;
    size_t col;                 /* next column of the row being written */
    bool failed;                /* a write failed (ferror) */
};

/*
 * Start writing rows of n_cols columns (keys borrowed, must outlive the
 * writer) to fp; CSV writes the header now.  0, or -1 with GS_ENOMEM.
 */
int gs_sweep_out_begin(struct gs_sweep_out *o, FILE *fp,
                       enum gs_sweep_format format, const char *const *keys,
                       size_t n_cols, struct gs_error *err);

/*
 * Encode s as one field of o's format into `arena`: CSV quotes it when
 * it holds ',' '"' CR or LF, starts or ends with a blank, or is empty,
 * and unless `csv_raw` guards a leading formula trigger (= + - @ tab CR
 * LF) with "'", as the csv report writer does; JSON escapes it as a
 * string.  s NULL gives the no-value text.  0, or -1 with GS_ENOMEM.
 */
int gs_sweep_encode(const struct gs_sweep_out *o, struct gs_arena *arena,
                    const char *s, bool csv_raw, struct gs_sweep_text *out,
                    struct gs_error *err);

/* The next column of the current row: encoded text, an integer, a finite
 * number ("%.6g"), a boolean, or no value.  Columns are given in key
 * order, n_cols per row, then gs_sweep_out_row_end(). */
void gs_sweep_put_text(struct gs_sweep_out *o, const struct gs_sweep_text *t);
void gs_sweep_put_int(struct gs_sweep_out *o, int64_t v);
void gs_sweep_put_num(struct gs_sweep_out *o, double x);
void gs_sweep_put_bool(struct gs_sweep_out *o, bool b);
void gs_sweep_put_null(struct gs_sweep_out *o);
void gs_sweep_out_row_end(struct gs_sweep_out *o);

/*
 * Segments: runs of columns written once and copied into many rows (the
 * perf columns of a point into every offer's row).  A segment is a
 * writer of o's format on a memory buffer (`cap` bytes, the caller's)
 * with no file: gs_sweep_seg_start() empties it and sets the column it
 * begins at, the put functions fill it, gs_sweep_put_seg() appends it to
 * o's row and moves o past its columns.  A segment longer than its
 * buffer sets `failed` (gs_sweep_out_end of o then fails with GS_EIO).
 */
void gs_sweep_seg_init(struct gs_sweep_out *seg, const struct gs_sweep_out *o,
                       char *buf, size_t cap);
void gs_sweep_seg_start(struct gs_sweep_out *seg, size_t col);
void gs_sweep_put_seg(struct gs_sweep_out *o, const struct gs_sweep_out *seg);
/* The same from bytes a segment left (copied out by the caller). */
void gs_sweep_put_bytes(struct gs_sweep_out *o, const struct gs_sweep_text *t,
                        size_t end_col);

/*
 * Flush and free the buffer.  0, or -1 with GS_EIO when a write failed
 * (then or before).  Safe to call once after begin, whatever happened.
 */
int gs_sweep_out_end(struct gs_sweep_out *o, struct gs_error *err);

#endif /* GPUSEL_SWEEP_WRITE_H */
