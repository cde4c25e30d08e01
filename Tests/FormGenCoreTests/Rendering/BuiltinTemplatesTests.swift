import Foundation
import Testing

@testable import FormGenCore

/// `Templates/` is the one source of the built-in templates; the copy compiled into formgen must match it.
@Suite struct BuiltinTemplatesTests {
    static let sourceFile = PackagePaths.root.appendingPathComponent(
        "Sources/FormGenCore/Rendering/BuiltinTemplates.swift")

    static func templatesOnDisk() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.templates.path)
        var sources: [String: String] = [:]
        for name in names where name.hasSuffix(".template") {
            sources[name] = try String(contentsOf: PackagePaths.templates.appendingPathComponent(name), encoding: .utf8)
        }
        return sources
    }

    /// The Swift source embedding `sources`, as raw multi-line literals with enough `#` for any content.
    static func swiftSource(embedding sources: [String: String]) -> String {
        var lines = [
            "// swift-format-ignore-file",
            "// Made from Templates/ by `FORMGEN_RECORD=1 swift test --filter BuiltinTemplatesTests`; do not edit by hand.",
            "",
            "/// The templates compiled into formgen, so the binary runs on its own wherever it is copied.",
            "enum BuiltinTemplates {",
            "    static let sources: [String: String] = [",
        ]
        for name in sources.keys.sorted() {
            let text = sources[name] ?? ""
            var hashes = "#"
            while text.contains("\"\"\"" + hashes) { hashes += "#" }
            lines.append("        \(SwiftEscaping.stringLiteral(name)): \(hashes)\"\"\"")
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                lines.append(line.isEmpty ? "" : "            " + line)
            }
            // The empty line before the delimiter keeps the text's final newline.
            lines.append("")
            lines.append("            \"\"\"\(hashes),")
        }
        lines.append("    ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func compiledTemplatesMatchTheTemplatesFolder() throws {
        let onDisk = try Self.templatesOnDisk()
        #expect(!onDisk.isEmpty)
        #expect(onDisk.values.allSatisfy { $0.hasSuffix("\n") && !$0.contains("\r") })
        if PackagePaths.isRecording {
            try Self.swiftSource(embedding: onDisk).write(to: Self.sourceFile, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded \(Self.sourceFile.lastPathComponent); rebuild and run the tests without FORMGEN_RECORD")
            return
        }
        #expect(
            BuiltinTemplates.sources == onDisk,
            "Templates/ changed: run FORMGEN_RECORD=1 swift test --filter BuiltinTemplatesTests, then swift test")
    }

    @Test func builtinTemplatesParse() throws {
        let renderer = try FormRenderer.builtin()
        #expect(
            renderer.templates.names == [
                "Bar.swift.template", "Field.swift.template", "Form.swift.template", "FormGenSupport.swift.template",
            ])
    }
}
