/// `name` and `focusEnum` become Swift type names: UpperCamelCase, and not names the generated code uses.
package enum TypeNameRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        check(spec.name, key: "name", into: &diagnostics)
        check(spec.focusEnum, key: "focusEnum", into: &diagnostics)
        if let name = spec.name, let focusEnum = spec.focusEnum, name.value == focusEnum.value {
            diagnostics.error(
                sameAsForm(focusEnum.value), at: focusEnum.offset, notes: [("the form is named here", name.offset)])
        }
    }

    /// Checks the type name set at `key`, when it is set.
    private static func check(_ name: Located<String>?, key: String, into diagnostics: inout DiagnosticCollector) {
        guard let name else { return }
        if !Identifier.isUpperCamelCase(name.value) {
            diagnostics.error(notUpperCamelCase(name.value, key: key), at: name.offset)
        } else if !isAcceptable(name.value) {
            diagnostics.error(reserved(name.value, key: key), at: name.offset)
        }
    }

    /// Whether `name` passes every check of a single type name, so that a hint may offer it.
    package static func isAcceptable(_ name: String) -> Bool {
        Identifier.isUpperCamelCase(name) && !ReservedNames.typeNames.contains(name)
            && !name.hasPrefix(ReservedNames.supportTypePrefix)
    }

    static func notUpperCamelCase(_ name: String, key: String) -> String {
        guard name.unicodeScalars.allSatisfy({ $0.isASCII }) else {
            return "'\(name)' is not a valid '\(key)'; it must be an UpperCamelCase Swift type name, and type "
                + "names are ASCII-only: letters and digits, starting with an uppercase letter"
        }
        let hint = Identifier.suchAs(name, upper: true, isAcceptable: isAcceptable)
        return "'\(name)' is not a valid '\(key)'; it must be an UpperCamelCase Swift type name\(hint)"
    }

    static func reserved(_ name: String, key: String) -> String {
        "'\(name)' cannot be the '\(key)': the generated code uses that name"
    }

    static func sameAsForm(_ name: String) -> String {
        "the focus enum cannot have the form's name '\(name)'"
    }
}
