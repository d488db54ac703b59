/*
 * Atomic output files: the report goes to a temporary file in the
 * destination's directory, which is then flushed, fsynced and renamed over
 * the destination.  A reader sees the old file or the whole new one,
 * never half a report; on any failure the temporary file is removed.
 */
#define _XOPEN_SOURCE 700

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "report.h"
#include "banned.h"

/* A new report file is rw-r--r--, less the umask, as fopen() would make. */
#define OUTPUT_MODE 0644

/* The process umask; reading it means setting it, so set it back. */
static mode_t current_umask(void)
{
    mode_t mask = umask(0);

    umask(mask);
    return mask;
}

/* Remove the temporary file (if any) and forget it. */
static void remove_tmp(struct gs_output *o)
{
    if (o->tmp_path[0])
        unlink(o->tmp_path);
    o->tmp_path[0] = '\0';
}

/* Out of memory (fopen's or fdopen's FILE) is exit 5, not an I/O error
 * (tests/alloc_fail.sh). */
static enum gs_errc io_errc(int errnum)
{
    return errnum == ENOMEM ? GS_ENOMEM : GS_EIO;
}

static int fail(struct gs_output *o, const char *what, int errnum,
                struct gs_error *err)
{
    remove_tmp(o);
    return gs_error_set_at(err, io_errc(errnum), o->path, 0, 0, "%s: %s",
                           what,
                           errnum ? strerror(errnum) : "write error");
}

/*
 * The descriptor a path names when it means one this process already
 * holds: "-" and /dev/stdout are 1, /dev/stderr 2, /dev/fd/N and
 * /proc/self/fd/N are N; -1 otherwise.  Such a path is written through a
 * duplicate of that descriptor, so `--output /dev/stdout >> log` appends
 * as the shell set up, and a pipe is a pipe (resolving the link instead
 * would rename over the file the shell opened, or fail on "pipe:[..]").
 */
static int inherited_fd(const char *path)
{
    static const char *const prefixes[] = { "/dev/fd/", "/proc/self/fd/" };
    size_t i;

    if (strcmp(path, "-") == 0 || strcmp(path, "/dev/stdout") == 0)
        return STDOUT_FILENO;
    if (strcmp(path, "/dev/stderr") == 0)
        return STDERR_FILENO;
    for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++) {
        size_t n = strlen(prefixes[i]);
        const char *d = path + n;
        long fd = 0;

        if (strncmp(path, prefixes[i], n) != 0 || !*d)
            continue;
        for (; *d; d++) {
            if (*d < '0' || *d > '9' || fd > INT_MAX / 10)
                return -1;
            fd = fd * 10 + (*d - '0');
        }
        return (int)fd;
    }
    return -1;
}

