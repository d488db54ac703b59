/*
 * The rank enumerator (src/plan/rank_enum.c, gs_rank_run) on the toy
 * catalogue of tests/fixtures/rank: which candidates it builds (GPU
 * counts, offers, MIG slices, API offers), every rejection code it
 * files, the total order of the ranked, the winner's cost and break-even
 * lines, the pin date, --budget, --allow-undated and named GPUs.  The
 * fixtures are read with the data layer; everything after is plan.
 *
 * Hand-computed winner (tests/fixtures/rank/rank-chat.yaml): rk-b and
 * rk-a serve 1000 output tokens/s per GPU (measured) = 10 requests/s of
 * 100 tokens; the peak is 15 requests/s, so 2 one-GPU units; rk-a spot
 * at $1.00 per GPU-hour for 730 h is 2 x 730 x 1.00 = $1460 (plus the
 * spot restart overhead, 0.02); the month's output is 5 requests/s x
 * 100 tokens x 3600 x 730 = 1314 million tokens: 1460 / 1314 = 1.1111
 * USD per million.
 */
#include "gs_test.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rank.h"
#include "rank_fixture.h"

#define FIX GS_RANK_FIX

struct fx {
    struct gs_rank_fixture base;    /* catalogue, prices, market */
    struct gs_workload_file file;
    struct gs_cost_args a;
    struct gs_cost_question q;
    struct gs_rank_ask ask;
    struct gs_rank_result r;
    const struct gs_gpu *gpus[16];
};

static int settle(void *user, const struct gs_gpu *g,
                  struct gs_cost_question *q, struct gs_error *err)
{
    struct fx *f = user;

    return gs_question_settle(&f->a, &f->file, g, q, err);
}

/* Load the fixtures, extra price files, pin; ask for rank-chat.yaml. */
static void load(struct fx *f, const char *workload, const char *extra,
                 int32_t pin)
{
    struct gs_error err = GS_ERROR_INIT;
    size_t i;

    memset(f, 0, sizeof(*f));
    gs_rank_fixture_load(&f->base, extra, pin);
    assert_int_equal(gs_workload_file_load(&f->file, &f->base.arena, workload,
                                           &f->base.res, &err), 0);
    gs_candidate_args_unset(&f->a);
    f->ask = (struct gs_rank_ask){
        .a = &f->a, .file = &f->file,
        .model = gs_dataset_find_model(&f->base.data, "rk-1b"),
        .prices = &f->base.pp, .budget_usd = GS_UNSET_F64,
        .settle = settle, .settle_user = f,
    };
    assert_non_null(f->ask.model);
    for (i = 0; i < f->file.candidates.n; i++)
        assert_non_null(f->gpus[i] = gs_dataset_find_gpu(
                            &f->base.data, f->file.candidates.items[i]));
    f->ask.gpus = f->gpus;
    f->ask.n_gpus = f->file.candidates.n;
    f->ask.explicit_gpus = true;
    gs_rank_result_init(&f->r);
}

static void run(struct fx *f)
{
    struct gs_error err = GS_ERROR_INIT;

    assert_int_equal(gs_rank_run(&f->ask, &f->q, &f->base.arena, &f->r,
                                 &err), 0);
}

static void unload(struct fx *f)
{
    gs_rank_fixture_release(&f->base);
    free(f);
}

static struct fx *fresh(void)
{
    struct fx *f = calloc(1, sizeof(*f));

    assert_non_null(f);
    return f;
}

static size_t count_reason(const struct gs_rank_result *r,
                           enum gs_rank_reject why)
{
    size_t i, n = 0;

    for (i = 0; i < r->n_rejected; i++)
        n += r->rejected[i].reject == why;
    return n;
}

static const struct gs_rank_candidate *find(const struct gs_rank_result *r,
                                            const char *label)
{
    size_t i;

    for (i = 0; i < r->n_ranked; i++)
        if (strcmp(r->ranked[i].label, label) == 0)
            return &r->ranked[i];
    for (i = 0; i < r->n_rejected; i++)
        if (strcmp(r->rejected[i].label, label) == 0)
            return &r->rejected[i];
    return NULL;
}

