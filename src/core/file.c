/*
 * Whole-file reads for the loaders, with a size cap.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file.h"
#include "banned.h"

/* First buffer size; doubled as needed up to the cap. */
#define GS_FILE_CHUNK_BYTES 65536u

/* gs_file_read(), or with `text` gs_file_read_text(): stop after the
 * chunk that holds the first NUL byte. */
static int read_file(const char *path, size_t max_bytes, bool text,
                     char **out, size_t *len, bool *too_large,
                     struct gs_error *err)
{
    FILE *fp = fopen(path, "rb");
    char *buf = NULL, *grown;
    size_t n_read = 0, cap = 0, n;
    int saved_errno;

    *out = NULL;
    *len = 0;
    *too_large = false;
    if (!fp && errno == ENOMEM)   /* fopen's FILE: tests/alloc_fail.sh */
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (!fp)
        return gs_error_set(err, GS_EIO, "cannot read '%s': %s", path,
                            strerror(errno));
    for (;;) {
        if (cap - n_read < 2) {
            /* one byte past the cap tells "too large" apart */
            cap = cap ? 2 * cap : GS_FILE_CHUNK_BYTES;
            if (cap > max_bytes + 2)
                cap = max_bytes + 2;
            grown = realloc(buf, cap);
            if (!grown) {
                fclose(fp);
                free(buf);
                return gs_error_set(err, GS_ENOMEM, "out of memory");
            }
            buf = grown;
        }
        errno = 0;
        n = fread(buf + n_read, 1, cap - n_read - 1, fp);
        n_read += n;
        if (n_read > max_bytes || n == 0)
            break;
        if (text && memchr(buf + n_read - n, '\0', n))
            break;              /* not text: the loader says where */
    }
    saved_errno = errno;
    if (ferror(fp)) {
        fclose(fp);
        free(buf);
        return gs_error_set(err, GS_EIO, "cannot read '%s': %s", path,
                            strerror(saved_errno ? saved_errno : EIO));
    }
    fclose(fp);
    if (n_read > max_bytes) {
        free(buf);
        *too_large = true;
        return 0;
    }
    buf[n_read] = '\0';
    *out = buf;
    *len = n_read;
    return 0;
}

int gs_file_read(const char *path, size_t max_bytes, char **out, size_t *len,
                 bool *too_large, struct gs_error *err)
{
    return read_file(path, max_bytes, false, out, len, too_large, err);
}

int gs_file_read_text(const char *path, size_t max_bytes, char **out,
                      size_t *len, bool *too_large, struct gs_error *err)
{
    return read_file(path, max_bytes, true, out, len, too_large, err);
}
