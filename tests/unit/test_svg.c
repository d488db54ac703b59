/*
 * SVG plots: well-formed XML (a small checker below, itself tested),
 * roofs, slope, ridges, points and chart series at the pixel coordinates
 * of the mapping in gpusel/svg.h and docs/output.md, escaping of hostile
 * labels, the usage and I/O errors, determinism, and the examples in
 * docs/img/ (regenerate them with GPUSEL_UPDATE_DOCS=1).
 */
#define _POSIX_C_SOURCE 200809L

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gs_test.h"

#include "svg.h"

/* Room for one rendered plot. */
#define SVG_MAX (256 * 1024)
/* Coordinates are written with two decimals. */
#define PX_TOL 0.006

static char svg_buf[SVG_MAX];
static char svg_buf2[SVG_MAX];

/* ---- a small XML well-formedness checker -------------------------------- */

static bool name_start(int c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'
           || c == ':';
}

static bool name_char(int c)
{
    return name_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
}

/* Skip a reference at s ("&amp;", "&#38;", "&#x26;"); NULL if invalid. */
static const char *skip_ref(const char *s)
{
    static const char *const named[] = { "amp;", "lt;", "gt;", "quot;",
                                         "apos;" };

    s++;
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
        if (strncmp(s, named[i], strlen(named[i])) == 0)
            return s + strlen(named[i]);
    if (*s++ != '#')
        return NULL;
    if (*s == 'x')
        s++;
    if (!strchr("0123456789abcdefABCDEF", *s) || *s == '\0')
        return NULL;
    while (*s && strchr("0123456789abcdefABCDEF", *s))
        s++;
    return *s == ';' ? s + 1 : NULL;
}

/* Skip one character of text or attribute value: a reference, a valid
 * UTF-8 sequence, tab/LF/CR or a printable byte; NULL if not allowed. */
static const char *skip_char(const char *s)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t n;

    if (*u == '&')
        return skip_ref(s);
    if (*u < 0x20)
        return (*u == '\t' || *u == '\n' || *u == '\r') ? s + 1 : NULL;
    if (*u < 0x80)
        return s + 1;
    n = *u >= 0xf0 ? 4 : *u >= 0xe0 ? 3 : *u >= 0xc2 ? 2 : 0;
    if (n == 0 || *u > 0xf4)
        return NULL;
    for (size_t i = 1; i < n; i++)
        if ((u[i] & 0xc0) != 0x80)
            return NULL;
    return s + n;
}

static const char *skip_space(const char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
        s++;
    return s;
}

/*
 * NULL when doc is a well-formed XML document (an optional declaration,
 * comments, one root element with quoted, unique attributes, matched
 * tags, valid references and characters), else what is wrong.
 */
static const char *xml_check(const char *doc)
{
    enum { DEPTH = 64, ATTRS = 32, NAME = 64 };
    char stack[DEPTH][NAME];
    int depth = 0, roots = 0;
    const char *s = doc;

    if (strncmp(s, "<?xml ", 6) == 0) {
        s = strstr(s, "?>");
        if (!s)
            return "unterminated declaration";
        s += 2;
    }
    while (*s) {
        if (strncmp(s, "<!--", 4) == 0) {
            s = strstr(s + 4, "-->");
            if (!s)
                return "unterminated comment";
            s += 3;
        } else if (s[0] == '<' && s[1] == '/') {
            size_t n = 0;

            s += 2;
            while (name_char(*s) && n < NAME - 1)
                s++, n++;
            if (depth == 0 || strlen(stack[depth - 1]) != n
                || strncmp(stack[depth - 1], s - n, n) != 0)
                return "mismatched end tag";
            depth--;
            s = skip_space(s);
            if (*s++ != '>')
                return "bad end tag";
        } else if (*s == '<') {
            char attrs[ATTRS][NAME];
            int n_attrs = 0;
            size_t n = 0;

            s++;
            if (!name_start(*s))
                return "bad element name";
            if (depth == 0 && roots++ > 0)
                return "more than one root element";
            if (depth == DEPTH)
                return "too deep";
            while (name_char(*s) && n < NAME - 1)
                stack[depth][n++] = *s++;
            stack[depth][n] = '\0';
            for (;;) {
                const char *p = skip_space(s);
                char q;

                if (*p == '>' || (p[0] == '/' && p[1] == '>'))
                    break;
                if (p == s || !name_start(*p))
                    return "bad attribute";
                n = 0;
                while (name_char(*p) && n < NAME - 1)
                    attrs[n_attrs][n++] = *p++;
                attrs[n_attrs][n] = '\0';
                for (int i = 0; i < n_attrs; i++)
                    if (strcmp(attrs[i], attrs[n_attrs]) == 0)
                        return "duplicate attribute";
                if (++n_attrs == ATTRS)
                    return "too many attributes";
                p = skip_space(p);
                if (*p++ != '=')
                    return "attribute without '='";
                p = skip_space(p);
                q = *p++;
                if (q != '"' && q != '\'')
                    return "unquoted attribute value";
                while (*p && *p != q) {
                    if (*p == '<')
                        return "'<' in an attribute value";
                    p = skip_char(p);
                    if (!p)
                        return "bad character or reference in an attribute";
                }
                if (*p++ != q)
                    return "unterminated attribute value";
                s = p;
            }
            s = skip_space(s);
            if (*s == '/') {
                s += 2;
            } else {
                s++;
                depth++;
            }
        } else {
            if (depth == 0) {
                if (!strchr(" \t\r\n", *s))
                    return "text outside the root element";
                s++;
                continue;
            }
            s = skip_char(s);
            if (!s)
                return "bad character or reference in text";
        }
    }
    if (depth != 0)
        return "unclosed element";
    if (roots != 1)
        return "no root element";
    return NULL;
}

static void xml_checker_catches_what_is_not_well_formed(void **state)
{
    static const char *const bad[] = {
        "<a><b></a></b>",
        "<a>",
        "<a></a><b/>",
        "<a>x & y</a>",
        "<a>x < y</a>",
        "<a t=\"<\"/>",
        "<a t=x/>",
        "<a t=\"1\" t=\"2\"/>",
        "<a>\x01</a>",
        "<a>\xff</a>",
        "<a>&bogus;</a>",
        "text<a/>",
    };

    (void)state;
    assert_null(xml_check("<?xml version=\"1.0\"?>\n<a k='v' j=\"&amp;\">"
                          "<!-- c --><b/>t&lt;&#x41;</a>\n"));
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        if (!xml_check(bad[i])) {
            print_error("accepted: %s\n", bad[i]);
            fail();
        }
}

