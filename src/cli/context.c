/*
 * The command context: common options, loading the data a command
 * needs, and writing its report (to stdout, or atomically to --output).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "command.h"
#include "embedded.h"
#include "units.h"
#include "banned.h"

#define C struct gs_common_args
const struct gs_option gs_common_options[] = {
    GS_OPT_CHOICE(C, "format", format, "<fmt>", "output format",
                  gs_writer_names),
    GS_OPT_STRING(C, "output", output_path, "<file>",
                  "write the report to <file> atomically instead of stdout"),
    GS_OPT_LIST(C, "catalog", catalogs, "<file>",
                "overlay a GPU/model catalogue file (repeatable)"),
    GS_OPT_FLAG(C, "no-env-catalog", no_env,
                "ignore the GPUSEL_CATALOG environment variable"),
    GS_OPT_FLAG(C, "csv-raw", csv_raw,
                "CSV: do not neutralise cells starting with = + - @"),
    GS_OPT_STRING(C, "table", table, "<name>",
                  "write only this table of the report (rows, ...)"),
    GS_OPT_STRING(C, "columns", columns, "<keys>",
                  "show these columns of the main table, by key (a,b,c)"),
    GS_OPT_FLAG(C, "wide", wide,
                "table: every column, not fitted to 120 characters"),
    GS_OPT_END(),
};
#undef C

#define P struct gs_price_args
const struct gs_option gs_price_options[] = {
    GS_OPT_LIST(P, "prices", prices, "<file|dir>",
                "add prices: a price YAML, a rate-sheet CSV, a SkyPilot "
                "vms.csv or <cloud>/vms.csv directory (repeatable)"),
    GS_OPT_FLAG(P, "no-env-prices", no_env_prices,
                "ignore the GPUSEL_PRICES environment variable"),
    GS_OPT_STRING(P, "today", today, "<date>",
                  "judge staleness on this day (YYYY-MM-DD; default: the "
                  "system date)"),
    GS_OPT_INT64(P, "stale-after", stale_after_days, "<days>",
                 "flag prices older than this many days as stale "
                 "(default 180)", 0, GS_PRICE_MAX_AGE_DAYS),
    GS_OPT_STRING(P, "prices-as-of", prices_as_of, "<date>",
                  "use each offer's newest price on or before this day; "
                  "also the date of undated SkyPilot rows"),
    GS_OPT_END(),
};
#undef P

void gs_context_init(struct gs_context *ctx)
{
    memset(ctx, 0, sizeof(*ctx));
    ctx->common.format = "table";
    gs_dataset_init(&ctx->data);
    ctx->out = stdout;
    ctx->price.stale_after_days = GS_PRICE_STALE_AFTER_DAYS;
    ctx->as_of_pin_days = GS_PRICE_NO_PIN;
    gs_price_set_init(&ctx->prices);
}

void gs_context_release(struct gs_context *ctx)
{
    gs_context_outputs_abort(ctx);
    gs_dataset_release(&ctx->data);
    gs_price_set_release(&ctx->prices);
}

/* Is `arg` (an argument, or an option's value after '=') the existing
 * file `st` names? */
static bool names_file(const char *arg, const struct stat *st)
{
    const char *eq = arg[0] == '-' ? strchr(arg, '=') : NULL;
    struct stat a;

    if (eq)
        arg = eq + 1;
    return *arg && stat(arg, &a) == 0 && a.st_dev == st->st_dev &&
           a.st_ino == st->st_ino;
}

/* Refuse an output whose destination is one of the run's inputs. */
static int output_not_input(const struct gs_context *ctx, const char *path,
                            const struct gs_output *o, struct gs_error *err)
{
    struct stat st;
    int i;
    size_t k;

    if (o->direct || stat(o->path, &st) != 0 || !S_ISREG(st.st_mode))
        return 0;
    for (i = 0; i < ctx->argc; i++) {
        const char *arg = ctx->argv[i];

        /* the output option's own value */
        if (path >= arg && path <= arg + strlen(arg))
            continue;
        if (names_file(arg, &st))
            return gs_error_set(err, GS_EUSAGE, "'%s' is also an input "
                                "of this run ('%s'): writing it would "
                                "replace what was read; write to another "
                                "file", path, arg);
    }
    for (k = 0; k < ctx->data.n_files; k++)
        if (names_file(ctx->data.files[k].name, &st))
            return gs_error_set(err, GS_EUSAGE, "'%s' is also an input "
                                "of this run (the catalogue file '%s'); "
                                "write to another file", path,
                                ctx->data.files[k].name);
    return 0;
}

