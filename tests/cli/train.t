# gpusel train on the built-in catalogue.  The seed claim (validation W01):
# Llama 3 8B (8,030,261,248 params) on 100B tokens with 8 A100s needs
# 6 x 8.03e9 x 1e11 / (8 x 312e12) s = 22.34 days at 100% MFU, so a
# 10-day schedule is impossible: a note with the arithmetic, exit 0, and
# exit 1 under --check.  Then the bad inputs: usage errors (2) for counts
# the parser rejects, domain errors (3) for questions outside the model.
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --gpus 8 --tokens 100B --days 10
field                          value                     key
model                          llama-3-8b                model
gpu                            a100-80gb-sxm             gpu
GPUs                           8                         gpus
layout                         tp 1, pp 1, dp 8, ZeRO 3  layout
micro-batches per step         64                        micro_batches
tokens per step                4194304                   tokens_per_step
step (s)                       107.663                   step_s
step (s) low                   105.403                   step_s_low
step (s) high                  131.475                   step_s_high
tokens/s                       38958                     tokens_per_s
tokens/s low                   31902                     tokens_per_s_low
tokens/s high                  39793                     tokens_per_s_high
MFU                            0.753                     mfu
MFU low                        0.617                     mfu_low
MFU high                       0.769                     mfu_high
days                           29.80                     days
days low                       29.18                     days_low
days high                      36.45                     days_high
GPU-hours                      5723                      gpu_hours
GPU-hours low                  5602                      gpu_hours_low
GPU-hours high                 6999                      gpu_hours_high
goodput                        0.997                     goodput
goodput low                    0.995                     goodput_low
goodput high                   0.997                     goodput_high
checkpoint interval (s)        72384                     checkpoint_interval_s
checkpoint interval (s) low    50501                     checkpoint_interval_s_low
checkpoint interval (s) high   72384                     checkpoint_interval_s_high
checkpoint (GiB)               104.7                     checkpoint_bytes
checkpoint write (s)           115.1                     checkpoint_write_s
interruptions                  0.1                       interruptions
interruptions low              0.1                       interruptions_low
interruptions high             0.3                       interruptions_high
lost work + restarts (s)       4168                      lost_work_s
lost work + restarts (s) low   4041                      lost_work_s_low
lost work + restarts (s) high  7684                      lost_work_s_high
restart (s)                    660                       restart_s
days at 100% MFU               22.37                     min_days
pipeline bubble                0.000                     pipeline_bubble
fits in memory                 yes                       fits_memory

one step, expected
part of a step  time (s)  share
gemm             90.3058  0.839
attention        11.4355  0.106
elementwise       5.9054  0.055
tp_comm           0.0000  0.000
pp_comm           0.0000  0.000
bubble            0.0000  0.000
dp_comm           0.0001  0.000
optimizer         0.0165  0.000
offload           0.0000  0.000

