#!/usr/bin/env bash
# A nightly batch job with a 6-hour window
# (examples/workload-nightly-batch.yaml): candidates that would finish
# after the deadline are rejected (the notes count them by reason), the
# rest ranked by cost per million accepted output tokens, with the hours
# each takes.
# --today pins the day prices are judged on (age and staleness), so the
# transcript beside this script (rank-nightly-batch.txt) does not age.
#
#   GPUSEL=./build/gpusel examples/rank-nightly-batch.sh
set -eu
gpusel=${GPUSEL:-gpusel}
dir=$(dirname "$0")
"$gpusel" rank --workload "$dir/workload-nightly-batch.yaml" \
    --today 2026-12-01 --top 5 --hide-rejected
