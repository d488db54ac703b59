/*
 * The cost question, settled: flags over the workload file over sourced
 * defaults (cost_defaults.h, defaults.h); src/plan/question.h has the
 * contract.  Moved from src/cli/cost_question.c.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cost_defaults.h"
#include "defaults.h"
#include "price.h"
#include "question.h"
#include "train_defaults.h"
#include "units.h"
#include "banned.h"

/* The accounting period of a realtime service without --period-hours:
 * one month. */
#define COST_DEFAULT_PERIOD_HOURS GS_CQ_HOURS_PER_MONTH

static double pick_f(double flag, double file, double def)
{
    if (!gs_unset_f64(flag))
        return flag;
    if (!gs_unset_f64(file))
        return file;
    return def;
}

static int64_t pick_i(int64_t flag, int64_t file, int64_t def)
{
    if (!gs_unset_i64(flag))
        return flag;
    if (!gs_unset_i64(file))
        return file;
    return def;
}

static double term_of(const struct gs_workload_file *w,
                      enum gs_workload_cost_term t,
                      bool serving, double period_hours)
{
    double m = w->costs.usd_per_month[t], r = w->costs.usd_per_run[t];
    double months = period_hours / GS_CQ_HOURS_PER_MONTH;
    double v = 0.0;

    /* serving states terms per month; a per-run figure is spread over
     * the period, and a job's per-month figure counts for its months */
    if (serving) {
        v += gs_unset_f64(m) ? 0.0 : m;
        v += gs_unset_f64(r) ? 0.0 : r / months;
    } else {
        v += gs_unset_f64(r) ? 0.0 : r;
        v += gs_unset_f64(m) ? 0.0 : m * months;
    }
    return v;
}

/* A `measured` entry's figures replace the question's (and those of an
 * entry applied before). */
void gs_question_apply_measured(struct gs_cost_question *q,
                                const struct gs_workload_measured *m,
                                const char *source)
{
    int64_t n = gs_unset_i64(m->gpu_count) ? 1 : m->gpu_count;

    q->measured_tokens_per_s_per_gpu = GS_UNSET_F64;
    q->measured_mfu = NAN;
    q->measured_assets_per_hour = GS_UNSET_F64;
    if (!gs_unset_f64(m->tokens_per_s_per_gpu))
        q->measured_tokens_per_s_per_gpu = m->tokens_per_s_per_gpu;
    else if (!gs_unset_f64(m->tokens_per_s))
        q->measured_tokens_per_s_per_gpu = m->tokens_per_s / (double)n;
    if (!gs_unset_f64(m->mfu))
        q->measured_mfu = m->mfu;
    q->measured_assets_per_gpu = !gs_unset_f64(m->assets_per_s_per_gpu);
    if (q->measured_assets_per_gpu)
        q->measured_assets_per_hour = m->assets_per_s_per_gpu *
                                      GS_SECONDS_PER_HOUR;
    q->measured_source = source;
    q->measured_ttft_p99_s = m->ttft_s;
    q->measured_itl_p99_s = m->itl_s;
}

/* q->kv_dtype from `text` (the flag's, else the file's; NULL: none, the
 * weight format's default): the format's enum, once; an unknown name is
 * GS_EUSAGE (the option's choice list and the loader let none through). */
static int settle_kv_dtype(struct gs_cost_question *q, const char *text,
                           struct gs_error *err)
{
    int d;

    q->kv_dtype_text = text;
    q->kv_dtype = GS_DTYPE_UNSET;
    if (!text)
        return 0;
    if ((d = gs_dtype_find(text)) < 0)
        return gs_error_set(err, GS_EUSAGE, "unknown KV-cache format '%s' "
                            "(fp32, bf16, fp16, fp8, int8)", text);
    q->kv_dtype = (enum gs_dtype)d;
    return 0;
}

/* q->formats from q->precision_text (one format or a comma list) or the
 * file's list `l` (NULL or empty: none); an unknown name is GS_EUSAGE. */
