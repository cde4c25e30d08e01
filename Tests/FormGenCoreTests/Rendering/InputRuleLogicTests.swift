import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// The generated input rules, compiled and run with no UI: what `inputFailures` says of tables of
/// texts, including the ones that trip up hand-written checks.
@Suite(.serialized) struct InputRuleLogicTests {
    /// Each line of `cases` is `rule-expression | text`; the program prints each text's failure.
    static func run(_ cases: [(rule: String, text: String)]) throws -> [String] {
        var program = """
            import Foundation

            func describe(_ failure: FormGenInputFailure?) -> String {
                guard let failure else { return "passes" }
                return "\\(failure)"
            }

            """
        for (rule, text) in cases {
            program += "print(describe(\(rule).failure(of: \(stringLiteral(text)))))\n"
        }
        program += """
            let signUp = SignUpForm.inputFailures([
                .username: "ab", .password: "        ", .age: "+18", .height: "172.5", .postalCode: "123-4567",
            ])
            for field in SignUpForm.focusOrder {
                print("\\(field): \\(describe(signUp[field]))")
            }
            """
        return lines(try output(of: program, with: ["SignUpForm.swift"]))
    }

    /// The standard output of `program`, compiled as `main.swift` with the golden support files and
    /// the golden files `others`, and run with `arguments`; a failed build or run fails the test.
    static func output(of program: String, with others: [String] = [], arguments: [String] = []) throws -> String {
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        try program.write(to: main, atomically: true, encoding: .utf8)
        let executable = directory.appendingPathComponent("program")
        let build = try Swiftc.run(
            ["-swift-version", "6", "-warnings-as-errors", "-o", executable.path, main.path]
                + (OutputKind.targetFileNames + others).map { GoldenTests.golden.appendingPathComponent($0).path })
        try #require(build.status == 0, "\(build.output)")
        let run = try Swiftc.execute(executable, arguments)
        try #require(run.status == 0, "\(run.output)")
        return run.standardOutput
    }

