import Foundation

/// Runs the real Swift compiler from tests, so escaping is checked against swiftc rather than against
/// our own idea of the grammar.
enum SwiftCompiler {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// `swiftc` from `$SWIFTC`, the toolchain at /opt/swift, or `PATH`; `nil` if there is none.
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates = [environment["SWIFTC"], "/opt/swift/usr/bin/swiftc"].compactMap { $0 }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(directory + "/swiftc")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isAvailable: Bool { path != nil }

    /// A fresh directory for one test's files.
    static func makeTemporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("formgen-swiftc-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Type-checks `source` as a Swift 6 file.
    static func typecheck(_ source: String) throws -> Output {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try run(compilerPath(), ["-typecheck", "-swift-version", "6", file.path], in: directory)
    }

    /// Compiles `source` as a Swift 6 program, runs it, and returns what it printed.
    static func compileAndRun(_ source: String) throws -> Output {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main.swift")
        let executable = directory.appendingPathComponent("program")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let compiled = try run(
            compilerPath(), ["-swift-version", "6", "-Onone", file.path, "-o", executable.path], in: directory)
        guard compiled.status == 0 else { return compiled }
        return try run(executable.path, [], in: directory)
    }

    struct NotFound: Error, CustomStringConvertible {
        var description: String { "swiftc not found (set SWIFTC)" }
    }

    private static func compilerPath() throws -> String {
        guard let path else { throw NotFound() }
        return path
    }

    /// Standard error goes to a file, so that only one pipe is read and neither can fill up and block.
    private static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> Output {
        let errorFile = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        defer { try? errorHandle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorHandle
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        )
    }
}
