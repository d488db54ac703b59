#ifndef GPUSEL_EMIT_H
#define GPUSEL_EMIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "model.h"
#include "serving.h"
#include "workload.h"

/*
 * Launch lines: the command that starts engine e serving model m with the
 * layout gpusel chose, so an answer can be run.  Flag names follow the
 * engine release named in its profile (serving.h, `version`);
 * docs/methodology.md, section 7, "Launch lines", cites each.  CLI layer.
 */

/*
 * Write into buf (size bytes, NUL-terminated) the launch line of e for
 * model m, named `model_ref` on the command line (NULL: m's Hugging Face
 * id, the first alias with a '/', else m->id), serving workload *w (its
 * ctx_tokens as the longest context, its concurrency as the most
 * sequences, its KV format) at tensor/pipeline/data-parallel degrees tp,
 * pp, dp (>= 1), filling mem_util_frac of memory in the engine's own
 * sense, with a prefill token budget of prefill_chunk_tokens per step
 * (0: the engine's default, no flag): vLLM --max-num-batched-tokens,
 * SGLang --chunked-prefill-size, trtllm-serve --max_num_tokens.  Returns 0; -1 with GS_EUSAGE for GS_SERVE_NONE or a layout or
 * KV format the engine cannot be told, GS_EINTERNAL when buf is too
 * small.
 */
int gs_emit_launch(char *buf, size_t size, enum gs_serving_engine e,
                   const struct gs_model *m, const char *model_ref,
                   const struct gs_workload *w, int64_t tp, int64_t pp,
                   int64_t dp, double mem_util_frac,
                   int64_t prefill_chunk_tokens, struct gs_error *err);

/*
 * The launch lines of a disaggregated deployment (docs/commands/perf.md,
 * "Disaggregated serving"; docs/methodology.md, "Launch lines"): with
 * `dynamo` false SGLang's prefill server (--disaggregation-mode
 * prefill), decode server and PD router; else NVIDIA Dynamo's frontend
 * and vLLM prefill and decode workers.  Prefill instances of prefill_tp
 * GPUs; decode replicas of decode_tp GPUs, or with ep > 1 an EP group of
 * ep GPUs (attn_dp: attention data-parallel over it).  names[i] (static)
 * and lines[i] (NUL-terminated, GS_EMIT_LINE_MAX bytes) for i < 3.
 * prefill_pp > 1 pipeline stages in the prefill server, decode_pp > 1
 * in the decode server (SGLang --pp-size, vLLM --pipeline-parallel-size);
 * a heterogeneous deployment (rank --prefill-gpu) gives each pool its
 * own layout.
 * decode_dp > 1 data-parallel replicas of a tensor-parallel decode
 * layout run in one decode server (SGLang --dp-size, vLLM
 * --data-parallel-size); replicas of an EP group are separate servers
 * (the caller counts them).
 * Returns 0, or -1 with GS_EINTERNAL when a line does not fit.
 */
#define GS_EMIT_LINE_MAX 512
#define GS_EMIT_DISAGG_LINES 3
int gs_emit_disagg_launch(bool dynamo, const char *model_ref,
                          int64_t prefill_tp, int64_t prefill_pp,
                          int64_t decode_tp, int64_t decode_pp,
                          int64_t decode_dp, int64_t ep, bool attn_dp,
                          const char *names[GS_EMIT_DISAGG_LINES],
                          char lines[GS_EMIT_DISAGG_LINES][GS_EMIT_LINE_MAX],
                          struct gs_error *err);

/* The Hugging Face id of m: its first alias containing '/', else its
 * id. */
const char *gs_emit_model_ref(const struct gs_model *m);

#endif /* GPUSEL_EMIT_H */
