/*
 * How `gpusel normalize` shows its answer: one table, one row per
 * measured candidate (include/gpusel/normalize_view.h states the
 * contract; docs/commands/normalize.md documents every column).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gpusel/normalize_view.h"
#include "gpusel/report.h"
#include "gpusel/units.h"
#include "gpusel/workload.h"
#include "gpusel/banned.h"

#define MS 1e-3

/* Priority: lower is hidden first when a table does not fit. */
static const struct gs_column cols[] = {
    { "rank", "rank", GS_CELL_INT, 0, 0, .priority = 10 },
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "gpu_count", "GPUs", GS_CELL_INT, 0, 0, .priority = 10 },
    { "model", "model", GS_CELL_TEXT, 0, 0, .priority = 2 },
    { "pricing", "pricing", GS_CELL_TEXT, 0, 0, .priority = 6 },
    { "usd_per_gpu_hour", "USD/GPU-h", GS_CELL_NUMBER, 2, 0,
      .priority = 7 },
    { "concurrency", "conc", GS_CELL_INT, 0, 0, .priority = 8 },
    { "work", "work", GS_CELL_TEXT, 0, 0, .audience = GS_COL_DETAIL },
    { "throughput", "measured", GS_CELL_NUMBER, 0, 0, .unit = "per row",
      .audience = GS_COL_DETAIL },
    { "tokens_per_s", "tok/s", GS_CELL_NUMBER, 0, 0, .priority = 9 },
    { "predicted_tokens_per_s", "model tok/s", GS_CELL_NUMBER, 0, 0,
      .priority = 8 },
    { "tokens_per_s_ratio", "x model", GS_CELL_NUMBER, 2, 0,
      .unit = "ratio", .priority = 9 },
    { "ttft_p99_s", "TTFT p99 ms", GS_CELL_NUMBER, 0, MS, .priority = 8 },
    { "predicted_ttft_p99_s", "model", GS_CELL_NUMBER, 0, MS,
      .priority = 5 },
    { "ttft_p99_ratio", "x model", GS_CELL_NUMBER, 2, 0, .unit = "ratio",
      .priority = 5 },
    { "itl_p99_s", "ITL p99 ms", GS_CELL_NUMBER, 1, MS, .priority = 8 },
    { "predicted_itl_p99_s", "model", GS_CELL_NUMBER, 1, MS,
      .priority = 5 },
    { "itl_p99_ratio", "x model", GS_CELL_NUMBER, 2, 0, .unit = "ratio",
      .priority = 5 },
    { "predicted_layout", "layout", GS_CELL_TEXT, 0, 0,
      .audience = GS_COL_DETAIL },
    { "usd_per_accepted_output", "USD/accepted", GS_CELL_NUMBER, 6, 0,
      .unit = "USD", .priority = 10 },
    { "usd_per_mtok", "USD/Mtok", GS_CELL_NUMBER, 3, 0, .unit = "USD/Mtok",
      .priority = 9 },
    { "utilisation_frac", "util %", GS_CELL_NUMBER, 0, 0.01,
      .priority = 3 },
    { "meets_targets", "meets", GS_CELL_BOOL, 0, 0, .priority = 9 },
    { "reason", "why not", GS_CELL_TEXT, 0, 0, .priority = 4 },
    { "price_as_of", "price date", GS_CELL_TEXT, 0, 0,
      .audience = GS_COL_DETAIL },
    { "line", "line", GS_CELL_INT, 0, 0, .priority = 6 },
};

static struct gs_cell num(double v)
{
    return isfinite(v) ? gs_cell_number(v) : gs_cell_null();
}

static struct gs_cell unset_num(double v)
{
    return gs_unset_f64(v) ? gs_cell_null() : gs_cell_number(v);
}

