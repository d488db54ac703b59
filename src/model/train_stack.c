/*
 * Training stacks' sourced defaults (train_stack.h).
 */
#include <string.h>

#include "train_stack.h"
#include "banned.h"

const char *const gs_train_stack_names[] = {
    "megatron", "nemo", "torchtitan", "deepspeed", NULL,
};

static const struct gs_train_stack_profile profiles[GS_TSTACK_COUNT] = {
    [GS_TSTACK_MEGATRON] = {
        .name = "megatron", .title = "Megatron-LM",
        .dp_overlap = 0.0, .overlap_zero3_only = 0, .fp8_cast_bytes = 4.0,
        .source = "megatron/training/arguments.py: --overlap-grad-reduce "
                  "store_true, default False (the reduce follows the "
                  "backward); --fp8-recipe default 'delayed'",
    },
    [GS_TSTACK_NEMO] = {
        .name = "nemo", .title = "NeMo / Megatron-Bridge",
        .dp_overlap = 1.0, .overlap_zero3_only = 0, .fp8_cast_bytes = 4.0,
        .source = "NeMo 2 performance recipes: overlap_grad_reduce and "
                  "overlap_param_gather on; Transformer Engine fp8 with "
                  "delayed scaling (NeMo 24.07 performance summary)",
    },
    [GS_TSTACK_TORCHTITAN] = {
        .name = "torchtitan", .title = "torchtitan",
        .dp_overlap = 1.0, .overlap_zero3_only = 0, .fp8_cast_bytes = 6.0,
        .source = "torchtitan job config: FSDP2 prefetches and overlaps its "
                  "reduce-scatters; Float8 recipe_name None = torchao "
                  "tensorwise dynamic (current) scaling, the output layer "
                  "filtered out (filter_fqns ['output'])",
    },
    [GS_TSTACK_DEEPSPEED] = {
        .name = "deepspeed", .title = "DeepSpeed",
        .dp_overlap = 1.0, .overlap_zero3_only = 1, .fp8_cast_bytes = 4.0,
        .source = "deepspeed/runtime/zero/config.py: overlap_comm None, a "
                  "dynamic default (True for stage 3, False otherwise); "
                  "fp8 through Transformer Engine's default delayed "
                  "scaling",
    },
};

const struct gs_train_stack_profile *
gs_train_stack_profile(enum gs_train_stack s)
{
    return s >= 0 && s < GS_TSTACK_COUNT ? &profiles[s]
                                          : &profiles[GS_TSTACK_DEFAULT];
}

int gs_train_stack_find(const char *name, enum gs_train_stack *out)
{
    int i;

    for (i = 0; i < GS_TSTACK_COUNT; i++) {
        if (strcmp(gs_train_stack_names[i], name) == 0) {
            *out = (enum gs_train_stack)i;
            return 0;
        }
    }
    return -1;
}
