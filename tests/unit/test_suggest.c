/*
 * Hints for unknown catalogue names (src/core/suggest.c:
 * gs_suggest_name): a suggestion never names a different product, and
 * when none is close the nearest members of the family are listed.  The
 * cases are names users type, checked against the catalogue's real ids
 * and aliases (copied here, so that adding a GPU does not move them).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "gs_test.h"

#include "compat.h"
#include "suggest.h"

#define MAX_ALIASES 8
#define MAX_NAMES 512

struct entry {
    const char *id;
    const char *aliases[MAX_ALIASES];
};

/* data/gpus.yaml: every id and alias when this test was written */
static const struct entry catalogue_gpus[] = {
    { "p100-sxm2", {
        "P100", "Tesla P100", "p100-sxm2-16gb", "Tesla P100-SXM2-16GB",
        NULL } },
    { "p100-pcie", {
        "P100 PCIe", "Tesla P100 PCIe", "p100-pcie-16gb",
        "Tesla P100-PCIE-16GB", NULL } },
    { "v100-sxm2-32gb", {
        "V100", "Tesla V100", "V100 SXM2", "v100-sxm2", "v100-32gb",
        "Tesla V100-SXM2-32GB", NULL } },
    { "v100-pcie-32gb", {
        "V100 PCIe", "v100-pcie", "Tesla V100 PCIe", "Tesla V100-PCIE-32GB",
        NULL } },
    { "t4", {
        "Tesla T4", "nvidia-t4", NULL } },
    { "rtx-2080-ti", {
        "RTX 2080 Ti", "2080 Ti", "2080ti", "GeForce RTX 2080 Ti",
        "NVIDIA GeForce RTX 2080 Ti", NULL } },
    { "a100-40gb-sxm", {
        "A100 40GB", "A100 SXM 40GB", "a100-40gb", "A100-SXM4-40GB",
        "NVIDIA A100-SXM4-40GB", NULL } },
    { "a100-80gb-sxm", {
        "A100", "A100 SXM", "A100 80GB", "A100 SXM 80GB", "a100-80gb",
        "A100-SXM4-80GB", "NVIDIA A100-SXM4-80GB", NULL } },
    { "a100-40gb-pcie", {
        "A100 PCIe 40GB", "A100-PCIE-40GB", "NVIDIA A100-PCIE-40GB", NULL } },
    { "a100-80gb-pcie", {
        "A100 PCIe", "A100 PCIe 80GB", "a100-pcie-80gb",
        "NVIDIA A100 80GB PCIe", NULL } },
    { "a10", {
        "NVIDIA A10", NULL } },
    { "a10g", {
        "NVIDIA A10G", NULL } },
    { "h100-sxm", {
        "H100", "H100 SXM", "H100 SXM5", "h100-sxm5", "h100-80gb",
        "NVIDIA H100 80GB HBM3", NULL } },
    { "h100-pcie", {
        "H100 PCIe", "h100-pcie-80gb", "NVIDIA H100 PCIe", NULL } },
    { "rtx-4090", {
        "RTX 4090", "4090", "GeForce RTX 4090", "NVIDIA GeForce RTX 4090",
        NULL } },
    { "rtx-6000-ada", {
        "RTX 6000 Ada", "RTX 6000 Ada Generation", "6000 Ada",
        "NVIDIA RTX 6000 Ada Generation", NULL } },
    { "h100-nvl", {
        "H100 NVL", "h100-nvl-94gb", "NVIDIA H100 NVL", NULL } },
    { "l4", {
        "NVIDIA L4", NULL } },
    { "l40s", {
        "NVIDIA L40S", NULL } },
    { "h200", {
        "H200 SXM", "h200-sxm", "h200-141gb", "NVIDIA H200", NULL } },
    { "h200-nvl", {
        "H200 NVL", "h200-nvl-141gb", "NVIDIA H200 NVL", NULL } },
    { "b100", {
        "B100 SXM", "HGX B100", NULL } },
    { "b200", {
        "B200 SXM", "HGX B200", "DGX B200", "b200-180gb", "NVIDIA B200",
        NULL } },
    { "gb200", {
        "GB200 NVL72", "gb200-nvl72", "NVIDIA GB200", NULL } },
    { "b300", {
        "B300 SXM", "HGX B300", "DGX B300", "b300-288gb", NULL } },
    { "gb300", {
        "GB300 NVL72", "gb300-nvl72", "NVIDIA GB300", NULL } },
    { "rtx-5090", {
        "RTX 5090", "5090", "GeForce RTX 5090", "NVIDIA GeForce RTX 5090",
        NULL } },
    { "rtx-pro-6000", {
        "RTX PRO 6000", "RTX PRO 6000 Blackwell", "rtx-pro-6000-blackwell",
        "NVIDIA RTX PRO 6000 Blackwell Workstation Edition",
        "NVIDIA RTX PRO 6000 Blackwell Server Edition", NULL } },
    { "mi250x", {
        "AMD Instinct MI250X", "Instinct MI250X", "amd-mi250x", NULL } },
    { "mi300x", {
        "AMD Instinct MI300X", "Instinct MI300X", "amd-mi300x", NULL } },
    { "mi325x", {
        "AMD Instinct MI325X", "Instinct MI325X", "amd-mi325x", NULL } },
    { "mi355x", {
        "AMD Instinct MI355X", "Instinct MI355X", "amd-mi355x", NULL } },
    { "tpu-v4", {
        "TPU v4", "tpuv4", "Cloud TPU v4", "google-tpu-v4", NULL } },
    { "tpu-v5e", {
        "TPU v5e", "tpuv5e", "TPU v5 lite", "v5litepod", "google-tpu-v5e",
        NULL } },
    { "tpu-v5p", {
        "TPU v5p", "tpuv5p", "Cloud TPU v5p", "google-tpu-v5p", NULL } },
    { "tpu-v6e", {
        "TPU v6e", "tpuv6e", "Trillium", "TPU v6 lite", "google-tpu-v6e",
        NULL } },
    { "trn1", {
        "Trainium", "Trainium1", "AWS Trainium", "trn1n", "aws-trainium1",
        NULL } },
    { "inf2", {
        "Inferentia2", "AWS Inferentia2", "aws-inferentia2", NULL } },
    { "trn2", {
        "Trainium2", "AWS Trainium2", "trn2u", "aws-trainium2", NULL } },
    { "gaudi2", {
        "Gaudi 2", "Intel Gaudi 2", "Habana Gaudi2", "HL-225", "intel-gaudi2",
        NULL } },
    { "gaudi3", {
        "Gaudi 3", "Intel Gaudi 3", "Habana Gaudi3", "HL-325L", "intel-gaudi3",
        NULL } },
};
/* data/models.yaml: every id and alias when this test was written */
static const struct entry catalogue_models[] = {
    { "llama-2-7b", {
        "meta-llama/Llama-2-7b-hf", "meta-llama/Llama-2-7b",
        "meta-llama/Llama-2-7b-chat-hf", "llama2-7b", NULL } },
    { "llama-2-13b", {
        "meta-llama/Llama-2-13b-hf", "meta-llama/Llama-2-13b",
        "meta-llama/Llama-2-13b-chat-hf", "llama2-13b", NULL } },
    { "llama-2-70b", {
        "meta-llama/Llama-2-70b-hf", "meta-llama/Llama-2-70b",
        "meta-llama/Llama-2-70b-chat-hf", "llama2-70b", NULL } },
    { "llama-3-8b", {
        "meta-llama/Meta-Llama-3-8B", "meta-llama/Meta-Llama-3-8B-Instruct",
        "llama3-8b", NULL } },
    { "llama-3-70b", {
        "meta-llama/Meta-Llama-3-70B", "meta-llama/Meta-Llama-3-70B-Instruct",
        "llama3-70b", NULL } },
    { "llama-3.1-8b", {
        "meta-llama/Llama-3.1-8B", "meta-llama/Meta-Llama-3.1-8B",
        "meta-llama/Llama-3.1-8B-Instruct",
        "meta-llama/Meta-Llama-3.1-8B-Instruct", "llama3.1-8b", NULL } },
    { "llama-3.1-70b", {
        "meta-llama/Llama-3.1-70B", "meta-llama/Meta-Llama-3.1-70B",
        "meta-llama/Llama-3.1-70B-Instruct",
        "meta-llama/Meta-Llama-3.1-70B-Instruct", "llama3.1-70b", NULL } },
    { "llama-3.3-70b", {
        "meta-llama/Llama-3.3-70B-Instruct", "llama3.3-70b", NULL } },
    { "llama-3.1-405b", {
        "meta-llama/Llama-3.1-405B", "meta-llama/Meta-Llama-3.1-405B",
        "meta-llama/Llama-3.1-405B-Instruct",
        "meta-llama/Meta-Llama-3.1-405B-Instruct", "llama3.1-405b", NULL } },
    { "mistral-7b-v0.1", {
        "mistralai/Mistral-7B-v0.1", "mistralai/Mistral-7B-Instruct-v0.1",
        NULL } },
    { "mixtral-8x7b", {
        "mistralai/Mixtral-8x7B-v0.1", "mistralai/Mixtral-8x7B-Instruct-v0.1",
        NULL } },
    { "mixtral-8x22b", {
        "mistralai/Mixtral-8x22B-v0.1",
        "mistralai/Mixtral-8x22B-Instruct-v0.1",
        "mistral-community/Mixtral-8x22B-v0.1", NULL } },
    { "qwen2.5-7b", {
        "Qwen/Qwen2.5-7B", "Qwen/Qwen2.5-7B-Instruct", NULL } },
    { "qwen2.5-72b", {
        "Qwen/Qwen2.5-72B", "Qwen/Qwen2.5-72B-Instruct", NULL } },
    { "qwen3-8b", {
        "Qwen/Qwen3-8B", "Qwen/Qwen3-8B-Base", NULL } },
    { "qwen3-32b", {
        "Qwen/Qwen3-32B", NULL } },
    { "qwen3-235b-a22b", {
        "Qwen/Qwen3-235B-A22B", NULL } },
    { "gemma-2-27b", {
        "google/gemma-2-27b", "google/gemma-2-27b-it", "gemma2-27b", NULL } },
    { "deepseek-v3", {
        "deepseek-ai/DeepSeek-V3", "deepseek-ai/DeepSeek-V3-Base",
        "deepseek-ai/DeepSeek-V3-0324", NULL } },
    { "gpt-oss-120b", {
        "openai/gpt-oss-120b", NULL } },
    { "phi-4", {
        "microsoft/phi-4", NULL } },
};

