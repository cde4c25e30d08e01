import Foundation
import Testing

/// Very large inputs end in a success or a clear error, never a crash, within bounded memory.
/// (Time is measured in the table of CONTRIBUTING.md, not asserted here.)
@Suite(.serialized) struct LimitTests {
    /// Peak memory allowed for any of these runs of the debug build; release runs use far less.
    static let memoryBoundKB = 512 * 1024

    struct Measured {
        var outcome: FormGenProcess.Outcome
        var peakKB: Int
    }

    /// Runs formgen under `/usr/bin/time` to read its peak resident memory.
    static func measure(_ spec: String, expectSuccess: Bool) throws -> Measured {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let specURL = directory.appendingPathComponent("Limit.json")
        try Data(spec.utf8).write(to: specURL)
        let outcome = try FormGenProcess.run(
            [
                "-f", "peak-kb=%M", FormGenProcess.executable.path, specURL.path, "-o",
                directory.appendingPathComponent("Out").path, "-q",
            ],
            executable: URL(fileURLWithPath: "/usr/bin/time"))
        let peak =
            outcome.standardError.split(separator: "\n").last { $0.hasPrefix("peak-kb=") }
            .flatMap { Int($0.dropFirst("peak-kb=".count)) } ?? Int.max
        // The process is /usr/bin/time, which reports a formgen killed by a signal in words.
        #expect(!outcome.standardError.contains("terminated by signal"), "\(outcome.standardError.prefix(500))")
        #expect(outcome.status == (expectSuccess ? 0 : 1), "\(outcome.standardError.prefix(500))")
        #expect(peak < memoryBoundKB, "peak memory \(peak) KB")
        return Measured(outcome: outcome, peakKB: peak)
    }

    static func fieldsSpec(count: Int, label: (Int) -> String) -> String {
        let fields = (0..<count).map { #"{"id": "field\#($0)", "label": "\#(label($0))", "prompt": "Prompt \#($0)"}"# }
        return
            #"{"formgen": 1, "name": "Limit", "fields": [\#(fields.joined(separator: ",\n"))], "bars": [{"kind": "navigation"}]}"#
    }

    @Test func tenThousandFields() throws {
        _ = try Self.measure(Self.fieldsSpec(count: 10_000) { "Label \($0)" }, expectSuccess: true)
    }

    @Test func aTenMegabyteSpec() throws {
        let spec = Self.fieldsSpec(count: 14_000) { String(repeating: "ラベル", count: 80) + String($0) }
        #expect(spec.utf8.count > 10_000_000)
        _ = try Self.measure(spec, expectSuccess: true)
    }

    /// A valid spec so large that its form would pass the built-in templates' limits is reported at
    /// the spec, which is what the user can change, not at a built-in template that is not on disk.
    @Test func aFormTooLargeToGenerateIsReportedAtTheSpec() throws {
        let measured = try Self.measure(Self.fieldsSpec(count: 100_000) { "L\($0)" }, expectSuccess: false)
        #expect(
            measured.outcome.standardError.contains(
                "/Limit.json:1:24: error: the form is too large to generate (the templates repeat more than "
                    + "1000000 times); split it into smaller forms\n"), "\(measured.outcome.standardError)")
        #expect(!measured.outcome.standardError.contains(".template"))
    }

    /// Each bar's fields, the fields no bar covers and the adornments' actions are found in time
    /// linear in the spec: 10,000 bars over one field each, and 10,000 actions.
    @Test func tenThousandBarsAndActions() throws {
        let fields = (0..<10_000).map {
            #"{"id": "f\#($0)", "trailing": {"systemImage": "x", "action": "a\#($0)", "accessibilityLabel": "x"}}"#
        }
        let bars = (0..<10_000).map { #"{"kind": "close", "whenMatches": ["f\#($0)"]}"# }
        let spec =
            #"{"formgen": 1, "name": "Limit", "fields": [\#(fields.joined(separator: ","))], "bars": [\#(bars.joined(separator: ","))]}"#
        _ = try Self.measure(spec, expectSuccess: true)
    }

    /// A list past the most a spec holds is refused at the list, before its elements are decoded.
    @Test func fiveMillionEmptyFields() throws {
        let spec =
            #"{"formgen": 1, "name": "Limit", "fields": ["#
            + Array(repeating: "{}", count: 5_000_000).joined(separator: ",") + "]}"
        let measured = try Self.measure(spec, expectSuccess: false)
        #expect(
            measured.outcome.standardError.contains(
                "/Limit.json:1:43: error: 'fields' has 5000000 elements; a list in a spec holds at most 100000\n"),
            "\(measured.outcome.standardError.prefix(500))")
    }

    @Test func aOneMegabyteString() throws {
        let spec =
            #"{"formgen": 1, "name": "Limit", "fields": [{"id": "a", "label": "\#(String(repeating: "\\\"x", count: 350_000))"}]}"#
        #expect(spec.utf8.count > 1_000_000)
        _ = try Self.measure(spec, expectSuccess: true)
    }

    @Test func hundredThousandNestedArrays() throws {
        let spec =
            #"{"formgen": 1, "name": "Limit", "fields": "# + String(repeating: "[", count: 100_000)
            + String(repeating: "]", count: 100_000) + "}"
        let measured = try Self.measure(spec, expectSuccess: false)
        #expect(
            measured.outcome.standardError.contains(
                ":1:554: error: arrays and objects are nested more than 512 levels deep"))
    }

    @Test func aSpecOverSixteenMebibytesIsRefused() throws {
        let spec = Self.fieldsSpec(count: 20_000) { String(repeating: "ラベル", count: 100) + String($0) }
        #expect(spec.utf8.count > 16 * 1024 * 1024)
        let measured = try Self.measure(spec, expectSuccess: false)
        #expect(
            measured.outcome.standardError.contains(
                "Limit.json:1:1: error: the spec is larger than 16 MiB, the most formgen reads"))
    }

    /// A spec nested as deep as the reader allows still ends in its located error when the process's
    /// stack limit is small, in a run over several such specs.
    @Test func deepSpecsUnderASmallStackLimit() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let deep =
            #"{"formgen": 1, "name": "Deep", "fields": "# + String(repeating: "[", count: 600)
            + String(repeating: "]", count: 600) + "}"
        var paths: [String] = []
        for index in 0..<12 {
            let url = directory.appendingPathComponent("Deep\(index).json")
            try Data(deep.utf8).write(to: url)
            paths.append(url.path)
        }
        let runs = [
            ("validate", ["validate"] + paths),
            ("generate", paths + ["-o", directory.appendingPathComponent("Out").path]),
        ]
        for (name, arguments) in runs {
            let script = "ulimit -s 512 && exec \"$0\" \"$@\""
            let outcome = try FormGenProcess.run(
                ["-c", script, FormGenProcess.executable.path] + arguments, executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(outcome.reason == .exit, "\(name)")
            #expect(outcome.status == 1, "\(name): \(outcome.standardError.prefix(500))")
            let located = outcome.standardError.split(separator: "\n").filter {
                $0.hasSuffix(":1:553: error: arrays and objects are nested more than 512 levels deep")
            }
            #expect(located.count == 12, "\(name)")
        }
    }
}
