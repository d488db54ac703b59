/*
 * The --fail-if condition grammar (src/core/condition.h,
 * docs/conditions.md): a recursive-descent parser into postfix code, an
 * evaluator over a key lookup, and the one-line reason.  No allocation.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "condition.h"
#include "units.h"
#include "banned.h"

/* Unit multipliers and divisors of the grammar (docs/conditions.md);
 * sub-units divide, so 70% is exactly the double nearest 0.7. */
#define GS_COND_PERCENT 100.0
#define GS_COND_US_PER_S 1e6
#define GS_COND_MS_PER_S 1e3
#define GS_COND_S_PER_MIN 60.0
#define GS_COND_KILO 1e3
#define GS_COND_MEGA 1e6
#define GS_COND_GIGA 1e9

enum unit_class { U_ANY, U_FRAC, U_DURATION, U_USD };

static const struct {
    const char *name;
    double mul, div;
    enum unit_class cls;
} units[] = {
    { "%", 1.0, GS_COND_PERCENT, U_FRAC },
    { "us", 1.0, GS_COND_US_PER_S, U_DURATION },
    { "ms", 1.0, GS_COND_MS_PER_S, U_DURATION },
    { "s", 1.0, 1.0, U_DURATION },
    { "min", GS_COND_S_PER_MIN, 1.0, U_DURATION },
    { "h", GS_SECONDS_PER_HOUR, 1.0, U_DURATION },
    { "k", GS_COND_KILO, 1.0, U_ANY },
    { "M", GS_COND_MEGA, 1.0, U_ANY },
    { "B", GS_COND_GIGA, 1.0, U_ANY },
    { "USD", 1.0, 1.0, U_USD },
};

enum tok_kind { T_END, T_WORD, T_NUMBER, T_OP, T_LPAREN, T_RPAREN, T_BAD };

struct lexer {
    const char *text, *what;
    size_t pos;          /* next byte to read */
    enum tok_kind kind;  /* the current token */
    size_t start, len;   /* its bytes */
    enum gs_cond_op op;
    struct gs_cond *c;
    struct gs_error *err;
};

static const char *op_names[] = { "<", "<=", ">", ">=", "==", "!=" };

const char *gs_cond_op_name(enum gs_cond_op op)
{
    return (unsigned)op < sizeof(op_names) / sizeof(op_names[0])
               ? op_names[op] : "?";
}

static bool is_key_start(int ch)
{
    return (ch >= 'a' && ch <= 'z') || ch == '_';
}

static bool is_key_char(int ch)
{
    return is_key_start(ch) || (ch >= '0' && ch <= '9') || ch == '.';
}

static unsigned col_of(const struct lexer *lx, size_t at)
{
    (void)lx;
    return (unsigned)at + 1;
}

static int fail(struct lexer *lx, size_t at, const char *fmt, const char *arg)
{
    char msg[400];

    snprintf(msg, sizeof(msg), fmt, arg ? arg : "");
    return gs_error_set(lx->err, GS_EUSAGE, "%s: column %u: %s", lx->what,
                        col_of(lx, at), msg);
}

/* A number: an optional '$', then gs_number_prefix's strict decimal. */
static size_t number_len(const char *s)
{
    size_t n = gs_number_prefix(s + (s[0] == '$'));

    return n ? n + (s[0] == '$') : 0;
}

static void next(struct lexer *lx)
{
    const char *s = lx->text;
    size_t n;

    while (s[lx->pos] == ' ' || s[lx->pos] == '\t')
        lx->pos++;
    lx->start = lx->pos;
    lx->len = 0;
    if (!s[lx->pos]) {
        lx->kind = T_END;
        return;
    }
    if (s[lx->pos] == '(' || s[lx->pos] == ')') {
        lx->kind = s[lx->pos] == '(' ? T_LPAREN : T_RPAREN;
        lx->len = 1;
        lx->pos++;
        return;
    }
    if (strchr("<>=!", s[lx->pos])) {
        bool eq = s[lx->pos + 1] == '=';

        lx->kind = T_OP;
        switch (s[lx->pos]) {
        case '<':
            lx->op = eq ? GS_COND_LE : GS_COND_LT;
            break;
        case '>':
            lx->op = eq ? GS_COND_GE : GS_COND_GT;
            break;
        case '=':
            lx->op = GS_COND_EQ;
            if (!eq)
                lx->kind = T_BAD;
            break;
        default:
            lx->op = GS_COND_NE;
            if (!eq)
                lx->kind = T_BAD;
            break;
        }
        lx->len = eq ? 2 : 1;
        lx->pos += lx->len;
        return;
    }
    if ((n = number_len(s + lx->pos)) > 0) {
        lx->kind = T_NUMBER;
        lx->len = n;
        lx->pos += n;
        return;
    }
    if (is_key_start((unsigned char)s[lx->pos])) {
        while (is_key_char((unsigned char)s[lx->pos]))
            lx->pos++;
        lx->kind = T_WORD;
        lx->len = lx->pos - lx->start;
        return;
    }
    lx->kind = T_BAD;
    lx->len = 1;
}

