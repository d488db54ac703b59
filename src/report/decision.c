/*
 * The decision record (gpusel/decision.h): a struct gs_decision written
 * as one Markdown document for finance and platform review.  Every
 * string goes through gs_md_put_text() and sits in a table cell or after
 * fixed text, so no file-sourced string can start a block, open HTML or
 * break a table.  docs/decision-record.md shows the layout.
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "decision.h"
#include "markdown.h"
#include "banned.h"

/*
 * Numbers for people: at least NUM_SIG_DIGITS significant digits below
 * 1 (0.008575), two decimals from 1 (3.20), none from NUM_WHOLE_FROM
 * (12041), and never more than NUM_MAX_DECIMALS decimals.  A line's
 * value (whole_ok) drops trailing zeros (12 requests/s, 1.5 s); table
 * columns keep them, so that a column of money lines up.  The record is
 * for reading; JSON has the full precision.
 */
#define NUM_SIG_DIGITS 4
#define NUM_WHOLE_FROM 1000.0
#define NUM_MONEY_DECIMALS 2
#define NUM_MAX_DECIMALS 10
#define NUM_BUF 64
#define PERCENT 100.0

static void fmt_num(char buf[NUM_BUF], double v, bool whole_ok)
{
    double a = fabs(v);
    int dec;

    if (isnan(v)) {
        snprintf(buf, NUM_BUF, "-");
        return;
    }
    if (a == 0.0 || (whole_ok && v == floor(v)))
        dec = 0;                /* 12 requests/s, 5 years: whole */
    else if (a >= NUM_WHOLE_FROM)
        dec = 0;
    else if (a >= 1.0)
        dec = NUM_MONEY_DECIMALS;
    else
        dec = NUM_SIG_DIGITS - 1 - (int)floor(log10(a));
    if (dec > NUM_MAX_DECIMALS)
        dec = NUM_MAX_DECIMALS;
    if (a < 0.5 * pow(10.0, -dec))
        v = 0.0;                /* never "-0.00" */
    snprintf(buf, NUM_BUF, "%.*f", dec, v);
    if (whole_ok && strchr(buf, '.')) {
        /* A line's value: 1.5 s, 0.05 s, not 1.50 and 0.05000. */
        char *end = buf + strlen(buf);

        while (end[-1] == '0')
            *--end = '\0';
        if (end[-1] == '.')
            end[-1] = '\0';
    }
}

/* ---- checks ------------------------------------------------------------ */

static bool blank(const char *s)
{
    return !s || !*s;
}

static int check_number(double v, const char *what, const char *whose,
                        struct gs_error *err)
{
    if (isinf(v))
        return gs_error_set(err, GS_EINTERNAL,
                            "decision record: %s of '%s' is infinite",
                            what, whose);
    return 0;
}

static int check_items(const struct gs_decision_item *it, size_t n,
                       const char *list, struct gs_error *err)
{
    for (size_t i = 0; i < n; i++) {
        if (blank(it[i].name))
            return gs_error_set(err, GS_EINTERNAL,
                                "decision record: %s line %zu has no name",
                                list, i + 1);
        if (!it[i].value && check_number(it[i].number, "the value",
                                         it[i].name, err) < 0)
            return -1;
    }
    return 0;
}

static int check_row(const struct gs_decision *d,
                     const struct gs_decision_row *r, bool ranked,
                     size_t i, struct gs_error *err)
{
    const char *list = ranked ? "ranked" : "rejected";

    if (blank(r->candidate))
        return gs_error_set(err, GS_EINTERNAL,
                            "decision record: %s row %zu has no candidate",
                            list, i + 1);
    if (check_number(r->cost_per_output, "the cost", r->candidate, err) < 0
        || check_number(r->usd_total, "the total", r->candidate, err) < 0
        || check_number(r->time, "the time", r->candidate, err) < 0)
        return -1;
    if (!ranked && blank(r->reason))
        return gs_error_set(err, GS_EINTERNAL,
                            "decision record: rejected candidate '%s' has "
                            "no reason", r->candidate);
    if (ranked && isnan(r->cost_per_output))
        return gs_error_set(err, GS_EINTERNAL,
                            "decision record: ranked candidate '%s' has no "
                            "cost", r->candidate);
    for (size_t k = 0; r->extra && k < d->n_extra; k++)
        if (!r->extra[k])
            return gs_error_set(err, GS_EINTERNAL,
                                "decision record: '%s' lacks extra cell %zu",
                                r->candidate, k + 1);
    return 0;
}

