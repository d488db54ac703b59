/*
 * gpusel completion bash|zsh|fish: shell completion scripts generated
 * from the command and option tables, so they never drift from the
 * parser; and gpusel completion --list gpus|models|commands, the plain
 * ids (one a line) the scripts offer after --gpu, --model and in
 * positions that name a GPU or model.
 *
 * What completes a value is read from the tables: a CHOICE option its
 * choices; an option whose placeholder names a GPU ("<gpu>",
 * "<gpu,...>") the GPU ids, a model ("<model>") the model ids and file
 * names, a file ("<file...>", "<workload>", "<bench.csv>") file names;
 * other values nothing.  A positional argument completes as the row's
 * `operands` say (commands.def).
 */
#include <stdio.h>
#include <string.h>

#include "command.h"
#include "banned.h"

struct completion_args {
    const char *list;           /* --list: ids, one a line */
};

static const char *const list_names[] = { "gpus", "models", "commands",
                                          NULL };
static const char *const shells[] = { "bash", "zsh", "fish", NULL };

#define A struct completion_args
const struct gs_option gs_completion_options[] = {
    GS_OPT_CHOICE(A, "list", list, "<what>",
                  "print the ids the scripts complete, one a line, instead",
                  list_names),
    GS_OPT_END(),
};
#undef A
GS_COMMAND_ARGS(completion, struct completion_args, NULL);

/* What an option's value completes to. */
enum value_kind { V_NONE, V_FLAG, V_CHOICE, V_GPU, V_MODEL, V_FILE };

static enum value_kind value_kind(const struct gs_option *o)
{
    const char *h = o->argh ? o->argh : "";

    if (o->kind == GS_OPT_KIND_FLAG)
        return V_FLAG;
    if (o->kind == GS_OPT_KIND_CHOICE)
        return V_CHOICE;
    if (strncmp(h, "<gpu>", 5) == 0 || strncmp(h, "<gpu,", 5) == 0)
        return V_GPU;
    if (strcmp(h, "<model>") == 0)
        return V_MODEL;
    if (strncmp(h, "<file", 5) == 0 || strcmp(h, "<workload>") == 0 ||
        strstr(h, ".csv>") || strstr(h, ".json>"))
        return V_FILE;
    return V_NONE;
}

/* True if the row's operands hold the word w ("@gpus", "@files", ...). */
static bool operand_has(const struct gs_command *c, const char *w)
{
    const char *p = c->operands;
    size_t n = strlen(w);

    while (p && (p = strstr(p, w))) {
        if ((p == c->operands || p[-1] == ' ') && (p[n] == ' ' || !p[n]))
            return true;
        p += n;
    }
    return false;
}

/* The row's plain operand words (those not starting with '@'). */
static void put_operand_words(FILE *fp, const struct gs_command *c,
                              const char *sep)
{
    const char *p = c->operands;
    bool first = true;

    while (p && *p) {
        size_t n = strcspn(p, " ");

        if (n && *p != '@') {
            fprintf(fp, "%s%.*s", first ? "" : sep, (int)n, p);
            first = false;
        }
        p += n;
        p += strspn(p, " ");
    }
}

/* True if the row's operands hold a plain word, or commands/topics. */
static bool has_words(const struct gs_command *c)
{
    const char *p = c->operands;

    if (operand_has(c, "@commands") || operand_has(c, "@topics"))
        return true;
    for (; *p; p += strspn(p, " ")) {
        if (*p != '@')
            return true;
        p += strcspn(p, " ");
    }
    return false;
}

static void put_commands(FILE *fp, const char *sep)
{
    size_t i;

    for (i = 0; i < gs_n_commands; i++)
        fprintf(fp, "%s%s", i ? sep : "", gs_commands[i].name);
}

/* The words every shell offers for a row's operands: its plain words,
 * the command names for @commands and @topics, and `workload` for
 * @topics; blank-separated. */
static void put_static_words(FILE *fp, const struct gs_command *c)
{
    put_operand_words(fp, c, " ");
    if (operand_has(c, "@commands") || operand_has(c, "@topics"))
        put_commands(fp, " ");
    if (operand_has(c, "@topics"))
        fputs(" workload", fp);
}

/* A CHOICE option's choices, blank-separated. */
static void put_choices(FILE *fp, const struct gs_option *o)
{
    size_t i;

    for (i = 0; o->choices[i]; i++)
        fprintf(fp, "%s%s", i ? " " : "", o->choices[i]);
}

