#ifndef GPUSEL_PRICE_LOAD_H
#define GPUSEL_PRICE_LOAD_H

#include <stdbool.h>
#include <stddef.h>

#include "arena.h"
#include "error.h"
#include "price.h"

/*
 * Loading prices: data/prices.yaml and data/api-prices.yaml (strict
 * YAML), a team's own rate sheet (CSV with the YAML keys as columns) and
 * SkyPilot catalogues (`vms.csv`, or a directory of `<cloud>/vms.csv`).
 * Everything lands in one gs_price_set, owned by its arena; each file
 * read adds a gs_price_file_stats saying what was read, used and skipped
 * and why.  Schemas and rules: docs/prices.md.  Errors name
 * file:line[:column] and, for unknown keys or columns, the closest valid
 * name.  Every loader returns 0, or -1 with *err set; after an error the
 * set may hold part of the file and should be released, not used.
 */

struct gs_dataset;

/*
 * Maps an accelerator name to a catalogue id.  resolve returns the
 * canonical id (borrowed; it must outlive the set) or NULL; suggest, if
 * set, returns the closest catalogue name for a "did you mean" or NULL.
 */
struct gs_gpu_resolver {
    const char *(*resolve)(void *ctx, const char *name);
    const char *(*suggest)(void *ctx, const char *name);
    void *ctx;
};

/* A resolver over a loaded dataset's ids and aliases (case ignored). */
void gs_gpu_resolver_dataset(struct gs_gpu_resolver *r,
                             const struct gs_dataset *d);

struct gs_price_load_opts {
    const struct gs_gpu_resolver *resolver; /* NULL: GPU names unchecked */
    /*
     * A price file's `gpu` that does not resolve: false (default) makes
     * it an error with a suggestion; true keeps the row with gpu_id NULL
     * and counts the name in the file's stats.
     */
    bool keep_unknown_gpus;
    /*
     * Date stamped on rows of undated sources (SkyPilot files carry no
     * date): the day the file was fetched, as the caller knows it.
     * Zero-initialised means unknown: such rows are never "newest".
     */
    struct gs_date undated_as_of;
};

/* An accelerator name that did not map, and on how many records. */
struct gs_price_unmapped {
    const char *name;
    size_t n_records;
};

/*
 * What one file gave.  Records are YAML entries or CSV data lines after
 * the header.  n_records_read = n_records_used + the n_skipped_* counts.
 */
struct gs_price_file_stats {
    const char *path;
    uint64_t n_bytes, fnv1a64;     /* the file as read (gs_price_load_path;
                                    * 0 for a buffer) */
    const char *provider;          /* SkyPilot: the cloud; NULL for YAML */
    const char *format;            /* "yaml", "rates-csv", "skypilot" */
    size_t n_records_read;
    size_t n_records_used;         /* gave at least one price row */
    size_t n_skipped_no_accelerator; /* CPU-only or GCP host-VM lines */
    size_t n_skipped_unmapped;     /* accelerator not in the catalogue */
    size_t n_skipped_fractional;   /* fewer than one accelerator */
    size_t n_skipped_no_price;     /* no usable price in the record */
    size_t n_prices_empty;         /* empty Price / SpotPrice cells */
    size_t n_prices_placeholder;   /* 0, 0.00, SkyPilot's 700.0 */
    size_t n_duplicates;           /* price rows merged as duplicates */
    size_t n_combined;             /* GCP records priced with their host */
    size_t n_accelerator_only;     /* GCP records kept as excludes_host */
    size_t n_corrected;            /* records with a known source error
                                    * corrected (docs/prices.md) */
    size_t n_prices;               /* instance price rows added */
    size_t n_api_prices;           /* model API rows added */
    struct gs_price_unmapped *unmapped; /* first-seen order */
    size_t n_unmapped;
};

struct gs_price_set {
    struct gs_arena arena;         /* owns every string and array below */
    struct gs_price *prices;       /* n_prices, in load order */
    size_t n_prices, alloc_prices;
    struct gs_api_price *api_prices;
    size_t n_api_prices, alloc_api_prices;
    struct gs_price_file_stats *files; /* one per file loaded */
    size_t n_files, alloc_files;
};

#define GS_PRICE_SCHEMA_VERSION 1

/* Hostile-input bounds for every price file (docs/prices.md). */
#define GS_PRICE_MAX_FILE_BYTES (16u * 1024u * 1024u)
#define GS_PRICE_MAX_RECORDS 1000000u
#define GS_PRICE_MAX_FIELDS 64u
#define GS_PRICE_MAX_FIELD_BYTES 65536u
#define GS_PRICE_MAX_UNMAPPED_NAMES 4096u
/* Most accelerators one instance row may claim. */
#define GS_PRICE_MAX_GPUS 1000000
/*
 * Plausible prices (docs/prices.md, "Plausible ranges"; cited in
 * docs/methodology.md): a value above is a unit mistake (cents, a month)
 * or a hostile file, refused at file:line:column.  Each is far above the
 * largest real price: the shipped instance rows top out at 142 USD per
 * instance-hour (a 72-GPU rack rents for a few hundred), API tokens at
 * 600 USD per million (o1-pro output), images at a few dollars.
 */
