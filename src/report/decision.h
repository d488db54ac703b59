#ifndef GPUSEL_DECISION_H
#define GPUSEL_DECISION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "error.h"

/*
 * The decision record (report layer, src/report/decision.c): the Markdown
 * document a team keeps for finance and platform review when it picks
 * hardware, as the seed's benchmark plan asks: the inputs, the
 * assumptions with their sources, the acceptance criteria, the ranked
 * and the rejected candidates (each with its reason), why the winner
 * wins (largest cost terms, margin, break-even points) and the date and
 * staleness of every price.  docs/decision-record.md shows one and
 * explains each section.
 *
 * The record is abstract: a command fills a struct gs_decision with text
 * and numbers and gs_decision_write() renders it, so `gpusel rank`
 * (modelled throughput) and a command that ranks measured data write the
 * same document.  The writer computes only what follows from the rows
 * (the margin, the shares of the winner's terms, the stale count); the
 * caller says everything else.
 *
 * Safety: every string may come from a file a user did not write (a
 * workload, a price sheet, a catalogue overlay).  Each is escaped with
 * gs_md_put_text() (gpusel/markdown.h): '|', backticks, HTML, entity and
 * link syntax and control characters cannot change the document's
 * structure; the reproducing command goes in a fenced block it cannot
 * close.
 *
 * Ownership: everything is borrowed for the duration of the call.
 * Numbers: NAN means "not known" and is written "-"; an infinite value
 * is a bug in the caller (GS_EINTERNAL).  No timestamps: the record
 * states `today`, the date its prices were judged on, which the caller
 * takes from --today or the clock, so equal inputs give equal bytes.
 */

/*
 * One named line: an input of the question, an assumption, an
 * acceptance criterion or a break-even point.  The value is `value` when
 * set, else `number` (with `unit` after it); `source` says where it came
 * from: for an input the flag or file ("--gpu", "workload file"), for an
 * assumption its provenance ("Uptime Institute Global Data Center Survey
 * 2024; docs/engines/cost.md"), for a criterion who set it.
 */
struct gs_decision_item {
    const char *name;   /* required: "PUE", "p99 TTFT" */
    const char *value;  /* text; NULL: `number` is shown instead */
    double number;      /* when value is NULL; NAN: "-" */
    const char *unit;   /* after `number`; may be NULL */
    const char *source; /* may be NULL: "-" */
};

/*
 * One candidate.  Ranked rows must have a finite cost_per_output, in
 * non-decreasing order (the ranking); a rejected row must have a
 * non-empty `reason` and may lack numbers (one that does not fit has
 * none).
 */
struct gs_decision_row {
    const char *candidate;   /* identity, required: "h100-sxm x2,
                              * on-demand, AWS us-east-1" */
    double cost_per_output;  /* in gs_decision.cost_unit; NAN unknown */
    double usd_total;        /* for the whole demand or period; NAN */
    double time;             /* in gs_decision.time_label's unit (the
                              * latency or time to finish); NAN */
    const char *price_as_of; /* YYYY-MM-DD of its price; NULL: none
                              * (owned hardware, or no price used) */
    const char *reason;      /* rejected: why (required); ranked: an
                              * optional remark, or NULL */
    const char *const *extra; /* n_extra cells (gs_decision.extra_cols),
                               * preformatted; NULL: all "-" */
    size_t rank;             /* ranked: its place in the ranking (rows
                              * may be left out above it); 0: its place
                              * in the list */
};

/* One price the answer used. */
struct gs_decision_price {
    const char *offer;      /* required: "AWS p5.4xlarge us-east-1
                             * on-demand" */
    const char *as_of;      /* YYYY-MM-DD, required: every price has a
                             * date */
    int64_t age_days;       /* on gs_decision.today; < 0: unknown (an
                             * undated source) */
    bool stale;             /* older than gs_decision.stale_after_days,
                             * or undated */
    double usd_per_gpu_hour; /* NAN: not per GPU-hour (an API) */
    const char *source;     /* where the price came from; may be NULL */
};

