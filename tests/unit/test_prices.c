/*
 * The price data layer: dates, staleness and the newest row per offer
 * (src/model/price.c), the strict YAML and rate-sheet loaders
 * (src/data/load_prices.c) and the SkyPilot reader
 * (src/data/load_skypilot.c).
 *
 *   - dates parse without locale or clock, calendar-exact;
 *   - staleness is judged at a given "today"; undated rows are stale;
 *   - the newest row per offer honours a pin, never picks an undated or
 *     (unpinned) superseded row;
 *   - every SkyPilot fixture (tests/fixtures/skypilot/<cloud>/vms.csv,
 *     verbatim slices of ../shared/reference/skypilot) gives the counts
 *     worked out by hand in the comment above its test;
 *   - every bad file in tests/fixtures/prices-bad/ fails with the exact
 *     message in bad_files[] (add a file, add a row);
 *   - the shipped data/prices/prices.yaml and api-prices.yaml load.
 *
 * The tests run from the fixtures directory, so paths in messages read
 * "prices-bad/x.yaml".
 */
#define _POSIX_C_SOURCE 200809L /* chdir, ftruncate */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "gs_test.h"

#include "dataset.h"
#include "error.h"
#include "market.h"
#include "price.h"
#include "price_load.h"
#include "yaml_read.h"

#ifndef GPUSEL_FIXTURES
#error "GPUSEL_FIXTURES must name the tests/fixtures directory"
#endif
#ifndef GPUSEL_SOURCE_DIR
#error "GPUSEL_SOURCE_DIR must name the source tree"
#endif

/* ---- helpers ------------------------------------------------------- */

static void error_line(const struct gs_error *err, char *buf, size_t size)
{
    FILE *fp = tmpfile();
    size_t n;

    assert_non_null(fp);
    gs_error_print(err, fp);
    rewind(fp);
    if (!fgets(buf, (int)size, fp))
        buf[0] = '\0';
    fclose(fp);
    n = strlen(buf);
    if (n > 0 && buf[n - 1] == '\n')
        buf[n - 1] = '\0';
}

static void fail_with(const struct gs_error *err)
{
    char line[1024];

    error_line(err, line, sizeof(line));
    print_error("%s\n", line);
    fail();
}

static struct gs_dataset catalogue;

/*
 * GPU ids the catalogue branch adds in this same round (V100 16GB, RTX
 * A6000, A40, L40, GH200, RTX 3090, H20).  Until it is merged they
 * resolve to themselves here, so the counts below hold before and after.
 */
static const char *const pending_ids[] = {
    "v100-sxm2-16gb", "rtx-a6000", "a40", "l40", "gh200", "rtx-3090", "h20",
};

static const char *test_resolve(void *ctx, const char *name)
{
    const struct gs_gpu *g = gs_dataset_find_gpu(ctx, name);
    size_t i;

    if (g)
        return g->id;
    for (i = 0; i < GS_ARRAY_SIZE(pending_ids); i++)
        if (strcasecmp(pending_ids[i], name) == 0)
            return pending_ids[i];
    return NULL;
}

static const char *test_suggest(void *ctx, const char *name)
{
    struct gs_gpu_resolver r;

    gs_gpu_resolver_dataset(&r, ctx);
    return r.suggest(r.ctx, name);
}

static struct gs_gpu_resolver resolver;

static int setup(void **state)
{
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    if (chdir(GPUSEL_FIXTURES) != 0)
        return -1;
    gs_dataset_init(&catalogue);
    if (gs_dataset_load_builtin(&catalogue, GS_DATA_GPUS, &err) != 0)
        return -1;
    resolver = (struct gs_gpu_resolver){ test_resolve, test_suggest,
                                         &catalogue };
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    gs_dataset_release(&catalogue);
    return 0;
}

static int32_t day(const char *s)
{
    struct gs_date d;

    assert_int_equal(gs_date_parse(s, strlen(s), &d), 0);
    return d.days;
}

/* ---- dates --------------------------------------------------------- */

static void dates_count_days_from_the_epoch(void **state)
{
    int y, m, d;
    int32_t n;

    (void)state;
    assert_int_equal(gs_date_from_civil(1970, 1, 1), 0);
    assert_int_equal(gs_date_from_civil(1970, 12, 31), 364);
    /* 30 years, 7 of them leap (72 76 80 84 88 92 96), + Jan + Feb 2000 */
    assert_int_equal(gs_date_from_civil(2000, 3, 1),
                     30 * 365 + 7 + 31 + 29);
    assert_int_equal(day("2026-08-26") - day("2026-01-21"), 217);
    for (n = -1000; n < 400000; n += 7) {
        gs_date_to_civil(n, &y, &m, &d);
        assert_int_equal(gs_date_from_civil(y, m, d), n);
    }
}

static void dates_are_checked_against_the_calendar(void **state)
{
    static const char *const good[] = {
        "2024-02-29", "2000-02-29", "2026-12-31", "1970-01-01", "2026-02",
    };
    static const char *const bad[] = {
        "2023-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-04-31",
        "2026-2-1", "2026/02/01", "26-02-01", "2026-02-01x", "", "Unknown",
        "1969-12-31", "2026-02-1", " 2026-02-01", "2026-0a-01",
    };
    struct gs_date d;
    char buf[11];
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(good); i++)
        assert_int_equal(gs_date_parse(good[i], strlen(good[i]), &d), 0);
    for (i = 0; i < GS_ARRAY_SIZE(bad); i++) {
        if (gs_date_parse(bad[i], strlen(bad[i]), &d) == 0) {
            print_error("'%s' parsed\n", bad[i]);
            fail();
        }
    }
    assert_int_equal(gs_date_parse("unknown", 7, &d), 0);
    assert_int_equal(d.precision, GS_DATE_NONE);
    assert_int_equal(d.days, GS_DATE_UNKNOWN);
    assert_int_equal(gs_date_parse("2026-02", 7, &d), 0);
    assert_int_equal(d.precision, GS_DATE_MONTH);
    assert_int_equal(d.days, day("2026-02-01"));
    gs_date_format(day("2024-02-29"), buf);
    assert_string_equal(buf, "2024-02-29");
    gs_date_format(GS_DATE_UNKNOWN, buf);
    assert_string_equal(buf, "unknown");
}

static void staleness_is_judged_at_the_given_today(void **state)
{
    struct gs_date fresh = { day("2026-08-26"), GS_DATE_DAY, NULL };
    struct gs_date old = { day("2026-01-21"), GS_DATE_DAY, NULL };
    struct gs_date none = { GS_DATE_UNKNOWN, GS_DATE_NONE, NULL };
    struct gs_date future = { day("2027-01-01"), GS_DATE_DAY, NULL };
    int32_t today = day("2026-12-01"), age;

    (void)state;
    /* 2026-08-26 .. 2026-12-01: 5 + 30 + 31 + 30 + 1 = 97 days */
    assert_int_equal(gs_date_age_days(&fresh, today, &age), 0);
    assert_int_equal(age, 97);
    assert_false(gs_date_is_stale(&fresh, today, 180));
    assert_true(gs_date_is_stale(&fresh, today, 96));
    assert_false(gs_date_is_stale(&fresh, today, 97));  /* "older than" */
    /* 2026-01-21 .. 2026-12-01: 314 days */
    assert_int_equal(gs_date_age_days(&old, today, &age), 0);
    assert_int_equal(age, 314);
    assert_true(gs_date_is_stale(&old, today, 180));
    assert_int_equal(gs_date_age_days(&none, today, &age), -1);
    assert_true(gs_date_is_stale(&none, today, 100000));
    assert_false(gs_date_is_stale(&future, today, 0));
}

