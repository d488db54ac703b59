/*
 * The training-time engine (gpusel/train.h).  Pure: no I/O, no
 * allocation, no globals.  docs/engines/train.md derives each formula.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "compat.h"
#include "roofline_defaults.h"
#include "train.h"
#include "train_defaults.h"
#include "units.h"
#include "gemm.h"
#include "banned.h"

#define TR_SECONDS_PER_DAY 86400.0
/* FLOPs per multiply-accumulate, and passes: forward 1, backward 2. */
#define TR_FLOP_PER_MAC 2.0
#define TR_FWD_BWD_PASSES 3.0
/* Tensor-parallel all-reduces per layer (Megatron: attention output and
 * MLP output), forward and backward each. */
#define TR_TP_AR_PER_LAYER_PASS 2.0
/* Pipeline hand-offs per micro-batch per stage: activations forward,
 * their gradient backward. */
#define TR_PP_SENDS 2.0
/* ZeRO-3 gathers the parameters twice per micro-batch (forward and
 * backward; FSDP reshard_after_forward). */
#define TR_ZERO3_GATHERS 2.0
/* Backward passes of the model-FLOP convention (2 x the forward). */
#define TR_BWD_PASSES 2.0
/* Sanity bound on fractions. */
#define TR_MAX_FRAC 1.5

const char *gs_train_op_name(enum gs_train_op op)
{
    static const char *const names[GS_TOP_COUNT] = {
        "gemm", "attention", "elementwise", "tp_comm", "pp_comm",
        "bubble", "dp_comm", "optimizer", "offload",
    };

    return op >= 0 && op < GS_TOP_COUNT ? names[op] : "unknown";
}

/* Trace one quantity (gpusel/trace.h: arguments unevaluated without a
 * trace). */
#define trace(t, ...) GS_TRACE((t), __VA_ARGS__)

double gs_train_daly_interval(double write_s, double mtbf_s)
{
    double r;

    if (!(write_s > 0.0) || !(mtbf_s > 0.0))
        return 0.0;
    if (write_s >= 2.0 * mtbf_s)
        return mtbf_s;
    r = write_s / (2.0 * mtbf_s);
    return sqrt(2.0 * write_s * mtbf_s) *
               (1.0 + sqrt(r) / 3.0 + r / 9.0) - write_s;
}

struct gs_train_consts gs_train_default_consts(const struct gs_gpu *g,
                                               enum gs_precision p,
                                               int64_t n_gpus)
{
    struct gs_roofline_consts rc = gs_roofline_default_consts(g, p);
    struct gs_rf_attn_rates attn = gs_roofline_attn_rates(g);
    struct gs_train_consts c;

    memset(&c, 0, sizeof(c));
    c.expected = (struct gs_train_eff){
        .rf = rc.expected, .net_bus_frac = GS_TR_NET_BUS,
        .host_link_frac = GS_TR_HOST_LINK, .dp_overlap = GS_TR_DP_OVERLAP,
        .failure_per_gpu_h = GS_TR_FAIL_PER_GPU_H,
        .restart_s = GS_TR_RESTART_S,
    };
    c.pessimistic = (struct gs_train_eff){
        .rf = rc.pessimistic, .net_bus_frac = GS_TR_NET_BUS_PES,
        .host_link_frac = GS_TR_HOST_LINK_PES,
        .dp_overlap = GS_TR_DP_OVERLAP_PES,
        .failure_per_gpu_h = GS_TR_FAIL_PER_GPU_H_PES,
        .restart_s = GS_TR_RESTART_S_PES,
    };
    c.optimistic = (struct gs_train_eff){
        .rf = rc.optimistic, .net_bus_frac = GS_TR_NET_BUS_OPT,
        .host_link_frac = GS_TR_HOST_LINK_OPT,
        .dp_overlap = GS_TR_DP_OVERLAP,
        .failure_per_gpu_h = GS_TR_FAIL_PER_GPU_H,
        .restart_s = GS_TR_RESTART_S_OPT,
    };
    /* the backward's own measured rate where the generation has one
     * (FlashAttention-3 on Hopper), else the forward x 63/73 */
    c.expected.attn_bwd_frac = attn.bwd;
    c.pessimistic.attn_bwd_frac = attn.bwd_pes;
    c.optimistic.attn_bwd_frac = attn.bwd_opt;
    c.scale_out_bw_bytes_per_s = GS_TR_SCALE_OUT_BW;
    c.storage_bw_bytes_per_s =
        GS_TR_STORAGE_BW_PER_GPU * (double)(n_gpus > 0 ? n_gpus : 1);
    c.host_mem_bw_bytes_per_s = GS_TR_HOST_MEM_BW;
    c.dp_bucket_bytes = GS_TR_DP_BUCKET_BYTES;
    c.grad_reduce_bytes = GS_TR_GRAD_REDUCE_BYTES;
    c.act_bytes = GS_TR_ACT_BYTES;
    c.fp8_cast_bytes = GS_TR_FP8_CAST_BYTES;
    c.dp_overlap_zero3_only = false;
    return c;
}

