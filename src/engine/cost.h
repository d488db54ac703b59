#ifndef GPUSEL_COST_H
#define GPUSEL_COST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "fit.h"
#include "price.h"

/*
 * The cost engine: what a finished, accepted unit of work costs on a
 * candidate (an inference output, a training run, a media asset), every
 * term a field the caller sets and the report shows; the hourly price of
 * each pricing kind (rented, committed, owned); and the break-even
 * utilisation between kinds and the token volume above which
 * self-hosting beats a model API.  Pure: no I/O, no allocation, no
 * globals, no defaults (src/engine/cost_defaults.h holds the sourced
 * ones for the CLI).  Money is USD, durations hours (prices are quoted
 * per hour), rates fractions in [0, 1].  docs/engines/cost.md derives
 * every formula.  Every evaluator returns 0, or -1 with GS_EDOMAIN for
 * an input outside the model (a negative cost, an acceptance rate of 0
 * or above 1, zero throughput, a non-finite value); `trace` may be NULL.
 */

#define GS_COST_HOURS_PER_YEAR 8760.0  /* 365 days of 24 hours */
#define GS_COST_HOURS_PER_MONTH 730.0  /* GS_COST_HOURS_PER_YEAR / 12 */
#define GS_COST_TOKENS_PER_MTOK 1e6    /* usd_per_mtok: per 10^6 tokens */
#define GS_COST_W_PER_KW 1000.0

/* ---- the hourly price of a GPU under each pricing kind ------------- */

/* A team's own hardware (GS_PRICING_OWNED), per GPU. */
struct gs_cost_owned {
    double purchase_usd_per_gpu;   /* the accelerator's price, >= 0 */
    double server_usd_per_gpu;     /* host share: CPUs, memory, NICs,
                                    * chassis / GPUs per server, >= 0 */
    double amortisation_years;     /* straight line, no salvage, > 0 */
    double tdp_w;                  /* board power at full load, >= 0 */
    double pue;                    /* facility power / IT power, >= 1 */
    double usd_per_kwh;            /* electricity, >= 0 */
    double hosting_usd_per_gpu_month; /* colocation: space, cooling,
                                       * power capacity, >= 0 */
};

/* How one GPU is paid for. */
struct gs_cost_pricing {
    enum gs_pricing kind;
    double usd_per_gpu_hour;       /* every kind but owned: the price row's
                                    * USD per GPU-hour, > 0 (reserved:
                                    * the effective hourly rate of the
                                    * commitment); owned: unused, 0 */
    double interruptions_per_hour; /* spot, marketplace: mean preemptions
                                    * per hour of the job; 0 otherwise */
    double restart_hours;          /* per interruption: hours until work
                                    * resumes (reprovision, reload) */
    double lost_work_hours;        /* per interruption: hours of work done
                                    * again (training: the mean time since
                                    * the last checkpoint; serving: 0) */
    struct gs_cost_owned owned;    /* GS_PRICING_OWNED only */
    double term_hours;             /* reserved: the commitment's term
                                    * (gs_cost_term_hours); 0: none */
    double term_reuse_frac;        /* reserved: share of the term the
                                    * buyer uses for other work, [0, 1];
                                    * 0: the job bears the whole term */
    int64_t gpus_per_instance;     /* GPUs in one rented instance (the
                                    * price row's); 0: unknown, the job
                                    * taken as one instance.  Training:
                                    * interruptions_per_hour is per
                                    * instance and any instance stops the
                                    * synchronous job (gs_cost_train) */
};

/*
 * A pricing kind reduced to three hourly rates per GPU.  A term's cost
 * is committed for every hour of the commitment, running for every hour
 * a rented GPU is held, busy for every hour it works:
 *
 *   rented (on-demand, spot, marketplace): running = price
 *   reserved-1y/3y:  committed = price  (paid whether used or not)
 *   owned:  committed = (purchase + server) / (years x 8760)
 *                       + hosting_per_month / 730
 *           busy      = tdp_w / 1000 x pue x usd_per_kwh
 *   spot_factor = 1 / (1 - interruptions_per_hour x (restart_hours
 *                 + lost_work_hours))   (held hours per useful hour)
 * Serving and media pay running x spot_factor per held hour; training
 * shows the factor as its own term (spot restarts).
 */
