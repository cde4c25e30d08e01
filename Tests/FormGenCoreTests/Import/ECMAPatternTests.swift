import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Which JSON Schema patterns are copied, what they become, and why the others are not.
@Suite struct ECMAPatternTests {
    /// Patterns made only of the features that both engines read alike, and what the spec gets.
    static let copied: [(String, String)] = [
        ("^[a-z0-9_]+$", "[a-z0-9_]+"), ("^AC[0-9a-fA-F]{32}$", "AC[0-9a-fA-F]{32}"),
        ("^[0-9]{3}-[0-9]{4}$", "[0-9]{3}-[0-9]{4}"), ("^(STOP|START)\\.(ALL|EN)$", "(STOP|START)\\.(ALL|EN)"),
        ("^a$|^b$", "a|b"), ("^(?:[A-Z][a-z]*)( [A-Z][a-z]*){0,3}$", "(?:[A-Z][a-z]*)( [A-Z][a-z]*){0,3}"),
        ("^(?!admin)[a-z]{3,16}$", "(?!admin)[a-z]{3,16}"), ("^[^@ ]+@[^@ ]+$", "[^@ ]+@[^@ ]+"),
        ("^[\\-+]?[0-9]+(,[0-9]{3})*?$", "[\\-+]?[0-9]+(,[0-9]{3})*?"), ("^\\x41\\u00e9[\\t ]$", "\\x41\\u00e9[\\t ]"),
        ("^[a-]$", "[a-]"), ("^https?://[a-z.]+/?$", "https?://[a-z.]+/?"), ("^$", ""),
        ("^[À-ÿ]+$", "[À-ÿ]+"), ("^\\/\\$\\^$", "\\/\\$\\^"),
    ]

    @Test(arguments: copied)
    func copiesWhatBothEnginesReadAlike(pattern: String, expected: String) throws {
        #expect(ECMAPattern.translate(pattern) == .success(expected))
    }

    /// Each refused feature, with the start of its reason.
    static let refused: [(String, String)] = [
        ("^\\d{5}$", "'\\d' is [0-9] to ECMA-262"), ("^\\w+$", "'\\w' is [A-Za-z0-9_]"),
        ("^\\S+$", "'\\S' is all but a fixed list of spaces"), ("^a.b$", "it uses '.'"),
        ("[a-z]+", "it is not anchored"), ("^[a-z]+", "it is not anchored"), ("^a|b$", "it is not anchored"),
        ("^(?<=a)b$", "it has a lookbehind"), ("^(?<n>a)$", "it has a named group"),
        ("^\\bword$", "'\\b' is a word boundary"),
        ("^a++$", "it has '+' after a repetition"), ("^a{,3}$", "it has a '{' that is not a repetition count"),
        ("^[[:alpha:]]$", "it has '[' inside a class"), ("^[a&&b]$", "it has '&&' inside a class"),
        ("^[]a]$", "it has a class that starts with ']'"), ("^(a$)$", "it has '^' or '$' inside it"),
        ("^\\1$", "it has the escape '\\1'"), ("^\\p{L}$", "it has the escape '\\p'"),
        ("^a{3,2}$", "a repetition count is out of order"),
        ("^[z-a]$", "a class range is out of order"), ("^(a$", "it has '^' or '$' inside it"),
        ("^a)$", "it has a ')' that closes no group"),
        ("^😀$", "it has '😀', a character outside the Basic Multilingual Plane"),
        ("^e\u{301}+$", "it has characters made of several Unicode scalars"), ("^\\v$", "'\\v' is a vertical tab"),
        ("^[a-z-0]$", "it has a '-' right after a class range"), ("^*$", "it repeats an anchor"),
        ("^(?!a$)b$", "it has '^' or '$' inside it"), ("*a", "'*' repeats nothing"),
        ("^a\\", "it ends with a lone '\\'"),
        ("^(?=a)*$", "it repeats an anchor or a lookahead"), ("^[:a]$", "it has a class that starts with ':'"),
    ]

    @Test(arguments: refused)
    func refusesWhatTheEnginesReadDifferently(pattern: String, reason: String) {
        guard case .failure(let refusal) = ECMAPattern.translate(pattern) else {
            Issue.record("'\(pattern)' was copied")
            return
        }
        #expect(refusal.reason.hasPrefix(reason), "\(refusal.reason)")
    }

    /// Every copied pattern is one the spec's validator accepts without a finding.
    @Test(arguments: copied)
    func copiedPatternsPassTheValidator(pattern: String, expected: String) throws {
        let spec = #"{"formgen": 1, "name": "A", "fields": [{"id": "a", "pattern": \#(JSONWriter.quoted(expected))}]}"#
        let result = GeneratorPipeline.validate(SourceFile(name: "a.json", text: spec))
        #expect(result.form != nil)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
    }

    static let node = ["/usr/bin/node", "/usr/local/bin/node"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// ECMA-262 itself, as Node runs it, decides for the original pattern what JSON Schema decides;
    /// Swift's `Regex` whole-matching the copy must agree on every sample text.
    @Test(.enabled(if: node != nil))
    func copiedPatternsAgreeWithECMA262OnSampleTexts() throws {
        let texts = [
            "", "a", "b", "ab", "abc", "admin", "root", "AC0123456789abcdef0123456789ABCDEF", "123-4567", "1234567",
            "STOP.ALL", "START.EN", "STOP.FR", "Ann Lee", "ann", "x@y", "x@@y", "x y@z", "-1,000", "+12", "1,00",
            "Aé\t", "Aé ", "a-", "-", "https://a.b/", "http://x", "ÀÿÉ", "/$^", "a\n", "\na", "a b", "Ab Cd Ef Gh Ij",
        ]
        let script = """
            const [patterns, texts] = JSON.parse(require('fs').readFileSync(0, 'utf8'));
            process.stdout.write(JSON.stringify(patterns.map(p => texts.map(t => new RegExp(p).test(t)))));
            """
        let input = try JSONSerialization.data(withJSONObject: [Self.copied.map(\.0), texts])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.node))
        process.arguments = ["-e", script]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let ecma = try #require(try JSONSerialization.jsonObject(with: output) as? [[Bool]])
        for ((original, copy), expected) in zip(Self.copied, ecma) {
            let regex = try Regex(copy)
            for (text, matches) in zip(texts, expected) {
                let swift = (try? regex.wholeMatch(in: text)) != nil
                #expect(
                    swift == matches, "\(original) on \(text.debugDescription): ECMA-262 \(matches), Swift \(swift)")
            }
        }
    }
}
