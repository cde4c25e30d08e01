/// Warns about a submit action that return can never run on an iPhone: the fields whose return
/// would run it start a new line (multiline) or have no return key (an iPhone's number and phone
/// pads; an iPad's have one).
enum UnreachableSubmitRule: FormRule {
    static func check(_ form: ValidatedForm, of spec: Spec, into diagnostics: inout DiagnosticCollector) {
        guard let submit = spec.submitAction, !form.returnSubmits else { return }
        diagnostics.warning(unreachableSubmit(submit.value, submitChain: form.submitChain), at: submit.offset)
    }

    static func unreachableSubmit(_ name: String, submitChain: Bool) -> String {
        let fields = submitChain ? "the last field" : "every field"
        return "'submitAction' '\(name)' never runs from an iPhone's keyboard: return would run it from "
            + "\(fields), but a multiline field's return starts a new line and an iPhone's number and phone pads "
            + "have no return key; end the form with a field that has one, or run the action from a button of "
            + "the screen"
    }
}