struct gs_cost_rate {
    enum gs_pricing kind;
    double committed_usd_per_gpu_hour;
    double running_usd_per_gpu_hour;  /* spot_factor not included */
    double busy_usd_per_gpu_hour;
    double capex_usd_per_gpu_hour;    /* owned: amortisation share */
    double hosting_usd_per_gpu_hour;  /* owned: colocation share */
    double spot_factor;               /* >= 1; 1 without interruptions */
};

/*
 * Reduce *p to hourly rates.  GS_EDOMAIN: a rented or reserved price
 * <= 0 or not finite; negative interruption terms, interruptions on
 * on-demand, reserved or owned GPUs, or so many that
 * interruptions_per_hour x (restart_hours + lost_work_hours) >= 1 (the
 * work never finishes); owned: years <= 0, pue < 1, or a negative
 * price, power or hosting figure.
 */
int gs_cost_rate_eval(const struct gs_cost_pricing *p,
                      struct gs_cost_rate *out, const struct gs_trace *trace,
                      struct gs_error *err);

/* Hours of a reservation's term: reserved-1y 8760, reserved-3y 3 x 8760;
 * 0 for every other kind. */
double gs_cost_term_hours(enum gs_pricing kind);

/* Whether the kind is paid for every hour of a term (reserved, owned). */
bool gs_cost_pricing_committed(enum gs_pricing kind);

/*
 * Cost of one GPU for one hour of a term in which it works a share
 * u (0..1] of the hours, rented GPUs being held only while they work:
 *   committed + u x (running x spot_factor + busy)
 */
double gs_cost_usd_per_term_hour(const struct gs_cost_rate *r, double u);

/* The same per hour of work: gs_cost_usd_per_term_hour(r, u) / u, u > 0. */
double gs_cost_usd_per_used_hour(const struct gs_cost_rate *r, double u);

/* ---- break-even -------------------------------------------------------- */

enum gs_breakeven {
    GS_BREAKEVEN_AT,        /* equal at utilisation_frac in (0, 1] */
    GS_BREAKEVEN_A_CHEAPER, /* a costs less at every u in (0, 1] */
    GS_BREAKEVEN_B_CHEAPER, /* b costs less at every u in (0, 1] */
    GS_BREAKEVEN_EQUAL,     /* the same at every utilisation */
};

struct gs_cost_breakeven {
    enum gs_breakeven kind;
    double utilisation_frac;  /* GS_BREAKEVEN_AT: u*; NAN otherwise */
    bool a_cheaper_below;     /* GS_BREAKEVEN_AT: a costs less below u* */
};

/*
 * Utilisation at which a and b cost the same per term hour:
 *   c_a + u v_a = c_b + u v_b  =>  u* = (c_b - c_a) / (v_a - v_b)
 * with c committed and v = running x spot_factor + busy.  On-demand
 * $2.00/h against 1-year reserved $1.30/h: u* = 1.30 / 2.00 = 0.65
 * (rent below 65%, reserve above).  A u* outside (0, 1] means one side
 * is cheaper at every utilisation.  Cannot fail; `trace` may be NULL.
 */
void gs_cost_breakeven_util(const struct gs_cost_rate *a,
                            const struct gs_cost_rate *b,
                            struct gs_cost_breakeven *out,
                            const struct gs_trace *trace);

/* ---- results ------------------------------------------------------- */

#define GS_COST_MAX_TERMS 10

/* One cost term of a breakdown. */
struct gs_cost_term {
    const char *key;     /* report/JSON key, "compute_usd" (static) */
    const char *name;    /* for people, "GPU compute" (static) */
    double usd;          /* >= 0 */
    double share_frac;   /* usd / usd_total; 0 when the total is 0 */
};

