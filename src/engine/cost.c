/*
 * The cost engine.  Pure: no I/O, no allocation, no globals.  The
 * formulas are in src/engine/cost.h and derived, with their sources,
 * in docs/engines/cost.md; the comments here name the term.
 */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cost.h"
#include "units.h"
#include "banned.h"

/* ceil() of a replica count computed in floating point: 2.0000000000001
 * replicas is 2 (rounding), not 3. */
#define REPLICA_CEIL_REL_TOL 1e-9
/* Largest replica count the engine represents exactly. */
#define MAX_REPLICAS 1e15

/* Trace one quantity (gpusel/trace.h: arguments unevaluated without a
 * trace). */
#define trace(t, ...) GS_TRACE((t), __VA_ARGS__)

/* A finite value >= 0 (costs, rates, counts). */
static int nonneg(double v, const char *what, struct gs_error *err)
{
    if (!isfinite(v) || v < 0.0)
        return gs_error_set(err, GS_EDOMAIN, "cost: %s must be a finite "
                            "number >= 0, got %g", what, v);
    return 0;
}

/* A finite value > 0 (throughput, durations, prices). */
static int positive(double v, const char *what, struct gs_error *err)
{
    if (!isfinite(v) || v <= 0.0)
        return gs_error_set(err, GS_EDOMAIN, "cost: %s must be a finite "
                            "number > 0, got %g", what, v);
    return 0;
}

static int acceptance(double v, struct gs_error *err)
{
    if (!isfinite(v) || v <= 0.0 || v > 1.0)
        return gs_error_set(err, GS_EDOMAIN, "cost: acceptance rate must "
                            "be above 0 and at most 1, got %g", v);
    return 0;
}

static int count(int64_t n, const char *what, struct gs_error *err)
{
    if (n < 1)
        return gs_error_set(err, GS_EDOMAIN, "cost: %s must be at least 1, "
                            "got %lld", what, (long long)n);
    return 0;
}

bool gs_cost_pricing_committed(enum gs_pricing kind)
{
    return kind == GS_PRICING_RESERVED_1Y || kind == GS_PRICING_RESERVED_3Y ||
           kind == GS_PRICING_OWNED;
}

static bool interruptible(enum gs_pricing kind)
{
    return kind == GS_PRICING_SPOT || kind == GS_PRICING_MARKETPLACE;
}

static int owned_rate(const struct gs_cost_owned *o, struct gs_cost_rate *r,
                      const struct gs_trace *t, struct gs_error *err)
{
    if (nonneg(o->purchase_usd_per_gpu, "purchase price per GPU", err) < 0 ||
        nonneg(o->server_usd_per_gpu, "server share per GPU", err) < 0 ||
        positive(o->amortisation_years, "amortisation years", err) < 0 ||
        nonneg(o->tdp_w, "TDP", err) < 0 ||
        nonneg(o->usd_per_kwh, "USD per kWh", err) < 0 ||
        nonneg(o->hosting_usd_per_gpu_month, "hosting per GPU-month",
               err) < 0)
        return -1;
    if (!isfinite(o->pue) || o->pue < 1.0)
        return gs_error_set(err, GS_EDOMAIN, "cost: PUE must be at least 1, "
                            "got %g", o->pue);
    /* Straight-line amortisation over every hour of the asset's life,
     * used or not. */
    r->capex_usd_per_gpu_hour =
        (o->purchase_usd_per_gpu + o->server_usd_per_gpu) /
        (o->amortisation_years * GS_COST_HOURS_PER_YEAR);
    r->hosting_usd_per_gpu_hour =
        o->hosting_usd_per_gpu_month / GS_COST_HOURS_PER_MONTH;
    r->committed_usd_per_gpu_hour =
        r->capex_usd_per_gpu_hour + r->hosting_usd_per_gpu_hour;
    /* Energy at the wall while working: TDP x PUE x price. */
    r->busy_usd_per_gpu_hour =
        o->tdp_w / GS_COST_W_PER_KW * o->pue * o->usd_per_kwh;
    trace(t, "capex_usd_per_gpu_hour", "USD/GPU-h",
          r->capex_usd_per_gpu_hour, "(purchase %g + server %g) / (%g y x "
          "%g h)", o->purchase_usd_per_gpu, o->server_usd_per_gpu,
          o->amortisation_years, GS_COST_HOURS_PER_YEAR);
    trace(t, "hosting_usd_per_gpu_hour", "USD/GPU-h",
          r->hosting_usd_per_gpu_hour, "%g USD/GPU-month / %g h",
          o->hosting_usd_per_gpu_month, GS_COST_HOURS_PER_MONTH);
    trace(t, "power_usd_per_busy_gpu_hour", "USD/GPU-h",
          r->busy_usd_per_gpu_hour, "%g W / %g x PUE %g x %g USD/kWh",
          o->tdp_w, GS_COST_W_PER_KW, o->pue, o->usd_per_kwh);
    return 0;
}

int gs_cost_rate_eval(const struct gs_cost_pricing *p,
                      struct gs_cost_rate *out, const struct gs_trace *t,
                      struct gs_error *err)
{
    struct gs_cost_rate r = {.kind = p->kind, .spot_factor = 1.0};
    double lost_frac;

