/*
 * SVG plots: the log-log roofline and the x/y chart of gpusel/svg.h,
 * written as plain SVG 1.1 text.  Pure formatting to a FILE: no
 * allocation, no locale (printf runs in the "C" locale, which gpusel never
 * changes), no timestamps, so equal input gives equal bytes.  Everything
 * is validated before the first byte is written.  docs/output.md ("SVG
 * plots") documents what is drawn, the axis mapping and the number format.
 */
#include <assert.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "svg.h"
#include "units.h"
#include "banned.h"

/* Significant digits of every number written as text (labels, ticks). */
#define SIG_DIGITS 4
/* Magnitudes written without an exponent: [PLAIN_MIN, PLAIN_MAX). */
#define PLAIN_MIN 1e-3
#define PLAIN_MAX 1e6
/* The magnitudes a plot accepts (docs/output.md: errors): far beyond any
 * FLOP/s, intensity or rate, and small enough that no range overflows. */
#define VALUE_MIN 1e-100
#define VALUE_MAX 1e100
/* Room for one formatted number; for "series 'name'" in a message. */
#define NUM_BUF 32
#define NAME_BUF 200
/* Degrees per radian, for the slope label's rotation. */
#define DEG_PER_RAD (180.0 / 3.14159265358979323846)

/* Text sizes (px) and the average glyph width of a sans-serif font as a
 * fraction of its size, used to keep labels inside the plot.
 * NEEDSWORK: an estimate; the browser's font decides the real width. */
#define FONT_TITLE_PX 16
#define FONT_AXIS_PX 13
#define FONT_PX 12
#define FONT_SMALL_PX 11
#define GLYPH_WIDTH_FRAC 0.6

/* Gaps (px) between things and the labels that name them. */
#define TICK_LEN_PX 5
#define TICK_LABEL_GAP_PX 8
#define LABEL_GAP_PX 7
#define X_TITLE_BELOW_PX 42
#define Y_TITLE_X_PX 24
#define TITLE_Y_PX 30
#define MARKER_PX 5
#define RIDGE_MARKER_PX 4
/* A roof's label in the right margin: two lines, this high in all, this
 * far from the next; the leader from the roof to it. */
#define ROOF_LABEL_PX 28
#define ROOF_LABEL_GAP_PX 4
#define LEADER_PX 6

/* Legend (chart): its first row, row pitch and sample line length (px). */
#define LEGEND_GAP_PX 20
#define LEGEND_ROW_PX 22
#define LEGEND_SAMPLE_PX 24

/* Roofline axes: everything drawn times / divided by this factor of
 * margin, and at least one decade of slope below the lowest ridge (and of
 * FLOP/s below the lowest roof). */
#define ROOF_PAD 2.0
#define ROOF_SLOPE_DECADES 1.0

/* Chart axes: a log axis pads its range by this factor on each side and
 * spans at least one decade; a linear axis includes zero, pads by this
 * fraction of its span and ends on ticks 1, 2 or 5 times a power of ten
 * apart, at most LIN_TICKS intervals. */
#define CHART_LOG_PAD 1.25
#define LOG_MIN_DECADES 1.0
#define LIN_PAD_FRAC 0.05
#define LIN_TICKS 8

/* Log ticks: label decades when the axis spans at least this many
 * decades (else 1, 2 and 5 times each decade); at most this many labels;
 * minor gridlines at 1..9 times each decade up to this many decades. */
#define LOG_DECADES_ONLY 3.0
#define LOG_MAX_LABELS 10
#define LOG_MINOR_MAX_DECADES 6.0

/* Colours: text, frame, gridlines, the roofline itself (roofs and slope,
 * dark so that no point's colour is mistaken for it); a colour-blind-safe
 * palette for points and series (Okabe and Ito, "Color Universal
 * Design", 2008), each with its own marker shape. */
#define INK "#222222"
#define FRAME "#444444"
#define GRID_MAJOR "#cccccc"
#define GRID_MINOR "#ececec"
#define ROOF_INK "#333333"
#define SLOPE_INK ROOF_INK
static const char *const palette[] = {
    "#d55e00", "#0072b2", "#009e73", "#cc79a7", "#e69f00", "#56b4e9",
    "#000000",
};

/* Marker shapes, defined once in <defs> and placed with <use>. */
#define N_MARKERS 5
static const char *const marker_defs[N_MARKERS] = {
    "<circle id=\"gs-m0\" r=\"5\"/>",
    "<rect id=\"gs-m1\" x=\"-4.5\" y=\"-4.5\" width=\"9\" height=\"9\"/>",
    "<path id=\"gs-m2\" d=\"M0,-6 L5.5,3.5 L-5.5,3.5 Z\"/>",
    "<path id=\"gs-m3\" d=\"M0,-6.5 L6.5,0 L0,6.5 L-6.5,0 Z\"/>",
    "<path id=\"gs-m4\" d=\"M0,6 L5.5,-3.5 L-5.5,-3.5 Z\"/>",
};

/* One axis: its scale, range (in data units) and screen span. */
struct axis {
    bool log;
    double lo, hi;   /* data range; lo < hi, both > 0 on a log axis */
    double px0, px1; /* screen coordinates of lo and hi */
    double label_div; /* tick labels show value / label_div */
};

/* ---- numbers and text -------------------------------------------------- */

/* Drop trailing zeros after a decimal point, and the point itself. */
static void trim_zeros(char *s)
{
    char *dot = strchr(s, '.');
    char *end;

    if (!dot)
        return;
    end = s + strlen(s);
    while (end > dot + 1 && end[-1] == '0')
        end--;
    if (end == dot + 1)
        end = dot;
    *end = '\0';
}

/*
 * v with SIG_DIGITS significant digits, trailing zeros dropped: plain
 * decimals for PLAIN_MIN <= |v| < PLAIN_MAX ("989", "3.35", "0.5"; whole
 * numbers of more digits in full, "14000"), else mantissa and exponent
 * ("1e+06", "2.5e-05").  Zero (either sign) is "0".
 */
static void fmt_num(char buf[NUM_BUF], double v)
{
    double a = fabs(v);

    if (a == 0.0) {
        snprintf(buf, NUM_BUF, "0");
    } else if (a >= PLAIN_MIN && a < PLAIN_MAX) {
        int e = (int)floor(log10(a));
        int dec = SIG_DIGITS - 1 - e;

        snprintf(buf, NUM_BUF, "%.*f", dec > 0 ? dec : 0, v);
        trim_zeros(buf);
    } else {
        char mant[NUM_BUF / 2]; /* "-1.234e+308" at most */
        char *e;

        snprintf(mant, sizeof mant, "%.*e", SIG_DIGITS - 1, v);
        e = strchr(mant, 'e');
        *e = '\0';
        trim_zeros(mant);
        snprintf(buf, NUM_BUF, "%se%s", mant, e + 1);
    }
}

/* A coordinate (px) with two decimals, never "-0.00". */
static void put_px(FILE *out, double px)
{
    if (fabs(px) < 0.005)
        px = 0.0;
    fprintf(out, "%.2f", px);
}

/* name="px" with a leading space. */
static void put_attr_px(FILE *out, const char *name, double px)
{
    fprintf(out, " %s=\"", name);
    put_px(out, px);
    putc('"', out);
}

/*
 * Length of the well-formed UTF-8 sequence at s that XML allows and
 * that is not a control character, or 0 when s[0] must be escaped: C0
 * controls and DEL, C1 controls (U+0080..U+009F), U+FFFE and U+FFFF, and
 * any byte that does not start a well-formed sequence (RFC 3629).  The
 * same rule as gs_escape_controls() (src/core/error.c), plus XML's two
 * non-characters.
 */
static size_t text_len(const unsigned char *s)
{
    size_t n = gs_utf8_printable_len(s);

    if (n == 3 && s[0] == 0xef && s[1] == 0xbf &&
        (s[2] == 0xbe || s[2] == 0xbf))
        return 0;               /* U+FFFE, U+FFFF: not XML characters */
    return n;
}

