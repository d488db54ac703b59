/*
 * Shared by the libFuzzer targets (fuzz/fuzz_*.c; docs/fuzzing.md).
 * Header-only, so each target stays one file: a helper that adds a
 * reader adds fuzz/fuzz_<name>.c and seeds in tests/fuzz/<name>/, and
 * the GPUSEL_FUZZ build picks it up with no list to edit.
 */
#ifndef GPUSEL_FUZZ_COMMON_H
#define GPUSEL_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dataset.h"
#include "error.h"
#include "price_load.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The built-in catalogue, loaded once: resolvers for the price and
 * workload loaders, as the CLI gives them.  Never released (the fuzzer
 * runs until killed); LeakSanitizer sees it reachable. */
static inline const struct gs_dataset *gs_fuzz_builtin(void)
{
    static struct gs_dataset d;
    static int loaded;
    struct gs_error err = GS_ERROR_INIT;

    if (!loaded) {
        gs_dataset_init(&d);
        if (gs_dataset_load_builtin(&d, GS_DATA_GPUS | GS_DATA_MODELS,
                                    &err) < 0)
            abort();
        loaded = 1;
    }
    return &d;
}

/* A NUL-terminated copy of the input (for readers taking a string). */
static inline char *gs_fuzz_cstr(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);

    if (!s)
        abort();
    if (size)
        memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* An error must be a well-formed one: a code, a message, and an exit
 * status from docs/exit-codes.md.  Anything else is a finding. */
static inline void gs_fuzz_check_error(int rc, const struct gs_error *err)
{
    int status;

    if (rc == 0) {
        if (err->code != GS_OK)
            abort();
        return;
    }
    if (rc != -1 || err->code == GS_OK || err->msg[0] == '\0')
        abort();
    status = gs_error_exit_status(err);
    if (status < GS_EXIT_USAGE || status > GS_EXIT_INTERNAL)
        abort();
    /* EINTERNAL is a bug: an invariant did not hold (D3 was one). */
    if (getenv("GPUSEL_FUZZ_ALLOW_INTERNAL") == NULL &&
        err->code == GS_EINTERNAL)
        abort();
}

#endif /* GPUSEL_FUZZ_COMMON_H */