struct gs_cost_result {
    size_t n_terms;
    struct gs_cost_term terms[GS_COST_MAX_TERMS]; /* in formula order */
    double usd_total;               /* sum of the terms */
    double outputs;                 /* delivered: requests, assets, runs */
    double accepted_outputs;        /* outputs x acceptance_rate */
    double usd_per_accepted_output; /* usd_total / accepted_outputs */
    double usd_per_mtok;            /* per 10^6 accepted output tokens
                                     * (training: trained tokens); NAN
                                     * when no token count was given */
    double utilisation_frac;        /* busy / paid GPU-hours */
    double paid_gpu_hours;          /* GPU-hours held (provisioned) */
    double busy_gpu_hours;          /* GPU-hours working, retries too */
    int64_t n_replicas;             /* inference: replicas; else 0 */
    double wall_hours;              /* training: with spot restarts;
                                     * else the period or render hours */
    double commitment_usd;          /* reserved: the term signed for, GPUs
                                     * x committed x term_hours x (1 -
                                     * reuse), charged or not (a realtime
                                     * service's later periods use it);
                                     * 0 otherwise */
    struct gs_cost_rate rate;       /* the hourly rates used */
};

/* The term with that key, or NULL. */
const struct gs_cost_term *gs_cost_result_term(const struct gs_cost_result *r,
                                               const char *key);

/* ---- inference ------------------------------------------------------- */

/*
 * Serving over a period, provisioned for peak demand:
 *   load      = 1 + retry_rate            (a retry is a request too)
 *   replicas  = ceil(peak_requests_per_s x load / replica_requests_per_s)
 *   paid      = replicas x gpus_per_replica x period_hours
 *   first     = requests_per_s / replica_requests_per_s
 *               x gpus_per_replica x period_hours     (busy GPU-hours)
 *   retry     = first x retry_rate
 *   idle      = paid - first - retry
 *   held      = committed + running x spot_factor,  work = held + busy
 *   compute_usd = first x work,  retry_waste_usd = retry x work,
 *   idle_capacity_usd = idle x held,
 *   storage, serving stack, observability: usd_per_month x months,
 *   platform_labor_usd = labor_hours_per_month x months x usd_per_hour,
 *   months = period_hours / 730
 *   outputs = requests_per_s x 3600 x period_hours
 *   accepted = outputs x acceptance_rate
 *   usd_per_mtok = usd_total / (accepted x output_tokens / 10^6)
 *   utilisation = (first + retry) / paid
 * With a measured utilisation u in (0, 1] (gpusel util), the paid hours
 * are those that kept the GPUs u busy instead of the peak's:
 *   paid = (first + retry) / u,
 *   replicas = ceil(paid / (gpus_per_replica x period_hours))
 * A batch job (`job`): the rented GPUs are released when the work is
 * done, so the job pays the hours it runs, not the deadline window
 * (period_hours is the deadline):
 *   work      = requests_per_s / replica_requests_per_s x load
 *               x period_hours                 (replica-hours of work)
 *   replicas  = ceil(work / (period_hours - startup_hours))
 *               (enough to finish inside the deadline, start-up included)
 *   wall      = startup_hours + work / replicas  (<= period_hours)
 *   paid      = replicas x gpus_per_replica x wall
 * first, retry and the terms as above (idle = the start-up and the
 * replicas' uneven finish); wall_hours = wall.  Retries raise the work,
 * so the hours paid.  GS_EDOMAIN when startup_hours >= period_hours.
 * network_usd_per_month: transfer and egress, per month (a job: per
 * run / months), a term of its own.
 * replica_requests_per_s is one replica's capacity at the latency
 * targets (the roofline's, or measured).  GS_EDOMAIN: acceptance 0 or
 * above 1, negative rates or costs, zero capacity or demand, peak below
 * average, fewer than one GPU per replica, a non-positive period.
 */
