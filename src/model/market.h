#ifndef GPUSEL_MARKET_H
#define GPUSEL_MARKET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "price.h"

/*
 * The market: which of a set of price rows stands for each offer, at a
 * pin date, and which quote it replaced.  One copy of the rules that
 * every command that prices anything follows (cost, rank, sweep,
 * normalize, list prices; docs/prices.md):
 *
 *   - an offer is the rows gs_price_same_offer() groups;
 *   - its standing row is its newest eligible row: dated, on or before
 *     the pin, and, without a pin, not marked superseded (the latest
 *     date wins, then the later row: a later file overrides an earlier
 *     one);
 *   - without a pin, an offer with no eligible row is stood for by its
 *     last undated row not marked superseded (shown, flagged stale);
 *   - a row is superseded when its file says so or its offer has a
 *     dated standing row that is not it;
 *   - the superseded quote of a row is its offer's newest other row
 *     dated before it or marked superseded (dated before undated; the
 *     earlier row of two on one day).
 *
 * gs_market_build() sorts the rows once (O(n log n)) and keeps an index
 * by GPU, so every question after it costs the size of one offer or one
 * GPU's offers, not a scan of every row: rank is linear in price rows.
 * Pure: no I/O, no globals; the index is allocated from the caller's
 * arena and borrows the rows, which must outlive it.  Use it only
 * through the functions below.
 */

/* An index into the rows that means "none". */
#define GS_MARKET_NONE SIZE_MAX

struct gs_market {
    const struct gs_price *rows;  /* borrowed */
    size_t n_rows;
    int32_t pin_days;             /* GS_PRICE_NO_PIN: none */
    /* The standing rows: the dated ones in ascending row order, then the
     * undated stand-ins in ascending row order. */
    size_t *standing;
    size_t n_standing;
    /* The standing rows with a resolved GPU, sorted by gpu_id, each
     * GPU's rows in the order of `standing`. */
    size_t *by_gpu;
    size_t n_by_gpu;
    /* Per row: its offer's first position in `sorted` and the offer's
     * size; rows sorted by offer, then date, then row. */
    size_t *sorted, *group_start, *group_len;
    unsigned char *flags;         /* per row: GS_MARKET_F_* */
};

/*
 * Index `n_rows` rows at pin `pin_days` (GS_PRICE_NO_PIN for none),
 * allocating from `arena`.  Returns 0, or -1 when the arena is out of
 * memory (*m is then unusable).
 */
int gs_market_build(struct gs_market *m, const struct gs_price *rows,
                    size_t n_rows, int32_t pin_days, struct gs_arena *arena);

/* Whether row i stands for its offer. */
bool gs_market_is_standing(const struct gs_market *m, size_t i);

/* Whether row i is superseded: marked so, or its offer has a dated
 * standing row other than it. */
bool gs_market_is_superseded(const struct gs_market *m, size_t i);

/* The quote row `used` (one of m's rows) replaced, or NULL if none. */
const struct gs_price *gs_market_superseded_quote(const struct gs_market *m,
                                                  const struct gs_price *used);

/*
 * The standing rows of GPU `gpu_id` (the catalogue id): *out points at
 * their row indices, in the order of the standing list; returns how
 * many (0 with *out NULL when none).  O(log n).
 */
size_t gs_market_gpu_offers(const struct gs_market *m, const char *gpu_id,
                            const size_t **out);

/* What a caller asks of an instance price. */
struct gs_market_ask {
    const char *gpu_id;           /* catalogue id; NULL: any GPU (every
                                   * standing row, `util --instance`) */
    enum gs_pricing kind;
    const char *provider;         /* NULL: any (ASCII case ignored) */
    const char *region;           /* NULL: any (case ignored) */
    const char *instance;         /* NULL: any (case ignored) */
    int64_t n_gpus;               /* the GPU count asked for; 0: none
                                   * (per GPU-hour, whatever the count) */
    int64_t scale_up_domain_gpus; /* the GPU's; rows that can rent n_gpus
                                   * as one unit first (gs_price_unit_gpus) */
    int32_t today_days;           /* for staleness */
    int32_t stale_after_days;
};

/*
 * The standing row that prices an ask: among GPU gpu_id's standing rows
 * of that kind and filters, a row that can rent the count as one unit
 * (gs_price_unit_gpus) first, the asked GPU count next (neither when no
 * count is asked), then a fresh row before a stale one (gs_date_is_stale
 * at today), then cheaper per GPU-hour, then gs_price_offer_cmp
 * (deterministic).  O(the GPU's offers); O(standing rows) without a GPU.
 * NULL if none.
 */
const struct gs_price *gs_market_choose(const struct gs_market *m,
                                        const struct gs_market_ask *ask);

#endif /* GPUSEL_MARKET_H */
