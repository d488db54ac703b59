/*
 * The decision record (gpusel/decision.h) and the Markdown escaping it
 * relies on (gpusel/markdown.h): the sections and their order, the
 * margin and term shares computed from the rows, every check that
 * refuses a record before writing a byte, and file-sourced strings that
 * try to break the document.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "decision.h"
#include "decision_defaults.h"
#include "markdown.h"

#define OUT_MAX 65536

/* Run f on a temporary file and return what it wrote (static buffer). */
struct capture {
    char text[OUT_MAX];
    int rc;
    struct gs_error err;
};

static void capture_decision(struct capture *c, const struct gs_decision *d)
{
    FILE *fp = tmpfile();
    size_t n;

    assert_non_null(fp);
    c->err = (struct gs_error)GS_ERROR_INIT;
    c->rc = gs_decision_write(d, fp, &c->err);
    rewind(fp);
    n = fread(c->text, 1, sizeof(c->text) - 1, fp);
    c->text[n] = '\0';
    fclose(fp);
}

static const char *md_text(const char *s)
{
    static char buf[1024];
    FILE *fp = tmpfile();
    size_t n;

    assert_non_null(fp);
    gs_md_put_text(fp, s);
    rewind(fp);
    n = fread(buf, 1, sizeof(buf) - 1, fp);
    buf[n] = '\0';
    fclose(fp);
    return buf;
}

static const struct gs_decision_item inputs[] = {
    { "workload", "examples/workload-chat.yaml", 0, NULL, "--workload" },
    { "requests per second", NULL, 12, "requests/s", "workload file" },
};
static const struct gs_decision_item criteria[] = {
    { "p99 TTFT", NULL, 1.5, "s", "workload file" },
};
static const struct gs_decision_row ranked[] = {
    { "h100-sxm x1, spot, A", 1.0, 100.0, 0.5, "2026-11-01", NULL, NULL },
    { "a100 x2, on-demand, B", 1.25, 125.0, 0.9, "2026-01-02", NULL, NULL },
};
static const struct gs_decision_row rejected[] = {
    { "l4 x1, on-demand, C", NAN, NAN, NAN, NULL,
      "does not fit: needs 21 GiB, has 20", NULL },
};
static const struct gs_decision_price prices[] = {
    { "A spot", "2026-11-01", 30, false, 2.0, "sheet" },
    { "B on-demand", "2026-01-02", 333, true, 3.5, NULL },
};
static const struct gs_decision_term terms[] = {
    { "storage", 5.0 }, { "GPU compute", 60.0 }, { "labour", 30.0 },
    { "network", 5.0 },
};

static struct gs_decision sample(void)
{
    return (struct gs_decision){
        .title = "workload-chat.yaml",
        .command = "gpusel rank --workload examples/workload-chat.yaml "
                   "--format markdown",
        .today = "2026-12-01",
        .stale_after_days = 180,
        .cost_unit = "USD per million accepted tokens",
        .time_label = "p99 TTFT (s)",
        .inputs = inputs, .n_inputs = GS_ARRAY_SIZE(inputs),
        .criteria = criteria, .n_criteria = GS_ARRAY_SIZE(criteria),
        .ranked = ranked, .n_ranked = GS_ARRAY_SIZE(ranked),
        .rejected = rejected, .n_rejected = GS_ARRAY_SIZE(rejected),
        .prices = prices, .n_prices = GS_ARRAY_SIZE(prices),
        .winner_terms = terms, .n_winner_terms = GS_ARRAY_SIZE(terms),
        .tie_break = "GPU count, then price, then name",
    };
}

/* Where `needle` starts in `hay`, failing the test when absent. */
static const char *find(const char *hay, const char *needle)
{
    const char *p = strstr(hay, needle);

    if (!p) {
        print_error("'%s' not found in:\n%s\n", needle, hay);
        fail();
    }
    return p;
}

