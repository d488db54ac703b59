/*
 * `gpusel rank --format markdown` (gpusel/rank_record.h): a finished
 * ranking turned into the abstract decision record of gpusel/decision.h
 * -- the question's inputs with the flag or file each came from, the
 * sourced defaults in effect, the criteria, the listed candidates, the
 * prices they use -- and written by gs_decision_write().  Strings are
 * built in an arena released before returning.
 */
#include <assert.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arena.h"
#include "decision.h"
#include "decision_defaults.h"
#include "price_load.h"
#include "rank_record.h"
#include "report.h"
#include "workload.h"
#include "banned.h"

/* Lines of each list: the question has fewer than these (about 18
 * inputs, 13 assumptions, 11 criteria at most); add() asserts it. */
#define MAX_INPUTS 32
#define MAX_ASSUMPTIONS 24
#define MAX_CRITERIA 16
#define MAX_NOTES 6
#define PERCENT 100.0
/* Longest formatted line (an offer, a verdict). */
#define LINE_BUF 512
#define PATH_BUF 4096           /* a path made absolute or relative */

struct builder {
    struct gs_arena arena;
    const struct gs_rank_result *r;
    const struct gs_workload_file *file; /* the workload's candidates
                                     * and constraints */
    struct gs_workload_file file_store;
    struct gs_decision_item inputs[MAX_INPUTS];
    size_t n_inputs;
    struct gs_decision_item assumptions[MAX_ASSUMPTIONS];
    size_t n_assumptions;
    struct gs_decision_item criteria[MAX_CRITERIA];
    size_t n_criteria;
    struct gs_decision_item breakeven[GS_CANDIDATE_MAX_BREAKEVEN + 1];
    size_t n_breakeven;
    const char *notes[MAX_NOTES];
    size_t n_notes;
    bool oom;
};

static const char *fmt(struct builder *b, const char *f, ...)
    GS_PRINTF(2, 3);

/* A formatted copy in the arena; NULL (and b->oom) when out of memory. */
static const char *fmt(struct builder *b, const char *f, ...)
{
    char line[LINE_BUF];
    va_list ap;
    char *s;

    va_start(ap, f);
    vsnprintf(line, sizeof(line), f, ap);
    va_end(ap);
    if (!(s = gs_arena_strdup(&b->arena, line)))
        b->oom = true;
    return s;
}

/* The names of a list, ", "-separated, in the arena. */
static const char *join(struct builder *b, const struct gs_name_list *l)
{
    size_t len = 1;
    char *s;

    for (size_t i = 0; i < l->n; i++)
        len += strlen(l->items[i]) + 2;
    if (!(s = gs_arena_alloc(&b->arena, len))) {
        b->oom = true;
        return NULL;
    }
    for (size_t i = 0, o = 0; i < l->n; i++)
        o += (size_t)snprintf(s + o, len - o, "%s%s", i ? ", " : "",
                              l->items[i]);
    return s;
}

/* Where an input came from: its flag, the workload file, or the
 * default. */
static const char *origin(const struct builder *b, bool flag_set,
                          const char *flag)
{
    if (flag_set)
        return flag;
    return b->r->workload_path ? "workload file" : "default";
}

static void add(struct gs_decision_item *list, size_t *n, size_t max,
                struct gs_decision_item it)
{
    assert(*n < max);
    if (*n < max)
        list[(*n)++] = it;
}

static void input_text(struct builder *b, const char *name, const char *v,
                       const char *src)
{
    if (v)
        add(b->inputs, &b->n_inputs, MAX_INPUTS,
            (struct gs_decision_item){ name, v, 0.0, NULL, src });
}

static void input_num(struct builder *b, const char *name, double v,
                      const char *unit, const char *src)
{
    if (isfinite(v))
        add(b->inputs, &b->n_inputs, MAX_INPUTS,
            (struct gs_decision_item){ name, NULL, v, unit, src });
}

static bool set_f(double v)
{
    return !isnan(v);
}

static void build_inputs(struct builder *b)
{
    const struct gs_rank_result *r = b->r;
    const struct gs_cost_question *q = r->q;
    const struct gs_cost_args *a = r->args;
    bool serving = q->kind == GS_WKIND_REALTIME || q->kind == GS_WKIND_BATCH;

    input_text(b, "workload file", r->workload_path, "--workload");
    input_text(b, "kind", gs_workload_kind_name(q->kind),
               origin(b, a->kind != NULL, "--kind"));
    input_text(b, "model", r->model ? r->model->id : q->model_name,
               origin(b, a->model != NULL, "--model"));
    input_text(b, "precision", q->precision_text,
               origin(b, a->precision != NULL, "--precision"));
    if (serving) {
        input_num(b, "prompt tokens", (double)q->prompt_tokens, "tokens",
                  origin(b, a->prompt_tokens != GS_UNSET_I64,
                         "--prompt-tokens"));
        input_num(b, "output tokens", (double)q->output_tokens, "tokens",
                  origin(b, a->output_tokens != GS_UNSET_I64,
                         "--output-tokens"));
    }
    switch (q->kind) {
    case GS_WKIND_REALTIME:
        input_num(b, "requests per second", q->requests_per_s, "requests/s",
                  origin(b, set_f(a->requests_per_s), "--requests-per-s"));
        input_num(b, "peak requests per second", q->peak_requests_per_s,
                  "requests/s", origin(b, set_f(a->peak_requests_per_s),
                                       "--peak-requests-per-s"));
        input_num(b, "period", q->period_hours, "hours",
                  origin(b, set_f(a->period_hours), "--period-hours"));
        break;
    case GS_WKIND_BATCH:
        input_num(b, "requests", q->requests, "requests",
                  origin(b, set_f(a->requests), "--requests"));
        break;
    case GS_WKIND_MEDIA:
        input_num(b, "assets", q->assets, "assets",
                  origin(b, set_f(a->assets), "--assets"));
        break;
    default:
        input_num(b, "training tokens", q->tokens, "tokens",
                  origin(b, a->tokens != NULL, "--tokens"));
        break;
    }
    input_num(b, "acceptance rate", q->acceptance_rate, NULL,
              origin(b, set_f(a->acceptance_rate), "--acceptance-rate"));
    input_num(b, "retry rate", q->retry_rate, NULL,
              origin(b, set_f(a->retry_rate), "--retry-rate"));
    input_text(b, "GPUs considered", b->file->candidates.n
               ? join(b, &b->file->candidates) : a->gpu ? a->gpu
               : "every priced GPU", a->gpu ? "--gpu"
               : b->file->candidates.n ? "workload file" : "default");
    if (!gs_unset_i64(a->n_gpus))
        input_num(b, "GPUs per unit", (double)a->n_gpus, NULL, "--gpus");
    input_text(b, "measured throughput", q->measured_source,
               "workload file (measured)");
    if (q->labor_hours > 0.0)
        input_num(b, "platform labour", q->labor_hours, "hours",
                  origin(b, set_f(a->labor_hours), "--labor-hours"));
    input_num(b, "candidates evaluated", (double)r->n_evaluated, NULL,
              "gpusel rank");
}

