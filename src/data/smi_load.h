#ifndef GPUSEL_SMI_LOAD_H
#define GPUSEL_SMI_LOAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "error.h"
#include "util_stats.h"

/*
 * The reader of GPU monitoring logs (data layer, src/data/load_smi.c):
 * the CSV that
 *
 *   nvidia-smi --query-gpu=timestamp,index,name,utilization.gpu,
 *              utilization.memory,memory.used,memory.total,power.draw
 *              --format=csv -l 1
 *
 * writes (also csv,noheader and csv,nounits; other --query-gpu columns
 * are ignored), several GPUs interleaved, logs concatenated from
 * restarts.  Read as a stream, a line at a time: each sample goes into
 * its GPU's running aggregates (util_stats.h) and is not kept, so memory
 * does not grow with the log (issue 20).  docs/commands/util.md states
 * the accepted shapes and what happens to each malformed row.
 */

/* The columns the reader uses, by nvidia-smi's --query-gpu names. */
enum gs_smi_field {
    GS_SMI_TIMESTAMP,       /* "YYYY/MM/DD HH:MM:SS.mmm" */
    GS_SMI_INDEX,           /* the GPU's index on its host */
    GS_SMI_NAME,            /* "NVIDIA H100 80GB HBM3" */
    GS_SMI_UTIL_GPU,        /* utilization.gpu, % */
    GS_SMI_UTIL_MEM,        /* utilization.memory, % */
    GS_SMI_MEM_USED,        /* memory.used, MiB */
    GS_SMI_MEM_TOTAL,       /* memory.total, MiB */
    GS_SMI_POWER,           /* power.draw, W */
    GS_SMI_UUID,            /* "GPU-5e1f..." */
    GS_SMI_PCI_BUS_ID,      /* pci.bus_id, "00000000:18:00.0" */
    GS_SMI_FIELD_COUNT,
    GS_SMI_IGNORED = GS_SMI_FIELD_COUNT, /* a column the reader skips */
};

/* --query-gpu names in enum order, NULL-terminated. */
extern const char *const gs_smi_field_names[GS_SMI_FIELD_COUNT + 1];

/* Largest log read (bytes): a week of 8 GPUs at -l 1 is about 500 MB.
 * The log is streamed, so this bounds the time, not the memory. */
#define GS_SMI_MAX_FILE_BYTES ((size_t)1 << 30)
/* Longest line (bytes): 64 columns of nvidia-smi fields are under 4 KiB;
 * a longer line is not a log (and a file without line ends, such as
 * /dev/zero, stops here). */
#define GS_SMI_MAX_LINE_BYTES ((size_t)1 << 16)
/* Bytes read from the file at a time. */
#define GS_SMI_READ_CHUNK_BYTES ((size_t)1 << 16)
/*
 * Plausible bounds of one GPU's readings (issue 20: 1e308 MiB and a
 * power.draw of 1e308 W were taken, the energy overflowed to infinity
 * and util exited 5).  Memory: 1 TiB (1,048,576 MiB), 3.6x the largest
 * GPU memory shipping (AMD MI355X, 288 GB HBM3E); power: 10 kW, 7x the
 * highest board power announced (NVIDIA B300, 1,400 W).  docs/commands/
 * util.md.
 */
#define GS_SMI_MAX_MIB 1048576.0
#define GS_SMI_MAX_POWER_W 10000.0
/* Most columns a row may have. */
#define GS_SMI_MAX_COLUMNS 64
/* Most GPUs one log may hold (an NVL72 rack is 72; a cluster's logs
 * concatenated a few thousand). */
#define GS_SMI_MAX_GPUS 4096

/* The column order of headerless logs (csv,noheader): the fields of the
 * query above, in its order, unless the caller gives another. */
#define GS_SMI_DEFAULT_FIELD_COUNT 8
extern const enum gs_smi_field
    gs_smi_default_fields[GS_SMI_DEFAULT_FIELD_COUNT];

/*
 * How the rows of one sample are told apart, strongest first: the index
 * column, else uuid, else pci.bus_id, else the row's place among the
 * rows that share its timestamp (nvidia-smi writes the GPUs of one
 * sample in index order with one timestamp).  A name never identifies a
 * GPU: two GPUs of one model share it.
 */
enum gs_smi_key {
    GS_SMI_BY_INDEX,
    GS_SMI_BY_UUID,
    GS_SMI_BY_BUS_ID,
    GS_SMI_BY_ORDER,
};

