// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// Scroll the focused field into view, as generated forms do: a ScrollViewReader around a
// ScrollView whose fields carry `.id(field)`, and `proxy.scrollTo(_:anchor:)` called from
// `onChange(of:)` — once inside a View's body and once inside a ViewModifier's body(content:).
// In the iOS 18.0 SDK (SwiftUI interface, ScrollViewReader/ScrollViewProxy at character ~974000)
// ScrollViewReader is `@MainActor @preconcurrency` with a `nonisolated` initialiser, and
// ScrollViewProxy is not isolated: `scrollTo` may also be called from a nonisolated function, and
// the reader may be built there.
import SwiftUI

enum ProfileField: Hashable, CaseIterable {
  case name, email, notes
}

struct ProfileForm: View {
  @FocusState private var focus: ProfileField?
  @State private var name = ""
  @State private var email = ""
  @State private var notes = ""

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          TextField("Name", text: $name)
            .focused($focus, equals: .name)
            .id(ProfileField.name)
          TextField("Email", text: $email)
            .focused($focus, equals: .email)
            .id(ProfileField.email)
          TextField("Notes", text: $notes, axis: .vertical)
            .focused($focus, equals: .notes)
            .id(ProfileField.notes)
        }
        .padding()
      }
      .onChange(of: focus) { _, field in
        guard let field else { return }
        withAnimation(.easeInOut(duration: 0.25)) {
          proxy.scrollTo(field, anchor: .center)
        }
      }
      .onAppear { proxy.scrollTo(ProfileField.name) }
    }
  }
}

struct ScrollToFocusedField<Field: Hashable>: ViewModifier {
  var focus: FocusState<Field?>.Binding
  var anchor: UnitPoint = .bottom

  func body(content: Content) -> some View {
    ScrollViewReader { proxy in
      content
        .onChange(of: focus.wrappedValue) { _, field in
          if let field {
            proxy.scrollTo(field, anchor: anchor)
          }
        }
    }
  }
}

extension View {
  func scrollsToFocusedField<Field: Hashable>(_ focus: FocusState<Field?>.Binding) -> some View {
    modifier(ScrollToFocusedField(focus: focus, anchor: .top))
  }
}

// ScrollViewProxy.scrollTo is not main-actor isolated in iOS 18.0.
nonisolated func reveal<ID: Hashable>(_ id: ID, with proxy: ScrollViewProxy) {
  proxy.scrollTo(id, anchor: .top)
}

// ScrollViewReader's initialiser and View.id(_:) are nonisolated.
nonisolated func makeIdentifiedRows() -> some View {
  ScrollViewReader { proxy in
    VStack {
      Text("First").id(1)
      Text("Last").id(2)
    }
    .onAppear { reveal(2, with: proxy) }
  }
}
