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
        try measure([spec], expectSuccess: expectSuccess)
    }

    /// Runs formgen once over `specs`, written as `Limit.json`, `Limit1.json`, `Limit2.json`, ….
    static func measure(_ specs: [String], expectSuccess: Bool) throws -> Measured {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (index, spec) in specs.enumerated() {
            let specURL = directory.appendingPathComponent(index == 0 ? "Limit.json" : "Limit\(index).json")
            try Data(spec.utf8).write(to: specURL)
            paths.append(specURL.path)
        }
        return try measure(
            arguments: paths + ["-o", directory.appendingPathComponent("Out").path, "-q"], expectSuccess: expectSuccess)
    }

    /// Runs formgen with `arguments`.
    static func measure(arguments: [String], expectSuccess: Bool) throws -> Measured {
        let outcome = try FormGenProcess.run(
            ["-f", "peak-kb=%M", FormGenProcess.executable.path] + arguments,
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
    @Test func aListPastTheMostElements() throws {
        let spec =
            #"{"formgen": 1, "name": "Limit", "fields": ["#
            + Array(repeating: "{}", count: 100_001).joined(separator: ",") + "]}"
        let measured = try Self.measure(spec, expectSuccess: false)
        #expect(
            measured.outcome.standardError.contains(
                "/Limit.json:1:43: error: 'fields' has 100001 elements; a list in a spec holds at most 100000\n"),
            "\(measured.outcome.standardError.prefix(500))")
    }

    /// A spec past the most values a spec holds is refused as it is read, at the first value past
    /// the limit: the spec's fifth value is its first field.
    @Test func fiveMillionEmptyFields() throws {
        let spec =
            #"{"formgen": 1, "name": "Limit", "fields": ["#
            + Array(repeating: "{}", count: 5_000_000).joined(separator: ",") + "]}"
        let measured = try Self.measure(spec, expectSuccess: false)
        let column = 44 + 3 * (1_000_001 - 5)
        #expect(
            measured.outcome.standardError.contains(
                "/Limit.json:1:\(column): error: the file holds more than 1000000 JSON values, the most formgen reads\n"
            ),
            "\(measured.outcome.standardError.prefix(500))")
    }

    /// A run reads several specs at once, and every value read costs memory. Four specs of nearly
    /// 16 MiB stay within the bound together: two of numbers past the most values, read at once
    /// (on two processors, those two alone took 538 MB before the limit), then two of the costliest
    /// values a spec may hold, short strings, each stored apart.
    @Test func fourLargeSpecsInOneRun() throws {
        let strings =
            #"{"formgen": 1, "name": "Limit", "fields": ["#
            + Array(repeating: #""abcdefghijklmnop""#, count: 800_000).joined(separator: ",") + "]}"
        let zeros =
            #"{"formgen": 1, "name": "Limit", "fields": ["#
            + Array(repeating: "0", count: 8_000_000).joined(separator: ",") + "]}"
        #expect(strings.utf8.count < 16 << 20)
        #expect(zeros.utf8.count < 16 << 20)
        let measured = try Self.measure([zeros, zeros, strings, strings], expectSuccess: false)
        #expect(
            measured.outcome.standardError.components(separatedBy: "'fields' has 800000 elements").count == 3,
            "\(measured.outcome.standardError.prefix(500))")
        #expect(
            measured.outcome.standardError.components(separatedBy: "more than 1000000 JSON values").count == 3,
            "\(measured.outcome.standardError.prefix(500))")
    }

    /// A String Catalog and an imported document are bounded too, at 64 MiB and a number of values
    /// each: past it, a file of 33,000,000 numbers took 1.2 GB. Each is refused at its first number
    /// past the limit.
    @Test func aCatalogAndADocumentPastTheMostValues() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let zeros = Array(repeating: "0", count: 8_000_001).joined(separator: ",") + "]}}"
        let spec = directory.appendingPathComponent("Limit.json")
        try Data(#"{"formgen": 1, "name": "Limit", "fields": [{"id": "a"}], "strings": {"table": "Big"}}"#.utf8)
            .write(to: spec)
        // Five values before the numbers: the catalog, its two strings, `strings` and the list.
        let catalogStart = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"x": ["#
        try Data((catalogStart + zeros).utf8).write(to: directory.appendingPathComponent("Big.xcstrings"))
        let catalog = try Self.measure(arguments: ["strings", spec.path, "-o", directory.path], expectSuccess: false)
        #expect(
            catalog.outcome.standardError.contains(
                "Big.xcstrings:1:\(catalogStart.count + 1 + 2 * (4_000_001 - 6)): error: "
                    + "the file holds more than 4000000 JSON values"),
            "\(catalog.outcome.standardError.prefix(500))")
        // Six values before the numbers: the document, its type, `properties`, `a`, its type, `x`'s list.
        let documentStart = #"{"type": "object", "properties": {"a": {"type": "string"}}, "x": ["#
        let document = directory.appendingPathComponent("Document.json")
        try Data((documentStart + zeros).utf8).write(to: document)
        let imported = try Self.measure(
            arguments: ["import", document.path + "#/", "-o", directory.appendingPathComponent("Imported.json").path],
            expectSuccess: false)
        #expect(
            imported.outcome.standardError.contains(
                "Document.json:1:\(documentStart.count + 1 + 2 * (8_000_001 - 7)): error: "
                    + "the file holds more than 8000000 JSON values"),
            "\(imported.outcome.standardError.prefix(500))")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Imported.json").path))
    }

    /// Each value of a catalog is written on a line of its own, indented by its depth: 400,000
    /// numbers 490 levels down, a catalog of 0.8 MB, would be written out to 800 MB (686 MB peak)
    /// before its size was known. The writing stops at 64 MiB.
    @Test func aDeepCatalogIsRefusedBeforeItIsWrittenOut() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Limit.json")
        try Data(#"{"formgen": 1, "name": "Limit", "fields": [{"id": "a"}]}"#.utf8).write(to: spec)
        let zeros = "[" + Array(repeating: "0", count: 100_000).joined(separator: ",") + "]"
        let value =
            String(repeating: "[", count: 490) + "[" + Array(repeating: zeros, count: 4).joined(separator: ",") + "]"
            + String(repeating: "]", count: 490)
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"a": {"x": \#(value)}}}"#
        let catalogFile = directory.appendingPathComponent("Localizable.xcstrings")
        try Data(catalog.utf8).write(to: catalogFile)
        let run = try Self.measure(arguments: ["strings", spec.path, "-o", directory.path], expectSuccess: false)
        #expect(
            run.outcome.standardError.contains("the catalog would be larger than 64 MiB"),
            "\(run.outcome.standardError.prefix(500))")
        #expect(try Data(contentsOf: catalogFile) == Data(catalog.utf8))
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