/* Call put(fp, o, user) for every option of the sets, in order, the
 * shadowed ones left out: what each shell writes an option as. */
static void each_option(FILE *fp, const struct gs_optset *sets,
                        size_t n_sets,
                        void (*put)(FILE *fp, const struct gs_option *o,
                                    const char *user),
                        const char *user)
{
    size_t s;
    const struct gs_option *o;

    for (s = 0; s < n_sets; s++)
        for (o = sets[s].opts; o->kind != GS_OPT_KIND_END; o++)
            if (!gs_option_shadowed(sets, s, o))
                put(fp, o, user);
}

/* An option as a --name word. */
static void option_word(FILE *fp, const struct gs_option *o,
                        const char *unused)
{
    (void)unused;
    fprintf(fp, " --%s", o->name);
}

/* Every option of the sets (shadowed ones left out), as --name words. */
static void put_option_words(FILE *fp, const struct gs_optset *sets,
                             size_t n_sets)
{
    each_option(fp, sets, n_sets, option_word, NULL);
}

/* ---- bash ------------------------------------------------------------- */

/* The case arm that completes an option's value, indented by `in`. */
static void bash_value_arm(FILE *fp, const struct gs_option *o,
                           const char *in)
{
    switch (value_kind(o)) {
    case V_FLAG:
        break;
    case V_CHOICE:
        fprintf(fp, "%s--%s) _gpusel_words \"", in, o->name);
        put_choices(fp, o);
        fputs("\"; return;;\n", fp);
        break;
    case V_GPU:
        fprintf(fp, "%s--%s) _gpusel_words \"$(_gpusel_ids gpus)\"; "
                "return;;\n", in, o->name);
        break;
    case V_MODEL:
        fprintf(fp, "%s--%s) _gpusel_words \"$(_gpusel_ids models)\"; "
                "_gpusel_files; return;;\n", in, o->name);
        break;
    case V_FILE:
        fprintf(fp, "%s--%s) _gpusel_files; return;;\n", in, o->name);
        break;
    case V_NONE:
        fprintf(fp, "%s--%s) return;;\n", in, o->name);
        break;
    }
}

static void bash_value_arms(FILE *fp, const struct gs_optset *sets,
                            size_t n_sets, const char *in)
{
    each_option(fp, sets, n_sets, bash_value_arm, in);
}

static void bash_command_arm(FILE *fp, const struct gs_command *c)
{
    struct gs_optset sets[3];
    size_t n_sets = gs_command_optsets(c, sets);

    fprintf(fp, "    %s)\n        case $prev in\n", c->name);
    bash_value_arms(fp, sets, n_sets, "        ");
    fputs("        esac\n"
          "        if [[ $cur == -* || -z \"", fp);
    fputs(c->operands, fp);
    fputs("\" ]]; then\n            _gpusel_words \"--help", fp);
    put_option_words(fp, sets, n_sets);
    fputs("\"\n            return\n        fi\n", fp);
    fputs("        _gpusel_words \"", fp);
    put_static_words(fp, c);
    if (operand_has(c, "@gpus"))
        fputs(" $(_gpusel_ids gpus)", fp);
    if (operand_has(c, "@models"))
        fputs(" $(_gpusel_ids models)", fp);
    fputs("\"\n", fp);
    if (operand_has(c, "@files"))
        fputs("        _gpusel_files\n", fp);
    fputs("        ;;\n", fp);
}

