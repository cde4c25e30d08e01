// swift-format-ignore-file
// Written by Scripts/regenerate from Templates/; do not edit.

/// The templates compiled into formgen, so the binary runs on its own wherever it is copied.
enum BuiltinTemplates {
    // The build plugin's tool renders the parsed trees alone (BuiltinTemplateTrees.swift).
    #if !FORMGEN_PLUGIN_TOOL
    static let sources: [String: String] = [
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
                        .keyboardCloseButton(
                            {{ name | identifier }}.localized({{ bar.title | swiftString }}),
            {% if boolFocus %}
                            focused: focus
            {% else %}
                            focused: focus,
                            whenMatches: {{ name | identifier }}.{{ bar.fieldsName | name }}
            {% endif %}
                        )
            {% elif bar.kind == "navigation" %}
                        .keyboardNavigationBar(
                            doneTitle: {{ name | identifier }}.localized({{ bar.title | swiftString }}),
                            previousLabel: {{ name | identifier }}.localized({{ bar.previous | swiftString }}),
                            nextLabel: {{ name | identifier }}.localized({{ bar.next | swiftString }}),
                            focused: focus,
                            order: {{ name | identifier }}.focusOrder,
                            whenMatches: {{ name | identifier }}.{{ bar.fieldsName | name }}
                        )
            {% else %}
            {% for id in bar.fields %}
                        .keyboardOKCancelButton(
                            okTitle: {{ name | identifier }}.localized({{ bar.ok | swiftString }}),
                            cancelTitle: {{ name | identifier }}.localized({{ bar.cancel | swiftString }}),
                            text: {{ id | identifier }},
            {% if boolFocus %}
                            focused: focus,
            {% else %}
                            focused: focus,
                            whenMatches: [.{{ id | name }}],
            {% endif %}
                            cancelBehavior: {{ name | identifier }}.{{ bar.cancelBehaviorName | name }}
                        )
            {% endfor %}
            {% endif %}

            """#,
        "ClosureParameters.swift.template": #"""
            {# The closure parameters of an initialiser: the adornment actions, then the submit action, last so a trailing closure can be it. #}
            {% for action in actions %}
                    {{ action | identifier }}: @escaping @MainActor () -> Void{% if not forloop.last or submitAction %},{% endif %}
            {% endfor %}
            {% if submitAction %}
                    {{ submitAction | identifier }}: @escaping @MainActor () -> Void
            {% endif %}

            """#,
        "Field.swift.template": #"""
            {# One field of the form body: its caption and its text field with traits and submit handling. #}
                    VStack(alignment: .leading, spacing: 4) {
            {% if field.label %}
                        Self.localized({{ field.label | swiftString }})
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                            .accessibilityHidden(true)
            {% endif %}
                        {% if field.kind == "secure" %}FormGenSecureField{% else %}FormGenTextField{% endif %}(
                            title: Self.localized({{ field.title | swiftString }}),
                            text: ${{ field.id | name }},
            {% if field.cutsAtMaxLength %}
                            limit: FormGenLengthLimit.cut(at: {{ field.rules.maxLength }}),
            {% endif %}
            {% if field.prompt %}
                            prompt: Self.localized({{ field.prompt | swiftString }}),
            {% endif %}
            {% if field.revealToggle %}
                            reveal: FormGenRevealLabels(
                                show: Self.localized({{ strings.showPassword | swiftString }}),
                                hide: Self.localized({{ strings.hidePassword | swiftString }})
                            ),
            {% elif field.kind == "multiline" %}
                            axis: .vertical,
            {% endif %}
            {% if field.clearButton %}
                            clearButton: Self.localized({{ strings.clearText | swiftString }}),
            {% endif %}
                            focus: {% if boolFocus %}FormGenFocus(focus){% else %}FormGenFocus(focus, equals: .{{ field.id | name }}){% endif %}{% if field.adornments %},{% endif %}
            {% for adornment in field.adornments %}
            {% if adornment.action %}
                            {{ adornment.position | argumentLabel }}: .button(
                                {{ adornment.systemImage | swiftString }},
                                accessibilityLabel: Self.localized({{ adornment.accessibilityLabel | swiftString }}),
                                action: {{ adornment.action | identifier }}
                            ){% if not forloop.last %},{% endif %}
            {% else %}
                            {{ adornment.position | argumentLabel }}: .image({{ adornment.systemImage | swiftString }}){% if not forloop.last %},{% endif %}
            {% endif %}
            {% endfor %}
                        )
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
                        .onSubmit {
                            Self.returnAction{% if not boolFocus %}(from: .{{ field.id | name }}){% endif %}.perform(focus: focus, submit: {% if submitAction %}{% if hasInputRules %}{ submitIfValid() }{% else %}{{ submitAction | identifier }}{% endif %}{% else %}nil{% endif %})
                        }
            {% endif %}
            {% if field.rules %}
            {% if field.rules.maxLength %}
                        if let failure = {% if boolFocus %}Self.inputFailure({{ field.id | identifier }}){% else %}Self.inputRule(for: .{{ field.id | name }})?.failure(of: {{ field.id | identifier }}){% endif %},
                            failure.showsAtOnce || failedSubmits > 0 || showsFailures || checkedFields.contains({% if boolFocus %}true{% else %}.{{ field.id | name }}{% endif %})
                        {
            {% else %}
                        if failedSubmits > 0 || showsFailures || checkedFields.contains({% if boolFocus %}true{% else %}.{{ field.id | name }}{% endif %}),
                            let failure = {% if boolFocus %}Self.inputFailure({{ field.id | identifier }}){% else %}Self.inputRule(for: .{{ field.id | name }})?.failure(of: {{ field.id | identifier }}){% endif %}
                        {
            {% endif %}
                            FormGenFailureText(
                                FormGenInputMessages(
            {% for message in field.rules.messages %}
                                    {{ message.name | argumentLabel }}: {{ message.text | swiftString }},
            {% endfor %}
                                    table: Self.stringsTable,
                                    bundle: Self.stringsBundle
                                ).text(for: failure),
                                field: Self.stringsBundle.localizedString(
                                    forKey: {{ field.title | swiftString }}, value: nil, table: Self.stringsTable),
                                failedSubmits: failedSubmits
                            )
                        }
            {% endif %}
                    }

            """#,
        "Form.swift.template": #"""
            {# The form of one spec: its focus enum and UI-free logic, compiled everywhere, and its SwiftUI view. #}

            #if canImport(SwiftUI)
            import SwiftUI
            #endif

            {% if part %}
            /// The {{ name | identifier }} part: fields that a screen places and focuses as one value, with
            /// `.focused($focus, equals: …)`, drawing its own keyboard bar.
            {% else %}
            /// The {{ name | identifier }} form: its focus order, bars and what return does need no UI and
            /// compile everywhere; with SwiftUI it is also the view.
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
            {% if fields.count == 1 %}
                {% if access == "public" %}public {% endif %}static let focusOrder: [{{ focusEnum | identifier }}] = [{% for field in fields %}.{{ field.id | name }}{% endfor %}]
            {% else %}
                {% if access == "public" %}public {% endif %}static let focusOrder: [{{ focusEnum | identifier }}] = [
            {% for field in fields %}
                    .{{ field.id | name }},
            {% endfor %}
                ]
            {% endif %}
            {% for bar in bars %}

                /// The fields whose focus shows the {{ bar.description }} bar{% if bar.kind == "okCancel" %}; the body gives each its own, as each edits its own text{% endif %}.
            {% if bar.fields.count == 1 %}
                {% if access == "public" %}public {% endif %}static let {{ bar.fieldsName | identifier }}: [{{ focusEnum | identifier }}] = [{% for id in bar.fields %}.{{ id | name }}{% endfor %}]
            {% else %}
                {% if access == "public" %}public {% endif %}static let {{ bar.fieldsName | identifier }}: [{{ focusEnum | identifier }}] = [
            {% for id in bar.fields %}
                    .{{ id | name }},
            {% endfor %}
                ]
            {% endif %}
            {% endfor %}
            {% if keyboardObserverFields %}

                /// The fields whose focus makes the keyboard observer pad the form.
            {% if keyboardObserverFields.count == 1 %}
                {% if access == "public" %}public {% endif %}static let keyboardObserverFields: [{{ focusEnum | identifier }}] = [{% for id in keyboardObserverFields %}.{{ id | name }}{% endfor %}]
            {% else %}
                {% if access == "public" %}public {% endif %}static let keyboardObserverFields: [{{ focusEnum | identifier }}] = [
            {% for id in keyboardObserverFields %}
                    .{{ id | name }},
            {% endfor %}
                ]
            {% endif %}
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
                    let rule =
            {% for field in fields %}
            {% include "InputRule.swift.template" %}
            {% endfor %}
                    return rule.failure(of: text)
                }
            {% else %}
                /// What each field's input rules find wrong with `texts`, with no UI; a missing text reads as "".
                {% if access == "public" %}public {% endif %}static func inputFailures(_ texts: [{{ focusEnum | identifier }}: String]) -> [{{ focusEnum | identifier }}: FormGenInputFailure] {
                    var failures: [{{ focusEnum | identifier }}: FormGenInputFailure] = [:]
                    for field in focusOrder {
                        failures[field] = inputRule(for: field)?.failure(of: texts[field] ?? "")
                    }
                    return failures
                }

                /// The input rules of `field`; `nil` when anything goes.
                static func inputRule(for field: {{ focusEnum | identifier }}) -> FormGenInputRule? {
                    switch field {
            {% for field in fields %}
            {% if field.rules %}
                    case .{{ field.id | name }}:
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
                /// The fields focus has left: their failures show from then on.
                @State private var checkedFields: Set<{% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}{% endif %}> = []
                /// How many submits failed: failures show from the first, and are announced again at each.
                @State private var failedSubmits = 0
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
                {% if access == "public" %}public {% endif %}init(
            {% for field in fields %}
                    {{ field.id | identifier }}: Binding<String>{% if not forloop.last or actions %},{% endif %}
            {% endfor %}
            {% for action in actions %}
                    {{ action | identifier }}: @escaping @MainActor () -> Void{% if not forloop.last %},{% endif %}
            {% endfor %}
                ) {
            {% include "Assignments.swift.template" %}
                }
            {% elif ownsFocus %}
                /// The app's focus when it passed one; the form's own otherwise.
                private let appFocus: FocusState<{% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}>.Binding?
                @FocusState private var ownFocus: {% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}
                private let initialFocus: {% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}

                /// A form that owns its focus, which goes to `initialFocus` when the form appears.
            {% if hasInputRules %}
                /// With `showsFailures`, every field's failure shows at once, as after return tried to submit:
                /// for the app's own submit button, which asks `{% if boolFocus %}inputFailure{% else %}inputFailures{% endif %}` first.
            {% endif %}
                {% if access == "public" %}public {% endif %}init(
            {% for field in fields %}
                    {{ field.id | identifier }}: Binding<String>,
            {% endfor %}
                    initialFocus: {% if boolFocus %}Bool = false{% else %}{{ focusEnum | identifier }}? = nil{% endif %}{% if hasInputRules or actions or submitAction %},{% endif %}
            {% if hasInputRules %}
                    showsFailures: Bool = false{% if actions or submitAction %},{% endif %}
            {% endif %}
            {% include "ClosureParameters.swift.template" %}
                ) {
            {% include "Assignments.swift.template" %}
                    self.appFocus = nil
                    self.initialFocus = initialFocus
            {% if hasInputRules %}
                    self.showsFailures = showsFailures
            {% endif %}
                }

                /// A form whose focus the app owns: the app reads it, moves it, and releases it, for example
                /// before its own button acts.
            {% if hasInputRules %}
                /// With `showsFailures`, every field's failure shows at once, as after return tried to submit:
                /// for the app's own submit button, which asks `{% if boolFocus %}inputFailure{% else %}inputFailures{% endif %}` first.
            {% endif %}
                {% if access == "public" %}public {% endif %}init(
            {% for field in fields %}
                    {{ field.id | identifier }}: Binding<String>,
            {% endfor %}
                    focus: FocusState<{% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}>.Binding{% if hasInputRules or actions or submitAction %},{% endif %}
            {% if hasInputRules %}
                    showsFailures: Bool = false{% if actions or submitAction %},{% endif %}
            {% endif %}
            {% include "ClosureParameters.swift.template" %}
                ) {
            {% include "Assignments.swift.template" %}
                    self.appFocus = focus
                    self.initialFocus = {% if boolFocus %}false{% else %}nil{% endif %}
            {% if hasInputRules %}
                    self.showsFailures = showsFailures
            {% endif %}
                }
            {% else %}
                private let focus: FocusState<{% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}>.Binding

                /// The fields, for the app's own container; focus is the app's, and so are the bars, through
                /// `.{{ barsModifier | name }}(focus:…)`.
            {% if hasInputRules %}
                /// With `showsFailures`, every field's failure shows at once, as after return tried to submit:
                /// for the app's own submit button, which asks `{% if boolFocus %}inputFailure{% else %}inputFailures{% endif %}` first.
            {% endif %}
                {% if access == "public" %}public {% endif %}init(
            {% for field in fields %}
                    {{ field.id | identifier }}: Binding<String>,
            {% endfor %}
                    focus: FocusState<{% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}>.Binding{% if hasInputRules or actions or submitAction %},{% endif %}
            {% if hasInputRules %}
                    showsFailures: Bool = false{% if actions or submitAction %},{% endif %}
            {% endif %}
            {% include "ClosureParameters.swift.template" %}
                ) {
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
            {% if layout == "scroll" %}
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
                    .formGenOnFocusLeave(focus.wrappedValue) { left in
            {% if boolFocus %}
                        checkedFields.insert(left)
            {% else %}
                        if let left { checkedFields.insert(left) }
            {% endif %}
                    }
            {% endif %}
            {% if ownsFocus %}
                    .{{ barsModifier | name }}(focus: focus{% for id in okCancelFields %}, {{ id | argumentLabel }}: ${{ id | name }}{% endfor %})
                    .formGenInitialFocus(initialFocus, focus: focus)
            {% endif %}
                }
            {% if part %}

                @MainActor private var focus: FocusState<{{ focusEnum | identifier }}?>.Binding { $ownFocus }
            {% elif ownsFocus %}

                @MainActor private var focus: FocusState<{% if boolFocus %}Bool{% else %}{{ focusEnum | identifier }}?{% endif %}>.Binding {
                    appFocus ?? $ownFocus
                }
            {% endif %}

            {% if hasInputRules and submitAction %}
                /// Runs `{{ submitAction | name }}` when no field fails its input rules; otherwise shows every
                /// failure and moves focus to the first failing field.
                @MainActor private func submitIfValid() {
            {% if boolFocus %}
                    if Self.inputFailure({% for field in fields %}{{ field.id | identifier }}{% endfor %}) != nil {
                        failedSubmits += 1
                        focus.wrappedValue = true
                    } else {
                        {{ submitAction | identifier }}()
                    }
            {% else %}
                    let failures = Self.inputFailures([
            {% for field in fields %}
                        .{{ field.id | name }}: {{ field.id | identifier }},
            {% endfor %}
                    ])
                    if let first = Self.focusOrder.first(where: { failures[$0] != nil }) {
                        failedSubmits += 1
                        focus.wrappedValue = first
                    } else {
                        {{ submitAction | identifier }}()
                    }
            {% endif %}
                }

            {% endif %}
                /// The strings table the form's text is looked up in (`nil`: Localizable), and the bundle that holds it.
                fileprivate static var stringsTable: String? { {% if strings.table %}{{ strings.table | swiftString }}{% else %}nil{% endif %} }
                fileprivate static var stringsBundle: Bundle { .{{ strings.bundle | name }} }

                /// The text of `key` in the form's strings table. The key is a value, not a literal, so that
                /// Xcode's string extraction leaves the table to `formgen strings`.
                fileprivate static func localized(_ key: String) -> Text {
                    Text(LocalizedStringKey(key), tableName: stringsTable, bundle: stringsBundle)
                }

                /// One view per field, in focus order: rows in a `Form`, a stack's items elsewhere.
                @MainActor @ViewBuilder private var fieldViews: some View {
            {% for field in fields %}
            {% include "Field.swift.template" %}
            {% endfor %}
                }
            }
            {% if not part %}

            extension View {
                /// Gives any container of `{{ name | identifier }}`'s fields what the form needs around them: its keyboard
                /// bars, and tap-outside dismissal and keyboard avoidance when the spec asks for them.
                {% if access == "public" %}public {% endif %}func {{ barsModifier | identifier }}(
                    focus: FocusState<{% if boolFocus %}Bool{% else %}{{ name | identifier }}.{{ focusEnum | name }}?{% endif %}>.Binding{% if okCancelFields %},{% endif %}
            {% for id in okCancelFields %}
                    {{ id | identifier }}: Binding<String>{% if not forloop.last %},{% endif %}
            {% endfor %}
                ) -> some View {
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
            /// {{ name | identifier }} with sample text in its fields, for Xcode's canvas.
            struct {{ name | identifier }}Previews: PreviewProvider {
                static var previews: some View {
                    Sample()
                }

                private struct Sample: View {
            {% for field in fields %}
                    @State private var {{ field.id | identifier }} = {{ field.sampleText | swiftString }}
            {% endfor %}
            {% if not part and not ownsFocus %}
                    @FocusState private var focus: {% if boolFocus %}Bool{% else %}{{ name | identifier }}.{{ focusEnum | name }}?{% endif %}
            {% endif %}

                    var body: some View {
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
            {% if not part and not ownsFocus %}
                        .{{ barsModifier | name }}(focus: $focus{% for id in okCancelFields %}, {{ id | argumentLabel }}: ${{ id | name }}{% endfor %})
            {% endif %}
                    }
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

            import Foundation

            #if canImport(SwiftUI)
            import SwiftUI
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

                /// Whether all of `text` matches `pattern`: with Swift's `Regex` where the system has it
                /// (iOS 16), and with `NSRegularExpression` before. A pattern the engine cannot read matches
                /// nothing; formgen refuses a pattern `Regex` cannot read, and warns about `Regex`-only syntax
                /// in a spec whose `minimumIOS` is below 16.
                static func text(_ text: String, wholeMatches pattern: String) -> Bool {
                    if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                        return formGenRegexWholeMatch(text, pattern)
                    }
                    guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else { return false }
                    let range = NSRange(text.startIndex..., in: text)
                    return expression.firstMatch(in: text, options: [.anchored], range: range)?.range == range
                }
            }

            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            private func formGenRegexWholeMatch(_ text: String, _ pattern: String) -> Bool {
                guard let regex = try? Regex(pattern) else { return false }
                return (try? regex.wholeMatch(in: text)) != nil
            }

            /// What a numeric field's text must be: a number as `FormGenNumber` reads it, within the bounds.
            struct FormGenNumberRule: Sendable {
                var isDecimal: Bool
                var minimum: Double?
                var maximum: Double?

                func failure(of text: String) -> FormGenInputFailure? {
                    guard FormGenNumber.isNumeral(text, decimal: isDecimal) else { return .notANumber }
                    // A whole number too long for Int is still a number, just not one in range.
                    guard let value = isDecimal ? FormGenNumber.decimal(text) : FormGenNumber.integer(text).map(Double.init) else {
                        return .outOfRange
                    }
                    if let minimum, value < minimum { return .outOfRange }
                    if let maximum, value > maximum { return .outOfRange }
                    return nil
                }
            }

            /// The number a numeric field's text holds, read as its input rules read it: white space around
            /// it, an optional `+` or `-`, decimal digits of one script, and for a decimal one separator, `.`,
            /// `,` or `٫`. The number and decimal pads type the digits and the separator of the user's
            /// locale: `٢٥` in Arabic, `۲۵` in Persian, `२५` in Hindi, a comma in much of Europe. Public, so
            /// that an app reads the number it submits exactly as the form accepted it; `Int(_:)` and
            /// `Double(_:)` refuse the white space, the comma and those digits.
            public enum FormGenNumber {
                /// The whole number of `text`; `nil` when it is none, or past `Int`'s range.
                public static func integer(_ text: String) -> Int? {
                    numeral(text, decimal: false).flatMap { Int($0) }
                }

                /// The number of `text`, whole or decimal; `nil` when it is none, or too large for a `Double`.
                public static func decimal(_ text: String) -> Double? {
                    guard let numeral = numeral(text, decimal: true), let value = Double(numeral), value.isFinite else {
                        return nil
                    }
                    return value
                }

                /// Whether `text` has the form of a number: sign, digits, and with `decimal` one separator.
                static func isNumeral(_ text: String, decimal: Bool) -> Bool {
                    numeral(text, decimal: decimal) != nil
                }

                /// `text` as Swift reads a number, with ASCII digits and `.`; `nil` when it is not one.
                private static func numeral(_ text: String, decimal: Bool) -> String? {
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
                        } else if scalar == "." || scalar == "," || scalar == "\u{066B}" {
                            numeral += "."
                            separators += 1
                        } else {
                            return nil
                        }
                    }
                    return digits > 0 && separators <= (decimal ? 1 : 0) ? numeral : nil
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

            /// The text of each input failure of a field: keys of a strings table (`nil`: Localizable) in a
            /// bundle. The too-short and too-long texts are formats that may hold the limit as `%lld`. A
            /// failure that the field's rules cannot give has no key.
            struct FormGenInputMessages {
                var required: String?
                var tooShort: String?
                var tooLong: String?
                var mismatch: String?
                var notANumber: String?
                var outOfRange: String?
                var table: String?
                var bundle: Bundle

                /// The text for `failure`, in the language the bundle chooses for the user, with its limit.
                /// A String rather than a SwiftUI `Text`, so that VoiceOver can announce it too.
                func text(for failure: FormGenInputFailure) -> String {
                    switch failure {
                    case .required: localized(required)
                    case .tooShort(let minimum): String.localizedStringWithFormat(localized(tooShort), minimum)
                    case .tooLong(let maximum): String.localizedStringWithFormat(localized(tooLong), maximum)
                    case .mismatch: localized(mismatch)
                    case .notANumber: localized(notANumber)
                    case .outOfRange: localized(outOfRange)
                    }
                }

                /// The table's text for `key`: the key itself when the table has no entry for it.
                private func localized(_ key: String?) -> String {
                    guard let key else { return "" }
                    return bundle.localizedString(forKey: key, value: nil, table: table)
                }
            }

            #if canImport(SwiftUI)
            /// An input failure under its field, which VoiceOver announces when it appears and whenever it
            /// changes, and again at each failed submit: a sighted user sees it appear, and sees what still
            /// fails when a submit does nothing; a VoiceOver user would otherwise not know. VoiceOver says the
            /// field's name first, in the announcement and on the text itself: a failed submit announces the
            /// failures of several fields in a row, and "Required" twice would not say which fields need text.
            struct FormGenFailureText: View {
                private let message: String
                private let spoken: String
                private let failedSubmits: Int

                /// `message` under the field that VoiceOver calls `field`; `failedSubmits` counts the form's
                /// failed submits, each of which announces the failure again.
                init(_ message: String, field: String, failedSubmits: Int = 0) {
                    self.message = message
                    self.spoken = field + ", " + message
                    self.failedSubmits = failedSubmits
                }

                var body: some View {
                    Text(verbatim: message)
                        .font(.footnote)
                        .foregroundStyle(.red)
                        .accessibilityLabel(Text(verbatim: spoken))
                        .modifier(FormGenAnnouncementModifier(message: spoken, occasion: failedSubmits))
                }
            }

            /// Has VoiceOver speak `message` when the view appears, each time the message changes and each
            /// time `occasion` changes; once per text and occasion: a row of a `Form` that scrolls back into
            /// view appears again, and says nothing new.
            private struct FormGenAnnouncementModifier: ViewModifier {
                let message: String
                let occasion: Int
                @State private var announced: (message: String, occasion: Int)?

                @ViewBuilder func body(content: Content) -> some View {
                    if #available(iOS 17.0, macOS 14.0, *) {
                        content
                            .onAppear { announce() }
                            .onChange(of: message) { _, _ in announce() }
                            .onChange(of: occasion) { _, _ in announce() }
                    } else {
                        content
                            .onAppear { announce() }
                            .onChange(of: message) { _ in announce() }
                            .onChange(of: occasion) { _ in announce() }
                    }
                }

                private func announce() {
                    if let announced, announced.message == message, announced.occasion == occasion { return }
                    announced = (message, occasion)
                    FormGenAnnouncement.post(message)
                }
            }

            /// VoiceOver announcements that wait their turn.
            ///
            /// `UIAccessibility.post(notification: .announcement, argument:)` (iOS 4 and later) speaks a text
            /// without moving VoiceOver's cursor. Plain, it cuts off whatever VoiceOver is saying, so of the
            /// failures that a tried submit shows at once only the last would be heard, and moving focus to
            /// the first failing field would cut that off too. Queued, each is spoken after the speech before
            /// it: with the low priority from iOS 17 (`accessibilitySpeechAnnouncementPriority`), with
            /// `accessibilitySpeechQueueAnnouncement` (iOS 11, deprecated in 17 for the priority) before.
            enum FormGenAnnouncement {
                @MainActor static func post(_ message: String) {
                    #if canImport(UIKit)
                    let queued: NSAttributedString
                    if #available(iOS 17.0, *) {
                        queued = NSAttributedString(
                            string: message,
                            attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.low]
                        )
                    } else {
                        queued = NSAttributedString(string: message, attributes: [.accessibilitySpeechQueueAnnouncement: true])
                    }
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
                /// is not lifted for it (as `UIKeyboardLayoutGuide` does not follow it by default). A keyboard
                /// at least as wide as the view covers every column of it, whether docked at the bottom,
                /// undocked or split higher up (the view is then lifted above it), or only its shortcuts bar.
                /// A keyboard that covers the view's top but not its bottom counts as 0 too: padding the
                /// bottom cannot uncover anything, and UIKit has reported such frames, above the screen, for
                /// a keyboard undocked from its menu.
                static func overlap(keyboard: CGRect, view: CGRect) -> CGFloat {
                    guard !keyboard.isNull, !view.isNull, keyboard.width >= view.width, keyboard.height > 0 else { return 0 }
                    guard keyboard.minY < view.maxY, keyboard.maxY > view.minY else { return 0 }
                    guard keyboard.minY > view.minY || keyboard.maxY >= view.maxY else { return 0 }
                    return min(view.maxY - keyboard.minY, view.height)
                }
            }

            #if canImport(SwiftUI)
            /// The focus of a form whose keyboard observer pads it whatever has focus.
            struct FormGenAnyFocus: FormGenBarFocus {
                var isActive: Bool { true }

                func release() {}
            }

            #if canImport(UIKit)
            /// Pads the bottom of the modified view by the part of it the keyboard covers, for layouts where
            /// SwiftUI's own keyboard avoidance does not apply, while `focus` is active.
            ///
            /// The padding is the overlap of the keyboard's end frame with the view's frame, not the
            /// keyboard's height: a view that ends above the bottom of the screen (a sheet, an iPad form
            /// sheet, a view above a tab bar or the home indicator's safe area) is covered by less than the
            /// whole keyboard. UIKit gives the keyboard's frame in the screen's coordinate space, which is not
            /// the window's when the app is not full screen (Split View, Slide Over, Stage Manager), so it is
            /// converted into the window's (`FormGenWindowAnchor`), as Apple's documentation of
            /// `keyboardFrameEndUserInfoKey` asks. The view's frame is read by a `GeometryReader` in the
            /// `.global` space: that of the hosting view at the root of the SwiftUI hierarchy, which in a
            /// SwiftUI app fills the window. SwiftUI's own keyboard inset is turned off for the view
            /// (`ignoresSafeArea(.keyboard)`), so it is not padded twice.
            struct FormGenKeyboardAvoidingModifier<Focus: FormGenBarFocus>: ViewModifier {
                let focus: Focus
                /// The keyboard's last end frame, in the window's coordinates; `.null` before it first shows.
                @State private var keyboardFrame = CGRect.null
                @State private var observation: FormGenKeyboardObservation?
                @State private var anchor = FormGenWindowAnchor()

                func body(content: Content) -> some View {
                    let keyboard = focus.isActive ? keyboardFrame : .null
                    // The reader takes the space offered, as the scroll view or form it wraps would, and gives
                    // all of it to the content, whose bottom the padding then keeps clear of the keyboard.
                    return GeometryReader { proxy in
                        content
                            .padding(.bottom, FormGenKeyboardGeometry.overlap(keyboard: keyboard, view: proxy.frame(in: .global)))
                            .frame(width: proxy.size.width, height: proxy.size.height)
                    }
                    .background(FormGenWindowAnchorView(anchor: anchor).accessibilityHidden(true))
                    .ignoresSafeArea(.keyboard, edges: .bottom)
                    .onAppear {
                        let frame = $keyboardFrame
                        let anchor = anchor
                        observation = FormGenKeyboardObservation { newFrame, screen, animation in
                            let windowFrame = anchor.windowFrame(ofKeyboard: newFrame, on: screen)
                            withAnimation(animation) {
                                frame.wrappedValue = windowFrame
                            }
                        }
                    }
                    .onDisappear {
                        // The keyboard may hide while the view is away; it must not come back padded.
                        observation = nil
                        keyboardFrame = .null
                    }
                }
            }

            /// Finds the window a view is in, through an empty UIKit view behind it, to bring the keyboard's
            /// frame into the window's coordinates.
            @MainActor
            final class FormGenWindowAnchor {
                /// The empty view; `nil` until SwiftUI has made it.
                weak var view: UIView?

                /// `frame`, in the coordinate space of `screen` (the keyboard's, or the window's screen when
                /// the notification names none, as before iOS 16.1), in the window's coordinate space. The
                /// frame as it is while the view is in no window yet.
                func windowFrame(ofKeyboard frame: CGRect, on screen: UIScreen?) -> CGRect {
                    guard !frame.isNull, let window = view?.window else { return frame }
                    return (screen ?? window.screen).coordinateSpace.convert(frame, to: window)
                }
            }

            /// The empty UIKit view of a `FormGenWindowAnchor`. It takes no touches, so taps reach the form.
            struct FormGenWindowAnchorView: UIViewRepresentable {
                let anchor: FormGenWindowAnchor

                func makeUIView(context: Context) -> UIView {
                    let view = UIView(frame: .zero)
                    view.isUserInteractionEnabled = false
                    anchor.view = view
                    return view
                }

                func updateUIView(_ view: UIView, context: Context) {
                    anchor.view = view
                }
            }

            /// Observes `keyboardWillChangeFrameNotification` for as long as it lives. UIKit posts it for
            /// every change of the keyboard's frame, including showing and hiding (then with an end frame
            /// below the screen), undocking, splitting and floating on iPad, and the shortcuts bar shown
            /// with a hardware keyboard; will-show and will-hide alone miss the iPad's changes.
            final class FormGenKeyboardObservation {
                private let token: any NSObjectProtocol

                /// Calls `onChange` with the keyboard's end frame in screen coordinates, the screen (the
                /// notification's object from iOS 16.1; `nil` before) and an animation with the keyboard's
                /// own duration and curve.
                @MainActor
                init(onChange: @escaping @MainActor (CGRect, UIScreen?, Animation) -> Void) {
                    // The userInfo keys, like the notification names, are nonisolated: the observer reads them.
                    token = NotificationCenter.default.addObserver(
                        forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
                    ) { notification in
                        let userInfo = notification.userInfo
                        guard let frame = (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else {
                            return
                        }
                        let duration = userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
                        let curve = userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
                        let animation = FormGenKeyboardAnimation.animation(duration: duration, curve: curve)
                        let screen = notification.object as? UIScreen
                        MainActor.assumeIsolated { onChange(frame, screen, animation) }
                    }
                }

                deinit {
                    NotificationCenter.default.removeObserver(token)
                }
            }

            /// The keyboard's animation in SwiftUI's terms.
            enum FormGenKeyboardAnimation {
                /// The notification's curve is a `UIView.AnimationCurve` raw value: 0 to 3 are `easeInOut`,
                /// `easeIn`, `easeOut` and `linear`. The software keyboard reports 7, a curve with no public
                /// case; an ease-out over the same duration is the closest public curve, and every other
                /// value gets it too.
                static func animation(duration: Double, curve: Int?) -> Animation {
                    switch curve {
                    case 0: .easeInOut(duration: duration)
                    case 1: .easeIn(duration: duration)
                    case 3: .linear(duration: duration)
                    default: .easeOut(duration: duration)
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
                let title: Text
                @Binding var text: String
                var limit: FormGenEditLimit?
                var prompt: Text?
                var reveal: FormGenRevealLabels?
                var clearButton: Text?
                let focus: FormGenFocus<Value>
                var leading: FormGenAdornment?
                var trailing: FormGenAdornment?
                @State var entry = FormGenSecureEntry()
                @Environment(\.formGenTransientText) var transientText

                var body: some View {
                    FormGenFieldBox(leading: leading, trailing: trailing, focus: focus) {
                        FormGenLimitedText(text: shownText, limit: limit) { text, _ in
                            if entry.isRevealed {
                                TextField(text: entered(text), prompt: prompt) { title }
                                    .passwordTextTraits()
                                    .formGenFocused(focus)
                            } else {
                                SecureField(text: entered(text), prompt: prompt) { title }
                                    .formGenFocused(focus)
                            }
                        }
                        FormGenClearButton(label: clearButton, text: $text, isFocused: focus.isFocused)
                        if let reveal {
                            FormGenIconButton(
                                entry.tapShows ? "eye" : "eye.slash",
                                accessibilityLabel: entry.tapShows ? reveal.show : reveal.hide,
                                action: toggle
                            )
                            .buttonStyle(.plain)
                            .foregroundStyle(.secondary)
                        }
                    }
                    .formGenOnChange(of: focus.isFocused) {
                        if !focus.isFocused { entry.focusLeft() }
                    }
                }

                private var shownText: Binding<String> {
                    guard focus.isFocused, let transientText else { return $text }
                    let text = $text
                    return Binding(get: { transientText }, set: { text.wrappedValue = $0 })
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
            // tap-outside dismissal and the initial focus. Its bytes are the same for every spec.

            import Foundation

            #if canImport(SwiftUI)
            import SwiftUI
            #endif

            /// Moves focus along a form's fields in order: what return and the chevrons do.
            enum FormGenFocusOrder {
                /// The field after `current`; `nil` after the last one, which releases focus.
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

            /// Decides whether a bar shows for the current focus.
            enum FormGenBarRule {
                /// A bar shows while one of its `whenMatches` fields has focus; an empty list means any field.
                static func shows<Field: Equatable>(focus: Field?, whenMatches: [Field]) -> Bool {
                    guard let focus else { return false }
                    return whenMatches.isEmpty || whenMatches.contains(focus)
                }
            }

            /// What return does in a field of a form: move focus to another field, run the form's submit
            /// action, or release focus. Generated forms answer it with no UI (`returnAction(from:)`), so an
            /// app's tests can ask it anywhere. Public, as a public form's API names it.
            public enum FormGenReturnAction<Field: Hashable & Sendable>: Equatable, Sendable {
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

            /// What an OK/Cancel bar's Cancel button writes back into its field. Public, as `FormGenOKCancelBar`
            /// and a public form's cancel behaviours name it.
            public enum FormGenCancelBehavior: Sendable {
                /// Restore the text the field had when it gained focus.
                case revert
                /// Empty the field.
                case clear

                /// The text after Cancel, given the text the field had when it gained focus.
                func restoredText(original: String) -> String {
                    switch self {
                    case .revert: original
                    case .clear: ""
                    }
                }
            }

            #if canImport(SwiftUI)
            /// A bar's view of the form's focus: whether the bar should show, and how to release focus.
            ///
            /// One protocol for `FocusState<Field?>` and `FocusState<Bool>` lets each bar be written once.
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

            /// The bar drawn above the keyboard: a hairline over a row of buttons, at least 44 points high
            /// and taller with larger text, in the system bar material so it follows Dark Mode.
            ///
            /// At accessibility text sizes the bar stops growing at the largest standard size, `xxxLarge`, as
            /// UIKit's own toolbars and keyboard bars stop growing: a bar sized for `accessibility5` would
            /// cover most of the space the keyboard leaves. `FormGenBarInset` caps the size around the bar,
            /// so the bar's `@ScaledMetric` height and its text both stop at that size.
            struct FormGenKeyboardBar<Buttons: View>: View {
                @ScaledMetric(relativeTo: .body) private var minimumHeight: CGFloat = 44
                private let buttons: Buttons

                init(@ViewBuilder buttons: () -> Buttons) {
                    self.buttons = buttons()
                }

                var body: some View {
                    VStack(spacing: 0) {
                        Divider()
                        HStack(spacing: 8) {
                            buttons
                        }
                        .padding(.horizontal, 16)
                        .frame(maxWidth: .infinity, minHeight: minimumHeight)
                    }
                    .background(.bar)
                }
            }

            /// A text button of a keyboard bar whose whole target, not just its text, takes taps: at least 44
            /// points wide and the full height of the bar, which is at least 44 points.
            struct FormGenBarButton: View {
                private let title: Text
                private let action: @MainActor () -> Void

                init(_ title: Text, action: @escaping @MainActor () -> Void) {
                    self.title = title
                    self.action = action
                }

                var body: some View {
                    Button(action: action) {
                        title
                            .frame(minWidth: 44, maxHeight: .infinity)
                            .contentShape(Rectangle())
                    }
                }
            }

            /// An image button of at least 44 points whose transparent margin takes taps too.
            struct FormGenIconButton: View {
                private let systemImage: String
                private let accessibilityLabel: Text
                private let action: @MainActor () -> Void

                init(_ systemImage: String, accessibilityLabel: Text, action: @escaping @MainActor () -> Void) {
                    self.systemImage = systemImage
                    self.accessibilityLabel = accessibilityLabel
                    self.action = action
                }

                var body: some View {
                    Button(action: action) {
                        Image(systemName: systemImage)
                            .frame(minWidth: 44, minHeight: 44)
                            .contentShape(Rectangle())
                    }
                    .accessibilityLabel(accessibilityLabel)
                }
            }

            /// Shows a bar at the bottom of the modified view while `isShown`.
            ///
            /// The view draws the bar itself instead of using `.toolbar(placement: .keyboard)`, which leaves
            /// blank space after navigation and goes missing on TabView pages. A bottom safe-area inset keeps
            /// the bar from covering the last field.
            private struct FormGenBarInset<Bar: View>: ViewModifier {
                let isShown: Bool
                let bar: Bar

                func body(content: Content) -> some View {
                    content.safeAreaInset(edge: .bottom, spacing: 0) {
                        if isShown {
                            bar.dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                        }
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
                                FormGenBarButton(title) { focus.release() }
                            }
                        )
                    )
                }
            }

            /// A text that an OK/Cancel bar shows in the focused field for one main-actor turn, without
            /// writing it into the app's binding; `nil` when there is none.
            private struct FormGenTransientTextKey: EnvironmentKey {
                static let defaultValue: String? = nil
            }

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
                                    FormGenBarButton(cancelTitle, action: cancel)
                                    FormGenBarButton(okTitle) { focus.release() }
                                }
                                .onAppear { originalText = text }
                            )
                        )
                }

                /// Whether this iOS can keep the old text on screen when a field's text is replaced in the same
                /// turn that focus ends: iOS 17, where it was seen on 17.1 and 17.2. iOS 15 and 16
                /// show the new text, and so does iOS 18 as far as is known; check on a device when a new
                /// version comes out, by cancelling an edit and watching the field.
                private static var keepsOldTextOnScreen: Bool {
                    if #available(iOS 18.0, *) {
                        return false
                    }
                    if #available(iOS 17.0, *) {
                        return true
                    }
                    return false
                }

                /// Writes the restored text first and releases focus last, on every path, so that code
                /// watching focus sees the final text when focus goes.
                private func cancel() {
                    let restored = cancelBehavior.restoredText(original: originalText)
                    if Self.keepsOldTextOnScreen, text != restored {
                        // A real edit of the field first, then the final text on the next main-actor turn.
                        // The edit is shown through the environment rather than written into `text`, so the
                        // app's binding and its `onChange` only ever see the restored text.
                        transientText = text + " "
                        Task { @MainActor in
                            transientText = nil
                            text = restored
                            focus.release()
                        }
                    } else {
                        text = restored
                        focus.release()
                    }
                }
            }

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
                                FormGenIconButton("chevron.up", accessibilityLabel: previousLabel) {
                                    focused.wrappedValue = previous
                                }
                                .disabled(previous == nil)
                                FormGenIconButton("chevron.down", accessibilityLabel: nextLabel) {
                                    focused.wrappedValue = next
                                }
                                .disabled(next == nil)
                                Spacer()
                                FormGenBarButton(doneTitle) {
                                    focused.wrappedValue = nil
                                }
                            }
                        )
                    )
                }
            }

            extension View {
                /// Shows a bar with a close button while one of `whenMatches` has focus (any field when empty).
                func keyboardCloseButton<Field: Hashable>(
                    _ title: Text,
                    focused: FocusState<Field?>.Binding,
                    whenMatches: [Field] = []
                ) -> some View {
                    modifier(
                        FormGenCloseBarModifier(
                            title: title,
                            focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches)
                        )
                    )
                }

                /// Shows a bar with a close button while the single field has focus.
                func keyboardCloseButton(_ title: Text, focused: FocusState<Bool>.Binding) -> some View {
                    modifier(FormGenCloseBarModifier(title: title, focus: FormGenBoolBarFocus(focused: focused)))
                }

                /// Shows an OK/Cancel bar for `text` while one of `whenMatches` has focus. The bar edits that
                /// one text, so there is no default: list the field (or fields) that edit it.
                func keyboardOKCancelButton<Field: Hashable>(
                    okTitle: Text,
                    cancelTitle: Text,
                    text: Binding<String>,
                    focused: FocusState<Field?>.Binding,
                    whenMatches: [Field],
                    cancelBehavior: FormGenCancelBehavior = .revert
                ) -> some View {
                    modifier(
                        FormGenOKCancelBarModifier(
                            okTitle: okTitle,
                            cancelTitle: cancelTitle,
                            cancelBehavior: cancelBehavior,
                            text: text,
                            focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches)
                        )
                    )
                }

                /// Shows an OK/Cancel bar for `text` while the single field has focus.
                func keyboardOKCancelButton(
                    okTitle: Text,
                    cancelTitle: Text,
                    text: Binding<String>,
                    focused: FocusState<Bool>.Binding,
                    cancelBehavior: FormGenCancelBehavior = .revert
                ) -> some View {
                    modifier(
                        FormGenOKCancelBarModifier(
                            okTitle: okTitle,
                            cancelTitle: cancelTitle,
                            cancelBehavior: cancelBehavior,
                            text: text,
                            focus: FormGenBoolBarFocus(focused: focused)
                        )
                    )
                }

                /// Shows previous/next chevrons along `order` and a done button while one of `whenMatches` has focus.
                func keyboardNavigationBar<Field: Hashable>(
                    doneTitle: Text,
                    previousLabel: Text,
                    nextLabel: Text,
                    focused: FocusState<Field?>.Binding,
                    order: [Field],
                    whenMatches: [Field] = []
                ) -> some View {
                    modifier(
                        FormGenNavigationBarModifier(
                            doneTitle: doneTitle,
                            previousLabel: previousLabel,
                            nextLabel: nextLabel,
                            focused: focused,
                            order: order,
                            whenMatches: whenMatches
                        )
                    )
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

            /// The bars and the tap-outside dismissal that a screen draws itself, around parts and fields of
            /// its own, as modifier types: `.modifier(FormGenCloseBar(Text("Close"), focused: $focus))`. They
            /// are public so that a screen in another module than its forms can use them, and types rather
            /// than `View` methods because an app target with forms of its own has a support file too: its
            /// types shadow these, where two modules' public `View` methods of one name would be ambiguous.
            public struct FormGenCloseBar<Field: Hashable>: ViewModifier {
                private let bar: FormGenCloseBarModifier<FormGenEnumBarFocus<Field>>

                /// A close bar while one of `whenMatches` has focus (any value when empty).
                public init(_ title: Text, focused: FocusState<Field?>.Binding, whenMatches: [Field] = []) {
                    bar = FormGenCloseBarModifier(
                        title: title, focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))
                }

                public func body(content: Content) -> some View {
                    content.modifier(bar)
                }
            }

            /// An OK/Cancel bar for `text` while one of `whenMatches` has focus (see `FormGenCloseBar`).
            public struct FormGenOKCancelBar<Field: Hashable>: ViewModifier {
                private let bar: FormGenOKCancelBarModifier<FormGenEnumBarFocus<Field>>

                public init(
                    okTitle: Text,
                    cancelTitle: Text,
                    text: Binding<String>,
                    focused: FocusState<Field?>.Binding,
                    whenMatches: [Field],
                    cancelBehavior: FormGenCancelBehavior = .revert
                ) {
                    bar = FormGenOKCancelBarModifier(
                        okTitle: okTitle, cancelTitle: cancelTitle, cancelBehavior: cancelBehavior, text: text,
                        focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))
                }

                public func body(content: Content) -> some View {
                    content.modifier(bar)
                }
            }

            /// Previous/next chevrons along `order` and a done button while one of `whenMatches` has focus
            /// (see `FormGenCloseBar`).
            public struct FormGenNavigationBar<Field: Hashable>: ViewModifier {
                private let bar: FormGenNavigationBarModifier<Field>

                public init(
                    doneTitle: Text,
                    previousLabel: Text,
                    nextLabel: Text,
                    focused: FocusState<Field?>.Binding,
                    order: [Field],
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

            /// Releases focus on a tap on an empty part of the view (see `FormGenCloseBar`).
            public struct FormGenTapOutside<Field: Hashable>: ViewModifier {
                private let tap: FormGenTapOutsideModifier

                public init(_ focused: FocusState<Field?>.Binding) {
                    tap = FormGenTapOutsideModifier { focused.wrappedValue = nil }
                }

                public func body(content: Content) -> some View {
                    content.modifier(tap)
                }
            }

            /// Releases focus on a tap on an empty part of the modified view.
            ///
            /// The tap gesture is on the view itself, not on a background behind it: a `ScrollView` or `Form`
            /// covers its whole frame, so a background never sees a tap. `contentShape(Rectangle())` makes the
            /// empty space between and around the fields take part in hit testing. SwiftUI gives a gesture of
            /// a subview (a `Button`, a text field) precedence over its ancestor's `onTapGesture`, so a tap on
            /// a field or button does what it always did and does not reach this gesture; a tap recogniser
            /// does not block a scroll view's pan, so dragging still scrolls.
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
                    case .focus(let field):
                        focus.wrappedValue = field
                    case .submit:
                        focus.wrappedValue = nil
                        submit?()
                    case .release:
                        focus.wrappedValue = nil
                    case .newLine:
                        break
                    }
                }
            }

            extension FormGenReturnAction where Field == Bool {
                /// Does what return should in the single field of a Bool-focus form.
                @MainActor
                func perform(focus: FocusState<Bool>.Binding, submit: (@MainActor () -> Void)?) {
                    switch self {
                    case .focus(let focused):
                        focus.wrappedValue = focused
                    case .submit:
                        focus.wrappedValue = false
                        submit?()
                    case .release:
                        focus.wrappedValue = false
                    case .newLine:
                        break
                    }
                }
            }

            /// Calls `action` with the value focus left, each time it moves: which field to check now.
            struct FormGenFocusLeaveModifier<Value: Hashable>: ViewModifier {
                let value: Value
                let action: (Value) -> Void
                /// The value before the latest change, for the one-value `onChange` of iOS 15 and 16.
                @State private var previous: Value?

                @ViewBuilder func body(content: Content) -> some View {
                    if #available(iOS 17.0, macOS 14.0, *) {
                        content.onChange(of: value) { old, _ in action(old) }
                    } else {
                        content
                            .onAppear { previous = value }
                            .onChange(of: value) { new in
                                if let previous { action(previous) }
                                previous = new
                            }
                    }
                }
            }

            extension View {
                /// Calls `action` with the focus value that was left, whenever focus moves.
                func formGenOnFocusLeave<Value: Hashable>(_ value: Value, perform action: @escaping (Value) -> Void) -> some View {
                    modifier(FormGenFocusLeaveModifier(value: value, action: action))
                }
            }

            /// Gives focus to a field each time the view appears.
            ///
            /// Setting focus in `onAppear` alone is not enough: `onAppear` runs when the view is built, before
            /// a sheet or a `NavigationStack` push has finished its transition (and, in a `TabView`, before the
            /// page is on screen), and iOS 15 and 16 ignore a focus change for a text field that is not yet in
            /// a window. So the focus is set at once, which is all iOS 17 and later need in most places, and
            /// set again after the transition (UIKit's default is 0.35 s) if nothing has taken focus by then.
            /// It is applied once per appearance of the form (again when a tab page or a screen popped back
            /// to shows it), never over a focus the user or the app chose.
            struct FormGenInitialFocusModifier<Value: Hashable>: ViewModifier {
                let initial: Value
                /// The value that means "no field has focus": `nil`, or `false`.
                let unfocused: Value
                let focus: FocusState<Value>.Binding
                /// Whether focus was set in this appearance; a retry after the form has gone does nothing.
                @State private var hasApplied = false

                func body(content: Content) -> some View {
                    content
                        .onAppear {
                            guard !hasApplied, initial != unfocused else { return }
                            hasApplied = true
                            guard focus.wrappedValue == unfocused else { return }
                            focus.wrappedValue = initial
                            Task { @MainActor in
                                try? await Task.sleep(nanoseconds: 500_000_000)
                                if hasApplied && focus.wrappedValue == unfocused {
                                    focus.wrappedValue = initial
                                }
                            }
                        }
                        .onDisappear { hasApplied = false }
                }
            }

            extension View {
                /// Focuses `initial` each time the view appears, in a sheet, after a push, or on a tab page.
                func formGenInitialFocus<Field: Hashable>(_ initial: Field?, focus: FocusState<Field?>.Binding) -> some View {
                    modifier(FormGenInitialFocusModifier(initial: initial, unfocused: nil, focus: focus))
                }

                /// Focuses the single field each time the view appears, if `initial` is true.
                func formGenInitialFocus(_ initial: Bool, focus: FocusState<Bool>.Binding) -> some View {
                    modifier(FormGenInitialFocusModifier(initial: initial, unfocused: false, focus: focus))
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
            /// An image beside a field's text, hidden from VoiceOver, or a button with a spoken label.
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
                        FormGenIconButton(systemImage, accessibilityLabel: button.label, action: button.action)
                            .buttonStyle(.borderless)
                    } else {
                        Image(systemName: systemImage).foregroundStyle(.secondary).accessibilityHidden(true)
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

                @ViewBuilder func formGenOnChange(of value: some Equatable, perform action: @escaping () -> Void) -> some View {
                    if #available(iOS 17.0, macOS 14.0, *) {
                        onChange(of: value) { action() }
                    } else {
                        onChange(of: value) { _ in action() }
                    }
                }
            }

            /// The box a field sits in, with its images or buttons. The input is only as tall as a line of
            /// text: a tap on the rest of the box focuses the field rather than reaching the form, where
            /// tap-outside would hide the keyboard.
            struct FormGenFieldBox<Value: Hashable, Content: View>: View {
                var leading: FormGenAdornment?
                var trailing: FormGenAdornment?
                let focus: FormGenFocus<Value>
                @ViewBuilder let content: Content
                @ScaledMetric(relativeTo: .body) var minimumHeight: CGFloat = 44

                var body: some View {
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
            }

            /// The clear button, while the field has focus and text (UIKit's `whileEditing`).
            struct FormGenClearButton: View {
                let label: Text?
                @Binding var text: String
                let isFocused: Bool

                var body: some View {
                    if let label, isFocused && !text.isEmpty {
                        FormGenIconButton("xmark.circle.fill", accessibilityLabel: label) { text = "" }
                            .buttonStyle(.plain)
                            .foregroundStyle(.secondary)
                    }
                }
            }

            /// A field's text, with a limit: the field edits a copy, then the limit writes what it keeps into
            /// `text`, which the field shows next, so a cut always reaches the field as a change. `selection`
            /// is a `TextSelection` (iOS 18; a stored property cannot be newer than its type): the limit reads
            /// where the edit went and puts the caret after what it kept.
            struct FormGenLimitedText<Field: View>: View {
                @Binding var text: String
                let limit: FormGenEditLimit?
                @ViewBuilder let field: (_ text: Binding<String>, _ selection: Binding<AnyHashable?>) -> Field
                @State var edited: String?
                @State var selection: AnyHashable?

                var body: some View {
                    if limit == nil {
                        field($text, $selection)
                    } else {
                        let (edited, text) = ($edited, $text)
                        let copy = Binding(get: { edited.wrappedValue ?? text.wrappedValue }, set: { edited.wrappedValue = $0 })
                        field(copy, $selection).formGenOnChange(of: self.edited) { keep() }
                    }
                }

                private func keep() {
                    guard let new = edited, let limit else { return }
                    guard #available(iOS 18.0, macOS 15.0, *) else {
                        (text, edited) = (limit(text, new, nil).text, nil)
                        return
                    }
                    var selected: Range<String.Index>?
                    if case .selection(let range)? = (selection as? TextSelection)?.indices { selected = range }
                    let kept = limit(text, new, selected)
                    (text, edited) = (kept.text, nil)
                    if let caret = kept.caret { selection = TextSelection(insertionPoint: caret) }
                }
            }

            /// A form's text field. An OK/Cancel bar may show a transient text in it while it has focus.
            struct FormGenTextField<Value: Hashable>: View {
                let title: Text
                @Binding var text: String
                var limit: FormGenEditLimit?
                var prompt: Text?
                /// `.vertical`: the field grows vertically, from iOS 16 (one line before).
                var axis: Axis?
                /// The clear button's spoken label; `nil`: no clear button.
                var clearButton: Text?
                let focus: FormGenFocus<Value>
                var leading: FormGenAdornment?
                var trailing: FormGenAdornment?
                @Environment(\.formGenTransientText) var transientText

                var body: some View {
                    FormGenFieldBox(leading: leading, trailing: trailing, focus: focus) {
                        FormGenLimitedText(text: shownText, limit: limit) { input($0, selection: $1).formGenFocused(focus) }
                        FormGenClearButton(label: clearButton, text: $text, isFocused: focus.isFocused)
                    }
                }

                private var shownText: Binding<String> {
                    guard focus.isFocused, let transientText else { return $text }
                    let text = $text
                    return Binding(get: { transientText }, set: { text.wrappedValue = $0 })
                }

                @ViewBuilder private func input(_ text: Binding<String>, selection: Binding<AnyHashable?>) -> some View {
                    if #available(iOS 18.0, macOS 15.0, *), limit != nil {
                        // With a selection, a title string only: the prompt stands in for it, the label is spoken.
                        let selected = Binding(
                            get: { selection.wrappedValue as? TextSelection }, set: { selection.wrappedValue = $0 })
                        TextField(String(), text: text, selection: selected, prompt: prompt ?? title, axis: axis)
                            .accessibilityLabel(title)
                    } else if #available(iOS 16.0, macOS 13.0, *), let axis {
                        TextField(text: text, prompt: prompt, axis: axis) { title }
                    } else {
                        TextField(text: text, prompt: prompt) { title }
                    }
                }
            }
            #endif

            """#,
        "InputRule.swift.template": #"""
            {# One field's input rules as a FormGenInputRule, with only the arguments that differ from its defaults. #}
                        FormGenInputRule({% if field.rules.required %}required: true{% if field.rules.minLength or field.rules.maxLength or field.rules.pattern or field.rules.number %}, {% endif %}{% endif %}{% if field.rules.minLength %}minLength: {{ field.rules.minLength }}{% if field.rules.maxLength or field.rules.pattern or field.rules.number %}, {% endif %}{% endif %}{% if field.rules.maxLength %}maxLength: {{ field.rules.maxLength }}{% if field.rules.pattern or field.rules.number %}, {% endif %}{% endif %}{% if field.rules.pattern %}pattern: {{ field.rules.pattern | swiftString }}{% if field.rules.number %}, {% endif %}{% endif %}{% if field.rules.number %}number: FormGenNumberRule(isDecimal: {% if field.rules.number == "decimal" %}true{% else %}false{% endif %}{% if field.rules.minimum %}, minimum: {{ field.rules.minimum }}{% endif %}{% if field.rules.maximum %}, maximum: {{ field.rules.maximum }}{% endif %}){% endif %})

            """#,
    ]
    #endif
}
