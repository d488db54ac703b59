/*
 * The engine x vendor x release efficiency table (engine_eff.h;
 * docs/engines/engine-efficiency.md).  Every point is a published serving
 * measurement with gpusel perf's prediction of it at software factor 1
 * (commit c8ac9e7, built-in catalogue, default constants, the published
 * engine, GPUs, tensor-parallel degree and sequence lengths, FP8 KV,
 * concurrency at most the benchmark's request count).  A row's value is
 * the median of its points' published / predicted ratios; its spread
 * their minimum and maximum.  No row is tested by the points it is taken
 * from: each names a different measurement as its check.
 */
#include "engine_eff.h"

#include <string.h>

#include "banned.h"

#define N_OF(a) (sizeof(a) / sizeof((a)[0]))

/* The roofline's bound on a fraction (roofline.h: (0, 1.5]). */
#define ENGINE_EFF_MAX 1.5

/* --- vLLM on AMD (dense): AMD ROCm "Performance results" page, AI
 * Inference, vLLM, 8x MI300X (192 GB, 750 W), throughput measurements
 * (a local client at an infinite request rate), Llama 3.1 405B FP8
 * (amd/Llama-3.1-405B-Instruct-FP8-KV), TP 8, "No. Prompts" = "Max.
 * Seqs" 1500 / 1500 / 2000 / 500.  One table per rocm/vllm container;
 * the 70B rows of the same tables are the check. */
#define AMD_405B_PRED_128_2048 4964.1
#define AMD_405B_PRED_128_4096 4629.7
#define AMD_405B_PRED_500_2000 4334.3
#define AMD_405B_PRED_2048_2048 2492.3

static const struct gs_engine_eff_point vllm_amd_0111[] = {
    { "405B 128/2048", 3816.8, AMD_405B_PRED_128_2048 },
    { "405B 128/4096", 3099.6, AMD_405B_PRED_128_4096 },
    { "405B 500/2000", 3026.1, AMD_405B_PRED_500_2000 },
    { "405B 2048/2048", 2196.4, AMD_405B_PRED_2048_2048 },
};
static const struct gs_engine_eff_point vllm_amd_0102[] = {
    { "405B 128/2048", 4201.7, AMD_405B_PRED_128_2048 },
    { "405B 128/4096", 3176.3, AMD_405B_PRED_128_4096 },
    { "405B 500/2000", 2992.0, AMD_405B_PRED_500_2000 },
    { "405B 2048/2048", 2153.7, AMD_405B_PRED_2048_2048 },
};
static const struct gs_engine_eff_point vllm_amd_0101[] = {
    { "405B 128/2048", 4134.0, AMD_405B_PRED_128_2048 },
    { "405B 128/4096", 3177.6, AMD_405B_PRED_128_4096 },
    { "405B 500/2000", 3034.1, AMD_405B_PRED_500_2000 },
    { "405B 2048/2048", 2214.2, AMD_405B_PRED_2048_2048 },
};
static const struct gs_engine_eff_point vllm_amd_091[] = {
    { "405B 128/2048", 3912.8, AMD_405B_PRED_128_2048 },
    { "405B 128/4096", 3084.7, AMD_405B_PRED_128_4096 },
    { "405B 500/2000", 2935.9, AMD_405B_PRED_500_2000 },
    { "405B 2048/2048", 2191.5, AMD_405B_PRED_2048_2048 },
};

/* --- TensorRT-LLM on NVIDIA (dense): NVIDIA/TensorRT-LLM
 * docs/source/performance/perf-overview.md at 00f3768 (v1.0, PyTorch
 * backend), "Llama 3.3 70B", FP8 (nvidia/Llama-3.3-70B-Instruct-FP8),
 * H100 SXM TP2 and H200 TP1, all ten ISL/OSL rows; the 405B and 8B
 * tables of the same page are the check. */
static const struct gs_engine_eff_point trtllm_nv_dense_10[] = {
    { "70B H100 TP2 128/128", 6378, 6981.2 },
    { "70B H100 TP2 128/2048", 6651, 5942.0 },
    { "70B H100 TP2 128/4096", 4199, 4683.7 },
    { "70B H100 TP2 500/2000", 5222, 5037.5 },
    { "70B H100 TP2 1000/1000", 4205, 4632.5 },
    { "70B H100 TP2 1000/2000", 4146, 4105.7 },
    { "70B H100 TP2 2048/128", 762, 804.8 },
    { "70B H100 TP2 2048/2048", 3082, 3022.2 },
    { "70B H100 TP2 5000/500", 898, 971.5 },
    { "70B H100 TP2 20000/2000", 437, 469.6 },
    { "70B H200 TP1 128/128", 3803, 3937.9 },
    { "70B H200 TP1 128/2048", 4336, 3405.0 },
    { "70B H200 TP1 128/4096", 2872, 3478.5 },
    { "70B H200 TP1 500/2000", 3666, 2899.1 },
    { "70B H200 TP1 1000/1000", 2909, 2617.3 },
    { "70B H200 TP1 1000/2000", 2994, 2375.7 },
    { "70B H200 TP1 2048/128", 442, 451.4 },
    { "70B H200 TP1 2048/2048", 2003, 1739.1 },
    { "70B H200 TP1 5000/500", 566, 542.8 },
    { "70B H200 TP1 20000/2000", 283, 269.6 },
};

