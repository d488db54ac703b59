/*
 * Strict YAML tree builder over libyaml's event API, and typed readers.
 * See src/data/yaml_read.h for what is refused and why.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "units.h"
#include "yaml_read.h"
#include "banned.h"

#define YERR(code, path, line, col, ...) \
    gs_error_set_at(err, (code), (path), (line), (col), __VA_ARGS__)

/* A growable list of child pointers, malloc'd while the node is open. */
struct frame {
    struct gs_ynode *node;
    struct gs_ynode **items;
    struct gs_ynode **keys;
    size_t n, alloc;
    bool expect_key;            /* map: next child is a key */
    struct gs_ynode *pending_key;
};

/* 1-based line:column of byte `offset` (libyaml reader errors give only
 * the offset). */
static void offset_position(const unsigned char *buf, size_t len,
                            size_t offset, unsigned *line, unsigned *col)
{
    size_t i;

    *line = 1;
    *col = 1;
    for (i = 0; i < offset && i < len; i++) {
        if (buf[i] == '\n') {
            (*line)++;
            *col = 1;
        } else if ((buf[i] & 0xC0) != 0x80) {
            (*col)++;
        }
    }
}

static int frame_push(struct frame *f, struct gs_ynode *child,
                      struct gs_error *err)
{
    if (f->node->kind == GS_YNODE_MAP && f->expect_key) {
        if (child->kind != GS_YNODE_SCALAR)
            return gs_error_set(err, GS_ESCHEMA, "mapping keys must be "
                                "plain text");
        f->pending_key = child;
        f->expect_key = false;
        return 0;
    }
    if (f->n == f->alloc) {
        size_t alloc = f->alloc ? 2 * f->alloc : 8;
        struct gs_ynode **items = realloc(f->items, alloc * sizeof(*items));

        if (!items)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        f->items = items;
        if (f->node->kind == GS_YNODE_MAP) {
            struct gs_ynode **keys = realloc(f->keys, alloc * sizeof(*keys));

            if (!keys)
                return gs_error_set(err, GS_ENOMEM, "out of memory");
            f->keys = keys;
        }
        f->alloc = alloc;
    }
    f->items[f->n] = child;
    if (f->node->kind == GS_YNODE_MAP) {
        f->keys[f->n] = f->pending_key;
        f->expect_key = true;
    }
    f->n++;
    return 0;
}

static int key_cmp(const void *a, const void *b)
{
    const struct gs_ynode *const *x = a, *const *y = b;
    int c = strcmp((*x)->text, (*y)->text);

    if (c)
        return c;
    /* Position breaks ties (qsort is not stable): the first is reported
     * as the original, even for two keys on one line. */
    if ((*x)->line != (*y)->line)
        return (*x)->line < (*y)->line ? -1 : 1;
    return (*x)->col < (*y)->col ? -1 : (*x)->col > (*y)->col;
}

/* Move a closed frame's children into the arena; check duplicate keys. */
static int frame_close(struct gs_arena *a, const char *path, struct frame *f,
                       struct gs_error *err)
{
    struct gs_ynode *n = f->node;
    size_t i;

    n->n_items = f->n;
    if (f->n) {
        n->items = gs_arena_calloc(a, f->n, sizeof(*n->items));
        if (!n->items)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        memcpy(n->items, f->items, f->n * sizeof(*n->items));
    }
    if (n->kind == GS_YNODE_MAP && f->n) {
        struct gs_ynode **sorted = malloc(f->n * sizeof(*sorted));

        n->keys = gs_arena_calloc(a, f->n, sizeof(*n->keys));
        if (!n->keys || !sorted) {
            free(sorted);
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        }
        memcpy(n->keys, f->keys, f->n * sizeof(*n->keys));
        memcpy(sorted, f->keys, f->n * sizeof(*sorted));
        qsort(sorted, f->n, sizeof(*sorted), key_cmp);
        for (i = 1; i < f->n; i++) {
            if (strcmp(sorted[i - 1]->text, sorted[i]->text) == 0) {
                YERR(GS_ESCHEMA, path, sorted[i]->line, sorted[i]->col,
                     "duplicate key '%s' (first at line %u)",
                     sorted[i]->text, sorted[i - 1]->line);
                free(sorted);
                return -1;
            }
        }
        free(sorted);
    }
    free(f->items);
    free(f->keys);
    f->items = f->keys = NULL;
    return 0;
}

