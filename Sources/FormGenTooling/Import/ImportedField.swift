import FormGenCore

/// One field of an imported spec, mapped from a property's schemas, and the warnings for what has
/// no place in a spec.
///
/// `string`, `integer` and `number` properties become text, `integer` and `decimal` fields; `title`
/// is the label (else the property's name), `description` or the first example the prompt;
/// `required`, `minLength`, `maxLength` and `pattern` carry over, `minimum` and `maximum` (and on
/// integers the exclusive bounds, as the next whole number) too; `format` `email`, `uri` and
/// `password` set the keyboard, the content type or a secure field.
struct ImportedField {
    /// A property as the object schema declares it, with every schema that applies to it.
    struct Property {
        var name: String
        var keyOffset: Int
        var schemas: [JSONNode]
        var isRequired = false
    }

    var id = ""
    /// Where the property's name is written, for findings about the field.
    var keyOffset: Int
    var label: String
    var prompt: String?
    var kind: String?
    var keyboard: String?
    var contentType: String?
    var autocapitalization: String?
    var autocorrection: Bool?
    var required = false
    var minLength: Int?
    var maxLength: Int?
    var pattern: String?
    var minimum: String?
    var maximum: String?

    /// The field as a spec writes it, keys in the order of the examples in `Specs/`.
    var node: JSONNode {
        var members: [(String, JSONNode.Value)] = [("id", .string(id)), ("label", .string(label))]
        if let prompt { members.append(("prompt", .string(prompt))) }
        if let kind { members.append(("kind", .string(kind))) }
        if let keyboard { members.append(("keyboard", .string(keyboard))) }
        if let contentType { members.append(("contentType", .string(contentType))) }
        if let autocapitalization { members.append(("autocapitalization", .string(autocapitalization))) }
        if let autocorrection { members.append(("autocorrection", .bool(autocorrection))) }
        if required { members.append(("required", .bool(true))) }
        if let minLength { members.append(("minLength", .number(String(minLength)))) }
        if let maxLength { members.append(("maxLength", .number(String(maxLength)))) }
        if let pattern { members.append(("pattern", .string(pattern))) }
        if let minimum { members.append(("minimum", .number(minimum))) }
        if let maximum { members.append(("maximum", .number(maximum))) }
        return JSONNode(.object(members), offset: 0)
    }

    /// The names in a `type` value: one string, or an array of them.
    static func types(of node: JSONNode) -> [String] {
        switch node.value {
        case .string(let name): [name]
        case .array(let elements):
            elements.compactMap { element in
                if case .string(let name) = element.value { name } else { nil }
            }
        default: []
        }
    }

    /// `'string'`, or `'string' or 'null'`, for messages.
    static func typeList(_ node: JSONNode) -> String {
        let names = types(of: node)
        return names.isEmpty ? node.typeDescription : names.map { "'\($0)'" }.joined(separator: " or ")
    }

    /// Keywords that constrain a value in ways a field cannot check.
    private static let uncheckedKeywords = ["enum", "const", "not", "oneOf", "anyOf", "if", "multipleOf"]

    /// The formats that describe how a number is stored rather than what it may be.
    private static let storageFormats: Set<String> = ["int32", "int64", "float", "double"]

    /// Each `pattern` translated so far, by the offset of its string: a schema that many properties
    /// refer to is translated once.
    typealias Translations = [Int: Result<String, ECMAPattern.Refusal>]

