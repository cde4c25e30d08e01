// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// SwiftUI stub — Text, LocalizedStringKey, Image, Label, Font. See Core.swift for the provenance legend.
// Omitted on purpose (their types do not exist on Linux): the `LocalizedStringResource`,
// `ImageResource` (DeveloperToolsSupport) and `TimeDataSource` overloads, and Text's Date initialisers.

// MARK: - Text  [B.6]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text : Swift.Equatable, Swift.Sendable {
  @usableFromInline
  internal var storage: Swift.String
  @inlinable public init(verbatim content: Swift.String) {
        storage = content
    }
  @_disfavoredOverload public init<S>(_ content: S) where S : Swift.StringProtocol { fatalError() }
  public static func == (a: Text, b: Text) -> Swift.Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  @_semantics("swiftui.init_with_localization") public init(_ key: LocalizedStringKey, tableName: Swift.String? = nil, bundle: Foundation.Bundle? = nil, comment: Swift.StaticString? = nil) { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Text {
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ image: Image) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
  @_disfavoredOverload public init(_ attributedContent: Foundation.AttributedString) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text : View {
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  nonisolated public func foregroundColor(_ color: Color?) -> Text { self }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func foregroundStyle<S>(_ style: S) -> Text where S : ShapeStyle { self }
  nonisolated public func font(_ font: Font?) -> Text { self }
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  nonisolated public func bold() -> Text { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func bold(_ isActive: Swift.Bool) -> Text { self }
  nonisolated public func italic() -> Text { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func italic(_ isActive: Swift.Bool) -> Text { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
}

// MARK: - LocalizedStringKey  [B.6]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey : Swift.Equatable, Swift.ExpressibleByStringInterpolation {
  internal var key: Swift.String
  internal var hasFormatting: Swift.Bool = false
  public init(_ value: Swift.String) { fatalError() }
  @_semantics("swiftui.localized_string_key.init_literal") public init(stringLiteral value: Swift.String) { fatalError() }
  @_semantics("swiftui.localized_string_key.init_interpolation") public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }
  public struct StringInterpolation : Swift.StringInterpolationProtocol {
    @_semantics("swiftui.localized.interpolation_init") public init(literalCapacity: Swift.Int, interpolationCount: Swift.Int) { }
    @_semantics("swiftui.localized.appendLiteral") public mutating func appendLiteral(_ literal: Swift.String) { }
    @_semantics("swiftui.localized.appendInterpolation_@_specifier") public mutating func appendInterpolation(_ string: Swift.String) { }
    @_semantics("swiftui.localized.appendInterpolation_@_specifier") public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Foundation.Formatter? = nil) where Subject : Foundation.ReferenceConvertible { }
    // Apple: `where Subject : ObjectiveC.NSObject` (Foundation's NSObject on Linux).
    @_semantics("swiftui.localized.appendInterpolation_@_specifier") public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Foundation.Formatter? = nil) where Subject : Foundation.NSObject { }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_semantics("swiftui.localized.appendInterpolation_@_specifier") public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F : Foundation.FormatStyle, F.FormatInput : Swift.Equatable, F.FormatOutput == Swift.String { }
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @_semantics("swiftui.localized.appendInterpolation_@_specifier") public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F : Foundation.FormatStyle, F.FormatInput : Swift.Equatable, F.FormatOutput == Foundation.AttributedString { }
    @_transparent public mutating func appendInterpolation<T>(_ value: T) where T : _FormatSpecifiable {
            appendInterpolation(value, specifier: "")
        }
    @_semantics("swiftui.localized.appendInterpolation_param_specifier") public mutating func appendInterpolation<T>(_ value: T, specifier: Swift.String) where T : _FormatSpecifiable { }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_semantics("swiftui.localized.appendInterpolation_@_specifier") public mutating func appendInterpolation(_ text: Text) { }
    @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    @_semantics("swiftui.localized.appendInterpolation_@_specifier") public mutating func appendInterpolation(_ attributedString: Foundation.AttributedString) { }
    @available(*, unavailable, message: "Unsupported type for interpolation, see LocalizedStringKey.StringInterpolation for supported types.")
    public mutating func appendInterpolation<T>(_ view: T) where T : View { }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias StringLiteralType = Swift.String
  }
  public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Swift.Bool { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias ExtendedGraphemeClusterLiteralType = Swift.String
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias StringLiteralType = Swift.String
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias UnicodeScalarLiteralType = Swift.String
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension LocalizedStringKey.StringInterpolation {
  @_semantics("swiftui.localized.appendInterpolation_@_specifier") public mutating func appendInterpolation(accessibilityName color: Color) { }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LocalizedStringKey.StringInterpolation {
  @_semantics("swiftui.localized.appendInterpolation_@_specifier") public mutating func appendInterpolation(_ image: Image) { }
}

// `_FormatSpecifiable` is referenced by the [B.6] interpolation overloads but not excerpted.
// [iOS18 Core@224000]: the protocol and the integer, Float and Double conformances (CGFloat's below).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable : Swift.Equatable {
  associatedtype _Arg : Swift.CVarArg
  var _arg: Self._Arg { get }
  var _specifier: Swift.String { get }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.Int : _FormatSpecifiable {
  public var _arg: Swift.Int64 { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.Int8 : _FormatSpecifiable {
  public var _arg: Swift.Int32 { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.Int16 : _FormatSpecifiable {
  public var _arg: Swift.Int32 { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.Int32 : _FormatSpecifiable {
  public var _arg: Swift.Int32 { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.Int64 : _FormatSpecifiable {
  public var _arg: Swift.Int64 { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.UInt : _FormatSpecifiable {
  public var _arg: Swift.UInt64 { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.UInt8 : _FormatSpecifiable {
  public var _arg: Swift.UInt32 { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.UInt16 : _FormatSpecifiable {
  public var _arg: Swift.UInt32 { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.UInt32 : _FormatSpecifiable {
  public var _arg: Swift.UInt32 { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.UInt64 : _FormatSpecifiable {
  public var _arg: Swift.UInt64 { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.Float : _FormatSpecifiable {
  public var _arg: Swift.Float { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Swift.Double : _FormatSpecifiable {
  public var _arg: Swift.Double { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}
// [iOS18 Core@240000]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGFloat : _FormatSpecifiable {
  public var _arg: CGFloat { fatalError() }
  public var _specifier: Swift.String { fatalError() }
}

// MARK: - Image  [B.7]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image : Swift.Equatable, Swift.Sendable {
  @usableFromInline
  internal var _name: Swift.String
  public static func == (lhs: Image, rhs: Image) -> Swift.Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
  public init(_ name: Swift.String, bundle: Foundation.Bundle? = nil) { fatalError() }
  public init(_ name: Swift.String, bundle: Foundation.Bundle? = nil, label: Text) { fatalError() }
  @available(macOS 11.0, *)
  public init(systemName: Swift.String) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Image {
  public init(systemName: Swift.String, variableValue: Swift.Double?) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image : View {
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}

// Image.Scale [iOS18 Core@736000]. Known difference, off iOS only: Apple's enum also carries
// `@available(macOS 11.0, *)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
  public enum Scale : Swift.Hashable, Swift.Sendable {
    case small
    case medium
    case large
  }
}

// [B.7]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(macOS 11.0, *)
  @inlinable nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
        return _stubModified(self)
    }
}

// MARK: - Label  [B.7] + unavailable Sendable (pattern printed after every @MainActor view struct)

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct Label<Title, Icon> : View where Title : View, Icon : View {
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { }
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
@available(*, unavailable)
extension Label : Swift.Sendable {
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  nonisolated public init(_ titleKey: LocalizedStringKey, image name: Swift.String) { }
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: Swift.String) { }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, image name: Swift.String) where S : Swift.StringProtocol { }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: Swift.String) where S : Swift.StringProtocol { }
}

// MARK: - Font  [B.18] (+ nested types: [iOS18 Core@528000, Core@544000, Core@768000], below)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font : Swift.Hashable, Swift.Sendable {
  @usableFromInline
  internal var _id: Swift.Int
  public func hash(into hasher: inout Swift.Hasher) { }
  public static func == (lhs: Font, rhs: Font) -> Swift.Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  public static let largeTitle: Font = _stub()
  public static let title: Font = _stub()
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title2: Font = _stub()
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title3: Font = _stub()
  public static let headline: Font = _stub()
  public static let subheadline: Font = _stub()
  public static let body: Font = _stub()
  public static let callout: Font = _stub()
  public static let footnote: Font = _stub()
  public static let caption: Font = _stub()
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let caption2: Font = _stub()
  @available(visionOS 1.0, *)
  @available(iOS, unavailable)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let extraLargeTitle: Font = _stub()
  @available(visionOS 1.0, *)
  @available(iOS, unavailable)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let extraLargeTitle2: Font = _stub()
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @_disfavoredOverload public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @_disfavoredOverload public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { fatalError() }
}

// Font.TextStyle [iOS18 Core@528000], with the cases available on iOS (Apple also has visionOS-only
// `extraLargeTitle`/`extraLargeTitle2` and tvOS-only `caption3`, and its `allCases` is a `static let`);
// its Equatable/Hashable are in the tail [iOS18 Core@944000]. Font.Weight and Font's `weight(_:)`,
// `bold()`, `italic()`, `monospacedDigit()` [iOS18 Core@544000]; Weight's Sendable is in the tail
// [iOS18 Core@928000] and is written on the declaration here. Font.Design [iOS18 Core@768000].
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  public enum TextStyle : Swift.CaseIterable, Swift.Sendable {
    case largeTitle
    case title
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title2
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case caption2
    public static var allCases: [Font.TextStyle] { fatalError() }
  }
  @frozen public struct Weight : Swift.Hashable, Swift.Sendable {
    @usableFromInline
    internal var value: Swift.Double
    public static let ultraLight: Font.Weight = _stub()
    public static let thin: Font.Weight = _stub()
    public static let light: Font.Weight = _stub()
    public static let regular: Font.Weight = _stub()
    public static let medium: Font.Weight = _stub()
    public static let semibold: Font.Weight = _stub()
    public static let bold: Font.Weight = _stub()
    public static let heavy: Font.Weight = _stub()
    public static let black: Font.Weight = _stub()
  }
  public enum Design : Swift.Hashable, Swift.Sendable {
    case `default`
    @available(watchOS 7.0, *)
    case serif
    case rounded
    @available(watchOS 7.0, *)
    case monospaced
  }
  public func weight(_ weight: Font.Weight) -> Font { self }
  public func bold() -> Font { self }
  public func italic() -> Font { self }
  public func monospacedDigit() -> Font { self }
}
