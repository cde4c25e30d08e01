// swift-format-ignore-file
// Written by Scripts/regenerate from Templates/; do not edit.

/// The text of the templates compiled into formgen: formgen parses them as it starts, and
/// `formgen templates dump` writes them.
package enum BuiltinTemplates {
    package static let sources: [String: String] = [
        "Assignments.swift.template": #"""
            {# What every initialiser stores: the texts' bindings and the closures. #}
            {% for field in fields %}
                    self._{{ field.id | name }} = {{ field.id | identifier }}
            {% endfor %}
            {% for action in actions %}
                    self.{{ action | name }} = {{ action | identifier }}
            {% endfor %}
            {% if submitAction %}
                    self.{{ submitAction | name }} = {{ submitAction | identifier }}
            {% endif %}

            """#,
        "Bar.swift.template": #"""
            {# One keyboard bar of the form body, in the call shape of the support file's View extension. #}
            {% if bar.kind == "close" %}
                        .keyboardCloseButton({{ name | identifier }}.strings.text({{ bar.title | swiftString }}), focused: focus{% if not boolFocus %}, whenMatches: {{ name | identifier }}.{{ bar.fieldsName | name }}{% endif %})
            {% elif bar.kind == "navigation" %}
                        .keyboardNavigationBar(doneTitle: {{ name | identifier }}.strings.text({{ bar.title | swiftString }}), previousLabel: {{ name | identifier }}.strings.text({{ bar.previous | swiftString }}), nextLabel: {{ name | identifier }}.strings.text({{ bar.next | swiftString }}), focused: focus, order: {{ name | identifier }}.focusOrder, whenMatches: {{ name | identifier }}.{{ bar.fieldsName | name }})
            {% else %}
            {% for id in bar.fields %}
                        .keyboardOKCancelButton(okTitle: {{ name | identifier }}.strings.text({{ bar.ok | swiftString }}), cancelTitle: {{ name | identifier }}.strings.text({{ bar.cancel | swiftString }}), text: {{ id | identifier }}, focused: focus{% if not boolFocus %}, whenMatches: [.{{ id | name }}]{% endif %}, cancelBehavior: {{ name | identifier }}.{{ bar.cancelBehaviorName | name }})
            {% endfor %}
            {% endif %}

            """#,
        "Field.swift.template": #"""
            {# One field: its caption, its box and the failure under it, then the field's traits and what return does. #}
                    {% if field.kind == "secure" %}FormGenSecureField{% else %}FormGenTextField{% endif %}(title: Self.strings.text({{ field.title | swiftString }}){% if not field.label %}, showsCaption: false{% endif %}, text: ${{ field.id | name }}{% if field.cutsAtMaxLength %}, limit: FormGenLengthLimit.cut(at: {{ field.rules.maxLength }}){% endif %}{% if field.placeholder %}, prompt: Self.strings.text({{ field.placeholder | swiftString }}){% endif %}{% if field.revealToggle %}, reveal: FormGenRevealLabels(show: Self.strings.text({{ strings.showPassword | swiftString }}), hide: Self.strings.text({{ strings.hidePassword | swiftString }})){% elif field.kind == "multiline" %}, axis: .vertical{% endif %}{% if field.clearButton %}, clearButton: Self.strings.text({{ strings.clearText | swiftString }}){% endif %}, focus: {% if boolFocus %}FormGenFocus(focus){% else %}FormGenFocus(focus, equals: .{{ field.id | name }}){% endif %}{% for adornment in field.adornments %}, {{ adornment.position | argumentLabel }}: {% if adornment.action %}.button({{ adornment.systemImage | swiftString }}, accessibilityLabel: Self.strings.text({{ adornment.accessibilityLabel | swiftString }}), action: {{ adornment.action | identifier }}){% else %}.image({{ adornment.systemImage | swiftString }}){% endif %}{% endfor %})
            {% if field.rules %}
                    .formGenFailure(shownFailure({% if not boolFocus %}of: .{{ field.id | name }}, text: {{ field.id | identifier }}, {% endif %}label: {{ field.title | swiftString }}))
            {% endif %}
            {% if field.hasUIKitTraits %}
                    #if canImport(UIKit)
            {% if field.keyboard %}
                    .keyboardType(.{{ field.keyboard | name }})
            {% endif %}
            {% if field.contentType %}
                    .textContentType(.{{ field.contentType | name }})
            {% endif %}
            {% if field.autocapitalization %}
                    .textInputAutocapitalization(.{{ field.autocapitalization | name }})
            {% endif %}
                    #endif
            {% endif %}
            {% if field.autocorrectionDisabled %}
                    .autocorrectionDisabled()
            {% endif %}
            {% if field.submitLabel %}
                    .submitLabel(.{{ field.submitLabel | name }})
            {% endif %}
            {% if field.handlesReturn %}
                    .onSubmit { Self.returnAction{% if not boolFocus %}(from: .{{ field.id | name }}){% endif %}.perform(focus: focus, submit: {% if submitAction %}{% if hasInputRules %}{ submitIfValid() }{% else %}{{ submitAction | identifier }}{% endif %}{% else %}nil{% endif %}) }
            {% endif %}

            """#,
        "Form.swift.template": #"""
            {# The form of one spec: its focus enum and UI-free logic, compiled everywhere, and its SwiftUI view. #}

            #if canImport(SwiftUI)
            {% if access == "public" %}public {% endif %}import SwiftUI
            #endif

            {% if part %}
            /// The {{ name | identifier }} part: fields that a screen places and focuses as one value, with
            /// `.focused($focus, equals: …)`, drawing its own keyboard bar.
            {% else %}
            /// The {{ name | identifier }} form: its logic needs no UI and compiles everywhere; with SwiftUI it is also the view.
            {% endif %}
            {% if access == "public" %}public {% endif %}struct {{ name | identifier }} {
            {% if not boolFocus %}
            {% if part %}
                /// One case per field: which field has focus, for the fields' own clear buttons.
                private enum {{ focusEnum | identifier }}: Hashable, CaseIterable, Sendable {
            {% else %}
                /// One case per field, in focus order.
                {% if access == "public" %}public {% endif %}enum {{ focusEnum | identifier }}: Hashable, CaseIterable, Sendable {
            {% endif %}
            {% for field in fields %}
                    case {{ field.id | identifier }}
            {% endfor %}
                }
            {% endif %}
            {% if not part %}
            {% if not boolFocus %}

                /// The order in which return and the previous and next chevrons move focus.
                {% if access == "public" %}public {% endif %}static let focusOrder: [{{ focusEnum | identifier }}] = [{% for field in fields %}.{{ field.id | name }}{% if not forloop.last %}, {% endif %}{% endfor %}]
            {% for bar in bars %}

                /// The fields whose focus shows the {{ bar.description }} bar{% if bar.kind == "okCancel" %}; the body gives each its own, as each edits its own text{% endif %}.
                {% if access == "public" %}public {% endif %}static let {{ bar.fieldsName | identifier }}: [{{ focusEnum | identifier }}] = [{% for id in bar.fields %}.{{ id | name }}{% if not forloop.last %}, {% endif %}{% endfor %}]
            {% endfor %}
            {% if keyboardObserverFields %}

                /// The fields whose focus makes the keyboard observer pad the form.
                {% if access == "public" %}public {% endif %}static let keyboardObserverFields: [{{ focusEnum | identifier }}] = [{% for id in keyboardObserverFields %}.{{ id | name }}{% if not forloop.last %}, {% endif %}{% endfor %}]
            {% endif %}
            {% endif %}
            {% for bar in bars %}
            {% if bar.kind == "okCancel" %}
            {% if not boolFocus %}

            {% endif %}
                /// What Cancel on the {{ bar.description }} bar does to the text.
                {% if access == "public" %}public {% endif %}static let {{ bar.cancelBehaviorName | identifier }}: FormGenCancelBehavior = .{{ bar.cancelBehavior | name }}
            {% endif %}
            {% endfor %}
            {% if not boolFocus or okCancelFields %}

            {% endif %}
            {% if hasInputRules %}
            {% if boolFocus %}
                /// What the field's input rules find wrong with `text`; `nil` when it passes.
                {% if access == "public" %}public {% endif %}static func inputFailure(_ text: String) -> FormGenInputFailure? {
                    inputRule.failure(of: text)
                }

                /// The field's input rules.
                static let inputRule =
            {% for field in fields %}
            {% include "InputRule.swift.template" %}
            {% endfor %}
            {% else %}
                /// What each field's input rules find wrong with `texts`, with no UI; a missing text reads as "".
                {% if access == "public" %}public {% endif %}static func inputFailures(_ texts: [{{ focusEnum | identifier }}: String]) -> [{{ focusEnum | identifier }}: FormGenInputFailure] {
                    focusOrder.reduce(into: [:]) { $0[$1] = inputRule(for: $1)?.failure(of: texts[$1] ?? "") }
                }

                /// The input rules of `field`; `nil` when anything goes.
                static func inputRule(for field: {{ focusEnum | identifier }}) -> FormGenInputRule? {
                    switch field {
            {% for field in fields %}
            {% if field.rules %}
            {% include "InputRule.swift.template" %}
            {% else %}
                    case .{{ field.id | name }}: nil
            {% endif %}
            {% endfor %}
                    }
                }
            {% endif %}

            {% endif %}
            {% if boolFocus %}
                /// What return does in the field, with no UI.
                {% if access == "public" %}public {% endif %}static let returnAction: FormGenReturnAction<Bool> = {% for field in fields %}.{{ field.returnAction | name }}{% endfor %}
            {% else %}
                /// What return does from `field`, with no UI: move focus to the next field, submit, or release focus.
                {% if access == "public" %}public {% endif %}static func returnAction(from field: {{ focusEnum | identifier }}) -> FormGenReturnAction<{{ focusEnum | identifier }}> {
                    switch field {
            {% for field in fields %}
                    case .{{ field.id | name }}: .{{ field.returnAction | name }}{% if field.returnFocus %}(.{{ field.returnFocus | name }}){% endif %}
            {% endfor %}
                    }
                }
            {% endif %}
            {% endif %}

                #if canImport(SwiftUI)
            {% for field in fields %}
                @Binding private var {{ field.id | identifier }}: String
            {% endfor %}
            {% if hasInputRules %}
                @State private var failures = FormGenShownFailures<{% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}{% endif %}>()
                /// Whether the app shows every failure, as after a submit its own button tried.
                private let showsFailures: Bool
            {% endif %}
            {% for action in actions %}
                private let {{ action | identifier }}: @MainActor () -> Void
            {% endfor %}
            {% if submitAction %}
                private let {{ submitAction | identifier }}: @MainActor () -> Void
            {% endif %}
            {% if part %}
                @FocusState private var ownFocus: {{ focusEnum | identifier }}?

                /// A part editing the given texts{% if actions %} and calling the given actions{% endif %}.
                {% if access == "public" %}public {% endif %}init({% for field in fields %}{{ field.id | identifier }}: Binding<String>{% if not forloop.last %}, {% endif %}{% endfor %}{% for action in actions %}, {{ action | identifier }}: @escaping @MainActor () -> Void{% endfor %}) {
            {% include "Assignments.swift.template" %}
                }
            {% elif ownsFocus %}
                /// The app's focus when it passed one, which `init(…focus:…)` sets; the form's own otherwise.
                private var appFocus: FocusState<{% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}>.Binding?
                @FocusState private var ownFocus: {% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}
                private let initialFocus: {% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}

                /// A form that owns its focus, which goes to `initialFocus` when the form appears.
            {% if hasInputRules %}
                /// With `showsFailures`, every failure shows at once, as after a failed submit (for the app's own button).
            {% endif %}
                {% if access == "public" %}public {% endif %}init({% for field in fields %}{{ field.id | identifier }}: Binding<String>, {% endfor %}initialFocus: {% if boolFocus %}Bool = false{% else %}{{ focusEnum | identifier }}? = nil{% endif %}{% if hasInputRules %}, showsFailures: Bool = false{% endif %}{% for action in actions %}, {{ action | identifier }}: @escaping @MainActor () -> Void{% endfor %}{% if submitAction %}, {{ submitAction | identifier }}: @escaping @MainActor () -> Void{% endif %}) {
            {% include "Assignments.swift.template" %}
                    self.initialFocus = initialFocus
            {% if hasInputRules %}
                    self.showsFailures = showsFailures
            {% endif %}
                }

                /// A form whose focus the app owns: the app reads it, moves it, and releases it, for example
                /// before its own button acts{% if hasInputRules %}. `showsFailures` as in `init(…initialFocus:…)`{% endif %}.
                {% if access == "public" %}public {% endif %}init({% for field in fields %}{{ field.id | identifier }}: Binding<String>, {% endfor %}focus: FocusState<{% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}>.Binding{% if hasInputRules %}, showsFailures: Bool = false{% endif %}{% for action in actions %}, {{ action | identifier }}: @escaping @MainActor () -> Void{% endfor %}{% if submitAction %}, {{ submitAction | identifier }}: @escaping @MainActor () -> Void{% endif %}) {
                    self.init({% for field in fields %}{{ field.id | argumentLabel }}: {{ field.id | identifier }}{% if not forloop.last %}, {% endif %}{% endfor %}{% if hasInputRules %}, showsFailures: showsFailures{% endif %}{% for action in actions %}, {{ action | argumentLabel }}: {{ action | identifier }}{% endfor %}{% if submitAction %}, {{ submitAction | argumentLabel }}: {{ submitAction | identifier }}{% endif %})
                    appFocus = focus
                }
            {% else %}
                private let focus: FocusState<{% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}>.Binding

            {% if hasBarsModifier %}
                /// The fields, for the app's own container; focus is the app's, and so are the bars, through
                /// `.{{ barsModifier | name }}(focus:…)`.
            {% else %}
                /// The fields, for the app's own container; focus is the app's.
            {% endif %}
            {% if hasInputRules %}
                /// With `showsFailures`, every failure shows at once, as after a failed submit: for the app's
                /// own submit button, which asks `{% if boolFocus %}inputFailure{% else %}inputFailures{% endif %}` first.
            {% endif %}
                {% if access == "public" %}public {% endif %}init({% for field in fields %}{{ field.id | identifier }}: Binding<String>, {% endfor %}focus: FocusState<{% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}>.Binding{% if hasInputRules %}, showsFailures: Bool = false{% endif %}{% for action in actions %}, {{ action | identifier }}: @escaping @MainActor () -> Void{% endfor %}{% if submitAction %}, {{ submitAction | identifier }}: @escaping @MainActor () -> Void{% endif %}) {
            {% include "Assignments.swift.template" %}
                    self.focus = focus
            {% if hasInputRules %}
                    self.showsFailures = showsFailures
            {% endif %}
                }
            {% endif %}
                #endif
            }

            #if canImport(SwiftUI)
            extension {{ name | identifier }}: View {
                {% if access == "public" %}public {% endif %}var body: some View {
            {% if scrollsToFocus %}
                    FormGenScrollView({% if layout == "form" %}isForm: true, {% endif %}focus: focus.wrappedValue) {
                        fieldViews
                    }
            {% elif layout == "scroll" %}
                    ScrollView {
                        VStack(alignment: .leading, spacing: 16) {
                            fieldViews
                        }
                        .padding()
                    }
            {% elif layout == "form" %}
                    Form {
                        fieldViews
                    }
            {% else %}
                    VStack(alignment: .leading, spacing: 16) {
                        fieldViews
                    }
            {% endif %}
            {% if hasInputRules %}
            {% if boolFocus %}
                    .formGenOnChange(of: focus.wrappedValue) { wasFocused, _ in if wasFocused { failures.focusLeft(true) } }
            {% else %}
                    .formGenOnChange(of: focus.wrappedValue) { left, _ in failures.focusLeft(left) }
            {% endif %}
            {% endif %}
            {% if ownsFocus %}
            {% if hasBarsModifier %}
                    .{{ barsModifier | name }}(focus: focus{% for id in okCancelFields %}, {{ id | argumentLabel }}: ${{ id | name }}{% endfor %})
            {% endif %}
                    .formGenInitialFocus(initialFocus, focus: focus)
            {% endif %}
                }
            {% if part %}

                @MainActor private var focus: FocusState<{{ focusEnum | identifier }}?>.Binding { $ownFocus }
            {% elif ownsFocus %}

                @MainActor private var focus: FocusState<{% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}>.Binding { appFocus ?? $ownFocus }
            {% endif %}

            {% if hasInputRules and submitAction %}
                /// Submits when no field fails its input rules; otherwise shows every failure and focuses the first.
                @MainActor private func submitIfValid() {
            {% if boolFocus %}
                    guard Self.inputFailure({% for field in fields %}{{ field.id | identifier }}{% endfor %}) != nil else {
                        return {{ submitAction | identifier }}()
                    }
                    failures.submitFailed()
                    focus.wrappedValue = true
            {% else %}
                    let failed = Self.inputFailures([{% for field in fields %}.{{ field.id | name }}: {{ field.id | identifier }}{% if not forloop.last %}, {% endif %}{% endfor %}])
                    guard let first = Self.focusOrder.first(where: { failed[$0] != nil }) else {
                        return {{ submitAction | identifier }}()
                    }
                    failures.submitFailed()
                    focus.wrappedValue = first
            {% endif %}
                }

            {% endif %}
                /// Where the form's text is looked up.
                fileprivate static let strings = FormGenStrings(table: {% if strings.table %}{{ strings.table | swiftString }}{% else %}nil{% endif %}, bundle: .{{ strings.bundle | name }})

            {% if hasInputRules %}
            {% if boolFocus %}
                /// The field's failure, once it shows. VoiceOver says the field's `label` first.
                @MainActor private func shownFailure(label: String) -> FormGenFailureText? {
                    failures.text(of: true, text: {% for field in fields %}self.{{ field.id | name }}{% endfor %}, rule: Self.inputRule, showsAll: showsFailures, label: label, strings: Self.strings)
                }
            {% else %}
                /// The failure under `field`, whose text is `text`, once it shows. VoiceOver says its `label` first.
                @MainActor private func shownFailure(of field: {{ focusEnum | identifier }}, text: String, label: String) -> FormGenFailureText? {
                    failures.text(of: field, text: text, rule: Self.inputRule(for: field), showsAll: showsFailures, label: label, strings: Self.strings)
                }
            {% endif %}

            {% endif %}
                /// The fields, in focus order: rows of a `Form`, a stack's items elsewhere.
                @MainActor @ViewBuilder private var fieldViews: some View {
            {% for field in fields %}
            {% include "Field.swift.template" %}
            {% endfor %}
                }
            }
            {% if hasBarsModifier %}

            extension View {
            {% if dismissOnTapOutside or keyboardObserver or keyboardObserverFields %}
                /// Gives any container of `{{ name | identifier }}`'s fields what the form needs around them: its keyboard
                /// bars, and tap-outside dismissal and keyboard avoidance when the spec asks for them.
            {% else %}
                /// `{{ name | identifier }}`'s keyboard bars, for any container of its fields.
            {% endif %}
                {% if access == "public" %}public {% endif %}func {{ barsModifier | identifier }}(focus: FocusState<{% if boolFocus %}Bool{% else %}{{ name | identifier }}.{{ focusEnum | name }}?{% endif %}>.Binding{% for id in okCancelFields %}, {{ id | identifier }}: Binding<String>{% endfor %}) -> some View {
                    self
            {% if dismissOnTapOutside %}
                        .dismissesFocusOnTapOutside(focus)
            {% endif %}
            {% for bar in bars %}
            {% include "Bar.swift.template" %}
            {% endfor %}
            {% if keyboardObserver %}
                        // Outermost, so that the padding lifts the bars with the fields.
                        .avoidsKeyboard()
            {% elif keyboardObserverFields %}
                        // Outermost, so that the padding lifts the bars with the fields; only while one of
                        // the fields that ask for it has focus.
            {% if boolFocus %}
                        .avoidsKeyboard(focused: focus)
            {% else %}
                        .avoidsKeyboard(focused: focus, whenMatches: {{ name | identifier }}.keyboardObserverFields)
            {% endif %}
            {% endif %}
                }
            }
            {% endif %}

            #if DEBUG
            {% if previewMacro %}
            #Preview {
                {{ name | identifier }}Previews()
            }

            {% endif %}
            /// {{ name | identifier }} with sample text in its fields, for Xcode's canvas.
            struct {{ name | identifier }}Previews: {% if not previewMacro %}PreviewProvider, {% endif %}View {
            {% for field in fields %}
                @State private var {{ field.id | identifier }} = {{ field.sampleText | swiftString }}
            {% endfor %}
            {% if not part and not ownsFocus %}
                @FocusState private var focus: {% if boolFocus %}Bool{% else %}{{ name | identifier }}.{{ focusEnum | name }}?{% endif %}
            {% endif %}

            {% if not previewMacro %}
                static var previews: some View { {{ name | identifier }}Previews() }

            {% endif %}
                var body: some View {
            {% if hasBarsModifier and not ownsFocus %}
                    {{ name | identifier }}(
            {% for field in fields %}
                        {{ field.id | argumentLabel }}: ${{ field.id | name }}{% if not forloop.last or actions or submitAction or not part and not ownsFocus %},{% endif %}
            {% endfor %}
            {% if not part and not ownsFocus %}
                        focus: $focus{% if actions or submitAction %},{% endif %}
            {% endif %}
            {% for action in actions %}
                        {{ action | argumentLabel }}: {}{% if not forloop.last or submitAction %},{% endif %}
            {% endfor %}
            {% if submitAction %}
                        {{ submitAction | argumentLabel }}: {}
            {% endif %}
                    )
                    .{{ barsModifier | name }}(focus: $focus{% for id in okCancelFields %}, {{ id | argumentLabel }}: ${{ id | name }}{% endfor %})
            {% else %}
                    {{ name | identifier }}({% for field in fields %}{{ field.id | argumentLabel }}: ${{ field.id | name }}{% if not forloop.last %}, {% endif %}{% endfor %}{% if not part and not ownsFocus %}, focus: $focus{% endif %}{% for action in actions %}, {{ action | argumentLabel }}: {}{% endfor %}{% if submitAction %}, {{ submitAction | argumentLabel }}: {}{% endif %})
            {% endif %}
                }
            }
            #endif
            #endif

            """#,
        "FormGenInputRules.swift.template": #"""
            //
            // Input rules: what a field's text must be, the text of each failure and the length limit's cut,
            // with no UI; and with SwiftUI the failure shown under a field and announced to VoiceOver.
            // Written out in full when a form of the target has input rules.

            public import Foundation

            #if canImport(SwiftUI)
            import SwiftUI
            #endif
            #if canImport(UIKit)
            import UIKit
            #endif

            /// Why a field's text fails its input rules. Public, as a public form's `inputFailures` names it.
            public enum FormGenInputFailure: Equatable, Sendable {
                /// The text is empty, or white space only.
                case required
                /// Fewer characters than `minimum`.
                case tooShort(minimum: Int)
                /// More characters than `maximum`.
                case tooLong(maximum: Int)
                /// The text does not match the pattern.
                case mismatch
                /// A numeric field's text is not a number.
                case notANumber
                /// The number is below the minimum or above the maximum.
                case outOfRange
            }

            /// What a field's text must be, as its spec's input rules say; checked with no UI, so a form's
            /// `inputFailures` can be asked in any context.
            struct FormGenInputRule: Sendable {
                var required = false
                var minLength: Int?
                var maxLength: Int?
                var pattern: String?
                var number: FormGenNumberRule?
                /// The text of each failure, for the spec's own texts in place of the built-in ones.
                var messages = FormGenInputMessages()

                /// The first rule `text` breaks, in the order required, length, number, pattern; `nil` when it
                /// passes. A text of white space only counts as empty, and an empty text passes every rule but
                /// `required`, so an optional field may stay empty.
                func failure(of text: String) -> FormGenInputFailure? {
                    if text.allSatisfy(\.isWhitespace) {
                        return required ? .required : nil
                    }
                    // Characters as Swift counts them: a flag, an emoji with its modifiers, or a letter with
                    // combining marks is one.
                    let count = text.count
                    if let minLength, count < minLength { return .tooShort(minimum: minLength) }
                    if let maxLength, count > maxLength { return .tooLong(maximum: maxLength) }
                    if let number, let failure = number.failure(of: text) { return failure }
                    if let pattern, !Self.text(text, wholeMatches: pattern) { return .mismatch }
                    return nil
                }

                /// Whether all of `text` matches `pattern`, read scalar by scalar as `NSRegularExpression` reads
                /// it: with Swift's `Regex` where the system has it (iOS 16), and with `NSRegularExpression`
                /// before. A pattern the engine cannot read matches nothing; formgen refuses a pattern `Regex`
                /// cannot read, and warns about `Regex`-only syntax in a spec whose `minimumIOS` is below 16.
                static func text(_ text: String, wholeMatches pattern: String) -> Bool {
                    if #available({% if checksIOS16 %}iOS 16.0, {% endif %}macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                        return formGenRegexWholeMatch(text, pattern)
                    }
                    guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else { return false }
                    let range = NSRange(text.startIndex..., in: text)
                    return expression.firstMatch(in: text, options: [.anchored], range: range)?.range == range
                }
            }

            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            private func formGenRegexWholeMatch(_ text: String, _ pattern: String) -> Bool {
                guard let regex = try? Regex(pattern).matchingSemantics(.unicodeScalar) else { return false }
                return (try? regex.wholeMatch(in: text)) != nil
            }

            /// What a numeric field's text must be: a number as `FormGenNumber` reads it, within the bounds.
            struct FormGenNumberRule: Sendable {
                var isDecimal: Bool
                var minimum: Double?
                var maximum: Double?
                /// Whose separators a decimal is read with: the user's, as the decimal pad types them.
                var locale = Locale.autoupdatingCurrent

                func failure(of text: String) -> FormGenInputFailure? {
                    guard FormGenNumber.isNumeral(text, decimal: isDecimal, locale: locale) else { return .notANumber }
                    // A whole number too long for Int is still a number, just not one in range.
                    guard
                        let value = isDecimal
                            ? FormGenNumber.decimal(text, locale: locale) : FormGenNumber.integer(text).map(Double.init)
                    else {
                        return .outOfRange
                    }
                    if let minimum, value < minimum { return .outOfRange }
                    if let maximum, value > maximum { return .outOfRange }
                    return nil
                }
            }

            /// The number a numeric field's text holds, read as its input rules read it: white space around
            /// it, an optional `+` or `-`, decimal digits of one script, and for a decimal one separator: the
            /// locale's, or `.`, `,` or `٫` where the locale does not group digits with it, so `1,200` is no
            /// number in the US rather than 1.2. The number and decimal pads type the digits and the separator
            /// of the user's locale: `٢٥` in Arabic, `۲۵` in Persian, `२५` in Hindi, a comma in much of
            /// Europe. Public, so that an app reads the number it submits exactly as the form accepted it;
            /// `Int(_:)` and `Double(_:)` refuse the white space, the comma and those digits.
            public enum FormGenNumber {
                /// The whole number of `text`; `nil` when it is none, or past `Int`'s range.
                public static func integer(_ text: String) -> Int? {
                    numeral(text, decimal: false, locale: .autoupdatingCurrent).flatMap { Int($0) }
                }

                /// The number of `text`, whole or decimal, with the separators of `locale`; `nil` when it is
                /// none, or too large for a `Double`.
                public static func decimal(_ text: String, locale: Locale = .autoupdatingCurrent) -> Double? {
                    guard let numeral = numeral(text, decimal: true, locale: locale), let value = Double(numeral), value.isFinite
                    else {
                        return nil
                    }
                    return value
                }

                /// Whether `text` has the form of a number: sign, digits, and with `decimal` one separator.
                static func isNumeral(_ text: String, decimal: Bool, locale: Locale) -> Bool {
                    numeral(text, decimal: decimal, locale: locale) != nil
                }

                /// `text` as Swift reads a number, with ASCII digits and `.`; `nil` when it is not one.
                private static func numeral(_ text: String, decimal: Bool, locale: Locale) -> String? {
                    var body = Substring(text.trimmingCharacters(in: .whitespaces))
                    var numeral = ""
                    if let sign = body.first, sign == "+" || sign == "-" {
                        numeral.append(sign)
                        body = body.dropFirst()
                    }
                    var digits = 0
                    var separators = 0
                    // The code point of the digits' zero: a number is written in one script's digits, as a
                    // keypad types it; "1٢" mixes two.
                    var zero: UInt32?
                    for character in body {
                        // One scalar each: a digit with a combining mark is another character.
                        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
                        if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                            let digitZero = scalar.value - UInt32(value)
                            guard zero == nil || zero == digitZero else { return nil }
                            zero = digitZero
                            numeral += String(Int(value))
                            digits += 1
                        } else if isSeparator(String(scalar), in: locale) {
                            numeral += "."
                            separators += 1
                        } else {
                            return nil
                        }
                    }
                    return digits > 0 && separators <= (decimal ? 1 : 0) ? numeral : nil
                }

                private static func isSeparator(_ text: String, in locale: Locale) -> Bool {
                    if text == locale.decimalSeparator { return true }
                    return [".", ",", "\u{066B}"].contains(text) && text != locale.groupingSeparator
                }
            }

            /// What a field limited to a number of characters keeps of an edit.
            enum FormGenLengthLimit {
                /// The edit from `old` to `new`, at most `maximum` characters: the characters the edit
                /// inserted, cut to the room left, where the edit put them, and the rest of the text as it
                /// was. Cutting the end of `new` instead would drop the end of the text whenever the user
                /// types into the middle of a full field. An edit that does not lengthen the text stands, so
                /// a text the app set too long is never cut, only kept from growing (its failure says it is
                /// too long). `selection` is the part of `old` that was selected before the edit, in
                /// characters, when the field knows it: the edit replaced it, which tells apart a paste that
                /// repeats the text around it. A selection the edit cannot have replaced (one the field
                /// already moved past the edit) is not used.
                static func edit(
                    replacing old: String, with new: String, maximum: Int, selection: Range<Int>? = nil
                ) -> FormGenLimitedEdit {
                    let after = Array(new)
                    let before = Array(old)
                    guard after.count > maximum, after.count > before.count else {
                        return FormGenLimitedEdit(text: new, caret: nil)
                    }
                    var prefix = 0
                    while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] {
                        prefix += 1
                    }
                    var commonSuffix = 0
                    while commonSuffix < before.count,
                        before[before.count - 1 - commonSuffix] == after[after.count - 1 - commonSuffix]
                    {
                        commonSuffix += 1
                    }
                    let suffix: Int
                    // The edit replaced the selection if the text before it and the text after it are unchanged.
                    if let selection, selection.lowerBound >= 0, selection.lowerBound <= prefix,
                        selection.upperBound <= before.count, before.count - selection.upperBound <= commonSuffix
                    {
                        prefix = selection.lowerBound
                        suffix = before.count - selection.upperBound
                    } else {
                        suffix = min(commonSuffix, before.count - prefix)
                    }
                    let inserted = after[prefix..<(after.count - suffix)]
                    let kept = inserted.prefix(max(0, maximum - prefix - suffix))
                    // Characters can only merge where the pieces meet (a combining mark), never multiply.
                    let text = String(after[..<prefix]) + String(kept) + String(after[(after.count - suffix)...])
                    return FormGenLimitedEdit(text: text, caret: min(prefix + kept.count, text.count))
                }

                /// `range` as characters of `text`; `nil` when it is not within `text` or does not start and
                /// end between characters.
                static func characters(in range: Range<String.Index>, of text: String) -> Range<Int>? {
                    guard range.lowerBound >= text.startIndex, range.upperBound <= text.endIndex,
                        let lower = range.lowerBound.samePosition(in: text), let upper = range.upperBound.samePosition(in: text)
                    else { return nil }
                    let start = text.distance(from: text.startIndex, to: lower)
                    return start..<(start + text.distance(from: lower, to: upper))
                }

                /// The limit of a field that cuts each edit at `maximum` characters. Only for a field whose
                /// keyboard has no input method that composes text (formgen decides so when it generates the
                /// form): text an input method is still composing must not be cut, and nothing without UIKit
                /// tells it apart. Any other field shows its `tooLong` failure at once instead (`showsAtOnce`).
                static func cut(at maximum: Int) -> FormGenEditLimit {
                    { old, new, selection in
                        let edit = edit(
                            replacing: old, with: new, maximum: maximum,
                            selection: selection.flatMap { characters(in: $0, of: old) })
                        return (edit.text, edit.caretIndex)
                    }
                }
            }

            /// An edit as a length limit leaves it.
            struct FormGenLimitedEdit: Equatable {
                var text: String
                /// When the edit was cut: the characters before the caret, which belongs after the kept part
                /// of what the edit inserted. `nil`: the edit stands, with the caret where the field put it.
                var caret: Int?

                /// `caret` as an index of `text`.
                var caretIndex: String.Index? {
                    caret.map { text.index(text.startIndex, offsetBy: $0) }
                }
            }

            extension FormGenInputFailure {
                /// Whether the failure shows as soon as the text has it, rather than once focus has left the
                /// field or a submit was tried: a text too long is one typed past a limit the field could not
                /// cut, or one the app set, and typing on would only make it longer.
                var showsAtOnce: Bool {
                    if case .tooLong = self { return true }
                    return false
                }
            }

            /// The text of each input failure of a field: keys of the form's strings table, the built-in
            /// English texts unless the spec gives its own. The too-short and too-long texts are formats that
            /// may hold the limit as `%lld`, which the strings table gives plural variations.
            struct FormGenInputMessages: Sendable {
                var required = "Required"
                var tooShort = "At least %lld characters"
                var tooLong = "At most %lld characters"
                var mismatch = "Invalid format"
                var notANumber = "Not a number"
                var outOfRange = "Out of range"

                /// The text for `failure` in the language of `locale`, with its limit.
                func text(for failure: FormGenInputFailure, in strings: FormGenStrings, locale: Locale) -> String {
                    switch failure {
                    case .required: strings.string(required, locale: locale)
                    case .tooShort(let minimum): String(format: strings.string(tooShort, locale: locale), locale: locale, minimum)
                    case .tooLong(let maximum): String(format: strings.string(tooLong, locale: locale), locale: locale, maximum)
                    case .mismatch: strings.string(mismatch, locale: locale)
                    case .notANumber: strings.string(notANumber, locale: locale)
                    case .outOfRange: strings.string(outOfRange, locale: locale)
                    }
                }
            }

            /// Which input failures show, with no UI: one that shows at once (`showsAtOnce`), a field's once
            /// focus has left it, and every one once a submit failed.
            struct FormGenShownFailures<Field: Hashable> {
                private var checkedFields: Set<Field> = []
                /// How many submits failed: each announces the failures again.
                private(set) var failedSubmits = 0

                /// Focus left `field`, when a field had it.
                mutating func focusLeft(_ field: Field?) {
                    if let field { checkedFields.insert(field) }
                }

                mutating func submitFailed() { failedSubmits += 1 }

                /// Whether `failure` shows under `field`.
                func shows(_ failure: FormGenInputFailure, of field: Field) -> Bool {
                    failure.showsAtOnce || failedSubmits > 0 || checkedFields.contains(field)
                }
            }

            /// Which failures VoiceOver announces, with no UI: a failure when it appears and again at each
            /// failed submit, which shows every failure at once; never again while it stays on screen as
            /// the user types, even when its text changes.
            struct FormGenAnnouncements {
                private var announcedAtSubmits: Int?

                /// Whether to announce the failure on screen now, after `failedSubmits` failed submits.
                mutating func shouldAnnounce(failedSubmits: Int) -> Bool {
                    guard announcedAtSubmits != failedSubmits else { return false }
                    announcedAtSubmits = failedSubmits
                    return true
                }
            }

            /// The colour of failure text, as sRGB components: reds with at least 4.5:1 contrast against the
            /// system backgrounds of light and dark mode (WCAG 2's AA level for text), which the system red
            /// (3.6:1 on white) does not reach.
            enum FormGenFailureColor {
                static let light = (red: 0.75, green: 0.0, blue: 0.09)
                static let dark = (red: 1.0, green: 0.45, blue: 0.42)
            }

            #if canImport(SwiftUI)
            /// An input failure under its field, in the form's strings table and the environment's locale,
            /// as the field's label is. VoiceOver says the field's name first, on the text and in the
            /// announcement: a failed submit announces the failures of several fields in a row.
            struct FormGenFailureText: View {
                let failure: FormGenInputFailure
                let messages: FormGenInputMessages
                /// The field's label: its key in `strings`.
                let field: String
                let strings: FormGenStrings
                /// How many submits of the form failed: each announces the failure again.
                let failedSubmits: Int
                @Environment(\.locale) private var locale
                @Environment(\.colorScheme) private var colorScheme
                @State private var announcements = FormGenAnnouncements()

                var body: some View {
                    let message = messages.text(for: failure, in: strings, locale: locale)
                    let spoken = strings.string(field, locale: locale) + ", " + message
                    let color = colorScheme == .dark ? FormGenFailureColor.dark : FormGenFailureColor.light
                    Text(verbatim: message)
                        .font(.footnote)
                        .foregroundStyle(Color(red: color.red, green: color.green, blue: color.blue))
                        .accessibilityLabel(Text(verbatim: spoken))
                        .onAppear { announce(spoken, failedSubmits: failedSubmits) }
                        // A failed submit changes no text, so `spoken` is the same before and after it.
                        .formGenOnChange(of: failedSubmits) { _, submits in announce(spoken, failedSubmits: submits) }
                }

                private func announce(_ spoken: String, failedSubmits: Int) {
                    if announcements.shouldAnnounce(failedSubmits: failedSubmits) {
                        FormGenAnnouncement.post(spoken)
                    }
                }
            }

            extension FormGenShownFailures {
                /// The failure of `text` by `rule` under `field`, once it shows (at once with `showsAll`), in
                /// `strings`; VoiceOver says the field's `label` first.
                func text(
                    of field: Field, text: String, rule: FormGenInputRule?, showsAll: Bool, label: String, strings: FormGenStrings
                ) -> FormGenFailureText? {
                    guard let rule, let failure = rule.failure(of: text), showsAll || shows(failure, of: field) else { return nil }
                    return FormGenFailureText(
                        failure: failure, messages: rule.messages, field: label, strings: strings, failedSubmits: failedSubmits)
                }
            }

            extension View {
                /// Shows `failure` under the field.
                func formGenFailure(_ failure: FormGenFailureText?) -> some View {
                    VStack(alignment: .leading, spacing: 4) {
                        self
                        failure
                    }
                }
            }

            /// VoiceOver announcements that wait their turn.
            ///
            /// `UIAccessibility.post(notification: .announcement, argument:)` speaks a text without moving
            /// VoiceOver's cursor, but cuts off whatever VoiceOver is saying: of the failures a submit shows
            /// at once only the last would be heard. Queued, each is spoken after the speech before it: with
            /// the low priority from iOS 17 (`accessibilitySpeechAnnouncementPriority`), with
            /// `accessibilitySpeechQueueAnnouncement` before.
            enum FormGenAnnouncement {
                @MainActor static func post(_ message: String) {
                    #if canImport(UIKit)
            {% if checksIOS17 %}
                    let queued: NSAttributedString
                    if #available(iOS 17.0, *) {
                        queued = NSAttributedString(
                            string: message, attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.low])
                    } else {
                        queued = NSAttributedString(string: message, attributes: [.accessibilitySpeechQueueAnnouncement: true])
                    }
            {% else %}
                    let queued = NSAttributedString(
                        string: message, attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.low])
            {% endif %}
                    UIAccessibility.post(notification: .announcement, argument: queued)
                    #endif
                }
            }
            #endif

            """#,
        "FormGenKeyboardAvoidance.swift.template": #"""
            //
            // The keyboard observer: pads a form by the part of it the keyboard covers, for layouts where
            // SwiftUI's own keyboard avoidance does not apply. Written out in full when a form of the target
            // asks for it (`keyboardAvoidance: "observer"`).

            import Foundation

            #if canImport(CoreGraphics)
            import CoreGraphics
            #endif
            #if canImport(SwiftUI)
            import SwiftUI
            #endif
            #if canImport(UIKit)
            import UIKit
            #endif

            /// Where the keyboard covers a view, worked out from two rectangles in one coordinate space.
            ///
            /// UIKit reports the keyboard's end frame in `keyboardWillChangeFrameNotification` for every
            /// change: showing, hiding, docking and undocking, splitting, and the short shortcuts bar of a
            /// hardware keyboard. When the keyboard leaves, the end frame lies below the screen.
            enum FormGenKeyboardGeometry {
                /// How far the keyboard reaches up into the view from its bottom edge: the view's height from
                /// the keyboard's top edge down, at most the view's height; 0 when they do not meet.
                ///
                /// A keyboard narrower than the view counts as 0: it is the iPad's floating keyboard, which
                /// the user drags out of the way and which leaves the view's full width beside it, so the view
                /// is not lifted for it (as `UIKeyboardLayoutGuide` does not follow it by default); so does one
                /// beside the view. A keyboard at least as wide as the view and over it covers every column of
                /// it, docked at the bottom, undocked or split higher up (the view is then lifted above it), or
                /// only its shortcuts bar. A keyboard that covers the view's top but not its bottom counts as 0
                /// too: padding the bottom cannot uncover anything, and UIKit has reported such frames, above
                /// the screen, for a keyboard undocked from its menu.
                static func overlap(keyboard: CGRect, view: CGRect) -> CGFloat {
                    guard !keyboard.isNull, !view.isNull, keyboard.width >= view.width, keyboard.height > 0 else { return 0 }
                    guard !keyboard.intersection(view).isEmpty else { return 0 }
                    guard keyboard.minY > view.minY || keyboard.maxY >= view.maxY else { return 0 }
                    return min(view.maxY - keyboard.minY, view.height)
                }
            }

            /// What the observer does with the keyboard's overlap.
            enum FormGenKeyboardAvoidance {
                /// The padding at the bottom of the view: the overlap while the observer is active (an
                /// observer on fields is active while one of them has focus), 0 otherwise.
                static func padding(overlap: CGFloat, isActive: Bool) -> CGFloat {
                    isActive ? overlap : 0
                }

                /// Whether SwiftUI's own keyboard avoidance is switched off for the view: only while the
                /// observer pads it, which would otherwise lift it twice. Whenever the observer does not pad
                /// (a field it does not watch has focus, or the keyboard is away), SwiftUI keeps the view and
                /// its bars above the keyboard as it does for any view.
                static func ignoresKeyboardSafeArea(padding: CGFloat) -> Bool {
                    padding > 0
                }
            }

            /// How the keyboard moves, as its notification says: the duration
            /// (`keyboardAnimationDurationUserInfoKey`) and the curve (`keyboardAnimationCurveUserInfoKey`).
            enum FormGenKeyboardAnimation: Equatable, Sendable {
                /// No animation: the notification's duration is 0.
                case none
                /// A public `UIView.AnimationCurve` (0 to 3) over the notification's duration.
                case easeInOut(duration: Double)
                case easeIn(duration: Double)
                case easeOut(duration: Double)
                case linear(duration: Double)
                /// The software keyboard's own curve, 7, which has no public case (and any other value): a
                /// spring, which takes its own time whatever the duration.
                case keyboardSpring

                /// The animation of a notification; a missing duration is the keyboard's usual one.
                init(duration: Double?, curve: Int?) {
                    let duration = duration ?? Self.usualDuration
                    guard duration > 0 else {
                        self = .none
                        return
                    }
                    switch curve {
                    case 0: self = .easeInOut(duration: duration)
                    case 1: self = .easeIn(duration: duration)
                    case 2: self = .easeOut(duration: duration)
                    case 3: self = .linear(duration: duration)
                    default: self = .keyboardSpring
                    }
                }

                /// The duration UIKit gives for the software keyboard, with curve 7.
                static let usualDuration = 0.25
            }

            #if canImport(UIKit)
            /// Observes `keyboardWillChangeFrameNotification` for as long as it lives. UIKit posts it for
            /// every change of the keyboard's frame, including showing and hiding (then with an end frame
            /// below the screen), undocking, splitting and floating on iPad, and the shortcuts bar shown
            /// with a hardware keyboard; will-show and will-hide alone miss the iPad's changes.
            final class FormGenKeyboardObservation {
                private let token: any NSObjectProtocol

                /// Calls `onChange` with the keyboard's end frame in the coordinate space of its screen, the
                /// screen (the notification's object from iOS 16.1; `nil` before) and the keyboard's animation.
                @MainActor
                init(onChange: @escaping @MainActor (CGRect, UIScreen?, FormGenKeyboardAnimation) -> Void) {
                    token = NotificationCenter.default.addObserver(
                        forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
                    ) { notification in
                        // The block is @Sendable, so it reads the userInfo here and passes on only Sendable
                        // values; the userInfo keys, like the notification's name, are nonisolated.
                        let userInfo = notification.userInfo
                        guard let frame = (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else {
                            return
                        }
                        let duration = userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                        let curve = userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
                        let screen = notification.object as? UIScreen
                        // Delivered on the main queue. The animation is made there, as a target isolated to the
                        // main actor by default isolates its initializer.
                        MainActor.assumeIsolated {
                            onChange(frame, screen, FormGenKeyboardAnimation(duration: duration, curve: curve))
                        }
                    }
                }

                deinit {
                    NotificationCenter.default.removeObserver(token)
                }
            }

            /// An empty view behind the form, whose bounds are the form's frame, that measures how far the
            /// keyboard reaches into it.
            ///
            /// The keyboard's frame and the form's are compared in this view's coordinate space: UIKit gives
            /// the keyboard's in its screen's, which is not a view's in a sheet, an iPad form sheet, a
            /// popover, or a window that does not fill the screen, and Apple's documentation of
            /// `keyboardFrameEndUserInfoKey` converts it from the screen's `coordinateSpace` into the view's.
            /// The frame is kept as UIKit gave it and converted at each measurement, so that a measurement
            /// made after the view or its window has moved uses where they are then.
            final class FormGenKeyboardAnchorView: UIView {
                /// Called with each new overlap and the animation to show it with.
                var onOverlapChange: (@MainActor (CGFloat, FormGenKeyboardAnimation) -> Void)?
                /// The keyboard's last end frame, in its screen's coordinate space; `.null` before it first shows.
                private var keyboardFrame = CGRect.null
                private var keyboardScreen: UIScreen?
                /// The keyboard's animation, for the measurement of the layout pass after its notification.
                private var layoutAnimation = FormGenKeyboardAnimation.none
                private var overlap: CGFloat = 0
                private var observation: FormGenKeyboardObservation?

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    // Taps go through to the form.
                    isUserInteractionEnabled = false
                    observation = FormGenKeyboardObservation { [weak self] frame, screen, animation in
                        self?.keyboardWillChangeFrame(to: frame, on: screen, animation: animation)
                    }
                }

                /// The anchor is only made in code.
                required init?(coder: NSCoder) {
                    return nil
                }

                /// The form was resized, or moved within its hosting view (the representable asks for layout).
                override func layoutSubviews() {
                    super.layoutSubviews()
                    measureSoon(animation: layoutAnimation)
                    layoutAnimation = .none
                }

                /// The form entered a window, or left it (then nothing covers it).
                override func didMoveToWindow() {
                    super.didMoveToWindow()
                    measureSoon(animation: .none)
                }

                /// Measures at once, so that the padding moves with the keyboard, and again at the next layout
                /// pass, once whatever moves with the keyboard (an iPad form sheet) has moved.
                private func keyboardWillChangeFrame(to frame: CGRect, on screen: UIScreen?, animation: FormGenKeyboardAnimation) {
                    keyboardFrame = frame
                    keyboardScreen = screen
                    measure(animation: animation)
                    layoutAnimation = animation
                    setNeedsLayout()
                }

                /// Layout and windows change while SwiftUI updates its views, when its state must not change,
                /// so those measurements wait for the next main-actor turn.
                private func measureSoon(animation: FormGenKeyboardAnimation) {
                    Task { [weak self] in
                        self?.measure(animation: animation)
                    }
                }

                private func measure(animation: FormGenKeyboardAnimation) {
                    var newOverlap: CGFloat = 0
                    // A keyboard on another screen than the form's (an external display's) covers none of it.
                    if let window, !keyboardFrame.isNull, keyboardScreen == nil || keyboardScreen === window.screen {
                        let keyboard = window.screen.coordinateSpace.convert(keyboardFrame, to: self)
                        newOverlap = FormGenKeyboardGeometry.overlap(keyboard: keyboard, view: bounds)
                    }
                    guard newOverlap != overlap else { return }
                    overlap = newOverlap
                    onOverlapChange?(newOverlap, animation)
                }
            }
            #endif

            #if canImport(SwiftUI)
            extension FormGenKeyboardAnimation {
                /// This animation in SwiftUI; `nil` for none.
                var animation: Animation? {
                    switch self {
                    case .none: nil
                    case .easeInOut(let duration): .easeInOut(duration: duration)
                    case .easeIn(let duration): .easeIn(duration: duration)
                    case .easeOut(let duration): .easeOut(duration: duration)
                    case .linear(let duration): .linear(duration: duration)
                    case .keyboardSpring: FormGenKeyboardSpring.animation
                    }
                }
            }

            /// The focus of a form whose keyboard observer pads it whatever has focus.
            struct FormGenAnyFocus: FormGenBarFocus {
                var isActive: Bool { true }

                func release() {}
            }

            #if canImport(UIKit)
            /// Pads the bottom of the modified view by the part of it the keyboard covers, for layouts where
            /// SwiftUI's own keyboard avoidance does not apply, while `focus` is active.
            ///
            /// The padding is the keyboard's overlap with the view (`FormGenKeyboardAnchorView`), not the
            /// keyboard's height: a view that ends above the bottom of the screen (a sheet, an iPad form
            /// sheet, a view above a tab bar or the home indicator's safe area) is covered by less than the
            /// whole keyboard.
            struct FormGenKeyboardAvoidingModifier<Focus: FormGenBarFocus>: ViewModifier {
                let focus: Focus
                /// How far the keyboard reaches up into the view, as the anchor last measured it.
                @State private var overlap: CGFloat = 0

                func body(content: Content) -> some View {
                    content
                        .padding(.bottom, padding)
                        // All the space offered, as the scroll view or form it wraps would take, so that the
                        // padding keeps the content's bottom and the bars above the keyboard.
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .ignoresSafeArea(ignoredRegions, edges: .bottom)
                        .background {
                            // Reaches under the keyboard whichever of the two insets applies, so that the
                            // anchor's bounds are the whole form.
                            GeometryReader { proxy in
                                FormGenKeyboardAnchor(formFrame: proxy.frame(in: .global), overlap: $overlap)
                            }
                            .ignoresSafeArea(.keyboard, edges: .bottom)
                            .accessibilityHidden(true)
                        }
                }

                /// The keyboard's overlap while `focus` is active.
                private var padding: CGFloat {
                    FormGenKeyboardAvoidance.padding(overlap: overlap, isActive: focus.isActive)
                }

                /// SwiftUI's keyboard inset is ignored while the padding stands in for it, and only then.
                private var ignoredRegions: SafeAreaRegions {
                    FormGenKeyboardAvoidance.ignoresKeyboardSafeArea(padding: padding) ? .keyboard : []
                }
            }

            /// Puts a `FormGenKeyboardAnchorView` behind the form and hands its measurements to SwiftUI.
            struct FormGenKeyboardAnchor: UIViewRepresentable {
                /// The form's frame in the hosting view. It is not measured with: passing it makes SwiftUI
                /// update the anchor when the form moves without being resized, which UIKit would not report.
                let formFrame: CGRect
                @Binding var overlap: CGFloat

                func makeUIView(context: Context) -> FormGenKeyboardAnchorView {
                    let view = FormGenKeyboardAnchorView(frame: .zero)
                    view.onOverlapChange = report
                    return view
                }

                func updateUIView(_ view: FormGenKeyboardAnchorView, context: Context) {
                    view.onOverlapChange = report
                    view.setNeedsLayout()
                }

                /// Writes a new overlap with the keyboard's animation.
                private var report: @MainActor (CGFloat, FormGenKeyboardAnimation) -> Void {
                    let overlap = $overlap
                    return { newOverlap, animation in
                        withAnimation(animation.animation) {
                            overlap.wrappedValue = newOverlap
                        }
                    }
                }
            }

            extension View {
                /// Pads the view by the part of it the keyboard covers.
                func avoidsKeyboard() -> some View {
                    modifier(FormGenKeyboardAvoidingModifier(focus: FormGenAnyFocus()))
                }

                /// Pads the view by the part of it the keyboard covers while one of `whenMatches` has focus.
                func avoidsKeyboard<Field: Hashable>(focused: FocusState<Field?>.Binding, whenMatches: [Field]) -> some View {
                    modifier(
                        FormGenKeyboardAvoidingModifier(focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))
                    )
                }

                /// Pads the view by the part of it the keyboard covers while the single field has focus.
                func avoidsKeyboard(focused: FocusState<Bool>.Binding) -> some View {
                    modifier(FormGenKeyboardAvoidingModifier(focus: FormGenBoolBarFocus(focused: focused)))
                }
            }
            #else
            extension View {
                /// Without UIKit there is no software keyboard to avoid.
                func avoidsKeyboard() -> some View {
                    self
                }

                /// Without UIKit there is no software keyboard to avoid.
                func avoidsKeyboard<Field: Hashable>(focused: FocusState<Field?>.Binding, whenMatches: [Field]) -> some View {
                    self
                }

                /// Without UIKit there is no software keyboard to avoid.
                func avoidsKeyboard(focused: FocusState<Bool>.Binding) -> some View {
                    self
                }
            }
            #endif
            #endif

            """#,
        "FormGenNavigationBar.swift.template": #"""
            //
            // The navigation bar: previous and next chevrons along a form's fields, and a done button.
            // Written out in full when a form of the target has a navigation bar.

            #if canImport(SwiftUI)
            public import SwiftUI
            #endif

            /// Moves focus along a form's fields in order: what the chevrons do.
            enum FormGenFocusOrder {
                /// The field after `current`; `nil` after the last one.
                static func field<Field: Equatable>(after current: Field?, in order: [Field]) -> Field? {
                    guard let current, let index = order.firstIndex(of: current), index + 1 < order.count else { return nil }
                    return order[index + 1]
                }

                /// The field before `current`; `nil` before the first one.
                static func field<Field: Equatable>(before current: Field?, in order: [Field]) -> Field? {
                    guard let current, let index = order.firstIndex(of: current), index > 0 else { return nil }
                    return order[index - 1]
                }
            }

            #if canImport(SwiftUI)
            /// A bar with previous and next chevrons along the field order, and a done button.
            struct FormGenNavigationBarModifier<Field: Hashable>: ViewModifier {
                let doneTitle: Text
                let previousLabel: Text
                let nextLabel: Text
                let focused: FocusState<Field?>.Binding
                let order: [Field]
                let whenMatches: [Field]

                func body(content: Content) -> some View {
                    let previous = FormGenFocusOrder.field(before: focused.wrappedValue, in: order)
                    let next = FormGenFocusOrder.field(after: focused.wrappedValue, in: order)
                    return content.modifier(
                        FormGenBarInset(
                            isShown: FormGenBarRule.shows(focus: focused.wrappedValue, whenMatches: whenMatches),
                            bar: FormGenKeyboardBar {
                                FormGenIconButton(systemImage: "chevron.up", accessibilityLabel: previousLabel) {
                                    focused.wrappedValue = previous
                                }
                                .disabled(previous == nil)
                                .accessibilityShowsLargeContentViewer()
                                FormGenIconButton(systemImage: "chevron.down", accessibilityLabel: nextLabel) {
                                    focused.wrappedValue = next
                                }
                                .disabled(next == nil)
                                .accessibilityShowsLargeContentViewer()
                                Spacer()
                                FormGenBarButton(title: doneTitle) { focused.wrappedValue = nil }
                            }
                        )
                    )
                }
            }

            extension View {
                /// Shows previous/next chevrons along `order` and a done button while one of `whenMatches` has focus.
                func keyboardNavigationBar<Field: Hashable>(
                    doneTitle: Text, previousLabel: Text, nextLabel: Text, focused: FocusState<Field?>.Binding,
                    order: [Field], whenMatches: [Field] = []
                ) -> some View {
                    modifier(
                        FormGenNavigationBarModifier(
                            doneTitle: doneTitle, previousLabel: previousLabel, nextLabel: nextLabel, focused: focused,
                            order: order, whenMatches: whenMatches))
                }
            }

            /// Previous/next chevrons along `order` and a done button while one of `whenMatches` has focus
            /// (see `FormGenCloseBar`).
            public struct FormGenNavigationBar<Field: Hashable>: ViewModifier {
                private let bar: FormGenNavigationBarModifier<Field>

                public init(
                    doneTitle: Text, previousLabel: Text, nextLabel: Text, focused: FocusState<Field?>.Binding, order: [Field],
                    whenMatches: [Field] = []
                ) {
                    bar = FormGenNavigationBarModifier(
                        doneTitle: doneTitle, previousLabel: previousLabel, nextLabel: nextLabel, focused: focused, order: order,
                        whenMatches: whenMatches)
                }

                public func body(content: Content) -> some View {
                    content.modifier(bar)
                }
            }
            #endif

            """#,
        "FormGenSecureField.swift.template": #"""
            //
            // Secure fields: a `SecureField`, and with a reveal toggle a `TextField` in its place while the
            // text shows, never both. Written out in full when a form of the target has a secure field.

            import Foundation

            #if canImport(SwiftUI)
            import SwiftUI
            #endif

            /// A secure field's reveal toggle, with no UI: whether the text shows, what a tap on the toggle
            /// does, and the text UIKit would throw away.
            ///
            /// UIKit empties a secure text field on the first keystroke after it becomes first responder (a
            /// character replaces the text, delete empties it). Hiding the text puts a new secure field in the
            /// place of the focused text field, so the first change after hiding keeps the text, as long as
            /// focus stays; back in the field later, the first keystroke replaces the text, as in any secure field.
            struct FormGenSecureEntry: Equatable, Sendable {
                /// Whether the text shows, in a `TextField` in the place of the `SecureField`.
                private(set) var isRevealed = false
                /// The text when hiding it put a new secure field in the focused field's place; `nil` after
                /// the first change, or once focus left.
                private(set) var textBeforeHiding: String?
                /// Whether the toggle took the focused field away, and focus is to go to the one in its place.
                private(set) var isSwapping = false

                /// What a tap on the toggle does, which its spoken label says: show the text, or hide it.
                var tapShows: Bool { !isRevealed }

                /// Shows or hides `text`, in the field that has focus when `isFocused`.
                mutating func toggle(text: String, isFocused: Bool) {
                    isRevealed.toggle()
                    textBeforeHiding = isFocused && !isRevealed ? text : nil
                    isSwapping = isFocused
                }

                /// Focus is in the field in the swapped one's place.
                mutating func swapped() { isSwapping = false }

                mutating func focusLeft() {
                    if !isSwapping { textBeforeHiding = nil }
                }

                /// The text to keep when the field writes `new` over `current`: the first change after hiding
                /// keeps the text UIKit cleared, unless the app changed the text meanwhile. SwiftUI may write
                /// the unchanged text back as focus moves; that is not the change.
                mutating func write(_ new: String, over current: String) -> String {
                    guard let old = textBeforeHiding, new != old else { return new }
                    textBeforeHiding = nil
                    return old == current ? Self.text(afterFirstChangeFrom: old, to: new) : new
                }

                /// The text to keep, given the text before the first change and the text UIKit left: the old
                /// text without its last character when the change emptied it (delete), the old text and the
                /// character when one character replaced it, and the new text otherwise (an edit that kept the
                /// old text, or AutoFill or a paste that replaced it).
                static func text(afterFirstChangeFrom old: String, to new: String) -> String {
                    guard !old.isEmpty, !new.hasPrefix(old) else { return new }
                    if new.isEmpty { return String(old.dropLast()) }
                    return new.count == 1 ? old + new : new
                }
            }

            #if canImport(SwiftUI)
            /// The reveal toggle's spoken labels: what a tap will do.
            struct FormGenRevealLabels: Sendable {
                /// While the text is hidden.
                var show: Text
                /// While the text is shown.
                var hide: Text
            }

            /// A form's secure field. With `reveal`, a button shows the text in a `TextField` put in the
            /// `SecureField`'s place: one field at a time, so that the form's content type (a password's) is on
            /// one field in the window, and no hidden field holds the text.
            struct FormGenSecureField<Value: Hashable>: View {
                /// As for `FormGenTextField`.
                let title: Text
                let showsCaption: Bool
                @Binding var text: String
                let limit: FormGenEditLimit?
                /// The placeholder; `nil`: none, as for `FormGenTextField`.
                let prompt: Text?
                let reveal: FormGenRevealLabels?
                let clearButton: Text?
                let focus: FormGenFocus<Value>
                let leading: FormGenAdornment?
                let trailing: FormGenAdornment?
                @State private var entry = FormGenSecureEntry()

                init(
                    title: Text, showsCaption: Bool = true, text: Binding<String>, limit: FormGenEditLimit? = nil,
                    prompt: Text? = nil, reveal: FormGenRevealLabels? = nil, clearButton: Text? = nil, focus: FormGenFocus<Value>,
                    leading: FormGenAdornment? = nil, trailing: FormGenAdornment? = nil
                ) {
                    self.title = title
                    self.showsCaption = showsCaption
                    _text = text
                    self.limit = limit
                    self.prompt = prompt
                    self.reveal = reveal
                    self.clearButton = clearButton
                    self.focus = focus
                    self.leading = leading
                    self.trailing = trailing
                }

                var body: some View {
                    FormGenFieldBox(caption: showsCaption ? title : nil, leading: leading, trailing: trailing, focus: focus) {
                        FormGenLimitedText(text: $text, limit: limit, isFocused: focus.isFocused, selects: false) { text, _ in
                            if entry.isRevealed {
                                TextField(text: entered(text), prompt: prompt ?? Text(verbatim: "")) { title }
                                    .passwordTextTraits()
                                    .formGenFocused(focus)
                            } else {
                                SecureField(text: entered(text), prompt: prompt ?? Text(verbatim: "")) { title }
                                    .formGenFocused(focus)
                            }
                        }
                        FormGenClearButton(label: clearButton, text: $text, isFocused: focus.isFocused)
                        if let reveal {
                            FormGenIconButton(
                                systemImage: entry.tapShows ? "eye" : "eye.slash",
                                accessibilityLabel: entry.tapShows ? reveal.show : reveal.hide,
                                action: toggle
                            )
                            .buttonStyle(.plain)
                            .foregroundStyle(.secondary)
                        }
                    }
                    .formGenOnChange(of: focus.isFocused) { wasFocused, _ in
                        if wasFocused { entry.focusLeft() }
                    }
                }

                /// `text` as the field edits it: the first change after hiding keeps what UIKit cleared.
                private func entered(_ text: Binding<String>) -> Binding<String> {
                    let entry = $entry
                    return Binding(
                        get: { text.wrappedValue },
                        set: { text.wrappedValue = entry.wrappedValue.write($0, over: text.wrappedValue) })
                }

                /// Shows or hides the text. Removing the focused field takes focus from it: focus goes to the
                /// field in its place on the main actor's next turn, once SwiftUI has reported that.
                private func toggle() {
                    entry.toggle(text: text, isFocused: focus.isFocused)
                    guard entry.isSwapping else { return }
                    Task { @MainActor in
                        entry.swapped()
                        focus.binding.wrappedValue = focus.value
                    }
                }
            }

            extension View {
                /// What `SecureField` turns off by itself, for the `TextField` that shows a password.
                fileprivate func passwordTextTraits() -> some View {
                    #if canImport(UIKit)
                    autocorrectionDisabled().textInputAutocapitalization(.never)
                    #else
                    autocorrectionDisabled()
                    #endif
                }
            }
            #endif

            """#,
        "FormGenSupport.swift.template": #"""
            //
            // The runtime every form formgen generates uses: focus order, what return does, which bar a focus
            // value shows and what Cancel restores, with no UI; and with SwiftUI the keyboard accessory bars,
            // tap-outside dismissal and the initial focus. Its bytes depend only on the lowest iOS its forms run on.

            import Foundation

            #if canImport(SwiftUI)
            public import SwiftUI
            #endif

            /// Decides whether a bar shows for the current focus.
            enum FormGenBarRule {
                /// A bar shows while one of its `whenMatches` fields has focus; an empty list means any field.
                static func shows<Field: Equatable>(focus: Field?, whenMatches: [Field]) -> Bool {
                    guard let focus else { return false }
                    return whenMatches.isEmpty || whenMatches.contains(focus)
                }
            }

            /// What return does in a field of a form: move focus to another field, run the form's submit
            /// action, or release focus, answered with no UI (`returnAction(from:)`) for an app's tests.
            /// Public, as a public form's API names it. `Sendable` only with its `Field`: a target isolated to
            /// the main actor by default isolates a focus enum's `Hashable`, which `Sendable` would refuse.
            public enum FormGenReturnAction<Field: Hashable>: Equatable {
                /// Move focus to this field.
                case focus(Field)
                /// Run the form's submit action, when its input rules find nothing wrong.
                case submit
                /// Release focus, which hides the keyboard.
                case release
                /// Nothing: the return key of a multiline field starts a new line. Before iOS 16, where such a
                /// field is one line, return hides the keyboard.
                case newLine
            }

            extension FormGenReturnAction: Sendable where Field: Sendable {}

            /// What an OK/Cancel bar's Cancel button writes back into its field. Public, as `FormGenOKCancelBar`
            /// and a public form's cancel behaviours name it.
            public enum FormGenCancelBehavior: Sendable {
                /// Restore the text the field had when it gained focus.
                case revert
                /// Empty the field.
                case clear

                /// The text after Cancel, given the text the field had when it gained focus.
                func restoredText(original: String) -> String { self == .revert ? original : "" }
            }

            /// How the software keyboard moves (UIKit's curve 7, which has no public case): a spring of mass 3
            /// and stiffness 1000, critically damped (see the Device notes).
            enum FormGenKeyboardSpring {
                static let mass = 3.0
                static let stiffness = 1000.0
                static let damping = 2 * (mass * stiffness).squareRoot()
            }

            /// Where a form's text is looked up: a strings table (`nil`: Localizable) in a bundle.
            struct FormGenStrings: Sendable {
                var table: String?
                var bundle: Bundle

                /// The table's text for `key` in the language of `locale`, as SwiftUI's `Text` looks up a key
                /// in its environment's locale; in the user's language when the bundle has no localization
                /// for it, and the key itself when the table has no text for it.
                func string(_ key: String, locale: Locale) -> String {
                    let folder = Self.localization(for: locale, among: bundle.localizations)
                        .flatMap { bundle.path(forResource: $0, ofType: "lproj") }
                    let localized = folder.flatMap(Bundle.init(path:)) ?? bundle
                    return localized.localizedString(forKey: key, value: nil, table: table)
                }

                /// Which of `localizations` (`fr`, `pt-BR`, `zh-Hant`) is `locale`'s: the one that names most of its
                /// language, script and region, as given or as likely (`zh_TW` takes `zh-Hant`), else its language.
                static func localization(for locale: Locale, among localizations: [String]) -> String? {
                    var identifiers = [locale.identifier.prefix { $0 != "@" }]
                    if #available({% if checksIOS16 %}iOS 16.0, {% endif %}macOS 13.0, *) { identifiers.append(Substring(locale.language.maximalIdentifier)) }
                    let parts = identifiers.map { $0.lowercased().split { $0 == "_" || $0 == "-" } }
                    let wanted = parts.flatMap { name in stride(from: name.count, to: 1, by: -1).map { name.prefix($0) } }
                    let normalized = localizations.map { $0.replacingOccurrences(of: "_", with: "-").lowercased() }
                    for name in wanted + [parts[0].prefix(1)] {
                        if let index = normalized.firstIndex(of: name.joined(separator: "-")) { return localizations[index] }
                    }
                    return nil
                }
            }

            /// The initial focus of one presentation of a form, with no UI: set as the form appears if nothing
            /// has focus, and once more after the transition only if focus never moved, so that it never
            /// overrides a field the user or the app chose, or a keyboard the user dismissed.
            struct FormGenInitialFocus {
                private var hasStarted = false
                private var focusMoved = false

                /// Whether to set it as the form appears; `false` after the first time (a form popped back to).
                mutating func start(isFocused: Bool) -> Bool {
                    guard !hasStarted else { return false }
                    (hasStarted, focusMoved) = (true, isFocused)
                    return !isFocused
                }

                /// Focus moved, whoever moved it.
                mutating func focusChanged() { focusMoved = true }

                /// Whether to set it again after the transition, as iOS 15 and 16 ignore focus for a field
                /// that is not in a window yet.
                func retries(isFocused: Bool) -> Bool { hasStarted && !focusMoved && !isFocused }
            }

            #if canImport(SwiftUI)
            extension FormGenStrings {
                /// The text of `key`, looked up when it is shown. The key is a value, not a literal, so that
                /// Xcode's string extraction leaves the table to `formgen strings`.
                func text(_ key: String) -> Text { Text(LocalizedStringKey(key), tableName: table, bundle: bundle) }
            }

            /// A bar's view of the form's focus: whether the bar shows, and how to release focus. One
            /// protocol for `FocusState<Field?>` and `FocusState<Bool>` lets each bar be written once.
            @MainActor
            protocol FormGenBarFocus {
                var isActive: Bool { get }
                func release()
            }

            /// The focus of a form whose fields are cases of an enum; the bar shows for `whenMatches`.
            struct FormGenEnumBarFocus<Field: Hashable>: FormGenBarFocus {
                let focused: FocusState<Field?>.Binding
                let whenMatches: [Field]

                var isActive: Bool { FormGenBarRule.shows(focus: focused.wrappedValue, whenMatches: whenMatches) }
                func release() { focused.wrappedValue = nil }
            }

            /// The focus of a single-field form.
            struct FormGenBoolBarFocus: FormGenBarFocus {
                let focused: FocusState<Bool>.Binding

                var isActive: Bool { focused.wrappedValue }
                func release() { focused.wrappedValue = false }
            }

            /// The bar above the keyboard: a hairline over a row of buttons, in the system bar material (Dark Mode).
            struct FormGenKeyboardBar<Buttons: View>: View {
                @ViewBuilder let buttons: Buttons

                var body: some View {
                    VStack(spacing: 0) {
                        Divider()
                        HStack(spacing: 8) { buttons }.padding(.horizontal, 16).frame(maxWidth: .infinity)
                    }
                    .background(.bar)
                }
            }

            /// A bar's text button, all of it a target at least 44 points wide and high (more with larger text),
            /// and no higher: the height a safe-area inset offers is not documented. Its text stops growing
            /// with the bar's, so a long press shows it in the large content viewer.
            struct FormGenBarButton: View {
                let title: Text
                let action: @MainActor () -> Void
                @ScaledMetric(relativeTo: .body) var minimumHeight: CGFloat = 44

                var body: some View {
                    Button(action: action) {
                        title.frame(minWidth: 44, minHeight: minimumHeight).contentShape(Rectangle())
                    }
                    .accessibilityShowsLargeContentViewer()
                }
            }

            /// An image button of at least 44 points whose transparent margin takes taps too.
            struct FormGenIconButton: View {
                let systemImage: String
                let accessibilityLabel: Text
                let action: @MainActor () -> Void

                var body: some View {
                    Button(action: action) {
                        Image(systemName: systemImage)
                            .frame(minWidth: 44, minHeight: 44)
                            .contentShape(Rectangle())
                    }
                    .accessibilityLabel(accessibilityLabel)
                }
            }

            /// Shows a bar while `isShown` (one of its fields has focus), moving as the keyboard does, in the
            /// view's bottom safe-area inset, which ends at the keyboard's top: `.toolbar(placement: .keyboard)`
            /// leaves blank space after navigation and goes missing on TabView pages. It stops growing at
            /// `xxxLarge`, as UIKit's keyboard bars do, so it never covers most of the space left.
            struct FormGenBarInset<Bar: View>: ViewModifier {
                let isShown: Bool
                let bar: Bar

                func body(content: Content) -> some View {
                    content.safeAreaInset(edge: .bottom, spacing: 0) {
                        VStack(spacing: 0) {
                            if isShown {
                                bar.dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                                    .transition(.move(edge: .bottom))
                            }
                        }
                        .animation(FormGenKeyboardSpring.animation, value: isShown)
                    }
                }
            }

            /// A bar with one button that releases focus.
            struct FormGenCloseBarModifier<Focus: FormGenBarFocus>: ViewModifier {
                let title: Text
                let focus: Focus

                func body(content: Content) -> some View {
                    content.modifier(
                        FormGenBarInset(
                            isShown: focus.isActive,
                            bar: FormGenKeyboardBar {
                                Spacer()
                                FormGenBarButton(title: title) { focus.release() }
                            }
                        )
                    )
                }
            }

            /// A text that an OK/Cancel bar shows in the focused field for one main-actor turn, without
            /// writing it into the app's binding; `nil` when there is none.
            private struct FormGenTransientTextKey: EnvironmentKey { static let defaultValue: String? = nil }

            extension EnvironmentValues {
                /// The focused field shows this text instead of its own while it is set.
                var formGenTransientText: String? {
                    get { self[FormGenTransientTextKey.self] }
                    set { self[FormGenTransientTextKey.self] = newValue }
                }
            }

            /// A bar whose OK keeps the text and whose Cancel restores it, then releases focus.
            struct FormGenOKCancelBarModifier<Focus: FormGenBarFocus>: ViewModifier {
                let okTitle: Text
                let cancelTitle: Text
                let cancelBehavior: FormGenCancelBehavior
                @Binding var text: String
                let focus: Focus
                /// The text when the bar appeared, which is when its field gained focus.
                @State private var originalText = ""
                /// What the focused field shows for one turn while Cancel works around iOS 17.
                @State private var transientText: String?
                /// Another OK/Cancel bar's transient text, passed on so that nested bars do not hide it.
                @Environment(\.formGenTransientText) private var outerTransientText

                func body(content: Content) -> some View {
                    content
                        .environment(\.formGenTransientText, transientText ?? outerTransientText)
                        .modifier(
                            FormGenBarInset(
                                isShown: focus.isActive,
                                bar: FormGenKeyboardBar {
                                    Spacer()
                                    FormGenBarButton(title: cancelTitle, action: cancel)
                                    FormGenBarButton(title: okTitle) { focus.release() }
                                }
                                .onAppear { originalText = text }
                            )
                        )
                }

                /// iOS 17 only, as seen on 17.1 and 17.2.
                private static var keepsOldTextOnScreen: Bool {
            {% if checksIOS18 %}
                    if #available(iOS 18.0, *) { return false }
            {% if checksIOS17 %}
                    if #available(iOS 17.0, *) { return true }
                    return false
            {% else %}
                    return true
            {% endif %}
            {% else %}
                    false
            {% endif %}
                }

                /// Writes the restored text first and releases focus last, so that code watching focus sees
                /// the final text when focus goes. iOS 17 keeps showing the old text when a field's text is
                /// replaced in the update that ends its focus (see the Device notes), so there the field
                /// first shows an edit for one turn, through the environment rather than the app's binding.
                private func cancel() {
                    let restored = cancelBehavior.restoredText(original: originalText)
                    guard Self.keepsOldTextOnScreen, text != restored else {
                        text = restored
                        focus.release()
                        return
                    }
                    transientText = text + " "
                    Task { @MainActor in
                        transientText = nil
                        text = restored
                        focus.release()
                    }
                }
            }

            /// The bars in the call shape of hand-written SwiftUI. As with `Text`, a title is a `Text`, a
            /// `LocalizedStringKey` (a string literal, looked up) or another string, shown as it is: those
            /// overloads are disfavoured, as `Text`'s are, so a literal is looked up unless beside such a string.
            extension View {
                /// Shows a bar with a close button while one of `whenMatches` has focus (any field when empty).
                func keyboardCloseButton<Field: Hashable>(
                    _ title: Text, focused: FocusState<Field?>.Binding, whenMatches: [Field] = []
                ) -> some View {
                    modifier(FormGenCloseBar(title, focused: focused, whenMatches: whenMatches))
                }

                func keyboardCloseButton<Field: Hashable>(
                    _ titleKey: LocalizedStringKey, focused: FocusState<Field?>.Binding, whenMatches: [Field] = []
                ) -> some View {
                    keyboardCloseButton(Text(titleKey), focused: focused, whenMatches: whenMatches)
                }

                @_disfavoredOverload func keyboardCloseButton<Field: Hashable>(
                    _ title: some StringProtocol, focused: FocusState<Field?>.Binding, whenMatches: [Field] = []
                ) -> some View {
                    keyboardCloseButton(Text(title), focused: focused, whenMatches: whenMatches)
                }

                /// Shows a bar with a close button while the single field has focus.
                func keyboardCloseButton(_ title: Text, focused: FocusState<Bool>.Binding) -> some View {
                    modifier(FormGenCloseBarModifier(title: title, focus: FormGenBoolBarFocus(focused: focused)))
                }

                func keyboardCloseButton(_ titleKey: LocalizedStringKey, focused: FocusState<Bool>.Binding) -> some View {
                    keyboardCloseButton(Text(titleKey), focused: focused)
                }

                @_disfavoredOverload
                func keyboardCloseButton(_ title: some StringProtocol, focused: FocusState<Bool>.Binding) -> some View {
                    keyboardCloseButton(Text(title), focused: focused)
                }

                /// Shows an OK/Cancel bar for `text` while one of `whenMatches` has focus. The bar edits that
                /// one text, so there is no default: list the field (or fields) that edit it.
                func keyboardOKCancelButton<Field: Hashable>(
                    okTitle: Text, cancelTitle: Text, text: Binding<String>, focused: FocusState<Field?>.Binding,
                    whenMatches: [Field], cancelBehavior: FormGenCancelBehavior = .revert
                ) -> some View {
                    modifier(
                        FormGenOKCancelBar(
                            okTitle: okTitle, cancelTitle: cancelTitle, text: text, focused: focused, whenMatches: whenMatches,
                            cancelBehavior: cancelBehavior))
                }

                func keyboardOKCancelButton<Field: Hashable>(
                    okTitle: LocalizedStringKey, cancelTitle: LocalizedStringKey, text: Binding<String>,
                    focused: FocusState<Field?>.Binding, whenMatches: [Field], cancelBehavior: FormGenCancelBehavior = .revert
                ) -> some View {
                    keyboardOKCancelButton(
                        okTitle: Text(okTitle), cancelTitle: Text(cancelTitle), text: text, focused: focused,
                        whenMatches: whenMatches, cancelBehavior: cancelBehavior)
                }

                @_disfavoredOverload func keyboardOKCancelButton<Field: Hashable>(
                    okTitle: some StringProtocol, cancelTitle: some StringProtocol, text: Binding<String>,
                    focused: FocusState<Field?>.Binding, whenMatches: [Field], cancelBehavior: FormGenCancelBehavior = .revert
                ) -> some View {
                    keyboardOKCancelButton(
                        okTitle: Text(okTitle), cancelTitle: Text(cancelTitle), text: text, focused: focused,
                        whenMatches: whenMatches, cancelBehavior: cancelBehavior)
                }

                /// Shows an OK/Cancel bar for `text` while the single field has focus.
                func keyboardOKCancelButton(
                    okTitle: Text, cancelTitle: Text, text: Binding<String>, focused: FocusState<Bool>.Binding,
                    cancelBehavior: FormGenCancelBehavior = .revert
                ) -> some View {
                    modifier(
                        FormGenOKCancelBarModifier(
                            okTitle: okTitle, cancelTitle: cancelTitle, cancelBehavior: cancelBehavior, text: text,
                            focus: FormGenBoolBarFocus(focused: focused)))
                }

                func keyboardOKCancelButton(
                    okTitle: LocalizedStringKey, cancelTitle: LocalizedStringKey, text: Binding<String>,
                    focused: FocusState<Bool>.Binding, cancelBehavior: FormGenCancelBehavior = .revert
                ) -> some View {
                    keyboardOKCancelButton(
                        okTitle: Text(okTitle), cancelTitle: Text(cancelTitle), text: text, focused: focused,
                        cancelBehavior: cancelBehavior)
                }

                @_disfavoredOverload func keyboardOKCancelButton(
                    okTitle: some StringProtocol, cancelTitle: some StringProtocol, text: Binding<String>,
                    focused: FocusState<Bool>.Binding, cancelBehavior: FormGenCancelBehavior = .revert
                ) -> some View {
                    keyboardOKCancelButton(
                        okTitle: Text(okTitle), cancelTitle: Text(cancelTitle), text: text, focused: focused,
                        cancelBehavior: cancelBehavior)
                }

                /// Releases focus when the user taps an empty part of the view, outside any field.
                func dismissesFocusOnTapOutside<Field: Hashable>(_ focused: FocusState<Field?>.Binding) -> some View {
                    modifier(FormGenTapOutsideModifier { focused.wrappedValue = nil })
                }

                /// Releases focus when the user taps an empty part of the view, outside the field.
                func dismissesFocusOnTapOutside(_ focused: FocusState<Bool>.Binding) -> some View {
                    modifier(FormGenTapOutsideModifier { focused.wrappedValue = false })
                }
            }

            /// The bars as public modifier types, for a screen in another module than its forms:
            /// `.modifier(FormGenCloseBar(Text("Close"), focused: $focus))`. Types, as an app target's own
            /// support types shadow these, where two modules' public `View` methods would be ambiguous.
            public struct FormGenCloseBar<Field: Hashable>: ViewModifier {
                private let bar: FormGenCloseBarModifier<FormGenEnumBarFocus<Field>>

                /// A close bar while one of `whenMatches` has focus (any value when empty).
                public init(_ title: Text, focused: FocusState<Field?>.Binding, whenMatches: [Field] = []) {
                    bar = FormGenCloseBarModifier(
                        title: title, focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))
                }

                public func body(content: Content) -> some View { content.modifier(bar) }
            }

            /// An OK/Cancel bar for `text` while one of `whenMatches` has focus (see `FormGenCloseBar`).
            public struct FormGenOKCancelBar<Field: Hashable>: ViewModifier {
                private let bar: FormGenOKCancelBarModifier<FormGenEnumBarFocus<Field>>

                public init(
                    okTitle: Text, cancelTitle: Text, text: Binding<String>, focused: FocusState<Field?>.Binding,
                    whenMatches: [Field], cancelBehavior: FormGenCancelBehavior = .revert
                ) {
                    bar = FormGenOKCancelBarModifier(
                        okTitle: okTitle, cancelTitle: cancelTitle, cancelBehavior: cancelBehavior, text: text,
                        focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))
                }

                public func body(content: Content) -> some View { content.modifier(bar) }
            }

            /// Releases focus on a tap on an empty part of the view (see `FormGenCloseBar`).
            public struct FormGenTapOutside<Field: Hashable>: ViewModifier {
                private let tap: FormGenTapOutsideModifier

                public init(_ focused: FocusState<Field?>.Binding) {
                    tap = FormGenTapOutsideModifier { focused.wrappedValue = nil }
                }

                public func body(content: Content) -> some View { content.modifier(tap) }
            }

            /// Releases focus on a tap on an empty part of the view: a field's or button's own gesture takes
            /// precedence over an ancestor's, and a tap does not block a scroll view's pan.
            private struct FormGenTapOutsideModifier: ViewModifier {
                let release: @MainActor () -> Void

                func body(content: Content) -> some View {
                    content
                        .contentShape(Rectangle())
                        .onTapGesture { release() }
                }
            }

            extension FormGenReturnAction {
                /// Does what return should: moves focus, or releases it and then runs `submit`, so the app's
                /// action starts with no field half-way through editing.
                @MainActor
                func perform(focus: FocusState<Field?>.Binding, submit: (@MainActor () -> Void)?) {
                    switch self {
                    case .focus(let field): focus.wrappedValue = field
                    case .submit:
                        focus.wrappedValue = nil
                        submit?()
                    case .release: focus.wrappedValue = nil
                    case .newLine: break
                    }
                }
            }

            extension FormGenReturnAction where Field == Bool {
                /// Does what return should in the single field of a Bool-focus form.
                @MainActor
                func perform(focus: FocusState<Bool>.Binding, submit: (@MainActor () -> Void)?) {
                    switch self {
                    case .focus(let focused): focus.wrappedValue = focused
                    case .submit:
                        focus.wrappedValue = false
                        submit?()
                    case .release: focus.wrappedValue = false
                    case .newLine: break
                    }
                }
            }

            /// Calls `action` with the old and the new value each time `value` changes. Before iOS 17 `onChange`
            /// runs the closure made before the change, whose captures are old, so `action` takes the new value.
            struct FormGenChangeModifier<Value: Equatable>: ViewModifier {
                let value: Value
                let action: (_ old: Value, _ new: Value) -> Void
                @State private var previous: Value?

                @ViewBuilder func body(content: Content) -> some View {
                    if #available({% if checksIOS17 %}iOS 17.0, {% endif %}macOS 14.0, *) {
                        content.onChange(of: value) { old, new in action(old, new) }
                    } else {
                        content
                            .onAppear { previous = value }
                            .onChange(of: value) { new in
                                if let previous { action(previous, new) }
                                previous = new
                            }
                    }
                }
            }

            /// Gives focus to a field once per presentation of the form (`FormGenInitialFocus`), from a task
            /// that ends with the form; on iOS 15 and 16 once more after the transition (UIKit's takes 0.35 s).
            struct FormGenInitialFocusModifier<Value: Hashable>: ViewModifier {
                let initial: Value
                /// The value that means "no field has focus": `nil`, or `false`.
                let unfocused: Value
                let focus: FocusState<Value>.Binding
                @State private var state = FormGenInitialFocus()

                func body(content: Content) -> some View {
                    content
                        .formGenOnChange(of: focus.wrappedValue) { _, _ in state.focusChanged() }
                        .task {
                            guard initial != unfocused, state.start(isFocused: focus.wrappedValue != unfocused) else { return }
                            focus.wrappedValue = initial
            {% if checksIOS17 %}
                            guard #unavailable(iOS 17.0) else { return }
                            try? await Task.sleep(nanoseconds: 500_000_000)
                            if !Task.isCancelled, state.retries(isFocused: focus.wrappedValue != unfocused) {
                                focus.wrappedValue = initial
                            }
            {% endif %}
                        }
                }
            }

            /// A form's fields in a scroll view: rows of a `Form`, or a stack in a `ScrollView`. When return or
            /// a chevron moves focus to a field out of sight, it scrolls that field into view: each field's
            /// `id` is its focus value, a `Field?` (`FormGenFocus`), as an id matches only its own type.
            struct FormGenScrollView<Field: Hashable, Content: View>: View {
                var isForm = false
                let focus: Field?
                @ViewBuilder let content: Content

                var body: some View {
                    ScrollViewReader { proxy in
                        Group {
                            if isForm {
                                Form { content }
                            } else {
                                ScrollView { VStack(alignment: .leading, spacing: 16) { content }.padding() }
                            }
                        }
                        .formGenOnChange(of: focus) { _, focused in
                            if focused != nil { withAnimation(FormGenKeyboardSpring.animation) { proxy.scrollTo(focused) } }
                        }
                    }
                }
            }

            extension View {
                /// Calls `action` with the old and the new value whenever `value` changes.
                func formGenOnChange<Value: Equatable>(
                    of value: Value, perform action: @escaping (_ old: Value, _ new: Value) -> Void
                ) -> some View {
                    modifier(FormGenChangeModifier(value: value, action: action))
                }

                /// Focuses `initial` once per presentation of the view.
                func formGenInitialFocus<Field: Hashable>(_ initial: Field?, focus: FocusState<Field?>.Binding) -> some View {
                    modifier(FormGenInitialFocusModifier(initial: initial, unfocused: nil, focus: focus))
                }

                /// Focuses the single field once per presentation of the view, if `initial` is true.
                func formGenInitialFocus(_ initial: Bool, focus: FocusState<Bool>.Binding) -> some View {
                    modifier(FormGenInitialFocusModifier(initial: initial, unfocused: false, focus: focus))
                }
            }

            extension FormGenKeyboardSpring {
                /// The spring as a SwiftUI animation.
                static var animation: Animation {
                    .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
                }
            }
            #endif

            """#,
        "FormGenTextField.swift.template": #"""
            //
            // The text field of every form, as Apple's Human Interface Guidelines describe it: a clear button
            // while editing, leading and trailing images or buttons, a box at least 44 points high that grows
            // with Dynamic Type, and focus through `FocusState`. Secure fields are in FormGenSecureField.swift.

            import Foundation

            #if canImport(SwiftUI)
            import SwiftUI
            #endif

            /// What a field keeps of an edit, given the text before and after it and the selection before it
            /// when known: the text, and where the caret goes if the edit was cut. See `FormGenLengthLimit`.
            typealias FormGenEditLimit = (String, String, Range<String.Index>?) -> (text: String, caret: String.Index?)

            #if canImport(SwiftUI)
            /// An image beside a field's text, hidden from VoiceOver and taps, or a button with a spoken label.
            struct FormGenAdornment: View {
                let systemImage: String
                let button: (label: Text, action: @MainActor () -> Void)?

                static func image(_ systemImage: String) -> FormGenAdornment {
                    FormGenAdornment(systemImage: systemImage, button: nil)
                }

                static func button(
                    _ systemImage: String, accessibilityLabel: Text, action: @escaping @MainActor () -> Void
                ) -> FormGenAdornment {
                    FormGenAdornment(systemImage: systemImage, button: (accessibilityLabel, action))
                }

                var body: some View {
                    if let button {
                        FormGenIconButton(systemImage: systemImage, accessibilityLabel: button.label, action: button.action)
                            .buttonStyle(.borderless)
                    } else {
                        Image(systemName: systemImage).foregroundStyle(.secondary).accessibilityHidden(true).allowsHitTesting(false)
                    }
                }
            }

            /// How a field is tied to the form's focus: `.focused(_:equals:)`, or `.focused(_:)` for a
            /// `FocusState<Bool>`.
            struct FormGenFocus<Value: Hashable> {
                let binding: FocusState<Value>.Binding
                let value: Value
                private(set) var bool: FocusState<Bool>.Binding?

                init(_ binding: FocusState<Value>.Binding, equals value: Value) { (self.binding, self.value) = (binding, value) }

                var isFocused: Bool { binding.wrappedValue == value }
            }

            extension FormGenFocus where Value == Bool {
                init(_ binding: FocusState<Bool>.Binding) {
                    self.init(binding, equals: true)
                    bool = binding
                }
            }

            extension View {
                @ViewBuilder func formGenFocused<Value>(_ focus: FormGenFocus<Value>) -> some View {
                    if let bool = focus.bool { focused(bool) } else { focused(focus.binding, equals: focus.value) }
                }
            }

            /// The box a field sits in, with its images or buttons, under its caption, which VoiceOver skips
            /// as the field says its title. The input is only as tall as a line of text: a tap on the rest of
            /// the box focuses the field rather than reaching the form, where tap-outside would hide the
            /// keyboard. The field's focus value is its `id`, which a scrolling form scrolls to.
            struct FormGenFieldBox<Value: Hashable, Content: View>: View {
                let caption: Text?
                var leading: FormGenAdornment?
                var trailing: FormGenAdornment?
                let focus: FormGenFocus<Value>
                @ViewBuilder let content: Content
                @ScaledMetric(relativeTo: .body) var minimumHeight: CGFloat = 44

                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        caption?.font(.subheadline).foregroundStyle(.secondary).accessibilityHidden(true)
                        HStack(spacing: 8) {
                            leading
                            content
                            trailing
                        }
                        .frame(minHeight: minimumHeight)
                        .padding(.horizontal, 8)
                        .background {
                            RoundedRectangle(cornerRadius: 8).fill(.quaternary)
                                .onTapGesture { focus.binding.wrappedValue = focus.value }
                        }
                    }
                    .id(focus.value)
                }
            }

            /// The clear button, while the field has focus and text (UIKit's `whileEditing`).
            struct FormGenClearButton: View {
                let label: Text?
                @Binding var text: String
                let isFocused: Bool

                var body: some View {
                    if let label, isFocused && !text.isEmpty {
                        FormGenIconButton(systemImage: "xmark.circle.fill", accessibilityLabel: label) { text = "" }
                            .buttonStyle(.plain)
                            .foregroundStyle(.secondary)
                    }
                }
            }

            /// A field's text, as the focused field shows an OK/Cancel bar's transient text, and with a limit:
            /// the field edits a copy, then the limit writes what it keeps into `text`, which the field shows
            /// next, so a cut always reaches the field as a change. `selection` is a `TextSelection` (iOS 18;
            /// a stored property cannot be newer than its type): the limit reads where the edit went and puts
            /// the caret after what it kept, in a field that `selects` (a `SecureField` has no selection).
            struct FormGenLimitedText<Field: View>: View {
                @Binding var text: String
                let limit: FormGenEditLimit?
                let isFocused: Bool
                let field: (_ text: Binding<String>, _ selection: Binding<AnyHashable?>) -> Field
                let selects: Bool
                @State private var edited: String?
                @State private var selection: AnyHashable?
                @Environment(\.formGenTransientText) private var transientText

                init(
                    text: Binding<String>, limit: FormGenEditLimit?, isFocused: Bool, selects: Bool = true,
                    @ViewBuilder field: @escaping (_ text: Binding<String>, _ selection: Binding<AnyHashable?>) -> Field
                ) {
                    (_text, self.limit, self.isFocused, self.selects, self.field) = (text, limit, isFocused, selects, field)
                }

                var body: some View {
                    if limit == nil {
                        field(shownText, $selection)
                    } else {
                        let (edited, text) = ($edited, shownText)
                        let copy = Binding(get: { edited.wrappedValue ?? text.wrappedValue }, set: { edited.wrappedValue = $0 })
                        field(copy, $selection).formGenOnChange(of: self.edited) { _, _ in keep() }
                    }
                }

                /// `text`, or the transient text while the field has focus and a bar sets one.
                private var shownText: Binding<String> {
                    guard isFocused, let transientText else { return $text }
                    let text = $text
                    return Binding(get: { transientText }, set: { text.wrappedValue = $0 })
                }

                private func keep() {
                    guard let new = edited, let limit else { return }
                    guard #available({% if checksIOS18 %}iOS 18.0, {% endif %}macOS 15.0, *) else {
                        (text, edited) = (limit(text, new, nil).text, nil)
                        return
                    }
                    var selected: Range<String.Index>?
                    if selects, case .selection(let range)? = (selection as? TextSelection)?.indices { selected = range }
                    let kept = limit(text, new, selected)
                    (text, edited) = (kept.text, nil)
                    if selects, let caret = kept.caret { selection = TextSelection(insertionPoint: caret) }
                }
            }

            /// A form's text field. An OK/Cancel bar may show a transient text in it while it has focus.
            /// Modifiers on it reach the `TextField` inside, as SwiftUI's text modifiers reach every field
            /// inside a view.
            struct FormGenTextField<Value: Hashable>: View {
                /// The field's name: its caption above the box, and what VoiceOver says.
                let title: Text
                /// `false` for a field whose title is spoken only, with no caption.
                var showsCaption = true
                @Binding var text: String
                var limit: FormGenEditLimit?
                /// The placeholder; `nil`: none, as the caption names the field. Given no prompt, a
                /// `TextField` shows its title there, so the field always gives one.
                var prompt: Text?
                /// `.vertical`: the field grows vertically, from iOS 16 (one line before).
                var axis: Axis?
                /// The clear button's spoken label; `nil`: no clear button.
                var clearButton: Text?
                let focus: FormGenFocus<Value>
                var leading: FormGenAdornment?
                var trailing: FormGenAdornment?

                var body: some View {
                    FormGenFieldBox(caption: showsCaption ? title : nil, leading: leading, trailing: trailing, focus: focus) {
                        FormGenLimitedText(text: $text, limit: limit, isFocused: focus.isFocused) {
                            input($0, selection: $1).formGenFocused(focus)
                        }
                        FormGenClearButton(label: clearButton, text: $text, isFocused: focus.isFocused)
                    }
                }

                private var placeholder: Text { prompt ?? Text(verbatim: "") }

                @ViewBuilder private func input(_ text: Binding<String>, selection: Binding<AnyHashable?>) -> some View {
                    if #available({% if checksIOS18 %}iOS 18.0, {% endif %}macOS 15.0, *), limit != nil {
                        // With a selection, a title string only: the prompt stands in for it, the label is spoken.
                        let selected = Binding(
                            get: { (selection.wrappedValue as? TextSelection)?.formGenValid(in: text.wrappedValue) },
                            set: { selection.wrappedValue = $0 })
                        TextField(String(), text: text, selection: selected, prompt: placeholder, axis: axis)
                            .accessibilityLabel(title)
                    } else if #available({% if checksIOS16 %}iOS 16.0, {% endif %}macOS 13.0, *), let axis {
                        TextField(text: text, prompt: placeholder, axis: axis) { title }
                    } else {
                        TextField(text: text, prompt: placeholder) { title }
                    }
                }
            }

            @available(iOS 18.0, macOS 15.0, *)
            extension TextSelection {
                /// The selection while it lies in `text`, which the clear button, Cancel or the app may change.
                func formGenValid(in text: String) -> TextSelection? {
                    guard case .selection(let range) = indices, range.upperBound <= text.endIndex,
                        range.lowerBound.samePosition(in: text.unicodeScalars) != nil,
                        range.upperBound.samePosition(in: text.unicodeScalars) != nil
                    else { return nil }
                    return self
                }
            }
            #endif

            """#,
        "InputRule.swift.template": #"""
            {# One field's input rules as a FormGenInputRule (a case of `inputRule(for:)` in a form of several fields), with only the arguments that differ from its defaults, and the spec's own failure texts, if any. #}
            {% if boolFocus %}        {% else %}        case .{{ field.id | name }}: {% endif %}FormGenInputRule({% if field.rules.required %}required: true{% if field.rules.minLength or field.rules.maxLength or field.rules.pattern or field.rules.number or field.rules.customMessages %}, {% endif %}{% endif %}{% if field.rules.minLength %}minLength: {{ field.rules.minLength }}{% if field.rules.maxLength or field.rules.pattern or field.rules.number or field.rules.customMessages %}, {% endif %}{% endif %}{% if field.rules.maxLength %}maxLength: {{ field.rules.maxLength }}{% if field.rules.pattern or field.rules.number or field.rules.customMessages %}, {% endif %}{% endif %}{% if field.rules.pattern %}pattern: {{ field.rules.pattern | swiftString }}{% if field.rules.number or field.rules.customMessages %}, {% endif %}{% endif %}{% if field.rules.number %}number: FormGenNumberRule(isDecimal: {% if field.rules.number == "decimal" %}true{% else %}false{% endif %}{% if field.rules.minimum %}, minimum: {{ field.rules.minimum }}{% endif %}{% if field.rules.maximum %}, maximum: {{ field.rules.maximum }}{% endif %}){% if field.rules.customMessages %}, {% endif %}{% endif %}{% if field.rules.customMessages %}messages: FormGenInputMessages({% for message in field.rules.customMessages %}{{ message.name | argumentLabel }}: {{ message.text | swiftString }}{% if not forloop.last %}, {% endif %}{% endfor %}){% endif %})

            """#,
    ]
}
