/*
 * The option parser and the --help renderer, both driven by the option
 * tables of src/cli/opt.h.
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opt.h"
#include "suggest.h"
#include "units.h"
#include "banned.h"

static const struct gs_option *find_option(const struct gs_optset *sets,
                                           size_t n_sets, const char *name,
                                           size_t len, void **base)
{
    size_t s;
    const struct gs_option *o;

    for (s = 0; s < n_sets; s++) {
        for (o = sets[s].opts; o->kind != GS_OPT_KIND_END; o++) {
            if (strlen(o->name) == len && strncmp(o->name, name, len) == 0) {
                *base = sets[s].base;
                return o;
            }
        }
    }
    return NULL;
}

static int unknown_option(const struct gs_optset *sets, size_t n_sets,
                          const char *arg, size_t len, struct gs_error *err)
{
    const char *names[256];
    char word[64];
    size_t n = 0, s;
    const struct gs_option *o;
    const char *hint;

    for (s = 0; s < n_sets; s++)
        for (o = sets[s].opts; o->kind != GS_OPT_KIND_END && n < 256; o++)
            names[n++] = o->name;
    snprintf(word, sizeof(word), "%.*s", (int)(len < 63 ? len : 63), arg);
    hint = gs_suggest(word, names, n);
    /* the name as given (a long one is shortened with its length by
     * the error, src/core/text.h), the 63 bytes only for the hint */
    if (hint)
        return gs_error_set(err, GS_EUSAGE,
                            "unknown option '--%.*s'; did you mean '--%s'?",
                            (int)len, arg, hint);
    return gs_error_set(err, GS_EUSAGE, "unknown option '--%.*s'", (int)len,
                        arg);
}

/*
 * Kinds that take one number or choice, where a comma can only be an
 * attempt at a list ("--ctx 8k,32k").  Strings stay free text.
 */
static bool single_valued(enum gs_opt_kind kind)
{
    switch (kind) {
    case GS_OPT_KIND_INT64:
    case GS_OPT_KIND_DOUBLE:
    case GS_OPT_KIND_CHOICE:
    case GS_OPT_KIND_BYTES:
    case GS_OPT_KIND_TOKENS:
    case GS_OPT_KIND_FRAC:
    case GS_OPT_KIND_DURATION:
        return true;
    case GS_OPT_KIND_END:
    case GS_OPT_KIND_FLAG:
    case GS_OPT_KIND_STRING:
    case GS_OPT_KIND_LIST:
        break;
    }
    return false;
}

static int set_value(const struct gs_option *o, void *base, const char *val,
                     struct gs_error *err)
{
    unsigned char *p = (unsigned char *)base + o->offset;
    char what[80];

    snprintf(what, sizeof(what), "--%s", o->name);
    if (single_valued(o->kind) && strchr(val, ','))
        return gs_error_set(err, GS_EUSAGE,
                            "%s takes one value, got '%s': lists are not "
                            "accepted here (run once per value)", what, val);
    switch (o->kind) {
    case GS_OPT_KIND_FLAG: {
        bool t = true;

        memcpy(p, &t, sizeof(t));
        return 0;
    }
    case GS_OPT_KIND_STRING:
        if (!*val)
            return gs_error_set(err, GS_EUSAGE, "%s needs a value", what);
        memcpy(p, &val, sizeof(val));
        return 0;
    case GS_OPT_KIND_LIST: {
        struct gs_strlist *l = (struct gs_strlist *)(void *)p;

        if (!*val)
            return gs_error_set(err, GS_EUSAGE, "%s needs a value", what);
        if (l->n >= GS_STRLIST_MAX)
            return gs_error_set(err, GS_EUSAGE, "%s given more than %d times",
                                what, GS_STRLIST_MAX);
        l->items[l->n++] = val;
        return 0;
    }
    case GS_OPT_KIND_INT64: {
        double v;
        int64_t i;
        bool in_range;

        if (gs_parse_number(val, what, &v, err) < 0)
            return -1;
        if (v != floor(v))
            return gs_error_set(err, GS_EUSAGE,
                                "%s expects a whole number, got '%s'", what,
                                val);
        /* A double outside [-2^63, 2^63) cannot be converted to int64_t
         * (undefined behaviour); it is out of range whatever the bounds. */
        in_range = v >= -9223372036854775808.0 && v < 9223372036854775808.0;
        if (!in_range || (int64_t)v < o->min_i || (int64_t)v > o->max_i)
            return gs_error_set(err, GS_EUSAGE,
                                "%s must be between %" PRId64 " and %" PRId64
                                ", got '%s'", what, o->min_i, o->max_i, val);
        i = (int64_t)v;
        memcpy(p, &i, sizeof(i));
        return 0;
    }
    case GS_OPT_KIND_DOUBLE: {
        double v;

        if (gs_parse_number(val, what, &v, err) < 0)
            return -1;
        if (v < o->min_d || v > o->max_d)
            return gs_error_set(err, GS_EUSAGE,
                                "%s must be between %g and %g, got '%s'", what,
                                o->min_d, o->max_d, val);
        memcpy(p, &v, sizeof(v));
        return 0;
    }
    case GS_OPT_KIND_CHOICE: {
        size_t i;
        char list[256] = "";
        size_t used = 0;

        for (i = 0; o->choices[i]; i++) {
            if (strcmp(o->choices[i], val) == 0) {
                memcpy(p, &o->choices[i], sizeof(val));
                return 0;
            }
        }
        for (i = 0; o->choices[i] && used < sizeof(list); i++)
            used += (size_t)snprintf(list + used, sizeof(list) - used, "%s%s",
                                     i ? ", " : "", o->choices[i]);
        return gs_error_set(err, GS_EUSAGE,
                            "%s must be one of %s, got '%s'", what, list, val);
    }
    case GS_OPT_KIND_BYTES: {
        double v;

        if (gs_parse_bytes(val, what, &v, err) < 0)
            return -1;
        memcpy(p, &v, sizeof(v));
        return 0;
    }
    case GS_OPT_KIND_TOKENS: {
        int64_t t;

        if (gs_parse_tokens(val, what, &t, err) < 0)
            return -1;
        memcpy(p, &t, sizeof(t));
        return 0;
    }
    case GS_OPT_KIND_FRAC: {
        double v;

        if (gs_parse_frac(val, what, o->min_d, o->max_d, &v, err) < 0)
            return -1;
        memcpy(p, &v, sizeof(v));
        return 0;
    }
    case GS_OPT_KIND_DURATION: {
        double v;

        if (gs_parse_duration(val, what, &v, err) < 0)
            return -1;
        memcpy(p, &v, sizeof(v));
        return 0;
    }
    case GS_OPT_KIND_END:
        break;
    }
    return gs_error_set(err, GS_EINTERNAL, "bad option kind for '%s'", what);
}

