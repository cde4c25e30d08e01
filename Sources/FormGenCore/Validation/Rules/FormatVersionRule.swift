/// `formgen` must be 1, the only spec format version there is.
enum FormatVersionRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        guard let version = spec.formgen, version.value != 1 else { return }
        diagnostics.error(unsupportedVersion(version.value), at: version.offset)
    }

    static func unsupportedVersion(_ version: Int) -> String {
        "unsupported spec format version \(version); this formgen reads version 1"
    }
}
