#ifndef GPUSEL_SWEEP_H
#define GPUSEL_SWEEP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "arena.h"
#include "error.h"

/*
 * The parts of `gpusel sweep` that are not the command itself (CLI
 * layer): the axes grammar (src/cli/sweep_axis.c) and the row writer
 * (src/cli/sweep_write.c), which writes CSV or JSON lines a million rows
 * a second: text is encoded once per value (gs_sweep_encode) and copied
 * per row, numbers go through fmtnum.h, output is buffered and flushed
 * in large writes; nothing is held between rows.  docs/commands/sweep.md
 * documents the grammar and the columns.
 */

/* Most values one axis may take (after ranges are expanded). */
#define GS_SWEEP_MAX_VALUES 65536

/* Significant digits of non-integer numbers ("%.6g"). */
#define GS_SWEEP_DIGITS 6

/* How an axis' values are written. */
enum gs_sweep_unit {
    GS_SWEEP_COUNT,     /* whole numbers: "8", "1e3" is refused */
    GS_SWEEP_TOKENS,    /* token counts as gs_parse_tokens: "4k" = 4096 */
};

/* An integer axis: its values in the order given (owned, malloc). */
struct gs_sweep_axis {
    int64_t *v;
    size_t n;
};

/*
 * Parse an axis (docs/commands/sweep.md, "Axes"):
 *
 *   axis  := item ("," item)*
 *   item  := value | value ".." value [step]
 *   step  := "x" factor (>= 2) | "+" increment (>= 1)
 *
 * A range runs from its first value while <= its last, multiplying by
 * the factor or adding the increment (by 1 without a step): "1..256x2"
 * is 1, 2, 4, ..., 256; "4k..32kx2" is 4096, 8192, 16384, 32768.
 * Values must lie in [min, max]; at most GS_SWEEP_MAX_VALUES in all.
 * `flag` ("--concurrency") names the axis in messages.  0, or -1 with
 * GS_EUSAGE naming the flag and the bad item (out untouched), or
 * GS_ENOMEM.
 */
int gs_sweep_parse_axis(const char *flag, const char *text,
                        enum gs_sweep_unit unit, int64_t min, int64_t max,
                        struct gs_sweep_axis *out, struct gs_error *err);

void gs_sweep_axis_release(struct gs_sweep_axis *a);

/*
 * Split a comma-separated list (empty items refused: GS_EUSAGE naming
 * `flag`) into at most `max` items copied into `arena`.  0 with *n set,
 * or -1.
 */
int gs_sweep_split(const char *flag, const char *text, struct gs_arena *arena,
                   const char **items, size_t max, size_t *n,
                   struct gs_error *err);

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

#endif /* GPUSEL_SWEEP_H */
