/*
 * Benchmark driver for the streaming report writers (tests/bench.sh):
 * streams N rows x 26 columns (numbers, integers, byte counts, text,
 * bools) through gs_stream to stdout in the given format, holding no
 * rows.  Not a test: bench.sh reads the peak resident memory it prints
 * on stderr (getrusage: an upper bound of the heap) and times it.
 *
 * usage: bench_report <format> <n_rows>
 */
#include <sys/resource.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "report.h"
#include "banned.h"

/* Columns in the benchmark's rows, as in `fit`'s machine table. */
#define N_COLS 26
/* Bytes in a GiB, for the byte-count columns' values. */
#define GIB 1073741824.0

int main(int argc, char **argv)
{
    static struct gs_column cols[N_COLS];
    static char keys[N_COLS][32];
    struct gs_cell cells[N_COLS];
    struct gs_error err = GS_ERROR_INIT;
    struct gs_stream s;
    struct gs_table t;
    struct gs_report r;
    struct rusage ru;
    char *end;
    long long n_rows, i;
    size_t j;

    if (argc != 3)
        return 2;
    n_rows = strtoll(argv[2], &end, 10);
    if (*end || n_rows < 0)
        return 2;
    for (j = 0; j < N_COLS; j++) {
        /* a key column, then text, bools, integers, byte counts (whole
         * in CSV/JSON) and other numbers */
        enum gs_cell_type type = j == 0 || j % 5 == 4 ? GS_CELL_TEXT
                               : j % 7 == 3 ? GS_CELL_BOOL
                               : j % 4 == 2 ? GS_CELL_INT : GS_CELL_NUMBER;

        snprintf(keys[j], sizeof(keys[j]), "col%zu%s", j,
                 type == GS_CELL_NUMBER && j % 2 ? "_bytes" : "");
        cols[j] = (struct gs_column){
            .key = keys[j], .title = keys[j], .type = type,
            .kind = j == 0 ? GS_COL_KEY : GS_COL_AUTO,
        };
    }
    gs_table_init(&t, "rows", cols, N_COLS);
    gs_report_init(&r, "bench");
    gs_report_input_int(&r, "n_rows", n_rows);
    gs_report_add(&r, &t);
    if (gs_stream_begin(&s, &r, argv[1], NULL, stdout, &err) < 0 ||
        gs_stream_table(&s, &t, &err) < 0)
        goto fail;
    for (i = 0; i < n_rows; i++) {
        for (j = 0; j < N_COLS; j++) {
            switch (cols[j].type) {
            case GS_CELL_TEXT:
                cells[j] = gs_cell_text(j == 0 ? "h100-sxm" : "tp8 pp2");
                break;
            case GS_CELL_BOOL:
                cells[j] = gs_cell_bool(i % 2 == 0);
                break;
            case GS_CELL_INT:
                cells[j] = gs_cell_int(i * (long long)j);
                break;
            default:
                cells[j] = gs_cell_number((double)(i + 1) * GIB / (j + 3));
            }
        }
        if (gs_stream_row(&s, cells, &err) < 0)
            goto fail;
    }
    if (gs_stream_end(&s, &err) < 0)
        goto fail;
    if (getrusage(RUSAGE_SELF, &ru) == 0)
        fprintf(stderr, "peak_rss_kib %ld\n", ru.ru_maxrss);
    return 0;
fail:
    gs_stream_abort(&s);
    fprintf(stderr, "bench_report: %s\n", err.msg);
    return 1;
}
