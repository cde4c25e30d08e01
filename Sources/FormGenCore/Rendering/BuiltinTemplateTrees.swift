// swift-format-ignore-file
// Written by Scripts/regenerate from Templates/, parsed by formgen's parser; do not edit.

private typealias T = TemplateTree

extension BuiltinTemplates {
    /// `sources` parsed, as `TemplateSet(sources: sources)` parses them.
    static var trees: [String: [TemplateNode]] {
        [
            "Assignments.swift.template": tree0("Assignments.swift.template"),
            "Bar.swift.template": tree1("Bar.swift.template"),
            "ClosureParameters.swift.template": tree2("ClosureParameters.swift.template"),
            "Field.swift.template": tree3("Field.swift.template"),
            "Form.swift.template": tree4("Form.swift.template"),
            "FormGenSupport.swift.template": tree5("FormGenSupport.swift.template"),
            "InputRule.swift.template": tree6("InputRule.swift.template"),
        ]
    }

    private static func tree0_0(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        self._"),
            TemplateNode.output(T.value(T.path(f, "field", 3, 18, [T.name(f, "id", 3, 24)]), [T.filter(.name, f, 3, 29)], "field.id | name", f, 3, 18)),
            TemplateNode.text(" = "),
            TemplateNode.output(T.value(T.path(f, "field", 3, 42, [T.name(f, "id", 3, 48)]), [T.filter(.identifier, f, 3, 53)], "field.id | identifier", f, 3, 42)),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree0_1(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        self."),
            TemplateNode.output(T.value(T.path(f, "action", 6, 17), [T.filter(.name, f, 6, 26)], "action | name", f, 6, 17)),
            TemplateNode.text(" = "),
            TemplateNode.output(T.value(T.path(f, "action", 6, 39), [T.filter(.identifier, f, 6, 48)], "action | identifier", f, 6, 39)),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree0_2(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        self."),
            TemplateNode.output(T.value(T.path(f, "submitAction", 9, 17), [T.filter(.name, f, 9, 32)], "submitAction | name", f, 9, 17)),
            TemplateNode.text(" = "),
            TemplateNode.output(T.value(T.path(f, "submitAction", 9, 45), [T.filter(.identifier, f, 9, 60)], "submitAction | identifier", f, 9, 45)),
            TemplateNode.text("\n"),
        ]
    }

    /// Assignments.swift.template
    private static func tree0(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 2, 17), [], "fields", f, 2, 17), body: tree0_0(f), empty: [])),
            TemplateNode.loop(TemplateLoop(variable: "action", sequence: T.value(T.path(f, "actions", 5, 18), [], "actions", f, 5, 18), body: tree0_1(f), empty: [])),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "submitAction", 8, 7), [], "submitAction", f, 8, 7)), tree0_2(f))], otherwise: []),
        ]
    }

    private static func tree1_1(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                focused: focus\n"),
        ]
    }

    private static func tree1_2(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                focused: focus,\n                whenMatches: "),
            TemplateNode.output(T.value(T.path(f, "name", 9, 33), [T.filter(.identifier, f, 9, 40)], "name | identifier", f, 9, 33)),
            TemplateNode.text("."),
            TemplateNode.output(T.value(T.path(f, "bar", 9, 57, [T.name(f, "fieldsName", 9, 61)]), [T.filter(.name, f, 9, 74)], "bar.fieldsName | name", f, 9, 57)),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree1_0(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .keyboardCloseButton(\n                "),
            TemplateNode.output(T.value(T.path(f, "name", 4, 20), [T.filter(.identifier, f, 4, 27)], "name | identifier", f, 4, 20)),
            TemplateNode.text(".localized("),
            TemplateNode.output(T.value(T.path(f, "bar", 4, 54, [T.name(f, "title", 4, 58)]), [T.filter(.swiftString, f, 4, 66)], "bar.title | swiftString", f, 4, 54)),
            TemplateNode.text("),\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 5, 7), [], "boolFocus", f, 5, 7)), tree1_1(f))], otherwise: tree1_2(f)),
            TemplateNode.text("            )\n"),
        ]
    }

    private static func tree1_3(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .keyboardNavigationBar(\n                doneTitle: "),
            TemplateNode.output(T.value(T.path(f, "name", 14, 31), [T.filter(.identifier, f, 14, 38)], "name | identifier", f, 14, 31)),
            TemplateNode.text(".localized("),
            TemplateNode.output(T.value(T.path(f, "bar", 14, 65, [T.name(f, "title", 14, 69)]), [T.filter(.swiftString, f, 14, 77)], "bar.title | swiftString", f, 14, 65)),
            TemplateNode.text("),\n                previousLabel: "),
            TemplateNode.output(T.value(T.path(f, "name", 15, 35), [T.filter(.identifier, f, 15, 42)], "name | identifier", f, 15, 35)),
            TemplateNode.text(".localized("),
            TemplateNode.output(T.value(T.path(f, "bar", 15, 69, [T.name(f, "previous", 15, 73)]), [T.filter(.swiftString, f, 15, 84)], "bar.previous | swiftString", f, 15, 69)),
            TemplateNode.text("),\n                nextLabel: "),
            TemplateNode.output(T.value(T.path(f, "name", 16, 31), [T.filter(.identifier, f, 16, 38)], "name | identifier", f, 16, 31)),
            TemplateNode.text(".localized("),
            TemplateNode.output(T.value(T.path(f, "bar", 16, 65, [T.name(f, "next", 16, 69)]), [T.filter(.swiftString, f, 16, 76)], "bar.next | swiftString", f, 16, 65)),
            TemplateNode.text("),\n                focused: focus,\n                order: "),
            TemplateNode.output(T.value(T.path(f, "name", 18, 27), [T.filter(.identifier, f, 18, 34)], "name | identifier", f, 18, 27)),
            TemplateNode.text(".focusOrder,\n                whenMatches: "),
            TemplateNode.output(T.value(T.path(f, "name", 19, 33), [T.filter(.identifier, f, 19, 40)], "name | identifier", f, 19, 33)),
            TemplateNode.text("."),
            TemplateNode.output(T.value(T.path(f, "bar", 19, 57, [T.name(f, "fieldsName", 19, 61)]), [T.filter(.name, f, 19, 74)], "bar.fieldsName | name", f, 19, 57)),
            TemplateNode.text("\n            )\n"),
        ]
    }

    private static func tree1_6(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                focused: focus,\n"),
        ]
    }

    private static func tree1_7(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                focused: focus,\n                whenMatches: [."),
            TemplateNode.output(T.value(T.path(f, "id", 31, 35), [T.filter(.name, f, 31, 40)], "id | name", f, 31, 35)),
            TemplateNode.text("],\n"),
        ]
    }

    private static func tree1_5(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .keyboardOKCancelButton(\n                okTitle: "),
            TemplateNode.output(T.value(T.path(f, "name", 24, 29), [T.filter(.identifier, f, 24, 36)], "name | identifier", f, 24, 29)),
            TemplateNode.text(".localized("),
            TemplateNode.output(T.value(T.path(f, "bar", 24, 63, [T.name(f, "ok", 24, 67)]), [T.filter(.swiftString, f, 24, 72)], "bar.ok | swiftString", f, 24, 63)),
            TemplateNode.text("),\n                cancelTitle: "),
            TemplateNode.output(T.value(T.path(f, "name", 25, 33), [T.filter(.identifier, f, 25, 40)], "name | identifier", f, 25, 33)),
            TemplateNode.text(".localized("),
            TemplateNode.output(T.value(T.path(f, "bar", 25, 67, [T.name(f, "cancel", 25, 71)]), [T.filter(.swiftString, f, 25, 80)], "bar.cancel | swiftString", f, 25, 67)),
            TemplateNode.text("),\n                text: "),
            TemplateNode.output(T.value(T.path(f, "id", 26, 26), [T.filter(.identifier, f, 26, 31)], "id | identifier", f, 26, 26)),
            TemplateNode.text(",\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 27, 7), [], "boolFocus", f, 27, 7)), tree1_6(f))], otherwise: tree1_7(f)),
            TemplateNode.text("                cancelBehavior: "),
            TemplateNode.output(T.value(T.path(f, "name", 33, 36), [T.filter(.identifier, f, 33, 43)], "name | identifier", f, 33, 36)),
            TemplateNode.text("."),
            TemplateNode.output(T.value(T.path(f, "bar", 33, 60, [T.name(f, "cancelBehaviorName", 33, 64)]), [T.filter(.name, f, 33, 85)], "bar.cancelBehaviorName | name", f, 33, 60)),
            TemplateNode.text("\n            )\n"),
        ]
    }

    private static func tree1_4(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.loop(TemplateLoop(variable: "id", sequence: T.value(T.path(f, "bar", 22, 14, [T.name(f, "fields", 22, 18)]), [], "bar.fields", f, 22, 14), body: tree1_5(f), empty: [])),
        ]
    }

    /// Bar.swift.template
    private static func tree1(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "bar", 2, 7, [T.name(f, "kind", 2, 11)]), [], "bar.kind", f, 2, 7), equal: true, T.value(.string("close"), [], #""close""#, f, 2, 19), position: T.at(f, 2, 16)), tree1_0(f)), T.branch(.comparison(T.value(T.path(f, "bar", 12, 9, [T.name(f, "kind", 12, 13)]), [], "bar.kind", f, 12, 9), equal: true, T.value(.string("navigation"), [], #""navigation""#, f, 12, 21), position: T.at(f, 12, 18)), tree1_3(f))], otherwise: tree1_4(f)),
        ]
    }

    private static func tree2_1(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree2_0(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        "),
            TemplateNode.output(T.value(T.path(f, "action", 3, 12), [T.filter(.identifier, f, 3, 21)], "action | identifier", f, 3, 12)),
            TemplateNode.text(": @escaping @MainActor () -> Void"),
            TemplateNode.conditional([T.branch(.or(.not(.value(T.value(T.path(f, "forloop", 3, 77, [T.name(f, "last", 3, 85)]), [], "forloop.last", f, 3, 77))), .value(T.value(T.path(f, "submitAction", 3, 93), [], "submitAction", f, 3, 93))), tree2_1(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree2_2(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        "),
            TemplateNode.output(T.value(T.path(f, "submitAction", 6, 12), [T.filter(.identifier, f, 6, 27)], "submitAction | identifier", f, 6, 12)),
            TemplateNode.text(": @escaping @MainActor () -> Void\n"),
        ]
    }

    /// ClosureParameters.swift.template
    private static func tree2(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.loop(TemplateLoop(variable: "action", sequence: T.value(T.path(f, "actions", 2, 18), [], "actions", f, 2, 18), body: tree2_0(f), empty: [])),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "submitAction", 5, 7), [], "submitAction", f, 5, 7)), tree2_2(f))], otherwise: []),
        ]
    }

    private static func tree3_0(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            Self.localized("),
            TemplateNode.output(T.value(T.path(f, "field", 4, 31, [T.name(f, "label", 4, 37)]), [T.filter(.swiftString, f, 4, 45)], "field.label | swiftString", f, 4, 31)),
            TemplateNode.text(")\n                .font(.subheadline)\n                .foregroundStyle(.secondary)\n                .accessibilityHidden(true)\n"),
        ]
    }

    private static func tree3_2(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                maximumLength: "),
            TemplateNode.output(T.value(T.path(f, "field", 14, 35, [T.name(f, "rules", 14, 41), T.name(f, "maxLength", 14, 47)]), [], "field.rules.maxLength", f, 14, 35)),
            TemplateNode.text(",\n"),
        ]
    }

    private static func tree3_1(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 13, 7, [T.name(f, "rules", 13, 13), T.name(f, "maxLength", 13, 19)]), [], "field.rules.maxLength", f, 13, 7)), tree3_2(f))], otherwise: []),
        ]
    }

    private static func tree3_3(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                prompt: Self.localized("),
            TemplateNode.output(T.value(T.path(f, "field", 18, 43, [T.name(f, "prompt", 18, 49)]), [T.filter(.swiftString, f, 18, 58)], "field.prompt | swiftString", f, 18, 43)),
            TemplateNode.text("),\n"),
        ]
    }

    private static func tree3_5(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                kind: .secure(\n                    reveal: FormGenRevealLabels(\n                        show: Self.localized("),
            TemplateNode.output(T.value(T.path(f, "strings", 24, 49, [T.name(f, "showPassword", 24, 57)]), [T.filter(.swiftString, f, 24, 72)], "strings.showPassword | swiftString", f, 24, 49)),
            TemplateNode.text("),\n                        hide: Self.localized("),
            TemplateNode.output(T.value(T.path(f, "strings", 25, 49, [T.name(f, "hidePassword", 25, 57)]), [T.filter(.swiftString, f, 25, 72)], "strings.hidePassword | swiftString", f, 25, 49)),
            TemplateNode.text(")\n                    )\n                ),\n"),
        ]
    }

    private static func tree3_6(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                kind: .secure(reveal: nil),\n"),
        ]
    }

    private static func tree3_4(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 21, 7, [T.name(f, "revealToggle", 21, 13)]), [], "field.revealToggle", f, 21, 7)), tree3_5(f))], otherwise: tree3_6(f)),
        ]
    }

    private static func tree3_7(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                kind: .multiline,\n"),
        ]
    }

    private static func tree3_8(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                clearButton: Self.localized("),
            TemplateNode.output(T.value(T.path(f, "strings", 35, 48, [T.name(f, "clearText", 35, 56)]), [T.filter(.swiftString, f, 35, 68)], "strings.clearText | swiftString", f, 35, 48)),
            TemplateNode.text("),\n"),
        ]
    }

    private static func tree3_9(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("true"),
        ]
    }

    private static func tree3_10(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("."),
            TemplateNode.output(T.value(T.path(f, "field", 38, 61, [T.name(f, "id", 38, 67)]), [T.filter(.name, f, 38, 72)], "field.id | name", f, 38, 61)),
        ]
    }

    private static func tree3_11(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree3_14(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree3_13(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                "),
            TemplateNode.output(T.value(T.path(f, "adornment", 41, 20, [T.name(f, "position", 41, 30)]), [T.filter(.argumentLabel, f, 41, 41)], "adornment.position | argumentLabel", f, 41, 20)),
            TemplateNode.text(": .button(\n                    "),
            TemplateNode.output(T.value(T.path(f, "adornment", 42, 24, [T.name(f, "systemImage", 42, 34)]), [T.filter(.swiftString, f, 42, 48)], "adornment.systemImage | swiftString", f, 42, 24)),
            TemplateNode.text(",\n                    accessibilityLabel: Self.localized("),
            TemplateNode.output(T.value(T.path(f, "adornment", 43, 59, [T.name(f, "accessibilityLabel", 43, 69)]), [T.filter(.swiftString, f, 43, 90)], "adornment.accessibilityLabel | swiftString", f, 43, 59)),
            TemplateNode.text("),\n                    action: "),
            TemplateNode.output(T.value(T.path(f, "adornment", 44, 32, [T.name(f, "action", 44, 42)]), [T.filter(.identifier, f, 44, 51)], "adornment.action | identifier", f, 44, 32)),
            TemplateNode.text("\n                )"),
            TemplateNode.conditional([T.branch(.not(.value(T.value(T.path(f, "forloop", 45, 28, [T.name(f, "last", 45, 36)]), [], "forloop.last", f, 45, 28))), tree3_14(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree3_16(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree3_15(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                "),
            TemplateNode.output(T.value(T.path(f, "adornment", 47, 20, [T.name(f, "position", 47, 30)]), [T.filter(.argumentLabel, f, 47, 41)], "adornment.position | argumentLabel", f, 47, 20)),
            TemplateNode.text(": .image("),
            TemplateNode.output(T.value(T.path(f, "adornment", 47, 69, [T.name(f, "systemImage", 47, 79)]), [T.filter(.swiftString, f, 47, 93)], "adornment.systemImage | swiftString", f, 47, 69)),
            TemplateNode.text(")"),
            TemplateNode.conditional([T.branch(.not(.value(T.value(T.path(f, "forloop", 47, 118, [T.name(f, "last", 47, 126)]), [], "forloop.last", f, 47, 118))), tree3_16(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree3_12(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "adornment", 40, 7, [T.name(f, "action", 40, 17)]), [], "adornment.action", f, 40, 7)), tree3_13(f))], otherwise: tree3_15(f)),
        ]
    }

    private static func tree3_18(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .revealedContentType(."),
            TemplateNode.output(T.value(T.path(f, "field", 54, 38, [T.name(f, "contentType", 54, 44)]), [T.filter(.name, f, 54, 58)], "field.contentType | name", f, 54, 38)),
            TemplateNode.text(")\n"),
        ]
    }

    private static func tree3_19(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .keyboardType(."),
            TemplateNode.output(T.value(T.path(f, "field", 57, 31, [T.name(f, "keyboard", 57, 37)]), [T.filter(.name, f, 57, 48)], "field.keyboard | name", f, 57, 31)),
            TemplateNode.text(")\n"),
        ]
    }

    private static func tree3_20(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .textContentType(."),
            TemplateNode.output(T.value(T.path(f, "field", 60, 34, [T.name(f, "contentType", 60, 40)]), [T.filter(.name, f, 60, 54)], "field.contentType | name", f, 60, 34)),
            TemplateNode.text(")\n"),
        ]
    }

    private static func tree3_21(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .textInputAutocapitalization(."),
            TemplateNode.output(T.value(T.path(f, "field", 63, 46, [T.name(f, "autocapitalization", 63, 52)]), [T.filter(.name, f, 63, 73)], "field.autocapitalization | name", f, 63, 46)),
            TemplateNode.text(")\n"),
        ]
    }

    private static func tree3_17(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            #if canImport(UIKit)\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 53, 7, [T.name(f, "revealedContentType", 53, 13)]), [], "field.revealedContentType", f, 53, 7)), tree3_18(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 56, 7, [T.name(f, "keyboard", 56, 13)]), [], "field.keyboard", f, 56, 7)), tree3_19(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.and(.value(T.value(T.path(f, "field", 59, 7, [T.name(f, "contentType", 59, 13)]), [], "field.contentType", f, 59, 7)), .not(.value(T.value(T.path(f, "field", 59, 33, [T.name(f, "revealedContentType", 59, 39)]), [], "field.revealedContentType", f, 59, 33)))), tree3_20(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 62, 7, [T.name(f, "autocapitalization", 62, 13)]), [], "field.autocapitalization", f, 62, 7)), tree3_21(f))], otherwise: []),
            TemplateNode.text("            #endif\n"),
        ]
    }

    private static func tree3_22(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .autocorrectionDisabled()\n"),
        ]
    }

    private static func tree3_23(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .submitLabel(."),
            TemplateNode.output(T.value(T.path(f, "field", 71, 30, [T.name(f, "submitLabel", 71, 36)]), [T.filter(.name, f, 71, 50)], "field.submitLabel | name", f, 71, 30)),
            TemplateNode.text(")\n"),
        ]
    }

    private static func tree3_25(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("(from: ."),
            TemplateNode.output(T.value(T.path(f, "field", 75, 67, [T.name(f, "id", 75, 73)]), [T.filter(.name, f, 75, 78)], "field.id | name", f, 75, 67)),
            TemplateNode.text(")"),
        ]
    }

    private static func tree3_27(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("{ submitIfValid() }"),
        ]
    }

    private static func tree3_28(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "submitAction", 75, 203), [T.filter(.identifier, f, 75, 218)], "submitAction | identifier", f, 75, 203)),
        ]
    }

    private static func tree3_26(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 75, 155), [], "hasInputRules", f, 75, 155)), tree3_27(f))], otherwise: tree3_28(f)),
        ]
    }

    private static func tree3_29(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("nil"),
        ]
    }

    private static func tree3_24(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .onSubmit {\n                Self.returnAction"),
            TemplateNode.conditional([T.branch(.not(.value(T.value(T.path(f, "boolFocus", 75, 44), [], "boolFocus", f, 75, 44))), tree3_25(f))], otherwise: []),
            TemplateNode.text(".perform(focus: focus, submit: "),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "submitAction", 75, 134), [], "submitAction", f, 75, 134)), tree3_26(f))], otherwise: tree3_29(f)),
            TemplateNode.text(")\n            }\n"),
        ]
    }

    private static func tree3_31(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("true"),
        ]
    }

    private static func tree3_32(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("."),
            TemplateNode.output(T.value(T.path(f, "field", 79, 113, [T.name(f, "id", 79, 119)]), [T.filter(.name, f, 79, 124)], "field.id | name", f, 79, 113)),
        ]
    }

    private static func tree3_33(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Self.inputFailure("),
            TemplateNode.output(T.value(T.path(f, "field", 80, 70, [T.name(f, "id", 80, 76)]), [T.filter(.identifier, f, 80, 81)], "field.id | identifier", f, 80, 70)),
            TemplateNode.text(")"),
        ]
    }

    private static func tree3_34(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Self.inputRule(for: ."),
            TemplateNode.output(T.value(T.path(f, "field", 80, 129, [T.name(f, "id", 80, 135)]), [T.filter(.name, f, 80, 140)], "field.id | name", f, 80, 129)),
            TemplateNode.text(")?.failure(of: "),
            TemplateNode.output(T.value(T.path(f, "field", 80, 165, [T.name(f, "id", 80, 171)]), [T.filter(.identifier, f, 80, 176)], "field.id | identifier", f, 80, 165)),
            TemplateNode.text(")"),
        ]
    }

    private static func tree3_35(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                        "),
            TemplateNode.output(T.value(T.path(f, "message", 85, 28, [T.name(f, "name", 85, 36)]), [T.filter(.argumentLabel, f, 85, 43)], "message.name | argumentLabel", f, 85, 28)),
            TemplateNode.text(": "),
            TemplateNode.output(T.value(T.path(f, "message", 85, 64, [T.name(f, "text", 85, 72)]), [T.filter(.swiftString, f, 85, 79)], "message.text | swiftString", f, 85, 64)),
            TemplateNode.text(",\n"),
        ]
    }

    private static func tree3_30(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            if failedSubmits > 0 || showsFailures || checkedFields.contains("),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 79, 83), [], "boolFocus", f, 79, 83)), tree3_31(f))], otherwise: tree3_32(f)),
            TemplateNode.text("),\n                let failure = "),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 80, 37), [], "boolFocus", f, 80, 37)), tree3_33(f))], otherwise: tree3_34(f)),
            TemplateNode.text("\n            {\n                FormGenFailureText(\n                    FormGenInputMessages(\n"),
            TemplateNode.loop(TemplateLoop(variable: "message", sequence: T.value(T.path(f, "field", 84, 19, [T.name(f, "rules", 84, 25), T.name(f, "messages", 84, 31)]), [], "field.rules.messages", f, 84, 19), body: tree3_35(f), empty: [])),
            TemplateNode.text("                        table: Self.stringsTable,\n                        bundle: Self.stringsBundle\n                    ).text(for: failure),\n                    field: Self.stringsBundle.localizedString(\n                        forKey: "),
            TemplateNode.output(T.value(T.path(f, "field", 91, 36, [T.name(f, "title", 91, 42)]), [T.filter(.swiftString, f, 91, 50)], "field.title | swiftString", f, 91, 36)),
            TemplateNode.text(", value: nil, table: Self.stringsTable),\n                    failedSubmits: failedSubmits\n                )\n            }\n"),
        ]
    }

    /// Field.swift.template
    private static func tree3(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        VStack(alignment: .leading, spacing: 4) {\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 3, 7, [T.name(f, "label", 3, 13)]), [], "field.label", f, 3, 7)), tree3_0(f))], otherwise: []),
            TemplateNode.text("            FormGenTextField(\n                Self.localized("),
            TemplateNode.output(T.value(T.path(f, "field", 10, 35, [T.name(f, "title", 10, 41)]), [T.filter(.swiftString, f, 10, 49)], "field.title | swiftString", f, 10, 35)),
            TemplateNode.text("),\n                text: $"),
            TemplateNode.output(T.value(T.path(f, "field", 11, 27, [T.name(f, "id", 11, 33)]), [T.filter(.name, f, 11, 38)], "field.id | name", f, 11, 27)),
            TemplateNode.text(",\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 12, 7, [T.name(f, "rules", 12, 13)]), [], "field.rules", f, 12, 7)), tree3_1(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 17, 7, [T.name(f, "prompt", 17, 13)]), [], "field.prompt", f, 17, 7)), tree3_3(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "field", 20, 7, [T.name(f, "kind", 20, 13)]), [], "field.kind", f, 20, 7), equal: true, T.value(.string("secure"), [], #""secure""#, f, 20, 21), position: T.at(f, 20, 18)), tree3_4(f)), T.branch(.comparison(T.value(T.path(f, "field", 31, 9, [T.name(f, "kind", 31, 15)]), [], "field.kind", f, 31, 9), equal: true, T.value(.string("multiline"), [], #""multiline""#, f, 31, 23), position: T.at(f, 31, 20)), tree3_7(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 34, 7, [T.name(f, "clearButton", 34, 13)]), [], "field.clearButton", f, 34, 7)), tree3_8(f))], otherwise: []),
            TemplateNode.text("                focus: focus,\n                equals: "),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 38, 31), [], "boolFocus", f, 38, 31)), tree3_9(f))], otherwise: tree3_10(f)),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 38, 96, [T.name(f, "adornments", 38, 102)]), [], "field.adornments", f, 38, 96)), tree3_11(f))], otherwise: []),
            TemplateNode.text("\n"),
            TemplateNode.loop(TemplateLoop(variable: "adornment", sequence: T.value(T.path(f, "field", 39, 21, [T.name(f, "adornments", 39, 27)]), [], "field.adornments", f, 39, 21), body: tree3_12(f), empty: [])),
            TemplateNode.text("            )\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 51, 7, [T.name(f, "hasUIKitTraits", 51, 13)]), [], "field.hasUIKitTraits", f, 51, 7)), tree3_17(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 67, 7, [T.name(f, "autocorrectionDisabled", 67, 13)]), [], "field.autocorrectionDisabled", f, 67, 7)), tree3_22(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 70, 7, [T.name(f, "submitLabel", 70, 13)]), [], "field.submitLabel", f, 70, 7)), tree3_23(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 73, 7, [T.name(f, "handlesReturn", 73, 13)]), [], "field.handlesReturn", f, 73, 7)), tree3_24(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 78, 7, [T.name(f, "rules", 78, 13)]), [], "field.rules", f, 78, 7)), tree3_30(f))], otherwise: []),
            TemplateNode.text("        }\n"),
        ]
    }

    private static func tree4_0(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("/// The "),
            TemplateNode.output(T.value(T.path(f, "name", 8, 12), [T.filter(.identifier, f, 8, 19)], "name | identifier", f, 8, 12)),
            TemplateNode.text(" part: fields that a screen places and focuses as one value, with\n/// `.focused($focus, equals: …)`, drawing its own keyboard bar.\n"),
        ]
    }

    private static func tree4_1(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("/// The "),
            TemplateNode.output(T.value(T.path(f, "name", 11, 12), [T.filter(.identifier, f, 11, 19)], "name | identifier", f, 11, 12)),
            TemplateNode.text(" form: its focus order, bars and what return does need no UI and\n/// compile everywhere; with SwiftUI it is also the view.\n"),
        ]
    }

    private static func tree4_2(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_4(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    /// One case per field: which field has focus, for the fields' own clear buttons.\n    private enum "),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 18, 21), [T.filter(.identifier, f, 18, 33)], "focusEnum | identifier", f, 18, 21)),
            TemplateNode.text(": Hashable, CaseIterable, Sendable {\n"),
        ]
    }

    private static func tree4_6(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_5(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    /// One case per field, in focus order.\n    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 21, 11), [], "access", f, 21, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 21, 21), position: T.at(f, 21, 18)), tree4_6(f))], otherwise: []),
            TemplateNode.text("enum "),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 21, 58), [T.filter(.identifier, f, 21, 70)], "focusEnum | identifier", f, 21, 58)),
            TemplateNode.text(": Hashable, CaseIterable, Sendable {\n"),
        ]
    }

    private static func tree4_7(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        case "),
            TemplateNode.output(T.value(T.path(f, "field", 24, 17, [T.name(f, "id", 24, 23)]), [T.filter(.identifier, f, 24, 28)], "field.id | identifier", f, 24, 17)),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_3(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "part", 16, 7), [], "part", f, 16, 7)), tree4_4(f))], otherwise: tree4_5(f)),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 23, 17), [], "fields", f, 23, 17), body: tree4_7(f), empty: [])),
            TemplateNode.text("    }\n"),
        ]
    }

    private static func tree4_11(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_12(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("."),
            TemplateNode.output(T.value(T.path(f, "field", 33, 136, [T.name(f, "id", 33, 142)]), [T.filter(.name, f, 33, 147)], "field.id | name", f, 33, 136)),
        ]
    }

    private static func tree4_10(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 33, 11), [], "access", f, 33, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 33, 21), position: T.at(f, 33, 18)), tree4_11(f))], otherwise: []),
            TemplateNode.text("static let focusOrder: ["),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 33, 77), [T.filter(.identifier, f, 33, 89)], "focusEnum | identifier", f, 33, 77)),
            TemplateNode.text("] = ["),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 33, 123), [], "fields", f, 33, 123), body: tree4_12(f), empty: [])),
            TemplateNode.text("]\n"),
        ]
    }

    private static func tree4_14(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_15(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        ."),
            TemplateNode.output(T.value(T.path(f, "field", 37, 13, [T.name(f, "id", 37, 19)]), [T.filter(.name, f, 37, 24)], "field.id | name", f, 37, 13)),
            TemplateNode.text(",\n"),
        ]
    }

    private static func tree4_13(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 35, 11), [], "access", f, 35, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 35, 21), position: T.at(f, 35, 18)), tree4_14(f))], otherwise: []),
            TemplateNode.text("static let focusOrder: ["),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 35, 77), [T.filter(.identifier, f, 35, 89)], "focusEnum | identifier", f, 35, 77)),
            TemplateNode.text("] = [\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 36, 17), [], "fields", f, 36, 17), body: tree4_15(f), empty: [])),
            TemplateNode.text("    ]\n"),
        ]
    }

    private static func tree4_17(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("; the body gives each its own, as each edits its own text"),
        ]
    }

    private static func tree4_19(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_20(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("."),
            TemplateNode.output(T.value(T.path(f, "id", 45, 160), [T.filter(.name, f, 45, 165)], "id | name", f, 45, 160)),
        ]
    }

    private static func tree4_18(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 45, 11), [], "access", f, 45, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 45, 21), position: T.at(f, 45, 18)), tree4_19(f))], otherwise: []),
            TemplateNode.text("static let "),
            TemplateNode.output(T.value(T.path(f, "bar", 45, 64, [T.name(f, "fieldsName", 45, 68)]), [T.filter(.identifier, f, 45, 81)], "bar.fieldsName | identifier", f, 45, 64)),
            TemplateNode.text(": ["),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 45, 100), [T.filter(.identifier, f, 45, 112)], "focusEnum | identifier", f, 45, 100)),
            TemplateNode.text("] = ["),
            TemplateNode.loop(TemplateLoop(variable: "id", sequence: T.value(T.path(f, "bar", 45, 143, [T.name(f, "fields", 45, 147)]), [], "bar.fields", f, 45, 143), body: tree4_20(f), empty: [])),
            TemplateNode.text("]\n"),
        ]
    }

    private static func tree4_22(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_23(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        ."),
            TemplateNode.output(T.value(T.path(f, "id", 49, 13), [T.filter(.name, f, 49, 18)], "id | name", f, 49, 13)),
            TemplateNode.text(",\n"),
        ]
    }

    private static func tree4_21(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 47, 11), [], "access", f, 47, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 47, 21), position: T.at(f, 47, 18)), tree4_22(f))], otherwise: []),
            TemplateNode.text("static let "),
            TemplateNode.output(T.value(T.path(f, "bar", 47, 64, [T.name(f, "fieldsName", 47, 68)]), [T.filter(.identifier, f, 47, 81)], "bar.fieldsName | identifier", f, 47, 64)),
            TemplateNode.text(": ["),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 47, 100), [T.filter(.identifier, f, 47, 112)], "focusEnum | identifier", f, 47, 100)),
            TemplateNode.text("] = [\n"),
            TemplateNode.loop(TemplateLoop(variable: "id", sequence: T.value(T.path(f, "bar", 48, 14, [T.name(f, "fields", 48, 18)]), [], "bar.fields", f, 48, 14), body: tree4_23(f), empty: [])),
            TemplateNode.text("    ]\n"),
        ]
    }

    private static func tree4_16(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("\n    /// The fields whose focus shows the "),
            TemplateNode.output(T.value(T.path(f, "bar", 43, 45, [T.name(f, "description", 43, 49)]), [], "bar.description", f, 43, 45)),
            TemplateNode.text(" bar"),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "bar", 43, 73, [T.name(f, "kind", 43, 77)]), [], "bar.kind", f, 43, 73), equal: true, T.value(.string("okCancel"), [], #""okCancel""#, f, 43, 85), position: T.at(f, 43, 82)), tree4_17(f))], otherwise: []),
            TemplateNode.text(".\n"),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "bar", 44, 7, [T.name(f, "fields", 44, 11), T.name(f, "count", 44, 18)]), [], "bar.fields.count", f, 44, 7), equal: true, T.value(.integer(1), [], "1", f, 44, 27), position: T.at(f, 44, 24)), tree4_18(f))], otherwise: tree4_21(f)),
        ]
    }

    private static func tree4_26(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_27(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("."),
            TemplateNode.output(T.value(T.path(f, "id", 58, 161), [T.filter(.name, f, 58, 166)], "id | name", f, 58, 161)),
        ]
    }

    private static func tree4_25(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 58, 11), [], "access", f, 58, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 58, 21), position: T.at(f, 58, 18)), tree4_26(f))], otherwise: []),
            TemplateNode.text("static let keyboardObserverFields: ["),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 58, 89), [T.filter(.identifier, f, 58, 101)], "focusEnum | identifier", f, 58, 89)),
            TemplateNode.text("] = ["),
            TemplateNode.loop(TemplateLoop(variable: "id", sequence: T.value(T.path(f, "keyboardObserverFields", 58, 132), [], "keyboardObserverFields", f, 58, 132), body: tree4_27(f), empty: [])),
            TemplateNode.text("]\n"),
        ]
    }

    private static func tree4_29(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_30(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        ."),
            TemplateNode.output(T.value(T.path(f, "id", 62, 13), [T.filter(.name, f, 62, 18)], "id | name", f, 62, 13)),
            TemplateNode.text(",\n"),
        ]
    }

    private static func tree4_28(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 60, 11), [], "access", f, 60, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 60, 21), position: T.at(f, 60, 18)), tree4_29(f))], otherwise: []),
            TemplateNode.text("static let keyboardObserverFields: ["),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 60, 89), [T.filter(.identifier, f, 60, 101)], "focusEnum | identifier", f, 60, 89)),
            TemplateNode.text("] = [\n"),
            TemplateNode.loop(TemplateLoop(variable: "id", sequence: T.value(T.path(f, "keyboardObserverFields", 61, 14), [], "keyboardObserverFields", f, 61, 14), body: tree4_30(f), empty: [])),
            TemplateNode.text("    ]\n"),
        ]
    }

    private static func tree4_24(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("\n    /// The fields whose focus makes the keyboard observer pad the form.\n"),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "keyboardObserverFields", 57, 7, [T.name(f, "count", 57, 30)]), [], "keyboardObserverFields.count", f, 57, 7), equal: true, T.value(.integer(1), [], "1", f, 57, 39), position: T.at(f, 57, 36)), tree4_25(f))], otherwise: tree4_28(f)),
        ]
    }

    private static func tree4_9(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("\n    /// The order in which return and the previous and next chevrons move focus.\n"),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "fields", 32, 7, [T.name(f, "count", 32, 14)]), [], "fields.count", f, 32, 7), equal: true, T.value(.integer(1), [], "1", f, 32, 23), position: T.at(f, 32, 20)), tree4_10(f))], otherwise: tree4_13(f)),
            TemplateNode.loop(TemplateLoop(variable: "bar", sequence: T.value(T.path(f, "bars", 41, 15), [], "bars", f, 41, 15), body: tree4_16(f), empty: [])),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "keyboardObserverFields", 54, 7), [], "keyboardObserverFields", f, 54, 7)), tree4_24(f))], otherwise: []),
        ]
    }

    private static func tree4_33(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_34(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_32(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.conditional([T.branch(.not(.value(T.value(T.path(f, "boolFocus", 70, 11), [], "boolFocus", f, 70, 11))), tree4_33(f))], otherwise: []),
            TemplateNode.text("    /// What Cancel on the "),
            TemplateNode.output(T.value(T.path(f, "bar", 73, 31, [T.name(f, "description", 73, 35)]), [], "bar.description", f, 73, 31)),
            TemplateNode.text(" bar does to the text.\n    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 74, 11), [], "access", f, 74, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 74, 21), position: T.at(f, 74, 18)), tree4_34(f))], otherwise: []),
            TemplateNode.text("static let "),
            TemplateNode.output(T.value(T.path(f, "bar", 74, 64, [T.name(f, "cancelBehaviorName", 74, 68)]), [T.filter(.identifier, f, 74, 89)], "bar.cancelBehaviorName | identifier", f, 74, 64)),
            TemplateNode.text(": FormGenCancelBehavior = ."),
            TemplateNode.output(T.value(T.path(f, "bar", 74, 132, [T.name(f, "cancelBehavior", 74, 136)]), [T.filter(.name, f, 74, 153)], "bar.cancelBehavior | name", f, 74, 132)),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_31(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "bar", 69, 7, [T.name(f, "kind", 69, 11)]), [], "bar.kind", f, 69, 7), equal: true, T.value(.string("okCancel"), [], #""okCancel""#, f, 69, 19), position: T.at(f, 69, 16)), tree4_32(f))], otherwise: []),
        ]
    }

    private static func tree4_35(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_38(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_39(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.include(name: "InputRule.swift.template", position: T.at(f, 86, 4)),
        ]
    }

    private static func tree4_37(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    /// What the field's input rules find wrong with `text`; `nil` when it passes.\n    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 83, 11), [], "access", f, 83, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 83, 21), position: T.at(f, 83, 18)), tree4_38(f))], otherwise: []),
            TemplateNode.text("static func inputFailure(_ text: String) -> FormGenInputFailure? {\n        let rule =\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 85, 17), [], "fields", f, 85, 17), body: tree4_39(f), empty: [])),
            TemplateNode.text("        return rule.failure(of: text)\n    }\n"),
        ]
    }

    private static func tree4_41(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_43(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        case ."),
            TemplateNode.output(T.value(T.path(f, "field", 105, 18, [T.name(f, "id", 105, 24)]), [T.filter(.name, f, 105, 29)], "field.id | name", f, 105, 18)),
            TemplateNode.text(":\n"),
            TemplateNode.include(name: "InputRule.swift.template", position: T.at(f, 106, 4)),
        ]
    }

    private static func tree4_44(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        case ."),
            TemplateNode.output(T.value(T.path(f, "field", 108, 18, [T.name(f, "id", 108, 24)]), [T.filter(.name, f, 108, 29)], "field.id | name", f, 108, 18)),
            TemplateNode.text(": nil\n"),
        ]
    }

    private static func tree4_42(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 104, 7, [T.name(f, "rules", 104, 13)]), [], "field.rules", f, 104, 7)), tree4_43(f))], otherwise: tree4_44(f)),
        ]
    }

    private static func tree4_40(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    /// What each field's input rules find wrong with `texts`, with no UI; a missing text reads as \"\".\n    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 92, 11), [], "access", f, 92, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 92, 21), position: T.at(f, 92, 18)), tree4_41(f))], otherwise: []),
            TemplateNode.text("static func inputFailures(_ texts: ["),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 92, 89), [T.filter(.identifier, f, 92, 101)], "focusEnum | identifier", f, 92, 89)),
            TemplateNode.text(": String]) -> ["),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 92, 132), [T.filter(.identifier, f, 92, 144)], "focusEnum | identifier", f, 92, 132)),
            TemplateNode.text(": FormGenInputFailure] {\n        var failures: ["),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 93, 27), [T.filter(.identifier, f, 93, 39)], "focusEnum | identifier", f, 93, 27)),
            TemplateNode.text(": FormGenInputFailure] = [:]\n        for field in focusOrder {\n            failures[field] = inputRule(for: field)?.failure(of: texts[field] ?? \"\")\n        }\n        return failures\n    }\n\n    /// The input rules of `field`; `nil` when anything goes.\n    static func inputRule(for field: "),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 101, 41), [T.filter(.identifier, f, 101, 53)], "focusEnum | identifier", f, 101, 41)),
            TemplateNode.text(") -> FormGenInputRule? {\n        switch field {\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 103, 17), [], "fields", f, 103, 17), body: tree4_42(f), empty: [])),
            TemplateNode.text("        }\n    }\n"),
        ]
    }

    private static func tree4_36(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 81, 7), [], "boolFocus", f, 81, 7)), tree4_37(f))], otherwise: tree4_40(f)),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_46(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_47(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("."),
            TemplateNode.output(T.value(T.path(f, "field", 118, 132, [T.name(f, "returnAction", 118, 138)]), [T.filter(.name, f, 118, 153)], "field.returnAction | name", f, 118, 132)),
        ]
    }

    private static func tree4_45(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    /// What return does in the field, with no UI.\n    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 118, 11), [], "access", f, 118, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 118, 21), position: T.at(f, 118, 18)), tree4_46(f))], otherwise: []),
            TemplateNode.text("static let returnAction: FormGenReturnAction<Bool> = "),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 118, 119), [], "fields", f, 118, 119), body: tree4_47(f), empty: [])),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_49(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_51(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("(."),
            TemplateNode.output(T.value(T.path(f, "field", 124, 101, [T.name(f, "returnFocus", 124, 107)]), [T.filter(.name, f, 124, 121)], "field.returnFocus | name", f, 124, 101)),
            TemplateNode.text(")"),
        ]
    }

    private static func tree4_50(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        case ."),
            TemplateNode.output(T.value(T.path(f, "field", 124, 18, [T.name(f, "id", 124, 24)]), [T.filter(.name, f, 124, 29)], "field.id | name", f, 124, 18)),
            TemplateNode.text(": ."),
            TemplateNode.output(T.value(T.path(f, "field", 124, 42, [T.name(f, "returnAction", 124, 48)]), [T.filter(.name, f, 124, 63)], "field.returnAction | name", f, 124, 42)),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 124, 76, [T.name(f, "returnFocus", 124, 82)]), [], "field.returnFocus", f, 124, 76)), tree4_51(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_48(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    /// What return does from `field`, with no UI: move focus to the next field, submit, or release focus.\n    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 121, 11), [], "access", f, 121, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 121, 21), position: T.at(f, 121, 18)), tree4_49(f))], otherwise: []),
            TemplateNode.text("static func returnAction(from field: "),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 121, 90), [T.filter(.identifier, f, 121, 102)], "focusEnum | identifier", f, 121, 90)),
            TemplateNode.text(") -> FormGenReturnAction<"),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 121, 143), [T.filter(.identifier, f, 121, 155)], "focusEnum | identifier", f, 121, 143)),
            TemplateNode.text("> {\n        switch field {\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 123, 17), [], "fields", f, 123, 17), body: tree4_50(f), empty: [])),
            TemplateNode.text("        }\n    }\n"),
        ]
    }

    private static func tree4_8(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.conditional([T.branch(.not(.value(T.value(T.path(f, "boolFocus", 29, 11), [], "boolFocus", f, 29, 11))), tree4_9(f))], otherwise: []),
            TemplateNode.loop(TemplateLoop(variable: "bar", sequence: T.value(T.path(f, "bars", 68, 15), [], "bars", f, 68, 15), body: tree4_31(f), empty: [])),
            TemplateNode.conditional([T.branch(.or(.not(.value(T.value(T.path(f, "boolFocus", 77, 11), [], "boolFocus", f, 77, 11))), .value(T.value(T.path(f, "okCancelFields", 77, 24), [], "okCancelFields", f, 77, 24))), tree4_35(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 80, 7), [], "hasInputRules", f, 80, 7)), tree4_36(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 116, 7), [], "boolFocus", f, 116, 7)), tree4_45(f))], otherwise: tree4_48(f)),
        ]
    }

    private static func tree4_52(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    @Binding private var "),
            TemplateNode.output(T.value(T.path(f, "field", 133, 29, [T.name(f, "id", 133, 35)]), [T.filter(.identifier, f, 133, 40)], "field.id | identifier", f, 133, 29)),
            TemplateNode.text(": String\n"),
        ]
    }

    private static func tree4_54(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Bool"),
        ]
    }

    private static func tree4_55(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "focusEnum", 137, 78), [T.filter(.identifier, f, 137, 90)], "focusEnum | identifier", f, 137, 78)),
        ]
    }

    private static func tree4_53(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    /// The fields focus has left: their failures show from then on.\n    @State private var checkedFields: Set<"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 137, 49), [], "boolFocus", f, 137, 49)), tree4_54(f))], otherwise: tree4_55(f)),
            TemplateNode.text("> = []\n    /// How many submits failed: failures show from the first, and are announced again at each.\n    @State private var failedSubmits = 0\n    /// Whether the app shows every failure, as after a submit its own button tried.\n    private let showsFailures: Bool\n"),
        ]
    }

    private static func tree4_56(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    private let "),
            TemplateNode.output(T.value(T.path(f, "action", 144, 20), [T.filter(.identifier, f, 144, 29)], "action | identifier", f, 144, 20)),
            TemplateNode.text(": @MainActor () -> Void\n"),
        ]
    }

    private static func tree4_57(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    private let "),
            TemplateNode.output(T.value(T.path(f, "submitAction", 147, 20), [T.filter(.identifier, f, 147, 35)], "submitAction | identifier", f, 147, 20)),
            TemplateNode.text(": @MainActor () -> Void\n"),
        ]
    }

    private static func tree4_59(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(" and calling the given actions"),
        ]
    }

    private static func tree4_60(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_62(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_61(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        "),
            TemplateNode.output(T.value(T.path(f, "field", 155, 12, [T.name(f, "id", 155, 18)]), [T.filter(.identifier, f, 155, 23)], "field.id | identifier", f, 155, 12)),
            TemplateNode.text(": Binding<String>"),
            TemplateNode.conditional([T.branch(.or(.not(.value(T.value(T.path(f, "forloop", 155, 63, [T.name(f, "last", 155, 71)]), [], "forloop.last", f, 155, 63))), .value(T.value(T.path(f, "actions", 155, 79), [], "actions", f, 155, 79))), tree4_62(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_64(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_63(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        "),
            TemplateNode.output(T.value(T.path(f, "action", 158, 12), [T.filter(.identifier, f, 158, 21)], "action | identifier", f, 158, 12)),
            TemplateNode.text(": @escaping @MainActor () -> Void"),
            TemplateNode.conditional([T.branch(.not(.value(T.value(T.path(f, "forloop", 158, 77, [T.name(f, "last", 158, 85)]), [], "forloop.last", f, 158, 77))), tree4_64(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_58(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    @FocusState private var ownFocus: "),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 150, 42), [T.filter(.identifier, f, 150, 54)], "focusEnum | identifier", f, 150, 42)),
            TemplateNode.text("?\n\n    /// A part editing the given texts"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "actions", 152, 45), [], "actions", f, 152, 45)), tree4_59(f))], otherwise: []),
            TemplateNode.text(".\n    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 153, 11), [], "access", f, 153, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 153, 21), position: T.at(f, 153, 18)), tree4_60(f))], otherwise: []),
            TemplateNode.text("init(\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 154, 17), [], "fields", f, 154, 17), body: tree4_61(f), empty: [])),
            TemplateNode.loop(TemplateLoop(variable: "action", sequence: T.value(T.path(f, "actions", 157, 18), [], "actions", f, 157, 18), body: tree4_63(f), empty: [])),
            TemplateNode.text("    ) {\n"),
            TemplateNode.include(name: "Assignments.swift.template", position: T.at(f, 161, 4)),
            TemplateNode.text("    }\n"),
        ]
    }

    private static func tree4_66(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Bool"),
        ]
    }

    private static func tree4_67(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "focusEnum", 165, 73), [T.filter(.identifier, f, 165, 85)], "focusEnum | identifier", f, 165, 73)),
            TemplateNode.text("?"),
        ]
    }

    private static func tree4_68(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Bool"),
        ]
    }

    private static func tree4_69(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "focusEnum", 166, 74), [T.filter(.identifier, f, 166, 86)], "focusEnum | identifier", f, 166, 74)),
            TemplateNode.text("?"),
        ]
    }

    private static func tree4_70(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Bool"),
        ]
    }

    private static func tree4_71(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "focusEnum", 167, 66), [T.filter(.identifier, f, 167, 78)], "focusEnum | identifier", f, 167, 66)),
            TemplateNode.text("?"),
        ]
    }

    private static func tree4_73(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("inputFailure"),
        ]
    }

    private static func tree4_74(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("inputFailures"),
        ]
    }

    private static func tree4_72(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    /// With `showsFailures`, every field's failure shows at once, as after return tried to submit:\n    /// for the app's own submit button, which asks `"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 172, 60), [], "boolFocus", f, 172, 60)), tree4_73(f))], otherwise: tree4_74(f)),
            TemplateNode.text("` first.\n"),
        ]
    }

    private static func tree4_75(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_76(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        "),
            TemplateNode.output(T.value(T.path(f, "field", 176, 12, [T.name(f, "id", 176, 18)]), [T.filter(.identifier, f, 176, 23)], "field.id | identifier", f, 176, 12)),
            TemplateNode.text(": Binding<String>,\n"),
        ]
    }

    private static func tree4_77(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Bool = false"),
        ]
    }

    private static func tree4_78(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "focusEnum", 178, 66), [T.filter(.identifier, f, 178, 78)], "focusEnum | identifier", f, 178, 66)),
            TemplateNode.text("? = nil"),
        ]
    }

    private static func tree4_79(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_81(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_80(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        showsFailures: Bool = false"),
            TemplateNode.conditional([T.branch(.or(.value(T.value(T.path(f, "actions", 180, 42), [], "actions", f, 180, 42)), .value(T.value(T.path(f, "submitAction", 180, 53), [], "submitAction", f, 180, 53))), tree4_81(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_82(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        self.showsFailures = showsFailures\n"),
        ]
    }

    private static func tree4_84(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("inputFailure"),
        ]
    }

    private static func tree4_85(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("inputFailures"),
        ]
    }

    private static func tree4_83(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    /// With `showsFailures`, every field's failure shows at once, as after return tried to submit:\n    /// for the app's own submit button, which asks `"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 196, 60), [], "boolFocus", f, 196, 60)), tree4_84(f))], otherwise: tree4_85(f)),
            TemplateNode.text("` first.\n"),
        ]
    }

    private static func tree4_86(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_87(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        "),
            TemplateNode.output(T.value(T.path(f, "field", 200, 12, [T.name(f, "id", 200, 18)]), [T.filter(.identifier, f, 200, 23)], "field.id | identifier", f, 200, 12)),
            TemplateNode.text(": Binding<String>,\n"),
        ]
    }

    private static func tree4_88(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Bool"),
        ]
    }

    private static func tree4_89(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "focusEnum", 202, 62), [T.filter(.identifier, f, 202, 74)], "focusEnum | identifier", f, 202, 62)),
            TemplateNode.text("?"),
        ]
    }

    private static func tree4_90(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_92(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_91(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        showsFailures: Bool = false"),
            TemplateNode.conditional([T.branch(.or(.value(T.value(T.path(f, "actions", 204, 42), [], "actions", f, 204, 42)), .value(T.value(T.path(f, "submitAction", 204, 53), [], "submitAction", f, 204, 53))), tree4_92(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_93(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("false"),
        ]
    }

    private static func tree4_94(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("nil"),
        ]
    }

    private static func tree4_95(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        self.showsFailures = showsFailures\n"),
        ]
    }

    private static func tree4_65(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    /// The app's focus when it passed one; the form's own otherwise.\n    private let appFocus: FocusState<"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 165, 44), [], "boolFocus", f, 165, 44)), tree4_66(f))], otherwise: tree4_67(f)),
            TemplateNode.text(">.Binding?\n    @FocusState private var ownFocus: "),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 166, 45), [], "boolFocus", f, 166, 45)), tree4_68(f))], otherwise: tree4_69(f)),
            TemplateNode.text("\n    private let initialFocus: "),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 167, 37), [], "boolFocus", f, 167, 37)), tree4_70(f))], otherwise: tree4_71(f)),
            TemplateNode.text("\n\n    /// A form that owns its focus, which goes to `initialFocus` when the form appears.\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 170, 7), [], "hasInputRules", f, 170, 7)), tree4_72(f))], otherwise: []),
            TemplateNode.text("    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 174, 11), [], "access", f, 174, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 174, 21), position: T.at(f, 174, 18)), tree4_75(f))], otherwise: []),
            TemplateNode.text("init(\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 175, 17), [], "fields", f, 175, 17), body: tree4_76(f), empty: [])),
            TemplateNode.text("        initialFocus: "),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 178, 29), [], "boolFocus", f, 178, 29)), tree4_77(f))], otherwise: tree4_78(f)),
            TemplateNode.conditional([T.branch(.or(.or(.value(T.value(T.path(f, "hasInputRules", 178, 115), [], "hasInputRules", f, 178, 115)), .value(T.value(T.path(f, "actions", 178, 132), [], "actions", f, 178, 132))), .value(T.value(T.path(f, "submitAction", 178, 143), [], "submitAction", f, 178, 143))), tree4_79(f))], otherwise: []),
            TemplateNode.text("\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 179, 7), [], "hasInputRules", f, 179, 7)), tree4_80(f))], otherwise: []),
            TemplateNode.include(name: "ClosureParameters.swift.template", position: T.at(f, 182, 4)),
            TemplateNode.text("    ) {\n"),
            TemplateNode.include(name: "Assignments.swift.template", position: T.at(f, 184, 4)),
            TemplateNode.text("        self.appFocus = nil\n        self.initialFocus = initialFocus\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 187, 7), [], "hasInputRules", f, 187, 7)), tree4_82(f))], otherwise: []),
            TemplateNode.text("    }\n\n    /// A form whose focus the app owns: the app reads it, moves it, and releases it, for example\n    /// before its own button acts.\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 194, 7), [], "hasInputRules", f, 194, 7)), tree4_83(f))], otherwise: []),
            TemplateNode.text("    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 198, 11), [], "access", f, 198, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 198, 21), position: T.at(f, 198, 18)), tree4_86(f))], otherwise: []),
            TemplateNode.text("init(\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 199, 17), [], "fields", f, 199, 17), body: tree4_87(f), empty: [])),
            TemplateNode.text("        focus: FocusState<"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 202, 33), [], "boolFocus", f, 202, 33)), tree4_88(f))], otherwise: tree4_89(f)),
            TemplateNode.text(">.Binding"),
            TemplateNode.conditional([T.branch(.or(.or(.value(T.value(T.path(f, "hasInputRules", 202, 114), [], "hasInputRules", f, 202, 114)), .value(T.value(T.path(f, "actions", 202, 131), [], "actions", f, 202, 131))), .value(T.value(T.path(f, "submitAction", 202, 142), [], "submitAction", f, 202, 142))), tree4_90(f))], otherwise: []),
            TemplateNode.text("\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 203, 7), [], "hasInputRules", f, 203, 7)), tree4_91(f))], otherwise: []),
            TemplateNode.include(name: "ClosureParameters.swift.template", position: T.at(f, 206, 4)),
            TemplateNode.text("    ) {\n"),
            TemplateNode.include(name: "Assignments.swift.template", position: T.at(f, 208, 4)),
            TemplateNode.text("        self.appFocus = focus\n        self.initialFocus = "),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 210, 35), [], "boolFocus", f, 210, 35)), tree4_93(f))], otherwise: tree4_94(f)),
            TemplateNode.text("\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 211, 7), [], "hasInputRules", f, 211, 7)), tree4_95(f))], otherwise: []),
            TemplateNode.text("    }\n"),
        ]
    }

    private static func tree4_97(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Bool"),
        ]
    }

    private static func tree4_98(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "focusEnum", 216, 70), [T.filter(.identifier, f, 216, 82)], "focusEnum | identifier", f, 216, 70)),
            TemplateNode.text("?"),
        ]
    }

    private static func tree4_100(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("inputFailure"),
        ]
    }

    private static func tree4_101(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("inputFailures"),
        ]
    }

    private static func tree4_99(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    /// With `showsFailures`, every field's failure shows at once, as after return tried to submit:\n    /// for the app's own submit button, which asks `"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 222, 60), [], "boolFocus", f, 222, 60)), tree4_100(f))], otherwise: tree4_101(f)),
            TemplateNode.text("` first.\n"),
        ]
    }

    private static func tree4_102(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_103(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        "),
            TemplateNode.output(T.value(T.path(f, "field", 226, 12, [T.name(f, "id", 226, 18)]), [T.filter(.identifier, f, 226, 23)], "field.id | identifier", f, 226, 12)),
            TemplateNode.text(": Binding<String>,\n"),
        ]
    }

    private static func tree4_104(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Bool"),
        ]
    }

    private static func tree4_105(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "focusEnum", 228, 62), [T.filter(.identifier, f, 228, 74)], "focusEnum | identifier", f, 228, 62)),
            TemplateNode.text("?"),
        ]
    }

    private static func tree4_106(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_108(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_107(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        showsFailures: Bool = false"),
            TemplateNode.conditional([T.branch(.or(.value(T.value(T.path(f, "actions", 230, 42), [], "actions", f, 230, 42)), .value(T.value(T.path(f, "submitAction", 230, 53), [], "submitAction", f, 230, 53))), tree4_108(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_109(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        self.showsFailures = showsFailures\n"),
        ]
    }

    private static func tree4_96(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    private let focus: FocusState<"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 216, 41), [], "boolFocus", f, 216, 41)), tree4_97(f))], otherwise: tree4_98(f)),
            TemplateNode.text(">.Binding\n\n    /// The fields, for the app's own container; focus is the app's, and so are the bars, through\n    /// `."),
            TemplateNode.output(T.value(T.path(f, "barsModifier", 219, 14), [T.filter(.name, f, 219, 29)], "barsModifier | name", f, 219, 14)),
            TemplateNode.text("(focus:…)`.\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 220, 7), [], "hasInputRules", f, 220, 7)), tree4_99(f))], otherwise: []),
            TemplateNode.text("    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 224, 11), [], "access", f, 224, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 224, 21), position: T.at(f, 224, 18)), tree4_102(f))], otherwise: []),
            TemplateNode.text("init(\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 225, 17), [], "fields", f, 225, 17), body: tree4_103(f), empty: [])),
            TemplateNode.text("        focus: FocusState<"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 228, 33), [], "boolFocus", f, 228, 33)), tree4_104(f))], otherwise: tree4_105(f)),
            TemplateNode.text(">.Binding"),
            TemplateNode.conditional([T.branch(.or(.or(.value(T.value(T.path(f, "hasInputRules", 228, 114), [], "hasInputRules", f, 228, 114)), .value(T.value(T.path(f, "actions", 228, 131), [], "actions", f, 228, 131))), .value(T.value(T.path(f, "submitAction", 228, 142), [], "submitAction", f, 228, 142))), tree4_106(f))], otherwise: []),
            TemplateNode.text("\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 229, 7), [], "hasInputRules", f, 229, 7)), tree4_107(f))], otherwise: []),
            TemplateNode.include(name: "ClosureParameters.swift.template", position: T.at(f, 232, 4)),
            TemplateNode.text("    ) {\n"),
            TemplateNode.include(name: "Assignments.swift.template", position: T.at(f, 234, 4)),
            TemplateNode.text("        self.focus = focus\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 236, 7), [], "hasInputRules", f, 236, 7)), tree4_109(f))], otherwise: []),
            TemplateNode.text("    }\n"),
        ]
    }

    private static func tree4_110(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_111(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        ScrollView {\n            VStack(alignment: .leading, spacing: 16) {\n                fieldViews\n            }\n            .padding()\n        }\n"),
        ]
    }

    private static func tree4_112(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        Form {\n            fieldViews\n        }\n"),
        ]
    }

    private static func tree4_113(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        VStack(alignment: .leading, spacing: 16) {\n            fieldViews\n        }\n"),
        ]
    }

    private static func tree4_115(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            checkedFields.insert(left)\n"),
        ]
    }

    private static func tree4_116(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            if let left { checkedFields.insert(left) }\n"),
        ]
    }

    private static func tree4_114(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        .formGenOnFocusLeave(focus.wrappedValue) { left in\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 265, 7), [], "boolFocus", f, 265, 7)), tree4_115(f))], otherwise: tree4_116(f)),
            TemplateNode.text("        }\n"),
        ]
    }

    private static func tree4_118(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(", "),
            TemplateNode.output(T.value(T.path(f, "id", 273, 83), [T.filter(.argumentLabel, f, 273, 88)], "id | argumentLabel", f, 273, 83)),
            TemplateNode.text(": $"),
            TemplateNode.output(T.value(T.path(f, "id", 273, 110), [T.filter(.name, f, 273, 115)], "id | name", f, 273, 110)),
        ]
    }

    private static func tree4_117(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        ."),
            TemplateNode.output(T.value(T.path(f, "barsModifier", 273, 13), [T.filter(.name, f, 273, 28)], "barsModifier | name", f, 273, 13)),
            TemplateNode.text("(focus: focus"),
            TemplateNode.loop(TemplateLoop(variable: "id", sequence: T.value(T.path(f, "okCancelFields", 273, 61), [], "okCancelFields", f, 273, 61), body: tree4_118(f), empty: [])),
            TemplateNode.text(")\n        .formGenInitialFocus(initialFocus, focus: focus)\n"),
        ]
    }

    private static func tree4_119(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("\n    @MainActor private var focus: FocusState<"),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 279, 49), [T.filter(.identifier, f, 279, 61)], "focusEnum | identifier", f, 279, 49)),
            TemplateNode.text("?>.Binding { $ownFocus }\n"),
        ]
    }

    private static func tree4_121(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Bool"),
        ]
    }

    private static func tree4_122(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "focusEnum", 282, 81), [T.filter(.identifier, f, 282, 93)], "focusEnum | identifier", f, 282, 81)),
            TemplateNode.text("?"),
        ]
    }

    private static func tree4_120(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("\n    @MainActor private var focus: FocusState<"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 282, 52), [], "boolFocus", f, 282, 52)), tree4_121(f))], otherwise: tree4_122(f)),
            TemplateNode.text(">.Binding {\n        appFocus ?? $ownFocus\n    }\n"),
        ]
    }

    private static func tree4_125(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "field", 292, 58, [T.name(f, "id", 292, 64)]), [T.filter(.identifier, f, 292, 69)], "field.id | identifier", f, 292, 58)),
        ]
    }

    private static func tree4_124(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        if Self.inputFailure("),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 292, 46), [], "fields", f, 292, 46), body: tree4_125(f), empty: [])),
            TemplateNode.text(") != nil {\n            failedSubmits += 1\n            focus.wrappedValue = true\n        } else {\n            "),
            TemplateNode.output(T.value(T.path(f, "submitAction", 296, 16), [T.filter(.identifier, f, 296, 31)], "submitAction | identifier", f, 296, 16)),
            TemplateNode.text("()\n        }\n"),
        ]
    }

    private static func tree4_127(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            ."),
            TemplateNode.output(T.value(T.path(f, "field", 301, 17, [T.name(f, "id", 301, 23)]), [T.filter(.name, f, 301, 28)], "field.id | name", f, 301, 17)),
            TemplateNode.text(": "),
            TemplateNode.output(T.value(T.path(f, "field", 301, 40, [T.name(f, "id", 301, 46)]), [T.filter(.identifier, f, 301, 51)], "field.id | identifier", f, 301, 40)),
            TemplateNode.text(",\n"),
        ]
    }

    private static func tree4_126(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        let failures = Self.inputFailures([\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 300, 17), [], "fields", f, 300, 17), body: tree4_127(f), empty: [])),
            TemplateNode.text("        ])\n        if let first = Self.focusOrder.first(where: { failures[$0] != nil }) {\n            failedSubmits += 1\n            focus.wrappedValue = first\n        } else {\n            "),
            TemplateNode.output(T.value(T.path(f, "submitAction", 308, 16), [T.filter(.identifier, f, 308, 31)], "submitAction | identifier", f, 308, 16)),
            TemplateNode.text("()\n        }\n"),
        ]
    }

    private static func tree4_123(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("    /// Runs `"),
            TemplateNode.output(T.value(T.path(f, "submitAction", 288, 18), [T.filter(.name, f, 288, 33)], "submitAction | name", f, 288, 18)),
            TemplateNode.text("` when no field fails its input rules; otherwise shows every\n    /// failure and moves focus to the first failing field.\n    @MainActor private func submitIfValid() {\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 291, 7), [], "boolFocus", f, 291, 7)), tree4_124(f))], otherwise: tree4_126(f)),
            TemplateNode.text("    }\n\n"),
        ]
    }

    private static func tree4_128(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "strings", 315, 77, [T.name(f, "table", 315, 85)]), [T.filter(.swiftString, f, 315, 93)], "strings.table | swiftString", f, 315, 77)),
        ]
    }

    private static func tree4_129(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("nil"),
        ]
    }

    private static func tree4_130(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.include(name: "Field.swift.template", position: T.at(f, 327, 4)),
        ]
    }

    private static func tree4_132(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("public "),
        ]
    }

    private static func tree4_133(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Bool"),
        ]
    }

    private static func tree4_134(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "name", 337, 62), [T.filter(.identifier, f, 337, 69)], "name | identifier", f, 337, 62)),
            TemplateNode.text("."),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 337, 86), [T.filter(.name, f, 337, 98)], "focusEnum | name", f, 337, 86)),
            TemplateNode.text("?"),
        ]
    }

    private static func tree4_135(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_137(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_136(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        "),
            TemplateNode.output(T.value(T.path(f, "id", 339, 12), [T.filter(.identifier, f, 339, 17)], "id | identifier", f, 339, 12)),
            TemplateNode.text(": Binding<String>"),
            TemplateNode.conditional([T.branch(.not(.value(T.value(T.path(f, "forloop", 339, 57, [T.name(f, "last", 339, 65)]), [], "forloop.last", f, 339, 57))), tree4_137(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_138(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .dismissesFocusOnTapOutside(focus)\n"),
        ]
    }

    private static func tree4_139(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.include(name: "Bar.swift.template", position: T.at(f, 347, 4)),
        ]
    }

    private static func tree4_140(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            // Outermost, so that the padding lifts the bars with the fields.\n            .avoidsKeyboard()\n"),
        ]
    }

    private static func tree4_142(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .avoidsKeyboard(focused: focus)\n"),
        ]
    }

    private static func tree4_143(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            .avoidsKeyboard(focused: focus, whenMatches: "),
            TemplateNode.output(T.value(T.path(f, "name", 358, 61), [T.filter(.identifier, f, 358, 68)], "name | identifier", f, 358, 61)),
            TemplateNode.text(".keyboardObserverFields)\n"),
        ]
    }

    private static func tree4_141(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            // Outermost, so that the padding lifts the bars with the fields; only while one of\n            // the fields that ask for it has focus.\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 355, 7), [], "boolFocus", f, 355, 7)), tree4_142(f))], otherwise: tree4_143(f)),
        ]
    }

    private static func tree4_131(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("\nextension View {\n    /// Gives any container of `"),
            TemplateNode.output(T.value(T.path(f, "name", 334, 36), [T.filter(.identifier, f, 334, 43)], "name | identifier", f, 334, 36)),
            TemplateNode.text("`'s fields what the form needs around them: its keyboard\n    /// bars, and tap-outside dismissal and keyboard avoidance when the spec asks for them.\n    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 336, 11), [], "access", f, 336, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 336, 21), position: T.at(f, 336, 18)), tree4_132(f))], otherwise: []),
            TemplateNode.text("func "),
            TemplateNode.output(T.value(T.path(f, "barsModifier", 336, 58), [T.filter(.identifier, f, 336, 73)], "barsModifier | identifier", f, 336, 58)),
            TemplateNode.text("(\n        focus: FocusState<"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 337, 33), [], "boolFocus", f, 337, 33)), tree4_133(f))], otherwise: tree4_134(f)),
            TemplateNode.text(">.Binding"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "okCancelFields", 337, 132), [], "okCancelFields", f, 337, 132)), tree4_135(f))], otherwise: []),
            TemplateNode.text("\n"),
            TemplateNode.loop(TemplateLoop(variable: "id", sequence: T.value(T.path(f, "okCancelFields", 338, 14), [], "okCancelFields", f, 338, 14), body: tree4_136(f), empty: [])),
            TemplateNode.text("    ) -> some View {\n        self\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "dismissOnTapOutside", 343, 7), [], "dismissOnTapOutside", f, 343, 7)), tree4_138(f))], otherwise: []),
            TemplateNode.loop(TemplateLoop(variable: "bar", sequence: T.value(T.path(f, "bars", 346, 15), [], "bars", f, 346, 15), body: tree4_139(f), empty: [])),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "keyboardObserver", 349, 7), [], "keyboardObserver", f, 349, 7)), tree4_140(f)), T.branch(.value(T.value(T.path(f, "keyboardObserverFields", 352, 9), [], "keyboardObserverFields", f, 352, 9)), tree4_141(f))], otherwise: []),
            TemplateNode.text("    }\n}\n"),
        ]
    }

    private static func tree4_144(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        @State private var "),
            TemplateNode.output(T.value(T.path(f, "field", 374, 31, [T.name(f, "id", 374, 37)]), [T.filter(.identifier, f, 374, 42)], "field.id | identifier", f, 374, 31)),
            TemplateNode.text(" = "),
            TemplateNode.output(T.value(T.path(f, "field", 374, 61, [T.name(f, "sampleText", 374, 67)]), [T.filter(.swiftString, f, 374, 80)], "field.sampleText | swiftString", f, 374, 61)),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_146(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("Bool"),
        ]
    }

    private static func tree4_147(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.output(T.value(T.path(f, "name", 377, 75), [T.filter(.identifier, f, 377, 82)], "name | identifier", f, 377, 75)),
            TemplateNode.text("."),
            TemplateNode.output(T.value(T.path(f, "focusEnum", 377, 99), [T.filter(.name, f, 377, 111)], "focusEnum | name", f, 377, 99)),
            TemplateNode.text("?"),
        ]
    }

    private static func tree4_145(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("        @FocusState private var focus: "),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "boolFocus", 377, 46), [], "boolFocus", f, 377, 46)), tree4_146(f))], otherwise: tree4_147(f)),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_149(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_148(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                "),
            TemplateNode.output(T.value(T.path(f, "field", 383, 20, [T.name(f, "id", 383, 26)]), [T.filter(.argumentLabel, f, 383, 31)], "field.id | argumentLabel", f, 383, 20)),
            TemplateNode.text(": $"),
            TemplateNode.output(T.value(T.path(f, "field", 383, 53, [T.name(f, "id", 383, 59)]), [T.filter(.name, f, 383, 64)], "field.id | name", f, 383, 53)),
            TemplateNode.conditional([T.branch(.or(.or(.or(.not(.value(T.value(T.path(f, "forloop", 383, 81, [T.name(f, "last", 383, 89)]), [], "forloop.last", f, 383, 81))), .value(T.value(T.path(f, "actions", 383, 97), [], "actions", f, 383, 97))), .value(T.value(T.path(f, "submitAction", 383, 108), [], "submitAction", f, 383, 108))), .and(.not(.value(T.value(T.path(f, "part", 383, 128), [], "part", f, 383, 128))), .not(.value(T.value(T.path(f, "ownsFocus", 383, 141), [], "ownsFocus", f, 383, 141))))), tree4_149(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_151(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_150(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                focus: $focus"),
            TemplateNode.conditional([T.branch(.or(.value(T.value(T.path(f, "actions", 386, 36), [], "actions", f, 386, 36)), .value(T.value(T.path(f, "submitAction", 386, 47), [], "submitAction", f, 386, 47))), tree4_151(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_153(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(","),
        ]
    }

    private static func tree4_152(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                "),
            TemplateNode.output(T.value(T.path(f, "action", 389, 20), [T.filter(.argumentLabel, f, 389, 29)], "action | argumentLabel", f, 389, 20)),
            TemplateNode.text(": {}"),
            TemplateNode.conditional([T.branch(.or(.not(.value(T.value(T.path(f, "forloop", 389, 59, [T.name(f, "last", 389, 67)]), [], "forloop.last", f, 389, 59))), .value(T.value(T.path(f, "submitAction", 389, 75), [], "submitAction", f, 389, 75))), tree4_153(f))], otherwise: []),
            TemplateNode.text("\n"),
        ]
    }

    private static func tree4_154(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("                "),
            TemplateNode.output(T.value(T.path(f, "submitAction", 392, 20), [T.filter(.argumentLabel, f, 392, 35)], "submitAction | argumentLabel", f, 392, 20)),
            TemplateNode.text(": {}\n"),
        ]
    }

    private static func tree4_156(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(", "),
            TemplateNode.output(T.value(T.path(f, "id", 396, 88), [T.filter(.argumentLabel, f, 396, 93)], "id | argumentLabel", f, 396, 88)),
            TemplateNode.text(": $"),
            TemplateNode.output(T.value(T.path(f, "id", 396, 115), [T.filter(.name, f, 396, 120)], "id | name", f, 396, 115)),
        ]
    }

    private static func tree4_155(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            ."),
            TemplateNode.output(T.value(T.path(f, "barsModifier", 396, 17), [T.filter(.name, f, 396, 32)], "barsModifier | name", f, 396, 17)),
            TemplateNode.text("(focus: $focus"),
            TemplateNode.loop(TemplateLoop(variable: "id", sequence: T.value(T.path(f, "okCancelFields", 396, 66), [], "okCancelFields", f, 396, 66), body: tree4_156(f), empty: [])),
            TemplateNode.text(")\n"),
        ]
    }

    /// Form.swift.template
    private static func tree4(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "part", 7, 7), [], "part", f, 7, 7)), tree4_0(f))], otherwise: tree4_1(f)),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 14, 7), [], "access", f, 14, 7), equal: true, T.value(.string("public"), [], #""public""#, f, 14, 17), position: T.at(f, 14, 14)), tree4_2(f))], otherwise: []),
            TemplateNode.text("struct "),
            TemplateNode.output(T.value(T.path(f, "name", 14, 56), [T.filter(.identifier, f, 14, 63)], "name | identifier", f, 14, 56)),
            TemplateNode.text(" {\n"),
            TemplateNode.conditional([T.branch(.not(.value(T.value(T.path(f, "boolFocus", 15, 11), [], "boolFocus", f, 15, 11))), tree4_3(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.not(.value(T.value(T.path(f, "part", 28, 11), [], "part", f, 28, 11))), tree4_8(f))], otherwise: []),
            TemplateNode.text("\n    #if canImport(SwiftUI)\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 132, 17), [], "fields", f, 132, 17), body: tree4_52(f), empty: [])),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 135, 7), [], "hasInputRules", f, 135, 7)), tree4_53(f))], otherwise: []),
            TemplateNode.loop(TemplateLoop(variable: "action", sequence: T.value(T.path(f, "actions", 143, 18), [], "actions", f, 143, 18), body: tree4_56(f), empty: [])),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "submitAction", 146, 7), [], "submitAction", f, 146, 7)), tree4_57(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "part", 149, 7), [], "part", f, 149, 7)), tree4_58(f)), T.branch(.value(T.value(T.path(f, "ownsFocus", 163, 9), [], "ownsFocus", f, 163, 9)), tree4_65(f))], otherwise: tree4_96(f)),
            TemplateNode.text("    #endif\n}\n\n#if canImport(SwiftUI)\nextension "),
            TemplateNode.output(T.value(T.path(f, "name", 245, 14), [T.filter(.identifier, f, 245, 21)], "name | identifier", f, 245, 14)),
            TemplateNode.text(": View {\n    "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "access", 246, 11), [], "access", f, 246, 11), equal: true, T.value(.string("public"), [], #""public""#, f, 246, 21), position: T.at(f, 246, 18)), tree4_110(f))], otherwise: []),
            TemplateNode.text("var body: some View {\n"),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "layout", 247, 7), [], "layout", f, 247, 7), equal: true, T.value(.string("scroll"), [], #""scroll""#, f, 247, 17), position: T.at(f, 247, 14)), tree4_111(f)), T.branch(.comparison(T.value(T.path(f, "layout", 254, 9), [], "layout", f, 254, 9), equal: true, T.value(.string("form"), [], #""form""#, f, 254, 19), position: T.at(f, 254, 16)), tree4_112(f))], otherwise: tree4_113(f)),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "hasInputRules", 263, 7), [], "hasInputRules", f, 263, 7)), tree4_114(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "ownsFocus", 272, 7), [], "ownsFocus", f, 272, 7)), tree4_117(f))], otherwise: []),
            TemplateNode.text("    }\n"),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "part", 277, 7), [], "part", f, 277, 7)), tree4_119(f)), T.branch(.value(T.value(T.path(f, "ownsFocus", 280, 9), [], "ownsFocus", f, 280, 9)), tree4_120(f))], otherwise: []),
            TemplateNode.text("\n"),
            TemplateNode.conditional([T.branch(.and(.value(T.value(T.path(f, "hasInputRules", 287, 7), [], "hasInputRules", f, 287, 7)), .value(T.value(T.path(f, "submitAction", 287, 25), [], "submitAction", f, 287, 25))), tree4_123(f))], otherwise: []),
            TemplateNode.text("    /// The strings table the form's text is looked up in (`nil`: Localizable), and the bundle that holds it.\n    fileprivate static var stringsTable: String? { "),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "strings", 315, 58, [T.name(f, "table", 315, 66)]), [], "strings.table", f, 315, 58)), tree4_128(f))], otherwise: tree4_129(f)),
            TemplateNode.text(" }\n    fileprivate static var stringsBundle: Bundle { ."),
            TemplateNode.output(T.value(T.path(f, "strings", 316, 56, [T.name(f, "bundle", 316, 64)]), [T.filter(.name, f, 316, 73)], "strings.bundle | name", f, 316, 56)),
            TemplateNode.text(" }\n\n    /// The text of `key` in the form's strings table. The key is a value, not a literal, so that\n    /// Xcode's string extraction leaves the table to `formgen strings`.\n    fileprivate static func localized(_ key: String) -> Text {\n        Text(LocalizedStringKey(key), tableName: stringsTable, bundle: stringsBundle)\n    }\n\n    /// One view per field, in focus order: rows in a `Form`, a stack's items elsewhere.\n    @MainActor @ViewBuilder private var fieldViews: some View {\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 326, 17), [], "fields", f, 326, 17), body: tree4_130(f), empty: [])),
            TemplateNode.text("    }\n}\n"),
            TemplateNode.conditional([T.branch(.not(.value(T.value(T.path(f, "part", 331, 11), [], "part", f, 331, 11))), tree4_131(f))], otherwise: []),
            TemplateNode.text("\n#if DEBUG\n/// "),
            TemplateNode.output(T.value(T.path(f, "name", 366, 8), [T.filter(.identifier, f, 366, 15)], "name | identifier", f, 366, 8)),
            TemplateNode.text(" with sample text in its fields, for Xcode's canvas.\nstruct "),
            TemplateNode.output(T.value(T.path(f, "name", 367, 11), [T.filter(.identifier, f, 367, 18)], "name | identifier", f, 367, 11)),
            TemplateNode.text("Previews: PreviewProvider {\n    static var previews: some View {\n        Sample()\n    }\n\n    private struct Sample: View {\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 373, 17), [], "fields", f, 373, 17), body: tree4_144(f), empty: [])),
            TemplateNode.conditional([T.branch(.and(.not(.value(T.value(T.path(f, "part", 376, 11), [], "part", f, 376, 11))), .not(.value(T.value(T.path(f, "ownsFocus", 376, 24), [], "ownsFocus", f, 376, 24)))), tree4_145(f))], otherwise: []),
            TemplateNode.text("\n        var body: some View {\n            "),
            TemplateNode.output(T.value(T.path(f, "name", 381, 16), [T.filter(.identifier, f, 381, 23)], "name | identifier", f, 381, 16)),
            TemplateNode.text("(\n"),
            TemplateNode.loop(TemplateLoop(variable: "field", sequence: T.value(T.path(f, "fields", 382, 17), [], "fields", f, 382, 17), body: tree4_148(f), empty: [])),
            TemplateNode.conditional([T.branch(.and(.not(.value(T.value(T.path(f, "part", 385, 11), [], "part", f, 385, 11))), .not(.value(T.value(T.path(f, "ownsFocus", 385, 24), [], "ownsFocus", f, 385, 24)))), tree4_150(f))], otherwise: []),
            TemplateNode.loop(TemplateLoop(variable: "action", sequence: T.value(T.path(f, "actions", 388, 18), [], "actions", f, 388, 18), body: tree4_152(f), empty: [])),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "submitAction", 391, 7), [], "submitAction", f, 391, 7)), tree4_154(f))], otherwise: []),
            TemplateNode.text("            )\n"),
            TemplateNode.conditional([T.branch(.and(.not(.value(T.value(T.path(f, "part", 395, 11), [], "part", f, 395, 11))), .not(.value(T.value(T.path(f, "ownsFocus", 395, 24), [], "ownsFocus", f, 395, 24)))), tree4_155(f))], otherwise: []),
            TemplateNode.text("        }\n    }\n}\n#endif\n#endif\n"),
        ]
    }

    /// FormGenSupport.swift.template
    private static func tree5(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("//\n// The runtime shared by every form formgen generates: focus order, which bar a focus value shows,\n// what Cancel restores, the keyboard accessory bars, the text field and the keyboard observer.\n// Its bytes are the same for every spec, so any number of forms compile together in one target.\n\nimport Foundation\n\n/// Moves focus along a form's fields in order: what return and the chevrons do.\nenum FormGenFocusOrder {\n    /// The field after `current`; `nil` after the last one, which releases focus.\n    static func field<Field: Equatable>(after current: Field?, in order: [Field]) -> Field? {\n        guard let current, let index = order.firstIndex(of: current), index + 1 < order.count else { return nil }\n        return order[index + 1]\n    }\n\n    /// The field before `current`; `nil` before the first one.\n    static func field<Field: Equatable>(before current: Field?, in order: [Field]) -> Field? {\n        guard let current, let index = order.firstIndex(of: current), index > 0 else { return nil }\n        return order[index - 1]\n    }\n}\n\n/// Decides whether a bar shows for the current focus.\nenum FormGenBarRule {\n    /// A bar shows while one of its `whenMatches` fields has focus; an empty list means any field.\n    static func shows<Field: Equatable>(focus: Field?, whenMatches: [Field]) -> Bool {\n        guard let focus else { return false }\n        return whenMatches.isEmpty || whenMatches.contains(focus)\n    }\n}\n\n/// What return does in a field of a form: move focus to another field, run the form's submit\n/// action, or release focus. Generated forms answer it with no UI (`returnAction(from:)`), so an\n/// app's tests can ask it anywhere. Public, as a public form's API names it.\npublic enum FormGenReturnAction<Field: Hashable & Sendable>: Equatable, Sendable {\n    /// Move focus to this field.\n    case focus(Field)\n    /// Run the form's submit action, when its input rules find nothing wrong.\n    case submit\n    /// Release focus, which hides the keyboard.\n    case release\n    /// Nothing: the return key of a multiline field starts a new line. Before iOS 16, where such a\n    /// field is one line, return hides the keyboard.\n    case newLine\n}\n\n/// Why a field's text fails its input rules. Public, as a public form's `inputFailures` names it.\npublic enum FormGenInputFailure: Equatable, Sendable {\n    /// The text is empty, or white space only.\n    case required\n    /// Fewer characters than `minimum`.\n    case tooShort(minimum: Int)\n    /// More characters than `maximum`.\n    case tooLong(maximum: Int)\n    /// The text does not match the pattern.\n    case mismatch\n    /// A numeric field's text is not a number.\n    case notANumber\n    /// The number is below the minimum or above the maximum.\n    case outOfRange\n}\n\n/// What a field's text must be, as its spec's input rules say; checked with no UI, so a form's\n/// `inputFailures` can be asked in any context.\nstruct FormGenInputRule: Sendable {\n    var required = false\n    var minLength: Int?\n    var maxLength: Int?\n    var pattern: String?\n    var number: FormGenNumberRule?\n\n    /// The first rule `text` breaks, in the order required, length, number, pattern; `nil` when it\n    /// passes. A text of white space only counts as empty, and an empty text passes every rule but\n    /// `required`, so an optional field may stay empty.\n    func failure(of text: String) -> FormGenInputFailure? {\n        if text.allSatisfy(\\.isWhitespace) {\n            return required ? .required : nil\n        }\n        // Characters as Swift counts them: a flag, an emoji with its modifiers, or a letter with\n        // combining marks is one.\n        let count = text.count\n        if let minLength, count < minLength { return .tooShort(minimum: minLength) }\n        if let maxLength, count > maxLength { return .tooLong(maximum: maxLength) }\n        if let number, let failure = number.failure(of: text) { return failure }\n        if let pattern, !Self.text(text, wholeMatches: pattern) { return .mismatch }\n        return nil\n    }\n\n    /// Whether all of `text` matches `pattern`: with Swift's `Regex` where the system has it\n    /// (iOS 16), and with `NSRegularExpression` before. A pattern the engine cannot read matches\n    /// nothing; formgen refuses a pattern `Regex` cannot read, and warns about `Regex`-only syntax\n    /// in a spec whose `minimumIOS` is below 16.\n    static func text(_ text: String, wholeMatches pattern: String) -> Bool {\n        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {\n            return formGenRegexWholeMatch(text, pattern)\n        }\n        guard let expression = try? NSRegularExpression(pattern: \"^(?:\" + pattern + \")$\") else { return false }\n        let range = NSRange(text.startIndex..., in: text)\n        return expression.firstMatch(in: text, options: [.anchored], range: range)?.range == range\n    }\n}\n\n@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)\nprivate func formGenRegexWholeMatch(_ text: String, _ pattern: String) -> Bool {\n    guard let regex = try? Regex(pattern) else { return false }\n    return (try? regex.wholeMatch(in: text)) != nil\n}\n\n/// What a numeric field's text must be: a number as `FormGenNumber` reads it, within the bounds.\nstruct FormGenNumberRule: Sendable {\n    var isDecimal: Bool\n    var minimum: Double?\n    var maximum: Double?\n\n    func failure(of text: String) -> FormGenInputFailure? {\n        guard FormGenNumber.isNumeral(text, decimal: isDecimal) else { return .notANumber }\n        // A whole number too long for Int is still a number, just not one in range.\n        guard let value = isDecimal ? FormGenNumber.decimal(text) : FormGenNumber.integer(text).map(Double.init) else {\n            return .outOfRange\n        }\n        if let minimum, value < minimum { return .outOfRange }\n        if let maximum, value > maximum { return .outOfRange }\n        return nil\n    }\n}\n\n/// The number a numeric field's text holds, read as its input rules read it: white space around\n/// it, an optional `+` or `-`, decimal digits of one script, and for a decimal one separator, `.`,\n/// `,` or `٫`. The number and decimal pads type the digits and the separator of the user's\n/// locale: `٢٥` in Arabic, `۲۵` in Persian, `२५` in Hindi, a comma in much of Europe. Public, so\n/// that an app reads the number it submits exactly as the form accepted it; `Int(_:)` and\n/// `Double(_:)` refuse the white space, the comma and those digits.\npublic enum FormGenNumber {\n    /// The whole number of `text`; `nil` when it is none, or past `Int`'s range.\n    public static func integer(_ text: String) -> Int? {\n        numeral(text, decimal: false).flatMap { Int($0) }\n    }\n\n    /// The number of `text`, whole or decimal; `nil` when it is none, or too large for a `Double`.\n    public static func decimal(_ text: String) -> Double? {\n        guard let numeral = numeral(text, decimal: true), let value = Double(numeral), value.isFinite else {\n            return nil\n        }\n        return value\n    }\n\n    /// Whether `text` has the form of a number: sign, digits, and with `decimal` one separator.\n    static func isNumeral(_ text: String, decimal: Bool) -> Bool {\n        numeral(text, decimal: decimal) != nil\n    }\n\n    /// `text` as Swift reads a number, with ASCII digits and `.`; `nil` when it is not one.\n    private static func numeral(_ text: String, decimal: Bool) -> String? {\n        var body = Substring(text.trimmingCharacters(in: .whitespaces))\n        var numeral = \"\"\n        if let sign = body.first, sign == \"+\" || sign == \"-\" {\n            numeral.append(sign)\n            body = body.dropFirst()\n        }\n        var digits = 0\n        var separators = 0\n        // The code point of the digits' zero: a number is written in one script's digits, as a\n        // keypad types it; \"1٢\" mixes two.\n        var zero: UInt32?\n        for character in body {\n            // One scalar each: a digit with a combining mark is another character.\n            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }\n            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {\n                let digitZero = scalar.value - UInt32(value)\n                guard zero == nil || zero == digitZero else { return nil }\n                zero = digitZero\n                numeral += String(Int(value))\n                digits += 1\n            } else if scalar == \".\" || scalar == \",\" || scalar == \"\\u{066B}\" {\n                numeral += \".\"\n                separators += 1\n            } else {\n                return nil\n            }\n        }\n        return digits > 0 && separators <= (decimal ? 1 : 0) ? numeral : nil\n    }\n}\n\n/// What an OK/Cancel bar's Cancel button writes back into its field. Public, as `FormGenOKCancelBar`\n/// and a public form's cancel behaviours name it.\npublic enum FormGenCancelBehavior: Sendable {\n    /// Restore the text the field had when it gained focus.\n    case revert\n    /// Empty the field.\n    case clear\n\n    /// The text after Cancel, given the text the field had when it gained focus.\n    func restoredText(original: String) -> String {\n        switch self {\n        case .revert: original\n        case .clear: \"\"\n        }\n    }\n}\n\n/// What a field limited to a number of characters keeps of an edit.\nenum FormGenLengthLimit {\n    /// The edit from `old` to `new`, at most `maximum` characters: the characters the edit\n    /// inserted, cut to the room left, where the edit put them, and the rest of the text as it\n    /// was. Cutting the end of `new` instead would drop the end of the text whenever the user\n    /// types into the middle of a full field. An edit that does not lengthen the text stands, so\n    /// a text the app set too long is never cut, only kept from growing (its failure says it is\n    /// too long). `selection` is the part of `old` that was selected before the edit, in\n    /// characters, when the field knows it: the edit replaced it, which tells apart a paste that\n    /// repeats the text around it. A selection the edit cannot have replaced (one the field\n    /// already moved past the edit) is not used.\n    static func edit(\n        replacing old: String, with new: String, maximum: Int, selection: Range<Int>? = nil\n    ) -> FormGenLimitedEdit {\n        let after = Array(new)\n        let before = Array(old)\n        guard after.count > maximum, after.count > before.count else {\n            return FormGenLimitedEdit(text: new, caret: nil)\n        }\n        var prefix = 0\n        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] {\n            prefix += 1\n        }\n        var commonSuffix = 0\n        while commonSuffix < before.count,\n            before[before.count - 1 - commonSuffix] == after[after.count - 1 - commonSuffix]\n        {\n            commonSuffix += 1\n        }\n        let suffix: Int\n        // The edit replaced the selection if the text before it and the text after it are unchanged.\n        if let selection, selection.lowerBound >= 0, selection.lowerBound <= prefix,\n            selection.upperBound <= before.count, before.count - selection.upperBound <= commonSuffix\n        {\n            prefix = selection.lowerBound\n            suffix = before.count - selection.upperBound\n        } else {\n            suffix = min(commonSuffix, before.count - prefix)\n        }\n        let inserted = after[prefix..<(after.count - suffix)]\n        let kept = inserted.prefix(max(0, maximum - prefix - suffix))\n        // Characters can only merge where the pieces meet (a combining mark), never multiply.\n        let text = String(after[..<prefix]) + String(kept) + String(after[(after.count - suffix)...])\n        return FormGenLimitedEdit(text: text, caret: min(prefix + kept.count, text.count))\n    }\n\n    /// `range`, in UTF-16 code units as UIKit counts positions in a text, as characters of `text`;\n    /// `nil` when it is not within `text` or does not start and end between characters.\n    static func characters(inUTF16 range: Range<Int>, of text: String) -> Range<Int>? {\n        let utf16 = text.utf16\n        guard range.lowerBound >= 0, range.upperBound <= utf16.count,\n            let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound).samePosition(in: text),\n            let upper = utf16.index(utf16.startIndex, offsetBy: range.upperBound).samePosition(in: text)\n        else { return nil }\n        let start = text.distance(from: text.startIndex, to: lower)\n        return start..<(start + text.distance(from: lower, to: upper))\n    }\n}\n\n/// An edit as a length limit leaves it.\nstruct FormGenLimitedEdit: Equatable {\n    var text: String\n    /// When the edit was cut: the characters before the caret, which belongs after the kept part\n    /// of what the edit inserted. `nil`: the edit stands, with the caret where the field put it.\n    var caret: Int?\n\n    /// `caret` in UTF-16 code units, as UIKit counts positions in a text.\n    var caretUTF16Offset: Int? {\n        caret.map { text.prefix($0).utf16.count }\n    }\n}\n\n/// The text of each input failure of a field: keys of a strings table (`nil`: Localizable) in a\n/// bundle. The too-short and too-long texts are formats that may hold the limit as `%lld`. A\n/// failure that the field's rules cannot give has no key.\nstruct FormGenInputMessages {\n    var required: String?\n    var tooShort: String?\n    var tooLong: String?\n    var mismatch: String?\n    var notANumber: String?\n    var outOfRange: String?\n    var table: String?\n    var bundle: Bundle\n\n    /// The text for `failure`, in the language the bundle chooses for the user, with its limit.\n    /// A String rather than a SwiftUI `Text`, so that VoiceOver can announce it too.\n    func text(for failure: FormGenInputFailure) -> String {\n        switch failure {\n        case .required: localized(required)\n        case .tooShort(let minimum): String.localizedStringWithFormat(localized(tooShort), minimum)\n        case .tooLong(let maximum): String.localizedStringWithFormat(localized(tooLong), maximum)\n        case .mismatch: localized(mismatch)\n        case .notANumber: localized(notANumber)\n        case .outOfRange: localized(outOfRange)\n        }\n    }\n\n    /// The table's text for `key`: the key itself when the table has no entry for it.\n    private func localized(_ key: String?) -> String {\n        guard let key else { return \"\" }\n        return bundle.localizedString(forKey: key, value: nil, table: table)\n    }\n}\n\n#if canImport(CoreGraphics)\nimport CoreGraphics\n#else\nimport Foundation\n#endif\n\n/// Where the keyboard covers a view, worked out from two rectangles in one coordinate space.\n///\n/// UIKit reports the keyboard's end frame in `keyboardWillChangeFrameNotification` for every\n/// change: showing, hiding, docking and undocking, splitting, and the short shortcuts bar of a\n/// hardware keyboard. When the keyboard leaves, the end frame lies below the screen.\nenum FormGenKeyboardGeometry {\n    /// How far the keyboard reaches up into the view from its bottom edge: the view's height from\n    /// the keyboard's top edge down, at most the view's height; 0 when they do not meet.\n    ///\n    /// A keyboard narrower than the view counts as 0: it is the iPad's floating keyboard, which\n    /// the user drags out of the way and which leaves the view's full width beside it, so the view\n    /// is not lifted for it (as `UIKeyboardLayoutGuide` does not follow it by default). A keyboard\n    /// at least as wide as the view covers every column of it, whether docked at the bottom,\n    /// undocked or split higher up (the view is then lifted above it), or only its shortcuts bar.\n    /// A keyboard that covers the view's top but not its bottom counts as 0 too: padding the\n    /// bottom cannot uncover anything, and UIKit has reported such frames, above the screen, for\n    /// a keyboard undocked from its menu.\n    static func overlap(keyboard: CGRect, view: CGRect) -> CGFloat {\n        guard !keyboard.isNull, !view.isNull, keyboard.width >= view.width, keyboard.height > 0 else { return 0 }\n        guard keyboard.minY < view.maxY, keyboard.maxY > view.minY else { return 0 }\n        guard keyboard.minY > view.minY || keyboard.maxY >= view.maxY else { return 0 }\n        return min(view.maxY - keyboard.minY, view.height)\n    }\n}\n\n/// What a secure field's text becomes on the first change after it regains focus.\n///\n/// UIKit empties a secure text field (`isSecureTextEntry`) on the first keystroke after it becomes\n/// first responder again: a typed character replaces the whole text and delete empties it. When\n/// hiding a revealed password moves focus into the secure field, that would throw the text away.\nenum FormGenSecureEntry {\n    /// The text to keep, given the text before the change and the text UIKit left: the old text\n    /// without its last character when the change emptied it (delete), the old text and the\n    /// character when one character replaced it, and the new text otherwise (an edit that kept the\n    /// old text, or AutoFill or a paste that replaced it with more than one character).\n    static func text(afterFirstChangeFrom old: String, to new: String) -> String {\n        guard !old.isEmpty, !new.hasPrefix(old) else { return new }\n        if new.isEmpty { return String(old.dropLast()) }\n        return new.count == 1 ? old + new : new\n    }\n}\n\n#if canImport(SwiftUI)\nimport SwiftUI\n\n/// A bar's view of the form's focus: whether the bar should show, and how to release focus.\n///\n/// One protocol for `FocusState<Field?>` and `FocusState<Bool>` lets each bar be written once.\n@MainActor\nprotocol FormGenBarFocus {\n    var isActive: Bool { get }\n    func release()\n}\n\n/// The focus of a form whose fields are cases of an enum; the bar shows for `whenMatches`.\nstruct FormGenEnumBarFocus<Field: Hashable>: FormGenBarFocus {\n    let focused: FocusState<Field?>.Binding\n    let whenMatches: [Field]\n\n    var isActive: Bool { FormGenBarRule.shows(focus: focused.wrappedValue, whenMatches: whenMatches) }\n\n    func release() { focused.wrappedValue = nil }\n}\n\n/// The focus of a single-field form.\nstruct FormGenBoolBarFocus: FormGenBarFocus {\n    let focused: FocusState<Bool>.Binding\n\n    var isActive: Bool { focused.wrappedValue }\n\n    func release() { focused.wrappedValue = false }\n}\n\n/// The bar drawn above the keyboard: a hairline over a row of buttons, at least 44 points high\n/// and taller with larger text, in the system bar material so it follows Dark Mode.\n///\n/// At accessibility text sizes the bar stops growing at the largest standard size, `xxxLarge`, as\n/// UIKit's own toolbars and keyboard bars stop growing: a bar sized for `accessibility5` would\n/// cover most of the space the keyboard leaves. `FormGenBarInset` caps the size around the bar,\n/// so the bar's `@ScaledMetric` height and its text both stop at that size.\nstruct FormGenKeyboardBar<Buttons: View>: View {\n    @ScaledMetric(relativeTo: .body) private var minimumHeight: CGFloat = 44\n    private let buttons: Buttons\n\n    init(@ViewBuilder buttons: () -> Buttons) {\n        self.buttons = buttons()\n    }\n\n    var body: some View {\n        VStack(spacing: 0) {\n            Divider()\n            HStack(spacing: 8) {\n                buttons\n            }\n            .padding(.horizontal, 16)\n            .frame(maxWidth: .infinity, minHeight: minimumHeight)\n        }\n        .background(.bar)\n    }\n}\n\n/// A text button of a keyboard bar whose whole target, not just its text, takes taps: at least 44\n/// points wide and the full height of the bar, which is at least 44 points.\nstruct FormGenBarButton: View {\n    private let title: Text\n    private let action: @MainActor () -> Void\n\n    init(_ title: Text, action: @escaping @MainActor () -> Void) {\n        self.title = title\n        self.action = action\n    }\n\n    var body: some View {\n        Button(action: action) {\n            title\n                .frame(minWidth: 44, maxHeight: .infinity)\n                .contentShape(Rectangle())\n        }\n    }\n}\n\n/// An image button of at least 44 points whose transparent margin takes taps too.\nstruct FormGenIconButton: View {\n    private let systemImage: String\n    private let accessibilityLabel: Text\n    private let action: @MainActor () -> Void\n\n    init(_ systemImage: String, accessibilityLabel: Text, action: @escaping @MainActor () -> Void) {\n        self.systemImage = systemImage\n        self.accessibilityLabel = accessibilityLabel\n        self.action = action\n    }\n\n    var body: some View {\n        Button(action: action) {\n            Image(systemName: systemImage)\n                .frame(minWidth: 44, minHeight: 44)\n                .contentShape(Rectangle())\n        }\n        .accessibilityLabel(accessibilityLabel)\n    }\n}\n\n/// Shows a bar at the bottom of the modified view while `isShown`.\n///\n/// The view draws the bar itself instead of using `.toolbar(placement: .keyboard)`, which leaves\n/// blank space after navigation and goes missing on TabView pages. A bottom safe-area inset keeps\n/// the bar from covering the last field.\nprivate struct FormGenBarInset<Bar: View>: ViewModifier {\n    let isShown: Bool\n    let bar: Bar\n\n    func body(content: Content) -> some View {\n        content.safeAreaInset(edge: .bottom, spacing: 0) {\n            if isShown {\n                bar.dynamicTypeSize(...DynamicTypeSize.xxxLarge)\n            }\n        }\n    }\n}\n\n/// A bar with one button that releases focus.\nstruct FormGenCloseBarModifier<Focus: FormGenBarFocus>: ViewModifier {\n    let title: Text\n    let focus: Focus\n\n    func body(content: Content) -> some View {\n        content.modifier(\n            FormGenBarInset(\n                isShown: focus.isActive,\n                bar: FormGenKeyboardBar {\n                    Spacer()\n                    FormGenBarButton(title) { focus.release() }\n                }\n            )\n        )\n    }\n}\n\n/// A text that an OK/Cancel bar shows in the focused field for one main-actor turn, without\n/// writing it into the app's binding; `nil` when there is none.\nprivate struct FormGenTransientTextKey: EnvironmentKey {\n    static let defaultValue: String? = nil\n}\n\nextension EnvironmentValues {\n    /// The focused field shows this text instead of its own while it is set.\n    fileprivate var formGenTransientText: String? {\n        get { self[FormGenTransientTextKey.self] }\n        set { self[FormGenTransientTextKey.self] = newValue }\n    }\n}\n\n/// A bar whose OK keeps the text and whose Cancel restores it, then releases focus.\nstruct FormGenOKCancelBarModifier<Focus: FormGenBarFocus>: ViewModifier {\n    let okTitle: Text\n    let cancelTitle: Text\n    let cancelBehavior: FormGenCancelBehavior\n    @Binding var text: String\n    let focus: Focus\n    /// The text when the bar appeared, which is when its field gained focus.\n    @State private var originalText = \"\"\n    /// What the focused field shows for one turn while Cancel works around iOS 17.\n    @State private var transientText: String?\n    /// Another OK/Cancel bar's transient text, passed on so that nested bars do not hide it.\n    @Environment(\\.formGenTransientText) private var outerTransientText\n\n    func body(content: Content) -> some View {\n        content\n            .environment(\\.formGenTransientText, transientText ?? outerTransientText)\n            .modifier(\n                FormGenBarInset(\n                    isShown: focus.isActive,\n                    bar: FormGenKeyboardBar {\n                        Spacer()\n                        FormGenBarButton(cancelTitle, action: cancel)\n                        FormGenBarButton(okTitle) { focus.release() }\n                    }\n                    .onAppear { originalText = text }\n                )\n            )\n    }\n\n    /// Whether this iOS can keep the old text on screen when a field's text is replaced in the same\n    /// turn that focus ends: iOS 17, where it was seen on 17.1 and 17.2. iOS 15 and 16\n    /// show the new text, and so does iOS 18 as far as is known; check on a device when a new\n    /// version comes out, by cancelling an edit and watching the field.\n    private static var keepsOldTextOnScreen: Bool {\n        if #available(iOS 18.0, *) {\n            return false\n        }\n        if #available(iOS 17.0, *) {\n            return true\n        }\n        return false\n    }\n\n    /// Writes the restored text first and releases focus last, on every path, so that code\n    /// watching focus sees the final text when focus goes.\n    private func cancel() {\n        let restored = cancelBehavior.restoredText(original: originalText)\n        if Self.keepsOldTextOnScreen, text != restored {\n            // A real edit of the field first, then the final text on the next main-actor turn.\n            // The edit is shown through the environment rather than written into `text`, so the\n            // app's binding and its `onChange` only ever see the restored text.\n            transientText = text + \" \"\n            Task { @MainActor in\n                transientText = nil\n                text = restored\n                focus.release()\n            }\n        } else {\n            text = restored\n            focus.release()\n        }\n    }\n}\n\n/// A bar with previous and next chevrons along the field order, and a done button.\nstruct FormGenNavigationBarModifier<Field: Hashable>: ViewModifier {\n    let doneTitle: Text\n    let previousLabel: Text\n    let nextLabel: Text\n    let focused: FocusState<Field?>.Binding\n    let order: [Field]\n    let whenMatches: [Field]\n\n    func body(content: Content) -> some View {\n        let previous = FormGenFocusOrder.field(before: focused.wrappedValue, in: order)\n        let next = FormGenFocusOrder.field(after: focused.wrappedValue, in: order)\n        return content.modifier(\n            FormGenBarInset(\n                isShown: FormGenBarRule.shows(focus: focused.wrappedValue, whenMatches: whenMatches),\n                bar: FormGenKeyboardBar {\n                    FormGenIconButton(\"chevron.up\", accessibilityLabel: previousLabel) {\n                        focused.wrappedValue = previous\n                    }\n                    .disabled(previous == nil)\n                    FormGenIconButton(\"chevron.down\", accessibilityLabel: nextLabel) {\n                        focused.wrappedValue = next\n                    }\n                    .disabled(next == nil)\n                    Spacer()\n                    FormGenBarButton(doneTitle) {\n                        focused.wrappedValue = nil\n                    }\n                }\n            )\n        )\n    }\n}\n\nextension View {\n    /// Shows a bar with a close button while one of `whenMatches` has focus (any field when empty).\n    func keyboardCloseButton<Field: Hashable>(\n        _ title: Text,\n        focused: FocusState<Field?>.Binding,\n        whenMatches: [Field] = []\n    ) -> some View {\n        modifier(\n            FormGenCloseBarModifier(\n                title: title,\n                focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches)\n            )\n        )\n    }\n\n    /// Shows a bar with a close button while the single field has focus.\n    func keyboardCloseButton(_ title: Text, focused: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenCloseBarModifier(title: title, focus: FormGenBoolBarFocus(focused: focused)))\n    }\n\n    /// Shows an OK/Cancel bar for `text` while one of `whenMatches` has focus. The bar edits that\n    /// one text, so there is no default: list the field (or fields) that edit it.\n    func keyboardOKCancelButton<Field: Hashable>(\n        okTitle: Text,\n        cancelTitle: Text,\n        text: Binding<String>,\n        focused: FocusState<Field?>.Binding,\n        whenMatches: [Field],\n        cancelBehavior: FormGenCancelBehavior = .revert\n    ) -> some View {\n        modifier(\n            FormGenOKCancelBarModifier(\n                okTitle: okTitle,\n                cancelTitle: cancelTitle,\n                cancelBehavior: cancelBehavior,\n                text: text,\n                focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches)\n            )\n        )\n    }\n\n    /// Shows an OK/Cancel bar for `text` while the single field has focus.\n    func keyboardOKCancelButton(\n        okTitle: Text,\n        cancelTitle: Text,\n        text: Binding<String>,\n        focused: FocusState<Bool>.Binding,\n        cancelBehavior: FormGenCancelBehavior = .revert\n    ) -> some View {\n        modifier(\n            FormGenOKCancelBarModifier(\n                okTitle: okTitle,\n                cancelTitle: cancelTitle,\n                cancelBehavior: cancelBehavior,\n                text: text,\n                focus: FormGenBoolBarFocus(focused: focused)\n            )\n        )\n    }\n\n    /// Shows previous/next chevrons along `order` and a done button while one of `whenMatches` has focus.\n    func keyboardNavigationBar<Field: Hashable>(\n        doneTitle: Text,\n        previousLabel: Text,\n        nextLabel: Text,\n        focused: FocusState<Field?>.Binding,\n        order: [Field],\n        whenMatches: [Field] = []\n    ) -> some View {\n        modifier(\n            FormGenNavigationBarModifier(\n                doneTitle: doneTitle,\n                previousLabel: previousLabel,\n                nextLabel: nextLabel,\n                focused: focused,\n                order: order,\n                whenMatches: whenMatches\n            )\n        )\n    }\n\n    /// Releases focus when the user taps an empty part of the view, outside any field.\n    func dismissesFocusOnTapOutside<Field: Hashable>(_ focused: FocusState<Field?>.Binding) -> some View {\n        modifier(FormGenTapOutsideModifier { focused.wrappedValue = nil })\n    }\n\n    /// Releases focus when the user taps an empty part of the view, outside the field.\n    func dismissesFocusOnTapOutside(_ focused: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenTapOutsideModifier { focused.wrappedValue = false })\n    }\n}\n\n/// The bars and the tap-outside dismissal that a screen draws itself, around parts and fields of\n/// its own, as modifier types: `.modifier(FormGenCloseBar(Text(\"Close\"), focused: $focus))`. They\n/// are public so that a screen in another module than its forms can use them, and types rather\n/// than `View` methods because an app target with forms of its own has a support file too: its\n/// types shadow these, where two modules' public `View` methods of one name would be ambiguous.\npublic struct FormGenCloseBar<Field: Hashable>: ViewModifier {\n    private let bar: FormGenCloseBarModifier<FormGenEnumBarFocus<Field>>\n\n    /// A close bar while one of `whenMatches` has focus (any value when empty).\n    public init(_ title: Text, focused: FocusState<Field?>.Binding, whenMatches: [Field] = []) {\n        bar = FormGenCloseBarModifier(\n            title: title, focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(bar)\n    }\n}\n\n/// An OK/Cancel bar for `text` while one of `whenMatches` has focus (see `FormGenCloseBar`).\npublic struct FormGenOKCancelBar<Field: Hashable>: ViewModifier {\n    private let bar: FormGenOKCancelBarModifier<FormGenEnumBarFocus<Field>>\n\n    public init(\n        okTitle: Text,\n        cancelTitle: Text,\n        text: Binding<String>,\n        focused: FocusState<Field?>.Binding,\n        whenMatches: [Field],\n        cancelBehavior: FormGenCancelBehavior = .revert\n    ) {\n        bar = FormGenOKCancelBarModifier(\n            okTitle: okTitle, cancelTitle: cancelTitle, cancelBehavior: cancelBehavior, text: text,\n            focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(bar)\n    }\n}\n\n/// Previous/next chevrons along `order` and a done button while one of `whenMatches` has focus\n/// (see `FormGenCloseBar`).\npublic struct FormGenNavigationBar<Field: Hashable>: ViewModifier {\n    private let bar: FormGenNavigationBarModifier<Field>\n\n    public init(\n        doneTitle: Text,\n        previousLabel: Text,\n        nextLabel: Text,\n        focused: FocusState<Field?>.Binding,\n        order: [Field],\n        whenMatches: [Field] = []\n    ) {\n        bar = FormGenNavigationBarModifier(\n            doneTitle: doneTitle, previousLabel: previousLabel, nextLabel: nextLabel, focused: focused, order: order,\n            whenMatches: whenMatches)\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(bar)\n    }\n}\n\n/// Releases focus on a tap on an empty part of the view (see `FormGenCloseBar`).\npublic struct FormGenTapOutside<Field: Hashable>: ViewModifier {\n    private let tap: FormGenTapOutsideModifier\n\n    public init(_ focused: FocusState<Field?>.Binding) {\n        tap = FormGenTapOutsideModifier { focused.wrappedValue = nil }\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(tap)\n    }\n}\n\n/// Releases focus on a tap on an empty part of the modified view.\n///\n/// The tap gesture is on the view itself, not on a background behind it: a `ScrollView` or `Form`\n/// covers its whole frame, so a background never sees a tap. `contentShape(Rectangle())` makes the\n/// empty space between and around the fields take part in hit testing. SwiftUI gives a gesture of\n/// a subview (a `Button`, a text field) precedence over its ancestor's `onTapGesture`, so a tap on\n/// a field or button does what it always did and does not reach this gesture; a tap recogniser\n/// does not block a scroll view's pan, so dragging still scrolls.\nprivate struct FormGenTapOutsideModifier: ViewModifier {\n    let release: @MainActor () -> Void\n\n    func body(content: Content) -> some View {\n        content\n            .contentShape(Rectangle())\n            .onTapGesture { release() }\n    }\n}\n\nextension FormGenReturnAction {\n    /// Does what return should: moves focus, or releases it and then runs `submit`, so the app's\n    /// action starts with no field half-way through editing.\n    @MainActor\n    func perform(focus: FocusState<Field?>.Binding, submit: (@MainActor () -> Void)?) {\n        switch self {\n        case .focus(let field):\n            focus.wrappedValue = field\n        case .submit:\n            focus.wrappedValue = nil\n            submit?()\n        case .release:\n            focus.wrappedValue = nil\n        case .newLine:\n            break\n        }\n    }\n}\n\nextension FormGenReturnAction where Field == Bool {\n    /// Does what return should in the single field of a Bool-focus form.\n    @MainActor\n    func perform(focus: FocusState<Bool>.Binding, submit: (@MainActor () -> Void)?) {\n        switch self {\n        case .focus(let focused):\n            focus.wrappedValue = focused\n        case .submit:\n            focus.wrappedValue = false\n            submit?()\n        case .release:\n            focus.wrappedValue = false\n        case .newLine:\n            break\n        }\n    }\n}\n\n/// Calls `action` with the value focus left, each time it moves: which field to check now.\nstruct FormGenFocusLeaveModifier<Value: Hashable>: ViewModifier {\n    let value: Value\n    let action: (Value) -> Void\n    /// The value before the latest change, for the one-value `onChange` of iOS 15 and 16.\n    @State private var previous: Value?\n\n    @ViewBuilder func body(content: Content) -> some View {\n        if #available(iOS 17.0, macOS 14.0, *) {\n            content.onChange(of: value) { old, _ in action(old) }\n        } else {\n            content\n                .onAppear { previous = value }\n                .onChange(of: value) { new in\n                    if let previous { action(previous) }\n                    previous = new\n                }\n        }\n    }\n}\n\nextension View {\n    /// Calls `action` with the focus value that was left, whenever focus moves.\n    func formGenOnFocusLeave<Value: Hashable>(_ value: Value, perform action: @escaping (Value) -> Void) -> some View {\n        modifier(FormGenFocusLeaveModifier(value: value, action: action))\n    }\n}\n\n/// An input failure under its field, which VoiceOver announces when it appears and whenever it\n/// changes, and again at each failed submit: a sighted user sees it appear, and sees what still\n/// fails when a submit does nothing; a VoiceOver user would otherwise not know. VoiceOver says the\n/// field's name first, in the announcement and on the text itself: a failed submit announces the\n/// failures of several fields in a row, and \"Required\" twice would not say which fields need text.\nstruct FormGenFailureText: View {\n    private let message: String\n    private let spoken: String\n    private let failedSubmits: Int\n\n    /// `message` under the field that VoiceOver calls `field`; `failedSubmits` counts the form's\n    /// failed submits, each of which announces the failure again.\n    init(_ message: String, field: String, failedSubmits: Int = 0) {\n        self.message = message\n        self.spoken = field + \", \" + message\n        self.failedSubmits = failedSubmits\n    }\n\n    var body: some View {\n        Text(verbatim: message)\n            .font(.footnote)\n            .foregroundStyle(.red)\n            .accessibilityLabel(Text(verbatim: spoken))\n            .modifier(FormGenAnnouncementModifier(message: spoken, occasion: failedSubmits))\n    }\n}\n\n/// Has VoiceOver speak `message` when the view appears, each time the message changes and each\n/// time `occasion` changes; once per text and occasion: a row of a `Form` that scrolls back into\n/// view appears again, and says nothing new.\nprivate struct FormGenAnnouncementModifier: ViewModifier {\n    let message: String\n    let occasion: Int\n    @State private var announced: (message: String, occasion: Int)?\n\n    @ViewBuilder func body(content: Content) -> some View {\n        if #available(iOS 17.0, macOS 14.0, *) {\n            content\n                .onAppear { announce() }\n                .onChange(of: message) { _, _ in announce() }\n                .onChange(of: occasion) { _, _ in announce() }\n        } else {\n            content\n                .onAppear { announce() }\n                .onChange(of: message) { _ in announce() }\n                .onChange(of: occasion) { _ in announce() }\n        }\n    }\n\n    private func announce() {\n        if let announced, announced.message == message, announced.occasion == occasion { return }\n        announced = (message, occasion)\n        FormGenAnnouncement.post(message)\n    }\n}\n\n/// VoiceOver announcements that wait their turn.\n///\n/// `UIAccessibility.post(notification: .announcement, argument:)` (iOS 4 and later) speaks a text\n/// without moving VoiceOver's cursor. Plain, it cuts off whatever VoiceOver is saying, so of the\n/// failures that a tried submit shows at once only the last would be heard, and moving focus to\n/// the first failing field would cut that off too. Queued, each is spoken after the speech before\n/// it: with the low priority from iOS 17 (`accessibilitySpeechAnnouncementPriority`), with\n/// `accessibilitySpeechQueueAnnouncement` (iOS 11, deprecated in 17 for the priority) before.\nenum FormGenAnnouncement {\n    @MainActor static func post(_ message: String) {\n        #if canImport(UIKit)\n        let queued: NSAttributedString\n        if #available(iOS 17.0, *) {\n            queued = NSAttributedString(\n                string: message,\n                attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.low]\n            )\n        } else {\n            queued = NSAttributedString(string: message, attributes: [.accessibilitySpeechQueueAnnouncement: true])\n        }\n        UIAccessibility.post(notification: .announcement, argument: queued)\n        #endif\n    }\n}\n\n/// Gives focus to a field each time the view appears.\n///\n/// Setting focus in `onAppear` alone is not enough: `onAppear` runs when the view is built, before\n/// a sheet or a `NavigationStack` push has finished its transition (and, in a `TabView`, before the\n/// page is on screen), and iOS 15 and 16 ignore a focus change for a text field that is not yet in\n/// a window. So the focus is set at once, which is all iOS 17 and later need in most places, and\n/// set again after the transition (UIKit's default is 0.35 s) if nothing has taken focus by then.\n/// It is applied once per appearance of the form (again when a tab page or a screen popped back\n/// to shows it), never over a focus the user or the app chose.\nstruct FormGenInitialFocusModifier<Value: Hashable>: ViewModifier {\n    let initial: Value\n    /// The value that means \"no field has focus\": `nil`, or `false`.\n    let unfocused: Value\n    let focus: FocusState<Value>.Binding\n    /// Whether focus was set in this appearance; a retry after the form has gone does nothing.\n    @State private var hasApplied = false\n\n    func body(content: Content) -> some View {\n        content\n            .onAppear {\n                guard !hasApplied, initial != unfocused else { return }\n                hasApplied = true\n                guard focus.wrappedValue == unfocused else { return }\n                focus.wrappedValue = initial\n                Task { @MainActor in\n                    try? await Task.sleep(nanoseconds: 500_000_000)\n                    if hasApplied && focus.wrappedValue == unfocused {\n                        focus.wrappedValue = initial\n                    }\n                }\n            }\n            .onDisappear { hasApplied = false }\n    }\n}\n\nextension View {\n    /// Focuses `initial` each time the view appears, in a sheet, after a push, or on a tab page.\n    func formGenInitialFocus<Field: Hashable>(_ initial: Field?, focus: FocusState<Field?>.Binding) -> some View {\n        modifier(FormGenInitialFocusModifier(initial: initial, unfocused: nil, focus: focus))\n    }\n\n    /// Focuses the single field each time the view appears, if `initial` is true.\n    func formGenInitialFocus(_ initial: Bool, focus: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenInitialFocusModifier(initial: initial, unfocused: false, focus: focus))\n    }\n}\n\n/// An image beside a field's text, or a button when it has an action.\nstruct FormGenAdornment {\n    let systemImage: String\n    let accessibilityLabel: Text?\n    let action: (@MainActor () -> Void)?\n\n    /// Private so that a button always comes with its label, through `button(_:accessibilityLabel:action:)`.\n    private init(systemImage: String, accessibilityLabel: Text?, action: (@MainActor () -> Void)?) {\n        self.systemImage = systemImage\n        self.accessibilityLabel = accessibilityLabel\n        self.action = action\n    }\n\n    /// A decorative image, hidden from VoiceOver.\n    static func image(_ systemImage: String) -> FormGenAdornment {\n        FormGenAdornment(systemImage: systemImage, accessibilityLabel: nil, action: nil)\n    }\n\n    /// A button showing an image, read by VoiceOver as `accessibilityLabel`.\n    static func button(\n        _ systemImage: String,\n        accessibilityLabel: Text,\n        action: @escaping @MainActor () -> Void\n    ) -> FormGenAdornment {\n        FormGenAdornment(systemImage: systemImage, accessibilityLabel: accessibilityLabel, action: action)\n    }\n}\n\n/// What a `FormGenTextField` edits with.\n/// The reveal toggle's spoken labels: what a tap will do.\nstruct FormGenRevealLabels: Sendable {\n    /// While the text is hidden.\n    var show: Text\n    /// While the text is shown.\n    var hide: Text\n}\n\nenum FormGenFieldKind: Sendable {\n    case text\n    /// A `SecureField`; with `reveal`, a button that shows the text without losing focus, and its labels.\n    case secure(reveal: FormGenRevealLabels?)\n    /// A `TextField` that grows vertically (iOS 16 and later; one line before).\n    case multiline\n}\n\n/// A text field as Apple's Human Interface Guidelines describe it: a clear button while editing\n/// and not empty, optional leading and trailing images or buttons, 44-point targets that grow\n/// with Dynamic Type, and focus through `FocusState` rather than `onEditingChanged:`.\nstruct FormGenTextField<Value: Hashable>: View {\n    private let title: Text\n    @Binding private var text: String\n    /// The most characters the text may have (`FormGenLengthLimit`); `nil`: no limit.\n    private let maximumLength: Int?\n    private let prompt: Text?\n    private let kind: FormGenFieldKind\n    /// The clear button's spoken label; `nil` when the field has no clear button.\n    private let clearButton: Text?\n    private let focus: FocusState<Value>.Binding\n    private let focusValue: Value\n    private let leading: FormGenAdornment?\n    private let trailing: FormGenAdornment?\n    /// The content type of a secure field with a reveal toggle, as a `UITextContentType` raw value:\n    /// only the field shown carries it (see `revealedContentType(_:)`).\n    private var revealedContentTypeName: String?\n    @State private var isRevealed = false\n    /// Which of the two fields of a secure field with a reveal toggle has focus.\n    @FocusState private var revealFocus: RevealedField?\n    /// The text when hiding moved focus into the secure field, until the first change after it or\n    /// until focus leaves the field.\n    @State private var textBeforeHiding: String?\n    @Environment(\\.formGenTransientText) private var transientText\n    @ScaledMetric(relativeTo: .body) private var minimumHeight: CGFloat = 44\n\n    private enum RevealedField: Hashable {\n        case secure, plain\n    }\n\n    /// A field that has focus while `focus` equals `focusValue`.\n    init(\n        _ title: Text,\n        text: Binding<String>,\n        maximumLength: Int? = nil,\n        prompt: Text? = nil,\n        kind: FormGenFieldKind = .text,\n        clearButton: Text? = nil,\n        focus: FocusState<Value>.Binding,\n        equals focusValue: Value,\n        leading: FormGenAdornment? = nil,\n        trailing: FormGenAdornment? = nil\n    ) {\n        self.title = title\n        self._text = text\n        self.maximumLength = maximumLength\n        self.prompt = prompt\n        self.kind = kind\n        self.clearButton = clearButton\n        self.focus = focus\n        self.focusValue = focusValue\n        self.leading = leading\n        self.trailing = trailing\n    }\n\n    private var isFocused: Bool { focus.wrappedValue == focusValue }\n\n    var body: some View {\n        HStack(spacing: 8) {\n            if let leading {\n                adornment(leading)\n            }\n            input\n                .focused(focus, equals: focusValue)\n            // The order of UITextField: text, clear button, then the trailing view.\n            if let clearButton, isFocused && !text.isEmpty {\n                FormGenIconButton(\"xmark.circle.fill\", accessibilityLabel: clearButton) {\n                    text = \"\"\n                }\n                .buttonStyle(.plain)\n                .foregroundStyle(.secondary)\n            }\n            if case .secure(let reveal?) = kind {\n                // The label names what the button does; a selected trait as well would be read\n                // \"Hide password, selected\", which says the opposite.\n                FormGenIconButton(\n                    isRevealed ? \"eye.slash\" : \"eye\",\n                    accessibilityLabel: isRevealed ? reveal.hide : reveal.show\n                ) {\n                    toggleReveal()\n                }\n                .buttonStyle(.plain)\n                .foregroundStyle(.secondary)\n            }\n            if let trailing {\n                adornment(trailing)\n            }\n        }\n        .frame(minHeight: minimumHeight)\n        .padding(.horizontal, 8)\n        .background {\n            // The text field is only as tall as a line of text: a tap on the rest of the box\n            // focuses the field too, rather than reaching the form, where tap-outside would hide\n            // the keyboard. On the background, the gesture is never over the text field or the\n            // buttons, which keep their own taps.\n            RoundedRectangle(cornerRadius: 8)\n                .fill(.quaternary)\n                .onTapGesture { focus.wrappedValue = focusValue }\n        }\n        .onAppear {\n            if maximumLength != nil {\n                FormGenEditedInput.observe()\n            }\n        }\n    }\n\n    /// The text the fields edit: the app's text, or for one turn an OK/Cancel bar's transient text\n    /// while this field has focus.\n    private var shownText: Binding<String> {\n        guard isFocused, let transientText else { return $text }\n        let text = $text\n        return Binding(get: { transientText }, set: { text.wrappedValue = $0 })\n    }\n\n    /// `shownText` with each edit past `maximumLength` cut to what fits, so that typing and\n    /// pasting stop at the limit. Text an input method is still composing is cut when it is\n    /// committed. The field itself is told what was kept (`FormGenEditedInput.show(_:insteadOf:)`):\n    /// SwiftUI writes nothing back when the kept text is the text before the edit, which is what\n    /// typing into a full field gives, and writing it puts the caret at the end.\n    private var limitedText: Binding<String> {\n        let shown = shownText\n        guard let maximumLength else { return shown }\n        return Binding(\n            get: { shown.wrappedValue },\n            set: { new in Self.store(new, in: shown, maximum: maximumLength, fieldHolds: new) }\n        )\n    }\n\n    /// Stores `new` in `text`, cut to `maximum` characters, and tells the field what was kept.\n    /// `fieldHolds` is the text the UIKit field holds: `new`, except on the secure field's first\n    /// change after hiding, where `new` has the old text back in it.\n    @MainActor private static func store(_ new: String, in text: Binding<String>, maximum: Int, fieldHolds: String) {\n        let edit = FormGenEditedInput.limitedEdit(replacing: text.wrappedValue, with: new, maximum: maximum)\n        text.wrappedValue = edit.text\n        FormGenEditedInput.show(edit, insteadOf: fieldHolds)\n    }\n\n    /// The secure field's text: `limitedText`, except that the first change after hiding moved\n    /// focus here keeps the text UIKit would clear (`FormGenSecureEntry`). Only while the app has\n    /// not changed the text meanwhile.\n    private var secureText: Binding<String> {\n        let shown = shownText\n        let before = $textBeforeHiding\n        let maximum = maximumLength\n        return Binding(\n            get: { shown.wrappedValue },\n            set: { newValue in\n                var value = newValue\n                // SwiftUI may write the unchanged text back as focus moves; that is not the change.\n                if let old = before.wrappedValue, newValue != old {\n                    before.wrappedValue = nil\n                    if old == shown.wrappedValue {\n                        value = FormGenSecureEntry.text(afterFirstChangeFrom: old, to: newValue)\n                    }\n                }\n                if let maximum {\n                    Self.store(value, in: shown, maximum: maximum, fieldHolds: newValue)\n                } else {\n                    shown.wrappedValue = value\n                }\n            }\n        )\n    }\n\n    @ViewBuilder private var input: some View {\n        switch kind {\n        case .text:\n            TextField(text: limitedText, prompt: prompt) { title }\n        case .multiline:\n            if #available(iOS 16.0, macOS 13.0, *) {\n                TextField(text: limitedText, prompt: prompt, axis: .vertical) { title }\n            } else {\n                TextField(text: limitedText, prompt: prompt) { title }\n            }\n        case .secure:\n            // Both fields stay in the view, so revealing moves the first responder from one to the\n            // other in one step instead of removing the focused field; the form's focus never\n            // passes through nil, and bars keyed on it do not flicker. AutoFill looks at every\n            // field in the window with a password content type, so the hidden one carries none:\n            // it would otherwise offer to fill, or save, two password fields.\n            ZStack {\n                SecureField(text: secureText, prompt: prompt) { title }\n                    .focused($revealFocus, equals: .secure)\n                    .contentTypeName(revealedContentTypeName, isShown: !isRevealed)\n                    .opacity(isRevealed ? 0 : 1)\n                    .disabled(isRevealed)\n                    .accessibilityHidden(isRevealed)\n                TextField(text: limitedText, prompt: prompt) { title }\n                    .focused($revealFocus, equals: .plain)\n                    .passwordTextTraits()\n                    .contentTypeName(revealedContentTypeName, isShown: isRevealed)\n                    .opacity(isRevealed ? 1 : 0)\n                    .disabled(!isRevealed)\n                    .accessibilityHidden(!isRevealed)\n            }\n            .formGenOnFocusLeave(isFocused) { _ in\n                // Back in the field later, the first keystroke replaces the text, as in any secure\n                // field. Looked at after the update, so that focus passing between the two fields\n                // as the text is hidden does not count as leaving.\n                Task { @MainActor in\n                    if !isFocused { textBeforeHiding = nil }\n                }\n            }\n        }\n    }\n\n    @ViewBuilder private func adornment(_ adornment: FormGenAdornment) -> some View {\n        if let action = adornment.action, let label = adornment.accessibilityLabel {\n            FormGenIconButton(adornment.systemImage, accessibilityLabel: label, action: action)\n                .buttonStyle(.borderless)\n        } else {\n            Image(systemName: adornment.systemImage)\n                .foregroundStyle(.secondary)\n                .accessibilityHidden(true)\n        }\n    }\n\n    /// Shows or hides the text, moving focus to the field now shown if the other one had it.\n    private func toggleReveal() {\n        let wasFocused = revealFocus != nil\n        isRevealed.toggle()\n        textBeforeHiding = wasFocused && !isRevealed ? text : nil\n        if wasFocused {\n            revealFocus = isRevealed ? .plain : .secure\n        }\n    }\n}\n\n#if canImport(UIKit)\nextension FormGenTextField {\n    /// The field with `type` as the content type of a secure field with a reveal toggle: only the\n    /// one of its two fields that is shown carries it.\n    func revealedContentType(_ type: UITextContentType) -> FormGenTextField {\n        var field = self\n        field.revealedContentTypeName = type.rawValue\n        return field\n    }\n}\n#endif\n\nextension View {\n    /// What `SecureField` turns off by itself, said for the plain field that shows a revealed password.\n    fileprivate func passwordTextTraits() -> some View {\n        #if canImport(UIKit)\n        autocorrectionDisabled().textInputAutocapitalization(.never)\n        #else\n        autocorrectionDisabled()\n        #endif\n    }\n\n    /// The content type `name` while the field is shown, and none while it is hidden. The same\n    /// modifier either way, so that the field keeps its identity, and with it focus, as it flips.\n    @ViewBuilder\n    fileprivate func contentTypeName(_ name: String?, isShown: Bool) -> some View {\n        #if canImport(UIKit)\n        if let name {\n            textContentType(isShown ? UITextContentType(rawValue: name) : nil)\n        } else {\n            self\n        }\n        #else\n        self\n        #endif\n    }\n}\n\n#if canImport(UIKit)\n/// The UIKit text field or text view being edited, which a length-limited field asks and tells\n/// what SwiftUI does not.\n///\n/// Whether it holds marked text: text that an input method (Japanese, Chinese, Korean) is still\n/// composing. SwiftUI passes it to the field's binding as it goes, and cutting it at a length limit\n/// would break the composition: a reading longer than the room left could never be converted into\n/// the shorter word it stands for. So a limited field leaves composing text alone, and when the\n/// composition ends (the next edit with no marked text) cuts the whole of it, from the text before\n/// it began, as one edit. A composition committed without changing the text calls no setter and\n/// may stay past the limit, where the field's `tooLong` failure says so.\n///\n/// Where the selection was before an edit, when the binding hears of the edit before UIKit makes it:\n/// it tells where a paste that repeats the text around it went.\n///\n/// What an edit cut at the limit kept: the binding's setter stores it, but SwiftUI writes nothing\n/// back into the field when the kept text is the text before the edit (typing into a full field),\n/// which would go on showing what was typed, and writing it back puts the caret at the end. So the\n/// input is given the kept text and the caret after the kept part of the edit.\n///\n/// SwiftUI does not expose its text field, so the one being edited is the one UIKit names in\n/// `textDidBeginEditingNotification` (`UITextField`; `UITextView` for multiline fields from iOS 16),\n/// and it is only touched while it holds the text the binding was given.\n@MainActor\nfinal class FormGenEditedInput {\n    private static var shared: FormGenEditedInput?\n    private weak var input: UIView?\n    /// The text of the edited field before the composition in progress began.\n    private var textBeforeComposition: String?\n    /// The observers, which live as long as the app.\n    private var tokens: [any NSObjectProtocol] = []\n    /// How many times to look again, each after the main actor's other work, for the edit in the\n    /// input when the binding heard of it before UIKit made it, or for the caret SwiftUI moved by\n    /// writing the kept text.\n    private static let laterLooks = 3\n\n    /// Starts watching which input is edited, once for the app; before any limited field is edited.\n    static func observe() {\n        if shared == nil {\n            shared = FormGenEditedInput()\n        }\n    }\n\n    /// The edit from `old` to `new` as a field limited to `maximum` characters keeps it\n    /// (`FormGenLengthLimit`): as it is while an input method composes, and from the text before\n    /// the composition once it ends.\n    static func limitedEdit(replacing old: String, with new: String, maximum: Int) -> FormGenLimitedEdit {\n        guard let shared else { return FormGenLengthLimit.edit(replacing: old, with: new, maximum: maximum) }\n        let input = shared.input as? any UITextInput\n        if input?.markedTextRange != nil {\n            if shared.textBeforeComposition == nil {\n                shared.textBeforeComposition = old\n            }\n            return FormGenLimitedEdit(text: new, caret: nil)\n        }\n        guard let before = shared.textBeforeComposition else {\n            let selected = input.flatMap { selection(in: $0, holding: old) }\n            return FormGenLengthLimit.edit(replacing: old, with: new, maximum: maximum, selection: selected)\n        }\n        shared.textBeforeComposition = nil\n        return FormGenLengthLimit.edit(replacing: before, with: new, maximum: maximum)\n    }\n\n    /// The selection of `input`, in characters, while it holds `text`.\n    private static func selection(in input: any UITextInput, holding text: String) -> Range<Int>? {\n        guard self.text(of: input) == text, let selected = input.selectedTextRange else { return nil }\n        let start = input.offset(from: input.beginningOfDocument, to: selected.start)\n        let end = input.offset(from: input.beginningOfDocument, to: selected.end)\n        guard start <= end else { return nil }\n        return FormGenLengthLimit.characters(inUTF16: start..<end, of: text)\n    }\n\n    /// Has the edited input show `edit.text` in place of `uncut`, the text the field holds after the\n    /// edit, with the caret after the kept part of the edit; nothing when the edit was not cut. If\n    /// the input does not hold `uncut` yet (the binding heard of the edit first), it looks again\n    /// later; and as SwiftUI may then write the kept text into it too, which puts the caret at the\n    /// end, it looks again later for that either way.\n    static func show(_ edit: FormGenLimitedEdit, insteadOf uncut: String) {\n        guard let caret = edit.caretUTF16Offset else { return }\n        let shown = show(edit.text, caret: caret, insteadOf: uncut)\n        showLater(edit.text, caret: caret, insteadOf: shown ? nil : uncut, looksLeft: laterLooks)\n    }\n\n    private static func showLater(_ text: String, caret: Int, insteadOf uncut: String?, looksLeft: Int) {\n        Task { @MainActor in\n            if !show(text, caret: caret, insteadOf: uncut, orAtEnd: true) && looksLeft > 1 {\n                showLater(text, caret: caret, insteadOf: uncut, looksLeft: looksLeft - 1)\n            }\n        }\n    }\n\n    /// Puts `text` into the edited input if it holds `uncut`, and the caret `caret` UTF-16 code units\n    /// into it; with `orAtEnd`, also moves the caret of an input that holds `text` with the caret at\n    /// its end, where SwiftUI writing the kept text puts it. Whether the input was one of those.\n    private static func show(_ text: String, caret: Int, insteadOf uncut: String?, orAtEnd: Bool = false) -> Bool {\n        guard let view = shared?.input, let input = view as? any UITextInput, input.markedTextRange == nil\n        else { return false }\n        let current = self.text(of: input)\n        if let uncut, current == uncut {\n            if let field = view as? UITextField {\n                field.text = text\n            } else if let textView = view as? UITextView {\n                textView.text = text\n            } else {\n                return false\n            }\n        } else if !(orAtEnd && current == text && isCaretAtEnd(of: input)) {\n            return false\n        }\n        if let position = input.position(from: input.beginningOfDocument, offset: caret) {\n            input.selectedTextRange = input.textRange(from: position, to: position)\n        }\n        return true\n    }\n\n    /// The text of `input`, read as a text field or text view gives it: a secure field's too.\n    private static func text(of input: any UITextInput) -> String? {\n        if let field = input as? UITextField {\n            return field.text ?? \"\"\n        }\n        if let textView = input as? UITextView {\n            return textView.text ?? \"\"\n        }\n        return input.textRange(from: input.beginningOfDocument, to: input.endOfDocument).flatMap { input.text(in: $0) }\n    }\n\n    private static func isCaretAtEnd(of input: any UITextInput) -> Bool {\n        guard let selected = input.selectedTextRange else { return false }\n        return input.offset(from: selected.start, to: input.endOfDocument) == 0\n            && input.offset(from: selected.end, to: input.endOfDocument) == 0\n    }\n\n    private init() {\n        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {\n            tokens.append(\n                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { notification in\n                    let input = notification.object as? UIView\n                    MainActor.assumeIsolated {\n                        Self.shared?.input = input\n                        Self.shared?.textBeforeComposition = nil\n                    }\n                }\n            )\n        }\n    }\n}\n#else\n/// Without UIKit there is no input method's marked text to wait for, and no field to tell.\nenum FormGenEditedInput {\n    static func observe() {}\n\n    static func limitedEdit(replacing old: String, with new: String, maximum: Int) -> FormGenLimitedEdit {\n        FormGenLengthLimit.edit(replacing: old, with: new, maximum: maximum)\n    }\n\n    static func show(_ edit: FormGenLimitedEdit, insteadOf uncut: String) {}\n}\n#endif\n\n/// The focus of a form whose keyboard observer pads it whatever has focus.\nstruct FormGenAnyFocus: FormGenBarFocus {\n    var isActive: Bool { true }\n\n    func release() {}\n}\n\n#if canImport(UIKit)\nimport UIKit\n\n/// Pads the bottom of the modified view by the part of it the keyboard covers, for layouts where\n/// SwiftUI's own keyboard avoidance does not apply, while `focus` is active.\n///\n/// The padding is the overlap of the keyboard's end frame with the view's frame, not the\n/// keyboard's height: a view that ends above the bottom of the screen (a sheet, an iPad form\n/// sheet, a view above a tab bar or the home indicator's safe area) is covered by less than the\n/// whole keyboard. UIKit gives the keyboard's frame in the screen's coordinate space, which is not\n/// the window's when the app is not full screen (Split View, Slide Over, Stage Manager), so it is\n/// converted into the window's (`FormGenWindowAnchor`), as Apple's documentation of\n/// `keyboardFrameEndUserInfoKey` asks. The view's frame is read by a `GeometryReader` in the\n/// `.global` space: that of the hosting view at the root of the SwiftUI hierarchy, which in a\n/// SwiftUI app fills the window. SwiftUI's own keyboard inset is turned off for the view\n/// (`ignoresSafeArea(.keyboard)`), so it is not padded twice.\nstruct FormGenKeyboardAvoidingModifier<Focus: FormGenBarFocus>: ViewModifier {\n    let focus: Focus\n    /// The keyboard's last end frame, in the window's coordinates; `.null` before it first shows.\n    @State private var keyboardFrame = CGRect.null\n    @State private var observation: FormGenKeyboardObservation?\n    @State private var anchor = FormGenWindowAnchor()\n\n    func body(content: Content) -> some View {\n        let keyboard = focus.isActive ? keyboardFrame : .null\n        // The reader takes the space offered, as the scroll view or form it wraps would, and gives\n        // all of it to the content, whose bottom the padding then keeps clear of the keyboard.\n        return GeometryReader { proxy in\n            content\n                .padding(.bottom, FormGenKeyboardGeometry.overlap(keyboard: keyboard, view: proxy.frame(in: .global)))\n                .frame(width: proxy.size.width, height: proxy.size.height)\n        }\n        .background(FormGenWindowAnchorView(anchor: anchor).accessibilityHidden(true))\n        .ignoresSafeArea(.keyboard, edges: .bottom)\n        .onAppear {\n            let frame = $keyboardFrame\n            let anchor = anchor\n            observation = FormGenKeyboardObservation { newFrame, screen, animation in\n                let windowFrame = anchor.windowFrame(ofKeyboard: newFrame, on: screen)\n                withAnimation(animation) {\n                    frame.wrappedValue = windowFrame\n                }\n            }\n        }\n        .onDisappear {\n            // The keyboard may hide while the view is away; it must not come back padded.\n            observation = nil\n            keyboardFrame = .null\n        }\n    }\n}\n\n/// Finds the window a view is in, through an empty UIKit view behind it, to bring the keyboard's\n/// frame into the window's coordinates.\n@MainActor\nfinal class FormGenWindowAnchor {\n    /// The empty view; `nil` until SwiftUI has made it.\n    weak var view: UIView?\n\n    /// `frame`, in the coordinate space of `screen` (the keyboard's, or the window's screen when\n    /// the notification names none, as before iOS 16.1), in the window's coordinate space. The\n    /// frame as it is while the view is in no window yet.\n    func windowFrame(ofKeyboard frame: CGRect, on screen: UIScreen?) -> CGRect {\n        guard !frame.isNull, let window = view?.window else { return frame }\n        return (screen ?? window.screen).coordinateSpace.convert(frame, to: window)\n    }\n}\n\n/// The empty UIKit view of a `FormGenWindowAnchor`. It takes no touches, so taps reach the form.\nstruct FormGenWindowAnchorView: UIViewRepresentable {\n    let anchor: FormGenWindowAnchor\n\n    func makeUIView(context: Context) -> UIView {\n        let view = UIView(frame: .zero)\n        view.isUserInteractionEnabled = false\n        anchor.view = view\n        return view\n    }\n\n    func updateUIView(_ view: UIView, context: Context) {\n        anchor.view = view\n    }\n}\n\n/// Observes `keyboardWillChangeFrameNotification` for as long as it lives. UIKit posts it for\n/// every change of the keyboard's frame, including showing and hiding (then with an end frame\n/// below the screen), undocking, splitting and floating on iPad, and the shortcuts bar shown\n/// with a hardware keyboard; will-show and will-hide alone miss the iPad's changes.\nfinal class FormGenKeyboardObservation {\n    private let token: any NSObjectProtocol\n\n    /// Calls `onChange` with the keyboard's end frame in screen coordinates, the screen (the\n    /// notification's object from iOS 16.1; `nil` before) and an animation with the keyboard's\n    /// own duration and curve.\n    @MainActor\n    init(onChange: @escaping @MainActor (CGRect, UIScreen?, Animation) -> Void) {\n        // UIKit isolates the keys to the main actor; read them here rather than in the observer.\n        let frameKey = UIResponder.keyboardFrameEndUserInfoKey\n        let durationKey = UIResponder.keyboardAnimationDurationUserInfoKey\n        let curveKey = UIResponder.keyboardAnimationCurveUserInfoKey\n        token = NotificationCenter.default.addObserver(\n            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main\n        ) { notification in\n            guard let frame = (notification.userInfo?[frameKey] as? NSValue)?.cgRectValue else { return }\n            let duration = notification.userInfo?[durationKey] as? Double ?? 0.25\n            let curve = notification.userInfo?[curveKey] as? Int\n            let animation = FormGenKeyboardAnimation.animation(duration: duration, curve: curve)\n            let screen = notification.object as? UIScreen\n            MainActor.assumeIsolated { onChange(frame, screen, animation) }\n        }\n    }\n\n    deinit {\n        NotificationCenter.default.removeObserver(token)\n    }\n}\n\n/// The keyboard's animation in SwiftUI's terms.\nenum FormGenKeyboardAnimation {\n    /// The notification's curve is a `UIView.AnimationCurve` raw value: 0 to 3 are `easeInOut`,\n    /// `easeIn`, `easeOut` and `linear`. The software keyboard reports 7, a curve with no public\n    /// case; an ease-out over the same duration is the closest public curve, and every other\n    /// value gets it too.\n    static func animation(duration: Double, curve: Int?) -> Animation {\n        switch curve {\n        case 0: .easeInOut(duration: duration)\n        case 1: .easeIn(duration: duration)\n        case 3: .linear(duration: duration)\n        default: .easeOut(duration: duration)\n        }\n    }\n}\n\nextension View {\n    /// Pads the view by the part of it the keyboard covers.\n    func avoidsKeyboard() -> some View {\n        modifier(FormGenKeyboardAvoidingModifier(focus: FormGenAnyFocus()))\n    }\n\n    /// Pads the view by the part of it the keyboard covers while one of `whenMatches` has focus.\n    func avoidsKeyboard<Field: Hashable>(focused: FocusState<Field?>.Binding, whenMatches: [Field]) -> some View {\n        modifier(\n            FormGenKeyboardAvoidingModifier(focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))\n        )\n    }\n\n    /// Pads the view by the part of it the keyboard covers while the single field has focus.\n    func avoidsKeyboard(focused: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenKeyboardAvoidingModifier(focus: FormGenBoolBarFocus(focused: focused)))\n    }\n}\n#else\nextension View {\n    /// Without UIKit there is no software keyboard to avoid.\n    func avoidsKeyboard() -> some View {\n        self\n    }\n\n    /// Without UIKit there is no software keyboard to avoid.\n    func avoidsKeyboard<Field: Hashable>(focused: FocusState<Field?>.Binding, whenMatches: [Field]) -> some View {\n        self\n    }\n\n    /// Without UIKit there is no software keyboard to avoid.\n    func avoidsKeyboard(focused: FocusState<Bool>.Binding) -> some View {\n        self\n    }\n}\n#endif\n#endif\n"),
        ]
    }

    private static func tree6_1(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(", "),
        ]
    }

    private static func tree6_0(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("required: true"),
            TemplateNode.conditional([T.branch(.or(.or(.or(.value(T.value(T.path(f, "field", 2, 79, [T.name(f, "rules", 2, 85), T.name(f, "minLength", 2, 91)]), [], "field.rules.minLength", f, 2, 79)), .value(T.value(T.path(f, "field", 2, 104, [T.name(f, "rules", 2, 110), T.name(f, "maxLength", 2, 116)]), [], "field.rules.maxLength", f, 2, 104))), .value(T.value(T.path(f, "field", 2, 129, [T.name(f, "rules", 2, 135), T.name(f, "pattern", 2, 141)]), [], "field.rules.pattern", f, 2, 129))), .value(T.value(T.path(f, "field", 2, 152, [T.name(f, "rules", 2, 158), T.name(f, "number", 2, 164)]), [], "field.rules.number", f, 2, 152))), tree6_1(f))], otherwise: []),
        ]
    }

    private static func tree6_3(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(", "),
        ]
    }

    private static func tree6_2(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("minLength: "),
            TemplateNode.output(T.value(T.path(f, "field", 2, 241, [T.name(f, "rules", 2, 247), T.name(f, "minLength", 2, 253)]), [], "field.rules.minLength", f, 2, 241)),
            TemplateNode.conditional([T.branch(.or(.or(.value(T.value(T.path(f, "field", 2, 271, [T.name(f, "rules", 2, 277), T.name(f, "maxLength", 2, 283)]), [], "field.rules.maxLength", f, 2, 271)), .value(T.value(T.path(f, "field", 2, 296, [T.name(f, "rules", 2, 302), T.name(f, "pattern", 2, 308)]), [], "field.rules.pattern", f, 2, 296))), .value(T.value(T.path(f, "field", 2, 319, [T.name(f, "rules", 2, 325), T.name(f, "number", 2, 331)]), [], "field.rules.number", f, 2, 319))), tree6_3(f))], otherwise: []),
        ]
    }

    private static func tree6_5(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(", "),
        ]
    }

    private static func tree6_4(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("maxLength: "),
            TemplateNode.output(T.value(T.path(f, "field", 2, 408, [T.name(f, "rules", 2, 414), T.name(f, "maxLength", 2, 420)]), [], "field.rules.maxLength", f, 2, 408)),
            TemplateNode.conditional([T.branch(.or(.value(T.value(T.path(f, "field", 2, 438, [T.name(f, "rules", 2, 444), T.name(f, "pattern", 2, 450)]), [], "field.rules.pattern", f, 2, 438)), .value(T.value(T.path(f, "field", 2, 461, [T.name(f, "rules", 2, 467), T.name(f, "number", 2, 473)]), [], "field.rules.number", f, 2, 461))), tree6_5(f))], otherwise: []),
        ]
    }

    private static func tree6_7(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(", "),
        ]
    }

    private static func tree6_6(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("pattern: "),
            TemplateNode.output(T.value(T.path(f, "field", 2, 546, [T.name(f, "rules", 2, 552), T.name(f, "pattern", 2, 558)]), [T.filter(.swiftString, f, 2, 568)], "field.rules.pattern | swiftString", f, 2, 546)),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 2, 588, [T.name(f, "rules", 2, 594), T.name(f, "number", 2, 600)]), [], "field.rules.number", f, 2, 588)), tree6_7(f))], otherwise: []),
        ]
    }

    private static func tree6_9(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("true"),
        ]
    }

    private static func tree6_10(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("false"),
        ]
    }

    private static func tree6_11(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(", minimum: "),
            TemplateNode.output(T.value(T.path(f, "field", 2, 809, [T.name(f, "rules", 2, 815), T.name(f, "minimum", 2, 821)]), [], "field.rules.minimum", f, 2, 809)),
        ]
    }

    private static func tree6_12(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text(", maximum: "),
            TemplateNode.output(T.value(T.path(f, "field", 2, 884, [T.name(f, "rules", 2, 890), T.name(f, "maximum", 2, 896)]), [], "field.rules.maximum", f, 2, 884)),
        ]
    }

    private static func tree6_8(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("number: FormGenNumberRule(isDecimal: "),
            TemplateNode.conditional([T.branch(.comparison(T.value(T.path(f, "field", 2, 703, [T.name(f, "rules", 2, 709), T.name(f, "number", 2, 715)]), [], "field.rules.number", f, 2, 703), equal: true, T.value(.string("decimal"), [], #""decimal""#, f, 2, 725), position: T.at(f, 2, 722)), tree6_9(f))], otherwise: tree6_10(f)),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 2, 773, [T.name(f, "rules", 2, 779), T.name(f, "minimum", 2, 785)]), [], "field.rules.minimum", f, 2, 773)), tree6_11(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 2, 848, [T.name(f, "rules", 2, 854), T.name(f, "maximum", 2, 860)]), [], "field.rules.maximum", f, 2, 848)), tree6_12(f))], otherwise: []),
            TemplateNode.text(")"),
        ]
    }

    /// InputRule.swift.template
    private static func tree6(_ f: String) -> [TemplateNode] {
        [
            TemplateNode.text("            FormGenInputRule("),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 2, 36, [T.name(f, "rules", 2, 42), T.name(f, "required", 2, 48)]), [], "field.rules.required", f, 2, 36)), tree6_0(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 2, 203, [T.name(f, "rules", 2, 209), T.name(f, "minLength", 2, 215)]), [], "field.rules.minLength", f, 2, 203)), tree6_2(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 2, 370, [T.name(f, "rules", 2, 376), T.name(f, "maxLength", 2, 382)]), [], "field.rules.maxLength", f, 2, 370)), tree6_4(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 2, 512, [T.name(f, "rules", 2, 518), T.name(f, "pattern", 2, 524)]), [], "field.rules.pattern", f, 2, 512)), tree6_6(f))], otherwise: []),
            TemplateNode.conditional([T.branch(.value(T.value(T.path(f, "field", 2, 639, [T.name(f, "rules", 2, 645), T.name(f, "number", 2, 651)]), [], "field.rules.number", f, 2, 639)), tree6_8(f))], otherwise: []),
            TemplateNode.text(")\n"),
        ]
    }
}
