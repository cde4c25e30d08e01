/// The submit action becomes a closure member and an initialiser parameter of the form, beside the
/// fields' bindings and the adornments' closures: a valid, unreserved name that is neither.
enum SubmitActionRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        guard let submit = spec.submitAction,
            FieldIdentifierRule.isUsable(submit, what: "submit action", into: &diagnostics)
        else { return }
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

    static func clash(_ name: String, with what: String) -> String {
        "'submitAction' '\(name)' has the name of \(what); the form would take two closures or values of that name"
    }

    static let isField = "the field is declared here"
    static let isAction = "the adornment's action is set here"
}
