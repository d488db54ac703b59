/*
 * gpusel sweep: the whole grid as one streaming CSV (or JSON lines) a
 * spreadsheet can pivot: candidates (GPU type x count x pricing kind x
 * offer) x weight formats x context x concurrency (training kinds: GEMM
 * precisions x sequence length x micro-batch), one row per point with
 * the fit, the perf (or train) engine's answer and the cost engine's
 * cost per accepted output.  Plan walks the grid (src/plan/sweep_walk.h:
 * each GPU's offers, a workload per (format, context), the perf
 * evaluation per concurrency, only the cost engine per offer;
 * docs/commands/sweep.md, "Speed"); this formats each point once for
 * its offers' rows, which stream through the report layer's writer
 * (src/report/sweep_write.h); memory does not grow with them.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "candidate.h"
#include "command.h"
#include "cost.h"
#include "defaults.h"
#include "layout.h"
#include "perf.h"
#include "resolve.h"
#include "roofline_defaults.h"
#include "serving.h"
#include "sweep.h"
#include "sweep_disagg_cmd.h"
#include "sweep_grid.h"
#include "sweep_walk.h"
#include "train.h"
#include "train_defaults.h"
#include "units.h"
#include "cost_question.h"
#include "progress.h"
#include "banned.h"

/* The axes' defaults (docs/commands/sweep.md, "Axes"). */
#define DEFAULT_GPU_COUNTS "1,2,4,8"
#define DEFAULT_CONCURRENCY "1..256x2"
#define DEFAULT_MICRO_BATCH "1,2,4,8"
/* --disagg: each pool's sizes (docs/commands/sweep.md, "Disaggregated
 * sweep"). */
#define DEFAULT_POOL_GPUS "1,2,4,8"
/* ZeRO stages the training layout search tries (0..3, as cost). */
#define MAX_ZERO_STAGE 3
/* Most weight formats and pricing kinds one sweep takes. */
#define MAX_PRECISIONS 16
#define MAX_PRICINGS (GS_PRICING_COUNT + 1)
/* Most GPUs named with --gpu (after splitting commas). */
#define MAX_NAMED_GPUS 256

/*
 * Most rows a sweep writes unless --max-rows raises it: 10^7 rows, about
 * 2.2 GB of CSV (220 bytes a row for the default grid: 4,429 rows in
 * 974,340 bytes) and ten seconds at the measured 1.1M rows/s
 * (tests/bench.sh).  A grid is estimated before the first row (every
 * GPU's offers x counts x formats x contexts x concurrencies or micro-
 * batches), so a mistyped axis (1..65536+1) is refused in milliseconds
 * instead of filling the disk (issue 20: 8.7e8 rows, 12 GB in 30 s).
 * docs/commands/sweep.md, "Size".
 */
#define DEFAULT_MAX_ROWS INT64_C(10000000)
#define MAX_MAX_ROWS INT64_C(1000000000000)

struct sweep_args {
    struct gs_cost_args cost;   /* the question, as `gpusel cost` asks it */
    struct gs_strlist gpu;
    const char *gpus, *pricing, *concurrency, *ctx, *micro_batch;
    const char *ep;             /* --ep: the EP axis */
    const char *prefill_gpus, *decode_gpus; /* --disagg: pool axes */
    struct gs_strlist prefill_gpu; /* --disagg: prefill GPU types */
    const char *explain_row;    /* --disagg: a row's formulas instead */
    const char *plot;           /* --disagg: an SVG chart of the grid */
    bool fits_only;
    int64_t max_rows;           /* --max-rows */
    const char *format;         /* --format: its own, not the writers' */
};

/* The sweep streams rows in its own formats; its --format replaces the
 * common option's (the report writers'), in help and completion too. */
static const char *const sweep_formats[] = { "csv", "jsonl", "table", NULL };

/* --precision's values for training (the GEMM precisions gpusel cost
 * and train take). */
static const char *const train_precisions[] = {
    "bf16", "fp16", "fp8", "fp32", NULL
};

#define A struct sweep_args
const struct gs_option gs_sweep_options[] = {
    GS_OPT_CHOICE(A, "format", format, "<fmt>",
                  "output format: csv (the default) or jsonl; with --disagg "
                  "also table",
                  sweep_formats),
    GS_OPT_STRING(A, "workload", cost.workload, "<file>",
                  "a workload file (gpusel help workload): the base the axes "
                  "vary; flags override it"),
    GS_OPT_LIST(A, "gpu", gpu, "<gpu,...>",
                "GPU types (ids or aliases, comma-separated or repeated; "
                "default every catalogue GPU)"),
    GS_OPT_STRING(A, "gpus", gpus, "<axis>",
                  "GPU counts per candidate: 1,2,4,8 (the default) or "
                  "1..64x2"),
    GS_OPT_STRING(A, "pricing", pricing, "<kinds>",
                  "pricing kinds, comma-separated, or none for unpriced "
                  "rows (default every kind)"),
    GS_OPT_STRING(A, "provider", cost.provider, "<name>",
                  "only this provider's offers (case ignored)"),
    GS_OPT_STRING(A, "region", cost.region, "<name>",
                  "only offers in this region (case ignored)"),
    GS_OPT_STRING(A, "concurrency", concurrency, "<axis>",
                  "sequences in flight, whole system: 1,8,64 or 1..256x2 "
                  "(the default)"),
    GS_OPT_STRING(A, "ctx", ctx, "<axis>",
                  "tokens per sequence, prompt + output: 4k,32k or "
                  "4k..32kx2 (default the question's)"),
    GS_OPT_STRING(A, "micro-batch", micro_batch, "<axis>",
                  "training: sequences per GPU per micro-step: 1,2,4,8 "
                  "(the default) or 1..16x2"),
    GS_OPT_FLAG(A, "fits-only", fits_only,
                "leave out the rows that do not fit"),
    GS_OPT_INT64(A, "max-rows", max_rows, "<n>",
                 "refuse a grid of more rows than this (default 10000000, "
                 "about 2.2 GB of CSV)", 1, MAX_MAX_ROWS),
    GS_COST_QUESTION_HEAD(A, cost.),
    GS_OPT_STRING(A, "prefill-gpus", prefill_gpus, "<axis>",
                  "with --disagg: prefill pool sizes, 1,2,4,8 (the default) "
                  "or 4..32+4"),
    GS_OPT_STRING(A, "decode-gpus", decode_gpus, "<axis>",
                  "with --disagg: decode pool sizes, 1,2,4,8 (the default) "
                  "or 8"),
    GS_OPT_LIST(A, "prefill-gpu", prefill_gpu, "<gpu,...>",
                "with --disagg: the prefill pools' GPU types (default each "
                "--gpu's own)"),
    GS_OPT_STRING(A, "explain-row", explain_row, "<n|best>",
                  "with --disagg: instead of the grid, the formulas of data "
                  "row n (1: the first after the header) or of the best "
                  "row"),
    GS_OPT_STRING(A, "plot", plot, "<file.svg>",
                  "with --disagg: also write USD/Mtok against the "
                  "prefill:decode ratio, a curve per decode pool"),
    GS_COST_QUESTION_TAIL(A, cost.),
    GS_OPT_STRING(A, "ep", ep, "<axis>",
                  "MoE: expert-parallel group sizes per replica: 1 (none, "
                  "the default), 1,8,16 or 1..64x2; attention-DP with "
                  "--attention-dp"),
    GS_OPT_END(),
};
#undef A