/*
 * Write s as XML character data (fit for an attribute value too): & < >
 * " ' as entities; a character text_len() refuses as a visible escape,
 * "\n", "\t", "\r" or "\xNN" per byte, as gs_escape_controls() writes
 * them.  NULL writes nothing.
 */
static void put_text(FILE *out, const char *str)
{
    const unsigned char *s = (const unsigned char *)str;

    while (s && *s) {
        size_t n = text_len(s);

        if (n == 0) {
            if (*s == '\n')
                fputs("\\n", out);
            else if (*s == '\t')
                fputs("\\t", out);
            else if (*s == '\r')
                fputs("\\r", out);
            else
                fprintf(out, "\\x%02x", (unsigned)*s);
            s++;
            continue;
        }
        switch (*s) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        case '\'': fputs("&apos;", out); break;
        default: fwrite(s, 1, n, out);
        }
        s += n;
    }
}

/* Estimated width (px) of s at size font_px: characters, not bytes. */
static double text_width(const char *s, double font_px)
{
    size_t n = 0;

    for (; s && *s; s++)
        if (((unsigned char)*s & 0xc0) != 0x80)
            n++;
    return (double)n * font_px * GLYPH_WIDTH_FRAC;
}

/* ---- axes --------------------------------------------------------------- */

static double axis_t(const struct axis *a, double v)
{
    return a->log ? log10(v) : v;
}

/* The screen coordinate of data value v (docs/output.md: the mapping). */
static double axis_px(const struct axis *a, double v)
{
    double t0 = axis_t(a, a->lo), t1 = axis_t(a, a->hi);

    return a->px0 + (axis_t(a, v) - t0) / (t1 - t0) * (a->px1 - a->px0);
}

/* A log range [lo / pad, hi * pad], widened about its geometric centre to
 * at least LOG_MIN_DECADES. */
static void log_range(struct axis *a, double min, double max, double pad)
{
    double lo = log10(min / pad), hi = log10(max * pad);

    if (hi - lo < LOG_MIN_DECADES) {
        double mid = (lo + hi) / 2.0;

        lo = mid - LOG_MIN_DECADES / 2.0;
        hi = mid + LOG_MIN_DECADES / 2.0;
    }
    a->lo = pow(10.0, lo);
    a->hi = pow(10.0, hi);
}

/* 1, 2 or 5 times a power of ten, at least raw (> 0). */
static double nice_step(double raw)
{
    double p = pow(10.0, floor(log10(raw)));
    double f = raw / p;

    if (f <= 1.0)
        return p;
    if (f <= 2.0)
        return 2.0 * p;
    if (f <= 5.0)
        return 5.0 * p;
    return 10.0 * p;
}

/* A linear range holding min..max and zero, padded, ending on ticks. */
static void lin_range(struct axis *a, double min, double max, double *step)
{
    double lo = min < 0.0 ? min : 0.0;
    double hi = max > 0.0 ? max : 0.0;
    double span;

    if (hi == lo)
        hi = 1.0;               /* every value is zero */
    span = hi - lo;
    if (max > 0.0)
        hi += span * LIN_PAD_FRAC;
    if (min < 0.0)
        lo -= span * LIN_PAD_FRAC;
    *step = nice_step((hi - lo) / LIN_TICKS);
    a->lo = floor(lo / *step) * *step;
    a->hi = ceil(hi / *step) * *step;
}

/* ---- drawing ------------------------------------------------------------ */

/* The root element, marker shapes, background and the title centred
 * over the plot area, whose right edge is right_px. */
static void begin_svg(FILE *out, const char *title, double right_px)
{
    fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" "
            "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" "
            "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
            "font-family=\"system-ui, 'Segoe UI', Helvetica, Arial, "
            "sans-serif\" font-size=\"%d\" fill=\"%s\">\n",
            GS_SVG_WIDTH_PX, GS_SVG_HEIGHT_PX, GS_SVG_WIDTH_PX,
            GS_SVG_HEIGHT_PX, FONT_PX, INK);
    fputs("<title>", out);
    put_text(out, title ? title : "gpusel plot");
    fputs("</title>\n<defs>\n", out);
    for (size_t i = 0; i < N_MARKERS; i++)
        fprintf(out, "%s\n", marker_defs[i]);
    fprintf(out, "</defs>\n<rect width=\"%d\" height=\"%d\" "
            "fill=\"#ffffff\"/>\n", GS_SVG_WIDTH_PX, GS_SVG_HEIGHT_PX);
    if (title) {
        fprintf(out, "<text class=\"title\"");
        put_attr_px(out, "x", (GS_SVG_PLOT_LEFT_PX + right_px) / 2.0);
        fprintf(out, " y=\"%d\" text-anchor=\"middle\" font-size=\"%d\" "
                "font-weight=\"bold\">", TITLE_Y_PX, FONT_TITLE_PX);
        put_text(out, title);
        fputs("</text>\n", out);
    }
}

static int end_svg(FILE *out, struct gs_error *err)
{
    fputs("</svg>\n", out);
    if (fflush(out) != 0 || ferror(out))
        return gs_error_set(err, GS_EIO, "cannot write the SVG plot");
    return 0;
}

/* A vertical (x axis) or horizontal (y axis) gridline at v, with a tick
 * and, when label is set, the tick label. */
static void put_tick(FILE *out, const struct axis *x, const struct axis *y,
                     bool on_x, double v, bool major, bool label)
{
    char num[NUM_BUF];
    const struct axis *a = on_x ? x : y;
    double p = axis_px(a, v);

    fprintf(out, "<line class=\"grid\"");
    if (on_x) {
        put_attr_px(out, "x1", p);
        put_attr_px(out, "y1", y->px1);
        put_attr_px(out, "x2", p);
        put_attr_px(out, "y2", y->px0 + (major ? TICK_LEN_PX : 0));
    } else {
        put_attr_px(out, "x1", x->px0 - (major ? TICK_LEN_PX : 0));
        put_attr_px(out, "y1", p);
        put_attr_px(out, "x2", x->px1);
        put_attr_px(out, "y2", p);
    }
    fprintf(out, " stroke=\"%s\"/>\n", major ? GRID_MAJOR : GRID_MINOR);
    if (!label)
        return;
    fmt_num(num, v / a->label_div);
    if (on_x) {
        fprintf(out, "<text class=\"tick\"");
        put_attr_px(out, "x", p);
        put_attr_px(out, "y", y->px0 + TICK_LEN_PX + TICK_LABEL_GAP_PX
                                  + FONT_PX * 0.7);
        fprintf(out, " text-anchor=\"middle\">%s</text>\n", num);
    } else {
        fprintf(out, "<text class=\"tick\"");
        put_attr_px(out, "x", x->px0 - TICK_LEN_PX - TICK_LABEL_GAP_PX / 2);
        put_attr_px(out, "y", p + FONT_PX * 0.35);
        fprintf(out, " text-anchor=\"end\">%s</text>\n", num);
    }
}

/* True when v lies in [lo, hi] up to rounding. */
static bool in_range(const struct axis *a, double v)
{
    double tol = (a->hi - a->lo) * 1e-9;

    return v >= a->lo - tol && v <= a->hi + tol;
}

