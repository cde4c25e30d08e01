import FormGenCore
import FormGenTooling

/// A shell whose completion script `formgen --generate-completion-script` prints.
enum CompletionShell: String, CaseIterable {
    case bash, zsh, fish
}

/// The completion scripts, written from the command line's own tables (`Command.all`,
/// `OptionDefinition.all`), so that they offer exactly what the parser accepts.
enum CompletionScript {
    /// What completes a word: nothing, spec files (and directories to reach them), directories, or fixed words.
    enum Values: Equatable {
        case none, specFiles, directories
        case words([String])
    }

    static func text(for shell: CompletionShell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// What an option's value completes to; every setting is listed, so a new one must say.
    static func values(of setting: OptionDefinition.Setting) -> Values {
        switch setting {
        case .output, .templates, .xcfilelist, .catalog: .directories
        case .specOutput: .specFiles
        case .only: .words(OutputPart.allCases.map(\.rawValue))
        case .appearance: .words(PreviewAppearance.allCases.map(\.rawValue))
        case .locale: .none
        case .access: .words(AccessLevel.allCases.map(\.rawValue))
        case .bundle: .words(StringsBundle.allCases.map(\.rawValue))
        case .completionScript: .words(CompletionShell.allCases.map(\.rawValue))
        case .check, .warningsAsErrors, .quiet, .help, .version, .name, .force: .none
        }
    }

    /// What a command's arguments complete to.
    static func arguments(of command: Command) -> Values {
        command.argument?.completion ?? .none
    }

    /// The command's name in the scripts: a shell word.
    private static func key(_ command: Command) -> String {
        command.name.replacingSpaces()
    }

    /// The words that start each command other than `generate`, and what follows the first (`dump`).
    private static var subcommands: [(command: Command, first: String, second: String?)] {
        Command.all.filter { !$0.words.isEmpty }.map { command in
            (command, command.words[0], command.words.count > 1 ? command.words[1] : nil)
        }
    }

    /// Options that take a value and share a name with one that more commands take, such as
    /// `import`'s `-o`, a spec file where every other command's is a directory: the name alone
    /// cannot tell them apart, so the scripts complete these first, for their commands only.
    private static var narrowValueOptions: [OptionDefinition] {
        let valued = OptionDefinition.all.filter { $0.valueName != nil }
        return valued.filter { option in
            valued.contains { other in
                other.commands.count > option.commands.count && !Set(other.names).isDisjoint(with: option.names)
            }
        }
    }

    /// A shell test of whether the command line's command is one of `option`'s.
    private static func isCommand(of option: OptionDefinition) -> String {
        Command.all.filter { option.commands.contains($0) }.map { "$command == \(key($0))" }
            .joined(separator: " || ")
    }

    /// The other options that take a value, grouped by what the value completes to, in table order.
    private static var valueOptions: [(values: Values, names: [String])] {
        let narrow = narrowValueOptions.map(\.setting)
        var groups: [(values: Values, names: [String])] = []
        for option in OptionDefinition.all where option.valueName != nil && !narrow.contains(option.setting) {
            let values = values(of: option.setting)
            if let index = groups.firstIndex(where: { $0.values == values }) {
                groups[index].names += option.names
            } else {
                groups.append((values, option.names))
            }
        }
        return groups
    }

    // MARK: bash

    private static var bash: String {
        var lines = [
            "# bash completion for formgen: formgen --generate-completion-script bash > /etc/bash_completion.d/formgen",
            "_formgen() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=generate",
            // bash splits `--output=Out` into `--output`, `=` and `Out`, and `--output=` into `--output`
            // and `=`: the value is completed as the option's.
            "    if [[ $cur == = ]]; then cur=; elif [[ $prev == = ]]; then prev=${COMP_WORDS[COMP_CWORD-2]}; fi",
            "    case ${COMP_WORDS[1]} in",
        ]
        for subcommand in subcommands {
            lines.append("    \(subcommand.first)) command=\(key(subcommand.command)) ;;")
        }
        lines.append("    esac")
        for option in narrowValueOptions {
            lines.append(
                "    if [[ \(isCommand(of: option)) ]]; then case $prev in \(option.names.joined(separator: "|"))) "
                    + "\(bashValues(values(of: option.setting))); return ;; esac; fi")
        }
        lines.append("    case $prev in")
        for group in valueOptions {
            lines.append("    \(group.names.joined(separator: "|")))")
            lines.append("        \(bashValues(group.values))")
            lines.append("        return ;;")
        }
        lines.append("    esac")
        for subcommand in subcommands {
            if let second = subcommand.second {
                lines.append(
                    "    if [[ $command == \(key(subcommand.command)) && $COMP_CWORD -eq 2 ]]; then "
                        + "_formgen_reply -W \"\(second)\"; return; fi")
            }
        }
        lines += ["    if [[ $cur == -* ]]; then", "        case $command in"]
        for command in Command.all {
            let names = command.options.flatMap(\.names).joined(separator: " ")
            lines.append("        \(key(command))) _formgen_reply -W \"\(names)\" ;;")
        }
        lines += ["        esac", "        return", "    fi", "    case $command in"]
        for command in Command.all {
            var body = bashValues(arguments(of: command))
            if command == .generate {
                let words = subcommands.map(\.first).joined(separator: " ")
                body = "\(body); [[ $COMP_CWORD -eq 1 ]] && _formgen_reply -a -W \"\(words)\""
            }
            lines.append("    \(key(command))) \(body) ;;")
        }
        lines += [
            "    esac",
            "}",
            "# _formgen_reply [-a] COMPGEN-ARGUMENTS: sets (-a: adds to) COMPREPLY, one word a line, spaces kept.",
            "_formgen_reply() {",
            "    local add=",
            "    [[ $1 == -a ]] && { add=1; shift; }",
            "    [[ -n $add ]] || COMPREPLY=()",
            "    local word",
            "    while IFS= read -r word; do COMPREPLY+=(\"$word\"); done < <(compgen \"$@\" -- \"$cur\")",
            "}",
            // compgen prints one path a line, which would cut a name with a line break in two.
            "# _formgen_paths [-d]: sets COMPREPLY to the spec files and directories (-d: directories only)",
            "# whose paths start with $cur, each one word whatever its name holds; as compgen -f, it offers",
            "# names that start with a dot (a GLOBIGNORE turns dotglob on) and reads a leading ~/ as $HOME.",
            "_formgen_paths() {",
            "    COMPREPLY=()",
            "    local GLOBIGNORE=.:.. path pattern=$cur home=",
            #"    if [[ $cur == '~/'* ]]; then home=$HOME; pattern=$HOME/${cur:2}; fi"#,
            #"    for path in "$pattern"*; do"#,
            #"        [[ -d $path || (${1-} != -d && $path == *.json && -e $path) ]] || continue"#,
            #"        [[ -n $home ]] && path="~/${path#"$home/"}""#,
            #"        COMPREPLY+=("$path")"#,
            "    done",
            "}",
            "complete -o filenames -F _formgen formgen",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func bashValues(_ values: Values) -> String {
        switch values {
        case .none: "COMPREPLY=()"
        case .specFiles: "_formgen_paths"
        case .directories: "_formgen_paths -d"
        case .words(let words): "_formgen_reply -W \"\(words.joined(separator: " "))\""
        }
    }

    // MARK: zsh

    private static var zsh: String {
        var lines = [
            "#compdef formgen",
            "# zsh completion for formgen: formgen --generate-completion-script zsh > \"${fpath[1]}/_formgen\"",
            "_formgen() {",
            "    local command=generate",
            "    case ${words[2]} in",
        ]
        for subcommand in subcommands {
            lines.append("    \(subcommand.first)) command=\(key(subcommand.command)) ;;")
        }
        lines += [
            "    esac",
            // `--output=Sp` completes its value as `--output Sp` does, with the prefix set aside.
            "    local option=${words[CURRENT-1]}",
            "    if [[ ${words[CURRENT]} == -*=* ]]; then option=${words[CURRENT]%%=*}; compset -P '*='; fi",
        ]
        for option in narrowValueOptions {
            lines.append(
                "    if [[ \(isCommand(of: option)) ]]; then case $option in \(option.names.joined(separator: "|"))) "
                    + "\(zshValues(values(of: option.setting))); return ;; esac; fi")
        }
        lines.append("    case $option in")
        for group in valueOptions {
            lines.append("    \(group.names.joined(separator: "|"))) \(zshValues(group.values)); return ;;")
        }
        lines += ["    esac", "    [[ ${words[CURRENT]} == -*=* ]] && return 1"]
        for subcommand in subcommands {
            if let second = subcommand.second {
                lines.append(
                    "    if [[ $command == \(key(subcommand.command)) && $CURRENT -eq 3 ]]; then "
                        + "compadd -- \(second); return; fi")
            }
        }
        lines += ["    if [[ ${words[CURRENT]} == -* ]]; then", "        case $command in"]
        for command in Command.all {
            var described: [String] = []
            for option in command.options {
                for name in option.names {
                    described.append(zshQuoted("\(name):\(option.summary.replacingOccurrences(":", with: "\\:"))"))
                }
            }
            lines.append("        \(key(command))) local -a options=(\(described.joined(separator: " "))) ;;")
        }
        lines += [
            "        esac",
            "        _describe option options",
            "        return",
            "    fi",
            "    case $command in",
        ]
        for command in Command.all {
            var body = zshValues(arguments(of: command))
            if command == .generate {
                let words = subcommands.map(\.first).joined(separator: " ")
                body = "(( CURRENT == 2 )) && compadd -- \(words); \(body)"
            }
            lines.append("    \(key(command))) \(body) ;;")
        }
        lines += [
            "    esac",
            "}",
            "if [[ $zsh_eval_context[-1] == loadautofunc ]]; then",
            "    _formgen \"$@\"",
            "else",
            "    compdef _formgen formgen",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func zshValues(_ values: Values) -> String {
        switch values {
        case .none: "return 1"
        case .specFiles: "_files -g '*.json'"
        case .directories: "_files -/"
        case .words(let words): "compadd -- \(words.joined(separator: " "))"
        }
    }

    private static func zshQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences("'", with: "'\\''") + "'"
    }

    // MARK: fish

    private static var fish: String {
        let valueNames = valueOptions.flatMap(\.names).joined(separator: " ")
        var lines = [
            "# fish completion for formgen: formgen --generate-completion-script fish > ~/.config/fish/completions/formgen.fish",
            "function __formgen_command",
            "    set -l words (commandline -opc)",
            "    switch \"$words[2]\"",
        ]
        for subcommand in subcommands {
            lines += ["        case \(subcommand.first)", "            echo \(key(subcommand.command))"]
        }
        lines += [
            "        case '*'",
            "            echo generate",
            "    end",
            "end",
            "function __formgen_argument_count",
            "    count (commandline -opc)",
            "end",
            "# Whether the word before the cursor is an option whose value is being typed.",
            "function __formgen_after_value_option",
            "    set -l words (commandline -opc)",
            "    contains -- \"$words[-1]\" \(valueNames)",
            "end",
            "# Directories, for the value of `--output=Sp` too: fish hands over the whole word.",
            "function __formgen_directories",
            "    __fish_complete_directories (commandline -ct | string replace -r -- '^-[^=]*=' '')",
            "end",
            // Not fish's `__fish_complete_path`, which hands the names to `ls` as arguments: in fish 3.6
            // a file named `-rf.json` is read as options, and `ls` then fails and offers nothing.
            "# Spec files and directories whose paths start with the word being typed.",
            "function __formgen_specs",
            "    set -l token (commandline -ct)",
            "    for path in \"$token\"*",
            "        if test -d \"$path\"",
            "            printf '%s/\\n' $path",
            "        else if string match -q -- '*.json' $path",
            "            printf '%s\\n' $path",
            "        end",
            "    end",
            "end",
            "complete -c formgen -f",
        ]
        lines.append(
            "complete -c formgen -n 'test (__formgen_argument_count) -eq 1' -a '"
                + subcommands.map(\.first).joined(separator: " ") + "'")
        for subcommand in subcommands {
            if let second = subcommand.second {
                lines.append(
                    "complete -c formgen -n 'test (__formgen_command) = \(key(subcommand.command)); "
                        + "and test (__formgen_argument_count) -eq 2' -a \(second)")
            }
        }
        for option in OptionDefinition.all {
            let commands = Command.all.filter { option.commands.contains($0) }.map(key)
            var line = "complete -c formgen -n 'contains -- (__formgen_command) \(commands.joined(separator: " "))'"
            for name in option.names {
                line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
            }
            if option.valueName != nil {
                line += " -x"
                switch values(of: option.setting) {
                case .none: break
                case .specFiles: line += " -a '(__formgen_specs)'"
                case .directories: line += " -a '(__formgen_directories)'"
                case .words(let words): line += " -a '\(words.joined(separator: " "))'"
                }
            }
            line += " -d " + fishQuoted(option.summary)
            lines.append(line)
        }
        for command in Command.all {
            // Arguments follow the command's words: none for generate, two for templates dump.
            let words = command.words.count
            let condition =
                "test (__formgen_command) = \(key(command)); and test (__formgen_argument_count) -gt \(words); "
                + "and not __formgen_after_value_option"
            switch arguments(of: command) {
            case .none, .words: break
            case .specFiles: lines.append("complete -c formgen -n '\(condition)' -a '(__formgen_specs)'")
            case .directories: lines.append("complete -c formgen -n '\(condition)' -a '(__formgen_directories)'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences("\\", with: "\\\\").replacingOccurrences("'", with: "\\'") + "'"
    }
}

extension String {
    /// This string with every `target` replaced by `replacement` (the tool does not link Foundation).
    fileprivate func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }

    fileprivate func replacingSpaces() -> String {
        replacingOccurrences(" ", with: "_")
    }
}
