/*
 * GPU catalogue fields as commands show them: one table of every stored
 * field (and a derived ridge point), in the key's unit.  docs/catalogue.md
 * documents the fields; docs/commands/{list,show,compare}.md the columns.
 */
#include <stdlib.h>
#include <string.h>

#include "present.h"
#include "units.h"
#include "ascii.h"
#include "banned.h"

/* A positive number, else a NULL cell (0 is "unknown" in the catalogue). */
static struct gs_cell positive(double v)
{
    return v > 0.0 ? gs_cell_number(v) : gs_cell_null();
}

struct gs_cell gs_list_cell(struct gs_table *t, const char *const *items,
                            size_t n, bool *oom)
{
    size_t i, len = 0;
    char *buf;
    const char *s;

    if (n == 0)
        return gs_cell_null();
    for (i = 0; i < n; i++)
        len += strlen(items[i]) + 1;
    buf = malloc(len + 1);
    if (!buf) {
        /* the table too: some callers drop *oom (tests/alloc_fail.sh:
         * show printed aliases "-" and exited 0) */
        *oom = true;
        t->oom = true;
        return gs_cell_null();
    }
    buf[0] = '\0';
    for (i = 0, len = 0; i < n; i++) {
        size_t k = strlen(items[i]);

        if (i)
            buf[len++] = '\n';
        memcpy(buf + len, items[i], k);
        len += k;
        buf[len] = '\0';
    }
    s = gs_table_strdup(t, buf);
    free(buf);
    if (!s)
        *oom = true;
    return gs_cell_text(s);
}

#define TEXT_FN(name, field) \
    static struct gs_cell name(const struct gs_gpu *g, struct gs_table *t) \
    { \
        (void)t; \
        return gs_cell_text(g->field); \
    }
TEXT_FN(id, id)
TEXT_FN(name, name)
TEXT_FN(vendor, vendor)
TEXT_FN(architecture, architecture)
TEXT_FN(form_factor, form_factor)
TEXT_FN(memory_type, memory_type)
TEXT_FN(scale_up_kind, scale_up_kind)
TEXT_FN(as_of, as_of)
TEXT_FN(notes, notes)
TEXT_FN(defined_in, origin_path)

#define NUM_FN(name, expr) \
    static struct gs_cell name(const struct gs_gpu *g, struct gs_table *t) \
    { \
        (void)t; \
        return positive(expr); \
    }
NUM_FN(memory_gb, g->memory_bytes / GS_BYTES_PER_GB)
NUM_FN(usable_gib, g->usable_memory_bytes / GS_BYTES_PER_GIB)
NUM_FN(memory_gib, g->memory_gib)
NUM_FN(bw_tb, g->mem_bw_bytes_per_s / GS_BYTES_PER_TB)
NUM_FN(bw_gib, g->mem_bw_gib_per_s)
NUM_FN(scale_up_bw_gib, g->scale_up_bw_gib_per_s)
NUM_FN(fp64, g->dense_flop_per_s[GS_PREC_FP64] / GS_FLOP_PER_TFLOP)
NUM_FN(fp64_tensor, g->fp64_tensor_dense_flop_per_s / GS_FLOP_PER_TFLOP)
NUM_FN(fp32, g->dense_flop_per_s[GS_PREC_FP32] / GS_FLOP_PER_TFLOP)
NUM_FN(tf32, g->dense_flop_per_s[GS_PREC_TF32] / GS_FLOP_PER_TFLOP)
NUM_FN(fp16, g->dense_flop_per_s[GS_PREC_FP16] / GS_FLOP_PER_TFLOP)
NUM_FN(fp16_acc16, g->fp16_acc16_dense_flop_per_s / GS_FLOP_PER_TFLOP)
NUM_FN(bf16, g->dense_flop_per_s[GS_PREC_BF16] / GS_FLOP_PER_TFLOP)
NUM_FN(fp8, g->dense_flop_per_s[GS_PREC_FP8] / GS_FLOP_PER_TFLOP)
NUM_FN(fp6, g->dense_flop_per_s[GS_PREC_FP6] / GS_FLOP_PER_TFLOP)
NUM_FN(fp4, g->dense_flop_per_s[GS_PREC_FP4] / GS_FLOP_PER_TFLOP)
NUM_FN(int8, g->dense_flop_per_s[GS_PREC_INT8] / GS_FLOP_PER_TFLOP)
NUM_FN(int4, g->dense_flop_per_s[GS_PREC_INT4] / GS_FLOP_PER_TFLOP)
NUM_FN(tdp, g->tdp_w)
NUM_FN(scale_up_bw, g->scale_up_bw_bytes_per_s / GS_BYTES_PER_GB)
NUM_FN(price, g->launch_price_usd)
NUM_FN(purchase, g->purchase_usd)
TEXT_FN(purchase_as_of, purchase_as_of)
TEXT_FN(purchase_source, purchase_source)
NUM_FN(mm_eff, g->matmul_efficiency_frac)
NUM_FN(fp8_mm_eff, g->fp8_matmul_efficiency_frac)
NUM_FN(fp4_mm_eff, g->fp4_matmul_efficiency_frac)
NUM_FN(bw_eff, g->mem_bw_efficiency_frac)
TEXT_FN(mm_eff_src, matmul_efficiency_source)
TEXT_FN(fp8_mm_eff_src, fp8_matmul_efficiency_source)
TEXT_FN(fp4_mm_eff_src, fp4_matmul_efficiency_source)
TEXT_FN(bw_eff_src, mem_bw_efficiency_source)
/* Ridge point: BF16 FLOP per byte of DRAM traffic at which a kernel
 * stops being bandwidth-bound. */
