/*
 * Training defaults a practitioner would choose: the recipe's global
 * batch and the fastest layout that fits (engine/train_layout.h).  Pure:
 * no I/O, no allocation, no globals.  docs/engines/train.md ("Defaults a
 * practitioner would choose") derives each rule.
 */
#include <math.h>
#include <string.h>

#include "train_defaults.h"
#include "train_layout.h"
#include "banned.h"

/* Published pretraining batches, (total parameters, tokens per step),
 * ascending in both; train_defaults.h cites each. */
static const double recipe_params[] = {
    GS_TR_RECIPE_P0, GS_TR_RECIPE_P1, GS_TR_RECIPE_P2, GS_TR_RECIPE_P3,
    GS_TR_RECIPE_P4,
};
static const double recipe_tokens[] = {
    GS_TR_RECIPE_B0, GS_TR_RECIPE_B1, GS_TR_RECIPE_B2, GS_TR_RECIPE_B3,
    GS_TR_RECIPE_B4,
};
#define N_RECIPE (sizeof(recipe_params) / sizeof(recipe_params[0]))

double gs_train_recipe_batch_tokens(double params)
{
    size_t i;

    if (!(params > recipe_params[0]))
        return recipe_tokens[0];
    for (i = 1; i < N_RECIPE; i++) {
        if (params <= recipe_params[i]) {
            double f;

            if (recipe_tokens[i] == recipe_tokens[i - 1])
                return recipe_tokens[i];
            f = log(params / recipe_params[i - 1]) /
                       log(recipe_params[i] / recipe_params[i - 1]);

            /* whole tokens (exact at the anchors) */
            return round(exp(log(recipe_tokens[i - 1]) +
                             f * log(recipe_tokens[i] /
                                     recipe_tokens[i - 1])));
        }
    }
    return recipe_tokens[N_RECIPE - 1];
}

int64_t gs_train_global_batch(const struct gs_train_batch *b, double params,
                              int64_t seq, int64_t n_gpus, int64_t domain,
                              int64_t dp, int64_t micro)
{
    int64_t unit = dp * micro;
    double seqs;

    if (b->kind == GS_TBATCH_SEQS)
        return (int64_t)b->value % unit ? 0 : (int64_t)b->value;
    if (b->kind == GS_TBATCH_TOKENS)
        return (int64_t)ceil(ceil(b->value / (double)seq) / (double)unit) *
               unit;
    seqs = fmax(ceil(gs_train_recipe_batch_tokens(params) / (double)seq),
                ceil((double)n_gpus / (double)(domain > 1 ? domain : 1)));
    if ((double)unit > seqs)
        return 0;   /* a replica needs a whole micro-batch */
    return (int64_t)ceil(seqs / (double)unit) * unit;
}

/* Whether v is unset or equal to x. */
static bool free_or(int64_t v, int64_t x)
{
    return v == GS_UNSET_I64 || v == x;
}

static const int64_t micro_batches[] = { 1, 2, 4 };
static const int64_t chunk_counts[] = { 1, 2, 4, 8 };

/* Keep (in, res, fit) in *out when it is better: fitting before not,
 * then more tokens per second. */
static void consider(struct gs_train_choice *out,
                     const struct gs_train_input *in,
                     const struct gs_train_result *res,
                     const struct gs_fit_result *fr)
{
    out->n_tried++;
    if (fr->fits)
        out->n_fit++;
    if (!out->found || (fr->fits && !out->fits) ||
        (fr->fits == out->fits &&
         res->expected.tokens_per_s > out->res.expected.tokens_per_s)) {
        out->found = true;
        out->fits = fr->fits;
        out->in = *in;
        out->res = *res;
        out->fit = *fr;
    }
    if (fr->fits && in->virtual_stages <= 1 &&
        in->recompute == GS_RECOMPUTE_NONE &&
        (!out->runner_found ||
         res->expected.tokens_per_s > out->runner_res.expected.tokens_per_s)) {
        out->runner_found = true;
        out->runner_in = *in;
        out->runner_res = *res;
    }
}

/* Every chunk count for one (tp, pp, dp, ZeRO, micro-batch, recompute);
 * a layout that does not fit is only kept as the closest miss, at one
 * chunk. */
static void try_chunks(const struct gs_train_search *q,
                       struct gs_train_input *in,
                       const struct gs_fit_result *fr,
                       struct gs_train_choice *out)
{
    int64_t layers = in->model->n_layers;
    int64_t m = in->global_batch / (in->dp * in->micro_batch);
    size_t k;

