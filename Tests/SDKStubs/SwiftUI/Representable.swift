// swift-format-ignore-file
// UIViewRepresentable and its context, from the iOS 18.0 SwiftUI interface [iOS18 UI@1116000]
// (xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a, the page at offset 1,116,000).
// Left out, as elsewhere in the stub: the underscored requirements (`_identifiedViewTree`,
// `_overrideSizeThatFits`, `_overrideLayoutTraits`, `_modifyBridgedViewInputs`, `_layoutOptions`,
// `_resetUIView`, `_makeView`, `_makeViewList`). `sizeThatFits(_:uiView:context:)` (iOS 16) is a
// requirement with a default, as in the interface. No `@available(*, unavailable) extension … :
// Sendable` follows the context in the interface (it does after the main-actor structs that are not
// Sendable), so the `@MainActor` struct is Sendable, as global-actor-isolated types are; the stub
// declares it the same way and gets the same conformance. `animate(changes:completion:)` is iOS 18.

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UIViewRepresentable : View where Self.Body == Swift.Never {
  associatedtype UIViewType : UIKit.UIView
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  associatedtype Coordinator = Swift.Void
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
  typealias Context = UIViewRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewRepresentable where Self.Coordinator == () {
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewRepresentable {
  @MainActor @preconcurrency public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) { }
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
  @available(macOS, unavailable)
  @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { fatalError() }
  @MainActor @preconcurrency public var body: Swift.Never {
    get { fatalError() }
  }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable {
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  @MainActor @preconcurrency public var transaction: Transaction {
    get { fatalError() }
  }
  @MainActor @preconcurrency public var environment: EnvironmentValues {
    get { fatalError() }
  }
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public func animate(changes: () -> Swift.Void, completion: (() -> Swift.Void)? = nil) { }
}
