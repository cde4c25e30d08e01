/// The shape of every object in a spec, each key declared once: its JSON type, whether it is
/// required, what it means, its default, and where its value goes in the `Spec` model.
///
/// `SpecDecoder` checks input against these tables and fills the model from them, `formgen schema`
/// prints them as JSON Schema, "did you mean" suggests their key names, and the documentation's spec
/// reference is written from them (`SpecReference`), so none of these can drift from another.
///
/// Shapes are classes so that one list (`SpecShape.all`) holds every shape, which the tests go
/// through key by key, while the decoder works with each as the `ModelShape` of its model. They never change
/// after they are made: every stored property is a `let` of a `Sendable` type, which the compiler
/// cannot check for a class with subclasses.
public class ObjectShape: @unchecked Sendable {
    /// How messages name the object: "the spec", "a field", ….
    public let displayName: String
    /// Its name among the JSON Schema's `$defs`: "field", "bar", ….
    public let schemaName: String
    public let keys: [KeyShape]
    /// Whether some keys apply to some bar kinds only: true of the bar shape.
    public let restrictsKeysByBarKind: Bool
    private let positions: [String: Int]

    package init(displayName: String, schemaName: String, keys: [KeyShape]) {
        self.displayName = displayName
        self.schemaName = schemaName
        self.keys = keys
        var positions: [String: Int] = [:]
        for (index, key) in keys.enumerated() {
            let earlier = positions.updateValue(index, forKey: key.name)
            precondition(earlier == nil, "key '\(key.name)' declared twice")
        }
        self.restrictsKeysByBarKind = keys.contains { $0.barKinds != nil }
        self.positions = positions
    }

    /// The position of key `name` in `keys`. Swift compares strings by canonical equivalence and JSON by
    /// scalars, so a match must also be the same scalars, that is the same UTF-8 bytes.
    public func index(of name: String) -> Int? {
        guard let index = positions[name], keys[index].name.utf8.elementsEqual(name.utf8) else { return nil }
        return index
    }
}

/// An object shape that also knows how to fill its model, `Model`, from a checked JSON object.
public final class ModelShape<Model: SpecObject>: ObjectShape, @unchecked Sendable {
    /// Parallel to `keys`: what each key does with its checked value.
    package let decoders: [ModelKey<Model>.Decode]
    /// Parallel to `keys`: where each key's value lives in the model; `nil` for an ignored key.
    package let paths: [ModelKey<Model>.MakePath?]

    /// The keys whose values are text a user sees (`visibleText`, `countFormat`), with how to read
    /// each from a model.
    package let visibleTexts: [(name: String, read: ModelKey<Model>.ReadText)]
    /// Parallel to `keys`: how to read a string key's value; `nil` for other keys.
    private let texts: [ModelKey<Model>.ReadText?]

    package init(displayName: String, schemaName: String, _ keys: [ModelKey<Model>]) {
        decoders = keys.map { $0.decode }
        paths = keys.map { $0.path }
        texts = keys.map { $0.text }
        visibleTexts = keys.compactMap { key in
            guard key.shape.constraint == .visibleText || key.shape.constraint == .countFormat, let read = key.text
            else { return nil }
            return (key.shape.name, read)
        }
        super.init(displayName: displayName, schemaName: schemaName, keys: keys.map { $0.shape })
    }
}

extension ModelShape {
    /// The text of the string key `name` in `model`, or the default the key declares when `model`
    /// or its value is absent (`isDefault`): how a built-in text is read, so its English stands
    /// here and in the schema only.
    package func text(_ name: String, in model: Model?) -> (text: String, isDefault: Bool) {
        guard let index = index(of: name) else { preconditionFailure("no key '\(name)' in \(displayName)") }
        if let model, let read = texts[index], let value = read(model) {
            return (value.value, false)
        }
        return (keys[index].defaultText ?? "", true)
    }
}

/// A model type that a spec object decodes into; `offset` is that of the object's `{`.
public protocol SpecObject: Sendable {
    init(offset: Int)
    /// The keys written with a value the decoder refused (and reported): rules take such a key as
    /// given, not as left out, so that one mistake is not reported again as another.
    var refusedKeys: Set<String> { get set }
}

