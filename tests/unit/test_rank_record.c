/*
 * rank's decision record and Pareto plot (gpusel/rank_record.h) from a
 * hand-built gs_rank_result: what each takes from the result (--top,
 * --hide-rejected, the flags' origins, the prices of the listed
 * candidates, the command line), the plot's points and its errors.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gs_test.h"

#include "candidate.h"
#include "rank_record.h"
#include "workload.h"

#define OUT_MAX 65536

static char text[OUT_MAX];

static const struct gs_price row_a = {
    .provider = "Acme", .instance = "a1.big", .n_gpus = 1,
    .usd_per_instance_hour = 2.0, .usd_per_gpu_hour = 2.0,
    .pricing = GS_PRICING_SPOT, .region = "eu-1", .source = "acme sheet",
};
static const struct gs_price row_b = {
    .provider = "Bolt|Cloud", .instance = "b<2>", .n_gpus = 2,
    .usd_per_instance_hour = 7.0, .usd_per_gpu_hour = 3.5,
    .pricing = GS_PRICING_ON_DEMAND,
};

struct fixture {
    struct gs_context ctx;
    struct gs_cost_question q;
    struct gs_cost_args a;
    struct gs_rank_candidate ranked[3], rejected[2];
    struct gs_rank_result r;
};

static void candidate(struct gs_rank_candidate *c, const char *label,
                      double cost, double ttft, const struct gs_price *row,
                      const char *as_of)
{
    memset(c, 0, sizeof(*c));
    snprintf(c->label, sizeof(c->label), "%s", label);
    c->n_gpus = row ? row->n_gpus : 1;
    c->row = row;
    c->price_as_of = as_of;
    c->price_age_days = as_of ? 30 : -1;
    c->costed = isfinite(cost);
    c->cost_per_output = cost;
    c->res.usd_total = cost * 100.0;
    c->res.n_terms = 2;
    c->res.terms[0] = (struct gs_cost_term){ "compute_usd", "GPU compute",
                                             cost * 80.0, 0.8 };
    c->res.terms[1] = (struct gs_cost_term){ "platform_labor_usd",
                                             "platform labour", cost * 20.0,
                                             0.2 };
    c->res.n_replicas = 2;
    c->ttft_p99_s = ttft;
    c->itl_p99_s = 0.03;
    c->tpot_mean_s = 0.02;
    c->prefill_chunk_tokens = 1024;
    c->hours_to_finish = NAN;
}

static struct fixture *fixture(void)
{
    struct fixture *f = calloc(1, sizeof(*f));

    assert_non_null(f);
    snprintf(f->ctx.today_text, sizeof(f->ctx.today_text), "2026-12-01");
    f->ctx.stale_after_days = 180;
    gs_candidate_args_unset(&f->a);
    f->a.model = "toy-1b";
    f->a.ttft_p99_s = 1.5;
    f->q = (struct gs_cost_question){
        .kind = GS_WKIND_REALTIME, .model_name = "toy-1b",
        .precision_text = "bf16", .prompt_tokens = 1000, .output_tokens = 200,
        .requests_per_s = 2.0, .peak_requests_per_s = 4.0,
        .acceptance_rate = 0.9, .retry_rate = 0.0, .ttft_p99_s = 1.5,
        .itl_p99_s = NAN, .period_hours = 730.0, .labor_hours = 0.0,
        .deadline_hours = NAN, .tokens = NAN, .assets = NAN,
        .requests = NAN, .prefill_chunk_tokens = GS_UNSET_I64,
        .kv_dtype = GS_DTYPE_UNSET,
    };
    candidate(&f->ranked[0], "toy x1 spot Acme", 1.0, 0.5, &row_a,
              "2026-11-01");
    candidate(&f->ranked[1], "toy x2 on-demand Bolt", 1.5, 0.3, &row_b,
              "2026-01-02");
    candidate(&f->ranked[2], "toy x1 owned", 2.0, 0.5, NULL, NULL);
    f->ranked[0].throughput_source = "roofline (perf engine)";
    f->ranked[1].throughput_source = "measured (the workload file's)";
    f->ranked[1].measured = true;
    f->ranked[1].basis = GS_BASIS_BENCHMARKED;
    f->ranked[1].price_stale = true;
    f->ranked[1].price_age_days = 333;
    for (size_t i = 0; i < 3; i++)
        f->ranked[i].rank = i + 1;
    candidate(&f->rejected[0], "toy x1 on-demand Acme", 0.8, 2.5, &row_a,
              "2026-11-01");
    f->rejected[0].reject = GS_RANK_MISSES_LATENCY;
    snprintf(f->rejected[0].reason, GS_RANK_REASON_MAX,
             "p99 TTFT 2.5 s > target 1.5 s");
    candidate(&f->rejected[1], "tiny x1", NAN, NAN, NULL, NULL);
    f->rejected[1].reject = GS_RANK_NO_FIT;
    snprintf(f->rejected[1].reason, GS_RANK_REASON_MAX, "does not fit");
    gs_rank_result_init(&f->r);
    f->r.ctx = &f->ctx;
    f->r.q = &f->q;
    f->r.args = &f->a;
    f->r.kind = GS_WKIND_REALTIME;
    f->r.cost_key = "usd_per_mtok";
    f->r.cost_unit = "USD per million accepted tokens";
    f->r.budget_usd = NAN;
    f->r.ranked = f->ranked;
    f->r.n_ranked = 3;
    f->r.rejected = f->rejected;
    f->r.n_rejected = 2;
    f->r.n_evaluated = 5;
    return f;
}

static int decision(const struct gs_rank_result *r, int argc,
                    const char *const *argv, struct gs_error *err)
{
    FILE *fp = tmpfile();
    size_t n;
    int rc;
    char cmd[GS_RANK_COMMAND_MAX];

    assert_non_null(fp);
    if (argv)
        gs_rank_command_line(cmd, sizeof(cmd), argc, argv);
    rc = gs_rank_decision_write(r, argv ? cmd : NULL, fp, err);
    rewind(fp);
    n = fread(text, 1, sizeof(text) - 1, fp);
    text[n] = '\0';
    fclose(fp);
    return rc;
}

static const char *find(const char *hay, const char *needle)
{
    const char *p = strstr(hay, needle);

    if (!p) {
        print_error("'%s' not found in:\n%s\n", needle, hay);
        fail();
    }
    return p;
}

static size_t count(const char *hay, const char *needle)
{
    size_t n = 0;

    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

static void record_lists_what_the_ranking_holds(void **state)
{
    struct fixture *f = fixture();
    struct gs_error err = GS_ERROR_INIT;
    const char *argv[] = { "rank", "--model", "toy-1b", "--fail-if",
                           "usd_per_mtok > 0.5", "it's" };

    (void)state;
    f->r.fail_if = "usd_per_mtok > 0.5";
    f->a.pricing = "spot";
    assert_int_equal(decision(&f->r, 6, argv, &err), 0);
    find(text, "# Decision record: toy-1b\n");
    find(text, "**Winner:** toy x1 spot Acme at 1.00 USD per million accepted "
               "tokens (3 ranked, 2 rejected).");
    /* Where each input came from. */
    find(text, "| model | toy-1b | --model |");
    find(text, "| precision | bf16 | default |");
    find(text, "| p99 time to first token at most | 1.5 s | --ttft-p99 |");
    find(text, "| fails the check when | usd\\_per\\_mtok \\> 0.5 | "
               "--fail-if |");
    find(text, "| PUE | 1.56 | Uptime Institute");
    find(text, "| pricing kind is | spot | --pricing |");
    find(text, "| GPUs considered | every priced GPU | default |");
    /* No labour term: its rate is not an assumption. */
    assert_null(strstr(text, "| labour rate |"));
    find(text, "| 3 | toy x1 owned | 2.00 | 200.00 | 0.5000 | - | 1 | 2 | "
               "0.03 | 0.02 | 1024 |");
    /* the prefill budget: searched, and where each row's is */
    find(text, "| prefill token budget | tested: searched per candidate over 512, "
               "1024, 2048, 4096 and 8192 tokens");
    find(text, "| toy x1 on-demand Acme | p99 TTFT 2.5 s \\> target 1.5 s |");
    find(text, "| tiny x1 | does not fit | - | - | - | - |");
    /* Prices: one line per offer, sorted, the stale one marked; the
     * owned candidate has none. */
    find(text, "| Acme a1.big eu-1, spot, 1 GPU | 2026-11-01 | 30 | no | "
               "2.00 | acme sheet |");
    find(text, "| Bolt\\|Cloud b\\<2\\>, on-demand, 2 GPUs | 2026-01-02 | "
               "333 | **yes** | 3.50 | - |");
    assert_int_equal(count(text, "| Acme a1.big"), 1);
    find(text, "**1 of 2 prices are stale**");
    /* The margin from the rows, and the winner's terms. */
    find(text, "| margin | 0.5000 USD per million accepted tokens, 33.3% "
               "below the runner-up |");
    find(text, "| GPU compute | 80.00 | 80.0% |");
    find(text, "\n```\ngpusel rank --model toy-1b --fail-if 'usd_per_mtok > "
               "0.5' 'it'\\''s' --format markdown --today 2026-12-01\n```\n");
    /* notes wrap at 80 columns (GS_DECISION_WRAP_COLUMNS) */
    find(text, "> The winner's throughput and latency are modelled "
               "(roofline");
    find(text, "engine)), not");
    find(text, "| 0.03 | 0.02 | 1024 | benchmarked | measured throughput; "
               "stale price |\n");
    free(f);
}

