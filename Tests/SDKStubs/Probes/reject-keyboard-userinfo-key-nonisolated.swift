// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// In the iOS 18.0 SDK the keyboard *notification names* are NS_SWIFT_NONISOLATED, but the userInfo
// keys (UIKeyboardFrameEndUserInfoKey …) are not, so as members of the main-actor class
// UIResponder they cannot be read from a nonisolated synchronous context.
// EXPECT: main actor-isolated class property 'keyboardFrameEndUserInfoKey' can not be referenced from a nonisolated context
import SwiftUI
import UIKit

nonisolated func keyboardHeight(from notification: Notification) -> CGFloat {
  let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
  return frame?.cgRectValue.height ?? 0
}
