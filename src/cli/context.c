/*
 * The command context: common options, loading the data a command
 * needs, and writing its report (to stdout, or atomically to --output).
 */
#include <stdlib.h>
#include <string.h>

#include "gpusel/command.h"
#include "gpusel/banned.h"

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

void gs_context_init(struct gs_context *ctx)
{
    memset(ctx, 0, sizeof(*ctx));
    ctx->common.format = "table";
    gs_dataset_init(&ctx->data);
    ctx->out = stdout;
}

void gs_context_release(struct gs_context *ctx)
{
    gs_dataset_release(&ctx->data);
}

/* Load each path of a ':'-separated list (empty items skipped). */
static int load_env_list(struct gs_context *ctx, const char *list,
                         struct gs_error *err)
{
    char path[4096];
    const char *p = list;

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

static int load_data(struct gs_context *ctx, unsigned needs,
                     struct gs_error *err)
{
    size_t i;

    if (ctx->loaded || !needs)
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

int gs_context_parse(struct gs_context *ctx, const struct gs_command *cmd,
                     void *args, int *argc, const char **argv,
                     struct gs_error *err)
{
    struct gs_optset sets[2] = {
        { cmd->options, args },
        { gs_common_options, &ctx->common },
    };
    int rc = gs_parse_options(argc, argv, sets, 2, false, err);

    if (rc == 1) {
        gs_command_help(cmd, ctx->out);
        return 1;
    }
    if (rc < 0)
        return -1;
    ctx->needs = cmd->needs;
    return load_data(ctx, cmd->needs, err);
}

/* Write options from the common options; *files is malloc'd (free it). */
static int write_opts(struct gs_context *ctx, struct gs_write_opts *o,
                      struct gs_input_file **files, struct gs_error *err)
{
    size_t i, n = ctx->data.n_files;

    *files = NULL;
    if (n && !(*files = calloc(n, sizeof(**files))))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (i = 0; i < n; i++) {
        (*files)[i].name = ctx->data.files[i].name;
        (*files)[i].n_bytes = ctx->data.files[i].n_bytes;
        (*files)[i].fnv1a64 = ctx->data.files[i].fnv1a64;
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
    struct gs_output o;
    int rc;

    if (write_opts(ctx, &wo, &files, err) < 0)
        return -1;
    if (!ctx->common.output_path) {
        rc = gs_report_write(r, ctx->common.format, &wo, ctx->out, err);
    } else if ((rc = gs_output_open(&o, ctx->common.output_path, err)) == 0) {
        if (gs_report_write(r, ctx->common.format, &wo, o.fp, err) < 0) {
            gs_output_abort(&o);
            rc = -1;
        } else {
            rc = gs_output_commit(&o, err);
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
        if (gs_output_open(&cs->file, ctx->common.output_path, err) < 0) {
            free(cs->files);
            return -1;
        }
        cs->to_file = true;
        out = cs->file.fp;
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

    (void)ctx;
    gs_stream_abort(&cs->s);
    if (cs->to_file) {
        if (rc == 0)
            rc = gs_output_commit(&cs->file, err);
        else
            gs_output_abort(&cs->file);
    }
    free(cs->files);
    cs->files = NULL;
    return rc;
}
