#ifndef GPUSEL_RESOLVE_H
#define GPUSEL_RESOLVE_H

#include "dataset.h"
#include "error.h"
#include "model.h"

/*
 * One resolver for every way a user names a model: a catalogue id or
 * alias (a Hugging Face id such as "meta-llama/Llama-3.1-70B" is an
 * alias), a config.json path, a directory holding config.json, or a bare
 * size ("70B", "1.5T").  Used by every command that takes --model (and,
 * later, by workload files).  Data layer: it reads files.
 */

/* Where a resolved model came from. */
enum gs_model_origin {
    GS_MODEL_FROM_CATALOGUE,  /* an id or alias of a loaded catalogue */
    GS_MODEL_FROM_HFCONFIG,   /* a config.json file or directory */
    GS_MODEL_FROM_SIZE,       /* a generic decoder of the given size */
};

struct gs_resolved_model {
    const struct gs_model *model;  /* points into the dataset, or at
                                    * `generic` below */
    enum gs_model_origin origin;
    struct gs_model generic;       /* storage for a bare size */
    char id_buf[64], name_buf[64]; /* its id and name */
};

/* "catalogue", "config.json" or "generic". */
const char *gs_model_origin_name(enum gs_model_origin o);

/*
 * Resolve `name` in that order: catalogue id or alias; an existing
 * directory or file, or any name ending in ".json" (gs_hfconfig_load(),
 * whose strings live in d's arena); a size.  *out must outlive the use
 * of out->model (a generic model lives inside it).  Returns 0, or -1
 * with *err: the loader's error for a config.json, GS_ENOTFOUND with a
 * "did you mean" when a catalogue name is close, else GS_ENOTFOUND
 * saying what was tried.
 */
int gs_resolve_model(struct gs_dataset *d, const char *name,
                     struct gs_resolved_model *out, struct gs_error *err);

#endif /* GPUSEL_RESOLVE_H */