static void the_chat_workload_ranks_as_by_hand(void **state)
{
    struct fx *f = fresh();
    const struct gs_rank_candidate *w, *c;
    size_t i;

    (void)state;
    load(f, FIX "rank-chat.yaml", NULL, GS_PRICE_NO_PIN);
    run(f);
    assert_true(f->r.n_ranked > 0);
    w = &f->r.ranked[0];
    assert_string_equal(w->label, "rk-a x1 spot toycloud std.1x east");
    assert_int_equal(w->res.n_replicas, 2);
    assert_close(w->cost_per_output, 1460.0 / 1314.0, 1e-4);
    /* the total order: cost never falls down the list, ranks 1..n */
    for (i = 0; i < f->r.n_ranked; i++) {
        assert_int_equal(f->r.ranked[i].rank, i + 1);
        if (i)
            assert_true(gs_rank_cmp(&f->r.ranked[i - 1],
                                    &f->r.ranked[i]) < 0);
    }
    assert_int_equal(f->r.n_evaluated, f->r.n_ranked + f->r.n_rejected);
    /* every rejection the workload provokes, once at least */
    assert_int_equal(count_reason(&f->r, GS_RANK_NO_FIT), 1);  /* rk-tiny */
    assert_int_equal(count_reason(&f->r, GS_RANK_MISSES_LATENCY), 1);
    assert_true(count_reason(&f->r, GS_RANK_BREAKS_CONSTRAINT) >= 3);
    assert_non_null(c = find(&f->r, "rk-x x1"));           /* vendor */
    assert_int_equal(c->reject, GS_RANK_BREAKS_CONSTRAINT);
    assert_non_null(c = find(&f->r, "rk-m MIG 1g.10gb"));  /* a 1g slice */
    assert_true(c->is_mig);
    assert_close(c->mig_compute_frac, 1.0 / 7.0, 1e-12);
    assert_close(c->mig_memory_frac, 1.0 / 8.0, 1e-12);
    assert_non_null(c = find(&f->r,
                             "rk-a x1 on-demand othercloud other.1x west"));
    assert_int_equal(c->reject, GS_RANK_BREAKS_CONSTRAINT);  /* provider */
    /* the superseded January quote of the November row: $3.00 */
    assert_non_null(c = find(&f->r, "rk-a x1 on-demand toycloud std.1x east"));
    assert_non_null(c->quote);
    assert_close(c->quote->usd_per_gpu_hour, 3.0, 1e-12);
    assert_close(c->usd_total_at_superseded, 2.0 * 730.0 * 3.0, 1e-9);
    /* measured throughput, no measured latency: unknown, not "meets" */
    assert_true(w->measured);
    assert_true(w->latency_unknown);
    /* the model API serving rk-1b: 1000 prompt tokens at $1/M and 100
     * output at $2/M per request = $0.0012 per 100 output tokens */
    assert_non_null(c = find(&f->r, "api toyapi/rk-1b-chat"));
    assert_true(c->is_api);
    assert_int_equal(c->reject, GS_RANK_OK);
    assert_close(c->cost_per_output, 0.0012 / 100e-6, 1e-9);
    /* the winner's break-even lines against its other kinds, at the
     * throughput it was priced at (kept with it, not modelled again) */
    assert_true(f->r.why.n_breakeven > 0);
    assert_non_null(w->throughput);
    assert_true(w->throughput->measured);
    assert_close(w->throughput->unit_tokens_per_s, w->unit_tokens_per_s,
                 0.0);
    assert_int_equal(w->throughput->tp, w->tp);
    assert_null(find(&f->r, "rk-tiny x1")->throughput);   /* no fit */
    /* the question is left as asked */
    assert_ptr_equal(f->r.q, &f->q);
    assert_int_equal(f->q.kind, GS_WKIND_REALTIME);
    unload(f);
}

