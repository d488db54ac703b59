/*
 * The market: standing rows, superseded quotes and an index by GPU
 * (src/model/market.h has the contract and the rules).
 */
#include <string.h>

#include "ascii.h"
#include "market.h"
#include "banned.h"

enum {
    GS_MARKET_F_STANDING = 1,     /* stands for its offer */
    GS_MARKET_F_REPLACED = 2,     /* its offer has a dated standing row
                                   * that is not it */
};

/* ---- a merge sort of indices with a context ---------------------------- */

typedef int cmp_fn(const void *ctx, size_t a, size_t b);

/* Runs this short are sorted by insertion. */
#define SORT_INSERTION_MAX 8

/*
 * Sort v[0..n) by cmp, a total order (each here breaks ties by index, so
 * the order is unique and any correct sort gives it), with tmp[0..n/2)
 * as scratch.  A merge sort: ~n log2 n comparisons (a heapsort took about
 * twice as many, each comparing up to seven strings of two price rows),
 * and n - 1 for a list already in order, since halves already in order
 * are not merged.
 */
static void sort_idx(size_t *v, size_t n, size_t *tmp, cmp_fn *cmp,
                     const void *ctx)
{
    size_t h = n / 2, i, j, k;

    if (n <= SORT_INSERTION_MAX) {
        for (i = 1; i < n; i++) {
            size_t x = v[i];

            for (j = i; j > 0 && cmp(ctx, x, v[j - 1]) < 0; j--)
                v[j] = v[j - 1];
            v[j] = x;
        }
        return;
    }
    sort_idx(v, h, tmp, cmp, ctx);
    sort_idx(v + h, n - h, tmp, cmp, ctx);
    if (cmp(ctx, v[h - 1], v[h]) < 0)
        return;
    memcpy(tmp, v, h * sizeof(*v));
    for (i = 0, j = h, k = 0; i < h && j < n; k++)
        v[k] = cmp(ctx, v[j], tmp[i]) < 0 ? v[j++] : tmp[i++];
    while (i < h)
        v[k++] = tmp[i++];
}

/* Offer, then date (undated first), then row. */
static int row_cmp(const void *ctx, size_t i, size_t j)
{
    const struct gs_price *rows = ctx;
    int c = gs_price_offer_cmp(&rows[i], &rows[j]);

    if (c)
        return c;
    if (rows[i].as_of.days != rows[j].as_of.days)
        return rows[i].as_of.days < rows[j].as_of.days ? -1 : 1;
    return i < j ? -1 : i > j;
}

static bool dated(const struct gs_price *p)
{
    return p->as_of.precision != GS_DATE_NONE &&
           p->as_of.days != GS_DATE_UNKNOWN;
}

