/* The workload file loader (cost --workload), GPU names resolved
 * against the built-in catalogue. */
#include "fuzz_common.h"

#include "workload_file.h"
#include "banned.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct gs_workload_file w;
    struct gs_arena a;
    struct gs_gpu_resolver res;
    struct gs_error err = GS_ERROR_INIT;
    int rc;

    gs_gpu_resolver_dataset(&res, gs_fuzz_builtin());
    gs_arena_init(&a);
    gs_workload_file_init(&w);
    rc = gs_workload_file_load_buffer(&w, &a, "fuzz.yaml", data, size, &res,
                                      &err);
    gs_fuzz_check_error(rc, &err);
    gs_arena_release(&a);
    return 0;
}
