// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// `frame()` with no arguments is `@available(*, deprecated, message: "Please pass one or more
// parameters.")` on every platform, so it warns (and fails with -warnings-as-errors).
// EXPECT: Please pass one or more parameters.
import SwiftUI

struct Box: View {
  var body: some View {
    Text("Box").frame()
  }
}
