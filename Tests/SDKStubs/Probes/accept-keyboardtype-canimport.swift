// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// Keyboard configuration guarded by `#if canImport(UIKit)` (as generated code does so that it also
// builds for macOS). On iOS, and with the stub, UIKit is importable.
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct PhoneField: View {
  @State private var phone = ""
  @State private var code = ""

  var body: some View {
    VStack {
      TextField("Phone", text: $phone)
        #if canImport(UIKit)
        .keyboardType(.phonePad)
        .textContentType(.telephoneNumber)
        #endif
      TextField("Code", text: $code)
        #if canImport(UIKit)
        .keyboardType(.numberPad)
        .textContentType(.oneTimeCode)
        .autocapitalization(.none)
        #endif
    }
  }
}

#if canImport(UIKit)
// Keyboard notifications: the names are NS_SWIFT_NONISOLATED in the iOS 18 SDK, so they can be
// used from a nonisolated async function; the userInfo key is read on the main actor.
@MainActor
final class KeyboardObserver {
  private(set) var height: CGFloat = 0

  func handle(_ userInfo: [AnyHashable: Any]) {
    if let value = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
      height = value.cgRectValue.height
    }
    _ = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
  }
}

nonisolated func keyboardNotificationNames() -> [Notification.Name] {
  [UIResponder.keyboardWillShowNotification,
   UIResponder.keyboardWillHideNotification,
   UIResponder.keyboardWillChangeFrameNotification]
}
#endif
