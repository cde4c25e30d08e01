import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// The compact form the built-in templates are compiled in (`TemplateTree`), on templates with every
/// kind of node, operand and condition, the extreme integers, and two strings that differ in bytes
/// only (`é` composed and decomposed), which the built-in templates do not all have.
@Suite struct TemplateTreeTests {
    static let sources = [
        "main": """
        \u{E9}{% if not a and b or c %}{{ a.b.c | identifier | swiftString }}\
        {% elif d == "x" %}{% for item in items %}{{ item }}{% empty %}none{% endfor %}\
        {% elif e != -3 %}{% include "other" %}\
        {% else %}{{ -9223372036854775808 }}{{ 9223372036854775807 }}{% endif %}
        """,
        "other": "e\u{301}",
    ]

    /// What `encoding(of:)` writes for `sources`, read by hand against `TemplateTree`'s description.
    /// For example, `#%` is the name `main` (string 0) and its two nodes; `T$` is the text `é`
    /// (string 1); `C&` a conditional of three branches, the first `|&!vP#%$/…`, `not a and b or c`
    /// with `a` at line 1, column 12 (`$/`).
    static let structure: StaticString = """
        #%
        T$
        C&|&!vP#%$/#%$/vP#&$5#&$5vP#'$:#'$:$
        OP%%$A&$C'$E%$$I#$V($A=P#)$^3#)$^3S*#+$^8$^5$
        L,P#-$^M#-$^M$
        OP#,$^X#,$^X$
        T.~P#/$_I#/$_IM%#0$_N$_K$
        I1$_V%
        OM_gj^onywpxiiZ#2$`<
        ON_gj^onywpxiiZ#3$`V1$
        T4
        """
    static let strings = [
        "main", "\u{E9}", "a", "b", "c", "a.b.c | identifier | swiftString", "d", "x", "\"x\"", "item", "items",
        "none", "e", "-3", "other", "-9223372036854775808", "9223372036854775807", "e\u{301}",
    ]

    /// The contexts' values that choose no branch: `main`'s conditions read `a` to `c` first.
    static let none: [(String, TemplateValue)] = [("a", .bool(false)), ("b", .bool(false)), ("c", .bool(false))]

    /// An object `a` whose `a.b.c` is `c`.
    static func path(to c: String) -> TemplateValue {
        .object(TemplateObject([("b", .object(TemplateObject([("c", .string(c))])))]))
    }

    /// Expects `templates` to encode as `structure` and `strings`, the strings byte for byte.
    static func expectDescribedForm(_ templates: [String: [TemplateNode]]) {
        let encoded = TemplateTree.encoding(of: templates)
        #expect(encoded.structure == structure.description)
        #expect(encoded.strings.map { Array($0.utf8) } == strings.map { Array($0.utf8) })
    }

    @Test func encodingIsTheDescribedForm() throws {
        Self.expectDescribedForm(try TemplateSet(sources: Self.sources).templates)
    }

    @Test func decodingGivesTheParsedTreesBack() throws {
        let decoded = TemplateTree.decode(Self.structure, strings: Self.strings)
        Self.expectDescribedForm(decoded)

        // Rendered, the decoded templates are the parsed ones.
        let parsed = try TemplateSet(sources: Self.sources)
        let compiled = TemplateSet(parsed: decoded)
        let none = Self.none
        for values: [(String, TemplateValue)] in [
            [("a", Self.path(to: "name")), ("b", .bool(false)), ("c", .bool(true))],
            none + [("d", .string("x")), ("items", .array([.string("i1"), .string("i2")]))],
            none + [("d", .string("x")), ("items", .array([]))],
            none + [("d", .string("y")), ("e", .int(2))],
            none + [("d", .string("y")), ("e", .int(-3))],
        ] {
            let context = TemplateValue.object(TemplateObject(values))
            let expected = try parsed.render("main", context: context)
            #expect(try compiled.render("main", context: context) == expected)
            #expect(Array(expected.utf8.prefix(2)) == [0xC3, 0xA9])
        }
        // The included template's text is the decomposed `é`, not the composed one before it.
        let included = try compiled.render(
            "main", context: .object(TemplateObject(none + [("d", .string("y")), ("e", .int(2))])))
        #expect(Array(included.utf8) == Array("\u{E9}e\u{301}".utf8))
    }

    /// Errors while rendering point where the parsed templates' do: every location names its
    /// template and keeps its line and column.
    @Test func decodedTemplatesFailWhereTheParsedOnesDo() throws {
        let parsed = try TemplateSet(sources: Self.sources)
        let compiled = TemplateSet(parsed: TemplateTree.decode(Self.structure, strings: Self.strings))
        func failure(_ templates: TemplateSet, _ values: [(String, TemplateValue)]) -> TemplateError? {
            do {
                _ = try templates.render("main", context: .object(TemplateObject(values)))
                return nil
            } catch {
                return error
            }
        }
        let none = Self.none
        for values: [(String, TemplateValue)] in [
            [],
            [("a", Self.path(to: "not an identifier")), ("b", .bool(false)), ("c", .bool(true))],
            none + [("d", .string("x")), ("items", .int(1))],
            none + [("d", .int(1))],
        ] {
            let expected = failure(parsed, values)
            #expect(expected != nil)
            #expect(failure(compiled, values) == expected)
        }
    }
}
