// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// SwiftUI stub — property wrappers and environment. See Core.swift for the provenance legend.

// Placeholder storage so the frozen wrappers below are not implicitly Sendable (Apple's hold an
// `AnyLocation<Value>` reference); the explicit conformances below are what clients see.
@usableFromInline
internal final class _StubLocation<Value> {
  @usableFromInline init() {}
}

// MARK: - State  [B.3]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value> : DynamicProperty {
  @usableFromInline
  internal var _value: Value
  @usableFromInline
  internal var _location: _StubLocation<Value>?
  public init(wrappedValue value: Value) { fatalError() }
  @_alwaysEmitIntoClient public init(initialValue value: Value) {
        fatalError()
    }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { }
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

// The iOS 18.0 interface declares it `Sendable where Value : Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State : @unchecked Swift.Sendable where Value : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value : Swift.ExpressibleByNilLiteral {
  @inlinable public init() {
        self.init(wrappedValue: nil)
    }
}

// MARK: - Binding  [B.3] + [iOS18 Core@500000] (conformances that follow the declaration)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public var transaction: Transaction
  @usableFromInline
  internal var location: _StubLocation<Value>
  @usableFromInline
  internal var _value: Value
  @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Swift.Void) { fatalError() }
  @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Swift.Void) { fatalError() }
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { }
  }
  public var projectedValue: Binding<Value> { fatalError() }
  @_alwaysEmitIntoClient public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }
  public subscript<Subject>(dynamicMember keyPath: Swift.WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// [iOS18 Core@500000]: not in the reference excerpt, but printed right after `Binding` in the
// iOS 18.0 SwiftUICore interface. So Binding<String>, Binding<Bool>, Binding<Field?> … are Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding : @unchecked Swift.Sendable where Value : Swift.Sendable {
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding : Swift.Identifiable where Value : Swift.Identifiable {
  public var id: Value.ID { fatalError() }
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
  public typealias ID = Value.ID
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding : Swift.Sequence where Value : Swift.MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = Swift.IndexingIterator<Binding<Value>>
  public typealias SubSequence = Swift.Slice<Binding<Value>>
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding : Swift.Collection where Value : Swift.MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Binding<Value>.Index { fatalError() }
  public var endIndex: Binding<Value>.Index { fatalError() }
  public var indices: Value.Indices { fatalError() }
  public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
  public func formIndex(after i: inout Binding<Value>.Index) { }
  public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding : Swift.BidirectionalCollection where Value : Swift.BidirectionalCollection, Value : Swift.MutableCollection {
  public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
  public func formIndex(before i: inout Binding<Value>.Index) { }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding : Swift.RandomAccessCollection where Value : Swift.MutableCollection, Value : Swift.RandomAccessCollection {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
  public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
  public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
  public init?(_ base: Binding<Value?>) { fatalError() }
  public init<V>(_ base: Binding<V>) where Value == Swift.AnyHashable, V : Swift.Hashable { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding : DynamicProperty {
}

// MARK: - FocusState  [B.2]

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen @propertyWrapper public struct FocusState<Value> : DynamicProperty where Value : Swift.Hashable {
  @frozen @propertyWrapper public struct Binding {
    @usableFromInline
    internal var _binding: SwiftUI.Binding<Value>
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set { }
    }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
  }
  internal var value: Value
  internal var location: _StubLocation<Value>?
  internal var resetValue: Value
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { }
  }
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
  public init() where Value == Swift.Bool { fatalError() }
  public init<T>() where Value == T?, T : Swift.Hashable { fatalError() }
}

@available(*, unavailable)
extension FocusState : Swift.Sendable {
}

@available(*, unavailable)
extension FocusState.Binding : Swift.Sendable {
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value : Swift.Hashable { _stubModified(self) }
  nonisolated public func focused(_ condition: FocusState<Swift.Bool>.Binding) -> some View { _stubModified(self) }
}

// MARK: - defaultFocus, searchFocused
// [iOS18 UI@208000, UI@304000]. The type is iOS 16.0, the modifier iOS 17.0.

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct DefaultFocusEvaluationPriority : Swift.Sendable {
  public static let automatic: DefaultFocusEvaluationPriority = _stub()
  public static let userInitiated: DefaultFocusEvaluationPriority = _stub()
}

@available(iOS 17.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  nonisolated public func defaultFocus<V>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View where V : Swift.Hashable { _stubModified(self) }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  nonisolated public func searchFocused(_ binding: FocusState<Swift.Bool>.Binding) -> some View { _stubModified(self) }
  nonisolated public func searchFocused<V>(_ binding: FocusState<V>.Binding, equals value: V) -> some View where V : Swift.Hashable { _stubModified(self) }
}

// MARK: - Environment  [B.3] + [iOS18 Core@500000] (Sendable conformance)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value> : DynamicProperty {
  @usableFromInline
  internal var keyPath: Swift.KeyPath<EnvironmentValues, Value>
  @inlinable public init(_ keyPath: Swift.KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }
  @inlinable public var wrappedValue: Value {
    get {
        fatalError()
    }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment : @unchecked Swift.Sendable where Value : Swift.Sendable {
}

// EnvironmentValues / EnvironmentKey: not among the excerpts. EnvironmentValues [iOS18 Core@512000];
// EnvironmentKey [iOS18 Core@544000] (its iOS 16 `_valuesEqual` requirement omitted).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues : Swift.CustomStringConvertible {
  public init() { }
  public subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey {
    get { fatalError() }
    set { }
  }
  public var description: Swift.String { fatalError() }
}
@available(*, unavailable)
extension EnvironmentValues : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

// [iOS18 Core@0]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var isEnabled: Swift.Bool {
    get { fatalError() }
    set { }
  }
}

// [iOS18 Core@0]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection : Swift.Hashable, Swift.CaseIterable, Swift.Sendable {
  case leftToRight
  case rightToLeft
}

