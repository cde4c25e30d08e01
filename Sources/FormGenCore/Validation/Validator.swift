/// Runs every rule over a decoded spec, so that one run reports all of its problems; then, on a spec
/// they accept, the rules about the form it becomes.
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

    /// The warnings that need the decisions `ValidatedForm` makes, such as where return goes.
    static let formRules: [any FormRule.Type] = [
        UnreachableSubmitRule.self,
        EnglishBuiltinsRule.self,
    ]

    /// Checks `spec`; returns the validated form when no rule found an error.
    public static func validate(_ spec: Spec, into diagnostics: inout DiagnosticCollector) -> ValidatedForm? {
        for rule in rules {
            rule.check(spec, into: &diagnostics)
        }
        // The decoder reports every value the form needs that is absent, so the form is never `nil` here.
        guard !diagnostics.hasErrors, let form = ValidatedForm(spec) else { return nil }
        for rule in formRules {
            rule.check(form, of: spec, into: &diagnostics)
        }
        return form
    }
}

/// One validator rule: reports what it finds and never stops the others.
protocol ValidationRule: Sendable {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector)
}

/// A rule about the form a valid spec becomes; it only warns, as the form is generated either way.
protocol FormRule: Sendable {
    static func check(_ form: ValidatedForm, of spec: Spec, into diagnostics: inout DiagnosticCollector)
}
