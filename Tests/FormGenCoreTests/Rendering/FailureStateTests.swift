import Foundation
import Testing

@testable import FormGenCore

/// What a form remembers to decide when a field's failure shows: which fields focus has left.
@Suite struct FailureStateTests {
    /// A form of one field (Bool focus) keeps a Bool, not a set that could only ever hold `true`.
    @Test func aBoolFocusFormRemembersItsOneFieldInABool() throws {
        let spec = #"{"formgen": 1, "name": "Single", "focusStyle": "bool", "fields": [{"id": "a", "required": true}]}"#
        let code = try #require(try ScreenContractTests.generate([SourceFile(name: "Single.json", text: spec)]).first)
            .contents
        #expect(!code.contains("Set<Bool>"))
        #expect(!code.contains("checkedFields"))
        #expect(code.contains("    @State private var isChecked = false\n"))
        #expect(
            code.contains(
                "        .formGenOnChange(of: focus.wrappedValue) { left in\n            if left { isChecked = true }\n"
            ))
        #expect(code.contains("failure.showsAtOnce || failedSubmits > 0 || showsFailures || isChecked\n"))
    }

    /// A form of several fields keeps the set of the fields focus has left.
    @Test func anEnumFocusFormRemembersASetOfFields() throws {
        let spec = #"{"formgen": 1, "name": "Two", "fields": [{"id": "a", "required": true}, {"id": "b"}]}"#
        let code = try #require(try ScreenContractTests.generate([SourceFile(name: "Two.json", text: spec)]).first)
            .contents
        #expect(code.contains("    @State private var checkedFields: Set<Field> = []\n"))
        #expect(
            code.contains(
                "failure.showsAtOnce || failedSubmits > 0 || showsFailures || checkedFields.contains(field)\n"))
        #expect(!code.contains("isChecked"))
    }

    /// The Bool's name is the form's, so a field may not take it.
    @Test func aFieldMayNotBeNamedIsChecked() {
        #expect(ReservedNames.formMembers.contains("isChecked"))
    }
}