static int check(const struct gs_decision *d, struct gs_error *err)
{
    if (blank(d->title) || blank(d->today) || blank(d->cost_unit))
        return gs_error_set(err, GS_EINTERNAL,
                            "decision record: title, today and cost unit "
                            "are required");
    if (!(d->tie_rel >= 0.0 && d->tie_rel < 1.0))
        return gs_error_set(err, GS_EINTERNAL,
                            "decision record: the tie share must be in "
                            "[0, 1)");
    if (d->stale_after_days <= 0)
        return gs_error_set(err, GS_EINTERNAL,
                            "decision record: the staleness threshold must "
                            "be positive");
    if (check_items(d->inputs, d->n_inputs, "input", err) < 0
        || check_items(d->assumptions, d->n_assumptions, "assumption", err)
        < 0
        || check_items(d->criteria, d->n_criteria, "criterion", err) < 0
        || check_items(d->breakeven, d->n_breakeven, "break-even", err) < 0)
        return -1;
    for (size_t k = 0; k < d->n_extra; k++)
        if (blank(d->extra_cols[k]))
            return gs_error_set(err, GS_EINTERNAL,
                                "decision record: extra column %zu has no "
                                "title", k + 1);
    for (size_t i = 0; i < d->n_ranked; i++) {
        if (check_row(d, &d->ranked[i], true, i, err) < 0)
            return -1;
        if (i > 0 && d->ranked[i].cost_per_output
                         < d->ranked[i - 1].cost_per_output)
            return gs_error_set(err, GS_EINTERNAL,
                                "decision record: ranked candidate '%s' "
                                "costs less than '%s' above it",
                                d->ranked[i].candidate,
                                d->ranked[i - 1].candidate);
    }
    for (size_t i = 0; i < d->n_rejected; i++)
        if (check_row(d, &d->rejected[i], false, i, err) < 0)
            return -1;
    for (size_t i = 0; i < d->n_prices; i++) {
        const struct gs_decision_price *p = &d->prices[i];

        if (blank(p->offer))
            return gs_error_set(err, GS_EINTERNAL,
                                "decision record: price %zu names no offer",
                                i + 1);
        if (blank(p->as_of))
            return gs_error_set(err, GS_EINTERNAL,
                                "decision record: the price of '%s' has no "
                                "date", p->offer);
        if (check_number(p->usd_per_gpu_hour, "the price", p->offer, err)
            < 0)
            return -1;
    }
    for (size_t i = 0; i < d->n_winner_terms; i++) {
        const struct gs_decision_term *t = &d->winner_terms[i];

        if (blank(t->name) || !isfinite(t->usd) || t->usd < 0.0)
            return gs_error_set(err, GS_EINTERNAL,
                                "decision record: winner's term %zu needs a "
                                "name and a finite cost of 0 or more",
                                i + 1);
    }
    return 0;
}

/* ---- writing ----------------------------------------------------------- */

static void put_num(FILE *out, double v)
{
    char buf[NUM_BUF];

    fmt_num(buf, v, false);
    fputs(buf, out);
}

/* A cell: "| " text " " (the row's closing "|" comes from end_row). */
static void cell(FILE *out, const char *s)
{
    fputs("| ", out);
    if (blank(s))
        putc('-', out);
    else
        gs_md_put_text(out, s);
    putc(' ', out);
}

static void cell_num(FILE *out, double v)
{
    fputs("| ", out);
    put_num(out, v);
    putc(' ', out);
}

static void end_row(FILE *out)
{
    fputs("|\n", out);
}

static void heading(FILE *out, const char *title)
{
    fprintf(out, "\n## %s\n\n", title);
}

/* The alignment row: `n` columns, the numeric ones ('r') right-aligned. */
static void rule(FILE *out, const char *align)
{
    for (; *align; align++)
        fputs(*align == 'r' ? "|---:" : "|---", out);
    end_row(out);
}

