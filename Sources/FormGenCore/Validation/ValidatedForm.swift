/// A spec that passed validation, with every default applied, every derived name chosen and every
/// decision made: what the renderer works from. Templates only format it.
///
///     ValidatedForm(name: "LoginForm", focusEnum: "Field", fields: [username, password], bars: [navigation], …)
public struct ValidatedForm: Sendable {
    public var name: String
    public var focusEnum: String
    public var focusStyle: FocusStyle
    public var access: AccessLevel
    public var fields: [Field]
    public var bars: [Bar]
    /// The names of the adornment actions, each once, in the order the fields first use them: the
    /// closures the form takes.
    public var actions: [String]
    public var keyboardAvoidance: KeyboardAvoidance
    public var dismissOnTapOutside: Bool
    public var submitChain: Bool
    /// The closure that return on the last field (every field without the chain) calls.
    public var submitAction: String?
    public var layout: Layout
    public var strings: Strings
    /// The lowest iOS the form runs on.
    public var minimumIOS: IOSVersion

    /// The name of the form's bars modifier: `loginFormBars` for `LoginForm`, `okCancelFormBars` for
    /// `OKCancelForm`.
    public var barsModifier: String {
        Identifier.lowerCamelCased(name) + "Bars"
    }

    /// Whether the form has a bars modifier: only when it would apply something (bars, tap-outside
    /// dismissal, the keyboard observer), so that no screen calls one that does nothing. A part has
    /// none, as its screen draws its bar.
    public var hasBarsModifier: Bool {
        focusStyle != .part && (!bars.isEmpty || dismissOnTapOutside || usesKeyboardObserver)
    }

    /// Whether the form or one of its fields avoids the keyboard with the keyboard observer.
    public var usesKeyboardObserver: Bool {
        keyboardAvoidance == .observer || !keyboardObserverFields.isEmpty
    }

    /// The ids of the fields an OK/Cancel bar covers, in focus order: the bars modifier takes their texts.
    public var okCancelFields: [String] {
        let covered = Set(bars.filter { $0.kind == .okCancel }.flatMap(\.fields))
        return fields.map(\.id).filter(covered.contains)
    }

    /// Whether return in some field runs the submit action: one that does not start a new line, on a
    /// keyboard with a return key.
    public var returnSubmits: Bool {
        fields.contains { $0.returnAction == .submit && $0.handlesReturn && $0.keyboard?.hasReturnKey != false }
    }

    /// Whether some field has input rules.
    public var hasInputRules: Bool {
        fields.contains { $0.rules != nil }
    }

    /// The ids of the fields whose focus makes the keyboard observer pad the form, in focus order;
    /// empty when the whole form asks for the observer, or no field does.
    public var keyboardObserverFields: [String] {
        guard keyboardAvoidance != .observer else { return [] }
        return fields.filter(\.observesKeyboard).map(\.id)
    }

    /// Whether the form has an initialiser that owns focus: not for a part, nor for a `fields`
    /// layout, whose container the app owns, bars and all.
    public var ownsFocus: Bool {
        focusStyle != .part && layout != .fields
    }

    /// Where the form's text is looked up, and the keys of the strings it needs beyond the spec's own.
    public struct Strings: Sendable {
        /// The strings table; `nil` means `Localizable`, the default.
        public var table: String?
        public var bundle: StringsBundle
        /// The language of the spec's text: a catalog's source language.
        public var sourceLanguage: String
        /// The clear button's spoken label.
        public var clearText: String
        /// The reveal toggle's spoken label while the text is hidden, and while it is shown.
        public var showPassword: String
        public var hidePassword: String

        /// The keys under `strings` whose built-in English text the form uses, the failure texts last.
        public var englishBuiltins: [String]

        /// The table's name, as its catalog's file is named: `Localizable` when none is set.
        public var tableName: String { table ?? "Localizable" }
    }

