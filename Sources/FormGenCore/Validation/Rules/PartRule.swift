/// A part (`focusStyle: "none"`) has no focus of its own: the screen focuses it as one value and
/// draws its bar. So nothing that needs the part's focus applies to it: bars, tap-outside
/// dismissal, the keyboard observer (the form's or a field's), return chaining, a submit action.
enum PartRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        guard let style = spec.focusStyle, style.value == .part else { return }
        let note = [("'focusStyle' is set to 'none' here", style.offset)]
        if let bars = spec.barList, !bars.value.isEmpty {
            diagnostics.error(barsOnPart, at: bars.offset, notes: note)
        }
        if let dismiss = spec.dismissOnTapOutside, dismiss.value {
            diagnostics.error(needsFocus("'dismissOnTapOutside'"), at: dismiss.offset, notes: note)
        }
        if let avoidance = spec.keyboardAvoidance, avoidance.value == .observer {
            diagnostics.error(needsFocus("the keyboard observer"), at: avoidance.offset, notes: note)
        }
        for field in spec.fields?.value ?? [] {
            if let avoidance = field.keyboardAvoidance, avoidance.value == .observer {
                diagnostics.error(needsFocus("the keyboard observer"), at: avoidance.offset, notes: note)
            }
        }
        if let chain = spec.submitChain {
            diagnostics.error(needsFocus("'submitChain'"), at: chain.offset, notes: note)
        }
        if let submit = spec.submitAction {
            diagnostics.error(needsFocus("'submitAction'"), at: submit.offset, notes: note)
        }
    }

    static let barsOnPart =
        "a part ('focusStyle' 'none') has no bars: the screen that focuses it draws the bar, for example with .keyboardCloseButton"

    static func needsFocus(_ what: String) -> String {
        "\(what) needs the form's focus, which a part ('focusStyle' 'none') leaves to the screen"
    }
}
