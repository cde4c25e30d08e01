// swift-format-ignore-file
// `EnvironmentValues.textSelectionAffinity` (iOS 18.0 SwiftUI interface) read with @Environment and
// set with `environment(_:_:)` and `textSelectionAffinity(_:)`.
import SwiftUI

@available(iOS 18.0, *)
struct AffinityLabel: View {
  @Environment(\.textSelectionAffinity) private var affinity
  var body: some View {
    Text(affinity == .upstream ? "upstream" : "other")
      .environment(\.textSelectionAffinity, .downstream)
      .textSelectionAffinity(.automatic)
  }
}