static void sections_come_in_the_documented_order(void **state)
{
    struct gs_decision d = sample();
    struct capture *c = malloc(sizeof(*c));
    static const char *const order[] = {
        "# Decision record: workload-chat.yaml\n",
        "**Winner:** h100-sxm x1, spot, A at 1.00 USD per million",
        "## Inputs", "## Assumptions", "## Acceptance criteria",
        "## Ranked candidates", "## Rejected candidates",
        "## Why the winner wins", "## Prices", "## Reproduce",
    };
    const char *at;

    (void)state;
    capture_decision(c, &d);
    assert_int_equal(c->rc, 0);
    at = c->text;
    for (size_t i = 0; i < GS_ARRAY_SIZE(order); i++)
        at = find(at, order[i]);
    /* An empty list says so rather than vanishing. */
    find(find(c->text, "## Assumptions"), "\nnone\n");
    free(c);
}

static void rows_carry_rank_reason_and_price_date(void **state)
{
    struct gs_decision d = sample();
    struct capture *c = malloc(sizeof(*c));

    (void)state;
    capture_decision(c, &d);
    assert_int_equal(c->rc, 0);
    find(c->text, "| 1 | h100-sxm x1, spot, A | 1.00 | 100.00 | 0.5000 | "
                  "2026-11-01 | - |\n");
    find(c->text, "| 2 | a100 x2, on-demand, B | 1.25 |");
    find(c->text, "| l4 x1, on-demand, C | does not fit: needs 21 GiB, has "
                  "20 | - | - | - | - |\n");
    find(c->text, "| B on-demand | 2026-01-02 | 333 | **yes** | 3.50 | - |");
    find(c->text, "**1 of 2 prices are stale**: 1 older than 180 days on "
                  "2026-12-01.\n> Check each");
    free(c);
}

static void undated_prices_are_counted_apart(void **state)
{
    struct gs_decision d = sample();
    struct gs_decision_price p[2] = { prices[0], prices[1] };
    struct capture *c = malloc(sizeof(*c));

    (void)state;
    p[0].as_of = "undated";
    p[0].age_days = -1;
    p[0].stale = true;
    d.prices = p;
    capture_decision(c, &d);
    assert_int_equal(c->rc, 0);
    find(c->text, "| A spot | undated | - | **yes** |");
    find(c->text, "**2 of 2 prices are stale**: 1 older than 180 days on "
                  "2026-12-01, 1 undated (the source gives no date).");
    free(c);
}

static void margin_and_terms_follow_from_the_rows(void **state)
{
    struct gs_decision d = sample();
    struct capture *c = malloc(sizeof(*c));
    const char *t;

    (void)state;
    capture_decision(c, &d);
    assert_int_equal(c->rc, 0);
    /* (1.25 - 1.00) / 1.25 = 20% */
    find(c->text, "| margin | 0.2500 USD per million accepted tokens, "
                  "20.0% below the runner-up |");
    /* Largest first, three of them; storage and network tie at 5 and
     * the earlier (storage) wins; shares of 100 USD. */
    t = find(c->text, "| GPU compute | 60.00 | 60.0% |");
    t = find(t, "| labour | 30.00 | 30.0% |");
    t = find(t, "| storage | 5.00 | 5.0% |");
    assert_null(strstr(c->text, "| network |"));
    free(c);
}

static void a_tie_says_how_it_was_broken(void **state)
{
    struct gs_decision d = sample();
    struct gs_decision_row tied[2] = { ranked[0], ranked[0] };
    struct capture *c = malloc(sizeof(*c));

    (void)state;
    tied[1].candidate = "h100-sxm x1, spot, Z";
    d.ranked = tied;
    capture_decision(c, &d);
    assert_int_equal(c->rc, 0);
    find(c->text, "| margin | none: a tie |");
    find(c->text, "| ties broken by | GPU count, then price, then name |");
    free(c);
}

