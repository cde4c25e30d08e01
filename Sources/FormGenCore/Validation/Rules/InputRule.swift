/// A field's input rules must be satisfiable and apply to its kind: lengths are 0 or more and in
/// order, a required field may hold a character, a pattern is a regular expression, numeric bounds
/// are on numeric fields and in order, with a whole number between them on an integer field, and a
/// part, whose screen owns its focus and submit, has none.
enum InputRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        let part = spec.focusStyle.flatMap { $0.value == .part ? $0 : nil }
        let minimum = spec.effectiveMinimumIOS
        for field in spec.fields?.value ?? [] {
            if let part {
                for rule in field.inputRuleOffsets {
                    diagnostics.error(
                        onPart(rule.key), at: rule.offset, notes: [("'focusStyle' is set to 'none' here", part.offset)])
                }
                continue
            }
            // Each key in turn, not a loop over an array of them: a debug build (what the build plugin
            // runs) makes the array's and its iterator's types at run time, for every spec.
            if let length = field.minLength, length.value < 0 {
                diagnostics.error(negativeLength(length.value), at: length.offset)
            }
            if let length = field.maxLength, length.value < 0 {
                diagnostics.error(negativeLength(length.value), at: length.offset)
            }
            if let minimum = field.minLength, let maximum = field.maxLength, minimum.value > maximum.value {
                diagnostics.error(
                    lengthsOutOfOrder(minimum.value, maximum.value), at: minimum.offset,
                    notes: [("'maxLength' is set here", maximum.offset)])
            }
            let kind = field.kind?.value ?? .text
            if let bound = field.minimum, !kind.isNumeric {
                diagnostics.error(boundOnText("minimum", kind: kind), at: bound.offset)
            }
            if let bound = field.maximum, !kind.isNumeric {
                diagnostics.error(boundOnText("maximum", kind: kind), at: bound.offset)
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
            if let pattern = field.pattern {
                check(pattern, maxLength: field.maxLength, minimum: minimum, into: &diagnostics)
            }
        }
    }

    /// A pattern that Swift's `Regex` cannot read is an error with the engine's own message; one
    /// that needs more characters than `maxLength` allows can never be met, which is a warning.
    /// Below iOS 16 the form checks patterns with `NSRegularExpression`, which does not read some
    /// of `Regex`'s syntax: a pattern that uses it would match no text there, which is a warning.
    private static func check(
        _ pattern: Located<String>, maxLength: Located<Int>?, minimum: IOSVersion,
        into diagnostics: inout DiagnosticCollector
    ) {
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
        if let maxLength, let needed = PatternLength.minimum(of: pattern.value), needed > maxLength.value {
            diagnostics.warning(
                patternTooLong(needed, maxLength.value), at: pattern.offset,
                notes: [("'maxLength' is set here", maxLength.offset)])
        }
    }

    /// Syntax that Swift's `Regex` reads and `NSRegularExpression` (ICU) refuses, with what to
    /// write instead: the first that `pattern` uses outside an escape, a character class and a
    /// `\Q…\E` quote. A hint for the common cases, not a parse: formgen has no ICU to ask.
    static func regexOnlySyntax(in pattern: String) -> (syntax: String, instead: String)? {
        let refused = [
            ("{,", "'{,n}'", "'{0,n}'"), ("(?P<", "'(?P<name>'", "'(?<name>'"),
            ("(?P=", "'(?P=name)'", "'\\k<name>'"),
        ]
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        var classDepth = 0
        var quoted = false
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
            switch scalars[index] {
            case "\\":
                quoted = rest.starts(with: "\\Q".unicodeScalars)
                index += 2
                continue
            case "[":
                classDepth += 1
            case "]" where classDepth > 0:
                classDepth -= 1
            default:
                if classDepth == 0 {
                    for (text, syntax, instead) in refused where rest.starts(with: text.unicodeScalars) {
                        return (syntax, instead)
                    }
                }
            }
            index += 1
        }
        return nil
    }

    static func regexOnly(_ syntax: String, instead: String, minimum: IOSVersion) -> String {
        "'pattern' uses \(syntax), which NSRegularExpression does not read: below iOS 16 ('minimumIOS' is "
            + "\(minimum)) the form checks patterns with it, and no text would match; write \(instead)"
    }

    static func onPart(_ key: String) -> String {
        "'\(key)' does not apply to a part ('focusStyle' 'none'): the screen that owns its focus checks its input"
    }

    static func negativeLength(_ value: Int) -> String {
        "a length must be 0 or more, not \(value)"
    }

    static func lengthsOutOfOrder(_ minimum: Int, _ maximum: Int) -> String {
        "'minLength' \(minimum) is above 'maxLength' \(maximum): no text could pass"
    }

    static func boundOnText(_ key: String, kind: FieldKind) -> String {
        "'\(key)' applies only to fields of kind 'integer' or 'decimal', not '\(kind.rawValue)'"
    }

    static let boundsOutOfOrder = "'minimum' is above 'maximum': no number could pass"

    static let requiredButEmpty = "'maxLength' is 0 and the field is 'required': no text could pass"

    static func noWholeNumber(_ minimum: Double, _ maximum: Double) -> String {
        "no whole number lies between 'minimum' \(minimum) and 'maximum' \(maximum): no number could pass"
    }

    static func badPattern(_ message: String) -> String {
        "'pattern' is not a valid regular expression: \(message)"
    }

    static func patternTooLong(_ needed: Int, _ maximum: Int) -> String {
        "'pattern' needs at least \(needed) characters, but 'maxLength' is \(maximum): no text can match"
    }
}

