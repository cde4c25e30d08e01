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

    /// Runs the tool as the plugin does: the forms, then the support files.
    static func runAsThePlugin(_ specs: [String], into output: URL) throws -> [FormGenProcess.Outcome] {
        try ["forms", "support"].map { part in
            try FormGenProcess.run(specs + ["-o", output.path, "--only", part], executable: executable)
        }
    }

    @Test func writesWhatFormgenWrites() throws {
        let scratch = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let specs = ["Specs/LoginForm.json", "Specs/SignUpForm.json"]
        let fromTool = scratch.appendingPathComponent("tool")
        let fromFormgen = scratch.appendingPathComponent("formgen")
        for outcome in try Self.runAsThePlugin(specs, into: fromTool) {
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
        let formgen = try FormGenProcess.run(specs + ["-o", fromFormgen.path, "--quiet"])
        #expect(formgen.status == 0, "\(formgen.standardError)")
        let written = try Self.files(in: fromTool)
        #expect(written.keys.contains("LoginForm.swift") && written.keys.contains("SignUpForm.swift"))
        #expect(written == (try Self.files(in: fromFormgen)))
    }

    /// The support files serve the target's specs alone: the form of a spec since removed, left in
    /// the folder, changes nothing, so an incremental build and a clean one compile the same code.
    @Test func aRemovedSpecsFormLeavesTheSupportFilesAlone() throws {
        let scratch = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let incremental = scratch.appendingPathComponent("incremental")
        let clean = scratch.appendingPathComponent("clean")
        let runs = [
            try Self.runAsThePlugin(["Specs/SignUpForm.json", "Specs/SearchField.json"], into: incremental),
            try Self.runAsThePlugin(["Specs/SearchField.json"], into: incremental),
            try Self.runAsThePlugin(["Specs/SearchField.json"], into: clean),
        ]
        #expect(runs.joined().allSatisfy { $0.status == 0 })
        let left = try Self.files(in: incremental)
        #expect(left.keys.contains("SignUpForm.swift"))
        #expect(left.filter { $0.key != "SignUpForm.swift" } == (try Self.files(in: clean)))
    }

    /// The forms' run prints the specs' warnings, for the build log; the support files' run, which
    /// validates the same specs, prints errors only.
    @Test func theFormsRunPrintsTheWarnings() throws {
        let scratch = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let spec = scratch.appendingPathComponent("Note.json")
        try Data(
            #"{ "formgen": 1, "name": "NoteForm", "fields": [{ "id": "note", "label": "Note", "kind": "multiline" }] }"#
                .utf8
        ).write(to: spec)
        let forms = try FormGenProcess.run(
            [spec.path, "-o", scratch.appendingPathComponent("Out").path, "--only", "forms"],
            executable: Self.executable)
        #expect(forms.status == 0)
        #expect(forms.standardError.contains("warning: multiline field 'note' has no bar"), "\(forms.standardError)")
        let support = try FormGenProcess.run(
            [spec.path, "-o", scratch.appendingPathComponent("Out").path, "--only", "support", "--quiet"],
            executable: Self.executable)
        #expect(support.status == 0 && support.standardError.isEmpty, "\(support.standardError)")
    }

    /// A hand-written file in the way stops the run as it stops formgen's: the same error, nothing written.
    @Test func aFileInTheWayIsTheErrorFormgenGives() throws {
        let scratch = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let handWritten = Data("struct LoginForm {}\n".utf8)
        try handWritten.write(to: scratch.appendingPathComponent("LoginForm.swift"))
        let arguments = ["Specs/LoginForm.json", "-o", scratch.path, "--only", "forms", "--quiet"]
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
        ["-o", "Out", "--only", "forms"],
        ["Specs/LoginForm.json", "-o", "Out"],
        ["Specs/LoginForm.json", "-o", "Out", "--only", "everything"],
        ["Specs/LoginForm.json", "-o", "Out", "--only", "forms", "--access", "public"],
    ])
    func anotherCommandLineIsAUsageError(arguments: [String]) throws {
        let outcome = try FormGenProcess.run(arguments, executable: Self.executable)
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("Error: formgen-plugin-tool takes what FormGenPlugin passes"))
        #expect(
            outcome.standardError.contains(
                "\nUsage: formgen-plugin-tool <spec>... -o <dir> --only forms|support [--quiet]"))
    }
}
