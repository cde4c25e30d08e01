// swift-format-ignore-file
// UIViewRepresentable and its context, from the iOS 18.0 SwiftUI interface [iOS18 UI@1116000]
// (xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a, the page at offset 1,116,000).
// Left out, as elsewhere in the stub: the underscored requirements (`_identifiedViewTree`,
// `_overrideSizeThatFits`, `_overrideLayoutTraits`, `_modifyBridgedViewInputs`, `_layoutOptions`,
// `_resetUIView`, `_makeView`, `_makeViewList`) and `sizeThatFits(_:uiView:context:)` (iOS 16, with a
// default), whose `ProposedViewSize` the stub does not have. No Sendable extension follows the
// context in the interface; it is main-actor isolated. `coordinator`, a `let` in the interface, is a
// computed property here, as the stub makes no contexts.

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
  @MainActor @preconcurrency public var body: Swift.Never {
    get { fatalError() }
  }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable {
  @MainActor @preconcurrency public var coordinator: Representable.Coordinator { fatalError() }
  @MainActor @preconcurrency public var transaction: Transaction {
    get { fatalError() }
  }
  @MainActor @preconcurrency public var environment: EnvironmentValues {
    get { fatalError() }
  }
}
