/*
 * gpusel: main() parses the global options, finds the command, runs it,
 * and is the only place that prints errors and chooses the exit status
 * (docs/exit-codes.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "banned.h"

struct main_args {
    bool version;
};

#define M struct main_args
static const struct gs_option main_options[] = {
    GS_OPT_FLAG(M, "version", version, "print the version and exit"),
    GS_OPT_END(),
};
#undef M

int main(int argc, char **argv)
{
    struct gs_error err = GS_ERROR_INIT;
    struct gs_context ctx;
    struct main_args margs = { 0 };
    const char **args = (const char **)argv;
    const struct gs_command *cmd;
    struct gs_optset sets[2];
    int status = 0, rc;

    gs_context_init(&ctx);
    ctx.env_catalog = getenv("GPUSEL_CATALOG");
    /* the whole command line, before the parsers compact it: an output
     * that names one of its files is refused */
    if (!(ctx.argv = malloc(((size_t)argc + 1) * sizeof(*ctx.argv)))) {
        gs_error_set(&err, GS_ENOMEM, "out of memory");
        goto out;
    }
    memcpy(ctx.argv, argv, (size_t)argc * sizeof(*ctx.argv));
    ctx.argc = argc;
    sets[0] = (struct gs_optset){ main_options, &margs };
    sets[1] = (struct gs_optset){ gs_common_options, &ctx.common };
    rc = gs_parse_options(&argc, args, sets, 2, true, &err);
    if (rc < 0)
        goto out;
    if (rc == 1) {
        gs_main_help(stdout);
        goto out;
    }
    if (margs.version) {
        gs_print_version(stdout);
        goto out;
    }
    if (argc < 2) {
        gs_main_help(stderr);
        gs_error_set(&err, GS_EUSAGE, "no command given; try 'gpusel help'");
        goto out;
    }
    cmd = gs_command_find(args[1]);
    if (!cmd) {
        gs_error_set(&err, GS_EUSAGE,
                     "'%s' is not a gpusel command; try 'gpusel help'",
                     args[1]);
        goto out;
    }
    status = gs_command_run(cmd, argc - 1, args + 1, &ctx, &err);
out:
    /* A report cut short by a full disk must not exit 0. */
    if ((fflush(stdout) != 0 || ferror(stdout)) && err.code == GS_OK)
        gs_error_set(&err, GS_EIO, "cannot write to standard output");
    /* every output file of the run, or none (docs/output.md) */
    if (err.code == GS_OK && status >= 0)
        gs_context_outputs_commit(&ctx, &err);
    gs_context_release(&ctx);
    free(ctx.argv);
    if (err.code != GS_OK) {
        gs_error_print(&err, stderr);
        return gs_error_exit_status(&err);
    }
    return status < 0 ? GS_EXIT_INTERNAL : status;
}
