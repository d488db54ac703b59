/*
 * The command table (src/command.c) and every option table it points
 * to, checked as data: sorted and unique, each row complete, option
 * names unique within a command including the common options, and help
 * text in the house style (lowercase start, no trailing full stop).
 * Rules that live only in comments drift; these keep them true.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "command.h"
#include "opt.h"

static size_t count_options(const struct gs_option *opts)
{
    size_t n = 0;

    while (opts[n].kind != GS_OPT_KIND_END)
        n++;
    return n;
}

static bool starts_lowercase(const char *s)
{
    return s[0] >= 'a' && s[0] <= 'z';
}

/*
 * House style for help text (git's CodingGuidelines): the first word is
 * not capitalised just because it comes first, but a word spelled with
 * capitals anywhere keeps them ("CSV: ...", "LoRA rank", "GPU to check").
 * So: a lowercase start, or a first word with two or more capitals.
 */
static bool starts_like_help_text(const char *s)
{
    size_t i, n_upper = 0;

    if (starts_lowercase(s))
        return true;
    for (i = 0; s[i] && s[i] != ' ' && s[i] != ':' && s[i] != ','; i++)
        n_upper += s[i] >= 'A' && s[i] <= 'Z';
    return n_upper >= 2;
}

static bool ends_with_full_stop(const char *s)
{
    size_t n = strlen(s);

    return n > 0 && s[n - 1] == '.';
}

static bool is_option_name(const char *s)
{
    const char *p;

    if (!starts_lowercase(s))
        return false;
    for (p = s; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
              *p == '-'))
            return false;
    return p[-1] != '-';
}

static void house_style_check_tells_acronyms_from_capitalised_words(
    void **state)
{
    (void)state;
    assert_true(starts_like_help_text("output format"));
    assert_true(starts_like_help_text("CSV: do not neutralise cells"));
    assert_true(starts_like_help_text("LoRA rank"));
    assert_false(starts_like_help_text("Output format"));
    assert_false(starts_like_help_text("A share"));
    assert_false(starts_like_help_text(""));
    assert_true(ends_with_full_stop("a sentence."));
    assert_false(ends_with_full_stop("no full stop"));
}

static void commands_are_sorted_by_name_and_unique(void **state)
{
    size_t i;

    (void)state;
    assert_true(gs_n_commands > 0);
    for (i = 1; i < gs_n_commands; i++) {
        if (strcmp(gs_commands[i - 1].name, gs_commands[i].name) >= 0) {
            print_error("'%s' is listed before '%s'\n",
                        gs_commands[i - 1].name, gs_commands[i].name);
            fail();
        }
    }
}

static void every_command_has_a_name_run_options_synopsis_and_summary(
    void **state)
{
    size_t i;

    (void)state;
    for (i = 0; i < gs_n_commands; i++) {
        const struct gs_command *c = &gs_commands[i];
        char prefix[64];

        assert_non_null(c->name);
        assert_true(is_option_name(c->name));   /* same shape as options */
        assert_non_null(c->run);
        assert_non_null(c->options);
        assert_non_null(c->synopsis);
        assert_non_null(c->summary);
        /* The synopsis shows how to call this very command. */
        snprintf(prefix, sizeof(prefix), "gpusel %s", c->name);
        if (strncmp(c->synopsis, prefix, strlen(prefix)) != 0 ||
            (c->synopsis[strlen(prefix)] != ' ' &&
             c->synopsis[strlen(prefix)] != '\0')) {
            print_error("synopsis of '%s' is '%s'\n", c->name, c->synopsis);
            fail();
        }
    }
}

static void summaries_are_one_lowercase_line_without_a_full_stop(void **state)
{
    size_t i;

    (void)state;
    for (i = 0; i < gs_n_commands; i++) {
        const char *s = gs_commands[i].summary;

        if (!starts_like_help_text(s) || ends_with_full_stop(s) ||
            strchr(s, '\n')) {
            print_error("summary of '%s': '%s'\n", gs_commands[i].name, s);
            fail();
        }
    }
}

