/*
 * Two saved reports compared (src/report/report_diff.h).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compat.h"
#include "report_diff.h"
#include "units.h"
#include "banned.h"

/*
 * Columns that identify a candidate in a table without columns of kind
 * "key" (cost's record): the workload, the GPU (or MIG slice), the GPUs
 * per unit, the pricing and the offer (docs/commands/diff.md, "Matching
 * rows").
 */
static const char *const identity_keys[] = {
    "workload", "gpu", "mig_profile", "n_gpus", "gpus_per_unit", "pricing",
    "provider", "region", "instance", "api",
};

/* The columns compared without --all-columns: cost, fit and price. */
static const char *const watched_keys[] = {
    "cost_per_output", "usd_per_accepted_output", "usd_per_mtok",
    "usd_total", "fits", "meets_targets", "rejected_reason",
    "rejected_detail", "usd_per_gpu_hour", "usd_per_hour", "price_as_of",
    "price_stale",
};

/* The column --max-increase checks, and the one that ranks. */
#define RANK_KEY "rank"

/* Percent per fraction, for change_pct. */
#define PCT_PER_FRAC 100.0

/* Human number formats: below 1, 4 significant digits; up to 10^6, two
 * decimals with trailing zeros dropped; whole numbers up to 10^15. */
#define HUMAN_SIG_DIGITS 4
#define HUMAN_PLAIN_MAX 1e6
#define HUMAN_WHOLE_MAX 1e15

/* Significant digits of the values in the one-line reason. */
#define REASON_DIGITS 6

/* Room for one formatted value, one identity label, one reason. */
#define VALUE_BUF 64



enum change_col {
    C_CHANGE, C_ROW, C_COLUMN, C_BASE, C_NEW, C_PCT, C_TABLE,
    C_BASE_VALUE, C_NEW_VALUE, C_DELTA, C_OVER, N_CHANGE_COLS
};