int gs_parse_options(int *argc, const char **argv,
                     const struct gs_optset *sets, size_t n_sets,
                     bool stop_at_positional, struct gs_error *err)
{
    int i, n_pos = 1;
    bool only_positional = false;

    for (i = 1; i < *argc; i++) {
        const char *arg = argv[i];
        const struct gs_option *o;
        const char *eq, *val;
        void *base = NULL;
        size_t len;

        if (only_positional || arg[0] != '-' || arg[1] == '\0') {
            if (stop_at_positional) {
                int j;

                for (j = i; j < *argc; j++)
                    argv[n_pos++] = argv[j];
                break;
            }
            argv[n_pos++] = arg;
            continue;
        }
        if (strcmp(arg, "--") == 0) {
            only_positional = true;
            continue;
        }
        if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0)
            return 1;
        if (arg[1] != '-')
            return gs_error_set(err, GS_EUSAGE,
                                "unknown option '%s' (options are long, "
                                "like --format)", arg);
        arg += 2;
        eq = strchr(arg, '=');
        len = eq ? (size_t)(eq - arg) : strlen(arg);
        o = find_option(sets, n_sets, arg, len, &base);
        if (!o)
            return unknown_option(sets, n_sets, arg, len, err);
        if (o->kind == GS_OPT_KIND_FLAG) {
            if (eq)
                return gs_error_set(err, GS_EUSAGE,
                                    "--%s takes no value", o->name);
            val = "";
        } else if (eq) {
            val = eq + 1;
        } else if (i + 1 < *argc) {
            val = argv[++i];
        } else {
            return gs_error_set(err, GS_EUSAGE, "--%s needs a value %s",
                                o->name, o->argh ? o->argh : "");
        }
        if (set_value(o, base, val, err) < 0)
            return -1;
    }
    *argc = n_pos;
    return 0;
}

bool gs_option_shadowed(const struct gs_optset *sets, size_t set,
                        const struct gs_option *o)
{
    size_t s;
    const struct gs_option *p;

    for (s = 0; s < set; s++)
        for (p = sets[s].opts; p->kind != GS_OPT_KIND_END; p++)
            if (strcmp(p->name, o->name) == 0)
                return true;
    return false;
}

const char *gs_option_argh(const struct gs_option *o, char *buf, size_t size)
{
    size_t used = 0, i;

    if (o->kind == GS_OPT_KIND_CHOICE) {
        buf[0] = '\0';
        for (i = 0; o->choices[i] && used < size; i++)
            used += (size_t)snprintf(buf + used, size - used, "%s%s",
                                     i ? "|" : "", o->choices[i]);
        return buf;
    }
    snprintf(buf, size, "%s", o->argh ? o->argh : "");
    return buf;
}

void gs_options_help(const struct gs_optset *sets, size_t n_sets, FILE *fp)
{
    size_t s, width = 0;
    const struct gs_option *o;
    char argh[160], left[256];

    for (s = 0; s < n_sets; s++) {
        for (o = sets[s].opts; o->kind != GS_OPT_KIND_END; o++) {
            size_t w;

            if (gs_option_shadowed(sets, s, o))
                continue;
            gs_option_argh(o, argh, sizeof(argh));
            w = (size_t)snprintf(left, sizeof(left), "--%s%s%s", o->name,
                                 argh[0] ? " " : "", argh);
            if (w > width && w <= 36)
                width = w;
        }
    }
    for (s = 0; s < n_sets; s++) {
        for (o = sets[s].opts; o->kind != GS_OPT_KIND_END; o++) {
            if (gs_option_shadowed(sets, s, o))
                continue;
            gs_option_argh(o, argh, sizeof(argh));
            snprintf(left, sizeof(left), "--%s%s%s", o->name,
                     argh[0] ? " " : "", argh);
            if (strlen(left) > width)
                fprintf(fp, "    %s\n    %-*s  %s\n", left, (int)width, "",
                        o->help);
            else
                fprintf(fp, "    %-*s  %s\n", (int)width, left, o->help);
        }
    }
    fprintf(fp, "    %-*s  %s\n", (int)width, "-h, --help",
            "show this help");
}
