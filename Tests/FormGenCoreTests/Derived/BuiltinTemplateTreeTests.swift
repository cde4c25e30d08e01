import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// The built-in templates are compiled in parsed (`BuiltinTemplates.trees`), from a file that
/// `Scripts/regenerate` writes through this test: it must hold what the parser makes of them now.
@Suite struct BuiltinTemplateTreeTests {
    static let path = "Sources/FormGenCore/Rendering/BuiltinTemplateTrees.swift"

    @Test func compiledTreesAreWhatTheParserMakes() throws {
        let expected = TemplateTree.swiftSource(of: try TemplateSet(sources: BuiltinTemplates.sources).templates)
        let url = PackagePaths.root.appendingPathComponent(Self.path)
        if PackagePaths.isRecording {
            try Data(expected.utf8).write(to: url)
            Issue.record("recorded \(Self.path); run the tests again without FORMGEN_RECORD")
            return
        }
        let onDisk = try String(contentsOf: url, encoding: .utf8)
        #expect(onDisk == expected, "\(Self.path) is stale; run Scripts/regenerate")
        // The trees compiled in are the file's: written out again, they give the same source.
        #expect(TemplateTree.swiftSource(of: BuiltinTemplates.trees) == expected)
    }

    @Test func builtinRendererHasEveryTemplate() {
        #expect(Set(BuiltinTemplates.trees.keys) == Set(BuiltinTemplates.sources.keys))
    }
}
