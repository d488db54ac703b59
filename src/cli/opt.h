#ifndef GPUSEL_OPT_H
#define GPUSEL_OPT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "error.h"

/*
 * Option-spec tables (after git's parse-options and curl's typed option
 * table).  A command declares a `const struct gs_option[]` whose entries
 * say the option's name, kind, bounds and help, and where its value goes:
 * an offset into the command's own argument struct.  The kind decides how
 * the text is parsed and checked; out-of-range values are rejected with a
 * message naming the flag, never clamped.  --help text, the man page test
 * and the bash completion are all generated from these tables.
 *
 * The GS_OPT_* macros check the target field's type at compile time: a
 * GS_OPT_INT64 aimed at an `int` field does not compile.
 */

enum gs_opt_kind {
    GS_OPT_KIND_END,
    GS_OPT_KIND_FLAG,     /* bool = true */
    GS_OPT_KIND_STRING,   /* const char * (argv storage) */
    GS_OPT_KIND_LIST,     /* struct gs_strlist: repeatable */
    GS_OPT_KIND_INT64,    /* int64_t in [min_i, max_i] */
    GS_OPT_KIND_DOUBLE,   /* double in [min_d, max_d] */
    GS_OPT_KIND_CHOICE,   /* const char *, one of choices */
    GS_OPT_KIND_BYTES,    /* double bytes: "80GB", "80GiB" */
    GS_OPT_KIND_TOKENS,   /* int64_t tokens: "32k" = 32768 */
    GS_OPT_KIND_FRAC,     /* double in [min_d, max_d]: "0.9", "90%" */
    GS_OPT_KIND_DURATION, /* double seconds > 0: "500ms", "0.05s" */
};

/* A repeatable option's values, in order (pointers into argv). */
#define GS_STRLIST_MAX 32
struct gs_strlist {
    const char *items[GS_STRLIST_MAX];
    size_t n;
};

struct gs_option {
    enum gs_opt_kind kind;
    const char *name;           /* long name without "--" */
    size_t offset;              /* of the value in the args struct */
    const char *argh;           /* value placeholder for help: "<n>" */
    const char *help;           /* lowercase, no full stop */
    int64_t min_i, max_i;
    double min_d, max_d;
    const char *const *choices; /* NULL-terminated */
};

#define GS_OPT_CHECK_(T, type, field) \
    (offsetof(T, field) + 0 * sizeof((type *){ &((T *)0)->field }))

#define GS_OPT_FLAG(T, name, field, help) \
    { GS_OPT_KIND_FLAG, name, GS_OPT_CHECK_(T, bool, field), \
      NULL, help, 0, 0, 0, 0, NULL }
#define GS_OPT_STRING(T, name, field, argh, help) \
    { GS_OPT_KIND_STRING, name, GS_OPT_CHECK_(T, const char *, field), \
      argh, help, 0, 0, 0, 0, NULL }
#define GS_OPT_LIST(T, name, field, argh, help) \
    { GS_OPT_KIND_LIST, name, GS_OPT_CHECK_(T, struct gs_strlist, field), \
      argh, help, 0, 0, 0, 0, NULL }
#define GS_OPT_INT64(T, name, field, argh, help, lo, hi) \
    { GS_OPT_KIND_INT64, name, GS_OPT_CHECK_(T, int64_t, field), \
      argh, help, lo, hi, 0, 0, NULL }
#define GS_OPT_DOUBLE(T, name, field, argh, help, lo, hi) \
    { GS_OPT_KIND_DOUBLE, name, GS_OPT_CHECK_(T, double, field), \
      argh, help, 0, 0, lo, hi, NULL }
#define GS_OPT_CHOICE(T, name, field, argh, help, choices) \
    { GS_OPT_KIND_CHOICE, name, GS_OPT_CHECK_(T, const char *, field), \
      argh, help, 0, 0, 0, 0, choices }
#define GS_OPT_BYTES(T, name, field, argh, help) \
    { GS_OPT_KIND_BYTES, name, GS_OPT_CHECK_(T, double, field), \
      argh, help, 0, 0, 0, 0, NULL }
#define GS_OPT_TOKENS(T, name, field, argh, help) \
    { GS_OPT_KIND_TOKENS, name, GS_OPT_CHECK_(T, int64_t, field), \
      argh, help, 0, 0, 0, 0, NULL }
#define GS_OPT_FRAC(T, name, field, argh, help, lo, hi) \
    { GS_OPT_KIND_FRAC, name, GS_OPT_CHECK_(T, double, field), \
      argh, help, 0, 0, lo, hi, NULL }
#define GS_OPT_DURATION(T, name, field, argh, help) \
    { GS_OPT_KIND_DURATION, name, GS_OPT_CHECK_(T, double, field), \
      argh, help, 0, 0, 0, 0, NULL }
#define GS_OPT_END() \
    { GS_OPT_KIND_END, NULL, 0, NULL, NULL, 0, 0, 0, 0, NULL }


/* One table and the struct its offsets point into. */
struct gs_optset {
    const struct gs_option *opts;
    void *base;
};

/*
 * Parse argv[1..argc-1] (argv[0] is the command name) against the option
 * sets.  Accepts "--name value", "--name=value", "--" (ends options), and
 * "--help"/"-h".  Positional arguments are compacted to the front of argv
 * (after argv[0]) and *argc is updated to 1 + their number.  With
 * `stop_at_positional`, parsing stops at the first positional argument
 * and leaves it and everything after it in place (for global options
 * before a command).
 *
 * Returns 0, 1 when --help was asked for (nothing else is checked), or
 * -1 with GS_EUSAGE naming the option and the bad value.  A typo gets a
 * "did you mean" suggestion.
 */
int gs_parse_options(int *argc, const char **argv,
                     const struct gs_optset *sets, size_t n_sets,
                     bool stop_at_positional, struct gs_error *err);

/* True if an option named like o is in an earlier set than sets[set]:
 * the parser finds that one first (a command's own --format replaces the
 * common one), so help, man page and completion leave o out. */
bool gs_option_shadowed(const struct gs_optset *sets, size_t set,
                        const struct gs_option *o);

/* Write the option list of the sets, one per line, aligned, to fp. */
void gs_options_help(const struct gs_optset *sets, size_t n_sets, FILE *fp);

/* Render an option's value placeholder with its choices: "<fmt>" or
 * "table|csv|json|markdown". */
const char *gs_option_argh(const struct gs_option *o, char *buf, size_t size);

#endif /* GPUSEL_OPT_H */
