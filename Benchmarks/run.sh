#!/usr/bin/env bash
# Builds formgen and the benchmark in release mode and runs it:  Benchmarks/run.sh [runs]
# Exits 1 if a budget is missed. Run it by hand on a quiet machine; CI does not time anything.
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
(cd .. && swift build -c release --product formgen --quiet)
swift build -c release --quiet
exec .build/release/formgen-benchmark "$(cd .. && pwd)/.build/release/formgen" .build/release/do-nothing .build/release/do-nothing-swift "${1:-7}"
