import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// The support files' keyboard logic, compiled from the golden support files and run: how much of
/// a view the keyboard covers (`FormGenKeyboardGeometry.overlap`), on keyboard frames that UIKit
/// reported on real devices; what a secure field keeps on the first change after hiding a revealed
/// password (`FormGenSecureEntry`); when the keyboard observer pads and leaves SwiftUI's avoidance
/// on (`FormGenKeyboardAvoidance`); how it plays the keyboard's animation
/// (`FormGenKeyboardAnimation`); and its measuring view (`FormGenKeyboardAnchorView`), against a
/// runnable stand-in for UIKit.
@Suite struct KeyboardGeometryTests {
    /// One keyboard end frame against one view frame, both in screen points.
    struct Row {
        var name: String
        var keyboard: (x: Double, y: Double, width: Double, height: Double)
        var view: (x: Double, y: Double, width: Double, height: Double)
        var expected: Double
    }

    /// Keyboard frames as UIKit reported them (`UIKeyboardFrameEndUserInfoKey`, or begin frames
    /// where noted), each with where it was published. Where a source gives a height but no
    /// origin, the origin is the one a keyboard docked at the bottom of that screen has (the
    /// screen's height less the keyboard's), and the row says so. View frames are layouts chosen
    /// for the test, not measurements.
    ///
    /// No published frame could be found for these cases, which the table therefore leaves out:
    /// a 393 × 852 iPhone (iPhone 14 Pro, 15, 15 Pro, 16) in landscape; an iPad floating keyboard's
    /// own frame (sources give only its height as 0; the rule for it is checked in `ruleRows`, on
    /// frames made up for the purpose); a split or undocked keyboard logged since iPadOS 13.
    static let recordedRows: [Row] = [
        // github.com/So-So-Happy/SoSoHappy-iOS at 604b78b0134eccc27987d490d27385bf04d3dbcb,
        // SignUpViewController.swift: a 393 × 852 iPhone (the file's preview names the iPhone 14
        // Pro, the screen of the 15 and 15 Pro too), RxKeyboard's end frame from
        // keyboardWillChangeFrame: "(0.0, 516.0, 393.0, 336.0)".
        Row(
            name: "393 × 852 iPhone, portrait, full-screen form", keyboard: (0, 516, 393, 336),
            view: (0, 0, 393, 852), expected: 336),
        Row(
            name: "393 × 852 iPhone, form above the 34-point home-indicator inset", keyboard: (0, 516, 393, 336),
            view: (0, 0, 393, 818), expected: 302),
        Row(
            name: "393 × 852 iPhone, form in a sheet 59 points below the top", keyboard: (0, 516, 393, 336),
            view: (0, 59, 393, 793), expected: 336),
        // The same app at d23ae2f7b9cbfd0031882fa603dc360ea9b2e6e1, AddStep3ViewController.swift:
        // "(0.0, 472.0, 393.0, 380.0)" showing and "(0.0, 852.0, 393.0, 380.0)" hiding, offscreen.
        Row(
            name: "393 × 852 iPhone, a 380-point keyboard", keyboard: (0, 472, 393, 380),
            view: (0, 0, 393, 852), expected: 380),
        Row(
            name: "393 × 852 iPhone, keyboard moving offscreen", keyboard: (0, 852, 393, 380),
            view: (0, 0, 393, 852), expected: 0),
        // github.com/bob910078/iOS_note at 6c4c50083e7b91720c2031dd4a9065aa0a59d8df, "Keyboard
        // Notification.md", iPhone SE (2nd generation) portrait:
        // "UIKeyboardFrameEndUserInfoKey: NSRect: {{0, 407}, {375, 260}}".
        Row(
            name: "iPhone SE (2nd generation), portrait, full-screen form", keyboard: (0, 407, 375, 260),
            view: (0, 0, 375, 667), expected: 260),
        Row(
            name: "iPhone SE (2nd generation), form above a 49-point tab bar", keyboard: (0, 407, 375, 260),
            view: (0, 0, 375, 618), expected: 211),
        // github.com/cjwirth/RichEditorView/issues/102: a 375 × 667 iPhone, default keyboard,
        // "UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 451}, {375, 216}}".
        Row(
            name: "375 × 667 iPhone, portrait, full-screen form", keyboard: (0, 451, 375, 216),
            view: (0, 0, 375, 667), expected: 216),
        Row(
            name: "375 × 667 iPhone, form above a 49-point tab bar", keyboard: (0, 451, 375, 216),
            view: (0, 0, 375, 618), expected: 167),
        Row(
            name: "375 × 667 iPhone, form in a sheet 10 points below the top", keyboard: (0, 451, 375, 216),
            view: (0, 10, 375, 657), expected: 216),
        // github.com/kgn/KGKeyboardChangeManager/issues/2: a 3.5-inch (320 × 480) iPhone, keyboard
        // hiding: "UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 744}, {320, 216}}", below the screen.
        Row(
            name: "320 × 480 iPhone, keyboard moving offscreen", keyboard: (0, 744, 320, 216),
            view: (0, 0, 320, 480), expected: 0),
        // github.com/lionheart/openradar-mirror/issues/19513 (rdar 38117524): iPad keyboard
        // frames "(0.0, 1024.0, 768.0, 313.0)" portrait and "(0.0, 768.0, 1024.0, 398.0)" landscape,
        // both begin frames at the bottom edge of the screen, that is, offscreen.
        Row(
            name: "768 × 1024 iPad, keyboard offscreen below the screen", keyboard: (0, 1024, 768, 313),
            view: (0, 0, 768, 1024), expected: 0),
        // The same heights docked (origin derived: 1024 − 313 = 711, 768 − 398 = 370).
        Row(
            name: "768 × 1024 iPad, portrait, full-screen form", keyboard: (0, 711, 768, 313),
            view: (0, 0, 768, 1024), expected: 313),
        Row(
            name: "1024 × 768 iPad, landscape, full-screen form", keyboard: (0, 370, 1024, 398),
            view: (0, 0, 1024, 768), expected: 398),
        Row(
            name: "768 × 1024 iPad, portrait, 540 × 620 form sheet, centred", keyboard: (0, 711, 768, 313),
            view: (114, 202, 540, 620), expected: 111),
        // github.com/ionic-team/ionic-plugin-keyboard/pull/273: with a hardware keyboard the iPad
        // shows only its shortcuts bar, 55 points high (313 for the software keyboard). Origin
        // derived for a 768 × 1024 iPad: 1024 − 55 = 969.
        Row(
            name: "768 × 1024 iPad, hardware keyboard's shortcuts bar", keyboard: (0, 969, 768, 55),
            view: (0, 0, 768, 1024), expected: 55),
        Row(
            name: "768 × 1024 iPad, shortcuts bar below a centred form sheet", keyboard: (0, 969, 768, 55),
            view: (114, 202, 540, 620), expected: 0),
        // stackoverflow.com/questions/32319697 (iOS 9, iPad, Bluetooth keyboard): the end frame
        // keeps the software keyboard's 313-point height, "the majority of the keyboard is
        // offscreen", and only 55 points of it are on the screen. Origin derived: 1024 − 55 = 969.
        Row(
            name: "768 × 1024 iPad, shortcuts bar as a 313-point frame mostly below the screen",
            keyboard: (0, 969, 768, 313), view: (0, 0, 768, 1024), expected: 55),
        // stackoverflow.com/questions/10749311: undocking or splitting a 768-point iPad keyboard
        // from its menu gave "UIKeyboardFrameEndUserInfoKey = NSRect: {{0, -264}, {768, 304}}", a
        // frame above the screen that covers only its top 40 points.
        Row(
            name: "768 × 1024 iPad, keyboard undocked from its menu", keyboard: (0, -264, 768, 304),
            view: (0, 0, 768, 1024), expected: 0),
        // github.com/flutter/engine, FlutterViewController.mm, calculateKeyboardAttachMode: "If
        // keyboard's dimensions and position are all zeroes, that means it's a Minimized/Expanded
        // Shortcuts Bar that has been dropped after dragging".
        Row(
            name: "iPad shortcuts bar dropped after dragging (an all-zero frame)", keyboard: (0, 0, 0, 0),
            view: (0, 0, 768, 1024), expected: 0),
    ]

