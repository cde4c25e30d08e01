#!/usr/bin/env bash
# Shows the plugins the way a package that adopts formgen meets them:
#   1. a clean build runs formgen; 2. a second build runs no formgen (see below for SwiftPM 6.3);
#   3. touching a spec reruns it;
#   4. a broken spec fails the build with its located error, a file whose name another file of the
#   target takes with the plugin's error naming it, and a spec's warning reaches the build log;
#   5. the command plugin writes the same
#   files into Generated/ and refuses to overwrite a hand-written one, and draws the forms' pictures
#   into Previews/<target>/; 6. steps 1 to 4 again with
#   SwiftPM's newer build system (`--build-system swiftbuild`).
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"

spec=Sources/Forms/Checkout.formgen.json
backup=$(mktemp)
cp "$spec" "$backup"
generated=Sources/CommittedForms/Generated
committed=$(mktemp -d)
cp "$generated"/*.swift "$committed"/
# Puts back the spec and the committed generated files, whatever step failed.
restore() {
    cp "$backup" "$spec"
    rm -f "$backup"
    cp "$committed"/*.swift "$generated"/
    rm -rf "$committed"
}
trap restore EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }
# Target Forms has six specs: Checkout, Search and those of the screens in Sources/Forms/Screens.
# The plugin runs formgen twice, for the forms and for the support files: a build that generates runs
# both, and one with nothing changed runs neither.
runs_formgen() {
    grep -q 'formgen: generating 6 forms' "$1" && grep -q 'formgen: generating the support files of 6 forms' "$1"
}
runs_any_formgen() { grep -q 'formgen: generating' "$1"; }

# The build system under test: its name, for messages and logs, and the flags of `swift build`.
label=native
flags=()
# Builds into log $1; a failed build fails the script, naming step $2. SwiftPM itself has been seen
# to die of a signal while planning (swift-build crashing in libdispatch's event loop), which says
# nothing of formgen: such a build is run once more, and a second crash fails like any failure.
built() {
    local status=0
    swift build "${flags[@]}" >"$1" 2>&1 || status=$?
    if ((status > 128)) && grep -q '^\*\*\* Program crashed' "$1"; then
        echo "note: swift build crashed with signal $((status - 128)) ($label: $2); building again" >&2
        status=0
        swift build "${flags[@]}" >"$1" 2>&1 || status=$?
    fi
    ((status == 0)) || { cat "$1"; fail "$label: $2 failed"; }
}

clean_build_runs_formgen() {
    rm -rf .build
    built "$label-1.log" "the clean build"
    runs_formgen "$label-1.log" || { cat "$label-1.log"; fail "$label: the clean build did not run formgen"; }
    echo "PASS $label: a clean build runs formgen"
}

# Builds $1 and $2, with nothing changed, must run no formgen.
unchanged_builds_run_nothing() {
    for attempt in "$@"; do
        built "$label-$attempt.log" "build $attempt"
        ! runs_any_formgen "$label-$attempt.log" || { cat "$label-$attempt.log"; fail "$label: build $attempt ran formgen"; }
    done
    echo "PASS $label: builds $* with nothing changed run no formgen"
}

touching_a_spec_reruns_formgen() {
    # SwiftPM compares timestamps to the second: wait before editing.
    sleep 1.5
    printf '\n' >>"$spec"
    built "$label-touched.log" "the build after touching the spec"
    runs_formgen "$label-touched.log" || { cat "$label-touched.log"; fail "$label: touching a spec did not rerun formgen"; }
    echo "PASS $label: touching a spec reruns formgen"
}

a_broken_spec_fails_at_its_error() {
    sleep 1.5
    sed -i 's/"kind": "multiline"/"kind": "multilne"/' "$spec"
    if swift build "${flags[@]}" >"$label-broken.log" 2>&1; then
        cat "$label-broken.log"
        fail "$label: a broken spec did not fail the build"
    fi
    grep -q "Checkout.formgen.json:8:62: error: 'multilne' is not a valid 'kind'" "$label-broken.log" \
        || { cat "$label-broken.log"; fail "$label: the build log lacks the located error"; }
    echo "PASS $label: a broken spec fails the build at Checkout.formgen.json:8:62"
    cp "$backup" "$spec"
}

# Every spec of a target is one formgen run, so two specs of one form fail the build at the second
# one's name, not in the compiler at a redeclared type.
two_specs_of_one_form_fail_at_the_second() {
    sleep 1.5
    local copy=Sources/Forms/CheckoutCopy.formgen.json
    cp "$spec" "$copy"
    local status=0
    swift build "${flags[@]}" >"$label-twice.log" 2>&1 || status=$?
    rm -f "$copy"
    ((status != 0)) || { cat "$label-twice.log"; fail "$label: two specs of one form did not fail the build"; }
    grep -Eq "CheckoutCopy.formgen.json:[0-9]+:[0-9]+: error: another spec of this run already declares the form 'CheckoutForm'" \
        "$label-twice.log" || { cat "$label-twice.log"; fail "$label: the build log lacks the located error"; }
    echo "PASS $label: two specs of one form in a target fail the build at the second one's name"
}

# A spec whose form's file would take the name of a Swift file of the target stops the plugin,
# naming the spec, before SwiftPM refuses two files of one name without naming the spec; so does a
# Swift file named like a support file.
names_that_clash_fail_in_the_plugin() {
    local copy=Sources/Forms/Screens/LoginScreen.formgen.json status=0
    cp "$spec" "$copy"
    swift build "${flags[@]}" >"$label-named.log" 2>&1 || status=$?
    rm -f "$copy"
    ((status != 0)) || { cat "$label-named.log"; fail "$label: a spec named like a source file did not fail the build"; }
    grep -q "LoginScreen.formgen.json' would generate 'LoginScreen.swift', the name of '.*Screens/LoginScreen.swift' in this target; rename the spec" \
        "$label-named.log" || { cat "$label-named.log"; fail "$label: the build log lacks the plugin's error"; }
    local support=Sources/Forms/Screens/FormGenTextField.swift
    status=0
    echo 'struct Mine {}' >"$support"
    swift build "${flags[@]}" >"$label-support.log" 2>&1 || status=$?
    rm -f "$support"
    ((status != 0)) || { cat "$label-support.log"; fail "$label: a Swift file named like a support file did not fail the build"; }
    grep -q "Screens/FormGenTextField.swift' has the name of formgen's own 'FormGenTextField.swift'.*; rename the file" \
        "$label-support.log" || { cat "$label-support.log"; fail "$label: the build log lacks the plugin's error"; }
    # The same file as `swift package formgen` writes it: what to do is to delete it, not to rename it.
    status=0
    printf '%s\n' '// Generated by formgen from FormGenTextField.swift.template. Do not edit.' >"$support"
    swift build "${flags[@]}" >"$label-written.log" 2>&1 || status=$?
    rm -f "$support"
    ((status != 0)) || { cat "$label-written.log"; fail "$label: a support file formgen wrote into the target did not fail the build"; }
    grep -q "FormGenTextField.swift'.*; formgen wrote it, and this target generates its forms at each build: delete" \
        "$label-written.log" || { cat "$label-written.log"; fail "$label: the build log lacks the plugin's advice to delete"; }
    echo "PASS $label: a spec or a Swift file whose name another file of the target takes fails the build, named"
}

# A spec's warnings reach the build log, where SwiftPM and Xcode show them.
a_warning_reaches_the_build_log() {
    sleep 1.5
    local note=Sources/Forms/Note.formgen.json
    printf '%s\n' '{ "formgen": 1, "name": "NoteForm", "fields": [{ "id": "note", "label": "Note", "kind": "multiline" }] }' >"$note"
    local status=0
    swift build "${flags[@]}" >"$label-warning.log" 2>&1 || status=$?
    rm -f "$note"
    ((status == 0)) || { cat "$label-warning.log"; fail "$label: a spec with a warning failed the build"; }
    grep -q "Note.formgen.json:1:[0-9]*: warning: multiline field 'note' has no bar" "$label-warning.log" \
        || { cat "$label-warning.log"; fail "$label: the build log lacks the spec's warning"; }
    echo "PASS $label: a spec's warning reaches the build log"
}

clean_build_runs_formgen

# On the first build after a clean one, SwiftPM 6.3 links the plugin's copy of the tool again (it is
# built twice, by the plugin-tools build and by the main build, at one path) and so reruns the
# build command. Examples/PluginRebuildControl, a minimal plugin package without formgen, shows
# whether SwiftPM does that here; formgen may rerun on the second build only if the control does.
built native-2.log "the second build"
if runs_any_formgen native-2.log; then
    grep -q 'Linking formgen-plugin-tool-tool' native-2.log || { cat native-2.log; fail "the second build ran formgen without a new tool"; }
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
    ) || fail "the second build reran formgen, but the minimal control package (log above) did not rerun its command"
    echo "KNOWN native: SwiftPM relinked formgen-plugin-tool on the second build and reran formgen, as it does for the minimal control package"
else
    echo "PASS native: the second build runs no formgen"
fi
unchanged_builds_run_nothing 3 4
for attempt in 3 4; do
    ! grep -q 'Linking' native-$attempt.log || { cat native-$attempt.log; fail "native: build $attempt, with nothing changed, linked"; }
done
touching_a_spec_reruns_formgen
a_broken_spec_fails_at_its_error
two_specs_of_one_form_fail_at_the_second
names_that_clash_fail_in_the_plugin
a_warning_reaches_the_build_log

sleep 1.5
built native-fixed.log "the build after fixing the spec"
swift test >test.log 2>&1 || { cat test.log; fail "the consumer's tests failed"; }
echo "PASS native: the fixed spec builds and the consumer's tests pass"

# Each committed file is first made out of date (its generated header kept, so formgen may replace
# it; removing the files would leave SwiftPM a target without sources, which it drops), so that
# only the command plugin can bring them back.
for file in "$generated"/*.swift; do
    printf '%s\n// out of date\n' "$(head -n 1 "$file")" >"$file"
done
swift package --allow-writing-to-package-directory formgen --target CommittedForms >command1.log 2>&1 \
    || { cat command1.log; fail "the command plugin failed"; }
for file in "$committed"/*.swift; do
    cmp -s "$file" "$generated/$(basename "$file")" || fail "the command plugin did not write $(basename "$file") as committed"
done
echo "PASS command plugin writes the committed files"

# The command plugin's --strings rewrites the committed catalogs from the specs: nothing may change,
# and a catalog that lost a key gets it back with the translations of the others kept.
catalog=Sources/Forms/Resources/Login.xcstrings
catalog_backup=$(mktemp)
cp "$catalog" "$catalog_backup"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); del d["strings"]["Next"]; json.dump(d, open(sys.argv[1], "w"), ensure_ascii=False, indent=1)' "$catalog"
swift package --allow-writing-to-package-directory formgen --target Forms --strings >strings1.log 2>&1 \
    || { cat strings1.log; cp "$catalog_backup" "$catalog"; fail "the command plugin's --strings failed"; }
grep -q '"Next" : {' "$catalog" || { cp "$catalog_backup" "$catalog"; fail "--strings did not add the missing key back"; }
grep -q '"value" : "パスワード"' "$catalog" || { cp "$catalog_backup" "$catalog"; fail "--strings lost a translation"; }
swift package --allow-writing-to-package-directory formgen --target Forms --strings >strings2.log 2>&1 \
    || { cat strings2.log; cp "$catalog_backup" "$catalog"; fail "the command plugin's --strings failed on its rerun"; }
git diff --quiet -- Sources/Forms/Resources/UserInfo.xcstrings || fail "--strings changed the up-to-date UserInfo catalog"
cp "$catalog_backup" "$catalog"
rm -f "$catalog_backup"
echo "PASS command plugin --strings restores a lost key, keeps translations, and changes nothing up to date"

# The command plugin's --previews draws each form of the target into Previews/Forms/.
previews=Previews/Forms
rm -rf "$previews"
swift package --allow-writing-to-package-directory formgen --target Forms --previews >previews.log 2>&1 \
    || { cat previews.log; rm -rf "$previews"; fail "the command plugin's --previews failed"; }
count=$(ls "$previews"/*.svg 2>/dev/null | wc -l)
head -n 1 "$previews/CheckoutForm.svg" | grep -q '^<!-- Generated by formgen from Checkout.formgen.json. Do not edit. -->$' \
    || { rm -rf "$previews"; fail "--previews did not draw the Checkout form"; }
rm -rf Previews
((count == 6)) || fail "--previews drew $count pictures, not one per spec of the target (6)"
echo "PASS command plugin --previews draws a picture of each form into Previews/Forms/"

if swift package --allow-writing-to-package-directory formgen --target Missing >command3.log 2>&1; then
    cat command3.log; fail "the command plugin accepted a target the package does not have"
fi
grep -q "no target named 'Missing' with formgen specs" command3.log || { cat command3.log; fail "no message for an unknown target"; }
echo "PASS command plugin refuses a target the package does not have"

printf 'struct Handwritten {}\n' >"$generated/Search.swift"
if swift package --allow-writing-to-package-directory formgen --target CommittedForms >command2.log 2>&1; then
    cat command2.log; fail "the command plugin overwrote a hand-written file"
fi
grep -q "refusing to overwrite a file formgen did not generate" command2.log || { cat command2.log; fail "no refusal message"; }
grep -q '^struct Handwritten {}$' "$generated/Search.swift" || fail "the hand-written file changed"
cp "$committed/Search.swift" "$generated/"
echo "PASS command plugin refuses to overwrite a hand-written file"

# SwiftPM's newer build system builds the plugin's tool once, so with it the second build runs no
# formgen at all. It names the commands it runs only with -v.
label=swiftbuild
flags=(--build-system swiftbuild -v)
clean_build_runs_formgen
unchanged_builds_run_nothing 2 3
touching_a_spec_reruns_formgen
a_broken_spec_fails_at_its_error

rm -rf .build
rm -f native-*.log swiftbuild-*.log test.log command*.log strings*.log