static int settle_formats(struct gs_cost_question *q,
                          const struct gs_name_list *l, struct gs_error *err)
{
    const char *p = q->precision_text;
    size_t i;

    q->n_formats = 0;
    for (i = 0; l && i < l->n && q->n_formats < GS_CQ_MAX_FORMATS; i++) {
        int d = gs_dtype_find(l->items[i]);

        if (d >= 0)     /* the loader checked the names */
            q->formats[q->n_formats++] = (enum gs_dtype)d;
    }
    if (q->n_formats || !p || strcmp(p, "auto") == 0)
        return 0;
    while (*p) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char name[16];
        int d = -1;

        if (len > 0 && len < sizeof(name)) {
            memcpy(name, p, len);
            name[len] = '\0';
            d = gs_dtype_find(name);
        }
        if (d < 0)
            return gs_error_set(err, GS_EUSAGE, "unknown weight format "
                                "'%.*s' (fp32, bf16, fp16, fp8, int8, int4, "
                                "nf4, mxfp4, fp4 or nvfp4, fp6 or mxfp6)",
                                (int)len, p);
        if (q->n_formats == GS_CQ_MAX_FORMATS)
            return gs_error_set(err, GS_EUSAGE, "--precision: at most %d "
                                "formats", GS_CQ_MAX_FORMATS);
        q->formats[q->n_formats++] = (enum gs_dtype)d;
        p += len + (end ? 1 : 0);
    }
    return 0;
}

/* Training's GEMM precision for the text p[0 .. len) (`flag`: the
 * --precision flag gave it), into q->train_precisions. */
static int add_train_precision(struct gs_cost_question *q, const char *p,
                               size_t len, bool flag, struct gs_error *err)
{
    char name[16];
    int k = -1;

    if (len > 0 && len < sizeof(name)) {
        memcpy(name, p, len);
        name[len] = '\0';
        k = gs_precision_find(name);
    }
    if (k < 0)
        return gs_error_set(err, GS_EUSAGE, "%sunknown training precision "
                            "'%.*s' (bf16, fp16, fp8, fp32)",
                            flag ? "--precision: " : "", (int)len, p);
    if (q->n_train_precisions == GS_CQ_MAX_FORMATS)
        return gs_error_set(err, GS_EUSAGE, "--precision: at most %d "
                            "precisions", GS_CQ_MAX_FORMATS);
    q->train_precisions[q->n_train_precisions++] = (enum gs_precision)k;
    return 0;
}

/* q->train_precisions from the flag (one or a comma list), else the
 * file's list `l`, else bf16. */
static int settle_train_precisions(struct gs_cost_question *q, bool flag,
                                   const struct gs_name_list *l,
                                   struct gs_error *err)
{
    const char *p = q->precision_text;
    size_t i;

    q->n_train_precisions = 0;
    for (i = 0; !flag && l && i < l->n; i++)
        if (add_train_precision(q, l->items[i], strlen(l->items[i]), false,
                                err) < 0)
            return -1;
    while (flag && p && *p) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);

        if (add_train_precision(q, p, len, true, err) < 0)
            return -1;
        p += len + (end ? 1 : 0);
    }
    if (q->n_train_precisions == 0 && !flag && p &&
        add_train_precision(q, p, strlen(p), false, err) < 0)
        return -1;
    if (q->n_train_precisions == 0)
        q->train_precisions[q->n_train_precisions++] = GS_PREC_BF16;
    return 0;
}

size_t gs_cost_question_formats(const struct gs_cost_question *q,
                                const struct gs_model *m, enum gs_dtype *out,
                                size_t max)
{
    size_t i, n = 0;

    for (i = 0; i < q->n_formats && n < max; i++)
        out[n++] = q->formats[i];
    if (n == 0)
        out[n++] = m && m->shipped_weight_dtype != GS_DTYPE_UNSET
                       ? m->shipped_weight_dtype : GS_DTYPE_BF16;
    return n;
}

/* --spec-decode's "mtp:<k>": k into *k; -1 with GS_EUSAGE otherwise. */
static int parse_mtp(const char *p, int64_t *k, struct gs_error *err)
{
    int64_t v = 0;
    size_t i;

    if (strncmp(p, "mtp:", 4) != 0 || !p[4])
        goto bad;
    for (i = 4; p[i]; i++) {
        if (p[i] < '0' || p[i] > '9' || v > GS_PERF_MAX_DRAFT_TOKENS)
            goto bad;
        v = v * 10 + (p[i] - '0');
    }
    if (v < 1 || v > GS_PERF_MAX_DRAFT_TOKENS)
        goto bad;
    *k = v;
    return 0;
bad:
    return gs_error_set(err, GS_EUSAGE, "--spec-decode: expected mtp:<k>, k "
                        "from 1 to %d, got '%s'", GS_PERF_MAX_DRAFT_TOKENS,
                        p);
}

