import Foundation

/// `Scripts/check-availability`, run as a process the way CI and a developer run it.
enum AvailabilityCheck {
    static let script = PackagePaths.root.appendingPathComponent("Scripts/check-availability")

    /// The usage line the checker prints with every usage error.
    static let usage = "usage: Scripts/check-availability <minimumIOS> <file.swift>..."

    /// Runs the checker with `arguments` (a minimum iOS version, then Swift files).
    static func run(_ arguments: [String]) throws -> Swiftc.Result {
        try Swiftc.execute(script, arguments)
    }

    /// Runs the checker on `sources` (file name to text), written into a fresh directory.
    /// Returns the result and the path each file was written to.
    static func run(minimum: String, sources: [(name: String, text: String)]) throws -> (
        Swiftc.Result, [String: String]
    ) {
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String: String] = [:]
        for source in sources {
            let url = directory.appendingPathComponent(source.name)
            try source.text.write(to: url, atomically: true, encoding: .utf8)
            paths[source.name] = url.path
        }
        let result = try run([minimum] + sources.map { paths[$0.name] ?? $0.name })
        return (result, paths)
    }

    /// The checker's lines on standard output, in order.
    static func lines(_ result: Swiftc.Result) -> [String] {
        result.standardOutput.split(separator: "\n").map(String.init)
    }
}
