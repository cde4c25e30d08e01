// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// A generated bars modifier takes the form's own FocusState binding; a screen that passes the
// binding of another focus type is rejected, so the stub's FocusState.Binding is generic over
// its value as SwiftUI's is.
// EXPECT: cannot convert parent type 'FocusState<Other?>' to expected type 'FocusState<Field?>'
import SwiftUI

enum Field: Hashable { case name, address }
enum Other: Hashable { case memo }

extension View {
  func userInfoBars(focus: FocusState<Field?>.Binding) -> some View { self }
}

struct Screen: View {
  @FocusState private var focus: Other?
  var body: some View {
    Text("Memo")
      .userInfoBars(focus: $focus)
  }
}
