import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Every example spec's output pinned byte for byte under `Tests/Golden/`.
@Suite struct GoldenTests {
    static let golden = PackagePaths.root.appendingPathComponent("Tests/Golden")

    static let specNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.specs.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// Generates the files of one spec (and the support file) in process.
    static func generate(_ specName: String) throws -> [GeneratedFile] {
        let url = PackagePaths.specs.appendingPathComponent(specName)
        let source = SourceFile(name: "Specs/\(specName)", bytes: Array(try Data(contentsOf: url)))
        let result = GeneratorPipeline.generate([source], renderer: try FormRenderer.builtin())
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        return result.files
    }

    static func expectMatchesGolden(_ file: GeneratedFile, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        let url = golden.appendingPathComponent(file.name)
        if PackagePaths.isRecording {
            try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            Issue.record(
                "recorded \(file.name); run the tests again without FORMGEN_RECORD", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "no golden file \(file.name); record it with FORMGEN_RECORD=1 swift test",
                sourceLocation: sourceLocation)
            return
        }
        if expected != file.contents {
            let diff = LineDiff.describe(expected: expected, actual: file.contents)
            Issue.record(
                Comment(rawValue: "\(file.name) differs from its golden file:\n\(diff)"), sourceLocation: sourceLocation
            )
        }
    }

    @Test func examplesExist() {
        #expect(Self.specNames.count >= 5)
    }