static void pricing_kinds_have_stable_names(void **state)
{
    (void)state;
    assert_int_equal(gs_pricing_find("on-demand"), GS_PRICING_ON_DEMAND);
    assert_int_equal(gs_pricing_find("reserved-3y"), GS_PRICING_RESERVED_3Y);
    assert_int_equal(gs_pricing_find("owned"), GS_PRICING_OWNED);
    assert_int_equal(gs_pricing_find("on_demand"), -1);
    assert_int_equal(gs_pricing_find("Spot"), -1);
    assert_string_equal(gs_pricing_name(GS_PRICING_MARKETPLACE),
                        "marketplace");
    assert_string_equal(gs_pricing_name(GS_PRICING_COUNT), "?");
}

/* ---- newest row per offer ----------------------------------------- */

#define ROW(inst, usd, date, sup) \
    { .provider = "AWS", .instance = (inst), .gpu_id = "h100-sxm", \
      .n_gpus = 8, .usd_per_instance_hour = (usd), \
      .pricing = GS_PRICING_ON_DEMAND, .region = "us-east-1", \
      .as_of = { (date), (date) == GS_DATE_UNKNOWN ? GS_DATE_NONE \
                                                   : GS_DATE_DAY, NULL }, \
      .superseded = (sup) }

/* An API's serving format against the formats a workload accepts: one
 * of them, or at least as many bits per weight as the widest; unknown
 * passes (and is said so by the caller). */
static void api_precision_is_matched_to_the_workload(void **state)
{
    const enum gs_dtype bf16[] = { GS_DTYPE_BF16 };
    const enum gs_dtype both[] = { GS_DTYPE_BF16, GS_DTYPE_FP8 };
    const enum gs_dtype fp8[] = { GS_DTYPE_FP8 };

    (void)state;
    /* a bf16 workload ranks no fp8 API, but an fp16 or fp32 one */
    assert_false(gs_api_precision_accepted(GS_DTYPE_FP8, bf16, 1));
    assert_false(gs_api_precision_accepted(GS_DTYPE_INT4, bf16, 1));
    assert_true(gs_api_precision_accepted(GS_DTYPE_BF16, bf16, 1));
    assert_true(gs_api_precision_accepted(GS_DTYPE_FP16, bf16, 1));
    assert_true(gs_api_precision_accepted(GS_DTYPE_FP32, bf16, 1));
    /* accepting fp8 too takes the fp8 offer, not int4 (4.16 bits) */
    assert_true(gs_api_precision_accepted(GS_DTYPE_FP8, both, 2));
    assert_false(gs_api_precision_accepted(GS_DTYPE_INT4, both, 2));
    /* an fp8 workload takes int8 (8 bits, as wide), not NVFP4 (4.5) */
    assert_true(gs_api_precision_accepted(GS_DTYPE_INT8, fp8, 1));
    assert_false(gs_api_precision_accepted(GS_DTYPE_FP4, fp8, 1));
    /* the source does not say: passes */
    assert_true(gs_api_precision_accepted(GS_DTYPE_UNSET, bf16, 1));
}

/* Batch and cached-input prices, by hand: $1 in, $2 out, cached $0.25,
 * batch discount 0.5.  Realtime, 40% of the prompt cached:
 * in = 0.6 x 1 + 0.4 x 0.25 = 0.7, out 2.  Batch: 0.5 and 1 (cached
 * 0.125: in = 0.6 x 0.5 + 0.4 x 0.125 = 0.35).  Listed batch prices
 * ($0.6 in, $1.2 out) win over the discount. */
static void api_batch_and_cached_prices(void **state)
{
    struct gs_api_price p = {
        .usd_per_mtok_input = 1.0, .usd_per_mtok_output = 2.0,
        .usd_per_mtok_cached_input = 0.25, .batch_discount_frac = 0.5,
    };
    double in, out;

    (void)state;
    gs_api_effective_prices(&p, false, 0.0, &in, &out);
    assert_true(in == 1.0 && out == 2.0);
    gs_api_effective_prices(&p, false, 0.4, &in, &out);
    assert_true(fabs(in - 0.7) < 1e-12 && out == 2.0);
    gs_api_effective_prices(&p, true, 0.0, &in, &out);
    assert_true(in == 0.5 && out == 1.0);
    gs_api_effective_prices(&p, true, 0.4, &in, &out);
    assert_true(fabs(in - 0.35) < 1e-12 && out == 1.0);
    p.batch_usd_per_mtok_input = 0.6;
    p.batch_usd_per_mtok_output = 1.2;
    gs_api_effective_prices(&p, true, 0.0, &in, &out);
    assert_true(in == 0.6 && out == 1.2);
}

/* The unit an offer rents for a count (rank and cost alike). */
static void offers_rent_whole_instances_inside_the_domain(void **state)
{
    (void)state;
    /* an 8-GPU instance for 1 or 8 GPUs: the whole instance */
    assert_int_equal(gs_price_unit_gpus(8, 8, 1), 8);
    assert_int_equal(gs_price_unit_gpus(8, 8, 8), 8);
    /* two 8-GPU instances for 16: each spans the NVLink domain */
    assert_int_equal(gs_price_unit_gpus(8, 8, 16), 16);
    /* eight 1-GPU VMs are not one 8-GPU NVLink unit */
    assert_int_equal(gs_price_unit_gpus(8, 1, 8), 0);
    assert_int_equal(gs_price_unit_gpus(8, 2, 8), 0);
    /* no scale-up domain (PCIe cards): 1-GPU instances add up */
    assert_int_equal(gs_price_unit_gpus(0, 1, 4), 4);
    assert_int_equal(gs_price_unit_gpus(8, 8, 12), 0);
}

/* A MIG slice of a rented GPU pays the whole GPU; owned: its share. */
static void mig_slices_of_rented_gpus_pay_the_whole_gpu(void **state)
{
    (void)state;
    assert_true(gs_mig_price_share(GS_PRICING_ON_DEMAND, 1.0 / 7.0) == 1.0);
    assert_true(gs_mig_price_share(GS_PRICING_SPOT, 1.0 / 7.0) == 1.0);
    assert_true(gs_mig_price_share(GS_PRICING_RESERVED_1Y, 1.0 / 7.0) ==
                1.0);
    assert_true(gs_mig_price_share(GS_PRICING_MARKETPLACE, 1.0 / 7.0) ==
                1.0);
    assert_true(gs_mig_price_share(GS_PRICING_OWNED, 1.0 / 7.0) ==
                1.0 / 7.0);
}

/* The rows standing for their offers at `pin` (the market's rule,
 * src/model/market.h), ascending. */
static size_t standing(const struct gs_price *rows, size_t n, int32_t pin,
                       size_t *out)
{
    struct gs_arena arena;
    struct gs_market m;
    size_t i, k = 0;

    gs_arena_init(&arena);
    assert_int_equal(gs_market_build(&m, rows, n, pin, &arena), 0);
    for (i = 0; i < n; i++)
        if (gs_market_is_standing(&m, i))
            out[k++] = i;
    gs_arena_release(&arena);
    return k;
}

