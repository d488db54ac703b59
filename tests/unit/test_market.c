/*
 * The market (src/model/market.c): the standing row of each offer at a
 * pin date, the undated stand-in, superseded rows and quotes, the index
 * by GPU, and the choice of a row for an ask (GPU count, staleness,
 * price).  Rows are built by hand, after tests/fixtures/rank/
 * rank-prices.yaml (rk-a on-demand at toycloud: $3.00 in January, $2.00
 * in November).
 */
#include "gs_test.h"

#include <string.h>

#include "market.h"

#define JAN 1                       /* 2026-01-01 */
#define JUN 6                       /* 2026-06-01, a pin */
#define NOV 11                      /* 2026-11-01 */

static struct gs_date day(int month)
{
    return (struct gs_date){ gs_date_from_civil(2026, month, 1),
                             GS_DATE_DAY, NULL };
}

static const struct gs_date undated = { GS_DATE_UNKNOWN, GS_DATE_NONE, NULL };

/* A 1-GPU on-demand row of gpu at toycloud/std.1x, east. */
static struct gs_price row(const char *gpu, double usd, struct gs_date as_of)
{
    return (struct gs_price){
        .provider = "toycloud", .instance = "std.1x", .gpu_id = gpu,
        .gpu_name = gpu, .n_gpus = 1, .usd_per_instance_hour = usd,
        .usd_per_gpu_hour = usd, .pricing = GS_PRICING_ON_DEMAND,
        .region = "east", .as_of = as_of,
    };
}

struct fx {
    struct gs_arena arena;
    struct gs_market m;
};

static int setup(void **state)
{
    static struct fx f;

    memset(&f, 0, sizeof(f));
    gs_arena_init(&f.arena);
    *state = &f;
    return 0;
}

static int teardown(void **state)
{
    struct fx *f = *state;

    gs_arena_release(&f->arena);
    return 0;
}

static void newest_row_stands_and_replaces_the_older(void **state)
{
    struct fx *f = *state;
    struct gs_price rows[] = { row("rk-a", 3.00, day(JAN)),
                               row("rk-a", 2.00, day(NOV)),
                               row("rk-b", 2.00, day(NOV)) };

    assert_int_equal(gs_market_build(&f->m, rows, 3, GS_PRICE_NO_PIN,
                                     &f->arena), 0);
    assert_int_equal(f->m.n_standing, 2);
    assert_false(gs_market_is_standing(&f->m, 0));
    assert_true(gs_market_is_standing(&f->m, 1));
    assert_true(gs_market_is_standing(&f->m, 2));
    assert_true(gs_market_is_superseded(&f->m, 0));
    assert_false(gs_market_is_superseded(&f->m, 1));
    /* the November row replaced January's $3.00 */
    assert_ptr_equal(gs_market_superseded_quote(&f->m, &rows[1]), &rows[0]);
    assert_null(gs_market_superseded_quote(&f->m, &rows[0]));
    assert_null(gs_market_superseded_quote(&f->m, &rows[2]));
}

/*
 * Issue 19: an unverified newer quote (RunPod H100 SXM $3.99, read but not
 * confirmed) does not replace a verified price of the same file ($3.49);
 * a verified newer row does, and so does a later file, verified or not.
 */
static void an_unverified_row_does_not_replace_a_verified_one(void **state)
{
    struct fx *f = *state;
    struct gs_price rows[] = { row("rk-a", 3.49, day(JUN)),
                               row("rk-a", 3.99, day(NOV)) };

    rows[0].verified = true;
    rows[0].origin_path = rows[1].origin_path = "<built-in>/prices.yaml";
    assert_int_equal(gs_market_build(&f->m, rows, 2, GS_PRICE_NO_PIN,
                                     &f->arena), 0);
    assert_true(gs_market_is_standing(&f->m, 0));
    assert_false(gs_market_is_standing(&f->m, 1));
    rows[1].verified = true;            /* confirmed: it is the price */
    assert_int_equal(gs_market_build(&f->m, rows, 2, GS_PRICE_NO_PIN,
                                     &f->arena), 0);
    assert_true(gs_market_is_standing(&f->m, 1));
    rows[1].verified = false;           /* a later file's quote */
    rows[1].origin_path = "quotes.yaml";
    assert_int_equal(gs_market_build(&f->m, rows, 2, GS_PRICE_NO_PIN,
                                     &f->arena), 0);
    assert_true(gs_market_is_standing(&f->m, 1));
}

