import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// A bar's members are named from its `name`, else from its kind, a second bar of one kind by an
/// ordinal word: never a digit glued to a word (`closeBar2Fields`).
@Suite struct BarNamingTests {
    @Test(arguments: [
        (1, "first"), (2, "second"), (3, "third"), (4, "fourth"), (5, "fifth"), (8, "eighth"), (9, "ninth"),
        (11, "eleventh"), (12, "twelfth"), (13, "thirteenth"), (20, "twentieth"), (21, "twenty-first"),
        (42, "forty-second"), (99, "ninety-ninth"), (100, "one hundredth"), (101, "one hundred first"),
        (112, "one hundred twelfth"), (1000, "one thousandth"), (1_000_001, "one million first"),
        (2_300_050, "two million three hundred thousand fiftieth"),
        (
            Int.max,
            "nine quintillion two hundred twenty-three quadrillion three hundred seventy-two trillion "
                + "thirty-six billion eight hundred fifty-four million seven hundred seventy-five thousand eight "
                + "hundred seventh"
        ),
    ])
    func ordinalWords(position: Int, expected: String) {
        #expect(Ordinal.words(position) == expected)
    }

    @Test(arguments: [(2, "second"), (21, "twentyFirst"), (101, "oneHundredFirst"), (1000, "oneThousandth")])
    func ordinalsStartLowerCamelCaseNames(position: Int, expected: String) {
        #expect(Ordinal.lowerCamelCase(position) == expected)
    }

    /// However many bars of a kind there are, each has its own name, an identifier without digits.
    @Test func everyUnnamedBarHasItsOwnNameWithoutDigits() {
        for kind in BarKind.allCases {
            let names = (1...1200).map { ValidatedForm.Bar.name(of: kind, position: $0) }
            #expect(Set(names).count == names.count)
            #expect(names.allSatisfy { Identifier.isLowerCamelCase($0) && !$0.contains(where: \.isNumber) })
        }
        #expect(ValidatedForm.Bar.name(of: .okCancel, position: 1) == "okCancelBar")
        #expect(ValidatedForm.Bar.name(of: .okCancel, position: 2) == "secondOKCancelBar")
    }

    @Test func unnamedBarsAreNamedByKindAndOrdinal() throws {
        let spec = """
            {
              "formgen": 1, "name": "ManyBars",
              "fields": [{ "id": "a" }, { "id": "b" }, { "id": "c" }, { "id": "d" }, { "id": "e" }],
              "bars": [
                { "kind": "close", "whenMatches": ["a"] },
                { "kind": "okCancel", "whenMatches": ["b"] },
                { "kind": "close", "whenMatches": ["c"] },
                { "kind": "okCancel", "whenMatches": ["d"] },
                { "kind": "close", "whenMatches": ["e"] }
              ]
            }
            """
        let form = try #require(try ScreenContractTests.generate([SourceFile(name: "ManyBars.json", text: spec)]).first)
        let code = form.contents
        for expected in [
            "/// The fields whose focus shows the close bar.\n    static let closeBarFields: [Field] = [.a]",
            "/// The fields whose focus shows the second close bar.\n    static let secondCloseBarFields: [Field] = [.c]",
            "/// The fields whose focus shows the third close bar.\n    static let thirdCloseBarFields: [Field] = [.e]",
            "static let okCancelBarFields: [Field] = [.b]",
            "static let secondOKCancelBarFields: [Field] = [.d]",
            "/// What Cancel on the second OK/Cancel bar does to the text.\n"
                + "    static let secondOKCancelBarCancelBehavior: FormGenCancelBehavior = .revert",
            "whenMatches: ManyBars.thirdCloseBarFields",
        ] {
            #expect(code.contains(expected), "\(expected)")
        }
        #expect(code.firstMatch(of: /[A-Za-z]Bar[0-9]|bar [0-9]|close [0-9]|Cancel [0-9]/) == nil)
    }

    @Test func aNamedBarNamesItsMembers() throws {
        let spec = """
            {
              "formgen": 1, "name": "Named", "fields": [{ "id": "a" }, { "id": "b" }],
              "bars": [
                { "kind": "close", "name": "keypad", "whenMatches": ["a"] },
                { "kind": "okCancel", "name": "memoEditor", "whenMatches": ["b"] }
              ]
            }
            """
        let form = try #require(try ScreenContractTests.generate([SourceFile(name: "Named.json", text: spec)]).first)
        let code = form.contents
        for expected in [
            "/// The fields whose focus shows the `keypad` close bar.\n    static let keypadFields: [Field] = [.a]",
            "static let memoEditorFields: [Field] = [.b]",
            "/// What Cancel on the `memoEditor` OK/Cancel bar does to the text.\n"
                + "    static let memoEditorCancelBehavior: FormGenCancelBehavior = .revert",
            "whenMatches: Named.keypadFields",
            "cancelBehavior: Named.memoEditorCancelBehavior",
        ] {
            #expect(code.contains(expected), "\(expected)")
        }
        #expect(!code.contains("closeBar") && !code.contains("okCancelBar"))
    }
}
