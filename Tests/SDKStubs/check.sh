#!/usr/bin/env bash
# Builds the stubs and type-checks every probe in Probes/:
#   accept-*.swift  must type-check cleanly  (real SwiftUI, iOS 18 SDK, accepts them)
#   reject-*.swift  must fail                 (real SwiftUI rejects them, or warns in Swift 6)
#                   *for the stated reason*: every `// EXPECT: <text>` line in a reject probe must
#                   appear verbatim in the compiler output, so a typo cannot make it "pass".
# with `swiftc -typecheck -swift-version 6 -warnings-as-errors`, with the stand-in for `#Preview`'s
# compiler plugin loaded. Prints PASS/FAIL per probe and exits non-zero if any probe has an
# unexpected result (or the stub does not build).
#
#   Tests/SDKStubs/check.sh            # uses a temporary build directory
#   Tests/SDKStubs/check.sh -v         # also show the compiler output of every probe
#   SWIFTC=/opt/swift/usr/bin/swiftc Tests/SDKStubs/check.sh
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
swiftc=${SWIFTC:-swiftc}
verbose=0
[[ "${1:-}" == "-v" ]] && verbose=1

out=$(mktemp -d "${TMPDIR:-/tmp}/sdkstubs.XXXXXX")
trap 'rm -rf "$out"' EXIT

if ! SWIFTC="$swiftc" "$here/build.sh" "$out/modules"; then
  echo "FAIL  stub build"
  exit 1
fi
echo "ok    stub build ($out/modules)"

failures=0
probes=0
shopt -s nullglob
for probe in "$here"/Probes/accept-*.swift "$here"/Probes/reject-*.swift; do
  name=$(basename "$probe")
  probes=$((probes + 1))
  log="$out/$name.log"
  if "$swiftc" -typecheck -swift-version 6 -warnings-as-errors -I "$out/modules" \
    -load-plugin-executable "$out/modules/PreviewsMacros#PreviewsMacros" "$probe" >"$log" 2>&1; then
    result=accepted
  else
    result=rejected
  fi
  case "$name" in
    accept-*) expected=accepted ;;
    reject-*) expected=rejected ;;
  esac
  missing=""
  if [[ "$expected" == rejected && "$result" == rejected ]]; then
    # One pattern finds the EXPECT lines and extracts them, and an empty one counts as missing.
    wants=$(sed -n 's|^ *// EXPECT: *||p' "$probe")
    while IFS= read -r want; do
      if [[ -z "$want" ]]; then
        missing+="${missing:+; }(an empty // EXPECT: line)"
      elif ! grep -qF -- "$want" "$log"; then
        missing+="${missing:+; }$want"
      fi
    done <<<"$wants"
    if [[ -z "$wants" ]] && ! grep -q '^ *// EXPECT:' "$probe"; then missing="(probe has no // EXPECT: line)"; fi
  fi
  if [[ "$result" == "$expected" && -z "$missing" ]]; then
    echo "PASS  $name ($result)"
  elif [[ -n "$missing" ]]; then
    echo "FAIL  $name (rejected, but not with: $missing)"
    failures=$((failures + 1))
    verbose_this=1
  else
    echo "FAIL  $name (expected $expected, got $result)"
    failures=$((failures + 1))
    verbose_this=1
  fi
  if [[ $verbose -eq 1 || "${verbose_this:-0}" -eq 1 ]]; then
    sed 's/^/      | /' "$log"
  fi
  unset verbose_this
done

if [[ $probes -eq 0 ]]; then
  echo "FAIL  no probes in $here/Probes"
  exit 1
fi
if [[ $failures -ne 0 ]]; then
  echo "$failures unexpected result(s)"
  exit 1
fi
echo "all probes behaved as expected"
