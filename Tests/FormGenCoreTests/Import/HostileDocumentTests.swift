import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Documents built to hurt: each gives a located error or warning, or a spec, promptly and without a crash.
@Suite struct HostileDocumentTests {
    @Test func aReferenceCycleIsAnErrorAtTheReferenceThatClosesIt() {
        let source = MarkedSource(
            """
            {"$defs": {
              "A": ⟦a⟧{"allOf": [{"$ref": "#/$defs/B"}]},
              "B": {"allOf": [{"$ref": ⟦b⟧"#/$defs/A"}], "properties": {"x": {"type": "string"}}}
            }}
            """)
        let result = SchemaImporter.importSpec(SourceFile(name: "spec.json", text: source.text), fragment: "/$defs/A")
        #expect(result.spec == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                source.expand(
                    "⟦b⟧ error: this '$ref' leads back to a schema that contains it, a cycle that never ends\n"
                        + "⟦a⟧ note: the cycle starts at this schema")
            ])
    }

    @Test func aPropertyThatRefersToItselfIsAnError() {
        let source = MarkedSource(
            ##"{"type": "object", "properties": {"a": {"type": "string"}, "b": ⟦s⟧{"$ref": ⟦r⟧"#/properties/b"}}}"##)
        let result = SchemaImporter.importSpec(SourceFile(name: "spec.json", text: source.text), fragment: "")
        #expect(result.spec == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                source.expand(
                    "⟦r⟧ error: this '$ref' leads back to a schema that contains it, a cycle that never ends\n"
                        + "⟦s⟧ note: the cycle starts at this schema")
            ])
    }

    /// A property that is an object referring to its own schema is a nested object, not a cycle: it is not followed.
    @Test func aRecursiveObjectPropertyIsOnlyAWarning() throws {
        let document =
            ##"{"$defs": {"Person": {"type": "object", "properties": {"name": {"type": "string"}, "parent": {"$ref": "#/$defs/Person"}}}}}"##
        let result = SchemaImporter.importSpec(SourceFile(name: "a.json", text: document), fragment: "/$defs/Person")
        #expect(result.spec != nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "'parent' is a nested object; a field holds one value, so it is not imported (import its schema as a form of its own)"
            ])
    }

    @Test func tenThousandPropertiesBecomeTenThousandFieldsThatValidate() throws {
        let properties = (0..<10_000).map { #""p\#($0)": {"type": "string", "maxLength": 10}"# }.joined(separator: ", ")
        let document = #"{"title": "Wide", "type": "object", "properties": {\#(properties)}}"#
        let clock = ContinuousClock()
        let start = clock.now
        let result = SchemaImporter.importSpec(SourceFile(name: "wide.json", text: document), fragment: "")
        #expect(clock.now - start < .seconds(30))
        let spec = try #require(result.spec)
        #expect(result.diagnostics.isEmpty)
        #expect(result.name == "WideForm")
        let validation = GeneratorPipeline.validate(SourceFile(name: "Wide.json", text: spec))
        #expect(validation.form?.fields.count == 10_000)
        #expect(validation.diagnostics.isEmpty)
    }

    @Test func allOfNestedPastTheLimitIsAnErrorAtTheDeepestSchemaFollowed() {
        let depth = SchemaExpansion.maximumDepth + 10
        let open = String(repeating: #"{"allOf": ["#, count: depth)
        let close = String(repeating: "]}", count: depth)
        let document = open + #"{"properties": {"a": {"type": "string"}}}"# + close
        let result = SchemaImporter.importSpec(SourceFile(name: "deep.json", text: document), fragment: "")
        #expect(result.spec == nil)
        let finding = result.diagnostics.first
        #expect(
            finding?.message
                == "'$ref' and 'allOf' nest more than \(SchemaExpansion.maximumDepth) deep here; formgen follows no deeper"
        )
        // The schema that would be one level too deep: `{"allOf": [` is 11 characters.
        #expect(
            finding?.location
                == SourceLocation(file: "deep.json", line: 1, column: 11 * SchemaExpansion.maximumDepth + 1))
    }

    /// Every level lists the next twice, so 20 levels would be 2^20 schemas, within the depth limit.
    @Test func allOfThatDoublesAtEveryLevelIsStopped() {
        var definitions = [#""L20": {"properties": {"a": {"type": "string"}}}"#]
        for level in 0..<20 {
            definitions.append(
                ##""L\##(level)": {"allOf": [{"$ref": "#/$defs/L\##(level + 1)"}, {"$ref": "#/$defs/L\##(level + 1)"}]}"##
            )
        }
        let document = #"{"$defs": {\#(definitions.joined(separator: ", "))}}"#
        let clock = ContinuousClock()
        let start = clock.now
        let result = SchemaImporter.importSpec(SourceFile(name: "bomb.json", text: document), fragment: "/$defs/L0")
        #expect(clock.now - start < .seconds(30))
        #expect(result.spec == nil)
        #expect(
            result.diagnostics.map(\.message).first?.contains("expand to more than 100000 schemas and keywords") == true
        )
    }

    /// One schema of 1,000 properties referred to 200 times would copy 200,000 properties: each
    /// copy counts against the limit on schemas, which stops it at the property list that passes it.
    @Test func manyReferencesToAWideSchemaAreStopped() {
        let properties = (0..<1_000).map { #""p\#($0)": {"type": "boolean"}"# }.joined(separator: ", ")
        let references = Array(repeating: ##"{"$ref": "#/$defs/A"}"##, count: 200).joined(separator: ", ")
        let document =
            #"{"$defs": {"A": {"properties": {"# + properties + #"}}}, "type": "object", "allOf": ["#
            + references + "]}"
        let result = SchemaImporter.importSpec(SourceFile(name: "fan.json", text: document), fragment: "")
        #expect(result.spec == nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "'$ref', 'allOf' and 'properties' expand to more than 100000 schemas and keywords by here; formgen "
                    + "follows no further"
            ])
        // At the property list: `{"$defs": {"A": {"properties": ` is 31 characters.
        #expect(result.diagnostics.first?.location.column == 32)
    }

    /// Each property that refers to a schema reads all of its keywords again, so they count too: 100
    /// references to one schema of 1,000 keywords pass the limit. The properties after it are not
    /// followed: each gave the same error again.
    @Test func manyReferencesToASchemaOfManyKeywordsAreStopped() {
        let keywords = (0..<1_000).map { #""x-\#($0)": 0"# }.joined(separator: ", ")
        let properties = (0..<200).map { ##""p\##($0)": {"$ref": "#/$defs/S"}"## }.joined(separator: ", ")
        let document =
            #"{"$defs": {"S": {"type": "string", \#(keywords)}}, "type": "object", "properties": {\#(properties)}}"#
        let result = SchemaImporter.importSpec(SourceFile(name: "keywords.json", text: document), fragment: "")
        #expect(result.spec == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("expand to more than 100000 schemas and keywords") == true)
    }

    /// A schema that writes `properties` twice has the properties of both read, so both count.
    @Test func aSecondPropertiesListCountsToo() {
        let properties = (0..<1_000).map { #""p\#($0)": {"type": "string"}"# }.joined(separator: ", ")
        let references = Array(repeating: ##"{"$ref": "#/$defs/S"}"##, count: 101).joined(separator: ", ")
        let document =
            #"{"$defs": {"S": {"properties": {}, "properties": {\#(properties)}}}, "allOf": [\#(references)]}"#
        let result = SchemaImporter.importSpec(SourceFile(name: "twice.json", text: document), fragment: "")
        #expect(result.spec == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("expand to more than 100000 schemas and keywords") == true)
    }

    /// A `true` schema is read like any other, so it counts.
    @Test func trueSchemasCount() {
        let trues = Array(repeating: "true", count: SchemaExpansion.maximumSchemas).joined(separator: ", ")
        let document = #"{"type": "object", "properties": {"a": {"type": "string"}}, "allOf": [\#(trues)]}"#
        let result = SchemaImporter.importSpec(SourceFile(name: "trues.json", text: document), fragment: "")
        #expect(result.spec == nil)
        #expect(result.diagnostics.first?.message.contains("expand to more than 100000 schemas and keywords") == true)
    }

    /// JSON compares names scalar by scalar: `á` written as one scalar and as `a` with a combining
    /// accent are two properties, which Swift's `String` would take for one.
    @Test func namesThatDifferInScalarsAreTwoProperties() throws {
        let document =
            #"{"type": "object", "required": ["a\u0301"], "properties": {"\u00e1": {"type": "string"}, "a\u0301": {"type": "integer"}}}"#
        let result = SchemaImporter.importSpec(SourceFile(name: "nfc.json", text: document), fragment: "")
        let spec = try #require(result.spec, "\(result.diagnostics.map(\.formatted))")
        #expect(spec.contains(#""kind": "integer""#))
        #expect(spec.components(separatedBy: #""required": true"#).count == 2)
    }

    /// Each "did you mean" looks through every key of an object: only the first ten references to a
    /// missing name get one.
    @Test func onlyTheFirstMissingReferencesGetASuggestion() throws {
        let properties = (0..<12).map { ##""p\##($0)": {"$ref": "#/$defs/Nam\##($0)"}"## }.joined(separator: ", ")
        let names = (0..<12).map { #""Name\#($0)": {"type": "string"}"# }.joined(separator: ", ")
        let document =
            #"{"$defs": {\#(names)}, "type": "object", "properties": {"a": {"type": "string"}, \#(properties)}}"#
        let result = SchemaImporter.importSpec(SourceFile(name: "missing.json", text: document), fragment: "")
        #expect(result.spec != nil)
        let notes = result.diagnostics.compactMap(\.notes.first?.message)
        #expect(notes.count == 12)
        #expect(notes.prefix(10).allSatisfy { $0.contains("; did you mean 'Name") })
        #expect(notes.dropFirst(10).allSatisfy { !$0.contains("did you mean") })
    }

    /// A note for each renamed property is not a reason to fail: past the limit of findings, notes
    /// alone leave the spec written.
    @Test func tenThousandRenamedPropertiesAreImported() throws {
        let count = DiagnosticCollector.limit + 1
        let properties = (0..<count).map { #""first-name-\#($0)": {"type": "string"}"# }.joined(separator: ", ")
        let document = #"{"type": "object", "properties": {\#(properties)}}"#
        let result = SchemaImporter.importSpec(SourceFile(name: "renamed.json", text: document), fragment: "")
        #expect(result.spec != nil)
        #expect(result.diagnostics.count == DiagnosticCollector.limit + 1)
        #expect(result.diagnostics.allSatisfy { $0.severity == .note })
    }

    /// A pattern of 100,000 nested groups is not copied, with its reason, rather than reading it
    /// one recursion per group until the stack runs out.
    @Test func aPatternNestedTooDeepIsNotCopied() throws {
        let pattern = "^" + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + "$"
        let text = #"{"type": "object", "properties": {"x": {"type": "string", "pattern": ""# + pattern + #""}}}"#
        let result = SchemaImporter.importSpec(SourceFile(name: "spec.json", text: text), fragment: "")
        #expect(result.spec != nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "'pattern' is not copied: it nests groups more than 500 deep, more than a pattern of 1000 characters can"
            ])
        guard
            case .success = ECMAPattern.translate(
                "^" + String(repeating: "(", count: 500) + String(repeating: ")", count: 500) + "$")
        else {
            Issue.record("500 nested groups, which a spec's pattern can hold, were refused")
            return
        }
    }

    @Test func pointerEscapesNameKeysWithSlashesAndTildes() throws {
        let document =
            #"{"paths": {"/users/{id}": {"~draft": {"type": "object", "properties": {"a b": {"type": "string"}}}}}}"#
        let result = SchemaImporter.importSpec(
            SourceFile(name: "a.json", text: document), fragment: "/paths/~1users~1%7Bid%7D/~0draft")
        let spec = try #require(result.spec)
        #expect(try SchemaImporterTests.fields(of: spec).map { $0["id"] as? String } == ["aB"])
        let bad = SchemaImporter.importSpec(SourceFile(name: "a.json", text: document), fragment: "/paths/~2users")
        #expect(
            bad.diagnostics.map(\.formatted) == [
                "a.json:1:1: error: '#/paths/~2users' is not a JSON pointer: '~' must be followed by '0' (for '~') "
                    + "or '1' (for '/')"
            ])
    }

    @Test func referencesOutsideTheDocumentAreWarningsForAProperty() throws {
        let source = MarkedSource(
            ##"{"type": "object", "properties": {"a": {"type": "string"}, "b": {"$ref": ⟦r⟧"other.json#/B"}, "c": {"$ref": ⟦m⟧"#/nowhere"}}}"##
        )
        let result = SchemaImporter.importSpec(SourceFile(name: "spec.json", text: source.text), fragment: "")
        #expect(result.spec != nil)
        #expect(
            result.diagnostics.map(\.formatted)
                == [
                    "⟦r⟧ warning: '$ref' 'other.json#/B' points outside this document; formgen follows references within "
                        + "the document only ('#/…'); the property 'b' is not imported",
                    "⟦m⟧ warning: '$ref' '#/nowhere' names nothing in this document; the property 'c' is not imported\n"
                        + "spec.json:1:1: note: the document has no member 'nowhere'",
                ].map(source.expand))
    }

    @Test func malformedJSONIsAnErrorAtTheFirstByteThatCannotBeRead() {
        let result = SchemaImporter.importSpec(
            SourceFile(name: "a.json", text: "{\"type\": \"object\",, }"), fragment: "")
        #expect(result.spec == nil)
        #expect(result.diagnostics.map(\.location) == [SourceLocation(file: "a.json", line: 1, column: 19)])
    }
}