/* ---- columns ---------------------------------------------------------- */

enum col {
    C_MODEL, C_GPU, C_GPU_COUNT, C_PRICING, C_PROVIDER, C_REGION,
    C_INSTANCE, C_INSTANCE_GPUS, C_PRECISION, C_CTX, C_PROMPT, C_OUTPUT,
    C_CONCURRENCY, C_TP, C_PP, C_DP, C_EP, C_FITS, C_MAX_CONCURRENCY,
    C_TTFT, C_TTFT_LOW, C_TTFT_HIGH, C_TTFT_P99,
    C_ITL, C_ITL_LOW, C_ITL_HIGH, C_ITL_P99,
    C_TPS, C_TPS_LOW, C_TPS_HIGH, C_TPS_PER_GPU,
    C_USD_PER_GPU_HOUR, C_PRICE_AS_OF, C_USD_PER_MTOK,
    C_USD_PER_ACCEPTED_OUTPUT, C_MEETS_TARGETS, C_REASON, C_COUNT
};

/* Column keys, in enum col's order; docs/commands/sweep.md lists each. */
static const char *const col_keys[C_COUNT] = {
    "model", "gpu", "gpu_count", "pricing", "provider", "region",
    "instance", "instance_gpus", "precision", "ctx_tokens", "prompt_tokens",
    "output_tokens", "concurrency", "tp", "pp", "dp", "ep", "fits",
    "max_concurrency", "ttft_s", "ttft_s_low", "ttft_s_high", "ttft_p99_s",
    "itl_s", "itl_s_low", "itl_s_high", "itl_p99_s", "tokens_per_s",
    "tokens_per_s_low", "tokens_per_s_high", "tokens_per_s_per_gpu",
    "usd_per_gpu_hour", "price_as_of", "usd_per_mtok",
    "usd_per_accepted_output", "meets_targets", "reason",
};

/* Training's columns: the same first eight (the offer's segment), then
 * the train engine's. */
enum tcol {
    T_PRECISION = C_PRECISION, T_SEQ, T_MICRO_BATCH, T_TP, T_PP, T_DP,
    T_ZERO, T_FITS, T_STEP, T_STEP_LOW, T_STEP_HIGH, T_TPS, T_TPS_LOW,
    T_TPS_HIGH, T_MFU, T_WALL_HOURS, T_GOODPUT, T_USD_PER_GPU_HOUR,
    T_PRICE_AS_OF, T_USD_PER_MTOK, T_USD_PER_ACCEPTED_OUTPUT,
    T_MEETS_TARGETS, T_REASON, T_COUNT
};

static const char *const train_keys[T_COUNT] = {
    "model", "gpu", "gpu_count", "pricing", "provider", "region",
    "instance", "instance_gpus", "precision", "seq_tokens", "micro_batch",
    "tp", "pp", "dp", "zero_stage", "fits", "step_s", "step_s_low",
    "step_s_high", "tokens_per_s", "tokens_per_s_low", "tokens_per_s_high",
    "mfu", "wall_hours", "goodput", "usd_per_gpu_hour", "price_as_of",
    "usd_per_mtok", "usd_per_accepted_output", "meets_targets", "reason",
};

/* Why a row does not fit (the reason column). */

static const char *const why_text[GS_SWEEP_WHY_COUNT] = {
    NULL, "no valid layout", "one sequence does not fit",
    "above the KV capacity", "outside the model",
    "does not fit in any layout",
};

/* ---- the grid's parts -------------------------------------------------- */

/* One offer of a GPU (plan's gs_sweep_offer) with its columns. */
struct offer {
    bool priced;                    /* false: the unpriced row */
    enum gs_pricing kind;
    const struct gs_price *row;     /* NULL: owned or unpriced */
    struct gs_cost_pricing pricing; /* the cost engine's input */
    struct gs_sweep_text head_t;    /* C_PRICING .. C_INSTANCE_GPUS */
    struct gs_sweep_text price_t;   /* C_USD_PER_GPU_HOUR, C_PRICE_AS_OF */
};

struct sweep {
    struct gs_context *ctx;
    const struct sweep_args *a;
    const struct gs_model *model;
    struct gs_cost_question q;
    bool has_cost;                  /* the question has demand */
    struct gs_sweep_axis counts, conc, ctxs, mbs;
    struct gs_sweep_axis eps;       /* serving: EP group sizes (1: none) */
    bool disagg;                    /* --disagg: pool axes, not counts */
    struct gs_sweep_axis prefill_n, decode_n; /* --disagg: pool sizes */
    bool attention_dp;              /* --attention-dp over each EP group */
    enum gs_dtype precisions[MAX_PRECISIONS];
    size_t n_precisions;
    bool trains;                    /* a training kind: micro-batch axis */
    enum gs_precision train_prec[MAX_PRECISIONS];
    struct gs_sweep_text train_prec_t[MAX_PRECISIONS];
    size_t col_price, col_tail;     /* where the price and tail segments
                                     * begin in this mode's columns */
    int kinds[MAX_PRICINGS];        /* enum gs_pricing, or -1: none */
    size_t n_kinds;
    struct gs_sweep_work *works;    /* serving: n_precisions x ctxs.n;
                                     * training: ctxs.n x mbs.n */
    struct gs_sweep_text *precision_t; /* serving: each work's format */
    struct gs_sweep_out out;
    struct gs_sweep_text model_t, why_t[GS_SWEEP_WHY_COUNT];
    struct gs_arena arena;          /* the whole sweep's encoded text */
    struct gs_question_inputs in;   /* the workload file, read once */
    struct gs_sweep_grid grid;      /* plan's grid: layouts, rooflines */
    struct gs_sweep_plan plan;      /* plan's walk over the grid */
    enum gs_serving_engine engine;  /* --engine, else the default */
    struct offer *offers;
    size_t offers_cap, n_offers;    /* the current GPU's */
    struct gs_arena gpu_arena;      /* the current GPU's text */
    struct gs_sweep_text *block_t;  /* per count: C_MODEL .. C_GPU_COUNT */
    /* segments: columns formatted once, copied into every offer's row */
    struct gs_sweep_out seg, point_seg, tail_seg;
    char *seg_bufs;                 /* 3 x SEG_BYTES */
    uint64_t n_rows;
    struct gs_progress progress;    /* rows of the estimate, on a tty */
    /* --disagg */
    struct gs_sweep_disagg_grid dgrid;
    struct gs_sweep_disagg_state *dstate;
    const struct gs_gpu **prefill_types; /* --prefill-gpu's */
    size_t n_prefill_types;
};

/* Room for one segment's bytes (a few hundred in practice). */
#define SEG_BYTES (64 * 1024)


