/*
 * The `candidates` and `constraints` of a workload file for rank
 * (src/cli/rank_scope.h).  Reads the file through the strict
 * loader; no cost.h here.
 */
#include <string.h>
#include <strings.h>

#include "price_load.h"
#include "rank_scope.h"
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
