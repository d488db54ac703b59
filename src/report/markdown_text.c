/*
 * Markdown text from untrusted strings (gpusel/markdown.h): the escaping
 * rule of the "markdown" writer (report_markdown.c) for documents written
 * outside the gs_table writers.  No allocation.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "markdown.h"
#include "report_impl.h"
#include "banned.h"

/*
 * ASCII punctuation Markdown reads as markup: '|' ends a cell, '\'
 * escapes, the others start code, emphasis, strikethrough, links, raw
 * HTML or entities, '#' a heading.  CommonMark lets a backslash escape
 * any of them.  The same set as report_markdown.c, plus '#'.
 */
static const char markup_chars[] = "\\|`*_~[]<>&#";

void gs_md_put_text(FILE *out, const char *s)
{
    while (s && *s) {
        char esc[GS_ESCAPE_BUF];
        uint32_t cp;
        size_t n_esc;
        size_t n = gs_next_char(s, &cp, esc, &n_esc);

        if (cp == '\r' || cp == '\n' || cp == '\t') {
            putc(' ', out);
        } else if (cp < 0x80 && strchr(markup_chars, (int)cp)) {
            putc('\\', out);
            putc((int)cp, out);
        } else if (n_esc > 0) {
            fwrite(esc, 1, n_esc, out);
        } else {
            fwrite(s, 1, n, out);
        }
        s += n;
    }
}

/* The shortest fence s cannot close: a backtick run longer than s's. */
static size_t fence_len(const char *s)
{
    size_t longest = 0, run = 0;

    for (; *s; s++) {
        run = *s == '`' ? run + 1 : 0;
        if (run > longest)
            longest = run;
    }
    return longest < 3 ? 3 : longest + 1;
}

static void put_fence(FILE *out, size_t n)
{
    for (size_t i = 0; i < n; i++)
        putc('`', out);
    putc('\n', out);
}

void gs_md_put_code_block(FILE *out, const char *s)
{
    size_t fence;
    bool at_line_start = true;

    if (!s)
        s = "";
    fence = fence_len(s);
    put_fence(out, fence);
    while (*s) {
        char esc[GS_ESCAPE_BUF];
        uint32_t cp;
        size_t n_esc;
        size_t n = gs_next_char(s, &cp, esc, &n_esc);

        if (cp == '\n')
            putc('\n', out);
        else if (n_esc > 0)
            fwrite(esc, 1, n_esc, out);
        else
            fwrite(s, 1, n, out);
        at_line_start = cp == '\n';
        s += n;
    }
    if (!at_line_start)
        putc('\n', out);
    put_fence(out, fence);
}