static void newest_row_per_offer_honours_the_pin(void **state)
{
    const int32_t jan = gs_date_from_civil(2026, 1, 21);
    const int32_t aug = gs_date_from_civil(2026, 8, 26);
    const int32_t may25 = gs_date_from_civil(2025, 5, 1);
    struct gs_price rows[] = {
        ROW("p5.48xlarge", 55.04, aug, false),              /* 0 */
        ROW("p5.48xlarge", 98.32, GS_DATE_UNKNOWN, true),   /* 1 */
        ROW("p5.48xlarge", 98.32, may25, true),             /* 2 */
        ROW("p5.48xlarge", 60.00, jan, false),              /* 3 */
        ROW("p5e.48xlarge", 70.00, GS_DATE_UNKNOWN, false), /* 4 */
        ROW("p4d.24xlarge", 21.96, aug, false),             /* 5 */
        ROW("p4d.24xlarge", 21.00, aug, false),             /* 6 */
    };
    size_t out[GS_ARRAY_SIZE(rows)], n;

    (void)state;
    rows[6].region = NULL;      /* another offer: no region */
    /* unpinned: p5 -> the August row; p5e undated -> its undated row
     * stands in; p4d x2 offers */
    n = standing(rows, GS_ARRAY_SIZE(rows), GS_PRICE_NO_PIN, out);
    assert_int_equal(n, 4);
    assert_int_equal(out[0], 0);
    assert_int_equal(out[1], 4);
    assert_int_equal(out[2], 5);
    assert_int_equal(out[3], 6);
    /* pinned before August: the January row */
    n = standing(rows, GS_ARRAY_SIZE(rows), gs_date_from_civil(2026, 6, 30),
                 out);
    assert_int_equal(n, 1);
    assert_int_equal(out[0], 3);
    /* pinned before January: the superseded but dated quote */
    n = standing(rows, GS_ARRAY_SIZE(rows), gs_date_from_civil(2025, 12, 31),
                 out);
    assert_int_equal(n, 1);
    assert_int_equal(out[0], 2);
    /* same offer, same date: the later row (a later file) wins */
    rows[3].as_of.days = aug;
    n = standing(rows, 4, GS_PRICE_NO_PIN, out);
    assert_int_equal(n, 1);
    assert_int_equal(out[0], 3);
}

static void offers_differ_by_every_key_field(void **state)
{
    struct gs_price a = ROW("p5.48xlarge", 1.0, 0, false), b = a;

    (void)state;
    b.provider = "aws";
    assert_true(gs_price_same_offer(&a, &b));   /* provider case ignored */
    b = a, b.pricing = GS_PRICING_SPOT;
    assert_false(gs_price_same_offer(&a, &b));
    b = a, b.zone = "use1-az1";
    assert_false(gs_price_same_offer(&a, &b));
    b = a, b.n_gpus = 4;
    assert_false(gs_price_same_offer(&a, &b));
    b = a, b.gpu_id = NULL, b.gpu_name = "h100-sxm";
    assert_true(gs_price_same_offer(&a, &b));   /* raw name if unresolved */
    b = a, b.usd_per_instance_hour = 2.0, b.as_of.days = 5;
    assert_true(gs_price_same_offer(&a, &b));
}

/* ---- SkyPilot fixtures -------------------------------------------- */

struct expect {
    const char *cloud;
    size_t read, used, no_accel, unmapped, fractional, no_price;
    size_t empty, placeholder, dups, combined, accel_only, corrected;
    size_t prices;
    const char *unmapped_names;    /* "A100:1 RTX6000:1", first-seen order */
};

static void check_stats(const struct gs_price_file_stats *st,
                        const struct expect *e)
{
    char names[512] = "";
    size_t i, used = 0;

    for (i = 0; i < st->n_unmapped; i++)
        used += (size_t)snprintf(names + used, sizeof(names) - used,
                                 "%s%s:%zu", i ? " " : "",
                                 st->unmapped[i].name,
                                 st->unmapped[i].n_records);
    assert_string_equal(st->provider, e->cloud);
    assert_int_equal(st->n_records_read, e->read);
    assert_int_equal(st->n_records_used, e->used);
    assert_int_equal(st->n_skipped_no_accelerator, e->no_accel);
    assert_int_equal(st->n_skipped_unmapped, e->unmapped);
    assert_int_equal(st->n_skipped_fractional, e->fractional);
    assert_int_equal(st->n_skipped_no_price, e->no_price);
    assert_int_equal(st->n_prices_empty, e->empty);
    assert_int_equal(st->n_prices_placeholder, e->placeholder);
    assert_int_equal(st->n_duplicates, e->dups);
    assert_int_equal(st->n_combined, e->combined);
    assert_int_equal(st->n_accelerator_only, e->accel_only);
    assert_int_equal(st->n_corrected, e->corrected);
    assert_int_equal(st->n_prices, e->prices);
    assert_string_equal(names, e->unmapped_names);
    /* every record is accounted for once */
    assert_int_equal(st->n_records_read,
                     st->n_records_used + st->n_skipped_no_accelerator +
                     st->n_skipped_unmapped + st->n_skipped_fractional +
                     st->n_skipped_no_price);
}

static void load_sky(struct gs_price_set *s, const char *path)
{
    struct gs_price_load_opts o = { .resolver = &resolver };
    struct gs_error err = GS_ERROR_INIT;

    gs_price_set_init(s);
    if (gs_price_load_path(s, path, &o, &err) != 0)
        fail_with(&err);
    assert_int_equal(s->n_files, 1);
}

/* The row of `instance` at `pricing` (and zone, if given), or fail. */
static const struct gs_price *find(const struct gs_price_set *s,
                                   const char *instance,
                                   enum gs_pricing pricing, const char *zone)
{
    size_t i;

    for (i = 0; i < s->n_prices; i++) {
        const struct gs_price *p = &s->prices[i];

        if (strcmp(p->instance, instance) == 0 && p->pricing == pricing &&
            (!zone || (p->zone && strcmp(p->zone, zone) == 0)))
            return p;
    }
    print_error("no %s row for '%s'\n", gs_pricing_name(pricing), instance);
    fail();
    return NULL;
}

/*
 * lambda (9 records, CRLF; Price before Region, SpotPrice always empty):
 *   cpu_4x_general                no accelerator
 *   gpu_8x_v100 V100              v100-sxm2-16gb   4.4      spot empty
 *   gpu_1x_a6000 A6000            rtx-a6000        0.8      spot empty
 *   gpu_1x_a100_sxm4 A100         a100-40gb-sxm    1.29     spot empty
 *   gpu_1x_a100 A100              unmapped (form factor not stated)
 *   gpu_1x_rtx6000 RTX6000        unmapped (Turing Quadro, not the Ada)
 *   gpu_1x_h100_pcie H100         h100-pcie        2.49     spot empty
 *   gpu_8x_h100_sxm5 H100         h100-sxm         23.92    spot empty
 *   gpu_1x_gh200 GH200            gh200            1.49     spot empty
 * read 9 = used 6 + no accelerator 1 + unmapped 2; 6 empty spot cells;
 * 6 price rows.
 */
static void skypilot_lambda(void **state)
{
    static const struct expect e = {
        "lambda", 9, 6, 1, 2, 0, 0, 6, 0, 0, 0, 0, 0, 6,
        "A100:1 RTX6000:1",
    };
    struct gs_price_set s;
    const struct gs_price *p;

    (void)state;
    load_sky(&s, "skypilot/lambda/vms.csv");
    check_stats(&s.files[0], &e);
    p = find(&s, "gpu_8x_h100_sxm5", GS_PRICING_ON_DEMAND, NULL);
    assert_string_equal(p->gpu_id, "h100-sxm");
    assert_int_equal(p->n_gpus, 8);                    /* from "8.0" */
    assert_close(p->usd_per_gpu_hour, 23.92 / 8, 1e-12);
    assert_string_equal(p->region, "us-east-1");
    assert_int_equal(p->origin_line, 9);               /* CRLF lines */
    assert_int_equal(p->as_of.precision, GS_DATE_NONE); /* undated */
    p = find(&s, "gpu_1x_h100_pcie", GS_PRICING_ON_DEMAND, NULL);
    assert_string_equal(p->gpu_id, "h100-pcie");
    gs_price_set_release(&s);
}

