/* The Hugging Face config.json reader (--model path/config.json),
 * through its in-memory entry point. */
#include "fuzz_common.h"

#include "hfconfig.h"
#include "banned.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct gs_arena a;
    struct gs_model m;
    struct gs_error err = GS_ERROR_INIT;
    int rc;

    gs_arena_init(&a);
    memset(&m, 0, sizeof(m));
    rc = gs_hfconfig_parse(&a, "fuzz/config.json", (const char *)data, size,
                           &m, &err);
    gs_fuzz_check_error(rc, &err);
    gs_arena_release(&a);
    return 0;
}