/// One key of an object, as the schema, the messages and the reference see it.
public final class KeyShape: Sendable {
    public let name: String
    public let type: ValueShape
    public let isRequired: Bool
    /// What the key means: the schema's `description` and the reference's last column.
    public let summary: String
    /// The default, as the reference shows it; `nil` when the key is required or has none.
    public let defaultText: String?
    /// For a count format's default: its text for a count of one, which a String Catalog holds as
    /// the `one` plural variation beside the default as `other`.
    public let defaultOneText: String?
    /// How the reference names the type (Markdown) when the generated list would be too long to read.
    public let typeText: String?
    /// For bar keys: the bar kinds that accept the key; `nil` means every kind.
    public let barKinds: [BarKind]?
    /// What a validator rule asks of the value beyond its JSON type.
    public let constraint: ValueConstraint?

    package init(
        _ name: String, _ type: ValueShape, required: Bool, defaultText: String?, defaultOneText: String? = nil,
        typeText: String?, barKinds: [BarKind]?, constraint: ValueConstraint?, summary: String
    ) {
        self.name = name
        self.type = type
        self.isRequired = required
        self.summary = summary
        self.defaultText = defaultText
        self.defaultOneText = defaultOneText
        self.typeText = typeText
        self.barKinds = barKinds
        self.constraint = constraint
    }
}

