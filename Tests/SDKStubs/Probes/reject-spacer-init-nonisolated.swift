// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// Spacer is the exception among the iOS 18 views: its initialiser is main-actor isolated
// (`@inlinable @MainActor @preconcurrency public init(minLength:)`), not `nonisolated`.
// EXPECT: call to main actor-isolated initializer 'init(minLength:)' in a synchronous nonisolated context
import SwiftUI

nonisolated func toolbarRow() -> some View {
  HStack {
    Text("Title")
    Spacer()
    Divider()
  }
}
