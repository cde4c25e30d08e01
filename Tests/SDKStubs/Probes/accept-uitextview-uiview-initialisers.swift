// swift-format-ignore-file
// UIView has `init()` (NSObject's, a convenience initialiser) and conforms to NSCoding; UITextView's
// designated initialiser is `init(frame:textContainer:)`, and `UITextView(frame:)` still works as a
// convenience initialiser (UIView.h, UITextView.h, iOS 18.0).
import UIKit

final class NoteView: UITextView {
  init() { super.init(frame: .zero, textContainer: nil) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class MarkerView: UIView {
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override func encode(with coder: NSCoder) { super.encode(with: coder) }
}

@MainActor func makeViews() -> [any NSCoding] {
  [UIView(), UITextView(frame: .zero), NoteView(), MarkerView(), UITextField()]
}
