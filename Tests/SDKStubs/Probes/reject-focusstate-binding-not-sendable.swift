// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// FocusState and FocusState.Binding are explicitly not Sendable
// (`@available(*, unavailable) extension FocusState.Binding : Sendable`).
// EXPECT: conformance of 'FocusState<Value>.Binding' to 'Sendable' is unavailable
import SwiftUI

func requireSendable<T: Sendable>(_ value: T) { }

struct Login: View {
  @FocusState private var focused: Bool
  var body: some View {
    TextField("User", text: .constant(""))
      .focused($focused)
      .onAppear { requireSendable($focused) }
  }
}
