/// A value read from a spec, with the byte offset of the token it came from.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var offset: Int

    public init(_ value: Value, at offset: Int) {
        self.value = value
        self.offset = offset
    }
}

/// A form spec as written, before validation.
///
/// Every value is optional because a spec with errors is still read as far as it can be, so that
/// the validator reports all of its problems in one run. Values of the wrong type are absent here;
/// `SpecDecoder` has already reported them.
public struct Spec: SpecObject {
    public var offset: Int
    public var formgen: Located<Int>?
    public var name: Located<String>?
    public var focusEnum: Located<String>?
    public var focusStyle: Located<FocusStyle>?
    public var access: Located<AccessLevel>?
    public var minimumIOS: Located<String>?
    /// The fields in focus order; the offset is that of the array's `[`.
    public var fields: Located<[FieldSpec]>?
    /// The bars as written; the offset is that of the array's `[`.
    public var barList: Located<[BarSpec]>?
    public var keyboardAvoidance: Located<KeyboardAvoidance>?
    public var dismissOnTapOutside: Located<Bool>?
    public var submitChain: Located<Bool>?
    public var submitAction: Located<String>?
    public var layout: Located<Layout>?
    public var strings: StringsSpec?

    public var refusedKeys: Set<String> = []

    public init(offset: Int) {
        self.offset = offset
    }

    /// The bars in order; none when the key is absent.
    public var bars: [BarSpec] { barList?.value ?? [] }

    /// The deployment target the output is for: `minimumIOS` when it reads as a version, else the default.
    public var effectiveMinimumIOS: IOSVersion {
        minimumIOS.flatMap { IOSVersion($0.value) } ?? .defaultMinimum
    }

    /// Which fields the bars cover, worked out once for a loop over the fields.
    public var barCoverage: BarCoverage {
        BarCoverage(
            hasCatchAll: bars.contains { $0.whenMatches == nil },
            listed: Set(bars.flatMap { $0.whenMatches?.value.map(\.value) ?? [] }))
    }

    /// The ids of the numeric fields that no bar covers, which a form gives a close bar of its own,
    /// after the spec's bars: a numeric keyboard has no return key to leave them by. A part has
    /// none, as its screen draws its bar.
    public var fieldsGivenAddedCloseBar: [Located<String>] {
        guard focusStyle?.value != .part else { return [] }
        let coverage = barCoverage
        return (fields?.value ?? []).compactMap { field in
            guard let id = field.id, let kind = field.kind?.value, kind.isNumeric, !coverage.covers(id.value) else {
                return nil
            }
            return id
        }
    }
}

/// Which field ids the bars of a spec cover.
public struct BarCoverage {
    /// Whether a bar omits `whenMatches`, and so covers every field that no other bar lists.
    public var hasCatchAll: Bool
    /// The ids that the bars list in `whenMatches`.
    public var listed: Set<String>

    /// Whether a bar covers the field `id`: one lists it, or one omits `whenMatches`.
    public func covers(_ id: String) -> Bool { hasCatchAll || listed.contains(id) }
}

/// One field of a spec, as written.
public struct FieldSpec: SpecObject {
    public var offset: Int
    public var id: Located<String>?
    public var label: Located<String>?
    public var prompt: Located<String>?
    public var kind: Located<FieldKind>?
    public var keyboard: Located<KeyboardType>?
    public var contentType: Located<ContentType>?
    public var autocapitalization: Located<Autocapitalization>?
    public var autocorrection: Located<Bool>?
    public var submitLabel: Located<SubmitLabel>?
    public var clearButton: Located<Bool>?
    public var revealToggle: Located<Bool>?
    public var keyboardAvoidance: Located<KeyboardAvoidance>?
    public var leading: AdornmentSpec?
    public var trailing: AdornmentSpec?
    public var required: Located<Bool>?
    public var minLength: Located<Int>?
    public var maxLength: Located<Int>?
    public var pattern: Located<String>?
    public var minimum: Located<Double>?
    public var maximum: Located<Double>?
    public var messages: MessagesSpec?

    /// Where each input rule is set, for the rules that cannot apply to a field of some kind or form.
    public var inputRuleOffsets: [(key: String, offset: Int)] {
        [
            ("required", required?.offset), ("minLength", minLength?.offset), ("maxLength", maxLength?.offset),
            ("pattern", pattern?.offset), ("minimum", minimum?.offset), ("maximum", maximum?.offset),
            ("messages", messages?.offset),
        ].compactMap { key, offset in offset.map { (key, $0) } }
    }

    public var refusedKeys: Set<String> = []

    public init(offset: Int) {
        self.offset = offset
    }
}

/// The failure messages of a field, as written.
public struct MessagesSpec: SpecObject {
    public var offset: Int
    public var required: Located<String>?
    public var tooShort: Located<String>?
    public var tooLong: Located<String>?
    public var mismatch: Located<String>?
    public var notANumber: Located<String>?
    public var outOfRange: Located<String>?

    public var refusedKeys: Set<String> = []

    public init(offset: Int) {
        self.offset = offset
    }
}

/// Where a form's text is looked up, and the spec's own text for the built-in strings, as written.
public struct StringsSpec: SpecObject {
    public var offset: Int
    public var table: Located<String>?
    public var bundle: Located<StringsBundle>?
    public var sourceLanguage: Located<String>?
    public var done: Located<String>?
    public var ok: Located<String>?
    public var cancel: Located<String>?
    public var previous: Located<String>?
    public var next: Located<String>?
    public var clearText: Located<String>?
    public var showPassword: Located<String>?
    public var hidePassword: Located<String>?
    public var messages: MessagesSpec?

    public var refusedKeys: Set<String> = []

    public init(offset: Int) {
        self.offset = offset
    }
}

/// An image or button beside a field's text, as written.
public struct AdornmentSpec: SpecObject {
    public var offset: Int
    public var systemImage: Located<String>?
    public var action: Located<String>?
    public var accessibilityLabel: Located<String>?

    public var refusedKeys: Set<String> = []

    public init(offset: Int) {
        self.offset = offset
    }
}

/// A keyboard accessory bar, as written.
public struct BarSpec: SpecObject {
    public var offset: Int
    public var kind: Located<BarKind>?
    /// What the bar's members are named from; `nil`: from its kind.
    public var name: Located<String>?
    /// The listed field ids; the outer offset is that of the `whenMatches` key. `nil` when omitted.
    public var whenMatches: Located<[Located<String>]>?
    public var title: Located<String>?
    public var ok: Located<String>?
    public var cancel: Located<String>?
    public var cancelBehavior: Located<CancelBehavior>?
    public var previous: Located<String>?
    public var next: Located<String>?

    public var refusedKeys: Set<String> = []

    public init(offset: Int) {
        self.offset = offset
    }
}