    /// The support files pinned in `Tests/Golden` are those of a run over every spec, which uses
    /// every concern and runs from iOS 15.0; a run over one spec writes in full the ones its form
    /// uses, and only the header of the others, with the golden bytes when its form runs from 15.0
    /// too (`SupportMinimumTests` compiles and checks them at each minimum).
    @Test(arguments: specNames)
    func outputMatchesGolden(specName: String) throws {
        let files = try Self.generate(specName)
        let fromLowest = try GeneratedAvailabilityTests.minimumIOS(ofSpec: specName) == "15.0"
        #expect(
            files.map(\.name) == [OutputKind.formFileName(forSpec: specName, formName: "")] + OutputKind.targetFileNames
        )
        try Self.expectMatchesGolden(files[0])
        let used = SupportConcern.declared(in: files[0].bytes)
        for kind in OutputKind.all {
            guard case .target(let name) = kind.scope, let file = files.first(where: { $0.name == name }) else {
                continue
            }
            if let concern = kind.concern, !used.contains(concern) {
                #expect(file.contents.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "\(name)")
                #expect(file.marker.marks(file.bytes))
            } else if fromLowest {
                try Self.expectMatchesGolden(file)
            }
        }
    }

    /// Bytes do not depend on the process (the golden files were written by another one) nor on how
    /// many specs a run has: one run over every spec gives each its golden bytes, in the order of the specs.
    @Test func oneRunOverManySpecsGivesTheSameBytesAsOneByOne() throws {
        let sources = try Self.specNames.map { name in
            let bytes = try Data(contentsOf: PackagePaths.specs.appendingPathComponent(name))
            return SourceFile(name: "Specs/\(name)", bytes: Array(bytes))
        }
        let result = GeneratorPipeline.generate(sources, renderer: try FormRenderer.builtin())
        #expect(result.diagnostics.isEmpty)
        let formNames = result.files.dropLast(OutputKind.targetFileNames.count).map(\.name)
        #expect(formNames == Self.specNames.map { OutputKind.formFileName(forSpec: $0, formName: "") })
        for file in result.files {
            try Self.expectMatchesGolden(file)
        }
    }

    /// Two specs of one run that declare the same form would be one type twice in the module.
    @Test func twoSpecsWithTheSameNameAreAnErrorAtTheSecond() throws {
        let bytes = Array(try Data(contentsOf: PackagePaths.specs.appendingPathComponent("LoginForm.json")))
        let result = GeneratorPipeline.generate(
            [SourceFile(name: "A/LoginForm.json", bytes: bytes), SourceFile(name: "B/Login.json", bytes: bytes)],
            renderer: try FormRenderer.builtin())
        #expect(!result.succeeded && result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "B/Login.json:4:11: error: another spec of this run already declares the form 'LoginForm'; "
                    + "both would be one type in the module\n"
                    + "A/LoginForm.json:4:11: note: 'LoginForm' is first declared here"
            ])
    }

    /// A form also declares `<name>Previews`, which another form of the run may be named, before
    /// or after it.
    @Test func aFormNamedAsAnotherFormsPreviewIsAnErrorAtTheSecond() throws {
        let foo = #"{"formgen": 1, "name": "Foo", "fields": [{"id": "a"}]}"#
        let previews = #"{"formgen": 1, "name": "FooPreviews", "fields": [{"id": "b"}]}"#
        let messages = [
            "the form 'FooPreviews' has the name of the preview of 'Foo', which another spec of this run declares",
            "the preview of 'Foo' would be 'FooPreviews', which another spec of this run declares as a form",
        ]
        for (order, message) in zip([(foo, previews), (previews, foo)], messages) {
            let result = GeneratorPipeline.generate(
                [SourceFile(name: "A.json", text: order.0), SourceFile(name: "B.json", text: order.1)],
                renderer: try FormRenderer.builtin())
            #expect(!result.succeeded && result.files.isEmpty)
            #expect(
                result.diagnostics.map(\.formatted) == [
                    "B.json:1:24: error: \(message); rename one of the forms\n"
                        + "A.json:1:24: note: the other form is declared here"
                ])
        }
    }

    /// A form for iOS 17.0 or later is previewed with `#Preview`, one for an earlier iOS by a
    /// `PreviewProvider`; either way the sample view is `<name>Previews`.
    @Test func theFormsMinimumIOSChoosesHowItIsPreviewed() throws {
        for (minimum, macro) in [("16.4", false), ("17.0", true), ("18.0", true)] {
            let spec = #"{"formgen": 1, "name": "Foo", "minimumIOS": "\#(minimum)", "fields": [{"id": "a"}]}"#
            let result = GeneratorPipeline.generate(
                [SourceFile(name: "Foo.json", text: spec)], renderer: try FormRenderer.builtin())
            let file = try #require(result.files.first { $0.name == "Foo.swift" })
            let form = String(decoding: file.bytes, as: UTF8.self)
            #expect(form.contains("#Preview {\n    FooPreviews()\n}\n") == macro, "\(minimum)")
            #expect(form.contains("struct FooPreviews: View {") == macro, "\(minimum)")
            #expect(form.contains("struct FooPreviews: PreviewProvider, View {") != macro, "\(minimum)")
            #expect(form.contains("static var previews: some View { FooPreviews() }") != macro, "\(minimum)")
        }
    }

    @Test func everyGoldenFileBelongsToASpec() throws {
        let expected = Set(
            Self.specNames.map { OutputKind.formFileName(forSpec: $0, formName: "") } + OutputKind.targetFileNames)
        let onDisk = Set(try FileManager.default.contentsOfDirectory(atPath: Self.golden.path))
        #expect(onDisk == expected)
    }

    @Test func headerNamesTheSpecFileAndNoPath() throws {
        let files = try Self.generate("UserInfoForm.json")
        #expect(files[0].contents.hasPrefix("// Generated by formgen from UserInfoForm.json. Do not edit.\n"))
        for file in files {
            #expect(file.marker.marks(Array(file.contents.utf8)))
            #expect(!file.contents.contains(PackagePaths.root.path))
        }
    }

    /// A line break in a spec's file name cannot put code into the header comment.
    @Test func aFileNameIsShownInertlyInTheHeader() throws {
        let bytes = Array(try Data(contentsOf: PackagePaths.specs.appendingPathComponent("SearchField.json")))
        let name = "x\nfunc injected() {}\n.json"
        let result = GeneratorPipeline.generate(
            [SourceFile(name: "Specs/" + name, bytes: bytes)], renderer: try FormRenderer.builtin())
        let form = try #require(result.files.first)
        #expect(
            form.contents.hasPrefix(
                #"// Generated by formgen from "x\nfunc injected() {}\n.json". Do not edit."# + "\n"))
        #expect(!form.contents.contains("\nfunc injected"))
        #expect(form.marker.marks(Array(form.contents.utf8)))
    }

    /// A generated file whose line ends a checkout turned into CRLF is still formgen's to replace;
    /// a header that is only similar is not.
    @Test func aHeaderWithACRLFLineEndIsFormgens() {
        let header = "// Generated by formgen from LoginForm.json. Do not edit."
        #expect(OwnershipMarker.swiftHeader.marks(Array((header + "\r\nimport SwiftUI\r\n").utf8)))
        #expect(OwnershipMarker.swiftHeader.marks(Array((header + "\n").utf8)))
        #expect(!OwnershipMarker.swiftHeader.marks(Array((header + "\r\r\n").utf8)))
        #expect(!OwnershipMarker.swiftHeader.marks(Array("// Generated by hand from LoginForm.json.\r\n".utf8)))
    }

    @Test func outputNamesComeFromTheSpecFileName() {
        #expect(OutputKind.formFileName(forSpec: "UserInfoForm.json", formName: "X") == "UserInfoForm.swift")
        #expect(OutputKind.formFileName(forSpec: "Login.formgen.json", formName: "X") == "Login.swift")
        #expect(OutputKind.formFileName(forSpec: "<stdin>", formName: "Piped") == "Piped.swift")
    }
}
