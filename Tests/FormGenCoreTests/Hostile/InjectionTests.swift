import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Whatever text a spec holds comes out as inert data: 1,000 random hostile strings for each kind
/// of text (labels, prompts, bar titles, accessibility labels) go through formgen; the output
/// type-checks against the SwiftUI stub, and a compiled probe reads every string back unchanged.
@Suite(.serialized) struct InjectionTests {
    /// Pieces that have broken generated code somewhere: quotes, escapes, interpolation, raw and
    /// multi-line delimiters, comment and directive openers, template syntax, control and
    /// invisible characters, bidi overrides, emoji and combining marks.
    static let pieces: [String] = [
        "\"", "\\", "\\(", "\\(x)", "\"\"\"", "#", "\"#", "#\"", "\"##", "\n", "\r\n", "\t", "\0", "\u{1}", "\u{1F}",
        "\u{7F}", "\u{85}", "\u{9F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200B}", "\u{200D}",
        "\u{FEFF}", "\u{2028}", "👍", "👨‍👩‍👧", "🇯🇵", "e\u{301}", "\u{301}", "名前", "住所", "{{ name }}", "{% if x %}",
        "{#", "#}", "*/", "/*", "//", "#if os(iOS)", "%@", "%d", "$0", "`", "'", "a", "Z", " ", "0",
    ]

    static func hostileStrings(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let length = Int.random(in: 1...6, using: &generator)
            let text =
                (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
                + (index % 7 == 0 ? String(index) : "")
            // A blank text, of white space and invisible characters alone, is refused (`StringsRule`,
            // tested on its own): end it with a letter, so that every text reaches the output.
            return StringsRule.isBlank(text) ? text + "a" : text
        }
    }

    /// `count` specs of `fieldsPerSpec` fields: every field has a label, a prompt, a trailing
    /// button with an accessibility label, and a close bar of its own with a title.
    static func specs(
        labels: [String], prompts: [String], titles: [String], accessibilityLabels: [String], fieldsPerSpec: Int
    ) -> [SourceFile] {
        stride(from: 0, to: labels.count, by: fieldsPerSpec).map { start in
            let range = start..<min(start + fieldsPerSpec, labels.count)
            let fields = range.map { index in
                """
                {"id": "field\(index)", "label": \(JSONWriter.quoted(labels[index])), \
                "prompt": \(JSONWriter.quoted(prompts[index])), "trailing": {"systemImage": "mic", \
                "action": "act", "accessibilityLabel": \(JSONWriter.quoted(accessibilityLabels[index]))}}
                """
            }
            let bars = range.map { index in
                #"{"kind": "close", "title": \#(JSONWriter.quoted(titles[index])), "whenMatches": ["field\#(index)"]}"#
            }
            let text = """
                {"formgen": 1, "name": "Hostile\(start)", "fields": [\(fields.joined(separator: ",\n"))],
                "bars": [\(bars.joined(separator: ",\n"))]}
                """
            return SourceFile(name: "Hostile\(start).json", text: text)
        }
    }

    @Test func hostileTextArrivesUnchangedAndTheOutputCompiles() throws {
        let perKind = 1_000
        let labels = Self.hostileStrings(count: perKind, seed: 1)
        let prompts = Self.hostileStrings(count: perKind, seed: 2)
        let titles = Self.hostileStrings(count: perKind, seed: 3)
        let accessibilityLabels = Self.hostileStrings(count: perKind, seed: 4)
        let sources = Self.specs(
            labels: labels, prompts: prompts, titles: titles, accessibilityLabels: accessibilityLabels,
            fieldsPerSpec: 20)
        let result = GeneratorPipeline.generate(sources, renderer: try FormRenderer.builtin())
        try #require(result.succeeded, "\(result.diagnostics.prefix(5).map(\.formatted))")

        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for file in result.files {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }

        // 1. The whole output type-checks as Swift 6 against the SwiftUI stub.
        let stubs = try SDKStubModules.arguments()
        let check = try Swiftc.run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + stubs + paths)
        #expect(check.status == 0, "\(check.output.prefix(3000))")

        // 2. Every literal the forms contain, as the compiler reads it, holds one of the strings exactly.
        let forms = result.files.filter { !OutputKind.targetFileNames.contains($0.name) }
        let literals = forms.flatMap { SwiftLiteralScanner.literals(in: $0.contents) }
        let probe = directory.appendingPathComponent("probe/main.swift")
        try FileManager.default.createDirectory(
            at: probe.deletingLastPathComponent(), withIntermediateDirectories: true)
        let body = literals.map { "    \($0)," }.joined(separator: "\n")
        try """
        let literals: [String] = [
        \(body)
        ]
        for literal in literals {
            print(literal.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
        """.write(to: probe, atomically: true, encoding: .utf8)
        let executable = directory.appendingPathComponent("probe/probe")
        let build = try Swiftc.run(["-swift-version", "6", "-o", executable.path, probe.path])
        try #require(build.status == 0, "\(build.output.prefix(3000))")
        let run = try Swiftc.execute(executable)
        #expect(run.status == 0)
        let seen = Set(run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        func scalars(_ text: String) -> String {
            text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        }
        for (kind, strings) in [
            ("label", labels), ("prompt", prompts), ("bar title", titles), ("accessibility label", accessibilityLabels),
        ] {
            let missing = strings.filter { !seen.contains(scalars($0)) }
            #expect(
                missing.isEmpty,
                "\(missing.count) \(kind)s did not arrive unchanged, such as \(missing.prefix(3).map { $0.debugDescription })"
            )
        }
    }

    @Test(arguments: [#"\ud800"#, #"\udfff"#, #"a\ud83d"#, #"\ude00b"#])
    func loneSurrogateEscapesAreALocatedError(escape: String) throws {
        let text = #"{"formgen": 1, "name": "A", "fields": [{"id": "a", "label": "\#(escape)"}]}"#
        let result = GeneratorPipeline.generate(
            [SourceFile(name: "s.json", text: text)], renderer: try FormRenderer.builtin())
        #expect(!result.succeeded)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.first?.location.line == 1)
        #expect(result.diagnostics.first?.message.contains("surrogate") == true)
    }
}
