import Foundation
import Testing

/// Generated code is held to the project's own style: `swift format lint --strict` with `.swift-format`.
@Suite struct GoldenLintTests {
    static let swiftFormat: URL? = ["/opt/swift/usr/bin/swift-format", "/usr/bin/swift-format"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
        .map(URL.init(fileURLWithPath:))

    @Test func goldenFilesPassStrictLint() throws {
        let swiftFormat = try #require(Self.swiftFormat, "swift-format is not installed next to swiftc")
        let configuration = PackagePaths.root.appendingPathComponent(".swift-format").path
        let result = try Swiftc.execute(
            swiftFormat, ["lint", "--strict", "--configuration", configuration] + TypeCheckTests.goldenFiles())
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
