#ifndef GPUSEL_COMMAND_H
#define GPUSEL_COMMAND_H

#include <stdbool.h>
#include <stdio.h>

#include "dataset.h"
#include "error.h"
#include "candidate.h"
#include "cost_question.h"
#include "market.h"
#include "opt.h"
#include "price_load.h"
#include "report.h"

/*
 * The command table and the context every command runs in.  A command is
 * one row of commands.def (sorted by name): its run function, option
 * table, argument struct, what data it needs, its arity, synopsis,
 * summary, description and examples.  main() dispatches through it as
 * git's run_builtin() does (gs_command_run: parse, check, load, run), and
 * the declarations below, `gpusel help`, --help, the man page and the
 * shell completions are generated from it.
 *
 * Adding a command: docs/CONTRIBUTING.md.
 */

/* What a command needs loaded before it runs (after option parsing). */
enum {
    GS_NEED_GPUS = GS_DATA_GPUS,
    GS_NEED_MODELS = GS_DATA_MODELS,
    /*
     * The command reads prices: it accepts gs_price_options (--prices,
     * --today, ...), which are checked when it parses; the prices
     * themselves load when it calls gs_context_prices(), so a command
     * that needs them in one mode only (list prices, not list gpus)
     * parses nothing for the others.
     */
    GS_NEED_PRICES = 1 << 8,
};

/* Default of --stale-after: a price older than this is flagged stale
 * (docs/prices.md, docs/methodology.md). */
#define GS_PRICE_STALE_AFTER_DAYS 180
/* Bound of --stale-after and --max-age: 100 years of days. */
#define GS_PRICE_MAX_AGE_DAYS 36525

/* Options of every GS_NEED_PRICES command (context.c: gs_price_options). */
struct gs_price_args {
    struct gs_strlist prices;     /* --prices FILE|DIR, repeatable */
    bool no_env_prices;           /* --no-env-prices: ignore GPUSEL_PRICES */
    const char *today;            /* --today DATE; NULL: the system date */
    int64_t stale_after_days;     /* --stale-after DAYS */
    const char *prices_as_of;     /* --prices-as-of DATE; NULL: newest */
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
    struct gs_common_args global; /* the common options given before the
                                   * command word (main()'s), for
                                   * "reproduce" lines */
    int raw_argc;                 /* the running command's words as typed */
    const char **raw_argv;        /* (raw_argv[0] is its name), for
                                   * "reproduce" lines */
    const char *env_catalog;      /* GPUSEL_CATALOG as main() read it */
    unsigned needs;               /* GS_NEED_* of the running command */
    bool loaded;
    struct gs_dataset data;
    FILE *out;                    /* stdout */
    /* prices (GS_NEED_PRICES): the dates are settled when options are
     * parsed, the rows loaded by gs_context_prices() */
    struct gs_price_args price;
    int32_t today_days;           /* --today, else the system date (UTC),
                                   * read once, here; engines get it as an
                                   * input */
    int32_t clock_days;           /* the system date (UTC), whatever
                                   * --today says: no quote is later */
    int32_t stale_after_days;     /* --stale-after */
    int32_t as_of_pin_days;       /* --prices-as-of, else GS_PRICE_NO_PIN */
    struct gs_date today, as_of_pin; /* the same as dates, with text */
    char today_text[11], as_of_pin_text[11];
    bool prices_loaded;
    size_t n_builtin_price_files; /* prices.files[0..n): the built-in ones */
    size_t n_feed_files_dated;    /* SkyPilot files whose rows were dated */
    struct gs_price_set prices;
    struct gs_market market;      /* the prices' standing rows and quotes,
                                   * at the pin; built by
                                   * gs_context_prices() */
    struct gs_plan_prices plan_prices; /* the market, the API rows and the
                                   * dates, as plan/ prices from them */
    /* the whole command line as main() got it (a copy of the pointers),
     * so an output that names one of the run's inputs is refused */
    const char **argv;
    int argc;
    /* the files this run writes, each finished and waiting for
     * gs_context_outputs_commit() (main(), once the command succeeded) */
    struct gs_output *outputs[GS_OUTPUT_MAX_PENDING];
    size_t n_outputs;
};

