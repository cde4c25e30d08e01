/// A JSON value together with the byte offset of its first character.
///
/// The spec layer needs to know where every key and value was written, which Foundation's
/// `JSONDecoder` cannot tell, so formgen reads JSON into this tree instead.
public struct JSONNode: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        /// The number as written, so that `1` and `1.0` stay distinguishable.
        case number(String)
        case bool(Bool)
        case null
    }

    public var value: Value
    /// Byte offset of the value's first character in its `SourceFile`.
    public var offset: Int

    public init(_ value: Value, offset: Int) {
        self.value = value
        self.offset = offset
    }

    /// The JSON type's name as used in messages: "a string", "an object", ….
    public var typeDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One `"key": value` pair of an object, in the order written; duplicates are kept for the spec layer to report.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var keyOffset: Int
    public var value: JSONNode

    public init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}
