/* The YAML price loader (instance and API price files), resolving GPU
 * names against the built-in catalogue as the CLI does. */
#include "fuzz_common.h"

#include "banned.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct gs_price_set s;
    struct gs_gpu_resolver res;
    struct gs_price_load_opts o = { 0 };
    struct gs_error err = GS_ERROR_INIT;
    int rc;

    gs_gpu_resolver_dataset(&res, gs_fuzz_builtin());
    o.resolver = &res;
    o.keep_unknown_gpus = size && (data[0] & 1);
    gs_price_set_init(&s);
    rc = gs_price_load_yaml_buffer(&s, "fuzz.yaml", data, size, &o, &err);
    gs_fuzz_check_error(rc, &err);
    gs_price_set_release(&s);
    return 0;
}