    assert(p && out);
    if ((int)p->kind < 0 || p->kind >= GS_PRICING_COUNT)
        return gs_error_set(err, GS_EDOMAIN, "cost: unknown pricing kind %d",
                            (int)p->kind);
    if (nonneg(p->interruptions_per_hour, "interruptions per hour", err) < 0 ||
        nonneg(p->restart_hours, "restart hours", err) < 0 ||
        nonneg(p->lost_work_hours, "lost work hours per interruption",
               err) < 0)
        return -1;
    if (p->interruptions_per_hour > 0.0 && !interruptible(p->kind))
        return gs_error_set(err, GS_EDOMAIN, "cost: interruptions apply to "
                            "spot and marketplace GPUs, not '%s'",
                            gs_pricing_name(p->kind));
    if (p->kind == GS_PRICING_OWNED) {
        if (owned_rate(&p->owned, &r, t, err) < 0)
            return -1;
    } else {
        if (positive(p->usd_per_gpu_hour, "USD per GPU-hour", err) < 0)
            return -1;
        if (gs_cost_pricing_committed(p->kind))
            r.committed_usd_per_gpu_hour = p->usd_per_gpu_hour;
        else
            r.running_usd_per_gpu_hour = p->usd_per_gpu_hour;
    }
    /* Each interruption costs its restart and the work since the last
     * checkpoint; the redone hours are exposed to interruptions too, so
     * held hours per useful hour are the geometric series' sum. */
    lost_frac = p->interruptions_per_hour *
                (p->restart_hours + p->lost_work_hours);
    if (lost_frac >= 1.0)
        return gs_error_set(err, GS_EDOMAIN, "cost: %g interruptions per hour "
                            "x %g h lost each leave no useful time",
                            p->interruptions_per_hour,
                            p->restart_hours + p->lost_work_hours);
    r.spot_factor = 1.0 / (1.0 - lost_frac);
    trace(t, "committed_usd_per_gpu_hour", "USD/GPU-h",
          r.committed_usd_per_gpu_hour, "%s: paid for every hour of the term",
          gs_pricing_name(p->kind));
    trace(t, "running_usd_per_gpu_hour", "USD/GPU-h",
          r.running_usd_per_gpu_hour, "%s: paid for every hour held",
          gs_pricing_name(p->kind));
    trace(t, "busy_usd_per_gpu_hour", "USD/GPU-h", r.busy_usd_per_gpu_hour,
          "%s: paid for every hour of work", gs_pricing_name(p->kind));
    trace(t, "spot_factor", "held h/useful h", r.spot_factor,
          "1 / (1 - %g /h x (%g h restart + %g h lost))",
          p->interruptions_per_hour, p->restart_hours, p->lost_work_hours);
    *out = r;
    return 0;
}

double gs_cost_term_hours(enum gs_pricing kind)
{
    return kind == GS_PRICING_RESERVED_1Y ? GS_COST_HOURS_PER_YEAR
           : kind == GS_PRICING_RESERVED_3Y ? 3.0 * GS_COST_HOURS_PER_YEAR
                                            : 0.0;
}

/* USD per hour a GPU is held (rented, reserved or owned). */
static double held_rate(const struct gs_cost_rate *r)
{
    return r->committed_usd_per_gpu_hour +
           r->running_usd_per_gpu_hour * r->spot_factor;
}

/* USD per hour a held GPU works. */
static double work_rate(const struct gs_cost_rate *r)
{
    return held_rate(r) + r->busy_usd_per_gpu_hour;
}

/* Rate that scales with utilisation when rented GPUs are held only
 * while they work. */
static double variable_rate(const struct gs_cost_rate *r)
{
    return r->running_usd_per_gpu_hour * r->spot_factor +
           r->busy_usd_per_gpu_hour;
}

double gs_cost_usd_per_term_hour(const struct gs_cost_rate *r, double u)
{
    return r->committed_usd_per_gpu_hour + u * variable_rate(r);
}

double gs_cost_usd_per_used_hour(const struct gs_cost_rate *r, double u)
{
    assert(u > 0.0);
    return gs_cost_usd_per_term_hour(r, u) / u;
}

void gs_cost_breakeven_util(const struct gs_cost_rate *a,
                            const struct gs_cost_rate *b,
                            struct gs_cost_breakeven *out,
                            const struct gs_trace *t)
{
    double dc = b->committed_usd_per_gpu_hour - a->committed_usd_per_gpu_hour;
    double dv = variable_rate(a) - variable_rate(b);
    double u;

    out->utilisation_frac = NAN;
    out->a_cheaper_below = false;
    if (dv == 0.0) {
        /* Parallel lines: the committed rates alone decide. */
        out->kind = dc > 0.0 ? GS_BREAKEVEN_A_CHEAPER
                  : dc < 0.0 ? GS_BREAKEVEN_B_CHEAPER : GS_BREAKEVEN_EQUAL;
        return;
    }
    u = dc / dv;
    trace(t, "breakeven_utilisation", "fraction", u,
          "%s vs %s: (committed %g - %g) / (variable %g - %g)",
          gs_pricing_name(a->kind), gs_pricing_name(b->kind),
          b->committed_usd_per_gpu_hour, a->committed_usd_per_gpu_hour,
          variable_rate(a), variable_rate(b));
    if (u > 0.0 && u <= 1.0) {
        out->kind = GS_BREAKEVEN_AT;
        out->utilisation_frac = u;
        /* At u = 0 only the committed rates count. */
        out->a_cheaper_below = dc > 0.0;
        return;
    }
    /* No crossing in (0, 1]: compare at full utilisation. */
    out->kind = gs_cost_usd_per_term_hour(a, 1.0) <=
                        gs_cost_usd_per_term_hour(b, 1.0)
                    ? GS_BREAKEVEN_A_CHEAPER
                    : GS_BREAKEVEN_B_CHEAPER;
}

