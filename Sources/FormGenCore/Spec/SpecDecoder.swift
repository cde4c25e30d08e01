/// Builds a `Spec` from located JSON against the tables of `SpecShape`.
///
/// Reports wrong JSON types, missing required keys, unknown keys, keys that do not apply to a
/// bar's kind, duplicate keys and unknown enumerated values, each at the token it concerns, and
/// keeps reading so that the validator can report the rest.
public enum SpecDecoder {
    public static func decode(_ root: JSONNode, into diagnostics: inout DiagnosticCollector) -> Spec? {
        SpecShape.spec.decode(root, context: "the spec", into: &diagnostics)
    }

    /// The `Int` of a JSON number that is whole and in `Int`'s range (`WrittenNumber`).
    package static func integer(_ lexeme: String) -> Int? {
        WrittenNumber(lexeme)?.integer
    }

    /// The largest magnitude of a number: past it `Double`, which the generated code compares
    /// numbers in, rounds whole numbers (9007199254740993 reads as 9007199254740992), so a bound
    /// would silently move and a text one past it would pass.
    package static let exactLimit = 9_007_199_254_740_991

    /// The most elements a list of a spec holds: far more fields than a form can show, and few
    /// enough that a 16 MiB spec of empty fields is not decoded into gigabytes.
    package static let maximumCount = 100_000

    /// Whether the number as written lies within `exactLimit` either side of 0; decided from its
    /// digits, as a `Double` would have rounded it already.
    package static func isExact(_ lexeme: String) -> Bool {
        guard let number = WrittenNumber(lexeme) else { return false }
        guard !number.digits.isEmpty else { return true }
        let limit = Array(String(exactLimit).utf8)
        guard number.point >= limit.count else { return true }
        guard number.point == limit.count else { return false }
        let whole =
            Array(number.digits.prefix(limit.count))
            + Array(repeating: UInt8(ascii: "0"), count: max(0, limit.count - number.digits.count))
        if whole != limit { return whole.lexicographicallyPrecedes(limit) }
        // Equal to the limit in its whole part: any fraction is past it.
        return number.digits.dropFirst(limit.count).allSatisfy { $0 == UInt8(ascii: "0") }
    }

    /// Whether a `Double` holds the number as written, so that a bound does not move: the
    /// shortest decimal that reads as the same `Double`, which Swift prints and the generated code
    /// writes, has its sign, digits and point. `3.141592653589793` is held; `5.0000000000000000001`
    /// reads as 5, and `1e-400` as 0.
    package static func keepsItsDigits(_ lexeme: String) -> Bool {
        guard let number = WrittenNumber(lexeme), let value = Double(lexeme),
            let printed = WrittenNumber(value.description)
        else { return false }
        let (written, held) = (number.significantDigits, printed.significantDigits)
        guard !written.isEmpty else { return held.isEmpty }
        return written.elementsEqual(held) && number.point == printed.point && number.isNegative == printed.isNegative
    }

    /// A JSON number as written: its sign, its digits without the point, and where the point falls
    /// among them once the exponent is applied (`12.5e1`: digits `125`, point 3).
    fileprivate struct WrittenNumber {
        var isNegative: Bool
        var digits: ArraySlice<UInt8>
        var point: Int

        /// The digits without the zeros that end them: `1.50` and `1.5` have the same.
        var significantDigits: ArraySlice<UInt8> {
            digits[..<(digits.lastIndex { $0 != UInt8(ascii: "0") }.map { $0 + 1 } ?? digits.startIndex)]
        }

        /// Whether the number is whole: written as one, or with a fraction or an exponent that
        /// leaves one (`4.0`, `1e0`), as JSON Schema counts integers, so that a spec its schema
        /// accepts is not refused for the way a number is written. Decided from the digits as
        /// written, not from a `Double`, which would round `1e-400` to 0 and `2.0000000000000001` to 2.
        var isWhole: Bool {
            digits.dropFirst(max(point, 0)).allSatisfy { $0 == UInt8(ascii: "0") }
        }

        /// The number as an `Int`; `nil` when it is not whole or is out of `Int`'s range.
        var integer: Int? {
            guard isWhole else { return nil }
            // Zero, however its exponent is written: `0e999999`.
            guard point > 0, !significantDigits.isEmpty else { return 0 }
            // Past 20 digits no Int is left; the check also keeps `1e999999` from spelling a million zeros.
            guard point <= 20 else { return nil }
            var whole = Array(digits.prefix(point))
            whole += Array(repeating: UInt8(ascii: "0"), count: point - whole.count)
            return Int((isNegative ? "-" : "") + String(decoding: whole, as: UTF8.self))
        }

        init?(_ lexeme: String) {
            var bytes = Array(lexeme.utf8)[...]
            isNegative = bytes.first == UInt8(ascii: "-")
            if isNegative { bytes = bytes.dropFirst() }
            let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
            let whole = bytes.prefix(while: isDigit)
            bytes = bytes.dropFirst(whole.count)
            var fraction: ArraySlice<UInt8> = []
            if bytes.first == UInt8(ascii: ".") {
                fraction = bytes.dropFirst().prefix(while: isDigit)
                bytes = bytes.dropFirst(1 + fraction.count)
            }
            var exponent = 0
            if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                bytes = bytes.dropFirst()
                let negative = bytes.first == UInt8(ascii: "-")
                if negative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
                let written = bytes.prefix(while: isDigit)
                guard !written.isEmpty else { return nil }
                bytes = bytes.dropFirst(written.count)
                // Beyond a million the point is past any digit a spec holds, either way; leading
                // zeros count for nothing (`1e00000001` is 10).
                let significant = written.drop { $0 == UInt8(ascii: "0") }
                let magnitude =
                    significant.count > 7
                    ? 1_000_000 : min(Int(String(decoding: significant, as: UTF8.self)) ?? 0, 1_000_000)
                exponent = negative ? -magnitude : magnitude
            }
            guard bytes.isEmpty, !whole.isEmpty else { return nil }
            // Leading zeros move nothing: `007` is 7.
            let all = Array(whole + fraction)
            let leading = all.prefix { $0 == UInt8(ascii: "0") }.count
            digits = all[leading...]
            point = whole.count - leading + exponent
        }
    }
}