/*
 * vast (7 records, CRLF; regions "State, CC, Continent" quoted, SpotPrice
 * always 0.00 = none; Price filed as marketplace):
 *   4x-H200 H200          h200            11.30, region ", US, NA"
 *   1x-RTX_4090 RTX4090   rtx-4090        0.40
 *   2x-H100_NVL H100      h100-nvl        4.53
 *   8x-H100_SXM H100      h100-sxm        17.07
 *   1x-A100_SXM4 A100     a100-40gb-sxm   1.20
 *   1x-Tesla_V100 V100    unmapped (16 GB, form factor not stated)
 *   1x-RTX_3060 RTX3060   unmapped (not in the catalogue)
 * read 7 = used 5 + unmapped 2; 5 placeholder spot cells; 5 rows.
 */
static void skypilot_vast(void **state)
{
    static const struct expect e = {
        "vast", 7, 5, 0, 2, 0, 0, 0, 5, 0, 0, 0, 0, 5, "V100:1 RTX3060:1",
    };
    struct gs_price_set s;
    const struct gs_price *p;

    (void)state;
    load_sky(&s, "skypilot/vast/vms.csv");
    check_stats(&s.files[0], &e);
    p = find(&s, "4x-H200-32-65536", GS_PRICING_MARKETPLACE, NULL);
    assert_string_equal(p->region, ", US, NA");
    assert_int_equal(p->n_gpus, 4);
    p = find(&s, "2x-H100_NVL-32-65536", GS_PRICING_MARKETPLACE, NULL);
    assert_string_equal(p->gpu_id, "h100-nvl");
    assert_string_equal(p->region, "California, US, NA");
    gs_price_set_release(&s);
}

/*
 * runpod (10 records, CRLF; SpotPrice before Price):
 *   1x_A100-80GB    a100-80gb-pcie  spot 1.19, on-demand 1.64   2 rows
 *   1x_H100         h100-pcie       spot empty, 2.39            1 row
 *   1x_H100-SXM     h100-sxm        2.69, 2.99                  2 rows
 *   1x_L40S         l40s            spot 0.86 > on-demand 0.43  2 rows
 *   1x_RTXA4000     unmapped
 *   2x_B200 US-CA-1, US-CA-2, then the same two lines again     4 rows,
 *                   spot empty x4, 2 duplicates merged
 *   cpu3c-2-4       no accelerator
 * read 10 = used 8 + no accelerator 1 + unmapped 1; empty 5; rows
 * 2+1+2+2+4 = 11, less 2 duplicates = 9.
 */
static void skypilot_runpod(void **state)
{
    static const struct expect e = {
        "runpod", 10, 8, 1, 1, 0, 0, 5, 0, 2, 0, 0, 0, 9, "RTXA4000:1",
    };
    struct gs_price_set s;
    const struct gs_price *p;

    (void)state;
    load_sky(&s, "skypilot/runpod/vms.csv");
    check_stats(&s.files[0], &e);
    p = find(&s, "1x_L40S_SECURE", GS_PRICING_SPOT, NULL);
    assert_close(p->usd_per_instance_hour, 0.86, 1e-12); /* as published */
    p = find(&s, "1x_L40S_SECURE", GS_PRICING_ON_DEMAND, NULL);
    assert_close(p->usd_per_instance_hour, 0.43, 1e-12);
    p = find(&s, "2x_B200_SECURE", GS_PRICING_ON_DEMAND, "US-CA-2");
    assert_int_equal(p->origin_line, 8);    /* the first copy is kept */
    assert_close(p->usd_per_gpu_hour, 7.99, 1e-12);
    gs_price_set_release(&s);
}

/*
 * aws (13 records, LF; one row per availability zone):
 *   inf2.48xlarge   inf2            12.98127 / 1.974            2 rows
 *   p3.2xlarge      v100-sxm2-16gb  3.06 / 0.5197               2 rows
 *   p3dn.24xlarge   v100-sxm2-32gb  42.783 / 13.2021            2 rows
 *   p4d.24xlarge    a100-40gb-sxm   32.7726 / 6.7915            2 rows
 *   p4de use1-az4   a100-80gb-sxm   40.96575 / 7.8074           2 rows
 *   p4de use1-az4   (second row, no spot: on-demand duplicate)  1 row
 *   p5 use1-az1     h100-sxm        98.32 / 30.326              2 rows
 *   p5 use1-az2                     98.32 / 27.6948             2 rows
 *   p5e apse2-az3   Price and SpotPrice empty                   no price
 *   p5e apse3-az1   Price empty, spot 14.925                    1 row
 *   p5e eun1-az1    both empty                                  no price
 *   trn1.32xlarge   both empty                                  no price
 *   trn2.48xlarge   AcceleratorName empty                       no accel.
 * read 13 = used 9 + no accelerator 1 + no price 3; empty 1+2+1+2+2 = 8;
 * rows 16, less 1 duplicate = 15.
 */
static void skypilot_aws(void **state)
{
    static const struct expect e = {
        "aws", 13, 9, 1, 0, 0, 3, 8, 0, 1, 0, 0, 0, 15, "",
    };
    struct gs_price_set s;
    const struct gs_price *p;

    (void)state;
    load_sky(&s, "skypilot/aws/vms.csv");
    check_stats(&s.files[0], &e);
    p = find(&s, "p5.48xlarge", GS_PRICING_ON_DEMAND, "use1-az1");
    assert_close(p->usd_per_instance_hour, 98.32, 1e-12);
    assert_close(p->usd_per_gpu_hour, 12.29, 1e-12);
    p = find(&s, "p5e.48xlarge", GS_PRICING_SPOT, NULL);
    assert_close(p->usd_per_instance_hour, 14.925, 1e-12);
    assert_string_equal(p->gpu_id, "h200");
    p = find(&s, "inf2.48xlarge", GS_PRICING_ON_DEMAND, NULL);
    assert_int_equal(p->n_gpus, 12);
    assert_string_equal(p->gpu_id, "inf2");
    p = find(&s, "p3.2xlarge", GS_PRICING_ON_DEMAND, NULL);
    assert_string_equal(p->gpu_id, "v100-sxm2-16gb");  /* not the 32GB */
    gs_price_set_release(&s);
}

/*
 * azure (8 records, LF; v6 file, Generation "V1,V2" quoted):
 *   NC24ads_A100_v4   A100-80GB  a100-80gb-pcie  3.673 / 0.444433  2
 *   NC40ads_H100_v5   H100       h100-nvl        6.98 / 6.98       2
 *   NC64as_T4_v3      T4         t4              4.352 / 0.518758  2
 *   NC6s_v3           V100       unmapped (V100 PCIe 16GB: not in the
 *                                catalogue)
 *   NC6_Promo         K80        unmapped
 *   ND96amsr_A100_v4  A100-80GB  a100-80gb-sxm   32.77 / 3.6047    2
 *   ND96isr_H100_v5   H100       h100-sxm, count 12 corrected to 8  2
 *   NV16as_v4         Radeon MI25 unmapped (prices empty, not counted)
 * read 8 = used 5 + unmapped 3; 1 corrected; 10 rows.
 */
