/*
 * The manual pages, generated (gpusel/manpage.h): gpusel(1) from the
 * command and option tables, gpusel-workload(5) and 'gpusel help
 * workload' from docs/workload.md, compiled in (CMakeLists.txt).  The
 * Markdown reader knows the subset docs/workload.md uses: headings,
 * paragraphs, "- " lists, fenced code, pipe tables, `code`, **bold**,
 * [text](link), and <!-- source-only --> ... <!-- /source-only -->
 * around what only a reader of the source tree needs.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "command.h"
#include "embedded_text.h"
#include "manpage.h"
#include "banned.h"

/* docs/workload.md, compiled in (src/CMakeLists.txt, embed.cmake). */
extern const struct gs_builtin_blob gs_workload_doc;

/* Columns of 'gpusel help workload'. */
#define TEXT_WIDTH 78
/* Longest Markdown line or paragraph the readers join. */
#define MD_PARA_MAX 8192
/* Most cells of a Markdown table row. */
#define MD_MAX_CELLS 8

/* ---- roff ------------------------------------------------------------- */

/*
 * Write s as roff text: a backslash as \e, '-' as \- (options and
 * ranges stay hyphen-minus), and a '.' or '\'' that would start a line
 * behind \& so it is not read as a request.  `bol`: s starts a line.
 */
static void roff_n(FILE *fp, const char *s, size_t n, bool bol)
{
    size_t i;

    for (i = 0; i < n && s[i]; i++) {
        char c = s[i];

        if (bol && (c == '.' || c == '\''))
            fputs("\\&", fp);
        bol = false;
        if (c == '\\')
            fputs("\\e", fp);
        else if (c == '-')
            fputs("\\-", fp);
        else if (c == '\n') {
            fputc('\n', fp);
            bol = true;
        } else
            fputc(c, fp);
    }
}

static void roff(FILE *fp, const char *s, bool bol)
{
    roff_n(fp, s, strlen(s), bol);
}

/* One option as a .TP entry: "--name <argh>" or "--name a|b|c", then its
 * help text on one line (tests/consistency.sh finds it as --help shows
 * it). */
static void man_option(FILE *fp, const struct gs_option *o)
{
    size_t i;

    fputs(".TP\n\\fB", fp);
    roff(fp, "--", false);
    roff(fp, o->name, false);
    fputs("\\fR", fp);
    if (o->kind == GS_OPT_KIND_CHOICE) {
        fputc(' ', fp);
        for (i = 0; o->choices[i]; i++) {
            fputs(i ? "|\\fB" : "\\fB", fp);
            roff(fp, o->choices[i], false);
            fputs("\\fR", fp);
        }
    } else if (o->kind != GS_OPT_KIND_FLAG) {
        fputs(" \\fI", fp);
        roff(fp, o->argh, false);
        fputs("\\fR", fp);
    }
    fputc('\n', fp);
    roff(fp, o->help, true);
    fputc('\n', fp);
}

static void man_options(FILE *fp, const struct gs_optset *sets, size_t set)
{
    const struct gs_option *o;

    for (o = sets[set].opts; o->kind != GS_OPT_KIND_END; o++)
        if (!gs_option_shadowed(sets, set, o))
            man_option(fp, o);
}

static void man_examples(FILE *fp, const struct gs_command *c)
{
    size_t i;

    for (i = 0; c->examples && c->examples[i] && c->examples[i + 1];
         i += 2) {
        fputs(".PP\n", fp);
        roff(fp, c->examples[i], true);
        fputs(":\n.PP\n.EX\n", fp);
        roff(fp, c->examples[i + 1], true);
        fputs("\n.EE\n", fp);
    }
}

static void man_command(FILE *fp, const struct gs_command *c)
{
    struct gs_optset sets[3];
    size_t n_sets = gs_command_optsets(c, sets);

    fprintf(fp, ".SS %s\n.nf\n\\fB", c->name);
    roff(fp, c->synopsis, false);
    fputs("\\fR\n.fi\n.PP\n", fp);
    roff(fp, c->summary, true);
    fputs(".\n", fp);
    if (c->description) {
        fputs(".PP\n", fp);
        roff(fp, c->description, true);
        fputc('\n', fp);
    }
    if (c->options[0].kind != GS_OPT_KIND_END) {
        fputs(".PP\nOptions:\n", fp);
        man_options(fp, sets, 0);
    }
    fputs(".PP\n", fp);
    if (n_sets == 3)
        fputs("Also the common options and the price options "
              "(\\fBOPTIONS\\fR).\n", fp);
    else
        fputs("Also the common options (\\fBOPTIONS\\fR).\n", fp);
}