/*
 * Parse a --query-gpu list such as "timestamp,index,name,utilization.gpu"
 * into fields[] (room for GS_SMI_MAX_COLUMNS), *n of them; names the
 * reader does not use ("temperature.gpu") become GS_SMI_IGNORED.  Returns 0,
 * or -1 with GS_EUSAGE (empty list, too many, a name given twice,
 * no timestamp or no utilization.gpu).
 */
int gs_smi_parse_fields(const char *list, enum gs_smi_field *fields,
                        size_t *n, struct gs_error *err);

/* One GPU seen in the log: its samples are one series. */
struct gs_smi_gpu {
    int64_t index;          /* the index column; -1 when there is none */
    const char *name;       /* the name column as written; NULL if none */
    const char *id;         /* the uuid or pci.bus_id that identified it
                             * as written; NULL by index or by order */
    int64_t slot;           /* by order: its place within a timestamp,
                             * from 0; else -1 */
    size_t n_samples;
    struct gs_util_acc acc; /* its statistics so far (util_stats.h) */
    /* its utilisations that are not whole percents, one count per value
     * (gs_util_counts_merge; merged whenever the array fills, so it
     * holds the distinct values, not the samples); sorted and merged
     * when the log is read */
    struct gs_util_value_count *others;
    size_t n_others, alloc_others;
    double last_t_s;        /* private: the latest sample's time */
    unsigned last_segment;  /* private: and its segment */
};

struct gs_smi_opts {
    const enum gs_smi_field *fields; /* headerless rows before any header:
                                      * NULL means gs_smi_default_fields */
    size_t n_fields;
    struct gs_util_params util;      /* idle threshold and longest
                                      * interval; zeros: the defaults */
    /* Called with each sample as it is read (tests, fuzzing); NULL: none.
     * The sample is not kept. */
    void (*on_sample)(void *ctx, const struct gs_util_sample *s);
    void *ctx;
};

struct gs_smi_log {
    struct gs_arena arena;  /* owns the names and ids */
    const char *path;
    size_t n_samples;
    struct gs_smi_gpu *gpus;        /* order of first appearance */
    size_t n_gpus;
    size_t n_headers;       /* header lines (more than 1: restarts) */
    size_t n_segments;      /* runs of the logger (headers, or 1) */
    size_t n_empty_lines;   /* skipped */
    size_t n_missing_cells; /* "[N/A]", "[Not Supported]": no value */
    bool truncated_last_line; /* a last line without its newline (cut
                               * while written): skipped */
    unsigned truncated_line;  /* its number */
    size_t n_backwards;     /* a GPU's timestamp earlier than its previous
                             * sample in the same segment */
    bool headerless;        /* rows read with the default/given order */
    enum gs_smi_key keyed_by; /* how GPUs were told apart (the weakest
                               * rule any run of the logger needed) */
};

/* Empty; does not allocate. */
void gs_smi_log_init(struct gs_smi_log *log);

/*
 * Read `len` bytes of buf (named path in messages), as gs_smi_load reads
 * a file, into each GPU's aggregates.  Returns 0, or -1
 * with *err naming path:line:column: GS_ESYNTAX for a quoted field or a
 * row with the wrong number of columns, GS_ESCHEMA for a header without
 * timestamp or utilization.gpu, a cell that is not a number, a negative
 * number, a percentage above 100, a unit that does not belong to the
 * column ("12 W" in utilization.gpu), a bad timestamp, more than
 * GS_SMI_MAX_GPUS GPUs or a line over GS_SMI_MAX_LINE_BYTES; GS_EDOMAIN
 * for statistics parameters out of range; GS_ENOMEM.
 * On error *log holds nothing the caller may use (release it).
 */
int gs_smi_load_buffer(struct gs_smi_log *log, const char *path,
                       const char *buf, size_t len,
                       const struct gs_smi_opts *o, struct gs_error *err);

/* The same from disk, streamed in GS_SMI_READ_CHUNK_BYTES pieces
 * (GS_EIO if unreadable; GS_ESCHEMA over GS_SMI_MAX_FILE_BYTES). */
int gs_smi_load(struct gs_smi_log *log, const char *path,
                const struct gs_smi_opts *o, struct gs_error *err);

void gs_smi_log_release(struct gs_smi_log *log);

/*
 * Seconds since 1970-01-01 00:00:00 of "YYYY/MM/DD HH:MM:SS[.fff]" (or
 * with '-' between the date's parts), read as written (nvidia-smi
 * prints local time without a zone; differences are what count).
 * Returns 0, or -1 when s is not such a timestamp.
 */
int gs_smi_parse_timestamp(const char *s, size_t len, double *t_s);

#endif /* GPUSEL_SMI_LOAD_H */
