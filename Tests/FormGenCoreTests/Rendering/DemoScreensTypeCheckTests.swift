import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// `Examples/FormsDemo`'s screens compile with the code formgen generates from the demo's specs,
/// against the SwiftUI stub, as Swift 6 with no warnings, and use nothing newer than the demo's
/// iOS 16. Building the demo on Linux leaves its SwiftUI code out, so this is what checks it.
@Suite(.serialized) struct DemoScreensTypeCheckTests {
    static let target = PackagePaths.root.appendingPathComponent("Examples/FormsDemo/Sources/Forms")
    /// The demo package's `platforms: [.iOS(.v16), …]`.
    static let demoMinimumIOS = "16.0"

    /// The target's files with the given suffix, anywhere under it, as paths relative to it, sorted.
    static func files(endingWith suffix: String) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: target.path))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted()
    }

    /// The target's hand-written Swift files.
    static func sourceFiles() throws -> [String] {
        try files(endingWith: ".swift").map { target.appendingPathComponent($0).path }
    }

    /// Generates the demo target's specs in one run, as its build plugin does, into `directory`.
    static func generateSpecs(into directory: URL) throws -> [String] {
        let sources = try files(endingWith: ".formgen.json").map { name in
            SourceFile(name: name, bytes: Array(try Data(contentsOf: target.appendingPathComponent(name))))
        }
        let result = GeneratorPipeline.generate(sources, renderer: try FormRenderer.builtin())
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        // SwiftPM gives a target with resources `Bundle.module`, which the specs with
        // `"bundle": "module"` look their text up in; this stands in for its accessor.
        let accessor = directory.appendingPathComponent("resource_bundle_accessor.swift")
        try "import Foundation\n\nextension Foundation.Bundle {\n    static let module: Bundle = .main\n}\n"
            .write(to: accessor, atomically: true, encoding: .utf8)
        return try result.files.map { file in
            let url = directory.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        } + [accessor.path]
    }

    @Test func theDemoHasItsScreensAndTheirSpecs() throws {
        let sources = try Self.files(endingWith: ".swift")
        for screen in ["LoginScreen", "ProfileScreen", "UserInfoScreen", "DemoScreens"] {
            #expect(sources.contains { $0.hasSuffix("/\(screen).swift") }, "no \(screen).swift in \(sources)")
        }
        let specs = try Self.files(endingWith: ".formgen.json")
        #expect(
            Set(specs).isSuperset(of: [
                "SignInForm.formgen.json", "ProfileFields.formgen.json", "RecipientPart.formgen.json",
                "DeliveryPart.formgen.json",
            ]))
    }

    @Test func screensTypeCheckWithTheirGeneratedFormsAgainstTheSwiftUIStub() throws {
        let stubs = try SDKStubModules.arguments()
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = try Self.generateSpecs(into: directory)
        let result = try Swiftc.run(
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-module-name",
                "Forms",
            ] + stubs + Self.sourceFiles() + generated)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    @Test func screensUseNothingNewerThanTheDemosMinimum() throws {
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = try Self.generateSpecs(into: directory)
        let result = try AvailabilityCheck.run([Self.demoMinimumIOS] + Self.sourceFiles() + generated)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
