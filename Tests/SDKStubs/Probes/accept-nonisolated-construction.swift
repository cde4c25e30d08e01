// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// In the iOS 18 SDK view initialisers (except Spacer's) and all modifiers are `nonisolated`, so
// views can be built outside the main actor; Binding is Sendable when its Value is.
import SwiftUI

nonisolated func makeRow(title: String, value: Binding<String>) -> some View {
  HStack {
    Text(title)
      .font(.headline)
      .frame(minWidth: 80, alignment: .leading)
    TextField(title, text: value)
      .padding(8)
      .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
    Divider()
  }
  .accessibilityElement(children: .combine)
  .accessibilityIdentifier("row.\(title)")
}

nonisolated func share(_ text: Binding<String>) async {
  let copy = text            // Binding<String> is Sendable in the iOS 18 SDK
  await Task.detached { copy.wrappedValue = "" }.value
}

struct Counter: View {
  @State private var count = 0
  var body: some View {
    Group {
      Button("Increment \(count)") {
        withAnimation { count += 1 }
      }
      .buttonStyle(.borderedProminent)
      .accessibilityAddTraits(.isButton)
      .accessibilityHidden(false)
      Text("Tap count: \(count)")
        .opacity(count > 0 ? 1 : 0.5)
        .hidden()
        .fixedSize()
        .layoutPriority(1)
    }
    .task(priority: .background) {
      await Task.yield()
    }
    .onDisappear { }
  }
}
