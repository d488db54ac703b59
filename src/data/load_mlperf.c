/*
 * Published benchmark results as measured rows (bench_load.h,
 * docs/bench-csv.md, "Published benchmarks"): the catalogue names of
 * published accelerators, model ids and frameworks (published.h), and
 * MLPerf Inference's LoadGen summary, mlperf_log_summary.txt, read with
 * the submission's system description (systems/<system>.json, cJSON)
 * into one row.  The InferenceX CSV export is read by load_bench.c.
 */
#include <cjson/cJSON.h>
#include <errno.h>
#include <stdarg.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ascii.h"
#include "bench_load.h"
#include "dataset.h"
#include "file.h"
#include "published.h"
#include "units.h"
#include "workload.h"
#include "banned.h"

/* Longest name tried against the catalogue. */
#define PUB_NAME_BYTES 256
/* LoadGen writes latencies in nanoseconds. */
#define MLPERF_S_PER_NS 1e-9

/* ---- names ----------------------------------------------------------- */

static void lower_dash(char *s)
{
    for (; *s; s++)
        *s = *s == ' ' ? '-' : (char)gs_ascii_tolower((unsigned char)*s);
}

/* Cut the last '-' or '_' segment; false when none is left. */
static bool cut_segment(char *s)
{
    char *d = strrchr(s, '-'), *u = strrchr(s, '_');
    char *p = d > u ? d : u;

    if (!p || p == s)
        return false;
    *p = '\0';
    return true;
}

const struct gs_gpu *gs_published_gpu(const struct gs_dataset *d,
                                      const char *name)
{
    static const char *const prefixes[] = { "NVIDIA ", "AMD Instinct ",
                                            "AMD ", "Instinct ", NULL };
    char buf[PUB_NAME_BYTES];
    const struct gs_gpu *g;
    const char *p = name;
    size_t i;

    if (!d || !name || !*name || strlen(name) >= sizeof(buf))
        return NULL;
    if ((g = gs_dataset_find_gpu(d, name)))
        return g;
    for (i = 0; prefixes[i]; i++)
        if (gs_ascii_ncasecmp(p, prefixes[i], strlen(prefixes[i])) == 0) {
            p += strlen(prefixes[i]);
            break;
        }
    snprintf(buf, sizeof(buf), "%s", p);
    lower_dash(buf);
    do {
        if ((g = gs_dataset_find_gpu(d, buf)))
            return g;
    } while (cut_segment(buf));
    return NULL;
}

const struct gs_model *gs_published_model(const struct gs_dataset *d,
                                          const char *name)
{
    char buf[PUB_NAME_BYTES];
    const struct gs_model *m;
    const char *slash;

    if (!d || !name || !*name || strlen(name) >= sizeof(buf))
        return NULL;
    if ((m = gs_dataset_find_model(d, name)))
        return m;
    slash = strrchr(name, '/');
    snprintf(buf, sizeof(buf), "%s", slash ? slash + 1 : name);
    lower_dash(buf);
    if (strncmp(buf, "deepseek-r1", strlen("deepseek-r1")) == 0)
        return gs_dataset_find_model(d, "deepseek-v3");
    do {
        if ((m = gs_dataset_find_model(d, buf)))
            return m;
    } while (cut_segment(buf));
    return NULL;
}

enum gs_serving_engine gs_published_engine(const char *fw)
{
    if (!fw)
        return GS_SERVE_NONE;
    if (gs_ascii_ncasecmp(fw, "dynamo-", strlen("dynamo-")) == 0)
        fw += strlen("dynamo-");
    if (gs_ascii_ncasecmp(fw, "trt", 3) == 0 ||
        gs_ascii_ncasecmp(fw, "tensorrt", 8) == 0)
        return GS_SERVE_TRTLLM;
    if (gs_ascii_ncasecmp(fw, "sglang", 6) == 0)
        return GS_SERVE_SGLANG;
    if (gs_ascii_ncasecmp(fw, "vllm", 4) == 0)
        return GS_SERVE_VLLM;
    return GS_SERVE_NONE;
}

/* ---- MLPerf ---------------------------------------------------------- */

