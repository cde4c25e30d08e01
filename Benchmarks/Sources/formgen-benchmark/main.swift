import Foundation

// formgen-benchmark <formgen> <do-nothing> <do-nothing-swift> [runs] [debug-formgen]
//
// Generates a deterministic corpus of 1,000 specs and measures, each as the median of `runs`
// runs: formgen over the whole corpus in one process; formgen once per spec; and the floors those
// are compared with (reading and writing the same
// bytes with cat and cp, and starting a Swift executable that links Foundation and does nothing).
// formgen itself does not link Foundation, so a do-nothing Swift executable without it is
// measured as well, for the cost of formgen's own work. Given the source plugin's tool in debug (as
// SwiftPM builds a dependency's tools), each spec is generated as the plugins do it (the forms, then
// the support files: two processes) by it and by release formgen in turn, one compared with the other.

let arguments = CommandLine.arguments
// `formgen-benchmark --write-corpus <dir>` only writes the corpus, for profiling formgen over it.
if arguments.count == 3, arguments[1] == "--write-corpus" {
    var generator = CorpusGenerator()
    try FileManager.default.createDirectory(atPath: arguments[2], withIntermediateDirectories: true)
    for index in 0..<1_000 {
        try Data(generator.spec(index).utf8).write(
            to: URL(fileURLWithPath: arguments[2]).appendingPathComponent(String(format: "Form%04d.json", index)))
    }
    exit(0)
}
guard arguments.count >= 4 else {
    print(
        "usage: formgen-benchmark <formgen> <do-nothing> <do-nothing-swift> [runs] [debug-formgen] | --write-corpus <dir>"
    )
    exit(64)
}
let formgen = arguments[1]
let doNothing = arguments[2]
let doNothingSwift = arguments[3]
let runs = arguments.count > 4 ? Int(arguments[4]) ?? 7 : 7
let debugFormgen = arguments.count > 5 ? arguments[5] : nil
let specCount = 1_000
let perProcessSample = 100

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func milliseconds(_ seconds: Double) -> String { String(format: "%8.2f ms", seconds * 1000) }

let root = FileManager.default.temporaryDirectory.appendingPathComponent("formgen-benchmark-\(getpid())")
let corpus = root.appendingPathComponent("corpus")
try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)

var generator = CorpusGenerator()
var specPaths: [String] = []
var specBytes = 0
for index in 0..<specCount {
    let text = generator.spec(index)
    let url = corpus.appendingPathComponent(String(format: "Form%04d.json", index))
    try Data(text.utf8).write(to: url)
    specPaths.append(url.path)
    specBytes += text.utf8.count
}

/// A fresh output directory for one run, so every run writes every file.
///
/// Output directories are removed only at the end: on ext4, creating files soon after thousands
/// were deleted is slow (the allocator skips recently freed inodes), which would time the file
/// system's bookkeeping instead of formgen.
@MainActor func freshOutput() -> String {
    let url = root.appendingPathComponent("out-\(UUID().uuidString)")
    return url.path
}

// formgen over the whole corpus in one process, and the I/O floor (the same bytes read by cat and
// written by cp into a fresh directory), alternated so that both see the same state of the machine.
let expected = freshOutput()
_ = Spawn.run([formgen] + specPaths + ["-o", expected, "-q"])
let outputNames = try FileManager.default.contentsOfDirectory(atPath: expected)
let outputBytes = try outputNames.reduce(0) {
    $0 + (try Data(contentsOf: URL(fileURLWithPath: expected).appendingPathComponent($1)).count)
}
var corpusRuns: [Spawn.Measurement] = []
var floorRuns: [Spawn.Measurement] = []
for _ in 0..<runs {
    let output = freshOutput()
    corpusRuns.append(Spawn.run([formgen] + specPaths + ["-o", output, "-q"]))
    let floorOutput = freshOutput()
    let script = "cat \"$@\" > /dev/null && mkdir '\(floorOutput)' && cp '\(expected)'/* '\(floorOutput)'/"
    floorRuns.append(Spawn.run(["/bin/sh", "-c", script, "sh"] + specPaths))
}