static void write_bash(FILE *fp)
{
    struct gs_optset common[1] = { { gs_common_options, NULL } };
    const struct gs_option *o;
    size_t i;

    fputs("# bash completion for gpusel; generated by 'gpusel completion "
          "bash' from the\n# command and option tables (src/cli/"
          "commands.def): do not edit.\n"
          "_gpusel_ids() {\n"
          "    gpusel completion --list \"$1\" 2>/dev/null\n"
          "}\n"
          "# add the words of $1 (blank-separated) that start with $cur\n"
          "_gpusel_words() {\n"
          "    local w\n"
          "    for w in $(compgen -W \"$1\" -- \"$cur\"); do\n"
          "        COMPREPLY+=(\"$w\")\n"
          "    done\n"
          "}\n"
          "_gpusel_files() {\n"
          "    local f IFS=$'\\n'\n"
          "    compopt -o filenames 2>/dev/null\n"
          "    for f in $(compgen -f -- \"$cur\"); do\n"
          "        COMPREPLY+=(\"$f\")\n"
          "    done\n"
          "}\n"
          "_gpusel() {\n"
          "    local cur prev cmd i\n"
          "    COMPREPLY=()\n"
          "    cur=${COMP_WORDS[COMP_CWORD]}\n"
          "    prev=\n"
          "    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD-1]}\n"
          "    # --opt=value: bash splits at '=' (COMP_WORDBREAKS)\n"
          "    if [[ $cur == = ]]; then\n"
          "        cur=\n"
          "    elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then\n"
          "        prev=${COMP_WORDS[COMP_CWORD-2]}\n"
          "    fi\n"
          "    cmd=\n"
          "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
          "        case ${COMP_WORDS[i]} in\n"
          "        ", fp);
    /* the common options that take a value: their value is no command */
    for (o = gs_common_options, i = 0; o->kind != GS_OPT_KIND_END; o++)
        if (o->kind != GS_OPT_KIND_FLAG)
            fprintf(fp, "%s--%s", i++ ? "|" : "", o->name);
    fputs(") ((i++));;\n"
          "        -*|=) ;;\n"
          "        *) cmd=${COMP_WORDS[i]}; break;;\n"
          "        esac\n"
          "    done\n"
          "    case $cmd in\n"
          "    '')\n"
          "        case $prev in\n", fp);
    bash_value_arms(fp, common, 1, "        ");
    fputs("        esac\n"
          "        if [[ $cur == -* ]]; then\n"
          "            _gpusel_words \"--help --version", fp);
    put_option_words(fp, common, 1);
    fputs("\"\n        else\n            _gpusel_words \"", fp);
    put_commands(fp, " ");
    fputs("\"\n        fi\n        ;;\n", fp);
    for (i = 0; i < gs_n_commands; i++)
        bash_command_arm(fp, &gs_commands[i]);
    fputs("    esac\n"
          "}\n"
          "complete -F _gpusel gpusel\n", fp);
}

/* ---- zsh -------------------------------------------------------------- */

/* s for a single-quoted zsh word in an _arguments spec: quotes closed
 * and reopened; brackets and backslashes escaped, and colons too where
 * they would end the field (`colons`: a message, not a [description]). */
static void zsh_desc(FILE *fp, const char *s, bool colons)
{
    for (; *s; s++) {
        if (*s == '\'')
            fputs("'\\''", fp);
        else if (*s == '[' || *s == ']' || *s == '\\' ||
                 (colons && *s == ':'))
            fprintf(fp, "\\%c", *s);
        else
            fputc(*s, fp);
    }
}

/* An option as an _arguments spec line. */
static void zsh_option_spec(FILE *fp, const struct gs_option *o,
                            const char *unused)
{
    enum value_kind k = value_kind(o);

    (void)unused;
    fprintf(fp, "        '%s--%s[", o->kind == GS_OPT_KIND_LIST ? "*" : "",
            o->name);
    zsh_desc(fp, o->help, false);
    fputc(']', fp);
    if (k != V_FLAG) {
        fputs(":", fp);
        zsh_desc(fp, o->argh, true);
        fputc(':', fp);
    }
    switch (k) {
    case V_CHOICE:
        fputc('(', fp);
        put_choices(fp, o);
        fputc(')', fp);
        break;
    case V_GPU:
        /* a leading space: called as written, no arguments added */
        fputs(" _gpusel_ids gpus", fp);
        break;
    case V_MODEL:
        fputs("_gpusel_model", fp);
        break;
    case V_FILE:
        fputs("_files", fp);
        break;
    case V_FLAG:
    case V_NONE:
        break;
    }
    fputs("' \\\n", fp);
}

static void zsh_option_specs(FILE *fp, const struct gs_optset *sets,
                             size_t n_sets)
{
    each_option(fp, sets, n_sets, zsh_option_spec, NULL);
}

static void zsh_operands(FILE *fp, const struct gs_command *c)
{
    if (!c->operands[0])
        return;
    fputs("        '*:argument: _gpusel_operands ", fp);
    fputs(c->name, fp);
    fputs("' \\\n", fp);
}

