/*
 * gpusel rank: every candidate of a cost question (GPU type x count x
 * layout x pricing kind x offer, MIG slices, model-API offers) priced
 * with candidate.h, the feasible ones ranked by cost per accepted
 * output, the others rejected with a reason; why the winner wins; and
 * the procurement gates --fail-if and --budget.  The command loads (the
 * workload and bench files once, the model, the prices), plan decides
 * (gs_rank_run, src/plan/rank_enum.c; the order in src/plan/rank.c),
 * the views print (rank_view.c, rank_decision.c, rank_plot.c);
 * docs/commands/rank.md documents it.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ascii.h"
#include "candidate.h"
#include "command.h"
#include "condition.h"
#include "cost.h"
#include "defaults.h"
#include "rank.h"
#include "rank_record.h"
#include "resolve.h"
#include "units.h"
#include "cost_question.h"
#include "emit.h"
#include "banned.h"

#define RANK_LIMIT_TOP 1000000
#define RANK_MAX_BUDGET_USD 1e15
/* The longest one-line reason of a failed gate. */
#define RANK_LINE_MAX 1024

struct rank_args {
    struct gs_cost_args cost;
    int64_t top;
    bool hide_rejected, no_mig, no_api, allow_undated, no_disagg;
    const char *fail_if, *plot, *emit;
    double budget_usd;
};

/* --emit: the engines with launch lines; dynamo serves disaggregated
 * only. */
static const char *const rank_emit_engines[] = { "vllm", "sglang", "trtllm",
                                                 "dynamo", NULL };

#define R struct rank_args
const struct gs_option gs_rank_options[] = {
    GS_OPT_STRING(R, "workload", cost.workload, "<file>",
                  "a workload file (gpusel help workload); flags override it"),
    GS_OPT_STRING(R, "gpu", cost.gpu, "<gpu>",
                  "only this GPU (default: every priced GPU, or the "
                  "workload's candidates)"),
    GS_OPT_INT64(R, "gpus", cost.n_gpus, "<n>",
                 "only units of this many GPUs (default: the fewest that "
                 "hold the workload, and larger counts that meet targets)",
                 1, GS_MAX_SEARCH_GPUS),
    GS_OPT_CHOICE(R, "pricing", cost.pricing, "<kind>",
                  "only this pricing kind (default: every kind)",
                  gs_pricing_names),
    GS_OPT_STRING(R, "provider", cost.provider, "<name>",
                  "only this provider's offers (case ignored)"),
    GS_OPT_STRING(R, "region", cost.region, "<name>",
                  "only offers in this region (case ignored)"),
    GS_OPT_STRING(R, "instance", cost.instance, "<name>",
                  "only this instance's offers (case ignored)"),
    GS_COST_QUESTION_OPTIONS(R, cost.),
    GS_EP_OPTION(R, cost.),
    GS_OPT_STRING(R, "api", cost.api, "<provider/model>",
                  "only this model-API offer (default: every API that "
                  "serves the model)"),
    GS_OPT_FLAG(R, "no-api", no_api, "leave model-API offers out"),
    GS_OPT_FLAG(R, "no-mig", no_mig, "leave MIG slices out"),
    GS_OPT_FLAG(R, "no-disagg", no_disagg,
                "leave disaggregated prefill/decode pools out"),
    GS_OPT_CHOICE(R, "emit", emit, "<engine>",
                  "also print launch lines: the best GPU row's (vllm, "
                  "sglang, trtllm), the best disaggregated row's and the "
                  "best heterogeneous pair's (sglang, dynamo)",
                  rank_emit_engines),
    GS_OPT_FLAG(R, "allow-undated", allow_undated,
                "rank offers whose price row has no date (flagged stale; "
                "default: rejected as undated_price)"),
    GS_OPT_INT64(R, "top", top, "<n>",
                 "list only the best n ranked and first n rejected", 1,
                 RANK_LIMIT_TOP),
    GS_OPT_FLAG(R, "hide-rejected", hide_rejected,
                "leave the rejected candidates out of the report"),
    GS_OPT_STRING(R, "fail-if", fail_if, "<expr>",
                  "exit 1 if the winner meets this condition "
                  "('usd_per_mtok > 0.50'; docs/conditions.md)"),
    GS_OPT_DOUBLE(R, "budget", budget_usd, "<usd>",
                  "reject candidates whose usd_total is above this; exit "
                  "1 if none is left", 0.0, RANK_MAX_BUDGET_USD),
    GS_OPT_STRING(R, "plot", plot, "<file.svg>",
                  "also write cost per accepted output against latency or "
                  "time to finish as SVG: the Pareto front highlighted, "
                  "APIs as lines at their cost, the winner marked "
                  "(docs/decision-record.md)"),
    GS_OPT_END(),
};
#undef R