static bool word_is(const struct lexer *lx, const char *w)
{
    return lx->kind == T_WORD && lx->len == strlen(w) &&
           memcmp(lx->text + lx->start, w, lx->len) == 0;
}

/* The current token, quoted for a message (escaped when printed). */
static const char *tok_text(const struct lexer *lx, char *buf, size_t size)
{
    size_t n = lx->len < size - 1 ? lx->len : size - 1;

    if (lx->kind == T_END)
        return "the end";
    memcpy(buf, lx->text + lx->start, n);
    buf[n] = '\0';
    return buf;
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t a = strlen(s), b = strlen(suffix);

    return a >= b && strcmp(s + a - b, suffix) == 0;
}

static enum unit_class key_class(const char *key)
{
    if (ends_with(key, "_frac"))
        return U_FRAC;
    if (ends_with(key, "_s") && !ends_with(key, "_per_s"))
        return U_DURATION;  /* tokens_per_s is a rate */
    if (strncmp(key, "usd", 3) == 0 || ends_with(key, "_usd"))
        return U_USD;
    return U_ANY;
}

static const char *class_name(enum unit_class c)
{
    switch (c) {
    case U_FRAC:
        return "a share (key ending in _frac)";
    case U_DURATION:
        return "a duration (key ending in _s, not _per_s)";
    case U_USD:
        return "an amount in USD (key starting usd or ending _usd)";
    default:
        return "a plain number";
    }
}

/* Read the unit after a number, if any: directly after it, or after
 * blanks when the next word is a unit (not 'and'/'or'). */
static int read_unit(struct lexer *lx, struct gs_cond_cmp *cmp,
                     bool dollar, size_t num_at)
{
    const char *s = lx->text;
    size_t p = lx->pos, q, i;
    enum unit_class want = key_class(cmp->key);
    char name[8];

    while (s[p] == ' ' || s[p] == '\t')
        p++;
    q = p;
    if (s[q] == '%')
        q++;
    else
        while (isalpha((unsigned char)s[q]))
            q++;
    if (q == p || q - p >= sizeof(name))
        goto no_unit;
    memcpy(name, s + p, q - p);
    name[q - p] = '\0';
    if (strcmp(name, "and") == 0 || strcmp(name, "or") == 0)
        goto no_unit;
    if (p != lx->pos && s[p] != '%' && !isalpha((unsigned char)s[p]))
        goto no_unit;
    for (i = 0; i < sizeof(units) / sizeof(units[0]); i++)
        if (strcmp(units[i].name, name) == 0)
            break;
    if (i == sizeof(units) / sizeof(units[0]))
        return fail(lx, p, "unknown unit '%s' (%%, us, ms, s, min, h, k, "
                    "M, B, USD)", name);
    if (units[i].cls != U_ANY && units[i].cls != want) {
        char msg[200];

        snprintf(msg, sizeof(msg), "unit '%s' does not suit '%s', %s",
                 name, cmp->key, class_name(want));
        return fail(lx, p, "%s", msg);
    }
    if (dollar && units[i].cls == U_USD)
        return fail(lx, p, "'$' and 'USD' both given", NULL);
    cmp->value = cmp->value * units[i].mul / units[i].div;
    if (!isfinite(cmp->value))
        /* 1e308k: a number past what a double holds, once scaled */
        return fail(lx, num_at, "the number overflows once scaled by "
                    "'%s'", name);
    lx->pos = q;
    goto done;
no_unit:
    if (want == U_DURATION && !dollar) {
        /* a bare number against a duration is ambiguous, as on the
         * command line (docs/units.md) */
        return fail(lx, num_at, "'%s' is a duration: give a unit (500ms, "
                    "0.5s)", cmp->key);
    }
done:
    if (dollar && want != U_USD) {
        char msg[200];

        snprintf(msg, sizeof(msg), "'$' does not suit '%s', %s", cmp->key,
                 class_name(want));
        return fail(lx, num_at, "%s", msg);
    }
    {
        size_t n = lx->pos - num_at;

        while (n > 0 && (s[num_at + n - 1] == ' ' ||
                         s[num_at + n - 1] == '\t'))
            n--;
        if (n >= sizeof(cmp->text))
            n = sizeof(cmp->text) - 1;
        memcpy(cmp->text, s + num_at, n);
        cmp->text[n] = '\0';
    }
    return 0;
}

