import Foundation
import Testing

/// `formgen --generate-completion-script`: the bash script run in bash, as the shell runs it on Tab,
/// and the zsh and fish scripts run in their shells when they are installed.
@Suite struct CompletionScriptTests {
    /// A directory with a spec, a file that is not one, and a folder, to complete paths in.
    static func workspace() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formgen-completion-\(UUID())")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: directory.appendingPathComponent("Login.json"))
        try Data("notes".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        return directory
    }

    static func script(_ shell: String) throws -> String {
        let outcome = try FormGenProcess.run(["--generate-completion-script", shell])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return outcome.standardOutput
    }

    /// What bash offers for the command line `words`, the last being the word under the cursor
    /// (with `$HOME` set to `home` when given).
    static func complete(_ words: [String], script: String, in directory: URL, home: URL? = nil) throws -> Set<String> {
        let scriptFile = directory.appendingPathComponent("formgen.bash")
        try Data(script.utf8).write(to: scriptFile)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let command = """
            \(home.map { "HOME='\($0.path)'" } ?? "")
            source '\(scriptFile.path)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _formgen
            printf '%s\\0' "${COMPREPLY[@]}"
            """
        let outcome = try run("/bin/bash", ["-c", command], in: directory)
        #expect(outcome.status == 0)
        // Each candidate ends with a NUL, which no file name holds.
        return Set(outcome.output.split(separator: "\0").map(String.init))
    }

