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
