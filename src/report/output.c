/*
 * Atomic output files: the report goes to a temporary file in the
 * destination's directory, which is then flushed, fsynced and renamed over
 * the destination.  A reader sees the old file or the whole new one,
 * never half a report; on any failure, and on SIGINT, SIGTERM or SIGHUP,
 * the temporary file is removed.  Where the system has O_TMPFILE (Linux
 * 3.11 and later, on most local file systems) the temporary file has no
 * name while it is written, so not even SIGKILL can leave it behind; it
 * is linked in (linkat) only at the commit.  docs/output.md ("Writing to
 * a file") states the rules.
 */
#define _GNU_SOURCE             /* O_TMPFILE; AT_EACCESS */

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
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

/* The temporary name is ".<base>.XXXXXX": 8 bytes more than the base,
 * which is cut so the name fits NAME_MAX (255 on Linux file systems). */
#define TMP_EXTRA_BYTES 8
#define TMP_NAME_MAX 255

/* Most symbolic links followed to the destination (the kernel's own
 * limit, MAXSYMLINKS in fs/namei.c). */
#define MAX_LINK_HOPS 40

/* Names tried for the link of an O_TMPFILE file beside an existing
 * destination before giving up (each taken name is EEXIST). */
#define LINK_NAME_TRIES 64
/* Room for "/proc/self/fd/<int>". */
#define PROC_FD_PATH 32

/*
 * The temporary files of this process, for the signal handler: a slot is
 * in use while its `used` is 1, and its name is written before `used` is
 * set, with the signals blocked.  The only mutable file-scope state in
 * gpusel, because a signal handler can reach nothing else.
 */
static struct {
    char path[sizeof(((struct gs_output *)0)->tmp_path)];
    volatile sig_atomic_t used;
} pending[GS_OUTPUT_MAX_PENDING];

static volatile sig_atomic_t handlers_installed;

static const int cleanup_signals[] = { SIGINT, SIGTERM, SIGHUP };

