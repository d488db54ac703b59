# A full disk never exits 0 (reliability.md §1.7: a program that ignores
# fclose exits 0 with its data lost).  --output /dev/full, and standard
# output on /dev/full for a report, a streamed CSV, --version and --help:
# exit 4 with a message, each.
$ gpusel list gpus --output /dev/full
gpusel: error: cannot write the report: No space left on device
[4]
$ gpusel list gpus > /dev/full
gpusel: error: cannot write the report: No space left on device
[4]
$ gpusel fit --model llama-3.1-8b --format csv > /dev/full
gpusel: error: cannot write the report: write error
[4]
$ gpusel --version > /dev/full
gpusel: error: cannot write to standard output
[4]
$ gpusel fit --help > /dev/full
gpusel: error: cannot write to standard output
[4]
$ gpusel list prices --provider x$(printf %0100000d 0) --format json | grep -c 0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
0
[1]
$ gpusel fit --model x$(printf %0100000d 0) 2>&1 | grep -c 0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
0
[1]
