import FormGenCore
import Testing

/// The lexer scans UTF-8 but counts in characters: columns count characters, `\r\n` is one line break, a
/// lone `\r` is one too, and a delimiter joined to a combining mark is not a delimiter.
struct TemplatingLexingTests {
    private let context: TemplateValue = ["t": true, "f": false, "x": "X", "xs": ["a", "b"]]

    private func render(_ source: String) throws -> String {
        try TemplateFixture.render(source, context)
    }

    private func expectFailure(
        _ marked: String,
        _ message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        TemplateFixture.expectFailure(marked, context, message, sourceLocation: sourceLocation)
    }

    // MARK: - Templates with only text

    @Test func templatesWithOnlyTextAreOutputAsTheyAre() throws {
        #expect(try render("") == "")
        #expect(try render("plain") == "plain")
        #expect(try render("{") == "{")
        #expect(try render("}}") == "}}")
        #expect(try render("a }} %} #} { { % # -}} b") == "a }} %} #} { { % # -}} b")
        let code = """
            // 100% {x} #1 é👍日 e\u{301}
            struct A {
                var b: [String: Int] = [:]  \r
            \tfunc c() { d { e } }\r
            }

            """
        #expect(try render(code) == code)
        #expect(try render("\n\r\n\r \t") == "\n\r\n\r \t")
        #expect(try TemplateSet(sources: ["a": "x", "b": ""]).names == ["a", "b"])
    }

    /// `{{` joined to a combining mark, or `{` to a prepended mark before it, opens nothing.
    @Test func delimitersJoinedToOtherCharactersAreText() throws {
        #expect(try render("{{\u{301} x }}") == "{{\u{301} x }}")
        #expect(try render("\u{600}{{ x }}") == "\u{600}{{ x }}")
        #expect(try render("{\u{301}{ x }}") == "{\u{301}{ x }}")
        #expect(try render("{{ x }}{%\u{301} if %}") == "X{%\u{301} if %}")
        expectFailure("⟦{{ x }}\u{301}", "unclosed '{{'; expected '}}'")
        expectFailure("⟦{% if t %\u{600}}", "unclosed '{%'; expected '%}'")
        expectFailure("{{ x ⟦-\u{301}}}", "unexpected character '-\u{301}'")
        expectFailure("{{ ab⟦c\u{301} }}", "unexpected character 'c\u{301}'")
        #expect(try render("{{ \"a\"\u{301}b\" }}") == "a\"\u{301}b")
        #expect(try render("{{ \"a\\\u{301}\" }}") == "a\\\u{301}")
        expectFailure(
            "{{ \"a⟦\\n\u{301}\" }}",
            "unknown escape '\\n\u{301}' in string literal; use \\\", \\\\, \\n or \\t")
    }

    // MARK: - Positions after non-ASCII text

    @Test func positionsAfterNonASCIITextOnTheSameLine() {
        expectFailure("日本語 é👍 {{ ⟦nope }}", "unknown variable 'nope'")
        expectFailure("日{{ x }}本{{ x }}🇫🇷 {{ ⟦nope }}", "unknown variable 'nope'")
        expectFailure("ü ⟦{{ }}", "expected a value in '{{ }}'")
        expectFailure("é👍 {{ x | ⟦}}", "expected a filter name after '|'")
        expectFailure(
            "👨‍👩‍👧 {% ⟦iff %}", "unknown tag 'iff'; known tags: if, elif, else, endif, for, empty, endfor, include")
        expectFailure("e\u{301}\u{301} 日 ⟦{{ x", "unclosed '{{'; expected '}}'")
        expectFailure("👍 {{ ⟦é }}", "unexpected character 'é'")
        expectFailure("日 {{ \"é⟦\\é\" }}", #"unknown escape '\é' in string literal; use \", \\, \n or \t"#)
        expectFailure("日 {{ ⟦\"é\n\" }}", "unterminated string literal")
        expectFailure(
            "{{ \"é👍\" }} {{ \"日\" ⟦x }}", "unexpected 'x' after the value; '{{ }}' holds one value and its filters")
    }

    @Test func positionsInsideTagsSpanningLines() {
        expectFailure("é\n{% if\r\n ⟦nope %}{% endif %}", "unknown variable 'nope'")
        expectFailure("{# é\r\n👍 #} ⟦{{ }}", "expected a value in '{{ }}'")
        expectFailure("{{ x\n  ⟦y }}", "unexpected 'y' after the value; '{{ }}' holds one value and its filters")
    }

    // MARK: - Line breaks

    @Test func windowsLineEndingsAreOneLineBreak() throws {
        expectFailure("a\r\n\r\n  é {{ ⟦nope }}", "unknown variable 'nope'")
        #expect(try render("a \r\n {{- x -}} \r\n b") == "aXb")
        #expect(try render("a\r\n{% if t %}\r\nb\r\n{% endif %}") == "a\r\nb\r\n")
        #expect(try render("  {% if t %}  \r\nb\r\n  {% endif %} \r\n") == "b\r\n")
        #expect(try render("a\r\n  {# c #}\r\nb") == "a\r\nb")
        #expect(try render("{% for y in xs %}\r\n{{ y }}\r\n{% endfor %}\r\n") == "a\r\nb\r\n")
        #expect(try render("{% if t -%}\r\n\r\n b{%- endif %}") == "b")
    }

    @Test func aLoneCarriageReturnIsALineBreak() throws {
        #expect(try render("a\r{% if t %}\rb\r{% endif %}\r") == "a\rb\r")
        #expect(try render("a\r\r\n{% if t %}\r\n\rb{% endif %}") == "a\r\r\n\rb")
        let error = try #require(TemplateFixture.failure("a\rb {{ }}"))
        #expect(error.location.line == 2 && error.location.column == 3)
    }
}
