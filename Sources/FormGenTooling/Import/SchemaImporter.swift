import FormGenCore

/// `formgen import`: a form spec from an object schema of a JSON Schema (draft 7 or 2020-12) or
/// OpenAPI 3.0/3.1 document.
///
///     document bytes ─JSONReader→ JSONNode ─JSONPointer→ schema ─SchemaExpansion→ parts
///         ─ImportedField→ fields ─JSONWriter→ spec text, validated as `formgen validate` would
///
/// Each string, integer or number property becomes a field, in the document's order; what has no
/// place in a spec is a warning at its place in the document, and a pointer that names nothing or a
/// schema with nothing to import is an error there. The spec is returned only when there is no
/// error, and the same document gives the same text.
public enum SchemaImporter {
    /// The spec written from a schema, and every finding about the document.
    public struct Result: Sendable {
        /// The spec's JSON text; `nil` when there is an error.
        public var spec: String?
        /// The form's name, as the spec sets it.
        public var name: String?
        public var diagnostics: [Diagnostic]
    }

    /// The largest document formgen reads: OpenAPI documents of large services run to tens of megabytes.
    public static let maximumDocumentSize = 64 << 20
    /// The most JSON values a document holds, a few times those of the largest real ones: 64 MiB of
    /// `[0,0,…]` would otherwise take over a gigabyte.
    public static let maximumDocumentValues = 8_000_000

    /// The message for a document over `maximumDocumentSize` bytes.
    public static let tooLarge = "the document is larger than \(maximumDocumentSize >> 20) MiB, the most formgen reads"

    /// Writes the spec of the object schema at `fragment` (a JSON pointer as in a URI fragment,
    /// without the `#`) in `source`.
    /// - Parameter name: the form's name; by default the schema's `title` or the pointer's last
    ///   token, made UpperCamelCase and ending in `Form`.
    public static func importSpec(_ source: SourceFile, fragment: String, name: String? = nil) -> Result {
        var diagnostics = DiagnosticCollector(source: source)
        let spec = makeSpec(source, fragment: fragment, name: name, into: &diagnostics)
        return Result(
            spec: diagnostics.hasErrors ? nil : spec?.text, name: spec?.name,
            diagnostics: diagnostics.sortedByLocation)
    }

    private static func makeSpec(
        _ source: SourceFile, fragment: String, name: String?, into diagnostics: inout DiagnosticCollector
    ) -> (text: String, name: String)? {
        guard source.bytes.count <= maximumDocumentSize else {
            diagnostics.error(tooLarge, at: 0)
            return nil
        }
        let root: JSONNode
        do {
            root = try JSONReader.read(source.bytes, maximumValues: maximumDocumentValues)
        } catch {
            diagnostics.error(error.message, at: error.offset)
            return nil
        }
        let pointer: JSONPointer
        do {
            pointer = try JSONPointer(fragment: fragment)
        } catch {
            diagnostics.error(error.message, at: root.offset)
            return nil
        }
        let schema: JSONNode
        do {
            schema = try pointer.resolve(in: root)
        } catch {
            diagnostics.error(error.message, at: error.offset)
            return nil
        }
        let place = pointer.tokens.isEmpty ? "the document" : "'#\(fragment)'"
        guard case .object = schema.value else {
            diagnostics.error("\(place) is \(schema.typeDescription), not a schema object", at: schema.offset)
            return nil
        }
        var expansion = SchemaExpansion(root: root)
        let parts: [JSONNode]
        do {
            parts = try expansion.parts(of: schema)
        } catch {
            diagnostics.error(error.finding.message, at: error.finding.offset, notes: error.finding.notes)
            return nil
        }
        for part in parts {
            for type in part.members(named: "type") where !ImportedField.types(of: type).contains("object") {
                diagnostics.error(
                    "\(place) is a schema of type \(ImportedField.typeList(type)); formgen imports the properties "
                        + "of an object schema",
                    at: type.offset)
                return nil
            }
        }
        let properties = collectProperties(of: parts, into: &diagnostics)
        var fields: [ImportedField] = []
        var identifiers = FieldIdentifiers()
        var translations: ImportedField.Translations = [:]
        for property in properties where !expansion.isExhausted {
            guard
                var field = ImportedField.make(
                    property, expansion: &expansion, translations: &translations, into: &diagnostics)
            else { continue }
            field.id = identifiers.identifier(for: property.name, ordinal: fields.count + 1)
            if field.id != property.name {
                diagnostics.note("'\(property.name)' is imported as the field '\(field.id)'", at: property.keyOffset)
            }
            fields.append(field)
        }
        guard !fields.isEmpty else {
            if !diagnostics.hasErrors {
                let what = properties.isEmpty ? "no properties" : "no string, integer or number property to import"
                diagnostics.error("\(place) has \(what); a form needs at least one field", at: schema.offset)
            }
            return nil
        }
        let formName = name ?? defaultName(of: parts, pointer: pointer, documentName: source.name)
        let text = JSONWriter.write(
            .object([
                ("formgen", .number("1")), ("name", .string(formName)), ("fields", .array(fields.map(\.node))),
            ]))
        check(text, fields: fields, at: schema.offset, into: &diagnostics)
        return (text, formName)
    }

