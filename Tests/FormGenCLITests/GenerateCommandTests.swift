import Foundation
import Testing

/// `formgen <spec>... -o <dir>` run end to end.
@Suite struct GenerateCommandTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func golden(_ name: String) throws -> Data {
        try Data(contentsOf: FormGenProcess.packageRoot.appendingPathComponent("Tests/Golden/\(name)"))
    }

    /// One spec and then another into one folder: the second run keeps the support the first
    /// form needs (its input rules), so both forms compile together, and the folder's files are the
    /// same as one run over both specs writes.
    @Test func aSecondRunKeepsTheSupportTheFirstFormNeeds() throws {
        let output = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(try FormGenProcess.run(["Specs/SignUpForm.json", "-o", output.path]).status == 0)
        let second = try FormGenProcess.run(["Specs/UserInfoForm.json", "-o", output.path])
        #expect(second.status == 0, "\(second.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        let check = try FormGenProcess.run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors"]
                + names.map { output.appendingPathComponent($0).path },
            executable: URL(
                fileURLWithPath: ProcessInfo.processInfo.environment["SWIFTC"] ?? "/opt/swift/usr/bin/swiftc"))
        #expect(check.status == 0, "\(check.standardError)")
        #expect(
            try Data(contentsOf: output.appendingPathComponent("FormGenInputRules.swift"))
                == Self.golden("FormGenInputRules.swift"))

        // Without the first form, its support goes too.
        try FileManager.default.removeItem(at: output.appendingPathComponent("SignUpForm.swift"))
        #expect(try FormGenProcess.run(["Specs/UserInfoForm.json", "-o", output.path]).status == 0)
        let rules = try String(contentsOf: output.appendingPathComponent("FormGenInputRules.swift"), encoding: .utf8)
        #expect(rules.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "\(rules)")
    }

    @Test func writesTheFormAndTheSupportFile() throws {
        let output = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let outcome = try FormGenProcess.run(["Specs/UserInfoForm.json", "Specs/LoginForm.json", "-o", output.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names == (["LoginForm.swift", "UserInfoForm.swift"] + SupportFiles.names).sorted())
        // Neither form has input rules or a keyboard observer: those support files hold only their header.
        for name in names {
            let written = try Data(contentsOf: output.appendingPathComponent(name))
            if ["FormGenInputRules.swift", "FormGenKeyboardAvoidance.swift"].contains(name) {
                #expect(
                    String(decoding: written, as: UTF8.self).split(separator: "\n").allSatisfy { $0.hasPrefix("//") })
            } else {
                // The golden files run from iOS 15; these forms from 16 (UserInfoForm's default), so
                // the support files do not check for it.
                let golden = String(decoding: try Self.golden(name), as: UTF8.self)
                    .replacingOccurrences(of: "#available(iOS 16.0, ", with: "#available(")
                #expect(String(decoding: written, as: UTF8.self) == golden, "\(name)")
            }
        }
    }

    @Test func aCopiedBinaryRunsOnItsOwn() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("formgen")
        try FormGenProcess.copyExecutable(to: copy)
        let spec = try Data(contentsOf: FormGenProcess.packageRoot.appendingPathComponent("Specs/SearchField.json"))
        try spec.write(to: folder.appendingPathComponent("SearchField.json"))
        let process = Process()
        process.executableURL = copy
        process.arguments = ["SearchField.json", "-o", "Out"]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let written = try Data(contentsOf: folder.appendingPathComponent("Out/SearchField.swift"))
        #expect(written == (try Self.golden("SearchField.swift")))
    }

    @Test func anyInvalidSpecMeansNothingIsWritten() throws {
        let output = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let broken = "Tests/FormGenCLITests/Malformed/68-field-in-two-bars.json"
        let outcome = try FormGenProcess.run(["Specs/UserInfoForm.json", broken, "-o", output.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("\(broken):10:43: error: field 'address' is already listed"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }

    @Test func readsASpecFromStandardInput() throws {
        let output = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let spec = Data(#"{"formgen": 1, "name": "Piped", "fields": [{"id": "text"}]}"#.utf8)
        let outcome = try FormGenProcess.run(["-", "-o", output.path], standardInput: spec)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let piped = try String(contentsOf: output.appendingPathComponent("Piped.swift"), encoding: .utf8)
        #expect(piped.hasPrefix("// Generated by formgen from <stdin>. Do not edit.\n"))
    }
}
