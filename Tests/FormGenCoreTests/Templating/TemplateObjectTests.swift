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
