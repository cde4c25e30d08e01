/// What the form template sees: a projection of `ValidatedForm`, which has already made every
/// decision. Each variable is declared once here, with its type and meaning, and the reference for
/// anyone writing a custom template (`Templates/CONTEXT.md` and the catalog's `TemplateContext.md`)
/// is written from these declarations, so they cannot drift apart.
///
/// Strings stay raw here; templates print them only through the escaping filters (`swiftString`,
/// `identifier`, `name`, `argumentLabel`), which `BuiltinTemplatesTests` holds them to.
package struct RenderContext {
    package var form: ValidatedForm
    package var specFileName: String

    package init(form: ValidatedForm, specFileName: String, access: AccessLevel? = nil) {
        self.specFileName = specFileName
        self.form = form
        if let access { self.form.access = access }
    }

    package var templateValue: TemplateValue {
        Self.formVariables.value(of: self)
    }
}

/// One variable a template can read, and how it is read from `Source`.
package struct ContextVariable<Source> {
    package var name: String
    /// How the reference names the type: "string", "bool", "string or null", "array of fields".
    package var type: String
    package var summary: String
    package var value: @Sendable (Source) -> TemplateValue
}

/// The variables of one kind of context object, and the names that all its objects share, listed once.
package struct ContextVariables<Source> {
    package let variables: [ContextVariable<Source>]
    let names: [String]

    package init(_ variables: [ContextVariable<Source>]) {
        self.variables = variables
        names = variables.map(\.name)
    }

    /// The object of these variables read from `source`.
    package func value(of source: Source) -> TemplateValue {
        .object(TemplateObject(names: names, values: variables.map { $0.value(source) }))
    }
}

extension RenderContext {
    package static let formVariables: ContextVariables<RenderContext> = ContextVariables([
        variable("specFileName", "string", "The spec's file name, as the header names it.") {
            .string($0.specFileName)
        },
        variable("access", "string", "'internal' or 'public': the access level of the generated declarations.") {
            .string($0.form.access.rawValue)
        },
        variable("name", "string", "The form's type name.") { .string($0.form.name) },
        variable("focusEnum", "string", "The focus enum's name (unused when boolFocus).") {
            .string($0.form.focusEnum)
        },
        variable("boolFocus", "bool", "Whether focus is a FocusState<Bool> of the form's only field.") {
            .bool($0.form.focusStyle == .bool)
        },
        variable(
            "part", "bool", "Whether the form is a part (focusStyle none): no focus API, no bars, no return handling."
        ) {
            .bool($0.form.focusStyle == .part)
        },
        variable("layout", "string", "'scroll', 'form' or 'fields'.") { .string($0.form.layout.rawValue) },
        variable(
            "ownsFocus", "bool",
            "Whether the form has the initialiser that owns focus, and applies its bars and initial focus itself."
        ) { .bool($0.form.ownsFocus) },
        variable("submitAction", "string or null", "The submit closure's name.") { optional($0.form.submitAction) },
        variable(
            "barsModifier", "string", "The name of the form's bars modifier: loginFormBars, okCancelFormBars, …."
        ) {
            .string($0.form.barsModifier)
        },
        variable(
            "hasBarsModifier", "bool",
            "Whether the form has a bars modifier: it has bars, tap-outside dismissal or the keyboard observer."
        ) {
            .bool($0.form.hasBarsModifier)
        },
        variable("hasInputRules", "bool", "Whether any field has input rules.") {
            .bool($0.form.hasInputRules)
        },
        variable("okCancelFields", "array of strings", "The ids of the fields an OK/Cancel bar covers, in focus order.")
        {
            .array($0.form.okCancelFields.map(TemplateValue.string))
        },
        variable("fields", "array of fields", "The fields in focus order.") {
            .array($0.form.fields.map { fieldVariables.value(of: $0) })
        },
        variable("bars", "array of bars", "The keyboard bars in spec order.") { context in
            .array(context.form.bars.map { barVariables.value(of: $0) })
        },
        variable("actions", "array of strings", "The adornment actions, each once: the closures the form takes.") {
            .array($0.form.actions.map(TemplateValue.string))
        },
        variable("submitChain", "bool", "Whether return moves focus along the fields.") { .bool($0.form.submitChain) },
        variable("keyboardObserver", "bool", "Whether the keyboard observer pads the form whatever has focus.") {
            .bool($0.form.keyboardAvoidance == .observer)
        },
        variable(
            "keyboardObserverFields", "array of strings",
            "The ids of the fields whose focus makes the keyboard observer pad the form; empty when keyboardObserver."
        ) {
            .array($0.form.keyboardObserverFields.map(TemplateValue.string))
        },
        variable(
            "scrollsToFocus", "bool",
            "Whether the form scrolls the field that gains focus into view: a scroll or form layout of several fields with focus."
        ) {
            .bool($0.form.layout != .fields && $0.form.focusStyle == .enum && $0.form.fields.count > 1)
        },
        variable("dismissOnTapOutside", "bool", "Whether a tap outside any field releases focus.") {
            .bool($0.form.dismissOnTapOutside)
        },
        variable("strings", "object", "Where the form's text is looked up (see Strings below).") {
            stringsVariables.value(of: $0.form.strings)
        },
        variable(
            "previewMacro", "bool",
            "Whether the preview is a #Preview, for a minimum of iOS 17.0 or later, rather than a PreviewProvider."
        ) {
            .bool($0.form.minimumIOS >= IOSVersion(major: 17, minor: 0))
        },
    ])

