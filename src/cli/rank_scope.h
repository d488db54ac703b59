#ifndef GPUSEL_RANK_SCOPE_H
#define GPUSEL_RANK_SCOPE_H

#include <stdbool.h>
#include <stddef.h>

#include "arena.h"
#include "dataset.h"
#include "error.h"

/*
 * Where a workload may run: the `candidates` and `constraints` sections
 * of a workload file (docs/workload.md), for `gpusel rank` (CLI layer,
 * src/cli/rank_scope.c).  Apart from rank.h because workload_file.h and
 * cost.h cannot meet in one file (cost_question.h says why).
 */

/* Names in file order; strings in the caller's arena. */
struct gs_rank_names {
    const char **items;
    size_t n;
};

struct gs_rank_scope {
    struct gs_rank_names candidates; /* GPU ids; empty: every priced GPU */
    struct gs_rank_names providers;  /* constraints: empty allows all */
    struct gs_rank_names vendors;
    struct gs_rank_names regions;
    struct gs_rank_names pricing;
};

/*
 * Read the scope of the workload file at `path` (NULL: an empty scope,
 * everything allowed).  GPU names resolve through d's catalogue.  0, or
 * -1 with the loader's error.
 */
int gs_rank_scope_load(const char *path, const struct gs_dataset *d,
                       struct gs_arena *arena, struct gs_rank_scope *s,
                       struct gs_error *err);

struct gs_price_set;

/*
 * Check s->providers against the providers the price set knows (GPU
 * offers and model APIs, case ignored): a name none of them has is
 * GS_ENOTFOUND naming the file and the nearest known provider ("Lamda":
 * did you mean 'Lambda'?), so a typo never silently drops an offer or
 * empties the ranking.  `arena` holds the candidate list.
 */
int gs_rank_scope_check_providers(const struct gs_rank_scope *s,
                                  const char *path,
                                  const struct gs_price_set *prices,
                                  struct gs_arena *arena,
                                  struct gs_error *err);

/* Whether `name` is allowed by `list` (an empty list allows all; case
 * ignored; a NULL name is allowed only by an empty list). */
bool gs_rank_names_allow(const struct gs_rank_names *list,
                         const char *name);

#endif /* GPUSEL_RANK_SCOPE_H */
