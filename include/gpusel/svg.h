#ifndef GPUSEL_SVG_H
#define GPUSEL_SVG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "gpusel/error.h"

/*
 * SVG plots: a log-log roofline (gs_svg_write_roofline) and a general x/y
 * chart (gs_svg_write_chart), written as plain SVG 1.1 text to a FILE.
 * Pure formatting: no allocation, no locale (numbers are always written
 * with a '.' decimal point), no timestamps, so the same input gives the
 * same bytes.  Every label is escaped for XML (& < > " and control
 * characters).  The caller opens and commits the file (gs_output_open()
 * and gs_output_commit() in gpusel/report.h) so that it appears
 * atomically.  docs/output.md ("SVG plots") describes what is drawn, the
 * axis mapping and the number formatting.
 *
 * Ownership: every struct here is borrowed for the duration of the call;
 * nothing is kept.
 */

/* One point: a marker, labelled when label is not NULL. */
struct gs_svg_point {
    const char *label; /* text beside the marker; may be NULL */
    double x, y;       /* in the axis' units (roofline: FLOP/byte, FLOP/s) */
};

/* A named series of points on a chart. */
struct gs_svg_series {
    const char *name;                  /* legend text; may be NULL */
    const struct gs_svg_point *points; /* n_points of them, in draw order */
    size_t n_points;
    bool line; /* connect the points in order with a line */
};

/* A horizontal compute roof (one per precision). */
struct gs_svg_roof {
    const char *name;  /* precision, e.g. "BF16" */
    double flop_per_s; /* dense peak, FLOP/s (> 0) */
};

/* A roofline: roofs, the bandwidth slope and operating points. */
struct gs_svg_roofline {
    const char *title;                 /* heading; may be NULL */
    double mem_bw_bytes_per_s;         /* bandwidth slope: y = x * bw (> 0) */
    const struct gs_svg_roof *roofs;   /* one per precision */
    size_t n_roofs;
    const struct gs_svg_point *points; /* operating points: x FLOP/byte, y
                                        * achieved FLOP/s, labelled */
    size_t n_points;
};

/* A general x/y chart, linear or log per axis. */
struct gs_svg_chart {
    const char *title;   /* heading; may be NULL */
    const char *x_label; /* axis title including its unit; may be NULL */
    const char *y_label; /* axis title including its unit; may be NULL */
    bool x_log, y_log;   /* logarithmic axis (every value must be > 0) */
    const struct gs_svg_series *series; /* n_series, drawn in order */
    size_t n_series;
};

/*
 * Write r as a log-log roofline: x arithmetic intensity (FLOP/byte), y
 * FLOP/s (labelled in TFLOP/s); each roof a horizontal line labelled
 * with its name and value, the slope y = bw * x up to the highest roof,
 * each roof's ridge point (x = roof / bw) marked, each operating point a
 * labelled marker.  Axis ranges are whole decades that hold everything.
 *
 * Returns 0, or -1 with GS_EUSAGE (no roofs, a non-positive or
 * non-finite bandwidth, roof or point coordinate, naming which) or
 * GS_EIO (a write error on out).
 */
int gs_svg_write_roofline(FILE *out, const struct gs_svg_roofline *r,
                          struct gs_error *err);

/*
 * Write c as an x/y chart: each series as markers (joined by a line when
 * its `line` is set), a legend of series names, ticks, gridlines and the
 * axis titles.  Axis ranges hold every point with a margin.
 *
 * Returns 0, or -1 with GS_EUSAGE (no points at all, a non-finite
 * coordinate, or a non-positive value on a log axis, naming the axis,
 * series and point) or GS_EIO (a write error on out).
 */
int gs_svg_write_chart(FILE *out, const struct gs_svg_chart *c,
                       struct gs_error *err);

#endif /* GPUSEL_SVG_H */