    /// The rule on frames made up for the purpose (no device reported them): a floating keyboard,
    /// an undocked keyboard in the middle of the view, and a form that ends above the screen's
    /// bottom by a home-indicator inset.
    static let ruleRows: [Row] = [
        Row(
            name: "floating keyboard narrower than the view", keyboard: (300, 500, 320, 250),
            view: (0, 0, 768, 1024), expected: 0),
        Row(
            name: "undocked keyboard in the middle of the view", keyboard: (0, 400, 768, 304),
            view: (0, 0, 768, 1024), expected: 624),
        Row(
            name: "form ending 34 points above the keyboard's bottom", keyboard: (0, 500, 400, 300),
            view: (0, 0, 400, 766), expected: 266),
        Row(
            name: "keyboard covering all of a short view", keyboard: (0, 500, 400, 300),
            view: (0, 600, 400, 100), expected: 100),
        Row(
            name: "floating keyboard beside a narrower form (an iPad sidebar)", keyboard: (-600, 520, 320, 260),
            view: (0, 0, 320, 900), expected: 0),
        Row(
            name: "keyboard ending where the form begins", keyboard: (-320, 500, 320, 300),
            view: (0, 0, 320, 900), expected: 0),
        Row(
            name: "no keyboard yet (a null frame)", keyboard: (.infinity, .infinity, 0, 0), view: (0, 0, 400, 800),
            expected: 0),
    ]

