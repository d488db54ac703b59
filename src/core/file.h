#ifndef GPUSEL_FILE_H
#define GPUSEL_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "error.h"

/*
 * Read a whole file for a loader.  On success *out is a malloc'd,
 * NUL-terminated copy of the file (the caller frees it), *len its size.
 * A file larger than max_bytes is not read past max_bytes + 1: the call
 * returns 0 with *too_large set and *out NULL, so the caller can word the
 * error for its format.  Returns -1 with GS_EIO ("cannot read 'path':
 * reason") or GS_ENOMEM.
 */
int gs_file_read(const char *path, size_t max_bytes, char **out, size_t *len,
                 bool *too_large, struct gs_error *err);

/*
 * The same for a text format, which can hold no NUL byte: reading stops
 * after the chunk (64 KiB at first) that holds the first NUL, so the
 * loader refuses /dev/zero or a binary file at the NUL's line and column
 * without reading a gigabyte first (issue 20).  *out then ends within a
 * chunk of the NUL.
 */
int gs_file_read_text(const char *path, size_t max_bytes, char **out,
                      size_t *len, bool *too_large, struct gs_error *err);

#endif /* GPUSEL_FILE_H */
