/// The one place where text becomes Swift source: string literals and identifiers.
///
/// Everything generated code quotes or names goes through here, so a spec's text can never break out of a
/// literal, hide characters from a reviewer, or collide with a keyword.
public enum SwiftEscaping {
    // MARK: - String literals

    /// A single-line Swift string literal whose value is exactly `s`, scalar for scalar.
    ///
    /// - `"…"` when nothing needs escaping;
    /// - `#"…"#` (with as many `#` as needed) when `s` has `"` or `\` but nothing invisible, so that quoted
    ///   text and backslashes stay readable;
    /// - otherwise `"…"` with `\\`, `\"`, `\n`, `\r`, `\t`, `\0` and `\u{…}` for every control, format,
    ///   separator, invisible or unassigned scalar, so nothing in the literal is hidden from a reviewer.
    ///
    /// Emoji (with their joiners, variation selectors and flag tags), combining marks and other visible
    /// text are kept as they are.
    public static func stringLiteral(_ s: String) -> String {
        let needsEscape = s.contains { character in
            character.unicodeScalars.enumerated().contains { offset, scalar in
                mustEscape(scalar, offset: offset, in: character)
            }
        }
        let hasQuoteOrBackslash = s.unicodeScalars.contains { $0 == "\"" || $0 == "\\" }
        if !needsEscape && !hasQuoteOrBackslash {
            return "\"" + s + "\""
        }
        // `#"` followed by `""` would be read as the opener of a multi-line raw string (`#"""`).
        if !needsEscape && !s.hasPrefix("\"\"") && s != "\"" {
            let hashes = String(repeating: "#", count: rawDelimiterLength(for: s))
            return hashes + "\"" + s + "\"" + hashes
        }
        var literal = "\""
        for character in s {
            for (offset, scalar) in character.unicodeScalars.enumerated() {
                appendEscaped(scalar, offset: offset, in: character, to: &literal)
            }
        }
        literal += "\""
        return literal
    }

    /// `s` as it may appear in a line comment: unchanged when it is visible text that escapes
    /// nothing, else as ``stringLiteral(_:)`` writes it, so a line break or a hidden character in a
    /// file name can neither end the comment nor hide from a reviewer.
    public static func inertText(_ s: String) -> String {
        let literal = stringLiteral(s)
        return literal.utf8.count == s.utf8.count + 2 && literal.hasPrefix("\"") ? s : literal
    }

    /// `s` with each scalar that ``stringLiteral(_:)`` escapes for being invisible or acting on a
    /// terminal written as that escape (`\n`, `\r`, `\t`, `\0`, `\u{200B}`), and every other
    /// scalar as it is, quotes and backslashes included: for messages that quote a spec's text,
    /// where a zero-width space must show and an escape sequence must not reach the terminal.
    public static func escapingInvisibles(_ s: String) -> String {
        var text = ""
        for character in s {
            for (offset, scalar) in character.unicodeScalars.enumerated() {
                appendVisible(scalar, offset: offset, in: character, to: &text)
            }
        }
        return text
    }

    /// The number of `#` a raw literal needs: one more than the longest run of `#` after any `"` (which
    /// would close the literal) or `\` (which would start an escape or interpolation) in `s`.
    private static func rawDelimiterLength(for s: String) -> Int {
        var longest = 0
        var run = 0
        var counting = false
        for scalar in s.unicodeScalars {
            if scalar == "#" && counting {
                run += 1
                longest = max(longest, run)
            } else {
                counting = scalar == "\"" || scalar == "\\"
                run = 0
            }
        }
        return longest + 1
    }

    private static func appendEscaped(
        _ scalar: Unicode.Scalar,
        offset: Int,
        in character: Character,
        to literal: inout String
    ) {
        switch scalar {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        default: appendVisible(scalar, offset: offset, in: character, to: &literal)
        }
    }

    /// Appends `scalar` to `text`, or its escape when it must not be written as itself.
    private static func appendVisible(
        _ scalar: Unicode.Scalar,
        offset: Int,
        in character: Character,
        to text: inout String
    ) {
        switch scalar {
        case "\n": text += "\\n"
        case "\r": text += "\\r"
        case "\t": text += "\\t"
        case "\0": text += "\\0"
        default:
            if mustEscape(scalar, offset: offset, in: character) {
                text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
    }

    /// Whether a scalar is invisible, confusable with a space, or breaks a line, and so must be written
    /// as an escape. `offset` is the scalar's place in its grapheme cluster `character`, which decides
    /// whether a joiner, variation selector or tag is part of a visible emoji or stands alone.
    private static func mustEscape(_ scalar: Unicode.Scalar, offset: Int, in character: Character) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) {
            return true
        }
        if value < 0x7F {
            return false
        }
        if offset > 0, let first = character.unicodeScalars.first {
            // Zero-width joiner inside an emoji ZWJ sequence (👨‍👩‍👧).
            if value == 0x200D && first.properties.isEmoji && !first.isASCII {
                return false
            }
            // Tag characters of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿 is U+1F3F4 followed by tags).
            if (0xE0020...0xE007F).contains(value) && first.value == 0x1F3F4 {
                return false
            }
            // Variation selectors after a base (❤️, ideographic variants).
            if scalar.properties.isVariationSelector {
                return false
            }
        }
        return !isVisible(scalar)
    }

