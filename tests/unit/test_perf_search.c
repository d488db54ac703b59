/*
 * The perf engine's searches on probes (src/engine/perf.c, "probes")
 * against the same searches on full evaluations, written out here as
 * they stood before the probes (every concurrency, layout and budget
 * evaluated with gs_perf_eval): on a grid of built-in models (dense,
 * sliding-window, MoE with the EP search), GPUs, prompt and output
 * lengths, targets (none, TTFT, ITL, TPOT, both, tight and loose),
 * budget searched or fixed, serving profile, prefix caching,
 * speculative decoding and KV offload, at 1 to 8 GPUs, gs_perf_choose
 * and gs_perf_best_concurrency give bit for bit the exhaustive answer.
 *
 * And the roofline's shortcuts the probes use: expected_only leaves the
 * expected set as the full estimate's, totals_only through a prepared
 * layout (gs_roofline_estimate_prep) the totals, ttft_bounded's bounds hold the
 * full estimate's TTFT, and every other output is unchanged.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gs_test.h"
#include "defaults.h"
#include "embedded.h"
#include "fit.h"
#include "perf.h"
#include "roofline_defaults.h"
#include "units.h"

static const struct gs_model *model(const char *id)
{
    size_t i;

    for (i = 0; i < gs_builtin_catalog.n_models; i++)
        if (strcmp(gs_builtin_catalog.models[i].id, id) == 0)
            return &gs_builtin_catalog.models[i];
    fail_msg("no built-in model %s", id);
    return NULL;
}

static const struct gs_gpu *gpu(const char *id)
{
    size_t i;

    for (i = 0; i < gs_builtin_catalog.n_gpus; i++)
        if (strcmp(gs_builtin_catalog.gpus[i].id, id) == 0)
            return &gs_builtin_catalog.gpus[i];
    fail_msg("no built-in GPU %s", id);
    return NULL;
}

/* ---- the searches on full evaluations (perf.c before the probes) ---- */

static int ref_best_concurrency(const struct gs_perf_query *q, int64_t tp,
                                int64_t pp, int64_t dp, int64_t cap,
                                struct gs_perf_point *out, bool *found,
                                struct gs_error *err)
{
    struct gs_perf_point p;
    int64_t lo = 1, hi = cap;

    if (gs_perf_eval(q, tp, pp, dp, cap, NULL, out, err) < 0)
        return -1;
    *found = out->meets_targets;
    if (*found && q->kv_offload_host_bytes > 0.0 &&
        !(q->ttft_p99_s > 0.0) && !(q->itl_p99_s > 0.0)) {
        struct gs_perf_query h = *q;
        int64_t hbm;

        h.kv_offload_host_bytes = 0.0;
        if (gs_perf_capacity(&h, tp, pp, &hbm, err) < 0)
            return -1;
        if (hbm >= 1 && hbm * dp < cap) {
            if (gs_perf_eval(q, tp, pp, dp, hbm * dp, NULL, &p, err) < 0)
                return -1;
            if (p.expected.tokens_per_s > out->expected.tokens_per_s)
                *out = p;
        }
    }
    if (*found)
        return 0;
    if (gs_perf_eval(q, tp, pp, dp, 1, NULL, &p, err) < 0)
        return -1;
    *out = p;
    if (!p.meets_targets)
        return 0;
    *found = true;
    while (hi - lo > 1) {
        int64_t mid = lo + (hi - lo) / 2;

        if (gs_perf_eval(q, tp, pp, dp, mid, NULL, &p, err) < 0)
            return -1;
        if (p.meets_targets) {
            lo = mid;
            *out = p;
        } else {
            hi = mid;
        }
    }
    return 0;
}

static int ref_split_at(const struct gs_perf_query *q, int64_t tp,
                        int64_t pp, int64_t dp, int64_t concurrency,
                        struct gs_perf_point *out, struct gs_perf_choice *c,
                        bool *counted, struct gs_error *err)
{
    struct gs_perf_point p;
    int64_t cap;
    bool ok = true;

    if (gs_perf_capacity(q, tp, pp, &cap, err) < 0)
        return -1;
    if (!*counted)
        c->n_layouts++;
    *counted = true;
    if (cap * dp > c->max_concurrency)
        c->max_concurrency = cap * dp;
    if (cap < 1 || (!gs_unset_i64(concurrency) && cap * dp < concurrency))
        return 0;
    if (gs_unset_i64(concurrency)) {
        if (ref_best_concurrency(q, tp, pp, dp, cap * dp, &p, &ok, err) < 0)
            return -1;
    } else if (gs_perf_eval(q, tp, pp, dp, concurrency, NULL, &p, err) < 0) {
        return -1;
    }
    p.max_concurrency = cap * dp;
    if (!c->found || gs_perf_better(&p, out))
        *out = p;
    c->found = true;
    return 0;
}

