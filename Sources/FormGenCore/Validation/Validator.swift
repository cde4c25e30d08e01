/// Runs every rule over a decoded spec, so that one run reports all of its problems.
public enum Validator {
    /// The rules beyond what `SpecDecoder` checks ("What the validator refuses" in the spec format article), each in its own file.
    static let rules: [any ValidationRule.Type] = [
        FormatVersionRule.self,
        TypeNameRule.self,
        FieldIdentifierRule.self,
        WhenMatchesRule.self,
        BarNameRule.self,
        BoolFocusRule.self,
        PartRule.self,
        SubmitActionRule.self,
        InputRule.self,
        FieldOptionRule.self,
        MinimumIOSRule.self,
        UndismissableKeyboardRule.self,
        ReturnKeyRule.self,
        KeyboardObserverRule.self,
        StringsRule.self,
    ]

    /// Checks `spec`; returns the validated form when no rule found an error.
    public static func validate(_ spec: Spec, into diagnostics: inout DiagnosticCollector) -> ValidatedForm? {
        let errorsBefore = diagnostics.hasErrors
        for rule in rules {
            rule.check(spec, into: &diagnostics)
        }
        guard !errorsBefore, !diagnostics.hasErrors else { return nil }
        // The decoder reports every value the form needs that is absent, so this is never `nil` here.
        return ValidatedForm(spec)
    }
}

/// One validator rule: reports what it finds and never stops the others.
protocol ValidationRule: Sendable {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector)
}
