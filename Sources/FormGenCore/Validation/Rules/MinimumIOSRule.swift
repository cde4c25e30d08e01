/// `minimumIOS` is `"major.minor"` and no lower than iOS 15, the first with `@FocusState`.
enum MinimumIOSRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        guard let text = spec.minimumIOS else { return }
        guard let version = IOSVersion(text.value) else {
            diagnostics.error(malformed(text.value), at: text.offset)
            return
        }
        if version < .lowestSupported {
            diagnostics.error(tooLow(version), at: text.offset)
        }
    }

    static func malformed(_ text: String) -> String {
        "'minimumIOS' must be written \"major.minor\", such as \"16.0\", not \"\(text)\""
    }

    static func tooLow(_ version: IOSVersion) -> String {
        "'minimumIOS' \(version) is below 15.0, the first iOS with @FocusState"
    }
}
