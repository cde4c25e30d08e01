// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// In the iOS 18.0 release SDK both the keyboard *notification names* and the userInfo keys
// (UIKeyboardFrameEndUserInfoKey …) are NS_SWIFT_NONISOLATED (UIWindow.h), so the keys can be read
// from a nonisolated synchronous context although they are members of the main-actor UIResponder.
import SwiftUI
import UIKit

nonisolated func keyboardHeight(from notification: Notification) -> CGFloat {
  let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
  let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
  let curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
  _ = (duration, curve, UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardIsLocalUserInfoKey)
  return frame?.cgRectValue.height ?? 0
}
