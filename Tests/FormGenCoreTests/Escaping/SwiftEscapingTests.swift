import FormGenCore
import Testing

struct SwiftEscapingTests {
    // MARK: - Literal forms

    @Test(arguments: [
        ("", #""""#),
        ("hello", #""hello""#),
        ("Name: ", #""Name: ""#),
        ("{{ x }} #tag 'single'", #""{{ x }} #tag 'single'""#),
        ("日本語のラベル", #""日本語のラベル""#),
        ("👨‍👩‍👧 family", #""👨‍👩‍👧 family""#),
        ("❤️", #""❤️""#),
        ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", #""🏴󠁧󠁢󠁳󠁣󠁴󠁿""#),
        ("e\u{301}", "\"e\u{301}\""),
        ("\u{301}start", "\"\u{301}start\""),
    ])
    func plainLiteralWhenNothingNeedsEscaping(value: String, literal: String) {
        #expect(SwiftEscaping.stringLiteral(value) == literal)
    }

    // Written with ordinary escapes: raw literals about raw literals are too easy to get wrong by hand.
    @Test(arguments: [
        ("say \"hi\"", "#\"say \"hi\"\"#"),
        ("C:\\path", "#\"C:\\path\"#"),
        ("\\(interpolation)", "#\"\\(interpolation)\"#"),
        ("a\"#b", "##\"a\"#b\"##"),
        ("a\"##b", "###\"a\"##b\"###"),
        ("\\#(x)", "##\"\\#(x)\"##"),
        ("\\##n", "###\"\\##n\"###"),
        ("\"#", "##\"\"#\"##"),
        ("a\"\"\"b", "#\"a\"\"\"b\"#"),
        ("\"a", "#\"\"a\"#"),
        ("end\"", "#\"end\"\"#"),
        ("\\", "#\"\\\"#"),
        ("#", "\"#\""),
        ("#\"", "#\"#\"\"#"),
    ])
    func rawLiteralForQuotesAndBackslashes(value: String, literal: String) {
        #expect(SwiftEscaping.stringLiteral(value) == literal)
    }

    /// `#"` followed by `""` would open a multi-line raw string, so these use the escaped form.
    @Test(arguments: [
        ("\"", "\"\\\"\""),
        ("\"\"", "\"\\\"\\\"\""),
        ("\"\"\"", "\"\\\"\\\"\\\"\""),
        ("\"\"x", "\"\\\"\\\"x\""),
    ])
    func escapedLiteralWhereRawWouldOpenMultiline(value: String, literal: String) {
        #expect(SwiftEscaping.stringLiteral(value) == literal)
    }

    @Test(arguments: [
        ("line\nbreak", #""line\nbreak""#),
        ("a\r\nb", #""a\r\nb""#),
        ("tab\there", #""tab\there""#),
        ("nul\0", #""nul\0""#),
        ("bell\u{7}", #""bell\u{7}""#),
        ("\u{1B}[0m", #""\u{1B}[0m""#),
        ("del\u{7F}", #""del\u{7F}""#),
        ("c1\u{85}\u{9F}", #""c1\u{85}\u{9F}""#),
        ("\"quoted\"\n", #""\"quoted\"\n""#),
        ("back\\slash\t", #""back\\slash\t""#),
        ("\\(x)\n", #""\\(x)\n""#),
        ("abc\u{202E}cba", #""abc\u{202E}cba""#),
        ("\u{61C}\u{200E}\u{200F}", #""\u{61C}\u{200E}\u{200F}""#),
        ("\u{2066}\u{2067}\u{2068}\u{2069}", #""\u{2066}\u{2067}\u{2068}\u{2069}""#),
        ("\u{2028}\u{2029}", #""\u{2028}\u{2029}""#),
        ("\u{FEFF}bom", #""\u{FEFF}bom""#),
        ("soft\u{AD}hyphen", #""soft\u{AD}hyphen""#),
        ("zero\u{200B}width", #""zero\u{200B}width""#),
        ("no\u{A0}break", #""no\u{A0}break""#),
        ("a\u{200D}b", #""a\u{200D}b""#),
        ("\u{200D}", #""\u{200D}""#),
        ("\u{FE0F}", #""\u{FE0F}""#),
        ("a\u{E0041}\u{E0042}", #""a\u{E0041}\u{E0042}""#),
        ("hangul\u{3164}filler", #""hangul\u{3164}filler""#),
        ("unassigned\u{378}", #""unassigned\u{378}""#),
        ("\u{E0001}", #""\u{E0001}""#),
    ])
    func escapedLiteralForInvisibleCharacters(value: String, literal: String) {
        #expect(SwiftEscaping.stringLiteral(value) == literal)
    }

    /// Scalars that must never appear raw in generated source, listed independently of the implementation.
    private static let forbiddenScalars: Set<UInt32> = Set(0x00...0x1F).union(0x7F...0x9F)
        .union([0xAD, 0x61C, 0x200B, 0x200C, 0x200E, 0x200F, 0x2028, 0x2029, 0xFEFF, 0xA0, 0x3000])
        .union(0x202A...0x202E).union(0x2066...0x2069)

    @Test func noLiteralContainsForbiddenScalars() {
        for value in Self.corpus {
            let literal = SwiftEscaping.stringLiteral(value)
            let bad = literal.unicodeScalars.filter { Self.forbiddenScalars.contains($0.value) }
            #expect(bad.isEmpty, "literal for \(Self.hex(value)) contains \(bad.map { Self.hex(String($0)) })")
        }
    }

    /// The strongest check: every literal in the corpus compiled into one program, whose output shows that
    /// each literal's value is exactly the original string.
    @Test
    func literalsRoundTripThroughSwiftc() throws {
        let corpus = Self.corpus
        var program = "let values: [String] = [\n"
        for value in corpus {
            program += "    " + SwiftEscaping.stringLiteral(value) + ",\n"
        }
        program += """
            ]
            for value in values {
                print(value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }

            """
        let result = try Swiftc.compileAndRun(program)
        try #require(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(lines.count == corpus.count)
        var mismatches = 0
        for (value, line) in zip(corpus, lines) where line != Self.hex(value) {
            mismatches += 1
            Issue.record("\(SwiftEscaping.stringLiteral(value)) printed \(line), expected \(Self.hex(value))")
        }
        #expect(mismatches == 0)
    }

    // MARK: - Corpus

    private static func hex(_ value: String) -> String {
        value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }

    /// Every ASCII and C1 scalar alone and next to quotes, backslashes and `#`; known-hard cases; and
    /// strings built at random (with a fixed seed) from the pieces that interact in literals.
    static let corpus: [String] = {
        var strings: [String] = []
        let neighbours = ["\"", "\\", "#", "\"#", "\\#", "a"]
        for value in UInt32(0)...0xA0 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = String(Character(scalar))
            strings.append(character)
            for neighbour in neighbours {
                strings.append(neighbour + character)
                strings.append(character + neighbour)
            }
        }
        strings += [
            "", "\"", "\"\"", "\"\"\"", "\"\"\"\"", "\"a", "a\"", "\"a\"", "\\", "\\\\", "\\(", "\\(x)", "\\#(x)",
            "\\##(x)", "\"#", "\"##", "\"###", "a\"#b\"##c", "#\"", "##\"", "#\"#", "\"\"\"\n\"\"\"", "\"\"\"#",
            "#\"\"\"#", "\\u{41}", "\\n", "\\0", "\r", "\r\n", "\n\r", "\0", "\0\0", "\u{1}\u{2}",
            "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", "\u{2066}x\u{2069}", "\u{61C}", "\u{200E}\u{200F}",
            "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{AD}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}",
            "\u{180E}", "\u{FFF9}\u{FFFA}\u{FFFB}", "\u{E0001}", "\u{E0020}", "\u{E007F}", "\u{115F}\u{1160}",
            "\u{34F}", "\u{FE0F}", "\u{FE00}", "\u{E0100}", "\u{1680}", "\u{2000}\u{200A}", "\u{3000}",
            "\u{10FFFF}", "\u{FFFF}", "\u{FFFE}", "\u{E000}", "\u{F8FF}", "\u{378}",
            "👍", "👍🏽", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🇯🇵", "1️⃣", "#️⃣", "❤️", "☺︎",
            "e\u{301}", "\u{301}", "\u{301}\"", "\"\u{301}", "\u{20DD}", "a\u{20DD}\"", "Å", "A\u{30A}",
            "日本語", "한국어", "עברית", "العربية", "हिन्दी", "ไทย", "Ελληνικά", "Русский", "𝄞", "\u{1D11E}\"",
            "\"\u{200D}\"", "\u{1F468}\u{200D}\"", "\u{1F3F4}\u{E0041}", "\u{1F3F4}\"\u{E0041}",
            String(repeating: "\"#", count: 20), String(repeating: "\\", count: 33),
            String(repeating: "x", count: 500),
        ]
        let pieces = [
            "\"", "\"", "\\", "\\", "#", "#", "##", "(", ")", "\\(", "\\#(", "\"\"\"", "\"#", "{", "}", "a", "Z",
            "0", " ", " ", "\n", "\t", "\r", "\r\n", "\0", "\u{7}", "\u{85}", "\u{7F}", "\u{202E}", "\u{2066}",
            "\u{2028}", "\u{FEFF}", "\u{200D}", "\u{FE0F}", "\u{E0041}", "\u{301}", "\u{A0}", "é", "日", "👍",
            "👨‍👩‍👧", "🇯🇵", "❤️", "'", "`", "$", "%", "\u{10FFFF}",
        ]
        var generator = SplitMix64(seed: 0x5EED_F0F0)
        for _ in 0..<600 {
            let length = Int.random(in: 0...10, using: &generator)
            var string = ""
            for _ in 0..<length {
                string += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            strings.append(string)
        }
        return strings
    }()

    /// Text for a comment is shown as is when it is plain, and as an escaped literal otherwise.
    @Test(arguments: [
        ("Login.json", "Login.json"), ("名前.json", "名前.json"), ("a b.json", "a b.json"),
        ("x\nfunc injected() {}.json", #""x\nfunc injected() {}.json""#), ("a\u{2028}b", #""a\u{2028}b""#),
        ("esc\u{1B}[31m", #""esc\u{1B}[31m""#), ("quote\"d", ##"#"quote"d"#"##),
    ])
    func inertText(value: String, shown: String) {
        #expect(SwiftEscaping.inertText(value) == shown)
        #expect(!SwiftEscaping.inertText(value).contains("\n"))
    }

    /// Text in a message keeps its quotes, backslashes, emoji and marks, and shows what a literal
    /// would escape for being invisible or acting on a terminal.
    @Test(arguments: [
        ("unknown key 'label'", "unknown key 'label'"), ("'名前' — \"ok\" \\", "'名前' — \"ok\" \\"),
        ("👨‍👩‍👧 e\u{301} ❤️", "👨‍👩‍👧 e\u{301} ❤️"), ("la\u{200B}bel", #"la\u{200B}bel"#),
        ("\u{200D}\u{2060}\u{FEFF}\u{202E}\u{3164}", #"\u{200D}\u{2060}\u{FEFF}\u{202E}\u{3164}"#),
        ("a\u{1B}[2J\nb\t\r\0\u{7F}\u{85}\u{2028}\u{A0}", #"a\u{1B}[2J\nb\t\r\0\u{7F}\u{85}\u{2028}\u{A0}"#),
    ])
    func escapingInvisibles(value: String, shown: String) {
        #expect(SwiftEscaping.escapingInvisibles(value) == shown)
    }
}
