import FormGenCore

/// A schema with its `$ref`s followed and its `allOf`s merged: the list of schema objects that all
/// apply, in the document's order.
///
/// A schema's own keywords count where it writes `properties` (or first, when it has none), so
/// `{"allOf": [{"$ref": "#/$defs/Base"}], "properties": {…}}` lists the base's properties first.
/// Keywords beside a `$ref` apply too, as in JSON Schema 2020-12 and OpenAPI 3.1. References are
/// followed within the document only. Hostile documents are bounded: a reference that leads back
/// into itself is an error, as are nesting past `maximumDepth` and expanding to more than
/// `maximumSchemas` schemas and keywords, properties included (`allOf`s of `allOf`s that double at
/// every level, or many references to one schema of many properties or keywords), since each one
/// expanded is read again for every property that uses it.
struct SchemaExpansion {
    /// What stops an expansion.
    struct Failure: Error {
        struct Finding {
            var message: String
            var offset: Int
            var notes: [(message: String, offset: Int)] = []
        }

        var finding: Finding
        /// An error whatever the schema is for (a cycle, a limit), rather than a reference or a
        /// schema that cannot be followed, which only makes a property unusable.
        var isFatal: Bool
    }

    static let maximumDepth = 64
    /// In one import, over the schema and all of its properties: each schema and each of its
    /// members counts one, each property of a `properties` one more.
    static let maximumSchemas = 100_000

    let root: JSONNode
    /// Schemas and keywords expanded so far, against `maximumSchemas`.
    private var count = 0
    /// Missing references that may still get a "did you mean": each looks through every key of an
    /// object, and a document may refer to a missing name from every property.
    private var hintsLeft = 10
    /// The objects references went through, by key: many properties refer to one schema, or to
    /// many members of one object.
    private var objects = JSONPointer.KeyedObjects()

    init(root: JSONNode) {
        self.root = root
    }

    /// Whether the schemas expanded so far passed `maximumSchemas`: every later schema would fail
    /// alike, so the import follows none.
    var isExhausted: Bool { count > Self.maximumSchemas }

    /// The schema objects `schema` stands for.
    /// - Throws: `Failure` at the first schema that cannot be followed.
    mutating func parts(of schema: JSONNode) throws(Failure) -> [JSONNode] {
        var parts: [JSONNode] = []
        try expand(schema, chain: [], into: &parts)
        return parts
    }

    /// - Parameter chain: the offsets of the schemas being expanded, outermost first, to tell a cycle.
    private mutating func expand(_ schema: JSONNode, chain: [Int], into parts: inout [JSONNode]) throws(Failure) {
        guard case .object(let members) = schema.value else {
            switch schema.value {
            case .bool(true): return try countSchemas(1, at: schema.offset)
            case .bool(false):
                throw Failure(
                    finding: .init(message: "the schema 'false' accepts no value", offset: schema.offset),
                    isFatal: false)
            default:
                throw Failure(
                    finding: .init(
                        message: "a schema must be an object, not \(schema.typeDescription)", offset: schema.offset),
                    isFatal: false)
            }
        }
        guard chain.count < Self.maximumDepth else {
            throw Failure(
                finding: .init(
                    message:
                        "'$ref' and 'allOf' nest more than \(Self.maximumDepth) deep here; formgen follows no deeper",
                    offset: schema.offset),
                isFatal: true)
        }
        try countSchemas(1 + members.count, at: schema.offset)
        let chain = chain + [schema.offset]
        let start = parts.count
        var placed = false
        for member in members {
            switch member.key {
            case "properties":
                // Each of its properties is copied wherever the schema is used, a schema each; a
                // second `properties` is read too (`SchemaImporter.collectProperties`).
                if case .object(let properties) = member.value.value {
                    try countSchemas(properties.count, at: member.value.offset)
                }
                if !placed { parts.append(schema) }
                placed = true
            case "$ref":
                let target = try resolve(member.value)
                if chain.contains(target.offset) {
                    throw Failure(
                        finding: .init(
                            message: "this '$ref' leads back to a schema that contains it, a cycle that never ends",
                            offset: member.value.offset, notes: [("the cycle starts at this schema", target.offset)]),
                        isFatal: true)
                }
                try expand(target, chain: chain, into: &parts)
            case "allOf":
                guard case .array(let schemas) = member.value.value else {
                    throw Failure(
                        finding: .init(
                            message: "'allOf' must be an array of schemas, not \(member.value.typeDescription)",
                            offset: member.value.offset),
                        isFatal: false)
                }
                for element in schemas {
                    try expand(element, chain: chain, into: &parts)
                }
            default:
                break
            }
        }
        if !placed {
            parts.insert(schema, at: start)
        }
    }

    /// Counts `added` schemas against `maximumSchemas`.
    private mutating func countSchemas(_ added: Int, at offset: Int) throws(Failure) {
        count += added
        guard count <= Self.maximumSchemas else {
            throw Failure(
                finding: .init(
                    message: "'$ref', 'allOf' and 'properties' expand to more than \(Self.maximumSchemas) schemas and "
                        + "keywords by here; formgen follows no further",
                    offset: offset),
                isFatal: true)
        }
    }

    /// The schema a `$ref` value names within the document.
    private mutating func resolve(_ reference: JSONNode) throws(Failure) -> JSONNode {
        guard case .string(let text) = reference.value else {
            throw Failure(
                finding: .init(
                    message: "'$ref' must be a string, not \(reference.typeDescription)", offset: reference.offset),
                isFatal: false)
        }
        guard text.hasPrefix("#") else {
            throw Failure(
                finding: .init(
                    message: "'$ref' '\(text)' points outside this document; formgen follows references within "
                        + "the document only ('#/…')",
                    offset: reference.offset),
                isFatal: false)
        }
        let pointer: JSONPointer
        do {
            pointer = try JSONPointer(fragment: String(text.dropFirst()))
        } catch {
            throw Failure(finding: .init(message: "'$ref': \(error.message)", offset: reference.offset), isFatal: false)
        }
        do {
            return try pointer.resolve(in: root, suggesting: hintsLeft > 0, objects: &objects)
        } catch {
            hintsLeft -= 1
            throw Failure(
                finding: .init(
                    message: "'$ref' '\(text)' names nothing in this document", offset: reference.offset,
                    notes: [(error.message, error.offset)]),
                isFatal: false)
        }
    }
}
