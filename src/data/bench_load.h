#ifndef GPUSEL_BENCH_LOAD_H
#define GPUSEL_BENCH_LOAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "bench.h"
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

/* Column names as the header spells them in seconds ("ttft_p99_s"), in
 * enum order, NULL-terminated. */
extern const char *const gs_bench_col_names[GS_BENCH_COL_COUNT + 1];

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

#endif /* GPUSEL_BENCH_LOAD_H */
