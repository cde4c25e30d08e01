// Written by Scripts/regenerate from OutputKind in FormGenCore; do not edit.

/// The files formgen writes into a target's output directory, as formgen names them.
enum OutputNames {
    /// The spec file suffixes that a form's file name drops, longest first.
    static let specSuffixes = [".formgen.json", ".json"]
    /// What a form's file name ends with.
    static let formFileExtension = ".swift"
    /// The files written once per target, whatever its specs.
    static let perTarget = [
        "FormGenSupport.swift",
        "FormGenTextField.swift",
        "FormGenSecureField.swift",
        "FormGenNavigationBar.swift",
        "FormGenInputRules.swift",
        "FormGenKeyboardAvoidance.swift",
    ]
}
