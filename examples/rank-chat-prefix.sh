#!/usr/bin/env bash
# What a shared system prompt saves (issue 17): the chat assistant of
# workload-chat.yaml with a 2,000-token system prompt that 80% of
# requests find in the prefix cache (examples/workload-chat-prefix.yaml),
# ranked with the cache and again without it (--prefix-hit-rate 0: every
# request prefills its whole prompt).  The first ranking's notes say what
# caching saves on its best GPU row, at the same offer; the two winners
# say what it saves on the whole answer.
#
#   GPUSEL=./build/gpusel examples/rank-chat-prefix.sh
set -eu
gpusel=${GPUSEL:-gpusel}
dir=$(dirname "$0")
echo "# with the prefix cache (80% of requests hit a 2,000-token prefix)"
"$gpusel" rank --workload "$dir/workload-chat-prefix.yaml" \
    --today 2026-12-01 --top 3 --hide-rejected
echo
echo "# without it (--prefix-hit-rate 0)"
"$gpusel" rank --workload "$dir/workload-chat-prefix.yaml" \
    --today 2026-12-01 --top 3 --hide-rejected --prefix-hit-rate 0
