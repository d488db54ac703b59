#ifndef GPUSEL_REPORT_DIFF_H
#define GPUSEL_REPORT_DIFF_H

#include <stdbool.h>
#include <stddef.h>

#include "error.h"
#include "report.h"
#include "report_load.h"

/*
 * What changed between two saved reports (report layer,
 * src/report/report_diff.c; moved from src/cli/cmd/diff.c, which parses,
 * loads and emits): the inputs that differ, then, table by table, rows
 * matched by identity (their key columns, else the candidate columns),
 * a changed winner (rank 1), changed cost, fit and price columns, added
 * and removed rows, and the --max-increase gate on USD per accepted
 * output.  docs/commands/diff.md documents the rules.
 */

/* The column the gate reads. */
#define GS_DIFF_COST_KEY "usd_per_accepted_output"
/* Room for the one-line reason of a failed gate. */
#define GS_DIFF_REASON_MAX 400

/* --max-increase, parsed. */
struct gs_diff_limit {
    bool set;
    bool relative;              /* a fraction of the base, else USD */
    double value;               /* fraction (0.1 for 10%) or USD */
    const char *text;           /* as given */
};

/* The result; zero it, set limit, all_columns and err, then run. */
/* The rows --max-increase gates (--scope). */
enum gs_diff_scope {
    GS_DIFF_SCOPE_WINNER,       /* the new report's rank-1 row (default) */
    GS_DIFF_SCOPE_RANKED,       /* every row with a rank */
    GS_DIFF_SCOPE_ALL,          /* every row, rejected ones too */
};

struct gs_report_diff {
    struct gs_table changes, inputs;
    struct gs_diff_limit limit;
    enum gs_diff_scope scope;   /* reports without a rank: every row */
    bool all_columns;
    size_t n_changed, n_added, n_removed;
    bool winner_changed;
    char reason[GS_DIFF_REASON_MAX];    /* the first row over the limit; "" none */
    const char *largest_row;    /* the largest rise checked, for a note */
    double largest_rise;        /* its rise (fraction or USD) */
    bool any_checked;
    struct gs_error *err;
};

/* "10%" -> 0.1 relative; "0.5USD", "0.5usd" -> 0.5 USD (a bare "0.5" is
 * refused as ambiguous); NULL:
 * not set.  GS_EUSAGE otherwise. */
int gs_diff_parse_limit(const char *text, struct gs_diff_limit *out,
                        struct gs_error *err);

/* Whether a report has the gate's column in some table. */
bool gs_diff_has_cost(const struct gs_saved_report *r);

/* Compare b with n into d's tables ("changes", "input_changes"); 0, or
 * -1 with *d->err (GS_ENOMEM). */
int gs_report_diff_run(struct gs_report_diff *d,
                       const struct gs_saved_report *b,
                       const struct gs_saved_report *n);

/* The notes a diff report ends with: the two reports, the counts, the
 * gate's verdict. */
void gs_diff_notes(struct gs_report *r, const struct gs_report_diff *d,
                   const struct gs_saved_report *b,
                   const struct gs_saved_report *n);

void gs_report_diff_release(struct gs_report_diff *d);

#endif /* GPUSEL_REPORT_DIFF_H */
