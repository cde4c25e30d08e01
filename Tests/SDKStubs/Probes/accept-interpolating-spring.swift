// swift-format-ignore-file
// Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:) (iOS 13): a value type's
// static function, so it can be made in a nonisolated function and passed to withAnimation.
import SwiftUI

nonisolated func keyboardSpring() -> Animation {
  .interpolatingSpring(mass: 3, stiffness: 1000, damping: 2 * (3.0 * 1000).squareRoot(), initialVelocity: 0)
}

nonisolated func defaultedSpring() -> Animation {
  .interpolatingSpring(stiffness: 170, damping: 26)
}

@MainActor func animate(_ value: Binding<CGFloat>) {
  withAnimation(keyboardSpring()) { value.wrappedValue = 100 }
}