static int ref_split(const struct gs_perf_query *q, int64_t tp, int64_t pp,
                     int64_t n_gpus, int64_t domain, int64_t fixed_pp,
                     int64_t concurrency, struct gs_perf_point *out,
                     struct gs_perf_choice *c, struct gs_error *err)
{
    struct gs_perf_query qc = *q;
    int64_t dp = n_gpus / (tp * pp);
    bool counted = false;
    int i;

    if (pp > q->model->n_layers ||
        (!gs_unset_i64(fixed_pp) && pp != fixed_pp) ||
        (gs_unset_i64(fixed_pp) && pp > 1 && tp * pp <= domain))
        return 0;
    if (!q->chunk_candidates || q->n_chunk_candidates < 1)
        return ref_split_at(q, tp, pp, dp, concurrency, out, c, &counted,
                            err);
    for (i = 0; i < q->n_chunk_candidates; i++) {
        qc.consts.prefill_chunk_tokens = q->chunk_candidates[i];
        if (ref_split_at(&qc, tp, pp, dp, concurrency, out, c, &counted,
                         err) < 0)
            return -1;
    }
    return 0;
}

static int ref_choose(const struct gs_perf_query *q, int64_t n_gpus,
                      int64_t concurrency, struct gs_perf_point *out,
                      struct gs_perf_choice *c, struct gs_error *err)
{
    int64_t domain = q->gpu->scale_up_domain_gpus > 0
                         ? q->gpu->scale_up_domain_gpus : 1;
    int64_t max_tp = q->gpu->scale_up_domain_gpus > 0 ? domain : n_gpus;
    int64_t tp, pp;

    memset(c, 0, sizeof(*c));
    memset(out, 0, sizeof(*out));
    if (q->ep == GS_PERF_EP_SEARCH && q->model->n_experts > 0) {
        struct gs_perf_query qe = *q;
        int64_t ep;

        qe.attn_dp = true;
        for (ep = 2; ep <= n_gpus && ep <= q->model->n_experts; ep++) {
            if (n_gpus % ep)
                continue;
            qe.ep = ep;
            if (ref_split(&qe, ep, 1, n_gpus, domain, 1, concurrency, out, c,
                          err) < 0)
                return -1;
        }
    }
    for (tp = 1; tp <= n_gpus && (tp == 1 || tp <= max_tp); tp++) {
        int64_t m = n_gpus / tp, d;

        if (n_gpus % tp || !gs_fit_tp_valid(q->model, tp) ||
            !gs_perf_link_ok(q->gpu, tp))
            continue;
        for (d = 1; d <= m / d; d++) {
            int64_t pair[2], k;

            if (m % d)
                continue;
            pair[0] = d;
            pair[1] = m / d;
            for (k = 0; k < (pair[1] == d ? 1 : 2); k++) {
                pp = pair[k];
                if (ref_split(q, tp, pp, n_gpus, domain, GS_UNSET_I64,
                              concurrency, out, c, err) < 0)
                    return -1;
            }
        }
    }
    return 0;
}

/* ---- comparing points ------------------------------------------------ */

static void same_metrics(const struct gs_perf_metrics *a,
                         const struct gs_perf_metrics *b, const char *what)
{
    if (memcmp(a, b, sizeof(*a)) != 0)
        fail_msg("%s: metrics differ (ttft_p99 %.17g vs %.17g, tokens/s "
                 "%.17g vs %.17g)", what, a->ttft_p99_s, b->ttft_p99_s,
                 a->tokens_per_s, b->tokens_per_s);
}