/// One line of a shape table: a key's `KeyShape` and how its checked value fills `Model`.
///
/// A key's place in the model is a key path made on first use (`@autoclosure`): making one costs the
/// runtime a lookup of its types, and a spec sets few of a table's keys, so a run makes few of them.
package struct ModelKey<Model> {
    /// Stores a value whose JSON type is already checked; `keyOffset` is where the key was written.
    package typealias Decode = @Sendable (inout Model, JSONNode, _ keyOffset: Int, inout DiagnosticCollector) -> Void
    package typealias Path<Value> = WritableKeyPath<Model, Value> & Sendable
    /// A key path to a value's place, made when first called.
    package typealias LazyPath<Value> = @Sendable () -> any Path<Value>
    package typealias MakePath = @Sendable () -> PartialKeyPath<Model>
    package typealias ReadText = @Sendable (Model) -> Located<String>?

    package var shape: KeyShape
    package var path: MakePath?
    /// How to read the value of a string key.
    package var text: ReadText?
    package var decode: Decode

    /// Options every key may have.
    package struct Options {
        package var required = false
        package var defaultText: String?
        package var defaultOneText: String?
        package var typeText: String?
        package var barKinds: [BarKind]?
        package var constraint: ValueConstraint?
    }

    private static func key(
        _ name: String, _ type: ValueShape, _ options: Options, _ summary: String, path: MakePath?,
        text: ReadText? = nil, decode: @escaping Decode
    ) -> ModelKey {
        ModelKey(
            shape: KeyShape(
                name, type, required: options.required, defaultText: options.defaultText,
                defaultOneText: options.defaultOneText, typeText: options.typeText, barKinds: options.barKinds,
                constraint: options.constraint, summary: summary),
            path: path, text: text, decode: decode)
    }

    /// A key formgen accepts and does not read.
    package static func ignored(_ name: String, _ type: ValueShape, _ summary: String) -> ModelKey {
        key(name, type, Options(), summary, path: nil) { _, _, _, _ in }
    }

    package static func string(
        _ name: String, _ path: @autoclosure @escaping LazyPath<Located<String>?>, _ summary: String,
        _ options: Options = Options()
    ) -> ModelKey {
        key(name, .string, options, summary, path: { path() }, text: { $0[keyPath: path()] }) { model, node, _, _ in
            if case .string(let value) = node.value { model[keyPath: path()] = Located(value, at: node.offset) }
        }
    }

    static func boolean(
        _ name: String, _ path: @autoclosure @escaping LazyPath<Located<Bool>?>, _ summary: String,
        _ options: Options = Options()
    ) -> ModelKey {
        key(name, .boolean, options, summary, path: { path() }) { model, node, _, _ in
            if case .bool(let value) = node.value { model[keyPath: path()] = Located(value, at: node.offset) }
        }
    }

    /// A JSON number, whole or not.
    static func number(
        _ name: String, _ path: @autoclosure @escaping LazyPath<Located<Double>?>, _ summary: String,
        _ options: Options = Options()
    ) -> ModelKey {
        key(name, .number, options, summary, path: { path() }) { model, node, _, _ in
            if case .number(let lexeme) = node.value, let value = Double(lexeme) {
                model[keyPath: path()] = Located(value, at: node.offset)
            }
        }
    }

    static func integer(
        _ name: String, _ path: @autoclosure @escaping LazyPath<Located<Int>?>, _ summary: String,
        _ options: Options = Options()
    ) -> ModelKey {
        key(name, .integer, options, summary, path: { path() }) { model, node, _, _ in
            if case .number(let lexeme) = node.value, let value = SpecDecoder.integer(lexeme) {
                model[keyPath: path()] = Located(value, at: node.offset)
            }
        }
    }

    static func oneOf<Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ path: @autoclosure @escaping LazyPath<Located<Value>?>, _ summary: String,
        _ options: Options = Options()
    ) -> ModelKey where Value.RawValue == String, Value.AllCases == [Value] {
        key(name, .oneOf(Value.allCases.map { $0.rawValue }), options, summary, path: { path() }) { model, node, _, _ in
            if case .string(let raw) = node.value, let value = Value(rawValue: raw) {
                model[keyPath: path()] = Located(value, at: node.offset)
            }
        }
    }

    /// A list of strings, located at its key: a bar's `whenMatches`.
    static func strings(
        _ name: String, _ path: @autoclosure @escaping @Sendable () -> any Path<Located<[Located<String>]>?>,
        minimumCount: Int, _ summary: String,
        _ options: Options = Options()
    ) -> ModelKey {
        key(name, .array(of: .string, minimumCount: minimumCount), options, summary, path: { path() }) {
            model, node, keyOffset, _ in
            guard case .array(let elements) = node.value else { return }
            let values = elements.compactMap { element -> Located<String>? in
                guard case .string(let value) = element.value else { return nil }
                return Located(value, at: element.offset)
            }
            model[keyPath: path()] = Located(values, at: keyOffset)
        }
    }

    static func object<Value: SpecObject>(
        _ name: String, _ path: @autoclosure @escaping LazyPath<Value?>, _ shape: ModelShape<Value>,
        _ summary: String,
        _ options: Options = Options()
    ) -> ModelKey {
        key(name, .object(shape), options, summary, path: { path() }) { model, node, _, diagnostics in
            model[keyPath: path()] = shape.decode(node, context: "'\(name)'", into: &diagnostics)
        }
    }

    /// An array of objects, located at its `[`.
    static func objects<Value: SpecObject>(
        _ name: String, _ path: @autoclosure @escaping @Sendable () -> any Path<Located<[Value]>?>,
        _ shape: ModelShape<Value>, minimumCount: Int,
        _ summary: String, _ options: Options = Options()
    ) -> ModelKey {
        key(name, .array(of: .object(shape), minimumCount: minimumCount), options, summary, path: { path() }) {
            model, node, _, diagnostics in
            guard case .array(let elements) = node.value else { return }
            let values = elements.compactMap {
                shape.decode($0, context: "each element of '\(name)'", into: &diagnostics)
            }
            model[keyPath: path()] = Located(values, at: node.offset)
        }
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
    /// A lowerCamelCase bar name, unique among the bars, whose members the form declares for nothing
    /// else (`BarNameRule`).
    case barName
    /// `"major.minor"`, at least 15.0 (`MinimumIOSRule`).
    case iosVersion
    /// No element twice (`WhenMatchesRule`: a field listed twice by one bar).
    case noRepeats
    /// At most one bar without `whenMatches` (`WhenMatchesRule`: two would claim the same fields).
    case atMostOneCatchAllBar
    /// 0 or more (`InputRule`).
    case nonNegative
    /// A regular expression in Swift `Regex` syntax, of at most `InputRule.patternLimit` characters (`InputRule`).
    case regularExpression
    /// A table name that is also a file name: `<table>.xcstrings` (`StringsRule`).
    case tableName
    /// A language code such as `en`, `ja` or `zh-Hans` (`StringsRule`).
    case languageCode
    /// A text with at most one `%lld`, which stands for a number, and no other `%` but `%%`, and
    /// not blank (`StringsRule`).
    case countFormat
    /// Text a user sees or VoiceOver speaks: not empty, not only white space (`StringsRule`).
    case visibleText
}

