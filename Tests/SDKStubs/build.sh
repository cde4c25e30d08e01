#!/usr/bin/env bash
# Builds the UIKit and SwiftUI type-checking stubs into OUTDIR ($1), the way Apple ships SwiftUI:
# library-evolution modules compiled in Swift 5 language mode. Only .swiftmodule files are
# emitted (clients are type-checked, never linked), and the stand-in for the compiler plugin that
# expands `#Preview` (PreviewsMacros.swift).
#
#   Tests/SDKStubs/build.sh /tmp/sdkstubs
#   swiftc -typecheck -swift-version 6 -warnings-as-errors -I /tmp/sdkstubs \
#       -load-plugin-executable /tmp/sdkstubs/PreviewsMacros#PreviewsMacros client.swift
#
# Environment: SWIFTC (default: swiftc on PATH). Exit status is non-zero if the plugin stand-in or
# either module fails to build.
set -euo pipefail

out=${1:?usage: build.sh OUTDIR}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
swiftc=${SWIFTC:-swiftc}
mkdir -p "$out"

common=(-emit-module -parse-as-library -swift-version 5 -enable-library-evolution -diagnostic-style llvm)

# On Linux, Foundation is not built with library evolution, so every library-evolution module
# that imports it gets the same warning. Drop exactly that diagnostic (message + its 3 context
# lines); everything else is passed through.
run() {
  local log status=0
  log=$(mktemp)
  "$@" 2>"$log" || status=$?
  awk '/was not compiled with library evolution support/ { skip = 3; next }
       skip > 0 { skip--; next }
       { print }' "$log" >&2
  rm -f "$log"
  return "$status"
}

# First the stand-in for `#Preview`'s compiler plugin, which the SwiftUI stub's macro names.
"$swiftc" -swift-version 6 -diagnostic-style llvm "$here/PreviewsMacros.swift" -o "$out/PreviewsMacros"

run "$swiftc" "${common[@]}" -module-name UIKit \
  "$here/UIKit.swift" \
  -emit-module-path "$out/UIKit.swiftmodule"

run "$swiftc" "${common[@]}" -module-name SwiftUI -I "$out" \
  -load-plugin-executable "$out/PreviewsMacros#PreviewsMacros" \
  "$here"/SwiftUI/*.swift \
  -emit-module-path "$out/SwiftUI.swiftmodule"
