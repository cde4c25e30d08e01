// swift-format-ignore-file
// UITextView's designated initialisers are `init(frame:textContainer:)` and `init(coder:)`
// (UITextView.h, iOS 18.0); UIView's `init(frame:)` is only a convenience initialiser on it, so a
// subclass cannot chain to it.
// EXPECT: must call a designated initializer of the superclass 'UITextView'
import UIKit

final class NoteView: UITextView {
  init() { super.init(frame: .zero) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}
