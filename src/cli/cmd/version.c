/*
 * gpusel version: the version, as 'gpusel --version' prints it.
 */
#include <stdio.h>

#include "command.h"
#include "banned.h"

struct version_args {
    int unused;
};

const struct gs_option gs_version_options[] = {
    GS_OPT_END(),
};
GS_COMMAND_ARGS(version, struct version_args, NULL);

int cmd_version(const void *args, int argc, const char **argv,
                struct gs_context *ctx, struct gs_error *err)
{
    (void)args;
    (void)argc;
    (void)argv;
    (void)err;
    gs_print_version(ctx->out);
    return 0;
}