static void write_zsh(FILE *fp)
{
    struct gs_optset common[1] = { { gs_common_options, NULL } };
    size_t i;

    fputs("#compdef gpusel\n# zsh completion for gpusel; generated by "
          "'gpusel completion zsh' from the\n# command and option tables "
          "(src/cli/commands.def): do not edit.\n"
          "_gpusel_ids() {\n"
          "    local -a ids\n"
          "    ids=(${(f)\"$(gpusel completion --list $1 2>/dev/null)\"})\n"
          "    compadd -a ids\n"
          "}\n"
          "_gpusel_model() {\n"
          "    _gpusel_ids models\n"
          "    _files\n"
          "}\n"
          "_gpusel_operands() {\n"
          "    case $1 in\n", fp);
    for (i = 0; i < gs_n_commands; i++) {
        const struct gs_command *c = &gs_commands[i];

        if (!c->operands[0])
            continue;
        fprintf(fp, "    %s)\n", c->name);
        if (has_words(c)) {
            fputs("        compadd -- ", fp);
            put_static_words(fp, c);
            fputc('\n', fp);
        }
        if (operand_has(c, "@gpus"))
            fputs("        _gpusel_ids gpus\n", fp);
        if (operand_has(c, "@models"))
            fputs("        _gpusel_ids models\n", fp);
        if (operand_has(c, "@files"))
            fputs("        _files\n", fp);
        fputs("        ;;\n", fp);
    }
    fputs("    esac\n"
          "}\n"
          "_gpusel() {\n"
          "    local curcontext=$curcontext state line\n"
          "    local -a commands\n"
          "    commands=(\n", fp);
    for (i = 0; i < gs_n_commands; i++) {
        fprintf(fp, "        '%s:", gs_commands[i].name);
        zsh_desc(fp, gs_commands[i].summary, false);
        fputs("'\n", fp);
    }
    fputs("    )\n"
          "    _arguments -C -A '-*' \\\n"
          "        '--version[print the version and exit]' \\\n"
          "        '(- *)'{-h,--help}'[show help]' \\\n", fp);
    zsh_option_specs(fp, common, 1);
    fputs("        '1:command:->command' \\\n"
          "        '*::argument:->argument'\n", fp);
    fputs("    case $state in\n"
          "    command) _describe -t commands command commands;;\n"
          "    argument)\n"
          "        case $words[1] in\n", fp);
    for (i = 0; i < gs_n_commands; i++) {
        const struct gs_command *c = &gs_commands[i];
        struct gs_optset sets[3];
        size_t n_sets = gs_command_optsets(c, sets);

        fprintf(fp, "        %s) _arguments \\\n", c->name);
        fputs("        '(- *)'{-h,--help}'[show help]' \\\n", fp);
        zsh_option_specs(fp, sets, n_sets);
        zsh_operands(fp, c);
        fputs("        ;;\n", fp);
    }
    fputs("        esac;;\n"
          "    esac\n"
          "}\n"
          "_gpusel \"$@\"\n", fp);
}

/* ---- fish ------------------------------------------------------------- */

/* s as a fish single-quoted string's contents. */
static void fish_quoted(FILE *fp, const char *s)
{
    for (; *s; s++) {
        if (*s == '\'' || *s == '\\')
            fputc('\\', fp);
        fputc(*s, fp);
    }
}

/* An option as a `complete` line under the condition `cond`. */
static void fish_option(FILE *fp, const struct gs_option *o,
                        const char *cond)
{
    fprintf(fp, "complete -c gpusel -n '%s' -l %s", cond, o->name);
    switch (value_kind(o)) {
    case V_FLAG:
        break;
    case V_CHOICE:
        fputs(" -x -a '", fp);
        put_choices(fp, o);
        fputc('\'', fp);
        break;
    case V_GPU:
        fputs(" -x -a '(__gpusel_ids gpus)'", fp);
        break;
    case V_MODEL:
        fputs(" -r -F -a '(__gpusel_ids models)'", fp);
        break;
    case V_FILE:
        fputs(" -r -F", fp);
        break;
    case V_NONE:
        fputs(" -x", fp);
        break;
    }
    fputs(" -d '", fp);
    fish_quoted(fp, o->help);
    fputs("'\n", fp);
}

static void fish_options(FILE *fp, const struct gs_optset *sets,
                         size_t n_sets, const char *cond)
{
    each_option(fp, sets, n_sets, fish_option, cond);
}

