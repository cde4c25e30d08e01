import Foundation
import Testing

/// One iOS API and a view that uses it, for probing the checker.
struct AvailabilityProbe: CustomTestStringConvertible, Sendable {
    /// The API as the checker names it.
    var api: String
    /// The iOS version Apple's interface gives for it.
    var introduced: String
    /// A minimum below `introduced`, at which using the API unguarded must fail.
    var below: String
    /// Members the view needs besides `text`.
    var members: String = ""
    /// An expression of type `some View` using the API, with `⟦api⟧` where the checker points.
    var use: String

    var testDescription: String { "\(api) (iOS \(introduced))" }

    /// A view that uses the API unguarded.
    func unguarded(_ name: String) -> String {
        view(name, body: use)
    }

    /// Views that use the API only where iOS `introduced` is there: inside `if #available`, after
    /// `guard #available`, and in a declaration marked `@available`.
    func guarded(_ name: String) -> [String] {
        let plain = MarkedSource(use).text
        return [
            view(
                "\(name)If",
                body: """
                    if #available(iOS \(introduced), *) {
                                \(plain)
                            } else {
                                Text(text)
                            }
                    """),
            view(
                "\(name)Guard", body: "content",
                extra: """
                        private var content: AnyView {
                            guard #available(iOS \(introduced), *) else { return AnyView(Text(text)) }
                            return AnyView(\(plain))
                        }
                    """),
            view("\(name)Declared", body: plain, attribute: "@available(iOS \(introduced), *)\n"),
        ]
    }

    private func view(_ name: String, body: String, extra: String = "", attribute: String = "") -> String {
        """
        import SwiftUI

        \(attribute)struct \(name): View {
            @State private var text = ""
        \(members)
            var body: some View {
                \(body)
            }
        \(extra)
        }

        """
    }
}

