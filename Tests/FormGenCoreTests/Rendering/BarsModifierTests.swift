import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// The bars modifier exists only when it applies something: bars, tap-outside dismissal or the
/// keyboard observer. A form without any of them has none, and neither its body nor its preview
/// calls one.
@Suite struct BarsModifierTests {
    static func spec(_ name: String, layout: Layout, focusStyle: FocusStyle, extra: String = "") -> SourceFile {
        let fields = focusStyle == .bool ? #"[{"id": "query"}]"# : #"[{"id": "first"}, {"id": "second"}]"#
        return SourceFile(
            name: "\(name).json",
            text: #"""
                {"formgen": 1, "name": "\#(name)", "layout": "\#(layout.rawValue)", "focusStyle": "\#(focusStyle.rawValue)",
                 "fields": \#(fields)\#(extra)}
                """#)
    }

    /// Every layout and focus style that has a modifier at all, each with nothing for it to apply.
    static let withNothingToApply: [SourceFile] = Layout.allCases.flatMap { layout in
        [FocusStyle.enum, .bool].map { style in
            spec("Bare\(layout.rawValue.capitalized)\(style.rawValue.capitalized)", layout: layout, focusStyle: style)
        }
    }

    @Test func aFormWithNothingToApplyHasNoBarsModifier() throws {
        let files = try ScreenContractTests.generate(Self.withNothingToApply)
        for file in files.dropLast(OutputKind.targetFileNames.count) {
            #expect(!file.contents.contains("Bars("), "\(file.name)")
            #expect(!file.contents.contains("extension View"), "\(file.name)")
        }
        // The fields layout, whose app would apply the modifier, does not point it at one.
        let fields = try #require(files.first { $0.name == "BareFieldsEnum.swift" })
        #expect(fields.contents.contains("/// The fields, for the app's own container; focus is the app's.\n"))
        // What is left compiles, previews included, and what the app writes around it too.
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try ScreenContractTests.write(files, into: directory)
        let screen = directory.appendingPathComponent("Screen.swift")
        try """
        import SwiftUI

        struct Screen: View {
            @State private var first = ""
            @State private var second = ""
            @FocusState private var focus: BareFieldsEnum.Field?

            var body: some View {
                ScrollView {
                    BareFieldsEnum(first: $first, second: $second, focus: $focus)
                }
            }
        }
        """.write(to: screen, atomically: true, encoding: .utf8)
        let checked = try Swiftc.run(
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG",
            ] + (try SDKStubModules.arguments())
                + paths + [screen.path])
        #expect(checked.status == 0 && checked.output.isEmpty, "\(checked.output.prefix(6000))")
    }

    /// Each of the three alone is something to apply.
    @Test(arguments: [
        #", "bars": [{"kind": "close"}]"#, #", "dismissOnTapOutside": true"#, #", "keyboardAvoidance": "observer""#,
    ])
    func anyOneOfTheThreeMakesABarsModifier(extra: String) throws {
        let file = try #require(
            try ScreenContractTests.generate([Self.spec("Some", layout: .scroll, focusStyle: .enum, extra: extra)])
                .first)
        #expect(file.contents.contains("        .someBars(focus: focus)\n"))
        #expect(file.contents.contains("    func someBars(focus: FocusState<Some.Field?>.Binding) -> some View {\n"))
    }

    /// Forms without a modifier may have names that would give one modifier name.
    @Test func formsWithoutABarsModifierMayHaveNamesThatWouldShareOne() throws {
        let bare = { (name: String) in #"{"formgen": 1, "name": "\#(name)", "fields": [{"id": "a"}]}"# }
        let without = GeneratorPipeline.generate(
            [
                SourceFile(name: "A.json", text: bare("OKCancelForm")),
                SourceFile(name: "B.json", text: bare("OkCancelForm")),
            ],
            renderer: try FormRenderer.builtin())
        #expect(without.succeeded && without.diagnostics.isEmpty)
    }
}
