/// A value a template can read: the context tree the generator hands to ``TemplateSet/renderBytes(_:context:)``.
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

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }

    /// Later duplicates win, as in a JSON object.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(elements))
    }
}

/// The members of a template object, in the order they were given; a key given twice means its
/// last value, as in a JSON object, and keeps the place of its first.
///
/// Names and values rather than a `Dictionary`: one object is built for every field of every
/// spec, and the objects of one kind share one array of names, which a dictionary would hash
/// again for each. A context has a few dozen names at most, and a lookup scans them, comparing
/// with `==` as a dictionary does.
public struct TemplateObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// Each key once.
    private let names: [String]
    /// Parallel to `names`.
    private let values: [TemplateValue]

    public init(_ members: [(String, TemplateValue)] = []) {
        var names: [String] = []
        var values: [TemplateValue] = []
        var places: [String: Int] = [:]
        for (name, value) in members {
            if let place = places[name] {
                // A key given again takes its new value in its first place.
                values[place] = value
            } else {
                places[name] = names.count
                names.append(name)
                values.append(value)
            }
        }
        self.init(names: names, values: values)
    }

    /// An object of `names[i]: values[i]`. `names` must be distinct, as `==` compares them: a
    /// lookup finds only the first of a name.
    init(names: [String], values: [TemplateValue]) {
        precondition(names.count == values.count, "a template object needs one value per key")
        self.names = names
        self.values = values
    }

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    /// The value of `key`, the last one given. Keys compare with `==`, as a dictionary's do.
    public subscript(key: String) -> TemplateValue? {
        names.firstIndex(of: key).map { values[$0] }
    }

    /// The keys, sorted, as error messages list them.
    public var sortedKeys: [String] {
        names.sorted()
    }

    public static func == (left: TemplateObject, right: TemplateObject) -> Bool {
        let keys = left.sortedKeys
        return keys == right.sortedKeys && keys.allSatisfy { left[$0] == right[$0] }
    }
}
