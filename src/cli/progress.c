/*
 * Progress lines on stderr (src/cli/progress.h): "\r" redraws of
 * one line, erased with blanks at the end; nothing when stderr is not a
 * terminal or the work ends within GS_PROGRESS_DELAY_S.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, fileno, isatty */

#include <time.h>
#include <unistd.h>

#include "progress.h"
#include "banned.h"

static double monotonic_s(void)
{
    struct timespec ts;

    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
        return 0.0;
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void gs_progress_init(struct gs_progress *p, FILE *out, bool enabled,
                      gs_clock_fn *now_s, const char *what,
                      const char *unit, size_t total)
{
    p->out = enabled ? out : NULL;
    p->now_s = now_s;
    p->what = what;
    p->unit = unit;
    p->total = total;
    p->start_s = enabled ? now_s() : 0.0;
    p->last_s = -1.0;
    p->width = 0;
}

void gs_progress_start(struct gs_progress *p, const char *what,
                       const char *unit, size_t total)
{
    gs_progress_init(p, stderr, isatty(fileno(stderr)) == 1, monotonic_s,
                     what, unit, total);
}

void gs_progress_step(struct gs_progress *p, size_t done)
{
    double t;
    int n;

    if (!p->out)
        return;
    t = p->now_s();
    if (t - p->start_s < GS_PROGRESS_DELAY_S ||
        (p->last_s >= 0.0 && t - p->last_s < GS_PROGRESS_REDRAW_S))
        return;
    p->last_s = t;
    n = fprintf(p->out, "\rgpusel: %s: %zu of %zu %s (%.0f s)", p->what,
                done, p->total, p->unit, t - p->start_s);
    if (n > 0 && (size_t)n > p->width)
        p->width = (size_t)n;
    fflush(p->out);
}

void gs_progress_end(struct gs_progress *p)
{
    if (p->out && p->width > 1) {
        /* blanks over the line ("\r" counted once) and back */
        fprintf(p->out, "\r%*s\r", (int)(p->width - 1), "");
        fflush(p->out);
    }
    p->out = NULL;
}