static struct offer *new_offer(struct sweep *s, size_t *n,
                               struct gs_error *err)
{
    if (*n == s->offers_cap) {
        size_t cap = s->offers_cap ? 2 * s->offers_cap : 16;
        struct offer *o = realloc(s->offers, cap * sizeof(*o));

        if (!o) {
            gs_error_set(err, GS_ENOMEM, "out of memory");
            return NULL;
        }
        s->offers = o;
        s->offers_cap = cap;
    }
    memset(&s->offers[*n], 0, sizeof(s->offers[0]));
    return &s->offers[(*n)++];
}

/* Copy segment seg's bytes into `arena`. */
static int keep_seg(struct gs_arena *arena, const struct gs_sweep_out *seg,
                    struct gs_sweep_text *out, struct gs_error *err)
{
    char *p = gs_arena_alloc(arena, seg->len + 1);

    if (!p)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    memcpy(p, seg->buf, seg->len);
    out->s = p;
    out->len = seg->len;
    return 0;
}

/* An offer's columns, formatted once into `arena` (the GPU's). */
static int format_offer(struct sweep *s, struct gs_arena *arena,
                        struct offer *o, struct gs_error *err)
{
    struct gs_sweep_out *seg = &s->seg;
    struct gs_sweep_text t[5];
    const struct gs_price *p = o->row;
    const char *text[5];
    bool raw = s->ctx->common.csv_raw;
    char day[11];
    size_t i;

    if (p && p->as_of.precision != GS_DATE_NONE)
        gs_date_format(p->as_of.days, day);
    text[0] = o->priced ? gs_pricing_name(o->kind) : NULL;
    text[1] = p ? p->provider : NULL;
    text[2] = p ? p->region : NULL;
    text[3] = p ? p->instance : NULL;
    text[4] = p && p->as_of.precision != GS_DATE_NONE ? day : NULL;
    for (i = 0; i < 5; i++)
        if (gs_sweep_encode(&s->out, arena, text[i], raw, &t[i], err) < 0)
            return -1;
    gs_sweep_seg_start(seg, C_PRICING);
    for (i = 0; i < 4; i++)
        gs_sweep_put_text(seg, &t[i]);
    if (p)
        gs_sweep_put_int(seg, p->n_gpus);
    else
        gs_sweep_put_null(seg);
    if (keep_seg(arena, seg, &o->head_t, err) < 0)
        return -1;
    gs_sweep_seg_start(seg, s->col_price);
    if (p)
        gs_sweep_put_num(seg, p->usd_per_gpu_hour);
    else
        gs_sweep_put_null(seg);
    gs_sweep_put_text(seg, &t[4]);
    return keep_seg(arena, seg, &o->price_t, err);
}

/* gs_sweep_offer_fn: one more offer of the current GPU. */
static int add_offer(void *user, const struct gs_sweep_offer *po,
                     struct gs_error *err)
{
    struct sweep *s = user;
    struct offer *o = new_offer(s, &s->n_offers, err);

    if (!o)
        return -1;
    o->priced = po->priced;
    o->kind = po->kind;
    o->row = po->row;
    return 0;
}

/*
 * The offers of GPU g (plan's gs_sweep_gpu_offers: each kind's standing
 * rows, owned, or unpriced) into s->offers, their pricing made and
 * their columns formatted into `arena`.  With arena NULL, only counted.
 */
static int gpu_offers(struct sweep *s, const struct gs_gpu *g,
                      struct gs_arena *arena, size_t *n_out,
                      struct gs_error *err)
{
    const struct gs_sweep_offer_ask ask = {
        s->kinds, s->n_kinds, s->a->cost.provider, s->a->cost.region,
        s->in.file, !gs_unset_f64(s->a->cost.purchase_usd),
    };
    struct gs_candidate_throughput t;
    size_t i;

    s->n_offers = 0;
    if (gs_sweep_gpu_offers(&s->ctx->market, g, &ask, add_offer, s,
                            err) < 0)
        return -1;
    memset(&t, 0, sizeof(t));
    for (i = 0; i < s->n_offers && arena; i++) {
        struct offer *o = &s->offers[i];

        if (o->priced)
            gs_candidate_make_pricing(&s->a->cost, g, o->kind,
                                      o->row ? o->row->usd_per_gpu_hour : 0.0,
                                      &t, false, &o->pricing);
        if (format_offer(s, arena, o, err) < 0)
            return -1;
    }
    *n_out = s->n_offers;
    return 0;
}

/* ---- rows ---------------------------------------------------------------- */

static void put_metrics(struct gs_sweep_out *o, const struct gs_perf_point *p)
{
    gs_sweep_put_num(o, p->expected.ttft_s);
    gs_sweep_put_num(o, p->low.ttft_s);
    gs_sweep_put_num(o, p->high.ttft_s);
    if (isfinite(p->expected.ttft_p99_s))
        gs_sweep_put_num(o, p->expected.ttft_p99_s);
    else
        gs_sweep_put_null(o);   /* the prefill queue is unstable */
    gs_sweep_put_num(o, p->expected.itl_s);
    gs_sweep_put_num(o, p->low.itl_s);
    gs_sweep_put_num(o, p->high.itl_s);
    gs_sweep_put_num(o, p->expected.itl_p99_s);
    gs_sweep_put_num(o, p->expected.tokens_per_s);
    gs_sweep_put_num(o, p->low.tokens_per_s);
    gs_sweep_put_num(o, p->high.tokens_per_s);
    gs_sweep_put_num(o, p->expected.tokens_per_s_per_gpu);
}

/* A point's columns (C_PRECISION .. C_TPS_PER_GPU and C_MEETS_TARGETS ..
 * C_REASON), formatted once for all its offers' rows. */
static void format_point(struct sweep *s, const struct gs_sweep_point *pt)
{
    struct gs_sweep_out *out = &s->point_seg, *tail = &s->tail_seg;
    const struct gs_perf_point *p = pt->perf;
    size_t w_i = (size_t)(pt->work - s->works);
    int i;

    gs_sweep_seg_start(out, C_PRECISION);
    gs_sweep_put_text(out, &s->precision_t[w_i]);
    gs_sweep_put_int(out, pt->work->ctx_tokens);
    gs_sweep_put_int(out, pt->work->prompt_tokens);
    gs_sweep_put_int(out, s->q.output_tokens);
    gs_sweep_put_int(out, pt->concurrency);
    if (p) {
        gs_sweep_put_int(out, p->tp);
        gs_sweep_put_int(out, p->pp);
        gs_sweep_put_int(out, p->dp);
        gs_sweep_put_int(out, p->ep > 1 ? p->ep : 1);
    } else {
        gs_sweep_put_null(out);
        gs_sweep_put_null(out);
        gs_sweep_put_null(out);
        gs_sweep_put_null(out);
    }
    gs_sweep_put_bool(out, p != NULL);
    gs_sweep_put_int(out, pt->max_concurrency);
    if (p)
        put_metrics(out, p);
    else
        for (i = C_TTFT; i <= C_TPS_PER_GPU; i++)
            gs_sweep_put_null(out);
    gs_sweep_seg_start(tail, s->col_tail);
    if (p)
        gs_sweep_put_bool(tail, p->meets_targets);
    else
        gs_sweep_put_null(tail);
    gs_sweep_put_text(tail, &s->why_t[pt->why]);
}

