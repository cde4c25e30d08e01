/// Help and usage texts, in the OVERVIEW / USAGE / ARGUMENTS / OPTIONS layout of swift-argument-parser,
/// written from the commands' and options' declarations.
enum Help {
    static func text(for command: Command) -> String {
        var sections = ["OVERVIEW: \(command.overview)", "USAGE: \(command.usage)"]
        if command == .generate {
            sections[1] += "\n       " + Command.all.dropFirst().map(\.usage).joined(separator: "\n       ")
        }
        if let argument = command.argument {
            sections.append("ARGUMENTS:\n" + row(argument.name, argument.summary))
        }
        sections.append("OPTIONS:\n" + command.options.map { row($0.display, $0.summary) }.joined(separator: "\n"))
        if command == .generate {
            let subcommands = Command.all.compactMap { other in other.summary.map { row(other.name, $0) } }
            sections.append(
                "SUBCOMMANDS:\n" + subcommands.joined(separator: "\n")
                    + "\n\n  See 'formgen <subcommand> --help' for detailed help.")
        }
        return sections.joined(separator: "\n\n")
    }

    private static func row(_ name: String, _ summary: String) -> String {
        let padded =
            name.count < 24
            ? name + String(repeating: " ", count: 24 - name.count) : name + "\n" + String(repeating: " ", count: 26)
        return "  " + padded + summary
    }
}