/*
 * The serving features (docs/commands/cost.md, "Serving features"), the
 * flags over the file, checked together as gpusel perf checks them.
 */
static int settle_features(const struct gs_cost_args *a,
                           const struct gs_workload_file *w,
                           struct gs_cost_question *q, struct gs_error *err)
{
    bool flags_spec = a->spec_decode || a->draft_model ||
                      !gs_unset_i64(a->draft_tokens);
    const char *kvo;

    /* speculative decoding: the flags replace the file's as a whole */
    if (a->spec_decode && a->draft_model)
        return gs_error_set(err, GS_EUSAGE, "--spec-decode and "
                            "--draft-model are exclusive");
    if (a->spec_decode) {
        if (parse_mtp(a->spec_decode, &q->mtp_draft_tokens, err) < 0)
            return -1;
        if (!gs_unset_i64(a->draft_tokens))
            return gs_error_set(err, GS_EUSAGE, "--draft-tokens goes with "
                                "--draft-model (mtp:<k> names k)");
    } else if (a->draft_model) {
        if (gs_unset_i64(a->draft_tokens))
            return gs_error_set(err, GS_EUSAGE, "--draft-model needs "
                                "--draft-tokens");
        q->draft_model_name = a->draft_model;
        q->mtp_draft_tokens = a->draft_tokens;
    } else if (!gs_unset_i64(a->draft_tokens)) {
        return gs_error_set(err, GS_EUSAGE, "--draft-tokens needs "
                            "--draft-model");
    } else if (!gs_unset_i64(w->mtp_draft_tokens)) {
        q->mtp_draft_tokens = w->mtp_draft_tokens;
        q->draft_model_name = w->draft_model;
    }
    q->acceptance_length = !gs_unset_f64(a->acceptance_length)
                               ? a->acceptance_length
                           : !flags_spec && !gs_unset_f64(w->acceptance_length)
                               ? w->acceptance_length : 0.0;
    if (q->mtp_draft_tokens > 0 && !(q->acceptance_length > 0.0))
        return gs_error_set(err, GS_EUSAGE, "speculative decoding needs "
                            "--acceptance-length (the measured mean tokens "
                            "per verify step)");
    if (q->mtp_draft_tokens == 0 && q->acceptance_length > 0.0)
        return gs_error_set(err, GS_EUSAGE, "--acceptance-length needs "
                            "--spec-decode or --draft-model");
    if (q->mtp_draft_tokens > 0 &&
        (q->acceptance_length < 1.0 ||
         q->acceptance_length > (double)q->mtp_draft_tokens + 1.0))
        return gs_error_set(err, GS_EUSAGE, "the acceptance length %g must "
                            "be from 1 to %lld draft tokens + 1",
                            q->acceptance_length,
                            (long long)q->mtp_draft_tokens);
    /* expert parallelism */
    q->ep = !gs_unset_i64(a->ep) ? a->ep : w->ep;
    q->attention_dp = a->attention_dp ||
                      (gs_unset_i64(a->ep) && w->attention_dp == 1);
    if (q->attention_dp && (gs_unset_i64(q->ep) || q->ep < 2))
        return gs_error_set(err, GS_EUSAGE, "--attention-dp needs --ep 2 or "
                            "more");
    /* KV offload */
    kvo = a->kv_offload ? a->kv_offload : w->kv_offload;
    if (kvo && strcmp(kvo, "host") == 0) {
        q->kv_offload_host_bytes = !gs_unset_f64(a->host_memory_bytes)
                                       ? a->host_memory_bytes
                                   : !gs_unset_f64(w->host_memory_gb)
                                       ? w->host_memory_gb * GS_BYTES_PER_GB
                                       : 0.0;
        if (!(q->kv_offload_host_bytes > 0.0))
            return gs_error_set(err, GS_EUSAGE, "--kv-offload host needs "
                                "--host-memory (host memory per GPU for the "
                                "KV tier, e.g. 200GB; the file's "
                                "host_memory_gb)");
    } else if (!gs_unset_f64(a->host_memory_bytes)) {
        return gs_error_set(err, GS_EUSAGE, "--host-memory goes with "
                            "--kv-offload host");
    }
    /* disaggregation */
    q->disagg = a->disagg || w->disagg == 1;
    q->prefill_gpus = !gs_unset_i64(a->prefill_gpus) ? a->prefill_gpus
                                                      : w->prefill_gpus;
    q->decode_gpus = !gs_unset_i64(a->decode_gpus) ? a->decode_gpus
                                                    : w->decode_gpus;
    if (!q->disagg && (!gs_unset_i64(q->prefill_gpus) ||
                       !gs_unset_i64(q->decode_gpus) || a->prefill_gpu))
        return gs_error_set(err, GS_EUSAGE, "--prefill-gpus, --decode-gpus "
                            "and --prefill-gpu go with --disagg");
    if (gs_unset_i64(q->prefill_gpus) != gs_unset_i64(q->decode_gpus))
        return gs_error_set(err, GS_EUSAGE, "--prefill-gpus and "
                            "--decode-gpus go together (or neither: rank "
                            "sizes the pools)");
    if (q->disagg && q->kind != GS_WKIND_REALTIME &&
        q->kind != GS_WKIND_BATCH)
        return gs_error_set(err, GS_EUSAGE, "--disagg applies to serving "
                            "(realtime, batch), not %s",
                            gs_workload_kind_name(q->kind));
    return 0;
}

