/// Warns about fields whose keyboard has no return key on an iPhone (the number and phone pads):
/// return cannot move focus on from them or release it, so a bar should cover them; and a return
/// key label on such a keyboard is seen on an iPad only.
enum ReturnKeyRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        let isPart = spec.focusStyle?.value == .part
        let coverage = spec.barCoverage
        for field in spec.fields?.value ?? [] {
            guard let keyboard = field.keyboard, !keyboard.value.hasReturnKey else { continue }
            if let id = field.id, !isPart, !coverage.covers(id.value) {
                diagnostics.warning(noReturnKeyAndNoBar(id.value, keyboard: keyboard.value), at: keyboard.offset)
            }
            if let label = field.submitLabel {
                diagnostics.warning(
                    submitLabelWithoutReturnKey(label.value, keyboard: keyboard.value), at: label.offset,
                    notes: [("the keyboard is set here", keyboard.offset)])
            }
        }
    }

    static func noReturnKeyAndNoBar(_ id: String, keyboard: KeyboardType) -> String {
        "field '\(id)' has keyboard '\(keyboard.rawValue)', which has no return key on an iPhone, and no bar "
            + "covers it: nothing on the keyboard moves focus on or releases it"
    }

    static func submitLabelWithoutReturnKey(_ label: SubmitLabel, keyboard: KeyboardType) -> String {
        "submit label '\(label.rawValue)' is never shown on an iPhone: keyboard '\(keyboard.rawValue)' has no "
            + "return key there"
    }
}