    /// The field of `property`, or `nil` (with a warning, unless it is `readOnly`) when it has none.
    static func make(
        _ property: Property, expansion: inout SchemaExpansion, translations: inout Translations,
        into diagnostics: inout DiagnosticCollector
    ) -> ImportedField? {
        let name = property.name
        var parts: [JSONNode] = []
        for schema in property.schemas {
            do {
                parts += try expansion.parts(of: schema)
            } catch {
                let finding = error.finding
                if error.isFatal {
                    diagnostics.error(finding.message, at: finding.offset, notes: finding.notes)
                } else {
                    diagnostics.warning(
                        "\(finding.message); the property '\(name)' is not imported", at: finding.offset,
                        notes: finding.notes)
                }
                return nil
            }
        }
        if parts.contains(where: { part in part.members(named: "readOnly").contains { $0.value == .bool(true) } }) {
            return nil
        }
        guard let type = singleType(of: property, parts: parts, into: &diagnostics) else { return nil }
        switch type {
        case "string", "integer", "number":
            break
        case "object":
            diagnostics.warning(
                "'\(name)' is a nested object; a field holds one value, so it is not imported (import its schema "
                    + "as a form of its own)",
                at: property.keyOffset)
            return nil
        case "array":
            diagnostics.warning(
                "'\(name)' is an array; a field holds one value, so it is not imported", at: property.keyOffset)
            return nil
        case "boolean":
            diagnostics.warning(
                "'\(name)' is a boolean; formgen's fields hold text, so it is not imported", at: property.keyOffset)
            return nil
        default:
            diagnostics.warning(
                "'\(name)' is of type '\(type)', which a field cannot hold; it is not imported", at: property.keyOffset)
            return nil
        }
        var field = ImportedField(keyOffset: property.keyOffset, label: name)
        field.required = property.isRequired
        if let title = firstString("title", in: parts) { field.label = title }
        field.prompt = firstString("description", in: parts) ?? firstExample(in: parts)
        if type == "integer" { field.kind = "integer" }
        if type == "number" { field.kind = "decimal" }
        field.mapFormat(parts, type: type, property: name, into: &diagnostics)
        if type == "string" {
            field.mapLengths(parts, into: &diagnostics)
            field.mapPattern(parts, property: name, translations: &translations, into: &diagnostics)
        } else {
            field.mapBounds(parts, isInteger: type == "integer", property: name, into: &diagnostics)
        }
        var warned: Set<String> = []
        for part in parts {
            for keyword in uncheckedKeywords where !warned.contains(keyword) {
                guard let member = part.membersWithKeys(named: keyword).first else { continue }
                warned.insert(keyword)
                diagnostics.warning(
                    "'\(keyword)' of '\(name)' has no equivalent in a form; the field does not check it",
                    at: member.keyOffset)
            }
        }
        field.dropContradictions(property: property, into: &diagnostics)
        return field
    }

    /// The one type of a property other than `null`; `nil`, with a warning, when it has none or several.
    private static func singleType(
        of property: Property, parts: [JSONNode], into diagnostics: inout DiagnosticCollector
    )
        -> String?
    {
        var found: (name: String, node: JSONNode)?
        for part in parts {
            for node in part.members(named: "type") {
                let names = types(of: node).filter { $0 != "null" }
                guard names.count == 1 else {
                    diagnostics.warning(
                        "'\(property.name)' may be \(typeList(node)); a field holds one kind of value, so it is not imported",
                        at: node.offset)
                    return nil
                }
                if let found, found.name != names[0] {
                    diagnostics.warning(
                        "'\(property.name)' is both '\(found.name)' and '\(names[0])'; no value is both, so it is not imported",
                        at: node.offset, notes: [("'\(found.name)' is set here", found.node.offset)])
                    return nil
                }
                found = (names[0], node)
            }
        }
        guard let found else {
            diagnostics.warning(
                "'\(property.name)' has no 'type'; formgen imports string, integer and number properties, so it is "
                    + "not imported",
                at: property.keyOffset)
            return nil
        }
        return found.name
    }

    private static func firstString(_ key: String, in parts: [JSONNode]) -> String? {
        for part in parts {
            for node in part.members(named: key) {
                if case .string(let text) = node.value, !text.isEmpty { return text }
            }
        }
        return nil
    }

