/*
 * The rank enumerator (src/plan/rank.h, gs_rank_run): every candidate of
 * a cost question (GPU type x count x layout x pricing kind x offer, MIG
 * slices, model-API offers) priced with candidate.h and filed as ranked
 * or rejected with a reason; the winner's break-even lines.  Moved from
 * src/cli/cmd/rank.c; pure: no I/O, memory from the caller's arena.
 */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ascii.h"
#include "candidate.h"
#include "cost.h"
#include "defaults.h"
#include "disagg.h"
#include "fit.h"
#include "perf.h"
#include "rank.h"
#include "scale.h"
#include "suggest.h"
#include "units.h"
#include "banned.h"

/*
 * Counts past the first that meets every target that rank also prices
 * (docs/commands/rank.md): one, so a layout with more GPUs that costs
 * less per output is seen without pricing every count.
 */
#define RANK_EXTRA_COUNTS 1
/* Most decode replica shapes (GPU counts the aggregated search found to
 * fit) rank tries for one GPU's disaggregated deployment: a search
 * bound, each shape costing two or three roofline calls
 * (docs/commands/rank.md, "Disaggregated candidates"). */
#define RANK_DISAGG_DECODE_SHAPES 3
/* Most GPU counts a GPU's search records a throughput for, and the most
 * it searches (the rest is room for the instance sizes of offers):
 * GPUs without a scale-up domain step one GPU at a time. */
#define RANK_MAX_MEMO 256
#define RANK_MAX_SEARCH 128
/* NVIDIA MIG: the smallest instance, 1g, has one compute slice of
 * mig_max_instances; on the seven-instance parts (A100, H100, H200,
 * B200) one of eight memory slices (H100 80GB: 1g.10gb), elsewhere (A30,
 * RTX PRO 6000: four) one of mig_max_instances; memory bandwidth goes
 * with the memory slices (NVIDIA MIG user guide, "Supported MIG
 * profiles"; docs/commands/rank.md). */
#define RANK_MIG_SEVEN_INSTANCES 7
#define RANK_MIG_MEMORY_SLICES_OF_SEVEN 8.0
/* The fewest MIG instances a GPU must allow for rank to price a slice:
 * the catalogue's mig_max_instances (7 on every MIG part). */
#define RANK_MIG_MIN_INSTANCES 2
/* So that 80 GB / 8 = 10 GB is not rounded up to 11 by a last bit. */
#define RANK_GB_SLACK 1e-9
/* ---- state ------------------------------------------------------------ */

struct cand_list {
    struct gs_rank_candidate *v;
    size_t n, alloc;
};

/* One GPU as rank prices it: whole, or one MIG slice of it. */
struct variant {
    const struct gs_gpu *g;          /* whole: the catalogue's; a slice:
                                      * the derived entry */
    const struct gs_gpu *parent;
    bool is_mig;
    double compute_frac, memory_frac;
    const char *profile;             /* "1g.10gb"; NULL when whole */
};

/*
 * One GPU type's prefill instance, chosen on its own (docs/engines/
 * perf.md, "Pool sizing in rank"): the tensor-parallel degree with the
 * fewest GPU-seconds per prompt at the TTFT target's largest load
 * (gs_disagg_prefill_choose), for the formats being ranked.
 */
struct prefill_pick {
    const struct gs_gpu *g;
    enum gs_dtype weight, kv;         /* the formats it was chosen for */
    bool ok;                          /* an instance meets the target */
    int64_t tp, pp, gpus;             /* the instance: tp x pp GPUs (pp
                                       * > 1 only when no tp holds the
                                       * weights) */
    double t_pre_s;                   /* one prompt's prefill alone */
    double kv_out_s, kv_up_s;         /* its KV transfer, scale-out / the
                                       * scale-up link */
    double gpu_s_per_request;         /* tp x t_pre / rho_max */
    double max_load_out;              /* rho_max with kv_out_s */
    char why[GS_RANK_REASON_MAX];     /* when !ok */
};

/* What a disaggregated row is priced with besides its throughput: the
 * prefill pool's own GPU and offer (heterogeneous pools) and the
 * prefill GPU-seconds per prompt on it and on the decode GPU. */
struct pool_offer {
    int64_t prefill_tp, prefill_pp;   /* the prefill instance */
    const struct gs_gpu *prefill_gpu; /* NULL: the decode GPU */
    const struct gs_price *prefill_row; /* NULL: owned or one type */
    double gpu_s_per_request, own_gpu_s_per_request;
};

/* A throughput at one count, remembered for the GPU being ranked. */
struct memo {
    int64_t n;
    bool ok;                          /* fits and meets the targets */
    enum gs_rank_reject reject;       /* otherwise why */
    char reason[GS_RANK_REASON_MAX];
    struct gs_candidate_throughput t;
    bool scaled;                      /* t scaled by st->scale */
    /* ok: a copy of t in the arena, which candidates priced at it point
     * to (gs_rank_candidate.throughput); NULL otherwise */
    const struct gs_candidate_throughput *saved;
};

struct rank_state {
    const struct gs_rank_ask *ask;
    const struct gs_plan_prices *prices;
    const struct gs_cost_args *a;
    struct gs_cost_question q;        /* settled for the GPU being ranked */
    const struct gs_model *m;
    const struct gs_workload_file *file; /* never NULL */
    struct cand_list ok, bad;
    struct gs_arena *arena;
    struct memo memo[RANK_MAX_MEMO];
    size_t n_memo;
    struct gs_perf_memo *perf_memo;   /* the perf engine's, per variant */
    size_t n_no_media_throughput;     /* media GPUs without a measurement */
    bool explicit_gpus;               /* --gpu or the workload's
                                       * candidates name the GPUs */
    /* serving: the formats the variant being ranked runs, and whether
     * labels name them (the workload accepts several) */
    enum gs_dtype run_weight, run_kv;
    bool weight_in_label, kv_in_label;
    /* the measured GPUs (measured / modelled, basis.h) and the one whose
     * ratio scales the GPU being ranked (NULL: none) */
    struct gs_measured_ref *refs;
    size_t n_refs;
    const struct gs_measured_ref *scale;
    const char *scaled_source;        /* throughput_source when scaled */
    /* each prefill GPU's own instance layout, per formats run
     * (prefill_pick), grown in the arena */
    struct prefill_pick *picks;
    size_t n_picks, alloc_picks;
};

static void init_candidate(struct gs_rank_candidate *c);

/* A new candidate at the end of l, grown in the arena (doubling: the
 * old arrays stay in the arena until it is released). */
static struct gs_rank_candidate *push(struct gs_arena *arena,
                                      struct cand_list *l,
                                      struct gs_error *err)
{
    struct gs_rank_candidate *c;

    if (l->n == l->alloc) {
        size_t na = l->alloc ? 2 * l->alloc : 64;
        /* not zeroed: the first n are copied, the rest set by
         * init_candidate() when pushed */
        struct gs_rank_candidate *nv = na > SIZE_MAX / sizeof(*nv) ? NULL
                                       : gs_arena_alloc_raw(arena,
                                                            na *
                                                            sizeof(*nv));

        if (!nv) {
            gs_error_set(err, GS_ENOMEM, "out of memory");
            return NULL;
        }
        if (l->n)
            memcpy(nv, l->v, l->n * sizeof(*nv));
        l->v = nv;
        l->alloc = na;
    }
    c = &l->v[l->n++];
    init_candidate(c);
    return c;
}

/* Zero, with every "unknown" number NAN. */
static void init_candidate(struct gs_rank_candidate *c)
{
    memset(c, 0, sizeof(*c));
    c->cost_per_output = c->unit_tokens_per_s = NAN;
    c->ttft_p99_s = c->itl_p99_s = c->hours_to_finish = NAN;
    c->tpot_mean_s = NAN;
    c->unit_requests_per_s = c->tokens_per_s = c->mfu = NAN;
    c->goodput = c->lost_work_hours = c->days_low = c->days_high = NAN;
    c->purchase_usd_per_gpu = c->usd_total_at_superseded = NAN;
    c->usd_per_gpu_hour = NAN;
    c->price_age_days = -1;
    c->scale_ratio = NAN;
    c->weight_dtype = c->kv_dtype = GS_DTYPE_UNSET;
    c->mig_compute_frac = c->mig_memory_frac = c->mig_fraction = NAN;
    c->prefill_s = c->kv_transfer_s = c->prefill_load_frac = NAN;
    c->prefill_usd_per_gpu_hour = c->decode_usd_per_gpu_hour = NAN;
    c->prefill_gpu_s_per_request = c->own_prefill_gpu_s_per_request = NAN;
}

static bool serving(const struct gs_cost_question *q)
{
    return q->kind == GS_WKIND_REALTIME || q->kind == GS_WKIND_BATCH;
}


/* Append src to the string in dst[size], cut to fit (not mid-character:
 * a cut backs off over UTF-8 continuation bytes). */
static void append(char *dst, size_t size, const char *src)
{
    size_t have = strlen(dst), n = src ? strlen(src) : 0;

    if (have + 1 >= size)
        return;
    if (n > size - 1 - have) {
        n = size - 1 - have;
        while (n > 0 && ((unsigned char)src[n] & 0xC0) == 0x80)
            n--;
    }
    memcpy(dst + have, src, n);
    dst[have + n] = '\0';
}

static void set_text(char *dst, size_t size, const char *src)
{
    dst[0] = '\0';
    append(dst, size, src);
}

/* ---- offers ----------------------------------------------------------- */

/* Whether GPU g has a standing offer (src/model/market.h). */
static bool has_offer(const struct rank_state *st, const struct gs_gpu *g)
{
    const size_t *idx;

    return gs_market_gpu_offers(st->prices->market, g->id, &idx) > 0;
}

static bool can_own(const struct rank_state *st, const struct gs_gpu *g)
{
    return gs_gpu_purchase_usd(g) > 0.0 || !gs_unset_f64(st->a->purchase_usd);
}

/* The one unit size the question fixes: --gpus, or fixed disaggregated
 * pools' prefill + decode GPUs; GS_UNSET_I64 when none. */
static int64_t fixed_count(const struct rank_state *st)
{
    const struct gs_cost_question *q = &st->q;

    if (!gs_unset_i64(st->a->n_gpus))
        return st->a->n_gpus;
    if (q->disagg && !gs_unset_i64(q->prefill_gpus))
        return q->prefill_gpus + q->decode_gpus;
    return GS_UNSET_I64;
}

/* ---- throughput at a count ---------------------------------------------- */

/*
 * A modelled throughput scaled by the nearest measured GPU's measured /
 * modelled ratio (st->scale, basis.h): serving, the output tokens and
 * requests per second (the latencies stay the model's: a throughput
 * measurement gives none); training, the run at the modelled MFU x the
 * ratio (the train engine at that MFU, the layout searched again).
 */
static int scale_throughput(struct rank_state *st, const struct variant *v,
                            int64_t n, struct gs_candidate_throughput *t,
                            struct gs_error *err)
{
    return gs_scale_throughput(&st->q, st->a, st->m, v->g, n, st->scale,
                               st->scaled_source, t, err);
}

/* The throughput of v at n GPUs per unit, remembered; NULL on a hard
 * error (*err set). */
static const struct memo *at_count(struct rank_state *st,
                                   const struct variant *v, int64_t n,
                                   struct gs_error *err)
{
    const struct gs_cost_question *q = &st->q;
    struct memo *e;
    struct gs_error e2 = GS_ERROR_INIT;
    size_t i;
    int rc;

