import Foundation
import Testing

/// Writing never leaves a file half-written: a run killed at any moment leaves each output file
/// with its old bytes or its new ones, and a write that fails (here, a file size limit that makes
/// writes fail as a full disk does) changes nothing.
@Suite(.serialized) struct FileSafetyTests {
    static func spec(fields: Int, version: Int) -> Data {
        let list = (0..<fields).map { #"{"id": "field\#($0)", "label": "Version \#(version) label \#($0)"}"# }
        return Data(#"{"formgen": 1, "name": "Safety", "fields": [\#(list.joined(separator: ",\n"))]}"#.utf8)
    }

    @Test func aKilledRunLeavesEveryFileOldOrNew() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let specURL = directory.appendingPathComponent("Safety.json")
        let output = directory.appendingPathComponent("Out")
        let formURL = output.appendingPathComponent("Safety.swift")
        let supportURL = output.appendingPathComponent("FormGenSupport.swift")

        try Self.spec(fields: 3_000, version: 1).write(to: specURL)
        #expect(try FormGenProcess.run([specURL.path, "-o", output.path]).status == 0)
        let old = try Data(contentsOf: formURL)
        let support = try Data(contentsOf: supportURL)
        try Self.spec(fields: 3_000, version: 2).write(to: specURL)
        let new = try generatedBytes(specURL)

        // How long one run takes here, so the kills can sweep from its start to past its end.
        try old.write(to: formURL)
        let started = Date()
        #expect(try FormGenProcess.run([specURL.path, "-o", output.path, "-q"]).status == 0)
        let runTime = Date().timeIntervalSince(started)
        var sawOld = false
        var sawNew = false
        let attempts = 40
        for attempt in 0..<attempts {
            // Put the old file back, then kill a run after a delay that sweeps the whole run, to three
            // times the measured run: a run on a busy machine can take twice as long as the one measured.
            try old.write(to: formURL)
            let process = Process()
            process.executableURL = FormGenProcess.executable
            process.arguments = [specURL.path, "-o", output.path, "-q"]
            try process.run()
            usleep(UInt32(runTime * 3 * 1_000_000 * Double(attempt) / Double(attempts - 1)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try Data(contentsOf: formURL)
            #expect(now == old || now == new, "attempt \(attempt): Safety.swift is neither old nor new")
            #expect(try Data(contentsOf: supportURL) == support)
            sawOld = sawOld || now == old
            sawNew = sawNew || now == new
            let visible = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }
            #expect(visible.sorted() == (["Safety.swift"] + SupportFiles.names).sorted())
        }
        // The sweep must have caught runs before and after the replacement, or it proved nothing.
        #expect(sawOld && sawNew)

        // A later run finishes the job and removes what killed runs left behind.
        #expect(try FormGenProcess.run([specURL.path, "-o", output.path]).status == 0)
        #expect(try Data(contentsOf: formURL) == new)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
                == (["Safety.swift"] + SupportFiles.names).sorted())
    }

    /// The bytes formgen generates for `spec`, written to a scratch directory.
    func generatedBytes(_ spec: URL) throws -> Data {
        let scratch = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(try FormGenProcess.run([spec.path, "-o", scratch.path, "-q"]).status == 0)
        return try Data(contentsOf: scratch.appendingPathComponent("Safety.swift"))
    }

    @Test func aFailingWriteChangesNothing() throws {
        let directory = try GenerateCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let specURL = directory.appendingPathComponent("Safety.json")
        let output = directory.appendingPathComponent("Out")
        try Self.spec(fields: 5, version: 1).write(to: specURL)
        #expect(try FormGenProcess.run([specURL.path, "-o", output.path]).status == 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted().map {
            try Data(contentsOf: output.appendingPathComponent($0))
        }

        // 200 fields make a file over the 64-block (32 KB) limit: its write fails with EFBIG, as a
        // write to a full disk fails with ENOSPC, after the small support file was already staged.
        try Self.spec(fields: 200, version: 2).write(to: specURL)
        let command =
            "trap '' XFSZ; ulimit -f 64; exec '\(FormGenProcess.executable.path)' '\(specURL.path)' -o '\(output.path)'"
        let outcome = try FormGenProcess.run(["-c", command], executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError.contains("Safety.swift: error: cannot write the file: File too large"),
            "\(outcome.standardError)")
        let after = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted().map {
            try Data(contentsOf: output.appendingPathComponent($0))
        }
        #expect(after == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
                == (["Safety.swift"] + SupportFiles.names).sorted())
    }
}