    package static let stringsVariables: ContextVariables<ValidatedForm.Strings> = ContextVariables([
        variable("table", "string or null", "The strings table; null for Localizable.") { optional($0.table) },
        variable("bundle", "string", "'main' or 'module': the bundle that holds the table.") {
            .string($0.bundle.rawValue)
        },
        variable("clearText", "string", "The key of the clear button's spoken label.") { .string($0.clearText) },
        variable("showPassword", "string", "The key of the reveal toggle's label while the text is hidden.") {
            .string($0.showPassword)
        },
        variable("hidePassword", "string", "The key of the reveal toggle's label while the text is shown.") {
            .string($0.hidePassword)
        },
    ])

    package static let fieldVariables: ContextVariables<ValidatedForm.Field> = ContextVariables([
        variable("id", "string", "The focus enum case and the binding's name.") { .string($0.id) },
        variable("label", "string or null", "The caption above the field.") { optional($0.label) },
        variable("title", "string", "The field's title: its label, else its prompt, else its id.") {
            .string($0.title)
        },
        variable("prompt", "string or null", "The prompt the spec gives.") { optional($0.prompt) },
        variable(
            "placeholder", "string or null",
            "What the empty field shows: the prompt, else the title; null for a field with a label and no prompt, as the caption already shows the label."
        ) { optional($0.placeholder) },
        variable("sampleText", "string", "The text a preview fills the field with.") { .string($0.sampleText) },
        variable("kind", "string", "'text', 'secure', 'multiline', 'integer' or 'decimal'.") {
            .string($0.kind.rawValue)
        },
        variable("revealToggle", "bool", "Whether a secure field has a show/hide button.") { .bool($0.revealToggle) },
        variable("clearButton", "bool", "Whether the field shows a clear button.") { .bool($0.clearButton) },
        variable("keyboard", "string or null", "The UIKeyboardType case name.") { optional($0.keyboard?.rawValue) },
        variable("contentType", "string or null", "The UITextContentType name.") {
            optional($0.contentType?.rawValue)
        },
        variable("autocapitalization", "string or null", "The TextInputAutocapitalization name.") {
            optional($0.autocapitalization?.rawValue)
        },
        variable("hasUIKitTraits", "bool", "Whether keyboard, contentType or autocapitalization is set.") {
            .bool($0.hasUIKitTraits)
        },
        variable(
            "cutsAtMaxLength", "bool",
            "Whether edits past the rules' maxLength are cut: the keyboard is a pad no input method composes on; otherwise the text may run past it and tooLong shows at once."
        ) {
            .bool($0.cutsAtMaxLength)
        },
        variable("autocorrectionDisabled", "bool", "Whether autocorrection is off.") {
            .bool($0.autocorrectionDisabled)
        },
        variable("submitLabel", "string or null", "The SubmitLabel name of the return key.") {
            optional($0.submitLabel?.rawValue)
        },
        variable(
            "returnAction", "string or null",
            "What return does: 'focus', 'submit', 'release' or 'newLine' (a multiline field); null in a part."
        ) {
            switch $0.returnAction {
            case .focus: .string("focus")
            case .submit: .string("submit")
            case .release: .string("release")
            case .newLine: .string("newLine")
            case nil: .null
            }
        },
        variable("returnFocus", "string or null", "The id of the field return moves focus to.") {
            if case .focus(let id) = $0.returnAction { .string(id) } else { .null }
        },
        variable("handlesReturn", "bool", "Whether the form acts on return in the field (not in a multiline field).") {
            .bool($0.handlesReturn)
        },
        variable("rules", "object or null", "The field's input rules (see Input rules below); null when anything goes.")
        {
            field in field.rules.map { rulesVariables.value(of: $0) } ?? .null
        },
        variable("adornments", "array of adornments", "The leading adornment, then the trailing one, if set.") {
            field in
            let adornments = [("leading", field.leading), ("trailing", field.trailing)].compactMap {
                position, adornment in
                adornment.map { adornmentVariables.value(of: (position, $0)) }
            }
            return .array(adornments)
        },
    ])

