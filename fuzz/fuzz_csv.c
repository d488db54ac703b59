/*
 * The CSV price readers: a SkyPilot vms.csv (the first byte picks the
 * cloud it is filed under, as the folder name does) or a rate-sheet CSV
 * (first byte odd), both through the strict libcsv reader.
 */
#include "fuzz_common.h"

#include "banned.h"

static const char *const clouds[] = {
    "aws", "gcp", "azure", "lambda", "runpod", "vast", "other",
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct gs_price_set s;
    struct gs_gpu_resolver res;
    struct gs_price_load_opts o = { 0 };
    struct gs_error err = GS_ERROR_INIT;
    unsigned sel;
    int rc;

    if (size < 1)
        return 0;
    sel = data[0];
    data++, size--;
    gs_gpu_resolver_dataset(&res, gs_fuzz_builtin());
    o.resolver = &res;
    o.keep_unknown_gpus = (sel & 2) != 0;
    gs_price_set_init(&s);
    if (sel & 1)
        rc = gs_price_load_rates_csv_buffer(&s, "fuzz.csv", data, size, &o,
                                            &err);
    else
        rc = gs_price_load_skypilot_buffer(
            &s, "fuzz/vms.csv",
            clouds[(sel >> 2) % (sizeof(clouds) / sizeof(clouds[0]))], data,
            size, &o, &err);
    gs_fuzz_check_error(rc, &err);
    gs_price_set_release(&s);
    return 0;
}
