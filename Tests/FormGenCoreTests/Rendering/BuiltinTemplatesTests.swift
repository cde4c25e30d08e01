import Foundation
import Testing

@testable import FormGenCore

/// `Templates/` is the one source of the built-in templates; the copy compiled into formgen must match it.
@Suite struct BuiltinTemplatesTests {
    static func templatesOnDisk() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.templates.path)
        var sources: [String: String] = [:]
        for name in names where name.hasSuffix(".template") {
            sources[name] = try String(contentsOf: PackagePaths.templates.appendingPathComponent(name), encoding: .utf8)
        }
        return sources
    }

    @Test func compiledTemplatesMatchTheTemplatesFolder() throws {
        let onDisk = try Self.templatesOnDisk()
        #expect(!onDisk.isEmpty)
        #expect(onDisk.values.allSatisfy { $0.hasSuffix("\n") && !$0.contains("\r") })
        #expect(
            BuiltinTemplates.sources == onDisk, "Templates/ changed: run Scripts/regenerate, which embeds them anew")
    }

    @Test func builtinTemplatesParse() throws {
        let renderer = try FormRenderer.builtin()
        #expect(
            renderer.templates.names == [
                "Assignments.swift.template", "Bar.swift.template", "ClosureParameters.swift.template",
                "Field.swift.template", "Form.swift.template", "FormGenSupport.swift.template", "InputRule.swift.template",
            ])
    }
}
