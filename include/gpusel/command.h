#ifndef GPUSEL_COMMAND_H
#define GPUSEL_COMMAND_H

#include <stdbool.h>
#include <stdio.h>

#include "gpusel/dataset.h"
#include "gpusel/error.h"
#include "gpusel/opt.h"
#include "gpusel/price_load.h"
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
    int32_t stale_after_days;     /* --stale-after */
    int32_t as_of_pin_days;       /* --prices-as-of, else GS_PRICE_NO_PIN */
    struct gs_date today, as_of_pin; /* the same as dates, with text */
    char today_text[11], as_of_pin_text[11];
    bool prices_loaded;
    size_t n_builtin_price_files; /* prices.files[0..n): the built-in ones */
    size_t n_feed_files_dated;    /* SkyPilot files whose rows were dated */
    struct gs_price_set prices;
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

/* Add to r the notes about the loaded price files that are not built in:
 * per file, records read, used and skipped by reason, unmapped names. */
void gs_context_price_notes(const struct gs_context *ctx,
                            struct gs_report *r);

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

/*
 * A positional argument cmd does not take: GS_EUSAGE "unexpected
 * argument 'ARG'", with the option it was probably meant for when cmd has
 * it: a .yaml/.yml file goes after --workload, a config.json after
 * --model (a newcomer's `gpusel rank examples/workload-chat.yaml`).
 * Returns -1.
 */
int gs_context_unexpected(const struct gs_command *cmd, const char *arg,
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
gs_command_fn cmd_compare;
gs_command_fn cmd_completion;
gs_command_fn cmd_cost;
gs_command_fn cmd_diff;
gs_command_fn cmd_fit;
gs_command_fn cmd_help;
gs_command_fn cmd_list;
gs_command_fn cmd_normalize;
gs_command_fn cmd_perf;
gs_command_fn cmd_rank;
gs_command_fn cmd_show;
gs_command_fn cmd_sweep;
gs_command_fn cmd_train;
gs_command_fn cmd_util;
extern const struct gs_option gs_compare_options[];
extern const struct gs_option gs_completion_options[];
extern const struct gs_option gs_cost_options[];
extern const struct gs_option gs_diff_options[];
extern const struct gs_option gs_fit_options[];
extern const struct gs_option gs_help_options[];
extern const struct gs_option gs_list_options[];
extern const struct gs_option gs_normalize_options[];
extern const struct gs_option gs_perf_options[];
extern const struct gs_option gs_rank_options[];
extern const struct gs_option gs_show_options[];
extern const struct gs_option gs_sweep_options[];
extern const struct gs_option gs_train_options[];
extern const struct gs_option gs_util_options[];

#endif /* GPUSEL_COMMAND_H */