static const struct gs_column change_cols[N_CHANGE_COLS] = {
    [C_TABLE] = { "table", "table", GS_CELL_TEXT, 0, 0, .priority = -1 },
    [C_CHANGE] = { "change", "change", GS_CELL_TEXT, 0, 0, .priority = 2 },
    [C_ROW] = { "row", "row", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    [C_COLUMN] = { "column", "column", GS_CELL_TEXT, 0, 0, .priority = 2 },
    [C_BASE] = { "base", "base", GS_CELL_TEXT, 0, 0, .priority = 2 },
    [C_NEW] = { "new", "new", GS_CELL_TEXT, 0, 0, .priority = 2 },
    [C_PCT] = { "change_pct", "change %", GS_CELL_NUMBER, 1, 0,
                .unit = "%" },
    [C_BASE_VALUE] = { "base_value", "base value", GS_CELL_NUMBER, 0, 0,
                       .unit = "", .audience = GS_COL_MACHINE },
    [C_NEW_VALUE] = { "new_value", "new value", GS_CELL_NUMBER, 0, 0,
                      .unit = "", .audience = GS_COL_MACHINE },
    [C_DELTA] = { "delta", "delta", GS_CELL_NUMBER, 0, 0, .unit = "",
                  .audience = GS_COL_MACHINE },
    [C_OVER] = { "over_limit", "over limit", GS_CELL_BOOL, 0, 0,
                 .priority = 1 },
};

static const struct gs_column input_cols[] = {
    { "input", "input", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "base", "base", GS_CELL_TEXT, 0, 0 },
    { "new", "new", GS_CELL_TEXT, 0, 0 },
};

/* One side's view of a table: each row's identity label. */
struct label_index {
    size_t *slot;               /* mask + 1 entries; owned */
    size_t mask;                /* slots - 1 */
};

struct side {
    const struct gs_saved_table *t;
    const char **label;         /* per row; owned by the output table */
    struct label_index index;   /* the labels, for find_row */
};


static int oom(struct gs_report_diff *d)
{
    return gs_error_set(d->err, GS_ENOMEM, "out of memory");
}

/* "10%" -> 0.1 relative; "0.5USD", "0.5usd" -> 0.5 USD.  A bare number
 * is refused as ambiguous, as --fail-if refuses one (issue 20: "5" read
 * as USD let a 20% rise pass). */
int gs_diff_parse_limit(const char *text, struct gs_diff_limit *out,
                        struct gs_error *err)
{
    const char *end;
    double v;

    *out = (struct gs_diff_limit){ .set = text != NULL, .text = text };
    if (!text)
        return 0;
    v = gs_strtod(text, &end);
    if (end == text || !isfinite(v) || v < 0.0)
        goto bad;
    if (strcmp(end, "%") == 0) {
        out->relative = true;
        v /= PCT_PER_FRAC;
    } else if (!*end) {
        return gs_error_set(err, GS_EUSAGE, "--max-increase %s is "
                            "ambiguous: write %s%% (of the base) or %sUSD "
                            "(per accepted output)", text, text, text);
    } else if (strcmp(end, "USD") != 0 && strcmp(end, "usd") != 0) {
        goto bad;
    }
    out->value = v;
    return 0;
bad:
    return gs_error_set(err, GS_EUSAGE, "--max-increase expects a "
                        "percentage (10%%) or USD per accepted output "
                        "(0.5USD), not negative, got '%s'", text);
}

/* x for people: see HUMAN_* above. */
static void human_number(double x, char *buf, size_t size)
{
    double ax = fabs(x);

    if (x == 0.0) {
        snprintf(buf, size, "0");
    } else if (ax < 1.0 || ax >= HUMAN_WHOLE_MAX) {
        snprintf(buf, size, "%.*g", HUMAN_SIG_DIGITS, x);
    } else if (ax < HUMAN_PLAIN_MAX) {
        char *p;

        snprintf(buf, size, "%.2f", x);
        p = buf + strlen(buf) - 1;
        while (*p == '0')
            *p-- = '\0';
        if (*p == '.')
            *p = '\0';
    } else {
        snprintf(buf, size, "%.0f", x);
    }
}

/* x in its shortest exact form. */
static void exact_number(double x, char *buf, size_t size)
{
    const char *end;
    int digits;

    for (digits = 15; digits <= 17; digits++) {
        snprintf(buf, size, "%.*g", digits, x);
        if (gs_strtod(buf, &end) == x && end != buf)
            return;
    }
}

/* A cell as text for people, copied into t; NULL cells give NULL. */
static const char *cell_text(struct gs_table *t, const struct gs_cell *c,
                             bool exact)
{
    char buf[VALUE_BUF];

    switch (c->type) {
    case GS_CELL_TEXT:
        return gs_table_strdup(t, c->u.text);
    case GS_CELL_INT:
        return gs_table_printf(t, "%lld", (long long)c->u.i);
    case GS_CELL_NUMBER:
        if (exact)
            exact_number(c->u.number, buf, sizeof(buf));
        else
            human_number(c->u.number, buf, sizeof(buf));
        return gs_table_strdup(t, buf);
    case GS_CELL_BOOL:
        return gs_table_strdup(t, c->u.b ? "yes" : "no");
    case GS_CELL_NULL:
        break;
    }
    return NULL;
}

static bool cells_equal(const struct gs_cell *a, const struct gs_cell *b)
{
    if (a->type != b->type)
        return false;
    switch (a->type) {
    case GS_CELL_TEXT:
        return strcmp(a->u.text, b->u.text) == 0;
    case GS_CELL_INT:
        return a->u.i == b->u.i;
    case GS_CELL_NUMBER:
        return a->u.number == b->u.number;
    case GS_CELL_BOOL:
        return a->u.b == b->u.b;
    case GS_CELL_NULL:
        break;
    }
    return true;
}

/* A cell's number, for deltas: INT and NUMBER cells. */
static bool cell_number(const struct gs_cell *c, double *out)
{
    if (c->type == GS_CELL_NUMBER)
        *out = c->u.number;
    else if (c->type == GS_CELL_INT)
        *out = (double)c->u.i;
    else
        return false;
    return true;
}

static bool in_list(const char *key, const char *const *list, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (strcmp(list[i], key) == 0)
            return true;
    return false;
}

/*
 * An index of row labels for lookups in O(1): open addressing with linear
 * probing over a power-of-two table at most half full; a slot holds a
 * row + 1 (0 is empty).  Of equal labels the first row is indexed, as a
 * scan from the top would find it (issue 20: a scan per row made diff
 * quadratic, 38k rows in 11.9 s).
 */
/* FNV-1a, 64 bits (the catalogue's file hash, here for labels). */
static uint64_t label_hash(const char *label)
{
    uint64_t h = UINT64_C(0xcbf29ce484222325);

    for (; *label; label++) {
        h ^= (unsigned char)*label;
        h *= UINT64_C(0x100000001b3);
    }
    return h;
}

static int index_init(struct label_index *x, size_t n_rows)
{
    size_t n = 16;

    while (n < 2 * n_rows && n < SIZE_MAX / 4)
        n *= 2;
    x->mask = n - 1;
    x->slot = calloc(n, sizeof(*x->slot));
    return x->slot ? 0 : -1;
}

/* The slot that holds `label` (of `labels`), or the empty one it would
 * take. */
static size_t index_probe(const struct label_index *x,
                          const char *const *labels, const char *label)
{
    size_t h = (size_t)label_hash(label) & x->mask;

    while (x->slot[h] && strcmp(labels[x->slot[h] - 1], label) != 0)
        h = (h + 1) & x->mask;
    return h;
}

/*
 * The label of each row of s->t: its identity columns' values (those in
 * `keys`, n_keys of them, present in both tables) joined by "/", "-"
 * for a missing one; a label seen before gets " #2", " #3", ...  With no
 * identity columns, "row N".  Then s->index indexes the labels.
 */
static int label_rows(struct gs_report_diff *d, struct side *s,
                      const char *const *keys, size_t n_keys)
{
    const struct gs_saved_table *t = s->t;
    size_t i, k, *seen = NULL;
    const char **first = NULL;
    struct label_index plain = { 0 };
    int rc = -1;

    s->label = calloc(t->n_rows ? t->n_rows : 1, sizeof(*s->label));
    first = calloc(t->n_rows ? t->n_rows : 1, sizeof(*first));
    seen = calloc(t->n_rows ? t->n_rows : 1, sizeof(*seen));
    if (!s->label || !first || !seen || index_init(&plain, t->n_rows) < 0 ||
        index_init(&s->index, t->n_rows) < 0)
        goto nomem;
    for (i = 0; i < t->n_rows; i++) {
        char buf[512];
        size_t n = 0, h;

        buf[0] = '\0';
        for (k = 0; k < n_keys; k++) {
            const struct gs_cell *c =
                gs_saved_table_cell(t, i, (size_t)gs_saved_table_column(
                                              t, keys[k]));
            char v[VALUE_BUF];
            const char *text = "-";

            if (c->type == GS_CELL_TEXT) {
                text = c->u.text;
            } else if (c->type == GS_CELL_INT) {
                snprintf(v, sizeof(v), "%lld", (long long)c->u.i);
                text = v;
            } else if (c->type == GS_CELL_NUMBER) {
                exact_number(c->u.number, v, sizeof(v));
                text = v;
            } else if (c->type == GS_CELL_BOOL) {
                text = c->u.b ? "true" : "false";
            }
            n += (size_t)snprintf(buf + n, n < sizeof(buf) ? sizeof(buf) - n
                                                           : 0,
                                  "%s%s", k ? "/" : "", text);
            if (n >= sizeof(buf))
                n = sizeof(buf) - 1;
        }
        if (n_keys == 0)
            snprintf(buf, sizeof(buf), "row %zu", i + 1);
        /* the rows before with the same identity number this one */
        first[i] = buf;
        h = index_probe(&plain, first, buf);
        if (plain.slot[h]) {
            size_t j = plain.slot[h] - 1;

            first[i] = first[j];
            s->label[i] = gs_table_printf(&d->changes, "%s #%zu", buf,
                                          ++seen[j]);
        } else {
            s->label[i] = gs_table_strdup(&d->changes, buf);
            first[i] = s->label[i];
            seen[i] = 1;
            plain.slot[h] = i + 1;
        }
        if (!s->label[i])
            goto nomem;
    }
    for (i = 0; i < t->n_rows; i++) {
        size_t h = index_probe(&s->index, s->label, s->label[i]);

        if (!s->index.slot[h])
            s->index.slot[h] = i + 1;
    }
    rc = 0;
    goto out;
nomem:
    oom(d);
out:
    free(plain.slot);
    free(first);
    free(seen);
    return rc;
}

/* The (first) row of `s` labelled `label`, or -1. */
static long find_row(const struct side *s, const char *label)
{
    size_t h = index_probe(&s->index, s->label, label);

    return s->index.slot[h] ? (long)(s->index.slot[h] - 1) : -1;
}

/* The first row whose rank is 1, or -1. */
static long winner_row(const struct gs_saved_table *t)
{
    long j = gs_saved_table_column(t, RANK_KEY);
    size_t i;

    if (j < 0)
        return -1;
    for (i = 0; i < t->n_rows; i++) {
        const struct gs_cell *c = gs_saved_table_cell(t, i, (size_t)j);

        if ((c->type == GS_CELL_INT && c->u.i == 1) ||
            (c->type == GS_CELL_NUMBER && c->u.number == 1.0))
            return (long)i;
    }
    return -1;
}

/*
 * Append a change row; base/new may be NULL (missing).  Numbers also get
 * their exact values, the delta and the percentage.  NULL on OOM.
 */
static struct gs_cell *add_change(struct gs_report_diff *d, const char *table,
                                  const char *change, const char *row,
                                  const char *column,
                                  const struct gs_cell *base,
                                  const struct gs_cell *now)
{
    struct gs_table *t = &d->changes;
    struct gs_cell *c = gs_table_add_row(t);
    struct gs_cell null = gs_cell_null();
    double b, n;

    if (!c)
        return NULL;
    base = base ? base : &null;
    now = now ? now : &null;
    c[C_TABLE] = gs_cell_text(gs_table_strdup(t, table));
    c[C_CHANGE] = gs_cell_text(change);
    c[C_ROW] = row ? gs_cell_text(row) : gs_cell_null();
    c[C_COLUMN] = column ? gs_cell_text(gs_table_strdup(t, column))
                         : gs_cell_null();
    c[C_BASE] = gs_cell_text(cell_text(t, base, false));
    c[C_NEW] = gs_cell_text(cell_text(t, now, false));
    if (c[C_BASE].type == GS_CELL_TEXT && c[C_NEW].type == GS_CELL_TEXT &&
        strcmp(c[C_BASE].u.text, c[C_NEW].u.text) == 0 &&
        !cells_equal(base, now)) {
        /* equal when rounded: show every digit */
        c[C_BASE] = gs_cell_text(cell_text(t, base, true));
        c[C_NEW] = gs_cell_text(cell_text(t, now, true));
    }
    if (cell_number(base, &b))
        c[C_BASE_VALUE] = gs_cell_number(b);
    if (cell_number(now, &n))
        c[C_NEW_VALUE] = gs_cell_number(n);
    if (cell_number(base, &b) && cell_number(now, &n)) {
        c[C_DELTA] = gs_cell_number(n - b);
        if (b != 0.0 && !(column && strcmp(column, RANK_KEY) == 0))
            c[C_PCT] = gs_cell_number(PCT_PER_FRAC * (n - b) / fabs(b));
    }
    if (!c[C_TABLE].u.text || (column && !c[C_COLUMN].u.text) ||
        (base->type != GS_CELL_NULL && !c[C_BASE].u.text) ||
        (now->type != GS_CELL_NULL && !c[C_NEW].u.text))
        return NULL;
    return c;
}

/*
 * Check the rise of GS_DIFF_COST_KEY from base to now on `row` (`what` says it
 * for the reason: "row 'x'", "the winner ('x' -> 'y')") against the
 * limit; mark the change row c and keep the first reason.
 */
static void check_limit(struct gs_report_diff *d, struct gs_cell *c, const char *what,
                        const char *row, const struct gs_cell *base,
                        const struct gs_cell *now)
{
    double b, n, rise;
    bool over;
    char bt[VALUE_BUF], nt[VALUE_BUF];

    if (!d->limit.set || !c || base->type != GS_CELL_NUMBER ||
        now->type != GS_CELL_NUMBER)
        return;
    b = base->u.number;
    n = now->u.number;
    if (d->limit.relative)
        rise = b > 0.0 ? (n - b) / b : (n > b ? INFINITY : 0.0);
    else
        rise = n - b;
    over = rise > d->limit.value;
    if (!d->any_checked || rise > d->largest_rise) {
        d->largest_rise = rise;
        d->largest_row = row;
    }
    d->any_checked = true;
    c[C_OVER] = gs_cell_bool(over);
    if (!over || d->reason[0])
        return;
    snprintf(bt, sizeof(bt), "%.*g", REASON_DIGITS, b);
    snprintf(nt, sizeof(nt), "%.*g", REASON_DIGITS, n);
    if (b > 0.0)
        snprintf(d->reason, sizeof(d->reason), "%s: " GS_DIFF_COST_KEY " %s -> %s "
                 "USD (%+.1f%%), over --max-increase %s", what, bt, nt,
                 PCT_PER_FRAC * (n - b) / b, d->limit.text);
    else
        snprintf(d->reason, sizeof(d->reason), "%s: " GS_DIFF_COST_KEY " %s -> %s "
                 "USD, over --max-increase %s", what, bt, nt,
                 d->limit.text);
}

/* One table present in both reports. */
/* Whether --max-increase gates row i of the new table (nw: its
 * winner's row): the winner; a ranked row (a rank, not rejected); any. */
static bool gated(const struct gs_report_diff *d,
                  const struct gs_saved_table *nt, size_t i, long nw)
{
    long r = gs_saved_table_column(nt, RANK_KEY);
    const struct gs_cell *c;

    switch (d->scope) {
    case GS_DIFF_SCOPE_ALL:
        return true;
    case GS_DIFF_SCOPE_RANKED:
        if (r < 0)
            return true;        /* no ranking: every row is a candidate */
        c = gs_saved_table_cell(nt, i, (size_t)r);
        return c->type == GS_CELL_INT || c->type == GS_CELL_NUMBER;
    default:
        return r < 0 || (nw >= 0 && (size_t)nw == i);
    }
}

static int diff_table(struct gs_report_diff *d, const struct gs_saved_table *bt,
                      const struct gs_saved_table *nt)
{
    const char *keys[64];
    size_t n_keys = 0, i, j;
    struct side base = { .t = bt }, now = { .t = nt };
    long bw, nw, cost_b = gs_saved_table_column(bt, GS_DIFF_COST_KEY),
                 cost_n = gs_saved_table_column(nt, GS_DIFF_COST_KEY);
    int rc = -1;

    /* the key columns; without any, identity_keys in their order */
    for (j = 0; j < bt->n_cols && n_keys < GS_ARRAY_SIZE(keys); j++)
        if (bt->cols[j].kind == GS_COL_KEY &&
            gs_saved_table_column(nt, bt->cols[j].key) >= 0)
            keys[n_keys++] = bt->cols[j].key;
    if (n_keys == 0)
        for (i = 0; i < GS_ARRAY_SIZE(identity_keys); i++)
            if (gs_saved_table_column(bt, identity_keys[i]) >= 0 &&
                gs_saved_table_column(nt, identity_keys[i]) >= 0)
                keys[n_keys++] = identity_keys[i];
    if (label_rows(d, &base, keys, n_keys) < 0 ||
        label_rows(d, &now, keys, n_keys) < 0)
        goto out;

    /* the winner first */
    bw = winner_row(bt);
    nw = winner_row(nt);
    if ((bw >= 0 || nw >= 0) &&
        (bw < 0 || nw < 0 ||
         strcmp(base.label[bw], now.label[nw]) != 0)) {
        long rank_b = gs_saved_table_column(bt, RANK_KEY);
        long rank_n = gs_saved_table_column(nt, RANK_KEY);
        struct gs_cell *c;

        d->winner_changed = true;
        /* the new winner's rank before, and the old winner's now */
        if (nw >= 0) {
            long was = find_row(&base, now.label[nw]);

            if (!add_change(d, bt->name, "winner", now.label[nw], RANK_KEY,
                            was >= 0 ? gs_saved_table_cell(bt, (size_t)was,
                                                           (size_t)rank_b)
                                     : NULL,
                            gs_saved_table_cell(nt, (size_t)nw,
                                                (size_t)rank_n)))
                goto nomem;
        }
        if (bw >= 0) {
            long is = find_row(&now, base.label[bw]);

            if (!add_change(d, bt->name, "former winner", base.label[bw],
                            RANK_KEY,
                            gs_saved_table_cell(bt, (size_t)bw,
                                                (size_t)rank_b),
                            is >= 0 ? gs_saved_table_cell(nt, (size_t)is,
                                                          (size_t)rank_n)
                                    : NULL))
                goto nomem;
        }
        /* what the best choice costs now against before */
        if (bw >= 0 && nw >= 0 && cost_b >= 0 && cost_n >= 0) {
            const struct gs_cell *b = gs_saved_table_cell(bt, (size_t)bw,
                                                          (size_t)cost_b);
            const struct gs_cell *n = gs_saved_table_cell(nt, (size_t)nw,
                                                          (size_t)cost_n);
            char what[GS_DIFF_REASON_MAX];

            snprintf(what, sizeof(what), "the winner ('%s' -> '%s')",
                     base.label[bw], now.label[nw]);
            /* the same cost: nothing to say */
            if (!cells_equal(b, n)) {
                if (!(c = add_change(d, bt->name, "winner cost", NULL,
                                     GS_DIFF_COST_KEY, b, n)))
                    goto nomem;
                check_limit(d, c, what, now.label[nw], b, n);
            }
        }
    }

    /* rows of the new report, in its order: added or changed */
    for (i = 0; i < nt->n_rows; i++) {
        long bi = find_row(&base, now.label[i]);

        if (bi < 0) {
            struct gs_cell *c = add_change(
                d, bt->name, "added", now.label[i],
                cost_n >= 0 ? GS_DIFF_COST_KEY : NULL, NULL,
                cost_n >= 0 ? gs_saved_table_cell(nt, i, (size_t)cost_n)
                            : NULL);

            if (!c)
                goto nomem;
            d->n_added++;
            continue;
        }
        for (j = 0; j < bt->n_cols; j++) {
            const char *key = bt->cols[j].key;
            long nj = gs_saved_table_column(nt, key);
            const struct gs_cell *b, *n;
            struct gs_cell *c;

            if (nj < 0 || in_list(key, keys, n_keys))
                continue;
            if (!d->all_columns &&
                !in_list(key, watched_keys, GS_ARRAY_SIZE(watched_keys)))
                continue;
            b = gs_saved_table_cell(bt, (size_t)bi, j);
            n = gs_saved_table_cell(nt, i, (size_t)nj);
            if (cells_equal(b, n))
                continue;
            if (!(c = add_change(d, bt->name, "changed", now.label[i], key,
                                 b, n)))
                goto nomem;
            d->n_changed++;
            if (strcmp(key, GS_DIFF_COST_KEY) == 0 && gated(d, nt, i, nw)) {
                char what[GS_DIFF_REASON_MAX];

                snprintf(what, sizeof(what), "row '%s'", now.label[i]);
                check_limit(d, c, what, now.label[i], b, n);
            }
        }
    }
    /* rows only in the base */
    for (i = 0; i < bt->n_rows; i++)
        if (find_row(&now, base.label[i]) < 0) {
            if (!add_change(d, bt->name, "removed", base.label[i],
                            cost_b >= 0 ? GS_DIFF_COST_KEY : NULL,
                            cost_b >= 0 ? gs_saved_table_cell(
                                              bt, i, (size_t)cost_b)
                                        : NULL,
                            NULL))
                goto nomem;
            d->n_removed++;
        }
    rc = 0;
    goto out;
nomem:
    oom(d);
out:
    free(base.label);
    free(now.label);
    free(base.index.slot);
    free(now.index.slot);
    return rc;
}

/* Inputs (and the version and command) that differ, base order first. */
static int diff_inputs(struct gs_report_diff *d, const struct gs_saved_report *b,
                       const struct gs_saved_report *n)
{
    struct gs_table *t = &d->inputs;
    size_t i, j, pass;
    const char *pairs[2][3] = {
        { "gpusel_version", b->gpusel_version, n->gpusel_version },
        { "command", b->command, n->command },
    };

    for (i = 0; i < 2; i++) {
        struct gs_cell *c;

        if ((pairs[i][1] == NULL) == (pairs[i][2] == NULL) &&
            (!pairs[i][1] || strcmp(pairs[i][1], pairs[i][2]) == 0))
            continue;
        if (!(c = gs_table_add_row(t)))
            return oom(d);
        gs_table_set(t, c, "input", gs_cell_text(pairs[i][0]));
        gs_table_set(t, c, "base",
                     gs_cell_text(pairs[i][1] ? gs_table_strdup(t, pairs[i][1])
                                              : NULL));
        gs_table_set(t, c, "new",
                     gs_cell_text(pairs[i][2] ? gs_table_strdup(t, pairs[i][2])
                                              : NULL));
    }
    for (pass = 0; pass < 2; pass++) {
        const struct gs_saved_report *x = pass ? n : b, *y = pass ? b : n;

        for (i = 0; i < x->n_inputs; i++) {
            const struct gs_saved_input *in = &x->inputs[i], *other = NULL;
            struct gs_cell *c;

            for (j = 0; j < y->n_inputs && !other; j++)
                if (strcmp(y->inputs[j].key, in->key) == 0)
                    other = &y->inputs[j];
            if (pass && other)
                continue;           /* done in the first pass */
            if (other && (in->text == NULL) == (other->text == NULL) &&
                (!in->text || strcmp(in->text, other->text) == 0))
                continue;
            if (!(c = gs_table_add_row(t)))
                return oom(d);
            {
                const char *key = gs_table_strdup(t, in->key);

                if (!key)
                    return oom(d);
                gs_table_set(t, c, "input", gs_cell_text(key));
            }
            {
                const char *mine = in->text ? gs_table_strdup(t, in->text)
                                            : NULL;
                const char *theirs = other && other->text
                                         ? gs_table_strdup(t, other->text)
                                         : NULL;
                const char *absent = other ? NULL : "(absent)";

                /* the first pass walks base's inputs, the second new's */
                gs_table_set(t, c, pass ? "new" : "base", gs_cell_text(mine));
                gs_table_set(t, c, pass ? "base" : "new",
                             gs_cell_text(other ? theirs : absent));
            }
        }
    }
    return 0;
}

/* The whole comparison into d's tables. */
static int diff_reports(struct gs_report_diff *d, const struct gs_saved_report *b,
                        const struct gs_saved_report *n)
{
    size_t k;

    if (diff_inputs(d, b, n) < 0)
        return -1;
    for (k = 0; k < b->n_tables; k++) {
        const struct gs_saved_table *bt = &b->tables[k];
        const struct gs_saved_table *nt = gs_saved_report_table(n, bt->name);

        if (!nt) {
            if (!add_change(d, bt->name, "table removed", NULL, NULL, NULL,
                            NULL))
                return oom(d);
            continue;
        }
        if (diff_table(d, bt, nt) < 0)
            return -1;
    }
    for (k = 0; k < n->n_tables; k++)
        if (!gs_saved_report_table(b, n->tables[k].name) &&
            !add_change(d, n->tables[k].name, "table added", NULL, NULL,
                        NULL, NULL))
            return oom(d);
    return 0;
}

/* Does either report have a GS_DIFF_COST_KEY column for --max-increase? */
bool gs_diff_has_cost(const struct gs_saved_report *r)
{
    size_t k;

    for (k = 0; k < r->n_tables; k++)
        if (gs_saved_table_column(&r->tables[k], GS_DIFF_COST_KEY) >= 0)
            return true;
    return false;
}

void gs_diff_notes(struct gs_report *r, const struct gs_report_diff *d,
                   const struct gs_saved_report *b,
                   const struct gs_saved_report *n)
{
    gs_report_note(r, "base %s (%s, gpusel %s); new %s (%s, gpusel %s)",
                   b->path, b->command ? b->command : "no command",
                   b->gpusel_version ? b->gpusel_version : "-", n->path,
                   n->command ? n->command : "no command",
                   n->gpusel_version ? n->gpusel_version : "-");
    if (d->inputs.n_rows == 0 && d->changes.n_rows == 0)
        gs_report_note(r, "no differences");
    else
        gs_report_note(r, "%zu input(s) changed; %zu value(s) changed, %zu "
                       "row(s) added, %zu removed%s", d->inputs.n_rows,
                       d->n_changed, d->n_added, d->n_removed,
                       d->winner_changed ? "; the winner changed" : "");
    if (!d->limit.set)
        return;
    if (d->reason[0])
        gs_report_note(r, "%s", d->reason);
    else if (d->any_checked && d->largest_rise > 0.0)
        gs_report_note(r, "within --max-increase %s: the largest rise is "
                       "%.4g%s on '%s'", d->limit.text,
                       d->limit.relative ? PCT_PER_FRAC * d->largest_rise
                                         : d->largest_rise,
                       d->limit.relative ? "%" : " USD", d->largest_row);
    else
        gs_report_note(r, "within --max-increase %s: no row's %s rose",
                       d->limit.text, GS_DIFF_COST_KEY);
}

int gs_report_diff_run(struct gs_report_diff *d,
                       const struct gs_saved_report *b,
                       const struct gs_saved_report *n)
{
    gs_table_init(&d->changes, "changes", change_cols,
                  d->limit.set ? N_CHANGE_COLS : N_CHANGE_COLS - 1);
    d->changes.title = "rows changed";
    gs_table_init(&d->inputs, "input_changes", input_cols,
                  GS_ARRAY_SIZE(input_cols));
    d->inputs.title = "inputs changed";
    return diff_reports(d, b, n);
}

void gs_report_diff_release(struct gs_report_diff *d)
{
    gs_table_release(&d->changes);
    gs_table_release(&d->inputs);
}
