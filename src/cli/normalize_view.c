/*
 * How `gpusel normalize` shows its answer: one table, one row per
 * measured candidate (src/cli/normalize_view.h states the
 * contract; docs/commands/normalize.md documents every column).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decision.h"
#include "decision_defaults.h"
#include "price.h"
#include "normalize_view.h"
#include "report.h"
#include "units.h"
#include "workload.h"
#include "banned.h"

#define MS 1e-3

/* Priority: lower is hidden first when a table does not fit. */
static const struct gs_column cols[] = {
    { "rank", "rank", GS_CELL_INT, 0, 0, .priority = 10 },
    { "gpu", "GPU", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "gpu_count", "GPUs", GS_CELL_INT, 0, 0, .priority = 10 },
    { "model", "model", GS_CELL_TEXT, 0, 0, .priority = 2 },
    { "pricing", "pricing", GS_CELL_TEXT, 0, 0, .priority = 6 },
    { "usd_per_gpu_hour", "USD/GPU-h", GS_CELL_NUMBER, 2, 0,
      .unit = "USD/GPU-hour", .priority = 7 },
    { "concurrency", "conc", GS_CELL_INT, 0, 0, .priority = 8 },
    { "work", "work", GS_CELL_TEXT, 0, 0, .audience = GS_COL_DETAIL },
    /* in its row's unit: tokens/s, images/hour or samples/s (`work`) */
    { "throughput", "measured", GS_CELL_NUMBER, 0, 0,
      .audience = GS_COL_DETAIL },
    { "tokens_per_s", "tok/s", GS_CELL_NUMBER, 0, 0, .unit = "tokens/s",
      .priority = 9 },
    { "predicted_tokens_per_s", "model tok/s", GS_CELL_NUMBER, 0, 0,
      .unit = "tokens/s", .priority = 8 },
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
      .unit = "fraction", .priority = 3 },
    { "meets_targets", "meets", GS_CELL_BOOL, 0, 0, .priority = 9 },
    { "reason", "why not", GS_CELL_TEXT, 0, 0, .priority = 4 },
    { "price_as_of", "price date", GS_CELL_TEXT, 0, 0,
      .audience = GS_COL_DETAIL },
    { "price_as_of_precision", "price date precision", GS_CELL_TEXT, 0, 0,
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
    struct gs_date d;
    char day[11];

    if (!c)
        return -1;
    gs_table_set(t, c, "rank",
                 r->rank > 0 ? gs_cell_int(r->rank) : gs_cell_null());
    gs_table_set(t, c, "gpu", gs_cell_text(m->gpu));
    gs_table_set(t, c, "gpu_count", gs_cell_int(m->n_gpus));
    gs_table_set(t, c, "model", gs_cell_text(m->model));
    gs_table_set(t, c, "pricing", gs_cell_text(r->pricing));
    gs_table_set(t, c, "usd_per_gpu_hour", num(r->usd_per_gpu_hour));
    gs_table_set(t, c, "concurrency",
                 gs_unset_i64(m->concurrency) ? gs_cell_null()
                                              : gs_cell_int(m->concurrency));
    gs_table_set(t, c, "work", gs_cell_text(gs_bench_work_name(m->work)));
    gs_table_set(t, c, "throughput", gs_cell_number(m->throughput));
    gs_table_set(t, c, "tokens_per_s",
                 tokens ? gs_cell_number(m->throughput) : gs_cell_null());
    gs_table_set(t, c, "predicted_tokens_per_s", num(r->pred_throughput));
    gs_table_set(t, c, "tokens_per_s_ratio", num(r->throughput_ratio));
    gs_table_set(t, c, "ttft_p99_s", unset_num(m->ttft_p99_s));
    gs_table_set(t, c, "predicted_ttft_p99_s", num(r->pred_ttft_p99_s));
    gs_table_set(t, c, "ttft_p99_ratio", num(r->ttft_p99_ratio));
    gs_table_set(t, c, "itl_p99_s", unset_num(m->itl_p99_s));
    gs_table_set(t, c, "predicted_itl_p99_s", num(r->pred_itl_p99_s));
    gs_table_set(t, c, "itl_p99_ratio", num(r->itl_p99_ratio));
    gs_table_set(t, c, "predicted_layout",
                 r->predicted
                     ? gs_cell_text(gs_table_printf(t, "tp%lld pp%lld x "
                                                    "dp%lld",
                                                    (long long)r->tp,
                                                    (long long)r->pp,
                                                    (long long)r->dp))
                     : gs_cell_null());
    gs_table_set(t, c, "usd_per_accepted_output",
                 num(r->usd_per_accepted_output));
    gs_table_set(t, c, "usd_per_mtok", num(r->usd_per_mtok));
    gs_table_set(t, c, "utilisation_frac", num(r->utilisation_frac));
    gs_table_set(t, c, "meets_targets", gs_cell_bool(r->meets));
    gs_table_set(t, c, "reason", gs_cell_text(r->reason));
    /* one type per column (docs/output.md): a calendar day or null, as
     * rank writes it, the source's precision beside it */
    if (r->price_as_of && gs_date_parse(r->price_as_of,
                                        strlen(r->price_as_of), &d) == 0 &&
        gs_date_day(&d, day)) {
        gs_table_set(t, c, "price_as_of",
                     gs_cell_text(gs_table_strdup(t, day)));
        gs_table_set(t, c, "price_as_of_precision",
                     gs_cell_text(gs_date_precision_name(d.precision)));
    } else if (r->price_offer) {
        gs_table_set(t, c, "price_as_of_precision",
                     gs_cell_text(gs_date_precision_name(GS_DATE_NONE)));
    }
    gs_table_set(t, c, "line", gs_cell_int(m->line));
    return 0;
}