NUM_FN(ridge, g->mem_bw_bytes_per_s > 0.0
                  ? g->dense_flop_per_s[GS_PREC_BF16] / g->mem_bw_bytes_per_s
                  : 0.0)

static struct gs_cell year(const struct gs_gpu *g, struct gs_table *t)
{
    (void)t;
    return g->year ? gs_cell_int(g->year) : gs_cell_null();
}
static struct gs_cell domain(const struct gs_gpu *g, struct gs_table *t)
{
    (void)t;
    return g->scale_up_domain_gpus ? gs_cell_int(g->scale_up_domain_gpus)
                                   : gs_cell_null();
}
static struct gs_cell pcie_gen(const struct gs_gpu *g, struct gs_table *t)
{
    (void)t;
    /* 0: no PCIe host link (GS_GPU_NONE); null: unknown */
    return g->pcie_gen == GS_GPU_NONE ? gs_cell_int(0)
           : g->pcie_gen > 0          ? gs_cell_int(g->pcie_gen)
                                      : gs_cell_null();
}
static struct gs_cell scale_up_gen(const struct gs_gpu *g, struct gs_table *t)
{
    (void)t;
    return g->scale_up_gen > 0 ? gs_cell_int(g->scale_up_gen) : gs_cell_null();
}
static struct gs_cell mig(const struct gs_gpu *g, struct gs_table *t)
{
    (void)t;
    /* 0: no MIG (GS_GPU_NONE); null: unknown */
    return g->mig_max_instances == GS_GPU_NONE ? gs_cell_int(0)
           : g->mig_max_instances > 0 ? gs_cell_int(g->mig_max_instances)
                                      : gs_cell_null();
}
static struct gs_cell sparsity(const struct gs_gpu *g, struct gs_table *t)
{
    (void)t;
    return gs_cell_bool(g->sparsity_2_4);
}
static struct gs_cell consumer(const struct gs_gpu *g, struct gs_table *t)
{
    (void)t;
    return gs_cell_bool(g->consumer);
}
static struct gs_cell ecc(const struct gs_gpu *g, struct gs_table *t)
{
    (void)t;
    return g->ecc == GS_ECC_UNKNOWN ? gs_cell_null()
                                    : gs_cell_bool(g->ecc == GS_ECC_YES);
}
static struct gs_cell aliases(const struct gs_gpu *g, struct gs_table *t)
{
    bool oom = false;

    return gs_list_cell(t, (const char *const *)g->aliases, g->n_aliases,
                        &oom);
}
static struct gs_cell sources(const struct gs_gpu *g, struct gs_table *t)
{
    bool oom = false;