    /// Whether a scalar above U+009F shows as itself: not a control, format, separator, unassigned or
    /// surrogate scalar, nor default-ignorable (Hangul fillers, the combining grapheme joiner and similar
    /// scalars render as nothing; variation selectors that reach here stand alone).
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .spaceSeparator:
            return false
        default:
            return !scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    // MARK: - Identifiers

    /// Whether `s` is an identifier formgen will emit: an ASCII letter or `_`, then ASCII letters, digits
    /// or `_`.
    ///
    /// Swift also accepts many non-ASCII letters; formgen deliberately does not, so generated names are
    /// typeable everywhere and never differ only by normalization or confusable scalars. A keyword is
    /// still a valid identifier here: ``identifier(_:)`` backticks it.
    public static func isValidIdentifier(_ s: String) -> Bool {
        // Bytes rather than scalars: every accepted character is ASCII.
        guard let first = s.utf8.first, !isASCIIDigit(first) else { return false }
        return s.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isASCIILetterOrDigit($0) }
    }

    /// Whether `byte` is an ASCII letter or digit.
    package static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || isASCIIDigit(byte)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// `s` as it must be written where a name is declared or used: backticked if it is in
    /// ``swiftKeywords``, unchanged otherwise.
    ///
    /// Check ``isValidIdentifier(_:)`` first; this does not repair invalid names. A few keywords fail in
    /// some positions even backticked (`Type`, `Protocol`, `self`); `ReservedNames` keeps them out of specs.
    public static func identifier(_ s: String) -> String {
        swiftKeywords.contains(s) ? "`" + s + "`" : s
    }

    /// `s` as an argument label in a call (`f(s: x)`, `Form(s: x)`), which accepts every keyword bare but
    /// `inout` and `_`.
    ///
    /// swiftc 6.3 warns "keyword 'class' does not need to be escaped in argument list" for any other
    /// backticked keyword there, so calls use this and declarations use ``identifier(_:)``.
    public static func argumentLabel(_ s: String) -> String {
        s == "inout" || s == "_" ? "`" + s + "`" : s
    }

    /// `s` as written right after `.` (a member or enum case: `self.default`, `.default`), `$` (a property
    /// wrapper's projected value: `$default`) or `_` (its backing storage: `self._default`): unchanged and
    /// never backticked; `nil` if `s` is not a valid identifier or is in ``nonMemberNames``.
    ///
    /// After `.` Swift reads every other keyword as a member name, so backticks there are noise; after `$` or
    /// `_` the keyword is part of a longer identifier (`$default`, `_default`) and is no keyword at all,
    /// and a backtick would break the token. The four words of ``nonMemberNames`` are refused rather than
    /// backticked, because no one spelling works in all three positions (`` .`init` `` is fine, but
    /// `` _`init` `` is not Swift).
    public static func memberName(_ s: String) -> String? {
        isValidIdentifier(s) && !nonMemberNames.contains(s) ? s : nil
    }

    /// The words ``memberName(_:)`` refuses, as observed with swiftc 6.3: after `.`, `init` is the
    /// initializer (`E.init`), `self` the value itself or the metatype (`E.self`), and `Type` and `Protocol`
    /// a metatype (`E.Type`), even where an enum case of that name exists; and for a wrapped property named
    /// `` `self` ``, `self._self` does not find the backing storage. Every other word of ``swiftKeywords``
    /// compiles unbackticked in all three positions. `ReservedNames.formMembers` keeps all four out of specs.
    public static let nonMemberNames: Set<String> = ["init", "self", "Type", "Protocol"]

    /// Every word that needs backticks as an enum case, a stored or static property, an argument label,
    /// a parameter or local name, or a type name (top-level or nested), in Swift 6.
    ///
    /// The reserved words of the Swift 6 grammar (declarations, statements, expressions and types, and
    /// `_`), plus the contextual keywords that swiftc 6.3 was observed to reject unbackticked in one of
    /// those positions:
    /// - `any`, `each`, `some`: as a type name (declared or referred to);
    /// - `async`: as a type name in a return type (`func f() -> async`);
    /// - `await`: as an argument label, type name or local name;
    /// - `Type`, `Protocol`: as an enum case, property or nested type (`x.Type` is the metatype).
    ///
    /// Other contextual words (`get`, `set`, `open`, `actor`, `package`, `consume`, `copy`, `discard`,
    /// `then`, `yield`, `sending`, `isolated`, `nonisolated`, `borrowing`, `consuming`, `macro`, `lazy`,
    /// `optional`, `required`, `override`, `dynamic`, `unowned`, `weak`, …) compiled unbackticked in all of
    /// those positions, so they are left alone.
    public static let swiftKeywords: Set<String> = [
        // Declarations.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "static",
        "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types.
        "Any", "as", "false", "is", "nil", "rethrows", "self", "Self", "super", "throws", "true", "try",
        // Patterns.
        "_",
        // Contextual keywords that break one of formgen's positions.
        "any", "async", "await", "each", "some", "Type", "Protocol",
    ]
}
