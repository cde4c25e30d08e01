// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// SwiftUI stub — internal helpers for placeholder bodies. Nothing here is public API: clients
// cannot name these declarations (they are `internal`; `@usableFromInline` only so that
// `@inlinable` / `@_alwaysEmitIntoClient` bodies copied from the SDK may use them).

@usableFromInline
internal func _stub<T>() -> T { fatalError("SwiftUI type-checking stub") }

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@usableFromInline
@frozen internal struct _StubModifier : ViewModifier {
  @usableFromInline
  nonisolated internal init() { }
  @usableFromInline
  internal typealias Body = Swift.Never
}

/// The concrete type behind every `some View` a stub modifier returns.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@usableFromInline
nonisolated internal func _stubModified<V>(_ view: V) -> ModifiedContent<V, _StubModifier> where V : View {
  ModifiedContent(content: view, modifier: _StubModifier())
}
