/*
 * Pure helpers on prices: calendar dates without locale or clock,
 * staleness, pricing-kind names and the newest row per offer.  No I/O,
 * no allocation, no writable globals.  Rules: docs/prices.md.
 */
#include <string.h>

#include "price.h"
#include "ascii.h"
#include "banned.h"

const char *const gs_pricing_names[GS_PRICING_COUNT + 1] = {
    [GS_PRICING_ON_DEMAND] = "on-demand",
    [GS_PRICING_SPOT] = "spot",
    [GS_PRICING_RESERVED_1Y] = "reserved-1y",
    [GS_PRICING_RESERVED_3Y] = "reserved-3y",
    [GS_PRICING_MARKETPLACE] = "marketplace",
    [GS_PRICING_OWNED] = "owned",
    [GS_PRICING_COUNT] = NULL,
};

const char *gs_pricing_name(enum gs_pricing p)
{
    return (p >= 0 && p < GS_PRICING_COUNT) ? gs_pricing_names[p] : "?";
}

int gs_pricing_find(const char *name)
{
    int i;

    for (i = 0; i < GS_PRICING_COUNT; i++)
        if (strcmp(name, gs_pricing_names[i]) == 0)
            return i;
    return -1;
}

/* Days in a 400-year Gregorian cycle, and from 0000-03-01 to 1970-01-01. */
#define DAYS_PER_ERA 146097
#define DAYS_0000_03_01_TO_EPOCH 719468

/*
 * Days since 1970-01-01 (H. Hinnant, "chrono-compatible low-level date
 * algorithms", days_from_civil), counting years from March so that the
 * leap day ends a year.
 */
int32_t gs_date_from_civil(int year, int month, int day)
{
    int y = year - (month <= 2);
    int era = (y >= 0 ? y : y - 399) / 400;
    int yoe = y - era * 400;
    int doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;

    return (int32_t)(era * DAYS_PER_ERA + doe - DAYS_0000_03_01_TO_EPOCH);
}

void gs_date_to_civil(int32_t days, int *year, int *month, int *day)
{
    int32_t z = days + DAYS_0000_03_01_TO_EPOCH;
    int32_t era = (z >= 0 ? z : z - (DAYS_PER_ERA - 1)) / DAYS_PER_ERA;
    int32_t doe = z - era * DAYS_PER_ERA;
    int32_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int32_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int32_t mp = (5 * doy + 2) / 153;
    int32_t m = mp + (mp < 10 ? 3 : -9);

    *day = (int)(doy - (153 * mp + 2) / 5 + 1);
    *month = (int)m;
    *year = (int)(yoe + era * 400 + (m <= 2));
}

static bool is_leap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

static int days_in_month(int y, int m)
{
    static const unsigned char mdays[12] = {
        31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31
    };

    return m == 2 && is_leap(y) ? 29 : mdays[m - 1];
}

