import FormGenCore
import Testing

/// Every error names the template, the line and column of the offending token (marked `⟦` in the
/// template), and says what is wrong.
struct TemplatingErrorTests {
    // MARK: - Lexing

    @Test func unclosedDelimiters() {
        TemplateFixture.expectFailure("a ⟦{{ x", "unclosed '{{'; expected '}}'")
        TemplateFixture.expectFailure("⟦{% if x", "unclosed '{%'; expected '%}'")
        TemplateFixture.expectFailure("a\n⟦{# note\nmore", "unclosed comment; expected '#}'")
        TemplateFixture.expectFailure("⟦{{ x }\n{{ y }}", "unclosed '{{'; expected '}}' before the next tag")
        TemplateFixture.expectFailure(
            "{{ x }}\n⟦{% if x }\n{% endif %}", "unclosed '{%'; expected '%}' before the next tag")
    }

    @Test func badTokens() {
        TemplateFixture.expectFailure("{{ ⟦\"abc }}", "unterminated string literal")
        TemplateFixture.expectFailure("{{ ⟦\"abc\n\" }}", "unterminated string literal")
        TemplateFixture.expectFailure("{{ x ⟦@ y }}", "unexpected character '@'")
        TemplateFixture.expectFailure("{{ x ⟦= y }}", "unexpected character '='")
        TemplateFixture.expectFailure(#"{{ "a⟦\q" }}"#, #"unknown escape '\q' in string literal; use \", \\, \n or \t"#)
        TemplateFixture.expectFailure(
            "{{ ⟦99999999999999999999 }}", "integer literal '99999999999999999999' is too large")
    }

    // MARK: - Tags and blocks

    @Test func emptyAndUnknownTags() {
        TemplateFixture.expectFailure("⟦{{ }}", "expected a value in '{{ }}'")
        TemplateFixture.expectFailure("⟦{{- -}}", "expected a value in '{{ }}'")
        TemplateFixture.expectFailure(
            "{{ a ⟦b }}", "unexpected 'b' after the value; '{{ }}' holds one value and its filters")
        TemplateFixture.expectFailure(
            "{{ a ⟦== b }}", "unexpected '==' after the value; '{{ }}' holds one value and its filters")
        TemplateFixture.expectFailure("⟦{% %}", "expected a tag name in '{% %}', found an empty tag")
        TemplateFixture.expectFailure(#"⟦{% "x" %}"#, "expected a tag name in '{% %}', found no tag name")
        TemplateFixture.expectFailure(
            "{% ⟦iff x %}{% endif %}",
            "unknown tag 'iff'; known tags: if, elif, else, endif, for, empty, endfor, include"
        )
        TemplateFixture.expectFailure(
            "{% ⟦endblock %}",
            "unknown tag 'endblock'; known tags: if, elif, else, endif, for, empty, endfor, include"
        )
    }

    @Test func unclosedBlocks() {
        TemplateFixture.expectFailure("{% ⟦if x %}abc", "'if' is never closed; expected 'endif'")
        TemplateFixture.expectFailure("{% ⟦for x in xs %}abc", "'for' is never closed; expected 'endfor'")
        TemplateFixture.expectFailure("{% ⟦if x %}{% else %}abc", "'if' is never closed; expected 'endif'")
        TemplateFixture.expectFailure(
            "{% for x in xs %}\n  {%- if x %}\n{% ⟦endfor %}",
            "'endfor' does not close the 'if' at line 2, column 7; expected 'endif'"
        )
    }

    @Test func mismatchedClosers() {
        TemplateFixture.expectFailure(
            "{% if x %}{% ⟦endfor %}",
            "'endfor' does not close the 'if' at line 1, column 4; expected 'endif'"
        )
        TemplateFixture.expectFailure(
            "{% for x in xs %}\n{% ⟦endif %}{% endfor %}",
            "'endif' does not close the 'for' at line 1, column 4; expected 'endfor'"
        )
    }

    @Test func closersWithoutOpeners() {
        TemplateFixture.expectFailure("a {% ⟦endif %}", "'endif' without a matching 'if'")
        TemplateFixture.expectFailure("{% ⟦else %}", "'else' without a matching 'if'")
        TemplateFixture.expectFailure("{% ⟦elif x %}", "'elif' without a matching 'if'")
        TemplateFixture.expectFailure("{% ⟦empty %}", "'empty' without a matching 'for'")
        TemplateFixture.expectFailure("{% ⟦endfor %}", "'endfor' without a matching 'for'")
        TemplateFixture.expectFailure(
            "{% for x in xs %}{% ⟦else %}{% endfor %}",
            "'else' without an 'if' inside the 'for' at line 1, column 4; use 'empty' for an empty sequence"
        )
        TemplateFixture.expectFailure(
            "{% for x in xs %}{% ⟦elif y %}{% endfor %}",
            "'elif' without a matching 'if' inside the 'for' at line 1, column 4"
        )
        TemplateFixture.expectFailure(
            "{% if x %}{% ⟦empty %}{% endif %}",
            "'empty' without a matching 'for' inside the 'if' at line 1, column 4"
        )
    }

    @Test func middleTagsOutOfOrder() {
        TemplateFixture.expectFailure(
            "{% if x %}{% else %}{% ⟦else %}{% endif %}",
            "'else' cannot follow 'else' in the 'if' at line 1, column 4"
        )
        TemplateFixture.expectFailure(
            "{% if x %}{% else %}{% ⟦elif y %}{% endif %}",
            "'elif' cannot follow 'else' in the 'if' at line 1, column 4"
        )
        TemplateFixture.expectFailure(
            "{% for x in xs %}{% empty %}{% ⟦empty %}{% endfor %}",
            "'empty' cannot follow 'empty' in the 'for' at line 1, column 4"
        )
    }

    @Test func extraArguments() {
        TemplateFixture.expectFailure("{% if x %}{% endif ⟦x %}", "unexpected 'x' after 'endif'")
        TemplateFixture.expectFailure("{% if x %}{% else ⟦x %}{% endif %}", "unexpected 'x' after 'else'")
        TemplateFixture.expectFailure("{% if x %}a{% else %}b{% endif ⟦x %}", "unexpected 'x' after 'endif'")
        TemplateFixture.expectFailure(
            "{% if x %}a{% elif y %}b{% else %}c{% endif ⟦x %}", "unexpected 'x' after 'endif'")
        TemplateFixture.expectFailure("{% for x in xs %}{% empty ⟦1 %}{% endfor %}", "unexpected '1' after 'empty'")
        TemplateFixture.expectFailure("{% for x in xs %}{% endfor ⟦x %}", "unexpected 'x' after 'endfor'")
        TemplateFixture.expectFailure(
            #"{% include "a" ⟦"b" %}"#, others: ["a": ""], #"unexpected '"b"' after the template name"#)
    }

    @Test func badConditions() {
        TemplateFixture.expectFailure("{% ⟦if %}{% endif %}", "expected a condition after 'if'")
        TemplateFixture.expectFailure("{% if x %}{% ⟦elif %}{% endif %}", "expected a condition after 'elif'")
        TemplateFixture.expectFailure("{% if x ⟦y %}{% endif %}", "unexpected 'y' after the condition")
        TemplateFixture.expectFailure("{% if (x ⟦%}{% endif %}", "expected ')'")
        TemplateFixture.expectFailure("{% if (x ⟦y) %}{% endif %}", "expected ')', found 'y'")
        TemplateFixture.expectFailure("{% if x == ⟦%}{% endif %}", "expected a value")
        TemplateFixture.expectFailure("{% if ⟦and %}{% endif %}", "expected a value, found 'and'")
        TemplateFixture.expectFailure("{% if x and ⟦) %}{% endif %}", "expected a value, found ')'")
        TemplateFixture.expectFailure("{% if x == y ⟦== z %}{% endif %}", "unexpected '==' after the condition")
    }

    @Test func badFilters() {
        TemplateFixture.expectFailure("{{ x | ⟦}}", "expected a filter name after '|'")
        TemplateFixture.expectFailure("{{ x | ⟦\"s\" }}", "expected a filter name after '|', found '\"s\"'")
        TemplateFixture.expectFailure(
            "{{ x | ⟦nope }}",
            "unknown filter 'nope'; known filters: argumentLabel, identifier, name, swiftString"
        )
        TemplateFixture.expectFailure(
            #"{{ xs | ⟦join:", " }}"#,
            "unknown filter 'join'; known filters: argumentLabel, identifier, name, swiftString")
    }

    @Test func filtersTakeNoArgument() {
        TemplateFixture.expectFailure("{{ x | ⟦identifier:1 }}", "filter 'identifier' takes no argument")
        TemplateFixture.expectFailure(#"{{ x | ⟦swiftString:"a" }}"#, "filter 'swiftString' takes no argument")
        TemplateFixture.expectFailure("{{ x | ⟦name: }}", "filter 'name' takes no argument")
        TemplateFixture.expectFailure("{{ x | ⟦name : y }}", "filter 'name' takes no argument")
        TemplateFixture.expectFailure(
            "{{ x | swiftString | ⟦argumentLabel:y }}", "filter 'argumentLabel' takes no argument")
        TemplateFixture.expectFailure("{% if x |\n  ⟦name:y %}{% endif %}", "filter 'name' takes no argument")
        TemplateFixture.expectFailure(
            "{{ x ⟦: y }}", "unexpected ':' after the value; '{{ }}' holds one value and its filters")
    }

    @Test func badPaths() {
        TemplateFixture.expectFailure("{{ x.⟦1 }}", "expected a name after '.', found '1'")
        TemplateFixture.expectFailure("{{ x.⟦}}", "expected a name after '.'")
    }

    @Test func badLoops() {
        TemplateFixture.expectFailure(
            "{% ⟦for %}{% endfor %}", "expected a loop variable after 'for', as in 'for field in fields'")
        TemplateFixture.expectFailure("{% for ⟦forloop in xs %}{% endfor %}", "'forloop' cannot be a loop variable")
        TemplateFixture.expectFailure("{% for x ⟦of xs %}{% endfor %}", "expected 'in' after the loop variable 'x'")
        TemplateFixture.expectFailure("{% for x in ⟦%}{% endfor %}", "expected a sequence after 'in'")
        TemplateFixture.expectFailure("{% for x in xs ⟦y %}{% endfor %}", "unexpected 'y' after the sequence")
    }

    @Test func badIncludes() {
        TemplateFixture.expectFailure("{% include ⟦name %}", "expected a template name in quotes after 'include'")
        TemplateFixture.expectFailure("{% include ⟦%}", "expected a template name in quotes after 'include'")
        TemplateFixture.expectFailure(
            "a\n{% include ⟦\"nope\" %}",
            others: ["other": "x"],
            "no template named 'nope' to include; templates are 'main', 'other'"
        )
    }

    @Test func nestingLimits() {
        var blocks = String(repeating: "{% if x %}", count: 100) + "{% ⟦if x %}"
        blocks += String(repeating: "{% endif %}", count: 101)
        TemplateFixture.expectFailure(blocks, ["x": true], "blocks nested more than 100 levels deep")
        let fine = String(repeating: "{% if x %}", count: 100) + "y" + String(repeating: "{% endif %}", count: 100)
        #expect(TemplateFixture.failure(fine, ["x": true]) == nil)

        let nots = "{% if " + String(repeating: "not ", count: 64) + "⟦not x %}{% endif %}"
        TemplateFixture.expectFailure(nots, ["x": true], "condition nested more than 64 levels deep")
        let parentheses = "{% if " + String(repeating: "(", count: 64) + "⟦(x" + String(repeating: ")", count: 65)
        TemplateFixture.expectFailure(
            parentheses + " %}{% endif %}", ["x": true], "condition nested more than 64 levels deep")
        // A chain nests each condition before an `or` or `and` one level deeper: 25,000 of them
        // crashed the renderer, recursing down the chain.
        for word in ["or", "and"] {
            let chain = "{% if x" + String(repeating: " \(word) x", count: 64) + " ⟦\(word) x %}{% endif %}"
            TemplateFixture.expectFailure(chain, ["x": true], "condition nested more than 64 levels deep")
            let long = "{% if x" + String(repeating: " \(word) x", count: 25_000) + " %}y{% endif %}"
            #expect(TemplateFixture.failure(long, ["x": true]) != nil)
        }
        let mixed = "{% if " + Array(repeating: "x and x", count: 32).joined(separator: " or ") + " %}y{% endif %}"
        #expect(TemplateFixture.failure(mixed, ["x": true]) == nil)
    }

    /// Each `swiftString` wraps the text in a longer raw delimiter: 2,000 in a row took 70 s.
    @Test func aValueTakesAtMostEightFilters() {
        let eight = "{{ x" + String(repeating: " | swiftString", count: 8) + " }}"
        #expect(TemplateFixture.failure(eight, ["x": "a\"#b"]) == nil)
        let nine = "{{ x" + String(repeating: " | swiftString", count: 8) + " | ⟦swiftString }}"
        TemplateFixture.expectFailure(nine, ["x": "a"], "a value takes at most 8 filters")
        let comparison =
            "{% if x | identifier | name == x" + String(repeating: " | name", count: 8) + " | ⟦name %}{% endif %}"
        TemplateFixture.expectFailure(comparison, ["x": "a"], "a value takes at most 8 filters")
    }

    // MARK: - Rendering

    @Test func unknownNames() {
        TemplateFixture.expectFailure("Hello {{ ⟦nmae }}", ["name": "x"], "unknown variable 'nmae'")
        TemplateFixture.expectFailure("{% if ⟦nmae %}{% endif %}", ["name": "x"], "unknown variable 'nmae'")
        TemplateFixture.expectFailure(
            "{{ ⟦forloop.counter }}",
            "unknown variable 'forloop' ('forloop' exists only inside '{% for %}')"
        )
        TemplateFixture.expectFailure("{% for x in xs %}{% endfor %}{{ ⟦x }}", ["xs": ["a"]], "unknown variable 'x'")
        TemplateFixture.expectFailure(
            "{{ field.⟦lable }}",
            ["field": ["label": "L", "id": "i"]],
            "'field' has no key 'lable'; it has id, label"
        )
        TemplateFixture.expectFailure("{{ field.⟦x }}", ["field": [:]], "'field' has no key 'x'; it is empty")
        TemplateFixture.expectFailure(
            "{% for f in fs %}{{ f.⟦nope }}{% endfor %}",
            ["fs": [["id": "a"]]],
            "'f' has no key 'nope'; it has id"
        )
        TemplateFixture.expectFailure(
            "{% for x in xs %}{{ forloop.⟦index }}{% endfor %}",
            ["xs": ["a"]],
            "'forloop' has no key 'index'; it has counter, counter0, first, last, length"
        )
    }

    @Test func lookupsOnValuesWithoutKeys() {
        TemplateFixture.expectFailure(
            "{{ xs.⟦first }}", ["xs": ["a"]], "'xs' is an array, which has 'count' but no 'first'")
        TemplateFixture.expectFailure(
            "{{ a.⟦b }}", ["a": .null], "'a' is null, so it has no 'b'; test it with '{% if %}' first")
        TemplateFixture.expectFailure("{{ a.b.⟦c }}", ["a": ["b": "s"]], "'a.b' is a string, which has no 'c'")
        TemplateFixture.expectFailure("{{ n.⟦c }}", ["n": 1], "'n' is an int, which has no 'c'")
        TemplateFixture.expectFailure("{{ xs.count.⟦c }}", ["xs": []], "'xs.count' is an int, which has no 'c'")
        TemplateFixture.expectFailure(
            "{% for x in xs %}{{ forloop.last.⟦c }}{% endfor %}",
            ["xs": ["a"]],
            "'forloop.last' is a bool, which has no 'c'"
        )
    }

    @Test func printingValuesThatHaveNoText() {
        TemplateFixture.expectFailure(
            "{{ ⟦field.placeholder }}",
            ["field": ["placeholder": .null]],
            "'field.placeholder' is null; test it with '{% if %}' before printing it"
        )
        TemplateFixture.expectFailure(
            "{{ ⟦xs }}",
            ["xs": ["a"]],
            "'xs' is an array and cannot be printed; loop over it with '{% for %}' or print its 'count'"
        )
        TemplateFixture.expectFailure(
            "{{   ⟦form   }}",
            ["form": ["a": "b"]],
            "'form' is an object and cannot be printed; print one of its keys"
        )
        TemplateFixture.expectFailure(
            "{% for x in xs %}{{ ⟦forloop }}{% endfor %}",
            ["xs": ["a"]],
            "'forloop' is an object and cannot be printed; print one of its keys"
        )
    }

    @Test func filtersOnWrongTypes() {
        TemplateFixture.expectFailure(
            "{{ n | ⟦swiftString }}", ["n": 1], "filter 'swiftString' expects a string, got int")
        TemplateFixture.expectFailure(
            "{{ n | ⟦identifier }}", ["n": .null], "filter 'identifier' expects a string, got null")
        TemplateFixture.expectFailure(
            "{{ n | ⟦argumentLabel }}", ["n": true], "filter 'argumentLabel' expects a string, got bool")
        TemplateFixture.expectFailure("{{ n | ⟦name }}", ["n": ["a"]], "filter 'name' expects a string, got array")
        TemplateFixture.expectFailure(
            "{{ s | ⟦identifier }}",
            ["s": "first name"],
            "filter 'identifier' expects a Swift identifier (an ASCII letter or '_', then letters, digits or '_'), "
                + #"got "first name""#
        )
        TemplateFixture.expectFailure(
            "{{ s | ⟦argumentLabel }}",
            ["s": "1st"],
            "filter 'argumentLabel' expects a Swift identifier (an ASCII letter or '_', then letters, digits or "
                + #"'_'), got "1st""#
        )
        TemplateFixture.expectFailure(
            "{{ s | ⟦name }}",
            ["s": "a.b"],
            "filter 'name' expects a Swift identifier (an ASCII letter or '_', then letters, digits or '_'), "
                + #"got "a.b""#
        )
        TemplateFixture.expectFailure(
            "{{ s | ⟦identifier | swiftString }}",
            ["s": 1],
            "filter 'identifier' expects a string, got int"
        )
        TemplateFixture.expectFailure(
            "{{ s | swiftString | ⟦identifier }}",
            ["s": "a"],
            "filter 'identifier' expects a Swift identifier (an ASCII letter or '_', then letters, digits or '_'), "
                + ##"got #""a""#"##
        )
    }

    /// The words that do not work unbackticked after `.`, `$` or `_`, which `name` cannot write.
    @Test(arguments: ["init", "self", "Type", "Protocol"])
    func nameRefusesWhatSwiftReadsAsSomethingElse(word: String) {
        TemplateFixture.expectFailure(
            "x.{{ s | ⟦name }}",
            ["s": .string(word)],
            "filter 'name' cannot write \"\(word)\": 'init', 'Protocol', 'self' and 'Type' mean something else "
                + "after '.' or '_'"
        )
    }

    @Test func loopsOverNonArrays() {
        TemplateFixture.expectFailure(
            "{% for x in ⟦name %}{% endfor %}",
            ["name": "abc"],
            "cannot loop over 'name', which is a string, not an array"
        )
        TemplateFixture.expectFailure(
            "{% for x in ⟦form.fields %}{% endfor %}",
            ["form": ["fields": .null]],
            "cannot loop over 'form.fields', which is null, not an array"
        )
        TemplateFixture.expectFailure(
            "{% for x in ⟦name | swiftString %}{% endfor %}",
            ["name": "abc"],
            "cannot loop over 'name | swiftString', which is a string, not an array"
        )
    }

    @Test func comparisonsOfDifferentTypes() {
        TemplateFixture.expectFailure(
            "{% if n ⟦== \"3\" %}{% endif %}",
            ["n": 3],
            "cannot compare 'n' (int) with '\"3\"' (string) using '=='; both sides must be strings, ints or "
                + "bools of the same type, or null"
        )
        TemplateFixture.expectFailure(
            "{% if xs ⟦!= ys %}{% endif %}",
            ["xs": [], "ys": []],
            "cannot compare 'xs' (array) with 'ys' (array) using '!='; both sides must be strings, ints or "
                + "bools of the same type, or null"
        )
    }

    // MARK: - Positions

    /// Columns count characters (an emoji or accented letter is one), tabs count one, `\r\n` is one line break.
    @Test func positionsCountCharacters() {
        TemplateFixture.expectFailure("é👍日\r\n  x {{ ⟦y }}", "unknown variable 'y'")
        TemplateFixture.expectFailure("\t{{ ⟦y }}", "unknown variable 'y'")
        TemplateFixture.expectFailure("a\n\n\ne\u{301}\u{301} {{ ⟦y }}", "unknown variable 'y'")
        let fixture = TemplateFixture("é👍日\r\n  x {{ ⟦y }}")
        #expect(fixture.line == 2 && fixture.column == 8)
    }

    // MARK: - Includes

    @Test func errorInsideIncludeNamesTheIncludedTemplate() throws {
        let field = TemplateFixture("line1\n  {{ ⟦nope }}")
        let main = TemplateFixture("{% for f in fs %}\n{% ⟦include \"field\" %}{% endfor %}")
        let error = try #require(TemplateFixture.failure(main.source, ["fs": ["a"]], others: ["field": field.source]))
        var expected = field.error("unknown variable 'nope'", in: "field")
        expected.includedFrom = [FormGenCore.SourceLocation(file: "main", line: main.line, column: main.column)]
        #expect(error == expected)
        #expect(error.description == "field:2:6: unknown variable 'nope'")
        let diagnostic = error.diagnostic { "Templates/\($0).stencil" }
        #expect(
            diagnostic.formatted == """
                Templates/field.stencil:2:6: error: unknown variable 'nope'
                Templates/main.stencil:2:4: note: included from here
                """
        )
        #expect(error.diagnostic().location == FormGenCore.SourceLocation(file: "field", line: 2, column: 6))
        // A custom template included by a built-in one: the note says the built-in is in no file.
        let custom = error.diagnostic { $0 == "field" ? "Templates/field.stencil" : nil }
        #expect(
            custom.formatted == """
                Templates/field.stencil:2:6: error: unknown variable 'nope'
                main:2:4: note: included from here, in the built-in template ('formgen templates dump <dir>' writes it out)
                """
        )
    }

    @Test func recursiveIncludeStops() throws {
        let error = try #require(
            TemplateFixture.failure(#"{% include "loop" %}"#, others: ["loop": #"x{% include "loop" %}"#])
        )
        #expect(error.template == "loop")
        #expect(error.location.line == 1 && error.location.column == 5)
        #expect(error.message == "includes nested more than 32 levels deep; does 'loop' include itself?")
        #expect(error.includedFrom.count == 32)
        #expect(error.includedFrom.first == FormGenCore.SourceLocation(file: "loop", line: 1, column: 5))
        #expect(error.includedFrom.last == FormGenCore.SourceLocation(file: "main", line: 1, column: 4))
    }

    @Test func mutualRecursionStops() throws {
        let others = ["a": #"{% include "b" %}"#, "b": #"{% include "a" %}"#]
        let error = try #require(TemplateFixture.failure(#"{% include "a" %}"#, others: others))
        #expect(error.message.hasPrefix("includes nested more than 32 levels deep"))
    }

    /// A long value printed again and again passes the output limit with no loop to count: the
    /// limit is checked where values are printed too.
    @Test func printingALongValueManyTimesStopsAtTheOutputLimit() throws {
        let value = TemplateValue.string(String(repeating: "x", count: 1 << 16))
        let error = try #require(
            TemplateFixture.failure(String(repeating: "{{ x }}", count: 1_100), ["x": value]))
        #expect(error.message == "the output is over 64 MiB")
        #expect(error.reachedLimit)
        #expect(TemplateFixture.failure(String(repeating: "{{ x }}", count: 1_000), ["x": value]) == nil)
    }

    // MARK: - API misuse

    @Test func renderErrors() throws {
        let set = try TemplateSet(sources: ["main": "x"])
        let notObject = TemplateError(
            "the context must be an object, got string", at: SourceLocation(file: "main", line: 1, column: 1))
        #expect(throws: notObject) {
            try set.render("main", context: "x")
        }
        let unknown = TemplateError("no template named 'nope'", at: SourceLocation(file: "nope", line: 1, column: 1))
        #expect(throws: unknown) {
            try set.render("nope", context: [:])
        }
    }

    /// Templates are parsed in name order, and the first broken one is reported.
    @Test func firstBrokenTemplateIsReported() {
        let expected = TemplateError(
            "'if' is never closed; expected 'endif'", at: SourceLocation(file: "a", line: 1, column: 4))
        #expect(throws: expected) {
            try TemplateSet(sources: ["b": "{{ }}", "a": "{% if x %}", "c": "{% bad %}"])
        }
    }
}
