// swift-format-ignore-file
// UIView's initWithCoder: is NS_DESIGNATED_INITIALIZER and comes from NSCoding, so a Swift subclass
// with its own designated initialiser must provide init(coder:) (UIView.h, iOS 18.0 SDK).
// EXPECT: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'
import UIKit

final class MarkerView: UIView {
  init() { super.init(frame: .zero) }
}