    return gs_list_cell(t, (const char *const *)g->sources, g->n_sources,
                        &oom);
}

#define TXT GS_CELL_TEXT
#define NUM GS_CELL_NUMBER
#define INT GS_CELL_INT
#define YN GS_CELL_BOOL
#define AUTO GS_COL_AUTO
const struct gs_gpu_field gs_gpu_fields[] = {
    { "id", "GPU", NULL, TXT, 0, GS_COL_KEY, true, false, id },
    { "name", "name", NULL, TXT, 0, AUTO, false, false, name },
    { "aliases", "aliases", NULL, TXT, 0, GS_COL_LIST, false, false,
      aliases },
    { "vendor", "vendor", NULL, TXT, 0, AUTO, true, false, vendor },
    { "architecture", "architecture", NULL, TXT, 0, AUTO, false, false,
      architecture },
    { "year", "year", NULL, INT, 0, AUTO, false, false, year },
    { "form_factor", "form factor", NULL, TXT, 0, AUTO, false, false,
      form_factor },
    { "memory_gb", "memory (GB)", "GB", NUM, 0, AUTO, true, true,
      memory_gb },
    { "memory_gib", "memory (GiB, as stated)", "GiB", NUM, 0, AUTO, false,
      true, memory_gib },
    { "usable_memory_gib", "usable memory (GiB)", "GiB", NUM, 1, AUTO, true,
      true, usable_gib,
      "usable (GiB)", 0 },
    { "memory_type", "memory type", NULL, TXT, 0, AUTO, false, false,
      memory_type },
    { "mem_bw_tb_per_s", "bandwidth (TB/s)", "TB/s", NUM, 2, AUTO, true,
      true, bw_tb,
      "mem BW (TB/s)", 0 },
    { "mem_bw_gib_per_s", "bandwidth (GiB/s, as stated)", "GiB/s", NUM, 0,
      AUTO, false, true, bw_gib },
    { "fp64_dense_tflops", "FP64 vector (TFLOP/s)", "TFLOP/s", NUM, 1, AUTO,
      false, true, fp64 },
    { "fp64_tensor_dense_tflops", "FP64 tensor (TFLOP/s)", "TFLOP/s", NUM, 1,
      AUTO, false, true, fp64_tensor },
    { "fp32_dense_tflops", "FP32 (TFLOP/s)", "TFLOP/s", NUM, 1, AUTO, false,
      true, fp32 },
    { "tf32_dense_tflops", "TF32 dense (TFLOP/s)", "TFLOP/s", NUM, 1, AUTO,
      false, true, tf32 },
    { "fp16_dense_tflops", "FP16 dense (TFLOP/s)", "TFLOP/s", NUM, 1, AUTO,
      false, true, fp16 },
    { "fp16_acc16_dense_tflops", "FP16 acc16 dense (TFLOP/s)", "TFLOP/s",
      NUM, 1, AUTO, false, true, fp16_acc16 },
    { "bf16_dense_tflops", "BF16 dense (TFLOP/s)", "TFLOP/s", NUM, 0, AUTO,
      true, true, bf16,
      "BF16 (TFLOP/s)", 0 },
    { "fp8_dense_tflops", "FP8 dense (TFLOP/s)", "TFLOP/s", NUM, 0, AUTO,
      true, true, fp8,
      "FP8 (TFLOP/s)", 0 },
    { "fp6_dense_tflops", "FP6 dense (TFLOP/s)", "TFLOP/s", NUM, 0, AUTO,
      false, true, fp6 },
    { "fp4_dense_tflops", "FP4 dense (TFLOP/s)", "TFLOP/s", NUM, 0, AUTO,
      true, true, fp4,
      "FP4 (TFLOP/s)", 0 },
    { "int8_dense_tops", "INT8 dense (TOP/s)", "TOP/s", NUM, 0, AUTO, false,
      true, int8 },
    { "int4_dense_tops", "INT4 dense (TOP/s)", "TOP/s", NUM, 0, AUTO, false,
      true, int4 },
    { "sparsity_2_4", "2:4 sparsity", NULL, YN, 0, AUTO, false, false,
      sparsity },
    { "bf16_ridge_flop_per_byte", "BF16 ridge (FLOP/byte)", "FLOP/byte", NUM,
      0, AUTO, false, true, ridge },
    { "tdp_w", "TDP (W)", "W", NUM, 0, AUTO, true, true, tdp,
      NULL, -1 },
    { "scale_up_kind", "scale-up link", NULL, TXT, 0, AUTO, false, false,
      scale_up_kind },
    { "scale_up_bw_gb_per_s", "scale-up (GB/s per GPU)", "GB/s", NUM, 0,
      AUTO, true, true, scale_up_bw,
      "scale-up (GB/s)", -1 },
    { "scale_up_bw_gib_per_s", "scale-up (GiB/s per GPU, as stated)", "GiB/s",
      NUM, 0, AUTO, false, true, scale_up_bw_gib },
    { "scale_up_gen", "scale-up generation", NULL, INT, 0, AUTO, false, false,
      scale_up_gen },
    { "scale_up_domain_gpus", "scale-up domain (GPUs)", "GPUs", INT, 0, AUTO,
      false, true, domain },
    { "pcie_gen", "PCIe gen", NULL, INT, 0, AUTO, false, false, pcie_gen },
    { "ecc", "ECC", NULL, YN, 0, AUTO, false, false, ecc },
    { "mig_max_instances", "MIG instances (max)", NULL, INT, 0, AUTO, false,
      false, mig },
    { "launch_price_usd", "launch price (USD)", "USD", NUM, 0, AUTO, false,
      true, price },
    { "purchase_usd", "purchase price (USD, estimate)", "USD", NUM, 0, AUTO,
      false, true, purchase },
    { "purchase_as_of", "purchase price as of", NULL, TXT, 0, AUTO, false,
      false, purchase_as_of },
    { "purchase_source", "purchase price source", NULL, TXT, 0, AUTO, false,
      false, purchase_source },
    { "consumer", "consumer card (GeForce)", NULL, YN, 0, AUTO, false, false,
      consumer },
    { "matmul_efficiency_frac", "bf16 GEMM efficiency (measured)", NULL, NUM,
      3, AUTO, false, true, mm_eff },
    { "matmul_efficiency_source", "bf16 GEMM efficiency source", NULL, TXT, 0,
      AUTO, false, false, mm_eff_src },
    { "fp8_matmul_efficiency_frac", "fp8 GEMM efficiency (measured)", NULL,
      NUM, 3, AUTO, false, true, fp8_mm_eff },
    { "fp8_matmul_efficiency_source", "fp8 GEMM efficiency source", NULL, TXT,
      0, AUTO, false, false, fp8_mm_eff_src },
    { "fp4_matmul_efficiency_frac", "fp4 GEMM efficiency (measured)", NULL,
      NUM, 3, AUTO, false, true, fp4_mm_eff },
    { "fp4_matmul_efficiency_source", "fp4 GEMM efficiency source", NULL, TXT,
      0, AUTO, false, false, fp4_mm_eff_src },
    { "mem_bw_efficiency_frac", "HBM bandwidth efficiency (measured)", NULL,
      NUM, 3, AUTO, false, true, bw_eff },
    { "mem_bw_efficiency_source", "HBM bandwidth efficiency source", NULL,
      TXT, 0, AUTO, false, false, bw_eff_src },
    { "as_of", "as of", NULL, TXT, 0, AUTO, false, false, as_of },
    { "sources", "sources", NULL, TXT, 0, GS_COL_LIST, false, false,
      sources },
    { "entry_notes", "notes", NULL, TXT, 0, AUTO, false, false, notes },
    { "defined_in", "defined in", NULL, TXT, 0, AUTO, false, false,
      defined_in },
};
#undef TXT
#undef NUM
#undef INT
#undef YN
#undef AUTO

