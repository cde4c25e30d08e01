import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// What formgen decides about a form's text fields when it generates them: which fields cut edits
/// at their `maxLength`, how a field is tied to a `FocusState<Bool>`, and how much support code a
/// form's target compiles.
@Suite struct TextFieldTests {
    /// The form of a one-field spec, and its generated Swift file.
    static func generate(field: String, focusStyle: String = "enum") throws -> (ValidatedForm, String) {
        let spec = #"{"formgen": 1, "name": "A", "focusStyle": "\#(focusStyle)", "fields": [\#(field)]}"#
        let source = SourceFile(name: "A.json", text: spec)
        let form = try #require(GeneratorPipeline.validate(source).form, "\(spec)")
        let result = GeneratorPipeline.generate([source], renderer: try FormRenderer.builtin())
        try #require(result.succeeded, "\(result.diagnostics.map(\.formatted))")
        return (form, result.files[0].contents)
    }

    /// SwiftUI tells nothing of text an input method is still composing, so only a keyboard that
    /// can have no such input method cuts: the number, decimal, phone and ASCII number pads.
    @Test func onlyThePadsHaveNoInputMethodThatComposes() {
        let pads: Set<KeyboardType> = [.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad]
        for keyboard in KeyboardType.allCases {
            #expect(keyboard.mayCompose == !pads.contains(keyboard), "\(keyboard)")
        }
        #expect(KeyboardType.asciiCapable.mayCompose)
    }

    /// A field whose keyboard no input method composes on cuts each edit at its `maxLength`
    /// (`limit:`); any other field keeps its text as typed, and its `tooLong` failure shows at once.
    @Test(arguments: [
        (#""kind": "integer", "maxLength": 4"#, true),
        (#""kind": "decimal", "maxLength": 6"#, true),
        (#""keyboard": "numberPad", "maxLength": 19"#, true),
        (#""keyboard": "phonePad", "maxLength": 15"#, true),
        (#""keyboard": "asciiCapableNumberPad", "maxLength": 6"#, true),
        (#""kind": "secure", "keyboard": "numberPad", "maxLength": 4"#, true),
        (#""maxLength": 20"#, false),
        (#""keyboard": "asciiCapable", "maxLength": 20"#, false),
        (#""keyboard": "emailAddress", "maxLength": 60"#, false),
        (#""kind": "integer", "keyboard": "numbersAndPunctuation", "maxLength": 4"#, false),
        (#""kind": "multiline", "maxLength": 160"#, false),
        (#""kind": "secure", "maxLength": 64"#, false),
        (#""keyboard": "numberPad""#, false),
    ])
    func aFieldCutsAtItsMaxLengthOnlyWhereNoInputMethodComposes(options: String, cuts: Bool) throws {
        let (form, code) = try Self.generate(field: #"{"id": "a", \#(options)}"#)
        #expect(form.fields[0].cutsAtMaxLength == cuts)
        let context = RenderContext(form: form, specFileName: "A.json").templateValue
        guard case .object(let object) = context, case .array(let fields)? = object["fields"],
            case .object(let field)? = fields.first
        else {
            Issue.record("no fields in the context")
            return
        }
        #expect(field["cutsAtMaxLength"] == .bool(cuts))
        #expect(code.contains("limit: FormGenLengthLimit.cut(at: ") == cuts)
        #expect(!code.contains("formGenLimited"))
        if form.fields[0].rules?.maxLength != nil {
            #expect(code.contains(".formGenFailure(shownFailure("))
        }
    }

    /// A form whose focus is a `FocusState<Bool>` ties its field with `.focused(_:)`, through
    /// `FormGenFocus(focus)`, never with `.focused(focus, equals: true)`.
    @Test func aBoolFocusFieldIsTiedWithFocused() throws {
        for options in [#""clearButton": true"#, #""kind": "secure", "revealToggle": true"#, #""kind": "multiline""#] {
            let (_, code) = try Self.generate(field: #"{"id": "a", \#(options)}"#, focusStyle: "bool")
            #expect(code.contains("focus: FormGenFocus(focus)\n"), "\(options)")
            #expect(!code.contains("equals: true"), "\(options)")
        }
        let (_, enumCode) = try Self.generate(field: #"{"id": "a"}"#)
        #expect(enumCode.contains("focus: FormGenFocus(focus, equals: .a)\n"))
        let textField = try String(
            contentsOf: GoldenTests.golden.appendingPathComponent("FormGenTextField.swift"), encoding: .utf8)
        #expect(textField.contains("if let bool = focus.bool { focused(bool) }"))
    }

    /// The support that a target with `Specs/UserInfoForm.json` alone compiles, every support file
    /// of the run counted (those only their header), is at most half of the 1,634 lines of the
    /// single support file it replaced.
    @Test func theSupportOfOneFormIsAtMostHalfTheFormerSupportFile() throws {
        let files = try GoldenTests.generate("UserInfoForm.json")
        let support = files.filter { OutputKind.targetFileNames.contains($0.name) }
        #expect(support.count == OutputKind.targetFileNames.count)
        let lines = support.reduce(0) {
            $0 + $1.contents.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }
        #expect(lines <= 817, "\(support.map { "\($0.name): \($0.contents.filter { $0 == "\n" }.count)" })")
    }
}