static void a_pin_prices_at_the_rows_standing_then(void **state)
{
    struct fx *f = fresh();
    const struct gs_rank_candidate *c;

    (void)state;
    load(f, FIX "rank-chat.yaml", NULL, gs_date_from_civil(2026, 6, 1));
    run(f);
    assert_non_null(c = find(&f->r, "rk-a x1 on-demand toycloud std.1x east"));
    assert_close(c->usd_per_gpu_hour, 3.0, 1e-12);      /* January's */
    assert_null(c->quote);
    /* the spot row is dated November: after the pin, not an offer */
    assert_null(find(&f->r, "rk-a x1 spot toycloud std.1x east"));
    unload(f);
}

static void a_budget_rejects_the_dearer(void **state)
{
    struct fx *f = fresh();
    size_t i;

    (void)state;
    load(f, FIX "rank-chat.yaml", NULL, GS_PRICE_NO_PIN);
    f->ask.budget_usd = 2000.0;
    run(f);
    assert_true(count_reason(&f->r, GS_RANK_OVER_BUDGET) > 0);
    for (i = 0; i < f->r.n_ranked; i++)
        assert_true(f->r.ranked[i].res.usd_total <= 2000.0);
    for (i = 0; i < f->r.n_rejected; i++)
        if (f->r.rejected[i].reject == GS_RANK_OVER_BUDGET)
            assert_true(f->r.rejected[i].res.usd_total > 2000.0);
    unload(f);
}

static void an_infinite_cost_is_never_ranked(void **state)
{
    struct fx *f = fresh();

    (void)state;
    load(f, FIX "rank-chat.yaml", NULL, GS_PRICE_NO_PIN);
    f->file.quality.acceptance_rate = 4.9e-324;   /* outputs / 2e323 */
    f->ask.no_api = true;
    run(f);
    assert_int_equal(f->r.n_ranked, 0);
    assert_true(count_reason(&f->r, GS_RANK_COST_NOT_FINITE) > 0);
    unload(f);
}

static void undated_rows_wait_for_allow_undated(void **state)
{
    struct fx *f = fresh();
    const char *label = "rk-a x1 on-demand toycloud old.1x east";
    const struct gs_rank_candidate *c;

    (void)state;
    load(f, FIX "rank-chat.yaml", FIX "rank-undated.yaml", GS_PRICE_NO_PIN);
    run(f);
    assert_non_null(c = find(&f->r, label));
    assert_int_equal(c->reject, GS_RANK_UNDATED_PRICE);
    assert_true(c->price_stale);
    unload(f);
    f = fresh();
    load(f, FIX "rank-chat.yaml", FIX "rank-undated.yaml", GS_PRICE_NO_PIN);
    f->ask.allow_undated = true;
    run(f);
    assert_non_null(c = find(&f->r, label));
    assert_int_equal(c->reject, GS_RANK_OK);
    assert_true(c->rank > 0);
    unload(f);
}

/* A measured rate does not make a model fit: rk-tiny, measured at 1000
 * tokens/s per GPU (on a bigger unit, say), still cannot hold rk-1b and
 * one 1100-token sequence, so it is does_not_fit, never a benchmarked
 * row; the measured rk-a and rk-b still rank as by hand. */
static void a_measurement_does_not_make_a_model_fit(void **state)
{
    struct fx *f = fresh();
    const struct gs_rank_candidate *c;
    size_t i;

    (void)state;
    load(f, FIX "rank-chat-tiny-measured.yaml", NULL, GS_PRICE_NO_PIN);
    run(f);
    assert_int_equal(count_reason(&f->r, GS_RANK_NO_FIT), 1);
    assert_non_null(c = find(&f->r, "rk-tiny x1"));
    assert_int_equal(c->reject, GS_RANK_NO_FIT);
    for (i = 0; i < f->r.n_ranked; i++)
        assert_null(strstr(f->r.ranked[i].label, "rk-tiny"));
    assert_close(f->r.ranked[0].cost_per_output, 1460.0 / 1314.0, 1e-4);
    unload(f);
}

