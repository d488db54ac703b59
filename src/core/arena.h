#ifndef GPUSEL_ARENA_H
#define GPUSEL_ARENA_H

#include <stddef.h>

/*
 * A bump allocator that owns everything a dataset loads.  Opaque in use:
 * callers only call these functions.  Allocations are 16-byte aligned and
 * zeroed (but gs_arena_alloc_raw's); nothing is freed until gs_arena_release(), which frees all.
 */

struct gs_arena_block;

struct gs_arena {
    struct gs_arena_block *head; /* newest block; private */
    size_t used_bytes;           /* bytes handed out, for tests */
};

#define GS_ARENA_INIT { 0 }

void gs_arena_init(struct gs_arena *a);

/* n zeroed bytes, or NULL when out of memory (or n overflows). */
void *gs_arena_alloc(struct gs_arena *a, size_t n);

/* n bytes not zeroed (a caller that sets every byte it reads, or copies
 * over them: zeroing 400 kB costs as many instructions as bytes), or
 * NULL as gs_arena_alloc(). */
void *gs_arena_alloc_raw(struct gs_arena *a, size_t n);

/* Zeroed array of n elements of size sz; NULL on overflow or OOM. */
void *gs_arena_calloc(struct gs_arena *a, size_t n, size_t sz);

/* Copy of the NUL-terminated s (or of its first len bytes); NULL on OOM. */
char *gs_arena_strdup(struct gs_arena *a, const char *s);
char *gs_arena_strndup(struct gs_arena *a, const char *s, size_t len);

/* Free every block; the arena is then empty and reusable. */
void gs_arena_release(struct gs_arena *a);

#endif /* GPUSEL_ARENA_H */
