/// Writes a String Catalog byte for byte as Xcode does, so that Xcode opening and saving a catalog
/// formgen wrote changes nothing, and formgen rewriting one Xcode saved changes only what it merged.
///
/// Xcode's layout is Foundation's `JSONSerialization` with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`: two-space indentation, `"key" : value`, keys in `CatalogKeyOrder`,
/// an empty object or array as an opening bracket, an empty line and the closing bracket, `/`
/// and every non-ASCII character as they are, and no line break after the last `}`.
enum CatalogWriter {
    static func text(_ value: JSONNode.Value) -> String {
        var output = ""
        append(value, indent: "", to: &output)
        return output
    }

    private static func append(_ value: JSONNode.Value, indent: String, to output: inout String) {
        let inner = indent + "  "
        switch value {
        case .object(let members):
            let sorted = members.sorted { CatalogKeyOrder.precedes($0.key, $1.key) }
            output += "{\n"
            for (index, member) in sorted.enumerated() {
                output += (index == 0 ? "" : ",\n") + inner + quoted(member.key) + " : "
                append(member.value.value, indent: inner, to: &output)
            }
            output += "\n" + indent + "}"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += (index == 0 ? "" : ",\n") + inner
                append(element.value, indent: inner, to: &output)
            }
            output += "\n" + indent + "]"
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

    /// A JSON string as `JSONSerialization` writes it: `"` and `\` escaped, the control characters
    /// as `\b`, `\f`, `\n`, `\r`, `\t` or `\u00xx` (lowercase hex), everything else as it is.
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
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