static int fill(struct gs_table *t, const struct gs_normalize_row *r)
{
    const struct gs_bench_row *m = r->m;
    bool tokens = m->work == GS_BENCH_WORK_TOKENS;
    struct gs_cell *c = gs_table_add_row(t);
    size_t k = 0;

    if (!c)
        return -1;
    c[k++] = r->rank > 0 ? gs_cell_int(r->rank) : gs_cell_null();
    c[k++] = gs_cell_text(m->gpu);
    c[k++] = gs_cell_int(m->n_gpus);
    c[k++] = gs_cell_text(m->model);
    c[k++] = gs_cell_text(r->pricing);
    c[k++] = num(r->usd_per_gpu_hour);
    c[k++] = gs_unset_i64(m->concurrency) ? gs_cell_null()
                                          : gs_cell_int(m->concurrency);
    c[k++] = gs_cell_text(gs_bench_work_name(m->work));
    c[k++] = gs_cell_number(m->throughput);
    c[k++] = tokens ? gs_cell_number(m->throughput) : gs_cell_null();
    c[k++] = num(r->pred_throughput);
    c[k++] = num(r->throughput_ratio);
    c[k++] = unset_num(m->ttft_p99_s);
    c[k++] = num(r->pred_ttft_p99_s);
    c[k++] = num(r->ttft_p99_ratio);
    c[k++] = unset_num(m->itl_p99_s);
    c[k++] = num(r->pred_itl_p99_s);
    c[k++] = num(r->itl_p99_ratio);
    c[k++] = r->predicted
                 ? gs_cell_text(gs_table_printf(t, "tp%lld pp%lld x dp%lld",
                                                (long long)r->tp,
                                                (long long)r->pp,
                                                (long long)r->dp))
                 : gs_cell_null();
    c[k++] = num(r->usd_per_accepted_output);
    c[k++] = num(r->usd_per_mtok);
    c[k++] = num(r->utilisation_frac);
    c[k++] = gs_cell_bool(r->meets);
    c[k++] = gs_cell_text(r->reason);
    c[k++] = gs_cell_text(r->price_as_of);
    c[k++] = gs_cell_int(m->line);
    return k == GS_ARRAY_SIZE(cols) ? 0 : -1;
}

int gs_normalize_view_emit(const struct gs_normalize_view_in *in,
                           struct gs_error *err)
{
    struct gs_report r;
    struct gs_table t;
    size_t i;
    int rc;

    gs_report_init(&r, "normalize");
    gs_table_init(&t, "candidates", cols, GS_ARRAY_SIZE(cols));
    for (i = 0; i < in->n_rows; i++)
        if (fill(&t, &in->rows[i]) < 0) {
            gs_table_release(&t);
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        }
    gs_report_add(&r, &t);
    gs_report_input_text(&r, "bench", in->bench->path);
    gs_report_input_text(&r, "workload", in->workload_path);
    gs_report_input_number(&r, "ttft_p99_target_s", in->ttft_p99_s);
    gs_report_input_number(&r, "itl_p99_target_s", in->itl_p99_s);
    gs_report_input_int(&r, "ranked", (int64_t)in->n_ranked);
    gs_report_input_int(&r, "rejected", (int64_t)(in->n_rows - in->n_ranked));
    if (in->workload_path)
        gs_report_note(&r, "cost per accepted output from the measured "
                       "throughput over %s's demand, quality and costs",
                       in->workload_path);
    else
        gs_report_note(&r, "cost per accepted output from the measured "
                       "throughput at full load (one replica busy all the "
                       "time, GPU time only); --workload adds demand and "
                       "costs");
    gs_report_note(&r, "x model = measured / gpusel's prediction at the "
                   "measured layout and concurrency: tok/s below 1 or "
                   "latency above 1 means the model is optimistic");
    if (in->ttft_p99_s > 0.0 || in->itl_p99_s > 0.0)
        gs_report_note(&r, "targets: p99 TTFT %.3g s, p99 ITL %.3g s (0: "
                       "none); rows that miss one are listed after the "
                       "ranked ones", in->ttft_p99_s, in->itl_p99_s);
    for (i = 0; i < in->n_notes; i++)
        gs_report_note(&r, "%s", in->notes[i]);
    rc = gs_context_emit(in->ctx, &r, err);
    gs_table_release(&t);
    return rc;
}
