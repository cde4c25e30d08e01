// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// onSubmit's action is a plain `() -> Void` (not @MainActor, unlike Button's), so a main-actor
// function value cannot be passed to it from a nonisolated context.
// EXPECT: converting function value of type '@MainActor () -> Void' to '() -> Void' loses global actor 'MainActor'
import SwiftUI

nonisolated func field(text: Binding<String>, onDone: @escaping @MainActor () -> Void) -> some View {
  TextField("Name", text: text)
    .onSubmit(onDone)
}