/* The exit statuses (docs/exit-codes.md; error.h's GS_EXIT_*). */
static const struct {
    int status;
    const char *meaning;
} exit_statuses[] = {
    { GS_EXIT_OK, "the question was answered, including \"does not fit\"" },
    { GS_EXIT_CHECK_FAILED, "a negative answer asked for: fit's or train's "
      "--check failed, rank's --fail-if or --budget failed, or diff's "
      "--max-increase found a rise past the limit" },
    { GS_EXIT_USAGE, "usage: unknown command or option, bad value, "
      "conflicting options" },
    { GS_EXIT_DATA, "data: YAML, CSV or JSON syntax or schema error, unknown "
      "GPU or model, outside the model's domain" },
    { GS_EXIT_IO, "I/O: cannot read a file or write the output" },
    { GS_EXIT_INTERNAL, "internal error or out of memory" },
};

void gs_man_page(FILE *fp)
{
    struct gs_optset common[2] = {
        { gs_common_options, NULL }, { gs_price_options, NULL },
    };
    size_t i;

    fputs(".\\\" gpusel(1), generated from the command table by "
          "'gpusel help --man':\n.\\\" edit src/cli/commands.def and the "
          "option tables, not this page.\n", fp);
    fprintf(fp, ".TH GPUSEL 1 \"\" \"gpusel %s\" \"User Commands\"\n",
            GPUSEL_VERSION);
    fputs(".SH NAME\ngpusel \\- which GPU (type, count) holds and serves a "
          "workload, at what cost, and why\n"
          ".SH SYNOPSIS\n.nf\n"
          "\\fBgpusel\\fR [\\fB\\-\\-version\\fR] [\\fB\\-\\-help\\fR] "
          "[\\fIcommon-options\\fR] \\fIcommand\\fR [\\fIoptions\\fR] "
          "[\\fIarguments\\fR]\n"
          "\\fBgpusel help\\fR [\\fIcommand\\fR|\\fBworkload\\fR]\n"
          ".fi\n"
          ".SH DESCRIPTION\n"
          ".B gpusel\n"
          "is a GPU selection and cost calculator: whether a model fits in "
          "an accelerator's memory at the context and concurrency you run, "
          "how fast it serves or trains, and which GPU type, count, pricing "
          "and offer does a workload for the least per accepted output.\n"
          ".PP\n"
          "The GPU and model catalogues and the price tables are compiled "
          "into the binary; your own files overlay them (\\fBFILES\\fR, "
          "\\fBENVIRONMENT\\fR).  A workload file states a whole question "
          "(\\fBgpusel-workload\\fR(5), \\fBgpusel help workload\\fR).\n"
          ".PP\n"
          "Each command fills one or more tables and prints them in the "
          "format chosen with \\fB\\-\\-format\\fR: an aligned table for "
          "people (the default), or CSV, JSON or Markdown.  Output does not "
          "depend on the locale, the terminal or the time, and is written "
          "only after the whole computation has succeeded.\n"
          ".PP\n"
          "Units are unambiguous: GB = 10^9 bytes and GiB = 2^30 bytes; "
          "token counts take k = 1024 (\\fB32k\\fR = 32768); parameter "
          "counts take decimal K, M, B and T; shares are written "
          "\\fB0.9\\fR or \\fB90%\\fR; durations \\fB500ms\\fR or "
          "\\fB0.05s\\fR.  In CSV and JSON every quantity is in the unit "
          "its key names, at full precision.\n"
          ".PP\n"
          "Options are long (\\fB\\-h\\fR is the only short one), given as "
          "\\fB\\-\\-format csv\\fR or \\fB\\-\\-format=csv\\fR, before or "
          "after a command's arguments; \\fB\\-\\-\\fR ends them.  A bad "
          "value is rejected with a message naming the option; values out "
          "of range are never clamped.\n"
          ".SH COMMANDS\n", fp);
    for (i = 0; i < gs_n_commands; i++)
        man_command(fp, &gs_commands[i]);

    fputs(".SH OPTIONS\n.SS \"Global options\"\nThese come before the "
          "command.\n.TP\n.B \\-\\-version\nprint the version and exit "
          "(also \\fBgpusel version\\fR)\n.TP\n\\fB\\-h\\fR, "
          "\\fB\\-\\-help\\fR\nshow this help\n"
          ".SS \"Common options\"\nEvery command accepts these, before or "
          "after its name.\n", fp);
    man_options(fp, common, 0);
    fputs(".SS \"Price options\"\nThe commands that read prices", fp);
    for (i = 0; i < gs_n_commands; i++)
        if (gs_commands[i].needs & GS_NEED_PRICES)
            fprintf(fp, " (\\fB%s\\fR)", gs_commands[i].name);
    fputs(" also accept these.\n", fp);
    man_options(fp, common, 1);

    fputs(".SH ENVIRONMENT\n.TP\n.B GPUSEL_CATALOG\nA colon-separated "
          "list of catalogue files to overlay on the built-in catalogues, "
          "loaded left to right before any \\fB\\-\\-catalog\\fR files.  "
          "Empty items are skipped; \\fB\\-\\-no\\-env\\-catalog\\fR "
          "ignores it.\n.TP\n.B GPUSEL_PRICES\nA colon-separated list of "
          "price files or SkyPilot directories, loaded after the built-in "
          "prices and before any \\fB\\-\\-prices\\fR; "
          "\\fB\\-\\-no\\-env\\-prices\\fR ignores it.\n", fp);
    fputs(".SH \"EXIT STATUS\"\n", fp);
    for (i = 0; i < sizeof(exit_statuses) / sizeof(exit_statuses[0]); i++) {
        fprintf(fp, ".TP\n.B %d\n", exit_statuses[i].status);
        roff(fp, exit_statuses[i].meaning, true);
        fputc('\n', fp);
    }
    fputs(".PP\nErrors go to standard error as one line, "
          "\\fBgpusel:\\fR [\\fIfile\\fR\\fB:\\fR\\fIline\\fR\\fB:\\fR"
          "\\fIcolumn\\fR\\fB:\\fR] \\fBerror:\\fR \\fImessage\\fR.\n", fp);
    fputs(".SH FILES\n.TP\n.B Built-in data\nThe GPU catalogue, the model "
          "catalogue and the price tables are compiled into the binary when "
          "it is built; no file is read at run time unless you name one.\n"
          ".TP\n.B Catalogue overlays\nYAML files named by "
          "\\fBGPUSEL_CATALOG\\fR, then by each \\fB\\-\\-catalog\\fR, "
          "loaded after the built-in ones and checked as strictly: unknown "
          "keys, missing keys and bad values are errors at "
          "\\fIfile\\fR:\\fIline\\fR:\\fIcolumn\\fR.  An entry whose id "
          "matches an earlier entry replaces it completely (an overlay "
          "gives every required key); \\fBgpusel show\\fR \\fIid\\fR "
          "prints an entry's fields.\n"
          ".TP\n.B Workload files\nThe YAML a \\fB\\-\\-workload\\fR option "
          "reads: \\fBgpusel-workload\\fR(5).\n"
          ".TP\n.I config.json\nA Hugging Face model configuration, given "
          "as \\fB\\-\\-model\\fR \\fIpath\\fR, is read as a model.\n"
          ".TP\n.I share/bash-completion/completions/gpusel\n.PD 0\n.TP\n"
          ".I share/zsh/site-functions/_gpusel\n.TP\n"
          ".I share/fish/vendor_completions.d/gpusel.fish\n.PD\n"
          "The shell completions \\fBcmake \\-\\-install\\fR installs, the "
          "output of \\fBgpusel completion bash\\fR, \\fBzsh\\fR and "
          "\\fBfish\\fR.\n", fp);
    fputs(".SH EXAMPLES\n", fp);
    for (i = 0; i < gs_n_commands; i++)
        man_examples(fp, &gs_commands[i]);
    fputs(".SH \"SEE ALSO\"\n.BR gpusel-workload (5),\n.BR bash (1)\n"
          ".PP\nThe source tree's docs/ has a page per command, the "
          "engines' formulas and their sources (docs/methodology.md).\n",
          fp);
}