/* --- TensorRT-LLM on NVIDIA (MoE): the same page, "Qwen3-235B-A22B",
 * FP8 (nvidia/Qwen3-235B-A22B-FP8), H100 SXM and H200, 8 GPUs, expert
 * parallelism with enable_attention_dp, four ISL/OSL rows each; the
 * Llama 4 Maverick and Scout rows (H100/H200) and the B200 FP4 rows of
 * the same page are the check. */
static const struct gs_engine_eff_point trtllm_nv_moe_10[] = {
    { "Qwen3-235B H200 x8 128/2048", 42821, 56368.9 },
    { "Qwen3-235B H200 x8 1000/1000", 23789, 40663.9 },
    { "Qwen3-235B H200 x8 2048/2048", 16672, 28670.0 },
    { "Qwen3-235B H200 x8 5000/500", 3623, 8077.6 },
    { "Qwen3-235B H100 x8 128/2048", 19658, 35608.3 },
    { "Qwen3-235B H100 x8 1000/1000", 14898, 29173.1 },
    { "Qwen3-235B H100 x8 2048/2048", 9924, 17723.2 },
    { "Qwen3-235B H100 x8 5000/500", 3225, 7107.5 },
};

/* --- vLLM on NVIDIA (MoE): GPUStack "Performance Lab" pages
 * (gpustack/gpustack docs/performance-lab/, the "Baseline benchmark
 * results" of `vllm serve MODEL -tp 8`, vLLM v0.11.0 without options),
 * `vllm bench serve` random datasets of fixed lengths sent at once (100
 * prompts of 32000 tokens, 500 of 4000 and 500 of 2000; output lengths
 * as the generated-token totals give them), "Output token throughput":
 * DeepSeek-R1-0528 (FP8 checkpoint, BF16 MLA cache) on 8x H200
 * (deepseek-r1/h200.md @a5c9faf) and Qwen3-235B-A22B-Instruct-2507 BF16
 * on 8x H100 (qwen3-235b-a22b/h100.md @10e9444).  The short-prompt
 * (128/4) and ShareGPT rows of the same pages are not points: at 4
 * output tokens the run measures the API server's request rate, and
 * ShareGPT's lengths vary too widely for one mean length.  The same
 * measurements of Qwen3-235B on 8x A100 and of gpt-oss-20b/120b on H100
 * are the check. */
static const struct gs_engine_eff_point vllm_nv_moe_0110[] = {
    { "DeepSeek-R1 H200 TP8 31999/100", 48.33, 71.9 },
    { "DeepSeek-R1 H200 TP8 3995/200", 753.67, 1394.6 },
    { "DeepSeek-R1 H200 TP8 1997/100", 843.71, 1800.3 },
    { "Qwen3-235B BF16 H100 TP8 32000/82", 57.85, 58.8 },
    { "Qwen3-235B BF16 H100 TP8 3996/184", 931.21, 940.2 },
    { "Qwen3-235B BF16 H100 TP8 1996/99", 1127.26, 1363.7 },
};

/* --- DeepSeek-R1 on 8x MI300X and 8x H200, vLLM and SGLang (AMD MoE,
 * SGLang MoE on NVIDIA): dstack's DeepSeek-R1 benchmark
 * (dstackai/benchmarks Deepseek-R1/raw_data/offline_results.csv @7f37e66;
 * blog "DeepSeek R1 inference performance: MI300X vs. H200", 2025-03-18),
 * offline throughput (vLLM's benchmark_throughput.py, SGLang through the
 * same script), FP8 checkpoint deepseek-ai/DeepSeek-R1, TP 8, 3200-token
 * prompts, all num_prompts requests given at once; the value is
 * total_output_tokens / elapsed_time.  Engines: vLLM 0.7.3.dev
 * (rocm/vllm-dev:vllm-ds3-staging-0217) and SGLang 0.4.2.post4
 * (rocm/sglang-staging:20250212) on MI300X, SGLang 0.4.3.post2 on H200.
 * The points are the 800- and 3200-token outputs at every batch size
 * published (128 to 1024); the 1600-token outputs of the same runs are
 * the check (and, for SGLang on H200, GPUStack's DeepSeek-R1 runs on
 * SGLang 0.5.3, a different lab and release). */