static void a_pin_finds_the_row_standing_then(void **state)
{
    struct fx *f = *state;
    struct gs_price rows[] = { row("rk-a", 3.00, day(JAN)),
                               row("rk-a", 2.00, day(NOV)) };

    assert_int_equal(gs_market_build(&f->m, rows, 2, day(JUN).days,
                                     &f->arena), 0);
    assert_true(gs_market_is_standing(&f->m, 0));
    assert_false(gs_market_is_standing(&f->m, 1));
    /* a pin on the day itself counts the row */
    assert_int_equal(gs_market_build(&f->m, rows, 2, day(NOV).days,
                                     &f->arena), 0);
    assert_true(gs_market_is_standing(&f->m, 1));
    /* before every row: nothing stands */
    assert_int_equal(gs_market_build(&f->m, rows, 2, day(JAN).days - 1,
                                     &f->arena), 0);
    assert_int_equal(f->m.n_standing, 0);
}

static void a_superseded_mark_bars_a_row_only_without_a_pin(void **state)
{
    struct fx *f = *state;
    struct gs_price rows[] = { row("rk-a", 3.00, day(JAN)),
                               row("rk-a", 2.00, day(NOV)) };

    rows[1].superseded = true;
    assert_int_equal(gs_market_build(&f->m, rows, 2, GS_PRICE_NO_PIN,
                                     &f->arena), 0);
    assert_true(gs_market_is_standing(&f->m, 0));
    assert_true(gs_market_is_superseded(&f->m, 1));
    assert_int_equal(gs_market_build(&f->m, rows, 2, day(NOV).days,
                                     &f->arena), 0);
    assert_true(gs_market_is_standing(&f->m, 1));
}

static void the_last_undated_row_stands_in_without_a_pin(void **state)
{
    struct fx *f = *state;
    struct gs_price rows[] = { row("rk-a", 3.00, undated),
                               row("rk-a", 2.50, undated),
                               row("rk-a", 2.00, undated) };

    rows[2].superseded = true;        /* marked: never a stand-in */
    assert_int_equal(gs_market_build(&f->m, rows, 3, GS_PRICE_NO_PIN,
                                     &f->arena), 0);
    assert_int_equal(f->m.n_standing, 1);
    assert_true(gs_market_is_standing(&f->m, 1));
    assert_false(gs_market_is_superseded(&f->m, 0));
    /* the marked row is its quote */
    assert_ptr_equal(gs_market_superseded_quote(&f->m, &rows[1]), &rows[2]);
    /* a pin ranks only dated rows */
    assert_int_equal(gs_market_build(&f->m, rows, 3, day(NOV).days,
                                     &f->arena), 0);
    assert_int_equal(f->m.n_standing, 0);
}

static void dated_rows_stand_before_stand_ins(void **state)
{
    struct fx *f = *state;
    struct gs_price rows[] = { row("rk-b", 3.00, undated),
                               row("rk-a", 2.00, day(NOV)) };

    assert_int_equal(gs_market_build(&f->m, rows, 2, GS_PRICE_NO_PIN,
                                     &f->arena), 0);
    assert_int_equal(f->m.n_standing, 2);
    assert_int_equal(f->m.standing[0], 1);
    assert_int_equal(f->m.standing[1], 0);
}

static void the_quote_is_the_newest_older_row(void **state)
{
    struct fx *f = *state;
    struct gs_price rows[] = { row("rk-a", 4.00, undated),
                               row("rk-a", 3.00, day(JAN)),
                               row("rk-a", 3.50, day(JUN)),
                               row("rk-a", 3.25, day(JUN)),
                               row("rk-a", 2.00, day(NOV)) };

    rows[0].superseded = true;
    assert_int_equal(gs_market_build(&f->m, rows, 5, GS_PRICE_NO_PIN,
                                     &f->arena), 0);
    assert_true(gs_market_is_standing(&f->m, 4));
    /* June beats January and the undated one; of June's two, the
     * earlier row */
    assert_ptr_equal(gs_market_superseded_quote(&f->m, &rows[4]), &rows[2]);
    /* January's quote: only the undated superseded row is older */
    assert_ptr_equal(gs_market_superseded_quote(&f->m, &rows[1]), &rows[0]);
}

static void the_gpu_index_finds_each_gpus_offers(void **state)
{
    struct fx *f = *state;
    struct gs_price rows[] = { row("rk-b", 2.00, day(NOV)),
                               row("rk-a", 2.00, day(NOV)),
                               row("rk-c", 2.00, day(NOV)),
                               row("rk-a", 1.00, day(NOV)),
                               row(NULL, 1.00, day(NOV)) };
    const size_t *idx;

    rows[3].pricing = GS_PRICING_SPOT;
    rows[4].gpu_name = "mystery";
    assert_int_equal(gs_market_build(&f->m, rows, 5, GS_PRICE_NO_PIN,
                                     &f->arena), 0);
    assert_int_equal(f->m.n_standing, 5);
    assert_int_equal(gs_market_gpu_offers(&f->m, "rk-a", &idx), 2);
    assert_int_equal(idx[0], 1);
    assert_int_equal(idx[1], 3);
    assert_int_equal(gs_market_gpu_offers(&f->m, "rk-b", &idx), 1);
    assert_int_equal(idx[0], 0);
    assert_int_equal(gs_market_gpu_offers(&f->m, "rk-c", &idx), 1);
    assert_int_equal(idx[0], 2);
    assert_int_equal(gs_market_gpu_offers(&f->m, "rk-0", &idx), 0);
    assert_null(idx);
    assert_int_equal(gs_market_gpu_offers(&f->m, "rk-z", &idx), 0);
}