/// `Scripts/check-availability` fails every use of an API newer than the minimum outside an
/// availability check, at its line and column, and passes it at or above its version and inside
/// `if #available`, after `guard #available` and in an `@available` declaration.
@Suite(.serialized) struct AvailabilityCheckerTests {
    static let probes: [AvailabilityProbe] = [
        AvailabilityProbe(
            api: "onSubmit(of:_:)", introduced: "15.0", below: "14.0",
            use: #"TextField("Name", text: $text).⟦api⟧onSubmit {}"#),
        AvailabilityProbe(
            api: "init(_:text:prompt:)", introduced: "15.0", below: "14.0",
            use: #"⟦api⟧TextField("Name", text: $text, prompt: Text("Prompt"))"#),
        AvailabilityProbe(
            api: "safeAreaInset(edge:alignment:spacing:content:)", introduced: "15.0", below: "14.0",
            use: #"Text(text).⟦api⟧safeAreaInset(edge: .bottom) { Text("Bar") }"#),
        AvailabilityProbe(
            api: "init(_:text:axis:)", introduced: "16.0", below: "15.0",
            use: #"⟦api⟧TextField("Name", text: $text, axis: .vertical)"#),
        AvailabilityProbe(
            api: "scrollDismissesKeyboard", introduced: "16.0", below: "15.4",
            use: #"ScrollView { Text(text) }.⟦api⟧scrollDismissesKeyboard(.immediately)"#),
        AvailabilityProbe(
            api: "defaultFocus(_:_:priority:)", introduced: "17.0", below: "16.0",
            members: "    @FocusState private var focus: Bool",
            use: #"TextField("Name", text: $text).focused($focus).⟦api⟧defaultFocus($focus, true)"#),
        AvailabilityProbe(
            api: "onChange(of:initial:_:)", introduced: "17.0", below: "16.0",
            use: #"Text(text).⟦api⟧onChange(of: text, initial: true) { _, _ in }"#),
        AvailabilityProbe(
            api: "contentMargins(_:for:)", introduced: "17.0", below: "16.4",
            use: #"ScrollView { Text(text) }.⟦api⟧contentMargins(8)"#),
        AvailabilityProbe(
            api: "searchFocused", introduced: "18.0", below: "17.4",
            members: "    @FocusState private var focus: Bool",
            use: #"Text(text).⟦api⟧searchFocused($focus)"#),
    ]

    @Test func theProbesSpanIOS15To18() {
        #expect(Set(Self.probes.map(\.introduced)) == ["15.0", "16.0", "17.0", "18.0"])
        #expect(Set(Self.probes.map(\.api)).count >= 8)
    }

    /// Below its version the unguarded use fails with exactly the expected lines, and the guarded
    /// ones, checked in the same run, add nothing.
    @Test(arguments: probes)
    func anUnguardedUseFailsBelowItsVersion(probe: AvailabilityProbe) throws {
        let marked = MarkedSource(probe.unguarded("Unguarded"))
        let guarded = probe.guarded("Guarded").enumerated().map {
            (name: "Guarded\($0.offset).swift", text: $0.element)
        }
        let (result, paths) = try AvailabilityCheck.run(
            minimum: probe.below, sources: [(name: "Unguarded.swift", text: marked.text)] + guarded)
        let path = try #require(paths["Unguarded.swift"])
        let api = try #require(marked.markers["api"])
        // One line: where a modifier and its argument are both too new, as in
        // `scrollDismissesKeyboard(.immediately)`, the compiler names the modifier only.
        let expected = [
            "\(path):\(api.line):\(api.column): error: '\(probe.api)' needs iOS \(probe.introduced); "
                + "the minimum is \(probe.below)"
        ]
        #expect(AvailabilityCheck.lines(result) == expected, "\(result.output)")
        #expect(result.status == 1, "\(result.output)")
    }

    @Test(arguments: probes)
    func anUnguardedUsePassesAtItsVersion(probe: AvailabilityProbe) throws {
        let marked = MarkedSource(probe.unguarded("Unguarded"))
        let (result, _) = try AvailabilityCheck.run(
            minimum: probe.introduced, sources: [(name: "Unguarded.swift", text: marked.text)])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    /// A check for an older version than the API's does not make it available.
    @Test func anAvailabilityCheckForAnOlderVersionIsNotEnough() throws {
        let marked = MarkedSource(
            """
            import SwiftUI

            struct Probe: View {
                @State private var text = ""

                var body: some View {
                    if #available(iOS 16.0, *) {
                        Text(text).⟦api⟧onChange(of: text, initial: true) { _, _ in }
                    }
                }
            }

            """)
        let (result, paths) = try AvailabilityCheck.run(
            minimum: "15.0", sources: [(name: "Probe.swift", text: marked.text)])
        let path = try #require(paths["Probe.swift"])
        let api = try #require(marked.markers["api"])
        #expect(
            AvailabilityCheck.lines(result) == [
                "\(path):\(api.line):\(api.column): error: 'onChange(of:initial:_:)' needs iOS 17.0; the minimum is 15.0"
            ], "\(result.output)")
        #expect(result.status == 1)
    }

    /// A check for an iOS at or below the minimum is one Swift warns about ("minimum deployment
    /// target ensures guard will always be true"); one that names other platforms only is not.
    @Test func aCheckTheMinimumMakesUnnecessaryIsAnError() throws {
        let marked = MarkedSource(
            """
            func probe() -> Int {
                if ⟦a⟧#available(iOS 16.0, macOS 13.0, *) { return 1 }
                guard ⟦b⟧#unavailable(iOS 15.0) else { return 2 }
                if #available(iOS 17.0, *) { return 3 }
                if #available(macOS 14.0, *) { return 4 }
                return 0
            }

            """)
        let (result, paths) = try AvailabilityCheck.run(
            minimum: "16.0", sources: [(name: "Probe.swift", text: marked.text)])
        let path = try #require(paths["Probe.swift"])
        let (a, b) = (try #require(marked.markers["a"]), try #require(marked.markers["b"]))
        #expect(
            AvailabilityCheck.lines(result) == [
                "\(path):\(a.line):\(a.column): error: unnecessary check for iOS 16.0: the minimum is 16.0, so Swift "
                    + "warns that it is always true",
                "\(path):\(b.line):\(b.column): error: unnecessary check for iOS 15.0: the minimum is 16.0, so Swift "
                    + "warns that it is always false",
            ], "\(result.output)")
        #expect(result.status == 1)
        let (lower, _) = try AvailabilityCheck.run(minimum: "15.0", sources: [(name: "Probe.swift", text: marked.text)])
        #expect(AvailabilityCheck.lines(lower).count == 1, "\(lower.output)")
    }

    /// A declaration of the checked files marked `@available(iOS 17.0, *)` is itself newer than the minimum.
    @Test func aNewerDeclarationOfTheFilesIsCheckedWhereItIsUsed() throws {
        let marked = MarkedSource(
            """
            import SwiftUI

            @available(iOS 17.0, *)
            func newerTitle() -> String { "Title" }

            struct Probe: View {
                var body: some View {
                    Text(⟦use⟧newerTitle())
                }
            }

            """)
        let (result, paths) = try AvailabilityCheck.run(
            minimum: "16.0", sources: [(name: "Probe.swift", text: marked.text)])
        let path = try #require(paths["Probe.swift"])
        let use = try #require(marked.markers["use"])
        #expect(
            AvailabilityCheck.lines(result) == [
                "\(path):\(use.line):\(use.column): error: 'newerTitle()' needs iOS 17.0; the minimum is 16.0"
            ], "\(result.output)")
        #expect(result.status == 1)
    }

    /// `#if os(iOS)` holds what an iOS build compiles, though Linux would skip it; other platforms'
    /// branches are what it skips.
    @Test func codeForIOSOnlyIsChecked() throws {
        let marked = MarkedSource(
            """
            import SwiftUI

            struct Probe: View {
                var body: some View {
                    #if os(iOS)
                    ScrollView {}.⟦api⟧contentMargins(8)
                    #elseif os(macOS)
                    ScrollView {}.contentMargins(8)
                    #endif
                }
            }

            """)
        let (result, paths) = try AvailabilityCheck.run(
            minimum: "16.0", sources: [(name: "Probe.swift", text: marked.text)])
        let path = try #require(paths["Probe.swift"])
        let api = try #require(marked.markers["api"])
        #expect(
            AvailabilityCheck.lines(result) == [
                "\(path):\(api.line):\(api.column): error: 'contentMargins(_:for:)' needs iOS 17.0; the minimum is 16.0"
            ], "\(result.output)")
        #expect(result.status == 1)
    }

    /// Code that does not type-check at all is not passed as available.
    @Test func aTypeErrorFailsTheRun() throws {
        let (result, _) = try AvailabilityCheck.run(
            minimum: "16.0",
            sources: [(name: "Broken.swift", text: "import SwiftUI\n\nlet count: Int = \"seven\"\n")])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("Broken.swift:3:18: error: cannot convert value of type 'String'"))
    }

    static let usageErrors: [[String]] = [
        [],
        ["16.0"],
        ["sixteen", "Tests/Golden/FormGenSupport.swift"],
        ["16.0.1.2", "Tests/Golden/FormGenSupport.swift"],
        ["16.0", "Tests/Golden/NoSuchFile.swift"],
        ["16.0", "Specs/UserInfoForm.json"],
    ]

    @Test(arguments: usageErrors)
    func aUsageErrorExits64(arguments: [String]) throws {
        let result = try AvailabilityCheck.run(
            arguments.map { $0.hasPrefix("Tests/") || $0.hasPrefix("Specs/") ? PackagePaths.root.path + "/" + $0 : $0 })
        #expect(result.status == 64, "\(result.output)")
        #expect(result.standardError.hasPrefix("error: "), "\(result.output)")
        #expect(result.standardError.contains(AvailabilityCheck.usage), "\(result.output)")
        #expect(result.standardOutput.isEmpty)
    }
}
