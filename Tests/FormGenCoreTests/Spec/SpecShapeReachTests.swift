import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Every key the spec format declares changes what formgen writes or what it reports: a key that
/// reaches neither the render context nor a rule would be accepted and then do nothing.
@Suite struct SpecShapeReachTests {
    /// A spec written once with a key and once without it: `%` in `spec` stands for `fragment`.
    struct Case: Sendable, CustomTestStringConvertible {
        var key: String
        var spec: String
        var fragment: String

        var testDescription: String { key }
    }

    static let field = #"{"formgen": 1, "name": "A", "fields": [{"id": "a"%}]}"#
    static let twoFields = #"{"formgen": 1, "name": "A", "fields": [{"id": "a"}, {"id": "b"}]%}"#
    static let oneField = #"{"formgen": 1, "name": "A", "fields": [{"id": "a"}]%}"#
    static func bar(_ base: String) -> String {
        #"{"formgen": 1, "name": "A", "fields": [{"id": "a"}, {"id": "b"}], "bars": [{"# + base + "%}]}"
    }
    static func adornment(_ base: String) -> String {
        #"{"formgen": 1, "name": "A", "fields": [{"id": "a", "leading": {"# + base + "%}}]}"
    }
    static let textMessages =
        #"{"formgen": 1, "name": "A", "fields": [{"id": "a", "required": true, "minLength": 2, "maxLength": 5, "pattern": "[a-z]+", "messages": {"required": "R"%}}]}"#
    static let numberMessages =
        #"{"formgen": 1, "name": "A", "fields": [{"id": "a", "kind": "integer", "minimum": 1, "maximum": 9, "messages": {"notANumber": "N"%}}]}"#
    static let strings =
        #"{"formgen": 1, "name": "A", "fields": [{"id": "a", "clearButton": true, "required": true}, {"id": "b", "kind": "secure", "revealToggle": true}, {"id": "c", "kind": "multiline"}], "bars": [{"kind": "navigation", "whenMatches": ["a", "b"]}, {"kind": "okCancel", "whenMatches": ["c"]}], "strings": {"table": "T"%}}"#