static int emit(struct lexer *lx, enum gs_cond_code_kind kind, unsigned cmp)
{
    struct gs_cond *c = lx->c;

    if (c->n_code >= sizeof(c->code) / sizeof(c->code[0]))
        return fail(lx, lx->start, "too many terms", NULL);
    c->code[c->n_code].kind = kind;
    c->code[c->n_code].cmp = cmp;
    c->n_code++;
    return 0;
}

static int comparison(struct lexer *lx)
{
    struct gs_cond *c = lx->c;
    struct gs_cond_cmp *cmp;
    char buf[GS_COND_KEY_MAX], num[GS_COND_TEXT_MAX];
    const char *digits;
    size_t at, n;
    bool dollar;
    struct gs_error e = GS_ERROR_INIT;

    if (lx->kind != T_WORD || word_is(lx, "and") || word_is(lx, "or"))
        return fail(lx, lx->start, "expected a key (e.g. usd_per_mtok), "
                    "got '%s'", tok_text(lx, buf, sizeof(buf)));
    if (c->n_cmp >= GS_COND_MAX_CMPS) {
        char lim[24];

        snprintf(lim, sizeof(lim), "%d", GS_COND_MAX_CMPS);
        return fail(lx, lx->start, "more than %s comparisons", lim);
    }
    if (lx->len >= GS_COND_KEY_MAX)
        return fail(lx, lx->start, "key longer than 63 bytes", NULL);
    cmp = &c->cmp[c->n_cmp];
    memset(cmp, 0, sizeof(*cmp));
    memcpy(cmp->key, lx->text + lx->start, lx->len);
    cmp->key[lx->len] = '\0';
    cmp->col = col_of(lx, lx->start);
    next(lx);
    if (lx->kind != T_OP)
        return fail(lx, lx->start, "expected a comparison (<, <=, >, >=, "
                    "==, !=), got '%s'", tok_text(lx, buf, sizeof(buf)));
    cmp->op = lx->op;
    next(lx);
    if (lx->kind != T_NUMBER) {
        char msg[120];

        snprintf(msg, sizeof(msg), "expected a number after '%s', got '%s'",
                 gs_cond_op_name(cmp->op), tok_text(lx, buf, sizeof(buf)));
        return fail(lx, lx->start, "%s", msg);
    }
    at = lx->start;
    dollar = lx->text[at] == '$';
    digits = lx->text + at + (dollar ? 1 : 0);
    n = lx->len - (dollar ? 1 : 0);
    if (n >= sizeof(num))
        return fail(lx, at, "number longer than 31 bytes", NULL);
    memcpy(num, digits, n);
    num[n] = '\0';
    if (gs_parse_number(num, "number", &cmp->value, &e) < 0)
        return fail(lx, at, "'%s' is not a finite number", num);
    if (read_unit(lx, cmp, dollar, at) < 0)
        return -1;
    c->n_cmp++;
    if (emit(lx, GS_COND_PUSH, (unsigned)(c->n_cmp - 1)) < 0)
        return -1;
    next(lx);
    return 0;
}

static int expr(struct lexer *lx, int depth);

static int primary(struct lexer *lx, int depth)
{
    if (lx->kind == T_LPAREN) {
        size_t at = lx->start;

        if (depth >= GS_COND_MAX_DEPTH)
            return fail(lx, at, "parentheses nested too deep", NULL);
        next(lx);
        if (expr(lx, depth + 1) < 0)
            return -1;
        if (lx->kind != T_RPAREN) {
            char open[24];

            snprintf(open, sizeof(open), "%u", col_of(lx, at));
            return fail(lx, lx->start, "expected ')' to close the '(' at "
                        "column %s", open);
        }
        next(lx);
        return 0;
    }
    return comparison(lx);
}

static int conjunction(struct lexer *lx, int depth)
{
    if (primary(lx, depth) < 0)
        return -1;
    while (word_is(lx, "and")) {
        next(lx);
        if (primary(lx, depth) < 0 || emit(lx, GS_COND_AND, 0) < 0)
            return -1;
    }
    return 0;
}