/* Candidates as src/data/dataset.c lays them out: ids, then aliases. */
struct names {
    const char *name[MAX_NAMES];
    size_t owner[MAX_NAMES];
    size_t n;
    const struct entry *entries;
};

static void names_of(const struct entry *e, size_t n_entries,
                     struct names *out)
{
    size_t i, k;

    out->n = 0;
    out->entries = e;
    for (i = 0; i < n_entries; i++) {
        out->owner[out->n] = i;
        out->name[out->n++] = e[i].id;
    }
    for (i = 0; i < n_entries; i++) {
        for (k = 0; e[i].aliases[k]; k++) {
            assert_true(out->n < MAX_NAMES);
            out->owner[out->n] = i;
            out->name[out->n++] = e[i].aliases[k];
        }
    }
}

/* The hint rendered as dataset.c does: "id" or "label: a, b, c". */
static const char *render(const struct names *c, const char *word,
                          char *buf, size_t size)
{
    struct gs_name_hint h;
    size_t i, used;

    gs_suggest_name(word, c->name, c->owner, c->n, &h);
    if (h.match >= 0) {
        assert_true(h.match < (long)c->n);
        snprintf(buf, size, "%s", c->entries[c->owner[h.match]].id);
        return buf;
    }
    if (!h.n_family) {
        snprintf(buf, size, "-");
        return buf;
    }
    used = (size_t)snprintf(buf, size, "%.*s:", (int)h.label_len, h.label);
    for (i = 0; i < h.n_family && i < GS_SUGGEST_FAMILY_MAX; i++)
        used += (size_t)snprintf(buf + used, size - used, " %s",
                                 c->entries[h.family[i]].id);
    if (h.n_family > GS_SUGGEST_FAMILY_MAX)
        snprintf(buf + used, size - used, " +%zu",
                 h.n_family - GS_SUGGEST_FAMILY_MAX);
    return buf;
}

