#!/usr/bin/env bash
# Builds formgen (release), the source plugin's tool (debug) and the benchmark in release mode and runs it:  Benchmarks/run.sh [runs]
# Exits 1 if a budget is missed. Run it by hand on a quiet machine; CI does not time anything.
#
# The corpus and all output go to a memory file system (/dev/shm) when there is one, so that the
# figures measure formgen and cat/cp rather than the state of the disk (ext4 creates files slowly
# for minutes after many were deleted). BENCHMARK_TMPDIR=/some/dir measures on that disk instead.
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
(cd .. && swift build -c release --product formgen --quiet)
# The source plugin runs formgen-plugin-tool, in debug (SwiftPM builds a dependency's tools in debug).
(cd .. && swift build --product formgen-plugin-tool --quiet)
swift build -c release --quiet
if [[ -n "${BENCHMARK_TMPDIR:-}" ]]; then
    export TMPDIR="$BENCHMARK_TMPDIR"
elif [[ -d /dev/shm && -w /dev/shm ]]; then
    export TMPDIR=/dev/shm
fi
echo "working in ${TMPDIR:-/tmp}"
root=$(cd .. && pwd)
exec .build/release/formgen-benchmark "$root/.build/release/formgen" .build/release/do-nothing \
    .build/release/do-nothing-swift "${1:-7}" "$root/.build/debug/formgen-plugin-tool"