/* ---- Markdown --------------------------------------------------------- */

/* How a renderer writes each block; text is still Markdown inline. */
struct md_out {
    FILE *fp;
    bool roff;
};

/* Length of the inline markup at s, and what it shows: `code`, **bold**,
 * [text](link).  0 if s starts none. */
static size_t md_span(const char *s, const char **text, size_t *n_text,
                      bool *bold)
{
    const char *e;

    *bold = false;
    if (s[0] == '`' && (e = strchr(s + 1, '`'))) {
        *text = s + 1;
        *n_text = (size_t)(e - s - 1);
        *bold = true;
        return (size_t)(e - s + 1);
    }
    if (s[0] == '*' && s[1] == '*' && (e = strstr(s + 2, "**"))) {
        *text = s + 2;
        *n_text = (size_t)(e - s - 2);
        *bold = true;
        return (size_t)(e - s + 2);
    }
    if (s[0] == '[' && (e = strstr(s, "](")) && !memchr(s, '\n', (size_t)(e - s))) {
        const char *close = strchr(e, ')');

        if (close) {
            *text = s + 1;
            *n_text = (size_t)(e - s - 1);
            /* a link around code: the code's text */
            if (*n_text >= 2 && (*text)[0] == '`' &&
                (*text)[*n_text - 1] == '`') {
                (*text)++;
                *n_text -= 2;
                *bold = true;
            }
            return (size_t)(close - s + 1);
        }
    }
    return 0;
}

