/// The shape of every object in a spec: its keys, their JSON types, which are required, and what
/// they mean. `SpecDecoder` checks input against these tables and `formgen schema` prints them as
/// JSON Schema, so the validator and the schema cannot drift apart.
///
/// Shapes are immutable classes: the decoder hands them around for every object of every spec, and
/// copying a reference costs less than copying their arrays and strings.
public final class ObjectShape: Sendable {
    /// How messages name the object: "the spec", "a field", ….
    public let displayName: String
    /// Its name among the JSON Schema's `$defs`: "field", "bar", ….
    public let schemaName: String
    public let keys: [KeyShape]
    /// Whether some keys apply to some bar kinds only: true of the bar shape.
    public let restrictsKeysByBarKind: Bool
    private let keyTable: NameTable

    init(displayName: String, schemaName: String, keys: [KeyShape]) {
        self.displayName = displayName
        self.schemaName = schemaName
        self.keys = keys
        self.restrictsKeysByBarKind = keys.contains { $0.barKinds != nil }
        self.keyTable = NameTable(keys.map(\.name))
    }

    /// The position of key `name` in `keys`, byte for byte, as JSON compares keys.
    public func index(of name: String) -> Int? {
        keyTable.position(of: name)
    }
}

/// One key of an object.
public final class KeyShape: Sendable {
    public let name: String
    public let type: ValueShape
    public let isRequired: Bool
    public let summary: String
    /// For bar keys: the bar kinds that accept the key; `nil` means every kind.
    public let barKinds: [BarKind]?
    /// What a validator rule asks of the value beyond its JSON type.
    public let constraint: ValueConstraint?

    init(
        _ name: String, _ type: ValueShape, required: Bool = false, barKinds: [BarKind]? = nil,
        constraint: ValueConstraint? = nil, _ summary: String
    ) {
        self.name = name
        self.type = type
        self.isRequired = required
        self.summary = summary
        self.barKinds = barKinds
        self.constraint = constraint
    }
}

/// A rule on one value that the validator checks and the JSON Schema states as far as it can.
public enum ValueConstraint: Sendable {
    /// Exactly 1 (`FormatVersionRule`).
    case formatVersion
    /// An UpperCamelCase type name the generated code does not use (`TypeNameRule`).
    case typeName
    /// A lowerCamelCase member name the generated form does not declare (`FieldIdentifierRule`).
    case memberName
    /// `"major.minor"`, at least 15.0 (`MinimumIOSRule`).
    case iosVersion
    /// No element twice (`WhenMatchesRule`: a field listed twice by one bar).
    case noRepeats
    /// At most one bar without `whenMatches` (`WhenMatchesRule`: two would claim the same fields).
    case atMostOneCatchAllBar
}

/// The JSON type a key accepts.
public indirect enum ValueShape: Sendable {
    case string
    case boolean
    case integer
    /// A string from a fixed list.
    case oneOf([String])
    case array(of: ValueShape, minimumCount: Int)
    case object(ObjectShape)

    /// How messages name the type: "a string", "an array of strings", ….
    public var displayName: String {
        switch self {
        case .string, .oneOf: "a string"
        case .boolean: "a boolean"
        case .integer: "an integer"
        case .array(let element, _): "an array of \(element.pluralName)"
        case .object: "an object"
        }
    }

    private var pluralName: String {
        switch self {
        case .string, .oneOf: "strings"
        case .boolean: "booleans"
        case .integer: "integers"
        case .array: "arrays"
        case .object: "objects"
        }
    }
}

extension ValueShape {
    static func oneOf<Value: RawRepresentable & CaseIterable>(_: Value.Type) -> ValueShape
    where Value.RawValue == String {
        .oneOf(Value.allCases.map(\.rawValue))
    }
}

/// The tables of spec format version 1 (CONTRACT §1).
public enum SpecShape {
    public static let adornment = ObjectShape(
        displayName: "an adornment",
        schemaName: "adornment",
        keys: [
            KeyShape("systemImage", .string, required: true, "SF Symbol name of the image."),
            KeyShape(
                "action", .string, constraint: .memberName,
                "Makes the image a button; the form takes a closure of this name."),
            KeyShape("accessibilityLabel", .string, "Spoken label of the button; required with 'action'."),
        ]
    )

