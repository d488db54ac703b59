/*
 * Launch lines (emit.h): the command that serves a model with the layout
 * gpusel chose.  Flag names per engine release are cited in
 * docs/methodology.md, section 7, "Launch lines".
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "emit.h"
#include "banned.h"

/* Appends to a fixed buffer; `over` records truncation. */
struct line {
    char *buf;
    size_t size, len;
    bool over;
};

GS_PRINTF(2, 3) static void add(struct line *l, const char *fmt, ...)
{
    va_list ap;
    int n;

    if (l->over)
        return;
    va_start(ap, fmt);
    n = vsnprintf(l->buf + l->len, l->size - l->len, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= l->size - l->len) {
        l->over = true;
        return;
    }
    l->len += (size_t)n;
}

const char *gs_emit_model_ref(const struct gs_model *m)
{
    size_t i;

    for (i = 0; i < m->n_aliases; i++)
        if (strchr(m->aliases[i], '/'))
            return m->aliases[i];
    return m->id;
}

/* Whether a model reference needs quoting for a POSIX shell. */
static bool shell_safe(const char *s)
{
    for (; *s; s++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                    "0123456789/._-:+=@,", *s))
            return false;
    return true;
}

static void add_ref(struct line *l, const char *ref)
{
    const char *p;

    if (shell_safe(ref)) {
        add(l, "%s", ref);
        return;
    }
    add(l, "'");
    for (p = ref; *p; p++)
        add(l, *p == '\'' ? "'\\''" : "%c", *p);
    add(l, "'");
}

/*
 * Weights: the checkpoint's own format needs no flag; fp8 asked of a
 * 16-bit checkpoint is on-line quantisation in vLLM and SGLang
 * (--quantization fp8); any other format needs a checkpoint already in
 * it.
 */
static int weights_flag(enum gs_serving_engine e, const struct gs_model *m,
                        const struct gs_workload *w, const char **flag,
                        struct gs_error *err)
{
    enum gs_dtype shipped = m->shipped_weight_dtype;
    bool sixteen = shipped == GS_DTYPE_UNSET || shipped == GS_DTYPE_BF16 ||
                   shipped == GS_DTYPE_FP16;

    *flag = NULL;
    if (w->weight_dtype == shipped ||
        (sixteen && (w->weight_dtype == GS_DTYPE_BF16 ||
                     w->weight_dtype == GS_DTYPE_FP16)))
        return 0;
    if (sixteen && w->weight_dtype == GS_DTYPE_FP8 &&
        (e == GS_SERVE_VLLM || e == GS_SERVE_SGLANG)) {
        *flag = "fp8";
        return 0;
    }
    return gs_error_set(err, GS_EUSAGE,
                        "--emit %s: %s weights need a checkpoint quantised "
                        "to %s; name one with --model (a config.json path "
                        "or Hugging Face id)", gs_serving_engine_name(e),
                        gs_dtype_name(w->weight_dtype),
                        gs_dtype_name(w->weight_dtype));
}

/* The KV-cache format as the engine names it; NULL: its default (the
 * model's 16-bit dtype, "auto"). */
static int kv_name(enum gs_serving_engine e, enum gs_dtype kv,
                   const char **out, struct gs_error *err)
{
    *out = NULL;
    if (kv == GS_DTYPE_BF16 || kv == GS_DTYPE_FP16)
        return 0;
    if (kv == GS_DTYPE_FP8) {
        /* vLLM: fp8 (= fp8_e4m3); SGLang: fp8_e4m3 or fp8_e5m2;
         * TensorRT-LLM: KvCacheConfig.dtype "fp8" */
        *out = e == GS_SERVE_SGLANG ? "fp8_e4m3" : "fp8";
        return 0;
    }
    return gs_error_set(err, GS_EUSAGE,
                        "--emit %s: %s has no %s KV cache (fp8 or 16-bit)",
                        gs_serving_engine_name(e),
                        gs_serving_profile(e)->title, gs_dtype_name(kv));
}