    public struct Field: Sendable {
        /// The text a preview fills the field with: its title, unless the field is numeric (a title
        /// is no number) or its rules could refuse it (a pattern, a shorter limit); that field is
        /// left empty, showing its placeholder rather than a failing or wrong text.
        public var sampleText: String {
            let tooLong = rules?.maxLength.map { title.count > $0 } ?? false
            return kind.isNumeric || rules?.pattern != nil || tooLong ? "" : title
        }

        public var id: String
        public var label: String?
        public var prompt: String?
        /// What the text field shows and VoiceOver reads as its title: the label, else the prompt, else the id.
        public var title: String
        /// What the empty field shows: its prompt, else its title, unless its label is the caption
        /// above it, which the field must not repeat: then nothing.
        public var placeholder: String? { prompt ?? (label == nil ? title : nil) }
        public var kind: FieldKind
        public var revealToggle: Bool
        public var keyboard: KeyboardType?
        public var contentType: ContentType?
        public var autocapitalization: Autocapitalization?
        public var autocorrectionDisabled: Bool
        /// The return key's label: as written, else the one the return action calls for.
        public var submitLabel: SubmitLabel?
        /// What return does; `nil` in a part, which leaves return to the screen.
        public var returnAction: ReturnAction?
        /// Whether the form handles return at all: a multiline field's return key starts a new line.
        public var handlesReturn: Bool
        public var clearButton: Bool
        /// Whether the keyboard observer pads the form while this field has focus (field-level `keyboardAvoidance`).
        public var observesKeyboard: Bool
        public var leading: Adornment?
        public var trailing: Adornment?
        /// What the text must be; `nil` when anything goes.
        public var rules: InputRules?

        /// Whether any trait needs UIKit (`keyboardType`, `textContentType`, `textInputAutocapitalization`).
        public var hasUIKitTraits: Bool {
            keyboard != nil || contentType != nil || autocapitalization != nil
        }

        /// Whether the field cuts each edit that would take its text past `maxLength`: only when its
        /// keyboard cannot have an input method composing text, which must never be cut
        /// (`KeyboardType.mayCompose`; a numeric field's pad by default). Any other field lets the
        /// text run past the limit, and shows its `tooLong` failure at once.
        public var cutsAtMaxLength: Bool {
            rules?.maxLength != nil && keyboard?.mayCompose == false
        }
    }

    /// A field's input rules, each as written; `messages` holds the spec's own failure texts.
    public struct InputRules: Sendable {
        public var required: Bool
        public var minLength: Int?
        public var maxLength: Int?
        public var pattern: String?
        /// For a numeric field: whether the text is a whole number, or may have a decimal separator.
        public var number: NumberRule?
        /// The text of each failure the rules can give, by failure name (`required`, `tooShort`, …),
        /// in the order the spec format lists them: the field's own, else the form's (`strings`),
        /// else the built-in one. Each is a localization key; `tooShort` and `tooLong` may hold
        /// the limit as `%lld`.
        public var messages: [(name: String, text: String)]
    }

    /// What a numeric field's text must be.
    public struct NumberRule: Sendable {
        public var isDecimal: Bool
        public var minimum: Double?
        public var maximum: Double?
    }

    /// What return does in a field.
    public enum ReturnAction: Sendable, Equatable {
        /// Focus moves to the field of this id.
        case focus(String)
        /// The submit action runs.
        case submit
        /// Focus is released.
        case release
        /// The return key starts a new line: a multiline field, which the form leaves return to.
        case newLine
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
        public var fields: [String]
        /// How comments name the bar: "close", "OK/Cancel", "second close" for the second close
        /// bar, or "`keypad` close" for a close bar named `keypad`.
        public var displayName: String
        /// The form's static list of the bar's fields: `closeBarFields`, `secondCloseBarFields`, …,
        /// or `keypadFields` for a bar named `keypad`.
        public var fieldsName: String
        /// The form's static Cancel behaviour of an OK/Cancel bar: `okCancelBarCancelBehavior`, ….
        public var cancelBehaviorName: String

        public var kind: BarKind {
            switch style {
            case .close: .close
            case .okCancel: .okCancel
            case .navigation: .navigation
            }
        }
    }

}