/* Host link per direction, nominal: PCIe by generation, NVLink-C2C on a
 * Grace superchip (no PCIe host link), else 0 (unknown). */
static double host_link_bw(const struct gs_gpu *g, bool *c2c)
{
    *c2c = false;
    if (g->pcie_gen == GS_GPU_NONE) {
        if ((g->form_factor && strstr(g->form_factor, "Grace")) ||
            (g->architecture && strstr(g->architecture, "Grace"))) {
            *c2c = true;
            return GS_TR_C2C_BW;
        }
        return 0.0;
    }
    return gs_pcie_x16_bytes_per_s(g->pcie_gen);
}

/* Mean keys a query attends to in a causal sequence of s tokens with a
 * window of w past tokens (w <= 0: none): mean over i = 1..s of min(i, w). */
static double mean_keys(double s, double w)
{
    if (w <= 0.0 || w >= s)
        return (s + 1.0) / 2.0;
    return (w * (w + 1.0) / 2.0 + (s - w) * w) / s;
}

static int check_eff(const struct gs_train_eff *e, struct gs_error *err)
{
    const struct gs_roofline_eff *r = &e->rf;

    if (!(r->matmul_frac > 0.0 && r->matmul_frac <= TR_MAX_FRAC) ||
        !(r->attention_frac > 0.0 && r->attention_frac <= TR_MAX_FRAC) ||
        !(r->mem_bw_frac > 0.0 && r->mem_bw_frac <= TR_MAX_FRAC) ||
        !(r->allreduce_bus_frac > 0.0 &&
          r->allreduce_bus_frac <= TR_MAX_FRAC) ||
        !(r->allreduce_latency_s >= 0.0) || !(r->p2p_latency_s >= 0.0) ||
        !(e->net_bus_frac > 0.0 && e->net_bus_frac <= TR_MAX_FRAC) ||
        !(e->host_link_frac > 0.0 && e->host_link_frac <= 1.0) ||
        !(e->dp_overlap >= 0.0 && e->dp_overlap <= 1.0) ||
        !(e->attn_bwd_frac >= 0.0 && e->attn_bwd_frac <= TR_MAX_FRAC) ||
        !(e->failure_per_gpu_h >= 0.0) || !(e->restart_s >= 0.0))
        return gs_error_set(err, GS_EDOMAIN, "training constants out of "
                            "range (fractions in (0, 1.5], overlap in "
                            "[0, 1], rates and times >= 0)");
    return 0;
}

static int check_input(const struct gs_train_input *in,
                       struct gs_error *err)
{
    const struct gs_model *m = in->model;
    const struct gs_gpu *g = in->gpu;
    const struct gs_train_consts *c = &in->consts;

