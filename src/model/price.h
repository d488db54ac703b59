#ifndef GPUSEL_PRICE_H
#define GPUSEL_PRICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dtype.h"

/*
 * Prices: the data model for what renting (or owning) accelerators and
 * calling model APIs costs, with the date each price is a fact about, and
 * pure helpers on it: date parsing without locale or clock, staleness at
 * a given "today", and the newest row per offer.  No I/O and no
 * allocation: the helpers work on arrays the caller owns.  The files
 * behind these structs (data/prices.yaml, data/api-prices.yaml, CSV rate
 * sheets, SkyPilot catalogues) are read by src/data/load_prices.c and
 * src/data/load_skypilot.c; docs/prices.md has the schemas and rules.
 */

/* ---- dates --------------------------------------------------------- */

/* gs_date.days of a date the source does not give ("unknown"). */
#define GS_DATE_UNKNOWN INT32_MIN

enum gs_date_precision {
    GS_DATE_NONE = 0,   /* unknown: days is GS_DATE_UNKNOWN */
    GS_DATE_MONTH,      /* "2026-02": days is the 1st of that month */
    GS_DATE_DAY,        /* "2026-02-17" */
};

/*
 * A calendar date in the proleptic Gregorian calendar, as days since
 * 1970-01-01 (negative before), and the text it was read from.  Month
 * precision counts as the first day of the month, which makes such a
 * price look older, never newer, than it may be.
 */
struct gs_date {
    int32_t days;                      /* GS_DATE_UNKNOWN if unknown */
    enum gs_date_precision precision;
    const char *text;                  /* as written; borrowed, may be NULL */
};

/* Years accepted by gs_date_parse, inclusive. */
#define GS_DATE_MIN_YEAR 1970
#define GS_DATE_MAX_YEAR 2999

/* Days from 1970-01-01 to year-month-day (month 1-12, day 1-31); pure. */
int32_t gs_date_from_civil(int year, int month, int day);

/* The inverse: year, month and day of `days` since 1970-01-01. */
void gs_date_to_civil(int32_t days, int *year, int *month, int *day);

/*
 * Parse `len` bytes of `s`: "YYYY-MM-DD" (a real calendar day, leap years
 * included), "YYYY-MM" (month precision) or "unknown" (precision NONE).
 * Years GS_DATE_MIN_YEAR..GS_DATE_MAX_YEAR.  No locale, no time
 * functions.  out->text is set to NULL (the caller keeps its own copy).
 * Returns 0, or -1 for anything else (out is then untouched).
 */
int gs_date_parse(const char *s, size_t len, struct gs_date *out);

/* Write "YYYY-MM-DD" and a NUL into buf (11 bytes); "unknown" if unknown. */
void gs_date_format(int32_t days, char buf[11]);

/*
 * A price date as one cell of a date column (docs/output.md, "One type
 * per column"): "YYYY-MM-DD" into buf and buf returned, a month-only date
 * ("2026-02") as its first day; NULL for an undated one.  The precision
 * goes beside it, from gs_date_precision_name.  Every date column of the
 * views (rank, list prices, normalize) writes through this.
 */
const char *gs_date_day(const struct gs_date *d, char buf[11]);

/* "day", "month" or "undated" (GS_DATE_NONE): how precise a date is, for
 * the price_as_of_precision columns. */
const char *gs_date_precision_name(enum gs_date_precision p);

/*
 * Age of a price on day `today_days`: today - as_of, in days (negative
 * when dated after today).  -1 with *age_days untouched for an unknown
 * date; 0 otherwise.
 */
int gs_date_age_days(const struct gs_date *as_of, int32_t today_days,
                     int32_t *age_days);

/*
 * True when a price dated `as_of` is stale on `today_days`: its age is
 * more than `stale_after_days` (>= 0), or its date is unknown (a price
 * with no date can never be shown as fresh).  A date after today is not
 * stale.
 */
bool gs_date_is_stale(const struct gs_date *as_of, int32_t today_days,
                      int32_t stale_after_days);

/* ---- instance prices ----------------------------------------------- */

/*
 * How an instance is paid for.  Marketplace: a host-set price on a
 * marketplace (Vast.ai, RunPod community cloud), not interruptible
 * unless the source says so.  Owned: a team's own hardware, priced by
 * amortisation (the cost engine's ownership terms, not a list price).
 */
enum gs_pricing {
    GS_PRICING_ON_DEMAND,
    GS_PRICING_SPOT,
    GS_PRICING_RESERVED_1Y,
    GS_PRICING_RESERVED_3Y,
    GS_PRICING_MARKETPLACE,
    GS_PRICING_OWNED,
    GS_PRICING_COUNT
};

/* "on-demand", "spot", "reserved-1y", "reserved-3y", "marketplace",
 * "owned", NULL-terminated, in enum order. */
extern const char *const gs_pricing_names[GS_PRICING_COUNT + 1];

/* Name of a pricing kind; "?" for an invalid value. */
const char *gs_pricing_name(enum gs_pricing p);

/* Kind named exactly `name` (case-sensitive), or -1. */
int gs_pricing_find(const char *name);

/*
 * One price row: an instance (or a slice of one) at one pricing kind,
 * region and date.  Strings are borrowed from the set that loaded the
 * row (an arena) and are NULL where noted.
 */
