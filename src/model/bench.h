#ifndef GPUSEL_BENCH_H
#define GPUSEL_BENCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * BENCH.csv's rows as values (the data model, src/model/bench.c): what a
 * team measured per candidate (docs/bench-csv.md).  The data layer reads
 * the file (src/data/bench_load.h); plan picks and prices rows
 * (src/plan/measured.h).  Numbers in base units (seconds, bytes, USD);
 * every cell left empty is GS_UNSET_F64 / GS_UNSET_I64 (workload.h),
 * strings NULL.
 */

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
    struct gs_bench_row *rows;   /* n_rows, file order */
    size_t n_rows;
    size_t n_blank_lines;        /* blank lines skipped */
    bool had_bom;                /* a UTF-8 BOM was skipped */
    enum gs_bench_format format; /* last: positional initialisers of the
                                  * fields above stay valid */
};

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

#endif /* GPUSEL_BENCH_H */
