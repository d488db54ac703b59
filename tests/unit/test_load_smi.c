/*
 * The nvidia-smi log reader: the shapes nvidia-smi writes (units or not,
 * header or not, CRLF, [N/A], restarts) and every malformed row, each
 * pinned to its file:line:column and message.
 */
#define _XOPEN_SOURCE 700

#include "gs_test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "smi_load.h"
#include "units.h"

#define HDR "timestamp, index, name, utilization.gpu [%], " \
            "utilization.memory [%], memory.used [MiB], memory.total [MiB], " \
            "power.draw [W]\n"
#define ROW0 "2026/11/30 10:00:00.000, 0, NVIDIA H100 80GB HBM3, 45 %, " \
             "12 %, 1024 MiB, 81559 MiB, 70.50 W\n"
#define ROW1 "2026/11/30 10:00:00.000, 1, NVIDIA H100 80GB HBM3, 5 %, " \
             "1 %, 2048 MiB, 81559 MiB, 60.00 W\n"
#define ROW0B "2026/11/30 10:00:01.000, 0, NVIDIA H100 80GB HBM3, 55 %, " \
              "12 %, 1024 MiB, 81559 MiB, 80.50 W\n"

/* The samples of the last load, as the reader hands them on (it keeps
 * none: each goes into its GPU's aggregates). */
#define MAX_CAPTURED 64
static struct gs_util_sample samples[MAX_CAPTURED];
static size_t n_captured;

static void capture(void *ctx, const struct gs_util_sample *s)
{
    (void)ctx;
    if (n_captured < MAX_CAPTURED)
        samples[n_captured] = *s;
    n_captured++;
}

static int load(struct gs_smi_log *log, const char *text,
                const struct gs_smi_opts *o, struct gs_error *err)
{
    struct gs_smi_opts with = o ? *o : (struct gs_smi_opts){ NULL, 0 };

    with.on_sample = capture;
    n_captured = 0;
    gs_smi_log_init(log);
    return gs_smi_load_buffer(log, "log.csv", text, strlen(text), &with,
                              err);
}

static void ok(struct gs_smi_log *log, const char *text)
{
    struct gs_error err = GS_ERROR_INIT;

    if (load(log, text, NULL, &err) != 0) {
        print_error("%s:%u:%u: %s\n", err.path, err.line, err.col, err.msg);
        fail();
    }
}

/* The load fails with this code at line:col and a message holding
 * `needle`. */
static void bad(const char *text, enum gs_errc code, unsigned line,
                unsigned col, const char *needle)
{
    struct gs_smi_log log;
    struct gs_error err = GS_ERROR_INIT;

    assert_int_equal(load(&log, text, NULL, &err), -1);
    if (err.code != code || err.line != line || err.col != col ||
        !strstr(err.msg, needle)) {
        print_error("got %d at %u:%u '%s', expected %d at %u:%u '%s'\n",
                    err.code, err.line, err.col, err.msg, code, line, col,
                    needle);
        fail();
    }
    assert_string_equal(err.path, "log.csv");
    gs_smi_log_release(&log);
}

static void reads_units_and_interleaved_gpus(void **state)
{
    struct gs_smi_log log;
    const struct gs_util_sample *s;

    (void)state;
    ok(&log, HDR ROW0 ROW1 ROW0B);
    assert_int_equal(log.n_samples, 3);
    assert_int_equal(log.n_gpus, 2);
    assert_int_equal(log.n_headers, 1);
    assert_int_equal(log.gpus[0].index, 0);
    assert_int_equal(log.gpus[0].n_samples, 2);
    assert_string_equal(log.gpus[1].name, "NVIDIA H100 80GB HBM3");
    s = samples;
    assert_int_equal(s[1].group, 1);
    assert_int_equal(s[2].group, 0);
    assert_int_equal(s[2].line, 4);
    assert_close(s[0].util_gpu_frac, 0.45, 1e-12);
    assert_close(s[0].util_mem_frac, 0.12, 1e-12);
    assert_close(s[0].mem_used_bytes, 1024 * GS_BYTES_PER_MIB, 1e-12);
    assert_close(s[0].mem_total_bytes, 81559 * GS_BYTES_PER_MIB, 1e-12);
    assert_close(s[0].power_w, 70.5, 1e-12);
    assert_close(s[2].t_s - s[0].t_s, 1.0, 1e-12);
    assert_false(log.headerless);
    gs_smi_log_release(&log);
}