/* One term of the winner's cost (compute, storage, labour, ...). */
struct gs_decision_term {
    const char *name;       /* required: "GPU compute" */
    double usd;             /* >= 0, finite */
};

/* How many of the winner's terms "why the winner wins" names. */
#define GS_DECISION_TOP_TERMS 3

/* The whole record. */
struct gs_decision {
    const char *title;      /* the heading: "workload-chat.yaml";
                             * required */
    const char *command;    /* the command line that reproduces it (a
                             * fenced block); may be NULL */
    const char *version;    /* "gpusel 0.9.0"; may be NULL */
    const char *today;      /* YYYY-MM-DD the prices were judged on;
                             * required */
    int64_t stale_after_days; /* the staleness threshold, > 0 */
    const char *cost_unit;  /* what cost_per_output counts, required:
                             * "USD per million accepted tokens" */
    const char *time_label; /* the time column's title with its unit:
                             * "p99 TTFT (s)"; NULL: no such column */

    const struct gs_decision_item *inputs;      /* the question as */
    size_t n_inputs;                            /* resolved */
    const struct gs_decision_item *assumptions; /* defaults in effect, */
    size_t n_assumptions;                       /* with provenance */
    const struct gs_decision_item *criteria;    /* targets, deadline, */
    size_t n_criteria;                          /* budget, --fail-if */

    const char *const *extra_cols; /* titles of extra row columns */
    size_t n_extra;
    const struct gs_decision_row *ranked;   /* best first */
    size_t n_ranked;
    const struct gs_decision_row *rejected; /* in the caller's order */
    size_t n_rejected;
    size_t n_rejected_hidden; /* rejected candidates left out on
                               * request (--hide-rejected): counted */
    size_t n_hidden;        /* ranked rows past --top, not listed */

    const struct gs_decision_term *winner_terms; /* ranked[0]'s terms */
    size_t n_winner_terms;
    const struct gs_decision_item *breakeven;    /* ranked[0] against the
                                                  * other pricing kinds */
    size_t n_breakeven;
    const char *tie_break;  /* how equal costs are ordered; may be NULL */
    const char *winner_fleet; /* the headline's second sentence: what the
                               * winner is bought as and its total ("32
                               * GPUs in 4 units of 8; 95016.40 USD per
                               * period of 730 hours"); NULL: none */
    double tie_rel;         /* costs of the first two ranked within this
                             * share of the runner-up's are a tie (the
                             * ranking's own rule); 0: only equal ones */

    const struct gs_decision_price *prices;
    size_t n_prices;
    const char *const *notes; /* free text, one paragraph each (wrapped
                               * at GS_DECISION_WRAP_COLUMNS) */
    size_t n_notes;
    size_t n_ranked_omitted;   /* ranked rows left out of the list (a
                                * note says why); counted in the summary */
    size_t n_rejected_omitted; /* the same for rejected rows */
    const char *plot_link;  /* the plot written with the record, relative
                             * to the record's folder; NULL none */
};

/* Prose in the record (notes) wraps at this many characters. */
#define GS_DECISION_WRAP_COLUMNS 80

/*
 * Write *d to out as one Markdown document, in this order: the title;
 * a summary line (the winner and its cost, or that no candidate meets
 * every criterion); "Inputs"; "Assumptions"; "Acceptance criteria";
 * "Ranked candidates"; "Rejected candidates"; "Why the winner wins"
 * (its GS_DECISION_TOP_TERMS largest terms with their share of its
 * total, its margin over the runner-up in cost_unit and percent, or the
 * tie and how it was broken, the break-even points); "Prices" (each
 * with its date, age and staleness, and a count of the stale ones);
 * "Notes"; "Reproduce".  An empty list is written as "none" (a reviewer
 * sees it was considered), never left out.
 *
 * Everything is checked before the first byte: returns 0, or -1 with
 * GS_EINTERNAL (a required string missing, a rejected row without a
 * reason, a price without a date, ranked rows out of order or without a
 * cost, an infinite number, a negative term) or GS_EIO (a write error on
 * out).
 */
int gs_decision_write(const struct gs_decision *d, FILE *out,
                      struct gs_error *err);


#endif /* GPUSEL_DECISION_H */
