#ifndef GPUSEL_EMBEDDED_H
#define GPUSEL_EMBEDDED_H

#include <stddef.h>

/*
 * The catalogues compiled into the binary (data/gpus.yaml and
 * data/models.yaml, turned into byte arrays by src/embed.cmake at build
 * time), so gpusel needs no file on disk.
 */
struct gs_embedded_file {
    const char *name;            /* "gpus.yaml"; NULL ends the list */
    const unsigned char *bytes;  /* size bytes, then a NUL */
    size_t size;
};

extern const struct gs_embedded_file gs_embedded_files[];

#endif /* GPUSEL_EMBEDDED_H */
