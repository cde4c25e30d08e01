import Foundation
import Testing

/// `formgen validate` run end to end: exit codes, located errors, standard input.
@Suite struct ValidateCommandTests {
    static let malformed: [String] = {
        let directory = FormGenProcess.packageRoot.appendingPathComponent("Tests/FormGenCLITests/Malformed")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static let examples: [String] = {
        let directory = FormGenProcess.packageRoot.appendingPathComponent("Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func corpusIsLargeEnough() {
        #expect(Self.malformed.count >= 40)
        #expect(Self.examples.count >= 5)
    }

    @Test(arguments: examples)
    func exampleSpecIsValid(name: String) throws {
        let outcome = try FormGenProcess.run(["validate", "--warnings-as-errors", "Specs/\(name)"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.isEmpty)
    }

    @Test func readsStandardInputForADash() throws {
        let spec = Data(#"{"formgen": 1, "name": "A", "fields": [{"id": "a", "kind": "secur"}]}"#.utf8)
        let outcome = try FormGenProcess.run(["validate", "-"], standardInput: spec)
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError
                == "<stdin>:1:60: error: 'secur' is not a valid 'kind'; expected 'text', 'secure', 'multiline', "
                + "'integer', 'decimal'; did you mean 'secure'?\n1 error\n")
    }

    @Test func warningsPassUnlessTreatedAsErrors() throws {
        let spec = Data(#"{"formgen": 1, "name": "A", "fields": [{"id": "m", "kind": "multiline"}]}"#.utf8)
        let lenient = try FormGenProcess.run(["validate", "-"], standardInput: spec)
        #expect(lenient.status == 0)
        #expect(lenient.standardError.contains("<stdin>:1:47: warning: multiline field 'm'"))
        // A warning that fails the run is printed and counted as an error, with --quiet too, so the
        // failure says why.
        for quiet in [[], ["--quiet"]] {
            let strict = try FormGenProcess.run(["validate", "--warnings-as-errors", "-"] + quiet, standardInput: spec)
            #expect(strict.status == 1)
            #expect(strict.standardError.contains("<stdin>:1:47: error: multiline field 'm'"), "\(quiet)")
            #expect(!strict.standardError.contains("warning"), "\(quiet)")
        }
        let generate = try FormGenProcess.run(
            [
                "-", "-o", FileManager.default.temporaryDirectory.appendingPathComponent("unwritten").path,
                "--warnings-as-errors", "--quiet",
            ], standardInput: spec)
        #expect(generate.status == 1)
        #expect(generate.standardError.contains("<stdin>:1:47: error: multiline field 'm'"))
    }

    /// `Café.json` with a composed `é` and with a decomposed one are two files on Linux: both are
    /// read, and as they declare one form, that is the error, at the second.
    @Test func namesEqualOnlyAsUnicodeTextAreTwoSpecs() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let composed = directory.path + "/Caf\u{E9}.json"
        let decomposed = directory.path + "/Cafe\u{301}.json"
        let spec = try Data(contentsOf: FormGenProcess.packageRoot.appendingPathComponent("Specs/LoginForm.json"))
        #expect(FileManager.default.createFile(atPath: composed, contents: spec))
        #expect(FileManager.default.createFile(atPath: decomposed, contents: spec))
        let outcome = try FormGenProcess.run(["validate", composed, decomposed])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("given twice"))
        #expect(outcome.standardError.contains("Cafe\u{301}.json:"))
    }

    /// A spec given twice (overlapping globs, or by `..` or a full path) or standard input given
    /// twice is a usage error, not two specs declaring one form.
    @Test(arguments: [
        (
            ["Specs/LoginForm.json", "./Specs/LoginForm.json"],
            "the spec './Specs/LoginForm.json' is given twice (also as 'Specs/LoginForm.json')"
        ),
        (
            ["Specs//LoginForm.json", "Specs/LoginForm.json"],
            "the spec 'Specs/LoginForm.json' is given twice (also as 'Specs//LoginForm.json')"
        ),
        (["-", "-"], "standard input ('-') is given twice; it can be read once"),
        (
            ["Specs/LoginForm.json", "Tests/../Specs/LoginForm.json"],
            "the spec 'Tests/../Specs/LoginForm.json' is given twice (also as 'Specs/LoginForm.json')"
        ),
        (
            ["Specs/LoginForm.json", "\(FormGenProcess.packageRoot.path)/Specs/LoginForm.json"],
            "the spec '\(FormGenProcess.packageRoot.path)/Specs/LoginForm.json' is given twice (also as "
                + "'Specs/LoginForm.json')"
        ),
    ])
    func aSpecGivenTwiceIsAUsageError(paths: [String], message: String) throws {
        let outcome = try FormGenProcess.run(["validate"] + paths, standardInput: Data())
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("Error: \(message)\n"))
    }

    /// Only `-` itself is standard input: `./-` is a file of that name, another spec.
    @Test func aFileNamedDashIsNotStandardInput() throws {
        let outcome = try FormGenProcess.run(["validate", "-", "./-"], standardInput: Data())
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("./-: error: cannot read the spec"), "\(outcome.standardError)")
    }

