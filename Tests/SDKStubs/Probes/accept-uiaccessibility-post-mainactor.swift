// swift-format-ignore-file
// UIAccessibility.post(notification:argument:) (NS_SWIFT_UI_ACTOR) called on the main actor, directly
// and from a main-actor task.
import UIKit

@MainActor func announce(_ message: String) {
  UIAccessibility.post(notification: .announcement, argument: message)
}

nonisolated func announceLater(_ message: String) {
  Task { @MainActor in
    UIAccessibility.post(notification: .announcement, argument: message)
  }
}