static struct gs_ynode *new_node(struct gs_arena *a, enum gs_ynode_kind kind,
                                 const yaml_mark_t *mark)
{
    struct gs_ynode *n = gs_arena_alloc(a, sizeof(*n));

    if (n) {
        n->kind = kind;
        n->line = (unsigned)mark->line + 1;
        n->col = (unsigned)mark->column + 1;
    }
    return n;
}

static int syntax_error(const yaml_parser_t *p, const char *path,
                        const unsigned char *buf, size_t len,
                        struct gs_error *err)
{
    unsigned line, col;
    const char *problem = p->problem ? p->problem : "malformed YAML";

    if (p->error == YAML_MEMORY_ERROR || p->error == YAML_NO_ERROR)
        return gs_error_set(err, GS_ENOMEM, "out of memory reading '%s'",
                            path);
    if (p->error == YAML_READER_ERROR) {
        offset_position(buf, len, p->problem_offset, &line, &col);
        return YERR(GS_ESYNTAX, path, line, col, "%s", problem);
    }
    line = (unsigned)p->problem_mark.line + 1;
    col = (unsigned)p->problem_mark.column + 1;
    if (p->context)
        return YERR(GS_ESYNTAX, path, line, col, "%s %s", problem, p->context);
    return YERR(GS_ESYNTAX, path, line, col, "%s", problem);
}

int gs_yaml_parse(struct gs_arena *a, const char *path,
                  const unsigned char *buf, size_t len, struct gs_ynode **root,
                  struct gs_error *err)
{
    yaml_parser_t parser;
    yaml_event_t ev;
    struct frame stack[GS_YAML_MAX_DEPTH + 1];
    size_t depth = 0, n_nodes = 0, n_docs = 0, i;
    int rc = -1;
    bool done = false;

    *root = NULL;
    if (len > GS_YAML_MAX_BYTES)
        return YERR(GS_ESCHEMA, path, 0, 0, "file is larger than %u MiB",
                    GS_YAML_MAX_BYTES / (1024u * 1024u));
    if (!yaml_parser_initialize(&parser))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    yaml_parser_set_input_string(&parser, buf, len);
    memset(stack, 0, sizeof(stack));

