import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Every Swift keyword as a field id, an action, a form name and a focus enum name either gives
/// output that compiles (with backticks where Swift needs them) or a clear, located error.
@Suite(.serialized) struct KeywordIdentifierTests {
    /// Reserved words and the contextual words that Swift treats specially somewhere.
    static let words: [String] =
        SwiftEscaping.swiftKeywords.sorted() + [
            "actor", "async", "await", "get", "set", "willSet", "didSet", "open", "package", "some", "any", "each",
            "consume", "copy", "borrowing", "consuming", "sending", "isolated", "nonisolated", "macro", "yield",
            "body", "focus", "revealed", "Self", "Type", "Protocol", "Any", "View", "Text",
        ]

    enum Outcome {
        case generated(GeneratedFile)
        case rejected(Diagnostic)
    }

    static func outcome(_ spec: String, name: String) throws -> Outcome {
        let result = GeneratorPipeline.generate(
            [SourceFile(name: "\(name).json", text: spec)], renderer: try FormRenderer.builtin())
        if result.succeeded, let file = result.files.first {
            return .generated(file)
        }
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        return .rejected(error)
    }

    @Test func keywordsGiveCompilingCodeOrAClearError() throws {
        var generated: [GeneratedFile] = []
        var rejected = 0
        for (index, word) in Set(Self.words).sorted().enumerated() {
            let specs = [
                #"{"formgen": 1, "name": "FieldWord\#(index)", "fields": [{"id": "\#(word)"}, {"id": "other"}], "bars": [{"kind": "navigation"}]}"#,
                #"{"formgen": 1, "name": "ActionWord\#(index)", "fields": [{"id": "text", "trailing": {"systemImage": "x", "action": "\#(word)", "accessibilityLabel": "X"}}]}"#,
                #"{"formgen": 1, "name": "\#(word)", "focusEnum": "Field\#(index)", "fields": [{"id": "text"}]}"#,
                #"{"formgen": 1, "name": "EnumWord\#(index)", "focusEnum": "\#(word)", "fields": [{"id": "text"}]}"#,
            ]
            for (kind, spec) in specs.enumerated() {
                switch try Self.outcome(spec, name: "Word\(index)-\(kind)") {
                case .generated(let file):
                    generated.append(file)
                case .rejected(let diagnostic):
                    rejected += 1
                    #expect(diagnostic.location.line == 1 && diagnostic.location.column > 1)
                    #expect(diagnostic.message.contains("'\(word)'"), "\(diagnostic.formatted)")
                }
            }
        }
        // Lowercase keywords as field ids and actions are accepted and escaped; the rest are refused.
        #expect(generated.count > 100)
        #expect(rejected > 100)
        #expect(generated.contains { $0.contents.contains("case `default`") })
        #expect(generated.contains { $0.contents.contains("private let `func`: @MainActor () -> Void") })

        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        // The support files, each in full.
        let support = try FormRenderer.builtin().renderTargetFiles(using: Set(SupportConcern.allCases))
        for file in generated + support {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let stubs = try SDKStubModules.arguments()
        let withStub = try Swiftc.run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + stubs + paths)
        #expect(withStub.status == 0, "\(withStub.output.prefix(4000))")
        let withoutSwiftUI = try Swiftc.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + paths)
        #expect(withoutSwiftUI.status == 0, "\(withoutSwiftUI.output.prefix(4000))")
    }
}