    @Test func reportsEverySpecInOneRun() throws {
        let outcome = try FormGenProcess.run([
            "validate", "Specs/LoginForm.json", "missing.json", "Specs/SearchField.json",
        ])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("missing.json: error: cannot read the spec: "))
    }

    @Test(arguments: [["validate"], ["validate", "--frobnicate", "Specs/LoginForm.json"], ["valdate", "x.json"]])
    func usageErrorsExit64(arguments: [String]) throws {
        let outcome = try FormGenProcess.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("Error: "))
        #expect(outcome.standardError.contains("\nUsage: formgen"))
    }
}

/// The malformed corpus's README lists, for each file, where its errors and notes must point.
/// Those positions were computed independently of formgen; this suite holds formgen to them.
@Suite struct MalformedCorpusPositionTests {
    struct Expectation: CustomTestStringConvertible, Sendable {
        var file: String
        var errors: [String]
        var notes: [String]
        var testDescription: String { file }
    }

    static let expectations: [Expectation] = {
        let readme = FormGenProcess.packageRoot.appendingPathComponent("Tests/FormGenCLITests/Malformed/README.md")
        let text = (try? String(contentsOf: readme, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line -> Expectation? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, cells[0].hasPrefix("`"), cells[0].hasSuffix(".json`") else { return nil }
            let positions = cells[1]
            var errors: [String] = []
            var notes: [String] = []
            var inNote = false
            for token in positions.split(whereSeparator: { $0 == "," || $0 == " " }) {
                if token.hasPrefix("(note") {
                    inNote = true
                    continue
                }
                let position = token.trimmingCharacters(in: CharacterSet(charactersIn: "()"))
                guard position.contains(":") else { continue }
                if inNote { notes.append(position) } else { errors.append(position) }
                if token.hasSuffix(")") { inNote = false }
            }
            return Expectation(file: String(cells[0].dropFirst().dropLast()), errors: errors, notes: notes)
        }
    }()

    @Test func everyCorpusFileHasAnExpectation() {
        #expect(Set(Self.expectations.map(\.file)) == Set(ValidateCommandTests.malformed))
    }

    /// Each malformed spec ends formgen with status 1 (not a crash) and with errors and notes exactly
    /// where the README's table puts them.
    @Test(arguments: expectations)
    func findingsSitWhereTheREADMESays(expectation: Expectation) throws {
        let path = "Tests/FormGenCLITests/Malformed/\(expectation.file)"
        let outcome = try FormGenProcess.run(["validate", path])
        #expect(outcome.reason == .exit, "formgen crashed on \(expectation.file)")
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(!expectation.errors.isEmpty, "every malformed spec has a located error")
        var errors: [String] = []
        var notes: [String] = []
        for line in outcome.standardError.split(separator: "\n") where line.hasPrefix(path + ":") {
            let parts = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 3)
            guard parts.count == 4 else { continue }
            let position = "\(parts[0]):\(parts[1])"
            if parts[2] == " error" { errors.append(position) }
            if parts[2] == " note" { notes.append(position) }
        }
        #expect(errors.sorted() == expectation.errors.sorted(), "\(outcome.standardError)")
        #expect(notes.sorted() == expectation.notes.sorted(), "\(outcome.standardError)")
    }
}
