#ifndef GPUSEL_HFCONFIG_H
#define GPUSEL_HFCONFIG_H

#include "arena.h"
#include "error.h"
#include "model.h"

/*
 * Read a Hugging Face `config.json` into a struct gs_model.  Covers the
 * keys of Llama-, Llama 4-, Mistral-, Mixtral-, Qwen2(-VL)-, Qwen3-MoE-,
 * Gemma 2/3-, Falcon-, gpt-oss-, DeepSeek-V3- and Kimi K2-style configs,
 * multimodal ones through their 'text_config' (docs/hfconfig.md lists
 * the mapping).  `path` may be a directory, which stands for
 * path/config.json.  torch_dtype and quantization_config set the shipped
 * formats (unset, with a note, when not recognised).  Unknown keys are
 * ignored; a missing essential key
 * (layers, hidden size, heads, vocabulary) is a GS_ESCHEMA error naming
 * the file and the key.  Malformed JSON is GS_ESYNTAX with line:column.
 *
 * Strings of *out (id, name, family, ...) live in `a`.  The id is derived
 * from the file path ("config" of ".../Llama-3.1-8B/config.json" becomes
 * "llama-3.1-8b"), published_params is 0 (unknown), and the result has
 * passed gs_model_validate().  Returns 0, or -1 with *err set
 * (GS_EIO when the file cannot be read).
 */
int gs_hfconfig_load(struct gs_arena *a, const char *path,
                     struct gs_model *out, struct gs_error *err);

/* Same, from an in-memory buffer; `path` is used in messages only. */
int gs_hfconfig_parse(struct gs_arena *a, const char *path, const char *json,
                      size_t len, struct gs_model *out, struct gs_error *err);

#endif /* GPUSEL_HFCONFIG_H */
