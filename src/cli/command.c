/*
 * The command table, generated from commands.def; the dispatcher every
 * command runs through (gs_command_run: make the argument struct, parse,
 * check the arity, load what the row needs, run), as git's run_builtin();
 * lookup; and the help rendered from the tables.
 */
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "banned.h"

/* One row per line of commands.def, in its order (sorted by name;
 * tests/unit/test_command.c checks order and uniqueness). */
#define GS_COMMAND(name_, needs_, min_, max_, operands_, synopsis_, \
                   summary_, description_, missing_, examples_) \
    { .name = #name_, .run = cmd_##name_, .options = gs_##name_##_options, \
      .args = &gs_##name_##_args, .needs = (needs_), .min_args = (min_), \
      .max_args = (max_), .operands = (operands_), .synopsis = (synopsis_), \
      .summary = (summary_), .description = (description_), \
      .missing = (missing_), .examples = (examples_) },
const struct gs_command gs_commands[] = {
#include "commands.def"
};
#undef GS_COMMAND

const size_t gs_n_commands = sizeof(gs_commands) / sizeof(gs_commands[0]);

const struct gs_command *gs_command_find(const char *name)
{
    size_t i;

    for (i = 0; i < gs_n_commands; i++)
        if (strcmp(gs_commands[i].name, name) == 0)
            return &gs_commands[i];
    return NULL;
}

/* Wrap text to 76 columns with a 2-space indent. */
static void print_wrapped(FILE *fp, const char *text)
{
    const char *p = text;
    size_t col = 0;

    fputs("  ", fp);
    while (*p) {
        const char *sp = strchr(p, ' ');
        size_t len = sp ? (size_t)(sp - p) : strlen(p);

        if (col > 0 && col + 1 + len > 74) {
            fputs("\n  ", fp);
            col = 0;
        } else if (col > 0) {
            fputc(' ', fp);
            col++;
        }
        fwrite(p, 1, len, fp);
        col += len;
        p += len;
        while (*p == ' ')
            p++;
    }
    fputc('\n', fp);
}

size_t gs_command_optsets(const struct gs_command *cmd,
                          struct gs_optset sets[3])
{
    sets[0] = (struct gs_optset){ cmd->options, NULL };
    sets[1] = (struct gs_optset){ gs_common_options, NULL };
    sets[2] = (struct gs_optset){ gs_price_options, NULL };
    return (cmd->needs & GS_NEED_PRICES) ? 3 : 2;
}

/* True if the command takes --<name> (its own options only). */
static bool has_own_option(const struct gs_command *cmd, const char *name)
{
    const struct gs_option *o;

    for (o = cmd->options; o->kind != GS_OPT_KIND_END; o++)
        if (strcmp(o->name, name) == 0)
            return true;
    return false;
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);

    return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* The positional count against the row's arity; argv[0] is the name. */
static int check_arity(const struct gs_command *cmd, int argc,
                       const char **argv, struct gs_error *err)
{
    int n = argc - 1;
    const char *extra, *meant = NULL;

    if (n < cmd->min_args)
        return cmd->missing
            ? gs_error_set(err, GS_EUSAGE, "%s", cmd->missing)
            : gs_error_set(err, GS_EUSAGE, "usage: %s", cmd->synopsis);
    if (cmd->max_args == GS_ARGS_ANY || n <= cmd->max_args)
        return 0;
    extra = argv[cmd->max_args + 1];
    /* the option it was probably meant for: a newcomer's "gpusel rank
     * workload.yaml"; a config.json goes after --model */
    if ((ends_with(extra, ".yaml") || ends_with(extra, ".yml")) &&
        has_own_option(cmd, "workload"))
        meant = "workload";
    else if (ends_with(extra, ".json") && has_own_option(cmd, "model"))
        meant = "model";
    if (meant)
        return gs_error_set(err, GS_EUSAGE, "unexpected argument '%s'; a "
                            "%s is given with --%s: gpusel %s --%s %s", extra,
                            strcmp(meant, "workload") == 0 ? "workload file"
                                                           : "model config",
                            meant, cmd->name, meant, extra);
    if (cmd->max_args == 0)
        return gs_error_set(err, GS_EUSAGE, "unexpected argument '%s'",
                            extra);
    return gs_error_set(err, GS_EUSAGE, "unexpected argument '%s': "
                        "'gpusel %s' takes at most %d", extra, cmd->name,
                        cmd->max_args);
}

int gs_command_run(const struct gs_command *cmd, int argc, const char **argv,
                   struct gs_context *ctx, struct gs_error *err)
{
    const char **av = NULL;
    void *args = NULL;
    int ac = argc, rc = -1, saved_argc = ctx->raw_argc;
    const char **saved_argv = ctx->raw_argv;

    /* the parser compacts its argv: it gets a copy, the run the words */
    av = calloc((size_t)argc + 1, sizeof(*av));
    args = calloc(1, cmd->args->size ? cmd->args->size : 1);
    if (!av || !args) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    memcpy(av, argv, (size_t)argc * sizeof(*av));
    if (!saved_argv)
        ctx->global = ctx->common;  /* before the command word only */
    if (cmd->args->init)
        cmd->args->init(args);
    rc = gs_context_parse_options(ctx, cmd, args, &ac, av, err);
    if (rc != 0) {
        rc = rc < 0 ? -1 : 0;
        goto out;
    }
    rc = -1;
    if (check_arity(cmd, ac, av, err) < 0 ||
        gs_context_load(ctx, cmd->needs, err) < 0)
        goto out;
    ctx->raw_argc = argc;
    ctx->raw_argv = argv;
    rc = cmd->run(args, ac, av, ctx, err);
    ctx->raw_argc = saved_argc;
    ctx->raw_argv = saved_argv;
out:
    free(av);
    free(args);
    return rc;
}

void gs_command_help(const struct gs_command *cmd, FILE *fp)
{
    struct gs_optset sets[3];
    size_t n_sets = gs_command_optsets(cmd, sets);

    fprintf(fp, "usage: %s\n\n", cmd->synopsis);
    print_wrapped(fp, cmd->summary);
    if (cmd->description) {
        fputc('\n', fp);
        print_wrapped(fp, cmd->description);
    }
    fputs("\noptions:\n", fp);
    gs_options_help(sets, n_sets, fp);
}

void gs_print_version(FILE *fp)
{
    fprintf(fp, "gpusel %s\n", GPUSEL_VERSION);
}

void gs_main_help(FILE *fp)
{
    size_t i;
    struct gs_optset sets[1] = { { gs_common_options, NULL } };

    fputs("usage: gpusel [--version] [--help] <command> [<options>]\n\n"
          "  Which GPU (type, count) holds and serves a workload, and why.\n\n"
          "commands:\n", fp);
    for (i = 0; i < gs_n_commands; i++)
        fprintf(fp, "    %-12s  %s\n", gs_commands[i].name,
                gs_commands[i].summary);
    fputs("\noptions accepted by every command:\n", fp);
    gs_options_help(sets, 1, fp);
    fputs("\nexit status: 0 answered (including \"does not fit\"), 1 a "
          "--check failed,\n2 usage error, 3 bad data or unknown name, 4 I/O "
          "error, 5 internal error.\n\n"
          "'gpusel help <command>' shows a command's options, 'gpusel help "
          "workload'\nthe workload file's keys, 'gpusel help --man' the "
          "manual page.\n", fp);
}