/* Ticks and gridlines of a log axis (docs/output.md: ticks). */
static void log_ticks(FILE *out, const struct axis *x, const struct axis *y,
                      bool on_x)
{
    static const int mults[] = { 1, 2, 5 };
    const struct axis *a = on_x ? x : y;
    double decades = log10(a->hi) - log10(a->lo);
    int k0 = (int)floor(log10(a->lo)), k1 = (int)ceil(log10(a->hi));
    int every = 1;

    if (decades >= LOG_DECADES_ONLY && k1 - k0 > LOG_MAX_LABELS)
        every = (k1 - k0 + LOG_MAX_LABELS - 1) / LOG_MAX_LABELS;
    if (decades <= LOG_MINOR_MAX_DECADES)
        for (int k = k0; k <= k1; k++)
            for (int m = 2; m <= 9; m++) {
                double v = m * pow(10.0, k);
                bool major = m == 2 || m == 5;

                if (in_range(a, v) && !(major && decades < LOG_DECADES_ONLY))
                    put_tick(out, x, y, on_x, v, false, false);
            }
    for (int k = k0; k <= k1; k++)
        for (size_t i = 0; i < GS_ARRAY_SIZE(mults); i++) {
            double v = mults[i] * pow(10.0, k);

            if (i > 0 && decades >= LOG_DECADES_ONLY)
                break;
            if (in_range(a, v))
                put_tick(out, x, y, on_x, v, true,
                         i > 0 || (k - k0) % every == 0);
        }
}

/* Ticks and gridlines of a linear axis, every step from lo to hi. */
static void lin_ticks(FILE *out, const struct axis *x, const struct axis *y,
                      bool on_x, double step)
{
    const struct axis *a = on_x ? x : y;
    long long k0 = llround(a->lo / step), k1 = llround(a->hi / step);

    for (long long k = k0; k <= k1; k++)
        put_tick(out, x, y, on_x, (double)k * step, true, true);
}

/* The plot frame and the two axis titles. */
static void put_frame(FILE *out, const struct axis *x, const struct axis *y,
                      const char *x_title, const char *y_title)
{
    double mid_x = (x->px0 + x->px1) / 2.0, mid_y = (y->px0 + y->px1) / 2.0;

    fprintf(out, "<rect class=\"frame\"");
    put_attr_px(out, "x", x->px0);
    put_attr_px(out, "y", y->px1);
    put_attr_px(out, "width", x->px1 - x->px0);
    put_attr_px(out, "height", y->px0 - y->px1);
    fprintf(out, " fill=\"none\" stroke=\"%s\"/>\n", FRAME);
    if (x_title) {
        fprintf(out, "<text class=\"axis-title\"");
        put_attr_px(out, "x", mid_x);
        put_attr_px(out, "y", y->px0 + X_TITLE_BELOW_PX);
        fprintf(out, " text-anchor=\"middle\" font-size=\"%d\">",
                FONT_AXIS_PX);
        put_text(out, x_title);
        fputs("</text>\n", out);
    }
    if (y_title) {
        fprintf(out, "<text class=\"axis-title\" x=\"%d\"", Y_TITLE_X_PX);
        put_attr_px(out, "y", mid_y);
        fprintf(out, " text-anchor=\"middle\" font-size=\"%d\" "
                "transform=\"rotate(-90 %d ", FONT_AXIS_PX, Y_TITLE_X_PX);
        put_px(out, mid_y);
        fputs(")\">", out);
        put_text(out, y_title);
        fputs("</text>\n", out);
    }
}

/* Marker shape i (a <use> of its <defs> entry) at (px, py). */
static void put_marker(FILE *out, size_t i, double px, double py,
                       const char *colour)
{
    fprintf(out, "<use xlink:href=\"#gs-m%zu\"", i % N_MARKERS);
    put_attr_px(out, "x", px);
    put_attr_px(out, "y", py);
    fprintf(out, " fill=\"%s\" stroke=\"#ffffff\"/>\n", colour);
}

/* ---- label placement --------------------------------------------------- */

/* A rectangle on screen (px), x0 < x1, y0 < y1. */
struct box {
    double x0, y0, x1, y1;
};

/* Labels placed so far, beyond which later labels are not checked. */
#define MAX_PLACED 256
/* The cost of a label position outside the plot, against one overlap. */
#define OUTSIDE_COST 1000

/*
 * What a point label must avoid: the plot's edges, the markers and solid
 * lines of the plot being drawn (a roofline or a chart), and the labels
 * placed before it.  Text may cross gridlines and the ridges' dashed
 * guides, which stay readable under it.
 */
struct scene {
    const struct axis *x, *y;
    const struct gs_svg_roofline *r; /* or NULL */
    const struct gs_svg_chart *c;    /* or NULL */
    const struct gs_svg_pareto *p;   /* with c: the front's staircase */
    struct box placed[MAX_PLACED];
    size_t n_placed;
};

static void scene_add(struct scene *sc, struct box b)
{
    if (sc->n_placed < MAX_PLACED)
        sc->placed[sc->n_placed++] = b;
}

static bool boxes_overlap(const struct box *a, const struct box *b)
{
    return a->x0 < b->x1 && b->x0 < a->x1 && a->y0 < b->y1 && b->y0 < a->y1;
}

/* True when the segment (ax, ay)-(bx, by) crosses b (Liang-Barsky). */
static bool segment_hits(const struct box *b, double ax, double ay,
                         double bx, double by)
{
    double p[4] = { ax - bx, bx - ax, ay - by, by - ay };
    double q[4] = { ax - b->x0, b->x1 - ax, ay - b->y0, b->y1 - ay };
    double t0 = 0.0, t1 = 1.0;

    for (int i = 0; i < 4; i++) {
        if (p[i] == 0.0) {
            if (q[i] < 0.0)
                return false;
            continue;
        }
        double t = q[i] / p[i];

        if (p[i] < 0.0)
            t0 = fmax(t0, t);
        else
            t1 = fmin(t1, t);
        if (t0 > t1)
            return false;
    }
    return true;
}

static bool marker_hits(const struct box *b, double px, double py)
{
    struct box m = { px - MARKER_PX, py - MARKER_PX, px + MARKER_PX,
                     py + MARKER_PX };

    return boxes_overlap(b, &m);
}

/* The visible part of the bandwidth slope y = bw * x: from where it
 * enters the plot to the highest roof's ridge, in px. */
static struct box slope_px(const struct gs_svg_roofline *r,
                           const struct axis *x, const struct axis *y)
{
    double bw = r->mem_bw_bytes_per_s, roof_max = 0.0, x0, x1;

    for (size_t i = 0; i < r->n_roofs; i++)
        roof_max = fmax(roof_max, r->roofs[i].flop_per_s);
    x0 = fmax(x->lo, y->lo / bw);
    x1 = fmin(x->hi, roof_max / bw);
    return (struct box){ axis_px(x, x0), axis_px(y, bw * x0),
                         axis_px(x, x1), axis_px(y, bw * x1) };
}

/* How many things a label at b would cover (OUTSIDE_COST if it leaves the
 * plot). */
static int scene_cost(const struct scene *sc, const struct box *b)
{
    const struct axis *x = sc->x, *y = sc->y;
    int n = 0;

    if (b->x0 < x->px0 || b->x1 > x->px1 || b->y0 < y->px1
        || b->y1 > y->px0)
        return OUTSIDE_COST;
    for (size_t i = 0; i < sc->n_placed; i++)
        n += boxes_overlap(b, &sc->placed[i]);
    if (sc->r) {
        const struct gs_svg_roofline *r = sc->r;
        struct box sl = slope_px(r, x, y);

        for (size_t i = 0; i < r->n_points; i++)
            n += marker_hits(b, axis_px(x, r->points[i].x),
                             axis_px(y, r->points[i].y));
        for (size_t i = 0; i < r->n_roofs; i++) {
            double v = r->roofs[i].flop_per_s;
            double px = axis_px(x, v / r->mem_bw_bytes_per_s);
            double py = axis_px(y, v);

            n += marker_hits(b, px, py); /* the ridge */
            n += segment_hits(b, px, py, x->px1, py);
        }
        n += segment_hits(b, sl.x0, sl.y0, sl.x1, sl.y1);
    }
    for (size_t s = 0; sc->c && s < sc->c->n_series; s++) {
        const struct gs_svg_series *se = &sc->c->series[s];

        for (size_t i = 0; i < se->n_points; i++) {
            double px = axis_px(x, se->points[i].x);
            double py = axis_px(y, se->points[i].y);

            n += marker_hits(b, px, py);
            if (se->line && i > 0)
                n += segment_hits(b, axis_px(x, se->points[i - 1].x),
                                  axis_px(y, se->points[i - 1].y), px, py);
        }
    }
    for (size_t k = 1; sc->p && k < sc->p->n_front; k++) {
        const struct gs_svg_point *a = &sc->p->points[sc->p->front[k - 1]];
        const struct gs_svg_point *q = &sc->p->points[sc->p->front[k]];
        double ax = axis_px(x, a->x), ay = axis_px(y, a->y);
        double qx = axis_px(x, q->x), qy = axis_px(y, q->y);

        n += segment_hits(b, ax, ay, qx, ay);   /* right at a's y */
        n += segment_hits(b, qx, ay, qx, qy);   /* down to q */
    }
    return n;
}