    /// The lines of a program's output.
    static func lines(_ output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// A Swift literal of `text` that shows every scalar, so the table reads unambiguously.
    static func stringLiteral(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }

    @Test func lengthsCountCharactersAndEmptinessIgnoresWhiteSpace() throws {
        let required = "FormGenInputRule(required: true)"
        let three = "FormGenInputRule(minLength: 2, maxLength: 3)"
        let cases: [(String, String, String)] = [
            (required, "", "required"),
            (required, " \t\n\u{3000}", "required"),  // ideographic space, as a Japanese keyboard types it
            (required, "a", "passes"),
            ("FormGenInputRule(minLength: 2)", "", "passes"),  // optional and empty: nothing to check
            ("FormGenInputRule(minLength: 2)", " ", "passes"),  // blank counts as empty, which an optional field may be
            (three, "e\u{301}", "tooShort(minimum: 2)"),  // é as e + combining acute: one character
            (three, "e\u{301}e\u{301}e\u{301}", "passes"),
            (three, "👍🏽👨‍👩‍👧🇯🇵", "passes"),  // skin tone, family, flag: three characters
            (three, "👍🏽👨‍👩‍👧🇯🇵a", "tooLong(maximum: 3)"),
            (three, "日本語", "passes"),
            (three, "日本語です", "tooLong(maximum: 3)"),
        ]
        let printed = try Self.run(cases.map { ($0.0, $0.1) })
        #expect(Array(printed.prefix(cases.count)) == cases.map(\.2))
    }

    @Test func numbers() throws {
        let integer = "FormGenInputRule(number: FormGenNumberRule(isDecimal: false, minimum: -10.0, maximum: 100.0))"
        let decimal =
            #"FormGenInputRule(number: FormGenNumberRule(isDecimal: true, minimum: 0.5, maximum: 2.5, locale: Locale(identifier: "fr_FR")))"#
        // Where a locale groups digits with `,` or `.`, that is no decimal point: "1,200" is not 1.2.
        let american =
            #"FormGenInputRule(number: FormGenNumberRule(isDecimal: true, locale: Locale(identifier: "en_US")))"#
        let german =
            #"FormGenInputRule(number: FormGenNumberRule(isDecimal: true, locale: Locale(identifier: "de_DE")))"#
        let saudi =
            #"FormGenInputRule(number: FormGenNumberRule(isDecimal: true, locale: Locale(identifier: "ar_SA")))"#
        let unbounded = "FormGenInputRule(number: FormGenNumberRule(isDecimal: false))"
        let cases: [(String, String, String)] = [
            (integer, "42", "passes"), (integer, "+42", "passes"), (integer, "-10", "passes"),
            (integer, "-11", "outOfRange"), (integer, "101", "outOfRange"), (integer, " 7 ", "passes"),
            (integer, "4.2", "notANumber"), (integer, "1e3", "notANumber"), (integer, "--1", "notANumber"),
            (integer, "+", "notANumber"), (integer, "5\u{301}", "notANumber"),  // a digit with a combining mark
            // The digits a number pad types in the user's locale: Arabic-Indic, Persian, Devanagari,
            // and full-width ones a Japanese keyboard types; not superscripts or fractions.
            (integer, "٤٢", "passes"), (integer, "۴۲", "passes"), (integer, "४२", "passes"),
            (integer, "１２", "passes"), (integer, "١٠١", "outOfRange"), (integer, "²", "notANumber"),
            (integer, "½", "notANumber"), (integer, "Ⅻ", "notANumber"),
            (integer, "1٢", "notANumber"), (integer, "٤2", "notANumber"),  // digits of two scripts
            (unbounded, "99999999999999999999999", "outOfRange"),  // past Int.max: a number, out of range
            (
                "FormGenInputRule(number: FormGenNumberRule(isDecimal: true))", String(repeating: "9", count: 400),
                "outOfRange"
            ),
            (decimal, "1.5", "passes"), (decimal, "1,5", "passes"), (decimal, "+2,5", "passes"),
            (decimal, ",5", "passes"), (decimal, ",", "notANumber"), (decimal, "1.5.0", "notANumber"),
            (decimal, "1,5,0", "notANumber"), (decimal, "١٫٥", "passes"), (decimal, "١٫٥٫٠", "notANumber"),
            (decimal, "3", "outOfRange"), (decimal, "-0.5", "outOfRange"), (decimal, "", "passes"),
            (american, "1.5", "passes"), (american, "1,200", "notANumber"), (american, "١٫٥", "passes"),
            (german, "1,5", "passes"), (german, "1.200", "notANumber"),
            (saudi, "١٫٥", "passes"), (saudi, "1.5", "passes"), (saudi, "1,5", "passes"), (saudi, "١٬٥", "notANumber"),
        ]
        let printed = try Self.run(cases.map { ($0.0, $0.1) })
        #expect(Array(printed.prefix(cases.count)) == cases.map(\.2))
    }

    /// The number an app reads from a numeric field's text (`FormGenNumber`) is the one the
    /// field's rules accepted: white space, a sign and a decimal comma (in French) included.
    @Test func theNumberOfATextIsReadAsTheRulesReadIt() throws {
        let cases: [(text: String, integer: String, decimal: String)] = [
            ("42", "42", "42.0"), (" 13 ", "13", "13.0"), ("+7", "7", "7.0"), ("-7", "-7", "-7.0"),
            ("12,5", "nil", "12.5"), ("12.5", "nil", "12.5"), (",5", "nil", "0.5"), ("1e3", "nil", "nil"),
            ("١٣", "13", "13.0"), ("۲۵", "25", "25.0"), ("-४२", "-42", "-42.0"),  // the digits of a locale's number pad
            ("١٢٫٥", "nil", "12.5"),  // and its decimal separator
            ("²", "nil", "nil"), ("½", "nil", "nil"),
            ("99999999999999999999", "nil", "1e+20"),  // past Int.max
            ("", "nil", "nil"), ("1,5,0", "nil", "nil"),
            ("5\u{301}", "nil", "nil"),  // a digit with a combining mark is not a digit
            (String(repeating: "9", count: 400), "nil", "nil"),  // past what a Double holds
        ]
        var program = "import Foundation\n"
        for (text, _, _) in cases {
            let literal = Self.stringLiteral(text)
            program += """
                print(FormGenNumber.integer(\(literal)).map { "\\($0)" } ?? "nil", \
                FormGenNumber.decimal(\(literal), locale: Locale(identifier: "fr_FR")).map { "\\($0)" } ?? "nil")

                """
        }
        let lines = Self.lines(try Self.output(of: program))
        #expect(lines == cases.map { "\($0.integer) \($0.decimal)" })
    }

    @Test func patternsMatchTheWholeText() throws {
        let postal = ##"FormGenInputRule(pattern: #"\d{3}-\d{4}"#)"##
        let cases: [(String, String, String)] = [
            (postal, "123-4567", "passes"), (postal, "123-45678", "mismatch"), (postal, "x123-4567", "mismatch"),
            (postal, "", "passes"), (#"FormGenInputRule(pattern: "[a-z]+|[0-9]+")"#, "abc", "passes"),
            (#"FormGenInputRule(pattern: "[a-z]+|[0-9]+")"#, "abc123", "mismatch"),
        ]
        let printed = try Self.run(cases.map { ($0.0, $0.1) })
        #expect(Array(printed.prefix(cases.count)) == cases.map(\.2))
    }

    /// A pattern means one thing on every iOS: `Regex` (iOS 16 and later, and here) matches scalar by
    /// scalar as `NSRegularExpression` (iOS 15) does, so a letter class refuses the marks a Hindi,
    /// Arabic or decomposed name carries, and a flag is two scalars, on both.
    @Test func bothEnginesReadAPatternAlike() throws {
        let cases: [(pattern: String, text: String, matches: Bool)] = [
            (#"\p{L}+"#, "हिंदी", false), (#"\p{L}+"#, "محمَّد", false), (#"\p{L}+"#, "Jose\u{301}", false),
            (#"[\p{L}\p{M}]+"#, "हिंदी", true), (#"[\p{L}\p{M}]+"#, "Jose\u{301}", true), (#"\p{L}+"#, "José", true),
            (".{1,4}", "🇯🇵🇺🇸🇫🇷", false), (".{1,6}", "🇯🇵🇺🇸🇫🇷", true), (#"\d{3}-\d{4}"#, "123-4567", true),
            ("[a-z]+", "e\u{301}", false), ("..", "👍🏽", true),
        ]
        var program = """
            import Foundation

            func nsMatch(_ text: String, _ pattern: String) -> Bool {
                let expression = try! NSRegularExpression(pattern: "^(?:" + pattern + ")$")
                let range = NSRange(text.startIndex..., in: text)
                return expression.firstMatch(in: text, options: [.anchored], range: range)?.range == range
            }

            """
        for (pattern, text, _) in cases {
            let (text, pattern) = (Self.stringLiteral(text), Self.stringLiteral(pattern))
            program += "print(FormGenInputRule.text(\(text), wholeMatches: \(pattern)), nsMatch(\(text), \(pattern)))\n"
        }
        let printed = Self.lines(try Self.output(of: program))
        #expect(printed == cases.map { "\($0.matches) \($0.matches)" })
    }

    /// The example sign-up form, through the generated `inputFailures`.
    @Test func theSignUpFormChecksEveryField() throws {
        let printed = try Self.run([])
        #expect(
            printed == [
                "username: tooShort(minimum: 3)", "password: required", "age: passes", "height: passes",
                "bio: passes", "postalCode: passes",
            ])
    }

    /// On iOS 15 there is no `Regex`: the support file must guard it, and the availability check
    /// catches the support file when it does not.
    @Test func regexIsGuardedForIOS15() throws {
        let support = try String(
            contentsOf: GoldenTests.golden.appendingPathComponent("FormGenInputRules.swift"), encoding: .utf8)
        let guarded =
            "if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {\n"
            + "            return formGenRegexWholeMatch(text, pattern)\n        }\n"
        #expect(support.contains(guarded))
        let unguarded = support.replacingOccurrences(
            of: guarded, with: "return formGenRegexWholeMatch(text, pattern)\n")
        let (result, _) = try AvailabilityCheck.run(minimum: "15.0", sources: [("FormGenInputRules.swift", unguarded)])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            AvailabilityCheck.lines(result).contains {
                $0.contains("'formGenRegexWholeMatch") && $0.contains("needs iOS 16.0")
            }, "\(result.output)")
    }

    /// A failure's text is looked up in the form's table of the given bundle, in the user's
    /// language, with the limit put in; a key with no entry reads as itself.
    @Test func failureTextsAreLookedUpInTheTableOfTheBundle() throws {
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = directory.appendingPathComponent("Forms.bundle")
        let german = bundle.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
        try #"""
        "Use %lld or more digits" = "Mindestens %lld Ziffern";
        "Required" = "Pflichtfeld";
        """#.write(to: german.appendingPathComponent("Pin.strings"), atomically: true, encoding: .utf8)
        try
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>de</string></dict></plist>"#
            .write(to: bundle.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let program = """
            import Foundation

            let bundle = Bundle(path: CommandLine.arguments[1])!
            let german = Locale(identifier: "de_DE")
            let pin = FormGenInputMessages(tooShort: "Use %lld or more digits")
            let strings = FormGenStrings(table: "Pin", bundle: bundle)
            print(pin.text(for: .tooShort(minimum: 4), in: strings, locale: german))
            print(pin.text(for: .required, in: strings, locale: german))
            print(pin.text(for: .tooLong(maximum: 12), in: strings, locale: german))
            print(pin.text(for: .required, in: FormGenStrings(table: "Other", bundle: bundle), locale: german))
            """
        let output = try Self.output(of: program, arguments: [bundle.path])
        #expect(
            output == """
                Mindestens 4 Ziffern
                Pflichtfeld
                At most 12 characters
                Required

                """)
    }

    /// Edits of a field limited to a number of characters: what the field keeps, and where the
    /// caret goes when the edit was cut (after the kept part of what was typed or pasted).
    @Test func anEditPastTheLimitKeepsTheTextAroundIt() throws {
        typealias Case = (old: String, new: String, maximum: Int, selection: String, kept: String, caret: Int?)
        let cases: [Case] = [
            // Within the limit: as typed, with the caret where the field put it.
            ("abcde", "abcdef", 6, "nil", "abcdef", nil),
            ("abcdef", "abcdefg", 6, "nil", "abcdef", 6),  // typing at the end of a full field
            ("abcdef", "abXcdef", 6, "nil", "abcdef", 2),  // typing into the middle of a full field keeps its end
            ("abcd", "abXYZcd", 6, "nil", "abXYcd", 4),  // a paste into the middle, cut to the room left
            ("abcdef", "aXYZf", 6, "nil", "aXYZf", nil),  // replacing a selection with fewer characters
            ("abcd", "abcd👨‍👩‍👧🇯🇵e", 6, "nil", "abcd👨‍👩‍👧🇯🇵", 6),  // emoji count as one character each
            ("cafe", "cafe\u{301}s", 4, "nil", "cafe\u{301}", 4),  // a combining accent joins its letter
            ("", "0123456789", 4, "nil", "0123", 4),  // pasting into an empty field
            ("あいう", "あいうかんじ", 5, "nil", "あいうかん", 5),  // kana past the limit
            // A text the app set too long is never cut: written back unchanged, shortened, or
            // typed into, it keeps every character it had, and only an edit that lengthens it is refused.
            ("abcdefgh", "abcdefgh", 6, "nil", "abcdefgh", nil),
            ("abcdefgh", "bcdefgh", 6, "nil", "bcdefgh", nil),
            ("abcdefgh", "abcdefghi", 6, "nil", "abcdefgh", 8),
            ("abcdefgh", "abcXdefgh", 6, "nil", "abcdefgh", 3),
            // A paste that repeats the text after it: the text alone cannot tell where it went, the
            // selection before the edit can ("cdX" pasted after "ab").
            ("abcd", "abcdXcd", 5, "nil", "abcdX", 5),
            ("abcd", "abcdXcd", 5, "2..<2", "abccd", 3),
            ("abcd", "abcdXcd", 5, "9..<9", "abcdX", 5),  // a selection outside the text is not used
            // A selection the field already moved past the edit is not taken for the one it replaced.
            ("abcdefghij", "abcXdefghij", 10, "4..<4", "abcdefghij", 3),
            ("abcdefgh", "abXYZcdefgh", 10, "5..<5", "abXYcdefgh", 4),
            ("hello world", "hello, world", 11, "6..<6", "hello world", 5),
        ]
        var program = ""
        for (old, new, maximum, selection, _, _) in cases {
            program +=
                "do { let edit = FormGenLengthLimit.edit(replacing: \(Self.stringLiteral(old)), "
                + "with: \(Self.stringLiteral(new)), maximum: \(maximum), selection: \(selection)); "
                + "print(edit.text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \"), "
                + "edit.caret.map(String.init) ?? \"-\", separator: \" | \") }\n"
        }
        let lines = Self.lines(try Self.output(of: program))
        #expect(lines.count == cases.count)
        for (line, expected) in zip(lines, cases) {
            let kept = expected.kept.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
            let caret = expected.caret.map(String.init) ?? "-"
            #expect(
                line == "\(kept) | \(caret)", "\(expected.old) → \(expected.new), at most \(expected.maximum)")
        }
    }

    /// The caret goes after the kept part of a cut edit, as an index of the kept text that a
    /// `TextSelection` takes: a character of several scalars (an emoji, a flag, a letter with a
    /// combining accent) is one step.
    @Test func theCaretIsAnIndexOfTheKeptText() throws {
        let cases: [(text: String, caret: Int?, before: String)] = [
            ("abcd", 4, "abcd"),
            ("abcd", 0, ""),
            ("abcd👨‍👩‍👧🇯🇵", 5, "abcd👨‍👩‍👧"),
            ("abcd👨‍👩‍👧🇯🇵", 6, "abcd👨‍👩‍👧🇯🇵"),
            ("cafe\u{301}x", 4, "cafe\u{301}"),
            ("𝒜b", 1, "𝒜"),
            ("abc", nil, "-"),
        ]
        var program = ""
        for (text, caret, _) in cases {
            program +=
                "do { let edit = FormGenLimitedEdit(text: \(Self.stringLiteral(text)), caret: \(caret.map(String.init) ?? "nil")); "
                + "print(edit.caretIndex.map { String(edit.text[..<$0]).unicodeScalars.map { String($0.value, radix: 16) }"
                + ".joined(separator: \" \") } ?? \"-\") }\n"
        }
        let expected = cases.map {
            $0.before == "-" ? "-" : $0.before.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        }
        #expect(Self.lines(try Self.output(of: program)) == expected)
    }

    /// A field's selection (a `TextSelection`'s range of string indices) is read in characters,
    /// and only a range that starts and ends between characters of the text is one.
    @Test func aSelectionIsReadInCharacters() throws {
        let cases: [(text: String, utf8: Range<Int>, characters: String)] = [
            ("abcd", 1..<3, "1..<3"),
            ("abc", 3..<3, "3..<3"),
            ("", 0..<0, "0..<0"),
            ("a👍🏽b", 1..<9, "1..<2"),
            ("a👍🏽b", 9..<10, "2..<3"),
            ("a👍🏽b", 1..<5, "-"),  // inside the emoji
            ("cafe\u{301}!", 3..<6, "3..<4"),
            ("cafe\u{301}!", 4..<6, "-"),  // between a letter and its accent
        ]
        var program = ""
        for (text, range, _) in cases {
            program +=
                "do { let text = \(Self.stringLiteral(text)); let utf8 = text.utf8; "
                + "let range = utf8.index(utf8.startIndex, offsetBy: \(range.lowerBound))..<utf8.index(utf8.startIndex, offsetBy: \(range.upperBound)); "
                + "print(FormGenLengthLimit.characters(in: range, of: text).map { \"\\($0)\" } ?? \"-\") }\n"
        }
        #expect(Self.lines(try Self.output(of: program)) == cases.map(\.characters))
    }

    /// The limit a field that cuts at `maxLength` gets (`FormGenLengthLimit.cut(at:)`): what it
    /// keeps of an edit, where the caret goes, and that the selection before the edit, as a field
    /// gives it in string indices, says where a paste went.
    @Test func aCuttingLimitKeepsWhatFitsAndPutsTheCaretAfterIt() throws {
        // `selection` is a Swift expression of the selection before the edit, in `old`'s indices.
        typealias Case = (old: String, new: String, maximum: Int, selection: String, kept: String, caret: String)
        let at2 = "old.index(old.startIndex, offsetBy: 2)"
        let cases: [Case] = [
            ("1234", "12345", 4, "nil", "1234", "4"),  // typing into a full field: nothing changes but the caret
            ("1234", "12534", 4, "nil", "1234", "2"),  // typing into its middle keeps its end
            ("12", "12345678", 4, "nil", "1234", "4"),  // a paste cut to the room left
            ("123", "123", 4, "nil", "123", "-"),  // no edit
            ("12", "123", 4, "nil", "123", "-"),  // within the limit: the caret stays where the field put it
            ("1212", "1212312", 6, "\(at2)..<\(at2)", "121212", "4"),  // "123" pasted after "12"
            ("1212", "1212312", 6, "nil", "121231", "6"),  // without the selection: after "1212"
            ("1212", "1212312", 6, "\"123456789\".endIndex..<\"123456789\".endIndex", "121231", "6"),  // past the text
        ]
        var program = ""
        for (old, new, maximum, selection, _, _) in cases {
            program +=
                "do { let old = \(Self.stringLiteral(old)); let selection: Range<String.Index>? = \(selection); "
                + "let kept = FormGenLengthLimit.cut(at: \(maximum))(old, \(Self.stringLiteral(new)), selection); "
                + "print(kept.text, kept.caret.map { \"\\(kept.text.distance(from: kept.text.startIndex, to: $0))\" } ?? \"-\") }\n"
        }
        let lines = Self.lines(try Self.output(of: program))
        #expect(lines == cases.map { "\($0.kept) \($0.caret)" })
    }

    /// A `tooLong` failure shows as soon as the text has it; every other failure waits until
    /// focus has left the field or a submit was tried.
    @Test func onlyATooLongFailureShowsAtOnce() throws {
        let failures = [
            ".required", ".tooShort(minimum: 2)", ".tooLong(maximum: 4)", ".mismatch", ".notANumber", ".outOfRange",
        ]
        let program = failures.map { "print(FormGenInputFailure\($0).showsAtOnce)\n" }.joined()
        #expect(Self.lines(try Self.output(of: program)) == ["false", "false", "true", "false", "false", "false"])
    }
}
