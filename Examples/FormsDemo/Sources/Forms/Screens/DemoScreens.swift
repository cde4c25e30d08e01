#if canImport(SwiftUI)
import SwiftUI

/// The demo's root: a row of buttons that picks one of the screens.
public struct DemoScreens: View {
    enum Screen {
        case login
        case profile
        case userInfo
    }

    @State private var screen = Screen.login

    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Login") { screen = .login }
                Button("Profile") { screen = .profile }
                Button("User info") { screen = .userInfo }
            }
            .buttonStyle(.bordered)
            .padding()
            Divider()
            switch screen {
            case .login: LoginScreen()
            case .profile: ProfileScreen()
            case .userInfo: UserInfoScreen()
            }
        }
    }
}
#endif
