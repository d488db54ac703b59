/*
 * The --explain table (explain.h): one layout for every command's
 * formulas.
 */
#include <math.h>
#include <string.h>

#include "explain.h"
#include "units.h"
#include "banned.h"

/* Significant digits people read a traced value to, unless it is a
 * whole number (or bytes) below EXPLAIN_EXACT_BELOW: then every digit of
 * it, rounded, as the formulas print their inputs. */
#define EXPLAIN_HUMAN_DIGITS 6
#define EXPLAIN_EXACT_BELOW 1e12

/*
 * The quantity is the row's identity; value is the machine formats'
 * number, value_text what people read; the formula comes last and wraps
 * (struct gs_column.wrap), so no column is hidden to fit the width.
 */
static const struct gs_column explain_cols[] = {
    { "quantity", "quantity", GS_CELL_TEXT, 0, 0, .kind = GS_COL_KEY },
    { "value", "value", GS_CELL_NUMBER, 0, 0, .audience = GS_COL_MACHINE },
    { "value_text", "value", GS_CELL_TEXT, 0, 0, .audience = GS_COL_HUMAN,
      .priority = 2 },
    { "unit", "unit", GS_CELL_TEXT, 0, 0, .priority = 2 },
    { "formula", "formula (values substituted)", GS_CELL_TEXT, 0, 0,
      .priority = 1, .wrap = true },
};

static void explain_emit(void *p, const char *quantity, const char *formula,
                         double value, const char *unit)
{
    struct gs_explain *e = p;
    struct gs_table *t = &e->table;
    struct gs_cell *c = e->failed ? NULL : gs_table_add_row(t);
    const char *q = c ? gs_table_strdup(t, quantity) : NULL;
    const char *f = q ? gs_table_strdup(t, formula) : NULL;
    const char *u = f ? gs_table_strdup(t, unit ? unit : "") : NULL;
    const char *v = NULL;

    if (u && isfinite(value)) {
        /* byte counts are whole; a fraction of one is the model's */
        bool whole = value == floor(value) || strcmp(u, "bytes") == 0;
        bool exact = whole && fabs(value) < EXPLAIN_EXACT_BELOW;
        int digits = exact ? 0 : EXPLAIN_HUMAN_DIGITS;
        const char *fmt = exact ? "%.*f" : "%.*g";

        v = gs_table_printf(t, fmt, digits, value);
        /* bytes of a GiB or more: also in GiB, as the tables show them */
        if (v && strcmp(u, "bytes") == 0 && fabs(value) >= GS_BYTES_PER_GIB)
            v = gs_table_printf(t, "%s (%.2f GiB)", v,
                                gs_bytes_to_gib(value));
        if (!v)
            u = NULL;
    }
    if (!c || !u) {
        e->failed = true;
        return;
    }
    gs_table_set(t, c, "quantity", gs_cell_text(q));
    gs_table_set(t, c, "value", isfinite(value) ? gs_cell_number(value)
                                                : gs_cell_null());
    gs_table_set(t, c, "value_text", v ? gs_cell_text(v) : gs_cell_null());
    gs_table_set(t, c, "unit", gs_cell_text(u));
    gs_table_set(t, c, "formula", gs_cell_text(f));
}

void gs_explain_init(struct gs_explain *e, const char *title)
{
    memset(e, 0, sizeof(*e));
    gs_table_init(&e->table, "explain", explain_cols,
                  sizeof(explain_cols) / sizeof(explain_cols[0]));
    e->table.title = title;
    e->trace = (struct gs_trace){ explain_emit, e };
}

void gs_explain_release(struct gs_explain *e)
{
    gs_table_release(&e->table);
}

int gs_explain_add(struct gs_explain *e, struct gs_report *r,
                   struct gs_error *err)
{
    if (e->failed)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    gs_report_add(r, &e->table);
    return 0;
}