    while (!done) {
        struct gs_ynode *n = NULL;
        unsigned line, col;

        if (!yaml_parser_parse(&parser, &ev)) {
            syntax_error(&parser, path, buf, len, err);
            goto out;
        }
        line = (unsigned)ev.start_mark.line + 1;
        col = (unsigned)ev.start_mark.column + 1;
        switch (ev.type) {
        case YAML_STREAM_END_EVENT:
            done = true;
            break;
        case YAML_DOCUMENT_START_EVENT:
            if (++n_docs > 1) {
                YERR(GS_ESCHEMA, path, line, col,
                     "only one YAML document is allowed per file");
                goto fail_event;
            }
            break;
        case YAML_ALIAS_EVENT:
            YERR(GS_ESCHEMA, path, line, col,
                 "YAML aliases are not allowed ('*%s')", ev.data.alias.anchor);
            goto fail_event;
        case YAML_SCALAR_EVENT:
        case YAML_SEQUENCE_START_EVENT:
        case YAML_MAPPING_START_EVENT: {
            const yaml_char_t *anchor, *tag;

            if (ev.type == YAML_SCALAR_EVENT) {
                anchor = ev.data.scalar.anchor;
                tag = ev.data.scalar.tag;
            } else if (ev.type == YAML_SEQUENCE_START_EVENT) {
                anchor = ev.data.sequence_start.anchor;
                tag = ev.data.sequence_start.tag;
            } else {
                anchor = ev.data.mapping_start.anchor;
                tag = ev.data.mapping_start.tag;
            }
            if (anchor) {
                YERR(GS_ESCHEMA, path, line, col,
                     "YAML anchors are not allowed ('&%s')", anchor);
                goto fail_event;
            }
            if (tag) {
                YERR(GS_ESCHEMA, path, line, col,
                     "YAML tags are not allowed ('%s')", tag);
                goto fail_event;
            }
            if (++n_nodes > GS_YAML_MAX_NODES) {
                YERR(GS_ESCHEMA, path, line, col,
                     "more than %u YAML nodes", GS_YAML_MAX_NODES);
                goto fail_event;
            }
            n = new_node(a, ev.type == YAML_SCALAR_EVENT ? GS_YNODE_SCALAR
                            : ev.type == YAML_SEQUENCE_START_EVENT
                                ? GS_YNODE_SEQ : GS_YNODE_MAP,
                         &ev.start_mark);
            if (!n) {
                gs_error_set(err, GS_ENOMEM, "out of memory");
                goto fail_event;
            }
            if (ev.type == YAML_SCALAR_EVENT) {
                if (strlen((const char *)ev.data.scalar.value) !=
                    ev.data.scalar.length) {
                    YERR(GS_ESCHEMA, path, line, col,
                         "NUL byte in a YAML value");
                    goto fail_event;
                }
                n->text = gs_arena_strndup(a, (const char *)ev.data.scalar.value,
                                           ev.data.scalar.length);
                if (!n->text) {
                    gs_error_set(err, GS_ENOMEM, "out of memory");
                    goto fail_event;
                }
                n->len = ev.data.scalar.length;
                n->plain = ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
            }
            if (depth == 0) {
                *root = n;
            } else if (frame_push(&stack[depth - 1], n, err) < 0) {
                if (!err->path[0]) {
                    err->line = line;
                    err->col = col;
                    snprintf(err->path, sizeof(err->path), "%s", path);
                }
                goto fail_event;
            }
            if (ev.type != YAML_SCALAR_EVENT) {
                if (depth == GS_YAML_MAX_DEPTH) {
                    YERR(GS_ESCHEMA, path, line, col,
                         "YAML nested deeper than %d levels",
                         GS_YAML_MAX_DEPTH);
                    goto fail_event;
                }
                stack[depth].node = n;
                stack[depth].expect_key = n->kind == GS_YNODE_MAP;
                depth++;
            }
            break;
        }
        case YAML_SEQUENCE_END_EVENT:
        case YAML_MAPPING_END_EVENT:
            depth--;
            if (frame_close(a, path, &stack[depth], err) < 0)
                goto fail_event;
            memset(&stack[depth], 0, sizeof(stack[depth]));
            break;
        default:
            break;
        }
        yaml_event_delete(&ev);
    }
    rc = 0;
    goto out;
fail_event:
    yaml_event_delete(&ev);
out:
    for (i = 0; i <= GS_YAML_MAX_DEPTH; i++) {
        free(stack[i].items);
        free(stack[i].keys);
    }
    yaml_parser_delete(&parser);
    if (rc < 0)
        *root = NULL;
    return rc;
}

const struct gs_ynode *gs_ymap_get(const struct gs_ynode *map, const char *key)
{
    size_t i;

    if (!map || map->kind != GS_YNODE_MAP)
        return NULL;
    for (i = 0; i < map->n_items; i++)
        if (strcmp(map->keys[i]->text, key) == 0)
            return map->items[i];
    return NULL;
}

#define NERR(n, ...) \
    gs_error_set_at(err, GS_ESCHEMA, src->path, (n)->line, (n)->col, \
                    __VA_ARGS__)

/*
 * What a node of the wrong type is, for messages: 'eighty' (plain), the
 * string "80" (quoted, so text even when it looks like a number), a list,
 * a mapping.
 */
static const char *describe(const struct gs_ynode *n, char *buf, size_t size)
{
    if (n->kind == GS_YNODE_SEQ)
        return "a list";
    if (n->kind == GS_YNODE_MAP)
        return "a mapping";
    snprintf(buf, size, n->plain ? "'%s'" : "the string \"%s\"", n->text);
    return buf;
}

int gs_ynode_string(const struct gs_ysrc *src, const struct gs_ynode *n,
                    const char *key, const char **out, struct gs_error *err)
{
    char what[160];

    if (n->kind != GS_YNODE_SCALAR)
        return NERR(n, "'%s' must be text, got %s", key,
                    describe(n, what, sizeof(what)));
    if (n->len == 0 || (n->plain && strcmp(n->text, "~") == 0) ||
        (n->plain && strcmp(n->text, "null") == 0))
        return NERR(n, "'%s' must not be empty", key);
    *out = n->text;
    return 0;
}

