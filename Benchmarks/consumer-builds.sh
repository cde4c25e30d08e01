#!/usr/bin/env bash
# What adopting formgen costs a package's builds, measured in one run:
#
#   Benchmarks/consumer-builds.sh [rounds]      (default 5)
#
# One small consumer package (Examples/BinaryPluginConsumer's target: two specs and a Swift file) in
# three forms, each built from clean once per round, the three in turn:
#   none    the generated files committed into the target, no plugin: the floor;
#   source  FormGenPlugin, which compiles formgen from source (in debug, as SwiftPM builds tools);
#   binary  FormGenBinaryPlugin, on the artifact bundle of Scripts/make-artifactbundle.
# After each clean build, one spec is touched (for `none`, that spec's generated file) and the
# package rebuilt. It prints the median of each and its ratio to `none` of the same round (the median
# of those ratios), then the time of one spec as the plugins run it (the forms, then the support
# files) with the source plugin's debug tool against two release builds, run in turn: formgen as `swift build -c release` links it
# (against the toolchain's shared libraries, as the debug tool is), and the bundled one (with the
# Swift runtime linked in, which spares it the dynamic loader's work at each start).
#
# It times builds, so run it by hand on a quiet machine; CI does not run it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
export PATH="/opt/swift/usr/bin:$PATH"
rounds=${1:-5}
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "usage: $0 [rounds]" >&2; exit 64; }

Scripts/make-artifactbundle --output Plugins/FormGenBinary >/dev/null
bundled=$(echo Plugins/FormGenBinary/formgen.artifactbundle/formgen-*/bin/formgen)
swift build -c release --product formgen --quiet
release_tool="$root/.build/release/formgen"

work=$(mktemp -d "${TMPDIR:-/tmp}/formgen-consumers.XXXXXX")
trap 'rm -rf "$work"' EXIT
source_dir=Examples/BinaryPluginConsumer/Sources/Forms