extension ValidatedForm {
    /// Applies defaults and makes every decision for a spec; `nil` when a value the decoder requires
    /// (a name, a field, a field's id, a bar's kind) is absent, which the decoder reports.
    package init?(_ spec: Spec) {
        guard let name = spec.name?.value, let specFields = spec.fields?.value, !specFields.isEmpty else {
            return nil
        }
        let focusStyle = spec.focusStyle?.value ?? .enum
        let submitChain = spec.submitChain?.value ?? true
        let submitAction = spec.submitAction?.value
        // The built-in English strings the form ends up using, by their key under `strings`; the
        // failure texts' are listed after the others.
        var builtins: [String] = []
        var builtinMessages: [String] = []
        func note(_ key: String) {
            if !builtins.contains(key) { builtins.append(key) }
        }
        func noteMessage(_ key: String) {
            if !builtinMessages.contains(key) { builtinMessages.append(key) }
        }
        /// The text of the built-in string `key` of `strings`: the spec's, else the English default
        /// the strings shape declares, which is noted when the form `uses` it.
        func builtin(_ key: String, uses: Bool = true) -> String {
            let (text, isDefault) = SpecShape.strings.text(key, in: spec.strings)
            if isDefault && uses { note(key) }
            return text
        }
        var fields: [Field] = []
        for (index, field) in specFields.enumerated() {
            guard let id = field.id?.value else { return nil }
            let kind = field.kind?.value ?? .text
            let isLast = index == specFields.count - 1
            let next = isLast ? nil : specFields[index + 1].id?.value
            let returnAction: ReturnAction? =
                if focusStyle == .part {
                    nil
                } else if kind == .multiline {
                    .newLine
                } else if submitChain, let next {
                    .focus(next)
                } else {
                    submitAction == nil ? .release : .submit
                }
            let handlesReturn = returnAction != nil && returnAction != .newLine
            let defaultKeyboard: KeyboardType? =
                switch kind {
                case .integer: .numberPad
                case .decimal: .decimalPad
                default: nil
                }
            let keyboard = field.keyboard?.value ?? defaultKeyboard
            let submitLabel: SubmitLabel? =
                if !handlesReturn || !submitChain {
                    nil
                } else {
                    isLast ? .done : .next
                }
            fields.append(
                Field(
                    id: id, label: field.label?.value, prompt: field.prompt?.value,
                    title: field.label?.value ?? field.prompt?.value ?? id, kind: kind,
                    revealToggle: field.revealToggle?.value ?? false,
                    keyboard: keyboard,
                    contentType: field.contentType?.value, autocapitalization: field.autocapitalization?.value,
                    autocorrectionDisabled: field.autocorrection?.value == false,
                    submitLabel: field.submitLabel?.value ?? submitLabel, returnAction: returnAction,
                    handlesReturn: handlesReturn, clearButton: field.clearButton?.value ?? false,
                    observesKeyboard: field.keyboardAvoidance?.value == .observer,
                    leading: Adornment(field.leading), trailing: Adornment(field.trailing),
                    // A part's screen checks its input: a numeric kind gives it its keyboard, no rule.
                    rules: focusStyle == .part
                        ? nil
                        : InputRules(field, kind: kind, formMessages: spec.strings?.messages, noteBuiltin: noteMessage)
                ))
        }
        var bars: [Bar] = []
        // Where each id is in focus order, and which ids bars list: each bar's fields are found
        // without a pass over all fields, so that many bars over many fields take linear time.
        let positions = Dictionary(fields.enumerated().map { ($1.id, $0) }, uniquingKeysWith: min)
        let listed = spec.barCoverage.listed
        var barsOfKind: [BarKind: Int] = [:]
        for bar in spec.bars {
            guard let kind = bar.kind?.value else { return nil }
            let fieldIDs =
                if let whenMatches = bar.whenMatches?.value {
                    Set(whenMatches.compactMap { positions[$0.value] }).sorted().map { fields[$0].id }
                } else {
                    fields.map(\.id).filter { !listed.contains($0) }
                }
            let style: Bar.Style
            switch kind {
            case .close:
                style = .close(title: bar.title?.value ?? builtin("done"))
            case .okCancel:
                style = .okCancel(
                    ok: bar.ok?.value ?? builtin("ok"), cancel: bar.cancel?.value ?? builtin("cancel"),
                    behavior: bar.cancelBehavior?.value ?? .revert)
            case .navigation:
                style = .navigation(
                    done: bar.title?.value ?? builtin("done"), previous: bar.previous?.value ?? builtin("previous"),
                    next: bar.next?.value ?? builtin("next"))
            }
            let position = barsOfKind[kind, default: 0] + 1
            barsOfKind[kind] = position
            bars.append(Self.bar(style, name: bar.name?.value, fields: fieldIDs, position: position))
        }
        var actions: [String] = []
        var usedActions: Set<String> = []
        var hasRevealToggle = false
        var hasClearButton = false
        for field in fields {
            if field.kind == .secure && field.revealToggle { hasRevealToggle = true }
            if field.clearButton { hasClearButton = true }
            // Each action once, in the order the fields first use them.
            for action in [field.leading?.action, field.trailing?.action].compactMap(\.self)
            where usedActions.insert(action).inserted {
                actions.append(action)
            }
        }
        // A numeric keyboard has no return key: a numeric field that no bar covers gets a close bar,
        // or the user could never leave it.
        let stranded = spec.fieldsGivenAddedCloseBar.map(\.value)
        if !stranded.isEmpty {
            let position = barsOfKind[.close, default: 0] + 1
            bars.append(Self.bar(.close(title: builtin("done")), name: nil, fields: stranded, position: position))
        }
        builtins += builtinMessages
        let strings = Strings(
            table: spec.strings?.table?.value, bundle: spec.strings?.bundle?.value ?? .main,
            sourceLanguage: SpecShape.strings.text("sourceLanguage", in: spec.strings).text,
            clearText: builtin("clearText", uses: hasClearButton),
            showPassword: builtin("showPassword", uses: hasRevealToggle),
            hidePassword: builtin("hidePassword", uses: hasRevealToggle),
            englishBuiltins: builtins)
        self.init(
            name: name, focusEnum: spec.focusEnum?.value ?? "Field", focusStyle: focusStyle,
            access: spec.access?.value ?? .internal, fields: fields,
            bars: bars, actions: actions, keyboardAvoidance: spec.keyboardAvoidance?.value ?? .system,
            dismissOnTapOutside: spec.dismissOnTapOutside?.value ?? false, submitChain: submitChain,
            submitAction: submitAction, layout: spec.layout?.value ?? .scroll, strings: strings,
            minimumIOS: spec.effectiveMinimumIOS)
    }

