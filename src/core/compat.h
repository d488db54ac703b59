#ifndef GPUSEL_COMPAT_H
#define GPUSEL_COMPAT_H

/*
 * Small portability macros shared by every module.  Nothing here allocates
 * or does I/O.
 */

#if defined(__GNUC__) || defined(__clang__)
#define GS_PRINTF(fmt_idx, first_arg) \
    __attribute__((format(printf, fmt_idx, first_arg)))
#define GS_UNUSED __attribute__((unused))
/* A hot helper the compiler would otherwise call (engine inner loops). */
#define GS_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define GS_PRINTF(fmt_idx, first_arg)
#define GS_UNUSED
#define GS_ALWAYS_INLINE inline
#endif

/* Number of elements of a true array (not a pointer). */
#define GS_ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#endif /* GPUSEL_COMPAT_H */
