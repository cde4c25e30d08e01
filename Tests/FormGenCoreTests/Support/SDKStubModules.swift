import Foundation

/// The SwiftUI and UIKit stub modules of `Tests/SDKStubs`, with the stand-in for `#Preview`'s
/// compiler plugin, built once per test run by the same `build.sh` that `check.sh` and CI use, so
/// that there is one way they are built.
enum SDKStubModules {
    /// The directory holding `SwiftUI.swiftmodule` and `UIKit.swiftmodule`, or why it could not be built.
    static let directory: Result<URL, BuildFailure> = {
        let output = PackagePaths.root.appendingPathComponent(".build/sdk-stubs")
        let script = PackagePaths.root.appendingPathComponent("Tests/SDKStubs/build.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path, output.path]
        var environment = ProcessInfo.processInfo.environment
        if let swiftc = Swiftc.executable { environment["SWIFTC"] = swiftc.path }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(BuildFailure(message: "cannot run build.sh: \(error)"))
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return .failure(BuildFailure(message: message)) }
        return .success(output)
    }()

    struct BuildFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "the SDK stubs do not build:\n\(message)" }
    }

    /// The compiler arguments that type-check against the stubs: their directory, for `-I`, and the
    /// stand-in for the compiler plugin that expands `#Preview`.
    static func arguments() throws -> [String] {
        let path = try directory.get().path
        return ["-I", path, "-load-plugin-executable", path + "/PreviewsMacros#PreviewsMacros"]
    }
}