# consumer NAME DEPENDENCY PLUGIN: a package of the consumer's target; no plugin when PLUGIN is empty.
consumer() {
    local name=$1 dependency=$2 plugin=$3 dir="$work/$1"
    mkdir -p "$dir/Sources/Forms"
    cp "$source_dir"/Forms.swift "$dir/Sources/Forms/"
    local dependencies="" plugins=""
    if [[ -n $plugin ]]; then
        cp "$source_dir"/*.formgen.json "$dir/Sources/Forms/"
        dependencies="dependencies: [.package(path: \"$dependency\")],"
        plugins="plugins: [.plugin(name: \"$plugin\", package: \"$(basename "$dependency")\")]"
    else
        "$bundled" "$source_dir"/*.formgen.json -o "$dir/Sources/Forms" -q
    fi
    cat >"$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "$name",
    $dependencies
    targets: [.target(name: "Forms", $plugins)]
)
SWIFT
}
consumer none "" ""
consumer source "$root" FormGenPlugin
consumer binary "$root/Plugins/FormGenBinary" FormGenBinaryPlugin

now() { date +%s.%N; }
# build DIR LOG: one `swift build`, its seconds on standard output; a failed build ends the script.
build() {
    local start end
    start=$(now)
    (cd "$1" && swift build >"$2" 2>&1) || { cat "$2" >&2; echo "error: the build in $1 failed" >&2; exit 1; }
    end=$(now)
    echo "$end - $start" | bc -l
}

results="$work/results.txt"
: >"$results"
variants=(none source binary)
for ((round = 1; round <= rounds; round++)); do
    # Each round starts with a different form, so that none is always first after another's build.
    order=("${variants[@]:$(((round - 1) % 3))}" "${variants[@]:0:$(((round - 1) % 3))}")
    for variant in "${order[@]}"; do
        dir="$work/$variant"
        rm -rf "$dir/.build"
        clean=$(build "$dir" "$work/$variant-clean.log")
        # SwiftPM compares modification times to the second.
        sleep 1.5
        if [[ $variant == none ]]; then touched="$dir/Sources/Forms/Checkout.swift"; else touched="$dir/Sources/Forms/Checkout.formgen.json"; fi
        printf '\n' >>"$touched"
        incremental=$(build "$dir" "$work/$variant-incremental.log")
        if [[ $variant != none ]] && ! grep -q 'formgen: generating' "$work/$variant-incremental.log"; then
            cat "$work/$variant-incremental.log" >&2
            echo "error: touching a spec did not rerun formgen ($variant)" >&2
            exit 1
        fi
        echo "$round $variant $clean $incremental" >>"$results"
        printf 'round %d %-6s clean %6.2f s  after touching a spec %5.2f s\n' "$round" "$variant" "$clean" "$incremental"
    done
done

# The source plugin's tool, as SwiftPM built it for the consumer.
debug_tool=$(find "$work/source/.build" -name formgen-plugin-tool-tool -type f -perm -u+x | head -n 1)
[[ -n $debug_tool ]] || { echo "error: no formgen-plugin-tool-tool in the source consumer's build" >&2; exit 1; }
spec="$root/$source_dir/Checkout.formgen.json"
# per_spec TOOL: the mean seconds of one spec as the plugins run it (the forms, then the support
# files: two processes), over 20 runs. A failed run fails the function, which `set -e` sees where it
# is called as a command or assigned to a variable; the samples below are assigned for that reason,
# as a failure inside echo's arguments would be recorded as a time.
per_spec() {
    local start end
    start=$(now)
    for _ in $(seq 20); do
        for part in forms support; do
            "$1" "$spec" -o "$work/per-spec" --only "$part" -q || { echo "error: $1 failed on $spec" >&2; return 1; }
        done
    done
    end=$(now)
    echo "($end - $start) / 20" | bc -l
}
for tool in "$debug_tool" "$release_tool" "$bundled"; do per_spec "$tool" >/dev/null; done
for ((sample = 1; sample <= 7; sample++)); do
    debug_time=$(per_spec "$debug_tool")
    release_time=$(per_spec "$release_tool")
    bundled_time=$(per_spec "$bundled")
    echo "$sample tool $debug_time $release_time $bundled_time" >>"$results"
done

python3 - "$results" "$(nproc)" "$(uptime | sed 's/.*load average: //')" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
builds = {}
for round_, variant, clean, incremental in (r for r in rows if r[1] != "tool"):
    builds.setdefault(int(round_), {})[variant] = (float(clean), float(incremental))
def median(values):
    return statistics.median(values)
print(f"\n{len(builds)} rounds, {sys.argv[2]} cores, load average {sys.argv[3]} at the end (a shared machine: expect noise)")
print(f"{'':34}{'median':>9}{'ratio to none':>16}{'(range)':>16}")
for index, label in ((0, "clean build"), (1, "after touching one spec")):
    for variant in ("none", "source", "binary"):
        times = [b[variant][index] for b in builds.values()]
        ratios = [b[variant][index] / b["none"][index] for b in builds.values()]
        extra = f"{median(ratios):15.2f}x  {min(ratios):.2f}-{max(ratios):.2f}" if variant != "none" else ""
        print(f"{label + ', ' + variant:34}{median(times):8.2f}s{extra}")
tools = [r for r in rows if r[1] == "tool"]
debug = [float(r[2]) for r in tools]
print(f"one spec as the plugins run it (forms, then support files): source plugin's debug tool {median(debug) * 1000:.2f} ms")
for column, label in ((3, "release formgen (shared libraries)"), (4, "bundled release (runtime linked in)")):
    release = [float(r[column]) for r in tools]
    ratios = [d / r for d, r in zip(debug, release)]
    print(f"  {label:37}{median(release) * 1000:6.2f} ms, debug/release {median(ratios):.2f}x "
          f"({min(ratios):.2f}-{max(ratios):.2f})")
PY