static void skypilot_azure(void **state)
{
    static const struct expect e = {
        "azure", 8, 5, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 10,
        "V100:1 K80:1 Radeon MI25:1",
    };
    struct gs_price_set s;
    const struct gs_price *p;

    (void)state;
    load_sky(&s, "skypilot/azure/vms.csv");
    check_stats(&s.files[0], &e);
    p = find(&s, "Standard_ND96isr_H100_v5", GS_PRICING_ON_DEMAND, NULL);
    assert_int_equal(p->n_gpus, 8);
    assert_close(p->usd_per_gpu_hour, 12.29, 1e-12);
    p = find(&s, "Standard_NC64as_T4_v3", GS_PRICING_ON_DEMAND, NULL);
    assert_close(p->usd_per_instance_hour, 4.352, 1e-12); /* seed $4.35 */
    gs_price_set_release(&s);
}

/*
 * gcp (12 records, LF; accelerator rows only, so nothing can be priced
 * with its host VM):
 *   A100 x1 us-central1-a    2.93391 / 1.1472     2 rows, accel-only
 *   A100 x16                 46.94253 / 18.3552   2 rows, accel-only
 *   B200 x8 us-central1-b    90.216 / empty       1 row,  accel-only
 *   H100 x8                  33.60609 / 18.024    2 rows, accel-only
 *   P4 x1                    unmapped
 *   T4 x1                    0.35 / 0.14          2 rows, accel-only
 *   tpu-v2-8                 unmapped (not in the catalogue)
 *   tpu-v4-8 (twice)         4 chips, 12.88 / 3.686: 4 rows, 2 duplicates
 *   tpu-v5p-8                4 chips, 16.8 / 6.24036  2 rows
 *   tpu-v6e-1 (twice)        700.0 / 700.0 placeholders: no price
 * read 12 = used 8 + unmapped 2 + no price 2; empty 1; placeholder 4;
 * accel-only 5 records; rows 2+2+1+2+2+4+2 = 15, less 2 = 13.
 */
static void skypilot_gcp(void **state)
{
    static const struct expect e = {
        "gcp", 12, 8, 0, 2, 0, 2, 1, 4, 2, 0, 5, 0, 13, "P4:1 tpu-v2-8:1",
    };
    struct gs_price_set s;
    const struct gs_price *p;

    (void)state;
    load_sky(&s, "skypilot/gcp/vms.csv");
    check_stats(&s.files[0], &e);
    p = find(&s, "tpu-v5p-8", GS_PRICING_ON_DEMAND, NULL);
    assert_string_equal(p->gpu_id, "tpu-v5p");
    assert_int_equal(p->n_gpus, 4);
    assert_close(p->usd_per_gpu_hour, 4.20, 1e-12);
    assert_false(p->excludes_host);
    p = find(&s, "A100 x1 (accelerators only)", GS_PRICING_ON_DEMAND, NULL);
    assert_true(p->excludes_host);
    assert_string_equal(p->gpu_id, "a100-40gb-sxm");
    gs_price_set_release(&s);
}

/*
 * GCP split pricing.  tests/fixtures/skypilot-gcp-hosts/gcp/vms.csv is
 * constructed: the a2-highgpu-1g host row (on-demand 0.73948, spot not
 * known, so empty) is the host price ../shared/reference/prices.yaml
 * derives the seed's $3.67/h from; the n1-highmem-8 row is the source's
 * last line (skypilot/README.md); the accelerator rows are verbatim.
 *   a2-highgpu-1g, n1-highmem-8     host rows: no accelerator
 *   A100 x1 us-central1-a           + host = 0.73948 + 2.93391 = 3.67339
 *                                   on-demand; spot: host spot empty
 *   A100 x1 us-central1-b           no host in that zone: accel-only, 2
 *   T4 x1 us-central1-a             n1 host of the user's choice: 2
 * read 5 = used 3 + no accelerator 2; combined 1; accel-only 2;
 * empty 1; rows 1 + 2 + 2 = 5.
 */
static void skypilot_gcp_is_priced_with_its_host(void **state)
{
    static const struct expect e = {
        "gcp", 5, 3, 2, 0, 0, 0, 1, 0, 0, 1, 2, 0, 5, "",
    };
    struct gs_price_set s;
    const struct gs_price *p;

    (void)state;
    load_sky(&s, "skypilot-gcp-hosts/gcp/vms.csv");
    check_stats(&s.files[0], &e);
    p = find(&s, "a2-highgpu-1g", GS_PRICING_ON_DEMAND, NULL);
    assert_close(p->usd_per_instance_hour, 0.73948 + 2.93391, 1e-12);
    assert_false(p->excludes_host);
    assert_string_equal(p->zone, "us-central1-a");
    p = find(&s, "A100 x1 (accelerators only)", GS_PRICING_SPOT,
             "us-central1-b");
    assert_true(p->excludes_host);
    gs_price_set_release(&s);
}

/* A directory laid out as SkyPilot's: each file named by its folder. */
static void skypilot_directory_names_providers_by_folder(void **state)
{
    static const char *const clouds[] = {
        "aws", "azure", "gcp", "lambda", "runpod", "vast",
    };
    struct gs_price_load_opts o = { .resolver = &resolver };
    struct gs_error err = GS_ERROR_INIT;
    struct gs_price_set s;
    size_t i, total = 0;

    (void)state;
    o.undated_as_of = (struct gs_date){ day("2026-11-30"), GS_DATE_DAY,
                                        "2026-11-30" };
    gs_price_set_init(&s);
    if (gs_price_load_path(&s, "skypilot", &o, &err) != 0)
        fail_with(&err);
    assert_int_equal(s.n_files, GS_ARRAY_SIZE(clouds));
    for (i = 0; i < s.n_files; i++) {
        assert_string_equal(s.files[i].provider, clouds[i]);
        total += s.files[i].n_prices;
    }
    assert_int_equal(total, 15 + 10 + 13 + 6 + 9 + 5);
    assert_int_equal(s.n_prices, total);
    for (i = 0; i < s.n_prices; i++)
        assert_int_equal(s.prices[i].as_of.days, day("2026-11-30"));
    gs_price_set_release(&s);
}

/* Unmapped names without a resolver, and float/fractional counts. */
static void skypilot_counts_and_line_numbers(void **state)
{
    static const char csv[] =
        "Region,Price,AcceleratorCount,AcceleratorName,InstanceType\r\n"
        "\r\n"
        "r1,1.5,0.5,L4,g6f.large\r\n"
        "r1,2.5,2.0,L4,g6.12xlarge\r\n"
        "r1,,1,L4,g6.xlarge\r\n"
        "r1,3.5,4,L4,g6.24xlarge";             /* no line end at the end */
    struct gs_price_load_opts o = { .resolver = &resolver };
    struct gs_error err = GS_ERROR_INIT;
    struct gs_price_set s;

    (void)state;
    gs_price_set_init(&s);
    if (gs_price_load_skypilot_buffer(&s, "mem.csv", "aws",
                                      (const unsigned char *)csv,
                                      sizeof(csv) - 1, &o, &err) != 0)
        fail_with(&err);
    assert_int_equal(s.files[0].n_records_read, 4);
    assert_int_equal(s.files[0].n_skipped_fractional, 1);
    assert_int_equal(s.files[0].n_skipped_no_price, 1);
    assert_int_equal(s.n_prices, 2);
    assert_int_equal(s.prices[0].origin_line, 4);  /* blank line counted */
    assert_int_equal(s.prices[0].n_gpus, 2);
    assert_int_equal(s.prices[1].origin_line, 6);
    assert_null(s.prices[1].zone);              /* no AvailabilityZone */
    gs_price_set_release(&s);
}