    for (i = 0; i < st->n_memo; i++)
        if (st->memo[i].n == n)
            return &st->memo[i];
    if (st->n_memo == RANK_MAX_MEMO) {
        gs_error_set(err, GS_EINTERNAL, "rank: more than %d GPU counts "
                     "searched", RANK_MAX_MEMO);
        return NULL;
    }
    e = &st->memo[st->n_memo++];
    memset(e, 0, sizeof(*e));
    e->n = n;
    st->q.perf_memo = st->perf_memo;
    e2.quiet_domain = true;         /* its reason is worded below */
    rc = gs_candidate_throughput(q, st->a, st->m, v->g, n, &e->t, NULL, &e2);
    if (rc == 0 && !e->t.measured && st->scale) {
        if (scale_throughput(st, v, n, &e->t, err) < 0)
            return NULL;
        e->scaled = true;
    }
    if (rc == 0) {
        e->ok = true;
        if (gs_workload_kind_trains(q->kind) && q->deadline_hours > 0.0 &&
            e->t.tres.expected.wall_s / GS_SECONDS_PER_HOUR >
                q->deadline_hours) {
            e->ok = false;
            e->reject = GS_RANK_MISSES_DEADLINE;
            snprintf(e->reason, sizeof(e->reason), "%.4g hours to train "
                     "> deadline %.4g hours",
                     e->t.tres.expected.wall_s / GS_SECONDS_PER_HOUR,
                     q->deadline_hours);
        } else {
            /* NULL when out of memory: the winner's is modelled again */
            struct gs_candidate_throughput *copy =
                gs_arena_alloc_raw(st->arena, sizeof(*copy));

            if (copy)
                *copy = e->t;
            e->saved = copy;
        }
        return e;
    }
    if (e2.code != GS_EDOMAIN) {
        *err = e2;
        return NULL;
    }
    if (!e->t.fits) {
        e->reject = GS_RANK_NO_FIT;
        if (serving(q))
            snprintf(e->reason, sizeof(e->reason), "the weights and one "
                     "%lld-token sequence do not fit in %lld GPU(s)",
                     (long long)(q->prompt_tokens + q->output_tokens),
                     (long long)n);
        else
            snprintf(e->reason, sizeof(e->reason), "no layout of %lld "
                     "GPU(s) holds the training state", (long long)n);
        return e;
    }
    e->reject = GS_RANK_MISSES_LATENCY;
    if (q->ttft_p99_s > 0.0 && e->t.ttft_p99_s > q->ttft_p99_s)
        snprintf(e->reason, sizeof(e->reason), "p99 TTFT %.3g s > target "
                 "%.3g s", e->t.ttft_p99_s, q->ttft_p99_s);
    else
        snprintf(e->reason, sizeof(e->reason), "p99 ITL %.3g s > target "
                 "%.3g s", e->t.itl_p99_s, q->itl_p99_s);
    return e;
}

/* ---- candidates --------------------------------------------------------- */

static void label_of(struct gs_rank_candidate *c)
{
    char num[32];

    c->label[0] = '\0';
    if (c->is_api) {
        append(c->label, sizeof(c->label), "api ");
        append(c->label, sizeof(c->label), c->api->provider);
        append(c->label, sizeof(c->label), "/");
        append(c->label, sizeof(c->label), c->api->model);
        return;
    }
    if (c->prefill_gpu) {
        /* heterogeneous pools: "b200 x8 P + h200 x16 D" ("b200 P + h200
         * D" when rejected before sizing) */
        append(c->label, sizeof(c->label), c->prefill_gpu->id);
        if (c->prefill_gpus > 0)
            snprintf(num, sizeof(num), " x%lld P + ",
                     (long long)c->prefill_gpus);
        else
            set_text(num, sizeof(num), " P + ");
        append(c->label, sizeof(c->label), num);
        append(c->label, sizeof(c->label), c->gpu_id);
        if (c->decode_gpus > 0)
            snprintf(num, sizeof(num), " x%lld D", (long long)c->decode_gpus);
        else
            set_text(num, sizeof(num), " D");
        append(c->label, sizeof(c->label), num);
    } else {
        append(c->label, sizeof(c->label), c->gpu_id);
    }
    if (c->prefill_gpu) {
        /* named above */
    } else if (c->is_mig) {
        append(c->label, sizeof(c->label), " MIG ");
        append(c->label, sizeof(c->label), c->mig_profile);
    } else {
        snprintf(num, sizeof(num), " x%lld", (long long)c->n_gpus);
        append(c->label, sizeof(c->label), num);
    }
    if (c->prefill_gpu) {
        /* named above */
    } else if (c->disagg && c->prefill_gpus == 0) {
        append(c->label, sizeof(c->label), " disagg");
    } else if (c->disagg) {
        snprintf(num, sizeof(num), " disagg %lldP+%lldD",
                 (long long)c->prefill_gpus, (long long)c->decode_gpus);
        append(c->label, sizeof(c->label), num);
    }
    /* the formats, when the workload accepts several (issue 16) */
    if (c->format_in_label && c->weight_dtype != GS_DTYPE_UNSET) {
        append(c->label, sizeof(c->label), " ");
        append(c->label, sizeof(c->label), gs_dtype_name(c->weight_dtype));
    }
    if (c->kv_in_label && c->kv_dtype != GS_DTYPE_UNSET) {
        append(c->label, sizeof(c->label), " kv-");
        append(c->label, sizeof(c->label), gs_dtype_name(c->kv_dtype));
    }
    if (c->any_offer)
        return;
    append(c->label, sizeof(c->label), " ");
    append(c->label, sizeof(c->label), gs_pricing_name(c->pricing));
    if (c->row) {
        append(c->label, sizeof(c->label), " ");
        append(c->label, sizeof(c->label), c->provider);
    }
    if (c->prefill_row && c->prefill_row->instance) {
        append(c->label, sizeof(c->label), " ");
        append(c->label, sizeof(c->label), c->prefill_row->instance);
        append(c->label, sizeof(c->label), " +");
    }
    if (c->instance) {
        append(c->label, sizeof(c->label), " ");
        append(c->label, sizeof(c->label), c->instance);
    }
    if (c->region) {
        append(c->label, sizeof(c->label), " ");
        append(c->label, sizeof(c->label), c->region);
    }
}

static void identity(const struct rank_state *st,
                     struct gs_rank_candidate *c, const struct variant *v,
                     int64_t n)
{
    if (serving(&st->q)) {
        c->weight_dtype = st->run_weight;
        c->kv_dtype = st->run_kv;
        c->format_in_label = st->weight_in_label;
        c->kv_in_label = st->kv_in_label;
    }
    c->gpu = v->g;
    c->parent = v->parent;
    c->gpu_id = v->parent->id;
    c->n_gpus = n;
    c->is_mig = v->is_mig;
    if (v->is_mig) {
        c->mig_profile = v->profile;
        c->mig_compute_frac = v->compute_frac;
        c->mig_memory_frac = v->memory_frac;
        c->mig_fraction = v->compute_frac;
    }
}

/* A rejection that holds for every offer of v at n. */
static int reject_all(struct rank_state *st, const struct variant *v,
                      int64_t n, enum gs_rank_reject why, const char *text,
                      struct gs_error *err)
{
    struct gs_rank_candidate *c = push(st->arena, &st->bad, err);

    if (!c)
        return -1;
    identity(st, c, v, n);
    if (st->q.disagg) {
        /* --disagg: every unit is disaggregated (fixed pools or not) */
        c->disagg = true;
        if (!gs_unset_i64(st->q.prefill_gpus)) {
            c->prefill_gpus = st->q.prefill_gpus;
            c->decode_gpus = st->q.decode_gpus;
        }
    }
    c->any_offer = true;
    c->reject = why;
    set_text(c->reason, sizeof(c->reason), text);
    label_of(c);
    return 0;
}

static void throughput_fields(const struct rank_state *st,
                              struct gs_rank_candidate *c,
                              const struct memo *e)
{
    const struct gs_cost_question *q = &st->q;
    const struct gs_candidate_throughput *t = &e->t;

    c->throughput_source = t->source;
    c->throughput = e->saved;
    c->measured = t->measured;
    c->basis = t->measured ? GS_BASIS_BENCHMARKED : GS_BASIS_ESTIMATED;
    if (e->scaled && st->scale) {
        c->basis = GS_BASIS_SCALED;
        c->scaled_by = st->scale->gpu;
        c->scale_ratio = gs_measured_ref_ratio(st->scale);
    }
    c->tp = t->tp;
    c->ep = t->ep;
    c->attn_dp = t->attn_dp;
    c->pp = t->pp;
    c->dp = t->dp;
    c->concurrency = t->concurrency;
    if (t->disagg) {
        c->disagg = true;
        c->prefill_gpus = t->prefill_gpus;
        c->decode_gpus = t->decode_gpus;
        c->prefill_tp = t->prefill_tp;
        c->prefill_instances = t->prefill_instances;
        c->decode_replicas = t->decode_replicas;
        c->prefill_s = t->prefill_s;
        c->kv_transfer_s = t->kv_transfer_s;
        c->prefill_load_frac = t->prefill_load_frac;
    }
    if (serving(q)) {
        c->unit_tokens_per_s = t->unit_tokens_per_s;
        c->unit_requests_per_s = t->unit_requests_per_s;
        if (!t->measured) {
            c->ttft_p99_s = t->ttft_p99_s;
            c->itl_p99_s = t->itl_p99_s;
            c->tpot_mean_s = t->tpot_mean_s;
            c->prefill_chunk_tokens = t->prefill_chunk_tokens;
        } else {
            /* a measurement's latency where it gives one, else unknown */
            c->ttft_p99_s = gs_unset_f64(q->measured_ttft_p99_s)
                                ? NAN : q->measured_ttft_p99_s;
            c->itl_p99_s = gs_unset_f64(q->measured_itl_p99_s)
                               ? NAN : q->measured_itl_p99_s;
        }
    } else if (gs_workload_kind_trains(q->kind)) {
        const struct gs_train_metrics *x = &t->tres.expected;

        c->zero_stage = t->tin.zero_stage;
        c->tokens_per_s = x->tokens_per_s;
        c->mfu = x->mfu;
        c->goodput = x->goodput;
        c->lost_work_hours = x->lost_s / GS_SECONDS_PER_HOUR;
        c->days_low = t->tres.low.days;
        c->days_high = t->tres.high.days;
    }
}

static void price_fields(struct rank_state *st, struct gs_rank_candidate *c,
                         const struct gs_price *row)
{
    const struct gs_plan_prices *pp = st->prices;
    int32_t age;

    c->row = row;
    if (!row) {
        c->provider = "owned";
        return;
    }
    c->provider = row->provider;
    c->region = row->region;
    c->instance = row->instance;
    c->price_as_of = row->as_of.precision == GS_DATE_NONE ? NULL
                                                          : row->as_of.text;
    if (gs_date_age_days(&row->as_of, pp->today_days, &age) == 0)
        c->price_age_days = age;
    c->price_stale = gs_date_is_stale(&row->as_of, pp->today_days,
                                      pp->stale_after_days);
    c->quote = gs_candidate_superseded_quote(pp, row);
}

/* The constraint a candidate breaks, into c->reason; false if none. */
static bool breaks_constraint(const struct rank_state *st,
                              struct gs_rank_candidate *c)
{
    const struct gs_workload_constraints *s = &st->file->constraints;
    const char *kind = c->is_api ? NULL : gs_pricing_name(c->pricing);
    bool owned = !c->is_api && c->pricing == GS_PRICING_OWNED;

    if (!owned && !gs_name_list_allows(&s->providers, c->provider)) {
        snprintf(c->reason, sizeof(c->reason), "provider '%s' not in "
                 "constraints", c->provider ? c->provider : "?");
        return true;
    }
    if (!owned && !c->is_api && !gs_name_list_allows(&s->regions, c->region)) {
        snprintf(c->reason, sizeof(c->reason), "region '%s' not in "
                 "constraints", c->region ? c->region : "none");
        return true;
    }
    if (kind && !gs_name_list_allows(&s->pricing, kind)) {
        snprintf(c->reason, sizeof(c->reason), "pricing '%s' not in "
                 "constraints", kind);
        return true;
    }
    return false;
}

static void cost_fields(struct rank_state *st, struct gs_rank_candidate *c)
{
    const struct gs_cost_question *q = &st->q;
    const struct gs_cost_result *r = &c->res;

    c->costed = true;
    c->cost_per_output = serving(q) ? r->usd_per_mtok
                                    : r->usd_per_accepted_output;
    if (q->kind == GS_WKIND_BATCH && r->n_replicas > 0)
        c->hours_to_finish = r->wall_hours;   /* start-up, retries in */
    else if (!serving(q))
        c->hours_to_finish = r->wall_hours;
}

/*
 * A realtime candidate priced from a measured throughput: the perf
 * engine did not check its latency, so the measurement's p99 latencies
 * decide, where it gives them (over a target: misses_latency); a target
 * it gives no latency for leaves the answer unknown (latency_unknown,
 * meets_targets null), never "meets".
 */
static void measured_latency(const struct gs_cost_question *q,
                             struct gs_rank_candidate *c)
{
    const char *name[2] = { "TTFT", "ITL" };
    double target[2] = { q->ttft_p99_s, q->itl_p99_s };
    double got[2] = { c->ttft_p99_s, c->itl_p99_s };
    int i;

    for (i = 0; i < 2; i++) {
        if (!(target[i] > 0.0))
            continue;
        if (isnan(got[i])) {
            c->latency_unknown = true;
        } else if (got[i] > target[i]) {
            c->meets_targets = false;
            c->reject = GS_RANK_MISSES_LATENCY;
            snprintf(c->reason, sizeof(c->reason), "measured p99 %s %.4g s "
                     "> target %.4g s", name[i], got[i], target[i]);
            return;
        }
    }
}

/* File a priced candidate as ranked or rejected (its reason set). */
static int file_candidate(struct rank_state *st,
                          const struct gs_rank_candidate *tmp,
                          struct gs_error *err)
{
    struct gs_rank_candidate cc = *tmp, *c;
    const struct gs_cost_question *q = &st->q;
    double budget = st->ask->budget_usd;

