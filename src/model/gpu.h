#ifndef GPUSEL_GPU_H
#define GPUSEL_GPU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * The accelerator data model and pure helpers on it (lookup by id or
 * alias, precision names).  No I/O: data/gpus.yaml is read by
 * src/load_gpus.c; docs/catalogue.md documents every field.
 *
 * All throughput is DENSE (no 2:4 sparsity); a device that supports
 * sparsity says so with `sparsity_2_4`.  A rate of 0 means the precision
 * is not supported by the device's matrix units.
 */

/* Numeric formats for matrix throughput; order is the column order. */
enum gs_precision {
    GS_PREC_FP64,
    GS_PREC_FP32,
    GS_PREC_TF32,
    GS_PREC_FP16,
    GS_PREC_BF16,
    GS_PREC_FP8,
    GS_PREC_FP6,
    GS_PREC_FP4,
    GS_PREC_INT8,
    GS_PREC_INT4,
    GS_PREC_COUNT
};

/*
 * ECC on device memory.  Unknown unless a source says: zero-initialised
 * entries are unknown, never "no".
 */
enum gs_ecc {
    GS_ECC_UNKNOWN = 0,
    GS_ECC_NO,
    GS_ECC_YES,
};

/*
 * pcie_gen and mig_max_instances: 0 means unknown (nothing sourced);
 * GS_GPU_NONE means the device has none (no PCIe host link, no MIG).
 */
#define GS_GPU_NONE (-1)

/* Name of a precision ("bf16"); never NULL for a valid enum. */
const char *gs_precision_name(enum gs_precision p);

/* The names in enum order, NULL-terminated (option choices). */
extern const char *const gs_precision_names[];

/* Precision by case-insensitive name; -1 if none. */
int gs_precision_find(const char *name);

struct gs_gpu {
    const char *id;             /* lowercase, stable: "h100-sxm" */
    const char *name;           /* marketing name: "NVIDIA H100 SXM5 80GB" */
    const char **aliases;       /* other accepted names, n_aliases of them */
    size_t n_aliases;
    const char *vendor;         /* "NVIDIA", "AMD", "Google", ... */
    const char *architecture;   /* "Hopper" */
    int year;                   /* first availability */
    const char *form_factor;    /* "SXM5", "PCIe", "OAM", "TPU board" ... */

    double memory_bytes;        /* capacity as marketed: memory_gb * 10^9,
                                 * or memory_gib * 2^30 */
    double usable_memory_bytes; /* what a framework can allocate; 0 unknown */
    const char *memory_type;    /* "HBM3" */
    double mem_bw_bytes_per_s;  /* peak DRAM bandwidth */
    /*
     * Figures the source states in binary units, as stated (0 when it
     * used decimal units): the *_bytes fields are derived from them.
     */
    double memory_gib;          /* capacity, GiB */
    double mem_bw_gib_per_s;    /* DRAM bandwidth, GiB/s */
    double scale_up_bw_gib_per_s; /* scale-up bandwidth, GiB/s */

    double dense_flop_per_s[GS_PREC_COUNT]; /* dense peak per precision
                                             * (FLOP/s, or OP/s for int);
                                             * 0 = unsupported */
    double fp64_tensor_dense_flop_per_s; /* FP64 on matrix units; 0 none */
    double fp16_acc16_dense_flop_per_s;  /* GeForce-style FP16-accumulate
                                          * rate; 0 when it equals the
                                          * FP32-accumulate fp16 rate */
    bool sparsity_2_4;          /* 2:4 structured sparsity doubles peaks */

