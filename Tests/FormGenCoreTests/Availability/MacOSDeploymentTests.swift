import Foundation
import Testing

/// formgen's own code builds on a Mac for SwiftPM's default macOS deployment target, which is below
/// macOS 13: the package declares no platforms, so that no adopter's manifest has to match one. The
/// standard library's string-processing module (`Regex`, `firstRange(of:)`, `contains(_:)` with a
/// string) is available from macOS 13 only, and Linux does not check availability, so this
/// type-checks formgen's sources without that module: only the one use behind `#available` may fail.
@Suite struct MacOSDeploymentTests {
    /// The libraries and the command line; `formgen-plugin-tool` is its `main.swift` alone.
    static let targets = ["FormGenCore", "FormGenTooling", "formgen"]

    @Test func noCodeNeedsTheStringProcessingModuleOutsideAnAvailabilityCheck() throws {
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // One module of every target's files, their imports of each other removed, so that no
        // module built with the string-processing module lends it its members. A `main.swift` is
        // left out: top-level code is only allowed in an executable's own module.
        var files: [String] = []
        for target in Self.targets {
            let sources = PackagePaths.root.appendingPathComponent("Sources/\(target)")
            let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
            for case let path as String in enumerator where path.hasSuffix(".swift") && path != "main.swift" {
                let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
                let copy = directory.appendingPathComponent(
                    "\(target)-\(path.replacingOccurrences(of: "/", with: "-"))")
                let kept = text.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { $0 != "import FormGenCore" && $0 != "import FormGenTooling" }
                try kept.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)
                files.append(copy.path)
            }
        }
        #expect(files.count > 60)
        let result = try Swiftc.run(
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
                "-module-name", "FormGenSources", "-package-name", "formgen",
                "-Xfrontend", "-disable-implicit-string-processing-module-import",
            ] + files.sorted())
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        // `InputRule` builds a `Regex` behind `#available(macOS 13.0, iOS 16.0, *)`, to report a
        // pattern Apple's regular expressions refuse; without the module that name is missing.
        let unguarded = errors.filter {
            !($0.contains("FormGenCore-Validation-Rules-InputRule.swift:")
                && $0.hasSuffix("error: cannot find 'Regex' in scope"))
        }
        #expect(errors.count == 1, "\(result.output)")
        #expect(unguarded.isEmpty, "\(unguarded.joined(separator: "\n"))")
    }
}