/* A launch line into r (arena copies). */
static int add_launch(struct gs_rank_result *r, struct gs_arena *arena,
                      const char *role, const char *label, const char *line,
                      struct gs_error *err)
{
    const char *a = gs_arena_strdup(arena, role);
    const char *b = gs_arena_strdup(arena, label);
    const char *c = gs_arena_strdup(arena, line);

    if (!a || !b || !c)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (r->n_launch == GS_RANK_MAX_LAUNCH)
        return 0;
    r->launch_role[r->n_launch] = a;
    r->launch_for[r->n_launch] = b;
    r->launch_line[r->n_launch++] = c;
    return 0;
}

/*
 * The launch lines of disaggregated row d (sglang or dynamo) into r: the
 * prefill server(s), the decode server(s) and the router or frontend,
 * each role with its count.  A heterogeneous row (d->prefill_gpu set)
 * gives each pool its own layout (the prefill instance's tp and pp, the
 * decode replica's) and each role the GPU type whose nodes run it; the
 * router or frontend needs no GPU and is placed on the decode pool, which
 * takes the client's stream (docs/commands/rank.md, "Launch lines").
 */
static int disagg_launch(struct gs_rank_result *r, bool dynamo,
                         const char *ref, const struct gs_rank_candidate *d,
                         struct gs_arena *arena, struct gs_error *err)
{
    const char *names[GS_EMIT_DISAGG_LINES];
    char lines[GS_EMIT_DISAGG_LINES][GS_EMIT_LINE_MAX];
    bool hetero = d->prefill_gpu != NULL;
    int64_t prefill_pp = hetero && d->prefill_pp > 0 ? d->prefill_pp : d->pp;
    /* an EP group's data-parallel replicas are servers */
    int64_t servers = d->decode_replicas *
                      (d->ep > 1 && d->dp > 1 ? d->dp : 1);
    size_t i;

    if (gs_emit_disagg_launch(dynamo, ref, d->prefill_tp, prefill_pp, d->tp,
                              d->pp, d->dp, d->ep, d->attn_dp, names, lines,
                              err) < 0)
        return -1;
    for (i = 0; i < GS_EMIT_DISAGG_LINES; i++) {
        /* the prefill and decode servers: how many of each */
        bool prefill = dynamo ? i == 1 : i == 0;
        bool decode = dynamo ? i == 2 : i == 1;
        int64_t k = prefill ? d->prefill_instances : decode ? servers : 0;
        char role[96];
        int n;

        if (k > 0)
            n = snprintf(role, sizeof(role), "%s x%lld", names[i],
                         (long long)k);
        else
            n = snprintf(role, sizeof(role), "%s", names[i]);
        if (hetero && n >= 0 && (size_t)n < sizeof(role))
            snprintf(role + n, sizeof(role) - (size_t)n, " on %s",
                     prefill ? d->prefill_gpu->id : d->gpu_id);
        if (add_launch(r, arena, role, d->label, lines[i], err) < 0)
            return -1;
    }
    return 0;
}

/*
 * --emit: the launch line of the best aggregated GPU row (vllm, sglang,
 * trtllm; an EP layout points at gpusel perf, which prints its flags)
 * and the launch lines of the best disaggregated row on one GPU type and
 * of the best heterogeneous row (sglang, dynamo), into r
 * (docs/commands/rank.md, "Launch lines").
 */