/* A typed name and the hint it must get ("-": none). */
struct hint_case {
    const char *word;
    const char *hint;
};

static void check_cases(const struct entry *e, size_t n_entries,
                        const struct hint_case *cases, size_t n_cases)
{
    static struct names c;
    char buf[512];
    size_t i, bad = 0;

    names_of(e, n_entries, &c);
    for (i = 0; i < n_cases; i++) {
        const char *got = render(&c, cases[i].word, buf, sizeof(buf));

        if (strcmp(got, cases[i].hint) != 0) {
            print_error("'%s': got '%s', expected '%s'\n", cases[i].word,
                        got, cases[i].hint);
            bad++;
        }
    }
    assert_int_equal(bad, 0);
}

#define GPUS catalogue_gpus, GS_ARRAY_SIZE(catalogue_gpus)
#define MODELS catalogue_models, GS_ARRAY_SIZE(catalogue_models)

static void gpu_suggestions_stay_within_the_product(void **state)
{
    static const struct hint_case cases[] = {
        /* was 'A100 80GB' (one letter away, another product) */
        { "H100 80GB", "h100-sxm" },
        { "h100 80gb", "h100-sxm" },
        { "h100-sx", "h100-sxm" },
        { "H100 SMX", "h100-sxm" },
        { "h100-pcie5", "h100-pcie" },
        { "NVIDIA H100 PCIe 80GB", "h100-pcie" },
        { "h100-pcie-94gb", "h100-nvl" },
        { "mi300", "mi300x" },
        { "AMD MI300X", "mi300x" },
        { "Instinct MI325", "mi325x" },
        { "rtx 4090 24gb", "rtx-4090" },
        { "GeForce RTX4090", "rtx-4090" },
        { "rtz-4090", "rtx-4090" },
        { "rtx-5090-32gb", "rtx-5090" },
        { "a100-sxm4", "a100-80gb-sxm" },
        { "a100 40gb", "a100-40gb-sxm" },
        { "A100-PCIe-40", "a100-40gb-pcie" },
        { "gb200-nvl36", "gb200" },
        { "TPU v5", "tpu-v5e" },
        { "tpu-v5-lite", "tpu-v5e" },
        { "tpu v6", "tpu-v6e" },
        { "l40", "l40s" },
        { "Gaudi2 HL-225H", "gaudi2" },
        { "trn-2", "trn2" },
        { "trainum", "trn1" },
        { "tesla-t4", "t4" },
        { "v100-sxm2-16gb", "v100-sxm2-32gb" },
    };

    (void)state;
    check_cases(GPUS, cases, GS_ARRAY_SIZE(cases));
}

