// swift-format-ignore-file
// Through `any UITextInput`, UIKeyInput's members (`hasText`, `insertText(_:)`, `deleteBackward()`)
// are available, as are UITextInput's own; UITextField and UITextView conform.
import UIKit

@MainActor func appendIfEmpty(_ input: any UITextInput, _ text: String) {
  if !input.hasText {
    input.insertText(text)
  } else if let range = input.selectedTextRange, input.compare(range.start, to: input.endOfDocument) == .orderedSame {
    input.deleteBackward()
  }
}

@MainActor func inputs(_ field: UITextField, _ view: UITextView) -> [any UITextInput] {
  [field, view]
}
