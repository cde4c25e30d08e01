import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Wrong types, missing, unknown and duplicate keys, and unknown enumerated values.
@Suite struct SpecDecoderTests {
    @Test func topLevelMustBeAnObject() {
        expectFindings("⟦a⟧[1]", ["⟦a⟧ error: the spec must be an object, but it is an array"])
    }

    @Test func missingRequiredKeysPointAtTheObject() {
        expectFindings(
            """
            ⟦spec⟧{ "fields": [⟦field⟧{ "label": "x" }] }
            """,
            [
                "⟦spec⟧ error: missing required key 'formgen' in the spec",
                "⟦spec⟧ error: missing required key 'name' in the spec",
                "⟦field⟧ error: missing required key 'id' in a field",
            ])
    }

    @Test func unknownKeysSuggestTheClosestKnownOne() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", ⟦top⟧"feilds": [],
              "fields": [{ "id": "a", ⟦label⟧"lable": "x", ⟦odd⟧"colour": "red",
                "leading": { "systemImage": "x", ⟦ax⟧"accessibilityLable": "y" } }],
              "bars": [⟦bar⟧{ "kind": "close", ⟦ok⟧"ok": "Yes", ⟦when⟧"whenMatch": ["a"] },
                       { "kind": "okCancel", "whenMatches": ["a"], ⟦previous⟧"previous": "Back" }]
            }
            """,
            [
                "⟦top⟧ error: unknown key 'feilds' in the spec; did you mean 'fields'?",
                "⟦label⟧ error: unknown key 'lable' in a field; did you mean 'label'?",
                "⟦odd⟧ error: unknown key 'colour' in a field",
                "⟦ax⟧ error: unknown key 'accessibilityLable' in an adornment; did you mean 'accessibilityLabel'?",
                // Without its misspelt 'whenMatches', the bar takes the fields no other bar lists: none.
                "⟦bar⟧ error: " + WhenMatchesRule.nothingLeft,
                "⟦ok⟧ error: 'ok' does not apply to a 'close' bar; it is a key of 'okCancel' bars",
                "⟦when⟧ error: unknown key 'whenMatch' in a bar; did you mean 'whenMatches'?",
                "⟦previous⟧ error: 'previous' does not apply to an 'okCancel' bar; it is a key of 'navigation' bars",
            ])
    }

    /// Names that other tools and SwiftUI use get the spec format's name as a hint.
    @Test func namesFromElsewhereSuggestTheirNameHere() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", ⟦toolbar⟧"toolbar": [],
              "fields": [
                { "id": "a", ⟦placeholder⟧"placeholder": "x", ⟦secure⟧"secure": true, ⟦type⟧"textContentType": "email" },
                { "id": "b", "kind": ⟦password⟧"password" }, { "id": "c", "kind": ⟦number⟧"number" }
              ]
            }
            """,
            [
                "⟦toolbar⟧ error: unknown key 'toolbar' in the spec; did you mean 'bars'?",
                "⟦placeholder⟧ error: unknown key 'placeholder' in a field; did you mean 'prompt'?",
                "⟦secure⟧ error: unknown key 'secure' in a field; did you mean 'kind'?",
                "⟦type⟧ error: unknown key 'textContentType' in a field; did you mean 'contentType'?",
                "⟦password⟧ error: 'password' is not a valid 'kind'; expected 'text', 'secure', 'multiline', 'integer', 'decimal'; did you mean 'secure'?",
                "⟦number⟧ error: 'number' is not a valid 'kind'; expected 'text', 'secure', 'multiline', 'integer', 'decimal'; did you mean 'integer'?",
            ])
    }

    @Test func duplicateKeysPointAtTheSecondWithANoteAtTheFirst() {
        expectFindings(
            """
            { "formgen": 1, ⟦first⟧"name": "A", ⟦second⟧"name": "B", "fields": [{ "id": "a" }] }
            """,
            [
                "⟦second⟧ error: duplicate key 'name'",
                "⟦first⟧ note: 'name' is first set here",
            ])
    }

    @Test func wrongTypesPointAtTheValue() {
        expectFindings(
            """
            {
              "formgen": ⟦v⟧1.5, "name": ⟦n⟧7, "dismissOnTapOutside": ⟦d⟧"yes", "bars": ⟦b⟧{},
              "fields": [⟦f⟧"a", { "id": "b", "label": ⟦l⟧null, "clearButton": ⟦c⟧1, "leading": ⟦lead⟧"mic" }]
            }
            """,
            [
                "⟦v⟧ error: 'formgen' must be an integer, but it is 1.5",
                "⟦n⟧ error: 'name' must be a string, but it is a number",
                "⟦d⟧ error: 'dismissOnTapOutside' must be a boolean, but it is a string",
                "⟦b⟧ error: 'bars' must be an array of objects, but it is an object",
                "⟦f⟧ error: each element of 'fields' must be an object, but it is a string",
                "⟦l⟧ error: 'label' must be a string, but it is null",
                "⟦c⟧ error: 'clearButton' must be a boolean, but it is a number",
                "⟦lead⟧ error: 'leading' must be an object, but it is a string",
            ])
    }

    /// A whole number is an integer however it is written, as JSON Schema counts integers: the
    /// spec's schema accepts `1.0`, so formgen does too.
    @Test func wholeNumbersWrittenWithAFractionOrExponentAreIntegers() throws {
        let text = #"{"formgen": 1e0, "name": "A", "fields": [{"id": "a", "minLength": 2.0, "maxLength": 4E1}]}"#
        var diagnostics = DiagnosticCollector(source: SourceFile(name: "a.json", text: text))
        let spec = try #require(SpecDecoder.decode(try JSONReader.read(Array(text.utf8)), into: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(spec.formgen?.value == 1)
        #expect(spec.fields?.value.first?.minLength?.value == 2)
        #expect(spec.fields?.value.first?.maxLength?.value == 40)
        // Decided from the digits as written: a Double would round each of these to a whole number.
        expectFindings(
            """
            {
              "formgen": 1, "name": "A",
              "fields": [{ "id": "a", "maxLength": ⟦big⟧1e300, "minLength": ⟦tiny⟧1e-400 },
                         { "id": "b", "maxLength": ⟦close⟧2.0000000000000001, "minLength": ⟦half⟧4503599627370496.5 }]
            }
            """,
            [
                "⟦big⟧ error: 'maxLength' is out of range: 1e300",
                "⟦tiny⟧ error: 'minLength' must be an integer, but it is 1e-400",
                "⟦close⟧ error: 'maxLength' must be an integer, but it is 2.0000000000000001",
                "⟦half⟧ error: 'minLength' must be an integer, but it is 4503599627370496.5",
            ])
        let exact = #"{"formgen": 1, "name": "A", "fields": [{"id": "a", "maxLength": 9007199254740993.0}]}"#
        var exactDiagnostics = DiagnosticCollector(source: SourceFile(name: "b.json", text: exact))
        let exactSpec = SpecDecoder.decode(try JSONReader.read(Array(exact.utf8)), into: &exactDiagnostics)
        #expect(exactSpec?.fields?.value.first?.maxLength?.value == 9_007_199_254_740_993)
        // An exponent's leading zeros count for nothing, and zero is zero whatever its exponent.
        let zeros = #"""
            {"formgen": 1, "name": "A", "fields": [
              {"id": "a", "maxLength": 1e00000001, "minLength": 10e-00000001},
              {"id": "b", "maxLength": 5E+000000000, "minLength": 0e999999999999999999999}]}
            """#
        var zerosDiagnostics = DiagnosticCollector(source: SourceFile(name: "c.json", text: zeros))
        let zerosNode = try JSONReader.read(Array(zeros.utf8))
        let zerosSpec = try #require(SpecDecoder.decode(zerosNode, into: &zerosDiagnostics))
        #expect(zerosDiagnostics.diagnostics.isEmpty)
        #expect(zerosSpec.fields?.value.map { [$0.maxLength?.value, $0.minLength?.value] } == [[10, 1], [5, 0]])
    }

    /// A JSON integer reads as `Int` reads it, with a fraction of zeros or without.
    @Test func integersAreReadAsIntReadsThem() {
        var lexemes = ["0", "-0", "7", "-12", "40", "123456789012345678", "-123456789012345678"]
        var generator = SplitMix64(seed: 0x5EED_1D16)
        for _ in 0..<200 {
            let digits = Int.random(in: 1...18, using: &generator)
            let text = String((0..<digits).map { _ in "0123456789".randomElement(using: &generator)! })
            lexemes.append(Bool.random(using: &generator) ? "-" + text : text)
        }
        for lexeme in lexemes {
            #expect(SpecDecoder.integer(lexeme) == Int(lexeme), "\(lexeme)")
            #expect(SpecDecoder.integer(lexeme + ".0") == Int(lexeme), "\(lexeme)")
        }
        for lexeme in ["", "-", "+1", "12a", " 1", "1 ", "--1", "١"] {
            #expect(SpecDecoder.integer(lexeme) == nil, "\(lexeme)")
        }
    }

    @Test func emptyFieldsAndOutOfRangeVersion() {
        expectFindings(
            """
            { "formgen": ⟦v⟧99999999999999999999, "name": "A", "fields": ⟦f⟧[] }
            """,
            [
                "⟦v⟧ error: 'formgen' is out of range: 99999999999999999999",
                "⟦f⟧ error: 'fields' must not be empty",
            ])
    }

    @Test func unknownEnumeratedValuesSuggestTheClosest() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "focusStyle": ⟦s⟧"boolean",
              "fields": [{ "id": "a", "kind": ⟦k⟧"secur", "keyboard": ⟦kb⟧"emial", "contentType": ⟦ct⟧"zzzz" }],
              "bars": [{ "kind": "okCancel", "cancelBehavior": ⟦cb⟧"revrt" }]
            }
            """,
            [
                "⟦s⟧ error: 'boolean' is not a valid 'focusStyle'; expected 'enum', 'bool', 'none'; did you mean 'bool'?",
                "⟦k⟧ error: 'secur' is not a valid 'kind'; expected 'text', 'secure', 'multiline', 'integer', 'decimal'; did you mean 'secure'?",
                "⟦kb⟧ error: 'emial' is not a valid 'keyboard'",
                "⟦ct⟧ error: 'zzzz' is not a valid 'contentType'",
                "⟦cb⟧ error: 'revrt' is not a valid 'cancelBehavior'; expected 'revert', 'clear'; did you mean 'revert'?",
            ])
    }

    @Test func schemaKeyIsAccepted() {
        expectFindings(
            """
            { "$schema": "https://example.com/formgen.schema.json", "formgen": 1, "name": "A", "fields": [{ "id": "a" }] }
            """, [])
    }
}