static bool eligible(const struct gs_price *p, int32_t pin)
{
    if (!dated(p))
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
 * The row that stands for the offer whose rows are sorted[i..j) (oldest
 * first) when `newest` is its newest eligible row: newest, unless it is
 * unverified and the same file holds an eligible verified row of the
 * offer, which then stays the price (issue 19: an unconfirmed RunPod
 * quote of $3.99 replaced a verified $3.49).  A later file (an overlay of
 * new quotes) still replaces the shipped rows.
 */
static size_t verified_instead(const struct gs_price *rows,
                               const size_t *sorted, size_t i, size_t j,
                               size_t newest, int32_t pin_days)
{
    size_t k;

    if (newest == GS_MARKET_NONE || rows[newest].verified)
        return newest;
    for (k = j; k-- > i;) {
        size_t r = sorted[k];

        if (r != newest && rows[r].verified && eligible(&rows[r], pin_days) &&
            same_file(&rows[r], &rows[newest]))
            return r;
    }
    return newest;
}

/* by_gpu order: gpu_id, then place in the standing list (the values
 * sorted are places in that list). */
struct gpu_cmp_ctx {
    const struct gs_price *rows;
    const size_t *standing;
};

static int gpu_cmp(const void *vctx, size_t a, size_t b)
{
    const struct gpu_cmp_ctx *c = vctx;
    int r = strcmp(c->rows[c->standing[a]].gpu_id,
                   c->rows[c->standing[b]].gpu_id);

    if (r)
        return r;
    return a < b ? -1 : a > b;
}

static int by_index(const void *ctx, size_t a, size_t b)
{
    (void)ctx;
    return a < b ? -1 : a > b;
}

int gs_market_build(struct gs_market *m, const struct gs_price *rows,
                    size_t n_rows, int32_t pin_days, struct gs_arena *arena)
{
    size_t n = n_rows + 1, i, j, k, n_dated = 0, n_in = 0;
    size_t *stand_ins, *tmp;

    memset(m, 0, sizeof(*m));
    m->rows = rows;
    m->n_rows = n_rows;
    m->pin_days = pin_days;
    m->standing = gs_arena_calloc(arena, n, sizeof(*m->standing));
    m->by_gpu = gs_arena_calloc(arena, n, sizeof(*m->by_gpu));
    m->sorted = gs_arena_calloc(arena, n, sizeof(*m->sorted));
    m->group_start = gs_arena_calloc(arena, n, sizeof(*m->group_start));
    m->group_len = gs_arena_calloc(arena, n, sizeof(*m->group_len));
    m->flags = gs_arena_calloc(arena, n, sizeof(*m->flags));
    stand_ins = gs_arena_calloc(arena, n, sizeof(*stand_ins));
    tmp = gs_arena_calloc(arena, n, sizeof(*tmp));      /* sort scratch */
    if (!m->standing || !m->by_gpu || !m->sorted || !m->group_start ||
        !m->group_len || !m->flags || !stand_ins || !tmp)
        return -1;
    for (i = 0; i < n_rows; i++)
        m->sorted[i] = i;
    sort_idx(m->sorted, n_rows, tmp, row_cmp, rows);
    for (i = 0; i < n_rows; i = j) {
        size_t newest = GS_MARKET_NONE, stand_in = GS_MARKET_NONE;

        for (j = i; j < n_rows &&
                    gs_price_offer_cmp(&rows[m->sorted[i]],
                                       &rows[m->sorted[j]]) == 0; j++) {
            size_t r = m->sorted[j];

            /* sorted by date then row: the last eligible is the newest */
            if (eligible(&rows[r], pin_days))
                newest = r;
            if (!dated(&rows[r]) && !rows[r].superseded &&
                (stand_in == GS_MARKET_NONE || r > stand_in))
                stand_in = r;
        }
        newest = verified_instead(rows, m->sorted, i, j, newest, pin_days);
        for (k = i; k < j; k++) {
            size_t r = m->sorted[k];

            m->group_start[r] = i;
            m->group_len[r] = j - i;
            if (newest != GS_MARKET_NONE && r != newest)
                m->flags[r] |= GS_MARKET_F_REPLACED;
        }
        if (newest != GS_MARKET_NONE) {
            m->flags[newest] |= GS_MARKET_F_STANDING;
            m->standing[n_dated++] = newest;
        } else if (stand_in != GS_MARKET_NONE &&
                   pin_days == GS_PRICE_NO_PIN) {
            m->flags[stand_in] |= GS_MARKET_F_STANDING;
            stand_ins[n_in++] = stand_in;
        }
    }
    sort_idx(m->standing, n_dated, tmp, by_index, NULL);
    sort_idx(stand_ins, n_in, tmp, by_index, NULL);
    memcpy(m->standing + n_dated, stand_ins, n_in * sizeof(*stand_ins));
    m->n_standing = n_dated + n_in;
    {
        struct gpu_cmp_ctx c = { rows, m->standing };
        size_t n_places = 0;

        /* places in the standing list of the rows with a GPU id */
        for (i = 0; i < m->n_standing; i++)
            if (rows[m->standing[i]].gpu_id)
                m->by_gpu[n_places++] = i;
        sort_idx(m->by_gpu, n_places, tmp, gpu_cmp, &c);
        for (i = 0; i < n_places; i++)
            m->by_gpu[i] = m->standing[m->by_gpu[i]];
        m->n_by_gpu = n_places;
    }
    return 0;
}

bool gs_market_is_standing(const struct gs_market *m, size_t i)
{
    return i < m->n_rows && (m->flags[i] & GS_MARKET_F_STANDING);
}

bool gs_market_is_superseded(const struct gs_market *m, size_t i)
{
    return i < m->n_rows && (m->rows[i].superseded ||
                             (m->flags[i] & GS_MARKET_F_REPLACED));
}

/* Whether quote p beats quote q: dated before undated, then the newer,
 * then the earlier row. */
static bool better_quote(const struct gs_price *rows, size_t p, size_t q)
{
    bool pd = dated(&rows[p]), qd = dated(&rows[q]);

    if (q == GS_MARKET_NONE)
        return true;
    if (pd != qd)
        return pd;
    if (pd && rows[p].as_of.days != rows[q].as_of.days)
        return rows[p].as_of.days > rows[q].as_of.days;
    return p < q;
}

const struct gs_price *gs_market_superseded_quote(const struct gs_market *m,
                                                  const struct gs_price *used)
{
    size_t u, i, q = GS_MARKET_NONE;

    if (!used || used < m->rows || used >= m->rows + m->n_rows)
        return NULL;
    u = (size_t)(used - m->rows);
    for (i = m->group_start[u]; i < m->group_start[u] + m->group_len[u];
         i++) {
        size_t p = m->sorted[i];
        const struct gs_price *r = &m->rows[p];
        bool older;

        if (p == u)
            continue;
        older = r->superseded ||
                (dated(r) && dated(used) && r->as_of.days < used->as_of.days);
        if (older && (q == GS_MARKET_NONE || better_quote(m->rows, p, q)))
            q = p;
    }
    return q == GS_MARKET_NONE ? NULL : &m->rows[q];
}

size_t gs_market_gpu_offers(const struct gs_market *m, const char *gpu_id,
                            const size_t **out)
{
    size_t lo = 0, hi = m->n_by_gpu, end;

    *out = NULL;
    if (!gpu_id)
        return 0;
    while (lo < hi) {              /* first place with gpu_id >= asked */
        size_t mid = lo + (hi - lo) / 2;

        if (strcmp(m->rows[m->by_gpu[mid]].gpu_id, gpu_id) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (end = lo; end < m->n_by_gpu &&
                   strcmp(m->rows[m->by_gpu[end]].gpu_id, gpu_id) == 0;
         end++)
        ;
    if (end == lo)
        return 0;
    *out = &m->by_gpu[lo];
    return end - lo;
}


static bool better_row(const struct gs_market_ask *a, const struct gs_price *x,
                       const struct gs_price *y)
{
    bool xn = x->n_gpus == a->n_gpus, yn = y->n_gpus == a->n_gpus;
    bool xs = gs_date_is_stale(&x->as_of, a->today_days, a->stale_after_days);
    bool ys = gs_date_is_stale(&y->as_of, a->today_days, a->stale_after_days);
    /* a row that can rent the unit before one that cannot (price.h) */
    bool xu = gs_price_unit_gpus(a->scale_up_domain_gpus, x->n_gpus,
                                 a->n_gpus) != 0;
    bool yu = gs_price_unit_gpus(a->scale_up_domain_gpus, y->n_gpus,
                                 a->n_gpus) != 0;

    if (xu != yu)
        return xu;
    if (xn != yn)
        return xn;
    if (xs != ys)
        return !xs;
    if (x->usd_per_gpu_hour != y->usd_per_gpu_hour)
        return x->usd_per_gpu_hour < y->usd_per_gpu_hour;
    return gs_price_offer_cmp(x, y) < 0;
}

const struct gs_price *gs_market_choose(const struct gs_market *m,
                                        const struct gs_market_ask *ask)
{
    const size_t *idx = m->standing;
    const struct gs_price *best = NULL;
    size_t n = ask->gpu_id ? gs_market_gpu_offers(m, ask->gpu_id, &idx)
                           : m->n_standing, i;

    for (i = 0; i < n; i++) {
        const struct gs_price *p = &m->rows[idx[i]];

        if (p->pricing != ask->kind ||
            (ask->provider && !gs_ascii_caseeq(p->provider, ask->provider)) ||
            (ask->region && !gs_ascii_caseeq(p->region, ask->region)) ||
            (ask->instance && !gs_ascii_caseeq(p->instance, ask->instance)))
            continue;
        if (!best || better_row(ask, p, best))
            best = p;
    }
    return best;
}
