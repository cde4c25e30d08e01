import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Every example spec's picture pinned byte for byte under `Tests/Previews/Golden/`, and the
/// outside of a picture the contract states: its panels, in order, and nothing active in it.
@Suite struct PreviewGoldenTests {
    static let golden = PackagePaths.root.appendingPathComponent("Tests/Previews/Golden")
    static let previewSpecs = PackagePaths.root.appendingPathComponent("Tests/Previews/Specs")
    static let catalogs = PackagePaths.root.appendingPathComponent("Tests/Previews/Catalogs")

    static func source(_ directory: URL, _ name: String) throws -> SourceFile {
        SourceFile(name: name, bytes: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
    }

    static func picture(
        _ source: SourceFile, locale: String? = nil, appearance: PreviewAppearance = .light
    ) throws -> GeneratedFile {
        let result = PreviewPipeline.pictures(
            [source], locale: locale, catalogDirectory: locale.map { _ in catalogs.path },
            catalog: { name in try? Array(Data(contentsOf: catalogs.appendingPathComponent(name))) },
            appearance: appearance)
        #expect(result.succeeded, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.files.first)
    }

    /// The `data-state` of each panel, in order.
    static func states(_ svg: String) -> [String] {
        svg.split(separator: "class=\"formgen-panel\" data-state=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
    }

    @Test(arguments: GoldenTests.specNames)
    func pictureMatchesGolden(specName: String) throws {
        let file = try Self.picture(Self.source(PackagePaths.specs, specName))
        #expect(file.name.hasSuffix(".svg"))
        let url = Self.golden.appendingPathComponent(file.name)
        if PackagePaths.isRecording {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
            Issue.record("recorded \(file.name); run the tests again without FORMGEN_RECORD")
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden picture \(file.name); record it with FORMGEN_RECORD=1 swift test")
            return
        }
        if expected != file.contents {
            Issue.record(
                Comment(
                    rawValue: "\(file.name) differs from its golden file:\n"
                        + LineDiff.describe(expected: expected, actual: file.contents)))
        }
    }

    /// The README and the DocC catalog show LoginForm's picture as formgen draws it.
    @Test func theDocumentationShowsTheCurrentPicture() throws {
        let file = try Self.picture(Self.source(PackagePaths.specs, "LoginForm.json"))
        let url = PackagePaths.root.appendingPathComponent(
            "Documentation/formgen.docc/Resources/login-form-preview.svg")
        if PackagePaths.isRecording {
            try Data(file.bytes).write(to: url)
            Issue.record("recorded \(url.lastPathComponent); run the tests again without FORMGEN_RECORD")
            return
        }
        #expect(Array(try Data(contentsOf: url)) == file.bytes, "run Scripts/regenerate")
    }

    @Test func everyGoldenPictureBelongsToAnExample() throws {
        let specs = try GoldenTests.specNames.map { try Self.picture(Self.source(PackagePaths.specs, $0)).name }
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path)
        #expect(Set(onDisk) == Set(specs))
    }

    /// The panels: nothing focused, one per bar by its index, failures for a form with input rules.
    @Test(arguments: GoldenTests.specNames)
    func panelsFollowTheSpec(specName: String) throws {
        let source = try Self.source(PackagePaths.specs, specName)
        let form = try #require(GeneratorPipeline.validate(source).form)
        let svg = try Self.picture(source).contents
        let expected =
            ["unfocused"] + form.bars.indices.map { "bar-\($0)" } + (form.hasInputRules ? ["failures"] : [])
        #expect(Self.states(svg) == expected)
        #expect(svg.contains("width=\"\(expected.count * 393 + (expected.count - 1) * 24)\" height=\"852\""))
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let source = try Self.source(Self.previewSpecs, "LongLabels.json")
        #expect(try Self.picture(source).bytes == Self.picture(source).bytes)
        let localized = try Self.source(Self.previewSpecs, "Localized.json")
        #expect(try Self.picture(localized, locale: "ar").bytes == Self.picture(localized, locale: "ar").bytes)
    }

    /// No script, no reference to anything outside the file, no spec text read as markup.
    @Test func aHostileSpecIsDrawnAsText() throws {
        let svg = try Self.picture(Self.source(Self.previewSpecs, "Hostile.json")).contents
        #expect(svg.contains(">&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;</text>"))
        #expect(svg.contains(">&lt;b&gt;OK&lt;/b&gt;</text>"))
        #expect(svg.contains(">&amp;amp;</text>"))
        // Escaped text has no `<`: each piece after one is markup the drawing wrote, with only its
        // own elements and attributes (no script, no link, no style).
        let tags = svg.split(separator: "<").dropFirst().map { $0.prefix { $0 != ">" } }
        let elements = Set(tags.map { String($0.prefix { $0.isLetter || $0 == "/" || $0 == "!" }) })
        #expect(
            elements.subtracting([
                "svg", "title", "/title", "g", "/g", "rect", "text", "/text", "polyline", "circle", "!", "/svg",
            ])
            .isEmpty, "\(elements)")
        var attributes: Set<String> = []
        for tag in tags where !tag.hasPrefix("!") {
            for piece in tag.split(separator: " ").dropFirst() {
                if let equals = piece.firstIndex(of: "=") { attributes.insert(String(piece[..<equals])) }
            }
        }
        #expect(
            attributes.subtracting([
                "xmlns", "width", "height", "viewBox", "font-family", "xml:lang", "class", "data-state", "data-field",
                "transform", "direction", "x", "y", "rx", "fill", "stroke", "stroke-width", "stroke-dasharray",
                "font-size", "font-weight", "text-anchor", "cx", "cy", "r", "points", "stroke-linecap",
                "stroke-linejoin",
            ]).isEmpty, "\(attributes)")
        // A symbol name that would close an attribute is text too (cut to its glyph's width).
        #expect(svg.contains(">x\"/&gt;&lt;image hr\u{2026}</text>"))
        // Line breaks of a label are drawn as spaces, on one line.
        #expect(svg.contains(">Line one Line two Tabbed</text>"))
    }

    @Test func textThatDoesNotFitEndsInAnEllipsis() throws {
        let svg = try Self.picture(Self.source(Self.previewSpecs, "LongLabels.json")).contents
        let texts = svg.split(separator: "<text ").dropFirst().map {
            String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
        }
        #expect(texts.contains { $0.hasPrefix("A label long enough") && $0.hasSuffix("\u{2026}") })
        #expect(texts.contains { $0.hasPrefix("名前名前") && $0.hasSuffix("\u{2026}") })
        #expect(texts.contains { $0.hasPrefix("WWWW") && $0.hasSuffix("\u{2026}") })
        #expect(texts.allSatisfy { $0.count < 120 })
    }

    @Test func aTranslationIsDrawnAndRightToLeftIsMirrored() throws {
        let source = try Self.source(Self.previewSpecs, "Localized.json")
        let japanese = try Self.picture(source, locale: "ja").contents
        #expect(japanese.contains(">キャンセル</text>") && japanese.contains("xml:lang=\"ja\""))
        #expect(!japanese.contains("direction=\"rtl\""))
        // A count's text takes the translation's plural form; a text with no translation is the source's.
        #expect(japanese.contains(">5文字以上で入力してください</text>"))
        let arabic = try Self.picture(source, locale: "ar-EG").contents
        #expect(arabic.contains("direction=\"rtl\""))
        #expect(arabic.contains(">إلغاء</text>") && arabic.contains(">5 أحرف على الأقل</text>"))
        // The first field's box starts at the right edge: x + width = 393 - 16.
        #expect(arabic.contains("<rect class=\"formgen-box\" x=\"16\" y=\"86\" width=\"361\" height=\"44\""))
        #expect(arabic.contains("<text x=\"377\" y=\"77.25\" font-size=\"15\""))
        let english = try Self.picture(source).contents
        #expect(english.contains("<text x=\"16\" y=\"77.25\" font-size=\"15\""))
    }

    @Test func darkAppearanceUsesTheDarkColours() throws {
        let source = try Self.source(PackagePaths.specs, "LoginForm.json")
        let dark = try Self.picture(source, appearance: .dark).contents
        let light = try Self.picture(source).contents
        #expect(dark.contains("fill=\"#000000\" stroke") && !light.contains("fill=\"#000000\" stroke"))
        #expect(dark.contains("fill=\"#0A84FF\"") && light.contains("fill=\"#007AFF\""))
    }

    @Test func everyKeyboardTypeHasItsSchematicAndReturnKey() throws {
        let svg = try Self.picture(Self.source(Self.previewSpecs, "Keyboards.json")).contents
        let panels = svg.components(separatedBy: "class=\"formgen-panel\"").dropFirst(2)
        #expect(panels.count == KeyboardType.allCases.count)
        // Panel by panel, in the spec's order: the return key's label, none on the pads.
        let expected: [String?] = [
            "go", "send", "join", "route", nil, nil, "search", "return", nil, "next", "continue", nil,
        ]
        for (panel, label) in zip(panels, expected) {
            let hasPad = !panel.contains(">Q</text>") && !panel.contains(">ABC</text>")
            #expect(hasPad == (label == nil))
            if let label { #expect(panel.contains(">\(label)</text>")) }
        }
        #expect(panels.contains { $0.contains(">.com</text>") })
        #expect(panels.contains { $0.contains(">+*#</text>") })
        #expect(panels.contains { $0.contains(">@</text>") && $0.contains(">#</text>") })
    }

    /// Every panel draws every field: a form of 340 fields and 300 bars is refused at its name.
    @Test func aFormTooLargeToDrawIsALocatedError() {
        let fields = (0..<340).map { #"{"id": "f\#($0)"}"# }.joined(separator: ", ")
        let bars = (0..<300).map { #"{"kind": "close", "whenMatches": ["f\#($0)"]}"# }
        let spec =
            #"{"formgen": 1, "name": "Huge", "fields": [\#(fields)], "bars": [\#(bars.prefix(300).joined(separator: ", "))]}"#
        let result = PreviewPipeline.pictures([SourceFile(name: "Huge.json", text: spec)])
        #expect(!result.succeeded && result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Huge.json:1:24: error: the form is too large to draw: its 301 panels would show 340 fields each, "
                    + "and a picture shows at most 100000 in all"
            ])
        let smaller =
            #"{"formgen": 1, "name": "Huge", "fields": [\#(fields)], "bars": [\#(bars.prefix(100).joined(separator: ", "))]}"#
        #expect(PreviewPipeline.pictures([SourceFile(name: "Huge.json", text: smaller)]).succeeded)
        // A run's pictures are held together: 30 such forms, 101 panels of 340 fields each, are over
        // a million fields, and the run fails at the form that passes it, before drawing any.
        let run = (0..<30).map { index in
            let text = smaller.replacingOccurrences(of: "\"Huge\"", with: "\"Huge\(index)\"")
            return SourceFile(name: "Huge\(index).json", text: text)
        }
        let tooMany = PreviewPipeline.pictures(run)
        #expect(!tooMany.succeeded && tooMany.files.isEmpty)
        #expect(
            tooMany.diagnostics.map(\.formatted) == [
                "Huge29.json:1:24: error: with this form, the run's pictures would show more than 1000000 fields in "
                    + "all; draw fewer forms in one run"
            ])
    }

    @Test func aCatalogThatCannotBeReadIsALocatedErrorAndNothingIsDrawn() throws {
        let source = try Self.source(Self.previewSpecs, "Localized.json")
        let broken = PreviewPipeline.pictures(
            [source], locale: "ja", catalogDirectory: "Catalogs",
            catalog: { _ in Array("{\n  \"strings\" : [,\n".utf8) })
        #expect(!broken.succeeded && broken.files.isEmpty)
        #expect(broken.diagnostics.first?.formatted.hasPrefix("Catalogs/Localized.xcstrings:2:16: error:") == true)
        // A second form of the same table: the catalog is read, and its error reported, once.
        let text = try String(contentsOf: Self.previewSpecs.appendingPathComponent("Localized.json"), encoding: .utf8)
        let second = SourceFile(
            name: "Second.json", text: text.replacingOccurrences(of: "\"LocalizedForm\"", with: "\"SecondForm\""))
        var reads = 0
        let missing = PreviewPipeline.pictures(
            [source, second], locale: "ja", catalogDirectory: "Catalogs",
            catalog: { _ in
                reads += 1
                return nil
            })
        #expect(reads == 1)
        #expect(!missing.succeeded && missing.files.isEmpty)
        #expect(
            missing.diagnostics.map(\.formatted) == [
                "Catalogs/Localized.xcstrings:1:1: error: no String Catalog for the form's strings table; write it "
                    + "with 'formgen strings -o Catalogs'"
            ])
    }

    @Test func aBadSpecGetsTheValidatorsDiagnosticsAndNoPicture() {
        let source = SourceFile(name: "Bad.json", bytes: Array(#"{ "formgen": 1, "name": "bad", "fields": [] }"#.utf8))
        let result = PreviewPipeline.pictures([source])
        #expect(!result.succeeded && result.files.isEmpty)
        #expect(result.diagnostics.map(\.formatted) == GeneratorPipeline.validate(source).diagnostics.map(\.formatted))
        #expect(!result.diagnostics.isEmpty)
    }

    @Test func theHeaderMarksThePictureAsFormgens() throws {
        let file = try Self.picture(Self.source(PackagePaths.specs, "LoginForm.json"))
        #expect(file.contents.hasPrefix("<!-- Generated by formgen from LoginForm.json. Do not edit. -->\n<svg "))
        #expect(file.marker.marks(file.bytes))
        #expect(!file.marker.marks(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".utf8)))
        #expect(!OwnershipMarker.swiftHeader.marks(file.bytes))
    }
}
