#ifndef GPUSEL_EMIT_H
#define GPUSEL_EMIT_H

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

/* The Hugging Face id of m: its first alias containing '/', else its
 * id. */
const char *gs_emit_model_ref(const struct gs_model *m);

#endif /* GPUSEL_EMIT_H */
