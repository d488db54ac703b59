#ifndef GS_RANK_FIXTURE_H
#define GS_RANK_FIXTURE_H

/*
 * The toy catalogue and prices of tests/fixtures/rank, read with the
 * data layer, for the plan tests that decide on them (test_normalize,
 * test_rank_enum, test_sweep_walk): the GPUs and models, the price rows
 * (and an extra price file), the market at a pin date and the prices as
 * plan takes them, today 2026-12-01 with a 180-day staleness.  One
 * loader, so a change to the fixtures or to how plan is handed prices is
 * made once.  Include after gs_test.h; the functions are static inline,
 * so a test that uses only some of them builds without warnings.
 */
#include <string.h>

#include "dataset.h"
#include "candidate.h"
#include "price_load.h"

#define GS_RANK_FIX GPUSEL_FIXTURES "/rank/"

/* "Today" for the fixtures' staleness and the default pin. */
#define GS_RANK_FIX_TODAY_DAYS gs_date_from_civil(2026, 12, 1)
#define GS_RANK_FIX_STALE_AFTER_DAYS 180

struct gs_rank_fixture {
    struct gs_dataset data;
    struct gs_price_set prices;
    struct gs_arena arena;
    struct gs_market market;
    struct gs_plan_prices pp;
    struct gs_gpu_resolver res;     /* names GPUs in files read later */
};

/* Load rank-gpus.yaml, rank-prices.yaml and `extra` (NULL: none), and
 * build the market pinned at `pin_days` (GS_PRICE_NO_PIN: none). */
static inline void gs_rank_fixture_load(struct gs_rank_fixture *f,
                                        const char *extra, int32_t pin_days)
{
    struct gs_error err = GS_ERROR_INIT;
    struct gs_price_load_opts o = { 0 };

    memset(f, 0, sizeof(*f));
    gs_dataset_init(&f->data);
    gs_price_set_init(&f->prices);
    gs_arena_init(&f->arena);
    assert_int_equal(gs_dataset_load_file(&f->data,
                                          GS_RANK_FIX "rank-gpus.yaml", &err),
                     0);
    gs_gpu_resolver_dataset(&f->res, &f->data);
    o.resolver = &f->res;
    assert_int_equal(gs_price_load_path(&f->prices,
                                        GS_RANK_FIX "rank-prices.yaml", &o,
                                        &err), 0);
    if (extra)
        assert_int_equal(gs_price_load_path(&f->prices, extra, &o, &err), 0);
    assert_int_equal(gs_market_build(&f->market, f->prices.prices,
                                     f->prices.n_prices, pin_days,
                                     &f->arena), 0);
    f->pp = (struct gs_plan_prices){
        .market = &f->market, .api_prices = f->prices.api_prices,
        .n_api_prices = f->prices.n_api_prices,
        .today_days = GS_RANK_FIX_TODAY_DAYS,
        .stale_after_days = GS_RANK_FIX_STALE_AFTER_DAYS,
    };
}

static inline void gs_rank_fixture_release(struct gs_rank_fixture *f)
{
    gs_arena_release(&f->arena);
    gs_price_set_release(&f->prices);
    gs_dataset_release(&f->data);
}

#endif /* GS_RANK_FIXTURE_H */
