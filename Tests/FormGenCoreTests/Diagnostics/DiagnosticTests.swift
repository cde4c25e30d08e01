import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// How findings are located and formatted, whatever the spec holds.
@Suite struct DiagnosticTests {
    @Test func controlCharactersInAPlaceOrAMessageAreEscaped() {
        let line = Diagnostic.line(
            "a\nb.json", .error,
            "id 'x\u{1B}[2J\nb.json:1:1: error: forged\u{7F}\u{85}\u{9B}\u{2028}\u{2029}\u{202E}\u{2066}\u{200F}\u{061C}\t\r'"
        )
        #expect(
            line
                == #"a\nb.json: error: id 'x\u{1B}[2J\nb.json:1:1: error: forged\u{7F}\u{85}\u{9B}\u{2028}\u{2029}\u{202E}\u{2066}\u{200F}\u{61C}\t\r'"#
        )
        #expect(!line.contains("\n") && !line.contains("\u{1B}"))
        // Text without such characters, Japanese included, is left as it is.
        #expect(Diagnostic.line("名前.json:1:2", .note, "'名前' — ok") == "名前.json:1:2: note: '名前' — ok")
    }

    /// A hint comes from candidates of a readable length: a document's huge key is passed over,
    /// not compared, so a miss costs no more for it.
    @Test func aHintPassesOverCandidatesTooLongToOffer() {
        let huge = String(repeating: "x", count: 1_000_000)
        #expect(Suggestion.closest(to: "nmae", in: [huge, "name"]) == "name")
        #expect(
            Suggestion.closest(to: "名前の読", in: ["名前の" + String(repeating: "読み", count: 30)]) == "名前の"
                + String(repeating: "読み", count: 30))
        // One that the word starts was offered however long it was.
        #expect(Suggestion.closest(to: "first", in: ["first" + String(repeating: "Name", count: 64)]) == nil)
        #expect(Suggestion.closest(to: "first", in: ["firstName"]) == "firstName")
    }

    @Test func aForgedLineInASpecStaysOnItsOwnLine() {
        let spec = #"{"formgen": 1, "name": "A", "fields": [{"id": "x\nspec.json:1:1: error: \u001b[31mforged"}]}"#
        let result = GeneratorPipeline.validate(SourceFile(name: "spec.json", text: spec))
        let lines = result.diagnostics.flatMap { $0.formatted.split(separator: "\n", omittingEmptySubsequences: false) }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("spec.json:1:47: error: 'x\\nspec.json:1:1: error: \\u{1B}[31mforged'") == true)
    }

    /// Each offset located on its own, by counting the characters from its line's start: the
    /// reference the one-pass location must agree with.
    static func reference(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for index in 0..<offset
        where bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            line += 1
            start = index + 1
        }
        let from = min(start, offset)
        return (line, String(decoding: bytes[from..<offset], as: UTF8.self).count + 1)
    }

    @Test func locatingManyOffsetsAtOnceAgreesWithLocatingEachAlone() {
        let text = "\u{FEFF}{\"名前\": \"e\u{301}x\", \"a\":\r\n [1, \"👩‍👩‍👧\", 2],\r\"b\"\n\n  \"ｃ\": 3}"
        let bytes = Array(text.utf8)
        let source = SourceFile(name: "f", bytes: bytes)
        var generator = SplitMix64(seed: 7)
        // Up to 32 offsets are ordered by insertion, more by a sort.
        for count in [1, 2, 20, 32, 33, 60] {
            for _ in 0..<10 {
                let offsets = (0..<count).map { _ in Int(generator.next() % UInt64(bytes.count + 1)) }
                let located = source.locations(at: offsets)
                #expect(located.count == offsets.count)
                for (offset, location) in zip(offsets, located) {
                    let expected = Self.reference(bytes, offset)
                    #expect(location.line == expected.line && location.column == expected.column, "offset \(offset)")
                }
            }
        }
    }

    @Test func everyFindingOfALongLineIsReportedAndLocated() {
        // 3,000 unknown keys on one line: every one reported, at its own column.
        let keys = (0..<3_000).map { #""k\#($0)": 1"# }.joined(separator: ", ")
        let spec = #"{"formgen": 1, "name": "A", "fields": [{"id": "a"}], "# + keys + "}"
        let result = GeneratorPipeline.validate(SourceFile(name: "f", text: spec))
        #expect(result.diagnostics.count == 3_000)
        let prefix = #"{"formgen": 1, "name": "A", "fields": [{"id": "a"}], "#.count
        #expect(result.diagnostics.first?.location == SourceLocation(file: "f", line: 1, column: prefix + 1))
        #expect(result.diagnostics.map(\.location.column) == result.diagnostics.map(\.location.column).sorted())
        #expect(result.diagnostics.last?.location.column == spec.count - #""k2999": 1}"#.count + 1)
    }

    /// Past the limit, one error at the file's start says that the rest are not reported.
    @Test func findingsPastTheLimitAreNotKept() {
        let elements = Array(repeating: "0", count: DiagnosticCollector.limit + 500).joined(separator: ",")
        let spec = #"{"formgen": 1, "name": "A", "fields": [{"id": "a"}], "bars": ["# + elements + "]}"
        let result = GeneratorPipeline.validate(SourceFile(name: "f", text: spec))
        #expect(result.diagnostics.count == DiagnosticCollector.limit + 1)
        #expect(
            result.diagnostics.first?.formatted
                == "f:1:1: error: more than 10000 findings in this file; the rest are not reported")
        #expect(result.diagnostics.dropFirst().allSatisfy { $0.message.hasPrefix("each element of 'bars'") })
    }

    /// Past the limit of warnings, the file fails: an error may be among the findings not kept.
    @Test func aFileWithFindingsPastTheLimitFails() {
        var collector = DiagnosticCollector(source: SourceFile(name: "f", text: "{}"))
        for _ in 0..<DiagnosticCollector.limit + 1 { collector.warning("w", at: 1) }
        #expect(collector.hasErrors)
        // Each field's pattern only warns: it can be slow to check.
        let fields = (0...DiagnosticCollector.limit).map { #"{"id": "f\#($0)", "pattern": "(a+)+"}"# }
        let spec = #"{"formgen": 1, "name": "A", "fields": ["# + fields.joined(separator: ",") + "]}"
        #expect(GeneratorPipeline.validate(SourceFile(name: "f", text: spec)).form == nil)
    }

    /// A finding past the limit costs no message: a spec of a million unknown keys would otherwise
    /// look for a suggestion for each of them (8 s in a release build, against 0.9 s).
    @Test func aFindingPastTheLimitIsNotWorded() {
        var collector = DiagnosticCollector(source: SourceFile(name: "f", text: "{}"))
        var worded = 0
        func message() -> String {
            worded += 1
            return "m"
        }
        for _ in 0..<DiagnosticCollector.limit + 5 { collector.error(message(), at: 1, notes: [(message(), 0)]) }
        // A message and a note for each finding kept.
        #expect(worded == 2 * DiagnosticCollector.limit)
        collector.warning(message(), at: 1)
        collector.note(message(), at: 1)
        #expect(worded == 2 * DiagnosticCollector.limit)
    }

    /// Notes past the limit fail nothing; the first warning or error past it makes the file fail.
    @Test func notesPastTheLimitFailNothing() {
        var collector = DiagnosticCollector(source: SourceFile(name: "f", text: "{}"))
        for _ in 0...DiagnosticCollector.limit { collector.note("n", at: 1) }
        #expect(!collector.hasErrors)
        #expect(collector.diagnostics.last?.formatted == "f:1:1: note: " + DiagnosticCollector.tooMany)
        collector.note("n", at: 1)
        #expect(!collector.hasErrors)
        collector.warning("w", at: 1)
        #expect(collector.hasErrors)
        #expect(collector.diagnostics.count == DiagnosticCollector.limit + 1)
        #expect(collector.diagnostics.last?.formatted == "f:1:1: error: " + DiagnosticCollector.tooMany)
    }
}
