/* The YAML catalogue overlay loader (--catalog, GPUSEL_CATALOG), over
 * the built-in catalogue as the CLI loads it. */
#include "fuzz_common.h"

#include "banned.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct gs_dataset d;
    struct gs_error err = GS_ERROR_INIT;
    int rc;

    gs_dataset_init(&d);
    if (gs_dataset_load_builtin(&d, GS_DATA_GPUS | GS_DATA_MODELS, &err) < 0)
        abort();
    rc = gs_dataset_load_buffer(&d, "fuzz.yaml", data, size,
                                GS_DATA_GPUS | GS_DATA_MODELS, &err);
    gs_fuzz_check_error(rc, &err);
    if (rc == 0 && (!d.n_gpus || !d.n_models))
        abort();
    gs_dataset_release(&d);
    return 0;
}
