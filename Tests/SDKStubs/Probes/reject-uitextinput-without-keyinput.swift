// swift-format-ignore-file
// UITextInput refines UIKeyInput (`@protocol UITextInput <UIKeyInput>`, UITextInput.h, iOS 18.0), and
// has more @required members than reading text needs: a conformer providing only the members the
// generated code reads does not conform.
// EXPECT: type 'PartialInput' does not conform to protocol 'UIKeyInput'
// EXPECT: type 'PartialInput' does not conform to protocol 'UITextInput'
import UIKit

final class PartialInput: UIView, UITextInput {
  func text(in range: UITextRange) -> String? { nil }
  var selectedTextRange: UITextRange?
  var markedTextRange: UITextRange? { nil }
  var beginningOfDocument: UITextPosition { UITextPosition() }
  var endOfDocument: UITextPosition { UITextPosition() }
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { nil }
  func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { 0 }
}
