// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// A ViewModifier that draws a keyboard accessory bar with safeAreaInset; its buttons mutate a
// FocusState binding. Button actions are `@MainActor () -> Void` in the iOS 18 SDK, so calling
// main-actor API from them is fine.
import SwiftUI

struct KeyboardBar<Field: Hashable>: ViewModifier {
  var focus: FocusState<Field?>.Binding
  let order: [Field]
  @ScaledMetric(relativeTo: .body) private var barHeight: CGFloat = 44

  func body(content: Content) -> some View {
    content
      .safeAreaInset(edge: .bottom, alignment: .center, spacing: 0) {
        if focus.wrappedValue != nil {
          HStack(spacing: 16) {
            Button { move(by: -1) } label: {
              Image(systemName: "chevron.up")
            }
            .disabled(index == 0)
            .accessibilityLabel("Previous field")
            Button { move(by: 1) } label: {
              Image(systemName: "chevron.down")
            }
            .disabled(index == order.count - 1)
            .accessibilityLabel("Next field")
            Spacer()
            Button("Done") { focus.wrappedValue = nil }
              .font(.body.weight(.semibold))
          }
          .padding(.horizontal)
          .frame(height: barHeight)
          .frame(maxWidth: .infinity)
          .background(.bar)
          .overlay(alignment: .top) { Divider() }
          .transition(.move(edge: .bottom).combined(with: .opacity))
        }
      }
      .animation(.easeInOut(duration: 0.2), value: focus.wrappedValue)
  }

  private var index: Int? {
    guard let current = focus.wrappedValue else { return nil }
    return order.firstIndex(of: current)
  }

  private func move(by offset: Int) {
    guard let index else { return }
    let next = index + offset
    guard order.indices.contains(next) else { return }
    focus.wrappedValue = order[next]
  }
}

extension View {
  func keyboardBar<Field: Hashable>(focus: FocusState<Field?>.Binding, order: [Field]) -> some View {
    modifier(KeyboardBar(focus: focus, order: order))
  }
}

struct AddressForm: View {
  enum Field: Hashable { case street, city }
  @State private var street = ""
  @State private var city = ""
  @FocusState private var focus: Field?

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      TextField("Street", text: $street).focused($focus, equals: .street)
      TextField("City", text: $city).focused($focus, equals: .city)
    }
    .padding()
    .keyboardBar(focus: $focus, order: [.street, .city])
  }
}
