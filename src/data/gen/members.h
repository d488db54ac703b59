#ifndef GPUSEL_GEN_MEMBERS_H
#define GPUSEL_GEN_MEMBERS_H

#include <stddef.h>

/*
 * Every member of struct gs_gpu, struct gs_model and the price structs
 * (struct gs_price, gs_api_price, gs_price_file_stats), by name, offset,
 * size and kind: what the catalogue generator (gencatalog.c) writes and
 * what tests/unit/test_embedded.c and test_builtin_prices.c compare.  The names come from the headers
 * themselves (members.cmake), the kinds from each member's C type, so a
 * new field needs no edit here.  Build-time and test code only; not part
 * of the gpusel binary.
 */
enum gs_member_kind {
    GS_MEMBER_UNKNOWN,  /* a type the generator cannot write: a build error */
    GS_MEMBER_STR,      /* const char *, may be NULL */
    GS_MEMBER_STRLIST,  /* const char **, NULL-terminated (the loader's) */
    GS_MEMBER_DOUBLE,
    GS_MEMBER_DOUBLES,  /* double[N]: size / sizeof(double) elements */
    GS_MEMBER_BOOL,
    GS_MEMBER_INT,      /* any signed integer or enum type */
    GS_MEMBER_UINT,     /* any unsigned integer (or enum) type */
    GS_MEMBER_DATE,     /* struct gs_date: days, precision, text */
};

struct gs_member {
    const char *name;
    size_t offset, size;
    enum gs_member_kind kind;
};

extern const struct gs_member gs_gpu_members[];
extern const size_t gs_n_gpu_members;
extern const struct gs_member gs_model_members[];
extern const size_t gs_n_model_members;
extern const struct gs_member gs_price_members[];
extern const size_t gs_n_price_members;
extern const struct gs_member gs_api_price_members[];
extern const size_t gs_n_api_price_members;
extern const struct gs_member gs_price_file_stats_members[];
extern const size_t gs_n_price_file_stats_members;

#endif /* GPUSEL_GEN_MEMBERS_H */