/*
 * A command's run function.  main() has parsed its options into `args`
 * (the command's own argument struct, gs_<name>_args: zeroed, then its
 * defaults, then the options), checked the positional count against the
 * row's arity and loaded what the row needs; argv[1..argc-1] are the
 * positional arguments (argv[0] is the command name).  The words as
 * typed are ctx->raw_argv.  Returns 0, 1 for "no" under --check, or -1
 * with *err set.
 */
typedef int gs_command_fn(const void *args, int argc, const char **argv,
                          struct gs_context *ctx, struct gs_error *err);

/* A command's argument struct, as the table sees it: its size and the
 * function that sets its defaults (NULL: all zero).  Defined in
 * cmd/<name>.c with GS_COMMAND_ARGS. */
struct gs_command_args {
    size_t size;
    void (*init)(void *args);
};

#define GS_COMMAND_ARGS(name, type, init_fn) \
    const struct gs_command_args gs_##name##_args = { sizeof(type), init_fn }

/* No upper bound on the positional arguments. */
#define GS_ARGS_ANY (-1)
/* Most GPUs 'gpusel compare' takes (its columns). */
#define GS_COMPARE_MAX_GPUS 8

/* The examples of a row of commands.def: pairs of what it shows and the
 * command line, NULL-terminated. */
#define GS_EXAMPLES(...) ((const char *const[]){ __VA_ARGS__, NULL })

struct gs_command {
    const char *name;
    gs_command_fn *run;           /* 0 ok, 1 "no" under --check, -1 error */
    const struct gs_option *options; /* the command's own; END-terminated */
    const struct gs_command_args *args; /* its argument struct */
    unsigned needs;               /* GS_NEED_* */
    int min_args, max_args;       /* positional arguments (GS_ARGS_ANY) */
    const char *operands;         /* what completes a positional: words,
                                   * @gpus @models @files @commands @topics */
    const char *synopsis;         /* "gpusel fit --model <m> [<options>]" */
    const char *summary;          /* one lowercase line */
    const char *description;      /* a paragraph for --help; may be NULL */
    const char *missing;          /* error for too few arguments, or NULL */
    const char *const *examples;  /* what, command line, ...; NULL-ended */
};

/* The declarations each row implies (commands.def). */
#define GS_COMMAND(name, ...) \
    gs_command_fn cmd_##name; \
    extern const struct gs_option gs_##name##_options[]; \
    extern const struct gs_command_args gs_##name##_args;
#include "commands.def"
#undef GS_COMMAND

/* The table, generated from commands.def (command.c), sorted by name. */
extern const struct gs_command gs_commands[];
extern const size_t gs_n_commands;
extern const struct gs_option gs_common_options[];
extern const struct gs_option gs_price_options[];

/*
 * Load the prices (once): the built-in data/prices/prices.yaml and
 * api-prices.yaml, then each path of GPUSEL_PRICES (':'-separated;
 * unless --no-env-prices), then each --prices, into ctx->prices.  GPU
 * names resolve through the loaded catalogue (a GS_NEED_GPUS command).  SkyPilot rows, which carry no
 * date, get --prices-as-of if given, else their file's modification day
 * (as_of_note says which).  Returns 0, or -1 with *err set (GS_EIO for
 * an unreadable path, GS_ESCHEMA/GS_ESYNTAX for a bad file).
 */
int gs_context_prices(struct gs_context *ctx, struct gs_error *err);

/* Record in r the inputs every priced answer states: today,
 * stale_after_days and prices_as_of (null without a pin). */
void gs_context_price_inputs(const struct gs_context *ctx,
                             struct gs_report *r);

/* Add to r the notes about the loaded price files that are not built in:
 * per file, records read, used and skipped by reason, unmapped names. */
