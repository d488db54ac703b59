/*
 * gpusel help [<command>]
 */
#include "command.h"
#include "banned.h"

struct help_args {
    int unused;
};

const struct gs_option gs_help_options[] = {
    GS_OPT_END(),
};

int cmd_help(int argc, const char **argv, struct gs_context *ctx,
             struct gs_error *err)
{
    struct help_args args = { 0 };
    const struct gs_command *cmd;
    int rc = gs_context_parse(ctx, gs_command_find("help"), &args, &argc,
                              argv, err);

    if (rc != 0)
        return rc < 0 ? -1 : 0;
    if (argc < 2) {
        gs_main_help(ctx->out);
        return 0;
    }
    if (argc > 2)
        return gs_error_set(err, GS_EUSAGE, "help takes one command name");
    cmd = gs_command_find(argv[1]);
    if (!cmd)
        return gs_error_set(err, GS_EUSAGE,
                            "'%s' is not a gpusel command; try 'gpusel help'",
                            argv[1]);
    gs_command_help(cmd, ctx->out);
    return 0;
}
