#ifndef GPUSEL_EMBEDDED_TEXT_H
#define GPUSEL_EMBEDDED_TEXT_H

#include <stddef.h>

/*
 * A text file compiled into the binary as bytes by src/cli/gen/embed.cmake
 * (docs/workload.md, which `gpusel help workload` and gpusel-workload(5)
 * render).  bytes[n_bytes] is a NUL, not counted.
 */
struct gs_builtin_blob {
    const char *name;                /* the file's label: "docs/workload.md" */
    const unsigned char *bytes;
    size_t n_bytes;
};

#endif /* GPUSEL_EMBEDDED_TEXT_H */
