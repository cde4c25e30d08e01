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

    /// State a view owns is private, as SwiftUI's documentation of `State` asks: a memberwise
    /// initialiser that could set it would conflict with the storage SwiftUI keeps for the view.
    @Test func viewOwnedStateIsPrivate() throws {
        let wrappers = ["@State ", "@FocusState ", "@Environment(", "@StateObject "]
        var checked = 0
        for path in try TypeCheckTests.goldenFiles() {
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            for (index, line) in lines.enumerated() where wrappers.contains(where: { line.contains($0) }) {
                checked += 1
                #expect(line.contains(" private var "), "\(path):\(index + 1): \(line)")
            }
        }
        #expect(checked > 10)
    }

    /// Every import comes before the first declaration, and every doc comment is attached to the
    /// declaration it documents: the line after it is code, not a blank line, a compiler directive
    /// or the end of a scope, where the comment would document nothing or the next declaration.
    @Test func importsComeFirstAndDocCommentsDocumentTheirDeclaration() throws {
        for path in try TypeCheckTests.goldenFiles() {
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .map { $0.trimmingCharacters(in: .whitespaces) }
            let isImport = { (line: String) in line.hasPrefix("import ") || line.hasPrefix("public import ") }
            let firstCode = lines.firstIndex {
                !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("#") && !isImport($0)
            }
            let lastImport = lines.lastIndex(where: isImport)
            if let firstCode, let lastImport { #expect(lastImport < firstCode, "\(path): an import after the code") }
            for (index, line) in lines.enumerated() where line.hasPrefix("///") {
                let next = lines[index + 1]
                #expect(
                    next.hasPrefix("///")
                        || !(next.isEmpty || next.hasPrefix("#") || next.hasPrefix("}") || next.hasPrefix("//")),
                    "\(path):\(index + 1): a doc comment followed by \"\(next)\"")
            }
        }
    }
}
