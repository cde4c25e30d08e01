import FormGenCore
import Testing

/// The same globals, members and filtered strings read many times over (in nested loops, one loop after
/// another, in included templates), and ASCII and other text written in every order, come out right each time.
struct TemplatingRepeatedReadsTests {
    private func render(
        _ source: String,
        _ context: TemplateValue = [:],
        others: [String: String] = [:]
    ) throws -> String {
        try TemplateFixture.render(source, context, others: others)
    }

    private let fields: TemplateValue = [
        "fields": [
            ["id": "first", "label": "名前", "kind": .null, "adornments": ["a", "b"]],
            ["id": "second", "label": "Street", "kind": "secure", "adornments": []],
        ]
    ]

    /// The same members, read in several loops over the same array, nested or one after the other, and in
    /// an included template.
    @Test func membersOfElementsInEveryLoop() throws {
        let template = """
            {% for field in fields %}{{ field.id }}:{{ field.label }}|{% endfor %}
            {% for f in fields %}{% for g in fields %}{{ f.id }}-{{ g.id }} {% endfor %}{% endfor %}
            {% for field in fields %}{% include "row" %}{% endfor %}
            """
        let others = ["row": "[{{ field.id | identifier }}{% if field.kind %} {{ field.kind }}{% endif %}]"]
        #expect(
            try render(template, fields, others: others)
                == "first:名前|second:Street|\nfirst-first first-second second-first second-second \n"
                + "[first][second secure]")
    }

    /// A loop variable that has the name of the global array it goes over, or of another loop's variable.
    @Test func shadowedNames() throws {
        let context: TemplateValue = [
            "xs": [["id": "a", "items": ["p", "q"]], ["id": "b", "items": []]],
            "id": "global",
        ]
        #expect(try render("{% for xs in xs %}{{ xs.id }}{% endfor %}", context) == "ab")
        #expect(
            try render("{% for x in xs %}{% for x in x.items %}{{ x }}{% endfor %}{{ x.id }};{% endfor %}", context)
                == "pqa;b;")
        #expect(try render("{% for id in xs %}{{ id.id }}{% endfor %}{{ id }}", context) == "abglobal")
    }

    @Test func elementsThatAreNotObjects() throws {
        let context: TemplateValue = ["xs": [["a", "b"], []], "ys": [["k": "v"], "text"]]
        #expect(try render("{% for x in xs %}{{ x.count }}{{ x.count }},{% endfor %}", context) == "22,00,")
        let failure = TemplateFixture.failure("{% for y in ys %}{{ y.k }}{% endfor %}", context)
        let message = "'y' is a string, which has no 'k'"
        #expect(failure == TemplateError(message, at: SourceLocation(file: "main", line: 1, column: 23)))
    }

    /// A key missing from one element only, found in the others.
    @Test func keyMissingFromOneElement() throws {
        let context: TemplateValue = ["xs": [["id": "a", "n": 1], ["n": 2, "m": 3]]]
        let failure = TemplateFixture.failure("{% for x in xs %}{{ x.id }}{% endfor %}", context)
        let message = "'x' has no key 'id'; it has m, n"
        #expect(failure == TemplateError(message, at: SourceLocation(file: "main", line: 1, column: 23)))
    }

    /// A key is found the way a dictionary finds it: by canonical equivalence (U+212A KELVIN SIGN is `K`).
    @Test func keysSpelledDifferently() throws {
        let context: TemplateValue = ["xs": [["\u{212A}ind": "kelvin"], ["Kind": "plain"]], "o": ["\u{212A}ind": "o"]]
        #expect(try render("{% for x in xs %}{{ x.Kind }},{% endfor %}{{ o.Kind }}", context) == "kelvin,plain,o")
    }

    /// Canonically equivalent strings are different bytes, and filters keep them apart.
    @Test func filtersKeepBytes() throws {
        let strings = ["\u{E9}", "e\u{301}", "\u{1E0A}\u{323}", "\u{1E0C}\u{307}", "\u{E9}", "\u{212A}", "K"]
        let output = try render(
            "{% for x in xs %}{{ x }}{{ x | swiftString }},{% endfor %}",
            ["xs": .array(strings.map(TemplateValue.string))]
        )
        // Each string as it is, then its literal, scalar for scalar.
        let expected = strings.map { "\($0)\"\($0)\"," }.joined()
        #expect(Array(output.utf8) == Array(expected.utf8))
    }

    @Test func filterResultsAreNotMixedUp() throws {
        let names: [TemplateValue] = (0..<300).map { .string("name\($0 % 150)") }
        let output = try render(
            "{% for n in names %}{{ n | identifier }}{{ n | swiftString }}{% endfor %}", ["names": .array(names)])
        #expect(output == (0..<300).map { "name\($0 % 150)\"name\($0 % 150)\"" }.joined())
        #expect(
            try render("{{ a | identifier }} {{ b | identifier }}", ["a": "class", "b": "klass"]) == "`class` klass")
    }

    /// ASCII and other text, from the template and from values, in every order.
    @Test func mixedOutput() throws {
        let context: TemplateValue = ["a": "ascii", "u": "ünï", "e": ""]
        let template = "é{{ a }}{{ u }}{{ e }}x{{ u }}{{ a }}ü\r\n{{ a }}"
        let output = try render(template, context)
        #expect(Array(output.utf8) == Array("éasciiünïxünïasciiü\r\nascii".utf8))
        #expect(try render("{{ u }}", context) == "ünï")
        #expect(try render("{{ e }}", context) == "")
        let long = String(repeating: "abcdefghij", count: 50)
        #expect(try render("{{ l }}|{{ l }}", ["l": .string(long)]) == long + "|" + long)
    }

    /// `forloop` is the innermost loop's inside loops, and a global like any other outside them.
    @Test func forloopAsAVariable() throws {
        #expect(try render("{{ forloop }}", ["forloop": "global"]) == "global")
        #expect(
            try render("{% for x in xs %}{% if forloop %}{{ forloop.counter }}{% endif %}{% endfor %}", ["xs": [1, 2]])
                == "12")
    }

    @Test func longArrays() throws {
        let elements: [TemplateValue] = (0..<5000).map { ["id": .string("f\($0)")] }
        let output = try render(
            "{% for x in xs %}{{ x.id }}{% endfor %}{% for x in xs %}{{ x.id }}{% endfor %}", ["xs": .array(elements)])
        let once = (0..<5000).map { "f\($0)" }.joined()
        #expect(output == once + once)
    }
}
