/*
 * gpusel diff BASE.json NEW.json: what changed between two saved reports
 * (--format json of cost, rank, ...), the way cost tools are used on pull
 * requests.  The inputs that differ come first; then, table by table,
 * rows matched by identity (their key columns, else the candidate columns
 * of `identity_keys`, src/report/report_diff.c): a changed winner (rank 1), changed cost, fit and
 * price columns, added and removed rows.  --max-increase makes a rise in
 * USD per accepted output past a limit exit 1 with a one-line reason.
 * docs/commands/diff.md documents the rules.
 */
#include <stdio.h>
#include <string.h>

#include "command.h"
#include "report.h"
#include "report_diff.h"
#include "report_load.h"
#include "banned.h"

struct diff_args {
    const char *max_increase;   /* --max-increase: "10%", "5USD", "5" */
    const char *scope;          /* --scope: winner (default), ranked, all */
    bool all_columns;           /* --all-columns */
};

/* --scope's values, in enum gs_diff_scope's order. */
static const char *const scope_names[] = { "winner", "ranked", "all",
                                           NULL };

#define A struct diff_args
const struct gs_option gs_diff_options[] = {
    GS_OPT_STRING(A, "max-increase", max_increase, "<limit>",
                  "exit 1 when a row's USD per accepted output rises by "
                  "more than this: 10% (of the base) or 0.5USD (absolute)"),
    GS_OPT_CHOICE(A, "scope", scope, "<rows>",
                  "rows --max-increase gates: the winner (default), every "
                  "ranked row, or all rows, rejected ones too",
                  scope_names),
    GS_OPT_FLAG(A, "all-columns", all_columns,
                "compare every column, not only cost, fit and price"),
    GS_OPT_END(),
};
#undef A

GS_COMMAND_ARGS(diff, struct diff_args, NULL);

int cmd_diff(const void *args, int argc, const char **argv,
             struct gs_context *ctx, struct gs_error *err)
{
    struct diff_args a = *(const struct diff_args *)args;
    struct gs_saved_report base, now;
    struct gs_report_diff d = { .err = err };
    struct gs_report r;
    const struct gs_writer *w;
    int rc;

    (void)argc;
    if (gs_diff_parse_limit(a.max_increase, &d.limit, err) < 0)
        return -1;
    d.all_columns = a.all_columns;
    d.scope = !a.scope || !strcmp(a.scope, "winner") ? GS_DIFF_SCOPE_WINNER
              : !strcmp(a.scope, "ranked") ? GS_DIFF_SCOPE_RANKED
                                           : GS_DIFF_SCOPE_ALL;
    if (a.scope && !d.limit.set)
        return gs_error_set(err, GS_EUSAGE, "--scope says which rows "
                            "--max-increase gates; give --max-increase");
    if (gs_saved_report_load(&base, argv[1], err) < 0)
        return -1;
    if (gs_saved_report_load(&now, argv[2], err) < 0) {
        gs_saved_report_release(&base);
        return -1;
    }
    rc = -1;
    /* a fit report against a rank report has no rows in common: the
     * "differences" would be every input */
    if (base.command && now.command && strcmp(base.command, now.command)) {
        char b[64], n[64];

        gs_escape_controls(b, sizeof(b), base.command);
        gs_escape_controls(n, sizeof(n), now.command);
        gs_error_set(err, GS_EUSAGE, "'%s' is a '%s' report and '%s' a "
                     "'%s' report: diff compares two reports of one "
                     "command", argv[1], b, argv[2], n);
        goto out_reports;
    }
    if (d.limit.set && !gs_diff_has_cost(&base) && !gs_diff_has_cost(&now)) {
        gs_error_set(err, GS_EUSAGE, "--max-increase checks '%s', which "
                     "neither report has", GS_DIFF_COST_KEY);
        goto out_reports;
    }
    if (gs_report_diff_run(&d, &base, &now) < 0)
        goto out;

    gs_report_init(&r, "diff");
    gs_report_input_text(&r, "base", argv[1]);
    gs_report_input_text(&r, "new", argv[2]);
    gs_report_input_text(&r, "max_increase", a.max_increase);
    if (d.limit.set)
        gs_report_input_text(&r, "scope", scope_names[d.scope]);
    gs_report_input_bool(&r, "all_columns", a.all_columns);
    w = gs_writer_find(ctx->common.format);
    /* people see the inputs first, and no empty table; CSV writes one
     * table, the changes */
    if (w && w->one_table) {
        gs_report_add(&r, &d.changes);
        gs_report_add(&r, &d.inputs);
    } else {
        if (!(w && w->human) || d.inputs.n_rows)
            gs_report_add(&r, &d.inputs);
        gs_report_add(&r, &d.changes);
    }
    gs_diff_notes(&r, &d, &base, &now);
    if (gs_context_emit(ctx, &r, err) < 0)
        goto out;
    rc = 0;
    if (d.reason[0]) {
        /* the one line a CI log shows */
        char line[2 * GS_DIFF_REASON_MAX];

        gs_escape_controls(line, sizeof(line), d.reason);
        fprintf(stderr, "gpusel: diff: %s\n", line);
        rc = GS_EXIT_CHECK_FAILED;
    }
out:
    gs_report_diff_release(&d);
out_reports:
    gs_saved_report_release(&base);
    gs_saved_report_release(&now);
    return rc;
}
