// swift-format-ignore-file
// interpolatingSpring(mass:stiffness:damping:initialVelocity:) has no default stiffness or damping.
// EXPECT: missing argument for parameter 'stiffness' in call
import SwiftUI

nonisolated func spring() -> Animation {
  .interpolatingSpring(mass: 3, damping: 500)
}