static void no_ranked_candidate_is_said_plainly(void **state)
{
    struct gs_decision d = sample();
    struct capture *c = malloc(sizeof(*c));

    (void)state;
    d.n_ranked = 0;
    capture_decision(c, &d);
    assert_int_equal(c->rc, 0);
    find(c->text, "**No candidate meets every criterion.** 1 were rejected");
    find(c->text, "No candidate is ranked: there is no winner.");
    free(c);
}

static void hidden_rows_are_counted(void **state)
{
    struct gs_decision d = sample();
    struct capture *c = malloc(sizeof(*c));

    (void)state;
    d.n_rejected = 0;
    d.n_rejected_hidden = 1;
    d.n_hidden = 4;
    capture_decision(c, &d);
    assert_int_equal(c->rc, 0);
    find(c->text, "(6 ranked, 1 rejected)");
    find(c->text, "4 more ranked candidates are not listed (--top)");
    find(c->text, "1 rejected candidates are not listed (--hide-rejected)");
    assert_null(strstr(c->text, "does not fit"));
    free(c);
}

/* Each broken record fails with GS_EINTERNAL and writes nothing. */
static void expect_refused(struct gs_decision *d, const char *msg_part)
{
    struct capture *c = malloc(sizeof(*c));

    capture_decision(c, d);
    assert_int_equal(c->rc, -1);
    assert_int_equal(c->err.code, GS_EINTERNAL);
    assert_string_equal(c->text, "");
    if (!strstr(c->err.msg, msg_part)) {
        print_error("message '%s' lacks '%s'\n", c->err.msg, msg_part);
        fail();
    }
    free(c);
}

static void a_rejection_without_reason_is_refused(void **state)
{
    struct gs_decision d = sample();
    struct gs_decision_row r = rejected[0];

    (void)state;
    r.reason = "";
    d.rejected = &r;
    expect_refused(&d, "has no reason");
}

static void a_price_without_date_is_refused(void **state)
{
    struct gs_decision d = sample();
    struct gs_decision_price p = prices[0];

    (void)state;
    p.as_of = NULL;
    d.prices = &p;
    d.n_prices = 1;
    expect_refused(&d, "has no date");
}

static void an_unsorted_ranking_is_refused(void **state)
{
    struct gs_decision d = sample();
    struct gs_decision_row r[2] = { ranked[1], ranked[0] };

    (void)state;
    d.ranked = r;
    expect_refused(&d, "costs less than");
}

static void other_bugs_are_refused(void **state)
{
    struct gs_decision d = sample();
    struct gs_decision_row r = ranked[0];
    struct gs_decision_term t = { "x", -1.0 };

    (void)state;
    r.cost_per_output = NAN;
    d.ranked = &r;
    d.n_ranked = 1;
    expect_refused(&d, "has no cost");
    r.cost_per_output = INFINITY;
    expect_refused(&d, "is infinite");
    d = sample();
    d.winner_terms = &t;
    d.n_winner_terms = 1;
    expect_refused(&d, "term 1");
    d = sample();
    d.today = NULL;
    expect_refused(&d, "required");
    d = sample();
    d.stale_after_days = 0;
    expect_refused(&d, "threshold");
}

/* Every occurrence of s in text has a backslash before it. */
static void only_escaped(const char *text, const char *s)
{
    for (const char *p = strstr(text, s); p; p = strstr(p + 1, s))
        if (p == text || p[-1] != '\\') {
            print_error("unescaped '%s' at: %.40s\n", s, p);
            fail();
        }
}

