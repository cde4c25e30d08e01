import Foundation
import Testing

/// Hostile files and hostile surroundings: every failure is a clear, located error, never a hang,
/// a silent success or a temporary file left behind.
@Suite struct HostileInputTests {
    static let executable = FormGenProcess.executable.path

    /// Runs `command` in `sh`, stopped after 60 seconds so that a hang fails the test instead of the run.
    static func shell(_ command: String, in directory: URL) throws -> FormGenProcess.Outcome {
        try FormGenProcess.run(
            ["-c", "exec timeout 60 sh -c '\(command)'"], in: directory, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    static func spec(name: String = "Probe", fields: Int = 1) -> Data {
        let list = (0..<fields).map { #"{"id": "field\#($0)", "label": "Label \#($0)"}"# }.joined(separator: ", ")
        return Data(#"{"formgen": 1, "name": "\#(name)", "fields": [\#(list)]}"#.utf8)
    }

    static func temporaryFiles(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
            $0.hasPrefix(".formgen-")
        }
    }

    @Test func aFormNameOf240CharactersIsGenerated() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = String(repeating: "A", count: 240)
        let spec = directory.appendingPathComponent("\(name).json")
        try Self.spec(name: name).write(to: spec)
        let outcome = try FormGenProcess.run([spec.path, "-o", "Out"], in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let output = directory.appendingPathComponent("Out")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
                == (["\(name).swift"] + SupportFiles.names).sorted())
    }

    @Test func aFileSizeLimitIsAnErrorAndLeavesNoTemporaryFile() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.spec(fields: 200).write(to: directory.appendingPathComponent("Form.json"))
        // No `trap '' XFSZ` this time: formgen itself must not die of SIGXFSZ.
        let outcome = try Self.shell("ulimit -f 64; exec \(Self.executable) Form.json -o Out", in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "Out/Form.swift: error: cannot write the file: File too large\n1 error\n")
        #expect(Self.temporaryFiles(in: directory.appendingPathComponent("Out")).isEmpty)
    }

    /// A write that fails leaves none of the folders it created for its files, whichever command
    /// writes them.
    @Test func aFailedWriteLeavesNoFolderItCreated() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            atPath: FormGenProcess.packageRoot.appendingPathComponent("Specs/LoginForm.json").path,
            toPath: directory.appendingPathComponent("LoginForm.json").path)
        // Generation's own folder, which it holds while it writes, and each other folder a command
        // writes into; standard error is a pipe here, which the limit does not cut.
        let commands = [
            "LoginForm.json -o Made/A/B",
            "LoginForm.json -o Out --xcfilelist Made/A/B/list",
            "strings LoginForm.json -o Made/A/B",
            "preview LoginForm.json -o Made/A/B",
            "templates dump Made/A/B",
            "import \"\(ImportCommandTests.petstore)#/components/schemas/User\" -o Made/A/B/User.json",
        ]
        for command in commands {
            // Too small for any file the command writes.
            let outcome = try Self.shell("ulimit -f 0; exec \(Self.executable) \(command)", in: directory)
            #expect(outcome.status == 1, "\(command)")
            #expect(outcome.standardError.contains("File too large"), "\(command): \(outcome.standardError)")
            #expect(
                !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Made").path), "\(command)")
        }
    }

    /// Starts formgen with the signals it handles at their default actions and unblocked, whatever
    /// the test runner did with them (an ignored signal stays ignored across `exec`, and formgen
    /// respects that).
    static func spawnWithDefaultSignals(_ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in signals { sigaddset(&defaults, signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, nil, &attributes, argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return pid
    }

    /// Every signal formgen handles: SIGQUIT once printed a crash report and let the run go on.
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU]

    @Test(arguments: signals)
    func aSignalLeavesNoTemporaryFileOrEmptyFolder(signal: Int32) throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var specs: [String] = []
        for index in 0..<150 {
            specs.append("Form\(index).json")
            try Self.spec(name: "Form\(index)", fields: 200).write(to: directory.appendingPathComponent(specs[index]))
        }
        let output = directory.appendingPathComponent("Out")
        let arguments = specs.map { directory.appendingPathComponent($0).path } + ["-o", output.path, "-q"]
        var caught = 0
        for _ in 0..<20 where caught < 3 {
            try? FileManager.default.removeItem(at: output)
            let pid = try Self.spawnWithDefaultSignals(arguments)
            // Signal the run the moment its first temporary file appears.
            var sent = false
            var status: Int32 = 0
            while waitpid(pid, &status, WNOHANG) == 0 {
                if !Self.temporaryFiles(in: output).isEmpty {
                    kill(pid, signal)
                    sent = true
                    waitpid(pid, &status, 0)
                    break
                }
            }
            // The process ended of the signal itself (`WIFSIGNALED`), after removing its files, and
            // the folder it created, unless the signal waited for the files to be put in place.
            if sent && status & 0x7F == signal {
                caught += 1
                let entries = try? FileManager.default.contentsOfDirectory(atPath: output.path)
                #expect(entries.map { !$0.isEmpty } ?? true, "signal \(signal) left the output folder empty")
            }
            #expect(Self.temporaryFiles(in: output).isEmpty, "signal \(signal)")
        }
        // Without a run signalled while it had temporary files, the test would prove nothing.
        #expect(caught > 0)
    }

    @Test(arguments: ["schema", "--version", "--help", "validate Specs/LoginForm.json --help"])
    func aFailedWriteToStandardOutputIsAnError(arguments: String) throws {
        let outcome = try Self.shell(
            "exec \(Self.executable) \(arguments) > /dev/full", in: FormGenProcess.packageRoot)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "formgen: error: cannot write to standard output: No space left on device\n")
    }

    @Test func aFailedWriteToStandardErrorIsAnError() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A warning alone exits 0; here it cannot be printed.
        let spec = #"{"formgen": 1, "name": "A", "fields": [{"id": "memo", "kind": "multiline"}]}"#
        try Data(spec.utf8).write(to: directory.appendingPathComponent("A.json"))
        #expect(try FormGenProcess.run(["validate", "A.json"], in: directory).status == 0)
        let outcome = try Self.shell("exec \(Self.executable) validate A.json 2> /dev/full", in: directory)
        #expect(outcome.status == 1)
    }

    @Test func filesThatAreNotRegularAreClearErrorsAndNeverRead() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
        try Self.spec().write(to: URL(fileURLWithPath: path("Form.json")))
        #expect(mkfifo(path("Fifo.json"), 0o644) == 0)
        try FileManager.default.createDirectory(atPath: path("Zero"), withIntermediateDirectories: false)
        #expect(symlink("/dev/zero", path("Zero/Form.swift")) == 0)
        try FileManager.default.createDirectory(atPath: path("Fifo"), withIntermediateDirectories: false)
        #expect(mkfifo(path("Fifo/FormGenSupport.swift"), 0o644) == 0)
        try FileManager.default.createDirectory(atPath: path("Templates"), withIntermediateDirectories: false)
        #expect(mkfifo(path("Templates/Form.swift.template"), 0o644) == 0)
        #expect(mkfifo(path("Pipe"), 0o644) == 0)
        let cases: [(String, String)] = [
            ("validate Fifo.json", "Fifo.json: error: cannot read the spec: it is a FIFO, not a regular file"),
            // The output folder is never opened until it is known to be one: a FIFO would wait for a writer.
            ("Form.json -o Pipe", "Pipe: error: is a file, not a directory"),
            ("Form.json -o Pipe --xcfilelist Lists/Forms", "Pipe: error: is a file, not a directory"),
            (
                "Form.json -o Zero",
                "Zero/Form.swift: error: cannot read the existing file: it is a character device, not a regular file"
            ),
            (
                "Form.json -o Fifo",
                "Fifo/FormGenSupport.swift: error: cannot read the existing file: it is a FIFO, not a regular file"
            ),
            (
                "Form.json -o Out --templates Templates",
                "Templates/Form.swift.template: error: cannot read the template: it is a FIFO, not a regular file"
            ),
        ]
        for (arguments, message) in cases {
            let outcome = try Self.shell("exec \(Self.executable) \(arguments)", in: directory)
            #expect(outcome.status == 1, "\(arguments)")
            #expect(outcome.standardError == message + "\n1 error\n", "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: path("Out")))
    }

    @Test func anOversizedTemplateIsRefused() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.spec().write(to: directory.appendingPathComponent("Form.json"))
        let templates = directory.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: false)
        try Data(repeating: 0x20, count: (1 << 20) + 1).write(
            to: templates.appendingPathComponent("Form.swift.template"))
        let outcome = try FormGenProcess.run(["Form.json", "-o", "Out", "--templates", "Templates"], in: directory)
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError
                == "Templates/Form.swift.template: error: the template is larger than 1 MiB, the most formgen reads\n1 error\n"
        )
    }

    @Test func onlyTheFirst200FindingsArePrintedAndTheRestAreCounted() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 1,000 unknown keys, each a finding: well past the limit, which is what is tested.
        let keys = (0..<1_000).map { #""k\#($0)": 1"# }.joined(separator: ", ")
        let spec = #"{"formgen": 1, "name": "A", "fields": [{"id": "a"}], "# + keys + "}"
        try Data(spec.utf8).write(to: directory.appendingPathComponent("A.json"))
        for quiet in [[], ["-q"]] {
            let outcome = try FormGenProcess.run(["validate", "A.json"] + quiet, in: directory)
            #expect(outcome.status == 1)
            let lines = outcome.standardError.split(separator: "\n")
            #expect(lines.count == 201)
            #expect(lines.first?.hasPrefix("A.json:1:54: error: unknown key 'k0'") == true)
            #expect(lines.dropLast().last?.hasPrefix("A.json:1:") == true)
            #expect(lines.dropLast().last?.contains("unknown key 'k199'") == true)
            #expect(lines.last == "formgen: 1000 errors in all; the first 200 are shown")
        }
    }

    /// Notes of their own (import's renamings) have their own limit: 250 of them never hide the
    /// warning that fails the run, and the closing lines count what was not shown.
    @Test func notesOfTheirOwnNeverHideAnError() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let properties = (0..<250).map { #""p-\#($0)": {"type": "string"}"# }.joined(separator: ", ")
        let schema =
            #"{"type": "object", "properties": {"# + properties + #", "zz": {"type": "string", "format": "date"}}}"#
        try Data(schema.utf8).write(to: directory.appendingPathComponent("doc.json"))
        let outcome = try FormGenProcess.run(
            ["import", "doc.json", "--warnings-as-errors", "-o", "spec.json"], in: directory)
        #expect(outcome.status == 1)
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.filter { $0.contains(": note: ") }.count == 200)
        #expect(lines.filter { $0.contains(": error: ") && $0.contains("'format'") }.count == 1, "\(lines.suffix(3))")
        #expect(lines.suffix(2) == ["formgen: 50 more notes are not shown", "1 error"], "\(lines.suffix(3))")
    }

    @Test func diagnosticsEscapeWhatASpecOrItsPathSmugglesIn() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = #"{"formgen": 1, "name": "A", "fields": [{"id": "x\nA.json:1:1: error: \u001b[2Jforged\u202e"}]}"#
        let name = "B\u{1B}[31m\nC.json"
        try Data(spec.utf8).write(to: directory.appendingPathComponent(name))
        let outcome = try FormGenProcess.run(["validate", name], in: directory)
        #expect(outcome.status == 1)
        #expect(!outcome.standardError.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines.first?.hasPrefix(#"B\u{1B}[31m\nC.json:1:47: error: 'x\nA.json:1:1: error: \u{1B}[2Jforged\u{202E}'"#)
                == true)
    }

    /// Invisible characters in a key, a value or a path show as escapes, as a generated file's
    /// header shows them, not as nothing: `la\u{200B}bel` is not `label`.
    @Test func diagnosticsShowInvisibleCharactersAsEscapes() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = #"{"formgen": 1, "name": "A", "fields": [{"id": "a", "la\u200bbel": "x", "kind": "te\u2060xt"}]}"#
        let name = "A\u{FEFF}.json"
        try Data(spec.utf8).write(to: directory.appendingPathComponent(name))
        let outcome = try FormGenProcess.run(["validate", name], in: directory)
        #expect(outcome.status == 1)
        let invisible: Set<Unicode.Scalar> = ["\u{200B}", "\u{2060}", "\u{FEFF}"]
        #expect(!outcome.standardError.unicodeScalars.contains(where: invisible.contains), "\(outcome.standardError)")
        #expect(outcome.standardError.hasPrefix(#"A\u{FEFF}.json:1:"#), "\(outcome.standardError)")
        #expect(
            outcome.standardError.contains(#"error: unknown key 'la\u{200B}bel' in "#)
                && outcome.standardError.contains("; did you mean 'label'?"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(#"'te\u{2060}xt' is not a valid 'kind'"#), "\(outcome.standardError)")
    }

    /// The line that reports what a run wrote names the output directory as a generated file's
    /// header names its spec: a path with a line break, an escape sequence or an invisible
    /// character as an escaped string literal.
    @Test(arguments: [["Login.json", "-o"], ["strings", "Login.json", "-o"], ["templates", "dump"]])
    func theSummaryLineEscapesTheOutputPath(command: [String]) throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: FormGenProcess.packageRoot.appendingPathComponent("Specs/LoginForm.json"),
            to: directory.appendingPathComponent("Login.json"))
        let output = "Out\u{1B}[2J\u{200B}\nX"
        let outcome = try FormGenProcess.run(command + [output], in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!outcome.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{200B}" })
        #expect(outcome.standardOutput.hasSuffix(#" "Out\u{1B}[2J\u{200B}\nX"\#n"#), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.split(separator: "\n").count == 1)
    }

    @Test func aUTF16SpecIsNamedAsSuch() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = String(decoding: Self.spec(), as: UTF8.self)
        try Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            .write(to: directory.appendingPathComponent("A.json"))
        let outcome = try FormGenProcess.run(["validate", "A.json"], in: directory)
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError == "A.json:1:1: error: the file is encoded as UTF-16 (it starts with a "
                + "little-endian byte order mark); formgen reads only UTF-8\n1 error\n")
    }
}
