import Foundation
import Testing

/// The command reference of the DocC catalog is each command's help, as formgen prints it from its
/// own declarations (`Command.all`, `OptionDefinition.all`): no option is described by hand.
/// `Scripts/regenerate` rewrites it (it records through this test).
@Suite struct CommandReferenceTests {
    static let document = "Documentation/formgen.docc/CommandLine.md"
    static let begin = "<!-- command reference: written by Scripts/regenerate from each command's --help -->"
    static let end = "<!-- end of command reference -->"

    /// The words of each command, generation first, in the order `formgen --help` lists them.
    static func commands() throws -> [[String]] {
        let help = try FormGenProcess.run(["--help"]).standardOutput
        let listed =
            help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first?
            .split(separator: "\n")
            .prefix { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && !$0.contains("See '") }
            .map { line in
                line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0].split(separator: " ")
                    .map(String.init)
            } ?? []
        return [[]] + listed
    }

    /// The section between the markers: each command's help in a code block.
    static func reference() throws -> String {
        var sections: [String] = []
        for words in try commands() {
            let outcome = try FormGenProcess.run(words + ["--help"])
            guard outcome.status == 0 else {
                throw Failure(
                    message: "formgen \(words.joined(separator: " ")) --help failed: \(outcome.standardError)")
            }
            sections.append(
                "#### \((["formgen"] + words).joined(separator: " "))\n\n```\n\(outcome.standardOutput)```\n")
        }
        return begin + "\n\n" + sections.joined(separator: "\n") + "\n" + end
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    @Test func theCommandReferenceIsEachCommandsHelp() throws {
        let url = FormGenProcess.packageRoot.appendingPathComponent(Self.document)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let start = text.range(of: Self.begin), let stop = text.range(of: Self.end),
            start.upperBound <= stop.lowerBound
        else {
            Issue.record("\(Self.document) has no command reference between its markers")
            return
        }
        let expected = text.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: try Self.reference())
        if ProcessInfo.processInfo.environment["FORMGEN_RECORD"] != nil {
            try Data(expected.utf8).write(to: url)
            Issue.record("recorded \(Self.document); run the tests again without FORMGEN_RECORD")
            return
        }
        #expect(text == expected, "\(Self.document) is stale: run Scripts/regenerate")
    }

    /// The commands are read from `formgen --help`, so a new one reaches the reference by itself.
    @Test func theReferenceCoversEveryCommand() throws {
        let commands = try Self.commands()
        for expected in [[], ["validate"], ["outputs"], ["schema"], ["templates", "dump"], ["strings"]] {
            #expect(commands.contains(expected), "formgen \(expected.joined(separator: " "))")
        }
    }
}