static void file_strings_cannot_break_the_document(void **state)
{
    struct gs_decision d = sample();
    struct gs_decision_row r = rejected[0];
    struct gs_decision_item in = { "note", "<img src=x onerror=alert(1)>",
                                   0, NULL, "[link](javascript:x)" };
    struct capture *c = malloc(sizeof(*c));
    const char *p;
    int pipes = 0;

    (void)state;
    r.candidate = "evil|gpu`code`\x1b[31m";
    r.reason = "line one\n# heading\r\n| a | b |";
    d.rejected = &r;
    d.inputs = &in;
    d.n_inputs = 1;
    d.title = "t\n# injected";
    d.command = "echo ```\nrm -rf /";
    capture_decision(c, &d);
    assert_int_equal(c->rc, 0);
    only_escaped(c->text, "<img");
    assert_null(strstr(c->text, "\x1b"));
    assert_null(strstr(c->text, "\n# injected"));
    assert_null(strstr(c->text, "\n# heading"));
    find(c->text, "\\<img src=x onerror=alert(1)\\>");
    find(c->text, "\\[link\\](javascript:x)");
    /* The rejected row stays one row of 6 cells: 7 unescaped pipes. */
    p = find(c->text, "| evil\\|gpu\\`code\\`\\x1b\\[31m | line one "
                      "\\# heading  \\| a \\| b \\| |");
    for (; *p && *p != '\n'; p++)
        pipes += *p == '|' && p[-1] != '\\';
    assert_int_equal(pipes, 7);
    /* The command's fence is longer than its backtick run. */
    find(c->text, "\n````\necho ```\nrm -rf /\n````\n");
    free(c);
}

static void markdown_text_escapes_markup_and_controls(void **state)
{
    (void)state;
    assert_string_equal(md_text("a|b"), "a\\|b");
    assert_string_equal(md_text("<b>&amp;"), "\\<b\\>\\&amp;");
    assert_string_equal(md_text("*x* _y_ ~z~"), "\\*x\\* \\_y\\_ \\~z\\~");
    assert_string_equal(md_text("a\tb\nc"), "a b c");
    assert_string_equal(md_text("\x01\x7f"), "\\x01\\x7f");
    assert_string_equal(md_text("\xc2\x85"), "\\u0085");
    assert_string_equal(md_text("\xff"), "\\xff");
    assert_string_equal(md_text("caf\xc3\xa9 80 GiB"), "caf\xc3\xa9 80 GiB");
    assert_string_equal(md_text(NULL), "");
}

static void cost_defaults_carry_value_and_source(void **state)
{
    struct gs_decision_item items[32];
    size_t n = gs_decision_cost_defaults(items, GS_ARRAY_SIZE(items));

    (void)state;
    assert_true(n >= 8 && n <= GS_ARRAY_SIZE(items));
    assert_int_equal(gs_decision_cost_defaults(NULL, 0), n);
    for (size_t i = 0; i < n; i++) {
        assert_non_null(items[i].name);
        assert_non_null(items[i].source);
        assert_null(items[i].value);
        assert_true(isfinite(items[i].number));
    }
    assert_string_equal(items[0].name, "PUE");
    assert_true(fabs(items[0].number - 1.56) < 1e-12);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sections_come_in_the_documented_order),
        cmocka_unit_test(rows_carry_rank_reason_and_price_date),
        cmocka_unit_test(undated_prices_are_counted_apart),
        cmocka_unit_test(margin_and_terms_follow_from_the_rows),
        cmocka_unit_test(a_tie_says_how_it_was_broken),
        cmocka_unit_test(no_ranked_candidate_is_said_plainly),
        cmocka_unit_test(hidden_rows_are_counted),
        cmocka_unit_test(a_rejection_without_reason_is_refused),
        cmocka_unit_test(a_price_without_date_is_refused),
        cmocka_unit_test(an_unsorted_ranking_is_refused),
        cmocka_unit_test(other_bugs_are_refused),
        cmocka_unit_test(file_strings_cannot_break_the_document),
        cmocka_unit_test(markdown_text_escapes_markup_and_controls),
        cmocka_unit_test(cost_defaults_carry_value_and_source),
    };

    return cmocka_run_group_tests_name("decision", tests, NULL, NULL);
}