/* The cost defaults, each replaced by the question's value where a flag
 * or the file set it. */
/*
 * The serving choices that move a self-hosted answer, each tested (the
 * ranking searched or applied it) or untested (not modelled, or left at
 * a default), with the direction it would move the answer.
 */
static void lever(struct builder *b, const char *name, const char *value)
{
    add(b->assumptions, &b->n_assumptions, MAX_ASSUMPTIONS,
        (struct gs_decision_item){ name, value, 0.0, NULL,
                                   "docs/commands/rank.md, \"Assumptions "
                                   "that move the answer\"" });
}

static void serving_levers(struct builder *b)
{
    const struct gs_cost_question *q = b->r->q;
    bool rt = q->kind == GS_WKIND_REALTIME;
    size_t i, unknown = 0, n_api = 0;

    for (i = 0; i < b->r->n_ranked; i++)
        if (b->r->ranked[i].is_api) {
            n_api++;
            if (b->r->ranked[i].api &&
                b->r->ranked[i].api->serving_dtype == GS_DTYPE_UNSET)
                unknown++;
        }
    lever(b, "KV-cache format", q->kv_dtype_text
          ? fmt(b, "tested as given: %s", q->kv_dtype_text)
          : "untested: the weight format's (16-bit for bf16); fp8 KV "
            "(--kv-dtype fp8, workload kv_dtype) holds about twice the "
            "sequences and would lower self-hosted cost");
    lever(b, "prefill token budget", !gs_unset_i64(q->prefill_chunk_tokens)
          ? "untested beyond the one given: a smaller budget lowers the "
            "p99 ITL spike and can raise the concurrency that meets it"
          : rt ? "tested: searched per candidate over 512, 1024, 2048, "
                 "4096 and 8192 tokens, the most output meeting the "
                 "targets; the ranked table names each (docs/engines/"
                 "perf.md, \"Prefill budget\")"
               : "untested: the engine's default; no latency target to "
                 "trade against");
    {
        char pre[2 * GS_RANK_LABEL_MAX + 256];

        pre[0] = '\0';
        gs_rank_prefix_note(b->r, pre, sizeof(pre));
    lever(b, "prefix caching", q->prefix_hit_rate > 0.0
          ? fmt(b, "tested as given: a %lld-token prefix cached for %.0f%% "
                "of requests (prefill and KV counted once for them; APIs at "
                "cached-input prices)%s%s", (long long)q->prefix_tokens,
                q->prefix_hit_rate * 100.0, pre[0] ? "; " : "", pre)
          : "untested: no shared prefix given (prefix_tokens, "
            "prefix_hit_rate); a prompt prefix shared across requests "
            "would shorten prefill and lower self-hosted cost (and an "
            "API's, at cached-input prices)");
    }
    {
        char what[2 * GS_RANK_LABEL_MAX + 256];
        char why[2 * GS_RANK_LABEL_MAX + 256];

        lever(b, "prefill/decode disaggregation",
              gs_rank_disagg_verdict(b->r, what, why, sizeof(what))
                  ? fmt(b, "tested: %s; %s", what, why)
                  : rt && q->ttft_p99_s > 0.0
                      ? "untested: not searched here (--no-disagg, --gpus "
                        "or a measured throughput)"
                      : "untested: searched only for realtime workloads "
                        "with a p99 TTFT target (the prefill pool is sized "
                        "for it)");
        lever(b, "heterogeneous prefill/decode pools",
              gs_rank_hetero_verdict(b->r, what, why, sizeof(what))
                  ? fmt(b, "tested: %s; %s", what, why)
                  : "untested: --prefill-gpu TYPE[,TYPE...] (or any) pairs "
                    "a prefill pool of another GPU type with each decode "
                    "GPU at one provider");
    }
    lever(b, "autoscaling", rt
          ? fmt(b, "untested: the fleet is provisioned for the peak "
                "(%.3g / %.3g requests/s); scaling rented replicas with "
                "demand would cut the idle-capacity term and lower "
                "self-hosted cost", q->peak_requests_per_s,
                q->requests_per_s)
          : "tested: a batch job holds its GPUs only while it runs");
    if (n_api)
        lever(b, "API quality tier", unknown
              ? fmt(b, "partly tested: offers below the accepted formats "
                    "are rejected (precision_mismatch); %zu ranked API "
                    "offer(s) do not say their serving format and may be "
                    "quantised, which would make them cheaper than a like "
                    "for like", unknown)
              : "tested: every ranked API's serving format is known and "
                "accepted");
}

