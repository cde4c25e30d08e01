// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// Binding is Sendable only when its Value is (`extension Binding : @unchecked Sendable where
// Value : Sendable` in the iOS 18 SDK — so Binding<String> *can* cross actors, see
// accept-nonisolated-construction.swift). A Binding to a non-Sendable class cannot be captured by
// a closure that runs on another actor / concurrently.
// EXPECT: capture of 'draft' with non-Sendable type 'Binding<Draft>' in a '@Sendable' closure
import SwiftUI

final class Draft {
  var text = ""
}

actor DraftStore {
  func save(_ text: String) { }
}

nonisolated func autosave(_ draft: Binding<Draft>, to store: DraftStore) {
  Task.detached { @Sendable in
    await store.save(draft.wrappedValue.text)
  }
}
