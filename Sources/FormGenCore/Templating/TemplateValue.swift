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
/// A list rather than a `Dictionary`: one is built for every field of every spec, and objects of one
/// kind share their keys, with the table that finds them (`Keys`), which a dictionary would build again
/// for each. Lookups compare keys with `==`, as a dictionary would.
public struct TemplateObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// Every key of an object, each once, and what lookups need to know of them. Objects of one kind
    /// (every field's, say) share one. A class, so that copying an object, which every read of a value
    /// does, retains one object for its names and tables.
    ///
    /// `@unchecked Sendable`: its pointers are written only while it is made, and freed with it.
    final class Keys: @unchecked Sendable {
        /// Kept apart from the values: a debug build (what the build plugin runs) reads an array of
        /// `String` through a specialised subscript, and one of pairs through generic code.
        let names: [String]
        /// Parallel to `names`: each name's `lookupCode(_:)`. Two ASCII names of different codes are
        /// different text, which settles a comparison without the canonical one of `==` (which must
        /// still decide for any pair with a code of -1, as "K" and U+212A KELVIN SIGN are equal). A pointer, as is `slots`: a debug build reads one
        /// with no call, where an array's every read retains and releases it.
        let codes: UnsafeMutablePointer<Int>
        /// An open-addressed table of the ASCII names of a larger object, by code: `index + 1` in
        /// `names`, or 0 for an empty slot. Scanning a context's 20 to 40 names cost a debug build (the
        /// build plugin's tool) about 1,000 instructions a lookup; the table takes a probe or two. A
        /// small object, which a scan settles as fast, has none.
        let slots: UnsafeMutablePointer<Int>
        /// The table's size less one, its size being a power of two; 0 without a table.
        let slotMask: Int
        /// Whether some name is not ASCII: the table leaves those out, and an ASCII key may still
        /// equal one (U+212A KELVIN SIGN is `K`).
        let hasOtherNames: Bool

        /// The fewest names for which a table is built.
        static let minimumForSlots = 8

        /// `names` must be distinct (as `==` compares them): a lookup finds only one of a name.
        init(_ names: [String]) {
            self.names = names
            codes = .allocate(capacity: max(names.count, 1))
            var hasOtherNames = false
            // Index loops here: a debug build (what the build plugin runs) calls a `for in` loop's
            // iterator as unspecialised generic code.
            var index = 0
            while index < names.count {
                codes[index] = TemplateObject.lookupCode(names[index])
                if codes[index] < 0 { hasOtherNames = true }
                index += 1
            }
            self.hasOtherNames = hasOtherNames
            var size = 1
            if names.count >= Self.minimumForSlots {
                size = 16
                while size < names.count * 2 { size *= 2 }
            }
            slots = .allocate(capacity: size)
            slots.initialize(repeating: 0, count: size)
            slotMask = size - 1
            index = 0
            while slotMask > 0, index < names.count {
                if codes[index] >= 0 {
                    var slot = codes[index] & slotMask
                    while slots[slot] != 0 { slot = (slot + 1) & slotMask }
                    slots[slot] = index + 1
                }
                index += 1
            }
        }

        deinit {
            codes.deallocate()
            slots.deallocate()
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

    /// What a lookup compares first: for ASCII text, a hash of its bytes (FNV-1a), never negative;
    /// -1 for any other text. Equal ASCII keys have equal codes. A loop over a pointer, which a debug
    /// build (what the build plugin runs) does not turn into calls of an unspecialised subscript.
    static func lookupCode(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            guard var next = bytes.baseAddress else { return Int(hash >> 1) }
            let end = next + bytes.count
            while next < end {
                if next.pointee >= 0x80 { return -1 }
                hash = (hash ^ UInt64(next.pointee)) &* 0x100_0000_01b3
                next += 1
            }
            return Int(hash >> 1)
        }
    }

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    /// The value of `key`, the last one given. Keys compare with `==`, as a dictionary's do.
    public subscript(key: String) -> TemplateValue? {
        self[key, lookupCode: Self.lookupCode(key)]
    }

    /// The value of `key`, whose `lookupCode(_:)` the caller knows already. Few locals: a debug build
    /// clears each of them every time a function is entered. Inlined in a release build, where the
    /// renderer's lookups then copy no value on the way.
    @inline(__always)
    subscript(key: String, lookupCode code: Int) -> TemplateValue? {
        let keys = self.keys
        guard code >= 0, keys.slotMask > 0 else { return scan(for: key, code: code) }
        var slot = code & keys.slotMask
        while keys.slots[slot] > 0 {
            let index = keys.slots[slot] - 1
            if keys.codes[index] == code, keys.names[index] == key {
                return values[index]
            }
            slot = (slot + 1) & keys.slotMask
        }
        return keys.hasOtherNames ? scan(for: key, code: code) : nil
    }

    /// The value of `key`, found by comparing it with each name in turn. A loop rather than
    /// `first(where:)`, whose generic code a debug build runs unspecialized.
    private func scan(for key: String, code: Int) -> TemplateValue? {
        let keys = self.keys
        var index = 0
        while index < keys.names.count {
            let other = keys.codes[index]
            index += 1
            if code >= 0, other >= 0, code != other { continue }
            if keys.names[index - 1] == key {
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