/*
 * Which rule priced reserved offers, when any is listed: a job bears the
 * term it commits to less --reserved-reuse, a realtime service is billed
 * by its period (docs/engines/cost.md, "A reservation is a commitment").
 */
static void reserved_terms(struct builder *b)
{
    const struct gs_cost_args *a = b->r->args;
    double reuse = set_f(a->reserved_reuse_frac) ? a->reserved_reuse_frac
                                                 : 0.0;
    bool any = false;
    size_t i;

    for (i = 0; i < b->r->n_ranked && !any; i++)
        any = b->r->ranked[i].pricing == GS_PRICING_RESERVED_1Y ||
              b->r->ranked[i].pricing == GS_PRICING_RESERVED_3Y;
    if (!any)
        return;
    add(b->assumptions, &b->n_assumptions, MAX_ASSUMPTIONS,
        (struct gs_decision_item){
            "reserved commitments",
            b->r->q->kind == GS_WKIND_REALTIME
                ? "a realtime service is billed by its period, its later "
                  "periods taken to use the rest of the term (one that "
                  "ends sooner costs more)"
                : fmt(b, "the job bears the whole term (1 or 3 years per "
                      "GPU), %.0f%% of it used elsewhere; the rest is "
                      "commitment_unused_usd", reuse * 100.0),
            0.0, NULL, set_f(a->reserved_reuse_frac)
                           ? "--reserved-reuse"
                           : "docs/engines/cost.md, \"A reservation is a "
                             "commitment\"" });
}

/*
 * Consumer (GeForce) cards among the ranked: flagged with what they lack
 * and the driver licence's data-centre clause (gpu.h).
 */
static void consumer_cards(struct builder *b)
{
    const char *ids = NULL;
    size_t i, j;

    for (i = 0; i < b->r->n_ranked; i++) {
        const struct gs_rank_candidate *c = &b->r->ranked[i];
        const struct gs_gpu *g = c->parent ? c->parent : c->gpu;
        bool seen = false;

        if (!g || !g->consumer)
            continue;
        for (j = 0; j < i; j++) {
            const struct gs_rank_candidate *d = &b->r->ranked[j];

            seen = seen || (d->parent ? d->parent : d->gpu) == g;
        }
        if (seen)
            continue;
        ids = fmt(b, "%s%s%s (ECC %s)", ids ? ids : "", ids ? ", " : "",
                  g->id, g->ecc == GS_ECC_YES  ? "yes"
                         : g->ecc == GS_ECC_NO ? "no" : "unknown");
    }
    if (!ids)
        return;
    add(b->assumptions, &b->n_assumptions, MAX_ASSUMPTIONS,
        (struct gs_decision_item){
            "consumer cards",
            fmt(b, "%s ranked: GeForce parts, no NVLink and no "
                "peer-to-peer over PCIe (tensor parallelism modelled "
                "through host memory at half the PCIe rate); the GeForce "
                "driver licence, section 2.1.3: \"%s\"", ids,
                GS_GEFORCE_DATACENTER_CLAUSE),
            0.0, NULL, "docs/engines/cost.md, \"Consumer cards\"" });
}

static void build_assumptions(struct builder *b)
{
    const struct gs_cost_args *a = b->r->args;
    const struct gs_cost_question *q = b->r->q;
    struct gs_decision_item d[MAX_ASSUMPTIONS];
    size_t n = gs_decision_cost_defaults(d, MAX_ASSUMPTIONS);

    if (n > MAX_ASSUMPTIONS)
        n = MAX_ASSUMPTIONS;
    for (size_t i = 0; i < n; i++) {
        struct gs_decision_item it = d[i];
        const char *nm = it.name;

        /* The question's own rates are inputs above, not assumptions. */
        if (!strcmp(nm, "acceptance rate") || !strcmp(nm, "retry rate"))
            continue;
        if (!strcmp(nm, "PUE") && set_f(a->pue)) {
            it.number = a->pue;
            it.source = "--pue";
        } else if (!strcmp(nm, "electricity") && set_f(a->usd_per_kwh)) {
            it.number = a->usd_per_kwh;
            it.source = "--usd-per-kwh";
        } else if (!strcmp(nm, "amortisation")
                   && set_f(a->amortisation_years)) {
            it.number = a->amortisation_years;
            it.source = "--amortisation-years";
        } else if (!strcmp(nm, "spot interruptions")
                   && set_f(a->interruptions_per_hour)) {
            it.number = a->interruptions_per_hour;
            it.source = "--interruptions-per-hour";
        } else if (!strcmp(nm, "labour rate")) {
            if (!(q->labor_hours > 0.0))
                continue;       /* no labour term: the rate is unused */
            if (isfinite(q->labor_usd_per_hour)
                && q->labor_usd_per_hour != it.number) {
                it.number = q->labor_usd_per_hour;
                it.source = origin(b, set_f(a->labor_usd_per_hour),
                                   "--labor-usd-per-hour");
            }
        }
        add(b->assumptions, &b->n_assumptions, MAX_ASSUMPTIONS, it);
    }
    add(b->assumptions, &b->n_assumptions, MAX_ASSUMPTIONS,
        (struct gs_decision_item){
            "price per offer", "the newest dated row on the day judged",
            0.0, NULL, "docs/prices.md" });
    {
        struct gs_rank_basis_mix m;
        const char *v = "modelled (roofline and train engines)";

        gs_rank_basis_mix(b->r, &m);
        if (m.n_benchmarked && m.n_scaled)
            v = fmt(b, "benchmarked where measured (%zu ranked); else "
                    "modelled, scaled by %s's measured / modelled %.3g for "
                    "its vendor and generation (%zu), or not (%zu)",
                    m.n_benchmarked, m.scaled_by->id, m.scale_ratio,
                    m.n_scaled, m.n_estimated);
        else if (m.n_benchmarked)
            v = fmt(b, "benchmarked where measured (%zu ranked), else "
                    "modelled (%zu)", m.n_benchmarked, m.n_estimated);
        else if (q->measured_source)
            v = "measured where the workload file has it, else modelled";
        add(b->assumptions, &b->n_assumptions, MAX_ASSUMPTIONS,
            (struct gs_decision_item){
                "throughput", v, 0.0, NULL,
                "docs/engines/roofline.md, docs/engines/train.md, "
                "docs/commands/rank.md" });
    }
    if (q->kind == GS_WKIND_REALTIME || q->kind == GS_WKIND_BATCH)
        add(b->assumptions, &b->n_assumptions, MAX_ASSUMPTIONS,
            (struct gs_decision_item){
                "serving engine", a->engine ? a->engine : "vllm", 0.0,
                NULL, a->engine ? "--engine"
                                : "default (docs/methodology.md, section "
                                  "7)" });
    if (q->kind == GS_WKIND_REALTIME || q->kind == GS_WKIND_BATCH)
        serving_levers(b);
    reserved_terms(b);
    consumer_cards(b);
}

