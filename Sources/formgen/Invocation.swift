import FormGenCore
import FormGenTooling

/// A parsed command line: which command runs, on what, with which options.
struct Invocation: Equatable {
    var command: Command = .generate
    var paths: [String] = []
    var output: String?
    var templates: String?
    var access: AccessLevel?
    var bundle: StringsBundle?
    var only: OutputPart?
    var xcfilelist: String?
    var locale: String?
    var catalog: String?
    var appearance: PreviewAppearance?
    var name: String?
    var force = false
    var check = false
    var warningsAsErrors = false
    var quiet = false
    var showsHelp = false
    var showsVersion = false
    var completionShell: CompletionShell?
}

/// A mistake on the command line: printed with the usage line, exit status 64.
struct UsageError: Error, Equatable {
    var message: String
    var command: Command
}

/// One option: what it sets, its spellings, whether it takes a value, and which commands accept it.
struct OptionDefinition {
    /// What an option sets; `apply` switches over it, so no option can fall through to another's meaning.
    enum Setting {
        case output, check, templates, access, bundle, only, xcfilelist, locale, catalog, appearance
        case warningsAsErrors, quiet, help, version, completionScript, specOutput, name, force
    }

    var setting: Setting
    var names: [String]
    var valueName: String?
    var commands: Set<Command>
    var summary: String

    /// Whether no usage line names it: help and version, which every command takes, and the
    /// completion script, which replaces a run rather than shaping one.
    var isGeneral: Bool { [.help, .version, .completionScript].contains(setting) }

    var display: String {
        names.joined(separator: ", ") + (valueName.map { " <\($0)>" } ?? "")
    }

    static let all: [OptionDefinition] = [
        OptionDefinition(
            setting: .output, names: ["-o", "--output"], valueName: "dir",
            commands: [.generate, .outputs, .strings, .preview],
            summary:
                "The directory to write the generated files (or the catalogs, or pictures) into; created when missing."),
        OptionDefinition(
            setting: .specOutput, names: ["-o", "--output"], valueName: "spec.json", commands: [.importSchema],
            summary:
                "The spec file to write; without it, or with -, the spec is printed. An existing file is kept unless --force."
        ),
        OptionDefinition(
            setting: .name, names: ["--name"], valueName: "Name", commands: [.importSchema],
            summary: "The form's type name; by default from the schema's title or the pointer's last name, with Form."),
        OptionDefinition(
            setting: .force, names: ["--force"], commands: [.importSchema],
            summary: "Replace the spec file that -o names when it exists."),
        OptionDefinition(
            setting: .check, names: ["--check"], commands: [.generate, .strings],
            summary: "Write nothing; name each missing or out-of-date file and fail if there is one."),
        OptionDefinition(
            setting: .templates, names: ["--templates"], valueName: "dir", commands: [.generate, .outputs],
            summary: "A directory of templates that replace the built-in ones of the same name."),
        OptionDefinition(
            setting: .access, names: ["--access"], valueName: "level", commands: [.generate, .outputs],
            summary: "The access level of the generated declarations, public or internal, overriding the spec."),
        OptionDefinition(
            setting: .bundle, names: ["--bundle"], valueName: "bundle", commands: [.strings],
            summary: "Only the specs whose strings are in this bundle, main or module."),
        OptionDefinition(
            setting: .only, names: ["--only"], valueName: "part", commands: [.generate, .outputs],
            summary: "Only the forms' files or only the support files (forms or support), for one build action each."),
        OptionDefinition(
            setting: .xcfilelist, names: ["--xcfilelist"], valueName: "stem", commands: [.generate, .outputs],
            summary: "Also write <stem>-inputs.xcfilelist and <stem>-outputs.xcfilelist, for an Xcode Run Script phase."
        ),
        OptionDefinition(
            setting: .locale, names: ["--locale"], valueName: "code", commands: [.preview],
            summary: "Draw this locale's translations from the String Catalogs in --catalog."),
        OptionDefinition(
            setting: .catalog, names: ["--catalog"], valueName: "dir", commands: [.preview],
            summary: "The directory of the String Catalogs that --locale reads."),
        OptionDefinition(
            setting: .appearance, names: ["--appearance"], valueName: "mode", commands: [.preview],
            summary: "Draw the forms in light (the default) or dark mode."),
        OptionDefinition(
            setting: .warningsAsErrors, names: ["--warnings-as-errors"],
            commands: [.generate, .validate, .outputs, .strings, .preview, .importSchema],
            summary: "Treat warnings as errors: print and count them as errors, and fail the run."),
        OptionDefinition(
            setting: .quiet, names: ["-q", "--quiet"],
            commands: [.generate, .validate, .outputs, .templatesDump, .strings, .preview, .importSchema],
            summary: "Print errors only."),
        OptionDefinition(
            setting: .help, names: ["-h", "--help"], commands: Set(Command.all),
            summary: "Show help information."),
        OptionDefinition(
            setting: .version, names: ["--version"], commands: Set(Command.all),
            summary: "Show the version."),
        OptionDefinition(
            setting: .completionScript, names: ["--generate-completion-script"], valueName: "shell",
            commands: [.generate], summary: "Print the completion script of bash, zsh or fish."),
    ]
}

