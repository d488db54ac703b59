/*
 * How `gpusel perf` shows its answers: columns per format, cells by
 * column key, the sweep and the formula trace.  src/cli/perf_view.h
 * states the contract; docs/commands/perf.md documents every column.
 */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "perf_view.h"
#include "banned.h"

int gs_perf_row_cmp(const void *x, const void *y)
{
    const struct gs_perf_row *a = x, *b = y;
    double ta = a->pt.expected.tokens_per_s, tb = b->pt.expected.tokens_per_s;

    if (a->found != b->found)
        return a->found ? -1 : 1;
    if (ta != tb)
        return ta > tb ? -1 : 1;
    return strcmp(a->gpu->id, b->gpu->id);
}

#define MS 1e-3
/* Columns people read (table, markdown).  Priority: lower is hidden
 * first when the table does not fit 120 columns. */
static const struct gs_column human_cols[] = {
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "gpu_count", "GPUs", GS_CELL_INT, 0, 0, .priority = 9 },
    { "layout", "layout", GS_CELL_TEXT, 0, 0, .priority = 9 },
    { "concurrency", "conc", GS_CELL_INT, 0, 0, .priority = 9 },
    { "max_concurrency", "max conc", GS_CELL_INT, 0, 0, .priority = 6 },
    { "ttft_s", "TTFT ms", GS_CELL_NUMBER, 1, MS, .priority = 8 },
    { "ttft_p99_s", "p99", GS_CELL_NUMBER, 1, MS, .priority = 5 },
    { "itl_s", "ITL ms", GS_CELL_NUMBER, 2, MS, .priority = 8 },
    { "itl_p99_s", "p99", GS_CELL_NUMBER, 2, MS, .priority = 5 },
    { "tokens_per_s", "tok/s", GS_CELL_NUMBER, 0, 0, .priority = 10 },
    { "tokens_per_s_range", "low-high", GS_CELL_TEXT, 0, 0, .priority = 7,
      .audience = GS_COL_HUMAN },
    { "tokens_per_s_per_gpu", "tok/s/GPU", GS_CELL_NUMBER, 0, 0,
      .priority = 7 },
    { "tokens_per_s_per_request", "tok/s/req", GS_CELL_NUMBER, 1, 0,
      .priority = 4 },
    { "bound", "bound", GS_CELL_TEXT, 0, 0, .priority = 6 },
    { "mfu", "MFU", GS_CELL_NUMBER, 2, 0, .priority = 3 },
    { "mbu", "MBU", GS_CELL_NUMBER, 2, 0, .priority = 3 },
    { "meets_targets", "meets", GS_CELL_BOOL, 0, 0, .priority = 8 },
    { "max_concurrency_meeting_targets", "max conc ok", GS_CELL_INT, 0, 0,
      .priority = 5 },
    { "reason", "why not", GS_CELL_TEXT, 0, 0, .priority = 6 },
};

/* Estimates: each with _low and _high companions in machine formats. */
static const struct {
    const char *key;
    const char *unit;
    size_t offset;
} metrics[] = {
#define M(k, u) { #k, u, offsetof(struct gs_perf_metrics, k) }
    M(ttft_s, "s"), M(ttft_p99_s, "s"), M(itl_s, "s"), M(itl_p99_s, "s"),
    M(tokens_per_s, "tokens/s"), M(tokens_per_s_per_gpu, "tokens/s"),
    M(tokens_per_s_per_request, "tokens/s"), M(ridge_batch, "sequences"),
    M(mfu, "fraction"), M(mbu, "fraction"),
#undef M
};