/* Inline Markdown as plain text into buf: markup dropped, "\|" as "|". */
static void md_plain(const char *s, char *buf, size_t size)
{
    size_t n = 0;

    while (*s && n + 1 < size) {
        const char *text;
        size_t n_text, k;
        bool bold;

        if (s[0] == '\\' && s[1] == '|') {
            buf[n++] = '|';
            s += 2;
        } else if ((k = md_span(s, &text, &n_text, &bold)) > 0) {
            if (n_text > size - 1 - n)
                n_text = size - 1 - n;
            memcpy(buf + n, text, n_text);
            n += n_text;
            s += k;
        } else {
            buf[n++] = *s++;
        }
    }
    buf[n] = '\0';
}

/* Inline Markdown as roff: code and bold in bold. */
static void md_roff_inline(FILE *fp, const char *s)
{
    bool bol = true;

    while (*s) {
        const char *text;
        size_t n_text, k;
        bool bold;

        if (s[0] == '\\' && s[1] == '|') {
            fputc('|', fp);
            s += 2;
        } else if ((k = md_span(s, &text, &n_text, &bold)) > 0) {
            if (bold)
                fputs("\\fB", fp);
            roff_n(fp, text, n_text, bol);
            if (bold)
                fputs("\\fR", fp);
            s += k;
        } else {
            roff_n(fp, s, 1, bol);
            s++;
        }
        bol = false;
    }
}

/* Write text wrapped to TEXT_WIDTH: the first line after `first`
 * characters already written, the others indented by `indent`. */
static void wrap(FILE *fp, const char *text, size_t first, size_t indent)
{
    size_t col = first;
    bool line_empty = true;

    while (*text) {
        size_t len;

        while (*text == ' ')
            text++;
        if (!*text)
            break;
        len = strcspn(text, " ");
        if (!line_empty && col + 1 + len > TEXT_WIDTH) {
            fprintf(fp, "\n%*s", (int)indent, "");
            col = indent;
            line_empty = true;
        }
        if (!line_empty) {
            fputc(' ', fp);
            col++;
        }
        fwrite(text, 1, len, fp);
        col += len;
        text += len;
        line_empty = false;
    }
    fputc('\n', fp);
}

static void md_paragraph(struct md_out *o, const char *para)
{
    char plain[MD_PARA_MAX];

    if (o->roff) {
        fputs(".PP\n", o->fp);
        md_roff_inline(o->fp, para);
        fputc('\n', o->fp);
        return;
    }
    md_plain(para, plain, sizeof(plain));
    fputc('\n', o->fp);
    wrap(o->fp, plain, 0, 0);
}