static const struct gs_engine_eff_point vllm_amd_moe_073[] = {
    { "DeepSeek-R1 MI300X TP8 3200/800 n1024", 1083.95, 3752.0 },
    { "DeepSeek-R1 MI300X TP8 3200/800 n512", 1087.79, 3752.0 },
    { "DeepSeek-R1 MI300X TP8 3200/800 n256", 1091.90, 3328.7 },
    { "DeepSeek-R1 MI300X TP8 3200/800 n128", 927.31, 2248.8 },
    { "DeepSeek-R1 MI300X TP8 3200/3200 n256", 1099.60, 3437.9 },
    { "DeepSeek-R1 MI300X TP8 3200/3200 n512", 1132.76, 3437.9 },
    { "DeepSeek-R1 MI300X TP8 3200/3200 n1024", 1214.39, 3437.9 },
};
static const struct gs_engine_eff_point sglang_amd_moe_042[] = {
    { "DeepSeek-R1 MI300X TP8 3200/800 n1024", 765.42, 3477.5 },
    { "DeepSeek-R1 MI300X TP8 3200/800 n512", 784.74, 3477.5 },
    { "DeepSeek-R1 MI300X TP8 3200/800 n256", 861.39, 3305.0 },
    { "DeepSeek-R1 MI300X TP8 3200/800 n128", 665.50, 2261.8 },
    { "DeepSeek-R1 MI300X TP8 3200/3200 n256", 967.60, 3092.5 },
    { "DeepSeek-R1 MI300X TP8 3200/3200 n512", 1071.77, 3092.5 },
    { "DeepSeek-R1 MI300X TP8 3200/3200 n1024", 1037.38, 3092.5 },
};
static const struct gs_engine_eff_point sglang_nv_moe_043[] = {
    { "DeepSeek-R1 H200 TP8 3200/800 n1024", 1156.64, 2639.8 },
    { "DeepSeek-R1 H200 TP8 3200/800 n512", 1262.21, 2639.8 },
    { "DeepSeek-R1 H200 TP8 3200/800 n256", 1055.47, 2639.8 },
    { "DeepSeek-R1 H200 TP8 3200/800 n128", 786.39, 2319.7 },
    { "DeepSeek-R1 H200 TP8 3200/3200 n256", 1709.90, 2095.2 },
    { "DeepSeek-R1 H200 TP8 3200/3200 n512", 1656.88, 2095.2 },
    { "DeepSeek-R1 H200 TP8 3200/3200 n1024", 1744.93, 2095.2 },
};

#define DSTACK_SRC "dstack DeepSeek-R1 benchmark (dstackai/benchmarks " \
                   "Deepseek-R1/raw_data/offline_results.csv @7f37e66), " \
                   "offline, TP8, 3200-token prompts, 800 and 3200 output " \
                   "tokens, 128 to 1024 requests"

#define AMD_PAGE "AMD ROCm \"Performance results\" page (amd.com, rocm-hub/" \
                 "dev-ai/performance-results), vLLM on 8x MI300X, Llama 3.1 " \
                 "405B FP8 TP8 throughput rows"
#define AMD_CHECK "the Llama 3.1 70B FP8 TP8 rows of the same table " \
                  "(tests/validation_pub.sh P01-P04 for 0.11.1)"

/* A row's id and its label for --explain. */
#define ROW(id) id, "row " id

