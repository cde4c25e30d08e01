// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// Mismatched argument labels / order.
// EXPECT: argument 'alignment' must precede argument 'spacing'
import SwiftUI

struct Bar: View {
  var body: some View {
    Color.clear
      .safeAreaInset(edge: .bottom, spacing: 0, alignment: .center) {
        Text("Bar")
      }
  }
}