static void same_point(const struct gs_perf_point *a,
                       const struct gs_perf_point *b, const char *what)
{
    if (a->tp != b->tp || a->pp != b->pp || a->dp != b->dp ||
        a->ep != b->ep || a->attn_dp != b->attn_dp ||
        a->concurrency != b->concurrency ||
        a->prefill_chunk_tokens != b->prefill_chunk_tokens ||
        a->max_concurrency != b->max_concurrency ||
        a->meets_targets != b->meets_targets)
        fail_msg("%s: tp %lld/%lld pp %lld/%lld dp %lld/%lld ep %lld/%lld "
                 "C %lld/%lld budget %lld/%lld max C %lld/%lld meets %d/%d",
                 what, (long long)a->tp, (long long)b->tp, (long long)a->pp,
                 (long long)b->pp, (long long)a->dp, (long long)b->dp,
                 (long long)a->ep, (long long)b->ep,
                 (long long)a->concurrency, (long long)b->concurrency,
                 (long long)a->prefill_chunk_tokens,
                 (long long)b->prefill_chunk_tokens,
                 (long long)a->max_concurrency, (long long)b->max_concurrency,
                 a->meets_targets, b->meets_targets);
    same_metrics(&a->expected, &b->expected, what);
    same_metrics(&a->low, &b->low, what);
    same_metrics(&a->high, &b->high, what);
    if (a->prefill_load != b->prefill_load ||
        a->chunk_step_share != b->chunk_step_share ||
        a->rf.decode.total_s != b->rf.decode.total_s ||
        a->rf.prefill.total_s != b->rf.prefill.total_s ||
        memcmp(&a->rf.expected, &b->rf.expected, sizeof(a->rf.expected)))
        fail_msg("%s: rooflines differ", what);
}

/* ---- the grid -------------------------------------------------------- */

struct grid_case {
    const char *model, *gpu;
    int64_t prompt, output;
    double ttft_p99_s, itl_p99_s, tpot_s;  /* 0: none */
    bool search;            /* the budget searched (else the default) */
    bool profile;           /* vLLM's profile */
    double prefix_tokens, prefix_hit;
    int64_t draft_tokens;   /* MTP head */
    double kv_offload_gib;
};

static const struct grid_case cases[] = {
    /* the README's main job, and tighter and looser targets */
    { "llama-3.1-70b", "h100-sxm", 30720, 2048, 10.0, 0.1, 0, true, false,
      0, 0, 0, 0 },
    { "llama-3.1-70b", "a100-40gb-sxm", 30720, 2048, 10.0, 0.1, 0, true,
      false, 0, 0, 0, 0 },
    { "llama-3.1-70b", "l40s", 30720, 2048, 10.0, 0.1, 0, true, false, 0, 0,
      0, 0 },
    { "llama-3.1-70b", "b200", 30720, 2048, 2.0, 0.03, 0, true, false, 0, 0,
      0, 0 },
    { "llama-3.1-70b", "h100-sxm", 4000, 500, 1.0, 0.05, 0, true, true, 0, 0,
      0, 0 },
    /* short prompts: every budget holds the prompt (tokens/s ties) */
    { "llama-3.1-8b", "h100-sxm", 300, 200, 0.5, 0.02, 0, true, false, 0, 0,
      0, 0 },
    { "llama-3.1-8b", "rtx-5090", 900, 300, 0.0, 0.03, 0, true, true, 0, 0,
      0, 0 },
    { "llama-3.1-8b", "l40s", 6000, 400, 3.0, 0.0, 0, true, false, 0, 0, 0,
      0 },
    { "llama-3.1-8b", "a100-40gb-sxm", 12000, 800, 0.0, 0.0, 0.02, true,
      false, 0, 0, 0, 0 },
    /* no targets: the most tokens/s at the capacity */
    { "llama-3.1-8b", "h100-sxm", 8000, 1000, 0, 0, 0, false, true, 0, 0, 0,
      0 },
    /* sliding-window layers (monotone TTFT bounds) */
    { "gemma-2-27b", "h100-sxm", 7000, 500, 2.0, 0.05, 0, true, false, 0, 0,
      0, 0 },
    { "gemma-3-12b", "l40s", 20000, 1000, 8.0, 0.08, 0, true, true, 0, 0, 0,
      0 },
    /* MoE: the EP search */
    { "mixtral-8x7b", "h100-sxm", 6000, 600, 2.0, 0.05, 0, true, false, 0,
      0, 0, 0 },
    { "qwen3-30b-a3b", "a100-40gb-sxm", 10000, 1000, 5.0, 0.05, 0, true,
      false, 0, 0, 0, 0 },
    { "gpt-oss-20b", "rtx-5090", 16000, 1000, 6.0, 0.04, 0, true, true, 0, 0,
      0, 0 },
    /* long prompts, short answers: the prefill load rho = C x P / (O x
     * chunk) reaches 1 (an infinite p99 TTFT, decided without an
     * estimate) at C = 1 for the small budgets, inside the range for
     * the large ones; with EP and attention-DP (rho per rank) */
    { "llama-3.1-8b", "h100-sxm", 30000, 16, 5.0, 0.05, 0, true, false, 0,
      0, 0, 0 },
    { "llama-3.1-8b", "l40s", 12000, 40, 8.0, 0.0, 0, true, false, 0, 0, 0,
      0 },
    { "qwen3-30b-a3b", "h100-sxm", 20000, 64, 6.0, 0.05, 0, true, false, 0,
      0, 0, 0 },
    /* serving features */
    { "llama-3.1-8b", "h100-sxm", 12000, 500, 2.0, 0.03, 0, true, false,
      8000, 0.8, 0, 0 },
    { "llama-3.1-70b", "h100-sxm", 8000, 1000, 4.0, 0.06, 0, true, false, 0,
      0, 2, 0 },
    { "llama-3.1-8b", "l40s", 16000, 2000, 0.0, 0.0, 0, false, false, 0, 0,
      0, 64 },
    { "llama-3.1-8b", "l40s", 16000, 2000, 6.0, 0.05, 0, true, false, 0, 0,
      0, 64 },
};

