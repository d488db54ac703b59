/*
 * The whole sweep in plan (src/plan/sweep_walk.c) on the toy catalogue
 * and prices of tests/fixtures/rank: each GPU's offers (kinds in order,
 * the standing rows only, the provider and region filters, owned, the
 * unpriced fallback), the default kinds under a workload's constraints,
 * the grid's size and the walk's order.  Counts by hand:
 *
 *   rk-a's standing rows: on-demand toycloud $2.00 (January's $3.00 is
 *   superseded) and othercloud $1.50; spot toycloud $1.00.  Kinds
 *   on-demand, spot, owned, none: 2 + 1 + 1 (launch price $1000) + 1 = 5.
 *   The grid: 3 counts x 2 formats x 2 contexts x 9 concurrencies = 108
 *   rows per offer, 540 for 5.
 */
#include "gs_test.h"

#include <string.h>

#include "rank_fixture.h"
#include "sweep_walk.h"

/* the fixtures' prices pinned at their today, 2026-12-01 */
static void load(struct gs_rank_fixture *f)
{
    gs_rank_fixture_load(f, NULL, GS_RANK_FIX_TODAY_DAYS);
}

struct offers {
    struct gs_sweep_offer o[16];
    size_t n;
};

static int collect(void *user, const struct gs_sweep_offer *o,
                   struct gs_error *err)
{
    struct offers *c = user;

    (void)err;
    assert_true(c->n < 16);
    c->o[c->n++] = *o;
    return 0;
}

static size_t offers_of(struct gs_rank_fixture *f, const char *gpu,
                        const struct gs_sweep_offer_ask *ask,
                        struct offers *c)
{
    struct gs_error err = GS_ERROR_INIT;
    const struct gs_gpu *g = gs_dataset_gpu(&f->data, gpu, &err);

    assert_non_null(g);
    memset(c, 0, sizeof(*c));
    assert_int_equal(gs_sweep_gpu_offers(&f->market, g, ask, collect, c,
                                         &err), 0);
    return c->n;
}

static void a_gpus_offers(void **state)
{
    struct gs_rank_fixture f;
    const int kinds[] = { GS_PRICING_ON_DEMAND, GS_PRICING_SPOT,
                          GS_PRICING_OWNED, -1 };
    struct gs_sweep_offer_ask ask = { kinds, 4, NULL, NULL, NULL, false };
    struct offers c;
    double od;

    (void)state;
    load(&f);
    assert_int_equal(offers_of(&f, "rk-a", &ask, &c), 5);
    assert_int_equal(c.o[0].kind, GS_PRICING_ON_DEMAND);
    assert_int_equal(c.o[1].kind, GS_PRICING_ON_DEMAND);
    od = c.o[0].row->usd_per_gpu_hour + c.o[1].row->usd_per_gpu_hour;
    assert_close(od, 2.00 + 1.50, 1e-12);      /* not January's 3.00 */
    assert_int_equal(c.o[2].kind, GS_PRICING_SPOT);
    assert_close(c.o[2].row->usd_per_gpu_hour, 1.00, 1e-12);
    assert_true(c.o[3].priced && c.o[3].kind == GS_PRICING_OWNED &&
                !c.o[3].row);
    assert_false(c.o[4].priced);
    /* --provider, case ignored: toycloud's on-demand row only */
    ask.provider = "TOYCLOUD";
    assert_int_equal(offers_of(&f, "rk-a", &ask, &c), 4);
    assert_close(c.o[0].row->usd_per_gpu_hour, 2.00, 1e-12);
    /* --region west: othercloud's on-demand, no spot there */
    ask.provider = NULL;
    ask.region = "west";
    assert_int_equal(offers_of(&f, "rk-a", &ask, &c), 3);
    assert_close(c.o[0].row->usd_per_gpu_hour, 1.50, 1e-12);
    assert_int_equal(c.o[1].kind, GS_PRICING_OWNED);
    /* rk-nop: no row and no launch price: the unpriced offer alone,
     * unless a purchase price makes it owned */
    ask.region = NULL;
    ask.n_kinds = 3;
    assert_int_equal(offers_of(&f, "rk-nop", &ask, &c), 1);
    assert_false(c.o[0].priced);
    ask.purchase_given = true;
    assert_int_equal(offers_of(&f, "rk-nop", &ask, &c), 1);
    assert_true(c.o[0].priced && c.o[0].kind == GS_PRICING_OWNED);
    gs_rank_fixture_release(&f);
}