static void descriptions_when_present_are_sentences(void **state)
{
    size_t i;

    (void)state;
    for (i = 0; i < gs_n_commands; i++) {
        const char *d = gs_commands[i].description;

        if (d && (d[0] == '\0' || !ends_with_full_stop(d))) {
            print_error("description of '%s': '%s'\n", gs_commands[i].name,
                        d);
            fail();
        }
    }
}

/* Check one option table's entries on their own. */
static void check_option_entries(const char *table, const struct gs_option *o)
{
    for (; o->kind != GS_OPT_KIND_END; o++) {
        if (!o->name || !is_option_name(o->name)) {
            print_error("%s: bad option name '%s'\n", table,
                        o->name ? o->name : "(null)");
            fail();
        }
        /* --help / -h is the parser's own; a table entry would be dead. */
        if (strcmp(o->name, "help") == 0) {
            print_error("%s: '--help' is built in\n", table);
            fail();
        }
        if (!o->help || !starts_like_help_text(o->help) ||
            ends_with_full_stop(o->help)) {
            print_error("%s: help of '--%s': '%s'\n", table, o->name,
                        o->help ? o->help : "(null)");
            fail();
        }
        if (o->kind != GS_OPT_KIND_FLAG && (!o->argh || !o->argh[0])) {
            print_error("%s: '--%s' takes a value but has no placeholder\n",
                        table, o->name);
            fail();
        }
        if (o->kind == GS_OPT_KIND_CHOICE &&
            (!o->choices || !o->choices[0])) {
            print_error("%s: choice '--%s' has no choices\n", table, o->name);
            fail();
        }
        if (o->kind == GS_OPT_KIND_INT64 && o->min_i > o->max_i) {
            print_error("%s: '--%s' has min > max\n", table, o->name);
            fail();
        }
        if ((o->kind == GS_OPT_KIND_DOUBLE || o->kind == GS_OPT_KIND_FRAC) &&
            !(o->min_d <= o->max_d)) {
            print_error("%s: '--%s' has min > max\n", table, o->name);
            fail();
        }
    }
}

static void option_help_starts_lowercase_without_a_full_stop(void **state)
{
    size_t i;

    (void)state;
    check_option_entries("common options", gs_common_options);
    for (i = 0; i < gs_n_commands; i++)
        check_option_entries(gs_commands[i].name, gs_commands[i].options);
}

/*
 * Names in a and b (a == b allowed) must not repeat, except that a
 * command may replace the common --format with its own choices (sweep
 * writes csv and jsonl, not the report writers): the parser, help, man
 * page and completion all take the command's (gs_option_shadowed).
 */
static void check_unique_names(const char *what, const struct gs_option *a,
                               const struct gs_option *b)
{
    size_t na = count_options(a), nb = count_options(b), i, j;

    for (i = 0; i < na; i++) {
        for (j = (a == b ? i + 1 : 0); j < nb; j++) {
            if (a != b && strcmp(a[i].name, "format") == 0 &&
                strcmp(b[j].name, "format") == 0 &&
                a[i].kind == GS_OPT_KIND_CHOICE)
                continue;
            if (strcmp(a[i].name, b[j].name) == 0) {
                print_error("%s: '--%s' is defined twice\n", what, a[i].name);
                fail();
            }
        }
    }
}

static void option_names_are_unique_within_each_command(void **state)
{
    size_t i;

    (void)state;
    check_unique_names("common options", gs_common_options,
                       gs_common_options);
    for (i = 0; i < gs_n_commands; i++) {
        check_unique_names(gs_commands[i].name, gs_commands[i].options,
                           gs_commands[i].options);
        /* The parser would find whichever set comes first; forbid it. */
        check_unique_names(gs_commands[i].name, gs_commands[i].options,
                           gs_common_options);
    }
}

