/// Warns about a multiline field whose keyboard could never be dismissed: return inserts a newline,
/// so without a bar or a tap outside nothing releases its focus.
enum UndismissableKeyboardRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        guard spec.dismissOnTapOutside?.value != true else { return }
        let coverage = spec.barCoverage
        for field in spec.fields?.value ?? [] {
            guard field.kind?.value == .multiline, let id = field.id, !coverage.covers(id.value) else { continue }
            diagnostics.warning(noWayToDismiss(id.value), at: id.offset)
        }
    }

    static func noWayToDismiss(_ id: String) -> String {
        "multiline field '\(id)' has no bar and the form has no 'dismissOnTapOutside': its keyboard cannot be "
            + "dismissed"
    }
}
