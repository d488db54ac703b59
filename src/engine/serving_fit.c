/*
 * A serving engine's profile (model/serving.h) turned into the fit
 * engine's constants.  Pure: no I/O, allocation or globals.  The rules are
 * in docs/engines/perf.md (serving engines).
 */
#include "fit.h"
#include "serving.h"
#include "banned.h"

void gs_serving_fit_consts(const struct gs_serving_profile *p,
                           const struct gs_serving_target *t,
                           const struct gs_fit_consts *base,
                           struct gs_fit_consts *out)
{
    struct gs_serving_settings s;

    *out = *base;
    if (p->engine == GS_SERVE_NONE)
        return;
    gs_serving_settle(p, t, &s);
    out->mem_util_frac = s.mem_util_frac;
    out->kv_budget = p->kv_budget;
    out->prefill_chunk_tokens = s.max_batched_tokens;
    out->runtime_reserve_bytes = s.runtime_reserve_bytes;
    out->sampler_bytes = s.sampler_bytes;
    out->cuda_graph_bytes = s.cuda_graph_bytes;
    out->activations_at_budget = true;
}