    cc.meets_targets = true;
    if (cc.reject == GS_RANK_OK && !isfinite(cc.cost_per_output)) {
        cc.reject = GS_RANK_COST_NOT_FINITE;
        snprintf(cc.reason, sizeof(cc.reason), "cost per output is %s "
                 "(usd_total %g): a demand or acceptance rate at the edge of "
                 "double precision", isnan(cc.cost_per_output) ? "not a "
                 "number" : "infinite", cc.res.usd_total);
    }
    if (cc.reject == GS_RANK_OK && cc.measured && !cc.is_api &&
        q->kind == GS_WKIND_REALTIME)
        measured_latency(q, &cc);
    if (cc.reject == GS_RANK_OK && gs_workload_kind_trains(q->kind) &&
        q->deadline_hours > 0.0 && cc.hours_to_finish > q->deadline_hours) {
        cc.meets_targets = false;
        cc.reject = GS_RANK_MISSES_DEADLINE;
        snprintf(cc.reason, sizeof(cc.reason), "%.4g hours to train "
                 "(spot restarts included) > deadline %.4g hours",
                 cc.hours_to_finish, q->deadline_hours);
    }
    if (cc.reject == GS_RANK_OK && breaks_constraint(st, &cc))
        cc.reject = GS_RANK_BREAKS_CONSTRAINT;
    /* a decision rests on prices someone can date: an undated row (a
     * SkyPilot catalogue read without --prices-as-of) is not ranked
     * unless asked for */
    if (cc.reject == GS_RANK_OK && cc.row && !st->ask->allow_undated &&
        cc.row->as_of.precision == GS_DATE_NONE) {
        cc.reject = GS_RANK_UNDATED_PRICE;
        snprintf(cc.reason, sizeof(cc.reason), "the price row has no date "
                 "(%s:%u); --allow-undated ranks it, flagged stale",
                 cc.row->origin_path
                 ? cc.row->origin_path : "?", cc.row->origin_line);
    }
    if (cc.reject == GS_RANK_OK && cc.prefill_row && !st->ask->allow_undated &&
        cc.prefill_row->as_of.precision == GS_DATE_NONE) {
        cc.reject = GS_RANK_UNDATED_PRICE;
        snprintf(cc.reason, sizeof(cc.reason), "the prefill pool's price row "
                 "has no date (%s:%u); --allow-undated ranks it, flagged "
                 "stale", cc.prefill_row->origin_path
                 ? cc.prefill_row->origin_path : "?",
                 cc.prefill_row->origin_line);
    }
    if (cc.reject == GS_RANK_OK && !gs_unset_f64(budget) &&
        cc.res.usd_total > budget) {
        cc.reject = GS_RANK_OVER_BUDGET;
        snprintf(cc.reason, sizeof(cc.reason), "usd_total %.2f > --budget "
                 "%.2f", cc.res.usd_total, budget);
    }
    label_of(&cc);
    c = push(st->arena, cc.reject == GS_RANK_OK ? &st->ok : &st->bad, err);
    if (!c)
        return -1;
    *c = cc;
    return 0;
}

/* The hourly rate of one owned GPU of g at 100% use (the cost
 * engine's committed + busy rate). */
static double owned_rate(const struct rank_state *st, const struct gs_gpu *g,
                         const struct gs_candidate_throughput *t)
{
    struct gs_cost_pricing cp;
    struct gs_cost_rate rate;
    struct gs_error e2 = GS_ERROR_INIT;

    gs_candidate_make_pricing(st->a, g, GS_PRICING_OWNED, 0.0, t,
                              gs_workload_kind_trains(st->q.kind), &cp);
    if (gs_cost_rate_eval(&cp, &rate, NULL, &e2) < 0)
        return NAN;
    return gs_cost_usd_per_used_hour(&rate, 1.0);
}

/*
 * Price v at n GPUs per unit under `kind` at `row` (NULL: owned); po a
 * disaggregated row's pools (NULL otherwise): with a prefill GPU of
 * another type, each pool at its own offer (gs_candidate_disagg_
 * usd_per_gpu_hour; owned: gs_candidate_disagg_owned_terms).
 */
static int price_unit(struct rank_state *st, const struct variant *v,
                      const struct memo *e, enum gs_pricing kind,
                      const struct gs_price *row, const struct pool_offer *po,
                      struct gs_error *err)
{
    const struct gs_cost_question *q = &st->q;
    struct gs_rank_candidate c;
    struct gs_cost_pricing cp;
    struct gs_error e2 = GS_ERROR_INIT;
    double frac = v->is_mig ? gs_mig_price_share(kind, v->compute_frac)
                            : 1.0;
    bool trains = gs_workload_kind_trains(q->kind);

    init_candidate(&c);
    identity(st, &c, v, e->n);
    if (v->is_mig)
        c.mig_fraction = frac;
    c.pricing = kind;
    price_fields(st, &c, row);
    throughput_fields(st, &c, e);
    gs_candidate_make_pricing(st->a, v->g, kind,
                              row ? row->usd_per_gpu_hour * frac : 0.0,
                              &e->t, trains, &cp);
    cp.gpus_per_instance = row ? row->n_gpus : 0;
    if (po) {
        c.prefill_tp = po->prefill_tp;
        c.prefill_pp = po->prefill_pp;
        c.prefill_gpu_s_per_request = po->gpu_s_per_request;
        c.own_prefill_gpu_s_per_request = po->own_gpu_s_per_request;
    }
    if (po && po->prefill_gpu) {
        const struct gs_gpu *gp = po->prefill_gpu;
        int64_t np = e->t.prefill_gpus, nd = e->t.decode_gpus;

        c.prefill_gpu = gp;
        c.prefill_row = po->prefill_row;
        if (kind == GS_PRICING_OWNED) {
            struct gs_cost_owned op, od = cp.owned;

            gs_candidate_owned_terms(st->a, gp, &op);
            if (!gs_candidate_disagg_owned_terms(np, &op, nd, &od,
                                                 &cp.owned))
                return gs_error_set(err, GS_EINTERNAL, "rank: a "
                                    "heterogeneous unit of %lld + %lld GPUs",
                                    (long long)np, (long long)nd);
            c.prefill_usd_per_gpu_hour = owned_rate(st, gp, &e->t);
            c.decode_usd_per_gpu_hour = owned_rate(st, v->g, &e->t);
        } else {
            c.prefill_usd_per_gpu_hour = po->prefill_row->usd_per_gpu_hour;
            c.decode_usd_per_gpu_hour = row->usd_per_gpu_hour;
            cp.usd_per_gpu_hour = gs_candidate_disagg_usd_per_gpu_hour(
                np, c.prefill_usd_per_gpu_hour, nd,
                c.decode_usd_per_gpu_hour);
            c.price_stale = c.price_stale ||
                gs_date_is_stale(&po->prefill_row->as_of,
                                 st->prices->today_days,
                                 st->prices->stale_after_days);
            c.quote = NULL;     /* a quote is of one offer */
        }
    }
    if (v->is_mig && kind == GS_PRICING_OWNED) {
        /* every per-GPU ownership term at the slice's share (the
         * slice's launch price and power are scaled already) */
        if (!gs_unset_f64(st->a->purchase_usd))
            cp.owned.purchase_usd_per_gpu = st->a->purchase_usd * frac;
        cp.owned.server_usd_per_gpu *= frac;
        cp.owned.hosting_usd_per_gpu_month *= frac;
    }
    c.interruptions_per_hour = cp.interruptions_per_hour;
    if (kind == GS_PRICING_OWNED)
        c.purchase_usd_per_gpu = cp.owned.purchase_usd_per_gpu;
    if (gs_candidate_evaluate(q, &cp, &e->t, e->n, &c.res, NULL, &e2) < 0) {
        if (e2.code != GS_EDOMAIN) {
            *err = e2;
            return -1;
        }
        c.reject = GS_RANK_MISSES_DEADLINE;
        set_text(c.reason, sizeof(c.reason), e2.msg);
        return file_candidate(st, &c, err);
    }
    cost_fields(st, &c);
    c.usd_per_gpu_hour = row && !c.prefill_gpu
                             ? row->usd_per_gpu_hour * frac
                         : row ? cp.usd_per_gpu_hour
                               : gs_cost_usd_per_used_hour(&c.res.rate, 1.0);
    if (c.disagg && !c.prefill_gpu)
        c.prefill_usd_per_gpu_hour = c.decode_usd_per_gpu_hour =
            c.usd_per_gpu_hour;
    if (c.quote) {
        struct gs_cost_pricing qp = cp;
        struct gs_cost_result qr;
        struct gs_error e3 = GS_ERROR_INIT;

        qp.usd_per_gpu_hour = c.quote->usd_per_gpu_hour * frac;
        if (gs_candidate_evaluate(q, &qp, &e->t, e->n, &qr, NULL, &e3) == 0)
            c.usd_total_at_superseded = qr.usd_total;
    }
    return file_candidate(st, &c, err);
}

static int price_one(struct rank_state *st, const struct variant *v,
                     const struct memo *e, enum gs_pricing kind,
                     const struct gs_price *row, struct gs_error *err)
{
    return price_unit(st, v, e, kind, row, NULL, err);
}

/* Whether the flags let this offer through (restrictions, not
 * rejections: what the user did not ask about is not listed). */
static bool flags_allow(const struct rank_state *st,
                        const struct gs_price *row, enum gs_pricing kind)
{
    const struct gs_cost_args *a = st->a;

    if (a->pricing && gs_pricing_find(a->pricing) != (int)kind)
        return false;
    if (!row)
        return !a->provider && !a->region && !a->instance;
    return (!a->provider || gs_ascii_caseeq(row->provider, a->provider)) &&
           (!a->region || gs_ascii_caseeq(row->region, a->region)) &&
           (!a->instance || gs_ascii_caseeq(row->instance, a->instance));
}

/*
 * The unit an offer of k GPUs per instance rents for a count of n:
 * the whole instance when it holds n (an 8-GPU instance for a
 * one-GPU model is paid whole), several instances when n is a whole
 * number of them each spanning the GPU's scale-up domain (tensor
 * parallelism stays inside one); 0 when the offer cannot make n.
 */
static int64_t unit_for(const struct gs_gpu *g, int64_t k, int64_t n)
{
    return gs_price_unit_gpus(g->scale_up_domain_gpus, k, n);
}

/* Price every offer (and owned) of v at the feasible counts. */
static int price_counts(struct rank_state *st, const struct variant *v,
                        const int64_t *counts, size_t n_counts,
                        struct gs_error *err)
{
    const struct gs_cost_args *a = st->a;
    const struct gs_price *rows = st->prices->market->rows;
    const size_t *offers;
    size_t n_offers = gs_market_gpu_offers(st->prices->market,
                                           v->parent->id, &offers);
    size_t i, j;
    size_t priced = 0;

    for (i = 0; i < n_offers; i++) {
        const struct gs_price *row = &rows[offers[i]];
        int64_t last = 0;

        if (!flags_allow(st, row, row->pricing))
            continue;
        for (j = 0; j < n_counts; j++) {
            int64_t n = v->is_mig ? 1 : unit_for(v->g, row->n_gpus,
                                                 counts[j]);
            const struct memo *e;

            if (n == 0 || n == last)
                continue;
            if (!gs_unset_i64(fixed_count(st)) && !v->is_mig &&
                n != fixed_count(st))
                continue;
            last = n;
            if (!(e = at_count(st, v, n, err)))
                return -1;
            if (!e->ok)
                continue;
            if (price_one(st, v, e, row->pricing, row, err) < 0)
                return -1;
            priced++;
        }
    }
    if (can_own(st, v->parent) && flags_allow(st, NULL, GS_PRICING_OWNED))
        for (j = 0; j < n_counts; j++) {
            const struct memo *e = at_count(st, v, counts[j], err);

            if (!e)
                return -1;
            if (price_one(st, v, e, GS_PRICING_OWNED, NULL, err) < 0)
                return -1;
            priced++;
        }
    if (priced == 0 && n_counts > 0) {
        char why[GS_RANK_REASON_MAX];

        snprintf(why, sizeof(why), "no %s%s price row for '%s'%s%s "
                 "(gpusel list prices --gpu %s)",
                 a->pricing ? a->pricing : "", a->pricing ? "" : "usable",
                 v->parent->id, a->provider ? " at " : "",
                 a->provider ? a->provider : "", v->parent->id);
        if (st->explicit_gpus &&
            reject_all(st, v, counts[0], GS_RANK_NO_PRICE, why, err) < 0)
            return -1;
    }
    return 0;
}

/*
 * The counts of v to price: the fewest that fit; if they miss a target,
 * larger ones until one meets them (the misses are rejected once each,
 * for every offer); then RANK_EXTRA_COUNTS more.  --gpus: that count
 * only.  A slice: one.
 */
