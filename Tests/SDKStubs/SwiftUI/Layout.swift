// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// SwiftUI stub — geometry types, stacks, and layout / appearance modifiers.
// See Core.swift for the provenance legend.

// MARK: - Edge, HorizontalEdge, VerticalEdge  [B.18]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge : Swift.Int8, Swift.CaseIterable {
  case top, leading, bottom, trailing
  @frozen public struct Set : Swift.OptionSet {
    public typealias Element = Edge.Set
    public let rawValue: Swift.Int8
    public init(rawValue: Swift.Int8) { self.rawValue = rawValue }
    public static let top: Edge.Set = .init(rawValue: 1)
    public static let leading: Edge.Set = .init(rawValue: 2)
    public static let bottom: Edge.Set = .init(rawValue: 4)
    public static let trailing: Edge.Set = .init(rawValue: 8)
    public static let all: Edge.Set = .init(rawValue: 15)
    public static let horizontal: Edge.Set = .init(rawValue: 10)
    public static let vertical: Edge.Set = .init(rawValue: 5)
    public init(_ e: Edge) { fatalError() }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias ArrayLiteralElement = Edge.Set.Element
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias RawValue = Swift.Int8
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum HorizontalEdge : Swift.Int8, Swift.CaseIterable, Swift.Codable {
  case leading
  case trailing
  @frozen public struct Set : Swift.OptionSet {
    public typealias Element = HorizontalEdge.Set
    public let rawValue: Swift.Int8
    public init(rawValue: Swift.Int8) { self.rawValue = rawValue }
    public static let leading: HorizontalEdge.Set = .init(rawValue: 1)
    public static let trailing: HorizontalEdge.Set = .init(rawValue: 2)
    public static let all: HorizontalEdge.Set = .init(rawValue: 3)
    public init(_ edge: HorizontalEdge) { fatalError() }
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias ArrayLiteralElement = HorizontalEdge.Set.Element
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias RawValue = Swift.Int8
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum VerticalEdge : Swift.Int8, Swift.CaseIterable, Swift.Codable {
  case top
  case bottom
  @frozen public struct Set : Swift.OptionSet {
    public typealias Element = VerticalEdge.Set
    public let rawValue: Swift.Int8
    public init(rawValue: Swift.Int8) { self.rawValue = rawValue }
    public static let top: VerticalEdge.Set = .init(rawValue: 1)
    public static let bottom: VerticalEdge.Set = .init(rawValue: 2)
    public static let all: VerticalEdge.Set = .init(rawValue: 3)
    public init(_ e: VerticalEdge) { fatalError() }
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias ArrayLiteralElement = VerticalEdge.Set.Element
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias RawValue = Swift.Int8
  }
}

// MARK: - Alignment  [B.18] + [iOS18 Core@500000] (text-baseline combinations)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment : Swift.Equatable {
  @usableFromInline
  internal let _key: Swift.UInt
  public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Swift.Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment : Swift.Equatable {
  @usableFromInline
  internal let _key: Swift.UInt
  public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Swift.Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment : Swift.Equatable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
  public static func == (a: Alignment, b: Alignment) -> Swift.Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment {
  public static let leading: HorizontalAlignment = _stub()
  public static let center: HorizontalAlignment = _stub()
  public static let trailing: HorizontalAlignment = _stub()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VerticalAlignment {
  public static let top: VerticalAlignment = _stub()
  public static let center: VerticalAlignment = _stub()
  public static let bottom: VerticalAlignment = _stub()
  public static let firstTextBaseline: VerticalAlignment = _stub()
  public static let lastTextBaseline: VerticalAlignment = _stub()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment {
  public static let center: Alignment = _stub()
  public static let leading: Alignment = _stub()
  public static let trailing: Alignment = _stub()
  public static let top: Alignment = _stub()
  public static let bottom: Alignment = _stub()
  public static let topLeading: Alignment = _stub()
  public static let topTrailing: Alignment = _stub()
  public static let bottomLeading: Alignment = _stub()
  public static let bottomTrailing: Alignment = _stub()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment {
  @_alwaysEmitIntoClient public static var centerFirstTextBaseline: Alignment {
    get {
        .init(horizontal: .center, vertical: .firstTextBaseline) }
  }
  @_alwaysEmitIntoClient public static var centerLastTextBaseline: Alignment {
    get {
        .init(horizontal: .center, vertical: .lastTextBaseline) }
  }
  @_alwaysEmitIntoClient public static var leadingFirstTextBaseline: Alignment {
    get {
        .init(horizontal: .leading, vertical: .firstTextBaseline) }
  }
  @_alwaysEmitIntoClient public static var leadingLastTextBaseline: Alignment {
    get {
        .init(horizontal: .leading, vertical: .lastTextBaseline) }
  }
  @_alwaysEmitIntoClient public static var trailingFirstTextBaseline: Alignment {
    get {
        .init(horizontal: .trailing, vertical: .firstTextBaseline) }
  }
  @_alwaysEmitIntoClient public static var trailingLastTextBaseline: Alignment {
    get {
        .init(horizontal: .trailing, vertical: .lastTextBaseline) }
  }
}

// MARK: - Axis  [B.18]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis : Swift.Int8, Swift.CaseIterable {
  case horizontal
  case vertical
  @frozen public struct Set : Swift.OptionSet {
    public typealias Element = Axis.Set
    public let rawValue: Swift.Int8
    public init(rawValue: Swift.Int8) { self.rawValue = rawValue }
    public static let horizontal: Axis.Set = .init(rawValue: 1)
    public static let vertical: Axis.Set = .init(rawValue: 2)
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias ArrayLiteralElement = Axis.Set.Element
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias RawValue = Swift.Int8
  }
}

// MARK: - EdgeInsets
// [iOS18 Core@464000]; `extension EdgeInsets : Swift.Sendable {}` is in the tail [iOS18 Core@880000]
// (here implicit: a @frozen public struct of Sendable stored properties).

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EdgeInsets : Swift.Equatable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
  @inlinable public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

// MARK: - Stacks, Spacer, Divider  [B.8] + [iOS18 Core@0] (ZStack's unavailable Sendable)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct ZStack<Content> : View where Content : View {
  @inlinable nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}
@available(*, unavailable)
extension ZStack : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct VStack<Content> : View where Content : View {
  @inlinable nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}
@available(*, unavailable)
extension VStack : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct HStack<Content> : View where Content : View {
  @inlinable nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}
@available(*, unavailable)
extension HStack : Swift.Sendable {
}

// Spacer: the one view whose initialiser is main-actor isolated (not `nonisolated`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct Spacer {
  @MainActor @preconcurrency public var minLength: CGFloat?
  @inlinable @MainActor @preconcurrency public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Swift.Never
}
@available(*, unavailable)
extension Spacer : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Spacer : View {
  public var body: Swift.Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Divider : View {
  nonisolated public init() { }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}
@available(*, unavailable)
extension Divider : Swift.Sendable {
}

// MARK: - frame, padding  [B.11]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        return _stubModified(self)
    }
  @available(*, deprecated, message: "Please pass one or more parameters.")
  @inlinable nonisolated public func frame() -> some View {
        return frame(width: nil, height: nil, alignment: .center)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        return _stubModified(self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        return _stubModified(self)
    }
  @inlinable nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        return _stubModified(self)
    }
  @inlinable nonisolated public func padding(_ length: CGFloat) -> some View {
        return padding(.all, length)
    }
}

// MARK: - background, overlay  [B.11]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @inlinable @_disfavoredOverload nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background : View {
        return _stubModified(self)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View {
        _stubModified(self)
    }
  @inlinable nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        _stubModified(self)
    }
  @inlinable nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle {
        _stubModified(self)
    }
  @inlinable nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S : Shape {
        _stubModified(self)
    }
  @inlinable nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : Shape {
        _stubModified(self)
    }
  @inlinable nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S : InsettableShape {
        _stubModified(self)
    }
  @inlinable nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : InsettableShape {
        _stubModified(self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @inlinable @_disfavoredOverload nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay : View {
        return _stubModified(self)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View {
        _stubModified(self)
    }
  @inlinable nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle {
        _stubModified(self)
    }
  @inlinable nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : Shape {
        _stubModified(self)
    }
}

// MARK: - foregroundStyle, foregroundColor, font, tint  [B.11]

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle {
        _stubModified(self)
    }
  @inlinable nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1 : ShapeStyle, S2 : ShapeStyle {
        _stubModified(self)
    }
  @inlinable nonisolated public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View where S1 : ShapeStyle, S2 : ShapeStyle, S3 : ShapeStyle {
        _stubModified(self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @inlinable nonisolated public func foregroundColor(_ color: Color?) -> some View {
        return _stubModified(self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func font(_ font: Font?) -> some View {
        return _stubModified(self)
    }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { _stubModified(self) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func bold(_ isActive: Swift.Bool = true) -> some View { _stubModified(self) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  @inlinable nonisolated public func tint<S>(_ tint: S?) -> some View where S : ShapeStyle {
        return _stubModified(self)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable @_disfavoredOverload nonisolated public func tint(_ tint: Color?) -> some View {
        _stubModified(self)
    }
}

// MARK: - safe area  [B.14]

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V : View {
        _stubModified(self)
    }
  @inlinable nonisolated public func safeAreaInset<V>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V : View {
        _stubModified(self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @inlinable nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        return _stubModified(self)
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  @inlinable nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        return _stubModified(self)
    }
}

// [B.14] + [iOS18 Core@966546] (`extension SafeAreaRegions : Swift.Sendable {}` in the tail)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions : Swift.OptionSet {
  public let rawValue: Swift.UInt
  @inlinable public init(rawValue: Swift.UInt) { self.rawValue = rawValue }
  public static let container: SafeAreaRegions = .init(rawValue: 1)
  public static let keyboard: SafeAreaRegions = .init(rawValue: 2)
  public static let all: SafeAreaRegions = .init(rawValue: 3)
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias ArrayLiteralElement = SafeAreaRegions
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias Element = SafeAreaRegions
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias RawValue = Swift.UInt
}

// MARK: - id(_:)  [iOS18 Core@813000]
// Read directly from the iOS 18.0 SwiftUICore interface, window at character 813000 (between
// `IDView`, the package-level view it returns, and `ColorScheme`). Apple's inlinable body returns
// `IDView(self, id: id)`; `IDView` is `package`, so the stub returns its own placeholder.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func id<ID>(_ id: ID) -> some View where ID : Swift.Hashable {
        return _stubModified(self)
    }
}

// MARK: - misc. view modifiers  [B.18]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func disabled(_ disabled: Swift.Bool) -> some View {
        return _stubModified(self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func fixedSize(horizontal: Swift.Bool, vertical: Swift.Bool) -> some View {
        return _stubModified(self)
    }
  @inlinable nonisolated public func fixedSize() -> some View {
        return fixedSize(horizontal: true, vertical: true)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func opacity(_ opacity: Swift.Double) -> some View {
        return _stubModified(self)
    }
}

// TextAlignment [iOS18 Core@720000] (`@frozen public enum TextAlignment : Swift.Hashable,
// Swift.CaseIterable`); `extension TextAlignment : Sendable {}` is in the tail [iOS18 Core@966546]
// and is written on the declaration here.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum TextAlignment : Swift.Hashable, Swift.CaseIterable, Swift.Sendable {
  case leading
  case center
  case trailing
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        return _stubModified(self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @inlinable nonisolated public func lineLimit(_ number: Swift.Int?) -> some View {
        _stubModified(self)
    }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: Swift.PartialRangeFrom<Swift.Int>) -> some View { _stubModified(self) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: Swift.PartialRangeThrough<Swift.Int>) -> some View { _stubModified(self) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: Swift.ClosedRange<Swift.Int>) -> some View { _stubModified(self) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: Swift.Int, reservesSpace: Swift.Bool) -> some View { _stubModified(self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S : Shape {
        return _stubModified(self)
    }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @inlinable nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Swift.Bool = true) -> some View {
        return _stubModified(self)
    }
}

// ContentShapeKinds [iOS18 Core@176000]; `focusEffect` (unavailable on iOS) is left out. Known
// difference, off iOS only: Apple's `contextMenuPreview` is macOS-unavailable and tvOS 17.0 (here
// macOS 12.0 and tvOS-unavailable), and its `hoverEffect` is tvOS 18.0 (here 17.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ContentShapeKinds : Swift.OptionSet, Swift.Sendable {
  public var rawValue: Swift.Int
  public init(rawValue: Swift.Int) { self.rawValue = rawValue }
  public static let interaction: ContentShapeKinds = .init(rawValue: 1)
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let dragPreview: ContentShapeKinds = .init(rawValue: 2)
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let contextMenuPreview: ContentShapeKinds = .init(rawValue: 4)
  @available(iOS 15.0, tvOS 17.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static let hoverEffect: ContentShapeKinds = .init(rawValue: 8)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let accessibility: ContentShapeKinds = .init(rawValue: 16)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func contentShape<S>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Swift.Bool = false) -> some View where S : Shape {
        _stubModified(self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func contentShape<S>(_ shape: S, eoFill: Swift.Bool = false) -> some View where S : Shape {
        return _stubModified(self)
    }
}

// [iOS18 UI@316479]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func allowsHitTesting(_ enabled: Swift.Bool) -> some View {
        return _stubModified(self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func hidden() -> some View {
        return _stubModified(self)
    }
}

// layoutPriority [iOS18 Core@640000], animation(_:value:) [iOS18 Core@576000], the deprecated
// animation(_:) [iOS18 Core@768000], transition [iOS18 Core@848000].
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func layoutPriority(_ value: Swift.Double) -> some View {
        _stubModified(self)
    }
  @inlinable nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V : Swift.Equatable {
        _stubModified(self)
    }
  @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 8.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use withAnimation or animation(_:value:) instead.")
  @_disfavoredOverload @inlinable nonisolated public func animation(_ animation: Animation?) -> some View {
        _stubModified(self)
    }
  // [iOS18 Core@848000]: disfavoured, as iOS 17 adds `transition<T: Transition>(_:)`.
  @inlinable @_disfavoredOverload nonisolated public func transition(_ t: AnyTransition) -> some View {
        _stubModified(self)
    }
}

// AnyTransition [iOS18 Core@704000] (the struct, its unavailable Sendable, `identity`,
// `combined(with:)`, `animation(_:)`; Apple's iOS 17 `init<T: Transition>(_:)` is not stubbed),
// `opacity` [iOS18 Core@192000], `slide` [iOS18 Core@368000], `scale`/`scale(scale:anchor:)`
// [iOS18 Core@832000], `move(edge:)` [iOS18 Core@160000], `asymmetric` [iOS18 Core@208000];
// `push(from:)` is [iOS18 Core@500000].
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyTransition {
  @usableFromInline
  internal var _box: _StubLocation<Swift.Void>?
}
@available(*, unavailable)
extension AnyTransition : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
  public static let identity: AnyTransition = _stub()
  public static let opacity: AnyTransition = _stub()
  public static var slide: AnyTransition { fatalError() }
  public static var scale: AnyTransition { fatalError() }
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { fatalError() }
  public static func move(edge: Edge) -> AnyTransition { fatalError() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { fatalError() }
  public func combined(with other: AnyTransition) -> AnyTransition { fatalError() }
  public func animation(_ animation: Animation?) -> AnyTransition { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension AnyTransition {
  public static func push(from edge: Edge) -> AnyTransition { fatalError() }
}

// UnitPoint [iOS18 Core@416000]; `extension UnitPoint : Swift.Sendable {}` is in the tail
// [iOS18 Core@896000] and is written on the declaration here.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint : Swift.Hashable, Swift.Sendable {
  public var x: CGFloat
  public var y: CGFloat
  @inlinable public init() { self.init(x: 0, y: 0) }
  @inlinable public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
  public static let zero: UnitPoint = .init(x: 0, y: 0)
  public static let center: UnitPoint = .init(x: 0.5, y: 0.5)
  public static let leading: UnitPoint = .init(x: 0, y: 0.5)
  public static let trailing: UnitPoint = .init(x: 1, y: 0.5)
  public static let top: UnitPoint = .init(x: 0.5, y: 0)
  public static let bottom: UnitPoint = .init(x: 0.5, y: 1)
  public static let topLeading: UnitPoint = .init(x: 0, y: 0)
  public static let topTrailing: UnitPoint = .init(x: 1, y: 0)
  public static let bottomLeading: UnitPoint = .init(x: 0, y: 1)
  public static let bottomTrailing: UnitPoint = .init(x: 1, y: 1)
}

// MARK: - GeometryReader, GeometryProxy, CoordinateSpace
// [iOS18 Core@336000, Core@352000, Core@720000]: the content closure is not main-actor isolated,
// and GeometryProxy and CoordinateSpace are not Sendable.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct GeometryReader<Content> : View where Content : View {
  @MainActor @preconcurrency public var content: (GeometryProxy) -> Content
  // [iOS18 Core@336000]
  @inlinable nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}
@available(*, unavailable)
extension GeometryReader : Swift.Sendable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
  public var size: CGSize { fatalError() }
  public var safeAreaInsets: EdgeInsets { fatalError() }
  // [iOS18 Core@352000]; the iOS 17 overload taking `some CoordinateSpaceProtocol` is not stubbed.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @_disfavoredOverload public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}
@available(*, unavailable)
extension GeometryProxy : Swift.Sendable {
}

// [iOS18 Core@720000]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum CoordinateSpace {
  case global
  case local
  case named(Swift.AnyHashable)
}
@available(*, unavailable)
extension CoordinateSpace : Swift.Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CoordinateSpace {
  public var isGlobal: Swift.Bool { fatalError() }
  public var isLocal: Swift.Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CoordinateSpace : Swift.Equatable, Swift.Hashable {
}

// MARK: - ProposedViewSize  (for UIViewRepresentable.sizeThatFits, Representable.swift)
// [iOS18 Core@368000]; `extension ProposedViewSize : Swift.Sendable {}` is in the tail
// [iOS18 Core@928000] and is written on the declaration here.

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize : Swift.Equatable, Swift.Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public static let zero: ProposedViewSize = ProposedViewSize(width: 0, height: 0)
  public static let unspecified: ProposedViewSize = ProposedViewSize(width: nil, height: nil)
  public static let infinity: ProposedViewSize = ProposedViewSize(width: .infinity, height: .infinity)
  @inlinable public init(width: CGFloat?, height: CGFloat?) {
    (self.width, self.height) = (width, height)
  }
  @inlinable public init(_ size: CGSize) {
    (self.width, self.height) = (size.width, size.height)
  }
  @inlinable public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