    /// The first change to a secure field after hiding moved focus there.
    static let secureRows: [(old: String, new: String, expected: String)] = [
        ("secret", "", "secre"),  // delete: UIKit emptied the field; the last character goes
        ("secret", "x", "secretx"),  // a keystroke: UIKit replaced the text with it
        ("secret", "secretx", "secretx"),  // an edit that kept the text
        ("secret", "hunter22", "hunter22"),  // AutoFill or a paste that replaced it
        ("", "x", "x"),  // nothing to keep
    ]

    static func literal(_ rect: (x: Double, y: Double, width: Double, height: Double)) -> String {
        if rect.x.isInfinite { return "CGRect.null" }
        return "CGRect(x: \(rect.x), y: \(rect.y), width: \(rect.width), height: \(rect.height))"
    }

    @Test func keyboardOverlapAndSecureEntryOnRecordedFrames() throws {
        let rows = Self.recordedRows + Self.ruleRows
        var driver = """
            #if canImport(CoreGraphics)
            import CoreGraphics
            #else
            import Foundation
            #endif

            """
        for row in rows {
            driver += """
                print(FormGenKeyboardGeometry.overlap(keyboard: \(Self.literal(row.keyboard)), view: \(Self.literal(row.view))))

                """
        }
        for row in Self.secureRows {
            driver += """
                print(FormGenSecureEntry.text(afterFirstChangeFrom: "\(row.old)", to: "\(row.new)"))

                """
        }
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        try driver.write(to: main, atomically: true, encoding: .utf8)
        let executable = directory.appendingPathComponent("geometry")
        let support = OutputKind.targetFileNames.map { GoldenTests.golden.appendingPathComponent($0).path }
        let build = try Swiftc.run(
            ["-swift-version", "6", "-warnings-as-errors", "-o", executable.path, main.path] + support)
        try #require(build.status == 0, "\(build.output)")
        let run = try Swiftc.execute(executable)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count == rows.count + Self.secureRows.count + 1, "\(run.output)")
        for (row, line) in zip(rows, lines) {
            #expect(Double(line) == row.expected, "\(row.name): \(line)")
        }
        for (row, line) in zip(Self.secureRows, lines.dropFirst(rows.count)) {
            #expect(line == row.expected, "\(row.old) → \(row.new): \(line)")
        }
    }

    /// Compiles `driver` as a Swift 6 program with `files` and `arguments`, runs it, and returns
    /// the lines it printed.
    static func run(_ driver: String, files: [String], arguments: [String] = [], in directory: URL) throws -> [String] {
        let main = directory.appendingPathComponent("main.swift")
        try driver.write(to: main, atomically: true, encoding: .utf8)
        let executable = directory.appendingPathComponent("driver")
        let build = try Swiftc.run(
            ["-swift-version", "6", "-warnings-as-errors", "-o", executable.path, main.path] + files + arguments)
        try #require(build.status == 0, "\(build.output)")
        let run = try Swiftc.execute(executable)
        #expect(run.status == 0, "\(run.output)")
        return run.standardOutput.split(separator: "\n").map(String.init)
    }

    /// A keyboard observer on one field (PaymentNoteForm's, on `note`) pads only while that field
    /// has focus, and switches SwiftUI's own keyboard avoidance off only while it pads: with
    /// `cardNumber` (a number pad, which has no return key) or `pin` focused, SwiftUI still keeps
    /// the form and its navigation bar above the keyboard.
    @Test func anObserverThatDoesNotPadLeavesTheFormToSwiftUIsAvoidance() throws {
        let driver = """
            #if canImport(CoreGraphics)
            import CoreGraphics
            #else
            import Foundation
            #endif

            func report(_ name: String, _ padding: CGFloat) {
                print("\\(name): padding \\(padding), SwiftUI's avoidance off: \\(FormGenKeyboardAvoidance.ignoresKeyboardSafeArea(padding: padding))")
            }

            // 336 points: the keyboard of a 393 × 852 iPhone over a full-screen form.
            for field in PaymentNoteForm.focusOrder {
                // What FormGenEnumBarFocus.isActive answers for the observer's modifier.
                let isActive = FormGenBarRule.shows(focus: field, whenMatches: PaymentNoteForm.keyboardObserverFields)
                report("\\(field)", FormGenKeyboardAvoidance.padding(overlap: 336, isActive: isActive))
            }
            // An observer for the whole form, with the keyboard away or floating beside the form.
            report("no overlap", FormGenKeyboardAvoidance.padding(overlap: 0, isActive: true))
            """
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = try Self.run(driver, files: try TypeCheckTests.goldenFiles(), in: directory)
        #expect(
            lines == [
                "cardNumber: padding 0.0, SwiftUI's avoidance off: false",
                "pin: padding 0.0, SwiftUI's avoidance off: false",
                "note: padding 336.0, SwiftUI's avoidance off: true",
                "no overlap: padding 0.0, SwiftUI's avoidance off: false",
            ])
    }

    /// The keyboard's curve 7 has no public `UIView.AnimationCurve` case and is not an ease-out:
    /// it is played as a critically damped spring with the mass and stiffness of the Core Animation
    /// spring UIKit runs for it, which has settled within the 0.5 seconds that spring runs. The
    /// public curves keep the notification's duration; a duration of 0 is no animation.
    @Test func theKeyboardsOwnCurveIsPlayedAsACriticallyDampedSpring() throws {
        let driver = """
            for (duration, curve) in [(0.25, 7), (0.25, nil), (0.5, 42), (0.4, 0), (0.3, 1), (0.3, 2), (0.3, 3), (0, 7), (0, 2)] {
                print("\\(duration) \\(curve.map(String.init) ?? "nil"): \\(FormGenKeyboardAnimation(duration: duration, curve: curve))")
            }
            print("no duration 3: \\(FormGenKeyboardAnimation(duration: nil, curve: 3))")
            print(FormGenKeyboardSpring.mass, FormGenKeyboardSpring.stiffness, FormGenKeyboardSpring.damping)
            """
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = try Self.run(driver, files: try TypeCheckTests.goldenFiles(), in: directory)
        try #require(lines.count == 11, "\(lines)")
        #expect(
            Array(lines.prefix(10)) == [
                "0.25 7: keyboardSpring",
                "0.25 nil: keyboardSpring",
                "0.5 42: keyboardSpring",
                "0.4 0: easeInOut(duration: 0.4)",
                "0.3 1: easeIn(duration: 0.3)",
                "0.3 2: easeOut(duration: 0.3)",
                "0.3 3: linear(duration: 0.3)",
                "0.0 7: none",
                "0.0 2: none",
                "no duration 3: linear(duration: 0.25)",
            ])
        let spring = lines[10].split(separator: " ").compactMap { Double($0) }
        try #require(spring.count == 3, "\(lines[10])")
        let (mass, stiffness, damping) = (spring[0], spring[1], spring[2])
        #expect(mass == 3 && stiffness == 1000)
        // Critically damped: a damping ratio of 1, as UIKit computes it (UISpringTimingParameters).
        #expect(abs(damping / (2 * (mass * stiffness).squareRoot()) - 1) < 1e-12)
        // A critically damped spring from rest is (1 + ωt)·e^(−ωt) short of its target at t.
        let omega = (stiffness / mass).squareRoot()
        let remaining = { (time: Double) in (1 + omega * time) * exp(-omega * time) }
        #expect(remaining(0.25) < 0.06 && remaining(0.25) > 0.05)
        #expect(remaining(0.5) < 0.002)
    }

    /// The anchor behind the form measures the keyboard in its own coordinate space, converting
    /// the keyboard's frame from its screen's when it measures: right in an iPad form sheet (whose
    /// hosting view is not at the window's origin), when the sheet moves up with the keyboard, after
    /// its window moved on the screen, when the form is resized, without the notification's screen
    /// (before iOS 16.1), and out of a window. Run against `RunnableUIKit`, with UIKit's layout
    /// pass run by hand.
    @Test func theAnchorMeasuresTheKeyboardInItsOwnCoordinateSpace() throws {
        let driver = """
            import UIKit

            var reports: [String] = []

            /// Lets the measurements that wait for the next main-actor turn run, and prints what the
            /// anchor reported since the last step.
            @MainActor func step(_ name: String) async {
                for _ in 0..<20 { await Task.yield() }
                print("\\(name): \\(reports.joined(separator: ", "))")
                reports = []
            }

            /// Posts as UIKit does. From another task: on Linux, NotificationCenter hands a block
            /// registered for the main queue to that queue and waits for it.
            func post(_ frame: CGRect, screen: UIScreen?, duration: Double = 0.25, curve: Int = 7) async {
                await Task.detached {
                    NotificationCenter.default.post(
                        name: UIResponder.keyboardWillChangeFrameNotification, object: screen,
                        userInfo: [
                            UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: frame),
                            UIResponder.keyboardAnimationDurationUserInfoKey: duration,
                            UIResponder.keyboardAnimationCurveUserInfoKey: curve,
                        ])
                }.value
            }

            // A 768 × 1024 iPad; a 540 × 620 form sheet, centred, holds the form and its anchor.
            let screen = UIScreen()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
            window.screen = screen
            let sheet = UIView(frame: CGRect(x: 114, y: 202, width: 540, height: 620))
            let anchor = FormGenKeyboardAnchorView(frame: CGRect(x: 0, y: 0, width: 540, height: 620))
            anchor.onOverlapChange = { overlap, animation in reports.append("\\(overlap) \\(animation)") }
            sheet.addSubview(anchor)
            window.addSubview(sheet)
            window.layoutIfNeeded()
            await step("in a window, no keyboard yet")
            let docked = CGRect(x: 0, y: 711, width: 768, height: 313)
            await post(docked, screen: screen)
            await step("keyboard docked")
            // The sheet moves up by what the keyboard covers before the next layout pass.
            sheet.frame.origin.y = 91
            window.layoutIfNeeded()
            await step("sheet moved up with the keyboard")
            // The window moves down on the screen; the representable asks for layout.
            window.frame.origin.y = 200
            anchor.setNeedsLayout()
            window.layoutIfNeeded()
            await step("window moved 200 points down")
            anchor.frame.size.height = 720
            window.layoutIfNeeded()
            await step("form 100 points taller")
            await post(CGRect(x: 0, y: 1024, width: 768, height: 313), screen: screen)
            await step("keyboard hidden")
            await post(docked, screen: nil, duration: 0.4, curve: 0)
            await step("keyboard docked, no screen in the notification")
            await post(CGRect(x: 0, y: 969, width: 768, height: 55), screen: screen, duration: 0)
            await step("shortcuts bar at once")
            await post(docked, screen: UIScreen())
            await step("keyboard on another screen")
            sheet.removeFromSuperview()
            await step("out of the window")
            """
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let uiKit = try RunnableUIKit.build(in: directory)
        let support = GoldenTests.golden.appendingPathComponent(SupportConcern.keyboardAvoidance.fileName).path
        let lines = try Self.run(driver, files: [support], arguments: uiKit, in: directory)
        #expect(
            lines == [
                "in a window, no keyboard yet: ",
                // The sheet ends at 202 + 620 = 822 on the screen, the keyboard starts at 711.
                "keyboard docked: 111.0 keyboardSpring",
                "sheet moved up with the keyboard: 0.0 keyboardSpring",
                // The sheet now ends at 200 + 91 + 620 = 911.
                "window moved 200 points down: 200.0 none",
                "form 100 points taller: 300.0 none",
                "keyboard hidden: 0.0 keyboardSpring",
                "keyboard docked, no screen in the notification: 300.0 easeInOut(duration: 0.4)",
                "shortcuts bar at once: 42.0 none",
                "keyboard on another screen: 0.0 keyboardSpring",
                "out of the window: ",
            ])
    }
}