static int rank_variant(struct rank_state *st, const struct variant *v,
                        struct gs_error *err)
{
    int64_t counts[1 + RANK_EXTRA_COUNTS];
    size_t n_counts = 0, extra = 0;
    const struct memo *first_miss = NULL, *last_fit = NULL, *e = NULL;
    int64_t dom = v->g->scale_up_domain_gpus > 0 ? v->g->scale_up_domain_gpus
                                                  : 1;
    int64_t n, next;
    bool single;

    st->n_memo = 0;
    if (st->perf_memo)      /* another GPU (or slice), another question */
        gs_perf_memo_reset(st->perf_memo);
    single = st->q.kind == GS_WKIND_MEDIA || v->is_mig ||
             !gs_unset_i64(fixed_count(st));
    n = !v->is_mig && !gs_unset_i64(fixed_count(st)) ? fixed_count(st) : 1;
    for (;;) {
        if (!(e = at_count(st, v, n, err)))
            return -1;
        if (e->ok) {
            counts[n_counts++] = n;
            if (extra++ == RANK_EXTRA_COUNTS)
                break;
        } else if (n_counts > 0) {
            break;              /* more GPUs stopped meeting a target */
        } else if (e->reject != GS_RANK_NO_FIT) {
            if (!first_miss)
                first_miss = e;
            last_fit = e;
            /* past the scale-up domain more GPUs add pipeline stages,
             * which do not shorten a token's latency: stop */
            if (e->reject == GS_RANK_MISSES_LATENCY && n >= dom)
                break;
        }
        next = gs_candidate_next_count(v->g, n);
        /* a training run's time falls about as 1/n: go straight to the
         * count the deadline asks for (the search checks it) */
        if (e->reject == GS_RANK_MISSES_DEADLINE && n_counts == 0) {
            double want = (double)n * e->t.tres.expected.wall_s /
                          GS_SECONDS_PER_HOUR / st->q.deadline_hours;

            while (next < want && next <= GS_DEFAULT_MAX_GPUS)
                next = gs_candidate_next_count(v->g, next);
        }
        n = next;
        if (single || n > GS_DEFAULT_MAX_GPUS ||
            st->n_memo >= RANK_MAX_SEARCH)
            break;
    }
    if (n_counts == 0 && !last_fit && !single) {
        char why[GS_RANK_REASON_MAX];

        /* nothing fits: say so at one GPU, and how far the search went */
        char upto[48];

        snprintf(upto, sizeof(upto), ", nor in any count up to %lld",
                 (long long)e->n);
        set_text(why, sizeof(why), st->memo[0].reason);
        append(why, sizeof(why), upto);
        return reject_all(st, v, st->memo[0].n, GS_RANK_NO_FIT, why, err);
    }
    /* --disagg without fixed pools: the counts found seed the pool
     * search (rank_disagg); co-located units are neither priced nor
     * rejected for a latency they would not have */
    if (st->q.disagg && gs_unset_i64(st->q.prefill_gpus))
        return 0;
    if (n_counts == 0) {
        const struct memo *why = last_fit ? last_fit : e;

        return reject_all(st, v, why->n, why->reject, why->reason, err);
    }
    if (first_miss && reject_all(st, v, first_miss->n, first_miss->reject,
                                 first_miss->reason, err) < 0)
        return -1;
    return price_counts(st, v, counts, n_counts, err);
}

/* ---- disaggregated candidates ------------------------------------------ */

/* A disaggregated candidate's throughput from the pools. */
static void disagg_throughput(const struct gs_disagg_in *in,
                              const struct gs_disagg_pools *p,
                              const struct gs_perf_point *dec,
                              struct memo *e)
{
    struct gs_candidate_throughput *t = &e->t;

    e->n = p->n_gpus;
    e->ok = true;
    t->tp = dec->tp;
    t->pp = dec->pp;
    t->dp = dec->dp;
    t->ep = dec->ep;
    t->attn_dp = dec->attn_dp;
    t->source = "roofline (perf engine), disaggregated pools";
    t->disagg = true;
    t->prefill_gpus = p->prefill_paid_gpus;
    t->decode_gpus = p->decode_paid_gpus;
    t->prefill_tp = in->prefill_instance_gpus;    /* tp x pp: price_unit
                                                   * sets both */
    t->prefill_instances = p->prefill_instances;
    t->decode_replicas = p->decode_replicas;
    t->prefill_s = in->t_pre_s;
    t->kv_transfer_s = in->kv_s;
    t->prefill_load_frac = p->load;
    t->concurrency = p->decode_replicas * dec->concurrency;
    t->unit_tokens_per_s = p->unit_tokens_per_s;
    t->unit_requests_per_s = p->unit_requests_per_s;
    t->ttft_p99_s = p->ttft_p99_s;
    t->itl_p99_s = dec->expected.itl_p99_s;
    t->tpot_mean_s = dec->expected.itl_s;
    t->prefill_chunk_tokens = 0;
}

/*
 * The fewest GPUs a co-located unit of v rented as instances of k GPUs
 * (0: owned) carries `demand` requests/s on, among the counts the
 * aggregated search evaluated (st->memo, read only); INT64_MAX when none
 * meets the targets.  Units as the cost engine counts replicas.
 */
static int64_t colocated_gpus(const struct rank_state *st,
                              const struct variant *v, int64_t k,
                              double demand)
{
    int64_t best = INT64_MAX;
    size_t i, j, jk;

    /* the memo entry of k GPUs: a unit_for() of an instance holding the
     * count is the instance (found once, not per count) */
    for (jk = 0; k > 0 && jk < st->n_memo && st->memo[jk].n != k; jk++)
        ;
    for (i = 0; i < st->n_memo; i++) {
        const struct memo *e = &st->memo[i];
        int64_t n = k > 0 ? unit_for(v->g, k, e->n) : e->n;
        double units;

        if (n == 0)
            continue;
        /* the count itself, or the instance's (unit_for gives no
         * other) */
        j = n == e->n ? i : n == k ? jk : st->n_memo;
        if (j == st->n_memo || !st->memo[j].ok ||
            !(st->memo[j].t.unit_requests_per_s > 0.0))
            continue;
        units = ceil(demand / st->memo[j].t.unit_requests_per_s *
                     (1.0 - 1e-9));
        if (units < 1.0)
            units = 1.0;
        if (units * (double)n < (double)best)
            best = (int64_t)(units * (double)n);
    }
    return best;
}

/* colocated_gpus() by instance size, for one GPU's offers: thousands of
 * offers (a SkyPilot catalogue) share a handful of sizes. */
#define COLOCATED_MEMO 16
struct colocated_memo {
    int64_t k[COLOCATED_MEMO], gpus[COLOCATED_MEMO];
    size_t n;
};

static int64_t colocated_cached(const struct rank_state *st,
                                const struct variant *v,
                                struct colocated_memo *m, int64_t k,
                                double demand)
{
    int64_t g;
    size_t i;

    for (i = 0; i < m->n; i++)
        if (m->k[i] == k)
            return m->gpus[i];
    g = colocated_gpus(st, v, k, demand);
    if (m->n < COLOCATED_MEMO) {
        m->k[m->n] = k;
        m->gpus[m->n++] = g;
    }
    return g;
}

/* The GPUs a disaggregated unit of n GPUs carrying rps requests/s
 * needs for `demand`. */
static int64_t disagg_total(int64_t n, double rps, double demand)
{
    double units = ceil(demand / rps * (1.0 - 1e-9));

    return (int64_t)(units < 1.0 ? 1.0 : units) * n;
}

/* A rejection of v's disaggregated deployment (every offer alike). */
static int reject_disagg(struct rank_state *st, const struct variant *v,
                         int64_t n, const char *why, struct gs_error *err)
{
    struct gs_rank_candidate *c = push(st->arena, &st->bad, err);

    if (!c)
        return -1;
    identity(st, c, v, n);
    c->disagg = true;
    c->any_offer = true;
    c->reject = GS_RANK_MISSES_LATENCY;
    set_text(c->reason, sizeof(c->reason), why);
    label_of(c);
    return 0;
}

/*
 * Price v's disaggregated unit at every offer (and owned).  An offer
 * whose instances cannot make the unit exactly rents the next whole
 * number of them; the spare GPUs join the prefill pool (more prefill
 * only lowers its load) when they make whole prefill instances, else
 * the offer is left out.
 */
static int price_disagg(struct rank_state *st, const struct variant *v,
                        const struct gs_disagg_in *in,
                        const struct gs_disagg_pools *best,
                        const struct gs_perf_point *dec,
                        const struct pool_offer *po,
                        struct gs_error *err)
{
    const struct gs_price *rows = st->prices->market->rows;
    const size_t *offers;
    size_t n_offers = gs_market_gpu_offers(st->prices->market,
                                           v->parent->id, &offers);
    double demand = in->demand_requests_per_s;
    struct colocated_memo cm;
    struct memo e;
    size_t i, priced = 0, dominated = 0;
    int64_t dom_dis = 0, dom_co = 0;

    cm.n = 0;
    memset(&e, 0, sizeof(e));
    disagg_throughput(in, best, dec, &e);
    if (st->scale) {
        /* scaled as the co-located rows of this GPU are (basis.h) */
        if (scale_throughput(st, v, e.n, &e.t, err) < 0)
            return -1;
        e.scaled = true;
    }
    for (i = 0; i < n_offers; i++) {
        const struct gs_price *row = &rows[offers[i]];
        int64_t k = row->n_gpus, n = unit_for(v->g, k, best->n_gpus);
        struct memo ex;

        if (n == 0 && k >= 1) {
            /* the next whole number of instances, if they can be one
             * unit */
            n = (best->n_gpus + k - 1) / k * k;
            if (unit_for(v->g, k, n) != n)
                n = 0;
        }
        if (!flags_allow(st, row, row->pricing) || n == 0)
            continue;
        if (n == best->n_gpus) {
            /* dominated: a co-located unit at this offer carries the
             * peak on no more GPUs, so costs no more (same GPU-hour
             * price, the same fixed terms) */
            int64_t co = colocated_cached(st, v, &cm, row->n_gpus,
                                          demand);
            int64_t dis = disagg_total(n, e.t.unit_requests_per_s, demand);

            if (co <= dis) {
                if (dominated++ == 0) {
                    dom_dis = dis;
                    dom_co = co;
                }
                continue;
            }
            if (price_unit(st, v, &e, row->pricing, row, po, err) < 0)
                return -1;
            priced++;
            continue;
        }
        if (n < best->n_gpus)
            continue;
        {
            struct gs_disagg_pools p;

            /* the spare GPUs that make whole prefill instances serve;
             * the rest idle in the prefill pool, paid */
            gs_disagg_pools_at(in, best->decode_replicas,
                               best->prefill_instances +
                                   (n - best->n_gpus) /
                                       in->prefill_instance_gpus, &p);
            if (!p.found)
                continue;
            memset(&ex, 0, sizeof(ex));
            disagg_throughput(in, &p, dec, &ex);
            ex.n = n;
            ex.t.prefill_gpus = n - p.decode_gpus;
            if (st->scale) {
                if (scale_throughput(st, v, ex.n, &ex.t, err) < 0)
                    return -1;
                ex.scaled = true;
            }
            {
                int64_t co = colocated_cached(st, v, &cm, row->n_gpus,
                                          demand);
                int64_t dis = disagg_total(n, ex.t.unit_requests_per_s,
                                           demand);

                if (co <= dis) {
                    if (dominated++ == 0) {
                        dom_dis = dis;
                        dom_co = co;
                    }
                    continue;
                }
            }
            if (price_unit(st, v, &ex, row->pricing, row, po, err) < 0)
                return -1;
            priced++;
        }
    }
    if (can_own(st, v->parent) && flags_allow(st, NULL, GS_PRICING_OWNED)) {
        int64_t co = colocated_cached(st, v, &cm, 0, demand);
        int64_t dis = disagg_total(e.n, e.t.unit_requests_per_s, demand);

        if (co <= dis) {
            if (dominated++ == 0) {
                dom_dis = dis;
                dom_co = co;
            }
        } else if (price_unit(st, v, &e, GS_PRICING_OWNED, NULL, po,
                              err) < 0) {
            return -1;
        } else {
            priced++;
        }
    }
    if (priced == 0 && dominated > 0) {
        struct gs_rank_candidate *c = push(st->arena, &st->bad, err);

        if (!c)
            return -1;
        identity(st, c, v, best->n_gpus);
        throughput_fields(st, c, &e);
        c->prefill_tp = po->prefill_tp;
        c->prefill_pp = po->prefill_pp;
        c->prefill_gpu_s_per_request = po->gpu_s_per_request;
        c->any_offer = true;
        c->reject = GS_RANK_DOMINATED;
        snprintf(c->reason, sizeof(c->reason), "needs %lld GPUs for the "
                 "peak against %lld co-located at its offers (no cheaper "
                 "at any)", (long long)dom_dis, (long long)dom_co);
        label_of(c);
    }
    return 0;
}

