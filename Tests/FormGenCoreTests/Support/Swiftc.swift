import Foundation

/// Runs the Swift compiler from tests, so generated code and escaping are checked by swiftc itself
/// rather than by our own idea of the grammar.
enum Swiftc {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String

        /// Both streams, for messages: the compiler writes its diagnostics to standard error.
        var output: String { standardError + standardOutput }
    }

    struct NotFound: Error, CustomStringConvertible {
        var description: String { "swiftc not found: set SWIFTC or put it on PATH" }
    }

    /// `swiftc` from `$SWIFTC`, the toolchain at /opt/swift, or `PATH`.
    static let executable: URL? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates = [environment["SWIFTC"], "/opt/swift/usr/bin/swiftc"].compactMap { $0 }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(directory + "/swiftc")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }()

    /// Runs swiftc with `arguments`; a missing compiler is an error, never a skipped check.
    static func run(_ arguments: [String]) throws -> Result {
        guard let executable else { throw NotFound() }
        return try execute(executable, arguments)
    }

    /// Type-checks `source` as one Swift 6 file.
    static func typecheck(_ source: String) throws -> Result {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try run(["-typecheck", "-swift-version", "6", file.path])
    }

    /// Compiles `source` as a Swift 6 program, runs it, and returns what it printed.
    static func compileAndRun(_ source: String) throws -> Result {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main.swift")
        let program = directory.appendingPathComponent("program")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let compiled = try run(["-swift-version", "6", "-Onone", file.path, "-o", program.path])
        guard compiled.status == 0 else { return compiled }
        return try execute(program)
    }

    /// Runs any executable. Standard error goes to a file, so that only one pipe is read and
    /// neither can fill up and block the child.
    static func execute(_ executable: URL, _ arguments: [String] = []) throws -> Result {
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formgen-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        defer { try? errorHandle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorHandle
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formgen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
