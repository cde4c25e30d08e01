/// Builds a `Spec` from located JSON against the tables of `SpecShape`.
///
/// Reports wrong JSON types, missing required keys, unknown keys, keys that do not apply to a
/// bar's kind, duplicate keys and unknown enumerated values, each at the token it concerns, and
/// keeps reading so that the validator can report the rest.
public enum SpecDecoder {
    public static func decode(_ root: JSONNode, into diagnostics: inout DiagnosticCollector) -> Spec? {
        guard let object = CheckedObject(root, shape: SpecShape.spec, context: "the spec", into: &diagnostics)
        else { return nil }
        var spec = Spec()
        spec.formgen = object.integer("formgen")
        spec.name = object.string("name")
        spec.focusEnum = object.string("focusEnum")
        spec.focusStyle = object.enumeration("focusStyle")
        spec.access = object.enumeration("access")
        spec.minimumIOS = object.string("minimumIOS")
        if let fields = object.value("fields"), case .array(let elements) = fields.value {
            let decoded = elements.compactMap { element in
                CheckedObject(element, shape: SpecShape.field, context: "each element of 'fields'", into: &diagnostics)
                    .map { decodeField($0, into: &diagnostics) }
            }
            spec.fields = Located(decoded, at: fields.offset)
        }
        if let bars = object.value("bars"), case .array(let elements) = bars.value {
            spec.bars = elements.compactMap { element in
                CheckedObject(element, shape: SpecShape.bar, context: "each element of 'bars'", into: &diagnostics)
                    .map(decodeBar)
            }
        }
        spec.keyboardAvoidance = object.enumeration("keyboardAvoidance")
        spec.dismissOnTapOutside = object.bool("dismissOnTapOutside")
        spec.submitChain = object.bool("submitChain")
        return spec
    }

    private static func decodeField(_ object: CheckedObject, into diagnostics: inout DiagnosticCollector) -> FieldSpec {
        var field = FieldSpec()
        field.id = object.string("id")
        field.label = object.string("label")
        field.prompt = object.string("prompt")
        field.kind = object.enumeration("kind")
        field.keyboard = object.enumeration("keyboard")
        field.contentType = object.enumeration("contentType")
        field.autocapitalization = object.enumeration("autocapitalization")
        field.autocorrection = object.bool("autocorrection")
        field.submitLabel = object.enumeration("submitLabel")
        field.clearButton = object.bool("clearButton")
        field.revealToggle = object.bool("revealToggle")
        field.leading = object.value("leading").flatMap {
            CheckedObject($0, shape: SpecShape.adornment, context: "'leading'", into: &diagnostics).map(decodeAdornment)
        }
        field.trailing = object.value("trailing").flatMap {
            CheckedObject($0, shape: SpecShape.adornment, context: "'trailing'", into: &diagnostics).map(
                decodeAdornment)
        }
        return field
    }

    private static func decodeAdornment(_ object: CheckedObject) -> AdornmentSpec {
        var adornment = AdornmentSpec(offset: object.offset)
        adornment.systemImage = object.string("systemImage")
        adornment.action = object.string("action")
        adornment.accessibilityLabel = object.string("accessibilityLabel")
        return adornment
    }

    private static func decodeBar(_ object: CheckedObject) -> BarSpec {
        var bar = BarSpec(offset: object.offset)
        bar.kind = object.enumeration("kind")
        if let list = object.value("whenMatches"), case .array(let elements) = list.value {
            let ids = elements.compactMap { element -> Located<String>? in
                guard case .string(let id) = element.value else { return nil }
                return Located(id, at: element.offset)
            }
            bar.whenMatches = Located(ids, at: object.keyOffset("whenMatches") ?? list.offset)
        }
        bar.title = object.string("title")
        bar.ok = object.string("ok")
        bar.cancel = object.string("cancel")
        bar.cancelBehavior = object.enumeration("cancelBehavior")
        bar.previous = object.string("previous")
        bar.next = object.string("next")
        return bar
    }
}

/// A JSON object checked against its `ObjectShape`: holds only the values whose type is right.
///
/// Values are kept by the index of their key in the shape rather than in a dictionary: a spec has
/// few keys per object, and comparing short names is cheaper than hashing them.
struct CheckedObject {
    let offset: Int
    private let shape: ObjectShape
    private var values: [JSONNode?]
    private var keyOffsets: [Int?]