static void choose_prefers_count_then_fresh_then_cheap(void **state)
{
    struct fx *f = *state;
    struct gs_price rows[4];
    struct gs_market_ask ask = {
        .gpu_id = "rk-a", .kind = GS_PRICING_ON_DEMAND, .n_gpus = 1,
        .today_days = day(NOV).days + 10, .stale_after_days = 90,
    };

    rows[0] = row("rk-a", 1.00, day(JAN));   /* cheapest, but stale */
    rows[0].instance = "old.1x";
    rows[1] = row("rk-a", 2.00, day(NOV));
    rows[2] = row("rk-a", 1.50, day(NOV));
    rows[2].instance = "cheap.1x";
    rows[3] = row("rk-a", 0.50, day(NOV));   /* per GPU, but 8 GPUs */
    rows[3].instance = "big.8x";
    rows[3].n_gpus = 8;
    assert_int_equal(gs_market_build(&f->m, rows, 4, GS_PRICE_NO_PIN,
                                     &f->arena), 0);
    assert_ptr_equal(gs_market_choose(&f->m, &ask), &rows[2]);
    ask.n_gpus = 8;
    assert_ptr_equal(gs_market_choose(&f->m, &ask), &rows[3]);
    ask.n_gpus = 1;
    ask.stale_after_days = 400;     /* nothing stale: the cheapest */
    assert_ptr_equal(gs_market_choose(&f->m, &ask), &rows[0]);
    ask.instance = "STD.1X";        /* filters ignore case */
    assert_ptr_equal(gs_market_choose(&f->m, &ask), &rows[1]);
    ask.instance = NULL;
    ask.provider = "othercloud";
    assert_null(gs_market_choose(&f->m, &ask));
    ask.provider = NULL;
    ask.kind = GS_PRICING_SPOT;
    assert_null(gs_market_choose(&f->m, &ask));
}

/*
 * util's ask (issue 20): no GPU count (per GPU-hour) and, with --instance
 * alone, no GPU: every standing row of the instance, fresh before stale,
 * then the cheapest, whatever its count; an undated offer stands in
 * (stale) only when nothing fresher matches.
 */
static void choose_without_a_count_or_a_gpu(void **state)
{
    struct fx *f = *state;
    struct gs_price rows[4];
    struct gs_market_ask ask = {
        .gpu_id = NULL, .kind = GS_PRICING_ON_DEMAND, .n_gpus = 0,
        .instance = "std.1x",
        .today_days = day(NOV).days + 10, .stale_after_days = 90,
    };

    rows[0] = row("rk-a", 2.00, day(NOV));
    rows[1] = row("rk-b", 1.50, day(NOV));
    rows[2] = row("rk-c", 0.50, undated);    /* cheapest, undated */
    rows[3] = row("rk-a", 0.90, day(NOV));   /* per GPU, 8 GPUs */
    rows[3].instance = "big.8x";
    rows[3].n_gpus = 8;
    assert_int_equal(gs_market_build(&f->m, rows, 4, GS_PRICE_NO_PIN,
                                     &f->arena), 0);
    /* any GPU of std.1x: the fresh $1.50 before the undated $0.50 */
    assert_ptr_equal(gs_market_choose(&f->m, &ask), &rows[1]);
    /* no count asked: the 8-GPU row competes on its per-GPU price */
    ask.instance = NULL;
    ask.gpu_id = "rk-a";
    assert_ptr_equal(gs_market_choose(&f->m, &ask), &rows[3]);
    /* the undated offer is all rk-c has: it stands in */
    ask.gpu_id = "rk-c";
    assert_ptr_equal(gs_market_choose(&f->m, &ask), &rows[2]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(
            newest_row_stands_and_replaces_the_older, setup, teardown),
        cmocka_unit_test_setup_teardown(a_pin_finds_the_row_standing_then,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            an_unverified_row_does_not_replace_a_verified_one, setup,
            teardown),
        cmocka_unit_test_setup_teardown(
            a_superseded_mark_bars_a_row_only_without_a_pin, setup,
            teardown),
        cmocka_unit_test_setup_teardown(
            the_last_undated_row_stands_in_without_a_pin, setup, teardown),
        cmocka_unit_test_setup_teardown(dated_rows_stand_before_stand_ins,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(the_quote_is_the_newest_older_row,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(the_gpu_index_finds_each_gpus_offers,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            choose_prefers_count_then_fresh_then_cheap, setup, teardown),
        cmocka_unit_test_setup_teardown(choose_without_a_count_or_a_gpu,
                                        setup, teardown),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
