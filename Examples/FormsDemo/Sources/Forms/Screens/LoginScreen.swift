#if canImport(SwiftUI)
import SwiftUI

/// A login screen around the generated `SignInForm`. The screen owns focus, so that its own
/// Sign In button can release it before signing in; return on the password field signs in through
/// the same action.
public struct LoginScreen: View {
    @State private var model = LoginModel()
    @FocusState private var focus: SignInForm.Field?

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            SignInForm(
                username: $model.username,
                password: $model.password,
                focus: $focus,
                signIn: signIn
            )
            Button("Sign In", action: signIn)
                .buttonStyle(.borderedProminent)
                .disabled(!model.canSignIn)
            if let attempt = model.attempts.last {
                Text("Signing in as \(attempt.username)…")
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.bottom)
    }

    /// Releases focus, so no field is half-way through editing, then signs in.
    private func signIn() {
        focus = nil
        model.signIn()
    }
}
#endif