int gs_context_output_open(struct gs_context *ctx, const char *path,
                           struct gs_output **out, struct gs_error *err)
{
    struct gs_output *o;
    size_t i;

    *out = NULL;
    for (i = 0; i < ctx->n_outputs; i++)
        if (gs_output_same_file(ctx->outputs[i], path))
            return gs_error_set(err, GS_EUSAGE, "'%s' and '%s' name the "
                                "same file: one run writes each output "
                                "to its own file", ctx->outputs[i]->path,
                                path);
    if (ctx->n_outputs == GS_OUTPUT_MAX_PENDING)
        return gs_error_set(err, GS_EINTERNAL, "more than %d output files",
                            GS_OUTPUT_MAX_PENDING);
    if (!(o = calloc(1, sizeof(*o))))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (gs_output_open(o, path, err) < 0) {
        free(o);
        return -1;
    }
    if (output_not_input(ctx, path, o, err) < 0) {
        gs_output_abort(o);
        free(o);
        return -1;
    }
    ctx->outputs[ctx->n_outputs++] = o;
    *out = o;
    return 0;
}

/* Forget o (the caller aborted or committed it) and free it. */
static void drop_output(struct gs_context *ctx, struct gs_output *o)
{
    size_t i;

    for (i = 0; i < ctx->n_outputs; i++)
        if (ctx->outputs[i] == o) {
            memmove(&ctx->outputs[i], &ctx->outputs[i + 1],
                    (ctx->n_outputs - i - 1) * sizeof(ctx->outputs[0]));
            ctx->n_outputs--;
            break;
        }
    free(o);
}

int gs_context_output_done(struct gs_context *ctx, struct gs_output *o,
                           struct gs_error *err)
{
    if (gs_output_finish(o, err) < 0) {
        gs_context_output_abort(ctx, o);
        return -1;
    }
    return 0;
}

void gs_context_output_abort(struct gs_context *ctx, struct gs_output *o)
{
    gs_output_abort(o);
    drop_output(ctx, o);
}

int gs_context_outputs_commit(struct gs_context *ctx, struct gs_error *err)
{
    int rc = 0;

    /* in the order opened; a failed rename (rare: the folder vanished)
     * leaves the later ones uncommitted and removed */
    while (ctx->n_outputs) {
        struct gs_output *o = ctx->outputs[0];

        if (rc == 0 && gs_output_commit(o, err) < 0)
            rc = -1;
        gs_output_abort(o);
        drop_output(ctx, o);
    }
    return rc;
}

void gs_context_outputs_abort(struct gs_context *ctx)
{
    while (ctx->n_outputs)
        gs_context_output_abort(ctx, ctx->outputs[0]);
}

/* A day given to `flag`: YYYY-MM-DD only (a month is not a day). */
static int parse_day(const char *flag, const char *text, struct gs_date *d,
                     char buf[11], struct gs_error *err)
{
    if (gs_date_parse(text, strlen(text), d) < 0 ||
        d->precision != GS_DATE_DAY)
        return gs_error_set(err, GS_EUSAGE,
                            "%s '%s': not a date (YYYY-MM-DD, years %d to "
                            "%d)", flag, text, GS_DATE_MIN_YEAR,
                            GS_DATE_MAX_YEAR);
    gs_date_format(d->days, buf);
    d->text = buf;
    return 0;
}