static void write_fish(FILE *fp)
{
    struct gs_optset common[1] = { { gs_common_options, NULL } };
    char cond[128];
    size_t i;

    fputs("# fish completion for gpusel; generated by 'gpusel completion "
          "fish' from the\n# command and option tables (src/cli/"
          "commands.def): do not edit.\n"
          "function __gpusel_ids\n"
          "    gpusel completion --list $argv[1] 2>/dev/null\n"
          "end\n"
          "complete -c gpusel -f\n"
          "complete -c gpusel -s h -l help -d 'show help'\n"
          "complete -c gpusel -n __fish_use_subcommand -l version "
          "-d 'print the version and exit'\n", fp);
    fish_options(fp, common, 1, "__fish_use_subcommand");
    for (i = 0; i < gs_n_commands; i++) {
        fputs("complete -c gpusel -n __fish_use_subcommand -a ", fp);
        fprintf(fp, "%s -d '", gs_commands[i].name);
        fish_quoted(fp, gs_commands[i].summary);
        fputs("'\n", fp);
    }
    for (i = 0; i < gs_n_commands; i++) {
        const struct gs_command *c = &gs_commands[i];
        struct gs_optset sets[3];
        size_t n_sets = gs_command_optsets(c, sets);

        snprintf(cond, sizeof(cond), "__fish_seen_subcommand_from %s",
                 c->name);
        fish_options(fp, sets, n_sets, cond);
        if (!c->operands[0])
            continue;
        fprintf(fp, "complete -c gpusel -n '%s' -a '", cond);
        put_static_words(fp, c);
        if (operand_has(c, "@gpus"))
            fputs(" (__gpusel_ids gpus)", fp);
        if (operand_has(c, "@models"))
            fputs(" (__gpusel_ids models)", fp);
        fputc('\'', fp);
        if (operand_has(c, "@files"))
            fputs(" -F", fp);
        fputc('\n', fp);
    }
}

/* ---- ids ---------------------------------------------------------------- */

static int write_list(struct gs_context *ctx, FILE *fp, const char *what,
                      struct gs_error *err)
{
    size_t i;

    if (strcmp(what, "commands") == 0) {
        for (i = 0; i < gs_n_commands; i++)
            fprintf(fp, "%s\n", gs_commands[i].name);
        return 0;
    }
    if (gs_context_load(ctx, GS_NEED_GPUS | GS_NEED_MODELS, err) < 0)
        return -1;
    if (strcmp(what, "gpus") == 0)
        for (i = 0; i < ctx->data.n_gpus; i++)
            fprintf(fp, "%s\n", ctx->data.gpus[i].id);
    else
        for (i = 0; i < ctx->data.n_models; i++)
            fprintf(fp, "%s\n", ctx->data.models[i].id);
    return 0;
}

int cmd_completion(const void *args, int argc, const char **argv,
                   struct gs_context *ctx, struct gs_error *err)
{
    const struct completion_args *a = args;
    struct gs_output *o = NULL;
    FILE *fp = ctx->out;
    size_t shell = 0;

    if (a->list && argc > 1)
        return gs_error_set(err, GS_EUSAGE, "--list takes no shell");
    if (!a->list) {
        if (argc < 2)
            return gs_error_set(err, GS_EUSAGE, "completion needs a shell: "
                                "bash, zsh or fish");
        for (shell = 0; shells[shell]; shell++)
            if (strcmp(argv[1], shells[shell]) == 0)
                break;
        if (!shells[shell])
            return gs_error_set(err, GS_EUSAGE, "no completion for '%s'; "
                                "gpusel completes bash, zsh and fish",
                                argv[1]);
    }
    if (ctx->common.output_path) {
        if (gs_context_output_open(ctx, ctx->common.output_path, &o,
                                   err) < 0)
            return -1;
        fp = o->fp;
    }
    if (a->list) {
        if (write_list(ctx, fp, a->list, err) < 0) {
            if (fp != ctx->out)
                gs_context_output_abort(ctx, o);
            return -1;
        }
    } else if (shell == 0) {
        write_bash(fp);
    } else if (shell == 1) {
        write_zsh(fp);
    } else {
        write_fish(fp);
    }
    return fp == ctx->out ? 0 : gs_context_output_done(ctx, o, err);
}
