import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// What `PatternShape` tells of patterns: lengths, whether they can match, and repetitions that
/// make a backtracking engine slow; and that it makes no claim about what it does not read.
@Suite struct PatternShapeTests {
    static func shape(_ pattern: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> PatternShape? {
        let shape = PatternShape(pattern)
        #expect(shape != nil, "\(pattern) was not read", sourceLocation: sourceLocation)
        return shape
    }

    @Test(
        arguments: [
            (#"^\d{5}(-\d{4})?$"#, 5, 10), ("a|bcd", 1, 3), ("[0-9]{3}-(?:[0-9]{4})", 8, 8), ("(?=a)abc", 3, 3),
            ("a*", 0, nil), ("a{2,}", 2, nil), ("a{,3}", 0, 3), ("", 0, 0), (#"\Qa.b\E"#, 3, 3),
            ("(?<y>ab)\\k<y>", 2, nil),
            // Characters, counted only where a scalar cannot join its neighbour (a letter may be a
            // Hangul jamo, `\s` a CR before a LF); scalars at most.
            ("(?i)[A-Z]+", 1, nil), (#"\p{L}\x41\u{42}"#, 2, 3), ("[a-z&&[^x]]", 1, 1), ("é", 1, 1),
            (#"\p{L}\p{M}"#, 1, 2), (#"\s\s"#, 1, 2), (#"\w\d"#, 1, 2),
        ] as [(String, Int, Int?)])
    func lengths(pattern: String, minimum: Int, maximum: Int?) {
        let shape = Self.shape(pattern)
        #expect(shape?.minimumLength == minimum)
        #expect(shape?.maximumLength == maximum)
    }

    @Test func matchability() {
        for pattern in ["(?!)", "a(?!)", "(?=(?!))", "(?!a?)", "(?<!)b"] {
            #expect(Self.shape(pattern)?.canMatch == false, "\(pattern)")
        }
        for pattern in ["(?!)|a", "(?!a)", "(?!$)", "(?:(?!))?b", "\\1?(a)"] {
            #expect(Self.shape(pattern)?.canMatch == true, "\(pattern)")
        }
        let integer = InputRule.numeral(decimal: false)
        for pattern in ["[a-z]+", "", "^$", "[^\\d\\s+\\-]*", "\\.5", "[٠-٩]?x"] {
            #expect(Self.shape(pattern)?.canMatchNonEmpty(within: integer) == false, "\(pattern)")
        }
        // `[^0-9]` takes Arabic-Indic digits, which a number pad types; `\d` and `.` take any digit.
        for pattern in ["[^0-9]+", "\\d+", ".", "[٠-٩]+", " *-?[0-9]+", "(a|1)", "\\w", "\\p{Nd}"] {
            #expect(Self.shape(pattern)?.canMatchNonEmpty(within: integer) == true, "\(pattern)")
        }
        #expect(Self.shape("\\.5")?.canMatchNonEmpty(within: InputRule.numeral(decimal: true)) == true)
    }

    @Test(arguments: [
        ("^(a+)+$", PatternShape.Backtracking.nested("(a+)+")), ("(x+x+)+y", .nested("(x+x+)+")),
        ("([a-z]+\\s?)*", .nested("([a-z]+\\s?)*")), ("(?:\\d+,?)+", .nested("(?:\\d+,?)+")),
        ("(a*)*", .nested("(a*)*")),
        (#"^\w+([.-]?\w+)*@\w+$"#, .nested(#"([.-]?\w+)*"#)),
        ("\\d+\\d*", .adjacent("\\d+", "\\d*")), (".*.*", .adjacent(".*", ".*")),
        ("\\d+-?\\d+", .adjacent("\\d+", "\\d+")), ("(a+)(?:b|a*)", .adjacent("a+", "a*")),
        ("[a-z]+[^0-9]+", .adjacent("[a-z]+", "[^0-9]+")), ("(?:a|b)+b*", .adjacent("(?:a|b)+", "b*")),
    ])
    func slowRepetitions(pattern: String, expected: PatternShape.Backtracking) {
        #expect(Self.shape(pattern)?.backtracking == expected)
    }

    @Test(arguments: [
        "^[^@]+@[^@]+\\.[^@]+$", #"^\d{5}(-\d{4})?$"#, "^[A-Z][a-z]+$", "^.*x.*$", "^(\\d+,)*\\d+$",
        "^([A-Z][a-z]*)( [A-Z][a-z]*)*$", "^\\s*\\d+\\s*$", "^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$",
        "^(\\w+\\.)+\\w+$", "^[^,]+(,[^,]+)*$", "a+b+", "^\\+?[0-9 ]+$", "(a{1,3})+",
    ])
    func ordinaryPatternsAreNotSlow(pattern: String) {
        #expect(Self.shape(pattern)?.backtracking == nil)
    }

    /// Hundreds of repetitions side by side, tested against all the ends before them at once: the
    /// overlap of the last with the first is still found across them, and repetitions that each
    /// take a character still part them. (Their cost shows in release: 200 fields of such a
    /// pattern took 1.80 s to validate, tested pair by pair, and take 0.42 s.)
    @Test func manyRepetitionsSideBySide() throws {
        let letters = (0..<500).map { String(UnicodeScalar(0x4E00 + $0)!) }
        let disjoint = try #require(Self.shape(letters.map { $0 + "*" }.joined()))
        #expect(disjoint.backtracking == nil)
        // The first and the last take the same character, with only repetitions between them.
        let middle = letters.dropFirst().dropLast(2)
        let overlapping = try #require(Self.shape("[一x]*" + middle.map { $0 + "*" }.joined() + "x*"))
        #expect(overlapping.backtracking == .adjacent("[一x]*", "x*"))
        // Each repetition between takes a character.
        let separated = try #require(Self.shape("[一x]*" + middle.map { $0 + "+" }.joined() + "x*"))
        #expect(separated.backtracking == nil)
    }

    /// Extended mode, conditionals, recursion, scalar semantics and counts with spaces are not read.
    @Test(arguments: [
        "(?x) a + # comment", "(?(1)a|b)", "(?R)", "(?u)a", "a{1, 2}", "a{-5}", "(*atomic:a)", "e\u{301}+",
        "a{99999}", "\\N{LATIN SMALL LETTER A}",
    ])
    func unreadPatternsGiveNoClaim(pattern: String) {
        #expect(PatternShape(pattern) == nil)
    }
}