extension ModelShape {
    /// Checks `node` against the shape and fills a model with every value of the right type;
    /// `nil` (after reporting) when `node` is not an object at all.
    func decode(_ node: JSONNode, context: String, into diagnostics: inout DiagnosticCollector) -> Model? {
        guard case .object(let members) = node.value else {
            diagnostics.error("\(context) must be an object, but it is \(node.typeDescription)", at: node.offset)
            return nil
        }
        var model = Model(offset: node.offset)
        var keyOffsets: [Int?] = Array(repeating: nil, count: keys.count)
        // Only bar shapes restrict keys by kind; an unknown or missing kind lifts the restriction.
        let barKind = restrictsKeysByBarKind ? Self.barKind(in: members) : nil
        var unknownKeys: [String: Int] = [:]
        for member in members {
            guard let index = index(of: member.key) else {
                if let first = unknownKeys[member.key] {
                    diagnostics.error(
                        "duplicate key '\(member.key)'", at: member.keyOffset,
                        notes: [("'\(member.key)' is first set here", first)])
                    continue
                }
                unknownKeys[member.key] = member.keyOffset
                diagnostics.error(
                    "unknown key '\(member.key)' in \(displayName)"
                        + Suggestion.hint(for: member.key, in: keys.map { $0.name }),
                    at: member.keyOffset)
                continue
            }
            if let first = keyOffsets[index] {
                diagnostics.error(
                    "duplicate key '\(member.key)'", at: member.keyOffset,
                    notes: [("'\(member.key)' is first set here", first)])
                continue
            }
            keyOffsets[index] = member.keyOffset
            let key = keys[index]
            if let barKind, let kinds = key.barKinds, !kinds.contains(barKind) {
                let owners = kinds.map { "'\($0.rawValue)'" }.joined(separator: " and ")
                let article = barKind.rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
                diagnostics.error(
                    "'\(key.name)' does not apply to \(article) '\(barKind.rawValue)' bar; it is a key of \(owners) bars",
                    at: member.keyOffset)
                continue
            }
            if Self.check(member.value, against: key.type, key: key.name, subject: "'\(key.name)'", into: &diagnostics)
            {
                decoders[index](&model, member.value, member.keyOffset, &diagnostics)
            } else {
                model.refusedKeys.insert(key.name)
            }
        }
        for (key, offset) in zip(keys, keyOffsets) where key.isRequired && offset == nil {
            diagnostics.error("missing required key '\(key.name)' in \(displayName)", at: node.offset)
        }
        return model
    }

    /// The kind a bar object names, when its `kind` is one; a bar of no known kind is checked for
    /// every key.
    private static func barKind(in members: [JSONMember]) -> BarKind? {
        guard let kind = members.first(where: { $0.key == "kind" }), case .string(let raw) = kind.value.value else {
            return nil
        }
        return BarKind(rawValue: raw)
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
            guard let number = SpecDecoder.WrittenNumber(lexeme), number.isWhole else {
                diagnostics.error("\(subject()) must be an integer, but it is \(lexeme)", at: node.offset)
                return false
            }
            guard number.integer != nil else {
                diagnostics.error("\(subject()) is out of range: \(lexeme)", at: node.offset)
                return false
            }
            return true
        case (.number, .number(let lexeme)):
            guard let value = Double(lexeme), value.isFinite else {
                diagnostics.error("\(subject()) is out of range: \(lexeme)", at: node.offset)
                return false
            }
            guard SpecDecoder.isExact(lexeme) else {
                diagnostics.error(
                    "\(subject()) is out of range: \(lexeme); a number must lie within "
                        + "±\(SpecDecoder.exactLimit) (2^53 - 1), where every whole number has an exact Double",
                    at: node.offset)
                return false
            }
            guard SpecDecoder.keepsItsDigits(lexeme) else {
                diagnostics.error(
                    "\(subject()) would read as \(value), the Double nearest to \(lexeme); write \(value), or a "
                        + "number of fewer digits",
                    at: node.offset)
                return false
            }
            return true
        case (.oneOf(let allowed), .string(let value)):
            guard allowed.contains(value) else {
                let list = allowed.count <= 6 ? "; expected " + allowed.map { "'\($0)'" }.joined(separator: ", ") : ""
                diagnostics.error(
                    "'\(value)' is not a valid '\(key)'\(list)" + Suggestion.hint(for: value, in: allowed),
                    at: node.offset)
                return false
            }
            return true
        case (.array(let element, let minimumCount), .array(let elements)):
            if elements.count < minimumCount {
                diagnostics.error("'\(key)' must not be empty", at: node.offset)
                return false
            }
            if elements.count > SpecDecoder.maximumCount {
                diagnostics.error(
                    "'\(key)' has \(elements.count) elements; a list in a spec holds at most \(SpecDecoder.maximumCount)",
                    at: node.offset)
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
}
