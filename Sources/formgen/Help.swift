/// Help and usage texts, in the OVERVIEW / USAGE / ARGUMENTS / OPTIONS layout of swift-argument-parser.
enum Help {
    static func usage(_ command: Invocation.Command) -> String {
        switch command {
        case .generate:
            "formgen <spec.json>... -o <dir> [--check] [--templates <dir>] [--access <level>] [--warnings-as-errors] [-q]"
        case .validate: "formgen validate <spec.json>... [--warnings-as-errors] [-q]"
        case .schema: "formgen schema"
        case .templatesDump: "formgen templates dump <dir> [-q]"
        case .strings:
            "formgen strings <spec.json>... -o <dir> [--check] [--bundle <bundle>] [--warnings-as-errors] [-q]"
        }
    }

    static func text(for command: Invocation.Command) -> String {
        var sections = ["OVERVIEW: \(overview(command))", "USAGE: \(usage(command))"]
        if command == .generate {
            sections[1] +=
                "\n       " + Invocation.Command.allCases.dropFirst().map(usage).joined(separator: "\n       ")
        }
        let arguments = self.arguments(command)
        if !arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + arguments.map { row($0.0, $0.1) }.joined(separator: "\n"))
        }
        let options = OptionDefinition.all.filter { $0.commands.contains(command) }
        sections.append("OPTIONS:\n" + options.map { row($0.display, $0.summary) }.joined(separator: "\n"))
        if command == .generate {
            sections.append(
                "SUBCOMMANDS:\n"
                    + [
                        ("validate", "Check specs and print their diagnostics; write nothing."),
                        ("schema", "Print the JSON Schema of the spec format."),
                        ("templates dump", "Write the built-in templates into a directory, to start a custom set."),
                        ("strings", "Write or update the String Catalog of each strings table the specs use."),
                    ].map { row($0.0, $0.1) }.joined(separator: "\n")
                    + "\n\n  See 'formgen <subcommand> --help' for detailed help.")
        }
        return sections.joined(separator: "\n\n")
    }

    private static func overview(_ command: Invocation.Command) -> String {
        switch command {
        case .generate: "Generate the SwiftUI code of iOS text-entry forms from JSON specs."
        case .validate: "Check specs and print every problem, compiler-style; write nothing."
        case .schema: "Print the JSON Schema (draft 2020-12) of the spec format."
        case .templatesDump: "Write the built-in templates into a directory, to start a custom set."
        case .strings:
            "Write or update <dir>/<table>.xcstrings for each strings table the specs use, keeping every translation."
        }
    }

    private static func arguments(_ command: Invocation.Command) -> [(String, String)] {
        switch command {
        case .generate, .validate, .strings: [("<spec.json>", "A spec file; - reads standard input.")]
        case .schema: []
        case .templatesDump: [("<dir>", "The directory to write the templates into; created when missing.")]
        }
    }

    private static func row(_ name: String, _ summary: String) -> String {
        let padded =
            name.count < 24
            ? name + String(repeating: " ", count: 24 - name.count) : name + "\n" + String(repeating: " ", count: 26)
        return "  " + padded + summary
    }
}
