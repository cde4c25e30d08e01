import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// `formgen import` on real OpenAPI documents and on small schemas: what each property becomes, the
/// warnings and errors at their places, and a spec that validates and generates.
@Suite struct SchemaImporterTests {
    static let documents = PackagePaths.root.appendingPathComponent("Tests/FormGenCoreTests/Import/Documents")

    static func document(_ name: String) throws -> SourceFile {
        let data = try Data(contentsOf: documents.appendingPathComponent(name))
        return SourceFile(name: name, bytes: Array(data))
    }

    /// The fields of a spec as the validator reads them.
    static func fields(of spec: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(spec.utf8)) as? [String: Any]
        return object?["fields"] as? [[String: Any]] ?? []
    }

    /// Generates the spec with the built-in templates and returns the findings, failing on any error.
    static func expectGenerates(_ spec: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let result = GeneratorPipeline.generate(
            [SourceFile(name: "Imported.json", text: spec)], renderer: try FormRenderer.builtin())
        #expect(result.succeeded, "\(result.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
        #expect(result.files.contains { $0.name == "Imported.swift" }, sourceLocation: sourceLocation)
    }

    /// The Swagger Petstore's `User`: every property in the document's order, examples as prompts.
    @Test func petstoreUserBecomesAFormThatGenerates() throws {
        let result = SchemaImporter.importSpec(
            try Self.document("petstore-openapi.json"), fragment: "/components/schemas/User")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let spec = try #require(result.spec)
        #expect(result.name == "UserForm")
        let fields = try Self.fields(of: spec)
        #expect(
            fields.map { $0["id"] as? String } == [
                "id", "username", "firstName", "lastName", "email", "password", "phone", "userStatus",
            ])
        #expect(fields.map { $0["label"] as? String } == fields.map { $0["id"] as? String })
        #expect(fields[0]["kind"] as? String == "integer" && fields[0]["prompt"] as? String == "10")
        #expect(fields[7]["prompt"] as? String == "User Status")
        try Self.expectGenerates(spec)
    }

    /// The Petstore's `Pet`: the required name, and a warning at each property a field cannot hold.
    @Test func petstorePetWarnsAtWhatItCannotImport() throws {
        let source = try Self.document("petstore-openapi.json")
        let result = SchemaImporter.importSpec(source, fragment: "/components/schemas/Pet")
        let spec = try #require(result.spec)
        let fields = try Self.fields(of: spec)
        #expect(fields.map { $0["id"] as? String } == ["id", "name", "status"])
        #expect(fields[1]["required"] as? Bool == true)
        let lines = String(decoding: source.bytes, as: UTF8.self).components(separatedBy: "\n")
        let pet = try #require(lines.firstIndex { $0.contains("\"io.swagger.petstore.model.Pet\"") })
        // Each warning sits on the line of the property (or keyword) it is about.
        let expected: [(String, String)] = [
            ("\"category\": {", "'category' is a nested object"), ("\"photoUrls\": {", "'photoUrls' is an array"),
            ("\"tags\": {", "'tags' is an array"), ("\"enum\": [", "'enum' of 'status' has no equivalent"),
        ]
        #expect(result.diagnostics.count == expected.count)
        for (finding, (anchor, message)) in zip(result.diagnostics, expected) {
            let line = try #require(lines[pet...].firstIndex { $0.contains(anchor) })
            #expect(finding.severity == .warning)
            #expect(finding.message.hasPrefix(message), "\(finding.message)")
            #expect(finding.location.line == line + 1, "\(finding.formatted)")
        }
        try Self.expectGenerates(spec)
    }

    /// Twilio's hosted number order: anchored patterns copied without their anchors, `uri` formats as
    /// URL fields, and a warning at the unknown `phone-number` format, the boolean and the array.
    @Test func twilioPatternsAndReferencesAreImported() throws {
        let result = SchemaImporter.importSpec(
            try Self.document("twilio-numbers-v3.json"),
            fragment: "/components/schemas/numbers.v3.hostedNumbers.createHostedNumberOrderRequest")
        let spec = try #require(result.spec)
        let fields = try Self.fields(of: spec)
        let byID = Dictionary(uniqueKeysWithValues: fields.map { ($0["id"] as? String ?? "", $0) })
        #expect(byID["phoneNumber"]?["required"] as? Bool == true)
        #expect(byID["accountSid"]?["pattern"] as? String == "AC[0-9a-fA-F]{32}")
        #expect(byID["accountSid"]?["minLength"] as? Int == 34 && byID["accountSid"]?["maxLength"] as? Int == 34)
        #expect(byID["smsUrl"]?["keyboard"] as? String == "URL" && byID["smsUrl"]?["contentType"] as? String == "URL")
        #expect(byID["smsCapability"] == nil && byID["ccEmails"] == nil)
        let messages = result.diagnostics.map(\.message)
        #expect(
            messages.contains(
                "'format' 'phone-number' of 'phoneNumber' has no equivalent in a form; the field takes plain text"))
        #expect(messages.contains("'smsCapability' is a boolean; formgen's fields hold text, so it is not imported"))
        // `verificationType` is a `$ref` to an enum elsewhere: the warning is at the enum, where it is written.
        let enumWarning = try #require(result.diagnostics.last { $0.message.contains("'verificationType'") })
        let text = String(decoding: try Self.document("twilio-numbers-v3.json").bytes, as: UTF8.self)
        let enumSchema = try #require(
            text.components(separatedBy: "\n").firstIndex {
                $0.contains("\"hostedNumberOrderEnumVerificationType\": {")
            })
        #expect(enumWarning.location.line > enumSchema + 1)
        try Self.expectGenerates(spec)
    }

    /// Twilio's OAuth sign-up: patterns that are not anchored are not copied, with a warning at each.
    @Test func unanchoredPatternsOfARealDocumentAreWarnings() throws {
        let result = SchemaImporter.importSpec(
            try Self.document("twilio-oauth-v2.json"), fragment: "/components/schemas/Auth0SignupRequest")
        let spec = try #require(result.spec)
        let patternWarnings = result.diagnostics.filter {
            $0.message.hasPrefix("'pattern' is not copied: it is not anchored")
        }
        #expect(patternWarnings.count == 2)
        #expect(try Self.fields(of: spec).allSatisfy { $0["pattern"] == nil })
        try Self.expectGenerates(spec)
    }

    /// The same document gives the same bytes, and they are laid out as `JSONWriter` lays out JSON.
    @Test func theSameDocumentGivesTheSameBytes() throws {
        let source = try Self.document("twilio-numbers-v3.json")
        let fragment = "/components/schemas/numbers.v3.hostedNumbers.createHostedNumberOrderRequest"
        let first = try #require(SchemaImporter.importSpec(source, fragment: fragment).spec)
        let second = try #require(SchemaImporter.importSpec(source, fragment: fragment).spec)
        #expect(first == second)
        let reread = try JSONReader.read(Array(first.utf8))
        #expect(JSONWriter.write(reread.value) == first)
    }

    /// The examples in `Specs/` written one key a line are exactly what `JSONWriter` writes from
    /// them; the others put several keys on a line, a layout by hand that no writer reproduces.
    @Test func specsExamplesInTheWritersLayoutRoundTrip() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.specs.path).filter {
            $0.hasSuffix(".json")
        }
        var roundTripped = 0
        for name in names {
            let text = try String(contentsOf: PackagePaths.specs.appendingPathComponent(name), encoding: .utf8)
            let written = JSONWriter.write(try JSONReader.read(Array(text.utf8)).value)
            let severalKeysOnALine = text.components(separatedBy: "\n").contains { line in
                line.components(separatedBy: "\": ").count > 2
            }
            if !severalKeysOnALine {
                #expect(written == text, "\(name)")
                roundTripped += 1
            }
        }
        #expect(roundTripped >= 5)
    }

    @Test func mapsFormatsTitlesBoundsAndLengths() throws {
        let document = """
            {"$defs": {"Account": {"type": "object", "required": ["email", "age"], "properties": {
              "email": {"type": "string", "format": "email", "title": "Email", "maxLength": 254},
              "website": {"type": "string", "format": "uri", "examples": ["https://example.com"]},
              "password": {"type": "string", "format": "password", "minLength": 8, "writeOnly": true},
              "age": {"type": "integer", "exclusiveMinimum": 12, "exclusiveMaximum": 130.5},
              "legacy": {"type": "integer", "minimum": 0, "exclusiveMinimum": true},
              "height": {"type": ["number", "null"], "minimum": 0.5, "maximum": 3},
              "id": {"type": "string", "readOnly": true}
            }}}}
            """
        let result = SchemaImporter.importSpec(SourceFile(name: "a.json", text: document), fragment: "/$defs/Account")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let spec = try #require(result.spec)
        #expect(
            spec == """
                {
                  "formgen": 1,
                  "name": "AccountForm",
                  "fields": [
                    {
                      "id": "email",
                      "label": "Email",
                      "keyboard": "emailAddress",
                      "contentType": "emailAddress",
                      "autocapitalization": "never",
                      "autocorrection": false,
                      "required": true,
                      "maxLength": 254
                    },
                    {
                      "id": "website",
                      "label": "website",
                      "prompt": "https://example.com",
                      "keyboard": "URL",
                      "contentType": "URL",
                      "autocapitalization": "never",
                      "autocorrection": false
                    },
                    {
                      "id": "password",
                      "label": "password",
                      "kind": "secure",
                      "contentType": "password",
                      "minLength": 8
                    },
                    {
                      "id": "age",
                      "label": "age",
                      "kind": "integer",
                      "required": true,
                      "minimum": 13,
                      "maximum": 130
                    },
                    {
                      "id": "legacy",
                      "label": "legacy",
                      "kind": "integer",
                      "minimum": 1
                    },
                    {
                      "id": "height",
                      "label": "height",
                      "kind": "decimal",
                      "minimum": 0.5,
                      "maximum": 3
                    }
                  ]
                }

                """)
        try Self.expectGenerates(spec)
    }

    /// `allOf` merges in the document's order; a property two parts declare gets the stricter rules.
    @Test func allOfAndReferencesMergeInTheDocumentsOrder() throws {
        let document = """
            {"components": {"schemas": {
              "Base": {"type": "object", "required": ["name"], "properties": {
                "name": {"type": "string", "maxLength": 40}, "code": {"$ref": "#/components/schemas/Code"}}},
              "Code": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "Three capitals"},
              "Signup": {"allOf": [{"$ref": "#/components/schemas/Base"},
                {"properties": {"name": {"type": "string", "minLength": 2, "maxLength": 30}, "note": {"type": "string"}}}]}
            }}}
            """
        let result = SchemaImporter.importSpec(
            SourceFile(name: "a.json", text: document), fragment: "/components/schemas/Signup")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let fields = try Self.fields(of: try #require(result.spec))
        #expect(fields.map { $0["id"] as? String } == ["name", "code", "note"])
        #expect(fields[0]["minLength"] as? Int == 2 && fields[0]["maxLength"] as? Int == 30)
        #expect(fields[0]["required"] as? Bool == true)
        #expect(fields[1]["pattern"] as? String == "[A-Z]{3}" && fields[1]["prompt"] as? String == "Three capitals")
    }

    /// Names that are not Swift identifiers become distinct lowerCamelCase ids; the label keeps the name.
    @Test func propertyNamesBecomeDistinctIdentifiers() throws {
        let source = MarkedSource(
            """
            {"type": "object", "properties": {
              ⟦a⟧"first-name": {"type": "string"}, ⟦b⟧"first_name": {"type": "string"}, ⟦c⟧"2fa": {"type": "string"},
              "class": {"type": "string"}, ⟦d⟧"body": {"type": "string"}, ⟦e⟧"名前": {"type": "string"},
              ⟦f⟧"USER_ID": {"type": "string"}, ⟦g⟧"none": {"type": "string"}
            }}
            """)
        let result = SchemaImporter.importSpec(SourceFile(name: "spec.json", text: source.text), fragment: "")
        #expect(
            result.diagnostics.map(\.formatted)
                == [
                    "⟦a⟧ note: 'first-name' is imported as the field 'firstName'",
                    "⟦b⟧ note: 'first_name' is imported as the field 'firstName2'",
                    "⟦c⟧ note: '2fa' is imported as the field 'field2fa'",
                    "⟦d⟧ note: 'body' is imported as the field 'bodyField'",
                    "⟦e⟧ note: '名前' is imported as the field 'field6'",
                    "⟦f⟧ note: 'USER_ID' is imported as the field 'userID'",
                    "⟦g⟧ note: 'none' is imported as the field 'noneField'",
                ].map(source.expand))
        let spec = try #require(result.spec)
        let fields = try Self.fields(of: spec)
        #expect(
            fields.map { $0["id"] as? String } == [
                "firstName", "firstName2", "field2fa", "class", "bodyField", "field6", "userID", "noneField",
            ])
        #expect(
            fields.map { $0["label"] as? String } == [
                "first-name", "first_name", "2fa", "class", "body", "名前", "USER_ID", "none",
            ])
        try Self.expectGenerates(spec)
    }

    @Test func whatCannotBeMappedIsAWarningAtItsPlace() throws {
        let source = MarkedSource(
            """
            {"type": "object", "properties": {
              "zip": {"type": "string", "pattern": ⟦a⟧"^\\\\d{5}$"},
              "day": {"type": "string", "format": ⟦b⟧"date"},
              "size": {"type": "string", ⟦c⟧"enum": ["S", "M"]},
              ⟦d⟧"tags": {"type": "array"},
              "price": {"type": "number", "exclusiveMinimum": ⟦e⟧0},
              ⟦f⟧"any": {},
              "ratio": {"type": "number", "minimum": ⟦g⟧0.10000000000000001, "maximum": 3.141592653589793},
              "count": {"type": "integer", "exclusiveMinimum": ⟦h⟧9007199254740991}
            }}
            """)
        let result = SchemaImporter.importSpec(SourceFile(name: "spec.json", text: source.text), fragment: "")
        #expect(
            result.diagnostics.map(\.formatted)
                == [
                    "⟦a⟧ warning: 'pattern' is not copied: '\\d' is [0-9] to ECMA-262 but any decimal digit of any "
                        + "script to Swift's Regex; write the characters as a class such as '[0-9]'",
                    "⟦b⟧ warning: 'format' 'date' of 'day' has no equivalent in a form; the field takes plain text",
                    "⟦c⟧ warning: 'enum' of 'size' has no equivalent in a form; the field does not check it",
                    "⟦d⟧ warning: 'tags' is an array; a field holds one value, so it is not imported",
                    "⟦e⟧ warning: 'price' must be above 0, which a decimal field cannot say (its bounds are inclusive); "
                        + "the bound is not copied",
                    "⟦f⟧ warning: 'any' has no 'type'; formgen imports string, integer and number properties, so it is "
                        + "not imported",
                    "⟦g⟧ warning: 'minimum' 0.10000000000000001 would read as 0.1, the Double nearest to it, where a "
                        + "form compares numbers exactly; it is not copied",
                    "⟦h⟧ warning: 'exclusiveMinimum' 9007199254740991 leaves its next whole number beyond "
                        + "±9007199254740991, where a form compares numbers exactly; it is not copied",
                ].map(source.expand))
        try Self.expectGenerates(try #require(result.spec))
    }

    @Test func aBadPointerOrAnUnusableSchemaIsAnErrorAtItsPlace() throws {
        let source = MarkedSource(
            """
            {"definitions": ⟦a⟧{"User": ⟦u⟧{"type": "object", "properties": {⟦t⟧"tags": {"type": "array"}}},
              "Name": {"type": ⟦c⟧"string"}, "List": ⟦d⟧[1], "Empty": ⟦e⟧{"type": "object"}}}
            """)
        func findings(_ fragment: String) -> [String] {
            SchemaImporter.importSpec(SourceFile(name: "spec.json", text: source.text), fragment: fragment)
                .diagnostics.map(\.formatted)
        }
        #expect(
            findings("/definitions/Usr") == [
                source.expand("⟦a⟧ error: '#/definitions' has no member 'Usr'; did you mean 'User'?")
            ])
        #expect(
            findings("/definitions/Name") == [
                source.expand(
                    "⟦c⟧ error: '#/definitions/Name' is a schema of type 'string'; formgen imports the properties of "
                        + "an object schema")
            ])
        #expect(
            findings("/definitions/List") == [
                source.expand("⟦d⟧ error: '#/definitions/List' is an array, not a schema object")
            ])
        #expect(
            findings("/definitions/Empty") == [
                source.expand("⟦e⟧ error: '#/definitions/Empty' has no properties; a form needs at least one field")
            ])
        #expect(
            findings("/definitions/User")
                == [
                    "⟦u⟧ error: '#/definitions/User' has no string, integer or number property to import; a form needs "
                        + "at least one field",
                    "⟦t⟧ warning: 'tags' is an array; a field holds one value, so it is not imported",
                ].map(source.expand))
        #expect(
            SchemaImporter.importSpec(SourceFile(name: "spec.json", text: source.text), fragment: "/definitions/User")
                .spec == nil)
    }
}