/// The JSON type a key accepts.
public indirect enum ValueShape: Sendable {
    case string
    case boolean
    case integer
    /// Any JSON number.
    case number
    /// A string from a fixed list.
    case oneOf([String])
    case array(of: ValueShape, minimumCount: Int)
    case object(ObjectShape)

    /// The shape of the objects it holds, itself or as an array's elements; `nil` for other values.
    var objectShape: ObjectShape? {
        switch self {
        case .object(let shape): shape
        case .array(let element, _): element.objectShape
        case .string, .boolean, .integer, .number, .oneOf: nil
        }
    }

    /// How messages name the type: "a string", "an array of strings", ….
    public var displayName: String {
        switch self {
        case .string, .oneOf: "a string"
        case .boolean: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .array(let element, _): "an array of \(element.pluralName)"
        case .object: "an object"
        }
    }

    private var pluralName: String {
        switch self {
        case .string, .oneOf: "strings"
        case .boolean: "booleans"
        case .integer: "integers"
        case .number: "numbers"
        case .array: "arrays"
        case .object: "objects"
        }
    }
}

/// The tables of spec format version 1. The documentation's spec reference is written from them.
public enum SpecShape {
    package static let adornment: ModelShape<AdornmentSpec> = ModelShape(
        displayName: "an adornment",
        schemaName: "adornment",
        [
            .string("systemImage", \.systemImage, "SF Symbol name of the image.", .init(required: true)),
            .string(
                "action", \.action, "Makes the image a button; the form takes a closure of this name.",
                .init(constraint: .memberName)),
            .string(
                "accessibilityLabel", \.accessibilityLabel, "Spoken label of the button; required with 'action'.",
                .init(constraint: .visibleText)),
        ]
    )

    package static let messages: ModelShape<MessagesSpec> = ModelShape(
        displayName: "the messages",
        schemaName: "messages",
        [
            .string(
                "required", \.required, "When an empty text fails 'required'.",
                .init(defaultText: "Required", constraint: .visibleText)),
            .string(
                "tooShort", \.tooShort,
                "When the text is shorter than 'minLength', which '%lld' stands for ('%%' for a percent sign).",
                .init(
                    defaultText: "At least %lld characters", defaultOneText: "At least %lld character",
                    constraint: .countFormat)),
            .string(
                "tooLong", \.tooLong,
                "When the text is longer than 'maxLength', which '%lld' stands for ('%%' for a percent sign).",
                .init(
                    defaultText: "At most %lld characters", defaultOneText: "At most %lld character",
                    constraint: .countFormat)),
            .string(
                "mismatch", \.mismatch, "When the text does not match 'pattern'.",
                .init(defaultText: "Invalid format", constraint: .visibleText)),
            .string(
                "notANumber", \.notANumber, "When a numeric field's text is not a number.",
                .init(defaultText: "Not a number", constraint: .visibleText)),
            .string(
                "outOfRange", \.outOfRange, "When the number is below 'minimum' or above 'maximum'.",
                .init(defaultText: "Out of range", constraint: .visibleText)),
        ]
    )

    package static let field: ModelShape<FieldSpec> = ModelShape(
        displayName: "a field",
        schemaName: "field",
        [
            .string(
                "id", \.id, "lowerCamelCase focus enum case and binding name; Swift keywords are allowed.",
                .init(required: true, constraint: .memberName)),
            .string(
                "label", \.label,
                "Caption shown above the field, and the name VoiceOver reads for it (without one: the prompt, else the id).",
                .init(constraint: .visibleText)),
            .string(
                "prompt", \.prompt,
                "Placeholder text; without one, a field with a label shows none (the label is its caption), and one without shows its id.",
                .init(constraint: .visibleText)),
            .oneOf(
                "kind", \.kind,
                "TextField, SecureField, a TextField that grows vertically, or numeric text (integer, decimal).",
                .init(defaultText: "text")),
            .oneOf(
                "keyboard", \.keyboard, "Keyboard type: emailAddress, numberPad, ….",
                .init(typeText: "UIKeyboardType case name")),
            .oneOf(
                "contentType", \.contentType,
                "Content type for AutoFill: username, password, oneTimeCode, …; must exist on minimumIOS.",
                .init(typeText: "UITextContentType name")),
            .oneOf("autocapitalization", \.autocapitalization, "TextInputAutocapitalization."),
            .boolean("autocorrection", \.autocorrection, "false disables autocorrection."),
            .oneOf(
                "submitLabel", \.submitLabel,
                "Label of the return key: next, done, go, search, …; when return moves focus, next, and done on the last field.",
                .init(typeText: "SubmitLabel name")),
            .boolean(
                "clearButton", \.clearButton, "Shows a clear button while focused and not empty.",
                .init(defaultText: "false")),
            .boolean(
                "revealToggle", \.revealToggle,
                "Secure fields: a button that shows or hides the text without losing focus.",
                .init(defaultText: "false")),
            .oneOf(
                "keyboardAvoidance", \.keyboardAvoidance,
                "observer pads the form by the keyboard while this field has focus; system leaves it to SwiftUI.",
                .init(defaultText: "system")),
            .object("leading", \.leading, adornment, "Image or button before the text."),
            .object("trailing", \.trailing, adornment, "Image or button after the text."),
            .boolean(
                "required", \.required, "The text, trimmed of white space, must not be empty.",
                .init(defaultText: "false")),
            .integer(
                "minLength", \.minLength, "The fewest characters, counted as Swift counts them.",
                .init(constraint: .nonNegative)),
            .integer(
                "maxLength", \.maxLength,
                "The most characters. On a number, decimal, phone or ASCII number pad (a numeric field's default) "
                    + "each edit is cut there; with another keyboard an input method may be composing text, so the "
                    + "text may run past it and tooLong shows at once.",
                .init(constraint: .nonNegative)),
            .string(
                "pattern", \.pattern,
                "A regular expression (Swift Regex syntax), at most 1000 characters, that the whole text must match.",
                .init(constraint: .regularExpression)),
            .number(
                "minimum", \.minimum,
                "integer and decimal fields: the smallest value allowed; within ±(2^53 - 1), and as a Double holds it."),
            .number(
                "maximum", \.maximum,
                "integer and decimal fields: the largest value allowed; within ±(2^53 - 1), and as a Double holds it."),
            .object("messages", \.messages, messages, "The text shown for each failure, as localization keys."),
        ]
    )

