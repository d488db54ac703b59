/*
 * gpusel sweep's axes: "1,8,64", "1..256x2", "4k..32kx2", "8..64+8", and
 * plain comma lists.  src/cli/sweep.h states the grammar;
 * docs/commands/sweep.md documents it for users.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "sweep.h"
#include "units.h"
#include "banned.h"

/* Longest item of an axis ("1048576..1048576x1048576" fits). */
#define ITEM_MAX 64

/* A whole number in text[0..len) of the axis' unit, into *out. */
static int parse_value(const char *flag, const char *text, size_t len,
                       enum gs_sweep_unit unit, int64_t *out,
                       struct gs_error *err)
{
    char buf[ITEM_MAX], *end;
    long long v;

    if (len == 0 || len >= sizeof(buf))
        return gs_error_set(err, GS_EUSAGE, "%s: expected a whole number, "
                            "got '%.*s'", flag, (int)(len < 32 ? len : 32),
                            text);
    memcpy(buf, text, len);
    buf[len] = '\0';
    if (unit == GS_SWEEP_TOKENS)
        return gs_parse_tokens(buf, flag, out, err);
    errno = 0;
    v = strtoll(buf, &end, 10);
    if (*end || end == buf || errno || buf[0] == '-' || buf[0] == '+' ||
        buf[0] == ' ')
        return gs_error_set(err, GS_EUSAGE, "%s: expected a whole number, "
                            "got '%s'", flag, buf);
    *out = (int64_t)v;
    return 0;
}

static int add(const char *flag, int64_t v, int64_t min, int64_t max,
               struct gs_sweep_axis *a, size_t *alloc, struct gs_error *err)
{
    if (v < min || v > max)
        return gs_error_set(err, GS_EUSAGE, "%s: %lld is outside [%lld, "
                            "%lld]", flag, (long long)v, (long long)min,
                            (long long)max);
    if (a->n == GS_SWEEP_MAX_VALUES)
        return gs_error_set(err, GS_EUSAGE, "%s: more than %d values",
                            flag, GS_SWEEP_MAX_VALUES);
    if (a->n == *alloc) {
        size_t n = *alloc ? 2 * *alloc : 16;
        int64_t *v2 = realloc(a->v, n * sizeof(*v2));

        if (!v2)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        a->v = v2;
        *alloc = n;
    }
    a->v[a->n++] = v;
    return 0;
}

/* One item: a value or a range, appended to a. */
static int parse_item(const char *flag, const char *s, size_t len,
                      enum gs_sweep_unit unit, int64_t min, int64_t max,
                      struct gs_sweep_axis *a, size_t *alloc,
                      struct gs_error *err)
{
    const char *dots = NULL, *step = NULL, *end = s + len;
    int64_t lo, hi, k = 1, v;
    bool mul = false;
    size_t i;

    for (i = 0; i + 1 < len; i++)
        if (s[i] == '.' && s[i + 1] == '.') {
            dots = s + i;
            break;
        }
    if (!dots) {
        if (parse_value(flag, s, len, unit, &v, err) < 0)
            return -1;
        return add(flag, v, min, max, a, alloc, err);
    }
    for (step = dots + 2; step < end && *step != 'x' && *step != '+'; step++)
        ;
    if (parse_value(flag, s, (size_t)(dots - s), unit, &lo, err) < 0 ||
        parse_value(flag, dots + 2, (size_t)(step - dots - 2), unit, &hi,
                    err) < 0)
        return -1;
    if (step < end) {
        mul = *step == 'x';
        if (parse_value(flag, step + 1, (size_t)(end - step - 1),
                        GS_SWEEP_COUNT, &k, err) < 0)
            return -1;
        if (k < (mul ? 2 : 1))
            return gs_error_set(err, GS_EUSAGE, "%s: the step of '%.*s' "
                                "must be x2 or more, or +1 or more", flag,
                                (int)len, s);
    }
    if (lo > hi)
        return gs_error_set(err, GS_EUSAGE, "%s: the range '%.*s' runs "
                            "backwards", flag, (int)len, s);
    if (lo < min || hi > max)
        return gs_error_set(err, GS_EUSAGE, "%s: the range '%.*s' leaves "
                            "[%lld, %lld]", flag, (int)len, s,
                            (long long)min, (long long)max);
    if (mul && lo < 1)
        return gs_error_set(err, GS_EUSAGE, "%s: a multiplying range must "
                            "start at 1 or more, got '%.*s'", flag, (int)len,
                            s);
    for (v = lo; v <= hi;) {
        if (add(flag, v, min, max, a, alloc, err) < 0)
            return -1;
        if (mul ? v > hi / k : v > hi - k)
            break;
        v = mul ? v * k : v + k;
    }
    return 0;
}

int gs_sweep_parse_axis(const char *flag, const char *text,
                        enum gs_sweep_unit unit, int64_t min, int64_t max,
                        struct gs_sweep_axis *out, struct gs_error *err)
{
    struct gs_sweep_axis a = { NULL, 0 };
    size_t alloc = 0;
    const char *p = text;

    for (;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);

        if (len == 0) {
            free(a.v);
            return gs_error_set(err, GS_EUSAGE, "%s: empty item in '%s'",
                                flag, text);
        }
        if (parse_item(flag, p, len, unit, min, max, &a, &alloc, err) < 0) {
            free(a.v);
            return -1;
        }
        if (!comma)
            break;
        p = comma + 1;
    }
    *out = a;
    return 0;
}

void gs_sweep_axis_release(struct gs_sweep_axis *a)
{
    free(a->v);
    a->v = NULL;
    a->n = 0;
}

int gs_sweep_split(const char *flag, const char *text, struct gs_arena *arena,
                   const char **items, size_t max, size_t *n,
                   struct gs_error *err)
{
    const char *p = text;

    *n = 0;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);

        if (len == 0)
            return gs_error_set(err, GS_EUSAGE, "%s: empty item in '%s'",
                                flag, text);
        if (*n == max)
            return gs_error_set(err, GS_EUSAGE, "%s: more than %zu items",
                                flag, max);
        if (!(items[*n] = gs_arena_strndup(arena, p, len)))
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        (*n)++;
        if (!comma)
            return 0;
        p = comma + 1;
    }
}
