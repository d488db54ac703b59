#ifndef GPUSEL_COMMAND_H
#define GPUSEL_COMMAND_H

#include <stdbool.h>
#include <stdio.h>

#include "gpusel/dataset.h"
#include "gpusel/error.h"
#include "gpusel/opt.h"
#include "gpusel/report.h"

/*
 * The command table and the context every command runs in.  A command is
 * a row in gs_commands[] (src/command.c, sorted by name): its run
 * function, its option table, what data it needs, a synopsis and a
 * one-line summary.  `gpusel help`, --help, the man-page test and the
 * bash completion are generated from the table.
 *
 * Adding a command: docs/CONTRIBUTING.md.
 */

/* What a command needs loaded before it runs (after option parsing). */
enum {
    GS_NEED_GPUS = GS_DATA_GPUS,
    GS_NEED_MODELS = GS_DATA_MODELS,
};

/* Options every command accepts (src/context.c: gs_common_options). */
struct gs_common_args {
    const char *format;           /* --format: a writer name */
    const char *output_path;      /* --output FILE, written atomically */
    struct gs_strlist catalogs;   /* --catalog FILE, repeatable overlays */
    bool csv_raw;                 /* --csv-raw: no formula neutralising */
    const char *table;            /* --table NAME: only this table */
    const char *columns;          /* --columns a,b,c: these columns */
    bool wide;                    /* --wide: every column, unfitted */
    bool no_env;                  /* --no-env-catalog: ignore GPUSEL_CATALOG */
};

struct gs_context {
    struct gs_common_args common;
    const char *env_catalog;      /* GPUSEL_CATALOG as main() read it */
    unsigned needs;               /* GS_NEED_* of the running command */
    bool loaded;
    struct gs_dataset data;
    FILE *out;                    /* stdout */
};

typedef int gs_command_fn(int argc, const char **argv, struct gs_context *ctx,
                          struct gs_error *err);

struct gs_command {
    const char *name;
    gs_command_fn *run;           /* 0 ok, 1 "no" under --check, -1 error */
    const struct gs_option *options; /* the command's own; END-terminated */
    unsigned needs;               /* GS_NEED_* */
    const char *synopsis;         /* "gpusel fit --model <m> [<options>]" */
    const char *summary;          /* one lowercase line */
    const char *description;      /* a paragraph for --help; may be NULL */
};

extern const struct gs_command gs_commands[];
extern const size_t gs_n_commands;
extern const struct gs_option gs_common_options[];

/* Command by exact name; NULL if none. */
const struct gs_command *gs_command_find(const char *name);

/* Print a command's full help (synopsis, summary, options) to fp. */
void gs_command_help(const struct gs_command *cmd, FILE *fp);

/* Print the top-level help (commands, common options, exit codes). */
void gs_main_help(FILE *fp);

void gs_context_init(struct gs_context *ctx);
void gs_context_release(struct gs_context *ctx);

/*
 * Parse a command's arguments: its own options into `args` and the
 * common ones into ctx->common, leaving positionals in argv[1..*argc-1].
 * On --help prints the command's help and returns 1.  Then loads the
 * data the command needs (built-in catalogues, GPUSEL_CATALOG, then each
 * --catalog).  Returns 0, 1, or -1 with *err set.
 */
int gs_context_parse(struct gs_context *ctx, const struct gs_command *cmd,
                     void *args, int *argc, const char **argv,
                     struct gs_error *err);

/* Write a report in the chosen format to stdout or, atomically, to
 * --output, with the common options (--table, --columns, --wide,
 * --csv-raw), gpusel's version and the loaded catalogue files. */
int gs_context_emit(struct gs_context *ctx, const struct gs_report *r,
                    struct gs_error *err);

/*
 * The same for a streamed report (gs_stream): gs_context_stream_begin()
 * opens stdout or --output's temporary file and begins the stream on it;
 * gs_context_stream_end() ends it and commits the file, or on failure
 * (also when called with `failed`) removes it.  o and files must stay
 * alive until the end: they are the caller's.
 */
struct gs_context_stream {
    struct gs_stream s;
    struct gs_output file;
    bool to_file;
    struct gs_write_opts o;
    struct gs_input_file *files;
};

int gs_context_stream_begin(struct gs_context *ctx,
                            struct gs_context_stream *cs,
                            const struct gs_report *r, struct gs_error *err);
int gs_context_stream_end(struct gs_context *ctx,
                          struct gs_context_stream *cs, bool failed,
                          struct gs_error *err);

/* Command entry points, one file each: src/cmd_<name>.c. */
gs_command_fn cmd_compare, cmd_completion, cmd_fit, cmd_help, cmd_list,
    cmd_perf, cmd_show, cmd_train;
extern const struct gs_option gs_compare_options[], gs_completion_options[],
    gs_fit_options[], gs_help_options[], gs_list_options[],
    gs_perf_options[], gs_show_options[], gs_train_options[];

#endif /* GPUSEL_COMMAND_H */