/* Remove every temporary file, then die of the signal as if unhandled. */
static void on_signal(int sig)
{
    size_t i;

    for (i = 0; i < GS_OUTPUT_MAX_PENDING; i++)
        if (pending[i].used)
            (void)unlink(pending[i].path);
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Block (or unblock) the cleanup signals. */
static void block_signals(bool block, sigset_t *old)
{
    sigset_t set;
    size_t i;

    if (!block) {
        sigprocmask(SIG_SETMASK, old, NULL);
        return;
    }
    sigemptyset(&set);
    for (i = 0; i < sizeof(cleanup_signals) / sizeof(cleanup_signals[0]);
         i++)
        sigaddset(&set, cleanup_signals[i]);
    sigprocmask(SIG_BLOCK, &set, old);
}

/* Install the handler for each cleanup signal not ignored (nohup's SIGHUP
 * stays ignored). */
static void install_handlers(void)
{
    size_t i;

    if (handlers_installed)
        return;
    handlers_installed = 1;
    for (i = 0; i < sizeof(cleanup_signals) / sizeof(cleanup_signals[0]);
         i++) {
        struct sigaction sa, old;

        if (sigaction(cleanup_signals[i], NULL, &old) != 0 ||
            old.sa_handler == SIG_IGN)
            continue;
        memset(&sa, 0, sizeof(sa));
        sa.sa_handler = on_signal;
        sigemptyset(&sa.sa_mask);
        sigaction(cleanup_signals[i], &sa, NULL);
    }
}

/* Take a slot for o's temporary file (signals blocked by the caller). */
static void track(struct gs_output *o)
{
    size_t i;

    o->slot = -1;
    for (i = 0; i < GS_OUTPUT_MAX_PENDING; i++)
        if (!pending[i].used) {
            memcpy(pending[i].path, o->tmp_path, sizeof(pending[i].path));
            pending[i].used = 1;
            o->slot = (int)i;
            return;
        }
}

static void untrack(struct gs_output *o)
{
    if (o->slot >= 0)
        pending[o->slot].used = 0;
    o->slot = -1;
}

/* The process umask; reading it means setting it, so set it back. */
static mode_t current_umask(void)
{
    mode_t mask = umask(0);

    umask(mask);
    return mask;
}

/* Remove the temporary file (if any) and forget it.  An O_TMPFILE one
 * has no name: closing it frees it. */
static void remove_tmp(struct gs_output *o)
{
    sigset_t old;

    block_signals(true, &old);
    if (o->tmp_path[0])
        unlink(o->tmp_path);
    o->tmp_path[0] = '\0';
    untrack(o);
    if (o->tmp_fd >= 0)
        close(o->tmp_fd);
    o->tmp_fd = -1;
    block_signals(false, &old);
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

/* The folder of `path` ("." for a bare name) into buf. */
static void dir_of(const char *path, char *buf, size_t size)
{
    const char *slash = strrchr(path, '/');

    if (!slash)
        snprintf(buf, size, ".");
    else if (slash == path)
        snprintf(buf, size, "/");
    else
        snprintf(buf, size, "%.*s", (int)(slash - path), path);
}

/*
 * Is the folder `dst` sticky and writable by others (world, or group with
 * `group` set), where fs.protected_symlinks and fs.protected_regular guard
 * what a process may follow or open (Documentation/admin-guide/sysctl/
 * fs.rst)?  And is `owner` neither this process's nor the folder's?
 */
static bool foreign_in_sticky(const struct stat *dst, uid_t owner,
                              bool group)
{
    mode_t others = S_IWOTH | (group ? S_IWGRP : 0);

    return (dst->st_mode & S_ISVTX) && (dst->st_mode & others) &&
           owner != geteuid() && owner != dst->st_uid;
}

/*
 * Follow `path` through its symbolic links, as open(O_CREAT) would: a
 * link in a sticky world-writable folder (/tmp) is followed only when its
 * owner is this process's or the folder's (fs.protected_symlinks), so
 * another user's link cannot aim a write at a file of ours.  The final
 * path goes into out.  Returns 0, or -1 with err set.
 */
static int follow_links(const char *path, char *out, size_t size,
                        struct gs_error *err)
{
    char cur[PATH_MAX], target[PATH_MAX], dir[PATH_MAX];
    struct stat lst, dst;
    int hops;

    if ((size_t)snprintf(cur, sizeof(cur), "%s", path) >= sizeof(cur))
        return gs_error_set_at(err, GS_EIO, path, 0, 0,
                               "output path is too long");
    for (hops = 0; lstat(cur, &lst) == 0 && S_ISLNK(lst.st_mode); hops++) {
        ssize_t n;

        if (hops == MAX_LINK_HOPS)
            return gs_error_set_at(err, GS_EIO, path, 0, 0,
                                   "cannot write: %s", strerror(ELOOP));
        dir_of(cur, dir, sizeof(dir));
        if (stat(dir, &dst) == 0 && foreign_in_sticky(&dst, lst.st_uid,
                                                      false))
            return gs_error_set_at(err, GS_EIO, path, 0, 0,
                                   "refusing to follow the symbolic link "
                                   "'%s' in the sticky folder '%s': it "
                                   "belongs to another user (uid %ld), as "
                                   "the kernel refuses it "
                                   "(fs.protected_symlinks)", cur, dir,
                                   (long)lst.st_uid);
        n = readlink(cur, target, sizeof(target) - 1);
        if (n < 0)
            return gs_error_set_at(err, GS_EIO, path, 0, 0,
                                   "cannot write: %s", strerror(errno));
        target[n] = '\0';
        if (target[0] == '/' || !strchr(cur, '/'))
            n = snprintf(cur, sizeof(cur), "%s", target);
        else
            n = snprintf(cur, sizeof(cur), "%s/%s", dir, target);
        if (n < 0 || (size_t)n >= sizeof(cur))
            return gs_error_set_at(err, GS_EIO, path, 0, 0,
                                   "output path is too long");
    }
    if (hops > 0 && lstat(cur, &lst) != 0)
        return gs_error_set_at(err, GS_EIO, path, 0, 0,
                               "cannot write: dangling symbolic link");
    if ((size_t)snprintf(out, size, "%s", cur) >= size)
        return gs_error_set_at(err, GS_EIO, path, 0, 0,
                               "output path is too long");
    return 0;
}

static int open_anonymous(struct gs_output *o, const char *dir,
                          mode_t mode);

/* "<dir>/.<base>.XXXXXX" for `path` into out: hidden, on the same file
 * system, and no longer than NAME_MAX (the base is cut).  0, or -1 when
 * it does not fit. */
static int tmp_template(const char *path, char *out, size_t size)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    int dir_len = slash ? (int)(slash - path) + 1 : 0;
    int base_len = (int)strlen(base), n;

    if (base_len > TMP_NAME_MAX - TMP_EXTRA_BYTES)
        base_len = TMP_NAME_MAX - TMP_EXTRA_BYTES;
    n = snprintf(out, size, "%.*s.%.*s.XXXXXX", dir_len, path, base_len,
                 base);
    return n < 0 || (size_t)n >= size ? -1 : 0;
}

int gs_output_open(struct gs_output *o, const char *path,
                   struct gs_error *err)
{
    const char *slash, *base;
    struct stat st, dst;
    char dir[PATH_MAX];
    int fd;
    sigset_t old;

    mode_t mode = OUTPUT_MODE & ~current_umask();

    o->fp = NULL;
    o->tmp_path[0] = '\0';
    o->tmp_fd = -1;
    o->direct = false;
    o->finished = false;
    o->slot = -1;
    o->dir_dev = 0;
    o->dir_ino = 0;
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
    if (follow_links(path, o->path, sizeof(o->path), err) < 0)
        return -1;
    path = o->path;
    slash = strrchr(path, '/');
    base = slash ? slash + 1 : path;
    if (!*base || strcmp(base, ".") == 0 || strcmp(base, "..") == 0 ||
        (stat(path, &st) == 0 && S_ISDIR(st.st_mode))) {
        /* "nodir/" names a folder whether or not it exists */
        if (*base || (stat(path, &st) == 0 && S_ISDIR(st.st_mode)))
            return gs_error_set_at(err, GS_EIO, path, 0, 0,
                                   "cannot write: is a directory");
        return gs_error_set_at(err, GS_EIO, path, 0, 0,
                               "cannot write: the path ends in '/', so "
                               "it names a folder, and there is none");
    }
    dir_of(path, dir, sizeof(dir));
    if (stat(dir, &dst) == 0) {
        o->dir_dev = (uint64_t)dst.st_dev;
        o->dir_ino = (uint64_t)dst.st_ino;
    }
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
        /* another user's file in a sticky folder: the kernel refuses
         * open(O_CREAT) on it, even to root (fs.protected_regular), so
         * a rename must not replace it */
        if (o->dir_ino && foreign_in_sticky(&dst, st.st_uid, true))
            return gs_error_set_at(err, GS_EIO, path, 0, 0,
                                   "cannot open for writing: it belongs "
                                   "to another user (uid %ld) in the "
                                   "sticky folder '%s' "
                                   "(fs.protected_regular)",
                                   (long)st.st_uid, dir);
        /* refuse a file the user may not write, as the shell's '>'
         * does (renaming over it would need only the folder) */
        if (faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0)
            return gs_error_set_at(err, GS_EIO, path, 0, 0,
                                   "cannot open for writing: %s",
                                   strerror(errno));
        mode = st.st_mode & 07777;     /* keep the file's permissions */
    }
    if (tmp_template(path, o->tmp_path, sizeof(o->tmp_path)) < 0) {
        o->tmp_path[0] = '\0';
        return gs_error_set_at(err, GS_EIO, path, 0, 0,
                               "output path is too long");
    }
    install_handlers();
    /* no name while written where the system allows; the template is
     * made again at the commit */
    fd = open_anonymous(o, dir, mode);
    if (fd >= 0)
        o->tmp_path[0] = '\0';
    else {
        block_signals(true, &old);
        fd = mkstemp(o->tmp_path);
        if (fd >= 0)
            track(o);
        block_signals(false, &old);
    }
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
 * An O_TMPFILE file in `dir` for o: a descriptor for the FILE (o->tmp_fd
 * keeps the file alive after the FILE is closed, for linkat at the
 * commit), or -1 where the system or the file system has none, or
 * /proc/self/fd (which linkat needs without privileges) is not there: the
 * caller then makes a named temporary file.  The name template stays in
 * o->tmp_path, unused until the commit.
 */
static int open_anonymous(struct gs_output *o, const char *dir, mode_t mode)
{
#ifdef O_TMPFILE
    char proc[PROC_FD_PATH];
    int fd, dup_fd;

    fd = open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
    if (fd < 0)
        return -1;
    snprintf(proc, sizeof(proc), "/proc/self/fd/%d", fd);
    if (access(proc, F_OK) != 0 || (dup_fd = dup(fd)) < 0) {
        close(fd);
        return -1;
    }
    o->tmp_fd = fd;
    return dup_fd;
#else
    (void)o;
    (void)dir;
    (void)mode;
    return -1;
#endif
}

/*
 * Make the rename durable.  Best effort: the new file is already in
 * place, and some file systems cannot fsync a directory.
 */
static void sync_dir(const char *path)
{
    char dir[sizeof(((struct gs_output *)0)->path)];
    int fd;

    dir_of(path, dir, sizeof(dir));
    fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd < 0)
        return;
    (void)fsync(fd);
    close(fd);
}

