// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// TextField has no `placeholder:` label; the iOS 15+ spelling is `prompt:`.
// EXPECT: incorrect argument label in call (have '_:text:placeholder:', expected '_:text:prompt:')
import SwiftUI

struct Name: View {
  @State private var name = ""
  var body: some View {
    TextField("Name", text: $name, placeholder: Text("Jane"))
  }
}