    package static let bar: ModelShape<BarSpec> = ModelShape(
        displayName: "a bar",
        schemaName: "bar",
        [
            .oneOf("kind", \.kind, "close, okCancel, or navigation.", .init(required: true)),
            .string(
                "name", \.name,
                "lowerCamelCase name of the bar's members (`<name>Fields`, `<name>CancelBehavior`); omitted: named from the kind, closeBar, then secondCloseBar, ….",
                .init(constraint: .barName)),
            .strings(
                "whenMatches", \.whenMatches, minimumCount: 1,
                "Field ids whose focus shows the bar; omitted: every field no other bar lists.",
                .init(constraint: .noRepeats)),
            .string(
                "title", \.title, "Close or done button title.",
                .init(defaultText: "Done", barKinds: [.close, .navigation], constraint: .visibleText)),
            .string(
                "ok", \.ok, "OK button title.",
                .init(defaultText: "OK", barKinds: [.okCancel], constraint: .visibleText)),
            .string(
                "cancel", \.cancel, "Cancel button title.",
                .init(defaultText: "Cancel", barKinds: [.okCancel], constraint: .visibleText)),
            .oneOf(
                "cancelBehavior", \.cancelBehavior,
                "revert restores the text from when focus arrived; clear empties it.",
                .init(defaultText: "revert", barKinds: [.okCancel])),
            .string(
                "previous", \.previous, "Accessibility label of the previous chevron.",
                .init(defaultText: "Previous", barKinds: [.navigation], constraint: .visibleText)),
            .string(
                "next", \.next, "Accessibility label of the next chevron.",
                .init(defaultText: "Next", barKinds: [.navigation], constraint: .visibleText)),
        ]
    )

    package static let strings: ModelShape<StringsSpec> = ModelShape(
        displayName: "the strings",
        schemaName: "strings",
        [
            .string(
                "table", \.table, "The strings table every text of the form is looked up in: `<table>.xcstrings`.",
                .init(defaultText: "Localizable", constraint: .tableName)),
            .oneOf(
                "bundle", \.bundle, "main: the app's bundle; module: the Swift package target's resource bundle.",
                .init(defaultText: "main")),
            .string(
                "sourceLanguage", \.sourceLanguage, "The language of the spec's text: the catalog's source language.",
                .init(defaultText: "en", constraint: .languageCode)),
            .string(
                "done", \.done, "The close and done button title of a bar that sets none.",
                .init(defaultText: "Done", constraint: .visibleText)),
            .string(
                "ok", \.ok, "The OK button title of a bar that sets none.",
                .init(defaultText: "OK", constraint: .visibleText)),
            .string(
                "cancel", \.cancel, "The Cancel button title of a bar that sets none.",
                .init(defaultText: "Cancel", constraint: .visibleText)),
            .string(
                "previous", \.previous, "The previous chevron's spoken label of a bar that sets none.",
                .init(defaultText: "Previous", constraint: .visibleText)),
            .string(
                "next", \.next, "The next chevron's spoken label of a bar that sets none.",
                .init(defaultText: "Next", constraint: .visibleText)),
            .string(
                "clearText", \.clearText, "The clear button's spoken label.",
                .init(defaultText: "Clear text", constraint: .visibleText)),
            .string(
                "showPassword", \.showPassword, "The reveal toggle's spoken label while the text is hidden.",
                .init(defaultText: "Show password", constraint: .visibleText)),
            .string(
                "hidePassword", \.hidePassword, "The reveal toggle's spoken label while the text is shown.",
                .init(defaultText: "Hide password", constraint: .visibleText)),
            .object("messages", \.messages, messages, "The failure texts of every field that sets none."),
        ]
    )

