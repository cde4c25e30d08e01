import Testing

/// The forms FormGenPlugin generated from this target's specs during the build, used as a
/// package that adopts formgen would use them. On Linux only their UI-free logic exists.
@Suite struct GeneratedFormTests {
    @Test func userInfoFormBarsFollowWhenMatches() {
        #expect(UserInfoForm.focusOrder == [.name, .address, .memo])
        #expect(UserInfoForm.closeBarFields == [.name, .address])
        #expect(UserInfoForm.okCancelBarFields == [.memo])
        for field in UserInfoForm.Field.allCases {
            let bars = [UserInfoForm.closeBarFields, UserInfoForm.okCancelBarFields].filter {
                FormGenBarRule.shows(focus: field, whenMatches: $0)
            }
            #expect(bars.count == 1, "\(field) shows \(bars.count) bars")
        }
    }

    @Test func returnMovesAlongTheFocusOrderAndSubmitsAtTheEnd() {
        #expect(LoginForm.returnAction(from: .username) == .focus(.password))
        #expect(LoginForm.returnAction(from: .password) == .submit)
        #expect(FormGenFocusOrder.field(before: LoginForm.LoginField.password, in: LoginForm.focusOrder) == .username)
    }

    @Test func cancelClearsTheMemo() {
        #expect(UserInfoForm.okCancelBarCancelBehavior.restoredText(original: "東京都") == "")
        #expect(FormGenCancelBehavior.revert.restoredText(original: "東京都") == "東京都")
    }
}
