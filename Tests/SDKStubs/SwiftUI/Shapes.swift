// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// SwiftUI stub — ShapeStyle, Color, Material, Shape and the built-in shapes.
// See Core.swift for the provenance legend.

// MARK: - Animatable (simplified)
// [iOS18 Core@656000]. Known difference: Apple's `AnimatableData` is constrained to
// `VectorArithmetic` (with a default `animatableData` for `Self : VectorArithmetic`); that machinery
// is left out here.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
  associatedtype AnimatableData
  var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    @inlinable get { return EmptyAnimatableData() }
    @inlinable set { }
  }
}

// `extension EmptyAnimatableData : Swift.Sendable {}` [iOS18 Core@966546]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyAnimatableData : Swift.Equatable, Swift.Sendable {
  @inlinable public init() {}
}

// MARK: - ShapeStyle
// The protocol itself is not among the excerpts. [iOS18 Core@400000]: `public protocol ShapeStyle :
// Swift.Sendable`, not @MainActor (nor are its statics, [B.10] and [iOS18 Core@294000]). Its
// requirements (`_makeView`, `_apply(to:)`, `Resolved`, `resolve(in:)`) are omitted.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle : Swift.Sendable {
}

// [iOS18 Core@294000]
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  @_alwaysEmitIntoClient public static var primary: HierarchicalShapeStyle {
    get { .primary }
  }
  @_alwaysEmitIntoClient public static var secondary: HierarchicalShapeStyle {
    get { .secondary }
  }
  @_alwaysEmitIntoClient public static var tertiary: HierarchicalShapeStyle {
    get { .tertiary }
  }
  @_alwaysEmitIntoClient public static var quaternary: HierarchicalShapeStyle {
    get { .quaternary }
  }
}