/* Most tensor-parallel degrees a prefill instance is tried at: the
 * powers of two up to 2^15, past every scale-up domain in the
 * catalogue (a search bound, not physics). */
#define RANK_PREFILL_MAX_OPTIONS 16

/*
 * g's prefill instance (struct prefill_pick), remembered per formats:
 * tp = 1, 2, 4, ... within g's scale-up domain (tensor parallel, pp 1,
 * as perf --disagg's prefill pool), each that the model allows and that
 * holds one sequence costing one roofline call (one prompt alone: t_pre)
 * and its KV transfer; the search stops at the first tp that raises the
 * GPU-seconds per prompt once one meets the target (a larger tp only
 * adds collectives to a compute-bound prefill).  min_gpus: fewer GPUs
 * are known not to hold the weights and one sequence (the aggregated
 * search's fewest that fit, for the GPU being ranked; 1 otherwise), so
 * smaller tp are not tried; `given`: g's perf question when the caller
 * has it (NULL: built here).  *out NULL on a hard error.
 */
static int prefill_pick(struct rank_state *st, const struct gs_gpu *g,
                        int64_t min_gpus, const struct gs_perf_query *given,
                        const struct prefill_pick **out,
                        struct gs_error *err)
{
    struct gs_disagg_prefill_option opt[RANK_PREFILL_MAX_OPTIONS];
    double kv_up[RANK_PREFILL_MAX_OPTIONS];
    int64_t tps[RANK_PREFILL_MAX_OPTIONS], pps[RANK_PREFILL_MAX_OPTIONS];
    double cost[RANK_PREFILL_MAX_OPTIONS];
    struct gs_workload w;
    struct gs_perf_query pq, qp;
    struct gs_error e2 = GS_ERROR_INIT;
    struct prefill_pick *pk;
    int64_t tp, pp, dom;
    size_t i, n = 0;
    long best = -1;

    *out = NULL;
    for (i = 0; i < st->n_picks; i++)
        if (st->picks[i].g == g && st->picks[i].weight == st->run_weight &&
            st->picks[i].kv == st->run_kv) {
            *out = &st->picks[i];
            return 0;
        }
    if (st->n_picks == st->alloc_picks) {
        size_t na = st->alloc_picks ? 2 * st->alloc_picks : 16;
        struct prefill_pick *nv = gs_arena_calloc(st->arena, na,
                                                  sizeof(*nv));

        if (!nv)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        if (st->n_picks)
            memcpy(nv, st->picks, st->n_picks * sizeof(*nv));
        st->picks = nv;
        st->alloc_picks = na;
    }
    pk = &st->picks[st->n_picks++];
    memset(pk, 0, sizeof(*pk));
    pk->g = g;
    pk->weight = st->run_weight;
    pk->kv = st->run_kv;
    pk->gpu_s_per_request = NAN;
    *out = pk;
    if (given) {
        pq = *given;
    } else if (gs_candidate_perf_query(&st->q, st->m, g, st->a->engine, true,
                                       &w, &pq, &e2) < 0) {
        if (e2.code == GS_ENOMEM || e2.code == GS_EINTERNAL) {
            *err = e2;
            *out = NULL;
            return -1;
        }
        set_text(pk->why, sizeof(pk->why), "prefill on ");
        append(pk->why, sizeof(pk->why), g->id);
        append(pk->why, sizeof(pk->why), ": ");
        append(pk->why, sizeof(pk->why), e2.msg);
        return 0;
    }
    /* one prompt alone, tensor parallel, the TTFT target only */
    gs_perf_point_query(&pq, &(struct gs_perf_point){ .ep = 0 }, &qp);
    qp.memo = NULL;               /* the memo is the decode GPU's */
    qp.decode_only = false;
    qp.itl_p99_s = 0.0;
    qp.chunk_candidates = NULL;
    qp.n_chunk_candidates = 0;
    qp.expected_only = true;
    dom = g->scale_up_domain_gpus > 0 ? g->scale_up_domain_gpus
                                      : GS_DEFAULT_MAX_GPUS;
    /* tensor parallel within the domain; pipeline stages (of the
     * largest tp) only when no tp alone holds the weights */
    for (tp = 1, pp = 1; tp * pp <= GS_DEFAULT_MAX_GPUS &&
                         pp <= st->m->n_layers &&
                         n < RANK_PREFILL_MAX_OPTIONS;) {
        struct gs_roofline_input rin;
        struct gs_roofline_result rf;
        int64_t cap = 0;
        bool valid = tp * pp >= min_gpus && gs_fit_tp_valid(st->m, tp) &&
                     gs_perf_link_ok(g, tp);

        if (valid && gs_perf_capacity(&qp, tp, pp, &cap, &e2) < 0) {
            if (e2.code == GS_ENOMEM || e2.code == GS_EINTERNAL) {
                *err = e2;
                *out = NULL;
                return -1;
            }
            cap = 0;            /* a layout the engine refuses */
            e2 = (struct gs_error)GS_ERROR_INIT;
        }
        if (valid && cap >= 1) {
            gs_perf_replica_input(&qp, tp, pp, 1, &rin);
            if (gs_roofline_estimate(&rin, &rf, NULL, err) < 0) {
                *out = NULL;
                return -1;
            }
            opt[n].gpus = tp * pp;
            opt[n].t_pre_s = rf.expected.ttft_s;
            opt[n].kv_s = gs_perf_disagg_kv_s(&qp, tp * pp, false);
            kv_up[n] = g->scale_up_bw_bytes_per_s > 0.0
                           ? gs_perf_disagg_kv_s(&qp, tp * pp, true)
                           : opt[n].kv_s;
            tps[n] = tp;
            pps[n] = pp;
            cost[n] = gs_disagg_prefill_gpu_s(&opt[n], st->q.ttft_p99_s);
            n++;
            if (best < 0 ? isfinite(cost[n - 1])
                         : gs_disagg_prefill_better(&opt[n - 1], cost[n - 1],
                                                    &opt[best], cost[best]))
                best = (long)(n - 1);
            else if (best >= 0)
                break;          /* past the best: more GPUs, more cost */
        }
        if (pp == 1 && tp * 2 <= dom)
            tp *= 2;
        else if (n == 0 || pp > 1)
            pp *= 2;            /* nothing held yet: add stages */
        else
            break;
        if (pp > 1 && n > 0 && best >= 0)
            break;
    }
    if (best < 0) {
        if (n == 0)
            snprintf(pk->why, sizeof(pk->why), "prefill on %s: the weights "
                     "and one %lld-token prompt fit no tensor-parallel "
                     "instance", g->id,
                     (long long)(st->q.prompt_tokens + st->q.output_tokens));
        else
            snprintf(pk->why, sizeof(pk->why), "disaggregated: one "
                     "prompt's prefill %.3g s + KV transfer %.3g s (%s tp "
                     "%lld) leave no queueing room under the p99 TTFT "
                     "target %.3g s", opt[n - 1].t_pre_s, opt[n - 1].kv_s,
                     g->id, (long long)tps[n - 1], st->q.ttft_p99_s);
        return 0;
    }
    pk->ok = true;
    pk->gpu_s_per_request = cost[best];
    pk->max_load_out = opt[best].gpus * opt[best].t_pre_s / cost[best];
    pk->tp = tps[best];
    pk->pp = pps[best];
    pk->gpus = opt[best].gpus;
    pk->t_pre_s = opt[best].t_pre_s;
    pk->kv_out_s = opt[best].kv_s;
    pk->kv_up_s = kv_up[best];
    return 0;
}

/* One decode replica (struct decode_shape): the aggregated search's
 * count and layout, decode only, at the concurrency meeting the ITL
 * target. */
struct decode_shape {
    struct gs_perf_point dec;         /* tp, pp, dp, ep: the layout */
    int64_t n;                        /* GPUs per replica */
    double requests_per_s, tokens_per_s;
};

/* The decode replica tp x pp x dp of query qd at the concurrency
 * meeting the ITL target into *out (*ok false when none, *held false
 * when it holds no sequence). */
static int decode_at(const struct rank_state *st,
                     const struct gs_perf_query *qd, int64_t tp, int64_t pp,
                     int64_t dp, int64_t n, struct decode_shape *out,
                     bool *ok, bool *held, struct gs_error *err)
{
    int64_t cap;
    int64_t ep = out->dec.ep;
    bool attn_dp = out->dec.attn_dp;

    *ok = false;
    *held = false;
    if (gs_perf_capacity(qd, tp, pp, &cap, err) < 0)
        return -1;
    if (cap < 1)
        return 0;
    *held = true;
    if (gs_perf_best_concurrency(qd, tp, pp, dp, cap * dp, &out->dec, ok,
                                 err) < 0)
        return -1;
    if (!*ok)
        return 0;
    out->dec.tp = tp;
    out->dec.pp = pp;
    out->dec.dp = dp;
    out->dec.ep = ep;
    out->dec.attn_dp = attn_dp;
    out->n = n;
    out->requests_per_s =
        (double)out->dec.concurrency /
        (fmax((double)st->q.output_tokens - 1.0, 1.0) *
         out->dec.expected.itl_s);
    out->tokens_per_s = out->dec.expected.tokens_per_s;
    return 0;
}

/*
 * The decode replica of the memo entry `base`, sized for the ITL target
 * (docs/engines/perf.md, "Pool sizing in rank"): its count, in the
 * aggregated search's layout there and, where that layout splits the
 * count otherwise (pp or dp > 1) and the count fits one scale-up domain
 * as a dense tensor-parallel group, as one tp group too (a decode step
 * without prompt chunks is bound by reading the weights and the KV
 * cache, which tp divides); each with no prompt chunks in its steps at
 * the largest concurrency meeting the ITL target (one roofline call, a
 * bisection only when its capacity misses the target).  Into out[0..1]
 * the layouts that meet it, *n_out of them (the ratio search picks);
 * *why says why the aggregated layout does not ("" when it holds no
 * sequence).
 */
static int decode_shape(struct rank_state *st, const struct variant *v,
                        const struct gs_perf_query *pq,
                        const struct memo *base, struct decode_shape *out,
                        size_t *n_out, char *why, size_t why_size,
                        struct gs_error *err)
{
    const struct gs_cost_question *q = &st->q;
    const struct gs_candidate_throughput *t = &base->t;
    struct gs_perf_query qd;
    int64_t n = base->n, dom = v->g->scale_up_domain_gpus;
    bool ok, held, alt_ok, alt_held;

    *n_out = 0;
    why[0] = '\0';
    memset(out, 0, 2 * sizeof(*out));
    gs_perf_point_query(pq, &(struct gs_perf_point){ .ep = t->ep,
                                                      .attn_dp = t->attn_dp },
                        &qd);
    gs_perf_disagg_decode_query(&qd);
    qd.expected_only = true;      /* the sizing reads expected metrics */
    out->dec.ep = t->ep;
    out->dec.attn_dp = t->attn_dp;
    if (decode_at(st, &qd, t->tp, t->pp, t->dp, n, out, &ok, &held,
                  err) < 0)
        return -1;
    if (ok)
        (*n_out)++;
    else if (held)
        snprintf(why, why_size, "disaggregated: the decode pool's p99 ITL "
                 "%.3g s > target %.3g s at one sequence",
                 out->dec.expected.itl_p99_s, q->itl_p99_s);
    if (t->ep <= 1 && t->tp != n && (t->pp > 1 || t->dp > 1) && dom > 0 &&
        n <= dom && gs_fit_tp_valid(st->m, n) && gs_perf_link_ok(v->g, n)) {
        if (decode_at(st, &qd, n, 1, 1, n, &out[*n_out], &alt_ok, &alt_held,
                      err) < 0)
            return -1;
        if (alt_ok)
            (*n_out)++;
    }
    return 0;
}

/* The pool sizing input of prefill instance pk and decode replica d. */
static void disagg_in_of(const struct rank_state *st,
                         const struct prefill_pick *pk,
                         const struct decode_shape *d, double kv_s,
                         struct gs_disagg_in *in)
{
    const struct gs_cost_question *q = &st->q;

    memset(in, 0, sizeof(*in));
    in->t_pre_s = pk->t_pre_s;
    in->kv_s = kv_s;
    in->prefill_instance_gpus = pk->gpus;
    in->decode_gpus = d->n;
    in->decode_requests_per_s = d->requests_per_s;
    in->decode_tokens_per_s = d->tokens_per_s;
    in->ttft_p99_s = q->ttft_p99_s;
    in->demand_requests_per_s = q->peak_requests_per_s *
                                (1.0 + q->retry_rate);
    in->max_gpus = GS_DEFAULT_MAX_GPUS;
}

/* Whether pools p order before *best (the ratio search's order: the
 * fewest weighted GPUs for the demand, then the smaller unit). */