static void put_item_value(FILE *out, const struct gs_decision_item *it)
{
    fputs("| ", out);
    if (it->value) {
        gs_md_put_text(out, it->value);
    } else {
        char buf[NUM_BUF];

        fmt_num(buf, it->number, true);
        fputs(buf, out);
        if (!isnan(it->number) && !blank(it->unit)) {
            putc(' ', out);
            gs_md_put_text(out, it->unit);
        }
    }
    putc(' ', out);
}

static void put_items(FILE *out, const char *title, const char *name_col,
                      const char *source_col,
                      const struct gs_decision_item *it, size_t n)
{
    heading(out, title);
    if (n == 0) {
        fputs("none\n", out);
        return;
    }
    fprintf(out, "| %s | value | %s |\n", name_col, source_col);
    rule(out, "lll");
    for (size_t i = 0; i < n; i++) {
        cell(out, it[i].name);
        put_item_value(out, &it[i]);
        cell(out, it[i].source);
        end_row(out);
    }
}

/* The header of a candidate table; `ranked` adds rank first and remark
 * last, a rejected table has the reason second.  Numbers right-aligned. */
static void row_header(FILE *out, const struct gs_decision *d, bool ranked)
{
    fputs(ranked ? "| rank | candidate " : "| candidate | reason ", out);
    cell(out, d->cost_unit);
    fputs("| total (USD) ", out);
    if (d->time_label)
        cell(out, d->time_label);
    fputs("| price as of ", out);
    for (size_t k = 0; k < d->n_extra; k++)
        cell(out, d->extra_cols[k]);
    if (ranked)
        fputs("| remark ", out);
    end_row(out);
    fputs(ranked ? "|---:|---" : "|---|---", out);
    fputs("|---:|---:", out);
    if (d->time_label)
        fputs("|---:", out);
    fputs("|---", out);
    for (size_t k = 0; k < d->n_extra; k++)
        fputs("|---", out);
    if (ranked)
        fputs("|---", out);
    end_row(out);
}

static void put_row(FILE *out, const struct gs_decision *d,
                    const struct gs_decision_row *r, size_t rank)
{
    if (rank > 0) {
        fprintf(out, "| %zu ", rank);
        cell(out, r->candidate);
    } else {
        cell(out, r->candidate);
        cell(out, r->reason);
    }
    cell_num(out, r->cost_per_output);
    cell_num(out, r->usd_total);
    if (d->time_label)
        cell_num(out, r->time);
    cell(out, r->price_as_of);
    for (size_t k = 0; k < d->n_extra; k++)
        cell(out, r->extra ? r->extra[k] : NULL);
    if (rank > 0)
        cell(out, r->reason);
    end_row(out);
}

static void put_summary(FILE *out, const struct gs_decision *d)
{
    const struct gs_decision_row *w = d->n_ranked ? &d->ranked[0] : NULL;

    if (!w) {
        fprintf(out, "**No candidate meets every criterion.** %zu were "
                "rejected; each rejection below says why.\n",
                d->n_rejected + d->n_rejected_hidden +
                    d->n_rejected_omitted);
        return;
    }
    fputs("**Winner:** ", out);
    gs_md_put_text(out, w->candidate);
    fputs(" at ", out);
    put_num(out, w->cost_per_output);
    putc(' ', out);
    gs_md_put_text(out, d->cost_unit);
    fprintf(out, " (%zu ranked, %zu rejected).",
            d->n_ranked + d->n_hidden + d->n_ranked_omitted,
            d->n_rejected + d->n_rejected_hidden + d->n_rejected_omitted);
    if (d->winner_fleet) {
        fputs(" ", out);
        gs_md_put_text(out, d->winner_fleet);
    }
    fputs("\n", out);
}

/* The index of the next-largest term after `prev` in the order (usd
 * descending, index ascending); prev SIZE_MAX starts; SIZE_MAX at the
 * end. */
static size_t next_term(const struct gs_decision_term *t, size_t n,
                        size_t prev)
{
    size_t best = SIZE_MAX;

    for (size_t i = 0; i < n; i++) {
        bool after = prev == SIZE_MAX || t[i].usd < t[prev].usd
                     || (t[i].usd == t[prev].usd && i > prev);

        if (!after)
            continue;
        if (best == SIZE_MAX || t[i].usd > t[best].usd)
            best = i;
    }
    return best;
}