static int rank_launch(struct gs_rank_result *r, const char *emit,
                       const struct gs_resolved_model *rm,
                       const char *model_arg, struct gs_arena *arena,
                       struct gs_error *err)
{
    const struct gs_rank_candidate *agg = NULL, *dis = r->disagg.best;
    const char *ref = rm->origin == GS_MODEL_FROM_HFCONFIG
                          ? model_arg : gs_emit_model_ref(rm->model);
    bool dynamo = strcmp(emit, "dynamo") == 0;
    char buf[1024];
    size_t i;

    for (i = 0; i < r->n_ranked && !agg; i++)
        if (!r->ranked[i].is_api && !r->ranked[i].disagg &&
            !r->ranked[i].is_mig && !r->ranked[i].measured &&
            r->ranked[i].tp > 0)
            agg = &r->ranked[i];
    if (agg && !dynamo && agg->ep > 1) {
        snprintf(buf, sizeof(buf), "gpusel perf --model %s --gpu %s --gpus "
                 "%lld --ep %lld%s --emit %s (an EP layout: perf prints "
                 "its flags)", rm->model->id, agg->gpu_id,
                 (long long)agg->n_gpus, (long long)agg->ep,
                 agg->attn_dp ? " --attention-dp" : "", emit);
        if (add_launch(r, arena, emit, agg->label, buf, err) < 0)
            return -1;
    } else if (agg && !dynamo) {
        enum gs_serving_engine e = GS_SERVE_NONE;
        struct gs_workload w;
        struct gs_perf_query pq;

        gs_serving_engine_find(emit, &e);
        if (gs_candidate_perf_query(r->q, rm->model, agg->gpu, emit, true,
                                    &w, &pq, err) < 0)
            return -1;
        w.concurrency = (agg->concurrency + agg->dp - 1) / agg->dp;
        if (gs_emit_launch(buf, sizeof(buf), e, rm->model,
                           rm->origin == GS_MODEL_FROM_HFCONFIG ? model_arg
                                                                : NULL,
                           &w, agg->tp, agg->pp, agg->dp,
                           pq.profile ? gs_serving_mem_util(
                                            pq.profile,
                                            agg->gpu->memory_bytes, agg->tp)
                                      : w.mem_util_frac,
                           agg->prefill_chunk_tokens, err) < 0 ||
            add_launch(r, arena, emit, agg->label, buf, err) < 0)
            return -1;
    }
    if (dynamo || strcmp(emit, "sglang") == 0) {
        if (dis && disagg_launch(r, dynamo, ref, dis, arena, err) < 0)
            return -1;
        if (r->disagg.best_hetero &&
            disagg_launch(r, dynamo, ref, r->disagg.best_hetero, arena,
                          err) < 0)
            return -1;
    }
    return 0;
}

/* --fail-if's view of the winner: its row of the report. */
struct gate_row {
    const struct gs_rank_result *r;
    const struct gs_rank_candidate *c;
};

static int key_lookup(void *user, const char *key, double *value)
{
    const struct gate_row *g = user;

    return gs_rank_row_key(g->r, g->c, key, value);
}

/* --budget and --fail-if on the result: 0 pass, 1 fail (reason in buf). */
static int gates(const struct gs_rank_result *r, const struct gs_cond *cond,
                 char *buf, size_t size, struct gs_error *err)
{
    const struct gs_rank_candidate *win = r->n_ranked ? &r->ranked[0] : NULL;
    struct gate_row row;
    size_t i;
    bool holds = false;

    if (!gs_unset_f64(r->budget_usd) && !win) {
        const struct gs_rank_candidate *cheap = NULL;

        for (i = 0; i < r->n_rejected; i++) {
            const struct gs_rank_candidate *c = &r->rejected[i];

            if (c->reject == GS_RANK_OVER_BUDGET &&
                (!cheap || c->res.usd_total < cheap->res.usd_total))
                cheap = c;
        }
        if (cheap)
            snprintf(buf, size, "no candidate within --budget %.2f USD: the "
                     "cheapest, %s, has usd_total %.2f", r->budget_usd,
                     cheap->label, cheap->res.usd_total);
        else
            snprintf(buf, size, "no candidate within --budget %.2f USD: "
                     "none is feasible (%zu rejected)", r->budget_usd,
                     r->n_rejected);
        return 1;
    }
    if (!cond)
        return 0;
    if (!win) {
        snprintf(buf, size, "--fail-if '%s': no candidate is ranked (%zu "
                 "rejected), so none can pass", r->fail_if, r->n_rejected);
        return 1;
    }
    row = (struct gate_row){ r, win };
    if (gs_cond_eval(cond, key_lookup, &row, "--fail-if", &holds, err) < 0)
        return -1;
    if (!holds)
        return 0;
    {
        char what[RANK_LINE_MAX];

        gs_cond_describe(cond, key_lookup, &row, what, sizeof(what));
        snprintf(buf, size, "--fail-if '%s' holds for the winner, %s: %s",
                 r->fail_if, win->label, what);
    }
    return 1;
}