int gs_question_settle(const struct gs_cost_args *a,
                       const struct gs_workload_file *w,
                       const struct gs_gpu *g, struct gs_cost_question *q,
                       struct gs_error *err)
{
    bool serving, file = w != NULL;
    struct gs_workload_file none;
    const char *pricing;
    double tokens = NAN;
    size_t i;
    int k;

    if (!w) {
        gs_workload_file_init(&none);
        w = &none;
    }
    memset(q, 0, sizeof(*q));
    if (a->kind) {
        k = gs_workload_kind_find(a->kind);
        q->kind = (enum gs_workload_kind)(k < 0 ? 0 : k);
    } else if (file) {
        q->kind = (enum gs_workload_kind)w->kind;
    } else {
        return gs_error_set(err, GS_EUSAGE, "cost needs --workload FILE or "
                            "--kind (realtime, batch, training, finetune, "
                            "lora, qlora, media)");
    }
    q->model_name = a->model ? a->model : w->model;
    if (!q->model_name && q->kind != GS_WKIND_MEDIA)
        return gs_error_set(err, GS_EUSAGE, "cost needs --model (or 'model' "
                            "in the workload file)");
    q->precision_text = a->precision ? a->precision : w->precision;
    if (settle_kv_dtype(q, a->kv_dtype ? a->kv_dtype : w->kv_dtype,
                        err) < 0)
        return -1;
    if (!gs_workload_kind_trains(q->kind) && q->kind != GS_WKIND_MEDIA &&
        settle_formats(q, a->precision ? NULL : &w->precisions, err) < 0)
        return -1;
    if (gs_workload_kind_trains(q->kind) &&
        settle_train_precisions(q, a->precision != NULL, &w->precisions,
                                err) < 0)
        return -1;
    q->n_kv_formats = 0;
    for (i = 0; !a->kv_dtype && i < w->kv_dtypes.n &&
                q->n_kv_formats < GS_CQ_MAX_FORMATS; i++) {
        int d = gs_dtype_find(w->kv_dtypes.items[i]);

        if (d >= 0)     /* the loader checked the names */
            q->kv_formats[q->n_kv_formats++] = (enum gs_dtype)d;
    }
    q->prompt_tokens = pick_i(a->prompt_tokens, w->prompt_tokens,
                              GS_PERF_DEFAULT_PROMPT_TOKENS);
    q->output_tokens = pick_i(a->output_tokens, w->output_tokens,
                              GS_PERF_DEFAULT_OUTPUT_TOKENS);
    q->prefix_tokens = pick_i(a->prefix_tokens, w->prefix_tokens, 0);
    q->prefix_hit_rate = pick_f(a->prefix_hit_rate, w->prefix_hit_rate, 0.0);
    if ((q->prefix_hit_rate > 0.0 && q->prefix_tokens <= 0) ||
        (q->prefix_tokens > 0 && gs_unset_f64(a->prefix_hit_rate) &&
         gs_unset_f64(w->prefix_hit_rate)))
        return gs_error_set(err, GS_EUSAGE, "prefix caching needs both "
                            "--prefix-tokens and --prefix-hit-rate (or "
                            "'prefix_tokens' and 'prefix_hit_rate')");
    if (q->prefix_tokens >= q->prompt_tokens && q->prefix_tokens > 0)
        return gs_error_set(err, GS_EUSAGE, "the prefix of %lld tokens must "
                            "be shorter than the prompt of %lld",
                            (long long)q->prefix_tokens,
                            (long long)q->prompt_tokens);
    if (settle_features(a, w, q, err) < 0)
        return -1;
    q->requests_per_s = pick_f(a->requests_per_s, w->demand.requests_per_s,
                               NAN);
    q->peak_requests_per_s = pick_f(a->peak_requests_per_s,
                                    w->demand.peak_requests_per_s,
                                    q->requests_per_s);
    q->requests = pick_f(a->requests, w->demand.requests, NAN);
    q->deadline_hours = pick_f(a->deadline_hours, w->demand.deadline_hours,
                               w->targets.deadline_hours);
    if (a->tokens && gs_parse_count(a->tokens, "--tokens", "tokens", 1.0,
                                    GS_CQ_MAX_TOKENS, &tokens, err) < 0)
        return -1;
    q->tokens = pick_f(tokens, w->demand.tokens, NAN);
    q->assets = pick_f(a->assets, w->demand.assets, NAN);
    q->acceptance_rate = pick_f(a->acceptance_rate,
                                w->quality.acceptance_rate,
                                GS_COST_DEFAULT_ACCEPTANCE_RATE);
    q->retry_rate = pick_f(a->retry_rate, w->quality.retry_rate,
                           GS_COST_DEFAULT_RETRY_RATE);
    q->ttft_p99_s = pick_f(a->ttft_p99_s, w->targets.ttft_p99_s, 0.0);
    q->itl_p99_s = pick_f(a->itl_p99_s, w->targets.itl_p99_s, 0.0);
    q->tpot_mean_s = pick_f(a->tpot_mean_s, w->targets.tpot_mean_s, 0.0);
    q->prefill_chunk_tokens = pick_i(a->prefill_chunk_tokens,
                                     w->prefill_chunk_tokens, GS_UNSET_I64);
    q->prefix_hit_frac = pick_f(NAN, w->prefix_hit_frac, 0.0);
    q->period_hours = pick_f(a->period_hours, NAN, COST_DEFAULT_PERIOD_HOURS);
    if (q->acceptance_rate >= 2.0 && q->acceptance_rate <= 100.0 &&
        q->acceptance_rate == floor(q->acceptance_rate))
        return gs_error_set(err, GS_EUSAGE, "--acceptance-rate must be in "
                            "(0, 1], got %g; for %g%% write '%g%%' (or %g)",
                            q->acceptance_rate, q->acceptance_rate,
                            q->acceptance_rate, q->acceptance_rate / 100.0);
    if (!(q->acceptance_rate > 0.0 && q->acceptance_rate <= 1.0))
        return gs_error_set(err, GS_EUSAGE, "--acceptance-rate must be in "
                            "(0, 1], got %g", q->acceptance_rate);
    /* the workload file's plausible lower bounds (its loader checks the
     * file's numbers), for the options too */
    if (!gs_unset_f64(a->acceptance_rate) &&
        q->acceptance_rate < GS_WORKLOAD_MIN_ACCEPTANCE)
        return gs_error_set(err, GS_EUSAGE, "--acceptance-rate must be at "
                            "least %g (one accepted output in %.0f), got %g",
                            GS_WORKLOAD_MIN_ACCEPTANCE,
                            1.0 / GS_WORKLOAD_MIN_ACCEPTANCE,
                            q->acceptance_rate);
    if (q->retry_rate < 0.0)
        return gs_error_set(err, GS_EUSAGE, "--retry-rate must not be "
                            "negative, got %g", q->retry_rate);
    if (!gs_unset_f64(a->failed_render_rate) && a->failed_render_rate < 0.0)
        return gs_error_set(err, GS_EUSAGE, "--failed-render-rate must not "
                            "be negative, got %g", a->failed_render_rate);
    switch (q->kind) {
    case GS_WKIND_REALTIME:
        if (!(q->requests_per_s > 0.0))
            return gs_error_set(err, GS_EUSAGE, "realtime cost needs "
                                "--requests-per-s above 0");
        if (!gs_unset_f64(a->requests_per_s) &&
            q->requests_per_s < GS_WORKLOAD_MIN_PER_S)
            return gs_error_set(err, GS_EUSAGE, "--requests-per-s must be "
                                "at least %g (one request in 11.6 days), "
                                "got %g", GS_WORKLOAD_MIN_PER_S,
                                q->requests_per_s);
        if (q->peak_requests_per_s < q->requests_per_s)
            return gs_error_set(err, GS_EUSAGE, "--peak-requests-per-s %g is "
                                "below the average %g",
                                q->peak_requests_per_s, q->requests_per_s);
        break;
    case GS_WKIND_BATCH:
        if (!(q->requests > 0.0) || !(q->deadline_hours > 0.0))
            return gs_error_set(err, GS_EUSAGE, "batch cost needs "
                                "--requests and --deadline-hours above 0");
        if (!gs_unset_f64(a->deadline_hours) &&
            q->deadline_hours < GS_WORKLOAD_MIN_HOURS)
            return gs_error_set(err, GS_EUSAGE, "--deadline-hours must be "
                                "at least %g (3.6 s), got %g",
                                GS_WORKLOAD_MIN_HOURS, q->deadline_hours);
        q->period_hours = q->deadline_hours;
        q->requests_per_s = q->peak_requests_per_s =
            q->requests / (q->deadline_hours * GS_SECONDS_PER_HOUR);
        break;
    case GS_WKIND_MEDIA:
        if (q->deadline_hours > 0.0)
            q->period_hours = q->deadline_hours;
        if (!(q->assets > 0.0))
            return gs_error_set(err, GS_EUSAGE, "media cost needs --assets "
                                "above 0");
        break;
    default:
        if (!(q->tokens > 0.0))
            return gs_error_set(err, GS_EUSAGE, "%s cost needs --tokens "
                                "(e.g. 100B)", gs_workload_kind_name(q->kind));
        /* fewer tokens than one optimizer step is not a run */
        if (q->tokens < GS_TR_GLOBAL_BATCH_TOKENS)
            return gs_error_set(err, GS_EUSAGE, "%s: %.0f tokens is less "
                                "than one training step (%.0f tokens at the "
                                "default global batch); did you mean "
                                "%.0fB?", gs_workload_kind_name(q->kind),
                                q->tokens, (double)GS_TR_GLOBAL_BATCH_TOKENS,
                                q->tokens);
        break;
    }
    serving = q->kind == GS_WKIND_REALTIME;
    pricing = a->pricing ? a->pricing
              : w->constraints.pricing.n ? w->constraints.pricing.items[0]
                                         : "on-demand";
    if ((k = gs_pricing_find(pricing)) < 0)
        return gs_error_set(err, GS_EUSAGE, "unknown pricing '%s' (one of "
                            "on-demand, spot, reserved-1y, reserved-3y, "
                            "marketplace, owned)", pricing);
    q->pricing = (enum gs_pricing)k;
    q->provider = a->provider ? a->provider
                  : w->constraints.providers.n
                      ? w->constraints.providers.items[0] : NULL;
    q->region = a->region ? a->region
                : w->constraints.regions.n ? w->constraints.regions.items[0]
                                           : NULL;
#define TERM(t) term_of(w, t, serving, q->period_hours)
    q->storage_usd = pick_f(a->storage_usd, NAN, TERM(GS_COST_STORAGE));
    q->serving_stack_usd = pick_f(a->serving_stack_usd, NAN,
                                  TERM(GS_COST_SERVING_STACK));
    q->observability_usd = pick_f(a->observability_usd, NAN,
                                  TERM(GS_COST_OBSERVABILITY));
    q->network_usd = pick_f(a->network_usd, NAN, TERM(GS_COST_NETWORK));
    q->checkpoint_usd = pick_f(a->checkpoint_usd, NAN,
                               TERM(GS_COST_CHECKPOINTING));
    q->moderation_usd = TERM(GS_COST_MODERATION);
    q->queue_usd = TERM(GS_COST_QUEUE);
    q->review_usd = TERM(GS_COST_OPERATOR_REVIEW);
    q->other_usd = TERM(GS_COST_OTHER);
#undef TERM
    q->labor_hours = pick_f(a->labor_hours, w->costs.labor_hours, 0.0);
    q->labor_usd_per_hour = pick_f(a->labor_usd_per_hour,
                                   w->costs.labor_usd_per_hour,
                                   GS_COST_DEFAULT_LABOR_USD_PER_HOUR);
    /* a media file's retry rate is its renders failed or re-run */
    q->failed_render_rate = pick_f(a->failed_render_rate,
                                   q->kind == GS_WKIND_MEDIA
                                       ? w->quality.retry_rate : NAN, 0.0);
    q->moderation_usd_per_render = pick_f(a->moderation_usd_per_render, NAN,
                                          0.0);
    q->queue_overhead_frac = pick_f(a->queue_overhead_frac, NAN, 0.0);
    q->review_hours_per_asset = pick_f(a->review_hours_per_asset, NAN, 0.0);
    q->measured_tokens_per_s_per_gpu = a->tokens_per_s_per_gpu;
    q->measured_mfu = NAN;
    q->measured_ttft_p99_s = q->measured_itl_p99_s = GS_UNSET_F64;
    q->measured_util_frac = a->measured_util_frac;
    for (i = 0; g && gs_unset_f64(q->measured_util_frac) &&
                i < w->n_measured; i++)
        if (w->measured[i].gpu && strcmp(w->measured[i].gpu, g->id) == 0)
            q->measured_util_frac = w->measured[i].util_frac;
    if (!gs_unset_f64(q->measured_util_frac) &&
        q->kind != GS_WKIND_REALTIME && q->kind != GS_WKIND_BATCH)
        return gs_error_set(err, GS_EUSAGE, "a measured utilisation "
                            "applies to serving (realtime, batch), not %s",
                            gs_workload_kind_name(q->kind));
    q->measured_assets_per_hour = a->assets_per_hour;
    if (!gs_unset_f64(a->tokens_per_s_per_gpu))
        q->measured_source = "measured (--tokens-per-s-per-gpu)";
    if (!gs_unset_f64(a->assets_per_hour))
        q->measured_source = "measured (--assets-per-hour)";
    for (i = 0; g && i < w->n_measured; i++) {
        const struct gs_workload_measured *m = &w->measured[i];

        if (!m->gpu || strcmp(m->gpu, g->id) != 0 || q->measured_source)
            continue;
        /* an entry with only a util_frac measures no throughput */
        if (gs_unset_f64(m->tokens_per_s_per_gpu) &&
            gs_unset_f64(m->tokens_per_s) && gs_unset_f64(m->mfu) &&
            gs_unset_f64(m->assets_per_s_per_gpu))
            continue;
        gs_question_apply_measured(q, m, "measured (the workload file's 'measured')");
    }
    return 0;
}