static bool pools_better(const struct gs_disagg_pools *p,
                         const struct gs_disagg_pools *best)
{
    return p->found &&
           (!best->found ||
            p->total_weighted_gpus <
                best->total_weighted_gpus * (1.0 - GS_RANK_TIE_REL) ||
            (p->total_weighted_gpus <=
                 best->total_weighted_gpus * (1.0 + GS_RANK_TIE_REL) &&
             p->n_gpus < best->n_gpus));
}

/*
 * The best unit of prefill instance pk and one of the decode shapes,
 * prefill GPUs weighted w (their price in decode GPUs) and each pool
 * rented as whole instances of kp, kd GPUs (0: any count): into *bin,
 * *best, *bi (best->found false when none meets the target).
 */
static void best_pair(const struct rank_state *st,
                      const struct prefill_pick *pk,
                      const struct decode_shape *sh, size_t n_sh, double w,
                      int64_t kp, int64_t kd, struct gs_disagg_in *bin,
                      struct gs_disagg_pools *best, size_t *bi)
{
    size_t i;

    memset(best, 0, sizeof(*best));
    for (i = 0; i < n_sh; i++) {
        struct gs_disagg_in in;
        struct gs_disagg_pools p;

        disagg_in_of(st, pk, &sh[i], pk->kv_out_s, &in);
        in.max_load = pk->max_load_out;
        in.prefill_gpu_weight = w;
        in.prefill_rent_gpus = kp;
        in.decode_rent_gpus = kd;
        gs_disagg_search(&in, &p);
        if (pools_better(&p, best)) {
            *best = p;
            *bin = in;
            *bi = i;
        }
    }
}

/* A rejected heterogeneous pair (every offer alike). */
static int reject_pair(struct rank_state *st, const struct variant *v,
                       const struct gs_gpu *gp, enum gs_rank_reject why,
                       const char *text, struct gs_error *err)
{
    struct gs_rank_candidate *c = push(st->arena, &st->bad, err);

    if (!c)
        return -1;
    identity(st, c, v, 0);
    c->disagg = true;
    c->prefill_gpu = gp;
    c->any_offer = true;
    c->reject = why;
    set_text(c->reason, sizeof(c->reason), text);
    label_of(c);
    return 0;
}

/* Price the unit of prefill instance pk and decode shape d, sized at
 * `in` into pools p, at decode offer `row` (NULL: owned) and prefill
 * offer prow. */
static int price_pair(struct rank_state *st, const struct variant *v,
                      const struct gs_gpu *gp, const struct prefill_pick *pk,
                      const struct prefill_pick *own,
                      const struct gs_disagg_in *in,
                      const struct gs_disagg_pools *p,
                      const struct decode_shape *d,
                      const struct gs_price *row, const struct gs_price *prow,
                      struct gs_error *err)
{
    struct pool_offer po = { pk->tp, pk->pp, gp, prow,
                             pk->gpu_s_per_request,
                             own->ok ? own->gpu_s_per_request : NAN };
    struct memo e;

    memset(&e, 0, sizeof(e));
    disagg_throughput(in, p, &d->dec, &e);
    if (st->scale) {
        /* the decode pool's GPU carries the measurement's ratio */
        if (scale_throughput(st, v, e.n, &e.t, err) < 0)
            return -1;
        e.scaled = true;
    }
    return price_unit(st, v, &e, row ? row->pricing : GS_PRICING_OWNED, row,
                      &po, err);
}

/*
 * The heterogeneous units of prefill GPU gp and decode GPU v
 * (docs/commands/rank.md, "Heterogeneous pools"): at each standing
 * offer of v (and owned), gp's offer at the same provider, pricing kind
 * and region (gs_candidate_choose_price: the market's standing rule), the
 * ratio searched with a prefill GPU weighted at its price in decode
 * GPU-hours and each pool rented as whole instances; owned when both
 * GPUs can be owned.  A pair with no shared provider is one rejected
 * row (no_price), unless --prefill-gpu any asked for every pair.
 */
static int rank_pair(struct rank_state *st, const struct variant *v,
                     const struct gs_gpu *gp, const struct decode_shape *sh,
                     size_t n_sh, const struct prefill_pick *own,
                     struct gs_error *err)
{
    const struct gs_price *rows = st->prices->market->rows;
    const struct prefill_pick *pk;
    const size_t *offers;
    size_t n_offers = gs_market_gpu_offers(st->prices->market,
                                           v->parent->id, &offers);
    size_t i, bi = 0, priced = 0;
    int64_t n_prefill;
    struct gs_disagg_in in;
    struct gs_disagg_pools p;

    if (prefill_pick(st, gp, 1, NULL, &pk, err) < 0)
        return -1;
    if (!pk->ok)
        return st->ask->prefill_any
                   ? 0 : reject_pair(st, v, gp, GS_RANK_MISSES_LATENCY,
                                     pk->why, err);
    /* the pools by GPUs alone: the prefill GPU count the offers are
     * asked for */
    best_pair(st, pk, sh, n_sh, 1.0, 0, 0, &in, &p, &bi);
    if (!p.found) {
        char why[GS_RANK_REASON_MAX];

        if (st->ask->prefill_any)
            return 0;
        snprintf(why, sizeof(why), "disaggregated: no unit of %s prefill "
                 "and %s decode pools up to %d GPUs meets the targets",
                 gp->id, v->parent->id, GS_DEFAULT_MAX_GPUS);
        return reject_pair(st, v, gp, GS_RANK_MISSES_LATENCY, why, err);
    }
    n_prefill = p.prefill_gpus;
    for (i = 0; i < n_offers; i++) {
        const struct gs_price *row = &rows[offers[i]], *prow;
        double w;

        if (!flags_allow(st, row, row->pricing))
            continue;
        prow = gs_candidate_choose_price(st->prices, gp, row->pricing,
                                         row->provider, row->region, NULL,
                                         n_prefill);
        if (!prow || !(row->usd_per_gpu_hour > 0.0) ||
            !(prow->usd_per_gpu_hour > 0.0))
            continue;
        w = prow->usd_per_gpu_hour / row->usd_per_gpu_hour;
        best_pair(st, pk, sh, n_sh, w, prow->n_gpus, row->n_gpus, &in, &p,
                  &bi);
        if (!p.found)
            continue;
        if (price_pair(st, v, gp, pk, own, &in, &p, &sh[bi], row, prow,
                       err) < 0)
            return -1;
        priced++;
    }
    if (can_own(st, v->parent) && can_own(st, gp) &&
        flags_allow(st, NULL, GS_PRICING_OWNED)) {
        struct gs_candidate_throughput t0;
        double rp, rd;

        memset(&t0, 0, sizeof(t0));
        rp = owned_rate(st, gp, &t0);
        rd = owned_rate(st, v->g, &t0);
        best_pair(st, pk, sh, n_sh, rp > 0.0 && rd > 0.0 ? rp / rd : 1.0, 0,
                  0, &in, &p, &bi);
        if (p.found) {
            if (price_pair(st, v, gp, pk, own, &in, &p, &sh[bi], NULL, NULL,
                           err) < 0)
                return -1;
            priced++;
        }
    }
    if (priced == 0 && !st->ask->prefill_any) {
        char why[GS_RANK_REASON_MAX];

        snprintf(why, sizeof(why), "no %s offer at a provider (and region) "
                 "with a usable %s offer, nor both owned: the KV cache "
                 "crosses one provider's network", gp->id, v->parent->id);
        return reject_pair(st, v, gp, GS_RANK_NO_PRICE, why, err);
    }
    return 0;
}

/*
 * v's disaggregated deployment (docs/commands/rank.md, "Disaggregated
 * candidates"): each count the aggregated search found to fit (at most
 * RANK_DISAGG_DECODE_SHAPES of them, in its layout there) tried as the
 * decode replica (decode_shape), the prefill instance chosen on its own
 * (prefill_pick), the unit that carries the demand on the fewest GPUs
 * (then the smaller unit) priced at every offer; then the pairs with
 * each --prefill-gpu type (rank_pair).
 */
static int rank_disagg(struct rank_state *st, const struct variant *v,
                       struct gs_error *err)
{
    struct decode_shape sh[2 * RANK_DISAGG_DECODE_SHAPES];
    struct gs_workload w;             /* pq's (it points into it) */
    struct gs_perf_query pq;
    struct gs_disagg_in in, bin;
    struct gs_disagg_pools p, best;
    const struct prefill_pick *own;
    const struct memo *first = NULL;
    char why[GS_RANK_REASON_MAX], first_why[GS_RANK_REASON_MAX];
    size_t i, tried = 0, n_sh = 0, bi = 0;
    int64_t dom = v->g->scale_up_domain_gpus;

    memset(&best, 0, sizeof(best));
    memset(&bin, 0, sizeof(bin));
    first_why[0] = '\0';
    for (i = 0; i < st->n_memo && tried < RANK_DISAGG_DECODE_SHAPES; i++) {
        const struct memo *e = &st->memo[i];
        size_t got;

        if (!e->ok && e->reject != GS_RANK_MISSES_LATENCY)
            continue;
        tried++;
        if (!first &&
            gs_candidate_perf_query(&st->q, st->m, v->g, st->a->engine, true,
                                    &w, &pq, err) < 0)
            return -1;
        if (!first)
            first = e;
        if (decode_shape(st, v, &pq, e, &sh[n_sh], &got, why, sizeof(why),
                         err) < 0)
            return -1;
        n_sh += got;
        if (got == 0 && !first_why[0])
            set_text(first_why, sizeof(first_why), why);
    }
    if (!first)
        return 0;
    if (n_sh == 0)              /* no decode replica meets the ITL target */
        return first_why[0] ? reject_disagg(st, v, first->n, first_why, err)
                            : 0;
    if (prefill_pick(st, v->g, first->n, &pq, &own, err) < 0)
        return -1;
    if (own->ok) {
        for (i = 0; i < n_sh; i++) {
            disagg_in_of(st, own, &sh[i], own->kv_out_s, &in);
            in.max_load = own->max_load_out;
            gs_disagg_search(&in, &p);
            if (p.found && dom > 0 && v->g->scale_up_bw_bytes_per_s > 0.0 &&
                p.n_gpus <= dom) {
                /* both pools in one scale-up domain: the KV moves over
                 * it */
                in.kv_s = own->kv_up_s;
                in.max_load = 0.0;      /* another t_kv */
                gs_disagg_search(&in, &p);
            }
            if (pools_better(&p, &best)) {
                best = p;
                bin = in;
                bi = i;
            }
        }
    }
    if (best.found) {
        struct pool_offer po = { own->tp, own->pp, NULL, NULL,
                                 own->gpu_s_per_request,
                                 own->gpu_s_per_request };

        if (price_disagg(st, v, &bin, &best, &sh[bi].dec, &po, err) < 0)
            return -1;
    } else if (!own->ok) {
        if (reject_disagg(st, v, first->n, own->why, err) < 0)
            return -1;
    }
    if (v->is_mig)
        return 0;
    for (i = 0; i < st->ask->n_prefill_gpus; i++) {
        const struct gs_gpu *gp = st->ask->prefill_gpus[i];

        if (gp == v->parent)
            continue;
        if (!gs_ascii_caseeq(gp->vendor, v->parent->vendor)) {
            /* the engines that serve disaggregated move the KV cache
             * between instances of one build (docs/commands/rank.md,
             * "Heterogeneous pools") */
            char text[GS_RANK_REASON_MAX];

            snprintf(text, sizeof(text), "prefill on %s (%s), decode on %s "
                     "(%s): no serving engine moves the KV cache between "
                     "vendors", gp->id, gp->vendor ? gp->vendor : "?",
                     v->parent->id,
                     v->parent->vendor ? v->parent->vendor : "?");
            if (!st->ask->prefill_any &&
                reject_pair(st, v, gp, GS_RANK_BREAKS_CONSTRAINT, text,
                            err) < 0)
                return -1;
            continue;
        }
        if (rank_pair(st, v, gp, sh, n_sh, own, err) < 0)
            return -1;
    }
    return 0;
}

/* ---- MIG ---------------------------------------------------------------- */

/* The 1g slice of g: one compute slice, its memory slices and their
 * bandwidth; power and purchase price at the compute share. */
static int mig_variant(struct rank_state *st, const struct gs_gpu *g,
                       struct gs_gpu *slice, struct variant *v,
                       struct gs_error *err)
{
    double cf = 1.0 / (double)g->mig_max_instances;
    double mf = g->mig_max_instances == RANK_MIG_SEVEN_INSTANCES
                    ? 1.0 / RANK_MIG_MEMORY_SLICES_OF_SEVEN : cf;
    char name[32];
    size_t i;