static void criterion(struct builder *b, const char *name, const char *v,
                      double num, const char *unit, const char *src)
{
    add(b->criteria, &b->n_criteria, MAX_CRITERIA,
        (struct gs_decision_item){ name, v, num, unit, src });
}

/* A constraint: the flag's one value, else the file's list, if any. */
static void constraint(struct builder *b, const char *name,
                       const char *flag_value, const char *flag,
                       const struct gs_name_list *file_list)
{
    if (flag_value)
        criterion(b, fmt(b, "%s is", name), flag_value, 0.0, NULL, flag);
    else if (file_list->n)
        criterion(b, fmt(b, "%s is one of", name), join(b, file_list), 0.0,
                  NULL, "workload file (constraints)");
}

static void build_criteria(struct builder *b)
{
    const struct gs_rank_result *r = b->r;
    const struct gs_cost_question *q = r->q;
    const struct gs_cost_args *a = r->args;

    criterion(b, "fits", "weights, KV cache or training state in the "
              "GPUs' memory", 0.0, NULL, "always");
    if (q->ttft_p99_s > 0.0)
        criterion(b, "p99 time to first token at most", NULL, q->ttft_p99_s,
                  "s", origin(b, set_f(a->ttft_p99_s), "--ttft-p99"));
    if (q->itl_p99_s > 0.0)
        criterion(b, "p99 inter-token latency at most", NULL, q->itl_p99_s,
                  "s", origin(b, set_f(a->itl_p99_s), "--itl-p99"));
    if (q->tpot_mean_s > 0.0)
        criterion(b, "mean time per output token at most", NULL,
                  q->tpot_mean_s, "s",
                  origin(b, set_f(a->tpot_mean_s), "--tpot-mean"));
    if (q->kind != GS_WKIND_REALTIME && q->deadline_hours > 0.0)
        criterion(b, "finished within", NULL, q->deadline_hours, "hours",
                  origin(b, set_f(a->deadline_hours), "--deadline-hours"));
    if (isfinite(r->budget_usd))
        criterion(b, "total cost at most", NULL, r->budget_usd, "USD",
                  "--budget");
    if (r->fail_if)
        criterion(b, "fails the check when", r->fail_if, 0.0, NULL,
                  "--fail-if");
    constraint(b, "pricing kind", a->pricing, "--pricing",
               &b->file->constraints.pricing);
    constraint(b, "provider", a->provider, "--provider",
               &b->file->constraints.providers);
    constraint(b, "region", a->region, "--region", &b->file->constraints.regions);
    constraint(b, "vendor", NULL, NULL, &b->file->constraints.vendors);
    if (a->instance)
        criterion(b, "instance", a->instance, 0.0, NULL, "--instance");
}

/* The cost view's verdict on a break-even line (cost_view.c words). */
static const char *verdict(struct builder *b,
                           const struct gs_breakeven_row *e)
{
    if (e->is_api)
        return isfinite(e->output_tokens_per_month)
                   ? fmt(b, "api below %.4g output tokens a month, "
                         "self-hosted above", e->output_tokens_per_month)
                   : fmt(b, "api at every volume (%.4g USD/Mtok against "
                         "self-hosting's marginal %.4g)", e->api_usd_per_mtok,
                         e->self_usd_per_mtok);
    switch (e->be.kind) {
    case GS_BREAKEVEN_AT:
        return fmt(b, "%s below %.1f%% utilisation, %s above",
                   e->be.a_cheaper_below ? e->a : e->b,
                   e->be.utilisation_frac * PERCENT,
                   e->be.a_cheaper_below ? e->b : e->a);
    case GS_BREAKEVEN_A_CHEAPER:
        return fmt(b, "%s at every utilisation", e->a);
    case GS_BREAKEVEN_B_CHEAPER:
        return fmt(b, "%s at every utilisation", e->b);
    default:
        return "the same at every utilisation";
    }
}

static void build_breakeven(struct builder *b)
{
    const struct gs_rank_why *w = &b->r->why;

    for (size_t i = 0; i < w->n_breakeven && i < GS_ARRAY_SIZE(b->breakeven);
         i++) {
        const struct gs_breakeven_row *e = &w->breakeven[i];
        const char *detail = NULL;

        if (!e->is_api && isfinite(e->a_usd_per_gpu_hour)
            && isfinite(e->b_usd_per_gpu_hour))
            detail = fmt(b, "%s %.4g, %s %.4g USD per GPU-hour at full "
                         "use", e->a, e->a_usd_per_gpu_hour, e->b,
                         e->b_usd_per_gpu_hour);
        b->breakeven[b->n_breakeven++] = (struct gs_decision_item){
            fmt(b, "%s against %s", e->a, e->b), verdict(b, e), 0.0, NULL,
            detail };
    }
}

