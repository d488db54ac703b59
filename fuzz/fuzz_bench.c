/*
 * libFuzzer target: the BENCH.csv reader (src/data/load_bench.c) over
 * the built-in GPU catalogue.  Any input must load or fail with a data
 * error (GS_ESYNTAX, GS_ESCHEMA, GS_ENOTFOUND) or GS_ENOMEM, never with
 * an internal one; an error names the file and a line; a loaded file has
 * rows, each with a positive throughput and a GPU count of at least one.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "bench_load.h"
#include "dataset.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct gs_dataset cat;
    static int loaded;
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_bench b;
    size_t i;

    if (!loaded) {
        gs_dataset_init(&cat);
        if (gs_dataset_load_builtin(&cat, GS_DATA_GPUS, &err) < 0)
            abort();
        loaded = 1;
    }
    if (size > GS_BENCH_MAX_FILE_BYTES)
        return 0;
    if (gs_bench_load_buffer(&b, &a, "fuzz.csv", data, size, &cat,
                             &err) < 0) {
        if (err.code != GS_ESYNTAX && err.code != GS_ESCHEMA &&
            err.code != GS_ENOTFOUND && err.code != GS_ENOMEM)
            abort();
        if (err.code != GS_ENOMEM && (err.path[0] == '\0' || err.line < 1))
            abort();
    } else {
        if (b.n_rows == 0)
            abort();
        for (i = 0; i < b.n_rows; i++)
            if (!(b.rows[i].throughput > 0.0) || b.rows[i].n_gpus < 1 ||
                b.rows[i].line < 2)
                abort();
    }
    gs_arena_release(&a);
    return 0;
}
