import FormGenCore

/// A JSON Schema `pattern` (an ECMA-262 regular expression, matched anywhere in the text) made a
/// formgen `pattern` (Swift `Regex` syntax, matched against the whole text), when the two engines
/// read it the same way.
///
/// Only a small set of features is copied, each one that ECMA-262 (without flags, as JSON Schema
/// uses it) and Swift's `Regex` read alike: literal characters, the escapes of syntax characters
/// and of `\t`, `\n`, `\r`, `\f`, `\xHH`, `\uHHHH`, classes of those with ranges, groups,
/// non-capturing groups, lookaheads, alternation, and the greedy and lazy quantifiers. Every
/// alternative at the top level must be anchored, `^` at its start and `$` at its end: JSON Schema
/// looks for an unanchored pattern anywhere in the text, a form matches the whole text. The anchors
/// are dropped, as the form anchors the whole pattern itself. Anything else is refused with the
/// reason, so that no pattern is copied with a meaning its author did not give it.
///
///     ECMAPattern.translate("^[A-Z]{2}[0-9]+$")   // .success("[A-Z]{2}[0-9]+")
///     ECMAPattern.translate("^\\d{5}$")          // .failure: '\d' is any decimal digit to Swift
enum ECMAPattern {
    /// Why a pattern is not copied: a sentence that ends the warning.
    struct Refusal: Error, Equatable {
        var reason: String
    }

    static func translate(_ pattern: String) -> Result<String, Refusal> {
        var reader = Reader(scalars: Array(pattern.unicodeScalars))
        do {
            let branches = try reader.read()
            return .success(branches.joined(separator: "|"))
        } catch {
            return .failure(error)
        }
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var groupDepth = 0

        private var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        private func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        /// The top-level alternatives without their anchors.
        mutating func read() throws(Refusal) -> [String] {
            // Text of several scalars that form one character, such as a letter and a combining
            // mark, is one character to `Regex` and several code units to ECMA-262: a quantifier
            // after it repeats different things.
            guard String(String.UnicodeScalarView(scalars)).count == scalars.count else {
                throw Refusal(
                    reason: "it has characters made of several Unicode scalars, which ECMA-262 matches one "
                        + "code unit at a time and Swift's Regex as one character")
            }
            var branches: [String] = []
            var start = index
            while true {
                try sequence()
                if next == ")" {
                    throw Refusal(reason: "it has a ')' that closes no group; it is not a valid ECMA-262 pattern")
                }
                branches.append(try anchoredBody(start..<index))
                guard next == "|" else { break }
                index += 1
                start = index
            }
            return branches
        }

        /// The text of a top-level alternative between its `^` and `$`.
        private func anchoredBody(_ range: Range<Int>) throws(Refusal) -> String {
            let isAnchored =
                range.count >= 2 && scalars[range.lowerBound] == "^" && scalars[range.upperBound - 1] == "$"
                && !isEscaped(range.upperBound - 1, from: range.lowerBound)
            guard isAnchored else {
                throw Refusal(
                    reason: "it is not anchored with '^' at the start and '$' at the end; JSON Schema looks for "
                        + "it anywhere in the text, a form matches the whole text")
            }
            return String(String.UnicodeScalarView(scalars[(range.lowerBound + 1)..<(range.upperBound - 1)]))
        }

        /// Whether the scalar at `position` follows an odd run of backslashes.
        private func isEscaped(_ position: Int, from start: Int) -> Bool {
            var backslashes = 0
            var before = position - 1
            while before >= start, scalars[before] == "\\" {
                backslashes += 1
                before -= 1
            }
            return backslashes % 2 == 1
        }

        /// Items up to `|`, `)` or the end.
        private mutating func sequence() throws(Refusal) {
            let start = index
            while let scalar = next, scalar != "|", scalar != ")" {
                let itemStart = index
                let repeatable = try atom(branchStart: start)
                try quantifier(after: repeatable, from: itemStart)
            }
        }

        /// One item; `true` when a quantifier may follow it.
        private mutating func atom(branchStart: Int) throws(Refusal) -> Bool {
            guard let scalar = next else { return false }
            switch scalar {
            case "^":
                guard groupDepth == 0, index == branchStart else { throw Self.anchorInside }
                index += 1
                return false
            case "$":
                let atEnd = peek(1).map { $0 == "|" } ?? true
                guard groupDepth == 0, atEnd else { throw Self.anchorInside }
                index += 1
                return false
            case "(":
                return try group()
            case "[":
                try characterClass()
                return true
            case "\\":
                try escape(inClass: false)
                return true
            case ".":
                throw Refusal(
                    reason: "it uses '.', which ECMA-262 reads as any code unit but a line terminator and Swift's "
                        + "Regex as any character but a newline, and they count different line breaks")
            case "*", "+", "?":
                throw Refusal(reason: "'\(scalar)' repeats nothing; it is not a valid ECMA-262 pattern")
            case "{", "}", "]":
                throw Refusal(
                    reason: "it has a '\(scalar)' that is not part of a repetition count or a class; escape it "
                        + "as '\\\(scalar)'")
            default:
                try literal(scalar)
                index += 1
                return true
            }
        }

        private static let anchorInside = Refusal(
            reason: "it has '^' or '$' inside it, which Swift's Regex reads differently at a line break; only "
                + "anchors at the start and end of the pattern are copied")

        private func literal(_ scalar: Unicode.Scalar) throws(Refusal) {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                throw Refusal(reason: "it has a control character; write it as an escape such as '\\t'")
            }
            if scalar.value > 0xFFFF {
                throw Refusal(
                    reason: "it has '\(scalar)', a character outside the Basic Multilingual Plane, which ECMA-262 "
                        + "without the 'u' flag reads as two code units")
            }
        }