@available(iOS 16.0, macOS 12.0, macCatalyst 15.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  @_alwaysEmitIntoClient public static var quinary: HierarchicalShapeStyle {
    get { .quinary }
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct HierarchicalShapeStyle : ShapeStyle {
  @usableFromInline
  internal var id: Swift.UInt32
  public static let primary: HierarchicalShapeStyle = _stub()
  public static let secondary: HierarchicalShapeStyle = _stub()
  public static let tertiary: HierarchicalShapeStyle = _stub()
  public static let quaternary: HierarchicalShapeStyle = _stub()
}

@available(iOS 16.0, macOS 12.0, macCatalyst 15.0, tvOS 17.0, watchOS 10.0, *)
extension HierarchicalShapeStyle {
  public static let quinary: HierarchicalShapeStyle = _stub()
}

// [B.10]
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ShapeStyle where Self == BackgroundStyle {
  @_alwaysEmitIntoClient public static var background: BackgroundStyle {
    get { .init() }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == ForegroundStyle {
  @_alwaysEmitIntoClient public static var foreground: ForegroundStyle {
    get { .init() }
  }
}

// ForegroundStyle / BackgroundStyle / TintShapeStyle / AnyShapeStyle [iOS18 Core@240000,
// Core@400000, Core@848000].
// [iOS18 Core@400000]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ForegroundStyle : ShapeStyle {
  @inlinable public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct BackgroundStyle : ShapeStyle {
  @inlinable public init() {}
}

// [iOS18 Core@848000]: not frozen.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TintShapeStyle : ShapeStyle {
  public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == TintShapeStyle {
  @_alwaysEmitIntoClient public static var tint: TintShapeStyle {
    get { .init() }
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct AnyShapeStyle : ShapeStyle {
  @usableFromInline
  internal var _id: Swift.Int
  public init<S>(_ style: S) where S : ShapeStyle { fatalError() }
}

// MARK: - Material
// [iOS18 Core@272000]; on iOS as Apple's. Known differences, off iOS only: Apple's `Material` and
// `Material : ShapeStyle` are watchOS 8.0 (here 10.0), and both `bar`s are tvOS-unavailable (here
// tvOS 15.0). Apple's ShapeStyle statics are `@_alwaysEmitIntoClient`.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material : Swift.Sendable {
  public static let regular: Material = _stub()
  public static let thick: Material = _stub()
  public static let thin: Material = _stub()
  public static let ultraThin: Material = _stub()
  public static let ultraThick: Material = _stub()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension Material {
  @available(watchOS, unavailable)
  public static let bar: Material = _stub()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension Material : ShapeStyle {
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
  public static var regularMaterial: Material { fatalError() }
  public static var thickMaterial: Material { fatalError() }
  public static var thinMaterial: Material { fatalError() }
  public static var ultraThinMaterial: Material { fatalError() }
  public static var ultraThickMaterial: Material { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
  @available(watchOS, unavailable)
  public static var bar: Material { fatalError() }
}

// MARK: - Color  [B.10]

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color : Swift.Hashable, Swift.CustomStringConvertible, Swift.Sendable {
  @usableFromInline
  internal var _id: Swift.Int
  public func hash(into hasher: inout Swift.Hasher) { }
  public static func == (lhs: Color, rhs: Color) -> Swift.Bool { fatalError() }
  public var description: Swift.String { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public static var accentColor: Color { fatalError() }
}

// Color.RGBColorSpace [iOS18 Core@160000]; its Equatable/Hashable conformances are in the tail
// [iOS18 Core@896000] (here implicit, as for any enum without associated values).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public enum RGBColorSpace : Swift.Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Swift.Double, green: Swift.Double, blue: Swift.Double, opacity: Swift.Double = 1) { fatalError() }
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Swift.Double, opacity: Swift.Double = 1) { fatalError() }
  public init(hue: Swift.Double, saturation: Swift.Double, brightness: Swift.Double, opacity: Swift.Double = 1) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public static let red: Color = _stub()
  public static let orange: Color = _stub()
  public static let yellow: Color = _stub()
  public static let green: Color = _stub()
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let mint: Color = _stub()
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let teal: Color = _stub()
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let cyan: Color = _stub()
  public static let blue: Color = _stub()
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let indigo: Color = _stub()
  public static let purple: Color = _stub()
  public static let pink: Color = _stub()
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let brown: Color = _stub()
  public static let white: Color = _stub()
  public static let gray: Color = _stub()
  public static let black: Color = _stub()
  public static let clear: Color = _stub()
  public static let primary: Color = _stub()
  public static let secondary: Color = _stub()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public init(_ name: Swift.String, bundle: Foundation.Bundle? = nil) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public func opacity(_ opacity: Swift.Double) -> Color { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color : ShapeStyle {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color : View {
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
  @_alwaysEmitIntoClient public static var red: Color {
    get { .red }
  }
  @_alwaysEmitIntoClient public static var orange: Color {
    get { .orange }
  }
  @_alwaysEmitIntoClient public static var yellow: Color {
    get { .yellow }
  }
  @_alwaysEmitIntoClient public static var green: Color {
    get { .green }
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient public static var mint: Color {
    get { .mint }
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient public static var teal: Color {
    get { .teal }
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient public static var cyan: Color {
    get { .cyan }
  }
  @_alwaysEmitIntoClient public static var blue: Color {
    get { .blue }
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient public static var indigo: Color {
    get { .indigo }
  }
  @_alwaysEmitIntoClient public static var purple: Color {
    get { .purple }
  }
  @_alwaysEmitIntoClient public static var pink: Color {
    get { .pink }
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient public static var brown: Color {
    get { .brown }
  }
  @_alwaysEmitIntoClient public static var white: Color {
    get { .white }
  }
  @_alwaysEmitIntoClient public static var gray: Color {
    get { .gray }
  }
  @_alwaysEmitIntoClient public static var black: Color {
    get { .black }
  }
  @_alwaysEmitIntoClient public static var clear: Color {
    get { .clear }
  }
}

// MARK: - Shape
// The protocol is not among the excerpts. [iOS18 Core@416000]: `protocol Shape : Swift.Sendable,
// Animatable, View, _RemoveGlobalActorIsolation` with `nonisolated func path(in:) -> Path`; its
// `role`, `layoutDirectionBehavior` and `sizeThatFits(_:)` requirements are omitted, and so is the
// `@_marker` protocol `_RemoveGlobalActorIsolation` [iOS18 Core@624000]. The [B.9] conformers print
// `nonisolated public func path(in:)` and are themselves *not* main-actor isolated, so they are
// declared `nonisolated struct` below (Swift 6.1+ spelling; Swift 6.3 would otherwise infer
// @MainActor through Shape's refinement of View).

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape : Swift.Sendable, Animatable, View {
  nonisolated func path(in rect: CGRect) -> Path
}

// [iOS18 Core@768000]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
}

// [iOS18 Core@448000]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape : Shape {
  associatedtype InsetShape : InsettableShape
  nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

// [iOS18 Core@272000]; `extension FillStyle : Swift.Sendable {}` is in the tail [iOS18 Core@912000]
// (here implicit: a @frozen public struct of Sendable stored properties).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle : Swift.Equatable {
  public var isEOFilled: Swift.Bool
  public var isAntialiased: Swift.Bool
  @inlinable public init(eoFill: Swift.Bool = false, antialiased: Swift.Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

// [iOS18 Core@832000]: not frozen.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle : Swift.Equatable, Swift.Hashable, Swift.Sendable {
  case circular
  case continuous
}

// [iOS18 Core@432000]: a subset of `Path`. Known differences: Apple's `addRect` is
// `addRect(_:transform: CGAffineTransform = .identity)`, Path is also LosslessStringConvertible, and
// `extension Path : Shape` is not stubbed.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path : Swift.Equatable, @unchecked Swift.Sendable {
  @usableFromInline
  internal var _storage: _StubLocation<Swift.Void>?
  public init() { _storage = nil }
  public init(_ rect: CGRect) { fatalError() }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
  public init(ellipseIn rect: CGRect) { fatalError() }
  public init(_ callback: (inout Path) -> ()) { fatalError() }
  public mutating func move(to end: CGPoint) { }
  public mutating func addLine(to end: CGPoint) { }
  public mutating func addRect(_ rect: CGRect) { }
  public mutating func closeSubpath() { }
  public static func == (a: Path, b: Path) -> Swift.Bool { fatalError() }
}

// [B.9]
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct Rectangle : Shape {
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  @inlinable nonisolated public init() {}
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AnimatableData = EmptyAnimatableData
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<Rectangle, ForegroundStyle>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct RoundedRectangle : Shape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  @inlinable nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
  @inlinable nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        let cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.init(cornerSize: cornerSize, style: style)
    }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  // Apple: `AnimatableData = CGSize.AnimatableData` (simplified, see Animatable above).
  public typealias AnimatableData = EmptyAnimatableData
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<RoundedRectangle, ForegroundStyle>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct Capsule : Shape {
  public var style: RoundedCornerStyle
  @inlinable nonisolated public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }
  nonisolated public func path(in r: CGRect) -> Path { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AnimatableData = EmptyAnimatableData
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<Capsule, ForegroundStyle>
}

// Circle [iOS18 Core@448000], written `nonisolated struct` like the [B.9] shapes; its iOS 16–17
// `sizeThatFits(_:)` and `layoutDirectionBehavior` are not stubbed.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct Circle : Shape {
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  @inlinable nonisolated public init() {}
  public typealias AnimatableData = EmptyAnimatableData
  public typealias Body = _ShapeView<Circle, ForegroundStyle>
}

// InsettableShape conformances of the built-in shapes [iOS18 Core@448000, Core@464000].
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Rectangle : InsettableShape {
  @inlinable nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RoundedRectangle : InsettableShape {
  @inlinable nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Capsule : InsettableShape {
  @inlinable nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Circle : InsettableShape {
  @inlinable nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

// `_ShapeView`: the Body of every shape and the result of `fill`. Referenced by [B.9];
// [iOS18 Core@768000].
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct _ShapeView<Content, Style> : View where Content : Shape, Style : ShapeStyle {
  @MainActor @preconcurrency public var shape: Content
  @MainActor @preconcurrency public var style: Style
  @MainActor @preconcurrency public var fillStyle: FillStyle
  @inlinable nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        fatalError()
    }
  public typealias Body = Swift.Never
  public var body: Swift.Never { fatalError() }
}
@available(*, unavailable)
extension _ShapeView : Swift.Sendable {
}

// [B.9] — the iOS 17 `fill`/`stroke` overloads that return `_ShapeView` / `StrokeShapeView` are
// represented by `fill` only (StrokeShapeView is not modelled; `stroke` resolves to the
// `some View` overloads below).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  @inlinable @_disfavoredOverload nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S : ShapeStyle {
        return _ShapeView(shape: self, style: content, fillStyle: style)
    }
  @inlinable @_disfavoredOverload nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S : ShapeStyle {
        return _ShapeView(shape: self, style: content)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape {
  @_alwaysEmitIntoClient nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S : ShapeStyle {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
}
