#!/usr/bin/env bash
# Builds the libFuzzer harnesses (with AddressSanitizer, which also checks for leaks) and runs them.
#
#   Fuzz/run.sh [seconds] [harness...]     harness: json, pipeline, template (default: all three)
#
# Each run starts from a corpus seeded with Specs/, the malformed specs of the tests and the
# built-in templates; inputs slower than one second count as failures (-timeout=1). Crashers are
# written to Fuzz/Crashes/<harness>/ and must become regression tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
seconds=${1:-60}
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(json pipeline template)

build=.build/fuzz
mkdir -p "$build"
# One module of both libraries' sources: FormGenTooling's are copied without their `import FormGenCore`.
rm -rf "$build/FormGenTooling"
for file in $(cd Sources && find FormGenTooling -name '*.swift'); do
    mkdir -p "$build/$(dirname "$file")"
    grep -v '^import FormGenCore$' "Sources/$file" >"$build/$file"
done
sources=$(find Sources/FormGenCore "$build/FormGenTooling" -name '*.swift' | sort)

for harness in "${harnesses[@]}"; do
    case "$harness" in
        json) file=Fuzz/JSONReaderFuzzer.swift ;;
        pipeline) file=Fuzz/PipelineFuzzer.swift ;;
        template) file=Fuzz/TemplateFuzzer.swift ;;
        *) echo "unknown harness '$harness' (json, pipeline, template)" >&2; exit 64 ;;
    esac
    binary="$build/$harness"
    # Compiled as one module with the libraries' sources, optimised as a release build is.
    swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name FormGenFuzz -package-name formgen \
        -swift-version 6 $sources "$file" -o "$binary" 2>&1 | { grep -v "Cannot export local symbol" || true; }

    corpus="$build/corpus-$harness"
    mkdir -p "$corpus" "Fuzz/Crashes/$harness"
    if [ "$harness" = template ]; then
        cp Templates/*.template "$corpus"/
    else
        cp Specs/*.json Tests/FormGenCLITests/Malformed/*.json Tests/FormGenPluginTests/Specs/*.json "$corpus"/
    fi
    echo "== $harness: ${seconds}s"
    # Memory a Swift global's one-time initializer (a `_WZ` symbol) allocates lives for the whole
    # run; LeakSanitizer cannot see Swift's enum payload pointers, which keep their case in spare
    # bits, so it would report such memory as lost at exit.
    export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0"
    status=0
    "$binary" "$corpus" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="Fuzz/Crashes/$harness/" >"$build/$harness.log" 2>&1 || status=$?
    grep -E '^(#[0-9]+\s+(INITED|DONE)|stat::|==[0-9]+==ERROR|SUMMARY|Done )' "$build/$harness.log" || true
    # A fuzzer that did not run to its time limit (it crashed, found a problem, or never started)
    # exits non-zero or prints no "Done" line.
    if [ "$status" -ne 0 ] || ! grep -q '^Done [0-9]* runs' "$build/$harness.log" \
        || grep -qE '==[0-9]+==ERROR|ERROR: libFuzzer' "$build/$harness.log"; then
        echo "FAIL: $harness found a problem; see $build/$harness.log and Fuzz/Crashes/$harness/" >&2
        exit 1
    fi
done