        private mutating func group() throws(Refusal) -> Bool {
            index += 1
            var repeatable = true
            if next == "?" {
                switch peek(1) {
                case ":":
                    index += 2
                case "=", "!":
                    index += 2
                    repeatable = false
                case "<" where peek(2) == "=" || peek(2) == "!":
                    throw Refusal(reason: "it has a lookbehind, which Swift's Regex does not read")
                case "<":
                    throw Refusal(reason: "it has a named group; only plain and '(?:' groups are copied")
                default:
                    throw Refusal(reason: "it has '(?' followed by something ECMA-262 does not read")
                }
            }
            // Reading recurses once per group: a pattern a spec can hold nests fewer groups than this.
            guard groupDepth < InputRule.patternLimit / 2 else {
                throw Refusal(
                    reason: "it nests groups more than \(InputRule.patternLimit / 2) deep, more than a pattern of "
                        + "\(InputRule.patternLimit) characters can")
            }
            groupDepth += 1
            while true {
                try sequence()
                guard next == "|" else { break }
                index += 1
            }
            guard next == ")" else {
                throw Refusal(reason: "a group is not closed; it is not a valid ECMA-262 pattern")
            }
            index += 1
            groupDepth -= 1
            return repeatable
        }

        private mutating func quantifier(after repeatable: Bool, from start: Int) throws(Refusal) {
            guard let scalar = next, "*+?{".unicodeScalars.contains(scalar) else { return }
            guard repeatable else {
                throw Refusal(reason: "it repeats an anchor or a lookahead, which the two engines treat differently")
            }
            if scalar == "{" {
                try counts()
            } else {
                index += 1
            }
            if next == "?" { index += 1 }
            if let after = next, "*+?{".unicodeScalars.contains(after) {
                throw Refusal(
                    reason: "it has '\(after)' after a repetition, which ECMA-262 refuses and Swift's Regex reads "
                        + "as a possessive or nested repetition")
            }
        }

        /// `{n}`, `{n,}` or `{n,m}` with `n` at most `m`.
        private mutating func counts() throws(Refusal) {
            index += 1
            let low = digits()
            var high = low
            if next == "," {
                index += 1
                high = digits()
            }
            guard !low.isEmpty, next == "}" else {
                throw Refusal(
                    reason: "it has a '{' that is not a repetition count such as '{2}', '{2,}' or '{2,5}'; "
                        + "ECMA-262 reads it as text and Swift's Regex may not")
            }
            index += 1
            guard low.utf8.count <= 5, let minimum = Int(low) else {
                throw Refusal(reason: "it repeats something more than 99999 times")
            }
            if !high.isEmpty {
                guard high.utf8.count <= 5, let maximum = Int(high) else {
                    throw Refusal(reason: "it repeats something more than 99999 times")
                }
                guard minimum <= maximum else {
                    throw Refusal(reason: "a repetition count is out of order; it is not a valid ECMA-262 pattern")
                }
            }
        }

        private mutating func digits() -> String {
            let start = index
            while let scalar = next, ("0"..."9").contains(scalar) { index += 1 }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }

        /// An escape and the scalar it stands for; an escape that stands for no one scalar is refused.
        @discardableResult
        private mutating func escape(inClass: Bool) throws(Refusal) -> Unicode.Scalar {
            index += 1
            guard let scalar = next else {
                throw Refusal(reason: "it ends with a lone '\\'; it is not a valid ECMA-262 pattern")
            }
            index += 1
            switch scalar {
            case "t": return "\t"
            case "n": return "\n"
            case "r": return "\r"
            case "f": return "\u{0C}"
            case "x", "u":
                let count = scalar == "x" ? 2 : 4
                var value: UInt32 = 0
                for _ in 0..<count {
                    guard let digit = next,
                        let hex = digit.properties.isASCIIHexDigit ? UInt32(String(digit), radix: 16) : nil
                    else {
                        throw Refusal(reason: "'\\\(scalar)' is not followed by \(count) hexadecimal digits")
                    }
                    value = value * 16 + hex
                    index += 1
                }
                guard let result = Unicode.Scalar(value) else {
                    throw Refusal(reason: "it escapes a lone surrogate, which Swift's Regex cannot match")
                }
                return result
            case "d", "D", "w", "W", "s", "S":
                throw Refusal(reason: Self.classEscape(scalar))
            case "b" where inClass:
                throw Refusal(reason: "'[\\b]' is a backspace to ECMA-262 and something else to Swift's Regex")
            case "b", "B":
                throw Refusal(
                    reason: "'\\\(scalar)' is a word boundary, and the engines' word characters differ: ECMA-262's "
                        + "are [A-Za-z0-9_], Swift's Regex's every letter and digit")
            case "v":
                throw Refusal(
                    reason: "'\\v' is a vertical tab to ECMA-262 and any vertical white space to Swift's Regex")
            case "-" where inClass:
                return "-"
            default:
                let syntax = "^$\\.*+?()[]{}|/"
                guard syntax.unicodeScalars.contains(scalar) else {
                    throw Refusal(reason: "it has the escape '\\\(scalar)', which is not among those copied")
                }
                return scalar
            }
        }

        private static func classEscape(_ scalar: Unicode.Scalar) -> String {
            let meaning: (ecma: String, swift: String) =
                switch scalar {
                case "d", "D": ("[0-9]", "any decimal digit of any script")
                case "w", "W": ("[A-Za-z0-9_]", "any letter, digit, mark or connector of any script")
                default: ("a fixed list of spaces and line terminators", "Unicode white space, a different list")
                }
            let negated = scalar.properties.isUppercase ? "all but " : ""
            return "'\\\(scalar)' is \(negated)\(meaning.ecma) to ECMA-262 but \(negated)\(meaning.swift) to "
                + "Swift's Regex; write the characters as a class such as '[0-9]'"
        }

        /// `[…]` or `[^…]` of literal characters, escapes and ascending ranges.
        private mutating func characterClass() throws(Refusal) {
            index += 1
            if next == "^" { index += 1 }
            if next == ":" {
                throw Refusal(
                    reason: "it has a class that starts with ':', which Swift's Regex may read as a POSIX class "
                        + "such as '[:alpha:]'")
            }
            if next == "]" {
                throw Refusal(
                    reason: "it has a class that starts with ']', which ECMA-262 reads as an empty class and "
                        + "Swift's Regex as a ']'")
            }
            // The last single character read, which may start a range, and whether a range just ended.
            var previous: Unicode.Scalar?
            var afterRange = false
            while let scalar = next, scalar != "]" {
                switch scalar {
                case "[":
                    throw Refusal(
                        reason: "it has '[' inside a class, a character to ECMA-262 and a nested class to Swift's "
                            + "Regex; escape it as '\\['")
                case "&" where peek(1) == "&", "~" where peek(1) == "~", "-" where peek(1) == "-":
                    throw Refusal(
                        reason: "it has '\(scalar)\(scalar)' inside a class, two characters to ECMA-262 and a set "
                            + "operation to Swift's Regex")
                case "-" where previous != nil && peek(1) != "]":
                    guard let low = previous else { break }
                    index += 1
                    let high = try classCharacter()
                    guard low.value <= high.value else {
                        throw Refusal(reason: "a class range is out of order; it is not a valid ECMA-262 pattern")
                    }
                    previous = nil
                    afterRange = true
                    continue
                case "-" where afterRange && peek(1) != "]":
                    throw Refusal(
                        reason: "it has a '-' right after a class range, which the engines read differently; escape "
                            + "it as '\\-'")
                default:
                    break
                }
                previous = try classCharacter()
                afterRange = false
            }
            guard next == "]" else {
                throw Refusal(reason: "a class is not closed; it is not a valid ECMA-262 pattern")
            }
            index += 1
        }

        /// One character of a class, literal or escaped.
        private mutating func classCharacter() throws(Refusal) -> Unicode.Scalar {
            guard let scalar = next else {
                throw Refusal(reason: "a class is not closed; it is not a valid ECMA-262 pattern")
            }
            if scalar == "\\" {
                return try escape(inClass: true)
            }
            try literal(scalar)
            index += 1
            return scalar
        }
    }
}