const struct gs_cost_term *gs_cost_result_term(const struct gs_cost_result *r,
                                               const char *key)
{
    size_t i;

    for (i = 0; i < r->n_terms; i++)
        if (strcmp(r->terms[i].key, key) == 0)
            return &r->terms[i];
    return NULL;
}

static void add_term(struct gs_cost_result *r, const char *key,
                     const char *name, double usd)
{
    assert(r->n_terms < GS_COST_MAX_TERMS);
    r->terms[r->n_terms].key = key;
    r->terms[r->n_terms].name = name;
    r->terms[r->n_terms].usd = usd;
    r->n_terms++;
}

/* usd_total, shares and the per-output figures. */
static void finish(struct gs_cost_result *r, double output_tokens,
                   const struct gs_trace *t)
{
    size_t i;

    r->usd_total = 0.0;
    for (i = 0; i < r->n_terms; i++)
        r->usd_total += r->terms[i].usd;
    for (i = 0; i < r->n_terms; i++)
        r->terms[i].share_frac =
            r->usd_total > 0.0 ? r->terms[i].usd / r->usd_total : 0.0;
    r->usd_per_accepted_output = r->usd_total / r->accepted_outputs;
    r->usd_per_mtok = output_tokens > 0.0
                          ? r->usd_total / (r->accepted_outputs *
                                            output_tokens /
                                            GS_COST_TOKENS_PER_MTOK)
                          : NAN;
    trace(t, "usd_total", "USD", r->usd_total, "sum of %zu terms",
          r->n_terms);
    trace(t, "usd_per_accepted_output", "USD", r->usd_per_accepted_output,
          "%g USD / %g accepted", r->usd_total, r->accepted_outputs);
    if (output_tokens > 0.0)
        trace(t, "usd_per_mtok", "USD/Mtok", r->usd_per_mtok,
              "%g USD / (%g accepted x %g tokens / 10^6)", r->usd_total,
              r->accepted_outputs, output_tokens);
}

/* Costs shared by the serving evaluators. */
static int check_monthly(double observability, double labor_hours,
                         double labor_rate, struct gs_error *err)
{
    return nonneg(observability, "observability USD per month", err) < 0 ||
                   nonneg(labor_hours, "labour hours per month", err) < 0 ||
                   nonneg(labor_rate, "labour USD per hour", err) < 0
               ? -1
               : 0;
}

static int check_demand(double rps, double period_hours, double accept,
                        double retry, struct gs_error *err)
{
    if (positive(rps, "requests per second", err) < 0 ||
        positive(period_hours, "period hours", err) < 0 ||
        acceptance(accept, err) < 0 ||
        nonneg(retry, "retry rate", err) < 0)
        return -1;
    return 0;
}

/*
 * A finite job on reserved GPUs bears the term it commits to, less the
 * share the buyer uses elsewhere (cost.h, "A reservation is a
 * commitment"): the committed rate for every hour of the term on every
 * GPU of the job, minus the GPU-hours the job itself pays.  Adds the
 * commitment_unused_usd term when the pricing has a term.
 */
/* The term signed for: GPUs x committed x term x (1 - reuse); 0 without
 * a term.  Sets r->commitment_usd. */
static double commitment(struct gs_cost_result *r,
                         const struct gs_cost_pricing *p, double n_gpus)
{
    double reuse;

    if (!(p->term_hours > 0.0) || !(r->rate.committed_usd_per_gpu_hour > 0.0))
        return 0.0;
    reuse = fmin(fmax(p->term_reuse_frac, 0.0), 1.0);
    r->commitment_usd = n_gpus * r->rate.committed_usd_per_gpu_hour *
                        p->term_hours * (1.0 - reuse);
    return r->commitment_usd;
}

static void add_commitment(struct gs_cost_result *r,
                           const struct gs_cost_pricing *p, double n_gpus,
                           double used_gpu_hours, const struct gs_trace *t)
{
    double reuse, commit, used, unused;

    if (!(p->term_hours > 0.0) || !(r->rate.committed_usd_per_gpu_hour > 0.0))
        return;
    reuse = fmin(fmax(p->term_reuse_frac, 0.0), 1.0);
    commit = commitment(r, p, n_gpus);
    used = used_gpu_hours * r->rate.committed_usd_per_gpu_hour;
    unused = fmax(0.0, commit - used);
    add_term(r, "commitment_unused_usd", "unused commitment", unused);
    trace(t, "commitment_unused_usd", "USD", unused, "max(0, %g GPUs x "
          "%g USD/GPU-h x %g h term x (1 - %g reused) - %g GPU-h paid)",
          n_gpus, r->rate.committed_usd_per_gpu_hour, p->term_hours, reuse,
          used_gpu_hours);
}

int gs_cost_infer(const struct gs_cost_infer_input *in,
                  struct gs_cost_result *out, const struct gs_trace *t,
                  struct gs_error *err)
{
    struct gs_cost_result r = {0};
    double load, want, replicas, gpus, first, retry, paid, idle, months;
    double held, work, labor, wall;