/* A team's rate sheet: the YAML keys as columns, CRLF, quoted commas. */
static void rate_sheet_loads(void **state)
{
    struct gs_price_load_opts o = { .resolver = &resolver };
    struct gs_error err = GS_ERROR_INIT;
    struct gs_price_set s;
    const struct gs_price *p;

    (void)state;
    gs_price_set_init(&s);
    if (gs_price_load_path(&s, "prices/team-rates.csv", &o, &err) != 0)
        fail_with(&err);
    assert_string_equal(s.files[0].format, "rates-csv");
    assert_int_equal(s.files[0].n_records_read, 2);
    assert_int_equal(s.n_prices, 2);
    p = &s.prices[0];
    assert_int_equal(p->pricing, GS_PRICING_RESERVED_3Y);
    assert_close(p->usd_per_gpu_hour, 18.40 / 8, 1e-12);
    assert_string_equal(p->source, "contract 2026-114, signed");
    assert_string_equal(p->region, "fra1");
    assert_int_equal(p->origin_line, 2);
    p = &s.prices[1];
    assert_int_equal(p->pricing, GS_PRICING_OWNED);
    assert_string_equal(p->gpu_id, "h100-sxm");     /* through an alias */
    assert_null(p->region);
    assert_null(p->source);
    assert_int_equal(p->as_of.precision, GS_DATE_MONTH);
    assert_int_equal(p->as_of.days, day("2026-10-01"));
    gs_price_set_release(&s);
}

/* ---- bad files ----------------------------------------------------- */

struct bad_file {
    const char *path;
    enum gs_errc code;
    const char *line;
};

static const struct bad_file bad_files[] = {
    { "prices-bad/unknown-key.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/unknown-key.yaml:7:5: error: unknown key "
      "'usd_per_instnace_hour' in price entry; did you mean "
      "'usd_per_instance_hour'?" },
    { "prices-bad/negative-price.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/negative-price.yaml:7:28: error: "
      "'usd_per_instance_hour' must be positive, got -3" },
    { "prices-bad/zero-price.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/zero-price.yaml:7:28: error: "
      "'usd_per_instance_hour' must be positive, got 0" },
    { "prices-bad/nan-price.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/nan-price.yaml:7:28: error: "
      "'usd_per_instance_hour' must be a number, got '.nan'" },
    { "prices-bad/huge-price.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/huge-price.yaml:7:28: error: "
      "'usd_per_instance_hour' is out of range: '1e999'" },
    { "prices-bad/bad-date.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/bad-date.yaml:10:12: error: 'as_of' must be a "
      "date like \"2026-08-26\" (or \"2026-08\", or \"unknown\"), got "
      "'2026-02-30'" },
    { "prices-bad/bad-pricing.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/bad-pricing.yaml:8:14: error: unknown pricing "
      "kind 'on_demand'; did you mean 'on-demand'?" },
    { "prices-bad/wrong-type.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/wrong-type.yaml:6:13: error: 'n_gpus' must be a "
      "whole number, got the string \"eight\"" },
    { "prices-bad/zero-gpus.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/zero-gpus.yaml:6:13: error: 'n_gpus' must be "
      "between 1 and 1000000, got 0" },
    { "prices-bad/missing-key.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/missing-key.yaml:3:5: error: price entry is "
      "missing required key 'source'" },
    { "prices-bad/unknown-gpu.yaml", GS_ENOTFOUND,
      "gpusel: prices-bad/unknown-gpu.yaml:5:10: error: unknown GPU "
      "'h100-sxmm' in price entry; did you mean 'h100-sxm'?" },
    { "prices-bad/bad-top.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/bad-top.yaml:2:1: error: unknown top-level key "
      "'price'; did you mean 'prices'?" },
    { "prices-bad/bad-version.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/bad-version.yaml:1:17: error: 'schema_version' "
      "must be 1, got 2 (a file for another gpusel version?)" },
    { "prices-bad/duplicate.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/duplicate.yaml:12: error: duplicate price: 'AWS' "
      "'p5.48xlarge' on-demand as of 2026-08-26 is already given at line "
      "3" },
    { "prices-bad/api-bad-kind.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/api-bad-kind.yaml:5:11: error: 'kind' must be "
      "text or image, got 'video'" },
    { "prices-bad/api-missing-output.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/api-missing-output.yaml:3:5: error: text api "
      "price entry needs 'usd_per_mtok_input' and 'usd_per_mtok_output'" },
    { "prices-bad/api-bad-discount.yaml", GS_ESCHEMA,
      "gpusel: prices-bad/api-bad-discount.yaml:8:21: error: "
      "'batch_discount' must be a fraction below 1, got 1.5" },
    { "prices-bad/rates-unknown-column.csv", GS_ESCHEMA,
      "gpusel: prices-bad/rates-unknown-column.csv:1: error: unknown column "
      "'usd_per_instance_hr'; did you mean 'usd_per_instance_hour'?" },
    { "prices-bad/rates-negative.csv", GS_ESCHEMA,
      "gpusel: prices-bad/rates-negative.csv:2: error: "
      "'usd_per_instance_hour' must be a positive number, got '-1'" },
    { "prices-bad/rates-missing-column.csv", GS_ESCHEMA,
      "gpusel: prices-bad/rates-missing-column.csv:1: error: missing "
      "required column 'as_of'" },
    { "prices-bad/rates-bad-pricing.csv", GS_ESCHEMA,
      "gpusel: prices-bad/rates-bad-pricing.csv:2: error: unknown pricing "
      "kind 'reserved'; did you mean 'reserved-1y'?" },
};

static void bad_price_files_fail_with_their_messages(void **state)
{
    struct gs_price_load_opts o = { .resolver = &resolver };
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(bad_files); i++) {
        struct gs_error err = GS_ERROR_INIT;
        struct gs_price_set s;
        char got[1024];

        gs_price_set_init(&s);
        if (gs_price_load_path(&s, bad_files[i].path, &o, &err) != -1) {
            print_error("%s loaded\n", bad_files[i].path);
            fail();
        }
        error_line(&err, got, sizeof(got));
        if (err.code != bad_files[i].code ||
            strcmp(got, bad_files[i].line) != 0) {
            print_error("got code %d and\n  %s\nexpected code %d and\n  %s\n",
                        (int)err.code, got, (int)bad_files[i].code,
                        bad_files[i].line);
            fail();
        }
        gs_price_set_release(&s);
    }
}

