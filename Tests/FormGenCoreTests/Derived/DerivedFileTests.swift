import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Files written from formgen's own tables and templates must match what those give;
/// `Scripts/regenerate` rewrites them all (it records through these tests).
@Suite struct DerivedFileTests {
    /// A derived file: its path from the package root and the bytes it must hold.
    struct DerivedFile: CustomTestStringConvertible, Sendable {
        var path: String
        var contents: @Sendable () throws -> String
        var testDescription: String { path }
    }

    static let files: [DerivedFile] =
        [
            DerivedFile(path: "formgen.schema.json") { SpecSchemaWriter.schema() },
            DerivedFile(path: "Templates/CONTEXT.md") { RenderContext.reference },
            DerivedFile(path: "Plugins/FormGenPlugin/OutputNames.swift") { OutputKind.pluginSource },
            DerivedFile(path: "Bazel/output_names.bzl") { OutputKind.bazelSource },
        ] + referenceDocuments.map(specReference) + [contextReference] + committedExampleFiles

    /// The documents that hold the spec reference.
    static let referenceDocuments = ["Documentation/formgen.docc/SpecFormat.md"]

    /// A document whose spec reference section is written from `SpecShape`.
    static func specReference(in path: String) -> DerivedFile {
        DerivedFile(path: path) {
            let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)
            guard let replaced = SpecReference.replacingSection(in: text) else {
                throw Failure(message: "\(path) has no spec reference section between its markers")
            }
            return replaced
        }
    }

    /// The DocC catalog's article on the template context, whose reference section is the text of
    /// `Templates/CONTEXT.md` without its title.
    static var contextReference: DerivedFile {
        let path = "Documentation/formgen.docc/TemplateContext.md"
        return DerivedFile(path: path) {
            let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)
            guard let replaced = RenderContext.replacingReferenceSection(in: text) else {
                throw Failure(message: "\(path) has no template context section between its markers")
            }
            return replaced
        }
    }

    /// The example package's committed output, which its command plugin writes into `Generated/`.
    static var committedExampleFiles: [DerivedFile] {
        let folder = "Examples/FormsDemo/Sources/CommittedForms"
        let specs =
            (try? FileManager.default.contentsOfDirectory(
                atPath: PackagePaths.root.appendingPathComponent(folder).path))?.filter {
                $0.hasSuffix(".formgen.json")
            }
            .sorted() ?? []
        let generated: @Sendable () throws -> [GeneratedFile] = {
            let sources = try specs.map { name in
                SourceFile(
                    name: name,
                    bytes: Array(try Data(contentsOf: PackagePaths.root.appendingPathComponent("\(folder)/\(name)"))))
            }
            let result = GeneratorPipeline.generate(sources, renderer: try FormRenderer.builtin())
            guard result.succeeded else { throw Failure(message: result.diagnostics.map(\.formatted).joined()) }
            return result.files
        }
        let names = specs.map { OutputKind.formFileName(forSpec: $0, formName: "") } + OutputKind.targetFileNames
        return names.map { name in
            DerivedFile(path: "\(folder)/Generated/\(name)") {
                guard let file = try generated().first(where: { $0.name == name }) else {
                    throw Failure(message: "formgen no longer writes \(name)")
                }
                return file.contents
            }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    @Test(arguments: files)
    func derivedFileIsCurrent(_ file: DerivedFile) throws {
        let url = PackagePaths.root.appendingPathComponent(file.path)
        let expected = try file.contents()
        if PackagePaths.isRecording {
            try Data(expected.utf8).write(to: url)
            Issue.record("recorded \(file.path); run the tests again without FORMGEN_RECORD")
            return
        }
        let onDisk = try String(contentsOf: url, encoding: .utf8)
        if onDisk != expected {
            Issue.record(
                Comment(
                    rawValue: "\(file.path) is stale; run Scripts/regenerate:\n"
                        + LineDiff.describe(expected: expected, actual: onDisk)))
        }
    }

    /// `Templates/CONTEXT.md`, which `formgen templates dump` writes beside the templates, is the DocC
    /// catalog's template context section under a title: the two files on disk hold one reference.
    @Test func theTemplateKitAndTheCatalogHoldOneContextReference() throws {
        let file = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Templates/CONTEXT.md"), encoding: .utf8)
        let article = try String(
            contentsOf: PackagePaths.root.appendingPathComponent(Self.contextReference.path), encoding: .utf8)
        let section = try #require(RenderContext.referenceSection.contents(of: article))
        #expect(section.contains("| `fields` |"), "the article's template context section is empty")
        #expect(file.hasSuffix(section), "Templates/CONTEXT.md and TemplateContext.md differ; run Scripts/regenerate")
    }

    /// Every key of every shape reaches the model: a declared key that nothing decodes would be
    /// accepted and silently ignored.
    @Test(arguments: SpecShape.all.flatMap { shape in shape.keys.map { (shape.schemaName, $0.name) } })
    func everyDeclaredKeyIsDecoded(shape: String, key: String) throws {
        let value = try #require(Self.decodedValue(shape: shape, key: key))
        #expect(!Self.isEmpty(value), "'\(key)' of \(shape) was accepted but never stored")
    }

    /// Every declared key appears in the spec reference of the DocC catalog.
    @Test(arguments: referenceDocuments)
    func everyDeclaredKeyIsInTheReference(_ document: String) throws {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(document), encoding: .utf8)
        for shape in SpecShape.all {
            for key in shape.keys {
                #expect(text.contains("| `\(key.name)` |"), "\(document) does not document '\(key.name)'")
            }
        }
    }

    /// Decodes an object of `shape` with `key` set to a sample value and reads the key's place in the model.
    /// `nil` for `$schema`, which formgen ignores by design, and whose path is therefore absent.
    static func decodedValue(shape: String, key: String) -> Any?? {
        switch shape {
        case "spec": read(SpecShape.spec, key)
        case "field": read(SpecShape.field, key)
        case "adornment": read(SpecShape.adornment, key)
        case "bar": read(SpecShape.bar, key)
        case "messages": read(SpecShape.messages, key)
        case "strings": read(SpecShape.strings, key)
        default: nil
        }
    }

    private static func read<Model: SpecObject>(_ shape: ModelShape<Model>, _ key: String) -> Any?? {
        guard let index = shape.index(of: key) else { return nil }
        guard let path = shape.paths[index]?() else {
            // Only `$schema` may be declared without a place in the model.
            return key == "$schema" ? .some(.some("ignored by design")) : .some(nil)
        }
        let json = "{\"\(key)\": \(sample(shape.keys[index].type))}"
        var diagnostics = DiagnosticCollector(source: SourceFile(name: "sample.json", bytes: Array(json.utf8)))
        guard let node = try? JSONReader.read(Array(json.utf8)),
            let model = shape.decode(node, context: "the sample", into: &diagnostics)
        else { return .some(nil) }
        return .some(model[keyPath: path])
    }

    private static func sample(_ type: ValueShape) -> String {
        switch type {
        case .string: "\"sample\""
        case .boolean: "true"
        case .integer, .number: "1"
        case .oneOf(let values): "\"\(values.first ?? "")\""
        case .array(let element, _): "[\(sample(element))]"
        case .object: "{\"systemImage\": \"star\", \"id\": \"first\", \"kind\": \"close\"}"
        }
    }

    /// Whether a value read through a key path is nil, or an empty located array.
    private static func isEmpty(_ value: Any?) -> Bool {
        guard let value else { return true }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}