    /// The first of `examples` (JSON Schema) or the `example` (OpenAPI 3.0), when it is text or a number.
    private static func firstExample(in parts: [JSONNode]) -> String? {
        for part in parts {
            for node in part.members(named: "examples") {
                if case .array(let examples) = node.value, let first = examples.first, let text = scalarText(first) {
                    return text
                }
            }
            for node in part.members(named: "example") {
                if let text = scalarText(node) { return text }
            }
        }
        return nil
    }

    private static func scalarText(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): text.isEmpty ? nil : text
        case .number(let lexeme): lexeme
        default: nil
        }
    }

    private mutating func mapFormat(
        _ parts: [JSONNode], type: String, property: String, into diagnostics: inout DiagnosticCollector
    ) {
        guard let node = parts.lazy.flatMap({ $0.members(named: "format") }).first,
            case .string(let format) = node.value
        else { return }
        switch (type, format) {
        case ("string", "email"):
            (keyboard, contentType, autocapitalization, autocorrection) = (
                "emailAddress", "emailAddress", "never", false
            )
        case ("string", "uri"):
            (keyboard, contentType, autocapitalization, autocorrection) = ("URL", "URL", "never", false)
        case ("string", "password"):
            (kind, contentType) = ("secure", "password")
        case (_, _) where type != "string" && Self.storageFormats.contains(format):
            break
        default:
            let holds = type == "string" ? "plain text" : "a number"
            diagnostics.warning(
                "'format' '\(format)' of '\(property)' has no equivalent in a form; the field takes \(holds)",
                at: node.offset)
        }
    }

    /// The strictest lengths of all parts: the largest `minLength`, the smallest `maxLength`.
    private mutating func mapLengths(_ parts: [JSONNode], into diagnostics: inout DiagnosticCollector) {
        for part in parts {
            for key in ["minLength", "maxLength"] {
                for node in part.members(named: key) {
                    guard case .number(let lexeme) = node.value, let value = SpecDecoder.integer(lexeme), value >= 0
                    else {
                        diagnostics.warning(
                            "'\(key)' must be a whole number of 0 or more; it is not copied", at: node.offset)
                        continue
                    }
                    if key == "minLength" {
                        minLength = max(minLength ?? 0, value)
                    } else {
                        maxLength = min(maxLength ?? value, value)
                    }
                }
            }
        }
    }

    private mutating func mapPattern(
        _ parts: [JSONNode], property: String, translations: inout Translations,
        into diagnostics: inout DiagnosticCollector
    ) {
        var copiedFrom: JSONNode?
        for node in parts.flatMap({ $0.members(named: "pattern") }) {
            guard case .string(let source) = node.value else {
                diagnostics.warning(
                    "'pattern' must be a string, not \(node.typeDescription); it is not copied", at: node.offset)
                continue
            }
            if let copiedFrom {
                if copiedFrom.value != node.value {
                    diagnostics.warning(
                        "'\(property)' has a second 'pattern'; a field checks one, so this one is not copied",
                        at: node.offset, notes: [("the pattern copied is here", copiedFrom.offset)])
                }
                continue
            }
            let translation = translations[node.offset] ?? ECMAPattern.translate(source)
            translations[node.offset] = translation
            switch translation {
            case .success(let translated) where translated.unicodeScalars.count > InputRule.patternLimit:
                diagnostics.warning(
                    "'pattern' is longer than the \(InputRule.patternLimit) characters a spec's pattern may have; "
                        + "it is not copied",
                    at: node.offset)
            case .success(let translated):
                pattern = translated
                copiedFrom = node
            case .failure(let refusal):
                diagnostics.warning("'pattern' is not copied: \(refusal.reason)", at: node.offset)
            }
        }
    }

    /// The strictest bounds of all parts. An exclusive bound on an integer is the next whole number
    /// inside it; on a decimal field it has no equivalent.
    private mutating func mapBounds(
        _ parts: [JSONNode], isInteger: Bool, property: String, into diagnostics: inout DiagnosticCollector
    ) {
        var lower: (value: Double, lexeme: String)?
        var upper: (value: Double, lexeme: String)?
        for part in parts {
            let exclusiveFlags = (
                minimum: part.members(named: "exclusiveMinimum").contains { $0.value == .bool(true) },
                maximum: part.members(named: "exclusiveMaximum").contains { $0.value == .bool(true) }
            )
            for (key, isLower) in [
                ("minimum", true), ("maximum", false), ("exclusiveMinimum", true), ("exclusiveMaximum", false),
            ] {
                for node in part.members(named: key) {
                    if case .bool = node.value, key.hasPrefix("exclusive") { continue }
                    guard case .number(let lexeme) = node.value, let value = Double(lexeme) else {
                        diagnostics.warning("'\(key)' must be a number; it is not copied", at: node.offset)
                        continue
                    }
                    guard SpecDecoder.isExact(lexeme) else {
                        diagnostics.warning(
                            "'\(key)' \(lexeme) is beyond ±\(SpecDecoder.exactLimit), where a form compares numbers "
                                + "exactly; it is not copied",
                            at: node.offset)
                        continue
                    }
                    guard SpecDecoder.keepsItsDigits(lexeme) else {
                        diagnostics.warning(
                            "'\(key)' \(lexeme) would read as \(value), the Double nearest to it, where a form "
                                + "compares numbers exactly; it is not copied",
                            at: node.offset)
                        continue
                    }
                    let exclusive =
                        key.hasPrefix("exclusive") || (isLower ? exclusiveFlags.minimum : exclusiveFlags.maximum)
                    var bound = (value: value, lexeme: lexeme)
                    if exclusive {
                        guard isInteger else {
                            diagnostics.warning(
                                "'\(property)' must be \(isLower ? "above" : "below") \(lexeme), which a decimal field "
                                    + "cannot say (its bounds are inclusive); the bound is not copied",
                                at: node.offset)
                            continue
                        }
                        let whole = isLower ? value.rounded(.down) + 1 : value.rounded(.up) - 1
                        guard whole.magnitude <= Double(SpecDecoder.exactLimit) else {
                            diagnostics.warning(
                                "'\(key)' \(lexeme) leaves its next whole number beyond ±\(SpecDecoder.exactLimit), "
                                    + "where a form compares numbers exactly; it is not copied",
                                at: node.offset)
                            continue
                        }
                        bound = (whole, String(Int(whole)))
                    }
                    if isLower {
                        if lower.map({ bound.value > $0.value }) ?? true { lower = bound }
                    } else {
                        if upper.map({ bound.value < $0.value }) ?? true { upper = bound }
                    }
                }
            }
        }
        minimum = lower?.lexeme
        maximum = upper?.lexeme
        if let low = lower?.value, let high = upper?.value {
            let empty = isInteger ? low.rounded(.up) > high.rounded(.down) : low > high
            if empty {
                diagnostics.warning(
                    "no \(isInteger ? "whole number" : "number") lies between the bounds of '\(property)'; neither "
                        + "bound is copied",
                    at: keyOffset)
                (minimum, maximum) = (nil, nil)
            }
        }
    }

    /// Rules that no text could pass together are a warning, and are not copied.
    private mutating func dropContradictions(property: Property, into diagnostics: inout DiagnosticCollector) {
        if let minimum = minLength, let maximum = maxLength, minimum > maximum {
            diagnostics.warning(
                "'\(property.name)' has 'minLength' \(minimum) above 'maxLength' \(maximum); no text could pass, so "
                    + "neither is copied",
                at: keyOffset)
            (minLength, maxLength) = (nil, nil)
        }
        if required, maxLength == 0 {
            diagnostics.warning(
                "'\(property.name)' is required with 'maxLength' 0; no text could pass, so 'maxLength' is not copied",
                at: keyOffset)
            maxLength = nil
        }
    }
}