    static let cases: [Case] = [
        Case(key: "spec.formgen", spec: #"{"name": "A", "fields": [{"id": "a"}]%}"#, fragment: #", "formgen": 1"#),
        Case(key: "spec.name", spec: #"{"formgen": 1, "fields": [{"id": "a"}]%}"#, fragment: #", "name": "A""#),
        Case(key: "spec.focusEnum", spec: oneField, fragment: #", "focusEnum": "Focus""#),
        Case(key: "spec.focusStyle", spec: oneField, fragment: #", "focusStyle": "bool""#),
        Case(key: "spec.access", spec: oneField, fragment: #", "access": "public""#),
        Case(
            key: "spec.minimumIOS",
            spec: #"{"formgen": 1, "name": "A", "fields": [{"id": "a", "contentType": "birthdate"}]%}"#,
            fragment: #", "minimumIOS": "17.0""#),
        Case(key: "spec.fields", spec: #"{"formgen": 1, "name": "A"%}"#, fragment: #", "fields": [{"id": "a"}]"#),
        Case(key: "spec.bars", spec: twoFields, fragment: #", "bars": [{"kind": "close"}]"#),
        Case(key: "spec.keyboardAvoidance", spec: twoFields, fragment: #", "keyboardAvoidance": "observer""#),
        Case(key: "spec.dismissOnTapOutside", spec: twoFields, fragment: #", "dismissOnTapOutside": true"#),
        Case(
            key: "spec.submitChain", spec: twoFields.replacingOccurrences(of: "%", with: #", "submitAction": "go"%"#),
            fragment: #", "submitChain": false"#),
        Case(key: "spec.submitAction", spec: twoFields, fragment: #", "submitAction": "go""#),
        Case(key: "spec.layout", spec: twoFields, fragment: #", "layout": "form""#),
        Case(key: "spec.strings", spec: twoFields, fragment: #", "strings": {"table": "T"}"#),

        Case(
            key: "field.id", spec: #"{"formgen": 1, "name": "A", "fields": [{"label": "L"%}]}"#,
            fragment: #", "id": "a""#),
        Case(key: "field.label", spec: field, fragment: #", "label": "Name""#),
        Case(key: "field.prompt", spec: field, fragment: #", "prompt": "Your name""#),
        Case(key: "field.kind", spec: field, fragment: #", "kind": "multiline""#),
        Case(key: "field.keyboard", spec: field, fragment: #", "keyboard": "emailAddress""#),
        Case(key: "field.contentType", spec: field, fragment: #", "contentType": "emailAddress""#),
        Case(key: "field.autocapitalization", spec: field, fragment: #", "autocapitalization": "never""#),
        Case(key: "field.autocorrection", spec: field, fragment: #", "autocorrection": false"#),
        Case(key: "field.submitLabel", spec: field, fragment: #", "submitLabel": "go""#),
        Case(key: "field.clearButton", spec: field, fragment: #", "clearButton": true"#),
        Case(
            key: "field.revealToggle", spec: field.replacingOccurrences(of: "%", with: #", "kind": "secure"%"#),
            fragment: #", "revealToggle": true"#),
        Case(key: "field.keyboardAvoidance", spec: field, fragment: #", "keyboardAvoidance": "observer""#),
        Case(key: "field.leading", spec: field, fragment: #", "leading": {"systemImage": "star"}"#),
        Case(key: "field.trailing", spec: field, fragment: #", "trailing": {"systemImage": "star"}"#),
        Case(key: "field.required", spec: field, fragment: #", "required": true"#),
        Case(key: "field.minLength", spec: field, fragment: #", "minLength": 2"#),
        Case(key: "field.maxLength", spec: field, fragment: #", "maxLength": 5"#),
        Case(key: "field.pattern", spec: field, fragment: #", "pattern": "[a-z]+""#),
        Case(
            key: "field.minimum", spec: field.replacingOccurrences(of: "%", with: #", "kind": "integer"%"#),
            fragment: #", "minimum": 1"#),
        Case(
            key: "field.maximum", spec: field.replacingOccurrences(of: "%", with: #", "kind": "integer"%"#),
            fragment: #", "maximum": 9"#),
        Case(
            key: "field.messages", spec: field.replacingOccurrences(of: "%", with: #", "required": true%"#),
            fragment: #", "messages": {"required": "Needed"}"#),

        Case(key: "bar.kind", spec: bar(#""whenMatches": ["a"]"#), fragment: #", "kind": "close""#),
        Case(key: "bar.name", spec: bar(#""kind": "close""#), fragment: #", "name": "finish""#),
        Case(key: "bar.whenMatches", spec: bar(#""kind": "close""#), fragment: #", "whenMatches": ["a"]"#),
        Case(key: "bar.title", spec: bar(#""kind": "close""#), fragment: #", "title": "Fertig""#),
        Case(key: "bar.ok", spec: bar(#""kind": "okCancel", "whenMatches": ["a"]"#), fragment: #", "ok": "Ja""#),
        Case(
            key: "bar.cancel", spec: bar(#""kind": "okCancel", "whenMatches": ["a"]"#),
            fragment: #", "cancel": "Nein""#),
        Case(
            key: "bar.cancelBehavior", spec: bar(#""kind": "okCancel", "whenMatches": ["a"]"#),
            fragment: #", "cancelBehavior": "clear""#),
        Case(key: "bar.previous", spec: bar(#""kind": "navigation""#), fragment: #", "previous": "Zurück""#),
        Case(key: "bar.next", spec: bar(#""kind": "navigation""#), fragment: #", "next": "Weiter""#),

        Case(
            key: "adornment.systemImage", spec: adornment(#""accessibilityLabel": "Tap", "action": "tap""#),
            fragment: #", "systemImage": "star""#),
        Case(
            key: "adornment.action", spec: adornment(#""systemImage": "star", "accessibilityLabel": "Tap""#),
            fragment: #", "action": "tap""#),
        Case(
            key: "adornment.accessibilityLabel", spec: adornment(#""systemImage": "star", "action": "tap""#),
            fragment: #", "accessibilityLabel": "Tap""#),

        Case(
            key: "messages.required",
            spec: textMessages.replacingOccurrences(of: #""required": "R"%"#, with: #""mismatch": "M"%"#),
            fragment: #", "required": "R""#),
        Case(key: "messages.tooShort", spec: textMessages, fragment: #", "tooShort": "S""#),
        Case(key: "messages.tooLong", spec: textMessages, fragment: #", "tooLong": "L""#),
        Case(key: "messages.mismatch", spec: textMessages, fragment: #", "mismatch": "M""#),
        Case(
            key: "messages.notANumber",
            spec: numberMessages.replacingOccurrences(of: #""notANumber": "N"%"#, with: #""outOfRange": "O"%"#),
            fragment: #", "notANumber": "N""#),
        Case(key: "messages.outOfRange", spec: numberMessages, fragment: #", "outOfRange": "O""#),

        Case(
            key: "strings.table",
            spec: strings.replacingOccurrences(of: #""table": "T"%"#, with: #""bundle": "module"%"#),
            fragment: #", "table": "T""#),
        Case(key: "strings.bundle", spec: strings, fragment: #", "bundle": "module""#),
        Case(key: "strings.sourceLanguage", spec: strings, fragment: #", "sourceLanguage": "ja""#),
        Case(key: "strings.done", spec: strings, fragment: #", "done": "Fertig""#),
        Case(key: "strings.ok", spec: strings, fragment: #", "ok": "Ja""#),
        Case(key: "strings.cancel", spec: strings, fragment: #", "cancel": "Nein""#),
        Case(key: "strings.previous", spec: strings, fragment: #", "previous": "Zurück""#),
        Case(key: "strings.next", spec: strings, fragment: #", "next": "Weiter""#),
        Case(key: "strings.clearText", spec: strings, fragment: #", "clearText": "Löschen""#),
        Case(key: "strings.showPassword", spec: strings, fragment: #", "showPassword": "Zeigen""#),
        Case(key: "strings.hidePassword", spec: strings, fragment: #", "hidePassword": "Verbergen""#),
        Case(key: "strings.messages", spec: strings, fragment: #", "messages": {"required": "Nötig"}"#),
    ]

    /// Keys that by design reach nothing: an editor's pointer to the schema.
    static let ignored: Set<String> = ["spec.$schema"]

    /// What formgen makes of `spec`: every file it writes and every diagnostic.
    static func outcome(_ spec: String) throws -> [String] {
        let result = GeneratorPipeline.generate(
            [SourceFile(name: "A.json", text: spec)], renderer: try FormRenderer.builtin())
        return result.files.map { $0.name + "\n" + $0.contents } + result.diagnostics.map(\.formatted)
    }

    /// A key added to the spec format without a case here fails, so that its reach is shown.
    /// The JSON Schema defines every nested shape that a key refers to, and no other.
    @Test func theSchemaDefinesEveryNestedShape() throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(SpecSchemaWriter.schema().utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        #expect(Set(definitions.keys) == Set(SpecShape.all.dropFirst().map(\.schemaName)))
    }

    @Test func everyDeclaredKeyHasACase() {
        let declared = SpecShape.all.flatMap { shape in shape.keys.map { "\(shape.schemaName).\($0.name)" } }
        let covered = Set(Self.cases.map(\.key)).union(Self.ignored)
        #expect(Set(declared).subtracting(covered).sorted() == [])
        #expect(covered.subtracting(declared).sorted() == [], "a case for a key the format does not declare")
    }

    @Test(arguments: cases)
    func aKeyChangesWhatFormgenWritesOrReports(_ test: Case) throws {
        let with = try Self.outcome(test.spec.replacingOccurrences(of: "%", with: test.fragment))
        let without = try Self.outcome(test.spec.replacingOccurrences(of: "%", with: ""))
        #expect(with != without, "\(test.key) changes nothing")
        // The spec with the key is one formgen accepts, so that the key's effect is more than an error.
        if !test.key.hasPrefix("spec.formgen") {
            #expect(!with.contains { $0.contains(": error: ") }, "\(with.filter { $0.contains(": error: ") })")
        }
    }
}