static const struct gs_engine_eff_row rows[] = {
    { ROW("vllm-amd-dense-0.11.1"), GS_SERVE_VLLM, "AMD", GS_EFF_DENSE,
      "0.11.1 (rocm/vllm:rocm7.0.0_vllm_0.11.1_20251103)", true,
      "MI300X", AMD_PAGE, AMD_CHECK, vllm_amd_0111, N_OF(vllm_amd_0111),
      (3026.1 / 4334.3 + 3816.8 / 4964.1) / 2.0, 3099.6 / 4629.7, 2196.4 / 2492.3 },
    { ROW("vllm-amd-dense-0.10.2"), GS_SERVE_VLLM, "AMD", GS_EFF_DENSE,
      "0.10.2 (rocm/vllm:rocm7.0.0_vllm_0.10.2_20251006)", false,
      "MI300X", AMD_PAGE, AMD_CHECK, vllm_amd_0102, N_OF(vllm_amd_0102),
      (2992.0 / 4334.3 + 4201.7 / 4964.1) / 2.0, 3176.3 / 4629.7, 2153.7 / 2492.3 },
    { ROW("vllm-amd-dense-0.10.1"), GS_SERVE_VLLM, "AMD", GS_EFF_DENSE,
      "0.10.1 (rocm/vllm:rocm6.4.1_vllm_0.10.1_20250909)", false,
      "MI300X", AMD_PAGE, AMD_CHECK, vllm_amd_0101, N_OF(vllm_amd_0101),
      (3034.1 / 4334.3 + 4134.0 / 4964.1) / 2.0, 3177.6 / 4629.7, 2214.2 / 2492.3 },
    { ROW("vllm-amd-dense-0.9.1"), GS_SERVE_VLLM, "AMD", GS_EFF_DENSE,
      "0.9.1 (rocm/vllm:rocm6.4.1_vllm_0.9.1_20250715)", false,
      "MI300X", AMD_PAGE, AMD_CHECK, vllm_amd_091, N_OF(vllm_amd_091),
      (2935.9 / 4334.3 + 3912.8 / 4964.1) / 2.0, 3084.7 / 4629.7, 2191.5 / 2492.3 },
    { ROW("trtllm-nvidia-dense-1.0"), GS_SERVE_TRTLLM, "NVIDIA", GS_EFF_DENSE,
      "1.0 (PyTorch backend; perf-overview.md at 00f3768)", true,
      "H100 SXM, H200",
      "NVIDIA/TensorRT-LLM perf-overview.md @00f3768, Llama 3.3 70B FP8 "
      "on H100 TP2 and H200 TP1, ten ISL/OSL rows each",
      "the Llama 3.1 405B FP8 rows (tests/validation_pub.sh P20-P25) and "
      "the Llama 3.1 8B rows (tests/validation.sh I22)",
      trtllm_nv_dense_10, N_OF(trtllm_nv_dense_10),
      (4146.0 / 4105.7 + 3082.0 / 3022.2) / 2.0, 2872.0 / 3478.5, 4336.0 / 3405.0 },
    { ROW("trtllm-nvidia-moe-1.0"), GS_SERVE_TRTLLM, "NVIDIA", GS_EFF_MOE,
      "1.0 (PyTorch backend; perf-overview.md at 00f3768)", true,
      "H100 SXM, H200",
      "NVIDIA/TensorRT-LLM perf-overview.md @00f3768, Qwen3-235B-A22B FP8 "
      "on 8x H100 and 8x H200 (EP, attention-DP), four ISL/OSL rows each",
      "the Llama 4 Maverick and Scout rows (tests/validation_moe.sh "
      "V09-V24) and the B200 FP4 MoE rows (tests/validation_pub.sh "
      "P09-P19)",
      trtllm_nv_moe_10, N_OF(trtllm_nv_moe_10),
      (19658.0 / 35608.3 + 9924.0 / 17723.2) / 2.0, 3623.0 / 8077.6, 42821.0 / 56368.9 },
    { ROW("vllm-nvidia-moe-0.11.0"), GS_SERVE_VLLM, "NVIDIA", GS_EFF_MOE,
      "0.11.0 (vllm serve defaults, -tp 8)", true,
      "H200, H100 SXM",
      "GPUStack Performance Lab (gpustack/gpustack docs/performance-lab), "
      "vLLM v0.11.0 baseline, DeepSeek-R1-0528 on 8x H200 and Qwen3-235B-"
      "A22B BF16 on 8x H100, TP8, random 32000/100, 4000/200, 2000/100",
      "Qwen3-235B BF16 on 8x A100 and gpt-oss-20b/120b on H100 from the "
      "same lab (tests/validation_pub.sh P46-P54)",
      vllm_nv_moe_0110, N_OF(vllm_nv_moe_0110),
      (48.33 / 71.9 + 1127.26 / 1363.7) / 2.0, 843.71 / 1800.3, 931.21 / 940.2 },
    { ROW("vllm-amd-moe-0.7.3"), GS_SERVE_VLLM, "AMD", GS_EFF_MOE,
      "0.7.3 (rocm/vllm-dev:vllm-ds3-staging-0217)", true,
      "MI300X", DSTACK_SRC " (vLLM on 8x MI300X)",
      "the 1600-token outputs of the same runs (tests/validation_pub.sh "
      "P61-P64)",
      vllm_amd_moe_073, N_OF(vllm_amd_moe_073),
      1091.90 / 3328.7, 1083.95 / 3752.0, 927.31 / 2248.8 },
    { ROW("sglang-amd-moe-0.4.2"), GS_SERVE_SGLANG, "AMD", GS_EFF_MOE,
      "0.4.2.post4 (rocm/sglang-staging:20250212)", true,
      "MI300X", DSTACK_SRC " (SGLang on 8x MI300X)",
      "the 1600-token outputs of the same runs (tests/validation_pub.sh "
      "P65-P68)",
      sglang_amd_moe_042, N_OF(sglang_amd_moe_042),
      665.50 / 2261.8, 765.42 / 3477.5, 1071.77 / 3092.5 },
    { ROW("sglang-nvidia-moe-0.4.3"), GS_SERVE_SGLANG, "NVIDIA", GS_EFF_MOE,
      "0.4.3.post2", true,
      "H200", DSTACK_SRC " (SGLang on 8x H200)",
      "the 1600-token outputs of the same runs (tests/validation_pub.sh "
      "P69-P71) and GPUStack's DeepSeek-R1 runs on SGLang 0.5.3 (P55-P57)",
      sglang_nv_moe_043, N_OF(sglang_nv_moe_043),
      1262.21 / 2639.8, 786.39 / 2319.7, 1744.93 / 2095.2 },
};

