import FormGenCore

/// Writes a String Catalog byte for byte as Xcode does, so that Xcode opening and saving a catalog
/// formgen wrote changes nothing, and formgen rewriting one Xcode saved changes only what it merged.
///
/// Xcode's layout is Foundation's `JSONSerialization` with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`: two-space indentation, `"key" : value`, keys in `CatalogKeyOrder`,
/// an empty object or array as an opening bracket, an empty line and the closing bracket, `/`
/// and every non-ASCII character as they are, and no line break after the last `}`.
enum CatalogWriter {
    /// The text of `value`; `nil` once it passes `maximumSize` bytes. Each value is on a line of its
    /// own, indented by its depth, so a deeply nested catalog of a few megabytes would otherwise be
    /// written out to gigabytes before its size was known.
    static func text(_ value: JSONNode.Value, maximumSize: Int) -> String? {
        var output = ""
        return append(value, indent: "", to: &output, maximumSize: maximumSize) ? output : nil
    }

    /// Whether `output` is still within `maximumSize` bytes, having stopped at once when it was not.
    private static func append(_ value: JSONNode.Value, indent: String, to output: inout String, maximumSize: Int)
        -> Bool
    {
        let inner = indent + "  "
        switch value {
        case .object(let members):
            // Foundation's order is not transitive for every set of keys (`ß〒`, `SS7`, `ssa` form a
            // cycle), so the keys are put in one order first, and the same keys always come out alike.
            let order = CatalogKeyOrder()
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                .sorted { order.precedes($0.key, $1.key) }
            output += "{\n"
            for (index, member) in sorted.enumerated() {
                output += (index == 0 ? "" : ",\n") + inner + JSONWriter.quoted(member.key) + " : "
                guard append(member.value.value, indent: inner, to: &output, maximumSize: maximumSize) else {
                    return false
                }
            }
            output += "\n" + indent + "}"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += (index == 0 ? "" : ",\n") + inner
                guard append(element.value, indent: inner, to: &output, maximumSize: maximumSize) else {
                    return false
                }
            }
            output += "\n" + indent + "]"
        case .string(let text):
            output += JSONWriter.quoted(text)
        case .number(let lexeme):
            output += lexeme
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
        return output.utf8.count <= maximumSize
    }
}