    *slice = *g;
    slice->memory_bytes *= mf;
    slice->usable_memory_bytes *= mf;
    slice->memory_gib *= mf;
    slice->mem_bw_bytes_per_s *= mf;
    slice->mem_bw_gib_per_s *= mf;
    for (i = 0; i < GS_PREC_COUNT; i++)
        slice->dense_flop_per_s[i] *= cf;
    slice->fp64_tensor_dense_flop_per_s *= cf;
    slice->fp16_acc16_dense_flop_per_s *= cf;
    slice->tdp_w *= cf;
    slice->launch_price_usd *= cf;
    slice->purchase_usd *= cf;
    slice->scale_up_domain_gpus = 1;
    slice->scale_up_bw_bytes_per_s = 0.0;
    slice->scale_up_bw_gib_per_s = 0.0;
    slice->mig_max_instances = GS_GPU_NONE;
    /* NVIDIA names round the slice's GB up: H200 141 GB / 8 = 1g.18gb */
    snprintf(name, sizeof(name), "1g.%.0fgb",
             ceil(g->memory_bytes * mf / GS_BYTES_PER_GB - RANK_GB_SLACK));
    v->g = slice;
    v->parent = g;
    v->is_mig = true;
    v->compute_frac = cf;
    v->memory_frac = mf;
    if (!(v->profile = gs_arena_strdup(st->arena, name)))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    return 0;
}

/* Whether rank builds v's disaggregated deployment: realtime with a
 * TTFT target to size the prefill pool for, the roofline's throughput
 * (a measurement says nothing of pools), no fixed --gpus, not refused
 * by --no-disagg. */
static bool disagg_wanted(const struct rank_state *st)
{
    const struct gs_cost_question *q = &st->q;

    return q->kind == GS_WKIND_REALTIME && q->ttft_p99_s > 0.0 &&
           gs_unset_f64(q->measured_tokens_per_s_per_gpu) &&
           gs_unset_i64(st->a->n_gpus) && !st->ask->no_disagg &&
           !(q->disagg && !gs_unset_i64(q->prefill_gpus));
}

/* ---- one GPU ------------------------------------------------------------ */

/* The formats the variant runs (the settled workload's, as the perf
 * engine reads st->q) into st->run_weight, st->run_kv. */
static void run_formats(struct rank_state *st, const struct gs_gpu *g)
{
    struct gs_workload w;
    struct gs_perf_query pq;
    struct gs_error e2 = GS_ERROR_INIT;

    st->run_weight = st->run_kv = GS_DTYPE_UNSET;
    if (!serving(&st->q) || !st->m)
        return;
    if (gs_candidate_perf_query(&st->q, st->m, g, st->a->engine, false, &w,
                                &pq, &e2) == 0) {
        st->run_weight = w.weight_dtype;
        st->run_kv = w.kv_dtype;
    }
}

/* The measured GPU whose ratio scales g's modelled candidates (by its
 * catalogue GPU; basis.h), and the throughput source that says so. */
static int choose_scale(struct rank_state *st, const struct gs_gpu *g,
                        struct gs_error *err)
{
    long i = gs_measured_ref_nearest(g, st->refs, st->n_refs);
    char text[GS_RANK_LABEL_MAX];
    const struct gs_measured_ref *ref;

    st->scale = NULL;
    if (i < 0)
        return 0;
    ref = &st->refs[i];
    gs_scale_source(&st->q, ref, text, sizeof(text));
    if (!(st->scaled_source = gs_arena_strdup(st->arena, text)))
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    st->scale = ref;
    return 0;
}

/* The whole GPU and its MIG slice at the formats st->q runs. */
static int rank_formats(struct rank_state *st, const struct gs_gpu *g,
                        struct gs_gpu *slice, struct gs_error *err)
{
    struct variant whole = { g, g, false, 1.0, 1.0, NULL }, mig;
    const struct gs_cost_args *a = st->a;

    run_formats(st, g);
    if (rank_variant(st, &whole, err) < 0)
        return -1;
    if (disagg_wanted(st) && rank_disagg(st, &whole, err) < 0)
        return -1;
    if (serving(&st->q) && !st->ask->no_mig && !st->q.disagg &&
        g->mig_max_instances >= RANK_MIG_MIN_INSTANCES &&
        (gs_unset_i64(a->n_gpus) || a->n_gpus == 1)) {
        /* a whole GPU's measurement says nothing of a slice: the
         * roofline on the slice's share answers */
        st->q.measured_tokens_per_s_per_gpu = GS_UNSET_F64;
        if (mig_variant(st, g, slice, &mig, err) < 0 ||
            rank_variant(st, &mig, err) < 0)
            return -1;
    }
    return 0;
}

static int rank_gpu(struct rank_state *st, const struct gs_gpu *g,
                    struct gs_gpu *slice, struct gs_error *err)
{
    struct variant whole = { g, g, false, 1.0, 1.0, NULL };
    struct gs_cost_question asked;
    enum gs_dtype wf[GS_CQ_MAX_FORMATS];
    size_t n_w = 1, n_k = 1, iw, ik;

    st->run_weight = st->run_kv = GS_DTYPE_UNSET;
    st->weight_in_label = st->kv_in_label = false;
    if (!gs_name_list_allows(&st->file->constraints.vendors, g->vendor)) {
        char why[GS_RANK_REASON_MAX];

        snprintf(why, sizeof(why), "vendor '%s' not in constraints",
                 g->vendor ? g->vendor : "?");
        return reject_all(st, &whole, 1, GS_RANK_BREAKS_CONSTRAINT, why,
                          err);
    }
    /* the question with this GPU's `measured` entry */
    if (st->ask->settle(st->ask->settle_user, g, &st->q, err) < 0)
        return -1;
    if (st->q.kind == GS_WKIND_MEDIA &&
        gs_unset_f64(st->q.measured_assets_per_hour)) {
        st->n_no_media_throughput++;
        return 0;
    }
    if (!has_offer(st, g) && !can_own(st, g))
        return st->explicit_gpus
                   ? reject_all(st, &whole, 1, GS_RANK_NO_PRICE, "no price "
                                "row and no launch price in the catalogue",
                                err)
                   : 0;
    if (choose_scale(st, g, err) < 0)
        return -1;
    /* every weight format and KV format the workload accepts, each a
     * candidate of its own (issue 16); a measurement is of the first */
    if (serving(&st->q)) {
        if (st->q.n_formats > 1)
            n_w = gs_cost_question_formats(&st->q, st->m, wf,
                                           GS_CQ_MAX_FORMATS);
        if (st->q.n_kv_formats > 1)
            n_k = st->q.n_kv_formats;
    }
    st->weight_in_label = n_w > 1;
    st->kv_in_label = n_k > 1;
    asked = st->q;
    for (iw = 0; iw < n_w; iw++)
        for (ik = 0; ik < n_k; ik++) {
            st->q = asked;
            if (n_w > 1) {
                st->q.formats[iw] = asked.formats[0];
                st->q.formats[0] = wf[iw];
            }
            if (st->q.n_kv_formats > 0)
                st->q.kv_dtype = asked.kv_formats[ik];
            if (iw > 0 || ik > 0) {
                st->q.measured_tokens_per_s_per_gpu = GS_UNSET_F64;
                st->q.measured_ttft_p99_s = GS_UNSET_F64;
                st->q.measured_itl_p99_s = GS_UNSET_F64;
            }
            if (rank_formats(st, g, slice, err) < 0)
                return -1;
        }
    st->q = asked;
    return 0;
}

/* ---- model APIs --------------------------------------------------------- */

/* Whether an API row serves model m: its open_model is m's id, or the
 * name part of one of m's Hugging Face aliases (case ignored). */
static bool api_serves(const struct gs_api_price *p, const struct gs_model *m)
{
    size_t i;

    if (!p->open_model || !m)
        return false;
    if (gs_ascii_caseeq(p->open_model, m->id))
        return true;
    for (i = 0; i < m->n_aliases; i++) {
        const char *s = strrchr(m->aliases[i], '/');

        if (gs_ascii_caseeq(p->open_model, s ? s + 1 : m->aliases[i]))
            return true;
    }
    return false;
}

/* A row that can price an API offer: token prices, not superseded (or,
 * at a --prices-as-of pin, dated on or before it). */
static bool api_eligible(const struct gs_plan_prices *pp,
                         const struct gs_api_price *p)
{
    int32_t pin = pp->market->pin_days;

    /* a suspect figure is eligible only to be shown rejected
     * (suspect_price, rank_apis; docs/prices.md) */
    if (!p->has_token_prices || !p->provider || !p->model)
        return false;
    if (pin != GS_PRICE_NO_PIN)
        return p->as_of.precision != GS_DATE_NONE && p->as_of.days <= pin;
    return !p->superseded;
}

static bool same_api(const struct gs_api_price *a,
                     const struct gs_api_price *b)
{
    return gs_ascii_caseeq(a->provider, b->provider) && gs_ascii_caseeq(a->model, b->model);
}

static int rank_apis(struct rank_state *st, struct gs_error *err)
{
    const struct gs_plan_prices *pp = st->prices;
    const struct gs_cost_args *a = st->a;
    enum gs_dtype fmts[GS_CQ_MAX_FORMATS];
    size_t n_fmts = gs_cost_question_formats(&st->q, st->m, fmts,
                                             GS_CQ_MAX_FORMATS);
    size_t i, j;

    if (!serving(&st->q) || st->ask->no_api || st->q.disagg || a->gpu ||
        a->pricing ||
        a->region || a->instance || !gs_unset_i64(a->n_gpus))
        return 0;
    for (i = 0; i < pp->n_api_prices; i++) {
        const struct gs_api_price *p = &pp->api_prices[i], *best;
        struct gs_rank_candidate c;
        struct gs_error e2 = GS_ERROR_INIT;
        char spec[2 * GS_RANK_LABEL_MAX];
        bool seen = false;

        if (!api_eligible(pp, p))
            continue;
        if (a->api) {
            snprintf(spec, sizeof(spec), "%s/%s", p->provider, p->model);
            if (!gs_ascii_caseeq(spec, a->api))
                continue;
        } else if (!api_serves(p, st->m)) {
            continue;
        }
        if (a->provider && !gs_ascii_caseeq(p->provider, a->provider))
            continue;
        for (j = 0; j < i && !seen; j++)
            seen = api_eligible(pp, &pp->api_prices[j]) &&
                   same_api(&pp->api_prices[j], p);
        if (seen)
            continue;           /* the offer's first row stands for it */
        best = p;
        for (j = i + 1; j < pp->n_api_prices; j++) {
            const struct gs_api_price *o = &pp->api_prices[j];

            /* a row not marked suspect before a suspect one, then the
             * newest */
            if (api_eligible(pp, o) && same_api(o, p) &&
                ((best->suspect && !o->suspect) ||
                 (o->suspect == best->suspect &&
                  o->as_of.days >= best->as_of.days)))
                best = o;
        }
        init_candidate(&c);
        c.is_api = true;
        c.api = best;
        c.gpu_id = "api";
        c.pricing = GS_PRICING_ON_DEMAND;
        c.provider = best->provider;
        c.region = best->region;
        c.price_as_of = best->as_of.precision == GS_DATE_NONE
                            ? NULL : best->as_of.text;
        {
            int32_t age;

            if (gs_date_age_days(&best->as_of, pp->today_days, &age) == 0)
                c.price_age_days = age;
        }
        c.price_stale = gs_date_is_stale(&best->as_of, pp->today_days,
                                         pp->stale_after_days);
        c.throughput_source = "model API (latency not modelled)";
        c.basis = GS_BASIS_QUOTED;
        c.weight_dtype = best->serving_dtype;
        if (gs_candidate_api_evaluate(&st->q, best, &c.res, &e2) < 0) {
            if (e2.code != GS_EDOMAIN) {
                *err = e2;
                return -1;
            }
            continue;
        }
        cost_fields(st, &c);
        if (best->suspect) {
            /* never ranked, never silently dropped: shown rejected with
             * the doubt its row records */
            c.reject = GS_RANK_SUSPECT_PRICE;
            snprintf(c.reason, sizeof(c.reason), "the price row is marked "
                     "suspect (%s:%u): %s", best->origin_path
                         ? best->origin_path : "?", best->origin_line,
                     best->notes ? best->notes : "no note");
        } else if (!gs_api_precision_accepted(best->serving_dtype, fmts,
                                              n_fmts)) {
            c.reject = GS_RANK_PRECISION_MISMATCH;
            char acc[64] = "";
            size_t k;

            for (k = 0; k < n_fmts; k++) {
                if (k)
                    append(acc, sizeof(acc), k + 1 == n_fmts ? " or " : ", ");
                append(acc, sizeof(acc), gs_dtype_name(fmts[k]));
            }
            snprintf(c.reason, sizeof(c.reason), "serves %s weights; the "
                     "workload accepts %s", gs_dtype_name(best->serving_dtype),
                     acc);
        } else if (best->as_of.precision == GS_DATE_NONE &&
                   !st->ask->allow_undated) {
            /* as for GPU offers: a decision rests on prices someone can
             * date (an API row's date is the day its source was checked,
             * docs/prices.md) */
            c.reject = GS_RANK_UNDATED_PRICE;
            snprintf(c.reason, sizeof(c.reason), "the price row has no "
                     "date (%s:%u); --allow-undated ranks it, flagged stale",
                     best->origin_path ? best->origin_path : "?",
                     best->origin_line);
        }
        if (file_candidate(st, &c, err) < 0)
            return -1;
    }
    return 0;
}

