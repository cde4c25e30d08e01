import Testing

@testable import FormGenCore
@testable import FormGenTooling

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

    /// Objects of one context kind share their names, which a lookup reads from the start, taking
    /// the first match: a name declared twice would hide its second value.
    @Test func everyContextKindDeclaresEachNameOnce() {
        let kinds = [
            RenderContext.formVariables.names, RenderContext.fieldVariables.names,
            RenderContext.adornmentVariables.names, RenderContext.rulesVariables.names,
            RenderContext.barVariables.names, RenderContext.stringsVariables.names,
        ]
        for names in kinds {
            #expect(!names.isEmpty)
            #expect(Set(names).count == names.count, "\(names)")
        }
    }

    /// Objects small and large, of names alike: each finds every key, and nothing else.
    @Test func everyKeyIsFoundInObjectsOfEverySize() {
        for count in [1, 2, 7, 8, 9, 16, 17, 40, 100] {
            let names = (0..<count).map { "key\($0)" }
            let object = TemplateObject(names.enumerated().map { ($0.element, .int($0.offset)) })
            for (index, name) in names.enumerated() {
                #expect(object[name] == .int(index), "\(name) of \(count)")
            }
            for missing in ["key\(count)", "key", "", "Key0", "key0 ", "\u{212A}ey0"] {
                #expect(object[missing] == nil, "\(missing) of \(count)")
            }
        }
    }

    /// A key that is not ASCII is found by a key canonically equivalent to it, whatever the
    /// object's size.
    @Test func keysThatAreNotASCIIAreFound() {
        for count in [3, 20] {
            var members: [(String, TemplateValue)] = (0..<count).map { ("name\($0)", .int($0)) }
            members.insert(("\u{212A}ind", "kelvin"), at: count / 2)
            members.append(("\u{E9}t\u{E9}", "summer"))
            let object = TemplateObject(members)
            #expect(object["Kind"] == "kelvin")
            #expect(object["\u{212A}ind"] == "kelvin")
            #expect(object["e\u{301}te\u{301}"] == "summer")
            #expect(object["name0"] == .int(0))
            #expect(object["kind"] == nil)
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
