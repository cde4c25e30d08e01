// swift-format-ignore-file
// PreviewProvider is `@MainActor @preconcurrency` in the iOS 18.0 SDK, so a conforming type is
// main-actor isolated as a whole: its other static members cannot be used from a nonisolated
// synchronous context either, and neither can `previews`.
// EXPECT: call to main actor-isolated static method 'sampleName()' in a synchronous nonisolated context
// EXPECT: main actor-isolated static property 'previews' can not be referenced from a nonisolated context
import SwiftUI

struct GreetingPreviews: PreviewProvider {
  static func sampleName() -> String { "Ada" }
  static var previews: some View { Text(sampleName()) }
}

nonisolated func previewName() -> String {
  GreetingPreviews.sampleName()
}

nonisolated func previewBody() -> some View {
  GreetingPreviews.previews
}
