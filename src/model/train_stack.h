#ifndef GPUSEL_TRAIN_STACK_H
#define GPUSEL_TRAIN_STACK_H

/*
 * Training stacks (`gpusel train --stack`), as serving engines are for
 * perf: what a framework does by default that the train engine can
 * price.  Each field is sourced in src/model/train_stack.c and
 * docs/engines/train.md ("Training stacks").  Pure data (model layer).
 */

enum gs_train_stack {
    GS_TSTACK_UNSET = -1,
    GS_TSTACK_MEGATRON,     /* Megatron-LM, its argument defaults */
    GS_TSTACK_NEMO,         /* NeMo 2 / Megatron-Bridge recipes */
    GS_TSTACK_TORCHTITAN,   /* PyTorch torchtitan (FSDP2, torchao fp8) */
    GS_TSTACK_DEEPSPEED,    /* DeepSpeed ZeRO */
    GS_TSTACK_COUNT
};

struct gs_train_stack_profile {
    const char *name;           /* "megatron", ... */
    const char *title;          /* "Megatron-LM", ... */
    double dp_overlap;          /* 1: the gradient reduce overlaps the
                                 * backward (buckets); 0: it follows it */
    int overlap_zero3_only;     /* the overlap holds only under ZeRO-3
                                 * (DeepSpeed's dynamic default) */
    double fp8_cast_bytes;      /* per GEMM-input element per pass in fp8
                                 * training: 4 with delayed scaling (cast
                                 * + transposed copy), 6 with current
                                 * scaling (+ the amax read) */
    const char *source;         /* what the values come from */
};

/* NULL-terminated, in enum order ("megatron", "nemo", ...). */
extern const char *const gs_train_stack_names[];

/* The default stack (the report names it): NeMo's recipes. */
#define GS_TSTACK_DEFAULT GS_TSTACK_NEMO

/* Profile of s (a valid stack). */
const struct gs_train_stack_profile *
gs_train_stack_profile(enum gs_train_stack s);

/* 0 and *out for a known name, else -1. */
int gs_train_stack_find(const char *name, enum gs_train_stack *out);

#endif /* GPUSEL_TRAIN_STACK_H */