static void a_named_gpu_without_offer_is_no_price(void **state)
{
    struct fx *f = fresh();
    const struct gs_gpu *nop;

    (void)state;
    load(f, FIX "rank-chat.yaml", NULL, GS_PRICE_NO_PIN);
    f->file.constraints.vendors.n = 0;
    assert_non_null(nop = gs_dataset_find_gpu(&f->base.data, "rk-nop"));
    f->gpus[0] = nop;
    f->ask.n_gpus = 1;
    f->ask.no_api = true;
    run(f);
    assert_int_equal(f->r.n_ranked, 0);
    assert_int_equal(count_reason(&f->r, GS_RANK_NO_PRICE), 1);
    /* not named: a GPU without an offer is left out, not rejected */
    unload(f);
    f = fresh();
    load(f, FIX "rank-chat.yaml", NULL, GS_PRICE_NO_PIN);
    f->gpus[0] = gs_dataset_find_gpu(&f->base.data, "rk-nop");
    f->ask.n_gpus = 1;
    f->ask.explicit_gpus = false;
    f->ask.no_api = true;
    run(f);
    assert_int_equal(f->r.n_evaluated, 0);
    unload(f);
}

static void a_run_past_its_deadline_misses_it(void **state)
{
    struct fx *f = fresh();
    const struct gs_rank_candidate *x3, *x4, *x1;

    (void)state;
    load(f, FIX "rank-train.yaml", NULL, GS_PRICE_NO_PIN);
    f->a.mfu = 0.5;
    f->a.pricing = "on-demand";
    run(f);
    assert_non_null(x3 = find(&f->r, "rk-a x3 on-demand toycloud std.1x east"));
    /* the training layout search (recomputation) holds the 1B run on one
     * rk-a: 402.6 hours, past the 200-hour deadline */
    assert_non_null(x1 = find(&f->r, "rk-a x1"));
    assert_int_equal(x1->reject, GS_RANK_MISSES_DEADLINE);
    assert_non_null(strstr(x1->reason, "402.6 hours to train > deadline 200"));
    assert_non_null(x4 = find(&f->r, "rk-a x4 on-demand toycloud std.1x east"));
    assert_true(x3->hours_to_finish <= 200.0);
    /* at a fixed MFU the run's hours fall as 1/n: 3 x h3 = 4 x h4 */
    assert_close(3.0 * x3->hours_to_finish, 4.0 * x4->hours_to_finish,
                 1e-2);
    /* the count after the first that meets the deadline, no further */
    assert_null(find(&f->r, "rk-a x5 on-demand toycloud std.1x east"));
    unload(f);
}

static void a_flag_count_prices_that_count_only(void **state)
{
    struct fx *f = fresh();
    size_t i;

    (void)state;
    load(f, FIX "rank-chat.yaml", NULL, GS_PRICE_NO_PIN);
    f->a.n_gpus = 2;
    run(f);
    for (i = 0; i < f->r.n_ranked; i++)
        if (!f->r.ranked[i].is_api)
            assert_int_equal(f->r.ranked[i].n_gpus, 2);
    /* --gpus other than 1: no MIG slice */
    assert_null(find(&f->r, "rk-m MIG 1g.10gb"));
    unload(f);
}

/*
 * Suspect API rows are never ranked and never dropped silently (issue
 * 16): oddapi's only row is suspect, so its offer is listed rejected as
 * suspect_price with the row's note; toyapi's newer suspect row does not
 * replace its good November row, which ranks at the hand-computed
 * $0.0012 per 100 output tokens as before.
 */
