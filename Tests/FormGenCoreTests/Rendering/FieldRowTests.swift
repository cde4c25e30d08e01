import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// How a form lays out each field: one call into the runtime, which draws its caption and box,
/// then its failure and traits; a label shown once; and, in a scrolling layout, the field that
/// gains focus scrolled into view.
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

    /// The fields of `source`'s `fieldViews`, each from the call that starts it to the next.
    static func rows(of source: String) throws -> [String] {
        let start = try #require(source.range(of: "private var fieldViews: some View {\n"))
        let body = source[start.upperBound...]
        let end = try #require(body.range(of: "\n    }\n}\n"))
        var rows: [String] = []
        for line in body[..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("        FormGenTextField(") || line.hasPrefix("        FormGenSecureField(") {
                rows.append("")
            }
            rows[rows.count - 1] += line + "\n"
        }
        return rows
    }

    /// Each field is one call: the runtime's field draws its caption and box; its failure, its
    /// traits and its return handling are modifiers on it. The label's key is written for the
    /// spoken title and the failure, and nowhere else in the row.
    @Test func eachFieldIsOneCall() throws {
        let source = try Self.golden("SignUpForm")
        let rows = try Self.rows(of: source)
        let fields = ["username", "password", "age", "height", "bio", "postalCode"]
        #expect(rows.count == fields.count)
        for (row, field) in zip(rows, fields) {
            #expect(row.contains("text: $\(field),"), "\(row)")
            #expect(row.contains("        .formGenFailure(shownFailure(of: .\(field), text: \(field), label: "))
            #expect(!row.contains("VStack") && !row.contains(".id("))
        }
        #expect(rows[0].components(separatedBy: "\"Username\"").count - 1 == 2)
        #expect(
            rows[0].contains(
                "        )\n        .formGenFailure(shownFailure(of: .username, text: username, label: \"Username\"))\n"
                    + "        #if canImport(UIKit)\n        .textContentType(.username)\n"))
        #expect(!source.contains(".font(.subheadline)"), "the caption's style is the runtime's")
        let textField = try Self.golden("FormGenTextField")
        #expect(textField.contains("caption?.font(.subheadline).foregroundStyle(.secondary).accessibilityHidden(true)"))
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
        #expect(rows[0].contains("title: Self.strings.text(\"Name\"), text: $name,"))
        #expect(!rows[0].contains("prompt:"))
        #expect(rows[1].contains("prompt: Self.strings.text(\"you@example.com\")"))
        #expect(rows[2].contains("title: Self.strings.text(\"Code\"), showsCaption: false, text: $code,"))
        #expect(rows[2].contains("prompt: Self.strings.text(\"Code\")"))
        #expect(rows[3].contains("showsCaption: false, text: $city, prompt: Self.strings.text(\"city\")"))
        #expect(rows[0...1].allSatisfy { !$0.contains("showsCaption") })
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

    /// In the scroll and form layouts, the form's fields are in a `FormGenScrollView`, which
    /// scrolls the field that gains focus into view by its `id`, which every field's box carries;
    /// the bare fields layout leaves scrolling to the app's container.
    @Test func theFieldThatGainsFocusScrollsIntoView() throws {
        for layout in ["scroll", "form", "fields"] {
            let spec = #"{"formgen": 1, "name": "A", "layout": "\#(layout)", "fields": [{"id": "a"}, {"id": "b"}]}"#
            let source = try Self.form(spec)
            let container =
                switch layout {
                case "scroll": "FormGenScrollView(focus: focus.wrappedValue) {\n            fieldViews\n        }\n"
                case "form": "FormGenScrollView(isForm: true, focus: focus.wrappedValue) {\n"
                default: "VStack(alignment: .leading, spacing: 16) {\n            fieldViews\n        }\n"
                }
            #expect(source.contains("    var body: some View {\n        " + container), "\(layout)")
            #expect(source.contains("FormGenScrollView") == (layout != "fields"))
        }
        let single = try Self.form(#"{"formgen": 1, "name": "A", "fields": [{"id": "a"}]}"#)
        #expect(!single.contains("FormGenScrollView"), "one field has nowhere to scroll to")
        let support = try Self.golden("FormGenSupport")
        // Each field's id is a `Field?` (`FormGenFocus`), so that is what is scrolled to, and the new
        // value `onChange` hands over, not a property the closure captured.
        #expect(support.contains(".formGenOnChange(of: focus) { _, focused in\n"))
        #expect(
            support.contains(
                "if focused != nil { withAnimation(FormGenKeyboardSpring.animation) { proxy.scrollTo(focused) } }"))
        let textField = try Self.golden("FormGenTextField")
        #expect(textField.contains("        }\n        .id(focus.value)\n    }\n}\n"))
    }
}