/*
 * The command that reproduces this report: the --catalog overlays given
 * before the command (main() took them), then the command's own words
 * without --output (where a report went is not part of its question).
 */
static int reproduce_line(const struct gs_context *ctx, int argc,
                          const char **argv, char *buf, size_t size,
                          struct gs_error *err)
{
    const struct gs_strlist *cat = &ctx->global.catalogs;
    const char **av = malloc(((size_t)argc + 2 * cat->n + 1) * sizeof(*av));
    int n = 0, i;
    size_t k;

    if (!av)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (k = 0; k < cat->n; k++) {
        av[n++] = "--catalog";
        av[n++] = cat->items[k];
    }
    for (i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--output") == 0 && i + 1 < argc) {
            i++;
            continue;
        }
        if (strncmp(argv[i], "--output=", strlen("--output=")) == 0)
            continue;
        av[n++] = argv[i];
    }
    gs_rank_command_line(buf, size, n, av);
    free(av);
    return 0;
}

/* The files rank reads, once, and what the question needs of them. */
struct rank_load {
    const struct gs_cost_args *a;
    struct gs_question_inputs in;
    struct gs_arena *arena;
};

/* gs_rank_settle_fn: the question for GPU g from the files read once. */
static int settle_for(void *user, const struct gs_gpu *g,
                      struct gs_cost_question *q, struct gs_error *err)
{
    struct rank_load *l = user;

    return gs_cost_question_settle(l->a, &l->in, g, l->arena, q, err);
}

/* The GPUs to rank: --gpu, else the workload's candidates, else every
 * GPU of the catalogue (rank skips those without an offer). */
static int rank_gpus(const struct gs_context *ctx, const struct gs_cost_args *a,
                     const struct gs_workload_file *file,
                     struct gs_arena *arena, struct gs_rank_ask *ask,
                     struct gs_error *err)
{
    const struct gs_dataset *d = &ctx->data;
    const struct gs_gpu **gpus;

    ask->explicit_gpus = a->gpu || file->candidates.n;
    if (a->gpu) {
        if (!(gpus = gs_arena_calloc(arena, 2, sizeof(*gpus))))
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        ask->gpus = gpus;
        ask->n_gpus = 1;
        return (gpus[0] = gs_dataset_gpu(d, a->gpu, err)) ? 0 : -1;
    }
    if (gs_question_gpus(d, file, arena, &gpus, &ask->n_gpus, err) < 0)
        return -1;
    ask->gpus = gpus;
    return 0;
}

/*
 * --prefill-gpu TYPE[,TYPE...] or `any` (docs/commands/rank.md,
 * "Heterogeneous pools"): the prefill GPU types paired with every decode
 * GPU ranked; `any`: every GPU ranked.  Pools rank sizes itself only: a
 * realtime workload with a p99 TTFT target, no --gpus, no fixed pools,
 * not --no-disagg.
 */
static int rank_prefill_gpus(const struct gs_context *ctx,
                             const struct rank_args *ra,
                             const struct gs_cost_question *q,
                             const char *spec, struct gs_arena *arena,
                             struct gs_rank_ask *ask, struct gs_error *err)
{
    const struct gs_dataset *d = &ctx->data;
    const struct gs_gpu **out;
    char *list, *tok, *next;
    size_t n = 0, cap = 1, i;

    if (ra->no_disagg)
        return gs_error_set(err, GS_EUSAGE, "--prefill-gpu pairs "
                            "disaggregated pools; --no-disagg leaves them "
                            "out");
    if (q->kind != GS_WKIND_REALTIME || !(q->ttft_p99_s > 0.0))
        return gs_error_set(err, GS_EUSAGE, "--prefill-gpu %s: rank sizes "
                            "heterogeneous pools for a realtime workload "
                            "with a p99 TTFT target (the prefill pool's)",
                            spec);
    if (!gs_unset_i64(ra->cost.n_gpus) || !gs_unset_i64(q->prefill_gpus))
        return gs_error_set(err, GS_EUSAGE, "--prefill-gpu %s with --gpus "
                            "or fixed pools: rank sizes heterogeneous pools "
                            "itself; gpusel cost --disagg --prefill-gpus N "
                            "--decode-gpus M --prefill-gpu prices fixed ones",
                            spec);
    if (gs_ascii_caseeq(spec, "any")) {
        ask->prefill_gpus = ask->gpus;
        ask->n_prefill_gpus = ask->n_gpus;
        ask->prefill_any = true;
        return 0;
    }
    for (i = 0; spec[i]; i++)
        cap += spec[i] == ',';
    if (!(out = gs_arena_calloc(arena, cap, sizeof(*out))) ||
        !(list = gs_arena_strdup(arena, spec)))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (tok = list; tok; tok = next) {
        const struct gs_gpu *g;

        if ((next = strchr(tok, ',')))
            *next++ = '\0';
        if (!*tok)
            continue;
        if (!(g = gs_dataset_gpu(d, tok, err)))
            return -1;
        for (i = 0; i < n && out[i] != g; i++)
            ;
        if (i == n)
            out[n++] = g;
    }
    if (n == 0)
        return gs_error_set(err, GS_EUSAGE, "--prefill-gpu needs a GPU "
                            "type, a comma-separated list of them, or any");
    ask->prefill_gpus = out;
    ask->n_prefill_gpus = n;
    return 0;
}

static bool serving(const struct gs_cost_question *q)
{
    return q->kind == GS_WKIND_REALTIME || q->kind == GS_WKIND_BATCH;
}

static void rank_args_init(void *args)
{
    struct rank_args *ra = args;

    gs_candidate_args_unset(&ra->cost);
    ra->top = GS_UNSET_I64;
    ra->budget_usd = GS_UNSET_F64;
}
GS_COMMAND_ARGS(rank, struct rank_args, rank_args_init);

int cmd_rank(const void *args, int argc, const char **argv,
             struct gs_context *ctx, struct gs_error *err)
{
    struct rank_args ra = *(const struct rank_args *)args;
    struct rank_load load;
    struct gs_rank_ask ask;
    struct gs_workload_file no_file;
    struct gs_cost_question q;
    struct gs_rank_result r;
    struct gs_resolved_model rm = { 0 };
    struct gs_cond cond;
    struct gs_arena arena;
    char reason[2 * RANK_LINE_MAX];
    char cmdline[GS_RANK_COMMAND_MAX];
    const char *prefill_spec;
    int rc;