static void reads_nounits_and_other_columns(void **state)
{
    struct gs_smi_log log;

    (void)state;
    /* csv,nounits keeps the units in the header; extra columns are
     * skipped; order does not matter */
    ok(&log, "index, temperature.gpu, timestamp, power.draw [W], "
             "utilization.gpu [%]\n"
             "3, 41, 2026/11/30 10:00:00.250, 71.25, 45\n");
    assert_int_equal(log.n_samples, 1);
    assert_int_equal(log.gpus[0].index, 3);
    assert_null(log.gpus[0].name);
    assert_close(samples[0].util_gpu_frac, 0.45, 1e-12);
    assert_close(samples[0].power_w, 71.25, 1e-12);
    assert_true(isnan(samples[0].mem_used_bytes));
    gs_smi_log_release(&log);
}

static void headerless_rows_take_the_default_order(void **state)
{
    struct gs_smi_log log;
    struct gs_error err = GS_ERROR_INIT;
    enum gs_smi_field f[GS_SMI_MAX_COLUMNS];
    struct gs_smi_opts o = { f, 0 };

    (void)state;
    ok(&log, ROW0 ROW1);
    assert_true(log.headerless);
    assert_int_equal(log.n_gpus, 2);
    assert_close(samples[1].power_w, 60.0, 1e-12);
    gs_smi_log_release(&log);
    assert_int_equal(gs_smi_parse_fields("utilization.gpu, timestamp",
                                         f, &o.n_fields, &err), 0);
    assert_int_equal(o.n_fields, 2);
    assert_int_equal(load(&log, "30, 2026/11/30 10:00:00\n", &o, &err), 0);
    assert_close(samples[0].util_gpu_frac, 0.3, 1e-12);
    assert_int_equal(log.gpus[0].index, -1);
    gs_smi_log_release(&log);
    assert_int_equal(gs_smi_parse_fields("index,name", f, &o.n_fields,
                                         &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    gs_error_clear(&err);
    assert_int_equal(gs_smi_parse_fields("timestamp,utilization.gpu,"
                                         "timestamp", f, &o.n_fields, &err),
                     -1);
    assert_non_null(strstr(err.msg, "twice"));
}

static void crlf_empty_lines_and_missing_cells(void **state)
{
    struct gs_smi_log log;

    (void)state;
    ok(&log, "timestamp, index, utilization.gpu [%], power.draw [W]\r\n"
             "\r\n"
             "2026/11/30 10:00:00.000, 0, [N/A], [Not Supported]\r\n"
             "   \n"
             "2026/11/30 10:00:01.000, 0, 7 %, N/A\r\n");
    assert_int_equal(log.n_samples, 2);
    assert_int_equal(log.n_empty_lines, 2);
    assert_int_equal(log.n_missing_cells, 3);
    assert_true(isnan(samples[0].util_gpu_frac));
    assert_true(isnan(samples[0].power_w));
    assert_close(samples[1].util_gpu_frac, 0.07, 1e-12);
    gs_smi_log_release(&log);
}

/*
 * Issue 19: the seed's own query (timestamp,name,pci.bus_id,...) writes
 * two rows per timestamp on a two-GPU host, told apart only by
 * pci.bus_id; the old reader grouped by name and merged them.  GPUs are
 * told apart by index, else uuid, else pci.bus_id, else their order
 * within a timestamp, and the log says which.
 */
static void gpus_are_told_apart_by_index_uuid_bus_id_or_order(void **state)
{
    struct gs_smi_log log;

    (void)state;
    ok(&log, "timestamp, name, pci.bus_id, utilization.gpu [%]\n"
             "2026/11/30 10:00:00.000, H100, 00000000:18:00.0, 85 %\n"
             "2026/11/30 10:00:00.000, H100, 00000000:2A:00.0, 5 %\n"
             "2026/11/30 10:00:01.000, H100, 00000000:18:00.0, 85 %\n"
             "2026/11/30 10:00:01.000, H100, 00000000:2A:00.0, 5 %\n");
    assert_int_equal(log.keyed_by, GS_SMI_BY_BUS_ID);
    assert_int_equal(log.n_gpus, 2);
    assert_string_equal(log.gpus[1].id, "00000000:2A:00.0");
    assert_int_equal(samples[3].group, 1);
    gs_smi_log_release(&log);
    /* uuid before pci.bus_id, index before both */
    ok(&log, "timestamp, uuid, pci.bus_id, utilization.gpu [%]\n"
             "2026/11/30 10:00:00.000, GPU-a, 00000000:18:00.0, 85 %\n"
             "2026/11/30 10:00:00.000, GPU-b, 00000000:18:00.0, 5 %\n");
    assert_int_equal(log.keyed_by, GS_SMI_BY_UUID);
    assert_int_equal(log.n_gpus, 2);
    assert_string_equal(log.gpus[0].id, "GPU-a");
    gs_smi_log_release(&log);
    ok(&log, "timestamp, index, uuid, utilization.gpu [%]\n"
             "2026/11/30 10:00:00.000, 0, GPU-a, 85 %\n"
             "2026/11/30 10:00:00.000, 0, GPU-b, 5 %\n");
    assert_int_equal(log.keyed_by, GS_SMI_BY_INDEX);
    assert_int_equal(log.n_gpus, 1);
    assert_null(log.gpus[0].id);
    gs_smi_log_release(&log);
    /* no identifying column: the place within a timestamp, not the name */
    ok(&log, "timestamp, name, utilization.gpu [%]\n"
             "2026/11/30 10:00:00.000, H100, 85 %\n"
             "2026/11/30 10:00:00.000, H100, 5 %\n"
             "2026/11/30 10:00:01.000, H100, 85 %\n"
             "2026/11/30 10:00:01.000, H100, 5 %\n"
             "2026/11/30 10:00:02.000, H100, 85 %\n");
    assert_int_equal(log.keyed_by, GS_SMI_BY_ORDER);
    assert_int_equal(log.n_gpus, 2);
    assert_int_equal(log.gpus[0].n_samples, 3);
    assert_int_equal(log.gpus[1].slot, 1);
    assert_int_equal(samples[2].group, 0);
    assert_int_equal(samples[3].group, 1);
    assert_close(samples[1].util_gpu_frac, 0.05, 1e-12);
    gs_smi_log_release(&log);
    /* an identifying cell may not be empty */
    bad("timestamp, pci.bus_id, utilization.gpu\n"
        "2026/11/30 10:00:00.000, , 5\n", GS_ESCHEMA, 2, 26,
        "empty 'pci.bus_id'");
}

static void restarts_start_segments(void **state)
{
    struct gs_smi_log log;

    (void)state;
    /* a second header (the logger restarted), then a row earlier than
     * the one before it without a header (two logs concatenated) */
    ok(&log, HDR ROW0 ROW0B HDR ROW0B
             "2026/11/30 09:00:00.000, 0, NVIDIA H100 80GB HBM3, 1 %, 1 %, "
             "1 MiB, 81559 MiB, 60 W\n");
    assert_int_equal(log.n_headers, 2);
    assert_int_equal(log.n_segments, 2);
    assert_int_equal(samples[1].segment, 0);
    assert_int_equal(samples[2].segment, 1);
    assert_int_equal(log.n_backwards, 1);
    assert_int_equal(log.n_gpus, 1);
    gs_smi_log_release(&log);
}

static void a_truncated_last_line_is_skipped(void **state)
{
    struct gs_smi_log log;

    (void)state;
    ok(&log, HDR ROW0 "2026/11/30 10:00:01.000, 0, NVIDIA H100 80GB HBM3, "
                      "55 %, 1");
    assert_int_equal(log.n_samples, 1);
    assert_true(log.truncated_last_line);
    assert_int_equal(log.truncated_line, 3);
    gs_smi_log_release(&log);
    /* even one that parses: nvidia-smi ends every line */
    ok(&log, HDR ROW0 "2026/11/30 10:00:01.000, 0, NVIDIA H100 80GB HBM3, "
                      "55 %, 1 %, 1 MiB, 2 MiB, 70.");
    assert_int_equal(log.n_samples, 1);
    gs_smi_log_release(&log);
}

static void malformed_rows_name_line_and_column(void **state)
{
    (void)state;
    /* missing columns: the column just past the last field */
    bad(HDR "2026/11/30 10:00:00.000, 0, NVIDIA H100 80GB HBM3, 45 %\n",
        GS_ESYNTAX, 2, 56, "expected 8 columns, got 4");
    bad(HDR "2026/11/30 10:00:00.000, 0, x, 1 %, 1 %, 1 MiB, 1 MiB, 1 W, "
            "9\n", GS_ESYNTAX, 2, 61, "expected 8 columns, got 9");
    bad(HDR "2026/11/30 10:00:00.000, 0, x, high, 1 %, 1 MiB, 1 MiB, 1 W\n",
        GS_ESCHEMA, 2, 32, "not a number: 'high'");
    bad(HDR "2026/11/30 10:00:00.000, 0, x, -5 %, 1 %, 1 MiB, 1 MiB, 1 W\n",
        GS_ESCHEMA, 2, 32, "negative value -5");
    bad(HDR "2026/11/30 10:00:00.000, 0, x, 101 %, 1 %, 1 MiB, 1 MiB, 1 W\n",
        GS_ESCHEMA, 2, 32, "101 is above 100 % (the plausible range, "
        "docs/commands/util.md)");
    bad(HDR "2026/11/30 10:00:00.000, 0, x, 45 W, 1 %, 1 MiB, 1 MiB, 1 W\n",
        GS_ESCHEMA, 2, 35, "unit 'W' does not belong");
    bad(HDR "2026/11/30 10:00:00.000, 0, x, 4 %, 1 %, 1 GiB, 1 MiB, 1 W\n",
        GS_ESCHEMA, 2, 44, "unit 'GiB'");
    bad(HDR "2026/11/30 10:00:00.000, 0, x, 0x10, 1 %, 1 MiB, 1 MiB, 1 W\n",
        GS_ESCHEMA, 2, 33, "unit 'x10'");
    bad(HDR "2026/11/30 10:00:00.000, 0, x, inf, 1 %, 1 MiB, 1 MiB, 1 W\n",
        GS_ESCHEMA, 2, 32, "not a number: 'inf'");
    bad(HDR "2026/02/29 10:00:00.000, 0, x, 4 %, 1 %, 1 MiB, 1 MiB, 1 W\n",
        GS_ESCHEMA, 2, 1, "not a timestamp");
    bad(HDR "30/11/2026 10:00, 0, x, 4 %, 1 %, 1 MiB, 1 MiB, 1 W\n",
        GS_ESCHEMA, 2, 1, "not a timestamp");
    bad(HDR "2026/11/30 10:00:00.000, -1, x, 4 %, 1 %, 1 MiB, 1 MiB, 1 W\n",
        GS_ESCHEMA, 2, 26, "not a GPU index");
    bad(HDR "2026/11/30 10:00:00.000, 0, \"x\", 4 %, 1 %, 1 MiB, 1 MiB, 1 W\n",
        GS_ESYNTAX, 2, 29, "quoted field");
    bad(HDR "2026/11/30 10:00:00.000, 0, x\x01, 4 %, 1 %, 1 MiB, 1 MiB, 1 W\n",
        GS_ESYNTAX, 2, 30, "control character 0x01");
    bad("timestamp, index, utilization.memory [%]\n", GS_ESCHEMA, 1, 1,
        "no 'utilization.gpu' column");
    bad("timestamp, utilization.gpu [%], timestamp\n", GS_ESCHEMA, 1, 33,
        "column 'timestamp' given twice");
    bad(HDR, GS_ESCHEMA, 0, 0, "no samples");
    bad("", GS_ESCHEMA, 0, 0, "no samples");
    /* the other monitors' snapshots are named, not misread; shapes from
     * public output (docs/commands/util.md cites them) */
    bad("device,GPU use (%),GFX Activity,VRAM Total Memory (B),"
        "VRAM Total Used Memory (B)\ncard0,0,203885505,68702699520,"
        "10977280\n", GS_ESCHEMA, 1, 1, "rocm-smi --csv");
    bad("# HELP DCGM_FI_DEV_GPU_UTIL GPU utilization (in %).\n"
        "# TYPE DCGM_FI_DEV_GPU_UTIL gauge\n"
        "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\",modelName=\"NVIDIA L4\"} 0\n",
        GS_ESCHEMA, 1, 1, "DCGM exporter");
    /* an error on a later line of a restart names that line */
    bad(HDR ROW0 HDR "2026/11/30 10:00:00.000, 0, x, 4 %, 1 %\n", GS_ESYNTAX,
        4, 40, "expected 8 columns, got 5");
}

/* One row per GPU index past GS_SMI_MAX_GPUS: refused at that row. */
static void too_many_gpus_is_an_error(void **state)
{
    size_t n = GS_SMI_MAX_GPUS + 1, i, len = 0;
    size_t cap = (n + 1) * 64;
    char *text = malloc(cap);
    struct gs_smi_log log;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_non_null(text);
    len += (size_t)snprintf(text, cap, "timestamp, index, utilization.gpu\n");
    for (i = 0; i < n; i++)
        len += (size_t)snprintf(text + len, cap - len,
                                "2026/11/30 10:00:00, %zu, 50\n", i);
    gs_smi_log_init(&log);
    assert_int_equal(gs_smi_load_buffer(&log, "log.csv", text, len, NULL,
                                        &err), -1);
    assert_int_equal(err.code, GS_ESCHEMA);
    assert_int_equal(err.line, GS_SMI_MAX_GPUS + 2);
    assert_non_null(strstr(err.msg, "GPUs in one log"));
    gs_smi_log_release(&log);
    free(text);
}

static void timestamps_parse_exactly(void **state)
{
    double t;

    (void)state;
    assert_int_equal(gs_smi_parse_timestamp("1970/01/01 00:00:01.500", 23,
                                            &t), 0);
    assert_close(t, 1.5, 1e-12);
    /* 2026-11-30 is day 20787 since 1970-01-01 */
    assert_int_equal(gs_smi_parse_timestamp("2026-11-30 10:00:00", 19, &t),
                     0);
    assert_close(t, 20787.0 * 86400.0 + 36000.0, 1e-12);
    assert_int_equal(gs_smi_parse_timestamp("2024/02/29 00:00:00", 19, &t),
                     0);
    assert_int_equal(gs_smi_parse_timestamp("2026/13/01 00:00:00", 19, &t),
                     -1);
    assert_int_equal(gs_smi_parse_timestamp("2026/11/30 24:00:00", 19, &t),
                     -1);
    assert_int_equal(gs_smi_parse_timestamp("2026/11/30 10:00:00.", 20, &t),
                     -1);
    assert_int_equal(gs_smi_parse_timestamp("2026/11-30 10:00:00", 19, &t),
                     -1);
}

/*
 * Issue 20: the log is streamed, a chunk at a time, each sample into its
 * GPU's aggregates.  A log of 4,000 rows (about 380 KB, lines across
 * every chunk boundary, a fractional utilisation now and then) read from
 * a file gives the same aggregates as the same bytes read at once, and
 * the reader holds no sample: its GPUs keep the distinct fractional
 * values only.
 */
static void a_streamed_file_reads_as_the_whole_buffer(void **state)
{
    enum { ROWS = 4000 };
    static char text[ROWS * 128];
    char path[] = "/tmp/gpusel-smi-XXXXXX";
    struct gs_smi_log a, b;
    struct gs_error err = GS_ERROR_INIT;
    size_t used, i, g;
    FILE *fp;
    int fd;

    (void)state;
    used = (size_t)snprintf(text, sizeof(text), "%s", HDR);
    for (i = 0; i < ROWS; i++)
        used += (size_t)snprintf(
            text + used, sizeof(text) - used,
            "2026/11/30 10:%02zu:%02zu.000, %zu, NVIDIA H100 80GB HBM3, "
            "%s %%, 12 %%, %zu MiB, 81559 MiB, %zu.25 W\n",
            (i / 2 / 60) % 60, (i / 2) % 60, i % 2,
            i % 7 == 0 ? "12.5" : i % 3 == 0 ? "100" : "37",
            1000 + i, 60 + i % 40);
    assert_true(used < sizeof(text));
    fd = mkstemp(path);
    assert_true(fd >= 0);
    fp = fdopen(fd, "w");
    assert_non_null(fp);
    assert_int_equal(fwrite(text, 1, used, fp), used);
    assert_int_equal(fclose(fp), 0);
    gs_smi_log_init(&a);
    assert_int_equal(gs_smi_load(&a, path, NULL, &err), 0);
    unlink(path);
    ok(&b, text);
    assert_int_equal(a.n_samples, ROWS);
    assert_int_equal(a.n_gpus, 2);
    assert_int_equal(b.n_samples, ROWS);
    for (g = 0; g < 2; g++) {
        const struct gs_smi_gpu *x = &a.gpus[g], *y = &b.gpus[g];
        struct gs_util_stats sx, sy;

        assert_int_equal(x->n_samples, ROWS / 2);
        assert_int_equal(x->acc.n_intervals, y->acc.n_intervals);
        assert_memory_equal(x->acc.whole, y->acc.whole, sizeof(x->acc.whole));
        /* one distinct fractional value (12.5 %), counted */
        assert_int_equal(x->n_others, 1);
        assert_close(x->others[0].frac, 0.125, 0.0);
        assert_int_equal(x->others[0].n, y->others[0].n);
        gs_util_acc_stats(&x->acc, x->others, x->n_others, &sx);
        gs_util_acc_stats(&y->acc, y->others, y->n_others, &sy);
        assert_memory_equal(&sx, &sy, sizeof(sx));
        assert_true(sx.n_intervals == ROWS / 2 - 1);
    }
    gs_smi_log_release(&a);
    gs_smi_log_release(&b);
}

/* A line longer than GS_SMI_MAX_LINE_BYTES is refused at its line, so a
 * file without line ends is not read whole into memory. */
static void an_endless_line_is_refused(void **state)
{
    static char text[GS_SMI_MAX_LINE_BYTES + 300];
    char path[] = "/tmp/gpusel-smi-XXXXXX";
    struct gs_smi_log log;
    struct gs_error err = GS_ERROR_INIT;
    FILE *fp;
    size_t n = sizeof(text) - 1;
    int fd;

    (void)state;
    memcpy(text, HDR, strlen(HDR));
    memset(text + strlen(HDR), 'x', n - strlen(HDR));
    text[n] = '\0';
    fd = mkstemp(path);
    assert_true(fd >= 0);
    fp = fdopen(fd, "w");
    assert_non_null(fp);
    assert_int_equal(fwrite(text, 1, n, fp), n);
    assert_int_equal(fclose(fp), 0);
    gs_smi_log_init(&log);
    assert_int_equal(gs_smi_load(&log, path, NULL, &err), -1);
    unlink(path);
    assert_int_equal(err.code, GS_ESCHEMA);
    assert_int_equal(err.line, 2);
    assert_non_null(strstr(err.msg, "a line longer than 65536 bytes"));
    gs_smi_log_release(&log);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reads_units_and_interleaved_gpus),
        cmocka_unit_test(reads_nounits_and_other_columns),
        cmocka_unit_test(headerless_rows_take_the_default_order),
        cmocka_unit_test(crlf_empty_lines_and_missing_cells),
        cmocka_unit_test(restarts_start_segments),
        cmocka_unit_test(a_truncated_last_line_is_skipped),
        cmocka_unit_test(gpus_are_told_apart_by_index_uuid_bus_id_or_order),
        cmocka_unit_test(malformed_rows_name_line_and_column),
        cmocka_unit_test(too_many_gpus_is_an_error),
        cmocka_unit_test(timestamps_parse_exactly),
        cmocka_unit_test(a_streamed_file_reads_as_the_whole_buffer),
        cmocka_unit_test(an_endless_line_is_refused),
    };

    return cmocka_run_group_tests_name("load_smi", tests, NULL, NULL);
}
