/*
 * Allocation-failure injection (docs/fuzzing.md): linked into the
 * gpusel-allocfail executable of a GPUSEL_ALLOC_FAIL build, these
 * definitions of malloc, calloc, realloc, strdup and strndup take the
 * place of AddressSanitizer's (the executable's symbols come first), so
 * every allocation counts: gpusel's own, libyaml's, cJSON's, libcsv's
 * and libc's (fopen, qsort, ...).  They forward to ASan's allocator, so
 * LeakSanitizer still sees every block.
 *
 *   GPUSEL_FAIL_ALLOC_AT=n    the n-th allocation after start-up fails
 *                             (returns NULL with errno ENOMEM); the ones
 *                             after it succeed again (a transient fault,
 *                             SQLite's "oom-transient")
 *   GPUSEL_FAIL_ALLOC_MARK=f  create f when the fault fires, so a test
 *                             knows the n-th allocation happened
 *   GPUSEL_ALLOC_COUNT=f      write the number of allocations made to f
 *                             at exit (to size a test)
 *
 * tests/alloc_fail.sh runs commands for n = 1, 2, ... until the fault no
 * longer fires.  Counting starts in a constructor, after the dynamic
 * loader's and the runtimes' own start-up allocations.
 */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "banned.h"

void *__interceptor_malloc(size_t size);
void *__interceptor_calloc(size_t n, size_t size);
void *__interceptor_realloc(void *p, size_t size);
char *__interceptor_strdup(const char *s);
char *__interceptor_strndup(const char *s, size_t n);

/* These replace the C library's; their prototypes are <stdlib.h>'s and
 * <string.h>'s, so -Wmissing-prototypes is content. */

static unsigned long fail_at;   /* 0: never */
static unsigned long n_calls;
static int armed;
static const char *mark_path;

__attribute__((constructor)) static void alloc_fail_init(void)
{
    const char *at = getenv("GPUSEL_FAIL_ALLOC_AT");

    if (at)
        fail_at = strtoul(at, NULL, 10);
    mark_path = getenv("GPUSEL_FAIL_ALLOC_MARK");
    armed = 1;
}

__attribute__((destructor)) static void alloc_fail_count(void)
{
    const char *path = getenv("GPUSEL_ALLOC_COUNT");
    char buf[32];
    int fd, n;

    if (!path)
        return;
    n = snprintf(buf, sizeof(buf), "%lu\n", n_calls);
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd >= 0) {
        if (n > 0 && write(fd, buf, (size_t)n) != n)
            n = -1;
        close(fd);
    }
}

static int fail_now(void)
{
    int fd;

    if (!armed || ++n_calls != fail_at)
        return 0;
    if (mark_path) {
        /* open(2), not fopen: that would allocate */
        fd = open(mark_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd >= 0)
            close(fd);
    }
    errno = ENOMEM;
    return 1;
}

void *malloc(size_t size)
{
    return fail_now() ? NULL : __interceptor_malloc(size);
}

void *calloc(size_t n, size_t size)
{
    return fail_now() ? NULL : __interceptor_calloc(n, size);
}

void *realloc(void *p, size_t size)
{
    return fail_now() ? NULL : __interceptor_realloc(p, size);
}

char *strdup(const char *s)
{
    return fail_now() ? NULL : __interceptor_strdup(s);
}

char *strndup(const char *s, size_t n)
{
    return fail_now() ? NULL : __interceptor_strndup(s, n);
}