    double tdp_w;               /* board/module power; 0 unpublished */
    const char *scale_up_kind;  /* "nvlink", "infinity-fabric", "ici",
                                 * "pcie", ... */
    int scale_up_gen;           /* generation of that fabric (NVLink 4:
                                 * 4); 0 unknown or not applicable */
    double scale_up_bw_bytes_per_s; /* per GPU, both directions summed;
                                     * 0 when none beyond PCIe */
    int64_t scale_up_domain_gpus;   /* most GPUs in one scale-up domain
                                     * (tensor parallelism stays inside) */
    int pcie_gen;               /* host PCIe generation; 0 unknown,
                                 * GS_GPU_NONE no PCIe host link */
    enum gs_ecc ecc;
    int64_t sm_count;           /* streaming multiprocessors (NVIDIA):
                                 * the GEMM engine's wave quantisation
                                 * (engine/gemm.h); 0 unknown (GEMMs at
                                 * the best-shape fraction) */
    int mig_max_instances;      /* most MIG instances; 0 unknown,
                                 * GS_GPU_NONE no MIG */
    double launch_price_usd;    /* per GPU; 0 unknown */
    /*
     * What a buyer pays per GPU where no list price exists (data-centre
     * parts: NVIDIA and AMD publish none): a dated, sourced street or
     * server-derived figure, the GPU alone (the server's other parts are
     * the cost engine's server share).  0: none; then owned pricing uses
     * launch_price_usd (gs_gpu_purchase_usd).
     */
    double purchase_usd;
    const char *purchase_as_of;  /* "2026-06-01": the day the price is a
                                  * fact about */
    const char *purchase_source; /* where, and how a server quote was
                                  * turned into a per-GPU figure */
    /*
     * A consumer (GeForce) card: no NVLink and no peer-to-peer over PCIe
     * in the GeForce driver (a tensor-parallel all-reduce goes through
     * host memory: gs_gpu_tp_link_bytes_per_s), ECC as the entry says,
     * and the GeForce driver licence's data-centre clause.
     */
    bool consumer;
    /*
     * Achievable fractions, measured on this device and published (0:
     * none published; the roofline then uses its per-vendor/generation
     * default, gpusel/roofline_defaults.h).  Each is the measured rate
     * divided by THIS entry's peak, so frac x peak is the measurement;
     * each comes with its source (URL or citation and the numbers).
     */
    double matmul_efficiency_frac;       /* large bf16 GEMMs (MAMF) /
                                          * bf16 dense peak */
    const char *matmul_efficiency_source;
    double fp8_matmul_efficiency_frac;   /* the same at fp8 */
    const char *fp8_matmul_efficiency_source;
    double fp4_matmul_efficiency_frac;   /* the same at fp4 */
    const char *fp4_matmul_efficiency_source;
    double mem_bw_efficiency_frac;       /* streaming reads (BabelStream,
                                          * nvbandwidth, device copy) /
                                          * peak DRAM bandwidth */
    const char *mem_bw_efficiency_source;
    const char **sources;       /* URLs or citations, n_sources of them */
    size_t n_sources;
    const char *as_of;          /* "2025-06-01": when the data was checked */
    const char *notes;          /* free text; may be NULL */

    const char *origin_path;    /* file this entry came from (built-in or
                                 * an overlay) */
    unsigned origin_line;       /* 1-based line of the entry */
};

/* Usable bytes: usable_memory_bytes if known, else memory_bytes. */
double gs_gpu_usable_bytes(const struct gs_gpu *g);

/*
 * Whether g's matrix units run NVFP4 (E2M1 with E4M3 scales per 16):
 * NVIDIA parts with an fp4 rate (Blackwell's fifth-generation tensor
 * cores).  Other vendors' fp4 rates are OCP MXFP4 (E8M0 scales per 32).
 */
bool gs_gpu_has_nvfp4(const struct gs_gpu *g);

/*
 * The purchase price per GPU an owned candidate is charged: the sourced
 * purchase_usd where the catalogue has one, else the launch list price;
 * 0 when neither is known (the user gives --purchase-usd).
 */
double gs_gpu_purchase_usd(const struct gs_gpu *g);

/*
 * Per-direction bandwidth of g's tensor-parallel link, bytes/s (0
 * unknown).  A scale-up fabric: half its both-directions figure.  A
 * PCIe-only part: the catalogue's figure, else the x16 link of its
 * generation.  A consumer card on PCIe (no peer-to-peer): the all-reduce
 * is staged through host memory, each byte crossing PCIe twice (GPU to
 * host, host to GPU) on the card's own x16 link, so the x16 rate over
 * GS_GPU_HOST_STAGED_CROSSINGS.  Pure.
 */
double gs_gpu_tp_link_bytes_per_s(const struct gs_gpu *g);

/* Each byte of a host-staged (no peer-to-peer) transfer crosses PCIe
 * twice: into pinned host memory and out of it (NCCL's SHM transport). */
#define GS_GPU_HOST_STAGED_CROSSINGS 2.0

/* The GeForce driver licence's data-centre clause, verbatim (License For
 * Customer Use of NVIDIA GeForce Software, section 2.1.3,
 * https://www.nvidia.com/en-us/drivers/geforce-license/; in force for
 * drivers released since 2017-11-30). */
#define GS_GEFORCE_DATACENTER_CLAUSE                                     \
    "No Datacenter Deployment. The SOFTWARE is not licensed for "       \
    "datacenter deployment, except that blockchain processing in a "    \
    "datacenter is permitted."

/* True when the id or any alias equals name, ignoring ASCII case. */
bool gs_gpu_matches(const struct gs_gpu *g, const char *name);

/*
 * Per-direction payload bandwidth of a PCIe x16 link, bytes/s, by
 * generation: the one PCIe table (the roofline's tensor-parallel link
 * without a scale-up fabric, training's host link).  Gen 3-5 (8, 16,
 * 32 GT/s, 128b/130b line coding): 15.75, 31.5, 63.0 GB/s; gen 6
 * (64 GT/s PAM4, FLIT mode: of each 256-byte flit, 8 bytes CRC and 6
 * FEC, 242 TLP + DLP): 128 x 242/256 = 121.0 GB/s; later generations
 * double it (gen 7: 128 GT/s, the same flit).  0 below gen 3 or unknown.
 */
double gs_pcie_x16_bytes_per_s(int gen);

#endif /* GPUSEL_GPU_H */
