/// A spec that passed validation, with every default applied: what the renderer works from.
///
///     ValidatedForm(name: "LoginForm", focusEnum: "Field", fields: [username, password], bars: [navigation], …)
public struct ValidatedForm: Sendable {
    public var name: String
    public var focusEnum: String
    public var focusStyle: FocusStyle
    public var access: AccessLevel
    public var minimumIOS: IOSVersion
    public var fields: [Field]
    public var bars: [Bar]
    public var keyboardAvoidance: KeyboardAvoidance
    public var dismissOnTapOutside: Bool
    public var submitChain: Bool

    public struct Field: Sendable {
        public var id: String
        public var label: String?
        public var prompt: String?
        public var kind: FieldKind
        public var keyboard: KeyboardType?
        public var contentType: ContentType?
        public var autocapitalization: Autocapitalization?
        public var autocorrection: Bool?
        /// The return key's label as written; `nil` lets the submit chain choose.
        public var submitLabel: SubmitLabel?
        public var clearButton: Bool
        public var revealToggle: Bool
        public var leading: Adornment?
        public var trailing: Adornment?
    }

    /// An image, or a button when it has an action.
    public struct Adornment: Sendable {
        public var systemImage: String
        public var action: String?
        public var accessibilityLabel: String?
    }

    /// A keyboard accessory bar and the fields whose focus shows it.
    public struct Bar: Sendable {
        public enum Style: Sendable {
            case close(title: String)
            case okCancel(ok: String, cancel: String, behavior: CancelBehavior)
            case navigation(done: String, previous: String, next: String)
        }

        public var style: Style
        /// The fields that show this bar, in focus order; resolved for a bar that omits `whenMatches`.
        public var fieldIDs: [String]
    }
}

extension ValidatedForm {
    /// Applies defaults to a spec the validator found free of errors; `nil` if anything required is absent.
    init?(_ spec: Spec) {
        guard let name = spec.name?.value, let specFields = spec.fields?.value else { return nil }
        var fields: [Field] = []
        for field in specFields {
            guard let id = field.id?.value else { return nil }
            fields.append(
                Field(
                    id: id, label: field.label?.value, prompt: field.prompt?.value, kind: field.kind?.value ?? .text,
                    keyboard: field.keyboard?.value, contentType: field.contentType?.value,
                    autocapitalization: field.autocapitalization?.value, autocorrection: field.autocorrection?.value,
                    submitLabel: field.submitLabel?.value, clearButton: field.clearButton?.value ?? false,
                    revealToggle: field.revealToggle?.value ?? false, leading: Adornment(field.leading),
                    trailing: Adornment(field.trailing)))
        }
        let listed = spec.listedFieldIDs
        var bars: [Bar] = []
        for bar in spec.bars {
            guard let kind = bar.kind?.value else { return nil }
            let ids = bar.whenMatches.map { Set($0.value.map(\.value)) }
            let fieldIDs = fields.map(\.id).filter { ids?.contains($0) ?? !listed.contains($0) }
            let style: Bar.Style
            switch kind {
            case .close:
                style = .close(title: bar.title?.value ?? "Done")
            case .okCancel:
                style = .okCancel(
                    ok: bar.ok?.value ?? "OK", cancel: bar.cancel?.value ?? "Cancel",
                    behavior: bar.cancelBehavior?.value ?? .revert)
            case .navigation:
                style = .navigation(
                    done: bar.title?.value ?? "Done", previous: bar.previous?.value ?? "Previous",
                    next: bar.next?.value ?? "Next")
            }
            bars.append(Bar(style: style, fieldIDs: fieldIDs))
        }
        self.init(
            name: name, focusEnum: spec.focusEnum?.value ?? "Field", focusStyle: spec.focusStyle?.value ?? .enum,
            access: spec.access?.value ?? .internal,
            minimumIOS: spec.effectiveMinimumIOS, fields: fields,
            bars: bars, keyboardAvoidance: spec.keyboardAvoidance?.value ?? .system,
            dismissOnTapOutside: spec.dismissOnTapOutside?.value ?? false, submitChain: spec.submitChain?.value ?? true)
    }
}

extension ValidatedForm.Adornment {
    fileprivate init?(_ spec: AdornmentSpec?) {
        guard let spec, let systemImage = spec.systemImage?.value else { return nil }
        self.init(
            systemImage: systemImage, action: spec.action?.value, accessibilityLabel: spec.accessibilityLabel?.value)
    }
}