    for (k = 0; k < sizeof(chunk_counts) / sizeof(chunk_counts[0]); k++) {
        int64_t v = q->vpp == GS_UNSET_I64 ? chunk_counts[k] : q->vpp;
        struct gs_train_result res;
        struct gs_error e = GS_ERROR_INIT;

        if (q->vpp != GS_UNSET_I64 && k > 0)
            break;
        /* searched chunk counts keep Megatron's needs and at least
         * GS_TR_VPP_MIN_LAYERS layers a chunk; an asked one only the
         * engine's (pp >= 2, pp x chunks <= layers) */
        if (v > 1 && q->vpp == GS_UNSET_I64 &&
            (!fr->fits || in->pp < 2 || m < in->pp ||
             in->pp * v * GS_TR_VPP_MIN_LAYERS > layers))
            continue;
        in->virtual_stages = v;
        if (gs_train_estimate(in, &res, NULL, &e) < 0)
            continue;
        consider(out, in, &res, fr);
    }
}

/* One (tp, pp, dp, ZeRO, micro-batch) at recomputation r: estimate its
 * memory, try its chunk counts; -1 when the layout is not valid, else
 * whether it fits. */
static int try_recompute(const struct gs_train_search *q,
                         const struct gs_layout *l, double params, int64_t b,
                         enum gs_recompute r, struct gs_train_choice *out)
{
    struct gs_workload w = *q->work;
    struct gs_train_input in = *q->base;
    struct gs_fit_input fi;
    struct gs_fit_result fr;
    struct gs_error e = GS_ERROR_INIT;

    in.tp = l->tp;
    in.pp = l->pp;
    in.dp = l->dp;
    in.zero_stage = l->zero_stage;
    in.micro_batch = b;
    in.recompute = r;
    in.virtual_stages = 1;
    in.global_batch = gs_train_global_batch(
        &q->batch, params, in.seq_tokens, l->n_gpus,
        in.gpu->scale_up_domain_gpus, l->dp, b);
    if (!in.global_batch)
        return -1;
    w.micro_batch = b;
    w.recompute = r;
    gs_fit_input_make(in.model, in.gpu, &w, l, &fi);
    if (gs_fit_estimate(&fi, &fr, NULL, &e) < 0)
        return -1;
    try_chunks(q, &in, &fr, out);
    return fr.fits ? 1 : 0;
}

/* One (tp, pp, dp, ZeRO): each micro-batch at the lightest recomputation
 * that fits.  Memory falls and time rises from none to selective to
 * full, so none is tried first; when it does not fit, full decides
 * whether any does (if not, it stays as the closest miss), and selective
 * is tried only when full fits. */
static void try_layout(const struct gs_train_search *q,
                       const struct gs_layout *l, double params,
                       struct gs_train_choice *out)
{
    size_t i;

    for (i = 0; i < sizeof(micro_batches) / sizeof(micro_batches[0]); i++) {
        int64_t b = q->micro_batch == GS_UNSET_I64 ? micro_batches[i]
                                                   : q->micro_batch;
        int rc;

        if (q->micro_batch != GS_UNSET_I64 && i > 0)
            break;
        if (q->recompute != GS_RECOMPUTE_UNSET) {
            if (try_recompute(q, l, params, b, q->recompute, out) != 1)
                break;  /* a larger micro-batch will not fit either */
            continue;
        }
        rc = try_recompute(q, l, params, b, GS_RECOMPUTE_NONE, out);
        if (rc < 0)
            break;
        if (rc == 1)
            continue;
        if (try_recompute(q, l, params, b, GS_RECOMPUTE_FULL, out) != 1)
            break;
        (void)try_recompute(q, l, params, b, GS_RECOMPUTE_SELECTIVE, out);
    }
}

void gs_train_layout_search(const struct gs_train_search *q,
                            struct gs_train_choice *out)
{
    const struct gs_model *m = q->base->model;
    const struct gs_gpu *g = q->base->gpu;
    int64_t n = q->n_gpus;
    int64_t dom = g->scale_up_domain_gpus > 0 ? g->scale_up_domain_gpus : 1;
    double params = gs_model_params(m).total;
    int64_t tp, pp, z;

    memset(out, 0, sizeof(*out));
    /* no layout can train at a precision the GPU has no rate for (the
     * engine would refuse each one) */
    if (q->base->precision < 0 || q->base->precision >= GS_PREC_COUNT ||
        !(g->dense_flop_per_s[q->base->precision] > 0.0))
        return;
    for (tp = 1; tp <= n && tp <= dom; tp++) {
        if (n % tp || !free_or(q->fixed.tp, tp) || !gs_fit_tp_valid(m, tp))
            continue;
        for (pp = 1; pp <= n / tp && pp <= m->n_layers; pp++) {
            int64_t dp = n / (tp * pp);

            if ((n / tp) % pp || !free_or(q->fixed.pp, pp) ||
                !free_or(q->fixed.dp, dp))
                continue;
            for (z = 0; z <= 3; z++) {
                struct gs_layout l = { tp, pp, dp, z, n };

                if (!free_or(q->fixed.zero_stage, z) || (z > 0 && dp < 2) ||
                    (q->base->offload == GS_OFFLOAD_PARAMS && z != 3))
                    continue;
                try_layout(q, &l, params, out);
            }
        }
    }
}
