/*
 * `gpusel rank --plot FILE.svg` (gpusel/rank_record.h): cost per
 * accepted output against latency or time to finish, the Pareto front
 * highlighted (gs_pareto_front, gs_svg_write_pareto), written
 * atomically.  docs/decision-record.md says how to read it.
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "rank_record.h"
#include "report.h"
#include "svg.h"
#include "banned.h"

/* Room for the plot's title. */
#define TITLE_BUF 200

/* The plot's x value of c: p99 TTFT for realtime, else hours. */
static double plot_x(const struct gs_rank_result *r,
                     const struct gs_rank_candidate *c)
{
    return r->kind == GS_WKIND_REALTIME ? c->ttft_p99_s : c->hours_to_finish;
}

static bool plottable(const struct gs_rank_result *r,
                      const struct gs_rank_candidate *c)
{
    return isfinite(plot_x(r, c)) && isfinite(c->cost_per_output);
}

/* Log scale when every value is positive and they span the ratio. */
static bool log_axis(const struct gs_svg_point *a, size_t n_a,
                     const struct gs_svg_point *b, size_t n_b, bool y)
{
    double lo = INFINITY, hi = 0.0;

    for (size_t i = 0; i < n_a + n_b; i++) {
        const struct gs_svg_point *p = i < n_a ? &a[i] : &b[i - n_a];
        double v = y ? p->y : p->x;

        if (!(v > 0.0))
            return false;
        lo = fmin(lo, v);
        hi = fmax(hi, v);
    }
    return n_a + n_b > 0 && hi >= lo * GS_RANK_PLOT_LOG_RATIO;
}

int gs_rank_plot_write(const struct gs_rank_result *r, const char *path,
                       struct gs_error *err)
{
    size_t n_all = r->n_ranked + r->n_rejected;
    struct gs_svg_point *pts = calloc(n_all ? n_all : 1, sizeof(*pts));
    size_t *idx = calloc(r->n_ranked ? r->n_ranked : 1, sizeof(*idx));
    struct gs_svg_point *rej, *lev = NULL;
    const struct gs_svg_point *winner = NULL;
    size_t n_pts = 0, n_rej = 0, n_lev = 0, n_unshown = 0;
    char title[TITLE_BUF], note[TITLE_BUF];
    struct gs_output *o;
    int rc = -1;

    if (!pts || !idx) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    /* every ranked candidate: a point where it has an x, else a level
     * (a horizontal line at its cost: model APIs, measured throughput
     * without a latency); the winner (ranked[0]) marked either way */
    for (size_t i = 0; i < r->n_ranked; i++)
        if (plottable(r, &r->ranked[i])) {
            if (i == 0)
                winner = &pts[n_pts];
            pts[n_pts++] = (struct gs_svg_point){
                r->ranked[i].label, plot_x(r, &r->ranked[i]),
                r->ranked[i].cost_per_output };
        }
    rej = pts + n_pts;
    for (size_t i = 0; i < r->n_rejected; i++)
        if (plottable(r, &r->rejected[i]))
            rej[n_rej++] = (struct gs_svg_point){
                r->rejected[i].label, plot_x(r, &r->rejected[i]),
                r->rejected[i].cost_per_output };
    lev = rej + n_rej;
    for (size_t i = 0; i < r->n_ranked; i++)
        if (!plottable(r, &r->ranked[i]) &&
            isfinite(r->ranked[i].cost_per_output) &&
            r->ranked[i].cost_per_output > 0.0) {
            if (i == 0)
                winner = &lev[n_lev];
            lev[n_lev++] = (struct gs_svg_point){
                r->ranked[i].label, NAN, r->ranked[i].cost_per_output };
        }
    for (size_t i = 0; i < r->n_rejected; i++) {
        const struct gs_rank_candidate *c = &r->rejected[i];

        n_unshown += isfinite(c->cost_per_output) && !plottable(r, c);
    }
    if (n_unshown)
        snprintf(note, sizeof(note), "not shown: %zu rejected candidate%s "
                 "without a %s (model APIs; measured throughput without a "
                 "latency)", n_unshown, n_unshown == 1 ? "" : "s",
                 r->kind == GS_WKIND_REALTIME ? "p99 TTFT" : "time to finish");
    if (n_pts + n_rej + n_lev == 0) {
        gs_error_set(err, GS_EDOMAIN,
                     "--plot: no candidate has a cost to plot");
        goto out;
    }
    snprintf(title, sizeof(title), "gpusel rank: %s",
             r->workload_path ? gs_rank_record_base(r->workload_path)
             : r->model ? r->model->id
             : r->q && r->q->model_name ? r->q->model_name
             : gs_workload_kind_name(r->kind));
    {
        const struct gs_svg_pareto p = {
            .title = title,
            .x_label = r->kind == GS_WKIND_REALTIME
                           ? "p99 time to first token (s)"
                           : "time to finish (hours)",
            .y_label = r->cost_unit,
            .x_log = n_pts + n_rej > 0 &&
                     log_axis(pts, n_pts, rej, n_rej, false),
            .y_log = log_axis(pts, n_pts + n_rej, lev, n_lev, true),
            .points = pts, .n_points = n_pts,
            .front = idx, .n_front = gs_pareto_front(pts, n_pts, idx),
            .rejected = rej, .n_rejected = n_rej,
            .note = n_unshown ? note : NULL,
            .levels = lev, .n_levels = n_lev,
            .winner = winner,
        };

        if (gs_context_output_open(r->ctx, path, &o, err) < 0)
            goto out;
        if (gs_svg_write_pareto(o->fp, &p, err) < 0) {
            gs_context_output_abort(r->ctx, o);
            goto out;
        }
    }
    rc = gs_context_output_done(r->ctx, o, err);
out:
    free(pts);
    free(idx);
    return rc;
}
