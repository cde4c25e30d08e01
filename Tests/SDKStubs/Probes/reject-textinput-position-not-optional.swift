// swift-format-ignore-file
// UITextInput.h (iOS 18.0): `- (nullable UITextPosition *)positionFromPosition:(UITextPosition *)position
// offset:(NSInteger)offset;` — a position past the end of the text does not exist, so Swift gets an
// optional that code must unwrap before making a range of it.
// EXPECT: value of optional type 'UITextPosition?' must be unwrapped to a value of type 'UITextPosition'
import SwiftUI
import UIKit

@MainActor func placeCaret(in input: any UITextInput, at offset: Int) {
  let caret: UITextPosition = input.position(from: input.beginningOfDocument, offset: offset)
  input.selectedTextRange = input.textRange(from: caret, to: caret)
}
