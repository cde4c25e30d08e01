#!/usr/bin/env bash
# Compares two formgen executables by the instructions they run, counted by valgrind's callgrind:
# one process per spec for each spec given (Specs/ProfileForm.json and Specs/UserInfoForm.json by
# default), then the benchmark's 1,000-spec corpus in one process. Instruction counts do not depend
# on how busy the machine is, so the two builds can be compared on a shared machine.
#
#   Benchmarks/compare.sh OLD_FORMGEN NEW_FORMGEN [SPEC...]
#
# Build the old one from a separate worktree, e.g.
#   git worktree add /tmp/formgen-old <commit> && (cd /tmp/formgen-old && swift build -c release --product formgen)
# and the new one with `swift build -c release --product formgen`. Both must write the same bytes;
# the script fails if they do not.
set -euo pipefail
if [[ $# -lt 2 ]]; then
    echo "usage: $0 OLD_FORMGEN NEW_FORMGEN [SPEC...]" >&2
    exit 64
fi
old=$(realpath "$1")
new=$(realpath "$2")
shift 2
specs=()
for spec in "$@"; do specs+=("$(realpath "$spec")"); done
cd "$(dirname "$0")"
root=$(cd .. && pwd)
if [[ ${#specs[@]} -eq 0 ]]; then
    specs=("$root/Specs/ProfileForm.json" "$root/Specs/UserInfoForm.json")
fi
export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release --product formgen-benchmark --quiet

work=$(mktemp -d "${TMPDIR:-/tmp}/formgen-compare.XXXXXX")
trap 'rm -rf "$work"' EXIT
.build/release/formgen-benchmark --write-corpus "$work/corpus"

# The instructions one run of formgen takes, writing into a fresh directory named $2.
instructions() {
    local binary=$1 output=$2
    shift 2
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$@" -o "$output" -q 2>&1 \
        | sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p'
}

# One row: what was run, the old and new counts, and new over old.
row() {
    local name=$1
    shift
    local before after
    before=$(instructions "$old" "$work/old-$name" "$@")
    after=$(instructions "$new" "$work/new-$name" "$@")
    diff -r "$work/old-$name" "$work/new-$name" >/dev/null || {
        echo "$name: the two executables write different files" >&2
        exit 1
    }
    awk -v n="$name" -v b="$before" -v a="$after" \
        'BEGIN { printf "%-32s %15.0f %15.0f %8.3fx\n", n, b, a, a / b }'
}

printf "%-32s %15s %15s %9s\n" "instructions" "old" "new" "new/old"
for spec in "${specs[@]}"; do
    row "$(basename "$spec" .json)" "$spec"
done
row "corpus (1,000 specs)" "$work"/corpus/*.json
