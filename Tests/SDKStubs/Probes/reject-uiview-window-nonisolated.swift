// swift-format-ignore-file
// UIView is NS_SWIFT_UI_ACTOR in the iOS 18.0 SDK (UIView.h), so its window cannot be read from a
// nonisolated synchronous context, such as a notification observer's block.
// EXPECT: main actor-isolated property 'window' can not be referenced from a nonisolated context
import SwiftUI
import UIKit

nonisolated func windowOf(_ view: UIView) -> UIWindow? {
  view.window
}
