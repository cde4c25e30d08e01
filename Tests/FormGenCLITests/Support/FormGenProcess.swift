import Foundation

/// Runs the built `formgen` executable, as a user would, and captures what it did.
struct FormGenProcess {
    struct Outcome {
        var status: Int32
        var reason: Process.TerminationReason
        var standardOutput: String
        var standardError: String
    }

    /// The `formgen` binary SwiftPM built next to this test bundle.
    static let executable: URL = {
        let candidates = [
            Bundle.main.executableURL?.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for case let directory? in candidates {
            let url = directory.appendingPathComponent("formgen")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/formgen")
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Copies the built binary to `destination` through `cp`, so that no descriptor open for writing
    /// to the copy ever exists in this process. Tests here start processes from many threads; a
    /// child forked while this process wrote the copy inherits that descriptor (until its `exec`
    /// closes it, or for its whole life if nothing does), and running the copy while any process
    /// holds it open for writing fails with "Text file busy" (`ETXTBSY`).
    static func copyExecutable(to destination: URL) throws {
        let copy = try run(
            [executable.path, destination.path], executable: URL(fileURLWithPath: "/bin/cp"))
        guard copy.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: copy.standardError])
        }
    }

    static func run(
        _ arguments: [String], standardInput: Data? = nil, in directory: URL = packageRoot,
        environment: [String: String] = [:], executable: URL = executable
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let standardInput {
            input.fileHandleForWriting.write(standardInput)
        }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a full pipe cannot block the child.
        let errorData = Locked(Data())
        let errorReader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { Thread.sleep(forTimeInterval: 0.001) }
        return Outcome(
            status: process.terminationStatus, reason: process.terminationReason,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.value, as: UTF8.self))
    }
}

/// A value written by one thread and read by another.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    private var written = false

    init(_ value: Value) { stored = value }

    func set(_ value: Value) {
        lock.lock()
        stored = value
        written = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return written
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// The support files every generate run writes, in the order formgen lists them.
enum SupportFiles {
    static let names = [
        "FormGenSupport.swift", "FormGenTextField.swift", "FormGenSecureField.swift", "FormGenNavigationBar.swift",
        "FormGenInputRules.swift", "FormGenKeyboardAvoidance.swift",
    ]
}
