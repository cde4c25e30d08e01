// swift-format-ignore-file
// A UIView subclass that measures itself when UIKit lays it out or moves it into a window
// (`layoutSubviews`, `didMoveToWindow`), asks for layout with `setNeedsLayout`, and converts a
// screen-space rectangle into its own coordinate space, all on the main actor (UIView.h, iOS 18.0).
import SwiftUI
import UIKit

final class MeasuringView: UIView {
  var onChange: (@MainActor (CGFloat) -> Void)?
  var screenRect = CGRect.null

  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { return nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    Task { [weak self] in self?.measure() }
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    measure()
  }

  func measure() {
    guard let window, !screenRect.isNull else { return }
    let local = window.screen.coordinateSpace.convert(screenRect, to: self)
    onChange?(max(0, bounds.maxY - local.minY))
  }
}

struct MeasuringRepresentable: UIViewRepresentable {
  @Binding var height: CGFloat

  func makeUIView(context: Context) -> MeasuringView {
    let view = MeasuringView(frame: .zero)
    let height = $height
    view.onChange = { newHeight in withAnimation(nil) { height.wrappedValue = newHeight } }
    return view
  }

  func updateUIView(_ view: MeasuringView, context: Context) {
    view.setNeedsLayout()
  }
}
