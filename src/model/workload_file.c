/*
 * Workload files: the names of kinds and cost terms, and the kinds'
 * modes.  Pure; the loader is src/data/load_workload.c.
 */
#include <string.h>

#include "ascii.h"
#include "workload_file.h"
#include "banned.h"

const char *const gs_workload_kind_names[GS_WKIND_COUNT + 1] = {
    "realtime", "batch", "training", "finetune", "lora", "qlora", "media",
    NULL,
};

const char *const gs_cost_term_names[GS_COST_TERM_COUNT + 1] = {
    "storage", "serving_stack", "observability", "network", "checkpointing",
    "moderation", "queue", "operator_review", "other", NULL,
};

const char *gs_workload_kind_name(enum gs_workload_kind k)
{
    return (k >= 0 && k < GS_WKIND_COUNT) ? gs_workload_kind_names[k] : "?";
}

int gs_workload_kind_find(const char *name)
{
    int i;

    for (i = 0; i < GS_WKIND_COUNT; i++)
        if (strcmp(name, gs_workload_kind_names[i]) == 0)
            return i;
    return -1;
}

enum gs_fit_mode gs_workload_kind_mode(enum gs_workload_kind k)
{
    switch (k) {
    case GS_WKIND_TRAINING: return GS_MODE_TRAIN;
    case GS_WKIND_FINETUNE: return GS_MODE_FULL_FT;
    case GS_WKIND_LORA:     return GS_MODE_LORA;
    case GS_WKIND_QLORA:    return GS_MODE_QLORA;
    default:                return GS_MODE_INFER;
    }
}

bool gs_workload_kind_trains(enum gs_workload_kind k)
{
    return gs_workload_kind_mode(k) != GS_MODE_INFER;
}

void gs_workload_file_init(struct gs_workload_file *w)
{
    size_t i;

    memset(w, 0, sizeof(*w));
    w->schema_version = GS_UNSET_I64;
    w->prompt_tokens = GS_UNSET_I64;
    w->prefill_chunk_tokens = GS_UNSET_I64;
    w->prefix_hit_frac = GS_UNSET_F64;
    w->output_tokens = GS_UNSET_I64;
    w->prefix_tokens = GS_UNSET_I64;
    w->prefix_hit_rate = GS_UNSET_F64;
    w->mtp_draft_tokens = GS_UNSET_I64;
    w->acceptance_length = GS_UNSET_F64;
    w->ep = w->prefill_gpus = w->decode_gpus = GS_UNSET_I64;
    w->host_memory_gb = GS_UNSET_F64;
    w->demand.requests_per_s = GS_UNSET_F64;
    w->demand.peak_requests_per_s = GS_UNSET_F64;
    w->demand.requests = GS_UNSET_F64;
    w->demand.deadline_hours = GS_UNSET_F64;
    w->demand.tokens = GS_UNSET_F64;
    w->demand.assets = GS_UNSET_F64;
    w->quality.acceptance_rate = GS_UNSET_F64;
    w->quality.retry_rate = GS_UNSET_F64;
    w->targets.ttft_p99_s = GS_UNSET_F64;
    w->targets.itl_p99_s = GS_UNSET_F64;
    w->targets.tpot_mean_s = GS_UNSET_F64;
    w->targets.deadline_hours = GS_UNSET_F64;
    for (i = 0; i < GS_COST_TERM_COUNT; i++) {
        w->costs.usd_per_month[i] = GS_UNSET_F64;
        w->costs.usd_per_run[i] = GS_UNSET_F64;
    }
    w->costs.labor_hours = GS_UNSET_F64;
    w->costs.labor_usd_per_hour = GS_UNSET_F64;
}

bool gs_name_list_allows(const struct gs_name_list *list, const char *name)
{
    size_t i;

    if (list->n == 0)
        return true;
    for (i = 0; name && i < list->n; i++)
        if (gs_ascii_casecmp(list->items[i], name) == 0)
            return true;
    return false;
}