static void suspect_api_rows_are_shown_rejected(void **state)
{
    struct fx *f = fresh();
    const struct gs_rank_candidate *c;
    size_t i;

    (void)state;
    load(f, FIX "rank-chat.yaml", FIX "rank-suspect.yaml", GS_PRICE_NO_PIN);
    run(f);
    assert_non_null(c = find(&f->r, "api oddapi/rk-1b-cheap"));
    assert_int_equal(c->reject, GS_RANK_SUSPECT_PRICE);
    assert_non_null(strstr(c->reason, "input above output"));
    assert_int_equal(count_reason(&f->r, GS_RANK_SUSPECT_PRICE), 1);
    assert_non_null(c = find(&f->r, "api toyapi/rk-1b-chat"));
    assert_int_equal(c->reject, GS_RANK_OK);
    assert_close(c->cost_per_output, 0.0012 / 100e-6, 1e-9);
    for (i = 0; i < f->r.n_ranked; i++)
        assert_false(f->r.ranked[i].is_api && f->r.ranked[i].api->suspect);
    assert_string_equal(gs_rank_reject_name(GS_RANK_SUSPECT_PRICE),
                        "suspect_price");
    /* an API row with no date is not ranked either, unless asked: the
     * same $1/$2 prices as toyapi, so the same cost once allowed */
    assert_non_null(c = find(&f->r, "api toyapi/rk-1b-nodate"));
    assert_int_equal(c->reject, GS_RANK_UNDATED_PRICE);
    unload(f);
    f = fresh();
    load(f, FIX "rank-chat.yaml", FIX "rank-suspect.yaml", GS_PRICE_NO_PIN);
    f->ask.allow_undated = true;
    run(f);
    assert_non_null(c = find(&f->r, "api toyapi/rk-1b-nodate"));
    assert_int_equal(c->reject, GS_RANK_OK);
    assert_true(c->price_stale);
    assert_close(c->cost_per_output, 0.0012 / 100e-6, 1e-9);
    unload(f);
}

/* How many candidates (ranked and rejected) carry `part` in their label
 * and, when why is not GS_RANK_REJECT_COUNT, that rejection. */
static size_t count_label(const struct gs_rank_result *r, const char *part,
                          enum gs_rank_reject why)
{
    size_t i, n = 0;

    for (i = 0; i < r->n_ranked + r->n_rejected; i++) {
        const struct gs_rank_candidate *c =
            i < r->n_ranked ? &r->ranked[i] : &r->rejected[i - r->n_ranked];

        n += strstr(c->label, part) != NULL &&
             (why == GS_RANK_REJECT_COUNT || c->reject == why);
    }
    return n;
}

/*
 * Issue 16, tests/fixtures/rank/rank-formats.yaml: [bf16, fp8] weights x
 * [bf16, fp8] KV = 4 formats per GPU, each a candidate of its own.  Per
 * format, without a latency target the counts 1 and 2 are priced: rk-a
 * has 3 offers (toycloud on-demand and spot, othercloud) and owned = 8
 * candidates, rk-b 1 offer and owned = 4, rk-x 1 offer and owned = 4:
 * 16 x 4 = 64 GPU candidates, and the model API.  othercloud breaks the
 * providers constraint at both counts in every format (8), owned the
 * pricing constraint (3 GPUs x 2 counts x 4 formats = 24).
 */