/* ---- rows and prices --------------------------------------------------- */

static bool realtime(const struct gs_rank_result *r)
{
    return r->kind == GS_WKIND_REALTIME;
}

#define N_EXTRA_MAX 6

static const char *const extra_realtime[] = { "GPUs per unit", "units",
                                              "p99 ITL (s)",
                                              "mean TPOT (s)",
                                              "prefill budget (tokens)",
                                              "basis" };
static const char *const extra_jobs[] = { "GPUs per unit", "utilisation",
                                          "basis" };

/* What the row's cost rests on (basis.h), as people read it. */
static const char *basis_text(struct builder *b,
                              const struct gs_rank_candidate *c)
{
    char buf[GS_RANK_LABEL_MAX];

    if (c->any_offer && !c->costed)
        return "-";
    return fmt(b, "%s", gs_basis_label(c->basis, c->scaled_by
                                       ? c->scaled_by->id : NULL, buf,
                                       sizeof(buf)));
}

static const char *const *row_extra(struct builder *b,
                                    const struct gs_rank_candidate *c)
{
    const char **x = gs_arena_calloc(&b->arena, N_EXTRA_MAX, sizeof(*x));

    if (!x) {
        b->oom = true;
        return NULL;
    }
    if (c->is_api)
        x[0] = "API";
    else if (c->is_mig && c->mig_profile)
        x[0] = fmt(b, "MIG %s", c->mig_profile);
    else
        x[0] = fmt(b, "%lld", (long long)c->n_gpus);
    if (realtime(b->r)) {
        x[1] = c->costed && c->res.n_replicas > 0
                   ? fmt(b, "%lld", (long long)c->res.n_replicas) : "-";
        x[2] = isfinite(c->itl_p99_s) ? fmt(b, "%.4g", c->itl_p99_s) : "-";
        x[3] = isfinite(c->tpot_mean_s) ? fmt(b, "%.4g", c->tpot_mean_s)
                                        : "-";
        x[4] = c->prefill_chunk_tokens > 0
                   ? fmt(b, "%lld", (long long)c->prefill_chunk_tokens) : "-";
        x[5] = basis_text(b, c);
    } else {
        x[1] = c->costed && isfinite(c->res.utilisation_frac)
                   ? fmt(b, "%.1f%%", c->res.utilisation_frac * PERCENT)
                   : "-";
        x[2] = basis_text(b, c);
    }
    return x;
}

/* The headline's fleet and total of the winner (r->ranked[0]). */
static const char *winner_fleet(struct builder *b,
                                const struct gs_rank_result *r)
{
    const struct gs_rank_candidate *w = &r->ranked[0];
    int64_t units = w->res.n_replicas > 0 ? w->res.n_replicas : 1;
    const char *total = realtime(r)
        ? fmt(b, "%.2f USD per period of %.0f hours", w->res.usd_total,
              r->q ? r->q->period_hours : 0.0)
        : fmt(b, "%.2f USD per run", w->res.usd_total);

    if (w->is_api)
        return fmt(b, "Bought as a model API (no GPUs): %s.", total);
    if (w->is_mig)
        return fmt(b, "Bought as %lld MIG %s slice(s): %s.", (long long)units,
                   w->mig_profile, total);
    return fmt(b, "Bought as %lld GPUs in %lld unit(s) of %lld: %s.",
               (long long)(units * w->n_gpus), (long long)units,
               (long long)w->n_gpus, total);
}

static bool measured(const struct gs_rank_candidate *c)
{
    return c->basis == GS_BASIS_BENCHMARKED;
}

/* A ranked row's remark: what a reviewer should know about it. */
static const char *remark(struct builder *b, const struct gs_rank_candidate *c)
{
    const char *price = !c->price_as_of && (c->row || c->api)
                            ? "undated price"
                        : c->price_stale ? "stale price" : NULL;
    const char *tput = measured(c) ? "measured throughput" : NULL;

    if (price && tput)
        return fmt(b, "%s; %s", tput, price);
    return tput ? tput : price;
}

static struct gs_decision_row make_row(struct builder *b,
                                       const struct gs_rank_candidate *c)
{
    double t = realtime(b->r) ? c->ttft_p99_s : c->hours_to_finish;

    return (struct gs_decision_row){
        .candidate = c->label,
        .cost_per_output = c->costed ? c->cost_per_output : NAN,
        .usd_total = c->costed ? c->res.usd_total : NAN,
        .time = isfinite(t) ? t : NAN,
        .price_as_of = c->price_as_of ? c->price_as_of
                       : (c->row || c->api) ? "undated" : NULL,
        .reason = c->reject != GS_RANK_OK ? c->reason : remark(b, c),
        .extra = row_extra(b, c),
    };
}

/* The price a candidate uses, or false when none (owned, no price). */
static bool make_price(struct builder *b, const struct gs_rank_candidate *c,
                       struct gs_decision_price *p)
{
    if (c->row) {
        const struct gs_price *w = c->row;

        *p = (struct gs_decision_price){
            .offer = fmt(b, "%s %s%s%s, %s, %lld GPU%s", w->provider,
                         w->instance ? w->instance : "",
                         w->region ? " " : "", w->region ? w->region : "",
                         gs_pricing_name(w->pricing), (long long)w->n_gpus,
                         w->n_gpus == 1 ? "" : "s"),
            .usd_per_gpu_hour = w->usd_per_gpu_hour,
            .source = w->source,
        };
    } else if (c->api) {
        *p = (struct gs_decision_price){
            .offer = fmt(b, "%s %s (model API)", c->api->provider,
                         c->api->model),
            .usd_per_gpu_hour = NAN,
            .source = c->api->source,
        };
    } else {
        return false;
    }
    p->as_of = c->price_as_of ? c->price_as_of : "undated";
    p->age_days = c->price_as_of ? c->price_age_days : -1;
    p->stale = c->price_stale;
    return true;
}

