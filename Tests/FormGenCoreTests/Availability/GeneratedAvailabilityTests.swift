import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Every form runs on each iOS from its spec's `minimumIOS` up: its output and the support files use
/// no SwiftUI or UIKit API newer than that outside `if #available`, as `Scripts/check-availability`
/// finds against the stub's `@available` lines, and check for no iOS at or below it. A run's
/// support files are made for its lowest minimum, so one spec's output is checked at the spec's,
/// and the golden files, a run over every spec, at 15.0, the lowest a spec may ask for.
@Suite(.serialized) struct GeneratedAvailabilityTests {
    /// The lowest `minimumIOS` the spec format accepts.
    static let lowestMinimumIOS = "15.0"
    /// The spec format's default `minimumIOS`.
    static let defaultMinimumIOS = "16.0"

    static func minimumIOS(ofSpec specName: String) throws -> String {
        let data = try Data(contentsOf: PackagePaths.specs.appendingPathComponent(specName))
        let spec = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return spec["minimumIOS"] as? String ?? defaultMinimumIOS
    }

    @Test func theSpecsAskForDifferentMinimums() throws {
        let minimums = Set(try GoldenTests.specNames.map(Self.minimumIOS(ofSpec:)))
        #expect(minimums.isSuperset(of: ["15.0", "16.0", "17.0"]))
    }

    @Test(arguments: GoldenTests.specNames)
    func generatedOutputUsesNothingNewerThanItsMinimum(specName: String) throws {
        let files = try GoldenTests.generate(specName)
        try #require(files.count == 1 + OutputKind.targetFileNames.count)
        let sources = files.map { (name: $0.name, text: $0.contents) }
        let minimum = try Self.minimumIOS(ofSpec: specName)
        let (result, _) = try AvailabilityCheck.run(minimum: minimum, sources: sources)
        #expect(result.status == 0, "iOS \(minimum): \(result.output)")
        #expect(result.output.isEmpty, "iOS \(minimum): \(result.output)")
    }

    /// The golden files, compiled together as one target would, at the lowest minimum of all.
    @Test func goldenFilesUseNothingNewerThanTheLowestMinimum() throws {
        let goldenFiles = try TypeCheckTests.goldenFiles()
        #expect(goldenFiles.count == GoldenTests.specNames.count + OutputKind.targetFileNames.count)
        let result = try AvailabilityCheck.run([Self.lowestMinimumIOS] + goldenFiles)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    /// The check is not vacuous on generated code: without its `if #available`, the support file's
    /// multiline field uses the iOS 16 `TextField` initialiser on iOS 15.
    @Test func theSupportFileNeedsItsAvailabilityCheck() throws {
        let golden = GoldenTests.golden.appendingPathComponent("FormGenTextField.swift")
        let source = try String(contentsOf: golden, encoding: .utf8)
        let check = "if #available(iOS 16.0, macOS 13.0, *), let axis {"
        try #require(source.contains(check))
        let unguarded = source.replacingOccurrences(of: check, with: "if let axis {")
        let lines = unguarded.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(
            lines.firstIndex { $0.contains("TextField(text: text, prompt: placeholder, axis:") })
        let column = try #require(lines[row].firstIndex(of: "T")).utf16Offset(in: lines[row]) + 1
        let (result, paths) = try AvailabilityCheck.run(
            minimum: "15.0",
            sources: [
                (
                    name: "FormGenSupport.swift",
                    text: try String(
                        contentsOf: GoldenTests.golden.appendingPathComponent("FormGenSupport.swift"), encoding: .utf8)
                ),
                (name: "FormGenTextField.swift", text: unguarded),
            ])
        let path = try #require(paths["FormGenTextField.swift"])
        #expect(
            AvailabilityCheck.lines(result) == [
                "\(path):\(row + 1):\(column): error: 'init(text:prompt:axis:label:)' needs iOS 16.0; the minimum is 15.0"
            ], "\(result.output)")
        #expect(result.status == 1)
    }
}