/* A row's columns from the point's on: the point segment, the offer's
 * price, the cost (res NULL: not costed) and the tail. */
static void put_row_tail(struct sweep *s, const struct offer *o,
                         const struct gs_cost_result *res)
{
    struct gs_sweep_out *out = &s->out;

    gs_sweep_put_seg(out, &s->point_seg);
    gs_sweep_put_bytes(out, &o->price_t, s->col_price + 2);
    if (res && isfinite(res->usd_per_mtok))
        gs_sweep_put_num(out, res->usd_per_mtok);
    else
        gs_sweep_put_null(out);
    if (res)
        gs_sweep_put_num(out, res->usd_per_accepted_output);
    else
        gs_sweep_put_null(out);
    gs_sweep_put_seg(out, &s->tail_seg);
    gs_sweep_out_row_end(out);
    s->n_rows++;
}

/* One row: the point (formatted), offer o: the cost engine is all that
 * runs per offer. */
static void put_row(struct sweep *s, const struct gs_sweep_point *pt,
                    const struct offer *o)
{
    struct gs_sweep_out *out = &s->out;
    struct gs_cost_result res;
    bool costed = false;

    if (pt->perf && o->priced)
        costed = gs_sweep_point_cost(&s->q, s->has_cost, &o->pricing,
                                     pt->perf, pt->n_gpus, &res);
    gs_sweep_put_bytes(out, &s->block_t[pt->count_i], C_GPU_COUNT + 1);
    gs_sweep_put_bytes(out, &o->head_t, C_INSTANCE_GPUS + 1);
    put_row_tail(s, o, costed ? &res : NULL);
}

/* ---- training ------------------------------------------------------------ */

/* A training point's columns (precision .. goodput, and the tail). */
static void format_train_point(struct sweep *s, const struct gs_sweep_point *pt)
{
    struct gs_sweep_out *out = &s->point_seg, *tail = &s->tail_seg;
    const struct gs_candidate_throughput *t = pt->train;
    const struct gs_train_result *r = &t->tres;
    bool fits = pt->fits;
    int i;

    gs_sweep_seg_start(out, T_PRECISION);
    gs_sweep_put_text(out, &s->train_prec_t[pt->format_i]);
    gs_sweep_put_int(out, pt->work->w.ctx_tokens);
    gs_sweep_put_int(out, pt->work->w.micro_batch);
    if (fits) {
        gs_sweep_put_int(out, t->tin.tp);
        gs_sweep_put_int(out, t->tin.pp);
        gs_sweep_put_int(out, t->tin.dp);
        gs_sweep_put_int(out, t->tin.zero_stage);
    } else {
        for (i = T_TP; i <= T_ZERO; i++)
            gs_sweep_put_null(out);
    }
    gs_sweep_put_bool(out, fits);
    if (fits) {
        gs_sweep_put_num(out, r->expected.step_s);
        gs_sweep_put_num(out, r->low.step_s);
        gs_sweep_put_num(out, r->high.step_s);
        gs_sweep_put_num(out, r->expected.tokens_per_s);
        gs_sweep_put_num(out, r->low.tokens_per_s);
        gs_sweep_put_num(out, r->high.tokens_per_s);
        gs_sweep_put_num(out, r->expected.mfu);
        gs_sweep_put_num(out, r->expected.wall_s / GS_SECONDS_PER_HOUR);
        gs_sweep_put_num(out, r->expected.goodput);
    } else {
        for (i = T_STEP; i <= T_GOODPUT; i++)
            gs_sweep_put_null(out);
    }
    gs_sweep_seg_start(tail, s->col_tail);
    if (fits)
        gs_sweep_put_bool(tail, pt->meets_deadline);
    else
        gs_sweep_put_null(tail);
    gs_sweep_put_text(tail, &s->why_t[pt->why]);
}

/* One training row: the offer's pricing depends on the point (the work a
 * spot interruption loses): plan's gs_sweep_train_cost. */
static void put_train_row(struct sweep *s, const struct gs_sweep_point *pt,
                          const struct offer *o)
{
    const struct gs_sweep_offer po = { o->priced, o->kind, o->row };
    struct gs_sweep_out *out = &s->out;
    struct gs_cost_result res;
    bool costed;

    costed = pt->fits && gs_sweep_train_cost(&s->q, s->has_cost,
                                             &s->a->cost, pt->g, &po,
                                             pt->train, pt->n_gpus, &res);
    gs_sweep_put_bytes(out, &s->block_t[pt->count_i], C_GPU_COUNT + 1);
    gs_sweep_put_bytes(out, &o->head_t, C_INSTANCE_GPUS + 1);
    put_row_tail(s, o, costed ? &res : NULL);
}

/* ---- plan's walk: the visitor ------------------------------------------- */

/* A GPU's offers and the columns of its (GPU, count) blocks. */
static int gpu_begin(void *user, const struct gs_gpu *g,
                     struct gs_error *err)
{
    struct sweep *s = user;
    struct gs_sweep_text gpu_t;
    size_t n_offers, i;

    gs_arena_init(&s->gpu_arena);
    if (gs_sweep_encode(&s->out, &s->gpu_arena, g->id,
                        s->ctx->common.csv_raw, &gpu_t, err) < 0 ||
        gpu_offers(s, g, &s->gpu_arena, &n_offers, err) < 0)
        goto fail;
    if (!(s->block_t = calloc(s->counts.n, sizeof(*s->block_t)))) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto fail;
    }
    for (i = 0; i < s->counts.n; i++) {
        gs_sweep_seg_start(&s->seg, C_MODEL);
        gs_sweep_put_text(&s->seg, &s->model_t);
        gs_sweep_put_text(&s->seg, &gpu_t);
        gs_sweep_put_int(&s->seg, s->counts.v[i]);
        if (keep_seg(&s->gpu_arena, &s->seg, &s->block_t[i], err) < 0)
            goto fail;
    }
    return 0;
fail:
    free(s->block_t);
    s->block_t = NULL;
    gs_arena_release(&s->gpu_arena);
    return -1;
}

static void gpu_end(void *user)
{
    struct sweep *s = user;

    free(s->block_t);
    s->block_t = NULL;
    gs_arena_release(&s->gpu_arena);
}

/* One point's row for every offer of its GPU. */
static int point_rows(void *user, const struct gs_sweep_point *pt,
                      struct gs_error *err)
{
    struct sweep *s = user;
    size_t i;

    (void)err;
    if (s->trains)
        format_train_point(s, pt);
    else
        format_point(s, pt);
    for (i = 0; i < s->n_offers; i++) {
        if (s->trains)
            put_train_row(s, pt, &s->offers[i]);
        else
            put_row(s, pt, &s->offers[i]);
    }
    return 0;
}

static void block_end(void *user)
{
    struct sweep *s = user;

    gs_progress_step(&s->progress, (size_t)s->n_rows);
}

/* ---- the command ------------------------------------------------------ */

/* The question, settled as cost settles it; without demand (no file, no
 * rate) a placeholder rate settles the rest and the cost stays empty. */
