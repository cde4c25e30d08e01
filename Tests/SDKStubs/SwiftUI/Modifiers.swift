// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// SwiftUI stub — event, submit, accessibility and text-input-trait modifiers.
// See Core.swift for the provenance legend. The declarations down to `disableAutocorrection`
// are [B.13], [B.15] and [B.16] (bodies replaced).

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(macOS, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(tvOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(watchOS, deprecated: 10.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(visionOS, deprecated: 1.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @inlinable nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Swift.Void) -> some View where V : Swift.Equatable {
        _stubModified(self)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func onChange<V>(of value: V, initial: Swift.Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Swift.Void) -> some View where V : Swift.Equatable { _stubModified(self) }
  nonisolated public func onChange<V>(of value: V, initial: Swift.Bool = false, _ action: @escaping () -> Swift.Void) -> some View where V : Swift.Equatable { _stubModified(self) }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func onAppear(perform action: (() -> Swift.Void)? = nil) -> some View {
        _stubModified(self)
    }
  @inlinable nonisolated public func onDisappear(perform action: (() -> Swift.Void)? = nil) -> some View {
        _stubModified(self)
    }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Swift.Void)) -> some View { _stubModified(self) }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitTriggers : Swift.OptionSet, Swift.Sendable {
  public typealias RawValue = Swift.Int
  public let rawValue: SubmitTriggers.RawValue
  public init(rawValue: SubmitTriggers.RawValue) { fatalError() }
  public static let text: SubmitTriggers = _stub()
  public static let search: SubmitTriggers = _stub()
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
  public typealias ArrayLiteralElement = SubmitTriggers
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
  public typealias Element = SubmitTriggers
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _stubModified(self) }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitLabel : Swift.Sendable {
  public static var done: SubmitLabel { fatalError() }
  public static var go: SubmitLabel { fatalError() }
  public static var send: SubmitLabel { fatalError() }
  public static var join: SubmitLabel { fatalError() }
  public static var route: SubmitLabel { fatalError() }
  public static var search: SubmitLabel { fatalError() }
  public static var `return`: SubmitLabel { fatalError() }
  public static var next: SubmitLabel { fatalError() }
  public static var `continue`: SubmitLabel { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func submitScope(_ isBlocking: Swift.Bool = true) -> some View { _stubModified(self) }
}


@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
  nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Swift.Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Swift.Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S, isEnabled: Swift.Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : Swift.StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Swift.Bool) -> ModifiedContent<Content, Modifier> { self }
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Swift.Bool) -> ModifiedContent<Content, Modifier> { self }
  @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S, isEnabled: Swift.Bool) -> ModifiedContent<Content, Modifier> where S : Swift.StringProtocol { self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
  nonisolated public func accessibilityLabel<V>(@ViewBuilder content: (_ label: PlaceholderContentView<Self>) -> V) -> some View where V : View { _stubModified(self) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : Swift.StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { self }
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
  @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Content, Modifier> where S : Swift.StringProtocol { self }
}

extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  nonisolated public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  nonisolated public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> { self }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
  nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Swift.Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Swift.Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S, isEnabled: Swift.Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : Swift.StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Swift.Bool) -> ModifiedContent<Content, Modifier> { self }
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Swift.Bool) -> ModifiedContent<Content, Modifier> { self }
  @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S, isEnabled: Swift.Bool) -> ModifiedContent<Content, Modifier> where S : Swift.StringProtocol { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : Swift.StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> { self }
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
  @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Content, Modifier> where S : Swift.StringProtocol { self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
  nonisolated public func accessibilityHidden(_ hidden: Swift.Bool, isEnabled: Swift.Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityHidden(_ hidden: Swift.Bool, isEnabled: Swift.Bool) -> ModifiedContent<Content, Modifier> { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func accessibilityHidden(_ hidden: Swift.Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityHidden(_ hidden: Swift.Bool) -> ModifiedContent<Content, Modifier> { self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
  nonisolated public func accessibilityIdentifier(_ identifier: Swift.String, isEnabled: Swift.Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityIdentifier(_ identifier: Swift.String, isEnabled: Swift.Bool) -> ModifiedContent<Content, Modifier> { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func accessibilityIdentifier(_ identifier: Swift.String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityIdentifier(_ identifier: Swift.String) -> ModifiedContent<Content, Modifier> { self }
}


extension View {
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @inlinable nonisolated public func textContentType(_ textContentType: UIKit.UITextContentType?) -> some View {
        _stubModified(self)
    }
}
extension View {
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { _stubModified(self) }
}
extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
  @available(macOS, unavailable)
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
  @available(watchOS, unavailable)
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
  nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { _stubModified(self) }
}

@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension View {
  nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { _stubModified(self) }
}
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization : Swift.Sendable {
  public static var never: TextInputAutocapitalization { fatalError() }
  public static var words: TextInputAutocapitalization { fatalError() }
  public static var sentences: TextInputAutocapitalization { fatalError() }
  public static var characters: TextInputAutocapitalization { fatalError() }
}
extension View {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient nonisolated public func autocorrectionDisabled(_ disable: Swift.Bool = true) -> some View {
        return disableAutocorrection(disable)
    }
}

extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  @available(watchOS, introduced: 8.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  nonisolated public func disableAutocorrection(_ disable: Swift.Bool?) -> some View { _stubModified(self) }
}



// MARK: - AccessibilityAttachmentModifier, PlaceholderContentView
// [iOS18 UI@784000]: not frozen, and no initialiser in the interface.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct AccessibilityAttachmentModifier : ViewModifier {
  nonisolated internal init() { }
  public typealias Body = Swift.Never
}
@available(*, unavailable)
extension AccessibilityAttachmentModifier : Swift.Sendable {
}

// [iOS18 Core@80000]
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency public struct PlaceholderContentView<Value> : View {
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}
@available(*, unavailable)
extension PlaceholderContentView : Swift.Sendable {
}

// MARK: - accessibilityShowsLargeContentViewer()
// [iOS18 UI@0]: Apple writes the availability on the member, to the same effect.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func accessibilityShowsLargeContentViewer() -> some View { self }
}

// MARK: - accessibilityAddTraits / accessibilityRemoveTraits / accessibilityElement(children:)
// accessibilityAddTraits / accessibilityRemoveTraits [iOS18 UI@1152000]; AccessibilityTraits
// [iOS18 Core@224000] (its iOS 17 `isTabBar` is left out).

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits : Swift.SetAlgebra, Swift.Sendable {
  public static let isButton: AccessibilityTraits = _stub()
  public static let isHeader: AccessibilityTraits = _stub()
  public static let isSelected: AccessibilityTraits = _stub()
  public static let isLink: AccessibilityTraits = _stub()
  public static let isSearchField: AccessibilityTraits = _stub()
  public static let isImage: AccessibilityTraits = _stub()
  public static let playsSound: AccessibilityTraits = _stub()
  public static let isKeyboardKey: AccessibilityTraits = _stub()
  public static let isStaticText: AccessibilityTraits = _stub()
  public static let isSummaryElement: AccessibilityTraits = _stub()
  public static let updatesFrequently: AccessibilityTraits = _stub()
  public static let startsMediaSession: AccessibilityTraits = _stub()
  public static let allowsDirectInteraction: AccessibilityTraits = _stub()
  // [iOS18 Core@224000]: no availability of their own.
  public static let causesPageTurn: AccessibilityTraits = _stub()
  public static let isModal: AccessibilityTraits = _stub()
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let isToggle: AccessibilityTraits = _stub()
  public init() { }
  public typealias Element = AccessibilityTraits
  public typealias ArrayLiteralElement = AccessibilityTraits
  public func contains(_ member: AccessibilityTraits) -> Swift.Bool { fatalError() }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Swift.Bool, memberAfterInsert: AccessibilityTraits) { fatalError() }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
  public mutating func formUnion(_ other: AccessibilityTraits) { }
  public mutating func formIntersection(_ other: AccessibilityTraits) { }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { }
  public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Swift.Bool { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { self }
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { self }
}

// AccessibilityChildBehavior and accessibilityElement(children:) [iOS18 UI@1136000, UI@1184000].
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior : Swift.Hashable {
  public static let ignore: AccessibilityChildBehavior = _stub()
  public static let contain: AccessibilityChildBehavior = _stub()
  public static let combine: AccessibilityChildBehavior = _stub()
  public static func == (a: AccessibilityChildBehavior, b: AccessibilityChildBehavior) -> Swift.Bool { fatalError() }
  public func hash(into hasher: inout Swift.Hasher) { }
}
@available(*, unavailable)
extension AccessibilityChildBehavior : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _stubModified(self) }
}

// MARK: - task
// [iOS18 UI@256000]: `@inlinable nonisolated`, `@_inheritActorContext … @escaping @Sendable () async`.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func task(priority: _Concurrency.TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Swift.Void) -> some View {
        _stubModified(self)
    }
  @inlinable nonisolated public func task<T>(id value: T, priority: _Concurrency.TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Swift.Void) -> some View where T : Swift.Equatable {
        _stubModified(self)
    }
}

// MARK: - onTapGesture
// [iOS18 Core@624000]: like the other iOS 18 event modifiers [B.13], the closure is *not* @MainActor.

@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
extension View {
  nonisolated public func onTapGesture(count: Swift.Int = 1, perform action: @escaping () -> Swift.Void) -> some View { _stubModified(self) }
}
