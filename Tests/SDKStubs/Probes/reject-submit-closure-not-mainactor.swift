// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// A View is main-actor isolated, so a submit closure stored without @MainActor is main-actor
// state that cannot leave the actor; the generated forms store `@MainActor () -> Void`.
// EXPECT: non-Sendable type '() -> Void' of property 'signIn' cannot exit main actor-isolated context
import SwiftUI

struct LoginForm: View {
  let signIn: () -> Void
  var body: some View {
    Button("Sign In") {
      Task.detached { signIn() }
    }
  }
}