/* ---- rendering and reading back ---------------------------------------- */

/* Render into a tmpfile and read it back into buf; return the writer's
 * result (err set on failure, buf then holds what was written). */
static int render(const struct gs_svg_roofline *r, const struct gs_svg_chart *c,
                  char *buf, struct gs_error *err)
{
    FILE *fp = tmpfile();
    size_t n;
    int rc;

    assert_non_null(fp);
    rc = r ? gs_svg_write_roofline(fp, r, err)
           : gs_svg_write_chart(fp, c, err);
    rewind(fp);
    n = fread(buf, 1, SVG_MAX - 1, fp);
    assert_true(n < SVG_MAX - 1);
    buf[n] = '\0';
    fclose(fp);
    return rc;
}

static const char *render_ok(const struct gs_svg_roofline *r,
                             const struct gs_svg_chart *c)
{
    struct gs_error err = GS_ERROR_INIT;
    const char *bad;

    if (render(r, c, svg_buf, &err) != 0) {
        print_error("%s\n", err.msg);
        fail();
    }
    bad = xml_check(svg_buf);
    if (bad) {
        print_error("not well-formed: %s\n", bad);
        fail();
    }
    return svg_buf;
}

/* The text of the element starting at the last "<tag" before `at`. */
static const char *elem_before(const char *doc, const char *at,
                               const char *tag)
{
    const char *best = NULL;

    for (const char *p = strstr(doc, tag); p && p < at;
         p = strstr(p + 1, tag))
        best = p;
    assert_non_null(best);
    return best;
}

/* Attribute `name` of the element starting at elem, as a number. */
static double attr(const char *elem, const char *name)
{
    char key[64];
    const char *end = strchr(elem, '>');
    const char *p;
    char *num_end;
    double v;

    snprintf(key, sizeof key, " %s=\"", name);
    p = strstr(elem, key);
    if (!p || p > end) {
        print_error("no attribute '%s' in %.60s\n", name, elem);
        fail();
    }
    v = strtod(p + strlen(key), &num_end);
    assert_true(*num_end == '"');
    return v;
}

/* Where `text` (as written, escaped) occurs; it must occur. */
static const char *find(const char *doc, const char *text)
{
    const char *p = strstr(doc, text);

    if (!p) {
        print_error("missing: %s\n", text);
        fail();
    }
    return p;
}

static size_t count(const char *doc, const char *text)
{
    size_t n = 0;

    for (const char *p = strstr(doc, text); p; p = strstr(p + 1, text))
        n++;
    return n;
}

/* ---- the documented mapping, restated ---------------------------------- */

struct map {
    bool log;
    double lo, hi, px0, px1;
};

static double map(const struct map *m, double v)
{
    double t = m->log ? log10(v) : v;
    double t0 = m->log ? log10(m->lo) : m->lo;
    double t1 = m->log ? log10(m->hi) : m->hi;

    return m->px0 + (t - t0) / (t1 - t0) * (m->px1 - m->px0);
}

/*
 * The toy roofline: 1 TB/s, roofs of 100 and 200 TFLOP/s (ridges at 100
 * and 200 FLOP/byte), two points.  docs/output.md's rule: x holds the
 * points (10, 1000), the ridges and a decade below the lowest ridge (10),
 * times / divided by 2: [5, 2000]; y holds the points (10, 150 TFLOP/s),
 * the roofs and a decade below the lowest (10 TFLOP/s): [5e12, 4e14].
 */
static const struct gs_svg_roof toy_roofs[] = {
    { .name = "BF16", .flop_per_s = 100e12 },
    { .name = "FP8", .flop_per_s = 200e12 },
};
static const struct gs_svg_point toy_points[] = {
    { .label = "decode, C=64", .x = 10.0, .y = 10e12 },
    { .label = "prefill", .x = 1000.0, .y = 150e12 },
};
static const struct gs_svg_roofline toy = {
    .title = "toy roofline",
    .mem_bw_bytes_per_s = 1e12,
    .roofs = toy_roofs, .n_roofs = 2,
    .points = toy_points, .n_points = 2,
};
static const struct map toy_x = { true, 5.0, 2000.0, GS_SVG_PLOT_LEFT_PX,
                                  GS_SVG_ROOFLINE_RIGHT_PX };
static const struct map toy_y = { true, 5e12, 4e14, GS_SVG_PLOT_BOTTOM_PX,
                                  GS_SVG_PLOT_TOP_PX };

static void roofline_is_an_svg_document_with_a_viewbox(void **state)
{
    const char *s;

    (void)state;
    s = render_ok(&toy, NULL);
    assert_true(strncmp(s, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ",
                        44) == 0);
    find(s, "xmlns=\"http://www.w3.org/2000/svg\"");
    find(s, "version=\"1.1\"");
    find(s, "width=\"800\" height=\"560\" viewBox=\"0 0 800 560\"");
    find(s, "sans-serif");
    find(s, "<title>toy roofline</title>");
    find(s, ">arithmetic intensity (FLOP/byte)</text>");
    find(s, ">performance (TFLOP/s)</text>");
}

/* Check the roof labelled `name`, `value` at FLOP/s v with bw 1 TB/s. */
static void check_roof(const char *s, const char *name, const char *value,
                       double v)
{
    char text[64];
    const char *label, *line, *ridge;

    snprintf(text, sizeof text, ">%s</text>", name);
    label = find(s, text);
    line = elem_before(s, label, "<line");
    assert_true(line > elem_before(s, label, "<g class=\"roof\">"));
    assert_close(attr(line, "x1"), map(&toy_x, v / 1e12), PX_TOL);
    assert_close(attr(line, "y1"), map(&toy_y, v), PX_TOL);
    assert_close(attr(line, "x2"), GS_SVG_ROOFLINE_RIGHT_PX, PX_TOL);
    assert_close(attr(line, "y2"), map(&toy_y, v), PX_TOL);
    snprintf(text, sizeof text, ">%s TFLOP/s</text>", value);
    assert_true(find(label, text) < strstr(label, "</g>"));

    snprintf(text, sizeof text, ">ridge %s FLOP/byte</text>", value);
    ridge = elem_before(s, find(s, text), "<circle");
    assert_close(attr(ridge, "cx"), map(&toy_x, v / 1e12), PX_TOL);
    assert_close(attr(ridge, "cy"), map(&toy_y, v), PX_TOL);
}

