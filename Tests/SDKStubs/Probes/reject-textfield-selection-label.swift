// swift-format-ignore-file
// iOS 18 adds `selection:` only to the initialisers that take a title (`Label == Text`): there is
// no `TextField(text:selection:prompt:axis:label:)`, so a field with a selection has a title string.
// EXPECT: unnamed argument #4 must precede argument 'text'
import SwiftUI

@available(iOS 18.0, *)
struct Limited: View {
  @State private var text = ""
  @State private var selection: TextSelection?
  var body: some View {
    TextField(text: $text, selection: $selection, prompt: Text("PIN")) { Text("PIN") }
  }
}
