// swift-format-ignore-file
// UIAccessibilityPostNotification is NS_SWIFT_UI_ACTOR in the iOS 18.0 SDK (UIAccessibility.h), so
// `UIAccessibility.post(notification:argument:)` must be called on the main actor.
// EXPECT: call to main actor-isolated static method 'post(notification:argument:)' in a synchronous nonisolated context
import UIKit

nonisolated func announce(_ message: String) {
  UIAccessibility.post(notification: .announcement, argument: message)
}
