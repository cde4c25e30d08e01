/// The order in which Xcode writes the keys of every object of a String Catalog.
///
/// Xcode writes catalogs with Foundation's `JSONSerialization` and its `.sortedKeys` option, which
/// orders keys as `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering])` does: by
/// Unicode's root collation, reading runs of digits as numbers. formgen links no Foundation, so
/// this is that order for the text keys hold:
/// - white space, then punctuation (`_ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # %`), then
///   symbols (`` ` ^ + < = > | ~ $ ``, emoji), then numbers, then Latin letters, then other scripts;
/// - a run of digits counts as its number: `B6` before `B12`;
/// - case counts last: `time` before `Time`, and both before `times`;
/// - an accented Latin letter sorts with its letter, after it when all else is equal.
///
/// Other scripts keep the order of their code points, which for Greek, Cyrillic, kana and Han is
/// the order of their blocks in the root collation too.
enum CatalogKeyOrder {
    /// Whether `a` comes before `b`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// Negative when `a` comes first, positive when `b` does, 0 when they are the same scalars.
    static func compare(_ a: String, _ b: String) -> Int {
        let left = elements(a)
        let right = elements(b)
        for level in [Level.primary, .secondary, .tertiary] {
            let result = compare(left, right, at: level)
            if result != 0 { return result }
        }
        return lexicographic(Array(a.unicodeScalars.map(\.value)), Array(b.unicodeScalars.map(\.value)))
    }

    private enum Level {
        case primary, secondary, tertiary
    }

    /// One collation element: a run of ASCII digits, or one scalar.
    private enum Element {
        case number(digits: [UInt8])
        case scalar(Unicode.Scalar)
    }

    private static func elements(_ text: String) -> [Element] {
        var result: [Element] = []
        var digits: [UInt8] = []
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                digits.append(UInt8(scalar.value))
                continue
            }
            if !digits.isEmpty {
                result.append(.number(digits: digits))
                digits = []
            }
            result.append(.scalar(scalar))
        }
        if !digits.isEmpty { result.append(.number(digits: digits)) }
        return result
    }

    private static func compare(_ left: [Element], _ right: [Element], at level: Level) -> Int {
        let a = left.compactMap { weight($0, at: level) }
        let b = right.compactMap { weight($0, at: level) }
        for (x, y) in zip(a, b) where x != y {
            return lexicographic(x, y)
        }
        return a.count - b.count
    }

    /// The weight of `element` at `level`, as numbers compared in order; `nil` when the element
    /// does not count at that level (a combining mark at the primary level).
    private static func weight(_ element: Element, at level: Level) -> [UInt32]? {
        switch element {
        case .number(let digits):
            let significant = Array(digits.drop { $0 == UInt8(ascii: "0") })
            switch level {
            case .primary: return [Group.number.rawValue, UInt32(significant.count)] + significant.map(UInt32.init)
            case .secondary, .tertiary: return [0]
            }
        case .scalar(let scalar):
            let (group, base, accented, upper) = classify(scalar)
            switch level {
            case .primary: return group == .mark ? nil : [group.rawValue, base]
            case .secondary: return [accented ? scalar.value : 0]
            case .tertiary: return [upper ? 1 : 0]
            }
        }
    }

    /// The groups of the root collation, in order.
    private enum Group: UInt32 {
        case mark = 0, space, punctuation, number, latin, other
    }

    /// ASCII punctuation and symbols in root collation order.
    private static let asciiOrder = Array("_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    private static func classify(_ scalar: Unicode.Scalar) -> (Group, UInt32, accented: Bool, upper: Bool) {
        if scalar.isASCII {
            if let rank = asciiOrder.firstIndex(of: scalar) { return (.punctuation, UInt32(rank) * 10, false, false) }
            if ("a"..."z").contains(scalar) { return (.latin, scalar.value, false, false) }
            if ("A"..."Z").contains(scalar) { return (.latin, scalar.value + 32, false, true) }
            return (.space, scalar.value, false, false)
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark:
            return (.mark, 0, false, false)
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format:
            return (.space, scalar.value, false, false)
        case .dashPunctuation:
            return (.punctuation, rank("-") + 1, false, false)
        case .connectorPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation, .modifierSymbol, .otherSymbol:
            return (.punctuation, rank("%") + 5, false, false)
        case .mathSymbol:
            return (.punctuation, rank("~") + 5, false, false)
        case .currencySymbol:
            return (.punctuation, rank("$") + 5, false, false)
        default:
            if let letter = latinBase(of: properties.name ?? "") {
                let upper = properties.isUppercase
                return (.latin, letter, true, upper)
            }
            return (.other, scalar.value, false, properties.isUppercase)
        }
    }

    private static func rank(_ character: Unicode.Scalar) -> UInt32 {
        UInt32(asciiOrder.firstIndex(of: character) ?? 0) * 10
    }

    /// The lowercase ASCII letter of a Latin letter with marks, from its Unicode name
    /// ("LATIN SMALL LETTER E WITH ACUTE" → e); `nil` for any other scalar.
    private static func latinBase(of name: String) -> UInt32? {
        for prefix in ["LATIN SMALL LETTER ", "LATIN CAPITAL LETTER "] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let letter = rest.unicodeScalars.first, ("A"..."Z").contains(letter),
                rest.count == 1 || rest.dropFirst().hasPrefix(" WITH ")
            else { return nil }
            return letter.value + 32
        }
        return nil
    }

    private static func lexicographic(_ a: [UInt32], _ b: [UInt32]) -> Int {
        for (x, y) in zip(a, b) where x != y {
            return x < y ? -1 : 1
        }
        return a.count - b.count
    }
}
