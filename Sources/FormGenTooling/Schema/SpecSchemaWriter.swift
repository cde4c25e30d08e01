import FormGenCore

/// The JSON Schema (draft 2020-12) of the spec format, built from `SpecShape` — the same tables
/// `SpecDecoder` decodes with — so editors and formgen agree on what a spec may hold.
///
/// Beyond types, required and unknown keys, it states the validator's rules that JSON Schema can
/// express: the value constraints of `ValueConstraint`, keys that apply to one bar kind, a reveal
/// toggle only on secure fields, an action only with a label, `focusStyle: "bool"` with one field
/// and no `whenMatches`, at most one bar without `whenMatches`. Rules that compare values across
/// the document (duplicate ids, a field claimed by two bars, ids that are not fields) and duplicate
/// keys are beyond JSON Schema and stay with the validator.
public enum SpecSchemaWriter {
    public static func schema() -> String {
        JSONWriter.write(document)
    }

    private static var document: JSONNode.Value {
        var root: [(String, JSONNode.Value)] =
            [
                ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                ("$id", .string("https://formgen.dev/schema/spec-1.json")),
                ("title", .string("formgen spec, format version 1")),
            ] + object(SpecShape.spec)
        root.append(
            (
                "if",
                .object([
                    "properties": .object(["focusStyle": .object(["const": .string("bool")])]),
                    "required": .strings(["focusStyle"]),
                ])
            ))
        root.append(
            (
                "then",
                .object([
                    "properties": .object([
                        "fields": .object(["maxItems": .number("1")]),
                        "bars": .object(["items": .object(["not": .object(["required": .strings(["whenMatches"])])])]),
                    ])
                ])
            ))
        root.append(
            (
                "$defs",
                .object([
                    "field": .object(fieldObject),
                    "bar": .object(barObject),
                    "adornment": .object(adornmentObject),
                    "messages": .object(object(SpecShape.messages)),
                    "strings": .object(object(SpecShape.strings)),
                ])
            ))
        return .object(root)
    }

    private static var fieldObject: [(String, JSONNode.Value)] {
        var field = object(SpecShape.field)
        field.append(
            (
                "if",
                .object([
                    "properties": .object(["revealToggle": .object(["const": .bool(true)])]),
                    "required": .strings(["revealToggle"]),
                ])
            ))
        field.append(
            (
                "then",
                .object([
                    "properties": .object(["kind": .object(["const": .string(FieldKind.secure.rawValue)])]),
                    "required": .strings(["kind"]),
                ])
            ))
        return field
    }

    private static var adornmentObject: [(String, JSONNode.Value)] {
        var adornment = object(SpecShape.adornment)
        adornment.append(("dependentRequired", .object(["action": .strings(["accessibilityLabel"])])))
        return adornment
    }

    /// Each bar kind forbids the keys of the other kinds.
    private static var barObject: [(String, JSONNode.Value)] {
        var bar = object(SpecShape.bar)
        let rules = BarKind.allCases.map { kind -> JSONNode.Value in
            let forbidden = SpecShape.bar.keys.filter { $0.barKinds.map { !$0.contains(kind) } ?? false }
            return .object([
                "if": .object(["properties": .object(["kind": .object(["const": .string(kind.rawValue)])])]),
                "then": .object(
                    [("properties", .object(forbidden.map { ($0.name, JSONNode.Value.bool(false)) }))]),
            ])
        }
        bar.append(("allOf", .array(rules.map { JSONNode($0, offset: 0) })))
        return bar
    }

    /// `type`, `description`, `properties`, `required` and `additionalProperties: false` of one shape.
    private static func object(_ shape: ObjectShape) -> [(String, JSONNode.Value)] {
        let properties = shape.keys.map { key in (key.name, property(key)) }
        return [
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("required", .strings(shape.keys.filter(\.isRequired).map(\.name))),
            ("additionalProperties", .bool(false)),
        ]
    }

    private static func property(_ key: KeyShape) -> JSONNode.Value {
        var members: [(String, JSONNode.Value)] = [("description", .string(key.summary))]
        members += type(key.type)
        members += key.constraint.map(constraint) ?? []
        if let text = key.defaultText {
            members.append(("default", defaultValue(text, of: key.type)))
        }
        return .object(members)
    }

    /// A key's default as a JSON value of the key's type.
    private static func defaultValue(_ text: String, of shape: ValueShape) -> JSONNode.Value {
        switch shape {
        case .boolean: .bool(text == "true")
        case .integer, .number: .number(text)
        case .array: .array([])
        default: .string(text)
        }
    }

    private static func type(_ shape: ValueShape) -> [(String, JSONNode.Value)] {
        switch shape {
        case .string: [("type", .string("string"))]
        case .boolean: [("type", .string("boolean"))]
        case .integer: [("type", .string("integer"))]
        case .number:
            [
                ("type", .string("number")), ("minimum", .number("-\(SpecDecoder.exactLimit)")),
                ("maximum", .number(String(SpecDecoder.exactLimit))),
            ]
        case .oneOf(let values): [("type", .string("string")), ("enum", .strings(values))]
        case .array(let element, let minimumCount):
            [("type", .string("array")), ("items", .object(type(element)))]
                + (minimumCount > 0 ? [("minItems", .number(String(minimumCount)))] : [])
                + [("maxItems", .number(String(SpecDecoder.maximumCount)))]
        case .object(let shape): [("$ref", .string("#/$defs/\(shape.schemaName)"))]
        }
    }

    private static func constraint(_ constraint: ValueConstraint) -> [(String, JSONNode.Value)] {
        switch constraint {
        case .formatVersion:
            return [("const", .number("1"))]
        case .typeName:
            return [
                ("pattern", .string("^[A-Z][A-Za-z0-9]*$")),
                (
                    "not",
                    .object([
                        "anyOf": .array([
                            JSONNode(.object(["enum": .strings(ReservedNames.typeNames.sorted())]), offset: 0),
                            JSONNode(.object(["pattern": .string("^" + ReservedNames.supportTypePrefix)]), offset: 0),
                        ])
                    ])
                ),
            ]
        case .memberName:
            let reserved = ReservedNames.formMembers.filter(Identifier.isLowerCamelCase).sorted()
            return [
                ("pattern", .string("^[a-z][A-Za-z0-9]*$")),
                ("not", .object(["enum": .strings(reserved)])),
            ]
        case .barName:
            // Only the names that always collide; one that collides with another bar's is the validator's.
            return [
                ("pattern", .string("^[a-z][A-Za-z0-9]*$")),
                ("not", .object(["enum": .strings(BarNameRule.reservedNames)])),
            ]
        case .iosVersion:
            return [("pattern", .string(#"^(1[5-9]|[2-9][0-9]|[1-9][0-9]{2})\.[0-9]{1,3}$"#))]
        case .noRepeats:
            return [("uniqueItems", .bool(true))]
        case .nonNegative:
            return [("minimum", .number("0"))]
        case .regularExpression:
            return [("format", .string("regex")), ("maxLength", .number(String(InputRule.patternLimit)))]
        case .tableName:
            return [("pattern", .string(StringsRule.tableNamePattern))]
        case .languageCode:
            return [("pattern", .string(StringsRule.languageCodePattern))]
        case .countFormat:
            return [("pattern", .string(StringsRule.countFormatPattern))]
        case .visibleText:
            return [("pattern", .string(StringsRule.visibleTextPattern))]
        case .atMostOneCatchAllBar:
            return [
                ("contains", .object(["not": .object(["required": .strings(["whenMatches"])])])),
                ("minContains", .number("0")),
                ("maxContains", .number("1")),
            ]
        }
    }
}