static void roofline_draws_roofs_slope_ridges_and_points_where_mapped(
    void **state)
{
    const char *s, *slope, *line;

    (void)state;
    s = render_ok(&toy, NULL);
    check_roof(s, "BF16", "100", 100e12);
    check_roof(s, "FP8", "200", 200e12);
    assert_int_equal(count(s, "<g class=\"roof\">"), 2);
    assert_int_equal(count(s, "<g class=\"ridge\">"), 2);

    /* The slope enters at the bottom left (5 FLOP/byte x 1 TB/s = 5
     * TFLOP/s, the corner) and ends at the highest ridge. */
    slope = find(s, "<g class=\"slope\">");
    line = find(slope, "<line");
    assert_close(attr(line, "x1"), GS_SVG_PLOT_LEFT_PX, PX_TOL);
    assert_close(attr(line, "y1"), GS_SVG_PLOT_BOTTOM_PX, PX_TOL);
    assert_close(attr(line, "x2"), map(&toy_x, 200.0), PX_TOL);
    assert_close(attr(line, "y2"), map(&toy_y, 200e12), PX_TOL);
    find(s, "<text class=\"slope-label\"");
    find(s, ">memory 1 TB/s</text>");

    for (size_t i = 0; i < toy.n_points; i++) {
        char text[64];
        const char *use;

        snprintf(text, sizeof text, ">%s</text>", toy_points[i].label);
        use = elem_before(s, find(s, text), "<use");
        assert_close(attr(use, "x"), map(&toy_x, toy_points[i].x), PX_TOL);
        assert_close(attr(use, "y"), map(&toy_y, toy_points[i].y), PX_TOL);
    }
    assert_int_equal(count(s, "<g class=\"point\">"), 2);
}

static void roofline_ticks_label_decades_in_tflops(void **state)
{
    const char *s, *tick;

    (void)state;
    s = render_ok(&toy, NULL);
    /* x spans 2.6 decades (< 3): ticks at 1, 2 and 5 per decade. */
    tick = elem_before(s, find(s, "middle\">50</text>"), "<text");
    assert_close(attr(tick, "x"), map(&toy_x, 50.0), PX_TOL);
    tick = elem_before(s, find(s, "middle\">1000</text>"), "<text");
    assert_close(attr(tick, "x"), map(&toy_x, 1000.0), PX_TOL);
    /* y ticks are labelled in TFLOP/s: 1e14 FLOP/s is "100". */
    tick = elem_before(s, find(s, "text-anchor=\"end\">100</text>"),
                       "<text");
    assert_close(attr(tick, "y"), map(&toy_y, 1e14) + 12 * 0.35, PX_TOL);
}

static void roofline_joins_roofs_of_equal_value(void **state)
{
    static const struct gs_svg_roof roofs[] = {
        { .name = "BF16", .flop_per_s = 989e12 },
        { .name = "FP8", .flop_per_s = 1979e12 },
        { .name = "FP16", .flop_per_s = 989e12 },
        { .name = NULL, .flop_per_s = 494.5e12 },
    };
    struct gs_svg_roofline r = { .mem_bw_bytes_per_s = 3.35e12,
                                 .roofs = roofs, .n_roofs = 4 };
    const char *s;

    (void)state;
    s = render_ok(&r, NULL);
    find(s, ">BF16, FP16</text>");
    find(s, ">989 TFLOP/s</text>");
    find(s, ">1979 TFLOP/s</text>");
    find(s, ">494.5 TFLOP/s</text>");
    find(s, ">memory 3.35 TB/s</text>");
    find(s, ">ridge 295.2 FLOP/byte</text>");
    assert_int_equal(count(s, "<g class=\"roof\">"), 3);
    assert_int_equal(count(s, "<g class=\"point\">"), 0);
    assert_null(strstr(s, "<text class=\"title\""));
}

/* The <text> element that ends with `text`</text>. */
static const char *text_elem(const char *doc, const char *text)
{
    char buf[96];

    snprintf(buf, sizeof buf, ">%s</text>", text);
    return elem_before(doc, find(doc, buf), "<text");
}

static void labels_keep_clear_of_each_other_and_the_edge(void **state)
{
    static const struct gs_svg_roof roofs[] = {
        { .name = "FP8", .flop_per_s = 1979e12 },
        { .name = "FP8-b", .flop_per_s = 1900e12 },
    };
    static const struct gs_svg_point points[] = {
        { .label = "at the right edge", .x = 1e4, .y = 100e12 },
    };
    struct gs_svg_roofline r = { .mem_bw_bytes_per_s = 3.35e12,
                                 .roofs = roofs, .n_roofs = 2,
                                 .points = points, .n_points = 1 };
    const char *s, *a, *b, *use;

    (void)state;
    s = render_ok(&r, NULL);
    /* Two ridges 2% apart: their labels sit on different lines. */
    a = text_elem(s, "ridge 590.7 FLOP/byte");
    b = text_elem(s, "ridge 567.2 FLOP/byte");
    assert_true(fabs(attr(a, "y") - attr(b, "y")) >= 11.0);
    /* Their roof labels in the margin: the second pushed below the first
     * (28 px for two lines, 4 px apart). */
    a = text_elem(s, "FP8");
    b = text_elem(s, "FP8-b");
    assert_true(attr(b, "y") - attr(a, "y") >= 32.0 - PX_TOL);
    assert_true(attr(a, "x") > GS_SVG_ROOFLINE_RIGHT_PX);
    /* A point at the right edge is labelled to its left. */
    a = text_elem(s, "at the right edge");
    use = elem_before(s, a, "<use");
    assert_non_null(strstr(a, "text-anchor=\"end\""));
    assert_true(attr(a, "x") < attr(use, "x"));
}

static void numbers_have_four_significant_digits(void **state)
{
    static const struct gs_svg_roof roofs[] = {
        { .name = "huge", .flop_per_s = 2.5e18 },
        { .name = "thirds", .flop_per_s = 1e15 / 3.0 },
    };
    struct gs_svg_roofline r = { .mem_bw_bytes_per_s = 1.2345678e12,
                                 .roofs = roofs, .n_roofs = 2 };
    const char *s;

    (void)state;
    s = render_ok(&r, NULL);
    find(s, ">2.5e+06 TFLOP/s</text>");
    find(s, ">333.3 TFLOP/s</text>");
    find(s, ">memory 1.235 TB/s</text>");
    assert_null(strstr(s, "-0.00"));
}

