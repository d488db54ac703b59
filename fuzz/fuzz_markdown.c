/*
 * libFuzzer target: Markdown from untrusted strings (gpusel/markdown.h)
 * and the decision record built on it (gpusel/decision.h).  The input,
 * split at NUL bytes, gives the strings a workload or price file could
 * hold; the checks are the writers' promises:
 *   - gs_md_put_text() writes no control byte and no markup character
 *     without a backslash before it;
 *   - gs_decision_write() either refuses the record (GS_EINTERNAL, for a
 *     blank required string) or writes one whose every table row has as
 *     many unescaped '|' as its header, outside the fenced block.
 */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decision.h"
#include "markdown.h"

#define FUZZ_MD_MAX_INPUT 4096
#define FUZZ_MD_OUT (64 * 1024)
#define FUZZ_MD_STRINGS 8

static char out_buf[FUZZ_MD_OUT];

/* What fn wrote through a memory stream, NUL-terminated; NULL if the
 * stream could not be opened or filled up. */
static const char *capture_text(const char *s)
{
    FILE *fp = fmemopen(out_buf, sizeof(out_buf), "w");
    long n;

    if (!fp)
        return NULL;
    gs_md_put_text(fp, s);
    n = ftell(fp);
    fclose(fp);
    if (n < 0 || (size_t)n >= sizeof(out_buf))
        return NULL;
    out_buf[n] = '\0';
    return out_buf;
}

static void check_text(const char *t)
{
    static const char markup[] = "|`*_~[]<>&#";

    for (const unsigned char *p = (const unsigned char *)t; *p; p++) {
        if (*p < 0x20 || *p == 0x7f)
            abort();
        if (*p == '\\') {
            if (!p[1])
                abort();        /* a dangling escape */
            p++;                /* the escaped character */
            continue;
        }
        if (strchr(markup, *p))
            abort();
    }
}

/* Unescaped '|' in one line. */
static size_t pipes(const char *line, size_t len)
{
    size_t n = 0;

    for (size_t i = 0; i < len; i++) {
        if (line[i] == '\\') {
            i++;
            continue;
        }
        n += line[i] == '|';
    }
    return n;
}

/* Backticks at the start of a line, and whether they are all of it. */
static size_t ticks(const char *line, size_t len, bool *only)
{
    size_t n = 0;

    while (n < len && line[n] == '`')
        n++;
    *only = n == len;
    return n;
}

static void check_record(const char *doc)
{
    size_t want = 0, fence = 0;
    bool in_table = false;

    for (const char *line = doc; *line;) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        bool only;
        size_t n = ticks(line, len, &only);

        if (fence == 0 && n >= 3) {
            fence = n;          /* CommonMark: a fence opens */
            in_table = false;
        } else if (fence > 0) {
            if (only && n >= fence)
                fence = 0;      /* ...and closes on as many or more */
        } else if (len > 0 && line[0] == '|') {
            if (!in_table)
                want = pipes(line, len);
            else if (pipes(line, len) != want)
                abort();
            in_table = true;
        } else {
            in_table = false;
        }
        line += len + (end != NULL);
    }
    if (fence > 0)
        abort();                /* a fence left open swallows the rest */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[FUZZ_MD_MAX_INPUT + 1];
    const char *str[FUZZ_MD_STRINGS];
    size_t n_str = 0;
    const char *t;
    FILE *fp;
    struct gs_error err = GS_ERROR_INIT;
    int rc;

    if (size > FUZZ_MD_MAX_INPUT)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    for (size_t i = 0; n_str < FUZZ_MD_STRINGS; i++) {
        str[n_str++] = text + i;
        i += strlen(text + i);
        if (i >= size)
            break;
    }
    while (n_str < FUZZ_MD_STRINGS)
        str[n_str++] = "x";
    if ((t = capture_text(text)) != NULL)
        check_text(t);

    {
        const struct gs_decision_item items[] = {
            { str[1], str[2], 0.0, NULL, str[3] },
            { str[2], NULL, 1.5, str[4], NULL },
        };
        const char *extra_cols[] = { str[5] };
        const char *extra[] = { str[6] };
        const struct gs_decision_row ranked[] = {
            { str[0], 1.0, 2.0, NAN, str[4], NULL, extra },
            { str[3], 2.0, NAN, 3.0, NULL, str[7], NULL },
        };
        const struct gs_decision_row rejected[] = {
            { str[5], NAN, NAN, NAN, NULL, str[6], extra },
        };
        const struct gs_decision_price prices[] = {
            { str[7], str[1], 3, true, NAN, str[2] },
        };
        const struct gs_decision_term terms[] = { { str[3], 4.0 } };
        const char *notes[] = { str[0] };
        const struct gs_decision d = {
            .title = str[0], .command = text, .version = str[1],
            .today = str[2], .stale_after_days = 180,
            .cost_unit = str[3], .time_label = str[4],
            .inputs = items, .n_inputs = 2,
            .assumptions = items, .n_assumptions = 2,
            .criteria = items, .n_criteria = 1,
            .extra_cols = extra_cols, .n_extra = 1,
            .ranked = ranked, .n_ranked = 2,
            .rejected = rejected, .n_rejected = 1,
            .winner_terms = terms, .n_winner_terms = 1,
            .breakeven = items, .n_breakeven = 1,
            .tie_break = str[5],
            .prices = prices, .n_prices = 1,
            .notes = notes, .n_notes = 1,
        };

        fp = fmemopen(out_buf, sizeof(out_buf), "w");
        if (!fp)
            return 0;
        rc = gs_decision_write(&d, fp, &err);
        if (rc == 0) {
            long n = ftell(fp);

            fclose(fp);
            if (n >= 0 && (size_t)n < sizeof(out_buf)) {
                out_buf[n] = '\0';
                check_record(out_buf);
            }
            return 0;
        }
        fclose(fp);
        if (err.code != GS_EINTERNAL && err.code != GS_EIO)
            abort();
    }
    return 0;
}