const struct gs_engine_eff_row *gs_engine_eff_rows(size_t *n)
{
    *n = N_OF(rows);
    return rows;
}

const char *gs_engine_eff_class_name(enum gs_engine_eff_class c)
{
    return c == GS_EFF_MOE ? "moe" : "dense";
}

struct gs_engine_eff_value gs_engine_eff_value(
    const struct gs_engine_eff_row *row)
{
    /* insertion sort of the ratios (a row has a few dozen points) */
    double r[64];
    size_t n = 0, i, j;
    struct gs_engine_eff_value v = { 0.0, 0.0, 0.0, 0 };

    for (i = 0; i < row->n_points && n < N_OF(r); i++) {
        double x;

        if (!(row->points[i].predicted > 0.0) ||
            !(row->points[i].published > 0.0))
            continue;
        x = row->points[i].published / row->points[i].predicted;
        for (j = n; j > 0 && r[j - 1] > x; j--)
            r[j] = r[j - 1];
        r[j] = x;
        n++;
    }
    if (n == 0)
        return v;
    v.n = n;
    v.low = r[0];
    v.high = r[n - 1];
    v.expected = n % 2 ? r[n / 2] : (r[n / 2 - 1] + r[n / 2]) / 2.0;
    return v;
}

const struct gs_engine_eff_row *gs_engine_eff_find(enum gs_serving_engine e,
                                                   const struct gs_gpu *g,
                                                   bool moe)
{
    size_t i;
    enum gs_engine_eff_class cls = moe ? GS_EFF_MOE : GS_EFF_DENSE;

    if (e == GS_SERVE_NONE || !g || !g->vendor)
        return NULL;
    for (i = 0; i < N_OF(rows); i++)
        if (rows[i].current && rows[i].engine == e && rows[i].cls == cls &&
            strcmp(rows[i].vendor, g->vendor) == 0)
            return &rows[i];
    return NULL;
}

const struct gs_engine_eff_row *gs_engine_eff_find_release(
    enum gs_serving_engine e, const struct gs_gpu *g, bool moe,
    const char *release)
{
    size_t i, n;
    enum gs_engine_eff_class cls = moe ? GS_EFF_MOE : GS_EFF_DENSE;

    if (e == GS_SERVE_NONE || !g || !g->vendor || !release)
        return NULL;
    n = strlen(release);
    for (i = 0; i < N_OF(rows); i++)
        if (rows[i].engine == e && rows[i].cls == cls &&
            strcmp(rows[i].vendor, g->vendor) == 0 && n > 0 &&
            strncmp(rows[i].release, release, n) == 0 &&
            (rows[i].release[n] == '\0' || rows[i].release[n] == ' '))
            return &rows[i];
    return NULL;
}

static double bounded(double x)
{
    return x > ENGINE_EFF_MAX ? ENGINE_EFF_MAX : x;
}

void gs_engine_eff_apply(struct gs_roofline_consts *c,
                         const struct gs_engine_eff_row *r)
{
    if (!r)
        return;
    if (!(r->expected > 0.0 && r->low > 0.0 && r->high > 0.0))
        return;
    c->expected.software_frac = bounded(r->expected);
    c->pessimistic.software_frac = bounded(r->low);
    c->optimistic.software_frac = bounded(r->high);
    c->software_prov = (struct gs_rf_provenance){ GS_RF_ORIGIN_MEASURED,
                                                  r->source };
    c->software_stack = r->label;
}