bool gs_mlperf_is_summary(const unsigned char *buf, size_t len)
{
    static const char banner[] = "MLPerf Results Summary";
    size_t i = 0, n = strlen(banner);

    /* a line of '=' then the banner, as LoadGen writes them */
    while (i < len && buf[i] == '=')
        i++;
    if (i == 0)
        return false;
    if (i < len && buf[i] == '\r')
        i++;
    if (i >= len || buf[i] != '\n')
        return false;
    i++;
    return len - i >= n && memcmp(buf + i, banner, n) == 0;
}

/* The model an MLPerf benchmark runs (its name without the accuracy
 * target: llama2-70b-99.9 is llama2-70b). */
static const char *mlperf_model(const char *benchmark)
{
    static const struct { const char *bench, *model; } map[] = {
        { "llama2-70b", "llama-2-70b" },
        { "llama3.1-405b", "llama-3.1-405b" },
        { "llama3.1-8b", "llama-3.1-8b" },
        { "mixtral-8x7b", "mixtral-8x7b" },
        { "deepseek-r1", "deepseek-v3" },
        { "gpt-oss-120b", "gpt-oss-120b" },
    };
    size_t i;

    for (i = 0; i < sizeof(map) / sizeof(map[0]); i++)
        if (gs_ascii_ncasecmp(benchmark, map[i].bench,
                              strlen(map[i].bench)) == 0)
            return map[i].model;
    return NULL;
}

struct summary_line {
    char key[96];
    const char *value;           /* in the line copy */
    unsigned line, col;          /* of the value */
};

/* A number after "key :" (LoadGen prints plain decimals). */
static int summary_number(const char *path, const struct summary_line *l,
                          double *out, struct gs_error *err)
{
    const char *end;
    double v;

    errno = 0;
    v = gs_strtod(l->value, &end);
    while (*end == ' ' || *end == '\t')
        end++;
    if (end == l->value || *end || !isfinite(v) || errno == ERANGE ||
        v < 0.0)
        return gs_error_set_at(err, GS_ESCHEMA, path, l->line, l->col,
                               "'%s' must be a non-negative number, got "
                               "'%s'", l->key, l->value);
    *out = v;
    return 0;
}

/* One JSON field as text (a string, or a number printed %g); NULL when
 * absent or of another type. */
static const char *json_text(const cJSON *o, const char *key, char *buf,
                             size_t size)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

    if (cJSON_IsString(v) && v->valuestring)
        return v->valuestring;
    if (cJSON_IsNumber(v)) {
        snprintf(buf, size, "%.17g", v->valuedouble);
        return buf;
    }
    return NULL;
}

/* The system description's count field: a whole number >= 1. */
static int json_count(const cJSON *o, const char *key, const char *sys_path,
                      int64_t dflt, int64_t *out, struct gs_error *err)
{
    char buf[64];
    const char *t = json_text(o, key, buf, sizeof(buf));
    const char *end;
    double v;

    if (!t) {
        if (dflt > 0) {
            *out = dflt;
            return 0;
        }
        return gs_error_set_at(err, GS_ESCHEMA, sys_path, 1, 1, "the system "
                               "description has no '%s'", key);
    }
    errno = 0;
    v = gs_strtod(t, &end);
    if (end == t || *end || !isfinite(v) || v != floor(v) || v < 1.0 ||
        v > (double)GS_BENCH_MAX_COUNT)
        return gs_error_set_at(err, GS_ESCHEMA, sys_path, 1, 1, "the system "
                               "description's '%s' must be a whole number "
                               "from 1 to %lld, got '%s'", key,
                               (long long)GS_BENCH_MAX_COUNT, t);
    *out = (int64_t)v;
    return 0;
}

/* 1-based line and column of byte `off` of text. */
static void position_of(const unsigned char *text, size_t len, size_t off,
                        unsigned *line, unsigned *col)
{
    size_t i, start = 0;

    *line = 1;
    for (i = 0; i < off && i < len; i++)
        if (text[i] == '\n') {
            (*line)++;
            start = i + 1;
        }
    *col = (unsigned)(off - start) + 1;
}

static char *arena_printf(struct gs_arena *a, const char *fmt, ...)
    GS_PRINTF(2, 3);

static char *arena_printf(struct gs_arena *a, const char *fmt, ...)
{
    char tmp[1024];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(tmp, sizeof(tmp), fmt, ap);
    va_end(ap);
    return gs_arena_strdup(a, tmp);
}

