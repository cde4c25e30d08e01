import FormGenCore

/// The spec format's reference tables, written from `SpecShape` into the DocC catalog's spec
/// format page, so that every declared key is documented with the type, default and
/// meaning the decoder and schema use.
enum SpecReference {
    /// The markers of the section in a document.
    static let section = MarkedSection(
        begin: "<!-- spec reference: written by Scripts/regenerate from SpecShape -->",
        end: "<!-- end of spec reference -->")

    static var markdown: String {
        [
            table("Top level", SpecShape.spec), table("Field", SpecShape.field),
            table("Adornment (`leading`, `trailing`)", SpecShape.adornment),
            table("Messages (`messages` of a field, or of `strings`)", SpecShape.messages), table("Bar", SpecShape.bar),
            table("Strings (`strings`)", SpecShape.strings),
        ].joined(separator: "\n")
    }

    /// `document` with its reference section replaced; `nil` when it has no such section.
    static func replacingSection(in document: String) -> String? {
        section.replacing(in: document, with: markdown)
    }

    private static func table(_ title: String, _ shape: ObjectShape) -> String {
        let byKind = shape.restrictsKeysByBarKind
        var lines = [
            "### \(title)", "",
            byKind ? "| key | applies to | type | default | meaning |" : "| key | type | default | meaning |",
            byKind ? "|---|---|---|---|---|" : "|---|---|---|---|",
        ]
        for key in shape.keys {
            var cells = ["`\(key.name)`"]
            if byKind {
                cells.append(key.barKinds?.map(\.rawValue).joined(separator: ", ") ?? "all")
            }
            cells.append(key.typeText ?? typeText(key.type))
            cells.append(key.isRequired ? "required" : key.defaultText.map { defaultText($0, of: key.type) } ?? "—")
            cells.append(key.summary)
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func typeText(_ type: ValueShape) -> String {
        switch type {
        case .string: "string"
        case .boolean: "bool"
        case .integer: "integer"
        case .number: "number"
        case .oneOf(let values): values.map { "`\"\($0)\"`" }.joined(separator: " \\| ")
        case .array(let element, _): "array of " + typeText(element) + "s"
        case .object(let shape): shape.schemaName
        }
    }

    private static func defaultText(_ text: String, of type: ValueShape) -> String {
        switch type {
        case .string, .oneOf: "`\"\(text)\"`"
        default: "`\(text)`"
        }
    }
}