struct gs_cost_infer_input {
    struct gs_cost_pricing pricing;
    int64_t gpus_per_replica;       /* >= 1 (tp x pp) */
    double replica_requests_per_s;  /* capacity at the targets, > 0 */
    double requests_per_s;          /* average demand, > 0 */
    double peak_requests_per_s;     /* >= requests_per_s */
    double period_hours;            /* accounting period, > 0 */
    double output_tokens;           /* per output; 0: not a token workload */
    double acceptance_rate;         /* accepted / delivered, (0, 1] */
    double retry_rate;              /* extra attempts per output, >= 0 */
    double storage_usd_per_month;   /* weights, logs, caches */
    double serving_stack_usd_per_month; /* gateways, load balancers,
                                         * licences */
    double observability_usd_per_month; /* tracing, evals, monitoring */
    double labor_hours_per_month;   /* platform engineering */
    double labor_usd_per_hour;
    double measured_util_frac;      /* busy / paid GPU-hours measured
                                     * (gpusel util), (0, 1]; 0: provision
                                     * for the peak */
    double network_usd_per_month;   /* transfer and egress, >= 0 */
    bool job;                       /* a batch job: GPUs released when
                                     * done (above) */
    double startup_hours;           /* job: per replica, provisioning and
                                     * model load before the first
                                     * request, >= 0 */
};

int gs_cost_infer(const struct gs_cost_infer_input *in,
                  struct gs_cost_result *out, const struct gs_trace *trace,
                  struct gs_error *err);

/* ---- model APIs ------------------------------------------------------ */

struct gs_cost_api {
    double usd_per_mtok_input;   /* per 10^6 prompt tokens, >= 0 */
    double usd_per_mtok_output;  /* per 10^6 completion tokens, >= 0 */
    double usd_per_mtok_cached_input; /* per 10^6 prompt tokens read from
                                 * the provider's prompt cache, >= 0; 0:
                                 * none listed, cached tokens pay the
                                 * input price */
    double cached_input_frac;    /* share of prompt tokens served from
                                 * the cache (prefix hit rate x prefix /
                                 * prompt), [0, 1]; 0: none */
};

/*
 * usd = input_tokens x ((1 - f) x usd_per_mtok_input
 *                       + f x cached price) / 10^6
 *     + output_tokens x usd_per_mtok_output / 10^6
 * with f = cached_input_frac and the cached price usd_per_mtok_cached_input
 * where listed, else usd_per_mtok_input.
 */
double gs_cost_api_usd(const struct gs_cost_api *api, double input_tokens,
                       double output_tokens);

/*
 * The same demand served by an API over a period:
 *   outputs = requests_per_s x 3600 x period_hours
 *   api_usd = gs_cost_api_usd(outputs x prompt_tokens,
 *                             outputs x output_tokens)
 *   retry_waste_usd = api_usd x retry_rate
 *   observability, platform labour, storage and network as for
 *   gs_cost_infer (the data and the transfer are the buyer's either way)
 * Accepted outputs, usd_per_accepted_output and usd_per_mtok as there;
 * no GPU-hours (out->rate is all zero, its kind meaningless).
 * GS_EDOMAIN as gs_cost_infer, and for a negative price.
 */
struct gs_cost_api_input {
    struct gs_cost_api api;
    double requests_per_s;           /* > 0 */
    double period_hours;             /* > 0 */
    double prompt_tokens;            /* billed input per request, >= 0 */
    double output_tokens;            /* per output, > 0 */
    double acceptance_rate;          /* (0, 1] */
    double retry_rate;               /* >= 0 */
    double observability_usd_per_month;
    double labor_hours_per_month;
    double labor_usd_per_hour;
    double storage_usd_per_month;    /* >= 0 */
    double network_usd_per_month;    /* >= 0 */
};

int gs_cost_api_infer(const struct gs_cost_api_input *in,
                      struct gs_cost_result *out,
                      const struct gs_trace *trace, struct gs_error *err);