/* Settle --today, --stale-after and --prices-as-of (after parsing). */
static int price_dates(struct gs_context *ctx, struct gs_error *err)
{
    const struct gs_price_args *a = &ctx->price;
    /* the only read of the clock: everything after gets the day */
    time_t now = time(NULL);

    ctx->clock_days = (int32_t)(now / (time_t)GS_SECONDS_PER_DAY);
    if (a->today) {
        if (parse_day("--today", a->today, &ctx->today, ctx->today_text,
                      err) < 0)
            return -1;
    } else {
        ctx->today.days = ctx->clock_days;
        ctx->today.precision = GS_DATE_DAY;
        gs_date_format(ctx->today.days, ctx->today_text);
        ctx->today.text = ctx->today_text;
    }
    ctx->today_days = ctx->today.days;
    ctx->stale_after_days = (int32_t)a->stale_after_days;
    if (a->prices_as_of) {
        if (parse_day("--prices-as-of", a->prices_as_of, &ctx->as_of_pin,
                      ctx->as_of_pin_text, err) < 0)
            return -1;
        ctx->as_of_pin_days = ctx->as_of_pin.days;
    }
    return 0;
}

/* Load each path of a ':'-separated list (empty items skipped), at most
 * GS_STRLIST_MAX of them, as --catalog takes (200 files held 1.0 GB:
 * issue 20). */
static int load_env_list(struct gs_context *ctx, const char *list,
                         struct gs_error *err)
{
    char path[4096];
    const char *p = list;
    size_t n_paths = 0;

    for (p = list; *p; p++)
        n_paths += p[0] != ':' && (p[1] == ':' || p[1] == '\0');
    if (n_paths > GS_STRLIST_MAX)
        return gs_error_set(err, GS_EUSAGE, "GPUSEL_CATALOG names %zu "
                            "files, more than %d (as --catalog takes); "
                            "merge some, or pass --no-env-catalog",
                            n_paths, GS_STRLIST_MAX);
    p = list;

    while (*p) {
        const char *end = strchr(p, ':');
        size_t len = end ? (size_t)(end - p) : strlen(p);

        if (len >= sizeof(path))
            return gs_error_set(err, GS_EUSAGE,
                                "GPUSEL_CATALOG: path too long");
        if (len > 0) {
            struct gs_error e = GS_ERROR_INIT;

            memcpy(path, p, len);
            path[len] = '\0';
            if (gs_dataset_load_file(&ctx->data, path, &e) < 0) {
                if (e.code != GS_EIO) {
                    *err = e;
                    return -1;
                }
                /* say where the path came from and how to skip it */
                return gs_error_set(err, GS_EIO,
                                    "%s (named by the GPUSEL_CATALOG "
                                    "environment variable; fix or unset it, "
                                    "or pass --no-env-catalog)", e.msg);
            }
        }
        p += len;
        if (*p == ':')
            p++;
    }
    return 0;
}

int gs_context_load(struct gs_context *ctx, unsigned needs,
                    struct gs_error *err)
{
    size_t i;

    if (ctx->loaded || !needs)
        return 0;
    needs &= GS_DATA_GPUS | GS_DATA_MODELS;
    if (!needs)
        return 0;
    if (gs_dataset_load_builtin(&ctx->data, needs, err) < 0)
        return -1;
    if (!ctx->common.no_env && ctx->env_catalog &&
        load_env_list(ctx, ctx->env_catalog, err) < 0)
        return -1;
    for (i = 0; i < ctx->common.catalogs.n; i++)
        if (gs_dataset_load_file(&ctx->data, ctx->common.catalogs.items[i],
                                 err) < 0)
            return -1;
    ctx->loaded = true;
    return 0;
}

int gs_context_parse_options(struct gs_context *ctx,
                             const struct gs_command *cmd, void *args,
                             int *argc, const char **argv,
                             struct gs_error *err)
{
    struct gs_optset sets[3];
    size_t n_sets = gs_command_optsets(cmd, sets);
    int rc;

    sets[0].base = args;
    sets[1].base = &ctx->common;
    sets[2].base = &ctx->price;
    rc = gs_parse_options(argc, argv, sets, n_sets, false, err);
    if (rc == 1) {
        gs_command_help(cmd, ctx->out);
        return 1;
    }
    if (rc < 0)
        return -1;
    ctx->needs = cmd->needs;
    if ((cmd->needs & GS_NEED_PRICES) && price_dates(ctx, err) < 0)
        return -1;
    return 0;
}