/* ---- why the winner wins ------------------------------------------------ */

/* Break-even of the winner against the other pricing kinds of its GPU,
 * and between self-hosting and the cheapest API (token workloads). */
static int winner_breakeven(struct rank_state *st, struct gs_rank_result *r,
                            struct gs_error *err)
{
    struct gs_rank_why *w = &r->why;
    const struct gs_rank_candidate *gpu = NULL, *api = NULL;
    struct gs_candidate_throughput t;
    struct variant v;
    struct gs_gpu slice;
    size_t i;

    w->n_breakeven = 0;
    for (i = 0; i < r->n_ranked && (!gpu || !api); i++) {
        if (r->ranked[i].is_api && !api)
            api = &r->ranked[i];
        if (!r->ranked[i].is_api && !gpu)
            gpu = &r->ranked[i];
    }
    if (!gpu || !w->has_winner)
        return 0;
    if (st->ask->settle(st->ask->settle_user, gpu->parent, &st->q, err) < 0)
        return -1;
    /* the question as the winner was priced: its formats, its
     * measurement or none, its scaling */
    if (serving(&st->q)) {
        for (i = 0; i < st->q.n_formats; i++)
            if (st->q.formats[i] == gpu->weight_dtype) {
                st->q.formats[i] = st->q.formats[0];
                st->q.formats[0] = gpu->weight_dtype;
                break;
            }
        if (st->q.n_kv_formats > 0 && gpu->kv_dtype != GS_DTYPE_UNSET)
            st->q.kv_dtype = gpu->kv_dtype;
    }
    if (!gpu->measured) {
        st->q.measured_tokens_per_s_per_gpu = GS_UNSET_F64;
        st->q.measured_ttft_p99_s = st->q.measured_itl_p99_s = GS_UNSET_F64;
        st->q.measured_mfu = NAN;
    }
    if (choose_scale(st, gpu->parent, err) < 0)
        return -1;
    if (gpu->basis != GS_BASIS_SCALED)
        st->scale = NULL;
    memset(&t, 0, sizeof(t));
    v = (struct variant){ gpu->parent, gpu->parent, false, 1, 1, NULL };
    if (gpu->is_mig) {
        st->q.measured_tokens_per_s_per_gpu = GS_UNSET_F64;
        if (mig_variant(st, gpu->parent, &slice, &v, err) < 0)
            return -1;
    }
    if (gpu->disagg) {
        /* disaggregated pools: the throughput the row was priced at (the
         * co-located question at its count is another deployment) */
        t.source = gpu->throughput_source;
        t.fits = true;
        t.tp = gpu->tp;
        t.pp = gpu->pp;
        t.dp = gpu->dp;
        t.concurrency = gpu->concurrency;
        t.unit_tokens_per_s = gpu->unit_tokens_per_s;
        t.unit_requests_per_s = gpu->unit_requests_per_s;
        t.ttft_p99_s = gpu->ttft_p99_s;
        t.itl_p99_s = gpu->itl_p99_s;
    } else if (gpu->throughput) {
        t = *gpu->throughput;   /* as priced: modelled and scaled */
    } else if (gs_candidate_throughput(&st->q, st->a, st->m, v.g,
                                       gpu->n_gpus, &t, NULL, err) < 0) {
        return -1;
    }
    if (st->scale && !t.measured && !gpu->disagg && !gpu->throughput &&
        scale_throughput(st, &v, gpu->n_gpus, &t, err) < 0)
        return -1;
    /* a heterogeneous pair: the lines price one GPU type's kinds, not
     * two pools' (docs/commands/rank.md, "Heterogeneous pools") */
    if (!r->ranked[0].is_api && !gpu->prefill_gpu)
        gs_candidate_breakeven_rows(st->prices, st->a, &st->q,
                                    gpu->parent, gpu->n_gpus, &t,
                                    gpu->row ? gpu->row->provider : NULL,
                                    w->breakeven, &w->n_breakeven, NULL);
    if (api && serving(&st->q)) {
        struct gs_error e2 = GS_ERROR_INIT;

        if (gs_candidate_api_breakeven(&st->q, api->api, &gpu->res,
                                       gpu->n_gpus, &t,
                                       &w->breakeven[w->n_breakeven], NULL,
                                       &e2) == 0)
            w->n_breakeven++;
    }
    return 0;
}

/* ---- prefix caching ------------------------------------------------------ */

/*
 * What prefix caching saves (rank.h, r->prefix): the best ranked GPU row
 * the roofline priced (not measured, not a MIG slice, not disaggregated)
 * priced again at its offer with the cache off, at the same GPU count:
 * one more throughput and one cost evaluation.
 */
static int prefix_saving(struct rank_state *st, struct gs_rank_result *r,
                         struct gs_error *err)
{
    const struct gs_rank_candidate *c = NULL;
    struct gs_candidate_throughput t;
    struct gs_cost_pricing cp;
    struct gs_cost_result res;
    struct gs_error e2 = GS_ERROR_INIT;
    size_t i;

    memset(&r->prefix, 0, sizeof(r->prefix));
    for (i = 0; i < r->n_ranked && !c; i++)
        if (!r->ranked[i].is_api && !r->ranked[i].is_mig &&
            !r->ranked[i].measured && !r->ranked[i].disagg)
            c = &r->ranked[i];
    if (!c || !serving(&st->q))
        return 0;
    if (st->ask->settle(st->ask->settle_user, c->parent, &st->q, err) < 0)
        return -1;
    if (!(st->q.prefix_hit_rate > 0.0 && st->q.prefix_tokens > 0))
        return 0;
    /* the question as the row was priced: its formats, its scaling */
    for (i = 0; i < st->q.n_formats; i++)
        if (st->q.formats[i] == c->weight_dtype) {
            st->q.formats[i] = st->q.formats[0];
            st->q.formats[0] = c->weight_dtype;
            break;
        }
    if (st->q.n_kv_formats > 0 && c->kv_dtype != GS_DTYPE_UNSET)
        st->q.kv_dtype = c->kv_dtype;
    st->q.measured_tokens_per_s_per_gpu = GS_UNSET_F64;
    st->q.measured_ttft_p99_s = st->q.measured_itl_p99_s = GS_UNSET_F64;
    if (choose_scale(st, c->parent, err) < 0)
        return -1;
    if (c->basis != GS_BASIS_SCALED)
        st->scale = NULL;
    r->prefix.c = c;
    r->prefix.with_cost = c->cost_per_output;
    r->prefix.with_gpus = c->res.n_replicas * c->n_gpus;
    st->q.prefix_hit_rate = 0.0;
    st->q.prefix_tokens = 0;
    memset(&t, 0, sizeof(t));
    if (gs_candidate_throughput(&st->q, st->a, st->m, c->gpu, c->n_gpus, &t,
                                NULL, &e2) < 0) {
        if (e2.code != GS_EDOMAIN) {
            *err = e2;
            return -1;
        }
        return 0;               /* without_fits false: only with caching */
    }
    {
        struct variant v = { c->gpu, c->parent, false, 1, 1, NULL };

        if (st->scale && !t.measured &&
            scale_throughput(st, &v, c->n_gpus, &t, err) < 0)
            return -1;
    }
    gs_candidate_make_pricing(st->a, c->gpu, c->pricing,
                              c->row ? c->row->usd_per_gpu_hour : 0.0, &t,
                              false, &cp);
    cp.gpus_per_instance = c->row ? c->row->n_gpus : 0;
    if (c->pricing == GS_PRICING_OWNED &&
        !gs_unset_f64(st->a->purchase_usd))
        cp.owned.purchase_usd_per_gpu = st->a->purchase_usd;
    if (gs_candidate_evaluate(&st->q, &cp, &t, c->n_gpus, &res, NULL,
                              &e2) < 0) {
        if (e2.code != GS_EDOMAIN) {
            *err = e2;
            return -1;
        }
        return 0;
    }
    r->prefix.without_fits = true;
    r->prefix.without_cost = res.usd_per_mtok;
    r->prefix.without_gpus = res.n_replicas * c->n_gpus;
    return 0;
}

/* ---- measured GPUs ----------------------------------------------------- */

/*
 * Each GPU of the ask with a measured figure and the model's on the
 * same GPU (scale.h, gs_scale_refs): st->refs, read by choose_scale().
 */
static int measured_refs(struct rank_state *st, struct gs_error *err)
{
    const struct gs_rank_ask *ask = st->ask;

    return gs_scale_refs(ask->gpus, ask->n_gpus, ask->settle,
                         ask->settle_user, st->file, st->a, st->m, &st->q,
                         st->arena, &st->refs, &st->n_refs, err);
}

/* ---- the gates ---------------------------------------------------------- */

static int rank_all(struct rank_state *st, struct gs_error *err)
{
    const struct gs_rank_ask *ask = st->ask;
    struct gs_gpu slice;
    size_t i;

    for (i = 0; i < ask->n_gpus; i++)
        if ((ask->explicit_gpus || has_offer(st, ask->gpus[i])) &&
            rank_gpu(st, ask->gpus[i], &slice, err) < 0)
            return -1;
    return 0;
}

/*
 * Each provider the workload's constraints name must be one the prices
 * know (GPU offers or model APIs, case ignored): a typo ('Lamda') is
 * GS_ENOTFOUND with the nearest known name, never a silently dropped
 * offer or an empty ranking.
 */
static int check_providers(const struct rank_state *st, struct gs_error *err)
{
    const struct gs_name_list *l;
    const struct gs_plan_prices *pp = st->prices;
    const struct gs_market *mk = pp ? pp->market : NULL;
    size_t i, j;

    if (!st->file || !pp)
        return 0;
    l = &st->file->constraints.providers;
    for (i = 0; i < l->n; i++) {
        const char *want = l->items[i], *hint = NULL;
        bool found = false;

        for (j = 0; mk && j < mk->n_rows && !found; j++) {
            const char *p = mk->rows[j].provider;

            found = gs_ascii_caseeq(p, want);
            if (!found && !hint && p && gs_suggest(want, &p, 1))
                hint = p;
        }
        for (j = 0; j < pp->n_api_prices && !found; j++) {
            const char *p = pp->api_prices[j].provider;

            found = gs_ascii_caseeq(p, want);
            if (!found && !hint && p && gs_suggest(want, &p, 1))
                hint = p;
        }
        if (found)
            continue;
        if (hint)
            return gs_error_set(err, GS_ENOTFOUND, "unknown provider '%s' in "
                                "the workload's constraints.providers; did "
                                "you mean '%s'?", want, hint);
        return gs_error_set(err, GS_ENOTFOUND, "unknown provider '%s' in the "
                            "workload's constraints.providers (gpusel list "
                            "prices shows the providers)", want);
    }
    return 0;
}

int gs_rank_run(const struct gs_rank_ask *ask, struct gs_cost_question *q,
                struct gs_arena *arena, struct gs_rank_result *r,
                struct gs_error *err)
{
    struct rank_state *st = gs_arena_alloc_raw(arena, sizeof(*st));
    size_t memo_end = offsetof(struct rank_state, memo) + sizeof(st->memo);

    if (!st)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    /* zero all but the memo (375 kB): at_count() zeroes each entry it
     * takes, and entries past n_memo are never read */
    memset(st, 0, offsetof(struct rank_state, memo));
    memset((char *)st + memo_end, 0, sizeof(*st) - memo_end);
    st->ask = ask;
    st->prices = ask->prices;
    st->a = ask->a;
    st->m = ask->model;
    st->file = ask->file;
    st->arena = arena;
    st->explicit_gpus = ask->explicit_gpus;
    /* NULL (out of memory): no memo, the same answers */
    st->perf_memo = gs_arena_calloc(arena, 1, sizeof(*st->perf_memo));
    if (ask->settle(ask->settle_user, NULL, &st->q, err) < 0 ||
        check_providers(st, err) < 0 || measured_refs(st, err) < 0 ||
        rank_all(st, err) < 0 || rank_apis(st, err) < 0)
        return -1;
    r->ranked = st->ok.v;
    r->n_ranked = st->ok.n;
    r->rejected = st->bad.v;
    r->n_rejected = st->bad.n;
    r->n_evaluated = r->n_ranked + r->n_rejected;
    r->n_skipped_no_throughput = st->n_no_media_throughput;
    gs_rank_finish(r);
    if (winner_breakeven(st, r, err) < 0 || prefix_saving(st, r, err) < 0)
        return -1;
    /* the question the report states: settled without a GPU, as asked */
    if (ask->settle(ask->settle_user, NULL, q, err) < 0)
        return -1;
    r->q = q;
    return 0;
}