const size_t gs_n_gpu_fields =
    sizeof(gs_gpu_fields) / sizeof(gs_gpu_fields[0]);

struct gs_column gs_gpu_field_column(const struct gs_gpu_field *f)
{
    return (struct gs_column){
        .key = f->key,
        .title = f->title,
        .type = f->type,
        .decimals = f->decimals,
        .kind = f->kind,
        .unit = f->unit ? f->unit : "",
        .audience = f->in_list ? GS_COL_EVERYONE : GS_COL_DETAIL,
    };
}

double gs_gpu_field_number(const struct gs_gpu_field *f,
                           const struct gs_gpu *g)
{
    struct gs_cell c;

    if (f->type == GS_CELL_TEXT)
        return 0.0;             /* text fields are not sort keys */
    c = f->value(g, NULL);
    if (c.type == GS_CELL_NUMBER)
        return c.u.number;
    if (c.type == GS_CELL_INT)
        return (double)c.u.i;
    return 0.0;
}

/* Short names for --by, mapped to field keys. */
static const struct {
    const char *name;
    const char *key;
} sort_aliases[] = {
    { "memory", "usable_memory_gib" }, { "bandwidth", "mem_bw_tb_per_s" },
    { "fp64", "fp64_dense_tflops" },   { "fp32", "fp32_dense_tflops" },
    { "tf32", "tf32_dense_tflops" },   { "fp16", "fp16_dense_tflops" },
    { "bf16", "bf16_dense_tflops" },   { "fp8", "fp8_dense_tflops" },
    { "fp6", "fp6_dense_tflops" },     { "fp4", "fp4_dense_tflops" },
    { "int8", "int8_dense_tops" },     { "int4", "int4_dense_tops" },
    { "tdp", "tdp_w" },                { "price", "launch_price_usd" },
    { "scale-up", "scale_up_bw_gb_per_s" },
};

