#ifndef GPUSEL_SVG_H
#define GPUSEL_SVG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "error.h"

/*
 * SVG plots: a log-log roofline (gs_svg_write_roofline), a general x/y
 * chart (gs_svg_write_chart) and a Pareto scatter plot (gs_pareto_front,
 * gs_svg_write_pareto), written as plain SVG 1.1 text to a FILE.
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

/*
 * The canvas and the plot area, in SVG user units (px).  A value v on an
 * axis from lo to hi maps to
 *     x_px = PLOT_LEFT + (t(v) - t(lo)) / (t(hi) - t(lo)) * (right - PLOT_LEFT)
 *     y_px = PLOT_BOTTOM - (t(v) - t(lo)) / (t(hi) - t(lo))
 *                          * (PLOT_BOTTOM - PLOT_TOP)
 * where t is log10 on a log axis and the identity on a linear one, and
 * right is GS_SVG_ROOFLINE_RIGHT_PX or GS_SVG_CHART_RIGHT_PX (a chart
 * keeps the space to its right for the legend).  Coordinates are written
 * with two decimals.  docs/output.md says how lo and hi are chosen.
 */
#define GS_SVG_WIDTH_PX 800
#define GS_SVG_HEIGHT_PX 560
#define GS_SVG_PLOT_LEFT_PX 90
#define GS_SVG_PLOT_TOP_PX 50
#define GS_SVG_PLOT_BOTTOM_PX 490
#define GS_SVG_ROOFLINE_RIGHT_PX 650
#define GS_SVG_CHART_RIGHT_PX 610

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
 * labelled marker.  The axes hold every point and ridge, and a decade of
 * slope below the lowest ridge, with a factor-of-2 margin.  Nothing is
 * written unless the input is valid.
 *
 * Returns 0, or -1 with GS_EUSAGE (no roofs; a bandwidth, roof or point
 * coordinate that is non-finite, non-positive or beyond 1e-100..1e100,
 * naming which) or GS_EIO (a write error on out).
 */
int gs_svg_write_roofline(FILE *out, const struct gs_svg_roofline *r,
                          struct gs_error *err);

/*
 * Write c as an x/y chart: each series as markers (joined by a line when
 * its `line` is set), a legend of series names, ticks, gridlines and the
 * axis titles.  Axis ranges hold every point with a margin.  Nothing is
 * written unless the input is valid.
 *
 * Returns 0, or -1 with GS_EUSAGE (no points at all; a coordinate that
 * is non-finite, non-positive on a log axis, or beyond 1e-100..1e100 on
 * a log axis or 1e100 on a linear one, naming the axis, series and
 * point) or GS_EIO (a write error on out).
 */
int gs_svg_write_chart(FILE *out, const struct gs_svg_chart *c,
                       struct gs_error *err);

/*
 * The Pareto front of pts[0..n) when both coordinates are to be
 * minimised (cost per output against latency or time to finish): the
 * points no other point dominates, where a dominates b when a.x <= b.x
 * and a.y <= b.y and one of them is strictly less.  Equal points do not
 * dominate each other, so duplicates on the front are all on it; of
 * points with equal x only those with the least y can be on it.
 *
 * idx must have room for n indexes (it is the sort's workspace).  On
 * return idx[0..k) holds the k front points' indexes in order of x
 * ascending, then y, then index, and k is returned (0 only when n is 0).
 * Pure: no allocation, O(n log n).  Coordinates must not be NaN
 * (asserted); labels are not read.
 */
size_t gs_pareto_front(const struct gs_svg_point *pts, size_t n,
                       size_t *idx);

/*
 * A Pareto plot: feasible points (one marker each, a tooltip with its
 * label), the front among them highlighted as a staircase through its
 * points with each labelled, rejected points greyed behind them
 * (tooltips, no labels), feasible candidates without an x as horizontal
 * lines at their cost, and the winner marked.  A legend names each.
 */
struct gs_svg_pareto {
    const char *title;   /* heading; may be NULL */
    const char *x_label; /* axis title including its unit; may be NULL */
    const char *y_label; /* axis title including its unit; may be NULL */
    bool x_log, y_log;   /* logarithmic axis (every value must be > 0) */
    const struct gs_svg_point *points;   /* the feasible candidates */
    size_t n_points;
    const size_t *front; /* indexes into points, x ascending, as
                          * gs_pareto_front() returns them */
    size_t n_front;
    const struct gs_svg_point *rejected; /* drawn grey; may be NULL */
    size_t n_rejected;
    const char *note;    /* one line under the plot (what is not shown);
                          * may be NULL */
    /* Feasible candidates with a y but no x (a model API's cost, whose
     * latency is not modelled; a measured throughput without a latency):
     * each a dashed horizontal line across the plot at its y, with a
     * tooltip and a label; x is not read.  May be NULL. */
    const struct gs_svg_point *levels;
    size_t n_levels;
    /* The winner: an element of points (ringed) or of levels (drawn
     * thick), labelled "winner: <label>"; NULL: none marked. */
    const struct gs_svg_point *winner;
};

/*
 * Write p as an SVG scatter plot with the front highlighted (docs/output.md
 * "SVG plots"; the axes as a chart's, holding the rejected points too).
 * Nothing is written unless the input is valid.
 *
 * Returns 0, or -1 with GS_EUSAGE (no points or levels at all; a
 * coordinate a chart would refuse, naming the point; a front index
 * outside points or the front out of x order; a winner in neither
 * points nor levels) or GS_EIO (a write error on out).  With levels and
 * no point the x axis spans 0 to 1 (nothing is placed on it).
 */
int gs_svg_write_pareto(FILE *out, const struct gs_svg_pareto *p,
                        struct gs_error *err);

#endif /* GPUSEL_SVG_H */