extension Invocation {
    /// Reads `arguments` (without the program name).
    /// - Throws: `UsageError` for anything `formgen` cannot run.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var rest = arguments[...]
        if let first = rest.first, let command = Command.all.first(where: { $0.words.first == first }) {
            invocation.command = command
            rest = rest.dropFirst()
            // A command of two words (`templates dump`) needs its second, unless help is asked for.
            if command.words.count > 1 {
                let second = command.words[1]
                guard rest.first == second || rest.first == "--help" || rest.first == "-h" else {
                    let found = rest.first.map { "'\($0)'" } ?? "nothing"
                    let expected = (command.words + [command.argument?.name ?? ""]).joined(separator: " ")
                    throw UsageError(message: "expected '\(expected)', found \(found)", command: command)
                }
                if rest.first == second { rest = rest.dropFirst() }
            }
        } else if let word = rest.first, looksLikeMistypedCommand(word) {
            let hint = Suggestion.hint(for: word, in: commandWords)
            throw UsageError(message: "unknown command '\(word)'\(hint)", command: .generate)
        }
        var positionalOnly = false
        while let argument = rest.popFirst() {
            // `-` is standard input, and `-#<pointer>` import's document on standard input.
            if positionalOnly || argument == "-" || argument.hasPrefix("-#") || !argument.hasPrefix("-") {
                invocation.paths.append(argument)
                continue
            }
            if argument == "--" {
                positionalOnly = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            // `-o` names a directory for most commands and a file for `import`: the definition of
            // this command's, when there is one.
            let spellings = OptionDefinition.all.filter { $0.names.contains(name) }
            guard let option = spellings.first(where: { $0.commands.contains(invocation.command) }) ?? spellings.first
            else {
                let names = OptionDefinition.all.filter { $0.commands.contains(invocation.command) }.flatMap(\.names)
                let hint = Suggestion.hint(for: name, in: names.filter { $0.hasPrefix("--") })
                throw UsageError(message: "unknown option '\(name)'\(hint)", command: invocation.command)
            }
            guard option.commands.contains(invocation.command) else {
                throw UsageError(
                    message: "'\(name)' does not apply to '\(invocation.command.displayName)'",
                    command: invocation.command)
            }
            var value: String?
            if option.valueName != nil {
                value = inlineValue ?? rest.popFirst()
                guard value != nil else {
                    throw UsageError(message: "missing value for '\(name)'", command: invocation.command)
                }
            } else if inlineValue != nil {
                throw UsageError(message: "'\(name)' takes no value", command: invocation.command)
            }
            try invocation.apply(option, value: value ?? "")
        }
        if !invocation.showsHelp && !invocation.showsVersion && invocation.completionShell == nil {
            try invocation.checkComplete()
        }
        return invocation
    }

    private mutating func apply(_ option: OptionDefinition, value: String) throws(UsageError) {
        switch option.setting {
        case .output: output = try directory(value, of: option)
        case .templates: templates = try directory(value, of: option)
        case .check: check = true
        case .access: access = try choice(AccessLevel.self, value, of: "--access", takes: "'public' or 'internal'")
        case .bundle: bundle = try choice(StringsBundle.self, value, of: "--bundle", takes: "'main' or 'module'")
        case .only: only = try choice(OutputPart.self, value, of: "--only", takes: "'forms' or 'support'")
        case .specOutput:
            // A path that ends in a folder (`dir/`, `dir/.`, `dir/..`) names no file.
            guard !value.isEmpty, !value.hasSuffix("/"), ![".", ".."].contains(FileSystem.fileName(of: value)) else {
                throw UsageError(
                    message: "'-o' needs the path of the spec file to write, not '\(value)'", command: command)
            }
            // `-` is standard output, as it is standard input for a document.
            output = value == "-" ? nil : value
        case .name:
            guard TypeNameRule.isAcceptable(value), value != "Field" else {
                throw UsageError(
                    message: "'--name' needs an UpperCamelCase Swift type name that the generated code does not use, "
                        + "not '\(value)'",
                    command: command)
            }
            name = value
        case .force: force = true
        case .xcfilelist:
            let stem = value.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
            guard !stem.isEmpty, stem != ".", stem != ".." else {
                throw UsageError(
                    message: "'--xcfilelist' needs a path that ends in a name, the lists' stem, not '\(value)'",
                    command: command)
            }
            xcfilelist = value
        case .locale:
            guard !value.isEmpty,
                value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
            else {
                throw UsageError(
                    message: "'--locale' takes a locale code such as 'ja' or 'pt-BR', not '\(value)'", command: command)
            }
            locale = value
        case .catalog: catalog = try directory(value, of: option)
        case .appearance:
            appearance = try choice(PreviewAppearance.self, value, of: "--appearance", takes: "'light' or 'dark'")
        case .warningsAsErrors: warningsAsErrors = true
        case .quiet: quiet = true
        case .help: showsHelp = true
        case .version: showsVersion = true
        case .completionScript:
            let names = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
            completionShell = try choice(CompletionShell.self, value, of: option.names[0], takes: names)
        }
    }

