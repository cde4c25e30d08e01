import Foundation
import Testing

/// `formgen import` run end to end: printing, writing, never replacing a file without `--force`,
/// nothing written on an error, and a spec that `formgen validate` and generation accept.
@Suite struct ImportCommandTests {
    static let petstore =
        FormGenProcess.packageRoot.appendingPathComponent(
            "Tests/FormGenCoreTests/Import/Documents/petstore-openapi.json"
        )
        .path

    @Test func printsTheSpecWhichValidatesAndGenerates() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let printed = try FormGenProcess.run(["import", Self.petstore + "#/components/schemas/User"])
        #expect(printed.status == 0, "\(printed.standardError)")
        #expect(printed.standardError.isEmpty)
        #expect(printed.standardOutput.contains(#""name": "UserForm""#))
        // From standard input with a pointer, as `-#<pointer>`, it is the same spec.
        let fromStandardInput = try FormGenProcess.run(
            ["import", "-#/components/schemas/User"],
            standardInput: try Data(contentsOf: URL(fileURLWithPath: Self.petstore)))
        #expect(fromStandardInput.status == 0 && fromStandardInput.standardOutput == printed.standardOutput)
        // A document whose name holds a `#` is cut at it, and the error says how to read it all the same.
        let hashed = directory.appendingPathComponent("my#doc.json")
        try FileManager.default.copyItem(atPath: Self.petstore, toPath: hashed.path)
        let cut = try FormGenProcess.run(["import", "my#doc.json#/components/schemas/User"], in: directory)
        #expect(cut.status == 1)
        #expect(
            cut.standardError.hasPrefix(
                "my: error: cannot read the document: No such file or directory; 'my#doc.json' is a file, whose '#' "
                    + "formgen read as the pointer's start: give it on standard input, as in formgen import "
                    + "'-#/components/schemas/User' < 'my#doc.json'\n"))
        try FileManager.default.removeItem(at: hashed)
        // `-o -` prints it too, and writes no file named `-`.
        let dash = try FormGenProcess.run(
            ["import", Self.petstore + "#/components/schemas/User", "-o", "-"], in: directory)
        #expect(dash.status == 0 && dash.standardOutput == printed.standardOutput)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        let spec = directory.appendingPathComponent("UserForm.json")
        try Data(printed.standardOutput.utf8).write(to: spec)
        let validate = try FormGenProcess.run(["validate", "--warnings-as-errors", spec.path])
        #expect(validate.status == 0 && validate.standardError.isEmpty, "\(validate.standardError)")
        let generate = try FormGenProcess.run([spec.path, "-o", directory.appendingPathComponent("Out").path])
        #expect(generate.status == 0, "\(generate.standardError)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out/UserForm.swift").path))
    }

    @Test func writesANewFileAndReplacesAnExistingOneOnlyWithForce() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Specs/User.json")
        let argument = Self.petstore + "#/components/schemas/User"
        let created = try FormGenProcess.run(["import", argument, "-o", spec.path, "--name", "SignUpForm"])
        #expect(created.status == 0, "\(created.standardError)")
        let written = try String(contentsOf: spec, encoding: .utf8)
        #expect(written.contains(#""name": "SignUpForm""#))
        try Data("{}".utf8).write(to: spec)
        let refused = try FormGenProcess.run(["import", argument, "-o", spec.path])
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "\(spec.path): error: the file exists and is not replaced; '--force' replaces it"))
        #expect(try String(contentsOf: spec, encoding: .utf8) == "{}")
        let forced = try FormGenProcess.run(["import", argument, "-o", spec.path, "--force", "--name", "SignUpForm"])
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(try String(contentsOf: spec, encoding: .utf8) == written)
        // No staged file is left beside it.
        let entries = try FileManager.default.contentsOfDirectory(atPath: spec.deletingLastPathComponent().path)
        #expect(entries == ["User.json"])
    }

    /// `-o` cannot name the document being imported, as written, through a symbolic link or as
    /// another name of it, even with `--force`: the spec would replace the schema it came from.
    @Test func theDocumentIsNeverItsOwnOutput() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("doc.json")
        try FileManager.default.copyItem(atPath: Self.petstore, toPath: document.path)
        let link = directory.appendingPathComponent("alias.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "doc.json")
        let hardLink = directory.appendingPathComponent("other.json")
        try FileManager.default.linkItem(at: document, to: hardLink)
        let original = try Data(contentsOf: document)
        for output in [document.path, link.path, directory.path + "/./doc.json", hardLink.path] {
            let outcome = try FormGenProcess.run(
                ["import", document.path + "#/components/schemas/User", "-o", output, "--force"])
            #expect(outcome.status == 1)
            #expect(
                outcome.standardError
                    == "\(output): error: is the document being imported; '-o' names the spec file to write\n1 error\n")
            #expect(try Data(contentsOf: document) == original)
        }
    }

    /// Nor can it name the file a standard stream is: the document read from standard input, or the
    /// file standard output or standard error goes to, which `--force` would replace with the
    /// stream's earlier text lost.
    @Test func aStandardStreamsFileIsNeverTheOutput() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("build.log").path
        let document = directory.appendingPathComponent("doc.json").path
        let original = Data(#"{"type": "object", "properties": {"name": {"type": "string"}}}"#.utf8)
        try original.write(to: URL(fileURLWithPath: document))
        let formgen = FormGenProcess.executable.path
        let cases = [
            (
                "'\(formgen)' import '\(Self.petstore)#/components/schemas/User' -o /dev/stdout --force >> '\(log)'",
                "/dev/stdout: error: is where standard output goes"
            ),
            (
                "'\(formgen)' import '\(Self.petstore)#/components/schemas/User' -o '\(log)' --force >> '\(log)'",
                "\(log): error: is where standard output goes"
            ),
            (
                "'\(formgen)' import '\(Self.petstore)#/components/schemas/User' -o /dev/stderr --force 2>> '\(log)'",
                nil
            ),
        ]
        for (command, message) in cases {
            try Data("earlier lines\n".utf8).write(to: URL(fileURLWithPath: log))
            let outcome = try FormGenProcess.run(["-c", command], executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(outcome.status == 1, "\(command)")
            let kept = try String(contentsOfFile: log, encoding: .utf8)
            #expect(kept.hasPrefix("earlier lines\n"), "\(command)")
            if let message {
                #expect(outcome.standardError.hasPrefix(message), "\(outcome.standardError)")
            } else {
                #expect(kept.contains("/dev/stderr: error: is where standard error goes"), "\(kept)")
            }
        }
        let fromStandardInput = try FormGenProcess.run(
            ["-c", "'\(formgen)' import - --name User -o '\(document)' --force < '\(document)'"],
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(fromStandardInput.status == 1)
        #expect(
            fromStandardInput.standardError
                == "\(document): error: is the document being imported; '-o' names the spec file to write\n1 error\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: document)) == original)
    }

    /// `--force` replaces a spec as formgen replaces a generated file: through a symbolic link,
    /// keeping its permissions, and never a FIFO or a file with other names, which stay as they were.
    @Test func forceReplacesOnlyARegularFileThroughItsLink() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        let argument = Self.petstore + "#/components/schemas/User"
        let real = directory.appendingPathComponent("Real.json")
        try Data("{}".utf8).write(to: real)
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: real.path)
        let link = directory.appendingPathComponent("Link.json")
        try manager.createSymbolicLink(atPath: link.path, withDestinationPath: "Real.json")
        let linked = try FormGenProcess.run(["import", argument, "-o", link.path, "--force"])
        #expect(linked.status == 0, "\(linked.standardError)")
        #expect(try manager.destinationOfSymbolicLink(atPath: link.path) == "Real.json")
        #expect(try String(contentsOf: real, encoding: .utf8).contains(#""name": "UserForm""#))
        #expect(try manager.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int == 0o600)

        let second = directory.appendingPathComponent("Second.json")
        try manager.linkItem(at: real, to: second)
        let hardLinked = try FormGenProcess.run(["import", argument, "-o", second.path, "--force", "--name", "Other"])
        #expect(hardLinked.status == 1)
        #expect(hardLinked.standardError.contains("Second.json: error: has 2 hard links"))
        #expect(try String(contentsOf: second, encoding: .utf8).contains(#""name": "UserForm""#))

        let fifo = directory.appendingPathComponent("Pipe.json")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let piped = try FormGenProcess.run(["import", argument, "-o", fifo.path, "--force"])
        #expect(piped.status == 1)
        #expect(piped.standardError.contains("Pipe.json: error: cannot read the existing file: it is a FIFO"))
        var status = stat()
        #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(
            try manager.contentsOfDirectory(atPath: directory.path).sorted() == [
                "Link.json", "Pipe.json", "Real.json", "Second.json",
            ])
    }

    @Test func anErrorWritesNothingAndIsLocated() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("User.json")
        let outcome = try FormGenProcess.run(["import", Self.petstore + "#/components/schemas/Usr", "-o", spec.path])
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError.contains(": error: '#/components/schemas' has no member 'Usr'; did you mean 'User'?"))
        #expect(!FileManager.default.fileExists(atPath: spec.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func warningsFailTheRunOnlyWhenTreatedAsErrors() throws {
        let argument = Self.petstore + "#/components/schemas/Pet"
        let lenient = try FormGenProcess.run(["import", argument])
        #expect(lenient.status == 0)
        #expect(lenient.standardError.contains("warning: 'photoUrls' is an array"))
        let strict = try FormGenProcess.run(["import", argument, "--warnings-as-errors"])
        #expect(strict.status == 1 && strict.standardOutput.isEmpty)
    }

    @Test(arguments: [
        ["--name", "lowercase"], ["--name", "Text"], ["-o", ""], ["-o", "New/"], ["-o", "New/."], ["-o", "New/A/.."],
    ])
    func badOptionValuesAreUsageErrors(option: [String]) throws {
        let outcome = try FormGenProcess.run(["import", Self.petstore + "#/components/schemas/User"] + option)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("Error: '\(option[0])' needs"))
    }

    @Test func helpDescribesTheCommand() throws {
        let help = try FormGenProcess.run(["import", "--help"])
        #expect(help.status == 0)
        #expect(
            help.standardOutput.contains(
                "USAGE: formgen import <document.json>#<pointer> [-o <spec.json>] [--name <Name>] [--force]"))
        let top = try FormGenProcess.run(["--help"])
        #expect(top.standardOutput.contains("  import "))
    }
}