struct gs_price {
    const char *provider;     /* "AWS", "aws" (a SkyPilot folder), ... */
    const char *instance;     /* "p5.48xlarge", "8x H100 SXM" */
    const char *gpu_id;       /* catalogue id as resolved; NULL if unknown */
    const char *gpu_name;     /* accelerator name as the source wrote it */
    int64_t n_gpus;           /* accelerators per instance, >= 1 */
    double usd_per_instance_hour;  /* > 0, finite */
    double usd_per_gpu_hour;  /* derived: usd_per_instance_hour / n_gpus */
    enum gs_pricing pricing;
    const char *region;       /* NULL when the offer is not regional */
    const char *zone;         /* availability zone; NULL if none given */
    struct gs_date as_of;     /* the day the price is a fact about */
    const char *as_of_note;   /* what the source says of the date; NULL */
    bool superseded;          /* a newer price replaced it (historical) */
    bool verified;            /* read in the cited source, not inferred */
    bool excludes_host;       /* GCP: accelerators only, host VM extra */
    const char *source;       /* where the number comes from; NULL if none */
    const char *notes;        /* NULL if none */
    const char *origin_path;  /* file it was read from */
    unsigned origin_line;     /* 1-based line of the row in that file */
};

/* usd_per_instance_hour / n_gpus; n_gpus must be >= 1. */
double gs_price_usd_per_gpu_hour(double usd_per_instance_hour,
                                 int64_t n_gpus);

/*
 * True when a and b are the same offer: same provider (ASCII case
 * ignored), instance, GPU (resolved id, else the raw name), GPU count,
 * pricing kind, region and zone (NULL equals NULL only).  Rows of one
 * offer differ only in date, price and provenance.
 */
bool gs_price_same_offer(const struct gs_price *a, const struct gs_price *b);

/* A total order on offers: < 0, 0 (the same offer) or > 0. */
int gs_price_offer_cmp(const struct gs_price *a, const struct gs_price *b);

/* Pass as as_of_pin_days to select without a pin (the market,
 * src/model/market.h, chooses each offer's standing row). */
#define GS_PRICE_NO_PIN INT32_MAX

/* ---- model API prices ---------------------------------------------- */

/*
 * A hosted model API's token price.  Image models carry usd_per_image
 * instead of token prices (token fields then 0, has_token_prices false).
 */
struct gs_api_price {
    const char *provider;           /* "OpenAI", "Together AI" */
    const char *model;              /* the provider's model name */
    const char *open_model;         /* open-weight model served; NULL */
    const char *tier;               /* "peak", "prompt <=100K tokens"; NULL */
    bool is_image;                  /* kind: image */
    bool has_token_prices;
    double usd_per_mtok_input;      /* per 10^6 prompt tokens, > 0 */
    double usd_per_mtok_output;     /* per 10^6 completion tokens, > 0 */
    double usd_per_mtok_cached_input; /* 0 if the source lists none */
    double batch_discount_frac;     /* 0..1 off for batch jobs; 0 if none */
    double batch_usd_per_mtok_input;  /* batch API price; 0 if none */
    double batch_usd_per_mtok_output;
    double usd_per_image;           /* image rows; 0 otherwise */
    const char *image_size;         /* "1024x1024, 4 steps"; NULL */
    const char *derived;            /* arithmetic behind a derived figure */
    const char *region;             /* NULL if none */
    struct gs_date as_of;
    const char *as_of_note;         /* what the source says of the date */
    const char *price_unchanged_since; /* provenance text; NULL */
    bool superseded;                /* historical: a newer price exists */
    bool suspect;                   /* the source's figure looks wrong */
    bool verified;
    const char *source;
    const char *notes;
    enum gs_dtype serving_dtype;    /* the weight format the provider
                                     * serves (its own page); GS_DTYPE_UNSET
                                     * unknown */
    const char *serving_precision_source; /* where that is stated; NULL */
    const char *origin_path;
    unsigned origin_line;
};

/*
 * Whether an API serving weights in `serving` meets a workload that
 * accepts the n formats in `accepted` (n >= 1): it serves one of them,
 * or a format of at least as many bits per weight as the widest one
 * accepted (a bf16 workload takes an fp16 offer, not an fp8 one; a
 * workload accepting bf16 and fp8 takes both).  An unknown serving
 * format (GS_DTYPE_UNSET) passes: the caller says it is unknown.
 */
/*
 * The token prices an API row charges (USD per 10^6 tokens): for a batch
 * job its batch prices when the source lists them, else the standard
 * ones less batch_discount_frac; prompt tokens a cached prefix serves
 * (cached_frac of them, [0, 1]) at usd_per_mtok_cached_input when listed.
 *   in  = (1 - cached) x in_std + cached x cached_in     (batch: x (1 - d))
 *   out = out_std                                        (batch: x (1 - d))
 */
void gs_api_effective_prices(const struct gs_api_price *p, bool batch,
                             double cached_frac, double *usd_per_mtok_in,
                             double *usd_per_mtok_out);

/*
 * The GPUs an offer of instance_gpus GPUs per instance rents for a count
 * of n (>= 1): the whole instance when it holds n (an 8-GPU instance for
 * a one-GPU model is paid whole); several instances when n is a whole
 * number of them and each spans the GPU's scale-up domain (tensor
 * parallelism stays inside one NVLink domain); 0 when the offer cannot
 * make n: eight 1-GPU VMs are not one 8-GPU NVLink unit.
 * scale_up_domain_gpus <= 0: one GPU.
 */
int64_t gs_price_unit_gpus(int64_t scale_up_domain_gpus,
                           int64_t instance_gpus, int64_t n);

/*
 * The share of a GPU's price a MIG slice pays.  A cloud rents the whole
 * GPU (on-demand, spot, reserved, marketplace: none of the price rows is
 * a MIG product), so a slice of a rented GPU pays all of it: 1.  An
 * owned GPU's other slices serve other work: the slice's compute share.
 */
double gs_mig_price_share(enum gs_pricing kind, double compute_frac);

bool gs_api_precision_accepted(enum gs_dtype serving,
                               const enum gs_dtype *accepted, size_t n);

#endif /* GPUSEL_PRICE_H */