/* The rest of each row: arity, argument struct, operands, examples. */
static void every_row_has_arity_args_operands_and_examples(void **state)
{
    size_t i, j;

    (void)state;
    for (i = 0; i < gs_n_commands; i++) {
        const struct gs_command *c = &gs_commands[i];
        const char *p;

        assert_non_null(c->args);
        assert_true(c->args->size > 0);
        if (c->min_args < 0 ||
            (c->max_args != GS_ARGS_ANY && c->max_args < c->min_args)) {
            print_error("'%s': arity %d..%d\n", c->name, c->min_args,
                        c->max_args);
            fail();
        }
        /* taking no positional means nothing to complete there */
        assert_non_null(c->operands);
        if ((c->max_args == 0) != (c->operands[0] == '\0')) {
            print_error("'%s': operands '%s' for %d arguments\n", c->name,
                        c->operands, c->max_args);
            fail();
        }
        for (p = c->operands; *p; p += strspn(p, " ")) {
            size_t n = strcspn(p, " ");

            if (*p == '@' && !(strncmp(p, "@gpus", n) == 0 ||
                               strncmp(p, "@models", n) == 0 ||
                               strncmp(p, "@files", n) == 0 ||
                               strncmp(p, "@commands", n) == 0 ||
                               strncmp(p, "@topics", n) == 0)) {
                print_error("'%s': unknown operand '%.*s'\n", c->name,
                            (int)n, p);
                fail();
            }
            p += n;
        }
        /* examples: at least one pair, each command line runs this
         * command (tests/doc_examples.sh runs them from the man page) */
        assert_non_null(c->examples);
        for (j = 0; c->examples[j]; j += 2) {
            char want[64];

            assert_non_null(c->examples[j + 1]);
            snprintf(want, sizeof(want), " %s", c->name);
            if (!strstr(c->examples[j + 1], want)) {
                print_error("'%s': example '%s' runs another command\n",
                            c->name, c->examples[j + 1]);
                fail();
            }
        }
        assert_true(j >= 2);
    }
}

static void command_find_matches_exact_names_only(void **state)
{
    size_t i;

    (void)state;
    for (i = 0; i < gs_n_commands; i++)
        assert_ptr_equal(gs_command_find(gs_commands[i].name),
                         &gs_commands[i]);
    assert_non_null(gs_command_find("fit"));
    assert_null(gs_command_find("FIT"));
    assert_null(gs_command_find("fi"));
    assert_null(gs_command_find("fits"));
    assert_null(gs_command_find(""));
    assert_null(gs_command_find("--help"));
}

static void command_help_starts_with_the_synopsis(void **state)
{
    size_t i;

    (void)state;
    for (i = 0; i < gs_n_commands; i++) {
        FILE *fp = tmpfile();
        char line[512], want[512];

        assert_non_null(fp);
        gs_command_help(&gs_commands[i], fp);
        rewind(fp);
        assert_non_null(fgets(line, sizeof(line), fp));
        snprintf(want, sizeof(want), "usage: %s\n", gs_commands[i].synopsis);
        assert_string_equal(line, want);
        fclose(fp);
    }
}

static void main_help_lists_every_command_with_its_summary(void **state)
{
    FILE *fp = tmpfile();
    char line[512];
    size_t next = 0;

    (void)state;
    assert_non_null(fp);
    gs_main_help(fp);
    rewind(fp);
    while (fgets(line, sizeof(line), fp) && next < gs_n_commands) {
        char want[512];

        snprintf(want, sizeof(want), "    %-12s  %s\n",
                 gs_commands[next].name, gs_commands[next].summary);
        if (strcmp(line, want) == 0)
            next++;
    }
    assert_int_equal(next, gs_n_commands);   /* all of them, in order */
    fclose(fp);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(
            house_style_check_tells_acronyms_from_capitalised_words),
        cmocka_unit_test(commands_are_sorted_by_name_and_unique),
        cmocka_unit_test(
            every_command_has_a_name_run_options_synopsis_and_summary),
        cmocka_unit_test(summaries_are_one_lowercase_line_without_a_full_stop),
        cmocka_unit_test(descriptions_when_present_are_sentences),
        cmocka_unit_test(option_help_starts_lowercase_without_a_full_stop),
        cmocka_unit_test(option_names_are_unique_within_each_command),
        cmocka_unit_test(every_row_has_arity_args_operands_and_examples),
        cmocka_unit_test(command_find_matches_exact_names_only),
        cmocka_unit_test(command_help_starts_with_the_synopsis),
        cmocka_unit_test(main_help_lists_every_command_with_its_summary),
    };

    return cmocka_run_group_tests_name("command", tests, NULL, NULL);
}
