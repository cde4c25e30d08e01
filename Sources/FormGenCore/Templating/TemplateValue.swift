/// A value a template can read: the context tree the generator hands to ``TemplateSet/render(_:context:)``.
public enum TemplateValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case array([TemplateValue])
    case object(TemplateObject)
    /// A known-but-absent optional: falsy in `if`, and an error when printed, so a missing value never
    /// turns silently into empty output.
    case null

    /// `if` semantics: bool as is; string and array non-empty; int non-zero; null false; object true.
    public var isTruthy: Bool {
        switch self {
        case .string(let value): !value.isEmpty
        case .bool(let value): value
        case .int(let value): value != 0
        case .array(let values): !values.isEmpty
        case .object: true
        case .null: false
        }
    }

    /// The kind of value, as error messages name it.
    public var typeName: String {
        switch self {
        case .string: "string"
        case .bool: "bool"
        case .int: "int"
        case .array: "array"
        case .object: "object"
        case .null: "null"
        }
    }

    /// "a string", "an int", "null", … for messages.
    var typeNameWithArticle: String {
        switch self {
        case .int, .array, .object: "an \(typeName)"
        case .string, .bool: "a \(typeName)"
        case .null: "null"
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Later duplicates win, as in a JSON object.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(elements))
    }
}

/// The members of a template object, in the order they were given; a key given twice means its
/// last value, as in a JSON object, and keeps the place of its first.
///
/// A list rather than a `Dictionary`: objects are small (a field's has a dozen members) and one is built
/// for every field of every spec, so comparing keys costs about what hashing each one on the way in
/// would. Lookups compare keys with `==`, as a dictionary would.
public struct TemplateObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// Every key of an object, each once, and what lookups need to know of them. Objects of one kind
    /// (every field's, say) share one. A lookup takes the first match, scanning from the start, where
    /// the context declares the keys that templates read most: for formgen's contexts that costs a
    /// debug build (what the build plugin runs) fewer comparisons than scanning from the end. A class,
    /// so that copying an object, which every read of a value does, retains it once for both arrays.
    final class Keys: Sendable {
        /// Kept apart from the values: a debug build (what the build plugin runs) reads an array of
        /// `String` through a specialised subscript, and one of pairs through generic code.
        let names: [String]
        /// Parallel to `names`: the key's length in bytes when it is ASCII, else -1. Two ASCII keys
        /// of different lengths cannot be equal, which settles most of a lookup's comparisons without
        /// the canonical comparison of `==` (which must still decide for any other pair).
        let asciiLengths: [Int]

        /// `names` must be distinct (as `==` compares them): a lookup finds only the first of a name.
        init(_ names: [String]) {
            self.names = names
            var lengths: [Int] = []
            lengths.reserveCapacity(names.count)
            // Index loops here: a debug build (what the build plugin runs) calls a `for in` loop's
            // iterator as unspecialised generic code.
            var index = 0
            while index < names.count {
                lengths.append(TemplateObject.asciiLength(names[index]))
                index += 1
            }
            asciiLengths = lengths
        }
    }

    private let keys: Keys
    /// Parallel to `keys.names`.
    private let values: [TemplateValue]

    public init(_ members: [(String, TemplateValue)] = []) {
        var names: [String] = []
        var values: [TemplateValue] = []
        names.reserveCapacity(members.count)
        values.reserveCapacity(members.count)
        var index = 0
        while index < members.count {
            // A key given again takes its new value in its first place. An index loop rather than
            // `firstIndex(of:)`, which a debug build runs as unspecialised generic code.
            var place = 0
            while place < names.count, names[place] != members[index].0 {
                place += 1
            }
            if place < names.count {
                values[place] = members[index].1
            } else {
                names.append(members[index].0)
                values.append(members[index].1)
            }
            index += 1
        }
        self.init(keys: Keys(names), values: values)
    }

    /// An object of `keys.names[i]: values[i]`; the two have the same count.
    init(keys: Keys, values: [TemplateValue]) {
        precondition(keys.names.count == values.count, "a template object needs one value per key")
        self.keys = keys
        self.values = values
    }

    /// `key`'s length in bytes when every byte is ASCII, else -1. A loop over a pointer, which a debug
    /// build (what the build plugin runs) does not turn into calls of an unspecialised subscript.
    static func asciiLength(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { bytes in
            guard var next = bytes.baseAddress else { return 0 }
            let end = next + bytes.count
            while next < end {
                if next.pointee >= 0x80 { return -1 }
                next += 1
            }
            return bytes.count
        }
    }

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    /// The value of `key`, the last one given. Keys compare with `==`, as a dictionary's do.
    public subscript(key: String) -> TemplateValue? {
        self[key, asciiLength: Self.asciiLength(key)]
    }

    /// The value of `key`, whose `asciiLength(_:)` the caller knows already.
    subscript(key: String, asciiLength length: Int) -> TemplateValue? {
        // A loop rather than `first(where:)`, whose generic code a debug build runs unspecialized, over
        // local copies, which a debug build does not retain and release at each read as it does a
        // stored property.
        let lengths = keys.asciiLengths
        let names = keys.names
        let count = names.count
        var index = 0
        while index < count {
            let other = lengths[index]
            index += 1
            if length >= 0, other >= 0, length != other { continue }
            if names[index - 1] == key {
                return values[index - 1]
            }
        }
        return nil
    }

    /// The keys, sorted, as error messages list them.
    public var sortedKeys: [String] {
        keys.names.sorted()
    }

    public static func == (left: TemplateObject, right: TemplateObject) -> Bool {
        let keys = left.sortedKeys
        return keys == right.sortedKeys && keys.allSatisfy { left[$0] == right[$0] }
    }
}

/// A type the generator's context structs adopt to turn themselves into template values explicitly
/// (no reflection), so the names a template may use are spelled out in one place.
public protocol TemplateValueConvertible {
    var templateValue: TemplateValue { get }
}

extension TemplateValue: TemplateValueConvertible {
    public var templateValue: TemplateValue { self }
}

extension String: TemplateValueConvertible {
    public var templateValue: TemplateValue { .string(self) }
}

extension Int: TemplateValueConvertible {
    public var templateValue: TemplateValue { .int(self) }
}

extension Bool: TemplateValueConvertible {
    public var templateValue: TemplateValue { .bool(self) }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    public var templateValue: TemplateValue { .array(map { $0.templateValue }) }
}

extension Dictionary: TemplateValueConvertible where Key == String, Value: TemplateValueConvertible {
    /// Members in key order, so that the object is the same in every process.
    public var templateValue: TemplateValue {
        .object(TemplateObject(sorted { $0.key < $1.key }.map { ($0.key, $0.value.templateValue) }))
    }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    /// `nil` becomes ``TemplateValue/null``: known to the template, but absent.
    public var templateValue: TemplateValue { self?.templateValue ?? .null }
}
