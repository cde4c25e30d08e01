import Foundation
import Testing

// strace and PID namespaces are Linux's.
#if os(Linux)

/// The tools these tests start around formgen, where this machine has them.
enum ProcessTools {
    static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether this process may start a process in a PID namespace of its own (root may).
    static let canUnsharePIDs: Bool = {
        let probe = try? FormGenProcess.run(
            ["--pid", "--fork", "/bin/true"], executable: URL(fileURLWithPath: "/usr/bin/unshare"))
        return probe?.status == 0
    }()
}

/// What another program saves while formgen runs is never lost: formgen puts each file in place only
/// while the file there is the one it read, and otherwise fails with nothing changed.
///
/// The window is made wide on purpose: `strace` holds every rename formgen makes for two seconds,
/// and the test saves its own file while formgen waits.
@Suite(.enabled(if: ProcessTools.strace != nil, "strace holds formgen's renames; .ci/run installs it"))
struct ConcurrentWriteTests {
    static func workspace() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formgen-concurrent-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func writeSpec(_ name: String, labels: [String], in directory: URL) throws -> String {
        let fields = labels.enumerated().map { #"{ "id": "f\#($0.offset)", "label": "\#($0.element)" }"# }
        let spec = #"{ "formgen": 1, "name": "\#(name)", "fields": [\#(fields.joined(separator: ", "))] }"#
        let url = directory.appendingPathComponent("\(name).json")
        try spec.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Runs formgen with `arguments` under `strace` (inside `wrapper`, a command that runs the
    /// command after it), every rename held for two seconds; once formgen has staged a file in
    /// `output` (so it is about to rename), calls `meanwhile`.
    static func runWithRenamesHeld(
        _ arguments: [String], output: URL, wrapper: [String] = [], meanwhile: () throws -> Void
    ) throws -> FormGenProcess.Outcome {
        let strace = try #require(ProcessTools.strace)
        let outcome = Locked<FormGenProcess.Outcome?>(nil)
        let runner = Thread {
            outcome.set(
                try? FormGenProcess.run(
                    [
                        "-f", "-qq", "-o", "/dev/null", "-e", "trace=rename,renameat,renameat2",
                        "-e", "inject=rename,renameat,renameat2:delay_enter=2000000",
                    ] + wrapper + [FormGenProcess.executable.path] + arguments, executable: URL(fileURLWithPath: strace)
                ))
        }
        runner.start()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, outcome.value == nil {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
            if names.contains(where: { $0.hasPrefix(".formgen-") }) { break }
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(outcome.value == nil, "formgen ended before it staged a file")
        try meanwhile()
        while !outcome.isSet { Thread.sleep(forTimeInterval: 0.01) }
        return try #require(outcome.value)
    }

    /// Saves `text` at `url` as Xcode and most editors do: a new file renamed over the old one.
    static func saveAtomically(_ text: String, to url: URL) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func aTranslationSavedDuringStringsIsKept() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.writeSpec("NoteForm", labels: ["Note"], in: directory)
        let catalogs = directory.appendingPathComponent("Catalogs")
        let arguments = ["strings", spec, "-o", catalogs.path]
        #expect(try FormGenProcess.run(arguments).status == 0)
        let catalog = catalogs.appendingPathComponent("Localizable.xcstrings")
        let translated = try String(contentsOf: catalog, encoding: .utf8).replacingOccurrences(
            of: #""localizations" : {"#,
            with: #""localizations" : {"# + "\n"
                + #"        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Remarque" } },"#)
        _ = try Self.writeSpec("NoteForm", labels: ["Note", "Title"], in: directory)

        let run = try Self.runWithRenamesHeld(arguments, output: catalogs) {
            try Self.saveAtomically(translated, to: catalog)
        }
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                "Localizable.xcstrings: error: changed while formgen was updating it (saved by another program "
                    + "or another formgen run); nothing was written: run formgen again"), "\(run.standardError)")
        #expect(try String(contentsOf: catalog, encoding: .utf8) == translated)
        #expect(try FileManager.default.contentsOfDirectory(atPath: catalogs.path) == ["Localizable.xcstrings"])

        // Run again, it merges the new key into the translated catalog.
        #expect(try FormGenProcess.run(arguments).status == 0)
        let merged = try String(contentsOf: catalog, encoding: .utf8)
        #expect(merged.contains("Remarque") && merged.contains("\"Title\" : {"))
    }

    /// Two `strings` runs into one catalog: the one that finds the catalog changed fails, and the
    /// other's keys stay.
    @Test func twoStringsRunsLoseNoKey() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try Self.writeSpec("FirstForm", labels: ["First"], in: directory)
        let second = try Self.writeSpec("SecondForm", labels: ["Second"], in: directory)
        let catalogs = directory.appendingPathComponent("Catalogs")
        #expect(try FormGenProcess.run(["strings", first, "-o", catalogs.path]).status == 0)
        _ = try Self.writeSpec("FirstForm", labels: ["First", "First again"], in: directory)

        var other: FormGenProcess.Outcome?
        let run = try Self.runWithRenamesHeld(["strings", first, "-o", catalogs.path], output: catalogs) {
            other = try FormGenProcess.run(["strings", second, "-o", catalogs.path])
        }
        #expect(other?.status == 0, "\(other?.standardError ?? "")")
        #expect(run.status == 1 && run.standardError.contains("changed while formgen was updating it"))
        let catalog = try String(contentsOf: catalogs.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("\"Second\" : {"))
    }

    /// A hand-written file that appears after formgen looked is kept, and nothing else is written.
    @Test func aFileThatAppearsDuringGenerationIsKept() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.writeSpec("NoteForm", labels: ["Note"], in: directory)
        let output = directory.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let handWritten = "struct NoteForm {}\n"
        let run = try Self.runWithRenamesHeld([spec, "-o", output.path], output: output) {
            try Self.saveAtomically(handWritten, to: output.appendingPathComponent("NoteForm.swift"))
        }
        #expect(run.status == 1)
        #expect(
            run.standardError.contains("NoteForm.swift: error: appeared while formgen was writing it"),
            "\(run.standardError)")
        #expect(try String(contentsOf: output.appendingPathComponent("NoteForm.swift"), encoding: .utf8) == handWritten)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["NoteForm.swift"])
    }

    /// Two runs that are each process 1 of their own PID namespace, as in two containers that share
    /// a folder, both succeed: the second waits while the first holds the folder (a lock that
    /// namespaces do not divide), so it cannot take the first's staged files for a dead run's, and
    /// the two stage under different names all the same.
    @Test(.enabled(if: ProcessTools.canUnsharePIDs, "needs a PID namespace of its own (unshare as root)"))
    func runsWithOneProcessIDInTwoContainersDoNotClash() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.writeSpec("NoteForm", labels: ["Note"], in: directory)
        let output = directory.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let unshare = ["/usr/bin/unshare", "--pid", "--fork"]
        var second: FormGenProcess.Outcome?
        let first = try Self.runWithRenamesHeld([spec, "-o", output.path], output: output, wrapper: unshare) {
            let staged = try FileManager.default.contentsOfDirectory(atPath: output.path)
            #expect(staged.contains { $0.hasPrefix(".formgen-1-") }, "\(staged)")
            second = try FormGenProcess.run(
                Array(unshare.dropFirst()) + [FormGenProcess.executable.path, spec, "-o", output.path],
                executable: URL(fileURLWithPath: unshare[0]))
        }
        #expect(second?.status == 0, "\(second?.standardError ?? "")")
        #expect(second?.standardError.hasPrefix("formgen: waiting for \(output.path)") == true)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
                == (["NoteForm.swift"] + SupportFiles.names).sorted())
    }
}
#endif
