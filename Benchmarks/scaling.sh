#!/usr/bin/env bash
# Times release formgen on large specs of one shape at n and 2n, and exits 1 if doubling a spec
# more than triples the time of one: a pass over every field for every bar (or action, or field)
# would show as about 4×. Run it by hand: Benchmarks/scaling.sh [n]  (default 10000);
# FORMGEN=<executable> times that build instead of building this one.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
if [[ -z "${FORMGEN:-}" ]]; then
    swift build -c release --product formgen --quiet
    FORMGEN="$PWD/.build/release/formgen"
fi
exec python3 - "$FORMGEN" "${1:-10000}" <<'PY'
import json, os, shutil, statistics, subprocess, sys, tempfile, time

formgen, n = sys.argv[1], int(sys.argv[2])

def fields(count, **extra):
    return [dict(id=f"f{i}", **{key: value(i) for key, value in extra.items()}) for i in range(count)]

# Each shape, as a spec of `count` of what it repeats.
shapes = {
    "bars over one field each": lambda count: dict(
        fields=fields(count), bars=[dict(kind="close", whenMatches=[f"f{i}"]) for i in range(count)]),
    "one bar over every field": lambda count: dict(
        fields=fields(count), bars=[dict(kind="close", whenMatches=[f"f{i}" for i in range(count)])]),
    "an action per field": lambda count: dict(
        fields=fields(count, trailing=lambda i: dict(systemImage="x", action=f"a{i}", accessibilityLabel="x"))),
    "number fields, half without a bar": lambda count: dict(
        fields=fields(count, kind=lambda i: "integer"),
        bars=[dict(kind="close", whenMatches=[f"f{i}" for i in range(0, count, 2)])]),
    # The line wrapper reads each string literal once, escapes and all.
    "a label of 4n backslashes": lambda count: dict(fields=[dict(id="a", label="\\" * (4 * count))]),
}

def seconds(spec):
    """The median of three runs that generate `spec` into a fresh folder."""
    times = []
    for _ in range(3):
        directory = tempfile.mkdtemp()
        path = os.path.join(directory, "Scale.json")
        with open(path, "w") as file:
            json.dump(dict(formgen=1, name="Scale", **spec), file)
        start = time.perf_counter()
        subprocess.run([formgen, path, "-o", os.path.join(directory, "Out"), "-q"], check=True)
        times.append(time.perf_counter() - start)
        shutil.rmtree(directory)
    return statistics.median(times)

worst = 0.0
for name, make in shapes.items():
    once, twice = seconds(make(n)), seconds(make(2 * n))
    worst = max(worst, twice / once)
    print(f"{name:36} {n:>7}: {once:7.3f} s   {2 * n:>7}: {twice:7.3f} s   {twice / once:4.2f}x")
print("MET    doubling a spec at most triples its time" if worst <= 3 else
      "MISSED doubling a spec at most triples its time")
sys.exit(0 if worst <= 3 else 1)
PY
