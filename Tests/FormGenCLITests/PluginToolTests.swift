import Foundation
import Testing

/// `formgen-plugin-tool`, what FormGenPlugin runs: the same files as `formgen`, and a usage error
/// for any command line the plugin does not pass.
@Suite struct PluginToolTests {
    static let executable = FormGenProcess.executable.deletingLastPathComponent()
        .appendingPathComponent("formgen-plugin-tool")

    static func files(in directory: URL) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: directory.appendingPathComponent($0))) })
    }

    @Test func writesWhatFormgenWrites() throws {
        let scratch = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let specs = ["Specs/LoginForm.json", "Specs/SignUpForm.json"]
        let fromTool = scratch.appendingPathComponent("tool")
        let fromFormgen = scratch.appendingPathComponent("formgen")
        let tool = try FormGenProcess.run(specs + ["-o", fromTool.path, "--quiet"], executable: Self.executable)
        #expect(tool.status == 0, "\(tool.standardError)")
        #expect(tool.standardOutput.isEmpty)
        let formgen = try FormGenProcess.run(specs + ["-o", fromFormgen.path, "--quiet"])
        #expect(formgen.status == 0, "\(formgen.standardError)")
        let written = try Self.files(in: fromTool)
        #expect(written.keys.contains("LoginForm.swift") && written.keys.contains("SignUpForm.swift"))
        #expect(written == (try Self.files(in: fromFormgen)))
    }

    /// A hand-written file in the way stops the run as it stops formgen's: the same error, nothing written.
    @Test func aFileInTheWayIsTheErrorFormgenGives() throws {
        let scratch = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let handWritten = Data("struct LoginForm {}\n".utf8)
        try handWritten.write(to: scratch.appendingPathComponent("LoginForm.swift"))
        let arguments = ["Specs/LoginForm.json", "-o", scratch.path, "--quiet"]
        let tool = try FormGenProcess.run(arguments, executable: Self.executable)
        let formgen = try FormGenProcess.run(arguments)
        #expect(tool.status == 1 && formgen.status == 1)
        #expect(tool.standardError.contains("LoginForm.swift: error: "), "\(tool.standardError)")
        #expect(tool.standardError == formgen.standardError)
        #expect(try Self.files(in: scratch) == ["LoginForm.swift": handWritten])
    }

    @Test(arguments: [
        ["Specs/LoginForm.json"],
        ["Specs/LoginForm.json", "-o"],
        ["-o", "Out"],
        ["Specs/LoginForm.json", "-o", "Out", "--access", "public"],
    ])
    func anotherCommandLineIsAUsageError(arguments: [String]) throws {
        let outcome = try FormGenProcess.run(arguments, executable: Self.executable)
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("Error: formgen-plugin-tool takes what FormGenPlugin passes"))
        #expect(outcome.standardError.contains("\nUsage: formgen-plugin-tool <spec>... -o <dir> [--quiet]"))
    }
}
