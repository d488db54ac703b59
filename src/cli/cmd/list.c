/*
 * gpusel list gpus|models: browse the catalogues, with filters and a sort
 * key for GPUs.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gpusel/command.h"
#include "gpusel/present.h"
#include "gpusel/units.h"
#include "gpusel/banned.h"

struct list_args {
    const char *vendor;
    double min_memory_bytes;
    const char *precision;
    const char *by;
};

#define A struct list_args
const struct gs_option gs_list_options[] = {
    GS_OPT_STRING(A, "vendor", vendor, "<name>",
                  "only GPUs of this vendor (NVIDIA, AMD, Google, ...)"),
    GS_OPT_BYTES(A, "min-memory", min_memory_bytes, "<size>",
                 "only GPUs with at least this usable memory (80GB, 80GiB)"),
    GS_OPT_CHOICE(A, "precision", precision, "<fmt>",
                  "only GPUs with dense matrix support for this format",
                  gs_precision_names),
    GS_OPT_CHOICE(A, "by", by, "<key>",
                  "sort GPUs by this spec, largest first", gs_gpu_sort_names),
    GS_OPT_END(),
};
#undef A

/* Bytes in a KiB, the human unit of the KV-per-token column. */
#define KIB_BYTES 1024.0

static const struct gs_column model_cols[] = {
    { "id", "model", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "family", "family", GS_CELL_TEXT, 0, 0 },
    { "params", "params (B)", GS_CELL_NUMBER, 2, 1e9,
      .kind = GS_COL_INTEGER },
    { "active_params", "active params (B)", GS_CELL_NUMBER, 2, 1e9,
      .kind = GS_COL_INTEGER },
    { "n_layers", "layers", GS_CELL_INT, 0, 0 },
    { "hidden_size", "hidden size", GS_CELL_INT, 0, 0 },
    { "attention", "attention", GS_CELL_TEXT, 0, 0 },
    { "n_heads", "heads", GS_CELL_INT, 0, 0 },
    { "n_kv_heads", "KV heads", GS_CELL_INT, 0, 0 },
    { "kv_cache_bytes_per_token_bf16", "KV/token bf16 (KiB)", GS_CELL_NUMBER,
      0, KIB_BYTES, .kind = GS_COL_INTEGER, .unit = "bytes/token" },
    { "max_context_tokens", "max context", GS_CELL_INT, 0, 0 },
};

/* qsort context for GPUs: metric to sort by (NULL: by id/year). */
struct gpu_sort {
    const struct gs_gpu *g;
    double key;
};

static int gpu_sort_cmp(const void *a, const void *b)
{
    const struct gpu_sort *x = a, *y = b;

    if (x->key != y->key)
        return x->key > y->key ? -1 : 1;     /* largest first */
    return strcmp(x->g->id, y->g->id);       /* stable tie-break */
}

/* The report's inputs: the filters as resolved. */
static void gpu_inputs(struct gs_report *r, const struct list_args *a)
{
    gs_report_input_text(r, "catalogue", "gpus");
    gs_report_input_text(r, "vendor", a->vendor);
    if (a->min_memory_bytes > 0.0)
        gs_report_input_number(r, "min_memory_bytes", a->min_memory_bytes);
    else
        gs_report_input(r, "min_memory_bytes", gs_cell_null());
    gs_report_input_text(r, "precision", a->precision);
    gs_report_input_text(r, "by", a->by);
}

static int list_gpus(struct gs_context *ctx, const struct list_args *a,
                     struct gs_error *err)
{
    const struct gs_dataset *d = &ctx->data;
    struct gpu_sort *rows = calloc(d->n_gpus + 1, sizeof(*rows));
    struct gs_column *cols = calloc(gs_n_gpu_fields, sizeof(*cols));
    struct gs_table t;
    struct gs_report r;
    size_t i, j, n = 0;
    int prec = -1, rc = -1;

