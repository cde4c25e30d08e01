/// Field ids and adornment actions become Swift members of the form: each must be a lowerCamelCase
/// identifier, unique, and clear of the members the generated code declares itself.
package enum FieldIdentifierRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        var fieldIDs: [String: Int] = [:]
        for field in spec.fields?.value ?? [] {
            guard let id = field.id, isUsable(id, what: "field id", into: &diagnostics) else { continue }
            // A field id names a case of the focus enum, which the binding holds as an Optional.
            if ReservedNames.optionalCases.contains(id.value) {
                diagnostics.error(optionalCase(id.value), at: id.offset)
                continue
            }
            if let first = fieldIDs[id.value] {
                diagnostics.error(duplicateID(id.value), at: id.offset, notes: [(firstDefined(id.value), first)])
            } else {
                fieldIDs[id.value] = id.offset
            }
        }
        for field in spec.fields?.value ?? [] {
            checkAction(field.leading?.action, fieldIDs: fieldIDs, into: &diagnostics)
            checkAction(field.trailing?.action, fieldIDs: fieldIDs, into: &diagnostics)
        }
    }

    /// Checks an adornment's action name, which must not be a field id either.
    private static func checkAction(
        _ action: Located<String>?, fieldIDs: [String: Int], into diagnostics: inout DiagnosticCollector
    ) {
        guard let action, isUsable(action, what: "action name", into: &diagnostics) else { return }
        if let fieldOffset = fieldIDs[action.value] {
            diagnostics.error(
                actionIsField(action.value), at: action.offset, notes: [(firstDefined(action.value), fieldOffset)])
        }
    }

    static func isUsable(_ name: Located<String>, what: String, into diagnostics: inout DiagnosticCollector)
        -> Bool
    {
        if !Identifier.isLowerCamelCase(name.value) {
            diagnostics.error(notLowerCamelCase(name.value, what: what), at: name.offset)
            return false
        }
        if ReservedNames.formMembers.contains(name.value) {
            diagnostics.error(reserved(name.value, what: what), at: name.offset)
            return false
        }
        return true
    }

    /// Whether `id` passes every check of a single field id, so that a hint may offer it.
    package static func isAcceptableFieldID(_ id: String) -> Bool {
        Identifier.isLowerCamelCase(id) && !ReservedNames.formMembers.contains(id)
            && !ReservedNames.optionalCases.contains(id)
    }

    /// `isAcceptable` says which names a "such as" may offer.
    static func notLowerCamelCase(
        _ name: String, what: String, isAcceptable: (String) -> Bool = isAcceptableFieldID
    ) -> String {
        guard name.unicodeScalars.allSatisfy({ $0.isASCII }) else {
            return "'\(name)' is not a valid \(what); it must be a lowerCamelCase Swift identifier, and \(what)s "
                + "are ASCII-only: letters and digits, starting with a lowercase letter"
        }
        let hint = Identifier.suchAs(name, upper: false, isAcceptable: isAcceptable)
        return "'\(name)' is not a valid \(what); it must be a lowerCamelCase Swift identifier\(hint)"
    }

    static func optionalCase(_ id: String) -> String {
        "'\(id)' cannot be a field id: the focus value is an Optional, so '.\(id)' would mean "
            + "Optional.\(id) rather than the field"
    }

    static func reserved(_ name: String, what: String) -> String {
        "'\(name)' cannot be a \(what): the generated form already uses that name"
    }

    static func duplicateID(_ id: String) -> String {
        "duplicate field id '\(id)'"
    }

    static func firstDefined(_ id: String) -> String {
        "'\(id)' is first defined here"
    }

    static func actionIsField(_ name: String) -> String {
        "action '\(name)' has the name of a field; the form would declare '\(name)' twice"
    }
}