    /// Checks `node` against `shape`; `nil` (after reporting) when it is not an object at all.
    init?(_ node: JSONNode, shape: ObjectShape, context: String, into diagnostics: inout DiagnosticCollector) {
        guard case .object(let members) = node.value else {
            diagnostics.error("\(context) must be an object, but it is \(node.typeDescription)", at: node.offset)
            return nil
        }
        offset = node.offset
        self.shape = shape
        values = Array(repeating: nil, count: shape.keys.count)
        keyOffsets = Array(repeating: nil, count: shape.keys.count)
        // Only bar shapes restrict keys by kind; an unknown or missing kind lifts the restriction.
        var barKind: BarKind?
        if shape.restrictsKeysByBarKind,
            case .string(let raw)? = members.first(where: { $0.key == "kind" })?.value.value
        {
            barKind = BarKind(rawValue: raw)
        }
        var unknownKeys: [(key: String, offset: Int)] = []
        for member in members {
            guard let index = shape.index(of: member.key) else {
                if let first = unknownKeys.first(where: { $0.key == member.key }) {
                    diagnostics.error(
                        "duplicate key '\(member.key)'", at: member.keyOffset,
                        notes: [("'\(member.key)' is first set here", first.offset)])
                    continue
                }
                unknownKeys.append((member.key, member.keyOffset))
                let hint = Suggestion.hint(for: member.key, in: shape.keys.map(\.name))
                diagnostics.error("unknown key '\(member.key)' in \(shape.displayName)\(hint)", at: member.keyOffset)
                continue
            }
            if let first = keyOffsets[index] {
                diagnostics.error(
                    "duplicate key '\(member.key)'", at: member.keyOffset,
                    notes: [("'\(member.key)' is first set here", first)])
                continue
            }
            keyOffsets[index] = member.keyOffset
            let key = shape.keys[index]
            if let barKind, let kinds = key.barKinds, !kinds.contains(barKind) {
                let owners = kinds.map { "'\($0.rawValue)'" }.joined(separator: " and ")
                diagnostics.error(
                    "'\(key.name)' does not apply to a '\(barKind.rawValue)' bar; it is a key of \(owners) bars",
                    at: member.keyOffset)
                continue
            }
            if Self.check(member.value, against: key.type, key: key.name, subject: "'\(key.name)'", into: &diagnostics)
            {
                values[index] = member.value
            }
        }
        for (index, key) in shape.keys.enumerated() where key.isRequired && keyOffsets[index] == nil {
            diagnostics.error("missing required key '\(key.name)' in \(shape.displayName)", at: node.offset)
        }
    }

    /// The checked value of `key`, if the object has one of the right type.
    func value(_ key: String) -> JSONNode? {
        shape.index(of: key).flatMap { values[$0] }
    }

    /// Where `key` was written, if it was.
    func keyOffset(_ key: String) -> Int? {
        shape.index(of: key).flatMap { keyOffsets[$0] }
    }

    /// Reports a value of the wrong type; object elements of arrays are checked later, when decoded.
    private static func check(
        _ node: JSONNode, against type: ValueShape, key: String, subject: @autoclosure () -> String,
        into diagnostics: inout DiagnosticCollector
    ) -> Bool {
        switch (type, node.value) {
        case (.string, .string), (.boolean, .bool), (.object, .object):
            return true
        case (.integer, .number(let lexeme)):
            guard lexeme.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else {
                diagnostics.error("\(subject()) must be an integer, but it is \(lexeme)", at: node.offset)
                return false
            }
            guard Int(lexeme) != nil else {
                diagnostics.error("\(subject()) is out of range: \(lexeme)", at: node.offset)
                return false
            }
            return true
        case (.oneOf(let allowed), .string(let value)):
            guard allowed.contains(value) else {
                let list = allowed.count <= 6 ? "; expected " + allowed.map { "'\($0)'" }.joined(separator: ", ") : ""
                let hint = Suggestion.hint(for: value, in: allowed)
                diagnostics.error("'\(value)' is not a valid '\(key)'\(list)\(hint)", at: node.offset)
                return false
            }
            return true
        case (.array(let element, let minimumCount), .array(let elements)):
            if elements.count < minimumCount {
                diagnostics.error("'\(key)' must not be empty", at: node.offset)
                return false
            }
            if case .object = element { return true }
            for item in elements {
                _ = check(item, against: element, key: key, subject: "each element of '\(key)'", into: &diagnostics)
            }
            return true
        case (.array(let element, _), _):
            diagnostics.error(
                "\(subject()) must be \(ValueShape.array(of: element, minimumCount: 0).displayName), "
                    + "but it is \(node.typeDescription)",
                at: node.offset)
            return false
        default:
            diagnostics.error(
                "\(subject()) must be \(type.displayName), but it is \(node.typeDescription)", at: node.offset)
            return false
        }
    }

    func string(_ key: String) -> Located<String>? {
        guard let node = value(key), case .string(let value) = node.value else { return nil }
        return Located(value, at: node.offset)
    }

    func bool(_ key: String) -> Located<Bool>? {
        guard let node = value(key), case .bool(let value) = node.value else { return nil }
        return Located(value, at: node.offset)
    }

    func integer(_ key: String) -> Located<Int>? {
        guard let node = value(key), case .number(let lexeme) = node.value, let value = Int(lexeme) else {
            return nil
        }
        return Located(value, at: node.offset)
    }

    func enumeration<Value: RawRepresentable & Sendable>(_ key: String) -> Located<Value>?
    where Value.RawValue == String {
        guard let raw = string(key), let value = Value(rawValue: raw.value) else { return nil }
        return Located(value, at: raw.offset)
    }
}