static void the_kinds_a_workload_allows(void **state)
{
    struct gs_workload_file w;
    const char *allowed[] = { "Spot", "owned" };
    int kinds[GS_PRICING_COUNT];

    (void)state;
    assert_int_equal(gs_sweep_default_kinds(NULL, kinds), GS_PRICING_COUNT);
    assert_int_equal(kinds[0], 0);
    gs_workload_file_init(&w);
    w.constraints.pricing.items = allowed;
    w.constraints.pricing.n = 2;
    assert_int_equal(gs_sweep_default_kinds(&w, kinds), 2);
    assert_int_equal(kinds[0], GS_PRICING_SPOT);   /* the enum's order */
    assert_int_equal(kinds[1], GS_PRICING_OWNED);
}

static void the_grids_size(void **state)
{
    struct gs_sweep_plan p;

    (void)state;
    memset(&p, 0, sizeof(p));
    p.n_counts = 3;
    p.n_formats = 2;
    p.n_ctxs = 2;
    p.n_conc = 9;
    p.n_precs = 7;          /* not serving's */
    p.n_mbs = 5;
    assert_close(gs_sweep_rows(&p, 5.0), 540.0, 0.0);
    p.trains = true;        /* 3 counts x 7 precisions x 2 x 5 */
    assert_close(gs_sweep_rows(&p, 1.0), 210.0, 0.0);
}

/* The walk's visitor: counts and the order of the points. */
struct tally {
    size_t begins, ends, blocks, points, fits;
    int64_t last_key;       /* format, context, count, concurrency */
    bool ordered;
    const struct gs_sweep_work *works;
};

static int t_begin(void *u, const struct gs_gpu *g, struct gs_error *e)
{
    (void)g;
    (void)e;
    ((struct tally *)u)->begins++;
    return 0;
}

static int t_point(void *u, const struct gs_sweep_point *pt,
                   struct gs_error *e)
{
    struct tally *t = u;
    int64_t key = (((int64_t)pt->format_i * 2 +
                    (pt->work - t->works) % 2) * 3 +
                   (int64_t)pt->count_i) * 1000 + pt->concurrency;

    (void)e;
    t->ordered = t->ordered && key > t->last_key;
    t->last_key = key;
    t->points++;
    t->fits += pt->fits;
    assert_int_equal(pt->why == GS_SWEEP_WHY_NONE, pt->fits);
    return 0;
}

static void t_block(void *u)
{
    ((struct tally *)u)->blocks++;
}

static void t_end(void *u)
{
    ((struct tally *)u)->ends++;
}

/* 2 formats x 2 contexts (4k, 2^20) x 3 counts x 3 concurrencies = 36
 * points on one GPU, in that order, 4 blocks (one per format and
 * context); fits_only hands over only the points that fit. */
static void the_walk_visits_every_point_in_order(void **state)
{
    struct gs_rank_fixture f;
    struct gs_cost_args a;
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_sweep_work works[4];
    struct gs_sweep_grid gr;
    struct gs_arena arena;
    const int64_t counts[] = { 1, 2, 4 }, conc[] = { 1, 8, 64 };
    const int64_t ctxs[] = { 4096, INT64_C(1) << 20 };
    const enum gs_dtype fmts[] = { GS_DTYPE_BF16, GS_DTYPE_FP8 };
    struct gs_sweep_plan p;
    struct tally t;
    struct gs_sweep_visitor v = { t_begin, t_point, t_block, t_end, &t };
    const struct gs_gpu *g;
    const struct gs_model *m;
    size_t i;

    (void)state;
    load(&f);
    gs_arena_init(&arena);
    g = gs_dataset_gpu(&f.data, "rk-a", &err);
    m = gs_dataset_find_model(&f.data, "rk-1b");
    assert_non_null(g);
    assert_non_null(m);
    gs_candidate_args_unset(&a);
    a.kind = "realtime";
    a.model = "rk-1b";
    a.requests_per_s = 1.0;
    assert_int_equal(gs_question_settle(&a, NULL, g, &q, &err), 0);
    for (i = 0; i < 4; i++)
        assert_int_equal(gs_sweep_serving_work(&q, m, fmts[i / 2],
                                               ctxs[i % 2], &works[i],
                                               &err), 0);
    assert_true(works[0].ok && works[1].ok);
    assert_int_equal(works[2].weight_dtype, GS_DTYPE_FP8);
    memset(&p, 0, sizeof(p));
    p = (struct gs_sweep_plan){
        .q = &q, .model = m, .counts = counts, .n_counts = 3,
        .conc = conc, .n_conc = 3, .works = works, .n_formats = 2,
        .n_ctxs = 2, .engine = GS_DEFAULT_SERVING_ENGINE,
        .mfu = GS_UNSET_F64,
    };
    gs_sweep_grid_init(&gr, m, &arena);
    memset(&t, 0, sizeof(t));
    t.ordered = true;
    t.last_key = -1;
    t.works = works;
    assert_int_equal(gs_sweep_walk(&gr, &p, &g, 1, &v, &err), 0);
    assert_int_equal(t.begins, 1);
    assert_int_equal(t.ends, 1);
    assert_int_equal(t.blocks, 4);
    assert_int_equal(t.points, 36);
    assert_true(t.ordered);
    /* 64 sequences of 2^20 tokens (64 GiB of KV each) fit no rk-a */
    assert_true(t.fits > 0 && t.fits < 36);
    p.fits_only = true;
    i = t.fits;
    memset(&t, 0, sizeof(t));
    t.ordered = true;
    t.last_key = -1;
    t.works = works;
    assert_int_equal(gs_sweep_walk(&gr, &p, &g, 1, &v, &err), 0);
    assert_int_equal(t.points, i);
    assert_int_equal(t.fits, i);
    gs_arena_release(&arena);
    gs_rank_fixture_release(&f);
}