static void command_line_is_quoted_or_left_out(void **state)
{
    const char *argv[] = { "rank", "--workload", "my file.yaml", "" };
    char buf[64], tiny[16];

    (void)state;
    gs_rank_command_line(buf, sizeof(buf), 4, argv);
    assert_string_equal(buf, "gpusel rank --workload 'my file.yaml' ''");
    /* Too long for the buffer: nothing rather than a cut command. */
    gs_rank_command_line(tiny, sizeof(tiny), 4, argv);
    assert_string_equal(tiny, "");
    gs_rank_command_line(tiny, sizeof(tiny), 0, argv);
    assert_string_equal(tiny, "gpusel");
}

static void record_states_the_workloads_scope(void **state)
{
    struct fixture *f = fixture();
    struct gs_error err = GS_ERROR_INIT;
    const char *gpus[] = { "toy-24g", "toy-48g" };
    const char *providers[] = { "Acme", "Bolt|Cloud" };
    struct gs_workload_file file;

    (void)state;
    gs_workload_file_init(&file);
    file.candidates = (struct gs_name_list){ gpus, 2 };
    file.constraints.providers = (struct gs_name_list){ providers, 2 };
    f->r.file = &file;
    f->r.workload_path = "dir/w.yaml";
    assert_int_equal(decision(&f->r, 0, NULL, &err), 0);
    find(text, "# Decision record: w.yaml\n");
    find(text, "| GPUs considered | toy-24g, toy-48g | workload file |");
    find(text, "| provider is one of | Acme, Bolt\\|Cloud | workload file "
               "(constraints) |");
    assert_null(strstr(text, "region is"));
    free(f);
}

