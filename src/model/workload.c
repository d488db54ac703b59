/*
 * The workload question: names of its enums, and gs_workload_settle(),
 * which fills every unset field from the defaults it is given and
 * rejects combinations that do not apply.  Pure: no I/O, no allocation,
 * no globals, no defaults of its own (they come from the caller).
 */
#include <string.h>

#include "workload.h"
#include "banned.h"

const char *const gs_mode_names[GS_MODE_COUNT + 1] = {
    [GS_MODE_INFER] = "infer",
    [GS_MODE_TRAIN] = "train",
    [GS_MODE_FULL_FT] = "full-ft",
    [GS_MODE_LORA] = "lora",
    [GS_MODE_QLORA] = "qlora",
};

const char *const gs_optimizer_names[GS_OPTIM_COUNT + 1] = {
    [GS_OPTIM_ADAM] = "adam",
    [GS_OPTIM_ADAM_8BIT] = "adam-8bit",
    [GS_OPTIM_SGD] = "sgd",
};

const char *const gs_recompute_names[GS_RECOMPUTE_COUNT + 1] = {
    [GS_RECOMPUTE_NONE] = "none",
    [GS_RECOMPUTE_SELECTIVE] = "selective",
    [GS_RECOMPUTE_FULL] = "full",
};

static const char *name_of(const char *const *names, int n, int v)
{
    return v >= 0 && v < n ? names[v] : "unset";
}

