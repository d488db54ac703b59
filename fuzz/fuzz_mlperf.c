/*
 * libFuzzer target: the MLPerf LoadGen summary reader with its system
 * description (src/data/load_mlperf.c) over the built-in GPU catalogue.
 * The input is the system JSON, a NUL byte, then the summary; without a
 * NUL the whole input is the summary, read with a fixed valid system
 * description.  Any input must load or fail with a data error
 * (GS_ESYNTAX, GS_ESCHEMA, GS_ENOTFOUND) or GS_ENOMEM, never with an
 * internal one; an error names a file and a line; a loaded summary has
 * one row with a positive throughput and at least one GPU.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bench_load.h"
#include "dataset.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char fixed_system[] =
    "{ \"accelerator_model_name\": \"NVIDIA H200-SXM-141GB\", "
    "\"accelerators_per_node\": \"8\", \"number_of_nodes\": \"1\", "
    "\"framework\": \"TensorRT 10.11\" }";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct gs_dataset cat;
    static int loaded;
    struct gs_arena a = GS_ARENA_INIT;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_bench b;
    const uint8_t *nul = memchr(data, 0, size);
    const uint8_t *sys = (const uint8_t *)fixed_system, *sum = data;
    size_t sys_len = sizeof(fixed_system) - 1, sum_len = size;

    if (!loaded) {
        gs_dataset_init(&cat);
        if (gs_dataset_load_builtin(&cat, GS_DATA_GPUS, &err) < 0)
            abort();
        loaded = 1;
    }
    if (size > GS_BENCH_MAX_FILE_BYTES)
        return 0;
    if (nul) {
        sys = data;
        sys_len = (size_t)(nul - data);
        sum = nul + 1;
        sum_len = size - sys_len - 1;
    }
    if (gs_mlperf_load_buffer(&b, &a, "fuzz/mlperf_log_summary.txt", sum,
                              sum_len, "llama2-70b-99", "fuzz/system.json",
                              sys, sys_len, &cat, &err) < 0) {
        if (err.code != GS_ESYNTAX && err.code != GS_ESCHEMA &&
            err.code != GS_ENOTFOUND && err.code != GS_ENOMEM)
            abort();
        if (err.code != GS_ENOMEM && (err.path[0] == '\0' || err.line < 1))
            abort();
    } else {
        if (b.n_rows != 1 || !(b.rows[0].throughput > 0.0) ||
            b.rows[0].n_gpus < 1 || b.rows[0].line < 1)
            abort();
    }
    gs_arena_release(&a);
    return 0;
}
