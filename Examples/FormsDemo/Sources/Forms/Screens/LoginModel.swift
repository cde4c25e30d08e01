/// The login screen's decisions, with no UI: whether it may sign in, and the attempts it made.
/// The screen's button and return on the password field both end in `signIn()`.
public struct LoginModel: Equatable, Sendable {
    /// One sign-in the screen started.
    public struct Attempt: Equatable, Sendable {
        /// The username as sent: without the spaces around it.
        public var username: String
    }

    public var username: String
    public var password: String
    /// Every sign-in started, oldest first.
    public private(set) var attempts: [Attempt] = []

    public init(username: String = "", password: String = "") {
        self.username = username
        self.password = password
    }

    /// The username without the spaces and line breaks around it.
    public var trimmedUsername: String {
        String(username.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// Sign-in needs a username that is not only spaces, and a password.
    public var canSignIn: Bool {
        !trimmedUsername.isEmpty && !password.isEmpty
    }

    /// Starts a sign-in when `canSignIn`, recording it; returns whether it did.
    @discardableResult
    public mutating func signIn() -> Bool {
        guard canSignIn else { return false }
        attempts.append(Attempt(username: trimmedUsername))
        return true
    }
}
