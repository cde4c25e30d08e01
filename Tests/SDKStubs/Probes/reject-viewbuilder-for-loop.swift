// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// ViewBuilder has no buildArray (nor buildOptional); a `for` loop in a view body is rejected by
// real SwiftUI too — ForEach is required.
// EXPECT: cannot be used with result builder 'ViewBuilder'
import SwiftUI

struct Fields: View {
  let labels = ["Name", "Email"]
  var body: some View {
    VStack {
      for label in labels {
        Text(label)
      }
    }
  }
}
