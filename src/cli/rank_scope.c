/*
 * The `candidates` and `constraints` of a workload file for rank
 * (src/cli/rank_scope.h).  Reads the file through the strict
 * loader; no cost.h here.
 */
#include <string.h>
#include <strings.h>

#include "price_load.h"
#include "rank_scope.h"
#include "suggest.h"
#include "workload_file.h"
#include "banned.h"

static void copy(struct gs_rank_names *out, const struct gs_name_list *in)
{
    out->items = in->items;
    out->n = in->n;
}

int gs_rank_scope_load(const char *path, const struct gs_dataset *d,
                       struct gs_arena *arena, struct gs_rank_scope *s,
                       struct gs_error *err)
{
    struct gs_workload_file wf;
    struct gs_gpu_resolver r;

    memset(s, 0, sizeof(*s));
    if (!path)
        return 0;
    gs_gpu_resolver_dataset(&r, d);
    if (gs_workload_file_load(&wf, arena, path, &r, err) < 0)
        return -1;
    copy(&s->candidates, &wf.candidates);
    copy(&s->providers, &wf.constraints.providers);
    copy(&s->vendors, &wf.constraints.vendors);
    copy(&s->regions, &wf.constraints.regions);
    copy(&s->pricing, &wf.constraints.pricing);
    return 0;
}

bool gs_rank_names_allow(const struct gs_rank_names *list, const char *name)
{
    size_t i;

    if (list->n == 0)
        return true;
    for (i = 0; name && i < list->n; i++)
        if (strcasecmp(list->items[i], name) == 0)
            return true;
    return false;
}

int gs_rank_scope_check_providers(const struct gs_rank_scope *s,
                                  const char *path,
                                  const struct gs_price_set *prices,
                                  struct gs_arena *arena,
                                  struct gs_error *err)
{
    size_t i, j, n = 0, cap;
    const char **known;

    if (!s->providers.n)
        return 0;
    cap = prices->n_prices + prices->n_api_prices;
    known = gs_arena_calloc(arena, cap + 1, sizeof(*known));
    if (!known)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (i = 0; i < cap; i++) {
        const char *p = i < prices->n_prices
                            ? prices->prices[i].provider
                            : prices->api_prices[i - prices->n_prices]
                                  .provider;
        bool seen = false;

        for (j = 0; p && j < n && !seen; j++)
            seen = strcasecmp(known[j], p) == 0;
        if (p && !seen)
            known[n++] = p;
    }
    for (i = 0; i < s->providers.n; i++) {
        const char *want = s->providers.items[i];
        const char *hint;
        bool found = false;

        for (j = 0; j < n && !found; j++)
            found = strcasecmp(known[j], want) == 0;
        if (found)
            continue;
        hint = gs_suggest(want, known, n);
        if (hint)
            return gs_error_set(err, GS_ENOTFOUND, "%s: unknown provider "
                                "'%s' in constraints.providers; did you "
                                "mean '%s'?", path ? path : "workload",
                                want, hint);
        return gs_error_set(err, GS_ENOTFOUND, "%s: unknown provider '%s' "
                            "in constraints.providers (gpusel list prices "
                            "shows the providers)", path ? path : "workload",
                            want);
    }
    return 0;
}
