// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// A View is main-actor isolated (View is `@preconcurrency @MainActor` in the iOS 18 SDK), so its
// methods cannot be called synchronously from a nonisolated function. Swift 6 reports this (as a
// warning, because the isolation is inferred from a @preconcurrency protocol); with
// -warnings-as-errors it fails, as it does against the real SDK.
// EXPECT: call to main actor-isolated instance method 'validated()' in a synchronous nonisolated context
import SwiftUI

struct EmailField: View {
  @State private var email = ""
  var body: some View {
    TextField("Email", text: $email)
  }
  func validated() -> Bool { email.contains("@") }
}

nonisolated func check(_ field: EmailField) -> Bool {
  field.validated()
}