static int price_cmp(const void *pa, const void *pb)
{
    const struct gs_decision_price *a = pa, *b = pb;
    int c = strcmp(a->offer, b->offer);

    if (c)
        return c;
    c = strcmp(a->as_of, b->as_of);
    if (c)
        return c;
    if (a->usd_per_gpu_hour != b->usd_per_gpu_hour)
        return a->usd_per_gpu_hour < b->usd_per_gpu_hour ? -1 : 1;
    return 0;
}

/* Append n bytes of s at *o in buf (size bytes); false if they do not
 * fit with the terminator. */
static bool put(char *buf, size_t size, size_t *o, const char *s, size_t n)
{
    if (n >= size - *o)
        return false;
    memcpy(buf + *o, s, n);
    *o += n;
    return true;
}

void gs_rank_command_line(char *buf, size_t size, int argc,
                          const char *const *argv)
{
    static const char plain_chars[] = "abcdefghijklmnopqrstuvwxyz"
                                      "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                                      "-_./=:,+@%";
    size_t o = 0;
    bool ok;

    if (size == 0)
        return;
    ok = put(buf, size, &o, "gpusel", strlen("gpusel"));
    for (int i = 0; ok && i < argc; i++) {
        const char *a = argv[i];
        size_t n = strlen(a);

        ok = put(buf, size, &o, " ", 1);
        if (n > 0 && strspn(a, plain_chars) == n) {
            ok = ok && put(buf, size, &o, a, n);
            continue;
        }
        /* Single quotes; a quote inside as '\'' (close, escaped, open). */
        ok = ok && put(buf, size, &o, "'", 1);
        for (; ok && *a; a++)
            ok = *a == '\'' ? put(buf, size, &o, "'\\''", 4)
                            : put(buf, size, &o, a, 1);
        ok = ok && put(buf, size, &o, "'", 1);
    }
    buf[ok ? o : 0] = '\0';
}

/* Whether the command line has the option `opt` (alone or "opt=..."). */
static bool has_option(const char *cmd, const char *opt)
{
    size_t n = strlen(opt);

    for (const char *p = strstr(cmd, opt); p; p = strstr(p + 1, opt))
        if (p > cmd && p[-1] == ' ' && (p[n] == ' ' || p[n] == '='
                                        || p[n] == '\0'))
            return true;
    return false;
}

/*
 * `path` made absolute against `cwd` and normalised lexically ("." and
 * ".." components, repeated slashes) into out; false when it does not
 * fit.  The plot is written after the record, so it need not exist.
 */
static bool abs_path(const char *path, const char *cwd, char *out,
                     size_t size)
{
    char joined[PATH_BUF];
    size_t o = 0;
    int n = path[0] == '/' ? snprintf(joined, sizeof(joined), "%s", path)
                           : snprintf(joined, sizeof(joined), "%s/%s", cwd,
                                      path);
    const char *p = joined;

    if (n < 0 || (size_t)n >= sizeof(joined) || size < 2)
        return false;
    while (*p) {
        size_t len;

        while (*p == '/')
            p++;
        len = strcspn(p, "/");
        if (len == 0 || (len == 1 && p[0] == '.')) {
            /* nothing */
        } else if (len == 2 && p[0] == '.' && p[1] == '.') {
            while (o > 0 && out[o - 1] != '/')
                o--;
            if (o > 0)
                o--;
        } else {
            if (o + 1 + len + 1 > size)
                return false;
            out[o++] = '/';
            memcpy(out + o, p, len);
            o += len;
        }
        p += len;
    }
    if (o == 0)
        out[o++] = '/';
    out[o] = '\0';
    return true;
}

/* Absolute, normalised `target` relative to the absolute folder `dir`
 * ("../plots/p.svg"), into out; false when it does not fit. */
static bool rel_path(const char *target, const char *dir, char *out,
                     size_t size)
{
    size_t common = 0, i, o = 0;

    /* the longest common prefix that ends at a component boundary */
    for (i = 0; target[i] && target[i] == dir[i]; i++)
        if (target[i] == '/')
            common = i;
    if (!dir[i] && (target[i] == '/' || !target[i]))
        common = i;
    if (strcmp(dir, "/") == 0)
        common = 0;
    for (i = common; dir[i]; i++)
        if (dir[i] == '/') {
            if (o + 3 >= size)
                return false;
            memcpy(out + o, "../", 3);
            o += 3;
        }
    i = target[common] == '/' ? common + 1 : common;
    if (o + strlen(target + i) + 1 > size)
        return false;
    memcpy(out + o, target + i, strlen(target + i) + 1);
    return true;
}

/* The plot's path relative to `from` (a folder; NULL: the working
 * directory), or NULL when it cannot be worked out. */
static const char *plot_rel(struct builder *b, const char *plot,
                            const char *from)
{
    char cwd[PATH_BUF], target[PATH_BUF], dir[PATH_BUF], rel[PATH_BUF];

    if (!getcwd(cwd, sizeof(cwd)) ||
        !abs_path(plot, cwd, target, sizeof(target)) ||
        !abs_path(from ? from : ".", cwd, dir, sizeof(dir)) ||
        !rel_path(target, dir, rel, sizeof(rel)))
        return NULL;
    return fmt(b, "%s", rel);
}

/* The folder the record is written to, or NULL for standard output. */
static const char *record_dir(struct builder *b)
{
    const char *out = b->r->ctx->common.output_path;
    const char *slash;

    if (!out || strcmp(out, "-") == 0 || strncmp(out, "/dev/", 5) == 0 ||
        strncmp(out, "/proc/", 6) == 0)
        return NULL;
    slash = strrchr(out, '/');
    if (!slash)
        return ".";
    return slash == out ? "/" : fmt(b, "%.*s", (int)(slash - out), out);
}