/* Where a label may sit beside the thing it names. */
enum side { RIGHT, LEFT, MIDDLE };
struct spot {
    enum side side; /* of the anchor point */
    double rise;    /* up, in units of (gap + half the text height) */
};

/* A point's label: right, left, above right, above left, below right,
 * below left, above, below. */
static const struct spot point_spots[] = {
    { RIGHT, 0.0 }, { LEFT, 0.0 }, { RIGHT, 1.0 }, { LEFT, 1.0 },
    { RIGHT, -1.0 }, { LEFT, -1.0 }, { MIDDLE, 1.4 }, { MIDDLE, -1.4 },
};

/* A ridge's label: above left (where the slope leaves the plot empty),
 * left, above, below right, below. */
static const struct spot ridge_spots[] = {
    { LEFT, 1.0 }, { LEFT, 0.0 }, { MIDDLE, 1.4 }, { RIGHT, -1.0 },
    { MIDDLE, -1.4 },
};

/*
 * Write `label` (at font_px) beside (px, py) at the first of the n spots
 * that covers the fewest markers, solid lines and earlier labels and stays
 * in the plot, and record where it went.  Sizes are estimates
 * (text_width).
 */
static void put_label(FILE *out, struct scene *sc, double px, double py,
                      const char *label, double font_px,
                      const struct spot *spots, size_t n, const char *cls)
{
    double w = text_width(label, font_px), h = font_px;
    struct box best_box = { 0 };
    size_t best = 0;
    int best_cost = OUTSIDE_COST + 1;

    for (size_t i = 0; i < n; i++) {
        double cy = py - spots[i].rise * (LABEL_GAP_PX + h / 2.0);
        double x0 = spots[i].side == RIGHT ? px + LABEL_GAP_PX
                    : spots[i].side == LEFT ? px - LABEL_GAP_PX - w
                    : px - w / 2.0;
        struct box b = { x0, cy - h / 2.0, x0 + w, cy + h / 2.0 };
        int cost = scene_cost(sc, &b);

        if (cost < best_cost) {
            best_cost = cost;
            best = i;
            best_box = b;
        }
        if (cost == 0)
            break;
    }
    scene_add(sc, best_box);
    fprintf(out, "<text class=\"%s\"", cls);
    put_attr_px(out, "x", spots[best].side == RIGHT ? best_box.x0
                          : spots[best].side == LEFT ? best_box.x1 : px);
    put_attr_px(out, "y", (best_box.y0 + best_box.y1) / 2.0 + h * 0.35);
    if (spots[best].side != RIGHT)
        fprintf(out, " text-anchor=\"%s\"",
                spots[best].side == LEFT ? "end" : "middle");
    if (font_px != FONT_PX)
        fprintf(out, " font-size=\"%g\"", font_px);
    putc('>', out);
    put_text(out, label);
    fputs("</text>\n", out);
}

/* ---- the roofline ------------------------------------------------------ */

/* "operating point 'label'" or "operating point 3" into buf. */
static const char *point_name(char *buf, size_t size, const char *what,
                              const char *label, size_t i)
{
    if (label)
        snprintf(buf, size, "%s '%s'", what, label);
    else
        snprintf(buf, size, "%s %zu", what, i + 1);
    return buf;
}

/*
 * True when v can be drawn on a log axis: finite and within [VALUE_MIN,
 * VALUE_MAX], so that the ranges' ratios and padding stay finite.
 */
static bool loggable(double v)
{
    return isfinite(v) && v >= VALUE_MIN && v <= VALUE_MAX;
}

/* True when v can be drawn on a linear axis: |v| <= VALUE_MAX. */
static bool linear_ok(double v)
{
    return isfinite(v) && fabs(v) <= VALUE_MAX;
}

/* What is wrong with a value loggable() (log) or linear_ok() refuses. */
static const char *why_not(double v, bool log)
{
    if (!isfinite(v))
        return "non-finite";
    return log && v <= 0.0 ? "non-positive" : "out-of-range";
}

static int check_roofline(const struct gs_svg_roofline *r,
                          struct gs_error *err)
{
    char name[NAME_BUF];

    if (r->n_roofs == 0)
        return gs_error_set(err, GS_EUSAGE,
                            "nothing to plot: the roofline has no compute "
                            "roofs");
    if (!loggable(r->mem_bw_bytes_per_s))
        return gs_error_set(err, GS_EUSAGE,
                            "%s memory bandwidth %g B/s for the "
                            "roofline's slope: both axes are logarithmic",
                            why_not(r->mem_bw_bytes_per_s, true),
                            r->mem_bw_bytes_per_s);
    for (size_t i = 0; i < r->n_roofs; i++)
        if (!loggable(r->roofs[i].flop_per_s))
            return gs_error_set(err, GS_EUSAGE,
                                "%s value %g FLOP/s for %s on the log "
                                "FLOP/s axis",
                                why_not(r->roofs[i].flop_per_s, true),
                                r->roofs[i].flop_per_s,
                                point_name(name, sizeof name, "roof",
                                           r->roofs[i].name, i));
    for (size_t i = 0; i < r->n_points; i++) {
        const struct gs_svg_point *p = &r->points[i];

        point_name(name, sizeof name, "operating point", p->label, i);
        if (!loggable(p->x))
            return gs_error_set(err, GS_EUSAGE,
                                "%s x value %g FLOP/byte for %s on the log "
                                "intensity axis", why_not(p->x, true), p->x,
                                name);
        if (!loggable(p->y))
            return gs_error_set(err, GS_EUSAGE,
                                "%s y value %g FLOP/s for %s on the log "
                                "FLOP/s axis", why_not(p->y, true), p->y,
                                name);
    }
    return 0;
}

/*
 * The axes of a roofline (docs/output.md): x holds every operating point,
 * every ridge and ROOF_SLOPE_DECADES below the lowest ridge; y every
 * point, every roof and as far below the lowest roof; both padded by
 * ROOF_PAD.
 */
static void roofline_axes(const struct gs_svg_roofline *r, struct axis *x,
                          struct axis *y)
{
    double bw = r->mem_bw_bytes_per_s;
    double roof_min = INFINITY, roof_max = 0.0;
    double x_min, x_max, y_min, y_max;

    for (size_t i = 0; i < r->n_roofs; i++) {
        roof_min = fmin(roof_min, r->roofs[i].flop_per_s);
        roof_max = fmax(roof_max, r->roofs[i].flop_per_s);
    }
    x_min = roof_min / bw / pow(10.0, ROOF_SLOPE_DECADES);
    x_max = roof_max / bw;
    y_min = roof_min / pow(10.0, ROOF_SLOPE_DECADES);
    y_max = roof_max;
    for (size_t i = 0; i < r->n_points; i++) {
        x_min = fmin(x_min, r->points[i].x);
        x_max = fmax(x_max, r->points[i].x);
        y_min = fmin(y_min, r->points[i].y);
        y_max = fmax(y_max, r->points[i].y);
    }
    *x = (struct axis){ .log = true, .px0 = GS_SVG_PLOT_LEFT_PX,
                        .px1 = GS_SVG_ROOFLINE_RIGHT_PX, .label_div = 1.0 };
    *y = (struct axis){ .log = true, .px0 = GS_SVG_PLOT_BOTTOM_PX,
                        .px1 = GS_SVG_PLOT_TOP_PX,
                        .label_div = GS_FLOP_PER_TFLOP };
    log_range(x, x_min, x_max, ROOF_PAD);
    log_range(y, y_min, y_max, ROOF_PAD);
}