int gs_output_finish(struct gs_output *o, struct gs_error *err)
{
    FILE *fp = o->fp;
    int failed, e = 0;

    if (o->finished)
        return 0;
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
    if (o->direct) {
        if (fclose(fp) != 0)
            return fail(o, "cannot write", errno, err);
        o->finished = true;
        return 0;
    }
    if (fsync(fileno(fp)) != 0) {
        e = errno;
        fclose(fp);
        return fail(o, "cannot write", e, err);
    }
    if (fclose(fp) != 0)
        return fail(o, "cannot write", errno, err);
    o->finished = true;
    return 0;
}

/*
 * Give o's O_TMPFILE file its name (signals blocked by the caller): link
 * it as the destination when there is none; else link it as a hidden
 * name beside it (o->tmp_path, tracked, so a signal still removes it)
 * for the rename that replaces the destination.  Returns 0 when the
 * destination is in place, 1 when the rename is left to do, -1 with
 * errno.
 */
static int link_anonymous(struct gs_output *o)
{
    char proc[PROC_FD_PATH];
    size_t len;
    int tries;

    snprintf(proc, sizeof(proc), "/proc/self/fd/%d", o->tmp_fd);
    if (linkat(AT_FDCWD, proc, AT_FDCWD, o->path, AT_SYMLINK_FOLLOW) == 0)
        return 0;
    if (errno != EEXIST)
        return -1;
    if (tmp_template(o->path, o->tmp_path, sizeof(o->tmp_path)) < 0) {
        o->tmp_path[0] = '\0';
        errno = ENAMETOOLONG;
        return -1;
    }
    len = strlen(o->tmp_path);
    for (tries = 0; tries < LINK_NAME_TRIES; tries++) {
        static const char digits[] = "abcdefghijklmnopqrstuvwxyz"
                                     "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
        /* the pid, the try and the descriptor: unique enough, and
         * linkat never follows or replaces a name that exists */
        unsigned long v = (unsigned long)getpid() * 2654435761UL +
                          (unsigned long)tries * 40503UL +
                          (unsigned long)o->tmp_fd;
        size_t k;

        for (k = 0; k < 6; k++, v /= 62)
            o->tmp_path[len - 6 + k] = digits[v % 62];
        if (linkat(AT_FDCWD, proc, AT_FDCWD, o->tmp_path,
                   AT_SYMLINK_FOLLOW) == 0) {
            track(o);
            return 1;
        }
        if (errno != EEXIST)
            break;
    }
    o->tmp_path[0] = '\0';
    return -1;
}