    if (!m || !g)
        return gs_error_set(err, GS_EINTERNAL, "training input without a "
                            "model or GPU");
    if (!(in->tokens >= 1.0) || !isfinite(in->tokens))
        return gs_error_set(err, GS_EDOMAIN, "the token budget must be at "
                            "least 1 token, got %g", in->tokens);
    if (in->seq_tokens < 1 || in->micro_batch < 1 || in->global_batch < 1)
        return gs_error_set(err, GS_EDOMAIN, "sequence length, micro-batch "
                            "and global batch must be at least 1");
    if (in->tp < 1 || in->pp < 1 || in->dp < 1)
        return gs_error_set(err, GS_EDOMAIN, "tp, pp and dp must be at "
                            "least 1");
    if (!gs_fit_tp_valid(m, in->tp))
        return gs_error_set(err, GS_EDOMAIN, "tp %lld does not divide the "
                            "%lld attention heads of '%s' (or its KV heads)",
                            (long long)in->tp, (long long)m->n_heads, m->id);
    if (in->tp > 1 && g->scale_up_domain_gpus > 0 &&
        in->tp > g->scale_up_domain_gpus)
        return gs_error_set(err, GS_EDOMAIN, "tp %lld is beyond the %lld-GPU "
                            "scale-up domain of '%s'", (long long)in->tp,
                            (long long)g->scale_up_domain_gpus, g->id);
    if (in->pp > m->n_layers)
        return gs_error_set(err, GS_EDOMAIN, "pp %lld is above the %lld "
                            "layers of '%s'", (long long)in->pp,
                            (long long)m->n_layers, m->id);
    if (in->virtual_stages < 0 ||
        (in->virtual_stages > 1 &&
         (in->pp < 2 || in->pp * in->virtual_stages > m->n_layers)))
        return gs_error_set(err, GS_EDOMAIN, "%lld virtual stages need pp "
                            ">= 2 and pp x stages <= the %lld layers",
                            (long long)in->virtual_stages,
                            (long long)m->n_layers);
    if (in->zero_stage < 0 || in->zero_stage > 3)
        return gs_error_set(err, GS_EDOMAIN, "ZeRO stage must be 0-3, got "
                            "%lld", (long long)in->zero_stage);
    if (in->zero_stage > 0 && in->dp < 2)
        return gs_error_set(err, GS_EDOMAIN, "ZeRO stage %lld shards over "
                            "data parallelism, which needs dp >= 2",
                            (long long)in->zero_stage);
    if (in->offload == GS_OFFLOAD_PARAMS && in->zero_stage != 3)
        return gs_error_set(err, GS_EDOMAIN, "parameter offload needs ZeRO "
                            "stage 3 (ZeRO-Infinity offload_param)");
    if (in->offload < GS_OFFLOAD_NONE || in->offload >= GS_OFFLOAD_COUNT)
        return gs_error_set(err, GS_EINTERNAL, "unknown offload");
    if (in->global_batch % (in->dp * in->micro_batch) != 0)
        return gs_error_set(err, GS_EDOMAIN, "global batch %lld is not a "
                            "multiple of dp x micro-batch = %lld",
                            (long long)in->global_batch,
                            (long long)(in->dp * in->micro_batch));
    if (in->precision < 0 || in->precision >= GS_PREC_COUNT ||
        !(g->dense_flop_per_s[in->precision] > 0.0))
        return gs_error_set(err, GS_EDOMAIN, "'%s' has no dense %s rate",
                            g->id, gs_precision_name(in->precision));
    if (!(g->mem_bw_bytes_per_s > 0.0))
        return gs_error_set(err, GS_EDOMAIN, "'%s' states no memory "
                            "bandwidth", g->id);
    if (in->tp > 1 && !(g->scale_up_bw_bytes_per_s > 0.0) &&
        g->pcie_gen == GS_GPU_NONE)
        return gs_error_set(err, GS_EDOMAIN, "'%s' has neither a scale-up "
                            "link nor PCIe for tensor parallelism", g->id);
    if (!isnan(in->mfu) && !(in->mfu > 0.0 && in->mfu <= 1.0))
        return gs_error_set(err, GS_EDOMAIN, "MFU must be in (0, 1], got %g",
                            in->mfu);
    if (!(c->scale_out_bw_bytes_per_s > 0.0) ||
        !(c->storage_bw_bytes_per_s > 0.0) ||
        !(c->host_mem_bw_bytes_per_s > 0.0) || !(c->dp_bucket_bytes > 0.0) ||
        !(c->grad_reduce_bytes > 0.0) || !(c->act_bytes > 0.0) ||
        !(c->fp8_cast_bytes >= 0.0))
        return gs_error_set(err, GS_EDOMAIN, "training bandwidths and sizes "
                            "must be positive");
    if (check_eff(&c->expected, err) < 0 ||
        check_eff(&c->pessimistic, err) < 0 ||
        check_eff(&c->optimistic, err) < 0)
        return -1;
    return 0;
}

/* What does not change between the three evaluations. */
struct shape {
    double mm_layers;       /* matmul params in the decoder layers (active) */
    double head_mm;         /* LM head matmul: vocab x hidden */
    double attn_fwd;        /* attention FLOPs per token, forward, all
                             * layers (model FLOPs: causal) */
    double attn_fwd_hw;     /* as executed: the full square when unfused */
    double score_elems;     /* unfused: score elements per token, all
                             * layers (heads x sequence) */
    double gemm_in_elems;   /* activation elements per token entering the
                             * layers' GEMMs (QKV and FC1: h each; the
                             * output projection: q; FC2: the FFN width),
                             * all layers */
    bool fp8;               /* the layers' GEMMs run at 8 bits */
    double wave_layers;     /* the layers' GEMMs' wave fraction
                             * (engine/gemm.h), FLOP-weighted; 1 when
                             * the GPU states no SM count */
    double wave_head;       /* the LM head's */
    double ew_elems;        /* elementwise elements per token, forward, all
                             * layers */
    double layer_frac;      /* the busiest stage's share of the layers */
    double params_gpu;      /* parameters one GPU holds before ZeRO */
    double peak;            /* dense, at the precision */
    double peak16;          /* 16-bit dense (attention) */
    double scale_up_dir;    /* per direction; PCIe when none */
    double host_bw;         /* per direction, nominal */
    bool intra_node;        /* the whole job inside one scale-up domain */
    double opt_bytes;       /* optimiser traffic per parameter */
    double recompute_layers; /* extra forward passes of the layers */
    double recompute_attn;  /* extra forward passes of attention */
    double attn_bwd_passes; /* attention backward in forwards: 2.5 fused
                             * (recomputes the scores), 2 unfused */
};

static void make_shape(const struct gs_train_input *in, struct shape *s,
                       struct gs_train_result *out)
{
    const struct gs_model *m = in->model;
    const struct gs_gpu *g = in->gpu;
    struct gs_param_counts p = gs_model_params(m);
    struct gs_layer_shape dense, moe;
    double seq = (double)in->seq_tokens, h = (double)m->hidden_size;
    double qk_dim, v_dim, layers_stage, tok, tp;
    double wave_flop = 0.0, wave_time = 0.0;
    int64_t i;
    bool c2c;