static struct gs_perf_query query_of(const struct grid_case *k,
                                     struct gs_workload *w)
{
    const struct gs_model *m = model(k->model);
    const struct gs_gpu *g = gpu(k->gpu);
    struct gs_workload asked = GS_WORKLOAD_UNSET;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_perf_query q;

    asked.mode = GS_MODE_INFER;
    asked.ctx_tokens = k->prompt + k->output;
    asked.mem_util_frac = 0.9;
    assert_int_equal(gs_workload_settle(&asked, m, &gs_default_workload, w,
                                        &err), 0);
    q = (struct gs_perf_query){
        .model = m, .gpu = g, .work = w,
        .prompt_tokens = k->prompt, .output_tokens = k->output,
        .consts = gs_roofline_default_consts(g, GS_PREC_BF16),
        .compute_precision = GS_PREC_BF16,
        .ttft_p99_s = k->ttft_p99_s, .itl_p99_s = k->itl_p99_s,
        .tpot_mean_s = k->tpot_s, .max_batch = 1024,
        .prefix_tokens = k->prefix_tokens, .prefix_hit_rate = k->prefix_hit,
        .spec_draft_tokens = k->draft_tokens,
        .spec_accept_tokens = k->draft_tokens > 0 ? 1.8 : 0.0,
    };
    q.consts.prefill_chunk_tokens = w->prefill_chunk_tokens;
    if (m->n_experts > 0) {
        q.ep = GS_PERF_EP_SEARCH;
        q.attn_dp = true;
    }
    if (k->profile) {
        q.profile = gs_serving_profile(GS_SERVE_VLLM);
        q.consts.prefill_chunk_tokens = q.profile->max_batched_tokens;
    }
    if (k->kv_offload_gib > 0.0) {
        q.kv_offload_host_bytes = k->kv_offload_gib * GS_BYTES_PER_GIB;
        q.host_link_bw_bytes_per_s = gs_roofline_host_link_bw(g);
    }
    gs_perf_query_budget(&q, GS_UNSET_I64, k->search);
    return q;
}

/* With a memo (gs_perf_memo): one for the whole grid, never reset by
 * the test (the engine starts it over for each new question), counts
 * in both directions (so every count after the first reads it). */
static void choose_equals_the_exhaustive_search(void **state)
{
    static struct gs_perf_memo memo;
    size_t i;
    int64_t n, k;
    int compared = 0, found = 0, met = 0;

    (void)state;
    for (i = 0; i < 2 * sizeof(cases) / sizeof(cases[0]); i++) {
        struct gs_workload w;
        struct gs_perf_query q = query_of(&cases[i / 2], &w);

        if (i % 2)
            q.memo = &memo;
        for (k = 1; k <= 8; k++) {
            n = i % 4 == 3 ? 9 - k : k;
            struct gs_perf_point a, b;
            struct gs_perf_choice ca, cb;
            struct gs_error ea = GS_ERROR_INIT, eb = GS_ERROR_INIT;
            char what[160];
            int ra, rb;

            snprintf(what, sizeof(what), "%s on %s x%lld, %lld+%lld tokens%s",
                     cases[i / 2].model, cases[i / 2].gpu, (long long)n,
                     (long long)cases[i / 2].prompt,
                     (long long)cases[i / 2].output, q.memo ? ", memo" : "");
            ra = gs_perf_choose(&q, n, GS_UNSET_I64, GS_UNSET_I64,
                                GS_UNSET_I64, &a, &ca, &ea);
            rb = ref_choose(&q, n, GS_UNSET_I64, &b, &cb, &eb);
            assert_int_equal(ra, rb);
            if (ra < 0) {
                assert_string_equal(ea.msg, eb.msg);
                continue;
            }
            if (ca.found != cb.found || ca.n_layouts != cb.n_layouts ||
                ca.max_concurrency != cb.max_concurrency)
                fail_msg("%s: choice differs", what);
            if (ca.found)
                same_point(&a, &b, what);
            compared++;
            found += ca.found;
            met += ca.found && a.meets_targets;
            /* at a fixed concurrency too (the disaggregated decode pool's
             * and perf --concurrency's question) */
            if (ca.found && (n == 2 || n == 8)) {
                int64_t c = a.concurrency > 1 ? a.concurrency + 1 : 1;

                ra = gs_perf_choose(&q, n, GS_UNSET_I64, GS_UNSET_I64, c, &a,
                                    &ca, &ea);
                rb = ref_choose(&q, n, c, &b, &cb, &eb);
                assert_int_equal(ra, rb);
                if (ra == 0 && ca.found != cb.found)
                    fail_msg("%s at C %lld: choice differs", what,
                             (long long)c);
                if (ra == 0 && ca.found)
                    same_point(&a, &b, what);
            }
        }
    }
    /* the grid reaches every branch: found and not, met and missed */
    assert_true(compared > 200);
    assert_true(found > 0 && found < compared);
    assert_true(met > 0 && met < found);
}

static void best_concurrency_equals_the_bisection(void **state)
{
    size_t i;
    int64_t tp;

    (void)state;
    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        struct gs_workload w;
        struct gs_perf_query q = query_of(&cases[i], &w);

        gs_perf_query_budget(&q, q.consts.prefill_chunk_tokens, false);
        q.ep = 0;
        q.attn_dp = false;
        for (tp = 1; tp <= 8; tp *= 2) {
            struct gs_perf_point a, b;
            struct gs_error ea = GS_ERROR_INIT, eb = GS_ERROR_INIT;
            int64_t cap;
            bool fa, fb;

            if (!gs_fit_tp_valid(q.model, tp) ||
                gs_perf_capacity(&q, tp, 1, &cap, &ea) < 0 || cap < 1)
                continue;
            assert_int_equal(
                gs_perf_best_concurrency(&q, tp, 1, 2, 2 * cap, &a, &fa, &ea),
                0);
            assert_int_equal(ref_best_concurrency(&q, tp, 1, 2, 2 * cap, &b,
                                                  &fb, &eb), 0);
            assert_int_equal(fa, fb);
            b.max_concurrency = a.max_concurrency;
            same_point(&a, &b, cases[i].model);
        }
    }
}

/* ---- the roofline's shortcuts ---------------------------------------- */

