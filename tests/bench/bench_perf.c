/*
 * Benchmark driver for perf's engines (tests/bench.sh): how many serving
 * evaluations one core does per second.  One evaluation is what `gpusel
 * perf` runs per (layout, concurrency): gs_perf_eval, i.e. one
 * gs_roofline_estimate (expected, pessimistic and optimistic constants)
 * plus the p99 terms.  Llama-3-70B-like shape on an H100-like GPU at tp 2,
 * concurrency varying so no result is reused.  Not a test: it prints
 * "evals_per_s N" and bench.sh compares it with the target.
 *
 * usage: bench_perf [<n_evals>]
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "perf.h"
#include "roofline_defaults.h"
#include "units.h"
#include "banned.h"

/* Evaluations when none is given: about a second on one core. */
#define DEFAULT_EVALS 1000000L

static double now_s(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? strtol(argv[1], NULL, 10) : DEFAULT_EVALS, i;
    struct gs_model m;
    struct gs_gpu g;
    struct gs_workload w = GS_WORKLOAD_UNSET;
    struct gs_perf_query q;
    struct gs_perf_point p;
    struct gs_error err = GS_ERROR_INIT;
    double t0, t1, sink = 0.0;

    memset(&m, 0, sizeof(m));
    m.id = "bench-70b";
    m.n_layers = 80;
    m.hidden_size = 8192;
    m.intermediate_size = 28672;
    m.n_heads = 64;
    m.n_kv_heads = 8;
    m.head_dim = 128;
    m.vocab_size = 128256;
    m.n_norms_per_layer = 2;
    m.max_context_tokens = 131072;
    m.mlp_kind = GS_MLP_GATED;
    m.norm_kind = GS_NORM_RMS;
    m.shipped_weight_dtype = GS_DTYPE_UNSET;
    m.shipped_expert_dtype = GS_DTYPE_UNSET;
    memset(&g, 0, sizeof(g));
    g.id = "bench-h100";
    g.vendor = "NVIDIA";
    g.architecture = "Hopper (GH100)";
    g.usable_memory_bytes = 79.65 * GS_BYTES_PER_GIB;
    g.memory_bytes = g.usable_memory_bytes;
    g.mem_bw_bytes_per_s = 3.35e12;
    g.dense_flop_per_s[GS_PREC_BF16] = 989.4e12;
    g.dense_flop_per_s[GS_PREC_FP16] = 989.4e12;
    g.dense_flop_per_s[GS_PREC_FP8] = 1978.9e12;
    g.dense_flop_per_s[GS_PREC_FP32] = 66.9e12;
    g.scale_up_kind = "nvlink";
    g.scale_up_bw_bytes_per_s = 900e9;
    g.scale_up_domain_gpus = 8;
    w.mode = GS_MODE_INFER;
    w.weight_dtype = GS_DTYPE_FP8;
    w.expert_dtype = GS_DTYPE_FP8;
    w.kv_dtype = GS_DTYPE_FP8;
    w.ctx_tokens = 2000;
    q = (struct gs_perf_query){
        .model = &m, .gpu = &g, .work = &w, .prompt_tokens = 1000,
        .output_tokens = 1000,
        .consts = gs_roofline_default_consts(&g, GS_PREC_FP8),
        .compute_precision = GS_PREC_FP8, .max_batch = 2048,
    };
    if (n < 1)
        n = 1;
    t0 = now_s();
    for (i = 0; i < n; i++) {
        if (gs_perf_eval(&q, 2, 1, 1, 1 + (i & 255), NULL, &p, &err) < 0) {
            fprintf(stderr, "bench_perf: %s\n", err.msg);
            return 1;
        }
        sink += p.expected.tokens_per_s;
    }
    t1 = now_s();
    printf("evals %ld\nseconds %.3f\nevals_per_s %.0f\nchecksum %.6g\n", n,
           t1 - t0, (double)n / (t1 - t0), sink);
    return 0;
}
