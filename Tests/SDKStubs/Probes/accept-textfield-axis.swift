// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// Multi-line TextFields (iOS 16 `axis:` initialisers, LocalizedStringKey and StringProtocol titles)
// with a lineLimit range, and a rounded-border style.
import SwiftUI

struct NotesEditor: View {
  @State private var notes = ""
  @State private var summary = ""
  let title: String = "Summary"

  var body: some View {
    VStack(spacing: 8) {
      TextField("Notes", text: $notes, axis: .vertical)
        .lineLimit(3...6)
        .textFieldStyle(.roundedBorder)
      TextField(title, text: $summary, prompt: Text("One line"), axis: .horizontal)
        .textFieldStyle(.plain)
      TextField(text: $summary, prompt: Text("Label"), axis: .vertical) {
        Text("Custom label")
      }
      .lineLimit(2, reservesSpace: true)
    }
  }
}
