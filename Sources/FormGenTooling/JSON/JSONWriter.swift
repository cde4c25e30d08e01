import FormGenCore

/// Writes a `JSONNode.Value` as pretty JSON with two-space indentation, keys in the order given,
/// so that output formgen writes (the JSON Schema) is byte-for-byte stable.
public enum JSONWriter {
    public static func write(_ value: JSONNode.Value) -> String {
        var output = ""
        append(value, indent: "", to: &output)
        return output + "\n"
    }

    private static func append(_ value: JSONNode.Value, indent: String, to output: inout String) {
        switch value {
        case .object(let members) where members.isEmpty:
            output += "{}"
        case .object(let members):
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += indent + "  " + quoted(member.key) + ": "
                append(member.value.value, indent: indent + "  ", to: &output)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements) where elements.isEmpty:
            output += "[]"
        case .array(let elements) where elements.allSatisfy(\.isScalar):
            output +=
                "["
                + elements.map { element -> String in
                    var text = ""
                    append(element.value, indent: indent, to: &text)
                    return text
                }.joined(separator: ", ") + "]"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += indent + "  "
                append(element.value, indent: indent + "  ", to: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let text):
            output += quoted(text)
        case .number(let lexeme):
            output += lexeme
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    /// A JSON string literal as Foundation's `JSONSerialization` writes it (with
    /// `.withoutEscapingSlashes`): `"` and `\` escaped, the control characters as `\b`, `\f`, `\n`,
    /// `\r`, `\t` or `\u00xx` (lowercase hex), everything else, `/` and non-ASCII included, as is.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension JSONNode {
    fileprivate var isScalar: Bool {
        switch value {
        case .object, .array: false
        default: true
        }
    }
}

extension JSONNode.Value {
    /// An object from key–value pairs, in order; offsets do not matter for written JSON.
    static func object(_ pairs: KeyValuePairs<String, JSONNode.Value>) -> JSONNode.Value {
        object(pairs.map { ($0.key, $0.value) })
    }

    /// An object from members in order, as built up by code.
    static func object(_ members: [(String, JSONNode.Value)]) -> JSONNode.Value {
        .object(members.map { JSONMember(key: $0.0, keyOffset: 0, value: JSONNode($0.1, offset: 0)) })
    }

    static func strings(_ values: [String]) -> JSONNode.Value {
        .array(values.map { JSONNode(.string($0), offset: 0) })
    }
}
