// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// onChange: the iOS 17 two-parameter form inside `if #available`, the deprecated one-parameter
// form as the fallback (deprecated in iOS 17.0, so no warning for deployment targets below 17),
// and the zero-parameter form. `if #available` in a ViewBuilder uses buildLimitedAvailability.
import SwiftUI

struct PostalCodeField: View {
  @State private var code = ""
  @State private var isValid = false

  var body: some View {
    VStack {
      if #available(iOS 17.0, *) {
        TextField("Postal code", text: $code)
          .onChange(of: code) { oldValue, newValue in
            isValid = newValue.count == 5 && oldValue != newValue
          }
          .onChange(of: isValid, initial: true) {
            if !isValid { code = String(code.prefix(5)) }
          }
      } else {
        TextField("Postal code", text: $code)
          .onChange(of: code) { newValue in
            isValid = newValue.count == 5
          }
      }
      if isValid {
        Image(systemName: "checkmark.circle.fill")
          .foregroundStyle(.green)
      } else {
        Text(verbatim: "5 digits")
          .foregroundColor(.secondary)
      }
    }
  }
}
