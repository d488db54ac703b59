/*
 * The option parser over a command line made from the input: one
 * argument per line ('\n'), the first naming the command (any other
 * first line picks one by its first byte).  Runs main()'s global parse,
 * then the command's parse into its argument struct as gs_command_run()
 * does (gs_context_parse_options) and gs_context_load(), which loads the
 * built-in catalogue and any --catalog overlay named.
 *
 * An input with a '/' or an argument naming an existing file other than
 * a folder is skipped, so an overlay or price path can name only
 * nothing or a folder (read fails): the fuzzer cannot make it read
 * /dev/stdin or a FIFO and block, and parsing writes nothing.  (The
 * target does not chdir to a scratch folder: libFuzzer reads its corpus
 * by the relative paths it was given.)
 */
#define _POSIX_C_SOURCE 200809L /* stat */
#include <stdalign.h>
#include <stdio.h>
#include <sys/stat.h>

#include "fuzz_common.h"

#include "command.h"
#include "banned.h"

#define MAX_ARGS 64
#define ARGS_BYTES 16384

static alignas(max_align_t) unsigned char args_buf[ARGS_BYTES];
static FILE *devnull;

/* The largest command args struct the tables describe must fit. */
static void setup(void)
{
    size_t c;

    devnull = fopen("/dev/null", "w");
    if (!devnull)
        abort();
    for (c = 0; c < gs_n_commands; c++) {
        const struct gs_option *o;

        for (o = gs_commands[c].options; o->kind != GS_OPT_KIND_END; o++)
            if (o->offset + sizeof(struct gs_strlist) > ARGS_BYTES)
                abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int ready;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_context ctx;
    const struct gs_command *cmd;
    const char *argv[MAX_ARGS + 2];
    struct gs_optset sets[1];
    char *text, *p;
    int argc = 1, rc;

    if (!ready) {
        setup();
        ready = 1;
    }
    if (size < 1 || memchr(data, '/', size))
        return 0;
    text = gs_fuzz_cstr(data, size);
    argv[0] = "gpusel";
    for (p = text; argc <= MAX_ARGS; ) {
        char *nl = strchr(p, '\n');
        struct stat st;

        if (nl)
            *nl = '\0';
        if (stat(p, &st) == 0 && !S_ISDIR(st.st_mode)) {
            free(text);
            return 0;
        }
        argv[argc++] = p;
        if (!nl)
            break;
        p = nl + 1;
    }
    argv[argc] = NULL;

    gs_context_init(&ctx);
    ctx.out = devnull;
    sets[0] = (struct gs_optset){ gs_common_options, &ctx.common };
    rc = gs_parse_options(&argc, argv, sets, 1, true, &err);
    gs_fuzz_check_error(rc < 0 ? -1 : 0, &err);
    if (rc == 0 && argc >= 2) {
        cmd = gs_command_find(argv[1]);
        if (!cmd)
            cmd = &gs_commands[(unsigned char)text[0] % gs_n_commands];
        argc--;
        memset(args_buf, 0, sizeof(args_buf));
        if (cmd->args->size > sizeof(args_buf))
            abort();              /* args_buf must hold every command's */
        if (cmd->args->init)
            cmd->args->init(args_buf);
        rc = gs_context_parse_options(&ctx, cmd, args_buf, &argc, argv + 1,
                                      &err);
        if (rc == 0)
            rc = gs_context_load(&ctx, cmd->needs, &err);
        if (rc != 1)
            gs_fuzz_check_error(rc, &err);
        if (argc < 1 || argc > MAX_ARGS + 1)
            abort();
    }
    gs_context_release(&ctx);
    free(text);
    return 0;
}
