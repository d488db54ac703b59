#ifndef GPUSEL_DEFAULTS_H
#define GPUSEL_DEFAULTS_H

#include <stdint.h>

#include "workload.h"

/*
 * Every default and tunable, in one place (src/plan/defaults.c), each
 * with its provenance; docs/methodology.md cites the same sources.  The
 * engines hold none of these: commands pass them in (gs_workload_settle,
 * struct gs_layout_query).
 */

/* The workload `gpusel fit` settles a question against. */
extern const struct gs_workload_defaults gs_default_workload;

/* Largest GPU count `gpusel fit` searches per GPU type. */
#define GS_DEFAULT_MAX_GPUS 1024
/* Bound on --max-gpus, --gpus, --tp, --pp, --dp: 65,536 GPUs, beyond the
 * largest clusters built.  The layout search bisects on dp, so even an
 * unfittable training search to this bound takes milliseconds
 * (docs/engines/layout.md measures it). */
#define GS_MAX_SEARCH_GPUS 65536
/* Cap on reported maximum concurrency / micro-batch. */
#define GS_MAX_REPORTED_BATCH INT64_C(1048576)
/* Cap on reported maximum context when the model states none. */
#define GS_MAX_REPORTED_CONTEXT INT64_C(16777216)

/*
 * gpusel perf.  A request of 1000 prompt and 1000 output tokens: the
 * middle row of TensorRT-LLM's published throughput table
 * (docs/source/performance/perf-overview.md), a common benchmark shape.
 */
#define GS_PERF_DEFAULT_PROMPT_TOKENS INT64_C(1000)
#define GS_PERF_DEFAULT_OUTPUT_TOKENS INT64_C(1000)
/* Share of usable memory a server fills: vLLM's --gpu-memory-utilization
 * default (TensorRT-LLM's kv_cache_free_gpu_mem_fraction is 0.9 too). */
#define GS_PERF_DEFAULT_MEM_UTIL 0.9
/* Sequences per replica a serving engine schedules at most: TensorRT-LLM's
 * max_batch_size default of 2048 (vLLM's max_num_seqs is lower, 256 to
 * 1024 by GPU; a serving profile sets its own). */
#define GS_PERF_MAX_BATCH INT64_C(2048)
/* Points of one --sweep-concurrency. */
#define GS_PERF_MAX_SWEEP 64
/* Most draft tokens per step --spec-decode / --draft-tokens take: twice
 * the longest draft in common use (EAGLE-3 trees of depth 8; MTP runs
 * 1-3), a bound on input, not a model constant. */
#define GS_PERF_MAX_DRAFT_TOKENS 16

#endif /* GPUSEL_DEFAULTS_H */