int gs_ynode_bool(const struct gs_ysrc *src, const struct gs_ynode *n,
                  const char *key, bool *out, struct gs_error *err)
{
    char what[160];

    if (n->kind == GS_YNODE_SCALAR && n->plain) {
        if (strcmp(n->text, "true") == 0) {
            *out = true;
            return 0;
        }
        if (strcmp(n->text, "false") == 0) {
            *out = false;
            return 0;
        }
    }
    return NERR(n, "'%s' must be true or false, got %s", key,
                describe(n, what, sizeof(what)));
}

/*
 * Strict decimal: optional '-', digits, optional fraction and exponent.
 * A leading zero before more digits ("010") is refused: YAML 1.1 reads
 * it as octal 8 and YAML 1.2 as 10, so the writer's intent is unknown.
 */
static bool is_decimal(const char *s)
{
    const char *p = *s == '-' ? s + 1 : s;
    size_t n;

    if (p[0] == '0' && p[1] >= '0' && p[1] <= '9')
        return false;
    n = gs_number_prefix(s);
    return n > 0 && s[n] == '\0';
}

/* A plain scalar such as "010" or "-007.5": refused by is_decimal(). */
static bool leading_zero(const struct gs_ynode *n)
{
    const char *p;

    if (n->kind != GS_YNODE_SCALAR || !n->plain)
        return false;
    p = n->text[0] == '-' ? n->text + 1 : n->text;
    return p[0] == '0' && p[1] >= '0' && p[1] <= '9';
}

int gs_ynode_number(const struct gs_ysrc *src, const struct gs_ynode *n,
                    const char *key, bool positive, double *out,
                    struct gs_error *err)
{
    char what[160];
    const char *end;
    double v;

    if (leading_zero(n))
        return NERR(n, "'%s' must not have a leading zero, got '%s' (octal "
                    "in YAML 1.1, decimal in 1.2: write it without)", key,
                    n->text);
    if (n->kind != GS_YNODE_SCALAR || !n->plain || !is_decimal(n->text))
        return NERR(n, "'%s' must be a number, got %s", key,
                    describe(n, what, sizeof(what)));
    errno = 0;
    v = gs_strtod(n->text, &end);
    if (*end != '\0')
        return NERR(n, "'%s' must be a number, got %s", key,
                    describe(n, what, sizeof(what)));
    if (!isfinite(v) || (errno == ERANGE && fabs(v) > 1.0))
        return NERR(n, "'%s' is out of range: '%s'", key, n->text);
    if (v < 0.0 || (positive && v == 0.0))
        return NERR(n, "'%s' must be %s, got %s", key,
                    positive ? "positive" : "zero or more", n->text);
    *out = v;
    return 0;
}

int gs_ynode_int(const struct gs_ysrc *src, const struct gs_ynode *n,
                 const char *key, int64_t min, int64_t max, int64_t *out,
                 struct gs_error *err)
{
    char what[160];
    const char *end;
    double v;

    if (leading_zero(n))
        return NERR(n, "'%s' must not have a leading zero, got '%s' (octal "
                    "in YAML 1.1, decimal in 1.2: write it without)", key,
                    n->text);
    if (n->kind != GS_YNODE_SCALAR || !n->plain || !is_decimal(n->text))
        return NERR(n, "'%s' must be a whole number, got %s", key,
                    describe(n, what, sizeof(what)));
    errno = 0;
    v = gs_strtod(n->text, &end);
    if (*end != '\0' || !isfinite(v) || v != floor(v))
        return NERR(n, "'%s' must be a whole number, got '%s'", key, n->text);
    /* 2^63 and above do not fit int64_t; (double)INT64_MAX is 2^63 */
    if (v < (double)min || v > (double)max || v >= 9223372036854775808.0)
        return NERR(n, "'%s' must be between %lld and %lld, got %s", key,
                    (long long)min, (long long)max, n->text);
    *out = (int64_t)v;
    return 0;
}