/*
 * The reproducing command: `command` pinned to markdown and the day, an
 * absolute --plot path made relative to the working directory (a record
 * moves between machines; issue 19).
 */
static const char *reproduce(struct builder *b, const char *command)
{
    const char *plot = b->r->plot_path, *at;

    if (!command || !*command)
        return NULL;
    if (plot && plot[0] == '/' && !strchr(plot, ' ') && !strchr(plot, '\'') &&
        (at = strstr(command, plot)) && at > command &&
        (at[-1] == ' ' || at[-1] == '=')) {
        const char *rel = plot_rel(b, plot, NULL);

        if (rel)
            command = fmt(b, "%.*s%s%s", (int)(at - command), command, rel,
                          at + strlen(plot));
    }
    return fmt(b, "%s%s%s%s", command,
               has_option(command, "--format") ? "" : " --format markdown",
               has_option(command, "--today") ? "" : " --today ",
               has_option(command, "--today") ? "" : b->r->ctx->today_text);
}

/* Whether no MIG slice can hold the model: every MIG candidate was
 * rejected as does_not_fit (and there is one). */
static bool no_slice_fits(const struct gs_rank_result *r, size_t *n_mig)
{
    bool any_fits = false;

    *n_mig = 0;
    for (size_t i = 0; i < r->n_ranked; i++)
        any_fits = any_fits || r->ranked[i].is_mig;
    for (size_t i = 0; i < r->n_rejected; i++)
        if (r->rejected[i].is_mig) {
            (*n_mig)++;
            any_fits = any_fits ||
                       r->rejected[i].reject != GS_RANK_NO_FIT;
        }
    return *n_mig > 0 && !any_fits;
}

/* Whether ranked candidate c repeats an earlier listed one: the same
 * offer at another unit size and the same cost per output (x16 beside
 * x8), so the row adds nothing. */
static bool repeats(const struct gs_rank_candidate *c,
                    const struct gs_rank_candidate *e)
{
    return !c->is_api && !e->is_api && c->is_mig == e->is_mig &&
           c->row == e->row && c->pricing == e->pricing &&
           c->gpu == e->gpu && c->costed && e->costed &&
           fabs(c->cost_per_output - e->cost_per_output) <=
               GS_RANK_TIE_REL * fabs(e->cost_per_output) &&
           (c->row || strcmp(c->provider ? c->provider : "",
                             e->provider ? e->provider : "") == 0);
}

int gs_rank_decision_write(const struct gs_rank_result *r,
                           const char *command, FILE *out,
                           struct gs_error *err)
{
    struct builder *b = calloc(1, sizeof(*b));
    size_t n_list, n_rej_list, n_rows, n_prices = 0, n_dup = 0, n_mig = 0;
    size_t n_ranked_rows = 0, n_rejected_rows = 0;
    bool skip_mig;
    struct gs_decision_row *ranked = NULL, *rejected = NULL;
    struct gs_decision_price *prices = NULL;
    struct gs_decision_term *terms = NULL;
    struct gs_decision d;
    char title[LINE_BUF];
    int rc = -1;

    if (!b)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    gs_arena_init(&b->arena);
    b->r = r;
    n_list = r->top > 0 && (size_t)r->top < r->n_ranked ? (size_t)r->top
                                                         : r->n_ranked;
    n_rej_list = r->hide_rejected ? 0 : r->n_rejected;
    n_rows = n_list + n_rej_list;
    ranked = calloc(n_list + 1, sizeof(*ranked));
    rejected = calloc(n_rej_list + 1, sizeof(*rejected));
    prices = calloc(n_rows + 1, sizeof(*prices));
    terms = calloc(GS_COST_MAX_TERMS, sizeof(*terms));
    if (!ranked || !rejected || !prices || !terms)
        goto oom;

