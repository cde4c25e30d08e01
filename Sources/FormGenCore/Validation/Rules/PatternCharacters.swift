/// The characters one position of a pattern may match, as far as `PatternShape` models them: ranges
/// of scalars and the classes `\d`, `\w` and `\s`, or all but those, or any character. Never
/// smaller than the set the engine uses, so that two sets said not to overlap never do.
enum PatternCharacters: Equatable {
    /// Any character, or a set that is not modelled (`\p{…}`, `[[:alpha:]]`, `&&`, a negated class
    /// inside a class).
    case any
    case some(ranges: [ClosedRange<UInt32>], classes: Classes)
    case allBut(ranges: [ClosedRange<UInt32>], classes: Classes)

    /// Some of `\d`, `\w` and `\s` (with `\h` and `\v`).
    struct Classes: Equatable {
        var digit = false
        var word = false
        var space = false

        static let digit = Classes(digit: true)
        static let word = Classes(word: true)
        static let space = Classes(space: true)

        var isEmpty: Bool { !digit && !word && !space }

        func union(_ other: Classes) -> Classes {
            Classes(digit: digit || other.digit, word: word || other.word, space: space || other.space)
        }

        /// Whether every character of `other` is in `self`: a digit is a word character.
        func includes(_ other: Classes) -> Bool {
            (!other.digit || digit || word) && (!other.word || word) && (!other.space || space)
        }

        /// Whether a character may be in both: digits are word characters, and no white space is either.
        func overlaps(_ other: Classes) -> Bool {
            ((digit || word) && (other.digit || other.word)) || (space && other.space)
        }

        /// `Regex` takes `\d` for any numeric character (`½`, `①`), not only decimal digits, and `\w`
        /// for letters, numbers, marks and connector punctuation such as `_`.
        func contain(_ scalar: Unicode.Scalar) -> Bool {
            let properties = scalar.properties
            if (digit || word) && properties.numericType != nil { return true }
            if word {
                if properties.isAlphabetic { return true }
                switch properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: return true
                default: break
                }
            }
            return space && properties.isWhitespace
        }
    }

    /// Whether each scalar of the set is a character of its own in any text: printable ASCII and
    /// `\d`, none of which joins a scalar before or after it into one character.
    var staysOneCharacter: Bool {
        guard case .some(let ranges, let classes) = self, !classes.word, !classes.space else { return false }
        return ranges.allSatisfy { $0.lowerBound >= 0x20 && $0.upperBound <= 0x7E }
    }

    static func scalar(_ scalar: Unicode.Scalar) -> PatternCharacters {
        .some(ranges: [scalar.value...scalar.value], classes: Classes())
    }

    static func characterClass(_ classes: Classes) -> PatternCharacters {
        .some(ranges: [], classes: classes)
    }

    /// Both sets' characters, or more.
    func union(_ other: PatternCharacters) -> PatternCharacters {
        switch (self, other) {
        case (.some(let ranges, let classes), .some(let otherRanges, let otherClasses)):
            .some(ranges: ranges + otherRanges, classes: classes.union(otherClasses))
        default:
            .any
        }
    }

    /// Whether some character may be in both sets; `true` when that cannot be told cheaply.
    func overlaps(_ other: PatternCharacters) -> Bool {
        switch (self, other) {
        case (.any, _), (_, .any), (.allBut, .allBut):
            return true
        case (.allBut(let excluded, let excludedClasses), .some(let ranges, let classes)),
            (.some(let ranges, let classes), .allBut(let excluded, let excludedClasses)):
            // Disjoint only when every character of the one is among those the other excludes.
            return !excludedClasses.includes(classes)
                || !ranges.allSatisfy { Self.range($0, liesIn: excluded, classes: excludedClasses) }
        case (.some(let ranges, let classes), .some(let otherRanges, let otherClasses)):
            if classes.overlaps(otherClasses) { return true }
            if ranges.contains(where: { one in otherRanges.contains { one.overlaps($0) } }) { return true }
            return ranges.contains { Self.range($0, mayHold: otherClasses) }
                || otherRanges.contains { Self.range($0, mayHold: classes) }
        }
    }

    /// Ranges wider than this are not looked at scalar by scalar: they are taken to hold a
    /// character of any class, and not to lie within a union of other ranges.
    private static let scanLimit: UInt32 = 512

    private static func range(_ range: ClosedRange<UInt32>, mayHold classes: Classes) -> Bool {
        guard !classes.isEmpty else { return false }
        guard range.upperBound - range.lowerBound < scanLimit else { return true }
        return range.contains { value in Unicode.Scalar(value).map(classes.contain) ?? false }
    }

    private static func range(
        _ range: ClosedRange<UInt32>, liesIn ranges: [ClosedRange<UInt32>], classes: Classes
    ) -> Bool {
        if ranges.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) {
            return true
        }
        guard range.upperBound - range.lowerBound < scanLimit else { return false }
        // A value that is no scalar (a surrogate) is no character either.
        return range.allSatisfy { value in
            ranges.contains { $0.contains(value) } || (Unicode.Scalar(value).map(classes.contain) ?? true)
        }
    }
}