#define GS_PRICE_MAX_USD_PER_INSTANCE_HOUR 1e5
#define GS_PRICE_MAX_USD_PER_MTOK 1e4
#define GS_PRICE_MAX_USD_PER_IMAGE 1e3
/*
 * And from below (issue 20: $1e-300/h was taken, and every cost was 0):
 * each is a hundred times under the cheapest real price, a few cents per
 * GPU-hour on a spot market, a few cents per million tokens, a tenth of a
 * cent per image.
 */
#define GS_PRICE_MIN_USD_PER_INSTANCE_HOUR 1e-4
#define GS_PRICE_MIN_USD_PER_MTOK 1e-4
#define GS_PRICE_MIN_USD_PER_IMAGE 1e-5

void gs_price_set_init(struct gs_price_set *s);
void gs_price_set_release(struct gs_price_set *s);

/*
 * A YAML price file in memory: `schema_version: 1` and a `prices:`
 * and/or `api_prices:` list.  `path` names it in messages.
 */
int gs_price_load_yaml_buffer(struct gs_price_set *s, const char *path,
                              const unsigned char *buf, size_t len,
                              const struct gs_price_load_opts *o,
                              struct gs_error *err);

/* A rate-sheet CSV in memory (header: the YAML keys of a price row). */
int gs_price_load_rates_csv_buffer(struct gs_price_set *s, const char *path,
                                   const unsigned char *buf, size_t len,
                                   const struct gs_price_load_opts *o,
                                   struct gs_error *err);

/* A SkyPilot vms.csv in memory, its rows filed under `provider`. */
int gs_price_load_skypilot_buffer(struct gs_price_set *s, const char *path,
                                  const char *provider,
                                  const unsigned char *buf, size_t len,
                                  const struct gs_price_load_opts *o,
                                  struct gs_error *err);

/*
 * A file or directory from disk.  A directory is read as SkyPilot's
 * layout: every `<cloud>/vms.csv` below it, clouds in name order, each
 * filed under its folder's name.  A .yaml or .yml file is a price file; a
 * .csv file is a SkyPilot catalogue if its header has AcceleratorName
 * (provider: its folder's name) and a rate sheet otherwise.
 */
int gs_price_load_path(struct gs_price_set *s, const char *path,
                       const struct gs_price_load_opts *o,
                       struct gs_error *err);

/*
 * The built-in price files (embedded.h), checked and compiled in at build
 * time: adds their rows and file statistics to `s` exactly as
 * gs_price_load_yaml_buffer() on data/prices/prices.yaml and
 * api-prices.yaml (named GS_BUILTIN_PRICES_PATH, ...) would, parsing
 * nothing.  Each row's GPU name is resolved again through o->resolver,
 * as the loader does, since the run's catalogue (overlays) may map it
 * differently than data/gpus.yaml did; should it not resolve, the error
 * is the loader's, at the row's file:line:column.
 */
int gs_price_set_load_builtin(struct gs_price_set *s,
                              const struct gs_price_load_opts *o,
                              struct gs_error *err);

/* ---- internal to the data layer: shared by the loaders ------------ */

/*
 * A whole CSV file as text cells: record 0 is the header, every record
 * has n_cols cells (NUL-terminated, in arena `a`), lines[r] is record r's
 * 1-based line.  Strict RFC 4180 (libcsv CSV_STRICT), LF or CRLF line
 * ends; a field holding CR, LF or NUL, a record with another number of
 * fields than the header, and the bounds above are errors.
 */
struct gs_csv_table {
    size_t n_cols, n_records;
    const char **cells;            /* n_records * n_cols, row-major */
    unsigned *lines;
};

int gs_price_csv_read(struct gs_arena *a, const char *path,
                      const unsigned char *buf, size_t len,
                      struct gs_csv_table *t, struct gs_error *err);

/* Column of header `name` (exact), or -1. */
int gs_csv_column(const struct gs_csv_table *t, const char *name);

int gs_price_set_add(struct gs_price_set *s, const struct gs_price *p,
                     struct gs_error *err);
struct gs_price_file_stats *gs_price_set_add_file(struct gs_price_set *s,
                                                  const char *path,
                                                  const char *format,
                                                  struct gs_error *err);
int gs_price_stats_unmapped(struct gs_price_set *s,
                            struct gs_price_file_stats *st, const char *name,
                            struct gs_error *err);

#endif /* GPUSEL_PRICE_LOAD_H */