static void put_why(FILE *out, const struct gs_decision *d)
{
    const struct gs_decision_row *w, *r;
    double sum = 0.0;

    heading(out, "Why the winner wins");
    if (d->n_ranked == 0) {
        fputs("No candidate is ranked: there is no winner.\n", out);
        return;
    }
    w = &d->ranked[0];
    r = d->n_ranked > 1 ? &d->ranked[1] : NULL;
    fputs("| point | value |\n", out);
    rule(out, "ll");
    fputs("| winner ", out);
    cell(out, w->candidate);
    end_row(out);
    fputs("| runner-up ", out);
    cell(out, r ? r->candidate : "none: the only ranked candidate");
    end_row(out);
    if (r) {
        double margin = r->cost_per_output - w->cost_per_output;

        fputs("| margin | ", out);
        if (margin > d->tie_rel * fabs(r->cost_per_output)) {
            put_num(out, margin);
            putc(' ', out);
            gs_md_put_text(out, d->cost_unit);
            fprintf(out, ", %.1f%% below the runner-up ",
                    margin / r->cost_per_output * PERCENT);
        } else {
            fputs("none: a tie ", out);
        }
        end_row(out);
    }
    if (d->tie_break) {
        fputs("| ties broken by ", out);
        cell(out, d->tie_break);
        end_row(out);
    }

    fputs("\nThe winner's largest cost terms:\n\n", out);
    for (size_t i = 0; i < d->n_winner_terms; i++)
        sum += d->winner_terms[i].usd;
    if (d->n_winner_terms == 0) {
        fputs("none given\n", out);
    } else {
        size_t k = SIZE_MAX;

        fputs("| term | USD | share of total |\n", out);
        rule(out, "lrr");
        for (size_t i = 0; i < GS_DECISION_TOP_TERMS; i++) {
            k = next_term(d->winner_terms, d->n_winner_terms, k);
            if (k == SIZE_MAX)
                break;
            cell(out, d->winner_terms[k].name);
            cell_num(out, d->winner_terms[k].usd);
            if (sum > 0.0)
                fprintf(out, "| %.1f%% ",
                        d->winner_terms[k].usd / sum * PERCENT);
            else
                fputs("| - ", out);
            end_row(out);
        }
    }

    fputs("\nBreak-even against the other pricing kinds:\n\n", out);
    if (d->n_breakeven == 0) {
        fputs("none\n", out);
        return;
    }
    fputs("| against | break-even | detail |\n", out);
    rule(out, "lll");
    for (size_t i = 0; i < d->n_breakeven; i++) {
        cell(out, d->breakeven[i].name);
        put_item_value(out, &d->breakeven[i]);
        cell(out, d->breakeven[i].source);
        end_row(out);
    }
}

static void put_prices(FILE *out, const struct gs_decision *d)
{
    size_t n_stale = 0, n_undated = 0;

    heading(out, "Prices");
    if (d->n_prices == 0) {
        fputs("none: no candidate used a dated price\n", out);
        return;
    }
    fputs("| offer | as of | age (days) | stale | USD per GPU-hour | "
          "source |\n", out);
    rule(out, "llrlrl");
    for (size_t i = 0; i < d->n_prices; i++) {
        const struct gs_decision_price *p = &d->prices[i];

        n_stale += p->stale;
        n_undated += p->stale && p->age_days < 0;
        cell(out, p->offer);
        cell(out, p->as_of);
        if (p->age_days >= 0)
            fprintf(out, "| %lld ", (long long)p->age_days);
        else
            fputs("| - ", out);
        fputs(p->stale ? "| **yes** " : "| no ", out);
        cell_num(out, p->usd_per_gpu_hour);
        cell(out, p->source);
        end_row(out);
    }
    fputs("\n> ", out);
    if (n_stale == 0) {
        fprintf(out, "No price is older than %lld days (the staleness "
                "threshold) on ", (long long)d->stale_after_days);
        gs_md_put_text(out, d->today);
        fputs(".\n", out);
        return;
    }
    fprintf(out, "**%zu of %zu prices are stale**:", n_stale, d->n_prices);
    if (n_stale > n_undated) {
        fprintf(out, " %zu older than %lld days on ", n_stale - n_undated,
                (long long)d->stale_after_days);
        gs_md_put_text(out, d->today);
    }
    if (n_undated)
        fprintf(out, "%s %zu undated (the source gives no date)",
                n_stale > n_undated ? "," : "", n_undated);
    fputs(".\n> Check each with its provider before relying on it.\n", out);
}