void gs_context_price_notes(const struct gs_context *ctx,
                            struct gs_report *r);

/* Command by exact name; NULL if none. */
const struct gs_command *gs_command_find(const char *name);

/* Print a command's full help (synopsis, summary, options) to fp. */
void gs_command_help(const struct gs_command *cmd, FILE *fp);

/* Print "gpusel <version>" (--version and 'gpusel version'). */
void gs_print_version(FILE *fp);

/* Print the top-level help (commands, common options, exit codes). */
void gs_main_help(FILE *fp);

void gs_context_init(struct gs_context *ctx);
void gs_context_release(struct gs_context *ctx);

/*
 * Run a command as main() does (git's run_builtin): make its argument
 * struct (zeroed, then gs_<name>_args' defaults), parse argv[1..argc-1]
 * into it and ctx->common (and ctx->price for a GS_NEED_PRICES command),
 * print the command's help on --help, check the positional count against
 * the row's arity, settle the price dates and load the data the row
 * needs, then call its run function.  argv[0] is the command name; argv
 * itself is left as it was (ctx->raw_argv points at it during the run).
 * Returns the run function's status (0, or 1 under --check), 0 after
 * --help, or -1 with *err set.
 */
int gs_command_run(const struct gs_command *cmd, int argc, const char **argv,
                   struct gs_context *ctx, struct gs_error *err);

/*
 * Load the data `needs` names (GS_NEED_GPUS, GS_NEED_MODELS), once: the
 * built-in catalogues, GPUSEL_CATALOG (unless --no-env-catalog), then
 * each --catalog.  gs_command_run() calls it for the row's needs; a
 * command that needs the catalogue in one mode only calls it itself.
 */
int gs_context_load(struct gs_context *ctx, unsigned needs,
                    struct gs_error *err);

/*
 * gs_command_run()'s parse step: the command's options into `args`, the
 * common ones into ctx->common, the price options into ctx->price;
 * positionals are compacted into argv[1..*argc-1].  On --help prints the
 * command's help and returns 1.  Settles --today, --stale-after and
 * --prices-as-of for a GS_NEED_PRICES command.  Returns 0, 1, or -1 with
 * *err set.  Commands do not call it: the table's dispatcher does.
 */
int gs_context_parse_options(struct gs_context *ctx,
                             const struct gs_command *cmd, void *args,
                             int *argc, const char **argv,
                             struct gs_error *err);

/* The option sets a command parses, in order: its own, the common ones,
 * and the price options if it needs prices.  Returns how many (2 or 3);
 * the bases are NULL (for help, man page and completion). */
size_t gs_command_optsets(const struct gs_command *cmd,
                          struct gs_optset sets[3]);

/*
 * An output file of this run: gs_context_output_open() opens its
 * temporary file (gs_output_open) into *out, refusing (usage, exit 2) a
 * path another output of the run already names (`--plot` equal to
 * `--output`) or a file the run reads (one of its arguments, or a
 * catalogue file: `diff b.json b.json --output b.json`).
 * gs_context_output_done() finishes it; the rename over the destination
 * waits for gs_context_outputs_commit(), which main() calls when the
 * command succeeded (exit 0 or 1), so every output of a run lands or
 * none does; gs_context_outputs_abort() removes them all.  Each returns 0
 * or -1 with err set (and on failure removes that output).
 */
int gs_context_output_open(struct gs_context *ctx, const char *path,
                           struct gs_output **out, struct gs_error *err);
int gs_context_output_done(struct gs_context *ctx, struct gs_output *o,
                           struct gs_error *err);
void gs_context_output_abort(struct gs_context *ctx, struct gs_output *o);
int gs_context_outputs_commit(struct gs_context *ctx, struct gs_error *err);
void gs_context_outputs_abort(struct gs_context *ctx);

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
    struct gs_output *file;
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

#endif /* GPUSEL_COMMAND_H */
