import FormGenCore
import Testing

struct TemplatingRenderingTests {
    private func render(
        _ source: String,
        _ context: TemplateValue = [:],
        others: [String: String] = [:]
    ) throws -> String {
        try TemplateFixture.render(source, context, others: others)
    }

    // MARK: - Output

    @Test func textAndVariables() throws {
        #expect(try render("plain text") == "plain text")
        #expect(try render("") == "")
        #expect(try render("Hello, {{ name }}!", ["name": "World"]) == "Hello, World!")
        #expect(try render("{{name}}|{{  name  }}", ["name": "x"]) == "x|x")
        #expect(try render("{{ form.title }}", ["form": ["title": "Sign in"]]) == "Sign in")
        #expect(try render("{{ a.b.c }}", ["a": ["b": ["c": "deep"]]]) == "deep")
        #expect(try render("{{ n }} {{ yes }} {{ no }}", ["n": -42, "yes": true, "no": false]) == "-42 true false")
        #expect(try render(#"{{ "literal" }} {{ 7 }}"#) == "literal 7")
        #expect(try render("{ not a tag } {x} %} #}") == "{ not a tag } {x} %} #}")
        #expect(try render("a{# comment #}b{# {{ x }} {% if %} #}c") == "abc")
    }

    /// Output of many pieces, with multi-byte text, comes out whole and in order.
    @Test func longOutputOfManyPieces() throws {
        let values = (0..<10_000).map { TemplateValue.string("é\($0)") }
        let expected = (0..<10_000).map { "é\($0)," }.joined()
        #expect(try render("{% for x in xs %}{{ x }},{% endfor %}", ["xs": .array(values)]) == expected)
    }

    @Test func stringLiteralsInTags() throws {
        #expect(try render(#"{{ "a \"quoted\" \\ }} %}" }}"#) == #"a "quoted" \ }} %}"#)
        #expect(try render(#"{{ "tab\there" }}|{{ "line\nbreak" }}"#) == "tab\there|line\nbreak")
    }

    @Test func arrayCount() throws {
        #expect(try render("{{ xs.count }}", ["xs": ["a", "b", "c"]]) == "3")
        #expect(try render("{{ xs.count }}", ["xs": []]) == "0")
    }

    // MARK: - if

    @Test func ifElifElse() throws {
        let template = "{% if a %}A{% elif b %}B{% elif c %}C{% else %}none{% endif %}"
        #expect(try render(template, ["a": true, "b": true, "c": true]) == "A")
        #expect(try render(template, ["a": false, "b": true, "c": true]) == "B")
        #expect(try render(template, ["a": false, "b": false, "c": true]) == "C")
        #expect(try render(template, ["a": false, "b": false, "c": false]) == "none")
        #expect(try render("{% if a %}A{% endif %}", ["a": false]) == "")
        #expect(try render("{% if a %}A{% else %}B{% endif %}", ["a": true]) == "A")
    }

    /// Conditions after the first true branch are not evaluated, so they may mention absent keys.
    @Test func laterBranchesAreNotEvaluated() throws {
        #expect(try render("{% if a %}A{% elif missing %}B{% endif %}", ["a": true]) == "A")
    }

    @Test(arguments: [
        (TemplateValue.bool(true), true), (.bool(false), false),
        (.string("x"), true), (.string(""), false), (.string(" "), true), (.string("false"), true),
        (.int(1), true), (.int(-1), true), (.int(0), false),
        (.array(["x"]), true), (.array([]), false), (.array([.null]), true),
        (.object([:]), true), (.object(["a": .null]), true),
        (.null, false),
    ])
    func truthiness(value: TemplateValue, truthy: Bool) throws {
        #expect(try render("{% if v %}yes{% else %}no{% endif %}", ["v": value]) == (truthy ? "yes" : "no"))
        #expect(try render("{% if not v %}yes{% else %}no{% endif %}", ["v": value]) == (truthy ? "no" : "yes"))
        #expect(value.isTruthy == truthy)
    }