    /// A bar with its member names: from `name`, else from its kind and its `position` among the
    /// bars of that kind (from 1).
    private static func bar(_ style: Bar.Style, name: String?, fields: [String], position: Int) -> Bar {
        var bar = Bar(style: style, fields: fields, displayName: "", fieldsName: "", cancelBehaviorName: "")
        let stem = name ?? Bar.name(of: bar.kind, position: position)
        bar.displayName =
            name.map { "`\($0)` \(Bar.displayName(of: bar.kind))" }
            ?? Bar.displayName(of: bar.kind, position: position)
        bar.fieldsName = Bar.fieldsName(named: stem)
        bar.cancelBehaviorName = Bar.cancelBehaviorName(named: stem)
        return bar
    }
}

extension ValidatedForm.Bar {
    /// The name of an unnamed bar, the `position`th of its kind (from 1): `closeBar`, then
    /// `secondCloseBar`, `thirdCloseBar`, … An ordinal word rather than a number, which would stand
    /// glued to a word (`closeBar2`), for any count.
    package static func name(of kind: BarKind, position: Int) -> String {
        let kindName =
            switch kind {
            case .close: "Close"
            case .okCancel: "OKCancel"
            case .navigation: "Navigation"
            }
        guard position > 1 else { return Identifier.lowerCamelCased(kindName) + "Bar" }
        return Ordinal.lowerCamelCase(position) + kindName + "Bar"
    }