static void record_applies_top_and_hide_rejected(void **state)
{
    struct fixture *f = fixture();
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    f->r.top = 1;
    f->r.hide_rejected = true;
    assert_int_equal(decision(&f->r, 0, NULL, &err), 0);
    find(text, "(3 ranked, 2 rejected)");
    find(text, "2 more ranked candidates are not listed (--top)");
    find(text, "2 rejected candidates are not listed (--hide-rejected)");
    assert_null(strstr(text, "toy x2 on-demand Bolt |"));
    assert_null(strstr(text, "does not fit"));
    assert_null(strstr(text, "## Reproduce"));
    /* Only the listed candidate's price. */
    assert_null(strstr(text, "Bolt"));
    find(text, "No price is older than 180 days");
    free(f);
}

static void record_without_a_winner_says_so(void **state)
{
    struct fixture *f = fixture();
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    f->r.n_ranked = 0;
    assert_int_equal(decision(&f->r, 0, NULL, &err), 0);
    find(text, "**No candidate meets every criterion.** 2 were rejected");
    free(f);
}

static void a_rejection_without_reason_is_an_internal_error(void **state)
{
    struct fixture *f = fixture();
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    f->rejected[1].reason[0] = '\0';
    assert_int_equal(decision(&f->r, 0, NULL, &err), -1);
    assert_int_equal(err.code, GS_EINTERNAL);
    assert_string_equal(text, "");
    free(f);
}

