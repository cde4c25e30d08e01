import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// The golden output compiles as Swift 6 with no warnings: against the SwiftUI and UIKit stubs of
/// `Tests/SDKStubs` (every `#if` branch), and with no SwiftUI at all (the logic alone).
/// On a Mac with Xcode the same files are also checked against the real iOS SDK.
@Suite(.serialized) struct TypeCheckTests {
    /// All golden Swift files, checked together as one target would compile them.
    static func goldenFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: GoldenTests.golden.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { GoldenTests.golden.appendingPathComponent($0).path }
    }

    @Test func goldenOutputTypeChecksAgainstTheSwiftUIStub() throws {
        let stubs = try SDKStubModules.arguments()
        let result = try Swiftc.run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG"] + stubs + Self.goldenFiles())
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    /// A new app target of Xcode 26 isolates its code to the main actor by default, with isolated
    /// conformances; a target may also make its imports internal by default. The output compiles
    /// under either, with and without SwiftUI.
    @Test(arguments: [
        ["-default-isolation", "MainActor", "-enable-upcoming-feature", "InferIsolatedConformances"],
        ["-enable-upcoming-feature", "InternalImportsByDefault"],
    ])
    func goldenOutputTypeChecksUnderATargetsDefaults(_ settings: [String]) throws {
        let stubs = try SDKStubModules.arguments()
        for withSwiftUI in [true, false] {
            let result = try Swiftc.run(
                ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG"] + settings
                    + (withSwiftUI ? stubs : []) + Self.goldenFiles())
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.isEmpty, "\(result.output)")
        }
    }

    @Test func goldenOutputTypeChecksWithoutSwiftUI() throws {
        let result = try Swiftc.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + Self.goldenFiles())
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    /// The bars keep the call shape of the article they come from (seed 000): its own calls, with
    /// string literals as titles, compile against the support files, as do plain strings and `Text`.
    @Test func theSeedsOwnCallsCompile() throws {
        let stubs = try SDKStubModules.arguments()
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = directory.appendingPathComponent("Screen.swift")
        try """
        import SwiftUI

        struct Screen: View {
            enum FocusTarget: Hashable { case field1, field2 }
            @FocusState private var focusedField: FocusTarget?
            @FocusState private var isFocused: Bool
            @State private var field1Text = ""
            @State private var field2Text = ""
            let closeTitle: String

            var body: some View {
                VStack {
                    TextField("1", text: $field1Text).focused($focusedField, equals: .field1)
                    TextField("2", text: $field2Text).focused($focusedField, equals: .field2)
                    TextField("3", text: $field1Text).focused($isFocused)
                }
                .keyboardCloseButton("閉じる", focused: $focusedField)
                .keyboardCloseButton("閉じる", focused: $focusedField, whenMatches: [.field1])
                .keyboardOKCancelButton(
                    okTitle: "OK", cancelTitle: "キャンセル", text: $field2Text, focused: $focusedField,
                    whenMatches: [.field2])
                .keyboardCloseButton(closeTitle, focused: $isFocused)
                .keyboardOKCancelButton(
                    okTitle: Text("OK"), cancelTitle: Text("Cancel"), text: $field1Text, focused: $isFocused)
            }
        }
        """.write(to: screen, atomically: true, encoding: .utf8)
        let support = OutputKind.targetFileNames.map { GoldenTests.golden.appendingPathComponent($0).path }
        let result = try Swiftc.run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + stubs + [screen.path] + support)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    /// A string literal as a bar's title is a `LocalizedStringKey`, looked up as `Text` looks it up,
    /// and only a string value is shown as it is: the support files' string overloads, marked
    /// deprecated here, warn for a `String` title and stay silent for literals.
    @Test func aLiteralTitleIsLocalized() throws {
        let stubs = try SDKStubModules.arguments()
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let support = try OutputKind.targetFileNames.map { name in
            let file = directory.appendingPathComponent(name)
            let text = try String(contentsOf: GoldenTests.golden.appendingPathComponent(name), encoding: .utf8)
            try text.replacingOccurrences(
                of: "@_disfavoredOverload",
                with: "@available(*, deprecated, message: \"shown as it is\") @_disfavoredOverload"
            ).write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
        func typeCheck(_ title: String) throws -> Swiftc.Result {
            let screen = directory.appendingPathComponent("Screen.swift")
            try """
            import SwiftUI

            struct Screen: View {
                enum Field: Hashable { case name }
                @FocusState private var field: Field?
                @FocusState private var isFocused: Bool
                @State private var text = ""
                let title = "Done"

                var body: some View {
                    TextField("Name", text: $text)
                        .keyboardCloseButton(\(title), focused: $field, whenMatches: [.name])
                        .keyboardCloseButton(\(title), focused: $isFocused)
                        .keyboardOKCancelButton(
                            okTitle: \(title), cancelTitle: \(title), text: $text, focused: $field, whenMatches: [.name])
                        .keyboardOKCancelButton(okTitle: \(title), cancelTitle: \(title), text: $text, focused: $isFocused)
                }
            }
            """.write(to: screen, atomically: true, encoding: .utf8)
            return try Swiftc.run(["-typecheck", "-swift-version", "6"] + stubs + [screen.path] + support)
        }
        let literal = try typeCheck("\"Done\"")
        #expect(literal.status == 0 && !literal.output.contains("shown as it is"), "\(literal.output)")
        let value = try typeCheck("title")
        #expect(value.status == 0, "\(value.output)")
        // One warning for each of the four calls, at its line of the screen.
        let warned = value.output.split(separator: "\n").filter {
            $0.contains("Screen.swift:") && $0.contains("shown as it is")
        }
        #expect(warned.count == 4, "\(value.output)")
    }

    /// The stub is an instrument: code real SwiftUI rejects must fail against it too.
    @Test func stubRejectsAMainActorViolation() throws {
        let stubs = try SDKStubModules.arguments()
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let probe = directory.appendingPathComponent("Probe.swift")
        try """
        import SwiftUI

        struct Probe: View {
            var body: some View { Text("x") }
        }

        nonisolated func readBody(_ probe: Probe) {
            _ = probe.body
        }
        """.write(to: probe, atomically: true, encoding: .utf8)
        let result = try Swiftc.run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + stubs + [probe.path])
        #expect(result.status != 0)
        #expect(result.output.contains("main actor-isolated property 'body' can not be referenced"))
    }

    #if os(macOS)
    /// With Xcode, the real iOS SDK is the final word.
    @Test func goldenOutputTypeChecksAgainstTheIOSSDK() throws {
        let sdk = try Swiftc.execute(
            URL(fileURLWithPath: "/usr/bin/xcrun"), ["--sdk", "iphonesimulator", "--show-sdk-path"])
        try #require(sdk.status == 0, "no iOS SDK: \(sdk.output)")
        let result = try Swiftc.execute(
            URL(fileURLWithPath: "/usr/bin/xcrun"),
            [
                "--sdk", "iphonesimulator", "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
                "-target", "arm64-apple-ios15.0-simulator",
            ] + Self.goldenFiles())
        #expect(result.status == 0, "\(result.output)")
    }
    #endif
}
