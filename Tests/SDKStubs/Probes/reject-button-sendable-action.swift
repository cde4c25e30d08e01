// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// A Button action written as a non-main-actor `@Sendable` closure that captures non-Sendable
// state is a data-race error in Swift 6, whatever the action's parameter type is.
// EXPECT: capture of 'model' with non-Sendable type 'FormModel' in a '@Sendable' closure
import SwiftUI

final class FormModel {
  var submitted = false
}

nonisolated func submitButton(model: FormModel) -> some View {
  let action: @Sendable () -> Void = { model.submitted = true }
  return Button("Submit", action: action)
}