/*
 * Text as Markdown lines of at most `width` characters (a word longer
 * than that stands alone), each starting with `prefix`; words are
 * separated by single spaces.
 */
/* Longest word put_wrapped() keeps whole (longer ones are cut). */
#define GS_DECISION_WORD_MAX 512

static void put_wrapped(FILE *out, const char *prefix, const char *text,
                        size_t width)
{
    size_t col = 0;
    const char *p = text;

    while (*p) {
        size_t n = strcspn(p, " ");
        char word[GS_DECISION_WORD_MAX];

        if (n > 0) {
            if (col > 0 && col + 1 + n > width) {
                putc('\n', out);
                col = 0;
            }
            if (col == 0) {
                fputs(prefix, out);
                col = strlen(prefix);
            } else {
                putc(' ', out);
                col++;
            }
            snprintf(word, sizeof(word), "%.*s", (int)n, p);
            gs_md_put_text(out, word);
            col += n;
        }
        p += n;
        while (*p == ' ')
            p++;
    }
    if (col > 0)
        putc('\n', out);
}

/* A link target: spaces and parentheses percent-encoded (CommonMark). */
static void put_link(FILE *out, const char *s)
{
    for (; *s; s++)
        if (*s == ' ')
            fputs("%20", out);
        else if (*s == '(')
            fputs("%28", out);
        else if (*s == ')')
            fputs("%29", out);
        else
            putc(*s, out);
}

int gs_decision_write(const struct gs_decision *d, FILE *out,
                      struct gs_error *err)
{
    if (check(d, err) < 0)
        return -1;

    fputs("# Decision record: ", out);
    gs_md_put_text(out, d->title);
    fputs("\n\n", out);
    put_summary(out, d);
    fputs("\nPrices judged on ", out);
    gs_md_put_text(out, d->today);
    if (d->version) {
        fputs("; written by ", out);
        gs_md_put_text(out, d->version);
    }
    fputs(".\n", out);

    put_items(out, "Inputs", "input", "from", d->inputs, d->n_inputs);
    put_items(out, "Assumptions", "assumption", "source", d->assumptions,
              d->n_assumptions);
    put_items(out, "Acceptance criteria", "criterion", "set by",
              d->criteria, d->n_criteria);

    heading(out, "Ranked candidates");
    if (d->n_ranked == 0) {
        fputs("none\n", out);
    } else {
        row_header(out, d, true);
        for (size_t i = 0; i < d->n_ranked; i++)
            put_row(out, d, &d->ranked[i],
                    d->ranked[i].rank ? d->ranked[i].rank : i + 1);
    }
    if (d->n_hidden)
        fprintf(out, "\n> %zu more ranked candidates are not listed "
                "(--top).\n", d->n_hidden);

    heading(out, "Rejected candidates");
    if (d->n_rejected == 0 && d->n_rejected_hidden == 0 &&
        d->n_rejected_omitted == 0)
        fputs("none\n", out);
    if (d->n_rejected > 0) {
        row_header(out, d, false);
        for (size_t i = 0; i < d->n_rejected; i++)
            put_row(out, d, &d->rejected[i], 0);
    }
    if (d->n_rejected_hidden)
        fprintf(out, "%s%zu rejected candidates are not listed "
                "(--hide-rejected).\n", d->n_rejected ? "\n" : "",
                d->n_rejected_hidden);

    put_why(out, d);
    put_prices(out, d);

    if (d->n_notes) {
        heading(out, "Notes");
        for (size_t i = 0; i < d->n_notes; i++) {
            if (i)
                fputs(">\n", out);
            put_wrapped(out, "> ", d->notes[i], GS_DECISION_WRAP_COLUMNS);
        }
    }
    if (d->plot_link) {
        heading(out, "Plot");
        fputs("![cost per output against latency or time to finish](", out);
        put_link(out, d->plot_link);
        fputs(")\n", out);
    }
    if (d->command) {
        heading(out, "Reproduce");
        gs_md_put_code_block(out, d->command);
    }
    if (fflush(out) != 0 || ferror(out))
        return gs_error_set(err, GS_EIO, "cannot write the decision record");
    return 0;
}