    assert(in && out);
    if (gs_cost_rate_eval(&in->pricing, &r.rate, t, err) < 0 ||
        count(in->gpus_per_replica, "GPUs per replica", err) < 0 ||
        positive(in->replica_requests_per_s, "requests per second per "
                 "replica", err) < 0 ||
        check_demand(in->requests_per_s, in->period_hours,
                     in->acceptance_rate, in->retry_rate, err) < 0 ||
        nonneg(in->output_tokens, "output tokens", err) < 0 ||
        nonneg(in->storage_usd_per_month, "storage USD per month", err) < 0 ||
        nonneg(in->serving_stack_usd_per_month, "serving stack USD per "
               "month", err) < 0 ||
        check_monthly(in->observability_usd_per_month,
                      in->labor_hours_per_month, in->labor_usd_per_hour,
                      err) < 0)
        return -1;
    if (!(in->measured_util_frac >= 0.0 && in->measured_util_frac <= 1.0))
        return gs_error_set(err, GS_EDOMAIN, "cost: measured utilisation "
                            "%g is outside (0, 1]", in->measured_util_frac);
    if (!isfinite(in->peak_requests_per_s) ||
        in->peak_requests_per_s < in->requests_per_s)
        return gs_error_set(err, GS_EDOMAIN, "cost: peak requests per second "
                            "%g is below the average %g",
                            in->peak_requests_per_s, in->requests_per_s);

    if (!(in->network_usd_per_month >= 0.0) ||
        !isfinite(in->network_usd_per_month) ||
        !(in->startup_hours >= 0.0) || !isfinite(in->startup_hours))
        return gs_error_set(err, GS_EDOMAIN, "cost: network cost and "
                            "start-up hours must be finite and not "
                            "negative");
    /* Provision for the peak, retries included, at each replica's
     * capacity under the latency targets. */
    load = 1.0 + in->retry_rate;
    want = in->peak_requests_per_s * load / in->replica_requests_per_s;
    wall = in->period_hours;
    if (in->job) {
        /* a job: enough replicas to finish inside the deadline, each
         * paid from its start-up to the end of its share of the work */
        double work_h = in->requests_per_s / in->replica_requests_per_s *
                        load * in->period_hours;

        if (in->startup_hours >= in->period_hours)
            return gs_error_set(err, GS_EDOMAIN, "cost: a start-up of %g "
                                "hours leaves no time before the %g-hour "
                                "deadline", in->startup_hours,
                                in->period_hours);
        want = work_h / (in->period_hours - in->startup_hours);
        if (want > MAX_REPLICAS)
            return gs_error_set(err, GS_EDOMAIN, "cost: %g replicas are "
                                "beyond what the engine models", want);
        replicas = ceil(want * (1.0 - REPLICA_CEIL_REL_TOL));
        wall = in->startup_hours + work_h / replicas;
        trace(t, "job_hours", "h", wall, "%g start-up + %g replica-h of work "
              "/ %g replicas", in->startup_hours, work_h, replicas);
    }
    if (want > MAX_REPLICAS)
        return gs_error_set(err, GS_EDOMAIN, "cost: %g replicas are beyond "
                            "what the engine models", want);
    replicas = ceil(want * (1.0 - REPLICA_CEIL_REL_TOL));
    gpus = replicas * (double)in->gpus_per_replica;
    paid = gpus * wall;
    first = in->requests_per_s / in->replica_requests_per_s *
            (double)in->gpus_per_replica * in->period_hours;
    retry = first * in->retry_rate;
    if (in->measured_util_frac > 0.0) {
        /* A measured utilisation u (gpusel util) replaces provisioning
         * for the peak: the GPU-hours paid are those that were u busy. */
        paid = (first + retry) / in->measured_util_frac;
        replicas = ceil(paid / ((double)in->gpus_per_replica *
                                in->period_hours) *
                        (1.0 - REPLICA_CEIL_REL_TOL));
        if (replicas > MAX_REPLICAS)
            return gs_error_set(err, GS_EDOMAIN, "cost: %g replicas are "
                                "beyond what the engine models", replicas);
    }
    idle = fmax(paid - first - retry, 0.0);
    months = in->period_hours / GS_COST_HOURS_PER_MONTH;
    held = held_rate(&r.rate);
    work = work_rate(&r.rate);
    labor = in->labor_hours_per_month * months * in->labor_usd_per_hour;

    r.n_replicas = (int64_t)replicas;
    r.paid_gpu_hours = paid;
    r.busy_gpu_hours = first + retry;
    r.utilisation_frac = (first + retry) / paid;
    r.wall_hours = wall;
    r.outputs = in->requests_per_s * GS_SECONDS_PER_HOUR * in->period_hours;
    r.accepted_outputs = r.outputs * in->acceptance_rate;

    if (in->measured_util_frac > 0.0) {
        trace(t, "paid_gpu_hours", "GPU-h", paid, "(%g first + %g retry) "
              "GPU-h / %g measured utilisation", first, retry,
              in->measured_util_frac);
        trace(t, "replicas", "replicas", replicas,
              "ceil(%g GPU-h / (%lld GPUs x %g h))", paid,
              (long long)in->gpus_per_replica, in->period_hours);
    } else {
        trace(t, "replicas", "replicas", replicas,
              "ceil(%g peak req/s x (1 + %g retry) / %g req/s per replica)",
              in->peak_requests_per_s, in->retry_rate,
              in->replica_requests_per_s);
        trace(t, "paid_gpu_hours", "GPU-h", paid,
              "%g replicas x %lld GPUs x %g h", replicas,
              (long long)in->gpus_per_replica, wall);
    }
    trace(t, "first_attempt_gpu_hours", "GPU-h", first,
          "%g req/s / %g req/s per replica x %lld GPUs x %g h",
          in->requests_per_s, in->replica_requests_per_s,
          (long long)in->gpus_per_replica, in->period_hours);
    trace(t, "retry_gpu_hours", "GPU-h", retry, "%g x %g retry rate", first,
          in->retry_rate);
    trace(t, "idle_gpu_hours", "GPU-h", idle, "%g paid - %g first - %g retry",
          paid, first, retry);
    trace(t, "utilisation", "fraction", r.utilisation_frac,
          "(%g + %g) / %g GPU-h", first, retry, paid);