static int settle_question(struct sweep *s, struct gs_error *err)
{
    struct gs_cost_args c = s->a->cost;

    s->has_cost = true;
    if (!gs_unset_f64(c.tokens_per_s_per_gpu))
        return gs_error_set(err, GS_EUSAGE, "--tokens-per-s-per-gpu: sweep "
                            "prices each point at the perf engine's "
                            "throughput there; gpusel cost takes a measured "
                            "one");
    if (c.measured)
        return gs_error_set(err, GS_EUSAGE, "--measured: sweep prices each "
                            "point at the perf engine's throughput there; "
                            "gpusel normalize, cost and rank take measured "
                            "ones");
    /* --attention-dp applies to each EP size of the axis (parse_axes) */
    s->attention_dp = c.attention_dp;
    c.attention_dp = false;
    if (!c.workload && !c.kind)
        c.kind = "realtime";
    if (!c.workload && c.kind && strcmp(c.kind, "realtime") == 0 &&
        gs_unset_f64(c.requests_per_s)) {
        c.requests_per_s = 1.0;
        c.peak_requests_per_s = GS_UNSET_F64;
        s->has_cost = false;
    }
    if (!c.workload && c.kind && strcmp(c.kind, "batch") == 0 &&
        (gs_unset_f64(c.requests) || gs_unset_f64(c.deadline_hours))) {
        c.requests = 1.0;
        c.deadline_hours = 1.0;
        s->has_cost = false;
    }
    if (!c.workload && c.kind && strcmp(c.kind, "realtime") != 0 &&
        strcmp(c.kind, "batch") != 0 && strcmp(c.kind, "media") != 0 &&
        !c.tokens)
        return gs_error_set(err, GS_EUSAGE, "a %s sweep needs --tokens (the "
                            "token budget, e.g. 100B)", c.kind);
    if (gs_question_inputs_load(&s->in, &c, &s->ctx->data, &s->arena,
                                err) < 0 ||
        gs_cost_question_settle(&c, &s->in, NULL, &s->arena, &s->q,
                                err) < 0)
        return -1;
    if (s->q.kind == GS_WKIND_MEDIA)
        return gs_error_set(err, GS_EUSAGE, "sweep covers serving and "
                            "training workloads; a media workload's "
                            "throughput is measured, not swept");
    s->trains = gs_workload_kind_trains(s->q.kind);
    s->attention_dp = s->attention_dp || s->q.attention_dp;
    s->disagg = s->q.disagg;       /* --disagg or the file's disagg */
    if (!s->disagg && (s->a->prefill_gpus || s->a->decode_gpus ||
                       s->a->prefill_gpu.n || s->a->explain_row ||
                       s->a->plot))
        return gs_error_set(err, GS_EUSAGE, "--prefill-gpus, --decode-gpus, "
                            "--prefill-gpu, --explain-row and --plot go with "
                            "--disagg");
    return 0;
}

/* Training's axes: --micro-batch, GEMM precisions, sequence lengths
 * (default the workload defaults' for the mode). */
static int parse_train_axes(struct sweep *s, struct gs_error *err)
{
    const struct sweep_args *a = s->a;
    size_t i;

    if (a->concurrency)
        return gs_error_set(err, GS_EUSAGE, "--concurrency: a %s sweep "
                            "varies --micro-batch",
                            gs_workload_kind_name(s->q.kind));
    if (gs_sweep_parse_axis("--micro-batch",
                            a->micro_batch ? a->micro_batch
                                           : DEFAULT_MICRO_BATCH,
                            GS_SWEEP_COUNT, 1, GS_MAX_REPORTED_BATCH,
                            &s->mbs, err) < 0)
        return -1;
    if (a->ctx) {
        if (gs_sweep_parse_axis("--ctx", a->ctx, GS_SWEEP_TOKENS, 1,
                                INT64_C(1) << 40, &s->ctxs, err) < 0)
            return -1;
    } else {
        struct gs_workload u = GS_WORKLOAD_UNSET, w;

        u.mode = gs_candidate_train_mode(s->q.kind);
        if (gs_workload_settle(&u, s->model, &gs_default_workload, &w,
                               err) < 0)
            return -1;
        if (!(s->ctxs.v = malloc(sizeof(*s->ctxs.v))))
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        s->ctxs.v[0] = w.ctx_tokens;
        s->ctxs.n = 1;
    }
    /* the question's GEMM precisions (bf16 without --precision), of
     * those the train engine sweeps */
    for (i = 0; i < s->q.n_train_precisions; i++) {
        const char *name = gs_precision_name(s->q.train_precisions[i]);
        size_t j;

        for (j = 0; train_precisions[j] &&
                    strcmp(train_precisions[j], name) != 0; j++)
            ;
        if (!train_precisions[j])
            return gs_error_set(err, GS_EUSAGE, "--precision: unknown "
                                "training precision '%s' (bf16, fp16, fp8, "
                                "fp32)", name);
        s->train_prec[i] = s->q.train_precisions[i];
        if (gs_sweep_encode(&s->out, &s->arena, gs_precision_name(
                                s->train_prec[i]),
                            true, &s->train_prec_t[i], err) < 0)
            return -1;
    }
    s->n_precisions = s->q.n_train_precisions;
    return 0;
}

/* --ep: EP group sizes (default 1: none), for MoE models only. */
static int parse_ep_axis(struct sweep *s, struct gs_error *err)
{
    size_t i;
    bool any = false;
    char file_ep[32];

    /* default: the workload file's ep, else none */
    snprintf(file_ep, sizeof(file_ep), "%lld",
             gs_unset_i64(s->q.ep) ? 1LL : (long long)s->q.ep);
    if (gs_sweep_parse_axis("--ep", s->a->ep ? s->a->ep : file_ep,
                            GS_SWEEP_COUNT, 1, GS_MAX_SEARCH_GPUS, &s->eps,
                            err) < 0)
        return -1;
    for (i = 0; i < s->eps.n; i++)
        any = any || s->eps.v[i] > 1;
    if (any && s->model->n_experts <= 0)
        return gs_error_set(err, GS_EUSAGE, "--ep: '%s' has no routed "
                            "experts", s->model->id);
    for (i = 0; i < s->eps.n; i++)
        if (s->eps.v[i] > s->model->n_experts && s->eps.v[i] > 1)
            return gs_error_set(err, GS_EUSAGE, "--ep %lld exceeds the %lld "
                                "routed experts of '%s'",
                                (long long)s->eps.v[i],
                                (long long)s->model->n_experts,
                                s->model->id);
    if (s->attention_dp && !any)
        return gs_error_set(err, GS_EUSAGE, "--attention-dp needs an --ep "
                            "size of 2 or more");
    return 0;
}

/* The file's pool size (or the default axis) as an axis' text. */
static const char *pool_default(int64_t file_n, char *buf, size_t size)
{
    if (gs_unset_i64(file_n))
        return DEFAULT_POOL_GPUS;
    snprintf(buf, size, "%lld", (long long)file_n);
    return buf;
}

/* --disagg's axes: the prefill and decode pool sizes (default the
 * workload file's, else 1,2,4,8 each), the decode concurrency (default:
 * the largest meeting the targets at each point); --gpus and
 * --micro-batch are the other grid's. */