/* ---- the decision record (--format markdown) ------------------------ */

/* Extra columns of the record's candidate tables. */
static const char *const extra_cols[] = {
    "GPUs", "measured tok/s", "x model", "p99 ITL (s)", "line",
};
#define N_EXTRA (sizeof(extra_cols) / sizeof(extra_cols[0]))
/* Most inputs, criteria and assumptions the record lists. */
#define MAX_ITEMS 24
/* Room for an assumption line we reword. */
#define ASSUME_MAX 128
/* Room for a formatted extra cell. */
#define CELL_MAX 32

struct record_rows {
    struct gs_decision_row *rows;
    struct gs_decision_price *prices;
    char (*cells)[N_EXTRA][CELL_MAX];
    const char *(*extra)[N_EXTRA];
};

static void fmt(char *out, double v, const char *f)
{
    if (isfinite(v))
        snprintf(out, CELL_MAX, f, v);
    else
        snprintf(out, CELL_MAX, "-");
}

static void decision_row(const struct gs_normalize_row *r,
                         struct gs_decision_row *d, char (*cells)[CELL_MAX],
                         const char **extra)
{
    const struct gs_bench_row *m = r->m;
    size_t k;

    memset(d, 0, sizeof(*d));
    d->candidate = r->label ? r->label : m->gpu;
    d->cost_per_output = r->usd_per_accepted_output;
    d->usd_total = r->usd_total;
    d->time = gs_unset_f64(m->ttft_p99_s) ? NAN : m->ttft_p99_s;
    d->price_as_of = r->price_as_of;
    d->reason = r->reason;
    snprintf(cells[0], CELL_MAX, "%lld", (long long)m->n_gpus);
    fmt(cells[1], m->work == GS_BENCH_WORK_TOKENS ? m->throughput : NAN,
        "%.0f");
    fmt(cells[2], r->throughput_ratio, "%.2f");
    fmt(cells[3], gs_unset_f64(m->itl_p99_s) ? NAN : m->itl_p99_s, "%.3f");
    snprintf(cells[4], CELL_MAX, "%u", m->line);
    for (k = 0; k < N_EXTRA; k++)
        extra[k] = cells[k];
    d->extra = extra;
}

