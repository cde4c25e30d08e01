import FormGenCore

/// The order in which Xcode writes the keys of every object of a String Catalog.
///
/// Xcode writes catalogs with Foundation's `JSONSerialization` and `.sortedKeys`, which orders keys
/// with `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], range:, locale:)` in the
/// root locale. That is CoreFoundation's `CFStringCompareWithOptionsAndLocale`: it walks both
/// strings while they are equal (folding case only after a first difference, reading runs of ASCII
/// digits as numbers), and at the first difference it hands the rest of both strings, from one
/// character before, to ICU's root collation. formgen links no Foundation, so this is a port of
/// that walk with a small model of the root collation in place of ICU:
/// - levels in turn: letters and symbols, then accents, then width and kana kind, then case, then
///   code points; `time` < `Time` < `times`, `cafe` < `café` < `cafes`, `7` < `007` < `8`;
/// - white space, then punctuation (`_ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # %`, with `‘ ’`
///   beside `'`, `“ ”` beside `"`, and the Japanese marks among them), then symbols (`` ` ^ ° © ``
///   arrows `+ < = > | ~`, then other symbols and emoji by code point, then `〒 々 ゝ ー ヽ`), then
///   currency, then numbers, then Latin, Greek, Cyrillic, other scripts, Hangul, kana, Han;
/// - accented Latin letters after their letter (acute, grave, breve, circumflex, caron, ring,
///   diaeresis, double acute, tilde, dot, cedilla, ogonek, macron, stroke), a letter with two
///   marks by both in turn (`ǘ` before `ǖ`); `æ œ` as `ae oe`, `ß` as `ss`, `ð` after `d`, `þ`
///   after `z`; full-width forms after their ASCII letter;
/// - kana by sound in gojūon order: hiragana with katakana, small and half-width kana with their
///   letter, voiced kana after it (`か カ が ガ`); Hangul by jamo; Han by code point.
///
/// Known to differ (CatalogKeyOrderTests lists the pairs): `ð` (`ðe` sorts before `Done`);
/// full-width Latin against ASCII capitals (`ａｂｃ` before `ABC`); half-width kana with a separate
/// voicing mark (`ｶﾞｲﾄﾞ`); some Hangul pairs whose first difference is a final consonant (`가가` and
/// `간`); Cyrillic `ё й` and Greek accented vowels when a later letter differs; some keys
/// mixing a capital with `ø` or `æ` after an accented first letter (`OØá` and `öÆ`). Scripts other
/// than Latin, Greek, Cyrillic, Hangul, kana and Han keep the order of their code points;
/// punctuation and symbols not named above go among the symbols by code point; compatibility
/// characters not named above (superscripts, circled numbers, most ligatures and letterlike
/// symbols) are not expanded; numbers wider than 19 digits are compared whole, where Foundation
/// parses 64 bits.
///
/// One order serves a whole sort: it keeps each scalar's case folding and collation elements once
/// found, as finding them looks up Unicode properties and names, and keys that differ only in
/// accents or case are read whole in every comparison.
struct CatalogKeyOrder {
    private let known = KnownScalars()