    @Test func booleanOperators() throws {
        let context: TemplateValue = ["t": true, "f": false]
        #expect(try render("{% if t and t %}1{% endif %}", context) == "1")
        #expect(try render("{% if t and f %}1{% else %}0{% endif %}", context) == "0")
        #expect(try render("{% if f or t %}1{% endif %}", context) == "1")
        #expect(try render("{% if f or f %}1{% else %}0{% endif %}", context) == "0")
        #expect(try render("{% if not f %}1{% endif %}", context) == "1")
        #expect(try render("{% if not not t %}1{% endif %}", context) == "1")
        // `and` binds tighter than `or`; `not` tighter than both.
        #expect(try render("{% if t or t and f %}1{% else %}0{% endif %}", context) == "1")
        #expect(try render("{% if (t or t) and f %}1{% else %}0{% endif %}", context) == "0")
        #expect(try render("{% if not f and t %}1{% else %}0{% endif %}", context) == "1")
        #expect(try render("{% if not (f or t) %}1{% else %}0{% endif %}", context) == "0")
        #expect(try render("{% if ((t)) %}1{% endif %}", context) == "1")
    }

    /// `and` and `or` stop early, so `x and x.y` is safe when `x` is null.
    @Test func shortCircuit() throws {
        #expect(try render("{% if x and x.y %}1{% else %}0{% endif %}", ["x": .null]) == "0")
        #expect(try render("{% if not x or x.y %}1{% else %}0{% endif %}", ["x": .null]) == "1")
    }

    @Test func comparisons() throws {
        let context: TemplateValue = [
            "kind": "secure", "other": "secure", "n": 3, "flag": true, "none": .null, "field": ["kind": "text"],
        ]
        #expect(try render(#"{% if kind == "secure" %}1{% else %}0{% endif %}"#, context) == "1")
        #expect(try render(#"{% if kind != "secure" %}1{% else %}0{% endif %}"#, context) == "0")
        #expect(try render(#"{% if field.kind == "text" %}1{% else %}0{% endif %}"#, context) == "1")
        #expect(try render("{% if kind == other %}1{% else %}0{% endif %}", context) == "1")
        #expect(try render("{% if n == 3 %}1{% else %}0{% endif %}", context) == "1")
        #expect(try render("{% if n != 3 %}1{% else %}0{% endif %}", context) == "0")
        #expect(try render("{% if n == -3 %}1{% else %}0{% endif %}", context) == "0")
        #expect(try render("{% if flag == flag %}1{% else %}0{% endif %}", context) == "1")
        #expect(try render(#"{% if none == "x" %}1{% else %}0{% endif %}"#, context) == "0")
        #expect(try render(#"{% if none != "x" %}1{% else %}0{% endif %}"#, context) == "1")
        #expect(try render("{% if none == none %}1{% else %}0{% endif %}", context) == "1")
        #expect(try render(#"{% if not kind == "text" and n == 3 %}1{% else %}0{% endif %}"#, context) == "1")
        #expect(try render(#"{% if kind == "x" or kind == "secure" %}1{% else %}0{% endif %}"#, context) == "1")
        #expect(try render(#"{% if s | identifier == "`class`" %}1{% else %}0{% endif %}"#, ["s": "class"]) == "1")
        #expect(try render(#"{% if s | swiftString != "s" %}1{% else %}0{% endif %}"#, ["s": "s"]) == "1")
        #expect(try render("{% if xs.count != 0 %}1{% else %}0{% endif %}", ["xs": []]) == "0")
    }

    // MARK: - for

    @Test func forLoop() throws {
        #expect(try render("{% for x in xs %}[{{ x }}]{% endfor %}", ["xs": ["a", "b", "c"]]) == "[a][b][c]")
        #expect(try render("{% for x in xs %}[{{ x }}]{% endfor %}", ["xs": []]) == "")
        #expect(try render("{% for x in xs %}{{ x }}{% empty %}none{% endfor %}", ["xs": []]) == "none")
        #expect(try render("{% for x in xs %}{{ x }}{% empty %}none{% endfor %}", ["xs": ["a"]]) == "a")
        let fields: TemplateValue = ["fields": [["id": "a"], ["id": "b"]]]
        #expect(try render("{% for f in fields %}{{ f.id }};{% endfor %}", fields) == "a;b;")
    }

    @Test func forloopVariables() throws {
        let template = """
            {% for x in xs %}{{ x }}:{{ forloop.counter }}/{{ forloop.counter0 }}/{{ forloop.length }}\
            {% if forloop.first %} first{% endif %}{% if forloop.last %} last{% endif %}
            {% endfor %}
            """
        let expected = """
            a:1/0/3 first
            b:2/1/3
            c:3/2/3 last

            """
        #expect(try render(template, ["xs": ["a", "b", "c"]]) == expected)
        #expect(try render(template, ["xs": ["only"]]) == "only:1/0/1 first last\n")
    }

