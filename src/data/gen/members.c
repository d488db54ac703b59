/*
 * The member tables of members.h, from the lists members.cmake extracts
 * from src/model/gpu.h, model.h, price.h and src/data/price_load.h.
 */
#include <stdbool.h>
#include <stddef.h>

#include "compat.h"
#include "gpu.h"
#include "model.h"
#include "price.h"
#include "price_load.h"
#include "members.h"
#include "banned.h"

/* The kind of a member from its type (an enum matches its integer type). */
#define KIND_OF(x) _Generic((x),                                         \
    const char *: GS_MEMBER_STR,                                        \
    const char **: GS_MEMBER_STRLIST,                                   \
    const char *const *: GS_MEMBER_STRLIST,                             \
    double: GS_MEMBER_DOUBLE,                                           \
    double *: GS_MEMBER_DOUBLES,                                        \
    bool: GS_MEMBER_BOOL,                                               \
    signed char: GS_MEMBER_INT,                                         \
    short: GS_MEMBER_INT,                                               \
    int: GS_MEMBER_INT,                                                 \
    long: GS_MEMBER_INT,                                                \
    long long: GS_MEMBER_INT,                                           \
    unsigned char: GS_MEMBER_UINT,                                      \
    unsigned short: GS_MEMBER_UINT,                                     \
    unsigned: GS_MEMBER_UINT,                                           \
    unsigned long: GS_MEMBER_UINT,                                      \
    unsigned long long: GS_MEMBER_UINT,                                 \
    struct gs_date: GS_MEMBER_DATE,                                     \
    default: GS_MEMBER_UNKNOWN)

#define GS_MEMBER(m)                                                    \
    { #m, offsetof(STRUCT, m), sizeof(((STRUCT *)0)->m),                \
      KIND_OF(((STRUCT *)0)->m) },

#define STRUCT struct gs_gpu
const struct gs_member gs_gpu_members[] = {
#include "members_gs_gpu.h"
};
const size_t gs_n_gpu_members = GS_ARRAY_SIZE(gs_gpu_members);
#undef STRUCT

#define STRUCT struct gs_model
const struct gs_member gs_model_members[] = {
#include "members_gs_model.h"
};
const size_t gs_n_model_members = GS_ARRAY_SIZE(gs_model_members);
#undef STRUCT

#define STRUCT struct gs_price
const struct gs_member gs_price_members[] = {
#include "members_gs_price.h"
};
const size_t gs_n_price_members = GS_ARRAY_SIZE(gs_price_members);
#undef STRUCT

#define STRUCT struct gs_api_price
const struct gs_member gs_api_price_members[] = {
#include "members_gs_api_price.h"
};
const size_t gs_n_api_price_members = GS_ARRAY_SIZE(gs_api_price_members);
#undef STRUCT

#define STRUCT struct gs_price_file_stats
const struct gs_member gs_price_file_stats_members[] = {
#include "members_gs_price_file_stats.h"
};
const size_t gs_n_price_file_stats_members =
    GS_ARRAY_SIZE(gs_price_file_stats_members);
#undef STRUCT