    add_term(&r, "compute_usd", "GPU compute", first * work);
    trace(t, "compute_usd", "USD", first * work, "%g GPU-h x %g USD/GPU-h",
          first, work);
    add_term(&r, "storage_usd", "storage", in->storage_usd_per_month * months);
    trace(t, "storage_usd", "USD", in->storage_usd_per_month * months,
          "%g USD/month x %g months", in->storage_usd_per_month, months);
    add_term(&r, "serving_stack_usd", "serving stack",
             in->serving_stack_usd_per_month * months);
    trace(t, "serving_stack_usd", "USD",
          in->serving_stack_usd_per_month * months,
          "%g USD/month x %g months", in->serving_stack_usd_per_month,
          months);
    if (in->network_usd_per_month > 0.0) {
        add_term(&r, "network_usd", "network",
                 in->network_usd_per_month * months);
        trace(t, "network_usd", "USD", in->network_usd_per_month * months,
              "%g USD/month x %g months", in->network_usd_per_month, months);
    }
    add_term(&r, "idle_capacity_usd", "idle capacity", idle * held);
    trace(t, "idle_capacity_usd", "USD", idle * held,
          "%g idle GPU-h x %g USD/GPU-h held", idle, held);
    add_term(&r, "retry_waste_usd", "retry waste", retry * work);
    trace(t, "retry_waste_usd", "USD", retry * work,
          "%g GPU-h x %g USD/GPU-h", retry, work);
    add_term(&r, "observability_usd", "observability",
             in->observability_usd_per_month * months);
    trace(t, "observability_usd", "USD",
          in->observability_usd_per_month * months,
          "%g USD/month x %g months", in->observability_usd_per_month,
          months);
    /* a job on reserved GPUs bears its term; an ongoing service's later
     * periods use the rest of it (docs/engines/cost.md) */
    if (in->job)
        add_commitment(&r, &in->pricing, gpus, paid, t);
    else
        commitment(&r, &in->pricing, gpus);   /* shown, not charged */
    add_term(&r, "platform_labor_usd", "platform labour", labor);
    trace(t, "platform_labor_usd", "USD", labor,
          "%g h/month x %g months x %g USD/h", in->labor_hours_per_month,
          months, in->labor_usd_per_hour);
    trace(t, "outputs", "outputs", r.outputs, "%g req/s x 3600 x %g h",
          in->requests_per_s, in->period_hours);
    trace(t, "accepted_outputs", "outputs", r.accepted_outputs,
          "%g outputs x %g acceptance", r.outputs, in->acceptance_rate);
    finish(&r, in->output_tokens, t);
    *out = r;
    return 0;
}

static int check_api(const struct gs_cost_api *api, struct gs_error *err)
{
    if (nonneg(api->usd_per_mtok_input, "API USD per million input tokens",
               err) < 0 ||
        nonneg(api->usd_per_mtok_output, "API USD per million output tokens",
               err) < 0 ||
        nonneg(api->usd_per_mtok_cached_input, "API USD per million cached "
               "input tokens", err) < 0)
        return -1;
    if (!(api->cached_input_frac >= 0.0 && api->cached_input_frac <= 1.0))
        return gs_error_set(err, GS_EDOMAIN, "cost: the cached share of "
                            "input tokens must be in [0, 1], got %g",
                            api->cached_input_frac);
    return 0;
}

double gs_cost_api_usd(const struct gs_cost_api *api, double input_tokens,
                       double output_tokens)
{
    double f = api->cached_input_frac;
    double cached = api->usd_per_mtok_cached_input > 0.0
                        ? api->usd_per_mtok_cached_input
                        : api->usd_per_mtok_input;
    double in_usd = f > 0.0 ? (1.0 - f) * api->usd_per_mtok_input + f * cached
                            : api->usd_per_mtok_input;

    return (input_tokens * in_usd +
            output_tokens * api->usd_per_mtok_output) /
           GS_COST_TOKENS_PER_MTOK;
}

int gs_cost_api_infer(const struct gs_cost_api_input *in,
                      struct gs_cost_result *out, const struct gs_trace *t,
                      struct gs_error *err)
{
    struct gs_cost_result r = {.rate = {.spot_factor = 1.0}};
    double months, api_usd, labor;

