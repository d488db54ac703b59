#ifndef GPUSEL_BENCH_LOAD_H
#define GPUSEL_BENCH_LOAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "error.h"

/*
 * BENCH.csv: what a team measured per candidate (docs/bench-csv.md), read
 * by the data layer (src/data/load_bench.c) with libcsv in strict mode.
 * Header-driven: columns in any order, unknown columns an error with
 * "did you mean" (columns starting with x_ are ignored), latencies in
 * seconds (`ttft_p99_s`) or milliseconds (`ttft_p99_ms`).  A UTF-8 BOM at
 * the start is skipped, blank lines are skipped, LF and CRLF line ends
 * are accepted; a bare CR, a NUL byte, a line break inside a field,
 * units in a cell (`12 ms`), a non-number, a negative number, a rate
 * outside [0, 1], a record with another number of fields than the
 * header (a truncated line), an unknown GPU and a duplicate row are
 * errors at file:line:column (column: 1-based byte in the line).
 * Numbers are held in base units (seconds, bytes, USD); every cell left
 * empty is GS_UNSET_F64 / GS_UNSET_I64 (workload.h), strings NULL.
 */

/* Hostile-input bounds (docs/bench-csv.md): a bench file is a few
 * kilobytes; these leave 1000x room. */
#define GS_BENCH_MAX_FILE_BYTES (4u * 1024u * 1024u)
#define GS_BENCH_MAX_ROWS 4096u
#define GS_BENCH_MAX_FIELDS 64u
#define GS_BENCH_MAX_FIELD_BYTES 1024u
/* Largest GPU count, token count, concurrency or parallel degree. */
#define GS_BENCH_MAX_COUNT 2147483648LL
/*
 * Plausible throughput of one measured row, whatever its unit (tokens/s,
 * images per hour, samples/s): from one unit in 1,000 s (10^-3) to 10^9,
 * ten thousand times the fastest single-GPU decode measured (about 10^5
 * tokens/s) times a large cluster.  Outside is a unit mistake or a hostile
 * file (issue 20: 1e308 and 1e-300 tokens/s gave exit-0 answers).
 */
#define GS_BENCH_MIN_THROUGHPUT 1e-3
#define GS_BENCH_MAX_THROUGHPUT 1e9

/* The columns, in docs/bench-csv.md's order. */
enum gs_bench_col {
    GS_BENCH_GPU,              /* required: catalogue name */
    GS_BENCH_GPUS,             /* required: GPUs measured together */
    GS_BENCH_MODEL,            /* required */
    GS_BENCH_PRECISION,
    GS_BENCH_ENGINE,
    GS_BENCH_PRICING,
    GS_BENCH_USD_PER_GPU_HOUR,
    GS_BENCH_PROVIDER,
    GS_BENCH_REGION,
    GS_BENCH_PROMPT_TOKENS,
    GS_BENCH_OUTPUT_TOKENS,
    GS_BENCH_CONCURRENCY,
    GS_BENCH_TP,
    GS_BENCH_PP,
    GS_BENCH_TOKENS_PER_S,     /* one of the three throughputs per row */
    GS_BENCH_IMAGES_PER_HOUR,
    GS_BENCH_SAMPLES_PER_S,
    GS_BENCH_TTFT_P50,
    GS_BENCH_TTFT_P95,
    GS_BENCH_TTFT_P99,
    GS_BENCH_ITL_P50,
    GS_BENCH_ITL_P95,
    GS_BENCH_ITL_P99,
    GS_BENCH_OOM_RATE,
    GS_BENCH_ERROR_RATE,
    GS_BENCH_RETRY_RATE,
    GS_BENCH_ACCEPTANCE_RATE,
    GS_BENCH_PEAK_MEMORY_GIB,
    GS_BENCH_DURATION_S,
    GS_BENCH_SOURCE,
    GS_BENCH_NOTES,
    GS_BENCH_COL_COUNT
};

/* Column names as the header spells them in seconds ("ttft_p99_s"), in
 * enum order, NULL-terminated. */
extern const char *const gs_bench_col_names[GS_BENCH_COL_COUNT + 1];

/* What a row's throughput counts. */
enum gs_bench_work {
    GS_BENCH_WORK_TOKENS,      /* tokens_per_s: output tokens */
    GS_BENCH_WORK_IMAGES,      /* images_per_hour */
    GS_BENCH_WORK_SAMPLES,     /* samples_per_s: training samples */
};