/*
 * Monthly output-token volume V above which self-hosting costs less
 * than the API.  With replicas held as a continuous quantity (ceil makes
 * a saw-tooth; the bound is where the saw-tooth's envelope crosses):
 *   a    = (prompt_per_output x in + out) / 10^6   API USD per token
 *   R    = gpus_per_replica x 730 x (committed + running x spot_factor)
 *   k    = gpus_per_replica x busy / (3600 x replica_tokens_per_s)
 *   C    = replica_tokens_per_s x 3600 x 730 x max_util_frac
 *   self(V) = F + R x max(min_replicas, V / C) + k V
 * Below min_replicas x C:  V1 = (F + R min_replicas) / (a - k);
 * above it:                V2 = F / (a - R / C - k).
 * `exists` is false when the API's price per token is at or below
 * self-hosting's marginal cost (R / C + k): the API is then cheaper at
 * every volume.  GS_EDOMAIN: non-positive capacity, max_util_frac
 * outside (0, 1], min_replicas < 1, a negative price or cost.
 */
struct gs_cost_api_breakeven_input {
    struct gs_cost_api api;
    double prompt_tokens_per_output_token; /* billed input per output
                                            * token, >= 0 */
    struct gs_cost_rate rate;              /* the self-hosted GPUs */
    int64_t gpus_per_replica;              /* >= 1 */
    double replica_tokens_per_s;           /* output tokens/s of one
                                            * replica at the targets */
    double max_util_frac;                  /* average / provisioned
                                            * capacity the service holds
                                            * (peak provisioning) */
    int64_t min_replicas;                  /* always on, >= 1 */
    double fixed_usd_per_month;            /* serving stack, storage,
                                            * observability, labour */
};

struct gs_cost_api_breakeven {
    bool exists;                      /* false: the API always costs less */
    double output_tokens_per_month;   /* V*, NAN when !exists */
    double usd_per_month;             /* either side at V*, NAN if none */
    double api_usd_per_token;         /* a */
    double self_marginal_usd_per_token; /* R / C + k */
};

int gs_cost_api_breakeven(const struct gs_cost_api_breakeven_input *in,
                          struct gs_cost_api_breakeven *out,
                          const struct gs_trace *trace, struct gs_error *err);

/* ---- training -------------------------------------------------------- */

/*
 * One training run.  The train engine gives the wall hours, the goodput
 * (share of wall time in useful steps) and the hours of work lost to
 * failures and redone; the rest of the wall time is checkpointing and
 * restarts:
 *   work   = committed + running + busy        (USD per GPU-hour)
 *   compute_usd    = n_gpus x wall x goodput x work
 *   failed_run_usd = n_gpus x lost_work_hours x work
 *   checkpoint_usd = n_gpus x (wall (1 - goodput) - lost) x work
 *                    + checkpoint_storage_usd
 *   spot_restart_usd = n_gpus x wall x (spot_factor - 1) x work
 *   storage_usd, network_usd: per run
 *   platform_labor_usd = labor_hours x labor_usd_per_hour
 *   usd_per_mtok = usd_total / (tokens / 10^6)  (tokens > 0)
 * Spot and marketplace interruptions are per instance, and a synchronous
 * job stops when any of its instances does:
 *   interruptions_per_hour(job) = interruptions_per_hour
 *                                 x ceil(n_gpus / gpus_per_instance)
 * (gpus_per_instance 0: one instance), then spot_factor as above.
 * A reservation is a commitment: a run on reserved GPUs pays the term
 * (pricing.term_hours), less the share the buyer uses elsewhere:
 *   commitment = n_gpus x committed x term_hours x (1 - term_reuse_frac)
 *   commitment_unused_usd = max(0, commitment - n_gpus x wall x committed)
 * (wall with spot restarts; 0 when the run outlasts the commitment).
 * The seed's quote: p4d.24xlarge $32.77/h for 8 GPUs ($4.09625 per
 * GPU-hour), 8 days (192 h), goodput 1: 8 x 192 x 4.09625 = $6,291.84.
 * GS_EDOMAIN: n_gpus < 1, wall <= 0, goodput outside (0, 1], lost
 * negative or above wall x (1 - goodput), negative costs.
 */
