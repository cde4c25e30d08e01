import Foundation
import Testing

/// The UI-free part of the golden output, compiled and run: which bar each focus value shows,
/// where return and the chevrons move focus, and what Cancel restores.
@Suite struct GeneratedLogicTests {
    /// A program over the golden files that prints, per form and field, the bars that field shows,
    /// the next and previous fields, and where return sends focus.
    static let driver = """
        func report<Field: Hashable & CaseIterable>(
            _ form: String, _ fields: Field.Type, order: [Field], bars: [(String, [Field])],
            returnAction: ((Field) -> FormGenReturnAction<Field>)? = nil
        ) {
            for field in Field.allCases {
                let shown = bars.filter { FormGenBarRule.shows(focus: field, whenMatches: $0.1) }.map(\\.0)
                let next = FormGenFocusOrder.field(after: field, in: order).map { "\\($0)" } ?? "-"
                let previous = FormGenFocusOrder.field(before: field, in: order).map { "\\($0)" } ?? "-"
                let returnGoesTo = returnAction.map { action -> String in
                    switch action(field) {
                    case .focus(let next): "\\(next)"
                    case .submit: "submit"
                    case .release: "release"
                    case .newLine: "newLine"
                    }
                } ?? "none"
                print("\\(form).\\(field): bars=\\(shown) next=\\(next) previous=\\(previous) return=\\(returnGoesTo)")
            }
        }

        report(
            "UserInfoForm", UserInfoForm.Field.self, order: UserInfoForm.focusOrder,
            bars: [("close", UserInfoForm.closeBarFields), ("okCancel", UserInfoForm.okCancelBarFields)],
            returnAction: UserInfoForm.returnAction)
        report(
            "OKCancelForm", OKCancelForm.FocusTarget.self, order: OKCancelForm.focusOrder,
            bars: [("close", OKCancelForm.closeBarFields), ("okCancel", OKCancelForm.okCancelBarFields)],
            returnAction: OKCancelForm.returnAction)
        report(
            "LoginForm", LoginForm.LoginField.self, order: LoginForm.focusOrder,
            bars: [("navigation", LoginForm.navigationBarFields)], returnAction: LoginForm.returnAction)
        report(
            "KeyboardAvoidingForm", KeyboardAvoidingForm.Field.self, order: KeyboardAvoidingForm.focusOrder,
            bars: [("close", KeyboardAvoidingForm.closeBarFields)], returnAction: KeyboardAvoidingForm.returnAction)
        report(
            "ProfileForm", ProfileForm.Field.self, order: ProfileForm.focusOrder,
            bars: [
                ("okCancel", ProfileForm.okCancelBarFields), ("close", ProfileForm.closeBarFields),
                ("secondClose", ProfileForm.secondCloseBarFields),
            ],
            returnAction: ProfileForm.returnAction)
        report(
            "PaymentNoteForm", PaymentNoteForm.Field.self, order: PaymentNoteForm.focusOrder,
            bars: [("navigation", PaymentNoteForm.navigationBarFields), ("noteBar", PaymentNoteForm.noteBarFields)],
            returnAction: PaymentNoteForm.returnAction)
        // The field-level keyboard observer pads while its fields have focus (FormGenEnumBarFocus).
        for field in [PaymentNoteForm.Field.cardNumber, .pin, .note, nil] {
            let pads = FormGenBarRule.shows(focus: field, whenMatches: PaymentNoteForm.keyboardObserverFields)
            print("PaymentNoteForm observer pads with focus \\(field.map { "\\($0)" } ?? "nil"): \\(pads)")
        }
        print("ProfileForm cancel of \\"東京都\\": \\"\\(ProfileForm.okCancelBarCancelBehavior.restoredText(original: "東京都"))\\"")
        print("no focus shows a bar: \\(FormGenBarRule.shows(focus: UserInfoForm.Field?.none, whenMatches: []))")
        for original in ["", "東京都"] {
            print("UserInfoForm cancel of \\"\\(original)\\": \\"\\(UserInfoForm.okCancelBarCancelBehavior.restoredText(original: original))\\"")
            print("OKCancelForm cancel of \\"\\(original)\\": \\"\\(OKCancelForm.okCancelBarCancelBehavior.restoredText(original: original))\\"")
            print("revert of \\"\\(original)\\": \\"\\(FormGenCancelBehavior.revert.restoredText(original: original))\\"")
        }
        """

    @Test func logicBehavesAsTheSpecsSay() throws {
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        try Self.driver.write(to: main, atomically: true, encoding: .utf8)
        let executable = directory.appendingPathComponent("logic")
        let build = try Swiftc.run(
            ["-swift-version", "6", "-warnings-as-errors", "-o", executable.path, main.path]
                + TypeCheckTests.goldenFiles())
        try #require(build.status == 0, "\(build.output)")
        let run = try Swiftc.execute(executable)
        #expect(run.status == 0)
        let expected = """
            UserInfoForm.name: bars=["close"] next=address previous=- return=address
            UserInfoForm.address: bars=["close"] next=memo previous=name return=memo
            UserInfoForm.memo: bars=["okCancel"] next=- previous=address return=newLine
            OKCancelForm.field1: bars=["close"] next=field2 previous=- return=release
            OKCancelForm.field2: bars=["okCancel"] next=- previous=field1 return=release
            LoginForm.username: bars=["navigation"] next=password previous=- return=password
            LoginForm.password: bars=["navigation"] next=- previous=username return=submit
            KeyboardAvoidingForm.input1: bars=["close"] next=input2 previous=- return=input2
            KeyboardAvoidingForm.input2: bars=["close"] next=input3 previous=input1 return=input3
            KeyboardAvoidingForm.input3: bars=["close"] next=- previous=input2 return=release
            ProfileForm.nickname: bars=["okCancel"] next=bio previous=- return=bio
            ProfileForm.bio: bars=["okCancel"] next=phone previous=nickname return=newLine
            ProfileForm.phone: bars=["close"] next=pin previous=bio return=pin
            ProfileForm.pin: bars=["secondClose"] next=- previous=phone return=release
            PaymentNoteForm.cardNumber: bars=["navigation"] next=pin previous=- return=pin
            PaymentNoteForm.pin: bars=["navigation"] next=note previous=cardNumber return=note
            PaymentNoteForm.note: bars=["noteBar"] next=- previous=pin return=newLine
            PaymentNoteForm observer pads with focus cardNumber: false
            PaymentNoteForm observer pads with focus pin: false
            PaymentNoteForm observer pads with focus note: true
            PaymentNoteForm observer pads with focus nil: false
            ProfileForm cancel of "東京都": "東京都"
            no focus shows a bar: false
            UserInfoForm cancel of "": ""
            OKCancelForm cancel of "": ""
            revert of "": ""
            UserInfoForm cancel of "東京都": ""
            OKCancelForm cancel of "東京都": ""
            revert of "東京都": "東京都"

            """
        #expect(run.output == expected)
    }
}