void gs_candidate_args_unset(struct gs_cost_args *a)
{
    memset(a, 0, sizeof(*a));
    a->n_gpus = a->prompt_tokens = a->output_tokens = GS_UNSET_I64;
    a->prefill_chunk_tokens = GS_UNSET_I64;
    a->tpot_mean_s = GS_UNSET_F64;
    a->requests_per_s = a->peak_requests_per_s = GS_UNSET_F64;
    a->requests = a->deadline_hours = GS_UNSET_F64;
    a->assets = a->acceptance_rate = a->retry_rate = GS_UNSET_F64;
    a->ttft_p99_s = a->itl_p99_s = a->period_hours = GS_UNSET_F64;
    a->mfu = a->tokens_per_s_per_gpu = a->assets_per_hour = GS_UNSET_F64;
    a->storage_usd = a->serving_stack_usd = GS_UNSET_F64;
    a->observability_usd = a->network_usd = GS_UNSET_F64;
    a->checkpoint_usd = a->labor_hours = GS_UNSET_F64;
    a->labor_usd_per_hour = a->failed_render_rate = GS_UNSET_F64;
    a->moderation_usd_per_render = a->queue_overhead_frac = GS_UNSET_F64;
    a->review_hours_per_asset = GS_UNSET_F64;
    a->purchase_usd = a->amortisation_years = GS_UNSET_F64;
    a->usd_per_kwh = a->pue = a->interruptions_per_hour = GS_UNSET_F64;
    a->measured_util_frac = GS_UNSET_F64;
    a->reserved_reuse_frac = GS_UNSET_F64;
    a->prefix_tokens = GS_UNSET_I64;
    a->prefix_hit_rate = GS_UNSET_F64;
    a->draft_tokens = a->ep = GS_UNSET_I64;
    a->prefill_gpus = a->decode_gpus = GS_UNSET_I64;
    a->acceptance_length = a->host_memory_bytes = GS_UNSET_F64;
}
