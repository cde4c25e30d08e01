import Foundation
import Testing

/// `formgen strings` end to end: one catalog per table, reruns that change nothing, and a broken
/// catalog that stops the run with nothing written.
@Suite struct StringsCommandTests {
    static func workspace() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formgen-strings-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let login = #"""
            { "formgen": 1, "name": "LoginForm", "fields": [{ "id": "user", "label": "User" }],
              "strings": { "table": "Login", "bundle": "module" } }
            """#
        let note = #"""
            { "formgen": 1, "name": "NoteForm", "fields": [{ "id": "note", "label": "メモ" }],
              "strings": { "table": "Notes", "sourceLanguage": "ja" } }
            """#
        try login.write(to: directory.appendingPathComponent("Login.json"), atomically: true, encoding: .utf8)
        try note.write(to: directory.appendingPathComponent("Note.json"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test func writesOneCatalogPerTableAndARerunChangesNothing() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = [
            "strings", directory.appendingPathComponent("Login.json").path,
            directory.appendingPathComponent("Note.json").path, "-o", directory.appendingPathComponent("Catalogs").path,
        ]
        let first = try FormGenProcess.run(arguments)
        #expect(first.status == 0, "\(first.standardError)")
        let login = directory.appendingPathComponent("Catalogs/Login.xcstrings")
        let notes = directory.appendingPathComponent("Catalogs/Notes.xcstrings")
        let loginText = try String(contentsOf: login, encoding: .utf8)
        #expect(loginText.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"User\" : {\n"))
        #expect(try String(contentsOf: notes, encoding: .utf8).contains("\"sourceLanguage\" : \"ja\""))
        let modified = try FileManager.default.attributesOfItem(atPath: login.path)[.modificationDate] as? Date
        let second = try FormGenProcess.run(arguments)
        #expect(second.status == 0)
        #expect(second.standardOutput.hasPrefix("0 written, 2 unchanged"))
        #expect(try FileManager.default.attributesOfItem(atPath: login.path)[.modificationDate] as? Date == modified)
        // Only the module's tables.
        let modules = try FormGenProcess.run(
            arguments + ["--bundle", "module", "-o", directory.appendingPathComponent("Module").path])
        #expect(modules.status == 0, "\(modules.standardError)")
        let written = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("Module").path)
        #expect(written == ["Login.xcstrings"])
    }

    @Test func aBrokenCatalogIsALocatedErrorAndNothingIsWritten() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalogs = directory.appendingPathComponent("Catalogs")
        try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
        let broken =
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"User\" : {\n      \"comment\" : \"x\",\n    }\n  }\n}"
        try broken.write(to: catalogs.appendingPathComponent("Login.xcstrings"), atomically: true, encoding: .utf8)
        let outcome = try FormGenProcess.run([
            "strings", directory.appendingPathComponent("Login.json").path,
            directory.appendingPathComponent("Note.json").path, "-o", catalogs.path,
        ])
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError.hasPrefix(catalogs.appendingPathComponent("Login.xcstrings").path + ":6:5: error: "),
            "\(outcome.standardError)")
        #expect(try String(contentsOf: catalogs.appendingPathComponent("Login.xcstrings"), encoding: .utf8) == broken)
        #expect(!FileManager.default.fileExists(atPath: catalogs.appendingPathComponent("Notes.xcstrings").path))
    }

    @Test func twoSourceLanguagesForOneTableAreAnError() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let other =
            #"{ "formgen": 1, "name": "OtherForm", "fields": [{ "id": "a" }], "strings": { "table": "Notes" } }"#
        try other.write(to: directory.appendingPathComponent("Other.json"), atomically: true, encoding: .utf8)
        let outcome = try FormGenProcess.run([
            "strings", directory.appendingPathComponent("Note.json").path,
            directory.appendingPathComponent("Other.json").path, "-o", directory.appendingPathComponent("Out").path,
        ])
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError.contains(
                "error: the form 'OtherForm' is in 'en', but another spec of this run puts the table 'Notes' in 'ja'"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out").path))
    }

    @Test func stringsNeedsAnOutputDirectory() throws {
        let outcome = try FormGenProcess.run(["strings", "Specs/LoginForm.json"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("Error: missing expected option '-o <dir>'"))
    }

    /// `--check` writes nothing and fails while a catalog lacks what the specs look up.
    @Test func checkFailsUntilTheCatalogsFollowTheSpecs() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalogs = directory.appendingPathComponent("Catalogs")
        let spec = directory.appendingPathComponent("Login.json")
        let arguments = ["strings", spec.path, "-o", catalogs.path]
        let missing = try FormGenProcess.run(arguments + ["--check"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("Login.xcstrings: error: missing; run formgen strings to write it"))
        #expect(!FileManager.default.fileExists(atPath: catalogs.path))
        #expect(try FormGenProcess.run(arguments).status == 0)
        #expect(try FormGenProcess.run(arguments + ["--check"]).status == 0)
        let changed = try String(contentsOf: spec, encoding: .utf8).replacingOccurrences(
            of: #""label": "User""#, with: #""label": "User name""#)
        try changed.write(to: spec, atomically: true, encoding: .utf8)
        let outOfDate = try FormGenProcess.run(arguments + ["--check"])
        #expect(outOfDate.status == 1)
        #expect(outOfDate.standardError.contains("Login.xcstrings: error: out of date with the specs"))
    }

    @Test func tablesDifferingOnlyInCaseAreAnError() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let other =
            #"{ "formgen": 1, "name": "OtherForm", "fields": [{ "id": "a" }], "strings": { "table": "login" } }"#
        try other.write(to: directory.appendingPathComponent("Other.json"), atomically: true, encoding: .utf8)
        let outcome = try FormGenProcess.run([
            "strings", directory.appendingPathComponent("Login.json").path,
            directory.appendingPathComponent("Other.json").path, "-o", directory.appendingPathComponent("Out").path,
        ])
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError.contains(
                "looks its text up in the table 'login', and another spec of this run in 'Login'"))
    }
}