static void labels_are_escaped(void **state)
{
    static const struct gs_svg_roof roofs[] = {
        { .name = "a<b & \"c\" 'd'", .flop_per_s = 1e14 },
    };
    static const struct gs_svg_point points[] = {
        { .label = "</text><script>x</script>", .x = 1.0, .y = 1e12 },
        { .label = "\x1b[31mred\ttab\nline \xff\xc3 caf\xc3\xa9 \xef\xbf\xbe",
          .x = 2.0, .y = 2e12 },
    };
    struct gs_svg_roofline r = {
        .title = "]]> & <!-- -->", .mem_bw_bytes_per_s = 1e12,
        .roofs = roofs, .n_roofs = 1, .points = points, .n_points = 2,
    };
    const char *s;

    (void)state;
    s = render_ok(&r, NULL);
    assert_null(strstr(s, "<script>"));
    assert_null(strstr(s, "\x1b"));
    assert_null(strstr(s, "\xff"));
    find(s, ">&lt;/text&gt;&lt;script&gt;x&lt;/script&gt;</text>");
    find(s, ">a&lt;b &amp; &quot;c&quot; &apos;d&apos;</text>");
    find(s, ">\\x1b[31mred\\ttab\\nline \\xff\\xc3 caf\xc3\xa9 "
            "\\xef\\xbf\\xbe</text>");
    find(s, "<title>]]&gt; &amp; &lt;!-- --&gt;</title>");
}

/* The writer refuses, with this code and message fragment, and writes
 * nothing. */
