#!/usr/bin/env bash
# Proves what Bazel/formgen.bzl promises, with Bazel 4.2 (Debian's bazel-bootstrap) and no network:
#   1. formgen_library's outputs are byte for byte what the command line writes;
#   2. every build runs sandboxed (--spawn_strategy=sandboxed): formgen reads declared inputs only;
#   3. the workspace built from a second checkout path, sharing one --disk_cache, runs no formgen
#      action: every one is a cache hit;
#   4. a changed spec reruns its own action and the support files' action (whose content depends on
#      which parts of the runtime the specs use), and nothing else;
#   5. a bad spec fails the build with its file, line and column, and nothing is written for it.
# Bazel's output bases and cache live in a scratch folder under /tmp, removed at the end.
set -euo pipefail
unset CDPATH
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
export PATH="/opt/swift/usr/bin:$PATH"

formgen="$root/.build/debug/formgen"
[[ -x $formgen ]] || (cd "$root" && swift build --product formgen >/dev/null)
scratch=$(mktemp -d /tmp/formgen-bazel.XXXXXX)
trap 'bazel_in "$here" shutdown >/dev/null 2>&1 || true; bazel_in "$scratch/second/Examples/BazelWorkspace" shutdown >/dev/null 2>&1 || true; chmod -R u+w "$scratch" 2>/dev/null; rm -rf "$scratch"; rm -f "$here/tool/formgen"' EXIT

fail() { echo "check.sh: $*" >&2; exit 1; }

# Bazel in a workspace, its output base and disk cache in the scratch folder, no convenience links.
bazel_in() {
    local workspace=$1
    shift
    local command=$1
    shift
    (cd "$workspace" && bazel --output_user_root="$scratch/root" "$command" "$@")
}
build_in() {
    local workspace=$1 log=$2
    shift 2
    bazel_in "$workspace" build --symlink_prefix=/ --disk_cache="$scratch/cache" --spawn_strategy=sandboxed \
        --execution_log_json_file="$log" "$@" //... >"$log.out" 2>&1
}

# The formgen spawns of an execution log: "<mnemonic> <first output's name> <cache hit>" a line.
spawns() {
    python3 - "$1" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
decoder, index = json.JSONDecoder(), 0
while True:
    while index < len(text) and text[index].isspace():
        index += 1
    if index == len(text):
        break
    spawn, index = decoder.raw_decode(text, index)
    if spawn.get("mnemonic", "").startswith("FormGen"):
        outputs = [o["path"] for o in spawn.get("actualOutputs", [])] or spawn["listedOutputs"]
        name = outputs[0].split("/")[-1] if spawn["mnemonic"] == "FormGen" else "support"
        print(spawn["mnemonic"], name, str(spawn.get("remoteCacheHit", False)).lower(), spawn.get("runner", ""))
PY
}

mkdir -p "$here/tool"
cp "$formgen" "$here/tool/formgen"

# The first checkout: this one.
build_in "$here" "$scratch/first.json" || { cat "$scratch/first.json.out" >&2; fail "the first build failed"; }
spawns "$scratch/first.json" >"$scratch/first.spawns"
[[ $(wc -l <"$scratch/first.spawns") == 6 ]] || { cat "$scratch/first.spawns" >&2; fail "expected 6 formgen actions"; }
if grep -qv ' linux-sandbox$\| processwrapper-sandbox$' "$scratch/first.spawns"; then
    cat "$scratch/first.spawns" >&2
    fail "an action ran outside a sandbox"
fi
bin=$(bazel_in "$here" info bazel-bin 2>/dev/null)