int gs_output_open(struct gs_output *o, const char *path,
                   struct gs_error *err)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    int dir_len = slash ? (int)(slash - path) + 1 : 0;
    struct stat st;
    int fd, n;

    mode_t mode = OUTPUT_MODE & ~current_umask();
    char resolved[PATH_MAX];

    o->fp = NULL;
    o->tmp_path[0] = '\0';
    o->direct = false;
    if ((fd = inherited_fd(path)) >= 0) {
        int dup_fd = dup(fd);

        snprintf(o->path, sizeof(o->path), "%s", path);
        if (dup_fd < 0)
            return gs_error_set_at(err, GS_EIO, path, 0, 0,
                                   "cannot write: %s", strerror(errno));
        o->fp = fdopen(dup_fd, "w");
        if (!o->fp) {
            int e = errno;

            close(dup_fd);
            return gs_error_set_at(err, io_errc(e), path, 0, 0,
                                   "cannot write: %s", strerror(e));
        }
        o->direct = true;
        return 0;
    }
    if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
        /* replace the target, keep the link */
        if (!realpath(path, resolved))
            return gs_error_set_at(err, GS_EIO, path, 0, 0,
                                   "cannot write: dangling symbolic link");
        path = resolved;
        slash = strrchr(path, '/');
        base = slash ? slash + 1 : path;
        dir_len = slash ? (int)(slash - path) + 1 : 0;
    }
    n = snprintf(o->path, sizeof(o->path), "%s", path);
    if (n < 0 || (size_t)n >= sizeof(o->path))
        return gs_error_set_at(err, GS_EIO, path, 0, 0,
                               "output path is too long");
    if (!*base || strcmp(base, ".") == 0 || strcmp(base, "..") == 0 ||
        (stat(path, &st) == 0 && S_ISDIR(st.st_mode)))
        return gs_error_set_at(err, GS_EIO, path, 0, 0,
                               "cannot write: is a directory");
    if (stat(path, &st) == 0) {
        if (!S_ISREG(st.st_mode)) {
            /* a device or FIFO: no temporary file can stand in for it */
            o->fp = fopen(path, "w");
            if (!o->fp)
                return gs_error_set_at(err, io_errc(errno), path, 0, 0,
                                       "cannot open for writing: %s",
                                       strerror(errno));
            o->direct = true;
            return 0;
        }
        /* refuse a file the user may not write, as the shell's '>'
         * does (renaming over it would need only the folder) */
        if (access(path, W_OK) != 0)
            return gs_error_set_at(err, GS_EIO, path, 0, 0,
                                   "cannot open for writing: %s",
                                   strerror(errno));
        mode = st.st_mode & 07777;     /* keep the file's permissions */
    }
    /* "<dir>/.<base>.XXXXXX": hidden, and on the same file system */
    n = snprintf(o->tmp_path, sizeof(o->tmp_path), "%.*s.%s.XXXXXX",
                 dir_len, path, base);
    if (n < 0 || (size_t)n >= sizeof(o->tmp_path)) {
        o->tmp_path[0] = '\0';
        return gs_error_set_at(err, GS_EIO, path, 0, 0,
                               "output path is too long");
    }
    fd = mkstemp(o->tmp_path);
    if (fd < 0) {
        int e = errno;

        o->tmp_path[0] = '\0';
        return fail(o, "cannot open for writing", e, err);
    }
    /* mkstemp() makes the file 0600; a report is for others to read, or
     * keeps the permissions of the file it replaces */
    if (fchmod(fd, mode) != 0) {
        int e = errno;

        close(fd);
        return fail(o, "cannot set permissions", e, err);
    }
    o->fp = fdopen(fd, "w");
    if (!o->fp) {
        int e = errno;

        close(fd);
        return fail(o, "cannot open for writing", e, err);
    }
    return 0;
}

/*
 * Make the rename durable.  Best effort: the new file is already in
 * place, and some file systems cannot fsync a directory.
 */
static void sync_dir(const char *path)
{
    char dir[sizeof(((struct gs_output *)0)->path)];
    const char *slash = strrchr(path, '/');
    int fd;

    if (slash)
        snprintf(dir, sizeof(dir), "%.*s", (int)(slash - path) + 1, path);
    else
        snprintf(dir, sizeof(dir), ".");
    fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd < 0)
        return;
    (void)fsync(fd);
    close(fd);
}

int gs_output_commit(struct gs_output *o, struct gs_error *err)
{
    FILE *fp = o->fp;
    int failed, e = 0;

    if (!fp)
        return fail(o, "cannot write: output is not open", 0, err);
    o->fp = NULL;
    /* An earlier write may have failed and left only the error flag. */
    failed = ferror(fp);
    if (fflush(fp) != 0) {
        failed = 1;
        e = errno;
    }
    if (failed) {
        fclose(fp);
        return fail(o, "cannot write", e, err);
    }
    if (o->direct)
        return fclose(fp) == 0 ? 0 : fail(o, "cannot write", errno, err);
    if (fsync(fileno(fp)) != 0) {
        e = errno;
        fclose(fp);
        return fail(o, "cannot write", e, err);
    }
    if (fclose(fp) != 0)
        return fail(o, "cannot write", errno, err);
    if (rename(o->tmp_path, o->path) != 0)
        return fail(o, "cannot replace", errno, err);
    o->tmp_path[0] = '\0';
    sync_dir(o->path);
    return 0;
}

void gs_output_abort(struct gs_output *o)
{
    if (o->fp) {
        fclose(o->fp);
        o->fp = NULL;
    }
    remove_tmp(o);
}