/* Training: one point per micro-batch; a point that fits meets the
 * deadline when its expected wall time is within it (boundary included). */
struct deadline_tally {
    size_t points, fits, meets;
    double wall_hours;      /* the slowest fitting point's */
};

static int d_begin(void *u, const struct gs_gpu *g, struct gs_error *e)
{
    (void)u;
    (void)g;
    (void)e;
    return 0;
}

static int d_point(void *u, const struct gs_sweep_point *pt,
                   struct gs_error *e)
{
    struct deadline_tally *t = u;

    (void)e;
    t->points++;
    if (pt->fits) {
        t->fits++;
        t->meets += pt->meets_deadline;
        t->wall_hours = fmax(t->wall_hours,
                             pt->train->tres.expected.wall_s / 3600.0);
    }
    return 0;
}

static void d_void(void *u)
{
    (void)u;
}

static void a_training_point_meets_the_deadline(void **state)
{
    struct gs_rank_fixture f;
    struct gs_cost_args a;
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_sweep_work works[2];
    struct gs_sweep_grid gr;
    struct gs_arena arena;
    const int64_t counts[] = { 8 };
    const enum gs_precision precs[] = { GS_PREC_BF16 };
    struct gs_sweep_plan p;
    struct deadline_tally t;
    struct gs_sweep_visitor v = { d_begin, d_point, d_void, d_void, &t };
    const struct gs_gpu *g;
    const struct gs_model *m;

    (void)state;
    load(&f);
    gs_arena_init(&arena);
    g = gs_dataset_gpu(&f.data, "rk-a", &err);
    m = gs_dataset_find_model(&f.data, "rk-1b");
    gs_candidate_args_unset(&a);
    a.kind = "training";
    a.model = "rk-1b";
    a.tokens = "1B";
    assert_int_equal(gs_question_settle(&a, NULL, g, &q, &err), 0);
    assert_int_equal(gs_sweep_train_work(&q, m, 2048, 1, &works[0], &err),
                     0);
    assert_int_equal(gs_sweep_train_work(&q, m, 2048, 2, &works[1], &err),
                     0);
    p = (struct gs_sweep_plan){
        .q = &q, .model = m, .trains = true, .counts = counts,
        .n_counts = 1, .works = works, .n_ctxs = 1, .n_mbs = 2,
        .precs = precs, .n_precs = 1, .mfu = GS_UNSET_F64,
    };
    gs_sweep_grid_init(&gr, m, &arena);
    memset(&t, 0, sizeof(t));
    assert_int_equal(gs_sweep_walk(&gr, &p, &g, 1, &v, &err), 0);
    assert_int_equal(t.points, 2);
    assert_true(t.fits > 0);
    assert_int_equal(t.meets, t.fits);          /* no deadline */
    q.deadline_hours = t.wall_hours;            /* exactly the slowest */
    memset(&t, 0, sizeof(t));
    assert_int_equal(gs_sweep_walk(&gr, &p, &g, 1, &v, &err), 0);
    assert_int_equal(t.meets, t.fits);
    q.deadline_hours = t.wall_hours * (1.0 - 1e-9);
    memset(&t, 0, sizeof(t));
    assert_int_equal(gs_sweep_walk(&gr, &p, &g, 1, &v, &err), 0);
    assert_true(t.meets < t.fits);              /* the slowest misses */
    gs_arena_release(&arena);
    gs_rank_fixture_release(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_gpus_offers),
        cmocka_unit_test(the_kinds_a_workload_allows),
        cmocka_unit_test(the_grids_size),
        cmocka_unit_test(the_walk_visits_every_point_in_order),
        cmocka_unit_test(a_training_point_meets_the_deadline),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
