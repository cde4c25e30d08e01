// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// SwiftUI stub — PreviewProvider, which the previews of forms for iOS 16 and earlier conform to,
// and the `#Preview` macro, which those for iOS 17.0 and later use.
//
// PreviewProvider, PreviewPlatform and _PreviewProvider as the iOS 18.0 SwiftUI interface declares
// them ([iOS18 UI@640000]: the page of that interface that holds them); first written from Apple's
// documentation pages of PreviewProvider, its `previews` and `platform`, and PreviewPlatform.

// [iOS18 UI@640000]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol _PreviewProvider {
  @MainActor @preconcurrency static var _previews: Any { get }
  @MainActor @preconcurrency static var _platform: PreviewPlatform? { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PreviewPlatform : Swift.Sendable {
  case iOS
  case macOS
  case tvOS
  case watchOS
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol PreviewProvider : _PreviewProvider {
  associatedtype Previews : View
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
  static var platform: PreviewPlatform? { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PreviewProvider {
  @MainActor @preconcurrency public static var platform: PreviewPlatform? { get { fatalError() } }
  @MainActor @preconcurrency public static var _previews: Any { get { fatalError() } }
  @MainActor @preconcurrency public static var _platform: PreviewPlatform? { get { fatalError() } }
}

// [iOS18 UI@966526] Without the overload that takes `traits:`, whose types live in
// DeveloperToolsSupport. The compiler asks the plugin the macro names for its expansion; build.sh
// builds a stand-in for it (PreviewsMacros.swift).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@freestanding(declaration) public macro Preview(_ name: Swift.String? = nil, @ViewBuilder body: @escaping @_Concurrency.MainActor () -> any View) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