    /// How generated comments name an unnamed bar, the `position`th of its kind: "close", "second close", ….
    package static func displayName(of kind: BarKind, position: Int) -> String {
        position > 1 ? Ordinal.words(position) + " " + displayName(of: kind) : displayName(of: kind)
    }

    /// How generated comments name a bar of `kind`.
    package static func displayName(of kind: BarKind) -> String {
        switch kind {
        case .close: "close"
        case .okCancel: "OK/Cancel"
        case .navigation: "navigation"
        }
    }

    /// The form's static list of the fields of the bar named `name`.
    package static func fieldsName(named name: String) -> String { name + "Fields" }

    /// The form's static Cancel behaviour of the OK/Cancel bar named `name`.
    static func cancelBehaviorName(named name: String) -> String { name + "CancelBehavior" }
}

extension ValidatedForm.Adornment {
    fileprivate init?(_ spec: AdornmentSpec?) {
        guard let spec, let systemImage = spec.systemImage?.value else { return nil }
        self.init(
            systemImage: systemImage, action: spec.action?.value, accessibilityLabel: spec.accessibilityLabel?.value)
    }
}

extension ValidatedForm.InputRules {
    /// The rules of `field`; `nil` when it has none, so that anything goes. Each failure text that
    /// neither the field nor the form gives is the built-in one, whose key (`messages.required`, …)
    /// goes to `noteBuiltin`.
    fileprivate init?(
        _ field: FieldSpec, kind: FieldKind, formMessages: MessagesSpec?, noteBuiltin: (String) -> Void
    ) {
        let number =
            kind.isNumeric
            ? ValidatedForm.NumberRule(
                isDecimal: kind == .decimal, minimum: field.minimum?.value, maximum: field.maximum?.value)
            : nil
        let required = field.required?.value ?? false
        guard required || field.minLength != nil || field.maxLength != nil || field.pattern != nil || number != nil
        else { return nil }
        let possible: Set<String> = Set(
            [
                required ? "required" : nil, field.minLength != nil ? "tooShort" : nil,
                field.maxLength != nil ? "tooLong" : nil, field.pattern != nil ? "mismatch" : nil,
                number != nil ? "notANumber" : nil,
                number?.minimum != nil || number?.maximum != nil ? "outOfRange" : nil,
            ].compactMap { $0 })
        // Read through the messages shape's own key paths and defaults, so a message is named in one place.
        var messages: [(name: String, text: String)] = []
        for key in SpecShape.messages.keys where possible.contains(key.name) {
            let own = SpecShape.messages.text(key.name, in: field.messages)
            let text = own.isDefault ? SpecShape.messages.text(key.name, in: formMessages) : own
            if text.isDefault { noteBuiltin("messages." + key.name) }
            messages.append((key.name, text.text))
        }
        self.init(
            required: required, minLength: field.minLength?.value, maxLength: field.maxLength?.value,
            pattern: field.pattern?.value, number: number, messages: messages)
    }
}

extension ValidatedForm {
    /// A text the form looks up in its strings table, with a note for translators on where it shows.
    public struct LocalizationKey: Sendable, Equatable {
        public var key: String
        public var comment: String
        /// For a failure text with a count (`%lld`): its text for a count of one, which a catalog
        /// holds as the `one` plural variation beside the key as `other`; `nil` for a text that
        /// the form never formats with a count.
        public var singular: String?

        /// The key as the scalars it is written with: a lookup at run time compares keys scalar by
        /// scalar, so `é` written as one scalar and as `e` with a combining accent are two keys,
        /// though Swift's `==` calls them equal.
        package var scalars: [UInt32] { key.unicodeScalars.map(\.value) }

