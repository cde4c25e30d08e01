import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// The support files check for an iOS only where a form they serve runs below it: Swift warns at a
/// check that the deployment target makes unnecessary, and an app building with warnings as errors
/// would fail on the generated code.
@Suite(.serialized) struct SupportMinimumTests {
    static let minimums = ["15.0", "16.0", "17.0", "18.0"]

    static func supportFiles(from minimum: String) throws -> [GeneratedFile] {
        try FormRenderer.builtin().renderTargetFiles(
            using: Set(SupportConcern.allCases), minimumIOS: try #require(IOSVersion(minimum)))
    }

    /// At each minimum the support files compile as Swift 6 with no warning (with and without
    /// `DEBUG`), pass strict lint, use no API newer than the minimum, and check for no iOS at or
    /// below it; from 15.0 they are the golden files.
    @Test(arguments: minimums)
    func supportFilesForAMinimumCompileAndCheckNothingItGuarantees(minimum: String) throws {
        let files = try Self.supportFiles(from: minimum)
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try files.map { file in
            let url = directory.appendingPathComponent(file.name)
            try Data(file.bytes).write(to: url)
            return url.path
        }
        let modules = try SDKStubModules.path()
        for flags in [["-D", "DEBUG"], []] {
            let result = try Swiftc.run(
                ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules] + flags + paths)
            #expect(result.status == 0 && result.output.isEmpty, "iOS \(minimum) \(flags): \(result.output)")
        }
        let swiftFormat = try #require(GoldenLintTests.swiftFormat)
        let configuration = PackagePaths.root.appendingPathComponent(".swift-format").path
        let lint = try Swiftc.execute(swiftFormat, ["lint", "--strict", "--configuration", configuration] + paths)
        #expect(lint.status == 0 && lint.output.isEmpty, "iOS \(minimum): \(lint.output)")
        let availability = try AvailabilityCheck.run([minimum] + paths)
        #expect(availability.status == 0 && availability.output.isEmpty, "iOS \(minimum): \(availability.output)")
        if minimum == "15.0" {
            for file in files { try GoldenTests.expectMatchesGolden(file) }
        } else {
            let checks = files.flatMap { $0.contents.split(separator: "\n") }
                .filter { $0.contains("#available(") || $0.contains("#unavailable(") }
            #expect(!checks.isEmpty)
            #expect(checks.allSatisfy { !$0.contains("iOS \(minimum)") }, "\(checks)")
        }
    }

    /// A form file on disk that the run did not make may run on any iOS, as its file does not say:
    /// then the support files keep every check.
    @Test func aFormOnDiskFromAnotherRunKeepsEveryCheck() throws {
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let login = try Data(contentsOf: PackagePaths.specs.appendingPathComponent("LoginForm.json"))
        let source = SourceFile(name: "LoginForm.json", bytes: Array(login))
        try #require(GeneratedAvailabilityTests.minimumIOS(ofSpec: "LoginForm.json") == "17.0")
        let other = try Data(contentsOf: GoldenTests.golden.appendingPathComponent("SignUpForm.swift"))
        let handWritten = Array("struct Screen {}\n".utf8)
        func support(_ formsOnDisk: [String: [UInt8]]) throws -> String {
            let result = GeneratorPipeline.generate(
                [source], renderer: try FormRenderer.builtin(), formsOnDisk: formsOnDisk)
            return try #require(result.files.first { $0.name == "FormGenSupport.swift" }).contents
        }
        #expect(!(try support([:])).contains("#available(iOS 17.0"))
        #expect(!(try support(["Screen.swift": handWritten])).contains("#available(iOS 17.0"))
        #expect(try support(["SignUpForm.swift": Array(other)]).contains("#available(iOS 17.0"))
    }
}
