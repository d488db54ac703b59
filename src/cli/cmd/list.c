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

static const struct gs_column gpu_cols[] = {
    { "id", "GPU", GS_CELL_TEXT, 0, 0 },
    { "vendor", "vendor", GS_CELL_TEXT, 0, 0 },
    { "year", "year", GS_CELL_INT, 0, 0 },
    { "memory_gb", "memory (GB)", GS_CELL_NUMBER, 0, 0 },
    { "usable_memory_gib", "usable (GiB)", GS_CELL_NUMBER, 1, 0 },
    { "memory_type", "type", GS_CELL_TEXT, 0, 0 },
    { "mem_bw_tb_per_s", "bandwidth (TB/s)", GS_CELL_NUMBER, 2, 0 },
    { "bf16_dense_tflops", "BF16 (TFLOP/s)", GS_CELL_NUMBER, 0, 0 },
    { "fp8_dense_tflops", "FP8 (TFLOP/s)", GS_CELL_NUMBER, 0, 0 },
    { "fp4_dense_tflops", "FP4 (TFLOP/s)", GS_CELL_NUMBER, 0, 0 },
    { "tdp_w", "TDP (W)", GS_CELL_NUMBER, 0, 0 },
    { "scale_up_kind", "scale-up", GS_CELL_TEXT, 0, 0 },
    { "scale_up_bw_gb_per_s", "scale-up (GB/s)", GS_CELL_NUMBER, 0, 0 },
};

static const struct gs_column model_cols[] = {
    { "id", "model", GS_CELL_TEXT, 0, 0 },
    { "family", "family", GS_CELL_TEXT, 0, 0 },
    { "params", "params (B)", GS_CELL_NUMBER, 2, 1e9 },
    { "active_params", "active (B)", GS_CELL_NUMBER, 2, 1e9 },
    { "n_layers", "layers", GS_CELL_INT, 0, 0 },
    { "hidden_size", "hidden", GS_CELL_INT, 0, 0 },
    { "attention", "attention", GS_CELL_TEXT, 0, 0 },
    { "n_heads", "heads", GS_CELL_INT, 0, 0 },
    { "n_kv_heads", "KV heads", GS_CELL_INT, 0, 0 },
    { "kv_cache_bytes_per_token_bf16", "KV/token bf16 (KiB)", GS_CELL_NUMBER,
      0, 1024 },
    { "max_context_tokens", "context", GS_CELL_INT, 0, 0 },
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

static void number_or_null(struct gs_cell *c, double v)
{
    *c = v > 0.0 ? gs_cell_number(v) : gs_cell_null();
}

static int list_gpus(struct gs_context *ctx, const struct list_args *a,
                     struct gs_error *err)
{
    const struct gs_dataset *d = &ctx->data;
    struct gpu_sort *rows = calloc(d->n_gpus + 1, sizeof(*rows));
    struct gs_table t;
    struct gs_report r;
    size_t i, n = 0;
    int prec = -1, rc = -1;

    if (!rows)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
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

    gs_table_init(&t, "rows", gpu_cols, GS_ARRAY_SIZE(gpu_cols));
    for (i = 0; i < n; i++) {
        const struct gs_gpu *g = rows[i].g;
        struct gs_cell *c = gs_table_add_row(&t);

        if (!c) {
            gs_error_set(err, GS_ENOMEM, "out of memory");
            goto out;
        }
        c[0] = gs_cell_text(g->id);
        c[1] = gs_cell_text(g->vendor);
        c[2] = gs_cell_int(g->year);
        c[3] = gs_cell_number(g->memory_bytes / GS_BYTES_PER_GB);
        number_or_null(&c[4], g->usable_memory_bytes / GS_BYTES_PER_GIB);
        c[5] = gs_cell_text(g->memory_type);
        c[6] = gs_cell_number(g->mem_bw_bytes_per_s / GS_BYTES_PER_TB);
        number_or_null(&c[7], g->dense_flop_per_s[GS_PREC_BF16] / 1e12);
        number_or_null(&c[8], g->dense_flop_per_s[GS_PREC_FP8] / 1e12);
        number_or_null(&c[9], g->dense_flop_per_s[GS_PREC_FP4] / 1e12);
        number_or_null(&c[10], g->tdp_w);
        c[11] = gs_cell_text(g->scale_up_kind);
        c[12] = gs_cell_number(g->scale_up_bw_bytes_per_s / GS_BYTES_PER_GB);
    }
    gs_report_init(&r, "list gpus");
    gs_report_add(&r, &t);
    gs_report_note(&r, "throughput is dense (no 2:4 sparsity); GB = 10^9 "
                   "bytes, GiB = 2^30 bytes; '-' = not supported or unknown");
    rc = gs_context_emit(ctx, &r, err);
out:
    gs_table_release(&t);
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