/* Read path into text. */
static void slurp(const char *path)
{
    FILE *fp = fopen(path, "r");
    size_t n;

    assert_non_null(fp);
    n = fread(text, 1, sizeof(text) - 1, fp);
    text[n] = '\0';
    fclose(fp);
}

static void plot_draws_ranked_and_costed_rejected(void **state)
{
    struct fixture *f = fixture();
    struct gs_error err = GS_ERROR_INIT;
    char dir[] = "/tmp/gs-rank-plot-XXXXXX", path[64];

    (void)state;
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof(path), "%s/p.svg", dir);
    assert_int_equal(gs_rank_plot_write(&f->r, path, &err), 0);
    /* written, but in place only once the run commits its outputs */
    assert_int_equal(access(path, F_OK), -1);
    assert_int_equal(gs_context_outputs_commit(&f->ctx, &err), 0);
    slurp(path);
    find(text, "<title>gpusel rank: toy-1b</title>");
    find(text, ">p99 time to first token (s)</text>");
    find(text, ">USD per million accepted tokens</text>");
    /* Front: x2 (0.3 s, 1.5) and x1 spot (0.5 s, 1.0); owned (0.5 s,
     * 2.0) is dominated; the costed rejection is grey; the one that
     * does not fit has no point. */
    assert_int_equal(count(text, "<text class=\"label\""), 2);
    find(text, "<title>toy x1 owned</title>");
    find(text, "<title>toy x1 on-demand Acme</title>");
    assert_null(strstr(text, "tiny x1"));
    /* Costs 1..2 and TTFT 0.3..2.5 span less than 10x in cost: linear y
     * (ticks at 0, 0.5, ...), log x. */
    find(text, ">0</text>");
    unlink(path);
    rmdir(dir);
    free(f);
}

static void plot_errors_leave_nothing(void **state)
{
    struct fixture *f = fixture();
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    f->r.n_ranked = 0;
    f->r.n_rejected = 0;
    assert_int_equal(gs_rank_plot_write(&f->r, "/nonexistent/p.svg", &err),
                     -1);
    assert_int_equal(err.code, GS_EDOMAIN);
    f->r.n_ranked = 3;
    gs_error_clear(&err);
    assert_int_equal(gs_rank_plot_write(&f->r, "/nonexistent/p.svg", &err),
                     -1);
    assert_int_equal(err.code, GS_EIO);
    free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(record_lists_what_the_ranking_holds),
        cmocka_unit_test(command_line_is_quoted_or_left_out),
        cmocka_unit_test(record_states_the_workloads_scope),
        cmocka_unit_test(record_applies_top_and_hide_rejected),
        cmocka_unit_test(record_without_a_winner_says_so),
        cmocka_unit_test(a_rejection_without_reason_is_an_internal_error),
        cmocka_unit_test(plot_draws_ranked_and_costed_rejected),
        cmocka_unit_test(plot_errors_leave_nothing),
    };

    return cmocka_run_group_tests_name("rank_record", tests, NULL, NULL);
}