static int parse_disagg_axes(struct sweep *s, struct gs_error *err)
{
    const struct sweep_args *a = s->a;
    char pbuf[32], dbuf[32];

    if (a->gpus)
        return gs_error_set(err, GS_EUSAGE, "--gpus: a disaggregated sweep "
                            "sizes two pools: --prefill-gpus and "
                            "--decode-gpus");
    if (a->micro_batch)
        return gs_error_set(err, GS_EUSAGE, "--micro-batch: a serving sweep "
                            "varies --concurrency");
    if (gs_sweep_parse_axis("--prefill-gpus",
                            a->prefill_gpus ? a->prefill_gpus
                            : pool_default(s->q.prefill_gpus, pbuf,
                                           sizeof(pbuf)),
                            GS_SWEEP_COUNT, 1, GS_MAX_SEARCH_GPUS,
                            &s->prefill_n, err) < 0 ||
        gs_sweep_parse_axis("--decode-gpus",
                            a->decode_gpus ? a->decode_gpus
                            : pool_default(s->q.decode_gpus, dbuf,
                                           sizeof(dbuf)),
                            GS_SWEEP_COUNT, 1, GS_MAX_SEARCH_GPUS,
                            &s->decode_n, err) < 0)
        return -1;
    if (a->concurrency &&
        gs_sweep_parse_axis("--concurrency", a->concurrency, GS_SWEEP_COUNT,
                            1, GS_MAX_REPORTED_BATCH, &s->conc, err) < 0)
        return -1;
    return 0;
}

static int parse_axes(struct sweep *s, struct gs_error *err)
{
    const struct sweep_args *a = s->a;
    const char *items[MAX_PRECISIONS > MAX_PRICINGS ? MAX_PRECISIONS
                                                    : MAX_PRICINGS];
    size_t n, i;
    int64_t out_tokens = s->q.output_tokens;

    if (s->disagg) {
        if (parse_disagg_axes(s, err) < 0)
            return -1;
    } else if (gs_sweep_parse_axis("--gpus",
                                   a->gpus ? a->gpus : DEFAULT_GPU_COUNTS,
                                   GS_SWEEP_COUNT, 1, GS_MAX_SEARCH_GPUS,
                                   &s->counts, err) < 0) {
        return -1;
    }
    if (s->disagg) {
        /* the pools and the concurrency: parse_disagg_axes' */
    } else if (s->trains) {
        if (parse_train_axes(s, err) < 0)
            return -1;
    } else if (a->micro_batch) {
        return gs_error_set(err, GS_EUSAGE, "--micro-batch: a serving sweep "
                            "varies --concurrency");
    } else if (gs_sweep_parse_axis("--concurrency",
                                   a->concurrency ? a->concurrency
                                                  : DEFAULT_CONCURRENCY,
                                   GS_SWEEP_COUNT, 1, GS_MAX_REPORTED_BATCH,
                                   &s->conc, err) < 0) {
        return -1;
    }
    if (s->trains && (a->ep || s->attention_dp))
        return gs_error_set(err, GS_EUSAGE, "--ep and --attention-dp: a "
                            "training sweep has no expert-parallel axis");
    if (!s->trains && parse_ep_axis(s, err) < 0)
        return -1;
    if (s->trains) {
        /* the precision and context axes are parse_train_axes' */
    } else if (a->ctx) {
        if (!gs_unset_i64(a->cost.prompt_tokens))
            return gs_error_set(err, GS_EUSAGE, "--ctx and --prompt-tokens "
                                "are exclusive: each context's prompt is "
                                "ctx - output tokens");
        if (gs_sweep_parse_axis("--ctx", a->ctx, GS_SWEEP_TOKENS, 1,
                                INT64_C(1) << 40, &s->ctxs, err) < 0)
            return -1;
        for (i = 0; i < s->ctxs.n; i++)
            if (s->ctxs.v[i] <= out_tokens)
                return gs_error_set(err, GS_EUSAGE, "--ctx: %lld tokens "
                                    "leave no prompt; each context must "
                                    "exceed the %lld output tokens",
                                    (long long)s->ctxs.v[i],
                                    (long long)out_tokens);
    } else {
        if (!(s->ctxs.v = malloc(sizeof(*s->ctxs.v))))
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        s->ctxs.v[0] = s->q.prompt_tokens + out_tokens;
        s->ctxs.n = 1;
    }
    /* the weight formats the question accepts (auto without any) */
    for (i = 0; i < s->q.n_formats && !s->trains; i++)
        s->precisions[i] = s->q.formats[i];
    if (!s->trains) {
        s->n_precisions = s->q.n_formats ? s->q.n_formats : 1;
        if (!s->q.n_formats)
            s->precisions[0] = GS_DTYPE_UNSET;
    }
    if (!a->pricing) {
        /* every kind the workload's constraints allow (all without) */
        s->n_kinds = gs_sweep_default_kinds(s->in.file, s->kinds);
        return 0;
    }
    if (gs_sweep_split("--pricing", a->pricing, &s->arena, items,
                       MAX_PRICINGS, &n, err) < 0)
        return -1;
    for (i = 0; i < n; i++) {
        int k = strcmp(items[i], "none") == 0 ? -1
                                               : gs_pricing_find(items[i]);

        if (k < 0 && strcmp(items[i], "none") != 0)
            return gs_error_set(err, GS_EUSAGE, "--pricing: unknown pricing "
                                "'%s' (on-demand, spot, reserved-1y, "
                                "reserved-3y, marketplace, owned, none)",
                                items[i]);
        s->kinds[i] = k;
    }
    s->n_kinds = n;
    return 0;
}

/* A workload per (weight format, context) or (context, micro-batch),
 * settled by plan; serving's format column encoded once per work. */
static int settle_works(struct sweep *s, struct gs_error *err)
{
    size_t n = s->trains ? s->ctxs.n * s->mbs.n : s->n_precisions * s->ctxs.n;
    size_t i, c;

    s->works = calloc(n, sizeof(*s->works));
    s->precision_t = calloc(n, sizeof(*s->precision_t));
    if (!s->works || !s->precision_t)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (c = 0; c < s->ctxs.n && s->trains; c++)
        for (i = 0; i < s->mbs.n; i++)
            if (gs_sweep_train_work(&s->q, s->model, s->ctxs.v[c],
                                    s->mbs.v[i],
                                    &s->works[c * s->mbs.n + i], err) < 0)
                return -1;
    for (i = 0; i < s->n_precisions && !s->trains; i++)
        for (c = 0; c < s->ctxs.n; c++) {
            size_t k = i * s->ctxs.n + c;

            if (gs_sweep_serving_work(&s->q, s->model, s->precisions[i],
                                      s->ctxs.v[c], &s->works[k], err) < 0 ||
                gs_sweep_encode(&s->out, &s->arena,
                                gs_dtype_name(s->works[k].weight_dtype),
                                s->ctx->common.csv_raw, &s->precision_t[k],
                                err) < 0)
                return -1;
        }
    return 0;
}

