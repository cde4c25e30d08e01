// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// SwiftUI stub — text fields, buttons, button/text-field styles, containers.
// See Core.swift for the provenance legend. The TextField, SecureField, TextFieldStyle,
// Button and ButtonRole declarations are [B.4], [B.4b], [B.4c], [B.5] (the `ImageResource`
// overloads are omitted: DeveloperToolsSupport does not exist on Linux). The
// `@available(*, unavailable) extension … : Sendable` after each @MainActor struct is the line the
// iOS 18 interface prints after every such struct (e.g. ZStack [iOS18 Core@0],
// PrimitiveButtonStyleConfiguration.Label [iOS18 UI@446000], _TextFieldStyleLabel [iOS18 UI@548000]).

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct TextField<Label> : View where Label : View {
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
@available(*, unavailable)
extension TextField : Swift.Sendable {
}

extension TextField where Label == Text {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F : Foundation.ParseableFormatStyle, F.FormatOutput == Swift.String { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload nonisolated public init<S, F>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where S : Swift.StringProtocol, F : Foundation.ParseableFormatStyle, F.FormatOutput == Swift.String { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F : Foundation.ParseableFormatStyle, F.FormatOutput == Swift.String { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload nonisolated public init<S, F>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where S : Swift.StringProtocol, F : Foundation.ParseableFormatStyle, F.FormatOutput == Swift.String { fatalError() }
}

extension TextField {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<F>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F : Foundation.ParseableFormatStyle, F.FormatOutput == Swift.String { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<F>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F : Foundation.ParseableFormatStyle, F.FormatOutput == Swift.String { fatalError() }
}

extension TextField where Label == Text {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Foundation.Formatter, prompt: Text?) { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload nonisolated public init<S, V>(_ title: S, value: Binding<V>, formatter: Foundation.Formatter, prompt: Text?) where S : Swift.StringProtocol { fatalError() }
}

extension TextField {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<V>(value: Binding<V>, formatter: Foundation.Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
}

extension TextField where Label == Text {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_alwaysEmitIntoClient nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Foundation.Formatter) {
        self.init(
            titleKey, value: value, formatter: formatter,
            onEditingChanged: { _ in }, onCommit: {})
    }
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_alwaysEmitIntoClient @_disfavoredOverload nonisolated public init<S, V>(_ title: S, value: Binding<V>, formatter: Foundation.Formatter) where S : Swift.StringProtocol {
        self.init(
            title, value: value, formatter: formatter,
            onEditingChanged: { _ in }, onCommit: {})
    }
}

extension TextField where Label == Text {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Foundation.Formatter, onEditingChanged: @escaping (Swift.Bool) -> Swift.Void, onCommit: @escaping () -> Swift.Void) { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @_alwaysEmitIntoClient nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Foundation.Formatter, onEditingChanged: @escaping (Swift.Bool) -> Swift.Void) {
        self.init(
            titleKey, value: value, formatter: formatter,
            onEditingChanged: onEditingChanged, onCommit: {})
    }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @_alwaysEmitIntoClient nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Foundation.Formatter, onCommit: @escaping () -> Swift.Void) {
        self.init(
            titleKey, value: value, formatter: formatter,
            onEditingChanged: { _ in }, onCommit: onCommit)
    }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @_disfavoredOverload nonisolated public init<S, V>(_ title: S, value: Binding<V>, formatter: Foundation.Formatter, onEditingChanged: @escaping (Swift.Bool) -> Swift.Void, onCommit: @escaping () -> Swift.Void) where S : Swift.StringProtocol { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @_disfavoredOverload @_alwaysEmitIntoClient nonisolated public init<S, V>(_ title: S, value: Binding<V>, formatter: Foundation.Formatter, onEditingChanged: @escaping (Swift.Bool) -> Swift.Void) where S : Swift.StringProtocol {
        self.init(
            title, value: value, formatter: formatter,
            onEditingChanged: onEditingChanged, onCommit: {})
    }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @_disfavoredOverload @_alwaysEmitIntoClient nonisolated public init<S, V>(_ title: S, value: Binding<V>, formatter: Foundation.Formatter, onCommit: @escaping () -> Swift.Void) where S : Swift.StringProtocol {
        self.init(
            title, value: value, formatter: formatter,
            onEditingChanged: { _ in }, onCommit: onCommit)
    }
}

extension TextField where Label == Text {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<Swift.String>, axis: Axis) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<Swift.String>, prompt: Text?, axis: Axis) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<Swift.String>, axis: Axis) where S : Swift.StringProtocol { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<Swift.String>, prompt: Text?, axis: Axis) where S : Swift.StringProtocol { fatalError() }
}

extension TextField {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public init(text: Binding<Swift.String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) { fatalError() }
}

extension TextField where Label == Text {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<Swift.String>, prompt: Text?) { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<Swift.String>, prompt: Text?) where S : Swift.StringProtocol { fatalError() }
}