    (void)argc;
    (void)argv;
    /* the words as typed: the record's "reproduce" line */
    if (reproduce_line(ctx, ctx->raw_argc, ctx->raw_argv, cmdline,
                       sizeof(cmdline), err) < 0)
        return -1;
    if (!ra.cost.workload && !ra.cost.kind)
        return gs_error_set(err, GS_EUSAGE, "rank needs --workload FILE or "
                            "--kind (realtime, batch, training, finetune, "
                            "lora, qlora, media)");
    if (ra.fail_if && gs_cond_parse(ra.fail_if, "--fail-if", &cond, err) < 0)
        return -1;
    gs_arena_init(&arena);
    gs_rank_result_init(&r);
    gs_workload_file_init(&no_file);
    memset(&ask, 0, sizeof(ask));
    rc = -1;
    /* --prefill-gpu: rank pairs the types itself (rank_prefill_gpus),
     * with or without --disagg; the question is the decode GPU's */
    prefill_spec = ra.cost.prefill_gpu;
    ra.cost.prefill_gpu = NULL;
    /* load: the files once, the question as asked, the model, prices */
    load = (struct rank_load){ .a = &ra.cost, .arena = &arena };
    if (gs_question_inputs_load(&load.in, &ra.cost, &ctx->data, &arena,
                                err) < 0 ||
        settle_for(&load, NULL, &q, err) < 0)
        goto out;
    if (ra.fail_if && gs_rank_view_check_cond(&cond, q.kind, err) < 0)
        goto out;
    if (ra.emit && !serving(&q)) {
        gs_error_set(err, GS_EUSAGE, "--emit prints serving engines' launch "
                     "lines: realtime and batch workloads, not %s",
                     gs_workload_kind_name(q.kind));
        goto out;
    }
    if (q.kind != GS_WKIND_MEDIA &&
        (gs_resolve_model(&ctx->data, q.model_name, &rm, err) < 0 ||
         gs_candidate_check_features(&q, rm.model, err) < 0))
        goto out;
    if (gs_context_prices(ctx, err) < 0)
        goto out;
    if (ra.cost.api) {
        const struct gs_api_price *probe;

        if (gs_candidate_price_api(&ctx->plan_prices, ra.cost.api, &probe,
                                   err) < 0)
            goto out;
    }
    ask.a = &ra.cost;
    ask.file = load.in.file ? load.in.file : &no_file;
    ask.model = rm.model;
    ask.prices = &ctx->plan_prices;
    ask.no_mig = ra.no_mig;
    ask.no_disagg = ra.no_disagg;
    ask.no_api = ra.no_api;
    ask.allow_undated = ra.allow_undated;
    ask.budget_usd = ra.budget_usd;
    ask.settle = settle_for;
    ask.settle_user = &load;
    if (rank_gpus(ctx, &ra.cost, ask.file, &arena, &ask, err) < 0 ||
        (prefill_spec && rank_prefill_gpus(ctx, &ra, &q, prefill_spec,
                                           &arena, &ask, err) < 0))
        goto out;
    /* plan decides */
    r.ctx = ctx;
    r.args = &ra.cost;
    r.workload_path = ra.cost.workload;
    r.file = load.in.file;
    r.model = rm.model;
    r.kind = q.kind;
    r.cost_key = serving(&q) ? "usd_per_mtok" : "usd_per_accepted_output";
    r.cost_unit = serving(&q) ? "USD per million accepted output tokens"
                  : q.kind == GS_WKIND_MEDIA ? "USD per accepted asset"
                                             : "USD per completed run";
    r.budget_usd = gs_unset_f64(ra.budget_usd) ? NAN : ra.budget_usd;
    r.fail_if = ra.fail_if;
    r.top = gs_unset_i64(ra.top) ? 0 : ra.top;
    r.hide_rejected = ra.hide_rejected;
    r.plot_path = ra.plot;
    if (gs_rank_run(&ask, &q, &arena, &r, err) < 0)
        goto out;
    if (ra.emit && rm.model &&
        rank_launch(&r, ra.emit, &rm, q.model_name, &arena, err) < 0)
        goto out;
    /* views print; the plot first, so a plot that cannot be written
     * never follows a report already printed (both files land together:
     * gs_context_outputs_commit) */
    if (ra.plot && gs_rank_plot_write(&r, ra.plot, err) < 0)
        goto out;
    if ((ctx->common.format && strcmp(ctx->common.format, "markdown") == 0
             ? gs_rank_decision_emit(&r, cmdline, err)
             : gs_rank_view_emit(&r, err)) < 0)
        goto out;
    rc = gates(&r, ra.fail_if ? &cond : NULL, reason, sizeof(reason), err);
    if (rc == 1)
        gs_rank_check_failed(reason);
out:
    gs_arena_release(&arena);
    return rc;
}