    assert(in && out);
    if (check_api(&in->api, err) < 0 ||
        check_demand(in->requests_per_s, in->period_hours,
                     in->acceptance_rate, in->retry_rate, err) < 0 ||
        nonneg(in->prompt_tokens, "prompt tokens", err) < 0 ||
        positive(in->output_tokens, "output tokens", err) < 0 ||
        check_monthly(in->observability_usd_per_month,
                      in->labor_hours_per_month, in->labor_usd_per_hour,
                      err) < 0 ||
        nonneg(in->storage_usd_per_month, "storage USD per month", err) < 0 ||
        nonneg(in->network_usd_per_month, "network USD per month", err) < 0)
        return -1;
    months = in->period_hours / GS_COST_HOURS_PER_MONTH;
    r.outputs = in->requests_per_s * GS_SECONDS_PER_HOUR * in->period_hours;
    r.accepted_outputs = r.outputs * in->acceptance_rate;
    r.wall_hours = in->period_hours;
    api_usd = gs_cost_api_usd(&in->api, r.outputs * in->prompt_tokens,
                              r.outputs * in->output_tokens);
    labor = in->labor_hours_per_month * months * in->labor_usd_per_hour;
    add_term(&r, "api_usd", "model API", api_usd);
    trace(t, "api_usd", "USD", api_usd,
          "%g outputs x (%g in x %g + %g out x %g USD/Mtok) / 10^6",
          r.outputs, in->prompt_tokens, in->api.usd_per_mtok_input,
          in->output_tokens, in->api.usd_per_mtok_output);
    add_term(&r, "retry_waste_usd", "retry waste", api_usd * in->retry_rate);
    trace(t, "retry_waste_usd", "USD", api_usd * in->retry_rate,
          "%g USD x %g retry rate", api_usd, in->retry_rate);
    if (in->storage_usd_per_month > 0.0) {
        add_term(&r, "storage_usd", "storage",
                 in->storage_usd_per_month * months);
        trace(t, "storage_usd", "USD", in->storage_usd_per_month * months,
              "%g USD/month x %g months", in->storage_usd_per_month, months);
    }
    if (in->network_usd_per_month > 0.0) {
        add_term(&r, "network_usd", "network",
                 in->network_usd_per_month * months);
        trace(t, "network_usd", "USD", in->network_usd_per_month * months,
              "%g USD/month x %g months", in->network_usd_per_month, months);
    }
    add_term(&r, "observability_usd", "observability",
             in->observability_usd_per_month * months);
    trace(t, "observability_usd", "USD",
          in->observability_usd_per_month * months,
          "%g USD/month x %g months", in->observability_usd_per_month,
          months);
    add_term(&r, "platform_labor_usd", "platform labour", labor);
    trace(t, "platform_labor_usd", "USD", labor,
          "%g h/month x %g months x %g USD/h", in->labor_hours_per_month,
          months, in->labor_usd_per_hour);
    finish(&r, in->output_tokens, t);
    *out = r;
    return 0;
}

int gs_cost_api_breakeven(const struct gs_cost_api_breakeven_input *in,
                          struct gs_cost_api_breakeven *out,
                          const struct gs_trace *t, struct gs_error *err)
{
    struct gs_cost_api_breakeven b = {
        .output_tokens_per_month = NAN, .usd_per_month = NAN,
    };
    const struct gs_cost_rate *rt = &in->rate;
    double a, rep_month, k, cap, fixed, n_min, v1, v2;

    assert(in && out);
    if (check_api(&in->api, err) < 0 ||
        nonneg(in->prompt_tokens_per_output_token, "prompt tokens per output "
               "token", err) < 0 ||
        count(in->gpus_per_replica, "GPUs per replica", err) < 0 ||
        positive(in->replica_tokens_per_s, "tokens per second per replica",
                 err) < 0 ||
        count(in->min_replicas, "minimum replicas", err) < 0 ||
        nonneg(in->fixed_usd_per_month, "fixed USD per month", err) < 0 ||
        nonneg(rt->committed_usd_per_gpu_hour, "committed rate", err) < 0 ||
        nonneg(rt->running_usd_per_gpu_hour, "running rate", err) < 0 ||
        nonneg(rt->busy_usd_per_gpu_hour, "busy rate", err) < 0 ||
        positive(rt->spot_factor, "spot factor", err) < 0)
        return -1;
    if (!isfinite(in->max_util_frac) || in->max_util_frac <= 0.0 ||
        in->max_util_frac > 1.0)
        return gs_error_set(err, GS_EDOMAIN, "cost: utilisation must be above "
                            "0 and at most 1, got %g", in->max_util_frac);
    a = gs_cost_api_usd(&in->api, in->prompt_tokens_per_output_token, 1.0);
    rep_month = (double)in->gpus_per_replica * GS_COST_HOURS_PER_MONTH *
                held_rate(rt);
    k = (double)in->gpus_per_replica * rt->busy_usd_per_gpu_hour /
        (GS_SECONDS_PER_HOUR * in->replica_tokens_per_s);
    cap = in->replica_tokens_per_s * GS_SECONDS_PER_HOUR *
          GS_COST_HOURS_PER_MONTH * in->max_util_frac;
    fixed = in->fixed_usd_per_month;
    n_min = (double)in->min_replicas;
    b.api_usd_per_token = a;
    b.self_marginal_usd_per_token = rep_month / cap + k;
    trace(t, "api_usd_per_output_token", "USD", a,
          "(%g in x %g + %g) USD/Mtok / 10^6",
          in->prompt_tokens_per_output_token, in->api.usd_per_mtok_input,
          in->api.usd_per_mtok_output);
    trace(t, "replica_usd_per_month", "USD", rep_month,
          "%lld GPUs x %g h x %g USD/GPU-h held",
          (long long)in->gpus_per_replica, GS_COST_HOURS_PER_MONTH,
          held_rate(rt));
    trace(t, "replica_tokens_per_month", "tokens", cap,
          "%g tokens/s x 3600 x %g h x %g utilisation",
          in->replica_tokens_per_s, GS_COST_HOURS_PER_MONTH,
          in->max_util_frac);
    trace(t, "self_marginal_usd_per_output_token", "USD",
          b.self_marginal_usd_per_token, "%g / %g + %g power", rep_month, cap,
          k);
    if (a > k) {
        v1 = (fixed + rep_month * n_min) / (a - k);
        if (v1 <= n_min * cap) {
            b.exists = true;
            b.output_tokens_per_month = v1;
        }
    }
    if (!b.exists && a > b.self_marginal_usd_per_token) {
        v2 = fixed / (a - b.self_marginal_usd_per_token);
        b.exists = true;
        b.output_tokens_per_month = fmax(v2, n_min * cap);
    }
    if (b.exists) {
        b.usd_per_month = a * b.output_tokens_per_month;
        trace(t, "breakeven_output_tokens_per_month", "tokens",
              b.output_tokens_per_month, "self(V) = F %g + %g x max(%g, V / "
              "%g) + %g V = %g V", fixed, rep_month, n_min, cap, k, a);
    } else {
        trace(t, "breakeven_output_tokens_per_month", "tokens", NAN,
              "none: API %g USD/token <= self-hosted marginal %g", a,
              b.self_marginal_usd_per_token);
    }
    *out = b;
    return 0;
}

