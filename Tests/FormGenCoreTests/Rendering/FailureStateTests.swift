import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// What a form remembers to decide when a field's failure shows: a `FormGenShownFailures` of its
/// focus values, which the runtime decides with no UI (`RuntimeDecisionTests`).
@Suite struct FailureStateTests {
    /// A form of one field (Bool focus) remembers its one field as `true`, and never a `Set<Bool>`.
    /// The field is named `label`, as `shownFailure(label:)`'s parameter is: the rules check the
    /// field's text, `self.label`, not the label VoiceOver says.
    @Test func aBoolFocusFormRemembersItsOneField() throws {
        let spec =
            #"{"formgen": 1, "name": "Single", "focusStyle": "bool", "fields": [{"id": "label", "required": true}]}"#
        let code = try #require(try ScreenContractTests.generate([SourceFile(name: "Single.json", text: spec)]).first)
            .contents
        #expect(!code.contains("Set<Bool>"))
        #expect(code.contains("    @State private var failures = FormGenShownFailures<Bool>()\n"))
        #expect(
            code.contains(
                "        .formGenOnChange(of: focus.wrappedValue) { wasFocused, _ in if wasFocused { failures.focusLeft(true) } }\n"
            ))
        #expect(code.contains("of: true, text: self.label, rule: Self.inputRule, showsAll: showsFailures"))
    }

    /// A form of several fields remembers the fields focus has left by their focus values.
    @Test func anEnumFocusFormRemembersItsFields() throws {
        let spec = #"{"formgen": 1, "name": "Two", "fields": [{"id": "a", "required": true}, {"id": "b"}]}"#
        let code = try #require(try ScreenContractTests.generate([SourceFile(name: "Two.json", text: spec)]).first)
            .contents
        #expect(code.contains("    @State private var failures = FormGenShownFailures<Field>()\n"))
        #expect(
            code.contains("        .formGenOnChange(of: focus.wrappedValue) { left, _ in failures.focusLeft(left) }\n"))
        #expect(code.contains("of: field, text: text, rule: Self.inputRule(for: field), showsAll: showsFailures"))
    }

    /// The state's name is the form's, so a field may not take it.
    @Test func aFieldMayNotBeNamedFailures() {
        #expect(ReservedNames.formMembers.contains("failures"))
    }
}