static void put_slope(FILE *out, const struct gs_svg_roofline *r,
                      const struct axis *x, const struct axis *y)
{
    struct box s = slope_px(r, x, y);

    fprintf(out, "<g class=\"slope\">\n<line");
    put_attr_px(out, "x1", s.x0);
    put_attr_px(out, "y1", s.y0);
    put_attr_px(out, "x2", s.x1);
    put_attr_px(out, "y2", s.y1);
    fprintf(out, " stroke=\"%s\" stroke-width=\"2\"/>\n</g>\n", SLOPE_INK);
}

/*
 * The slope label's text-high squares (rotated text is approximated by
 * squares along its length) when its baseline is centred LABEL_GAP_PX
 * above (mx, my) on a line at `angle`: their summed scene_cost(), or, with
 * `add`, recorded in the scene.
 */
static int slope_label_boxes(struct scene *sc, double mx, double my,
                             double angle, double w, bool add)
{
    double ux = cos(angle), uy = sin(angle); /* along the text */
    double lift = LABEL_GAP_PX + FONT_PX * 0.35;
    double cx = mx + lift * uy, cy = my - lift * ux; /* the text's centre */
    size_t n = (size_t)ceil(w / FONT_PX);
    int cost = 0;

    for (size_t k = 0; k < n; k++) {
        double t = -w / 2.0 + ((double)k + 0.5) * w / (double)n;
        double bx = cx + t * ux, by = cy + t * uy;
        struct box b = { bx - FONT_PX / 2.0, by - FONT_PX / 2.0,
                         bx + FONT_PX / 2.0, by + FONT_PX / 2.0 };

        if (add)
            scene_add(sc, b);
        else
            cost += scene_cost(sc, &b);
    }
    return cost;
}

/*
 * The slope's label ("memory 3.35 TB/s"), along the slope and above it,
 * at the first of several fractions of its visible length (the middle
 * first) where it covers the fewest earlier labels and markers.
 */
static void put_slope_label(FILE *out, struct scene *sc,
                            const struct gs_svg_roofline *r)
{
    static const double fracs[] = { 0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8 };
    struct box s = slope_px(r, sc->x, sc->y);
    double angle = atan2(s.y1 - s.y0, s.x1 - s.x0);
    char num[NUM_BUF], text[NUM_BUF * 2];
    double w, mx = 0.0, my = 0.0;
    int best_cost = INT_MAX;

    fmt_num(num, r->mem_bw_bytes_per_s / GS_BYTES_PER_TB);
    snprintf(text, sizeof text, "memory %s TB/s", num);
    w = text_width(text, FONT_PX);
    for (size_t i = 0; i < GS_ARRAY_SIZE(fracs) && best_cost > 0; i++) {
        double fx = s.x0 + fracs[i] * (s.x1 - s.x0);
        double fy = s.y0 + fracs[i] * (s.y1 - s.y0);
        int cost = slope_label_boxes(sc, fx, fy, angle, w, false);

        if (cost < best_cost) {
            best_cost = cost;
            mx = fx;
            my = fy;
        }
    }
    slope_label_boxes(sc, mx, my, angle, w, true);
    fprintf(out, "<text class=\"slope-label\" text-anchor=\"middle\" "
            "fill=\"%s\" transform=\"rotate(", SLOPE_INK);
    put_px(out, angle * DEG_PER_RAD);
    putc(' ', out);
    put_px(out, mx);
    putc(' ', out);
    put_px(out, my);
    fputs(")\"", out);
    put_attr_px(out, "x", mx);
    put_attr_px(out, "y", my - LABEL_GAP_PX);
    putc('>', out);
    put_text(out, text);
    fputs("</text>\n", out);
}

/*
 * The roofs with equal FLOP/s as one line and one label ("FP16, BF16" over
 * "989 TFLOP/s"), from the highest value down.  Each line runs from its
 * ridge (x = roof / bw: marked, with a dashed guide to the x axis and its
 * intensity beside it, at the first free spot of ridge_spots) to the
 * right edge; its label sits in the margin right of the plot, pushed down
 * below the label above it where two roofs are close, with a leader line
 * to its roof.
 */
static void put_roofs(FILE *out, const struct gs_svg_roofline *r,
                      struct scene *sc)
{
    const struct axis *x = sc->x, *y = sc->y;
    double bw = r->mem_bw_bytes_per_s;
    double prev = INFINITY;
    double free_top = -INFINITY; /* first y the next label may use */

    for (;;) {
        char num[NUM_BUF], text[NUM_BUF * 2];
        double v = 0.0, rx, px, py, top;
        bool first = true;

        for (size_t i = 0; i < r->n_roofs; i++)
            if (r->roofs[i].flop_per_s < prev)
                v = fmax(v, r->roofs[i].flop_per_s);
        if (v == 0.0)
            break;
        prev = v;
        rx = v / bw;
        px = axis_px(x, rx);
        py = axis_px(y, v);
        top = fmax(py - ROOF_LABEL_PX / 2.0, free_top);
        free_top = top + ROOF_LABEL_PX + ROOF_LABEL_GAP_PX;

        fprintf(out, "<g class=\"roof\">\n<line");
        put_attr_px(out, "x1", px);
        put_attr_px(out, "y1", py);
        put_attr_px(out, "x2", x->px1);
        put_attr_px(out, "y2", py);
        fprintf(out, " stroke=\"%s\" stroke-width=\"2\"/>\n<polyline "
                "points=\"", ROOF_INK);
        put_px(out, x->px1);
        putc(',', out);
        put_px(out, py);
        putc(' ', out);
        put_px(out, x->px1 + LEADER_PX);
        putc(',', out);
        put_px(out, top + ROOF_LABEL_PX / 2.0);
        fprintf(out, "\" fill=\"none\" stroke=\"%s\"/>\n<text",
                ROOF_INK);
        put_attr_px(out, "x", x->px1 + LEADER_PX + LABEL_GAP_PX / 2.0);
        put_attr_px(out, "y", top + FONT_PX * 0.9);
        putc('>', out);
        for (size_t i = 0; i < r->n_roofs; i++) {
            if (r->roofs[i].flop_per_s != v || !r->roofs[i].name)
                continue;
            if (!first)
                fputs(", ", out);
            put_text(out, r->roofs[i].name);
            first = false;
        }
        fmt_num(num, v / GS_FLOP_PER_TFLOP);
        fputs("</text>\n<text", out);
        put_attr_px(out, "x", x->px1 + LEADER_PX + LABEL_GAP_PX / 2.0);
        put_attr_px(out, "y", top + ROOF_LABEL_PX - FONT_PX * 0.25);
        fprintf(out, ">%s TFLOP/s</text>\n</g>\n", num);

        fprintf(out, "<g class=\"ridge\">\n<line");
        put_attr_px(out, "x1", px);
        put_attr_px(out, "y1", py);
        put_attr_px(out, "x2", px);
        put_attr_px(out, "y2", y->px0);
        fprintf(out, " stroke=\"%s\" stroke-dasharray=\"3,3\"/>\n<circle",
                ROOF_INK);
        put_attr_px(out, "cx", px);
        put_attr_px(out, "cy", py);
        fprintf(out, " r=\"%d\" fill=\"#ffffff\" stroke=\"%s\" "
                "stroke-width=\"1.5\"/>\n", RIDGE_MARKER_PX, ROOF_INK);
        fmt_num(num, rx);
        snprintf(text, sizeof text, "ridge %s FLOP/byte", num);
        put_label(out, sc, px, py, text, FONT_SMALL_PX, ridge_spots,
                  GS_ARRAY_SIZE(ridge_spots), "ridge-label");
        fputs("</g>\n", out);
    }
}

