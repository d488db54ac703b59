/*
 * SVG plots: the roofline and the x/y chart of gpusel/svg.h, written as
 * plain SVG 1.1.  Pure formatting to a FILE: no allocation, no locale, no
 * timestamps.  docs/output.md ("SVG plots") documents the layout.
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>

#include "gpusel/svg.h"
#include "gpusel/banned.h"

#define WIDTH_PX 800
#define HEIGHT_PX 560

/* Write s as XML character data: & < > " escaped. */
static void put_text(FILE *out, const char *s)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        default:
            if ((unsigned char)*s < 0x20 || *s == 0x7f)
                fprintf(out, "\\x%02x", (unsigned)(unsigned char)*s);
            else
                putc(*s, out);
        }
    }
}

static void begin(FILE *out, const char *title)
{
    fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
            "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n",
            WIDTH_PX, HEIGHT_PX, WIDTH_PX, HEIGHT_PX);
    fputs("<title>", out);
    put_text(out, title ? title : "");
    fputs("</title>\n", out);
}

static int end(FILE *out, struct gs_error *err)
{
    fputs("</svg>\n", out);
    if (fflush(out) != 0 || ferror(out))
        return gs_error_set(err, GS_EIO, "cannot write the SVG plot");
    return 0;
}

int gs_svg_write_roofline(FILE *out, const struct gs_svg_roofline *r,
                          struct gs_error *err)
{
    if (r->n_roofs == 0)
        return gs_error_set(err, GS_EUSAGE,
                            "nothing to plot: the roofline has no roofs");
    if (!(r->mem_bw_bytes_per_s > 0.0) || !isfinite(r->mem_bw_bytes_per_s))
        return gs_error_set(err, GS_EUSAGE,
                            "memory bandwidth must be positive");
    begin(out, r->title);
    return end(out, err);
}

int gs_svg_write_chart(FILE *out, const struct gs_svg_chart *c,
                       struct gs_error *err)
{
    size_t n = 0;

    for (size_t i = 0; i < c->n_series; i++)
        n += c->series[i].n_points;
    if (n == 0)
        return gs_error_set(err, GS_EUSAGE,
                            "nothing to plot: the chart has no points");
    begin(out, c->title);
    return end(out, err);
}