    /* The workload file rank read; a result without one (built by hand)
     * has its file's, read here, or none. */
    b->file = r->file;
    if (!b->file) {
        struct gs_gpu_resolver res;

        gs_workload_file_init(&b->file_store);
        b->file = &b->file_store;
        gs_gpu_resolver_dataset(&res, &r->ctx->data);
        if (r->workload_path &&
            gs_workload_file_load(&b->file_store, &b->arena, r->workload_path,
                                  &res, err) < 0) {
            rc = -1;
            goto out;
        }
    }
    build_inputs(b);
    build_assumptions(b);
    build_criteria(b);
    build_breakeven(b);
    skip_mig = no_slice_fits(r, &n_mig);
    for (size_t i = 0; i < n_list; i++) {
        bool dup = false;

        for (size_t j = 0; j < i && !dup; j++)
            dup = repeats(&r->ranked[i], &r->ranked[j]);
        if (dup) {
            n_dup++;
            continue;
        }
        ranked[n_ranked_rows] = make_row(b, &r->ranked[i]);
        ranked[n_ranked_rows++].rank = i + 1;
    }
    for (size_t i = 0; i < n_rej_list; i++)
        if (!(skip_mig && r->rejected[i].is_mig))
            rejected[n_rejected_rows++] = make_row(b, &r->rejected[i]);
    for (size_t i = 0; i < n_rows; i++) {
        const struct gs_rank_candidate *c =
            i < n_list ? &r->ranked[i] : &r->rejected[i - n_list];

        n_prices += make_price(b, c, &prices[n_prices]);
    }
    if (n_dup)
        b->notes[b->n_notes++] = fmt(
            b, "%zu ranked candidate%s not listed: the same offer as a row "
            "above at more GPUs per unit and the same cost per output.",
            n_dup, n_dup == 1 ? " is" : "s are");
    if (skip_mig && n_rej_list)
        b->notes[b->n_notes++] = fmt(
            b, "No MIG slice holds the model: the %zu slices tried are not "
            "listed among the rejected.", n_mig);
    if (b->oom)
        goto oom;
    /* One line per price: sorted, equal ones merged. */
    qsort(prices, n_prices, sizeof(*prices), price_cmp);
    {
        size_t k = 0;

        for (size_t i = 0; i < n_prices; i++)
            if (k == 0 || price_cmp(&prices[k - 1], &prices[i]) != 0)
                prices[k++] = prices[i];
        n_prices = k;
    }
    if (n_list > 0)
        for (size_t i = 0; i < r->ranked[0].res.n_terms; i++)
            terms[i] = (struct gs_decision_term){
                r->ranked[0].res.terms[i].name,
                r->ranked[0].res.terms[i].usd };
    if (n_list > 0 && !measured(&r->ranked[0]))
        b->notes[b->n_notes++] = fmt(
            b, "The winner's throughput and latency are modelled (%s), not "
            "measured: benchmark it and the runner-up on the real workload "
            "before committing, and rank the measured figures the same way.",
            r->ranked[0].throughput_source ? r->ranked[0].throughput_source
                                           : "model");
    else if (n_list > 0 && realtime(r) && !isfinite(r->ranked[0].ttft_p99_s))
        b->notes[b->n_notes++] =
            "The winner's throughput is measured, but the measurement gives "
            "no latency: its p99 TTFT and ITL are unknown, so check them "
            "against the targets before committing.";
    {
        struct gs_rank_basis_mix m;

        gs_rank_basis_mix(r, &m);
        if (m.n_scaled)
            b->notes[b->n_notes++] = fmt(
                b, "%zu ranked candidate%s estimated (scaled by %s "
                "measured%s): the model's %s x %.3g, the measured / "
                "modelled ratio of the nearest measured GPU of the same "
                "vendor and generation.", m.n_scaled,
                m.n_scaled == 1 ? " is" : "s are", m.scaled_by->id,
                m.several_refs ? ", and others: see the basis column" : "",
                gs_workload_kind_trains(r->kind) ? "MFU" : "throughput",
                m.scale_ratio);
        if (m.mixed)
            b->notes[b->n_notes++] = fmt(
                b, "Benchmarked and estimated rows side by side: %zu "
                "benchmarked, %zu estimated with no measured GPU of their "
                "vendor and generation to scale them (e.g. %s). A model "
                "usually runs above what a team measures: measure one of "
                "them before trusting the order between the two kinds.",
                m.n_benchmarked, m.n_estimated,
                m.unscaled ? m.unscaled->id : "?");
    }
    snprintf(title, sizeof(title), "%s", r->workload_path
             ? gs_rank_record_base(r->workload_path)
             : r->model ? r->model->id
             : r->q && r->q->model_name ? r->q->model_name
             : gs_workload_kind_name(r->kind));

    d = (struct gs_decision){
        .title = title,
        .command = reproduce(b, command),
        .version = "gpusel " GPUSEL_VERSION,
        .today = r->ctx->today_text,
        .stale_after_days = r->ctx->stale_after_days,
        .cost_unit = r->cost_unit,
        .time_label = realtime(r) ? "p99 TTFT (s)" : "hours to finish",
        .inputs = b->inputs, .n_inputs = b->n_inputs,
        .assumptions = b->assumptions, .n_assumptions = b->n_assumptions,
        .criteria = b->criteria, .n_criteria = b->n_criteria,
        .extra_cols = realtime(r) ? extra_realtime : extra_jobs,
        .n_extra = realtime(r) ? GS_ARRAY_SIZE(extra_realtime)
                               : GS_ARRAY_SIZE(extra_jobs),
        .ranked = ranked, .n_ranked = n_ranked_rows,
        .rejected = rejected, .n_rejected = n_rejected_rows,
        .n_rejected_hidden = r->n_rejected - n_rej_list,
        .n_hidden = r->n_ranked - n_list,
        .winner_terms = terms,
        .n_winner_terms = n_list > 0 ? r->ranked[0].res.n_terms : 0,
        .breakeven = b->breakeven, .n_breakeven = b->n_breakeven,
        .tie_break = gs_rank_tie_break,
        .winner_fleet = n_list == 0 ? NULL : winner_fleet(b, r),
        .tie_rel = GS_RANK_TIE_REL,
        .prices = prices, .n_prices = n_prices,
        .notes = b->notes, .n_notes = b->n_notes,
        .n_ranked_omitted = n_dup,
        .n_rejected_omitted = n_rej_list - n_rejected_rows,
        .plot_link = r->plot_path ? plot_rel(b, r->plot_path, record_dir(b))
                                  : NULL,
    };
    if (b->oom)
        goto oom;
    rc = gs_decision_write(&d, out, err);
    goto out;
oom:
    rc = gs_error_set(err, GS_ENOMEM, "out of memory");
out:
    free(ranked);
    free(rejected);
    free(prices);
    free(terms);
    gs_arena_release(&b->arena);
    free(b);
    return rc;
}

int gs_rank_decision_emit(const struct gs_rank_result *r,
                          const char *command, struct gs_error *err)
{
    const char *path = r->ctx->common.output_path;
    struct gs_output *o;

    if (!path)
        return gs_rank_decision_write(r, command, r->ctx->out, err);
    if (gs_context_output_open(r->ctx, path, &o, err) < 0)
        return -1;
    if (gs_rank_decision_write(r, command, o->fp, err) < 0) {
        gs_context_output_abort(r->ctx, o);
        return -1;
    }
    return gs_context_output_done(r->ctx, o, err);
}

const char *gs_rank_record_base(const char *path)
{
    const char *slash = strrchr(path, '/');

    return slash && slash[1] ? slash + 1 : path;
}