// One spec per process, as the plugin runs after one spec changed; the debug build alternately with
// the release one, so that both see the same state of the machine.
var perSpecRuns: [Double] = []
var debugPerSpecRuns: [Double] = []
var perSpecPeak = 0.0
/// The seconds `tool` takes for the spec at `path` as the source plugin runs it: the forms, then
/// the support files, two processes into one folder.
@MainActor func asThePluginRuns(_ tool: String, _ path: String) -> Double {
    let output = freshOutput()
    return ["forms", "support"].map { Spawn.run([tool, path, "-o", output, "--only", $0, "-q"]).seconds }.reduce(0, +)
}

var releaseAsPluginRuns: [Double] = []
for path in specPaths.prefix(perProcessSample) {
    var times: [Double] = []
    var debugTimes: [Double] = []
    var releaseAsPluginTimes: [Double] = []
    for _ in 0..<max(3, runs / 2) {
        let measured = Spawn.run([formgen, path, "-o", freshOutput(), "-q"])
        times.append(measured.seconds)
        perSpecPeak = max(perSpecPeak, measured.peakMegabytes)
        if let debugFormgen {
            debugTimes.append(asThePluginRuns(debugFormgen, path))
            releaseAsPluginTimes.append(asThePluginRuns(formgen, path))
        }
    }
    perSpecRuns.append(median(times))
    if !debugTimes.isEmpty {
        debugPerSpecRuns.append(median(debugTimes))
        releaseAsPluginRuns.append(median(releaseAsPluginTimes))
    }
}
var doNothingRuns: [Double] = []
var doNothingSwiftRuns: [Double] = []
for _ in 0..<(runs * 10) {
    doNothingRuns.append(Spawn.run([doNothing]).seconds)
    doNothingSwiftRuns.append(Spawn.run([doNothingSwift]).seconds)
}

let corpusTime = median(corpusRuns.map(\.seconds))
let corpusPeak = corpusRuns.map(\.peakMegabytes).max() ?? 0
let floorTime = median(floorRuns.map(\.seconds))
let perSpecTime = median(perSpecRuns)
let doNothingTime = median(doNothingRuns)
let doNothingSwiftTime = median(doNothingSwiftRuns)

print(
    "corpus: \(specCount) specs, \(specBytes / 1024) KiB in; \(outputNames.count) files, \(outputBytes / 1024) KiB out")
print(
    "medians of \(runs) runs (per-spec processes: \(perProcessSample) specs, the do-nothing start \(runs * 10) times)")
print("")
print(
    "whole corpus, one formgen process  \(milliseconds(corpusTime))   \(String(format: "%5.2f", corpusTime / floorTime))x the I/O floor   peak \(String(format: "%.1f", corpusPeak)) MB"
)
print("  I/O floor (cat in, cp out)        \(milliseconds(floorTime))")
print(
    "one spec per formgen process       \(milliseconds(perSpecTime))   \(String(format: "%5.2f", perSpecTime / doNothingTime))x do-nothing start   peak \(String(format: "%.1f", perSpecPeak)) MB"
)
print("  do-nothing Foundation executable  \(milliseconds(doNothingTime))")
print(
    "  do-nothing Swift executable       \(milliseconds(doNothingSwiftTime))   (formgen \(String(format: "%.2f", perSpecTime / doNothingSwiftTime))x; it links no Foundation either)"
)
let budgets = [
    ("whole corpus within 3x the I/O floor", corpusTime <= 3 * floorTime),
    ("one spec within 1.5x the do-nothing start", perSpecTime <= 1.5 * doNothingTime),
    ("peak memory for the corpus under 64 MB", corpusPeak < 64),
]
if !debugPerSpecRuns.isEmpty {
    let debugTime = median(debugPerSpecRuns)
    let releaseTime = median(releaseAsPluginRuns)
    print(
        "one spec as the source plugin runs it (forms, then support files), debug tool \(milliseconds(debugTime))   \(String(format: "%5.2f", debugTime / releaseTime))x release formgen's \(milliseconds(releaseTime))"
    )
}
print("")
for (budget, met) in budgets {
    print("\(met ? "MET   " : "MISSED") \(budget)")
}
try? FileManager.default.removeItem(at: root)
exit(budgets.allSatisfy(\.1) ? 0 : 1)