static void expect_usage(const struct gs_svg_roofline *r,
                         const struct gs_svg_chart *c, const char *fragment)
{
    struct gs_error err = GS_ERROR_INIT;

    assert_int_equal(render(r, c, svg_buf, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    if (!strstr(err.msg, fragment)) {
        print_error("'%s' does not say '%s'\n", err.msg, fragment);
        fail();
    }
    assert_string_equal(svg_buf, "");
}

static void roofline_refuses_what_a_log_axis_cannot_show(void **state)
{
    struct gs_svg_roof roofs[] = { { .name = "BF16", .flop_per_s = 1e14 } };
    struct gs_svg_point points[] = { { .label = "decode", .x = 1, .y = 1 } };
    struct gs_svg_roofline r = { .mem_bw_bytes_per_s = 1e12, .roofs = roofs,
                                 .n_roofs = 1, .points = points,
                                 .n_points = 1 };
    struct gs_svg_roofline none = { .mem_bw_bytes_per_s = 1e12 };

    (void)state;
    expect_usage(&none, NULL, "nothing to plot");
    r.mem_bw_bytes_per_s = 0.0;
    expect_usage(&r, NULL, "memory bandwidth");
    r.mem_bw_bytes_per_s = 1e12;
    roofs[0].flop_per_s = -1.0;
    expect_usage(&r, NULL, "roof 'BF16'");
    roofs[0].flop_per_s = 1e14;
    points[0].x = 0.0;
    expect_usage(&r, NULL, "non-positive x value 0 FLOP/byte for operating "
                           "point 'decode'");
    points[0].x = 1.0;
    points[0].y = NAN;
    expect_usage(&r, NULL, "non-finite y value nan FLOP/s");
    points[0].label = NULL;
    expect_usage(&r, NULL, "operating point 1");
    points[0].y = 1e101;
    expect_usage(&r, NULL, "out-of-range y value 1e+101 FLOP/s");
}

/* A throughput/latency sweep on linear axes.  Rule: a linear axis
 * includes zero, is padded by 5% of its span and ends on the smallest
 * step of 1, 2 or 5 times a power of ten that gives at most 8 intervals:
 * x 0..64 -> 67.2 -> step 10 -> [0, 70]; y 0..400 -> 420 -> step 100 ->
 * [0, 500]. */
static const struct gs_svg_point sweep_a[] = {
    { .label = "C=1", .x = 1.0, .y = 10.0 },
    { .label = "C=8", .x = 8.0, .y = 70.0 },
    { .label = "C=64", .x = 64.0, .y = 400.0 },
};
static const struct gs_svg_point sweep_b[] = {
    { .x = 2.0, .y = 5.0 },
    { .x = 30.0, .y = 200.0 },
};
static const struct gs_svg_series sweep_series[] = {
    { .name = "H100 & co", .points = sweep_a, .n_points = 3, .line = true },
    { .name = "markers only", .points = sweep_b, .n_points = 2 },
};
static const struct gs_svg_chart sweep = {
    .title = "sweep", .x_label = "ITL (ms)", .y_label = "tokens/s",
    .series = sweep_series, .n_series = 2,
};

static void chart_draws_series_on_linear_axes(void **state)
{
    const struct map x = { false, 0.0, 70.0, GS_SVG_PLOT_LEFT_PX,
                           GS_SVG_CHART_RIGHT_PX };
    const struct map y = { false, 0.0, 500.0, GS_SVG_PLOT_BOTTOM_PX,
                           GS_SVG_PLOT_TOP_PX };
    const char *s, *poly, *p;
    char *end;

    (void)state;
    s = render_ok(NULL, &sweep);
    find(s, ">ITL (ms)</text>");
    find(s, ">tokens/s</text>");
    find(s, ">H100 &amp; co</text>");
    find(s, ">markers only</text>");
    assert_int_equal(count(s, "<polyline"), 1);
    poly = find(s, "<polyline points=\"");
    p = poly + strlen("<polyline points=\"");
    for (size_t i = 0; i < 3; i++) {
        assert_close(strtod(p, &end), map(&x, sweep_a[i].x), PX_TOL);
        assert_true(*end == ',');
        assert_close(strtod(end + 1, &end), map(&y, sweep_a[i].y), PX_TOL);
        p = end;
    }
    assert_true(*p == '"');
    for (size_t i = 0; i < 3; i++) {
        char text[32];
        const char *use;

        snprintf(text, sizeof text, ">%s</text>", sweep_a[i].label);
        use = elem_before(s, find(s, text), "<use");
        assert_close(attr(use, "x"), map(&x, sweep_a[i].x), PX_TOL);
        assert_close(attr(use, "y"), map(&y, sweep_a[i].y), PX_TOL);
    }
    p = find(s, "<use xlink:href=\"#gs-m1\"");
    assert_close(attr(p, "x"), map(&x, 2.0), PX_TOL);
    assert_close(attr(p, "y"), map(&y, 5.0), PX_TOL);
    for (int v = 0; v <= 70; v += 10) {
        char text[32];

        snprintf(text, sizeof text, "middle\">%d</text>", v);
        p = elem_before(s, find(s, text), "<text");
        assert_close(attr(p, "x"), map(&x, v), PX_TOL);
    }
    assert_null(strstr(s, "middle\">80</text>"));
    find(s, "end\">500</text>");
}

static void chart_maps_log_axes(void **state)
{
    static const struct gs_svg_point pts[] = {
        { .x = 1.0, .y = 1.0 }, { .x = 100.0, .y = 1e4 },
    };
    const struct gs_svg_series se = { .name = "s", .points = pts,
                                      .n_points = 2 };
    const struct gs_svg_chart c = { .x_log = true, .y_log = true,
                                    .series = &se, .n_series = 1 };
    /* Padded by 1.25 on each side. */
    const struct map x = { true, 1.0 / 1.25, 125.0, GS_SVG_PLOT_LEFT_PX,
                           GS_SVG_CHART_RIGHT_PX };
    const struct map y = { true, 1.0 / 1.25, 1.25e4, GS_SVG_PLOT_BOTTOM_PX,
                           GS_SVG_PLOT_TOP_PX };
    const char *s, *use;

    (void)state;
    s = render_ok(NULL, &c);
    use = find(s, "<use xlink:href=\"#gs-m0\" x=");
    assert_close(attr(use, "x"), map(&x, 1.0), PX_TOL);
    assert_close(attr(use, "y"), map(&y, 1.0), PX_TOL);
    use = find(use + 1, "<use xlink:href=\"#gs-m0\" x=");
    assert_close(attr(use, "x"), map(&x, 100.0), PX_TOL);
    assert_close(attr(use, "y"), map(&y, 1e4), PX_TOL);
    find(s, "end\">1000</text>");
}

static void chart_refuses_nothing_and_non_positive_log_values(void **state)
{
    struct gs_svg_point pts[] = { { .x = 1.0, .y = 1.0 },
                                  { .x = 2.0, .y = 0.0 } };
    struct gs_svg_series se[] = { { .name = "empty" },
                                  { .name = "tput", .points = pts,
                                    .n_points = 2 } };
    struct gs_svg_chart c = { .series = se, .n_series = 1 };

    (void)state;
    expect_usage(NULL, &c, "nothing to plot");
    c.n_series = 0;
    expect_usage(NULL, &c, "nothing to plot");
    c.n_series = 2;
    c.y_log = true;
    expect_usage(NULL, &c, "non-positive y value 0 on the log y axis "
                           "(point 2 of series 'tput')");
    c.y_log = false;
    c.x_log = true;
    pts[0].x = -3.0;
    expect_usage(NULL, &c, "non-positive x value -3 on the log x axis "
                           "(point 1 of series 'tput')");
    pts[0].x = 1e-101;
    expect_usage(NULL, &c, "out-of-range x value 1e-101 on the log x axis");
    c.x_log = false;
    pts[0].x = INFINITY;
    expect_usage(NULL, &c, "non-finite x value inf on the linear x axis");
    pts[0].x = -1e101;
    expect_usage(NULL, &c, "out-of-range x value -1e+101 on the linear");
    pts[0].x = -3.0;
    se[1].name = NULL;
    render_ok(NULL, &c); /* negative on a linear axis is fine */
    find(svg_buf, "<g class=\"legend\">\n</g>"); /* no entry */
}

static void output_is_deterministic(void **state)
{
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(render(&toy, NULL, svg_buf, &err), 0);
    assert_int_equal(render(&toy, NULL, svg_buf2, &err), 0);
    assert_string_equal(svg_buf, svg_buf2);
    assert_int_equal(render(NULL, &sweep, svg_buf, &err), 0);
    assert_int_equal(render(NULL, &sweep, svg_buf2, &err), 0);
    assert_string_equal(svg_buf, svg_buf2);
}

static void a_write_error_is_an_io_error(void **state)
{
    FILE *fp = fopen("/dev/full", "w");
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    if (!fp)
        skip();
    assert_int_equal(gs_svg_write_roofline(fp, &toy, &err), -1);
    assert_int_equal(err.code, GS_EIO);
    fclose(fp);
    fp = fopen("/dev/full", "w");
    assert_non_null(fp);
    gs_error_clear(&err);
    assert_int_equal(gs_svg_write_chart(fp, &sweep, &err), -1);
    assert_int_equal(err.code, GS_EIO);
    fclose(fp);
}


/* ---- the Pareto front and plot ------------------------------------------ */

/* The front by its definition, O(n^2): no other point dominates i. */
static bool dominated(const struct gs_svg_point *p, size_t n, size_t i)
{
    for (size_t j = 0; j < n; j++)
        if (p[j].x <= p[i].x && p[j].y <= p[i].y
            && (p[j].x < p[i].x || p[j].y < p[i].y))
            return true;
    return false;
}

static void pareto_front_of_one_point_is_that_point(void **state)
{
    const struct gs_svg_point one = { "a", 3.0, 4.0 };
    size_t idx[1] = { 99 };

    (void)state;
    assert_int_equal(gs_pareto_front(&one, 1, idx), 1);
    assert_int_equal(idx[0], 0);
    assert_int_equal(gs_pareto_front(NULL, 0, idx), 0);
}

static void pareto_front_keeps_duplicates_and_drops_ties_behind(void **state)
{
    /*
     * 0 (1, 9) and 1 (1, 5) share x: only the lower, 1, can be on it;
     * 2 (3, 5) ties 1's y further right: dominated; 3 and 4 are the same
     * point (4, 2): both on it; 5 (6, 2) ties them at a larger x:
     * dominated; 6 (7, 1) is on it; 7 (8, 8) is dominated by everything
     * left of it.
     */
    const struct gs_svg_point p[] = {
        { "0", 1, 9 }, { "1", 1, 5 }, { "2", 3, 5 }, { "3", 4, 2 },
        { "4", 4, 2 }, { "5", 6, 2 }, { "6", 7, 1 }, { "7", 8, 8 },
    };
    size_t idx[GS_ARRAY_SIZE(p)];
    const size_t want[] = { 1, 3, 4, 6 };

    (void)state;
    assert_int_equal(gs_pareto_front(p, GS_ARRAY_SIZE(p), idx),
                     GS_ARRAY_SIZE(want));
    for (size_t k = 0; k < GS_ARRAY_SIZE(want); k++)
        assert_int_equal(idx[k], want[k]);
}

static void pareto_front_matches_its_definition(void **state)
{
    enum { N = 300 };
    struct gs_svg_point p[N];
    size_t idx[N], k;
    uint32_t r = 12345;
    bool seen[N] = { false };

    (void)state;
    /* A deterministic LCG (Numerical Recipes' constants) on a coarse
     * grid, so that ties and duplicates are common. */
    for (size_t i = 0; i < N; i++) {
        r = r * 1664525u + 1013904223u;
        p[i].x = (double)(r >> 24 & 15);
        r = r * 1664525u + 1013904223u;
        p[i].y = (double)(r >> 24 & 15);
        p[i].label = NULL;
    }
    k = gs_pareto_front(p, N, idx);
    for (size_t j = 0; j < k; j++) {
        assert_false(dominated(p, N, idx[j]));
        seen[idx[j]] = true;
        if (j > 0)
            assert_true(p[idx[j - 1]].x < p[idx[j]].x
                        || (p[idx[j - 1]].x == p[idx[j]].x
                            && idx[j - 1] < idx[j]));
    }
    for (size_t i = 0; i < N; i++)
        assert_int_equal(seen[i], !dominated(p, N, i));
}

static const struct gs_svg_point cand[] = {
    { .label = "h100 x1 spot", .x = 0.4, .y = 0.9 },
    { .label = "h100 x2 on-demand", .x = 0.3, .y = 2.1 },
    { .label = "a100 x2 spot", .x = 0.9, .y = 0.6 },
    { .label = "l40s x4 <odd> & \"q\"", .x = 1.2, .y = 1.5 },
};
static const struct gs_svg_point cand_rejected[] = {
    { .label = "l4 x1: misses p99 TTFT", .x = 3.0, .y = 0.5 },
};

static void pareto_plot_highlights_labels_and_greys(void **state)
{
    size_t idx[GS_ARRAY_SIZE(cand)];
    size_t k = gs_pareto_front(cand, GS_ARRAY_SIZE(cand), idx);
    const struct gs_svg_pareto pp = {
        .title = "pareto", .x_label = "p99 TTFT (s)",
        .y_label = "USD per million accepted tokens",
        .points = cand, .n_points = GS_ARRAY_SIZE(cand),
        .front = idx, .n_front = k,
        .rejected = cand_rejected, .n_rejected = 1,
        .note = "not shown: 2 <APIs>",
    };
    const char *doc, *g_rej, *g_feas, *g_front, *g_leg, *poly;
    FILE *fp = tmpfile();
    struct gs_error err = GS_ERROR_INIT;
    size_t n;

    (void)state;
    assert_int_equal(k, 3); /* x order: h100 x2, h100 x1, a100 x2 */
    assert_int_equal(idx[0], 1);
    assert_int_equal(idx[1], 0);
    assert_int_equal(idx[2], 2);
    assert_non_null(fp);
    assert_int_equal(gs_svg_write_pareto(fp, &pp, &err), 0);
    rewind(fp);
    n = fread(svg_buf, 1, SVG_MAX - 1, fp);
    svg_buf[n] = '\0';
    fclose(fp);
    assert_null(xml_check(svg_buf));
    doc = svg_buf;
    g_rej = find(doc, "<g class=\"rejected\">");
    g_feas = find(doc, "<g class=\"feasible\">");
    g_front = find(doc, "<g class=\"front\">");
    g_leg = find(doc, "<g class=\"legend\">");
    assert_true(g_rej < g_feas && g_feas < g_front && g_front < g_leg);
    /* One greyed square, one feasible circle, three front diamonds. */
    assert_int_equal(count(g_rej, "#gs-m1") - count(g_feas, "#gs-m1"), 1);
    assert_true(strstr(g_rej, "fill=\"#b8b8b8\"") < g_feas);
    assert_int_equal(count(g_feas, "#gs-m0") - count(g_front, "#gs-m0"), 1);
    assert_int_equal(count(g_front, "#gs-m3") - count(g_leg, "#gs-m3"), 3);
    /* Every point has a tooltip; only the front is labelled. */
    assert_int_equal(count(doc, "<title>"), 1 + 5);
    find(doc, "<title>l40s x4 &lt;odd&gt; &amp; &quot;q&quot;</title>");
    assert_int_equal(count(doc, "<text class=\"label\""), 3);
    assert_non_null(text_elem(doc, "h100 x1 spot"));
    /* The staircase: 3 points, 2 corners between them. */
    poly = find(g_front, "<polyline points=\"");
    assert_int_equal(count(poly, ",") - count(strchr(poly, '>'), ","), 5);
    /* Three legend entries, then the note. */
    assert_int_equal(count(g_leg, "<text")
                     - count(find(g_leg, "<text class=\"note\""), "<text"),
                     3);
    find(g_leg, ">Pareto front</text>");
    find(g_leg, ">rejected</text>");
    find(g_leg, "<text class=\"note\" x=\"10\" y=\"552\" font-size=\"11\">"
                "not shown: 2 &lt;APIs&gt;</text>");
}

static void pareto_plot_refuses_a_bad_front(void **state)
{
    size_t bad[2] = { 0, 7 };
    size_t unordered[2] = { 2, 1 };
    struct gs_svg_pareto pp = {
        .points = cand, .n_points = GS_ARRAY_SIZE(cand),
        .front = bad, .n_front = 2,
    };
    struct gs_error err = GS_ERROR_INIT;
    FILE *fp = tmpfile();

    (void)state;
    assert_non_null(fp);
    assert_int_equal(gs_svg_write_pareto(fp, &pp, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    assert_non_null(strstr(err.msg, "front index 7 is outside"));
    gs_error_clear(&err);
    pp.front = unordered;
    assert_int_equal(gs_svg_write_pareto(fp, &pp, &err), -1);
    assert_non_null(strstr(err.msg, "not in order of x"));
    gs_error_clear(&err);
    pp.n_front = 0;
    pp.y_log = true;
    pp.rejected = (const struct gs_svg_point[]){ { "r", 1.0, 0.0 } };
    pp.n_rejected = 1;
    assert_int_equal(gs_svg_write_pareto(fp, &pp, &err), -1);
    assert_non_null(strstr(err.msg, "non-positive y value 0 on the log"));
    assert_non_null(strstr(err.msg, "series 'rejected'"));
    assert_int_equal(ftell(fp), 0);
    fclose(fp);
}

static const char *render_pp(const struct gs_svg_pareto *pp)
{
    FILE *fp = tmpfile();
    struct gs_error err = GS_ERROR_INIT;
    size_t n;

    assert_non_null(fp);
    if (gs_svg_write_pareto(fp, pp, &err) != 0) {
        print_error("%s\n", err.msg);
        fail();
    }
    rewind(fp);
    n = fread(svg_buf, 1, SVG_MAX - 1, fp);
    svg_buf[n] = '\0';
    fclose(fp);
    assert_null(xml_check(svg_buf));
    return svg_buf;
}

/* rank --plot (issue 16): every ranked candidate drawn, those without an
 * x (model APIs, measured throughput without a latency) as horizontal
 * lines at their cost, and the winner marked and labelled, a point or a
 * line. */
static void pareto_plot_draws_levels_and_marks_the_winner(void **state)
{
    static const struct gs_svg_point lv[] = {
        { .label = "api toy/chat", .x = 0.0, .y = 0.45 },
        { .label = "h100 x1 measured", .x = 0.0, .y = 3.0 },
    };
    size_t idx[GS_ARRAY_SIZE(cand)];
    struct gs_svg_pareto pp = {
        .title = "pareto", .x_label = "p99 TTFT (s)",
        .y_label = "USD per million accepted tokens",
        .points = cand, .n_points = GS_ARRAY_SIZE(cand),
        .front = idx, .rejected = cand_rejected, .n_rejected = 1,
        .levels = lv, .n_levels = GS_ARRAY_SIZE(lv),
    };
    const char *doc, *g_lev, *g_win, *g_leg, *mark, *use;
    double top, bottom;
    struct gs_error err = GS_ERROR_INIT;
    FILE *fp;

    (void)state;
    pp.n_front = gs_pareto_front(cand, GS_ARRAY_SIZE(cand), idx);
    /* the winner is a level: its line drawn thick, labelled */
    pp.winner = &lv[0];
    doc = render_pp(&pp);
    g_lev = find(doc, "<g class=\"levels\">");
    g_win = find(doc, "<g class=\"winner\">");
    g_leg = find(doc, "<g class=\"legend\">");
    assert_true(g_lev < g_win && g_win < g_leg);
    /* two dashed lines across the plot, the winner's 3 px wide */
    assert_int_equal(count(g_lev, "stroke-dasharray=\"6,4\"")
                     - count(g_win, "stroke-dasharray=\"6,4\""), 2);
    find(g_lev, "stroke-width=\"3\" stroke-dasharray=\"6,4\"><title>"
                "api toy/chat</title>");
    assert_true(attr(find(g_lev, "<line"), "x1") == GS_SVG_PLOT_LEFT_PX);
    assert_true(attr(find(g_lev, "<line"), "x2") == GS_SVG_CHART_RIGHT_PX);
    assert_non_null(text_elem(g_win, "winner: api toy/chat"));
    /* the y axis holds the levels: 0.45 lies below every point's cost
     * (0.5 at least) and 3.0 above them (2.1 at most) */
    top = attr(strstr(g_lev, "<line"), "y1");
    bottom = attr(strstr(strstr(g_lev, "<line") + 1, "<line"), "y1");
    assert_true(top > bottom);   /* the cheaper is the lower on screen */
    assert_true(top <= GS_SVG_PLOT_BOTTOM_PX && bottom >= GS_SVG_PLOT_TOP_PX);
    find(g_leg, ">cost only (no x)</text>");
    find(g_leg, ">winner</text>");
    /* the winner is a point: ringed where its marker is */
    pp.winner = &cand[2];
    doc = render_pp(&pp);
    g_win = find(doc, "<g class=\"winner\">");
    mark = find(g_win, "<circle class=\"winner-mark\"");
    use = strstr(doc, "<title>a100 x2 spot</title>");
    assert_non_null(use);
    use = elem_before(doc, use, "<use");
    assert_true(attr(mark, "cx") == attr(use, "x"));
    assert_true(attr(mark, "cy") == attr(use, "y"));
    assert_non_null(text_elem(g_win, "winner: a100 x2 spot"));
    /* levels alone (every ranked candidate an API) still make a plot */
    pp.points = NULL;
    pp.n_points = pp.n_front = 0;
    pp.rejected = NULL;
    pp.n_rejected = 0;
    pp.winner = &lv[0];
    doc = render_pp(&pp);
    assert_non_null(text_elem(find(doc, "<g class=\"winner\">"),
                              "winner: api toy/chat"));
    /* a winner that is neither is refused */
    pp.winner = &cand[0];
    fp = tmpfile();
    assert_non_null(fp);
    assert_int_equal(gs_svg_write_pareto(fp, &pp, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    assert_non_null(strstr(err.msg, "winner"));
    fclose(fp);
}

/* ---- the examples in docs/img/ ------------------------------------------ */

/*
 * Illustrative inputs, not gpusel's predictions: H100 SXM's dense roofs
 * (NVIDIA H100 datasheet: 989 TFLOP/s BF16, 1979 FP8, 494.5 TF32; 3.35
 * TB/s HBM3) and operating points placed for the picture.
 */
static const struct gs_svg_roof example_roofs[] = {
    { .name = "FP8", .flop_per_s = 1979e12 },
    { .name = "BF16", .flop_per_s = 989e12 },
    { .name = "TF32", .flop_per_s = 494.5e12 },
};
static const struct gs_svg_point example_points[] = {
    { .label = "prefill, 2048 tokens", .x = 2600.0, .y = 720e12 },
    { .label = "decode, C=64", .x = 58.0, .y = 160e12 },
    { .label = "decode, C=1", .x = 0.98, .y = 3.1e12 },
};
static const struct gs_svg_roofline example_roofline = {
    .title = "example: H100 SXM roofline (illustrative points)",
    .mem_bw_bytes_per_s = 3.35e12,
    .roofs = example_roofs, .n_roofs = 3,
    .points = example_points, .n_points = 3,
};
static const struct gs_svg_point example_h100[] = {
    { .label = "C=1", .x = 7.1, .y = 140.0 },
    { .label = "C=8", .x = 7.9, .y = 1010.0 },
    { .label = "C=64", .x = 12.5, .y = 5100.0 },
    { .label = "C=256", .x = 31.0, .y = 8250.0 },
};
static const struct gs_svg_point example_h200[] = {
    { .label = "C=1", .x = 5.3, .y = 188.0 },
    { .label = "C=8", .x = 5.9, .y = 1350.0 },
    { .label = "C=64", .x = 9.0, .y = 7100.0 },
    { .label = "C=256", .x = 22.0, .y = 11600.0 },
};
static const struct gs_svg_series example_series[] = {
    { .name = "8x H100 SXM", .points = example_h100, .n_points = 4,
      .line = true },
    { .name = "8x H200", .points = example_h200, .n_points = 4,
      .line = true },
};
static const struct gs_svg_chart example_curve = {
    .title = "example: throughput vs latency (illustrative)",
    .x_label = "inter-token latency (ms)",
    .y_label = "output tokens/s (all requests)",
    .series = example_series, .n_series = 2,
};

/* Illustrative candidates for docs/img/pareto-example.svg (made up). */
static const struct gs_svg_point example_cands[] = {
    { .label = "h100-sxm x1, spot", .x = 0.42, .y = 0.31 },
    { .label = "h100-sxm x2, on-demand", .x = 0.27, .y = 0.74 },
    { .label = "h200 x1, on-demand", .x = 0.35, .y = 0.52 },
    { .label = "a100-80gb x2, spot", .x = 0.81, .y = 0.29 },
    { .label = "a100-80gb x1, reserved-1y", .x = 1.05, .y = 0.33 },
    { .label = "l40s x2, on-demand", .x = 1.32, .y = 0.47 },
    { .label = "h100-sxm x1, owned", .x = 0.42, .y = 0.38 },
};
/* A model API has a cost and no modelled latency: a line at its cost. */
static const struct gs_svg_point example_levels[] = {
    { .label = "api Groq/llama-3.1-8b-instant", .x = 0.0, .y = 1.35 },
};
static const struct gs_svg_point example_rejected[] = {
    { .label = "l4 x1: misses p99 TTFT 1.5 s", .x = 2.9, .y = 0.25 },
    { .label = "rtx-4090 x1: misses p99 ITL", .x = 2.2, .y = 0.2 },
};
static size_t example_front[GS_ARRAY_SIZE(example_cands)];
static struct gs_svg_pareto example_pareto = {
    .title = "example: cost against latency (illustrative)",
    .x_label = "p99 time to first token (s)",
    .y_label = "USD per million accepted tokens",
    .x_log = true, .y_log = true,
    .points = example_cands, .n_points = GS_ARRAY_SIZE(example_cands),
    .front = example_front,
    .rejected = example_rejected,
    .n_rejected = GS_ARRAY_SIZE(example_rejected),
    .levels = example_levels, .n_levels = GS_ARRAY_SIZE(example_levels),
    .winner = &example_cands[3],    /* a100-80gb x2, spot: the cheapest */
};

static const char *render_pareto(struct gs_svg_pareto *pp)
{
    struct gs_error err = GS_ERROR_INIT;
    FILE *fp = tmpfile();
    size_t n;

    pp->n_front = gs_pareto_front(pp->points, pp->n_points,
                                  (size_t *)pp->front);
    assert_non_null(fp);
    if (gs_svg_write_pareto(fp, pp, &err) != 0) {
        print_error("%s\n", err.msg);
        fail();
    }
    rewind(fp);
    n = fread(svg_buf, 1, SVG_MAX - 1, fp);
    svg_buf[n] = '\0';
    fclose(fp);
    assert_null(xml_check(svg_buf));
    return svg_buf;
}

/* docs/img/name equals what the writer renders now; with
 * GPUSEL_UPDATE_DOCS=1 in the environment, write it instead. */
static void check_example(const char *name, const char *svg)
{
    char path[512];
    FILE *fp;
    size_t n;
    const char *update = getenv("GPUSEL_UPDATE_DOCS");

    snprintf(path, sizeof path, "%s/docs/img/%s", GPUSEL_SOURCE_DIR, name);
    if (update && strcmp(update, "1") == 0) {
        fp = fopen(path, "w");
        assert_non_null(fp);
        assert_int_equal(fputs(svg, fp) >= 0, 1);
        assert_int_equal(fclose(fp), 0);
        return;
    }
    fp = fopen(path, "r");
    if (!fp) {
        print_error("cannot read %s\n", path);
        fail();
    }
    n = fread(svg_buf2, 1, SVG_MAX - 1, fp);
    svg_buf2[n] = '\0';
    fclose(fp);
    if (strcmp(svg_buf2, svg) != 0) {
        print_error("%s differs from the writer's output; regenerate with "
                    "GPUSEL_UPDATE_DOCS=1 ctest -R unit_svg\n", path);
        fail();
    }
}

static void docs_examples_are_current(void **state)
{
    (void)state;
    check_example("roofline-example.svg",
                  render_ok(&example_roofline, NULL));
    check_example("curve-example.svg", render_ok(NULL, &example_curve));
    check_example("pareto-example.svg", render_pareto(&example_pareto));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(xml_checker_catches_what_is_not_well_formed),
        cmocka_unit_test(roofline_is_an_svg_document_with_a_viewbox),
        cmocka_unit_test(
            roofline_draws_roofs_slope_ridges_and_points_where_mapped),
        cmocka_unit_test(roofline_ticks_label_decades_in_tflops),
        cmocka_unit_test(roofline_joins_roofs_of_equal_value),
        cmocka_unit_test(labels_keep_clear_of_each_other_and_the_edge),
        cmocka_unit_test(numbers_have_four_significant_digits),
        cmocka_unit_test(labels_are_escaped),
        cmocka_unit_test(roofline_refuses_what_a_log_axis_cannot_show),
        cmocka_unit_test(pareto_plot_draws_levels_and_marks_the_winner),
        cmocka_unit_test(chart_draws_series_on_linear_axes),
        cmocka_unit_test(chart_maps_log_axes),
        cmocka_unit_test(chart_refuses_nothing_and_non_positive_log_values),
        cmocka_unit_test(output_is_deterministic),
        cmocka_unit_test(a_write_error_is_an_io_error),
        cmocka_unit_test(pareto_front_of_one_point_is_that_point),
        cmocka_unit_test(pareto_front_keeps_duplicates_and_drops_ties_behind),
        cmocka_unit_test(pareto_front_matches_its_definition),
        cmocka_unit_test(pareto_plot_highlights_labels_and_greys),
        cmocka_unit_test(pareto_plot_refuses_a_bad_front),
        cmocka_unit_test(docs_examples_are_current),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