/* The GPUs: --gpu's (commas split), else the whole catalogue. */
static int select_gpus(struct sweep *s, const struct gs_gpu ***out,
                       size_t *n_out, struct gs_error *err)
{
    const struct gs_dataset *d = &s->ctx->data;
    const struct gs_gpu **gpus;
    const char *items[MAX_NAMED_GPUS];
    size_t n = 0, i, j, k, m;

    gpus = calloc(d->n_gpus + MAX_NAMED_GPUS + 1, sizeof(*gpus));
    if (!gpus)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    *out = gpus;
    if (s->a->gpu.n == 0 && s->in.file && s->in.file->candidates.n) {
        /* the workload's candidates, each once, of its vendors */
        const struct gs_name_list *c = &s->in.file->candidates;

        for (i = 0; i < c->n; i++) {
            const struct gs_gpu *g = gs_dataset_gpu(d, c->items[i], err);

            if (!g)
                return -1;
            if (!gs_name_list_allows(&s->in.file->constraints.vendors,
                                     g->vendor))
                continue;
            for (j = 0; j < n && gpus[j] != g; j++)
                ;
            if (j == n && n < d->n_gpus + MAX_NAMED_GPUS)
                gpus[n++] = g;
        }
        *n_out = n;
        return 0;
    }
    if (s->a->gpu.n == 0) {
        for (i = 0; i < d->n_gpus; i++)
            if (!s->in.file ||
                gs_name_list_allows(&s->in.file->constraints.vendors,
                                    d->gpus[i].vendor))
                gpus[n++] = &d->gpus[i];
        *n_out = n;
        return 0;
    }
    for (i = 0; i < s->a->gpu.n; i++) {
        if (gs_sweep_split("--gpu", s->a->gpu.items[i], &s->arena, items,
                           MAX_NAMED_GPUS, &m, err) < 0)
            return -1;
        for (k = 0; k < m; k++) {
            const struct gs_gpu *g = gs_dataset_gpu(d, items[k], err);

            if (!g)
                return -1;
            for (j = 0; j < n && gpus[j] != g; j++)
                ;
            if (j == n && n < d->n_gpus + MAX_NAMED_GPUS)
                gpus[n++] = g;
        }
    }
    *n_out = n;
    return 0;
}

/*
 * The rows the grid holds (before --fits-only drops any): each GPU's
 * offers x counts x formats x contexts x concurrencies (serving) or
 * micro-batches (training).  Refused over --max-rows.  The offers are
 * found as the sweep will find them (not formatted: no arena).
 */
static int check_size(struct sweep *s, const struct gs_gpu **gpus,
                      size_t n_gpus, double *rows, struct gs_error *err)
{
    int64_t max = s->a->max_rows ? s->a->max_rows : DEFAULT_MAX_ROWS;
    double offers = 0.0;
    size_t i, n_offers;

    for (i = 0; i < n_gpus; i++) {
        if (gpu_offers(s, gpus[i], NULL, &n_offers, err) < 0)
            return -1;
        offers += (double)n_offers;
    }
    *rows = gs_sweep_rows(&s->plan, offers);
    if (*rows > (double)max)
        return gs_error_set(err, GS_EUSAGE, "the grid has %.0f rows "
                            "(%zu GPU types, %zu counts, %zu contexts, "
                            "%zu %s, and their offers), over the "
                            "limit of %lld; narrow an axis, or raise the "
                            "limit with --max-rows (about 220 bytes of "
                            "CSV a row)", *rows, n_gpus, s->counts.n,
                            s->ctxs.n, s->trains ? s->mbs.n : s->conc.n,
                            s->trains ? "micro-batches" : "concurrencies",
                            (long long)max);
    return 0;
}

/* --prefill-gpu's types (commas split, each once); none: each decode
 * GPU's own. */
static int select_prefill_gpus(struct sweep *s, struct gs_error *err)
{
    const char *items[MAX_NAMED_GPUS];
    size_t i, j, k, m;

    if (!s->a->prefill_gpu.n)
        return 0;
    s->prefill_types = calloc(MAX_NAMED_GPUS, sizeof(*s->prefill_types));
    if (!s->prefill_types)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (i = 0; i < s->a->prefill_gpu.n; i++) {
        if (gs_sweep_split("--prefill-gpu", s->a->prefill_gpu.items[i],
                           &s->arena, items, MAX_NAMED_GPUS, &m, err) < 0)
            return -1;
        for (k = 0; k < m; k++) {
            const struct gs_gpu *g = gs_dataset_gpu(&s->ctx->data, items[k],
                                                    err);

            if (!g)
                return -1;
            for (j = 0; j < s->n_prefill_types && s->prefill_types[j] != g;
                 j++)
                ;
            if (j == s->n_prefill_types && j < MAX_NAMED_GPUS)
                s->prefill_types[s->n_prefill_types++] = g;
        }
    }
    return 0;
}

/* --disagg: the grid handed to src/cli/sweep_disagg_cmd.c, every point
 * evaluated and the best row found before the first row is written. */
static int prepare_disagg(struct sweep *s, const struct gs_gpu **gpus,
                          size_t n_gpus, struct gs_error *err)
{
    if (select_prefill_gpus(s, err) < 0)
        return -1;
    s->dgrid = (struct gs_sweep_disagg_grid){
        .ctx = s->ctx, .cost = &s->a->cost, .q = &s->q,
        .has_cost = s->has_cost, .model = s->model,
        .gpus = (const struct gs_gpu *const *)gpus, .n_gpus = n_gpus,
        .prefill = (const struct gs_gpu *const *)s->prefill_types,
        .n_prefill = s->n_prefill_types,
        .prefill_gpus = s->prefill_n.v, .n_prefill_gpus = s->prefill_n.n,
        .decode_gpus = s->decode_n.v, .n_decode_gpus = s->decode_n.n,
        .conc = s->conc.v, .n_conc = s->conc.n,
        .eps = s->eps.v, .n_eps = s->eps.n,
        .attention_dp = s->attention_dp,
        .works = s->works, .n_formats = s->n_precisions,
        .n_ctxs = s->ctxs.n, .file = s->in.file,
        .kinds = s->kinds, .n_kinds = s->n_kinds,
        .fits_only = s->a->fits_only,
        .max_rows = s->a->max_rows ? s->a->max_rows : DEFAULT_MAX_ROWS,
    };
    return gs_sweep_disagg_prepare(&s->dgrid, &s->dstate, err);
}

