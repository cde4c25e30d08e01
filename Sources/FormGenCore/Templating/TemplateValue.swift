/// A value a template can read: the context tree the generator hands to ``TemplateSet/render(_:context:)``.
public enum TemplateValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case array([TemplateValue])
    case object([String: TemplateValue])
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
        var object = [String: TemplateValue](minimumCapacity: elements.count)
        for (key, value) in elements {
            object[key] = value
        }
        self = .object(object)
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
    public var templateValue: TemplateValue { .array(map(\.templateValue)) }
}

extension Dictionary: TemplateValueConvertible where Key == String, Value: TemplateValueConvertible {
    public var templateValue: TemplateValue { .object(mapValues(\.templateValue)) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    /// `nil` becomes ``TemplateValue/null``: known to the template, but absent.
    public var templateValue: TemplateValue { self?.templateValue ?? .null }
}
