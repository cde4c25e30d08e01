// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// A small generated-style form: @FocusState with an optional enum and with Bool, text fields with
// submit handling, text-content types, a keyboard toolbar, and a Button that moves focus.
// Real SwiftUI (iOS 18 SDK) accepts this in the Swift 6 language mode without warnings.
import SwiftUI

struct SignUpForm: View {
  enum Field: Hashable {
    case name, email, password
  }

  @State private var name = ""
  @State private var email = ""
  @State private var password = ""
  @State private var agreed = false
  @FocusState private var focusedField: Field?
  @FocusState private var notesFocused: Bool
  @State private var notes = ""

  var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          TextField("Name", text: $name)
            .focused($focusedField, equals: .name)
            .textContentType(.name)
            .submitLabel(.next)
            .onSubmit { focusedField = .email }
          TextField("Email", text: $email, prompt: Text("you@example.com"))
            .focused($focusedField, equals: .email)
            .textContentType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .submitLabel(.next)
            .onSubmit { focusedField = .password }
          SecureField("Password", text: $password)
            .focused($focusedField, equals: .password)
            .textContentType(.newPassword)
            .submitLabel(.done)
            .onSubmit(of: .text) { focusedField = nil }
        }
        Section {
          TextField("Notes", text: $notes)
            .focused($notesFocused)
            .lineLimit(4)
          Text("Characters: \(notes.count)")
            .font(.footnote)
            .foregroundStyle(.secondary)
        } header: {
          Text("Notes")
        }
        Button(role: .destructive) {
          name = ""
          focusedField = .name
        } label: {
          Label("Clear", systemImage: "xmark.circle")
        }
        .buttonStyle(.borderless)
        .accessibilityLabel("Clear the form")
        .accessibilityHint(Text("Removes everything you typed"))
      }
      .scrollDismissesKeyboard(.interactively)
      .toolbar {
        ToolbarItemGroup(placement: .keyboard) {
          Spacer()
          Button("Done") { focusedField = nil; notesFocused = false }
        }
      }
      .onAppear { focusedField = .name }
    }
  }
}
