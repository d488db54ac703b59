/*
 * gpusel util's report: a row per GPU and a total, the log's shape in
 * notes.  Percentages are fractions in CSV and JSON (*_frac) and shown
 * as % for people; memory in bytes, shown in GiB.
 */
#include <math.h>

#include "units.h"
#include "util_view.h"
#include "banned.h"

#define PCT 0.01
#define GIB GS_BYTES_PER_GIB

static const struct gs_column util_cols[] = {
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "name", "name", GS_CELL_TEXT, 0, 0, .audience = GS_COL_DETAIL },
    { "catalogue_id", "catalogue", GS_CELL_TEXT, 0, 0 },
    { "samples", "samples", GS_CELL_INT, 0, 0 },
    { "gpu_hours", "GPU-hours", GS_CELL_NUMBER, 2, 0, .unit = "GPU-hours" },
    { "util_mean_frac", "util %", GS_CELL_NUMBER, 1, PCT },
    { "util_p50_frac", "p50 %", GS_CELL_NUMBER, 1, PCT },
    { "util_p95_frac", "p95 %", GS_CELL_NUMBER, 1, PCT },
    { "mem_util_mean_frac", "mem util %", GS_CELL_NUMBER, 1, PCT },
    { "mem_peak_bytes", "mem peak GiB", GS_CELL_NUMBER, 1, GIB },
    { "mem_total_bytes", "mem total (GiB)", GS_CELL_NUMBER, 1, GIB,
      .audience = GS_COL_DETAIL },
    { "idle_frac", "idle %", GS_CELL_NUMBER, 1, PCT },
    { "idle_gpu_hours", "idle GPU-hours", GS_CELL_NUMBER, 2, 0,
      .unit = "GPU-hours", .audience = GS_COL_DETAIL },
    { "energy_kwh", "kWh", GS_CELL_NUMBER, 3, 0, .unit = "kWh" },
    { "idle_usd", "idle $", GS_CELL_NUMBER, 2, 0 },
    { "gaps", "gaps", GS_CELL_INT, 0, 0, .audience = GS_COL_DETAIL },
};

static struct gs_cell num(double v)
{
    return isfinite(v) ? gs_cell_number(v) : gs_cell_null();
}

/* How the log's GPUs were told apart, by enum gs_smi_key. */
static const char *const key_note[] = {
    "GPUs told apart by the index column",
    "GPUs told apart by uuid (no index column)",
    "GPUs told apart by pci.bus_id (no index or uuid column)",
    ("GPUs told apart by their order within each timestamp: the log has no "
     "index, uuid or pci.bus_id column (add index to --query-gpu)"),
};

static void notes(struct gs_report *r, const struct gs_util_view_in *in)
{
    const struct gs_smi_log *log = in->log;
    const struct gs_util_view_row *tot = &in->rows[in->n_rows - 1];

    gs_report_note(r, "idle: utilization.gpu below %g%%; intervals over "
                   "%g s are gaps, not integrated (docs/methodology.md)",
                   in->params.idle_below_frac * 100.0, in->params.max_gap_s);
    if (!isnan(in->usd_per_gpu_hour))
        gs_report_note(r, "idle cost at %.4g USD per GPU-hour (%s)",
                       in->usd_per_gpu_hour, in->price_source);
    else
        gs_report_note(r, "no price: give --price, --instance or --gpu with "
                       "--pricing for the idle cost");
    if (log->n_headers > 1 || log->n_backwards > 0)
        gs_report_note(r, "%zu runs of the logger (header lines: %zu; "
                       "timestamps going back: %zu), not integrated across",
                       log->n_segments, log->n_headers, log->n_backwards);
    if (log->headerless)
        gs_report_note(r, "rows without a header read in the order of "
                       "--fields (default: timestamp, index, name, "
                       "utilization.gpu, utilization.memory, memory.used, "
                       "memory.total, power.draw)");
    if (log->keyed_by != GS_SMI_BY_INDEX)
        gs_report_note(r, "%s", key_note[log->keyed_by]);
    if (log->n_empty_lines > 0)
        gs_report_note(r, "%zu empty line(s) skipped", log->n_empty_lines);
    if (log->truncated_last_line)
        gs_report_note(r, "line %u skipped: the last line has no newline "
                       "(cut while the log was written)",
                       log->truncated_line);
    if (log->n_missing_cells > 0)
        gs_report_note(r, "%zu cell(s) without a value ([N/A], [Not "
                       "Supported]) left out of the statistics",
                       log->n_missing_cells);
    if (tot->st.n_gaps > 0)
        gs_report_note(r, "%zu interval(s) not integrated (longer than "
                       "%g s, or not later than the one before)",
                       tot->st.n_gaps, in->params.max_gap_s);
    if (tot->st.power_covered_s < tot->st.duration_s)
        gs_report_note(r, "energy covers %.0f of %.0f GPU-seconds (power.draw "
                       "missing for the rest)", tot->st.power_covered_s,
                       tot->st.duration_s);
    if (in->n_unknown > 0)
        gs_report_note(r, "warning: %zu GPU name(s) not in the catalogue, "
                       "e.g. '%s' (gpusel list gpus; --gpu names one)",
                       in->n_unknown, in->unknown_name);
}