static void md_bullet(struct md_out *o, const char *item)
{
    char plain[MD_PARA_MAX];

    if (o->roff) {
        fputs(".IP \\(bu 2\n", o->fp);
        md_roff_inline(o->fp, item);
        fputc('\n', o->fp);
        return;
    }
    md_plain(item, plain, sizeof(plain));
    fputs("  - ", o->fp);
    wrap(o->fp, plain, 4, 4);
}

static void md_heading(struct md_out *o, int level, const char *title)
{
    char plain[MD_PARA_MAX];
    size_t i;

    md_plain(title, plain, sizeof(plain));
    if (o->roff) {
        if (level == 1)
            return;               /* the page's NAME says it */
        fputs(level == 2 ? ".SH \"" : ".SS \"", o->fp);
        for (i = 0; plain[i]; i++) {
            char c = plain[i];

            if (level == 2 && c >= 'a' && c <= 'z')
                c = (char)(c - 'a' + 'A');
            if (c != '"')
                roff_n(o->fp, &c, 1, false);
        }
        fputs("\"\n", o->fp);
        return;
    }
    fprintf(o->fp, level == 1 ? "%s\n" : "\n%s\n", plain);
    for (i = 0; plain[i]; i++)
        fputc(level == 1 ? '=' : level == 2 ? '-' : '~', o->fp);
    fputc('\n', o->fp);
}

/* Split a pipe-table row into cells (leading and trailing pipes dropped,
 * "\|" kept inside its cell); returns the count. */
static size_t md_cells(char *row, char *cells[MD_MAX_CELLS])
{
    size_t n = 0;
    char *p = row;

    while (*p == ' ')
        p++;
    if (*p == '|')
        p++;
    while (*p && n < MD_MAX_CELLS) {
        char *start = p, *end;

        while (*p && !(*p == '|' && (p == start || p[-1] != '\\')))
            p++;
        end = p;
        if (*p)
            *p++ = '\0';
        while (*start == ' ')
            start++;
        while (end > start && end[-1] == ' ')
            *--end = '\0';
        if (!*p && !*start)
            break;                /* after the trailing pipe */
        cells[n++] = start;
    }
    return n;
}

/* One table row: the first cell as the term, the others as
 * "header: cell" under it. */
static void md_table_row(struct md_out *o, char *const *head, size_t n_head,
                         char *const *cells, size_t n_cells)
{
    char plain[MD_PARA_MAX], line[MD_PARA_MAX + 260];
    size_t i;

    if (o->roff) {
        fputs(".TP\n", o->fp);
        md_roff_inline(o->fp, n_cells ? cells[0] : "");
        fputc('\n', o->fp);
        for (i = 1; i < n_cells; i++) {
            if (i > 1)
                fputs(".br\n", o->fp);
            if (i < n_head) {
                md_roff_inline(o->fp, head[i]);
                fputs(": ", o->fp);
            }
            md_roff_inline(o->fp, cells[i]);
            fputc('\n', o->fp);
        }
        return;
    }
    md_plain(n_cells ? cells[0] : "", plain, sizeof(plain));
    fprintf(o->fp, "  %s\n", plain);
    for (i = 1; i < n_cells; i++) {
        char h[256] = "";

        if (i < n_head)
            md_plain(head[i], h, sizeof(h));
        md_plain(cells[i], plain, sizeof(plain));
        snprintf(line, sizeof(line), "%s%s%s", h, h[0] ? ": " : "", plain);
        fputs("      ", o->fp);
        wrap(o->fp, line, 6, 8);
    }
}