    gs_model_layer_shapes(m, &p, &dense, &moe);
    memset(s, 0, sizeof(*s));
    tok = (double)(in->micro_batch * in->seq_tokens);
    tp = (double)in->tp;
    s->head_mm = (double)m->vocab_size * h;
    s->mm_layers = p.active - p.embedding - p.lm_head - p.norms_biases -
                   p.encoder;
    if (gs_model_attn_kind(m) == GS_ATTN_MLA) {
        qk_dim = (double)(m->qk_nope_head_dim + m->qk_rope_head_dim);
        v_dim = (double)m->v_head_dim;
    } else {
        qk_dim = v_dim = (double)m->head_dim;
    }
    for (i = 0; i < m->n_layers; i++) {
        const struct gs_layer_shape *ls =
            gs_model_layer_is_moe(m, i) ? &moe : &dense;
        /* the layer's linears per GPU (in, out): QKV, the output
         * projection, FC1 (gate and up), FC2 */
        double lin[4][2] = {
            { h, (ls->q_width + ls->kv_width) / tp },
            { ls->q_width / tp, h },
            { h, (m->mlp_kind == GS_MLP_GATED ? 2.0 : 1.0) * ls->ffn_width /
                     tp },
            { ls->ffn_width / tp, h },
        };
        int j;

        for (j = 0; j < 4; j++) {
            double fl = lin[j][0] * lin[j][1];

            wave_flop += fl;
            wave_time += fl / gs_gemm_linear_frac(tok, lin[j][0], lin[j][1],
                                                  g->sm_count, 1);
        }
        double w = i < m->n_sliding_layers ?
                       (double)m->sliding_window_tokens : 0.0;
        double ffn = ls->ffn_width;

        s->attn_fwd += TR_FLOP_PER_MAC * (double)m->n_heads *
                       (qk_dim + v_dim) * mean_keys(seq, w);
        s->attn_fwd_hw += TR_FLOP_PER_MAC * (double)m->n_heads *
                          (qk_dim + v_dim) *
                          (in->attn_unfused ? seq : mean_keys(seq, w));
        s->score_elems += (double)m->n_heads * seq;
        s->gemm_in_elems += 2.0 * h + ls->q_width + ffn;
        s->ew_elems += GS_TR_EW_HIDDEN * h +
                       (m->mlp_kind == GS_MLP_GATED ? GS_TR_EW_GATED
                                                    : GS_TR_EW_PLAIN) * ffn;
    }
    s->wave_layers = wave_time > 0.0 ? wave_flop / wave_time : 1.0;
    s->wave_head = gs_gemm_linear_frac(tok, h, (double)m->vocab_size / tp,
                                       g->sm_count, 1);
    layers_stage = ceil((double)m->n_layers / (double)in->pp);
    s->layer_frac = layers_stage / (double)m->n_layers;
    s->params_gpu = p.total * s->layer_frac / (double)in->tp;
    s->peak = g->dense_flop_per_s[in->precision];
    s->fp8 = in->precision == GS_PREC_FP8;
    s->peak16 = fmax(g->dense_flop_per_s[GS_PREC_BF16],
                     g->dense_flop_per_s[GS_PREC_FP16]);
    if (!(s->peak16 > 0.0))
        s->peak16 = s->peak;
    s->host_bw = host_link_bw(g, &c2c);
    /* a consumer card's collectives go through host memory (gpu.h) */
    s->scale_up_dir = gs_gpu_tp_link_bytes_per_s(g);
    if (!(s->scale_up_dir > 0.0))
        s->scale_up_dir = s->host_bw;
    if (!(s->scale_up_dir > 0.0))
        s->scale_up_dir = gs_pcie_x16_bytes_per_s(4); /* pcie gen unknown */
    s->intra_node = g->scale_up_domain_gpus > 0 &&
                    in->tp * in->pp * in->dp <= g->scale_up_domain_gpus;
    s->opt_bytes = in->optimizer == GS_OPTIM_SGD ? GS_TR_OPT_BYTES_SGD
                   : in->optimizer == GS_OPTIM_ADAM_8BIT
                       ? GS_TR_OPT_BYTES_ADAM8 : GS_TR_OPT_BYTES_ADAM;
    s->recompute_layers = in->recompute == GS_RECOMPUTE_FULL ? 1.0 : 0.0;
    s->recompute_attn = in->recompute == GS_RECOMPUTE_NONE ? 0.0 : 1.0;
    s->attn_bwd_passes = in->attn_unfused ? TR_BWD_PASSES
                                          : GS_TR_FLASH_BWD_PASSES;

    out->matmul_params = s->mm_layers + s->head_mm;
    out->attn_flop_per_token = TR_FWD_BWD_PASSES * s->attn_fwd;
    out->model_flop_per_token =
        TR_FWD_BWD_PASSES * TR_FLOP_PER_MAC * out->matmul_params +
        out->attn_flop_per_token;
    out->hw_flop_per_token = TR_FWD_BWD_PASSES * TR_FLOP_PER_MAC *
                                 out->matmul_params +
                             (1.0 + s->attn_bwd_passes + s->recompute_attn) *
                                 s->attn_fwd_hw +
                             s->recompute_layers * TR_FLOP_PER_MAC *
                                 s->mm_layers;
    out->flop_6nd_per_token =
        TR_FWD_BWD_PASSES * TR_FLOP_PER_MAC * p.total;
    out->peak_flop_per_s = s->peak;
    out->host_link_bytes_per_s = s->host_bw;
    out->host_link_c2c = c2c;
    out->checkpoint_bytes =
        p.total * (in->optimizer == GS_OPTIM_SGD ? GS_TR_CKPT_BYTES_SGD
                   : in->optimizer == GS_OPTIM_ADAM_8BIT
                       ? GS_TR_CKPT_BYTES_ADAM8 : GS_TR_CKPT_BYTES_ADAM);
}

