/*
 * gpusel compare <gpu> <gpu>...: specs side by side, each GPU after the
 * first with its ratio to the first (3.2 = 3.2 times the first GPU).
 * Machine formats key the values by GPU: value.<id>, ratio.<id>, with the
 * id made jq-safe (every character but [a-z0-9_] becomes '_').
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "present.h"
#include "ascii.h"
#include "banned.h"

/* Columns before the GPUs': metric, spec, unit. */
#define N_LEAD_COLS 3
/* Room for "value.<id>" and "<id> / <first id>". */
#define NAME_BUF 160

struct compare_args {
    int unused;
};

const struct gs_option gs_compare_options[] = {
    GS_OPT_END(),
};
GS_COMMAND_ARGS(compare, struct compare_args, NULL);

/* "<prefix>.<id>" with the id jq-safe: lowercase, [a-z0-9_] only. */
static void safe_key(char *buf, size_t size, const char *prefix,
                     const char *id)
{
    size_t n = (size_t)snprintf(buf, size, "%s.", prefix), i;

    for (i = 0; id[i] && n + 1 < size; i++) {
        unsigned char c = (unsigned char)gs_ascii_tolower((unsigned char)id[i]);

        buf[n++] = (char)(isalnum(c) ? c : '_');
    }
    buf[n] = '\0';
}

int cmd_compare(const void *args, int argc, const char **argv,
                struct gs_context *ctx, struct gs_error *err)
{
    const struct gs_gpu *gpus[GS_COMPARE_MAX_GPUS];
    struct gs_column cols[N_LEAD_COLS + 2 * GS_COMPARE_MAX_GPUS] = {
        { "metric", "metric", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY,
          .audience = GS_COL_MACHINE },
        { "spec", "spec", GS_CELL_TEXT, 0, 0, .audience = GS_COL_HUMAN },
        { "unit", "unit", GS_CELL_TEXT, 0, 0, .unit = "",
          .audience = GS_COL_MACHINE },
    };
    char keys[2 * GS_COMPARE_MAX_GPUS][NAME_BUF];
    char titles[2 * GS_COMPARE_MAX_GPUS][NAME_BUF];
    size_t n_gpus, n_cols = N_LEAD_COLS, i, j;
    struct gs_table t;
    struct gs_report r;
    int rc;

    (void)args;
    n_gpus = (size_t)argc - 1;
    if (n_gpus < 2 || n_gpus > GS_COMPARE_MAX_GPUS)  /* the table's arity */
        return gs_error_set(err, GS_EINTERNAL, "compare given %zu GPUs",
                            n_gpus);
    for (i = 0; i < n_gpus; i++) {
        if (!(gpus[i] = gs_dataset_gpu(&ctx->data, argv[i + 1], err)))
            return -1;
        for (j = 0; j < i; j++)
            if (gpus[j] == gpus[i])
                return gs_error_set(err, GS_EUSAGE,
                                    "'%s' and '%s' are the same GPU (%s)",
                                    argv[j + 1], argv[i + 1], gpus[i]->id);
    }

    /* the values, then the ratios: each group together for JSON */
    for (i = 0, j = 0; i < n_gpus; i++, j++) {
        safe_key(keys[j], sizeof(keys[j]), "value", gpus[i]->id);
        snprintf(titles[j], sizeof(titles[j]), "%s", gpus[i]->id);
        cols[n_cols++] = (struct gs_column){ keys[j], titles[j],
                                             GS_CELL_NUMBER, 2, 0,
                                             .unit = "" };
    }
    for (i = 1; i < n_gpus; i++, j++) {
        safe_key(keys[j], sizeof(keys[j]), "ratio", gpus[i]->id);
        snprintf(titles[j], sizeof(titles[j]), "%s / %s", gpus[i]->id,
                 gpus[0]->id);
        cols[n_cols++] = (struct gs_column){ keys[j], titles[j],
                                             GS_CELL_NUMBER, 2, 0,
                                             .unit = "" };
    }

    gs_table_init(&t, "rows", cols, n_cols);
    for (i = 0; i < gs_n_gpu_fields; i++) {
        const struct gs_gpu_field *f = &gs_gpu_fields[i];
        double base = gs_gpu_field_number(f, gpus[0]);
        bool any = false;
        struct gs_cell *c;
        size_t k;

        if (!f->is_spec)
            continue;
        for (k = 0; k < n_gpus; k++)
            any |= gs_gpu_field_number(f, gpus[k]) > 0.0;
        if (!any)
            continue;
        if (!(c = gs_table_add_row(&t))) {
            gs_table_release(&t);
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        }
        gs_table_set(&t, c, "metric", gs_cell_text(f->key));
        gs_table_set(&t, c, "spec", gs_cell_text(f->title));
        gs_table_set(&t, c, "unit", gs_cell_text(f->unit));
        /* keys[]: the value columns, then the ratio columns */
        for (k = 0, j = 0; k < n_gpus; k++) {
            double v = gs_gpu_field_number(f, gpus[k]);

            gs_table_set(&t, c, keys[j++],
                         v > 0.0 ? gs_cell_number(v) : gs_cell_null());
        }
        for (k = 1; k < n_gpus; k++) {
            double v = gs_gpu_field_number(f, gpus[k]);

            gs_table_set(&t, c, keys[j++],
                         v > 0.0 && base > 0.0 ? gs_cell_number(v / base)
                                               : gs_cell_null());
        }
    }
    gs_report_init(&r, "compare");
    for (i = 0; i < n_gpus; i++)
        gs_report_input_text(&r, "gpus", gpus[i]->id);
    gs_report_add(&r, &t);
    gs_report_note(&r, "ratios are to %s; throughput is dense; '-' = not "
                   "supported or unknown", gpus[0]->id);
    rc = gs_context_emit(ctx, &r, err);
    gs_table_release(&t);
    return rc;
}
