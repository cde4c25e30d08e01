/// A field's input rules must be satisfiable and apply to its kind: lengths are 0 or more and in
/// order, a required field may hold a character, a pattern is a regular expression, numeric bounds
/// are on numeric fields and in order, with a whole number between them on an integer field, and a
/// part, whose screen owns its focus and submit, has none.
package enum InputRule: ValidationRule {
    package static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        let part = spec.focusStyle.flatMap { $0.value == .part ? $0 : nil }
        let minimum = spec.effectiveMinimumIOS
        var patternCharacters = 0
        for field in spec.fields?.value ?? [] {
            if let part {
                for rule in field.inputRuleOffsets {
                    diagnostics.error(
                        onPart(rule.key), at: rule.offset, notes: [("'focusStyle' is set to 'none' here", part.offset)])
                }
                continue
            }
            for case let length? in [field.minLength, field.maxLength] where length.value < 0 {
                diagnostics.error(negativeLength(length.value), at: length.offset)
            }
            if let minimum = field.minLength, let maximum = field.maxLength, minimum.value > maximum.value {
                diagnostics.error(
                    lengthsOutOfOrder(minimum.value, maximum.value), at: minimum.offset,
                    notes: [("'maxLength' is set here", maximum.offset)])
            }
            let kind = field.kind?.value ?? .text
            if !kind.isNumeric {
                for case (let key, let bound?) in [("minimum", field.minimum), ("maximum", field.maximum)] {
                    diagnostics.error(boundOnText(key, kind: kind), at: bound.offset)
                }
            }
            if let maximum = field.maxLength, maximum.value == 0, let required = field.required, required.value {
                diagnostics.error(
                    requiredButEmpty, at: maximum.offset, notes: [("'required' is set here", required.offset)])
            }
            if kind.isNumeric, let minimum = field.minimum, let maximum = field.maximum, minimum.value > maximum.value {
                diagnostics.error(
                    boundsOutOfOrder, at: minimum.offset, notes: [("'maximum' is set here", maximum.offset)])
            } else if kind == .integer, let minimum = field.minimum, let maximum = field.maximum,
                minimum.value.rounded(.up) > maximum.value.rounded(.down)
            {
                diagnostics.error(
                    noWholeNumber(minimum.value, maximum.value), at: minimum.offset,
                    notes: [("'maximum' is set here", maximum.offset)])
            }
            if kind.isNumeric, let length = field.maxLength {
                check(field.minimum, field.maximum, within: length, into: &diagnostics)
            }
            if let pattern = field.pattern, patternCharacters <= maximumPatternCharacters {
                // A pattern past its own limit is refused unread, and costs nothing.
                let count = pattern.value.unicodeScalars.count
                patternCharacters += count <= patternLimit ? count : 0
                guard patternCharacters <= maximumPatternCharacters else {
                    diagnostics.error(patternsTooLarge, at: pattern.offset)
                    continue
                }
                check(pattern, of: field, kind: kind, minimum: minimum, into: &diagnostics)
            }
        }
    }

    /// Bounds that no number of at most `maxLength` characters can meet: 1 character holds 0 to
    /// 9, 2 hold -9 to 99, and so on.
    private static func check(
        _ minimum: Located<Double>?, _ maximum: Located<Double>?, within length: Located<Int>,
        into diagnostics: inout DiagnosticCollector
    ) {
        // From 17 characters on, every bound formgen accepts fits: `SpecDecoder`'s limit is 2^53 - 1,
        // 16 digits, and 16 characters do not hold every negative one.
        guard length.value >= 1, length.value <= 16 else { return }
        var power = 1
        for _ in 1..<length.value { power *= 10 }
        let largest = power * 10 - 1
        let smallest = -(power - 1)
        if let minimum, minimum.value > Double(largest) {
            diagnostics.error(
                boundBeyondLength("minimum", minimum.value, length: length.value, fits: largest),
                at: minimum.offset, notes: [("'maxLength' is set here", length.offset)])
        }
        if let maximum, maximum.value < Double(smallest) {
            diagnostics.error(
                boundBeyondLength("maximum", maximum.value, length: length.value, fits: smallest),
                at: maximum.offset, notes: [("'maxLength' is set here", length.offset)])
        }
    }

    /// A pattern longer than `patternLimit` is an error, found before anything reads it. One that
    /// Swift's `Regex` cannot read is an error with the engine's own message. One that can never
    /// pass with the field's other rules is a warning, as is one that repeats in a way that can
    /// take a backtracking engine minutes on a short text: both are found by `PatternShape`, which
    /// reads most patterns but not all. Below iOS 16 the form checks patterns with
    /// `NSRegularExpression`, which does not read some of `Regex`'s syntax: a pattern that uses it
    /// would match no text there, which is a warning.
    private static func check(
        _ pattern: Located<String>, of field: FieldSpec, kind: FieldKind, minimum: IOSVersion,
        into diagnostics: inout DiagnosticCollector
    ) {
        let count = pattern.value.unicodeScalars.count
        if count > patternLimit {
            diagnostics.error(patternTooLarge(count), at: pattern.offset)
            return
        }
        if #available(macOS 13.0, iOS 16.0, *) {
            do {
                _ = try Regex(pattern.value)
            } catch {
                diagnostics.error(badPattern(String(describing: error)), at: pattern.offset)
                return
            }
        }
        if minimum < IOSVersion(major: 16, minor: 0), let (syntax, instead) = regexOnlySyntax(in: pattern.value) {
            diagnostics.warning(regexOnly(syntax, instead: instead, minimum: minimum), at: pattern.offset)
        }
        guard let shape = PatternShape(pattern.value) else { return }
        if let required = field.required, required.value, shape.canMatch, !shape.canMatchNonEmpty(within: .any) {
            diagnostics.warning(
                patternOnlyEmpty, at: pattern.offset, notes: [("'required' is set here", required.offset)])
        } else if !shape.canMatch {
            diagnostics.warning(patternNeverMatches, at: pattern.offset)
        } else if let maxLength = field.maxLength, shape.minimumLength > maxLength.value {
            diagnostics.warning(
                patternTooLong(shape.minimumLength, maxLength.value), at: pattern.offset,
                notes: [("'maxLength' is set here", maxLength.offset)])
        } else if let minLength = field.minLength, let most = shape.maximumLength, most < minLength.value {
            diagnostics.warning(
                patternTooShort(most, minLength.value), at: pattern.offset,
                notes: [("'minLength' is set here", minLength.offset)])
        } else if kind.isNumeric, !shape.canMatchNonEmpty(within: numeral(decimal: kind == .decimal)) {
            diagnostics.warning(
                patternMatchesNoNumber(kind), at: pattern.offset,
                notes: field.kind.map { [("'kind' is set here", $0.offset)] } ?? [])
        }
        switch shape.backtracking {
        case .nested(let repetition):
            diagnostics.warning(nestedRepetition(repetition), at: pattern.offset)
        case .adjacent(let first, let second):
            diagnostics.warning(adjacentRepetitions(first, second), at: pattern.offset)
        case nil:
            break
        }
    }

    /// The most characters a pattern may have: a form's pattern is a line, and `Regex` takes
    /// minutes and gigabytes to read megabytes of one.
    package static let patternLimit = 1_000

    /// The most characters a spec's patterns hold in all: Swift's `Regex` reads about two
    /// characters a microsecond, so a spec of 16 MiB of patterns would take 40 seconds to check.
    package static let maximumPatternCharacters = 100_000

    /// The characters of a text that passes a numeric field's number rule: white space around it,
    /// a sign, digits, and for a decimal a separator (the generated `FormGenNumber`). A pattern
    /// that no text of these matches lets no number pass.
    static func numeral(decimal: Bool) -> PatternCharacters {
        // Tab and the space separators (Zs), which the generated code trims.
        let spaces: [ClosedRange<UInt32>] = [
            0x09...0x09, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x202F...0x202F,
            0x205F...0x205F, 0x3000...0x3000,
        ]
        let signs: [ClosedRange<UInt32>] = [0x2B...0x2B, 0x2D...0x2D]
        let separators: [ClosedRange<UInt32>] = decimal ? [0x2C...0x2E, 0x66B...0x66B] : []
        return .some(ranges: spaces + signs + separators, classes: .digit)
    }

    /// Syntax that Swift's `Regex` reads and `NSRegularExpression` (ICU) refuses, or that swallows
    /// the `^(?:` … `)$` the form wraps a pattern in for it, with what to write instead: the first
    /// that `pattern` uses outside an escape, a character class and a `\Q…\E` quote. A hint for
    /// the common cases, not a parse: formgen has no ICU to ask.
    package static func regexOnlySyntax(in pattern: String) -> (syntax: String, instead: String)? {
        let refused = [
            ("{,", "'{,n}'", "'{0,n}'"), ("(?P<", "'(?P<name>'", "'(?<name>'"),
            ("(?P=", "'(?P=name)'", "'\\k<name>'"), ("\\k{", "'\\k{name}'", "'\\k<name>'"),
        ]
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        var classDepth = 0
        var quoted = false
        var extended = false
        // Where the last `#` comment of extended mode began, and no line has ended since.
        var openComment = false
        while index < scalars.count {
            let rest = scalars[index...]
            if quoted {
                if rest.starts(with: "\\E".unicodeScalars) {
                    quoted = false
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            if openComment {
                openComment = scalars[index] != "\n"
                index += 1
                continue
            }
            // Each refused syntax starts with one of these.
            if classDepth == 0, scalars[index] == "{" || scalars[index] == "(" || scalars[index] == "\\" {
                for (text, syntax, instead) in refused where rest.starts(with: text.unicodeScalars) {
                    return (syntax, instead)
                }
            }
            switch scalars[index] {
            case "\\":
                quoted = rest.starts(with: "\\Q".unicodeScalars)
                index += 2
                continue
            case "[":
                classDepth += 1
            case "]" where classDepth > 0:
                classDepth -= 1
            case "(" where classDepth == 0 && rest.dropFirst().first == "?":
                // Inline options: ICU reads i, m, s, w and x.
                let options = rest.dropFirst(2).prefix { $0.properties.isAlphabetic || $0 == "-" || $0 == "^" }
                guard rest.dropFirst(2 + options.count).first.map({ $0 == ")" || $0 == ":" }) ?? false else { break }
                if let option = options.first(where: { !"imswx-".unicodeScalars.contains($0) }) {
                    return ("the inline option '\(option)'", Self.instead(ofOption: option))
                }
                let turnedOn = options.prefix { $0 != "-" }
                if turnedOn.contains("x") { extended = true } else if options.contains("x") { extended = false }
            case "#" where classDepth == 0 && extended:
                openComment = true
            default:
                break
            }
            index += 1
        }
        if quoted {
            return ("'\\Q' with no '\\E' after it", "'\\E' at the end of the quoted text")
        }
        if openComment {
            return ("a '#' comment that runs to its end", "a line break after the comment, or '(?#…)'")
        }
        return nil
    }

    private static func instead(ofOption option: Unicode.Scalar) -> String {
        switch option {
        case "U": "lazy quantifiers such as '+?'"
        case "n": "'(?:…)' for the groups that must not capture"
        default: "the options i, m, s, w and x only"
        }
    }

    private static func regexOnly(_ syntax: String, instead: String, minimum: IOSVersion) -> String {
        "'pattern' uses \(syntax), which NSRegularExpression does not read: below iOS 16 ('minimumIOS' is "
            + "\(minimum)) the form checks patterns with it, and no text would match; write \(instead)"
    }

    private static func onPart(_ key: String) -> String {
        "'\(key)' does not apply to a part ('focusStyle' 'none'): the screen that owns its focus checks its input"
    }

    private static func negativeLength(_ value: Int) -> String {
        "a length must be 0 or more, not \(value)"
    }

    private static func lengthsOutOfOrder(_ minimum: Int, _ maximum: Int) -> String {
        "'minLength' \(minimum) is above 'maxLength' \(maximum): no text could pass"
    }

    private static func boundOnText(_ key: String, kind: FieldKind) -> String {
        "'\(key)' applies only to fields of kind 'integer' or 'decimal', not '\(kind.rawValue)'"
    }

    private static let boundsOutOfOrder = "'minimum' is above 'maximum': no number could pass"

    private static let requiredButEmpty = "'maxLength' is 0 and the field is 'required': no text could pass"

    private static func noWholeNumber(_ minimum: Double, _ maximum: Double) -> String {
        "no whole number lies between 'minimum' \(minimum) and 'maximum' \(maximum): no number could pass"
    }

    private static func badPattern(_ message: String) -> String {
        "'pattern' is not a valid regular expression: \(message)"
    }

    private static func boundBeyondLength(_ key: String, _ bound: Double, length: Int, fits: Int) -> String {
        let side = key == "minimum" ? "largest" : "smallest"
        let relation = key == "minimum" ? "below" : "above"
        return "the \(side) number that fits in 'maxLength' \(length) is \(fits), \(relation) '\(key)' "
            + "\(written(bound)): no number could pass"
    }

    /// A bound as the spec most likely wrote it: `10`, not `10.0`.
    private static func written(_ bound: Double) -> String {
        bound == bound.rounded() && abs(bound) <= Double(SpecDecoder.exactLimit)
            ? String(Int(bound)) : String(describing: bound)
    }

    private static let patternsTooLarge =
        "with this 'pattern', the spec's patterns have more than \(maximumPatternCharacters) characters in all, "
        + "the most formgen checks; this one and those after it are not checked"

    private static func patternTooLarge(_ count: Int) -> String {
        "'pattern' has \(count) characters, more than the \(patternLimit) a pattern may have"
    }

    private static let patternNeverMatches =
        "'pattern' can never match: a part of it, such as '(?!)', cannot hold for any text; no text can match"

    private static let patternOnlyEmpty =
        "'pattern' matches only the empty text, but the field is 'required': no text can match"

    private static func patternTooShort(_ most: Int, _ minimum: Int) -> String {
        "'pattern' matches at most \(most) character\(most == 1 ? "" : "s"), but 'minLength' is \(minimum): "
            + "no text can match"
    }

    private static func patternMatchesNoNumber(_ kind: FieldKind) -> String {
        "'pattern' matches no number, but the field is of kind '\(kind.rawValue)': no number can match"
    }

    private static func nestedRepetition(_ repetition: String) -> String {
        "'pattern' repeats '\(repetition)', a repetition of something that repeats over the same characters: "
            + "on a text that does not match, the check's time grows exponentially with the text's length, and "
            + "the form runs it at every keystroke"
    }

    private static func adjacentRepetitions(_ first: String, _ second: String) -> String {
        "'pattern' has '\(first)' and '\(second)' side by side, repetitions that can take the same characters: "
            + "on a text that does not match, the check's time grows with a power of the text's length, and the "
            + "form runs it at every keystroke"
    }

    private static func patternTooLong(_ needed: Int, _ maximum: Int) -> String {
        "'pattern' needs at least \(needed) characters, but 'maxLength' is \(maximum): no text can match"
    }
}