    package static let rulesVariables: ContextVariables<ValidatedForm.InputRules> = ContextVariables([
        variable("required", "bool", "Whether an empty or blank text fails.") { .bool($0.required) },
        variable("minLength", "string or null", "The fewest characters, as a Swift literal.") {
            optional($0.minLength?.description)
        },
        variable("maxLength", "string or null", "The most characters, as a Swift literal.") {
            optional($0.maxLength?.description)
        },
        variable("pattern", "string or null", "The regular expression the whole text must match.") {
            optional($0.pattern)
        },
        variable("number", "string or null", "'integer' or 'decimal' for a numeric field.") {
            $0.number.map { .string($0.isDecimal ? "decimal" : "integer") } ?? .null
        },
        variable(
            "messages", "array of objects",
            "The key of each failure's text that the rules can give: each has 'name' (required, tooShort, …) and 'text'."
        ) { .array($0.messages.map(messageValue)) },
        variable(
            "customMessages", "array of objects",
            "The failures whose text is not the built-in one, each with 'name' and 'text': the rule's own messages."
        ) { .array($0.messages.filter(isCustom).map(messageValue)) },
        variable("minimum", "string or null", "The smallest number allowed, as a Swift literal.") {
            optional($0.number?.minimum?.description)
        },
        variable("maximum", "string or null", "The largest number allowed, as a Swift literal.") {
            optional($0.number?.maximum?.description)
        },
    ])

    package static let adornmentVariables: ContextVariables<(position: String, adornment: ValidatedForm.Adornment)> =
        ContextVariables([
            variable("position", "string", "'leading' or 'trailing'.") { .string($0.position) },
            variable("systemImage", "string", "The SF Symbol name.") { .string($0.adornment.systemImage) },
            variable("action", "string or null", "The action's name when the adornment is a button.") {
                optional($0.adornment.action)
            },
            variable("accessibilityLabel", "string or null", "The button's spoken label.") {
                optional($0.adornment.accessibilityLabel)
            },
        ])

    package static let barVariables: ContextVariables<ValidatedForm.Bar> = ContextVariables([
        variable("kind", "string", "'close', 'okCancel' or 'navigation'.") { .string($0.kind.rawValue) },
        variable(
            "description", "string",
            "How comments name the bar: 'close', 'second close', …, or '`keypad` close' for a bar named keypad."
        ) {
            .string($0.displayName)
        },
        variable("fields", "array of strings", "The ids of the fields whose focus shows the bar, in focus order.") {
            .array($0.fields.map(TemplateValue.string))
        },
        variable(
            "fieldsName", "string",
            "The form's static list of those fields: closeBarFields, secondCloseBarFields, …, or `<name>Fields`."
        ) {
            .string($0.fieldsName)
        },
        variable(
            "cancelBehaviorName", "string",
            "The form's static Cancel behaviour of an OK/Cancel bar: okCancelBarCancelBehavior, …, or `<name>CancelBehavior`."
        ) {
            .string($0.cancelBehaviorName)
        },
        variable("title", "string or null", "close and navigation: the close or done button's title.") {
            switch $0.style {
            case .close(let title), .navigation(let title, _, _): .string(title)
            case .okCancel: .null
            }
        },
        variable("ok", "string or null", "okCancel: the OK button's title.") {
            if case .okCancel(let ok, _, _) = $0.style { .string(ok) } else { .null }
        },
        variable("cancel", "string or null", "okCancel: the Cancel button's title.") {
            if case .okCancel(_, let cancel, _) = $0.style { .string(cancel) } else { .null }
        },
        variable("cancelBehavior", "string or null", "okCancel: 'revert' or 'clear'.") {
            if case .okCancel(_, _, let behavior) = $0.style { .string(behavior.rawValue) } else { .null }
        },
        variable("previous", "string or null", "navigation: the previous chevron's spoken label.") {
            if case .navigation(_, let previous, _) = $0.style { .string(previous) } else { .null }
        },
        variable("next", "string or null", "navigation: the next chevron's spoken label.") {
            if case .navigation(_, _, let next) = $0.style { .string(next) } else { .null }
        },
    ])

    /// What the support files' templates see: which iOS versions the forms they serve run below, so
    /// that code for a newer one is behind `#available`. Swift warns at a check that a deployment
    /// target makes unnecessary, so a check is written only where some form runs below it.
    package static let supportVariables: ContextVariables<IOSVersion> = ContextVariables([
        variable("checksIOS16", "bool", "Whether a form the support files serve runs below iOS 16.") {
            .bool($0 < IOSVersion(major: 16, minor: 0))
        },
        variable("checksIOS17", "bool", "Whether a form the support files serve runs below iOS 17.") {
            .bool($0 < IOSVersion(major: 17, minor: 0))
        },
        variable("checksIOS18", "bool", "Whether a form the support files serve runs below iOS 18.") {
            .bool($0 < IOSVersion(major: 18, minor: 0))
        },
    ])

    private static func variable<Source>(
        _ name: String, _ type: String, _ summary: String, _ value: @escaping @Sendable (Source) -> TemplateValue
    ) -> ContextVariable<Source> {
        ContextVariable(name: name, type: type, summary: summary, value: value)
    }

    /// A failure's text as a template object: its `name` and `text`.
    private static func messageValue(_ message: (name: String, text: String)) -> TemplateValue {
        .object(TemplateObject([("name", .string(message.name)), ("text", .string(message.text))]))
    }

    /// Whether a failure's text is not the built-in one.
    private static func isCustom(_ message: (name: String, text: String)) -> Bool {
        message.text != SpecShape.messages.text(message.name, in: nil).text
    }

    private static func optional(_ value: String?) -> TemplateValue {
        value.map(TemplateValue.string) ?? .null
    }

}
