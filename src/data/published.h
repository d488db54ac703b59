#ifndef GPUSEL_PUBLISHED_H
#define GPUSEL_PUBLISHED_H

#include <stddef.h>

#include "dataset.h"
#include "serving.h"

/*
 * Names in published benchmark results (InferenceX exports, MLPerf
 * submissions; docs/bench-csv.md, "Published benchmarks") mapped to the
 * catalogue.  Data layer, internal to the bench readers.
 */

/* The catalogue GPU a published accelerator name stands for: the name
 * as written, then without a vendor prefix ("NVIDIA ", "AMD Instinct ")
 * and with spaces as '-', then with trailing '-' / '_' segments removed
 * one at a time ("H200-SXM-141GB" -> "H200-SXM" -> "H200"; InferenceX's
 * "b200_trt", "mi355x-amd").  NULL when none matches. */
const struct gs_gpu *gs_published_gpu(const struct gs_dataset *d,
                                      const char *name);

/* The catalogue model a published model id stands for: as written, then
 * the part after the last '/', then with trailing '-' segments removed
 * one at a time ("nvidia/Llama-3.3-70B-Instruct-FP8" -> "llama-3.3-70b");
 * DeepSeek-R1 checkpoints map to deepseek-v3 (the same architecture,
 * DeepseekV3ForCausalLM).  NULL when none matches. */
const struct gs_model *gs_published_model(const struct gs_dataset *d,
                                          const char *name);

/* The serving engine a published framework string names: "trt",
 * "trtllm", "TensorRT..." and "dynamo-trt" -> TensorRT-LLM, "sglang"
 * (also "dynamo-sglang") -> SGLang, "vllm" -> vLLM; else GS_SERVE_NONE
 * (unknown: the row keeps no engine). */
enum gs_serving_engine gs_published_engine(const char *framework);

struct gs_arena;

/* Where an MLPerf summary at `path` sits in its submission:
 * .../results/<system>/<benchmark>/<scenario>/performance/run_N/<file>
 * gives *benchmark and *sys_path = .../systems/<system>.json (both in
 * the arena); both NULL when the path is not laid out so.  -1 on OOM. */
int gs_mlperf_locate(struct gs_arena *a, const char *path,
                     const char **benchmark, const char **sys_path);

#endif /* GPUSEL_PUBLISHED_H */