static void unknown_gpu_numbers_list_the_family(void **state)
{
    static const struct hint_case cases[] = {
        /* was 'rtx-4090': nearest numbers first, then catalogue order */
        { "rtx-3090",
          "rtx: rtx-4090 rtx-2080-ti rtx-5090 rtx-6000-ada rtx-pro-6000" },
        { "GeForce RTX 3090",
          "GeForce RTX: rtx-4090 rtx-2080-ti rtx-5090 rtx-6000-ada" },
        /* never a10 or a100: H is its own family */
        { "h10", "h: h100-sxm h100-pcie h100-nvl h200 h200-nvl" },
        { "h20", "h: h100-sxm h100-pcie h100-nvl h200 h200-nvl" },
        { "NVIDIA H800", "NVIDIA H: h200 h200-nvl h100-sxm h100-pcie "
                         "h100-nvl" },
        { "gh200", "-" },
        /* no "rtx a" family: the rtx one, nearest 6000 first */
        { "rtx-a6000", "rtx: rtx-6000-ada rtx-pro-6000 rtx-5090 rtx-4090 "
                       "rtx-2080-ti" },
        { "NVIDIA Z9", "NVIDIA: a10 a10g t4 l4 l40s a100-40gb-sxm +16" },
        { "a40", "a: a10 a10g a100-40gb-sxm a100-80gb-sxm a100-40gb-pcie "
                 "a100-80gb-pcie" },
        { "mi210", "mi: mi250x mi300x mi325x mi355x" },
        { "tpu-v7", "tpu-v: tpu-v6e tpu-v5e tpu-v5p tpu-v4" },
        { "v100-sxm3", "v100-pcie-32gb" },
        { "gaudi", "gaudi: gaudi2 gaudi3" },
        { "Gaudi 1", "gaudi: gaudi2 gaudi3" },
        { "gaud", "gaudi: gaudi2 gaudi3" },
        { "inf1", "inf: inf2" },
        { "p40", "p: p100-sxm2 p100-pcie" },
    };

    (void)state;
    check_cases(GPUS, cases, GS_ARRAY_SIZE(cases));
}

