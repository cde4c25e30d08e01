#!/usr/bin/env python3
"""Compare the SwiftUI stub with the verbatim SDK excerpts (Part B, iOS 18.0).

Builds the stub with `-emit-module-interface-path`, then, for every declaration line of the
reference's Part B code blocks:
  * reports it as MISSING if no declaration with the same signature (module qualifiers and
    non-semantic attributes ignored) exists in the stub's interface;
  * reports an ISOLATION mismatch if the signature exists but its `nonisolated` / `@MainActor` /
    `@preconcurrency` attributes differ.
Underscored graph entry points (_makeView …) and non-public storage are skipped on purpose.
Known, intentional differences are listed in README.md. Exit status is 0 (64 without the
excerpts); read the report.

  Tests/SDKStubs/compare-with-reference.py <excerpts.md>

<excerpts.md> is the collection of verbatim SDK excerpts the [B.n] markers cite, whose Part B
begins at a `## Part B` heading; it is kept outside this repository.
"""
import os, re, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
if len(sys.argv) != 2:
    print('usage: compare-with-reference.py <excerpts.md>', file=sys.stderr)
    sys.exit(64)
ref_path = sys.argv[1]
swiftc = os.environ.get('SWIFTC', 'swiftc')

def part_b_lines(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    start = next(i for i, l in enumerate(lines) if l.startswith('## Part B'))
    out, inblock = [], False
    for l in lines[start:]:
        if l.startswith('```swift'): inblock = True; continue
        if l.startswith('```'): inblock = False; continue
        if inblock and not l.strip().startswith('//'): out.append(l)
    return out

PREFIXES = ['FoundationEssentials.', 'FoundationInternationalization.', 'SwiftUICore.', 'SwiftUI.',
            'Swift.', 'CoreFoundation.', 'Foundation.', '_Concurrency.', 'UIKit.', 'ObjectiveC.']
NOISE = ['@inlinable', '@_alwaysEmitIntoClient', '@usableFromInline', '@_disfavoredOverload', '@frozen',
         '@propertyWrapper', '@dynamicMemberLookup', '@_functionBuilder', '@resultBuilder',
         '@_typeEraser(AnyView)', '@_transparent', '@backDeployed(before: iOS 17.0, tvOS 17.0)']
ISO = ['@preconcurrency', '@MainActor', 'nonisolated']

def norm(l, keep_iso):
    l = l.strip()
    for p in PREFIXES: l = l.replace(p, '')
    l = re.sub(r'@_semantics\("[^"]*"\)\s*', '', l)
    for a in NOISE + ([] if keep_iso else ISO): l = l.replace(a + ' ', '').replace(a, '')
    l = re.sub(r'\s*\{.*$', '', l)
    l = re.sub(r'\s*=\s*_stub\(\)', '', l)
    l = l.replace('@escaping (() -> Void)', '@escaping () -> Void')
    if keep_iso:
        toks = sorted(re.findall(r'@MainActor|@preconcurrency|nonisolated', l))
        l = ' '.join(toks) + ' | ' + re.sub(r'(@MainActor|@preconcurrency|nonisolated)\s*', '', l)
    return re.sub(r'\s+', ' ', l).strip()

DECL = re.compile(r'\b(func|init|var|let|struct|protocol|enum|subscript|extension|typealias|associatedtype)\b')
SKIP = re.compile(r'_makeView|_makeViewList|_viewListCount|_makeProperty|_propertyBehaviors|_makeToolbar|'
                  r'_makeContent|_opaqueReturnTypeOf|package |internal |private |AnyLocation|getIsolated|_apply\(|^case ')

with tempfile.TemporaryDirectory() as d:
    subprocess.run([os.path.join(here, 'build.sh'), d], check=True)
    iface = os.path.join(d, 'SwiftUI.swiftinterface')
    sources = sorted(os.path.join(here, 'SwiftUI', f) for f in os.listdir(os.path.join(here, 'SwiftUI')))
    subprocess.run([swiftc, '-emit-module', '-parse-as-library', '-swift-version', '5',
                    '-enable-library-evolution', '-module-name', 'SwiftUI', '-I', d, *sources,
                    '-emit-module-path', os.path.join(d, 'x', 'SwiftUI.swiftmodule'),
                    '-emit-module-interface-path', iface], check=True, stderr=subprocess.DEVNULL)
    mine = open(iface, encoding='utf-8').read().split('\n')

loose = {norm(l, False): l for l in mine}
strict = {norm(l, True) for l in mine}
missing, iso, seen = [], [], set()
for l in part_b_lines(ref_path):
    s = l.strip()
    if len(l) - len(l.lstrip()) >= 6:   # inside an @inlinable / @_alwaysEmitIntoClient body
        continue
    if not DECL.search(s) or SKIP.search(s) or s.startswith('@available') or s.startswith('}'):
        continue
    n = norm(s, False)
    if not n or n in seen: continue
    seen.add(n)
    if n not in loose: missing.append(s)
    elif norm(s, True) not in strict: iso.append((s, loose[n].strip()))

print(f'{len(missing)} reference declaration(s) not in the stub:')
for s in missing: print('  MISSING  ', s[:200])
print(f'{len(iso)} isolation difference(s):')
for s, m in iso:
    print('  REF      ', s[:200]); print('  STUB     ', m[:200])