# 1. The command line, on the same specs, writes the same bytes.
specs=("$here"/Specs/*.json)
"$formgen" "${specs[@]}" -o "$scratch/cli/forms" --quiet
"$formgen" "$here/Specs/LoginForm.json" -o "$scratch/cli/public_forms" --access public --quiet
diff -r "$scratch/cli/forms" "$bin/forms" || fail "//:forms differs from the command line's output"
diff -r "$scratch/cli/public_forms" "$bin/public_forms" || fail "//:public_forms differs from the command line's output"
# ... under the names `formgen outputs` prints.
expected=$("$formgen" outputs "${specs[@]}" -o "$bin/forms" | sort)
actual=$(find "$bin/forms" -type f | sort)
[[ $expected == "$actual" ]] || fail "the rule's outputs are not those 'formgen outputs' names"
echo "1. the rule's outputs are the command line's, byte for byte, named as 'formgen outputs' names them"
echo "2. all $(wc -l <"$scratch/first.spawns") formgen actions ran sandboxed ($(cut -d' ' -f4 "$scratch/first.spawns" | sort -u | tr '\n' ' '))"

# 3. A second checkout at another path, the same disk cache, a fresh output base: all cache hits.
second="$scratch/second"
mkdir -p "$second/Examples"
cp -a "$root/Bazel" "$root/Specs" "$second/"
cp -a "$here" "$second/Examples/BazelWorkspace"
build_in "$second/Examples/BazelWorkspace" "$scratch/second.json" \
    || { cat "$scratch/second.json.out" >&2; fail "the build from the second checkout failed"; }
spawns "$scratch/second.json" >"$scratch/second.spawns"
[[ $(wc -l <"$scratch/second.spawns") == 6 ]] || { cat "$scratch/second.spawns" >&2; fail "expected 6 formgen actions"; }
if grep -v ' true ' "$scratch/second.spawns"; then fail "the formgen actions above ran in the second checkout"; fi
second_bin=$(bazel_in "$second/Examples/BazelWorkspace" info bazel-bin 2>/dev/null)
diff -r "$bin/forms" "$second_bin/forms" || fail "the second checkout's outputs differ"
echo "3. from a second checkout path with a shared disk cache, all 6 formgen actions were cache hits"

# 4. A changed spec (another label) reruns its action and the support files' action only.
spec="$second/Specs/SignUpForm.json"
sed -i 's/"label": "Username"/"label": "User name"/' "$spec"
grep -q '"User name"' "$spec" || fail "the spec was not changed"
build_in "$second/Examples/BazelWorkspace" "$scratch/changed.json" \
    || { cat "$scratch/changed.json.out" >&2; fail "the build after a change failed"; }
spawns "$scratch/changed.json" | sort >"$scratch/changed.spawns"
ran=$(cut -d' ' -f1,2,3 "$scratch/changed.spawns" | tr '\n' ';')
[[ $ran == "FormGen SignUpForm.swift false;FormGenSupport support false;" ]] \
    || { cat "$scratch/changed.spawns" >&2; fail "a changed spec ran other actions than its own and the support files'"; }
"$formgen" "$second"/Specs/{LoginForm,SignUpForm,UserInfoForm}.json -o "$scratch/cli/changed" --quiet
diff -r "$scratch/cli/changed" "$second_bin/forms" || fail "the rebuilt outputs differ from the command line's"
echo "4. changing SignUpForm.json reran its action and the support files' action, nothing else"

# 5. A bad spec: a failed action naming the spec, line and column.
printf '{\n  "formatVersion": 1,\n  "name": "Broken",\n  "fields": [ }\n' >"$second/Examples/BazelWorkspace/Specs/Broken.json"
if build_in "$second/Examples/BazelWorkspace" "$scratch/broken.json"; then fail "a bad spec built"; fi
grep -q '^Specs/Broken.json:4:' "$scratch/broken.json.out" \
    || { cat "$scratch/broken.json.out" >&2; fail "the failure does not name Specs/Broken.json:4:<column>"; }
[[ ! -e $second_bin/forms/Broken.swift ]] || fail "a bad spec left an output"
echo "5. a bad spec fails its action with: $(grep -m1 '^Specs/Broken.json:4:' "$scratch/broken.json.out")"