int gs_mlperf_load_buffer(struct gs_bench *b, struct gs_arena *a,
                          const char *path, const unsigned char *buf,
                          size_t len, const char *benchmark,
                          const char *sys_path, const unsigned char *sys,
                          size_t sys_len, const struct gs_dataset *catalog,
                          struct gs_error *err)
{
    struct summary_line scen = { "", NULL, 0, 0 }, mode = scen, result = scen;
    struct summary_line tput = scen, ttft = scen, tpot = scen, samples = scen;
    char *text = NULL, *p, *nl;
    unsigned line = 0;
    cJSON *root = NULL;
    struct gs_bench_row *row;
    const char *model, *accel;
    char nbuf[64];
    int rc = -1;
    bool offline;

    memset(b, 0, sizeof(*b));
    b->path = gs_arena_strdup(a, path);
    if (!b->path)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    b->format = GS_BENCH_FORMAT_MLPERF;
    if (!gs_mlperf_is_summary(buf, len))
        return gs_error_set_at(err, GS_ESYNTAX, path, 1, 1, "not an MLPerf "
                               "LoadGen summary: it starts with a line of "
                               "'=' and 'MLPerf Results Summary'");
    if (memchr(buf, '\0', len))
        return gs_error_set_at(err, GS_ESYNTAX, path, 1, 1, "a NUL byte "
                               "(not a text file?)");
    text = gs_arena_strndup(a, (const char *)buf, len);
    if (!text)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    for (p = text; p && *p; p = nl) {
        struct summary_line l;
        char *colon, *k, *v;
        size_t kl;

        line++;
        nl = strchr(p, '\n');
        if (nl)
            *nl++ = '\0';
        if (*p && p[strlen(p) - 1] == '\r')
            p[strlen(p) - 1] = '\0';
        colon = strchr(p, ':');
        if (!colon)
            continue;
        for (k = p; *k == ' ' || *k == '\t'; k++)
            ;
        kl = (size_t)(colon - k);
        while (kl > 0 && (k[kl - 1] == ' ' || k[kl - 1] == '\t'))
            kl--;
        for (v = colon + 1; *v == ' ' || *v == '\t'; v++)
            ;
        if (kl == 0 || kl >= sizeof(l.key))
            continue;
        memcpy(l.key, k, kl);
        l.key[kl] = '\0';
        l.value = v;
        l.line = line;
        l.col = (unsigned)(v - p) + 1;
        if (gs_ascii_casecmp(l.key, "Scenario") == 0 && !scen.value)
            scen = l;
        else if (gs_ascii_casecmp(l.key, "Mode") == 0 && !mode.value)
            mode = l;
        else if (gs_ascii_casecmp(l.key, "Result is") == 0 && !result.value)
            result = l;
        else if ((gs_ascii_casecmp(l.key, "Tokens per second") == 0 ||
                  gs_ascii_casecmp(l.key, "Completed tokens per second") ==
                      0) && !tput.value)
            tput = l;
        else if ((gs_ascii_casecmp(l.key, "Samples per second") == 0 ||
                  gs_ascii_casecmp(l.key, "Completed samples per second") ==
                      0) && !samples.value)
            samples = l;
        else if (gs_ascii_casecmp(l.key, "99.00 percentile first token "
                                  "latency (ns)") == 0 && !ttft.value)
            ttft = l;
        else if (gs_ascii_casecmp(l.key, "99.00 percentile time to output "
                                  "token (ns)") == 0 && !tpot.value)
            tpot = l;
    }
    if (!scen.value)
        return gs_error_set_at(err, GS_ESCHEMA, path, 1, 1, "no 'Scenario' "
                               "line");
    offline = gs_ascii_casecmp(scen.value, "Offline") == 0;
    if (!offline && gs_ascii_casecmp(scen.value, "Server") != 0 &&
        gs_ascii_casecmp(scen.value, "Interactive") != 0)
        return gs_error_set_at(err, GS_ESCHEMA, path, scen.line, scen.col,
                               "scenario '%s' has no throughput to cost "
                               "(Offline, Server and Interactive do)",
                               scen.value);
    if (mode.value && gs_ascii_casecmp(mode.value, "PerformanceOnly") != 0)
        return gs_error_set_at(err, GS_ESCHEMA, path, mode.line, mode.col,
                               "mode '%s' is not a performance run "
                               "(PerformanceOnly)", mode.value);
    if (!result.value)
        return gs_error_set_at(err, GS_ESCHEMA, path, 1, 1, "no 'Result is' "
                               "line");
    if (gs_ascii_casecmp(result.value, "VALID") != 0)
        return gs_error_set_at(err, GS_ESCHEMA, path, result.line, result.col,
                               "the run's result is '%s': MLPerf counts only "
                               "VALID runs", result.value);
    if (!tput.value) {
        if (samples.value)
            return gs_error_set_at(err, GS_ESCHEMA, path, samples.line, 1,
                                   "samples per second only: gpusel costs "
                                   "tokens (an LLM benchmark's '%s')",
                                   offline ? "Tokens per second"
                                           : "Completed tokens per second");
        return gs_error_set_at(err, GS_ESCHEMA, path, 1, 1, "no '%s' line",
                               offline ? "Tokens per second"
                                       : "Completed tokens per second");
    }
    if (!sys)
        return gs_error_set_at(err, GS_ENOTFOUND, path, 1, 1, "no system "
                               "description: an MLPerf summary is read in "
                               "its submission's folders, results/<system>/"
                               "<benchmark>/<scenario>/performance/run_1/, "
                               "with systems/<system>.json beside results/");
    b->rows = row = gs_arena_calloc(a, 1, sizeof(*row));
    if (!row)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    memset(row, 0, sizeof(*row));
    row->n_gpus = GS_UNSET_I64;
    row->usd_per_gpu_hour = GS_UNSET_F64;
    row->prompt_tokens = row->output_tokens = GS_UNSET_I64;
    row->concurrency = row->tp = row->pp = GS_UNSET_I64;
    row->ttft_p50_s = row->ttft_p95_s = row->ttft_p99_s = GS_UNSET_F64;
    row->itl_p50_s = row->itl_p95_s = row->itl_p99_s = GS_UNSET_F64;
    row->oom_rate = row->error_rate = row->retry_rate = GS_UNSET_F64;
    row->acceptance_rate = GS_UNSET_F64;
    row->peak_memory_bytes = GS_UNSET_F64;
    row->duration_s = GS_UNSET_F64;
    row->line = tput.line;
    row->col[GS_BENCH_TOKENS_PER_S] = tput.col;
    row->work = GS_BENCH_WORK_TOKENS;
    if (summary_number(path, &tput, &row->throughput, err) < 0)
        return -1;
    if (row->throughput < GS_BENCH_MIN_THROUGHPUT ||
        row->throughput > GS_BENCH_MAX_THROUGHPUT)
        return gs_error_set_at(err, GS_ESCHEMA, path, tput.line, tput.col,
                               "'%s' must be from %g to %g (the plausible "
                               "range, docs/bench-csv.md), got '%s'",
                               tput.key, GS_BENCH_MIN_THROUGHPUT,
                               GS_BENCH_MAX_THROUGHPUT, tput.value);
    if (ttft.value) {
        if (summary_number(path, &ttft, &row->ttft_p99_s, err) < 0)
            return -1;
        row->ttft_p99_s *= MLPERF_S_PER_NS;
    }
    if (tpot.value) {
        if (summary_number(path, &tpot, &row->itl_p99_s, err) < 0)
            return -1;
        row->itl_p99_s *= MLPERF_S_PER_NS;
    }
    model = benchmark ? mlperf_model(benchmark) : NULL;
    if (!model)
        return gs_error_set_at(err, GS_ESCHEMA, path, 1, 1, "benchmark '%s' "
                               "(the folder above the scenario) is not one "
                               "gpusel maps to a model (llama2-70b, "
                               "llama3.1-405b, llama3.1-8b, mixtral-8x7b, "
                               "deepseek-r1, gpt-oss-120b)",
                               benchmark ? benchmark : "");
    row->model = model;
    if (memchr(sys, '\0', sys_len))
        return gs_error_set_at(err, GS_ESYNTAX, sys_path, 1, 1, "a NUL byte "
                               "(not a text file?)");
    {
        const char *end = NULL;

        root = cJSON_ParseWithLengthOpts((const char *)sys, sys_len, &end, 0);
        if (!root || !cJSON_IsObject(root)) {
            unsigned l = 1, c = 1;

            if (end && (const unsigned char *)end >= sys)
                position_of(sys, sys_len, (size_t)((const unsigned char *)
                                                       end - sys), &l, &c);
            gs_error_set_at(err, GS_ESYNTAX, sys_path, l, c, "the system "
                            "description is not a JSON object");
            goto out;
        }
    }
    accel = json_text(root, "accelerator_model_name", nbuf, sizeof(nbuf));
    if (!accel || !*accel) {
        gs_error_set_at(err, GS_ESCHEMA, sys_path, 1, 1, "the system "
                        "description has no 'accelerator_model_name'");
        goto out;
    }
    row->gpu_written = gs_arena_strdup(a, accel);
    if (!row->gpu_written) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    row->gpu = row->gpu_written;
    if (catalog) {
        const struct gs_gpu *g = gs_published_gpu(catalog, accel);

        if (!g) {
            gs_error_set_at(err, GS_ENOTFOUND, sys_path, 1, 1, "unknown GPU "
                            "'%s' (accelerator_model_name): no catalogue GPU "
                            "by that name, without its vendor or its "
                            "trailing -segments", accel);
            goto out;
        }
        row->gpu = g->id;
    }
    {
        int64_t per_node, nodes;

        if (json_count(root, "accelerators_per_node", sys_path, 0, &per_node,
                       err) < 0 ||
            json_count(root, "number_of_nodes", sys_path, 1, &nodes, err) < 0)
            goto out;
        if (per_node > GS_BENCH_MAX_COUNT / nodes) {
            gs_error_set_at(err, GS_ESCHEMA, sys_path, 1, 1, "accelerators_"
                            "per_node x number_of_nodes is over %lld",
                            (long long)GS_BENCH_MAX_COUNT);
            goto out;
        }
        row->n_gpus = per_node * nodes;
    }
    {
        char fbuf[64];
        const char *fw = json_text(root, "framework", fbuf, sizeof(fbuf));
        enum gs_serving_engine e = gs_published_engine(fw);

        if (fw && e == GS_SERVE_NONE && strstr(fw, "TensorRT"))
            e = GS_SERVE_TRTLLM;
        if (fw && e == GS_SERVE_NONE && strstr(fw, "vLLM"))
            e = GS_SERVE_VLLM;
        if (e != GS_SERVE_NONE)
            row->engine = gs_serving_engine_name(e);
    }
    row->source = arena_printf(a, "MLPerf %s %s, %s", scen.value,
                               benchmark, path);
    if (!row->source) {
        gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    b->n_rows = 1;
    rc = 0;
out:
    cJSON_Delete(root);
    if (rc < 0) {
        b->rows = NULL;
        b->n_rows = 0;
    }
    return rc;
}

/* results/<system>/<benchmark>/<scenario>/performance/run_N/<file>: the
 * benchmark and the systems/<system>.json path, in the arena. */
int gs_mlperf_locate(struct gs_arena *a, const char *path,
                     const char **benchmark, const char **sys_path)
{
    char *copy = gs_arena_strdup(a, path);
    char *parts[64];
    size_t n = 0, k;
    char *p;
    size_t root_len;

    *benchmark = *sys_path = NULL;
    if (!copy)
        return -1;
    for (p = copy; n < 64;) {
        parts[n++] = p;
        if (!(p = strchr(p, '/')))
            break;
        *p++ = '\0';
    }
    for (k = n; k-- > 0;)
        if (strcmp(parts[k], "performance") == 0)
            break;
    if (k == (size_t)-1 || k < 4 || strcmp(parts[k - 4], "results") != 0)
        return 0;
    *benchmark = parts[k - 2];
    root_len = (size_t)(parts[k - 4] - copy);
    {
        size_t size = root_len + strlen("systems/") + strlen(parts[k - 3]) +
                      strlen(".json") + 1;
        char *s = gs_arena_alloc(a, size);

        if (!s)
            return -1;
        snprintf(s, size, "%.*ssystems/%s.json", (int)root_len, path,
                 parts[k - 3]);
        *sys_path = s;
    }
    return 0;
}
