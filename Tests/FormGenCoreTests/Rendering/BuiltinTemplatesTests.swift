import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

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
                "Assignments.swift.template", "Bar.swift.template",
                "Field.swift.template", "Form.swift.template", "FormGenInputRules.swift.template",
                "FormGenKeyboardAvoidance.swift.template", "FormGenNavigationBar.swift.template",
                "FormGenSecureField.swift.template", "FormGenSupport.swift.template", "FormGenTextField.swift.template",
                "InputRule.swift.template",
            ])
    }

    /// Whatever a spec can set reaches Swift only through an escaping filter. The exceptions are
    /// text formgen makes itself: a bar's description in a comment (its kind, and its name, which the
    /// validator holds to an identifier), and numbers it prints as literals.
    @Test func templatesPrintValuesOnlyThroughEscapingFilters() throws {
        let filters: Set<String> = ["swiftString", "identifier", "name", "argumentLabel"]
        let formgensOwn: Set<String> = [
            "bar.description", "field.rules.minLength", "field.rules.maxLength", "field.rules.minimum",
            "field.rules.maximum",
        ]
        var unescaped: [String] = []
        for (name, text) in try Self.templatesOnDisk() {
            var rest = Substring(text)
            while let open = rest.range(of: "{{") {
                guard let close = rest[open.upperBound...].range(of: "}}") else { break }
                let tag = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                let parts = tag.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                if let last = parts.last, parts.count > 1, filters.contains(last) {
                } else if !formgensOwn.contains(tag) {
                    unescaped.append("\(name): {{ \(tag) }}")
                }
                rest = rest[close.upperBound...]
            }
        }
        #expect(unescaped.isEmpty, "\(unescaped)")
    }
}
