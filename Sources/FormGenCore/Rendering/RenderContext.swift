/// What the form template sees: a `ValidatedForm` with every choice the template needs made in
/// Swift (bar names, submit targets, which traits need UIKit), so the template only lays out code.
///
/// Strings stay raw here; templates escape them with the `swiftString` and `identifier` filters.
struct RenderContext: TemplateValueConvertible {
    var specFileName: String
    var form: ValidatedForm

    init(form: ValidatedForm, specFileName: String, access: AccessLevel? = nil) {
        self.specFileName = specFileName
        self.form = form
        if let access { self.form.access = access }
    }

    private var boolFocus: Bool { form.focusStyle == .bool }

    /// Unique action names in the order the fields first use them.
    private var actions: [String] {
        var seen: Set<String> = []
        return form.fields.flatMap { [$0.leading, $0.trailing] }.compactMap { $0?.action }.filter {
            seen.insert($0).inserted
        }
    }

    var templateValue: TemplateValue {
        let lastID = form.fields.last?.id
        let bars = barContexts
        return [
            "specFileName": .string(specFileName),
            "accessPrefix": .string(form.access == .public ? "public " : ""),
            "name": .string(form.name),
            "focusEnum": .string(form.focusEnum),
            "boolFocus": .bool(boolFocus),
            // Whether the struct declares UI-free members before its SwiftUI ones.
            "hasLogic": .bool(
                !boolFocus || form.bars.contains { if case .okCancel = $0.style { true } else { false } }),
            "fields": .array(form.fields.map { field(for: $0, isLast: $0.id == lastID) }),
            "bars": .array(bars),
            "actions": .array(actions.map(TemplateValue.string)),
            "submitChain": .bool(form.submitChain),
            "keyboardObserver": .bool(form.keyboardAvoidance == .observer),
            "dismissOnTapOutside": .bool(form.dismissOnTapOutside),
        ]
    }

    private func field(for field: ValidatedForm.Field, isLast: Bool) -> TemplateValue {
        let kind: TemplateValue
        switch field.kind {
        case .text: kind = .null
        case .secure: kind = .string(".secure(revealToggle: \(field.revealToggle))")
        case .multiline: kind = .string(".multiline")
        }
        let submits = form.submitChain && field.kind != .multiline
        let submitLabel = field.submitLabel?.rawValue ?? (submits ? (isLast ? "done" : "next") : nil)
        return [
            "id": .string(field.id),
            "label": optional(field.label),
            "title": .string(field.label ?? field.prompt ?? field.id),
            "prompt": optional(field.prompt),
            "kind": kind,
            "clearButton": .bool(field.clearButton),
            "keyboard": optional(field.keyboard?.rawValue),
            "contentType": optional(field.contentType?.rawValue),
            "autocapitalization": optional(field.autocapitalization?.rawValue),
            "hasUIKitTraits": .bool(
                field.keyboard != nil || field.contentType != nil || field.autocapitalization != nil),
            "autocorrectionDisabled": .bool(field.autocorrection == false),
            "submitLabel": optional(submitLabel),
            "submits": .bool(submits),
            "adornments": .array(
                [("leading", field.leading), ("trailing", field.trailing)].compactMap { position, adornment in
                    adornment.map { self.adornment($0, position: position) }
                }),
        ]
    }

    private func adornment(_ adornment: ValidatedForm.Adornment, position: String) -> TemplateValue {
        [
            "position": .string(position),
            "systemImage": .string(adornment.systemImage),
            "action": optional(adornment.action),
            "accessibilityLabel": optional(adornment.accessibilityLabel),
        ]
    }

    /// The bars with the names of their static members: `closeBarFields`, or `closeBar2Fields` for a second one.
    private var barContexts: [TemplateValue] {
        var counts: [BarKind: Int] = [:]
        return form.bars.map { bar in
            var kind: BarKind
            let styleMembers: [(String, TemplateValue)]
            switch bar.style {
            case .close(let title):
                kind = .close
                styleMembers = [("title", .string(title))]
            case .okCancel(let ok, let cancel, let behavior):
                kind = .okCancel
                styleMembers = [
                    ("ok", .string(ok)), ("cancel", .string(cancel)), ("cancelBehavior", .string(behavior.rawValue)),
                ]
            case .navigation(let done, let previous, let next):
                kind = .navigation
                styleMembers = [("title", .string(done)), ("previous", .string(previous)), ("next", .string(next))]
            }
            // A Bool-focused form has one field: chevrons have nowhere to go, so its navigation bar is a done button.
            if boolFocus && kind == .navigation { kind = .close }
            counts[kind, default: 0] += 1
            let count = counts[kind] ?? 1
            let stem = kind.rawValue + "Bar" + (count > 1 ? String(count) : "")
            let description = Self.description(of: kind) + (count > 1 ? " \(count)" : "")
            return .object(
                TemplateObject(
                    styleMembers + [
                        ("kind", .string(kind.rawValue)),
                        ("fieldsName", .string(stem + "Fields")),
                        ("cancelBehaviorName", .string(stem + "CancelBehavior")),
                        ("description", .string(description)),
                        ("fields", .array(bar.fieldIDs.map(TemplateValue.string))),
                    ]))
        }
    }

    /// How the generated comments name a bar of `kind`.
    private static func description(of kind: BarKind) -> String {
        switch kind {
        case .close: "close"
        case .okCancel: "OK/Cancel"
        case .navigation: "navigation"
        }
    }

    private func optional(_ value: String?) -> TemplateValue {
        value.map(TemplateValue.string) ?? .null
    }
}
