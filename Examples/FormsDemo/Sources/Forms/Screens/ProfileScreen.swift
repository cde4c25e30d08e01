#if canImport(SwiftUI)
import SwiftUI

/// A profile screen that places the generated `ProfileFields` (layout `fields`) in its own
/// scroll view, between a heading and its own buttons, and gives them their keyboard bars itself.
public struct ProfileScreen: View {
    @State private var displayName = ""
    @State private var email = ""
    @State private var bio = ""
    @State private var isPublic = false
    @State private var savedCount = 0
    @FocusState private var focus: ProfileFields.Field?

    public init() {}

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("Profile")
                    .font(.largeTitle)
                ProfileFields(displayName: $displayName, email: $email, bio: $bio, focus: $focus)
                Divider()
                Button {
                    isPublic.toggle()
                } label: {
                    Label(
                        isPublic ? "Visible to everyone" : "Visible to friends",
                        systemImage: isPublic ? "globe" : "person.2")
                }
                Button("Write about yourself") {
                    focus = .bio
                }
                Button("Save") {
                    focus = nil
                    savedCount += 1
                }
                .buttonStyle(.borderedProminent)
                if savedCount > 0 {
                    Text("Saved")
                        .foregroundStyle(.secondary)
                }
            }
            .padding()
        }
        .profileFieldsBars(focus: $focus, bio: $bio)
    }
}
#endif