    @Test func commaSeparatedList() throws {
        let template = "({% for p in ps %}{{ p }}{% if not forloop.last %}, {% endif %}{% endfor %})"
        #expect(try render(template, ["ps": ["a", "b", "c"]]) == "(a, b, c)")
    }

    @Test func nestedLoops() throws {
        let template = """
            {% for row in rows %}{% for cell in row.cells %}{{ row.name }}{{ cell }}@{{ forloop.counter }}\
            {% if not forloop.last %},{% endif %}{% endfor %} after inner: {{ forloop.counter }};{% endfor %}
            """
        let context: TemplateValue = ["rows": [["name": "r", "cells": ["1", "2"]], ["name": "s", "cells": ["3"]]]]
        #expect(try render(template, context) == "r1@1,r2@2 after inner: 1;s3@1 after inner: 2;")
    }

    /// A loop variable shadows a global of the same name only inside the loop.
    @Test func loopVariableShadowsGlobal() throws {
        let context: TemplateValue = ["x": "global", "xs": ["inner"]]
        #expect(try render("{{ x }} {% for x in xs %}{{ x }}{% endfor %} {{ x }}", context) == "global inner global")
    }

    @Test func nestedIfInsideFor() throws {
        let template = """
            {% for f in fields %}{% if f.secure %}S{% elif f.kind == "email" %}E{% else %}T{% endif %}{% endfor %}
            """
        let context: TemplateValue = [
            "fields": [
                ["secure": true, "kind": "password"], ["secure": false, "kind": "email"],
                ["secure": false, "kind": "text"],
            ]
        ]
        #expect(try render(template, context) == "SET")
    }

    // MARK: - include

    @Test func includeUsesCurrentScope() throws {
        let others = ["field": "<{{ f.id }}:{{ forloop.counter }}:{{ title }}>"]
        let template = "{% for f in fields %}{% include \"field\" %}{% endfor %}"
        let context: TemplateValue = ["title": "T", "fields": [["id": "a"], ["id": "b"]]]
        #expect(try render(template, context, others: others) == "<a:1:T><b:2:T>")
    }

    @Test func nestedIncludes() throws {
        let others = ["a": "a({% include \"b\" %})", "b": "b({{ x }})"]
        #expect(try render("{% include \"a\" %}", ["x": "1"], others: others) == "a(b(1))")
    }

    /// Recursion ends by a condition, well within the depth limit.
    @Test func recursiveIncludeWithBaseCase() throws {
        let others = ["tree": "{{ node.name }}{% for node in node.children %}({% include \"tree\" %}){% endfor %}"]
        let leaf: TemplateValue = ["name": "c", "children": []]
        let context: TemplateValue = ["node": ["name": "a", "children": [["name": "b", "children": [leaf]], leaf]]]
        #expect(try render("{% include \"tree\" %}", context, others: others) == "a(b(c))(c)")
    }

    @Test func renderByName() throws {
        let set = try TemplateSet(sources: ["one": "1{{ x }}", "two": "2{{ x }}"])
        #expect(set.names == ["one", "two"])
        #expect(try set.render("one", context: ["x": "!"]) == "1!")
        #expect(try set.render("two", context: ["x": "?"]) == "2?")
    }

    // MARK: - Nested contexts

    @Test func nestedContext() throws {
        let set = try TemplateSet(sources: [
            "form": """
            {{ name }}:{% for f in fields %} {{ f.id }}\
            {% if f.placeholder %}={{ f.placeholder }}{% endif %}\
            [{% for t in f.tags %}{{ t }}{% if not forloop.last %},{% endif %}{% endfor %}]{% endfor %} \
            {{ counts.total }}
            """
        ])
        let context: TemplateValue = [
            "name": "Login",
            "fields": [
                ["id": "user", "placeholder": "Name", "tags": ["a", "b"]],
                ["id": "pass", "placeholder": .null, "tags": []],
            ],
            "counts": ["total": 2],
        ]
        #expect(try set.render("form", context: context) == "Login: user=Name[a,b] pass[] 2")
    }
}