static void each_accepted_format_is_a_candidate(void **state)
{
    struct fx *f = fresh();
    const struct gs_rank_candidate *c, *b;
    struct gs_rank_basis_mix mix;

    (void)state;
    load(f, FIX "rank-formats.yaml", NULL, GS_PRICE_NO_PIN);
    run(f);
    assert_int_equal(f->r.n_evaluated, 64 + 1);
    assert_int_equal(count_label(&f->r, " bf16 kv-bf16 ",
                                 GS_RANK_REJECT_COUNT), 16);
    assert_int_equal(count_label(&f->r, " bf16 kv-fp8 ",
                                 GS_RANK_REJECT_COUNT), 16);
    assert_int_equal(count_label(&f->r, " fp8 kv-bf16 ",
                                 GS_RANK_REJECT_COUNT), 16);
    assert_int_equal(count_label(&f->r, " fp8 kv-fp8 ",
                                 GS_RANK_REJECT_COUNT), 16);
    assert_int_equal(count_reason(&f->r, GS_RANK_BREAKS_CONSTRAINT),
                     8 + 24);
    assert_int_equal(count_label(&f->r, "othercloud",
                                 GS_RANK_BREAKS_CONSTRAINT), 8);
    assert_int_equal(count_label(&f->r, " owned",
                                 GS_RANK_BREAKS_CONSTRAINT), 24);
    /* the measurement is of the first formats: benchmarked there, at
     * 1000 tokens/s per GPU: 2 units for the 15 requests/s peak, 2 x 730
     * h x $2.00 / 1314 Mtok = 2.2222 USD/Mtok on toycloud on-demand */
    assert_non_null(c = find(&f->r, "rk-a x1 bf16 kv-bf16 on-demand "
                             "toycloud std.1x east"));
    assert_int_equal(c->basis, GS_BASIS_BENCHMARKED);
    assert_int_equal(c->weight_dtype, GS_DTYPE_BF16);
    assert_int_equal(c->kv_dtype, GS_DTYPE_BF16);
    assert_close(c->unit_tokens_per_s, 1000.0, 1e-12);
    assert_close(c->cost_per_output, 2.0 * 730.0 * 2.0 / 1314.0, 1e-9);
    /* rk-b, rk-a's twin, modelled x rk-a's measured / modelled: exactly
     * rk-a's measured rate, so the same cost at the same price */
    assert_non_null(b = find(&f->r, "rk-b x1 bf16 kv-bf16 on-demand "
                             "toycloud std.1x east"));
    assert_int_equal(b->basis, GS_BASIS_SCALED);
    assert_non_null(b->scaled_by);
    assert_string_equal(b->scaled_by->id, "rk-a");
    assert_close(b->unit_tokens_per_s, 1000.0, 1e-9);
    assert_close(b->cost_per_output, c->cost_per_output, 1e-9);
    assert_true(b->scale_ratio > 0.0 && isfinite(b->scale_ratio));
    /* rk-a's other formats are modelled, scaled by its own ratio */
    assert_non_null(c = find(&f->r, "rk-a x1 fp8 kv-fp8 on-demand "
                             "toycloud std.1x east"));
    assert_int_equal(c->basis, GS_BASIS_SCALED);
    assert_int_equal(c->weight_dtype, GS_DTYPE_FP8);
    assert_int_equal(c->kv_dtype, GS_DTYPE_FP8);
    assert_close(c->scale_ratio, b->scale_ratio, 1e-12);
    /* rk-x is another vendor's: modelled, not scaled */
    assert_non_null(c = find(&f->r, "rk-x x1 bf16 kv-bf16 on-demand "
                             "toycloud x.1x east"));
    assert_int_equal(c->basis, GS_BASIS_ESTIMATED);
    assert_null(c->scaled_by);
    assert_true(isnan(c->scale_ratio));
    /* the API is quoted */
    assert_non_null(c = find(&f->r, "api toyapi/rk-1b-chat"));
    assert_int_equal(c->basis, GS_BASIS_QUOTED);
    /* the mix: benchmarked and plain estimated side by side */
    gs_rank_basis_mix(&f->r, &mix);
    assert_true(mix.mixed);
    assert_non_null(mix.unscaled);
    assert_string_equal(mix.unscaled->id, "rk-x");
    assert_int_equal(mix.n_quoted, 1);
    assert_int_equal(mix.n_benchmarked + mix.n_scaled + mix.n_estimated +
                     mix.n_quoted, f->r.n_ranked);
    /* the winner's break-even lines, at its own formats */
    assert_true(f->r.why.n_breakeven > 0);
    /* the question is left as asked: both formats, first first */
    assert_int_equal(f->q.n_formats, 2);
    assert_int_equal(f->q.formats[0], GS_DTYPE_BF16);
    assert_int_equal(f->q.formats[1], GS_DTYPE_FP8);
    unload(f);
}