static int find_name(const char *const *names, int n, const char *name)
{
    int i;

    for (i = 0; name && i < n; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    return -1;
}

const char *gs_mode_name(enum gs_fit_mode mode)
{
    return name_of(gs_mode_names, GS_MODE_COUNT, mode);
}

const char *gs_optimizer_name(enum gs_optimizer o)
{
    return name_of(gs_optimizer_names, GS_OPTIM_COUNT, o);
}

const char *gs_recompute_name(enum gs_recompute r)
{
    return name_of(gs_recompute_names, GS_RECOMPUTE_COUNT, r);
}

int gs_mode_find(const char *name, enum gs_fit_mode *out)
{
    int i = find_name(gs_mode_names, GS_MODE_COUNT, name);

    if (i < 0)
        return -1;
    *out = (enum gs_fit_mode)i;
    return 0;
}

int gs_optimizer_find(const char *name, enum gs_optimizer *out)
{
    int i = find_name(gs_optimizer_names, GS_OPTIM_COUNT, name);

    if (i < 0)
        return -1;
    *out = (enum gs_optimizer)i;
    return 0;
}

int gs_recompute_find(const char *name, enum gs_recompute *out)
{
    int i = find_name(gs_recompute_names, GS_RECOMPUTE_COUNT, name);

    if (i < 0)
        return -1;
    *out = (enum gs_recompute)i;
    return 0;
}

bool gs_mode_trains(enum gs_fit_mode mode)
{
    return mode != GS_MODE_INFER;
}

bool gs_mode_is_lora(enum gs_fit_mode mode)
{
    return mode == GS_MODE_LORA || mode == GS_MODE_QLORA;
}

/* Formats full-parameter training can update in place. */
static bool trainable(enum gs_dtype t)
{
    return t == GS_DTYPE_FP32 || t == GS_DTYPE_BF16 || t == GS_DTYPE_FP16;
}

/* Reject the first option set in *a that does not apply to mode. */
static int check_applies(const struct gs_workload *a, enum gs_fit_mode mode,
                         struct gs_error *err)
{
    bool train = gs_mode_trains(mode), lora = gs_mode_is_lora(mode);

    if (!train && (a->optimizer != GS_OPTIM_UNSET ||
                   a->recompute != GS_RECOMPUTE_UNSET ||
                   !gs_unset_i64(a->lora_rank) ||
                   a->adapter_dtype != GS_DTYPE_UNSET))
        return gs_error_set(err, GS_EUSAGE,
                            "--%s applies to training modes (--mode train, "
                            "full-ft, lora or qlora)",
                            a->optimizer != GS_OPTIM_UNSET ? "optimizer"
                            : a->recompute != GS_RECOMPUTE_UNSET ? "recompute"
                            : !gs_unset_i64(a->lora_rank) ? "lora-rank"
                                                          : "adapter-dtype");
    if (train && (a->kv_dtype != GS_DTYPE_UNSET ||
                  !gs_unset_i64(a->prefill_chunk_tokens)))
        return gs_error_set(err, GS_EUSAGE,
                            "--%s applies to serving (--mode infer)",
                            a->kv_dtype != GS_DTYPE_UNSET ? "kv-dtype"
                                                          : "prefill-chunk");
    if (train && !lora && (!gs_unset_i64(a->lora_rank) ||
                           a->adapter_dtype != GS_DTYPE_UNSET))
        return gs_error_set(err, GS_EUSAGE,
                            "--%s applies to --mode lora and qlora",
                            !gs_unset_i64(a->lora_rank) ? "lora-rank"
                                                        : "adapter-dtype");
    if (!train && !gs_unset_i64(a->micro_batch))
        return gs_error_set(err, GS_EUSAGE,
                            "--batch is the training micro-batch; use "
                            "--concurrency when serving");
    if (train && !gs_unset_i64(a->concurrency))
        return gs_error_set(err, GS_EUSAGE,
                            "--concurrency is for serving; use --batch for "
                            "the training micro-batch");
    return 0;
}

/* Weights and experts: asked, shipped (auto), or the defaults. */
static int settle_formats(const struct gs_workload *a,
                          const struct gs_model *m,
                          const struct gs_workload_defaults *d,
                          struct gs_workload *w, struct gs_error *err)
{
    bool full = w->mode == GS_MODE_TRAIN || w->mode == GS_MODE_FULL_FT;

    if (a->weight_dtype != GS_DTYPE_UNSET) {
        if (w->mode == GS_MODE_QLORA &&
            a->weight_dtype != d->qlora_weight_dtype)
            return gs_error_set(err, GS_EUSAGE,
                                "--mode qlora quantises the base to %s; use "
                                "--mode lora for a %s base",
                                gs_dtype_name(d->qlora_weight_dtype),
                                gs_dtype_name(a->weight_dtype));
        w->weight_dtype = a->weight_dtype;
        w->expert_dtype = a->expert_dtype != GS_DTYPE_UNSET ? a->expert_dtype
                                                            : a->weight_dtype;
        w->weight_origin = GS_ORIGIN_ASKED;
        return 0;
    }
    if (w->mode == GS_MODE_QLORA) {
        w->weight_dtype = w->expert_dtype = d->qlora_weight_dtype;
        w->weight_origin = GS_ORIGIN_RECIPE;
        return 0;
    }
    if (m->shipped_weight_dtype != GS_DTYPE_UNSET) {
        w->weight_dtype = m->shipped_weight_dtype;
        w->weight_origin = GS_ORIGIN_MODEL;
    } else {
        w->weight_dtype = d->base.weight_dtype;
        w->weight_origin = GS_ORIGIN_DEFAULT;
    }
    w->expert_dtype = a->expert_dtype != GS_DTYPE_UNSET ? a->expert_dtype
                      : m->shipped_expert_dtype != GS_DTYPE_UNSET
                          ? m->shipped_expert_dtype
                          : w->weight_dtype;
    if (full && (!trainable(w->weight_dtype) || !trainable(w->expert_dtype))) {
        /* a quantised checkpoint is trained from a 16-bit copy */
        w->weight_dtype = w->expert_dtype = d->base.weight_dtype;
        w->weight_origin = GS_ORIGIN_DEFAULT;
    }
    return 0;
}

int gs_workload_settle(const struct gs_workload *asked,
                       const struct gs_model *m,
                       const struct gs_workload_defaults *d,
                       struct gs_workload *out, struct gs_error *err)
{
    const struct gs_workload *b = &d->base;
    struct gs_workload w = *asked;

    w.mode = asked->mode != GS_MODE_UNSET ? asked->mode : b->mode;
    if (check_applies(asked, w.mode, err) < 0 ||
        settle_formats(asked, m, d, &w, err) < 0)
        return -1;
    if (w.kv_dtype == GS_DTYPE_UNSET)
        w.kv_dtype = w.weight_dtype == GS_DTYPE_FP32 ? d->fp32_kv_dtype
                                                     : b->kv_dtype;
    if (w.adapter_dtype == GS_DTYPE_UNSET)
        w.adapter_dtype = b->adapter_dtype;
    if (w.optimizer == GS_OPTIM_UNSET)
        w.optimizer = b->optimizer;
    w.recompute_origin = GS_ORIGIN_ASKED;
    if (w.recompute == GS_RECOMPUTE_UNSET) {
        bool recipe = w.mode == GS_MODE_QLORA;

        w.recompute = recipe ? d->qlora_recompute : b->recompute;
        w.recompute_origin = recipe ? GS_ORIGIN_RECIPE : GS_ORIGIN_DEFAULT;
    }
    if (gs_unset_i64(w.ctx_tokens))
        w.ctx_tokens = b->ctx_tokens;
    if (gs_unset_i64(w.concurrency))
        w.concurrency = b->concurrency;
    if (gs_unset_i64(w.micro_batch))
        w.micro_batch = b->micro_batch;
    if (gs_unset_i64(w.lora_rank))
        w.lora_rank = b->lora_rank;
    if (gs_unset_i64(w.prefill_chunk_tokens))
        w.prefill_chunk_tokens = b->prefill_chunk_tokens;
    if (gs_unset_f64(w.mem_util_frac))
        w.mem_util_frac = b->mem_util_frac;
    if (gs_unset_f64(w.runtime_reserve_bytes))
        w.runtime_reserve_bytes = b->runtime_reserve_bytes;
    if (gs_unset_f64(w.fragmentation_frac))
        w.fragmentation_frac = b->fragmentation_frac;
    *out = w;
    return 0;
}

const char *const gs_offload_names[] = { "none", "optimizer", "params",
                                         NULL };

const char *gs_offload_name(enum gs_offload o)
{
    return o >= 0 && o < GS_OFFLOAD_COUNT ? gs_offload_names[o] : "unset";
}

int gs_offload_find(const char *name, enum gs_offload *out)
{
    int i;

    for (i = 0; i < GS_OFFLOAD_COUNT; i++)
        if (strcmp(gs_offload_names[i], name) == 0) {
            *out = (enum gs_offload)i;
            return 0;
        }
    return -1;
}