int gs_output_commit(struct gs_output *o, struct gs_error *err)
{
    sigset_t old;
    int rc = 0, e = 0;

    if (gs_output_finish(o, err) < 0)
        return -1;
    if (o->direct)
        return 0;
    block_signals(true, &old);
    if (o->tmp_fd >= 0) {
        int linked = link_anonymous(o);

        e = errno;
        close(o->tmp_fd);
        o->tmp_fd = -1;
        if (linked <= 0) {
            o->tmp_path[0] = '\0';
            block_signals(false, &old);
            if (linked < 0)
                return fail(o, "cannot replace", e, err);
            sync_dir(o->path);
            return 0;
        }
    }
    if (rename(o->tmp_path, o->path) != 0) {
        rc = -1;
        e = errno;
    } else {
        o->tmp_path[0] = '\0';
        untrack(o);
    }
    block_signals(false, &old);
    if (rc < 0)
        return fail(o, "cannot replace", e, err);
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

bool gs_output_same_file(const struct gs_output *o, const char *path)
{
    struct gs_output probe;
    struct gs_error err = GS_ERROR_INIT;
    const char *base, *mine, *slash;
    char dir[PATH_MAX];
    struct stat a, b, dst;

    if (o->direct)
        return strcmp(o->path, path) == 0;
    if (follow_links(path, probe.path, sizeof(probe.path), &err) < 0)
        return false;
    /* an existing file: the same inode (a hard link too) */
    if (stat(o->path, &a) == 0 && stat(probe.path, &b) == 0)
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
    /* a new one: the same name in the same folder */
    dir_of(probe.path, dir, sizeof(dir));
    if (stat(dir, &dst) != 0 || (uint64_t)dst.st_dev != o->dir_dev ||
        (uint64_t)dst.st_ino != o->dir_ino)
        return false;
    slash = strrchr(probe.path, '/');
    base = slash ? slash + 1 : probe.path;
    slash = strrchr(o->path, '/');
    mine = slash ? slash + 1 : o->path;
    return strcmp(base, mine) == 0;
}
