/*
 * Fuzz target: the nvidia-smi log reader (src/data/load_smi.c) on any
 * bytes, and the statistics engine on whatever it accepts.  Seeds:
 * tests/fuzz/smi/.  Build: clang -fsanitize=fuzzer,address with the data,
 * engine, model and core libraries.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "smi_load.h"
#include "util_stats.h"
#include "banned.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct gs_smi_log log;
    struct gs_error err = GS_ERROR_INIT;
    const struct gs_util_params p = { GS_UTIL_IDLE_BELOW_FRAC,
                                      GS_UTIL_MAX_GAP_S };

    gs_smi_log_init(&log);
    if (gs_smi_load_buffer(&log, "fuzz.csv", (const char *)data, size, NULL,
                           &err) == 0) {
        size_t *sel = calloc(log.n_samples, sizeof(*sel));
        double *scratch = calloc(log.n_samples, sizeof(*scratch));
        size_t i, k = 0, g;
        struct gs_util_stats st;

        if (sel && scratch) {
            /* each GPU's samples in log order, one GPU after another */
            for (g = 0; g < log.n_gpus; g++)
                for (i = 0; i < log.n_samples; i++)
                    if (log.samples[i].group == g)
                        sel[k++] = i;
            if (k == log.n_samples)
                (void)gs_util_stats_eval(log.samples, sel, k, &p, scratch,
                                         &st, &err);
        }
        free(sel);
        free(scratch);
    }
    gs_smi_log_release(&log);
    return 0;
}