/* Day of a file's last modification (UTC); -1 if it cannot be read. */
static int file_mtime_days(const char *path, int32_t *days)
{
    struct stat st;

    if (stat(path, &st) != 0)
        return -1;
    *days = (int32_t)(st.st_mtime / (time_t)GS_SECONDS_PER_DAY);
    return 0;
}

/*
 * Date the rows a SkyPilot file gave (rows from index `first_row`; the
 * files carry no date): with --prices-as-of the loader stamped the pin
 * on them, otherwise they get the file's modification day.  Either way
 * as_of_note says where the date came from.
 */
static int date_feed_rows(struct gs_context *ctx, size_t first_file,
                          size_t first_row, struct gs_error *err)
{
    struct gs_price_set *s = &ctx->prices;
    bool pinned = ctx->as_of_pin_days != GS_PRICE_NO_PIN;
    size_t f, i;

    for (f = first_file; f < s->n_files; f++) {
        const struct gs_price_file_stats *st = &s->files[f];
        char day[11];
        const char *text = NULL, *note;
        int32_t days = 0;

        if (strcmp(st->format, "skypilot") != 0)
            continue;
        if (pinned) {
            note = "undated source: dated by --prices-as-of";
        } else {
            if (file_mtime_days(st->path, &days) < 0)
                continue;
            gs_date_format(days, day);
            if (!(text = gs_arena_strdup(&s->arena, day)))
                return gs_error_set(err, GS_ENOMEM, "out of memory");
            note = "undated source: the file's modification day";
        }
        ctx->n_feed_files_dated++;
        for (i = first_row; i < s->n_prices; i++) {
            struct gs_price *p = &s->prices[i];

            if (strcmp(p->origin_path, st->path) != 0 || p->as_of_note)
                continue;
            if (!pinned)
                p->as_of = (struct gs_date){ days, GS_DATE_DAY, text };
            p->as_of_note = note;
        }
    }
    return 0;
}

/* Days an as_of may lie past today: the date line is crossed somewhere
 * (a quote dated in UTC+14 is a day ahead of UTC). */
#define FUTURE_SLACK_DAYS 1

/* Load one price path; `via` names where it came from, for messages. */
static int load_price_path(struct gs_context *ctx, const char *path,
                           const struct gs_price_load_opts *o,
                           const char *via, struct gs_error *err)
{
    size_t first_file = ctx->prices.n_files;
    size_t first_row = ctx->prices.n_prices, i;
    struct gs_error e = GS_ERROR_INIT;

    if (gs_price_load_path(&ctx->prices, path, o, &e) < 0) {
        if (via && e.code == GS_EIO)
            return gs_error_set(err, GS_EIO, "%s (named by %s)", e.msg,
                                via);
        *err = e;
        return -1;
    }
    /* a quote from after the real today (the clock, or a later
     * --today) would show as fresh with a negative age (issue 20:
     * as_of 2999-12-31); one dated after an earlier --today is history
     * the question asks around.  A day of slack for time zones. */
    for (i = first_row; i < ctx->prices.n_prices; i++) {
        const struct gs_price *p = &ctx->prices.prices[i];
        int32_t latest = ctx->today_days > ctx->clock_days
                             ? ctx->today_days : ctx->clock_days;
        char latest_text[11];

        if (p->as_of.precision == GS_DATE_NONE ||
            p->as_of.days <= latest + FUTURE_SLACK_DAYS)
            continue;
        gs_date_format(latest, latest_text);
        return gs_error_set_at(err, GS_ESCHEMA, p->origin_path,
                               p->origin_line, 0, "as_of %s is after "
                               "today (%s): a price cannot be quoted in "
                               "the future", p->as_of.text ? p->as_of.text
                                                           : "?",
                               latest_text);
    }
    return date_feed_rows(ctx, first_file, first_row, err);
}

