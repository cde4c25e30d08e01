/// `focusStyle: "bool"` is a `FocusState<Bool>`: it can tell only one field's focus, so the form
/// has exactly one field, no bar chooses among fields, and no navigation bar has anywhere to go.
enum BoolFocusRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        guard let style = spec.focusStyle, style.value == .bool else { return }
        if let fields = spec.fields, fields.value.count != 1 {
            diagnostics.error(
                fieldCount(fields.value.count), at: style.offset, notes: [("the fields are listed here", fields.offset)]
            )
        }
        for bar in spec.bars {
            if let listed = bar.whenMatches {
                diagnostics.error(
                    whenMatchesWithBool, at: listed.offset,
                    notes: [("'focusStyle' is set to 'bool' here", style.offset)])
            }
            if let kind = bar.kind, kind.value == .navigation {
                diagnostics.error(
                    navigationWithBool, at: kind.offset, notes: [("'focusStyle' is set to 'bool' here", style.offset)])
            }
        }
    }

    static func fieldCount(_ count: Int) -> String {
        "'focusStyle' 'bool' needs exactly one field, but the form has \(count)"
    }

    static let navigationWithBool =
        "a form with 'focusStyle' 'bool' has one field, so a 'navigation' bar has nowhere to go; use a 'close' bar"

    static let whenMatchesWithBool =
        "a bar of a form with 'focusStyle' 'bool' cannot list 'whenMatches'; omit it, the bar shows for the only field"
}
