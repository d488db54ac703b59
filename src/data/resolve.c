/*
 * Model names to models: catalogue, config.json (file or directory),
 * or a bare size.  src/data/resolve.h states the order.
 */
#include <string.h>
#include <sys/stat.h>

#include "hfconfig.h"
#include "resolve.h"
#include "units.h"
#include "ascii.h"
#include "banned.h"

const char *gs_model_origin_name(enum gs_model_origin o)
{
    switch (o) {
    case GS_MODEL_FROM_CATALOGUE:
        return "catalogue";
    case GS_MODEL_FROM_HFCONFIG:
        return "config.json";
    case GS_MODEL_FROM_SIZE:
    default:
        return "generic";
    }
}

/* A path the config.json loader should read (it handles directories). */
static bool is_config_path(const char *name)
{
    struct stat st;
    size_t len = strlen(name);

    if (stat(name, &st) == 0 && (S_ISREG(st.st_mode) || S_ISDIR(st.st_mode)))
        return true;
    return len > 5 && strcmp(name + len - 5, ".json") == 0;
}

/* A number with a size suffix (or none): "99999999999T", "0.5B". */
static bool looks_like_size(const char *name)
{
    static const char *const suffixes[] = { "", "k", "m", "b", "g", "t" };
    size_t n = gs_number_prefix(name), i;

    if (n == 0)
        return false;
    for (i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++)
        if (gs_ascii_casecmp(name + n, suffixes[i]) == 0)
            return true;
    return false;
}

int gs_resolve_model(struct gs_dataset *d, const char *name,
                     struct gs_resolved_model *out, struct gs_error *err)
{
    struct gs_error lookup = GS_ERROR_INIT, size_err = GS_ERROR_INIT;
    struct gs_model *hf;
    double params;

    memset(out, 0, sizeof(*out));
    if ((out->model = gs_dataset_find_model(d, name))) {
        out->origin = GS_MODEL_FROM_CATALOGUE;
        return 0;
    }
    if (is_config_path(name)) {
        hf = gs_arena_alloc(&d->arena, sizeof(*hf));
        if (!hf)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        if (gs_hfconfig_load(&d->arena, name, hf, err) < 0)
            return -1;
        out->model = hf;
        out->origin = GS_MODEL_FROM_HFCONFIG;
        return 0;
    }
    if (gs_parse_params(name, "--model", &params, &size_err) == 0) {
        if (gs_model_generic(params, &out->generic, out->id_buf,
                             out->name_buf, sizeof(out->id_buf), err) < 0)
            return -1;
        out->model = &out->generic;
        out->origin = GS_MODEL_FROM_SIZE;
        return 0;
    }
    if (looks_like_size(name)) {
        *err = size_err;        /* a size out of range says so */
        return -1;
    }
    gs_dataset_model(d, name, &lookup);
    if (strstr(lookup.msg, "did you mean")) {
        *err = lookup;
        return -1;
    }
    return gs_error_set(err, GS_ENOTFOUND,
                        "unknown model '%s': not in the catalogue ('gpusel "
                        "list models'), not a config.json file, and not a "
                        "size such as 70B or 1.5T", name);
}