int gs_util_view_emit(struct gs_context *ctx, const struct gs_util_view_in *in,
                      struct gs_error *err)
{
    struct gs_table t;
    struct gs_report r;
    size_t i;
    int rc;

    gs_table_init(&t, "rows", util_cols, GS_ARRAY_SIZE(util_cols));
    for (i = 0; i < in->n_rows; i++) {
        const struct gs_util_view_row *v = &in->rows[i];
        struct gs_cell *c = gs_table_add_row(&t);

        if (!c) {
            gs_table_release(&t);
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        }
        gs_table_set(&t, c, "gpu", gs_cell_text(v->gpu));
        gs_table_set(&t, c, "name", gs_cell_text(v->name));
        gs_table_set(&t, c, "catalogue_id", gs_cell_text(v->catalogue_id));
        gs_table_set(&t, c, "samples", gs_cell_int((int64_t)v->st.n_samples));
        gs_table_set(&t, c, "gpu_hours",
                     gs_cell_number(v->st.duration_s / GS_SECONDS_PER_HOUR));
        gs_table_set(&t, c, "util_mean_frac", num(v->st.util_mean_frac));
        gs_table_set(&t, c, "util_p50_frac", num(v->st.util_p50_frac));
        gs_table_set(&t, c, "util_p95_frac", num(v->st.util_p95_frac));
        gs_table_set(&t, c, "mem_util_mean_frac",
                     num(v->st.mem_util_mean_frac));
        gs_table_set(&t, c, "mem_peak_bytes", num(v->st.mem_peak_bytes));
        gs_table_set(&t, c, "mem_total_bytes", num(v->st.mem_total_bytes));
        gs_table_set(&t, c, "idle_frac", num(v->st.idle_frac));
        gs_table_set(&t, c, "idle_gpu_hours",
                     gs_cell_number(v->idle_gpu_hours));
        gs_table_set(&t, c, "energy_kwh",
                     gs_cell_number(v->st.energy_j / GS_UTIL_J_PER_KWH));
        gs_table_set(&t, c, "idle_usd", num(v->idle_usd));
        gs_table_set(&t, c, "gaps", gs_cell_int((int64_t)v->st.n_gaps));
    }
    gs_report_init(&r, "util");
    gs_report_input_text(&r, "log", in->log->path);
    gs_report_input_number(&r, "idle_below_frac", in->params.idle_below_frac);
    gs_report_input_number(&r, "max_gap_s", in->params.max_gap_s);
    gs_report_input(&r, "usd_per_gpu_hour", num(in->usd_per_gpu_hour));
    gs_report_input_text(&r, "price_source", in->price_source);
    gs_report_input_text(&r, "pricing", in->pricing);
    gs_report_add(&r, &t);
    notes(&r, in);
    rc = gs_context_emit(ctx, &r, err);
    gs_table_release(&t);
    return rc;
}
