/*
 * The error type: record the first error, print it GNU-style, map it to
 * an exit status.  Nothing here allocates.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gpusel/error.h"
#include "gpusel/banned.h"

static int set_va(struct gs_error *err, enum gs_errc code, const char *path,
                  unsigned line, unsigned col, const char *fmt, va_list ap)
{
    if (!err || err->code != GS_OK)
        return -1;              /* the first error wins */
    err->code = code;
    err->line = line;
    err->col = col;
    snprintf(err->path, sizeof(err->path), "%s", path ? path : "");
    vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
    return -1;
}

int gs_error_set(struct gs_error *err, enum gs_errc code, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    set_va(err, code, NULL, 0, 0, fmt, ap);
    va_end(ap);
    return -1;
}

int gs_error_set_at(struct gs_error *err, enum gs_errc code, const char *path,
                    unsigned line, unsigned col, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    set_va(err, code, path, line, col, fmt, ap);
    va_end(ap);
    return -1;
}

void gs_error_print(const struct gs_error *err, FILE *fp)
{
    if (!err || err->code == GS_OK)
        return;
    fputs("gpusel: ", fp);
    if (err->path[0]) {
        fputs(err->path, fp);
        if (err->line) {
            fprintf(fp, ":%u", err->line);
            if (err->col)
                fprintf(fp, ":%u", err->col);
        }
        fputs(": ", fp);
    }
    fprintf(fp, "error: %s\n", err->msg);
}

int gs_error_exit_status(const struct gs_error *err)
{
    if (!err)
        return GS_EXIT_OK;
    switch (err->code) {
    case GS_OK:
        return GS_EXIT_OK;
    case GS_EUSAGE:
        return GS_EXIT_USAGE;
    case GS_ESYNTAX:
    case GS_ESCHEMA:
    case GS_ENOTFOUND:
    case GS_EDOMAIN:
        return GS_EXIT_DATA;
    case GS_EIO:
        return GS_EXIT_IO;
    case GS_ENOMEM:
    case GS_EINTERNAL:
        return GS_EXIT_INTERNAL;
    }
    return GS_EXIT_INTERNAL;
}

void gs_error_clear(struct gs_error *err)
{
    memset(err, 0, sizeof(*err));
}