static void variants_of_a_number_are_other_products(void **state)
{
    static const struct hint_case cases[] = {
        /* a letter glued to the number, or a tier word, is a model */
        { "mi300a", "mi: mi300x mi325x mi250x mi355x" },
        { "a10x", "a: a10 a10g a100-40gb-sxm a100-80gb-sxm a100-40gb-pcie "
                  "a100-80gb-pcie" },
        { "rtx-4090-ti", "rtx: rtx-4090 rtx-5090 rtx-6000-ada rtx-pro-6000 "
                         "rtx-2080-ti" },
        { "rtx 4090 super", "rtx: rtx-4090 rtx-5090 rtx-6000-ada "
                            "rtx-pro-6000 rtx-2080-ti" },
        { "b200x", "b: b200 b100 b300" },
        { "2080ti", "rtx-2080-ti" },
        { "rtx-2080ti", "rtx-2080-ti" },
        { "rtx-6000", "rtx-6000-ada" },
        { "rtx pro 6000 blackwell", "rtx-pro-6000" },
        { "tpu-v5 lite", "tpu-v5e" },
        { "tpu-v5p-8", "tpu-v5p" },
    };

    (void)state;
    check_cases(GPUS, cases, GS_ARRAY_SIZE(cases));
}

static void model_suggestions_stay_within_the_product(void **state)
{
    static const struct hint_case cases[] = {
        { "lama-3.1-8b", "llama-3.1-8b" },
        { "llama3.1-8B-Instruct", "llama-3.1-8b" },
        { "Llama-3.1-70B-Instruct-AWQ", "llama-3.1-70b" },
        { "meta-llama/Llama-3.3-70B", "llama-3.3-70b" },
        { "llama-3-70b-instruct", "llama-3-70b" },
        { "llama-2-7b-chat", "llama-2-7b" },
        { "mistral-7b", "mistral-7b-v0.1" },
        { "mixtral-8x7b-instruct", "mixtral-8x7b" },
        { "mixtral 8x22b", "mixtral-8x22b" },
        { "qwen2.5-7b-instruct", "qwen2.5-7b" },
        { "Qwen/Qwen2.5-72B-Instruct-AWQ", "qwen2.5-72b" },
        { "qwen-3-8b", "qwen3-8b" },
        { "qwen3-235b", "qwen3-235b-a22b" },
        { "DeepSeek-V3-0324-fp8", "deepseek-v3" },
        { "gpt-oss-120", "gpt-oss-120b" },
        { "gemma2-27b-it", "gemma-2-27b" },
        { "phi4", "phi-4" },
    };

    (void)state;
    check_cases(MODELS, cases, GS_ARRAY_SIZE(cases));
}

static void unknown_model_versions_list_the_family(void **state)
{
    static const struct hint_case cases[] = {
        /* the same size of another version is another model */
        { "llama-3.2-8b", "llama: llama-3-8b llama-3-70b llama-3.1-8b "
                          "llama-3.1-70b llama-3.3-70b llama-3.1-405b +3" },
        { "llama-4-scout", "llama: llama-3-8b llama-3-70b llama-3.1-8b "
                           "llama-3.1-70b llama-3.3-70b llama-3.1-405b +3" },
        { "llama", "llama: llama-2-7b llama-2-13b llama-2-70b llama-3-8b "
                   "llama-3-70b llama-3.1-8b +3" },
        { "gpt-oss-20b", "gpt-oss: gpt-oss-120b" },
        { "qwen3-30b-a3b", "qwen: qwen3-8b qwen3-32b qwen3-235b-a22b "
                           "qwen2.5-7b qwen2.5-72b" },
        { "qwen2.5-14b", "qwen: qwen2.5-7b qwen2.5-72b qwen3-8b qwen3-32b "
                         "qwen3-235b-a22b" },
        { "gemma-2-9b", "gemma: gemma-2-27b" },
        { "gemma-3-27b", "gemma: gemma-2-27b" },
        { "deepseek-v2", "deepseek-v: deepseek-v3" },
        { "mixtral-8x7", "mixtral-8x7b" },
        { "mistral-7b-v0.3", "mistral: mistral-7b-v0.1 mixtral-8x7b "
                             "mixtral-8x22b" },
        { "phi-4-mini", "phi: phi-4" },
        { "phi-3", "phi: phi-4" },
        { "falcon-40b", "-" },
    };

    (void)state;
    check_cases(MODELS, cases, GS_ARRAY_SIZE(cases));
}