int gs_context_prices(struct gs_context *ctx, struct gs_error *err)
{
    struct gs_gpu_resolver res;
    struct gs_price_load_opts o = { 0 };
    const char *env = getenv("GPUSEL_PRICES");
    size_t i;

    if (ctx->prices_loaded)
        return 0;
    gs_gpu_resolver_dataset(&res, &ctx->data);
    o.resolver = &res;
    if (ctx->as_of_pin_days != GS_PRICE_NO_PIN)
        o.undated_as_of = ctx->as_of_pin;
    if (gs_price_set_load_builtin(&ctx->prices, &o, err) < 0)
        return -1;
    ctx->n_builtin_price_files = ctx->prices.n_files;
    if (!ctx->price.no_env_prices && env) {
        char path[4096];
        const char *p = env;

        while (*p) {
            const char *end = strchr(p, ':');
            size_t len = end ? (size_t)(end - p) : strlen(p);

            if (len >= sizeof(path))
                return gs_error_set(err, GS_EUSAGE,
                                    "GPUSEL_PRICES: path too long");
            memcpy(path, p, len);
            path[len] = '\0';
            if (len > 0 &&
                load_price_path(ctx, path, &o, "the GPUSEL_PRICES "
                                "environment variable; fix or unset it, "
                                "or pass --no-env-prices", err) < 0)
                return -1;
            p += len;
            if (*p == ':')
                p++;
        }
    }
    for (i = 0; i < ctx->price.prices.n; i++)
        if (load_price_path(ctx, ctx->price.prices.items[i], &o, NULL,
                            err) < 0)
            return -1;
    if (gs_market_build(&ctx->market, ctx->prices.prices,
                        ctx->prices.n_prices, ctx->as_of_pin_days,
                        &ctx->prices.arena) < 0)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    ctx->plan_prices = (struct gs_plan_prices){
        .market = &ctx->market,
        .api_prices = ctx->prices.api_prices,
        .n_api_prices = ctx->prices.n_api_prices,
        .today_days = ctx->today_days,
        .stale_after_days = ctx->stale_after_days,
    };
    ctx->prices_loaded = true;
    return 0;
}

/* Room for a file's unmapped-name list in a note, and for its tail. */
#define UNMAPPED_NOTE_BYTES 112
#define UNMAPPED_MORE_BYTES 24

/* "P4 x48, tpu-v2-8 x5, +5 more": a file's unmapped names (with their
 * record counts), as many as fit. */
static void unmapped_text(const struct gs_price_file_stats *st, char *buf,
                          size_t size)
{
    size_t i, used = 0, room = size - UNMAPPED_MORE_BYTES;

    buf[0] = '\0';
    for (i = 0; i < st->n_unmapped; i++) {
        int n = snprintf(buf + used, room - used, "%s%s x%zu",
                         i ? ", " : "", st->unmapped[i].name,
                         st->unmapped[i].n_records);

        if (n < 0 || (size_t)n >= room - used) {
            buf[used] = '\0';
            snprintf(buf + used, size - used, "%s+%zu more",
                     i ? ", " : "", st->n_unmapped - i);
            return;
        }
        used += (size_t)n;
    }
}

void gs_context_price_inputs(const struct gs_context *ctx,
                             struct gs_report *r)
{
    gs_report_input_text(r, "today", ctx->today.text);
    gs_report_input_int(r, "stale_after_days", ctx->stale_after_days);
    gs_report_input_text(r, "prices_as_of", ctx->as_of_pin_days ==
                         GS_PRICE_NO_PIN ? NULL : ctx->as_of_pin.text);
}

void gs_context_price_notes(const struct gs_context *ctx,
                            struct gs_report *r)
{
    size_t f;

    if (ctx->n_feed_files_dated)
        gs_report_note(r, "SkyPilot files carry no date: their rows are "
                       "dated %s (price_as_of_note)",
                       ctx->as_of_pin_days != GS_PRICE_NO_PIN
                           ? "by --prices-as-of"
                           : "by each file's modification day; "
                             "--prices-as-of DATE sets it");
    for (f = ctx->n_builtin_price_files; f < ctx->prices.n_files; f++) {
        const struct gs_price_file_stats *st = &ctx->prices.files[f];
        char names[UNMAPPED_NOTE_BYTES];
        size_t skipped = st->n_records_read - st->n_records_used;

        unmapped_text(st, names, sizeof(names));
        gs_report_note(r, "%s%s%s%s: %zu records read, %zu used, %zu "
                       "skipped (%zu no accelerator, %zu unmapped, %zu "
                       "fractional, %zu no price); %zu rows%s%s",
                       st->path, st->provider ? " (" : "",
                       st->provider ? st->provider : "",
                       st->provider ? ")" : "", st->n_records_read,
                       st->n_records_used, skipped,
                       st->n_skipped_no_accelerator, st->n_skipped_unmapped,
                       st->n_skipped_fractional, st->n_skipped_no_price,
                       st->n_prices + st->n_api_prices,
                       names[0] ? "; unmapped: " : "", names);
    }
}

