import Testing

@testable import FormGenCore

@Suite struct TemplateObjectTests {
    @Test func aKeyGivenTwiceMeansItsLastValue() throws {
        let object = TemplateObject([("a", 1), ("b", 2), ("a", 3)])
        #expect(object["a"] == 3)
        #expect(object["b"] == 2)
        #expect(object["c"] == nil)
        #expect(object.sortedKeys == ["a", "b"])
        #expect(try TemplateFixture.render("{{ a }}{{ b }}", .object(object)) == "32")
    }

    @Test func keysThatAreCanonicallyEquivalentAreOneKey() {
        // "é" as one scalar and as "e" with a combining accent: `==` takes them for one string.
        let object = TemplateObject([("\u{E9}", 1), ("b", 2), ("e\u{301}", 3)])
        #expect(object["\u{E9}"] == 3)
        #expect(object["e\u{301}"] == 3)
        #expect(object.sortedKeys.count == 2)
    }

    /// Objects of one context kind share their keys, which a lookup reads from the start, taking the
    /// first match: a name declared twice would hide its second value.
    @Test func everyContextKindDeclaresEachNameOnce() {
        let kinds = [
            RenderContext.formVariables.keys.names, RenderContext.fieldVariables.keys.names,
            RenderContext.adornmentVariables.keys.names, RenderContext.inputVariables.keys.names,
            RenderContext.barVariables.keys.names, RenderContext.stringsVariables.keys.names,
        ]
        for names in kinds {
            #expect(!names.isEmpty)
            #expect(Set(names).count == names.count, "\(names)")
        }
    }

    @Test func equalityIgnoresOrderButNotValues() {
        #expect(TemplateObject([("a", 1), ("b", 2)]) == TemplateObject([("b", 2), ("a", 1)]))
        #expect(TemplateObject([("a", 1), ("a", 2)]) == TemplateObject([("a", 2)]))
        #expect(TemplateObject([("a", 1)]) != TemplateObject([("a", 2)]))
        #expect(TemplateObject([("a", 1)]) != TemplateObject([("a", 1), ("b", 1)]))
    }

    @Test func aLoopReadsTheLastOfARepeatedMember() throws {
        let fields: TemplateValue = .array([.object(TemplateObject([("id", "first"), ("id", "second")]))])
        let template = "{% for field in fields %}{{ field.id }}{% endfor %}"
        #expect(try TemplateFixture.render(template, ["fields": fields]) == "second")
    }
}