static int run(struct sweep *s, const char *format, struct gs_error *err)
{
    struct gs_context *ctx = s->ctx;
    struct gs_resolved_model rm;
    struct gs_output *file = NULL;
    struct gs_error end_err = GS_ERROR_INIT;
    const struct gs_gpu **gpus = NULL;
    const struct gs_sweep_visitor visitor = {
        gpu_begin, point_rows, block_end, gpu_end, s,
    };
    enum gs_sweep_format f = GS_SWEEP_CSV;
    bool to_file = ctx->common.output_path != NULL, opened = false;
    bool begun = false, as_table = false;
    FILE *fp = ctx->out;
    size_t n_gpus = 0, i;
    double est_rows = 0.0;
    int rc = -1;

    if (format && strcmp(format, "jsonl") == 0)
        f = GS_SWEEP_JSONL;
    else if (format && strcmp(format, "table") == 0)
        as_table = true;
    else if (format && strcmp(format, "csv") != 0)
        return gs_error_set(err, GS_EUSAGE, "--format: sweep writes csv (the "
                            "default) or jsonl, got '%s'", format);
    if (!as_table && (ctx->common.table || ctx->common.columns ||
                      ctx->common.wide))
        return gs_error_set(err, GS_EUSAGE, "--%s: sweep writes one table "
                            "with every column",
                            ctx->common.table ? "table"
                            : ctx->common.columns ? "columns" : "wide");
    s->out.format = f;          /* for text encoded before the writer */
    if (settle_question(s, err) < 0)
        return -1;
    memset(&rm, 0, sizeof(rm));
    if (gs_resolve_model(&ctx->data, s->q.model_name, &rm, err) < 0)
        return -1;
    s->model = rm.model;
    gs_sweep_grid_init(&s->grid, s->model, &s->arena);
    s->engine = GS_DEFAULT_SERVING_ENGINE;
    if (s->a->cost.engine)
        gs_serving_engine_find(s->a->cost.engine, &s->engine);
    if (parse_axes(s, err) < 0)
        return -1;
    if (as_table && !s->disagg)
        return gs_error_set(err, GS_EUSAGE, "--format table: with --disagg "
                            "only (the grid streams csv or jsonl)");
    s->col_price = s->trains ? T_USD_PER_GPU_HOUR : C_USD_PER_GPU_HOUR;
    s->col_tail = s->trains ? T_MEETS_TARGETS : C_MEETS_TARGETS;
    s->plan = (struct gs_sweep_plan){
        .q = &s->q, .model = s->model, .trains = s->trains,
        .counts = s->counts.v, .n_counts = s->counts.n,
        .conc = s->conc.v, .n_conc = s->conc.n,
        .eps = s->eps.v, .n_eps = s->trains ? 0 : s->eps.n,
        .attention_dp = s->attention_dp,
        .n_formats = s->trains ? 0 : s->n_precisions,
        .n_ctxs = s->ctxs.n, .n_mbs = s->mbs.n,
        .precs = s->train_prec, .n_precs = s->trains ? s->n_precisions : 0,
        .engine = s->engine, .mfu = s->a->cost.mfu,
        .fits_only = s->a->fits_only,
    };
    if (select_gpus(s, &gpus, &n_gpus, err) < 0 ||
        gs_context_prices(ctx, err) < 0)
        goto out;
    if (s->disagg) {
        /* every point first (the best row is marked), then the rows */
        if (settle_works(s, err) < 0 || prepare_disagg(s, gpus, n_gpus,
                                                       err) < 0)
            goto out;
        if (as_table && !s->a->explain_row) {
            /* a report: gs_context_emit writes it (--output too) */
            ctx->common.format = "table";
            if (s->a->plot &&
                gs_sweep_disagg_plot(s->dstate, s->a->plot, err) < 0)
                goto out;
            rc = gs_sweep_disagg_table(s->dstate, err);
            goto out;
        }
    } else if (check_size(s, gpus, n_gpus, &est_rows, err) < 0) {
        goto out;
    }
    gs_progress_start(&s->progress, "sweep", "rows", (size_t)est_rows);
    if (to_file) {
        if (gs_context_output_open(ctx, ctx->common.output_path, &file,
                                   err) < 0)
            goto out;
        opened = true;
        fp = file->fp;
    }
    if (s->disagg && s->a->plot &&
        gs_sweep_disagg_plot(s->dstate, s->a->plot, err) < 0)
        goto out;
    if (s->disagg && s->a->explain_row) {
        if (gs_sweep_disagg_explain(s->dstate, s->a->explain_row, fp,
                                    err) < 0)
            goto out;
        rc = 0;
        goto out;
    }
    if (gs_sweep_out_begin(&s->out, fp, f,
                           s->disagg ? gs_sweep_disagg_keys
                           : s->trains ? train_keys : col_keys,
                           s->disagg ? gs_sweep_disagg_n_keys
                           : s->trains ? T_COUNT : C_COUNT, err) < 0)
        goto out;
    begun = true;
    if (s->disagg) {
        if (gs_sweep_disagg_write(s->dstate, &s->out, err) < 0)
            goto out;
        rc = 0;
        goto out;
    }
    if (!(s->seg_bufs = malloc(3 * SEG_BYTES))) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    gs_sweep_seg_init(&s->seg, &s->out, s->seg_bufs, SEG_BYTES);
    gs_sweep_seg_init(&s->point_seg, &s->out, s->seg_bufs + SEG_BYTES,
                      SEG_BYTES);
    gs_sweep_seg_init(&s->tail_seg, &s->out, s->seg_bufs + 2 * SEG_BYTES,
                      SEG_BYTES);
    if (gs_sweep_encode(&s->out, &s->arena, s->model->id,
                        ctx->common.csv_raw, &s->model_t, err) < 0 ||
        settle_works(s, err) < 0)
        goto out;
    s->plan.works = s->works;
    for (i = 0; i < GS_SWEEP_WHY_COUNT; i++)
        if (gs_sweep_encode(&s->out, &s->arena, why_text[i], true,
                            &s->why_t[i], err) < 0)
            goto out;
    if (gs_sweep_walk(&s->grid, &s->plan,
                      (const struct gs_gpu *const *)gpus, n_gpus, &visitor,
                      err) < 0)
        goto out;
    rc = 0;
out:
    gs_progress_end(&s->progress);
    if (s->seg.failed)
        s->out.failed = true;   /* a text over SEG_BYTES */
    if (begun && gs_sweep_out_end(&s->out, &end_err) < 0 && rc == 0) {
        *err = end_err;
        rc = -1;
    }
    if (opened) {
        if (rc == 0)
            rc = gs_context_output_done(ctx, file, err);
        else
            gs_context_output_abort(ctx, file);
    } else if (rc == 0 && (fflush(fp) != 0 || ferror(fp))) {
        rc = gs_error_set(err, GS_EIO, "cannot write the sweep's output");
    }
    free(gpus);
    return rc;
}

static void sweep_args_init(void *args)
{
    struct sweep_args *a = args;

    gs_candidate_args_unset(&a->cost);
}
GS_COMMAND_ARGS(sweep, struct sweep_args, sweep_args_init);

int cmd_sweep(const void *args, int argc, const char **argv,
              struct gs_context *ctx, struct gs_error *err)
{
    struct sweep_args a = *(const struct sweep_args *)args;
    struct sweep s;
    int rc;

    (void)argc;
    (void)argv;
    memset(&s, 0, sizeof(s));
    s.ctx = ctx;
    s.a = &a;
    gs_arena_init(&s.arena);
    rc = run(&s, a.format, err);
    gs_sweep_axis_release(&s.counts);
    gs_sweep_axis_release(&s.conc);
    gs_sweep_axis_release(&s.ctxs);
    gs_sweep_axis_release(&s.mbs);
    gs_sweep_axis_release(&s.eps);
    gs_sweep_axis_release(&s.prefill_n);
    gs_sweep_axis_release(&s.decode_n);
    gs_sweep_disagg_free(s.dstate);
    free(s.prefill_types);
    free(s.works);
    free(s.precision_t);
    free(s.offers);
    free(s.seg_bufs);
    gs_arena_release(&s.arena);
    return rc;
}
