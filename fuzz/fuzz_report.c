/* The saved-report reader (gpusel diff BASE.json NEW.json), through its
 * in-memory entry point: any input is read or refused with a well-formed
 * error; what is read must be self-consistent.  Seeds:
 * tests/fuzz/report/. */
#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "report_load.h"
#include "banned.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct gs_saved_report r;
    struct gs_error err = GS_ERROR_INIT;
    size_t k, i, j;

    if (gs_saved_report_parse(&r, "fuzz/report.json", (const char *)data,
                              size, &err) < 0) {
        int status = gs_error_exit_status(&err);

        if (err.code == GS_OK || err.msg[0] == '\0' ||
            (status != GS_EXIT_DATA && status != GS_EXIT_INTERNAL))
            abort();
        return 0;
    }
    if (r.schema_version != GS_JSON_SCHEMA_VERSION)
        abort();
    for (i = 0; i < r.n_inputs; i++)
        if (!r.inputs[i].key)
            abort();
    for (k = 0; k < r.n_tables; k++) {
        const struct gs_saved_table *t = &r.tables[k];

        if (!t->name || gs_saved_report_table(&r, t->name) == NULL ||
            (t->record && t->n_rows != 1))
            abort();
        for (i = 0; i < t->n_rows; i++)
            for (j = 0; j < t->n_cols; j++) {
                const struct gs_cell *c = gs_saved_table_cell(t, i, j);

                if (c->type != GS_CELL_NULL && c->type != t->cols[j].type)
                    abort();
                if (c->type == GS_CELL_TEXT && !c->u.text)
                    abort();
            }
    }
    gs_saved_report_release(&r);
    return 0;
}
