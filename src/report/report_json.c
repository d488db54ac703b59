/*
 * The "json" writer: one object holding schema_version, command, one
 * array of row objects per table (keyed by column key) and notes, built
 * with cJSON and printed in one piece, so a failure writes nothing.
 * docs/output.md describes the schema.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>

#include <cjson/cJSON.h>

#include "gpusel/report.h"
#include "report_impl.h"
#include "gpusel/banned.h"

/* Attach item to obj as key; on failure free item.  false on OOM. */
static bool add_member(cJSON *obj, const char *key, cJSON *item)
{
    if (!item)
        return false;
    if (!cJSON_AddItemToObject(obj, key, item)) {
        cJSON_Delete(item);
        return false;
    }
    return true;
}

static bool add_element(cJSON *arr, cJSON *item)
{
    if (!item)
        return false;
    if (!cJSON_AddItemToArray(arr, item)) {
        cJSON_Delete(item);
        return false;
    }
    return true;
}

/*
 * Numbers are printed by gpusel and passed as raw JSON text.  cJSON would
 * lose integers above 2^53 (it prints doubles), and prints a double with
 * 15 digits whenever that is within an epsilon of the value, so that
 * 0.1 + 0.2 came out as 0.3 (reference/reliability.md 3.2).
 */
static cJSON *cell_value(const struct gs_cell *c)
{
    char buf[GS_EXACT_BUF];

    switch (c->type) {
    case GS_CELL_TEXT:
        return cJSON_CreateString(c->u.text);
    case GS_CELL_INT:
        snprintf(buf, sizeof(buf), "%" PRId64, c->u.i);
        return cJSON_CreateRaw(buf);
    case GS_CELL_NUMBER:
        return cJSON_CreateRaw(gs_format_exact(c->u.number, buf,
                                               sizeof(buf)));
    case GS_CELL_BOOL:
        return cJSON_CreateBool(c->u.b);
    case GS_CELL_NULL:
        break;
    }
    return cJSON_CreateNull();
}

/* The rows of t as an array of objects; NULL on OOM. */
static cJSON *table_rows(const struct gs_table *t)
{
    cJSON *rows = cJSON_CreateArray();
    size_t i, j;

    if (!rows)
        return NULL;
    for (i = 0; i < t->n_rows; i++) {
        cJSON *row = cJSON_CreateObject();

        if (!add_element(rows, row))
            goto oom;
        for (j = 0; j < t->n_cols; j++)
            if (!add_member(row, t->cols[j].key,
                            cell_value(gs_table_cell(t, i, j))))
                goto oom;
    }
    return rows;
oom:
    cJSON_Delete(rows);
    return NULL;
}

int gs_write_json(const struct gs_report *r, const struct gs_write_opts *o,
                  FILE *out, struct gs_error *err)
{
    cJSON *root, *notes;
    char *text;
    size_t k;

    (void)o;
    if (gs_report_validate(r, err) != 0)
        return -1;
    root = cJSON_CreateObject();
    if (!root)
        goto oom;
    if (!add_member(root, "schema_version",
                    cJSON_CreateNumber(GS_JSON_SCHEMA_VERSION)))
        goto oom;
    if (!add_member(root, "command", r->command
                                         ? cJSON_CreateString(r->command)
                                         : cJSON_CreateNull()))
        goto oom;
    for (k = 0; k < r->n_tables; k++)
        if (!add_member(root, r->tables[k]->name,
                        table_rows(r->tables[k])))
            goto oom;
    notes = cJSON_CreateArray();
    if (!add_member(root, "notes", notes))
        goto oom;
    for (k = 0; k < r->n_notes; k++)
        if (!add_element(notes, cJSON_CreateString(r->notes[k])))
            goto oom;

    text = cJSON_Print(root);
    cJSON_Delete(root);
    if (!text)
        return gs_error_set(err, GS_ENOMEM,
                            "out of memory printing the json report");
    fputs(text, out);
    putc('\n', out);
    cJSON_free(text);
    return 0;
oom:
    cJSON_Delete(root);
    return gs_error_set(err, GS_ENOMEM,
                        "out of memory building the json report");
}