static int write_record(const struct gs_normalize_view_in *in, FILE *out,
                        struct gs_error *err)
{
    struct gs_decision_item inputs[MAX_ITEMS], criteria[MAX_ITEMS];
    struct gs_decision_item assumptions[MAX_ITEMS];
    struct gs_decision_term terms[GS_NORMALIZE_MAX_TERMS];
    struct gs_decision_row *rows;
    struct gs_decision_price *prices;
    char (*cells)[N_EXTRA][CELL_MAX];
    const char *(*extra)[N_EXTRA];
    struct gs_decision d;
    char acceptance_text[ASSUME_MAX], retry_text[ASSUME_MAX];
    char title[256];
    size_t i, n_in = 0, n_crit = 0, n_as, n_prices = 0;
    int rc = -1;

    rows = calloc(in->n_rows + 1, sizeof(*rows));
    prices = calloc(in->n_rows + 1, sizeof(*prices));
    cells = calloc(in->n_rows + 1, sizeof(*cells));
    extra = calloc(in->n_rows + 1, sizeof(*extra));
    if (!rows || !prices || !cells || !extra) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    for (i = 0; i < in->n_rows; i++) {
        const struct gs_normalize_row *r = &in->rows[i];
        struct gs_decision_price *p = &prices[n_prices];
        size_t j;
        bool seen = false;

        decision_row(r, &rows[i], cells[i], extra[i]);
        if (!r->price_as_of || !r->price_offer)
            continue;
        for (j = 0; j < n_prices && !seen; j++)
            seen = strcmp(prices[j].offer, r->price_offer) == 0 &&
                   strcmp(prices[j].as_of, r->price_as_of) == 0;
        if (seen)
            continue;
        p->offer = r->price_offer;
        p->as_of = r->price_as_of;
        p->age_days = r->price_age_days;
        p->stale = r->price_stale;
        p->usd_per_gpu_hour = r->usd_per_gpu_hour;
        p->source = r->price_source;
        n_prices++;
    }
    inputs[n_in++] = (struct gs_decision_item){
        .name = "measurements", .value = in->bench->path,
        .source = "BENCH.csv (docs/bench-csv.md)" };
    inputs[n_in++] = (struct gs_decision_item){
        .name = "candidates measured", .number = (double)in->n_rows,
        .source = in->bench->path };
    inputs[n_in++] = (struct gs_decision_item){
        .name = "workload",
        .value = in->workload_path ? in->workload_path
                                   : "none: each candidate at full load",
        .source = in->workload_path ? "--workload" : "default" };
    inputs[n_in++] = (struct gs_decision_item){
        .name = "throughput", .value = "measured (each row's)",
        .source = in->bench->path };
    criteria[n_crit++] = (struct gs_decision_item){
        .name = "p99 TTFT", .number = in->ttft_p99_s > 0.0 ? in->ttft_p99_s
                                                           : NAN,
        .unit = "s", .source = "--ttft-p99 or the workload's targets" };
    criteria[n_crit++] = (struct gs_decision_item){
        .name = "p99 ITL", .number = in->itl_p99_s > 0.0 ? in->itl_p99_s
                                                         : NAN,
        .unit = "s", .source = "--itl-p99 or the workload's targets" };
    n_as = gs_decision_cost_defaults(assumptions, MAX_ITEMS);
    if (n_as > MAX_ITEMS)
        n_as = MAX_ITEMS;
    for (i = 0; i < n_as; i++) {
        char *text = strcmp(assumptions[i].name, "acceptance rate") == 0
                         ? acceptance_text
                     : strcmp(assumptions[i].name, "retry rate") == 0
                         ? retry_text : NULL;

        if (!text)
            continue;
        /* the rows say their own rates; the default fills empty cells
         * (or the workload's quality does) */
        snprintf(text, ASSUME_MAX, "each row's; %g where the row and "
                 "the workload leave it empty", assumptions[i].number);
        assumptions[i].value = text;
        assumptions[i].source = in->bench->path;
    }
    if (in->n_ranked > 0) {
        const struct gs_normalize_row *w = &in->rows[0];

        for (i = 0; i < w->n_terms; i++) {
            terms[i].name = w->term_names[i];
            terms[i].usd = w->term_usd[i];
        }
    }
    snprintf(title, sizeof(title), "Measured candidates: %s",
             in->bench->path);
    memset(&d, 0, sizeof(d));
    d.title = title;
    d.command = in->command_line;
    d.version = "gpusel " GPUSEL_VERSION;
    d.today = in->ctx->today_text;
    d.stale_after_days = in->ctx->stale_after_days;
    d.cost_unit = "USD per accepted output";
    d.time_label = "p99 TTFT (s)";
    d.inputs = inputs;
    d.n_inputs = n_in;
    d.assumptions = assumptions;
    d.n_assumptions = n_as;
    d.criteria = criteria;
    d.n_criteria = n_crit;
    d.extra_cols = extra_cols;
    d.n_extra = N_EXTRA;
    d.ranked = rows;
    d.n_ranked = in->n_ranked;
    d.rejected = rows + in->n_ranked;
    d.n_rejected = in->n_rows - in->n_ranked;
    d.winner_terms = terms;
    d.n_winner_terms = in->n_ranked > 0 ? in->rows[0].n_terms : 0;
    d.tie_break = "equal costs: GPU id, then GPU count, then file line";
    d.prices = prices;
    d.n_prices = n_prices;
    d.notes = in->notes;
    d.n_notes = in->n_notes;
    rc = gs_decision_write(&d, out, err);
out:
    free(rows);
    free(prices);
    free(cells);
    free(extra);
    return rc;
}

