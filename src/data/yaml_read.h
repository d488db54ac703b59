#ifndef GPUSEL_YAML_H
#define GPUSEL_YAML_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "error.h"

/*
 * A small, strict YAML reader for gpusel's data files, built on libyaml's
 * event API (never its document API, which returns alias graphs and is
 * quadratic on deep nesting in Debian 12's libyaml 0.2.5; see
 * docs/catalogue.md).  It builds a tree in an arena with every node's
 * 1-based line and column, and refuses:
 *   - nesting deeper than GS_YAML_MAX_DEPTH,
 *   - anchors, aliases and explicit tags,
 *   - more than one document,
 *   - duplicate mapping keys (citing both lines),
 *   - non-scalar mapping keys,
 *   - inputs over GS_YAML_MAX_BYTES or GS_YAML_MAX_NODES nodes.
 * Typing is left to the typed getters below; every untagged scalar keeps
 * its text and whether it was plain (unquoted).
 */

#define GS_YAML_MAX_DEPTH 64
#define GS_YAML_MAX_BYTES (16u * 1024u * 1024u)
#define GS_YAML_MAX_NODES 1000000u

enum gs_ynode_kind { GS_YNODE_SCALAR, GS_YNODE_SEQ, GS_YNODE_MAP };

struct gs_ynode {
    enum gs_ynode_kind kind;
    unsigned line, col;          /* 1-based position of the node */
    const char *text;            /* scalar: NUL-terminated value */
    size_t len;                  /* scalar: bytes in text */
    bool plain;                  /* scalar: unquoted, not a block literal */
    struct gs_ynode **items;     /* seq: items; map: values */
    struct gs_ynode **keys;      /* map: keys (scalars), n_items of them */
    size_t n_items;
};

/* The source of a tree: the path used in every message. */
struct gs_ysrc {
    const char *path;
};

/*
 * Parse `len` bytes of `buf` into a tree allocated in `a`.  *root is the
 * document's top node (NULL for an empty document).  Returns 0, or -1
 * with GS_ESYNTAX (libyaml's message, at its position), GS_ESCHEMA (a
 * refused construct) or GS_ENOMEM.
 */
int gs_yaml_parse(struct gs_arena *a, const char *path,
                  const unsigned char *buf, size_t len, struct gs_ynode **root,
                  struct gs_error *err);

/* Value of key in a map, or NULL. */
const struct gs_ynode *gs_ymap_get(const struct gs_ynode *map, const char *key);

/* Typed readers; each fails with GS_ESCHEMA at the node's position,
 * naming `key`. */
int gs_ynode_string(const struct gs_ysrc *src, const struct gs_ynode *n,
                    const char *key, const char **out, struct gs_error *err);
int gs_ynode_bool(const struct gs_ysrc *src, const struct gs_ynode *n,
                  const char *key, bool *out, struct gs_error *err);
/* A plain scalar that is a finite decimal number >= 0 (> 0 if positive). */
int gs_ynode_number(const struct gs_ysrc *src, const struct gs_ynode *n,
                    const char *key, bool positive, double *out,
                    struct gs_error *err);
/* A plain scalar that is a whole number in [min, max]. */
int gs_ynode_int(const struct gs_ysrc *src, const struct gs_ynode *n,
                 const char *key, int64_t min, int64_t max, int64_t *out,
                 struct gs_error *err);

#endif /* GPUSEL_YAML_H */
