import Testing

@testable import Forms

/// Return on the username moves to the password; return on the password signs in, through the
/// same action as the screen's Sign In button.
@Test func loginFormReturnActions() {
    #expect(SignInForm.focusOrder == [.username, .password])
    #expect(SignInForm.returnAction(from: .username) == .focus(.password))
    #expect(SignInForm.returnAction(from: .password) == .submit)
    #expect(SignInForm.navigationBarFields == [.username, .password])
}

@Test func loginModelNeedsAUsernameAndAPassword() {
    #expect(!LoginModel().canSignIn)
    #expect(!LoginModel(username: "ann").canSignIn)
    #expect(!LoginModel(password: "secret").canSignIn)
    #expect(!LoginModel(username: " \n\t ", password: "secret").canSignIn)
    #expect(LoginModel(username: "ann", password: "secret").canSignIn)
    #expect(LoginModel(username: "ann", password: " ").canSignIn)
}

@Test func loginModelRecordsOnlyTheAttemptsItMakes() {
    var model = LoginModel(username: "  ann@example.com ", password: "")
    let withoutPassword = model.signIn()
    #expect(!withoutPassword)
    #expect(model.attempts.isEmpty)

    model.password = "secret"
    let first = model.signIn()
    #expect(first)
    #expect(model.attempts == [LoginModel.Attempt(username: "ann@example.com")])

    model.username = "bob"
    let second = model.signIn()
    #expect(second)
    #expect(model.attempts.map(\.username) == ["ann@example.com", "bob"])
}

@Test func loginModelTrimsOnlyTheEnds() {
    #expect(LoginModel(username: "\t ann lee \n").trimmedUsername == "ann lee")
    #expect(LoginModel(username: "ann").trimmedUsername == "ann")
    #expect(LoginModel(username: "   ").trimmedUsername == "")
}

/// The profile's fields: where return moves focus, and which bar each field shows.
@Test func profileFieldsFocusOrderAndBars() {
    #expect(ProfileFields.focusOrder == [.displayName, .email, .bio])
    #expect(ProfileFields.returnAction(from: .displayName) == .focus(.email))
    #expect(ProfileFields.returnAction(from: .email) == .focus(.bio))
    #expect(ProfileFields.returnAction(from: .bio) == .newLine)  // a multiline field: return starts a new line
    #expect(ProfileFields.navigationBarFields == [.displayName, .email])
    #expect(ProfileFields.okCancelBarFields == [.bio])
    for field in ProfileFields.Field.allCases {
        let bars = [
            ProfileFields.navigationBarFields.contains(field),
            ProfileFields.okCancelBarFields.contains(field),
        ]
        #expect(bars.filter { $0 }.count == 1, "\(field) shows \(bars.filter { $0 }.count) bars")
    }
    #expect(ProfileFields.okCancelBarCancelBehavior.restoredText(original: "Hello") == "Hello")
}
