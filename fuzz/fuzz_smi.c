/*
 * Fuzz target: the nvidia-smi log reader (src/data/load_smi.c) on any
 * bytes, and the statistics engine on whatever it accepts.  Seeds:
 * tests/fuzz/smi/.  Build: clang -fsanitize=fuzzer,address with the data,
 * engine, model and core libraries.
 */
#include <stddef.h>
#include <stdint.h>

#include "smi_load.h"
#include "util_stats.h"
#include "banned.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct gs_smi_log log;
    struct gs_error err = GS_ERROR_INIT;

    gs_smi_log_init(&log);
    /* the reader feeds each GPU's statistics as it reads */
    if (gs_smi_load_buffer(&log, "fuzz.csv", (const char *)data, size, NULL,
                           &err) == 0) {
        struct gs_util_stats st;
        size_t g;

        for (g = 0; g < log.n_gpus; g++)
            gs_util_acc_stats(&log.gpus[g].acc, log.gpus[g].others,
                              log.gpus[g].n_others, &st);
    }
    gs_smi_log_release(&log);
    return 0;
}
