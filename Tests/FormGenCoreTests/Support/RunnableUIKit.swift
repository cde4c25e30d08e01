import Foundation

/// A module named UIKit that runs on Linux: the few UIKit declarations the keyboard observer's
/// measuring uses, with working bodies, so that a test can place its anchor view in a window, move
/// things and post keyboard notifications. It is not the type-checking stub (Tests/SDKStubs),
/// which matches Apple's declarations and never runs; this one only has to behave as UIKit does
/// for these calls: views placed by frames in their superview, windows by frames in the screen,
/// `convert(_:to:)` between any two of them, and layout only when asked for and run
/// (`layoutIfNeeded`, as UIKit's layout pass does).
enum RunnableUIKit {
    static let source = #"""
        @_exported import Foundation

        @MainActor public protocol UICoordinateSpace: AnyObject {
            var bounds: CGRect { get }
            /// Where this space's origin lies in the screen's coordinate space.
            var originInScreen: CGPoint { get }
        }

        extension UICoordinateSpace {
            public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
                rect.offsetBy(
                    dx: originInScreen.x - coordinateSpace.originInScreen.x,
                    dy: originInScreen.y - coordinateSpace.originInScreen.y)
            }
        }

        @MainActor open class UIResponder: NSObject {
            nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
                "UIKeyboardWillChangeFrameNotification")
            nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
            nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
            nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
        }

        @MainActor open class UIView: UIResponder, UICoordinateSpace {
            /// A new size asks for layout, as in UIKit; a new origin does not.
            public var frame: CGRect {
                didSet { if frame.size != oldValue.size { setNeedsLayout() } }
            }
            public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
            open var isUserInteractionEnabled = true
            public private(set) weak var superview: UIView?
            public private(set) var subviews: [UIView] = []
            private var needsLayout = true

            public init(frame: CGRect) {
                self.frame = frame
                super.init()
            }

            public required init?(coder: NSCoder) {
                return nil
            }

            open var window: UIWindow? { superview?.window }

            public var originInScreen: CGPoint {
                let base = superview?.originInScreen ?? .zero
                return CGPoint(x: base.x + frame.minX, y: base.y + frame.minY)
            }

            public func addSubview(_ view: UIView) {
                view.superview = self
                subviews.append(view)
                view.windowChanged()
            }

            public func removeFromSuperview() {
                superview?.subviews.removeAll { $0 === self }
                superview = nil
                windowChanged()
            }

            private func windowChanged() {
                didMoveToWindow()
                for view in subviews { view.windowChanged() }
            }

            open func didMoveToWindow() {}
            open func setNeedsLayout() { needsLayout = true }
            open func layoutSubviews() {}

            public func layoutIfNeeded() {
                if needsLayout {
                    needsLayout = false
                    layoutSubviews()
                }
                for view in subviews { view.layoutIfNeeded() }
            }
        }

        @MainActor open class UIWindow: UIView {
            public var screen = UIScreen()
            open override var window: UIWindow? { self }
        }

        @MainActor open class UIScreen: NSObject {
            public let coordinateSpace: any UICoordinateSpace = ScreenSpace()
        }

        @MainActor final class ScreenSpace: UICoordinateSpace {
            var bounds: CGRect { CGRect(x: 0, y: 0, width: 768, height: 1024) }
            var originInScreen: CGPoint { .zero }
        }

        extension NSValue {
            public var cgRectValue: CGRect { rectValue }
        }
        """#

    /// Builds the module into `directory` and returns the compiler arguments that import and link it.
    static func build(in directory: URL) throws -> [String] {
        let file = directory.appendingPathComponent("UIKit.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = try Swiftc.run([
            "-parse-as-library", "-swift-version", "6", "-module-name", "UIKit", "-emit-module", "-emit-library",
            "-static", "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path,
            "-o", directory.appendingPathComponent("libUIKit.a").path, file.path,
        ])
        guard result.status == 0 else { throw BuildFailure(output: result.output) }
        return ["-I", directory.path, "-L", directory.path, "-lUIKit"]
    }

    struct BuildFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "the runnable UIKit does not build:\n\(output)" }
    }
}
