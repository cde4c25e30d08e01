import FormGenCore
import Testing

struct TemplatingFilterTests {
    private func render(_ source: String, _ context: TemplateValue = [:]) throws -> String {
        try TemplateFixture.render(source, context)
    }

    @Test func swiftString() throws {
        #expect(try render("{{ s | swiftString }}", ["s": "Name"]) == #""Name""#)
        #expect(try render("{{ s | swiftString }}", ["s": #"say "hi""#]) == ##"#"say "hi""#"##)
        #expect(try render("{{ s | swiftString }}", ["s": "a\nb"]) == #""a\nb""#)
        #expect(try render("{{ s | swiftString }}", ["s": ""]) == #""""#)
    }

    @Test func identifier() throws {
        #expect(try render("{{ s | identifier }}", ["s": "email"]) == "email")
        #expect(try render("{{ s | identifier }}", ["s": "class"]) == "`class`")
        #expect(try render("{{ s | identifier }}", ["s": "Type"]) == "`Type`")
    }

    @Test func argumentLabel() throws {
        #expect(try render("f({{ s | argumentLabel }}: 1)", ["s": "class"]) == "f(class: 1)")
        #expect(try render("f({{ s | argumentLabel }}: 1)", ["s": "inout"]) == "f(`inout`: 1)")
    }

    @Test func name() throws {
        #expect(try render("case .{{ s | name }}:", ["s": "default"]) == "case .default:")
        #expect(try render("${{ s | name }}, self._{{ s | name }}", ["s": "class"]) == "$class, self._class")
        #expect(try render("{{ s | name }}", ["s": "_"]) == "_")
        #expect(try render("{{ s | name }}", ["s": "email"]) == "email")
    }

    @Test func chainedFilters() throws {
        #expect(try render("{{ s | identifier | swiftString }}", ["s": "class"]) == "\"`class`\"")
        #expect(try render("{{ s|name|swiftString }}", ["s": "default"]) == #""default""#)
    }

    @Test func filtersOnLiterals() throws {
        #expect(try render(#"{{ "while" | identifier }}"#) == "`while`")
        #expect(try render(#"{{ "while" | name }}"#) == "while")
    }
}