/* Write options from the common options; *files is malloc'd (free it). */
static int write_opts(struct gs_context *ctx, struct gs_write_opts *o,
                      struct gs_input_file **files, struct gs_error *err)
{
    size_t i, n = ctx->data.n_files, n_cat = n;

    /* the --prices files beside the catalogue's (diff names a changed
     * one) */
    for (i = ctx->n_builtin_price_files; i < ctx->prices.n_files; i++)
        n += ctx->prices.files[i].fnv1a64 != 0;
    *files = NULL;
    if (n && !(*files = calloc(n, sizeof(**files))))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (i = 0; i < n_cat; i++) {
        (*files)[i].name = ctx->data.files[i].name;
        (*files)[i].n_bytes = ctx->data.files[i].n_bytes;
        (*files)[i].fnv1a64 = ctx->data.files[i].fnv1a64;
    }
    for (i = ctx->n_builtin_price_files; n_cat < n && i < ctx->prices.n_files;
         i++) {
        const struct gs_price_file_stats *st = &ctx->prices.files[i];

        if (!st->fnv1a64)
            continue;
        (*files)[n_cat].name = st->path;
        (*files)[n_cat].n_bytes = st->n_bytes;
        (*files)[n_cat].fnv1a64 = st->fnv1a64;
        n_cat++;
    }
    *o = (struct gs_write_opts){
        .csv_raw = ctx->common.csv_raw,
        .table = ctx->common.table,
        .columns = ctx->common.columns,
        .wide = ctx->common.wide,
        .program_version = GPUSEL_VERSION,
        .files = *files,
        .n_files = n,
    };
    return 0;
}

int gs_context_emit(struct gs_context *ctx, const struct gs_report *r,
                    struct gs_error *err)
{
    struct gs_input_file *files;
    struct gs_write_opts wo;
    struct gs_output *o;
    int rc;

    if (write_opts(ctx, &wo, &files, err) < 0)
        return -1;
    if (!ctx->common.output_path) {
        rc = gs_report_write(r, ctx->common.format, &wo, ctx->out, err);
    } else if ((rc = gs_context_output_open(ctx, ctx->common.output_path,
                                            &o, err)) == 0) {
        if (gs_report_write(r, ctx->common.format, &wo, o->fp, err) < 0) {
            gs_context_output_abort(ctx, o);
            rc = -1;
        } else {
            rc = gs_context_output_done(ctx, o, err);
        }
    }
    free(files);
    return rc;
}

int gs_context_stream_begin(struct gs_context *ctx,
                            struct gs_context_stream *cs,
                            const struct gs_report *r, struct gs_error *err)
{
    FILE *out = ctx->out;

    memset(cs, 0, sizeof(*cs));
    if (write_opts(ctx, &cs->o, &cs->files, err) < 0)
        return -1;
    if (ctx->common.output_path) {
        if (gs_context_output_open(ctx, ctx->common.output_path,
                                   &cs->file, err) < 0) {
            free(cs->files);
            return -1;
        }
        cs->to_file = true;
        out = cs->file->fp;
    }
    if (gs_stream_begin(&cs->s, r, ctx->common.format, &cs->o, out,
                        err) < 0) {
        gs_context_stream_end(ctx, cs, true, err);
        return -1;
    }
    return 0;
}

int gs_context_stream_end(struct gs_context *ctx,
                          struct gs_context_stream *cs, bool failed,
                          struct gs_error *err)
{
    int rc = failed ? -1 : gs_stream_end(&cs->s, err);

    gs_stream_abort(&cs->s);
    if (cs->to_file) {
        if (rc == 0)
            rc = gs_context_output_done(ctx, cs->file, err);
        else
            gs_context_output_abort(ctx, cs->file);
        cs->to_file = false;
    }
    free(cs->files);
    cs->files = NULL;
    return rc;
}
