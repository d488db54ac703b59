/*
 * Bump allocator: a list of blocks, each at least GS_ARENA_BLOCK_BYTES.
 * Everything is freed at once by gs_arena_release().
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "banned.h"

/* Default block size: a catalogue of ~100 entries fits in a few blocks. */
#define GS_ARENA_BLOCK_BYTES 65536u
#define GS_ARENA_ALIGN 16u

struct gs_arena_block {
    struct gs_arena_block *next;
    size_t size;                /* usable bytes in data[] */
    size_t used;
    _Alignas(16) unsigned char data[];
};

void gs_arena_init(struct gs_arena *a)
{
    a->head = NULL;
    a->used_bytes = 0;
}

void *gs_arena_alloc_raw(struct gs_arena *a, size_t n)
{
    struct gs_arena_block *b = a->head;
    size_t need, size;
    void *p;

    if (n == 0)
        n = 1;
    if (n > SIZE_MAX - GS_ARENA_ALIGN)
        return NULL;
    need = (n + GS_ARENA_ALIGN - 1) & ~(size_t)(GS_ARENA_ALIGN - 1);
    if (!b || b->size - b->used < need) {
        size = need > GS_ARENA_BLOCK_BYTES ? need : GS_ARENA_BLOCK_BYTES;
        if (size > SIZE_MAX - sizeof(*b))
            return NULL;
        b = malloc(sizeof(*b) + size);
        if (!b)
            return NULL;
        b->size = size;
        b->used = 0;
        b->next = a->head;
        a->head = b;
    }
    p = b->data + b->used;
    b->used += need;
    a->used_bytes += need;
    return p;
}

void *gs_arena_alloc(struct gs_arena *a, size_t n)
{
    void *p = gs_arena_alloc_raw(a, n);

    if (p)
        memset(p, 0, n);
    return p;
}

void *gs_arena_calloc(struct gs_arena *a, size_t n, size_t sz)
{
    if (sz && n > SIZE_MAX / sz)
        return NULL;
    return gs_arena_alloc(a, n * sz);
}

char *gs_arena_strndup(struct gs_arena *a, const char *s, size_t len)
{
    char *p;

    if (len == SIZE_MAX)
        return NULL;
    p = gs_arena_alloc_raw(a, len + 1);
    if (!p)
        return NULL;
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

char *gs_arena_strdup(struct gs_arena *a, const char *s)
{
    return gs_arena_strndup(a, s, strlen(s));
}

void gs_arena_release(struct gs_arena *a)
{
    struct gs_arena_block *b = a->head, *next;

    while (b) {
        next = b->next;
        free(b);
        b = next;
    }
    a->head = NULL;
    a->used_bytes = 0;
}