    public static let field = ObjectShape(
        displayName: "a field",
        schemaName: "field",
        keys: [
            KeyShape(
                "id", .string, required: true, constraint: .memberName,
                "lowerCamelCase focus enum case and binding name."),
            KeyShape("label", .string, "Caption shown with the field."),
            KeyShape("prompt", .string, "Placeholder text."),
            KeyShape("kind", .oneOf(FieldKind.self), "text, secure, or multiline."),
            KeyShape("keyboard", .oneOf(KeyboardType.self), "UIKeyboardType case name."),
            KeyShape("contentType", .oneOf(ContentType.self), "UITextContentType name."),
            KeyShape("autocapitalization", .oneOf(Autocapitalization.self), "TextInputAutocapitalization."),
            KeyShape("autocorrection", .boolean, "false disables autocorrection."),
            KeyShape("submitLabel", .oneOf(SubmitLabel.self), "SubmitLabel of the return key."),
            KeyShape("clearButton", .boolean, "Shows a clear button while focused and not empty."),
            KeyShape("revealToggle", .boolean, "Secure fields: a button that shows or hides the text."),
            KeyShape("leading", .object(adornment), "Image or button before the text."),
            KeyShape("trailing", .object(adornment), "Image or button after the text."),
        ]
    )

    public static let bar = ObjectShape(
        displayName: "a bar",
        schemaName: "bar",
        keys: [
            KeyShape("kind", .oneOf(BarKind.self), required: true, "close, okCancel, or navigation."),
            KeyShape(
                "whenMatches", .array(of: .string, minimumCount: 1), constraint: .noRepeats,
                "Field ids whose focus shows the bar; omitted: every field no other bar lists."),
            KeyShape("title", .string, barKinds: [.close, .navigation], "Close or done button title."),
            KeyShape("ok", .string, barKinds: [.okCancel], "OK button title."),
            KeyShape("cancel", .string, barKinds: [.okCancel], "Cancel button title."),
            KeyShape(
                "cancelBehavior", .oneOf(CancelBehavior.self), barKinds: [.okCancel],
                "revert restores the text from when focus arrived; clear empties it."),
            KeyShape("previous", .string, barKinds: [.navigation], "Accessibility label of the previous chevron."),
            KeyShape("next", .string, barKinds: [.navigation], "Accessibility label of the next chevron."),
        ]
    )

    public static let spec = ObjectShape(
        displayName: "the spec",
        schemaName: "spec",
        keys: [
            KeyShape("$schema", .string, "Ignored; lets editors find the JSON Schema."),
            KeyShape(
                "formgen", .integer, required: true, constraint: .formatVersion, "Spec format version; only 1 exists."),
            KeyShape(
                "name", .string, required: true, constraint: .typeName, "UpperCamelCase type name of the form view."),
            KeyShape(
                "focusEnum", .string, constraint: .typeName, "Name of the focus enum nested in the form; default Field."
            ),
            KeyShape("focusStyle", .oneOf(FocusStyle.self), "enum, or bool for a single field."),
            KeyShape("access", .oneOf(AccessLevel.self), "Access level of the generated declarations."),
            KeyShape(
                "minimumIOS", .string, constraint: .iosVersion,
                "Lowest iOS the output supports, \"major.minor\"; default 16.0."),
            KeyShape("fields", .array(of: .object(field), minimumCount: 1), required: true, "Fields in focus order."),
            KeyShape(
                "bars", .array(of: .object(bar), minimumCount: 0), constraint: .atMostOneCatchAllBar,
                "Keyboard accessory bars."),
            KeyShape("keyboardAvoidance", .oneOf(KeyboardAvoidance.self), "system, or observer to pad the form."),
            KeyShape("dismissOnTapOutside", .boolean, "A tap outside any field releases focus."),
            KeyShape("submitChain", .boolean, "Return moves focus to the next field; default true."),
        ]
    )
}
