import Foundation
import Testing

/// `formgen schema` and its agreement with the validator, judged by an independent JSON Schema validator.
@Suite struct SchemaCommandTests {
    static let schemaFile = FormGenProcess.packageRoot.appendingPathComponent("formgen.schema.json")

    /// Malformed specs whose only problems are beyond JSON Schema: checks across the document, or a
    /// JSON detail the JSON data model does not keep.
    static let beyondTheSchema: [String: String] = [
        "58-duplicate-key.json": "JSON parsers keep one of two duplicate keys",
        "67-duplicate-ids.json": "ids unique across fields",
        "68-field-in-two-bars.json": "a field listed by two bars",
        "71-whenmatches-unknown-id.json": "whenMatches ids that are fields",
        "81-duplicate-bar-names.json": "bar names unique across bars",
    ]

    @Test func printsTheCommittedSchema() throws {
        let outcome = try FormGenProcess.run(["schema"])
        #expect(outcome.status == 0)
        let committed = try String(contentsOf: Self.schemaFile, encoding: .utf8)
        #expect(
            outcome.standardOutput == committed,
            "formgen.schema.json is stale: run swift run formgen schema > formgen.schema.json")
        let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test func examplesPointEditorsAtTheSchema() throws {
        for name in ValidateCommandTests.examples {
            let text = try String(
                contentsOf: FormGenProcess.packageRoot.appendingPathComponent("Specs/\(name)"), encoding: .utf8)
            #expect(text.contains(#""$schema": "../formgen.schema.json""#), "\(name)")
        }
    }

    /// Whether `python3` can import `jsonschema`, which checks the spec format's schema.
    static let hasJSONSchema: Bool = {
        let probe = try? FormGenProcess.run(
            ["python3", "-c", "import jsonschema"], executable: URL(fileURLWithPath: "/usr/bin/env"))
        return probe?.status == 0
    }()

    @Test(.enabled(if: hasJSONSchema, "needs Python's jsonschema; .ci/run installs it"))
    func schemaAndValidatorAgreeOnEveryExampleAndMalformedSpec() throws {
        let examples = ValidateCommandTests.examples.map { "Specs/\($0)" }
        let malformed = ValidateCommandTests.malformed.map { "Tests/FormGenCLITests/Malformed/\($0)" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", "Tests/FormGenCLITests/Support/check_schema.py", Self.schemaFile.path] + examples + malformed
        process.currentDirectoryURL = FormGenProcess.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "check_schema.py failed")
        var verdicts: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "\t")
            if parts.count == 2 { verdicts[String(parts[0])] = String(parts[1]) }
        }
        #expect(verdicts.count == examples.count + malformed.count)
        for path in examples {
            #expect(verdicts[path] == "valid", "\(path)")
        }
        for path in malformed {
            let name = String(path.split(separator: "/").last ?? "")
            let validator = try FormGenProcess.run(["validate", path])
            #expect(validator.status == 1)
            switch verdicts[path] {
            case "not-json": continue
            case "valid":
                #expect(Self.beyondTheSchema[name] != nil, "the schema accepts \(name), which formgen rejects")
            default:
                #expect(Self.beyondTheSchema[name] == nil, "\(name) is listed as beyond the schema but it rejects it")
            }
        }
    }
}