/* Ring collective time: `factor` x bytes / bw + latency (all-reduce:
 * factor 2(n-1)/n; all-gather, reduce-scatter: (n-1)/n). */
static double ring_s(double factor, double bytes, double bw, double lat)
{
    return factor * bytes / bw + lat;
}

/* One evaluation: the step's parts (time_s) and its length. */
static double step_time(const struct gs_train_input *in,
                        const struct shape *s, const struct gs_train_eff *e,
                        double time_s[GS_TOP_COUNT], double *overlap_frac,
                        const struct gs_trace *t)
{
    const struct gs_roofline_eff *r = &e->rf;
    const struct gs_train_consts *c = &in->consts;
    double tp = (double)in->tp, pp = (double)in->pp, dp = (double)in->dp;
    double tok = (double)(in->micro_batch * in->seq_tokens);
    double v = in->virtual_stages > 1 ? (double)in->virtual_stages : 1.0;
    double h = (double)in->model->hidden_size;
    double m_mb = (double)(in->global_batch / (in->dp * in->micro_batch));
    double gemm, head, attn, ew_bytes, t_gemm, t_attn, t_ew, t_tp = 0.0;
    double t_pp = 0.0, t_mb, t_bwd, dp_bw, grad_bytes, t_dp = 0.0;
    double t_dp_exp = 0.0, t_gather = 0.0, t_gather_exp = 0.0, bucket_s;
    double ov, upd_params, t_opt, t_off = 0.0, host = s->host_bw *
                                                 e->host_link_frac;
    double total, bwd_frac = e->attn_bwd_frac > 0.0
                                 ? e->attn_bwd_frac
                                 : r->attention_frac * GS_TR_ATTN_BWD_RATIO;

    memset(time_s, 0, sizeof(double) * GS_TOP_COUNT);
    gemm = tok * TR_FLOP_PER_MAC *
           (TR_FWD_BWD_PASSES + s->recompute_layers) * s->mm_layers *
           s->layer_frac / tp;
    head = tok * TR_FLOP_PER_MAC * TR_FWD_BWD_PASSES * s->head_mm / tp;
    attn = tok * (1.0 + s->attn_bwd_passes + s->recompute_attn) *
           s->attn_fwd_hw * s->layer_frac / tp;
    ew_bytes = tok * c->act_bytes * s->ew_elems * s->layer_frac *
                   (1.0 + GS_TR_EW_BWD + s->recompute_layers) / tp +
               tok * GS_TR_LOSS_BYTES_PER_VOCAB *
                   (double)in->model->vocab_size / tp;
    /* the LM head stays 16-bit in fp8 training (Transformer Engine
     * converts only the transformer layers' linears) */
    t_gemm = gemm / (s->peak * r->matmul_frac * s->wave_layers) +
             head / ((s->fp8 ? s->peak16 : s->peak) * r->matmul_frac *
                     s->wave_head);
    /* fp8: every GEMM input is cast to 8 bits with a transposed copy, in
     * the forward (activations) and the backward (output gradients) */
    if (s->fp8)
        ew_bytes += tok * s->gemm_in_elems * s->layer_frac / tp *
                    (c->fp8_cast_bytes > 0.0 ? c->fp8_cast_bytes
                                             : GS_TR_FP8_CAST_BYTES) *
                    (2.0 + s->recompute_layers);
    /* the weight gradients accumulate into fp32 buffers, read and
     * written once per micro-batch (ZeRO-3 reduce-scatters each
     * micro-batch's and accumulates only its shard) */
    ew_bytes += s->params_gpu / (in->zero_stage >= 3 ? dp : 1.0) *
                GS_TR_GRAD_ACCUM_BYTES;
    if (in->attn_unfused) {
        /* batched GEMMs at the matmul fraction, plus the scores' HBM
         * traffic */
        double score_bytes =
            tok * s->score_elems * s->layer_frac *
            (GS_TR_UNFUSED_FWD_BYTES + GS_TR_UNFUSED_BWD_BYTES +
             s->recompute_attn * GS_TR_UNFUSED_FWD_BYTES) / tp;

        t_attn = attn / (s->peak16 * r->matmul_frac) +
                 score_bytes / (in->gpu->mem_bw_bytes_per_s * r->mem_bw_frac);
    } else {
        /* forward (and its recompute) at the forward fraction, the
         * backward's 2.5 forwards at the backward's */
        double fwd = tok * s->attn_fwd_hw * s->layer_frac / tp;

        t_attn = fwd * (1.0 + s->recompute_attn) /
                     (s->peak16 * r->attention_frac) +
                 fwd * s->attn_bwd_passes / (s->peak16 * bwd_frac);
    }
    t_ew = ew_bytes / (in->gpu->mem_bw_bytes_per_s * r->mem_bw_frac);
    trace(t, "gemm_s (per micro-batch)", "s", t_gemm,
          "%g tokens x 2 x ((3 + %g) x %.4g layer params x %.4g of the "
          "layers / (%.4g FLOP/s x %.3f matmul x %.3f waves) + 3 x %.4g "
          "head / (%.4g FLOP/s x %.3f x %.3f waves)) / tp %g",
          tok, s->recompute_layers, s->mm_layers, s->layer_frac, s->peak,
          r->matmul_frac, s->wave_layers, s->head_mm,
          s->fp8 ? s->peak16 : s->peak, r->matmul_frac, s->wave_head, tp);
    trace(t, "attention_s (per micro-batch)", "s", t_attn,
          "%g tokens x (1 + %g + bwd %g) x %.4g FLOP/token fwd x %.4g / "
          "tp %g / (%.4g FLOP/s x %.3f fwd, %.3f bwd)%s", tok,
          s->recompute_attn, s->attn_bwd_passes, s->attn_fwd_hw,
          s->layer_frac, tp, s->peak16,
          in->attn_unfused ? r->matmul_frac : r->attention_frac,
          in->attn_unfused ? r->matmul_frac : bwd_frac,
          in->attn_unfused ? " + the scores' HBM traffic (unfused)" : "");
    trace(t, "elementwise_s (per micro-batch)", "s", t_ew,
          "%.4g bytes (norms, residuals, activation, loss) / (%.4g B/s x "
          "%.3f)", ew_bytes, in->gpu->mem_bw_bytes_per_s, r->mem_bw_frac);
    if (in->tp > 1) {
        double n_ar = TR_TP_AR_PER_LAYER_PASS * (2.0 + s->recompute_layers) *
                      s->layer_frac * (double)in->model->n_layers;
        double bytes = tok * h * c->act_bytes;

        t_tp = n_ar * ring_s(2.0 * (tp - 1.0) / tp, bytes,
                             s->scale_up_dir * r->allreduce_bus_frac,
                             r->allreduce_latency_s);
        trace(t, "tp_comm_s (per micro-batch)", "s", t_tp,
              "%g all-reduces x (2(tp-1)/tp x %.4g bytes / (%.4g B/s x "
              "%.2f) + %.3g s)", n_ar, bytes, s->scale_up_dir,
              r->allreduce_bus_frac, r->allreduce_latency_s);
    }
    if (in->pp > 1) {
        double bytes = tok * h * c->act_bytes / tp;
        double bw = in->tp * in->pp <= in->gpu->scale_up_domain_gpus
                        ? s->scale_up_dir * r->allreduce_bus_frac
                        : c->scale_out_bw_bytes_per_s * e->net_bus_frac;

        t_pp = TR_PP_SENDS * v * (bytes / bw + r->p2p_latency_s);
        trace(t, "pp_comm_s (per micro-batch)", "s", t_pp,
              "2 sends x %g chunks x (%.4g bytes / %.4g B/s + %.3g s)", v,
              bytes, bw, r->p2p_latency_s);
    }
    t_mb = t_gemm + t_attn + t_ew + t_tp + t_pp;
    time_s[GS_TOP_GEMM] = m_mb * t_gemm;
    time_s[GS_TOP_ATTENTION] = m_mb * t_attn;
    time_s[GS_TOP_ELEMENTWISE] = m_mb * t_ew;
    time_s[GS_TOP_TP_COMM] = m_mb * t_tp;
    time_s[GS_TOP_PP_COMM] = m_mb * t_pp;
    time_s[GS_TOP_BUBBLE] = (pp - 1.0) / v * t_mb;
    trace(t, "bubble_s", "s", time_s[GS_TOP_BUBBLE],
          "(pp %g - 1) / %g chunks x %.4g s per micro-batch (1F1B, %g "
          "micro-batches)", pp, v, t_mb, m_mb);

    /* data parallelism: the gradient reduce after the last backward */
    dp_bw = s->intra_node ? s->scale_up_dir * r->allreduce_bus_frac
                          : c->scale_out_bw_bytes_per_s * e->net_bus_frac;
    grad_bytes = s->params_gpu * c->grad_reduce_bytes;
    t_bwd = (t_gemm + t_attn) * TR_FLOP_PER_MAC /
            (TR_FWD_BWD_PASSES + s->recompute_layers);
    *overlap_frac = 0.0;
    ov = c->dp_overlap_zero3_only && in->zero_stage < 3 ? 0.0
                                                         : e->dp_overlap;
    if (in->dp > 1) {
        double f = in->zero_stage >= 3 ? (dp - 1.0) / dp
                                       : 2.0 * (dp - 1.0) / dp;

        t_dp = ring_s(f, grad_bytes, dp_bw, r->allreduce_latency_s);
        bucket_s = ring_s(f, fmin(grad_bytes, c->dp_bucket_bytes), dp_bw,
                          r->allreduce_latency_s);
        t_dp_exp = (1.0 - ov) * t_dp +
                   ov * (bucket_s + fmax(0.0, t_dp - t_bwd));
        t_dp_exp = fmin(t_dp_exp, t_dp);
        if (in->zero_stage >= 3) {
            /* parameter gathers, prefetched under the micro-batches.
             * They share the GPU's link with the reduce-scatter and the
             * same compute hides both: what the link carries beyond all
             * the micro-batches' compute is exposed, at least the
             * reduce's own excess over the last backward. */
            double dp_only = fmax(0.0, t_dp - t_bwd);
            double shared;

            t_gather = TR_ZERO3_GATHERS * m_mb *
                       ring_s((dp - 1.0) / dp, s->params_gpu * c->act_bytes,
                              dp_bw, r->allreduce_latency_s);
            shared = fmax(0.0, t_gather + t_dp - m_mb * t_mb);
            t_gather_exp = (1.0 - ov) * t_gather +
                           ov * (fmax(dp_only, shared) - dp_only);
        }
        *overlap_frac = 1.0 - (t_dp_exp + t_gather_exp) / (t_dp + t_gather);
        trace(t, "dp_comm_s", "s", t_dp_exp + t_gather_exp,
              "reduce %.4g s (%s x %.4g bytes / %.4g B/s, %s) exposed %.4g s "
              "(overlap %.2f, last %.4g-byte bucket and any excess over the "
              "%.4g s backward) + ZeRO-3 gathers %.4g s exposed %.4g s",
              t_dp, in->zero_stage >= 3 ? "(dp-1)/dp" : "2(dp-1)/dp",
              grad_bytes, dp_bw, s->intra_node ? "scale-up" : "scale-out",
              t_dp_exp, ov, c->dp_bucket_bytes, t_bwd, t_gather,
              t_gather_exp);
    }
    time_s[GS_TOP_DP_COMM] = t_dp_exp + t_gather_exp;

    /* the optimiser step and host traffic */
    upd_params = s->params_gpu / (in->zero_stage >= 1 ? dp : 1.0);
    if (in->offload == GS_OFFLOAD_NONE) {
        t_opt = upd_params * s->opt_bytes /
                (in->gpu->mem_bw_bytes_per_s * r->mem_bw_frac);
    } else {
        t_opt = upd_params * s->opt_bytes / c->host_mem_bw_bytes_per_s;
        /* 16-bit gradients down, 16-bit weights up (each direction) */
        t_off = upd_params * c->act_bytes / host;
        if (in->offload == GS_OFFLOAD_PARAMS)
            t_off += TR_ZERO3_GATHERS * m_mb * upd_params * c->act_bytes /
                     host;
        trace(t, "offload_s", "s", t_off,
              "%.4g params x %g bytes (x %g micro-batch fetches for params) "
              "/ (%.4g B/s %s x %.2f)", upd_params, c->act_bytes,
              in->offload == GS_OFFLOAD_PARAMS ? 1.0 + 2.0 * m_mb : 1.0,
              s->host_bw, s->host_bw == GS_TR_C2C_BW ? "NVLink-C2C" : "PCIe",
              e->host_link_frac);
    }
    trace(t, "optimizer_s", "s", t_opt, "%.4g params x %g bytes / %.4g B/s",
          upd_params, s->opt_bytes,
          in->offload == GS_OFFLOAD_NONE
              ? in->gpu->mem_bw_bytes_per_s * r->mem_bw_frac
              : c->host_mem_bw_bytes_per_s);
    time_s[GS_TOP_OPTIMIZER] = t_opt;
    time_s[GS_TOP_OFFLOAD] = t_off;
    total = (m_mb + (pp - 1.0) / v) * t_mb + time_s[GS_TOP_DP_COMM] + t_opt +
            t_off;
    trace(t, "step_s", "s", total,
          "(%g micro-batches + (pp %g - 1) / %g) x %.4g s + dp %.4g s + "
          "optimizer %.4g s + offload %.4g s", m_mb, pp, v, t_mb,
          time_s[GS_TOP_DP_COMM], t_opt, t_off);
    return total;
}

