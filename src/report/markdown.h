#ifndef GPUSEL_MARKDOWN_H
#define GPUSEL_MARKDOWN_H

#include <stdio.h>

/*
 * Markdown text from untrusted strings (report layer): what the
 * "markdown" report writer does to a cell, for documents built outside
 * the gs_table writers (the decision record, gpusel/decision.h).  A
 * string from a workload, price or catalogue file may hold '|', '`',
 * '<', '&', newlines or terminal controls; written through these it
 * stays inside its table cell or list item, renders as the text it is,
 * and carries no raw HTML, link or control character.  No allocation.
 */

/*
 * Write s as CommonMark/GFM inline text: the ASCII punctuation Markdown
 * reads as markup (\ | ` * _ ~ [ ] < > &, also # at the start, which a
 * caller never relies on) with a backslash before it; CR, LF and TAB as
 * one space (a newline would end a table row or list item); other C0
 * controls, DEL and bytes that are not UTF-8 as "\xNN", C1 controls as
 * "\u00NN" (the "table" writer's rule).  NULL writes nothing.  Write
 * errors are left in ferror(out) for the caller to check.
 */
void gs_md_put_text(FILE *out, const char *s);

/*
 * Write s as a fenced code block (its own lines, the fence included): the
 * fence is one backtick longer than the longest run of backticks in s
 * (at least three), so s cannot close it; controls other than LF are
 * escaped as in gs_md_put_text().  Inside the block nothing is markup.
 */
void gs_md_put_code_block(FILE *out, const char *s);

#endif /* GPUSEL_MARKDOWN_H */