    /// The properties of the schema's parts, in order; a name that several parts declare is one
    /// property with all of their schemas, as `allOf` requires them all.
    private static func collectProperties(of parts: [JSONNode], into diagnostics: inout DiagnosticCollector)
        -> [ImportedField.Property]
    {
        var properties: [ImportedField.Property] = []
        // By scalars, as JSON compares names: `á` and `a` with a combining accent are two properties.
        let scalars = { (name: String) in name.unicodeScalars.map(\.value) }
        var index: [[UInt32]: Int] = [:]
        var required: Set<[UInt32]> = []
        for part in parts {
            for list in part.members(named: "required") {
                guard case .array(let names) = list.value else {
                    // OpenAPI 2 and draft 3 wrote `required: true` on a property; it is read there.
                    continue
                }
                for name in names {
                    guard case .string(let text) = name.value else {
                        diagnostics.warning(
                            "an entry of 'required' must be a property name, not \(name.typeDescription)",
                            at: name.offset)
                        continue
                    }
                    required.insert(scalars(text))
                }
            }
            for list in part.members(named: "properties") {
                guard case .object(let members) = list.value else {
                    diagnostics.warning(
                        "'properties' must be an object, not \(list.typeDescription); it is not imported",
                        at: list.offset)
                    continue
                }
                for member in members {
                    if let position = index[scalars(member.key)] {
                        properties[position].schemas.append(member.value)
                    } else {
                        index[scalars(member.key)] = properties.count
                        properties.append(
                            ImportedField.Property(
                                name: member.key, keyOffset: member.keyOffset, schemas: [member.value]))
                    }
                }
            }
        }
        for position in properties.indices {
            properties[position].isRequired = required.contains(scalars(properties[position].name))
        }
        return properties
    }

    /// `--name`'s default: the schema's `title`, else the pointer's last token, else the document's
    /// file name, made UpperCamelCase and ending in `Form`; `ImportedForm` when none makes a name.
    static func defaultName(of parts: [JSONNode], pointer: JSONPointer, documentName: String) -> String {
        var candidates: [String] = []
        if let title = parts.first.flatMap({ $0.members(named: "title").first }), case .string(let text) = title.value {
            candidates.append(text)
        }
        if let last = pointer.tokens.last { candidates.append(last) }
        let file = FileSystem.fileName(of: documentName)
        candidates.append(String(file.prefix { $0 != "." }))
        for candidate in candidates {
            guard var name = Identifier.camelCased(candidate, upper: true) else { continue }
            if !name.hasSuffix("Form") { name += "Form" }
            if TypeNameRule.isAcceptable(name) && name != "Field" { return name }
        }
        return "ImportedForm"
    }

    /// Validates the written spec as `formgen validate` would. The import maps only what a spec
    /// takes, so a finding here is one the document's constraints lead to (a pattern the validator
    /// warns about); it is reported at the property it came from.
    private static func check(
        _ text: String, fields: [ImportedField], at schemaOffset: Int, into diagnostics: inout DiagnosticCollector
    ) {
        let result = GeneratorPipeline.validate(SourceFile(name: "<imported spec>", text: text))
        guard !result.diagnostics.isEmpty else { return }
        // The line of each field's id in the written spec, to find the field of a finding.
        var idLines: [(line: Int, offset: Int)] = []
        var fieldIndex = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where fieldIndex < fields.count && line.hasPrefix("      \"id\": ") {
            idLines.append((number + 1, fields[fieldIndex].keyOffset))
            fieldIndex += 1
        }
        for finding in result.diagnostics {
            let offset = idLines.last { $0.line <= finding.location.line }?.offset ?? schemaOffset
            switch finding.severity {
            case .error:
                diagnostics.error("the imported spec would not be valid: \(finding.message)", at: offset)
            case .warning:
                diagnostics.warning("the imported spec has a warning: \(finding.message)", at: offset)
            case .note:
                break
            }
        }
    }
}