/// The fewest characters a pattern can match, for the patterns where that is cheap to tell: literal
/// characters, escapes such as `\d`, `.`, bracketed classes, groups and the quantifiers `?`, `*`,
/// `+` and `{n}`, `{n,}`, `{n,m}`. Anything else (alternation, lookaround, backreferences) gives
/// `nil`: no claim.
enum PatternLength {
    static func minimum(of pattern: String) -> Int? {
        var scalars = Array(pattern.unicodeScalars)[...]
        return sequence(&scalars, depth: 0)
    }

    /// The most characters a minimum is counted to: more than any `maxLength` a text field takes,
    /// and small enough that `saturation * 10_000 + saturation` (the largest quantifier) cannot
    /// overflow.
    static let saturation = 1 << 40

    /// The minimum of atoms up to the end or a closing `)`.
    private static func sequence(_ scalars: inout ArraySlice<Unicode.Scalar>, depth: Int) -> Int? {
        guard depth < 32 else { return nil }
        var total = 0
        while let first = scalars.first, first != ")" {
            var atom: Int
            switch first {
            case "|",
                "\\" where scalars.dropFirst().first.map({ ("1"..."9").contains($0) || $0 == "k" }) ?? false:
                return nil
            case "^", "$":
                scalars.removeFirst()
                continue
            case "\\":
                scalars.removeFirst(min(2, scalars.count))
                atom = 1
            case "[":
                guard let close = classEnd(scalars) else { return nil }
                scalars = scalars[(close + 1)...]
                atom = 1
            case "(":
                scalars.removeFirst()
                if scalars.first == "?" {
                    // Only non-capturing groups; lookaround and named or other groups give no claim.
                    guard scalars.dropFirst().first == ":" else { return nil }
                    scalars.removeFirst(2)
                }
                guard let inner = sequence(&scalars, depth: depth + 1), scalars.first == ")" else { return nil }
                scalars.removeFirst()
                atom = inner
            default:
                scalars.removeFirst()
                atom = 1
            }
            guard let times = quantifier(&scalars) else { return nil }
            // Nested counts multiply past any Int; past `saturation` the claim is the same.
            total = min(total + min(atom, Self.saturation) * times, Self.saturation)
        }
        return total
    }

    /// The index of the `]` that closes the class starting at `scalars.startIndex`.
    private static func classEnd(_ scalars: ArraySlice<Unicode.Scalar>) -> Int? {
        var index = scalars.startIndex + 1
        if index < scalars.endIndex, scalars[index] == "^" { index += 1 }
        if index < scalars.endIndex, scalars[index] == "]" { index += 1 }
        while index < scalars.endIndex {
            switch scalars[index] {
            case "\\": index += 2
            case "[": return nil
            case "]": return index
            default: index += 1
            }
        }
        return nil
    }

    /// The fewest repetitions the quantifier after an atom allows (1 when there is none); `nil` when
    /// it cannot be read.
    private static func quantifier(_ scalars: inout ArraySlice<Unicode.Scalar>) -> Int? {
        guard let first = scalars.first else { return 1 }
        var times: Int
        switch first {
        case "?", "*":
            scalars.removeFirst()
            times = 0
        case "+":
            scalars.removeFirst()
            times = 1
        case "{":
            guard let close = scalars.firstIndex(of: "}") else { return nil }
            let body = String(String.UnicodeScalarView(scalars[(scalars.startIndex + 1)..<close]))
            // Digits only: `Regex` reads `{-5}` as text, not as a count.
            let lowText = body.split(separator: ",", omittingEmptySubsequences: false).first ?? ""
            guard lowText.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let low = Int(lowText), low <= 10_000
            else { return nil }
            scalars = scalars[(close + 1)...]
            times = low
        default:
            return 1
        }
        // A lazy or possessive mark changes nothing about the fewest.
        if let mark = scalars.first, mark == "?" || mark == "+" { scalars.removeFirst() }
        return times
    }
}