int gs_svg_write_roofline(FILE *out, const struct gs_svg_roofline *r,
                          struct gs_error *err)
{
    struct axis x, y;
    struct scene scene = { .x = &x, .y = &y, .r = r }, *sc = &scene;

    if (check_roofline(r, err) < 0)
        return -1;
    roofline_axes(r, &x, &y);

    begin_svg(out, r->title, x.px1);
    log_ticks(out, &x, &y, true);
    log_ticks(out, &x, &y, false);
    put_frame(out, &x, &y, "arithmetic intensity (FLOP/byte)",
              "performance (TFLOP/s)");
    put_slope(out, r, &x, &y);
    put_roofs(out, r, sc);
    put_slope_label(out, sc, r);
    for (size_t i = 0; i < r->n_points; i++) {
        const struct gs_svg_point *p = &r->points[i];
        const char *colour = palette[i % GS_ARRAY_SIZE(palette)];
        double px = axis_px(&x, p->x), py = axis_px(&y, p->y);

        fprintf(out, "<g class=\"point\">\n");
        put_marker(out, i, px, py, colour);
        if (p->label)
            put_label(out, sc, px, py, p->label, FONT_PX, point_spots,
                      GS_ARRAY_SIZE(point_spots), "label");
        fputs("</g>\n", out);
    }
    return end_svg(out, err);
}

/* ---- the chart --------------------------------------------------------- */

static int check_chart(const struct gs_svg_chart *c, struct gs_error *err)
{
    char name[NAME_BUF];
    size_t n = 0;

    for (size_t s = 0; s < c->n_series; s++) {
        const struct gs_svg_series *se = &c->series[s];

        n += se->n_points;
        point_name(name, sizeof name, "series", se->name, s);
        for (size_t i = 0; i < se->n_points; i++) {
            const struct gs_svg_point *p = &se->points[i];

            if (!(c->x_log ? loggable(p->x) : linear_ok(p->x)))
                return gs_error_set(err, GS_EUSAGE,
                                    "%s x value %g on the %s x axis (point "
                                    "%zu of %s)", why_not(p->x, c->x_log), p->x,
                                    c->x_log ? "log" : "linear", i + 1,
                                    name);
            if (!(c->y_log ? loggable(p->y) : linear_ok(p->y)))
                return gs_error_set(err, GS_EUSAGE,
                                    "%s y value %g on the %s y axis (point "
                                    "%zu of %s)", why_not(p->y, c->y_log), p->y,
                                    c->y_log ? "log" : "linear", i + 1,
                                    name);
        }
    }
    if (n == 0)
        return gs_error_set(err, GS_EUSAGE,
                            "nothing to plot: the chart has no points");
    return 0;
}

/* One axis of a chart from its values' range (docs/output.md). */
static void chart_axis(struct axis *a, bool log, double min, double max,
                       double *step)
{
    a->log = log;
    a->label_div = 1.0;
    *step = 0.0;
    if (log)
        log_range(a, min, max, CHART_LOG_PAD);
    else
        lin_range(a, min, max, step);
}

static void put_legend(FILE *out, const struct gs_svg_chart *c)
{
    double lx = GS_SVG_CHART_RIGHT_PX + LEGEND_GAP_PX;
    double ly = GS_SVG_PLOT_TOP_PX + LEGEND_GAP_PX / 2.0;

    fputs("<g class=\"legend\">\n", out);
    for (size_t s = 0; s < c->n_series; s++) {
        const struct gs_svg_series *se = &c->series[s];
        const char *colour = palette[s % GS_ARRAY_SIZE(palette)];

        if (!se->name || se->n_points == 0)
            continue;
        if (se->line) {
            fputs("<line", out);
            put_attr_px(out, "x1", lx);
            put_attr_px(out, "y1", ly);
            put_attr_px(out, "x2", lx + LEGEND_SAMPLE_PX);
            put_attr_px(out, "y2", ly);
            fprintf(out, " stroke=\"%s\" stroke-width=\"2\"/>\n", colour);
        }
        put_marker(out, s, lx + LEGEND_SAMPLE_PX / 2.0, ly, colour);
        fputs("<text", out);
        put_attr_px(out, "x", lx + LEGEND_SAMPLE_PX + LABEL_GAP_PX);
        put_attr_px(out, "y", ly + FONT_PX * 0.35);
        putc('>', out);
        put_text(out, se->name);
        fputs("</text>\n", out);
        ly += LEGEND_ROW_PX;
    }
    fputs("</g>\n", out);
}

/*
 * The axes of chart c from its points' range (docs/output.md), and the
 * document up to the plot's contents: title, ticks, gridlines, frame.
 */
static void begin_chart(FILE *out, const struct gs_svg_chart *c,
                        struct axis *x, struct axis *y)
{
    double x_min = INFINITY, x_max = -INFINITY;
    double y_min = INFINITY, y_max = -INFINITY;
    double x_step, y_step;

    for (size_t s = 0; s < c->n_series; s++)
        for (size_t i = 0; i < c->series[s].n_points; i++) {
            const struct gs_svg_point *p = &c->series[s].points[i];

            x_min = fmin(x_min, p->x);
            x_max = fmax(x_max, p->x);
            y_min = fmin(y_min, p->y);
            y_max = fmax(y_max, p->y);
        }
    *x = (struct axis){ .px0 = GS_SVG_PLOT_LEFT_PX,
                        .px1 = GS_SVG_CHART_RIGHT_PX };
    *y = (struct axis){ .px0 = GS_SVG_PLOT_BOTTOM_PX,
                        .px1 = GS_SVG_PLOT_TOP_PX };
    chart_axis(x, c->x_log, x_min, x_max, &x_step);
    chart_axis(y, c->y_log, y_min, y_max, &y_step);

    begin_svg(out, c->title, x->px1);
    if (c->x_log)
        log_ticks(out, x, y, true);
    else
        lin_ticks(out, x, y, true, x_step);
    if (c->y_log)
        log_ticks(out, x, y, false);
    else
        lin_ticks(out, x, y, false, y_step);
    put_frame(out, x, y, c->x_label, c->y_label);
}

int gs_svg_write_chart(FILE *out, const struct gs_svg_chart *c,
                       struct gs_error *err)
{
    struct axis x, y;
    struct scene scene = { .x = &x, .y = &y, .c = c }, *sc = &scene;

    if (check_chart(c, err) < 0)
        return -1;
    begin_chart(out, c, &x, &y);
    for (size_t s = 0; s < c->n_series; s++) {
        const struct gs_svg_series *se = &c->series[s];
        const char *colour = palette[s % GS_ARRAY_SIZE(palette)];

        fputs("<g class=\"series\">\n", out);
        if (se->line && se->n_points > 1) {
            fputs("<polyline points=\"", out);
            for (size_t i = 0; i < se->n_points; i++) {
                if (i > 0)
                    putc(' ', out);
                put_px(out, axis_px(&x, se->points[i].x));
                putc(',', out);
                put_px(out, axis_px(&y, se->points[i].y));
            }
            fprintf(out, "\" fill=\"none\" stroke=\"%s\" "
                    "stroke-width=\"2\"/>\n", colour);
        }
        for (size_t i = 0; i < se->n_points; i++) {
            const struct gs_svg_point *p = &se->points[i];
            double px = axis_px(&x, p->x), py = axis_px(&y, p->y);

            put_marker(out, s, px, py, colour);
            if (p->label)
                put_label(out, sc, px, py, p->label, FONT_SMALL_PX,
                          point_spots, GS_ARRAY_SIZE(point_spots), "label");
        }
        fputs("</g>\n", out);
    }
    put_legend(out, c);
    return end_svg(out, err);
}

/* ---- the Pareto plot ---------------------------------------------------- */

/* Rejected points: a light grey, drawn first, behind the others.  The
 * front and the other feasible points take the palette's first two
 * colours, and marker shapes of their own (diamond, circle, square). */
