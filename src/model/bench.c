/*
 * BENCH.csv rows as values (bench.h): a row as a workload file's
 * `measured` entry, and the names of what a row measures.  Pure.
 */
#include <string.h>

#include "bench.h"
#include "units.h"
#include "workload.h"
#include "workload_file.h"
#include "banned.h"

const char *gs_bench_work_name(enum gs_bench_work w)
{
    switch (w) {
    case GS_BENCH_WORK_TOKENS:
        return "tokens";
    case GS_BENCH_WORK_IMAGES:
        return "images";
    case GS_BENCH_WORK_SAMPLES:
        return "samples";
    }
    return "?";
}

void gs_bench_row_measured(const struct gs_bench_row *r,
                           struct gs_workload_measured *m)
{
    memset(m, 0, sizeof(*m));
    m->gpu = r->gpu;
    m->gpu_count = r->n_gpus;
    m->tokens_per_s_per_gpu = GS_UNSET_F64;
    m->tokens_per_s = r->work == GS_BENCH_WORK_TOKENS ? r->throughput
                                                      : GS_UNSET_F64;
    m->assets_per_s_per_gpu = r->work == GS_BENCH_WORK_IMAGES
                                  ? r->throughput / GS_SECONDS_PER_HOUR /
                                        (double)r->n_gpus
                                  : GS_UNSET_F64;
    m->ttft_s = r->ttft_p99_s;
    m->itl_s = r->itl_p99_s;
    m->mfu = GS_UNSET_F64;
    m->source = r->source;
    m->line = r->line;
    m->col = 1;
}
