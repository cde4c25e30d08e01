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

    @Test func lowerAndUpperFirst() throws {
        #expect(try render("{{ s | lowerFirst }}", ["s": "FirstName"]) == "firstName")
        #expect(try render("{{ s | lowerFirst }}", ["s": "URL"]) == "uRL")
        #expect(try render("{{ s | upperFirst }}", ["s": "firstName"]) == "FirstName")
        #expect(try render("{{ s | upperFirst }}", ["s": "été"]) == "Été")
        #expect(try render("[{{ s | upperFirst }}{{ s | lowerFirst }}]", ["s": ""]) == "[]")
    }

    @Test func join() throws {
        #expect(try render(#"{{ xs | join:", " }}"#, ["xs": ["a", "b", "c"]]) == "a, b, c")
        #expect(try render(#"{{ xs | join:"" }}"#, ["xs": ["a", "b"]]) == "ab")
        #expect(try render(#"[{{ xs | join:", " }}]"#, ["xs": []]) == "[]")
        #expect(try render("{{ xs | join:sep }}", ["xs": ["a", "b"], "sep": " | "]) == "a | b")
    }

    @Test func indent() throws {
        let body = "first\nsecond\n\n  third\n \nlast"
        #expect(
            try render("{{ s | indent:4 }}", ["s": .string(body)]) == "first\n    second\n\n      third\n \n    last")
        #expect(try render("{{ s | indent:0 }}", ["s": "a\nb"]) == "a\nb")
        #expect(try render("{{ s | indent:n }}", ["s": "a\nb", "n": 2]) == "a\n  b")
        #expect(try render("{{ s | indent:2 }}", ["s": "a\r\nb"]) == "a\r\n  b")
        #expect(try render("{{ s | indent:2 }}", ["s": "one line"]) == "one line")
    }

    @Test func count() throws {
        #expect(try render("{{ xs | count }}", ["xs": ["a", "b"]]) == "2")
        #expect(try render("{{ s | count }}", ["s": "héllo👍"]) == "6")
    }

    @Test func chainedFilters() throws {
        #expect(try render("{{ s | lowerFirst | identifier }}", ["s": "Class"]) == "`class`")
        #expect(try render("{{ s|upperFirst|swiftString }}", ["s": "x\"y"]) == ##"#"X"y"#"##)
    }

    @Test func filtersOnLiterals() throws {
        #expect(try render(#"{{ "while" | identifier }}"#) == "`while`")
    }
}