#define REJECTED_INK "#b8b8b8"
#define FRONT_COLOUR 0
#define FEASIBLE_COLOUR 1
#define FRONT_MARKER 3
#define FEASIBLE_MARKER 0
#define REJECTED_MARKER 1
/* The note's baseline: this far above the canvas' bottom edge, below the
 * x axis title; from the canvas' left edge. */
#define NOTE_BELOW_PX 8
#define NOTE_X_PX 10
/* Levels (a cost without an x): a mid grey dashed line; the winner's
 * ring radius; the x of an axis with only levels on it. */
#define LEVEL_INK "#888888"
#define WINNER_RING_PX 10
#define WINNER_TEXT_BUF 200
#define PARETO_EMPTY_X 1.0

/* A level's label: left of its right end, just above or below the
 * line. */
static const struct spot level_spots[] = {
    { LEFT, 1.0 }, { LEFT, -1.0 }, { LEFT, 2.2 }, { LEFT, -2.2 },
};

/* Whether pts[a] sorts before pts[b]: x, then y, then index. */
static bool pareto_before(const struct gs_svg_point *pts, size_t a,
                          size_t b)
{
    if (pts[a].x != pts[b].x)
        return pts[a].x < pts[b].x;
    if (pts[a].y != pts[b].y)
        return pts[a].y < pts[b].y;
    return a < b;
}

static void sift_down(const struct gs_svg_point *pts, size_t *idx,
                      size_t root, size_t n)
{
    for (;;) {
        size_t child = 2 * root + 1, top = root, t;

        if (child < n && pareto_before(pts, idx[top], idx[child]))
            top = child;
        if (child + 1 < n && pareto_before(pts, idx[top], idx[child + 1]))
            top = child + 1;
        if (top == root)
            return;
        t = idx[root];
        idx[root] = idx[top];
        idx[top] = t;
        root = top;
    }
}

size_t gs_pareto_front(const struct gs_svg_point *pts, size_t n,
                       size_t *idx)
{
    size_t i, k = 0;
    double best_y = 0.0;        /* least y of the points left of x */
    bool first = true;

    for (i = 0; i < n; i++) {
        assert(!isnan(pts[i].x) && !isnan(pts[i].y));
        idx[i] = i;
    }
    /* Heapsort: in place and deterministic (the order is total). */
    for (i = n / 2; i-- > 0;)
        sift_down(pts, idx, i, n);
    for (i = n; i-- > 1;) {
        size_t t = idx[0];

        idx[0] = idx[i];
        idx[i] = t;
        sift_down(pts, idx, 0, i);
    }
    /*
     * Sweep the groups of equal x from the left: a group's least y (its
     * first points) is on the front when it is below every y to its left;
     * the rest of the group is dominated by those.  Front indexes are
     * compacted to the start of idx (k never passes the scan).
     */
    for (i = 0; i < n;) {
        double x = pts[idx[i]].x, y = pts[idx[i]].y;
        size_t j = i;

        if (first || y < best_y)
            while (j < n && pts[idx[j]].x == x && pts[idx[j]].y == y)
                idx[k++] = idx[j++];
        while (j < n && pts[idx[j]].x == x)
            j++;
        if (first || y < best_y)
            best_y = y;
        first = false;
        i = j;
    }
    return k;
}

static int check_pareto(const struct gs_svg_pareto *p,
                        const struct gs_svg_chart *c, struct gs_error *err)
{
    if (check_chart(c, err) < 0)
        return -1;
    for (size_t i = 0; i < p->n_front; i++) {
        if (p->front[i] >= p->n_points)
            return gs_error_set(err, GS_EUSAGE,
                                "front index %zu is outside the %zu "
                                "feasible points", p->front[i],
                                p->n_points);
        if (i > 0 && p->points[p->front[i]].x < p->points[p->front[i - 1]].x)
            return gs_error_set(err, GS_EUSAGE,
                                "the front is not in order of x (point "
                                "%zu of it)", i + 1);
    }
    return 0;
}

/* Marker shape `shape` at (px, py) with a tooltip (an SVG <title>). */
static void put_marker_tip(FILE *out, size_t shape, double px, double py,
                           const char *colour, const char *tip)
{
    fprintf(out, "<use xlink:href=\"#gs-m%zu\"", shape % N_MARKERS);
    put_attr_px(out, "x", px);
    put_attr_px(out, "y", py);
    fprintf(out, " fill=\"%s\" stroke=\"#ffffff\"", colour);
    if (!tip) {
        fputs("/>\n", out);
        return;
    }
    fputs("><title>", out);
    put_text(out, tip);
    fputs("</title></use>\n", out);
}

static bool on_front(const struct gs_svg_pareto *p, size_t i)
{
    for (size_t k = 0; k < p->n_front; k++)
        if (p->front[k] == i)
            return true;
    return false;
}

/* One legend row: a marker (and a line sample when `line`) and text. */
static void legend_row(FILE *out, double *ly, size_t shape,
                       const char *colour, bool line, const char *text)
{
    double lx = GS_SVG_CHART_RIGHT_PX + LEGEND_GAP_PX;

    if (line) {
        fputs("<line", out);
        put_attr_px(out, "x1", lx);
        put_attr_px(out, "y1", *ly);
        put_attr_px(out, "x2", lx + LEGEND_SAMPLE_PX);
        put_attr_px(out, "y2", *ly);
        fprintf(out, " stroke=\"%s\" stroke-width=\"2\"/>\n", colour);
    }
    put_marker(out, shape, lx + LEGEND_SAMPLE_PX / 2.0, *ly, colour);
    fputs("<text", out);
    put_attr_px(out, "x", lx + LEGEND_SAMPLE_PX + LABEL_GAP_PX);
    put_attr_px(out, "y", *ly + FONT_PX * 0.35);
    putc('>', out);
    put_text(out, text);
    fputs("</text>\n", out);
    *ly += LEGEND_ROW_PX;
}

/* The levels' extent as two points of a series, so that the axes hold
 * them: at the x of the first point (or rejected point), else at 1 (an x
 * axis with nothing on it).  Returns how many (0 or 2). */
static size_t level_extent(const struct gs_svg_pareto *p,
                           struct gs_svg_point ext[2])
{
    double lo = INFINITY, hi = -INFINITY, x0;

    for (size_t i = 0; i < p->n_levels; i++) {
        lo = fmin(lo, p->levels[i].y);
        hi = fmax(hi, p->levels[i].y);
    }
    if (p->n_levels == 0)
        return 0;
    x0 = p->n_points ? p->points[0].x
         : p->n_rejected ? p->rejected[0].x : PARETO_EMPTY_X;
    ext[0] = (struct gs_svg_point){ NULL, x0, lo };
    ext[1] = (struct gs_svg_point){ NULL, x0, hi };
    return 2;
}

static bool is_level(const struct gs_svg_pareto *p,
                     const struct gs_svg_point *q)
{
    return q && p->levels && q >= p->levels && q < p->levels + p->n_levels;
}

/* Each level: a dashed line across the plot at its y, a tooltip and a
 * label at its right end; the winner's drawn thick in the front's ink. */
static void put_levels(FILE *out, struct scene *sc,
                       const struct gs_svg_pareto *p)
{
    const struct axis *x = sc->x, *y = sc->y;

    if (p->n_levels == 0)
        return;
    fputs("<g class=\"levels\">\n", out);
    for (size_t i = 0; i < p->n_levels; i++) {
        const struct gs_svg_point *q = &p->levels[i];
        bool win = q == p->winner;
        double py = axis_px(y, q->y);

        fputs("<line", out);
        put_attr_px(out, "x1", x->px0);
        put_attr_px(out, "y1", py);
        put_attr_px(out, "x2", x->px1);
        put_attr_px(out, "y2", py);
        fprintf(out, " stroke=\"%s\" stroke-width=\"%d\" "
                "stroke-dasharray=\"6,4\">",
                win ? palette[FRONT_COLOUR] : LEVEL_INK,
                win ? 3 : 1);
        fputs("<title>", out);
        put_text(out, q->label ? q->label : "");
        fputs("</title></line>\n", out);
        if (q->label && !win)
            put_label(out, sc, x->px1 - LABEL_GAP_PX, py, q->label,
                      FONT_SMALL_PX, level_spots, GS_ARRAY_SIZE(level_spots),
                      "label");
    }
    fputs("</g>\n", out);
}

