// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// ScrollViewProxy is not Sendable in the iOS 18.0 SDK
// (`@available(*, unavailable) extension SwiftUI.ScrollViewProxy : Swift.Sendable`, SwiftUI
// interface at character ~974000): a proxy cannot be captured by a closure that runs concurrently,
// e.g. to scroll after a detached delay.
// EXPECT: capture of 'proxy' with non-Sendable type 'ScrollViewProxy' in a '@Sendable' closure
import SwiftUI

struct DelayedScroll: View {
  @State private var target = 0

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        Text("Row").id(0)
      }
      .onChange(of: target) { _, id in
        Task.detached { @Sendable in
          try? await Task.sleep(nanoseconds: 100_000_000)
          proxy.scrollTo(id, anchor: .bottom)
        }
      }
    }
  }
}
