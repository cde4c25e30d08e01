// swift-format-ignore-file
// UIView is NS_SWIFT_UI_ACTOR in the iOS 18.0 SDK (UIView.h), so asking it for layout from a
// nonisolated synchronous context, such as a notification observer's block, is an error.
// EXPECT: call to main actor-isolated instance method 'setNeedsLayout()' in a synchronous nonisolated context
import UIKit

nonisolated func relayout(_ view: UIView) {
  view.setNeedsLayout()
}