/*
 * Heterogeneous pools (tests/fixtures/rank/rank-hetero.yaml, prices plus
 * rank-hetero-prices.yaml; --prefill-gpu rk-a,rk-x): each rk-b offer
 * pairs with rk-a's offer at the same provider and region, never
 * rk-a's cheaper othercloud row ($1.50); the toycloud fast.1x unit
 * ($5.00 decode) pays (P x 2.00 + D x 5.00) / (P + D) per GPU-hour; rk-x
 * (Othercorp) pairs with no Toycorp GPU (breaks_constraint), and rk-a is
 * not paired with itself.
 */
static void hetero_pools_pair_offers_at_one_provider(void **state)
{
    struct fx *f = fresh();
    const struct gs_gpu *pre[2];
    size_t i, n_hetero = 0, n_fast = 0, n_vendor = 0;

    (void)state;
    load(f, FIX "rank-hetero.yaml", FIX "rank-hetero-prices.yaml",
         GS_PRICE_NO_PIN);
    assert_non_null(pre[0] = gs_dataset_find_gpu(&f->base.data, "rk-a"));
    assert_non_null(pre[1] = gs_dataset_find_gpu(&f->base.data, "rk-x"));
    f->ask.prefill_gpus = pre;
    f->ask.n_prefill_gpus = 2;
    run(f);
    for (i = 0; i < f->r.n_ranked; i++) {
        const struct gs_rank_candidate *c = &f->r.ranked[i];

        if (!c->prefill_gpu)
            continue;
        n_hetero++;
        assert_true(c->disagg);
        assert_string_equal(c->prefill_gpu->id, "rk-a");
        assert_string_equal(c->gpu_id, "rk-b");
        assert_int_equal(c->n_gpus, c->prefill_gpus + c->decode_gpus);
        if (c->pricing == GS_PRICING_OWNED) {
            assert_null(c->prefill_row);
            continue;
        }
        assert_non_null(c->prefill_row);
        assert_string_equal(c->prefill_row->provider, "toycloud");
        assert_string_equal(c->provider, "toycloud");
        assert_close(c->prefill_usd_per_gpu_hour, 2.0, 1e-12);
        if (strcmp(c->instance, "fast.1x") == 0) {
            n_fast++;
            assert_close(c->decode_usd_per_gpu_hour, 5.0, 1e-12);
            assert_close(c->usd_per_gpu_hour,
                         (2.0 * (double)c->prefill_gpus +
                          5.0 * (double)c->decode_gpus) /
                             (double)c->n_gpus, 1e-12);
            assert_non_null(strstr(c->label, "rk-a x"));
            assert_non_null(strstr(c->label, " P + rk-b x"));
        }
    }
    assert_true(n_hetero >= 2);       /* std.1x, fast.1x (and owned) */
    assert_int_equal(n_fast, 1);
    for (i = 0; i < f->r.n_rejected; i++) {
        const struct gs_rank_candidate *c = &f->r.rejected[i];

        if (c->prefill_gpu && c->reject == GS_RANK_BREAKS_CONSTRAINT)
            n_vendor++;
        assert_false(c->prefill_gpu && c->prefill_gpu == c->parent);
    }
    assert_int_equal(n_vendor, 3);    /* rk-x + rk-a, rk-x + rk-b,
                                       * rk-a + rk-x */
    unload(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_chat_workload_ranks_as_by_hand),
        cmocka_unit_test(suspect_api_rows_are_shown_rejected),
        cmocka_unit_test(a_pin_prices_at_the_rows_standing_then),
        cmocka_unit_test(a_budget_rejects_the_dearer),
        cmocka_unit_test(an_infinite_cost_is_never_ranked),
        cmocka_unit_test(undated_rows_wait_for_allow_undated),
        cmocka_unit_test(a_named_gpu_without_offer_is_no_price),
        cmocka_unit_test(a_measurement_does_not_make_a_model_fit),
        cmocka_unit_test(a_run_past_its_deadline_misses_it),
        cmocka_unit_test(a_flag_count_prices_that_count_only),
        cmocka_unit_test(each_accepted_format_is_a_candidate),
        cmocka_unit_test(hetero_pools_pair_offers_at_one_provider),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
