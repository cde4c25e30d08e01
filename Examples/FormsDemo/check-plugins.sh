#!/usr/bin/env bash
# Shows the plugins the way a package that adopts formgen meets them:
#   1. a clean build runs formgen; 2. a second build runs no formgen (see below for SwiftPM 6.3);
#   3. touching a spec reruns it;
#   4. a broken spec fails the build with its located error; 5. the command plugin writes the same
#   files into Generated/ and refuses to overwrite a hand-written one; 6. steps 1 to 4 again with
#   SwiftPM's newer build system (`--build-system swiftbuild`).
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"

spec=Sources/Forms/Checkout.formgen.json
backup=$(mktemp)
cp "$spec" "$backup"
restore() { cp "$backup" "$spec"; rm -f "$backup" Sources/CommittedForms/Generated/Handwritten.swift; }
trap restore EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }
runs_formgen() { grep -q 'formgen: generating 2 forms' "$1"; }

rm -rf .build
swift build >build1.log 2>&1 || { cat build1.log; fail "clean build failed"; }
runs_formgen build1.log || { cat build1.log; fail "clean build did not run formgen"; }
echo "PASS clean build runs formgen"

# On the first build after a clean one, SwiftPM 6.3 links the plugin's copy of the tool again (it is
# built twice, by the plugin-tools build and by the main build, at one path) and so reruns the
# build command. Examples/PluginRebuildControl, a minimal plugin package without formgen, shows
# whether SwiftPM does that here; formgen may rerun on the second build only if the control does.
swift build >build2.log 2>&1 || { cat build2.log; fail "second build failed"; }
if runs_formgen build2.log; then
    grep -q 'Linking formgen-tool' build2.log || { cat build2.log; fail "second build ran formgen without a new tool"; }
    (
        cd ../PluginRebuildControl
        rm -rf .build
        swift build >control1.log 2>&1 || { cat control1.log; exit 1; }
        swift build >control2.log 2>&1 || { cat control2.log; exit 1; }
        if grep -q 'gen: generating' control2.log && grep -q 'Linking gen-tool' control2.log; then
            rm -rf .build control1.log control2.log
        else
            cat control2.log
            exit 1
        fi
    ) || fail "second build reran formgen, but the minimal control package (log above) did not rerun its command"
    echo "KNOWN second build: SwiftPM relinked formgen-tool and reran formgen, as it does for the minimal control package"
else
    echo "PASS second build runs no formgen"
fi
for attempt in 3 4; do
    swift build >build$attempt.log 2>&1 || { cat build$attempt.log; fail "build $attempt failed"; }
    ! runs_formgen build$attempt.log || { cat build$attempt.log; fail "build $attempt, with nothing changed, ran formgen"; }
    ! grep -q 'Linking' build$attempt.log || { cat build$attempt.log; fail "build $attempt, with nothing changed, linked"; }
done
echo "PASS builds with nothing changed run no formgen"

# SwiftPM compares timestamps to the second: wait before editing.
sleep 1.5
printf '\n' >>"$spec"
swift build >build5.log 2>&1 || { cat build5.log; fail "build after touching the spec failed"; }
runs_formgen build5.log || { cat build5.log; fail "touching a spec did not rerun formgen"; }
echo "PASS touching a spec reruns formgen"

sleep 1.5
sed -i 's/"kind": "multiline"/"kind": "multilne"/' "$spec"
if swift build >build6.log 2>&1; then cat build6.log; fail "a broken spec did not fail the build"; fi
grep -q "Checkout.formgen.json:8:62: error: 'multilne' is not a valid 'kind'" build6.log \
    || { cat build6.log; fail "the build log lacks the located error"; }
echo "PASS a broken spec fails the build at Checkout.formgen.json:8:62"

cp "$backup" "$spec"
sleep 1.5
swift build >build7.log 2>&1 || { cat build7.log; fail "build after fixing the spec failed"; }
swift test >test.log 2>&1 || { cat test.log; fail "the consumer's tests failed"; }
echo "PASS fixed spec builds and the consumer's tests pass"

before=$(cat Sources/CommittedForms/Generated/*.swift | sha256sum)
swift package --allow-writing-to-package-directory formgen --target CommittedForms >command1.log 2>&1 \
    || { cat command1.log; fail "the command plugin failed"; }
after=$(cat Sources/CommittedForms/Generated/*.swift | sha256sum)
[ "$before" = "$after" ] || fail "the command plugin changed the committed files"
echo "PASS command plugin writes the committed files"

printf 'struct Handwritten {}\n' >Sources/CommittedForms/Generated/Search.swift.new
mv Sources/CommittedForms/Generated/Search.swift Sources/CommittedForms/Generated/Search.swift.keep
mv Sources/CommittedForms/Generated/Search.swift.new Sources/CommittedForms/Generated/Search.swift
if swift package --allow-writing-to-package-directory formgen --target CommittedForms >command2.log 2>&1; then
    mv Sources/CommittedForms/Generated/Search.swift.keep Sources/CommittedForms/Generated/Search.swift
    cat command2.log; fail "the command plugin overwrote a hand-written file"
fi
grep -q "refusing to overwrite a file formgen did not generate" command2.log || { cat command2.log; fail "no refusal message"; }
grep -q '^struct Handwritten {}$' Sources/CommittedForms/Generated/Search.swift || fail "the hand-written file changed"
mv Sources/CommittedForms/Generated/Search.swift.keep Sources/CommittedForms/Generated/Search.swift
echo "PASS command plugin refuses to overwrite a hand-written file"

# SwiftPM's newer build system builds the plugin's tool once, so with it the second build runs no
# formgen at all. It names the commands it runs only with -v.
swiftbuild() { swift build --build-system swiftbuild -v; }
rm -rf .build
swiftbuild >swiftbuild1.log 2>&1 || { cat swiftbuild1.log; fail "swiftbuild: clean build failed"; }
runs_formgen swiftbuild1.log || { cat swiftbuild1.log; fail "swiftbuild: clean build did not run formgen"; }
for attempt in 2 3; do
    swiftbuild >swiftbuild$attempt.log 2>&1 || { cat swiftbuild$attempt.log; fail "swiftbuild: build $attempt failed"; }
    ! runs_formgen swiftbuild$attempt.log || { cat swiftbuild$attempt.log; fail "swiftbuild: build $attempt ran formgen"; }
done
echo "PASS swiftbuild: a clean build runs formgen; the second and third run none"

sleep 1.5
printf '\n' >>"$spec"
swiftbuild >swiftbuild4.log 2>&1 || { cat swiftbuild4.log; fail "swiftbuild: build after touching the spec failed"; }
runs_formgen swiftbuild4.log || { cat swiftbuild4.log; fail "swiftbuild: touching a spec did not rerun formgen"; }
echo "PASS swiftbuild: touching a spec reruns formgen"

sleep 1.5
sed -i 's/"kind": "multiline"/"kind": "multilne"/' "$spec"
if swiftbuild >swiftbuild5.log 2>&1; then cat swiftbuild5.log; fail "swiftbuild: a broken spec did not fail the build"; fi
grep -q "Checkout.formgen.json:8:62: error: 'multilne' is not a valid 'kind'" swiftbuild5.log \
    || { cat swiftbuild5.log; fail "swiftbuild: the build log lacks the located error"; }
echo "PASS swiftbuild: a broken spec fails the build at Checkout.formgen.json:8:62"

rm -rf .build
rm -f build*.log test.log command*.log swiftbuild*.log
