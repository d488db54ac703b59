/*
 * The size and unit parsers (src/core/units.c): the first byte picks
 * the parser, the rest is the text (as an option value or a YAML
 * scalar reaches them).  A value accepted must be a finite number.
 */
#include <math.h>

#include "fuzz_common.h"

#include "units.h"
#include "banned.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct gs_error err = GS_ERROR_INIT;
    char *s;
    double v = 0;
    int64_t t = 0;
    int rc;

    if (size < 1)
        return 0;
    s = gs_fuzz_cstr(data + 1, size - 1);
    switch (data[0] % 7) {
    case 0:
        rc = gs_parse_number(s, "--x", &v, &err);
        break;
    case 1:
        rc = gs_parse_bytes(s, "--x", &v, &err);
        break;
    case 2:
        rc = gs_parse_tokens(s, "--x", &t, &err);
        if (rc == 0 && t < 0)
            abort();
        break;
    case 3:
        rc = gs_parse_params(s, "--x", &v, &err);
        break;
    case 4:
        rc = gs_parse_count(s, "--x", "GPUs", 1, 65536, &v, &err);
        if (rc == 0 && (v < 1 || v > 65536))
            abort();
        break;
    case 5:
        rc = gs_parse_frac(s, "--x", 0, 1, &v, &err);
        if (rc == 0 && (v < 0 || v > 1))
            abort();
        break;
    default:
        rc = gs_parse_duration(s, "--x", &v, &err);
        break;
    }
    gs_fuzz_check_error(rc, &err);
    if (rc == 0 && !isfinite(v))
        abort();
    free(s);
    return 0;
}
