/// The submit action becomes a closure member and an initialiser parameter of the form, beside the
/// fields' bindings and the adornments' closures: a valid, unreserved name that is neither. An
/// action that return can never run is a warning.
enum SubmitActionRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        guard let submit = spec.submitAction,
            FieldIdentifierRule.isUsable(submit, what: "submit action", into: &diagnostics)
        else { return }
        if spec.focusStyle?.value != .part, let form = ValidatedForm(spec), !form.returnSubmits {
            diagnostics.warning(unreachableSubmit(submit.value, submitChain: form.submitChain), at: submit.offset)
        }
        for field in spec.fields?.value ?? [] {
            if let id = field.id, id.value == submit.value {
                diagnostics.error(
                    clash(submit.value, with: "a field"), at: submit.offset, notes: [(isField, id.offset)])
            }
            checkAction(field.leading?.action, against: submit, into: &diagnostics)
            checkAction(field.trailing?.action, against: submit, into: &diagnostics)
        }
    }

    /// Reports an adornment's action of the submit action's name.
    private static func checkAction(
        _ action: Located<String>?, against submit: Located<String>, into diagnostics: inout DiagnosticCollector
    ) {
        if let action, action.value == submit.value {
            diagnostics.error(
                clash(submit.value, with: "an adornment's action"), at: submit.offset,
                notes: [(isAction, action.offset)])
        }
    }

    /// The warning for a submit action that return can never run on an iPhone: the fields whose
    /// return would run it start a new line (multiline) or have no return key (an iPhone's number
    /// and phone pads; an iPad's have one).
    static func unreachableSubmit(_ name: String, submitChain: Bool) -> String {
        let fields = submitChain ? "the last field" : "every field"
        return "'submitAction' '\(name)' never runs from an iPhone's keyboard: return would run it from "
            + "\(fields), but a multiline field's return starts a new line and an iPhone's number and phone pads "
            + "have no return key; end the form with a field that has one, or run the action from a button of "
            + "the screen"
    }

    static func clash(_ name: String, with what: String) -> String {
        "'submitAction' '\(name)' has the name of \(what); the form would take two closures or values of that name"
    }

    static let isField = "the field is declared here"
    static let isAction = "the adornment's action is set here"
}