        /// `keys` with each key once (by its scalars), where it first stands, with the comments of
        /// all its uses (each once), and a count if any use has one.
        package static func merged(_ keys: [LocalizationKey]) -> [LocalizationKey] {
            var merged: [LocalizationKey] = []
            var positions: [[UInt32]: Int] = [:]
            // The comments each merged key has, rather than a search of its ever longer comment.
            var comments: [Set<String>] = []
            for key in keys {
                if let position = positions[key.scalars] {
                    if comments[position].insert(key.comment).inserted {
                        merged[position].comment += " " + key.comment
                    }
                    if merged[position].singular == nil { merged[position].singular = key.singular }
                } else {
                    positions[key.scalars] = merged.count
                    merged.append(key)
                    comments.append([key.comment])
                }
            }
            return merged
        }
    }

    /// Every key the generated form looks up, each once, in the order the form shows them: what
    /// `formgen strings` puts in the table's catalog. A key used in several places has the
    /// comment of each, so a translator sees every place.
    public var localizationKeys: [LocalizationKey] {
        var keys: [LocalizationKey] = []
        func add(_ key: String, _ comment: String, singular: String? = nil) {
            keys.append(LocalizationKey(key: key, comment: comment, singular: singular))
        }
        for field in fields {
            if let label = field.label { add(label, "The caption above the '\(field.id)' field.") }
            add(field.title, "The title of the '\(field.id)' field, which VoiceOver reads.")
            if let prompt = field.prompt { add(prompt, "The placeholder of the '\(field.id)' field.") }
            for adornment in [field.leading, field.trailing] {
                if let adornment, adornment.action != nil, let label = adornment.accessibilityLabel {
                    add(label, "The spoken label of an image button beside the '\(field.id)' field.")
                }
            }
            if field.clearButton { add(strings.clearText, "The spoken label of a field's clear button.") }
            if field.kind == .secure && field.revealToggle {
                add(strings.showPassword, "The spoken label of the button that shows a password.")
                add(strings.hidePassword, "The spoken label of the button that hides a password.")
            }
            for message in field.rules?.messages ?? [] {
                add(message.text, Self.messageComment(message.name), singular: Self.singular(message))
            }
        }
        for bar in bars {
            switch bar.style {
            case .close(let title):
                add(title, "The button of a keyboard bar that closes the keyboard.")
            case .okCancel(let ok, let cancel, _):
                add(ok, "The button of a keyboard bar that keeps an edit and closes the keyboard.")
                add(cancel, "The button of a keyboard bar that undoes an edit and closes the keyboard.")
            case .navigation(let done, let previous, let next):
                add(done, "The button of a keyboard bar that closes the keyboard.")
                add(previous, "The spoken label of the keyboard bar's button to the previous field.")
                add(next, "The spoken label of the keyboard bar's button to the next field.")
            }
        }
        return LocalizationKey.merged(keys)
    }

    /// The text for a count of one of a failure text that the form formats with the limit and
    /// that holds it (`%lld`); `nil` for any other.
    private static func singular(_ message: (name: String, text: String)) -> String? {
        guard let index = SpecShape.messages.index(of: message.name),
            SpecShape.messages.keys[index].constraint == .countFormat, StringsRule.holdsCount(message.text)
        else { return nil }
        return SpecShape.oneText(ofCountFormat: message.text)
    }

    private static func messageComment(_ failure: String) -> String {
        let when =
            switch failure {
            case "required": "it is empty"
            case "tooShort": "it is too short; %lld is the fewest characters allowed"
            case "tooLong": "it is too long; %lld is the most characters allowed"
            case "mismatch": "its text has the wrong form"
            case "notANumber": "its text is not a number"
            default: "its number is out of range"
            }
        return "Shown under a field when \(when)."
    }
}

extension ValidatedForm {
    /// The parts of the runtime, beyond what every form uses, that this form uses.
    public var supportConcerns: Set<SupportConcern> {
        var used: Set<SupportConcern> = []
        if hasInputRules { used.insert(.inputRules) }
        if usesKeyboardObserver { used.insert(.keyboardAvoidance) }
        if bars.contains(where: { $0.kind == .navigation }) { used.insert(.navigationBar) }
        if fields.contains(where: { $0.kind == .secure }) { used.insert(.secureField) }
        return used
    }
}
