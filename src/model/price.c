/*
 * Pure helpers on prices: calendar dates without locale or clock,
 * staleness, pricing-kind names and the newest row per offer.  No I/O,
 * no allocation, no writable globals.  Rules: docs/prices.md.
 */
#include <string.h>

#include "price.h"
#include "ascii.h"
#include "units.h"
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

int gs_date_parse(const char *s, size_t len, struct gs_date *out)
{
    static const char unknown[] = "unknown";
    int64_t y, m, d = 1;

    if (len == sizeof(unknown) - 1 && memcmp(s, unknown, len) == 0) {
        *out = (struct gs_date){ GS_DATE_UNKNOWN, GS_DATE_NONE, NULL };
        return 0;
    }
    if ((len != 7 && len != 10) || s[4] != '-')
        return -1;
    if (!gs_digits(s, 4, &y) || !gs_digits(s + 5, 2, &m) ||
        y < GS_DATE_MIN_YEAR || y > GS_DATE_MAX_YEAR || m < 1 || m > 12)
        return -1;
    if (len == 10) {
        if (s[7] != '-' || !gs_digits(s + 8, 2, &d) || d < 1 ||
            d > days_in_month((int)y, (int)m))
            return -1;
    }
    *out = (struct gs_date){ gs_date_from_civil((int)y, (int)m, (int)d),
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
