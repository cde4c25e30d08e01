// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// SwiftUI stub — PreviewProvider, which the previews of forms for iOS 16 and earlier conform to,
// and the `#Preview` macro, which those for iOS 17.0 and later use.
//
// Not verified against an SDK interface: written from Apple's documentation pages
// developer.apple.com/documentation/swiftui/previewprovider ("@MainActor @preconcurrency protocol
// PreviewProvider : _PreviewProvider", iOS 13.0+ — the main-actor protocol, as in the iOS 18.0
// release; an earlier version of this stub followed an older page without the attributes),
// …/previewprovider/previews-swift.type.property
// ("@ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }", iOS 13.0+)
// and …/previewprovider/platform-swift.type.property ("static var platform: PreviewPlatform? { get }",
// with a default implementation), and …/previewplatform (an enum of iOS, macOS, tvOS, watchOS).

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