int gs_emit_launch(char *buf, size_t size, enum gs_serving_engine e,
                   const struct gs_model *m, const char *model_ref,
                   const struct gs_workload *w, int64_t tp, int64_t pp,
                   int64_t dp, double mem_util_frac,
                   int64_t prefill_chunk_tokens, struct gs_error *err)
{
    struct line l = { buf, size, 0, false };
    const char *kv, *quant;

    if (e <= GS_SERVE_NONE || e >= GS_SERVE_COUNT)
        return gs_error_set(err, GS_EUSAGE,
                            "--emit needs an engine: vllm, sglang or trtllm");
    if (w->mode != GS_MODE_INFER)
        return gs_error_set(err, GS_EUSAGE,
                            "--emit prints a serving launch line; the mode "
                            "is %s", gs_mode_name(w->mode));
    if (size == 0)
        return gs_error_set(err, GS_EINTERNAL, "no room for a launch line");
    if (kv_name(e, w->kv_dtype, &kv, err) < 0 ||
        weights_flag(e, m, w, &quant, err) < 0)
        return -1;
    if (!model_ref)
        model_ref = gs_emit_model_ref(m);
    buf[0] = '\0';
    switch (e) {
    case GS_SERVE_VLLM:
        add(&l, "vllm serve ");
        add_ref(&l, model_ref);
        add(&l, " --tensor-parallel-size %lld", (long long)tp);
        if (pp > 1)
            add(&l, " --pipeline-parallel-size %lld", (long long)pp);
        if (dp > 1)
            add(&l, " --data-parallel-size %lld", (long long)dp);
        add(&l, " --max-model-len %lld", (long long)w->ctx_tokens);
        add(&l, " --max-num-seqs %lld", (long long)w->concurrency);
        add(&l, " --gpu-memory-utilization %.2f", mem_util_frac);
        if (kv)
            add(&l, " --kv-cache-dtype %s", kv);
        if (quant)
            add(&l, " --quantization %s", quant);
        if (prefill_chunk_tokens > 0)
            add(&l, " --max-num-batched-tokens %lld",
                (long long)prefill_chunk_tokens);
        break;
    case GS_SERVE_SGLANG:
        add(&l, "python3 -m sglang.launch_server --model-path ");
        add_ref(&l, model_ref);
        add(&l, " --tp-size %lld", (long long)tp);
        if (pp > 1)
            add(&l, " --pp-size %lld", (long long)pp);
        if (dp > 1)
            add(&l, " --dp-size %lld", (long long)dp);
        add(&l, " --context-length %lld", (long long)w->ctx_tokens);
        add(&l, " --max-running-requests %lld", (long long)w->concurrency);
        add(&l, " --mem-fraction-static %.3f", mem_util_frac);
        if (kv)
            add(&l, " --kv-cache-dtype %s", kv);
        if (quant)
            add(&l, " --quantization %s", quant);
        if (prefill_chunk_tokens > 0)
            add(&l, " --chunked-prefill-size %lld",
                (long long)prefill_chunk_tokens);
        break;
    case GS_SERVE_TRTLLM:
    default:
        if (dp > 1)
            return gs_error_set(err, GS_EUSAGE,
                                "--emit trtllm: trtllm-serve runs one "
                                "replica; start %lld of them behind a load "
                                "balancer", (long long)dp);
        if (kv)
            add(&l, "printf 'kv_cache_config:\\n  dtype: %s\\n' > "
                    "extra-llm-api.yaml && ", kv);
        add(&l, "trtllm-serve ");
        add_ref(&l, model_ref);
        add(&l, " --tp_size %lld", (long long)tp);
        if (pp > 1)
            add(&l, " --pp_size %lld", (long long)pp);
        add(&l, " --max_seq_len %lld", (long long)w->ctx_tokens);
        add(&l, " --max_batch_size %lld", (long long)w->concurrency);
        add(&l, " --kv_cache_free_gpu_memory_fraction %.2f", mem_util_frac);
        if (prefill_chunk_tokens > 0)
            add(&l, " --max_num_tokens %lld",
                (long long)prefill_chunk_tokens);
        if (kv)
            add(&l, " --extra_llm_api_options extra-llm-api.yaml");
        break;
    }
    if (l.over)
        return gs_error_set(err, GS_EINTERNAL,
                            "launch line longer than %zu bytes", size);
    return 0;
}

