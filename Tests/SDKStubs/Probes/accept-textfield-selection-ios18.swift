// swift-format-ignore-file
// iOS 18 `TextField(_:text:selection:prompt:axis:)` with a title string (the iOS 18.0 SwiftUI
// interface, `extension TextField where Label == Text`), a `TextSelection?` binding read for its
// range and set to an insertion point, and `axis: nil` for one line.
import SwiftUI

@available(iOS 18.0, *)
struct Limited: View {
  @State private var text = ""
  @State private var selection: TextSelection?
  var body: some View {
    TextField(String(), text: $text, selection: $selection, prompt: Text("PIN"), axis: nil)
      .accessibilityLabel(Text("PIN"))
      .onChange(of: text) {
        if case .selection(let range)? = selection?.indices, range.upperBound <= text.endIndex {
          selection = TextSelection(insertionPoint: range.upperBound)
        }
      }
  }
}
