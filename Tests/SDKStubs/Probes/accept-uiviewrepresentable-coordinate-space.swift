// swift-format-ignore-file
// An empty UIViewRepresentable whose view converts a screen-space rectangle into its window's
// coordinate space on the main actor: the iOS 13 protocol with its default coordinator, UIKit's
// UICoordinateSpace (iOS 8) and UIWindow.screen.
import SwiftUI
import UIKit

struct EmptyUIKitView: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView {
    let view = UIView(frame: .zero)
    view.isUserInteractionEnabled = false
    return view
  }

  func updateUIView(_ view: UIView, context: Context) {}
}

@MainActor func windowFrame(of frame: CGRect, in view: UIView, screen: UIScreen?) -> CGRect {
  guard let window = view.window else { return frame }
  return (screen ?? window.screen).coordinateSpace.convert(frame, to: window)
}

struct UsesEmptyUIKitView: View {
  var body: some View {
    Color.clear.background(EmptyUIKitView())
  }
}