extension TextField {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(text: Binding<Swift.String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextField where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<Swift.String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<Swift.String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) where S : Swift.StringProtocol { fatalError() }
}

extension TextField where Label == Text {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_alwaysEmitIntoClient nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<Swift.String>) {
        self.init(
            titleKey, text: text, onEditingChanged: { _ in }, onCommit: {})
    }
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_disfavoredOverload @_alwaysEmitIntoClient nonisolated public init<S>(_ title: S, text: Binding<Swift.String>) where S : Swift.StringProtocol {
        self.init(
            title, text: text, onEditingChanged: { _ in }, onCommit: {})
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<Swift.String>, onEditingChanged: @escaping (Swift.Bool) -> Swift.Void, onCommit: @escaping () -> Swift.Void) { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @_alwaysEmitIntoClient nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<Swift.String>, onEditingChanged: @escaping (Swift.Bool) -> Swift.Void) {
        self.init(
            titleKey, text: text,
            onEditingChanged: onEditingChanged, onCommit: {})
    }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @_alwaysEmitIntoClient nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<Swift.String>, onCommit: @escaping () -> Swift.Void) {
        self.init(
            titleKey, text: text,
            onEditingChanged: { _ in }, onCommit: onCommit)
    }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<Swift.String>, onEditingChanged: @escaping (Swift.Bool) -> Swift.Void, onCommit: @escaping () -> Swift.Void) where S : Swift.StringProtocol { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @_disfavoredOverload @_alwaysEmitIntoClient nonisolated public init<S>(_ title: S, text: Binding<Swift.String>, onEditingChanged: @escaping (Swift.Bool) -> Swift.Void) where S : Swift.StringProtocol {
        self.init(
            title, text: text,
            onEditingChanged: onEditingChanged, onCommit: {})
    }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
  @_disfavoredOverload @_alwaysEmitIntoClient nonisolated public init<S>(_ title: S, text: Binding<Swift.String>, onCommit: @escaping () -> Swift.Void) where S : Swift.StringProtocol {
        self.init(
            title, text: text,
            onEditingChanged: { _ in }, onCommit: onCommit)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct SecureField<Label> : View where Label : View {
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
@available(*, unavailable)
extension SecureField : Swift.Sendable {
}

extension SecureField where Label == Text {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<Swift.String>, prompt: Text?) { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<Swift.String>, prompt: Text?) where S : Swift.StringProtocol { fatalError() }
}

extension SecureField {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(text: Binding<Swift.String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
}

extension SecureField where Label == Text {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_alwaysEmitIntoClient nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<Swift.String>) {
        self.init(titleKey, text: text, onCommit: {})
    }
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_alwaysEmitIntoClient @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<Swift.String>) where S : Swift.StringProtocol {
        self.init(title, text: text, onCommit: {})
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SecureField where Label == Text {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<Swift.String>, onCommit: @escaping () -> Swift.Void) { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
  @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<Swift.String>, onCommit: @escaping () -> Swift.Void) where S : Swift.StringProtocol { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol TextFieldStyle {
  associatedtype _Body : View
  @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
  typealias _Label = _TextFieldStyleLabel
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func textFieldStyle<S>(_ style: S) -> some View where S : TextFieldStyle { _stubModified(self) }
}

@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct RoundedBorderTextFieldStyle : TextFieldStyle {
  public init() { fatalError() }
  public func _body(configuration: TextField<RoundedBorderTextFieldStyle._Label>) -> some View { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  @_alwaysEmitIntoClient public static var automatic: DefaultTextFieldStyle {
    get { .init() }
  }
}

@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  @_alwaysEmitIntoClient public static var roundedBorder: RoundedBorderTextFieldStyle {
    get { .init() }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextFieldStyle where Self == PlainTextFieldStyle {
  @_alwaysEmitIntoClient public static var plain: PlainTextFieldStyle {
    get { .init() }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct DefaultTextFieldStyle : TextFieldStyle {
  public init() { fatalError() }
  public func _body(configuration: TextField<DefaultTextFieldStyle._Label>) -> DefaultTextFieldStyle._Body { return _stub() }
  @MainActor @preconcurrency public struct _Body : View {
    @MainActor @preconcurrency public var body: some View { EmptyView() }
  }
}
@available(*, unavailable)
extension DefaultTextFieldStyle._Body : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainTextFieldStyle : TextFieldStyle {
  public init() { fatalError() }
  public func _body(configuration: TextField<PlainTextFieldStyle._Label>) -> some View { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Button<Label> : View where Label : View {
  @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Swift.Void, @ViewBuilder label: () -> Label) { fatalError() }
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
@available(*, unavailable)
extension Button : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Swift.Void) { fatalError() }
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Swift.Void) where S : Swift.StringProtocol { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
  @_alwaysEmitIntoClient nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: Swift.String, action: @escaping @MainActor () -> Swift.Void) {
        self.init(action: action) {
            SwiftUI.Label(titleKey, systemImage: systemImage)
        }
    }
  @_disfavoredOverload @_alwaysEmitIntoClient nonisolated public init<S>(_ title: S, systemImage: Swift.String, action: @escaping @MainActor () -> Swift.Void) where S : Swift.StringProtocol {
        self.init(action: action) {
            SwiftUI.Label(title, systemImage: systemImage)
        }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button {
  @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Swift.Void, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Swift.Void) { fatalError() }
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Swift.Void) where S : Swift.StringProtocol { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
  @_alwaysEmitIntoClient nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: Swift.String, role: ButtonRole?, action: @escaping @MainActor () -> Swift.Void) {
        self.init(role: role, action: action) {
            SwiftUI.Label(titleKey, systemImage: systemImage)
        }
    }
  @_alwaysEmitIntoClient @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: Swift.String, role: ButtonRole?, action: @escaping @MainActor () -> Swift.Void) where S : Swift.StringProtocol {
        self.init(role: role, action: action) {
            SwiftUI.Label(title, systemImage: systemImage)
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole : Swift.Equatable, Swift.Sendable {
  public static let destructive: ButtonRole = _stub()
  public static let cancel: ButtonRole = _stub()
  public static func == (a: ButtonRole, b: ButtonRole) -> Swift.Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S : PrimitiveButtonStyle { _stubModified(self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S : ButtonStyle { _stubModified(self) }
}

// [iOS18 UI@548000]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct _TextFieldStyleLabel : View {
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}
@available(*, unavailable)
extension _TextFieldStyleLabel : Swift.Sendable {
}

// MARK: - TextSelection, TextSelectionAffinity  [iOS18 UI@1008000]
// The iOS 18.0 SwiftUI interface's text (read around offset 1,008,000–1,024,000). One `@available`
// for the type; no member has its own. Neither type is Sendable, as the interface says.

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TextSelection : Swift.Equatable, Swift.Hashable {
  public enum Indices : Swift.Equatable, Swift.Hashable {
    case selection(Swift.Range<Swift.String.Index>)
    case multiSelection(Swift.RangeSet<Swift.String.Index>)
    public static func == (a: TextSelection.Indices, b: TextSelection.Indices) -> Swift.Bool { fatalError() }
    public func hash(into hasher: inout Swift.Hasher) { }
    public var hashValue: Swift.Int {
      get { fatalError() }
    }
  }
  public var indices: TextSelection.Indices
  public var affinity: TextSelectionAffinity {
    get { fatalError() }
  }
  public init(range: Swift.Range<Swift.String.Index>) { fatalError() }
  public init(ranges: Swift.RangeSet<Swift.String.Index>) { fatalError() }
  public init(insertionPoint: Swift.String.Index) { fatalError() }
  public var isInsertion: Swift.Bool {
    get { fatalError() }
  }
  public static func == (a: TextSelection, b: TextSelection) -> Swift.Bool { fatalError() }
  public func hash(into hasher: inout Swift.Hasher) { }
  public var hashValue: Swift.Int {
    get { fatalError() }
  }
}
@available(*, unavailable)
extension TextSelection : Swift.Sendable {
}
@available(*, unavailable)
extension TextSelection.Indices : Swift.Sendable {
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
  nonisolated public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View { _stubModified(self) }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public enum TextSelectionAffinity : Swift.Equatable, Swift.Hashable {
  case automatic
  case upstream
  case downstream
  public static func == (a: TextSelectionAffinity, b: TextSelectionAffinity) -> Swift.Bool { fatalError() }
  public func hash(into hasher: inout Swift.Hasher) { }
  public var hashValue: Swift.Int {
    get { fatalError() }
  }
}
@available(*, unavailable)
extension TextSelectionAffinity : Swift.Sendable {
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension EnvironmentValues {
  public var textSelectionAffinity: TextSelectionAffinity {
    get { fatalError() }
    set { }
  }
}

// MARK: - PrimitiveButtonStyle  [iOS18 UI@446000]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol PrimitiveButtonStyle {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PrimitiveButtonStyleConfiguration {
  @MainActor @preconcurrency public struct Label : View {
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Swift.Never
    public var body: Swift.Never { fatalError() }
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public let role: ButtonRole?
  public let label: PrimitiveButtonStyleConfiguration.Label
  public func trigger() { }
}
@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration : Swift.Sendable {
}
@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration.Label : Swift.Sendable {
}

// MARK: - ButtonStyle  [iOS18 UI@548000]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ButtonStyle {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ButtonStyleConfiguration
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ButtonStyleConfiguration {
  @MainActor @preconcurrency public struct Label : View {
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Swift.Never
    public var body: Swift.Never { fatalError() }
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public let role: ButtonRole?
  public let label: ButtonStyleConfiguration.Label
  public let isPressed: Swift.Bool
}
@available(*, unavailable)
extension ButtonStyleConfiguration : Swift.Sendable {
}
@available(*, unavailable)
extension ButtonStyleConfiguration.Label : Swift.Sendable {
}

// MARK: - Built-in PrimitiveButtonStyles
// DefaultButtonStyle [iOS18 UI@48000], BorderlessButtonStyle [iOS18 UI@80000], PlainButtonStyle
// [iOS18 UI@464000], BorderedButtonStyle [iOS18 UI@864000], BorderedProminentButtonStyle
// [iOS18 UI@1072000], in the pattern of the other @MainActor style protocols: the style structs are `@MainActor @preconcurrency` (their conformance to the
// @MainActor protocol makes them so) with main-actor `init()`, and the `where Self == …` statics
// are `@_alwaysEmitIntoClient @MainActor @preconcurrency public static var`.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct DefaultButtonStyle : PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() { }
  @MainActor @preconcurrency public func makeBody(configuration: DefaultButtonStyle.Configuration) -> some View { EmptyView() }
}
@available(*, unavailable)
extension DefaultButtonStyle : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var automatic: DefaultButtonStyle {
    get { .init() }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct PlainButtonStyle : PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() { }
  @MainActor @preconcurrency public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View { EmptyView() }
}
@available(*, unavailable)
extension PlainButtonStyle : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var plain: PlainButtonStyle {
    get { .init() }
  }
}

// [iOS18 UI@80000]
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct BorderlessButtonStyle : PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() { }
  @MainActor @preconcurrency public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View { EmptyView() }
}
@available(*, unavailable)
extension BorderlessButtonStyle : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var borderless: BorderlessButtonStyle {
    get { .init() }
  }
}

// [iOS18 UI@864000]
@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct BorderedButtonStyle : PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() { }
  @MainActor @preconcurrency public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View { EmptyView() }
}
@available(*, unavailable)
extension BorderedButtonStyle : Swift.Sendable {
}

@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var bordered: BorderedButtonStyle {
    get { .init() }
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct BorderedProminentButtonStyle : PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() { }
  @MainActor @preconcurrency public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> some View { EmptyView() }
}
@available(*, unavailable)
extension BorderedProminentButtonStyle : Swift.Sendable {
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var borderedProminent: BorderedProminentButtonStyle {
    get { .init() }
  }
}

// MARK: - ScrollView, Form, Section, List, NavigationStack
// ScrollView [iOS18 UI@760000] (Apple's `axes` and `showsIndicators` are computed; stored here),
// Form [iOS18 UI@704000] (its iOS 16 `init(_ configuration:)` is not stubbed), Section
// [iOS18 UI@576000], List [iOS18 UI@352000], NavigationPath [iOS18 UI@304000] (only the members
// listed; Apple's also has `codable` and Codable `append`), NavigationStack [iOS18 UI@776000].

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct ScrollView<Content> : View where Content : View {
  @MainActor @preconcurrency public var content: Content
  @MainActor @preconcurrency public var axes: Axis.Set
  @MainActor @preconcurrency public var showsIndicators: Swift.Bool
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Swift.Bool = true, @ViewBuilder content: () -> Content) { fatalError() }
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
@available(*, unavailable)
extension ScrollView : Swift.Sendable {
}
extension ScrollView {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_alwaysEmitIntoClient nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { fatalError() }
}

// MARK: - ScrollViewReader, ScrollViewProxy  [iOS18 UI@974000]
// Read directly from the iOS 18.0 SwiftUI interface, window at character 974000 (the declarations
// follow `toolbarTitleMenu(content:)` and precede `accessibilityRepresentation(representation:)`).
// The reader is a main-actor view with a `nonisolated` inlinable initialiser; its content closure
// is a plain `(ScrollViewProxy) -> Content` (neither `@MainActor` nor `@Sendable`). ScrollViewProxy
// is *not* isolated — `scrollTo(_:anchor:)` may be called from any context — and its Sendable
// conformance is explicitly unavailable, so a proxy cannot be sent across isolation domains.
// Apple's inlinable initialiser body (`self.content = content`) is replaced by a placeholder: Swift
// 6.3 warns about the main-actor stored property being set from the nonisolated initialiser.

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @MainActor @preconcurrency public struct ScrollViewReader<Content> : View where Content : View {
  @MainActor @preconcurrency public var content: (ScrollViewProxy) -> Content
  @inlinable nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { fatalError() }
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
@available(*, unavailable)
extension ScrollViewReader : Swift.Sendable {
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewProxy {
  public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID : Swift.Hashable { }
}
@available(*, unavailable)
extension ScrollViewProxy : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Form<Content> : View where Content : View {
  nonisolated public init(@ViewBuilder content: () -> Content) { }
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
@available(*, unavailable)
extension Form : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {
}
@available(*, unavailable)
extension Section : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section : View where Parent : View, Content : View, Footer : View {
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) { }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content : View, Footer : View {
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent : View, Content : View, Footer == EmptyView {
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content : View, Footer == EmptyView {
  nonisolated public init(@ViewBuilder content: () -> Content) { }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Section where Parent == Text, Content : View, Footer == EmptyView {
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S : Swift.StringProtocol { }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct List<SelectionValue, Content> : View where SelectionValue : Swift.Hashable, Content : View {
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
@available(*, unavailable)
extension List : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Swift.Never {
  nonisolated public init(@ViewBuilder content: () -> Content) { }
  nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data : Swift.RandomAccessCollection, RowContent : View, Data.Element : Swift.Identifiable { }
  nonisolated public init<Data, ID, RowContent>(_ data: Data, id: Swift.KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, Data : Swift.RandomAccessCollection, ID : Swift.Hashable, RowContent : View { }
  @_semantics("swiftui.requires_constant_range") nonisolated public init<RowContent>(_ data: Swift.Range<Swift.Int>, @ViewBuilder rowContent: @escaping (Swift.Int) -> RowContent) where Content == ForEach<Swift.Range<Swift.Int>, Swift.Int, RowContent>, RowContent : View { }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
  public init() { }
  public var count: Swift.Int { fatalError() }
  public var isEmpty: Swift.Bool { fatalError() }
  public mutating func append<V>(_ value: V) where V : Swift.Hashable { }
  public mutating func removeLast(_ k: Swift.Int = 1) { }
}
@available(*, unavailable)
extension NavigationPath : Swift.Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationPath : Swift.Equatable {
  public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Swift.Bool { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root> : View where Root : View {
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
  nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data : Swift.MutableCollection, Data : Swift.RandomAccessCollection, Data : Swift.RangeReplaceableCollection, Data.Element : Swift.Hashable { fatalError() }
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
@available(*, unavailable)
extension NavigationStack : Swift.Sendable {
}

// MARK: - scrollDismissesKeyboard  [B.14]

extension View {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @available(visionOS, unavailable)
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { _stubModified(self) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@available(visionOS, unavailable)
public struct ScrollDismissesKeyboardMode : Swift.Sendable {
  public static var automatic: ScrollDismissesKeyboardMode { fatalError() }
  public static var immediately: ScrollDismissesKeyboardMode { fatalError() }
  public static var interactively: ScrollDismissesKeyboardMode { fatalError() }
  public static var never: ScrollDismissesKeyboardMode { fatalError() }
}

// MARK: - contentMargins

// ContentMarginPlacement [iOS18 UI@548000]. Apple adds `@available(*, unavailable) extension
// ContentMarginPlacement : Swift.Sendable {}`; without it, this public non-frozen struct is not
// Sendable either.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentMarginPlacement {
  public static var automatic: ContentMarginPlacement { get { fatalError() } }
  public static var scrollContent: ContentMarginPlacement { get { fatalError() } }
  public static var scrollIndicators: ContentMarginPlacement { get { fatalError() } }
}

// contentMargins [iOS18 UI@208000]
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View { _stubModified(self) }
  nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { _stubModified(self) }
  nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { _stubModified(self) }
}