    /// The case of `Choice` that `value` names; else a usage error that says what `option` takes,
    /// with a hint when `value` looks like a typo of one.
    private func choice<Choice: RawRepresentable & CaseIterable>(
        _: Choice.Type, _ value: String, of option: String, takes choices: String
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
        guard let choice = Choice(rawValue: value) else {
            let hint = Suggestion.hint(for: value, in: Choice.allCases.map(\.rawValue))
            throw UsageError(message: "'\(option)' takes \(choices), not '\(value)'\(hint)", command: command)
        }
        return choice
    }

    /// A directory option's value; an empty one would mean the file system's root.
    private func directory(_ value: String, of option: OptionDefinition) throws(UsageError) -> String {
        guard !value.isEmpty else {
            throw UsageError(
                message: "'\(option.names.last ?? "")' needs a directory, not an empty path", command: command)
        }
        return value
    }

    private func checkComplete() throws(UsageError) {
        guard let argument = command.argument else {
            if let extra = paths.first {
                throw UsageError(message: "unexpected argument '\(extra)'", command: command)
            }
            return
        }
        guard !paths.isEmpty else {
            throw UsageError(message: "missing expected argument '\(argument.name)'", command: command)
        }
        if !argument.isRepeated && paths.count > 1 {
            throw UsageError(message: "unexpected argument '\(paths[1])'", command: command)
        }
        // An empty path names nothing, and a message about it would name nothing either.
        if paths.contains("") {
            throw UsageError(message: "'\(argument.name)' needs a path, not an empty one", command: command)
        }
        if command.needsOutput && output == nil {
            throw UsageError(
                message: "missing expected option '-o <dir>': where should the files go?", command: command)
        }
        if (locale == nil) != (catalog == nil) {
            throw UsageError(
                message: locale == nil
                    ? "'--catalog' needs '--locale <code>': which translation should be drawn?"
                    : "'--locale' needs '--catalog <dir>': where are the String Catalogs?",
                command: command)
        }
        if argument.isRepeated { try checkNoSpecTwice() }
        // A file list names files, and `outputs` names a form from its spec's file name.
        if paths.contains("-") && (command == .outputs || xcfilelist != nil) {
            let reason =
                command == .outputs
                ? "'formgen outputs' names the files from the specs' file names, and standard input has none"
                : "'--xcfilelist' lists the input files, and standard input is not a file"
            throw UsageError(message: reason, command: command)
        }
    }

    /// A spec given twice, as overlapping shell globs give it, would be read as two specs declaring
    /// one form; standard input can be read once. Paths are compared as written, less `.` and
    /// repeated slashes, byte for byte as a file system compares names: `Café` with a composed `é`
    /// and with a decomposed one, which `String` holds equal, are two files on Linux. A file that is
    /// there is known however it is reached, too: by `..`, a link or another name (device and inode).
    private func checkNoSpecTwice() throws(UsageError) {
        var seen: [[UInt8]: String] = [:]
        var seenFiles: [FileSystem.Identity: String] = [:]
        for path in paths {
            // Exactly `-` is standard input; `./-` is a file of that name.
            let components = path.split(separator: "/").filter { $0 != "." }
            let key = path == "-" ? "//-" : (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
            let identity = path == "-" ? nil : FileSystem.identity(of: path)
            if let first = seen[Array(key.utf8)] ?? identity.flatMap({ seenFiles[$0] }) {
                let message =
                    path == "-"
                    ? "standard input ('-') is given twice; it can be read once"
                    : "the spec '\(path)' is given twice" + (first == path ? "" : " (also as '\(first)')")
                throw UsageError(message: message, command: command)
            }
            seen[Array(key.utf8)] = path
            if let identity { seenFiles[identity] = path }
        }
    }

    /// A bare word that is not a file and is close to a command name is a typo, not a spec path.
    private static func looksLikeMistypedCommand(_ word: String) -> Bool {
        guard !word.hasPrefix("-"), !word.contains("."), !word.contains("/"),
            FileSystem.kind(of: word) == .missing
        else { return false }
        return Suggestion.closest(to: word, in: commandWords) != nil
    }

    /// The words that start a command other than generation.
    private static let commandWords = Command.all.compactMap(\.words.first)
}