    /// Runs `executable` with `arguments` in `directory`: its standard output and exit status.
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (
        output: String, status: Int32
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    @Test func bashCompletesCommandsOptionsValuesAndSpecFiles() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try Self.script("bash")
        func complete(_ words: String...) throws -> Set<String> {
            try Self.complete(words, script: script, in: directory)
        }

        #expect(try complete("formgen", "val") == ["validate"])
        #expect(
            try complete("formgen", "") == [
                "validate", "outputs", "schema", "templates", "strings", "preview", "import", "Login.json",
                "Specs",
            ])
        #expect(try complete("formgen", "templates", "") == ["dump"])
        #expect(try complete("formgen", "templates", "dump", "") == ["Specs"])
        #expect(try complete("formgen", "validate", "") == ["Login.json", "Specs"])
        #expect(try complete("formgen", "schema", "").isEmpty)
        #expect(try complete("formgen", "strings", "") == ["Login.json", "Specs"])
        #expect(try complete("formgen", "strings", "Login.json", "--bundle", "") == ["main", "module"])
        #expect(try complete("formgen", "preview", "Login.json", "--appearance", "") == ["light", "dark"])
        #expect(try complete("formgen", "--acc") == ["--access"])
        #expect(try complete("formgen", "Login.json", "--access", "") == ["public", "internal"])
        #expect(try complete("formgen", "Login.json", "-o", "") == ["Specs"])
        // `import`'s `-o` is the spec it writes, where every other command's is a directory.
        #expect(try complete("formgen", "import", "api.json", "-o", "") == ["Login.json", "Specs"])
        #expect(try complete("formgen", "strings", "Login.json", "-o", "") == ["Specs"])
        // bash splits `--output=` into `--output` and `=`, and `--output=Sp` into those and `Sp`.
        #expect(try complete("formgen", "Login.json", "--output", "=") == ["Specs"])
        #expect(try complete("formgen", "Login.json", "--output", "=", "Sp") == ["Specs"])
        #expect(try complete("formgen", "Login.json", "--output", "=", "L").isEmpty)
        #expect(try complete("formgen", "Login.json", "--access", "=") == ["public", "internal"])
        #expect(try complete("formgen", "Login.json", "--access", "=", "p") == ["public"])
        #expect(try complete("formgen", "--generate-completion-script", "f") == ["fish"])
        #expect(
            try complete("formgen", "validate", "--")
                == ["--warnings-as-errors", "--quiet", "--help", "--version"])
        #expect(try complete("formgen", "schema", "-") == ["-h", "--help", "--version"])
    }

    /// A name with a line break is one candidate, not two; names starting with `-` or `.` are
    /// offered as any other; `~/` is the home directory.
    @Test func bashCompletesNamesWithLineBreaksWhole() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["two\nlines.json", "-rf.json", ".hidden.json", "two\nlines.txt"] {
            try Data("{}".utf8).write(to: directory.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Out\nput"), withIntermediateDirectories: true)
        let script = try Self.script("bash")
        func complete(_ words: String...) throws -> Set<String> {
            try Self.complete(words, script: script, in: directory, home: directory)
        }
        #expect(
            try complete("formgen", "validate", "")
                == ["Login.json", "Specs", "two\nlines.json", "-rf.json", ".hidden.json", "Out\nput"])
        #expect(try complete("formgen", "validate", "two") == ["two\nlines.json"])
        #expect(try complete("formgen", "validate", "Out") == ["Out\nput"])
        #expect(try complete("formgen", "Login.json", "-o", "") == ["Specs", "Out\nput"])
        #expect(try complete("formgen", "validate", "~/tw") == ["~/two\nlines.json"])
        #expect(try complete("formgen", "validate", "~/S") == ["~/Specs"])
        #expect(try complete("formgen", "validate", "nothing").isEmpty)
    }

    /// The options offered for `formgen -` are those `formgen --help` describes, so neither can drift.
    @Test func bashOffersEveryOptionOfTheHelp() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let help = try FormGenProcess.run(["--help"]).standardOutput
        let optionsSection = try #require(help.components(separatedBy: "OPTIONS:\n").last)
            .components(separatedBy: "\n\n")[0]
        var described: Set<String> = []
        for line in optionsSection.split(separator: "\n") {
            let display = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0]
            // A long option's summary is on a line of its own.
            for name in display.components(separatedBy: ", ") where name.hasPrefix("-") {
                described.insert(name.components(separatedBy: " ")[0])
            }
        }
        #expect(described.count >= 10)
        #expect(try Self.complete(["formgen", "-"], script: Self.script("bash"), in: directory) == described)
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let outcome = try FormGenProcess.run(["--generate-completion-script", "bsh"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("'--generate-completion-script' takes bash, zsh, fish, not 'bsh'"))
        #expect(outcome.standardError.contains("did you mean 'bash'?"))
    }

    /// Skipped, and reported as skipped, where the shell is not installed (`apt-get install zsh fish`).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func zshScriptParses() throws {
        try Self.checkSyntax(shell: "zsh", path: "/usr/bin/zsh")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func fishScriptParses() throws {
        try Self.checkSyntax(shell: "fish", path: "/usr/bin/fish")
    }

    /// zsh's completion builtins run only inside a completion widget, so the script's function is
    /// run with stand-ins for them that print what they were asked to offer.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func zshCompletesCommandsValuesAndSpecFiles() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptFile = directory.appendingPathComponent("_formgen")
        try Data(Self.script("zsh").utf8).write(to: scriptFile)
        let harness = """
            compadd() { print -r -- "compadd $*" }
            _files() { print -r -- "_files $*" }
            _describe() { print -r -- "_describe ${(P)2}" }
            compset() { print -r -- "compset $*" }
            compdef() { }
            source '\(scriptFile.path)'
            words=("$@"); CURRENT=$#
            _formgen
            """
        func complete(_ words: String...) throws -> [String] {
            try Self.run("/usr/bin/zsh", ["-f", "-c", harness, "zsh"] + words, in: directory).output
                .split(separator: "\n").map(String.init)
        }
        #expect(
            try complete("formgen", "") == [
                "compadd -- validate outputs schema templates strings preview import", "_files -g *.json",
            ])
        #expect(try complete("formgen", "templates", "") == ["compadd -- dump"])
        #expect(try complete("formgen", "Login.json", "-o", "") == ["_files -/"])
        #expect(try complete("formgen", "import", "api.json", "-o", "") == ["_files -g *.json"])
        #expect(try complete("formgen", "import", "api.json", "--output=Sp") == ["compset -P *=", "_files -g *.json"])
        #expect(try complete("formgen", "Login.json", "--access", "") == ["compadd -- internal public"])
        // `--output=Sp` completes its value, with `--output=` set aside as the prefix.
        #expect(try complete("formgen", "Login.json", "--output=Sp") == ["compset -P *=", "_files -/"])
        #expect(try complete("formgen", "Login.json", "--access=") == ["compset -P *=", "compadd -- internal public"])
        #expect(
            try complete("formgen", "schema", "--") == [
                "_describe -h:Show help information. --help:Show help information. --version:Show the version."
            ])
    }

    /// fish answers `complete -C` with what Tab would offer, so its script is run as well as parsed.
    /// What fish offers for `line`, with formgen's fish script loaded, in `directory`.
    static func fishCompletions(_ line: String, in directory: URL) throws -> Set<String> {
        let scriptFile = directory.appendingPathComponent("formgen.fish")
        try Data(script("fish").utf8).write(to: scriptFile)
        let arguments = ["--no-config", "-c", "source \(scriptFile.path); complete -C '\(line)'"]
        let output = try run("/usr/bin/fish", arguments, in: directory).output
        // Each line is a candidate, then a tab and its description when it has one.
        return Set(
            output.split(separator: "\n").map {
                String($0.split(separator: "\t", omittingEmptySubsequences: false)[0])
            })
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func fishCompletesCommandsValuesAndSpecFiles() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        func complete(_ line: String) throws -> Set<String> { try Self.fishCompletions(line, in: directory) }
        #expect(try complete("formgen val") == ["validate"])
        #expect(
            try complete("formgen ") == [
                "validate", "outputs", "schema", "templates", "strings", "preview", "import", "Login.json",
                "Specs/",
            ])
        #expect(try complete("formgen templates ") == ["dump"])
        #expect(try complete("formgen templates dump ") == ["Specs/"])
        #expect(try complete("formgen validate ") == ["Login.json", "Specs/"])
        #expect(try complete("formgen Login.json --access ") == ["public", "internal"])
        #expect(try complete("formgen Login.json --output=") == ["--output=Specs/"])
        #expect(try complete("formgen Login.json --access=p") == ["--access=public"])
        #expect(try complete("formgen schema --") == ["--help", "--version"])
    }

    /// A file whose name starts with `-` is offered as any other, and does not hide the rest: fish
    /// 3.6's `__fish_complete_path` hands the names to `ls`, which reads `-rf.json` as options.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func fishCompletesNamesStartingWithADash() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{}".utf8).write(to: directory.appendingPathComponent("-rf.json"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("-out"), withIntermediateDirectories: true)
        func complete(_ line: String) throws -> Set<String> { try Self.fishCompletions(line, in: directory) }
        #expect(try complete("formgen validate ") == ["Login.json", "Specs/", "-rf.json", "-out/"])
        #expect(try complete("formgen validate -r") == ["-rf.json"])
        #expect(try complete("formgen validate L") == ["Login.json"])
        #expect(
            try complete("formgen ") == [
                "validate", "outputs", "schema", "templates", "strings", "preview", "import", "Login.json",
                "Specs/", "-rf.json",
                "-out/",
            ])
    }

    static func checkSyntax(shell: String, path: String) throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptFile = directory.appendingPathComponent("formgen.\(shell)")
        try Data(Self.script(shell).utf8).write(to: scriptFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-n", scriptFile.path]
        let error = Pipe()
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
        #expect(message.isEmpty, "\(message)")
    }
}
