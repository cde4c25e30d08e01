/// Options of one field that only make sense together: a reveal toggle needs a secure field, a
/// button adornment needs a spoken label, and a content type must exist on the form's `minimumIOS`.
enum FieldOptionRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        let minimum = spec.effectiveMinimumIOS
        for field in spec.fields?.value ?? [] {
            if let toggle = field.revealToggle, toggle.value, (field.kind?.value ?? .text) != .secure {
                diagnostics.error(revealToggleNeedsSecure, at: toggle.offset)
            }
            checkLabel(of: field.leading, into: &diagnostics)
            checkLabel(of: field.trailing, into: &diagnostics)
            if let contentType = field.contentType, contentType.value.introduced > minimum {
                diagnostics.error(
                    contentTypeTooNew(contentType.value, minimum: minimum), at: contentType.offset)
            }
        }
    }

    /// Reports a button adornment without a spoken label.
    private static func checkLabel(of adornment: AdornmentSpec?, into diagnostics: inout DiagnosticCollector) {
        if let adornment, let action = adornment.action, adornment.accessibilityLabel == nil {
            diagnostics.error(
                actionNeedsLabel(action.value), at: adornment.offset,
                notes: [("the action is set here", action.offset)])
        }
    }

    static let revealToggleNeedsSecure = "'revealToggle' applies only to fields of kind 'secure'"

    static func actionNeedsLabel(_ action: String) -> String {
        "missing key 'accessibilityLabel' in an adornment with action '\(action)': VoiceOver cannot read an icon"
    }

    static func contentTypeTooNew(_ type: ContentType, minimum: IOSVersion) -> String {
        "content type '\(type.rawValue)' needs iOS \(type.introduced), but 'minimumIOS' is \(minimum)"
    }
}