/* n decimal digits at s, or -1. */
static int digits(const char *s, size_t n)
{
    int v = 0;
    size_t i;

    for (i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

int gs_date_parse(const char *s, size_t len, struct gs_date *out)
{
    static const char unknown[] = "unknown";
    int y, m, d = 1;

    if (len == sizeof(unknown) - 1 && memcmp(s, unknown, len) == 0) {
        *out = (struct gs_date){ GS_DATE_UNKNOWN, GS_DATE_NONE, NULL };
        return 0;
    }
    if ((len != 7 && len != 10) || s[4] != '-')
        return -1;
    y = digits(s, 4);
    m = digits(s + 5, 2);
    if (y < GS_DATE_MIN_YEAR || y > GS_DATE_MAX_YEAR || m < 1 || m > 12)
        return -1;
    if (len == 10) {
        if (s[7] != '-')
            return -1;
        d = digits(s + 8, 2);
        if (d < 1 || d > days_in_month(y, m))
            return -1;
    }
    *out = (struct gs_date){ gs_date_from_civil(y, m, d),
                             len == 10 ? GS_DATE_DAY : GS_DATE_MONTH, NULL };
    return 0;
}

const char *gs_date_day(const struct gs_date *d, char buf[11])
{
    if (d->precision == GS_DATE_NONE)
        return NULL;
    gs_date_format(d->days, buf);
    return buf;
}

const char *gs_date_precision_name(enum gs_date_precision p)
{
    switch (p) {
    case GS_DATE_DAY:
        return "day";
    case GS_DATE_MONTH:
        return "month";
    default:
        return "undated";
    }
}

void gs_date_format(int32_t days, char buf[11])
{
    int y, m, d, i;

    if (days == GS_DATE_UNKNOWN) {
        memcpy(buf, "unknown", 8);
        return;
    }
    gs_date_to_civil(days, &y, &m, &d);
    if (y < 0 || y > 9999) {
        memcpy(buf, "unknown", 8);
        return;
    }
    for (i = 3; i >= 0; i--, y /= 10)
        buf[i] = (char)('0' + y % 10);
    buf[4] = '-';
    buf[5] = (char)('0' + m / 10);
    buf[6] = (char)('0' + m % 10);
    buf[7] = '-';
    buf[8] = (char)('0' + d / 10);
    buf[9] = (char)('0' + d % 10);
    buf[10] = '\0';
}

int gs_date_age_days(const struct gs_date *as_of, int32_t today_days,
                     int32_t *age_days)
{
    if (as_of->precision == GS_DATE_NONE || as_of->days == GS_DATE_UNKNOWN)
        return -1;
    *age_days = today_days - as_of->days;
    return 0;
}

bool gs_date_is_stale(const struct gs_date *as_of, int32_t today_days,
                      int32_t stale_after_days)
{
    int32_t age;

    if (gs_date_age_days(as_of, today_days, &age) < 0)
        return true;
    return age > stale_after_days;
}

void gs_api_effective_prices(const struct gs_api_price *p, bool batch,
                             double cached_frac, double *usd_per_mtok_in,
                             double *usd_per_mtok_out)
{
    double in = p->usd_per_mtok_input, out = p->usd_per_mtok_output;
    double cached = p->usd_per_mtok_cached_input;
    double f = cached_frac > 0.0 ? (cached_frac < 1.0 ? cached_frac : 1.0)
                                 : 0.0;

    if (batch && p->batch_usd_per_mtok_input > 0.0 &&
        p->batch_usd_per_mtok_output > 0.0) {
        in = p->batch_usd_per_mtok_input;
        out = p->batch_usd_per_mtok_output;
        cached = cached > 0.0 && p->usd_per_mtok_input > 0.0
                     ? cached * in / p->usd_per_mtok_input : 0.0;
    } else if (batch && p->batch_discount_frac > 0.0) {
        in *= 1.0 - p->batch_discount_frac;
        out *= 1.0 - p->batch_discount_frac;
        cached *= 1.0 - p->batch_discount_frac;
    }
    if (cached > 0.0 && f > 0.0)
        in = (1.0 - f) * in + f * cached;
    *usd_per_mtok_in = in;
    *usd_per_mtok_out = out;
}

int64_t gs_price_unit_gpus(int64_t scale_up_domain_gpus,
                           int64_t instance_gpus, int64_t n)
{
    int64_t dom = scale_up_domain_gpus > 0 ? scale_up_domain_gpus : 1;

    if (instance_gpus < 1 || n < 1)
        return 0;
    if (instance_gpus >= n)
        return instance_gpus;
    if (n % instance_gpus == 0 && instance_gpus >= dom)
        return n;
    return 0;
}

double gs_mig_price_share(enum gs_pricing kind, double compute_frac)
{
    return kind == GS_PRICING_OWNED ? compute_frac : 1.0;
}

bool gs_api_precision_accepted(enum gs_dtype serving,
                               const enum gs_dtype *accepted, size_t n)
{
    double widest = 0.0;
    size_t i;

    if (serving == GS_DTYPE_UNSET)
        return true;
    for (i = 0; i < n; i++) {
        if (accepted[i] == serving)
            return true;
        if (accepted[i] != GS_DTYPE_UNSET &&
            gs_dtype_bits(accepted[i]) > widest)
            widest = gs_dtype_bits(accepted[i]);
    }
    return gs_dtype_bits(serving) >= widest;
}

double gs_price_usd_per_gpu_hour(double usd_per_instance_hour, int64_t n_gpus)
{
    return usd_per_instance_hour / (double)n_gpus;
}

static int str_cmp(const char *a, const char *b, bool fold)
{
    if (!a || !b)
        return (a != NULL) - (b != NULL);
    return fold ? gs_ascii_casecmp(a, b) : strcmp(a, b);
}

int gs_price_offer_cmp(const struct gs_price *a, const struct gs_price *b)
{
    int c;

    if ((c = str_cmp(a->provider, b->provider, true)) != 0)
        return c;
    if ((c = str_cmp(a->instance, b->instance, false)) != 0)
        return c;
    if ((c = str_cmp(a->gpu_id ? a->gpu_id : a->gpu_name,
                     b->gpu_id ? b->gpu_id : b->gpu_name, false)) != 0)
        return c;
    if (a->n_gpus != b->n_gpus)
        return a->n_gpus < b->n_gpus ? -1 : 1;
    if (a->pricing != b->pricing)
        return a->pricing < b->pricing ? -1 : 1;
    if ((c = str_cmp(a->region, b->region, false)) != 0)
        return c;
    return str_cmp(a->zone, b->zone, false);
}

bool gs_price_same_offer(const struct gs_price *a, const struct gs_price *b)
{
    return gs_price_offer_cmp(a, b) == 0;
}

/* Offer, then date, then index: the last of a run is its newest row. */
static int row_cmp(const struct gs_price *rows, size_t i, size_t j)
{
    int c = gs_price_offer_cmp(&rows[i], &rows[j]);

    if (c)
        return c;
    if (rows[i].as_of.days != rows[j].as_of.days)
        return rows[i].as_of.days < rows[j].as_of.days ? -1 : 1;
    return i < j ? -1 : i > j;
}

/* In-place heapsort of idx[0..n) by row_cmp: no allocation, O(n log n). */
static void sift_down(const struct gs_price *rows, size_t *idx, size_t root,
                      size_t n)
{
    for (;;) {
        size_t child = 2 * root + 1, tmp;

        if (child >= n)
            return;
        if (child + 1 < n && row_cmp(rows, idx[child], idx[child + 1]) < 0)
            child++;
        if (row_cmp(rows, idx[root], idx[child]) >= 0)
            return;
        tmp = idx[root];
        idx[root] = idx[child];
        idx[child] = tmp;
        root = child;
    }
}

static void sort_indices(const struct gs_price *rows, size_t *idx, size_t n)
{
    size_t i, tmp;

    for (i = n / 2; i-- > 0;)
        sift_down(rows, idx, i, n);
    for (i = n; i-- > 1;) {
        tmp = idx[0];
        idx[0] = idx[i];
        idx[i] = tmp;
        sift_down(rows, idx, 0, i);
    }
}

/* Heapsort of plain values, ascending. */
static void sift_plain(size_t *v, size_t root, size_t n)
{
    for (;;) {
        size_t child = 2 * root + 1, tmp;

        if (child >= n)
            return;
        if (child + 1 < n && v[child] < v[child + 1])
            child++;
        if (v[root] >= v[child])
            return;
        tmp = v[root];
        v[root] = v[child];
        v[child] = tmp;
        root = child;
    }
}

static void sort_plain(size_t *v, size_t n)
{
    size_t i, tmp;

    for (i = n / 2; i-- > 0;)
        sift_plain(v, i, n);
    for (i = n; i-- > 1;) {
        tmp = v[0];
        v[0] = v[i];
        v[i] = tmp;
        sift_plain(v, 0, i);
    }
}

static bool eligible(const struct gs_price *p, int32_t pin)
{
    if (p->as_of.precision == GS_DATE_NONE || p->as_of.days == GS_DATE_UNKNOWN)
        return false;
    if (pin == GS_PRICE_NO_PIN)
        return !p->superseded;
    return p->as_of.days <= pin;
}

static bool same_file(const struct gs_price *a, const struct gs_price *b)
{
    return a->origin_path && b->origin_path &&
           strcmp(a->origin_path, b->origin_path) == 0;
}

/*
 * The row to use for the offer whose newest eligible row is
 * rows[scratch[last]] (its rows sorted oldest first, ending at `last`):
 * that row, unless it is unverified and the same file holds a verified
 * row of the offer, which then stays the price (issue 19: an unconfirmed
 * RunPod quote of $3.99 replaced a verified $3.49).  A later file (an
 * overlay of new quotes) still replaces the built-in rows.
 */
static size_t verified_instead(const struct gs_price *rows,
                               const size_t *scratch, size_t last)
{
    const struct gs_price *newest = &rows[scratch[last]];
    size_t k;

    if (newest->verified)
        return scratch[last];
    for (k = last; k-- > 0;) {
        const struct gs_price *p = &rows[scratch[k]];

        if (gs_price_offer_cmp(p, newest) != 0)
            break;
        if (p->verified && same_file(p, newest))
            return scratch[k];
    }
    return scratch[last];
}

size_t gs_price_select_newest(const struct gs_price *rows, size_t n_rows,
                              int32_t as_of_pin_days, size_t *scratch,
                              size_t *out_idx)
{
    size_t i, n = 0, n_out = 0;

    for (i = 0; i < n_rows; i++)
        if (eligible(&rows[i], as_of_pin_days))
            scratch[n++] = i;
    sort_indices(rows, scratch, n);
    for (i = 0; i < n; i++)
        if (i + 1 == n || gs_price_offer_cmp(&rows[scratch[i]],
                                    &rows[scratch[i + 1]]) != 0)
            out_idx[n_out++] = verified_instead(rows, scratch, i);
    sort_plain(out_idx, n_out);
    return n_out;
}