int gs_emit_disagg_launch(bool dynamo, const char *model_ref,
                          int64_t prefill_tp, int64_t prefill_pp,
                          int64_t decode_tp, int64_t pp,
                          int64_t decode_dp, int64_t ep, bool attn_dp,
                          const char *names[GS_EMIT_DISAGG_LINES],
                          char lines[GS_EMIT_DISAGG_LINES][GS_EMIT_LINE_MAX],
                          struct gs_error *err)
{
    struct line l[GS_EMIT_DISAGG_LINES];
    int64_t dtp = ep > 1 ? ep : decode_tp;
    int i;

    for (i = 0; i < GS_EMIT_DISAGG_LINES; i++) {
        l[i] = (struct line){ lines[i], GS_EMIT_LINE_MAX, 0, false };
        lines[i][0] = '\0';
    }
    if (!dynamo) {
        names[0] = "sglang prefill";
        add(&l[0], "python3 -m sglang.launch_server --model-path %s "
            "--disaggregation-mode prefill --tp-size %lld", model_ref,
            (long long)prefill_tp);
        if (prefill_pp > 1)
            add(&l[0], " --pp-size %lld", (long long)prefill_pp);
        add(&l[0], " --port 30000");
        names[1] = "sglang decode";
        add(&l[1], "python3 -m sglang.launch_server --model-path %s "
            "--disaggregation-mode decode --tp-size %lld", model_ref,
            (long long)dtp);
        if (pp > 1)
            add(&l[1], " --pp-size %lld", (long long)pp);
        if (attn_dp && ep > 1)
            add(&l[1], " --dp-size %lld --enable-dp-attention",
                (long long)ep);
        else if (decode_dp > 1 && ep <= 1)
            add(&l[1], " --dp-size %lld", (long long)decode_dp);
        if (ep > 1)
            add(&l[1], " --ep-size %lld", (long long)ep);
        add(&l[1], " --port 30001");
        names[2] = "sglang router";
        add(&l[2], "python3 -m sglang_router.launch_router "
            "--pd-disaggregation --prefill http://PREFILL:30000 "
            "--decode http://DECODE:30001 --port 8000");
    } else {
        names[0] = "dynamo frontend";
        add(&l[0], "python3 -m dynamo.frontend --http-port 8000");
        names[1] = "dynamo prefill";
        add(&l[1], "python3 -m dynamo.vllm --model %s "
            "--tensor-parallel-size %lld", model_ref, (long long)prefill_tp);
        if (prefill_pp > 1)
            add(&l[1], " --pipeline-parallel-size %lld",
                (long long)prefill_pp);
        add(&l[1], " --is-prefill-worker");
        names[2] = "dynamo decode";
        add(&l[2], "python3 -m dynamo.vllm --model %s "
            "--tensor-parallel-size %lld", model_ref,
            (long long)(attn_dp && ep > 1 ? 1 : dtp));
        if (pp > 1)
            add(&l[2], " --pipeline-parallel-size %lld", (long long)pp);
        if (attn_dp && ep > 1)
            add(&l[2], " --data-parallel-size %lld --enable-expert-parallel",
                (long long)ep);
        else if (decode_dp > 1 && ep <= 1)
            add(&l[2], " --data-parallel-size %lld", (long long)decode_dp);
        else if (ep > 1)
            add(&l[2], " --enable-expert-parallel");
    }
    for (i = 0; i < GS_EMIT_DISAGG_LINES; i++)
        if (l[i].over)
            return gs_error_set(err, GS_EINTERNAL, "launch line longer than "
                                "%d bytes", GS_EMIT_LINE_MAX);
    return 0;
}
