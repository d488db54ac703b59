/*
 * gpusel help [<command>|workload] [--man]: the top-level help, a
 * command's help, the workload file's schema, or a manual page.  All of
 * it is generated from the command table and docs/workload.md.
 */
#include <string.h>

#include "command.h"
#include "manpage.h"
#include "banned.h"

struct help_args {
    bool man;                   /* --man: the manual page, as roff */
};

#define H struct help_args
const struct gs_option gs_help_options[] = {
    GS_OPT_FLAG(H, "man", man,
                "print the manual page as roff: gpusel(1), or with "
                "'workload' gpusel-workload(5)"),
    GS_OPT_END(),
};
#undef H
GS_COMMAND_ARGS(help, struct help_args, NULL);

/* The help topic that is not a command: the workload file. */
#define WORKLOAD_TOPIC "workload"

int cmd_help(const void *args, int argc, const char **argv,
             struct gs_context *ctx, struct gs_error *err)
{
    const struct help_args *a = args;
    const struct gs_command *cmd = NULL;
    bool workload = argc > 1 && strcmp(argv[1], WORKLOAD_TOPIC) == 0;

    if (argc > 1 && !workload && !(cmd = gs_command_find(argv[1])))
        return gs_error_set(err, GS_EUSAGE,
                            "'%s' is not a gpusel command; try 'gpusel help'",
                            argv[1]);
    if (a->man) {
        if (cmd)
            return gs_error_set(err, GS_EUSAGE, "--man prints gpusel(1), "
                                "every command in one page, or with "
                                "'workload' gpusel-workload(5)");
        if (workload)
            gs_man_workload(ctx->out);
        else
            gs_man_page(ctx->out);
    } else if (workload) {
        gs_help_workload(ctx->out);
    } else if (cmd) {
        gs_command_help(cmd, ctx->out);
    } else {
        gs_main_help(ctx->out);
    }
    return 0;
}