/* Bad SkyPilot files, read as a cloud's vms.csv. */
static const struct bad_file bad_sky[] = {
    { "prices-bad/sky-newline.csv", GS_ESYNTAX,
      "gpusel: prices-bad/sky-newline.csv:2: error: a field holds a line "
      "break (not allowed, so that record numbers stay line numbers)" },
    { "prices-bad/sky-fields.csv", GS_ESYNTAX,
      "gpusel: prices-bad/sky-fields.csv:2: error: record has 7 fields, "
      "the header has 6" },
    { "prices-bad/sky-missing-column.csv", GS_ESCHEMA,
      "gpusel: prices-bad/sky-missing-column.csv:1: error: missing column "
      "'AcceleratorName' (the header has 'Acceleratorname')" },
    { "prices-bad/sky-bad-count.csv", GS_ESCHEMA,
      "gpusel: prices-bad/sky-bad-count.csv:2: error: 'AcceleratorCount' "
      "must be a number of accelerators, got 'eight'" },
    { "prices-bad/sky-negative.csv", GS_ESCHEMA,
      "gpusel: prices-bad/sky-negative.csv:2: error: 'Price' must be a "
      "non-negative number or empty, got '-98.32'" },
    { "prices-bad/sky-open-quote.csv", GS_ESYNTAX,
      "gpusel: prices-bad/sky-open-quote.csv:2: error: malformed CSV: "
      "error parsing data while strict checking enabled" },
};

static void bad_skypilot_files_fail_with_their_messages(void **state)
{
    struct gs_price_load_opts o = { .resolver = &resolver };
    size_t i;

    (void)state;
    for (i = 0; i < GS_ARRAY_SIZE(bad_sky); i++) {
        struct gs_error err = GS_ERROR_INIT;
        struct gs_price_set s;
        char got[1024], *buf;
        size_t len;
        FILE *fp = fopen(bad_sky[i].path, "rb");

        assert_non_null(fp);
        buf = malloc(1 << 16);
        assert_non_null(buf);
        len = fread(buf, 1, 1 << 16, fp);
        fclose(fp);
        gs_price_set_init(&s);
        if (gs_price_load_skypilot_buffer(&s, bad_sky[i].path, "aws",
                                          (unsigned char *)buf, len, &o,
                                          &err) != -1) {
            print_error("%s loaded\n", bad_sky[i].path);
            fail();
        }
        free(buf);
        error_line(&err, got, sizeof(got));
        if (err.code != bad_sky[i].code || strcmp(got, bad_sky[i].line) != 0) {
            print_error("got code %d and\n  %s\nexpected code %d and\n  %s\n",
                        (int)err.code, got, (int)bad_sky[i].code,
                        bad_sky[i].line);
            fail();
        }
        gs_price_set_release(&s);
    }
}

/* Hostile input: bounded fields, records and file size. */
static void hostile_csv_is_refused(void **state)
{
    struct gs_price_load_opts o = { .resolver = &resolver };
    struct gs_error err = GS_ERROR_INIT;
    struct gs_price_set s;
    size_t n = GS_PRICE_MAX_FIELD_BYTES + 2, i;
    char *buf = malloc(n + 64);
    char path[] = "/tmp/gpusel-prices-XXXXXX";
    int fd;

    (void)state;
    assert_non_null(buf);
    /* one field over the field cap */
    memcpy(buf, "InstanceType\n", 13);
    memset(buf + 13, 'x', n);
    gs_price_set_init(&s);
    assert_int_equal(gs_price_load_skypilot_buffer(&s, "big.csv", "aws",
                                                   (unsigned char *)buf,
                                                   13 + n, &o, &err), -1);
    assert_string_equal(err.msg, "a field is longer than 65536 bytes");
    gs_price_set_release(&s);
    /* more fields than the cap */
    for (i = 0; i < 2 * GS_PRICE_MAX_FIELDS; i++)
        buf[i] = (i % 2) ? ',' : 'a';
    gs_error_clear(&err);
    gs_price_set_init(&s);
    assert_int_equal(gs_price_load_skypilot_buffer(&s, "wide.csv", "aws",
                                                   (unsigned char *)buf,
                                                   2 * GS_PRICE_MAX_FIELDS + 1,
                                                   &o, &err), -1);
    assert_string_equal(err.msg, "a record has more than 64 fields");
    gs_price_set_release(&s);
    free(buf);
    /* YAML nesting past the reader's cap, and aliases, are refused */
    {
        char deep[4 * GS_YAML_MAX_DEPTH + 64];
        size_t k, at;
        static const char alias[] =
            "schema_version: 1\nprices:\n  - &a {provider: X}\n  - *a\n";

        at = (size_t)snprintf(deep, sizeof(deep), "schema_version: 1\n"
                              "prices: ");
        for (k = 0; k < GS_YAML_MAX_DEPTH + 1; k++)
            deep[at++] = '[';
        for (k = 0; k < GS_YAML_MAX_DEPTH + 1; k++)
            deep[at++] = ']';
        deep[at++] = '\n';
        gs_error_clear(&err);
        gs_price_set_init(&s);
        assert_int_equal(gs_price_load_yaml_buffer(&s, "deep.yaml",
                                                   (unsigned char *)deep, at,
                                                   &o, &err), -1);
        assert_int_equal(err.code, GS_ESCHEMA);
        gs_price_set_release(&s);
        gs_error_clear(&err);
        gs_price_set_init(&s);
        assert_int_equal(gs_price_load_yaml_buffer(&s, "alias.yaml",
                                                   (const unsigned char *)
                                                   alias, sizeof(alias) - 1,
                                                   &o, &err), -1);
        assert_int_equal(err.code, GS_ESCHEMA);
        gs_price_set_release(&s);
    }
    /* a file over the size cap is not read past the cap */
    fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(ftruncate(fd, (off_t)GS_PRICE_MAX_FILE_BYTES + 1), 0);
    close(fd);
    gs_error_clear(&err);
    gs_price_set_init(&s);
    assert_int_equal(gs_price_load_path(&s, path, &o, &err), -1);
    assert_string_equal(err.msg, "file is larger than 16 MiB");
    gs_price_set_release(&s);
    unlink(path);
}

/* ---- the shipped files --------------------------------------------- */

static void load_shipped(struct gs_price_set *s, bool strict)
{
    struct gs_price_load_opts o = { .resolver = &resolver,
                                    .keep_unknown_gpus = !strict };
    struct gs_gpu_resolver catalogue_only;
    struct gs_error err = GS_ERROR_INIT;

    gs_gpu_resolver_dataset(&catalogue_only, &catalogue);
    if (strict)
        o.resolver = &catalogue_only;
    gs_price_set_init(s);
    if (gs_price_load_path(s, GPUSEL_SOURCE_DIR "/data/prices/prices.yaml",
                           &o, &err) != 0 ||
        gs_price_load_path(s, GPUSEL_SOURCE_DIR
                           "/data/prices/api-prices.yaml", &o, &err) != 0)
        fail_with(&err);
}