static int expr(struct lexer *lx, int depth)
{
    if (conjunction(lx, depth) < 0)
        return -1;
    while (word_is(lx, "or")) {
        next(lx);
        if (conjunction(lx, depth) < 0 || emit(lx, GS_COND_OR, 0) < 0)
            return -1;
    }
    return 0;
}

int gs_cond_parse(const char *text, const char *what, struct gs_cond *c,
                  struct gs_error *err)
{
    struct lexer lx = { 0 };
    char buf[GS_COND_KEY_MAX];

    memset(c, 0, sizeof(*c));
    lx.text = text;
    lx.what = what ? what : "condition";
    lx.c = c;
    lx.err = err;
    next(&lx);
    if (lx.kind == T_END)
        return gs_error_set(err, GS_EUSAGE, "%s: empty condition (e.g. "
                            "'usd_per_mtok > 0.50')", lx.what);
    if (expr(&lx, 0) < 0)
        return -1;
    if (lx.kind != T_END)
        return fail(&lx, lx.start, lx.kind == T_RPAREN
                        ? "unmatched '%s'"
                        : "expected 'and', 'or' or the end, got '%s'",
                    tok_text(&lx, buf, sizeof(buf)));
    return 0;
}

static bool compare(double v, enum gs_cond_op op, double x)
{
    if (isnan(v))
        return false;
    switch (op) {
    case GS_COND_LT:
        return v < x;
    case GS_COND_LE:
        return v <= x;
    case GS_COND_GT:
        return v > x;
    case GS_COND_GE:
        return v >= x;
    case GS_COND_EQ:
        return v == x;
    default:
        return v != x;
    }
}

int gs_cond_eval(const struct gs_cond *c, gs_cond_lookup_fn lookup,
                 void *user, const char *what, bool *holds,
                 struct gs_error *err)
{
    bool truth[GS_COND_MAX_CMPS], stack[2 * GS_COND_MAX_CMPS];
    size_t i, sp = 0;

    *holds = false;
    for (i = 0; i < c->n_cmp; i++) {
        double v;

        if (lookup(user, c->cmp[i].key, &v) < 0)
            return gs_error_set(err, GS_EUSAGE, "%s: column %u: no key "
                                "'%s' in this report", what ? what
                                : "condition", c->cmp[i].col,
                                c->cmp[i].key);
        truth[i] = compare(v, c->cmp[i].op, c->cmp[i].value);
    }
    for (i = 0; i < c->n_code; i++) {
        const struct gs_cond_code *k = &c->code[i];

        if (k->kind == GS_COND_PUSH) {
            if (sp >= sizeof(stack) / sizeof(stack[0]) || k->cmp >= c->n_cmp)
                return gs_error_set(err, GS_EINTERNAL, "condition code "
                                    "out of range");
            stack[sp++] = truth[k->cmp];
            continue;
        }
        if (sp < 2)
            return gs_error_set(err, GS_EINTERNAL, "condition code "
                                "underflow");
        sp--;
        stack[sp - 1] = k->kind == GS_COND_AND
                            ? stack[sp - 1] && stack[sp]
                            : stack[sp - 1] || stack[sp];
    }
    if (sp != 1)
        return gs_error_set(err, GS_EINTERNAL, "condition code left %zu "
                            "values", sp);
    *holds = stack[0];
    return 0;
}

size_t gs_cond_describe(const struct gs_cond *c, gs_cond_lookup_fn lookup,
                        void *user, char *buf, size_t size)
{
    static const char cut[] = "...";
    size_t i, len = 0;
    bool truncated = false;

    if (!size)
        return 0;
    buf[0] = '\0';
    for (i = 0; i < c->n_cmp && !truncated; i++) {
        const struct gs_cond_cmp *k = &c->cmp[i];
        double v;
        int n;

        if (lookup(user, k->key, &v) < 0 || !compare(v, k->op, k->value))
            continue;
        n = snprintf(buf + len, size - len, "%s%s = %.6g %s %s",
                     len ? ", " : "", k->key, v, gs_cond_op_name(k->op),
                     k->text);
        if (n < 0 || (size_t)n >= size - len) {
            truncated = true;
            len = strlen(buf);
        } else
            len += (size_t)n;
    }
    if (truncated) {
        if (size > sizeof(cut)) {
            len = len < size - sizeof(cut) ? len : size - sizeof(cut);
            memcpy(buf + len, cut, sizeof(cut));
            len += sizeof(cut) - 1;
        } else {
            len = 0;
            buf[0] = '\0';
        }
    }
    return len;
}