static void shortcuts_keep_the_full_estimate(void **state)
{
    size_t i;
    int64_t c;
    int bounded = 0, prepared = 0;

    (void)state;
    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        struct gs_workload w;
        struct gs_perf_query q = query_of(&cases[i], &w);
        struct gs_roofline_prep prep;
        bool have_prep = false;
        int64_t chunk;

        for (chunk = 256; chunk <= 8192; chunk *= 2)
            for (c = 1; c <= 64; c *= 4) {
                struct gs_roofline_input in;
                struct gs_roofline_result full, fast;
                struct gs_error err = GS_ERROR_INIT;
                double t;

                q.consts.prefill_chunk_tokens = chunk;
                gs_perf_replica_input(&q, 1, 1, c, &in);
                if (gs_roofline_estimate(&in, &full, NULL, &err) < 0)
                    continue;
                in.expected_only = true;
                assert_int_equal(gs_roofline_estimate(&in, &fast, NULL, &err),
                                 0);
                assert_memory_equal(&fast.expected, &full.expected,
                                    sizeof(full.expected));
                assert_memory_equal(&fast.decode, &full.decode,
                                    sizeof(full.decode));
                assert_memory_equal(&fast.prefill, &full.prefill,
                                    sizeof(full.prefill));
                /* totals_only through a prepared layout (prepared at the
                 * first concurrency and budget, as perf's probes do) */
                {
                    struct gs_roofline_input lean = in;
                    struct gs_roofline_result tot;

                    lean.totals_only = true;
                    if (!have_prep) {
                        assert_int_equal(gs_roofline_prepare(&lean, &prep,
                                                             &err), 0);
                        have_prep = true;
                    }
                    assert_int_equal(gs_roofline_estimate_prep(
                                         &prep, &lean, &tot, NULL, &err), 0);
                    assert_true(tot.expected.ttft_s == full.expected.ttft_s);
                    assert_true(tot.expected.itl_s == full.expected.itl_s);
                    assert_true(tot.expected.request_s ==
                                full.expected.request_s);
                    assert_true(tot.expected.tokens_per_s ==
                                full.expected.tokens_per_s);
                    assert_true(tot.expected.tokens_per_s_per_gpu ==
                                full.expected.tokens_per_s_per_gpu);
                    assert_true(tot.decode.total_s == full.decode.total_s);
                    assert_true(tot.decode.time_s[GS_ROP_ATTENTION] ==
                                full.decode.time_s[GS_ROP_ATTENTION]);
                    assert_true(tot.prefill.total_s == full.prefill.total_s);
                    assert_true(tot.steps_per_request ==
                                full.steps_per_request);
                    lean.ttft_bounded = true;
                    assert_int_equal(gs_roofline_estimate_prep(
                                         &prep, &lean, &tot, NULL, &err), 0);
                    in.ttft_bounded = true;
                    assert_int_equal(gs_roofline_estimate(&in, &fast, NULL,
                                                          &err), 0);
                    assert_memory_equal(tot.ttft_bounds_s, fast.ttft_bounds_s,
                                        sizeof(tot.ttft_bounds_s));
                    assert_true(tot.expected.itl_s == fast.expected.itl_s);
                    prepared++;
                }
                assert_memory_equal(&fast.decode, &full.decode,
                                    sizeof(full.decode));
                assert_memory_equal(&fast.prefill, &full.prefill,
                                    sizeof(full.prefill));
                assert_true(fast.expected.itl_s == full.expected.itl_s);
                assert_true(fast.expected.tokens_per_s ==
                            full.expected.tokens_per_s);
                t = full.expected.ttft_s;
                if (!isnan(fast.expected.ttft_s)) {
                    /* at most GS_RF_TTFT_EXACT_CHUNKS chunks: exact */
                    assert_true(fast.expected.ttft_s == t);
                    continue;
                }
                bounded++;
                if (!(fast.ttft_bounds_s[0] <= t && t <= fast.ttft_bounds_s[1]))
                    fail_msg("%s chunk %lld C %lld: TTFT %.17g outside "
                             "[%.17g, %.17g]", cases[i].model,
                             (long long)chunk, (long long)c, t,
                             fast.ttft_bounds_s[0], fast.ttft_bounds_s[1]);
                /* and close: without sliding-window layers the chord
                 * and Jensen bounds of linear pieces, within 1%; with
                 * them the monotone bounds */
                if (q.model->n_sliding_layers == 0)
                    assert_true(fast.ttft_bounds_s[1] -
                                fast.ttft_bounds_s[0] <= 0.01 * t);
                else
                    assert_true(fast.ttft_bounds_s[1] -
                                fast.ttft_bounds_s[0] <= 0.5 * t);
            }
    }
    assert_true(bounded > 50);
    assert_true(prepared > 500);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(choose_equals_the_exhaustive_search),
        cmocka_unit_test(best_concurrency_equals_the_bisection),
        cmocka_unit_test(shortcuts_keep_the_full_estimate),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