int gs_cost_train(const struct gs_cost_train_input *in,
                  struct gs_cost_result *out, const struct gs_trace *t,
                  struct gs_error *err)
{
    struct gs_cost_result r = {0};
    struct gs_cost_pricing job = in->pricing;
    double n, work, useful, other, spot_h, labor, instances = 1.0;

    assert(in && out);
    if (in->n_gpus >= 1 && job.gpus_per_instance >= 1)
        instances = ceil((double)in->n_gpus / (double)job.gpus_per_instance);
    /* any instance's interruption stops the synchronous job */
    job.interruptions_per_hour *= instances;
    if (gs_cost_rate_eval(&job, &r.rate, t, err) < 0 ||
        count(in->n_gpus, "GPU count", err) < 0 ||
        positive(in->wall_hours, "wall hours", err) < 0 ||
        nonneg(in->lost_work_hours, "lost work hours", err) < 0 ||
        nonneg(in->tokens, "tokens", err) < 0 ||
        nonneg(in->storage_usd, "storage USD", err) < 0 ||
        nonneg(in->network_usd, "network USD", err) < 0 ||
        nonneg(in->checkpoint_storage_usd, "checkpoint storage USD",
               err) < 0 ||
        nonneg(in->labor_hours, "labour hours", err) < 0 ||
        nonneg(in->labor_usd_per_hour, "labour USD per hour", err) < 0)
        return -1;
    if (!isfinite(in->goodput_frac) || in->goodput_frac <= 0.0 ||
        in->goodput_frac > 1.0)
        return gs_error_set(err, GS_EDOMAIN, "cost: goodput must be above 0 "
                            "and at most 1, got %g", in->goodput_frac);
    n = (double)in->n_gpus;
    useful = in->wall_hours * in->goodput_frac;
    other = in->wall_hours - useful - in->lost_work_hours;
    /* Rounding in the caller's goodput may leave -1e-13 h. */
    if (other < -in->wall_hours * REPLICA_CEIL_REL_TOL)
        return gs_error_set(err, GS_EDOMAIN, "cost: %g lost work hours exceed "
                            "the %g h of the run outside its goodput",
                            in->lost_work_hours, in->wall_hours - useful);
    other = fmax(other, 0.0);
    /* A training run works every hour it holds its GPUs; the spot
     * factor is its own term. */
    work = r.rate.committed_usd_per_gpu_hour +
           r.rate.running_usd_per_gpu_hour + r.rate.busy_usd_per_gpu_hour;
    spot_h = in->wall_hours * (r.rate.spot_factor - 1.0);
    labor = in->labor_hours * in->labor_usd_per_hour;

    r.wall_hours = in->wall_hours + spot_h;
    r.paid_gpu_hours = n * r.wall_hours;
    r.busy_gpu_hours = r.paid_gpu_hours;
    r.utilisation_frac = 1.0;
    r.outputs = 1.0;
    r.accepted_outputs = 1.0;

    trace(t, "usd_per_gpu_hour", "USD/GPU-h", work,
          "committed %g + running %g + busy %g",
          r.rate.committed_usd_per_gpu_hour, r.rate.running_usd_per_gpu_hour,
          r.rate.busy_usd_per_gpu_hour);
    add_term(&r, "compute_usd", "GPU compute", n * useful * work);
    trace(t, "compute_usd", "USD", n * useful * work,
          "%g GPUs x %g h x %g goodput x %g USD/GPU-h", n, in->wall_hours,
          in->goodput_frac, work);
    add_term(&r, "storage_usd", "storage", in->storage_usd);
    trace(t, "storage_usd", "USD", in->storage_usd, "per run");
    add_term(&r, "network_usd", "network", in->network_usd);
    trace(t, "network_usd", "USD", in->network_usd, "per run");
    add_term(&r, "checkpoint_usd", "checkpointing",
             n * other * work + in->checkpoint_storage_usd);
    trace(t, "checkpoint_usd", "USD", n * other * work +
          in->checkpoint_storage_usd, "%g GPUs x (%g h x (1 - %g) - %g h "
          "lost) x %g USD/GPU-h + %g USD storage", n, in->wall_hours,
          in->goodput_frac, in->lost_work_hours, work,
          in->checkpoint_storage_usd);
    add_term(&r, "failed_run_usd", "failed-run waste",
             n * in->lost_work_hours * work);
    trace(t, "failed_run_usd", "USD", n * in->lost_work_hours * work,
          "%g GPUs x %g h lost x %g USD/GPU-h", n, in->lost_work_hours, work);
    add_term(&r, "spot_restart_usd", "spot restarts", n * spot_h * work);
    trace(t, "spot_restart_usd", "USD", n * spot_h * work,
          "%g GPUs x %g h x (%g - 1) x %g USD/GPU-h", n, in->wall_hours,
          r.rate.spot_factor, work);
    if (job.term_hours > 0.0 && r.rate.committed_usd_per_gpu_hour > 0.0) {
        double reuse = fmin(fmax(job.term_reuse_frac, 0.0), 1.0);
        double commit = commitment(&r, &job, n);
        double used = n * r.wall_hours * r.rate.committed_usd_per_gpu_hour;
        double unused = fmax(0.0, commit - used);

        add_term(&r, "commitment_unused_usd", "unused commitment", unused);
        trace(t, "commitment_unused_usd", "USD", unused, "max(0, %g GPUs x "
              "%g USD/GPU-h x %g h term x (1 - %g reused) - %g GPU-h run)",
              n, r.rate.committed_usd_per_gpu_hour, job.term_hours, reuse,
              n * r.wall_hours);
    }
    add_term(&r, "platform_labor_usd", "platform labour", labor);
    trace(t, "platform_labor_usd", "USD", labor, "%g h x %g USD/h",
          in->labor_hours, in->labor_usd_per_hour);
    /* usd_per_mtok here is per 10^6 trained tokens of the one run. */
    finish(&r, in->tokens, t);
    *out = r;
    return 0;
}