static void names_without_owners_are_their_own_entries(void **state)
{
    static const char *const names[] = { "h100-sxm", "h200", "a100" };
    struct gs_name_hint h;

    (void)state;
    gs_suggest_name("h100 sxm5", names, NULL, 3, &h);
    assert_int_equal(h.match, 0);
    gs_suggest_name("h800", names, NULL, 3, &h);
    assert_int_equal(h.match, -1);
    assert_int_equal(h.n_family, 2);
    assert_int_equal(h.family[0], 1);           /* 200 is nearer 800 */
    assert_int_equal(h.family[1], 0);
    assert_int_equal(h.label_len, 1);
    assert_memory_equal(h.label, "h", 1);
}

static void nothing_close_leaves_the_hint_empty(void **state)
{
    static const char *const names[] = { "h100-sxm", "rtx-4090" };
    struct gs_name_hint h;
    char word[80];

    (void)state;
    gs_suggest_name("zzzz", names, NULL, 2, &h);
    assert_int_equal(h.match, -1);
    assert_int_equal(h.n_family, 0);
    assert_int_equal(h.label_len, 0);
    gs_suggest_name("3090", names, NULL, 2, &h);   /* no family to list */
    assert_int_equal(h.match, -1);
    assert_int_equal(h.n_family, 0);
    gs_suggest_name("", names, NULL, 2, &h);
    assert_int_equal(h.match, -1);
    gs_suggest_name("h100", NULL, NULL, 0, &h);
    assert_int_equal(h.match, -1);
    assert_int_equal(h.n_family, 0);
    /* a name longer than 63 bytes is never matched */
    memset(word, 'h', sizeof(word) - 1);
    word[sizeof(word) - 1] = '\0';
    memcpy(word, "h100-", 5);
    gs_suggest_name(word, names, NULL, 2, &h);
    assert_int_equal(h.match, -1);
    assert_int_equal(h.n_family, 0);
}

/* An empty or blank word is close to no name, however short ("t4" is two
 * edits from ""): 'gpusel show ""' suggested 't4'. */
static void an_empty_word_suggests_nothing(void **state)
{
    static const char *const names[] = { "h100-sxm", "t4", "l4" };
    struct gs_name_hint h;

    (void)state;
    gs_suggest_name("", names, NULL, 3, &h);
    assert_int_equal(h.match, -1);
    assert_int_equal(h.n_family, 0);
    gs_suggest_name("  ", names, NULL, 3, &h);
    assert_int_equal(h.match, -1);
    assert_int_equal(h.n_family, 0);
}

static void a_family_longer_than_the_list_is_counted(void **state)
{
    static const char *const names[] = {
        "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "y9",
    };
    struct gs_name_hint h;
    size_t i;

    (void)state;
    gs_suggest_name("x20", names, NULL, GS_ARRAY_SIZE(names), &h);
    assert_int_equal(h.match, -1);
    assert_int_equal(h.n_family, 8);
    /* nearest to 20 first: 8, 7, ..., 3 */
    for (i = 0; i < GS_SUGGEST_FAMILY_MAX; i++)
        assert_int_equal(h.family[i], 7 - i);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(gpu_suggestions_stay_within_the_product),
        cmocka_unit_test(unknown_gpu_numbers_list_the_family),
        cmocka_unit_test(variants_of_a_number_are_other_products),
        cmocka_unit_test(model_suggestions_stay_within_the_product),
        cmocka_unit_test(unknown_model_versions_list_the_family),
        cmocka_unit_test(names_without_owners_are_their_own_entries),
        cmocka_unit_test(nothing_close_leaves_the_hint_empty),
        cmocka_unit_test(an_empty_word_suggests_nothing),
        cmocka_unit_test(a_family_longer_than_the_list_is_counted),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