/* The winner: a ring round its marker (a level: its thick line), and
 * "winner: <label>" beside it. */
static void put_winner(FILE *out, struct scene *sc,
                       const struct gs_svg_pareto *p)
{
    const struct gs_svg_point *w = p->winner;
    char text[WINNER_TEXT_BUF];
    double px, py;

    if (!w)
        return;
    snprintf(text, sizeof(text), "winner: %s", w->label ? w->label : "");
    py = axis_px(sc->y, w->y);
    fputs("<g class=\"winner\">\n", out);
    if (is_level(p, w)) {
        px = sc->x->px1 - LABEL_GAP_PX;
        put_label(out, sc, px, py, text, FONT_PX, level_spots,
                  GS_ARRAY_SIZE(level_spots), "winner-label");
    } else {
        px = axis_px(sc->x, w->x);
        fprintf(out, "<circle class=\"winner-mark\"");
        put_attr_px(out, "cx", px);
        put_attr_px(out, "cy", py);
        fprintf(out, " r=\"%d\" fill=\"none\" stroke=\"%s\" "
                "stroke-width=\"2\"/>\n", WINNER_RING_PX,
                palette[FRONT_COLOUR]);
        put_label(out, sc, px, py, text, FONT_PX, point_spots,
                  GS_ARRAY_SIZE(point_spots), "winner-label");
    }
    fputs("</g>\n", out);
}

int gs_svg_write_pareto(FILE *out, const struct gs_svg_pareto *p,
                        struct gs_error *err)
{
    struct gs_svg_point ext[2];
    size_t n_ext = level_extent(p, ext);
    const struct gs_svg_series series[] = {
        { .name = "feasible", .points = p->points, .n_points = p->n_points },
        { .name = "rejected", .points = p->rejected,
          .n_points = p->n_rejected },
        { .name = "levels", .points = ext, .n_points = n_ext },
    };
    const struct gs_svg_chart c = {
        .title = p->title, .x_label = p->x_label, .y_label = p->y_label,
        .x_log = p->x_log, .y_log = p->y_log,
        .series = series, .n_series = GS_ARRAY_SIZE(series),
    };
    const char *front_ink = palette[FRONT_COLOUR];
    const char *feasible_ink = palette[FEASIBLE_COLOUR];
    struct axis x, y;
    struct scene scene = { .x = &x, .y = &y, .c = &c, .p = p }, *sc = &scene;
    double ly = GS_SVG_PLOT_TOP_PX + LEGEND_GAP_PX / 2.0;

    if (check_pareto(p, &c, err) < 0)
        return -1;
    if (p->winner && !is_level(p, p->winner) &&
        !(p->points && p->winner >= p->points &&
          p->winner < p->points + p->n_points))
        return gs_error_set(err, GS_EUSAGE, "the winner is neither a "
                            "feasible point nor a level");
    begin_chart(out, &c, &x, &y);
    put_levels(out, sc, p);

    fputs("<g class=\"rejected\">\n", out);
    for (size_t i = 0; i < p->n_rejected; i++)
        put_marker_tip(out, REJECTED_MARKER, axis_px(&x, p->rejected[i].x),
                       axis_px(&y, p->rejected[i].y), REJECTED_INK,
                       p->rejected[i].label);
    fputs("</g>\n<g class=\"feasible\">\n", out);
    for (size_t i = 0; i < p->n_points; i++)
        if (!on_front(p, i))
            put_marker_tip(out, FEASIBLE_MARKER, axis_px(&x, p->points[i].x),
                           axis_px(&y, p->points[i].y), feasible_ink,
                           p->points[i].label);
    fputs("</g>\n<g class=\"front\">\n", out);
    if (p->n_front > 1) {
        /* The staircase: right at each point's y, then down to the next
         * point; everything above and right of it is dominated. */
        fputs("<polyline points=\"", out);
        for (size_t k = 0; k < p->n_front; k++) {
            const struct gs_svg_point *q = &p->points[p->front[k]];

            if (k > 0) {
                putc(' ', out);
                put_px(out, axis_px(&x, q->x));
                putc(',', out);
                put_px(out, axis_px(&y, p->points[p->front[k - 1]].y));
                putc(' ', out);
            }
            put_px(out, axis_px(&x, q->x));
            putc(',', out);
            put_px(out, axis_px(&y, q->y));
        }
        fprintf(out, "\" fill=\"none\" stroke=\"%s\" "
                "stroke-width=\"2\"/>\n", front_ink);
    }
    for (size_t k = 0; k < p->n_front; k++) {
        const struct gs_svg_point *q = &p->points[p->front[k]];
        double px = axis_px(&x, q->x), py = axis_px(&y, q->y);

        put_marker_tip(out, FRONT_MARKER, px, py, front_ink, q->label);
        if (q->label)
            put_label(out, sc, px, py, q->label, FONT_SMALL_PX, point_spots,
                      GS_ARRAY_SIZE(point_spots), "label");
    }
    fputs("</g>\n", out);
    put_winner(out, sc, p);
    fputs("<g class=\"legend\">\n", out);
    if (p->n_front)
        legend_row(out, &ly, FRONT_MARKER, front_ink, p->n_front > 1,
                   "Pareto front");
    if (p->n_points > p->n_front)
        legend_row(out, &ly, FEASIBLE_MARKER, feasible_ink, false,
                   "feasible");
    if (p->n_rejected)
        legend_row(out, &ly, REJECTED_MARKER, REJECTED_INK, false,
                   "rejected");
    if (p->n_levels) {
        double lx = GS_SVG_CHART_RIGHT_PX + LEGEND_GAP_PX;

        fputs("<line", out);
        put_attr_px(out, "x1", lx);
        put_attr_px(out, "y1", ly);
        put_attr_px(out, "x2", lx + LEGEND_SAMPLE_PX);
        put_attr_px(out, "y2", ly);
        fprintf(out, " stroke=\"%s\" stroke-dasharray=\"6,4\"/>\n",
                LEVEL_INK);
        fputs("<text", out);
        put_attr_px(out, "x", lx + LEGEND_SAMPLE_PX + LABEL_GAP_PX);
        put_attr_px(out, "y", ly + FONT_PX * 0.35);
        fputs(">cost only (no x)</text>\n", out);
        ly += LEGEND_ROW_PX;
    }
    if (p->winner) {
        double lx = GS_SVG_CHART_RIGHT_PX + LEGEND_GAP_PX;

        fputs("<circle", out);
        put_attr_px(out, "cx", lx + LEGEND_SAMPLE_PX / 2.0);
        put_attr_px(out, "cy", ly);
        fprintf(out, " r=\"%d\" fill=\"none\" stroke=\"%s\" "
                "stroke-width=\"2\"/>\n", WINNER_RING_PX, front_ink);
        fputs("<text", out);
        put_attr_px(out, "x", lx + LEGEND_SAMPLE_PX + LABEL_GAP_PX);
        put_attr_px(out, "y", ly + FONT_PX * 0.35);
        fputs(">winner</text>\n", out);
        ly += LEGEND_ROW_PX;
    }
    fputs("</g>\n", out);
    if (p->note) {
        fprintf(out, "<text class=\"note\" x=\"%d\" y=\"%d\" "
                "font-size=\"%d\">", NOTE_X_PX,
                GS_SVG_HEIGHT_PX - NOTE_BELOW_PX, FONT_SMALL_PX);
        put_text(out, p->note);
        fputs("</text>\n", out);
    }
    return end_svg(out, err);
}
