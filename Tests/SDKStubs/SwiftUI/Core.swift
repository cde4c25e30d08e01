// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// SwiftUI stub — core protocols and structural views.
//
// Provenance legend used throughout the SwiftUI stub (see README.md):
//   [B.n]   copied from section B.n of verbatim excerpts of the iOS 18.0 SwiftUI interface (kept
//           outside this repository; the SDK's own SwiftUI.swiftinterface holds the same text)
//   [iOS18 Core@off] / [iOS18 UI@off]
//           read directly from the iOS 18.0 SDK interface (xybp888/iOS-SDKs @ 88fdca9d…,
//           iPhoneOS18.0.sdk/…/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface or
//           …/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface) at that character offset.
//   // not verified against an SDK interface
//           written from Apple's documentation / the iOS 18 patterns above; see the note beside it.
//
// Mechanical differences from Apple's text (they do not change what a client can write):
//   * one module: `SwiftUICore.` / `SwiftUI.` qualifiers and `@_originallyDefinedIn` are dropped;
//     `CoreFoundation.CGFloat` is Foundation's `CGFloat` on Linux;
//   * underscored graph entry points (`_makeView`, `_makeViewList`, `_viewListCount`,
//     `_makeProperty`, `_propertyBehaviors`, `_apply(to:)` …) are omitted;
//   * bodies are placeholders (`fatalError()`), stored properties are minimal;
//   * primitive views declare `public var body: Never` (Apple's witness is not public API);
//   * `@_opaqueReturnTypeOf` typealiases are produced by writing `var body: some View`.

@_exported import UIKit  // Apple's SwiftUI re-exports its Clang module, which imports UIKit (and Foundation).

// MARK: - View  [B.1]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_typeEraser(AnyView) @preconcurrency @MainActor public protocol View {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.Never : View {
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}

// MARK: - ViewModifier  [B.1]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ViewModifier {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier where Self.Body == Swift.Never {
  @MainActor @preconcurrency public func body(content: Self.Content) -> Self.Body { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        return .init(content: self, modifier: modifier)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  public typealias Body = Swift.Never
  public var content: Content
  public var modifier: Modifier
  @inlinable nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent : View where Content : View, Modifier : ViewModifier {
  @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent : ViewModifier where Content : ViewModifier, Modifier : ViewModifier {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier> : View where Modifier : ViewModifier {
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}
// Printed after every @MainActor view struct in the iOS 18 interface (e.g. ZStack [iOS18 Core@0]).
@available(*, unavailable)
extension _ViewModifier_Content : Swift.Sendable {
}

// MARK: - DynamicProperty  [B.1] + [iOS18 Core@294000] (default `update()`)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
  mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
  public mutating func update() { }
}

// MARK: - ViewBuilder  [B.17]
// Only buildExpression / buildBlock (0, 1, parameter pack) / buildIf / buildEither /
// buildLimitedAvailability exist — no fixed-arity buildBlock, no buildOptional, no buildArray.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  @_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content) -> Content where Content : View {
       content
    }
  @_alwaysEmitIntoClient public static func buildBlock() -> EmptyView {
        EmptyView()
    }
  @_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) -> Content where Content : View {
        content
    }
  @_disfavoredOverload @_alwaysEmitIntoClient public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View {
        TupleView((repeat each content))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
  @_alwaysEmitIntoClient public static func buildIf<Content>(_ content: Content?) -> Content? where Content : View {
        content
    }
  @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View {
        .init(storage: .trueContent(first))
    }
  @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View {
        .init(storage: .falseContent(second))
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
  @_alwaysEmitIntoClient public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View {
        .init(content)
    }
}

// `Optional : View` (what `buildIf` produces). Not among the excerpts. [iOS18 Core@656000]:
// `extension Swift.Optional : SwiftUICore.View where Wrapped : SwiftUICore.View` with Body == Never.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.Optional : View where Wrapped : View {
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}

// MARK: - TupleView, _ConditionalContent, EmptyView, Group, AnyView  [B.17]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct TupleView<T> : View {
  @MainActor @preconcurrency public var value: T
  @inlinable nonisolated public init(_ value: T) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}
@available(*, unavailable)
extension TupleView : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
  @frozen public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  public let storage: _ConditionalContent<TrueContent, FalseContent>.Storage
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent : View where TrueContent : View, FalseContent : View {
  public typealias Body = Swift.Never
  @usableFromInline
  internal init(storage: _ConditionalContent<TrueContent, FalseContent>.Storage) { self.storage = storage }
  public var body: Swift.Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct EmptyView : View {
  @inlinable nonisolated public init() {}
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}
@available(*, unavailable)
extension EmptyView : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Group<Content> {
  public typealias Body = Swift.Never
  @usableFromInline
  internal var content: Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group : View where Content : View {
  @inlinable nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
  public var body: Swift.Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct AnyView : View {
  nonisolated public init<V>(_ view: V) where V : View { }
  @_alwaysEmitIntoClient nonisolated public init<V>(erasing view: V) where V : View {
        self.init(view)
    }
  nonisolated public init?(_fromValue value: Any) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}
@available(*, unavailable)
extension AnyView : Swift.Sendable {
}

// MARK: - ForEach  [B.17]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data : Swift.RandomAccessCollection, ID : Swift.Hashable {
  public var data: Data
  public var content: (Data.Element) -> Content
}
// ForEach stores a non-Sendable closure; the interface prints non-Sendable public types this way.
@available(*, unavailable)
extension ForEach : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach : View where Content : View {
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content : View, Data.Element : Swift.Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content : View {
  public init(_ data: Data, id: Swift.KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content : View {
  @_disfavoredOverload @_alwaysEmitIntoClient public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == Swift.LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C : Swift.MutableCollection, C : Swift.RandomAccessCollection, C.Element : Swift.Identifiable, C.Index : Swift.Hashable {
        fatalError()
    }
  @_disfavoredOverload @_alwaysEmitIntoClient public init<C>(_ data: Binding<C>, id: Swift.KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == Swift.LazyMapSequence<C.Indices, (C.Index, ID)>, C : Swift.MutableCollection, C : Swift.RandomAccessCollection, C.Index : Swift.Hashable {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Swift.Range<Swift.Int>, ID == Swift.Int, Content : View {
  @_semantics("swiftui.requires_constant_range") public init(_ data: Swift.Range<Swift.Int>, @ViewBuilder content: @escaping (Swift.Int) -> Content) { fatalError() }
}