const char *const gs_gpu_sort_names[] = {
    "id", "year", "memory", "bandwidth", "fp64", "fp32", "tf32", "fp16",
    "bf16", "fp8", "fp6", "fp4", "int8", "int4", "tdp", "price", "scale-up",
    NULL,
};

const struct gs_gpu_field *gs_gpu_field_find(const char *name)
{
    size_t i;

    for (i = 0; i < sizeof(sort_aliases) / sizeof(sort_aliases[0]); i++)
        if (strcmp(sort_aliases[i].name, name) == 0)
            name = sort_aliases[i].key;
    for (i = 0; i < gs_n_gpu_fields; i++)
        if (strcmp(gs_gpu_fields[i].key, name) == 0)
            return &gs_gpu_fields[i];
    return NULL;
}

bool gs_gpu_filter_match(const struct gs_gpu *g, const struct gs_gpu_filter *f)
{
    if (f->vendor && gs_ascii_casecmp(f->vendor, g->vendor) != 0)
        return false;
    if (f->min_memory_bytes > 0.0 &&
        gs_gpu_usable_bytes(g) < f->min_memory_bytes)
        return false;
    if (f->precision >= 0 && !(g->dense_flop_per_s[f->precision] > 0.0))
        return false;
    return true;
}

double gs_gpu_sort_key(const struct gs_gpu *g, const char *by)
{
    const struct gs_gpu_field *field;

    if (strcmp(by, "year") == 0)
        return g->year;
    field = gs_gpu_field_find(by);
    if (!field || strcmp(by, "id") == 0)
        return 0.0;                       /* "id" */
    /* memory sorts by what a framework can allocate, known or not */
    return strcmp(field->key, "usable_memory_gib") == 0
               ? gs_gpu_usable_bytes(g)
               : gs_gpu_field_number(field, g);
}

int gs_gpu_select(const struct gs_dataset *d, const struct gs_strlist *names,
                  const struct gs_gpu_filter *f, const struct gs_gpu **out,
                  size_t *n, struct gs_error *err)
{
    size_t i, k, n_in = names->n ? names->n : d->n_gpus;

    *n = 0;
    for (i = 0; i < n_in; i++) {
        const struct gs_gpu *g = names->n ? gs_dataset_gpu(d, names->items[i],
                                                           err)
                                          : &d->gpus[i];

        if (!g)
            return -1;
        for (k = 0; k < *n && out[k] != g; k++)
            ;
        if (k == *n && gs_gpu_filter_match(g, f))
            out[(*n)++] = g;
    }
    return 0;
}