    gs_table_init(&t, "rows", cols, gs_n_gpu_fields);
    if (!rows || !cols) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    for (j = 0; j < gs_n_gpu_fields; j++) {
        cols[j] = gs_gpu_field_column(&gs_gpu_fields[j]);
        if (gs_gpu_fields[j].list_title)
            cols[j].title = gs_gpu_fields[j].list_title;
        cols[j].priority = gs_gpu_fields[j].priority;
    }
    if (a->vendor && !gs_dataset_gpu_vendor(d, a->vendor, "--vendor", err))
        goto out;
    if (a->precision)
        prec = gs_precision_find(a->precision);   /* a valid choice */
    for (i = 0; i < d->n_gpus; i++) {
        const struct gs_gpu *g = &d->gpus[i];
        struct gs_gpu_filter f = { a->vendor, a->min_memory_bytes, prec };

        if (!gs_gpu_filter_match(g, &f))
            continue;
        rows[n].g = g;
        rows[n].key = a->by ? gs_gpu_sort_key(g, a->by) : 0.0;
        n++;
    }
    if (a->by)
        qsort(rows, n, sizeof(*rows), gpu_sort_cmp);

    for (i = 0; i < n; i++) {
        struct gs_cell *c = gs_table_add_row(&t);

        if (!c) {
            gs_error_set(err, GS_ENOMEM, "out of memory");
            goto out;
        }
        for (j = 0; j < gs_n_gpu_fields; j++)
            c[j] = gs_gpu_fields[j].value(rows[i].g, &t);
    }
    gs_report_init(&r, "list gpus");
    gpu_inputs(&r, a);
    gs_report_add(&r, &t);
    gs_report_note(&r, "throughput is dense (no 2:4 sparsity); GB = 10^9 "
                   "bytes, GiB = 2^30 bytes; '-' = not supported or unknown");
    rc = gs_context_emit(ctx, &r, err);
out:
    gs_table_release(&t);
    free(cols);
    free(rows);
    return rc;
}

static int list_models(struct gs_context *ctx, struct gs_error *err)
{
    const struct gs_dataset *d = &ctx->data;
    struct gs_table t;
    struct gs_report r;
    size_t i;
    int rc = -1;

    gs_table_init(&t, "rows", model_cols, GS_ARRAY_SIZE(model_cols));
    for (i = 0; i < d->n_models; i++) {
        const struct gs_model *m = &d->models[i];
        struct gs_param_counts p = gs_model_params(m);
        struct gs_cell *c = gs_table_add_row(&t);

        if (!c) {
            gs_error_set(err, GS_ENOMEM, "out of memory");
            goto out;
        }
        c[0] = gs_cell_text(m->id);
        c[1] = gs_cell_text(m->family);
        c[2] = gs_cell_number(p.total);
        c[3] = m->n_experts > 0 ? gs_cell_number(p.active) : gs_cell_null();
        c[4] = gs_cell_int(m->n_layers);
        c[5] = gs_cell_int(m->hidden_size);
        c[6] = gs_cell_text(gs_attn_kind_name(gs_model_attn_kind(m)));
        c[7] = gs_cell_int(m->n_heads);
        c[8] = gs_cell_int(m->n_kv_heads);
        c[9] = gs_cell_number((double)m->n_layers *
                              gs_model_kv_elems_per_token_layer(m) * 2.0);
        c[10] = m->max_context_tokens ? gs_cell_int(m->max_context_tokens)
                                      : gs_cell_null();
    }
    gs_report_init(&r, "list models");
    gs_report_input_text(&r, "catalogue", "models");
    gs_report_add(&r, &t);
    gs_report_note(&r, "params computed from the architecture; 'gpusel show "
                   "MODEL' compares them with the published count");
    rc = gs_context_emit(ctx, &r, err);
out:
    gs_table_release(&t);
    return rc;
}

int cmd_list(int argc, const char **argv, struct gs_context *ctx,
             struct gs_error *err)
{
    struct list_args a = { 0 };
    int rc = gs_context_parse(ctx, gs_command_find("list"), &a, &argc, argv,
                              err);

    if (rc != 0)
        return rc < 0 ? -1 : 0;
    if (argc != 2)
        return gs_error_set(err, GS_EUSAGE,
                            "usage: gpusel list gpus|models [<options>]");
    if (strcmp(argv[1], "gpus") == 0)
        return list_gpus(ctx, &a, err);
    if (strcmp(argv[1], "models") == 0) {
        if (a.vendor || a.min_memory_bytes > 0.0 || a.precision || a.by)
            return gs_error_set(err, GS_EUSAGE,
                                "--vendor, --min-memory, --precision and --by "
                                "apply to 'list gpus' only");
        return list_models(ctx, err);
    }
    return gs_error_set(err, GS_EUSAGE,
                        "cannot list '%s'; try 'gpusel list gpus' or "
                        "'gpusel list models'", argv[1]);
}