/* Render a Markdown document of the subset above. */
static void md_render(struct md_out *o, const char *doc)
{
    char para[MD_PARA_MAX], head_buf[MD_PARA_MAX];
    char *head[MD_MAX_CELLS];
    size_t n_para = 0, n_head = 0;
    bool in_code = false, in_item = false, skip = false, in_table = false;
    const char *p = doc;

    para[0] = '\0';
#define FLUSH() do { \
        if (n_para) { \
            if (in_item) md_bullet(o, para); else md_paragraph(o, para); \
        } \
        n_para = 0; para[0] = '\0'; in_item = false; \
    } while (0)
    while (*p) {
        char line[MD_PARA_MAX];
        size_t len = strcspn(p, "\n");

        if (len >= sizeof(line))
            len = sizeof(line) - 1;
        memcpy(line, p, len);
        line[len] = '\0';
        p += strcspn(p, "\n");
        if (*p == '\n')
            p++;
        if (strstr(line, "<!-- source-only -->")) {
            FLUSH();
            skip = true;
            continue;
        }
        if (strstr(line, "<!-- /source-only -->")) {
            skip = false;
            continue;
        }
        if (skip || strncmp(line, "<!--", 4) == 0)
            continue;
        if (strncmp(line, "```", 3) == 0) {
            FLUSH();
            in_code = !in_code;
            if (o->roff)
                fputs(in_code ? ".PP\n.EX\n" : ".EE\n", o->fp);
            else if (in_code)
                fputc('\n', o->fp);
            continue;
        }
        if (in_code) {
            if (o->roff) {
                roff(o->fp, line, true);
                fputc('\n', o->fp);
            } else {
                fprintf(o->fp, "    %s\n", line);
            }
            continue;
        }
        if (line[0] == '|') {
            char *cells[MD_MAX_CELLS];
            size_t n;

            FLUSH();
            if (!in_table) {
                snprintf(head_buf, sizeof(head_buf), "%s", line);
                n_head = md_cells(head_buf, head);
                in_table = true;
                if (o->roff)
                    fputs(".PP\n", o->fp);
                else
                    fputc('\n', o->fp);
                continue;
            }
            if (strspn(line, "|-: ") == strlen(line))
                continue;         /* the separator row */
            n = md_cells(line, cells);
            md_table_row(o, head, n_head, cells, n);
            continue;
        }
        in_table = false;
        if (line[0] == '#') {
            int level = (int)strspn(line, "#");

            FLUSH();
            md_heading(o, level, line + level + (line[level] == ' '));
            continue;
        }
        if (line[0] == '\0') {
            FLUSH();
            continue;
        }
        if (line[0] == '-' && line[1] == ' ') {
            FLUSH();
            in_item = true;
            n_para = strlen(line + 2);
            memcpy(para, line + 2, n_para + 1);
            continue;
        }
        /* a continuation line joins its paragraph or item */
        {
            const char *t = line + strspn(line, " ");

            n_para += (size_t)snprintf(para + n_para, sizeof(para) - n_para,
                                       "%s%s", n_para ? " " : "", t);
            if (n_para >= sizeof(para))
                n_para = sizeof(para) - 1;
        }
    }
    FLUSH();
#undef FLUSH
}

void gs_man_workload(FILE *fp)
{
    struct md_out o = { fp, true };

    fputs(".\\\" gpusel-workload(5), generated from docs/workload.md by "
          "'gpusel help --man workload'.\n", fp);
    fprintf(fp, ".TH GPUSEL-WORKLOAD 5 \"\" \"gpusel %s\" "
            "\"File Formats\"\n", GPUSEL_VERSION);
    fputs(".SH NAME\ngpusel-workload \\- the workload file of gpusel: one "
          "question in one YAML file\n.SH SYNOPSIS\n.nf\n"
          "\\fBgpusel rank \\-\\-workload\\fR \\fIfile.yaml\\fR\n"
          "\\fBgpusel cost \\-\\-workload\\fR \\fIfile.yaml\\fR "
          "\\fB\\-\\-gpu\\fR \\fIgpu\\fR\n"
          "\\fBgpusel help workload\\fR\n.fi\n.SH DESCRIPTION\n", fp);
    md_render(&o, (const char *)gs_workload_doc.bytes);
    fputs(".SH \"SEE ALSO\"\n.BR gpusel (1)\n", fp);
}

void gs_help_workload(FILE *fp)
{
    struct md_out o = { fp, false };

    md_render(&o, (const char *)gs_workload_doc.bytes);
    fputs("\nSee also: gpusel help rank, gpusel help cost, "
          "man gpusel-workload.\n", fp);
}