int gs_cost_media(const struct gs_cost_media_input *in,
                  struct gs_cost_result *out, const struct gs_trace *t,
                  struct gs_error *err)
{
    struct gs_cost_result r = {0};
    double g, renders, render_h, queue_h, held, work, compute, failed;
    double queue, moderation, review;

    assert(in && out);
    if (gs_cost_rate_eval(&in->pricing, &r.rate, t, err) < 0 ||
        count(in->gpus_per_worker, "GPUs per worker", err) < 0 ||
        positive(in->assets, "assets", err) < 0 ||
        positive(in->assets_per_hour, "assets per hour", err) < 0 ||
        acceptance(in->acceptance_rate, err) < 0 ||
        nonneg(in->failed_render_rate, "failed render rate", err) < 0 ||
        nonneg(in->queue_overhead_frac, "queue overhead", err) < 0 ||
        nonneg(in->storage_usd, "storage USD", err) < 0 ||
        nonneg(in->moderation_usd_per_render, "moderation USD per render",
               err) < 0 ||
        nonneg(in->review_hours_per_asset, "review hours per asset",
               err) < 0 ||
        nonneg(in->review_usd_per_hour, "review USD per hour", err) < 0)
        return -1;
    g = (double)in->gpus_per_worker;
    renders = in->assets * (1.0 + in->failed_render_rate);
    render_h = in->assets / in->assets_per_hour;
    queue_h = renders / in->assets_per_hour * in->queue_overhead_frac;
    held = held_rate(&r.rate);
    work = work_rate(&r.rate);
    compute = render_h * g * work;
    failed = compute * in->failed_render_rate;
    queue = queue_h * g * held;
    moderation = renders * in->moderation_usd_per_render;
    review = in->assets * in->review_hours_per_asset *
             in->review_usd_per_hour;

    r.outputs = in->assets;
    r.accepted_outputs = in->assets * in->acceptance_rate;
    r.busy_gpu_hours = renders / in->assets_per_hour * g;
    r.paid_gpu_hours = r.busy_gpu_hours + queue_h * g;
    r.utilisation_frac = r.busy_gpu_hours / r.paid_gpu_hours;
    r.wall_hours = renders / in->assets_per_hour + queue_h;

    trace(t, "renders", "renders", renders, "%g assets x (1 + %g failed)",
          in->assets, in->failed_render_rate);
    add_term(&r, "compute_usd", "GPU compute", compute);
    trace(t, "compute_usd", "USD", compute,
          "%g assets / %g per h x %g GPUs x %g USD/GPU-h", in->assets,
          in->assets_per_hour, g, work);
    add_term(&r, "storage_usd", "storage", in->storage_usd);
    trace(t, "storage_usd", "USD", in->storage_usd, "per job");
    add_term(&r, "failed_render_usd", "failed renders", failed);
    trace(t, "failed_render_usd", "USD", failed, "%g USD x %g failed rate",
          compute, in->failed_render_rate);
    add_term(&r, "moderation_usd", "moderation and filtering", moderation);
    trace(t, "moderation_usd", "USD", moderation, "%g renders x %g USD",
          renders, in->moderation_usd_per_render);
    add_term(&r, "queue_overhead_usd", "queue overhead", queue);
    trace(t, "queue_overhead_usd", "USD", queue,
          "%g renders / %g per h x %g x %g GPUs x %g USD/GPU-h held",
          renders, in->assets_per_hour, in->queue_overhead_frac, g, held);
    add_commitment(&r, &in->pricing, g, r.paid_gpu_hours, t);
    add_term(&r, "operator_review_usd", "operator review", review);
    trace(t, "operator_review_usd", "USD", review, "%g assets x %g h x %g "
          "USD/h", in->assets, in->review_hours_per_asset,
          in->review_usd_per_hour);
    trace(t, "accepted_outputs", "assets", r.accepted_outputs,
          "%g assets x %g acceptance", in->assets, in->acceptance_rate);
    finish(&r, 0.0, t);
    *out = r;
    return 0;
}

double gs_cost_media_worker_assets_per_hour(double rate, bool per_gpu,
                                            int64_t gpus_per_worker)
{
    assert(gpus_per_worker >= 1);
    return per_gpu ? rate * (double)gpus_per_worker : rate;
}

int gs_cost_media_assets_per_hour(double flop_per_asset,
                                  double achieved_flop_per_s,
                                  double *assets_per_hour,
                                  struct gs_error *err)
{
    if (positive(flop_per_asset, "FLOP per asset", err) < 0 ||
        positive(achieved_flop_per_s, "achieved FLOP/s", err) < 0)
        return -1;
    *assets_per_hour = GS_SECONDS_PER_HOUR * achieved_flop_per_s /
                       flop_per_asset;
    return 0;
}