note: impossible: 10 days is below the physics bound; even at 100% MFU this needs 22.4 days
note: 6 x 8.03e+09 params x 1e+11 tokens = 4.818e+21 FLOP / (8 x 3.12e+14 FLOP/s bf16) = 1.93e+06 s = 22.34 days
note: with attention at sequence 4096: 4.825e+10 FLOP/token -> 22.37 days; the schedule needs 2.24x the cluster's dense peak
note: batch: 1024 sequences of 4096 tokens (4.19 M tokens) per step: the published recipe for 8.03 B parameters is 4.19 M tokens (GPT-3, Llama 2, Llama 3 405B's 16M), at least one sequence per scale-up domain; --global-batch sets it
note: layout: tp 1, pp 1, 1 virtual stage, micro-batch 2, recompute none, ZeRO 3: the most tokens/s of 239 layouts tried (206 fit in memory); tp inside the scale-up domain; --tp, --pp, --dp, --zero, --vpp, --batch, --recompute fix one
note: MFU counts 6 x 7.5e+09 matmul params + causal attention (4.82e+10 FLOP/token) against the bf16 dense peak; 6ND with all 8.03e+09 params is 4.82e+10
note: goodput: Daly-optimal checkpoints, 1.97e-05 interruptions per GPU-hour (Llama 3: 419 in 54 days on 16,384 GPUs), 660 s restart; low/high from the constants' spreads
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --gpus 8 --tokens 100B --days 10 --check --format csv --columns min_days,days
min_days,days
22.37374358974359,29.80493065966287
[1]
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --gpus 8 --tokens 100B --mfu 0.4 --format csv --columns step_s,step_s_low,mfu,days,gpu_hours
step_s,step_s_low,mfu,days,gpu_hours
202.69932962422155,202.69932962422155,0.39999999999999997,56.11414007523287,10773.914894444712
$ gpusel train --model llama-3-8b --gpu h100-sxm --gpus 32 --tokens 100B --days 10 --check --format csv --columns layout,days,days_low,days_high
layout,days,days_low,days_high
"tp 1, pp 1, dp 32, ZeRO 3",2.6434247445197534,2.577448453189516,4.930834669798088
$ gpusel train --model llama-3-8b --gpu gh200 --gpus 2 --dp 2 --zero 2 --tokens 1B --offload optimizer --table breakdown --format csv
part,time_s,share
gemm,122.04604643237029,0.7856178017427226
attention,14.424465192755372,0.09285115714359816
elementwise,16.046916123708236,0.10329497217137078
tp_comm,0,0
pp_comm,0,0
bubble,0,0
dp_comm,8.304173441734417e-05,5.345446800852169e-07
optimizer,2.8105914368,0.018091947512607783
offload,0.022306281244444445,0.00014358688502069672
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --gpus 2 --dp 2 --zero 2 --tokens 1B --offload optimizer --table breakdown --format csv
part,time_s,share
gemm,361.2232116706042,0.8169168323389159
attention,45.74219827471848,0.10344731598498924
elementwise,32.08390510971782,0.07255868749429525
tp_comm,0,0
pp_comm,0,0
bubble,0,0
dp_comm,0.00011856260162601627,2.681327827916768e-07
optimizer,2.8105914368,0.0063562345368969675
offload,0.3186611606349206,0.0007206615121198376
$ gpusel fit --model llama-3-8b --mode train --gpu a100-80gb-sxm --gpus 8 --zero 2 --offload optimizer --format csv --columns optimizer_bytes,total_bytes,fits
optimizer_bytes,total_bytes,fits
0,43425650586,true
$ gpusel fit --model llama-3-8b --mode train --gpu a100-80gb-sxm --gpus 8 --zero 3 --offload params --format csv --columns weights_bytes,optimizer_bytes,total_bytes,fits
weights_bytes,optimizer_bytes,total_bytes,fits
872448000,0,28237576090,true
$ gpusel fit --model llama-3-8b --mode train --gpu a100-80gb-sxm --gpus 8 --zero 2 --offload params
gpusel: error: parameter offload needs ZeRO stage 3 (--zero 3; ZeRO-Infinity offload_param)
[3]
$ gpusel fit --model llama-3-8b --offload optimizer
gpusel: error: --offload applies to training modes (--mode train, full-ft, lora, qlora)
[2]
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --gpus 8 --tokens 0
gpusel: error: --tokens must be between 1 and 1e+16 tokens, got '0'
[2]
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --gpus 8 --tokens -5B
gpusel: error: --tokens must be between 1 and 1e+16 tokens, got '-5B'
[2]
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --gpus 8 --tokens 5X
gpusel: error: --tokens: unknown suffix in '5X' (use K, M, B or T: 10^3, 10^6, 10^9, 10^12)
[2]
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --gpus 8
gpusel: error: train needs --model, --gpu and --tokens (e.g. --model llama-3-8b --gpu a100 --gpus 8 --tokens 100B)
[2]
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --tokens 1B
gpusel: error: train needs --gpus (or --tp, --pp and --dp)
[2]
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --tp 3 --tokens 1B
gpusel: error: tp 3 does not divide the 32 attention heads of 'llama-3-8b' (or its KV heads)
[3]
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --dp 2 --batch 1 --global-batch 3 --tokens 1B
gpusel: error: global batch 3 is not a multiple of dp x micro-batch = 2
[3]
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --gpus 8 --tokens 1B --check
gpusel: error: --check needs --days
[2]
$ gpusel train --model llama-3-8b --gpu a100-80gb-sxm --gpus 8 --tokens 1B --mfu 1.5
gpusel: error: --mfu must be between 0.001 and 1 (0.1% to 100%), got '1.5'
[2]