    /// Whether `a` comes before `b`.
    func precedes(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// Negative when `a` comes first, positive when `b` does, 0 when they are the same scalars.
    ///
    /// Both keys are read only as far as it takes to order them: along what they share, then to
    /// where the root collation first tells them apart. Keys that differ early cost little however
    /// long they are.
    func compare(_ a: String, _ b: String) -> Int {
        walk(a.unicodeScalars, b.unicodeScalars)
    }

    /// The case foldings and collation elements of the scalars met so far.
    private final class KnownScalars {
        private var foldings: [Unicode.Scalar: [Unicode.Scalar]?] = [:]
        private var elements: [Unicode.Scalar: [Element]] = [:]

        func caseFolding(_ scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
            if let known = foldings[scalar] { return known }
            let folding = CatalogKeyOrder.caseFolding(scalar)
            foldings[scalar] = folding
            return folding
        }

        func elements(_ scalar: Unicode.Scalar) -> [Element] {
            if let known = elements[scalar] { return known }
            let found = CatalogKeyOrder.elements(scalar)
            elements[scalar] = found
            return found
        }
    }

    private typealias Scalars = String.UnicodeScalarView

    // MARK: - CoreFoundation's walk

    /// `CFStringCompareWithOptionsAndLocale` for these options, over scalars.
    private func walk(_ s1: Scalars, _ s2: Scalars) -> Int {
        var i1 = s1.startIndex
        var i2 = s2.startIndex
        var settled1 = i1  // where the last point both strings were equal up to
        var settled2 = i2
        var forced1 = i1  // where the first difference was seen
        var forced2 = i2
        var result = 0  // the first difference, by code unit, once seen
        var numericTie = false
        var fold1: [Unicode.Scalar] = []
        var fold2: [Unicode.Scalar] = []
        var next1 = 0
        var next2 = 0
        while i1 < s1.endIndex && i2 < s2.endIndex {
            var c1: Unicode.Scalar
            var c2: Unicode.Scalar
            if fold1.isEmpty {
                c1 = result == 0 ? s1[i1] : Self.asciiLowercase(s1[i1])
            } else {
                c1 = fold1[next1]
                next1 += 1
            }
            if fold2.isEmpty {
                c2 = result == 0 ? s2[i2] : Self.asciiLowercase(s2[i2])
            } else {
                c2 = fold2[next2]
                next2 += 1
            }
            if fold1.isEmpty && fold2.isEmpty && Self.isASCIIDigit(c1) && Self.isASCIIDigit(c2) {
                let run1 = s1[i1...].prefix(while: Self.isASCIIDigit)
                let run2 = s2[i2...].prefix(while: Self.isASCIIDigit)
                let order = Self.compareNumbers(run1.map(Self.digitValue), run2.map(Self.digitValue))
                if order != 0 { return order }
                if result == 0 && run1.count != run2.count {
                    result = run1.count < run2.count ? -1 : 1
                    numericTie = true
                    forced1 = i1
                    forced2 = i2
                }
                i1 = run1.endIndex
                i2 = run2.endIndex
                continue
            }
            if c1 != c2 {
                if result == 0 {
                    result = Array(c1.utf16).lexicographicallyPrecedes(c2.utf16) ? -1 : 1
                    forced1 = settled1
                    forced2 = settled2
                }
                if c1.isASCII && c2.isASCII {
                    return collate(s1, from: i1, s2, from: i2)
                }
                if fold1.isEmpty, let folded = known.caseFolding(c1) {
                    fold1 = folded
                    c1 = folded[0]
                    next1 = 1
                }
                if fold1.isEmpty && !fold2.isEmpty {
                    return collate(s1, from: settled1, s2, from: settled2)
                }
                if fold2.isEmpty && (fold1.isEmpty || c1 != c2) {
                    if let folded = known.caseFolding(c2) {
                        fold2 = folded
                        c2 = folded[0]
                        next2 = 1
                    }
                    if fold2.isEmpty || c1 != c2 {
                        return collate(s1, from: settled1, s2, from: settled2)
                    }
                }
                if !fold1.isEmpty && !fold2.isEmpty {
                    while next1 < fold1.count && next2 < fold2.count && fold1[next1] == fold2[next2] {
                        next1 += 1
                        next2 += 1
                    }
                    if next1 < fold1.count && next2 < fold2.count {
                        return collate(s1, from: settled1, s2, from: settled2)
                    }
                }
            }
            if !fold1.isEmpty && next1 == fold1.count { fold1 = [] }
            if !fold2.isEmpty && next2 == fold2.count { fold2 = [] }
            if fold1.isEmpty { s1.formIndex(after: &i1) }
            if fold2.isEmpty { s2.formIndex(after: &i2) }
            if fold1.isEmpty && fold2.isEmpty {
                settled1 = i1
                settled2 = i2
            }
        }
        if !numericTie && result != 0 && i1 == s1.endIndex && i2 == s2.endIndex {
            result = collate(s1, from: forced1, s2, from: forced2)
        }
        return i1 < s1.endIndex ? 1 : i2 < s2.endIndex ? -1 : result
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> UInt8 {
        UInt8(scalar.value - 0x30)
    }

    private static func asciiLowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value) + 32) : scalar
    }

    /// Digits by value, leading zeros aside.
    private static func compareNumbers(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let x = a.drop { $0 == 0 }
        let y = b.drop { $0 == 0 }
        if x.count != y.count { return x.count < y.count ? -1 : 1 }
        for (p, q) in zip(x, y) where p != q { return p < q ? -1 : 1 }
        return 0
    }

    /// The case folding of a non-ASCII scalar, `nil` when it folds to itself.
    private static func caseFolding(_ scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
        if scalar.isASCII { return nil }
        let folded: String
        switch scalar {
        case "ß", "ẞ": folded = "ss"
        case "ς": folded = "σ"
        default: folded = scalar.properties.lowercaseMapping
        }
        let scalars = Array(folded.unicodeScalars)
        return scalars == [scalar] ? nil : scalars
    }

    // MARK: - The root collation

    /// The root collation of `s1` and `s2` from `start1` and `start2`, each moved back over one
    /// character and any marks and punctuation before it, as CoreFoundation hands them to ICU.
    ///
    /// Each level is a pass over the elements of both texts, to their first difference. The
    /// letters and symbols settle most pairs early; the other levels are weighed when the letters
    /// and symbols are the same throughout.
    private func collate(_ s1: Scalars, from start1: Scalars.Index, _ s2: Scalars, from start2: Scalars.Index)
        -> Int
    {
        let a = s1[Self.extendedBack(s1, start1)...]
        let b = s2[Self.extendedBack(s2, start2)...]
        let levels: [(Element) -> UInt32?] = [
            { $0.primary == 0 ? nil : $0.primary },
            { $0.secondary == 0 ? nil : $0.secondary },
            { $0.primary == 0 ? nil : $0.variant },
            { $0.primary == 0 ? nil : ($0.upper ? 1 : 0) },
        ]
        for level in levels {
            let left = ElementReader(a, known: known).lazy.compactMap(level)
            let right = ElementReader(b, known: known).lazy.compactMap(level)
            let result = Self.lexicographic(left, right)
            if result != 0 { return result }
        }
        let codeUnits = { (scalar: Unicode.Scalar) in scalar.utf16.lazy.map(UInt32.init) }
        return Self.lexicographic(a.lazy.flatMap(codeUnits), b.lazy.flatMap(codeUnits))
    }

    private static func extendedBack(_ s: Scalars, _ start: Scalars.Index) -> Scalars.Index {
        guard start > s.startIndex else { return start }
        var location = s.index(before: start)
        while location > s.startIndex {
            let scalar = s[location]
            guard isMarkOrPunctuation(scalar), !(0x2E80..<0xAC00).contains(scalar.value) else { break }
            s.formIndex(before: &location)
        }
        return location
    }

    private static func isMarkOrPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation, .dashPunctuation,
            .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    private static func lexicographic<A: Sequence<UInt32>, B: Sequence<UInt32>>(_ a: A, _ b: B) -> Int {
        var left = a.makeIterator()
        var right = b.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let x?, let y?) where x != y: return x < y ? -1 : 1
            default: continue
            }
        }
    }

    /// One collation element: `primary` 0 for a mark, which only weighs as an accent; `secondary`
    /// 1 for no accent; `variant` the width or kana kind.
    private struct Element {
        var primary: UInt32
        var secondary: UInt32 = 1
        var variant: UInt32 = 0
        var upper = false
    }

    /// The groups of the root collation, in order; a primary is its group and a rank within it.
    private enum Group: UInt32 {
        case space = 1, punctuation, symbol, japaneseMark, currency, number, latin, greek, cyrillic, other, hangul,
            kana, han, hanExtension, unassigned
    }

    private static func primary(_ group: Group, _ rank: UInt32) -> UInt32 {
        group.rawValue << 24 | rank
    }

    /// The collation elements of some text, read as they are asked for.
    private struct ElementReader: Sequence, IteratorProtocol {
        let scalars: Substring.UnicodeScalarView
        /// Where the elements read so far end in `scalars`.
        private var index: Substring.UnicodeScalarView.Index
        /// The elements of the last scalar or run of digits read, from `position` on not yet given.
        private var elements: [Element] = []
        private var position = 0
        private let known: KnownScalars

        init(_ scalars: Substring.UnicodeScalarView, known: KnownScalars) {
            self.scalars = scalars
            self.known = known
            index = scalars.startIndex
        }

        mutating func next() -> Element? {
            while position == elements.count {
                elements = []
                position = 0
                guard readNext() else { return nil }
            }
            position += 1
            return elements[position - 1]
        }

        /// Reads the elements of the next scalar, or of the next run of digits; false at the end.
        private mutating func readNext() -> Bool {
            guard index < scalars.endIndex else { return false }
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else {
                elements += known.elements(scalar)
                return true
            }
            // A run of digits weighs as its number: its count of significant digits, then them.
            var digits: [UInt32] = [UInt32(value)]
            var variant: UInt32 = scalar.isASCII ? 0 : 1
            while index < scalars.endIndex, scalars[index].properties.numericType == .decimal,
                let next = scalars[index].properties.numericValue
            {
                digits.append(UInt32(next))
                if !scalars[index].isASCII { variant = 1 }
                scalars.formIndex(after: &index)
            }
            let significant = Array(digits.drop { $0 == 0 })
            let number = significant.isEmpty ? [0] : significant
            elements.append(Element(primary: CatalogKeyOrder.primary(.number, UInt32(number.count)), variant: variant))
            elements += number.map { Element(primary: CatalogKeyOrder.primary(.number, $0), variant: variant) }
            return true
        }
    }

    private static func elements(_ scalar: Unicode.Scalar) -> [Element] {
        let value = scalar.value
        if (0xFF01...0xFF5E).contains(value) {  // full-width ASCII
            return elements(Unicode.Scalar(UInt8(value - 0xFEE0))).map {
                Element(primary: $0.primary, secondary: $0.secondary, variant: 1, upper: $0.upper)
            }
        }
        if let mapped = compatibility[scalar] {
            return mapped.unicodeScalars.flatMap(elements).map {
                Element(primary: $0.primary, secondary: $0.secondary, variant: $0.variant + 2, upper: $0.upper)
            }
        }
        if let (group, rank, secondary) = tables[scalar] {
            return [Element(primary: primary(group, rank), secondary: secondary)]
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control:
            if let rank = whiteSpace.firstIndex(of: scalar) { return [Element(primary: primary(.space, UInt32(rank)))] }
            return []
        case .lineSeparator, .paragraphSeparator:
            return [Element(primary: primary(.space, UInt32(whiteSpace.count) + value - 0x2028))]
        case .spaceSeparator:
            let variant: UInt32 = value == 0x20 ? 0 : value == 0x3000 ? 1 : value == 0xA0 ? 2 : 3
            return [Element(primary: primary(.space, 16), variant: variant)]
        case .format:
            return []
        case .nonspacingMark, .spacingMark, .enclosingMark:
            let name = properties.name ?? ""
            if name.hasPrefix("VARIATION SELECTOR") { return [] }
            return [Element(primary: 0, secondary: accent(name.replacingPrefix("COMBINING ")) ?? (0x1000 + value))]
        case .currencySymbol:
            return [Element(primary: primary(.currency, 0x10_0000 + value))]
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .modifierSymbol, .otherSymbol:
            return [Element(primary: primary(.symbol, value))]
        default:
            break
        }
        let name = properties.name ?? ""
        if let letters = latin(name) { return letters }
        if let letters = kana(name) { return letters }
        if let letter = alphabet(name, script: "GREEK", .greek, greekLetters) { return letter }
        if let letter = alphabet(name, script: "CYRILLIC", .cyrillic, cyrillicLetters) { return letter }
        if (0xAC00...0xD7A3).contains(value) {  // Hangul syllables, as their jamo
            let syllable = value - 0xAC00
            let trailing = syllable % 28
            var jamo = [0x1100 + syllable / 588, 0x1161 + syllable % 588 / 28]
            if trailing > 0 { jamo.append(0x11A7 + trailing) }
            return jamo.map { Element(primary: primary(.hangul, $0)) }
        }
        if (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value) || (0xD7B0...0xD7FF).contains(value) {
            return [Element(primary: primary(.hangul, value))]
        }
        if properties.isUnifiedIdeograph {
            let core = (0x4E00...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
            return [Element(primary: primary(core ? .han : .hanExtension, value))]
        }
        if properties.generalCategory == .unassigned { return [Element(primary: primary(.unassigned, value))] }
        return [Element(primary: primary(.other, value), upper: properties.isUppercase)]
    }

    // MARK: Tables

    private static let whiteSpace: [Unicode.Scalar] = ["\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}"]

    /// Punctuation and symbols in root collation order; the scalars of one entry differ only as
    /// accents do (`'` and `’`).
    private static let punctuation = [
        "_", "-", "‐", "‑", "–", "—", "―", "〜", "〰", "・", ",", "،", "、", ";", ":", "!", "¡", "?", "¿", ".", "。",
        "·", "'‘’‚‛", "‹", "›", "\"“”„", "«", "»", "(", ")", "[", "]", "{", "}", "〈", "〉", "《", "》", "「", "」",
        "『", "』", "【", "】", "〔", "〕", "§", "¶", "@", "*", "/", "\\", "&", "#", "%", "‰", "†", "‡", "•", "〃",
        "※",
    ]
    private static let symbols = [
        "`", "´", "˜", "^", "¯", "¨", "°", "©", "®", "←", "→", "↑", "↓", "↔", "⇒", "∑", "+", "±", "÷", "×", "<",
        "=≠", ">", "¬", "|", "¦", "~",
    ]
    private static let japaneseMarks = ["〒", "々", "ゝゞ", "ー", "ヽヾ"]
    private static let currencies = ["¤", "¢", "$", "£", "¥"]

    private static let tables: [Unicode.Scalar: (Group, UInt32, UInt32)] = {
        var result: [Unicode.Scalar: (Group, UInt32, UInt32)] = [:]
        for (group, entries) in [
            (Group.punctuation, punctuation + symbols), (.japaneseMark, japaneseMarks), (.currency, currencies),
        ] {
            for (rank, entry) in entries.enumerated() {
                for (accent, scalar) in entry.unicodeScalars.enumerated() {
                    result[scalar] = (group, UInt32(rank), UInt32(accent) + 1)
                }
            }
        }
        return result
    }()

    /// Compatibility characters that weigh as the text they stand for.
    private static let compatibility: [Unicode.Scalar: String] = [
        "…": "...", "‥": "..", "℃": "°c", "℉": "°f", "№": "No", "™": "TM", "℡": "TEL", "ﬁ": "fi", "ﬂ": "fl",
        "\u{FFE0}": "¢", "\u{FFE1}": "£", "\u{FFE5}": "¥",
    ]

    /// Accents in the order the root collation weighs them.
    private static let accents = [
        "ACUTE", "GRAVE", "BREVE", "CIRCUMFLEX", "CARON", "RING ABOVE", "DIAERESIS", "DOUBLE ACUTE", "TILDE",
        "DOT ABOVE", "CEDILLA", "OGONEK", "MACRON", "STROKE", "MIDDLE DOT", "DOT BELOW", "HOOK ABOVE", "HORN",
        "TONOS", "DIALYTIKA", "KATAKANA-HIRAGANA VOICED SOUND MARK", "KATAKANA-HIRAGANA SEMI-VOICED SOUND MARK",
        "LIGATURE",
    ]

    /// The secondary weight of an accent named as in "WITH ACUTE" or "COMBINING ACUTE ACCENT".
    private static func accent(_ name: String) -> UInt32? {
        let words = name.replacingSuffix(" ACCENT")
        if let rank = accents.firstIndex(of: words) { return UInt32(rank) + 2 }
        switch words {
        case "DIAERESIS AND TONOS", "DIALYTIKA AND TONOS": return nil
        case "HALFWIDTH KATAKANA VOICED SOUND MARK": return accent(accents[20])
        case "HALFWIDTH KATAKANA SEMI-VOICED SOUND MARK": return accent(accents[21])
        default: return nil
        }
    }

    /// A Latin letter from its name: "LATIN SMALL LETTER E WITH ACUTE" → e, acute.
    private static func latin(_ name: String) -> [Element]? {
        let upper = name.hasPrefix("LATIN CAPITAL ")
        guard upper || name.hasPrefix("LATIN SMALL ") else { return nil }
        var rest = Substring(name.drop { $0 != " " }.dropFirst())
        rest = rest.drop { $0 != " " }.dropFirst()  // SMALL / CAPITAL
        guard rest.hasPrefix("LETTER ") || rest.hasPrefix("LIGATURE ") else { return nil }
        let ligature = rest.hasPrefix("LIGATURE ")
        rest = rest.drop { $0 != " " }.dropFirst()
        let parts = rest.components(separatedBy: " WITH ")
        let letterName = parts[0]
        var marks = parts.count > 1 ? parts[1].components(separatedBy: " AND ") : []
        let letters: [(String, UInt32)]
        switch letterName {
        case "AE", "OE": letters = [(String(letterName.prefix(1)), 0), (String(letterName.suffix(1)), 0)]
        case "SHARP S": letters = [("S", 0), ("S", 0)]
        case "ETH": letters = [("D", 1)]
        case "THORN": letters = [("Z", 1)]
        case "DOTLESS I": letters = [("I", 1)]
        default:
            guard letterName.count == 1 || ligature else { return nil }
            letters = letterName.map { (String($0), 0) }
        }
        var result: [Element] = []
        for (letter, extra) in letters {
            guard let scalar = letter.unicodeScalars.first, letter.count == 1, ("A"..."Z").contains(scalar) else {
                return nil
            }
            let variant: UInt32 = letterName == "SHARP S" ? 2 : 0
            result.append(
                Element(primary: primary(.latin, (scalar.value - 0x41) * 4 + extra), variant: variant, upper: upper))
            guard result.count == 1 else { continue }
            if letterName == "AE" || letterName == "OE" { marks.insert("LIGATURE", at: 0) }
            // The marks follow the first letter, each weighed, in the order the name gives them.
            result += marks.map { Element(primary: 0, secondary: accent($0) ?? 0x800) }
        }
        return result
    }

    /// The syllables of the kana, in gojūon order, as Unicode names them.
    private static let syllables = """
        A I U E O KA KI KU KE KO SA SI SU SE SO TA TI TU TE TO NA NI NU NE NO HA HI HU HE HO MA MI MU ME MO \
        YA YU YO RA RI RU RE RO WA WI WE WO N
        """.split(separator: " ").map(String.init)

    /// Voiced syllables as the plain syllable and the mark.
    private static let voiced: [Character: (Character, Int)] = [
        "G": ("K", 20), "Z": ("S", 20), "D": ("T", 20), "B": ("H", 20), "P": ("H", 21), "V": ("W", 20),
    ]

    /// A kana letter from its name: "KATAKANA LETTER SMALL TU" → tu, small katakana.
    private static func kana(_ name: String) -> [Element]? {
        var kind: UInt32
        var rest: Substring
        if name.hasPrefix("HIRAGANA LETTER ") {
            kind = 0
            rest = name.dropFirst(16)
        } else if name.hasPrefix("KATAKANA LETTER ") {
            kind = 1
            rest = name.dropFirst(16)
        } else if name.hasPrefix("HALFWIDTH KATAKANA LETTER ") {
            kind = 2
            rest = name.dropFirst(26)
        } else {
            return nil
        }
        if rest.hasPrefix("SMALL ") {
            rest = rest.dropFirst(6)
        } else {
            kind += 3
        }
        var syllable = String(rest)
        var mark: Int?
        if syllable == "VU" {
            syllable = "U"
            mark = 20
        } else if !syllables.contains(syllable), let first = syllable.first, let (plain, accent) = voiced[first] {
            syllable = String(plain) + syllable.dropFirst()
            mark = accent
        }
        guard let rank = syllables.firstIndex(of: syllable) else { return nil }
        var result = [Element(primary: primary(.kana, UInt32(rank)), variant: kind)]
        if let mark { result.append(Element(primary: 0, secondary: UInt32(mark) + 2)) }
        return result
    }

    private static let greekLetters = """
        ALPHA BETA GAMMA DELTA EPSILON ZETA ETA THETA IOTA KAPPA LAMDA MU NU XI OMICRON PI RHO SIGMA TAU UPSILON \
        PHI CHI PSI OMEGA
        """.split(separator: " ").map(String.init)

    private static let cyrillicLetters = """
        A BE VE GHE DJE IE UKRAINIAN_IE ZHE ZE DZE I BYELORUSSIAN-UKRAINIAN_I JE KA EL LJE EM EN NJE O PE ER ES TE \
        TSHE U EF HA TSE CHE DZHE SHA SHCHA HARD_SIGN YERU SOFT_SIGN E YU YA
        """.split(separator: " ").map { $0.replacingOccurrences("_", " ") }

    /// Cyrillic letters that are another with an accent.
    private static let cyrillicAccented: [String: (String, String)] = [
        "IO": ("IE", "DIAERESIS"), "SHORT I": ("I", "BREVE"), "SHORT U": ("U", "BREVE"),
        "YI": ("BYELORUSSIAN-UKRAINIAN I", "DIAERESIS"), "GJE": ("GHE", "ACUTE"), "KJE": ("KA", "ACUTE"),
        "GHE WITH UPTURN": ("GHE", "LIGATURE"), "IE WITH GRAVE": ("IE", "GRAVE"), "I WITH GRAVE": ("I", "GRAVE"),
    ]

    /// A Greek or Cyrillic letter from its name, by the order of `letters`.
    private static func alphabet(_ name: String, script: String, _ group: Group, _ letters: [String]) -> [Element]? {
        let upper = name.hasPrefix(script + " CAPITAL LETTER ")
        guard upper || name.hasPrefix(script + " SMALL LETTER ") else { return nil }
        var letter = String(name.drop { $0 != " " }.dropFirst().drop { $0 != " " }.dropFirst().dropFirst(7))
        var marks: [String] = []
        var variant: UInt32 = 0
        if letter == "FINAL SIGMA" {
            letter = "SIGMA"
            variant = 2
        }
        if let (base, mark) = group == .cyrillic ? cyrillicAccented[letter] : nil {
            letter = base
            marks = [mark]
        } else if group == .greek {
            let parts = letter.components(separatedBy: " WITH ")
            letter = parts[0]
            marks = parts.count > 1 ? parts[1].components(separatedBy: " AND ") : []
        }
        guard let rank = letters.firstIndex(of: letter) else { return nil }
        return [Element(primary: primary(group, UInt32(rank)), variant: variant, upper: upper)]
            + marks.map { Element(primary: 0, secondary: accent($0) ?? 0x800) }
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }

    fileprivate func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}

extension Substring {
    fileprivate func components(separatedBy separator: String) -> [String] {
        String(self).components(separatedBy: separator)
    }

    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        String(self).split(separator: Character(target), omittingEmptySubsequences: false).joined(
            separator: replacement)
    }
}

extension String {
    /// `self` cut at every `separator` (no Foundation here).
    fileprivate func components(separatedBy separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(ofBytes: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}