/* Columns scripts read (csv, json), built once per view. */
static size_t machine_cols(struct gs_column *cols, bool sweep)
{
    static const struct gs_column head[] = {
        { "model", "model", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
        { "gpu", "GPU", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
        { "gpu_count", "GPUs", GS_CELL_INT, 0, 0 },
        { "layout", "layout", GS_CELL_TEXT, 0, 0 },
        { "tp", "tp", GS_CELL_INT, 0, 0 },
        { "pp", "pp", GS_CELL_INT, 0, 0 },
        { "dp", "dp", GS_CELL_INT, 0, 0 },
        { "concurrency", "concurrency", GS_CELL_INT, 0, 0 },
        { "max_concurrency", "max concurrency", GS_CELL_INT, 0, 0 },
    };
    static const struct gs_column tail[] = {
        { "bound", "bound", GS_CELL_TEXT, 0, 0 },
        { "prefill_bound", "prefill bound", GS_CELL_TEXT, 0, 0 },
        { "compute_precision", "compute", GS_CELL_TEXT, 0, 0 },
        { "prefill_load", "prefill load", GS_CELL_NUMBER, 0, 0,
          .unit = "fraction" },
        { "meets_targets", "meets targets", GS_CELL_BOOL, 0, 0 },
        { "max_concurrency_meeting_targets", "max concurrency meeting",
          GS_CELL_INT, 0, 0 },
        { "reason", "why not", GS_CELL_TEXT, 0, 0 },
        { "prefill_chunk_tokens", "prefill budget", GS_CELL_INT, 0, 0,
          .unit = "tokens" },
    };
    static const char *const sfx[] = { "", "_low", "_high" };
    /* keys with suffixes live here (the report borrows them) */
    static const char *const keys[GS_ARRAY_SIZE(metrics)][3] = {
#define K(k) { #k, #k "_low", #k "_high" }
        K(ttft_s), K(ttft_p99_s), K(itl_s), K(itl_p99_s), K(tokens_per_s),
        K(tokens_per_s_per_gpu), K(tokens_per_s_per_request),
        K(ridge_batch), K(mfu), K(mbu),
#undef K
    };
    size_t n = 0, i, j;

    for (i = sweep ? 7 : 0; i < GS_ARRAY_SIZE(head); i++)
        cols[n++] = head[i];
    for (i = 0; i < GS_ARRAY_SIZE(metrics); i++)
        for (j = 0; j < GS_ARRAY_SIZE(sfx); j++)
            cols[n++] = (struct gs_column){ keys[i][j], keys[i][j],
                                            GS_CELL_NUMBER, 0, 0,
                                            .unit = metrics[i].unit };
    for (i = 0; i < GS_ARRAY_SIZE(tail); i++)
        if (!sweep || (i != 2 && (i < 5 || i == 7)))
            cols[n++] = tail[i];
    return n;
}
_Static_assert(9 + 10 * 3 + 8 <= GS_PERF_VIEW_MAX_COLS,
               "gs_perf_view.cols holds every column");

static const struct gs_column human_sweep_cols[] = {
    { "concurrency", "concurrency", GS_CELL_INT, 0, 0, .kind = GS_COL_KEY },
    { "ttft_s", "TTFT ms", GS_CELL_NUMBER, 1, MS },
    { "ttft_p99_s", "TTFT p99 ms", GS_CELL_NUMBER, 1, MS },
    { "itl_s", "ITL ms", GS_CELL_NUMBER, 2, MS },
    { "itl_p99_s", "ITL p99 ms", GS_CELL_NUMBER, 2, MS },
    { "tokens_per_s", "tok/s", GS_CELL_NUMBER, 0, 0 },
    { "tokens_per_s_range", "low-high", GS_CELL_TEXT, 0, 0,
      .audience = GS_COL_HUMAN },
    { "tokens_per_s_per_gpu", "tok/s/GPU", GS_CELL_NUMBER, 0, 0 },
    { "tokens_per_s_per_request", "tok/s/req", GS_CELL_NUMBER, 1, 0 },
    { "bound", "bound", GS_CELL_TEXT, 0, 0 },
    { "meets_targets", "meets", GS_CELL_BOOL, 0, 0 },
};

static struct gs_cell finite(double v)
{
    return isfinite(v) ? gs_cell_number(v) : gs_cell_null();
}

/* The cell of column `key` for point p (row r may be NULL: a sweep). */
static struct gs_cell cell_of(struct gs_table *t, const char *key,
                              const struct gs_perf_row *r,
                              const struct gs_perf_point *p)
{
    bool ok = !r || r->found;
    size_t i, n;

    for (i = 0; i < GS_ARRAY_SIZE(metrics) && ok; i++) {
        const struct gs_perf_metrics *m = &p->expected;

        n = strlen(metrics[i].key);
        if (strncmp(key, metrics[i].key, n) != 0)
            continue;
        if (!strcmp(key + n, "_low"))
            m = &p->low;
        else if (!strcmp(key + n, "_high"))
            m = &p->high;
        else if (key[n])
            continue;
        return finite(*(const double *)(const void *)
                          ((const char *)m + metrics[i].offset));
    }
    if (r && !strcmp(key, "model"))
        return gs_cell_text(r->model->id);
    if (r && !strcmp(key, "gpu"))
        return gs_cell_text(r->gpu->id);
    if (r && !strcmp(key, "reason") && r->reason[0])
        return gs_cell_text(r->reason);
    if (r && !strcmp(key, "max_concurrency_meeting_targets"))
        return r->max_meeting >= 0 && ok ? gs_cell_int(r->max_meeting)
                                         : gs_cell_null();
    if (!ok)
        return gs_cell_null();
    if (!strcmp(key, "gpu_count"))
        return gs_cell_int(p->n_gpus);
    if (!strcmp(key, "layout") && p->ep > 1)
        return gs_cell_text(gs_table_printf(t, p->attn_dp
                                                ? "ep%lld attn-dp x dp%lld"
                                                : "tp%lld ep x dp%lld",
                                            (long long)p->ep,
                                            (long long)p->dp));
    if (!strcmp(key, "layout"))
        return gs_cell_text(gs_table_printf(t, "tp%lld pp%lld x dp%lld",
                                            (long long)p->tp,
                                            (long long)p->pp,
                                            (long long)p->dp));
    if (!strcmp(key, "tp"))
        return gs_cell_int(p->tp);
    if (!strcmp(key, "pp"))
        return gs_cell_int(p->pp);
    if (!strcmp(key, "dp"))
        return gs_cell_int(p->dp);
    if (!strcmp(key, "concurrency"))
        return gs_cell_int(p->concurrency);
    if (!strcmp(key, "max_concurrency"))
        return gs_cell_int(p->max_concurrency);
    if (!strcmp(key, "tokens_per_s_range"))
        return gs_cell_text(gs_table_printf(t, "%.0f-%.0f",
                                            p->low.tokens_per_s,
                                            p->high.tokens_per_s));
    if (!strcmp(key, "bound"))
        return gs_cell_text(gs_bound_name(p->rf.bound));
    if (!strcmp(key, "prefill_bound"))
        return gs_cell_text(gs_bound_name(p->rf.prefill_bound));
    if (!strcmp(key, "compute_precision"))
        return gs_cell_text(gs_precision_name(p->rf.compute_precision));
    if (!strcmp(key, "prefill_load"))
        return gs_cell_number(p->prefill_load);
    if (!strcmp(key, "meets_targets"))
        return gs_cell_bool(p->meets_targets);
    if (!strcmp(key, "prefill_chunk_tokens"))
        return gs_cell_int(p->prefill_chunk_tokens);
    return gs_cell_null();
}

static int add_row(struct gs_table *t, const struct gs_perf_row *r,
                   const struct gs_perf_point *p)
{
    struct gs_cell *c = gs_table_add_row(t);
    size_t j;

    if (!c)
        return -1;
    for (j = 0; j < t->n_cols; j++)
        c[j] = cell_of(t, t->cols[j].key, r, p);
    return 0;
}

int gs_perf_view_build(struct gs_perf_view *v, struct gs_report *r,
                       const struct gs_perf_row *rows, size_t n_rows,
                       const struct gs_perf_point *sweep, size_t n_sweep,
                       const struct gs_perf_view_opts *o, struct gs_error *err)
{
    size_t i, n_cols, n_sweep_cols;

    if (o->human) {
        n_cols = 0;
        for (i = 0; i < GS_ARRAY_SIZE(human_cols); i++)
            if (o->targets || (strcmp(human_cols[i].key, "meets_targets") &&
                               strcmp(human_cols[i].key,
                                      "max_concurrency_meeting_targets")))
                v->cols[n_cols++] = human_cols[i];
        n_sweep_cols = 0;
        for (i = 0; i < GS_ARRAY_SIZE(human_sweep_cols); i++)
            if (o->targets || strcmp(human_sweep_cols[i].key,
                                     "meets_targets"))
                v->sweep_cols[n_sweep_cols++] = human_sweep_cols[i];
    } else {
        n_cols = machine_cols(v->cols, false);
        n_sweep_cols = machine_cols(v->sweep_cols, true);
    }
    if (o->sweep_rows && n_sweep_cols < GS_PERF_VIEW_MAX_COLS) {
        /* several GPUs' sweeps: which GPU each row is */
        static const struct gs_column gpu_col = {
            "gpu", "GPU", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY,
        };

        memmove(&v->sweep_cols[1], &v->sweep_cols[0],
                n_sweep_cols * sizeof(v->sweep_cols[0]));
        v->sweep_cols[0] = gpu_col;
        n_sweep_cols++;
    }
    gs_table_init(&v->main, "rows", v->cols, n_cols);
    gs_table_init(&v->sweep, "sweep", v->sweep_cols, n_sweep_cols);
    gs_explain_init(&v->explain, "formulas (expected constants)");
    v->main.title = "perf";
    v->sweep.title = "concurrency sweep (whole system)";
    for (i = 0; i < n_rows; i++)
        if (add_row(&v->main, &rows[i], &rows[i].pt) < 0)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
    gs_report_add(r, &v->main);
    for (i = 0; i < n_sweep; i++)
        if (add_row(&v->sweep, o->sweep_rows ? o->sweep_rows[i] : NULL,
                    &sweep[i]) < 0)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (n_sweep)
        gs_report_add(r, &v->sweep);
    return 0;
}

void gs_perf_view_release(struct gs_perf_view *v)
{
    gs_table_release(&v->main);
    gs_table_release(&v->sweep);
    gs_explain_release(&v->explain);
}
