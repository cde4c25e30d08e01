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

    /// The limits' texts go to the catalog with plural variations (English "1 character", "2
    /// characters"); translations Xcode saved into it, by plural in French, German and Russian,
    /// survive a rerun, which changes no byte.
    @Test func countsHavePluralVariationsAndTheirTranslationsSurvive() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Pin.json")
        let pin = #"""
            { "formgen": 1, "name": "PinForm", "fields": [{ "id": "pin", "label": "PIN", "minLength": 4, "maxLength": 8 }],
              "strings": { "table": "Pin" } }
            """#
        try pin.write(to: spec, atomically: true, encoding: .utf8)
        let catalogs = directory.appendingPathComponent("Catalogs")
        let arguments = ["strings", spec.path, "-o", catalogs.path]
        let first = try FormGenProcess.run(arguments)
        #expect(first.status == 0, "\(first.standardError)")
        let catalog = catalogs.appendingPathComponent("Pin.xcstrings")
        var root = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])
        var strings = try #require(root["strings"] as? [String: Any])
        func unit(_ value: String) -> [String: Any] {
            ["stringUnit": ["state": "translated", "value": value]]
        }
        func plural(_ forms: [String: String]) -> [String: Any] {
            ["variations": ["plural": forms.mapValues(unit)]]
        }
        for (key, singular) in [
            "At least %lld characters": "At least %lld character", "At most %lld characters": "At most %lld character",
        ] {
            let entry = try #require(strings[key] as? [String: Any])
            let localizations = try #require(entry["localizations"] as? [String: Any])
            #expect(
                NSDictionary(dictionary: localizations)
                    == NSDictionary(dictionary: ["en": plural(["one": singular, "other": key])]), "\(key)")
        }
        // What Xcode saves once a translator has been at work.
        let translations: [String: [String: Any]] = [
            "At least %lld characters": [
                "fr": plural(["one": "Au moins %lld caractère", "other": "Au moins %lld caractères"]),
                "de": plural(["one": "Mindestens %lld Zeichen", "other": "Mindestens %lld Zeichen"]),
            ],
            "At most %lld characters": [
                "ru": plural([
                    "one": "Не более %lld символа", "few": "Не более %lld символов", "many": "Не более %lld символов",
                    "other": "Не более %lld символа",
                ]),
                "de": unit("Höchstens %lld Zeichen"),
            ],
        ]
        for (key, languages) in translations {
            var entry = try #require(strings[key] as? [String: Any])
            var localizations = try #require(entry["localizations"] as? [String: Any])
            localizations.merge(languages) { old, _ in old }
            entry["localizations"] = localizations
            strings[key] = entry
        }
        root["strings"] = strings
        let translated = try JSONSerialization.data(
            withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        try translated.write(to: catalog)
        let second = try FormGenProcess.run(arguments)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.hasPrefix("0 written, 1 unchanged"), "\(second.standardOutput)")
        #expect(try Data(contentsOf: catalog) == translated)
        #expect(try FormGenProcess.run(arguments + ["--check"]).status == 0)
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

    /// Specs that generation refuses together write no catalog, and say so as `formgen validate` does.
    @Test func twoSpecsOfOneFormAreRefusedAsByValidate() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let login = directory.appendingPathComponent("Login.json")
        let copy = directory.appendingPathComponent("LoginCopy.json")
        try FileManager.default.copyItem(at: login, to: copy)
        let outcome = try FormGenProcess.run([
            "strings", login.path, copy.path, "-o", directory.appendingPathComponent("Out").path,
        ])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("error: another spec of this run already declares the form 'LoginForm'"))
        #expect(outcome.standardError == (try FormGenProcess.run(["validate", login.path, copy.path]).standardError))
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

    /// A catalog with a byte-order mark, or with `sourceLanguage` after its first 4 KiB, is a catalog.
    @Test(arguments: ["mark", "late"])
    func aValidCatalogIsReadWhateverItsLayout(layout: String) throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalogs = directory.appendingPathComponent("Catalogs")
        try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
        let filler = (0..<100).map { #""Other \#($0)" : { "comment" : "Kept as it is." }"# }.joined(separator: ",\n")
        let text =
            layout == "mark"
            ? "\u{FEFF}" + #"{ "sourceLanguage" : "en", "strings" : { "Other" : {} }, "version" : "1.0" }"#
            : #"{ "strings" : { "# + filler + #" }, "version" : "1.0", "sourceLanguage" : "en" }"#
        #expect(text.utf8.count > 4096 || layout == "mark")
        let catalog = catalogs.appendingPathComponent("Login.xcstrings")
        try text.write(to: catalog, atomically: true, encoding: .utf8)
        let spec = directory.appendingPathComponent("Login.json").path
        let check = try FormGenProcess.run(["strings", "--check", spec, "-o", catalogs.path])
        #expect(check.status == 1)
        #expect(
            check.standardError.hasPrefix("\(catalog.path): error: out of date with the specs"),
            "\(check.standardError)")
        let run = try FormGenProcess.run(["strings", spec, "-o", catalogs.path])
        #expect(run.status == 0, "\(run.standardError)")
        let written = try String(contentsOf: catalog, encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"sourceLanguage\" : \"en\""))
        #expect(written.contains("\"User\" : {") && written.contains(layout == "mark" ? "\"Other\"" : "\"Other 99\""))
    }
}
