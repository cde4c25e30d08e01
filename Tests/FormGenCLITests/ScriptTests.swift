import Foundation
import Testing

/// `Scripts/install` and `Scripts/make-artifactbundle`, run as a user runs them, with a stand-in
/// for `swift` (their `SWIFT`) that builds nothing: it names a directory holding a stand-in
/// `formgen`, fails the build when asked to, and records where it built.
@Suite struct ScriptTests {
    /// A scratch directory with `bin/swift` and `bin/formgen` stand-ins; `swift.log` collects the
    /// directory each `swift build` ran in.
    struct Workspace {
        let directory: URL

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("formgen-scripts-\(UUID())")
            let bin = directory.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try Self.executable(
                at: bin.appendingPathComponent("swift"),
                """
                #!/bin/bash
                case $1 in
                    build)
                        pwd >>"\(directory.path)/swift.log"
                        for argument; do [[ $argument == --show-bin-path ]] && { echo "\(bin.path)"; exit 0; }; done
                        [[ -z ${FAIL_BUILD:-} ]] || { echo "error: the build failed" >&2; exit 1; }
                        exit 0 ;;
                    -print-target-info) printf '{\\n  "target": {\\n    "triple": "x86_64-unknown-linux-gnu",\\n' ;;
                    package) sha256sum "$3" | cut -d ' ' -f 1 ;;
                    *) exit 2 ;;
                esac
                """)
            try Self.executable(
                at: bin.appendingPathComponent("formgen"),
                """
                #!/bin/sh
                case $1 in
                    --version) echo 9.8.7 ;;
                    --generate-completion-script) echo "# $2 completion for formgen" ;;
                    *) exit 1 ;;
                esac
                """)
        }

        static func executable(at url: URL, _ text: String) throws {
            try Data((text + "\n").utf8).write(to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }

        func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

        func remove() { try? FileManager.default.removeItem(at: directory) }

        /// Runs `Scripts/<script>` by that relative path from the package root (or `directory`),
        /// with the stand-in `swift`.
        func run(
            _ script: String, _ arguments: [String], in directory: URL = FormGenProcess.packageRoot,
            environment: [String: String] = [:]
        ) throws -> FormGenProcess.Outcome {
            let relative = "Scripts/\(script)"
            let path =
                directory == FormGenProcess.packageRoot
                ? relative : FormGenProcess.packageRoot.appendingPathComponent(relative).path
            return try FormGenProcess.run(
                [path] + arguments, in: directory,
                environment: ["SWIFT": url("bin/swift").path].merging(environment) { $1 },
                executable: URL(fileURLWithPath: "/bin/bash"))
        }

        /// The directories the stand-in `swift build` ran in.
        var swiftDirectories: Set<String> {
            let log = (try? String(contentsOf: url("swift.log"), encoding: .utf8)) ?? ""
            return Set(log.split(separator: "\n").map(String.init))
        }
    }

    static func contents(_ url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }

    @Test func aFailedBundleRunLeavesTheLastBundleAsItWas() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = workspace.url("out")
        let first = try workspace.run("make-artifactbundle", ["--version", "9.8.7", "--output", output.path])
        #expect(first.status == 0, "\(first.standardError)")
        let info = output.appendingPathComponent("formgen.artifactbundle/info.json")
        let zip = output.appendingPathComponent("formgen.artifactbundle.zip")
        let infoText = try #require(Self.contents(info))
        let zipBytes = try Data(contentsOf: zip)
        #expect(infoText.contains(#""version": "9.8.7""#))

        let failed = try workspace.run(
            "make-artifactbundle", ["--version", "9.8.8", "--output", output.path], environment: ["FAIL_BUILD": "1"])
        #expect(failed.status != 0)
        #expect(Self.contents(info) == infoText)
        #expect(try Data(contentsOf: zip) == zipBytes)
        let left = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(left == ["formgen.artifactbundle", "formgen.artifactbundle.zip"])

        let second = try workspace.run("make-artifactbundle", ["--version", "9.8.8", "--output", output.path])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(Self.contents(info)?.contains(#""version": "9.8.8""#) == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == left)
    }

    @Test func installReplacesASymbolicLinkRatherThanWritingThroughIt() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let prefix = workspace.url("prefix")
        let victim = workspace.url("victim.txt")
        try Data("keep me\n".utf8).write(to: victim)
        let paths = [
            "bin/formgen", "share/bash-completion/completions/formgen", "share/zsh/site-functions/_formgen",
            "share/fish/vendor_completions.d/formgen.fish",
        ]
        for path in paths {
            let link = prefix.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
        }
        let outcome = try workspace.run("install", ["--prefix", prefix.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(Self.contents(victim) == "keep me\n")
        for (path, shell) in zip(paths.dropFirst(), ["bash", "zsh", "fish"]) {
            let file = prefix.appendingPathComponent(path).path
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(path)")
            #expect(Self.contents(prefix.appendingPathComponent(path)) == "# \(shell) completion for formgen\n")
        }
        #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/formgen").path))
    }

    /// `--prefix "$UNSET"` is an error, not an install into the current directory.
    @Test func anEmptyPrefixIsAUsageError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let caller = workspace.url("caller")
        try FileManager.default.createDirectory(at: caller, withIntermediateDirectories: true)
        let outcome = try workspace.run("install", ["--prefix", ""], in: caller)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--prefix needs a directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: caller.path).isEmpty)
        #expect(workspace.swiftDirectories.isEmpty)

        let bundle = try workspace.run("make-artifactbundle", ["--output", ""], in: caller)
        #expect(bundle.status == 64)
        #expect(try FileManager.default.contentsOfDirectory(atPath: caller.path).isEmpty)
    }

    /// An exported `CDPATH` naming a directory with a `Scripts` folder does not move the scripts'
    /// `cd` there: they build in the package, and the bundle's version is the package's.
    @Test(arguments: ["install", "make-artifactbundle"])
    func anExportedCDPATHIsIgnored(script: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let decoy = workspace.url("decoy")
        try FileManager.default.createDirectory(
            at: decoy.appendingPathComponent("Scripts"), withIntermediateDirectories: true)
        let arguments =
            script == "install" ? ["--prefix", workspace.url("prefix").path] : ["--output", workspace.url("out").path]
        let outcome = try workspace.run(script, arguments, environment: ["CDPATH": decoy.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(workspace.swiftDirectories == [FormGenProcess.packageRoot.standardizedFileURL.path])
    }
}
