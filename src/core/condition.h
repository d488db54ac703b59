#ifndef GPUSEL_CONDITION_H
#define GPUSEL_CONDITION_H

#include <stdbool.h>
#include <stddef.h>

#include "error.h"

/*
 * Conditions for procurement checks: `--fail-if 'usd_per_mtok > 0.50'`.
 * A small grammar (docs/conditions.md):
 *
 *   expr       := conjunction ('or' conjunction)*
 *   conjunction:= primary ('and' primary)*
 *   primary    := '(' expr ')' | comparison
 *   comparison := KEY OP NUMBER [UNIT]
 *   KEY        := [a-z_][a-z0-9_.]*      (a report's JSON key)
 *   OP         := '<' | '<=' | '>' | '>=' | '==' | '!='
 *   UNIT       := '%' | 'us' | 'ms' | 's' | 'min' | 'h' | 'k' | 'M' | 'B'
 *                 | 'USD'   (or a leading '$' on the number)
 *
 * 'and' binds tighter than 'or'; words are lowercase; blanks separate
 * tokens and are optional around operators.  A unit must suit the key's
 * own unit, read from its name: '%' only for a key ending in _frac
 * (80% = 0.8), durations only for a key ending in _s (500ms = 0.5),
 * USD only for a key that starts with usd or ends in _usd; the
 * multipliers k, M, B (10^3, 10^6, 10^9) suit any key.  A key whose
 * value is missing (NAN: a training run has no ttft) makes its
 * comparison false.  Parsing and evaluation allocate nothing.
 */

#define GS_COND_MAX_CMPS 16    /* comparisons in one condition */
#define GS_COND_MAX_DEPTH 8    /* nested parentheses */
#define GS_COND_KEY_MAX 64     /* bytes of a key, NUL included */
#define GS_COND_TEXT_MAX 32    /* bytes of a number as written */

enum gs_cond_op { GS_COND_LT, GS_COND_LE, GS_COND_GT, GS_COND_GE,
                  GS_COND_EQ, GS_COND_NE };

struct gs_cond_cmp {
    char key[GS_COND_KEY_MAX];
    enum gs_cond_op op;
    double value;                  /* in the key's base unit */
    char text[GS_COND_TEXT_MAX];   /* the number and unit as written */
    unsigned col;                  /* 1-based column of the key */
};

/* Postfix code: push a comparison's truth, or combine the top two. */
enum gs_cond_code_kind { GS_COND_PUSH, GS_COND_AND, GS_COND_OR };

struct gs_cond_code {
    enum gs_cond_code_kind kind;
    unsigned cmp;                  /* GS_COND_PUSH: index into cmp[] */
};

struct gs_cond {
    size_t n_cmp;
    struct gs_cond_cmp cmp[GS_COND_MAX_CMPS];
    size_t n_code;
    struct gs_cond_code code[2 * GS_COND_MAX_CMPS];
};

/*
 * A key's value: 0 and *value set (NAN: the key exists but has no value
 * for this row), or -1 when the report has no such key.
 */
typedef int (*gs_cond_lookup_fn)(void *user, const char *key,
                                 double *value);

/*
 * Parse text into *c.  `what` names the source in messages ("--fail-if").
 * GS_EUSAGE with the column: "--fail-if: column 16: expected a number
 * after '>'".
 */
int gs_cond_parse(const char *text, const char *what, struct gs_cond *c,
                  struct gs_error *err);

/*
 * Evaluate *c over one row.  Every comparison's key is looked up (so an
 * unknown key is reported whatever the others say): GS_EUSAGE "--fail-if:
 * column 1: no key 'usd_per_mtk' in this report".
 */
int gs_cond_eval(const struct gs_cond *c, gs_cond_lookup_fn lookup,
                 void *user, const char *what, bool *holds,
                 struct gs_error *err);

/*
 * The comparisons that hold on this row, for a one-line reason:
 * "usd_per_mtok = 0.62 > 0.50, ttft_p99_s = 0.81 > 500ms".  Writes at
 * most size bytes (NUL-terminated when size > 0, "..." marking a cut);
 * returns the length written.  Keys the lookup lacks are skipped.
 */
size_t gs_cond_describe(const struct gs_cond *c, gs_cond_lookup_fn lookup,
                        void *user, char *buf, size_t size);

const char *gs_cond_op_name(enum gs_cond_op op);

#endif /* GPUSEL_CONDITION_H */