// [iOS18 Core@0]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var layoutDirection: LayoutDirection {
    get { fatalError() }
    set { }
  }
}

// [B.18] (DismissAction / EnvironmentValues.dismiss)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@preconcurrency @MainActor public struct DismissAction {
  @MainActor @preconcurrency public func callAsFunction() { }
}
@available(*, unavailable)
extension DismissAction : Swift.Sendable {
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  public var dismiss: DismissAction { fatalError() }
}

// ColorScheme and `colorScheme` [iOS18 Core@816000], `accessibilityReduceMotion` [iOS18 Core@800000];
// ColorScheme's Equatable/Hashable per the iOS 18 Core tail [iOS18 Core@966546].
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme : Swift.CaseIterable, Swift.Sendable {
  case light
  case dark
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var colorScheme: ColorScheme {
    get { fatalError() }
    set { }
  }
  public var accessibilityReduceMotion: Swift.Bool { fatalError() }
}

// [iOS18 Core@736000]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var locale: Foundation.Locale {
    get { fatalError() }
    set { }
  }
}

// [iOS18 Core@128000]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func environment<V>(_ keyPath: Swift.WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _stubModified(self) }
}

// MARK: - DynamicTypeSize, ScaledMetric
// DynamicTypeSize, `EnvironmentValues.dynamicTypeSize` and `View.dynamicTypeSize(_:)` (a size or a
// RangeExpression of sizes) [iOS18 Core@512000].

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize : Swift.Hashable, Swift.Comparable, Swift.CaseIterable, Swift.Sendable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5
  public var isAccessibilitySize: Swift.Bool { fatalError() }
  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Swift.Bool { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  public var dynamicTypeSize: DynamicTypeSize {
    get { fatalError() }
    set { }
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { _stubModified(self) }
  nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View where T : Swift.RangeExpression, T.Bound == DynamicTypeSize { _stubModified(self) }
}

// ScaledMetric [iOS18 Core@528000], Sendable when its Value is.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value> : DynamicProperty where Value : Swift.BinaryFloatingPoint {
  internal var _base: Value
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { fatalError() }
  public init(wrappedValue: Value) { fatalError() }
  public var wrappedValue: Value { fatalError() }
}
// [iOS18 Core@528000]
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScaledMetric : Swift.Sendable where Value : Swift.Sendable {
}

// MARK: - Transaction, Animation, withAnimation
// [iOS18 Core@64000, Core@80000, Core@256000, Core@272000, Core@464000, Core@512000, Core@576000,
// Core@592000, Core@656000, Core@752000, Core@848000]. Only the members generated code is expected
// to use are declared.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Transaction {
  @usableFromInline
  internal var _storage: _StubLocation<Swift.Void>?
  @inlinable public init() { _storage = nil }
  public init(animation: Animation?) { fatalError() }
  public var animation: Animation? {
    get { fatalError() }
    set { }
  }
  public var disablesAnimations: Swift.Bool {
    get { fatalError() }
    set { }
  }
}
@available(*, unavailable)
extension Transaction : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation : Swift.Equatable, Swift.Sendable {
  @usableFromInline
  internal var _id: Swift.Int
  public static func == (lhs: Animation, rhs: Animation) -> Swift.Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animation {
  public static let `default`: Animation = _stub()
  public static func easeInOut(duration: Swift.Double) -> Animation { fatalError() }
  public static var easeInOut: Animation { fatalError() }
  public static func easeIn(duration: Swift.Double) -> Animation { fatalError() }
  public static var easeIn: Animation { fatalError() }
  public static func easeOut(duration: Swift.Double) -> Animation { fatalError() }
  public static var easeOut: Animation { fatalError() }
  public static func linear(duration: Swift.Double) -> Animation { fatalError() }
  public static var linear: Animation { fatalError() }
  // [iOS18 Core@576000]: disfavoured, and in this iOS 13 extension with the back-deployed
  // (`@_alwaysEmitIntoClient`) `spring`, `smooth`, `snappy` and `bouncy`.
  @_disfavoredOverload public static func spring(response: Swift.Double = 0.5, dampingFraction: Swift.Double = 0.825, blendDuration: Swift.Double = 0) -> Animation { fatalError() }
  @_alwaysEmitIntoClient public static var spring: Animation { fatalError() }
  @_alwaysEmitIntoClient public static var smooth: Animation { fatalError() }
  @_alwaysEmitIntoClient public static var snappy: Animation { fatalError() }
  @_alwaysEmitIntoClient public static var bouncy: Animation { fatalError() }
  // [iOS18 Core@464000]; the back-deployed `interpolatingSpring(duration:bounce:initialVelocity:)`
  // and `interpolatingSpring` property are not stubbed.
  public static func interpolatingSpring(mass: Swift.Double = 1.0, stiffness: Swift.Double, damping: Swift.Double, initialVelocity: Swift.Double = 0.0) -> Animation { fatalError() }
  public func delay(_ delay: Swift.Double) -> Animation { fatalError() }
  public func speed(_ speed: Swift.Double) -> Animation { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }
