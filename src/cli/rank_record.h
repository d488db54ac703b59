#ifndef GPUSEL_RANK_RECORD_H
#define GPUSEL_RANK_RECORD_H

#include <stdio.h>

#include "command.h"
#include "error.h"
#include "rank.h"

/*
 * What `gpusel rank` writes (CLI layer): the report (src/cli/rank_view.c,
 * below), the decision
 * record of `--format markdown` (src/cli/rank_decision.c, through
 * gpusel/decision.h) and the `--plot FILE.svg` Pareto plot
 * (src/cli/rank_plot.c, through gpusel/svg.h).  Both read a finished
 * struct gs_rank_result (gs_rank_finish done, break-even lines added)
 * and change nothing in it.  docs/decision-record.md describes both.
 */

/*
 * Write r's decision record to out: the question's inputs (each with the
 * flag or file it came from), the cost defaults in effect with their
 * sources, the targets, deadline, --budget and --fail-if as acceptance
 * criteria, the ranked candidates (--top applied, the rest counted) and
 * the rejected ones with their reasons (unless --hide-rejected), why the
 * winner wins, and every price the listed candidates use with its date
 * and staleness.  `command` (gs_rank_command_line(); NULL or "" leaves
 * the section out) is the "Reproduce" line, with "--format markdown" and
 * "--today DATE" added when it lacks them, so that it re-asks the same
 * question on the same day's prices.
 *
 * Returns 0, or -1 with GS_ENOMEM, GS_EIO (a write error on out) or
 * GS_EINTERNAL (a result that breaks gs_decision_write()'s checks: a
 * rejection without a reason, a price without a date).
 */
int gs_rank_decision_write(const struct gs_rank_result *r,
                           const char *command, FILE *out,
                           struct gs_error *err);

/*
 * The same to where the report goes: --output FILE (atomically,
 * gs_output_open) or r->ctx->out.  rank calls this instead of
 * gs_rank_view_emit() when --format is "markdown".
 */
int gs_rank_decision_emit(const struct gs_rank_result *r,
                          const char *command, struct gs_error *err);

/* Room for the reproducing command line (gs_rank_command_line). */
#define GS_RANK_COMMAND_MAX 4096

/*
 * Write into buf (size bytes) "gpusel " and argv[0..argc) (a command's
 * arguments, its name first, as typed: ctx->raw_argv, which the option
 * parser leaves whole), each argument shell-quoted
 * where it needs it.  A line that does not fit is not cut: buf is then
 * "" and the record has no "Reproduce" section.  No allocation.
 */
void gs_rank_command_line(char *buf, size_t size, int argc,
                          const char *const *argv);

/*
 * Write r as an SVG Pareto plot to `path`, atomically (gs_output_open):
 * y the ranking key (cost per accepted output, r->cost_unit), x the p99
 * time to first token for realtime work, else the hours to finish;
 * every ranked candidate with both values is a point, the front among
 * them highlighted and labelled, each rejected candidate that has both
 * values greyed.  Candidates without a latency (model APIs) are left
 * out, and counted in a note under the plot.  Each axis is
 * logarithmic when its values are all positive and span at least
 * GS_RANK_PLOT_LOG_RATIO, else linear.
 *
 * Returns 0, or -1 with GS_EDOMAIN (no candidate has both values),
 * GS_ENOMEM or GS_EIO (path cannot be written; nothing is left there).
 */
#define GS_RANK_PLOT_LOG_RATIO 10.0

int gs_rank_plot_write(const struct gs_rank_result *r, const char *path,
                       struct gs_error *err);

/* The last component of a path ("examples/chat.yaml" -> "chat.yaml"),
 * a pointer into it; for titles. */
const char *gs_rank_record_base(const char *path);

/* ---- the report ------------------------------------------------------- */

/* Emit the result in the chosen format (table, CSV, JSON, Markdown) to
 * stdout or --output: the `rank` table (ranked, then the rejected
 * unless hidden, --top applied to the ranked), `why` and `breakeven`.
 * 0, or -1 with *err (GS_ENOMEM, the writer's error). */
int gs_rank_view_emit(const struct gs_rank_result *r, struct gs_error *err);

/* Write why a gate (--fail-if, --budget) failed, one line, to stderr:
 * "gpusel: rank: check failed: <reason>".  The report is on stdout
 * already; the line is part of the answer, as a failing test's name is. */
void gs_rank_check_failed(const char *reason);

struct gs_cond;

/*
 * Before anything is written: every key --fail-if names is a number
 * column of the rank table for `kind`.  Returns 0, or -1 with GS_EUSAGE
 * naming the key and the closest number column ("did you mean
 * 'usd_per_mtok'?"), else where the keys are listed.
 */
int gs_rank_view_check_cond(const struct gs_cond *cond,
                            enum gs_workload_kind kind,
                            struct gs_error *err);

#endif /* GPUSEL_RANK_RECORD_H */
