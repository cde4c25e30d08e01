/// A bar's `name` names its members (`<name>Fields`, `<name>CancelBehavior`): it must be a
/// lowerCamelCase identifier, and no other member of the form may have those names: a bar of the
/// same name, an unnamed bar, which the form names after its kind (`closeBar`, `secondCloseBar`,
/// …), or a static member the form can declare (`ReservedNames.formStaticMembers`), whether or not
/// this form does.
package enum BarNameRule: ValidationRule {
    package static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        guard spec.bars.contains(where: { $0.name != nil }) else { return }
        // The name the form gives each unnamed bar, with where that bar is: its `{`, or for the close
        // bar the form adds, the first numeric field it is added for.
        var unnamed: [String: (kind: BarKind, offset: Int, isAdded: Bool)] = [:]
        var counts: [BarKind: Int] = [:]
        for bar in spec.bars {
            guard let kind = bar.kind?.value else { continue }
            let position = counts[kind, default: 0] + 1
            counts[kind] = position
            if bar.name == nil {
                unnamed[ValidatedForm.Bar.name(of: kind, position: position)] = (kind, bar.offset, false)
            }
        }
        if let id = spec.fieldsGivenAddedCloseBar.first {
            let position = counts[.close, default: 0] + 1
            unnamed[ValidatedForm.Bar.name(of: .close, position: position)] = (.close, id.offset, true)
        }
        var named: [String: Int] = [:]
        for bar in spec.bars {
            guard let name = bar.name else { continue }
            guard Identifier.isLowerCamelCase(name.value) else {
                diagnostics.error(
                    FieldIdentifierRule.notLowerCamelCase(name.value, what: "bar name", isAcceptable: isAcceptable),
                    at: name.offset)
                continue
            }
            if let member = reservedMember(of: name.value) {
                diagnostics.error(reserved(name.value, member: member), at: name.offset)
            } else if let first = named[name.value] {
                diagnostics.error(
                    duplicate(name.value), at: name.offset,
                    notes: [(FieldIdentifierRule.firstDefined(name.value), first)])
            } else if let other = unnamed[name.value] {
                if other.isAdded {
                    diagnostics.error(takenByAddedBar(name.value), at: name.offset, notes: [(addedBar, other.offset)])
                } else {
                    diagnostics.error(
                        takenByUnnamedBar(name.value, kind: other.kind), at: name.offset,
                        notes: [(unnamedBar(other.kind), other.offset)])
                }
            }
            if named[name.value] == nil { named[name.value] = name.offset }
        }
    }

    /// The member of `name`'s bar that the form declares anyway, if one is.
    static func reservedMember(of name: String) -> String? {
        [ValidatedForm.Bar.fieldsName(named: name), ValidatedForm.Bar.cancelBehaviorName(named: name)]
            .first { ReservedNames.formStaticMembers.contains($0) }
    }

    /// The names no bar may take, whatever the spec: those whose members the form declares anyway.
    package static var reservedNames: [String] {
        let suffixes = [ValidatedForm.Bar.fieldsName(named: ""), ValidatedForm.Bar.cancelBehaviorName(named: "")]
        var names: [String] = []
        for member in ReservedNames.formStaticMembers {
            for suffix in suffixes where member.hasSuffix(suffix) {
                names.append(String(member.dropLast(suffix.count)))
            }
        }
        return names.filter(Identifier.isLowerCamelCase).sorted()
    }

    private static func isAcceptable(_ name: String) -> Bool {
        Identifier.isLowerCamelCase(name) && reservedMember(of: name) == nil
    }

    static func reserved(_ name: String, member: String) -> String {
        "'\(name)' cannot be a bar name: the generated form declares '\(member)' itself"
    }

    static func duplicate(_ name: String) -> String {
        "duplicate bar name '\(name)'"
    }

    static func takenByUnnamedBar(_ name: String, kind: BarKind) -> String {
        "bar name '\(name)' is the name the form gives an unnamed \(ValidatedForm.Bar.displayName(of: kind)) bar; "
            + "choose another, or name that bar too"
    }

    static func unnamedBar(_ kind: BarKind) -> String {
        "the unnamed \(ValidatedForm.Bar.displayName(of: kind)) bar is here"
    }

    static func takenByAddedBar(_ name: String) -> String {
        "bar name '\(name)' is the name of the close bar the form adds for numeric fields that no bar covers; "
            + "choose another"
    }

    static let addedBar = "the form adds that bar for this numeric field, which no bar covers"
}