/* Days, goodput and the rest from a step time. */
static int metrics(const struct gs_train_input *in,
                   const struct gs_train_result *res, double step_s,
                   const struct gs_train_eff *e, struct gs_train_metrics *o,
                   const struct gs_trace *t, struct gs_error *err)
{
    double n = (double)res->n_gpus, tau, d, lost_per, denom;

    memset(o, 0, sizeof(*o));
    o->step_s = step_s;
    o->tokens_per_s = res->tokens_per_step / step_s;
    o->mfu = o->tokens_per_s * res->model_flop_per_token /
             (n * res->peak_flop_per_s);
    o->compute_s = in->tokens / o->tokens_per_s;
    d = o->checkpoint_write_s =
        res->checkpoint_bytes / in->consts.storage_bw_bytes_per_s;
    if (e->failure_per_gpu_h > 0.0) {
        o->mtbf_s = GS_SECONDS_PER_HOUR / (e->failure_per_gpu_h * n);
        tau = o->checkpoint_interval_s = gs_train_daly_interval(d, o->mtbf_s);
        lost_per = (tau + d) / 2.0 + e->restart_s;
        denom = 1.0 - lost_per / o->mtbf_s;
        if (!(denom > 0.0))
            return gs_error_set(err, GS_EDOMAIN, "failures come faster "
                                "(every %.0f s) than a checkpoint interval "
                                "and a restart take (%.0f s): the job "
                                "never finishes", o->mtbf_s, lost_per);
        o->wall_s = o->compute_s * (1.0 + d / tau) / denom;
        o->interruptions = o->wall_s / o->mtbf_s;
        o->lost_s = o->interruptions * lost_per;
    } else {
        /* no failures: one checkpoint at the end */
        o->checkpoint_interval_s = o->compute_s;
        o->wall_s = o->compute_s + d;
    }
    o->goodput = o->compute_s / o->wall_s;
    o->days = o->wall_s / TR_SECONDS_PER_DAY;
    o->gpu_hours = o->wall_s * n / GS_SECONDS_PER_HOUR;
    trace(t, "mfu", "", o->mfu,
          "%.4g tokens/s x %.4g FLOP/token / (%g GPUs x %.4g FLOP/s)",
          o->tokens_per_s, res->model_flop_per_token, n,
          res->peak_flop_per_s);
    trace(t, "checkpoint_write_s", "s", d, "%.4g bytes / %.4g B/s",
          res->checkpoint_bytes, in->consts.storage_bw_bytes_per_s);
    trace(t, "mtbf_s", "s", o->mtbf_s, "3600 / (%.4g per GPU-hour x %g GPUs)",
          e->failure_per_gpu_h, n);
    trace(t, "checkpoint_interval_s", "s", o->checkpoint_interval_s,
          "Daly: sqrt(2 x %.4g x %.4g) x (1 + sqrt(d/2M)/3 + d/18M) - d",
          d, o->mtbf_s);
    trace(t, "wall_s", "s", o->wall_s,
          "%.4g s x (1 + d/tau) / (1 - ((tau + d)/2 + restart %.0f s) / "
          "MTBF)", o->compute_s, e->restart_s);
    trace(t, "goodput", "", o->goodput, "%.4g s computing / %.4g s wall",
          o->compute_s, o->wall_s);
    return 0;
}