    package static let spec: ModelShape<Spec> = ModelShape(
        displayName: "the spec",
        schemaName: "spec",
        [
            .ignored("$schema", .string, "Ignored; lets editors find the JSON Schema."),
            .integer(
                "formgen", \.formgen, "Spec format version; only 1 exists.",
                .init(required: true, constraint: .formatVersion)),
            .string(
                "name", \.name, "UpperCamelCase type name of the form view.",
                .init(required: true, constraint: .typeName)),
            .string(
                "focusEnum", \.focusEnum, "Name of the focus enum nested in the form.",
                .init(defaultText: "Field", constraint: .typeName)),
            .oneOf(
                "focusStyle", \.focusStyle,
                "enum; bool for a `FocusState<Bool>` form of exactly one field; none for a part the screen focuses as one value.",
                .init(defaultText: "enum")),
            .oneOf(
                "access", \.access, "Access level of the generated declarations.", .init(defaultText: "internal")),
            .string(
                "minimumIOS", \.minimumIOS,
                "Lowest iOS the output supports; at least 15.0. Set it to the app's deployment target: below it, "
                    + "Swift warns at checks the target makes unnecessary.",
                .init(
                    defaultText: IOSVersion.defaultMinimum.description, typeText: "`\"major.minor\"`",
                    constraint: .iosVersion)),
            .objects(
                "fields", \.fields, field, minimumCount: 1, "The fields, one or more; their order is the focus order.",
                .init(required: true)),
            .objects(
                "bars", \.barList, bar, minimumCount: 0, "Keyboard accessory bars.",
                .init(defaultText: "[]", constraint: .atMostOneCatchAllBar)),
            .oneOf(
                "keyboardAvoidance", \.keyboardAvoidance, "system, or observer to pad the form by the keyboard.",
                .init(defaultText: "system")),
            .boolean(
                "dismissOnTapOutside", \.dismissOnTapOutside, "A tap outside any field releases focus.",
                .init(defaultText: "false")),
            .boolean(
                "submitChain", \.submitChain,
                "Return moves focus to the next field; the last field's return submits, or releases focus.",
                .init(defaultText: "true")),
            .string(
                "submitAction", \.submitAction,
                "The form takes a closure of this name; return on the last field (every field without submitChain) calls it.",
                .init(constraint: .memberName)),
            .oneOf(
                "layout", \.layout,
                "scroll: a scrolling stack; form: a SwiftUI Form; fields: the bare fields, for the app's own container.",
                .init(defaultText: "scroll")),
            .object(
                "strings", \.strings, strings,
                "Where the form's text is looked up, and the text of the built-in strings."),
        ]
    )

    /// Every shape, outermost first: the spec's, then each that a key holds, however deep, in the
    /// order of the keys. Every key of the format, which the tests hold to the decoder, the reference
    /// and the render context.
    package static let all: [ObjectShape] = {
        var shapes: [ObjectShape] = []
        func visit(_ shape: ObjectShape) {
            guard !shapes.contains(where: { $0 === shape }) else { return }
            shapes.append(shape)
            for key in shape.keys { key.type.objectShape.map(visit) }
        }
        visit(spec)
        return shapes
    }()

    /// The text for a count of one of the failure text `text`, a format with a count (`%lld`): a
    /// built-in default's own (`At least %lld character`), else `text` itself, as formgen cannot
    /// know the singular of a spec's text. Matched by scalars, as keys are looked up.
    package static func oneText(ofCountFormat text: String) -> String {
        let builtin = messages.keys.first { $0.defaultText?.unicodeScalars.elementsEqual(text.unicodeScalars) == true }
        return builtin?.defaultOneText ?? text
    }
}
