/// Field ids and adornment actions become Swift members of the form: each must be a lowerCamelCase
/// identifier, unique, and clear of the members the generated code declares itself.
enum FieldIdentifierRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        var fieldIDs: [String: Int] = [:]
        for field in spec.fields?.value ?? [] {
            guard let id = field.id, isUsable(id, what: "field id", into: &diagnostics) else { continue }
            if let first = fieldIDs[id.value] {
                diagnostics.error(duplicateID(id.value), at: id.offset, notes: [(firstDefined(id.value), first)])
            } else {
                fieldIDs[id.value] = id.offset
            }
        }
        for field in spec.fields?.value ?? [] {
            for case let action? in [field.leading?.action, field.trailing?.action] {
                guard isUsable(action, what: "action name", into: &diagnostics) else { continue }
                if let fieldOffset = fieldIDs[action.value] {
                    diagnostics.error(
                        actionIsField(action.value), at: action.offset,
                        notes: [(firstDefined(action.value), fieldOffset)])
                }
            }
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

    static func notLowerCamelCase(_ name: String, what: String) -> String {
        let hint = Identifier.camelCased(name, upper: false).map { " such as '\($0)'" } ?? ""
        return "'\(name)' is not a valid \(what); it must be a lowerCamelCase Swift identifier\(hint)"
    }

    static func reserved(_ name: String, what: String) -> String {
        "'\(name)' cannot be a \(what): the generated form declares a member of that name"
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