/* One measured candidate. */
struct gs_bench_row {
    unsigned line;               /* 1-based line of the record */
    unsigned col[GS_BENCH_COL_COUNT]; /* 1-based byte column of each cell;
                                      * 0: no such column in the file */
    const char *gpu;             /* canonical catalogue id (as written
                                  * when read without a catalogue) */
    const char *gpu_written;     /* the cell as written */
    int64_t n_gpus;              /* >= 1 */
    const char *model;           /* as written: catalogue name, HF id */
    const char *precision;       /* a weight format or "auto"; NULL */
    const char *engine;          /* a serving engine name; NULL */
    const char *pricing;         /* a pricing kind name; NULL */
    double usd_per_gpu_hour;     /* > 0, or unset: from the price table */
    const char *provider, *region; /* price filters; NULL */
    int64_t prompt_tokens, output_tokens; /* per request, >= 1 */
    int64_t concurrency;         /* requests in flight, whole group */
    int64_t tp, pp;              /* parallel degrees, >= 1 */
    enum gs_bench_work work;
    double throughput;           /* the non-empty one of tokens_per_s,
                                  * images_per_hour, samples_per_s, as
                                  * written in its unit, > 0 */
    double ttft_p50_s, ttft_p95_s, ttft_p99_s;
    double itl_p50_s, itl_p95_s, itl_p99_s;
    double oom_rate, error_rate, retry_rate; /* [0, 1] */
    double acceptance_rate;      /* (0, 1] */
    double peak_memory_bytes;    /* per GPU, >= 0 */
    double duration_s;           /* > 0 */
    const char *source, *notes;  /* free text; NULL */
};

/* What the file was: a team's BENCH.csv, an InferenceX CSV export, an
 * MLPerf LoadGen summary (docs/bench-csv.md, "Published benchmarks"). */
enum gs_bench_format {
    GS_BENCH_FORMAT_BENCH,
    GS_BENCH_FORMAT_INFERENCEX,
    GS_BENCH_FORMAT_MLPERF,
};

struct gs_bench {
    const char *path;            /* as given, for messages */
    enum gs_bench_format format;
    struct gs_bench_row *rows;   /* n_rows, file order */
    size_t n_rows;
    size_t n_blank_lines;        /* blank lines skipped */
    bool had_bom;                /* a UTF-8 BOM was skipped */
};

struct gs_dataset;

/*
 * Parse `len` bytes of `buf`, named `path` in messages, into *b; every
 * string and array in arena `a` (also after an error: release the
 * arena).  With a catalogue, `gpu` must name one of its GPUs (stored as
 * the canonical id; an unknown name gets gs_dataset_gpu()'s "did you
 * mean").  Returns 0, or -1 with *err set: GS_ESYNTAX (CSV syntax, NUL,
 * bare CR, field count), GS_ESCHEMA (columns, values, duplicates),
 * GS_ENOTFOUND (an unknown GPU), GS_ENOMEM.
 */
int gs_bench_load_buffer(struct gs_bench *b, struct gs_arena *a,
                         const char *path, const unsigned char *buf,
                         size_t len, const struct gs_dataset *catalog,
                         struct gs_error *err);

/*
 * Published benchmarks, read by the same entry points (the rows carry
 * their source, "InferenceX ..." or "MLPerf ..."):
 *
 * - An InferenceX CSV export (a header with `hw` and `output_tput_per_gpu`
 *   or `tput_per_gpu`: InferenceX's aggregated result fields,
 *   utils/process_result.py) is recognised by gs_bench_load_buffer: hw,
 *   model, framework, precision, tp, conc, isl, osl, the per-GPU
 *   throughputs, num_prefill_gpu / num_decode_gpu and the latencies (in
 *   seconds) become a row; its other columns are ignored.
 * - An MLPerf LoadGen summary (mlperf_log_summary.txt) needs its
 *   submission's system description: gs_bench_load finds it at
 *   .../systems/<system>.json from the summary's path
 *   (.../results/<system>/<benchmark>/<scenario>/performance/run_N/);
 *   gs_mlperf_load_buffer takes both texts and the benchmark name.  One
 *   VALID performance run of Offline, Server or Interactive gives one row
 *   (tokens/s of the whole system; the p99 first-token and
 *   time-to-output-token latencies where printed).
 */
bool gs_mlperf_is_summary(const unsigned char *buf, size_t len);
int gs_mlperf_load_buffer(struct gs_bench *b, struct gs_arena *a,
                          const char *path, const unsigned char *buf,
                          size_t len, const char *benchmark,
                          const char *sys_path, const unsigned char *sys,
                          size_t sys_len, const struct gs_dataset *catalog,
                          struct gs_error *err);

/* The same from disk (GS_EIO if unreadable, GS_ESCHEMA if over
 * GS_BENCH_MAX_FILE_BYTES). */
int gs_bench_load(struct gs_bench *b, struct gs_arena *a, const char *path,
                  const struct gs_dataset *catalog, struct gs_error *err);

struct gs_workload_measured;

/*
 * Row r as a workload file's `measured` entry (workload_file.h): gpu,
 * gpu_count, tokens_per_s (the whole group; token rows),
 * assets_per_s_per_gpu (image rows: images_per_hour / 3600 / gpus),
 * ttft_s and itl_s (the p99s), source; the rest unset.  Sample rows
 * give no throughput there (training is fixed by an MFU).
 */
void gs_bench_row_measured(const struct gs_bench_row *r,
                           struct gs_workload_measured *m);

/* "tokens", "images" or "samples". */
const char *gs_bench_work_name(enum gs_bench_work w);

#endif /* GPUSEL_BENCH_LOAD_H */
