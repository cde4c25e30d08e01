import Foundation
import Testing

@testable import FormGenCore

/// How a form lays out each field: one row, a call into the runtime holding its caption, its field
/// and its failure; a label shown once; and, in a scrolling layout, the row that gains focus
/// scrolled into view.
@Suite struct FieldRowTests {
    static func form(_ spec: String, name: String = "A") throws -> String {
        let source = SourceFile(name: name + ".json", text: spec)
        let result = GeneratorPipeline.generate([source], renderer: try FormRenderer.builtin())
        try #require(result.succeeded, "\(result.diagnostics.map(\.formatted))")
        return result.files[0].contents
    }

    static func golden(_ name: String) throws -> String {
        try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Tests/Golden/\(name).swift"), encoding: .utf8)
    }

    /// The rows of `source`'s `fieldViews`, each from its `FormGenRow(` to the next.
    static func rows(of source: String) throws -> [Substring] {
        let start = try #require(source.range(of: "private var fieldViews: some View {\n"))
        let body = source[start.upperBound...]
        let end = try #require(body.range(of: "\n    }\n}\n"))
        return body[..<end.lowerBound].split(separator: "        FormGenRow(").map { $0 }
    }

    /// Each field is one `FormGenRow` call: its caption, the field and its failure inside, its
    /// traits and return handling on the row. The label's key is written for the caption, the
    /// spoken title and the failure, and nowhere else in the row.
    @Test func eachFieldIsOneRowCall() throws {
        let source = try Self.golden("SignUpForm")
        let rows = try Self.rows(of: source)
        let fields = ["username", "password", "age", "height", "bio", "postalCode"]
        #expect(rows.count == fields.count)
        for (row, field) in zip(rows, fields) {
            #expect(row.contains("text: $\(field),"), "\(row)")
            #expect(row.contains(".id(Field.\(field))"))
            #expect(!row.contains("VStack"))
        }
        #expect(rows[0].components(separatedBy: "\"Username\"").count - 1 == 3)
        #expect(rows[0].contains("            shownFailure(of: .username, label: \"Username\")\n        }\n"))
        #expect(rows[0].contains("        }\n        #if canImport(UIKit)\n        .textContentType(.username)\n"))
        #expect(!source.contains(".font(.subheadline)"), "the caption's style is the runtime's")
    }

    /// A label is the caption above the field; with no prompt, the field shows no placeholder, so
    /// the label does not show twice. A field with no label shows its prompt, else its title.
    @Test func aLabelShowsOnce() throws {
        let spec = #"""
            {"formgen": 1, "name": "A", "fields": [
              {"id": "name", "label": "Name"},
              {"id": "email", "label": "Email", "prompt": "you@example.com"},
              {"id": "code", "prompt": "Code"},
              {"id": "city"}
            ]}
            """#
        let rows = try Self.rows(of: try Self.form(spec))
        #expect(rows[0].hasPrefix("caption: Self.strings.text(\"Name\")) {"))
        #expect(!rows[0].contains("prompt:"))
        #expect(rows[1].contains("prompt: Self.strings.text(\"you@example.com\")"))
        #expect(rows[2].hasPrefix("caption: nil) {"))
        #expect(rows[2].contains("prompt: Self.strings.text(\"Code\")"))
        #expect(
            rows[3].contains("title: Self.strings.text(\"city\"), text: $city, prompt: Self.strings.text(\"city\")"))
        let form = try #require(GeneratorPipeline.validate(SourceFile(name: "A.json", text: spec)).form)
        #expect(form.fields.map(\.placeholder) == [nil, "you@example.com", "Code", "city"])
    }

    /// Given no prompt, SwiftUI shows a text field's title as its placeholder; so the runtime
    /// gives every `TextField` and `SecureField` a prompt, empty when the form gives none.
    @Test func theRuntimeNeverLeavesThePlaceholderToSwiftUI() throws {
        var constructions = 0
        for name in ["FormGenTextField", "FormGenSecureField"] {
            let source = try Self.golden(name)
            for line in source.split(separator: "\n")
            where line.contains("TextField(") && !line.contains("struct") || line.contains("SecureField(") {
                guard line.contains("text:") else { continue }
                constructions += 1
                #expect(line.contains("prompt: placeholder") || line.contains("prompt: prompt ?? Text(verbatim: \"\")"))
            }
        }
        #expect(constructions == 5)
    }

    /// In the scroll and form layouts, the rows carry their field as `id`, and the form scrolls
    /// the field that gains focus into view through a `ScrollViewReader`; the bare fields layout
    /// leaves scrolling to the app's container.
    @Test func theFieldThatGainsFocusScrollsIntoView() throws {
        for layout in ["scroll", "form", "fields"] {
            let spec = #"{"formgen": 1, "name": "A", "layout": "\#(layout)", "fields": [{"id": "a"}, {"id": "b"}]}"#
            let source = try Self.form(spec)
            let scrolls = layout != "fields"
            #expect(source.contains("ScrollViewReader { proxy in") == scrolls, "\(layout)")
            #expect(source.contains(".formGenScrollsToFocus(focus.wrappedValue, proxy: proxy)") == scrolls)
            #expect(source.contains("        .id(Field.a)\n") == scrolls)
            #expect(source.contains("        .id(Field.b)\n") == scrolls)
        }
        let single = try Self.form(#"{"formgen": 1, "name": "A", "fields": [{"id": "a"}]}"#)
        #expect(!single.contains("ScrollViewReader"), "one field has nowhere to scroll to")
    }
}