/* The record to stdout or, atomically, to --output. */
static int emit_record(const struct gs_normalize_view_in *in,
                       struct gs_error *err)
{
    struct gs_output *o;

    if (!in->ctx->common.output_path)
        return write_record(in, in->ctx->out, err);
    if (gs_context_output_open(in->ctx, in->ctx->common.output_path, &o,
                               err) < 0)
        return -1;
    if (write_record(in, o->fp, err) < 0) {
        gs_context_output_abort(in->ctx, o);
        return -1;
    }
    return gs_context_output_done(in->ctx, o, err);
}

/* ---- the table ------------------------------------------------------- */

int gs_normalize_view_emit(const struct gs_normalize_view_in *in,
                           struct gs_error *err)
{
    struct gs_report r;
    struct gs_table t;
    size_t i;
    int rc;

    if (in->ctx->common.format &&
        strcmp(in->ctx->common.format, "markdown") == 0)
        return emit_record(in, err);
    gs_report_init(&r, "normalize");
    gs_table_init(&t, "rows", cols, GS_ARRAY_SIZE(cols));
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
    if (in->ttft_p99_s > 0.0 && in->itl_p99_s > 0.0)
        gs_report_note(&r, "targets: p99 TTFT %.3g s, p99 ITL %.3g s; rows "
                       "that miss one follow the ranked ones",
                       in->ttft_p99_s, in->itl_p99_s);
    else if (in->ttft_p99_s > 0.0)
        gs_report_note(&r, "target: p99 TTFT %.3g s; rows that miss it "
                       "follow the ranked ones", in->ttft_p99_s);
    else if (in->itl_p99_s > 0.0)
        gs_report_note(&r, "target: p99 ITL %.3g s; rows that miss it "
                       "follow the ranked ones", in->itl_p99_s);
    for (i = 0; i < in->n_notes; i++)
        gs_report_note(&r, "%s", in->notes[i]);
    rc = gs_context_emit(in->ctx, &r, err);
    gs_table_release(&t);
    return rc;
}