static void shipped_price_files_load(void **state)
{
    struct gs_price_set s;
    size_t i, n_unresolved = 0, *out, n;
    const struct gs_price *p5 = NULL, *p4d = NULL;

    (void)state;
    load_shipped(&s, false);
    assert_int_equal(s.n_files, 2);
    /* 104 researched rows, less 1 with no GPU count, + 4 seed quotes,
     * + 3 reserved rows (issue 16: p4de 1-year, ND H100 v5 and
     * a3-highgpu-8g 3-year), + 16 AWS reserved-1y rows from the same
     * instances.vantage.sh export as the p4d one (p3dn, g4dn, g5, g6, g6e,
     * trn1, trn1n, inf2) */
    assert_int_equal(s.n_prices, 126);
    assert_int_equal(s.n_api_prices, 176);
    /* every GPU resolves; those the built-in catalogue does not know yet
     * are all ids the catalogue branch adds */
    assert_int_equal(s.files[0].n_unmapped, 0);
    for (i = 0; i < s.n_prices; i++) {
        const struct gs_price *p = &s.prices[i];
        size_t k;

        assert_non_null(p->gpu_id);
        assert_true(p->usd_per_gpu_hour > 0.0);
        if (gs_dataset_find_gpu(&catalogue, p->gpu_name))
            continue;
        n_unresolved++;
        for (k = 0; k < GS_ARRAY_SIZE(pending_ids); k++)
            if (strcmp(p->gpu_name, pending_ids[k]) == 0)
                break;
        if (k == GS_ARRAY_SIZE(pending_ids)) {
            print_error("'%s' is not a catalogue GPU\n", p->gpu_name);
            fail();
        }
    }
    /* the newest p5.48xlarge and p4d.24xlarge on-demand rows are the
     * prices after the June 2025 cut, not the seed's quotes */
    out = malloc(s.n_prices * sizeof(*out));
    assert_non_null(out);
    n = standing(s.prices, s.n_prices, GS_PRICE_NO_PIN, out);
    for (i = 0; i < n; i++) {
        const struct gs_price *p = &s.prices[out[i]];

        assert_false(p->superseded);
        if (p->pricing != GS_PRICING_ON_DEMAND ||
            p->as_of.precision == GS_DATE_NONE)
            continue;
        if (strcmp(p->instance, "p5.48xlarge") == 0)
            p5 = p;
        if (strcmp(p->instance, "p4d.24xlarge") == 0)
            p4d = p;
    }
    assert_non_null(p5);
    assert_close(p5->usd_per_instance_hour, 55.04, 1e-12);
    assert_non_null(p4d);
    assert_close(p4d->usd_per_instance_hour, 21.957642, 1e-12);
    /* the seed quotes are there, superseded */
    for (i = 0; i < s.n_prices; i++)
        if (strcmp(s.prices[i].instance, "p5.48xlarge") == 0 &&
            s.prices[i].usd_per_instance_hour == 98.32)
            assert_true(s.prices[i].superseded);
    free(out);
    gs_price_set_release(&s);
    /* once the catalogue knows every GPU, the strict load passes too */
    if (n_unresolved == 0) {
        load_shipped(&s, true);
        gs_price_set_release(&s);
    }
}

/*
 * The seed articles' quotes (issue 8) are all dated rows of the shipped
 * file, superseded exactly where a newer row of the offer exists.
 */
static void seed_quotes_are_kept_as_dated_rows(void **state)
{
    static const struct {
        const char *provider, *instance;
        double usd;
        bool superseded;
    } seeds[] = {
        { "AWS", "p3.2xlarge", 3.06, false },
        { "AWS", "p3.16xlarge", 24.48, false },
        { "AWS", "p4d.24xlarge", 32.7726, true },
        { "AWS", "p5.48xlarge", 98.32, true },
        { "AWS", "trn1.32xlarge", 21.50, false },
        { "AWS", "inf2.48xlarge", 12.98127, false },
        { "GCP", "a2-highgpu-1g", 3.673388, false },
        { "GCP", "a2-megagpu-16g", 55.739508, false },
        { "Azure", "Standard_NC64as_T4_v3", 4.352, false },
        { "Lambda", "8x H100 SXM", 26.80, true },
        { "CoreWeave", "H100 (seed quote)", 2.89, true },
        { "Vast.ai", "H100 (seed quote)", 2.50, true },
    };
    struct gs_price_set s;
    size_t i, k;

    (void)state;
    load_shipped(&s, false);
    for (k = 0; k < GS_ARRAY_SIZE(seeds); k++) {
        const struct gs_price *hit = NULL;

        for (i = 0; i < s.n_prices && !hit; i++) {
            const struct gs_price *p = &s.prices[i];

            if (strcmp(p->provider, seeds[k].provider) == 0 &&
                strcmp(p->instance, seeds[k].instance) == 0 &&
                fabs(p->usd_per_instance_hour - seeds[k].usd) < 1e-9)
                hit = p;
        }
        if (!hit) {
            print_error("no row for %s %s at %g\n", seeds[k].provider,
                        seeds[k].instance, seeds[k].usd);
            fail();
        }
        if (hit->superseded != seeds[k].superseded) {
            print_error("%s %s: superseded is %d\n", seeds[k].provider,
                        seeds[k].instance, (int)hit->superseded);
            fail();
        }
        assert_non_null(hit->source);
    }
    gs_price_set_release(&s);
}

/* keep_unknown_gpus: the row stays, unresolved, and its name is counted */
static void unknown_gpus_can_be_kept_and_counted(void **state)
{
    static const char yaml[] =
        "schema_version: 1\n"
        "prices:\n"
        "  - {provider: X, instance: a, gpu: warp-9000, n_gpus: 2,\n"
        "     usd_per_instance_hour: 3, pricing: spot, as_of: unknown,\n"
        "     source: test}\n"
        "  - {provider: X, instance: b, gpu: warp-9000, n_gpus: 1,\n"
        "     usd_per_instance_hour: 1, pricing: spot, as_of: unknown,\n"
        "     source: test}\n";
    struct gs_price_load_opts o = { .resolver = &resolver,
                                    .keep_unknown_gpus = true };
    struct gs_error err = GS_ERROR_INIT;
    struct gs_price_set s;

    (void)state;
    gs_price_set_init(&s);
    if (gs_price_load_yaml_buffer(&s, "mem.yaml", (const unsigned char *)yaml,
                                  sizeof(yaml) - 1, &o, &err) != 0)
        fail_with(&err);
    assert_int_equal(s.n_prices, 2);
    assert_null(s.prices[0].gpu_id);
    assert_string_equal(s.prices[0].gpu_name, "warp-9000");
    assert_close(s.prices[0].usd_per_gpu_hour, 1.5, 1e-12);
    assert_int_equal(s.files[0].n_unmapped, 1);
    assert_int_equal(s.files[0].unmapped[0].n_records, 2);
    gs_price_set_release(&s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(dates_count_days_from_the_epoch),
        cmocka_unit_test(dates_are_checked_against_the_calendar),
        cmocka_unit_test(staleness_is_judged_at_the_given_today),
        cmocka_unit_test(pricing_kinds_have_stable_names),
        cmocka_unit_test(api_precision_is_matched_to_the_workload),
        cmocka_unit_test(mig_slices_of_rented_gpus_pay_the_whole_gpu),
        cmocka_unit_test(offers_rent_whole_instances_inside_the_domain),
        cmocka_unit_test(api_batch_and_cached_prices),
        cmocka_unit_test(newest_row_per_offer_honours_the_pin),
        cmocka_unit_test(offers_differ_by_every_key_field),
        cmocka_unit_test(skypilot_lambda),
        cmocka_unit_test(skypilot_vast),
        cmocka_unit_test(skypilot_runpod),
        cmocka_unit_test(skypilot_aws),
        cmocka_unit_test(skypilot_azure),
        cmocka_unit_test(skypilot_gcp),
        cmocka_unit_test(skypilot_gcp_is_priced_with_its_host),
        cmocka_unit_test(skypilot_directory_names_providers_by_folder),
        cmocka_unit_test(skypilot_counts_and_line_numbers),
        cmocka_unit_test(rate_sheet_loads),
        cmocka_unit_test(bad_price_files_fail_with_their_messages),
        cmocka_unit_test(bad_skypilot_files_fail_with_their_messages),
        cmocka_unit_test(hostile_csv_is_refused),
        cmocka_unit_test(shipped_price_files_load),
        cmocka_unit_test(seed_quotes_are_kept_as_dated_rows),
        cmocka_unit_test(unknown_gpus_can_be_kept_and_counted),
    };

    return cmocka_run_group_tests_name("prices", tests, setup, teardown);
}