static void minmax(struct gs_train_metrics *lo, struct gs_train_metrics *hi,
                   const struct gs_train_metrics *v)
{
    const double *src = (const double *)v;
    double *a = (double *)lo, *b = (double *)hi;
    size_t i, n = sizeof(*v) / sizeof(double);

    for (i = 0; i < n; i++) {
        a[i] = fmin(a[i], src[i]);
        b[i] = fmax(b[i], src[i]);
    }
}

int gs_train_estimate(const struct gs_train_input *in,
                      struct gs_train_result *out,
                      const struct gs_trace *trace_fn, struct gs_error *err)
{
    const struct gs_train_eff *evals[3];
    double parts[GS_TOP_COUNT], ov, step[3];
    struct gs_train_metrics mt[3];
    struct shape s;
    int k;

    memset(out, 0, sizeof(*out));
    if (check_input(in, err) < 0)
        return -1;
    evals[0] = &in->consts.expected;
    evals[1] = &in->consts.pessimistic;
    evals[2] = &in->consts.optimistic;
    make_shape(in, &s, out);
    out->n_gpus = in->tp * in->pp * in->dp;
    out->n_micro = in->global_batch / (in->dp * in->micro_batch);
    out->tokens_per_step = (double)in->global_batch * (double)in->seq_tokens;
    out->steps = in->tokens / out->tokens_per_step;
    out->bubble_frac =
        (double)(in->pp - 1) /
        ((in->virtual_stages > 1 ? (double)in->virtual_stages : 1.0) *
             (double)out->n_micro + (double)(in->pp - 1));
    out->min_s = in->tokens * out->model_flop_per_token /
                 ((double)out->n_gpus * out->peak_flop_per_s);
    out->min_6nd_s = in->tokens * out->flop_6nd_per_token /
                     ((double)out->n_gpus * out->peak_flop_per_s);
    trace(trace_fn, "model_flop_per_token", "FLOP",
          out->model_flop_per_token,
          "6 x %.4g matmul params + attention 3 x %.4g (causal, sequence "
          "%lld)", out->matmul_params, s.attn_fwd,
          (long long)in->seq_tokens);
    for (k = 0; k < 3; k++) {
        step[k] = step_time(in, &s, evals[k], k == 0 ? out->time_s : parts,
                            k == 0 ? &out->dp_overlap_frac : &ov,
                            k == 0 ? trace_fn : NULL);
        if (!isnan(in->mfu))
            step[k] = out->tokens_per_step * out->model_flop_per_token /
                      (in->mfu * (double)out->n_gpus * out->peak_flop_per_s);
        if (metrics(in, out, step[k], evals[k], &mt[k],
                    k == 0 ? trace_fn : NULL, err) < 0)
            return -1;
    }
    out->expected = out->low = out->high = mt[0];
    minmax(&out->low, &out->high, &mt[1]);
    minmax(&out->low, &out->high, &mt[2]);
    return 0;
}