struct gs_cost_train_input {
    struct gs_cost_pricing pricing;
    int64_t n_gpus;                 /* >= 1 */
    double wall_hours;              /* the run, all included, > 0 */
    double goodput_frac;            /* useful share of wall, (0, 1] */
    double lost_work_hours;         /* failures: work redone, >= 0 */
    double tokens;                  /* trained tokens; 0: not given */
    double storage_usd;             /* data set and artefacts, per run */
    double network_usd;             /* transfer and egress, per run */
    double checkpoint_storage_usd;  /* checkpoints kept, per run */
    double labor_hours;             /* per run */
    double labor_usd_per_hour;
};

int gs_cost_train(const struct gs_cost_train_input *in,
                  struct gs_cost_result *out, const struct gs_trace *trace,
                  struct gs_error *err);

/* ---- media ----------------------------------------------------------- */

/*
 * Accepted assets (images, video clips) from a render queue:
 *   renders       = assets x (1 + failed_render_rate)
 *   render_hours  = assets / assets_per_hour   (per worker)
 *   held = committed + running x spot_factor,  work = held + busy
 *   compute_usd       = render_hours x gpus_per_worker x work
 *   failed_render_usd = compute_usd x failed_render_rate
 *   queue_overhead_usd = renders / assets_per_hour x queue_overhead_frac
 *                        x gpus_per_worker x held
 *   moderation_usd    = renders x moderation_usd_per_render
 *   operator_review_usd = assets x review_hours_per_asset
 *                         x review_usd_per_hour
 *   storage_usd: per job
 *   accepted = assets x acceptance_rate
 * GS_EDOMAIN: zero throughput, acceptance 0 or above 1, negative rates
 * or costs, no asset, fewer than one GPU per worker.
 */
struct gs_cost_media_input {
    struct gs_cost_pricing pricing;
    int64_t gpus_per_worker;        /* GPUs one render runs on, >= 1 */
    double assets;                  /* delivered assets, > 0 */
    double assets_per_hour;         /* one worker's throughput, > 0:
                                     * measured, or
                                     * gs_cost_media_assets_per_hour() */
    double acceptance_rate;         /* (0, 1] */
    double failed_render_rate;      /* renders lost per delivered asset
                                     * (crash, filtered, re-rolled), >= 0 */
    double queue_overhead_frac;     /* GPU time held idle between renders
                                     * (queueing, model swaps) per render
                                     * hour, >= 0 */
    double storage_usd;             /* per job */
    double moderation_usd_per_render; /* safety and quality filters */
    double review_hours_per_asset;  /* operator review */
    double review_usd_per_hour;
};

int gs_cost_media(const struct gs_cost_media_input *in,
                  struct gs_cost_result *out, const struct gs_trace *trace,
                  struct gs_error *err);

/*
 * One worker's assets per hour from a measured rate: a rate measured per
 * GPU (a workload's assets_per_s_per_gpu) is one renderer, and a worker
 * of gpus_per_worker GPUs runs that many (an image is rendered on one
 * GPU; the worker's GPUs render side by side):
 *   worker = rate x gpus_per_worker   (per_gpu)
 *   worker = rate                     (a rate measured for the worker)
 * gpus_per_worker >= 1.
 */
double gs_cost_media_worker_assets_per_hour(double rate, bool per_gpu,
                                            int64_t gpus_per_worker);

/*
 * Throughput from a FLOP count:
 *   assets_per_hour = 3600 x achieved_flop_per_s / flop_per_asset
 * achieved_flop_per_s is the worker's (all its GPUs, MFU applied).
 * GS_EDOMAIN unless both are finite and > 0.
 */
int gs_cost_media_assets_per_hour(double flop_per_asset,
                                  double achieved_flop_per_s,
                                  double *assets_per_hour,
                                  struct gs_error *err);

#endif /* GPUSEL_COST_H */
