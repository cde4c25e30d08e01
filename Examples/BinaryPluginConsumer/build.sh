#!/usr/bin/env bash
# Makes the artifact bundle, then builds and tests this package with the binary plugin from clean,
# and checks that formgen ran from the bundle and that no part of formgen was compiled.
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
fail() { echo "FAIL: $*" >&2; exit 1; }

../../Scripts/make-artifactbundle --output ../../Plugins/FormGenBinary >bundle.log 2>&1 || { cat bundle.log; fail "making the bundle failed"; }
rm -rf .build
swift build -v >build.log 2>&1 || { cat build.log; fail "the clean build failed"; }
# With -v SwiftPM prints each command it runs rather than its name.
grep -q 'formgen.artifactbundle/formgen-[^/]*/bin/formgen .*Checkout.formgen.json' build.log \
    || { cat build.log; fail "formgen did not run from the bundle"; }
for name in Checkout Search FormGenSupport FormGenSecureField; do
    [[ -f .build/plugins/outputs/binarypluginconsumer/Forms/destination/FormGenBinaryPlugin/Generated/$name.swift ]] \
        || fail "no generated $name.swift"
done
! grep -Eq 'FormGenCore|Sources/formgen/' build.log || { cat build.log; fail "the build compiled formgen"; }
echo "PASS a clean build runs the bundled formgen and compiles none of formgen"

swift test >test.log 2>&1 || { cat test.log; fail "the tests failed"; }
echo "PASS the tests of the generated logic pass"
rm -rf .build
rm -f bundle.log build.log test.log
