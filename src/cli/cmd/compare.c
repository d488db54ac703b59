/*
 * gpusel compare <gpu> <gpu>...: specs side by side, each GPU after the
 * first with its ratio to the first (x3.2 = 3.2 times the first GPU).
 */
#include <stdlib.h>
#include <string.h>

#include "gpusel/command.h"
#include "gpusel/present.h"
#include "gpusel/banned.h"

#define GS_COMPARE_MAX_GPUS 8

struct compare_args {
    int unused;
};

const struct gs_option gs_compare_options[] = {
    GS_OPT_END(),
};

int cmd_compare(int argc, const char **argv, struct gs_context *ctx,
                struct gs_error *err)
{
    struct compare_args a = { 0 };
    const struct gs_gpu *gpus[GS_COMPARE_MAX_GPUS];
    /* metric, unit, then value (and ratio after the first) per GPU */
    struct gs_column cols[2 + 2 * GS_COMPARE_MAX_GPUS];
    char keys[2 * GS_COMPARE_MAX_GPUS][96], titles[2 * GS_COMPARE_MAX_GPUS][96];
    size_t n_gpus, n_cols = 0, i, j;
    struct gs_table t;
    struct gs_report r;
    int rc = gs_context_parse(ctx, gs_command_find("compare"), &a, &argc,
                              argv, err);

    if (rc != 0)
        return rc < 0 ? -1 : 0;
    if (argc < 3)
        return gs_error_set(err, GS_EUSAGE,
                            "compare needs at least two GPUs, e.g. 'gpusel "
                            "compare a100 h100'");
    n_gpus = (size_t)argc - 1;
    if (n_gpus > GS_COMPARE_MAX_GPUS)
        return gs_error_set(err, GS_EUSAGE, "compare takes at most %d GPUs",
                            GS_COMPARE_MAX_GPUS);
    for (i = 0; i < n_gpus; i++) {
        if (!(gpus[i] = gs_dataset_gpu(&ctx->data, argv[i + 1], err)))
            return -1;
        for (j = 0; j < i; j++)
            if (gpus[j] == gpus[i])
                return gs_error_set(err, GS_EUSAGE,
                                    "'%s' and '%s' are the same GPU (%s)",
                                    argv[j + 1], argv[i + 1], gpus[i]->id);
    }

    cols[n_cols++] = (struct gs_column){ "metric", "metric", GS_CELL_TEXT, 0, 0 };
    cols[n_cols++] = (struct gs_column){ "unit", "unit", GS_CELL_TEXT, 0, 0 };
    for (i = 0, j = 0; i < n_gpus; i++) {
        snprintf(keys[j], sizeof(keys[j]), "%s", gpus[i]->id);
        snprintf(titles[j], sizeof(titles[j]), "%s", gpus[i]->id);
        cols[n_cols++] = (struct gs_column){ keys[j], titles[j],
                                             GS_CELL_NUMBER, 2, 0 };
        j++;
        if (i == 0)
            continue;
        snprintf(keys[j], sizeof(keys[j]), "%s_vs_%s_ratio", gpus[i]->id,
                 gpus[0]->id);
        snprintf(titles[j], sizeof(titles[j]), "x %s", gpus[0]->id);
        cols[n_cols++] = (struct gs_column){ keys[j], titles[j],
                                             GS_CELL_NUMBER, 2, 0 };
        j++;
    }

    gs_table_init(&t, "rows", cols, n_cols);
    for (i = 0; i < gs_n_gpu_metrics; i++) {
        const struct gs_gpu_metric *mt = &gs_gpu_metrics[i];
        double base = mt->value(gpus[0]);
        bool any = false;
        struct gs_cell *c;
        size_t k;

        for (k = 0; k < n_gpus; k++)
            any |= mt->value(gpus[k]) > 0.0;
        if (!any)
            continue;
        if (!(c = gs_table_add_row(&t))) {
            gs_table_release(&t);
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        }
        c[0] = gs_cell_text(mt->key);
        c[1] = gs_cell_text(mt->unit);
        for (k = 0, j = 2; k < n_gpus; k++) {
            double v = mt->value(gpus[k]);

            c[j++] = v > 0.0 ? gs_cell_number(v) : gs_cell_null();
            if (k == 0)
                continue;
            c[j++] = v > 0.0 && base > 0.0 ? gs_cell_number(v / base)
                                           : gs_cell_null();
        }
    }
    gs_report_init(&r, "compare");
    gs_report_add(&r, &t);
    gs_report_note(&r, "ratios are to %s; throughput is dense; '-' = not "
                   "supported or unknown", gpus[0]->id);
    rc = gs_context_emit(ctx, &r, err);
    gs_table_release(&t);
    return rc;
}
