/// Refuses a field that asks for the keyboard observer in a form that already has one: the form
/// would be padded by the keyboard twice.
enum KeyboardObserverRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        guard let formLevel = spec.keyboardAvoidance, formLevel.value == .observer else { return }
        for field in spec.fields?.value ?? [] {
            guard let avoidance = field.keyboardAvoidance, avoidance.value == .observer else { continue }
            diagnostics.error(
                observerTwice(field.id?.value ?? "?"), at: avoidance.offset,
                notes: [("the form's observer is set here", formLevel.offset)])
        }
    }

    static func observerTwice(_ id: String) -> String {
        "field '\(id)' asks for the keyboard observer, but the form already has one: it would be padded twice"
    }
}
