# Storage formats fp4 (NVIDIA NVFP4: 4-bit E2M1 + an E4M3 scale per 16 =
# 4.5 bits) and fp6 (OCP MXFP6: 6 + 8/32 = 6.25 bits).  By hand for
# Llama 3.1 70B: 80 x 855,638,016 = 68,451,041,280 linear weights x
# 4.5/8 = 38,503,710,720 B, + the 16-bit embedding and head 2 x 128,256
# x 8,192 x 2 B = 4,202,692,608 B and norms 161 x 8,192 x 2 B =
# 2,637,824 B: 42,709,041,152 B at fp4; at fp6 the linear part is x
# 6.25/8 = 53,477,376,000 B, 57,682,706,432 B in all.  The
# ladder (no --model) tries NVFP4 before int4 only where the tensor cores
# run it (NVIDIA fp4 rates: B200), so Qwen3 235B fits one B200 at fp4,
# one H200 only at int4; MI355X's fp4 rate is MXFP4 and fp8 fits there.
$ gpusel fit --model llama-3.1-70b --gpu b200 --precision fp4 --format csv --columns model,gpu,weight_dtype,weights_bytes,fits
model,gpu,weight_dtype,weights_bytes,fits
llama-3.1-70b,b200,fp4,42709041152,true
$ gpusel fit --model llama-3.1-70b --gpu b200 --precision fp6 --format csv --columns model,gpu,weight_dtype,weights_bytes,fits
model,gpu,weight_dtype,weights_bytes,fits
llama-3.1-70b,b200,fp6,57682706432,true
$ gpusel fit --gpu b200 --max-gpus 1 --format csv --columns model,gpu,weight_dtype,fits | grep qwen3-235b
qwen3-235b-a22b,b200,fp4,true
$ gpusel fit --gpu h200 --max-gpus 1 --format csv --columns model,gpu,weight_dtype,fits | grep qwen3-235b
qwen3-235b-a22b,h200,int4,true
$ gpusel fit --model llama-3.1-8b --gpu b200 --precision fp5
gpusel: error: --precision must be one of auto, fp32, bf16, fp16, fp8, int8, int4, nf4, mxfp4, fp4, fp6, got 'fp5'
[2]
